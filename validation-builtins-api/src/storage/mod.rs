//! The `storage` API group.

pub mod v1;
