//! JSON manifests: one or more concatenated documents as values, with the
//! fields given twice reported as the API server's JSON decoder reports
//! them (`duplicate field "spec.ports[0].name"`, the last value kept).

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};
use validation_runtime::decode::Problem;

use crate::document::{Document, LineIndex};

/// A JSON stream that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// The line of the problem, from 1.
    pub line: usize,
    /// serde_json's description, without its position.
    pub message: String,
}

/// Every document of `text`, in order. A first pass finds where each
/// document ends (and any syntax error, with its line in the file); the
/// second reads each one, noting repeated fields.
pub fn documents(text: &str) -> Result<Vec<Document>, JsonError> {
    let mut docs = Vec::new();
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<IgnoredAny>();
    let mut start = 0;
    while let Some(next) = stream.next() {
        next.map_err(|e| error(&e, 0))?;
        let end = stream.byte_offset();
        let slice = text.get(start..end).unwrap_or_default();
        let skipped = slice.len() - slice.trim_start().len();
        let first_line = line_at(text, start);
        let mut duplicates = Vec::new();
        let value = Located {
            path: String::new(),
            duplicates: &mut duplicates,
        }
        .deserialize(&mut serde_json::Deserializer::from_str(slice))
        .map_err(|e| error(&e, first_line - 1))?;
        docs.push(Document {
            line: line_at(text, start + skipped),
            value,
            lines: field_lines(slice, first_line),
            duplicates,
        });
        start = end;
    }
    Ok(docs)
}

fn error(e: &serde_json::Error, lines_before: usize) -> JsonError {
    JsonError {
        line: e.line() + lines_before,
        message: without_position(e),
    }
}

/// An open object or array while scanning for field lines.
enum Open {
    Object { key: Option<(String, usize)> },
    Array { count: usize },
}

/// The line of every field and item of one JSON document (already known to
/// parse), `first_line` being the line of the text's first byte. A scan of
/// the tokens: a value starts at a string, a number, a literal, `{` or `[`;
/// a string right after `{` or `,` in an object is a key.
fn field_lines(text: &str, first_line: usize) -> LineIndex {
    let mut lines = LineIndex::default();
    let mut stack: Vec<Open> = Vec::new();
    let mut path: Vec<String> = Vec::new();
    let bytes = text.as_bytes();
    let mut line = first_line;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\n' => line += 1,
            b' ' | b'\t' | b'\r' | b':' | b',' => {}
            b'}' | b']' => {
                stack.pop();
                if !stack.is_empty() {
                    path.pop();
                }
            }
            b'"' => {
                let end = string_end(bytes, i);
                let is_key = matches!(stack.last(), Some(Open::Object { key: None }));
                if is_key {
                    let raw = text.get(i..=end).unwrap_or_default();
                    let key = serde_json::from_str::<String>(raw).unwrap_or_default();
                    if let Some(Open::Object { key: slot }) = stack.last_mut() {
                        *slot = Some((key, line));
                    }
                } else {
                    record(&mut stack, &mut path, &mut lines, line);
                    path.pop();
                }
                i = end;
            }
            b'{' | b'[' => {
                let segment = record(&mut stack, &mut path, &mut lines, line);
                if !segment {
                    path.clear();
                }
                stack.push(if b == b'{' {
                    Open::Object { key: None }
                } else {
                    Open::Array { count: 0 }
                });
            }
            _ => {
                record(&mut stack, &mut path, &mut lines, line);
                path.pop();
                while bytes
                    .get(i + 1)
                    .is_some_and(|c| !matches!(c, b',' | b'}' | b']' | b' ' | b'\n' | b'\r' | b'\t'))
                {
                    i += 1;
                }
            }
        }
        i += 1;
    }
    lines
}

/// Records the line of a value starting now under the innermost open
/// container and pushes its segment onto `path`; `false` at the root.
fn record(stack: &mut [Open], path: &mut Vec<String>, lines: &mut LineIndex, line: usize) -> bool {
    let (segment, at) = match stack.last_mut() {
        None => return false,
        Some(Open::Array { count }) => {
            *count += 1;
            ((*count - 1).to_string(), line)
        }
        Some(Open::Object { key }) => match key.take() {
            Some((k, key_line)) => (k, key_line),
            None => (String::new(), line),
        },
    };
    path.push(segment);
    lines.insert(path, at);
    true
}

/// The index of the quote closing the string opened at `start`.
fn string_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\\' => i += 2,
            b'"' => return i,
            _ => i += 1,
        }
    }
    bytes.len()
}

fn line_at(text: &str, offset: usize) -> usize {
    text.get(..offset).map_or(1, |head| head.matches('\n').count() + 1)
}

fn without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text.get(..at).unwrap_or(&text).to_owned(),
        None => text,
    }
}

/// A value being read at `path` (the strict-decoding form: `a.b[0].c`).
struct Located<'d> {
    path: String,
    duplicates: &'d mut Vec<Problem>,
}

impl Located<'_> {
    fn child(&mut self, segment: &str, index: bool) -> Located<'_> {
        let path = if index {
            format!("{}[{segment}]", self.path)
        } else if self.path.is_empty() {
            segment.to_owned()
        } else {
            format!("{}.{segment}", self.path)
        };
        Located {
            path,
            duplicates: self.duplicates,
        }
    }
}

impl<'de> DeserializeSeed<'de> for Located<'_> {
    type Value = Value;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Located<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(mut self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        loop {
            let index = items.len().to_string();
            match seq.next_element_seed(self.child(&index, true))? {
                Some(item) => items.push(item),
                None => break,
            }
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(mut self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            let value = access.next_value_seed(self.child(&key, false))?;
            if map.insert(key.clone(), value).is_some() {
                let child = self.child(&key, false).path;
                self.duplicates.push(Problem::DuplicateField(child));
            }
        }
        Ok(Value::Object(map))
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn documents_and_duplicate_fields() {
        let text =
            "{\"kind\": \"A\", \"spec\": {\"ports\": [{\"n\": 1, \"n\": 2}]}, \"kind\": \"B\"}\n\n  {\"x\": 1}\n";
        let docs = documents(text).unwrap();
        assert_eq!(docs.len(), 2);
        assert_eq!(docs[0].line, 1);
        assert_eq!(docs[0].value, json!({"kind": "B", "spec": {"ports": [{"n": 2}]}}));
        assert_eq!(
            docs[0].duplicates,
            [
                Problem::DuplicateField("spec.ports[0].n".into()),
                Problem::DuplicateField("kind".into())
            ]
        );
        assert_eq!(docs[1].line, 3);
        assert_eq!(docs[1].value, json!({"x": 1}));
    }

    #[test]
    fn fields_have_lines() {
        let text = "\n{\"kind\": \"A\",\n \"spec\": {\"a\\\"b\": [1,\n  {\"x\": \"}\"}],\n \"n\": null}}";
        let docs = documents(text).unwrap();
        let lines: Vec<_> = [
            "kind",
            "spec",
            "spec.a\"b",
            "spec.a\"b[0]",
            "spec.a\"b[1].x",
            "spec.n",
            "spec.zz",
        ]
        .iter()
        .map(|p| docs[0].lines.line_of(p))
        .collect();
        assert_eq!(lines, [Some(2), Some(3), Some(3), Some(3), Some(4), Some(5), Some(3)]);
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let err = documents("{\"a\": 1,\n \"b\" 2}").unwrap_err();
        assert_eq!(
            err,
            JsonError {
                line: 2,
                message: "expected `:`".into()
            }
        );
    }
}
