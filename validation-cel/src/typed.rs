//! Values handed to rules without a JSON round trip: generated code
//! implements [`ToCel`] for its types (fields under their CEL names, see
//! [`crate::escape::escape`]) and checks a [`crate::CompiledRule`] held in a
//! `static`, or holds a [`StaticRule`] that takes any `Serialize` value.
//!
//! One validation of an object spends one cost budget on all its rules, as
//! the API server's does: generated `validate_<type>` functions run their
//! rules inside [`with_budget`].

use std::cell::Cell;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, OnceLock};

use serde::Serialize;
use validation_runtime::{ErrorList, FieldError, Operation, Path};
use validation_schema::{Schema, ValidationRule};

use crate::cost::RUNTIME_COST_BUDGET;
use crate::rule::Checked;
use crate::serialize::{FieldPlan, Fields};
use crate::{Budget, CompiledRule, Engine};

use cel::objects::{Key, Map};
use cel::Value as Cel;

/// A Rust value as CEL sees it.
pub trait ToCel {
    fn to_cel(&self) -> Cel;
}

impl ToCel for bool {
    fn to_cel(&self) -> Cel {
        Cel::Bool(*self)
    }
}

macro_rules! int_to_cel {
    ($($t:ty),*) => {$(
        impl ToCel for $t {
            fn to_cel(&self) -> Cel {
                Cel::Int(i64::from(*self))
            }
        }
    )*};
}
int_to_cel!(i8, i16, i32, i64, u8, u16, u32);

impl ToCel for f64 {
    fn to_cel(&self) -> Cel {
        Cel::Float(*self)
    }
}

impl ToCel for str {
    fn to_cel(&self) -> Cel {
        Cel::String(Arc::new(self.to_owned()))
    }
}

impl ToCel for String {
    fn to_cel(&self) -> Cel {
        self.as_str().to_cel()
    }
}

impl<T: ToCel> ToCel for Option<T> {
    fn to_cel(&self) -> Cel {
        self.as_ref().map_or(Cel::Null, ToCel::to_cel)
    }
}

impl<T: ToCel> ToCel for [T] {
    fn to_cel(&self) -> Cel {
        Cel::List(Arc::new(self.iter().map(ToCel::to_cel).collect()))
    }
}

impl<T: ToCel> ToCel for Vec<T> {
    fn to_cel(&self) -> Cel {
        self.as_slice().to_cel()
    }
}

impl<T: ToCel> ToCel for BTreeMap<String, T> {
    fn to_cel(&self) -> Cel {
        map(self.iter().map(|(k, v)| (k.as_str(), v.to_cel())))
    }
}

impl<T: ToCel, S: std::hash::BuildHasher> ToCel for HashMap<String, T, S> {
    fn to_cel(&self) -> Cel {
        map(self.iter().map(|(k, v)| (k.as_str(), v.to_cel())))
    }
}

/// A CEL map (an object's present fields under their CEL names, or a map's
/// entries).
pub fn map<'k>(entries: impl IntoIterator<Item = (&'k str, Cel)>) -> Cel {
    let map: HashMap<Key, Cel> = entries
        .into_iter()
        .map(|(k, v)| (Key::String(Arc::new(k.to_owned())), v))
        .collect();
    Cel::Map(Map { map: Arc::new(map) })
}

/// A rule of generated validation code: the rule and the schema of the
/// node it sits on (as JSON, written by the generator), compiled on first
/// use and kept for every later call. Generated code holds one per rule in
/// a `static`:
///
/// ```
/// use validation_cel::StaticRule;
/// use validation_runtime::{Operation, Path};
///
/// static RULE: StaticRule = StaticRule::new(
///     r#"{"rule":"self.min <= self.max","message":"min must not exceed max"}"#,
///     r#"{"type":"object","properties":{"min":{"type":"integer"},"max":{"type":"integer"}}}"#,
///     false,
/// );
///
/// #[derive(serde::Serialize)]
/// struct Range { min: i32, max: i32 }
///
/// let errs = RULE.check(&Operation::create(), &Path::new("spec"), Some(&Range { min: 3, max: 1 }), None);
/// assert_eq!(errs.iter().next().unwrap().to_string(), "spec: Invalid value: min must not exceed max");
/// ```
pub struct StaticRule {
    rule: &'static str,
    schema: &'static str,
    root: bool,
    /// The API server version whose environment and messages the rule has.
    kube_version: validation_runtime::KubeVersion,
    compiled: OnceLock<Result<Compiled, String>>,
}

struct Compiled {
    schema: Schema,
    rule: CompiledRule,
    /// The properties the rule selects (see
    /// [`crate::serialize::selected_properties`]), when that is all it
    /// reads of `self`/`oldSelf`.
    selected: Option<std::collections::BTreeSet<String>>,
    /// The fields captured for a direct evaluation of the rule (see
    /// [`CompiledRule::is_direct_on_fields`]), when it has one.
    fields: Option<FieldPlan>,
}

/// A value's captured fields (see [`FieldPlan`]), captured once.
#[derive(Default)]
struct Captured {
    fields: Fields,
    /// `Some(true)` once captured, `Some(false)` when the value is not a
    /// struct.
    captured: Option<bool>,
}

impl Captured {
    /// The fields of `value` by `plan`, captured on first use: `None` when
    /// it is not a struct.
    fn capture<T: Serialize + ?Sized>(
        &mut self,
        plan: &FieldPlan,
        value: &T,
    ) -> Result<Option<&Fields>, crate::serialize::SerializeError> {
        if self.captured.is_none() {
            self.captured = Some(plan.capture(value, &mut self.fields)?);
        }
        Ok(self.fields())
    }

