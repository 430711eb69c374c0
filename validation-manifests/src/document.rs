//! One document of an input file: its JSON value, where it starts, the
//! line of each of its fields, and the keys it repeats.

use std::collections::HashMap;

use serde_json::Value;
use validation_runtime::decode::Problem;

/// A document read from a manifest file.
#[derive(Clone, Debug, PartialEq)]
pub struct Document {
    /// The line (from 1) where the document's content starts.
    pub line: usize,
    /// The document as JSON; repeated keys keep their last value, as the
    /// API server's decoders do.
    pub value: Value,
    /// The line of each field and list item, when the format gives it.
    pub lines: LineIndex,
    /// Repeated keys, in document order: `line N: key "k" already set in
    /// map` for YAML, `duplicate field "a.b"` for JSON.
    pub duplicates: Vec<Problem>,
}

/// Lines of fields, keyed by their path's segments (field names, map keys
/// and list indices alike), so both `spec.labels.app` (a pruned path) and
/// `spec.labels[app]` (a field error) find the same line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LineIndex {
    lines: HashMap<String, usize>,
}

/// Joins path segments into an index key; the separator cannot appear in
/// YAML or JSON keys written by hand.
const SEPARATOR: char = '\u{1f}';

impl LineIndex {
    /// Records the line of the value at `segments`.
    pub fn insert(&mut self, segments: &[String], line: usize) {
        self.lines.insert(segments.join(&SEPARATOR.to_string()), line);
    }

    /// The line of the deepest field of `path` (a field-error path such as
    /// `spec.items[2].name` or `metadata.labels[app.kubernetes.io/name]`, or
    /// a pruned path such as `spec.foo`) that the document has; `None` when
    /// not even the first field is known.
    pub fn line_of(&self, path: &str) -> Option<usize> {
        let segments = split_path(path);
        (1..=segments.len()).rev().find_map(|n| {
            let key = segments.get(..n)?.join(&SEPARATOR.to_string());
            self.lines.get(&key).copied()
        })
    }

    /// Whether nothing is recorded (JSON documents).
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }
}

/// `a.b[0][k.x].c` → `a`, `b`, `0`, `k.x`, `c`. Subscripts are read whole,
/// so dotted map keys in brackets stay one segment.
pub fn split_path(path: &str) -> Vec<String> {
    let mut segments = Vec::new();
    let mut current = String::new();
    let mut chars = path.chars();
    while let Some(c) = chars.next() {
        match c {
            '.' => {
                if !current.is_empty() {
                    segments.push(std::mem::take(&mut current));
                }
            }
            '[' => {
                if !current.is_empty() {
                    segments.push(std::mem::take(&mut current));
                }
                let inner: String = chars.by_ref().take_while(|c| *c != ']').collect();
                segments.push(inner);
            }
            other => current.push(other),
        }
    }
    if !current.is_empty() {
        segments.push(current);
    }
    segments
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_split_into_segments() {
        let cases: [(&str, &[&str]); 5] = [
            ("spec.replicas", &["spec", "replicas"]),
            ("spec.items[2].name", &["spec", "items", "2", "name"]),
            (
                "metadata.labels[app.kubernetes.io/name]",
                &["metadata", "labels", "app.kubernetes.io/name"],
            ),
            ("spec.m[a][0]", &["spec", "m", "a", "0"]),
            ("<nil>", &["<nil>"]),
        ];
        for (path, want) in cases {
            assert_eq!(split_path(path), want, "{path}");
        }
    }

    #[test]
    fn the_deepest_known_field_gives_the_line() {
        let mut index = LineIndex::default();
        index.insert(&["spec".into()], 4);
        index.insert(&["spec".into(), "items".into()], 5);
        index.insert(&["spec".into(), "items".into(), "0".into()], 6);
        assert_eq!(index.line_of("spec.items[0].name"), Some(6));
        assert_eq!(index.line_of("spec.items[1]"), Some(5));
        assert_eq!(index.line_of("spec"), Some(4));
        assert_eq!(index.line_of("status.x"), None);
    }
}
