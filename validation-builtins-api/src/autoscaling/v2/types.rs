//! The `autoscaling/v2` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.23
///
/// HorizontalPodAutoscaler is the configuration for a horizontal pod
/// autoscaler, which automatically manages the replica count of any resource
/// implementing the scale subresource based on the metrics specified.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscaler {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec is the specification for the behaviour of the autoscaler.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
    /// +required
    #[serde(rename = "spec")]
    pub spec: HorizontalPodAutoscalerSpec,
    /// status is the current information about the autoscaler.
    /// +optional
    #[serde(rename = "status")]
    pub status: HorizontalPodAutoscalerStatus,
}

/// HorizontalPodAutoscalerSpec describes the desired functionality of the HorizontalPodAutoscaler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscalerSpec {
    /// scaleTargetRef points to the target resource to scale, and is used to the pods for which metrics
    /// should be collected, as well as to actually change the replica count.
    #[serde(rename = "scaleTargetRef")]
    pub scale_target_ref: CrossVersionObjectReference,
    /// minReplicas is the lower limit for the number of replicas to which the autoscaler
    /// can scale down.  It defaults to 1 pod.  minReplicas is allowed to be 0 if the
    /// alpha feature gate HPAScaleToZero is enabled and at least one Object or External
    /// metric is configured.  Scaling is active as long as at least one metric value is
    /// available.
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:optional
    /// +k8s:beta(since: "1.37")=+k8s:ifEnabled(HPAScaleToZero)=+k8s:minimum=0
    /// +k8s:beta(since: "1.37")=+k8s:ifDisabled(HPAScaleToZero)=+k8s:minimum=1
    #[serde(rename = "minReplicas", skip_serializing_if = "Option::is_none")]
    pub min_replicas: Option<i32>,
    /// maxReplicas is the upper limit for the number of replicas to which the autoscaler can scale up.
    /// It cannot be less that minReplicas.
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    /// +k8s:beta(since: "1.37")=+k8s:minimum=1
    #[serde(rename = "maxReplicas")]
    pub max_replicas: i32,
    /// metrics contains the specifications for which to use to calculate the
    /// desired replica count (the maximum replica count across all metrics will
    /// be used).  The desired replica count is calculated multiplying the
    /// ratio between the target value and the current value by the current
    /// number of pods.  Ergo, metrics used must decrease as the pod count is
    /// increased, and vice-versa.  See the individual metric source types for
    /// more information about how each type of metric must respond.
    /// If not set, the default metric will be set to 80% average CPU utilization.
    /// +listType=atomic
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "metrics", skip_serializing_if = "Vec::is_empty")]
    pub metrics: Vec<MetricSpec>,
    /// behavior configures the scaling behavior of the target
    /// in both Up and Down directions (scaleUp and scaleDown fields respectively).
    /// If not set, the default HPAScalingRules for scale up and scale down are used.
    /// +optional
    #[serde(rename = "behavior", skip_serializing_if = "Option::is_none")]
    pub behavior: Option<HorizontalPodAutoscalerBehavior>,
}

/// CrossVersionObjectReference contains enough information to let you identify the referred resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CrossVersionObjectReference {
    /// kind is the kind of the referent; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds
    /// +k8s:alpha(since: "1.37")=+k8s:required
    #[serde(rename = "kind")]
    pub kind: String,
    /// name is the name of the referent; More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names
    /// +k8s:alpha(since: "1.37")=+k8s:required
    #[serde(rename = "name")]
    pub name: String,
    /// apiVersion is the API version of the referent
    /// +optional
    #[serde(rename = "apiVersion")]
    pub api_version: String,
}

