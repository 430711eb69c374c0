//! `replace`, `join` and `lists.range`, the functions whose result can be
//! much larger than their operands, sized before they are built.
//!
//! Kubernetes charges `s.replace(old, new)` by `s`'s size alone (twice its
//! traversal) and `l.join(sep)` by its result's (twice its traversal,
//! after building it). So the API server builds `s.replace('', s)` of a
//! 40 KB `s` (1.6 billion characters) for a cost of 8,000, and a join over
//! the per-call limit before failing on it. Here neither is built over
//! [`MAX_BUILT_CHARS`]: the call fails with the per-call cost-limit error,
//! which is what the API server reports for such a `join` (its cost is
//! then over the limit whatever else the rule did) and a deliberate
//! difference for such a `replace` (which it would build and go on with).
//! `lists.range(n)` is charged its result's length: over the per-call
//! limit, it stops with the same error without building the list.

use std::sync::Arc;

use cel::extractors::{Arguments, This};
use cel::{ExecutionError, Value as Cel};

use crate::cost::PER_CALL_LIMIT;

/// The longest string built: one whose construction, charged as cel-go
/// charges `join` (0.2 per character), would be over the per-call limit
/// on its own.
pub(crate) const MAX_BUILT_CHARS: usize = (PER_CALL_LIMIT as usize) * 5;

/// The message a function's error carries when its result is over
/// [`MAX_BUILT_CHARS`]; it is reported as the per-call cost-limit error.
pub(crate) const TOO_LARGE: &str = "operation cancelled: actual cost limit exceeded";

fn too_large(function: &str) -> ExecutionError {
    ExecutionError::function_error(function, TOO_LARGE)
}

/// `s.replace(old, new)` and `s.replace(old, new, n)` as Go's
/// `strings.Replace` (a negative `n`: every occurrence; an empty `old`
/// matches before each character and at the end).
pub(crate) fn replace(This(s): This<Arc<String>>, Arguments(args): Arguments) -> Result<Cel, ExecutionError> {
    let (old, new, limit) = match args.as_slice() {
        [Cel::String(old), Cel::String(new)] => (old, new, None),
        [Cel::String(old), Cel::String(new), Cel::Int(n)] => (old, new, usize::try_from(*n).ok()),
        _ => return Err(crate::checked_args::no_such_overload()),
    };
    let occurrences = if old.is_empty() {
        s.chars().count() + 1
    } else {
        s.matches(old.as_str()).count()
    };
    let replaced = limit.map_or(occurrences, |n| n.min(occurrences));
    let (old_chars, new_chars) = (old.chars().count(), new.chars().count());
    let size = (s.chars().count().saturating_sub(replaced.saturating_mul(old_chars)))
        .saturating_add(replaced.saturating_mul(new_chars));
    if size > MAX_BUILT_CHARS {
        return Err(too_large("replace"));
    }
    let built = match limit {
        Some(n) => s.replacen(old.as_str(), new, n),
        None => s.replace(old.as_str(), new),
    };
    Ok(Cel::String(Arc::new(built)))
}

/// `l.join()` and `l.join(separator)` of a list of strings.
pub(crate) fn join(This(list): This<Arc<Vec<Cel>>>, Arguments(args): Arguments) -> Result<Cel, ExecutionError> {
    let separator = match args.as_slice() {
        [] => "",
        [Cel::String(s)] => s.as_str(),
        _ => return Err(crate::checked_args::no_such_overload()),
    };
    let mut size = separator.chars().count().saturating_mul(list.len().saturating_sub(1));
    for item in list.iter() {
        let Cel::String(s) = item else {
            return Err(crate::checked_args::no_such_overload());
        };
        size = size.saturating_add(s.chars().count());
        if size > MAX_BUILT_CHARS {
            return Err(too_large("join"));
        }
    }
    let mut built = String::new();
    for (i, item) in list.iter().enumerate() {
        if i > 0 {
            built.push_str(separator);
        }
        if let Cel::String(s) = item {
            built.push_str(s);
        }
    }
    Ok(Cel::String(Arc::new(built)))
}

/// `lists.range(n)`: `[0, 1, ..., n - 1]`, unless its cost (`n`, charged
/// after building it) is over the per-call limit.
pub(crate) fn lists_range(n: i64) -> Result<Cel, ExecutionError> {
    if n < 0 {
        return Err(ExecutionError::function_error(
            "lists.range",
            "range argument must be non-negative",
        ));
    }
    if n.unsigned_abs() > PER_CALL_LIMIT {
        return Err(too_large("lists.range"));
    }
    Ok(Cel::List(Arc::new((0..n).map(Cel::Int).collect())))
}
