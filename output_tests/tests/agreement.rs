//! The Rust checks and the CRD schema agree: for each tag lowered to an
//! `x-kubernetes-validations` rule, the same objects (create, and update
//! from an old object) give the same errors from the generated Rust code
//! and from the API server's validation of the emitted schema
//! (`validation_cel::validate`): the same path, reason and detail.
//!
//! One difference is by design: a rule cannot report TooLong, so the API
//! server reports `maxBytes` as Invalid (with the same detail).

use std::collections::BTreeMap;

use serde::Serialize;
use validation_gen::schema::{KubeVersion, Policy};
use validation_runtime::{ErrorList, ErrorType, Operation, Path};
use validation_schema::Schema;

mod lowered;

type Validate<T> = fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList;

/// The schemas (by type name) of an output-test module, every type a root,
/// lowered for `version`.
fn schemas(module: &str, version: KubeVersion) -> BTreeMap<String, Schema> {
    lowered::schemas(module, version, Policy::Omit)
}

/// An error as both sides are compared: `<reason> <path>: <detail>`.
fn line(error_type: &ErrorType, field: &str, detail: &str) -> String {
    let field = if field == "<nil>" { "" } else { field };
    format!("{} {field}: {detail}", error_type.reason())
}

fn rust_errors<T>(validate: Validate<T>, new: &T, old: Option<&T>) -> Vec<String> {
    let op = if old.is_some() {
        Operation::update()
    } else {
        Operation::create()
    };
    let mut lines: Vec<String> = validate(&op, &Path::root(), Some(new), old)
        .iter()
        .map(|e| {
            // The one reason a rule cannot give.
            let error_type = if e.origin == "maxBytes" {
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

fn schema_errors<T: Serialize>(schema: &Schema, new: &T, old: Option<&T>) -> Vec<String> {
    let new = serde_json::to_value(new).unwrap();
    let old = old.map(|o| serde_json::to_value(o).unwrap());
    let validator = validation_cel::Validator::new(schema);
    assert!(
        validator.compiled().compile_errors().is_empty() && validator.compiled().total_cost_error().is_none(),
        "lowered rules the API server rejects: {:?} {:?}",
        validator.compiled().compile_errors(),
        validator.compiled().total_cost_error()
    );
    let outcome = validator.validate(&new, old.as_ref());
    let mut lines: Vec<String> = outcome
        .errors
        .iter()
        .map(|e| line(&e.error_type, &e.field, &e.detail))
        .collect();
    lines.sort();
    lines
}

/// One case: an object (and the old object, for an update) and the errors
/// both sides must give.
struct Case<T> {
    name: &'static str,
    new: T,
    old: Option<T>,
    want: Vec<String>,
    /// What the schema gives where a rule cannot say what the Rust checks
    /// say (one error for several, or a reason rules cannot give).
    schema_want: Option<Vec<String>>,
}

fn case<T>(name: &'static str, new: T, old: Option<T>, want: &[&str]) -> Case<T> {
    case_owned(name, new, old, want.iter().map(|w| w.to_string()).collect())
}

fn case_owned<T>(name: &'static str, new: T, old: Option<T>, want: Vec<String>) -> Case<T> {
    Case {
        name,
        new,
        old,
        want,
        schema_want: None,
    }
}

/// A case where the two sides differ by design: `rust` from the Rust
/// checks, `schema` from the API server.
fn case_apart<T>(name: &'static str, new: T, old: Option<T>, rust: &[&str], schema: &[&str]) -> Case<T> {
    Case {
        schema_want: Some(schema.iter().map(|w| w.to_string()).collect()),
        ..case(name, new, old, rust)
    }
}

fn agree<T: Serialize>(module: &str, type_name: &str, validate: Validate<T>, cases: Vec<Case<T>>) {
    agree_for(KubeVersion::NEWEST, module, type_name, validate, cases);
}

fn agree_for<T: Serialize>(
    version: KubeVersion,
    module: &str,
    type_name: &str,
    validate: Validate<T>,
    cases: Vec<Case<T>>,
) {
    let schemas = schemas(module, version);
    let schema = schemas
        .get(type_name)
        .unwrap_or_else(|| panic!("no schema for {type_name}: {:?}", schemas.keys()));
    for case in cases {
        let mut want = case.want;
        want.sort();
        let mut schema_want = case.schema_want.unwrap_or_else(|| want.clone());
        schema_want.sort();
        let rust = rust_errors(validate, &case.new, case.old.as_ref());
        let cel = schema_errors(schema, &case.new, case.old.as_ref());
        assert_eq!(rust, want, "{module}.{type_name} / {}: the Rust checks", case.name);
        assert_eq!(cel, schema_want, "{module}.{type_name} / {}: the schema", case.name);
    }
}

fn s(text: &str) -> String {
    text.to_owned()
}

#[test]
fn immutable() {
    use output_tests::immutable::{validate_struct, Frozen, Struct};
    let base = Struct {
        name: s("n"),
        optional_name: Some(s("o")),
        list: vec![s("a")],
        frozen: Frozen { value: 1 },
    };
    agree(
        "immutable",
        "Struct",
        validate_struct,
        vec![
            case("create", base.clone(), None, &[]),
            case("unchanged", base.clone(), Some(base.clone()), &[]),
            case(
                "every field changed",
                Struct {
                    name: s("m"),
                    optional_name: Some(s("p")),
                    list: vec![s("b")],
                    frozen: Frozen { value: 2 },
                },
                Some(base.clone()),
                &[
                    "FieldValueInvalid name: field is immutable",
                    "FieldValueInvalid optionalName: field is immutable",
                    "FieldValueInvalid list: field is immutable",
                    "FieldValueInvalid frozen: field is immutable",
                ],
            ),
            case(
                "optional cleared",
                Struct {
                    optional_name: None,
                    ..base.clone()
                },
                Some(base.clone()),
                &["FieldValueInvalid optionalName: field is immutable"],
            ),
            case(
                "optional set",
                base.clone(),
                Some(Struct {
                    optional_name: None,
                    ..base.clone()
                }),
                &["FieldValueInvalid optionalName: field is immutable"],
            ),
        ],
    );
}

#[test]
fn update_constraints() {
    use output_tests::update::{validate_struct, Inner, Struct};
    let base = Struct {
        no_set: None,
        no_unset: s("u"),
        no_modify: 1,
        write_once: Some(7),
        count: 3,
        inner: Inner { value: 1 },
        labels: BTreeMap::new(),
        annotations: None,
    };
    agree(
        "update",
        "Struct",
        validate_struct,
        vec![
            case("create", base.clone(), None, &[]),
            case("unchanged", base.clone(), Some(base.clone()), &[]),
            case(
                "NoSet: set",
                Struct {
                    no_set: Some(s("x")),
                    ..base.clone()
                },
                Some(base.clone()),
                &["FieldValueInvalid noSet: field cannot be set once created"],
            ),
            case(
                "NoUnset: cleared to the zero value",
                Struct {
                    no_unset: s(""),
                    count: 0,
                    ..base.clone()
                },
                Some(base.clone()),
                &[
                    "FieldValueInvalid noUnset: field cannot be cleared once set",
                    "FieldValueInvalid count: field cannot be cleared once set",
                ],
            ),
            case(
                "NoModify: changed",
                Struct {
                    no_modify: 2,
                    inner: Inner { value: 2 },
                    ..base.clone()
                },
                Some(base.clone()),
                &[
                    "FieldValueInvalid noModify: field cannot be modified once set",
                    "FieldValueInvalid inner: field cannot be modified once set",
                ],
            ),
            case(
                "NoModify: set from zero is no modification",
                base.clone(),
                Some(Struct {
                    no_modify: 0,
                    ..base.clone()
                }),
                &[],
            ),
            case(
                "NoUnset + NoModify: cleared",
                Struct {
                    write_once: None,
                    ..base.clone()
                },
                Some(base.clone()),
                &["FieldValueInvalid writeOnce: field cannot be cleared once set"],
            ),
            case(
                "NoUnset + NoModify: changed",
                Struct {
                    write_once: Some(8),
                    ..base.clone()
                },
                Some(base.clone()),
                &["FieldValueInvalid writeOnce: field cannot be modified once set"],
            ),
            case(
                "NoUnset + NoModify: set once",
                base.clone(),
                Some(Struct {
                    write_once: None,
                    ..base.clone()
                }),
                &[],
            ),
        ],
    );
}

#[test]
fn no_add_and_no_remove_item_on_a_map() {
    use output_tests::update::{validate_struct, Inner, Struct};
    let with_labels = |labels: &[(&str, &str)]| Struct {
        no_unset: s("u"),
        inner: Inner { value: 1 },
        labels: labels.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        ..Struct::default()
    };
    let old = with_labels(&[("a", "1"), ("b", "2")]);
    agree(
        "update",
        "Struct",
        validate_struct,
        vec![
            case("create", old.clone(), None, &[]),
            case(
                "a value changed under its key",
                with_labels(&[("a", "9"), ("b", "2")]),
                Some(old.clone()),
                &[],
            ),
            case_apart(
                "a key added: at the map, not at its key",
                with_labels(&[("a", "1"), ("b", "2"), ("c", "3")]),
                Some(old.clone()),
                &["FieldValueForbidden labels[c]: item may not be added"],
                &["FieldValueForbidden labels: item may not be added"],
            ),
            case_apart(
                "a key removed",
                with_labels(&[("a", "1")]),
                Some(old.clone()),
                &["FieldValueForbidden labels[b]: item may not be removed"],
                &["FieldValueForbidden labels: item may not be removed"],
            ),
            case_apart(
                "an optional map set on update: every key is added",
                Struct {
                    annotations: Some([(s("x"), s("1"))].into()),
                    ..old.clone()
                },
                Some(old.clone()),
                &["FieldValueForbidden annotations[x]: item may not be added"],
                &["FieldValueForbidden annotations: item may not be added"],
            ),
            case(
                "an optional map set empty on update",
                Struct {
                    annotations: Some(BTreeMap::new()),
                    ..old.clone()
                },
                Some(old.clone()),
                &[],
            ),
            case_apart(
                "an optional map cleared: every key is removed",
                old.clone(),
                Some(Struct {
                    annotations: Some([(s("x"), s("1")), (s("y"), s("2"))].into()),
                    ..old.clone()
                }),
                &[
                    "FieldValueForbidden annotations[x]: item may not be removed",
                    "FieldValueForbidden annotations[y]: item may not be removed",
                ],
                &["FieldValueForbidden annotations: item may not be removed"],
            ),
            case(
                "an optional map set on create",
                Struct {
                    annotations: Some([(s("x"), s("1"))].into()),
                    ..old.clone()
                },
                None,
                &[],
            ),
            case_apart(
                "keys replaced: one error for each rule",
                with_labels(&[("c", "1"), ("d", "2")]),
                Some(old.clone()),
                &[
                    "FieldValueForbidden labels[c]: item may not be added",
                    "FieldValueForbidden labels[d]: item may not be added",
                    "FieldValueForbidden labels[a]: item may not be removed",
                    "FieldValueForbidden labels[b]: item may not be removed",
                ],
                &[
                    "FieldValueForbidden labels: item may not be added",
                    "FieldValueForbidden labels: item may not be removed",
                ],
            ),
        ],
    );
}

#[test]
fn no_add_and_no_remove_item_on_lists() {
    use output_tests::update_items::{validate_struct, Struct, Volume};
    let volume = |name: &str, size| Volume { name: s(name), size };
    let old = Struct {
        finalizers: vec![s("f1"), s("f2")],
        volumes: vec![volume("a", 1), volume("b", 2)],
        ..Struct::default()
    };
    agree(
        "update_items",
        "Struct",
        validate_struct,
        vec![
            case("create", old.clone(), None, &[]),
            case(
                "set: an item added, list-map: items reordered and changed under their keys",
                Struct {
                    finalizers: vec![s("f2"), s("f1"), s("f3")],
                    volumes: vec![volume("b", 5), volume("a", 1)],
                    ..Struct::default()
                },
                Some(old.clone()),
                &[],
            ),
            case(
                "set: an item removed (both at the list)",
                Struct {
                    finalizers: vec![s("f2")],
                    ..old.clone()
                },
                Some(old.clone()),
                &["FieldValueForbidden finalizers: item may not be removed"],
            ),
            case_apart(
                "set: two items removed: one error for each in Rust, one from the rule",
                Struct {
                    finalizers: Vec::new(),
                    ..old.clone()
                },
                Some(old.clone()),
                &[
                    "FieldValueForbidden finalizers: item may not be removed",
                    "FieldValueForbidden finalizers: item may not be removed",
                ],
                &["FieldValueForbidden finalizers: item may not be removed"],
            ),
            case_apart(
                "list-map: a key added (at its index in Rust) and one removed",
                Struct {
                    volumes: vec![volume("a", 1), volume("c", 2)],
                    ..old.clone()
                },
                Some(old.clone()),
                &[
                    "FieldValueForbidden volumes[1]: item may not be added",
                    "FieldValueForbidden volumes: item may not be removed",
                ],
                &[
                    "FieldValueForbidden volumes: item may not be added",
                    "FieldValueForbidden volumes: item may not be removed",
                ],
            ),
            case_apart(
                "list-map: an added item's own errors are not reported by Rust (the rule stops the list's checks)",
                Struct {
                    volumes: vec![volume("a", 1), volume("b", 2), volume("", 3)],
                    ..old.clone()
                },
                Some(old.clone()),
                &["FieldValueForbidden volumes[2]: item may not be added"],
                &[
                    "FieldValueForbidden volumes: item may not be added",
                    "FieldValueRequired volumes[2].name: must not be empty",
                ],
            ),
        ],
    );
}

#[test]
fn neq() {
    use output_tests::neq::{validate_struct, Name, Struct};
    let fine = Struct {
        string_field: s("x"),
        bare: s("y"),
        int_field: 1,
        optional_int: None,
        bool_field: false,
        name: Name(s("n")),
    };
    agree(
        "neq",
        "Struct",
        validate_struct,
        vec![
            case("allowed values", fine.clone(), None, &[]),
            case(
                "every disallowed value",
                Struct {
                    string_field: s("default"),
                    bare: s("bare-identifier"),
                    int_field: 0,
                    optional_int: Some(-1),
                    bool_field: true,
                    name: Name(s("reserved")),
                },
                None,
                &[
                    "FieldValueInvalid stringField: must not be equal to \"default\"",
                    "FieldValueInvalid bare: must not be equal to \"bare-identifier\"",
                    "FieldValueInvalid intField: must not be equal to 0",
                    "FieldValueInvalid optionalInt: must not be equal to -1",
                    "FieldValueInvalid boolField: must not be equal to true",
                    "FieldValueInvalid name: must not be equal to \"reserved\"",
                ],
            ),
        ],
    );
}

#[test]
fn max_bytes() {
    use output_tests::lengths::{validate_struct, Struct};
    let lengths = || Struct {
        min_two: s("ab"),
        ..Struct::default()
    };
    agree(
        "lengths",
        "Struct",
        validate_struct,
        vec![
            case(
                "four bytes",
                Struct {
                    max_four_bytes: s("ab\u{e9}"),
                    ..lengths()
                },
                None,
                &[],
            ),
            case(
                "three characters, five bytes",
                Struct {
                    max_four_bytes: s("a\u{e9}\u{e9}"),
                    ..lengths()
                },
                None,
                &["FieldValueInvalid maxFourBytes: may not be more than 4 bytes"],
            ),
        ],
    );
}

#[test]
fn exactly_one_of() {
    use output_tests::unions::{validate_exactly, Exactly};
    let a = Exactly {
        a: Some(s("x")),
        ..Exactly::default()
    };
    let ab = Exactly {
        b: vec![s("y")],
        ..a.clone()
    };
    const NONE: &str = "FieldValueInvalid : must specify one of: `a`, `b`, `c`, `d`";
    const SEVERAL: &str = "FieldValueInvalid : must specify exactly one of: `a`, `b`, `c`, `d`";
    agree(
        "unions",
        "Exactly",
        validate_exactly,
        vec![
            case("one", a.clone(), None, &[]),
            case("none", Exactly::default(), None, &[NONE]),
            case(
                "an empty list and a zero are unset",
                Exactly {
                    b: Vec::new(),
                    d: 0,
                    ..Exactly::default()
                },
                None,
                &[NONE],
            ),
            case(
                "a non-zero integer is set",
                Exactly { d: 1, ..a.clone() },
                None,
                &[SEVERAL],
            ),
            case("two", ab.clone(), None, &[SEVERAL]),
            case(
                "two, unchanged membership: ratcheted",
                Exactly {
                    a: Some(s("other")),
                    ..ab.clone()
                },
                Some(ab.clone()),
                &[],
            ),
            case("two, newly", ab.clone(), Some(a.clone()), &[SEVERAL]),
        ],
    );
}

#[test]
fn zero_or_one_of_and_a_second_union() {
    use output_tests::unions::{validate_several, Several};
    let p = Several {
        p: Some(s("p")),
        ..Several::default()
    };
    agree(
        "unions",
        "Several",
        validate_several,
        vec![
            case("none of xy, one of pq", p.clone(), None, &[]),
            case(
                "both of xy",
                Several {
                    x: Some(1),
                    y: Some(2),
                    ..p.clone()
                },
                None,
                &["FieldValueInvalid : must specify at most one of: `x`, `y`"],
            ),
            case(
                "both of xy, both of pq",
                Several {
                    x: Some(1),
                    y: Some(2),
                    p: Some(s("p")),
                    q: Some(s("q")),
                },
                None,
                &[
                    "FieldValueInvalid : must specify at most one of: `x`, `y`",
                    "FieldValueInvalid : must specify exactly one of: `p`, `q`",
                ],
            ),
        ],
    );
}

#[test]
fn discriminated_union() {
    use output_tests::unions::{validate_discriminated, Discriminated};
    let a = Discriminated {
        kind: s("FieldA"),
        field_a: Some(s("a")),
        field_b: None,
    };
    let wrong = Discriminated {
        kind: s("B"),
        ..a.clone()
    };
    agree(
        "unions",
        "Discriminated",
        validate_discriminated,
        vec![
            case("the selected member", a.clone(), None, &[]),
            case(
                "the other member",
                wrong.clone(),
                None,
                &[
                    "FieldValueInvalid fieldA: may only be specified when `type` is \"FieldA\"",
                    "FieldValueInvalid fieldB: must be specified when `type` is \"B\"",
                ],
            ),
            case(
                "an unknown discriminator value",
                Discriminated {
                    kind: s("Other"),
                    ..a.clone()
                },
                None,
                &["FieldValueInvalid fieldA: may only be specified when `type` is \"FieldA\""],
            ),
            case("unchanged: ratcheted", wrong.clone(), Some(wrong.clone()), &[]),
            case(
                "changed discriminator",
                wrong.clone(),
                Some(a.clone()),
                &[
                    "FieldValueInvalid fieldA: may only be specified when `type` is \"FieldA\"",
                    "FieldValueInvalid fieldB: must be specified when `type` is \"B\"",
                ],
            ),
        ],
    );
}

#[test]
fn enum_discriminated_union() {
    use output_tests::unions::{validate_enum_discriminated, EnumDiscriminated, Source};
    agree(
        "unions",
        "EnumDiscriminated",
        validate_enum_discriminated,
        vec![
            case(
                "the selected member",
                EnumDiscriminated {
                    source: Source::Image,
                    git: None,
                    image: Some(s("i")),
                },
                None,
                &[],
            ),
            case(
                "none",
                EnumDiscriminated {
                    source: Source::Git,
                    git: None,
                    image: None,
                },
                None,
                &["FieldValueInvalid git: must be specified when `source` is \"Git\""],
            ),
        ],
    );
}

#[test]
fn dependent_fields() {
    use output_tests::dependent::{validate_struct, Struct};
    let host = Struct {
        host: Some(s("h")),
        ..Struct::default()
    };
    let labels = BTreeMap::from([(s("k"), s("v"))]);
    agree(
        "dependent",
        "Struct",
        validate_struct,
        vec![
            case("nothing set", Struct::default(), None, &[]),
            case(
                "host with port",
                Struct {
                    port: Some(80),
                    ..host.clone()
                },
                None,
                &[],
            ),
            case(
                "host without port, with a socket path",
                Struct {
                    socket_path: s("/run/s"),
                    ..host.clone()
                },
                None,
                &[
                    "FieldValueRequired port: must be set when host is set",
                    "FieldValueForbidden socketPath: may not be set when host is set",
                ],
            ),
            case(
                "an empty socket path is unset",
                Struct {
                    port: Some(80),
                    socket_path: s(""),
                    ..host.clone()
                },
                None,
                &[],
            ),
            case(
                "labels without a selector",
                Struct {
                    labels: labels.clone(),
                    ..Struct::default()
                },
                None,
                &["FieldValueRequired selector: must be set when labels is set"],
            ),
            case(
                "unchanged set-ness: ratcheted",
                Struct {
                    host: Some(s("other")),
                    ..host.clone()
                },
                Some(host.clone()),
                &[],
            ),
            case(
                "newly set trigger",
                host.clone(),
                Some(Struct::default()),
                &["FieldValueRequired port: must be set when host is set"],
            ),
        ],
    );
}

#[test]
fn forbidden() {
    use output_tests::forbidden::{validate_struct, Inner, Struct};
    let set = Struct {
        forbidden_int: Some(5),
        string_field: s("x"),
        list_field: vec![s("a")],
        map_field: BTreeMap::from([(s("k"), s("v"))]),
        // The schema still checks the contents of a forbidden struct (the
        // Rust code does not descend into it): with `count: -1` it would add
        // a `minimum` error beside the Forbidden one.
        struct_field: Some(Inner { count: 0 }),
    };
    // The schema's detail cannot be empty, as the Rust check's is: the
    // table compares both with it left out.
    let strip = |mut lines: Vec<String>| {
        lines.iter_mut().for_each(|l| *l = l.replace(": may not be set", ": "));
        lines
    };
    let schemas = schemas("forbidden", KubeVersion::NEWEST);
    let schema = &schemas["Struct"];
    let cases: [(&str, &Struct, Option<&Struct>, &[&str]); 3] = [
        ("nothing set", &Struct::default(), None, &[]),
        (
            "everything set",
            &set,
            None,
            &[
                "FieldValueForbidden forbiddenInt: ",
                "FieldValueForbidden stringField: ",
                "FieldValueForbidden listField: ",
                "FieldValueForbidden mapField: ",
                "FieldValueForbidden structField: ",
            ],
        ),
        ("kept on update", &set, Some(&set), &[]),
    ];
    for (name, new, old, want) in cases {
        let mut want: Vec<String> = want.iter().map(|w| w.to_string()).collect();
        want.sort();
        assert_eq!(rust_errors(validate_struct, new, old), want, "{name}: the Rust checks");
        assert_eq!(strip(schema_errors(schema, new, old)), want, "{name}: the schema");
    }
}

const LABEL: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must \
                     start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for \
                     validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

/// Before Kubernetes 1.34 `k8s-short-name` and `k8s-long-name` are rules,
/// one per message.
#[test]
fn name_formats_before_1_34() {
    use output_tests::format::{validate_struct, ShortName, Struct};
    let valid = Struct {
        short_name: s("web"),
        long_name: s("web.example.com"),
        long_name_caseless: s("Web.example.com"),
        label_key: s("app"),
        prefixed_label_key: s("example.com/app"),
        label_value: s("v1"),
        path_segment_name: s("seg"),
        uuid: s("123e4567-e89b-12d3-a456-426614174000"),
        resource_pool_name: s("pool"),
        extended_resource_name: s("example.com/gpu"),
        resource_fully_qualified_name: s("example.com/gpu"),
        optional: None,
        named: ShortName(s("web")),
    };
    let label = |field: &str| format!("FieldValueInvalid {field}: {LABEL}");
    agree_for(
        KubeVersion::new(33),
        "format",
        "Struct",
        validate_struct,
        vec![
            case("valid", valid.clone(), None, &[]),
            case(
                "a subdomain is no label",
                Struct {
                    short_name: s("a.b"),
                    ..valid.clone()
                },
                None,
                &["FieldValueInvalid shortName: must not contain dots"],
            ),
            case_owned(
                "too long and not a label",
                Struct {
                    short_name: "A".repeat(64),
                    ..valid.clone()
                },
                None,
                vec![
                    s("FieldValueInvalid shortName: must be no more than 63 bytes"),
                    label("shortName"),
                ],
            ),
            case_owned(
                "a named type, an empty optional",
                Struct {
                    named: ShortName(s("Web")),
                    optional: Some(s("")),
                    ..valid.clone()
                },
                None,
                vec![label("named"), label("optional")],
            ),
            case(
                "not a subdomain",
                Struct {
                    long_name: s("-web"),
                    ..valid.clone()
                },
                None,
                &["FieldValueInvalid longName: a lowercase RFC 1123 subdomain must consist of lower case alphanumeric \
                   characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', \
                   regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')"],
            ),
        ],
    );
}

/// Before Kubernetes 1.30 a rule cannot see that an object is new
/// (`optionalOldSelf`), so union rules do not ratchet: the one place the
/// schema for an older server is stricter than the Rust checks.
#[test]
fn each_key() {
    use output_tests::each::{validate_struct, Struct, Tag};
    let keys = |names: &[&str]| names.iter().map(|n| (n.to_string(), 1)).collect::<BTreeMap<_, _>>();
    let fine = Struct {
        limits: [("abcde".to_owned(), 1)].into(),
        by_tag: [(Tag(s("ab")), 1)].into(),
        hosts: keys(&["web", "db-1"]),
        ..Struct::default()
    };
    let bad_hosts = Struct {
        hosts: keys(&["web", "Web", "a.b"]),
        ..fine.clone()
    };
    let dns_label = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must \
                     start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for \
                     validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    let cases = || {
        vec![
            case("create", fine.clone(), None, &[]),
            case("unchanged", fine.clone(), Some(fine.clone()), &[]),
            case_apart(
                "lengths: TooLong / TooShort in Rust, Invalid from a rule",
                Struct {
                    limits: [("abcdef".to_owned(), 1)].into(),
                    by_tag: [(Tag(s("a")), 1)].into(),
                    ..fine.clone()
                },
                None,
                &[
                    "FieldValueTooLong limits: may not be more than 5 characters",
                    "FieldValueTooShort byTag: must be at least 2 characters",
                ],
                &[
                    "FieldValueInvalid limits: may not be more than 5 characters",
                    "FieldValueInvalid byTag: must be at least 2 characters",
                ],
            ),
            case_apart(
                "the key type's own tags",
                Struct {
                    by_tag: [(Tag(s("abcd")), 1)].into(),
                    ..fine.clone()
                },
                None,
                &["FieldValueTooLong byTag: may not be more than 3 characters"],
                &["FieldValueInvalid byTag: may not be more than 3 characters"],
            ),
            // A pattern on every key, with a detail computed for the failing
            // key: within the API server's estimated cost limit (the keys'
            // sizes bounded as its estimator bounds them), so in the schema.
            case(
                "a format on the keys",
                Struct {
                    hosts: keys(&["web", "a.b"]),
                    ..fine.clone()
                },
                None,
                &["FieldValueInvalid hosts: must not contain dots"],
            ),
            case(
                "a fixed detail",
                Struct {
                    hosts: keys(&["localhost"]),
                    ..fine.clone()
                },
                None,
                &["FieldValueInvalid hosts: must not be equal to \"localhost\""],
            ),
            case(
                "keys the old map has are not checked again",
                bad_hosts.clone(),
                Some(bad_hosts.clone()),
                &[],
            ),
            case_owned(
                "a new key is",
                Struct {
                    hosts: keys(&["Web", "a.b", "x_y"]),
                    ..fine.clone()
                },
                Some(Struct {
                    hosts: keys(&["Web", "a.b"]),
                    ..fine.clone()
                }),
                vec![format!("FieldValueInvalid hosts: {dns_label}")],
            ),
        ]
    };
    agree("each", "Struct", validate_struct, cases());
    // Older servers cannot skip the old keys: every key is checked again
    // once the map changes.
    let localhost = Struct {
        hosts: keys(&["localhost"]),
        ..fine.clone()
    };
    let grown = Struct {
        hosts: keys(&["localhost", "db"]),
        ..fine.clone()
    };
    assert_eq!(
        rust_errors(validate_struct, &grown, Some(&localhost)),
        Vec::<String>::new()
    );
    let old_keys = |version| schema_errors(&schemas("each", version)["Struct"], &grown, Some(&localhost));
    assert_eq!(old_keys(KubeVersion::new(30)), Vec::<String>::new());
    assert_eq!(
        old_keys(KubeVersion::new(29)),
        ["FieldValueInvalid hosts: must not be equal to \"localhost\""]
    );
}

#[test]
fn unions_through_subfields() {
    use output_tests::subfield_unions::{
        validate_struct, validate_undiscriminated, Pair, Struct, SubStruct, Undiscriminated,
    };
    let discriminated = |d: &str, m1: Option<i32>, m2: Option<i32>| Struct {
        type_meta: 0,
        subfield: SubStruct { d: s(d), m1, m2 },
    };
    agree(
        "subfield_unions",
        "Struct",
        validate_struct,
        vec![
            case("the selected member set", discriminated("M1", Some(1), None), None, &[]),
            case(
                "the wrong member set",
                discriminated("M1", None, Some(1)),
                None,
                &[
                    "FieldValueInvalid subfield.m1: must be specified when `d` is \"M1\"",
                    "FieldValueInvalid subfield.m2: may only be specified when `d` is \"M2\"",
                ],
            ),
            case(
                "an unchanged membership is not checked again",
                discriminated("M1", None, Some(2)),
                Some(discriminated("M1", None, Some(1))),
                &[],
            ),
            case(
                "a changed one is",
                discriminated("M1", None, Some(2)),
                Some(discriminated("M2", None, Some(1))),
                &[
                    "FieldValueInvalid subfield.m1: must be specified when `d` is \"M1\"",
                    "FieldValueInvalid subfield.m2: may only be specified when `d` is \"M2\"",
                ],
            ),
        ],
    );
    let pair = |a: bool, b: bool| Pair {
        a: a.then(|| s("a")),
        b: b.then(|| s("b")),
    };
    // `alpha` and `beta` are unions behind a level: the schema leaves them
    // out, so both stay valid here.
    let object = |exactly_one, at_most_one| Undiscriminated {
        type_meta: 0,
        exactly_one,
        at_most_one,
        alpha: pair(true, false),
        beta: pair(false, false),
    };
    agree(
        "subfield_unions",
        "Undiscriminated",
        validate_undiscriminated,
        vec![
            case(
                "one of each",
                object(pair(true, false), Some(pair(false, true))),
                None,
                &[],
            ),
            case("the optional struct absent", object(pair(false, true), None), None, &[]),
            case(
                "none and both",
                object(pair(false, false), Some(pair(true, true))),
                None,
                &[
                    "FieldValueInvalid exactlyOne: must specify one of: `a`, `b`",
                    "FieldValueInvalid atMostOne: must specify at most one of: `a`, `b`",
                ],
            ),
            case(
                "two set",
                object(pair(true, true), None),
                None,
                &["FieldValueInvalid exactlyOne: must specify exactly one of: `a`, `b`"],
            ),
            case(
                "unchanged membership on update",
                object(pair(true, true), Some(pair(true, true))),
                Some(object(pair(true, true), Some(pair(true, true)))),
                &[],
            ),
        ],
    );
}

#[test]
fn item_unions() {
    use output_tests::item_unions::{validate_struct, Condition, Struct};
    let items = |kinds: &[&str]| {
        kinds
            .iter()
            .map(|k| Condition {
                kind: s(k),
                status: s("True"),
            })
            .collect()
    };
    let with = |conditions: &[&str], routes: &[&str]| Struct {
        conditions: items(conditions),
        routes: items(routes),
    };
    let succeeded_failed = "`conditions[{\"type\": \"Succeeded\"}]`, `conditions[{\"type\": \"Failed\"}]`";
    agree(
        "item_unions",
        "Struct",
        validate_struct,
        vec![
            case(
                "one member of each",
                with(&["Failed", "Other"], &["Primary"]),
                None,
                &[],
            ),
            case_owned(
                "no member",
                with(&["Other"], &[]),
                None,
                vec![format!(
                    "FieldValueInvalid conditions: must specify one of: {succeeded_failed}"
                )],
            ),
            case_owned(
                "both members",
                with(&["Failed", "Succeeded"], &["Fallback", "Primary"]),
                None,
                vec![
                    format!("FieldValueInvalid conditions: must specify exactly one of: {succeeded_failed}"),
                    s(
                        "FieldValueInvalid routes: must specify at most one of: `routes[{\"type\": \"Primary\"}]`, \
                       `routes[{\"type\": \"Fallback\"}]`",
                    ),
                ],
            ),
            case(
                "unchanged membership on update",
                with(&["Failed", "Succeeded", "Other"], &[]),
                Some(with(&["Succeeded", "Failed"], &[])),
                &[],
            ),
            case_owned(
                "changed membership on update",
                with(&["Other"], &[]),
                Some(with(&["Succeeded"], &[])),
                vec![format!(
                    "FieldValueInvalid conditions: must specify one of: {succeeded_failed}"
                )],
            ),
        ],
    );
}

#[test]
fn a_tag_on_one_item() {
    use output_tests::item::{validate_struct, Port, Struct};
    let port = |name: &str, port, tls| Port {
        name: s(name),
        port,
        tls,
    };
    // The conditions' item checks (a `required` and an `immutable`) are
    // left out of the schema: no condition here.
    let ports = |ports: Vec<Port>| Struct {
        conditions: Vec::new(),
        ports,
    };
    agree(
        "item",
        "Struct",
        validate_struct,
        vec![
            case(
                "other items may have the name",
                ports(vec![
                    port("http", 443, false),
                    port("http", 80, true),
                    port("https", 443, true),
                ]),
                None,
                &[],
            ),
            case(
                "the selected item may not",
                ports(vec![port("http", 80, true), port("http", 443, true)]),
                None,
                &["FieldValueInvalid ports[1].name: must not be equal to \"http\""],
            ),
            case(
                "unchanged on update",
                ports(vec![port("a", 1, false), port("http", 443, true)]),
                Some(ports(vec![port("http", 443, true)])),
                &[],
            ),
            case(
                "changed on update",
                ports(vec![port("http", 443, true)]),
                Some(ports(vec![port("https", 443, true)])),
                &["FieldValueInvalid ports[0].name: must not be equal to \"http\""],
            ),
        ],
    );
}

#[test]
fn modes() {
    use output_tests::modes::{validate_scaling, validate_toggles, Scaling, Toggles};
    let scaling = |mode: &str, replicas, max_replicas| Scaling {
        mode: s(mode),
        replicas,
        max_replicas,
    };
    // A rule cannot give the empty detail of the Rust `required` and
    // `forbidden`: the schema says "must be specified" / "may not be set".
    agree(
        "modes",
        "Scaling",
        validate_scaling,
        vec![
            case("manual", scaling("Manual", Some(2), 0), None, &[]),
            case("auto", scaling("Auto", None, 100), None, &[]),
            case_apart(
                "manual without replicas, with a maximum",
                scaling("Manual", None, 5),
                None,
                &["FieldValueRequired replicas: ", "FieldValueForbidden maxReplicas: "],
                &[
                    "FieldValueRequired replicas: must be specified",
                    "FieldValueForbidden maxReplicas: may not be set",
                ],
            ),
            case(
                "each mode's own checks",
                scaling("Manual", Some(0), 0),
                None,
                &["FieldValueInvalid replicas: must be greater than or equal to 1"],
            ),
            case(
                "each mode's own checks (auto)",
                scaling("Auto", None, 101),
                None,
                &["FieldValueInvalid maxReplicas: must be less than or equal to 100"],
            ),
            case_apart(
                "a mode no rule names: every field forbidden",
                scaling("Other", Some(1), 3),
                None,
                &["FieldValueForbidden replicas: ", "FieldValueForbidden maxReplicas: "],
                &[
                    "FieldValueForbidden replicas: may not be set",
                    "FieldValueForbidden maxReplicas: may not be set",
                ],
            ),
            case(
                "unchanged mode and fields on update",
                scaling("Manual", None, 5),
                Some(scaling("Manual", None, 5)),
                &[],
            ),
            case_apart(
                "a changed mode is checked again",
                scaling("Manual", None, 5),
                Some(scaling("Auto", None, 5)),
                &["FieldValueRequired replicas: ", "FieldValueForbidden maxReplicas: "],
                &[
                    "FieldValueRequired replicas: must be specified",
                    "FieldValueForbidden maxReplicas: may not be set",
                ],
            ),
        ],
    );
    let toggles = |tls, cert: Option<&str>| Toggles {
        tls,
        cert: cert.map(s),
        sni: String::new(),
    };
    agree(
        "modes",
        "Toggles",
        validate_toggles,
        vec![
            case("true with a certificate", toggles(true, Some("c")), None, &[]),
            case("false, with one or not", toggles(false, Some("c")), None, &[]),
            case_apart(
                "true without",
                toggles(true, None),
                None,
                &["FieldValueRequired cert: "],
                &["FieldValueRequired cert: must be specified"],
            ),
        ],
    );
}

#[test]
fn monotonic() {
    use output_tests::monotonic::{validate_struct, Generation, Struct};
    let object = |counter, optional, generation| Struct {
        counter,
        optional,
        generation: Generation(generation),
    };
    agree(
        "monotonic",
        "Struct",
        validate_struct,
        vec![
            case("create", object(5, Some(-3), 7), None, &[]),
            case(
                "grown or kept",
                object(6, Some(-3), 8),
                Some(object(5, Some(-4), 8)),
                &[],
            ),
            case(
                "every one decreased",
                object(4, Some(-5), 6),
                Some(object(5, Some(-4), 7)),
                &[
                    "FieldValueInvalid counter: may not be decreased from 5",
                    "FieldValueInvalid optional: may not be decreased from -4",
                    "FieldValueInvalid generation: may not be decreased from 7",
                ],
            ),
            case(
                "set or cleared: nothing to compare",
                object(5, Some(-9), 7),
                Some(object(5, None, 7)),
                &[],
            ),
            case("cleared", object(5, None, 7), Some(object(5, Some(1), 7)), &[]),
        ],
    );
}

#[test]
fn unions_do_not_ratchet_before_1_30() {
    use output_tests::unions::{validate_several, Several};
    let both = Several {
        x: Some(1),
        y: Some(2),
        p: Some(s("p")),
        q: None,
    };
    let changed = Several {
        x: Some(3),
        ..both.clone()
    };
    let schemas = schemas("unions", KubeVersion::new(29));
    assert_eq!(
        rust_errors(validate_several, &changed, Some(&both)),
        Vec::<String>::new()
    );
    assert_eq!(
        schema_errors(&schemas["Several"], &changed, Some(&both)),
        ["FieldValueInvalid : must specify at most one of: `x`, `y`"]
    );
}

// ---- random objects ------------------------------------------------------------

mod random {
    //! For random objects (and, for update rules, random old objects) of
    //! output-test types, the generated checks and the emitted schema reject
    //! the same fields for the same kind of rule. The schema's keywords are
    //! checked by an independent JSON-Schema validator (`jsonschema`), its
    //! lowered rules by `validation-cel`.

    use std::fmt::Debug;

    use proptest::prelude::*;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    use serde::Serialize;
    use serde_json::Value;
    use validation_gen::schema::KubeVersion;
    use validation_runtime::{ErrorType, Operation, Path};
    use validation_schema::Schema;

    use super::{schemas, Validate};

    /// A rejected field and the kind of rule: the schema keyword, or for
    /// checks said by rules `required` / `forbidden` / `invalid`.
    type Rejection = (String, String);

    /// Rejections, sorted: the same field may be rejected more than once.
    type Rejections = Vec<Rejection>;

    const KEYWORDS: &[&str] = &[
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "minProperties",
        "maxProperties",
        "enum",
    ];

    fn reason_kind(error_type: &ErrorType) -> String {
        match error_type {
            ErrorType::Required => "required",
            ErrorType::Forbidden => "forbidden",
            _ => "invalid",
        }
        .to_owned()
    }

    fn rust<T>(validate: Validate<T>, new: &T, old: Option<&T>) -> Rejections {
        let op = if old.is_some() {
            Operation::update()
        } else {
            Operation::create()
        };
        validate(&op, &Path::root(), Some(new), old)
            .iter()
            .map(|e| {
                let kind = if KEYWORDS.contains(&e.origin.as_str()) {
                    e.origin.clone()
                } else {
                    reason_kind(&e.error_type)
                };
                (field(&e.field), kind)
            })
            .collect::<Rejections>()
            .sorted()
    }

    /// The root's path is `<nil>` in an error; the comparison writes it empty.
    fn field(path: &str) -> String {
        if path == "<nil>" {
            String::new()
        } else {
            path.to_owned()
        }
    }

    fn join(path: &str, name: &str) -> String {
        if path.is_empty() {
            name.to_owned()
        } else {
            format!("{path}.{name}")
        }
    }

    /// A JSON pointer into `schema`'s objects as a Kubernetes field path.
    fn kube_path(schema: &Schema, pointer: &str) -> String {
        let mut path = String::new();
        let mut node = Some(schema);
        for segment in pointer.split('/').skip(1) {
            let segment = segment.replace("~1", "/").replace("~0", "~");
            let current = node.take();
            if let Some(property) = current.and_then(|s| s.properties.get(&segment)) {
                path = join(&path, &segment);
                node = Some(property);
            } else {
                path.push_str(&format!("[{segment}]"));
                node = current.and_then(|s| s.item_schema().or(s.additional_properties_schema()));
            }
        }
        path
    }

    fn schema_side(
        keywords: &jsonschema::Validator,
        rules: &validation_cel::Validator<'_>,
        schema: &Schema,
        new: &Value,
        old: Option<&Value>,
    ) -> Rejections {
        let mut found: Rejections = keywords
            .iter_errors(new)
            .map(|e| {
                let mut path = kube_path(schema, e.instance_path().as_str());
                if let jsonschema::error::ValidationErrorKind::Required { property } = e.kind() {
                    path = join(&path, property.as_str().unwrap_or_default());
                }
                (path, e.kind().keyword().to_owned())
            })
            .collect();
        let mut outcome = validation_cel::Outcome::default();
        rules.rules(new, old, &mut outcome);
        found.extend(
            outcome
                .errors
                .iter()
                .map(|e| (field(&e.field), reason_kind(&e.error_type))),
        );
        found.sorted()
    }

    trait Sorted {
        fn sorted(self) -> Self;
    }

    impl Sorted for Rejections {
        fn sorted(mut self) -> Self {
            self.sort();
            self
        }
    }

    /// Runs 500 cases from a fixed seed; each case is an object and, for an
    /// update, the old object.
    fn agree<T: Serialize + Debug + Clone>(
        version: KubeVersion,
        module: &str,
        type_name: &str,
        validate: Validate<T>,
        objects: impl Strategy<Value = (T, Option<T>)>,
    ) {
        agree_as(version, module, type_name, validate, objects, |r| r);
    }

    /// [`agree`], with both sides' rejections seen through `normalize`
    /// where the two differ by design.
    fn agree_as<T: Serialize + Debug + Clone>(
        version: KubeVersion,
        module: &str,
        type_name: &str,
        validate: Validate<T>,
        objects: impl Strategy<Value = (T, Option<T>)>,
        normalize: fn(Rejections) -> Rejections,
    ) {
        let schemas = schemas(module, version);
        let schema = &schemas[type_name];
        let document = serde_json::to_value(schema).unwrap();
        let keywords = jsonschema::draft4::options()
            .should_validate_formats(false)
            .build(&document)
            .unwrap();
        let rules = validation_cel::Validator::new(schema);
        assert!(rules.compiled().compile_errors().is_empty());
        let config = Config {
            cases: 500,
            failure_persistence: None,
            ..Config::default()
        };
        let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &[11; 32]));
        let rejected = std::cell::Cell::new(0usize);
        runner
            .run(&objects, |(new, old)| {
                let new_json = serde_json::to_value(&new).unwrap();
                let old_json = old.as_ref().map(|o| serde_json::to_value(o).unwrap());
                let rust = normalize(rust(validate, &new, old.as_ref()));
                let schema_side = normalize(schema_side(&keywords, &rules, schema, &new_json, old_json.as_ref()));
                rejected.set(rejected.get() + usize::from(!rust.is_empty()));
                prop_assert_eq!(&rust, &schema_side, "{} from {:?}", new_json, old_json);
                Ok(())
            })
            .unwrap();
        // Both outcomes are exercised.
        assert!(
            (1..500).contains(&rejected.get()),
            "{module}.{type_name}: {} of 500 rejected",
            rejected.get()
        );
    }

    fn word() -> impl Strategy<Value = String> + Clone {
        prop_oneof![Just(String::new()), "[a-c]{1,2}"]
    }

    /// An object, and half the time an old object to update from.
    fn with_old<T: Clone + Debug>(object: impl Strategy<Value = T> + Clone) -> impl Strategy<Value = (T, Option<T>)> {
        (object.clone(), proptest::option::of(object))
    }

    #[test]
    fn unions() {
        use output_tests::unions::{validate_exactly, validate_several, Exactly, Several};
        let exactly = (
            proptest::option::of(word()),
            proptest::collection::vec(word(), 0..2),
            proptest::collection::btree_map("[a-b]", word(), 0..2),
            0..=1i32,
        )
            .prop_map(|(a, b, c, d)| Exactly { a, b, c, d });
        agree(
            KubeVersion::NEWEST,
            "unions",
            "Exactly",
            validate_exactly,
            with_old(exactly),
        );
        let several = (
            proptest::option::of(0..=1i32),
            proptest::option::of(0..=1i32),
            proptest::option::of(word()),
            proptest::option::of(word()),
        )
            .prop_map(|(x, y, p, q)| Several { x, y, p, q });
        agree(
            KubeVersion::NEWEST,
            "unions",
            "Several",
            validate_several,
            with_old(several),
        );
    }

    #[test]
    fn map_keys() {
        use output_tests::each::{validate_struct, Struct, Tag};
        let int_keys = |keys: proptest::collection::SizeRange, pattern: &'static str| {
            proptest::collection::btree_map(pattern, Just(1), keys)
        };
        // `Tag` keys also have the type's own limit (3).
        let object = (
            int_keys((0..3).into(), "[a-c]{4,6}"),
            proptest::collection::btree_map("[a-c]{1,5}".prop_map(Tag), Just(1), 0..3),
            // Host names that are DNS labels, checked by the label format
            // on every key.
            int_keys((0..4).into(), "web|localhost|db-1|[a-c]{1,2}"),
        )
            .prop_map(|(limits, by_tag, hosts)| Struct {
                limits: limits.into_iter().collect(),
                by_tag,
                hosts,
                ..Struct::default()
            });
        // One rule error where the Rust check reports each failing key,
        // and a length limit is Invalid from a rule.
        let normalize = |rejections: Rejections| {
            let mut seen: Rejections = rejections
                .into_iter()
                .map(|(path, kind)| match kind.as_str() {
                    "maxLength" | "minLength" => (path, "invalid".to_owned()),
                    _ => (path, kind),
                })
                .collect();
            seen.sort();
            seen.dedup();
            seen
        };
        agree_as(
            KubeVersion::NEWEST,
            "each",
            "Struct",
            validate_struct,
            with_old(object),
            normalize,
        );
    }

    #[test]
    fn unions_of_items_and_through_subfields() {
        use output_tests::item_unions::{validate_struct, Condition, Struct};
        use output_tests::subfield_unions::{validate_undiscriminated, Pair, Undiscriminated};
        let items = |kinds: &'static [&'static str]| {
            proptest::sample::subsequence(kinds, 0..=kinds.len()).prop_map(|kinds| {
                kinds
                    .into_iter()
                    .map(|k| Condition {
                        kind: k.to_owned(),
                        status: String::new(),
                    })
                    .collect::<Vec<_>>()
            })
        };
        let lists = (
            items(&["Succeeded", "Failed", "Other"]),
            items(&["Primary", "Fallback", "x"]),
        )
            .prop_map(|(conditions, routes)| Struct { conditions, routes });
        agree(
            KubeVersion::NEWEST,
            "item_unions",
            "Struct",
            validate_struct,
            with_old(lists),
        );
        let pair = || (proptest::option::of(word()), proptest::option::of(word())).prop_map(|(a, b)| Pair { a, b });
        // The unions behind a level are left out of the schema: kept valid.
        let subfields = (pair(), proptest::option::of(pair())).prop_map(|(exactly_one, at_most_one)| Undiscriminated {
            type_meta: 0,
            exactly_one,
            at_most_one,
            alpha: Pair {
                a: Some("a".to_owned()),
                b: None,
            },
            beta: Pair::default(),
        });
        agree(
            KubeVersion::NEWEST,
            "subfield_unions",
            "Undiscriminated",
            validate_undiscriminated,
            with_old(subfields),
        );
    }

    #[test]
    fn a_tag_on_one_item() {
        use output_tests::item::{validate_struct, Port, Struct};
        // Items unique by their key (port, tls).
        let ports =
            proptest::collection::btree_map((prop_oneof![Just(80), Just(443)], any::<bool>()), "http|https", 0..4)
                .prop_map(|ports| Struct {
                    conditions: Vec::new(),
                    ports: ports
                        .into_iter()
                        .map(|((port, tls), name)| Port { name, port, tls })
                        .collect(),
                });
        agree(KubeVersion::NEWEST, "item", "Struct", validate_struct, with_old(ports));
    }

    #[test]
    fn modes() {
        use output_tests::modes::{validate_scaling, validate_toggles, Scaling, Toggles};
        let scaling = (
            prop_oneof![Just("Manual"), Just("Auto"), Just("Other"), Just("")],
            proptest::option::of(0..=2i32),
            prop_oneof![Just(0), Just(5), Just(101)],
        )
            .prop_map(|(mode, replicas, max_replicas)| Scaling {
                mode: mode.to_owned(),
                replicas,
                max_replicas,
            });
        // Limits under a mode are rules: Invalid rather than the keyword.
        let as_rules = |rejections: Rejections| {
            let mut seen: Rejections = rejections
                .into_iter()
                .map(|(path, kind)| match kind.as_str() {
                    "minimum" | "maximum" => (path, "invalid".to_owned()),
                    _ => (path, kind),
                })
                .collect();
            seen.sort();
            seen
        };
        agree_as(
            KubeVersion::NEWEST,
            "modes",
            "Scaling",
            validate_scaling,
            with_old(scaling),
            as_rules,
        );
        let toggles = (any::<bool>(), proptest::option::of(word())).prop_map(|(tls, cert)| Toggles {
            tls,
            cert,
            sni: String::new(),
        });
        agree(
            KubeVersion::NEWEST,
            "modes",
            "Toggles",
            validate_toggles,
            with_old(toggles),
        );
    }

    #[test]
    fn monotonic() {
        use output_tests::monotonic::{validate_struct, Generation, Struct};
        let object =
            (0..=2u32, proptest::option::of(-1..=1i32), -1..=1i64).prop_map(|(counter, optional, generation)| Struct {
                counter,
                optional,
                generation: Generation(generation),
            });
        agree(
            KubeVersion::NEWEST,
            "monotonic",
            "Struct",
            validate_struct,
            with_old(object),
        );
    }

    #[test]
    fn discriminated_unions() {
        use output_tests::unions::{validate_discriminated, Discriminated};
        let discriminated = (
            prop_oneof![Just("FieldA"), Just("B"), Just(""), Just("Other")],
            proptest::option::of(word()),
            proptest::option::of(0..=1i32),
        )
            .prop_map(|(kind, field_a, field_b)| Discriminated {
                kind: kind.to_owned(),
                field_a,
                field_b,
            });
        agree(
            KubeVersion::NEWEST,
            "unions",
            "Discriminated",
            validate_discriminated,
            with_old(discriminated),
        );
    }

    #[test]
    fn dependent_fields() {
        use output_tests::dependent::{validate_struct, Struct};
        let object = (
            proptest::option::of(word()),
            proptest::option::of(0..=1i32),
            word(),
            proptest::collection::btree_map("[a-b]", word(), 0..2),
            proptest::collection::vec(word(), 0..2),
        )
            .prop_map(|(host, port, socket_path, labels, selector)| Struct {
                host,
                port,
                socket_path,
                labels,
                selector,
            });
        agree(
            KubeVersion::NEWEST,
            "dependent",
            "Struct",
            validate_struct,
            with_old(object),
        );
    }

    /// Item rules (`NoAddItem`, `NoRemoveItem`) report once at the
    /// collection where the Rust check reports each item, at `[key]` or
    /// `[i]` for additions: seen at the collection, once.
    fn items_at_their_collection(rejections: Rejections) -> Rejections {
        let mut seen: Rejections = rejections
            .into_iter()
            .map(|(path, kind)| match (path.find('['), kind.as_str()) {
                (Some(bracket), "forbidden") => (path[..bracket].to_owned(), kind),
                _ => (path, kind),
            })
            .collect();
        seen.sort();
        seen.dedup();
        seen
    }

    #[test]
    fn update_rules() {
        use output_tests::update::{validate_struct, Inner, Struct};
        let keys = || proptest::collection::btree_map("[a-c]", word(), 0..3);
        let object = (
            (
                proptest::option::of(word()),
                word(),
                0..=2i32,
                proptest::option::of(0..=2i64),
            ),
            (0..=1i32, 0..=1i32, keys(), proptest::option::of(keys())),
        )
            .prop_map(
                |((no_set, no_unset, no_modify, write_once), (count, inner, labels, annotations))| Struct {
                    no_set,
                    no_unset,
                    no_modify,
                    write_once,
                    count,
                    inner: Inner { value: inner },
                    labels,
                    annotations,
                },
            );
        agree_as(
            KubeVersion::NEWEST,
            "update",
            "Struct",
            validate_struct,
            with_old(object),
            items_at_their_collection,
        );
    }

    #[test]
    fn list_item_rules() {
        use output_tests::update_items::{validate_struct, Struct, Volume};
        let volumes = proptest::collection::btree_map("[a-c]", 0..=1i32, 0..3)
            .prop_map(|v| v.into_iter().map(|(name, size)| Volume { name, size }).collect());
        let object =
            (proptest::collection::btree_set("[a-c]", 0..3), volumes).prop_map(|(finalizers, volumes)| Struct {
                finalizers: finalizers.into_iter().collect(),
                volumes,
                ..Struct::default()
            });
        agree_as(
            KubeVersion::NEWEST,
            "update_items",
            "Struct",
            validate_struct,
            with_old(object),
            items_at_their_collection,
        );
    }

    #[test]
    fn immutable_neq_and_lengths() {
        use output_tests::immutable::{validate_struct as validate_immutable, Frozen, Struct as Immutable};
        use output_tests::lengths::{validate_struct as validate_lengths, Code, Struct as Lengths};
        use output_tests::neq::{validate_struct as validate_neq, Name, Struct as Neq};
        let immutable = (
            word(),
            proptest::option::of(word()),
            proptest::collection::vec(word(), 0..2),
            0..=1i32,
        )
            .prop_map(|(name, optional_name, list, value)| Immutable {
                name,
                optional_name,
                list,
                frozen: Frozen { value },
            });
        agree(
            KubeVersion::NEWEST,
            "immutable",
            "Struct",
            validate_immutable,
            with_old(immutable),
        );
        let neq = (
            prop_oneof![Just("default".to_owned()), word()],
            prop_oneof![Just("bare-identifier".to_owned()), word()],
            -1..=1i32,
            proptest::option::of(-1..=0i64),
            any::<bool>(),
            prop_oneof![Just("reserved".to_owned()), word()],
        )
            .prop_map(|(string_field, bare, int_field, optional_int, bool_field, name)| Neq {
                string_field,
                bare,
                int_field,
                optional_int,
                bool_field,
                name: Name(name),
            });
        agree(
            KubeVersion::NEWEST,
            "neq",
            "Struct",
            validate_neq,
            neq.prop_map(|n| (n, None)),
        );
        let text = || "[a\u{e9}]{0,6}";
        let lengths = (
            text(),
            text(),
            text(),
            text(),
            text(),
            proptest::option::of(text()),
            text(),
        )
            .prop_map(
                |(min_two, max_three, max_one, max_four_bytes, min_zero, optional, code)| Lengths {
                    min_two,
                    max_three,
                    max_one,
                    max_four_bytes,
                    min_zero,
                    optional,
                    code: Code(code),
                },
            );
        agree(
            KubeVersion::NEWEST,
            "lengths",
            "Struct",
            validate_lengths,
            lengths.prop_map(|l| (l, None)),
        );
    }

    #[test]
    fn forbidden_fields() {
        use output_tests::forbidden::{validate_struct, Inner, Struct};
        // A set struct's contents are valid: the schema still checks them
        // where the Rust code does not (see `forbidden` above).
        let object = (
            proptest::option::of(0..=1i32),
            word(),
            proptest::collection::vec(word(), 0..2),
            proptest::collection::btree_map("[a-b]", word(), 0..2),
            proptest::option::of(0..=1i32),
        )
            .prop_map(|(forbidden_int, string_field, list_field, map_field, count)| Struct {
                forbidden_int,
                string_field,
                list_field,
                map_field,
                struct_field: count.map(|count| Inner { count }),
            });
        agree(
            KubeVersion::NEWEST,
            "forbidden",
            "Struct",
            validate_struct,
            with_old(object),
        );
    }

    #[test]
    fn name_formats_before_1_34() {
        use output_tests::format::{validate_struct, ShortName, Struct};
        let name = || prop_oneof!["[a-cA.-]{0,5}", "[a-c]{62,65}", "[a.]{250,256}"];
        let object = (name(), name(), proptest::option::of(name()), name()).prop_map(
            |(short_name, long_name, optional, named)| Struct {
                short_name,
                long_name,
                long_name_caseless: "Web.example.com".to_owned(),
                label_key: "app".to_owned(),
                prefixed_label_key: "example.com/app".to_owned(),
                label_value: "v1".to_owned(),
                path_segment_name: "seg".to_owned(),
                uuid: "123e4567-e89b-12d3-a456-426614174000".to_owned(),
                resource_pool_name: "pool".to_owned(),
                extended_resource_name: "example.com/gpu".to_owned(),
                resource_fully_qualified_name: "example.com/gpu".to_owned(),
                optional,
                named: ShortName(named),
            },
        );
        agree(
            KubeVersion::new(33),
            "format",
            "Struct",
            validate_struct,
            object.prop_map(|o| (o, None)),
        );
    }
}

