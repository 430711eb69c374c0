//! Table tests of CEL rules over JSON values: each case gives a schema, a
//! new object, an optional old object, and the exact errors and warnings
//! the API server reports.

use serde_json::{json, Value};
use validation_cel::validate;
use validation_schema::Schema;

struct Case {
    name: &'static str,
    schema: Value,
    new: Value,
    old: Option<Value>,
    errors: &'static [&'static str],
    warnings: &'static [&'static str],
}

fn check(cases: Vec<Case>) {
    let mut failures = Vec::new();
    for c in cases {
        let schema: Schema = serde_json::from_value(c.schema).unwrap();
        let outcome = validate(&schema, &c.new, c.old.as_ref());
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

/// A root with `spec` holding `props` and `rules`.
fn spec(props: Value, rules: Value) -> Value {
    json!({"type": "object", "properties": {"spec": {
        "type": "object", "properties": props, "x-kubernetes-validations": rules}}})
}

/// A one-rule case on `spec` with `props`; the object is `{"spec": value}`.
fn on_spec(name: &'static str, props: Value, rule: &str, value: Value, errors: &'static [&'static str]) -> Case {
    Case {
        name,
        schema: spec(props, json!([{"rule": rule}])),
        new: json!({"spec": value}),
        old: None,
        errors,
        warnings: &[],
    }
}

#[test]
fn libraries() {
    // Bounded: `format`'s `validate` on an unbounded string is over the
    // per-rule cost limit.
    let s = json!({"s": {"type": "string", "maxLength": 253}});
    let l = json!({"l": {"type": "array", "maxItems": 100, "items": {"type": "integer"}}});
    let mut cases = Vec::new();
    for (rule, value, holds) in [
        // strings
        (
            "self.s.startsWith('a') && self.s.endsWith('c') && self.s.contains('b')",
            json!({"s": "abc"}),
            true,
        ),
        (
            "self.s.lowerAscii() == 'abc' && self.s.upperAscii() == 'ABC'",
            json!({"s": "aBc"}),
            true,
        ),
        ("self.s.split(',').size() == 3", json!({"s": "a,b,c"}), true),
        ("self.s.trim() == 'x'", json!({"s": " x "}), true),
        ("self.s.replace('a', 'b') == 'bb'", json!({"s": "ab"}), true),
        ("self.s.indexOf('c') == 2", json!({"s": "abc"}), true),
        ("self.s.size() <= 2", json!({"s": "abc"}), false),
        // regex
        ("self.s.matches('^[a-z]+$')", json!({"s": "abc"}), true),
        ("self.s.matches('^[a-z]+$')", json!({"s": "ABC"}), false),
        ("self.s.find('[0-9]+') == '42'", json!({"s": "ab42c"}), true),
        ("self.s.findAll('[0-9]').size() == 2", json!({"s": "a1b2"}), true),
        // lists
        ("self.l.isSorted()", json!({"l": [1, 2, 3]}), true),
        ("self.l.isSorted()", json!({"l": [3, 1]}), false),
        (
            "self.l.sum() == 6 && self.l.max() == 3 && self.l.min() == 1",
            json!({"l": [1, 2, 3]}),
            true,
        ),
        ("self.l.indexOf(2) == 1", json!({"l": [1, 2, 3]}), true),
        ("self.l.all(x, x > 0)", json!({"l": [1, 0]}), false),
        ("self.l.exists_one(x, x == 2)", json!({"l": [1, 2]}), true),
        ("self.l.map(x, x * 2) == [2, 4]", json!({"l": [1, 2]}), true),
        ("self.l.filter(x, x > 1).size() == 1", json!({"l": [1, 2]}), true),
        // sets
        ("sets.contains(self.l, [1])", json!({"l": [1, 2]}), true),
        ("sets.intersects(self.l, [5])", json!({"l": [1, 2]}), false),
        ("sets.equivalent(self.l, [2, 1, 1])", json!({"l": [1, 2]}), true),
        // URLs
        (
            "isURL(self.s) && url(self.s).getHost() == 'example.com'",
            json!({"s": "https://example.com/x"}),
            true,
        ),
        (
            "url(self.s).getScheme() == 'https' && url(self.s).getEscapedPath() == '/x'",
            json!({"s": "https://example.com/x"}),
            true,
        ),
        ("isURL(self.s)", json!({"s": "not a url"}), false),
        // IP and CIDR
        (
            "isIP(self.s) && ip(self.s).family() == 4",
            json!({"s": "10.0.0.1"}),
            true,
        ),
        (
            "isCIDR(self.s) && cidr(self.s).containsIP(ip('10.1.2.3'))",
            json!({"s": "10.0.0.0/8"}),
            true,
        ),
        ("isIP(self.s)", json!({"s": "10.0.0.256"}), false),
        // quantity
        (
            "quantity(self.s).isLessThan(quantity('1Gi'))",
            json!({"s": "512Mi"}),
            true,
        ),
        (
            "quantity(self.s).compareTo(quantity('1k')) == 0",
            json!({"s": "1000"}),
            true,
        ),
        ("isQuantity(self.s)", json!({"s": "1.5.6"}), false),
        // semver
        (
            "semver(self.s).isLessThan(semver('2.0.0'))",
            json!({"s": "1.2.3"}),
            true,
        ),
        ("isSemver(self.s)", json!({"s": "v1"}), false),
        // format
        (
            "format.dns1123Label().validate(self.s).hasValue()",
            json!({"s": "Not_A_Label"}),
            true,
        ),
        (
            "!format.dns1123Label().validate(self.s).hasValue()",
            json!({"s": "ok-label"}),
            true,
        ),
        // optionals
        ("optional.none().orValue('none') == 'none'", json!({}), true),
        ("self.?s.orValue('none') == 'none'", json!({}), true),
        ("self.?s.orValue('none') == 'x'", json!({"s": "x"}), true),
        ("!self.?s.hasValue()", json!({}), true),
        ("self.?s.hasValue()", json!({}), false),
        ("optional.of(1).value() == 1", json!({}), true),
    ] {
        let props = if rule.contains("self.l") { l.clone() } else { s.clone() };
        let errors: &'static [&'static str] = if holds {
            &[]
        } else {
            Box::leak(Box::new([&*Box::leak(
                format!("spec: Invalid value: failed rule: {rule}").into_boxed_str(),
            )]))
        };
        cases.push(on_spec("library", props, rule, value, errors));
    }
    check(cases);
}

#[test]
fn typing_of_schema_values() {
    check(vec![
        on_spec(
            "int-or-string: both int and string",
            json!({"v": {"x-kubernetes-int-or-string": true}}),
            "type(self.v) == string ? self.v == '100%' : self.v == 1000",
            json!({"v": "100%"}),
            &[],
        ),
        on_spec(
            "int-or-string: int",
            json!({"v": {"x-kubernetes-int-or-string": true}}),
            "type(self.v) == string ? self.v == '100%' : self.v == 1000",
            json!({"v": 999}),
            &["spec: Invalid value: failed rule: type(self.v) == string ? self.v == '100%' : self.v == 1000"],
        ),
        on_spec("number is double", json!({"n": {"type": "number"}}), "self.n == 1.0", json!({"n": 1}), &[]),
        on_spec(
            "date-time is a timestamp",
            json!({"t": {"type": "string", "format": "date-time"}}),
            "self.t > timestamp('2024-01-01T00:00:00Z')",
            json!({"t": "2025-06-01T10:00:00Z"}),
            &[],
        ),
        on_spec(
            "duration",
            json!({"d": {"type": "string", "format": "duration"}}),
            "self.d <= duration('1h')",
            json!({"d": "90m"}),
            &["spec: Invalid value: failed rule: self.d <= duration('1h')"],
        ),
        on_spec("byte is bytes", json!({"b": {"type": "string", "format": "byte"}}), "self.b == b'hi'", json!({"b": "aGk="}), &[]),
        on_spec(
            "escaped property names",
            json!({"foo-bar": {"type": "integer"}, "namespace": {"type": "string"}, "a.b": {"type": "integer"}}),
            "self.foo__dash__bar == 1 && self.__namespace__ == 'x' && self.a__dot__b == 2",
            json!({"foo-bar": 1, "namespace": "x", "a.b": 2}),
            &[],
        ),
        on_spec(
            "additionalProperties is a map",
            json!({"labels": {"type": "object", "maxProperties": 10, "additionalProperties": {"type": "string"}}}),
            "self.labels.all(k, k.startsWith('a')) && self.labels['app'] == 'x'",
            json!({"labels": {"app": "x", "bad": "y"}}),
            &["spec: Invalid value: failed rule: self.labels.all(k, k.startsWith('a')) && self.labels['app'] == 'x'"],
        ),
        on_spec(
            "unknown fields of preserve-unknown-fields are not declared",
            json!({"o": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}),
            "!has(self.o.extra)",
            json!({"o": {"extra": 1}}),
            &["spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:5: undefined field 'extra'\n | !has(self.o.extra)\n | ....^"],
        ),
        on_spec(
            "embedded resources expose apiVersion, kind and metadata.name",
            json!({"r": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}}),
            "self.r.kind == 'Pod' && self.r.apiVersion == 'v1' && self.r.metadata.name == 'p'",
            json!({"r": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"}}}),
            &[],
        ),
        Case {
            name: "null values are not validated",
            schema: json!({"type": "object", "properties": {"n": {"type": "object", "nullable": true,
                "properties": {"a": {"type": "integer"}}, "x-kubernetes-validations": [{"rule": "self.a > 0"}]}}}),
            new: json!({"n": null}),
            old: None,
            errors: &[],
            warnings: &[],
        },
    ]);
}

#[test]
fn messages_reasons_and_field_paths() {
    let props = json!({"a": {"type": "integer"}, "m": {"type": "object", "additionalProperties": {"type": "string"}}});
    let case = |name, rule: Value, errors| Case {
        name,
        schema: spec(props.clone(), json!([rule])),
        new: json!({"spec": {"a": -1, "m": {"k": "v"}}}),
        old: None,
        errors,
        warnings: &[],
    };
    check(vec![
        case("default message", json!({"rule": "  self.a >= 0 "}), &["spec: Invalid value: failed rule: self.a >= 0"]),
        case("message", json!({"rule": "self.a >= 0", "message": " must not be negative "}), &["spec: Invalid value: must not be negative"]),
        case(
            "messageExpression",
            json!({"rule": "self.a >= 0", "message": "m", "messageExpression": "'a is ' + (self.a < -9 ? 'far below 0' : 'below 0')"}),
            &["spec: Invalid value: a is below 0"],
        ),
        case(
            "messageExpression with a two-variable comprehension",
            json!({"rule": "self.m.all(k, v, v != 'v')", "messageExpression": "self.m.exists(k, v, k == 'k' && v == 'v') ? 'k is v' : 'no k'"}),
            &["spec: Invalid value: k is v"],
        ),
        case(
            "messageExpression empty falls back to message",
            json!({"rule": "self.a >= 0", "message": "m", "messageExpression": "'  '"}),
            &["spec: Invalid value: m"],
        ),
        case(
            "messageExpression with a line break falls back to the default",
            json!({"rule": "self.a >= 0", "messageExpression": "'a\\nb'"}),
            &["spec: Invalid value: failed rule: self.a >= 0"],
        ),
        case(
            "messageExpression runtime error falls back to message",
            json!({"rule": "self.a >= 0", "message": "m", "messageExpression": "string(self.a / 0)"}),
            &["spec: Invalid value: m"],
        ),
        case("reason Forbidden", json!({"rule": "self.a >= 0", "reason": "FieldValueForbidden", "message": "no"}), &["spec: Forbidden: no"]),
        case("reason Required", json!({"rule": "self.a >= 0", "reason": "FieldValueRequired", "message": "need"}), &["spec: Required value: need"]),
        case("reason Duplicate", json!({"rule": "self.a >= 0", "reason": "FieldValueDuplicate", "message": "dup"}), &["spec: Duplicate value"]),
        case("reason Invalid", json!({"rule": "self.a >= 0", "reason": "FieldValueInvalid"}), &["spec: Invalid value: failed rule: self.a >= 0"]),
        case("fieldPath", json!({"rule": "self.a >= 0", "fieldPath": ".a"}), &["spec.a: Invalid value: failed rule: self.a >= 0"]),
        case("fieldPath into a map", json!({"rule": "self.a >= 0", "fieldPath": ".m['k']"}), &["spec.m[k]: Invalid value: failed rule: self.a >= 0"]),
        case(
            "fieldPath that names no field",
            json!({"rule": "self.a >= 0", "fieldPath": ".nope"}),
            &["spec: Invalid value: \"object\": rule compile error: fieldPath: Invalid value: \".nope\": does not refer to a valid field"],
        ),
        case(
            "unknown reason",
            json!({"rule": "self.a >= 0", "reason": "Nope"}),
            &["spec: Invalid value: \"object\": rule compile error: reason: Unsupported value: \"Nope\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""],
        ),
    ]);
}

#[test]
fn compile_and_runtime_errors() {
    let props = json!({"a": {"type": "integer"}, "b": {"type": "integer"}, "s": {"type": "string"},
        "v": {"x-kubernetes-int-or-string": true}});
    let case = |name, rule: &str, errors| Case {
        name,
        schema: spec(props.clone(), json!([{"rule": rule}])),
        new: json!({"spec": {"a": 1, "s": "x", "v": "x"}}),
        old: None,
        errors,
        warnings: &[],
    };
    check(vec![
        case(
            "undefined field",
            "self.a > 0 && self.nope > 0",
            &["spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:19: undefined field 'nope'\n | self.a > 0 && self.nope > 0\n | ..................^"],
        ),
        case(
            "field selection on a scalar",
            "self.s.x == 1",
            &["spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:7: type 'string' does not support field selection\n | self.s.x == 1\n | ......^"],
        ),
        case(
            "undeclared reference",
            "self.a == other",
            &["spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:11: undeclared reference to 'other' (in container '')\n | self.a == other\n | ..........^"],
        ),
        case(
            "syntax error",
            "self.a > ",
            &["spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:10: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}\n | self.a > \n | .........^"],
        ),
        case("no such key", "self.b > 0", &["spec: Invalid value: \"object\": no such key: b evaluating rule: self.b > 0"]),
        case("division by zero", "self.a / 0 == 1", &["spec: Invalid value: \"object\": division by zero evaluating rule: self.a / 0 == 1"]),
        case("modulus by zero", "self.a % 0 == 1", &["spec: Invalid value: \"object\": modulus by zero evaluating rule: self.a % 0 == 1"]),
        case(
            "no matching overload at compile time",
            "self.a + self.s == 1",
            &["spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:8: found no matching overload for '_+_' applied to '(int, string)'\n | self.a + self.s == 1\n | .......^"],
        ),
        case(
            "no such overload at runtime: int-or-string is dynamic",
            "self.v + 1 == 2",
            &["spec: Invalid value: \"object\": 'no such overload': call arguments did not match a supported operator, function or macro signature for rule: self.v + 1 == 2"],
        ),
        case("comprehension variables are declared", "[1, 2].all(x, x > 0) && self.s.size() == 1", &[]),
    ]);
}

/// A list of `{"k": .., "v": ..}` items of `list_type` whose items carry
/// the transition rule `self.v >= oldSelf.v`.
fn list_schema(list_type: &str) -> Value {
    let mut list = json!({"type": "array", "x-kubernetes-list-type": list_type, "items": {
        "type": "object", "required": ["k"],
        "properties": {"k": {"type": "string"}, "v": {"type": "integer"}},
        "x-kubernetes-validations": [{"rule": "self.v >= oldSelf.v", "message": "v must not decrease"}]}});
    if list_type == "map" {
        list["x-kubernetes-list-map-keys"] = json!(["k"]);
    }
    json!({"type": "object", "properties": {"l": list}})
}

#[test]
fn transition_rules() {
    let old = json!({"l": [{"k": "a", "v": 2}, {"k": "b", "v": 2}]});
    let new = json!({"l": [{"k": "b", "v": 1}, {"k": "a", "v": 1}]});
    let case = |name, list_type, errors| Case {
        name,
        schema: list_schema(list_type),
        new: new.clone(),
        old: Some(old.clone()),
        errors,
        warnings: &[],
    };
    check(vec![
        case(
            "map items pair by key",
            "map",
            &[
                "l[0]: Invalid value: v must not decrease",
                "l[1]: Invalid value: v must not decrease",
            ],
        ),
        case("set items never pair", "set", &[]),
        case("atomic items never pair", "atomic", &[]),
        Case {
            name: "not run on create",
            schema: list_schema("map"),
            new: new.clone(),
            old: None,
            errors: &[],
            warnings: &[],
        },
        Case {
            name: "new map items have no old value",
            schema: list_schema("map"),
            new: json!({"l": [{"k": "c", "v": 0}]}),
            old: Some(old.clone()),
            errors: &[],
            warnings: &[],
        },
        Case {
            name: "objects pair by property; transition rules never ratchet",
            schema: spec(
                json!({"a": {"type": "integer"}}),
                json!([{"rule": "self.a == oldSelf.a", "message": "immutable"}, {"rule": "self.a > 5"}]),
            ),
            new: json!({"spec": {"a": 1}, "other": 1}),
            old: Some(json!({"spec": {"a": 1}, "other": 0})),
            errors: &[],
            warnings: &["spec: Invalid value: failed rule: self.a > 5"],
        },
        Case {
            name: "immutable field",
            schema: spec(
                json!({"a": {"type": "integer"}}),
                json!([{"rule": "self.a == oldSelf.a", "message": "immutable"}]),
            ),
            new: json!({"spec": {"a": 1}}),
            old: Some(json!({"spec": {"a": 2}})),
            errors: &["spec: Invalid value: immutable"],
            warnings: &[],
        },
        Case {
            name: "map values pair by key",
            schema: json!({"type": "object", "properties": {"m": {"type": "object", "additionalProperties": {
                "type": "integer", "x-kubernetes-validations": [{"rule": "self >= oldSelf"}]}}}}),
            new: json!({"m": {"x": 1, "y": 5}}),
            old: Some(json!({"m": {"x": 2, "z": 9}})),
            errors: &["m[x]: Invalid value: 1: failed rule: self >= oldSelf"],
            warnings: &[],
        },
        Case {
            name: "an old null is no old value: the transition rule does not run",
            schema: spec(
                json!({"n": {"type": "object", "nullable": true, "properties": {"g": {"type": "integer"}},
                    "x-kubernetes-validations": [{"rule": "self.g > oldSelf.g"}]}}),
                json!([]),
            ),
            new: json!({"spec": {"n": {"g": 1}}}),
            old: Some(json!({"spec": {"n": null}})),
            errors: &[],
            warnings: &[],
        },
    ]);
}

#[test]
fn optional_old_self() {
    let schema = spec(
        json!({"a": {"type": "integer"}}),
        json!([{"rule": "oldSelf.hasValue() ? self.a >= oldSelf.value().a : self.a > 5", "optionalOldSelf": true, "message": "grow"}]),
    );
    check(vec![
        Case {
            name: "runs on create with no value",
            schema: schema.clone(),
            new: json!({"spec": {"a": 2}}),
            old: None,
            errors: &["spec: Invalid value: grow"],
            warnings: &[],
        },
        Case {
            name: "create passes",
            schema: schema.clone(),
            new: json!({"spec": {"a": 6}}),
            old: None,
            errors: &[],
            warnings: &[],
        },
        Case {
            name: "update sees the old value",
            schema: schema.clone(),
            new: json!({"spec": {"a": 2}}),
            old: Some(json!({"spec": {"a": 3}})),
            errors: &["spec: Invalid value: grow"],
            warnings: &[],
        },
        Case {
            name: "update passes",
            schema,
            new: json!({"spec": {"a": 3}}),
            old: Some(json!({"spec": {"a": 2}})),
            errors: &[],
            warnings: &[],
        },
    ]);
}

#[test]
fn ratcheting() {
    let item_rule = |list_type: &str| {
        let mut list = json!({"type": "array", "x-kubernetes-list-type": list_type, "items": {
            "type": "object", "required": ["k"], "properties": {"k": {"type": "string"}, "v": {"type": "integer"}},
            "x-kubernetes-validations": [{"rule": "self.v > 0"}]}});
        if list_type == "map" {
            list["x-kubernetes-list-map-keys"] = json!(["k"]);
        }
        json!({"type": "object", "properties": {"l": list, "other": {"type": "integer"}}})
    };
    let old = json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 1}], "other": 1});
    check(vec![
        Case {
            name: "unchanged map item ratchets while another field changes",
            schema: item_rule("map"),
            new: json!({"l": [{"k": "b", "v": 1}, {"k": "a", "v": 0}], "other": 2}),
            old: Some(old.clone()),
            errors: &[],
            warnings: &["l[1]: Invalid value: failed rule: self.v > 0"],
        },
        Case {
            name: "changed map item does not ratchet",
            schema: item_rule("map"),
            new: json!({"l": [{"k": "a", "v": -1}, {"k": "b", "v": 1}]}),
            old: Some(old.clone()),
            errors: &["l[0]: Invalid value: failed rule: self.v > 0"],
            warnings: &[],
        },
        Case {
            name: "atomic items ratchet only with the whole list",
            schema: item_rule("atomic"),
            new: json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 1}], "other": 2}),
            old: Some(old.clone()),
            errors: &[],
            warnings: &["l[0]: Invalid value: failed rule: self.v > 0"],
        },
        Case {
            name: "atomic items do not ratchet when the list changed",
            schema: item_rule("atomic"),
            new: json!({"l": [{"k": "a", "v": 0}, {"k": "b", "v": 2}]}),
            old: Some(old.clone()),
            errors: &["l[0]: Invalid value: failed rule: self.v > 0"],
            warnings: &[],
        },
        Case {
            name: "set items likewise",
            schema: item_rule("set"),
            new: json!({"l": [{"k": "b", "v": 1}, {"k": "a", "v": 0}]}),
            old: Some(old.clone()),
            errors: &["l[1]: Invalid value: failed rule: self.v > 0"],
            warnings: &[],
        },
        Case {
            name: "keyword and CEL errors ratchet together",
            schema: json!({"type": "object", "properties": {"a": {"type": "integer", "maximum": 3,
                "x-kubernetes-validations": [{"rule": "self % 2 == 0"}]}, "b": {"type": "integer"}}}),
            new: json!({"a": 5, "b": 1}),
            old: Some(json!({"a": 5, "b": 0})),
            errors: &[],
            warnings: &[
                "a: Invalid value: 5: a in body should be less than or equal to 3",
                "a: Invalid value: 5: failed rule: self % 2 == 0",
            ],
        },
        Case {
            name: "create never ratchets",
            schema: item_rule("map"),
            new: old.clone(),
            old: None,
            errors: &["l[0]: Invalid value: failed rule: self.v > 0"],
            warnings: &[],
        },
    ]);
}

