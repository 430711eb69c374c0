//! Reading a patch body the way the API server's strict decoder reads it
//! (`fieldValidation=Strict` or `Warn`): every repeated key and, in a JSON
//! patch, every operation field other than `op`, `path`, `from` and `value`
//! is found in document order, at its path. Later duplicates win, as in Go.
//!
//! One pass over the bytes; each key is looked up once in its object, and
//! paths are rendered only for a finding. Nesting is bounded by
//! `serde_json`'s recursion limit (128), so hostile input errors instead of
//! overflowing the stack.

use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

use crate::quote::write_go_quoted;

/// The fields of a JSON patch operation, as the API server declares them.
const OPERATION_FIELDS: [&str; 4] = ["op", "path", "from", "value"];

/// The API server keeps at most this many strict errors per request.
const MAX_FINDINGS: usize = 100;

/// What is being read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Target {
    /// Any JSON (a merge patch, an operation's value).
    Any,
    /// A JSON patch: a list of operations.
    Operations,
    /// One operation of a JSON patch.
    Operation,
}

/// One step of the path to a value.
#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// A repeated key or an unknown operation field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Finding {
    Duplicate(String),
    Unknown(String),
}

impl Finding {
    /// The strict-decoding text: `duplicate field "spec.x"`.
    pub(super) fn render(&self, prefix: &str) -> String {
        let (what, path) = match self {
            Finding::Duplicate(p) => ("duplicate field ", p),
            Finding::Unknown(p) => ("unknown field ", p),
        };
        let mut out = format!("{prefix}{what}");
        write_go_quoted(&mut out, path);
        out
    }
}

#[derive(Default)]
struct Scan {
    steps: Vec<Step>,
    findings: Vec<Finding>,
}

impl Scan {
    /// The strict path of `key` under the current position:
    /// `spec.ports[0].name`, `[1].path`.
    fn path_of(&self, key: &str) -> String {
        let mut out = String::new();
        for step in self.steps.iter().map(Some).chain([None]) {
            match step {
                Some(Step::Index(i)) => {
                    out.push('[');
                    out.push_str(&i.to_string());
                    out.push(']');
                }
                Some(Step::Key(k)) => push_key(&mut out, k),
                None => push_key(&mut out, key),
            }
        }
        out
    }

    fn find(&mut self, finding: Finding) {
        if self.findings.len() < MAX_FINDINGS && !self.findings.contains(&finding) {
            self.findings.push(finding);
        }
    }
}

fn push_key(out: &mut String, key: &str) {
    if !out.is_empty() {
        out.push('.');
    }
    out.push_str(key);
}

/// Parses `bytes` as JSON, returning the value (later duplicates win) and
/// the findings in document order.
pub(super) fn scan(bytes: &[u8], target: Target) -> Result<(Value, Vec<Finding>), serde_json::Error> {
    let mut scan = Scan::default();
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = Seed {
        scan: &mut scan,
        target,
    }
    .deserialize(&mut de)?;
    de.end()?;
    Ok((value, scan.findings))
}

struct Seed<'s> {
    scan: &'s mut Scan,
    target: Target,
}

impl<'de> DeserializeSeed<'de> for Seed<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Seed<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
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

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let item_target = match self.target {
            Target::Operations => Target::Operation,
            _ => Target::Any,
        };
        let mut items = Vec::new();
        loop {
            self.scan.steps.push(Step::Index(items.len()));
            let next = seq.next_element_seed(Seed {
                scan: self.scan,
                target: item_target,
            });
            self.scan.steps.pop();
            match next? {
                Some(item) => items.push(item),
                None => return Ok(Value::Array(items)),
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            let unknown = self.target == Target::Operation && !OPERATION_FIELDS.contains(&key.as_str());
            if unknown {
                // An unknown field is reported as unknown only, repeated or not.
                let path = self.scan.path_of(&key);
                self.scan.find(Finding::Unknown(path));
            } else if map.contains_key(&key) {
                let path = self.scan.path_of(&key);
                self.scan.find(Finding::Duplicate(path));
            }
            self.scan.steps.push(Step::Key(key));
            let value = access.next_value_seed(Seed {
                scan: self.scan,
                target: Target::Any,
            });
            let Some(Step::Key(key)) = self.scan.steps.pop() else {
                // The step pushed above is always a key.
                continue;
            };
            map.insert(key, value?);
        }
        Ok(Value::Object(map))
    }
}
