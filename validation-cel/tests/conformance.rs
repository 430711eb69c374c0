//! Conformance: CEL's own conformance cases (google/cel-spec's simple
//! tests) and Kubernetes' CEL tests (apiserver's library tables,
//! apiextensions-apiserver's validation, compilation and cost tables),
//! transcribed into `tests/conformance/<suite>/*.jsonl` and run through the
//! public API (`compile`, `CompiledRule`, `CompiledSchema`, `Validator`).
//!
//! Every case either agrees or is on its suite's
//! `tests/conformance/<suite>/known-differences.txt`, with a reason; a
//! listed case that now agrees fails the test too, so the list stays true.
//! `cargo test -p validation-cel --test conformance -- --nocapture
//! --test-threads 1` prints the per-file tables (the README's
//! "Conformance" section); `CONFORMANCE_DETAIL=1` also prints what each
//! disagreeing case gave.
//!
//! Data format, one case (or one table entry) per line:
//! - an expression: `{"name", "expr", "bind": {name: value}, "value":
//!   value}` or `"error": text-or-null` (a runtime error; the text, when
//!   given, is what the source expects, a pattern the error must match
//!   where `"error_regex": true`) or `"compile_error": pattern`;
//!   `"unchecked": true` when the source evaluates it without the type
//!   checker. Values are typed: `{"int": "1"}`, `{"uint": "1"}`,
//!   `{"double": "1.5"|"NaN"|"Infinity"}`, `{"string": s}`, `{"bytes":
//!   hex}`, `{"bool": b}`, `{"null": null}`, `{"list": [v]}`, `{"map": [[k,
//!   v]]}`, `{"type": name}`, `{"duration": "1.5s"}`, `{"timestamp_seconds":
//!   [seconds, nanos]}`, `{"cel": source}` (a value written as CEL).
//! - a schema table entry: `{"name", "schema", "object", "old_object"}` with
//!   `"valid": [rule], "errors": {rule: text}` (rules put on the root),
//!   `"expect_errors": [text]` (the schema's own rules),
//!   `"ratchet_errors"` and `"ratchet_warnings"` (with `"runtime_cost_budget"`), `"expect_reasons":
//!   [{"type", "field"}]`, `"compile_results": [matcher]` (one per rule),
//!   `"runtime_costs"` or `"estimated_costs"` (`{rule: cost}`),
//!   `"expected_cost"`/`"cost_at_least"` (the schema's one rule), or
//!   `"field_path"` with `"field_path_error"`.
//! - `{"name", "skip": reason}`: counted, not run (outside Kubernetes'
//!   environment, or not transcribable).
//!
//! The public API evaluates rules, not bare expressions: a case's
//! expression `E` with expected value `V` runs as the rule `[(E)] == [(V)]`
//! (so `==` takes part: CEL's equality, with the checker rejecting
//! operands of different static types; in lists, so that the comparison's
//! estimated cost does not depend on the values' sizes, which cel-go does
//! not know for optionals and type values), an expected error as
//! `[(E)].size() == 1`, and bindings as single-element comprehensions
//! around it (`[v].all(x, ...)`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use regex::Regex;
use serde_json::Value as Json;
use validation_cel::{
    compile, map, Budget, CompileError, CompiledSchema, Engine, Environment, Root, Rules, Validator, ValidatorOptions,
};
use validation_runtime::{ErrorType, FieldError};
use validation_schema::{Schema, ValidationRule};

/// One transcribed case.
struct Case {
    /// `<file>/<name>`, the name the known-differences list uses.
    id: String,
    expr: String,
    bindings: Vec<(String, String)>,
    expect: Expect,
    unchecked: bool,
}

