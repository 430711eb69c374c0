//! The CEL environment and the messages of each Kubernetes version: a rule
//! using a library compiles from the version whose environment has it, and
//! is an undeclared reference before; failed rules are worded as that
//! version's API server words them.

use serde_json::json;
use validation_cel::{compile_in, Environment, Rules, Validator};
use validation_runtime::KubeVersion;
use validation_schema::{Schema, ValidationRule};

fn schema() -> Schema {
    serde_json::from_value(json!({
        "type": "object",
        "properties": {
            "s": {"type": "string", "maxLength": 10},
            "n": {"type": "integer"},
            "l": {"type": "array", "maxItems": 5, "items": {"type": "string", "maxLength": 10}}
        }
    }))
    .unwrap()
}

fn rule(text: &str) -> ValidationRule {
    ValidationRule {
        rule: text.into(),
        ..Default::default()
    }
}

fn new_rules(minor: u32) -> Environment {
    Environment::new_expressions(KubeVersion::new(minor))
}

/// The compile error of `text` in `env`, or `None` when it compiles.
fn compile_error(text: &str, env: Environment) -> Option<String> {
    compile_in(&rule(text), &schema(), false, env)
        .err()
        .map(|e| e.to_string())
}

/// Each gate: a rule, the first API server version that accepts it as a
/// new rule (its environment is one version before: base.go's
/// introduced version plus one), and the error of the version before.
#[test]
fn each_library_from_the_version_that_enables_it() {
    let cases: [(&str, u32, &str); 13] = [
        (
            "quantity('1').isInteger()",
            29,
            "compilation failed: ERROR: <input>:1:9: undeclared reference to 'quantity' (in container '')\n | quantity('1').isInteger()\n | ........^\nERROR: <input>:1:24: undeclared reference to 'isInteger' (in container '')\n | quantity('1').isInteger()\n | .......................^",
        ),
        (
            "optional.of(self.n).hasValue()",
            29,
            "compilation failed: ERROR: <input>:1:1: undeclared reference to 'optional' (in container '')\n | optional.of(self.n).hasValue()\n | ^\nERROR: <input>:1:12: undeclared reference to 'of' (in container '')\n | optional.of(self.n).hasValue()\n | ...........^\nERROR: <input>:1:29: undeclared reference to 'hasValue' (in container '')\n | optional.of(self.n).hasValue()\n | ............................^",
        ),
        (
            "self.n < 1.5",
            29,
            "compilation failed: ERROR: <input>:1:8: found no matching overload for '_<_' applied to '(int, double)'\n | self.n < 1.5\n | .......^",
        ),
        (
            "'%d'.format([self.n]) != ''",
            30,
            "compilation failed: ERROR: <input>:1:12: undeclared reference to 'format' (in container '')\n | '%d'.format([self.n]) != ''\n | ...........^",
        ),
        (
            "sets.contains(self.l, ['a'])",
            30,
            "compilation failed: ERROR: <input>:1:1: undeclared reference to 'sets' (in container '')\n | sets.contains(self.l, ['a'])\n | ^",
        ),
        (
            "isIP(self.s)",
            31,
            "compilation failed: ERROR: <input>:1:5: undeclared reference to 'isIP' (in container '')\n | isIP(self.s)\n | ....^",
        ),
        (
            "isCIDR(self.s)",
            31,
            "compilation failed: ERROR: <input>:1:7: undeclared reference to 'isCIDR' (in container '')\n | isCIDR(self.s)\n | ......^",
        ),
        (
            "format.dns1123Label().validate(self.s).hasValue()",
            32,
            "compilation failed: ERROR: <input>:1:1: undeclared reference to 'format' (in container '')\n | format.dns1123Label().validate(self.s).hasValue()\n | ^\nERROR: <input>:1:20: undeclared reference to 'dns1123Label' (in container '')\n | format.dns1123Label().validate(self.s).hasValue()\n | ...................^\nERROR: <input>:1:31: undeclared reference to 'validate' (in container '')\n | format.dns1123Label().validate(self.s).hasValue()\n | ..............................^",
        ),
        (
            "self.l.all(i, v, v != '')",
            33,
            "compilation failed: ERROR: <input>:1:11: undeclared reference to 'all' (in container '')\n | self.l.all(i, v, v != '')\n | ..........^\nERROR: <input>:1:12: undeclared reference to 'i' (in container '')\n | self.l.all(i, v, v != '')\n | ...........^\nERROR: <input>:1:15: undeclared reference to 'v' (in container '')\n | self.l.all(i, v, v != '')\n | ..............^\nERROR: <input>:1:18: undeclared reference to 'v' (in container '')\n | self.l.all(i, v, v != '')\n | .................^",
        ),
        (
            "self.l.transformList(i, v, v).size() > 0",
            33,
            "",
        ),
        (
            "isSemver(self.s)",
            34,
            "compilation failed: ERROR: <input>:1:9: undeclared reference to 'isSemver' (in container '')\n | isSemver(self.s)\n | ........^",
        ),
        (
            "self.l.slice(0, 1).size() >= 0",
            35,
            "compilation failed: ERROR: <input>:1:13: undeclared reference to 'slice' (in container '')\n | self.l.slice(0, 1).size() >= 0\n | ............^",
        ),
        (
            "self.s.matches('[')",
            29,
            "",
        ),
    ];
    let mut failures = Vec::new();
    for (text, accepted_from, _) in &cases {
        if let Some(e) = compile_error(text, new_rules(*accepted_from)) {
            if !text.contains("matches") {
                failures.push(format!("{text} at 1.{accepted_from}: {e}"));
            }
        }
    }
    for (text, accepted_from, expected) in &cases {
        if expected.is_empty() {
            continue;
        }
        let got = compile_error(text, new_rules(accepted_from - 1));
        if got.as_deref() != Some(*expected) {
            failures.push(format!("{text} at 1.{}: {got:?}", accepted_from - 1));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// The API server checks constant patterns from 1.29's environment (1.30
/// for new rules): before, the checker accepts an invalid one and building
/// the program fails (cel-go compiles constant patterns then).
#[test]
fn constant_patterns_are_checked_from_the_literal_validators() {
    assert_eq!(
        compile_error("self.s.matches('[')", new_rules(29)).as_deref(),
        Some("program instantiation failed: error parsing regexp: missing closing ]: `[`")
    );
    assert_eq!(
        compile_error("self.s.matches('[')", new_rules(30)).as_deref(),
        Some("compilation failed: ERROR: <input>:1:16: invalid matches argument\n | self.s.matches('[')\n | ...............^")
    );
}

/// Transforms of two-variable comprehensions are undeclared before 1.33's
/// new rules.
#[test]
fn two_variable_transforms_from_1_33() {
    let text = "self.l.transformList(i, v, v).size() > 0";
    assert_eq!(compile_error(text, new_rules(33)), None);
    assert!(compile_error(text, new_rules(32))
        .is_some_and(|e| e.contains("undeclared reference to 'transformList' (in container '')")));
}

/// No Kubernetes environment has cel-go's math or encoders libraries.
#[test]
fn math_and_base64_are_never_declared() {
    for (text, expected) in [
        (
            "math.greatest(1, 2) > 0",
            "compilation failed: ERROR: <input>:1:1: undeclared reference to 'math' (in container '')\n | math.greatest(1, 2) > 0\n | ^\nERROR: <input>:1:14: undeclared reference to 'greatest' (in container '')\n | math.greatest(1, 2) > 0\n | .............^",
        ),
        (
            "base64.encode(b'a') != ''",
            "compilation failed: ERROR: <input>:1:1: undeclared reference to 'base64' (in container '')\n | base64.encode(b'a') != ''\n | ^\nERROR: <input>:1:14: undeclared reference to 'encode' (in container '')\n | base64.encode(b'a') != ''\n | .............^",
        ),
    ] {
        for env in [Environment::NEWEST, Environment::stored_expressions(KubeVersion::NEWEST)] {
            assert_eq!(compile_error(text, env).as_deref(), Some(expected), "{text}");
        }
    }
}

/// A 1.32 API server compiles new rules with 1.31's environment and
/// stored rules with its own: a two-variable comprehension stored before
/// keeps working, a new one is rejected.
#[test]
fn stored_rules_use_the_servers_own_environment() {
    let text = "self.l.all(i, v, v != '')";
    let v132 = KubeVersion::new(32);
    assert!(compile_error(text, Environment::new_expressions(v132)).is_some());
    assert_eq!(compile_error(text, Environment::stored_expressions(v132)), None);
}

/// On a CRD update, the rules the old CRD has compile as stored rules; a
/// changed rule compiles as a new one.
#[test]
fn a_crd_update_compiles_old_rules_as_stored() {
    let with = |text: &str| -> Schema {
        serde_json::from_value(json!({
            "type": "object",
            "properties": {"l": {"type": "array", "maxItems": 5, "items": {"type": "string", "maxLength": 10}}},
            "x-kubernetes-validations": [{"rule": text}]
        }))
        .unwrap()
    };
    let kept = "self.l.all(i, v, v != '')";
    let old = with(kept);
    let rules = Rules::update(KubeVersion::new(32), [&old]);
    let unchanged = with(kept);
    let validator = Validator::compile_in(&unchanged, &rules);
    assert!(validator.compiled().compile_errors().is_empty());
    let changed = with("self.l.all(i, v, v != 'x')");
    let validator = Validator::compile_in(&changed, &rules);
    let errors = validator.compiled().compile_errors();
    assert_eq!(errors.len(), 1, "{errors:?}");
}

fn messages_schema() -> Schema {
    serde_json::from_value(json!({
        "type": "object",
        "properties": {"spec": {
            "type": "object",
            "x-kubernetes-validations": [{"rule": "self.n >= 0"}],
            "properties": {
                "n": {"type": "integer", "x-kubernetes-validations": [{"rule": "self > 0"}]},
                "s": {"type": "string", "x-kubernetes-validations": [
                    {"rule": "self != 'x'", "reason": "FieldValueDuplicate"},
                    {"rule": "self.size() > 3", "messageExpression": "'too short: ' + self"}
                ]},
                "t": {"type": "string", "format": "date-time",
                      "x-kubernetes-validations": [{"rule": "self > timestamp('2030-01-01T00:00:00Z')"}]},
                "l": {"type": "array", "items": {"type": "string"},
                      "x-kubernetes-validations": [{"rule": "self.size() > 1"}]}
            }
        }}
    }))
    .unwrap()
}

fn messages_at(minor: u32) -> Vec<String> {
    let schema = messages_schema();
    let validator = Validator::compile_in(&schema, &Rules::new(new_rules(minor)));
    let object = json!({"spec": {"n": -1, "s": "x", "t": "2024-01-01T00:00:00+00:00", "l": ["a"]}});
    let mut errors: Vec<String> = validator
        .validate(&object, None)
        .errors
        .iter()
        .map(ToString::to_string)
        .collect();
    errors.sort();
    errors
}

/// Kubernetes 1.35 shows a scalar's value in a failed rule's error and no
/// value for an object or array; 1.34 shows the schema's type.
#[test]
fn failed_rule_values_by_version() {
    assert_eq!(
        messages_at(34),
        [
            "spec.l: Invalid value: \"array\": failed rule: self.size() > 1",
            "spec.n: Invalid value: \"integer\": failed rule: self > 0",
            "spec.s: Duplicate value: \"string\"",
            "spec.s: Invalid value: \"string\": too short: x",
            "spec.t: Invalid value: \"string\": failed rule: self > timestamp('2030-01-01T00:00:00Z')",
            "spec: Invalid value: \"object\": failed rule: self.n >= 0",
        ]
    );
    assert_eq!(
        messages_at(35),
        [
            "spec.l: Invalid value: failed rule: self.size() > 1",
            "spec.n: Invalid value: -1: failed rule: self > 0",
            "spec.s: Duplicate value: \"x\"",
            "spec.s: Invalid value: \"x\": too short: x",
            "spec.t: Invalid value: \"2024-01-01T00:00:00+00:00\": failed rule: self > timestamp('2030-01-01T00:00:00Z')",
            "spec: Invalid value: failed rule: self.n >= 0",
        ]
    );
    assert_eq!(messages_at(37), messages_at(35));
}

/// Errors other than a rule evaluating to false (here a runtime error)
/// still show the schema's type at 1.35.
#[test]
fn runtime_errors_keep_the_type() {
    let schema: Schema = serde_json::from_value(json!({
        "type": "object",
        "properties": {"n": {"type": "integer", "x-kubernetes-validations": [{"rule": "10 / self > 0"}]}}
    }))
    .unwrap();
    let validator = Validator::compile_in(&schema, &Rules::new(new_rules(37)));
    let outcome = validator.validate(&json!({"n": 0}), None);
    let errors: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        errors,
        ["n: Invalid value: \"integer\": division by zero evaluating rule: 10 / self > 0"]
    );
}
