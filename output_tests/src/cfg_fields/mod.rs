//! Tagged fields under `#[cfg(..)]`: the generated code that reads them
//! carries the same `cfg`, so the crate builds with the field compiled out.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub type_meta: i32,
    /// +k8s:minimum=1
    pub always: i32,
    /// Compiled in (`not(any())` holds).
    /// +k8s:minimum=1
    #[cfg(not(any()))]
    pub compiled_in: i32,
    /// Compiled out (`any()` never holds).
    /// +k8s:minimum=1
    #[cfg(any())]
    pub compiled_out: i32,
}

include!("zz_generated_validations.rs");
