//! Values as the API server binds them by schema: set and map lists
//! (`x-kubernetes-list-type`) compare regardless of order and add as
//! unions; the exact errors `validate` reports.

use serde_json::{json, Value};
use validation_cel::{validate, Validator};
use validation_schema::Schema;

/// The errors of the rule `rule` on `spec` (of properties `props`) for
/// `{"spec": value}`.
fn errors(props: Value, rule: &str, value: Value) -> Vec<String> {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object", "properties": props, "x-kubernetes-validations": [{"rule": rule}]}}}))
    .unwrap();
    let outcome = validate(&schema, &json!({"spec": value}), None);
    outcome.errors.iter().map(|e| e.to_string()).collect()
}

/// As [`errors`], with the rules alone, as Kubernetes' own CEL tests run
/// them: without the OpenAPI validation first, which rejects the values of
/// the wrong type before any rule reads them.
fn rule_errors(props: Value, rule: &str, value: Value) -> Vec<String> {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object", "properties": props, "x-kubernetes-validations": [{"rule": rule}]}}}))
    .unwrap();
    let mut outcome = validation_schema::Outcome::default();
    Validator::new(&schema).rules(&json!({"spec": value}), None, &mut outcome);
    outcome.errors.iter().map(|e| e.to_string()).collect()
}

fn set_of(items: &str) -> Value {
    json!({"type": "array", "x-kubernetes-list-type": "set", "items": {"type": items}})
}

fn map_list() -> Value {
    json!({"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k"],
        "items": {"type": "object", "properties": {"k": {"type": "string"}, "v": {"type": "string"}}}})
}

fn failed(rule: &str) -> Vec<String> {
    vec![format!("spec: Invalid value: failed rule: {rule}")]
}

#[test]
fn set_lists_compare_regardless_of_order_and_add_as_unions() {
    let props = json!({"s": set_of("string"), "t": set_of("string"), "n": set_of("integer")});
    let value = json!({"s": ["a", "b", "c"], "t": ["c", "a", "b"], "n": [1, 2]});
    for holds in [
        "self.s == ['c', 'b', 'a']",
        "self.s == self.t",
        "self.s != ['a', 'b']",
        "self.s != ['a', 'b', 'd']",
        // Same size, same distinct elements: a repeated element on the
        // right does not make up for a missing one.
        "self.s != ['a', 'a', 'b']",
        // The union keeps the left's order, then the right's new elements.
        "self.s + ['d', 'a', 'e', 'd'] == ['a', 'b', 'c', 'd', 'e']",
        "(self.s + ['d', 'a'])[3] == 'd' && size(self.s + ['d', 'a']) == 4",
        // The sum is a set too.
        "self.s + ['d'] == ['d', 'c', 'b', 'a']",
        // Elements key by type: 1 and 1.0 are different elements.
        "self.n != dyn([1.0, 2.0]) && self.n == dyn([2, 1])",
        // Functions taking lists take sets.
        "self.s.join('-') == 'a-b-c' && self.s.isSorted() && 'b' in self.s && self.s[2] == 'c'",
        // Only the left operand decides: a plain list compares in order.
        "['c', 'b', 'a'] != self.s",
        "['c', 'b', 'a'] + self.s == ['c', 'b', 'a', 'a', 'b', 'c']",
    ] {
        assert_eq!(
            errors(props.clone(), holds, value.clone()),
            Vec::<String>::new(),
            "{holds}"
        );
    }
    assert_eq!(
        errors(props.clone(), "self.s == ['c', 'b']", value.clone()),
        failed("self.s == ['c', 'b']")
    );
}

#[test]
fn set_lists_of_lists_fail_as_the_api_server_fails() {
    let props = json!({"s": {"type": "array", "x-kubernetes-list-type": "set",
        "items": {"type": "array", "items": {"type": "integer"}}}});
    assert_eq!(
        errors(props, "size(self.s + [[3]]) == 2", json!({"s": [[1], [2]]})),
        vec![
            "spec: Invalid value: \"object\": listSet operations are only supported on lists of scalar values \
             evaluating rule: size(self.s + [[3]]) == 2"
                .to_owned()
        ]
    );
}

#[test]
fn map_lists_compare_by_key_and_add_by_replacing_items_with_the_same_key() {
    let props = json!({"ms": {"type": "array", "items": map_list()}});
    // `self.ms[0]` and `self.ms[1]`, written `M` and `O` below.
    let value = json!({"ms": [
        [{"k": "a", "v": "1"}, {"k": "b", "v": "2"}],
        [{"k": "b", "v": "3"}, {"k": "c", "v": "4"}],
    ]});
    let rule = |r: &str| r.replace('M', "self.ms[0]").replace('O', "self.ms[1]");
    for holds in [
        "M == [M[1], M[0]]",
        "M != [O[0], M[0]]",
        "M != O",
        // `O`'s `b` replaces `M`'s in place; `c` is appended.
        "M + O == [M[0], O[0], O[1]]",
        "(M + O)[1].v == '3' && (M + O)[2].k == 'c'",
        "(O + M)[0] == M[1]",
        // The sum is a map list too.
        "M + O == [O[1], O[0], M[0]]",
        // A plain list on the left compares in order.
        "[M[1], M[0]] != M",
    ] {
        assert_eq!(
            errors(props.clone(), &rule(holds), value.clone()),
            Vec::<String>::new(),
            "{holds}"
        );
    }
    assert_eq!(errors(props, &rule("M == [M[0]]"), value), failed(&rule("M == [M[0]]")));
}

