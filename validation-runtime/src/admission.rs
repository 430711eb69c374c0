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

use kube_core::admission::{AdmissionRequest, AdmissionResponse, Operation as AdmissionOperation};
use kube_core::response::{StatusCause as KubeStatusCause, StatusDetails as KubeStatusDetails, StatusSummary};
use kube_core::Resource;

use crate::reconcile::enforced_declarative_errors;

mod review;
use crate::{ErrorList, Operation, OperationType, Options, Request, Scheme, Status};
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
