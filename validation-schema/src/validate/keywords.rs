//! The OpenAPI keywords, with the messages of the API server's OpenAPI
//! validator: the detail names the value (`spec.replicas in body should be
//! greater than or equal to 0`), and the reason follows the kind of check
//! (`Required value`, `Unsupported value`, `Too long`, `Too many`, type and
//! format errors as `FieldValueTypeInvalid`, the rest `Invalid value`).
//!
//! Checks run in the validator's order: type, `allOf`/`anyOf`/`oneOf`/`not`,
//! string limits, format, number limits, items and item counts, `enum`,
//! then object properties.

use std::collections::HashSet;

use serde_json::{Map, Number, Value};
use validation_runtime::quote::{go_float, go_quote};
use validation_runtime::validate::openapi;
use validation_runtime::{BadValue, FieldError, Path};

use super::correlate::{self, Deep};
use super::format::NumericFormat;
use super::{at, ratchet, Report};
use crate::pattern::SchemaPatterns;
use crate::schema::{Schema, SchemaOrBool};
use crate::trail::{Segment, Trail};

pub(super) fn validate<'s>(
    schema: &'s Schema,
    patterns: &SchemaPatterns<'_>,
    new: &'s Value,
    old: Option<&'s Value>,
    base: &'s str,
    report: &mut Report,
) {
    let mut walk = Walk {
        trail: Trail::under(base),
        patterns,
        report,
        checks: 0,
    };
    walk.node(schema, new, old, true);
}

struct Walk<'s, 'r> {
    trail: Trail<'s>,
    patterns: &'r SchemaPatterns<'r>,
    report: &'r mut Report,
    /// How many checks applied so far: a failed `anyOf`/`oneOf` reports the
    /// alternative where most checks applied, the first one on a tie.
    checks: usize,
}

/// An alternative that failed: its errors and how many checks applied.
struct Failure {
    errors: Vec<(FieldError, bool)>,
    checks: usize,
}

/// Keeps `candidate` if it has more applied checks than the best so far.
fn better(best: Option<Failure>, candidate: Failure) -> Option<Failure> {
    match best {
        Some(b) if b.checks >= candidate.checks => Some(b),
        _ => Some(candidate),
    }
}

/// A number as the decoder produced it.
#[derive(Clone, Copy)]
enum Num {
    Int(i64),
    Uint(u64),
    Float(f64),
}

impl Num {
    fn of(n: &Number) -> Num {
        if let Some(i) = n.as_i64() {
            Num::Int(i)
        } else if let Some(u) = n.as_u64() {
            Num::Uint(u)
        } else {
            Num::Float(n.as_f64().unwrap_or(f64::NAN))
        }
    }

    fn as_f64(self) -> f64 {
        match self {
            Num::Int(i) => i as f64,
            Num::Uint(u) => u as f64,
            Num::Float(f) => f,
        }
    }
}

/// The JSON type name of a value, as the validator names it.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_f64() => "number",
        Value::Number(_) => "integer",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// The declared types, without allocating: `x-kubernetes-int-or-string`
/// means integer or string.
struct Types<'a> {
    names: [&'a str; 2],
    len: usize,
}

