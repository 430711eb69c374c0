//! The `scheduling.k8s.io/v1beta1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.11
/// +k8s:prerelease-lifecycle-gen:deprecated=1.14
/// +k8s:prerelease-lifecycle-gen:removed=1.22
/// +k8s:prerelease-lifecycle-gen:replacement=scheduling.k8s.io,v1,PriorityClass
///
/// DEPRECATED - This group version of PriorityClass is deprecated by scheduling.k8s.io/v1/PriorityClass.
/// PriorityClass defines mapping from a priority class name to the priority
/// integer value. The value can be any valid integer.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PriorityClass {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// value represents the integer value of this priority class. This is the actual priority that pods
    /// receive when they have the name of this class in their pod spec.
    /// +optional
    #[serde(rename = "value")]
    pub value: i32,
    /// globalDefault specifies whether this PriorityClass should be considered as
    /// the default priority for pods that do not have any priority class.
    /// Only one PriorityClass can be marked as `globalDefault`. However, if more than
    /// one PriorityClasses exists with their `globalDefault` field set to true,
    /// the smallest value of such global default PriorityClasses will be used as the default priority.
    /// +optional
    #[serde(rename = "globalDefault")]
    pub global_default: bool,
    /// description is an arbitrary string that usually provides guidelines on
    /// when this priority class should be used.
    /// +optional
    #[serde(rename = "description")]
    pub description: String,
    /// preemptionPolicy is the Policy for preempting pods with lower priority.
    /// One of Never, PreemptLowerPriority.
    /// Defaults to PreemptLowerPriority if unset.
    /// +optional
    #[serde(rename = "preemptionPolicy", skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<crate::core::v1::types::PreemptionPolicy>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.37
///
/// Workload allows for expressing scheduling constraints that should be used
/// when managing the lifecycle of workloads from the scheduling perspective,
/// including scheduling, preemption, eviction and other phases.
/// Workload API enablement is toggled by the GenericWorkload feature gate.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Workload {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    ///
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired behavior of a Workload.
    ///
    /// +required
    #[serde(rename = "spec")]
    pub spec: WorkloadSpec,
}

/// WorkloadSpec defines the desired state of a Workload.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WorkloadSpec {
    /// controllerRef is an optional reference to the controlling object, such as a
    /// Deployment or Job. This field is intended for use by tools like CLIs
    /// to provide a link back to the original workload definition.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "controllerRef", skip_serializing_if = "Option::is_none")]
    pub controller_ref: Option<TypedLocalObjectReference>,
    /// podGroupTemplates is the list of templates that make up the Workload.
    /// The maximum number of templates is 8. Templates cannot be added or removed after the workload is created.
    /// Existing templates may still be updated where their individual fields allow it.
    /// Exactly one of CompositePodGroupTemplates and PodGroupTemplates must be set.
    ///
    /// +optional
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:unionMember
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=8
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    #[serde(rename = "podGroupTemplates")]
    pub pod_group_templates: Vec<PodGroupTemplate>,
    /// compositePodGroupTemplates is the list of CompositePodGroup templates that make up the Workload.
    /// The maximum number of templates is 8. This field is immutable.
    /// Exactly one of CompositePodGroupTemplates and PodGroupTemplates must be set.
    ///
    /// This field is used only when the CompositePodGroup feature gate is enabled.
    ///
    /// +featureGate=CompositePodGroup
    /// +optional
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:ifDisabled("CompositePodGroup")=+k8s:forbidden
    /// +k8s:ifEnabled("CompositePodGroup")=+k8s:optional
    /// +k8s:unionMember
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=8
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    #[serde(rename = "compositePodGroupTemplates", skip_serializing_if = "Vec::is_empty")]
    pub composite_pod_group_templates: Vec<CompositePodGroupTemplate>,
}

