//! Hostile rules and values: each gets the API server's answer, on a
//! normal 2 MiB thread stack, in time and memory linear in its size.

use serde_json::{json, Value};
use validation_cel::{compile, validate, CompiledSchema};
use validation_schema::{Schema, ValidationRule};

/// Runs `f` on a thread with the default stack of spawned threads (2 MiB).
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

fn schema() -> Schema {
    serde_json::from_value(json!({"type": "object", "properties": {
        "s": {"type": "string", "maxLength": 16},
        "i": {"type": "integer"},
        "l": {"type": "array", "maxItems": 4, "items": {"type": "integer"}}}}))
    .unwrap()
}

/// The compile error of `rule` on the schema above, as the API server
/// words it.
fn compile_error(rule: String) -> String {
    on_small_stack(move || {
        let rule = ValidationRule {
            rule,
            ..Default::default()
        };
        compile(&rule, &schema(), false).unwrap_err().to_string()
    })
}

/// The errors of validating `object` against `rule` on the schema above.
fn errors(rule: String, object: Value) -> Vec<String> {
    on_small_stack(move || {
        let mut schema = schema();
        schema.x_validations = vec![ValidationRule {
            rule,
            ..Default::default()
        }];
        validate(&schema, &object, None)
            .errors
            .iter()
            .map(|e| e.to_string())
            .collect()
    })
}

const VISIT_DEPTH: &str = "compilation failed: ERROR: <input>:-1:0: max recursion depth exceeded";
const RULE_DEPTH: &str = "compilation failed: ERROR: <input>:-1:0: expression recursion limit exceeded: 250";

#[test]
fn long_operator_and_call_chains_are_over_cel_go_recursion_depth() {
    for terms in [251, 10_000] {
        assert_eq!(
            compile_error(format!("self.i{} > 0", " + 1".repeat(terms))),
            VISIT_DEPTH
        );
        assert_eq!(
            compile_error(format!("self.s{} == ''", ".trim()".repeat(terms))),
            VISIT_DEPTH
        );
        assert_eq!(
            compile_error(format!("self.l{}.size() > 0", "[0]".repeat(terms))),
            VISIT_DEPTH
        );
    }
    assert_eq!(
        compile_error(format!("self.i{} > 0", " + 1".repeat(100_000))),
        "compilation failed: ERROR: <input>:-1:0: expression code point size exceeds limit: size: 400010, limit 100000"
    );
}

