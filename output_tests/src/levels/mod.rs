//! `+k8s:alpha` and `+k8s:beta`: the wrapped tag runs as
//! usual; its errors are marked with the level.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:alpha(since: "1.35")=+k8s:maximum=10
    pub alpha_max: i32,
    /// +k8s:beta=+k8s:minimum=1
    pub beta_min: i32,
    /// A wrapped short-circuit still short-circuits.
    /// +k8s:beta=+k8s:required
    /// +k8s:minimum=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub beta_required: Option<i32>,
    /// +k8s:validateTrueAlpha
    /// +k8s:validateTrueBeta
    pub testing: i32,
}

include!("zz_generated_validations.rs");
