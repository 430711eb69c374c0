//! The CEL environment: the standard library, Kubernetes' libraries
//! (lists, sets, strings, regex, URLs, IP/CIDR, quantity, semver, format)
//! and optionals, registered once; each evaluation binds `self` and
//! `oldSelf` in a child scope.

use std::cell::OnceCell;
use std::collections::HashMap;
use std::sync::Arc;

use cel::common::types::{
    CelBool, CelDouble, CelInt, CelList, CelMap, CelMapKey, CelNull, CelOptional, CelString, CelUInt,
};
use cel::common::value::Val;
use cel::extractors::{Arguments, IntoFunction, This};
use validation_schema::pattern::GoRegex;

use cel::objects::{Key, Map, OptionalValue};
use cel::{Context, Env, ExecutionError, FunctionContext, IdedExpr, Value as Cel};

use crate::checked_args::{kubernetes_error, KUBERNETES};
use crate::rule::RuntimeError;

/// The function registry every rule is evaluated with. Building one
/// registers a few hundred functions: keep one per thread (see
/// [`Engine::with`]) or per validator.
pub struct Engine {
    pub(crate) root: Context<'static, 'static>,
    /// What `cel` refused: a function whose name its environment declares
    /// overloads of, an overload of Kubernetes' libraries it already has
    /// (none: a test keeps it so).
    #[cfg_attr(not(test), allow(dead_code))]
    refused: Vec<String>,
}

/// The functions whose overloads in `cel` answer differently from cel-go
/// (Go's regular expressions, Go's duration syntax, cel-go's conversion
/// errors) or are unbounded (`replace`, `join` and `lists.range` build any
/// size), with
/// the names the evaluated program calls ours by: the interpreter calls an
/// overload ahead of a function of the same name.
/// A qualified name (`lists.range`) is called as a plain function.
pub(crate) const OWNED: [(&str, &str); 7] = [
    ("matches", "@matches"),
    ("optional.ofNonZeroValue", "@ofNonZeroValue"),
    ("duration", "@duration"),
    ("timestamp", "@timestamp"),
    ("replace", "@replace"),
    ("join", "@join"),
    ("lists.range", "@listsRange"),
];

/// The name the engine registers its own `name` by, if it has one.
pub(crate) fn owned_name(name: &str) -> Option<&'static str> {
    OWNED.iter().find(|(plain, _)| *plain == name).map(|(_, owned)| *owned)
}

/// The name the evaluated program calls `name` (not qualified) by.
pub(crate) fn evaluated_name(name: &str) -> &str {
    owned_name(name).unwrap_or(name)
}

/// Renames the calls of [`OWNED`] functions in `expr` to the names the
/// engine registers ours by; true when there was one.
pub(crate) fn rename_owned(expr: &mut IdedExpr) -> bool {
    use cel::common::ast::Expr;
    let mut renamed = false;
    crate::subexpressions::for_each_child(&mut expr.expr, |child| renamed |= rename_owned(child));
    if let Expr::Call(call) = &mut expr.expr {
        let namespace = match call.target.as_deref().map(|t| &t.expr) {
            Some(Expr::Ident(namespace)) => Some(namespace),
            _ => None,
        };
        if let Some(owned) = namespace.and_then(|n| owned_name(&format!("{n}.{}", call.func_name))) {
            call.func_name = owned.to_owned();
            call.target = None;
            return true;
        }
        if let Some(owned) = owned_name(&call.func_name) {
            call.func_name = owned.to_owned();
            renamed = true;
        }
    }
    renamed
}

/// Registers functions on the engine's root context.
pub(crate) struct Functions<'r> {
    root: &'r mut Context<'static, 'static>,
    refused: Vec<String>,
}

