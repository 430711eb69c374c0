//! YAML manifests: every document of a stream as JSON, with the line of
//! each field and of each repeated key.
//!
//! Plain scalars are typed as kubectl's YAML-to-JSON conversion types them
//! (`true`, `yes`, `on` are booleans; `null`, `~` and nothing are null;
//! decimal, `0x` and `0o` integers; decimal floats); quoted scalars and
//! scalars tagged `!!str` are strings. Anchors and aliases are expanded,
//! and merge keys (`<<: *base`) merged, keys written beside them winning. A
//! repeated key keeps its last value and is reported as the API server's
//! YAML decoder reports it: `line N: key "k" already set in map`, with N
//! the line in the file.

use std::collections::HashMap;

use saphyr_parser::{Event, Parser, ScalarStyle};
use serde_json::{Map, Number, Value};
use validation_runtime::decode::Problem;

use crate::document::{Document, LineIndex};

/// A YAML stream that does not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YamlError {
    /// The line of the problem, from 1.
    pub line: usize,
    /// The parser's description.
    pub message: String,
}

enum Frame {
    Seq {
        items: Vec<Value>,
        anchor: usize,
    },
    Map {
        map: Map<String, Value>,
        /// The key read and its line, waiting for its value.
        key: Option<(String, usize)>,
        /// Keys that came from a merge (`<<: *base`): a key written in the
        /// mapping itself overrides them without being a repeat.
        merged: Vec<String>,
        anchor: usize,
    },
}

/// The deepest nesting read, as serde_json limits JSON: the checks after
/// reading recurse, and a hostile document must not exhaust the stack.
const MAX_DEPTH: usize = 128;

/// The most values aliases may copy into one document: a few aliases
/// of aliases would otherwise grow a small file into gigabytes.
const MAX_ALIASED: usize = 1_000_000;

/// The number of values in `v`, itself included.
fn size(v: &Value) -> usize {
    match v {
        Value::Array(items) => 1 + items.iter().map(size).sum::<usize>(),
        Value::Object(map) => 1 + map.values().map(size).sum::<usize>(),
        _ => 1,
    }
}

/// The merge key of YAML 1.1, which kubectl's conversion honours.
const MERGE_KEY: &str = "<<";

/// The document being built.
#[derive(Default)]
struct Builder {
    stack: Vec<Frame>,
    /// Segments of the open collections below the root.
    path: Vec<String>,
    lines: LineIndex,
    duplicates: Vec<Problem>,
    /// Anchored values and their sizes in values.
    anchors: HashMap<usize, (Value, usize)>,
    /// Values copied in by aliases so far.
    aliased: usize,
    root: Option<Value>,
    root_line: usize,
}

impl Builder {
    /// The path segment and line of a value starting at `line`, or `None`
    /// for a mapping key.
    fn place(&self, line: usize) -> Option<(Option<String>, usize)> {
        match self.stack.last() {
            None => Some((None, line)),
            Some(Frame::Seq { items, .. }) => Some((Some(items.len().to_string()), line)),
            Some(Frame::Map {
                key: Some((k, key_line)),
                ..
            }) => Some((Some(k.clone()), *key_line)),
            Some(Frame::Map { key: None, .. }) => None,
        }
    }

    /// Records where the value starting now sits; returns its segment.
    fn enter(&mut self, line: usize) -> Option<String> {
        let (segment, at) = self.place(line)?;
        match &segment {
            Some(s) => {
                self.path.push(s.clone());
                self.lines.insert(&self.path, at);
                self.path.pop();
            }
            None => self.root_line = at,
        }
        segment
    }

    /// Adds a finished value to its parent.
    fn attach(&mut self, value: Value, anchor: usize, line: usize) -> Result<(), YamlError> {
        if anchor != 0 {
            self.anchors.insert(anchor, (value.clone(), size(&value)));
        }
        match self.stack.last_mut() {
            None => self.root = Some(value),
            Some(Frame::Seq { items, .. }) => items.push(value),
            Some(Frame::Map { map, key, merged, .. }) => {
                let Some((k, key_line)) = key.take() else {
                    return Err(YamlError {
                        line,
                        message: "a mapping or sequence cannot be a key".to_owned(),
                    });
                };
                if k == MERGE_KEY {
                    return merge(map, merged, value, key_line);
                }
                let overrides_merged = merged.iter().position(|m| *m == k).map(|i| merged.swap_remove(i));
                if map.insert(k.clone(), value).is_some() && overrides_merged.is_none() {
                    self.duplicates.push(Problem::DuplicateKey { line: key_line, key: k });
                }
            }
        }
        Ok(())
    }

