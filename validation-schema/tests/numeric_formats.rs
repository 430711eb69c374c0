//! The range of a number for its declared type and format, as the API
//! server's OpenAPI validator checks it (kube-openapi's `numberValidator`
//! with `IsValueValidAgainstRange`, January 2026 on): the value, then
//! `multipleOf`, `minimum` and `maximum` themselves. Each case is a field
//! schema, a value of `spec.x` and the exact errors on create.

use serde_json::{json, Value};
use validation_schema::{validate, Schema};

fn errors(field: Value, value: Value) -> Vec<String> {
    let schema: Schema = serde_json::from_value(
        json!({"type": "object", "properties": {"spec": {"type": "object", "properties": {"x": field}}}}),
    )
    .unwrap();
    let outcome = validate(&schema, &json!({"spec": {"x": value}}), None);
    assert!(outcome.warnings.is_empty());
    outcome.errors.iter().map(ToString::to_string).collect()
}

const INT32: &str = r#"<nil>: Invalid value: "": Checked value must be of type integer with format int32 in spec.x"#;
const INT64: &str = r#"<nil>: Invalid value: "": Checked value must be of type integer with format int64 in spec.x"#;
const INTEGER: &str = r#"<nil>: Invalid value: "": Checked value must be of type integer (default format) in spec.x"#;
const FLOAT: &str = r#"<nil>: Invalid value: "": Checked value must be of type number with format float in spec.x"#;

#[test]
fn values_out_of_their_formats_range() {
    let int32 = json!({"type": "integer", "format": "int32"});
    let int64 = json!({"type": "integer", "format": "int64"});
    let float = json!({"type": "number", "format": "float"});
    let double = json!({"type": "number", "format": "double"});
    let cases: Vec<(&str, Value, Value, Vec<&str>)> = vec![
        ("int32 max", int32.clone(), json!(2147483647), vec![]),
        ("int32 min", int32.clone(), json!(-2147483648i64), vec![]),
        ("int32 past max", int32.clone(), json!(2147483648i64), vec![INT32]),
        ("int32 past min", int32.clone(), json!(-2147483649i64), vec![INT32]),
        ("int32 whole float", int32.clone(), json!(2147483647.0), vec![]),
        (
            "int32 whole float past max",
            int32.clone(),
            json!(2147483648.0),
            vec![INT32],
        ),
        ("int64 max", int64.clone(), json!(i64::MAX), vec![]),
        ("int64 min", int64.clone(), json!(i64::MIN), vec![]),
        // Past int64 the decoder has a float; its digits do not parse.
        (
            "int64 past max",
            int64.clone(),
            json!(9223372036854775808u64),
            vec![INT64],
        ),
        (
            "int64 whole float past max",
            int64.clone(),
            json!(1.0145709240540254e19),
            vec![INT64],
        ),
        ("int64 whole float", int64.clone(), json!(1e18), vec![]),
        // -2^63 as a float is written -9223372036854776000.
        (
            "int64 float at min",
            int64.clone(),
            json!(-9.223372036854776e18),
            vec![INT64],
        ),
        (
            "int64 with a fraction also fails the type (worded by the format)",
            int64.clone(),
            json!(1.5),
            vec![
                r#"spec.x: Invalid value: "double": spec.x in body must be of type int64: "double""#,
                INT64,
            ],
        ),
        (
            "integer without format: int64's range",
            json!({"type": "integer"}),
            json!(1e19),
            vec![INTEGER],
        ),
        (
            "integer with another format: int64's range",
            json!({"type": "integer", "format": "uint32"}),
            json!(1e19),
            vec![INTEGER],
        ),
        ("float max", float.clone(), json!(3.4028234663852886e38), vec![]),
        ("float overflow", float.clone(), json!(3.74e38), vec![FLOAT]),
        ("float negative overflow", float.clone(), json!(-3.74e38), vec![FLOAT]),
        // Just under the rounding limit 2^128 - 2^103 the text stays finite.
        (
            "float just under the limit",
            float.clone(),
            json!(3.4028235677973362e38),
            vec![],
        ),
        // 2^128 - 2^103 itself rounds up to infinity, but Go writes it
        // 340282356779733660000000000000000000000, which rounds down.
        (
            "float at the limit, as Go writes it",
            float.clone(),
            json!(3.4028235677973366e38),
            vec![],
        ),
        (
            "float past the limit",
            float.clone(),
            json!(3.402823567797337e38),
            vec![FLOAT],
        ),
        ("float underflow is not an error", float.clone(), json!(1e-50), vec![]),
        ("float integer", float.clone(), json!(i64::MAX), vec![]),
        ("double max", double.clone(), json!(f64::MAX), vec![]),
        (
            "number without format",
            json!({"type": "number"}),
            json!(f64::MAX),
            vec![],
        ),
        // Formats of the other numeric type, or of no type, are not ranges.
        (
            "number with int32 format",
            json!({"type": "number", "format": "int32"}),
            json!(2147483648.0),
            vec![],
        ),
        (
            "integer with float format",
            json!({"type": "integer", "format": "float"}),
            json!(4294967294i64),
            vec![],
        ),
        (
            "int-or-string with int32 format",
            json!({"x-kubernetes-int-or-string": true, "format": "int32"}),
            json!(2147483648i64),
            vec![],
        ),
    ];
    for (name, field, value, expected) in cases {
        assert_eq!(errors(field, value), expected, "{name}");
    }
}

