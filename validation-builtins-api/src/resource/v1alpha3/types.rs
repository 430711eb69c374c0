//! The `resource.k8s.io/v1alpha3` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// DeviceSelector must have exactly one field set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeviceSelector {
    /// CEL contains a CEL expression for selecting a device.
    ///
    /// +optional
    /// +oneOf=SelectorType
    #[serde(rename = "cel", skip_serializing_if = "Option::is_none")]
    pub cel: Option<CELDeviceSelector>,
}

/// CELDeviceSelector contains a CEL expression for selecting a device.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CELDeviceSelector {
    /// Expression is a CEL expression which evaluates a single device. It
    /// must evaluate to true when the device under consideration satisfies
    /// the desired criteria, and false when it does not. Any other result
    /// is an error and causes allocation of devices to abort.
    ///
    /// The expression's input is an object named "device", which carries
    /// the following properties:
    ///  - driver (string): the name of the driver which defines this device.
    ///  - attributes (map[string]object): the device's attributes, grouped by prefix
    ///    (e.g. device.attributes["dra.example.com"] evaluates to an object with all
    ///    of the attributes which were prefixed by "dra.example.com").
    ///  - capacity (map[string]object): the device's capacities, grouped by prefix.
    ///
    /// Example: Consider a device with driver="dra.example.com", which exposes
    /// two attributes named "model" and "ext.example.com/family" and which
    /// exposes one capacity named "modules". This input to this expression
    /// would have the following fields:
    ///
    ///     device.driver
    ///     device.attributes["dra.example.com"].model
    ///     device.attributes["ext.example.com"].family
    ///     device.capacity["dra.example.com"].modules
    ///
    /// The device.driver field can be used to check for a specific driver,
    /// either as a high-level precondition (i.e. you only want to consider
    /// devices from this driver) or as part of a multi-clause expression
    /// that is meant to consider devices from different drivers.
    ///
    /// The value type of each attribute is defined by the device
    /// definition, and users who write these expressions must consult the
    /// documentation for their specific drivers. The value type of each
    /// capacity is Quantity.
    ///
    /// If an unknown prefix is used as a lookup in either device.attributes
    /// or device.capacity, an empty map will be returned. Any reference to
    /// an unknown field will cause an evaluation error and allocation to
    /// abort.
    ///
    /// A robust expression should check for the existence of attributes
    /// before referencing them.
    ///
    /// Common errors:
    /// - "no such key": Use optional chaining (.? followed by orValue())
    ///   or guarding the check with has() for optional fields.
    ///   See CEL Optional Types for details:
    ///   https://pkg.go.dev/github.com/google/cel-go@v0.17.4/cel#OptionalTypes
    ///
    /// For more CEL expression syntax and examples, see:
    /// https://kubernetes.io/docs/reference/using-api/cel/
    ///
    /// For ease of use, the cel.bind() function is enabled, and can be used
    /// to simplify expressions that access multiple attributes with the
    /// same domain. For example:
    ///
    ///     cel.bind(dra, device.attributes["dra.example.com"], dra.someBool && dra.anotherBool)
    ///
    /// The length of the expression must be smaller or equal to 10 Ki. The
    /// cost of evaluating it is also limited based on the estimated number
    /// of logical steps.
    ///
    /// +required
    #[serde(rename = "expression")]
    pub expression: String,
}

/// The device this taint is attached to has the "effect" on
/// any claim which does not tolerate the taint and, through the claim,
/// to pods using the claim.
///
/// +protobuf.options.(gogoproto.goproto_stringer)=false
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeviceTaint {
    /// The taint key to be applied to a device.
    /// Must be a label name.
    ///
    /// +required
    #[serde(rename = "key")]
    pub key: String,
    /// The taint value corresponding to the taint key.
    /// Must be a label value.
    ///
    /// +optional
    #[serde(rename = "value")]
    pub value: String,
    /// The effect of the taint on claims that do not tolerate the taint
    /// and through such claims on the pods using them.
    ///
    /// Valid effects are None, NoSchedule and NoExecute. PreferNoSchedule as used for
    /// nodes is not valid here. More effects may get added in the future.
    /// Consumers must treat unknown effects like None.
    ///
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "effect")]
    pub effect: DeviceTaintEffect,
    /// TimeAdded represents the time at which the taint was added or
    /// (only in a DeviceTaintRule) the effect was modified.
    /// Added automatically during create or update if not set.
    ///
    /// In addition, in a DeviceTaintRule a value provided during
    /// an update gets replaced with the current time if the provided
    /// value is the same as the old one and the new effect is different.
    /// Changing the key and/or value while keeping the effect unchanged
    /// is possible and does not update the time stamp because the eviction
    /// which uses it is either already started (NoExecute) or
    /// not started yet (NoEffect, NoSchedule).
    ///
    /// +optional
    #[serde(rename = "timeAdded", skip_serializing_if = "Option::is_none")]
    pub time_added: Option<String>,
}

