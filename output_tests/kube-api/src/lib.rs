//! A small API tree shaped like Kubernetes' `k8s.io/api`: API groups with
//! several versions, each version's types in a `types.rs` module, package
//! tags in the version module's docs (Kubernetes' `doc.go`), the tags of
//! Kubernetes' other generators on every type, k8s-openapi's `ObjectMeta`
//! looked into with `+k8s:subfield`, and roots chosen by
//! `+k8s:validation-gen=TypeMeta` through an unserialized `type_meta`
//! field. `cargo xtask codegen` writes its generated code and
//! `cargo xtask lint` lints it with the default settings.

// kube-openapi's markers (`+k8s:validation:cel[0]:rule=...`) read as
// intra-doc links to rustdoc, as they would in any crate that carries them.
#![allow(rustdoc::broken_intra_doc_links)]

pub mod apps;
pub mod batch;
pub mod meta;