enum Expect {
    /// The CEL source of the expected value.
    Value(String),
    /// A double NaN.
    NaN,
    /// A runtime error, matching `pattern` when given. A compile error
    /// containing `text` agrees too: the source expects the checker's
    /// error.
    Error {
        text: Option<String>,
        pattern: Option<Regex>,
    },
    /// Rejected at compile time, with an error matching this pattern.
    CompileError(Regex),
    /// The case's expression is a rule on the root of `schema`, checked
    /// against `object` (and `old` on update) by a `Validator`: no errors,
    /// or errors of reason `Invalid` that all contain `error`.
    SchemaRule {
        schema: Rc<Json>,
        object: Rc<Json>,
        old: Option<Rc<Json>>,
        error: Option<String>,
    },
    /// `schema` carries its own rules; checked against `object` (and `old`
    /// on update) by a `Validator`, every error is of reason `Invalid` and
    /// contains one of `errors`, each matched once.
    SchemaErrors {
        schema: Json,
        object: Json,
        old: Option<Json>,
        errors: Vec<String>,
    },
    /// The rule `index` of `schema`'s rules, compiled: no error, an error
    /// containing a text (`invalid`, or `message_error` for the message
    /// expression), and whether it is a transition rule, as `matcher` says.
    Compilation {
        schema: Rc<Json>,
        index: usize,
        matcher: Json,
    },
    /// The one rule of `schema` compiles (a cost over the limit aside) and
    /// its estimated cost is `cost`, or at least `at_least`.
    Cost {
        schema: Json,
        cost: Option<u64>,
        at_least: Option<u64>,
    },
    /// The case's expression is a rule on the root of `schema`: it holds on
    /// `object` and its runtime cost there is `cost`.
    RuntimeCost {
        schema: Rc<Json>,
        object: Rc<Json>,
        cost: u64,
    },
    /// A rule `true` with this `fieldPath` on `schema` compiles, or fails
    /// with an error containing `error`.
    FieldPath { schema: Json, error: Option<String> },
    /// `schema` carries its own rules; checked against `object`, the
    /// errors are exactly these (reason, field) pairs, in any order.
    Reasons {
        schema: Json,
        object: Json,
        reasons: Vec<(String, String)>,
    },
    /// `schema` carries its own rules; checked with ratcheting against
    /// `object` and `old` (not as a resource root, with the cost budget
    /// `budget`): as many errors as `errors`, each of them in one error's
    /// text, and exactly the `warnings` (paths under Kubernetes' `root`).
    Ratcheting {
        schema: Json,
        object: Json,
        old: Option<Json>,
        errors: Vec<String>,
        warnings: Vec<String>,
        budget: Option<u64>,
    },
}

/// What the rule of a case did.
enum Outcome {
    Agrees,
    /// The expected value and the result differ (`got` is the result as
    /// `'%s'.format` shows it, when that could be computed).
    Differs {
        got: Option<String>,
    },
    /// No error where the case expects one.
    NoError,
    /// A runtime error where the case expects a value, or an error with
    /// other text.
    RuntimeError(String),
    /// Rejected at compile time where the case expects it to compile.
    CompileError(String),
    /// Compiling or evaluating the rule panicked.
    Panicked(String),
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Agrees => f.write_str("agrees"),
            Outcome::Differs { got: Some(got) } => write!(f, "differs: {got}"),
            Outcome::Differs { got: None } => f.write_str("differs"),
            Outcome::NoError => f.write_str("no error"),
            Outcome::RuntimeError(e) => write!(f, "runtime error: {e:?}"),
            Outcome::CompileError(e) => write!(f, "compile error: {e:?}"),
            Outcome::Panicked(e) => write!(f, "panicked: {e:?}"),
        }
    }
}

/// One suite's results per file.
#[derive(Default)]
struct FileRow {
    cases: usize,
    applicable: usize,
    agree: usize,
    known: usize,
}

fn suite_dir(suite: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/conformance")
        .join(suite)
}

/// A rule as a case name: the rule, or for a long one its first 127
/// characters (as Kubernetes names its subtests) and its length.
fn rule_name(rule: &str) -> String {
    match rule.char_indices().nth(127) {
        Some((end, _)) => format!("{}… ({} characters)", &rule[..end], rule.chars().count()),
        None => rule.to_owned(),
    }
}

/// The rule checks of one schema-table entry (`{"name", "schema",
/// "object", "old_object", "valid": [rule], "errors": {rule: text}}`),
/// named `<file>/<entry>/<rule>`.
fn schema_rules(file: &str, case: &Json) -> Vec<Case> {
    let schema = Rc::new(case["schema"].clone());
    let object = Rc::new(case["object"].clone());
    let old = case.get("old_object").map(|o| Rc::new(o.clone()));
    let name = case["name"].as_str().unwrap();
    let valid = case["valid"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r.as_str().unwrap(), None));
    let errors = case["errors"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(r, e)| (r.as_str(), Some(e.as_str().unwrap().to_owned())));
    // Long rules that share their first 127 characters are told apart by
    // their place in the entry.
    let mut seen = BTreeSet::new();
    let mut rule_case = |(index, (rule, error)): (usize, (&str, Option<String>))| {
        let rule = rule.to_owned();
        let mut id = format!("{file}/{name}/{}", rule_name(&rule));
        if !seen.insert(id.clone()) {
            id = format!("{id} ({})", index + 1);
        }
        Case {
            id,
            expr: rule,
            bindings: Vec::new(),
            expect: Expect::SchemaRule {
                schema: schema.clone(),
                object: object.clone(),
                old: old.clone(),
                error,
            },
            unchecked: false,
        }
    };
    valid.chain(errors).enumerate().map(&mut rule_case).collect()
}

