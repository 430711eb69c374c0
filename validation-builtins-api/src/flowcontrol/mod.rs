//! The `flowcontrol` API group.

pub mod v1;