#[test]
fn deep_nesting_is_over_cel_go_rule_depth() {
    for depth in [250, 10_000] {
        let parens = format!("{}self.i{} > 0", "(".repeat(depth), ")".repeat(depth));
        assert_eq!(compile_error(parens), RULE_DEPTH);
        let lists = format!("{}1{}.size() > 0", "[".repeat(depth), "]".repeat(depth));
        assert_eq!(compile_error(lists), RULE_DEPTH);
        let calls = format!("{}self.s{} == ''", "string(".repeat(depth), ")".repeat(depth));
        assert_eq!(compile_error(calls), RULE_DEPTH);
    }
    let lists = format!("{}1{}.size() > 0", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(
        compile_error(lists),
        "compilation failed: ERROR: <input>:-1:0: expression code point size exceeds limit: size: 200012, limit 100000"
    );
}

/// What cel-go accepts at its limits compiles and evaluates everywhere
/// (parser, macro expansion, checker, estimator, interpreter) on a 2 MiB
/// stack.
#[test]
fn rules_at_the_limits_compile_and_evaluate() {
    let object = json!({"s": "a", "i": 1, "l": [1]});
    // A selection, 248 additions and the comparison: 250 nested.
    assert_eq!(
        errors(format!("self.i{} > 248", " + 1".repeat(248)), object.clone()),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(format!("self.i{} > 249", " + 1".repeat(248)), object.clone()),
        [format!(
            "<nil>: Invalid value: failed rule: self.i{} > 249",
            " + 1".repeat(248)
        )]
    );
    assert_eq!(compile_error(format!("self.i{} > 0", " + 1".repeat(249))), VISIT_DEPTH);
    // A selection, 248 calls and the comparison.
    let calls = format!("self.s{} == 'a'", ".lowerAscii()".repeat(248));
    assert_eq!(errors(calls, object.clone()), Vec::<String>::new());
    // 249 nested lists and calls: 250 expressions deep.
    let lists = format!("{}1{}.size() == 1", "[".repeat(249), "]".repeat(249));
    assert_eq!(errors(lists, object.clone()), Vec::<String>::new());
    // 248 parentheses around a sum: its right operand is the 250th entry
    // of the additive rule; with 249 it is the 251st.
    let parens = |n: usize| format!("{}self.i + 1{} == 2", "(".repeat(n), ")".repeat(n));
    assert_eq!(errors(parens(248), object.clone()), Vec::<String>::new());
    assert_eq!(compile_error(parens(249)), RULE_DEPTH);
    let strings = format!("{}self.s{} == 'a'", "string(".repeat(249), ")".repeat(249));
    assert_eq!(errors(strings, object.clone()), Vec::<String>::new());
    // 124 nested comprehensions over lists.
    let exists = format!("{}true{}", "[1].exists(x, ".repeat(124), ")".repeat(124));
    assert_eq!(errors(exists, object.clone()), Vec::<String>::new());
    // `&&` chains are balanced, not nested: any length within the size.
    let and = format!("true{}", " && self.i == 1".repeat(5_000));
    assert_eq!(errors(and, object.clone()), Vec::<String>::new());
}

/// cel-go drops prefix `!` and `-` in pairs: any run of them is one
/// operator or none.
#[test]
fn runs_of_prefix_operators_collapse() {
    let object = json!({"s": "a", "i": 1, "l": [1]});
    assert_eq!(
        errors(format!("{}true", "!".repeat(10_000)), object.clone()),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(format!("{}true", "!".repeat(10_001)), object.clone()),
        [format!("<nil>: Invalid value: failed rule: {}true", "!".repeat(10_001))]
    );
    assert_eq!(
        errors(format!("{}self.i == 1", "-".repeat(10_000)), object.clone()),
        Vec::<String>::new()
    );
    assert_eq!(errors("!!true".to_owned(), object.clone()), Vec::<String>::new());
    assert_eq!(errors("--1 == 1".to_owned(), object), Vec::<String>::new());
}

/// A CRD's rules are compiled once, at load, with the same errors.
#[test]
fn compiled_schema_reports_the_depth_error_at_its_rule() {
    let depth = format!("self.i{} > 0", " + 1".repeat(10_000));
    let errors = on_small_stack(move || {
        let mut schema = schema();
        schema.x_validations = vec![ValidationRule {
            rule: depth,
            ..Default::default()
        }];
        let root: Schema = serde_json::from_value(json!({"type": "object"})).unwrap();
        let mut root = root;
        root.properties.insert("spec".into(), schema);
        let compiled = CompiledSchema::new(&root);
        compiled
            .compile_errors()
            .into_iter()
            .map(|(at, e)| format!("{at}: {e}"))
            .collect::<Vec<_>>()
    });
    assert_eq!(
        errors,
        [format!("properties[spec].x-kubernetes-validations[0]: {VISIT_DEPTH}")]
    );
}

/// A transition rule on the items of a `listType=map` list whose old items
/// were reversed: each new item finds its old one by key, in linear time
/// (20,000 items: a linear search per item would take minutes).
#[test]
fn reordered_map_list_pairs_items_by_key() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"l": {
        "type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
        "items": {"type": "object", "required": ["name"],
            "properties": {"name": {"type": "string"}, "v": {"type": "integer"}},
            "x-kubernetes-validations": [{"rule": "self.v >= oldSelf.v", "message": "v may not shrink"}]}}}}))
    .unwrap();
    let item = |i: usize, v: usize| json!({"name": format!("n{i}"), "v": v});
    let old = json!({"l": (0..20_000).map(|i| item(i, i)).collect::<Vec<_>>()});
    // Reversed; the item named n7 (now at index 19992) shrinks.
    let new = json!({"l": (0..20_000).rev().map(|i| item(i, if i == 7 { 0 } else { i })).collect::<Vec<_>>()});
    let errors: Vec<String> = validate(&schema, &new, Some(&old))
        .errors
        .iter()
        .map(|e| e.to_string())
        .collect();
    assert_eq!(errors, ["l[19992]: Invalid value: v may not shrink"]);
}

