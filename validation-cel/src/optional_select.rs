//! `a.?b` as the cost models read it: selections on a plain (not optional)
//! operand are rewritten to `has(a.b) ? optional.of(a.b) :
//! optional.none()`, which cel-go's cost model charges as the selection
//! `a.b` (the type checker reads the rule as written). The interpreter
//! evaluates `a.?b` itself, as CEL specifies it: [`for_evaluation`] turns
//! the rewrite back.

use cel::common::ast::{CallExpr, Expr, LiteralValue, SelectExpr};
use cel::IdedExpr;

use crate::rule::parse_plain;
use crate::subexpressions::for_each_child;

const OPT_SELECT: &str = "_?._";
const OPT_INDEX: &str = "_[?_]";

/// Rewrites every `a.?b` in `expr` whose operand is not itself optional.
pub(crate) fn rewrite(expr: &mut IdedExpr) {
    match &mut expr.expr {
        Expr::Call(call) => {
            if call.func_name == OPT_SELECT && call.target.is_none() {
                if let Some(replacement) = replacement(&call.args) {
                    *expr = replacement;
                    // The operand was moved into the replacement: rewrite
                    // inside it (both copies).
                    rewrite_children(expr);
                    return;
                }
            }
            rewrite_children(expr);
        }
        _ => rewrite_children(expr),
    }
}

fn rewrite_children(expr: &mut IdedExpr) {
    for_each_child(&mut expr.expr, rewrite);
}

/// `has(a.b) ? optional.of(a.b) : optional.none()` for `[a, "b"]`, unless
/// `a` is an optional selection or index (then the crate's own handling is
/// right).
fn replacement(args: &[IdedExpr]) -> Option<IdedExpr> {
    let [operand, field] = args else { return None };
    if let Expr::Call(c) = &operand.expr {
        if c.func_name == OPT_SELECT || c.func_name == OPT_INDEX {
            return None;
        }
    }
    let Expr::Literal(LiteralValue::String(name)) = &field.expr else {
        return None;
    };
    let name = name.inner();
    let mut template = parse_plain(&format!("has(x.{name}) ? optional.of(x.{name}) : optional.none()")).ok()?;
    substitute(&mut template, operand);
    Some(template)
}

/// Replaces the identifier `x` of the template with `operand`.
fn substitute(expr: &mut IdedExpr, operand: &IdedExpr) {
    match &mut expr.expr {
        Expr::Ident(name) if name == "x" => *expr = operand.clone(),
        Expr::Select(s) => substitute(&mut s.operand, operand),
        Expr::Call(c) => {
            if let Some(t) = c.target.as_deref_mut() {
                substitute(t, operand);
            }
            c.args.iter_mut().for_each(|a| substitute(a, operand));
        }
        _ => {}
    }
}

/// `has(x.f) ? optional.of(x.f) : optional.none()`, which `x.?f` is
/// rewritten to for evaluation: the selection `x.f`.
pub(crate) fn selection(c: &CallExpr) -> Option<&SelectExpr> {
    selection_of(&c.args)
}

/// [`selection`] of a conditional's arguments.
pub(crate) fn selection_of(args: &[IdedExpr]) -> Option<&SelectExpr> {
    let [condition, some, _] = args else {
        return None;
    };
    let (Expr::Select(test), Expr::Call(of)) = (&condition.expr, &some.expr) else {
        return None;
    };
    let namespace_is_optional =
        matches!(of.target.as_deref().map(|t| &t.expr), Some(Expr::Ident(n)) if n == "optional");
    match of.args.as_slice() {
        [IdedExpr {
            expr: Expr::Select(selection),
            ..
        }] if test.test && of.func_name == "of" && namespace_is_optional && selection.field == test.field => {
            Some(selection)
        }
        _ => None,
    }
}

/// Turns every rewritten selection in `expr` back into `a.?b`; true when
/// there was one.
pub(crate) fn for_evaluation(expr: &mut IdedExpr) -> bool {
    let mut changed = false;
    for_each_child(&mut expr.expr, |child| changed |= for_evaluation(child));
    let Expr::Call(call) = &expr.expr else {
        return changed;
    };
    let Some(selected) = selection(call) else {
        return changed;
    };
    let operand = (*selected.operand).clone();
    let field = IdedExpr {
        id: 0,
        expr: Expr::Literal(LiteralValue::String(selected.field.clone().into())),
    };
    expr.expr = Expr::Call(CallExpr {
        func_name: OPT_SELECT.to_owned(),
        target: None,
        args: vec![operand, field],
    });
    true
}
