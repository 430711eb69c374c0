//! The embedded data: kinds with the versions that serve them, and each
//! OpenAPI definition's body by version, bodies shared where versions agree.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;
use serde_json::{Map, Value};
use validation_schema::Schema;

use crate::Error;

const DATA: &str = include_str!("../data/builtins.json");

#[derive(Debug, Deserialize)]
pub(crate) struct Catalog {
    /// `[oldest, newest]` minor versions with schemas.
    pub versions: [u32; 2],
    pub kinds: Vec<KindRow>,
    /// Definition name → `[first, last, body]` spans of minor versions.
    definitions: HashMap<String, Vec<[u32; 3]>>,
    bodies: Vec<Value>,
}

/// `[group, version, kind, definition, [[first, last], ...], scope]`.
#[derive(Debug, Deserialize)]
#[serde(from = "KindTuple")]
pub(crate) struct KindRow {
    pub group: String,
    pub version: String,
    pub kind: String,
    pub definition: String,
    /// Runs of minor versions that serve the kind.
    pub served: Vec<[u32; 2]>,
    /// `Namespaced` or `Cluster`; none for subresource kinds (`Scale`).
    pub scope: Option<String>,
}

type KindTuple = (String, String, String, String, Vec<[u32; 2]>, Option<String>);

impl From<KindTuple> for KindRow {
    fn from((group, version, kind, definition, served, scope): KindTuple) -> KindRow {
        KindRow {
            group,
            version,
            kind,
            definition,
            served,
            scope,
        }
    }
}

impl KindRow {
    pub fn served_in(&self, minor: u32) -> bool {
        self.served.iter().any(|&[first, last]| (first..=last).contains(&minor))
    }

    /// The first version serving it after `minor`, when none before does.
    pub fn first_after(&self, minor: u32) -> Option<u32> {
        let first = self.served.first()?[0];
        (first > minor).then_some(first)
    }

    /// The last version serving it before `minor`.
    pub fn last_before(&self, minor: u32) -> Option<u32> {
        self.served
            .iter()
            .map(|span| span[1])
            .filter(|&last| last < minor)
            .max()
    }
}

pub(crate) fn get() -> Result<&'static Catalog, Error> {
    static CATALOG: OnceLock<Result<Catalog, Error>> = OnceLock::new();
    CATALOG
        .get_or_init(|| serde_json::from_str(DATA).map_err(|e| Error::Data(e.to_string())))
        .as_ref()
        .map_err(Clone::clone)
}

impl Catalog {
    /// The body of `definition` in `minor`.
    pub fn body(&self, definition: &str, minor: u32) -> Result<&Value, Error> {
        let spans = self
            .definitions
            .get(definition)
            .ok_or_else(|| Error::Data(format!("no definition {definition}")))?;
        let index = spans
            .iter()
            .find(|&&[first, last, _]| (first..=last).contains(&minor))
            .map(|span| span[2] as usize)
            .ok_or_else(|| Error::Data(format!("no definition {definition} in 1.{minor}")))?;
        self.bodies
            .get(index)
            .ok_or_else(|| Error::Data(format!("no body {index}")))
    }

    /// `definition` in `minor` with every `$ref` written in place.
    pub fn schema(&self, definition: &str, minor: u32) -> Result<Schema, Error> {
        let mut open = Vec::new();
        let value = self.inline_reference(definition, minor, &mut open)?;
        serde_json::from_value(value).map_err(|e| Error::Data(format!("{definition}: {e}")))
    }

    /// `open` holds the definitions being written, outermost first: a
    /// reference back to one of them (only `JSONSchemaProps` refers to
    /// itself) becomes a schema that keeps any value, as a structural schema
    /// cannot nest without end.
    fn inline_reference(&self, definition: &str, minor: u32, open: &mut Vec<String>) -> Result<Value, Error> {
        if open.iter().any(|name| name == definition) {
            let mut any = Map::new();
            any.insert("x-kubernetes-preserve-unknown-fields".into(), Value::Bool(true));
            any.insert("nullable".into(), Value::Bool(true));
            return Ok(Value::Object(any));
        }
        open.push(definition.to_string());
        let body = self.body(definition, minor)?;
        let inlined = self.inline(body, minor, open, true);
        open.pop();
        inlined
    }

    /// `nullable` is false in the branches of `oneOf`, `anyOf` and `allOf`,
    /// where `null` is already taken (or not) by the node they belong to.
    fn inline(&self, schema: &Value, minor: u32, open: &mut Vec<String>, nullable: bool) -> Result<Value, Error> {
        let Value::Object(node) = schema else {
            return Ok(schema.clone());
        };
        let mut out = match node.get("$ref").and_then(Value::as_str) {
            Some(reference) => match self.inline_reference(reference, minor, open)? {
                Value::Object(referenced) => referenced,
                _ => Map::new(),
            },
            None => Map::new(),
        };
        for (key, value) in node {
            let value = match key.as_str() {
                "$ref" => continue,
                "properties" => Value::Object(match value {
                    Value::Object(properties) => properties
                        .iter()
                        .map(|(name, schema)| Ok((name.clone(), self.inline(schema, minor, open, true)?)))
                        .collect::<Result<Map<String, Value>, Error>>()?,
                    _ => Map::new(),
                }),
                "items" => self.inline(value, minor, open, true)?,
                "not" => self.inline(value, minor, open, false)?,
                "additionalProperties" if value.is_object() => self.inline(value, minor, open, true)?,
                "oneOf" | "anyOf" | "allOf" => Value::Array(match value {
                    Value::Array(schemas) => schemas
                        .iter()
                        .map(|schema| self.inline(schema, minor, open, false))
                        .collect::<Result<Vec<Value>, Error>>()?,
                    _ => Vec::new(),
                }),
                _ => value.clone(),
            };
            out.insert(key.clone(), value);
        }
        if nullable {
            out.insert("nullable".into(), Value::Bool(true));
        }
        Ok(Value::Object(out))
    }
}
