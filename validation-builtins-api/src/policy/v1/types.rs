//! The `policy/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// PodDisruptionBudgetSpec is a description of a PodDisruptionBudget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodDisruptionBudgetSpec {
    /// minAvailable indicates that an eviction is allowed if at least "minAvailable" pods selected by
    /// "selector" will still be available after the eviction, i.e. even in the
    /// absence of the evicted pod.  So for example you can prevent all voluntary
    /// evictions by specifying "100%".
    /// +optional
    #[serde(rename = "minAvailable", skip_serializing_if = "Option::is_none")]
    pub min_available: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    /// selector is a label query over pods whose evictions are managed by the disruption
    /// budget.
    /// A null selector will match no pods, while an empty ({}) selector will select
    /// all pods within the namespace.
    /// +patchStrategy=replace
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// maxUnavailable indicates that an eviction is allowed if at most "maxUnavailable" pods selected by
    /// "selector" are unavailable after the eviction, i.e. even in absence of
    /// the evicted pod. For example, one can prevent all voluntary evictions
    /// by specifying 0. This is a mutually exclusive setting with "minAvailable".
    /// +optional
    #[serde(rename = "maxUnavailable", skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    /// unhealthyPodEvictionPolicy defines the criteria for when unhealthy pods
    /// should be considered for eviction. Current implementation considers healthy pods,
    /// as pods that have status.conditions item with type="Ready",status="True".
    ///
    /// Valid policies are IfHealthyBudget and AlwaysAllow.
    /// If no policy is specified, the default behavior will be used,
    /// which corresponds to the IfHealthyBudget policy.
    ///
    /// IfHealthyBudget policy means that running pods (status.phase="Running"),
    /// but not yet healthy can be evicted only if the guarded application is not
    /// disrupted (status.currentHealthy is at least equal to status.desiredHealthy).
    /// Healthy pods will be subject to the PDB for eviction.
    ///
    /// AlwaysAllow policy means that all running pods (status.phase="Running"),
    /// but not yet healthy are considered disrupted and can be evicted regardless
    /// of whether the criteria in a PDB is met. This means perspective running
    /// pods of a disrupted application might not get a chance to become healthy.
    /// Healthy pods will be subject to the PDB for eviction.
    ///
    /// Additional policies may be added in the future.
    /// Clients making eviction decisions should disallow eviction of unhealthy pods
    /// if they encounter an unrecognized policy in this field.
    /// +optional
    #[serde(rename = "unhealthyPodEvictionPolicy", skip_serializing_if = "Option::is_none")]
    pub unhealthy_pod_eviction_policy: Option<UnhealthyPodEvictionPolicyType>,
}

/// UnhealthyPodEvictionPolicyType defines the criteria for when unhealthy pods
/// should be considered for eviction.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct UnhealthyPodEvictionPolicyType(pub String);

/// PodDisruptionBudgetStatus represents information about the status of a
/// PodDisruptionBudget. Status may trail the actual state of a system.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodDisruptionBudgetStatus {
    /// Most recent generation observed when updating this PDB status. DisruptionsAllowed and other
    /// status information is valid only if observedGeneration equals to PDB's object generation.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// DisruptedPods contains information about pods whose eviction was
    /// processed by the API server eviction subresource handler but has not
    /// yet been observed by the PodDisruptionBudget controller.
    /// A pod will be in this map from the time when the API server processed the
    /// eviction request to the time when the pod is seen by PDB controller
    /// as having been marked for deletion (or after a timeout). The key in the map is the name of the pod
    /// and the value is the time when the API server processed the eviction request. If
    /// the deletion didn't occur and a pod is still there it will be removed from
    /// the list automatically by PodDisruptionBudget controller after some time.
    /// If everything goes smooth this map should be empty for the most of the time.
    /// Large number of entries in the map may indicate problems with pod deletions.
    /// +optional
    #[serde(rename = "disruptedPods", skip_serializing_if = "BTreeMap::is_empty")]
    pub disrupted_pods: BTreeMap<String, String>,
    /// Number of pod disruptions that are currently allowed.
    /// +optional
    #[serde(rename = "disruptionsAllowed")]
    pub disruptions_allowed: i32,
    /// current number of healthy pods
    /// +optional
    #[serde(rename = "currentHealthy")]
    pub current_healthy: i32,
    /// minimum desired number of healthy pods
    /// +optional
    #[serde(rename = "desiredHealthy")]
    pub desired_healthy: i32,
    /// total number of pods counted by this disruption budget
    /// +optional
    #[serde(rename = "expectedPods")]
    pub expected_pods: i32,
    /// Conditions contain conditions for PDB. The disruption controller sets the
    /// DisruptionAllowed condition. The following are known values for the reason field
    /// (additional reasons could be added in the future):
    /// - SyncFailed: The controller encountered an error and wasn't able to compute
    ///               the number of allowed disruptions. Therefore no disruptions are
    ///               allowed and the status of the condition will be False.
    /// - InsufficientPods: The number of pods are either at or below the number
    ///                     required by the PodDisruptionBudget. No disruptions are
    ///                     allowed and the status of the condition will be False.
    /// - SufficientPods: There are more pods than required by the PodDisruptionBudget.
    ///                   The condition will be True, and the number of allowed
    ///                   disruptions are provided by the disruptionsAllowed property.
    ///
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:listType=map
    /// +k8s:alpha(since: "1.37")=+k8s:listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<crate::meta::Condition>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.21
///
/// PodDisruptionBudget is an object to define the max disruption that can be caused to a collection of pods
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodDisruptionBudget {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec is the specification of the desired behavior of the PodDisruptionBudget.
    /// +optional
    #[serde(rename = "spec")]
    pub spec: PodDisruptionBudgetSpec,
    /// status is the most recently observed status of the PodDisruptionBudget.
    /// +optional
    #[serde(rename = "status")]
    pub status: PodDisruptionBudgetStatus,
}

/// +genclient
/// +genclient:noVerbs
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.22
///
/// Eviction evicts a pod from its node subject to certain policies and safety constraints.
/// This is a subresource of Pod.  A request to cause such an eviction is
/// created by POSTing to .../pods/<pod name>/evictions.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Eviction {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata describes the pod that is being evicted.
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// deleteOptions may be provided
    /// +optional
    #[serde(rename = "deleteOptions", skip_serializing_if = "Option::is_none")]
    pub delete_options: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::DeleteOptions>,
}