#[test]
fn keyword_errors_come_first_and_type_errors_block_rules() {
    let schema = json!({"type": "object", "properties": {"a": {"type": "integer", "minimum": 0},
        "x-kubernetes-validations": []}, "x-kubernetes-validations": [{"rule": "self.a > 10"}]});
    check(vec![
        Case {
            name: "both reported",
            schema: schema.clone(),
            new: json!({"a": -1}),
            old: None,
            errors: &["a: Invalid value: -1: a in body should be greater than or equal to 0", "<nil>: Invalid value: failed rule: self.a > 10"],
            warnings: &[],
        },
        Case {
            name: "type error blocks the rules",
            schema,
            new: json!({"a": "x"}),
            old: None,
            errors: &[
                "a: Invalid value: \"string\": a in body must be of type integer: \"string\"",
                "<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
            ],
            warnings: &[],
        },
    ]);
}

#[test]
fn root_rules_see_metadata_name() {
    let schema = json!({"type": "object", "properties": {"metadata": {"type": "object"}, "spec": {"type": "object"}},
        "x-kubernetes-validations": [{"rule": "self.metadata.name.startsWith('w-') && self.kind == 'Widget'"}]});
    check(vec![Case {
        name: "root",
        schema,
        new: json!({"apiVersion": "x/v1", "kind": "Widget", "metadata": {"name": "v-1"}, "spec": {}}),
        old: None,
        errors: &["<nil>: Invalid value: failed rule: self.metadata.name.startsWith('w-') && self.kind == 'Widget'"],
        warnings: &[],
    }]);
}

