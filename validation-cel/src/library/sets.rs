//! cel-go's sets library (`ext.Sets()`, in Kubernetes' environment from
//! 1.29): `sets.contains`, `sets.equivalent` and `sets.intersects` over
//! lists, elements compared with CEL's equality (`1`, `1u` and `1.0` are
//! one element).
//!
//! Scalar elements are matched through a hash set of their values, so a
//! call is linear in the lists' sizes; elements compared structurally
//! (lists, maps, durations, ...) are compared with each other.

use std::collections::HashSet;

use cel::common::types::LIST_TYPE;
use cel::common::value::{CowVal, Val};
use cel::{DeclarationError, Env, ExecutionError};

use super::{bool_value, no_such_overload, take};

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_overload(
        "sets.contains",
        "list_sets_contains_list",
        vec![LIST_TYPE, LIST_TYPE],
        contains,
    )?;
    env.add_overload(
        "sets.equivalent",
        "list_sets_equivalent_list",
        vec![LIST_TYPE, LIST_TYPE],
        equivalent,
    )?;
    env.add_overload(
        "sets.intersects",
        "list_sets_intersects_list",
        vec![LIST_TYPE, LIST_TYPE],
        intersects,
    )?;
    Ok(())
}

/// An element's value, where equal values (by CEL's equality) have equal
/// keys: numbers with an integral value as that integer.
#[derive(Hash, PartialEq, Eq)]
enum Key<'a> {
    Null,
    Bool(bool),
    Integer(i128),
    /// A double with a fraction (never NaN, which equals nothing).
    Fraction(u64),
    String(&'a str),
    Bytes(&'a [u8]),
}

/// `v`'s key; `None` for a value compared structurally; `Some(None)` for
/// NaN, equal to nothing.
fn key<'a>(v: &'a dyn Val) -> Option<Option<Key<'a>>> {
    if let Ok(i) = <&i64>::try_from(v) {
        return Some(Some(Key::Integer(i128::from(*i))));
    }
    if let Ok(u) = <&u64>::try_from(v) {
        return Some(Some(Key::Integer(i128::from(*u))));
    }
    if let Ok(d) = <&f64>::try_from(v) {
        let d = *d;
        if d.is_nan() {
            return Some(None);
        }
        // Exactly an integer in range: the integer (-0.0 is 0).
        if d.fract() == 0.0 && d.abs() < 1e38 {
            return Some(Some(Key::Integer(d as i128)));
        }
        return Some(Some(Key::Fraction(d.to_bits())));
    }
    if let Ok(s) = <&str>::try_from(v) {
        return Some(Some(Key::String(s)));
    }
    if let Ok(b) = <&bool>::try_from(v) {
        return Some(Some(Key::Bool(*b)));
    }
    if let Ok(b) = <&[u8]>::try_from(v) {
        return Some(Some(Key::Bytes(b)));
    }
    if v.get_type().name() == "null_type" {
        return Some(Some(Key::Null));
    }
    None
}

/// The elements of one list, split for matching.
struct Elements<'b, 'v> {
    keys: HashSet<Key<'b>>,
    /// Elements compared structurally.
    others: Vec<&'b (dyn Val + 'v)>,
}

impl<'b, 'v> Elements<'b, 'v> {
    fn of(function: &str, list: &'b (dyn Val + 'v)) -> Result<Self, ExecutionError> {
        let iterable = list.as_iterable().ok_or_else(|| no_such_overload(function, &[list]))?;
        let mut items = iterable.iter();
        let mut keys = HashSet::new();
        let mut others = Vec::new();
        while let Some(item) = items.next() {
            match key(item) {
                Some(Some(k)) => {
                    keys.insert(k);
                }
                Some(None) => {}
                None => others.push(item),
            }
        }
        Ok(Elements { keys, others })
    }

    fn has(&self, item: &dyn Val) -> bool {
        match key(item) {
            Some(Some(k)) => self.keys.contains(&k),
            Some(None) => false,
            None => self.others.iter().any(|o| o.equals(item)),
        }
    }

    /// Every element of `list` is one of these.
    fn has_all(&self, list: &Elements<'_, '_>) -> bool {
        list.keys.iter().all(|k| self.keys.contains(k)) && list.others.iter().all(|o| self.has(*o))
    }
}

