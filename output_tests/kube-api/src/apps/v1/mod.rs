//! Package v1 of the `apps` group: what Kubernetes keeps in `doc.go`. The
//! types are in `types`; their validation is generated here.
//!
//! +k8s:deepcopy-gen=package
//! +k8s:protobuf-gen=package
//! +k8s:openapi-gen=true
//! +k8s:openapi-model-package=io.k8s.api.apps.v1
//! +k8s:prerelease-lifecycle-gen=true
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-input=crate::apps::v1::types
//! +groupName=apps

pub mod types;

include!("zz_generated_validations.rs");
