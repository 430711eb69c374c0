//! `cel.bind(name, init, result)`, the local binding of Kubernetes' CEL
//! environment. The `cel` crate parses it as a plain call; cel-go expands
//! the macro at parse time into a comprehension that never iterates: an
//! empty range, the accumulator `name` set to `init`, a false condition,
//! and `result` as the result. The same expansion is done here, so the type
//! checker, the estimator, the meter and the interpreter all see what
//! cel-go sees.

use kube_cel::cel::common::ast::{ComprehensionExpr, Expr, ListExpr, LiteralValue};
use kube_cel::cel::IdedExpr;

use crate::subexpressions::for_each_child;

/// The iteration variable of the expansion: not an identifier a rule can
/// write, so it shadows nothing.
pub(crate) const UNUSED_ITER_VAR: &str = "#unused";

const NAMESPACE: &str = "cel";
const MACRO: &str = "bind";
const NOT_AN_IDENTIFIER: &str = "cel.bind() variable names must be simple identifiers";

/// A misused macro (`cel.bind`, a two-variable comprehension): the id of
/// the offending argument and cel-go's message.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct BindError {
    pub(crate) id: u64,
    pub(crate) message: String,
}

/// Whether `expr` is a comprehension expanded from `cel.bind`.
pub(crate) fn is_bind(c: &ComprehensionExpr) -> bool {
    c.iter_var == UNUSED_ITER_VAR
}

/// The misuses of `cel.bind` in `expr`, in the order they are found.
pub(crate) fn misuses(expr: &IdedExpr) -> Vec<BindError> {
    let mut out = Vec::new();
    let mut copy = expr.clone();
    collect_misuses(&mut copy, &mut out);
    out
}

fn collect_misuses(expr: &mut IdedExpr, out: &mut Vec<BindError>) {
    if let Some([name, _, _]) = bind_args(expr) {
        if !matches!(name.expr, Expr::Ident(_)) {
            out.push(BindError {
                id: name.id,
                message: NOT_AN_IDENTIFIER.to_owned(),
            });
        }
    }
    for_each_child(&mut expr.expr, |child| collect_misuses(child, out));
}

/// The three arguments of `expr` when it is a call of `cel.bind`.
fn bind_args(expr: &IdedExpr) -> Option<&[IdedExpr; 3]> {
    let Expr::Call(call) = &expr.expr else { return None };
    let is_namespace = matches!(call.target.as_deref().map(|t| &t.expr), Some(Expr::Ident(n)) if n == NAMESPACE);
    if call.func_name != MACRO || !is_namespace {
        return None;
    }
    call.args.as_slice().try_into().ok()
}

/// Expands every well-formed `cel.bind` of `expr` (inner ones too); new
/// nodes take ids from `next_id` on.
pub(crate) fn expand(expr: &mut IdedExpr, next_id: &mut u64) {
    for_each_child(&mut expr.expr, |child| expand(child, next_id));
    let Some([name, _, _]) = bind_args(expr) else { return };
    let Expr::Ident(name) = &name.expr else { return };
    let name = name.clone();
    let Expr::Call(call) = &mut expr.expr else { return };
    let mut args = std::mem::take(&mut call.args).into_iter();
    let (Some(_), Some(init), Some(result)) = (args.next(), args.next(), args.next()) else {
        return;
    };
    let mut node = |e: Expr| {
        let id = *next_id;
        *next_id = next_id.saturating_add(1);
        IdedExpr { id, expr: e }
    };
    let comprehension = ComprehensionExpr {
        iter_range: node(Expr::List(ListExpr::default())),
        iter_var: UNUSED_ITER_VAR.to_owned(),
        iter_var2: None,
        accu_var: name.clone(),
        accu_init: init,
        loop_cond: node(Expr::Literal(LiteralValue::Boolean(false.into()))),
        loop_step: node(Expr::Ident(name)),
        result,
    };
    expr.expr = Expr::Comprehension(Box::new(comprehension));
}

/// The largest id of `expr`'s nodes.
pub(crate) fn max_id(expr: &IdedExpr) -> u64 {
    let mut copy = expr.clone();
    let mut max = 0;
    visit_ids(&mut copy, &mut max);
    max
}

fn visit_ids(expr: &mut IdedExpr, max: &mut u64) {
    *max = (*max).max(expr.id);
    for_each_child(&mut expr.expr, |child| visit_ids(child, max));
}
