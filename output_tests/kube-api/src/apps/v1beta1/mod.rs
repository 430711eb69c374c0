//! Package v1beta1 of the `apps` group (Kubernetes' `doc.go`).
//!
//! +k8s:deepcopy-gen=package
//! +k8s:protobuf-gen=package
//! +k8s:openapi-gen=true
//! +k8s:openapi-model-package=io.k8s.api.apps.v1beta1
//! +k8s:prerelease-lifecycle-gen=true
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-input=crate::apps::v1beta1::types
//! +groupName=apps

pub mod types;

include!("zz_generated_validations.rs");
