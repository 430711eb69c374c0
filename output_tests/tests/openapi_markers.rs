//! kube-openapi's value markers (`+k8s:validation:<key>`): the keywords in
//! the CRD schema as kube-openapi writes them (snapshot), and the Rust
//! checks, which report what the API server's schema validation reports:
//! `Invalid value: "ab": name in body should match '^a+$'` (no origin),
//! `Too long` / `Too many` for `maxLength` / `maxItems` / `maxProperties`,
//! `Unsupported value` for `enum`. The agreement with the schema is in
//! `agreement.rs`.

mod common;
mod lowered;

use std::collections::BTreeMap;

use output_tests::openapi_markers::{
    validate_formats, validate_markers, validate_out_of_range, validate_words, Address, Formats, Markers, OutOfRange,
    Word, Words,
};
use validation_gen::schema::{KubeVersion, Policy};

/// Every field within its limits.
fn valid() -> Markers {
    Markers {
        name: "aa".into(),
        code: "12a".into(),
        ratio: 1.5,
        count: 2,
        step: 1.5,
        triple: 6,
        short: "ab".into(),
        policy: "Always".into(),
        level: 2,
        hosts: vec!["h".into()],
        labels: BTreeMap::from([("a".into(), "b".into())]),
        since: Some("2024-01-02T03:04:05Z".into()),
        maybe: None,
    }
}

fn create(obj: &Markers) -> Vec<String> {
    common::create(validate_markers, obj)
}

#[test]
fn values_within_their_limits_pass() {
    assert_eq!(create(&valid()), common::NONE);
    let upper = Markers {
        ratio: 10.0,
        count: 5,
        short: "abcd".into(),
        policy: "Never".into(),
        level: 3,
        hosts: vec!["a".into(), "b".into()],
        labels: BTreeMap::from([("a".into(), "b".into()), ("c".into(), "d".into())]),
        maybe: Some("xy".into()),
        ..valid()
    };
    assert_eq!(create(&upper), common::NONE);
}

#[test]
fn every_marker_below_its_limit_fails_with_the_api_servers_message() {
    let obj = Markers {
        name: "ab".into(),
        code: "1a".into(),
        ratio: 1.0,
        count: 1,
        step: 0.75,
        triple: 7,
        short: "a".into(),
        policy: "Sometimes".into(),
        level: 0,
        hosts: Vec::new(),
        labels: BTreeMap::new(),
        since: None,
        maybe: Some("y".into()),
    };
    assert_eq!(
        create(&obj),
        [
            r#"FieldValueInvalid name: Invalid value: "ab": name in body should match '^a+$'"#,
            r#"FieldValueInvalid code: Invalid value: "1a": code in body should match '^\d{2}[a-z]$'"#,
            "FieldValueInvalid ratio: Invalid value: 1: ratio in body should be greater than or equal to 1.5",
            "FieldValueInvalid count: Invalid value: 1: count in body should be greater than 1",
            "FieldValueInvalid step: Invalid value: 0.75: step in body should be a multiple of 0.5",
            "FieldValueInvalid triple: Invalid value: 7: triple in body should be a multiple of 3",
            r#"FieldValueInvalid short: Invalid value: "a": short in body should be at least 2 chars long"#,
            r#"FieldValueNotSupported policy: Unsupported value: "Sometimes": supported values: "Always", "Never""#,
            r#"FieldValueNotSupported level: Unsupported value: 0: supported values: "1", "2", "3""#,
            "FieldValueInvalid hosts: Invalid value: 0: hosts in body should have at least 1 items",
            "FieldValueInvalid labels: Invalid value: 0: labels in body should have at least 1 properties",
            r#"FieldValueInvalid maybe: Invalid value: "y": maybe in body should match '^x'"#,
        ]
    );
}

#[test]
fn every_marker_above_its_limit_fails_with_the_api_servers_message() {
    let obj = Markers {
        ratio: 10.5,
        // Past the maximum, 5.
        count: 6,
        short: "abcde".into(),
        hosts: vec!["a".into(), "b".into(), "c".into()],
        labels: BTreeMap::from([
            ("a".into(), "b".into()),
            ("c".into(), "d".into()),
            ("e".into(), "f".into()),
        ]),
        ..valid()
    };
    assert_eq!(
        create(&obj),
        [
            "FieldValueInvalid ratio: Invalid value: 10.5: ratio in body should be less than or equal to 10",
            "FieldValueInvalid count: Invalid value: 6: count in body should be less than or equal to 5",
            "FieldValueTooLong short: Too long: may not be more than 4 bytes",
            "FieldValueTooMany hosts: Too many: 3: must have at most 2 items",
            "FieldValueTooMany labels: Too many: 3: must have at most 2 items",
        ]
    );
}