impl Functions<'_> {
    /// Adds `function` as `name`.
    pub(crate) fn add<T: 'static, F>(&mut self, name: &str, function: F)
    where
        F: IntoFunction<T> + 'static + Send + Sync,
    {
        if self.root.add_function(name, function).is_err() {
            self.refused.push(name.to_owned());
        }
    }
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
        let mut env = Env::stdlib();
        let mut refused = Vec::new();
        if let Err(e) = crate::library::register(&mut env) {
            refused.push(e.to_string());
        }
        let mut root = Context::with_env(Arc::new(env));
        let mut functions = Functions {
            root: &mut root,
            refused,
        };
        for (name, owned) in OWNED {
            match name {
                "matches" => functions.add(owned, matches),
                "duration" => functions.add(owned, duration),
                "timestamp" => functions.add(owned, timestamp),
                "optional.ofNonZeroValue" => functions.add(owned, of_non_zero_value),
                // Bounded: a result over the per-call limit is not built.
                "replace" => functions.add(owned, crate::built_strings::replace),
                "join" => functions.add(owned, crate::built_strings::join),
                _ => functions.add(owned, crate::built_strings::lists_range),
            }
        }
        functions.add("sum", sum);
        functions.add("find", find);
        functions.add("findAll", find_all);
        crate::formats::register(&mut functions);
        crate::urls::register(&mut functions);
        crate::checked_args::register(&mut functions);
        functions.add(crate::two_var::ITERATION_KEYS, iteration_keys);
        functions.add(crate::two_var::MAP_INSERT, map_insert);
        let refused = functions.refused;
        Engine { root, refused }
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
            result: self.bind(&new, old.as_ref()).evaluate(program, false),
        }
    }

    /// `self = new` and `oldSelf = old` for all the rules of one node: the
    /// `cel` crate copies a value into its own representation when it is
    /// bound, so binding once per node rather than once per rule saves a
    /// copy of the node's value per rule. The bound values borrow the
    /// strings of `new` and `old` rather than copying them.
    pub fn bind<'e>(&'e self, new: &'e Cel, old: Option<&'e Cel>) -> Bindings<'e> {
        Bindings {
            engine: self,
            new,
            old,
            schema: None,
            conforming: false,
            plain: OnceCell::new(),
            optional: OnceCell::new(),
            largest: OnceCell::new(),
        }
    }
}

/// A CEL optional of `value`.
/// `optional.ofNonZeroValue(v)`: empty for the zero value of `v`'s type,
/// as cel-go's (Go's zero time, 0001-01-01T00:00:00Z, for timestamps).
fn of_non_zero_value(v: Cel) -> Result<Cel, ExecutionError> {
    let zero = match &v {
        Cel::Null => true,
        Cel::Bool(b) => !b,
        Cel::Int(n) => *n == 0,
        Cel::UInt(n) => *n == 0,
        Cel::Float(x) => *x == 0.0,
        Cel::String(s) => s.is_empty(),
        Cel::Bytes(b) => b.is_empty(),
        Cel::List(l) => l.is_empty(),
        Cel::Map(m) => m.map.is_empty(),
        Cel::Duration(d) => d.is_zero(),
        Cel::Timestamp(t) => t.timestamp() == GO_ZERO_TIME && t.timestamp_subsec_nanos() == 0,
        _ => false,
    };
    Ok(optional_of((!zero).then_some(v)))
}

/// Go's zero `time.Time`, 0001-01-01T00:00:00Z, in seconds since the epoch.
const GO_ZERO_TIME: i64 = -62_135_596_800;

pub(crate) fn optional_of(value: Option<Cel>) -> Cel {
    Cel::Opaque(Arc::new(match value {
        Some(v) => OptionalValue::of(v),
        None => OptionalValue::none(),
    }))
}

/// The keys a two-variable comprehension iterates a range by: a list's
/// indices, a map's keys (in the order the map is iterated).
fn iteration_keys(v: Cel) -> Result<Cel, ExecutionError> {
    match v {
        Cel::List(items) => Ok(Cel::List(Arc::new(
            (0..items.len())
                .map(|i| Cel::Int(i64::try_from(i).unwrap_or(i64::MAX)))
                .collect(),
        ))),
        Cel::Map(m) => Ok(Cel::List(Arc::new(m.map.keys().cloned().map(Cel::from).collect()))),
        other => Err(ExecutionError::UnsupportedTargetType { target: other }),
    }
}

