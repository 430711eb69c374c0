//! The `storagemigration` API group.

pub mod v1;
pub mod v1beta1;