#[test]
fn limits_out_of_the_formats_range() {
    let cases: Vec<(&str, Value, Value, Vec<&str>)> = vec![
        (
            "maximum past int32: reported, then compared as floats",
            json!({"type": "integer", "format": "int32", "maximum": 3e9}),
            json!(5),
            vec![
                r#"<nil>: Invalid value: "": Maximum boundary value must be of type integer with format int32 in spec.x"#,
            ],
        ),
        (
            "fractional minimum of an integer: the limit prints as a float",
            json!({"type": "integer", "minimum": 1.5}),
            json!(1),
            vec![
                r#"<nil>: Invalid value: "": Minimum boundary value must be of type integer (default format) in spec.x"#,
                "spec.x: Invalid value: 1: spec.x in body should be greater than or equal to 1.5",
            ],
        ),
        (
            "fitting fractional maximum of a number: an integer value compares natively, with the limit truncated",
            json!({"type": "number", "format": "float", "maximum": 1.5}),
            json!(2),
            vec!["spec.x: Invalid value: 2: spec.x in body should be less than or equal to 1"],
        ),
        (
            "multipleOf past int32: the value and the limit, in that order",
            json!({"type": "integer", "format": "int32", "multipleOf": 3e9}),
            json!(2147483648i64),
            vec![
                INT32,
                r#"<nil>: Invalid value: "": MultipleOf value must be of type integer with format int32 in spec.x"#,
                // Compared, and shown, as a float.
                "spec.x: Invalid value: 2.147483648e+09: spec.x in body should be a multiple of 3e+09",
            ],
        ),
        (
            "minimum before maximum",
            json!({"type": "integer", "format": "int32", "minimum": 5e9, "maximum": -5e9}),
            json!(0),
            vec![
                r#"<nil>: Invalid value: "": Minimum boundary value must be of type integer with format int32 in spec.x"#,
                "spec.x: Invalid value: 0: spec.x in body should be greater than or equal to 5e+09",
                r#"<nil>: Invalid value: "": Maximum boundary value must be of type integer with format int32 in spec.x"#,
                "spec.x: Invalid value: 0: spec.x in body should be less than or equal to -5e+09",
            ],
        ),
    ];
    for (name, field, value, expected) in cases {
        assert_eq!(errors(field, value), expected, "{name}");
    }
}

/// On update, a value out of range that did not change is a warning, as
/// every error of the value's own checks.
#[test]
fn out_of_range_values_ratchet() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "x": {"type": "integer", "format": "int32"}, "y": {"type": "integer"}}}))
    .unwrap();
    let old = json!({"x": 2147483648i64, "y": 1});
    let new = json!({"x": 2147483648i64, "y": 2});
    let outcome = validate(&schema, &new, Some(&old));
    assert!(outcome.errors.is_empty());
    let warnings: Vec<String> = outcome.warnings.iter().map(ToString::to_string).collect();
    assert_eq!(
        warnings,
        [r#"<nil>: Invalid value: "": Checked value must be of type integer with format int32 in x"#]
    );
}
