//! `apiVersion`, `kind` and `metadata` of a custom resource and of its
//! embedded resources (`x-kubernetes-embedded-resource`).
//!
//! The API server does not validate these against the schema: it decodes
//! `metadata` as object metadata (`ObjectMeta`) and writes it back. That
//! drops unknown fields (see [`crate::prune()`]), rejects fields of the wrong
//! type (or, reading stored data, drops them), and leaves out empty values.
//! [`coerce`] does the same to a JSON value.

use serde_json::{Map, Value};
use validation_runtime::{FieldError, KubeVersion, Path};

use crate::prune::Root;
use crate::schema::{Schema, SchemaOrBool};
use crate::validate::{at, bad_value};

/// The JSON shape of an object-metadata field.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Str,
    Int,
    Bool,
    Time,
    StrMap,
    StrList,
    Object,
    OwnerRefs,
    ManagedFields,
}

const OBJECT_META: [(&str, Shape); 15] = [
    ("name", Shape::Str),
    ("generateName", Shape::Str),
    ("namespace", Shape::Str),
    ("selfLink", Shape::Str),
    ("uid", Shape::Str),
    ("resourceVersion", Shape::Str),
    ("generation", Shape::Int),
    ("creationTimestamp", Shape::Time),
    ("deletionTimestamp", Shape::Time),
    ("deletionGracePeriodSeconds", Shape::Int),
    ("labels", Shape::StrMap),
    ("annotations", Shape::StrMap),
    ("ownerReferences", Shape::OwnerRefs),
    ("finalizers", Shape::StrList),
    ("managedFields", Shape::ManagedFields),
];

const OWNER_REFERENCE: [(&str, Shape); 6] = [
    ("apiVersion", Shape::Str),
    ("kind", Shape::Str),
    ("name", Shape::Str),
    ("uid", Shape::Str),
    ("controller", Shape::Bool),
    ("blockOwnerDeletion", Shape::Bool),
];

const MANAGED_FIELDS_ENTRY: [(&str, Shape); 7] = [
    ("manager", Shape::Str),
    ("operation", Shape::Str),
    ("apiVersion", Shape::Str),
    ("time", Shape::Time),
    ("fieldsType", Shape::Str),
    ("fieldsV1", Shape::Object),
    ("subresource", Shape::Str),
];