#[test]
fn cost_limits() {
    let nested = "self.v.all(x, self.v.all(y, x + y >= 0))";
    let list = |max: u64| json!({"v": {"type": "array", "maxItems": max, "items": {"type": "integer"}}});
    let numbers = |n: i64| json!({"v": (0..n).collect::<Vec<_>>()});
    check(vec![
        // The estimated-cost limit is the CRD's check (see
        // `estimated_cost_limit_is_not_applied_per_object`): objects run the
        // rule within the runtime limits.
        on_spec(
            "estimated cost over the per-rule limit",
            json!({"labels": {"type": "object", "additionalProperties": {"type": "string"}}}),
            "self.labels.all(k, self.labels[k].contains('a'))",
            json!({"labels": {"x": "b"}}),
            &["spec: Invalid value: failed rule: self.labels.all(k, self.labels[k].contains('a'))"],
        ),
        on_spec(
            "estimated cost under the limit with maxItems and maxLength",
            json!({"names": {"type": "array", "maxItems": 64, "items": {"type": "string", "maxLength": 63}}}),
            "self.names.all(n, n.startsWith('a'))",
            json!({"names": ["b"]}),
            &["spec: Invalid value: failed rule: self.names.all(n, n.startsWith('a'))"],
        ),
        on_spec(
            "estimated cost between 1x and 1.5x",
            list(1300),
            nested,
            numbers(1),
            &[],
        ),
        on_spec("small value within the per-call limit", list(1000), nested, numbers(10), &[]),
        on_spec(
            "large value over the per-call limit",
            list(1000),
            nested,
            numbers(500),
            &["spec: Invalid value: \"object\": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: self.v.all(x, self.v.all(y, x + y >= 0))"],
        ),
    ]);
}

