//! Every `k8s:format` in the CRD schema: for each format, a table of
//! values and the exact errors the generated Rust check gives and the API
//! server gives for the emitted schema (`validation_cel::validate`): the
//! same path, reason and message, one error per message.
//!
//! The differences are by design, and the tables state them: a rule cannot
//! report TooLong, so the schema reports the Rust check's TooLong errors
//! as Invalid (same detail); a rule gives one error, so a resource pool
//! name reports its first bad segment of each kind where the Rust check
//! reports every one; and the schema measures a pool name's segments in
//! characters (they differ from bytes only in a segment that is not a
//! subdomain anyway, inside a value already too long).

use std::collections::BTreeMap;

use output_tests::format::{validate_bounded, validate_struct, Bounded, ShortName, Struct};
use serde::Serialize;
use validation_gen::schema::{KubeVersion, Policy};
use validation_runtime::{ErrorList, ErrorType, Operation, Path};
use validation_schema::Schema;

mod lowered;

type Validate<T> = fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList;

/// The schemas (by type name) of the `format` output-test module, every
/// type a root, lowered for `version`: nothing left out.
fn schemas(version: KubeVersion) -> BTreeMap<String, Schema> {
    lowered::schemas("format", version, Policy::Error)
}

/// An error as both sides are compared: `<reason> <path>: <detail>`.
fn line(error_type: &ErrorType, field: &str, detail: &str) -> String {
    format!("{} {field}: {detail}", error_type.reason())
}

fn rust_errors<T>(validate: Validate<T>, new: &T) -> Vec<String> {
    let mut lines: Vec<String> = validate(&Operation::create(), &Path::root(), Some(new), None)
        .iter()
        .map(|e| line(&e.error_type, &e.field, &e.detail))
        .collect();
    lines.sort();
    lines
}

/// What the API server reports for `new` under `schema`, checking first
/// that it accepts the schema's rules (they compile, and their estimated
/// cost is within its limits).
fn schema_errors<T: Serialize>(schema: &Schema, new: &T) -> Vec<String> {
    let validator = validation_cel::Validator::new(schema);
    assert!(
        validator.compiled().compile_errors().is_empty() && validator.compiled().total_cost_error().is_none(),
        "lowered rules the API server rejects: {:?} {:?}",
        validator.compiled().compile_errors(),
        validator.compiled().total_cost_error()
    );
    let outcome = validator.validate(&serde_json::to_value(new).unwrap(), None);
    let mut lines: Vec<String> = outcome
        .errors
        .iter()
        .map(|e| line(&e.error_type, &e.field, &e.detail))
        .collect();
    lines.sort();
    lines
}

const SUBDOMAIN: &str = r"a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const CASELESS: &str = r"an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const NAME_PART: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const THREE_PARTS: &str = "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_VALUE: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const C_IDENTIFIER: &str = "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')";
const UUID: &str = "must be a lowercase UUID in 8-4-4-4-12 format";

/// Every field valid.
fn valid() -> Struct {
    Struct {
        short_name: "web".into(),
        long_name: "web.example.com".into(),
        long_name_caseless: "Web.example.com".into(),
        label_key: "app".into(),
        prefixed_label_key: "example.com/app".into(),
        label_value: "v1".into(),
        path_segment_name: "seg".into(),
        uuid: "123e4567-e89b-12d3-a456-426614174000".into(),
        resource_pool_name: "pool".into(),
        extended_resource_name: "example.com/gpu".into(),
        resource_fully_qualified_name: "example.com/gpu".into(),
        optional: None,
        named: ShortName("web".into()),
    }
}

/// One value of a format's field and the errors each side gives, as
/// `<reason>: <detail>` (the field is the format's).
struct Case {
    value: String,
    rust: Vec<String>,
    schema: Vec<String>,
}

/// The same errors from both sides; `TooLong` ones the schema reports as
/// Invalid.
fn same(value: impl Into<String>, errors: &[&str]) -> Case {
    let rust: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    let schema = rust
        .iter()
        .map(|e| e.replace("FieldValueTooLong:", "FieldValueInvalid:"))
        .collect();
    Case {
        value: value.into(),
        rust,
        schema,
    }
}

