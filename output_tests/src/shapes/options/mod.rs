//! `Option<T>`: absent values are not checked; `Option<Box<T>>` and
//! `Option<Vec<T>>`.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:minimum=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub int: Option<i32>,
    /// Absent: `Inner` is not visited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inner: Option<Inner>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub boxed: Option<Box<Inner>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub list: Option<Vec<Inner>>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:maximum=10
    pub count: i32,
}

include!("zz_generated_validations.rs");
