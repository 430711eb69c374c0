//! The `lifecycle` API group.

pub mod v1alpha1;
