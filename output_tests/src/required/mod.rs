//! `+k8s:required`: an unset value is `Required` and stops the field's other
//! checks.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:required
    /// +k8s:minimum=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub required_int: Option<i32>,

    /// A present empty string behind `Option` counts as set.
    /// +k8s:required
    /// +k8s:validateFalse="present"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub required_option_string: Option<String>,

    /// +k8s:required
    pub string_field: String,

    /// +k8s:required
    pub list_field: Vec<String>,

    /// +k8s:required
    pub map_field: BTreeMap<String, String>,

    /// +k8s:required
    #[serde(skip_serializing_if = "Option::is_none")]
    pub struct_field: Option<Inner>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:minimum=0
    pub count: i32,
}

include!("zz_generated_validations.rs");