#[test]
fn patterns_have_go_semantics() {
    // Go's `\d` is ASCII: Arabic-Indic digits do not match (Rust's `\d`
    // alone would take them).
    let obj = Markers {
        code: "\u{0661}\u{0662}a".into(),
        ..valid()
    };
    assert_eq!(
        create(&obj),
        [r#"FieldValueInvalid code: Invalid value: "١٢a": code in body should match '^\d{2}[a-z]$'"#]
    );
    // Characters, not bytes, count for minLength / maxLength.
    let obj = Markers {
        short: "éééé".into(),
        ..valid()
    };
    assert_eq!(create(&obj), common::NONE);
}

#[test]
fn markers_on_a_type_apply_where_it_is_used() {
    let ok = Words {
        word: Word("abc".into()),
    };
    assert_eq!(common::create(validate_words, &ok), common::NONE);
    let bad = Words {
        word: Word("ABCDEFGHI".into()),
    };
    assert_eq!(
        common::create(validate_words, &bad),
        // In the API server's order: maxLength, then pattern.
        [
            "FieldValueTooLong word: Too long: may not be more than 8 bytes",
            r#"FieldValueInvalid word: Invalid value: "ABCDEFGHI": word in body should match '^[a-z]+$'"#,
        ]
    );
}

#[test]
fn schemas_hold_the_keywords_as_kube_openapi_writes_them() {
    let schemas = lowered::schemas("openapi_markers", KubeVersion::NEWEST, Policy::Error);
    let json = serde_json::to_string_pretty(&schemas).unwrap();
    insta::assert_snapshot!(json);
}

/// A limit outside the field's format (a fraction on an `i32`, past
/// `int32`, a fractional factor on an `i64`) is itself an error for the API
/// server since Kubernetes 1.36, on every value, at no field; the value is
/// then compared as a float, and shown as one.
#[test]
fn a_limit_outside_the_fields_format_is_reported_on_every_value() {
    let range_errors = [
        r#"FieldValueInvalid <nil>: Invalid value: "": Maximum boundary value must be of type integer with format int32 in count"#,
        r#"FieldValueInvalid <nil>: Invalid value: "": Minimum boundary value must be of type integer with format int32 in small"#,
        r#"FieldValueInvalid <nil>: Invalid value: "": MultipleOf value must be of type integer with format int64 in step"#,
    ];
    let within = OutOfRange {
        count: 5,
        small: 0,
        step: 3,
    };
    assert_eq!(common::create(validate_out_of_range, &within), range_errors);
    let beyond = OutOfRange {
        count: 6,
        small: 0,
        step: 2,
    };
    assert_eq!(
        common::create(validate_out_of_range, &beyond),
        [
            range_errors[0],
            "FieldValueInvalid count: Invalid value: 6: count in body should be less than or equal to 5.9",
            range_errors[1],
            range_errors[2],
            "FieldValueInvalid step: Invalid value: 2: step in body should be a multiple of 1.5",
        ]
    );
}

/// The formats the API server checks in a custom resource are checked in
/// Rust, with its type error; an unknown format checks nothing.
#[test]
fn formats_the_api_server_checks_are_checked() {
    let valid = Formats {
        since: "2024-01-02T03:04:05Z".into(),
        id: Some("123e4567-e89b-12d3-a456-426614174000".into()),
        address: Address("10.0.0.1".into()),
        other: "anything".into(),
    };
    assert_eq!(common::create(validate_formats, &valid), common::NONE);
    let invalid = Formats {
        since: "yesterday".into(),
        id: Some("123".into()),
        address: Address("10.0.0".into()),
        other: "!".into(),
    };
    assert_eq!(
        common::create(validate_formats, &invalid),
        [
            r#"FieldValueTypeInvalid since: Invalid value: "yesterday": since in body must be of type date-time: "yesterday""#,
            r#"FieldValueTypeInvalid id: Invalid value: "123": id in body must be of type uuid: "123""#,
            r#"FieldValueTypeInvalid address: Invalid value: "10.0.0": address in body must be of type ipv4: "10.0.0""#,
        ]
    );
    let absent = Formats { id: None, ..valid };
    assert_eq!(common::create(validate_formats, &absent), common::NONE);
}