/// Limits outside their field's format, and string formats: the Rust
/// checks report what the API server's schema validation reports.
#[test]
fn openapi_markers_out_of_range_and_formats() {
    use output_tests::openapi_markers::{validate_formats, validate_out_of_range, Address, Formats, OutOfRange};
    let range_errors = [
        "FieldValueInvalid : Maximum boundary value must be of type integer with format int32 in count",
        "FieldValueInvalid : Minimum boundary value must be of type integer with format int32 in small",
        "FieldValueInvalid : MultipleOf value must be of type integer with format int64 in step",
    ];
    let within = OutOfRange {
        count: 5,
        small: 0,
        step: 3,
    };
    let beyond = OutOfRange {
        count: 6,
        step: 2,
        ..within.clone()
    };
    let mut beyond_errors = range_errors.to_vec();
    beyond_errors.extend([
        "FieldValueInvalid count: count in body should be less than or equal to 5.9",
        "FieldValueInvalid step: step in body should be a multiple of 1.5",
    ]);
    agree(
        "openapi_markers",
        "OutOfRange",
        validate_out_of_range,
        vec![
            case("within the limits", within, None, &range_errors),
            case("beyond the limits", beyond, None, &beyond_errors),
        ],
    );
    let valid = Formats {
        since: s("2024-01-02T03:04:05Z"),
        id: Some(s("123e4567-e89b-12d3-a456-426614174000")),
        address: Address(s("10.0.0.1")),
        other: s("anything"),
    };
    let invalid = Formats {
        since: s("yesterday"),
        id: Some(s("123")),
        address: Address(s("10.0.0")),
        other: s("!"),
    };
    agree(
        "openapi_markers",
        "Formats",
        validate_formats,
        vec![
            case("valid", valid, None, &[]),
            case(
                "invalid",
                invalid,
                None,
                &[
                    "FieldValueTypeInvalid since: since in body must be of type date-time: \"yesterday\"",
                    "FieldValueTypeInvalid id: id in body must be of type uuid: \"123\"",
                    "FieldValueTypeInvalid address: address in body must be of type ipv4: \"10.0.0\"",
                ],
            ),
        ],
    );
}

