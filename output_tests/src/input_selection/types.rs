//! API types only: their validation is generated into the parent module.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Gadget {
    /// +k8s:required
    /// +k8s:maxLength=8
    pub name: String,
    /// +k8s:optional
    pub size: Option<Size>,
}

/// +k8s:minimum=1
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Size(pub i32);
