//! JSON manifests: one or more concatenated documents as values, with the
//! fields given twice reported as the API server's JSON decoder reports
//! them (`duplicate field "spec.ports[0].name"`, the last value kept).

use std::cell::RefCell;
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
/// second reads each one, noting repeated fields. A leading byte-order mark
/// is skipped, as kubectl's reader skips it. Lines are counted once, as the
/// documents go by, so a stream of many documents is read in linear time.
pub fn documents(text: &str) -> Result<Vec<Document>, JsonError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut docs = Vec::new();
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<IgnoredAny>();
    let mut start = 0;
    let mut lines = LineCursor::default();
    while let Some(next) = stream.next() {
        next.map_err(|e| error(&e, 0))?;
        let end = stream.byte_offset();
        let slice = text.get(start..end).unwrap_or_default();
        let skipped = slice.len() - slice.trim_start().len();
        let first_line = lines.line_at(text, start);
        let duplicates = RefCell::new(Vec::new());
        let value = Located {
            parent: None,
            segment: Segment::Root,
            duplicates: &duplicates,
        }
        .deserialize(&mut serde_json::Deserializer::from_str(slice))
        .map_err(|e| error(&e, first_line - 1))?;
        docs.push(Document {
            line: lines.line_at(text, start + skipped),
            value,
            lines: field_lines(slice, first_line),
            duplicates: duplicates.into_inner(),
        });
        start = end;
    }
    Ok(docs)
}

/// Line numbers of offsets asked for in increasing order, counting each
/// newline once.
struct LineCursor {
    offset: usize,
    line: usize,
}

impl Default for LineCursor {
    fn default() -> LineCursor {
        LineCursor { offset: 0, line: 1 }
    }
}

impl LineCursor {
    fn line_at(&mut self, text: &str, offset: usize) -> usize {
        if let Some(between) = text.get(self.offset..offset) {
            self.line += between.matches('\n').count();
            self.offset = offset;
        }
        self.line
    }
}

fn error(e: &serde_json::Error, lines_before: usize) -> JsonError {
    JsonError {
        line: e.line() + lines_before,
        message: without_position(e),
    }
}

/// An open object or array while scanning for field lines, with the value
/// it is in the line index.
enum Open {
    Object { key: Option<(String, usize)>, slot: usize },
    Array { count: usize, slot: usize },
}

/// The line of every field and item of one JSON document (already known to
/// parse), `first_line` being the line of the text's first byte. A scan of
/// the tokens: a value starts at a string, a number, a literal, `{` or `[`;
/// a string right after `{` or `,` in an object is a key.
fn field_lines(text: &str, first_line: usize) -> LineIndex {
    let mut lines = LineIndex::default();
    let mut stack: Vec<Open> = Vec::new();
    let bytes = text.as_bytes();
    let mut line = first_line;
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'\n' => line += 1,
            b' ' | b'\t' | b'\r' | b':' | b',' => {}
            b'}' | b']' => {
                stack.pop();
            }
            b'"' => {
                let end = string_end(bytes, i);
                if let Some(Open::Object { key: slot @ None, .. }) = stack.last_mut() {
                    let raw = text.get(i..=end).unwrap_or_default();
                    let key = serde_json::from_str::<String>(raw).unwrap_or_default();
                    *slot = Some((key, line));
                } else {
                    record(&mut stack, &mut lines, line);
                }
                i = end;
            }
            b'{' | b'[' => {
                let slot = record(&mut stack, &mut lines, line).unwrap_or(lines.root_slot());
                stack.push(if b == b'{' {
                    Open::Object { key: None, slot }
                } else {
                    Open::Array { count: 0, slot }
                });
            }
            _ => {
                record(&mut stack, &mut lines, line);
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
/// container; its place in the index, `None` at the root.
fn record(stack: &mut [Open], lines: &mut LineIndex, line: usize) -> Option<usize> {
    Some(match stack.last_mut()? {
        Open::Array { count, slot } => {
            *count += 1;
            lines.child(*slot, &(*count - 1).to_string(), line)
        }
        Open::Object { key, slot } => match key.take() {
            Some((k, key_line)) => lines.child(*slot, &k, key_line),
            None => lines.child(*slot, "", line),
        },
    })
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

fn without_position(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(at) => text.get(..at).unwrap_or(&text).to_owned(),
        None => text,
    }
}

/// Where a value sits, as a chain of links to its parents: the path (the
/// strict-decoding form, `a.b[0].c`) is written only for a repeated field.
enum Segment<'k> {
    Root,
    Field(&'k str),
    Index(usize),
}

/// A value being read at a place in the document.
struct Located<'p> {
    parent: Option<&'p Located<'p>>,
    segment: Segment<'p>,
    duplicates: &'p RefCell<Vec<Problem>>,
}

impl<'p> Located<'p> {
    fn child<'c>(&'c self, segment: Segment<'c>) -> Located<'c> {
        Located {
            parent: Some(self),
            segment,
            duplicates: self.duplicates,
        }
    }

    fn path(&self) -> String {
        let mut chain = Vec::new();
        let mut at = Some(self);
        while let Some(l) = at {
            chain.push(&l.segment);
            at = l.parent;
        }
        let mut out = String::new();
        for segment in chain.into_iter().rev() {
            match segment {
                Segment::Root => {}
                Segment::Field(name) => {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(name);
                }
                Segment::Index(i) => out.push_str(&format!("[{i}]")),
            }
        }
        out
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
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(self.child(Segment::Index(items.len())))? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            let child = self.child(Segment::Field(&key));
            let value = access.next_value_seed(child)?;
            if map.contains_key(&key) {
                let path = self.child(Segment::Field(&key)).path();
                self.duplicates.borrow_mut().push(Problem::DuplicateField(path));
            }
            map.insert(key, value);
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

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let docs = documents("\u{feff}{\"kind\": \"A\",\n \"n\": 1}").unwrap();
        assert_eq!(docs[0].value, json!({"kind": "A", "n": 1}));
        assert_eq!(docs[0].lines.line_of("n"), Some(2));
    }

    /// 300,000 concatenated documents: each one's line is found by counting
    /// on from the last, not from the start of the file.
    #[test]
    fn many_documents_are_read_in_linear_time() {
        let n = 300_000;
        let text = "{\"a\": 1}\n".repeat(n);
        let docs = documents(&text).unwrap();
        assert_eq!(docs.len(), n);
        assert_eq!((docs[n - 1].line, docs[n - 1].lines.line_of("a")), (n, Some(n)));
    }

    /// Deep JSON with long keys: a repeated field's path is written only
    /// when it is reported, and the line index keeps one segment per value.
    #[test]
    fn deep_documents_keep_one_segment_per_value() {
        let key = "k".repeat(4_000);
        let open = format!("{{\"{key}\": ").repeat(100);
        let close = "}".repeat(100);
        let leaves: String = (0..40_000).map(|i| format!("\"v{i}\": 1,\n")).collect();
        let text = format!("{open}{{{leaves}\"v0\": 2}}{close}");
        let docs = documents(&text).unwrap();
        let path = vec![key.as_str(); 100].join(".");
        assert_eq!(docs[0].duplicates, [Problem::DuplicateField(format!("{path}.v0"))]);
        assert_eq!(docs[0].lines.line_of(&format!("{path}.v39999")), Some(40_000));
    }
}