/// kube-openapi's value markers: the Rust checks report what the API
/// server's schema validation of the same keywords reports, word for word.
/// `minProperties` / `maxProperties` on a struct count the properties of
/// its JSON form as the API server does: the fields written (an absent
/// `Option` written as `null` too: its schema is `nullable`), a flattened
/// struct's one by one. Also on a field of a struct type and under a
/// list's items.
#[test]
fn openapi_markers_struct_properties() {
    use output_tests::openapi_markers::{validate_sparse, validate_sparsely, Extra, Extra2, Sparse, Sparsely};
    let sparse = |first: Option<&str>, second: Option<i32>, third: &[&str], fourth: Option<bool>| Sparse {
        first: first.map(s),
        second,
        third: third.iter().copied().map(s).collect(),
        extra: Extra { fourth },
    };
    let one = "FieldValueInvalid :  in body should have at least 2 properties";
    let many = "FieldValueTooMany : must have at most 3 items";
    agree(
        "openapi_markers",
        "Sparse",
        validate_sparse,
        vec![
            case("two written", sparse(Some("a"), Some(1), &[], None), None, &[]),
            case(
                "three: a null, one flattened",
                sparse(None, None, &["x"], Some(true)),
                None,
                &[],
            ),
            case("one: a null", sparse(None, None, &[], None), None, &[one]),
            case("four", sparse(Some("a"), Some(1), &["x"], Some(false)), None, &[many]),
        ],
    );
    let extra2 = |p: Option<i32>, q: Option<i32>| Extra2 { p, q };
    agree(
        "openapi_markers",
        "Sparsely",
        validate_sparsely,
        vec![
            case(
                "within",
                Sparsely {
                    one: extra2(Some(1), None),
                    list: vec![extra2(None, Some(1))],
                },
                None,
                &[],
            ),
            case(
                "over and under",
                Sparsely {
                    one: extra2(Some(1), Some(2)),
                    list: vec![extra2(Some(1), None), extra2(None, None)],
                },
                None,
                &[
                    "FieldValueTooMany one: must have at most 1 item",
                    "FieldValueInvalid list[1]: list[1] in body should have at least 1 properties",
                    "FieldValueInvalid : \"list\" must validate all the schemas (allOf). None validated",
                ],
            ),
            // Unchanged: the field's limit ratchets, the items' `allOf`
            // entry never does.
            case(
                "over and under, unchanged",
                Sparsely {
                    one: extra2(Some(1), Some(2)),
                    list: vec![extra2(Some(1), None), extra2(None, None)],
                },
                Some(Sparsely {
                    one: extra2(Some(1), Some(2)),
                    list: vec![extra2(Some(1), None), extra2(None, None)],
                }),
                &[
                    "FieldValueInvalid list[1]: list[1] in body should have at least 1 properties",
                    "FieldValueInvalid : \"list\" must validate all the schemas (allOf). None validated",
                ],
            ),
        ],
    );
}

