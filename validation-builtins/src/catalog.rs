//! The embedded data: kinds with the versions that serve them, and each
//! OpenAPI definition's body by version, bodies shared where versions agree.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::Deserialize;
use serde_json::Value;
use validation_schema::{Schema, SchemaOrArray, SchemaOrBool};

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
    /// Each body as a schema, read on first use and shared by every kind
    /// and version that uses it.
    #[serde(skip)]
    schemas: Vec<OnceLock<Result<Schema, Error>>>,
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
        .get_or_init(|| {
            let mut catalog: Catalog = serde_json::from_str(DATA).map_err(|e| Error::Data(e.to_string()))?;
            catalog.schemas = catalog.bodies.iter().map(|_| OnceLock::new()).collect();
            Ok(catalog)
        })
        .as_ref()
        .map_err(Clone::clone)
}

impl Catalog {
    /// Which body `definition` has in `minor`.
    fn body_index(&self, definition: &str, minor: u32) -> Result<usize, Error> {
        let spans = self
            .definitions
            .get(definition)
            .ok_or_else(|| Error::Data(format!("no definition {definition}")))?;
        spans
            .iter()
            .find(|&&[first, last, _]| (first..=last).contains(&minor))
            .map(|span| span[2] as usize)
            .ok_or_else(|| Error::Data(format!("no definition {definition} in 1.{minor}")))
    }

    /// The body of `definition` in `minor`.
    pub fn body(&self, definition: &str, minor: u32) -> Result<&Value, Error> {
        let index = self.body_index(definition, minor)?;
        self.bodies
            .get(index)
            .ok_or_else(|| Error::Data(format!("no body {index}")))
    }

    /// The body of `definition` in `minor` as a schema, `$ref`s unresolved.
    fn body_schema(&self, definition: &str, minor: u32) -> Result<&Schema, Error> {
        let index = self.body_index(definition, minor)?;
        let (Some(body), Some(schema)) = (self.bodies.get(index), self.schemas.get(index)) else {
            return Err(Error::Data(format!("no body {index}")));
        };
        schema
            .get_or_init(|| Schema::deserialize(body).map_err(|e| Error::Data(format!("{definition}: {e}"))))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// `definition` in `minor` with every `$ref` written in place.
    pub fn schema(&self, definition: &str, minor: u32) -> Result<Schema, Error> {
        self.inline_reference(definition, minor, &mut Vec::new())
    }

    /// `open` holds the definitions being written, outermost first: a
    /// reference back to one of them (only `JSONSchemaProps` refers to
    /// itself) becomes a schema that keeps any value, as a structural schema
    /// cannot nest without end.
    fn inline_reference(&self, definition: &str, minor: u32, open: &mut Vec<String>) -> Result<Schema, Error> {
        if open.iter().any(|name| name == definition) {
            return Ok(Schema {
                x_preserve_unknown_fields: Some(true),
                nullable: true,
                ..Schema::default()
            });
        }
        let mut schema = self.body_schema(definition, minor)?.clone();
        open.push(definition.to_string());
        let inlined = self.inline(&mut schema, minor, open, true);
        open.pop();
        inlined.map(|()| schema)
    }

    /// Writes the references under `node` in place. `nullable` is false in
    /// the branches of `oneOf`, `anyOf`, `allOf` and `not`, where `null` is
    /// already taken (or not) by the node they belong to.
    fn inline(&self, node: &mut Schema, minor: u32, open: &mut Vec<String>, nullable: bool) -> Result<(), Error> {
        if let Some(reference) = node.reference.take() {
            let mut inlined = self.inline_reference(&reference, minor, open)?;
            // A list or map type beside a `$ref` applies to what it names
            // (the generator allows no other keyword there).
            if node.x_list_type.is_some() {
                inlined.x_list_type = node.x_list_type.take();
            }
            if !node.x_list_map_keys.is_empty() {
                inlined.x_list_map_keys = std::mem::take(&mut node.x_list_map_keys);
            }
            if node.x_map_type.is_some() {
                inlined.x_map_type = node.x_map_type.take();
            }
            inlined.nullable = nullable;
            *node = inlined;
            return Ok(());
        }
        for property in node.properties.values_mut() {
            self.inline(property, minor, open, true)?;
        }
        if let Some(SchemaOrArray::Schema(items)) = &mut node.items {
            self.inline(items, minor, open, true)?;
        }
        if let Some(SchemaOrBool::Schema(values)) = &mut node.additional_properties {
            self.inline(values, minor, open, true)?;
        }
        for branch in node.all_of.iter_mut().chain(&mut node.one_of).chain(&mut node.any_of) {
            self.inline(branch, minor, open, false)?;
        }
        if let Some(not) = &mut node.not {
            self.inline(not, minor, open, false)?;
        }
        if nullable {
            node.nullable = true;
        }
        // Base64 text is Go's decoding to check (`decode_error`), which
        // takes the empty string the OpenAPI `byte` format refuses.
        if node.format.as_deref() == Some("byte") {
            node.format = None;
        }
        Ok(())
    }
}
