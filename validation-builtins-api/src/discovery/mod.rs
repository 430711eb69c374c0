//! The `discovery` API group.

pub mod v1;