/// Whether `list` holds a NaN, which no list contains.
fn has_nan(function: &str, list: &dyn Val) -> Result<bool, ExecutionError> {
    let iterable = list.as_iterable().ok_or_else(|| no_such_overload(function, &[list]))?;
    let mut items = iterable.iter();
    while let Some(item) = items.next() {
        if matches!(key(item), Some(None)) {
            return Ok(true);
        }
    }
    Ok(false)
}

/// `sets.contains(a, b)`: every element of `b` is in `a` (true for an
/// empty `b`).
fn contains<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [a, b] = take(args)?;
    let (sa, sb) = (
        Elements::of("sets.contains", a.as_ref())?,
        Elements::of("sets.contains", b.as_ref())?,
    );
    bool_value(!has_nan("sets.contains", b.as_ref())? && sa.has_all(&sb))
}

/// `sets.equivalent(a, b)`: each contains the other.
fn equivalent<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [a, b] = take(args)?;
    let (sa, sb) = (
        Elements::of("sets.equivalent", a.as_ref())?,
        Elements::of("sets.equivalent", b.as_ref())?,
    );
    let nan = has_nan("sets.equivalent", a.as_ref())? || has_nan("sets.equivalent", b.as_ref())?;
    bool_value(!nan && sa.has_all(&sb) && sb.has_all(&sa))
}

/// `sets.intersects(a, b)`: some element of `a` is in `b`.
fn intersects<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [a, b] = take(args)?;
    let (sa, sb) = (
        Elements::of("sets.intersects", a.as_ref())?,
        Elements::of("sets.intersects", b.as_ref())?,
    );
    bool_value(sa.keys.iter().any(|k| sb.keys.contains(k)) || sa.others.iter().any(|o| sb.has(*o)))
}

#[cfg(test)]
mod tests {
    use super::super::testing::{assert_no_such_overload, assert_value, eval_with};
    use cel::Value;
    use std::sync::Arc;

    // cel-go's sets documentation and test table (ext/sets_test.go).
    #[test]
    fn contains() {
        assert_value("sets.contains([], [])", true);
        assert_value("sets.contains([1], [])", true);
        assert_value("sets.contains([], [1])", false);
        assert_value("sets.contains([1], [1])", true);
        assert_value("sets.contains([1], [1, 1])", true);
        assert_value("sets.contains([1, 1], [1])", true);
        assert_value("sets.contains([2, 1], [1])", true);
        assert_value("sets.contains([1, 2, 3, 4], [2, 3])", true);
        assert_value("sets.contains([5, 4, 3, 2, 1], [1, 2, 3])", true);
        assert_value("sets.contains([5, 4, 3, 2, 1], [1, 1, 1, 1, 1])", true);
        assert_value("sets.contains([1], [1.0, 1])", true);
        assert_value("sets.contains([1, 2], [2u, 2.0])", true);
        assert_value("sets.contains([1, 2u], [2, 2.0])", true);
        assert_value("sets.contains([1, 2.0, 3u], [1.0, 2u, 3])", true);
        assert_value("sets.contains([[1], [2, 3]], [[2, 3.0]])", true);
        assert_value("sets.contains([1], [2])", false);
        assert_value("sets.contains([1], [1, 2])", false);
        assert_value("sets.contains([1], ['1', 1])", false);
        assert_value("sets.contains([1], [1.1, 1u])", false);
        assert_value("sets.contains(['a', b'a', true, null], [null, true, b'a', 'a'])", true);
        assert_value("sets.contains(['a'], [b'a'])", false);
        assert_value("sets.contains([{'a': 1}], [{'a': 1.0}])", true);
        assert_value("sets.contains([{'a': 1}], [{'a': 2}])", false);
        assert_value("sets.contains([0.0 / 0.0], [0.0 / 0.0])", false);
        assert_value("sets.contains([-0.0], [0])", true);
        assert_value("sets.contains([1.5], [1.5])", true);
        assert_value("sets.contains([9223372036854775807], [9223372036854775807u])", true);
        assert_value("sets.contains([18446744073709551615u], [1.8446744073709552e19])", false);
    }

