//! The schema stage: one test per keyword and shape rule, and snapshots of
//! the schemas of output-test modules.

use validation_schema::Schema;

use super::{KubeVersion, Options, Policy};
use crate::Generator;

/// The schemas (by file name) and warnings of a one-file crate whose public
/// types are all roots.
fn lower(name: &str, source: &str, policy: Policy) -> Result<(Vec<(String, String)>, String), String> {
    lower_for(KubeVersion::NEWEST, name, source, policy)
}

/// [`lower`] for the API server of `version`.
fn lower_for(
    version: KubeVersion,
    name: &str,
    source: &str,
    policy: Policy,
) -> Result<(Vec<(String, String)>, String), String> {
    let generator = Generator::new().with_schemas(Options::new("schemas", policy).for_kube(version));
    // Every type a root; the Kubernetes API conventions are not the point here.
    let source = format!("//! +k8s:validation-gen=*\n{source}");
    let dir = std::env::temp_dir().join(format!("vg-schema-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("lib.rs"), source).unwrap();
    std::fs::write(
        dir.join("validation-gen-lint.json"),
        r#"{"rules": {"missing-requiredness": "off", "stability": "off"}}"#,
    )
    .unwrap();
    let result = generator.generate(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let generation = result.map_err(|d| strip_dir(&d.render_all()))?;
    let files = generation
        .files
        .iter()
        .filter(|f| f.path.starts_with("schemas"))
        .map(|f| (f.path.display().to_string(), f.contents.clone()))
        .collect();
    Ok((files, strip_dir(&generation.warnings.render_all())))
}

/// Diagnostics name the temporary file; tests show its name only.
fn strip_dir(text: &str) -> String {
    let tmp = std::env::temp_dir().display().to_string();
    text.lines()
        .map(|l| match (l.find(&tmp), l.find("lib.rs")) {
            (Some(start), Some(end)) if start < end => format!("{}{}", &l[..start], &l[end..]),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The one schema of `source`'s type `type_name`; `test` names the
/// temporary directory.
fn schema_of(test: &str, source: &str, type_name: &str) -> Schema {
    let (files, _) = lower(test, source, Policy::Omit).unwrap();
    let wanted = format!("schemas/{type_name}.json");
    let text = &files.iter().find(|(path, _)| *path == wanted).unwrap().1;
    serde_json::from_str(text).unwrap()
}

fn property<'a>(schema: &'a Schema, name: &str) -> &'a Schema {
    &schema.properties[name]
}

#[test]
fn limits_become_keywords() {
    let schema = schema_of(
        "limits_become_keywords",
        r#"
pub struct Limits {
    /// +k8s:minimum=1
    /// +k8s:maximum=10
    pub count: i32,
    /// +k8s:minLength=2
    /// +k8s:maxLength=5
    pub name: String,
    /// +k8s:minItems=1
    /// +k8s:maxItems=3
    pub list: Vec<String>,
    /// +k8s:minProperties=1
    /// +k8s:maxProperties=4
    pub map: std::collections::BTreeMap<String, String>,
}"#,
        "Limits",
    );
    let count = property(&schema, "count");
    assert_eq!((count.minimum, count.maximum), (Some(1.0), Some(10.0)));
    let name = property(&schema, "name");
    assert_eq!((name.min_length, name.max_length), (Some(2), Some(5)));
    let list = property(&schema, "list");
    assert_eq!((list.min_items, list.max_items), (Some(1), Some(3)));
    let map = property(&schema, "map");
    assert_eq!((map.min_properties, map.max_properties), (Some(1), Some(4)));
}

#[test]
fn the_tighter_of_type_and_field_limits_holds() {
    let schema = schema_of(
        "the_tighter_of_type_and_field_limits_holds",
        r#"
/// +k8s:minimum=1
/// +k8s:maximum=100
pub struct Replicas(pub i32);

pub struct Spec {
    /// +k8s:minimum=3
    /// +k8s:maximum=200
    pub replicas: Replicas,
}"#,
        "Spec",
    );
    let replicas = property(&schema, "replicas");
    assert_eq!((replicas.minimum, replicas.maximum), (Some(3.0), Some(100.0)));
}

#[test]
fn integer_types_carry_their_range() {
    let schema = schema_of(
        "integer_types_carry_their_range",
        r#"
pub struct Ints {
    pub a: u8,
    /// +k8s:required
    pub b: i64,
    pub c: u32,
    /// +k8s:optional
    /// +k8s:maximum=7
    pub d: Option<i32>,
}"#,
        "Ints",
    );
    let a = property(&schema, "a");
    assert_eq!(
        (a.format.as_deref(), a.minimum, a.maximum),
        (Some("int32"), Some(0.0), Some(255.0))
    );
    let b = property(&schema, "b");
    assert_eq!((b.format.as_deref(), b.minimum, b.maximum), (Some("int64"), None, None));
    let c = property(&schema, "c");
    assert_eq!(
        (c.format.as_deref(), c.minimum, c.maximum),
        (Some("int64"), Some(0.0), Some(4294967295.0))
    );
    let d = property(&schema, "d");
    assert_eq!(
        (d.format.as_deref(), d.minimum, d.maximum),
        (Some("int32"), None, Some(7.0))
    );
}

#[test]
fn requiredness_fills_required_and_option_is_nullable() {
    let schema = schema_of(
        "requiredness_fills_required_and_option_is_nullable",
        r#"
pub struct S {
    /// +k8s:required
    pub name: String,
    /// +k8s:optional
    pub nick: Option<String>,
    /// +k8s:optional
    /// +default=3
    pub count: Option<i32>,
}"#,
        "S",
    );
    assert_eq!(schema.required, vec!["name".to_string()]);
    assert!(property(&schema, "nick").nullable);
    assert!(!property(&schema, "name").nullable);
    assert_eq!(property(&schema, "count").default, Some(serde_json::json!(3)));
}

#[test]
fn enums_list_their_values_without_excluded_ones() {
    let schema = schema_of(
        "enums_list_their_values_without_excluded_ones",
        r#"
/// +k8s:enum
#[derive(serde::Serialize)]
pub enum Protocol {
    #[serde(rename = "TCP")]
    Tcp,
    #[serde(rename = "UDP")]
    Udp,
    /// +k8s:enumExclude
    #[serde(rename = "SCTP")]
    Sctp,
}

pub struct Port {
    pub protocol: Protocol,
}"#,
        "Port",
    );
    let protocol = property(&schema, "protocol");
    assert_eq!(protocol.type_name(), "string");
    assert_eq!(protocol.enum_, Some(vec!["TCP".into(), "UDP".into()]));
}

#[test]
fn list_types_and_map_keys() {
    let schema = schema_of(
        "list_types_and_map_keys",
        r#"
pub struct Port {
    /// +k8s:required
    pub name: String,
}

pub struct Spec {
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub ports: Vec<Port>,
    /// +k8s:listType=set
    pub hosts: Vec<String>,
}"#,
        "Spec",
    );
    let ports = property(&schema, "ports");
    assert_eq!(ports.x_list_type.as_deref(), Some("map"));
    assert_eq!(ports.x_list_map_keys, vec!["name".to_string()]);
    assert_eq!(property(&schema, "hosts").x_list_type.as_deref(), Some("set"));
}

#[test]
fn each_val_keywords_go_to_items_and_map_values() {
    let schema = schema_of(
        "each_val_keywords_go_to_items_and_map_values",
        r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=63
    pub hosts: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub weights: std::collections::BTreeMap<String, i32>,
}"#,
        "Spec",
    );
    let hosts = property(&schema, "hosts").item_schema().unwrap();
    assert_eq!(hosts.max_length, Some(63));
    let weights = match &property(&schema, "weights").additional_properties {
        Some(validation_schema::SchemaOrBool::Schema(values)) => values,
        other => panic!("{other:?}"),
    };
    assert_eq!(weights.minimum, Some(1.0));
}

#[test]
fn each_val_of_a_check_without_a_keyword_is_reported() {
    let (_, warnings) = lower(
        "each_val_reported",
        r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:ifEnabled("MyFeature")=+k8s:minimum=1
    pub weights: Vec<i32>,
}"#,
        Policy::Warn,
    )
    .unwrap();
    assert!(
        warnings.contains(
            "warning[not-in-schema]: `+k8s:eachVal=+k8s:ifEnabled(\"MyFeature\")=+k8s:minimum=1` runs only while \
             the option \"MyFeature\" is enabled; the API server knows no such option, so the check is left out"
        ),
        "{warnings}"
    );
}

#[test]
fn descriptions_leave_out_tag_lines() {
    let schema = schema_of(
        "descriptions_leave_out_tag_lines",
        r#"
/// A spec.
/// +k8s:validation-gen=true
pub struct Spec {
    /// How many.
    /// +k8s:minimum=0
    pub count: i32,
}"#,
        "Spec",
    );
    assert_eq!(schema.description.as_deref(), Some("A spec."));
    assert_eq!(property(&schema, "count").description.as_deref(), Some("How many."));
}

#[test]
fn flattened_structs_add_their_fields() {
    let schema = schema_of(
        "flattened_structs_add_their_fields",
        r#"
pub struct Common {
    /// +k8s:required
    pub name: String,
}

#[serde(rename_all = "camelCase")]
pub struct Spec {
    #[serde(flatten)]
    pub common: Common,
    pub other_field: bool,
}"#,
        "Spec",
    );
    let names: Vec<&String> = schema.properties.keys().collect();
    assert_eq!(names, ["name", "otherField"]);
    assert_eq!(schema.required, vec!["name".to_string()]);
}

#[test]
fn a_flattened_map_keeps_unknown_fields_and_says_so() {
    let (files, warnings) = lower(
        "flattened_map",
        r#"
pub struct S {
    /// +k8s:minLength=1
    pub name: String,
    #[serde(flatten)]
    pub rest: std::collections::BTreeMap<String, String>,
}"#,
        Policy::Warn,
    )
    .unwrap();
    let schema: Schema = serde_json::from_str(&files[0].1).unwrap();
    assert_eq!(schema.x_preserve_unknown_fields, Some(true));
    assert_eq!(schema.properties.keys().collect::<Vec<_>>(), ["name"]);
    assert!(
        warnings.contains("warning[not-in-schema]: flattened `rest` takes any other field; the schema keeps unknown fields without checking them"),
        "{warnings}"
    );
}

#[test]
fn unknown_external_types_keep_their_fields_and_say_so() {
    let (files, warnings) = lower(
        "unknown_external",
        r#"
pub struct S {
    /// +k8s:minLength=1
    pub name: String,
    pub timeout: std::time::Duration,
}"#,
        Policy::Warn,
    )
    .unwrap();
    let schema: Schema = serde_json::from_str(&files[0].1).unwrap();
    assert_eq!(schema.properties["timeout"].x_preserve_unknown_fields, Some(true));
    assert!(
        warnings
            .contains("warning[not-in-schema]: `std::time::Duration` is from another crate and has no known schema"),
        "{warnings}"
    );
}

#[test]
fn newtypes_and_aliases_are_what_they_wrap_with_their_own_tags() {
    let schema = schema_of(
        "newtypes_and_aliases",
        r#"
/// A DNS label.
/// +k8s:maxLength=63
pub struct Label(pub String);

/// +k8s:maxItems=4
pub type Labels = Vec<Label>;

pub struct S {
    /// +k8s:minItems=1
    pub labels: Labels,
}"#,
        "S",
    );
    let labels = property(&schema, "labels");
    assert_eq!(
        (labels.type_name(), labels.min_items, labels.max_items),
        ("array", Some(1), Some(4))
    );
    let label = labels.item_schema().unwrap();
    assert_eq!(
        (label.type_name(), label.max_length, label.description.as_deref()),
        ("string", Some(63), Some("A DNS label."))
    );
}

#[test]
fn a_type_inside_itself_keeps_unknown_fields_and_says_so() {
    let (files, warnings) = lower(
        "recursive",
        r#"
pub struct Node {
    /// +k8s:minLength=1
    pub name: String,
    pub children: Vec<Node>,
}"#,
        Policy::Warn,
    )
    .unwrap();
    let schema: Schema = serde_json::from_str(&files[0].1).unwrap();
    let child = property(&schema, "children").item_schema().unwrap();
    assert_eq!(child.x_preserve_unknown_fields, Some(true));
    assert!(
        warnings.contains("warning[not-in-schema]: `Node` contains itself; a structural schema cannot repeat a type"),
        "{warnings}"
    );
}

#[test]
fn subfield_keywords_go_to_the_named_property() {
    let schema = schema_of(
        "subfield",
        r#"
pub struct Target {
    pub name: String,
    pub port: Option<i32>,
}

pub struct S {
    /// +k8s:subfield("name")=+k8s:maxLength=10
    /// +k8s:subfield("port")=+k8s:required
    /// +k8s:subfield("port")=+k8s:minimum=1
    pub target: Target,
}"#,
        "S",
    );
    let target = property(&schema, "target");
    assert_eq!(property(target, "name").max_length, Some(10));
    assert_eq!(property(target, "port").minimum, Some(1.0));
    assert_eq!(target.required, vec!["port".to_string()]);
}

#[test]
fn tags_on_a_resource_s_metadata_are_reported() {
    let (files, warnings) = lower(
        "root_metadata",
        r#"
pub struct ObjectMeta {
    pub name: String,
}

pub struct Widget {
    /// +k8s:subfield("name")=+k8s:maxLength=10
    pub metadata: ObjectMeta,
    /// +k8s:minLength=1
    pub spec: String,
}"#,
        Policy::Warn,
    )
    .unwrap();
    let widget = &files.iter().find(|(path, _)| path == "schemas/Widget.json").unwrap().1;
    let schema: Schema = serde_json::from_str(widget).unwrap();
    assert_eq!(property(&schema, "metadata").type_name(), "object");
    assert!(property(&schema, "metadata").properties.is_empty());
    assert!(
        warnings.contains("warning[not-in-schema]: `+k8s:subfield(\"name\")=+k8s:maxLength=10` is on a resource's metadata, which the API server checks itself; the schema cannot say it"),
        "{warnings}"
    );
}

#[test]
fn resource_roots_get_metadata_as_the_api_server_expects() {
    let schema = schema_of(
        "resource_roots_get_metadata_as_the_api_server_expects",
        r#"
pub struct ObjectMeta {
    pub name: String,
}

pub struct Widget {
    pub metadata: ObjectMeta,
    /// +k8s:minLength=1
    pub spec: String,
}"#,
        "Widget",
    );
    let metadata = property(&schema, "metadata");
    assert_eq!(
        metadata,
        &serde_json::from_str::<Schema>(r#"{"type":"object"}"#).unwrap()
    );
    assert_eq!(property(&schema, "apiVersion").type_name(), "string");
    assert_eq!(property(&schema, "kind").type_name(), "string");
}

#[test]
fn well_known_external_types() {
    let schema = schema_of(
        "well_known_external_types",
        r#"
pub struct External {
    /// +k8s:required
    pub port: k8s_openapi::apimachinery::pkg::util::intstr::IntOrString,
    pub created: k8s_openapi::apimachinery::pkg::apis::meta::v1::Time,
    pub any: serde_json::Value,
}"#,
        "External",
    );
    assert!(property(&schema, "port").x_int_or_string);
    assert_eq!(property(&schema, "created").format.as_deref(), Some("date-time"));
    assert_eq!(property(&schema, "any").x_preserve_unknown_fields, Some(true));
}

const UNSUPPORTED: &str = r#"
pub struct S {
    /// +k8s:ifEnabled("Strict")=+k8s:maximum=10
    pub count: i32,
}"#;

#[test]
fn checks_without_a_keyword_follow_the_policy() {
    let (_, warnings) = lower("warn", UNSUPPORTED, Policy::Warn).unwrap();
    assert!(
        warnings.contains(
            "warning[not-in-schema]: `+k8s:ifEnabled(\"Strict\")=+k8s:maximum=10` runs only while the option \
             \"Strict\" is enabled; the API server knows no such option, so the check is left out"
        ),
        "{warnings}"
    );
    let (files, warnings) = lower("omit", UNSUPPORTED, Policy::Omit).unwrap();
    assert_eq!((files.len(), warnings.as_str()), (1, ""));
    let errors = lower("error", UNSUPPORTED, Policy::Error).unwrap_err();
    assert!(
        errors.contains(
            "error[not-in-schema]: `+k8s:ifEnabled(\"Strict\")=+k8s:maximum=10` runs only while the option \
             \"Strict\" is enabled; the API server knows no such option, so the check is left out"
        ),
        "{errors}"
    );
}

#[test]
fn a_schema_the_api_server_rejects_never_leaves_the_generator() {
    // A map list whose key is neither required nor defaulted.
    let errors = lower(
        "rejected",
        r#"
pub struct Port {
    /// +k8s:optional
    pub name: Option<String>,
}

pub struct Spec {
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub ports: Vec<Port>,
}"#,
        Policy::Omit,
    )
    .unwrap_err();
    assert!(errors.contains("error[schema-not-structural]: the schema generated for `Spec` would be rejected by the API server: openAPIV3Schema.properties[ports].items.properties[name]"), "{errors}");
}

#[test]
fn transition_rules_from_tags_under_atomic_items_are_left_out() {
    // The API server rejects `oldSelf` under the items of a list that is
    // not a `map` list; the Rust checks pair items (by key, here) all the
    // same. The rules from tags are left out there, each reported at its
    // own line, and stay under a map list's items. A CEL rule of the user's
    // beside them (which makes generation look for user rules in such
    // places) finds none.
    let source = r#"
pub struct Port {
    /// +k8s:required
    pub name: String,
    /// +k8s:immutable
    pub port: i32,
}

/// +k8s:listType=map
/// +k8s:listMapKey=name
pub type PortMap = Vec<Port>;

/// +k8s:validation:cel[0]:rule="self.atomic.size() <= self.keyed.size()"
#[derive(serde::Serialize)]
pub struct Spec {
    /// +k8s:maxItems=10
    /// +k8s:listType=atomic
    /// +k8s:eachVal=+k8s:immutable
    pub atomic: Vec<Port>,
    /// +k8s:maxItems=10
    pub keyed: PortMap,
    /// +k8s:maxItems=10
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:immutable
    pub keyed_each: Vec<Port>,
}"#;
    let (files, warnings) = lower("uncorrelatable", source, Policy::Warn).unwrap();
    let spec: Schema = serde_json::from_str(&files.iter().find(|(f, _)| f.ends_with("Spec.json")).unwrap().1).unwrap();
    let rules = |schema: &Schema| -> Vec<String> { schema.x_validations.iter().map(|r| r.rule.clone()).collect() };
    let items = |name: &str| match &property(&spec, name).items {
        Some(validation_schema::SchemaOrArray::Schema(items)) => (**items).clone(),
        other => panic!("{name}: {other:?}"),
    };
    let immutable = vec!["self == oldSelf".to_owned()];
    assert_eq!(rules(&items("atomic")), Vec::<String>::new());
    assert_eq!(rules(property(&items("atomic"), "port")), Vec::<String>::new());
    assert_eq!(rules(property(&items("keyed"), "port")), immutable);
    assert_eq!(rules(&items("keyed_each")), immutable);
    assert_eq!(rules(property(&items("keyed_each"), "port")), immutable);
    let within = "would be a rule the API server rejects: oldSelf cannot be used on the uncorrelatable portion of \
                  the schema within properties[atomic] (a list that is not a `map` list: no old item pairs with a \
                  new one)";
    assert_eq!(
        warnings
            .lines()
            .map(str::trim_start)
            .filter(|l| l.starts_with("warning[") || l.starts_with("-->"))
            .collect::<Vec<_>>(),
        [
            format!("warning[not-in-schema]: `+k8s:immutable` {within}").as_str(),
            "--> lib.rs:6:9",
            format!("warning[not-in-schema]: `+k8s:eachVal=+k8s:immutable` {within}").as_str(),
            "--> lib.rs:19:9",
        ],
        "{warnings}"
    );
    // Under the error policy the generator stops at both lines.
    let errors = lower("uncorrelatable_error", source, Policy::Error).unwrap_err();
    assert_eq!(errors.matches("error[not-in-schema]").count(), 2, "{errors}");
}

#[test]
fn rules_costing_more_than_the_api_server_allows_never_leave_the_generator() {
    // One rule scans a string with no `maxLength` (314,574), cheap enough
    // once, but it runs on every item of a list with no `maxItems`
    // (1,048,576 strings fit a request): the schema's total is over the API
    // server's per-CRD limit.
    let errors = lower(
        "costly",
        r#"
#[derive(serde::Serialize)]
pub struct Part {
    /// +k8s:validation:cel[0]:rule="self.contains('a')"
    /// +k8s:validation:cel[0]:message="must start with a"
    pub name: String,
}

#[derive(serde::Serialize)]
pub struct Spec {
    /// +k8s:listType=atomic
    pub parts: Vec<Part>,
}"#,
        Policy::Omit,
    )
    .unwrap_err();
    assert!(
        errors.contains(
            "error[schema-rule-rejected]: the schema generated for `Spec` would be rejected by the API server: \
             x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by \
             factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength \
             where arrays, maps, and strings are declared)"
        ),
        "{errors}"
    );
    assert!(!errors.contains("the schema generated for `Part`"), "{errors}");
}

#[test]
fn formats_on_the_items_of_an_unbounded_list_need_limits() {
    // A format's rules run on every item: without `maxItems` (and
    // `maxLength`) the API server would reject their total cost.
    let source = |limits: &str| {
        format!(
            r#"
pub struct Spec {{
    /// +k8s:optional
    /// +k8s:listType=atomic{limits}
    /// +k8s:eachVal=+k8s:format=k8s-uuid
    pub owners: Vec<String>,
}}"#
        )
    };
    let errors = lower("format_items_unbounded", &source(""), Policy::Error).unwrap_err();
    assert!(
        errors.contains(
            "error[schema-rule-rejected]: the schema generated for `Spec` would be rejected by the API server: \
             x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by \
             factor of more than 100x"
        ),
        "{errors}"
    );
    let bounded = "\n    /// +k8s:maxItems=64\n    /// +k8s:eachVal=+k8s:maxLength=36";
    let (files, warnings) = lower("format_items_bounded", &source(bounded), Policy::Error).unwrap();
    assert_eq!(warnings, "");
    let schema: Schema = serde_json::from_str(&files[0].1).unwrap();
    let items = property(&schema, "owners").item_schema().unwrap();
    assert_eq!(
        items
            .x_validations
            .iter()
            .map(|r| (r.rule.as_str(), r.message.as_str()))
            .collect::<Vec<_>>(),
        [(
            "size(bytes(self)) == 36 && self.matches('^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')",
            "must be a lowercase UUID in 8-4-4-4-12 format"
        )]
    );
}

/// The schema of `Spec` in `source`, lowered for Kubernetes 1.`minor`.
fn spec_for(minor: u32, test: &str, source: &str) -> Schema {
    let (files, _) = lower_for(KubeVersion::new(minor), test, source, Policy::Omit).unwrap();
    serde_json::from_str(&files.iter().find(|(path, _)| path == "schemas/Spec.json").unwrap().1).unwrap()
}

#[test]
fn name_formats_are_schema_formats_from_1_34_and_rules_before() {
    let source = r#"
pub struct Spec {
    /// +k8s:format=k8s-short-name
    pub host: String,
}"#;
    let native = spec_for(34, "formats_1_34", source);
    let host = property(&native, "host");
    assert_eq!(
        (host.format.as_deref(), host.x_validations.len()),
        (Some("k8s-short-name"), 0)
    );
    let lowered = spec_for(33, "formats_1_33", source);
    let host = property(&lowered, "host");
    assert_eq!(host.format, None);
    let rules: Vec<(&str, &str, &str)> = host
        .x_validations
        .iter()
        .map(|r| (r.rule.as_str(), r.message.as_str(), r.message_expression.as_str()))
        .collect();
    assert_eq!(
        rules,
        [
            ("size(bytes(self)) <= 63", "must be no more than 63 bytes", ""),
            (
                "self.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$')",
                "",
                "self.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$') ? 'must not contain dots' : \
                 'a lowercase RFC 1123 label must consist of lower case alphanumeric characters or \\'-\\', and must start \
                 and end with an alphanumeric character (e.g. \\'my-name\\',  or \\'123-abc\\', regex used for validation is \
                 \\'[a-z0-9]([-a-z0-9]*[a-z0-9])?\\')'"
            ),
        ]
    );
}

#[test]
fn unions_ratchet_from_1_30() {
    let source = r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:zeroOrOneOfMember
    pub a: Option<String>,
    /// +k8s:optional
    /// +k8s:zeroOrOneOfMember
    pub b: Option<String>,
}"#;
    let ratcheting = spec_for(30, "unions_1_30", source);
    assert_eq!(
        ratcheting.x_validations[0].rule,
        "[has(self.a), has(self.b)].filter(s, s).size() <= 1 || (oldSelf.hasValue() && \
         [has(oldSelf.value().a), has(oldSelf.value().b)] == [has(self.a), has(self.b)])"
    );
    assert_eq!(ratcheting.x_validations[0].optional_old_self, Some(true));
    let plain = spec_for(29, "unions_1_29", source);
    assert_eq!(
        plain.x_validations[0].rule,
        "[has(self.a), has(self.b)].filter(s, s).size() <= 1"
    );
    assert_eq!(plain.x_validations[0].optional_old_self, None);
}

#[test]
fn each_key_rules_run_on_every_key_and_ratchet_from_1_30() {
    let source = r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:maxProperties=64
    /// +k8s:eachKey=+k8s:maxLength=5
    /// +k8s:eachKey=+k8s:neq="self"
    pub labels: std::collections::BTreeMap<String, String>,
}"#;
    let rules = |minor| {
        property(&spec_for(minor, &format!("each_key_{minor}"), source), "labels")
            .x_validations
            .iter()
            .map(|r| (r.rule.clone(), r.message.clone(), r.optional_old_self))
            .collect::<Vec<_>>()
    };
    let skip_old = "(oldSelf.hasValue() && k in oldSelf.value()) || ";
    assert_eq!(
        rules(30),
        [
            (
                format!("self.all(k, {skip_old}(size(k) <= 5))"),
                "may not be more than 5 characters".to_owned(),
                Some(true)
            ),
            (
                format!("self.all(k, {skip_old}(k != 'self'))"),
                "must not be equal to \"self\"".to_owned(),
                Some(true)
            ),
        ]
    );
    assert_eq!(
        rules(29),
        [
            (
                "self.all(k, size(k) <= 5)".to_owned(),
                "may not be more than 5 characters".to_owned(),
                None
            ),
            (
                "self.all(k, k != 'self')".to_owned(),
                "must not be equal to \"self\"".to_owned(),
                None
            ),
        ]
    );
}

#[test]
fn lowered_rules_too_costly_for_the_api_server_are_reported_not_written() {
    // A pattern on every key of an unbounded map: over the API server's
    // per-rule limit. A comparison with a short string costs one unit per
    // key and stays.
    let source = r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    /// +k8s:eachKey=+k8s:neq="x"
    pub labels: std::collections::BTreeMap<String, String>,
}"#;
    let (files, warnings) = lower_for(KubeVersion::new(33), "each_key_costly", source, Policy::Warn).unwrap();
    let spec: Schema = serde_json::from_str(&files[0].1).unwrap();
    let rules: Vec<&str> = property(&spec, "labels")
        .x_validations
        .iter()
        .map(|r| r.rule.as_str())
        .collect();
    assert_eq!(
        rules,
        ["self.all(k, (oldSelf.hasValue() && k in oldSelf.value()) || (k != 'x'))"]
    );
    assert!(
        warnings.contains(
            "warning[not-in-schema]: `+k8s:eachKey=+k8s:format=k8s-short-name` would be a rule the API server \
             rejects: estimated messageExpression cost exceeds budget by factor of more than 100x (try simplifying the rule, or \
             adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\n --> lib.rs:5:9"
        ),
        "{warnings}"
    );
    // Under the error policy the generator stops.
    let errors = lower_for(KubeVersion::new(33), "each_key_costly_error", source, Policy::Error).unwrap_err();
    assert!(
        errors.contains("error[not-in-schema]: `+k8s:eachKey=+k8s:format=k8s-short-name` would be a rule"),
        "{errors}"
    );
}