    /// The fields, if captured.
    fn fields(&self) -> Option<&Fields> {
        (self.captured == Some(true)).then_some(&self.fields)
    }
}

/// `self` and `oldSelf` as their captured fields.
struct CapturedOperands<'a> {
    plan: &'a FieldPlan,
    new: &'a Fields,
    old: Option<&'a Fields>,
}

impl crate::direct::Operands for CapturedOperands<'_> {
    fn whole(&self, _old: bool) -> Option<Cel> {
        None
    }

    fn field(&self, old: bool, key: &Key) -> Option<Option<&Cel>> {
        let fields = if old { self.old? } else { self.new };
        self.plan.field(fields, key)
    }
}

impl StaticRule {
    /// A rule (`ValidationRule` as JSON) on a node of `schema` (JSON);
    /// `root` says the node is a resource's root object. Its errors are
    /// the newest Kubernetes version's.
    pub const fn new(rule: &'static str, schema: &'static str, root: bool) -> StaticRule {
        StaticRule::for_kube_version(rule, schema, root, validation_runtime::KubeVersion::NEWEST)
    }

    /// [`StaticRule::new`] as an API server of `kube_version` evaluates it:
    /// its environment, and its errors worded as that version words them
    /// (the failed-rule value shown from 1.35, see
    /// [`validation_runtime::KubeVersion::VALUE_IN_FAILED_RULES`]).
    pub const fn for_kube_version(
        rule: &'static str,
        schema: &'static str,
        root: bool,
        kube_version: validation_runtime::KubeVersion,
    ) -> StaticRule {
        StaticRule {
            rule,
            schema,
            root,
            kube_version,
            compiled: OnceLock::new(),
        }
    }

    fn compiled(&self) -> &Result<Compiled, String> {
        self.compiled.get_or_init(|| {
            let rule: ValidationRule = serde_json::from_str(self.rule).map_err(|e| e.to_string())?;
            let schema: Schema = serde_json::from_str(self.schema).map_err(|e| e.to_string())?;
            // The estimated-cost limit is the generator's check, not the
            // objects' (see `compile_unlimited`).
            let environment = crate::environment::Environment::new_expressions(self.kube_version);
            let compiled = crate::rule::compile_unlimited(&rule, &schema, self.root, environment, environment)
                .map_err(|e| e.to_string())?;
            let selected = compiled
                .selected_fields()
                .map(|fields| crate::serialize::selected_properties(&schema, fields, self.root));
            let fields = selected
                .as_ref()
                .filter(|_| compiled.is_direct_on_fields())
                .and_then(|properties| FieldPlan::new(&schema, properties, self.root));
            Ok(Compiled {
                schema,
                rule: compiled,
                selected,
                fields,
            })
        })
    }

