//! Two-variable comprehensions of Kubernetes' CEL environment (cel-go's
//! two-variable comprehensions extension): `all(i, v, p)`,
//! `exists(i, v, p)`, `existsOne(i, v, p)`, `transformList(i, v,
//! [filter,] expr)`, `transformMap(k, v, [filter,] expr)` and
//! `transformMapEntry(k, v, [filter,] entry)`. A list is iterated as (index, item), a map as (key,
//! value). The `cel` crate parses them as plain calls; they are expanded
//! here, as cel-go expands them, into comprehensions with a second
//! iteration variable, which the type checker, the estimator and the meter
//! read. The crate's interpreter has no second variable: [`for_evaluation`]
//! rewrites them into what it evaluates, with the same results.

use cel::common::ast::{CallExpr, ComprehensionExpr, Expr};
use cel::IdedExpr;

use crate::subexpressions::for_each_child;

/// The macros, with the single-variable macro whose expansion theirs
/// follows, and how many arguments they take.
const MACROS: [(&str, &str, usize); 5] = [
    ("all", "all", 3),
    ("exists", "exists", 3),
    ("existsOne", "existsOne", 3),
    ("transformList", "map", 3),
    ("transformList", "map", 4),
];

const NOT_A_NAME: &str = "argument must be a simple name";
const OVERWRITES_ACCUMULATOR: &str = "iteration variable overwrites accumulator variable";

/// Placeholders of the templates, replaced by the rule's expressions
/// before anything reads the tree.
const RANGE: &str = "__two_var_range";
const ITEM: &str = "__two_var_item";
const FIRST: &str = "__two_var_first";

/// The macros that build a map, and how many arguments they take.
const MAP_MACROS: [(&str, usize); 4] = [
    ("transformMap", 3),
    ("transformMap", 4),
    ("transformMapEntry", 3),
    ("transformMapEntry", 4),
];

/// The function a map-building step calls: `(map, key, value)` inserts an
/// entry, `(map, map)` the other map's entries; a key already present is
/// an error.
pub(crate) const MAP_INSERT: &str = "cel.@mapInsert";

/// The accumulator cel-go names its comprehensions' results with.
const ACCUMULATOR: &str = "@result";

fn is_map_macro(call: &CallExpr) -> bool {
    call.target.is_some()
        && MAP_MACROS
            .iter()
            .any(|(name, arity)| *name == call.func_name && *arity == call.args.len())
}

/// The single-variable macro a call of a two-variable one follows.
fn template_macro(call: &CallExpr) -> Option<&'static str> {
    call.target.as_ref()?;
    MACROS
        .iter()
        .find(|(name, _, arity)| *name == call.func_name && *arity == call.args.len())
        .map(|(_, single, _)| *single)
}

/// The misuses of two-variable comprehensions in `expr`, as cel-go words
/// them: a variable that is not a name, twice the same name, the
/// accumulator's name.
pub(crate) fn misuses(expr: &IdedExpr) -> Vec<MacroError> {
    let mut out = Vec::new();
    let mut copy = expr.clone();
    collect_misuses(&mut copy, &mut out);
    out
}

fn collect_misuses(expr: &mut IdedExpr, out: &mut Vec<MacroError>) {
    if let Expr::Call(call) = &expr.expr {
        if template_macro(call).is_some() || is_map_macro(call) {
            if let Some(e) = variable_error(&call.args) {
                out.push(e);
            }
        }
    }
    for_each_child(&mut expr.expr, |child| collect_misuses(child, out));
}

fn variable_error(args: &[IdedExpr]) -> Option<MacroError> {
    let [first, second, ..] = args else { return None };
    let error = |id, message| Some(MacroError { id, message });
    let Expr::Ident(a) = &first.expr else {
        return error(first.id, NOT_A_NAME.to_owned());
    };
    let Expr::Ident(b) = &second.expr else {
        return error(second.id, NOT_A_NAME.to_owned());
    };
    if a == b {
        return error(second.id, format!("duplicate variable name: {a}"));
    }
    if a == "__result__" {
        return error(first.id, OVERWRITES_ACCUMULATOR.to_owned());
    }
    if b == "__result__" {
        return error(second.id, OVERWRITES_ACCUMULATOR.to_owned());
    }
    None
}

