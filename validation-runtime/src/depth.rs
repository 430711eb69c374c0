//! Bounded nesting. A value of a recursive type (`next: Option<Box<Node>>`)
//! can be nested as deep as memory allows, and validating, comparing or
//! hashing it recurses once per level: unbounded, about 8,700 levels
//! overflowed a 2 MiB stack (a tokio worker's) and aborted the process.
//!
//! Generated code for recursive types enters a [`DepthGuard`] per level;
//! past [`MAX_DEPTH`] levels validation reports [`too_deep`] at the path
//! where the limit is crossed and goes no deeper, equality says "changed"
//! and hashing stops. The count is per thread, which is what the stack is:
//! nested validations on one thread share it. Types that do not contain
//! themselves never enter a guard, so they pay nothing.

use std::cell::Cell;
use std::marker::PhantomData;

use crate::{BadValue, FieldError, Path};

/// How many levels of recursive types one thread may be inside at once.
///
/// Kubernetes reads no object nested deeper than 10,000 levels (its JSON
/// and YAML decoders stop there), and serde_json stops at 128 by default.
/// One level of a recursive type is at least one level of JSON nesting, so
/// 1,000 levels accept every object serde_json decodes with its defaults,
/// while a full-depth validation takes less than 1 MiB of stack even in an
/// unoptimised build (the tests run 100,000-level values on a 2 MiB stack,
/// a tokio worker's).
pub const MAX_DEPTH: usize = 1_000;

thread_local! {
    static DEPTH: Cell<usize> = const { Cell::new(0) };
}

/// One level of a recursive type; leaving it (drop) frees the level.
/// Not `Send`: the count belongs to the thread that entered it.
#[must_use]
pub struct DepthGuard {
    _thread: PhantomData<*const ()>,
}

impl DepthGuard {
    /// Enters one more level, or `None` when [`MAX_DEPTH`] levels are
    /// already entered on this thread.
    #[inline]
    pub fn enter() -> Option<DepthGuard> {
        DEPTH.with(|depth| {
            let n = depth.get();
            (n < MAX_DEPTH).then(|| {
                depth.set(n + 1);
                DepthGuard { _thread: PhantomData }
            })
        })
    }
}

impl Drop for DepthGuard {
    #[inline]
    fn drop(&mut self) {
        DEPTH.with(|depth| depth.set(depth.get().saturating_sub(1)));
    }
}

/// The error for a value nested past [`MAX_DEPTH`]: `Invalid` at the first
/// path beyond the limit, the value omitted (it is the deep part), no origin.
#[cold]
#[inline(never)]
pub fn too_deep(path: &Path<'_>) -> FieldError {
    FieldError::invalid(
        path,
        BadValue::Omitted,
        format!("must not be nested more than {MAX_DEPTH} levels deep"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest(levels: usize) -> usize {
        match DepthGuard::enter() {
            Some(_guard) if levels > 0 => 1 + nest(levels - 1),
            Some(_) => 0,
            None => 0,
        }
    }

    #[test]
    fn levels_are_counted_per_thread_and_freed_on_leaving() {
        assert_eq!(nest(10), 10);
        assert_eq!(nest(MAX_DEPTH + 5), MAX_DEPTH);
        // Every guard was dropped: the full depth is available again.
        assert_eq!(nest(MAX_DEPTH + 5), MAX_DEPTH);
        let held: Vec<DepthGuard> = (0..MAX_DEPTH).map_while(|_| DepthGuard::enter()).collect();
        assert_eq!(held.len(), MAX_DEPTH);
        assert!(DepthGuard::enter().is_none());
        assert!(std::thread::spawn(|| DepthGuard::enter().is_some()).join().unwrap());
        drop(held);
        assert!(DepthGuard::enter().is_some());
    }

    #[test]
    fn the_error_names_the_limit() {
        let p = Path::new("spec");
        let next = p.child("next");
        assert_eq!(
            too_deep(&next).to_string(),
            "spec.next: Invalid value: must not be nested more than 1000 levels deep"
        );
    }
}