#[test]
fn openapi_markers() {
    use output_tests::openapi_markers::{validate_markers, Markers};
    let fine = Markers {
        name: s("aa"),
        code: s("12a"),
        ratio: 1.5,
        count: 2,
        step: 1.5,
        triple: 6,
        short: s("ab"),
        policy: s("Always"),
        level: 2,
        hosts: vec![s("h")],
        labels: BTreeMap::from([(s("a"), s("b"))]),
        since: None,
        maybe: None,
    };
    agree(
        "openapi_markers",
        "Markers",
        validate_markers,
        vec![
            case("within every limit", fine.clone(), None, &[]),
            case(
                "below every limit",
                Markers {
                    name: s("ab"),
                    // (Go's ASCII `\d` is in openapi_markers.rs: the schema
                    // validator here compiles patterns with Rust's syntax.)
                    code: s("1a"),
                    ratio: 1.0,
                    count: 1,
                    step: 0.75,
                    triple: 7,
                    short: s("a"),
                    policy: s("Sometimes"),
                    level: 0,
                    hosts: Vec::new(),
                    labels: BTreeMap::new(),
                    since: None,
                    maybe: Some(s("y")),
                },
                None,
                &[
                    "FieldValueInvalid name: name in body should match '^a+$'",
                    r"FieldValueInvalid code: code in body should match '^\d{2}[a-z]$'",
                    "FieldValueInvalid ratio: ratio in body should be greater than or equal to 1.5",
                    "FieldValueInvalid count: count in body should be greater than 1",
                    "FieldValueInvalid step: step in body should be a multiple of 0.5",
                    "FieldValueInvalid triple: triple in body should be a multiple of 3",
                    "FieldValueInvalid short: short in body should be at least 2 chars long",
                    "FieldValueNotSupported policy: supported values: \"Always\", \"Never\"",
                    "FieldValueNotSupported level: supported values: \"1\", \"2\", \"3\"",
                    "FieldValueInvalid hosts: hosts in body should have at least 1 items",
                    "FieldValueInvalid labels: labels in body should have at least 1 properties",
                    "FieldValueInvalid maybe: maybe in body should match '^x'",
                ],
            ),
            case(
                "above every limit",
                Markers {
                    ratio: 10.5,
                    count: 6,
                    short: s("abcde"),
                    hosts: vec![s("a"), s("b"), s("c")],
                    labels: BTreeMap::from([(s("a"), s("b")), (s("c"), s("d")), (s("e"), s("f"))]),
                    ..fine.clone()
                },
                None,
                &[
                    "FieldValueInvalid ratio: ratio in body should be less than or equal to 10",
                    "FieldValueInvalid count: count in body should be less than or equal to 5",
                    "FieldValueTooLong short: may not be more than 4 bytes",
                    "FieldValueTooMany hosts: must have at most 2 items",
                    "FieldValueTooMany labels: must have at most 2 items",
                ],
            ),
        ],
    );
}