fn invalid(message: &str) -> String {
    format!("FieldValueInvalid: {message}")
}

fn too_long(max: usize) -> String {
    format!("FieldValueTooLong: may not be more than {max} bytes")
}

fn max_bytes(max: usize) -> String {
    invalid(&format!("must be no more than {max} bytes"))
}

/// Each case's value set on field `json` of a valid object: both sides
/// report exactly the case's errors, at that field. Checked for the
/// newest and the oldest target with every format lowered (1.30: a
/// resource pool name's messages need the strings library's `format`).
fn table(json: &str, set: fn(&mut Struct, String), cases: Vec<Case>) {
    for version in [KubeVersion::NEWEST, KubeVersion::STRING_FORMAT] {
        let schemas = schemas(version);
        let schema = &schemas["Struct"];
        for case in &cases {
            let mut object = valid();
            set(&mut object, case.value.clone());
            let at = |lines: &[String]| -> Vec<String> {
                let mut out: Vec<String> = lines
                    .iter()
                    .map(|l| {
                        let (reason, detail) = l.split_once(": ").unwrap();
                        format!("{reason} {json}: {detail}")
                    })
                    .collect();
                out.sort();
                out
            };
            assert_eq!(
                rust_errors(validate_struct, &object),
                at(&case.rust),
                "{json} = {:?}: the Rust check",
                case.value
            );
            assert_eq!(
                schema_errors(schema, &object),
                at(&case.schema),
                "{json} = {:?}: the schema for Kubernetes {version}",
                case.value
            );
        }
    }
}

fn strings(lines: &[&str]) -> Vec<String> {
    lines.iter().map(|l| l.to_string()).collect()
}

#[test]
fn long_name_caseless() {
    let grammar = invalid(CASELESS);
    table(
        "longNameCaseless",
        |o, v| o.long_name_caseless = v,
        vec![
            same("Web.Example.COM", &[]),
            same("a", &[]),
            same("ſ.K", &[]),
            same("A".repeat(253), &[]),
            same("A".repeat(254), &[&max_bytes(253)]),
            same(format!("-{}", "A".repeat(253)), &[&max_bytes(253), &grammar]),
            same("", &[&grammar]),
            same("a..b", &[&grammar]),
            same("-a", &[&grammar]),
            same("a_b", &[&grammar]),
            same("a/b", &[&grammar]),
            same("é", &[&grammar]),
            same("a\n", &[&grammar]),
        ],
    );
}

#[test]
fn label_key() {
    let name_part = invalid(NAME_PART);
    let prefix_part = invalid(&format!("prefix part {SUBDOMAIN}"));
    table(
        "labelKey",
        |o, v| o.label_key = v,
        vec![
            same("app", &[]),
            same("MyName", &[]),
            same("my.name_1-x", &[]),
            same("example.com/MyName", &[]),
            same("a".repeat(63), &[]),
            same(format!("{}/{}", "a".repeat(253), "b".repeat(63)), &[]),
            same("", &[&invalid("name part must be non-empty"), &name_part]),
            same("-a", &[&name_part]),
            same("a-", &[&name_part]),
            same("a b", &[&name_part]),
            same("a".repeat(64), &[&invalid("name part must be no more than 63 bytes")]),
            same(
                "-".repeat(64),
                &[&invalid("name part must be no more than 63 bytes"), &name_part],
            ),
            same("/a", &[&invalid("prefix part must be non-empty")]),
            same("a/", &[&invalid("name part must be non-empty"), &name_part]),
            same(
                "/",
                &[
                    &invalid("prefix part must be non-empty"),
                    &invalid("name part must be non-empty"),
                    &name_part,
                ],
            ),
            same("Example.com/a", &[&prefix_part]),
            same("a..b/c", &[&prefix_part]),
            same("a./-", &[&prefix_part, &name_part]),
            same(
                format!("{}/b", "a".repeat(254)),
                &[&invalid("prefix part must be no more than 253 bytes")],
            ),
            same(
                format!("{}/b", "A".repeat(254)),
                &[&invalid("prefix part must be no more than 253 bytes"), &prefix_part],
            ),
            same("a/b/c", &[&invalid(THREE_PARTS)]),
            same("//", &[&invalid(THREE_PARTS)]),
            same("A/-/", &[&invalid(THREE_PARTS)]),
            same("é/é", &[&prefix_part, &name_part]),
        ],
    );
}