#[test]
fn runtime_budget_of_one_validation() {
    // A pattern of 1204 characters (a factor of 301) over 20,000: each
    // item's rule costs 2 + 2,001 × 301 = 602,303; the 10M budget runs out
    // at the 17th item and no further rule runs.
    let pattern = format!("^(a{})*$", "|a".repeat(599));
    let items = |rule: &str| {
        json!({"type": "object", "properties": {"items": {"type": "array", "maxItems": 20, "items": {
            "type": "object", "properties": {"s": {"type": "string", "maxLength": 25000}},
            "x-kubernetes-validations": [{"rule": rule}]}}}})
    };
    let item = json!({"s": "a".repeat(20_000)});
    check(vec![
        Case {
            name: "budget",
            schema: items(&format!("self.s.matches('{pattern}')")),
            new: json!({"items": vec![item.clone(); 20]}),
            old: None,
            errors: &["items[16]: Invalid value: \"object\": validation failed due to running out of cost budget, no further validation rules will be run"],
            warnings: &[],
        },
        Case {
            // `||` stops at its first operand: each evaluation costs 4.
            name: "short-circuited",
            schema: items(&format!("self.s.size() > 0 || self.s.matches('{pattern}')")),
            new: json!({"items": vec![item; 20]}),
            old: None,
            errors: &[],
            warnings: &[],
        },
    ]);
}

