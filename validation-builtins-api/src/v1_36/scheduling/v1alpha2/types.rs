//! The `scheduling.k8s.io/v1alpha2` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
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
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    ///
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the desired behavior of a Workload.
    ///
    /// +required
    #[serde(rename = "spec")]
    pub spec: WorkloadSpec,
}

/// WorkloadSpec defines the desired state of a Workload.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WorkloadSpec {
    /// ControllerRef is an optional reference to the controlling object, such as a
    /// Deployment or Job. This field is intended for use by tools like CLIs
    /// to provide a link back to the original workload definition.
    /// This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "controllerRef", skip_serializing_if = "Option::is_none")]
    pub controller_ref: Option<TypedLocalObjectReference>,
    /// PodGroupTemplates is the list of templates that make up the Workload.
    /// The maximum number of templates is 8. This field is immutable.
    ///
    /// +required
    /// +listType=map
    /// +listMapKey=name
    /// +k8s:required
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=8
    /// +k8s:immutable
    #[serde(rename = "podGroupTemplates")]
    pub pod_group_templates: Vec<PodGroupTemplate>,
}

/// TypedLocalObjectReference allows to reference typed object inside the same namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TypedLocalObjectReference {
    /// APIGroup is the group for the resource being referenced.
    /// If APIGroup is empty, the specified Kind must be in the core API group.
    /// For any other third-party types, setting APIGroup is required.
    /// It must be a DNS subdomain.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    #[serde(rename = "apiGroup")]
    pub api_group: String,
    /// Kind is the type of resource being referenced.
    /// It must be a path segment name.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-path-segment-name
    #[serde(rename = "kind")]
    pub kind: String,
    /// Name is the name of resource being referenced.
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
    /// Name is a unique identifier for the PodGroupTemplate within the Workload.
    /// It must be a DNS label. This field is immutable.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "name")]
    pub name: String,
    /// SchedulingPolicy defines the scheduling policy for this PodGroupTemplate.
    ///
    /// +required
    #[serde(rename = "schedulingPolicy")]
    pub scheduling_policy: PodGroupSchedulingPolicy,
    /// SchedulingConstraints defines optional scheduling constraints (e.g. topology) for this PodGroupTemplate.
    /// This field is only available when the TopologyAwareWorkloadScheduling feature gate is enabled.
    ///
    /// +featureGate=TopologyAwareWorkloadScheduling
    /// +optional
    /// +k8s:ifDisabled(TopologyAwareWorkloadScheduling)=+k8s:forbidden
    /// +k8s:ifEnabled(TopologyAwareWorkloadScheduling)=+k8s:optional
    #[serde(rename = "schedulingConstraints", skip_serializing_if = "Option::is_none")]
    pub scheduling_constraints: Option<PodGroupSchedulingConstraints>,
    /// ResourceClaims defines which ResourceClaims may be shared among Pods in
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
    /// DisruptionMode defines the mode in which a given PodGroup can be disrupted.
    /// One of Pod, PodGroup.
    /// This field is available only when the WorkloadAwarePreemption feature gate
    /// is enabled.
    ///
    /// +featureGate=WorkloadAwarePreemption
    /// +optional
    /// +k8s:ifDisabled("WorkloadAwarePreemption")=+k8s:forbidden
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:optional
    #[serde(rename = "disruptionMode", skip_serializing_if = "Option::is_none")]
    pub disruption_mode: Option<DisruptionMode>,
    /// PriorityClassName indicates the priority that should be considered when scheduling
    /// a pod group created from this template. If no priority class is specified, admission
    /// control can set this to the global default priority class if it exists. Otherwise,
    /// pod groups created from this template will have the priority set to zero.
    /// This field is available only when the WorkloadAwarePreemption feature gate
    /// is enabled.
    ///
    /// +featureGate=WorkloadAwarePreemption
    /// +optional
    /// +k8s:ifDisabled("WorkloadAwarePreemption")=+k8s:forbidden
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:optional
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:format=k8s-long-name
    #[serde(rename = "priorityClassName")]
    pub priority_class_name: String,
    /// Priority is the value of priority of pod groups created from this template. Various
    /// system components use this field to find the priority of the pod group. When
    /// Priority Admission Controller is enabled, it prevents users from setting this field.
    /// The admission controller populates this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    /// This field is available only when the WorkloadAwarePreemption feature gate
    /// is enabled.
    ///
    /// +featureGate=WorkloadAwarePreemption
    /// +optional
    /// +k8s:ifDisabled("WorkloadAwarePreemption")=+k8s:forbidden
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:optional
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:maximum=1000000000 # HighestUserDefinablePriority
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:minimum=-2147483648
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
}

