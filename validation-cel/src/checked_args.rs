//! Two rewrites that make runtime errors read as the API server's:
//!
//! - The string a Kubernetes constructor (`ip`, `cidr`, `url`, `quantity`,
//!   `semver`) parses is checked first, so that a rejected string fails with
//!   the API server's message rather than the `kube-cel` crate's: each call
//!   `name(a...)` becomes `@check_name(a..., name(a...))`, which evaluates
//!   `a`, checks it, and only then the call.
//! - The `cel` crate reports "missing argument" when the first argument of
//!   a function called as `f(a)` fails to evaluate; `a.f()` reports `a`'s
//!   own error (`no such key: x`). The conversions and `size`, which take
//!   either form, are called as methods.

use kube_cel::cel::common::ast::{CallExpr, Expr};
use kube_cel::cel::{Context, ExecutionError, FunctionContext, IdedExpr, Value as Cel};

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

/// Registers the checking functions.
pub(crate) fn register(root: &mut Context<'static>) {
    root.add_function("@check_ip", |ftx: &FunctionContext| check(ftx, ip_error));
    root.add_function("@check_cidr", |ftx: &FunctionContext| check(ftx, cidr_error));
    root.add_function("@check_url", |ftx: &FunctionContext| {
        check(ftx, |s, _| {
            crate::urls::url_error(s).map(|e| format!("URL parse error during conversion from string: {e}"))
        })
    });
    root.add_function("@check_quantity", |ftx: &FunctionContext| {
        check(ftx, |s, _| quantity_error(s).map(str::to_owned))
    });
    root.add_function("@check_isSemver", |ftx: &FunctionContext| check(ftx, |_, _| None));
    root.add_function("@check_semver", |ftx: &FunctionContext| {
        check(ftx, |s, options| {
            semver_error(s, matches!(options, Some(Cel::Bool(true))))
        })
    });
}

/// Evaluates the checked call's arguments, fails with `why`'s text when it
/// rejects the first (a string), and evaluates the call otherwise.
fn check(ftx: &FunctionContext, why: impl Fn(&str, Option<&Cel>) -> Option<String>) -> Result<Cel, ExecutionError> {
    let [arguments @ .., call] = ftx.args else {
        return Err(ExecutionError::NoSuchOverload);
    };
    let mut values = arguments.iter().map(|a| ftx.ptx.resolve(a));
    let first = values.next().transpose()?;
    let second = values.next().transpose()?;
    if let Some(Cel::String(s)) = &first {
        if let Some(message) = why(s, second.as_ref()) {
            return Err(kubernetes_error(message));
        }
    }
    ftx.ptx.resolve(call)
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
