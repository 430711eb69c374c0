//! Patches of custom resources, as the API server handles a `PATCH` with a
//! JSON patch (RFC 6902) or a merge patch (RFC 7386):
//!
//! 1. the stored object is read as from storage: metadata of the wrong type
//!    dropped, unknown fields pruned, defaults applied;
//! 2. the patch is applied to it ([`validation_runtime::patch::apply`]:
//!    evanphx/json-patch's semantics and errors; with `fieldValidation`
//!    `Strict` or `Warn`, the patch body's own unknown and duplicate fields
//!    are found, at the patch's paths);
//! 3. the result is decoded as a request body is: metadata coerced, unknown
//!    fields pruned (reported after the patch's own findings, sorted), then
//!    defaulted. `Strict` with any finding fails with `422 Invalid` at field
//!    `patch` (`strict decoding error: json patch unknown field "[0].foo",
//!    unknown field "spec.foo"`); `Warn` returns them as warnings;
//! 4. the result is validated against the stored object, so errors under
//!    unchanged values ratchet (become warnings).
//!
//! CEL rules are the CEL engine's: run `validation_cel` on
//! [`Patched::object`] with [`Patched::old`].

use serde_json::Value;
use validation_runtime::decode::FieldValidation;
use validation_runtime::patch::{self as rfc, patched_invalid, strict_failure};
use validation_runtime::Status;

pub use validation_runtime::patch::PatchType;

use crate::prune::{prune, unknown_field_message};
use crate::schema::Schema;
use crate::validate::{validate, Outcome};
use crate::{defaults, metadata};

/// A patch the API server would apply, and what it says about the result.
#[derive(Clone, Debug, PartialEq)]
pub struct Patched {
    /// The stored object as the API server read it before patching.
    pub old: Value,
    /// The patched object: decoded (metadata coerced, unknown fields
    /// pruned) and defaulted, as it would be stored if valid.
    pub object: Value,
    /// `Warn`: one warning per unknown or duplicate field, the patch's own
    /// first (`json patch unknown field "[0].foo"`, `duplicate field
    /// "spec.x"`), then the patched object's unknown fields, sorted.
    pub warnings: Vec<String>,
    /// Schema validation of `object`, ratcheting against `old`.
    pub outcome: Outcome,
}

/// Applies the patch `body` to the custom resource `stored` of `schema`.
/// `Err` is the API server's answer when the patch cannot be read, does
/// not apply, or (with `Strict`) has unknown or duplicate fields; schema
/// validation errors are in [`Patched::outcome`] (the API server's 422
/// is [`Status::invalid`] of them).
///
/// ```
/// use serde_json::json;
/// use validation_runtime::decode::FieldValidation;
/// use validation_schema::patch::{self, PatchType};
/// use validation_schema::Schema;
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "spec": {"type": "object", "properties": {"replicas": {"type": "integer", "minimum": 0}}}}})).unwrap();
/// let stored = json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"},
///     "spec": {"replicas": 1}});
///
/// let body = br#"{"spec": {"replicas": -1, "replica": 2}}"#;
/// let patched = patch::apply(&schema, &stored, PatchType::Merge, body, FieldValidation::Warn).unwrap();
/// assert_eq!(patched.object["spec"], json!({"replicas": -1}));
/// assert_eq!(patched.warnings, [r#"unknown field "spec.replica""#]);
/// assert_eq!(
///     patched.outcome.errors.iter().next().unwrap().to_string(),
///     "spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0",
/// );
///
/// let refused = patch::apply(&schema, &stored, PatchType::Merge, body, FieldValidation::Strict).unwrap_err();
/// assert_eq!(refused.code, 422);
/// assert!(refused.message.ends_with(r#": strict decoding error: unknown field "spec.replica""#));
/// ```
pub fn apply(
    schema: &Schema,
    stored: &Value,
    patch_type: PatchType,
    body: &[u8],
    mode: FieldValidation,
) -> Result<Patched, Box<Status>> {
    let old = read_stored(schema, stored);
    let applied = rfc::apply(&old, patch_type, body, mode)?;
    let mut object = applied.object;
    let patched = object.clone();
    if !object.is_object() {
        return Err(Box::new(patched_invalid(
            &patched,
            &format!(
                "json: cannot unmarshal {} into Go value of type map[string]interface {{}}",
                if object.is_array() { "array" } else { "string" }
            ),
        )));
    }
    if let Err(e) = metadata::coerce(schema, &mut object, false) {
        // At the root the decoder's own message; in embedded resources a
        // field error.
        let detail = if e.field == "metadata" {
            e.detail.clone()
        } else {
            e.to_string()
        };
        return Err(Box::new(patched_invalid(&patched, &detail)));
    }
    let mut problems = applied.problems;
    problems.extend(prune(schema, &mut object).iter().map(|p| unknown_field_message(p)));
    let warnings = match mode {
        FieldValidation::Strict => match strict_failure(&patched, &problems) {
            Some(status) => return Err(Box::new(status)),
            None => Vec::new(),
        },
        FieldValidation::Warn => problems,
        FieldValidation::Ignore => Vec::new(),
    };
    defaults::apply(schema, &mut object);
    let outcome = validate(schema, &object, Some(&old));
    Ok(Patched {
        old,
        object,
        warnings,
        outcome,
    })
}

/// The stored object as the API server reads it from storage: metadata of
/// the wrong type dropped, unknown fields pruned, defaults applied.
pub fn read_stored(schema: &Schema, stored: &Value) -> Value {
    let mut old = stored.clone();
    // With `drop_invalid`, coercion does not fail.
    let _ = metadata::coerce(schema, &mut old, true);
    prune(schema, &mut old);
    defaults::apply(schema, &mut old);
    old
}
