//! CRD YAML and JSON-schema impls from kube-rs custom resources: the files,
//! their contents read back, and the errors.

use serde_json::json;

use super::yaml::tests::parse;
use crate::{Generation, Generator};

const FOO: &str = r##"
use kube::CustomResource;

/// The desired state of a Foo.
///
/// +k8s:subfield("metadata")=+k8s:subfield("name")=+k8s:format=k8s-short-name
#[derive(CustomResource, Clone, Debug)]
#[kube(group = "example.com", version = "v1", kind = "Foo", namespaced, status = "FooStatus")]
#[kube(shortname = "fo", category = "all", schema = "manual")]
#[kube(printcolumn = r#"{"name":"Replicas","type":"integer","jsonPath":".spec.replicas"}"#)]
#[kube(scale(spec_replicas_path = ".spec.replicas", status_replicas_path = ".status.replicas"))]
pub struct FooSpec {
    /// How many copies.
    ///
    /// +k8s:required
    /// +k8s:minimum=0
    pub replicas: i32,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub mode: Option<String>,
}

/// +k8s:validation-gen=false
#[derive(Clone, Debug, Default)]
pub struct FooStatus {
    /// +k8s:optional
    pub replicas: Option<i32>,
}
"##;

/// kube-derive's root names k8s-openapi's `ObjectMeta`; a temporary crate
/// has no dependencies, so it declares one where the path leads.
const OBJECT_META_MODULES: &str =
    "pub mod k8s_openapi { pub mod apimachinery { pub mod pkg { pub mod apis { pub mod meta { pub mod v1; } } } } }\n";
const OBJECT_META: &str = "#[derive(Clone, Debug, Default)]\npub struct ObjectMeta { pub name: Option<String> }\n";

/// Generate `source` (with the `ObjectMeta` module after it) in a fresh
/// temporary crate; errors rendered with the file's name only.
fn generate(generator: &Generator, name: &str, source: &str) -> Result<Generation, String> {
    let dir = std::env::temp_dir().join(format!("vg-crd-{name}-{}", std::process::id()));
    let meta_dir = dir.join("k8s_openapi/apimachinery/pkg/apis/meta");
    std::fs::create_dir_all(&meta_dir).unwrap();
    std::fs::write(dir.join("lib.rs"), format!("{source}{OBJECT_META_MODULES}")).unwrap();
    std::fs::write(meta_dir.join("v1.rs"), OBJECT_META).unwrap();
    let result = generator.generate(&dir.join("lib.rs"));
    std::fs::remove_dir_all(&dir).unwrap();
    let tmp = dir.display().to_string();
    result.map_err(|d| d.render_all().replace(&format!("{tmp}/"), ""))
}

fn file<'a>(generation: &'a Generation, name: &str) -> &'a str {
    generation
        .files
        .iter()
        .find(|f| f.path.ends_with(name))
        .map(|f| f.contents.as_str())
        .unwrap_or_else(|| {
            panic!(
                "no {name} in {:?}",
                generation.files.iter().map(|f| &f.path).collect::<Vec<_>>()
            )
        })
}

#[test]
fn the_name_check_the_generator_adds_is_not_reported() {
    // The root gets `metadata.name` as a DNS subdomain, which the API
    // server checks itself: nothing is left out of the schema. The user's
    // own metadata tag (a short name) is reported.
    let generation = generate(&Generator::new().with_crds("crds"), "crd-name-check", FOO).unwrap();
    let warnings: Vec<String> = generation.warnings.iter().map(|d| d.message.clone()).collect();
    assert_eq!(
        warnings,
        ["`+k8s:subfield(\"metadata\")=+k8s:subfield(\"name\")=+k8s:format=k8s-short-name` has no CRD schema equivalent yet"]
    );
    let without_user_tag = FOO.replace(
        "/// +k8s:subfield(\"metadata\")=+k8s:subfield(\"name\")=+k8s:format=k8s-short-name\n",
        "",
    );
    let generation = generate(
        &Generator::new().with_crds("crds"),
        "crd-name-check-only",
        &without_user_tag,
    )
    .unwrap();
    assert_eq!(generation.warnings.len(), 0, "{}", generation.warnings.render_all());
}

#[test]
fn required_lists_are_sorted_as_kubes_crd_writes_them() {
    // `replicas` is declared before `count`: the schema files keep field
    // order, the CRD sorts (kube's schema rewriter keeps `required` as a set).
    let source = FOO.replace(
        "    pub replicas: i32,\n",
        "    pub replicas: i32,\n    /// +k8s:required\n    pub count: i32,\n",
    );
    let generation = generate(
        &Generator::new()
            .with_crds("crds")
            .with_schemas(crate::schema::Options::new("schemas", crate::schema::Policy::Omit)),
        "crd-required",
        &source,
    )
    .unwrap();
    let crd = parse(file(&generation, "crds/foos.example.com.yaml"));
    assert_eq!(
        crd.pointer("/spec/versions/0/schema/openAPIV3Schema/properties/spec/required"),
        Some(&json!(["count", "replicas"]))
    );
    let schema: serde_json::Value = serde_json::from_str(file(&generation, "schemas/Foo.json")).unwrap();
    assert_eq!(
        schema.pointer("/properties/spec/required"),
        Some(&json!(["replicas", "count"]))
    );
}

