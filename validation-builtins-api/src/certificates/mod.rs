//! The `certificates` API group.

pub mod v1;
