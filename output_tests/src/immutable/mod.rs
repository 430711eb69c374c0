//! `+k8s:immutable`: once created, a value may not be set,
//! changed or cleared; unchanged values are skipped by ratcheting.

use serde::Serialize;

/// An immutable type: wherever it is used, it cannot change.
/// +k8s:immutable
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Frozen {
    /// +k8s:minimum=0
    pub value: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:immutable
    pub name: String,
    /// With optional: clearing it still reports only "field is immutable".
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_name: Option<String>,
    /// +k8s:immutable
    pub list: Vec<String>,
    /// Immutable short-circuits: the type's own checks do not run on update.
    pub frozen: Frozen,
}

include!("zz_generated_validations.rs");
