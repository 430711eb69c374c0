//! Ratcheting (KEP-4008) of schema-driven validation: on update, the
//! error of a rule whose node equals its old value becomes a warning with
//! the same text, with old and new values paired by property, map key and
//! `listType=map` keys, and unpaired list items falling back to their
//! nearest paired ancestor. Transition rules, rules that fail to evaluate
//! and keyword errors under `allOf`/`anyOf`/`oneOf`/`not` never ratchet.

use serde_json::{json, Value};
use validation_cel::validate;
use validation_schema::Schema;

struct Case {
    name: &'static str,
    schema: Value,
    new: Value,
    old: Value,
    errors: &'static [&'static str],
    warnings: &'static [&'static str],
}

fn check(cases: Vec<Case>) {
    let mut failures = Vec::new();
    for c in cases {
        let schema: Schema = serde_json::from_value(c.schema).unwrap();
        let outcome = validate(&schema, &c.new, Some(&c.old));
        let errors: Vec<String> = outcome.errors.iter().map(|e| e.to_string()).collect();
        let warnings: Vec<String> = outcome.warnings.iter().map(|e| e.to_string()).collect();
        if errors != c.errors || warnings != c.warnings {
            failures.push(format!(
                "{}:\n  errors:   {errors:?}\n  expected: {:?}\n  warnings: {warnings:?}\n  expected: {:?}",
                c.name, c.errors, c.warnings
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `{"a": {"x": int, "y": int} with rule, "other": int}`.
fn object_schema(rule: Value) -> Value {
    json!({"type": "object", "properties": {
        "a": {"type": "object", "properties": {"x": {"type": "integer"}, "y": {"type": "integer"}},
            "x-kubernetes-validations": [rule]},
        "other": {"type": "integer"}}})
}

/// A list of `{"k", "v"}` items of `list_type`, a rule on each item and one
/// on the list.
fn list_schema(list_type: &str) -> Value {
    let mut list = json!({"type": "array", "maxItems": 10, "x-kubernetes-list-type": list_type,
        "x-kubernetes-validations": [{"rule": "self.size() < 3", "message": "at most 2"}],
        "items": {"type": "object", "required": ["k"],
            "properties": {"k": {"type": "string", "maxLength": 8}, "v": {"type": "integer"}},
            "x-kubernetes-validations": [{"rule": "self.v > 0", "message": "v must be positive"}]}});
    if list_type == "map" {
        list["x-kubernetes-list-map-keys"] = json!(["k"]);
    }
    json!({"type": "object", "properties": {"l": list, "other": {"type": "integer"}}})
}

#[test]
fn pairing_by_property_and_map_key() {
    let rule = json!({"rule": "self.x < self.y", "message": "x must be below y"});
    let map_schema = json!({"type": "object", "properties": {"m": {"type": "object", "maxProperties": 10,
        "additionalProperties": {"type": "integer", "x-kubernetes-validations": [{"rule": "self > 0"}]}},
        "other": {"type": "integer"}}});
    check(vec![
        Case {
            name: "unchanged object: its failure is a warning",
            schema: object_schema(rule.clone()),
            new: json!({"a": {"x": 2, "y": 1}, "other": 2}),
            old: json!({"a": {"x": 2, "y": 1}, "other": 1}),
            errors: &[],
            warnings: &["a: Invalid value: x must be below y"],
        },
        Case {
            name: "changed object: an error",
            schema: object_schema(rule.clone()),
            new: json!({"a": {"x": 3, "y": 1}}),
            old: json!({"a": {"x": 2, "y": 1}}),
            errors: &["a: Invalid value: x must be below y"],
            warnings: &[],
        },
        Case {
            name: "a new object has nothing to ratchet with",
            schema: object_schema(rule.clone()),
            new: json!({"a": {"x": 2, "y": 1}}),
            old: json!({"other": 1}),
            errors: &["a: Invalid value: x must be below y"],
            warnings: &[],
        },
        Case {
            name: "map values pair by key: unchanged ones ratchet",
            schema: map_schema.clone(),
            new: json!({"m": {"a": 0, "b": -1}}),
            old: json!({"m": {"a": 0, "b": 5}}),
            errors: &["m[b]: Invalid value: -1: failed rule: self > 0"],
            warnings: &["m[a]: Invalid value: 0: failed rule: self > 0"],
        },
        Case {
            name: "a new map key does not ratchet",
            schema: map_schema,
            new: json!({"m": {"c": 0}}),
            old: json!({"m": {"a": 0}}),
            errors: &["m[c]: Invalid value: 0: failed rule: self > 0"],
            warnings: &[],
        },
    ]);
}

#[test]
fn pairing_of_list_items() {
    let old = json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 1}, {"k": "c", "v": 1}], "other": 1});
    check(vec![
        Case {
            name: "listType=map: items pair by key; a reordered list is unchanged",
            schema: list_schema("map"),
            new: json!({"l": [{"k": "c", "v": 1}, {"k": "b", "v": 1}, {"k": "a", "v": 0}], "other": 2}),
            old: old.clone(),
            errors: &[],
            warnings: &["l: Invalid value: at most 2", "l[2]: Invalid value: v must be positive"],
        },
        Case {
            name: "listType=map: a changed item is an error, its list changed too",
            schema: list_schema("map"),
            new: json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": -1}, {"k": "c", "v": 1}]}),
            old: old.clone(),
            errors: &["l: Invalid value: at most 2", "l[1]: Invalid value: v must be positive"],
            warnings: &["l[0]: Invalid value: v must be positive"],
        },
        Case {
            name: "listType=set: unpaired items ratchet with their unchanged list",
            schema: list_schema("set"),
            new: old.clone(),
            old: json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 1}, {"k": "c", "v": 1}], "other": 0}),
            errors: &[],
            warnings: &["l: Invalid value: at most 2", "l[0]: Invalid value: v must be positive"],
        },
        Case {
            name: "listType=set: reordering changes the list, nothing ratchets",
            schema: list_schema("set"),
            new: json!({"l": [{"k": "b", "v": 1}, {"k": "a", "v": 0}, {"k": "c", "v": 1}]}),
            old: old.clone(),
            errors: &["l: Invalid value: at most 2", "l[1]: Invalid value: v must be positive"],
            warnings: &[],
        },
        Case {
            name: "atomic: unpaired items ratchet with their unchanged list",
            schema: list_schema("atomic"),
            new: old.clone(),
            old: json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 1}, {"k": "c", "v": 1}], "other": 0}),
            errors: &[],
            warnings: &["l: Invalid value: at most 2", "l[0]: Invalid value: v must be positive"],
        },
        Case {
            name: "atomic: an appended item changes the list, nothing ratchets",
            schema: list_schema("atomic"),
            new: json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 1}, {"k": "c", "v": 1}, {"k": "d", "v": 1}]}),
            old: old.clone(),
            errors: &["l: Invalid value: at most 2", "l[0]: Invalid value: v must be positive"],
            warnings: &[],
        },
    ]);
}

