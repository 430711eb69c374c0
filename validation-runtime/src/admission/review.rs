//! One parse per request: an `AdmissionReview` body in, the typed request,
//! what strict decoding found, the validation errors and the response out.
//!
//! The review's own fields are read once; the object and the old object
//! are kept as the bytes they are in the body and strictly decoded from
//! there straight into `T`, in one pass when they are clean (see
//! [`decode::from_json`]). Nothing is decoded into an intermediate value
//! and encoded again.

use std::fmt;

use k8s_openapi::api::authentication::v1::UserInfo;
use k8s_openapi::apimachinery::pkg::runtime::RawExtension;
use kube_core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview, Operation as AdmissionOperation};
use kube_core::gvk::{GroupVersionKind, GroupVersionResource};
use kube_core::{DynamicObject, Resource, TypeMeta};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::value::RawValue;

use super::{operation, respond, Enforcement};
use crate::decode::{self, Decoded, FieldValidation, Fields, Problem};
use crate::{ErrorList, Options, Scheme};

/// Why a body could not be reviewed at all (a webhook answers these with
/// an HTTP error; the API server then applies the `failurePolicy`).
#[derive(Debug)]
pub enum ReviewError {
    /// The body is not an `AdmissionReview`.
    Json(serde_json::Error),
    /// The review carries no request.
    NoRequest,
    /// A request object that is not JSON (cannot happen for an object read
    /// from a JSON body; kept rather than unwrapped).
    Decode(decode::SyntaxError),
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReviewError::Json(e) => write!(f, "the body is not an AdmissionReview: {e}"),
            ReviewError::NoRequest => f.write_str("the AdmissionReview has no request"),
            ReviewError::Decode(e) => write!(f, "the request object is not JSON: {e}"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// A reviewed request.
#[derive(Debug)]
pub struct Reviewed<T: Resource> {
    /// The request with its objects decoded (`None` where there was none,
    /// or the object could not be decoded: see `errors`).
    pub request: AdmissionRequest<T>,
    /// The request's `fieldValidation` (from its options; `Warn`, the API
    /// server's default, when it has none).
    pub field_validation: FieldValidation,
    /// The object's unknown and duplicate fields, whatever the mode.
    pub problems: Vec<Problem>,
    /// Values the type cannot hold, or else the validation's errors
    /// (enforced or not).
    pub errors: ErrorList,
    /// The answer: allowed (with the unknown fields, under `Warn`, and the
    /// unenforced errors as warnings), or denied with the API server's
    /// status (400 for a strict decoding error, 422 `Invalid` otherwise).
    pub response: AdmissionResponse,
}

impl<T: Resource> Reviewed<T> {
    /// The review to send back.
    pub fn into_review(self) -> AdmissionReview<DynamicObject> {
        self.response.into_review()
    }
}

/// Reviews an `AdmissionReview` body for `T` (see the module docs):
///
/// 1. the object is strictly decoded in the request's `fieldValidation`
///    mode: under `Strict` an unknown or duplicate field denies the request
///    with the API server's 400 (`Foo in version "v1" cannot be handled as
///    a Foo: strict decoding error: unknown field "spec.x"`), under `Warn`
///    each is a warning; a value `T` cannot hold denies it with a 422 at
///    its path;
/// 2. the old object of an update is stored data: decoded in `Ignore`
///    mode, and left out (no ratcheting) when it does not decode;
/// 3. the object is validated through `scheme`, as [`super::admit`] does.
pub fn review<T>(
    scheme: &Scheme,
    body: &[u8],
    options: Options,
    enforcement: Enforcement,
) -> Result<Reviewed<T>, ReviewError>
where
    T: Resource + DeserializeOwned + Fields + 'static,
{
    let envelope: Envelope<'_> = serde_json::from_slice(body).map_err(ReviewError::Json)?;
    let raw = envelope.request.ok_or(ReviewError::NoRequest)?;
    let mode = field_validation(raw.options.as_ref());
    let decoded = raw.object.map(|o| decode_object::<T>(o, mode)).transpose()?;
    let old_object = match raw.old_object {
        Some(o) => decode_stored::<T>(o)?,
        None => None,
    };
    let (object, decoded) = match decoded {
        Some(mut decoded) => (decoded.object.take(), Some(decoded)),
        None => (None, None),
    };
    let types = TypeMeta {
        api_version: envelope.api_version,
        kind: envelope.kind,
    };
    let request = raw.typed(types, object, old_object);
    let mut reviewed = Reviewed {
        response: AdmissionResponse::from(&request),
        request,
        field_validation: mode,
        problems: Vec::new(),
        errors: ErrorList::new(),
    };
    if let Some(decoded) = decoded {
        let gvk = &reviewed.request.kind;
        let failure = decoded.failure_status(&gvk.kind, &gvk.group, &gvk.version, &reviewed.request.name);
        reviewed.problems = decoded.problems;
        reviewed.errors = decoded.errors;
        if let Some(status) = failure {
            reviewed.response.allowed = false;
            reviewed.response.result = status.into();
            return Ok(reviewed);
        }
        reviewed.response.warnings = (!decoded.warnings.is_empty()).then_some(decoded.warnings);
    }
    validate(scheme, &mut reviewed, options, enforcement);
    Ok(reviewed)
}

/// Step 3: the scheme's validation, its errors and the response.
fn validate<T: Resource + 'static>(
    scheme: &Scheme,
    reviewed: &mut Reviewed<T>,
    options: Options,
    enforcement: Enforcement,
) {
    let request = &reviewed.request;
    let Some(op) = operation(request, options) else {
        return;
    };
    let Some(object) = request.object.as_ref() else {
        let response = std::mem::replace(&mut reviewed.response, AdmissionResponse::from(request));
        reviewed.response = response.deny("the admission request has no object to validate");
        return;
    };
    reviewed.errors = scheme.validate(&op, object, request.old_object.as_ref());
    if reviewed.errors.is_empty() {
        return;
    }
    let decode_warnings = reviewed.response.warnings.take();
    let response = std::mem::replace(&mut reviewed.response, AdmissionResponse::from(request));
    let mut response = respond(response, request, &reviewed.errors, enforcement);
    // Decoding's warnings first, as the API server adds them first.
    if let Some(mut warnings) = decode_warnings {
        warnings.extend(response.warnings.take().unwrap_or_default());
        response.warnings = Some(warnings);
    }
    reviewed.response = response;
}

fn decode_object<T: DeserializeOwned + Fields>(
    object: &RawValue,
    mode: FieldValidation,
) -> Result<Decoded<T>, ReviewError> {
    decode::from_json::<T>(object.get().as_bytes(), mode).map_err(ReviewError::Decode)
}

/// The old object: stored data, in `Ignore` mode. Nothing is reported in
/// that mode, so serde's own decode (which skips unknown fields) gives the
/// same object when it succeeds; what it rejects (a repeated key, a value
/// `T` cannot hold) takes the full path.
fn decode_stored<T: DeserializeOwned + Fields>(object: &RawValue) -> Result<Option<T>, ReviewError> {
    match serde_json::from_str::<T>(object.get()) {
        Ok(object) => Ok(Some(object)),
        Err(_) => Ok(decode_object::<T>(object, FieldValidation::Ignore)?.object),
    }
}

/// The request's `fieldValidation` (from its `CreateOptions`,
/// `UpdateOptions` or `PatchOptions`), else `Warn`, the API server's own
/// default.
fn field_validation(options: Option<&RawExtension>) -> FieldValidation {
    options
        .and_then(|options| options.0.get("fieldValidation"))
        .and_then(|mode| mode.as_str())
        .and_then(|mode| mode.parse().ok())
        .unwrap_or(FieldValidation::Warn)
}

/// An `AdmissionReview` as the API server sends it, its objects left as
/// they are in the body. (kube-core flattens `TypeMeta` into it; serde's
/// `flatten` buffers what it reads, which borrowed raw values cannot
/// survive, so its two fields are spelled out.)
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", expecting = "an AdmissionReview")]
struct Envelope<'a> {
    api_version: String,
    kind: String,
    #[serde(borrow, default)]
    request: Option<RawRequest<'a>>,
}

