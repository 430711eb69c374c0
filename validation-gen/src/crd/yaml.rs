//! JSON values as block-style YAML, the way `kubectl get -o yaml` lays a
//! manifest out: keys sorted, sequences at their key's indentation,
//! multi-line text as literal blocks.
//!
//! Written here rather than with a YAML crate: the maintained emitters
//! (saphyr's) are not in the dependency tree, and a JSON value needs only
//! a few rules to come out as deterministic, valid YAML. Every string that
//! is not plainly safe is double-quoted with JSON's escapes, which YAML's
//! double-quoted style shares; the tests parse the output back with
//! saphyr-parser and compare.

use serde_json::{Map, Value};

/// The YAML document for `value`, ending in a newline.
pub fn to_yaml(value: &Value) -> String {
    let mut out = String::new();
    match value {
        Value::Object(map) if !map.is_empty() => mapping(&mut out, map, 0, false),
        Value::Array(items) if !items.is_empty() => sequence(&mut out, items, 0, false),
        scalar => {
            out.push_str(&inline(scalar, 0));
            out.push('\n');
        }
    }
    out
}

/// A block mapping at `indent`; `started`: the first line's indentation
/// is already written (after a sequence's `- `).
fn mapping(out: &mut String, map: &Map<String, Value>, indent: usize, started: bool) {
    let mut entries: Vec<(&String, &Value)> = map.iter().collect();
    entries.sort_by(|a, b| a.0.cmp(b.0));
    for (i, (key, value)) in entries.into_iter().enumerate() {
        if i > 0 || !started {
            push_indent(out, indent);
        }
        out.push_str(&string_scalar(key, indent, false));
        out.push(':');
        node_after_key(out, value, indent);
    }
}

/// A block sequence at `indent`.
fn sequence(out: &mut String, items: &[Value], indent: usize, started: bool) {
    for (i, item) in items.iter().enumerate() {
        if i > 0 || !started {
            push_indent(out, indent);
        }
        out.push('-');
        match item {
            Value::Object(map) if !map.is_empty() => {
                out.push(' ');
                mapping(out, map, indent + 2, true);
            }
            Value::Array(inner) if !inner.is_empty() => {
                out.push(' ');
                sequence(out, inner, indent + 2, true);
            }
            scalar => {
                out.push(' ');
                out.push_str(&inline(scalar, indent));
                out.push('\n');
            }
        }
    }
}

/// A mapping value, after `key:`.
fn node_after_key(out: &mut String, value: &Value, indent: usize) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            out.push('\n');
            mapping(out, map, indent + 2, false);
        }
        Value::Array(items) if !items.is_empty() => {
            out.push('\n');
            sequence(out, items, indent, false);
        }
        scalar => {
            out.push(' ');
            out.push_str(&inline(scalar, indent));
            out.push('\n');
        }
    }
}

/// A scalar or an empty collection, on the current line; a literal block's
/// lines are indented below `indent`.
fn inline(value: &Value, indent: usize) -> String {
    match value {
        Value::Null => "null".to_owned(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => string_scalar(s, indent, true),
        Value::Array(_) => "[]".to_owned(),
        Value::Object(_) => "{}".to_owned(),
    }
}

/// A string: plain when it cannot be read as anything else, a literal
/// block for multi-line text (when `block` allows it), else double-quoted.
fn string_scalar(s: &str, indent: usize, block: bool) -> String {
    if is_plain_safe(s) {
        return s.to_owned();
    }
    if block {
        if let Some(literal) = literal_block(s, indent + 2) {
            return literal;
        }
    }
    double_quoted(s)
}

/// Letters first, then letters, digits, single inner spaces and
/// punctuation that marks nothing inside a block scalar (`.`, `_`, `-`,
/// `/`, `,`, `;`, `(`, `)`, `=`, `<`, `>`, `+`); never a word YAML 1.1 or
/// 1.2 reads as a boolean or null.
fn is_plain_safe(s: &str) -> bool {
    const KEYWORDS: [&str; 11] = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", "nan"];
    let Some(first) = s.chars().next() else {
        return false;
    };
    first.is_ascii_alphabetic()
        && !s.ends_with(' ')
        && !s.contains("  ")
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || " ._-/,;()=<>+".contains(c))
        && !KEYWORDS.contains(&s.to_ascii_lowercase().as_str())
}

/// `|` / `|-` and the lines, for text with a line break whose lines a
/// literal block keeps exactly: no trailing or leading blanks, tabs or
/// other control characters, at most one final newline.
fn literal_block(s: &str, indent: usize) -> Option<String> {
    let (body, chomp) = match s.strip_suffix('\n') {
        Some(body) => (body, "|"),
        None => (s, "|-"),
    };
    let safe = body.contains('\n')
        && !body.starts_with(' ')
        && !body.ends_with('\n')
        && body.lines().all(|line| !line.ends_with(' '))
        && body.chars().all(|c| c == '\n' || !needs_escape(c));
    if !safe {
        return None;
    }
    let mut out = chomp.to_owned();
    for line in body.split('\n') {
        out.push('\n');
        if !line.is_empty() {
            push_indent(&mut out, indent);
            out.push_str(line);
        }
    }
    Some(out)
}

/// JSON's escaping, plus the characters YAML reads as line breaks or marks.
fn double_quoted(s: &str) -> String {
    let json = serde_json::to_string(s).unwrap_or_default();
    if !json.chars().any(needs_escape) {
        return json;
    }
    json.chars().fold(String::with_capacity(json.len()), |mut out, c| {
        if needs_escape(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
        out
    })
}

/// Characters a YAML scalar may not hold as written: control characters,
/// NEL, the line and paragraph separators and the byte-order mark.
fn needs_escape(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}' | '\u{2029}' | '\u{feff}')
}

