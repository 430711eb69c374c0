//! Values handed to rules without a JSON round trip: generated code
//! implements [`ToCel`] for its types (fields under their CEL names, see
//! [`crate::escape::escape`]) and checks a [`crate::CompiledRule`] held in a
//! `static`, or holds a [`StaticRule`] that takes any `Serialize` value.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, OnceLock};

use serde::Serialize;
use validation_runtime::{ErrorList, FieldError, Operation, Path};
use validation_schema::{Schema, ValidationRule};

use crate::{Budget, CompiledRule, Engine};

use kube_cel::cel::objects::{Key, Map};
use kube_cel::cel::Value as Cel;

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
/// assert_eq!(errs.iter().next().unwrap().to_string(), "spec: Invalid value: \"object\": min must not exceed max");
/// ```
pub struct StaticRule {
    rule: &'static str,
    schema: &'static str,
    root: bool,
    compiled: OnceLock<Result<Compiled, String>>,
}

struct Compiled {
    schema: Schema,
    rule: CompiledRule,
}

impl StaticRule {
    /// A rule (`ValidationRule` as JSON) on a node of `schema` (JSON);
    /// `root` says the node is a resource's root object.
    pub const fn new(rule: &'static str, schema: &'static str, root: bool) -> StaticRule {
        StaticRule {
            rule,
            schema,
            root,
            compiled: OnceLock::new(),
        }
    }

    fn compiled(&self) -> &Result<Compiled, String> {
        self.compiled.get_or_init(|| {
            let rule: ValidationRule = serde_json::from_str(self.rule).map_err(|e| e.to_string())?;
            let schema: Schema = serde_json::from_str(self.schema).map_err(|e| e.to_string())?;
            let compiled = crate::rule::compile(&rule, &schema, self.root).map_err(|e| e.to_string())?;
            Ok(Compiled { schema, rule: compiled })
        })
    }

    /// Checks the rule on `value` (nothing to check when it is absent),
    /// with `old` its paired old value on update. Transition rules run only
    /// with an old value, or with `optionalOldSelf` also without one; other
    /// rules ratchet: on a value equal to its old value they are not
    /// checked. The error, if any, is the API server's.
    pub fn check<T: Serialize + ?Sized>(
        &self,
        op: &Operation,
        path: &Path<'_>,
        value: Option<&T>,
        old: Option<&T>,
    ) -> ErrorList {
        let mut errs = ErrorList::new();
        let Some(value) = value else {
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
        let convert = |v: &T| {
            if self.root {
                crate::serialize::to_cel_root(&compiled.schema, v)
            } else {
                crate::serialize::to_cel(&compiled.schema, v)
            }
        };
        let (new, old) = match (convert(value), old.map(convert)) {
            (Ok(new), None) => (new, None),
            (Ok(new), Some(Ok(old))) => (new, Some(old)),
            (Err(e), _) | (_, Some(Err(e))) => {
                errs.push(FieldError::internal(path, format!("value for CEL rule: {e}")));
                return errs;
            }
        };
        // Ratcheting: a rule that does not read `oldSelf` is not checked
        // again on a value the update leaves unchanged; transition rules
        // always are.
        if !compiled.rule.is_transition() && old.as_ref() == Some(&new) {
            return errs;
        }
        let old = old.filter(|_| compiled.rule.is_transition());
        let rendered = if path.is_root() {
            String::new()
        } else {
            path.to_string()
        };
        let error = Engine::with(|engine| compiled.rule.check(engine, &rendered, new, old, &mut Budget::default()));
        if let Some(e) = error {
            errs.push(e);
        }
        errs
    }
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
                vec!["FieldValueInvalid spec: Invalid value: \"object\": may not shrink"],
            ),
            ("absent value", &GROWS, Operation::update(), None, Some(&two), vec![]),
            (
                "optionalOldSelf on create",
                &OPTIONAL,
                Operation::create(),
                Some(&one),
                None,
                vec!["FieldValueInvalid spec: Invalid value: \"object\": starts at 0"],
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
                vec!["FieldValueInvalid spec: Invalid value: \"object\": must shrink"],
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
                vec!["FieldValueInvalid spec: Invalid value: \"object\": failed rule: self.count > 0"],
            ),
        ];
        for (name, rule, op, new, old, want) in cases {
            assert_eq!(describe(&rule.check(&op, &path, new, old)), want, "{name}");
        }
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
