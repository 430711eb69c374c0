//! Not-equal: `+k8s:neq=‹value›`.

use std::fmt::Display;

use super::StrValue;
use crate::quote::go_quote;
use crate::{ErrorList, FieldError, Operation, Path, ToBadValue};

const ORIGIN: &str = "neq";

/// Integers and booleans: equal to `disallowed` ->
/// `Invalid value: ‹v›: must not be equal to ‹d›` (plain `‹d›`), origin
/// `neq`. Absent -> no error.
#[inline]
pub fn neq<T: Copy + PartialEq + Display + ToBadValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&T>,
    _old: Option<&T>,
    disallowed: T,
) -> ErrorList {
    match value {
        Some(v) if *v == disallowed => neq_error(*path, v, &disallowed),
        _ => ErrorList::new(),
    }
}

#[cold]
#[inline(never)]
fn neq_error<T: Display + ToBadValue + ?Sized>(path: Path<'_>, value: &T, disallowed: &dyn Display) -> ErrorList {
    ErrorList::from(
        FieldError::invalid(
            &path,
            value.to_bad_value(),
            format!("must not be equal to {disallowed}"),
        )
        .with_origin(ORIGIN),
    )
}

/// Strings: equal to `disallowed` -> `Invalid value: ‹v›: must not be equal
/// to "‹d›"` (Go-quoted), origin `neq`. Absent -> no error.
#[inline]
pub fn neq_str<V: StrValue + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
    disallowed: &str,
) -> ErrorList {
    match value {
        Some(v) if v.as_str() == disallowed => neq_str_error(*path, v, disallowed),
        _ => ErrorList::new(),
    }
}

#[cold]
#[inline(never)]
fn neq_str_error<V: StrValue + ?Sized>(path: Path<'_>, value: &V, disallowed: &str) -> ErrorList {
    ErrorList::from(
        FieldError::invalid(
            &path,
            value.to_bad_value(),
            format!("must not be equal to {}", go_quote(disallowed)),
        )
        .with_origin(ORIGIN),
    )
}