/// The step of `transformMap` (`(map, key, value)`) and
/// `transformMapEntry` (`(map, entries)`): the map with the new entries; a
/// key already present fails as cel-go fails.
fn map_insert(ftx: &FunctionContext) -> Result<Cel, ExecutionError> {
    let values = ftx
        .args
        .iter()
        .map(|a| Cel::try_from(a.as_ref()))
        .collect::<Result<Vec<Cel>, ExecutionError>>()?;
    let (map, entries): (&Map, Vec<(Key, Cel)>) = match values.as_slice() {
        [Cel::Map(m), Cel::Map(other)] => (m, other.map.iter().map(|(k, v)| (k.clone(), v.clone())).collect()),
        [Cel::Map(m), key, value] => {
            let key: Key = key
                .clone()
                .try_into()
                .map_err(|_| crate::checked_args::no_such_overload())?;
            (m, vec![(key, value.clone())])
        }
        _ => return Err(crate::checked_args::no_such_overload()),
    };
    let mut inserted = (*map.map).clone();
    for (key, value) in entries {
        if inserted.contains_key(&key) {
            return Err(kubernetes_error(format!("insert failed: key {key} already exists")));
        }
        inserted.insert(key, value);
    }
    Ok(Cel::Map(Map {
        map: Arc::new(inserted),
    }))
}

/// cel-go's error for a string `conversion` cannot convert.
fn conversion_error(to: &str) -> ExecutionError {
    kubernetes_error(format!("type conversion error from 'string' to '{to}'"))
}

/// `duration(s)` with Go's syntax.
pub(crate) fn duration(v: Cel) -> Result<Cel, ExecutionError> {
    match v {
        Cel::Duration(d) => Ok(Cel::Duration(d)),
        Cel::String(s) => crate::convert::go_duration(&s)
            .map(Cel::Duration)
            .ok_or_else(|| conversion_error("google.protobuf.Duration")),
        _ => Err(crate::checked_args::no_such_overload()),
    }
}

/// `timestamp(t)`: a timestamp itself, an RFC 3339 string, or seconds since
/// the epoch; CEL's timestamps span the years 1 to 9999.
pub(crate) fn timestamp(v: Cel) -> Result<Cel, ExecutionError> {
    use chrono::{DateTime, Datelike, FixedOffset, Utc};
    let parsed: DateTime<FixedOffset> = match v {
        Cel::Timestamp(t) => return Ok(Cel::Timestamp(t)),
        Cel::String(s) => DateTime::parse_from_rfc3339(&s)
            .ok()
            .filter(|_| s.as_bytes().get(10) == Some(&b'T') && !s.contains(['t', 'z']))
            .ok_or_else(|| conversion_error("google.protobuf.Timestamp"))?,
        Cel::Int(seconds) => DateTime::<Utc>::from_timestamp(seconds, 0)
            .ok_or_else(|| kubernetes_error("timestamp overflow".to_owned()))?
            .fixed_offset(),
        _ => return Err(crate::checked_args::no_such_overload()),
    };
    if !(1..=9999).contains(&parsed.with_timezone(&Utc).year()) {
        return Err(kubernetes_error("timestamp overflow".to_owned()));
    }
    Ok(Cel::Timestamp(parsed))
}

/// `list.sum()` over ints, uints, doubles or durations, as Kubernetes' list
/// library sums them (an empty list sums to 0).
fn sum(This(items): This<Arc<Vec<Cel>>>, Arguments(tag): Arguments) -> Result<Cel, ExecutionError> {
    let mut iter = items.iter();
    let Some(first) = iter.next() else {
        let tag = match tag.as_slice() {
            [] => None,
            [Cel::String(t)] => Some(t.as_str()),
            _ => return Err(crate::checked_args::no_such_overload()),
        };
        return crate::library::sum_zero(tag).ok_or_else(crate::checked_args::no_such_overload);
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
        _ => Err(crate::checked_args::no_such_overload()),
    })
}