#[test]
fn prefixed_label_key() {
    let name_part = invalid(NAME_PART);
    let no_prefix = invalid("must include a prefix (e.g. 'example.com/key')");
    table(
        "prefixedLabelKey",
        |o, v| o.prefixed_label_key = v,
        vec![
            same("example.com/app", &[]),
            same("a/B_c", &[]),
            same("app", &[&no_prefix]),
            same("a".repeat(63), &[&no_prefix]),
            // A key that is not valid gets its key messages only.
            same("a".repeat(64), &[&invalid("name part must be no more than 63 bytes")]),
            same("", &[&invalid("name part must be non-empty"), &name_part]),
            same("-", &[&name_part]),
            same("/key", &[&invalid("prefix part must be non-empty")]),
            same("a/b/c", &[&invalid(THREE_PARTS)]),
            same("Example.com/key", &[&invalid(&format!("prefix part {SUBDOMAIN}"))]),
        ],
    );
}

#[test]
fn label_value() {
    let grammar = invalid(LABEL_VALUE);
    table(
        "labelValue",
        |o, v| o.label_value = v,
        vec![
            same("", &[]),
            same("v1", &[]),
            same("My_Value.1-x", &[]),
            same("a".repeat(63), &[]),
            same("a".repeat(64), &[&max_bytes(63)]),
            same("_".repeat(64), &[&max_bytes(63), &grammar]),
            same("-", &[&grammar]),
            same("a.", &[&grammar]),
            same("a/b", &[&grammar]),
            same("é", &[&grammar]),
            // 32 × `é` is 64 bytes.
            same("é".repeat(32), &[&max_bytes(63), &grammar]),
        ],
    );
}

#[test]
fn path_segment_name() {
    table(
        "pathSegmentName",
        |o, v| o.path_segment_name = v,
        vec![
            same("", &[]),
            same("seg", &[]),
            same("...", &[]),
            same(".a", &[]),
            same("名前 A", &[]),
            same("x".repeat(1000), &[]),
            same(".", &[&invalid("may not be '.'")]),
            same("..", &[&invalid("may not be '..'")]),
            same("a/b", &[&invalid("may not contain '/'")]),
            same("./", &[&invalid("may not contain '/'")]),
            same("a%b", &[&invalid("may not contain '%'")]),
            same(
                "%/",
                &[&invalid("may not contain '/'"), &invalid("may not contain '%'")],
            ),
        ],
    );
}

#[test]
fn uuid() {
    let bad = invalid(UUID);
    table(
        "uuid",
        |o, v| o.uuid = v,
        vec![
            same("123e4567-e89b-12d3-a456-426614174000", &[]),
            same("ffffffff-ffff-ffff-ffff-ffffffffffff", &[]),
            same("", &[&bad]),
            same("123E4567-E89B-12D3-A456-426614174000", &[&bad]),
            same("123e4567e89b12d3a456426614174000", &[&bad]),
            same("123e4567-e89b-12d3-a456-4266141740000", &[&bad]),
            same("123e4567-e89b-12d3-a456-42661417400", &[&bad]),
            same("{23e4567-e89b-12d3-a456-42661417400}", &[&bad]),
            same("123e4567-e89b-12d3-a456-426614174000\n", &[&bad]),
            same("123e4567-e89b-12d3-a456-42661417400é", &[&bad]),
        ],
    );
}

