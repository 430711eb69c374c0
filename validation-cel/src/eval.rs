//! One CEL expression evaluated against a schema node, with its value back:
//! what Kubernetes' library and validation tests do when they compile an
//! expression in a rule's environment and compare its result.
//!
//! The expression compiles as a rule on the node would (`self`, and
//! `oldSelf`, typed by the schema; the functions of the chosen Kubernetes
//! version), but may have any type. Its evaluation has the API server's
//! per-call cost limit.

use std::fmt;

use cel::Value as Cel;
use serde_json::{Map, Number, Value as Json};
use validation_schema::{Root, Schema};

use crate::actual_cost::{actual_cost, upper_bound};
use crate::convert::{to_cel, to_cel_root};
use crate::cost::PER_CALL_LIMIT;
use crate::engine::Engine;
use crate::environment::Environment;
use crate::rule::{compile_expression, CompileError, CompiledExpression, RuntimeError};

/// Why an expression gave no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EvalError {
    /// The expression does not compile (`Display`: the API server's text,
    /// `compilation failed: ERROR: <input>:1:6: undefined field 'foo'` with
    /// the source line and a caret).
    Compile(CompileError),
    /// The evaluation failed: `no such key: b`, `division by zero`, `no such
    /// overload`, or over the per-call cost limit
    /// ([`RuntimeError::CostLimit`]).
    Runtime(RuntimeError),
    /// The value has no JSON form (bytes, durations, timestamps, a map with
    /// keys that are not strings, a non-finite double, optionals, types,
    /// library values): its CEL type. [`Expression::evaluate_cel`] gives it.
    NoJsonForm(String),
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EvalError::Compile(e) => e.fmt(f),
            EvalError::Runtime(e) => e.fmt(f),
            EvalError::NoJsonForm(type_name) => write!(f, "a value of type {type_name} has no JSON form"),
        }
    }
}

impl std::error::Error for EvalError {}

/// An expression compiled against a schema node, evaluated any number of
/// times.
///
/// ```
/// use serde_json::json;
/// use validation_cel::{Environment, EvalError, Expression};
/// use validation_runtime::KubeVersion;
/// use validation_schema::{Root, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "replicas": {"type": "integer"}, "names": {"type": "array", "items": {"type": "string"}}}})).unwrap();
/// let expression = Expression::compile("self.names.map(n, n.upperAscii())", &schema, Root::Value, Environment::NEWEST).unwrap();
/// assert_eq!(expression.type_name(), "list(string)");
/// assert_eq!(expression.evaluate(&json!({"names": ["a", "b"]}), None), Ok(json!(["A", "B"])));
///
/// // Type-checked against the schema, in the chosen version's environment.
/// let error = Expression::compile("self.replica", &schema, Root::Value, Environment::NEWEST).err().unwrap();
/// assert_eq!(error.to_string(), "compilation failed: ERROR: <input>:1:5: undefined field 'replica'\n | self.replica\n | ....^");
/// let old = Environment::new_expressions(KubeVersion::new(31));
/// let error = Expression::compile("semver('1.0.0').major()", &schema, Root::Value, old).err().unwrap();
/// assert!(error.to_string().contains("undeclared reference to 'semver'"));
///
/// // Runtime errors as cel-go words them; values without a JSON form.
/// let expression = Expression::compile("1 / (self.replicas - 1)", &schema, Root::Value, Environment::NEWEST).unwrap();
/// assert_eq!(expression.evaluate(&json!({"replicas": 1}), None).unwrap_err().to_string(), "division by zero");
/// let expression = Expression::compile("duration('1m')", &schema, Root::Value, Environment::NEWEST).unwrap();
/// assert_eq!(
///     expression.evaluate(&json!({}), None),
///     Err(EvalError::NoJsonForm("google.protobuf.Duration".to_owned())),
/// );
/// ```
pub struct Expression<'s> {
    schema: &'s Schema,
    resource: bool,
    compiled: CompiledExpression,
}