#[test]
fn estimated_total_cost_of_a_schema() {
    // 3 + 6n + 7n² = 6,950,091 per evaluation at n = 996, run on each of 20
    // items: 139,001,820, over the 100,000,000 limit.
    let schema = |max_items: u64| -> Schema {
        serde_json::from_value(json!({"type": "object", "properties": {"items": {"type": "array", "maxItems": max_items,
            "items": {"type": "object", "properties": {"v": {"type": "array", "maxItems": 996, "items": {"type": "integer"}}},
                "x-kubernetes-validations": [{"rule": "self.v.all(x, self.v.all(y, x + y >= 0))"}]}}}}))
        .unwrap()
    };
    let over = schema(20);
    let compiled = validation_cel::CompiledSchema::new(&over);
    assert_eq!(compiled.estimated_total_cost(), 139_001_820.0);
    assert_eq!(
        compiled.total_cost_error().as_deref(),
        Some("x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of 1.390018x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)")
    );
    let under = schema(14);
    assert_eq!(validation_cel::CompiledSchema::new(&under).total_cost_error(), None);
}

#[test]
fn compile_errors_of_a_schema_are_listed_with_their_location() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"a": {"type": "integer"}, "l": {"type": "array", "items": {"type": "string",
            "x-kubernetes-validations": [{"rule": "self.size() > 0"}, {"rule": "self.size() > 1", "messageExpression": "self.nope"}]}}},
        "x-kubernetes-validations": [{"rule": "self.b == 1"}]}}}))
    .unwrap();
    let compiled = validation_cel::CompiledSchema::new(&schema);
    let errors: Vec<String> = compiled
        .compile_errors()
        .iter()
        .map(|(at, e)| format!("{at}: {e}"))
        .collect();
    assert_eq!(
        errors,
        [
            "properties[spec].x-kubernetes-validations[0]: compilation failed: ERROR: <input>:1:5: undefined field 'b'\n | self.b == 1\n | ....^",
            "properties[spec].properties[l].items.x-kubernetes-validations[1]: messageExpression compilation failed: ERROR: <input>:1:5: type 'string' does not support field selection\n | self.nope\n | ....^",
        ]
    );
}