fn shape_of(fields: &[(&str, Shape)], name: &str) -> Option<Shape> {
    fields.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// The decoder's name for the JSON kind of a value.
fn json_kind(v: &Value) -> String {
    match v {
        Value::Null => "null".into(),
        Value::Bool(_) => "bool".into(),
        Value::Number(n) if n.is_f64() => format!("number {n}"),
        Value::Number(_) => "number".into(),
        Value::String(_) => "string".into(),
        Value::Array(_) => "array".into(),
        Value::Object(_) => "object".into(),
    }
}

fn mismatch(v: &Value, strukt: &str, field: &str, go_type: &str) -> String {
    format!(
        "json: cannot unmarshal {} into Go struct field {strukt}.{field} of type {go_type}",
        json_kind(v)
    )
}

fn is_rfc3339(text: &str) -> bool {
    crate::validate::validates_format("date-time", text)
}

/// Checks one field's value; `Err` is the decoder's message.
fn check(shape: Shape, v: &Value, strukt: &str, field: &str) -> Result<(), String> {
    if v.is_null() {
        return Ok(());
    }
    let ok = match shape {
        Shape::Str => v.is_string(),
        Shape::Int => v.is_i64(),
        Shape::Bool => v.is_boolean(),
        Shape::Object => v.is_object(),
        Shape::Time => {
            return match v {
                Value::String(text) if is_rfc3339(text) => Ok(()),
                Value::String(text) => Err(format!(
                    "parsing time {:?} as \"2006-01-02T15:04:05Z07:00\": cannot parse {:?} as \"2006\"",
                    text, text
                )),
                other => Err(format!(
                    "json: cannot unmarshal {} into Go value of type string",
                    json_kind(other)
                )),
            };
        }
        Shape::StrMap => {
            let Value::Object(map) = v else {
                return Err(mismatch(v, strukt, field, "map[string]string"));
            };
            return match map.values().find(|x| !x.is_string() && !x.is_null()) {
                Some(bad) => Err(mismatch(bad, strukt, field, "string")),
                None => Ok(()),
            };
        }
        Shape::StrList => {
            let Value::Array(items) = v else {
                return Err(mismatch(v, strukt, field, "[]string"));
            };
            return match items.iter().find(|x| !x.is_string() && !x.is_null()) {
                Some(bad) => Err(mismatch(bad, strukt, field, "string")),
                None => Ok(()),
            };
        }
        Shape::OwnerRefs => return check_list(v, strukt, field, "OwnerReference", &OWNER_REFERENCE),
        Shape::ManagedFields => return check_list(v, strukt, field, "ManagedFieldsEntry", &MANAGED_FIELDS_ENTRY),
    };
    if ok {
        return Ok(());
    }
    let go_type = match shape {
        Shape::Int => "int64",
        Shape::Bool => "bool",
        Shape::Object => "v1.FieldsV1",
        _ => "string",
    };
    Err(mismatch(v, strukt, field, go_type))
}

fn check_list(v: &Value, strukt: &str, field: &str, item: &str, fields: &[(&str, Shape)]) -> Result<(), String> {
    let Value::Array(items) = v else {
        return Err(mismatch(v, strukt, field, &format!("[]v1.{item}")));
    };
    for entry in items {
        match entry {
            Value::Null => {}
            Value::Object(map) => {
                for (name, value) in map {
                    if let Some(shape) = shape_of(fields, name) {
                        check(shape, value, item, &format!("{field}.{name}"))?;
                    }
                }
            }
            other => return Err(mismatch(other, strukt, field, &format!("v1.{item}"))),
        }
    }
    Ok(())
}

/// Whether `metadata` decodes as object metadata; `Err` is the decoder's
/// message for the first field that does not.
pub fn decode_error(metadata: &Value) -> Result<(), String> {
    let map = match metadata {
        Value::Null => return Ok(()),
        Value::Object(map) => map,
        other => {
            return Err(format!(
                "json: cannot unmarshal {} into Go value of type v1.ObjectMeta",
                json_kind(other)
            ))
        }
    };
    for (name, value) in map {
        if let Some(shape) = shape_of(&OBJECT_META, name) {
            check(shape, value, "ObjectMeta", name)?;
        }
    }
    Ok(())
}

/// Removes fields of `metadata` that object metadata does not have (also in
/// owner references and managed-fields entries), appending their paths
/// (`<prefix>metadata.foo`) to `removed`.
pub(crate) fn drop_unknown_fields(metadata: &mut Value, prefix: &str, removed: &mut Vec<String>) {
    let Value::Object(map) = metadata else {
        return;
    };
    let base = format!("{prefix}metadata");
    retain_known(map, &OBJECT_META, &base, removed);
    for (list, fields) in [
        ("ownerReferences", &OWNER_REFERENCE[..]),
        ("managedFields", &MANAGED_FIELDS_ENTRY[..]),
    ] {
        if let Some(Value::Array(items)) = map.get_mut(list) {
            for (i, item) in items.iter_mut().enumerate() {
                if let Value::Object(entry) = item {
                    retain_known(entry, fields, &format!("{base}.{list}[{i}]"), removed);
                }
            }
        }
    }
}

/// The paths of the fields of `metadata` that object metadata does not have,
/// as [`drop_unknown_fields`] would remove them.
fn collect_unknown_fields(metadata: &Value, prefix: &str, found: &mut Vec<String>) {
    let Value::Object(map) = metadata else {
        return;
    };
    let base = format!("{prefix}metadata");
    let unknown = |map: &Map<String, Value>, fields: &[(&str, Shape)], base: &str, found: &mut Vec<String>| {
        for name in map.keys().filter(|name| shape_of(fields, name).is_none()) {
            found.push(format!("{base}.{name}"));
        }
    };
    unknown(map, &OBJECT_META, &base, found);
    for (list, fields) in [
        ("ownerReferences", &OWNER_REFERENCE[..]),
        ("managedFields", &MANAGED_FIELDS_ENTRY[..]),
    ] {
        if let Some(Value::Array(items)) = map.get(list) {
            for (i, item) in items.iter().enumerate() {
                if let Value::Object(entry) = item {
                    unknown(entry, fields, &format!("{base}.{list}[{i}]"), found);
                }
            }
        }
    }
}

/// The paths of the unknown fields of every object metadata in `value`
/// (the resource's own with [`Root::Resource`], and those of embedded
/// resources), sorted, as [`crate::prune()`] reports them, without
/// changing anything: what `fieldValidation` reports about `metadata`.
///
/// ```
/// use serde_json::json;
/// use validation_schema::{metadata, Root, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "spec": {"type": "object", "properties": {"template": {"type": "object",
///         "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}}}}})).unwrap();
/// let object = json!({"metadata": {"name": "a", "nmae": "b"}, "spec": {"typo": 1,
///     "template": {"metadata": {"labels": {}, "lables": {}}}}});
/// assert_eq!(
///     metadata::unknown_fields(&schema, &object, Root::Resource),
///     ["metadata.nmae", "spec.template.metadata.lables"],
/// );
/// assert_eq!(metadata::unknown_fields(&schema, &object, Root::Value), ["spec.template.metadata.lables"]);
/// ```
pub fn unknown_fields(schema: &Schema, value: &Value, root: Root) -> Vec<String> {
    let mut found = Vec::new();
    let mut path = String::new();
    unknown_in(Some(schema), value, root == Root::Resource, &mut path, &mut found);
    found.sort();
    found
}

/// The walk of [`crate::prune()`], reading only: into fields the schema
/// specifies (or keeps), collecting the unknown fields of resource metadata.
fn unknown_in(s: Option<&Schema>, value: &Value, resource: bool, path: &mut String, found: &mut Vec<String>) {
    let Some(s) = s else {
        return;
    };
    match value {
        Value::Object(map) => {
            let resource = resource || s.x_embedded_resource;
            for (key, child) in map {
                if resource && key == "metadata" {
                    let prefix = if path.is_empty() {
                        String::new()
                    } else {
                        format!("{path}.")
                    };
                    collect_unknown_fields(child, &prefix, found);
                    continue;
                }
                if resource && (key == "apiVersion" || key == "kind") {
                    continue;
                }
                let sub = match (s.properties.get(key), &s.additional_properties) {
                    (Some(prop), _) => prop,
                    (None, Some(SchemaOrBool::Schema(extra))) => &**extra,
                    _ => continue,
                };
                let len = path.len();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                unknown_in(Some(sub), child, false, path, found);
                path.truncate(len);
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                let len = path.len();
                path.push_str(&format!("[{i}]"));
                unknown_in(s.item_schema(), item, false, path, found);
                path.truncate(len);
            }
        }
        _ => {}
    }
}

fn retain_known(map: &mut Map<String, Value>, fields: &[(&str, Shape)], base: &str, removed: &mut Vec<String>) {
    map.retain(|name, _| {
        let known = shape_of(fields, name).is_some();
        if !known {
            removed.push(format!("{base}.{name}"));
        }
        known
    });
}

/// Coerces `apiVersion`, `kind` and `metadata` of the resource `value` and
/// of every embedded resource in it, as the API server does when it decodes
/// a custom resource: metadata fields of the wrong type are an error
/// (`drop_invalid`: removed, as when reading stored data); empty metadata
/// values are left out. Unknown metadata fields are left to
/// [`crate::prune()`].
pub fn coerce(schema: &Schema, value: &mut Value, drop_invalid: bool) -> Result<(), Box<FieldError>> {
    coerce_with(
        schema,
        value,
        Coercion {
            drop_invalid,
            ..Coercion::default()
        },
    )
}

/// How [`coerce_with`] coerces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coercion {
    /// [`Root::Value`] leaves the top level of the value alone (only
    /// embedded resources below it are coerced).
    pub root: Root,
    /// Metadata fields of the wrong type removed (as when reading stored
    /// data) instead of an error.
    pub drop_invalid: bool,
    /// Errors worded as the API server of this version words them.
    pub version: KubeVersion,
}

