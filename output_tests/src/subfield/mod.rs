//! `+k8s:subfield(<name>)=+<tag>`: tags on the fields of a
//! struct the API author cannot tag (for example another crate's), each in
//! its own cohort, gated by the subfield's own short-circuits.

use serde::Serialize;

/// Stands for a type from elsewhere: no tags of its own, except that
/// `generateName` must be set when present.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    pub name: String,
    /// +k8s:optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generate_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub generation: Option<i64>,
    pub labels: Vec<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:subfield("name")=+k8s:format=k8s-short-name
    /// +k8s:subfield("name")=+k8s:maxLength=10
    /// +k8s:subfield("generation")=+k8s:minimum=1
    /// +k8s:subfield("generateName")=+k8s:validateFalse="gated by optional"
    /// +k8s:subfield("labels")=+k8s:eachVal=+k8s:minLength=2
    pub meta: Meta,
    /// On an optional struct: nothing when absent.
    /// +k8s:optional
    /// +k8s:subfield("name")=+k8s:required
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_meta: Option<Meta>,
    /// Through a list: each element's subfield.
    /// +k8s:eachVal=+k8s:subfield("generation")=+k8s:maximum=9
    pub metas: Vec<Meta>,
}

/// A struct holding a `Meta`.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Holder {
    pub meta: Meta,
}

/// Nested subfields reach a field two levels down.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Nested {
    /// +k8s:subfield("meta")=+k8s:subfield("name")=+k8s:maxLength=3
    pub holder: Holder,
}

include!("zz_generated_validations.rs");
