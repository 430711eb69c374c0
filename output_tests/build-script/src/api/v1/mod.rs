//! +k8s:validation-gen=*

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Quota {
    /// +k8s:required
    /// +k8s:minimum=1
    pub max_pods: Option<i32>,
}

include!(concat!(env!("OUT_DIR"), "/v1/zz_generated_validations.rs"));
