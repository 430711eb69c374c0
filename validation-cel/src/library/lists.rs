//! Kubernetes' lists library (`k8s.io/apiserver/pkg/cel/library/lists.go`,
//! version 0, what CRD rules get): `isSorted`, `min`, `max`, `indexOf` and
//! `lastIndexOf` on lists. (`sum` is the engine's; the zero it gives an
//! empty list of a known element type is chosen here, see [`sum_zero_tag`].)
//!
//! As in cel-go, elements are ordered by their `Compare`: numbers across
//! int, uint and double; a pair that can't be ordered (mixed types, NaN)
//! counts as in order; an element of a type with no ordering at all (a
//! list, a map, null) fails with "no such overload".

use std::cmp::Ordering;

use cel::common::types::{DYN_TYPE, LIST_TYPE};
use cel::common::value::{CowVal, Val};
use cel::{DeclarationError, Env, ExecutionError};

use super::{bool_value, int_value, kubernetes_error, no_such_overload, take};

/// The tag the checker adds to `x.sum()` (as `x.sum('double')`) when `x`
/// is statically a list of doubles, uints or durations: Kubernetes' `sum`
/// of an empty list is the zero of the overload the checker chose (0.0,
/// 0u, `duration('0')`), and the interpreter has only the empty list.
/// Lists of ints and of `dyn` (cel-go then dispatches to the first
/// overload, int's) keep the untagged call, whose empty sum is 0.
pub(crate) fn sum_zero_tag(result: &crate::types::CelType) -> Option<&'static str> {
    use crate::types::CelType;
    match result {
        CelType::Double => Some("double"),
        CelType::Uint => Some("uint"),
        CelType::Duration => Some("duration"),
        _ => None,
    }
}

/// The sum of an empty list called with `tag` (see [`sum_zero_tag`]);
/// `None` for an unknown tag.
pub(crate) fn sum_zero(tag: Option<&str>) -> Option<cel::Value> {
    match tag {
        None => Some(cel::Value::Int(0)),
        Some("double") => Some(cel::Value::Float(0.0)),
        Some("uint") => Some(cel::Value::UInt(0)),
        Some("duration") => Some(cel::Value::Duration(chrono::Duration::zero())),
        Some(_) => None,
    }
}

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_member_overload("isSorted", "list_is_sorted_bool", LIST_TYPE, vec![], is_sorted)?;
    env.add_member_overload("min", "list_min", LIST_TYPE, vec![], min)?;
    env.add_member_overload("max", "list_max", LIST_TYPE, vec![], max)?;
    env.add_member_overload("indexOf", "list_a_index_of_int", LIST_TYPE, vec![DYN_TYPE], index_of)?;
    env.add_member_overload(
        "lastIndexOf",
        "list_a_last_index_of_int",
        LIST_TYPE,
        vec![DYN_TYPE],
        last_index_of,
    )?;
    Ok(())
}

/// The elements of `list`, in order.
fn elements<'b, 'v>(function: &str, list: &'b (dyn Val + 'v)) -> Result<Vec<&'b (dyn Val + 'v)>, ExecutionError> {
    let iterable = list.as_iterable().ok_or_else(|| no_such_overload(function, &[list]))?;
    let mut items = iterable.iter();
    let mut out = Vec::new();
    while let Some(item) = items.next() {
        out.push(item);
    }
    Ok(out)
}

/// How `a` orders against `b`, `None` when the two can't be ordered; an
/// `a` of a type without an ordering is an error.
fn compare(function: &str, a: &dyn Val, b: &dyn Val) -> Result<Option<Ordering>, ExecutionError> {
    let comparer = a.as_comparer().ok_or_else(|| no_such_overload(function, &[a]))?;
    Ok(comparer.compare(b).ok())
}

/// `list.isSorted()`: no element orders after the next one.
fn is_sorted<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [list] = take(args)?;
    let items = elements("isSorted", list.as_ref())?;
    for pair in items.windows(2) {
        if let [a, b] = pair {
            if compare("isSorted", *a, *b)? == Some(Ordering::Greater) {
                return bool_value(false);
            }
        }
    }
    // A last element that has no ordering fails too, as in cel-go.
    if let Some(last) = items.last() {
        last.as_comparer()
            .ok_or_else(|| no_such_overload("isSorted", &[*last]))?;
    }
    bool_value(true)
}

