//! The OpenAPI v3 schema of a custom resource version, as the
//! `apiextensions.k8s.io/v1` API writes it (`JSONSchemaProps`).
//!
//! Fields are in the API's order and serialize with its JSON names, so a
//! schema read from JSON writes back the same document (absent and
//! zero-valued `omitempty` fields are left out, as the API server does).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One node of an OpenAPI v3 schema with Kubernetes' `x-kubernetes-*`
/// extensions.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JsonSchemaProps {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    #[serde(rename = "$ref", default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// `object`, `array`, `string`, `integer`, `number` or `boolean`; empty
    /// (absent) only where the structural rules allow it.
    #[serde(rename = "type", default, skip_serializing_if = "Option::is_none")]
    pub type_: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none", serialize_with = "number")]
    pub maximum: Option<f64>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub exclusive_maximum: bool,
    #[serde(default, skip_serializing_if = "Option::is_none", serialize_with = "number")]
    pub minimum: Option<f64>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub exclusive_minimum: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_length: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_items: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_items: Option<i64>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub unique_items: bool,
    #[serde(default, skip_serializing_if = "Option::is_none", serialize_with = "number")]
    pub multiple_of: Option<f64>,
    #[serde(rename = "enum", default, skip_serializing_if = "Option::is_none")]
    pub enum_: Option<Vec<Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_properties: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_properties: Option<i64>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub items: Option<SchemaOrArray>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub all_of: Vec<JsonSchemaProps>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub one_of: Vec<JsonSchemaProps>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub any_of: Vec<JsonSchemaProps>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not: Option<Box<JsonSchemaProps>>,
    /// Sorted by name, so every walk over a schema is deterministic.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub properties: BTreeMap<String, JsonSchemaProps>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_properties: Option<SchemaOrBool>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub pattern_properties: BTreeMap<String, JsonSchemaProps>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dependencies: Option<BTreeMap<String, SchemaOrStringArray>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_items: Option<SchemaOrBool>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub definitions: BTreeMap<String, JsonSchemaProps>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub external_docs: Option<ExternalDocumentation>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
    #[serde(default, skip_serializing_if = "is_false")]
    pub nullable: bool,
    /// Only `true` is allowed; `false` is kept so the checks can reject it.
    #[serde(
        rename = "x-kubernetes-preserve-unknown-fields",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub x_preserve_unknown_fields: Option<bool>,
    #[serde(rename = "x-kubernetes-embedded-resource", default, skip_serializing_if = "is_false")]
    pub x_embedded_resource: bool,
    #[serde(rename = "x-kubernetes-int-or-string", default, skip_serializing_if = "is_false")]
    pub x_int_or_string: bool,
    #[serde(
        rename = "x-kubernetes-list-map-keys",
        default,
        skip_serializing_if = "Vec::is_empty"
    )]
    pub x_list_map_keys: Vec<String>,
    /// `atomic` (the default), `set` or `map`.
    #[serde(rename = "x-kubernetes-list-type", default, skip_serializing_if = "Option::is_none")]
    pub x_list_type: Option<String>,
    /// `granular` (the default) or `atomic`.
    #[serde(rename = "x-kubernetes-map-type", default, skip_serializing_if = "Option::is_none")]
    pub x_map_type: Option<String>,
    #[serde(rename = "x-kubernetes-validations", default, skip_serializing_if = "Vec::is_empty")]
    pub x_validations: Vec<ValidationRule>,
}

/// The schema type used throughout this crate.
pub type Schema = JsonSchemaProps;

/// `items`: one schema for every item, or (not allowed in CRDs) a tuple.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SchemaOrArray {
    // Lists first: a derived struct would also accept a JSON array.
    Array(Vec<JsonSchemaProps>),
    Schema(Box<JsonSchemaProps>),
}

/// `additionalProperties` / `additionalItems`: a boolean or a schema.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SchemaOrBool {
    Bool(bool),
    Schema(Box<JsonSchemaProps>),
}

/// A `dependencies` entry: a schema or a list of property names.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SchemaOrStringArray {
    // Lists first: a derived struct would also accept a JSON array.
    Strings(Vec<String>),
    Schema(Box<JsonSchemaProps>),
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExternalDocumentation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// One `x-kubernetes-validations` CEL rule. This crate carries rules as
/// data; evaluating them is the CEL engine's job.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ValidationRule {
    pub rule: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub message: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub message_expression: String,
    /// `FieldValueInvalid` (the default), `FieldValueForbidden`,
    /// `FieldValueRequired` or `FieldValueDuplicate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub field_path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optional_old_self: Option<bool>,
}

/// Writes an integral limit as an integer (`10`, not `10.0`), as the API
/// server's JSON does.
fn number<S: serde::Serializer>(v: &Option<f64>, s: S) -> Result<S::Ok, S::Error> {
    match v {
        Some(f) if f.fract() == 0.0 && f.abs() < 9.0e15 => s.serialize_i64(*f as i64),
        Some(f) => s.serialize_f64(*f),
        None => s.serialize_none(),
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl JsonSchemaProps {
    /// The `type`, or `""` when absent.
    pub fn type_name(&self) -> &str {
        self.type_.as_deref().unwrap_or("")
    }

    /// The single item schema (`None` for no `items` or a tuple).
    pub fn item_schema(&self) -> Option<&JsonSchemaProps> {
        match &self.items {
            Some(SchemaOrArray::Schema(s)) => Some(s),
            _ => None,
        }
    }

    /// The `additionalProperties` schema, if it is one.
    pub fn additional_properties_schema(&self) -> Option<&JsonSchemaProps> {
        match &self.additional_properties {
            Some(SchemaOrBool::Schema(s)) => Some(s),
            _ => None,
        }
    }

    /// `x-kubernetes-preserve-unknown-fields: true`.
    pub fn preserves_unknown_fields(&self) -> bool {
        self.x_preserve_unknown_fields == Some(true)
    }

    /// The list type, `atomic` when unset.
    pub fn list_type(&self) -> &str {
        self.x_list_type.as_deref().unwrap_or("atomic")
    }
}
