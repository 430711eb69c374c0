//! What Kubernetes' types embed as `metav1.TypeMeta`: kind and API version,
//! written by the serializer rather than stored, so the converted types keep
//! it in a `#[serde(skip)]` field that only marks them as roots
//! (`+k8s:validation-gen=TypeMeta`).

/// The kind and API version of an object.
///
/// +k8s:deepcopy-gen=false
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TypeMeta {
    pub kind: String,
    pub api_version: String,
}