/// One rule on `spec` (a string `s` of up to 100,000 characters, a list of
/// such strings), the errors for `spec`.
fn string_rule_errors(rule: &str, spec: Value) -> Vec<String> {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object", "x-kubernetes-validations": [{"rule": rule}, {"rule": "self.s != 'never'"}],
        "properties": {
            "s": {"type": "string", "maxLength": 100_000},
            "l": {"type": "array", "maxItems": 100, "items": {"type": "string", "maxLength": 100_000}}}}}}))
    .unwrap();
    let errors = validate(&schema, &json!({"spec": spec}), None).errors;
    errors.iter().map(|e| e.to_string()).collect()
}

fn over_limit(rule: &str) -> Vec<String> {
    vec![format!(
        "spec: Invalid value: \"object\": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: {rule}"
    )]
}

/// `s.replace('', s)` of a 40,000-character `s` would be 1.6 billion
/// characters; Kubernetes charges it 8,000 (its receiver's size). It is
/// not built: the evaluation stops with the per-call limit's error, as for
/// a `join` whose result is over the limit (which the API server charges
/// by that result). Within the bound both build their results.
#[test]
fn strings_too_large_to_build_stop_the_evaluation() {
    let s = "a".repeat(40_000);
    let rule = "self.s.replace('', self.s).size() > 0";
    assert_eq!(string_rule_errors(rule, json!({"s": s})), over_limit(rule));
    // 100 items of 40,000 characters and 99 separators of 40,000: 7.96
    // million characters, charged 1.59 million.
    let rule = "self.l.join(self.s).size() > 0";
    let l: Vec<&str> = vec![&s; 100];
    assert_eq!(string_rule_errors(rule, json!({"s": s, "l": l})), over_limit(rule));
    // Within the bound: 40,001 insertions of 'bb' among 40,000 'a's.
    let rule = "self.s.replace('', 'bb').size() == 120002";
    assert_eq!(string_rule_errors(rule, json!({"s": s})), Vec::<String>::new());
    // Go's strings.Replace: a negative count replaces every occurrence.
    let rule = "'aaa'.replace('a', 'b', -1) == 'bbb' && 'aaa'.replace('a', 'b', 2) == 'bba' && 'ab'.replace('', '-') == '-a-b-'";
    assert_eq!(string_rule_errors(rule, json!({"s": "x"})), Vec::<String>::new());
    // (A literal list's join is estimated unbounded, as the API server
    // estimates it: the lists come from the object.)
    let rule = "self.l.join() == 'ab' && self.l.join(', ') == 'a, b'";
    assert_eq!(
        string_rule_errors(rule, json!({"s": "x", "l": ["a", "b"]})),
        Vec::<String>::new()
    );
    let rule = "self.l.join('-') == ''";
    assert_eq!(
        string_rule_errors(rule, json!({"s": "x", "l": [""]})),
        Vec::<String>::new()
    );
}

/// A rule over the estimated-cost limit still runs on objects (the limit is
/// the CRD's check), so the runtime limits alone must stop it: a range of a
/// trillion integers is not built (its cost, its length, is over the
/// per-call limit).
#[test]
fn huge_ranges_stop_the_evaluation() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"i": {"type": "integer"}},
        "x-kubernetes-validations": [{"rule": "lists.range(self.i).size() == self.i"}]}}}))
    .unwrap();
    let errors = |i: i64| -> Vec<String> {
        let errors = validate(&schema, &json!({"spec": {"i": i}}), None).errors;
        errors.iter().map(|e| e.to_string()).collect()
    };
    assert_eq!(
        errors(1_000_000_000_000),
        over_limit("lists.range(self.i).size() == self.i")
    );
    assert_eq!(errors(1000), Vec::<String>::new());
}

/// Each `optMap` copies its target (as cel-go's expansion does), so a chain
/// of them doubles the tree per call: past a fixed number of copied nodes
/// the rule is rejected instead of expanded.
#[test]
fn chained_optional_macros_are_bounded() {
    let schema: validation_schema::Schema =
        serde_json::from_value(serde_json::json!({"type": "object", "properties": {"s": {"type": "string"}}})).unwrap();
    let compile = |rule: String| {
        let rule = validation_schema::ValidationRule {
            rule,
            ..Default::default()
        };
        validation_cel::compile(&rule, &schema, false)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let chain = |n: usize| format!("self.?s{}.hasValue()", ".optMap(v, v)".repeat(n));
    assert_eq!(compile(chain(3)), Ok(()));
    assert_eq!(
        compile(chain(60)),
        Err(
            "compilation failed: ERROR: <input>:-1:0: optMap and optFlatMap expand to over 100000 copied nodes"
                .to_owned()
        )
    );
}
