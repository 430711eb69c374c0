//! Object metadata for the benchmark kinds (a subset of Kubernetes'
//! `meta/v1`, with its usual formats).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The kind and API version of an object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TypeMeta {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub kind: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub api_version: String,
}

/// Standard object metadata.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ObjectMeta {
    /// +k8s:required
    /// +k8s:format=k8s-long-name
    #[serde(default)]
    pub name: String,

    // validation-gen:allow(absent-indistinguishable) mirrors ObjectMeta.namespace, where "" means "not namespaced"
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub namespace: String,

    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generation: Option<i64>,

    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-label-key
    /// +k8s:eachVal=+k8s:format=k8s-label-value
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, String>,

    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:eachVal=+k8s:format=k8s-long-name
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub finalizers: Vec<String>,
}

include!("zz_generated_validations.rs");