/// The values of `self` and `oldSelf` of one node, bound once for all its
/// rules (see [`Engine::bind`]).
pub struct Bindings<'e> {
    engine: &'e Engine,
    pub(crate) new: &'e Cel,
    pub(crate) old: Option<&'e Cel>,
    /// The schema of `new` and `old`, when they bind with the semantics it
    /// gives their lists (see [`crate::values`]).
    schema: Option<&'e validation_schema::Schema>,
    /// Whether `new` and `old` are known to hold only data of the types
    /// `schema` gives (values converted from Rust types): then no read can
    /// meet the invalid data the interpreter reports.
    conforming: bool,
    /// `self`, and `oldSelf` when there is an old value.
    plain: OnceCell<Context<'e, 'e>>,
    /// `self`, and `oldSelf` as an optional (`optionalOldSelf`).
    optional: OnceCell<Context<'e, 'e>>,
    /// The largest sizes in `new` and `old`, which bound every rule's
    /// runtime cost on them: measured once for the rules of a node.
    largest: OnceCell<crate::actual_cost::Largest>,
}

impl<'e> Bindings<'e> {
    /// These bindings with `self` and `oldSelf` of `schema`: their set and
    /// map lists compare and add as the API server's do.
    pub(crate) fn of_schema(mut self, schema: &'e validation_schema::Schema) -> Self {
        self.schema = Some(schema);
        self
    }

    /// [`Self::of_schema`] for values converted from the Rust types
    /// `schema` describes, which cannot hold data of another type.
    pub(crate) fn of_conforming_schema(mut self, schema: &'e validation_schema::Schema) -> Self {
        self.conforming = true;
        self.of_schema(schema)
    }

    /// Whether a rule may be evaluated directly (see `direct`), which reads
    /// the values without their schema: it would miss the invalid data
    /// (a string where the schema has an object) that the interpreter
    /// reports.
    pub(crate) fn direct_evaluation(&self) -> bool {
        self.schema.is_none() || self.conforming
    }

    /// `value` as the interpreter holds it.
    fn val(&self, value: &'e Cel) -> Box<dyn Val + 'e> {
        match self.schema {
            Some(schema) => crate::values::to_val_in(value, schema),
            None => to_val(value),
        }
    }

    /// The largest sizes in the new and the old value.
    pub(crate) fn largest(&self) -> crate::actual_cost::Largest {
        *self.largest.get_or_init(|| {
            let new = crate::actual_cost::largest(self.new);
            self.old.map_or(new, |o| new.max(crate::actual_cost::largest(o)))
        })
    }

    /// The engine's functions, without `self` and `oldSelf`.
    pub(crate) fn root(&self) -> &'e Context<'static, 'static> {
        &self.engine.root
    }

    /// Evaluates `program`; `optional_old_self` binds `oldSelf` as an
    /// optional.
    pub(crate) fn evaluate(&self, program: &IdedExpr, optional_old_self: bool) -> Result<Cel, RuntimeError> {
        let scope = if optional_old_self {
            self.optional.get_or_init(|| {
                let old = match self.old {
                    Some(old) => Box::new(CelOptional::of(self.val(old))) as Box<dyn Val + 'e>,
                    None => Box::new(CelOptional::none()),
                };
                self.scope(Some(old))
            })
        } else {
            self.plain.get_or_init(|| self.scope(self.old.map(|o| self.val(o))))
        };
        scope.resolve(program).map_err(|e| classify(&e))
    }

    fn scope(&self, old_self: Option<Box<dyn Val + 'e>>) -> Context<'e, 'e> {
        let root: &'e Context<'e, 'e> = &self.engine.root;
        let mut scope = root.new_inner_scope();
        scope.add_variable_as_val("self", self.val(self.new));
        if let Some(old) = old_self {
            scope.add_variable_as_val("oldSelf", old);
        }
        scope
    }
}