#[test]
fn resource_pool_name() {
    let segment = |i: usize, message: &str| invalid(&format!("segment {i}: {message}"));
    let empty = |i: usize| segment(i, "must not be empty");
    table(
        "resourcePoolName",
        |o, v| o.resource_pool_name = v,
        vec![
            same("pool", &[]),
            same("example.com/pool-1/a.b", &[]),
            same(format!("{}/{}", "a".repeat(126), "b".repeat(126)), &[]),
            same("a".repeat(253), &[]),
            same("", &[&empty(0)]),
            same("/a", &[&empty(0)]),
            same("a/", &[&empty(1)]),
            same("a//b", &[&empty(1)]),
            same("Pool", &[&segment(0, SUBDOMAIN)]),
            same("a/B/c", &[&segment(1, SUBDOMAIN)]),
            same("a//B", &[&empty(1), &segment(2, SUBDOMAIN)]),
            same("a/.b", &[&segment(1, SUBDOMAIN)]),
            same("a-b.c-d/0.e9", &[]),
            same("a-/b", &[&segment(0, SUBDOMAIN)]),
            same("a/-b", &[&segment(1, SUBDOMAIN)]),
            same("a.-b/c", &[&segment(0, SUBDOMAIN)]),
            same("a/b-.c", &[&segment(1, SUBDOMAIN)]),
            same("a/b..c", &[&segment(1, SUBDOMAIN)]),
            same("a/b.", &[&segment(1, SUBDOMAIN)]),
            same("a/b_c", &[&segment(1, SUBDOMAIN)]),
            same("a/é", &[&segment(1, SUBDOMAIN)]),
            same("-", &[&segment(0, SUBDOMAIN)]),
            same(
                "a".repeat(254),
                &[&too_long(253), &segment(0, "must be no more than 253 bytes")],
            ),
            same(
                format!("a/{}", "B".repeat(254)),
                &[
                    &too_long(253),
                    &segment(1, "must be no more than 253 bytes"),
                    &segment(1, SUBDOMAIN),
                ],
            ),
            // Several bad segments of one kind: the schema names the first.
            Case {
                value: "A/b/C//".into(),
                rust: vec![segment(0, SUBDOMAIN), segment(2, SUBDOMAIN), empty(3), empty(4)],
                schema: vec![segment(0, SUBDOMAIN), empty(3)],
            },
            // The schema counts a segment's length in characters: a
            // non-ASCII segment (never a subdomain) of more than 253 bytes
            // but fewer characters, in a value already too long, is not
            // called too long.
            Case {
                value: format!("a/{}", "é".repeat(127)),
                rust: vec![
                    too_long(253),
                    segment(1, "must be no more than 253 bytes"),
                    segment(1, SUBDOMAIN),
                ],
                schema: vec![invalid("may not be more than 253 bytes"), segment(1, SUBDOMAIN)],
            },
            Case {
                value: "/".into(),
                rust: vec![empty(0), empty(1)],
                schema: vec![empty(0)],
            },
        ],
    );
}

#[test]
fn extended_resource_name() {
    let prefix_part = invalid(&format!("prefix part {SUBDOMAIN}"));
    let no_domain = invalid("a name must be a domain-prefixed path, such as 'example.com/my-prop'");
    let kubernetes_io = invalid("must not have \"kubernetes.io/\" domain");
    let requests = invalid("must not have \"requests.\" prefix");
    table(
        "extendedResourceName",
        |o, v| o.extended_resource_name = v,
        vec![
            same("example.com/gpu", &[]),
            same("example.com/My_GPU.v1", &[]),
            same(format!("{}/a", "a".repeat(244)), &[]),
            same("gpu", &[&no_domain]),
            same("", &[&no_domain, &invalid(NAME_PART)]),
            same("kubernetes.io/gpu", &[&kubernetes_io]),
            same(
                "example.com/kubernetes.io/gpu",
                &[&kubernetes_io, &invalid(THREE_PARTS)],
            ),
            same("requests.example.com/gpu", &[&requests]),
            same("requests.gpu", &[&no_domain, &requests]),
            same("Example.com/gpu", &[&prefix_part]),
            same("/gpu", &[&prefix_part]),
            same(
                "example.com/",
                &[&invalid("name part must be non-empty"), &invalid(NAME_PART)],
            ),
            same("example.com/-", &[&invalid(NAME_PART)]),
            same(
                format!("example.com/{}", "a".repeat(64)),
                &[&invalid("name part must be no more than 63 bytes")],
            ),
            // `requests.` makes the prefix 9 bytes longer.
            same(
                format!("{}/a", "a".repeat(245)),
                &[&invalid("prefix part must be no more than 253 bytes")],
            ),
            same("a/b/c", &[&invalid(THREE_PARTS)]),
        ],
    );
}

