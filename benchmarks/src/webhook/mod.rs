//! `Widget`, a kube-rs custom resource shaped like the example operator's
//! `Foo` (replicas, a `listType=map` of ports, a beta-level tier, a storage
//! class) but without CEL rules: the webhook benchmark's measure of the
//! request path alone (`examples/review_instructions.rs`), beside `Foo`,
//! whose transition rule runs on every update.

use kube::CustomResource;
use serde::{Deserialize, Serialize};

/// The desired state of a Widget.
///
/// +k8s:subfield("metadata")=+k8s:subfield("name")=+k8s:format=k8s-short-name
#[derive(CustomResource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[kube(
    group = "bench.example.com",
    version = "v1",
    kind = "Widget",
    namespaced,
    status = "WidgetStatus",
    schema = "disabled"
)]
#[serde(rename_all = "camelCase")]
pub struct WidgetSpec {
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    #[serde(default)]
    pub ports: Vec<WidgetPort>,
    /// +k8s:optional
    /// +k8s:beta=+k8s:format=k8s-short-name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<String>,
    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class: Option<String>,
}

/// One served port.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WidgetPort {
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    pub name: String,
    /// +k8s:required
    /// +k8s:minimum=1
    pub port: i32,
}

/// The observed state of a Widget.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WidgetStatus {
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready_replicas: Option<i32>,
}

include!("zz_generated_validations.rs");
