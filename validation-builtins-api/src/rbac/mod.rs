//! The `rbac` API group.

pub mod v1;
