//! Package `resource.k8s.io/v1beta2`, converted from `k8s.io/api` by `cargo xtask k8s-api`
//! (its `doc.go`'s tags below). DO NOT EDIT.
//!
//! +k8s:openapi-gen=true
//! +k8s:deepcopy-gen=package
//! +k8s:protobuf-gen=package
//! +k8s:prerelease-lifecycle-gen=true
//! +k8s:openapi-model-package=io.k8s.api.resource.v1beta2
//! +groupName=resource.k8s.io
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-input=crate::resource::v1beta2::types

pub mod types;

include!("zz_generated_validations.rs");
