//! Reconciling hand-written and declarative errors.

use crate::matcher::{ErrorMatcher, NormalizationRule};
use crate::{ErrorList, ErrorType, FieldError, StabilityLevel};

/// The declarative errors that are enforced, order kept: all of them when
/// `all_enforced`; otherwise internal errors, standard-level errors, and
/// beta errors when `beta_enabled`. Alpha errors are never enforced.
pub fn enforced_declarative_errors(errs: &ErrorList, beta_enabled: bool, all_enforced: bool) -> ErrorList {
    errs.iter()
        .filter(|e| {
            all_enforced
                || e.error_type == ErrorType::Internal
                || match e.stability_level {
                    StabilityLevel::Unknown => true,
                    StabilityLevel::Beta => beta_enabled,
                    StabilityLevel::Alpha => false,
                }
        })
        .cloned()
        .collect()
}

/// The hand-written errors that remain: a covered error is dropped when
/// `all_enforced`, or when an enforced **beta** declarative error matches it
/// (by type, origin with origin required when invalid, normalized field).
/// Like [`ErrorList::filter`], duplicates by message collapse and an empty
/// result is `None`.
pub fn filter_covered_hand_written(
    hand: &ErrorList,
    enforced_declarative: &ErrorList,
    all_enforced: bool,
    normalization: &[NormalizationRule],
) -> Option<ErrorList> {
    let matcher = ErrorMatcher::new()
        .by_type()
        .by_origin()
        .require_origin_when_invalid()
        .by_field_normalized(normalization);
    let covered = |h: &FieldError| {
        h.covered_by_declarative
            && (all_enforced
                || enforced_declarative
                    .iter()
                    .any(|d| d.is_beta() && matcher.matches(h, d)))
    };
    hand.filter(&[&covered])
}
