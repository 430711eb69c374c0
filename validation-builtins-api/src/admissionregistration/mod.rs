//! The `admissionregistration` API group.

pub mod v1;
