//! Patches, applied to a stored object as the API server applies a JSON
//! patch (RFC 6902, `application/json-patch+json`) or a merge patch (RFC
//! 7386, `application/merge-patch+json`) before it decodes the result
//! (KEP-2885):
//!
//! 1. with `fieldValidation=Strict` or `Warn`, the patch body itself is read
//!    strictly: repeated keys (`duplicate field "spec.x"`) and, in a JSON
//!    patch, operation fields other than `op`, `path`, `from` and `value`
//!    (`json patch unknown field "[0].foo"`, duplicates as `json patch
//!    duplicate field "[1].path"`); a body that does not decode as the
//!    patch type is `400 BadRequest` (`error decoding patch: ...`);
//! 2. the patch is applied to the stored object, with evanphx/json-patch's
//!    semantics and error texts: an operation that does not apply is `422`
//!    with the library's text as its cause (`testing value /spec/x failed:
//!    test failed`); more than 10,000 operations is `413`, and so is a
//!    patch that would shift more list items than
//!    [`SHIFTS_PER_BYTE`] per byte of input (this crate's bound, so a patch
//!    costs time linear in its input);
//! 3. the caller decodes the result (unknown fields of the result follow
//!    the patch's own findings), then validates it against the stored
//!    object; [`strict_failure`] and [`patched_invalid`] give the API
//!    server's answers for that step.
//!
//! The typed form is `admission::patch_typed` (feature `kube`);
//! the schema-driven form is `validation_schema::patch`.
//!
//! ```
//! use serde_json::json;
//! use validation_runtime::decode::FieldValidation;
//! use validation_runtime::patch::{self, PatchType};
//!
//! let stored = json!({"spec": {"replicas": 1, "paused": true}});
//! let body = br#"[{"op": "replace", "path": "/spec/replicas", "value": 3, "foo": 1},
//!                 {"op": "remove", "path": "/spec/paused"}]"#;
//! let applied = patch::apply(&stored, PatchType::Json, body, FieldValidation::Warn).unwrap();
//! assert_eq!(applied.object, json!({"spec": {"replicas": 3}}));
//! assert_eq!(applied.problems, [r#"json patch unknown field "[0].foo""#]);
//!
//! let failed = patch::apply(&stored, PatchType::Json,
//!     br#"[{"op": "test", "path": "/spec/replicas", "value": 2}]"#, FieldValidation::Strict).unwrap_err();
//! assert_eq!((failed.code, failed.reason.as_str()), (422, "Invalid"));
//! assert_eq!(failed.details.unwrap().causes[0].message, "testing value /spec/replicas failed: test failed");
//! ```

mod json_patch;
mod merge;
mod scan;

use serde_json::Value;

pub use json_patch::{COPY_SIZE_LIMIT, SHIFTS_PER_BYTE};

use crate::decode::FieldValidation;
use crate::status::{ListMeta, Status, StatusCause, StatusDetails};
use crate::{BadValue, ErrorList, FieldError, Path};
use scan::Target;

/// The API server's limit on the operations of one JSON patch.
pub const MAX_JSON_PATCH_OPERATIONS: usize = 10_000;

/// The patch types the API server applies to custom resources.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PatchType {
    /// RFC 6902, `application/json-patch+json`.
    Json,
    /// RFC 7386, `application/merge-patch+json`.
    Merge,
}

impl PatchType {
    /// The request's `Content-Type`.
    pub fn content_type(self) -> &'static str {
        match self {
            PatchType::Json => "application/json-patch+json",
            PatchType::Merge => "application/merge-patch+json",
        }
    }

    /// The patch type of a `Content-Type` (parameters such as `;
    /// charset=utf-8` ignored); `None` for other media types.
    pub fn from_content_type(content_type: &str) -> Option<PatchType> {
        match content_type.split(';').next().map(str::trim) {
            Some("application/json-patch+json") => Some(PatchType::Json),
            Some("application/merge-patch+json") => Some(PatchType::Merge),
            _ => None,
        }
    }
}

/// A patch applied to a stored object, before the result is decoded.
#[derive(Clone, Debug, PartialEq)]
pub struct Applied {
    /// The patched object, as JSON.
    pub object: Value,
    /// `Strict` and `Warn`: the patch body's own unknown and duplicate
    /// fields, worded as the API server words them, in document order
    /// (`json patch unknown field "[0].foo"`, `duplicate field "spec.x"`).
    /// Empty for `Ignore`, which does not read the body strictly.
    pub problems: Vec<String>,
}

