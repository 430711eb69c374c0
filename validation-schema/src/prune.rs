//! Pruning (KEP-2332): fields the schema does not specify are removed, as
//! the API server does when it decodes a custom resource.
//!
//! - `properties` specify fields; `additionalProperties` (any value, even
//!   `false`) keeps every key and prunes inside the values.
//! - `x-kubernetes-preserve-unknown-fields: true` keeps unknown fields at
//!   that level and below, but pruning starts again inside fields that
//!   `properties` specify.
//! - At the root and in `x-kubernetes-embedded-resource` objects,
//!   `apiVersion` and `kind` are kept and `metadata` keeps only the fields
//!   object metadata has.

use serde_json::Value;

use crate::metadata;
use crate::schema::{Schema, SchemaOrBool};

/// What the value given to a stage is: a whole resource, whose
/// `apiVersion`, `kind` and `metadata` are the resource's own, or a value
/// inside one (or a schema's value on its own), whose top level is only what
/// its schema says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Root {
    /// A whole custom resource.
    Resource,
    /// Any other value.
    Value,
}

/// Prunes `value` (a whole custom resource) in place and returns the paths
/// of the removed fields, sorted (`spec.foo`, `spec.items[0].bar`,
/// `metadata.garbage`; map keys are dotted like fields).
pub fn prune(schema: &Schema, value: &mut Value) -> Vec<String> {
    prune_with(schema, value, Root::Resource)
}

/// Prunes `value` as [`prune()`] does; with [`Root::Value`] its top level
/// keeps only what the schema specifies (no implicit `apiVersion`, `kind`
/// and `metadata`; embedded resources below keep theirs).
///
/// ```
/// use serde_json::json;
/// use validation_schema::{prune_with, Root, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "spec": {"type": "object", "properties": {"replicas": {"type": "integer"}}}}})).unwrap();
/// let object = json!({"apiVersion": "v1", "kind": "K", "metadata": {"name": "a", "junk": 1},
///     "spec": {"replicas": 1, "typo": 2}});
///
/// let mut resource = object.clone();
/// assert_eq!(prune_with(&schema, &mut resource, Root::Resource), ["metadata.junk", "spec.typo"]);
/// assert_eq!(resource, json!({"apiVersion": "v1", "kind": "K", "metadata": {"name": "a"}, "spec": {"replicas": 1}}));
///
/// let mut value = object;
/// assert_eq!(prune_with(&schema, &mut value, Root::Value), ["apiVersion", "kind", "metadata", "spec.typo"]);
/// assert_eq!(value, json!({"spec": {"replicas": 1}}));
/// ```
pub fn prune_with(schema: &Schema, value: &mut Value, root: Root) -> Vec<String> {
    let mut pruner = Pruner::default();
    pruner.node(value, Some(schema), root == Root::Resource);
    pruner.removed.sort();
    pruner.removed
}

/// The field-validation message for a pruned path, as a warning
/// (`fieldValidation=Warn`) or an error (`Strict`): `unknown field "spec.foo"`.
pub fn unknown_field_message(path: &str) -> String {
    format!("unknown field {}", validation_runtime::quote::go_quote(path))
}

#[derive(Default)]
struct Pruner {
    /// The current path, dotted; truncated on the way back up.
    path: String,
    removed: Vec<String>,
}

fn is_type_meta(key: &str) -> bool {
    key == "apiVersion" || key == "kind"
}

fn additional(s: &Schema) -> Option<Option<&Schema>> {
    match &s.additional_properties {
        None => None,
        Some(SchemaOrBool::Schema(sub)) => Some(Some(sub)),
        Some(SchemaOrBool::Bool(_)) => Some(None),
    }
}

impl Pruner {
    fn enter_key(&mut self, key: &str) -> usize {
        let len = self.path.len();
        if !self.path.is_empty() {
            self.path.push('.');
        }
        self.path.push_str(key);
        len
    }

    fn enter_index(&mut self, i: usize) -> usize {
        let len = self.path.len();
        self.path.push('[');
        self.path.push_str(&i.to_string());
        self.path.push(']');
        len
    }

    fn record(&mut self, key: &str) {
        let len = self.enter_key(key);
        self.removed.push(self.path.clone());
        self.path.truncate(len);
    }

    /// Object metadata keeps only its own fields.
    fn metadata(&mut self, metadata: &mut Value) {
        let prefix = if self.path.is_empty() {
            String::new()
        } else {
            format!("{}.", self.path)
        };
        metadata::drop_unknown_fields(metadata, &prefix, &mut self.removed);
    }

    fn node(&mut self, value: &mut Value, s: Option<&Schema>, resource: bool) {
        if let Some(s) = s.filter(|s| s.preserves_unknown_fields()) {
            self.keep_unknown(value, s, resource);
            return;
        }
        match value {
            Value::Object(map) => {
                let Some(s) = s else {
                    for key in map.keys() {
                        self.record(key);
                    }
                    map.clear();
                    return;
                };
                let resource = resource || s.x_embedded_resource;
                let mut unknown = Vec::new();
                for (key, child) in map.iter_mut() {
                    if resource && is_type_meta(key) {
                        continue;
                    }
                    if resource && key == "metadata" {
                        self.metadata(child);
                        continue;
                    }
                    let sub = match (s.properties.get(key), additional(s)) {
                        (Some(prop), _) => Some(prop),
                        (None, Some(extra)) => extra,
                        (None, None) => {
                            unknown.push(key.clone());
                            continue;
                        }
                    };
                    let len = self.enter_key(key);
                    self.node(child, sub, false);
                    self.path.truncate(len);
                }
                for key in unknown {
                    self.record(&key);
                    map.remove(&key);
                }
            }
            Value::Array(items) => {
                let item_schema = s.and_then(Schema::item_schema);
                for (i, item) in items.iter_mut().enumerate() {
                    let len = self.enter_index(i);
                    self.node(item, item_schema, false);
                    self.path.truncate(len);
                }
            }
            _ => {}
        }
    }

    /// Under `x-kubernetes-preserve-unknown-fields`: unknown fields stay,
    /// specified ones are pruned inside.
    fn keep_unknown(&mut self, value: &mut Value, s: &Schema, resource: bool) {
        match value {
            Value::Object(map) => {
                let resource = resource || s.x_embedded_resource;
                for (key, child) in map.iter_mut() {
                    if resource && is_type_meta(key) {
                        continue;
                    }
                    if resource && key == "metadata" {
                        self.metadata(child);
                        continue;
                    }
                    let sub = match (s.properties.get(key), additional(s)) {
                        (Some(prop), _) => Some(prop),
                        (None, Some(extra)) => extra,
                        (None, None) => continue,
                    };
                    let len = self.enter_key(key);
                    self.node(child, sub, false);
                    self.path.truncate(len);
                }
            }
            Value::Array(items) => {
                if let Some(item_schema) = s.item_schema() {
                    for (i, item) in items.iter_mut().enumerate() {
                        let len = self.enter_index(i);
                        self.keep_unknown(item, item_schema, false);
                        self.path.truncate(len);
                    }
                }
            }
            _ => {}
        }
    }
}