/// MetricSpec specifies how to scale based on a single metric
/// (only `type` and one other matching field should be set at once).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricSpec {
    /// type is the type of metric source.  It should be one of "ContainerResource", "External",
    /// "Object", "Pods" or "Resource", each mapping to a matching field in the object.
    #[serde(rename = "type")]
    pub type_: MetricSourceType,
    /// object refers to a metric describing a single kubernetes object
    /// (for example, hits-per-second on an Ingress object).
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:opaqueType
    #[serde(rename = "object", skip_serializing_if = "Option::is_none")]
    pub object: Option<ObjectMetricSource>,
    /// pods refers to a metric describing each pod in the current scale target
    /// (for example, transactions-processed-per-second).  The values will be
    /// averaged together before being compared to the target value.
    /// +optional
    #[serde(rename = "pods", skip_serializing_if = "Option::is_none")]
    pub pods: Option<PodsMetricSource>,
    /// resource refers to a resource metric (such as those specified in
    /// requests and limits) known to Kubernetes describing each pod in the
    /// current scale target (e.g. CPU or memory). Such metrics are built in to
    /// Kubernetes, and have special scaling options on top of those available
    /// to normal per-pod metrics using the "pods" source.
    /// +optional
    #[serde(rename = "resource", skip_serializing_if = "Option::is_none")]
    pub resource: Option<ResourceMetricSource>,
    /// containerResource refers to a resource metric (such as those specified in
    /// requests and limits) known to Kubernetes describing a single container in
    /// each pod of the current scale target (e.g. CPU or memory). Such metrics are
    /// built in to Kubernetes, and have special scaling options on top of those
    /// available to normal per-pod metrics using the "pods" source.
    /// +optional
    #[serde(rename = "containerResource", skip_serializing_if = "Option::is_none")]
    pub container_resource: Option<ContainerResourceMetricSource>,
    /// external refers to a global metric that is not associated
    /// with any Kubernetes object. It allows autoscaling based on information
    /// coming from components running outside of cluster
    /// (for example length of queue in cloud messaging service, or
    /// QPS from loadbalancer running outside of cluster).
    /// +optional
    #[serde(rename = "external", skip_serializing_if = "Option::is_none")]
    pub external: Option<ExternalMetricSource>,
}

/// HorizontalPodAutoscalerBehavior configures the scaling behavior of the target
/// in both Up and Down directions (scaleUp and scaleDown fields respectively).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscalerBehavior {
    /// scaleUp is scaling policy for scaling Up.
    /// If not set, the default value is the higher of:
    ///   * increase no more than 4 pods per 60 seconds
    ///   * double the number of pods per 60 seconds
    /// No stabilization is used.
    /// +optional
    #[serde(rename = "scaleUp", skip_serializing_if = "Option::is_none")]
    pub scale_up: Option<HPAScalingRules>,
    /// scaleDown is scaling policy for scaling Down.
    /// If not set, the default value is to allow to scale down to minReplicas pods, with a
    /// 300 second stabilization window (i.e., the highest recommendation for
    /// the last 300sec is used).
    /// +optional
    #[serde(rename = "scaleDown", skip_serializing_if = "Option::is_none")]
    pub scale_down: Option<HPAScalingRules>,
}

/// ScalingPolicySelect is used to specify which policy should be used while scaling in a certain direction
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ScalingPolicySelect(pub String);

/// HPAScalingRules configures the scaling behavior for one direction via
/// scaling Policy Rules and a configurable metric tolerance.
///
/// Scaling Policy Rules are applied after calculating DesiredReplicas from metrics for the HPA.
/// They can limit the scaling velocity by specifying scaling policies.
/// They can prevent flapping by specifying the stabilization window, so that the
/// number of replicas is not set instantly, instead, the safest value from the stabilization
/// window is chosen.
///
/// The tolerance is applied to the metric values and prevents scaling too
/// eagerly for small metric variations.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HPAScalingRules {
    /// stabilizationWindowSeconds is the number of seconds for which past recommendations should be
    /// considered while scaling up or scaling down.
    /// StabilizationWindowSeconds must be greater than or equal to zero and less than or equal to 3600 (one hour).
    /// If not set, use the default values:
    /// - For scale up: 0 (i.e. no stabilization is done).
    /// - For scale down: 300 (i.e. the stabilization window is 300 seconds long).
    /// +optional
    #[serde(rename = "stabilizationWindowSeconds", skip_serializing_if = "Option::is_none")]
    pub stabilization_window_seconds: Option<i32>,
    /// selectPolicy is used to specify which policy should be used.
    /// If not set, the default value Max is used.
    /// +optional
    #[serde(rename = "selectPolicy", skip_serializing_if = "Option::is_none")]
    pub select_policy: Option<ScalingPolicySelect>,
    /// policies is a list of potential scaling polices which can be used during scaling.
    /// If not set, use the default values:
    /// - For scale up: allow doubling the number of pods, or an absolute change of 4 pods in a 15s window.
    /// - For scale down: allow all pods to be removed in a 15s window.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "policies", skip_serializing_if = "Vec::is_empty")]
    pub policies: Vec<HPAScalingPolicy>,
    /// tolerance is the tolerance on the ratio between the current and desired
    /// metric value under which no updates are made to the desired number of
    /// replicas (e.g. 0.01 for 1%). Must be greater than or equal to zero. If not
    /// set, the default cluster-wide tolerance is applied (by default 10%).
    ///
    /// For example, if autoscaling is configured with a memory consumption target of 100Mi,
    /// and scale-down and scale-up tolerances of 5% and 1% respectively, scaling will be
    /// triggered when the actual consumption falls below 95Mi or exceeds 101Mi.
    ///
    /// +featureGate=HPAConfigurableTolerance
    /// +optional
    #[serde(rename = "tolerance", skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// HPAScalingPolicyType is the type of the policy which could be used while making scaling decisions.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct HPAScalingPolicyType(pub String);

