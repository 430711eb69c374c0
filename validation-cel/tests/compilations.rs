//! Rules are compiled once: after the first validation, validating again
//! (on create and on update, schema-driven or typed) compiles nothing.
//! One test in its own binary, so no other test compiles concurrently.

use std::sync::LazyLock;

use serde_json::json;
use validation_cel::{compilations, compile, map, Budget, CompiledRule, Engine, ToCel, Validator};
use validation_schema::{Schema, ValidationRule};

static TYPED_RULE: LazyLock<CompiledRule> = LazyLock::new(|| {
    let schema: Schema =
        serde_json::from_value(json!({"type": "object", "properties": {"n": {"type": "integer"}}})).unwrap();
    let rule = ValidationRule {
        rule: "self.n >= oldSelf.n".into(),
        message_expression: "self.n < 0 ? 'n shrank below 0' : 'n shrank'".into(),
        ..Default::default()
    };
    compile(&rule, &schema, false).unwrap()
});

#[test]
fn no_compilation_per_call_after_the_first() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"a": {"type": "integer"}, "items": {"type": "array", "maxItems": 10, "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": ["k"], "items": {"type": "object", "required": ["k"],
                "properties": {"k": {"type": "string", "maxLength": 8}},
                "x-kubernetes-validations": [{"rule": "self.k == oldSelf.k"}, {"rule": "self.k.matches('^[a-z]+$')"}]}}},
        "x-kubernetes-validations": [{"rule": "self.a > 0", "messageExpression": "'a is ' + (self.a < -9 ? 'far below 1' : 'below 1')"}]}}}))
    .unwrap();
    let validator = Validator::new(&schema);
    let new = json!({"spec": {"a": 0, "items": [{"k": "x"}, {"k": "Y"}]}});
    let old = json!({"spec": {"a": 1, "items": [{"k": "x"}]}});
    let first = validator.validate(&new, Some(&old));
    assert_eq!(first.errors.len(), 2);
    let check = |n: i64, old: i64| {
        Engine::with(|e| {
            TYPED_RULE.check(
                e,
                "spec",
                map([("n", n.to_cel())]),
                Some(map([("n", old.to_cel())])),
                &mut Budget::default(),
            )
        })
    };
    assert_eq!(
        check(1, 2).map(|e| e.to_string()).as_deref(),
        Some("spec: Invalid value: n shrank")
    );
    let after_first = compilations();
    for _ in 0..10 {
        assert_eq!(validator.validate(&new, Some(&old)).errors, first.errors);
        assert_eq!(validator.validate(&new, None).errors.len(), 2);
        assert!(check(3, 2).is_none());
    }
    assert_eq!(compilations(), after_first);
    // Compiling a schema compiles each of its rules once.
    let _ = Validator::new(&schema);
    assert_eq!(compilations(), after_first + 3);
}
