//! JSON manifests: one or more concatenated documents as values, with the
//! fields given twice reported as the API server's JSON decoder reports
//! them (`duplicate field "spec.ports[0].name"`, the last value kept).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::fmt;
use std::io::BufRead;

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

/// Every document of `text`, in order. A leading byte-order mark is
/// skipped, as kubectl's reader skips it.
#[cfg(test)]
pub fn documents(text: &str) -> Result<Vec<Document>, JsonError> {
    documents_at(text.strip_prefix('\u{feff}').unwrap_or(text), 1)
}

/// Every document of `text`, which starts at line `first_line` of its
/// file, in order. A first pass finds where each document ends (and any
/// syntax error, with its line in the file); the second reads each one,
/// noting repeated fields. Lines are counted once, as the documents go by,
/// so a stream of many documents is read in linear time.
fn documents_at(text: &str, first_line: usize) -> Result<Vec<Document>, JsonError> {
    let mut docs = Vec::new();
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<IgnoredAny>();
    let mut start = 0;
    let mut lines = LineCursor {
        offset: 0,
        line: first_line,
    };
    while let Some(next) = stream.next() {
        next.map_err(|e| error(&e, first_line - 1))?;
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

/// A JSON stream that stops: it does not parse, or cannot be read.
#[derive(Debug)]
pub enum ReadError {
    Json(JsonError),
    Io(std::io::Error),
}

/// The documents of a JSON stream, read one at a time (kubectl decodes a
/// stream of concatenated documents one by one), so that memory is bounded
/// by the largest document: the bytes up to the end of each top-level
/// object or array are one part, read by [`documents_at`]. A top-level
/// scalar (no manifest) leaves the rest of the stream as one part. After
/// an error, nothing more.
pub struct Documents<R> {
    reader: R,
    part: Vec<u8>,
    /// The line (from 1) where the next part starts.
    next_line: usize,
    /// A top-level scalar was seen: the rest is one part.
    whole: bool,
    started: bool,
    ready: VecDeque<Document>,
    failed: Option<ReadError>,
    done: bool,
}

impl<R: BufRead> Documents<R> {
    pub fn new(reader: R) -> Documents<R> {
        Documents {
            reader,
            part: Vec::new(),
            next_line: 1,
            whole: false,
            started: false,
            ready: VecDeque::new(),
            failed: None,
            done: false,
        }
    }

    /// Reads the next part into `part`: up to the end of the next top-level
    /// object or array (or of the stream). Strings are skipped whole, so
    /// brackets in them do not count.
    fn read_part(&mut self) -> std::io::Result<()> {
        self.part.clear();
        let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
        loop {
            let buf = self.reader.fill_buf()?;
            if buf.is_empty() {
                return Ok(());
            }
            let mut end = None;
            for (i, &b) in buf.iter().enumerate() {
                if in_string {
                    match b {
                        _ if escaped => escaped = false,
                        b'\\' => escaped = true,
                        b'"' => in_string = false,
                        _ => {}
                    }
                    continue;
                }
                match b {
                    b'"' => in_string = true,
                    b'{' | b'[' => depth += 1,
                    b'}' | b']' => {
                        depth = depth.saturating_sub(1);
                        if depth == 0 && !self.whole {
                            end = Some(i + 1);
                            break;
                        }
                    }
                    b' ' | b'\t' | b'\r' | b'\n' => {}
                    // Not a byte-order mark, which the part keeps.
                    _ if depth == 0 && b.is_ascii() => self.whole = true,
                    _ => {}
                }
            }
            let used = end.unwrap_or(buf.len());
            self.part.extend_from_slice(buf.get(..used).unwrap_or_default());
            self.reader.consume(used);
            if end.is_some() {
                return Ok(());
            }
        }
    }

    fn read_next_part(&mut self) {
        if let Err(e) = self.read_part() {
            self.done = true;
            self.failed = Some(ReadError::Io(e));
            return;
        }
        if self.part.is_empty() {
            self.done = true;
            return;
        }
        if !self.started {
            self.started = true;
            let bom = "\u{feff}".as_bytes();
            if self.part.starts_with(bom) {
                // A leading byte-order mark is skipped, as kubectl skips it.
                self.part.drain(..bom.len());
            }
        }
        let first_line = self.next_line;
        self.next_line += self.part.iter().filter(|b| **b == b'\n').count();
        let text = match String::from_utf8(std::mem::take(&mut self.part)) {
            Ok(text) => text,
            Err(_) => {
                self.done = true;
                self.failed = Some(ReadError::Io(std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    "stream did not contain valid UTF-8",
                )));
                return;
            }
        };
        match documents_at(&text, first_line) {
            Ok(docs) => self.ready.extend(docs),
            Err(e) => {
                self.done = true;
                self.failed = Some(ReadError::Json(e));
            }
        }
        self.part = text.into_bytes();
    }
}

impl<R: BufRead> Iterator for Documents<R> {
    type Item = Result<Document, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(doc) = self.ready.pop_front() {
                return Some(Ok(doc));
            }
            if let Some(e) = self.failed.take() {
                return Some(Err(e));
            }
            if self.done {
                return None;
            }
            self.read_next_part();
        }
    }
}

/// Line numbers of offsets asked for in increasing order, counting each
/// newline once.
struct LineCursor {
    offset: usize,
    line: usize,
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

    /// Read as a stream, through buffers as small as 1 byte (parts and
    /// strings cut anywhere), the documents are those of the whole text,
    /// with the same lines, repeated fields and errors.
    #[test]
    fn streams_read_as_the_whole_text() {
        let texts = [
            "\u{feff}{\"kind\": \"A\",\n \"s\": \"}]\\\"{\", \"n\": 1, \"n\": 2}{\"b\": [1,\n {\"c\": \"\\\\\"}]}\n\n  [1]\n",
            "{\"a\": 1}\n{\"b\": 2}{\"c\":\n3}",
            "\n\n{\"a\": {\"b\": [\n1, 2]}}\n   ",
        ];
        for text in texts {
            let whole = documents(text).unwrap();
            for capacity in [1, 2, 3, 7, 64] {
                let reader = std::io::BufReader::with_capacity(capacity, text.as_bytes());
                let streamed: Vec<Document> = Documents::new(reader).map(|d| d.unwrap()).collect();
                assert_eq!(streamed, whole, "{text:?} by {capacity}");
            }
        }
        // An error in the second document comes after the first, at its
        // line in the file.
        let mut stream = Documents::new("{\"a\": 1}\n{\"b\":\n 2 3}".as_bytes());
        assert_eq!(stream.next().unwrap().unwrap().value, json!({"a": 1}));
        let Some(Err(ReadError::Json(err))) = stream.next() else {
            panic!("not a syntax error")
        };
        assert_eq!(
            err,
            JsonError {
                line: 3,
                message: "expected `,` or `}`".into()
            }
        );
        assert!(stream.next().is_none());
        // A top-level scalar: the rest is read as one part.
        let read: Vec<_> = Documents::new("{\"a\": 1} 7 {\"b\": 2}".as_bytes())
            .map(|d| d.unwrap().value)
            .collect();
        assert_eq!(read, [json!({"a": 1}), json!(7), json!({"b": 2})]);
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
