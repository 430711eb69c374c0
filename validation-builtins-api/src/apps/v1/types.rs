//! The `apps/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// +genclient
/// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
///
/// StatefulSet represents a set of pods with consistent identities.
/// Identities are defined as:
///   - Network: A single stable DNS and hostname.
///   - Storage: As many VolumeClaims as requested.
///
/// The StatefulSet guarantees that a given network identity will always
/// map to the same storage identity.
/// +k8s:supportsSubresource="/scale"
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSet {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the desired identities of pods in this set.
    /// +required
    #[serde(rename = "spec")]
    pub spec: StatefulSetSpec,
    /// Status is the current status of Pods in this StatefulSet. This data
    /// may be out of date by some window of time.
    /// +optional
    #[serde(rename = "status")]
    pub status: StatefulSetStatus,
}

/// PodManagementPolicyType defines the policy for creating pods under a stateful set.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PodManagementPolicyType(pub String);

/// StatefulSetUpdateStrategy indicates the strategy that the StatefulSet
/// controller will use to perform updates. It includes any additional parameters
/// necessary to perform the update for the indicated strategy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSetUpdateStrategy {
    /// Type indicates the type of the StatefulSetUpdateStrategy.
    /// Default is RollingUpdate.
    /// +optional
    #[serde(rename = "type")]
    pub type_: StatefulSetUpdateStrategyType,
    /// RollingUpdate is used to communicate parameters when Type is RollingUpdateStatefulSetStrategyType.
    /// +optional
    #[serde(rename = "rollingUpdate", skip_serializing_if = "Option::is_none")]
    pub rolling_update: Option<RollingUpdateStatefulSetStrategy>,
}

/// StatefulSetUpdateStrategyType is a string enumeration type that enumerates
/// all possible update strategies for the StatefulSet controller.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct StatefulSetUpdateStrategyType(pub String);

/// RollingUpdateStatefulSetStrategy is used to communicate parameter for RollingUpdateStatefulSetStrategyType.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RollingUpdateStatefulSetStrategy {
    /// Partition indicates the ordinal at which the StatefulSet should be partitioned
    /// for updates. During a rolling update, all pods from ordinal Replicas-1 to
    /// Partition are updated. All pods from ordinal Partition-1 to 0 remain untouched.
    /// This is helpful in being able to do a canary based deployment. The default value is 0.
    /// +optional
    #[serde(rename = "partition", skip_serializing_if = "Option::is_none")]
    pub partition: Option<i32>,
    /// The maximum number of pods that can be unavailable during the update.
    /// Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%).
    /// Absolute number is calculated from percentage by rounding up. This can not be 0.
    /// Defaults to 1. This field is beta-level and is enabled by default. The field applies to all pods in the range 0 to
    /// Replicas-1. That means if there is any unavailable pod in the range 0 to Replicas-1, it
    /// will be counted towards MaxUnavailable.
    /// This setting might not be effective for the OrderedReady podManagementPolicy. That policy ensures pods are created and become ready one at a time.
    ///
    /// +featureGate=MaxUnavailableStatefulSet
    /// +optional
    #[serde(rename = "maxUnavailable", skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
}

/// PersistentVolumeClaimRetentionPolicyType is a string enumeration of the policies that will determine
/// when volumes from the VolumeClaimTemplates will be deleted when the controlling StatefulSet is
/// deleted or scaled down.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PersistentVolumeClaimRetentionPolicyType(pub String);

/// StatefulSetPersistentVolumeClaimRetentionPolicy describes the policy used for PVCs
/// created from the StatefulSet VolumeClaimTemplates.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSetPersistentVolumeClaimRetentionPolicy {
    /// WhenDeleted specifies what happens to PVCs created from StatefulSet
    /// VolumeClaimTemplates when the StatefulSet is deleted. The default policy
    /// of `Retain` causes PVCs to not be affected by StatefulSet deletion. The
    /// `Delete` policy causes those PVCs to be deleted.
    /// +optional
    #[serde(rename = "whenDeleted")]
    pub when_deleted: PersistentVolumeClaimRetentionPolicyType,
    /// WhenScaled specifies what happens to PVCs created from StatefulSet
    /// VolumeClaimTemplates when the StatefulSet is scaled down. The default
    /// policy of `Retain` causes PVCs to not be affected by a scaledown. The
    /// `Delete` policy causes the associated PVCs for any excess pods above
    /// the replica count to be deleted.
    /// +optional
    #[serde(rename = "whenScaled")]
    pub when_scaled: PersistentVolumeClaimRetentionPolicyType,
}