/// TypedLocalObjectReference allows to reference typed object inside the same namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TypedLocalObjectReference {
    /// apiGroup is the group for the resource being referenced.
    /// If apiGroup is empty, the specified Kind must be in the core API group.
    /// For any other third-party types, setting apiGroup is required.
    /// It must be a DNS subdomain.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    #[serde(rename = "apiGroup")]
    pub api_group: String,
    /// kind is the type of resource being referenced.
    /// It must be a path segment name.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-path-segment-name
    #[serde(rename = "kind")]
    pub kind: String,
    /// name is the name of resource being referenced.
    /// It must be a path segment name.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-path-segment-name
    #[serde(rename = "name")]
    pub name: String,
}

/// PodGroupTemplate represents a template for a set of pods with a scheduling policy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupTemplate {
    /// name is a unique identifier for the PodGroupTemplate within the Workload.
    /// It must be a DNS label. This field is immutable.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "name")]
    pub name: String,
    /// schedulingPolicy defines the scheduling policy for this PodGroupTemplate.
    ///
    /// +required
    #[serde(rename = "schedulingPolicy")]
    pub scheduling_policy: PodGroupSchedulingPolicy,
    /// schedulingConstraints defines optional scheduling constraints (e.g. topology) for this PodGroupTemplate.
    /// This field is only available when the TopologyAwareWorkloadScheduling feature gate is enabled.
    /// This field is immutable.
    ///
    /// +featureGate=TopologyAwareWorkloadScheduling
    /// +optional
    /// +k8s:ifDisabled(TopologyAwareWorkloadScheduling)=+k8s:forbidden
    /// +k8s:ifEnabled(TopologyAwareWorkloadScheduling)=+k8s:optional
    /// +k8s:immutable
    #[serde(rename = "schedulingConstraints", skip_serializing_if = "Option::is_none")]
    pub scheduling_constraints: Option<PodGroupSchedulingConstraints>,
    /// resourceClaims defines which ResourceClaims may be shared among Pods in
    /// the group. Pods consume the devices allocated to a PodGroup's claim by
    /// defining a claim in its own Spec.ResourceClaims that matches the
    /// PodGroup's claim exactly. The claim must have the same name and refer to
    /// the same ResourceClaim or ResourceClaimTemplate.
    ///
    /// This is an alpha-level field and requires that the
    /// DRAWorkloadResourceClaims feature gate is enabled.
    ///
    /// This field is immutable.
    ///
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge,retainKeys
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=4
    /// +featureGate=DRAWorkloadResourceClaims
    /// +k8s:immutable
    #[serde(rename = "resourceClaims", skip_serializing_if = "Vec::is_empty")]
    pub resource_claims: Vec<PodGroupResourceClaim>,
    /// disruptionMode defines the mode in which a given PodGroup can be disrupted.
    /// One of Single, All.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "disruptionMode", skip_serializing_if = "Option::is_none")]
    pub disruption_mode: Option<DisruptionMode>,
    /// priorityClassName indicates the priority that should be considered when scheduling
    /// a pod group created from this template.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    /// +k8s:immutable
    #[serde(rename = "priorityClassName")]
    pub priority_class_name: String,
    /// priority is the value of priority of pod groups created from this template. Various
    /// system components use this field to find the priority of the pod group.
    /// The higher the value, the higher the priority.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:maximum=1000000000 # HighestUserDefinablePriority
    /// +k8s:immutable
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// preemptionPolicy is the Policy for preempting pods/podgroups with lower priority.
    /// One of Never, PreemptLowerPriority.
    /// This field is immutable.
    /// This field is available only when the PodGroupPreemptionPolicy feature gate is enabled.
    ///
    /// +featureGate=PodGroupPreemptionPolicy
    /// +optional
    /// +k8s:immutable
    /// +k8s:ifDisabled("PodGroupPreemptionPolicy")=+k8s:forbidden
    /// +k8s:ifEnabled("PodGroupPreemptionPolicy")=+k8s:optional
    #[serde(rename = "preemptionPolicy", skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<PreemptionPolicy>,
}

