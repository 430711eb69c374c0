//! kube-rs admission webhooks: a kube-core [`AdmissionRequest`] validated
//! through a [`Scheme`], answered with an [`AdmissionResponse`].
//!
//! The typed object of the request is validated as it is (no JSON round
//! trip), and a valid object costs no allocation beyond the response itself
//! (and, on a subresource, the subresource path of the [`Operation`]).
//!
//! A webhook handler passes the `AdmissionReview` body to [`review`], which
//! reads it once, strictly decodes the object into `Foo` in the request's
//! `fieldValidation` mode, validates it and gives the response to send
//! back (`into_review()`); the repository's `examples/operator` crate does
//! exactly that. A handler that has its `AdmissionRequest<Foo>` already
//! calls [`admit`].
//!
//! [`patch_typed`] answers what the API server would answer to a JSON or
//! merge patch of a typed object: the patch applied to the stored object,
//! the result strictly decoded into the type, then validated.

use kube_core::admission::{AdmissionRequest, AdmissionResponse, Operation as AdmissionOperation};
use kube_core::response::{StatusCause as KubeStatusCause, StatusDetails as KubeStatusDetails, StatusSummary};
use kube_core::Resource;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::decode::{self, FieldValidation, Fields};
use crate::patch::{self, patched_invalid, strict_failure, PatchType};
use crate::reconcile::enforced_declarative_errors;
use crate::status::ListMeta;
use crate::{ErrorList, Operation, OperationType, Options, Request, Scheme, Status};

mod review;
pub use review::{review, ReviewError, Reviewed};

/// Which declarative errors deny a request. Errors of alpha (and, unless
/// enabled, beta) validations that are not enforced are returned as
/// warnings instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Enforcement {
    /// Beta validations are enforced.
    pub beta_enabled: bool,
    /// Every validation is enforced, alpha included.
    pub all_enforced: bool,
}

impl Enforcement {
    /// Every error denies the request.
    pub const ALL: Enforcement = Enforcement {
        beta_enabled: true,
        all_enforced: true,
    };
    /// Standard and beta errors deny; alpha errors are warnings.
    pub const BETA: Enforcement = Enforcement {
        beta_enabled: true,
        all_enforced: false,
    };
    /// Only standard (and internal) errors deny; alpha and beta errors are warnings.
    pub const STANDARD: Enforcement = Enforcement {
        beta_enabled: false,
        all_enforced: false,
    };
}

/// The validation operation of an admission request: create or update, on
/// the request's subresource (`status` → `/status`), with the caller's
/// declared `options` (feature gates). `None` for a delete or connect,
/// which declarative validation does not check.
pub fn operation<T: Resource>(request: &AdmissionRequest<T>, options: Options) -> Option<Operation> {
    let kind = match request.operation {
        AdmissionOperation::Create => OperationType::Create,
        AdmissionOperation::Update => OperationType::Update,
        AdmissionOperation::Delete | AdmissionOperation::Connect => return None,
    };
    let subresources = match request.sub_resource.as_deref() {
        None | Some("") => Vec::new(),
        Some(path) => path.split('/').map(str::to_owned).collect(),
    };
    Some(Operation {
        kind,
        options,
        request: Request { subresources },
    })
}

/// The 422 `Invalid` status of `errs` on object `name` of `kind` in `group`
/// as kube-core's [`Status`](kube_core::Status) (one `details.causes` entry
/// per error), or `None` when there are no errors.
pub fn invalid_status(kind: &str, group: &str, name: &str, errs: &ErrorList) -> Option<kube_core::Status> {
    Status::invalid(kind, group, name, errs).map(kube_core::Status::from)
}

impl From<Status> for kube_core::Status {
    fn from(status: Status) -> kube_core::Status {
        let summary = if status.status == "Success" {
            StatusSummary::Success
        } else {
            StatusSummary::Failure
        };
        let details = status.details.map(|d| KubeStatusDetails {
            name: d.name,
            group: d.group,
            kind: d.kind,
            uid: String::new(),
            causes: d
                .causes
                .into_iter()
                .map(|c| KubeStatusCause {
                    reason: c.reason,
                    message: c.message,
                    field: c.field,
                })
                .collect(),
            retry_after_seconds: 0,
        });
        let code = u16::try_from(status.code).unwrap_or(500);
        let mut out = kube_core::Status::failure(&status.message, &status.reason).with_code(code);
        out.status = Some(summary);
        out.details = details;
        out
    }
}

