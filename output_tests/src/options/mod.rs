//! `+k8s:ifEnabled` / `+k8s:ifDisabled`: the wrapped tag
//! runs only under the option's state; an undeclared option is an internal
//! error.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:ifEnabled("Strict")=+k8s:maximum=10
    pub strict_max: i32,
    /// +k8s:ifDisabled("Legacy")=+k8s:minimum=1
    pub non_legacy_min: i32,
    /// Nested gates: both must hold.
    /// +k8s:ifEnabled("A")=+k8s:ifDisabled("B")=+k8s:validateFalse="A and not B"
    pub nested: i32,
    /// A gated optional: when unset and the option is enabled, it stops silently.
    /// +k8s:ifEnabled("Relaxed")=+k8s:optional
    /// +k8s:minimum=5
    #[serde(skip_serializing_if = "Option::is_none")]
    pub relaxed: Option<i32>,
}

include!("zz_generated_validations.rs");