fn min<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    extreme(args, "min", Ordering::Greater)
}

fn max<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    extreme(args, "max", Ordering::Less)
}

/// The least (`replace_when` greater) or greatest (less) element: an
/// element replaces the one kept so far when the kept one compares to it
/// as `replace_when`; the first of equal ones is kept.
fn extreme<'b, 'v>(
    args: Vec<CowVal<'b, 'v>>,
    function: &str,
    replace_when: Ordering,
) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [list] = take(args)?;
    let items = elements(function, list.as_ref())?;
    let mut kept: Option<&(dyn Val + 'v)> = None;
    for item in items {
        item.as_comparer().ok_or_else(|| no_such_overload(function, &[item]))?;
        kept = match kept {
            Some(k) if compare(function, k, item)? != Some(replace_when) => Some(k),
            _ => Some(item),
        };
    }
    match kept {
        Some(k) => Ok(CowVal::Owned(k.clone_as_boxed())),
        None => Err(kubernetes_error(format!("{function} called on empty list"))),
    }
}

fn index_of<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [list, item] = take(args)?;
    let items = elements("indexOf", list.as_ref())?;
    let found = items.iter().position(|e| e.equals(item.as_ref()));
    int_value(found.map_or(-1, index))
}

fn last_index_of<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [list, item] = take(args)?;
    let items = elements("lastIndexOf", list.as_ref())?;
    let found = items.iter().rposition(|e| e.equals(item.as_ref()));
    int_value(found.map_or(-1, index))
}

