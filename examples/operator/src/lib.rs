//! A kube-rs operator's custom resource (`Foo`, see [`api`]) and its
//! validating admission webhook, validated by code validation-gen generates
//! from the `+k8s:` tags on the spec and status.

// The CEL rule markers in `api` (`cel[0]:rule=...`) read as intra-doc links
// to rustdoc.
#![allow(rustdoc::broken_intra_doc_links)]

pub mod api;
pub mod server;

use kube::core::admission::AdmissionReview;
use kube::core::DynamicObject;
use kube::CustomResourceExt;
pub use validation_runtime::admission::ReviewError;
use validation_runtime::admission::{self, Enforcement};
use validation_runtime::{Options, Scheme};

pub use api::{Foo, FooSpec, FooStatus, Port};

/// The scheme with `Foo`'s validation (`/` and `/status`).
pub fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    api::register_validations(&mut scheme);
    scheme
}

/// The webhook handler: an `AdmissionReview` body from the API server in,
/// the review to send back out, by [`admission::review`]: the body is read
/// once and the object decoded strictly into `Foo`, the way the API server
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
    Ok(admission::review::<Foo>(scheme, body, Options::new(), Enforcement::ALL)?.into_review())
}

/// The CustomResourceDefinition to apply, as YAML (JSON is YAML).
pub fn crd() -> String {
    serde_json::to_string_pretty(&Foo::crd()).unwrap_or_default()
}