/// kube-core's `AdmissionRequest`, field for field, with the objects
/// unparsed.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", expecting = "an AdmissionRequest")]
struct RawRequest<'a> {
    uid: String,
    kind: GroupVersionKind,
    resource: GroupVersionResource,
    #[serde(default)]
    sub_resource: Option<String>,
    #[serde(default)]
    request_kind: Option<GroupVersionKind>,
    #[serde(default)]
    request_resource: Option<GroupVersionResource>,
    #[serde(default)]
    request_sub_resource: Option<String>,
    #[serde(default)]
    name: String,
    #[serde(default)]
    namespace: Option<String>,
    operation: AdmissionOperation,
    user_info: UserInfo,
    #[serde(borrow, default)]
    object: Option<&'a RawValue>,
    #[serde(borrow, default)]
    old_object: Option<&'a RawValue>,
    #[serde(default)]
    dry_run: bool,
    #[serde(default)]
    options: Option<RawExtension>,
}

impl RawRequest<'_> {
    fn typed<T: Resource>(self, types: TypeMeta, object: Option<T>, old_object: Option<T>) -> AdmissionRequest<T> {
        AdmissionRequest {
            types,
            uid: self.uid,
            kind: self.kind,
            resource: self.resource,
            sub_resource: self.sub_resource,
            request_kind: self.request_kind,
            request_resource: self.request_resource,
            request_sub_resource: self.request_sub_resource,
            name: self.name,
            namespace: self.namespace,
            operation: self.operation,
            user_info: self.user_info,
            object,
            old_object,
            dry_run: self.dry_run,
            options: self.options,
        }
    }
}