    /// Checks the rule on `value` (nothing to check when it is absent),
    /// with `old` its paired old value on update. Transition rules run only
    /// with an old value, or with `optionalOldSelf` also without one; other
    /// rules ratchet: on a value equal to its old value they are not
    /// checked. The error, if any, is the API server's.
    ///
    /// Inside [`with_budget`] the evaluation is charged to that one budget
    /// (and skipped once a rule ran out of it); outside, to a budget of its
    /// own.
    pub fn check<T: Serialize + ?Sized>(
        &self,
        op: &Operation,
        path: &Path<'_>,
        value: Option<&T>,
        old: Option<&T>,
    ) -> ErrorList {
        let mut errs = ErrorList::new();
        let (in_scope, runs) = scope_state();
        let (Some(value), true) = (value, runs) else {
            return errs;
        };
        if RULES_OFF.with(std::cell::Cell::get) {
            return errs;
        }
        let compiled = match self.compiled() {
            Ok(c) => c,
            Err(e) => {
                errs.push(FieldError::internal(
                    path,
                    format!("CEL rule {} does not compile: {e}", self.rule),
                ));
                return errs;
            }
        };
        let old = old.filter(|_| op.is_update());
        if !compiled.rule.applies(old.is_some()) {
            return errs;
        }
        // Only the fields the rule reads: the whole value only to tell
        // whether an update left it unchanged (see `unchanged`).
        let selected = compiled.selected.as_ref();
        let convert = |v: &T, selected| crate::serialize::to_cel_selected(&compiled.schema, v, selected, self.root);
        let transition = compiled.rule.is_transition();
        let internal =
            |e: crate::serialize::SerializeError| FieldError::internal(path, format!("value for CEL rule: {e}"));
        // A rule evaluated directly reads the fields it selects, captured
        // without building a map (when the values are structs).
        let plan = compiled.fields.as_ref();
        let mut new_fields = Captured::default();
        let mut old_fields = Captured::default();
        if let Some(plan) = plan {
            if let Err(e) = new_fields.capture(plan, value) {
                errs.push(internal(e));
                return errs;
            }
        }
        // Ratcheting: a rule that does not read `oldSelf` is not checked
        // again on a value the update leaves unchanged; transition rules
        // always are.
        let mut converted = None;
        if let (Some(old), false) = (old, transition) {
            let unchanged = unchanged(self.schema, value, old, in_scope, || {
                // Values whose captured fields differ differ.
                if let (Some(plan), Some(new_fields)) = (plan, new_fields.fields()) {
                    if old_fields
                        .capture(plan, old)?
                        .is_some_and(|old_fields| old_fields != new_fields)
                    {
                        return Ok(false);
                    }
                }
                // Equal serde data are equal values, found without building
                // them.
                if crate::flat::same(value, old) {
                    return Ok(true);
                }
                // Values whose selected fields differ differ; the whole
                // values are compared only when those are equal.
                let (new, old_selected) = (convert(value, selected)?, convert(old, selected)?);
                let differ = selected.is_none() || new != old_selected;
                let answer = if differ {
                    new == old_selected
                } else {
                    let whole = |v: &T| crate::serialize::to_cel_selected(&compiled.schema, v, None, self.root);
                    whole(value)? == whole(old)?
                };
                converted = Some(new);
                Ok(answer)
            });
            match unchanged {
                Ok(true) => return errs,
                Ok(false) => {}
                Err(e) => {
                    errs.push(internal(e));
                    return errs;
                }
            }
        }
        // A rule that holds on its captured fields, charged as the
        // interpreter's evaluation would be, needs nothing else: no
        // binding, no rendered path.
        if let (Some(plan), Some(new_fields)) = (plan, new_fields.fields()) {
            let old = old.filter(|_| transition);
            let old_captured = match old.map(|old| old_fields.capture(plan, old)).transpose() {
                Ok(captured) => captured,
                Err(e) => {
                    errs.push(internal(e));
                    return errs;
                }
            };
            let old_fields = old_captured.flatten();
            // An old value not captured (not a struct): the interpreter.
            if old.is_none() || old_fields.is_some() {
                let operands = CapturedOperands {
                    plan,
                    new: new_fields,
                    old: old_fields,
                };
                let largest = || {
                    let new = plan.largest(new_fields);
                    operands.old.map_or(new, |old| new.max(plan.largest(old)))
                };
                let holds = |budget: &mut Budget| compiled.rule.holds_directly(&operands, largest, budget);
                let held = if in_scope {
                    holds_in_scope(holds)
                } else {
                    holds(&mut Budget::default())
                };
                if held {
                    return errs;
                }
            }
        }
        let new = match converted.map_or_else(|| convert(value, selected), Ok) {
            Ok(new) => new,
            Err(e) => {
                errs.push(internal(e));
                return errs;
            }
        };
        let old = match old.filter(|_| transition).map(|o| convert(o, selected)).transpose() {
            Ok(old) => old,
            Err(e) => {
                errs.push(internal(e));
                return errs;
            }
        };
        let rendered = if path.is_root() {
            String::new()
        } else {
            path.to_string()
        };
        // Bound with the node's schema: its set and map lists compare and
        // add as the API server's do.
        let error = if in_scope {
            charge_scope(|budget| {
                Engine::with(|engine| {
                    let bindings = engine.bind(&new, old.as_ref()).of_conforming_schema(&compiled.schema);
                    compiled.rule.outcome(&bindings, &rendered, budget)
                })
            })
        } else {
            Engine::with(|engine| {
                let bindings = engine.bind(&new, old.as_ref()).of_conforming_schema(&compiled.schema);
                compiled.rule.check_bound(&bindings, &rendered, &mut Budget::default())
            })
        };
        if let Some(e) = error {
            errs.push(e);
        }
        errs
    }
}

thread_local! {
    /// Whether an update left a node's value unchanged, for the node last
    /// asked about inside the open scope (by the addresses of its value,
    /// its old value and its rules' schema): a node's rules ask in turn,
    /// and the answer is found once. Values are borrowed for the whole
    /// scope, so an address holds one value throughout; the schema tells
    /// a struct from its first field at the same address. Cleared when a
    /// scope opens and closes.
    static UNCHANGED: Cell<Option<(NodeKey, bool)>> = const { Cell::new(None) };
}

/// A node by the addresses of its value and old value and of its rules'
/// schema (with the schema's length).
type NodeKey = (usize, usize, usize, usize);

/// Whether `value` equals `old` under `schema`, by `compare`, remembered
/// for the node's other rules while a scope is open.
fn unchanged<T: ?Sized>(
    schema: &'static str,
    value: &T,
    old: &T,
    in_scope: bool,
    compare: impl FnOnce() -> Result<bool, crate::serialize::SerializeError>,
) -> Result<bool, crate::serialize::SerializeError> {
    let key = (
        std::ptr::from_ref(value).cast::<u8>() as usize,
        std::ptr::from_ref(old).cast::<u8>() as usize,
        schema.as_ptr() as usize,
        schema.len(),
    );
    if in_scope {
        if let Some((known, answer)) = UNCHANGED.with(Cell::get) {
            if known == key {
                return Ok(answer);
            }
        }
    }
    let answer = compare()?;
    if in_scope {
        UNCHANGED.with(|u| u.set(Some((key, answer))));
    }
    Ok(answer)
}

/// The budget of the validation under way on this thread, opened by the
/// outermost [`with_budget`].
#[derive(Clone, Copy)]
struct Scope {
    budget: Budget,
    /// A rule went over the per-call limit or the budget, or the budget,
    /// charged upper bounds, asks for an exact run: no further rule runs.
    stopped: bool,
}

thread_local! {
    static SCOPE: Cell<Option<Scope>> = const { Cell::new(None) };
}