/// HPAScalingPolicy is a single policy which must hold true for a specified past interval.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HPAScalingPolicy {
    /// type is used to specify the scaling policy.
    #[serde(rename = "type")]
    pub type_: HPAScalingPolicyType,
    /// value contains the amount of change which is permitted by the policy.
    /// It must be greater than zero
    #[serde(rename = "value")]
    pub value: i32,
    /// periodSeconds specifies the window of time for which the policy should hold true.
    /// PeriodSeconds must be greater than zero and less than or equal to 1800 (30 min).
    #[serde(rename = "periodSeconds")]
    pub period_seconds: i32,
}

/// MetricSourceType indicates the type of metric.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct MetricSourceType(pub String);

/// ObjectMetricSource indicates how to scale on a metric describing a
/// kubernetes object (for example, hits-per-second on an Ingress object).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ObjectMetricSource {
    /// describedObject specifies the descriptions of a object,such as kind,name apiVersion
    #[serde(rename = "describedObject")]
    pub described_object: CrossVersionObjectReference,
    /// target specifies the target value for the given metric
    #[serde(rename = "target")]
    pub target: MetricTarget,
    /// metric identifies the target metric by name and selector
    #[serde(rename = "metric")]
    pub metric: MetricIdentifier,
}

/// PodsMetricSource indicates how to scale on a metric describing each pod in
/// the current scale target (for example, transactions-processed-per-second).
/// The values will be averaged together before being compared to the target
/// value.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodsMetricSource {
    /// metric identifies the target metric by name and selector
    #[serde(rename = "metric")]
    pub metric: MetricIdentifier,
    /// target specifies the target value for the given metric
    #[serde(rename = "target")]
    pub target: MetricTarget,
}

/// ResourceMetricSource indicates how to scale on a resource metric known to
/// Kubernetes, as specified in requests and limits, describing each pod in the
/// current scale target (e.g. CPU or memory).  The values will be averaged
/// together before being compared to the target.  Such metrics are built in to
/// Kubernetes, and have special scaling options on top of those available to
/// normal per-pod metrics using the "pods" source.  Only one "target" type
/// should be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceMetricSource {
    /// name is the name of the resource in question.
    #[serde(rename = "name")]
    pub name: crate::core::v1::types::ResourceName,
    /// target specifies the target value for the given metric
    #[serde(rename = "target")]
    pub target: MetricTarget,
}

/// ContainerResourceMetricSource indicates how to scale on a resource metric known to
/// Kubernetes, as specified in requests and limits, describing each pod in the
/// current scale target (e.g. CPU or memory).  The values will be averaged
/// together before being compared to the target.  Such metrics are built in to
/// Kubernetes, and have special scaling options on top of those available to
/// normal per-pod metrics using the "pods" source.  Only one "target" type
/// should be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerResourceMetricSource {
    /// name is the name of the resource in question.
    #[serde(rename = "name")]
    pub name: crate::core::v1::types::ResourceName,
    /// target specifies the target value for the given metric
    #[serde(rename = "target")]
    pub target: MetricTarget,
    /// container is the name of the container in the pods of the scaling target
    #[serde(rename = "container")]
    pub container: String,
}

/// ExternalMetricSource indicates how to scale on a metric not associated with
/// any Kubernetes object (for example length of queue in cloud
/// messaging service, or QPS from loadbalancer running outside of cluster).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ExternalMetricSource {
    /// metric identifies the target metric by name and selector
    #[serde(rename = "metric")]
    pub metric: MetricIdentifier,
    /// target specifies the target value for the given metric
    #[serde(rename = "target")]
    pub target: MetricTarget,
}

/// MetricIdentifier defines the name and optionally selector for a metric
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricIdentifier {
    /// name is the name of the given metric
    #[serde(rename = "name")]
    pub name: String,
    /// selector is the string-encoded form of a standard kubernetes label selector for the given metric
    /// When set, it is passed as an additional parameter to the metrics server for more specific metrics scoping.
    /// When unset, just the metricName will be used to gather metrics.
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
}