/// StatefulSetOrdinals describes the policy used for replica ordinal assignment
/// in this StatefulSet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSetOrdinals {
    /// start is the number representing the first replica's index. It may be used
    /// to number replicas from an alternate index (eg: 1-indexed) over the default
    /// 0-indexed names, or to orchestrate progressive movement of replicas from
    /// one StatefulSet to another.
    /// If set, replica indices will be in the range:
    ///   [.spec.ordinals.start, .spec.ordinals.start + .spec.replicas).
    /// If unset, defaults to 0. Replica indices will be in the range:
    ///   [0, .spec.replicas).
    /// +optional
    #[serde(rename = "start")]
    pub start: i32,
}

/// A StatefulSetSpec is the specification of a StatefulSet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSetSpec {
    /// replicas is the desired number of replicas of the given Template.
    /// These are replicas in the sense that they are instantiations of the
    /// same Template, but individual replicas also have a consistent identity.
    /// If unspecified, defaults to 1.
    /// TODO: Consider a rename of this field.
    /// +optional
    #[serde(rename = "replicas", skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// selector is a label query over pods that should match the replica count.
    /// It must match the pod template's labels.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
    /// +required
    /// +k8s:alpha(since: "1.37")=+k8s:required
    /// +k8s:alpha(since: "1.37")=+k8s:immutable
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// template is the object that describes the pod that will be created if
    /// insufficient replicas are detected. Each pod stamped out by the StatefulSet
    /// will fulfill this Template, but have a unique identity from the rest
    /// of the StatefulSet. Each pod will be named with the format
    /// <statefulsetname>-<podindex>. For example, a pod in a StatefulSet named
    /// "web" with index number "3" would be named "web-3".
    /// The only allowed template.spec.restartPolicy value is "Always".
    /// +required
    #[serde(rename = "template")]
    pub template: crate::core::v1::types::PodTemplateSpec,
    /// volumeClaimTemplates is a list of claims that pods are allowed to reference.
    /// The StatefulSet controller is responsible for mapping network identities to
    /// claims in a way that maintains the identity of a pod. Every claim in
    /// this list must have at least one matching (by name) volumeMount in one
    /// container in the template. A claim in this list takes precedence over
    /// any volumes in the template, with the same name.
    /// TODO: Define the behavior if a claim already exists with the same name.
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:immutable
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:eachVal=+k8s:opaqueType
    /// +listType=atomic
    #[serde(rename = "volumeClaimTemplates", skip_serializing_if = "Vec::is_empty")]
    pub volume_claim_templates: Vec<crate::core::v1::types::PersistentVolumeClaim>,
    /// serviceName is the name of the service that governs this StatefulSet.
    /// This service must exist before the StatefulSet, and is responsible for
    /// the network identity of the set. Pods get DNS/hostnames that follow the
    /// pattern: pod-specific-string.serviceName.default.svc.cluster.local
    /// where "pod-specific-string" is managed by the StatefulSet controller.
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:immutable
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "serviceName")]
    pub service_name: String,
    /// podManagementPolicy controls how pods are created during initial scale up,
    /// when replacing pods on nodes, or when scaling down. The default policy is
    /// `OrderedReady`, where pods are created in increasing order (pod-0, then
    /// pod-1, etc) and the controller will wait until each pod is ready before
    /// continuing. When scaling down, the pods are removed in the opposite order.
    /// The alternative policy is `Parallel` which will create pods in parallel
    /// to match the desired scale without waiting, and on scale down will delete
    /// all pods at once.
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:immutable
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "podManagementPolicy")]
    pub pod_management_policy: PodManagementPolicyType,
    /// updateStrategy indicates the StatefulSetUpdateStrategy that will be
    /// employed to update Pods in the StatefulSet when a revision is made to
    /// Template.
    /// +optional
    #[serde(rename = "updateStrategy")]
    pub update_strategy: StatefulSetUpdateStrategy,
    /// revisionHistoryLimit is the maximum number of revisions that will
    /// be maintained in the StatefulSet's revision history. The revision history
    /// consists of all revisions not represented by a currently applied
    /// StatefulSetSpec version. The default value is 10.
    /// +optional
    #[serde(rename = "revisionHistoryLimit", skip_serializing_if = "Option::is_none")]
    pub revision_history_limit: Option<i32>,
    /// Minimum number of seconds for which a newly created pod should be ready
    /// without any of its container crashing for it to be considered available.
    /// Defaults to 0 (pod will be considered available as soon as it is ready)
    /// +optional
    #[serde(rename = "minReadySeconds")]
    pub min_ready_seconds: i32,
    /// persistentVolumeClaimRetentionPolicy describes the lifecycle of persistent
    /// volume claims created from volumeClaimTemplates. By default, all persistent
    /// volume claims are created as needed and retained until manually deleted. This
    /// policy allows the lifecycle to be altered, for example by deleting persistent
    /// volume claims when their stateful set is deleted, or when their pod is scaled
    /// down.
    /// +optional
    #[serde(
        rename = "persistentVolumeClaimRetentionPolicy",
        skip_serializing_if = "Option::is_none"
    )]
    pub persistent_volume_claim_retention_policy: Option<StatefulSetPersistentVolumeClaimRetentionPolicy>,
    /// ordinals controls the numbering of replica indices in a StatefulSet. The
    /// default ordinals behavior assigns a "0" index to the first replica and
    /// increments the index by one for each additional replica requested.
    /// +optional
    #[serde(rename = "ordinals", skip_serializing_if = "Option::is_none")]
    pub ordinals: Option<StatefulSetOrdinals>,
}

