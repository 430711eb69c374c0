//! Rules under `allOf` entries run on their node's value as the API server
//! runs them: after the node's own rules, compiled against the node's
//! schema, their `properties`/`items`/`additionalProperties` on the node's
//! children; their errors ratchet only by the nearest paired ancestor.

use serde_json::{json, Value};
use validation_cel::validate;
use validation_schema::Schema;

fn outcome(schema: Value, new: Value, old: Option<Value>) -> (Vec<String>, Vec<String>) {
    let schema: Schema = serde_json::from_value(schema).unwrap();
    let outcome = validate(&schema, &new, old.as_ref());
    (
        outcome.errors.iter().map(|e| e.to_string()).collect(),
        outcome.warnings.iter().map(|e| e.to_string()).collect(),
    )
}

fn rule(rule: &str, message: &str) -> Value {
    json!({"rule": rule, "message": message})
}

#[test]
fn all_of_rules_run_after_the_nodes_own_and_before_its_children() {
    let schema = json!({"type": "object", "properties": {"spec": {
        "type": "object",
        "properties": {"a": {"type": "string", "x-kubernetes-validations": [rule("self == 'x'", "child")]},
                       "l": {"type": "array", "items": {"type": "string"}}},
        "x-kubernetes-validations": [rule("self.a == 'x'", "own")],
        "allOf": [
            {"x-kubernetes-validations": [rule("self.a == 'y'", "first entry")]},
            {"allOf": [{"x-kubernetes-validations": [rule("self.a == 'z'", "nested entry")]}]},
            {"properties": {"a": {"x-kubernetes-validations": [rule("self.size() == 5", "entry property")]}}},
            {"properties": {"l": {"items": {"x-kubernetes-validations": [rule("self != 'b'", "entry items")]}}}},
            // A property the node does not have: nothing to run on.
            {"properties": {"missing": {"x-kubernetes-validations": [rule("false", "never")]}}},
        ],
    }}});
    let (errors, warnings) = outcome(schema, json!({"spec": {"a": "b", "l": ["a", "b"]}}), None);
    assert_eq!(
        errors,
        [
            "spec: Invalid value: own",
            "spec: Invalid value: first entry",
            "spec: Invalid value: nested entry",
            "spec.a: Invalid value: \"b\": entry property",
            "spec.l[1]: Invalid value: \"b\": entry items",
            "spec.a: Invalid value: \"b\": child",
        ]
    );
    assert_eq!(warnings, Vec::<String>::new());
}

#[test]
fn all_of_errors_ratchet_only_by_the_nearest_paired_ancestor() {
    let schema = json!({"type": "object", "properties": {
        "other": {"type": "string"},
        "spec": {
            "type": "object",
            "properties": {"a": {"type": "string"}},
            "x-kubernetes-validations": [rule("self.a == 'x'", "own")],
            "allOf": [{"x-kubernetes-validations": [rule("self.a == 'x'", "entry")]}],
        },
    }});
    // `spec` is unchanged, the object is not: the node's own rule
    // ratchets, the entry's does not.
    let (errors, warnings) = outcome(
        schema.clone(),
        json!({"spec": {"a": "b"}, "other": "2"}),
        Some(json!({"spec": {"a": "b"}, "other": "1"})),
    );
    assert_eq!(errors, ["spec: Invalid value: entry"]);
    assert_eq!(warnings, ["spec: Invalid value: own"]);
    // The whole object unchanged: both ratchet.
    let same = json!({"spec": {"a": "b"}, "other": "1"});
    let (errors, warnings) = outcome(schema, same.clone(), Some(same));
    assert_eq!(errors, Vec::<String>::new());
    assert_eq!(warnings, ["spec: Invalid value: own", "spec: Invalid value: entry"]);
}
