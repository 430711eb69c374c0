//! A kube-rs operator's custom resource (`Foo`, see [`api`]) and its
//! validating admission webhook, validated by code validation-gen generates
//! from the `+k8s:` tags on the spec and status.

pub mod api;

use kube::core::admission::{AdmissionRequest, AdmissionReview, ConvertAdmissionReviewError};
use kube::core::DynamicObject;
use kube::CustomResourceExt;
use validation_runtime::admission::{self, Enforcement};
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
    /// The body is not an `AdmissionReview` of a `Foo`.
    Json(serde_json::Error),
    /// The review carries no request.
    NoRequest(ConvertAdmissionReviewError),
}

/// The webhook handler: an `AdmissionReview` body from the API server in,
/// the review to send back out (allowed, or denied with a 422 `Invalid`).
pub fn review(scheme: &Scheme, body: &[u8]) -> Result<AdmissionReview<DynamicObject>, ReviewError> {
    let review: AdmissionReview<Foo> = serde_json::from_slice(body).map_err(ReviewError::Json)?;
    let request: AdmissionRequest<Foo> = review.try_into().map_err(ReviewError::NoRequest)?;
    Ok(admission::admit(scheme, &request, Options::new(), Enforcement::ALL).into_review())
}

/// The CustomResourceDefinition to apply, as YAML (JSON is YAML).
pub fn crd() -> String {
    serde_json::to_string_pretty(&Foo::crd()).unwrap_or_default()
}