/// StatefulSetStatus represents the current state of a StatefulSet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSetStatus {
    /// observedGeneration is the most recent generation observed for this StatefulSet. It corresponds to the
    /// StatefulSet's generation, which is updated on mutation by the API Server.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// replicas is the number of Pods created by the StatefulSet controller.
    #[serde(rename = "replicas")]
    pub replicas: i32,
    /// readyReplicas is the number of pods created for this StatefulSet with a Ready Condition.
    #[serde(rename = "readyReplicas")]
    pub ready_replicas: i32,
    /// currentReplicas is the number of Pods created by the StatefulSet controller from the StatefulSet version
    /// indicated by currentRevision.
    #[serde(rename = "currentReplicas")]
    pub current_replicas: i32,
    /// updatedReplicas is the number of Pods created by the StatefulSet controller from the StatefulSet version
    /// indicated by updateRevision.
    #[serde(rename = "updatedReplicas")]
    pub updated_replicas: i32,
    /// currentRevision, if not empty, indicates the version of the StatefulSet used to generate Pods in the
    /// sequence [0,currentReplicas).
    #[serde(rename = "currentRevision")]
    pub current_revision: String,
    /// updateRevision, if not empty, indicates the version of the StatefulSet used to generate Pods in the sequence
    /// [replicas-updatedReplicas,replicas)
    #[serde(rename = "updateRevision")]
    pub update_revision: String,
    /// collisionCount is the count of hash collisions for the StatefulSet. The StatefulSet controller
    /// uses this field as a collision avoidance mechanism when it needs to create the name for the
    /// newest ControllerRevision.
    /// +optional
    #[serde(rename = "collisionCount", skip_serializing_if = "Option::is_none")]
    pub collision_count: Option<i32>,
    /// Represents the latest available observations of a statefulset's current state.
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<StatefulSetCondition>,
    /// Total number of available pods (ready for at least minReadySeconds) targeted by this statefulset.
    /// +optional
    #[serde(rename = "availableReplicas")]
    pub available_replicas: i32,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct StatefulSetConditionType(pub String);

