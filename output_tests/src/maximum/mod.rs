//! `+k8s:maximum`.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:maximum=10
    pub i32_field: i32,
    /// +k8s:maximum=-1
    pub negative_limit: i64,
    /// +k8s:maximum=255
    pub u8_field: u8,
    /// +k8s:maximum=18446744073709551
    pub u64_field: u64,
    /// +k8s:minimum=1
    /// +k8s:maximum=65535
    #[serde(skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
}

include!("zz_generated_validations.rs");