#[test]
fn a_custom_resource_gets_its_crd_yaml() {
    let generation = generate(&Generator::new().with_crds("crds"), "crd-foo", FOO).unwrap();
    let yaml = file(&generation, "crds/foos.example.com.yaml");
    assert!(generation
        .files
        .iter()
        .any(|f| f.path == std::path::Path::new("crds/foos.example.com.yaml")));
    assert_eq!(
        parse(yaml),
        json!({
            "apiVersion": "apiextensions.k8s.io/v1",
            "kind": "CustomResourceDefinition",
            "metadata": {"name": "foos.example.com"},
            "spec": {
                "group": "example.com",
                "names": {"plural": "foos", "singular": "foo", "shortNames": ["fo"], "kind": "Foo", "categories": ["all"]},
                "scope": "Namespaced",
                "versions": [{
                    "name": "v1",
                    "served": true,
                    "storage": true,
                    // As kube-rs' `crd()` writes it: titled after the root,
                    // limits as floats.
                    "schema": {"openAPIV3Schema": {
                        "title": "Foo",
                        "type": "object",
                        "properties": {
                            "apiVersion": {"type": "string"},
                            "kind": {"type": "string"},
                            "metadata": {"type": "object"},
                            "spec": {
                                "description": "The desired state of a Foo.",
                                "type": "object",
                                "required": ["replicas"],
                                "properties": {
                                    "replicas": {
                                        "description": "How many copies.", "type": "integer", "format": "int32", "minimum": 0.0,
                                        // `required[]` cannot see a zero value, which Rust's `required` rejects.
                                        "x-kubernetes-validations": [
                                            {"rule": "self != 0", "message": "must not be 0", "reason": "FieldValueRequired"}
                                        ],
                                    },
                                    "mode": {"type": "string", "maxLength": 10, "nullable": true},
                                },
                            },
                            "status": {
                                "type": "object",
                                "nullable": true,
                                "properties": {"replicas": {"type": "integer", "format": "int32", "nullable": true}},
                            },
                        },
                    }},
                    "subresources": {
                        "status": {},
                        "scale": {"specReplicasPath": ".spec.replicas", "statusReplicasPath": ".status.replicas"},
                    },
                    "additionalPrinterColumns": [{"name": "Replicas", "type": "integer", "jsonPath": ".spec.replicas"}],
                }],
            },
        })
    );
    insta::assert_snapshot!(yaml);
    // What the API server would check of it: nothing to reject.
    let crd: validation_schema::CustomResourceDefinition = serde_json::from_value(parse(yaml)).unwrap();
    assert!(validation_schema::structural::check(&crd).is_empty());
}

#[test]
fn versions_of_a_kind_share_one_file_newest_first() {
    let source = r#"
        #[derive(CustomResource)]
        #[kube(group = "g.io", version = "v1beta1", kind = "Bar", root = "BarV1beta1", storage = false)]
        pub struct BarV1beta1Spec { /** +k8s:optional */ pub a: Option<i32> }
        #[derive(CustomResource)]
        #[kube(group = "g.io", version = "v1", kind = "Bar", root = "BarV1", deprecated = "use v2")]
        pub struct BarV1Spec { /** +k8s:optional */ pub a: Option<i32> }
        #[derive(CustomResource)]
        #[kube(group = "g.io", version = "v2", kind = "Bar", root = "BarV2", storage = false)]
        pub struct BarV2Spec { /** +k8s:optional */ pub b: Option<i32> }
    "#;
    let generation = generate(&Generator::new().with_crds("out"), "crd-versions", source).unwrap();
    let crd = parse(file(&generation, "out/bars.g.io.yaml"));
    let versions: Vec<_> = crd["spec"]["versions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["name"].clone(),
                v["storage"].clone(),
                v.get("deprecationWarning").cloned(),
            )
        })
        .collect();
    assert_eq!(
        versions,
        [
            (json!("v2"), json!(false), None),
            (json!("v1"), json!(true), Some(json!("use v2"))),
            (json!("v1beta1"), json!(false), None),
        ]
    );
    assert_eq!(crd["spec"]["scope"], json!("Cluster"));
}

