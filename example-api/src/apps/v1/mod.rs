//! `apps/v1`: the `Widget` kind.
//!
//! Every struct that embeds `TypeMeta` is a root with a scheme entry point:
//! +k8s:validation-gen=TypeMeta

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::meta::{ObjectMeta, TypeMeta};

mod hand_written;
mod rollout;

pub use hand_written::{validate_widget_by_hand, LEGACY_MIN_CPU_MILLIS, MAX_TEMPLATES};
pub use rollout::validate_widget_rollout;

/// A Widget runs a number of identical workers.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Widget {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    #[serde(default)]
    pub metadata: ObjectMeta,
    #[serde(default)]
    pub spec: WidgetSpec,
    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<WidgetStatus>,
}

/// The desired state of a Widget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetSpec {
    /// How many workers to run.
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:maximum=1000
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,

    /// Seconds a new worker must be ready before it counts as available.
    // validation-gen:allow(absent-indistinguishable) mirrors apps/v1 minReadySeconds, where 0 means "not set"
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default)]
    pub min_ready_seconds: i32,

    /// The workers' ports, by name.
    /// +k8s:optional
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub ports: BTreeMap<String, Port>,

    /// The workers, one template per role.
    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub templates: Vec<WorkerTemplate>,
}

/// A port number.
/// +k8s:minimum=1
/// +k8s:maximum=65535
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Port(pub i32);

/// One kind of worker.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WorkerTemplate {
    /// +k8s:required
    #[serde(default)]
    pub image: String,

    /// +k8s:optional
    /// +k8s:minimum=1
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cpu_millis: Option<i64>,
}

/// The observed state of a Widget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetStatus {
    // validation-gen:allow(absent-indistinguishable) a status counter: 0 replicas ready is the same as not reported
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default)]
    pub ready_replicas: i32,

    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
}

/// A list of Widgets (never a root: it has `ListMeta`).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetList {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    #[serde(default)]
    pub list_meta: ListMeta,
    #[serde(default)]
    pub items: Vec<Widget>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ListMeta {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub resource_version: String,
}

include!("zz_generated_validations.rs");
