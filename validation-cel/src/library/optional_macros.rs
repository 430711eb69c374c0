//! cel-go's optional macros (Kubernetes 1.28+): `opt.optMap(v, expr)` is
//! `opt.hasValue() ? optional.of(<v bound to opt.value()> expr) :
//! optional.none()`, and `opt.optFlatMap(v, expr)` the same without the
//! `optional.of` (`expr` is an optional). The `cel` crate's parser leaves
//! them plain calls; a rule's tree is expanded here, as cel-go expands
//! it, before it is checked.

use cel::common::ast::{CallExpr, Expr};
use cel::IdedExpr;

use crate::subexpressions::for_each_child;
use crate::two_var::MacroError;

/// The macros and cel-go's error for a variable that is not a name.
const MACROS: [(&str, &str); 2] = [
    ("optMap", "optMap() variable name must be a simple identifier"),
    ("optFlatMap", "optFlatMap() variable name must be a simple identifier"),
];

/// Placeholders of the expansion's template.
const TARGET: &str = "__opt_target";
const MAPPED: &str = "__opt_mapped";

fn macro_of(call: &CallExpr) -> Option<&'static (&'static str, &'static str)> {
    if call.target.is_none() || call.args.len() != 2 {
        return None;
    }
    MACROS.iter().find(|(name, _)| *name == call.func_name)
}

/// The misuses of `optMap` and `optFlatMap` in `expr`: a variable that is
/// not a name.
pub(crate) fn optional_macro_misuses(expr: &IdedExpr) -> Vec<MacroError> {
    let mut out = Vec::new();
    let mut copy = expr.clone();
    collect_misuses(&mut copy, &mut out);
    out
}

fn collect_misuses(expr: &mut IdedExpr, out: &mut Vec<MacroError>) {
    if let Expr::Call(call) = &expr.expr {
        if let (Some((_, message)), Some(variable)) = (macro_of(call), call.args.first()) {
            if !matches!(variable.expr, Expr::Ident(_)) {
                out.push(MacroError {
                    id: variable.id,
                    message: (*message).to_owned(),
                });
            }
        }
    }
    for_each_child(&mut expr.expr, |child| collect_misuses(child, out));
}

/// How many nodes the expansions may copy in all. Each copies its target
/// (cel-go's does too), so chained macros double the tree: past this the
/// rule is rejected rather than expanded.
pub(crate) const COPIED_NODES_LIMIT: u64 = 100_000;

/// The number of nodes of `expr`.
fn node_count(expr: &IdedExpr) -> u64 {
    fn count(expr: &mut IdedExpr, n: &mut u64) {
        *n = n.saturating_add(1);
        for_each_child(&mut expr.expr, |child| count(child, n));
    }
    let mut n = 0;
    count(&mut expr.clone(), &mut n);
    n
}

/// Expands every well-formed `optMap` and `optFlatMap` of `expr`; new
/// nodes take ids from `next_id` on, the expansion keeps the call's id.
/// False (and the tree partly expanded) when the copies would pass
/// `copied` nodes, of [`COPIED_NODES_LIMIT`].
pub(crate) fn expand_optional_macros(expr: &mut IdedExpr, next_id: &mut u64, copied: &mut u64) -> bool {
    let mut within = true;
    for_each_child(&mut expr.expr, |child| {
        within = within && expand_optional_macros(child, next_id, copied);
    });
    if !within {
        return false;
    }
    let Expr::Call(call) = &mut expr.expr else { return true };
    let Some((name, _)) = macro_of(call) else { return true };
    if let Some(target) = call.target.as_deref() {
        *copied = copied.saturating_add(node_count(target));
        if *copied > COPIED_NODES_LIMIT {
            return false;
        }
    }
    let flat = *name == "optFlatMap";
    let (Some(target), mut args) = (call.target.take(), std::mem::take(&mut call.args)) else {
        return true;
    };
    let (Some(mapped), Some(variable)) = (args.pop(), args.pop()) else {
        return true;
    };
    let Expr::Ident(variable) = variable.expr else {
        return true;
    };
    let source = if flat {
        format!("{TARGET}.hasValue() ? {MAPPED} : optional.none()")
    } else {
        format!("{TARGET}.hasValue() ? optional.of({MAPPED}) : optional.none()")
    };
    let Ok(mut template) = crate::rule::parse_template(&source) else {
        return true;
    };
    crate::two_var::renumber(&mut template, next_id);
    // The target is read twice: `hasValue()` and `value()`.
    let mut copy = (*target).clone();
    crate::two_var::renumber(&mut copy, next_id);
    let mut node = |e: Expr| {
        let id = *next_id;
        *next_id = next_id.saturating_add(1);
        IdedExpr { id, expr: e }
    };
    let value = node(Expr::Call(CallExpr {
        func_name: "value".to_owned(),
        target: Some(Box::new(copy)),
        args: Vec::new(),
    }));
    let bound = crate::two_var::binding(&variable, value, mapped, &mut node);
    let mut parts = vec![(TARGET.to_owned(), *target), (MAPPED.to_owned(), bound)];
    crate::two_var::substitute(&mut template, &mut parts);
    template.id = expr.id;
    *expr = template;
    true
}

/// The macro a conditional was expanded from, with the target whose
/// `hasValue()` it tests, the variable and the mapped expression: `None`
/// for a conditional the rule wrote.
pub(crate) fn expanded_optional_macro(c: &CallExpr) -> Option<(&'static str, &IdedExpr, &str, &IdedExpr)> {
    let [condition, then, _] = c.args.as_slice() else {
        return None;
    };
    if c.func_name != "_?_:_" {
        return None;
    }
    let Expr::Call(has_value) = &condition.expr else {
        return None;
    };
    let target = has_value.target.as_deref()?;
    let (name, binding) = match &then.expr {
        Expr::Comprehension(_) => ("optFlatMap", then),
        Expr::Call(of) if of.func_name == "of" => ("optMap", of.args.first()?),
        _ => return None,
    };
    let Expr::Comprehension(binding) = &binding.expr else {
        return None;
    };
    (binding.iter_var == "#unused").then_some((name, target, binding.accu_var.as_str(), &binding.result))
}
