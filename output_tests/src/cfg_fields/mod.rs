//! Tagged fields under `#[cfg(..)]`: the generated code that reads them
//! carries the same `cfg`, so the crate builds with the field compiled out.
//! Every type of the module is a root (`*`).
//!
//! +k8s:validation-gen=*
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
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