/// PodGroupSchedulingPolicy defines the scheduling configuration for a PodGroup.
/// Exactly one policy must be set.
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupSchedulingPolicy {
    /// Basic specifies that the pods in this group should be scheduled using
    /// standard Kubernetes scheduling behavior.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(rename = "basic", skip_serializing_if = "Option::is_none")]
    pub basic: Option<BasicSchedulingPolicy>,
    /// Gang specifies that the pods in this group should be scheduled using
    /// all-or-nothing semantics.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
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
    /// MinCount is the minimum number of pods that must be schedulable or scheduled
    /// at the same time for the scheduler to admit the entire group.
    /// It must be a positive integer.
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
    /// Name uniquely identifies this resource claim inside the PodGroup.
    /// This must be a DNS_LABEL.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "name")]
    pub name: String,
    /// ResourceClaimName is the name of a ResourceClaim object in the same
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
    /// ResourceClaimTemplateName is the name of a ResourceClaimTemplate
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

/// DisruptionMode describes the mode in which a PodGroup can be disrupted (e.g. preempted).
/// +enum
/// +k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DisruptionMode(pub String);

impl DisruptionMode {
    pub const POD: &'static str = "Pod";
    pub const POD_GROUP: &'static str = "PodGroup";
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
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
    /// Standard object's metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    ///
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the desired state of the PodGroup.
    ///
    /// +required
    #[serde(rename = "spec")]
    pub spec: PodGroupSpec,
    /// Status represents the current observed state of the PodGroup.
    ///
    /// +optional
    #[serde(rename = "status")]
    pub status: PodGroupStatus,
}

/// PodGroupSpec defines the desired state of a PodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupSpec {
    /// PodGroupTemplateRef references an optional PodGroup template within other object
    /// (e.g. Workload) that was used to create the PodGroup. This field is immutable.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:immutable
    #[serde(rename = "podGroupTemplateRef", skip_serializing_if = "Option::is_none")]
    pub pod_group_template_ref: Option<PodGroupTemplateReference>,
    /// SchedulingPolicy defines the scheduling policy for this instance of the PodGroup.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    /// This field is immutable.
    ///
    /// +required
    /// +k8s:immutable
    #[serde(rename = "schedulingPolicy")]
    pub scheduling_policy: PodGroupSchedulingPolicy,
    /// SchedulingConstraints defines optional scheduling constraints (e.g. topology) for this PodGroup.
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
    /// ResourceClaims defines which ResourceClaims may be shared among Pods in
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
    /// DisruptionMode defines the mode in which a given PodGroup can be disrupted.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    /// One of Pod, PodGroup. Defaults to Pod if unset.
    /// This field is immutable.
    /// This field is available only when the WorkloadAwarePreemption feature gate
    /// is enabled.
    ///
    /// +featureGate=WorkloadAwarePreemption
    /// +optional
    /// +k8s:ifDisabled("WorkloadAwarePreemption")=+k8s:forbidden
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:optional
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:immutable
    /// +default="Pod"
    #[serde(rename = "disruptionMode", skip_serializing_if = "Option::is_none")]
    pub disruption_mode: Option<DisruptionMode>,
    /// PriorityClassName defines the priority that should be considered when scheduling this pod group.
    /// Controllers are expected to fill this field by copying it from a PodGroupTemplate.
    /// Otherwise, it is validated and resolved similarly to the PriorityClassName on PodGroupTemplate
    /// (i.e. if no priority class is specified, admission control can set this to the global default
    /// priority class if it exists. Otherwise, the pod group's priority will be zero).
    /// This field is immutable.
    /// This field is available only when the WorkloadAwarePreemption feature gate
    /// is enabled.
    ///
    /// +featureGate=WorkloadAwarePreemption
    /// +optional
    /// +k8s:ifDisabled("WorkloadAwarePreemption")=+k8s:forbidden
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:optional
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:format=k8s-long-name
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:immutable
    #[serde(rename = "priorityClassName")]
    pub priority_class_name: String,
    /// Priority is the value of priority of this pod group. Various system components
    /// use this field to find the priority of the pod group. When Priority Admission
    /// Controller is enabled, it prevents users from setting this field. The admission
    /// controller populates this field from PriorityClassName.
    /// The higher the value, the higher the priority.
    /// This field is immutable.
    /// This field is available only when the WorkloadAwarePreemption feature gate
    /// is enabled.
    ///
    /// +featureGate=WorkloadAwarePreemption
    /// +optional
    /// +k8s:ifDisabled("WorkloadAwarePreemption")=+k8s:forbidden
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:optional
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:immutable
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:maximum=1000000000 # HighestUserDefinablePriority
    /// +k8s:ifEnabled("WorkloadAwarePreemption")=+k8s:minimum=-2147483648
    #[serde(rename = "priority", skip_serializing_if = "Option::is_none")]
    pub priority: Option<i32>,
}

/// PodGroupStatus represents information about the status of a pod group.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupStatus {
    /// Conditions represent the latest observations of the PodGroup's state.
    ///
    /// Known condition types:
    /// - "PodGroupScheduled": Indicates whether the scheduling requirement has been satisfied.
    /// - "DisruptionTarget": Indicates whether the PodGroup is about to be terminated
    ///   due to disruption such as preemption.
    ///
    /// Known reasons for the PodGroupScheduled condition:
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
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<crate::meta::Condition>,
    /// Status of resource claims.
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
    /// Name uniquely identifies this resource claim inside the PodGroup. This
    /// must match the name of an entry in podgroup.spec.resourceClaims, which
    /// implies that the string must be a DNS_LABEL.
    ///
    /// +required
    #[serde(rename = "name")]
    pub name: String,
    /// ResourceClaimName is the name of the ResourceClaim that was generated for
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

/// PodGroupTemplateReference references a PodGroup template defined in some object (e.g. Workload).
/// Exactly one reference must be set.
/// +union
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupTemplateReference {
    /// Workload references the PodGroupTemplate within the Workload object that was used to create
    /// the PodGroup.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:unionMember
    #[serde(rename = "workload", skip_serializing_if = "Option::is_none")]
    pub workload: Option<WorkloadPodGroupTemplateReference>,
}

/// WorkloadPodGroupTemplateReference references the PodGroupTemplate within the Workload object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WorkloadPodGroupTemplateReference {
    /// WorkloadName defines the name of the Workload object.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-long-name
    #[serde(rename = "workloadName")]
    pub workload_name: String,
    /// PodGroupTemplateName defines the PodGroupTemplate name within the Workload object.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    #[serde(rename = "podGroupTemplateName")]
    pub pod_group_template_name: String,
}

/// PodGroupSchedulingConstraints defines scheduling constraints (e.g. topology) for a PodGroup.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodGroupSchedulingConstraints {
    /// Topology defines the topology constraints for the pod group.
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
    /// Key specifies the key of the node label representing the topology domain.
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
