//! cel-go's lists extension as Kubernetes configures it
//! (`ext.Lists(ext.ListsVersion(3))`, from 1.34): `slice`, `flatten`,
//! `distinct`, `reverse`, `sort`, `sortBy` and `lists.range` are `cel`
//! 0.15's own extension, which gives cel-go's answers and error texts;
//! `first` and `last` (version 3), which it lacks, are ours. `sortBy` is a
//! macro: programs compiled with [`Env::compile`] expand it, and a rule's
//! checked tree is expanded by [`expand_sort_by`]. The engine's own
//! `lists.range`, bounded by the cost limit, is built_strings'.

use cel::common::ast::{CallExpr, Expr};
use cel::common::types::{CelOptional, LIST_TYPE};
use cel::common::value::{CowVal, Val};
use cel::{DeclarationError, Env, ExecutionError, IdedExpr};

use super::{no_such_overload, take};
use crate::subexpressions::for_each_child;
use crate::two_var::MacroError;

/// The variable `sortBy`'s expansion binds its target to, as cel-go names it.
pub(crate) const SORT_BY_INPUT: &str = "@__sortBy_input__";
/// The function `sortBy` expands to: the list sorted by the keys, the list
/// of each element's key.
pub(crate) const SORT_BY_KEYS: &str = "@sortByAssociatedKeys";
/// Placeholders of the template of `sortBy`'s keys.
const INPUT_PLACEHOLDER: &str = "__sort_by_input";
const KEY_PLACEHOLDER: &str = "__sort_by_key";

/// The misuses of `sortBy` in `expr` (its target is not a list,
/// identifier, comprehension, call or selection; its variable not a
/// name), as cel-go's macro words them.
pub(crate) fn sort_by_misuses(expr: &IdedExpr) -> Vec<MacroError> {
    let mut out = Vec::new();
    let mut copy = expr.clone();
    collect_misuses(&mut copy, &mut out);
    out
}

fn collect_misuses(expr: &mut IdedExpr, out: &mut Vec<MacroError>) {
    if let Expr::Call(call) = &expr.expr {
        if let Some(e) = sort_by_misuse(call) {
            out.push(e);
        }
    }
    for_each_child(&mut expr.expr, |child| collect_misuses(child, out));
}

fn is_sort_by(call: &CallExpr) -> bool {
    call.func_name == "sortBy" && call.target.is_some() && call.args.len() == 2
}

fn sort_by_misuse(call: &CallExpr) -> Option<MacroError> {
    if !is_sort_by(call) {
        return None;
    }
    let target = call.target.as_deref()?;
    if !matches!(
        target.expr,
        Expr::List(_) | Expr::Select(_) | Expr::Ident(_) | Expr::Comprehension(_) | Expr::Call(_)
    ) {
        return Some(MacroError {
            id: target.id,
            message: "sortBy can only be applied to a list, identifier, comprehension, call or select expression"
                .to_owned(),
        });
    }
    let variable = call.args.first()?;
    match &variable.expr {
        Expr::Ident(_) => None,
        _ => Some(MacroError {
            id: variable.id,
            message: "argument is not an identifier".to_owned(),
        }),
    }
}