/// StatefulSetCondition describes the state of a statefulset at a certain point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StatefulSetCondition {
    /// Type of statefulset condition.
    /// +optional
    #[serde(rename = "type")]
    pub type_: StatefulSetConditionType,
    /// Status of the condition, one of True, False, Unknown.
    /// +optional
    #[serde(rename = "status")]
    pub status: crate::core::v1::types::ConditionStatus,
    /// Last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// The reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// A human readable message indicating details about the transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// +genclient
/// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
///
/// Deployment enables declarative updates for Pods and ReplicaSets.
/// +k8s:supportsSubresource="/scale"
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Deployment {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Specification of the desired behavior of the Deployment.
    /// +required
    #[serde(rename = "spec")]
    pub spec: DeploymentSpec,
    /// Most recently observed status of the Deployment.
    /// +optional
    #[serde(rename = "status")]
    pub status: DeploymentStatus,
}

/// DeploymentSpec is the specification of the desired behavior of the Deployment.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeploymentSpec {
    /// Number of desired pods. This is a pointer to distinguish between explicit
    /// zero and not specified. Defaults to 1.
    /// +optional
    #[serde(rename = "replicas", skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Label selector for pods. Existing ReplicaSets whose pods are
    /// selected by this will be the ones affected by this deployment.
    /// It must match the pod template's labels.
    /// +required
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// Template describes the pods that will be created.
    /// The only allowed template.spec.restartPolicy value is "Always".
    /// +required
    #[serde(rename = "template")]
    pub template: crate::core::v1::types::PodTemplateSpec,
    /// The deployment strategy to use to replace existing pods with new ones.
    /// +optional
    /// +patchStrategy=retainKeys
    #[serde(rename = "strategy")]
    pub strategy: DeploymentStrategy,
    /// Minimum number of seconds for which a newly created pod should be ready
    /// without any of its container crashing, for it to be considered available.
    /// Defaults to 0 (pod will be considered available as soon as it is ready)
    /// +optional
    #[serde(rename = "minReadySeconds")]
    pub min_ready_seconds: i32,
    /// The number of old ReplicaSets to retain to allow rollback.
    /// This is a pointer to distinguish between explicit zero and not specified.
    /// Defaults to 10.
    /// +optional
    #[serde(rename = "revisionHistoryLimit", skip_serializing_if = "Option::is_none")]
    pub revision_history_limit: Option<i32>,
    /// Indicates that the deployment is paused.
    /// +optional
    #[serde(rename = "paused")]
    pub paused: bool,
    /// The maximum time in seconds for a deployment to make progress before it
    /// is considered to be failed. The deployment controller will continue to
    /// process failed deployments and a condition with a ProgressDeadlineExceeded
    /// reason will be surfaced in the deployment status. Note that progress will
    /// not be estimated during the time a deployment is paused. Defaults to 600s.
    /// +optional
    #[serde(rename = "progressDeadlineSeconds", skip_serializing_if = "Option::is_none")]
    pub progress_deadline_seconds: Option<i32>,
}

/// DeploymentStrategy describes how to replace existing pods with new ones.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeploymentStrategy {
    /// Type of deployment. Can be "Recreate" or "RollingUpdate". Default is RollingUpdate.
    /// +optional
    #[serde(rename = "type")]
    pub type_: DeploymentStrategyType,
    /// Rolling update config params. Present only if DeploymentStrategyType =
    /// RollingUpdate.
    /// ---
    /// TODO: Update this to follow our convention for oneOf, whatever we decide it
    /// to be.
    /// +optional
    #[serde(rename = "rollingUpdate", skip_serializing_if = "Option::is_none")]
    pub rolling_update: Option<RollingUpdateDeployment>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DeploymentStrategyType(pub String);

