//! The direct sub-expressions of a CEL expression, for the rewrites that
//! walk a parsed rule.

use cel::common::ast::{EntryExpr, Expr};
use cel::IdedExpr;

/// Calls `visit` on each direct sub-expression of `expr`: a call's target
/// and arguments, a selection's operand, a comprehension's parts, the
/// elements and entries of literals.
pub(crate) fn for_each_child(expr: &mut Expr, mut visit: impl FnMut(&mut IdedExpr)) {
    match expr {
        Expr::Call(call) => {
            if let Some(t) = call.target.as_deref_mut() {
                visit(t);
            }
            call.args.iter_mut().for_each(visit);
        }
        Expr::Select(s) => visit(&mut s.operand),
        Expr::Comprehension(c) => {
            for e in [
                &mut c.iter_range,
                &mut c.accu_init,
                &mut c.loop_cond,
                &mut c.loop_step,
                &mut c.result,
            ] {
                visit(e);
            }
        }
        Expr::List(l) => l.elements.iter_mut().for_each(visit),
        Expr::Map(m) => m.entries.iter_mut().for_each(|e| entry(&mut e.expr, &mut visit)),
        Expr::Struct(s) => s.entries.iter_mut().for_each(|e| entry(&mut e.expr, &mut visit)),
        Expr::Ident(_) | Expr::Literal(_) | Expr::Unspecified => {}
    }
}

fn entry(e: &mut EntryExpr, visit: &mut impl FnMut(&mut IdedExpr)) {
    match e {
        EntryExpr::StructField(f) => visit(&mut f.value),
        EntryExpr::MapEntry(m) => {
            visit(&mut m.key);
            visit(&mut m.value);
        }
    }
}