/// MetricTarget defines the target value, average value, or average utilization of a specific metric
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricTarget {
    /// type represents whether the metric type is Utilization, Value, or AverageValue
    #[serde(rename = "type")]
    pub type_: MetricTargetType,
    /// value is the target value of the metric (as a quantity).
    /// +optional
    #[serde(rename = "value", skip_serializing_if = "Option::is_none")]
    pub value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// averageValue is the target value of the average of the
    /// metric across all relevant pods (as a quantity)
    /// +optional
    #[serde(rename = "averageValue", skip_serializing_if = "Option::is_none")]
    pub average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// averageUtilization is the target value of the average of the
    /// resource metric across all relevant pods, represented as a percentage of
    /// the requested value of the resource for the pods.
    /// Currently only valid for Resource metric source type
    /// +optional
    #[serde(rename = "averageUtilization", skip_serializing_if = "Option::is_none")]
    pub average_utilization: Option<i32>,
}

/// MetricTargetType specifies the type of metric being targeted, and should be either
/// "Value", "AverageValue", or "Utilization"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct MetricTargetType(pub String);

/// HorizontalPodAutoscalerStatus describes the current status of a horizontal pod autoscaler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscalerStatus {
    /// observedGeneration is the most recent generation observed by this autoscaler.
    /// +optional
    #[serde(rename = "observedGeneration", skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// lastScaleTime is the last time the HorizontalPodAutoscaler scaled the number of pods,
    /// used by the autoscaler to control how often the number of pods is changed.
    /// +optional
    #[serde(rename = "lastScaleTime", skip_serializing_if = "Option::is_none")]
    pub last_scale_time: Option<String>,
    /// currentReplicas is current number of replicas of pods managed by this autoscaler,
    /// as last seen by the autoscaler.
    /// +optional
    #[serde(rename = "currentReplicas")]
    pub current_replicas: i32,
    /// desiredReplicas is the desired number of replicas of pods managed by this autoscaler,
    /// as last calculated by the autoscaler.
    #[serde(rename = "desiredReplicas")]
    pub desired_replicas: i32,
    /// currentMetrics is the last read state of the metrics used by this autoscaler.
    /// +listType=atomic
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "currentMetrics")]
    pub current_metrics: Vec<MetricStatus>,
    /// conditions is the set of conditions required for this autoscaler to scale its target,
    /// and indicates whether or not those conditions are met.
    /// +patchMergeKey=type
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=type
    /// +optional
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<HorizontalPodAutoscalerCondition>,
}

/// HorizontalPodAutoscalerConditionType are the valid conditions of
/// a HorizontalPodAutoscaler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct HorizontalPodAutoscalerConditionType(pub String);

/// HorizontalPodAutoscalerCondition describes the state of
/// a HorizontalPodAutoscaler at a certain point.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscalerCondition {
    /// type describes the current condition
    #[serde(rename = "type")]
    pub type_: HorizontalPodAutoscalerConditionType,
    /// status is the status of the condition (True, False, Unknown)
    #[serde(rename = "status")]
    pub status: crate::core::v1::types::ConditionStatus,
    /// lastTransitionTime is the last time the condition transitioned from
    /// one status to another
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
    /// reason is the reason for the condition's last transition.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// message is a human-readable explanation containing details about
    /// the transition
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// observedGeneration represents the .metadata.generation that the condition was set based upon.
    /// For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date
    /// with respect to the current state of the instance.
    /// +optional
    #[serde(rename = "observedGeneration", skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
}

