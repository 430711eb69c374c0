//! What Kubernetes' types embed as `metav1.TypeMeta`: kind and API version,
//! written by the serializer rather than stored, so the converted types keep
//! it in a `#[serde(skip)]` field that only marks them as roots
//! (`+k8s:validation-gen=TypeMeta`). `Condition` too, whose equality,
//! field list and error value validation-gen generates here.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-input=crate::meta

/// The kind and API version of an object.
///
/// +k8s:deepcopy-gen=false
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TypeMeta {
    pub kind: String,
    pub api_version: String,
}

/// What Kubernetes' types embed as `metav1.Condition`, with its JSON
/// fields: the types that keep lists of conditions (`+k8s:listType=map`)
/// need one of this crate (k8s-openapi's is named by a private module path
/// in generated code). Its own validation is the API server's hand-written
/// one and is not made here.
///
/// +k8s:deepcopy-gen=false
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Condition {
    #[serde(rename = "type")]
    pub type_: String,
    #[serde(rename = "status")]
    pub status: String,
    #[serde(rename = "observedGeneration", skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    #[serde(rename = "reason")]
    pub reason: String,
    #[serde(rename = "message")]
    pub message: String,
}

include!("meta/zz_generated_validations.rs");
