//! The `apps/v1beta1` API types.

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use serde::Serialize;

use crate::meta::TypeMeta;

/// Scale represents a scaling request for a resource; served only at the
/// `/scale` subresource.
///
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.6
/// +k8s:prerelease-lifecycle-gen:deprecated=1.8
/// +k8s:prerelease-lifecycle-gen:removed=1.16
/// +k8s:prerelease-lifecycle-gen:replacement=autoscaling,v1,Scale
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
/// +k8s:isSubresource="/scale"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Scale {
    #[serde(skip)]
    pub type_meta: TypeMeta,
    /// Standard object metadata.
    /// +optional
    /// +k8s:subfield("name")=+k8s:format=k8s-long-name
    /// +k8s:protobuf=bytes,1,opt,name=metadata
    pub metadata: ObjectMeta,
    /// The desired state of the scale.
    /// +optional
    /// +k8s:protobuf=bytes,2,opt,name=spec
    pub spec: ScaleSpec,
    /// The current status of the scale.
    /// +optional
    /// +k8s:protobuf=bytes,3,opt,name=status
    pub status: ScaleStatus,
}

/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ScaleSpec {
    /// The desired number of instances for the scaled object.
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:protobuf=varint,1,opt,name=replicas
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
}

/// +k8s:deepcopy-gen=true
/// +k8s:openapi-gen=true
/// +k8s:protobuf=true
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ScaleStatus {
    /// The actual number of observed instances of the scaled object.
    /// +k8s:optional
    /// +k8s:minimum=0
    /// +k8s:protobuf=varint,1,opt,name=replicas
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// The label query over pods; a beta tag, fine bare in a beta version.
    /// +optional
    /// +k8s:forbidden
    /// +k8s:protobuf=bytes,2,rep,name=selector
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selector: Option<BTreeMap<String, String>>,
}

/// The same type as in `apps/v1`, with the same tags (version drift
/// compares them).
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