/// The cases of one data file; skipped cases count only.
fn load(path: &Path) -> (usize, Vec<Case>) {
    let file = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
    let text = std::fs::read_to_string(path).unwrap();
    let mut total = 0;
    let mut cases = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        total += 1;
        let case: Json = serde_json::from_str(line).unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), n + 1));
        if case.get("skip").is_some() {
            continue;
        }
        if let Some(costs) = case.get("estimated_costs").and_then(Json::as_object) {
            let name = case["name"].as_str().unwrap();
            for (rule, cost) in costs {
                let mut schema = case["schema"].clone();
                schema["x-kubernetes-validations"] = serde_json::json!([{ "rule": rule }]);
                cases.push(Case {
                    id: format!("{file}/{name}/{}", rule_name(rule)),
                    expr: rule.clone(),
                    bindings: Vec::new(),
                    expect: Expect::Cost {
                        schema,
                        cost: cost.as_u64(),
                        at_least: None,
                    },
                    unchecked: false,
                });
            }
            total += costs.len().saturating_sub(1);
            continue;
        }
        if let Some(costs) = case.get("runtime_costs").and_then(Json::as_object) {
            let name = case["name"].as_str().unwrap();
            let schema = Rc::new(case["schema"].clone());
            let object = Rc::new(case["object"].clone());
            for (rule, cost) in costs {
                cases.push(Case {
                    id: format!("{file}/{name}/{}", rule_name(rule)),
                    expr: rule.clone(),
                    bindings: Vec::new(),
                    expect: Expect::RuntimeCost {
                        schema: schema.clone(),
                        object: object.clone(),
                        cost: cost.as_u64().unwrap(),
                    },
                    unchecked: false,
                });
            }
            total += costs.len().saturating_sub(1);
            continue;
        }
        if case.get("expected_cost").is_some() || case.get("cost_at_least").is_some() {
            cases.push(Case {
                id: format!("{file}/{}", case["name"].as_str().unwrap()),
                expr: case["schema"]["x-kubernetes-validations"][0]["rule"]
                    .as_str()
                    .unwrap()
                    .to_owned(),
                bindings: Vec::new(),
                expect: Expect::Cost {
                    schema: case["schema"].clone(),
                    cost: case.get("expected_cost").and_then(Json::as_u64),
                    at_least: case.get("cost_at_least").and_then(Json::as_u64),
                },
                unchecked: false,
            });
            continue;
        }
        if let Some(results) = case.get("compile_results") {
            let schema = Rc::new(case["schema"].clone());
            let name = case["name"].as_str().unwrap();
            let mut seen = BTreeSet::new();
            for (index, matcher) in results.as_array().unwrap().iter().enumerate() {
                let rule = schema["x-kubernetes-validations"][index]["rule"]
                    .as_str()
                    .unwrap()
                    .to_owned();
                let mut id = format!("{file}/{name}/{}", rule_name(&rule));
                if !seen.insert(id.clone()) {
                    id = format!("{id} ({})", index + 1);
                }
                cases.push(Case {
                    id,
                    expr: rule,
                    bindings: Vec::new(),
                    expect: Expect::Compilation {
                        schema: schema.clone(),
                        index,
                        matcher: matcher.clone(),
                    },
                    unchecked: false,
                });
            }
            total += results.as_array().unwrap().len().saturating_sub(1);
            continue;
        }
        if let Some(field_path) = case.get("field_path") {
            cases.push(Case {
                id: format!("{file}/{}", case["name"].as_str().unwrap()),
                expr: field_path.as_str().unwrap().to_owned(),
                bindings: Vec::new(),
                expect: Expect::FieldPath {
                    schema: case["schema"].clone(),
                    error: case["field_path_error"].as_str().map(str::to_owned),
                },
                unchecked: false,
            });
            continue;
        }
        if let Some(reasons) = case.get("expect_reasons") {
            let reasons = reasons
                .as_array()
                .unwrap()
                .iter()
                .map(|r| {
                    let text = |k: &str| r[k].as_str().unwrap().to_owned();
                    (format!("FieldValue{}", text("type")), under_root(&text("field")))
                })
                .collect();
            cases.push(Case {
                id: format!("{file}/{}", case["name"].as_str().unwrap()),
                expr: String::new(),
                bindings: Vec::new(),
                expect: Expect::Reasons {
                    schema: case["schema"].clone(),
                    object: case["object"].clone(),
                    reasons,
                },
                unchecked: false,
            });
            continue;
        }
        if let Some(errors) = case.get("ratchet_errors") {
            let texts = |v: &Json| -> Vec<String> {
                v.as_array()
                    .unwrap()
                    .iter()
                    .map(|e| e.as_str().unwrap().to_owned())
                    .collect()
            };
            cases.push(Case {
                id: format!("{file}/{}", case["name"].as_str().unwrap()),
                expr: String::new(),
                bindings: Vec::new(),
                expect: Expect::Ratcheting {
                    schema: case["schema"].clone(),
                    object: case["object"].clone(),
                    old: case.get("old_object").cloned(),
                    errors: texts(errors),
                    warnings: texts(&case["ratchet_warnings"]),
                    budget: case.get("runtime_cost_budget").and_then(Json::as_u64),
                },
                unchecked: false,
            });
            continue;
        }
        if let Some(errors) = case.get("expect_errors") {
            cases.push(Case {
                id: format!("{file}/{}", case["name"].as_str().unwrap()),
                expr: String::new(),
                bindings: Vec::new(),
                expect: Expect::SchemaErrors {
                    schema: case["schema"].clone(),
                    object: case["object"].clone(),
                    old: case.get("old_object").cloned(),
                    errors: errors
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|e| e.as_str().unwrap().to_owned())
                        .collect(),
                },
                unchecked: false,
            });
            continue;
        }
        if case.get("schema").is_some() {
            let rules = schema_rules(&file, &case);
            total += rules.len().saturating_sub(1);
            cases.extend(rules);
            continue;
        }
        let field = |k: &str| case.get(k);
        let expect = if let Some(v) = field("value") {
            if v.get("double").and_then(Json::as_str) == Some("NaN") {
                Expect::NaN
            } else {
                Expect::Value(literal(v))
            }
        } else if let Some(e) = field("compile_error") {
            Expect::CompileError(Regex::new(e.as_str().unwrap()).unwrap())
        } else if let Some(e) = field("error") {
            let text = e.as_str().map(str::to_owned);
            let pattern = text
                .as_deref()
                .filter(|_| field("error_regex").and_then(Json::as_bool) == Some(true))
                .map(|t| Regex::new(t).unwrap());
            Expect::Error { text, pattern }
        } else {
            panic!("{}:{}: no expected value or error", path.display(), n + 1)
        };
        let bindings = field("bind")
            .and_then(Json::as_object)
            .map(|b| b.iter().map(|(k, v)| (k.clone(), literal(v))).collect())
            .unwrap_or_default();
        cases.push(Case {
            id: format!("{file}/{}", case["name"].as_str().unwrap()),
            expr: case["expr"].as_str().unwrap().to_owned(),
            bindings,
            expect,
            unchecked: field("unchecked").and_then(Json::as_bool) == Some(true),
        });
    }
    (total, cases)
}

