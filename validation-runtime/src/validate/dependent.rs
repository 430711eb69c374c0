//! Dependent fields: `+k8s:dependentRequired` and
//! `+k8s:dependentForbidden` on a struct.
//!
//! The caller passes set-ness, not values: `new` is (trigger set, dependent
//! set) in the new object, `old` the same in the old object when an old
//! object is present. On update with an old object whose set-ness of both
//! fields is unchanged, nothing is reported, so pre-existing violations
//! survive unrelated updates.

use crate::{ErrorList, FieldError, Operation, Path};

#[inline]
fn ratcheted(op: &Operation, new: (bool, bool), old: Option<(bool, bool)>) -> bool {
    op.is_update() && old == Some(new)
}

/// Trigger set and dependent unset -> `‹path›.‹dependent›: Required value:
/// must be set when ‹trigger› is set`, origin `dependentRequired`.
#[inline]
pub fn dependent_required(
    op: &Operation,
    path: &Path<'_>,
    trigger: &str,
    dependent: &str,
    new: (bool, bool),
    old: Option<(bool, bool)>,
) -> ErrorList {
    let (trigger_set, dependent_set) = new;
    if trigger_set && !dependent_set && !ratcheted(op, new, old) {
        required_error(*path, trigger, dependent)
    } else {
        ErrorList::new()
    }
}

#[cold]
#[inline(never)]
fn required_error(path: Path<'_>, trigger: &str, dependent: &str) -> ErrorList {
    ErrorList::from(
        FieldError::required(&path.child(dependent), format!("must be set when {trigger} is set"))
            .with_origin("dependentRequired"),
    )
}

/// Trigger set and dependent set -> `‹path›.‹dependent›: Forbidden: may not
/// be set when ‹trigger› is set`, origin `dependentForbidden`.
#[inline]
pub fn dependent_forbidden(
    op: &Operation,
    path: &Path<'_>,
    trigger: &str,
    dependent: &str,
    new: (bool, bool),
    old: Option<(bool, bool)>,
) -> ErrorList {
    let (trigger_set, dependent_set) = new;
    if trigger_set && dependent_set && !ratcheted(op, new, old) {
        forbidden_error(*path, trigger, dependent)
    } else {
        ErrorList::new()
    }
}

#[cold]
#[inline(never)]
fn forbidden_error(path: Path<'_>, trigger: &str, dependent: &str) -> ErrorList {
    ErrorList::from(
        FieldError::forbidden(&path.child(dependent), format!("may not be set when {trigger} is set"))
            .with_origin("dependentForbidden"),
    )
}
