//! Package v1alpha1 of the `batch` group. Here the types' module holds its
//! own package tags and generated code.
//!
//! +groupName=batch

pub mod types;