#[test]
fn resource_fully_qualified_name() {
    let c_identifier = invalid(C_IDENTIFIER);
    let no_slash = invalid("a fully qualified name must be a domain and a name separated by a slash");
    table(
        "resourceFullyQualifiedName",
        |o, v| o.resource_fully_qualified_name = v,
        vec![
            same("example.com/gpu", &[]),
            same("a/_My_Name1", &[]),
            same(format!("{}/{}", "a".repeat(63), "b".repeat(32)), &[]),
            // Three or more parts are not checked.
            same("a/b/c", &[]),
            same("//", &[]),
            same("gpu", &[&no_slash]),
            same("", &[&c_identifier, &no_slash]),
            same("1gpu", &[&c_identifier, &no_slash]),
            same("a".repeat(33), &[&too_long(32), &no_slash]),
            same("-".repeat(33), &[&too_long(32), &c_identifier, &no_slash]),
            same("/gpu", &[&invalid("prefix must not be empty")]),
            same("example.com/", &[&invalid("name must not be empty")]),
            same(
                "/",
                &[&invalid("prefix must not be empty"), &invalid("name must not be empty")],
            ),
            same("Example.com/gpu", &[&invalid(&format!("prefix: {SUBDOMAIN}"))]),
            same("example.com/my-gpu", &[&c_identifier]),
            same(format!("example.com/{}", "a".repeat(33)), &[&too_long(32)]),
            same(format!("{}/gpu", "a".repeat(64)), &[&too_long(63)]),
            same(
                format!("{}/gpu", "a".repeat(254)),
                &[&too_long(63), &invalid("prefix: must be no more than 253 bytes")],
            ),
            same(
                format!("{}/-", "A".repeat(64)),
                &[&too_long(63), &invalid(&format!("prefix: {SUBDOMAIN}")), &c_identifier],
            ),
        ],
    );
}

/// Formats on strings with `maxLength`, and on the items of a list: the
/// rules sit where the values are and report there.
#[test]
fn bounded_strings_and_list_items() {
    let valid = Bounded {
        label_key: "example.com/app".into(),
        resource_pool_name: "pool".into(),
        extended_resource_name: "example.com/gpu".into(),
        label_values: vec!["a".into(), String::new()],
    };
    let bad = Bounded {
        label_key: "a/b/c".into(),
        resource_pool_name: "a//B".into(),
        extended_resource_name: "gpu".into(),
        label_values: vec!["ok".into(), "-".into(), "x".into(), "a/b".into()],
    };
    let want = strings(&[
        "FieldValueInvalid extendedResourceName: a name must be a domain-prefixed path, such as 'example.com/my-prop'",
        &format!("FieldValueInvalid labelKey: {THREE_PARTS}"),
        &format!("FieldValueInvalid labelValues[1]: {LABEL_VALUE}"),
        &format!("FieldValueInvalid labelValues[3]: {LABEL_VALUE}"),
        "FieldValueInvalid resourcePoolName: segment 1: must not be empty",
        &format!("FieldValueInvalid resourcePoolName: segment 2: {SUBDOMAIN}"),
    ]);
    for version in [KubeVersion::NEWEST, KubeVersion::STRING_FORMAT] {
        let schemas = schemas(version);
        let schema = &schemas["Bounded"];
        assert_eq!(rust_errors(validate_bounded, &valid), Vec::<String>::new());
        assert_eq!(schema_errors(schema, &valid), Vec::<String>::new());
        assert_eq!(rust_errors(validate_bounded, &bad), want);
        assert_eq!(schema_errors(schema, &bad), want, "Kubernetes {version}");
    }
}