/// Spec to control the desired behavior of rolling update.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RollingUpdateDeployment {
    /// The maximum number of pods that can be unavailable during the update.
    /// Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%).
    /// Absolute number is calculated from percentage by rounding down.
    /// This can not be 0 if MaxSurge is 0.
    /// Defaults to 25%.
    /// Example: when this is set to 30%, the old ReplicaSet can be scaled down to 70% of desired pods
    /// immediately when the rolling update starts. Once new pods are ready, old ReplicaSet
    /// can be scaled down further, followed by scaling up the new ReplicaSet, ensuring
    /// that the total number of pods available at all times during the update is at
    /// least 70% of desired pods.
    /// +optional
    #[serde(rename = "maxUnavailable", skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    /// The maximum number of pods that can be scheduled above the desired number of
    /// pods.
    /// Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%).
    /// This can not be 0 if MaxUnavailable is 0.
    /// Absolute number is calculated from percentage by rounding up.
    /// Defaults to 25%.
    /// Example: when this is set to 30%, the new ReplicaSet can be scaled up immediately when
    /// the rolling update starts, such that the total number of old and new pods do not exceed
    /// 130% of desired pods. Once old pods have been killed,
    /// new ReplicaSet can be scaled up further, ensuring that total number of pods running
    /// at any time during the update is at most 130% of desired pods.
    /// +optional
    #[serde(rename = "maxSurge", skip_serializing_if = "Option::is_none")]
    pub max_surge: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
}

/// DeploymentStatus is the most recently observed status of the Deployment.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeploymentStatus {
    /// The generation observed by the deployment controller.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// Total number of non-terminating pods targeted by this deployment (their labels match the selector).
    /// +optional
    #[serde(rename = "replicas")]
    pub replicas: i32,
    /// Total number of non-terminating pods targeted by this deployment that have the desired template spec.
    /// +optional
    #[serde(rename = "updatedReplicas")]
    pub updated_replicas: i32,
    /// Total number of non-terminating pods targeted by this Deployment with a Ready Condition.
    /// +optional
    #[serde(rename = "readyReplicas")]
    pub ready_replicas: i32,
    /// Total number of available non-terminating pods (ready for at least minReadySeconds) targeted by this deployment.
    /// +optional
    #[serde(rename = "availableReplicas")]
    pub available_replicas: i32,
    /// Total number of unavailable pods targeted by this deployment. This is the total number of
    /// pods that are still required for the deployment to have 100% available capacity. They may
    /// either be pods that are running but not yet available or pods that still have not been created.
    /// +optional
    #[serde(rename = "unavailableReplicas")]
    pub unavailable_replicas: i32,
    /// Total number of terminating pods targeted by this deployment. Terminating pods have a non-null
    /// .metadata.deletionTimestamp and have not yet reached the Failed or Succeeded .status.phase.
    ///
    /// This is a beta field and requires enabling DeploymentReplicaSetTerminatingReplicas feature (enabled by default).
    /// +optional
    #[serde(rename = "terminatingReplicas", skip_serializing_if = "Option::is_none")]
    pub terminating_replicas: Option<i32>,
    /// Represents the latest available observations of a deployment's current state.
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<DeploymentCondition>,
    /// Count of hash collisions for the Deployment. The Deployment controller uses this
    /// field as a collision avoidance mechanism when it needs to create the name for the
    /// newest ReplicaSet.
    /// +optional
    #[serde(rename = "collisionCount", skip_serializing_if = "Option::is_none")]
    pub collision_count: Option<i32>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DeploymentConditionType(pub String);

/// DeploymentCondition describes the state of a deployment at a certain point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeploymentCondition {
    /// Type of deployment condition.
    /// +optional
    #[serde(rename = "type")]
    pub type_: DeploymentConditionType,
    /// Status of the condition, one of True, False, Unknown.
    /// +optional
    #[serde(rename = "status")]
    pub status: crate::core::v1::types::ConditionStatus,
    /// The last time this condition was updated.
    /// +optional
    #[serde(rename = "lastUpdateTime")]
    pub last_update_time: String,
    /// Last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// The reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// A human readable message indicating details about the transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// DaemonSetUpdateStrategy is a struct used to control the update strategy for a DaemonSet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DaemonSetUpdateStrategy {
    /// Type of daemon set update. Can be "RollingUpdate" or "OnDelete". Default is RollingUpdate.
    /// +optional
    #[serde(rename = "type")]
    pub type_: DaemonSetUpdateStrategyType,
    /// Rolling update config params. Present only if type = "RollingUpdate".
    /// ---
    /// TODO: Update this to follow our convention for oneOf, whatever we decide it
    /// to be. Same as Deployment `strategy.rollingUpdate`.
    /// See https://github.com/kubernetes/kubernetes/issues/35345
    /// +optional
    #[serde(rename = "rollingUpdate", skip_serializing_if = "Option::is_none")]
    pub rolling_update: Option<RollingUpdateDaemonSet>,
}

