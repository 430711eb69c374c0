//! The `autoscaling/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// CrossVersionObjectReference contains enough information to let you identify the referred resource.
/// +structType=atomic
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

/// specification of a horizontal pod autoscaler.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscalerSpec {
    /// scaleTargetRef is the reference to scaled resource; horizontal pod autoscaler will learn the current resource consumption
    /// and will set the desired number of pods by using its Scale subresource.
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
    /// maxReplicas is the upper limit for the number of pods that can be set by the autoscaler; cannot be smaller than MinReplicas.
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    /// +k8s:beta(since: "1.37")=+k8s:minimum=1
    #[serde(rename = "maxReplicas")]
    pub max_replicas: i32,
    /// targetCPUUtilizationPercentage is the target average CPU utilization (represented as a percentage of requested CPU) over all the pods;
    /// if not specified the default autoscaling policy will be used.
    /// +optional
    #[serde(rename = "targetCPUUtilizationPercentage", skip_serializing_if = "Option::is_none")]
    pub target_cpu_utilization_percentage: Option<i32>,
}

/// current status of a horizontal pod autoscaler
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscalerStatus {
    /// observedGeneration is the most recent generation observed by this autoscaler.
    /// +optional
    #[serde(rename = "observedGeneration", skip_serializing_if = "Option::is_none")]
    pub observed_generation: Option<i64>,
    /// lastScaleTime is the last time the HorizontalPodAutoscaler scaled the number of pods;
    /// used by the autoscaler to control how often the number of pods is changed.
    /// +optional
    #[serde(rename = "lastScaleTime", skip_serializing_if = "Option::is_none")]
    pub last_scale_time: Option<String>,
    /// currentReplicas is the current number of replicas of pods managed by this autoscaler.
    #[serde(rename = "currentReplicas")]
    pub current_replicas: i32,
    /// desiredReplicas is the  desired number of replicas of pods managed by this autoscaler.
    #[serde(rename = "desiredReplicas")]
    pub desired_replicas: i32,
    /// currentCPUUtilizationPercentage is the current average CPU utilization over all pods, represented as a percentage of requested CPU,
    /// e.g. 70 means that an average pod is using now 70% of its requested CPU.
    /// +optional
    #[serde(rename = "currentCPUUtilizationPercentage", skip_serializing_if = "Option::is_none")]
    pub current_cpu_utilization_percentage: Option<i32>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.2
///
/// configuration of a horizontal pod autoscaler.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct HorizontalPodAutoscaler {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the behaviour of autoscaler. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
    /// +required
    #[serde(rename = "spec")]
    pub spec: HorizontalPodAutoscalerSpec,
    /// status is the current information about the autoscaler.
    /// +optional
    #[serde(rename = "status")]
    pub status: HorizontalPodAutoscalerStatus,
}

/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.2
/// +k8s:isSubresource="/scale"
///
/// Scale represents a scaling request for a resource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Scale {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the behavior of the scale. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status.
    /// +optional
    #[serde(rename = "spec")]
    pub spec: ScaleSpec,
    /// status is the current status of the scale. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#spec-and-status. Read-only.
    /// +optional
    #[serde(rename = "status")]
    pub status: ScaleStatus,
}

/// ScaleSpec describes the attributes of a scale subresource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ScaleSpec {
    /// replicas is the desired number of instances for the scaled object.
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:optional
    /// +default=0
    /// +k8s:beta(since: "1.37")=+k8s:minimum=0
    #[serde(rename = "replicas")]
    pub replicas: i32,
}

/// ScaleStatus represents the current status of a scale subresource.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ScaleStatus {
    /// replicas is the actual number of observed instances of the scaled object.
    #[serde(rename = "replicas")]
    pub replicas: i32,
    /// selector is the label query over pods that should match the replicas count. This is same
    /// as the label selector but in the string format to avoid introspection
    /// by clients. The string will be in the same format as the query-param syntax.
    /// More info about label selectors: https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/
    /// +optional
    #[serde(rename = "selector")]
    pub selector: String,
}

/// the types below are used in the alpha metrics annotation
///
/// MetricSourceType indicates the type of metric.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct MetricSourceType(pub String);

/// MetricSpec specifies how to scale based on a single metric
/// (only `type` and one other matching field should be set at once).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricSpec {
    /// type is the type of metric source.  It should be one of "ContainerResource",
    /// "External", "Object", "Pods" or "Resource", each mapping to a matching field in the object.
    #[serde(rename = "type")]
    pub type_: MetricSourceType,
    /// object refers to a metric describing a single kubernetes object
    /// (for example, hits-per-second on an Ingress object).
    /// +optional
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
    /// requests and limits) known to Kubernetes describing a single container in each pod of the
    /// current scale target (e.g. CPU or memory). Such metrics are built in to
    /// Kubernetes, and have special scaling options on top of those available
    /// to normal per-pod metrics using the "pods" source.
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

