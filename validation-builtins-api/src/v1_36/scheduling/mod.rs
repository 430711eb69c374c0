//! The `scheduling` API group.

pub mod v1alpha2;