/// A typed value as CEL source, in the plainest form that denotes it.
fn literal(v: &Json) -> String {
    let (kind, x) = v.as_object().and_then(|o| o.iter().next()).unwrap();
    let text = || x.as_str().unwrap();
    match kind.as_str() {
        "int" => match text() {
            "-9223372036854775808" => "(-9223372036854775807 - 1)".to_owned(),
            i => format!("({i})"),
        },
        "uint" => format!("{}u", text()),
        "double" => match text() {
            "Infinity" => "(1.0 / 0.0)".to_owned(),
            "-Infinity" => "(-1.0 / 0.0)".to_owned(),
            d => {
                let d: f64 = d.parse().unwrap();
                format!("({d:?})")
            }
        },
        "string" => quote(text()),
        "bytes" => {
            let hex = text();
            let mut out = String::from("b\"");
            for pair in hex.as_bytes().chunks(2) {
                out.push_str("\\x");
                out.push_str(std::str::from_utf8(pair).unwrap());
            }
            out.push('"');
            out
        }
        "bool" => x.as_bool().unwrap().to_string(),
        "null" => "null".to_owned(),
        "list" => format!(
            "[{}]",
            x.as_array().unwrap().iter().map(literal).collect::<Vec<_>>().join(", ")
        ),
        "map" => {
            let entries: Vec<String> = x
                .as_array()
                .unwrap()
                .iter()
                .map(|e| format!("{}: {}", literal(&e[0]), literal(&e[1])))
                .collect();
            format!("{{{}}}", entries.join(", "))
        }
        "type" => text().to_owned(),
        "duration" => format!("duration({})", quote(text())),
        "timestamp_seconds" => {
            let seconds: i64 = x[0].as_str().unwrap().parse().unwrap();
            let nanos = u32::try_from(x[1].as_u64().unwrap()).unwrap();
            let t = chrono::DateTime::from_timestamp(seconds, nanos).unwrap();
            format!(
                "timestamp({})",
                quote(&t.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true))
            )
        }
        "cel" => format!("({})", text()),
        other => panic!("unknown value kind {other}"),
    }
}

/// A CEL string literal of `s`.
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => write!(out, "\\u{:04x}", u32::from(c)).unwrap(),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `body` with the case's bindings bound around it.
fn bound(case: &Case, body: String) -> String {
    case.bindings
        .iter()
        .rev()
        .fold(body, |inner, (name, value)| format!("[{value}].all({name}, {inner})"))
}

