//! The test-only fixed-result validator.

use crate::{BadValue, ErrorList, FieldError, Operation, Path, ToBadValue};

/// `result == false` -> `Invalid value: ‹value›: forced failure: ‹text›`
/// (origin `validateFalse`); an absent value renders `null`. Backs the
/// `validateTrue` / `validateFalse` test tags.
#[inline]
pub fn fixed_result<T: ?Sized + ToBadValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&T>,
    _old: Option<&T>,
    result: bool,
    text: &str,
) -> ErrorList {
    if result {
        ErrorList::new()
    } else {
        failure(*path, value.map_or(BadValue::Null, ToBadValue::to_bad_value), text)
    }
}

#[cold]
#[inline(never)]
fn failure(path: Path<'_>, value: BadValue, text: &str) -> ErrorList {
    ErrorList::from(FieldError::invalid(&path, value, format!("forced failure: {text}")).with_origin("validateFalse"))
}
