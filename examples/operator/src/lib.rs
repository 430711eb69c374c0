//! A kube-rs operator's custom resource (`Foo`, see [`api`]) and its
//! validating admission webhook, validated by code validation-gen generates
//! from the `+k8s:` tags on the spec and status.

// The CEL rule markers in `api` (`cel[0]:rule=...`) read as intra-doc links
// to rustdoc.
#![allow(rustdoc::broken_intra_doc_links)]

pub mod api;
pub mod server;

use kube::core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview, ConvertAdmissionReviewError};
use kube::core::DynamicObject;
use kube::CustomResourceExt;
use validation_runtime::admission::{self, Enforcement};
use validation_runtime::decode::{self, Decoded, Field, FieldValidation, Fields, Shape};
use validation_runtime::{Options, Scheme};

pub use api::{Foo, FooSpec, FooStatus, Port};

/// The scheme with `Foo`'s validation (`/` and `/status`).
pub fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    api::register_validations(&mut scheme);
    scheme
}

/// Why a webhook body could not be answered.
#[derive(Debug)]
pub enum ReviewError {
    /// The body is not an `AdmissionReview`.
    Json(serde_json::Error),
    /// The review carries no request.
    NoRequest(ConvertAdmissionReviewError),
    /// A request object that is not JSON once re-encoded (cannot happen
    /// with an object read from JSON; kept rather than unwrapped).
    Decode(decode::SyntaxError),
}

/// `Foo`'s shape for strict decoding, written here because kube's derive
/// writes `Foo`: the spec's and status' generated shapes under the object's
/// own fields. `metadata` is the API server's own, already decoded: only
/// repeated keys are looked for inside.
impl Fields for Foo {
    fn decode_shape() -> &'static Shape {
        static SHAPE: Shape = Shape::Struct {
            fields: &[
                Field {
                    name: "apiVersion",
                    shape: &Shape::String,
                },
                Field {
                    name: "kind",
                    shape: &Shape::String,
                },
                Field {
                    name: "metadata",
                    shape: &Shape::Any,
                },
                Field {
                    name: "spec",
                    shape: &Shape::Named(<FooSpec as Fields>::decode_shape),
                },
                Field {
                    name: "status",
                    shape: &Shape::Nullable(&Shape::Named(<FooStatus as Fields>::decode_shape)),
                },
            ],
            rest: None,
        };
        &SHAPE
    }
}

/// The request's `fieldValidation` (from its `CreateOptions`,
/// `UpdateOptions` or `PatchOptions`), else `Warn`, the API server's own
/// default.
fn field_validation(request: &AdmissionRequest<DynamicObject>) -> FieldValidation {
    request
        .options
        .as_ref()
        .and_then(|options| options.0.get("fieldValidation"))
        .and_then(|mode| mode.as_str())
        .and_then(|mode| mode.parse().ok())
        .unwrap_or(FieldValidation::Warn)
}

/// Strictly decodes a request object; `None` when there is none.
fn decode(object: Option<&DynamicObject>, mode: FieldValidation) -> Result<Option<Decoded<Foo>>, ReviewError> {
    let Some(object) = object else {
        return Ok(None);
    };
    let bytes = serde_json::to_vec(object).map_err(ReviewError::Json)?;
    let decoded = decode::from_json::<Foo>(&bytes, mode).map_err(ReviewError::Decode)?;
    Ok(Some(decoded))
}

/// The webhook handler: an `AdmissionReview` body from the API server in,
/// the review to send back out.
///
/// The object is decoded strictly into `Foo`, the way the API server
/// decodes a request body, in the request's `fieldValidation` mode. The API
/// server has already pruned what the CRD does not declare, so unknown
/// fields here are fields the CRD has and this webhook's `Foo` does not (a
/// newer CRD than the webhook):
/// - `Warn` (and when the request does not say): allowed, each unknown or
///   repeated field an admission warning (`unknown field "spec.colour"`);
/// - `Strict`: denied with the API server's 400 `BadRequest`
///   (`Foo in version "v1" cannot be handled as a Foo: strict decoding
///   error: unknown field "spec.colour"`);
/// - `Ignore`: nothing said.
///
/// A value `Foo` cannot hold (a string for `replicas`) is denied with a 422
/// `Invalid` at its path, whatever the mode, instead of failing the whole
/// review. The old object of an update is stored data: it is decoded in
/// `Ignore` mode, and when it does not decode the update is validated
/// without it (no ratcheting). Then `Foo`'s generated validation runs
/// (denied with 422 `Invalid`, or allowed with the unenforced errors as
/// warnings).
pub fn review(scheme: &Scheme, body: &[u8]) -> Result<AdmissionReview<DynamicObject>, ReviewError> {
    let review: AdmissionReview<DynamicObject> = serde_json::from_slice(body).map_err(ReviewError::Json)?;
    let request: AdmissionRequest<DynamicObject> = review.try_into().map_err(ReviewError::NoRequest)?;
    let mode = field_validation(&request);
    let object = decode(request.object.as_ref(), mode)?;
    let old = decode(request.old_object.as_ref(), FieldValidation::Ignore)?.and_then(|old| old.object);
    let mut warnings = Vec::new();
    let object = match object {
        Some(decoded) => {
            let gvk = &request.kind;
            if let Some(status) = decoded.failure_status(&gvk.kind, &gvk.group, &gvk.version, &request.name) {
                let mut response = AdmissionResponse::from(&request);
                response.allowed = false;
                response.result = status.into();
                return Ok(response.into_review());
            }
            warnings = decoded.warnings;
            decoded.object
        }
        None => None,
    };
    let typed = typed_request(request, object, old);
    let mut response = admission::admit(scheme, &typed, Options::new(), Enforcement::ALL);
    warnings.extend(response.warnings.take().unwrap_or_default());
    response.warnings = (!warnings.is_empty()).then_some(warnings);
    Ok(response.into_review())
}

/// The request with its objects decoded.
fn typed_request(
    request: AdmissionRequest<DynamicObject>,
    object: Option<Foo>,
    old_object: Option<Foo>,
) -> AdmissionRequest<Foo> {
    AdmissionRequest {
        types: request.types,
        uid: request.uid,
        kind: request.kind,
        resource: request.resource,
        sub_resource: request.sub_resource,
        request_kind: request.request_kind,
        request_resource: request.request_resource,
        request_sub_resource: request.request_sub_resource,
        name: request.name,
        namespace: request.namespace,
        operation: request.operation,
        user_info: request.user_info,
        object,
        old_object,
        dry_run: request.dry_run,
        options: request.options,
    }
}

/// The CustomResourceDefinition to apply, as YAML (JSON is YAML).
pub fn crd() -> String {
    serde_json::to_string_pretty(&Foo::crd()).unwrap_or_default()
}