/// The rule `rule` on an object schema, with `self` an empty object: the
/// detail of its error, `Ok(None)` when it holds, `Err` when it does not
/// compile.
fn run_rule(rule: &str, message_expression: &str) -> Result<Option<String>, String> {
    let schema: Schema = serde_json::from_str(r#"{"type": "object"}"#).unwrap();
    let rule = ValidationRule {
        rule: rule.to_owned(),
        message_expression: message_expression.to_owned(),
        ..Default::default()
    };
    let compiled = compile(&rule, &schema, false).map_err(|e| e.to_string())?;
    Ok(Engine::with(|engine| {
        compiled
            .check(engine, "", map([]), None, &mut Budget::default())
            .map(|e| e.detail)
    }))
}

/// A rule on the root of `schema`, checked by a `Validator` (rules only,
/// as Kubernetes' table checks them).
fn evaluate_schema_rule(rule: &str, schema: &Json, object: &Json, old: Option<&Json>, error: Option<&str>) -> Outcome {
    let mut schema = schema.clone();
    schema["x-kubernetes-validations"] = serde_json::json!([{ "rule": rule }]);
    let schema: Schema = match serde_json::from_value(schema) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let failures = rule_failures(&schema, object, old);
    let errors: Vec<String> = failures.iter().map(ToString::to_string).collect();
    match error {
        None if errors.is_empty() => Outcome::Agrees,
        None if errors.iter().all(|e| e.contains("compile error")) => Outcome::CompileError(errors.join("; ")),
        None => Outcome::RuntimeError(errors.join("; ")),
        Some(_) if errors.is_empty() => Outcome::NoError,
        Some(want)
            if failures
                .iter()
                .all(|e| e.error_type == ErrorType::Invalid && e.to_string().contains(want)) =>
        {
            Outcome::Agrees
        }
        Some(_) => Outcome::RuntimeError(errors.join("; ")),
    }
}

/// The failures of `schema`'s rules on `object` (and `old`), checked by a
/// `Validator`. Kubernetes' tables that pass an old object run without
/// ratcheting (`WithRatcheting`) but with its feature gate (`optionalOldSelf`
/// rules run on create), so the errors ratcheting turns into warnings count
/// too.
fn rule_failures(schema: &Schema, object: &Json, old: Option<&Json>) -> Vec<FieldError> {
    let mut outcome = validation_schema::Outcome::default();
    Validator::new(schema).rules(object, old, &mut outcome);
    outcome.errors.into_iter().chain(outcome.warnings).collect()
}

/// The rules of `schema` checked by a `Validator`: every error of reason
/// `Invalid` and containing one of `expected`, each matched once.
fn evaluate_schema_errors(schema: &Json, object: &Json, old: Option<&Json>, expected: &[String]) -> Outcome {
    let schema: Schema = match serde_json::from_value(schema.clone()) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let failures = rule_failures(&schema, object, old);
    let mut unmatched: Vec<&String> = expected.iter().collect();
    let mut unexpected = Vec::new();
    for e in &failures {
        let text = e.to_string();
        match unmatched
            .iter()
            .position(|want| text.contains(under_root(want).as_str()))
        {
            Some(i) if e.error_type == ErrorType::Invalid => {
                unmatched.remove(i);
            }
            _ => unexpected.push(text),
        }
    }
    match (unexpected.is_empty(), unmatched.is_empty()) {
        (true, true) => Outcome::Agrees,
        (true, false) if failures.is_empty() => Outcome::NoError,
        _ => Outcome::RuntimeError(format!("unexpected errors {unexpected:?}; missing {unmatched:?}")),
    }
}

/// An error text of Kubernetes' tables, whose paths start at `root`, as a
/// `Validator` words it (paths start at the schema's root, `<nil>` for the
/// root itself).
fn under_root(text: &str) -> String {
    if let Some(rest) = text.strip_prefix("root.") {
        rest.to_owned()
    } else if let Some(rest) = text.strip_prefix("root:") {
        format!("<nil>:{rest}")
    } else {
        text.strip_prefix("root").unwrap_or(text).to_owned()
    }
}

/// The rule `rule` on the root of `schema` holds on `object`, at the
/// runtime cost `cost`, measured as Kubernetes' table measures it: the
/// budget a `Validator` charging actual costs leaves, subtracted from the
/// per-request budget. The estimated-cost limit is the CRD's check, so a
/// rule over it runs here as on the API server.
fn evaluate_runtime_cost(rule: &str, schema: &Json, object: &Json, cost: u64) -> Outcome {
    let mut with_rule = schema.clone();
    with_rule["x-kubernetes-validations"] = serde_json::json!([{ "rule": rule }]);
    let schema: Schema = match serde_json::from_value(with_rule) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let validator = Validator::new(&schema);
    if let Some((_, e)) = validator
        .compiled()
        .compile_errors()
        .into_iter()
        .find(|(_, e)| !matches!(e, CompileError::Cost(_)))
    {
        return Outcome::CompileError(e.to_string());
    }
    let mut outcome = validation_schema::Outcome::default();
    let remaining = validator.rules_metered(object, None, &mut outcome);
    let errors: Vec<String> = outcome
        .errors
        .iter()
        .chain(&outcome.warnings)
        .map(ToString::to_string)
        .collect();
    if !errors.is_empty() {
        return Outcome::RuntimeError(errors.join("; "));
    }
    let actual = validator.options().budget as i64 - remaining;
    if actual == cost as i64 {
        Outcome::Agrees
    } else {
        Outcome::Differs {
            got: Some(format!("runtime cost {actual}")),
        }
    }
}

/// The estimated cost of `schema`'s one rule, as Kubernetes' cost table
/// checks it (a cost over the per-rule limit is not a compile error there).
fn evaluate_cost(schema: &Json, cost: Option<u64>, at_least: Option<u64>) -> Outcome {
    let schema: Schema = match serde_json::from_value(schema.clone()) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let compiled = CompiledSchema::new(&schema);
    let errors: Vec<String> = compiled
        .compile_errors()
        .into_iter()
        .filter(|(_, e)| !matches!(e, CompileError::Cost(_)))
        .map(|(at, e)| format!("{at}: {e}"))
        .collect();
    if !errors.is_empty() {
        return Outcome::CompileError(errors.join("; "));
    }
    let estimate = compiled.estimated_total_cost();
    let agrees = cost.is_none_or(|c| estimate == c as f64) && at_least.is_none_or(|c| estimate >= c as f64);
    if agrees {
        Outcome::Agrees
    } else {
        Outcome::Differs {
            got: Some(format!("estimated cost {estimate}")),
        }
    }
}

/// Compiles the rule `index` of `schema` and matches the result as
/// Kubernetes' compilation table does.
fn evaluate_compilation(schema: &Json, index: usize, matcher: &Json) -> Outcome {
    let parsed: Schema = match serde_json::from_value(schema.clone()) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let rule: ValidationRule = serde_json::from_value(schema["x-kubernetes-validations"][index].clone()).unwrap();
    let result = compile(&rule, &parsed, false);
    let text = |k: &str| matcher.get(k).and_then(Json::as_str);
    let error = result.as_ref().err().map(ToString::to_string);
    let error_agrees = match (&result, text("invalid"), text("message_error")) {
        (Err(CompileError::MessageExpression(_) | CompileError::MessageNotString), _, Some(want)) => {
            error.as_deref().is_some_and(|e| e.contains(want))
        }
        (Err(_), Some(want), None) => error.as_deref().is_some_and(|e| e.contains(want)),
        (Ok(_), None, None) => true,
        _ => false,
    };
    let transition_agrees = match (matcher.get("transition").and_then(Json::as_bool), &result) {
        (None, _) => true,
        (Some(want), Ok(compiled)) => compiled.is_transition() == want,
        (Some(_), Err(_)) => false,
    };
    match (error_agrees && transition_agrees, error) {
        (true, _) => Outcome::Agrees,
        (false, Some(e)) => Outcome::CompileError(e),
        (false, None) if matcher.get("transition").is_some() && !transition_agrees => {
            Outcome::RuntimeError("compiles; transition rule differs".to_owned())
        }
        (false, None) => Outcome::NoError,
    }
}

/// The rule `true` with the `fieldPath` `field_path` on `schema`.
fn evaluate_field_path(field_path: &str, schema: &Json, error: Option<&str>) -> Outcome {
    let schema: Schema = match serde_json::from_value(schema.clone()) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let rule = ValidationRule {
        rule: "true".to_owned(),
        field_path: field_path.to_owned(),
        ..Default::default()
    };
    match (compile(&rule, &schema, false), error) {
        (Ok(_), None) => Outcome::Agrees,
        (Ok(_), Some(_)) => Outcome::NoError,
        (Err(e), Some(want)) if e.to_string().contains(want) => Outcome::Agrees,
        (Err(e), _) => Outcome::CompileError(e.to_string()),
    }
}

/// The rules of `schema` checked by a `Validator`: the errors' reasons and
/// fields are `expected`, in any order.
fn evaluate_reasons(schema: &Json, object: &Json, expected: &[(String, String)]) -> Outcome {
    let schema: Schema = match serde_json::from_value(schema.clone()) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let mut got: Vec<(String, String)> = rule_failures(&schema, object, None)
        .iter()
        .map(|e| (e.error_type.reason().to_owned(), e.field.clone()))
        .collect();
    let mut want = expected.to_vec();
    got.sort();
    want.sort();
    if got == want {
        Outcome::Agrees
    } else {
        Outcome::RuntimeError(format!("errors {got:?}, expected {want:?}"))
    }
}

/// The rules of `schema` checked with ratcheting, as Kubernetes'
/// ratcheting table checks them.
fn evaluate_ratcheting(
    schema: &Json,
    object: &Json,
    old: Option<&Json>,
    errors: &[String],
    warnings: &[String],
    budget: Option<u64>,
) -> Outcome {
    let schema: Schema = match serde_json::from_value(schema.clone()) {
        Ok(s) => s,
        Err(e) => return Outcome::CompileError(format!("schema: {e}")),
    };
    let mut outcome = validation_schema::Outcome::default();
    // Kubernetes' table: `NewValidator(schema, false, PerCallLimit)`.
    let options = ValidatorOptions {
        budget: budget.unwrap_or(ValidatorOptions::default().budget),
        root: Root::Value,
        ratcheting: true,
    };
    Validator::compile_with(&schema, &Rules::new(Environment::NEWEST), options).rules(object, old, &mut outcome);
    let got_errors: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
    let got_warnings: Vec<String> = outcome.warnings.iter().map(ToString::to_string).collect();
    let errors_agree = got_errors.len() == errors.len()
        && errors
            .iter()
            .all(|want| got_errors.iter().any(|e| e.contains(&under_root(want))));
    let warnings_agree = got_warnings.len() == warnings.len()
        && warnings
            .iter()
            .all(|want| got_warnings.iter().any(|w| *w == under_root(want)));
    if errors_agree && warnings_agree {
        Outcome::Agrees
    } else {
        Outcome::RuntimeError(format!("errors {got_errors:?}, warnings {got_warnings:?}"))
    }
}

fn evaluate(case: &Case) -> Outcome {
    let e = &case.expr;
    let rule = match &case.expect {
        Expect::Value(v) => format!("[({e})] == [{v}]"),
        Expect::NaN => format!("({e}) != ({e})"),
        Expect::Error { .. } | Expect::CompileError(_) => format!("[({e})].size() == 1"),
        Expect::SchemaRule {
            schema,
            object,
            old,
            error,
        } => return evaluate_schema_rule(e, schema, object, old.as_deref(), error.as_deref()),
        Expect::SchemaErrors {
            schema,
            object,
            old,
            errors,
        } => return evaluate_schema_errors(schema, object, old.as_ref(), errors),
        Expect::FieldPath { schema, error } => return evaluate_field_path(e, schema, error.as_deref()),
        Expect::Compilation { schema, index, matcher } => return evaluate_compilation(schema, *index, matcher),
        Expect::Cost { schema, cost, at_least } => return evaluate_cost(schema, *cost, *at_least),
        Expect::RuntimeCost { schema, object, cost } => return evaluate_runtime_cost(e, schema, object, *cost),
        Expect::Reasons {
            schema,
            object,
            reasons,
        } => return evaluate_reasons(schema, object, reasons),
        Expect::Ratcheting {
            schema,
            object,
            old,
            errors,
            warnings,
            budget,
        } => return evaluate_ratcheting(schema, object, old.as_ref(), errors, warnings, *budget),
    };
    let result = run_rule(&bound(case, rule.clone()), "");
    match (&case.expect, result) {
        (Expect::CompileError(want), Err(got)) if want.is_match(&got) => Outcome::Agrees,
        (Expect::CompileError(_), Err(got)) => Outcome::RuntimeError(format!("other compile error: {got}")),
        (Expect::CompileError(_), Ok(None)) => Outcome::NoError,
        (Expect::CompileError(_), Ok(Some(detail))) => Outcome::RuntimeError(detail),
        // Kubernetes type-checks every rule: a case the source runs
        // unchecked to get an error is an error here too when the checker
        // rejects it.
        (Expect::Error { pattern: None, .. }, Err(_)) if case.unchecked => Outcome::Agrees,
        (Expect::Error { text: Some(want), .. }, Err(got)) if got.contains(want.as_str()) => Outcome::Agrees,
        (_, Err(got)) => Outcome::CompileError(got),
        (Expect::Error { .. }, Ok(None)) => Outcome::NoError,
        (Expect::Error { pattern, .. }, Ok(Some(detail)))
            if !detail.starts_with("failed rule:") && pattern.as_ref().is_none_or(|p| p.is_match(&detail)) =>
        {
            Outcome::Agrees
        }
        (Expect::Error { .. }, Ok(Some(detail))) => Outcome::RuntimeError(detail),
        (
            Expect::SchemaRule { .. }
            | Expect::SchemaErrors { .. }
            | Expect::Reasons { .. }
            | Expect::Ratcheting { .. },
            _,
        ) => {
            unreachable!("evaluated by evaluate_schema_rule and evaluate_schema_errors")
        }
        (_, Ok(None)) => Outcome::Agrees,
        (_, Ok(Some(detail))) if detail.starts_with("failed rule:") => Outcome::Differs { got: shown(case) },
        (_, Ok(Some(detail))) => Outcome::RuntimeError(detail),
    }
}

thread_local! {
    /// Whether this thread is evaluating a case, whose panic is an outcome
    /// to report rather than a failure to print.
    static IN_CASE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// [`evaluate`], a panic being the outcome `Panicked`.
fn evaluate_guarded(case: &Case) -> Outcome {
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !IN_CASE.with(std::cell::Cell::get) {
                previous(info);
            }
        }));
    });
    IN_CASE.with(|c| c.set(true));
    let outcome = std::panic::catch_unwind(|| evaluate(case)).unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        Outcome::Panicked(message)
    });
    IN_CASE.with(|c| c.set(false));
    outcome
}

