//! The CEL environment: the standard library, Kubernetes' libraries
//! (lists, sets, strings, regex, URLs, IP/CIDR, quantity, semver, format)
//! and optionals, registered once; each evaluation binds `self` and
//! `oldSelf` in a child scope.

use std::cell::{OnceCell, RefCell};
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

/// The result of [`Engine::evaluate`].
pub struct Evaluation<'e> {
    engine: &'e Engine,
    result: Result<Cel, RuntimeError>,
}

impl Evaluation<'_> {
    /// The value the program evaluated to, or the API server's
    /// classification of its failure.
    pub fn result(&self) -> Result<&Cel, &RuntimeError> {
        self.result.as_ref()
    }

    /// The engine that evaluated the program.
    pub fn engine(&self) -> &Engine {
        self.engine
    }
}

impl Engine {
    /// An engine with CEL's standard library, Kubernetes' libraries and
    /// optionals (see [`Engine::with`] for this thread's).
    pub fn new() -> Engine {
        let mut root = Context::default().with_all();
        // `type(x) == string`: the `cel` crate has no type values, so types
        // are opaque names, bound as variables and returned by `type()`.
        root.add_function("type", cel_type);
        root.add_function("matches", matches);
        root.add_function("duration", duration);
        root.add_function("sum", sum);
        // `dyn(x)` only changes what the type checker sees.
        root.add_function("dyn", dyn_identity);
        for name in TYPE_NAMES {
            root.add_variable_from_value(name, type_value(name));
        }
        let formats = named_formats(&root);
        // Kubernetes' `format.named` returns an optional: none for an
        // unknown name.
        root.add_function(
            "format.named",
            move |name: Arc<String>| -> Result<Cel, ExecutionError> {
                Ok(optional_of(formats.get(name.as_str()).cloned()))
            },
        );
        Engine { root }
    }

    /// Runs `f` with this thread's engine, built on first use.
    pub fn with<R>(f: impl FnOnce(&Engine) -> R) -> R {
        ENGINE.with(f)
    }

    /// `oldSelf` for a rule with `optionalOldSelf`.
    pub fn optional(&self, old: Option<Cel>) -> Cel {
        optional_of(old)
    }

    /// Evaluates `program` with `self = new` and, when given, `oldSelf = old`.
    pub fn evaluate(&self, program: &IdedExpr, new: Cel, old: Option<Cel>) -> Evaluation<'_> {
        Evaluation {
            engine: self,
            result: self.bind(new, old).evaluate(program, false),
        }
    }

    /// `self = new` and `oldSelf = old` for all the rules of one node: the
    /// `cel` crate copies a value into its own representation when it is
    /// bound, so binding once per node rather than once per rule saves a
    /// copy of the node's value per rule.
    pub fn bind(&self, new: Cel, old: Option<Cel>) -> Bindings<'_> {
        Bindings {
            engine: self,
            new,
            old,
            plain: OnceCell::new(),
            optional: OnceCell::new(),
        }
    }
}

/// A CEL optional of `value`.
fn optional_of(value: Option<Cel>) -> Cel {
    Cel::Opaque(Arc::new(match value {
        Some(v) => OptionalValue::of(v),
        None => OptionalValue::none(),
    }))
}

/// The formats `format.named` knows, by name, as `format.<name>()` gives them.
fn named_formats(root: &Context<'static>) -> HashMap<String, Cel> {
    const NAMES: [&str; 13] = [
        "dns1123Label",
        "dns1123Subdomain",
        "dns1035Label",
        "qualifiedName",
        "dns1123LabelPrefix",
        "dns1123SubdomainPrefix",
        "dns1035LabelPrefix",
        "labelValue",
        "uri",
        "uuid",
        "byte",
        "date",
        "datetime",
    ];
    NAMES
        .iter()
        .filter_map(|name| {
            let program = crate::rule::parse_plain(&format!("format.{name}()")).ok()?;
            let value = root.resolve(&program).ok()?;
            Some(((*name).to_owned(), value))
        })
        .collect()
}

/// `duration(s)` with Go's syntax and error (`time: invalid duration "x"`).
fn dyn_identity(v: Cel) -> Result<Cel, ExecutionError> {
    Ok(v)
}

