//! The Go decoder's type errors for built-in kinds: the API server decodes
//! a built-in object into its Go type, and a value of the wrong JSON type
//! fails there, before any validation, with `encoding/json`'s message
//! (`json: cannot unmarshal string into Go struct field
//! DeploymentSpec.spec.replicas of type int32`). The walk follows the
//! definitions (not the inlined schema) because the message names the Go
//! struct that holds the field.

use serde_json::{Number, Value};

use crate::catalog::Catalog;
use crate::Error;

const INT_OR_STRING: &str = "io.k8s.apimachinery.pkg.util.intstr.IntOrString";
const QUANTITY: &str = "io.k8s.apimachinery.pkg.api.resource.Quantity";
/// `metav1.Time` and `MicroTime` decode a JSON string.
const TIMES: &[&str] = &[
    "io.k8s.apimachinery.pkg.apis.meta.v1.Time",
    "io.k8s.apimachinery.pkg.apis.meta.v1.MicroTime",
];

/// Quantity's own error for a value that is neither string nor number.
const QUANTITY_FORMAT: &str =
    "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

pub(crate) struct Decoder<'a> {
    catalog: &'a Catalog,
    minor: u32,
    /// Go's `errorContext.FieldStack`: the JSON names of the struct fields
    /// entered (list items and map keys add nothing).
    fields: Vec<&'a str>,
}

/// The walk is a loop over a stack of these (not recursion), so a value
/// of any depth is answered in the stack space of one call.
enum Task<'a> {
    /// `value` decoded into the Go type of `definition`; `holder` is the
    /// Go struct whose field holds it (`errorContext.Struct`).
    Definition {
        definition: &'a str,
        value: &'a Value,
        holder: &'a str,
    },
    /// `value` decoded into the Go type of a schema node.
    Node {
        node: &'a Value,
        value: &'a Value,
        holder: &'a str,
    },
    /// Entering a struct field.
    Enter(&'a str),
    /// Leaving it.
    Leave,
}