/// The result of a case's expression as `'%s'.format` shows it, for the
/// detail of a disagreement.
fn shown(case: &Case) -> Option<String> {
    let rule = bound(case, "false".to_owned());
    let message = format!("'got: %s'.format([{}])", case.expr);
    let message = if case.bindings.is_empty() {
        message
    } else {
        // The bindings must be in scope of the message too.
        let names: Vec<&str> = case.bindings.iter().map(|(n, _)| n.as_str()).collect();
        let values: Vec<&str> = case.bindings.iter().map(|(_, v)| v.as_str()).collect();
        if names.len() != 1 {
            return None;
        }
        format!("[{}].map({}, {message})[0]", values[0], names[0])
    };
    run_rule(&rule, &message)
        .ok()
        .flatten()
        .filter(|d| d.starts_with("got: "))
}

/// The known differences: case id → (group, reason).
fn known_differences(suite: &str) -> BTreeMap<String, (String, String)> {
    let path = suite_dir(suite).join("known-differences.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut group = String::new();
    let mut known = BTreeMap::new();
    for line in text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        if let Some(g) = line.strip_prefix("= ") {
            group = g.to_owned();
            continue;
        }
        let (id, reason) = line
            .split_once(" | ")
            .unwrap_or_else(|| panic!("{}: `<case> | <reason>` expected: {line}", path.display()));
        assert!(
            known
                .insert(id.to_owned(), (group.clone(), reason.to_owned()))
                .is_none(),
            "{}: {id} listed twice",
            path.display()
        );
    }
    known
}

