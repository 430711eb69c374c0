//! `+k8s:monotonic`: an integer may not decrease on update.

use serde::Serialize;

/// +k8s:monotonic
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Generation(pub i64);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:monotonic
    pub counter: u32,
    /// +k8s:monotonic
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional: Option<i32>,
    pub generation: Generation,
}

include!("zz_generated_validations.rs");