#[test]
fn problems_are_located_errors() {
    let two_storage = r#"
        #[derive(CustomResource)]
        #[kube(group = "g.io", version = "v1", kind = "Bar", root = "BarV1")]
        pub struct BarV1Spec { /** +k8s:optional */ pub a: Option<i32> }
        #[derive(CustomResource)]
        #[kube(group = "g.io", version = "v2", kind = "Bar", root = "BarV2")]
        pub struct BarV2Spec { /** +k8s:optional */ pub a: Option<i32> }
    "#;
    let bad_column = r#"
        #[derive(CustomResource)]
        #[kube(group = "g.io", version = "v1", kind = "Bar", printcolumn = "{")]
        pub struct BarSpec { /** +k8s:optional */ pub a: Option<i32> }
    "#;
    let cases = [
        (
            "two-storage",
            two_storage,
            "error[crd-storage-version]: `bars.g.io` needs exactly one storage version; 2 of its versions say `storage = true` (the default)
 --> lib.rs:7:20
  |
7 |         pub struct BarV2Spec { /** +k8s:optional */ pub a: Option<i32> }
  |                    ^^^^^^^^^

error: could not generate validations due to 1 previous error
",
        ),
        (
            "bad-column",
            bad_column,
            "error[kube-attribute]: cannot read `#[kube(...)]`: not JSON: EOF while parsing an object at line 1 column 1
 --> lib.rs:3:62
  |
3 |         #[kube(group = \"g.io\", version = \"v1\", kind = \"Bar\", printcolumn = \"{\")]
  |                                                              ^^^^^^^^^^^^^^^^^

error: could not generate validations due to 1 previous error
",
        ),
    ];
    for (name, source, expected) in cases {
        let error = generate(&Generator::new().with_crds("crds"), name, source).unwrap_err();
        assert_eq!(error, expected, "{name}");
    }
}

#[test]
fn json_schema_impls_need_kubes_manual_schema_mode() {
    let source = FOO.replace(", schema = \"manual\"", "");
    let error = generate(&Generator::new().with_json_schema_impls(), "impl-derived", &source).unwrap_err();
    assert_eq!(
        error,
        "error[kube-schema-mode]: `Foo` gets a generated `impl schemars::JsonSchema`, but kube derives one too
  --> lib.rs:12:12
   |
12 | pub struct FooSpec {
   |            ^^^^^^^
   |
   = help: add `#[kube(schema = \"manual\")]` so kube's `crd()` uses the generated schema

error: could not generate validations due to 1 previous error
"
    );
}

#[test]
fn the_json_schema_impl_says_the_lowered_schema() {
    let generation = generate(&Generator::new().with_json_schema_impls(), "impl-foo", FOO).unwrap();
    let code = file(&generation, "zz_generated_validations.rs");
    let start = code.find("/// The CRD structural schema").unwrap();
    insta::assert_snapshot!(&code[start..]);
}

#[test]
fn the_builder_writes_crds_below_the_output_directory() {
    let dir = std::env::temp_dir().join(format!("vg-crd-builder-{}", std::process::id()));
    let src = dir.join("src");
    let out = dir.join("out");
    std::fs::create_dir_all(src.join("k8s_openapi/apimachinery/pkg/apis/meta")).unwrap();
    std::fs::write(src.join("lib.rs"), format!("{FOO}{OBJECT_META_MODULES}")).unwrap();
    std::fs::write(src.join("k8s_openapi/apimachinery/pkg/apis/meta/v1.rs"), OBJECT_META).unwrap();
    let built = crate::Builder::new()
        .input(&src)
        .out_dir(&out)
        .emit_rerun_if_changed(false)
        .json_schema_impls()
        .crds("crds")
        .generate();
    let read = |path: &str| std::fs::read_to_string(out.join(path));
    let code = read("zz_generated_validations.rs");
    let crd = read("crds/foos.example.com.yaml");
    std::fs::remove_dir_all(&dir).unwrap();
    let written = built.unwrap().written;
    assert!(written.contains(&out.join("crds/foos.example.com.yaml")), "{written:?}");
    assert!(code.unwrap().contains("impl ::schemars::JsonSchema for Foo {"));
    assert_eq!(parse(&crd.unwrap())["metadata"], json!({"name": "foos.example.com"}));
}

#[test]
fn names_the_api_server_would_reject_are_errors() {
    let cases = [
        (r#"group = "example", version = "v1", kind = "Bar""#, vec!["group `example` needs at least one dot: the API server takes a domain (`example.com`)"]),
        (r#"group = "Ex.com", version = "v1", kind = "Bar""#, vec!["group `Ex.com` is not a DNS subdomain (lower-case alphanumerics, `-` and `.`, at most 253)"]),
        (
            r#"group = "g.io", version = "V1", kind = "Bar", shortname = "b_r", plural = "1bars""#,
            vec![
                "plural `1bars` is not a DNS-1035 label (at most 63 lower-case alphanumerics or `-`, starting with a letter and ending with an alphanumeric)",
                "shortname `b_r` is not a DNS-1035 label (at most 63 lower-case alphanumerics or `-`, starting with a letter and ending with an alphanumeric)",
                "version `V1` is not a DNS-1035 label (at most 63 lower-case alphanumerics or `-`, starting with a letter and ending with an alphanumeric)",
            ],
        ),
    ];
    // (Diagnostics come sorted by message.)
    for (i, (attrs, expected)) in cases.into_iter().enumerate() {
        let source = format!(
            "#[derive(CustomResource)]\n#[kube({attrs})]\npub struct BarSpec {{ /** +k8s:optional */ pub a: Option<i32> }}\n"
        );
        let error = generate(&Generator::new().with_crds("crds"), &format!("names-{i}"), &source).unwrap_err();
        let found: Vec<&str> = error
            .lines()
            .filter_map(|l| l.strip_prefix("error[crd-names]: "))
            .collect();
        assert_eq!(found, expected, "{error}");
    }
}
