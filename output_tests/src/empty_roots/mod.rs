//! Roots whose checks never report. Kubernetes registers a root when any tag
//! below it emits a check, even one that cannot fail: a discriminator whose
//! union has no members, a `k8s:optional` on a pointer. Such a root is
//! registered and validated (no errors), and keeps the subresource error for
//! a path it does not serve. A root with no tags at all is not registered.
//!
//! The lint rules are off: they would ask for requiredness and a `k8s:beta`
//! wrapper on the discriminators, tags these roots must not have.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TypeMeta {
    pub kind: String,
    pub api_version: String,
}

/// A root whose only tag is a union discriminator: a discriminated union
/// over no members.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Discriminated {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    /// +k8s:unionDiscriminator
    pub mode: String,
}

/// A root whose only check is a `k8s:optional`, which never reports.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct OptionalOnly {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    /// +k8s:optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A root whose checks are the discriminator of a struct below it.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Holder {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    pub inner: Inner,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:unionDiscriminator(union: "u")
    pub kind: String,
}

/// A root candidate without any tag: not registered.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Untagged {
    #[serde(flatten)]
    pub type_meta: TypeMeta,
    pub name: String,
}

include!("zz_generated_validations.rs");
