//! The `apps/v1` API types.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ListMeta, ObjectMeta};
use serde::Serialize;

use crate::meta::TypeMeta;

/// Deployment enables declarative updates for Pods.
///
/// +genclient
/// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Deployment {
    #[serde(skip)]
    pub type_meta: TypeMeta,
    /// Standard object's metadata.
    /// +optional
    /// +k8s:subfield("name")=+k8s:format=k8s-long-name
    /// +k8s:subfield("generateName")=+k8s:maxLength=200
    /// +k8s:protobuf=bytes,1,opt,name=metadata
    pub metadata: ObjectMeta,
    /// The desired behaviour of the Deployment.
    /// +optional
    /// +k8s:protobuf=bytes,2,opt,name=spec
    pub spec: DeploymentSpec,
    /// The most recently observed status of the Deployment.
    /// +optional
    /// +k8s:protobuf=bytes,3,opt,name=status
    pub status: DeploymentStatus,
}

/// DeploymentSpec is the specification of the desired behaviour of the
/// Deployment.
///
/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
/// +k8s:validation:cel[0]:rule="!has(self.replicas) || self.replicas >= 0"
/// +k8s:validation:cel[0]:message="replicas must not be negative"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentSpec {
    /// Number of desired pods.
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:protobuf=varint,1,opt,name=replicas
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// The deployment strategy to use to replace existing pods with new ones.
    /// +optional
    /// +k8s:optional
    /// +k8s:protobuf=bytes,4,opt,name=strategy
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strategy: Option<DeploymentStrategy>,
    /// Minimum number of seconds for which a newly created pod should be
    /// ready.
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:protobuf=varint,5,opt,name=minReadySeconds
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min_ready_seconds: Option<i32>,
}

/// DeploymentStrategy describes how to replace existing pods with new ones.
///
/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentStrategy {
    /// Type of deployment.
    /// +optional
    /// +k8s:optional
    /// +k8s:protobuf=bytes,1,opt,name=type,casttype=DeploymentStrategyType
    #[serde(rename = "type", skip_serializing_if = "Option::is_none")]
    pub type_: Option<DeploymentStrategyType>,
}

/// +enum
/// +k8s:enum
/// +k8s:openapi-gen=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct DeploymentStrategyType(pub String);

impl DeploymentStrategyType {
    /// Kill all existing pods before creating new ones.
    pub const RECREATE: &'static str = "Recreate";
    /// Replace the old ReplicaSets by new one using rolling update.
    pub const ROLLING_UPDATE: &'static str = "RollingUpdate";
}

/// DeploymentStatus is the most recently observed status of the Deployment.
///
/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentStatus {
    /// The generation observed by the deployment controller. `monotonic`
    /// is an Alpha tag: a stable version marks its errors alpha.
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:alpha=+k8s:monotonic
    /// +k8s:protobuf=varint,1,opt,name=observedGeneration
    #[serde(skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// Represents the latest available observations of a deployment's
    /// current state.
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=type
    /// +k8s:protobuf=bytes,6,rep,name=conditions
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<DeploymentCondition>,
}

/// DeploymentCondition describes the state of a deployment at a certain
/// point.
///
/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct DeploymentCondition {
    /// Type of deployment condition.
    /// +required
    /// +k8s:required
    /// +k8s:maxLength=316
    /// +k8s:protobuf=bytes,1,opt,name=type,casttype=DeploymentConditionType
    #[serde(rename = "type")]
    pub type_: String,
    /// Status of the condition, one of True, False, Unknown.
    /// +required
    /// +k8s:required
    /// +k8s:protobuf=bytes,2,opt,name=status,casttype=k8s.io/api/core/v1.ConditionStatus
    pub status: ConditionStatus,
}

/// +enum
/// +k8s:enum
/// +k8s:openapi-gen=true
/// +k8s:protobuf=false
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct ConditionStatus(pub String);

impl ConditionStatus {
    pub const TRUE: &'static str = "True";
    pub const FALSE: &'static str = "False";
    pub const UNKNOWN: &'static str = "Unknown";
}

/// DeploymentList is a list of Deployments; never a root (it has
/// `ListMeta`).
///
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct DeploymentList {
    #[serde(skip)]
    pub type_meta: TypeMeta,
    /// Standard list metadata.
    /// +optional
    /// +k8s:protobuf=bytes,1,opt,name=metadata
    #[serde(rename = "metadata")]
    pub list_meta: ListMeta,
    /// Items is the list of Deployments.
    /// +k8s:protobuf=bytes,2,rep,name=items
    pub items: Vec<Deployment>,
}
