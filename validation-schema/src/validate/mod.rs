//! Validation of a JSON value against a schema, as the API server validates
//! a custom resource, with ratcheting on update (KEP-4008).
//!
//! Three passes run in the API server's order, each linear in the size of
//! the value:
//! 1. `keywords`: the OpenAPI keywords (`type`, `enum`, limits, `pattern`,
//!    `format`, `required`, `allOf`/`anyOf`/`oneOf`/`not`, ...), with the
//!    OpenAPI validator's messages;
//! 2. `list_types`: uniqueness of `x-kubernetes-list-type: set` items and
//!    `map` keys (`Duplicate value`);
//! 3. `embedded`: `apiVersion` and `kind` of embedded resources.
//!
//! On update (`old` given), an error found under a value that is equal to
//! its old value becomes a warning: the data was already stored, so
//! tightened validation does not block unrelated changes. Old and new
//! values are paired by property, by map key and, for `listType=map`, by the
//! items' keys; items of `set` and `atomic` lists are never paired, so their
//! errors ratchet only when the whole list is unchanged. Errors found by
//! `allOf`, `anyOf`, `oneOf` and `not` never ratchet.

mod correlate;
mod embedded;
mod format;
mod keywords;
mod list_types;

use serde_json::Value;
use validation_runtime::{BadValue, ErrorList, FieldError};

use crate::schema::Schema;

pub use correlate::OldMapItems;
pub use format::{is_supported_format, validates_format};

/// The result of a validation: errors reject the object; warnings are the
/// errors that ratcheting let through because their value did not change.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    pub errors: ErrorList,
    pub warnings: ErrorList,
}

impl Outcome {
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Validates `new` against `schema`; `old` is the stored object on update
/// (enables ratcheting), `None` on create.
pub fn validate(schema: &Schema, new: &Value, old: Option<&Value>) -> Outcome {
    let mut report = Report::default();
    keywords::validate(schema, new, old, &mut report);
    list_types::validate(schema, new, old, &mut report);
    embedded::validate(schema, new, old, &mut report);
    report.finish()
}

/// Errors found so far, each marked whether ratcheting may turn it into a
/// warning, and the warnings already decided.
#[derive(Default)]
pub(crate) struct Report {
    pending: Vec<(FieldError, bool)>,
    warnings: ErrorList,
}

impl Report {
    pub(crate) fn push(&mut self, error: FieldError, ratchetable: bool) {
        self.pending.push((error, ratchetable));
    }

    /// A position to ratchet from.
    pub(crate) fn mark(&self) -> usize {
        self.pending.len()
    }

    /// Whether an error that may ratchet was found since `mark`.
    pub(crate) fn has_ratchetable_since(&self, mark: usize) -> bool {
        self.pending.get(mark..).is_some_and(|s| s.iter().any(|(_, r)| *r))
    }

    /// Moves the ratchetable errors found since `mark` to the warnings.
    pub(crate) fn ratchet_since(&mut self, mark: usize) {
        if mark >= self.pending.len() {
            return;
        }
        let tail: Vec<_> = self.pending.drain(mark..).collect();
        for (error, ratchetable) in tail {
            if ratchetable {
                self.warnings.push(error);
            } else {
                self.pending.push((error, false));
            }
        }
    }

    /// Removes and returns the errors found since `mark`.
    pub(crate) fn take_since(&mut self, mark: usize) -> Vec<(FieldError, bool)> {
        if mark >= self.pending.len() {
            return Vec::new();
        }
        self.pending.drain(mark..).collect()
    }

    fn finish(self) -> Outcome {
        Outcome {
            errors: self.pending.into_iter().map(|(e, _)| e).collect(),
            warnings: self.warnings,
        }
    }
}

/// Ratchets the errors of one visited node: called after the node and its
/// children were validated. `changed` says the node is already known to
/// differ from `old` (a child differed); otherwise the values are compared,
/// only when there is something to ratchet. Returns whether the node is
/// known to have changed.
pub(crate) fn ratchet(report: &mut Report, mark: usize, new: &Value, old: Option<&Value>, changed: bool) -> bool {
    let Some(old) = old else {
        return true;
    };
    if changed || !report.has_ratchetable_since(mark) {
        return changed;
    }
    if old == new {
        report.ratchet_since(mark);
        false
    } else {
        true
    }
}

/// The value as the API server shows it in a message.
pub(crate) fn bad_value(v: &Value) -> BadValue {
    BadValue::unstructured(v)
}

/// `e` reported at `field` (an already rendered path).
pub(crate) fn at(mut e: FieldError, field: String) -> FieldError {
    e.field = field;
    e
}
