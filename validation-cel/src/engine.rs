//! The CEL environment: the standard library, Kubernetes' libraries
//! (lists, sets, strings, regex, URLs, IP/CIDR, quantity, semver, format)
//! and optionals, registered once; each evaluation binds `self` and
//! `oldSelf` in a child scope.

use std::sync::Arc;

use kube_cel::cel::objects::OptionalValue;
use kube_cel::cel::{Context, ExecutionError, IdedExpr, Value as Cel};
use kube_cel::KubeCelExt;

use crate::rule::RuntimeError;

/// The function registry every rule is evaluated with. Building one
/// registers a few hundred functions: keep one per thread (see
/// [`Engine::with`]) or per validator.
pub struct Engine {
    root: Context<'static>,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

thread_local! {
    static ENGINE: Engine = Engine::new();
}

/// One rule's bound variables and its result, kept so the
/// `messageExpression` sees the same `self` and `oldSelf`.
pub struct Evaluation<'e> {
    pub(crate) engine: &'e Engine,
    new: Cel,
    old: Option<Cel>,
    pub(crate) result: Result<Cel, RuntimeError>,
}

impl Engine {
    pub fn new() -> Engine {
        Engine {
            root: Context::default().with_all(),
        }
    }

    /// Runs `f` with this thread's engine, built on first use.
    pub fn with<R>(f: impl FnOnce(&Engine) -> R) -> R {
        ENGINE.with(f)
    }

    /// `oldSelf` for a rule with `optionalOldSelf`.
    pub fn optional(&self, old: Option<Cel>) -> Cel {
        Cel::Opaque(Arc::new(match old {
            Some(v) => OptionalValue::of(v),
            None => OptionalValue::none(),
        }))
    }

    /// Evaluates `program` with `self = new` and, when given, `oldSelf = old`.
    pub fn evaluate(&self, program: &IdedExpr, new: Cel, old: Option<Cel>) -> Evaluation<'_> {
        let result = self.run(program, &new, old.as_ref());
        Evaluation {
            engine: self,
            new,
            old,
            result,
        }
    }

    /// Evaluates another program (a message expression) with the variables
    /// of `eval`.
    pub(crate) fn evaluate_in(&self, eval: &Evaluation<'_>, program: &IdedExpr) -> Result<Cel, RuntimeError> {
        self.run(program, &eval.new, eval.old.as_ref())
    }

    fn run(&self, program: &IdedExpr, new: &Cel, old: Option<&Cel>) -> Result<Cel, RuntimeError> {
        let mut scope = self.root.new_inner_scope();
        scope.add_variable_from_value("self", new.clone());
        if let Some(old) = old {
            scope.add_variable_from_value("oldSelf", old.clone());
        }
        scope.resolve(program).map_err(|e| classify(&e))
    }
}

/// The API server's wording of a runtime error.
fn classify(e: &ExecutionError) -> RuntimeError {
    #[allow(deprecated)]
    match e {
        ExecutionError::NoSuchOverload
        | ExecutionError::UnsupportedBinaryOperator(..)
        | ExecutionError::UnsupportedUnaryOperator(..)
        | ExecutionError::ValuesNotComparable(..)
        | ExecutionError::UnexpectedType { .. }
        | ExecutionError::UnsupportedTargetType { .. }
        | ExecutionError::NotSupportedAsMethod { .. } => RuntimeError::NoSuchOverload,
        ExecutionError::NoSuchKey(key) => RuntimeError::Other(format!("no such key: {key}")),
        ExecutionError::DivisionByZero(_) => RuntimeError::Other("division by zero".to_owned()),
        ExecutionError::RemainderByZero(_) => RuntimeError::Other("modulus by zero".to_owned()),
        ExecutionError::Overflow(..) => RuntimeError::Other("integer overflow".to_owned()),
        ExecutionError::IndexOutOfBounds(i) => RuntimeError::Other(format!("index out of bounds: {}", plain(i))),
        ExecutionError::FunctionError { message, .. } => RuntimeError::Other(message.clone()),
        ExecutionError::UndeclaredReference(name) => RuntimeError::Other(format!("no such attribute: {name}")),
        other => RuntimeError::Other(other.to_string()),
    }
}

fn plain(v: &Cel) -> String {
    match v {
        Cel::Int(i) => i.to_string(),
        Cel::UInt(u) => u.to_string(),
        other => format!("{other:?}"),
    }
}
