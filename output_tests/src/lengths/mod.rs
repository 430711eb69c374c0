//! `+k8s:minLength`, `+k8s:maxLength`, `+k8s:maxBytes`:
//! characters are Unicode scalar values; bytes are UTF-8 bytes.

use serde::Serialize;

/// A named string: its value is shown as JSON in errors.
/// +k8s:maxLength=5
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Code(pub String);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:minLength=2
    pub min_two: String,
    /// +k8s:maxLength=3
    pub max_three: String,
    /// +k8s:maxLength=1
    pub max_one: String,
    /// +k8s:maxBytes=4
    pub max_four_bytes: String,
    /// +k8s:minLength=0
    pub min_zero: String,
    /// +k8s:minLength=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional: Option<String>,
    pub code: Code,
}

include!("zz_generated_validations.rs");