/// +enum
/// +k8s:beta(since: "1.37")=+k8s:enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct DeviceTaintEffect(pub String);

impl DeviceTaintEffect {
    pub const NONE: &'static str = "None";
    pub const NO_SCHEDULE: &'static str = "NoSchedule";
    pub const NO_EXECUTE: &'static str = "NoExecute";
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.33
///
/// DeviceTaintRule adds one taint to all devices which match the selector.
/// This has the same effect as if the taint was specified directly
/// in the ResourceSlice by the DRA driver.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeviceTaintRule {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec specifies the selector and one taint.
    ///
    /// Changing the spec automatically increments the metadata.generation number.
    /// +required
    #[serde(rename = "spec")]
    pub spec: DeviceTaintRuleSpec,
    /// Status provides information about what was requested in the spec.
    ///
    /// +optional
    #[serde(rename = "status")]
    pub status: DeviceTaintRuleStatus,
}

/// DeviceTaintRuleSpec specifies the selector and one taint.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeviceTaintRuleSpec {
    /// DeviceSelector defines which device(s) the taint is applied to.
    /// All selector criteria must be satisfied for a device to
    /// match. The empty selector matches all devices. Without
    /// a selector, no devices are matches.
    ///
    /// +optional
    #[serde(rename = "deviceSelector", skip_serializing_if = "Option::is_none")]
    pub device_selector: Option<DeviceTaintSelector>,
    /// The taint that gets applied to matching devices.
    ///
    /// +required
    #[serde(rename = "taint")]
    pub taint: DeviceTaint,
}

/// DeviceTaintSelector defines which device(s) a DeviceTaintRule applies to.
/// The empty selector matches all devices. Without a selector, no devices
/// are matched.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeviceTaintSelector {
    /// If driver is set, only devices from that driver are selected.
    /// This fields corresponds to slice.spec.driver.
    ///
    /// +optional
    #[serde(rename = "driver", skip_serializing_if = "Option::is_none")]
    pub driver: Option<String>,
    /// If pool is set, only devices in that pool are selected.
    ///
    /// Also setting the driver name may be useful to avoid
    /// ambiguity when different drivers use the same pool name,
    /// but this is not required because selecting pools from
    /// different drivers may also be useful, for example when
    /// drivers with node-local devices use the node name as
    /// their pool name.
    ///
    /// +optional
    #[serde(rename = "pool", skip_serializing_if = "Option::is_none")]
    pub pool: Option<String>,
    /// If device is set, only devices with that name are selected.
    /// This field corresponds to slice.spec.devices[].name.
    ///
    /// Setting also driver and pool may be required to avoid ambiguity,
    /// but is not required.
    ///
    /// +optional
    #[serde(rename = "device", skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
}

/// DeviceTaintRuleStatus provides information about an on-going pod eviction.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct DeviceTaintRuleStatus {
    /// Conditions provide information about the state of the DeviceTaintRule
    /// and the cluster at some point in time,
    /// in a machine-readable and human-readable format.
    ///
    /// The following condition is currently defined as part of this API, more may
    /// get added:
    /// - Type: EvictionInProgress
    /// - Status: True if there are currently pods which need to be evicted, False otherwise
    ///   (includes the effects which don't cause eviction).
    /// - Reason: not specified, may change
    /// - Message: includes information about number of pending pods and already evicted pods
    ///   in a human-readable format, updated periodically, may change
    ///
    /// For `effect: None`, the condition above gets set once for each change to
    /// the spec, with the message containing information about what would happen
    /// if the effect was `NoExecute`. This feedback can be used to decide whether
    /// changing the effect to `NoExecute` will work as intended. It only gets
    /// set once to avoid having to constantly update the status.
    ///
    /// Must have 8 or fewer entries.
    ///
    /// +optional
    /// +listType=map
    /// +listMapKey=type
    /// +patchStrategy=merge
    /// +patchMergeKey=type
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:listType=map
    /// +k8s:alpha(since: "1.37")=+k8s:listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<crate::meta::Condition>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.36