fn push_indent(out: &mut String, indent: usize) {
    out.extend(std::iter::repeat_n(' ', indent));
}

#[cfg(test)]
pub(crate) mod tests {
    use saphyr_parser::{Event, Parser, ScalarStyle};
    use serde_json::json;

    use super::*;

    /// The YAML read back as JSON (YAML 1.2 core schema for plain scalars).
    pub(crate) fn parse(text: &str) -> Value {
        enum Frame {
            Seq(Vec<Value>),
            Map(Map<String, Value>, Option<String>),
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut root = Value::Null;
        for event in Parser::new_from_str(text) {
            let (event, _) = event.unwrap_or_else(|e| panic!("{e}\n{text}"));
            let done = match event {
                Event::Scalar(value, style, _, _) => {
                    if let Some(Frame::Map(_, key @ None)) = stack.last_mut() {
                        *key = Some(value.into_owned());
                        continue;
                    }
                    Some(if style == ScalarStyle::Plain {
                        plain(&value)
                    } else {
                        Value::String(value.into_owned())
                    })
                }
                Event::SequenceStart(..) => {
                    stack.push(Frame::Seq(Vec::new()));
                    None
                }
                Event::MappingStart(..) => {
                    stack.push(Frame::Map(Map::new(), None));
                    None
                }
                Event::SequenceEnd | Event::MappingEnd => match stack.pop() {
                    Some(Frame::Seq(items)) => Some(Value::Array(items)),
                    Some(Frame::Map(map, _)) => Some(Value::Object(map)),
                    None => None,
                },
                _ => None,
            };
            let Some(value) = done else { continue };
            match stack.last_mut() {
                Some(Frame::Seq(items)) => items.push(value),
                Some(Frame::Map(map, key)) => {
                    map.insert(key.take().unwrap(), value);
                }
                None => root = value,
            }
        }
        root
    }

    fn plain(s: &str) -> Value {
        match s {
            "null" | "~" | "" => Value::Null,
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            _ => serde_json::from_str::<serde_json::Number>(s).map_or_else(|_| Value::from(s), Value::Number),
        }
    }

    #[test]
    fn a_manifest_reads_like_kubectls() {
        let value = json!({
            "kind": "CustomResourceDefinition",
            "apiVersion": "apiextensions.k8s.io/v1",
            "spec": {
                "names": {"shortNames": ["f"], "kind": "Foo"},
                "versions": [{"name": "v1", "served": true, "subresources": {"status": {}}, "columns": []}],
                "list": [["a", 1], [], {}],
            },
        });
        assert_eq!(
            to_yaml(&value),
            "apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  list:
  - - a
    - 1
  - []
  - {}
  names:
    kind: Foo
    shortNames:
    - f
  versions:
  - columns: []
    name: v1
    served: true
    subresources:
      status: {}
"
        );
    }

    #[test]
    fn strings_are_plain_literal_or_quoted() {
        let cases = [
            ("spec.replicas", "spec.replicas"),
            ("How many copies", "How many copies"),
            ("true", "\"true\""),
            ("No", "\"No\""),
            ("10", "\"10\""),
            ("1e3", "\"1e3\""),
            ("", "\"\""),
            ("self == oldSelf", "self == oldSelf"),
            ("served, by name (a list).", "served, by name (a list)."),
            ("it's", "\"it's\""),
            ("a: b", "\"a: b\""),
            ("- x", "\"- x\""),
            ("#x", "\"#x\""),
            ("trailing ", "\"trailing \""),
            ("one\ntwo", "|-\n    one\n    two"),
            ("one\n\ntwo\n", "|\n    one\n\n    two"),
            ("  indented\nfirst", "\"  indented\\nfirst\""),
            ("tab\there\nx", "\"tab\\there\\nx\""),
            ("two\n\n", "\"two\\n\\n\""),
            ("line\u{2028}sep", "\"line\\u2028sep\""),
            ("bell\u{7}", "\"bell\\u0007\""),
            ("naïve café", "\"naïve café\""),
        ];
        for (text, yaml) in cases {
            assert_eq!(string_scalar(text, 2, true), yaml, "{text:?}");
        }
    }

    #[test]
    fn every_value_round_trips() {
        let value = json!({
            "description": "First line.\n\nSecond: with a colon # and hash.",
            "quoted": ["true", "null", "~", "0x1F", "1.5", ".inf", "-", "?", "'", "\"", "\\", "{}", "[a]", "*x", "&y", "!t", "%", "@", "`"],
            "numbers": [0, -1, 1.5, 1e300, 9007199254740993u64, -9223372036854775808i64],
            "flags": [true, false, null],
            "empty": {"map": {}, "list": [], "text": ""},
            "x-kubernetes-validations": [{"rule": "self.minReplicas <= self.replicas", "message": "must be\nordered"}],
            "nested": [[[1]], [{"a": [{"b": "c"}]}]],
            "text block\nkey": "multi\nline\n",
            "unicode": "é\u{85}\u{feff}",
        });
        let yaml = to_yaml(&value);
        assert_eq!(parse(&yaml), value, "{yaml}");
    }

    #[test]
    fn scalar_documents() {
        for value in [json!(null), json!(3), json!("x y"), json!([]), json!({})] {
            assert_eq!(parse(&to_yaml(&value)), value);
        }
    }
}