/// `value` as the interpreter holds it, borrowing its strings and map
/// keys. `cel`'s own conversion copies each map (and list) before
/// converting its entries and copies every string; this reads them in
/// place.
pub(crate) fn to_val(value: &Cel) -> Box<dyn Val + '_> {
    match value {
        Cel::Map(m) => {
            let entries: HashMap<CelMapKey<'_>, Box<dyn Val + '_>> =
                m.map.iter().map(|(k, v)| (map_key(k), to_val(v))).collect();
            Box::new(CelMap::from(entries))
        }
        Cel::List(items) => Box::new(CelList::from(items.iter().map(to_val).collect::<Vec<_>>())),
        Cel::String(s) => Box::new(CelString::from(s.as_str())),
        Cel::Int(i) => Box::new(CelInt::from(*i)),
        Cel::UInt(u) => Box::new(CelUInt::from(*u)),
        Cel::Float(f) => Box::new(CelDouble::from(*f)),
        Cel::Bool(b) => Box::new(CelBool::from(*b)),
        Cel::Null => Box::new(CelNull),
        // Optionals, library values, bytes, durations and timestamps: as
        // `cel` converts them (only a function value fails; none is bound).
        other => match Box::<dyn Val>::try_from(other.clone()) {
            Ok(v) => v,
            Err(_) => Box::new(CelNull),
        },
    }
}

/// `key` as the interpreter holds it, a string borrowed.
pub(crate) fn map_key(key: &Key) -> CelMapKey<'_> {
    match key {
        Key::String(s) => CelMapKey::from(s.as_str()),
        other => CelMapKey::from(other.clone()),
    }
}

/// Type names, constants in cel-go (no attribute to charge).
pub(crate) const TYPE_NAMES: [&str; 14] = [
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
    "net.IP",
    "net.CIDR",
];

/// Runs `f` with `re` compiled as Go reads it (validation-schema's shared
/// cache, bounded in count and memory); an invalid pattern fails with Go's
/// `regexp` error behind `context` (`Illegal regex: `).
fn with_pattern<R>(re: &str, context: &str, f: impl FnOnce(&GoRegex) -> R) -> Result<R, ExecutionError> {
    match validation_schema::pattern::cached(re) {
        Ok(compiled) => Ok(f(&compiled)),
        Err(why) => Err(kubernetes_error(format!("{context}{why}"))),
    }
}

/// `s.matches(re)`.
fn matches(This(s): This<Arc<String>>, re: Arc<String>) -> Result<bool, ExecutionError> {
    with_pattern(&re, "", |compiled| compiled.is_match(&s))
}

/// `s.find(re)`: the first match, or `''`.
fn find(This(s): This<Arc<String>>, re: Arc<String>) -> Result<Cel, ExecutionError> {
    with_pattern(&re, "Illegal regex: ", |compiled| {
        Cel::String(Arc::new(compiled.find(&s).unwrap_or("").to_owned()))
    })
}

/// `s.findAll(re)` and `s.findAll(re, n)`: all matches, or the first `n`
/// (all of them when `n` is negative).
fn find_all(This(s): This<Arc<String>>, Arguments(args): Arguments) -> Result<Cel, ExecutionError> {
    let (re, limit) = match args.as_slice() {
        [Cel::String(re)] => (re, -1),
        [Cel::String(re), Cel::Int(n)] => (re, *n),
        _ => return Err(crate::checked_args::no_such_overload()),
    };
    with_pattern(re, "Illegal regex: ", |compiled| {
        let take = usize::try_from(limit).unwrap_or(usize::MAX);
        let found: Vec<Cel> = compiled
            .find_iter(&s)
            .take(take)
            .map(|m| Cel::String(Arc::new(m.to_owned())))
            .collect();
        Cel::List(Arc::new(found))
    })
}

