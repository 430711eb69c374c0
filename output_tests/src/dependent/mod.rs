//! `+k8s:dependentRequired` / `+k8s:dependentForbidden`:
//! checked at the struct level, even when the trigger's own `optional`
//! stopped its field checks.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:optional
    /// +k8s:dependentRequired("port")
    /// +k8s:dependentForbidden("socketPath")
    #[serde(skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
    /// +k8s:optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
    // validation-gen:allow(absent-indistinguishable) the test needs an always-present optional trigger
    /// +k8s:optional
    pub socket_path: String,
    /// A collection trigger is set when non-empty.
    /// +k8s:optional
    /// +k8s:dependentRequired("selector")
    pub labels: BTreeMap<String, String>,
    /// +k8s:optional
    pub selector: Vec<String>,
}

include!("zz_generated_validations.rs");
