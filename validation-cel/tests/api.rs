//! The public API Kubernetes' CEL validation tests drive
//! (apiextensions-apiserver `pkg/apiserver/schema/cel/validation_test.go`):
//! a validator with a cost budget, with or without a resource root and
//! ratcheting, and one expression evaluated against a schema. Cases
//! transcribed from its tables state their name; paths start at the
//! schema's root (`root.foo` there is `foo` here, `root` is `<nil>`).

use serde_json::{json, Value as Json};
use validation_cel::{
    evaluate, CompileError, Environment, EvalError, Expression, Rules, RuntimeError, Validator, ValidatorOptions,
};
use validation_runtime::KubeVersion;
use validation_schema::{Outcome, Root, Schema};

fn schema(v: Json) -> Schema {
    serde_json::from_value(v).unwrap()
}

fn texts(list: &validation_runtime::ErrorList) -> Vec<String> {
    list.iter().map(ToString::to_string).collect()
}

fn validate_with(s: &Schema, options: ValidatorOptions, new: &Json, old: Option<&Json>) -> Outcome {
    Validator::compile_with(s, &Rules::new(Environment::NEWEST), options).validate(new, old)
}

fn options(budget: u64, root: Root, ratcheting: bool) -> ValidatorOptions {
    ValidatorOptions {
        budget,
        root,
        ratcheting,
    }
}

const OUT_OF_BUDGET: &str =
    "validation failed due to running out of cost budget, no further validation rules will be run";

#[test]
fn default_options_are_the_api_servers() {
    assert_eq!(
        ValidatorOptions::default(),
        options(validation_cel::cost::RUNTIME_COST_BUDGET, Root::Resource, true)
    );
    assert_eq!(validation_cel::cost::RUNTIME_COST_BUDGET, 10_000_000);
    let s = schema(json!({"type": "object"}));
    assert_eq!(Validator::new(&s).options(), ValidatorOptions::default());
}

/// TestMessageExpression: the rule `false` with a message expression on
/// `{str: string}`, not a resource root, with its cost budgets.
#[test]
fn message_expression_budgets() {
    let with_message = |message_expression: &str| {
        schema(json!({"type": "object", "properties": {"str": {"type": "string"}},
            "x-kubernetes-validations": [{"rule": "false", "messageExpression": message_expression}]}))
    };
    let object = json!({"str": "a string"});
    let cases = [
        // "no cost error expected"
        (
            r#""static string""#,
            300,
            "<nil>: Invalid value: static string".to_owned(),
        ),
        // "limit exceeded"
        (
            r#""string 1" + "string 2" + "string 3""#,
            1,
            format!(
                r#"<nil>: Invalid value: "object": messageExpression evaluation failed due to {}"#,
                OUT_OF_BUDGET.trim_start_matches("validation failed due to ")
            ),
        ),
        // "messageExpression budget (str concat)"
        (
            r#""str1 " + self.str"#,
            50,
            "<nil>: Invalid value: str1 a string".to_owned(),
        ),
    ];
    for (message_expression, budget, want) in cases {
        let s = with_message(message_expression);
        let outcome = validate_with(&s, options(budget, Root::Value, true), &object, None);
        assert_eq!(
            texts(&outcome.errors),
            [want],
            "{message_expression} with budget {budget}"
        );
    }
}