/// +k8s:supportsSubresource="/status"
///
/// ResourcePoolStatusRequest triggers a one-time calculation of resource pool status
/// based on the provided filters. Once status is set, the request is considered complete and will not be reprocessed.
/// Users should delete and recreate requests to get updated information.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourcePoolStatusRequest {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// Standard object metadata
    /// +required
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// Spec defines the filters for which pools to include in the status.
    /// The spec is immutable once created.
    ///
    /// +required
    /// +k8s:immutable
    #[serde(rename = "spec")]
    pub spec: ResourcePoolStatusRequestSpec,
    /// Status is populated by the controller with the calculated pool status.
    /// When status is non-nil, the request is considered complete and the
    /// entire object becomes immutable.
    ///
    /// +optional
    /// +k8s:optional
    #[serde(rename = "status", skip_serializing_if = "Option::is_none")]
    pub status: Option<ResourcePoolStatusRequestStatus>,
}

/// ResourcePoolStatusRequestSpec defines the filters for the pool status request.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourcePoolStatusRequestSpec {
    /// Driver specifies the DRA driver name to filter pools.
    /// Only pools from ResourceSlices with this driver will be included.
    /// Must be a DNS subdomain (e.g., "gpu.example.com").
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-long-name-caseless
    #[serde(rename = "driver")]
    pub driver: String,
    /// PoolName optionally filters to a specific pool name.
    /// If not specified, all pools from the specified driver are included.
    /// When specified, must be a non-empty valid resource pool name
    /// (DNS subdomains separated by "/").
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-resource-pool-name
    #[serde(rename = "poolName", skip_serializing_if = "Option::is_none")]
    pub pool_name: Option<String>,
    /// Limit optionally specifies the maximum number of pools to return in the status.
    /// If more pools match the filter criteria, the response will be truncated
    /// (i.e., len(status.pools) < status.poolCount).
    ///
    /// Default: 100
    /// Minimum: 1
    /// Maximum: 1000
    ///
    /// +optional
    /// +k8s:optional
    /// +default=100
    /// +k8s:minimum=1
    /// +k8s:maximum=1000
    #[serde(rename = "limit", skip_serializing_if = "Option::is_none")]
    pub limit: Option<i32>,
    /// DefaultPartitionTypeAttribute optionally names a device attribute (by its
    /// fully qualified name, e.g. "gpu.example.com/profile") to use as the default
    /// grouping attribute for partitionable devices whose slice has not declared
    /// one themselves.
    ///
    /// A slice's own PartitionTypeAttribute always takes precedence. This default
    /// applies only to devices whose slice does not declare one, so that a request
    /// can still get an accurate partitionSummary from a driver that has not
    /// been updated to declare it. When neither the slice nor this default names
    /// an attribute, a partitionable pool reports no partitionSummary.
    ///
    /// Must include the domain qualifier.
    ///
    /// +optional
    /// +featureGate=DRAPartitionableDevicesType
    /// +k8s:ifDisabled(DRAPartitionableDevicesType)=+k8s:forbidden
    /// +k8s:ifEnabled(DRAPartitionableDevicesType)=+k8s:optional
    /// +k8s:ifEnabled(DRAPartitionableDevicesType)=+k8s:format=k8s-resource-fully-qualified-name
    #[serde(rename = "defaultPartitionTypeAttribute", skip_serializing_if = "Option::is_none")]
    pub default_partition_type_attribute: Option<String>,
}