fn duration(v: Cel) -> Result<Cel, ExecutionError> {
    match v {
        Cel::Duration(d) => Ok(Cel::Duration(d)),
        Cel::String(s) => crate::convert::go_duration(&s)
            .map(Cel::Duration)
            .ok_or_else(|| ExecutionError::function_error("duration", format!("time: invalid duration {s:?}"))),
        _ => Err(ExecutionError::NoSuchOverload),
    }
}

/// `list.sum()` over ints, uints, doubles or durations, as Kubernetes' list
/// library sums them (an empty list sums to 0).
fn sum(This(items): This<Arc<Vec<Cel>>>) -> Result<Cel, ExecutionError> {
    let mut iter = items.iter();
    let Some(first) = iter.next() else {
        return Ok(Cel::Int(0));
    };
    iter.try_fold(first.clone(), |acc, item| match (acc, item) {
        (Cel::Int(a), Cel::Int(b)) => {
            a.checked_add(*b)
                .map(Cel::Int)
                .ok_or(ExecutionError::Overflow("_+_", Cel::Int(a), Cel::Int(*b)))
        }
        (Cel::UInt(a), Cel::UInt(b)) => {
            a.checked_add(*b)
                .map(Cel::UInt)
                .ok_or(ExecutionError::Overflow("_+_", Cel::UInt(a), Cel::UInt(*b)))
        }
        (Cel::Float(a), Cel::Float(b)) => Ok(Cel::Float(a + b)),
        (Cel::Duration(a), Cel::Duration(b)) => a.checked_add(b).map(Cel::Duration).ok_or(ExecutionError::Overflow(
            "_+_",
            Cel::Duration(a),
            Cel::Duration(*b),
        )),
        _ => Err(ExecutionError::NoSuchOverload),
    })
}

/// The values of `self` and `oldSelf` of one node, bound once for all its
/// rules (see [`Engine::bind`]).
pub struct Bindings<'e> {
    engine: &'e Engine,
    pub(crate) new: Cel,
    pub(crate) old: Option<Cel>,
    /// `self`, and `oldSelf` when there is an old value.
    plain: OnceCell<Context<'e>>,
    /// `self`, and `oldSelf` as an optional (`optionalOldSelf`).
    optional: OnceCell<Context<'e>>,
}

impl<'e> Bindings<'e> {
    /// Evaluates `program`; `optional_old_self` binds `oldSelf` as an
    /// optional.
    pub(crate) fn evaluate(&self, program: &IdedExpr, optional_old_self: bool) -> Result<Cel, RuntimeError> {
        let scope = if optional_old_self {
            self.optional
                .get_or_init(|| self.scope(Some(optional_of(self.old.clone()))))
        } else {
            self.plain.get_or_init(|| self.scope(self.old.clone()))
        };
        scope.resolve(program).map_err(|e| classify(&e))
    }

    fn scope(&self, old_self: Option<Cel>) -> Context<'e> {
        let mut scope = self.engine.root.new_inner_scope();
        scope.add_variable_from_value("self", self.new.clone());
        if let Some(old) = old_self {
            scope.add_variable_from_value("oldSelf", old);
        }
        scope
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
        ExecutionError::FunctionError { message, .. } => RuntimeError::Other(kubernetes_wording(message)),
        ExecutionError::UndeclaredReference(name) => RuntimeError::Other(format!("no such attribute: {name}")),
        other => RuntimeError::Other(other.to_string()),
    }
}

/// A library error as Kubernetes words it, where `kube-cel` words it
/// differently.
fn kubernetes_wording(message: &str) -> String {
    for op in ["min", "max"] {
        if message == format!("cannot call {op} on empty list") {
            return format!("{op} called on empty list");
        }
    }
    // `charAt` and `substring` past the end: `index out of range: 9`.
    let index = message
        .strip_prefix("start index ")
        .or_else(|| message.strip_prefix("end index "))
        .or_else(|| message.strip_prefix("index "))
        .and_then(|rest| rest.split_once(" out of range"));
    if let Some((i, _)) = index.filter(|(i, _)| i.parse::<i64>().is_ok()) {
        return format!("index out of range: {i}");
    }
    message.to_owned()
}

fn plain(v: &Cel) -> String {
    match v {
        Cel::Int(i) => i.to_string(),
        Cel::UInt(u) => u.to_string(),
        other => format!("{other:?}"),
    }
}