/// What the rules cost, as the API server estimates it: on unbounded
/// strings every format fits the limits, and a `maxLength` makes its
/// rules far cheaper.
#[test]
fn estimated_costs_fit_the_api_server_limits() {
    let schemas = schemas(KubeVersion::NEWEST);
    let cost = |type_name: &str, property: &str| {
        let root = &schemas[type_name];
        let mut only = Schema {
            type_: Some("object".into()),
            ..Schema::default()
        };
        only.properties
            .insert(property.to_owned(), root.properties[property].clone());
        validation_cel::CompiledSchema::new(&only).estimated_total_cost()
    };
    let unbounded = cost("Struct", "labelKey");
    let bounded = cost("Bounded", "labelKey");
    assert!(
        bounded * 1000.0 < unbounded,
        "{bounded} with maxLength, {unbounded} without"
    );
    let whole = validation_cel::CompiledSchema::new(&schemas["Struct"]);
    assert_eq!(whole.total_cost_error(), None, "{}", whole.estimated_total_cost());
    assert!(whole.compile_errors().is_empty());
}

// ---- random values ---------------------------------------------------------------

mod random {
    //! For random values of every format field (strings built from the
    //! pieces the grammars care about, and lengths around every limit),
    //! the Rust checks and the emitted schema give the same errors: path,
    //! reason and message, one per message, with the two differences the
    //! tables show.

    use proptest::prelude::*;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

    use super::*;

    /// The Rust errors as the schema can give them: TooLong as Invalid,
    /// and of a resource pool name's segment errors the first of each kind.
    fn as_the_schema_reports(errors: &ErrorList) -> Vec<String> {
        let mut kinds_seen = std::collections::BTreeSet::new();
        let mut lines: Vec<String> = errors
            .iter()
            .filter(|e| {
                let Some(rest) = e.detail.strip_prefix("segment ") else {
                    return true;
                };
                let kind = rest.split_once(": ").map_or(rest, |(_, kind)| kind);
                kinds_seen.insert((e.field.clone(), kind.to_owned()))
            })
            .map(|e| {
                let error_type = if e.error_type == ErrorType::TooLong {
                    &ErrorType::Invalid
                } else {
                    &e.error_type
                };
                line(error_type, &e.field, &e.detail)
            })
            .collect();
        lines.sort();
        lines
    }

    /// A string from pieces of the format grammars: letters of both cases,
    /// digits, `-`, `.`, `_`, `/`, `%`, non-ASCII, the domains the
    /// resource formats treat specially, and runs around the length limits.
    fn text() -> impl Strategy<Value = String> + Clone {
        let piece = || {
            prop_oneof![
                8 => "[a-c0-9]{1,3}",
                2 => Just("A".to_owned()),
                2 => Just("-".to_owned()),
                3 => Just(".".to_owned()),
                1 => Just("_".to_owned()),
                1 => Just("%".to_owned()),
                1 => Just("é".to_owned()),
                1 => Just("kubernetes.io".to_owned()),
                1 => Just("requests.".to_owned()),
                2 => Just("example.com".to_owned()),
                2 => proptest::sample::select(vec![31usize, 32, 33, 53, 54, 62, 63, 64, 243, 244, 245, 252, 253, 254])
                    .prop_map(|n| "a".repeat(n)),
            ]
        };
        // Slash-separated runs of pieces: most grammars have one `/`.
        let part = move || proptest::collection::vec(piece(), 0..3).prop_map(|pieces| pieces.concat());
        prop_oneof![
            4 => part(),
            4 => (part(), part()).prop_map(|(a, b)| format!("{a}/{b}")),
            4 => (proptest::sample::select(vec!["example.com", "a.b-c", "x", "Example.com", "kubernetes.io", "a."]), part())
                .prop_map(|(domain, name)| format!("{domain}/{name}")),
            2 => proptest::collection::vec(part(), 3..5).prop_map(|parts| parts.join("/")),
            1 => Just("123e4567-e89b-12d3-a456-426614174000".to_owned()),
            1 => "[0-9a-fA-F-]{36}",
        ]
    }

