//! The `core` API group.

pub mod v1;
