//! Modes: a discriminator selects each field's checks; a
//! field no rule names for the current mode is forbidden.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Scaling {
    /// +k8s:modeDiscriminator
    pub mode: String,
    /// Required and at least 1 in "Manual" mode; forbidden otherwise.
    /// +k8s:ifMode("Manual")=+k8s:required
    /// +k8s:ifMode("Manual")=+k8s:minimum=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Allowed (and limited) in "Auto" mode; forbidden otherwise.
    /// +k8s:ifMode(mode: "Auto")=+k8s:maximum=100
    pub max_replicas: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Toggles {
    /// +k8s:modeDiscriminator(modality: "tls")
    pub tls: bool,
    /// +k8s:ifMode(modality: "tls", mode: "true")=+k8s:required
    /// +k8s:ifMode(modality: "tls", mode: "false")=+k8s:validateTrue
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert: Option<String>,
    /// Beta rules: the implicit forbidden is beta too.
    /// +k8s:beta=+k8s:ifMode(modality: "tls", mode: "true")=+k8s:maxLength=8
    pub sni: String,
}

include!("zz_generated_validations.rs");
