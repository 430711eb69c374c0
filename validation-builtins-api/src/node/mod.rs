//! The `node` API group.

pub mod v1;
