//! Ratcheting (KEP-4008): on update, errors under values equal to their old
//! values become warnings. Each case: schema, old, new, expected errors and
//! expected warnings.

use serde_json::{json, Value};
use validation_schema::{validate, Schema};

fn schema(v: Value) -> Schema {
    serde_json::from_value(v).unwrap()
}

fn strings(list: &validation_runtime::ErrorList) -> Vec<String> {
    list.iter().map(ToString::to_string).collect()
}

fn check(name: &str, s: &Schema, old: Value, new: Value, errors: &[&str], warnings: &[&str]) {
    let outcome = validate(s, &new, Some(&old));
    assert_eq!(strings(&outcome.errors), errors, "{name}: errors");
    assert_eq!(strings(&outcome.warnings), warnings, "{name}: warnings");
}

#[test]
fn scalars_and_objects() {
    let s = schema(json!({"type": "object", "properties": {
        "small": {"type": "number", "maximum": 50},
        "medium": {"type": "number", "minimum": 50},
        "nested": {"type": "object", "properties": {"name": {"type": "string", "minLength": 2}}},
        "labels": {"type": "object", "additionalProperties": {"type": "string", "maxLength": 3}}
    }}));
    let small = "small: Invalid value: 500: small in body should be less than or equal to 50";
    check(
        "unchanged field",
        &s,
        json!({"small": 500}),
        json!({"small": 500}),
        &[],
        &[small],
    );
    check(
        "another field changed",
        &s,
        json!({"small": 500, "medium": 60}),
        json!({"small": 500, "medium": 70}),
        &[],
        &[small],
    );
    check(
        "the invalid field changed",
        &s,
        json!({"small": 500}),
        json!({"small": 501}),
        &["small: Invalid value: 501: small in body should be less than or equal to 50"],
        &[],
    );
    check(
        "a new invalid field",
        &s,
        json!({}),
        json!({"medium": 1}),
        &["medium: Invalid value: 1: medium in body should be greater than or equal to 50"],
        &[],
    );
    check(
        "nested unchanged",
        &s,
        json!({"nested": {"name": "a"}, "small": 1}),
        json!({"nested": {"name": "a"}, "small": 2}),
        &[],
        &["nested.name: Invalid value: \"a\": nested.name in body should be at least 2 chars long"],
    );
    check(
        "map values pair by key",
        &s,
        json!({"labels": {"a": "long-value", "b": "x"}}),
        json!({"labels": {"a": "long-value", "b": "yy", "c": "too-long"}}),
        &["labels.c: Too long: may not be more than 3 bytes"],
        &["labels.a: Too long: may not be more than 3 bytes"],
    );
}

#[test]
fn lists() {
    let s = schema(json!({"type": "object", "properties": {
        "map": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
            "items": {"type": "object", "required": ["name"], "properties": {
                "name": {"type": "string"}, "port": {"type": "integer", "maximum": 100}}}},
        "set": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string", "maxLength": 1}},
        "atomic": {"type": "array", "items": {"type": "string", "maxLength": 1}},
        "other": {"type": "string"}
    }}));
    check(
        "map items pair by key, in any order",
        &s,
        json!({"map": [{"name": "a", "port": 500}, {"name": "b", "port": 1}]}),
        json!({"map": [{"name": "c", "port": 1}, {"name": "b", "port": 2}, {"name": "a", "port": 500}]}),
        &[],
        &["map[2].port: Invalid value: 500: map[2].port in body should be less than or equal to 100"],
    );
    check(
        "a changed map item is validated",
        &s,
        json!({"map": [{"name": "a", "port": 500}]}),
        json!({"map": [{"name": "a", "port": 501}]}),
        &["map[0].port: Invalid value: 501: map[0].port in body should be less than or equal to 100"],
        &[],
    );
    check(
        "set items never pair: a changed set reports its old bad item",
        &s,
        json!({"set": ["long"]}),
        json!({"set": ["long", "b"]}),
        &["set[0]: Too long: may not be more than 1 byte"],
        &[],
    );
    check(
        "an unchanged set ratchets as a whole",
        &s,
        json!({"set": ["long"], "other": "a"}),
        json!({"set": ["long"], "other": "b"}),
        &[],
        &["set[0]: Too long: may not be more than 1 byte"],
    );
    check(
        "atomic lists likewise",
        &s,
        json!({"atomic": ["long", "x"]}),
        json!({"atomic": ["long", "y"]}),
        &["atomic[0]: Too long: may not be more than 1 byte"],
        &[],
    );
    check(
        "duplicates in an unchanged set are warnings",
        &s,
        json!({"set": ["a", "a"], "other": "a"}),
        json!({"set": ["a", "a"], "other": "b"}),
        &[],
        &["set[1]: Duplicate value: \"a\""],
    );
    check(
        "a new duplicate is an error",
        &s,
        json!({"set": ["a"]}),
        json!({"set": ["a", "a"]}),
        &["set[1]: Duplicate value: \"a\""],
        &[],
    );
}

