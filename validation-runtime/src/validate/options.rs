//! Option-conditional validation.

use crate::quote::go_quote;
use crate::{ErrorList, FieldError, Operation, Path};

/// Runs `f` only when option `name` is declared and its state equals
/// `required_state`. An undeclared option is always one internal error:
/// `‹path›: Internal error: undefined validation option "‹name›"`.
#[inline]
pub fn if_option(
    op: &Operation,
    path: &Path<'_>,
    name: &str,
    required_state: bool,
    f: impl FnOnce() -> ErrorList,
) -> ErrorList {
    match op.option(name) {
        Some(enabled) if enabled == required_state => f(),
        Some(_) => ErrorList::new(),
        None => undefined_option(path, name),
    }
}

/// Whether option `name` is enabled, for code that branches on an option
/// without a closure; an undeclared option is `Err` holding the internal
/// error `‹path›: Internal error: undefined validation option "‹name›"`.
#[inline]
pub fn option_enabled(op: &Operation, path: &Path<'_>, name: &str) -> Result<bool, ErrorList> {
    match op.option(name) {
        Some(enabled) => Ok(enabled),
        None => Err(undefined_option(path, name)),
    }
}

/// The internal error for an option the operation does not declare.
#[cold]
#[inline(never)]
pub fn undefined_option(path: &Path<'_>, name: &str) -> ErrorList {
    ErrorList::from(FieldError::internal(
        path,
        format_args!("undefined validation option {}", go_quote(name)),
    ))
}