/// ResourcePoolStatusRequestStatus contains the calculated pool status information.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourcePoolStatusRequestStatus {
    /// PoolCount is the total number of pools that matched the filter criteria,
    /// regardless of truncation. This helps users understand how many pools exist
    /// even when the response is truncated. A value of 0 means no pools matched
    /// the filter criteria.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    #[serde(rename = "poolCount", skip_serializing_if = "Option::is_none")]
    pub pool_count: Option<i32>,
    /// Pools contains the first `spec.limit` matching pools, sorted by driver
    /// then pool name. If `len(pools) < poolCount`, the list was truncated.
    /// When omitted, no pools matched the request filters.
    ///
    /// +optional
    /// +k8s:optional
    /// +listType=atomic
    /// +k8s:listType=atomic
    /// +k8s:maxItems=1000
    #[serde(rename = "pools", skip_serializing_if = "Vec::is_empty")]
    pub pools: Vec<PoolStatus>,
    /// Conditions provide information about the state of the request.
    /// A condition with type=Complete or type=Failed will always be set
    /// when the status is populated.
    ///
    /// Known condition types:
    /// - "Complete": True when the request has been processed successfully
    /// - "Failed": True when the request could not be processed
    ///
    /// +optional
    /// +k8s:optional
    /// +listType=map
    /// +listMapKey=type
    /// +patchStrategy=merge
    /// +patchMergeKey=type
    /// +k8s:maxItems=10
    /// +k8s:alpha(since: "1.37")=+k8s:listType=map
    /// +k8s:alpha(since: "1.37")=+k8s:listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<crate::meta::Condition>,
}

/// PoolStatus contains status information for a single resource pool.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PoolStatus {
    /// Driver is the DRA driver name for this pool.
    /// Must be a DNS subdomain (e.g., "gpu.example.com").
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-long-name-caseless
    #[serde(rename = "driver")]
    pub driver: String,
    /// PoolName is the name of the pool.
    /// Must be a valid resource pool name (DNS subdomains separated by "/").
    ///
    /// +required
    /// +k8s:required
    /// +k8s:format=k8s-resource-pool-name
    #[serde(rename = "poolName")]
    pub pool_name: String,
    /// Generation is the pool generation observed across all ResourceSlices
    /// in this pool. Only the latest generation is reported. During a generation
    /// rollout, if not all slices at the latest generation have been published,
    /// the pool is included with a validationError and device counts unset.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    #[serde(rename = "generation")]
    pub generation: i64,
    /// ResourceSliceCount is the number of ResourceSlices that make up this pool.
    /// May be unset when validationError is set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=1
    #[serde(rename = "resourceSliceCount", skip_serializing_if = "Option::is_none")]
    pub resource_slice_count: Option<i32>,
    /// TotalDevices is the total number of devices in the pool across all slices.
    /// A value of 0 means the pool has no devices.
    /// May be unset when validationError is set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(rename = "totalDevices", skip_serializing_if = "Option::is_none")]
    pub total_devices: Option<i32>,
    /// AllocatedDevices is the number of devices currently allocated to claims.
    /// A value of 0 means no devices are allocated.
    /// May be unset when validationError is set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(rename = "allocatedDevices", skip_serializing_if = "Option::is_none")]
    pub allocated_devices: Option<i32>,
    /// AvailableDevices is the number of devices available for allocation.
    /// This equals TotalDevices - AllocatedDevices - UnavailableDevices.
    /// A value of 0 means no devices are currently available.
    /// May be unset when validationError is set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(rename = "availableDevices", skip_serializing_if = "Option::is_none")]
    pub available_devices: Option<i32>,
    /// UnavailableDevices is the number of devices that are not available
    /// due to taints or other conditions, but are not allocated.
    /// A value of 0 means all unallocated devices are available.
    /// May be unset when validationError is set.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(rename = "unavailableDevices", skip_serializing_if = "Option::is_none")]
    pub unavailable_devices: Option<i32>,
    /// NodeName is the node this pool is associated with.
    /// When omitted, the pool is not associated with a specific node.
    /// Must be a valid DNS subdomain name (RFC1123).
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:format=k8s-long-name
    #[serde(rename = "nodeName", skip_serializing_if = "Option::is_none")]
    pub node_name: Option<String>,
    /// ValidationError is set when the pool's data could not be fully
    /// validated (e.g., incomplete slice publication). When set, device
    /// count fields and ResourceSliceCount may be unset.
    ///
    /// +optional
    /// +k8s:optional
    /// +k8s:maxBytes=256
    #[serde(rename = "validationError", skip_serializing_if = "Option::is_none")]
    pub validation_error: Option<String>,
    /// PartitionSummary reports allocatability per (attribute, partition type)
    /// for a partitionable pool that publishes SharedCounters. Each entry names
    /// the grouping attribute it was resolved from: the PartitionTypeAttribute
    /// declared by a device's own slice, or for devices whose slice declares
    /// none, the default named in the request. A pool that mixes partitions
    /// declared under different attributes reports each independently. When no
    /// slice declares an attribute and the request names no default, the pool
    /// reports no partition summary.
    ///
    /// +optional
    /// +k8s:optional
    /// +listType=atomic
    /// +k8s:listType=atomic
    /// +k8s:unique=map
    /// +k8s:listMapKey=attribute
    /// +k8s:listMapKey=type
    /// +k8s:maxItems=32
    #[serde(rename = "partitionSummary", skip_serializing_if = "Vec::is_empty")]
    pub partition_summary: Vec<PartitionTypeStatus>,
    /// ShareableSummary reports aggregate capacity for a pool that contains
    /// devices with AllowMultipleAllocations. It is populated only when at
    /// least one device in the pool is shareable.
    ///
    /// +optional
    /// +k8s:optional
    #[serde(rename = "shareableSummary", skip_serializing_if = "Option::is_none")]
    pub shareable_summary: Option<ShareableSummaryStatus>,
}