/// Expands every well-formed `list.sortBy(e, key)` of `expr` as cel-go
/// does: `list` bound once to `@__sortBy_input__`, which is sorted by the
/// keys `@__sortBy_input__.map(e, key)` (`@sortByAssociatedKeys`). New
/// nodes take ids from `next_id` on; the expansion keeps the call's id.
pub(crate) fn expand_sort_by(expr: &mut IdedExpr, next_id: &mut u64) {
    for_each_child(&mut expr.expr, |child| expand_sort_by(child, next_id));
    let Expr::Call(call) = &mut expr.expr else { return };
    if !is_sort_by(call) || sort_by_misuse(call).is_some() {
        return;
    }
    let (Some(target), mut args) = (call.target.take(), std::mem::take(&mut call.args)) else {
        return;
    };
    let (Some(key), Some(variable)) = (args.pop(), args.pop()) else {
        return;
    };
    let Expr::Ident(variable) = variable.expr else { return };
    let source = format!("{INPUT_PLACEHOLDER}.map({variable}, {KEY_PLACEHOLDER})");
    let Ok(mut keys) = crate::rule::parse_template(&source) else {
        return;
    };
    crate::two_var::renumber(&mut keys, next_id);
    let mut node = |e: Expr| {
        let id = *next_id;
        *next_id = next_id.saturating_add(1);
        IdedExpr { id, expr: e }
    };
    let mut parts = vec![
        (
            INPUT_PLACEHOLDER.to_owned(),
            node(Expr::Ident(SORT_BY_INPUT.to_owned())),
        ),
        (KEY_PLACEHOLDER.to_owned(), key),
    ];
    crate::two_var::substitute(&mut keys, &mut parts);
    let input = node(Expr::Ident(SORT_BY_INPUT.to_owned()));
    let sorted = node(Expr::Call(CallExpr {
        func_name: SORT_BY_KEYS.to_owned(),
        target: Some(Box::new(input)),
        args: vec![keys],
    }));
    let id = expr.id;
    *expr = crate::two_var::binding(SORT_BY_INPUT, *target, sorted, &mut node);
    expr.id = id;
}

pub(super) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    env.add_extension(cel::extensions::lists)?;
    env.add_member_overload("first", "list_first", LIST_TYPE, vec![], first)?;
    env.add_member_overload("last", "list_last", LIST_TYPE, vec![], last)?;
    Ok(())
}

/// `list.first()`: the first element as an optional, none for `[]`.
fn first<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    end(args, "first", false)
}

/// `list.last()`: the last element as an optional, none for `[]`.
fn last<'b, 'v>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    end(args, "last", true)
}

