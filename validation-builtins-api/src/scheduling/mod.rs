//! The `scheduling` API group.

pub mod v1alpha3;
pub mod v1beta1;