/// Runs `validate` with one runtime cost budget (the API server's
/// 10,000,000) for every [`StaticRule::check`] it makes, as the API server
/// gives one to the whole validation of an object: once a rule goes over
/// what remains, the API server's error (`validation failed due to running
/// out of cost budget, no further validation rules will be run`) is
/// reported at that rule's value and no later rule runs. A rule over the
/// per-call limit stops later rules too.
///
/// Rules are charged cheap upper bounds of their costs while those fit;
/// when the bounds used the budget up, `validate` runs again charging the
/// costs the API server meters, so the budget runs out exactly where the
/// API server's does. `validate` must therefore give the same result when
/// run twice. Inside another `with_budget` (a generated `validate_<type>`
/// called from one), `validate` runs once, on the outer budget. Outside
/// any, each rule has a budget of its own.
///
/// ```
/// use validation_cel::{with_budget, StaticRule};
/// use validation_runtime::{ErrorList, Operation, Path};
///
/// // 632,103 per list of 300: a budget of 10,000,000 runs out at the 16th.
/// static RULE: StaticRule = StaticRule::new(
///     r#"{"rule":"self.all(a, self.all(b, a + b >= 0))"}"#,
///     r#"{"type":"array","maxItems":300,"items":{"type":"integer"}}"#,
///     false,
/// );
///
/// let list = vec![1; 300];
/// let errs = with_budget(|| {
///     let mut errs = ErrorList::new();
///     for i in 0..20 {
///         errs.append(RULE.check(&Operation::create(), &Path::new("lists").index(i), Some(&list), None));
///     }
///     errs
/// });
/// assert_eq!(
///     errs.iter().map(ToString::to_string).collect::<Vec<_>>(),
///     ["lists[15]: Invalid value: \"array\": validation failed due to running out of cost budget, no further validation rules will be run"],
/// );
/// ```
pub fn with_budget<R>(validate: impl FnMut() -> R) -> R {
    with_budget_of(RUNTIME_COST_BUDGET, validate)
}

/// [`with_budget`] with a budget of `cost`.
fn with_budget_of<R>(cost: u64, mut validate: impl FnMut() -> R) -> R {
    if SCOPE.with(Cell::get).is_some() {
        return validate();
    }
    let scope = OpenScope::new(Budget::new(cost));
    let result = validate();
    if !scope.needs_exact_budget() {
        return result;
    }
    drop(result);
    scope.reset(Budget::exact(cost));
    validate()
}

/// The open scope of the outermost [`with_budget`]: closed when dropped,
/// also when `validate` unwinds.
struct OpenScope;

impl OpenScope {
    fn new(budget: Budget) -> OpenScope {
        let scope = OpenScope;
        scope.reset(budget);
        scope
    }

    fn reset(&self, budget: Budget) {
        UNCHANGED.with(|u| u.set(None));
        SCOPE.with(|s| s.set(Some(Scope { budget, stopped: false })));
    }

    fn needs_exact_budget(&self) -> bool {
        SCOPE.with(Cell::get).is_some_and(|s| s.budget.retry)
    }
}

impl Drop for OpenScope {
    fn drop(&mut self) {
        UNCHANGED.with(|u| u.set(None));
        SCOPE.with(|s| s.set(None));
    }
}

/// Whether a scope is open, and whether its rules still run.
fn scope_state() -> (bool, bool) {
    match SCOPE.with(Cell::get) {
        None => (false, true),
        Some(scope) => (true, !scope.stopped),
    }
}

/// Whether a rule evaluated directly by `holds` on the open scope's budget
/// held (and was charged); false, nothing charged, when it did not or
/// could not tell.
fn holds_in_scope(holds: impl FnOnce(&mut Budget) -> bool) -> bool {
    let Some(mut scope) = SCOPE.with(Cell::get) else {
        return false;
    };
    let held = holds(&mut scope.budget);
    if held {
        SCOPE.with(|s| s.set(Some(scope)));
    }
    held
}