impl<'a> Decoder<'a> {
    pub fn new(catalog: &'a Catalog, minor: u32) -> Decoder<'a> {
        Decoder {
            catalog,
            minor,
            fields: Vec::new(),
        }
    }

    /// The first type error decoding `value` as `definition`, visiting
    /// object keys in the order of `value`'s map.
    pub fn first_error(&mut self, definition: &'a str, value: &'a Value) -> Result<Option<String>, Error> {
        let mut tasks = vec![Task::Definition {
            definition,
            value,
            holder: "",
        }];
        while let Some(task) = tasks.pop() {
            let found = match task {
                Task::Definition {
                    definition,
                    value,
                    holder,
                } => self.definition(definition, value, holder, &mut tasks)?,
                Task::Node { node, value, holder } => self.node(node, value, holder, &mut tasks),
                Task::Enter(field) => {
                    self.fields.push(field);
                    None
                }
                Task::Leave => {
                    self.fields.pop();
                    None
                }
            };
            if found.is_some() {
                return Ok(found);
            }
        }
        Ok(None)
    }

    fn definition(
        &self,
        definition: &'a str,
        value: &'a Value,
        holder: &'a str,
        tasks: &mut Vec<Task<'a>>,
    ) -> Result<Option<String>, Error> {
        if value.is_null() {
            return Ok(None);
        }
        if definition == INT_OR_STRING {
            return Ok(match value {
                Value::String(_) => None,
                Value::Number(n) if fits_int(n, i32::MIN.into(), i32::MAX.into()) => None,
                other => Some(self.mismatch(other, holder, "int32")),
            });
        }
        if definition == QUANTITY {
            return Ok((!value.is_string() && !value.is_number()).then(|| QUANTITY_FORMAT.to_string()));
        }
        if TIMES.contains(&definition) {
            return Ok((!value.is_string()).then(|| self.mismatch(value, holder, "string")));
        }
        let body = self.catalog.body(definition, self.minor)?;
        if keeps_any_value(body) {
            return Ok(None);
        }
        let Value::Object(object) = value else {
            return Ok(Some(self.mismatch(value, holder, &go_struct(definition))));
        };
        let Some(properties) = body.get("properties").and_then(Value::as_object) else {
            return Ok(None);
        };
        let name = struct_name(definition);
        // Reversed: the first field is taken off the stack first.
        for (key, field_value) in object.iter().rev() {
            if let Some(field) = properties.get(key) {
                tasks.push(Task::Leave);
                tasks.push(Task::Node {
                    node: field,
                    value: field_value,
                    holder: name,
                });
                tasks.push(Task::Enter(key));
            }
        }
        Ok(None)
    }

    fn node(&self, node: &'a Value, value: &'a Value, holder: &'a str, tasks: &mut Vec<Task<'a>>) -> Option<String> {
        if value.is_null() {
            return None;
        }
        if let Some(definition) = node.get("$ref").and_then(Value::as_str) {
            tasks.push(Task::Definition {
                definition,
                value,
                holder,
            });
            return None;
        }
        let mismatch = || Some(self.mismatch(value, holder, &go_type(node)));
        match (node.get("type").and_then(Value::as_str), value) {
            // `[]byte`: base64 text (decoded as Go's standard encoding does),
            // or a list of bytes.
            (Some("string"), Value::String(text)) if node.get("format").and_then(Value::as_str) == Some("byte") => {
                base64_error(text.as_bytes()).map(|offset| format!("illegal base64 data at input byte {offset}"))
            }
            (Some("string"), Value::Array(_)) if node.get("format").and_then(Value::as_str) == Some("byte") => None,
            (Some("string"), Value::String(_))
            | (Some("boolean"), Value::Bool(_))
            | (Some("number"), Value::Number(_)) => None,
            (Some("integer"), Value::Number(n)) => {
                let fits = match node.get("format").and_then(Value::as_str) {
                    Some("int32") => fits_int(n, i32::MIN.into(), i32::MAX.into()),
                    _ => fits_int(n, i64::MIN, i64::MAX),
                };
                if fits {
                    None
                } else {
                    mismatch()
                }
            }
            (Some("array"), Value::Array(items)) => {
                if let Some(item) = node.get("items") {
                    tasks.extend(items.iter().rev().map(|value| Task::Node {
                        node: item,
                        value,
                        holder,
                    }));
                }
                None
            }
            (Some("object"), Value::Object(entries)) => {
                if let Some(entry) = node.get("additionalProperties").filter(|schema| schema.is_object()) {
                    tasks.extend(entries.values().rev().map(|value| Task::Node {
                        node: entry,
                        value,
                        holder,
                    }));
                }
                None
            }
            (Some("string" | "boolean" | "number" | "integer" | "array" | "object"), _) => mismatch(),
            _ => None,
        }
    }

    /// `encoding/json`'s `UnmarshalTypeError` text.
    fn mismatch(&self, value: &Value, holder: &str, go_type: &str) -> String {
        let what = match value {
            Value::String(_) => "string".to_string(),
            Value::Bool(_) => "bool".to_string(),
            Value::Array(_) => "array".to_string(),
            Value::Object(_) => "object".to_string(),
            Value::Null => "null".to_string(),
            // A number that is the wrong kind of number is quoted.
            Value::Number(n) if go_type.starts_with("int") => format!("number {n}"),
            Value::Number(_) => "number".to_string(),
        };
        if holder.is_empty() && self.fields.is_empty() {
            format!("json: cannot unmarshal {what} into Go value of type {go_type}")
        } else {
            format!(
                "json: cannot unmarshal {what} into Go struct field {holder}.{} of type {go_type}",
                self.fields.join(".")
            )
        }
    }
}

/// Where Go's `base64.StdEncoding` stops decoding `text` (its
/// `CorruptInputError`), quantum by quantum as `decodeQuantum` reads it:
/// line breaks are skipped, `=` pads the last quantum, and anything after
/// the padding is an error.
fn base64_error(text: &[u8]) -> Option<usize> {
    let is_line_break = |byte: u8| byte == b'\n' || byte == b'\r';
    let skip_line_breaks = |mut at: usize| {
        while at < text.len() && is_line_break(text[at]) {
            at += 1;
        }
        at
    };
    let mut at = 0;
    while at < text.len() {
        // Characters of this quantum read so far (line breaks not counted).
        let mut read = 0;
        while read < 4 {
            let Some(&byte) = text.get(at) else {
                // The input ends inside a quantum: the standard encoding
                // wants it padded.
                return (read > 0).then(|| at - read);
            };
            at += 1;
            if byte.is_ascii_alphanumeric() || byte == b'+' || byte == b'/' {
                read += 1;
                continue;
            }
            if is_line_break(byte) {
                continue;
            }
            if byte != b'=' || read < 2 {
                return Some(at - 1);
            }
            if read == 2 {
                // `==` is due: the second `=`, after any line breaks.
                at = skip_line_breaks(at);
                match text.get(at) {
                    None => return Some(text.len()),
                    Some(b'=') => at += 1,
                    Some(_) => return Some(at - 1),
                }
            }
            at = skip_line_breaks(at);
            return (at < text.len()).then_some(at);
        }
    }
    None
}

/// A whole number in `[min, max]`. A float with no fraction counts: YAML's
/// `2.0` reaches the API server as the JSON number `2`.
fn fits_int(n: &Number, min: i64, max: i64) -> bool {
    if let Some(i) = n.as_i64() {
        return (min..=max).contains(&i);
    }
    if n.is_u64() {
        return false;
    }
    n.as_f64()
        .is_some_and(|f| f.fract() == 0.0 && f >= min as f64 && f <= max as f64)
}

fn keeps_any_value(body: &Value) -> bool {
    body.get("x-kubernetes-preserve-unknown-fields")
        .and_then(Value::as_bool)
        == Some(true)
}

/// `io.k8s.api.apps.v1.DeploymentSpec` → `DeploymentSpec`.
fn struct_name(definition: &str) -> &str {
    definition.rsplit('.').next().unwrap_or(definition)
}

/// `io.k8s.api.apps.v1.DeploymentSpec` → `v1.DeploymentSpec`, as Go prints
/// a named type: its package's name, then its own.
fn go_struct(definition: &str) -> String {
    let mut parts = definition.rsplit('.');
    match (parts.next(), parts.next()) {
        (Some(name), Some(package)) => format!("{package}.{name}"),
        _ => definition.to_string(),
    }
}

/// The Go type a schema node stands for.
fn go_type(node: &Value) -> String {
    if let Some(definition) = node.get("$ref").and_then(Value::as_str) {
        return go_struct(definition);
    }
    let format = node.get("format").and_then(Value::as_str);
    match node.get("type").and_then(Value::as_str) {
        Some("string") if format == Some("byte") => "[]uint8".to_string(),
        Some("string") => "string".to_string(),
        Some("boolean") => "bool".to_string(),
        Some("integer") => format.unwrap_or("int64").to_string(),
        Some("number") => "float64".to_string(),
        Some("array") => format!(
            "[]{}",
            node.get("items").map_or_else(|| "interface {}".to_string(), go_type)
        ),
        Some("object") => format!(
            "map[string]{}",
            node.get("additionalProperties")
                .filter(|schema| schema.is_object())
                .map_or_else(|| "interface {}".to_string(), go_type)
        ),
        _ => "interface {}".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::base64_error;

    #[test]
    fn base64_errors_are_where_go_stops() {
        let cases: &[(&str, Option<usize>)] = &[
            ("", None),
            ("YWJj", None),
            ("YWJjZA==", None),
            ("YWJjZGU=", None),
            ("YWJj\nZA==\r\n", None),
            ("YW\nJj", None),
            // Plain text where base64 belongs, as users write it.
            ("admin", Some(4)),
            ("s3cr3t-not-for-production", Some(6)),
            ("hello world", Some(5)),
            ("abc", Some(0)),
            ("YWJjZA=", Some(7)),
            ("YWJjZA=x", Some(6)),
            ("YWJjZA==x", Some(8)),
            ("YWJjZGU=\n\nx", Some(10)),
            ("=YWJj", Some(0)),
            ("YW=j", Some(2)),
            ("Y===", Some(1)),
        ];
        for &(text, expected) in cases {
            assert_eq!(base64_error(text.as_bytes()), expected, "{text:?}");
        }
    }
}
