//! The `networking` API group.

pub mod v1;