/// PartitionTypeStatus reports allocatability for a single partition type,
/// identified by the value of a grouping attribute.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PartitionTypeStatus {
    /// Attribute is the fully qualified name of the device attribute whose value
    /// groups this entry. It is the PartitionTypeAttribute declared by the
    /// devices' own slice, or the default named in the request when their slice
    /// declares none.
    ///
    /// +required
    /// +k8s:required
    #[serde(rename = "attribute")]
    pub attribute: String,
    /// Type is the partition type value (e.g. "Full" or "Half").
    ///
    /// +required
    /// +k8s:required
    #[serde(rename = "type")]
    pub type_: String,
    /// Total is the number of devices of this partition type in the pool.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    #[serde(rename = "total", skip_serializing_if = "Option::is_none")]
    pub total: Option<i32>,
    /// Allocatable is the number of additional devices of this partition type
    /// that could still be allocated given current shared-counter consumption.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    #[serde(rename = "allocatable", skip_serializing_if = "Option::is_none")]
    pub allocatable: Option<i32>,
}

/// ShareableSummaryStatus reports aggregate capacity for a pool that contains
/// devices with AllowMultipleAllocations.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ShareableSummaryStatus {
    /// FullyAvailableDevices is the number of shareable devices with no
    /// capacity consumed.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    #[serde(rename = "fullyAvailableDevices", skip_serializing_if = "Option::is_none")]
    pub fully_available_devices: Option<i32>,
    /// PartiallyAvailableDevices is the number of shareable devices with some
    /// but not all capacity consumed.
    ///
    /// +required
    /// +k8s:required
    /// +k8s:minimum=0
    #[serde(rename = "partiallyAvailableDevices", skip_serializing_if = "Option::is_none")]
    pub partially_available_devices: Option<i32>,
    /// Capacity reports aggregate total, consumed, and available amounts per
    /// shareable capacity key across the pool.
    ///
    /// +optional
    /// +k8s:optional
    /// +listType=atomic
    /// +k8s:maxItems=32
    #[serde(rename = "capacity", skip_serializing_if = "Vec::is_empty")]
    pub capacity: Vec<ShareableCapacityStatus>,
}

/// ShareableCapacityStatus reports aggregate amounts for a single shareable
/// capacity key.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ShareableCapacityStatus {
    /// Name is the capacity name.
    ///
    /// +required
    /// +k8s:required
    #[serde(rename = "name")]
    pub name: String,
    /// Total is the sum of this capacity across shareable devices in the pool.
    ///
    /// +required
    /// +k8s:required
    #[serde(rename = "total", skip_serializing_if = "Option::is_none")]
    pub total: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// Consumed is the amount drawn by current allocations.
    ///
    /// +required
    /// +k8s:required
    #[serde(rename = "consumed", skip_serializing_if = "Option::is_none")]
    pub consumed: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// Available is Total minus Consumed, never negative.
    ///
    /// +required
    /// +k8s:required
    #[serde(rename = "available", skip_serializing_if = "Option::is_none")]
    pub available: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}