#[test]
fn junctors_never_ratchet() {
    let s = schema(json!({"type": "object", "properties": {
        "x": {"type": "integer", "allOf": [{"minimum": 10}]},
        "y": {"type": "integer", "not": {"enum": [1]}},
        "z": {"type": "string"}
    }}));
    check(
        "allOf and not under unchanged values",
        &s,
        json!({"x": 1, "y": 1, "z": "a"}),
        json!({"x": 1, "y": 1, "z": "b"}),
        &[
            "x: Invalid value: 1: x in body should be greater than or equal to 10",
            "<nil>: Invalid value: \"\": \"x\" must validate all the schemas (allOf). None validated",
            "<nil>: Invalid value: \"\": \"y\" must not validate the schema (not)",
        ],
        &[],
    );
}

#[test]
fn required_and_root_type_meta() {
    let s = schema(json!({"type": "object", "required": ["spec"], "properties": {
        "apiVersion": {"type": "string", "enum": ["v2"]},
        "spec": {"type": "object"},
        "status": {"type": "string"}
    }}));
    check(
        "an unchanged object ratchets required",
        &s,
        json!({"status": "a"}),
        json!({"status": "a"}),
        &[],
        &["spec: Required value"],
    );
    check(
        "a changed object reports required",
        &s,
        json!({"status": "a"}),
        json!({"status": "b"}),
        &["spec: Required value"],
        &[],
    );
    check(
        "apiVersion at the root is never paired",
        &s,
        json!({"apiVersion": "v1", "spec": {}, "status": "a"}),
        json!({"apiVersion": "v1", "spec": {}, "status": "b"}),
        &["apiVersion: Unsupported value: \"v1\": supported values: \"v2\""],
        &[],
    );
    // Create: nothing ratchets.
    let outcome = validate(&s, &json!({"status": "a"}), None);
    assert_eq!(strings(&outcome.errors), ["spec: Required value"]);
    assert!(outcome.warnings.is_empty());
}

/// With ratcheting off (the API server without its `CRDValidationRatcheting`
/// feature gate) every error is an error, in the same order, on every pass:
/// keywords, list types and embedded resources.
#[test]
fn ratcheting_off() {
    let s = schema(json!({"type": "object", "properties": {
        "small": {"type": "number", "maximum": 50},
        "set": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
        "template": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}
    }}));
    let object = json!({"small": 500, "set": ["a", "a"], "template": {"kind": "Pod"}});
    let expected = [
        "small: Invalid value: 500: small in body should be less than or equal to 50",
        "set[1]: Duplicate value: \"a\"",
        "template.apiVersion: Required value: must not be empty",
    ];
    let on = validation_schema::Validator::new(&s).validate(&object, Some(&object));
    assert_eq!(strings(&on.errors), Vec::<String>::new());
    assert_eq!(strings(&on.warnings), expected);
    let off = validation_schema::Validator::new(&s)
        .with_ratcheting(false)
        .validate(&object, Some(&object));
    assert_eq!(strings(&off.errors), expected);
    assert_eq!(strings(&off.warnings), Vec::<String>::new());
    // On create, ratcheting changes nothing.
    let created = validation_schema::Validator::new(&s).validate(&object, None);
    assert_eq!(strings(&created.errors), expected);
}
