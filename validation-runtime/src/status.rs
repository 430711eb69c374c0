//! The `Status` an API server returns for invalid objects.

use serde::Serialize;

use crate::quote::go_quote;
use crate::ErrorList;

/// One entry of `details.causes`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatusCause {
    /// The reason (`FieldValueInvalid`, ...).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// The error's message without its field.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub message: String,
    /// The field path.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub field: String,
}

/// `details` of a status; fields in Kubernetes' JSON order, omitempty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatusDetails {
    /// The object's name.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// The API group (empty for the core group).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub group: String,
    /// The object's kind.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub kind: String,
    /// One cause per field error.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub causes: Vec<StatusCause>,
}

/// Always serialized as `{}` (Go's omitempty does not apply to structs).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ListMeta {}

/// A `meta.k8s.io/v1` `Status`. Field order follows Kubernetes' JSON output
/// (`TypeMeta` declares `kind` before `apiVersion`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    /// Always `Status`.
    pub kind: String,
    /// Always `v1`.
    pub api_version: String,
    /// Always empty.
    pub metadata: ListMeta,
    /// Always `Failure`.
    pub status: String,
    /// `<Kind> "<name>" is invalid: <errors>`.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub message: String,
    /// Always `Invalid`.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// The object and one cause per error.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<StatusDetails>,
    /// Always 422.
    pub code: i32,
}

impl Status {
    /// The 422 `Invalid` status for `errs` on object `name` of `kind` in
    /// `group` (empty for the core group), or `None` when there are no
    /// errors (a valid object is not refused). Causes are not
    /// de-duplicated; the message uses the de-duplicated aggregate.
    pub fn invalid(kind: &str, group: &str, name: &str, errs: &ErrorList) -> Option<Status> {
        let agg = errs.to_aggregate()?;
        let qualified = if group.is_empty() {
            kind.to_owned()
        } else {
            format!("{kind}.{group}")
        };
        let message = format!("{qualified} {} is invalid: {agg}", go_quote(name));
        let causes = errs
            .iter()
            .map(|e| StatusCause {
                reason: e.error_type.reason().to_owned(),
                message: e.body(),
                field: e.field.clone(),
            })
            .collect();
        Some(Status {
            kind: "Status".to_owned(),
            api_version: "v1".to_owned(),
            metadata: ListMeta {},
            status: "Failure".to_owned(),
            message,
            reason: "Invalid".to_owned(),
            details: Some(StatusDetails {
                name: name.to_owned(),
                group: group.to_owned(),
                kind: kind.to_owned(),
                causes,
            }),
            code: 422,
        })
    }

    /// The JSON the API server would send (Go's HTML-safe escaping included).
    pub fn to_json(&self) -> String {
        // A Status holds only strings and integers, so encoding cannot fail;
        // an empty string would only signal a broken invariant.
        crate::json::to_string(self).unwrap_or_default()
    }
}
