//! Kubernetes' CEL libraries on the `cel` 0.15 crate, written from their
//! documented behaviour (the `k8s.io/apiserver/pkg/cel/library` docs and
//! test tables, cel-go's `ext` libraries as Kubernetes configures them):
//! Kubernetes' lists, cel-go's lists and sets, strings, IP and CIDR,
//! quantity, semver and JSON patch keys, with the API server's results and
//! error texts. Where `cel` 0.15's own extension already answers as cel-go
//! (strings, most of cel-go's lists), it is declared as it is.
//!
//! `cel` 0.15 picks an overload by the types of the values, from those
//! declared in its [`Env`]; a function added to a `Context` instead can't
//! share a name the `Env` declares (`string`, `indexOf`, `reverse`, ...).
//! So each library declares its overloads on the `Env` the engine's root
//! context is built with ([`Context::with_env`](cel::Context::with_env)).
//! Which functions a Kubernetes version has is the type checker's to
//! decide (validation-cel's own); this declares the newest set.
//!
//! For the engine: the strings and lists extensions of `cel` 0.15 declare
//! `join`, `replace` and `lists.range`, so ours (built_strings.rs) can't
//! also be `Context` functions of those names; and the values of our
//! types (`net.IP`, `net.CIDR`, `kubernetes.Quantity`,
//! `kubernetes.Semver`) have no `cel::Value` form, so an expression that
//! evaluates to one fails in `Program::execute` (`Value::resolve_val`
//! returns it), as no rule may evaluate to one.
//!
//! Not here, as validation-cel already has them: `find`/`findAll`/
//! `matches` (regex), `url` and its accessors, `format.*`/`validate`,
//! `sum`, and the cost-bounded `join`, `replace` and `lists.range`
//! (engine.rs, urls.rs, formats.rs, built_strings.rs).

use std::cmp::Ordering;

use cel::common::functions::Function;
use cel::common::types::{CelBool, CelInt, CelString, Type};
use cel::common::value::{CowVal, Val};
use cel::{DeclarationError, Env, ExecutionError};

mod cidr;
mod ext_lists;
mod optional_macros;
pub(crate) use ext_lists::{expand_sort_by, sort_by_misuses, SORT_BY_INPUT, SORT_BY_KEYS};
pub(crate) use lists::{sum_zero, sum_zero_tag};
pub(crate) use optional_macros::{
    expand_optional_macros, expanded_optional_macro, optional_macro_misuses, COPIED_NODES_LIMIT,
};
mod ip;
mod jsonpatch;
mod lists;
mod quantity;
mod semver;
mod sets;
mod strings;

/// Declares Kubernetes' libraries on `env`.
///
/// # Errors
///
/// A [`DeclarationError`] when `env` already declares one of the overloads
/// (the same id or signature).
pub(crate) fn register(env: &mut Env) -> Result<(), DeclarationError> {
    lists::register(env)?;
    ext_lists::register(env)?;
    sets::register(env)?;
    strings::register(env)?;
    ip::register(env)?;
    cidr::register(env)?;
    quantity::register(env)?;
    semver::register(env)?;
    jsonpatch::register(env)?;
    Ok(())
}

/// An overload's implementation.
type Overload = for<'b, 'v> fn(Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError>;

/// An error whose text is the API server's own: the engine reports it as
/// it is (see `checked_args::KUBERNETES`).
fn kubernetes_error(message: impl Into<String>) -> ExecutionError {
    ExecutionError::function_error(crate::checked_args::KUBERNETES, message.into())
}

/// cel-go's error for a function no overload of which takes `args`, or an
/// argument of a type the function can't handle.
fn no_such_overload(function: &str, args: &[&dyn Val]) -> ExecutionError {
    ExecutionError::no_such_overload(function, args.iter().map(|a| a.get_type().name().to_owned()).collect())
}

/// The `N` arguments of an overload, the target first.
fn take<'b, 'v, const N: usize>(args: Vec<CowVal<'b, 'v>>) -> Result<[CowVal<'b, 'v>; N], ExecutionError> {
    args.try_into()
        .map_err(|args: Vec<_>| ExecutionError::invalid_argument_count(N, args.len()))
}

/// `v` as a string, for an overload declared with a `string` parameter.
fn string_arg<'a>(function: &str, v: &'a dyn Val) -> Result<&'a str, ExecutionError> {
    <&str>::try_from(v).map_err(|v| no_such_overload(function, &[v]))
}