/// Expands every well-formed two-variable comprehension of `expr`; new
/// nodes take ids from `next_id` on.
pub(crate) fn expand(expr: &mut IdedExpr, next_id: &mut u64) {
    for_each_child(&mut expr.expr, |child| expand(child, next_id));
    let Expr::Call(call) = &mut expr.expr else { return };
    if is_map_macro(call) && variable_error(&call.args).is_none() {
        if let Some(expanded) = map_macro(call, expr.id, next_id) {
            *expr = expanded;
        }
        return;
    }
    let Some(single) = template_macro(call) else { return };
    if variable_error(&call.args).is_some() {
        return;
    }
    let (Some(range), mut args) = (call.target.take(), std::mem::take(&mut call.args)) else {
        return;
    };
    let names: Vec<String> = args
        .iter()
        .take(2)
        .filter_map(|a| match &a.expr {
            Expr::Ident(n) => Some(n.clone()),
            _ => None,
        })
        .collect();
    let [first, second] = names.as_slice() else { return };
    let user = args.split_off(2);
    let placeholders: Vec<String> = (0..user.len()).map(|i| format!("{ITEM}{i}")).collect();
    let source = format!("{RANGE}.{single}({FIRST}, {})", placeholders.join(", "));
    let Ok(mut template) = crate::rule::parse_template(&source) else {
        return;
    };
    renumber(&mut template, next_id);
    let mut parts: Vec<(String, IdedExpr)> = placeholders.into_iter().zip(user).collect();
    parts.push((RANGE.to_owned(), *range));
    substitute(&mut template, &mut parts);
    if let Expr::Comprehension(c) = &mut template.expr {
        c.iter_var = first.clone();
        c.iter_var2 = Some(second.clone());
    }
    template.id = expr.id;
    *expr = template;
}

/// `transformMap` and `transformMapEntry` as cel-go expands them: from
/// `{}`, each step inserts `k: expr` (or the entries of the map `entry`),
/// behind the filter when there is one.
fn map_macro(call: &mut CallExpr, id: u64, next_id: &mut u64) -> Option<IdedExpr> {
    use cel::common::ast::{LiteralValue, MapExpr};
    let entry = call.func_name == "transformMapEntry";
    let range = call.target.take()?;
    let mut args = std::mem::take(&mut call.args).into_iter();
    let (Expr::Ident(first), Expr::Ident(second)) = (args.next()?.expr, args.next()?.expr) else {
        return None;
    };
    let rest: Vec<IdedExpr> = args.collect();
    let (filter, value) = match rest.len() {
        1 => (None, rest.into_iter().next()?),
        _ => {
            let mut rest = rest.into_iter();
            (rest.next(), rest.next()?)
        }
    };
    let mut node = |e: Expr| {
        let id = *next_id;
        *next_id = next_id.saturating_add(1);
        IdedExpr { id, expr: e }
    };
    let accumulator = node(Expr::Ident(ACCUMULATOR.to_owned()));
    let insert_args = if entry {
        vec![accumulator, value]
    } else {
        let key = node(Expr::Ident(first.clone()));
        vec![accumulator, key, value]
    };
    let insert = node(Expr::Call(CallExpr {
        func_name: MAP_INSERT.to_owned(),
        target: None,
        args: insert_args,
    }));
    let loop_step = match filter {
        Some(filter) => {
            let unchanged = node(Expr::Ident(ACCUMULATOR.to_owned()));
            node(Expr::Call(CallExpr {
                func_name: "_?_:_".to_owned(),
                target: None,
                args: vec![filter, insert, unchanged],
            }))
        }
        None => insert,
    };
    let accu_init = node(Expr::Map(MapExpr::default()));
    let loop_cond = node(Expr::Literal(LiteralValue::Boolean(true.into())));
    let result = node(Expr::Ident(ACCUMULATOR.to_owned()));
    Some(IdedExpr {
        id,
        expr: Expr::Comprehension(Box::new(ComprehensionExpr {
            iter_range: *range,
            iter_var: first,
            iter_var2: Some(second),
            accu_var: ACCUMULATOR.to_owned(),
            accu_init,
            loop_cond,
            loop_step,
            result,
        })),
    })
}

/// Gives every node of `expr` a fresh id.
pub(crate) fn renumber(expr: &mut IdedExpr, next_id: &mut u64) {
    expr.id = *next_id;
    *next_id = next_id.saturating_add(1);
    for_each_child(&mut expr.expr, |child| renumber(child, next_id));
}