/// CompositePodGroupTemplate represents a template for a CompositePodGroup with a scheduling policy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CompositePodGroupTemplate {
    /// name is a unique identifier for the CompositePodGroupTemplate within the Workload.
    /// It must be a DNS label. This field is required.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "name")]
    pub name: String,
    /// schedulingPolicy defines the scheduling policy for this template.
    ///
    /// +required
    #[serde(rename = "schedulingPolicy")]
    pub scheduling_policy: CompositePodGroupSchedulingPolicy,
    /// schedulingConstraints defines optional scheduling constraints (e.g. topology) for this CompositePodGroupTemplate.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "schedulingConstraints", skip_serializing_if = "Option::is_none")]
    pub scheduling_constraints: Option<CompositePodGroupSchedulingConstraints>,
    /// disruptionMode defines the mode in which a given CompositePodGroup can be disrupted.
    /// One of Single, All.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "disruptionMode", skip_serializing_if = "Option::is_none")]
    pub disruption_mode: Option<CompositeDisruptionMode>,
    /// priorityClassName indicates the priority that should be considered when scheduling
    /// a composite pod group created from this template. If no priority class is specified,
    /// admission control can set this to the global default priority class if it exists.
    /// Otherwise, composite pod groups created from this template will have the priority set
    /// to zero.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    /// +k8s:immutable
    #[serde(rename = "priorityClassName")]
    pub priority_class_name: String,
    /// priority is the value of priority of composite pod groups created from this template.
    /// Various system components use this field to find the priority of the composite pod group.
    /// When Priority Admission Controller is enabled, it prevents users from setting this field.
    /// The admission controller populates this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:maximum=1000000000 # HighestUserDefinablePriority
    /// +k8s:immutable
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// preemptionPolicy is the Policy for preempting pods/podgroups with lower priority.
    /// One of Never, PreemptLowerPriority.
    /// This field is immutable.
    /// This field is available only when the PodGroupPreemptionPolicy feature gate is enabled.
    ///
    /// +featureGate=PodGroupPreemptionPolicy
    /// +optional
    /// +k8s:immutable
    /// +k8s:ifDisabled("PodGroupPreemptionPolicy")=+k8s:forbidden
    /// +k8s:ifEnabled("PodGroupPreemptionPolicy")=+k8s:optional
    #[serde(rename = "preemptionPolicy", skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<PreemptionPolicy>,
    /// podGroupTemplates is the list of templates for children PodGroups.
    /// The maximum number of templates is 8. At least one entry in CompositePodGroupTemplates
    /// or PodGroupTemplates must be set.
    ///
    /// +optional
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=8
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    #[serde(rename = "podGroupTemplates", skip_serializing_if = "Vec::is_empty")]
    pub pod_group_templates: Vec<PodGroupTemplate>,
    /// compositePodGroupTemplates is the list of templates for children CompositePodGroups.
    /// The maximum number of templates is 8. At least one entry in CompositePodGroupTemplates
    /// or PodGroupTemplates must be set.
    ///
    /// +optional
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=8
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    #[serde(rename = "compositePodGroupTemplates", skip_serializing_if = "Vec::is_empty")]
    pub composite_pod_group_templates: Vec<CompositePodGroupTemplate>,
}

/// PodGroupSchedulingPolicy defines the scheduling configuration for a PodGroup.
/// Exactly one policy must be set. The policy is chosen at creation time by setting either the
/// Basic or Gang field. The PodGroup may not change policy after creation.
/// Fields within chosen policy may be updated after creation when their individual fields allow it.
///
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupSchedulingPolicy {
    /// basic specifies that the pods in this group should be scheduled using
    /// standard Kubernetes scheduling behavior. Setting this field at group creation time
    /// opts this group to basic scheduling; this field cannot be changed afterward.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    /// +k8s:immutable
    #[serde(rename = "basic", skip_serializing_if = "Option::is_none")]
    pub basic: Option<BasicSchedulingPolicy>,
    /// gang specifies that the pods in this group should be scheduled using
    /// all-or-nothing semantics. Setting this field at group creation time
    /// opts this group to gang scheduling; this field cannot be set or unset afterward.
    /// The minCount field within Gang scheduling policy remains mutable after group creation.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    /// +k8s:update=NoSet
    /// +k8s:update=NoUnset
    #[serde(rename = "gang", skip_serializing_if = "Option::is_none")]
    pub gang: Option<GangSchedulingPolicy>,
}