#[test]
fn two_named_unions_through_subfields_are_two_rules() {
    let spec = spec_for(
        37,
        "two_subfield_unions",
        r#"
pub struct Spec {
    /// +k8s:subfield("a")=+k8s:zeroOrOneOfMember(union: "first")
    /// +k8s:subfield("b")=+k8s:zeroOrOneOfMember(union: "first")
    /// +k8s:subfield("c")=+k8s:zeroOrOneOfMember(union: "second")
    /// +k8s:subfield("d")=+k8s:zeroOrOneOfMember(union: "second")
    pub quad: Quad,
}

pub struct Quad {
    /// +k8s:optional
    pub a: Option<String>,
    /// +k8s:optional
    pub b: Option<String>,
    /// +k8s:optional
    pub c: Option<String>,
    /// +k8s:optional
    pub d: Option<String>,
}"#,
    );
    let messages: Vec<&str> = property(&spec, "quad")
        .x_validations
        .iter()
        .map(|r| r.message.as_str())
        .collect();
    assert_eq!(
        messages,
        [
            "must specify at most one of: `a`, `b`",
            "must specify at most one of: `c`, `d`"
        ]
    );
}

#[test]
fn a_union_with_a_member_behind_an_option_or_a_level_is_reported_with_why() {
    let (files, warnings) = lower(
        "wrapped_union",
        r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:unionMember
    pub a: Option<String>,
    /// +k8s:optional
    /// +k8s:ifEnabled("B")=+k8s:unionMember
    pub b: Option<String>,
    /// +k8s:optional
    /// +k8s:subfield("x")=+k8s:zeroOrOneOfMember
    /// +k8s:alpha=+k8s:subfield("y")=+k8s:zeroOrOneOfMember
    pub pair: Option<Pair>,
}

pub struct Pair {
    /// +k8s:optional
    pub x: Option<String>,
    /// +k8s:optional
    pub y: Option<String>,
}"#,
        Policy::Warn,
    )
    .unwrap();
    let spec: Schema = serde_json::from_str(&files.iter().find(|(p, _)| p == "schemas/Spec.json").unwrap().1).unwrap();
    assert!(spec.x_validations.is_empty(), "{:?}", spec.x_validations);
    assert!(property(&spec, "pair").x_validations.is_empty());
    for want in [
        "warning[not-in-schema]: `+k8s:unionMember` is part of a union with `+k8s:ifEnabled(\"B\")=+k8s:unionMember` \
         behind `k8s:ifEnabled`, which a CRD cannot say (the API server knows no options, levels or modes); the union \
         is left out\n --> lib.rs:5:9",
        "warning[not-in-schema]: `+k8s:ifEnabled(\"B\")=+k8s:unionMember` runs only while the option \"B\" is \
         enabled; the API server knows no such option, so the check is left out\n --> lib.rs:8:9",
        "warning[not-in-schema]: `+k8s:subfield(\"x\")=+k8s:zeroOrOneOfMember` is part of a union with \
         `+k8s:alpha=+k8s:subfield(\"y\")=+k8s:zeroOrOneOfMember` behind `k8s:alpha`, which a CRD cannot say (the \
         API server knows no options, levels or modes); the union is left out\n  --> lib.rs:11:9",
        "warning[not-in-schema]: `+k8s:alpha=+k8s:subfield(\"y\")=+k8s:zeroOrOneOfMember` marks its errors alpha, \
         which callers report or enforce as they choose; a CRD has no levels (its rules always reject), so the check \
         is left out\n  --> lib.rs:12:9",
    ] {
        assert!(warnings.contains(want), "{want}\nnot in\n{warnings}");
    }
}