/// Validates the request's object (and old object, on update) through
/// `scheme` and answers: allowed, with the unenforced errors as warnings;
/// or denied with the 422 `Invalid` status of the enforced errors. A delete
/// or connect is allowed; a create or update without an object is denied.
pub fn admit<T: Resource + 'static>(
    scheme: &Scheme,
    request: &AdmissionRequest<T>,
    options: Options,
    enforcement: Enforcement,
) -> AdmissionResponse {
    let response = AdmissionResponse::from(request);
    let Some(op) = operation(request, options) else {
        return response;
    };
    let Some(object) = request.object.as_ref() else {
        return response.deny("the admission request has no object to validate");
    };
    let errs = scheme.validate(&op, object, request.old_object.as_ref());
    if errs.is_empty() {
        return response;
    }
    respond(response, request, &errs, enforcement)
}

/// A typed object patched as the API server patches it.
#[derive(Clone, Debug, PartialEq)]
pub struct Patched<T> {
    /// The patched object, strictly decoded.
    pub object: T,
    /// `Warn`: one warning per unknown or duplicate field, the patch's own
    /// first (`json patch unknown field "[0].foo"`, `duplicate field
    /// "spec.x"`), then the patched object's unknown fields.
    pub warnings: Vec<String>,
    /// The type's validation of `object` as an update of the stored object
    /// (ratcheting included); the API server's 422 is
    /// [`invalid_status`] of them.
    pub errors: ErrorList,
}

/// Applies the JSON or merge patch `body` to `stored` as the API server
/// does for a typed object: the stored object serialized to JSON, the patch
/// applied ([`crate::patch::apply`]), the result strictly decoded into `T`
/// ([`crate::decode::from_json`]), then validated through `scheme` as
/// operation `op` (an update) against `stored`. `Err` is the API server's
/// answer when the patch cannot be read or applied (400, 413, 422), the
/// result does not decode into `T` (422 at field `patch`), or, with
/// `Strict`, has unknown or duplicate fields (422 at field `patch`).
///
/// ```
/// use serde::{Deserialize, Serialize};
/// use validation_runtime::admission::patch_typed;
/// use validation_runtime::decode::{Field, FieldValidation, Fields, Shape};
/// use validation_runtime::patch::PatchType;
/// use validation_runtime::{validate, ErrorList, Operation, Path, Scheme};
///
/// #[derive(Serialize, Deserialize, Debug, PartialEq)]
/// struct Spec { replicas: i32 }
///
/// impl Fields for Spec {
///     fn decode_shape() -> &'static Shape {
///         static SHAPE: Shape = Shape::Struct {
///             fields: &[Field { name: "replicas", shape: &Shape::Integer { type_name: "int32", min: -2147483648, max: 2147483647 } }],
///             rest: None,
///         };
///         &SHAPE
///     }
/// }
///
/// fn validate_spec(op: &Operation, path: &Path<'_>, new: Option<&Spec>, _old: Option<&Spec>) -> ErrorList {
///     let replicas = new.map(|s| s.replicas);
///     validate::minimum(op, &path.child("replicas"), replicas.as_ref(), None, 0)
/// }
///
/// let mut scheme = Scheme::new();
/// scheme.register::<Spec>("Spec", &["/"], validate_spec);
/// let stored = Spec { replicas: 1 };
/// let body = br#"[{"op": "replace", "path": "/replicas", "value": -1}, {"op": "add", "path": "/replica", "value": 2}]"#;
///
/// let patched = patch_typed(&scheme, &Operation::update(), &stored, PatchType::Json, body, FieldValidation::Warn).unwrap();
/// assert_eq!(patched.object, Spec { replicas: -1 });
/// assert_eq!(patched.warnings, [r#"unknown field "replica""#]);
/// assert_eq!(patched.errors.iter().next().unwrap().to_string(), "replicas: Invalid value: -1: must be greater than or equal to 0");
///
/// let refused = patch_typed(&scheme, &Operation::update(), &stored, PatchType::Json, body, FieldValidation::Strict).unwrap_err();
/// assert!(refused.message.ends_with(r#"strict decoding error: unknown field "replica""#));
/// ```
pub fn patch_typed<T>(
    scheme: &Scheme,
    op: &Operation,
    stored: &T,
    patch_type: PatchType,
    body: &[u8],
    mode: FieldValidation,
) -> Result<Patched<T>, Box<Status>>
where
    T: Serialize + DeserializeOwned + Fields + 'static,
{
    let stored_json = serde_json::to_value(stored).map_err(|e| internal_error(&e.to_string()))?;
    let applied = patch::apply(&stored_json, patch_type, body, mode)?;
    let bytes = serde_json::to_vec(&applied.object).map_err(|e| internal_error(&e.to_string()))?;
    let decoded =
        decode::from_json::<T>(&bytes, mode).map_err(|e| Box::new(patched_invalid(&applied.object, &e.message)))?;
    let object = match (decoded.object, decoded.errors.to_aggregate()) {
        (Some(object), None) => object,
        (_, Some(aggregate)) => return Err(Box::new(patched_invalid(&applied.object, &aggregate.to_string()))),
        (None, None) => return Err(internal_error("the patched object did not decode")),
    };
    let mut problems = applied.problems;
    problems.extend(decoded.problems.iter().map(ToString::to_string));
    let warnings = match mode {
        FieldValidation::Strict => match strict_failure(&applied.object, &problems) {
            Some(status) => return Err(Box::new(status)),
            None => Vec::new(),
        },
        FieldValidation::Warn => problems,
        FieldValidation::Ignore => Vec::new(),
    };
    let errors = scheme.validate(op, &object, Some(stored));
    Ok(Patched {
        object,
        warnings,
        errors,
    })
}

