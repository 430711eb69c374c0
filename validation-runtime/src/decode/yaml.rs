//! YAML bodies and manifests: YAML to the document tree with the line of
//! every repeated key (`line 5: key "name" already set in map`, the last
//! value kept), one or many documents, then the same check as JSON.
//!
//! Plain scalars follow the YAML 1.2 core schema (`true`, `null`, `~`,
//! `0x1F`, `1e3`, `.inf` are not strings); quoted ones and those tagged
//! `!!str` are strings. Anchors and aliases are expanded.

use std::collections::HashMap;

use saphyr_parser::{Event, Parser, ScalarStyle};
use serde::de::DeserializeOwned;

use super::problem::{Problem, Problems};
use super::tree::Node;
use super::{check_and_decode, Decoded, FieldValidation, Fields, SyntaxError};

/// Decodes a YAML body holding one document into `T`.
pub fn from_yaml<T: DeserializeOwned + Fields>(text: &str, mode: FieldValidation) -> Result<Decoded<T>, SyntaxError> {
    let mut docs = parse(text)?;
    if docs.len() > 1 {
        return Err(SyntaxError {
            message: format!("expected one YAML document, found {}", docs.len()),
        });
    }
    let (node, problems) = docs.pop().unwrap_or((Node::Null, Problems::default()));
    Ok(check_and_decode(node, problems, mode))
}

/// Decodes every document of a YAML stream (`---`-separated, as in a
/// manifest file) into `T`; empty documents are skipped, as kubectl does.
pub fn from_yaml_documents<T: DeserializeOwned + Fields>(
    text: &str,
    mode: FieldValidation,
) -> Result<Vec<Decoded<T>>, SyntaxError> {
    Ok(parse(text)?
        .into_iter()
        .filter(|(node, _)| *node != Node::Null)
        .map(|(node, problems)| check_and_decode(node, problems, mode))
        .collect())
}

enum Frame {
    Seq {
        items: Vec<Node>,
        anchor: usize,
    },
    Map {
        entries: Vec<(String, Node)>,
        index: HashMap<String, usize>,
        /// The key read and its line, waiting for its value.
        key: Option<(String, usize)>,
        anchor: usize,
    },
}

/// Every document of the stream, with its repeated keys.
fn parse(text: &str) -> Result<Vec<(Node, Problems)>, SyntaxError> {
    let mut docs = Vec::new();
    let mut stack: Vec<Frame> = Vec::new();
    let mut anchors: HashMap<usize, Node> = HashMap::new();
    let mut problems = Problems::default();
    let mut root: Option<Node> = None;
    for event in Parser::new_from_str(text) {
        let (event, span) = event.map_err(|e| SyntaxError {
            message: format!("yaml: {e}"),
        })?;
        let line = span.start.line();
        let done = match event {
            Event::DocumentStart(_) => {
                root = None;
                problems = Problems::default();
                None
            }
            Event::DocumentEnd => {
                docs.push((root.take().unwrap_or(Node::Null), std::mem::take(&mut problems)));
                None
            }
            Event::Scalar(value, style, anchor, tag) => {
                if let Some(Frame::Map { key: key @ None, .. }) = stack.last_mut() {
                    // A key: its text as written.
                    *key = Some((value.into_owned(), line));
                    None
                } else {
                    let is_str = tag.as_ref().is_some_and(|t| t.suffix == "str");
                    let node = if style == ScalarStyle::Plain && !is_str {
                        plain_scalar(&value)
                    } else {
                        Node::String(value.into_owned())
                    };
                    Some((node, anchor))
                }
            }
            Event::SequenceStart(anchor, _) => {
                stack.push(Frame::Seq {
                    items: Vec::new(),
                    anchor,
                });
                None
            }
            Event::MappingStart(anchor, _) => {
                stack.push(Frame::Map {
                    entries: Vec::new(),
                    index: HashMap::new(),
                    key: None,
                    anchor,
                });
                None
            }
            Event::SequenceEnd | Event::MappingEnd => match stack.pop() {
                Some(Frame::Seq { items, anchor }) => Some((Node::Array(items), anchor)),
                Some(Frame::Map { entries, anchor, .. }) => Some((Node::Object(entries), anchor)),
                None => None,
            },
            Event::Alias(id) => Some((anchors.get(&id).cloned().unwrap_or(Node::Null), 0)),
            Event::StreamStart | Event::StreamEnd | Event::Nothing => None,
        };
        let Some((node, anchor)) = done else { continue };
        if anchor != 0 {
            anchors.insert(anchor, node.clone());
        }
        match stack.last_mut() {
            Some(Frame::Seq { items, .. }) => items.push(node),
            Some(Frame::Map {
                entries, index, key, ..
            }) => match key.take() {
                Some((k, key_line)) => match index.get(&k) {
                    // The API server's YAML conversion keeps the last value.
                    Some(&i) => {
                        problems.push(Problem::DuplicateKey { line: key_line, key: k });
                        if let Some(entry) = entries.get_mut(i) {
                            entry.1 = node;
                        }
                    }
                    None => {
                        index.insert(k.clone(), entries.len());
                        entries.push((k, node));
                    }
                },
                None => {
                    return Err(SyntaxError {
                        message: format!("yaml: line {line}: a mapping or sequence cannot be a key"),
                    })
                }
            },
            None => root = Some(node),
        }
    }
    Ok(docs)
}

/// A plain scalar under the YAML 1.2 core schema.
fn plain_scalar(text: &str) -> Node {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Node::Null,
        "true" | "True" | "TRUE" => return Node::Bool(true),
        "false" | "False" | "FALSE" => return Node::Bool(false),
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" | "-.inf" | "-.Inf" | "-.INF" | ".nan" | ".NaN"
        | ".NAN" => return Node::String(text.to_owned()),
        _ => {}
    }
    let integer = if let Some(hex) = text.strip_prefix("0x") {
        i64::from_str_radix(hex, 16).ok()
    } else if let Some(oct) = text.strip_prefix("0o") {
        i64::from_str_radix(oct, 8).ok()
    } else if text
        .bytes()
        .enumerate()
        .all(|(i, b)| b.is_ascii_digit() || (i == 0 && (b == b'-' || b == b'+')))
        && text.bytes().any(|b| b.is_ascii_digit())
    {
        text.parse::<i64>().ok()
    } else {
        None
    };
    if let Some(i) = integer {
        return Node::Number(i.into());
    }
    if text.bytes().any(|b| b.is_ascii_digit())
        && text
            .bytes()
            .all(|b| b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.' | b'e' | b'E'))
    {
        if let Some(n) = text.parse::<f64>().ok().and_then(serde_json::Number::from_f64) {
            return Node::Number(n);
        }
    }
    if let Ok(u) = text.parse::<u64>() {
        return Node::Number(u.into());
    }
    Node::String(text.to_owned())
}