/// Runs one rule on the open scope's budget: its error, if any; a rule that
/// stops the validation (over a limit, or out of a budget charged upper
/// bounds) stops the scope.
fn charge_scope(run: impl FnOnce(&mut Budget) -> Checked) -> Option<validation_runtime::FieldError> {
    let mut scope = SCOPE.with(Cell::get)?;
    let (error, stops) = match run(&mut scope.budget) {
        Checked::Holds => (None, false),
        Checked::Failed(e) | Checked::Errored(e) => (Some(e), false),
        Checked::Stopped(e) => (Some(e), true),
        // The whole validation runs again on an exact budget.
        Checked::Retry => (None, true),
    };
    scope.stopped |= stops;
    SCOPE.with(|s| s.set(Some(scope)));
    error
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Serialize)]
    struct Counter {
        count: i64,
    }

    const SCHEMA: &str = r#"{"type":"object","properties":{"count":{"type":"integer"}}}"#;

    fn describe(errs: &ErrorList) -> Vec<String> {
        errs.iter()
            .map(|e| format!("{} {}", e.error_type.reason(), e))
            .collect()
    }

    /// A generated rule's lists bind with their schema's list type: a set
    /// equals the same elements in any order, as on the API server.
    #[test]
    fn set_lists_compare_as_sets() {
        #[derive(serde::Serialize)]
        struct Tags {
            tags: Vec<&'static str>,
        }
        const TAGS: &str = r#"{"type":"object","properties":{"tags":{"type":"array","x-kubernetes-list-type":"set","items":{"type":"string"}}}}"#;
        static SAME: StaticRule = StaticRule::new(r#"{"rule":"self.tags == ['b', 'a']"}"#, TAGS, false);
        static UNION: StaticRule = StaticRule::new(r#"{"rule":"(self.tags + ['a', 'c']).size() == 3"}"#, TAGS, false);
        let tags = Tags { tags: vec!["a", "b"] };
        for rule in [&SAME, &UNION] {
            let errs = rule.check(&Operation::create(), &Path::new("spec"), Some(&tags), None);
            assert_eq!(describe(&errs), Vec::<String>::new());
        }
        let other = Tags { tags: vec!["a", "c"] };
        let errs = SAME.check(&Operation::create(), &Path::new("spec"), Some(&other), None);
        assert_eq!(
            describe(&errs),
            ["FieldValueInvalid spec: Invalid value: failed rule: self.tags == ['b', 'a']"]
        );
    }

    /// A rule that does not compile (generated code never holds one: the
    /// generator compiled it) is an internal error, on every call.
    #[test]
    fn a_rule_that_does_not_compile_is_an_internal_error() {
        static BROKEN: StaticRule = StaticRule::new(r#"{"rule":"self.count >"}"#, SCHEMA, false);
        for _ in 0..2 {
            let errs = BROKEN.check(
                &Operation::create(),
                &Path::new("spec"),
                Some(&Counter { count: 1 }),
                None,
            );
            assert_eq!(describe(&errs).len(), 1);
            let e = errs.iter().next().unwrap();
            assert_eq!(e.error_type, validation_runtime::ErrorType::Internal);
            assert!(e.detail.starts_with(r#"CEL rule {"rule":"self.count >"} does not compile: compilation failed: ERROR: <input>:1:13: Syntax error"#), "{}", e.detail);
        }
    }

    /// Transition rules: only with an old value on update, and with
    /// `optionalOldSelf` also without one, never ratcheted; other rules
    /// ratchet; an absent value is not checked.
    #[test]
    fn transition_rules_run_with_a_paired_old_value() {
        static GROWS: StaticRule = StaticRule::new(
            r#"{"rule":"self.count >= oldSelf.count","message":"may not shrink"}"#,
            SCHEMA,
            false,
        );
        static OPTIONAL: StaticRule = StaticRule::new(
            r#"{"rule":"oldSelf.hasValue() || self.count == 0","message":"starts at 0","optionalOldSelf":true}"#,
            SCHEMA,
            false,
        );
        static SHRINKS: StaticRule = StaticRule::new(
            r#"{"rule":"self.count < oldSelf.count","message":"must shrink"}"#,
            SCHEMA,
            false,
        );
        static POSITIVE: StaticRule = StaticRule::new(r#"{"rule":"self.count > 0"}"#, SCHEMA, false);
        let (zero, one, two) = (Counter { count: 0 }, Counter { count: 1 }, Counter { count: 2 });
        let path = Path::new("spec");
        type Case<'a> = (
            &'a str,
            &'a StaticRule,
            Operation,
            Option<&'a Counter>,
            Option<&'a Counter>,
            Vec<&'a str>,
        );
        let cases: Vec<Case<'_>> = vec![
            ("create", &GROWS, Operation::create(), Some(&one), None, vec![]),
            (
                "update, no old value",
                &GROWS,
                Operation::update(),
                Some(&one),
                None,
                vec![],
            ),
            (
                "update, old value",
                &GROWS,
                Operation::update(),
                Some(&one),
                Some(&two),
                vec!["FieldValueInvalid spec: Invalid value: may not shrink"],
            ),
            ("absent value", &GROWS, Operation::update(), None, Some(&two), vec![]),
            (
                "optionalOldSelf on create",
                &OPTIONAL,
                Operation::create(),
                Some(&one),
                None,
                vec!["FieldValueInvalid spec: Invalid value: starts at 0"],
            ),
            (
                "optionalOldSelf on update",
                &OPTIONAL,
                Operation::update(),
                Some(&one),
                Some(&two),
                vec![],
            ),
            (
                "a transition rule on an unchanged value",
                &SHRINKS,
                Operation::update(),
                Some(&one),
                Some(&one),
                vec!["FieldValueInvalid spec: Invalid value: must shrink"],
            ),
            (
                "a plain rule ratchets on an unchanged value",
                &POSITIVE,
                Operation::update(),
                Some(&zero),
                Some(&zero),
                vec![],
            ),
            (
                "a plain rule on a changed value",
                &POSITIVE,
                Operation::update(),
                Some(&zero),
                Some(&one),
                vec!["FieldValueInvalid spec: Invalid value: failed rule: self.count > 0"],
            ),
        ];
        for (name, rule, op, new, old, want) in cases {
            assert_eq!(describe(&rule.check(&op, &path, new, old)), want, "{name}");
        }
    }

    /// A rule's errors are worded for the Kubernetes version it is built
    /// for: before 1.35 a failed rule shows the schema's type, from 1.35 a
    /// scalar's value and nothing for an object.
    #[test]
    fn errors_are_worded_for_the_kube_version() {
        const NAME: &str = r#"{"type":"string"}"#;
        static NAME_NEWEST: StaticRule = StaticRule::new(r#"{"rule":"self.startsWith('w-')"}"#, NAME, false);
        static NAME_1_34: StaticRule = StaticRule::for_kube_version(
            r#"{"rule":"self.startsWith('w-')"}"#,
            NAME,
            false,
            validation_runtime::KubeVersion::new(34),
        );
        static COUNT_1_34: StaticRule = StaticRule::for_kube_version(
            r#"{"rule":"self.count > 0"}"#,
            SCHEMA,
            false,
            validation_runtime::KubeVersion::new(34),
        );
        let create = Operation::create();
        let path = Path::new("spec");
        let name = "x-1".to_owned();
        assert_eq!(
            describe(&NAME_NEWEST.check(&create, &path, Some(&name), None)),
            ["FieldValueInvalid spec: Invalid value: \"x-1\": failed rule: self.startsWith('w-')"]
        );
        assert_eq!(
            describe(&NAME_1_34.check(&create, &path, Some(&name), None)),
            ["FieldValueInvalid spec: Invalid value: \"string\": failed rule: self.startsWith('w-')"]
        );
        assert_eq!(
            describe(&COUNT_1_34.check(&create, &path, Some(&Counter { count: 0 }), None)),
            ["FieldValueInvalid spec: Invalid value: \"object\": failed rule: self.count > 0"]
        );
    }

    const LIST: &str = r#"{"type":"array","maxItems":400,"items":{"type":"integer"}}"#;

    /// A budget that runs out after a few rules on short lists (the API
    /// server's takes ten million).
    const BUDGET: u64 = 100_000;

    /// 6,452 per list of 30: 15 fit in [`BUDGET`], the 16th does not.
    static SUMS: StaticRule = StaticRule::new(r#"{"rule":"self.all(a, self.all(b, a + b >= 0))"}"#, LIST, false);
    /// 5,552 per list of 30 zeros, where its upper bound charges more
    /// (both sides of `||`): 18 fit, their bounds do not.
    static EITHER: StaticRule = StaticRule::new(r#"{"rule":"self.all(a, self.all(b, a <= b || a > b))"}"#, LIST, false);
    static SHORT: StaticRule = StaticRule::new(r#"{"rule":"self.size() < 30"}"#, LIST, false);

    fn out_of_budget(at: usize) -> String {
        format!("FieldValueInvalid lists[{at}]: Invalid value: \"array\": validation failed due to running out of cost budget, no further validation rules will be run")
    }

    fn too_long(at: usize) -> String {
        format!("FieldValueInvalid lists[{at}]: Invalid value: failed rule: self.size() < 30")
    }

    /// Checks `rules` in turn on `lists[0]`, `lists[1]`, ...
    fn check_all(rules: &[(&StaticRule, &Vec<i64>)]) -> ErrorList {
        let mut errs = ErrorList::new();
        for (i, (rule, list)) in rules.iter().enumerate() {
            errs.append(rule.check(&Operation::create(), &Path::new("lists").index(i), Some(*list), None));
        }
        errs
    }

    /// One budget for a whole scope: errors before it runs out stand, the
    /// rule that goes over it reports the API server's error at its value,
    /// and no rule runs after it. Outside a scope each rule has a budget
    /// of its own; each scope opens a fresh one.
    #[test]
    fn one_budget_per_scope() {
        let ones = vec![1; 30];
        let mut rules = vec![(&SUMS, &ones); 20];
        rules[3] = (&SHORT, &ones);
        rules[18] = (&SHORT, &ones);
        let want = vec![too_long(3), out_of_budget(16)];
        assert_eq!(describe(&with_budget_of(BUDGET, || check_all(&rules))), want);
        // The same again: the first scope's spending is gone.
        assert_eq!(describe(&with_budget_of(BUDGET, || check_all(&rules))), want);
        assert_eq!(describe(&check_all(&rules)), [too_long(3), too_long(18)]);
    }

    /// A scope inside another spends the outer one's budget.
    #[test]
    fn nested_scopes_join_the_outermost() {
        let ones = vec![1; 30];
        let rules = vec![(&SUMS, &ones); 10];
        let errs = with_budget_of(BUDGET, || {
            let mut errs = with_budget(|| check_all(&rules));
            errs.append(with_budget(|| check_all(&rules)));
            errs
        });
        assert_eq!(describe(&errs), [out_of_budget(5)]);
    }

    /// Upper bounds that use the budget up run the validation again with
    /// actual costs: 18 lists fit, as they do for the API server; the 19th
    /// does not.
    #[test]
    fn bounds_over_the_budget_rerun_with_actual_costs() {
        let zeros = vec![0; 30];
        for (lists, runs_wanted, want) in [(12, 1, vec![]), (18, 2, vec![]), (19, 2, vec![out_of_budget(18)])] {
            let rules = vec![(&EITHER, &zeros); lists];
            let runs = Cell::new(0);
            let errs = with_budget_of(BUDGET, || {
                runs.set(runs.get() + 1);
                check_all(&rules)
            });
            assert_eq!(describe(&errs), want, "{lists} lists");
            assert_eq!(runs.get(), runs_wanted, "{lists} lists");
        }
    }

    /// A rule over the per-call limit stops every later rule of its scope,
    /// as the API server stops; outside a scope only that rule fails.
    #[test]
    fn a_rule_over_the_per_call_limit_stops_the_scope() {
        let (long, short) = (vec![1; 400], vec![1; 1]);
        let rules = [(&SHORT, &long), (&SUMS, &long), (&SHORT, &long), (&SHORT, &short)];
        let over = "FieldValueInvalid lists[1]: Invalid value: \"array\": 'operation cancelled: actual cost limit exceeded': no further validation rules will be run due to call cost exceeds limit for rule: self.all(a, self.all(b, a + b >= 0))".to_owned();
        assert_eq!(
            describe(&with_budget(|| check_all(&rules))),
            [too_long(0), over.clone()]
        );
        assert_eq!(describe(&check_all(&rules)), [too_long(0), over, too_long(2)]);
    }

    /// The fields of a struct a direct evaluation reads, captured without
    /// a map: every answer on them is the interpreter's on the whole value
    /// converted, and the usual rules get one.
    #[test]
    fn captured_fields_answer_as_the_interpreter() {
        #[derive(serde::Serialize)]
        struct Inner {
            x: i64,
        }
        #[derive(serde::Serialize)]
        struct Value {
            n: i64,
            d: f64,
            s: String,
            b: bool,
            l: Vec<String>,
            m: BTreeMap<String, String>,
            o: Inner,
            #[serde(skip_serializing_if = "Option::is_none")]
            absent: Option<i64>,
            unset: Option<String>,
            nulled: Option<String>,
        }
        let schema: Schema = serde_json::from_value(serde_json::json!({"type": "object", "properties": {
            "n": {"type": "integer"}, "d": {"type": "number"}, "s": {"type": "string"}, "b": {"type": "boolean"},
            "l": {"type": "array", "items": {"type": "string"}},
            "m": {"type": "object", "additionalProperties": {"type": "string"}},
            "o": {"type": "object", "properties": {"x": {"type": "integer"}}},
            "absent": {"type": "integer"}, "unset": {"type": "string"},
            "nulled": {"type": "string", "nullable": true}
        }}))
        .unwrap_or_default();
        let value = |n, s: &str| Value {
            n,
            d: 1.5,
            s: s.to_owned(),
            b: n > 4,
            l: vec!["a".into(), "b".into()],
            m: BTreeMap::from([("k".into(), "v".into())]),
            o: Inner { x: 3 },
            absent: None,
            unset: None,
            nulled: None,
        };
        let (new, old) = (value(5, "Rook takes 👑"), value(4, "abc"));
        let rules = [
            ("self.n >= 1 && self.n <= 65535", Some(true)),
            ("self.n == oldSelf.n + 1", Some(true)),
            ("self.s.size() == 12 && self.s != oldSelf.s", Some(true)),
            ("self.s.matches('^R[a-z ]+')", Some(true)),
            ("self.l.size() == 2 && size(self.m) == 1", Some(true)),
            ("self.o.x == 3 ? self.b : false", Some(true)),
            ("self.b == !oldSelf.b", Some(true)),
            ("self.d < 1.0", Some(false)),
            ("!has(self.absent) && !has(self.unset) && has(self.s)", Some(true)),
            ("has(oldSelf.absent) || self.n > oldSelf.n", Some(true)),
            // Left to the interpreter: an absent field, a field set to
            // null, ordering bools.
            ("self.absent == 1", None),
            ("has(self.nulled)", None),
            ("self.b < oldSelf.b", None),
        ];
        let newest = crate::environment::Environment::NEWEST;
        for (rule, want) in rules {
            let rule = ValidationRule {
                rule: rule.to_owned(),
                ..ValidationRule::default()
            };
            let compiled = match crate::rule::compile_unlimited(&rule, &schema, false, newest, newest) {
                Ok(c) => c,
                Err(e) => panic!("{}: {e}", rule.rule),
            };
            assert!(compiled.is_direct_on_fields(), "{}", rule.rule);
            let properties = compiled
                .selected_fields()
                .map(|f| crate::serialize::selected_properties(&schema, f, false));
            let plan = properties.as_ref().and_then(|p| FieldPlan::new(&schema, p, false));
            let Some(plan) = plan else {
                panic!("{}: no field plan", rule.rule)
            };
            let (mut new_fields, mut old_fields) = (Fields::default(), Fields::default());
            let captured = (plan.capture(&new, &mut new_fields), plan.capture(&old, &mut old_fields));
            assert_eq!(captured, (Ok(true), Ok(true)), "{}", rule.rule);
            let operands = CapturedOperands {
                plan: &plan,
                new: &new_fields,
                old: Some(&old_fields),
            };
            // The sizes the cost bound is computed at: the selected map's.
            let selected = crate::serialize::to_cel_selected(&schema, &new, properties.as_ref(), false).ok();
            assert_eq!(
                Some(plan.largest(&new_fields)),
                selected.as_ref().map(crate::actual_cost::largest),
                "{}",
                rule.rule
            );
            let direct = compiled.direct.as_ref().and_then(|d| d.eval_with(&operands));
            let whole = |v: &Value| crate::serialize::to_cel(&schema, v).ok();
            let (Some(new_whole), Some(old_whole)) = (whole(&new), whole(&old)) else {
                panic!("{}: not converted", rule.rule)
            };
            let interpreted = Engine::with(|engine| {
                engine
                    .bind(&new_whole, Some(&old_whole))
                    .of_conforming_schema(&schema)
                    .evaluate(compiled.evaluated(), false)
                    .ok()
            });
            assert_eq!(direct, want.map(Cel::Bool), "{}", rule.rule);
            if let Some(want) = want {
                assert_eq!(interpreted, Some(Cel::Bool(want)), "{}", rule.rule);
            }
        }
    }

    /// A rule evaluated on captured fields is charged what the
    /// interpreter's path charges it (its bound at the values' sizes): the
    /// budget runs out at the same check for a struct (captured) as for
    /// the same value as a map (converted): 203 per 2,000-character name,
    /// 492 fit in [`BUDGET`].
    #[test]
    fn captured_rules_are_charged_as_interpreted_ones() {
        #[derive(serde::Serialize)]
        struct Named {
            name: String,
        }
        const NAMED: &str = r#"{"type":"object","properties":{"name":{"type":"string"}}}"#;
        static PATTERN: StaticRule = StaticRule::new(r#"{"rule":"self.name.matches('^a+$')"}"#, NAMED, false);
        let name = "a".repeat(2000);
        let checks = |value: &dyn Fn(usize) -> ErrorList| {
            with_budget_of(BUDGET, || {
                let mut errs = ErrorList::new();
                for i in 0..1000 {
                    errs.append(value(i));
                }
                errs
            })
        };
        let names = Path::new("names");
        let captured = checks(&|i| {
            PATTERN.check(
                &Operation::create(),
                &names.index(i),
                Some(&Named { name: name.clone() }),
                None,
            )
        });
        let converted = checks(&|i| {
            let map = BTreeMap::from([("name".to_owned(), name.clone())]);
            PATTERN.check(&Operation::create(), &names.index(i), Some(&map), None)
        });
        let want = ["FieldValueInvalid names[492]: Invalid value: \"object\": validation failed due to running out of cost budget, no further validation rules will be run"];
        assert_eq!(describe(&converted), want);
        assert_eq!(describe(&captured), want);
    }

    /// Values not serialized as structs are not captured: the rule is
    /// checked on the converted value instead, with the same answers.
    #[test]
    fn values_not_serialized_as_structs_are_converted() {
        static POSITIVE: StaticRule =
            StaticRule::new(r#"{"rule":"self.count > 0","message":"not positive"}"#, SCHEMA, false);
        let map = BTreeMap::from([("count".to_owned(), 0)]);
        let errs = POSITIVE.check(&Operation::create(), &Path::new("spec"), Some(&map), None);
        assert_eq!(describe(&errs), ["FieldValueInvalid spec: Invalid value: not positive"]);
        let map = BTreeMap::from([("count".to_owned(), 2)]);
        let errs = POSITIVE.check(&Operation::create(), &Path::new("spec"), Some(&map), None);
        assert_eq!(describe(&errs), Vec::<String>::new());
    }

    /// A field whose `Serialize` fails: it shows whether a check serialized
    /// it.
    struct Unserializable;

    impl serde::Serialize for Unserializable {
        fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            Err(serde::ser::Error::custom("not serializable"))
        }
    }

    #[derive(serde::Serialize)]
    struct Pair {
        count: i64,
        other: Unserializable,
    }

    const PAIR: &str = r#"{"type":"object","properties":{"count":{"type":"integer"},"other":{"type":"string"}}}"#;

    /// A rule that only selects fields of `self`/`oldSelf` is given only
    /// those: the others are not serialized. A rule that reads `self`
    /// whole serializes every field, and so does a rule compared with its
    /// old value for ratcheting (on update, not a transition rule) when
    /// the fields it selects are equal in both.
    #[test]
    fn only_the_fields_a_rule_selects_are_serialized() {
        static SELECTS: StaticRule =
            StaticRule::new(r#"{"rule":"self.count > 0","message":"not positive"}"#, PAIR, false);
        static TRANSITION: StaticRule = StaticRule::new(
            r#"{"rule":"self.count >= oldSelf.count","message":"may not shrink"}"#,
            PAIR,
            false,
        );
        static WHOLE: StaticRule = StaticRule::new(r#"{"rule":"self == self"}"#, PAIR, false);
        let (zero, one) = (
            Pair {
                count: 0,
                other: Unserializable,
            },
            Pair {
                count: 1,
                other: Unserializable,
            },
        );
        let path = Path::new("spec");
        let internal = vec!["InternalError spec: Internal error: value for CEL rule: not serializable".to_owned()];
        assert_eq!(
            describe(&SELECTS.check(&Operation::create(), &path, Some(&zero), None)),
            ["FieldValueInvalid spec: Invalid value: not positive"]
        );
        assert_eq!(
            describe(&TRANSITION.check(&Operation::update(), &path, Some(&zero), Some(&one))),
            ["FieldValueInvalid spec: Invalid value: may not shrink"]
        );
        assert_eq!(
            describe(&WHOLE.check(&Operation::create(), &path, Some(&zero), None)),
            internal
        );
        // The selected fields differ: so do the values, nothing else is
        // serialized to tell.
        assert_eq!(
            describe(&SELECTS.check(&Operation::update(), &path, Some(&zero), Some(&one))),
            ["FieldValueInvalid spec: Invalid value: not positive"]
        );
        let other_zero = Pair {
            count: 0,
            other: Unserializable,
        };
        assert_eq!(
            describe(&SELECTS.check(&Operation::update(), &path, Some(&zero), Some(&other_zero))),
            internal
        );
    }
}

thread_local! {
    /// Set while [`unless_blocked`] collects the errors of everything but
    /// the rules.
    static RULES_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The API server's rule for a custom resource's CEL rules: they run after
/// its OpenAPI validation, unless that found a wrong type, an enum
/// violation, a missing required value or a value over its `maxLength`,
/// `maxItems` or `maxProperties` (`FieldValueTypeInvalid`,
/// `FieldValueNotSupported`, `FieldValueRequired`, `FieldValueTooLong`,
/// `FieldValueTooMany`); then no rule runs and one more error says so
/// (`<nil>: Invalid value: null: some validation rules were not checked
/// because the object was invalid; correct the existing errors to complete
/// validation`).
///
/// `errs` are the errors of a whole validation, rules included, and
/// `validate` runs that validation again. If `errs` has none of those error
/// types, they are the answer. Otherwise (a rule's `reason` can be
/// `FieldValueRequired` too) `validate` runs with every [`StaticRule`] on
/// this thread checking nothing: if its errors have one of those types,
/// they, followed by that one error, are the answer; if not, `errs` are.
/// Generated entry points of types with rules call this, so the second pass
/// costs only an object that already fails.
pub fn unless_blocked(errs: ErrorList, validate: impl FnOnce(&mut ErrorList)) -> ErrorList {
    if !errs.iter().any(crate::validate::blocks_rules) {
        return errs;
    }
    /// Restores the flag even if `validate` unwinds.
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            RULES_OFF.with(|off| off.set(self.0));
        }
    }
    let restore = Restore(RULES_OFF.with(|off| off.replace(true)));
    let mut without_rules = ErrorList::new();
    validate(&mut without_rules);
    drop(restore);
    if !without_rules.iter().any(crate::validate::blocks_rules) {
        return errs;
    }
    without_rules.push(crate::validate::not_checked());
    without_rules
}
