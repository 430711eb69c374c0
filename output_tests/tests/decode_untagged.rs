//! Strict decoding of a module without any check
//! (`output_tests::decode_untagged`): its types get descriptors all the
//! same, so unknown and duplicate fields are found at their full path and
//! values serde rejects become field errors.

mod common;

use output_tests::decode_untagged::{Mode, Owner, Settings, Target, Weight};
use validation_runtime::decode::{self, FieldValidation};

#[test]
fn unknown_and_duplicate_fields_at_their_path() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "valid, an unknown top-level key taken by the flattened map",
            r#"{"name":"a","retries":2,"targets":[{"host":"h","port":80}],"weights":{"w":3},"mode":"Safe","fallback":{"name":"b"},"ownerName":"o","color":"blue"}"#,
            &[],
        ),
        (
            "in a list element",
            r#"{"name":"a","targets":[{"host":"h"},{"host":"i","prot":1}]}"#,
            &[r#"unknown field "targets[1].prot""#],
        ),
        (
            "through Option<Box<_>> and recursion",
            r#"{"name":"a","fallback":{"name":"b","fallback":{"name":"c","targets":[{"host":"h","x":true}]}}}"#,
            &[r#"unknown field "fallback.fallback.targets[0].x""#],
        ),
        (
            "a flattened struct's field, repeated",
            r#"{"name":"a","ownerName":"x","ownerName":"y"}"#,
            &[r#"duplicate field "ownerName""#],
        ),
        (
            "a map key, repeated",
            r#"{"name":"a","weights":{"w":1,"w":2}}"#,
            &[r#"duplicate field "weights.w""#],
        ),
    ];
    for (name, body, expected) in cases {
        let decoded = decode::from_json::<Settings>(body.as_bytes(), FieldValidation::Warn).unwrap();
        assert_eq!(decoded.warnings, *expected, "{name}");
        assert!(decoded.is_ok(), "{name}: {:?}", decoded.errors);
    }

    // Strict: one error naming every problem, in document order.
    let strict = decode::from_json::<Settings>(
        br#"{"name":"a","targets":[{"host":"h","prot":1}],"name":"b"}"#,
        FieldValidation::Strict,
    )
    .unwrap();
    assert_eq!(
        strict.strict_error.unwrap().to_string(),
        r#"strict decoding error: unknown field "targets[0].prot", duplicate field "name""#
    );
}

#[test]
fn values_become_field_errors() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "a member serde's enum does not have",
            r#"{"name":"a","mode":"Slow"}"#,
            &[r#"FieldValueNotSupported mode: Unsupported value: "Slow": supported values: "Fast", "Safe""#],
        ),
        (
            "an integer out of its type's range",
            r#"{"name":"a","retries":300}"#,
            &["FieldValueInvalid retries: Invalid value: 300: must be of type uint8 (between 0 and 255)"],
        ),
        (
            "a string for a newtype over u16, in a map",
            r#"{"name":"a","weights":{"w":"1"}}"#,
            &[r#"FieldValueInvalid weights[w]: Invalid value: "1": must be of type integer"#],
        ),
        (
            "the flattened map's value of the wrong type",
            r#"{"name":"a","color":1}"#,
            &["FieldValueInvalid color: Invalid value: 1: must be of type string"],
        ),
        (
            "a field serde requires, in a list element",
            r#"{"name":"a","targets":[{"port":1}]}"#,
            &["FieldValueRequired targets[0].host: Required value"],
        ),
    ];
    for (name, body, expected) in cases {
        let decoded = decode::from_json::<Settings>(body.as_bytes(), FieldValidation::Strict).unwrap();
        assert_eq!(common::describe(&decoded.errors), *expected, "{name}");
        assert!(decoded.object.is_none(), "{name}");
    }
}

#[test]
fn decoded_object() {
    let decoded = decode::from_json::<Settings>(
        br#"{"name":"a","targets":[{"host":"h"}],"weights":{"w":3},"mode":"Fast","ownerName":"o","color":"blue"}"#,
        FieldValidation::Strict,
    )
    .unwrap();
    assert!(decoded.strict_error.is_none() && decoded.errors.is_empty());
    assert_eq!(
        decoded.object,
        Some(Settings {
            name: "a".into(),
            retries: 0,
            targets: vec![Target {
                host: "h".into(),
                port: 0
            }],
            weights: [("w".to_owned(), Weight(3))].into(),
            mode: Some(Mode::Fast),
            fallback: None,
            owner: Owner { owner_name: "o".into() },
            labels: [("color".to_owned(), "blue".to_owned())].into(),
        })
    );
}
