//! `+k8s:neq=<value>`: strings, integers and booleans.

use serde::Serialize;

/// +k8s:neq="reserved"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Name(pub String);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:neq="default"
    pub string_field: String,
    /// +k8s:neq=bare-identifier
    pub bare: String,
    /// +k8s:neq=0
    pub int_field: i32,
    /// +k8s:neq=-1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_int: Option<i64>,
    /// +k8s:neq=true
    pub bool_field: bool,
    pub name: Name,
}

include!("zz_generated_validations.rs");