/// The API server's wording of a runtime error.
fn classify(e: &ExecutionError) -> RuntimeError {
    #[allow(deprecated)]
    match e {
        ExecutionError::UnsupportedBinaryOperator(operator, left, _) => {
            RuntimeError::NoSuchOverload(binary_no_such_overload(operator, left))
        }
        ExecutionError::FunctionError { message, .. } if message == crate::built_strings::TOO_LARGE => {
            RuntimeError::CostLimit
        }
        ExecutionError::NoSuchOverload(o) if o.function() == "size" => {
            RuntimeError::NoSuchOverload("no such overload: size".to_owned())
        }
        ExecutionError::NoSuchOverload(_)
        | ExecutionError::UnsupportedUnaryOperator(..)
        | ExecutionError::ValuesNotComparable(..)
        | ExecutionError::UnexpectedType { .. }
        | ExecutionError::UnsupportedTargetType { .. }
        | ExecutionError::NotSupportedAsMethod { .. } => RuntimeError::NoSuchOverload("no such overload".to_owned()),
        ExecutionError::NoSuchKey(key) => RuntimeError::Other(format!("no such key: {key}")),
        ExecutionError::DivisionByZero(_) => RuntimeError::Other("division by zero".to_owned()),
        ExecutionError::RemainderByZero(_) => RuntimeError::Other("modulus by zero".to_owned()),
        ExecutionError::Overflow(_, left, right) => RuntimeError::Other(overflow(left, right).to_owned()),
        ExecutionError::IndexOutOfBounds(i) => RuntimeError::Other(format!("index out of bounds: {}", plain(i))),
        ExecutionError::FunctionError { function, message } => {
            RuntimeError::Other(kubernetes_wording(function, message))
        }
        ExecutionError::UndeclaredReference(name) => RuntimeError::Other(format!("no such attribute: {name}")),
        other => RuntimeError::Other(other.to_string()),
    }
}

/// cel-go's error for an arithmetic operator no overload of which takes the
/// operands: `no such overload` when the left operand's type has the
/// operator (for other right operands) or receives calls (strings,
/// durations, timestamps), `no such overload: _-_` otherwise.
fn binary_no_such_overload(operator: &str, left: &Cel) -> String {
    if matches!(left, Cel::String(_) | Cel::Duration(_) | Cel::Timestamp(_)) {
        return "no such overload".to_owned();
    }
    let (function, has_operator) = match operator {
        "add" => (
            "_+_",
            matches!(
                left,
                Cel::Int(_)
                    | Cel::UInt(_)
                    | Cel::Float(_)
                    | Cel::String(_)
                    | Cel::Bytes(_)
                    | Cel::List(_)
                    | Cel::Duration(_)
                    | Cel::Timestamp(_)
            ),
        ),
        "sub" => (
            "_-_",
            matches!(
                left,
                Cel::Int(_) | Cel::UInt(_) | Cel::Float(_) | Cel::Duration(_) | Cel::Timestamp(_)
            ),
        ),
        "mul" => ("_*_", matches!(left, Cel::Int(_) | Cel::UInt(_) | Cel::Float(_))),
        "div" => ("_/_", matches!(left, Cel::Int(_) | Cel::UInt(_) | Cel::Float(_))),
        "rem" => ("_%_", matches!(left, Cel::Int(_) | Cel::UInt(_))),
        _ => ("", true),
    };
    if has_operator {
        "no such overload".to_owned()
    } else {
        format!("no such overload: {function}")
    }
}

/// cel-go's overflow error for an operation on `left` and `right`.
fn overflow(left: &Cel, right: &Cel) -> &'static str {
    match (left, right) {
        (Cel::UInt(_), _) => "unsigned integer overflow",
        (Cel::Timestamp(_), Cel::Timestamp(_)) | (Cel::Duration(_), Cel::Duration(_)) => "duration overflow",
        (Cel::Timestamp(_), _) | (_, Cel::Timestamp(_)) => "timestamp overflow",
        _ => "integer overflow",
    }
}

/// A library error as Kubernetes words it, where `cel` words it
/// differently.
fn kubernetes_wording(function: &str, message: &str) -> String {
    if function == KUBERNETES {
        return message.to_owned();
    }
    if matches!(function, "int" | "uint" | "double") && message.starts_with("string parse error") {
        return format!("type conversion error from 'string' to '{function}'");
    }
    if function == "asInteger" {
        return "cannot convert value to integer".to_owned();
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// `cel` refuses a function whose name its standard library declares
    /// as an overload: none of the engine's is.
    #[test]
    fn every_function_is_registered() {
        assert_eq!(Engine::new().refused, Vec::<String>::new());
    }
}