#[test]
fn typed_values_check_without_json() {
    use validation_cel::{compile, map, Budget, Engine, ToCel};
    use validation_schema::ValidationRule;

    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "name": {"type": "string", "maxLength": 63},
        "tags": {"type": "array", "maxItems": 16, "items": {"type": "string", "maxLength": 63}},
        "owner": {"type": "string"}}}))
    .unwrap();
    let rule = ValidationRule {
        rule: "self.tags.all(t, t != self.name) && !has(self.owner)".into(),
        message_expression: "'bad ' + self.name".into(),
        reason: Some("FieldValueForbidden".into()),
        field_path: ".tags".into(),
        ..Default::default()
    };
    let compiled = compile(&rule, &schema, false).unwrap();
    let value = |name: &str, tags: Vec<String>, owner: Option<String>| {
        let mut fields = vec![("name", name.to_cel()), ("tags", tags.to_cel())];
        if owner.is_some() {
            fields.push(("owner", owner.to_cel()));
        }
        map(fields)
    };
    let check = |v| Engine::with(|e| compiled.check(e, "spec", v, None, &mut Budget::default())).map(|e| e.to_string());
    assert_eq!(check(value("a", vec!["b".into()], None)), None);
    assert_eq!(
        check(value("a", vec!["a".into()], None)).as_deref(),
        Some("spec.tags: Forbidden: bad a")
    );
    assert_eq!(
        check(value("a", vec![], Some("o".into()))).as_deref(),
        Some("spec.tags: Forbidden: bad a")
    );
}