/// BasicSchedulingPolicy indicates that standard Kubernetes
/// scheduling behavior should be used.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct BasicSchedulingPolicy {}

/// GangSchedulingPolicy defines the parameters for gang scheduling.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct GangSchedulingPolicy {
    /// minCount is the minimum number of pods that must be schedulable or scheduled
    /// at the same time for the scheduler to admit the entire group.
    /// It must be a positive integer. This field is mutable to support workload scaling.
    ///
    /// Note that the scheduler operates on an eventually consistent model. Updates
    /// to minCount may not be immediately reflected in scheduling decisions due to
    /// propagation delays. If minCount is updated while a scheduling cycle is in
    /// progress for that group, the new value may not take effect until the next
    /// cycle. Moreover, minCount is only enforced during scheduling, meaning that
    /// modifications to this field do not affect already-scheduled pods, applying
    /// only to those evaluated in future cycles.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=1
    #[serde(rename = "minCount")]
    pub min_count: i32,
}

/// PodGroupResourceClaim references exactly one ResourceClaim, either directly
/// or by naming a ResourceClaimTemplate which is then turned into a ResourceClaim
/// for the PodGroup.
///
/// It adds a name to it that uniquely identifies the ResourceClaim inside the PodGroup.
/// Pods that need access to the ResourceClaim define a matching reference in its
/// own Spec.ResourceClaims. The Pod's claim must match all fields of the
/// PodGroup's claim exactly.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupResourceClaim {
    /// name uniquely identifies this resource claim inside the PodGroup.
    /// This must be a DNS_LABEL.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "name")]
    pub name: String,
    /// resourceClaimName is the name of a ResourceClaim object in the same
    /// namespace as this PodGroup. The ResourceClaim will be reserved for the
    /// PodGroup instead of its individual pods.
    ///
    /// Exactly one of ResourceClaimName and ResourceClaimTemplateName must
    /// be set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    /// +k8s:format=k8s-long-name
    #[serde(rename = "resourceClaimName", skip_serializing_if = "Option::is_none")]
    pub resource_claim_name: Option<String>,
    /// resourceClaimTemplateName is the name of a ResourceClaimTemplate
    /// object in the same namespace as this PodGroup.
    ///
    /// The template will be used to create a new ResourceClaim, which will
    /// be bound to this PodGroup. When this PodGroup is deleted, the ResourceClaim
    /// will also be deleted. The PodGroup name and resource name, along with a
    /// generated component, will be used to form a unique name for the
    /// ResourceClaim, which will be recorded in podgroup.status.resourceClaimStatuses.
    ///
    /// This field is immutable and no changes will be made to the
    /// corresponding ResourceClaim by the control plane after creating the
    /// ResourceClaim.
    ///
    /// Exactly one of ResourceClaimName and ResourceClaimTemplateName must
    /// be set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    /// +k8s:format=k8s-long-name
    #[serde(rename = "resourceClaimTemplateName", skip_serializing_if = "Option::is_none")]
    pub resource_claim_template_name: Option<String>,
}

/// DisruptionMode defines how individual entities within a group can be disrupted.
/// Exactly one mode can be set.
///
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DisruptionMode {
    /// single specifies that children can be disrupted independently from each other.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(rename = "single", skip_serializing_if = "Option::is_none")]
    pub single: Option<SingleDisruptionMode>,
    /// all specifies that all children can only be disrupted together.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(rename = "all", skip_serializing_if = "Option::is_none")]
    pub all: Option<AllDisruptionMode>,
}

/// SingleDisruptionMode specifies that children can be disrupted independently.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SingleDisruptionMode {}

/// AllDisruptionMode specifies that children can only be disrupted together.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AllDisruptionMode {}

/// PreemptionPolicy describes a policy for if/when to preempt a pod.
/// +enum
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PreemptionPolicy(pub String);

