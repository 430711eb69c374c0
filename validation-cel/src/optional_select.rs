//! `a.?b` as CEL specifies it: `optional.none()` when `a` has no field `b`.
//! The `cel` crate fails on the missing field instead, so selections on a
//! plain (not optional) operand are rewritten to
//! `has(a.b) ? optional.of(a.b) : optional.none()`; on an optional operand
//! the crate already maps over it.

use kube_cel::cel::common::ast::{Expr, LiteralValue};
use kube_cel::cel::IdedExpr;

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