#[test]
fn what_never_ratchets() {
    let unchanged = json!({"a": {"x": 2, "y": 1}, "other": 1});
    let case = |name, rule: Value, errors| Case {
        name,
        schema: object_schema(rule),
        new: unchanged.clone(),
        old: unchanged.clone(),
        errors,
        warnings: &[],
    };
    check(vec![
        case(
            "transition rules",
            json!({"rule": "self.x < oldSelf.y", "message": "x must be below the old y"}),
            &["a: Invalid value: x must be below the old y"],
        ),
        case(
            "transition rules with optionalOldSelf",
            json!({"rule": "oldSelf.hasValue() && self.x < oldSelf.value().y", "optionalOldSelf": true, "message": "below"}),
            &["a: Invalid value: below"],
        ),
        case(
            "runtime errors",
            json!({"rule": "self.x / (self.y - 1) > 0"}),
            &["a: Invalid value: \"object\": division by zero evaluating rule: self.x / (self.y - 1) > 0"],
        ),
        case(
            "missing fields",
            json!({"rule": "self.nothing > 0 || true"}),
            &["a: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:5: undefined field 'nothing'\n | self.nothing > 0 || true\n | ....^"],
        ),
        Case {
            name: "keyword errors under allOf, anyOf, oneOf and not",
            schema: json!({"type": "object", "properties": {
                "n": {"type": "integer", "allOf": [{"minimum": 5}], "not": {"maximum": 2}},
                "m": {"type": "integer", "anyOf": [{"minimum": 5}, {"maximum": -5}]},
                "o": {"type": "integer", "oneOf": [{"minimum": 5}, {"maximum": -5}]},
                "other": {"type": "integer"}}}),
            new: json!({"n": 1, "m": 1, "o": 1, "other": 2}),
            old: json!({"n": 1, "m": 1, "o": 1, "other": 1}),
            // The junctors' own errors (as validation-schema words them),
            // then the first failing branch's.
            errors: &[
                "<nil>: Invalid value: \"\": \"m\" must validate at least one schema (anyOf)",
                "m: Invalid value: 1: m in body should be greater than or equal to 5",
                "n: Invalid value: 1: n in body should be greater than or equal to 5",
                "<nil>: Invalid value: \"\": \"n\" must validate all the schemas (allOf). None validated",
                "<nil>: Invalid value: \"\": \"n\" must not validate the schema (not)",
                "<nil>: Invalid value: \"\": \"o\" must validate one and only one schema (oneOf). Found none valid",
                "o: Invalid value: 1: o in body should be greater than or equal to 5",
            ],
            warnings: &[],
        },
    ]);
}