/// kube-openapi's nested value markers (`items:`, `additionalProperties:`,
/// `properties:<name>:`): the Rust checks report what the API server's
/// schema validation of the nested keywords reports, at the same paths (a
/// map value at `map.key`, as that validation names it). Where the schema
/// holds a keyword in an `allOf` entry, as kube-openapi writes it, both
/// also report that the value `must validate all the schemas (allOf)`, and
/// neither ratchets the entry's errors on update (see the README,
/// "kube-openapi's markers").
#[test]
fn nested_markers() {
    use output_tests::nested_markers::{validate_nested, Endpoint, Nested, Pair};
    let fine = Nested {
        names: vec![s("ab")],
        weights: vec![1, 10],
        labels: BTreeMap::from([(s("x"), s("bb"))]),
        endpoint: Endpoint {
            host: s("example.com"),
            port: 443,
        },
        groups: BTreeMap::from([(s("g"), vec![2, 4])]),
        endpoints: vec![Endpoint { host: s("a"), port: 80 }],
        matrix: vec![vec![s("ab")]],
        tags: BTreeMap::from([(s("t"), s("abc"))]),
        pair: Pair { a: 0, b: 9 },
        pairs: BTreeMap::from([(s("p"), Pair { a: 1, b: 100 })]),
    };
    let bad = Nested {
        names: vec![s("abcd"), s("A")],
        weights: vec![0, 11],
        labels: BTreeMap::from([(s("x"), s("")), (s("y"), s("c"))]),
        endpoint: Endpoint {
            host: s("-bad-"),
            port: 0,
        },
        groups: BTreeMap::from([(s("g"), vec![1, 2, 3])]),
        endpoints: vec![Endpoint {
            host: s("b"),
            port: 8080,
        }],
        matrix: vec![vec![s("ab"), s("abc")], vec![s("xyz")]],
        tags: BTreeMap::from([(s("t"), s("ABC"))]),
        pair: Pair { a: -1, b: 10 },
        pairs: BTreeMap::from([(s("p"), Pair { a: -2, b: 0 })]),
    };
    let entries = [
        "FieldValueTooLong names[0]: may not be more than 3 bytes",
        "FieldValueInvalid names[1]: names[1] in body should match '^[a-z]+$'",
        "FieldValueInvalid weights[0]: weights[0] in body should be greater than 0",
        "FieldValueInvalid weights[1]: weights[1] in body should be less than or equal to 10",
        "FieldValueInvalid endpoint.port: endpoint.port in body should be greater than or equal to 1",
        "FieldValueTypeInvalid endpoint.host: endpoint.host in body must be of type hostname: \"-bad-\"",
        "FieldValueInvalid groups.g[0]: groups.g[0] in body should be a multiple of 2",
        "FieldValueInvalid groups.g[2]: groups.g[2] in body should be a multiple of 2",
        "FieldValueInvalid endpoints[0].port: endpoints[0].port in body should be less than or equal to 1024",
        "FieldValueTooLong matrix[0][1]: may not be more than 2 bytes",
        "FieldValueTooLong matrix[1][0]: may not be more than 2 bytes",
        "FieldValueInvalid pair.a: pair.a in body should be greater than or equal to 0",
        "FieldValueInvalid pair.b: pair.b in body should be less than or equal to 9",
        "FieldValueInvalid pairs.p.a: pairs.p.a in body should be greater than or equal to 0",
    ];
    // The nodes whose `allOf` entries failed, at no field, as the API
    // server reports them: at every level (`matrix` and `matrix[0]`), below
    // map values (`groups.g`, `pairs.p`) and for list items (`endpoints[0]`).
    let all_of =
        |name: &str| format!("FieldValueInvalid : \"{name}\" must validate all the schemas (allOf). None validated");
    let summaries: Vec<String> = [
        "names",
        "weights",
        "endpoint",
        "groups.g",
        "endpoints",
        "endpoints[0]",
        "matrix",
        "matrix[0]",
        "matrix[1]",
        "pair",
        "pairs.p",
    ]
    .into_iter()
    .map(all_of)
    .collect();
    // Outside `allOf` (a map's own value schema, `maxItems` on the node
    // itself): ratcheted on an unchanged update, on both sides.
    let outside_all_of = [
        "FieldValueInvalid labels.x: labels.x in body should be at least 1 chars long",
        "FieldValueNotSupported labels.x: supported values: \"a\", \"bb\"",
        "FieldValueNotSupported labels.y: supported values: \"a\", \"bb\"",
        "FieldValueTooMany groups.g: must have at most 2 items",
        "FieldValueInvalid tags.t: tags.t in body should match '^[a-z]+$'",
    ];
    // `allOf` never ratchets: an unchanged update gets every entry's errors.
    let unchanged: Vec<&str> = entries
        .iter()
        .copied()
        .chain(summaries.iter().map(String::as_str))
        .collect();
    let new: Vec<&str> = unchanged.iter().copied().chain(outside_all_of).collect();
    // `pair`'s node has two entries, its type's and its field's, summed
    // up once: `. None validated` only when both fail.
    let some_validated = "FieldValueInvalid : \"pair\" must validate all the schemas (allOf)";
    // An update of a valid object in which a list item, a map value and a
    // struct below a map value turn bad: what changed is checked, and the
    // entries of the nodes above them fail.
    let turned = Nested {
        names: vec![s("ab"), s("abcd")],
        labels: BTreeMap::from([(s("x"), s("bb")), (s("y"), s("c"))]),
        pairs: BTreeMap::from([(s("p"), Pair { a: 1, b: 100 }), (s("q"), Pair { a: -1, b: 0 })]),
        ..fine.clone()
    };
    agree(
        "nested_markers",
        "Nested",
        validate_nested,
        vec![
            case("within every nested limit", fine.clone(), None, &[]),
            case("outside every nested limit", bad.clone(), None, &new),
            case(
                "unchanged outside every nested limit",
                bad.clone(),
                Some(bad),
                &unchanged,
            ),
            case(
                "the type's entry of a node fails, the field's validates",
                Nested {
                    pair: Pair { a: -1, b: 0 },
                    ..fine.clone()
                },
                None,
                &[
                    "FieldValueInvalid pair.a: pair.a in body should be greater than or equal to 0",
                    some_validated,
                ],
            ),
            case(
                "the field's entry of a node fails, the type's validates",
                Nested {
                    pair: Pair { a: 0, b: 10 },
                    ..fine.clone()
                },
                None,
                &[
                    "FieldValueInvalid pair.b: pair.b in body should be less than or equal to 9",
                    some_validated,
                ],
            ),
            case(
                "a list item, a map value and a struct below a map value turn bad",
                turned,
                Some(fine.clone()),
                &[
                    "FieldValueTooLong names[1]: may not be more than 3 bytes",
                    "FieldValueInvalid : \"names\" must validate all the schemas (allOf). None validated",
                    "FieldValueNotSupported labels.y: supported values: \"a\", \"bb\"",
                    "FieldValueInvalid pairs.q.a: pairs.q.a in body should be greater than or equal to 0",
                    "FieldValueInvalid : \"pairs.q\" must validate all the schemas (allOf). None validated",
                ],
            ),
        ],
    );
    // Below a field of another type, unchanged: the entries still run,
    // the node with two entries summed up once.
    let holder = output_tests::nested_markers::Holder {
        nested: Nested {
            pair: Pair { a: -1, b: 0 },
            ..fine.clone()
        },
    };
    agree(
        "nested_markers",
        "Holder",
        output_tests::nested_markers::validate_holder,
        vec![case(
            "unchanged below a field",
            holder.clone(),
            Some(holder),
            &[
                "FieldValueInvalid nested.pair.a: nested.pair.a in body should be greater than or equal to 0",
                "FieldValueInvalid : \"nested.pair\" must validate all the schemas (allOf)",
            ],
        )],
    );
    // An alias with nested markers of a struct with its own: one summary.
    let aliased = output_tests::nested_markers::Aliased {
        pair: Pair { a: -1, b: 10 },
    };
    let aliased_errors = [
        "FieldValueInvalid pair.a: pair.a in body should be greater than or equal to 0",
        "FieldValueInvalid pair.b: pair.b in body should be less than or equal to 9",
        "FieldValueInvalid : \"pair\" must validate all the schemas (allOf). None validated",
    ];
    agree(
        "nested_markers",
        "Aliased",
        output_tests::nested_markers::validate_aliased,
        vec![
            case(
                "an alias's entry and its struct's",
                aliased.clone(),
                None,
                &aliased_errors,
            ),
            case(
                "unchanged, an alias's entry and its struct's",
                aliased.clone(),
                Some(aliased),
                &aliased_errors,
            ),
        ],
    );
    // Two-entry nodes through `Option` and `Box`: one summary each.
    let wrapped = output_tests::nested_markers::Wrapped {
        optional: Some(Pair { a: -1, b: 10 }),
        boxed: Box::new(Pair { a: 0, b: 10 }),
    };
    let wrapped_errors = [
        "FieldValueInvalid optional.a: optional.a in body should be greater than or equal to 0",
        "FieldValueInvalid optional.b: optional.b in body should be less than or equal to 9",
        "FieldValueInvalid : \"optional\" must validate all the schemas (allOf). None validated",
        "FieldValueInvalid boxed.b: boxed.b in body should be less than or equal to 9",
        "FieldValueInvalid : \"boxed\" must validate all the schemas (allOf)",
    ];
    agree(
        "nested_markers",
        "Wrapped",
        output_tests::nested_markers::validate_wrapped,
        vec![
            case("through Option and Box", wrapped.clone(), None, &wrapped_errors),
            case(
                "unchanged through Option and Box",
                wrapped.clone(),
                Some(wrapped),
                &wrapped_errors,
            ),
        ],
    );
    // The items of atomic and `set` lists pair no old item: an unchanged
    // list ratchets its own keywords, never its items' entries.
    let lists = output_tests::nested_markers::Lists {
        atomic: vec![Pair { a: -1, b: 0 }, Pair { a: 0, b: 0 }, Pair { a: 0, b: 0 }],
        set: vec![vec![s("abc")], vec![s("ab")]],
    };
    let items = [
        "FieldValueInvalid atomic[0].a: atomic[0].a in body should be greater than or equal to 0",
        "FieldValueInvalid : \"atomic[0]\" must validate all the schemas (allOf). None validated",
        "FieldValueTooLong set[0][0]: may not be more than 2 bytes",
        "FieldValueInvalid : \"set[0]\" must validate all the schemas (allOf). None validated",
    ];
    let mut created = vec!["FieldValueTooMany atomic: must have at most 2 items"];
    created.extend(items);
    let mut with_new = items.to_vec();
    with_new.extend([
        "FieldValueTooLong set[2][0]: may not be more than 2 bytes",
        "FieldValueInvalid : \"set[2]\" must validate all the schemas (allOf). None validated",
    ]);
    agree(
        "nested_markers",
        "Lists",
        output_tests::nested_markers::validate_lists,
        vec![
            case("new lists", lists.clone(), None, &created),
            case("unchanged lists", lists.clone(), Some(lists.clone()), &items),
            case(
                "a changed set with an unchanged invalid item",
                output_tests::nested_markers::Lists {
                    set: vec![vec![s("abc")], vec![s("ab")], vec![s("xyz")]],
                    ..lists.clone()
                },
                Some(lists),
                &with_new,
            ),
        ],
    );
    // Two-entry nodes beside the field's other checks (`k8s:immutable`,
    // `k8s:required`) and around the type's (a check after its entry, a
    // short-circuit before it): one summary each, `. None validated` only
    // when both entries fail.
    two_entry_nodes_beside_other_checks();
}