/// `v` as a bool, for an overload declared with a `bool` parameter.
fn bool_arg(function: &str, v: &dyn Val) -> Result<bool, ExecutionError> {
    <&bool>::try_from(v)
        .copied()
        .map_err(|v| no_such_overload(function, &[v]))
}

/// `v` as one of our opaque types `T`.
fn opaque_arg<'a, T: cel::common::value::StaticVal>(function: &str, v: &'a dyn Val) -> Result<&'a T, ExecutionError> {
    v.downcast_ref::<T>().ok_or_else(|| no_such_overload(function, &[v]))
}

/// A library type whose values `isGreaterThan`, `isLessThan` and `compareTo`
/// order (quantities, semantic versions).
trait Ordered {
    /// The order of the receiver and the argument of `function`.
    fn ordering(args: Vec<CowVal<'_, '_>>, function: &str) -> Result<Ordering, ExecutionError>;
}

/// Declares `isGreaterThan`, `isLessThan` and `compareTo` on the type `ty`
/// gives (overload ids `<name>_is_greater_than`, ...), ordered by `T`.
fn add_comparisons<T: Ordered>(env: &mut Env, name: &str, ty: impl Fn() -> Type) -> Result<(), DeclarationError> {
    let comparisons: [(&str, &str, Function); 3] = [
        ("isGreaterThan", "is_greater_than", is_greater_than::<T>),
        ("isLessThan", "is_less_than", is_less_than::<T>),
        ("compareTo", "compare_to", compare_to::<T>),
    ];
    for (function, id, op) in comparisons {
        env.add_member_overload(function, &format!("{name}_{id}"), ty(), vec![ty()], op)?;
    }
    Ok(())
}

fn is_greater_than<'b, 'v, T: Ordered>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    bool_value(T::ordering(args, "isGreaterThan")? == Ordering::Greater)
}

fn is_less_than<'b, 'v, T: Ordered>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    bool_value(T::ordering(args, "isLessThan")? == Ordering::Less)
}

fn compare_to<'b, 'v, T: Ordered>(args: Vec<CowVal<'b, 'v>>) -> Result<CowVal<'b, 'v>, ExecutionError> {
    int_value(match T::ordering(args, "compareTo")? {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    })
}

fn bool_value<'b, 'v>(b: bool) -> Result<CowVal<'b, 'v>, ExecutionError> {
    Ok(CowVal::owned(CelBool::from(b)))
}

fn int_value<'b, 'v>(i: i64) -> Result<CowVal<'b, 'v>, ExecutionError> {
    Ok(CowVal::owned(CelInt::from(i)))
}

fn string_value<'b, 'v>(s: String) -> Result<CowVal<'b, 'v>, ExecutionError> {
    Ok(CowVal::owned(CelString::from(s)))
}

/// Implements [`Val`] for an opaque value type of ours: its CEL type is
/// `$type` (a `LazyLock<Type>`), equality is `PartialEq`'s.
macro_rules! opaque_val {
    ($t:ty, $type:expr) => {
        impl cel::common::value::Val for $t {
            fn get_type(&self) -> &cel::common::types::Type {
                &$type
            }

            fn cel_type() -> &'static cel::common::types::Type {
                &$type
            }

            fn equals(&self, other: &dyn cel::common::value::Val) -> bool {
                other.downcast_ref::<$t>().is_some_and(|other| other == self)
            }

            fn clone_as_boxed<'v>(&self) -> Box<dyn cel::common::value::Val + 'v>
            where
                Self: 'v,
            {
                Box::new(self.clone())
            }

            fn as_any(&self) -> Option<&dyn std::any::Any> {
                Some(self)
            }
        }

        impl cel::common::value::StaticVal for $t {}
    };
}
use opaque_val;