#[test]
fn kube_versions_parse_within_the_known_range() {
    assert_eq!(KubeVersion::parse("1.30"), Ok(KubeVersion::new(30)));
    assert_eq!(KubeVersion::parse("v1.34"), Ok(KubeVersion::new(34)));
    assert_eq!(KubeVersion::parse("1.40"), Ok(KubeVersion::new(40)));
    assert_eq!(
        KubeVersion::parse("1.27"),
        Err("Kubernetes 1.27 is not supported: lowered rules need 1.28 or later (reason and fieldPath)".to_owned())
    );
    assert_eq!(
        KubeVersion::parse("2.0"),
        Err("`2.0` is not a Kubernetes version such as `1.34`".to_owned())
    );
}

/// Every schema and warning of an output-test module, for a snapshot.
fn module_snapshot(module: &str) -> String {
    file_snapshot(module, &format!("output_tests/src/{module}/mod.rs"))
}

/// Every schema and warning of the types in `file` (relative to the
/// workspace root), for a snapshot.
fn file_snapshot(module: &str, file: &str) -> String {
    let path = format!("{}/../{file}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(path).unwrap();
    let (files, warnings) = match lower(&module.replace('/', "_"), &source, Policy::Warn) {
        Ok(lowered) => lowered,
        Err(errors) => return format!("=== errors\n{errors}\n"),
    };
    let mut out = String::new();
    for (path, contents) in files {
        out.push_str(&format!("=== {path}\n{contents}"));
    }
    out.push_str(&format!("=== warnings\n{warnings}\n"));
    out
}

#[test]
fn output_test_schemas() {
    for module in [
        "minimum",
        "lengths",
        "list_types",
        "enums",
        "required",
        "optional",
        "items",
        "each",
        "properties",
        "format",
        "immutable",
        "update",
        "neq",
        "unions",
        "dependent",
        "forbidden",
        "subfield",
        "shapes/aliases",
        "shapes/flatten",
        "shapes/lists",
        "shapes/maps",
        "shapes/newtypes",
        "shapes/options",
        "shapes/recursion",
        "cfg_fields",
        "custom",
        "custom_validation",
        "decode",
        "foreign",
        "gated_semantics",
        "item",
        "item_unions",
        "levels",
        "maximum",
        "modes",
        "monotonic",
        "opaque_type",
        "options",
        "roots",
        "rollout_panic",
        "subfield_shortcircuit",
        "subfield_unions",
        "testing_tags",
        "typedef_lists",
        "update_items",
    ] {
        insta::assert_snapshot!(module.replace('/', "_"), module_snapshot(module));
    }
}

/// The input-selection module validates the types of its `types` file:
/// their schemas.
#[test]
fn input_selection_schemas() {
    insta::assert_snapshot!(
        "input_selection",
        file_snapshot("input_selection", "output_tests/src/input_selection/types.rs")
    );
}

/// CEL rule tags become `x-kubernetes-validations` entries on the schema
/// of the type or field they are on, every attribute kept.
#[test]
fn cel_rule_schemas() {
    insta::assert_snapshot!(
        "cel_rules",
        file_snapshot("cel_rules", "output_tests/cel/src/rules/mod.rs")
    );
}

#[test]
fn numbers_in_messages_need_the_strings_format_of_1_30() {
    let source = r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:format=k8s-resource-pool-name
    pub pool: Option<String>,
    /// +k8s:optional
    /// +k8s:monotonic
    pub generation: Option<i64>,
}"#;
    let (files, warnings) = lower_for(KubeVersion::new(29), "string_format_29", source, Policy::Warn).unwrap();
    let spec: Schema = serde_json::from_str(&files[0].1).unwrap();
    assert!(property(&spec, "pool").x_validations.is_empty());
    assert!(property(&spec, "generation").x_validations.is_empty());
    for (line, tag, what) in [
        (
            5,
            "+k8s:format=k8s-resource-pool-name",
            "numbers the bad segment in its messages",
        ),
        (8, "+k8s:monotonic", "names the old value in its message"),
    ] {
        let warning = format!(
            "warning[not-in-schema]: `{tag}` {what} with the strings library's `format`, which the API server has \
             only from Kubernetes 1.30, so the check is left out\n --> lib.rs:{line}:9"
        );
        assert!(warnings.contains(&warning), "{warning}\n{warnings}");
    }
    let (files, _) = lower_for(KubeVersion::new(30), "string_format_30", source, Policy::Error).unwrap();
    let spec: Schema = serde_json::from_str(&files[0].1).unwrap();
    let generation = &property(&spec, "generation").x_validations;
    assert_eq!(generation.len(), 1);
    assert_eq!(
        (generation[0].rule.as_str(), generation[0].message_expression.as_str()),
        ("self >= oldSelf", "'may not be decreased from %d'.format([oldSelf])")
    );
    let pool: Vec<&str> = property(&spec, "pool")
        .x_validations
        .iter()
        .map(|r| r.message_expression.as_str())
        .filter(|m| m.contains("format("))
        .collect();
    assert_eq!(pool.len(), 3, "{pool:?}");
    assert!(pool.iter().all(|m| m.starts_with("'segment %d: ")), "{pool:?}");
}