fn two_entry_nodes_beside_other_checks() {
    use output_tests::nested_markers::{validate_checked, validate_late, Checked, Late, LatePair, Pair, StoppedPair};
    let all_of = |node: &str, none: bool| {
        let none = if none { ". None validated" } else { "" };
        format!("FieldValueInvalid : \"{node}\" must validate all the schemas (allOf){none}")
    };
    let a_low =
        |node: &str| format!("FieldValueInvalid {node}.a: {node}.a in body should be greater than or equal to 0");
    let b_high = |node: &str| format!("FieldValueInvalid {node}.b: {node}.b in body should be less than or equal to 9");
    let both = |node: &str| vec![a_low(node), b_high(node), all_of(node, true)];
    let fine = Pair { a: 0, b: 9 };
    let bad = Pair { a: -1, b: 10 };
    let checked = Checked {
        frozen: bad.clone(),
        required: Some(bad.clone()),
    };
    let checked_both: Vec<String> = both("frozen").into_iter().chain(both("required")).collect();
    let mut changed = checked_both.clone();
    changed.push(s("FieldValueInvalid frozen: field is immutable"));
    agree(
        "nested_markers",
        "Checked",
        validate_checked,
        vec![
            case(
                "valid",
                Checked {
                    frozen: fine.clone(),
                    required: Some(fine.clone()),
                },
                None,
                &[],
            ),
            case_owned("both entries fail", checked.clone(), None, checked_both.clone()),
            case_owned(
                "unchanged, both entries fail",
                checked.clone(),
                Some(checked.clone()),
                checked_both,
            ),
            case_owned(
                "changed past an immutable field, both entries fail",
                checked.clone(),
                Some(Checked {
                    frozen: Pair { a: -1, b: 11 },
                    ..checked.clone()
                }),
                changed,
            ),
            case_owned(
                "one entry of two fails, either one",
                Checked {
                    frozen: Pair { a: -1, b: 0 },
                    required: Some(Pair { a: 0, b: 10 }),
                },
                None,
                vec![
                    a_low("frozen"),
                    all_of("frozen", false),
                    b_high("required"),
                    all_of("required", false),
                ],
            ),
        ],
    );
    // `k8s:validateFalse` has no schema counterpart: the Rust checks
    // alone report it.
    let forced = [
        s("FieldValueInvalid late: forced failure: first"),
        s("FieldValueInvalid stopped: forced failure: stop"),
    ];
    let late = Late {
        late: LatePair { a: -1, b: 10 },
        stopped: StoppedPair { a: -1, b: 10 },
    };
    let late_both: Vec<String> = both("late").into_iter().chain(both("stopped")).collect();
    let with_forced = |mut errors: Vec<String>| {
        errors.extend(forced.clone());
        errors
    };
    fn strs(v: &[String]) -> Vec<&str> {
        v.iter().map(String::as_str).collect()
    }
    let one_each = vec![
        b_high("late"),
        all_of("late", false),
        a_low("stopped"),
        all_of("stopped", false),
    ];
    agree(
        "nested_markers",
        "Late",
        validate_late,
        vec![
            case_apart(
                "both entries fail",
                late.clone(),
                None,
                &strs(&with_forced(late_both.clone())),
                &strs(&late_both),
            ),
            case_owned(
                "unchanged, both entries fail",
                late.clone(),
                Some(late.clone()),
                late_both.clone(),
            ),
            case_apart(
                "changed, both entries fail",
                late.clone(),
                Some(Late {
                    late: LatePair { a: -1, b: 11 },
                    stopped: StoppedPair { a: -1, b: 11 },
                }),
                &strs(&with_forced(late_both.clone())),
                &strs(&late_both),
            ),
            case_apart(
                "one entry of two fails, either one",
                Late {
                    late: LatePair { a: 0, b: 10 },
                    stopped: StoppedPair { a: -1, b: 0 },
                },
                None,
                &strs(&with_forced(one_each.clone())),
                &strs(&one_each),
            ),
        ],
    );
    two_entry_nodes_of_embedded_structs();
    entry_nodes_of_two_embedded_structs();
    markers_on_promoted_fields();
    two_entry_nodes_of_newtypes();
}