/// A shared, immutable environment with the libraries, for tests.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;
    use cel::{Context, Program, Value};
    use std::sync::Arc;

    thread_local! {
        static ENV: Arc<Env> = {
            let mut env = Env::stdlib();
            register(&mut env).expect("the libraries declare no overload twice");
            Arc::new(env)
        };
    }

    /// Evaluates `expr` with the libraries.
    pub(crate) fn eval(expr: &str) -> Result<Value, ExecutionError> {
        eval_with(expr, Vec::new())
    }

    /// Evaluates `expr` compiled by the environment, which expands its
    /// macros (`sortBy`).
    pub(crate) fn eval_compiled(expr: &str) -> Result<Value, ExecutionError> {
        ENV.with(|env| {
            let program = env.compile(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
            program.execute(&Context::with_env(Arc::clone(env)))
        })
    }

    /// Evaluates `expr` with the libraries and the variables `bound`.
    pub(crate) fn eval_with(expr: &str, bound: Vec<(&str, Value)>) -> Result<Value, ExecutionError> {
        let program = Program::compile(expr).unwrap_or_else(|e| panic!("{expr}: {e}"));
        ENV.with(|env| {
            let mut context = Context::with_env(Arc::clone(env));
            for (name, value) in bound {
                context.add_variable_from_value(name, value);
            }
            program.execute(&context)
        })
    }

    /// `expr` evaluates to `expected`.
    #[track_caller]
    pub(crate) fn assert_value(expr: &str, expected: impl Into<Value>) {
        assert_eq!(eval(expr), Ok(expected.into()), "{expr}");
    }

    /// `expr` is true.
    #[track_caller]
    pub(crate) fn assert_true(expr: &str) {
        assert_value(expr, true);
    }

    /// `expr` fails with the API server's text `message`.
    #[track_caller]
    pub(crate) fn assert_error(expr: &str, message: &str) {
        match eval(expr) {
            Err(e) => assert_eq!(text(&e), message, "{expr}"),
            Ok(v) => panic!("{expr}: {v:?}, expected the error {message}"),
        }
    }

    /// `expr` fails as cel-go fails a call no overload takes.
    #[track_caller]
    pub(crate) fn assert_no_such_overload(expr: &str) {
        match eval(expr) {
            Err(ExecutionError::NoSuchOverload(_)) => {}
            other => panic!("{expr}: {other:?}, expected no such overload"),
        }
    }

    /// Runs the cases of a table of `tests/conformance/kubernetes-library`
    /// (Kubernetes' library tests, transcribed): each value or runtime
    /// error must be the API server's. A case the API server rejects when
    /// compiling must fail with no overload here (the type checker,
    /// validation-cel's own, rejects it first). Returns how many ran.
    pub(crate) fn run_kubernetes_table(jsonl: &str) -> usize {
        let mut ran = 0;
        for line in jsonl.lines().filter(|l| !l.trim().is_empty()) {
            let case: serde_json::Value = serde_json::from_str(line).expect("a JSON case");
            let expr = case["expr"].as_str().expect("an expression");
            let got = eval(expr);
            if let Some(pattern) = case["error"].as_str() {
                let pattern = if case["error_regex"] == true {
                    pattern.to_owned()
                } else {
                    regex::escape(pattern)
                };
                let matcher = regex::Regex::new(&format!("^(?:{pattern})$")).expect("a pattern");
                match &got {
                    Err(e) => assert!(matcher.is_match(&text(e)), "{expr}: {} !~ {pattern}", text(e)),
                    Ok(v) => panic!("{expr}: {v:?}, expected an error ~ {pattern}"),
                }
            } else if case.get("compile_error").is_some() {
                assert!(matches!(got, Err(ExecutionError::NoSuchOverload(_))), "{expr}: {got:?}");
            } else if let Some(cel) = case["value"]["cel"].as_str() {
                // An opaque value (an IP), which has no `Value` form: equal
                // to the one `cel` makes.
                assert_eq!(eval(&format!("({expr}) == ({cel})")), Ok(Value::Bool(true)), "{expr}");
            } else {
                assert_eq!(got, Ok(expected(&case["value"], expr)), "{expr}");
            }
            ran += 1;
        }
        ran
    }

    /// A case's expected literal value.
    fn expected(value: &serde_json::Value, expr: &str) -> Value {
        let text = |key: &str| value[key].as_str().map(str::to_owned);
        if let Some(b) = value["bool"].as_bool() {
            Value::Bool(b)
        } else if let Some(i) = text("int") {
            Value::Int(i.parse().expect("an int"))
        } else if let Some(d) = text("double") {
            Value::Float(d.parse().expect("a double"))
        } else if let Some(s) = text("string") {
            Value::from(s)
        } else {
            panic!("{expr}: unknown expected value {value}")
        }
    }

    /// An error's text as the API server words it, where this module words
    /// it (`kubernetes_error`) or `cel` 0.15 words it as cel-go does.
    fn text(e: &ExecutionError) -> String {
        match e {
            ExecutionError::FunctionError { message, .. } => message.clone(),
            other => other.to_string(),
        }
    }
}
