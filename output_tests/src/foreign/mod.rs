//! Types from another crate: k8s-openapi's `ObjectMeta`
//! cannot carry our tags, so they are put on the field that uses it with
//! `+k8s:subfield`. The generator reads `ObjectMeta`'s definition from the
//! dependency's source (found through `cargo metadata`).

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Widget {
    /// +k8s:subfield("name")=+k8s:format=k8s-short-name
    /// +k8s:subfield("generateName")=+k8s:maxLength=10
    /// +k8s:subfield("labels")=+k8s:eachKey=+k8s:format=k8s-label-key
    /// +k8s:subfield("generation")=+k8s:minimum=1
    pub metadata: ObjectMeta,
    /// Untagged: a type from another crate is not descended into.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference>,
}

/// A `set` of structs that differ only in a field from another crate: the
/// field is hashed through serde, so uniqueness stays O(n).
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Owners {
    /// +k8s:optional
    /// +k8s:listType=set
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub owners: Vec<Owner>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Owner {
    pub role: String,
    pub reference: k8s_openapi::apimachinery::pkg::apis::meta::v1::OwnerReference,
}

include!("zz_generated_validations.rs");
