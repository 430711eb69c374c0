//! `+k8s:forbidden`: a set value is `Forbidden`; either way the field's other
//! checks stop.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:forbidden
    /// +k8s:minimum=100
    #[serde(skip_serializing_if = "Option::is_none")]
    pub forbidden_int: Option<i32>,

    /// +k8s:forbidden
    pub string_field: String,

    /// +k8s:forbidden
    pub list_field: Vec<String>,

    /// +k8s:forbidden
    pub map_field: BTreeMap<String, String>,

    /// +k8s:forbidden
    #[serde(skip_serializing_if = "Option::is_none")]
    pub struct_field: Option<Inner>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:minimum=0
    pub count: i32,
}

include!("zz_generated_validations.rs");
