//! CEL validation rules (`x-kubernetes-validations`) of Kubernetes schemas,
//! with the API server's semantics and messages.

#![deny(unsafe_code)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)
)]

pub use kube_cel::cel;

mod check;
pub mod compiled;
pub mod convert;
pub mod cost;
pub mod engine;
pub mod escape;
mod field_path;
pub mod rule;
mod validate;
mod walk;

pub use compiled::CompiledSchema;
pub use cost::Budget;
pub use engine::Engine;
pub use rule::{compile, CompileError, CompiledRule, Reason, RuntimeError};
pub use validate::{validate, Validator};
pub use validation_schema::Outcome;
