//! Enumerations: `+k8s:enum` with option-conditional
//! exclusions (`+k8s:ifEnabled(Opt)=+k8s:enumExclude`).

use super::options::undefined_option;
use super::StrValue;
use crate::{ErrorList, FieldError, Operation, Path};

/// One exclusion rule: `value` is not allowed while option `option` is
/// enabled (`exclude_when: true`) or disabled (`exclude_when: false`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Exclusion {
    /// The excluded value.
    pub value: &'static str,
    /// The option that decides.
    pub option: &'static str,
    /// Excluded while the option has this state.
    pub exclude_when: bool,
}

/// The first exclusion whose option the operation does not define.
#[inline]
fn undefined_exclusion_option<'a>(op: &Operation, exclusions: &'a [Exclusion]) -> Option<&'a str> {
    exclusions
        .iter()
        .find(|rule| op.option(rule.option).is_none())
        .map(|rule| rule.option)
}

/// Whether `value` is excluded; every option must already be known to be
/// defined (an undefined one never excludes).
#[inline]
fn is_excluded(op: &Operation, exclusions: &[Exclusion], value: &str) -> bool {
    exclusions
        .iter()
        .any(|rule| rule.value == value && op.option(rule.option) == Some(rule.exclude_when))
}

/// The value must be a member of `valid` that no exclusion removes under
/// the current options. Absent -> no error.
///
/// Failure: one `NotSupported` (no origin) with the typed value and the
/// allowed members, deduplicated, sorted byte-wise and Go-quoted:
/// `fld: Unsupported value: "B": supported values: "A", "C"` (no detail when
/// every member is excluded). An exclusion naming an option the operation
/// does not define is one `Internal` error, `undefined validation option
/// "‹name›"`, whatever the value (the first such option in rule order is
/// named; unlike upstream, a rule after one that excludes the value is
/// still checked).
#[inline]
pub fn enumeration<V: StrValue + ?Sized>(
    op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    valid: &[&str],
    exclusions: &[Exclusion],
) -> ErrorList {
    let Some(v) = value else {
        return ErrorList::new();
    };
    if let Some(name) = undefined_exclusion_option(op, exclusions) {
        return undefined_option(path, name);
    }
    let s = v.as_str();
    let listed = valid
        .iter()
        .any(|v| crate::equality::bytes_eq(v.as_bytes(), s.as_bytes()));
    if listed && !is_excluded(op, exclusions, s) {
        ErrorList::new()
    } else {
        not_supported(op, *path, v, valid, exclusions)
    }
}

#[cold]
#[inline(never)]
fn not_supported<V: StrValue + ?Sized>(
    op: &Operation,
    path: Path<'_>,
    value: &V,
    valid: &[&str],
    exclusions: &[Exclusion],
) -> ErrorList {
    let mut supported: Vec<&str> = valid
        .iter()
        .copied()
        .filter(|member| !is_excluded(op, exclusions, member))
        .collect();
    supported.sort_unstable();
    supported.dedup();
    ErrorList::from(FieldError::not_supported(&path, value.to_bad_value(), &supported))
}
