//! The `batch/v1alpha1` API types.
//!
//! +k8s:deepcopy-gen=package
//! +k8s:protobuf-gen=package
//! +k8s:openapi-gen=true
//! +k8s:prerelease-lifecycle-gen=true
//! +k8s:validation-gen=TypeMeta

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Serialize;

use crate::meta::TypeMeta;

/// CronJob represents the configuration of a single cron job.
///
/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.30
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJob {
    #[serde(skip)]
    pub type_meta: TypeMeta,
    /// Standard object's metadata.
    /// +optional
    /// +k8s:subfield("name")=+k8s:format=k8s-short-name
    /// +k8s:protobuf=bytes,1,opt,name=metadata
    pub metadata: ObjectMeta,
    /// +optional
    /// +k8s:protobuf=bytes,2,opt,name=spec
    pub spec: CronJobSpec,
}

/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CronJobSpec {
    /// The schedule in Cron format.
    /// +required
    /// +k8s:required
    /// +k8s:maxLength=128
    /// +k8s:protobuf=bytes,1,opt,name=schedule
    pub schedule: String,
    /// How many successful finished jobs to keep; an alpha tag, fine bare
    /// in an alpha version.
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:neq=1000
    /// +k8s:protobuf=varint,4,opt,name=successfulJobsHistoryLimit
    #[serde(skip_serializing_if = "Option::is_none")]
    pub successful_jobs_history_limit: Option<i32>,
    /// What to do with a failed job.
    /// +optional
    /// +k8s:optional
    /// +k8s:protobuf=bytes,5,opt,name=failurePolicy
    #[serde(skip_serializing_if = "Option::is_none")]
    pub failure_policy: Option<FailurePolicy>,
}

/// A discriminator without union members: it validates nothing by itself.
///
/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct FailurePolicy {
    /// +required
    /// +k8s:required
    /// +k8s:unionDiscriminator
    /// +k8s:protobuf=bytes,1,opt,name=action
    pub action: String,
    /// +optional
    /// +k8s:optional
    /// +k8s:maxLength=63
    /// +k8s:protobuf=bytes,2,opt,name=message
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

// Generated for this module (a file module's generated code lives in its
// own directory, `types/`).
include!("types/zz_generated_validations.rs");