fn end<'b, 'v>(args: Vec<CowVal<'b, 'v>>, function: &str, last: bool) -> Result<CowVal<'b, 'v>, ExecutionError> {
    let [list] = take(args)?;
    let iterable = list
        .as_iterable()
        .ok_or_else(|| no_such_overload(function, &[list.as_ref()]))?;
    let mut items = iterable.iter();
    let mut found: Option<&(dyn Val + 'v)> = items.next();
    if last {
        while let Some(item) = items.next() {
            found = Some(item);
        }
    }
    let optional = match found {
        Some(item) => CelOptional::of(item.clone_as_boxed()),
        None => CelOptional::none(),
    };
    Ok(CowVal::owned(optional))
}

#[cfg(test)]
mod tests {
    use super::super::testing::{assert_error, assert_no_such_overload, assert_true, assert_value, eval_compiled};
    use cel::Value;
    use std::sync::Arc;

    fn ints(items: &[i64]) -> Value {
        Value::List(Arc::new(items.iter().map(|i| Value::Int(*i)).collect()))
    }

    // cel-go's ext/lists_test.go table.
    #[test]
    fn range_reverse_and_slice() {
        assert_value("lists.range(4)", ints(&[0, 1, 2, 3]));
        assert_value("lists.range(0)", ints(&[]));
        assert_value("[5,1,2,3].reverse()", ints(&[3, 2, 1, 5]));
        assert_value("[].reverse()", ints(&[]));
        assert_true(
            "['are', 'you', 'as', 'bored', 'as', 'I', 'am'].reverse() == ['am', 'I', 'as', 'bored', 'as', 'you', 'are']",
        );
        assert_true("[false, true, true].reverse().reverse() == [false, true, true]");
        assert_value("[1,2,3,4].slice(0, 4)", ints(&[1, 2, 3, 4]));
        assert_value("[1,2,3,4].slice(0, 0)", ints(&[]));
        assert_value("[1,2,3,4].slice(4, 4)", ints(&[]));
        assert_value("[1,2,3,4].slice(1, 3)", ints(&[2, 3]));
        assert_error(
            "[1,2,3,4].slice(3, 0)",
            "cannot slice(3, 0), start index must be less than or equal to end index",
        );
        assert_error("[1,2,3,4].slice(0, 10)", "cannot slice(0, 10), list is length 4");
        assert_error(
            "[1,2,3,4].slice(-5, 10)",
            "cannot slice(-5, 10), negative indexes not supported",
        );
        assert_error(
            "[1,2,3,4].slice(-5, -3)",
            "cannot slice(-5, -3), negative indexes not supported",
        );
    }

    #[test]
    fn flatten_sort_and_distinct() {
        assert_value("dyn([]).flatten()", ints(&[]));
        assert_value("dyn([1,2,3,4]).flatten()", ints(&[1, 2, 3, 4]));
        assert_true("[1,[2,[3,4]]].flatten() == [1,2,[3,4]]");
        assert_value("[1,2,[],[],[3,4]].flatten()", ints(&[1, 2, 3, 4]));
        assert_value("[1,[2,[3,4]]].flatten(2)", ints(&[1, 2, 3, 4]));
        assert_error("[1,[2,[3,[4]]]].flatten(-1)", "level must be non-negative");
        assert_no_such_overload("dyn({}).flatten()");
        assert_value("[4, 3, 2, 1].sort()", ints(&[1, 2, 3, 4]));
        assert_true("['d', 'a', 'b', 'c'].sort() == ['a', 'b', 'c', 'd']");
        assert_error("['d', 3, 2, 'c'].sort()", "list elements must have the same type");
        assert_value("[-2, 5, -2, 1, 1, 5, -2, 1].distinct()", ints(&[-2, 5, 1]));
        assert_true("['c', 'a', 'a', 'b', 'a', 'b', 'c', 'c'].distinct() == ['c', 'a', 'b']");
        assert_true("[1, 2.0, 'c', 3, 'c', 1].distinct() == [1, 2.0, 'c', 3]");
        assert_value("[1, 1.0, 2].distinct()", ints(&[1, 2]));
        assert_true("[[1], [1], [2]].distinct() == [[1], [2]]");
    }

    #[test]
    fn sort_by() {
        let run = |expr: &str| eval_compiled(expr);
        assert_eq!(run("[].sortBy(e, e)"), Ok(ints(&[])));
        assert_eq!(
            run("[-3, 1, -5, -2, 4].sortBy(e, -(e * e))"),
            Ok(ints(&[-5, 4, -3, -2, 1]))
        );
        assert_eq!(
            run("[-3, 1, -5, -2, 4].map(e, e * 2).sortBy(e, -(e * e))"),
            Ok(ints(&[-10, 8, -6, -4, 2]))
        );
        assert_eq!(run("lists.range(3).sortBy(e, -e)"), Ok(ints(&[2, 1, 0])));
        assert_eq!(
            run("['a', 'c', 'b', 'first'].sortBy(e, e == 'first' ? '' : e) == ['first', 'a', 'b', 'c']"),
            Ok(Value::Bool(true))
        );
        assert_eq!(
            run("[{'field': 'lo'}, {'field': 'hi'}].sortBy(m, m.field) == [{'field': 'hi'}, {'field': 'lo'}]"),
            Ok(Value::Bool(true))
        );
    }

    #[test]
    fn first_and_last() {
        assert_true("[1, 2, 3].first() == optional.of(1)");
        assert_true("[1, 2, 3].last() == optional.of(3)");
        assert_true("[].first() == optional.none()");
        assert_true("[].last() == optional.none()");
        assert_value("['a'].first().value()", "a");
        assert_value("['a', 'b'].last().orValue('z')", "b");
        assert_value("[].last().orValue('z')", "z");
        assert_true("[[1], {'k': 2}].last() == optional.of({'k': 2})");
        assert_no_such_overload("'abc'.first()");
        assert_no_such_overload("{'a': 1}.last()");
    }
}
