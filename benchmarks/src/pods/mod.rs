//! A Pod-like kind, large enough to measure: lists of containers, ports,
//! environment variables, volume mounts and volumes (list-maps with single
//! and compound keys), formats, enums, a volume-source union, limits and a
//! set.
//!
//! +k8s:validation-gen=TypeMeta

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::meta::{ObjectMeta, TypeMeta};

/// A group of containers run together on one node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Pod {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    #[serde(default)]
    pub metadata: ObjectMeta,
    #[serde(default)]
    pub spec: PodSpec,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PodSpec {
    /// +k8s:required
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=64
    #[serde(default)]
    pub containers: Vec<Container>,

    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=16
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub init_containers: Vec<Container>,

    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=128
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub volumes: Vec<Volume>,

    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restart_policy: Option<RestartPolicy>,

    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:maximum=31536000
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub termination_grace_period_seconds: Option<i64>,

    // validation-gen:allow(absent-indistinguishable) mirrors core/v1 serviceAccountName, where "" means "the default"
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub service_account_name: String,

    // validation-gen:allow(absent-indistinguishable) mirrors core/v1 nodeName, where "" means "not scheduled"
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub node_name: String,

    /// +k8s:optional
    /// +k8s:maxProperties=32
    /// +k8s:eachKey=+k8s:format=k8s-label-key
    /// +k8s:eachVal=+k8s:format=k8s-label-value
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub node_selector: BTreeMap<String, String>,

    /// +k8s:optional
    /// +k8s:minimum=-2147483648
    /// +k8s:maximum=1000000000
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
}

/// How the pod's containers are restarted.
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct RestartPolicy(pub String);

impl RestartPolicy {
    pub const ALWAYS: &'static str = "Always";
    pub const ON_FAILURE: &'static str = "OnFailure";
    pub const NEVER: &'static str = "Never";
}

/// When to pull a container's image.
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct PullPolicy(pub String);

impl PullPolicy {
    pub const ALWAYS: &'static str = "Always";
    pub const NEVER: &'static str = "Never";
    pub const IF_NOT_PRESENT: &'static str = "IfNotPresent";
}

/// A network protocol.
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Protocol(pub String);

impl Protocol {
    pub const TCP: &'static str = "TCP";
    pub const UDP: &'static str = "UDP";
    pub const SCTP: &'static str = "SCTP";
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Container {
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(default)]
    pub name: String,

    /// +k8s:required
    /// +k8s:maxLength=512
    #[serde(default)]
    pub image: String,

    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_pull_policy: Option<PullPolicy>,

    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=containerPort
    /// +k8s:listMapKey=protocol
    /// +k8s:maxItems=64
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ports: Vec<ContainerPort>,

    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=256
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub env: Vec<EnvVar>,

    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=mountPath
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub volume_mounts: Vec<VolumeMount>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ContainerPort {
    // validation-gen:allow(absent-indistinguishable) mirrors core/v1 ContainerPort.name, where "" means "unnamed"
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    /// +k8s:maxLength=15
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,

    /// +k8s:required
    /// +k8s:minimum=1
    /// +k8s:maximum=65535
    #[serde(default)]
    pub container_port: i32,

    /// +k8s:required
    #[serde(default)]
    pub protocol: Protocol,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct EnvVar {
    /// +k8s:required
    /// +k8s:maxLength=256
    #[serde(default)]
    pub name: String,

    // validation-gen:allow(absent-indistinguishable) mirrors core/v1 EnvVar.value, where "" means "empty"
    /// +k8s:optional
    /// +k8s:maxBytes=32768
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub value: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VolumeMount {
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(default)]
    pub name: String,

    /// +k8s:required
    /// +k8s:maxLength=1024
    #[serde(default)]
    pub mount_path: String,

    #[serde(default)]
    pub read_only: bool,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Volume {
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(default)]
    pub name: String,

    #[serde(flatten)]
    pub source: VolumeSource,
}

/// Exactly one source per volume.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct VolumeSource {
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empty_dir: Option<EmptyDirVolumeSource>,

    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_map: Option<ConfigMapVolumeSource>,

    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<SecretVolumeSource>,

    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host_path: Option<HostPathVolumeSource>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct EmptyDirVolumeSource {
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_limit_bytes: Option<i64>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ConfigMapVolumeSource {
    /// +k8s:required
    /// +k8s:format=k8s-long-name
    #[serde(default)]
    pub name: String,

    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:maximum=511
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_mode: Option<i32>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SecretVolumeSource {
    /// +k8s:required
    /// +k8s:format=k8s-long-name
    #[serde(default)]
    pub secret_name: String,

    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:maximum=511
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_mode: Option<i32>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HostPathVolumeSource {
    /// +k8s:required
    /// +k8s:maxLength=4096
    #[serde(default)]
    pub path: String,
}

include!("zz_generated_validations.rs");