    fn finish(&mut self) -> Option<Document> {
        let value = self.root.take()?;
        let document = Document {
            line: self.root_line,
            value,
            lines: std::mem::take(&mut self.lines),
            duplicates: std::mem::take(&mut self.duplicates),
        };
        self.anchors.clear();
        Some(document)
    }
}

/// Merges a mapping, or a sequence of mappings (the earlier winning), into
/// `map`; keys already there stay.
fn merge(map: &mut Map<String, Value>, merged: &mut Vec<String>, value: Value, line: usize) -> Result<(), YamlError> {
    let sources = match value {
        Value::Object(source) => vec![source],
        Value::Array(items) if items.iter().all(Value::is_object) => items
            .into_iter()
            .filter_map(|item| match item {
                Value::Object(source) => Some(source),
                _ => None,
            })
            .collect(),
        _ => {
            return Err(YamlError {
                line,
                message: "map merge requires map or sequence of maps as the value".to_owned(),
            })
        }
    };
    for source in sources {
        for (k, v) in source {
            if !map.contains_key(&k) {
                merged.push(k.clone());
                map.insert(k, v);
            }
        }
    }
    Ok(())
}

/// Every non-empty document of `text`, in order.
pub fn documents(text: &str) -> Result<Vec<Document>, YamlError> {
    let mut docs = Vec::new();
    let mut b = Builder::default();
    for event in Parser::new_from_str(text) {
        let (event, span) = event.map_err(|e| YamlError {
            line: e.marker().line(),
            message: e.info().to_owned(),
        })?;
        let line = span.start.line();
        match event {
            Event::DocumentStart(_) => b = Builder::default(),
            Event::DocumentEnd => {
                if let Some(doc) = b.finish().filter(|d| !d.value.is_null()) {
                    docs.push(doc);
                }
            }
            Event::Scalar(text, style, anchor, tag) => {
                if let Some(Frame::Map { key: key @ None, .. }) = b.stack.last_mut() {
                    *key = Some((text.into_owned(), line));
                    continue;
                }
                b.enter(line);
                let is_str = tag.as_ref().is_some_and(|t| t.suffix == "str");
                let value = if style == ScalarStyle::Plain && !is_str {
                    plain_scalar(&text)
                } else {
                    Value::String(text.into_owned())
                };
                b.attach(value, anchor, line)?;
            }
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                let Some(segment) = b.place(line).map(|_| b.enter(line)) else {
                    return Err(YamlError {
                        line,
                        message: "a mapping or sequence cannot be a key".to_owned(),
                    });
                };
                if b.stack.len() >= MAX_DEPTH {
                    return Err(YamlError {
                        line,
                        message: format!("exceeded max depth of {MAX_DEPTH}"),
                    });
                }
                if let Some(s) = segment {
                    b.path.push(s);
                }
                let frame = if matches!(event, Event::SequenceStart(..)) {
                    Frame::Seq {
                        items: Vec::new(),
                        anchor,
                    }
                } else {
                    Frame::Map {
                        map: Map::new(),
                        key: None,
                        merged: Vec::new(),
                        anchor,
                    }
                };
                b.stack.push(frame);
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let (value, anchor) = match b.stack.pop() {
                    Some(Frame::Seq { items, anchor }) => (Value::Array(items), anchor),
                    Some(Frame::Map { map, anchor, .. }) => (Value::Object(map), anchor),
                    None => continue,
                };
                if !b.stack.is_empty() {
                    b.path.pop();
                }
                b.attach(value, anchor, line)?;
            }
            Event::Alias(id) => {
                if let Some(Frame::Map { key: None, .. }) = b.stack.last() {
                    return Err(YamlError {
                        line,
                        message: "an alias cannot be a key".to_owned(),
                    });
                }
                b.enter(line);
                let (value, count) = b.anchors.get(&id).cloned().unwrap_or((Value::Null, 1));
                b.aliased += count;
                if b.aliased > MAX_ALIASED {
                    return Err(YamlError {
                        line,
                        message: "document contains excessive aliasing".to_owned(),
                    });
                }
                b.attach(value, 0, line)?;
            }
            Event::StreamStart | Event::StreamEnd | Event::Nothing => {}
        }
    }
    Ok(docs)
}