/// Replaces each placeholder identifier with its expression (each occurs
/// once in a template).
pub(crate) fn substitute(expr: &mut IdedExpr, parts: &mut Vec<(String, IdedExpr)>) {
    if let Expr::Ident(name) = &expr.expr {
        if let Some(i) = parts.iter().position(|(p, _)| p == name) {
            *expr = parts.swap_remove(i).1;
            return;
        }
    }
    for_each_child(&mut expr.expr, |child| substitute(child, parts));
}

/// The name the evaluation form binds a range to (not an identifier).
const BOUND_RANGE: &str = "@range";
/// The function giving the keys a range is iterated by: a list's indices,
/// a map's keys.
pub(crate) const ITERATION_KEYS: &str = "@iteration_keys";

/// Whether `expr` has a two-variable comprehension.
pub(crate) fn has_two_variables(expr: &IdedExpr) -> bool {
    let mut copy = expr.clone();
    let mut found = false;
    find(&mut copy, &mut found);
    found
}

fn find(expr: &mut IdedExpr, found: &mut bool) {
    if let Expr::Comprehension(c) = &expr.expr {
        *found |= c.iter_var2.is_some();
    }
    for_each_child(&mut expr.expr, |child| find(child, found));
}

/// `range.<macro>(i, v, ...)` as the `cel` crate's interpreter evaluates
/// it: the range bound once, its keys iterated as `i`, and `v` bound to
/// `range[i]` around each step (`cel.bind` form):
/// `cel.bind(@range, range, @iteration_keys(@range).<macro>(i,
/// cel.bind(v, @range[i], step)))`.
pub(crate) fn for_evaluation(expr: &mut IdedExpr, next_id: &mut u64) {
    for_each_child(&mut expr.expr, |child| for_evaluation(child, next_id));
    let Expr::Comprehension(c) = &mut expr.expr else { return };
    let Some(second) = c.iter_var2.take() else { return };
    let mut node = |e: Expr| {
        let id = *next_id;
        *next_id = next_id.saturating_add(1);
        IdedExpr { id, expr: e }
    };
    let range = std::mem::take(&mut c.iter_range);
    let bound_range = node(Expr::Ident(BOUND_RANGE.to_owned()));
    c.iter_range = node(Expr::Call(CallExpr {
        func_name: ITERATION_KEYS.to_owned(),
        target: None,
        args: vec![bound_range],
    }));
    let bound_range = node(Expr::Ident(BOUND_RANGE.to_owned()));
    let key = node(Expr::Ident(c.iter_var.clone()));
    let item = node(Expr::Call(CallExpr {
        func_name: "_[_]".to_owned(),
        target: None,
        args: vec![bound_range, key],
    }));
    let step = std::mem::take(&mut c.loop_step);
    c.loop_step = binding(&second, item, step, &mut node);
    let comprehension = std::mem::take(expr);
    *expr = binding(BOUND_RANGE, range, comprehension, &mut node);
}

/// A binding of `name` to `init` in `result`: the comprehension cel-go
/// expands `cel.bind(name, init, result)` to (Kubernetes does not enable
/// that macro; the evaluation form uses its expansion).
pub(crate) fn binding(
    name: &str,
    init: IdedExpr,
    result: IdedExpr,
    node: &mut impl FnMut(Expr) -> IdedExpr,
) -> IdedExpr {
    use cel::common::ast::{ListExpr, LiteralValue};
    let iter_range = node(Expr::List(ListExpr::default()));
    let loop_cond = node(Expr::Literal(LiteralValue::Boolean(false.into())));
    let loop_step = node(Expr::Ident(name.to_owned()));
    node(Expr::Comprehension(Box::new(ComprehensionExpr {
        iter_range,
        iter_var: UNUSED_ITER_VAR.to_owned(),
        iter_var2: None,
        accu_var: name.to_owned(),
        accu_init: init,
        loop_cond,
        loop_step,
        result,
    })))
}

/// The iteration variable of a binding (a comprehension that never
/// iterates): not an identifier a rule can write, so it shadows nothing.
const UNUSED_ITER_VAR: &str = "#unused";

/// A misused macro: the id of the offending argument and cel-go's message.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MacroError {
    pub(crate) id: u64,
    pub(crate) message: String,
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
    crate::subexpressions::for_each_child(&mut expr.expr, |child| visit_ids(child, max));
}