/// ObjectMetricSource indicates how to scale on a metric describing a
/// kubernetes object (for example, hits-per-second on an Ingress object).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ObjectMetricSource {
    /// target is the described Kubernetes object.
    #[serde(rename = "target")]
    pub target: CrossVersionObjectReference,
    /// metricName is the name of the metric in question.
    #[serde(rename = "metricName")]
    pub metric_name: String,
    /// targetValue is the target value of the metric (as a quantity).
    #[serde(rename = "targetValue")]
    pub target_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    /// selector is the string-encoded form of a standard kubernetes label selector for the given metric.
    /// When set, it is passed as an additional parameter to the metrics server for more specific metrics scoping
    /// When unset, just the metricName will be used to gather metrics.
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// averageValue is the target value of the average of the
    /// metric across all relevant pods (as a quantity)
    /// +optional
    #[serde(rename = "averageValue", skip_serializing_if = "Option::is_none")]
    pub average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// PodsMetricSource indicates how to scale on a metric describing each pod in
/// the current scale target (for example, transactions-processed-per-second).
/// The values will be averaged together before being compared to the target
/// value.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodsMetricSource {
    /// metricName is the name of the metric in question
    #[serde(rename = "metricName")]
    pub metric_name: String,
    /// targetAverageValue is the target value of the average of the
    /// metric across all relevant pods (as a quantity)
    #[serde(rename = "targetAverageValue")]
    pub target_average_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    /// selector is the string-encoded form of a standard kubernetes label selector for the given metric
    /// When set, it is passed as an additional parameter to the metrics server for more specific metrics scoping
    /// When unset, just the metricName will be used to gather metrics.
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
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
    /// targetAverageUtilization is the target value of the average of the
    /// resource metric across all relevant pods, represented as a percentage of
    /// the requested value of the resource for the pods.
    /// +optional
    #[serde(rename = "targetAverageUtilization", skip_serializing_if = "Option::is_none")]
    pub target_average_utilization: Option<i32>,
    /// targetAverageValue is the target value of the average of the
    /// resource metric across all relevant pods, as a raw value (instead of as
    /// a percentage of the request), similar to the "pods" metric source type.
    /// +optional
    #[serde(rename = "targetAverageValue", skip_serializing_if = "Option::is_none")]
    pub target_average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// ContainerResourceMetricSource indicates how to scale on a resource metric known to
/// Kubernetes, as specified in the requests and limits, describing a single container in
/// each of the pods of the current scale target(e.g. CPU or memory). The values will be
/// averaged together before being compared to the target. Such metrics are built into
/// Kubernetes, and have special scaling options on top of those available to
/// normal per-pod metrics using the "pods" source. Only one "target" type
/// should be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ContainerResourceMetricSource {
    /// name is the name of the resource in question.
    #[serde(rename = "name")]
    pub name: crate::core::v1::types::ResourceName,
    /// targetAverageUtilization is the target value of the average of the
    /// resource metric across all relevant pods, represented as a percentage of
    /// the requested value of the resource for the pods.
    /// +optional
    #[serde(rename = "targetAverageUtilization", skip_serializing_if = "Option::is_none")]
    pub target_average_utilization: Option<i32>,
    /// targetAverageValue is the target value of the average of the
    /// resource metric across all relevant pods, as a raw value (instead of as
    /// a percentage of the request), similar to the "pods" metric source type.
    /// +optional
    #[serde(rename = "targetAverageValue", skip_serializing_if = "Option::is_none")]
    pub target_average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// container is the name of the container in the pods of the scaling target.
    #[serde(rename = "container")]
    pub container: String,
}

/// ExternalMetricSource indicates how to scale on a metric not associated with
/// any Kubernetes object (for example length of queue in cloud
/// messaging service, or QPS from loadbalancer running outside of cluster).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ExternalMetricSource {
    /// metricName is the name of the metric in question.
    #[serde(rename = "metricName")]
    pub metric_name: String,
    /// metricSelector is used to identify a specific time series
    /// within a given metric.
    /// +optional
    #[serde(rename = "metricSelector", skip_serializing_if = "Option::is_none")]
    pub metric_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// targetValue is the target value of the metric (as a quantity).
    /// Mutually exclusive with TargetAverageValue.
    /// +optional
    #[serde(rename = "targetValue", skip_serializing_if = "Option::is_none")]
    pub target_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// targetAverageValue is the target per-pod value of global metric (as a quantity).
    /// Mutually exclusive with TargetValue.
    /// +optional
    #[serde(rename = "targetAverageValue", skip_serializing_if = "Option::is_none")]
    pub target_average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// MetricStatus describes the last-read state of a single metric.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MetricStatus {
    /// type is the type of metric source.  It will be one of "ContainerResource",
    /// "External", "Object", "Pods" or "Resource", each corresponds to a matching field in the object.
    #[serde(rename = "type")]
    pub type_: MetricSourceType,
    /// object refers to a metric describing a single kubernetes object
    /// (for example, hits-per-second on an Ingress object).
    /// +optional
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