/// MetricStatus describes the last-read state of a single metric.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricStatus {
    /// type is the type of metric source.  It will be one of "ContainerResource", "External",
    /// "Object", "Pods" or "Resource", each corresponds to a matching field in the object.
    #[serde(rename = "type")]
    pub type_: MetricSourceType,
    /// object refers to a metric describing a single kubernetes object
    /// (for example, hits-per-second on an Ingress object).
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:opaqueType
    #[serde(rename = "object", skip_serializing_if = "Option::is_none")]
    pub object: Option<ObjectMetricStatus>,
    /// pods refers to a metric describing each pod in the current scale target
    /// (for example, transactions-processed-per-second).  The values will be
    /// averaged together before being compared to the target value.
    /// +optional
    #[serde(rename = "pods", skip_serializing_if = "Option::is_none")]
    pub pods: Option<PodsMetricStatus>,
    /// resource refers to a resource metric (such as those specified in
    /// requests and limits) known to Kubernetes describing each pod in the
    /// current scale target (e.g. CPU or memory). Such metrics are built in to
    /// Kubernetes, and have special scaling options on top of those available
    /// to normal per-pod metrics using the "pods" source.
    /// +optional
    #[serde(rename = "resource", skip_serializing_if = "Option::is_none")]
    pub resource: Option<ResourceMetricStatus>,
    /// containerResource refers to a resource metric (such as those specified in
    /// requests and limits) known to Kubernetes describing a single container in each pod in the
    /// current scale target (e.g. CPU or memory). Such metrics are built in to
    /// Kubernetes, and have special scaling options on top of those available
    /// to normal per-pod metrics using the "pods" source.
    /// +optional
    #[serde(rename = "containerResource", skip_serializing_if = "Option::is_none")]
    pub container_resource: Option<ContainerResourceMetricStatus>,
    /// external refers to a global metric that is not associated
    /// with any Kubernetes object. It allows autoscaling based on information
    /// coming from components running outside of cluster
    /// (for example length of queue in cloud messaging service, or
    /// QPS from loadbalancer running outside of cluster).
    /// +optional
    #[serde(rename = "external", skip_serializing_if = "Option::is_none")]
    pub external: Option<ExternalMetricStatus>,
}

/// ObjectMetricStatus indicates the current value of a metric describing a
/// kubernetes object (for example, hits-per-second on an Ingress object).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ObjectMetricStatus {
    /// metric identifies the target metric by name and selector
    #[serde(rename = "metric")]
    pub metric: MetricIdentifier,
    /// current contains the current value for the given metric
    #[serde(rename = "current")]
    pub current: MetricValueStatus,
    /// describedObject specifies the descriptions of a object,such as kind,name apiVersion
    #[serde(rename = "describedObject")]
    pub described_object: CrossVersionObjectReference,
}

/// PodsMetricStatus indicates the current value of a metric describing each pod in
/// the current scale target (for example, transactions-processed-per-second).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodsMetricStatus {
    /// metric identifies the target metric by name and selector
    #[serde(rename = "metric")]
    pub metric: MetricIdentifier,
    /// current contains the current value for the given metric
    #[serde(rename = "current")]
    pub current: MetricValueStatus,
}

/// ResourceMetricStatus indicates the current value of a resource metric known to
/// Kubernetes, as specified in requests and limits, describing each pod in the
/// current scale target (e.g. CPU or memory).  Such metrics are built in to
/// Kubernetes, and have special scaling options on top of those available to
/// normal per-pod metrics using the "pods" source.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceMetricStatus {
    /// name is the name of the resource in question.
    #[serde(rename = "name")]
    pub name: crate::core::v1::types::ResourceName,
    /// current contains the current value for the given metric
    #[serde(rename = "current")]
    pub current: MetricValueStatus,
}

/// ContainerResourceMetricStatus indicates the current value of a resource metric known to
/// Kubernetes, as specified in requests and limits, describing a single container in each pod in the
/// current scale target (e.g. CPU or memory).  Such metrics are built in to
/// Kubernetes, and have special scaling options on top of those available to
/// normal per-pod metrics using the "pods" source.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerResourceMetricStatus {
    /// name is the name of the resource in question.
    #[serde(rename = "name")]
    pub name: crate::core::v1::types::ResourceName,
    /// current contains the current value for the given metric
    #[serde(rename = "current")]
    pub current: MetricValueStatus,
    /// container is the name of the container in the pods of the scaling target
    #[serde(rename = "container")]
    pub container: String,
}

/// ExternalMetricStatus indicates the current value of a global metric
/// not associated with any Kubernetes object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ExternalMetricStatus {
    /// metric identifies the target metric by name and selector
    #[serde(rename = "metric")]
    pub metric: MetricIdentifier,
    /// current contains the current value for the given metric
    #[serde(rename = "current")]
    pub current: MetricValueStatus,
}

/// MetricValueStatus holds the current value for a metric
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricValueStatus {
    /// value is the current value of the metric (as a quantity).
    /// +optional
    #[serde(rename = "value", skip_serializing_if = "Option::is_none")]
    pub value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// averageValue is the current value of the average of the
    /// metric across all relevant pods (as a quantity)
    /// +optional
    #[serde(rename = "averageValue", skip_serializing_if = "Option::is_none")]
    pub average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// averageUtilization is the current value of the average of the
    /// resource metric across all relevant pods, represented as a percentage of
    /// the requested value of the resource for the pods.
    /// +optional
    #[serde(rename = "averageUtilization", skip_serializing_if = "Option::is_none")]
    pub average_utilization: Option<i32>,
}