#[test]
fn map_lists_key_by_escaped_names_and_nest() {
    let props = json!({"objs": {"type": "array", "items": {
        "type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k-1", "k.2"],
        "items": {"type": "object", "properties": {"k-1": {"type": "string"}, "k.2": {"type": "string"}}}}}});
    let value = json!({"objs": [
        [{"k-1": "a", "k.2": "1"}, {"k-1": "b", "k.2": "2"}],
        [{"k-1": "b", "k.2": "2"}, {"k-1": "a", "k.2": "1"}],
        [{"k-1": "b", "k.2": "2"}, {"k-1": "a", "k.2": "3"}],
    ]});
    for holds in [
        "self.objs[0] == self.objs[1]",
        "self.objs[0] != self.objs[2]",
        // Objects compare their fields with the fields' own equality.
        "{'x': self.objs[0]} == {'x': self.objs[1]}",
    ] {
        assert_eq!(
            errors(props.clone(), holds, value.clone()),
            Vec::<String>::new(),
            "{holds}"
        );
    }
}

#[test]
fn large_sets_compare_in_linear_time() {
    // 20,000 elements each way: a pairwise comparison would take minutes.
    let n = 20_000;
    let forward: Vec<String> = (0..n).map(|i| format!("e{i}")).collect();
    let backward: Vec<String> = forward.iter().rev().cloned().collect();
    let props = json!({"s": set_of("string"), "t": set_of("string")});
    assert_eq!(
        errors(props, "self.s == self.t", json!({"s": forward, "t": backward})),
        Vec::<String>::new()
    );
}

#[test]
fn null_fits_objects_but_not_strings_lists_or_maps() {
    let props = json!({
        "s": {"type": "string", "nullable": true},
        "o": {"type": "object", "nullable": true, "properties": {"a": {"type": "string"}}},
        "l": {"type": "array", "items": {"type": "string"}},
        "m": {"type": "object", "additionalProperties": {"type": "string"}},
    });
    let value = json!({"s": "a", "o": {"a": "b"}, "l": [], "m": {}});
    assert_eq!(
        errors(props.clone(), "self.o != null", value.clone()),
        Vec::<String>::new()
    );
    for (rule, signature) in [
        ("self.s != null", "_!=_' applied to '(string, null)"),
        ("null == self.s", "_==_' applied to '(null, string)"),
        ("self.l == null", "_==_' applied to '(list(string), null)"),
        ("self.m == null", "_==_' applied to '(map(string, string), null)"),
    ] {
        let column = rule.find(['=', '!']).unwrap() + 1;
        let caret = ".".repeat(column - 1);
        assert_eq!(
            errors(props.clone(), rule, value.clone()),
            vec![format!(
                "spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:{column}: \
                 found no matching overload for '{signature}'\n | {rule}\n | {caret}^"
            )],
            "{rule}"
        );
    }
}

#[test]
fn null_properties_are_absent() {
    let props = json!({"s": {"type": "string", "nullable": true},
        "i": {"x-kubernetes-int-or-string": true, "nullable": true}});
    let value = json!({"s": null, "i": null});
    assert_eq!(
        errors(props.clone(), "!has(self.s) && !has(self.i)", value.clone()),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(props, "type(self.i) == int", value),
        vec!["spec: Invalid value: \"object\": no such key: i evaluating rule: type(self.i) == int".to_owned()]
    );
}

#[test]
fn values_of_the_wrong_type_are_invalid_data_where_read() {
    let props = json!({
        "o": {"type": "object", "properties": {"f": {"type": "string"}}},
        "l": {"type": "array", "items": {"type": "string"}},
        "s": {"type": "string"},
        "n": {"type": "integer"},
        "i": {"x-kubernetes-int-or-string": true},
        "m": {"type": "object", "additionalProperties": {"type": "integer"}},
        "ok": {"type": "string"},
    });
    let value = json!({"o": "x", "l": {}, "s": 1, "n": 1.5, "i": true, "m": {"a": null, "b": 2}, "ok": "fine"});
    // Rules that do not read the invalid data run.
    assert_eq!(
        rule_errors(props.clone(), "self.ok == 'fine' && self.m.b == 2", value.clone()),
        Vec::<String>::new()
    );
    for (rule, message) in [
        (
            "has(self.o)",
            "invalid data, expected a map for the provided schema with type=object",
        ),
        (
            "self.l.size() == 0",
            "invalid data, expected an array for the provided schema with type=array",
        ),
        ("self.s == 'a'", "invalid data, expected string, got int64"),
        ("self.n == 1", "invalid data, expected int, got float64"),
        (
            "has(self.i)",
            "invalid data, expected XIntOrString value to be either a string or integer",
        ),
        ("self.m.a == 1", "invalid data, got null for schema with nullable=false"),
    ] {
        assert_eq!(
            rule_errors(props.clone(), rule, value.clone()),
            vec![format!(
                "spec: Invalid value: \"object\": {message} evaluating rule: {rule}"
            )],
            "{rule}"
        );
    }
}

#[test]
fn unknown_fields_count_in_equality() {
    let props = json!({"l": {"type": "array", "items": {"type": "object",
        "x-kubernetes-preserve-unknown-fields": true, "properties": {"known": {"type": "integer"}}}}});
    let value = json!({"l": [
        {"known": 1, "unknown": "a"},
        {"known": 1, "unknown": "b"},
        {"known": 1, "unknown": "b"},
        {"known": 1},
    ]});
    for holds in [
        "self.l[0] != self.l[1]",
        "self.l[1] == self.l[2]",
        "self.l[0] != self.l[3]",
    ] {
        assert_eq!(
            errors(props.clone(), holds, value.clone()),
            Vec::<String>::new(),
            "{holds}"
        );
    }
    // Still not selectable.
    assert_eq!(
        errors(props, "self.l[0].unknown == 'a'", value),
        vec![
            "spec: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:10: \
             undefined field 'unknown'\n | self.l[0].unknown == 'a'\n | .........^"
                .to_owned()
        ]
    );
}