/// Runs a suite: every applicable case agrees or is a known difference,
/// and every known difference still disagrees.
fn run_suite(suite: &str) {
    let known = known_differences(suite);
    let mut files: Vec<PathBuf> = std::fs::read_dir(suite_dir(suite))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    let detail = std::env::var_os("CONFORMANCE_DETAIL").is_some();
    let mut rows: Vec<(String, FileRow)> = Vec::new();
    let mut unexpected = Vec::new();
    let mut now_agree = Vec::new();
    let mut seen = BTreeSet::new();
    for path in &files {
        let (total, cases) = load(path);
        let mut row = FileRow {
            cases: total,
            applicable: cases.len(),
            ..FileRow::default()
        };
        for case in &cases {
            seen.insert(case.id.clone());
            let outcome = evaluate_guarded(case);
            let agrees = matches!(outcome, Outcome::Agrees);
            match (agrees, known.contains_key(&case.id)) {
                (true, false) => row.agree += 1,
                (true, true) => now_agree.push(case.id.clone()),
                (false, true) => row.known += 1,
                (false, false) => unexpected.push(format!("{}\t{:?}\t{outcome}", case.id, case.expr)),
            }
            if detail && !agrees {
                println!("{}\t{:?}\t{outcome}", case.id, case.expr);
            }
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        rows.push((name, row));
    }
    print_table(suite, &rows, &known);
    let stale: Vec<&String> = known.keys().filter(|k| !seen.contains(*k)).collect();
    assert!(
        stale.is_empty(),
        "known differences naming no applicable case (remove them): {stale:#?}"
    );
    assert!(
        now_agree.is_empty(),
        "{} listed differences now agree (remove them from known-differences.txt): {now_agree:#?}",
        now_agree.len()
    );
    assert!(
        unexpected.is_empty(),
        "{} cases disagree and are not listed:\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
}

fn print_table(suite: &str, rows: &[(String, FileRow)], known: &BTreeMap<String, (String, String)>) {
    println!("\n{suite}\n");
    println!("| file | cases | applicable | agree | known differences |");
    println!("|---|---:|---:|---:|---:|");
    let mut total = FileRow::default();
    for (name, row) in rows {
        println!(
            "| {name} | {} | {} | {} | {} |",
            row.cases, row.applicable, row.agree, row.known
        );
        total.cases += row.cases;
        total.applicable += row.applicable;
        total.agree += row.agree;
        total.known += row.known;
    }
    println!(
        "| **total** | {} | {} | {} | {} |",
        total.cases, total.applicable, total.agree, total.known
    );
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for (group, _) in known.values() {
        *counts.entry(group.as_str()).or_default() += 1;
    }
    let mut groups: Vec<(&str, usize)> = counts.into_iter().collect();
    groups.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    println!("\n| known differences by group | cases |\n|---|---:|");
    for (group, n) in groups {
        println!("| {group} | {n} |");
    }
}

/// Runs a suite on a thread with a large stack: deeply nested cases
/// recurse deeply in a debug build.
fn run_suite_on_large_stack(suite: &'static str) {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run_suite(suite))
        .unwrap()
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

#[test]
fn cel_spec() {
    run_suite_on_large_stack("cel-spec");
}

#[test]
fn kubernetes_library() {
    run_suite_on_large_stack("kubernetes-library");
}

#[test]
fn kubernetes_validation() {
    run_suite_on_large_stack("kubernetes-validation");
}