    #[test]
    fn equivalent() {
        assert_value("sets.equivalent([], [])", true);
        assert_value("sets.equivalent([1], [1])", true);
        assert_value("sets.equivalent([1], [1, 1])", true);
        assert_value("sets.equivalent([1, 1], [1])", true);
        assert_value("sets.equivalent([1], [1u, 1.0])", true);
        assert_value("sets.equivalent([1], [1, 2])", false);
        assert_value("sets.equivalent([2, 1], [1])", false);
        assert_value("sets.equivalent([1, 2], [2u, 2, 2.0])", false);
        assert_value("sets.equivalent([1, 2], [1u, 2, 2.3])", false);
        assert_value("sets.equivalent([1, 2, 3], [3u, 2.0, 1])", true);
        assert_value("sets.equivalent([[1.0], [2, 3]], [[1], [2, 3.0]])", true);
        assert_value("sets.equivalent([[1], [2, 3]], [[1], [2, 3], [4]])", false);
    }

    #[test]
    fn intersects() {
        assert_value("sets.intersects([], [])", false);
        assert_value("sets.intersects([1], [])", false);
        assert_value("sets.intersects([], [1])", false);
        assert_value("sets.intersects([1], [1])", true);
        assert_value("sets.intersects([1], [2])", false);
        assert_value("sets.intersects([1], [1, 1])", true);
        assert_value("sets.intersects([1, 1], [1])", true);
        assert_value("sets.intersects([2, 1], [1])", true);
        assert_value("sets.intersects([1], [1, 2])", true);
        assert_value("sets.intersects([1], [1.0, 2])", true);
        assert_value("sets.intersects([1, 2], [2u, 2, 2.0])", true);
        assert_value("sets.intersects([1, 2], [1u, 2, 2.3])", true);
        assert_value("sets.intersects([[1], [2, 3]], [[1, 2], [2, 3.0]])", true);
        assert_value("sets.intersects([[1], [2, 3]], [[1, 2], [3]])", false);
        assert_value("sets.intersects([1], ['1', 2])", false);
        assert_value("sets.intersects([1], [1.1, 2u])", false);
        assert_value("sets.intersects([0.0 / 0.0], [0.0 / 0.0])", false);
    }

    #[test]
    fn only_lists() {
        assert_no_such_overload("sets.contains([1], 1)");
        assert_no_such_overload("sets.intersects({}, [])");
        assert_no_such_overload("sets.equivalent('a', 'a')");
    }

    #[test]
    fn long_lists_are_linear() {
        // 100,000 elements each: a pairwise scan would take minutes.
        let n: i64 = 100_000;
        let ints = |offset: i64| Value::List(Arc::new((0..n).map(|i| Value::Int(i + offset)).collect()));
        let doubles = Value::List(Arc::new((0..n).rev().map(|i| Value::Float(i as f64)).collect()));
        let run = |expr: &str| eval_with(expr, vec![("a", ints(0)), ("b", doubles.clone()), ("c", ints(n))]);
        assert_eq!(run("sets.equivalent(a, b)"), Ok(Value::Bool(true)));
        assert_eq!(run("sets.contains(a, c)"), Ok(Value::Bool(false)));
        assert_eq!(run("sets.intersects(a, c)"), Ok(Value::Bool(false)));
    }
}