/// The API server checks a rule's estimated cost when a CRD is created or
/// updated, never per object: `CompiledSchema::compile_errors` (the CRD
/// check) lists the rule, `compile` refuses it, and validating an object
/// runs it.
#[test]
fn estimated_cost_limit_is_not_applied_per_object() {
    let rule = "self.labels.all(k, self.labels[k].contains('a'))";
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"labels": {"type": "object", "additionalProperties": {"type": "string"}}},
        "x-kubernetes-validations": [{"rule": rule}]}}}))
    .unwrap();
    let over = "estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)";
    let compiled = validation_cel::CompiledSchema::new(&schema);
    let errors: Vec<String> = compiled
        .compile_errors()
        .iter()
        .map(|(at, e)| format!("{at}: {e}"))
        .collect();
    assert_eq!(
        errors,
        [format!("properties[spec].x-kubernetes-validations[0]: {over}")]
    );
    let spec = &schema.properties["spec"];
    assert_eq!(
        validation_cel::compile(&spec.x_validations[0], spec, false).map(|_| ()),
        Err(validation_cel::CompileError::Cost(over.to_owned()))
    );
    let outcome = |labels: serde_json::Value| -> Vec<String> {
        let errors = validation_cel::validate(&schema, &json!({"spec": {"labels": labels}}), None).errors;
        errors.iter().map(|e| e.to_string()).collect()
    };
    assert_eq!(outcome(json!({"x": "a"})), Vec::<String>::new());
    assert_eq!(
        outcome(json!({"x": "b"})),
        [format!("spec: Invalid value: failed rule: {rule}")]
    );
}

