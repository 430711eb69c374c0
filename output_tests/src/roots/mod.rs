//! Root selection: `+k8s:validation-gen` criteria in the module
//! docs, per-type overrides and subresources. Roots are registered in a
//! scheme by `register_validations`.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen=TypesWithSuffix=Options

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TypeMeta {
    pub kind: String,
    pub api_version: String,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ListMeta {
    pub resource_version: String,
}

/// A root (it embeds `TypeMeta`) that also serves `/status`.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Widget {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    pub spec: WidgetSpec,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct WidgetSpec {
    /// +k8s:optional
    /// +k8s:minimum=0
    pub replicas: Option<i32>,
}

/// Not a root: lists (with `ListMeta`) never are.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetList {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    pub list_meta: ListMeta,
    pub items: Vec<Widget>,
}

/// A root served only at `/scale`.
/// +k8s:isSubresource="/scale"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Scale {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    /// +k8s:optional
    /// +k8s:minimum=0
    pub replicas: Option<i32>,
}

/// A root by name suffix.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DeleteOptions {
    /// +k8s:optional
    /// +k8s:minimum=0
    pub grace_period_seconds: Option<i64>,
}

/// Opted out despite embedding `TypeMeta`.
/// +k8s:validation-gen=false
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Excluded {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    /// +k8s:optional
    /// +k8s:minimum=0
    pub count: Option<i32>,
}

/// Opted in without `TypeMeta`.
/// +k8s:validation-gen=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Forced {
    /// +k8s:optional
    /// +k8s:minimum=0
    pub count: Option<i32>,
}

/// A root by its declared `type_meta` field, though serde never writes it
/// (Kubernetes selects by the declared field, whatever the encoding).
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Unserialized {
    #[serde(skip)]
    pub type_meta: i64,
    /// +k8s:optional
    /// +k8s:minimum=0
    pub count: Option<i32>,
}

include!("zz_generated_validations.rs");