#[test]
fn nested_markers_go_where_kube_openapi_writes_them_unless_a_crd_forbids_it() {
    let schema = schema_of(
        "nested_markers_placement",
        r#"
pub struct Spec {
    /// +k8s:optional
    /// +k8s:validation:items:additionalProperties:maxLength=3
    /// +k8s:validation:items:nullable
    /// +k8s:validation:items:minProperties=1
    pub maps: Vec<std::collections::BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validation:items:maxLength=2
    /// +k8s:validation:additionalProperties:minItems=1
    pub lists: std::collections::BTreeMap<String, Vec<String>>,
}"#,
        "Spec",
    );
    let json = |name: &str| serde_json::to_value(property(&schema, name)).unwrap();
    // `additionalProperties` and `nullable` are the schema's own (a CRD may
    // not say them under `allOf`); `minProperties` is kube-openapi's entry.
    assert_eq!(
        json("maps"),
        serde_json::json!({
            "type": "array",
            "items": {
                "type": "object",
                "nullable": true,
                "additionalProperties": {"type": "string", "maxLength": 3}
            },
            "allOf": [{"items": {"minProperties": 1}}]
        })
    );
    // `k8s:eachVal` leads into the map's values; the marker's own `items:`
    // is kube-openapi's entry there.
    assert_eq!(
        json("lists"),
        serde_json::json!({
            "type": "object",
            "additionalProperties": {
                "type": "array",
                "minItems": 1,
                "items": {"type": "string"},
                "allOf": [{"items": {"maxLength": 2}}]
            }
        })
    );
}