/// A newtype's entry beside its value's (a struct with its own): one node,
/// one summary; below a field with an entry of its own, three entries.
fn two_entry_nodes_of_newtypes() {
    use output_tests::nested_markers::{validate_newtypes, Newtypes, Pair, WrapPair};
    let all_of = |node: &str, none: bool| {
        let none = if none { ". None validated" } else { "" };
        format!("FieldValueInvalid : \"{node}\" must validate all the schemas (allOf){none}")
    };
    let a_low =
        |node: &str| format!("FieldValueInvalid {node}.a: {node}.a in body should be greater than or equal to 0");
    let b_high = |node: &str| format!("FieldValueInvalid {node}.b: {node}.b in body should be less than or equal to 9");
    let b_odd = |node: &str| format!("FieldValueInvalid {node}.b: {node}.b in body should be a multiple of 2");
    let both = |a, b| Newtypes {
        wrapped: WrapPair(Pair { a, b }),
        marked: WrapPair(Pair { a, b }),
        list: vec![],
    };
    let listed = Newtypes {
        list: vec![WrapPair(Pair { a: -1, b: 10 }), WrapPair(Pair { a: 0, b: 10 })],
        ..both(0, 0)
    };
    let items = vec![
        b_high("list[0]"),
        a_low("list[0]"),
        all_of("list[0]", true),
        b_high("list[1]"),
        all_of("list[1]", false),
    ];
    let every = vec![
        a_low("wrapped"),
        b_high("wrapped"),
        all_of("wrapped", true),
        a_low("marked"),
        b_high("marked"),
        b_odd("marked"),
        all_of("marked", true),
    ];
    agree(
        "nested_markers",
        "Newtypes",
        validate_newtypes,
        vec![
            case("valid", both(0, 0), None, &[]),
            case_owned("every entry fails", both(-1, 11), None, every.clone()),
            case_owned(
                "unchanged, every entry fails",
                both(-1, 11),
                Some(both(-1, 11)),
                every.clone(),
            ),
            case_owned("changed, every entry fails", both(-1, 11), Some(both(-2, 13)), every),
            case_owned(
                "the value's entry fails alone",
                both(-1, 0),
                None,
                vec![
                    a_low("wrapped"),
                    all_of("wrapped", false),
                    a_low("marked"),
                    all_of("marked", false),
                ],
            ),
            case_owned(
                "the newtype's entry fails alone (and the field's)",
                both(0, 10),
                None,
                vec![
                    b_high("wrapped"),
                    all_of("wrapped", false),
                    b_high("marked"),
                    all_of("marked", false),
                ],
            ),
            case_owned(
                "the field's entry fails alone",
                both(0, 1),
                None,
                vec![b_odd("marked"), all_of("marked", false)],
            ),
            case_owned(
                "unchanged list items",
                listed.clone(),
                Some(listed.clone()),
                items.clone(),
            ),
            case_owned("new list items", listed.clone(), None, items),
        ],
    );
}