/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DaemonSetUpdateStrategyType(pub String);

/// Spec to control the desired behavior of daemon set rolling update.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RollingUpdateDaemonSet {
    /// The maximum number of DaemonSet pods that can be unavailable during the
    /// update. Value can be an absolute number (ex: 5) or a percentage of total
    /// number of DaemonSet pods at the start of the update (ex: 10%). Absolute
    /// number is calculated from percentage by rounding up.
    /// This cannot be 0 if MaxSurge is 0
    /// Default value is 1.
    /// Example: when this is set to 30%, at most 30% of the total number of nodes
    /// that should be running the daemon pod (i.e. status.desiredNumberScheduled)
    /// can have their pods stopped for an update at any given time. The update
    /// starts by stopping at most 30% of those DaemonSet pods and then brings
    /// up new DaemonSet pods in their place. Once the new pods are available,
    /// it then proceeds onto other DaemonSet pods, thus ensuring that at least
    /// 70% of original number of DaemonSet pods are available at all times during
    /// the update.
    /// +optional
    #[serde(rename = "maxUnavailable", skip_serializing_if = "Option::is_none")]
    pub max_unavailable: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
    /// The maximum number of nodes with an existing available DaemonSet pod that
    /// can have an updated DaemonSet pod during during an update.
    /// Value can be an absolute number (ex: 5) or a percentage of desired pods (ex: 10%).
    /// This can not be 0 if MaxUnavailable is 0.
    /// Absolute number is calculated from percentage by rounding up to a minimum of 1.
    /// Default value is 0.
    /// Example: when this is set to 30%, at most 30% of the total number of nodes
    /// that should be running the daemon pod (i.e. status.desiredNumberScheduled)
    /// can have their a new pod created before the old pod is marked as deleted.
    /// The update starts by launching new pods on 30% of nodes. Once an updated
    /// pod is available (Ready for at least minReadySeconds) the old DaemonSet pod
    /// on that node is marked deleted. If the old pod becomes unavailable for any
    /// reason (Ready transitions to false, is evicted, or is drained) an updated
    /// pod is immediately created on that node without considering surge limits.
    /// Allowing surge implies the possibility that the resources consumed by the
    /// daemonset on any given node can double if the readiness check fails, and
    /// so resource intensive daemonsets should take into account that they may
    /// cause evictions during disruption.
    /// +optional
    #[serde(rename = "maxSurge", skip_serializing_if = "Option::is_none")]
    pub max_surge: Option<k8s_openapi::apimachinery::pkg::util::intstr::IntOrString>,
}

/// DaemonSetSpec is the specification of a daemon set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DaemonSetSpec {
    /// A label query over pods that are managed by the daemon set.
    /// Must match in order to be controlled.
    /// It must match the pod template's labels.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
    /// +required
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// An object that describes the pod that will be created.
    /// The DaemonSet will create exactly one copy of this pod on every node
    /// that matches the template's node selector (or on every node if no node
    /// selector is specified).
    /// The only allowed template.spec.restartPolicy value is "Always".
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicationcontroller#pod-template
    /// +required
    #[serde(rename = "template")]
    pub template: crate::core::v1::types::PodTemplateSpec,
    /// An update strategy to replace existing DaemonSet pods with new pods.
    /// +optional
    #[serde(rename = "updateStrategy")]
    pub update_strategy: DaemonSetUpdateStrategy,
    /// The minimum number of seconds for which a newly created DaemonSet pod should
    /// be ready without any of its container crashing, for it to be considered
    /// available. Defaults to 0 (pod will be considered available as soon as it
    /// is ready).
    /// +optional
    #[serde(rename = "minReadySeconds")]
    pub min_ready_seconds: i32,
    /// The number of old history to retain to allow rollback.
    /// This is a pointer to distinguish between explicit zero and not specified.
    /// Defaults to 10.
    /// +optional
    #[serde(rename = "revisionHistoryLimit", skip_serializing_if = "Option::is_none")]
    pub revision_history_limit: Option<i32>,
}