impl Default for Coercion {
    /// A whole resource, invalid fields an error, the newest wording.
    fn default() -> Self {
        Coercion {
            root: Root::Resource,
            drop_invalid: false,
            version: KubeVersion::NEWEST,
        }
    }
}

/// [`coerce`], with the root, the handling of invalid fields and the
/// wording chosen.
///
/// ```
/// use serde_json::json;
/// use validation_runtime::KubeVersion;
/// use validation_schema::metadata::{self, Coercion};
/// use validation_schema::{Root, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object",
///     "x-kubernetes-preserve-unknown-fields": true})).unwrap();
/// let mut object = json!({"kind": 1, "metadata": {"name": "a", "labels": {}}});
/// let e = metadata::coerce_with(&schema, &mut object.clone(), Coercion::default()).unwrap_err();
/// assert_eq!(e.to_string(), "kind: Invalid value: 1: must be a string");
///
/// let value = Coercion { root: Root::Value, ..Coercion::default() };
/// metadata::coerce_with(&schema, &mut object, value).unwrap();
/// assert_eq!(object, json!({"kind": 1, "metadata": {"name": "a", "labels": {}}}));
///
/// // Objects in messages: JSON from Kubernetes 1.34, Go's `%#v` before.
/// let mut object = json!({"metadata": {"labels": {"a": 1}}});
/// let e = metadata::coerce_with(&schema, &mut object.clone(), Coercion::default()).unwrap_err();
/// assert!(e.to_string().starts_with(r#"metadata: Invalid value: {"labels":{"a":1}}: json: cannot unmarshal"#));
/// let older = Coercion { version: KubeVersion::new(33), ..Coercion::default() };
/// let e = metadata::coerce_with(&schema, &mut object, older).unwrap_err();
/// assert!(e.to_string().starts_with(
///     r#"metadata: Invalid value: map[string]interface {}{"labels":map[string]interface {}{"a":1}}: json: cannot unmarshal"#
/// ));
/// ```
pub fn coerce_with(schema: &Schema, value: &mut Value, coercion: Coercion) -> Result<(), Box<FieldError>> {
    let mut path = Vec::new();
    let resource = coercion.root == Root::Resource;
    coerce_node(schema, value, resource, &coercion, &mut path)
}