/// TestRatcheting "cost budget errors are not ratcheted": a budget of 1 on
/// an unchanged value; then a budget that runs out on the second rule.
#[test]
fn running_out_of_budget() {
    let s = schema(json!({"type": "string", "minLength": 5,
        "x-kubernetes-validations": [{"rule": "self == \"baz\"", "message": "gotta be baz"}]}));
    let value = json!("unchanged");
    let outcome = validate_with(&s, options(1, Root::Value, true), &value, Some(&value));
    assert_eq!(
        texts(&outcome.errors),
        [format!(r#"<nil>: Invalid value: "string": {OUT_OF_BUDGET}"#)]
    );
    assert!(outcome.warnings.is_empty());
    // With the default budget the rule fails, and ratchets.
    let outcome = validate_with(&s, ValidatorOptions::default(), &value, Some(&value));
    assert!(outcome.errors.is_empty());
    assert_eq!(
        texts(&outcome.warnings),
        [r#"<nil>: Invalid value: "unchanged": gotta be baz"#]
    );

    // Three properties whose rules each cost 2 (`self`, `>`): a budget of 3
    // runs the first and stops at the second, and nothing runs after it.
    let rule = json!({"type": "integer", "x-kubernetes-validations": [{"rule": "self > 0"}]});
    let s = schema(json!({"type": "object", "properties": {"a": rule, "b": rule, "c": rule}}));
    let object = json!({"a": 1, "b": 1, "c": 0});
    let outcome = validate_with(&s, options(3, Root::Value, true), &object, None);
    assert_eq!(
        texts(&outcome.errors),
        [format!(r#"b: Invalid value: "integer": {OUT_OF_BUDGET}"#)]
    );
    let outcome = validate_with(&s, options(6, Root::Value, true), &object, None);
    assert_eq!(texts(&outcome.errors), ["c: Invalid value: 0: failed rule: self > 0"]);
    let outcome = validate_with(&s, options(1_000, Root::Value, true), &object, None);
    assert_eq!(texts(&outcome.errors), ["c: Invalid value: 0: failed rule: self > 0"]);
}

/// TestValidationExpressions "typemeta and objectmeta access not
/// specified" (`isRoot: true`): the root's rules see `apiVersion`, `kind`,
/// `metadata.name` and `metadata.generateName` the schema does not
/// declare, and no other `metadata` field; not as a resource root, none.
#[test]
fn resource_root_or_not() {
    let object = json!({"apiVersion": "v1", "kind": "Pod",
        "metadata": {"name": "foo", "generateName": "pickItForMe", "namespace": "xyz"},
        "spec": {"field1": "a"}});
    let with_rule = |rule: &str| {
        schema(json!({"type": "object", "properties": {
            "spec": {"type": "object", "properties": {"field1": {"type": "string"}}}},
            "x-kubernetes-validations": [{"rule": rule}]}))
    };
    let resource = options(10_000_000, Root::Resource, true);
    let value = options(10_000_000, Root::Value, true);
    for rule in [
        "self.kind == 'Pod'",
        "self.apiVersion == 'v1'",
        "self.metadata.name == 'foo'",
        "self.metadata.generateName == 'pickItForMe'",
    ] {
        let s = with_rule(rule);
        assert_eq!(validate_with(&s, resource, &object, None), Outcome::default(), "{rule}");
        let field = rule.trim_start_matches("self.").split(['.', ' ']).next().unwrap();
        let column = "self.".len();
        assert_eq!(
            texts(&validate_with(&s, value, &object, None).errors),
            [format!(
                "<nil>: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:{column}: undefined field '{field}'\n | {rule}\n | {}^",
                ".".repeat(column - 1)
            )],
            "{rule}"
        );
    }
    let s = with_rule("has(self.metadata.namespace)");
    assert_eq!(
        texts(&validate_with(&s, resource, &object, None).errors),
        ["<nil>: Invalid value: \"object\": rule compile error: compilation failed: ERROR: <input>:1:4: undefined field 'namespace'\n | has(self.metadata.namespace)\n | ...^"]
    );
    // An embedded resource sees its type and object meta either way.
    let s = schema(json!({"type": "object", "properties": {"template": {
        "type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true,
        "x-kubernetes-validations": [{"rule": "self.kind == 'Pod' && self.metadata.name == 'p'"}]}}}));
    let object = json!({"template": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "q"}}});
    for root in [resource, value] {
        assert_eq!(
            texts(&validate_with(&s, root, &object, None).errors),
            ["template: Invalid value: failed rule: self.kind == 'Pod' && self.metadata.name == 'p'"]
        );
    }
}

/// TestRatcheting, whose `warnings` are the errors with the feature gate
/// off: ratcheting on gives them as warnings, off as errors.
#[test]
fn ratcheting_on_and_off() {
    // "normal CEL expression"
    let s = schema(json!({"type": "object", "properties": {"foo": {"type": "string",
        "x-kubernetes-validations": [{"rule": "self == \"bar\"", "message": "gotta be bar"}]}}}));
    let object = json!({"foo": "baz"});
    let on = validate_with(&s, options(10_000_000, Root::Value, true), &object, Some(&object));
    assert!(on.errors.is_empty());
    assert_eq!(texts(&on.warnings), [r#"foo: Invalid value: "baz": gotta be bar"#]);
    let off = validate_with(&s, options(10_000_000, Root::Value, false), &object, Some(&object));
    assert_eq!(texts(&off.errors), [r#"foo: Invalid value: "baz": gotta be bar"#]);
    assert!(off.warnings.is_empty());

    // "nested typemeta fields may still be ratcheted"
    let type_meta = json!({"apiVersion": {"type": "string", "x-kubernetes-validations": [{"rule": "self == \"v1\""}]},
        "kind": {"type": "string", "x-kubernetes-validations": [{"rule": "self == \"Pod\""}]}});
    let mut item = type_meta.clone();
    item["name"] = json!({"type": "string"});
    let mut sub_field = type_meta.clone();
    sub_field["otherField"] = json!({"type": "string"});
    let s = schema(json!({"type": "object", "properties": {
        "list": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"], "maxItems": 2,
            "items": {"type": "object", "properties": item}},
        "subField": {"type": "object", "properties": sub_field}}}));
    let old = json!({"subField": {"apiVersion": "v2", "kind": "Baz"},
        "list": [{"name": "entry1", "apiVersion": "v2", "kind": "Baz"}, {"name": "entry2", "apiVersion": "v3", "kind": "Bar"}]});
    let new = json!({"subField": {"apiVersion": "v2", "kind": "Baz", "otherField": "newValue"},
        "list": [{"name": "entry1", "apiVersion": "v2", "kind": "Baz", "otherField": "newValue2"},
            {"name": "entry2", "apiVersion": "v3", "kind": "Bar", "otherField": "newValue3"}]});
    let expected = [
        r#"list[0].apiVersion: Invalid value: "v2": failed rule: self == "v1""#,
        r#"list[0].kind: Invalid value: "Baz": failed rule: self == "Pod""#,
        r#"list[1].apiVersion: Invalid value: "v3": failed rule: self == "v1""#,
        r#"list[1].kind: Invalid value: "Bar": failed rule: self == "Pod""#,
        r#"subField.apiVersion: Invalid value: "v2": failed rule: self == "v1""#,
        r#"subField.kind: Invalid value: "Baz": failed rule: self == "Pod""#,
    ];
    let on = validate_with(&s, options(10_000_000, Root::Value, true), &new, Some(&old));
    assert!(on.errors.is_empty(), "{:?}", texts(&on.errors));
    assert_eq!(texts(&on.warnings), expected);
    let off = validate_with(&s, options(10_000_000, Root::Value, false), &new, Some(&old));
    assert_eq!(texts(&off.errors), expected);

    // "typemeta fields are not ratcheted": the top-level apiVersion and
    // kind are errors with ratcheting on too.
    let s = schema(json!({"type": "object", "properties": type_meta}));
    let object = json!({"apiVersion": "v2", "kind": "Baz"});
    for ratcheting in [true, false] {
        let outcome = validate_with(&s, options(10_000_000, Root::Value, ratcheting), &object, Some(&object));
        assert_eq!(
            texts(&outcome.errors),
            [
                r#"apiVersion: Invalid value: "v2": failed rule: self == "v1""#,
                r#"kind: Invalid value: "Baz": failed rule: self == "Pod""#
            ]
        );
        assert!(outcome.warnings.is_empty());
    }
}

/// Ratcheting off also for the OpenAPI keywords, which run first.
#[test]
fn ratcheting_off_covers_keywords() {
    let s = schema(json!({"type": "object", "properties": {
        "n": {"type": "integer", "maximum": 5, "x-kubernetes-validations": [{"rule": "self < 3"}]}}}));
    let object = json!({"n": 7});
    let expected = [
        "n: Invalid value: 7: n in body should be less than or equal to 5",
        "n: Invalid value: 7: failed rule: self < 3",
    ];
    let on = validate_with(&s, ValidatorOptions::default(), &object, Some(&object));
    assert_eq!(
        (texts(&on.errors), texts(&on.warnings)),
        (Vec::new(), expected.map(String::from).to_vec())
    );
    let off = ValidatorOptions {
        ratcheting: false,
        ..ValidatorOptions::default()
    };
    let off = validate_with(&s, off, &object, Some(&object));
    assert_eq!(
        (texts(&off.errors), texts(&off.warnings)),
        (expected.map(String::from).to_vec(), Vec::new())
    );
}

/// TestOptionalOldSelf "block create: new min or allow higher than
/// oldValue": with the ratcheting feature gate the `optionalOldSelf` rule
/// runs on create; without it, it does not.
#[test]
fn optional_old_self_on_create_needs_ratcheting() {
    let s = schema(json!({"type": "integer", "x-kubernetes-validations": [{
        "rule": "self >= 10 || (oldSelf.hasValue() && oldSelf.value() <= self)", "optionalOldSelf": true}]}));
    let on = validate_with(&s, options(10_000_000, Root::Value, true), &json!(9), None);
    assert_eq!(
        texts(&on.errors),
        ["<nil>: Invalid value: 9: failed rule: self >= 10 || (oldSelf.hasValue() && oldSelf.value() <= self)"]
    );
    let off = validate_with(&s, options(10_000_000, Root::Value, false), &json!(9), None);
    assert_eq!(off, Outcome::default());
    // On update it runs either way: "block update" (5 -> 4).
    for ratcheting in [true, false] {
        let outcome = validate_with(
            &s,
            options(10_000_000, Root::Value, ratcheting),
            &json!(4),
            Some(&json!(5)),
        );
        assert_eq!(outcome.errors.len(), 1, "ratcheting {ratcheting}");
    }
}

#[test]
fn evaluate_gives_values_back() {
    let s = schema(json!({"type": "object", "properties": {
        "name": {"type": "string"},
        "replicas": {"type": "integer"},
        "ratio": {"type": "number"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "labels": {"type": "object", "additionalProperties": {"type": "string"}},
        "when": {"type": "string", "format": "date-time"},
        "size": {"x-kubernetes-int-or-string": true}
    }}));
    let object = json!({"name": "web", "replicas": 3, "ratio": 0.5, "tags": ["b", "a"],
        "labels": {"app": "web", "tier": "front"}, "when": "2024-01-02T03:04:05Z", "size": "10Gi"});
    let cases: [(&str, Json); 12] = [
        ("self.replicas * 2", json!(6)),
        ("self.ratio * 3.0", json!(1.5)),
        ("uint(self.replicas)", json!(3)),
        ("self.name + '-0'", json!("web-0")),
        ("self.tags.sort()", json!(["a", "b"])),
        ("self.labels", json!({"app": "web", "tier": "front"})),
        ("self.labels.filter(k, k != 'app')", json!(["tier"])),
        ("self.when.getFullYear()", json!(2024)),
        ("has(self.name) ? 1 : 0", json!(1)),
        ("quantity(self.size).asInteger()", json!(10_737_418_240_i64)),
        ("null", Json::Null),
        ("self.?replicas.orValue(0) > 2", json!(true)),
    ];
    for (expression, want) in cases {
        assert_eq!(evaluate(expression, &s, &object, None), Ok(want), "{expression}");
    }
    // oldSelf is the old value under the same schema.
    let old = json!({"replicas": 1});
    assert_eq!(
        evaluate("self.replicas - oldSelf.replicas", &s, &object, Some(&old)),
        Ok(json!(2))
    );
}

#[test]
fn evaluate_reports_what_has_no_value() {
    let s = schema(json!({"type": "object", "properties": {
        "n": {"type": "integer"}, "m": {"type": "object", "additionalProperties": {"type": "integer"}},
        "list": {"type": "array", "items": {"type": "integer"}}}}));
    let object = json!({"n": 0, "m": {"a": 1}, "list": [1, 2]});
    let runtime = |text: &str| Err(EvalError::Runtime(RuntimeError::Other(text.to_owned())));
    assert_eq!(evaluate("1 / self.n", &s, &object, None), runtime("division by zero"));
    assert_eq!(evaluate("self.m['b']", &s, &object, None), runtime("no such key: b"));
    assert_eq!(
        evaluate("self.list[5]", &s, &object, None),
        runtime("index out of bounds: 5")
    );
    assert_eq!(
        evaluate("{1: 'a'}", &s, &object, None),
        Err(EvalError::NoJsonForm("map(int, ...)".to_owned()))
    );
    assert_eq!(
        evaluate("b'abc'", &s, &object, None),
        Err(EvalError::NoJsonForm("bytes".to_owned()))
    );
    assert_eq!(
        evaluate("[timestamp('2024-01-01T00:00:00Z')]", &s, &object, None),
        Err(EvalError::NoJsonForm("google.protobuf.Timestamp".to_owned()))
    );
    assert_eq!(
        evaluate("1.0 / 0.0", &s, &object, None),
        Err(EvalError::NoJsonForm("double".to_owned()))
    );
    // The CEL value is there for those.
    let expression = Expression::compile("duration('90s')", &s, Root::Value, Environment::NEWEST).unwrap();
    assert_eq!(expression.type_name(), "google.protobuf.Duration");
    assert_eq!(
        expression.evaluate_cel(&object, None),
        Ok(validation_cel::cel::Value::Duration(chrono::Duration::seconds(90)))
    );
    // Compile errors: the API server's text.
    assert_eq!(
        evaluate("self.n + 'a'", &s, &object, None),
        Err(EvalError::Compile(CompileError::Rule(
            "ERROR: <input>:1:8: found no matching overload for '_+_' applied to '(int, string)'\n | self.n + 'a'\n | .......^"
                .to_owned()
        )))
    );
}

#[test]
fn expressions_compile_in_the_chosen_environment() {
    let s = schema(json!({"type": "object", "properties": {"items": {"type": "array", "items": {"type": "integer"}}}}));
    let object = json!({"items": [3, 1, 2]});
    // Two-variable comprehensions: stored rules from 1.32, new ones 1.33.
    let source = "self.items.transformList(i, v, v * i)";
    let newest = Expression::compile(source, &s, Root::Value, Environment::NEWEST).unwrap();
    assert_eq!(newest.type_name(), "list(int)");
    assert_eq!(newest.evaluate(&object, None), Ok(json!([0, 1, 4])));
    let stored = Environment::stored_expressions(KubeVersion::new(32));
    assert!(Expression::compile(source, &s, Root::Value, stored).is_ok());
    let new = Environment::new_expressions(KubeVersion::new(32));
    let error = Expression::compile(source, &s, Root::Value, new)
        .err()
        .unwrap()
        .to_string();
    assert!(error.contains("undeclared reference to 'transformList'"), "{error}");
    // A resource root sees its type meta.
    let object = json!({"apiVersion": "v1", "kind": "K", "metadata": {"name": "n"}});
    let expression = Expression::compile(
        "self.metadata.name + '/' + self.kind",
        &s,
        Root::Resource,
        Environment::NEWEST,
    )
    .unwrap();
    assert_eq!(expression.evaluate(&object, None), Ok(json!("n/K")));
}

/// An evaluation over the per-call limit stops with the API server's cost
/// error, in time linear in the limit, however large the value.
#[test]
fn evaluation_stops_at_the_per_call_limit() {
    let s = schema(json!({"type": "object", "properties": {"list": {"type": "array", "items": {"type": "integer"}}}}));
    let object = json!({"list": (0..5_000).collect::<Vec<i64>>()});
    assert_eq!(
        evaluate("self.list.all(x, self.list.all(y, x + y >= 0))", &s, &object, None),
        Err(EvalError::Runtime(RuntimeError::CostLimit))
    );
    assert_eq!(
        EvalError::Runtime(RuntimeError::CostLimit).to_string(),
        "operation cancelled: actual cost limit exceeded"
    );
    // A single pass is well within it.
    assert_eq!(evaluate("self.list.all(x, x >= 0)", &s, &object, None), Ok(json!(true)));
}

/// The correlated objects ratcheting uses are validation-schema's.
#[test]
fn correlated_is_reexported() {
    let s = schema(json!({"type": "object", "properties": {"a": {"type": "integer"}}}));
    let new = json!({"a": 1});
    let old = json!({"a": 1});
    let correlated = validation_cel::Correlated::new(&s, &new, Some(&old));
    assert!(correlated.unchanged());
    assert_eq!(correlated.key("a").map(|a| a.old().cloned()), Some(Some(json!(1))));
}

/// TestMessageExpression's remaining budgets: `Validate` returns what is
/// left of the budget, charged actual costs, `-1` once it ran out; a
/// message expression that fails is charged what it ran.
#[test]
fn remaining_budget() {
    let out_of_budget = format!(
        r#"<nil>: Invalid value: "object": messageExpression evaluation failed due to {}"#,
        OUT_OF_BUDGET.trim_start_matches("validation failed due to ")
    );
    let cases = [
        // "no cost error expected"
        (
            r#""static string""#,
            "",
            300,
            300,
            "<nil>: Invalid value: static string",
        ),
        // "limit exceeded"
        (
            r#""string 1" + "string 2" + "string 3""#,
            "",
            1,
            -1,
            out_of_budget.as_str(),
        ),
        // "messageExpression budget (str concat)"
        (
            r#""str1 " + self.str"#,
            "",
            50,
            46,
            "<nil>: Invalid value: str1 a string",
        ),
        // "runtime cost preserved if messageExpression fails during evaluation"
        (
            r#""str1 " + ["a", "b", "c", "d"][4]"#,
            "message not messageExpression",
            50,
            47,
            "<nil>: Invalid value: message not messageExpression",
        ),
        // "... (no message set)"
        (
            r#""str1 " + ["a", "b", "c", "d"][4]"#,
            "",
            50,
            47,
            "<nil>: Invalid value: failed rule: false",
        ),
    ];
    let object = json!({"str": "a string"});
    for (message_expression, message, budget, remaining, error) in cases {
        let s = schema(json!({"type": "object", "properties": {"str": {"type": "string"}},
            "x-kubernetes-validations": [{"rule": "false", "message": message, "messageExpression": message_expression}]}));
        let validator =
            Validator::compile_with(&s, &Rules::new(Environment::NEWEST), options(budget, Root::Value, true));
        let mut outcome = Outcome::default();
        assert_eq!(
            validator.rules_metered(&object, None, &mut outcome),
            remaining,
            "{message_expression}"
        );
        assert_eq!(texts(&outcome.errors), [error], "{message_expression}");
    }
}

/// Ratcheting compares each value with its old value once, however many
/// errors below it ask: 20,000 unpaired items of an atomic list, each
/// failing its rule, ratchet on one comparison of the list (comparing the
/// list per item would take minutes).
#[test]
fn ratcheting_compares_once() {
    let s = schema(json!({"type": "object", "properties": {"items": {
        "type": "array", "x-kubernetes-list-type": "atomic",
        "items": {"type": "object", "properties": {"name": {"type": "string"}, "v": {"type": "array", "items": {"type": "integer"}}},
            "x-kubernetes-validations": [{"rule": "self.name != 'x'"}]}}}}));
    let n = 20_000;
    let object = json!({"items": (0..n).map(|i| json!({"name": "x", "v": [i, i + 1, i + 2]})).collect::<Vec<_>>()});
    let outcome = validate_with(&s, ValidatorOptions::default(), &object, Some(&object));
    assert!(outcome.errors.is_empty());
    assert_eq!(outcome.warnings.len(), n);
    assert_eq!(
        outcome.warnings.iter().last().unwrap().to_string(),
        "items[19999]: Invalid value: failed rule: self.name != 'x'"
    );
    // One item changed: the list differs, every error is an error.
    let mut changed = object.clone();
    changed["items"][7]["v"][0] = json!(-1);
    let outcome = validate_with(&s, ValidatorOptions::default(), &changed, Some(&object));
    assert_eq!((outcome.errors.len(), outcome.warnings.len()), (n, 0));
}