/// A message expression that does not compile (here: not a string) is the
/// CRD's error, as the API server reports it when the CRD is written; on
/// objects the API server runs the rule with its `message` or the default
/// one (Kubernetes' `TestMessageExpression`, "default rule message used if
/// messageExpression does not eval to string"), and no `fieldPath`.
#[test]
fn message_expression_errors_are_the_crds() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"s": {"type": "string"}},
        "x-kubernetes-validations": [
            {"rule": "self.s.startsWith('a')", "messageExpression": "true", "fieldPath": ".s"},
            {"rule": "self.s.startsWith('b')", "message": "must start with b", "messageExpression": "self.x"}]}}}))
    .unwrap();
    let compiled = validation_cel::CompiledSchema::new(&schema);
    let errors: Vec<String> = compiled
        .compile_errors()
        .iter()
        .map(|(at, e)| format!("{at}: {e}"))
        .collect();
    assert_eq!(
        errors,
        [
            "properties[spec].x-kubernetes-validations[0]: messageExpression must evaluate to a string".to_owned(),
            "properties[spec].x-kubernetes-validations[1]: messageExpression compilation failed: ERROR: <input>:1:5: undefined field 'x'\n | self.x\n | ....^".to_owned(),
        ]
    );
    let spec = &schema.properties["spec"];
    assert_eq!(
        validation_cel::compile(&spec.x_validations[0], spec, false).map(|_| ()),
        Err(validation_cel::CompileError::MessageNotString)
    );
    let errors: Vec<String> = validation_cel::validate(&schema, &json!({"spec": {"s": "c"}}), None)
        .errors
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        errors,
        [
            "spec: Invalid value: failed rule: self.s.startsWith('a')",
            "spec: Invalid value: must start with b",
        ]
    );
}
