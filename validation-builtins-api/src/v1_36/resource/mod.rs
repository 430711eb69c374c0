//! The `resource` API group.

pub mod v1alpha3;