impl<'s> Expression<'s> {
    /// Compiles `source` on the node `schema`: with [`Root::Resource`]
    /// `self` also has `apiVersion`, `kind` and `metadata.name`/
    /// `generateName` (the API server's `isResourceRoot`), in the CEL
    /// environment `environment`.
    pub fn compile(
        source: &str,
        schema: &'s Schema,
        root: Root,
        environment: Environment,
    ) -> Result<Expression<'s>, CompileError> {
        let resource = root == Root::Resource;
        Ok(Expression {
            schema,
            resource,
            compiled: compile_expression(source, schema, resource, environment)?,
        })
    }

    /// The expression's type as the checker found it, in cel-go's spelling
    /// (`int`, `list(string)`, `map(string, dyn)`, `optional_type(int)`).
    pub fn type_name(&self) -> String {
        self.compiled.cel_type.to_string()
    }

    /// The value of the expression with `self` bound to `self_value` and,
    /// when given, `oldSelf` to `old_self`, as JSON.
    pub fn evaluate(&self, self_value: &Json, old_self: Option<&Json>) -> Result<Json, EvalError> {
        to_json(&self.evaluate_cel(self_value, old_self)?)
    }

    /// The value of the expression as a CEL value (for those with no JSON
    /// form).
    pub fn evaluate_cel(&self, self_value: &Json, old_self: Option<&Json>) -> Result<Cel, EvalError> {
        let convert = |v: &Json| {
            if self.resource {
                to_cel_root(self.schema, v)
            } else {
                to_cel(self.schema, v)
            }
        };
        let new = convert(self_value);
        // An old `null` is no old value, as for rules.
        let old = old_self.filter(|o| !o.is_null()).map(convert);
        Engine::with(|engine| {
            self.compiled.on_stack(|| {
                let bindings = engine.bind(&new, old.as_ref()).of_schema(self.schema);
                let program = &self.compiled.program;
                // The upper bound is cheap; only above the limit is the
                // actual cost metered.
                if upper_bound(program, bindings.largest()) > PER_CALL_LIMIT as f64
                    && actual_cost(program, &bindings, false, PER_CALL_LIMIT) > PER_CALL_LIMIT
                {
                    return Err(EvalError::Runtime(RuntimeError::CostLimit));
                }
                let evaluated = self.compiled.evaluated.as_ref().unwrap_or(program);
                bindings.evaluate(evaluated, false).map_err(EvalError::Runtime)
            })
        })
    }
}

/// Evaluates `expression` on the schema node `schema` (not a resource's
/// root: see [`Expression::compile`]) with `self` bound to `self_value` and
/// `oldSelf` to `old_self`, compiled as the newest Kubernetes compiles a
/// new rule; its value as JSON.
///
/// ```
/// use serde_json::json;
/// use validation_cel::evaluate;
/// use validation_schema::Schema;
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "min": {"type": "integer"}, "max": {"type": "integer"}}})).unwrap();
/// let value = evaluate("{'span': self.max - self.min, 'grown': self.max - oldSelf.max}", &schema,
///     &json!({"min": 2, "max": 9}), Some(&json!({"min": 2, "max": 5})));
/// assert_eq!(value, Ok(json!({"span": 7, "grown": 4})));
/// // Kubernetes' environment wants literals of one type.
/// let error = evaluate("[1, 'a']", &schema, &json!({}), None).unwrap_err();
/// assert!(error.to_string().contains("expected type 'int' but found 'string'"));
/// ```
pub fn evaluate(
    expression: &str,
    schema: &Schema,
    self_value: &Json,
    old_self: Option<&Json>,
) -> Result<Json, EvalError> {
    Expression::compile(expression, schema, Root::Value, Environment::NEWEST)
        .map_err(EvalError::Compile)?
        .evaluate(self_value, old_self)
}

/// `value` as JSON: null, booleans, numbers (ints, uints and finite
/// doubles), strings, lists and maps with string keys.
fn to_json(value: &Cel) -> Result<Json, EvalError> {
    stacker::maybe_grow(32 << 10, 1 << 20, || match value {
        Cel::Null => Ok(Json::Null),
        Cel::Bool(b) => Ok(Json::Bool(*b)),
        Cel::Int(i) => Ok(Json::from(*i)),
        Cel::UInt(u) => Ok(Json::from(*u)),
        Cel::Float(f) => Number::from_f64(*f)
            .map(Json::Number)
            .ok_or_else(|| EvalError::NoJsonForm("double".to_owned())),
        Cel::String(s) => Ok(Json::String(s.as_str().to_owned())),
        Cel::List(items) => items
            .iter()
            .map(to_json)
            .collect::<Result<Vec<_>, _>>()
            .map(Json::Array),
        Cel::Map(m) => {
            let mut fields = Map::new();
            for (key, v) in m.map.iter() {
                let cel::objects::Key::String(name) = key else {
                    return Err(EvalError::NoJsonForm(format!("map({}, ...)", key_type(key))));
                };
                fields.insert(name.as_str().to_owned(), to_json(v)?);
            }
            Ok(Json::Object(fields))
        }
        Cel::Bytes(_) => Err(EvalError::NoJsonForm("bytes".to_owned())),
        Cel::Duration(_) => Err(EvalError::NoJsonForm("google.protobuf.Duration".to_owned())),
        Cel::Timestamp(_) => Err(EvalError::NoJsonForm("google.protobuf.Timestamp".to_owned())),
        Cel::Opaque(o) => Err(EvalError::NoJsonForm(o.runtime_type_name().to_owned())),
        Cel::Function(..) => Err(EvalError::NoJsonForm("function".to_owned())),
        Cel::Struct(_) => Err(EvalError::NoJsonForm("struct".to_owned())),
    })
}

fn key_type(key: &cel::objects::Key) -> &'static str {
    match key {
        cel::objects::Key::Int(_) => "int",
        cel::objects::Key::Uint(_) => "uint",
        cel::objects::Key::Bool(_) => "bool",
        cel::objects::Key::String(_) => "string",
    }
}
