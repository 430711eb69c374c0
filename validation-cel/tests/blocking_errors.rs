//! The errors of OpenAPI validation that make the API server skip every
//! rule of a custom resource (a wrong type, an enum violation, a missing
//! required property, a value over `maxLength`, `maxItems` or
//! `maxProperties`), and those that do not.

use serde_json::{json, Value};
use validation_cel::validate;
use validation_schema::Schema;

const NOT_CHECKED: &str = "<nil>: Invalid value: null: some validation rules were not checked because the object \
                           was invalid; correct the existing errors to complete validation";
const RULE: &str = "<nil>: Invalid value: failed rule: self.n > 10";

fn schema() -> Schema {
    serde_json::from_value(json!({
        "type": "object",
        "required": ["n"],
        "properties": {
            "n": {"type": "integer", "minimum": 0},
            "s": {"type": "string", "maxLength": 3, "pattern": "^[a-z]*$"},
            "e": {"type": "string", "enum": ["x", "y"]},
            "l": {"type": "array", "maxItems": 1, "minItems": 1, "items": {"type": "integer"},
                  "x-kubernetes-validations": [{"rule": "self.all(i, i > 0)", "reason": "FieldValueRequired"}]},
            "m": {"type": "object", "maxProperties": 1, "additionalProperties": {"type": "integer"}}
        },
        "x-kubernetes-validations": [{"rule": "self.n > 10"}]
    }))
    .unwrap()
}

/// (case, new, old, errors, warnings)
type Case = (&'static str, Value, Option<Value>, Vec<&'static str>, Vec<&'static str>);

#[test]
fn blocking_errors_stop_every_rule() {
    let cases: Vec<Case> = vec![
        (
            "no keyword error: the rules run",
            json!({"n": 1}),
            None,
            vec![RULE],
            vec![],
        ),
        (
            "minimum, pattern and minItems stop no rule",
            json!({"n": -1, "s": "A", "l": []}),
            None,
            vec![
                "l: Invalid value: 0: l in body should have at least 1 items",
                "n: Invalid value: -1: n in body should be greater than or equal to 0",
                "s: Invalid value: \"A\": s in body should match '^[a-z]*$'",
                RULE,
            ],
            vec![],
        ),
        (
            "a rule's FieldValueRequired reason stops no rule",
            json!({"n": 1, "l": [0]}),
            None,
            vec![RULE, "l: Required value: failed rule: self.all(i, i > 0)"],
            vec![],
        ),
        (
            "a wrong type",
            json!({"n": "1"}),
            None,
            vec![
                "n: Invalid value: \"string\": n in body must be of type integer: \"string\"",
                NOT_CHECKED,
            ],
            vec![],
        ),
        (
            "an enum violation",
            json!({"n": 1, "e": "z"}),
            None,
            vec![
                "e: Unsupported value: \"z\": supported values: \"x\", \"y\"",
                NOT_CHECKED,
            ],
            vec![],
        ),
        (
            "a missing required property",
            json!({}),
            None,
            vec!["n: Required value", NOT_CHECKED],
            vec![],
        ),
        (
            "maxLength",
            json!({"n": 1, "s": "abcd"}),
            None,
            vec!["s: Too long: may not be more than 3 bytes", NOT_CHECKED],
            vec![],
        ),
        (
            "maxItems",
            json!({"n": 1, "l": [1, 2]}),
            None,
            vec!["l: Too many: 2: must have at most 1 item", NOT_CHECKED],
            vec![],
        ),
        (
            "maxProperties",
            json!({"n": 1, "m": {"a": 1, "b": 2}}),
            None,
            vec!["m: Too many: 2: must have at most 1 item", NOT_CHECKED],
            vec![],
        ),
        (
            "a ratcheted maxItems error is a warning: it stops no rule",
            json!({"n": 2, "l": [1, 2]}),
            Some(json!({"n": 1, "l": [1, 2]})),
            vec![RULE],
            vec!["l: Too many: 2: must have at most 1 item"],
        ),
    ];
    let schema = schema();
    let mut failures = Vec::new();
    for (name, new, old, errors, warnings) in cases {
        let outcome = validate(&schema, &new, old.as_ref());
        let got: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
        let got_warnings: Vec<String> = outcome.warnings.iter().map(ToString::to_string).collect();
        if got != errors || got_warnings != warnings {
            failures.push(format!(
                "{name}:\n  errors:   {got:?}\n  expected: {errors:?}\n  warnings: {got_warnings:?}\n  expected: {warnings:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