/// A plain scalar as kubectl's YAML-to-JSON conversion reads it.
fn plain_scalar(text: &str) -> Value {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Value::Null,
        "true" | "True" | "TRUE" | "yes" | "Yes" | "YES" | "on" | "On" | "ON" | "y" | "Y" => return Value::Bool(true),
        "false" | "False" | "FALSE" | "no" | "No" | "NO" | "off" | "Off" | "OFF" | "n" | "N" => {
            return Value::Bool(false)
        }
        _ => {}
    }
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1i64, rest),
        None => (1, text.strip_prefix('+').unwrap_or(text)),
    };
    let radix = [("0x", 16), ("0o", 8)]
        .into_iter()
        .find_map(|(prefix, radix)| digits.strip_prefix(prefix).map(|d| (d, radix)));
    if let Some((d, radix)) = radix {
        if let Ok(n) = i64::from_str_radix(d, radix) {
            return Value::Number((sign * n).into());
        }
    }
    let is_integer = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    if is_integer {
        if let Ok(n) = text.trim_start_matches('+').parse::<i64>() {
            return Value::Number(n.into());
        }
        if let Ok(n) = text.trim_start_matches('+').parse::<u64>() {
            return Value::Number(n.into());
        }
    }
    let is_float = digits.bytes().any(|b| b.is_ascii_digit())
        && digits
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'-' | b'+'));
    if is_float {
        if let Some(n) = text.parse::<f64>().ok().and_then(Number::from_f64) {
            return Value::Number(n);
        }
    }
    Value::String(text.to_owned())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn plain_scalars_are_typed_as_kubectl_types_them() {
        let cases = [
            ("yes", json!(true)),
            ("off", json!(false)),
            ("~", json!(null)),
            ("12", json!(12)),
            ("-0x1F", json!(-31)),
            ("0o17", json!(15)),
            ("1.5", json!(1.5)),
            ("1e3", json!(1000.0)),
            ("18446744073709551615", json!(18446744073709551615u64)),
            ("1.2.3", json!("1.2.3")),
            ("abc", json!("abc")),
            ("-", json!("-")),
        ];
        for (text, want) in cases {
            assert_eq!(plain_scalar(text), want, "{text}");
        }
    }

    #[test]
    fn documents_carry_values_lines_and_repeated_keys() {
        let text = "# a comment\n---\napiVersion: v1\nkind: A\nspec:\n  items:\n  - name: x\n    name: w\n  - &n z\n  - *n\n---\n---\n'q': \"1\"\n";
        let docs = documents(text).unwrap();
        assert_eq!(docs.len(), 2);
        let first = &docs[0];
        assert_eq!(first.line, 3);
        assert_eq!(
            first.value,
            json!({"apiVersion": "v1", "kind": "A", "spec": {"items": [{"name": "w"}, "z", "z"]}})
        );
        assert_eq!(
            first.duplicates,
            [Problem::DuplicateKey {
                line: 8,
                key: "name".into()
            }]
        );
        let lines: Vec<_> = [
            "kind",
            "spec",
            "spec.items",
            "spec.items[0].name",
            "spec.items[2]",
            "spec.items[1].x",
        ]
        .iter()
        .map(|p| first.lines.line_of(p))
        .collect();
        assert_eq!(lines, [Some(4), Some(5), Some(6), Some(8), Some(10), Some(9)]);
        assert_eq!(docs[1].line, 13);
        assert_eq!(docs[1].value, json!({"q": "1"}));
    }

    #[test]
    fn merge_keys_merge_and_keys_written_override() {
        let text = "base: &b {a: 1, b: 2}\nmore: &m {c: 3}\nx:\n  <<: [*b, *m]\n  b: 20\n  a: 10\n  a: 11\n";
        let docs = documents(text).unwrap();
        assert_eq!(docs[0].value["x"], json!({"a": 11, "b": 20, "c": 3}));
        assert_eq!(
            docs[0].duplicates,
            [Problem::DuplicateKey {
                line: 7,
                key: "a".into()
            }]
        );
        let err = documents("x:\n  <<: 1\n").unwrap_err();
        assert_eq!(
            err,
            YamlError {
                line: 2,
                message: "map merge requires map or sequence of maps as the value".into()
            }
        );
    }

    #[test]
    fn nesting_is_bounded() {
        let deep = format!("{}{}", "[".repeat(200), "]".repeat(200));
        assert_eq!(
            documents(&deep).unwrap_err(),
            YamlError {
                line: 1,
                message: "exceeded max depth of 128".into()
            }
        );
        let ok = format!("{}{}", "[".repeat(100), "]".repeat(100));
        assert_eq!(documents(&ok).unwrap().len(), 1);
    }

    #[test]
    fn aliases_of_aliases_are_bounded() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..8 {
            let refs = vec![format!("*a{}", i - 1); 10].join(", ");
            text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
        }
        assert_eq!(
            documents(&text).unwrap_err(),
            // a5 (line 6) brings the copies past a million.
            YamlError {
                line: 6,
                message: "document contains excessive aliasing".into()
            }
        );
    }

    #[test]
    fn syntax_errors_have_a_line() {
        let err = documents("a: b\n  c: d: e\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert_eq!(err.message, "mapping values are not allowed in this context");
    }
}
