//! Patterns known only when a rule runs (`self.s.matches(self.re)`) are
//! compiled as Go reads them, in a cache bounded in count and memory. 256
//! distinct patterns like `[\p{L}\p{N}]{200}` took 179 s and 2.9 GB when
//! each became an 11 MB byte automaton; they are small character programs
//! now, as Go's are.

use serde_json::json;
use validation_cel::Validator;
use validation_schema::Schema;

#[test]
fn many_large_unicode_patterns() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object",
        "properties": {"s": {"type": "string", "maxLength": 512}, "re": {"type": "string", "maxLength": 32}},
        "x-kubernetes-validations": [{"rule": "self.s.matches(self.re)"}]}}}))
    .unwrap();
    let validator = Validator::new(&schema);
    let long_run = "aé日1".repeat(115);
    let short_runs = format!("{} ", "aé日1".repeat(25)).repeat(5);
    for n in 200..456 {
        let re = format!(r"[\p{{L}}\p{{N}}]{{{n}}}");
        let outcome = validator.validate(&json!({"spec": {"s": long_run, "re": re}}), None);
        assert!(outcome.errors.is_empty(), "{n}: {:?}", outcome.errors);
        let outcome = validator.validate(&json!({"spec": {"s": short_runs, "re": re}}), None);
        let errors: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
        assert_eq!(
            errors,
            [r#"spec: Invalid value: failed rule: self.s.matches(self.re)"#],
            "{n}"
        );
    }
}

/// A pattern Go rejects, known only at run time: Go's error.
#[test]
fn invalid_runtime_pattern() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object",
        "properties": {"s": {"type": "string", "maxLength": 64}, "re": {"type": "string", "maxLength": 32}},
        "x-kubernetes-validations": [{"rule": "self.s.matches(self.re)"}]}}}))
    .unwrap();
    let outcome = Validator::new(&schema).validate(&json!({"spec": {"s": "aaa", "re": "a{2}{3}"}}), None);
    let errors: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        errors,
        ["spec: Invalid value: \"object\": error parsing regexp: invalid nested repetition operator: `{2}{3}` evaluating rule: self.s.matches(self.re)"]
    );
}