/// ObjectMetricStatus indicates the current value of a metric describing a
/// kubernetes object (for example, hits-per-second on an Ingress object).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ObjectMetricStatus {
    /// target is the described Kubernetes object.
    #[serde(rename = "target")]
    pub target: CrossVersionObjectReference,
    /// metricName is the name of the metric in question.
    #[serde(rename = "metricName")]
    pub metric_name: String,
    /// currentValue is the current value of the metric (as a quantity).
    #[serde(rename = "currentValue")]
    pub current_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    /// selector is the string-encoded form of a standard kubernetes label selector for the given metric
    /// When set in the ObjectMetricSource, it is passed as an additional parameter to the metrics server for more specific metrics scoping.
    /// When unset, just the metricName will be used to gather metrics.
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// averageValue is the current value of the average of the
    /// metric across all relevant pods (as a quantity)
    /// +optional
    #[serde(rename = "averageValue", skip_serializing_if = "Option::is_none")]
    pub average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// PodsMetricStatus indicates the current value of a metric describing each pod in
/// the current scale target (for example, transactions-processed-per-second).
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PodsMetricStatus {
    /// metricName is the name of the metric in question
    #[serde(rename = "metricName")]
    pub metric_name: String,
    /// currentAverageValue is the current value of the average of the
    /// metric across all relevant pods (as a quantity)
    #[serde(rename = "currentAverageValue")]
    pub current_average_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    /// selector is the string-encoded form of a standard kubernetes label selector for the given metric
    /// When set in the PodsMetricSource, it is passed as an additional parameter to the metrics server for more specific metrics scoping.
    /// When unset, just the metricName will be used to gather metrics.
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
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
    /// currentAverageUtilization is the current value of the average of the
    /// resource metric across all relevant pods, represented as a percentage of
    /// the requested value of the resource for the pods.  It will only be
    /// present if `targetAverageValue` was set in the corresponding metric
    /// specification.
    /// +optional
    #[serde(rename = "currentAverageUtilization", skip_serializing_if = "Option::is_none")]
    pub current_average_utilization: Option<i32>,
    /// currentAverageValue is the current value of the average of the
    /// resource metric across all relevant pods, as a raw value (instead of as
    /// a percentage of the request), similar to the "pods" metric source type.
    /// It will always be set, regardless of the corresponding metric specification.
    #[serde(rename = "currentAverageValue")]
    pub current_average_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
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
    /// currentAverageUtilization is the current value of the average of the
    /// resource metric across all relevant pods, represented as a percentage of
    /// the requested value of the resource for the pods.  It will only be
    /// present if `targetAverageValue` was set in the corresponding metric
    /// specification.
    /// +optional
    #[serde(rename = "currentAverageUtilization", skip_serializing_if = "Option::is_none")]
    pub current_average_utilization: Option<i32>,
    /// currentAverageValue is the current value of the average of the
    /// resource metric across all relevant pods, as a raw value (instead of as
    /// a percentage of the request), similar to the "pods" metric source type.
    /// It will always be set, regardless of the corresponding metric specification.
    #[serde(rename = "currentAverageValue")]
    pub current_average_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    /// container is the name of the container in the pods of the scaling taget
    #[serde(rename = "container")]
    pub container: String,
}

/// ExternalMetricStatus indicates the current value of a global metric
/// not associated with any Kubernetes object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ExternalMetricStatus {
    /// metricName is the name of a metric used for autoscaling in
    /// metric system.
    #[serde(rename = "metricName")]
    pub metric_name: String,
    /// metricSelector is used to identify a specific time series
    /// within a given metric.
    /// +optional
    #[serde(rename = "metricSelector", skip_serializing_if = "Option::is_none")]
    pub metric_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// currentValue is the current value of the metric (as a quantity)
    #[serde(rename = "currentValue")]
    pub current_value: k8s_openapi::apimachinery::pkg::api::resource::Quantity,
    /// currentAverageValue is the current value of metric averaged over autoscaled pods.
    /// +optional
    #[serde(rename = "currentAverageValue", skip_serializing_if = "Option::is_none")]
    pub current_average_value: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}