    fn object(random_names: bool) -> impl Strategy<Value = Struct> {
        let names = (text(), text(), proptest::option::of(text()), text());
        let others = (
            (text(), text(), text(), text()),
            (text(), text(), text(), text(), text()),
        );
        (names, others).prop_map(move |((short, long, optional, named), (a, b))| {
            let base = valid();
            let (long_name_caseless, label_key, prefixed_label_key, label_value) = a;
            let (path_segment_name, uuid, resource_pool_name, extended_resource_name, resource_fully_qualified_name) =
                b;
            let (short_name, long_name, optional, named) = if random_names {
                (short, long, optional, ShortName(named))
            } else {
                (base.short_name, base.long_name, base.optional, base.named)
            };
            Struct {
                short_name,
                long_name,
                long_name_caseless,
                label_key,
                prefixed_label_key,
                label_value,
                path_segment_name,
                uuid,
                resource_pool_name,
                extended_resource_name,
                resource_fully_qualified_name,
                optional,
                named,
            }
        })
    }

    /// 500 objects from a fixed seed. The newest Kubernetes checks the two
    /// name formats itself (with its own message), so there they stay
    /// valid; the oldest target has every format as rules.
    fn agree(version: KubeVersion, random_names: bool) {
        let schemas = schemas(version);
        let schema = &schemas["Struct"];
        let config = Config {
            cases: 500,
            failure_persistence: None,
            ..Config::default()
        };
        let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &[15; 32]));
        let (rejected, errors) = (std::cell::Cell::new(0usize), std::cell::Cell::new(0usize));
        // How often each field had errors.
        let fields_rejected = std::cell::RefCell::new(std::collections::BTreeMap::<String, usize>::new());
        runner
            .run(&object(random_names), |object| {
                let rust = as_the_schema_reports(&validate_struct(
                    &Operation::create(),
                    &Path::root(),
                    Some(&object),
                    None,
                ));
                let schema_side = schema_errors(schema, &object);
                rejected.set(rejected.get() + usize::from(!rust.is_empty()));
                errors.set(errors.get() + rust.len());
                let fields: std::collections::BTreeSet<&str> = rust
                    .iter()
                    .filter_map(|l| l.split_once(' ')?.1.split_once(':').map(|(f, _)| f))
                    .collect();
                for field in fields {
                    *fields_rejected.borrow_mut().entry(field.to_owned()).or_default() += 1;
                }
                prop_assert_eq!(&rust, &schema_side, "{:?}", object);
                Ok(())
            })
            .unwrap();
        // Every object has random values in nine formats: nearly all are
        // rejected, with several errors each.
        assert!(
            rejected.get() > 400 && errors.get() > 2000,
            "{} of 500 rejected, {} errors",
            rejected.get(),
            errors.get()
        );
        // Each format's field is both accepted and rejected, often.
        let fields_rejected = fields_rejected.into_inner();
        let formats = [
            "longNameCaseless",
            "labelKey",
            "prefixedLabelKey",
            "labelValue",
            "pathSegmentName",
            "uuid",
            "resourcePoolName",
            "extendedResourceName",
            "resourceFullyQualifiedName",
        ];
        for field in formats {
            let n = fields_rejected.get(field).copied().unwrap_or(0);
            assert!((20..=480).contains(&n), "{field}: rejected in {n} of 500");
        }
    }

    #[test]
    fn every_format_from_1_29() {
        agree(KubeVersion::STRING_FORMAT, true);
    }

    #[test]
    fn every_rule_lowered_format_at_the_newest_target() {
        agree(KubeVersion::NEWEST, false);
    }
}