/// DaemonSetStatus represents the current status of a daemon set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DaemonSetStatus {
    /// The number of nodes that are running at least 1
    /// daemon pod and are supposed to run the daemon pod.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/
    #[serde(rename = "currentNumberScheduled")]
    pub current_number_scheduled: i32,
    /// The number of nodes that are running the daemon pod, but are
    /// not supposed to run the daemon pod.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/
    #[serde(rename = "numberMisscheduled")]
    pub number_misscheduled: i32,
    /// The total number of nodes that should be running the daemon
    /// pod (including nodes correctly running the daemon pod).
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/daemonset/
    #[serde(rename = "desiredNumberScheduled")]
    pub desired_number_scheduled: i32,
    /// numberReady is the number of nodes that should be running the daemon pod and have one
    /// or more of the daemon pod running with a Ready Condition.
    #[serde(rename = "numberReady")]
    pub number_ready: i32,
    /// The most recent generation observed by the daemon set controller.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// The total number of nodes that are running updated daemon pod
    /// +optional
    #[serde(rename = "updatedNumberScheduled")]
    pub updated_number_scheduled: i32,
    /// The number of nodes that should be running the
    /// daemon pod and have one or more of the daemon pod running and
    /// available (ready for at least spec.minReadySeconds)
    /// +optional
    #[serde(rename = "numberAvailable")]
    pub number_available: i32,
    /// The number of nodes that should be running the
    /// daemon pod and have none of the daemon pod running and available
    /// (ready for at least spec.minReadySeconds)
    /// +optional
    #[serde(rename = "numberUnavailable")]
    pub number_unavailable: i32,
    /// Count of hash collisions for the DaemonSet. The DaemonSet controller
    /// uses this field as a collision avoidance mechanism when it needs to
    /// create the name for the newest ControllerRevision.
    /// +optional
    #[serde(rename = "collisionCount", skip_serializing_if = "Option::is_none")]
    pub collision_count: Option<i32>,
    /// Represents the latest available observations of a DaemonSet's current state.
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<DaemonSetCondition>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DaemonSetConditionType(pub String);

/// TODO: Add valid condition types of a DaemonSet.
///
/// DaemonSetCondition describes the state of a DaemonSet at a certain point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DaemonSetCondition {
    /// Type of DaemonSet condition.
    /// +optional
    #[serde(rename = "type")]
    pub type_: DaemonSetConditionType,
    /// Status of the condition, one of True, False, Unknown.
    /// +optional
    #[serde(rename = "status")]
    pub status: crate::core::v1::types::ConditionStatus,
    /// Last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// The reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// A human readable message indicating details about the transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
///
/// DaemonSet represents the configuration of a daemon set.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DaemonSet {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// The desired behavior of this daemon set.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +required
    #[serde(rename = "spec")]
    pub spec: DaemonSetSpec,
    /// The current status of this daemon set. This data may be
    /// out of date by some window of time.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: DaemonSetStatus,
}

/// +genclient
/// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +genclient:method=ApplyScale,verb=apply,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
///
/// ReplicaSet ensures that a specified number of pod replicas are running at any given time.
/// +k8s:supportsSubresource="/scale"
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicaSet {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// If the Labels of a ReplicaSet are empty, they are defaulted to
    /// be the same as the Pod(s) that the ReplicaSet manages.
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the specification of the desired behavior of the ReplicaSet.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +required
    #[serde(rename = "spec")]
    pub spec: ReplicaSetSpec,
    /// Status is the most recently observed status of the ReplicaSet.
    /// This data may be out of date by some window of time.
    /// Populated by the system.
    /// Read-only.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status
    /// +optional
    #[serde(rename = "status")]
    pub status: ReplicaSetStatus,
}

