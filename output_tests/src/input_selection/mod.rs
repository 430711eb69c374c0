//! Input selection: this module generates the validation of
//! the types in `types`, which stays free of generated code.
//!
//! +k8s:validation-gen-input=crate::input_selection::types
//! +k8s:validation-gen=*

pub mod types;

include!("zz_generated_validations.rs");