impl<'a> Types<'a> {
    fn of(s: &'a Schema) -> Types<'a> {
        if s.x_int_or_string {
            return Types {
                names: ["integer", "string"],
                len: 2,
            };
        }
        let one = s.type_name();
        Types {
            names: [one, ""],
            len: usize::from(!one.is_empty()),
        }
    }

    fn iter(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.names.iter().take(self.len).copied()
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn contains(&self, t: &str) -> bool {
        self.iter().any(|n| n == t)
    }

    /// `integer,string`, as the validator names several types.
    fn joined(&self) -> String {
        self.iter().collect::<Vec<_>>().join(",")
    }
}

impl<'s> Walk<'s, '_> {
    fn name(&self) -> String {
        self.trail.dotted()
    }

    /// Reports `e` at the current value; the root value has no field, which
    /// the API server renders `<nil>`.
    fn push(&mut self, e: FieldError, ratchetable: bool) {
        let name = self.name();
        let field = if name.is_empty() { "<nil>".to_owned() } else { name };
        self.report.push(at(e, field), ratchetable);
    }

    /// Validates one value; returns whether it is known to differ from
    /// `old` (see [`ratchet`]). `ratchetable` is false inside
    /// `allOf`/`anyOf`/`oneOf`/`not`.
    fn node(&mut self, s: &'s Schema, v: &'s Value, old: Option<&'s Value>, ratchetable: bool) -> bool {
        let mark = self.report.mark();
        let old = if ratchetable { old } else { None };
        self.checks += applied_checks(s, v);
        self.check_type(s, v, ratchetable);
        let mut changed = false;
        if !v.is_null() {
            self.junctors(s, v);
            match v {
                Value::String(text) => {
                    self.string(s, text, ratchetable);
                    self.format(s, text, ratchetable);
                }
                Value::Number(n) => self.number(s, v, Num::of(n), ratchetable),
                Value::Array(items) => changed |= self.array(s, items, old, ratchetable),
                _ => {}
            }
        }
        self.enumeration(s, v, ratchetable);
        if let Value::Object(map) = v {
            changed |= self.object(s, map, old, ratchetable);
        }
        ratchet(self.report, mark, v, old, changed)
    }

    fn invalid_type(&mut self, type_name: &str, found: &str, ratchetable: bool) {
        let detail = format!(
            "{} in body must be of type {type_name}: {}",
            self.name(),
            go_quote(found)
        );
        let e = FieldError::type_invalid(&Path::root(), BadValue::String(found.to_owned()), detail);
        self.push(e, ratchetable);
    }

    fn check_type(&mut self, s: &Schema, v: &Value, ratchetable: bool) {
        let types = Types::of(s);
        let format = s.format.as_deref().filter(|f| !f.is_empty());
        if types.is_empty() && format.is_none() {
            return;
        }
        if v.is_null() {
            if !types.is_empty() && !types.contains("null") && !s.nullable {
                self.invalid_type(&types.joined(), "null", ratchetable);
            }
            return;
        }
        let found = kind(v);
        let contains = |t: &str| types.contains(t);
        let data_format = match found {
            "integer" => "int64",
            "number" => "double",
            _ => "",
        };
        let float_is_int = found == "number" && v.as_f64().is_some_and(|f| f.fract() == 0.0) && contains("integer");
        let int_is_float = found == "integer" && contains("number");
        let textual = matches!(v, Value::String(_) | Value::Array(_));
        if let Some(format) = format {
            if !(textual || contains(found) || format == data_format || float_is_int || int_is_float) {
                self.invalid_type(format, data_format, ratchetable);
                return;
            }
            if textual && !contains("number") && !contains("integer") {
                return;
            }
        }
        if !(contains(found) || float_is_int || int_is_float) {
            self.invalid_type(&types.joined(), found, ratchetable);
        }
    }

    /// `allOf`, `anyOf`, `oneOf` and `not`. Their errors never ratchet. A
    /// failed `anyOf`/`oneOf` reports, besides the summary, the errors of the
    /// failing alternative where most checks applied.
    fn junctors(&mut self, s: &'s Schema, v: &'s Value) {
        if s.any_of.is_empty() && s.one_of.is_empty() && s.all_of.is_empty() && s.not.is_none() {
            return;
        }
        let name = self.name();
        if !s.any_of.is_empty() {
            let mut best: Option<Failure> = None;
            let mut succeeded = false;
            for alt in &s.any_of {
                let failure = self.trial(alt, v);
                if failure.errors.is_empty() {
                    succeeded = true;
                    break;
                }
                best = better(best, failure);
            }
            if !succeeded {
                self.summary(format!("{} must validate at least one schema (anyOf)", go_quote(&name)));
                self.replay(best);
            }
        }
        if !s.one_of.is_empty() {
            let mut best: Option<Failure> = None;
            let mut validated = 0;
            for alt in &s.one_of {
                let failure = self.trial(alt, v);
                if failure.errors.is_empty() {
                    validated += 1;
                    best = None;
                } else if validated == 0 {
                    best = better(best, failure);
                }
            }
            if validated != 1 {
                let found = if validated == 0 {
                    "Found none valid".to_owned()
                } else {
                    format!("Found {validated} valid alternatives")
                };
                self.summary(format!(
                    "{} must validate one and only one schema (oneOf). {found}",
                    go_quote(&name)
                ));
                self.replay(best);
            }
        }
        if !s.all_of.is_empty() {
            let mut validated = 0;
            for alt in &s.all_of {
                let failure = self.trial(alt, v);
                if failure.errors.is_empty() {
                    validated += 1;
                }
                self.replay(Some(failure));
            }
            if validated != s.all_of.len() {
                let none = if validated == 0 { ". None validated" } else { "" };
                self.summary(format!(
                    "{} must validate all the schemas (allOf){none}",
                    go_quote(&name)
                ));
            }
        }
        if let Some(not) = &s.not {
            if self.trial(not, v).errors.is_empty() {
                self.summary(format!("{} must not validate the schema (not)", go_quote(&name)));
            }
        }
    }

    /// Validates `v` against an alternative, returning its errors instead of
    /// reporting them.
    fn trial(&mut self, alt: &'s Schema, v: &'s Value) -> Failure {
        let mark = self.report.mark();
        let before = self.checks;
        self.node(alt, v, None, false);
        Failure {
            errors: self.report.take_since(mark),
            checks: self.checks - before,
        }
    }

    fn replay(&mut self, failure: Option<Failure>) {
        for (e, _) in failure.into_iter().flat_map(|f| f.errors) {
            self.report.push(e, false);
        }
    }

    /// A junctor's summary: the API server reports it at no field.
    fn summary(&mut self, detail: String) {
        let e = FieldError::invalid(&Path::root(), BadValue::String(String::new()), detail);
        self.report.push(e, false);
    }

    fn string(&mut self, s: &'s Schema, text: &str, ratchetable: bool) {
        let value = || BadValue::String(text.to_owned());
        let chars = || i64::try_from(text.chars().count()).unwrap_or(i64::MAX);
        if let Some(max) = s.max_length {
            if chars() > max {
                self.push(FieldError::too_long(&Path::root(), max), ratchetable);
            }
        }
        if let Some(min) = s.min_length {
            if chars() < min {
                let detail = openapi::min_length_detail(&self.name(), min);
                self.push(FieldError::invalid(&Path::root(), value(), detail), ratchetable);
            }
        }
        if let Some(pattern) = s.pattern.as_deref() {
            // An invalid pattern fails every string, with Go's error after
            // the pattern, as the API server reports it.
            let failed = match self.patterns.get(pattern) {
                Ok(re) if re.is_match(text) => None,
                Ok(_) => Some(openapi::pattern_detail(&self.name(), pattern)),
                Err(e) => Some(format!(
                    "{} in body should match '{pattern}, but pattern is invalid: {e}'",
                    self.name()
                )),
            };
            if let Some(detail) = failed {
                self.push(FieldError::invalid(&Path::root(), value(), detail), ratchetable);
            }
        }
    }

    fn format(&mut self, s: &Schema, text: &str, ratchetable: bool) {
        let Some(format) = s.format.as_deref() else {
            return;
        };
        if super::is_supported_format(format) && !super::validates_format(format, text) {
            let detail = openapi::format_detail(&self.name(), format, text);
            let e = FieldError::type_invalid(&Path::root(), BadValue::String(text.to_owned()), detail);
            self.push(e, ratchetable);
        }
    }

    /// The number's range for the declared type and format, then
    /// `multipleOf`, `minimum` and `maximum`, in the validator's order. A
    /// limit that itself does not fit the type and format is reported too,
    /// and then compares as a float (the validator's non-native path).
    fn number(&mut self, s: &Schema, v: &Value, n: Num, ratchetable: bool) {
        let range = NumericFormat::of(s.type_name(), s.format.as_deref());
        if let Some(range) = range {
            let fits = match n {
                Num::Int(i) => range.admits_int(i),
                // Past int64 the decoder gives a float.
                Num::Uint(u) => range.admits_float(u as f64),
                Num::Float(f) => range.admits_float(f),
            };
            if !fits {
                self.range_error(range, "Checked", ratchetable);
            }
        }
        // The value as the check of a limit sees it: native when the limit
        // fits the type and format, a float when it does not (and then
        // shown as a float: `2.147483648e+09`).
        let limit_fits = |this: &mut Self, limit: f64, prefix: &str| match range {
            Some(range) if !range.admits_float(limit) => {
                this.range_error(range, prefix, ratchetable);
                (Num::Float(n.as_f64()), BadValue::Float(n.as_f64()))
            }
            _ => (n, this.report.bad_value(v)),
        };
        if let Some(factor) = s.multiple_of {
            let (n, value) = limit_fits(self, factor, "MultipleOf");
            if let Some(detail) = not_multiple(|| self.name(), n, factor) {
                let value = if factor <= 0.0 { BadValue::Float(factor) } else { value };
                self.push(FieldError::invalid(&Path::root(), value, detail), ratchetable);
            }
        }
        if let Some(min) = s.minimum {
            let (n, value) = limit_fits(self, min, "Minimum boundary");
            let exclusive = s.exclusive_minimum;
            if exceeds(n, min, exclusive, |a, b| a < b) {
                let detail = openapi::minimum_detail(&self.name(), exclusive, &limit(n, min));
                self.push(FieldError::invalid(&Path::root(), value, detail), ratchetable);
            }
        }
        if let Some(max) = s.maximum {
            let (n, value) = limit_fits(self, max, "Maximum boundary");
            let exclusive = s.exclusive_maximum;
            if exceeds(n, max, exclusive, |a, b| a > b) {
                let detail = openapi::maximum_detail(&self.name(), exclusive, &limit(n, max));
                self.push(FieldError::invalid(&Path::root(), value, detail), ratchetable);
            }
        }
    }

    /// `<prefix> value must be of type integer with format int32 in
    /// spec.x`: a plain error of the validator, which the API server
    /// reports at no field with an empty value.
    fn range_error(&mut self, range: NumericFormat, prefix: &str, ratchetable: bool) {
        let detail = range.message(prefix, &self.name());
        let e = FieldError::invalid(&Path::root(), BadValue::String(String::new()), detail);
        self.report.push(e, ratchetable);
    }

    fn array(&mut self, s: &'s Schema, items: &'s [Value], old: Option<&'s Value>, ratchetable: bool) -> bool {
        let mut changed = false;
        if let Some(item_schema) = s.item_schema() {
            let by_key =
                (s.list_type() == "map" && old.is_some()).then(|| correlate::index_map_list(old, &s.x_list_map_keys));
            for (i, item) in items.iter().enumerate() {
                let item_old = by_key
                    .as_ref()
                    .and_then(|index| index.get(&correlate::item_key(item, &s.x_list_map_keys)).copied());
                self.trail.push(Segment::Index(i));
                let item_changed = self.node(item_schema, item, item_old, ratchetable);
                self.trail.pop();
                // Only paired items say something about the list.
                if by_key.is_some() {
                    changed |= item_old.is_none() || item_changed;
                }
            }
        }
        let size = i64::try_from(items.len()).unwrap_or(i64::MAX);
        if let Some(min) = s.min_items {
            if size < min {
                let detail = openapi::min_items_detail(&self.name(), min);
                self.push(
                    FieldError::invalid(&Path::root(), BadValue::Int(size), detail),
                    ratchetable,
                );
            }
        }
        if let Some(max) = s.max_items {
            if size > max {
                self.push(FieldError::too_many(&Path::root(), size, max), ratchetable);
            }
        }
        if s.unique_items {
            let mut seen = HashSet::with_capacity(items.len());
            if !items.iter().all(|item| seen.insert(Deep(item))) {
                let detail = openapi::unique_items_detail(&self.name());
                let e = FieldError::invalid(&Path::root(), BadValue::String(String::new()), detail);
                self.push(e, ratchetable);
            }
        }
        changed
    }

    fn enumeration(&mut self, s: &Schema, v: &Value, ratchetable: bool) {
        let Some(allowed) = &s.enum_ else {
            return;
        };
        if allowed.iter().any(|a| enum_matches(v, a)) {
            return;
        }
        let rendered: Vec<String> = allowed
            .iter()
            .map(|a| match a {
                Value::String(text) => text.clone(),
                other => serde_json::to_string(other).unwrap_or_default(),
            })
            .collect();
        let refs: Vec<&str> = rendered.iter().map(String::as_str).collect();
        self.push(
            FieldError::not_supported(&Path::root(), self.report.bad_value(v), &refs),
            ratchetable,
        );
    }

    fn object(
        &mut self,
        s: &'s Schema,
        map: &'s Map<String, Value>,
        old: Option<&'s Value>,
        ratchetable: bool,
    ) -> bool {
        let count = i64::try_from(map.len()).unwrap_or(i64::MAX);
        if let Some(min) = s.min_properties {
            if count < min {
                let detail = openapi::min_properties_detail(&self.name(), min);
                self.push(
                    FieldError::invalid(&Path::root(), BadValue::Int(count), detail),
                    ratchetable,
                );
                return false;
            }
        }
        if let Some(max) = s.max_properties {
            if count > max {
                self.push(FieldError::too_many(&Path::root(), count, max), ratchetable);
                return false;
            }
        }
        let mut changed = false;
        match &s.additional_properties {
            Some(SchemaOrBool::Bool(false)) => {
                let name = self.name();
                for key in map.keys().filter(|k| !s.properties.contains_key(*k)) {
                    let detail = format!("{name}.{key} in body is a forbidden property");
                    let e = FieldError::invalid(&Path::root(), BadValue::String(key.clone()), detail);
                    self.push(e, ratchetable);
                }
            }
            Some(SchemaOrBool::Schema(extra)) => {
                for (key, value) in map.iter().filter(|(k, _)| !s.properties.contains_key(*k)) {
                    let value_old = correlate::field(old, key);
                    self.trail.push(Segment::Key(key));
                    changed |= self.node(extra, value, value_old, ratchetable) || value_old.is_none();
                    self.trail.pop();
                }
            }
            _ => {}
        }
        let at_root = self.trail.is_root();
        for (name, prop) in &s.properties {
            let Some(value) = map.get(name) else {
                continue;
            };
            // apiVersion and kind are the same after conversion, whatever
            // was sent: never paired at the root.
            let paired = !(at_root && (name == "apiVersion" || name == "kind"));
            let value_old = if paired { correlate::field(old, name) } else { None };
            self.trail.push(Segment::Field(name));
            let prop_changed = self.node(prop, value, value_old, ratchetable);
            self.trail.pop();
            if paired {
                changed |= prop_changed || value_old.is_none();
            }
        }
        for key in s.required.iter().filter(|k| !map.contains_key(*k)) {
            let object_name = self.name();
            let field = if object_name.is_empty() {
                key.clone()
            } else {
                format!("{object_name}.{key}")
            };
            self.report
                .push(at(FieldError::required(&Path::root(), ""), field), ratchetable);
        }
        changed
    }
}

/// How many checks of the OpenAPI validator apply to one value (not
/// counting its children): two each for the type check (when a type or
/// format is declared) and for the junctors, one each for `enum`, the
/// kind's own limits and the value itself; two for arrays; one for null.
fn applied_checks(s: &Schema, v: &Value) -> usize {
    if v.is_null() {
        return 1;
    }
    let typed = !s.type_name().is_empty() || s.x_int_or_string || s.format.as_deref().is_some_and(|f| !f.is_empty());
    let kind = match v {
        Value::String(_) => 1 + usize::from(s.format.as_deref().is_some_and(super::is_supported_format)),
        Value::Number(_) | Value::Object(_) => 1,
        Value::Array(_) => 2,
        _ => 0,
    };
    2 * usize::from(typed) + 2 + 1 + kind + 1
}

/// Whether `n` breaks the limit: `beyond(n, limit)` is "greater than" for a
/// maximum and "less than" for a minimum. Integers compare with the limit
/// truncated to an integer, as the API server does.
fn exceeds(n: Num, limit: f64, exclusive: bool, beyond: fn(f64, f64) -> bool) -> bool {
    let (a, b) = match n {
        Num::Int(i) => (i as f64, limit.trunc()),
        Num::Uint(u) => (u as f64, limit.trunc()),
        Num::Float(f) => (f, limit),
    };
    beyond(a, b) || (exclusive && a == b)
}

/// The limit in a message: an integer for integer values, else Go's `%v`.
fn limit(n: Num, limit: f64) -> String {
    match n {
        Num::Int(_) | Num::Uint(_) => format!("{}", limit.trunc() as i64),
        Num::Float(_) => go_float(limit),
    }
}

/// The message when `n` is not a multiple of `factor`.
fn not_multiple(name: impl FnOnce() -> String, n: Num, factor: f64) -> Option<String> {
    if factor <= 0.0 {
        return Some(openapi::non_positive_factor_detail(&name(), &go_float(factor)));
    }
    let integral_factor = factor.fract() == 0.0 && factor.abs() < 9.0e15;
    match n {
        Num::Int(i) if integral_factor => {
            let f = factor as i64;
            (i % f != 0).then(|| openapi::multiple_of_detail(&name(), &f.to_string()))
        }
        _ => {
            let ratio = n.as_f64() / factor;
            (ratio.fract() != 0.0 || !ratio.is_finite())
                .then(|| openapi::multiple_of_detail(&name(), &go_float(factor)))
        }
    }
}

/// `enum` membership: strings, booleans and composites compare exactly;
/// numbers compare in the allowed value's kind (a float compared with an
/// integer is truncated, as the API server converts it).
fn enum_matches(v: &Value, allowed: &Value) -> bool {
    match (v, allowed) {
        (Value::Number(a), Value::Number(b)) => match (Num::of(a), Num::of(b)) {
            (x, Num::Float(f)) => x.as_f64() == f,
            (Num::Float(x), Num::Int(i)) => x.is_finite() && x.trunc() == i as f64,
            (Num::Float(x), Num::Uint(u)) => x.is_finite() && x.trunc() == u as f64,
            (Num::Int(x), Num::Int(i)) => x == i,
            (x, y) => x.as_f64() == y.as_f64(),
        },
        (Value::Null, _) => false,
        _ => v == allowed,
    }
}
