//! Two rewrites of the tree the cost models read:
//!
//! - The string a Kubernetes constructor (`ip`, `cidr`, `url`, `quantity`,
//!   `semver`) parses is checked first, so that a rejected string fails with
//!   the API server's message whatever the library's: each call
//!   `name(a...)` becomes `@check_name(a..., name(a...))`; the cost models
//!   charge the call alone. The interpreter evaluates `@check_name(a...)`
//!   (see [`for_evaluation`]), which checks `a` and only then calls `name`.
//! - The conversions and `size`, which take either form, are read as
//!   methods (`a.f()`); the interpreter calls the conversions as functions.

use cel::common::ast::{CallExpr, Expr};
use cel::common::value::CowVal;
use cel::{ExecutionError, FunctionContext, IdedExpr, Value as Cel};

use crate::go_errors::{quantity_error, semver_error};
use crate::subexpressions::for_each_child;

fn ip_error(s: &str, _: Option<&Cel>) -> Option<String> {
    crate::go_errors::ip_error(s)
}

fn cidr_error(s: &str, _: Option<&Cel>) -> Option<String> {
    crate::go_errors::cidr_error(s)
}

/// The constructors whose argument is checked.
/// `isSemver` rejects nothing: it is checked so that a failing argument
/// reports its own error (the crate's reads the argument as a target).
const CHECKED: [&str; 6] = ["ip", "cidr", "url", "quantity", "semver", "isSemver"];

/// Functions the `cel` crate evaluates the same as `f(a)` and `a.f()`.
const METHOD_FORM: [&str; 5] = ["size", "int", "uint", "double", "string"];

/// The prefix of the checking functions' names (not a CEL identifier, so
/// no rule can call one).
pub(crate) const PREFIX: &str = "@check_";

/// Wraps the argument of every checked constructor call in `expr`.
pub(crate) fn rewrite(expr: &mut IdedExpr) {
    let id = expr.id;
    for_each_child(&mut expr.expr, rewrite);
    if let Expr::Call(call) = &mut expr.expr {
        if call.target.is_none() && call.args.len() == 1 && METHOD_FORM.contains(&call.func_name.as_str()) {
            call.target = call.args.pop().map(Box::new);
        }
        if call.target.is_none() && !call.args.is_empty() && CHECKED.contains(&call.func_name.as_str()) {
            let checked = std::mem::take(expr);
            *expr = check_before(checked, id);
        }
    }
}

/// `name(args...)` becomes `@check_name(args..., name(args...))`.
fn check_before(call: IdedExpr, id: u64) -> IdedExpr {
    let Expr::Call(c) = &call.expr else {
        return call;
    };
    let mut args = c.args.clone();
    let func_name = format!("{PREFIX}{}", c.func_name);
    args.push(call);
    IdedExpr {
        id,
        expr: Expr::Call(CallExpr {
            func_name,
            target: None,
            args,
        }),
    }
}

/// What a check says of a constructor's first argument (a string) and its
/// second, if any: the API server's message when it rejects them.
type Why = fn(&str, Option<&Cel>) -> Option<String>;

/// Registers the checking functions.
pub(crate) fn register(root: &mut crate::engine::Functions<'_>) {
    let checks: [(&str, Why); 6] = [
        ("@check_ip", ip_error),
        ("@check_cidr", cidr_error),
        ("@check_url", |s, _| {
            crate::urls::url_error(s).map(|e| format!("URL parse error during conversion from string: {e}"))
        }),
        ("@check_quantity", |s, _| quantity_error(s).map(str::to_owned)),
        ("@check_isSemver", |_, _| None),
        ("@check_semver", |s, options| {
            semver_error(s, matches!(options, Some(Cel::Bool(true))))
        }),
    ];
    for (name, why) in checks {
        type Checked = Box<
            dyn for<'c, 'v> Fn(&mut FunctionContext<'c, 'v>) -> Result<CowVal<'c, 'v>, ExecutionError> + Send + Sync,
        >;
        let checked: Checked = Box::new(move |ftx| check(ftx, why));
        root.add(name, checked);
    }
}

/// Fails with `why`'s text when it rejects the first argument (a string),
/// and calls the checked constructor on the arguments otherwise. The
/// interpreter evaluates a call's arguments before the call: the check's
/// evaluation form (see [`for_evaluation`]) takes the constructor's
/// arguments alone, and the constructor is called here, on their values.
/// Its result is handed back as it is (a library value has no `Value`
/// form).
fn check<'c, 'v>(ftx: &mut FunctionContext<'c, 'v>, why: Why) -> Result<CowVal<'c, 'v>, ExecutionError> {
    let constructor = ftx.name.strip_prefix(PREFIX).unwrap_or_default();
    let plain = |i: usize| ftx.args.get(i).and_then(|a| Cel::try_from(a.as_ref()).ok());
    if let Some(Cel::String(s)) = plain(0) {
        if let Some(message) = why(&s, plain(1).as_ref()) {
            return Err(kubernetes_error(message));
        }
    }
    let mut scope = ftx.ptx.new_inner_scope();
    let mut args = Vec::with_capacity(ftx.args.len());
    for (i, value) in ftx.args.iter().enumerate() {
        let name = format!("{PREFIX}{i}");
        scope.add_variable_as_val(name.clone(), value.clone().into_owned());
        args.push(IdedExpr {
            id: 0,
            expr: Expr::Ident(name),
        });
    }
    let call = IdedExpr {
        id: 0,
        expr: Expr::Call(CallExpr {
            func_name: constructor.to_owned(),
            target: None,
            args,
        }),
    };
    let result = Cel::resolve_val(&call, &scope)?.into_owned();
    Ok(CowVal::Owned(result))
}

/// `@check_name(args..., name(args...))` as the interpreter evaluates it:
/// `@check_name(args...)`, which calls `name` itself once the check passes.
/// True when `expr` had such a call.
/// The conversions, which `cel` only calls as functions, are called so
/// again.
pub(crate) fn for_evaluation(expr: &mut IdedExpr) -> bool {
    let mut changed = false;
    for_each_child(&mut expr.expr, |child| changed |= for_evaluation(child));
    if let Expr::Call(call) = &mut expr.expr {
        if call.func_name.starts_with(PREFIX) {
            call.args.pop();
            changed = true;
        }
        if call.func_name != "size" && call.args.is_empty() && METHOD_FORM.contains(&call.func_name.as_str()) {
            if let Some(target) = call.target.take() {
                call.args.push(*target);
                changed = true;
            }
        }
    }
    changed
}

/// The function name the engine's error classification passes through as
/// the API server's own text.
pub(crate) const KUBERNETES: &str = "@kubernetes";

/// An error whose message is already the API server's.
pub(crate) fn kubernetes_error(message: String) -> ExecutionError {
    ExecutionError::FunctionError {
        function: KUBERNETES.to_owned(),
        message,
    }
}

/// An argument no overload takes (the API server's `no such overload`).
pub(crate) fn no_such_overload() -> ExecutionError {
    ExecutionError::no_such_overload("", Vec::new())
}