/// A list index as a CEL int (a list never holds `i64::MAX` elements).
fn index(i: usize) -> i64 {
    i64::try_from(i).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value, eval_with};
    use cel::Value;
    use std::sync::Arc;

    // The examples of lists.go's documentation and the lists cases of
    // apiextensions-apiserver's validation tests.
    #[test]
    fn is_sorted() {
        assert_value("[1, 2, 3].isSorted()", true);
        assert_value("['a', 'b', 'b', 'c'].isSorted()", true);
        assert_value("[2.0, 1.0].isSorted()", false);
        assert_value("[1].isSorted()", true);
        assert_value("[].isSorted()", true);
        assert_value("[1u, 2u, 2u].isSorted()", true);
        assert_value("[3u, 2u].isSorted()", false);
        assert_value("[false, true].isSorted()", true);
        assert_value("[true, false].isSorted()", false);
        assert_value("[b'a', b'b'].isSorted()", true);
        assert_value("[b'b', b'a'].isSorted()", false);
        assert_value("[duration('1s'), duration('1m')].isSorted()", true);
        assert_value("[duration('1m'), duration('1s')].isSorted()", false);
        assert_value(
            "[timestamp('2000-01-01T00:00:00Z'), timestamp('2000-01-02T00:00:00Z')].isSorted()",
            true,
        );
        assert_value(
            "[timestamp('2000-01-02T00:00:00Z'), timestamp('2000-01-01T00:00:00Z')].isSorted()",
            false,
        );
    }

    #[test]
    fn is_sorted_orders_numbers_across_types_and_skips_unordered_pairs() {
        assert_value("[1, 2.5, 3u].isSorted()", true);
        assert_value("[3, 2.5].isSorted()", false);
        assert_value("[2u, 1].isSorted()", false);
        assert_value("[-1, 0u].isSorted()", true);
        // An int and a string can't be ordered: the pair counts as in order.
        assert_value("[2, 'a', 1].isSorted()", true);
        assert_value("['b', 'a', 1].isSorted()", false);
        assert_value("[2.0, 0.0 / 0.0, 1.0].isSorted()", true);
    }

    #[test]
    fn is_sorted_of_unordered_elements_fails() {
        assert_no_such_overload("[[1], [2]].isSorted()");
        assert_no_such_overload("[{'a': 1}].isSorted()");
        assert_no_such_overload("[1, null].isSorted()");
        assert_no_such_overload("[null].isSorted()");
    }

    #[test]
    fn min_and_max() {
        assert_value("[1, 3].min()", 1);
        assert_value("[1, 3].max()", 3);
        assert_value("[1].min()", 1);
        assert_value("([0] + []).min()", 0);
        assert_value("[5, 2, 9, 2].min()", 2);
        assert_value("[5u, 2u, 9u].max()", Value::UInt(9));
        assert_value("[1.5, -2.25, 0.0].min()", -2.25);
        assert_value("[1.5, -2.25, 0.0].max()", 1.5);
        assert_value("['b', 'c', 'a'].max()", "c");
        assert_value("[true, false].min()", false);
        assert_true("[b'b', b'a'].min() == b'a'");
        assert_true("[duration('1s'), duration('1m')].max() == duration('1m')");
        assert_true(
            "[timestamp('2000-01-02T00:00:00Z'), timestamp('2000-01-01T00:00:00Z')].min() \
             == timestamp('2000-01-01T00:00:00Z')",
        );
    }

    #[test]
    fn min_and_max_keep_the_type_of_the_element_chosen() {
        assert_value("[2, 1.5, 3u].min()", 1.5);
        assert_value("[2, 1.5, 3u].max()", Value::UInt(3));
        // Equal numbers: the first is kept.
        assert_value("[1, 1.0].min()", 1);
        assert_value("[1.0, 1].max()", 1.0);
        // Pairs that can't be ordered are skipped.
        assert_value("[2, 'a', 1].min()", 1);
        assert_value("['a', 2, 'b'].max()", "b");
    }

    #[test]
    fn min_and_max_errors() {
        assert_error("[].min()", "min called on empty list");
        assert_error("[].max()", "max called on empty list");
        assert_no_such_overload("[[1], [0]].min()");
        assert_no_such_overload("[{}].max()");
    }

    #[test]
    fn index_of_and_last_index_of() {
        assert_value("[1, 2, 2, 3].indexOf(2)", 1);
        assert_value("['a', 'b', 'b', 'c'].lastIndexOf('b')", 2);
        assert_value("[1.0].indexOf(1.1)", -1);
        assert_value("[].indexOf('string')", -1);
        assert_value("[].lastIndexOf('string')", -1);
        assert_value("[1, 2, 2, 3].lastIndexOf(2)", 2);
        assert_value("[1, 2, 3].indexOf(4)", -1);
    }

    #[test]
    fn index_of_uses_cel_equality() {
        // Numbers are equal across types; lists and maps element by element.
        assert_value("[1.0, 2.0].indexOf(2)", 1);
        assert_value("[1u, 2u].lastIndexOf(1)", 0);
        assert_value("[[1, 2], [3]].indexOf([3])", 1);
        assert_value("[{'a': 1}, {'b': 2}, {'a': 1}].lastIndexOf({'a': 1})", 2);
        assert_value("[{'a': 1}].indexOf({'a': 1.0})", 0);
        assert_value("[null, 1].indexOf(null)", 0);
        assert_value("['1', 1].indexOf(1)", 1);
        assert_value("[0.0 / 0.0].indexOf(0.0 / 0.0)", -1);
    }

    #[test]
    fn long_lists_are_linear() {
        // 200,000 elements: a quadratic scan would take minutes.
        let n: i64 = 200_000;
        let ascending = || Value::List(Arc::new((0..n).map(Value::Int).collect()));
        let run = |expr: &str| eval_with(expr, vec![("l", ascending())]);
        assert_eq!(run("l.isSorted()"), Ok(Value::Bool(true)));
        assert_eq!(run("l.max()"), Ok(Value::Int(n - 1)));
        assert_eq!(run("l.min()"), Ok(Value::Int(0)));
        assert_eq!(run("l.lastIndexOf(0)"), Ok(Value::Int(0)));
        assert_eq!(run("l.indexOf(199999)"), Ok(Value::Int(n - 1)));
    }
}
