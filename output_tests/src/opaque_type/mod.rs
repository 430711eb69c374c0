//! `+k8s:opaqueType`: a field's own tags run, but its type is not descended
//! into; on a type, its fields are not descended into.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// Validated: `Inner`'s checks run.
    pub validated: Inner,
    /// Opaque here: `Inner`'s checks do not run, but this field's do.
    /// +k8s:opaqueType
    /// +k8s:validateFalse="field tag on opaque field"
    pub opaque: Inner,
    /// `Sealed` is opaque: its type tag runs, its fields are not visited.
    pub sealed: Sealed,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:minimum=1
    pub count: i32,
}

/// +k8s:opaqueType
/// +k8s:validateFalse="type tag on opaque type"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Sealed {
    /// +k8s:minimum=1
    pub count: i32,
}

include!("zz_generated_validations.rs");
