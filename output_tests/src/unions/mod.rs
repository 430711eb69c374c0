//! Unions: exactly one member, at most one member, and
//! discriminated unions; several unions in one struct.

use std::collections::BTreeMap;

use serde::Serialize;

/// Exactly one of `a`, `b`, `c`, `d`.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Exactly {
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub b: Vec<String>,
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub c: BTreeMap<String, String>,
    // validation-gen:allow(absent-indistinguishable) the test exercises an always-present union member
    /// +k8s:optional
    /// +k8s:unionMember
    pub d: i32,
}

/// At most one of `x`, `y`; and, separately, exactly one of `p`, `q`.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Several {
    /// +k8s:optional
    /// +k8s:zeroOrOneOfMember(union: "xy")
    #[serde(skip_serializing_if = "Option::is_none")]
    pub x: Option<i32>,
    /// +k8s:optional
    /// +k8s:zeroOrOneOfMember(union: "xy")
    #[serde(skip_serializing_if = "Option::is_none")]
    pub y: Option<i32>,
    /// +k8s:optional
    /// +k8s:unionMember(union: "pq")
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p: Option<String>,
    /// +k8s:optional
    /// +k8s:unionMember(union: "pq")
    #[serde(skip_serializing_if = "Option::is_none")]
    pub q: Option<String>,
}

/// The discriminator names the member that must be set.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Discriminated {
    /// +k8s:unionDiscriminator
    #[serde(rename = "type")]
    pub kind: String,
    /// Selected by "FieldA" (its field name in UpperCamelCase).
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field_a: Option<String>,
    /// Selected by "B".
    /// +k8s:optional
    /// +k8s:unionMember(memberName: "B")
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field_b: Option<i32>,
}

/// A discriminator of a unit-enum type.
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
pub enum Source {
    #[default]
    Git,
    Image,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct EnumDiscriminated {
    /// +k8s:unionDiscriminator
    pub source: Source,
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(skip_serializing_if = "Option::is_none")]
    pub git: Option<String>,
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
}

include!("zz_generated_validations.rs");