/// A struct's entry beside the entry of the struct it embeds
/// (`#[serde(flatten)]`): one node, one summary.
fn two_entry_nodes_of_embedded_structs() {
    use output_tests::nested_markers::{validate_embedded, validate_embedding, Embedded, Embedding, Pair};
    let all_of = |node: &str, none: bool| {
        let none = if none { ". None validated" } else { "" };
        format!("FieldValueInvalid : \"{node}\" must validate all the schemas (allOf){none}")
    };
    let at = |node: &str, field: &str| {
        if node.is_empty() {
            s(field)
        } else {
            format!("{node}.{field}")
        }
    };
    let a_low = |node: &str| {
        let a = at(node, "a");
        format!("FieldValueInvalid {a}: {a} in body should be greater than or equal to 0")
    };
    let c_low = |node: &str| {
        let c = at(node, "c");
        format!("FieldValueInvalid {c}: {c} in body should be greater than or equal to 0")
    };
    let c_odd = |node: &str| format!("FieldValueInvalid {node}.c: {node}.c in body should be a multiple of 2");
    let embedding = |a, c| Embedding {
        pair: Pair { a, b: 0 },
        c,
    };
    // At the root the embedded struct's fields are the root's (`a`), and
    // the summary is the root's, `""`.
    let both = [a_low(""), c_low(""), all_of("", true)];
    let only_embedded = [a_low(""), all_of("", false)];
    let only_own = [c_low(""), all_of("", false)];
    agree(
        "nested_markers",
        "Embedding",
        validate_embedding,
        vec![
            case("valid", embedding(0, 0), None, &[]),
            case_owned("both entries fail", embedding(-1, -1), None, both.to_vec()),
            case_owned(
                "unchanged, both entries fail",
                embedding(-1, -1),
                Some(embedding(-1, -1)),
                both.to_vec(),
            ),
            case_owned(
                "changed, both entries fail",
                embedding(-1, -1),
                Some(embedding(-2, -2)),
                both.to_vec(),
            ),
            case_owned(
                "the embedded struct's entry fails alone",
                embedding(-1, 0),
                None,
                only_embedded.to_vec(),
            ),
            case_owned(
                "the struct's own entry fails alone",
                embedding(0, -1),
                None,
                only_own.to_vec(),
            ),
        ],
    );
    // Below a field with an entry of its own (three entries) and as the
    // items of an atomic list (walked for their entries when unchanged).
    let three = |a, c, list: Vec<Embedding>| Embedded {
        embedding: embedding(a, c),
        list,
    };
    let all_three = vec![
        c_odd("embedding"),
        c_low("embedding"),
        a_low("embedding"),
        all_of("embedding", true),
        c_low("list[0]"),
        a_low("list[0]"),
        all_of("list[0]", true),
        a_low("list[1]"),
        all_of("list[1]", false),
    ];
    let bad = three(-1, -1, vec![embedding(-1, -1), embedding(-1, 0)]);
    agree(
        "nested_markers",
        "Embedded",
        validate_embedded,
        vec![
            case("valid", three(0, 0, vec![embedding(0, 0)]), None, &[]),
            case_owned("every entry fails", bad.clone(), None, all_three.clone()),
            case_owned(
                "unchanged, every entry fails",
                bad.clone(),
                Some(bad.clone()),
                all_three.clone(),
            ),
            case_owned(
                "changed, every entry fails",
                bad.clone(),
                Some(three(-2, -3, vec![embedding(-1, -1)])),
                all_three,
            ),
            case_owned(
                "the field's entry fails alone",
                three(0, 1, vec![]),
                None,
                vec![c_odd("embedding"), all_of("embedding", false)],
            ),
            case_owned(
                "the embedded struct's entry fails alone",
                three(-1, 2, vec![]),
                None,
                vec![a_low("embedding"), all_of("embedding", false)],
            ),
        ],
    );
}

/// A struct's entry beside the entries of two structs it embeds: one
/// node, one summary, at the root, below a field (with an entry of its
/// own: four entries) and as the items of an atomic list.
fn entry_nodes_of_two_embedded_structs() {
    use output_tests::nested_markers::{
        validate_holds_two_embedded, validate_two_embedded, HoldsTwoEmbedded, OnlyEmbedded, Pair, Target, TwoEmbedded,
    };
    let all_of = |node: &str, none: bool| {
        let none = if none { ". None validated" } else { "" };
        format!("FieldValueInvalid : \"{node}\" must validate all the schemas (allOf){none}")
    };
    let at = |node: &str, field: &str| match node {
        "" => s(field),
        node => format!("{node}.{field}"),
    };
    let low = |node: &str, field: &str, min: i32| {
        let name = at(node, field);
        format!("FieldValueInvalid {name}: {name} in body should be greater than or equal to {min}")
    };
    let (a_low, port_low, c_low) = (
        |n: &str| low(n, "a", 0),
        |n: &str| low(n, "port", 1),
        |n: &str| low(n, "c", 0),
    );
    let c_high = |node: &str| {
        let c = at(node, "c");
        format!("FieldValueInvalid {c}: {c} in body should be less than or equal to 9")
    };
    let two = |a, c, port| TwoEmbedded {
        pair: Pair { a, b: 0 },
        c,
        target: Target { port },
    };
    let every = vec![a_low(""), port_low(""), c_low(""), all_of("", true)];
    agree(
        "nested_markers",
        "TwoEmbedded",
        validate_two_embedded,
        vec![
            case("valid", two(0, 0, 1), None, &[]),
            case_owned("every entry fails", two(-1, -1, 0), None, every.clone()),
            case_owned(
                "unchanged, every entry fails",
                two(-1, -1, 0),
                Some(two(-1, -1, 0)),
                every.clone(),
            ),
            case_owned(
                "one embedded struct changed, every entry fails",
                two(-1, -1, 0),
                Some(two(-1, -1, -5)),
                every,
            ),
            case_owned(
                "the second embedded struct's entry fails alone",
                two(0, 0, 0),
                None,
                vec![port_low(""), all_of("", false)],
            ),
            case_owned(
                "the embedded structs' entries fail",
                two(-1, 0, 0),
                None,
                vec![a_low(""), port_low(""), all_of("", false)],
            ),
            case_owned(
                "the struct's own entry fails alone",
                two(0, -1, 1),
                None,
                vec![c_low(""), all_of("", false)],
            ),
        ],
    );
    let only = |a, port| OnlyEmbedded {
        pair: Pair { a, b: 0 },
        target: Target { port },
    };
    let holds = |only_value, marked, list| HoldsTwoEmbedded {
        only: only_value,
        marked,
        list,
    };
    let bad = holds(only(-1, 0), two(-1, 10, 0), vec![only(-1, 0), only(0, 0), only(0, 1)]);
    let every = vec![
        a_low("only"),
        port_low("only"),
        all_of("only", true),
        c_high("marked"),
        a_low("marked"),
        port_low("marked"),
        all_of("marked", false),
        a_low("list[0]"),
        port_low("list[0]"),
        all_of("list[0]", true),
        port_low("list[1]"),
        all_of("list[1]", false),
    ];
    agree(
        "nested_markers",
        "HoldsTwoEmbedded",
        validate_holds_two_embedded,
        vec![
            case("valid", holds(only(0, 1), two(0, 0, 1), vec![only(0, 1)]), None, &[]),
            case_owned("entries fail", bad.clone(), None, every.clone()),
            case_owned("unchanged, entries fail", bad.clone(), Some(bad.clone()), every),
            case_owned(
                "the field's entry fails alone",
                holds(only(0, 1), two(0, 10, 1), vec![]),
                None,
                vec![c_high("marked"), all_of("marked", false)],
            ),
        ],
    );
}

/// A field's nested marker naming a field its type's embedded struct
/// promotes (`properties:port`, `port` of a flattened `Target`), as
/// kube-openapi finds it: in the schema and in Rust alike.
fn markers_on_promoted_fields() {
    use output_tests::nested_markers::{validate_promoting, OnlyEmbedded, Pair, Promoting, Target};
    let only = |a, port| OnlyEmbedded {
        pair: Pair { a, b: 0 },
        target: Target { port },
    };
    let promoting = |a, port| Promoting {
        marked: only(a, port),
        declared: only(0, 1),
    };
    let high = s("FieldValueInvalid marked.port: marked.port in body should be less than or equal to 9");
    let low = s("FieldValueInvalid marked.a: marked.a in body should be greater than or equal to 0");
    let all_of = |none: &str| format!("FieldValueInvalid : \"marked\" must validate all the schemas (allOf){none}");
    agree(
        "nested_markers",
        "Promoting",
        validate_promoting,
        vec![
            case("valid", promoting(0, 9), None, &[]),
            case_owned(
                "the field's entry fails",
                promoting(0, 10),
                None,
                vec![high.clone(), all_of("")],
            ),
            case_owned(
                "every entry but one fails",
                promoting(-1, 10),
                Some(promoting(-1, 10)),
                vec![low, high, all_of("")],
            ),
        ],
    );
}
