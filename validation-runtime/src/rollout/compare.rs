//! Comparing hand-written and declarative errors (KEP-5073 mismatch
//! detection): by path, reason and origin, as multisets, with a list of
//! accepted differences.

use std::collections::BTreeMap;
use std::fmt;

use crate::matcher::NormalizationRule;
use crate::{ErrorList, ErrorType, FieldError};

/// What two errors must share to count as the same: the (normalized) field
/// path, the reason and the origin. Detail text and values may differ.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ErrorKey {
    /// The field path (normalized).
    pub path: String,
    /// The reason (`FieldValueInvalid`, ...).
    pub reason: String,
    /// The origin; empty for none.
    pub origin: String,
}

impl ErrorKey {
    /// The key of `e`, its field rewritten by the first normalization rule
    /// that changes it.
    pub fn of(e: &FieldError, normalization: &[NormalizationRule]) -> ErrorKey {
        ErrorKey {
            path: crate::matcher::normalize(normalization, &e.field).unwrap_or_else(|| e.field.clone()),
            reason: e.error_type.reason().to_owned(),
            origin: e.origin.clone(),
        }
    }
}

impl fmt::Display for ErrorKey {
    /// `spec.replicas FieldValueInvalid origin=minimum` (`origin=` empty
    /// when the error has none).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} origin={}", self.path, self.reason, self.origin)
    }
}

/// A difference accepted during migration: every difference whose key
/// agrees with the set parts is ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MismatchException {
    /// The normalized field path; `[*]` in it stands for any one subscript
    /// (`spec.templates[*].cpuMillis`).
    pub path: String,
    /// The reason; any when `None`.
    pub reason: Option<ErrorType>,
    /// The origin; any when `None`.
    pub origin: Option<String>,
}

impl MismatchException {
    /// Accept any difference at `path`.
    pub fn at(path: impl Into<String>) -> MismatchException {
        MismatchException {
            path: path.into(),
            ..MismatchException::default()
        }
    }

    /// Only errors with this reason.
    pub fn reason(mut self, reason: ErrorType) -> Self {
        self.reason = Some(reason);
        self
    }

    /// Only errors with this origin.
    pub fn origin(mut self, origin: impl Into<String>) -> Self {
        self.origin = Some(origin.into());
        self
    }

    pub(super) fn accepts(&self, key: &ErrorKey) -> bool {
        path_matches(&self.path, &key.path)
            && self.reason.as_ref().is_none_or(|r| r.reason() == key.reason)
            && self.origin.as_ref().is_none_or(|o| *o == key.origin)
    }
}

/// Whether `path` is `pattern` with each `[*]` standing for one subscript.
fn path_matches(pattern: &str, path: &str) -> bool {
    let mut rest = path;
    let mut parts = pattern.split("[*]");
    let Some(first) = parts.next() else {
        return false;
    };
    let Some(after) = rest.strip_prefix(first) else {
        return false;
    };
    rest = after;
    for part in parts {
        // Skip one `[...]` subscript, then the literal text up to the next `[*]`.
        let Some(close) = rest.strip_prefix('[').and_then(|r| r.find(']').map(|i| i + 2)) else {
            return false;
        };
        let Some(after) = rest.get(close..).and_then(|r| r.strip_prefix(part)) else {
            return false;
        };
        rest = after;
    }
    rest.is_empty()
}

/// The differences between the hand-written errors that declarative
/// validation covers and the declarative errors. Each key appears once per
/// surplus occurrence, sorted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Mismatch {
    /// Covered hand-written errors declarative validation did not report.
    pub only_hand_written: Vec<ErrorKey>,
    /// Declarative errors no covered hand-written error corresponds to.
    pub only_declarative: Vec<ErrorKey>,
}

impl Mismatch {
    /// Whether the two sides agree.
    pub fn is_empty(&self) -> bool {
        self.only_hand_written.is_empty() && self.only_declarative.is_empty()
    }
}

impl fmt::Display for Mismatch {
    /// `only_hand_written=[a; b] only_declarative=[c]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let join = |keys: &[ErrorKey]| keys.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ");
        write!(
            f,
            "only_hand_written=[{}] only_declarative=[{}]",
            join(&self.only_hand_written),
            join(&self.only_declarative)
        )
    }
}

/// Compares the hand-written errors marked covered-by-declarative with the
/// declarative errors, by [`ErrorKey`] as multisets: one hand-written error
/// pairs with one declarative error. Hand-written errors not marked covered
/// are rules declarative validation does not (yet) implement, so they are
/// not compared. Differences accepted by `exceptions` are dropped.
pub fn compare(
    hand_written: &ErrorList,
    declarative: &ErrorList,
    normalization: &[NormalizationRule],
    exceptions: &[MismatchException],
) -> Mismatch {
    let mut balance: BTreeMap<ErrorKey, i64> = BTreeMap::new();
    for e in hand_written.iter().filter(|e| e.covered_by_declarative) {
        *balance.entry(ErrorKey::of(e, normalization)).or_default() += 1;
    }
    for e in declarative.iter() {
        *balance.entry(ErrorKey::of(e, normalization)).or_default() -= 1;
    }
    let mut mismatch = Mismatch::default();
    for (key, surplus) in balance {
        if surplus == 0 || exceptions.iter().any(|x| x.accepts(&key)) {
            continue;
        }
        let side = if surplus > 0 {
            &mut mismatch.only_hand_written
        } else {
            &mut mismatch.only_declarative
        };
        side.extend(std::iter::repeat_n(key, surplus.unsigned_abs() as usize));
    }
    mismatch
}
