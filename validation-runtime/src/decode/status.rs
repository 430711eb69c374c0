//! Decoding and validating in one call, and what the API server answers.

use serde::de::DeserializeOwned;

use super::{Decoded, FieldValidation, Fields, SyntaxError};
use crate::status::{ListMeta, Status};
use crate::{Operation, Scheme};

/// A request body and its media type.
#[derive(Clone, Copy, Debug)]
pub enum Body<'a> {
    /// One JSON document.
    Json(&'a [u8]),
    /// One YAML document.
    #[cfg(feature = "yaml")]
    Yaml(&'a str),
}

impl<'a> Body<'a> {
    /// Decodes the body into `T`.
    pub fn decode<T: DeserializeOwned + Fields>(self, mode: FieldValidation) -> Result<Decoded<T>, SyntaxError> {
        match self {
            Body::Json(bytes) => super::from_json(bytes, mode),
            #[cfg(feature = "yaml")]
            Body::Yaml(text) => super::from_yaml(text, mode),
        }
    }
}

impl Scheme {
    /// Everything the API server says about a request body: strict decoding
    /// in `mode`, then, when the body decodes and no strict error stops the
    /// request, `T`'s registered validation. Validation errors follow the
    /// decoding errors in `errors`.
    pub fn decode_and_validate<T: DeserializeOwned + Fields + 'static>(
        &self,
        op: &Operation,
        body: Body<'_>,
        mode: FieldValidation,
        old: Option<&T>,
    ) -> Result<Decoded<T>, SyntaxError> {
        let mut decoded = body.decode::<T>(mode)?;
        if decoded.strict_error.is_none() && decoded.errors.is_empty() {
            if let Some(object) = &decoded.object {
                decoded.errors.append(self.validate(op, object, old));
            }
        }
        Ok(decoded)
    }
}

impl<T> Decoded<T> {
    /// The failure status the API server would return, if any: 400
    /// `BadRequest` for a strict decoding error (`Widget in version "v1"
    /// cannot be handled as a Widget: strict decoding error: ...`), 422
    /// `Invalid` for field errors.
    pub fn failure_status(&self, kind: &str, group: &str, version: &str, name: &str) -> Option<Status> {
        if let Some(strict) = &self.strict_error {
            let message = format!(
                "{kind} in version {} cannot be handled as a {kind}: {strict}",
                crate::quote::go_quote(version)
            );
            return Some(Status {
                kind: "Status".to_owned(),
                api_version: "v1".to_owned(),
                metadata: ListMeta {},
                status: "Failure".to_owned(),
                message,
                reason: "BadRequest".to_owned(),
                details: None,
                code: 400,
            });
        }
        Status::invalid(kind, group, name, &self.errors)
    }
}