impl PreemptionPolicy {
    pub const PREEMPT_LOWER_PRIORITY: &'static str = "PreemptLowerPriority";
    pub const PREEMPT_NEVER: &'static str = "Never";
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.37
/// +k8s:supportsSubresource="/status"
///
/// PodGroup represents a runtime instance of pods grouped together.
/// PodGroups are created by workload controllers (Job, LWS, JobSet, etc...) from
/// Workload.podGroupTemplates.
/// PodGroup API enablement is toggled by the GenericWorkload feature gate.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroup {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    ///
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired state of the PodGroup.
    ///
    /// +required
    #[serde(rename = "spec")]
    pub spec: PodGroupSpec,
    /// status represents the current observed state of the PodGroup.
    ///
    /// +optional
    #[serde(rename = "status")]
    pub status: PodGroupStatus,
}

/// PodGroupSpec defines the desired state of a PodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupSpec {
    /// parentCompositePodGroupName contains the name of the parent composite pod group
    /// within the same namespace as this pod group.
    /// If it's nil, then this pod group is a root of a workload's hierarchy.
    /// This field is used only when the CompositePodGroup feature gate is enabled.
    /// This field is immutable.
    ///
    /// +featureGate=CompositePodGroup
    /// +optional
    /// +k8s:ifDisabled(CompositePodGroup)=+k8s:forbidden
    /// +k8s:ifEnabled(CompositePodGroup)=+k8s:optional
    /// +k8s:immutable
    /// +k8s:format=k8s-long-name
    /// +k8s:alpha(since: "1.37")=+k8s:dependentRequired("workloadRef")
    #[serde(rename = "parentCompositePodGroupName", skip_serializing_if = "Option::is_none")]
    pub parent_composite_pod_group_name: Option<String>,
    /// workloadRef references an optional PodGroup template within the Workload
    /// object that was used to create the PodGroup.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "workloadRef", skip_serializing_if = "Option::is_none")]
    pub workload_ref: Option<WorkloadReference>,
    /// schedulingPolicy defines the scheduling policy for this instance of the PodGroup.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    ///
    /// +required
    #[serde(rename = "schedulingPolicy")]
    pub scheduling_policy: PodGroupSchedulingPolicy,
    /// schedulingConstraints defines optional scheduling constraints (e.g. topology) for this PodGroup.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    /// This field is immutable.
    /// This field is only available when the TopologyAwareWorkloadScheduling feature gate is enabled.
    ///
    /// +featureGate=TopologyAwareWorkloadScheduling
    /// +optional
    /// +k8s:ifDisabled(TopologyAwareWorkloadScheduling)=+k8s:forbidden
    /// +k8s:ifEnabled(TopologyAwareWorkloadScheduling)=+k8s:optional
    /// +k8s:ifEnabled(TopologyAwareWorkloadScheduling)=+k8s:immutable
    #[serde(rename = "schedulingConstraints", skip_serializing_if = "Option::is_none")]
    pub scheduling_constraints: Option<PodGroupSchedulingConstraints>,
    /// resourceClaims defines which ResourceClaims may be shared among Pods in
    /// the group. Pods consume the devices allocated to a PodGroup's claim by
    /// defining a claim in its own Spec.ResourceClaims that matches the
    /// PodGroup's claim exactly. The claim must have the same name and refer to
    /// the same ResourceClaim or ResourceClaimTemplate.
    ///
    /// This is an alpha-level field and requires that the
    /// DRAWorkloadResourceClaims feature gate is enabled.
    ///
    /// This field is immutable.
    ///
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge,retainKeys
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=4
    /// +k8s:immutable
    /// +featureGate=DRAWorkloadResourceClaims
    #[serde(rename = "resourceClaims", skip_serializing_if = "Vec::is_empty")]
    pub resource_claims: Vec<PodGroupResourceClaim>,
    /// disruptionMode defines the mode in which a given PodGroup can be disrupted.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    /// One of Single, All. Defaults to Single if unset.
    /// This field is immutable.
    ///
    /// +default={"single": {}}
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "disruptionMode", skip_serializing_if = "Option::is_none")]
    pub disruption_mode: Option<DisruptionMode>,
    /// priorityClassName defines the priority that should be considered when scheduling this pod group.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    /// Otherwise, it is validated and resolved similarly to the PriorityClassName on PodGroupTemplate
    /// (i.e. if no priority class is specified, admission control can set this to the global default
    /// priority class if it exists. Otherwise, the pod group's priority will be zero).
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    /// +k8s:format=k8s-long-name
    #[serde(rename = "priorityClassName")]
    pub priority_class_name: String,
    /// priority is the value of priority of this pod group. Various system components
    /// use this field to find the priority of the pod group. When Priority Admission
    /// Controller is enabled, it prevents users from setting this field. The admission
    /// controller populates this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    /// +k8s:maximum=1000000000 # HighestUserDefinablePriority
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
    /// preemptionPolicy is the Policy for preempting pods/podgroups with lower priority.
    /// One of Never, PreemptLowerPriority. Defaults to PreemptLowerPriority if unset.
    /// When Priority Admission Controller is enabled, it populates this field from PriorityClassName,
    /// and defaults to PreemptLowerPriority if value is unset in PriorityClass.
    /// This field is immutable.
    /// This field is available only when the PodGroupPreemptionPolicy feature gate is enabled.
    ///
    /// +featureGate=PodGroupPreemptionPolicy
    /// +optional
    /// +k8s:immutable
    /// +k8s:ifDisabled("PodGroupPreemptionPolicy")=+k8s:forbidden
    /// +k8s:ifEnabled("PodGroupPreemptionPolicy")=+k8s:optional
    #[serde(rename = "preemptionPolicy", skip_serializing_if = "Option::is_none")]
    pub preemption_policy: Option<PreemptionPolicy>,
}