/// A 500: the object could not be written as JSON.
fn internal_error(message: &str) -> Box<Status> {
    Box::new(Status {
        kind: "Status".to_owned(),
        api_version: "v1".to_owned(),
        metadata: ListMeta {},
        status: "Failure".to_owned(),
        message: format!("Internal error occurred: {message}"),
        reason: "InternalError".to_owned(),
        details: None,
        code: 500,
    })
}

/// The answer for a non-empty error list.
fn respond<T: Resource>(
    mut response: AdmissionResponse,
    request: &AdmissionRequest<T>,
    errs: &ErrorList,
    enforcement: Enforcement,
) -> AdmissionResponse {
    let enforced = enforced_declarative_errors(errs, enforcement.beta_enabled, enforcement.all_enforced);
    // `enforced` keeps the order of `errs`: what it skipped is unenforced.
    let mut kept = enforced.iter().peekable();
    let warnings: Vec<String> = errs
        .iter()
        .filter(|e| kept.next_if(|k| k == e).is_none())
        .map(ToString::to_string)
        .collect();
    if !warnings.is_empty() {
        response.warnings = Some(warnings);
    }
    let gvk = &request.kind;
    match invalid_status(&gvk.kind, &gvk.group, &request.name, &enforced) {
        Some(status) => {
            response.allowed = false;
            response.result = status;
            response
        }
        None => response,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FieldError, Path, ToBadValue};
    use kube_core::DynamicObject;

    fn request(operation: &str, sub_resource: Option<&str>) -> AdmissionRequest<DynamicObject> {
        serde_json::from_value(serde_json::json!({
            "uid": "u",
            "kind": {"group": "", "version": "v1", "kind": "ConfigMap"},
            "resource": {"group": "", "version": "v1", "resource": "configmaps"},
            "subResource": sub_resource,
            "name": "c",
            "operation": operation,
            "userInfo": {},
        }))
        .unwrap()
    }

    #[test]
    fn operations_of_requests() {
        let mut gates = Options::new();
        gates.set("Gate", true);
        let create = operation(&request("CREATE", None), gates.clone()).unwrap();
        assert_eq!(create, Operation::create().with_option("Gate", true));
        let status = operation(&request("UPDATE", Some("status")), Options::new()).unwrap();
        assert_eq!(status, Operation::update().with_subresource("/status"));
        let deep = operation(&request("UPDATE", Some("x/y")), Options::new()).unwrap();
        assert_eq!(deep.request.subresource_path(), "/x/y");
        assert_eq!(operation(&request("DELETE", None), Options::new()), None);
        assert_eq!(operation(&request("CONNECT", Some("exec")), Options::new()), None);
    }

    #[test]
    fn a_request_without_an_object_is_denied() {
        let response = admit(
            &Scheme::new(),
            &request("CREATE", None),
            Options::new(),
            Enforcement::ALL,
        );
        assert!(!response.allowed);
        assert_eq!(
            response.result.message,
            "the admission request has no object to validate"
        );
        assert_eq!(response.uid, "u");
    }

    mod typed_patches {
        use serde::{Deserialize, Serialize};

        use crate::decode::{Field, FieldValidation, Fields, Shape};
        use crate::patch::PatchType;
        use crate::{validate, ErrorList, Operation, Path, Scheme};

        use super::super::patch_typed;

        #[derive(Serialize, Deserialize, Debug, PartialEq, Clone)]
        struct Spec {
            replicas: i32,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            name: Option<String>,
        }

        static STRING: Shape = Shape::String;

        impl Fields for Spec {
            fn decode_shape() -> &'static Shape {
                static SHAPE: Shape = Shape::Struct {
                    fields: &[
                        Field {
                            name: "replicas",
                            shape: &Shape::Integer {
                                type_name: "int32",
                                min: i32::MIN as i128,
                                max: i32::MAX as i128,
                            },
                        },
                        Field {
                            name: "name",
                            shape: &Shape::Nullable(&STRING),
                        },
                    ],
                    rest: None,
                };
                &SHAPE
            }
        }

        /// `replicas >= 0`, ratcheting as generated code does: an unchanged
        /// value is not checked again.
        fn validate_spec(op: &Operation, path: &Path<'_>, new: Option<&Spec>, old: Option<&Spec>) -> ErrorList {
            let replicas = new.map(|s| s.replicas);
            let old_replicas = old.map(|s| s.replicas);
            if old.is_some() && replicas == old_replicas {
                return ErrorList::new();
            }
            validate::minimum(op, &path.child("replicas"), replicas.as_ref(), old_replicas.as_ref(), 0)
        }

        fn scheme() -> Scheme {
            let mut scheme = Scheme::new();
            scheme.register::<Spec>("Spec", &["/"], validate_spec);
            scheme
        }

        /// The object, warnings and errors; or the failure's code and the
        /// end of its message (or of its one cause, for the generic 422).
        type Answer = Result<(Spec, Vec<String>, Vec<String>), (i32, String)>;

        fn answer(stored: &Spec, patch_type: PatchType, body: &str, mode: FieldValidation) -> Answer {
            patch_typed(
                &scheme(),
                &Operation::update(),
                stored,
                patch_type,
                body.as_bytes(),
                mode,
            )
            .map(|p| {
                let errors = p.errors.iter().map(ToString::to_string).collect();
                (p.object, p.warnings, errors)
            })
            .map_err(|s| {
                let text = match s.details.as_ref().and_then(|d| d.causes.first()) {
                    Some(c) if c.reason == "UnexpectedServerResponse" => c.message.clone(),
                    _ => s.message.clone(),
                };
                (s.code, text)
            })
        }

        fn spec(replicas: i32, name: Option<&str>) -> Spec {
            Spec {
                replicas,
                name: name.map(str::to_owned),
            }
        }

        #[test]
        fn typed_patch_table() {
            let stored = spec(1, Some("a"));
            let invalid = spec(-1, Some("a"));
            let strings = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
            let cases: Vec<(&str, &Spec, PatchType, &str, FieldValidation, Answer)> = vec![
                (
                    "merge patch null deletes an optional field",
                    &stored,
                    PatchType::Merge,
                    r#"{"name": null, "replicas": 2}"#,
                    FieldValidation::Strict,
                    Ok((spec(2, None), vec![], vec![])),
                ),
                (
                    "json patch test and replace",
                    &stored,
                    PatchType::Json,
                    r#"[{"op": "test", "path": "/name", "value": "a"}, {"op": "replace", "path": "/name", "value": "b"}]"#,
                    FieldValidation::Strict,
                    Ok((spec(1, Some("b")), vec![], vec![])),
                ),
                (
                    "a failed test",
                    &stored,
                    PatchType::Json,
                    r#"[{"op": "test", "path": "/name", "value": "z"}]"#,
                    FieldValidation::Strict,
                    Err((422, "testing value /name failed: test failed".to_owned())),
                ),
                (
                    "duplicate and unknown fields, Warn",
                    &stored,
                    PatchType::Merge,
                    r#"{"replicas": 3, "replicas": 4, "extra": true}"#,
                    FieldValidation::Warn,
                    Ok((
                        spec(4, Some("a")),
                        strings(&[r#"duplicate field "replicas""#, r#"unknown field "extra""#]),
                        vec![],
                    )),
                ),
                (
                    "duplicate and unknown fields, Ignore",
                    &stored,
                    PatchType::Merge,
                    r#"{"replicas": 3, "replicas": 4, "extra": true}"#,
                    FieldValidation::Ignore,
                    Ok((spec(4, Some("a")), vec![], vec![])),
                ),
                (
                    "duplicate and unknown fields, Strict",
                    &stored,
                    PatchType::Merge,
                    r#"{"replicas": 3, "replicas": 4, "extra": true}"#,
                    FieldValidation::Strict,
                    Err((
                        422,
                        r#" "" is invalid: patch: Invalid value: "{\"extra\":true,\"name\":\"a\",\"replicas\":4}": strict decoding error: duplicate field "replicas", unknown field "extra""#
                            .to_owned(),
                    )),
                ),
                (
                    "a patch that makes the object invalid",
                    &stored,
                    PatchType::Json,
                    r#"[{"op": "replace", "path": "/replicas", "value": -1}]"#,
                    FieldValidation::Strict,
                    Ok((
                        spec(-1, Some("a")),
                        vec![],
                        strings(&["replicas: Invalid value: -1: must be greater than or equal to 0"]),
                    )),
                ),
                (
                    "ratcheting: the invalid value the patch leaves alone is allowed",
                    &invalid,
                    PatchType::Json,
                    r#"[{"op": "replace", "path": "/name", "value": "b"}]"#,
                    FieldValidation::Strict,
                    Ok((spec(-1, Some("b")), vec![], vec![])),
                ),
                (
                    "a value the type cannot hold: the decoder's field error (the API server shows Go's unmarshal error)",
                    &stored,
                    PatchType::Merge,
                    r#"{"replicas": "many"}"#,
                    FieldValidation::Strict,
                    Err((
                        422,
                        r#" "" is invalid: patch: Invalid value: "{\"name\":\"a\",\"replicas\":\"many\"}": replicas: Invalid value: "many": must be of type integer"#
                            .to_owned(),
                    )),
                ),
            ];
            for (name, stored, patch_type, body, mode, want) in cases {
                assert_eq!(answer(stored, patch_type, body, mode), want, "{name}");
            }
        }
    }

    #[test]
    fn status_converts_with_every_cause() {
        let path = Path::new("spec");
        let errs: ErrorList = [
            FieldError::required(&path.child("name"), ""),
            FieldError::invalid(
                &path.child("replicas"),
                (-1).to_bad_value(),
                "must be greater than or equal to 0",
            ),
        ]
        .into_iter()
        .collect();
        let status = invalid_status("Widget", "example.com", "w", &errs).unwrap();
        assert_eq!(status.status, Some(StatusSummary::Failure));
        assert_eq!(status.code, 422);
        assert_eq!(status.reason, "Invalid");
        assert_eq!(
            status.message,
            "Widget.example.com \"w\" is invalid: [spec.name: Required value, spec.replicas: Invalid value: -1: must be greater than or equal to 0]"
        );
        let details = status.details.unwrap();
        assert_eq!(
            (details.kind.as_str(), details.group.as_str(), details.name.as_str()),
            ("Widget", "example.com", "w")
        );
        let causes: Vec<_> = details
            .causes
            .iter()
            .map(|c| (c.reason.as_str(), c.field.as_str(), c.message.as_str()))
            .collect();
        assert_eq!(
            causes,
            [
                ("FieldValueRequired", "spec.name", "Required value"),
                (
                    "FieldValueInvalid",
                    "spec.replicas",
                    "Invalid value: -1: must be greater than or equal to 0"
                ),
            ]
        );
        assert!(invalid_status("Widget", "", "w", &ErrorList::new()).is_none());
    }
}
