//! Strict decoding: every type here derives `Deserialize`, so the generated
//! file carries an `impl validation_runtime::decode::Fields` for each: the
//! JSON field names with flattened ones merged in (`TypeMeta`, a flattened
//! catch-all map), nested lists and maps, a string enum, a newtype, a
//! recursive type, `Box` and `Option`, and another crate's type (accepted
//! as anything).
//!
//! +k8s:validation-gen=TypeMeta

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TypeMeta {
    #[serde(default)]
    pub kind: String,
    #[serde(default)]
    pub api_version: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Metadata {
    /// +k8s:required
    #[serde(default)]
    pub name: String,
    /// +k8s:optional
    #[serde(default)]
    pub labels: BTreeMap<String, String>,
}

/// A root kind.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Widget {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    #[serde(default)]
    pub metadata: Metadata,
    #[serde(default)]
    pub spec: WidgetSpec,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetSpec {
    /// +k8s:optional
    /// +k8s:minimum=0
    pub replicas: Option<i32>,
    #[serde(default)]
    pub template: Template,
    /// Named ports.
    /// +k8s:optional
    #[serde(default)]
    pub ports: BTreeMap<String, Port>,
    /// A recursive tree.
    pub tree: Option<Box<Tree>>,
    /// Another crate's type: not looked into.
    pub quantity: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// Every other key of `spec`.
    #[serde(flatten)]
    pub extra: BTreeMap<String, String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Template {
    #[serde(default)]
    pub spec: PodSpec,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct PodSpec {
    /// +k8s:optional
    #[serde(default)]
    pub containers: Vec<Container>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Container {
    /// +k8s:required
    pub name: String,
    /// +k8s:optional
    pub protocol: Option<Protocol>,
    #[serde(default)]
    pub image_pull_policy: Option<String>,
}

/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
pub enum Protocol {
    #[serde(rename = "TCP")]
    Tcp,
    #[serde(rename = "UDP")]
    Udp,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Port {
    /// +k8s:required
    /// +k8s:minimum=1
    pub port: PortNumber,
}

/// A newtype: decoded as its inner value.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq)]
pub struct PortNumber(pub u16);

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Tree {
    pub name: String,
    #[serde(default)]
    pub children: Vec<Tree>,
}

include!("zz_generated_validations.rs");