/// PodGroupStatus represents information about the status of a pod group.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupStatus {
    /// conditions represent the latest observations of the PodGroup's state.
    ///
    /// Known condition types:
    /// - "PodGroupInitiallyScheduled": Indicates whether the scheduling requirement has been satisfied.
    /// Once this condition transitions to True, it serves as a terminal state and will never revert to False,
    /// even if pods are subsequently evicted and group constraints are no longer met.
    /// - "DisruptionTarget": Indicates whether the PodGroup is about to be terminated
    ///   due to disruption such as preemption.
    ///
    /// Known reasons for the PodGroupInitiallyScheduled condition:
    /// - "Unschedulable": The PodGroup cannot be scheduled due to resource constraints,
    ///   affinity/anti-affinity rules, or insufficient capacity for the gang.
    /// - "SchedulerError": The PodGroup cannot be scheduled due to some internal error
    ///   that happened during scheduling, for example due to nodeAffinity parsing errors.
    ///
    /// Known reasons for the DisruptionTarget condition:
    /// - "PreemptionByScheduler": The PodGroup was preempted by the scheduler to make room for
    ///   higher-priority PodGroups or Pods.
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
    /// resourceClaimStatuses is status of resource claims.
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge,retainKeys
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=4
    /// +featureGate=DRAWorkloadResourceClaims
    #[serde(rename = "resourceClaimStatuses", skip_serializing_if = "Vec::is_empty")]
    pub resource_claim_statuses: Vec<PodGroupResourceClaimStatus>,
}

/// PodGroupResourceClaimStatus is stored in the PodGroupStatus for each
/// PodGroupResourceClaim which references a ResourceClaimTemplate. It stores the
/// generated name for the corresponding ResourceClaim.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupResourceClaimStatus {
    /// name uniquely identifies this resource claim inside the PodGroup. This
    /// must match the name of an entry in podgroup.spec.resourceClaims, which
    /// implies that the string must be a DNS_LABEL.
    ///
    /// +required
    #[serde(rename = "name")]
    pub name: String,
    /// resourceClaimName is the name of the ResourceClaim that was generated for
    /// the PodGroup in the namespace of the PodGroup. If this is unset, then
    /// generating a ResourceClaim was not necessary. The
    /// podgroup.spec.resourceClaims entry can be ignored in this case.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    #[serde(rename = "resourceClaimName", skip_serializing_if = "Option::is_none")]
    pub resource_claim_name: Option<String>,
}

