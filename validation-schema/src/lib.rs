//! Structural schemas of Kubernetes custom resources, as data and as the
//! API server applies them.
//!
//! - [`Schema`] (`JSONSchemaProps`) and [`CustomResourceDefinition`]: the
//!   `apiextensions.k8s.io/v1` types, read from and written to JSON.
//! - [`structural::check`]: the API server's checks of a CRD's schemas
//!   (structural invariants, completeness, defaults, list and map types,
//!   unsupported features) with its messages and paths, and
//!   [`structural::check_with_rules`] with a CEL engine's checks of the
//!   rules; [`structural::check_schema`]
//!   checks one schema on its own (for generated schemas).
//! - [`validate()`]: OpenAPI value validation of a JSON value, list-type
//!   uniqueness and embedded resources, with ratcheting on update: errors
//!   under unchanged values become warnings. A [`Validator`] keeps the
//!   schema's compiled patterns for many objects.
//! - [`pattern`]: regular expressions as Go's `regexp` reads them, for
//!   `pattern` and CEL's regex functions.
//! - [`field_path`]: a CEL rule's `fieldPath`, read against its node.
//! - [`prune()`]: removal of fields the schema does not specify,
//!   [`metadata::coerce`] for `apiVersion`, `kind` and `metadata`, and
//!   [`defaults::apply`] for `default` values; each stage also on its own
//!   ([`prune_with`], [`metadata::coerce_with`] with or without a resource
//!   [`Root`], [`metadata::unknown_fields`], [`structural::list_types`],
//!   [`structural::completeness`], [`validate::list_types`]).
//! - [`patch::apply`]: a JSON patch or merge patch of a custom resource, as
//!   the API server applies, decodes and validates it.
//!
//! Errors are `validation_runtime` field errors, rendered exactly as the
//! API server renders them:
//!
//! ```
//! use serde_json::json;
//! use validation_schema::{validate, Schema};
//!
//! let schema: Schema = serde_json::from_value(json!({
//!     "type": "object",
//!     "properties": {"spec": {"type": "object", "properties": {
//!         "replicas": {"type": "integer", "minimum": 0}
//!     }}}
//! })).unwrap();
//! let object = json!({"spec": {"replicas": -1}});
//! let outcome = validate(&schema, &object, None);
//! assert_eq!(
//!     outcome.errors.iter().next().unwrap().to_string(),
//!     "spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0",
//! );
//!
//! // On update, an error under a value that did not change is a warning.
//! let outcome = validate(&schema, &object, Some(&object));
//! assert!(outcome.errors.is_empty());
//! assert_eq!(outcome.warnings.len(), 1);
//! ```

#![deny(unsafe_code)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)
)]

pub mod cel_names;
pub mod correlated;
pub mod crd;
pub mod defaults;
pub mod field_path;
pub mod metadata;
pub mod object_meta;
pub mod patch;
pub mod pattern;
pub mod prune;
pub mod schema;
pub mod structural;
pub mod trail;
pub mod validate;

pub use correlated::Correlated;
pub use crd::CustomResourceDefinition;
pub use prune::{prune, prune_with, unknown_field_message, Root};
pub use schema::{JsonSchemaProps, Schema, SchemaOrArray, SchemaOrBool, ValidationRule};
pub use validate::{validate, Outcome, Validator};
