//! The complete check of a parsed document against a shape: unknown and
//! duplicate fields in document order, values the type cannot hold as field
//! errors, and the plain JSON value left to decode (unknown fields dropped,
//! the last of repeated keys kept, `null` fields absent).

use std::collections::HashSet;

use serde_json::{Map, Value};

use super::problem::{Loc, Problem, Problems};
use super::shape::Shape;
use super::tree::Node;
use crate::{BadValue, ErrorList, ErrorType, FieldError, Path};

/// What the walk found.
#[derive(Default)]
pub(crate) struct Findings {
    pub problems: Problems,
    pub errors: ErrorList,
}

/// Checks `node` against `shape` and returns the value to decode.
pub(crate) fn walk(node: Node, shape: &'static Shape, loc: &Loc<'_>, out: &mut Findings) -> Value {
    match (shape.resolve(), node) {
        (Shape::Nullable(_), Node::Null) => Value::Null,
        (Shape::Nullable(inner), node) => walk(node, inner, loc, out),
        (Shape::Any, node) => any(node, loc, out),
        (Shape::Struct { fields, rest }, Node::Object(entries)) => object(entries, fields, *rest, loc, out),
        (Shape::Map(values), Node::Object(entries)) => map(entries, values, loc, out),
        (Shape::List(items), Node::Array(nodes)) => Value::Array(
            nodes
                .into_iter()
                .enumerate()
                .map(|(i, n)| walk(n, items, &loc.index(i), out))
                .collect(),
        ),
        (Shape::Bool, Node::Bool(b)) => Value::Bool(b),
        (Shape::String, Node::String(s)) => Value::String(s),
        (Shape::Float, Node::Number(n)) => Value::Number(n),
        (Shape::Integer { type_name, min, max }, Node::Number(n)) => {
            let in_range = n
                .as_i64()
                .map(i128::from)
                .or_else(|| n.as_u64().map(i128::from))
                .is_some_and(|v| (*min..=*max).contains(&v));
            if !in_range {
                let detail = if n.is_f64() {
                    "must be of type integer".to_owned()
                } else {
                    format!("must be of type {type_name} (between {min} and {max})")
                };
                invalid(loc, number_value(&n), detail, out);
            }
            Value::Number(n)
        }
        (Shape::Enum(members), Node::String(s)) => {
            if !members.contains(&s.as_str()) {
                let mut supported: Vec<&str> = members.to_vec();
                supported.sort_unstable();
                supported.dedup();
                let mut e = FieldError::not_supported(&Path::root(), BadValue::String(s.clone()), &supported);
                e.field = loc.field_path();
                out.errors.push(e);
            }
            Value::String(s)
        }
        (shape, node) => {
            let detail = format!("must be of type {}", expected_type(shape));
            let value = bad_value(&node);
            invalid(loc, value, detail, out);
            Value::Null
        }
    }
}

fn object(
    entries: Vec<(String, Node)>,
    fields: &'static [super::shape::Field],
    rest: Option<&'static Shape>,
    loc: &Loc<'_>,
    out: &mut Findings,
) -> Value {
    let mut seen = vec![false; fields.len()];
    let mut seen_rest: HashSet<String> = HashSet::new();
    let mut value = Map::new();
    for (key, node) in entries {
        let here = loc.field(&key);
        let shape = match Shape::field(fields, &key) {
            Some((i, field)) => {
                if seen.get_mut(i).is_some_and(|s| std::mem::replace(s, true)) {
                    out.problems.push(Problem::DuplicateField(here.strict_path()));
                }
                field.shape
            }
            None => match rest {
                Some(shape) => {
                    if !seen_rest.insert(key.clone()) {
                        out.problems.push(Problem::DuplicateField(here.strict_path()));
                    }
                    shape
                }
                None => {
                    out.problems.push(Problem::UnknownField(here.strict_path()));
                    continue;
                }
            },
        };
        // `null` leaves a field absent, as the API server's decoder does;
        // only `Option` fields (and values of any type) keep it.
        if matches!(node, Node::Null) && !matches!(shape.resolve(), Shape::Nullable(_) | Shape::Any) {
            value.remove(&key);
            continue;
        }
        let v = walk(node, shape, &here, out);
        value.insert(key, v);
    }
    Value::Object(value)
}

fn map(entries: Vec<(String, Node)>, values: &'static Shape, loc: &Loc<'_>, out: &mut Findings) -> Value {
    let mut seen: HashSet<String> = HashSet::new();
    let mut value = Map::new();
    for (key, node) in entries {
        let here = loc.key(&key);
        if !seen.insert(key.clone()) {
            out.problems.push(Problem::DuplicateField(here.strict_path()));
        }
        let v = walk(node, values, &here, out);
        value.insert(key, v);
    }
    Value::Object(value)
}

/// A value of a type the decoder does not see into: only repeated keys are
/// found.
fn any(node: Node, loc: &Loc<'_>, out: &mut Findings) -> Value {
    match node {
        Node::Object(entries) => map(entries, &Shape::Any, loc, out),
        Node::Array(nodes) => Value::Array(
            nodes
                .into_iter()
                .enumerate()
                .map(|(i, n)| any(n, &loc.index(i), out))
                .collect(),
        ),
        other => other.into_value(),
    }
}

fn invalid(loc: &Loc<'_>, value: BadValue, detail: String, out: &mut Findings) {
    let mut e = FieldError::new(ErrorType::Invalid, &Path::root(), value, detail);
    e.field = loc.field_path();
    out.errors.push(e);
}

/// The JSON type a shape expects, for messages.
fn expected_type(shape: &Shape) -> &'static str {
    match shape {
        Shape::Bool => "boolean",
        Shape::Integer { .. } => "integer",
        Shape::Float => "number",
        Shape::String | Shape::Enum(_) => "string",
        Shape::List(_) => "array",
        Shape::Map(_) | Shape::Struct { .. } => "object",
        Shape::Any | Shape::Nullable(_) | Shape::Named(_) => "any",
    }
}

fn number_value(n: &serde_json::Number) -> BadValue {
    if let Some(v) = n.as_i64() {
        BadValue::Int(v)
    } else if let Some(v) = n.as_u64() {
        BadValue::Uint(v)
    } else {
        BadValue::Float(n.as_f64().unwrap_or_default())
    }
}

/// The offending value as a field error shows it.
pub(crate) fn bad_value(node: &Node) -> BadValue {
    match node {
        Node::Null => BadValue::Null,
        Node::Bool(b) => BadValue::Bool(*b),
        Node::Number(n) => number_value(n),
        Node::String(s) => BadValue::String(s.clone()),
        Node::Array(_) | Node::Object(_) => BadValue::json(&node.clone().into_value()),
    }
}
