//! Unions over the fields of a struct the API author cannot tag:
//! `+k8s:subfield("x")=+k8s:unionMember` (or `zeroOrOneOfMember`,
//! `unionDiscriminator`) on the field holding the struct. One union check
//! per union runs at the field's path, over the named subfields; a
//! `k8s:alpha` / `k8s:beta` wrapper marks its errors.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Struct {
    #[serde(rename = "typeMeta")]
    #[serde(skip)]
    pub type_meta: i32,

    /// +k8s:subfield("d")=+k8s:unionDiscriminator
    /// +k8s:subfield("m1")=+k8s:unionMember
    /// +k8s:subfield("m2")=+k8s:unionMember
    pub subfield: SubStruct,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct SubStruct {
    pub d: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub m1: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub m2: Option<i32>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Pair {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Undiscriminated {
    #[serde(skip)]
    pub type_meta: i32,

    /// +k8s:subfield("a")=+k8s:unionMember
    /// +k8s:subfield("b")=+k8s:unionMember
    pub exactly_one: Pair,

    /// Nothing to check when the struct is absent.
    /// +k8s:optional
    /// +k8s:subfield("a")=+k8s:zeroOrOneOfMember
    /// +k8s:subfield("b")=+k8s:zeroOrOneOfMember
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at_most_one: Option<Pair>,

    /// +k8s:alpha=+k8s:subfield("a")=+k8s:unionMember
    /// +k8s:alpha=+k8s:subfield("b")=+k8s:unionMember
    pub alpha: Pair,

    /// +k8s:beta=+k8s:subfield("a")=+k8s:zeroOrOneOfMember
    /// +k8s:beta=+k8s:subfield("b")=+k8s:zeroOrOneOfMember
    pub beta: Pair,
}

include!("zz_generated_validations.rs");
