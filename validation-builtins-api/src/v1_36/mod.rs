//! The group/versions of Kubernetes 1.36's `k8s.io/api` whose declarative
//! validation differs from the newest release's, converted by
//! `cargo xtask k8s-api --release 1.36` (`crate::v1_36`). DO NOT EDIT.

pub(crate) mod kinds;

// BEGIN groups (written by `cargo xtask k8s-api`)
pub mod resource;
pub mod scheduling;
// END groups