/// WorkloadReference references the Workload object together with the template
/// that was used to create a particular PodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WorkloadReference {
    /// workloadName is the name of the Workload object that contains a template
    /// that was used when creating a pod group. It must
    /// be a DNS name.
    /// This field is required.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-long-name
    #[serde(rename = "workloadName")]
    pub workload_name: String,
    /// templateName is the name of a template within the Workload object that
    /// was used to create a pod group. It must be a DNS label.
    /// This field is required.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "templateName")]
    pub template_name: String,
}

/// PodGroupSchedulingConstraints defines scheduling constraints (e.g. topology) for a PodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupSchedulingConstraints {
    /// topology defines the topology constraints for the pod group.
    /// Currently only a single topology constraint can be specified. This may change in the future.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:maxItems=1
    /// +listType=atomic
    /// +k8s:listType=atomic
    #[serde(rename = "topology", skip_serializing_if = "Vec::is_empty")]
    pub topology: Vec<TopologyConstraint>,
}

/// TopologyConstraint defines a topology constraint for a PodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TopologyConstraint {
    /// key specifies the key of the node label representing the topology domain.
    /// All pods within the PodGroup must be colocated within the same domain instance.
    /// Different PodGroups can land on different domain instances even if they derive from the same PodGroupTemplate.
    /// Examples: "topology.kubernetes.io/rack"
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-label-key
    #[serde(rename = "key")]
    pub key: String,
}

/// CompositePodGroupSchedulingPolicy defines the scheduling configuration for a CompositePodGroup.
/// Exactly one policy must be set.
///
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CompositePodGroupSchedulingPolicy {
    /// basic specifies that the groups of this composite group should be scheduled independently.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    /// +k8s:unionMember
    #[serde(rename = "basic", skip_serializing_if = "Option::is_none")]
    pub basic: Option<CompositeBasicSchedulingPolicy>,
    /// gang specifies that the groups of this composite group should be scheduled using
    /// all-or-nothing semantics.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    /// +k8s:update=NoSet
    /// +k8s:update=NoUnset
    #[serde(rename = "gang", skip_serializing_if = "Option::is_none")]
    pub gang: Option<CompositeGangSchedulingPolicy>,
}

/// CompositeBasicSchedulingPolicy indicates that the groups belonging to the composite group
/// should be scheduled independently.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CompositeBasicSchedulingPolicy {}

/// CompositeGangSchedulingPolicy indicates that the groups belonging to the composite group
/// should be scheduled using all-or-nothing semantics.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CompositeGangSchedulingPolicy {
    /// minGroupCount is the minimum number of child groups that must be schedulable
    /// or scheduled at the same time for the scheduler to admit the entire group.
    /// It must be a positive integer.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=1
    #[serde(rename = "minGroupCount")]
    pub min_group_count: i32,
}

/// CompositeDisruptionMode defines how individual entities within a composite pod group can be disrupted.
/// Exactly one mode must be set.
///
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CompositeDisruptionMode {
    /// single specifies that children groups can be disrupted independently from each other.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(rename = "single", skip_serializing_if = "Option::is_none")]
    pub single: Option<SingleCompositeDisruptionMode>,
    /// all specifies that all children groups can only be disrupted together.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(rename = "all", skip_serializing_if = "Option::is_none")]
    pub all: Option<AllCompositeDisruptionMode>,
}

/// SingleCompositeDisruptionMode means that individual children of a CompositePodGroup
/// can be disrupted or preempted independently.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SingleCompositeDisruptionMode {}

/// AllCompositeDisruptionMode means that children of a CompositePodGroup can only be
/// disrupted or preempted together.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AllCompositeDisruptionMode {}

/// CompositePodGroupSchedulingConstraints defines scheduling constraints (e.g. topology) for a CompositePodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CompositePodGroupSchedulingConstraints {
    /// topology defines the topology constraints for the composite pod group.
    /// Currently only a single topology constraint can be specified. This may change in the future.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:maxItems=1
    /// +listType=atomic
    /// +k8s:listType=atomic
    #[serde(rename = "topology", skip_serializing_if = "Vec::is_empty")]
    pub topology: Vec<TopologyConstraint>,
}
