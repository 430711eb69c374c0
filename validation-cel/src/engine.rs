//! The CEL environment: the standard library, Kubernetes' libraries
//! (lists, sets, strings, regex, URLs, IP/CIDR, quantity, semver, format)
//! and optionals, registered once; each evaluation binds `self` and
//! `oldSelf` in a child scope.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use kube_cel::cel::extractors::This;
use regex::Regex;

use kube_cel::cel::objects::{Opaque, OptionalValue};
use kube_cel::cel::{Context, ExecutionError, FunctionContext, IdedExpr, Value as Cel};
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
        let mut root = Context::default().with_all();
        // `type(x) == string`: the `cel` crate has no type values, so types
        // are opaque names, bound as variables and returned by `type()`.
        root.add_function("type", cel_type);
        root.add_function("matches", matches);
        for name in TYPE_NAMES {
            root.add_variable_from_value(name, type_value(name));
        }
        Engine { root }
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

const TYPE_NAMES: [&str; 12] = [
    "int",
    "uint",
    "double",
    "bool",
    "string",
    "bytes",
    "list",
    "map",
    "null_type",
    "google.protobuf.Duration",
    "google.protobuf.Timestamp",
    "optional_type",
];

/// A CEL type, as a value.
#[derive(Debug, PartialEq, Eq)]
struct TypeValue(&'static str);

impl Opaque for TypeValue {
    fn runtime_type_name(&self) -> &str {
        "type"
    }
}

thread_local! {
    /// Compiled patterns by source: rules match the same few patterns on
    /// every call, and compiling one costs far more than matching it.
    static PATTERNS: RefCell<HashMap<String, Regex>> = RefCell::new(HashMap::new());
}

/// `s.matches(re)`, with the compiled pattern cached per thread.
fn matches(ftx: &FunctionContext, This(s): This<Arc<String>>, re: Arc<String>) -> Result<bool, ExecutionError> {
    PATTERNS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(compiled) = cache.get(re.as_str()) {
            return Ok(compiled.is_match(&s));
        }
        let compiled = Regex::new(&re).map_err(|e| ftx.error(format!("'{re}' not a valid regex:\n{e}")))?;
        let found = compiled.is_match(&s);
        if cache.len() >= 256 {
            cache.clear();
        }
        cache.insert(re.to_string(), compiled);
        Ok(found)
    })
}

fn cel_type(_: &FunctionContext, v: Cel) -> Result<Cel, ExecutionError> {
    Ok(type_value(type_name(&v)))
}

fn type_value(name: &'static str) -> Cel {
    Cel::Opaque(Arc::new(TypeValue(name)))
}

fn type_name(v: &Cel) -> &'static str {
    match v {
        Cel::List(_) => "list",
        Cel::Map(_) => "map",
        Cel::Int(_) => "int",
        Cel::UInt(_) => "uint",
        Cel::Float(_) => "double",
        Cel::String(_) => "string",
        Cel::Bytes(_) => "bytes",
        Cel::Bool(_) => "bool",
        Cel::Duration(_) => "google.protobuf.Duration",
        Cel::Timestamp(_) => "google.protobuf.Timestamp",
        Cel::Null => "null_type",
        Cel::Opaque(o) if o.runtime_type_name() == "optional_type" => "optional_type",
        Cel::Opaque(_) | Cel::Function(..) => "type",
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
