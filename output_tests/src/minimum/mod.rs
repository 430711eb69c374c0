//! `+k8s:minimum`: integers of every width, optional-presence, newtypes and
//! type-level limits.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:minimum=-5
    pub i8_field: i8,
    /// +k8s:minimum=1
    pub i16_field: i16,
    /// +k8s:minimum=1
    pub i32_field: i32,
    /// +k8s:minimum=-9223372036854775807
    pub i64_field: i64,
    /// +k8s:minimum=1
    pub u8_field: u8,
    /// +k8s:minimum=1
    pub u16_field: u16,
    /// +k8s:minimum=1
    pub u32_field: u32,
    /// +k8s:minimum=1
    pub u64_field: u64,
    /// +k8s:minimum=1
    pub isize_field: isize,
    /// +k8s:minimum=1
    pub usize_field: usize,
    /// +k8s:minimum=10
    #[serde(skip_serializing_if = "Option::is_none")]
    pub option_field: Option<i64>,
    /// The type's own limit (1) and this field's (3) both apply.
    /// +k8s:minimum=3
    pub replicas: Replicas,
}

/// +k8s:minimum=1
#[derive(Serialize, Clone, Copy, Debug, PartialEq)]
#[serde(transparent)]
pub struct Replicas(pub i32);

impl Default for Replicas {
    fn default() -> Self {
        Replicas(5)
    }
}

include!("zz_generated_validations.rs");