/// Applies the patch `body` of type `patch_type` to `stored`. `Err` is the
/// API server's answer for a patch that cannot be read or applied: `400
/// BadRequest`, `413 RequestEntityTooLarge` or `422 Invalid`.
pub fn apply(
    stored: &Value,
    patch_type: PatchType,
    body: &[u8],
    mode: FieldValidation,
) -> Result<Applied, Box<Status>> {
    let strict = mode != FieldValidation::Ignore;
    let target = match patch_type {
        PatchType::Json => Target::Operations,
        PatchType::Merge => Target::Any,
    };
    let (patch, findings) = scan::scan(body, target).map_err(|e| {
        bad_request(match (strict, patch_type) {
            (true, _) => format!("error decoding patch: {e}"),
            (false, PatchType::Json) => e.to_string(),
            (false, PatchType::Merge) => "Invalid JSON Patch".to_owned(),
        })
    })?;
    let mut problems = Vec::new();
    if strict {
        check_patch_shape(&patch, patch_type)?;
        let prefix = match patch_type {
            PatchType::Json => "json patch ",
            PatchType::Merge => "",
        };
        problems = findings.iter().map(|f| f.render(prefix)).collect();
    }
    let mut object = stored.clone();
    match (patch_type, patch) {
        (PatchType::Json, Value::Array(operations)) => {
            if let Some(bad) = operations
                .iter()
                .find(|op| !matches!(op, Value::Object(_) | Value::Null))
            {
                return Err(bad_request(format!(
                    "json: cannot unmarshal {} into Go value of type jsonpatch.Operation",
                    go_kind(bad)
                )));
            }
            if operations.len() > MAX_JSON_PATCH_OPERATIONS {
                return Err(too_large(format!(
                    "The allowed maximum operations in a JSON patch is {MAX_JSON_PATCH_OPERATIONS}, got {}",
                    operations.len()
                )));
            }
            let input_size = json_patch::json_size(stored, usize::MAX).saturating_add(body.len());
            json_patch::apply(&mut object, &operations, input_size).map_err(|failure| match failure {
                json_patch::Failure::NotApplicable(message) => not_applicable(message),
                json_patch::Failure::TooCostly(message) => too_large(message),
            })?;
        }
        // `null` decodes as no operations.
        (PatchType::Json, Value::Null) => {}
        (PatchType::Json, other) => {
            return Err(bad_request(format!(
                "json: cannot unmarshal {} into Go value of type jsonpatch.Patch",
                go_kind(&other)
            )))
        }
        (PatchType::Merge, Value::Object(members)) => merge::merge_object(&mut object, members),
        (PatchType::Merge, Value::Array(mut items)) => {
            // Not an object: the list replaces the document.
            items.iter_mut().for_each(merge::prune_nulls);
            object = Value::Array(items);
        }
        (PatchType::Merge, _) => return Err(bad_request("Invalid JSON Patch".to_owned())),
    }
    Ok(Applied { object, problems })
}

/// With strict reading, the body must decode as the API server's patch
/// type: a list of operations with string `op`, `path` and `from`, or an
/// object.
fn check_patch_shape(patch: &Value, patch_type: PatchType) -> Result<(), Box<Status>> {
    let undecodable = |what: String| {
        Err(bad_request(format!(
            "error decoding patch: json: cannot unmarshal {what}"
        )))
    };
    match (patch_type, patch) {
        (PatchType::Json, Value::Array(operations)) => {
            for op in operations {
                match op {
                    Value::Object(fields) => {
                        for name in ["op", "path", "from"] {
                            match fields.get(name) {
                                None | Some(Value::Null | Value::String(_)) => {}
                                Some(other) => {
                                    return undecodable(format!(
                                        "{} into Go struct field jsonPatchOp.{name} of type string",
                                        go_kind(other)
                                    ))
                                }
                            }
                        }
                    }
                    Value::Null => {}
                    other => {
                        return undecodable(format!("{} into Go value of type handlers.jsonPatchOp", go_kind(other)))
                    }
                }
            }
            Ok(())
        }
        (PatchType::Json, Value::Null) | (PatchType::Merge, Value::Object(_) | Value::Null) => Ok(()),
        (PatchType::Json, other) => undecodable(format!(
            "{} into Go value of type []handlers.jsonPatchOp",
            go_kind(other)
        )),
        (PatchType::Merge, other) => undecodable(format!(
            "{} into Go value of type map[string]interface {{}}",
            go_kind(other)
        )),
    }
}

/// Go's name for the JSON kind of a value in `cannot unmarshal` errors.
fn go_kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "bool",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn failure(code: i32, reason: &str, message: String, details: Option<StatusDetails>) -> Box<Status> {
    Box::new(Status {
        kind: "Status".to_owned(),
        api_version: "v1".to_owned(),
        metadata: ListMeta {},
        status: "Failure".to_owned(),
        message,
        reason: reason.to_owned(),
        details,
        code,
    })
}

fn bad_request(message: String) -> Box<Status> {
    failure(400, "BadRequest", message, None)
}

fn too_large(message: String) -> Box<Status> {
    failure(
        413,
        "RequestEntityTooLarge",
        format!("Request entity too large: {message}"),
        None,
    )
}

/// An operation that does not apply: the API server's generic 422, with
/// the library's text as the one cause.
fn not_applicable(message: String) -> Box<Status> {
    failure(
        422,
        "Invalid",
        "the server rejected our request due to an error in our request".to_owned(),
        Some(StatusDetails {
            name: String::new(),
            group: String::new(),
            kind: String::new(),
            causes: vec![StatusCause {
                reason: "UnexpectedServerResponse".to_owned(),
                message,
                field: String::new(),
            }],
        }),
    )
}

/// The answer for a patched object that does not decode: `422 Invalid`
/// at field `patch`, showing the patched object as JSON, with the
/// decoder's `detail` (`"" is invalid: patch: Invalid value: "{...}":
/// ...`).
pub fn patched_invalid(patched: &Value, detail: &str) -> Status {
    let json = crate::json::to_string(patched).unwrap_or_default();
    let errs: ErrorList = [FieldError::invalid(&Path::new("patch"), BadValue::String(json), detail)]
        .into_iter()
        .collect();
    // A one-error list always has an aggregate.
    Status::invalid("", "", "", &errs).unwrap_or_else(|| *failure(422, "Invalid", detail.to_owned(), None))
}

/// The answer for `fieldValidation=Strict` when the patch or the patched
/// object has unknown or duplicate fields: `problems` (the patch's own
/// first, then the decoder's) joined into one strict decoding error, at
/// field `patch`. `None` when there are none.
pub fn strict_failure(patched: &Value, problems: &[String]) -> Option<Status> {
    if problems.is_empty() {
        return None;
    }
    Some(patched_invalid(
        patched,
        &format!("strict decoding error: {}", problems.join(", ")),
    ))
}

#[cfg(test)]
mod tests;