#[test]
fn equality_is_the_api_servers() {
    check(vec![
        Case {
            name: "an integral number changed to a float is a change",
            schema: json!({"type": "object", "properties": {"n": {"type": "number",
                "x-kubernetes-validations": [{"rule": "self > 5.0"}]}}}),
            new: json!({"n": 1.0}),
            old: json!({"n": 1}),
            errors: &["n: Invalid value: 1: failed rule: self > 5.0"],
            warnings: &[],
        },
        Case {
            name: "undeclared fields kept by preserve-unknown-fields never compare equal",
            schema: json!({"type": "object", "properties": {"p": {"type": "object", "x-kubernetes-preserve-unknown-fields": true,
                "properties": {"a": {"type": "integer"}}, "x-kubernetes-validations": [{"rule": "self.a > 5"}]}}}),
            new: json!({"p": {"a": 1, "extra": 1}}),
            old: json!({"p": {"a": 1, "extra": 1}}),
            errors: &["p: Invalid value: failed rule: self.a > 5"],
            warnings: &[],
        },
        Case {
            name: "declared fields only compare equal",
            schema: json!({"type": "object", "properties": {"p": {"type": "object", "x-kubernetes-preserve-unknown-fields": true,
                "properties": {"a": {"type": "integer"}}, "x-kubernetes-validations": [{"rule": "self.a > 5"}]}}}),
            new: json!({"p": {"a": 1}}),
            old: json!({"p": {"a": 1}}),
            errors: &[],
            warnings: &["p: Invalid value: failed rule: self.a > 5"],
        },
    ]);
}

/// Rules under `allOf`/`anyOf`/`oneOf`/`not` make a CRD schema not
/// structural: the API server rejects the CRD. Given such a schema all the
/// same, rules under `allOf` run as the API server's CEL validator runs
/// them (for schemas that allow them, as declarative validation's), those
/// under `anyOf`/`oneOf`/`not` never do; an `allOf` error does not ratchet
/// on its node's own value.
#[test]
fn rules_under_junctors_are_rejected_and_only_all_of_evaluated() {
    let failing = json!([{"rule": "self.x > 100", "message": "never"}]);
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"x": {"type": "integer"}},
        "allOf": [{"x-kubernetes-validations": failing}], "anyOf": [{"x-kubernetes-validations": failing}],
        "oneOf": [{"x-kubernetes-validations": failing}], "not": {"x-kubernetes-validations": failing}}))
    .unwrap();
    let problems: Vec<String> = validation_schema::structural::check_schema(&schema)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        problems,
        [
            "openAPIV3Schema.allOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural",
            "openAPIV3Schema.anyOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural",
            "openAPIV3Schema.not.x-kubernetes-validations: Forbidden: must be empty to be structural",
            "openAPIV3Schema.oneOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural",
        ]
    );
    // Only the keywords count: `not` of a schema without keywords fails.
    let object = json!({"x": 1});
    for old in [None, Some(&object)] {
        let outcome = validate(&schema, &object, old);
        let errors: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
        assert_eq!(
            errors,
            [
                "<nil>: Invalid value: \"\": \"\" must not validate the schema (not)",
                "<nil>: Invalid value: never"
            ]
        );
        assert!(outcome.warnings.is_empty(), "{outcome:?}");
    }
}