fn render(path: &[String], last: &str) -> String {
    let mut out = String::new();
    for segment in path.iter().map(String::as_str).chain([last]) {
        if !out.is_empty() && !segment.starts_with('[') {
            out.push('.');
        }
        out.push_str(segment);
    }
    out
}

fn coerce_node(
    s: &Schema,
    value: &mut Value,
    resource: bool,
    coercion: &Coercion,
    path: &mut Vec<String>,
) -> Result<(), Box<FieldError>> {
    match value {
        Value::Object(map) => {
            if resource || s.x_embedded_resource {
                coerce_resource(map, coercion, path)?;
            }
            for (key, child) in map.iter_mut() {
                let (sub, segment) = match (s.properties.get(key), &s.additional_properties) {
                    (Some(prop), _) => (prop, key.clone()),
                    (None, Some(SchemaOrBool::Schema(extra))) => (&**extra, format!("[{key}]")),
                    _ => continue,
                };
                path.push(segment);
                let result = coerce_node(sub, child, false, coercion, path);
                path.pop();
                result?;
            }
        }
        Value::Array(items) => {
            if let Some(item_schema) = s.item_schema() {
                for (i, item) in items.iter_mut().enumerate() {
                    path.push(format!("[{i}]"));
                    let result = coerce_node(item_schema, item, false, coercion, path);
                    path.pop();
                    result?;
                }
            }
        }
        _ => {}
    }
    Ok(())
}

fn coerce_resource(map: &mut Map<String, Value>, coercion: &Coercion, path: &[String]) -> Result<(), Box<FieldError>> {
    let drop_invalid = coercion.drop_invalid;
    for field in ["apiVersion", "kind"] {
        match map.get(field) {
            Some(v) if !v.is_string() => {
                if drop_invalid {
                    map.remove(field);
                } else {
                    let e = FieldError::invalid(&Path::root(), bad_value(v, coercion.version), "must be a string");
                    return Err(Box::new(at(e, render(path, field))));
                }
            }
            _ => {}
        }
    }
    let Some(metadata) = map.get_mut("metadata") else {
        return Ok(());
    };
    if let Err(message) = decode_error(metadata) {
        if !drop_invalid {
            let e = FieldError::invalid(&Path::root(), bad_value(metadata, coercion.version), message);
            return Err(Box::new(at(e, render(path, "metadata"))));
        }
        match metadata {
            Value::Object(fields) => fields.retain(|name, v| match shape_of(&OBJECT_META, name) {
                Some(shape) => check(shape, v, "ObjectMeta", name).is_ok(),
                None => true,
            }),
            // Not decodable at all: passed through as the API server does.
            _ => return Ok(()),
        }
    }
    if let Value::Object(fields) = metadata {
        omit_empty(fields);
    }
    Ok(())
}

/// Written back, object metadata leaves out empty values; owner references
/// always carry `apiVersion`, `kind`, `name` and `uid`.
fn omit_empty(fields: &mut Map<String, Value>) {
    fields.retain(|_, v| !is_empty(v));
    if let Some(Value::Array(refs)) = fields.get_mut("ownerReferences") {
        for r in refs.iter_mut() {
            if let Value::Object(entry) = r {
                entry.retain(|name, v| !(v.is_null() && matches!(name.as_str(), "controller" | "blockOwnerDeletion")));
                for required in ["apiVersion", "kind", "name", "uid"] {
                    let slot = entry.entry(required).or_insert(Value::String(String::new()));
                    if slot.is_null() {
                        *slot = Value::String(String::new());
                    }
                }
            }
        }
    }
    for map_field in ["labels", "annotations"] {
        if let Some(Value::Object(entries)) = fields.get_mut(map_field) {
            for v in entries.values_mut().filter(|v| v.is_null()) {
                *v = Value::String(String::new());
            }
        }
    }
}

fn is_empty(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::String(s) => s.is_empty(),
        Value::Number(n) => n.as_i64() == Some(0),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
        Value::Bool(_) => false,
    }
}
