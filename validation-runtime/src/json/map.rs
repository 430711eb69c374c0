//! Map serialization with Go's key order.
//!
//! Go sorts map keys (byte-wise, by their string form); Rust's `HashMap`
//! iterates randomly and `BTreeMap<i32, _>` orders numerically, so entries
//! with a known length (real maps) are buffered and sorted. Serde reports an
//! unknown length (`None`) for structs with `#[serde(flatten)]`, which Go
//! writes in declaration order, so those stream through unsorted.

use serde::ser::{self, Serialize};
use serde_json::Value;

use super::ser::nested;
use super::Error;
use crate::quote::write_go_json_string;

pub(crate) enum MapSer<'a> {
    Sorted {
        out: &'a mut String,
        entries: Vec<(String, String)>,
        key: Option<String>,
    },
    Streaming {
        out: &'a mut String,
        first: bool,
    },
}

impl<'a> MapSer<'a> {
    pub(super) fn new(out: &'a mut String, len: Option<usize>) -> MapSer<'a> {
        out.push('{');
        match len {
            Some(n) => MapSer::Sorted {
                out,
                entries: Vec::with_capacity(n),
                key: None,
            },
            None => MapSer::Streaming { out, first: true },
        }
    }
}

/// A map key's string form: strings as-is, integers in decimal (Go allows
/// string and integer keys only).
fn key_string<T: Serialize + ?Sized>(key: &T) -> Result<String, Error> {
    let value = serde_json::to_value(key).map_err(|e| Error::new(e.to_string()))?;
    match value {
        Value::String(s) => Ok(s),
        Value::Number(n) if !n.is_f64() => Ok(n.to_string()),
        other => Err(Error::new(format!("json: unsupported map key: {other}"))),
    }
}

impl ser::SerializeMap for MapSer<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        let k = key_string(key)?;
        match self {
            MapSer::Sorted { key, .. } => *key = Some(k),
            MapSer::Streaming { out, first } => {
                if !*first {
                    out.push(',');
                }
                *first = false;
                write_go_json_string(out, &k);
                out.push(':');
            }
        }
        Ok(())
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        match self {
            MapSer::Sorted { entries, key, .. } => {
                let k = key
                    .take()
                    .ok_or_else(|| Error::new("serialize_value called before serialize_key"))?;
                let mut v = String::new();
                nested(value, &mut v)?;
                entries.push((k, v));
                Ok(())
            }
            MapSer::Streaming { out, .. } => nested(value, out),
        }
    }

    fn end(self) -> Result<(), Error> {
        match self {
            MapSer::Sorted { out, mut entries, .. } => {
                entries.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_go_json_string(out, k);
                    out.push(':');
                    out.push_str(v);
                }
                out.push('}');
            }
            MapSer::Streaming { out, .. } => out.push('}'),
        }
        Ok(())
    }
}
