//! The `authorization` API group.

pub mod v1;