/// ReplicaSetSpec is the specification of a ReplicaSet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicaSetSpec {
    /// Replicas is the number of desired pods.
    /// This is a pointer to distinguish between explicit zero and unspecified.
    /// Defaults to 1.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset
    /// +optional
    #[serde(rename = "replicas", skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// Minimum number of seconds for which a newly created pod should be ready
    /// without any of its container crashing, for it to be considered available.
    /// Defaults to 0 (pod will be considered available as soon as it is ready)
    /// +optional
    #[serde(rename = "minReadySeconds")]
    pub min_ready_seconds: i32,
    /// Selector is a label query over pods that should match the replica count.
    /// Label keys and values that must match in order to be controlled by this replica set.
    /// It must match the pod template's labels.
    /// More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/#label-selectors
    /// +required
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// Template is the object that describes the pod that will be created if
    /// insufficient replicas are detected.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset/#pod-template
    /// +optional
    #[serde(rename = "template")]
    pub template: crate::core::v1::types::PodTemplateSpec,
}

/// ReplicaSetStatus represents the current status of a ReplicaSet.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicaSetStatus {
    /// Replicas is the most recently observed number of non-terminating pods.
    /// More info: https://kubernetes.io/docs/concepts/workloads/controllers/replicaset
    #[serde(rename = "replicas")]
    pub replicas: i32,
    /// The number of non-terminating pods that have labels matching the labels of the pod template of the replicaset.
    /// +optional
    #[serde(rename = "fullyLabeledReplicas")]
    pub fully_labeled_replicas: i32,
    /// The number of non-terminating pods targeted by this ReplicaSet with a Ready Condition.
    /// +optional
    #[serde(rename = "readyReplicas")]
    pub ready_replicas: i32,
    /// The number of available non-terminating pods (ready for at least minReadySeconds) for this replica set.
    /// +optional
    #[serde(rename = "availableReplicas")]
    pub available_replicas: i32,
    /// The number of terminating pods for this replica set. Terminating pods have a non-null .metadata.deletionTimestamp
    /// and have not yet reached the Failed or Succeeded .status.phase.
    ///
    /// This is a beta field and requires enabling DeploymentReplicaSetTerminatingReplicas feature (enabled by default).
    /// +optional
    #[serde(rename = "terminatingReplicas", skip_serializing_if = "Option::is_none")]
    pub terminating_replicas: Option<i32>,
    /// ObservedGeneration reflects the generation of the most recently observed ReplicaSet.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// Represents the latest available observations of a replica set's current state.
    /// +optional
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<ReplicaSetCondition>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ReplicaSetConditionType(pub String);

/// ReplicaSetCondition describes the state of a replica set at a certain point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ReplicaSetCondition {
    /// Type of replica set condition.
    /// +optional
    #[serde(rename = "type")]
    pub type_: ReplicaSetConditionType,
    /// Status of the condition, one of True, False, Unknown.
    /// +optional
    #[serde(rename = "status")]
    pub status: crate::core::v1::types::ConditionStatus,
    /// The last time the condition transitioned from one status to another.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// The reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// A human readable message indicating details about the transition.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
///
/// ControllerRevision implements an immutable snapshot of state data. Clients
/// are responsible for serializing and deserializing the objects that contain
/// their internal state.
/// Once a ControllerRevision has been successfully created, it can not be updated.
/// The API Server will fail validation of all requests that attempt to mutate
/// the Data field. ControllerRevisions may, however, be deleted. Note that, due to its use by both
/// the DaemonSet and StatefulSet controllers for update and rollback, this object is beta. However,
/// it may be subject to name and representation changes in future releases, and clients should not
/// depend on its stability. It is primarily for internal use by controllers.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ControllerRevision {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Data is the serialized representation of the state.
    /// +required
    #[serde(rename = "data")]
    pub data: k8s_openapi::apimachinery::pkg::runtime::RawExtension,
    /// Revision indicates the revision of the state represented by Data.
    /// +optional
    #[serde(rename = "revision")]
    pub revision: i64,
}