#[test]
fn a_flattened_structs_nested_markers_stand_beside_its_fields() {
    let schema = schema_of(
        "flattened_nested_markers",
        r#"
pub struct Common {
    pub name: String,
}

#[serde(rename_all = "camelCase")]
pub struct Spec {
    /// +k8s:validation:properties:name:maxLength=8
    #[serde(flatten)]
    pub common: Common,
    pub other_field: bool,
}"#,
        "Spec",
    );
    assert_eq!(
        serde_json::to_value(&schema.all_of).unwrap(),
        serde_json::json!([{"properties": {"name": {"maxLength": 8}}}])
    );
}

/// kube-openapi's own case (its `TestNestedMarkers`): a type's
/// `properties:field:items:maxLength=10` is an `allOf` entry naming the
/// property, whose own nesting is an `allOf` entry in turn.
#[test]
fn a_types_nested_marker_on_a_propertys_items_is_kube_openapis_entry() {
    let schema = schema_of(
        "nested_markers_kube_openapi_case",
        r#"
pub type MyAlias = Vec<String>;

/// +k8s:validation:properties:field:items:maxLength=10
pub struct Blah {
    /// +k8s:optional
    pub field: MyAlias,
}"#,
        "Blah",
    );
    assert_eq!(
        serde_json::to_value(&schema).unwrap(),
        serde_json::json!({
            "type": "object",
            "allOf": [{"properties": {"field": {"allOf": [{"items": {"maxLength": 10}}]}}}],
            "properties": {"field": {"type": "array", "items": {"type": "string"}}}
        })
    );
}
