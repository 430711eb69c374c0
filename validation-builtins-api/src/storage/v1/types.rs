//! The `storage.k8s.io/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.6
///
/// StorageClass describes the parameters for a class of storage for
/// which PersistentVolumes can be dynamically provisioned.
///
/// StorageClasses are non-namespaced; the name of the storage class
/// according to etcd is in ObjectMeta.Name.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StorageClass {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// provisioner indicates the type of the provisioner.
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    /// +k8s:beta(since: "1.37")=+k8s:immutable
    #[serde(rename = "provisioner")]
    pub provisioner: String,
    /// parameters holds the parameters for the provisioner that should
    /// create volumes of this storage class.
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:immutable
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "parameters", skip_serializing_if = "BTreeMap::is_empty")]
    pub parameters: BTreeMap<String, String>,
    /// reclaimPolicy controls the reclaimPolicy for dynamically provisioned PersistentVolumes of this storage class.
    /// Defaults to Delete.
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:immutable
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "reclaimPolicy", skip_serializing_if = "Option::is_none")]
    pub reclaim_policy: Option<crate::core::v1::types::PersistentVolumeReclaimPolicy>,
    /// mountOptions controls the mountOptions for dynamically provisioned PersistentVolumes of this storage class.
    /// e.g. ["ro", "soft"]. Not validated -
    /// mount of the PVs will simply fail if one is invalid.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "mountOptions", skip_serializing_if = "Vec::is_empty")]
    pub mount_options: Vec<String>,
    /// allowVolumeExpansion shows whether the storage class allow volume expand.
    /// +optional
    #[serde(rename = "allowVolumeExpansion", skip_serializing_if = "Option::is_none")]
    pub allow_volume_expansion: Option<bool>,
    /// volumeBindingMode indicates how PersistentVolumeClaims should be
    /// provisioned and bound.  When unset, VolumeBindingImmediate is used.
    /// This field is only honored by servers that enable the VolumeScheduling feature.
    /// +optional
    /// +k8s:beta(since: "1.37")=+k8s:immutable
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "volumeBindingMode", skip_serializing_if = "Option::is_none")]
    pub volume_binding_mode: Option<VolumeBindingMode>,
    /// allowedTopologies restrict the node topologies where volumes can be dynamically provisioned.
    /// Each volume plugin defines its own supported topology specifications.
    /// An empty TopologySelectorTerm list means there is no topology restriction.
    /// This field is only honored by servers that enable the VolumeScheduling feature.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "allowedTopologies", skip_serializing_if = "Vec::is_empty")]
    pub allowed_topologies: Vec<crate::core::v1::types::TopologySelectorTerm>,
}

/// VolumeBindingMode indicates how PersistentVolumeClaims should be bound.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct VolumeBindingMode(pub String);

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.13
/// +k8s:supportsSubresource="/status"
///
/// VolumeAttachment captures the intent to attach or detach the specified volume
/// to/from the specified node.
///
/// VolumeAttachment objects are non-namespaced.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeAttachment {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec represents specification of the desired attach/detach volume behavior.
    /// Populated by the Kubernetes system.
    /// +k8s:beta(since: "1.37")=+k8s:immutable
    /// +required
    #[serde(rename = "spec")]
    pub spec: VolumeAttachmentSpec,
    /// status represents status of the VolumeAttachment request.
    /// Populated by the entity completing the attach or detach
    /// operation, i.e. the external-attacher.
    /// +optional
    #[serde(rename = "status")]
    pub status: VolumeAttachmentStatus,
}

/// VolumeAttachmentSpec is the specification of a VolumeAttachment request.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeAttachmentSpec {
    /// attacher indicates the name of the volume driver that MUST handle this
    /// request. This is the name returned by GetPluginName().
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    /// +k8s:beta(since: "1.37")=+k8s:format="k8s-long-name-caseless"
    /// +k8s:beta(since: "1.37")=+k8s:maxLength=63
    #[serde(rename = "attacher")]
    pub attacher: String,
    /// source represents the volume that should be attached.
    #[serde(rename = "source")]
    pub source: VolumeAttachmentSource,
    /// nodeName represents the node that the volume should be attached to.
    #[serde(rename = "nodeName")]
    pub node_name: String,
}

/// VolumeAttachmentSource represents a volume that should be attached.
/// Right now only PersistentVolumes can be attached via external attacher,
/// in the future we may allow also inline volumes in pods.
/// Exactly one member can be set.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeAttachmentSource {
    /// persistentVolumeName represents the name of the persistent volume to attach.
    /// +optional
    #[serde(rename = "persistentVolumeName", skip_serializing_if = "Option::is_none")]
    pub persistent_volume_name: Option<String>,
    /// inlineVolumeSpec contains all the information necessary to attach
    /// a persistent volume defined by a pod's inline VolumeSource. This field
    /// is populated only for the CSIMigration feature. It contains
    /// translated fields from a pod's inline VolumeSource to a
    /// PersistentVolumeSpec. This field is beta-level and is only
    /// honored by servers that enabled the CSIMigration feature.
    /// +optional
    #[serde(rename = "inlineVolumeSpec", skip_serializing_if = "Option::is_none")]
    pub inline_volume_spec: Option<crate::core::v1::types::PersistentVolumeSpec>,
}

/// VolumeAttachmentStatus is the status of a VolumeAttachment request.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeAttachmentStatus {
    /// attached indicates the volume is successfully attached.
    /// This field must only be set by the entity completing the attach
    /// operation, i.e. the external-attacher.
    #[serde(rename = "attached")]
    pub attached: bool,
    /// attachmentMetadata is populated with any
    /// information returned by the attach operation, upon successful attach, that must be passed
    /// into subsequent WaitForAttach or Mount calls.
    /// This field must only be set by the entity completing the attach
    /// operation, i.e. the external-attacher.
    /// +optional
    #[serde(rename = "attachmentMetadata", skip_serializing_if = "BTreeMap::is_empty")]
    pub attachment_metadata: BTreeMap<String, String>,
    /// attachError represents the last error encountered during attach operation, if any.
    /// This field must only be set by the entity completing the attach
    /// operation, i.e. the external-attacher.
    /// +optional
    #[serde(rename = "attachError", skip_serializing_if = "Option::is_none")]
    pub attach_error: Option<VolumeError>,
    /// detachError represents the last error encountered during detach operation, if any.
    /// This field must only be set by the entity completing the detach
    /// operation, i.e. the external-attacher.
    /// +optional
    #[serde(rename = "detachError", skip_serializing_if = "Option::is_none")]
    pub detach_error: Option<VolumeError>,
}

/// VolumeError captures an error encountered during a volume operation.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeError {
    /// time represents the time the error was encountered.
    /// +optional
    #[serde(rename = "time")]
    pub time: String,
    /// message represents the error encountered during Attach or Detach operation.
    /// This string may be logged, so it should not contain sensitive
    /// information.
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// errorCode is a numeric gRPC code representing the error encountered during Attach or Detach operations.
    ///
    /// This field requires the MutableCSINodeAllocatableCount feature gate being enabled to be set.
    ///
    /// +featureGate=MutableCSINodeAllocatableCount
    /// +optional
    #[serde(rename = "errorCode", skip_serializing_if = "Option::is_none")]
    pub error_code: Option<i32>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.18
///
/// CSIDriver captures information about a Container Storage Interface (CSI)
/// volume driver deployed on the cluster.
/// Kubernetes attach detach controller uses this object to determine whether attach is required.
/// Kubelet uses this object to determine whether pod information needs to be passed on mount.
/// CSIDriver objects are non-namespaced.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSIDriver {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// metadata.Name indicates the name of the CSI driver that this object
    /// refers to; it MUST be the same name returned by the CSI GetPluginName()
    /// call for that driver.
    /// The driver name must be 63 characters or less, beginning and ending with
    /// an alphanumeric character ([a-z0-9A-Z]) with dashes (-), dots (.), and
    /// alphanumerics between.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec represents the specification of the CSI Driver.
    #[serde(rename = "spec")]
    pub spec: CSIDriverSpec,
}

/// CSIDriverSpec is the specification of a CSIDriver.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSIDriverSpec {
    /// attachRequired indicates this CSI volume driver requires an attach
    /// operation (because it implements the CSI ControllerPublishVolume()
    /// method), and that the Kubernetes attach detach controller should call
    /// the attach volume interface which checks the volumeattachment status
    /// and waits until the volume is attached before proceeding to mounting.
    /// The CSI external-attacher coordinates with CSI volume driver and updates
    /// the volumeattachment status when the attach operation is complete.
    /// If the value is specified to false, the attach operation will be skipped.
    /// Otherwise the attach operation will be called.
    ///
    /// This field is immutable.
    ///
    /// +optional
    #[serde(rename = "attachRequired", skip_serializing_if = "Option::is_none")]
    pub attach_required: Option<bool>,
    /// podInfoOnMount indicates this CSI volume driver requires additional pod information (like podName, podUID, etc.)
    /// during mount operations, if set to true.
    /// If set to false, pod information will not be passed on mount.
    /// Default is false.
    ///
    /// The CSI driver specifies podInfoOnMount as part of driver deployment.
    /// If true, Kubelet will pass pod information as VolumeContext in the CSI NodePublishVolume() calls.
    /// The CSI driver is responsible for parsing and validating the information passed in as VolumeContext.
    ///
    /// The following VolumeContext will be passed if podInfoOnMount is set to true.
    /// This list might grow, but the prefix will be used.
    /// "csi.storage.k8s.io/pod.name": pod.Name
    /// "csi.storage.k8s.io/pod.namespace": pod.Namespace
    /// "csi.storage.k8s.io/pod.uid": string(pod.UID)
    /// "csi.storage.k8s.io/ephemeral": "true" if the volume is an ephemeral inline volume
    ///                                 defined by a CSIVolumeSource, otherwise "false"
    ///
    /// "csi.storage.k8s.io/ephemeral" is a new feature in Kubernetes 1.16. It is only
    /// required for drivers which support both the "Persistent" and "Ephemeral" VolumeLifecycleMode.
    /// Other drivers can leave pod info disabled and/or ignore this field.
    /// As Kubernetes 1.15 doesn't support this field, drivers can only support one mode when
    /// deployed on such a cluster and the deployment determines which mode that is, for example
    /// via a command line parameter of the driver.
    ///
    /// This field was immutable in Kubernetes < 1.29 and now is mutable.
    ///
    /// +optional
    #[serde(rename = "podInfoOnMount", skip_serializing_if = "Option::is_none")]
    pub pod_info_on_mount: Option<bool>,
    /// volumeLifecycleModes defines what kind of volumes this CSI volume driver supports.
    /// The default if the list is empty is "Persistent", which is the usage defined by the
    /// CSI specification and implemented in Kubernetes via the usual PV/PVC mechanism.
    ///
    /// The other mode is "Ephemeral". In this mode, volumes are defined inline inside the pod spec
    /// with CSIVolumeSource and their lifecycle is tied to the lifecycle of that pod.
    /// A driver has to be aware of this because it is only going to get a NodePublishVolume call for such a volume.
    ///
    /// For more information about implementing this mode, see
    /// https://kubernetes-csi.github.io/docs/ephemeral-local-volumes.html
    /// A driver can support one or more of these modes and more modes may be added in the future.
    ///
    /// This field is beta.
    /// This field is immutable.
    ///
    /// +optional
    /// +listType=set
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:immutable
    #[serde(rename = "volumeLifecycleModes", skip_serializing_if = "Vec::is_empty")]
    pub volume_lifecycle_modes: Vec<VolumeLifecycleMode>,
    /// storageCapacity indicates that the CSI volume driver wants pod scheduling to consider the storage
    /// capacity that the driver deployment will report by creating
    /// CSIStorageCapacity objects with capacity information, if set to true.
    ///
    /// The check can be enabled immediately when deploying a driver.
    /// In that case, provisioning new volumes with late binding
    /// will pause until the driver deployment has published
    /// some suitable CSIStorageCapacity object.
    ///
    /// Alternatively, the driver can be deployed with the field
    /// unset or false and it can be flipped later when storage
    /// capacity information has been published.
    ///
    /// This field was immutable in Kubernetes <= 1.22 and now is mutable.
    ///
    /// +optional
    /// +featureGate=CSIStorageCapacity
    #[serde(rename = "storageCapacity", skip_serializing_if = "Option::is_none")]
    pub storage_capacity: Option<bool>,
    /// fsGroupPolicy defines if the underlying volume supports changing ownership and
    /// permission of the volume before being mounted.
    /// Refer to the specific FSGroupPolicy values for additional details.
    ///
    /// This field was immutable in Kubernetes < 1.29 and now is mutable.
    ///
    /// Defaults to ReadWriteOnceWithFSType, which will examine each volume
    /// to determine if Kubernetes should modify ownership and permissions of the volume.
    /// With the default policy the defined fsGroup will only be applied
    /// if a fstype is defined and the volume's access mode contains ReadWriteOnce.
    ///
    /// +optional
    #[serde(rename = "fsGroupPolicy", skip_serializing_if = "Option::is_none")]
    pub fs_group_policy: Option<FSGroupPolicy>,
    /// tokenRequests indicates the CSI driver needs pods' service account
    /// tokens it is mounting volume for to do necessary authentication. Kubelet
    /// will pass the tokens in VolumeContext in the CSI NodePublishVolume calls.
    /// The CSI driver should parse and validate the following VolumeContext:
    /// "csi.storage.k8s.io/serviceAccount.tokens": {
    ///   "<audience>": {
    ///     "token": <token>,
    ///     "expirationTimestamp": <expiration timestamp in RFC3339>,
    ///   },
    ///   ...
    /// }
    ///
    /// Note: Audience in each TokenRequest should be different and at
    /// most one token is empty string. To receive a new token after expiry,
    /// RequiresRepublish can be used to trigger NodePublishVolume periodically.
    ///
    /// +optional
    /// +listType=atomic
    #[serde(rename = "tokenRequests", skip_serializing_if = "Vec::is_empty")]
    pub token_requests: Vec<TokenRequest>,
    /// requiresRepublish indicates the CSI driver wants `NodePublishVolume`
    /// being periodically called to reflect any possible change in the mounted
    /// volume. This field defaults to false.
    ///
    /// Note: After a successful initial NodePublishVolume call, subsequent calls
    /// to NodePublishVolume should only update the contents of the volume. New
    /// mount points will not be seen by a running container.
    ///
    /// +optional
    #[serde(rename = "requiresRepublish", skip_serializing_if = "Option::is_none")]
    pub requires_republish: Option<bool>,
    /// seLinuxMount specifies if the CSI driver supports "-o context"
    /// mount option.
    ///
    /// When "true", the CSI driver must ensure that all volumes provided by this CSI
    /// driver can be mounted separately with different `-o context` options. This is
    /// typical for storage backends that provide volumes as filesystems on block
    /// devices or as independent shared volumes.
    /// Kubernetes will call NodeStage / NodePublish with "-o context=xyz" mount
    /// option when mounting a ReadWriteOncePod volume used in Pod that has
    /// explicitly set SELinux context. In the future, it may be expanded to other
    /// volume AccessModes. In any case, Kubernetes will ensure that the volume is
    /// mounted only with a single SELinux context.
    ///
    /// When "false", Kubernetes won't pass any special SELinux mount options to the driver.
    /// This is typical for volumes that represent subdirectories of a bigger shared filesystem.
    ///
    /// Default is "false".
    ///
    /// +featureGate=SELinuxMountReadWriteOncePod
    /// +optional
    #[serde(rename = "seLinuxMount", skip_serializing_if = "Option::is_none")]
    pub se_linux_mount: Option<bool>,
    /// nodeAllocatableUpdatePeriodSeconds specifies the interval between periodic updates of
    /// the CSINode allocatable capacity for this driver. When set, both periodic updates and
    /// updates triggered by capacity-related failures are enabled. If not set, no updates
    /// occur (neither periodic nor upon detecting capacity-related failures), and the
    /// allocatable.count remains static. The minimum allowed value for this field is 10 seconds.
    ///
    /// This feature requires the MutableCSINodeAllocatableCount feature gate to be enabled.
    ///
    /// This field is mutable.
    ///
    /// +featureGate=MutableCSINodeAllocatableCount
    /// +optional
    #[serde(
        rename = "nodeAllocatableUpdatePeriodSeconds",
        skip_serializing_if = "Option::is_none"
    )]
    pub node_allocatable_update_period_seconds: Option<i64>,
    /// serviceAccountTokenInSecrets is an opt-in for CSI drivers to indicate that
    /// service account tokens should be passed via the Secrets field in NodePublishVolumeRequest
    /// instead of the VolumeContext field. The CSI specification provides a dedicated Secrets
    /// field for sensitive information like tokens, which is the appropriate mechanism for
    /// handling credentials. This addresses security concerns where sensitive tokens were being
    /// logged as part of volume context.
    ///
    /// When "true", kubelet will pass the tokens only in the Secrets field with the key
    /// "csi.storage.k8s.io/serviceAccount.tokens". The CSI driver must be updated to read
    /// tokens from the Secrets field instead of VolumeContext.
    ///
    /// When "false" or not set, kubelet will pass the tokens in VolumeContext with the key
    /// "csi.storage.k8s.io/serviceAccount.tokens" (existing behavior). This maintains backward
    /// compatibility with existing CSI drivers.
    ///
    /// This field can only be set when TokenRequests is configured. The API server will reject
    /// CSIDriver specs that set this field without TokenRequests.
    ///
    /// Default behavior if unset is to pass tokens in the VolumeContext field.
    ///
    /// +featureGate=CSIServiceAccountTokenSecrets
    /// +optional
    #[serde(rename = "serviceAccountTokenInSecrets", skip_serializing_if = "Option::is_none")]
    pub service_account_token_in_secrets: Option<bool>,
    /// preventPodSchedulingIfMissing indicates that the CSI driver wants to prevent pod
    /// scheduling if the CSI driver on the node is missing.
    ///
    /// Enabling this option will prevent the scheduler (or any other
    /// component which embeds default scheduler such as cluster-autoscaler) from
    /// scheduling pods to nodes where CSI driver is not installed.
    ///
    /// For components(such as cluster-autoscaler) that embed the scheduler and run
    /// pod placement simulations using scheduler plugins, they MUST be aware of
    /// CSI driver registration information via CSINode object. They must create simulated
    /// CSINode objects in addition to Node objects during scheduling simulation, otherwise
    /// if PreventPodSchedulingIfMissing is enabled globally for CSIDriver object, any
    /// newly created node may be rejected by the scheduler because of missing CSI driver
    /// information from the node.
    ///
    /// This is a beta feature and requires the VolumeLimitScaling feature gate to be enabled.
    /// Default is "false".
    /// +featureGate=VolumeLimitScaling
    /// +optional
    #[serde(rename = "preventPodSchedulingIfMissing", skip_serializing_if = "Option::is_none")]
    pub prevent_pod_scheduling_if_missing: Option<bool>,
}

/// FSGroupPolicy specifies if a CSI Driver supports modifying
/// volume ownership and permissions of the volume to be mounted.
/// More modes may be added in the future.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct FSGroupPolicy(pub String);

/// VolumeLifecycleMode is an enumeration of possible usage modes for a volume
/// provided by a CSI driver. More modes may be added in the future.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct VolumeLifecycleMode(pub String);

/// TokenRequest contains parameters of a service account token.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TokenRequest {
    /// audience is the intended audience of the token in "TokenRequestSpec".
    /// It will default to the audiences of kube apiserver.
    #[serde(rename = "audience")]
    pub audience: String,
    /// expirationSeconds is the duration of validity of the token in "TokenRequestSpec".
    /// It has the same default value of "ExpirationSeconds" in "TokenRequestSpec".
    ///
    /// +optional
    #[serde(rename = "expirationSeconds", skip_serializing_if = "Option::is_none")]
    pub expiration_seconds: Option<i64>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.17
/// +k8s:supportsSubresource="/status"
///
/// CSINode holds information about all CSI drivers installed on a node.
/// CSI drivers do not need to create the CSINode object directly. As long as
/// they use the node-driver-registrar sidecar container, the kubelet will
/// automatically populate the CSINode object for the CSI driver as part of
/// kubelet plugin registration.
/// CSINode has the same name as a node. If the object is missing, it means either
/// there are no CSI Drivers available on the node, or the Kubelet version is low
/// enough that it doesn't create this object.
/// CSINode has an OwnerReference that points to the corresponding node object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSINode {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// metadata.name must be the Kubernetes node name.
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec is the specification of CSINode
    #[serde(rename = "spec")]
    pub spec: CSINodeSpec,
    /// status contains health and status information for the node's storage.
    /// +optional
    #[serde(rename = "status")]
    pub status: CSINodeStatus,
}

/// CSINodeSpec holds information about the specification of all CSI drivers installed on a node
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSINodeSpec {
    /// drivers is a list of information of all CSI Drivers existing on a node.
    /// If all drivers in the list are uninstalled, this can become empty.
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "drivers")]
    pub drivers: Vec<CSINodeDriver>,
}

/// CSINodeDriver holds information about the specification of one CSI driver installed on a node
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSINodeDriver {
    /// name represents the name of the CSI driver that this object refers to.
    /// This MUST be the same name returned by the CSI GetPluginName() call for
    /// that driver.
    #[serde(rename = "name")]
    pub name: String,
    /// nodeID of the node from the driver point of view.
    /// This field enables Kubernetes to communicate with storage systems that do
    /// not share the same nomenclature for nodes. For example, Kubernetes may
    /// refer to a given node as "node1", but the storage system may refer to
    /// the same node as "nodeA". When Kubernetes issues a command to the storage
    /// system to attach a volume to a specific node, it can use this field to
    /// refer to the node name using the ID that the storage system will
    /// understand, e.g. "nodeA" instead of "node1". This field is required.
    #[serde(rename = "nodeID")]
    pub node_id: String,
    /// topologyKeys is the list of keys supported by the driver.
    /// When a driver is initialized on a cluster, it provides a set of topology
    /// keys that it understands (e.g. "company.com/zone", "company.com/region").
    /// When a driver is initialized on a node, it provides the same topology keys
    /// along with values. Kubelet will expose these topology keys as labels
    /// on its own node object.
    /// When Kubernetes does topology aware provisioning, it can use this list to
    /// determine which labels it should retrieve from the node object and pass
    /// back to the driver.
    /// It is possible for different nodes to use different topology keys.
    /// This can be empty if driver does not support topology.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "topologyKeys")]
    pub topology_keys: Vec<String>,
    /// allocatable represents the volume resources of a node that are available for scheduling.
    /// This field is beta.
    /// +optional
    #[serde(rename = "allocatable", skip_serializing_if = "Option::is_none")]
    pub allocatable: Option<VolumeNodeResources>,
}

/// VolumeNodeResources is a set of resource limits for scheduling of volumes.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeNodeResources {
    /// count indicates the maximum number of unique volumes managed by the CSI driver that can be used on a node.
    /// A volume that is both attached and mounted on a node is considered to be used once, not twice.
    /// The same rule applies for a unique volume that is shared among multiple pods on the same node.
    /// If this field is not specified, then the supported number of volumes on this node is unbounded.
    /// +optional
    #[serde(rename = "count", skip_serializing_if = "Option::is_none")]
    pub count: Option<i32>,
}

/// StorageHealthStatusType describes the health status category of a storage backend.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct StorageHealthStatusType(pub String);

/// StorageHealthCondition represents an adverse health condition reported
/// by a CSI driver for its storage backend on a node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StorageHealthCondition {
    /// status is the health status category.
    /// One of "StorageUnreachable", "StorageDegraded".
    /// +required
    #[serde(rename = "status")]
    pub status: StorageHealthStatusType,
    /// reason is a brief CamelCase machine-parseable reason.
    /// Maximum permitted length of a reason is 256 characters.
    /// +required
    #[serde(rename = "reason")]
    pub reason: String,
    /// message is a human-readable description.
    /// +optional
    /// Maximum permitted length of a message is 1024 characters.
    #[serde(rename = "message")]
    pub message: String,
    /// accessMode is the access mode affected. Nil means all access modes are affected.
    /// +optional
    #[serde(rename = "accessMode", skip_serializing_if = "Option::is_none")]
    pub access_mode: Option<crate::core::v1::types::PersistentVolumeAccessMode>,
    /// volumeMode is the volume mode affected. Nil means both are affected.
    /// +optional
    #[serde(rename = "volumeMode", skip_serializing_if = "Option::is_none")]
    pub volume_mode: Option<crate::core::v1::types::PersistentVolumeMode>,
    /// lastTransitionTime is when this condition first appeared at its current state.
    /// +optional
    #[serde(rename = "lastTransitionTime")]
    pub last_transition_time: String,
}

/// StorageHealth contains storage backend health reported by a CSI driver on a node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct StorageHealth {
    /// name is the CSI driver name, matching CSINodeDriver.name.
    /// +required
    #[serde(rename = "name")]
    pub name: String,
    /// healthConditions are the adverse storage backend conditions reported by the CSI driver.
    /// At most 16 conditions may be reported.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "healthConditions", skip_serializing_if = "Vec::is_empty")]
    pub health_conditions: Vec<StorageHealthCondition>,
}

/// CSINodeStatus contains health and status information for storage on a node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSINodeStatus {
    /// storageHealth contains backend health reports for CSI drivers registered on the node.
    /// +optional
    /// +listType=map
    /// +listMapKey=name
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +featureGate=CSIVolumeHealth
    #[serde(rename = "storageHealth", skip_serializing_if = "Vec::is_empty")]
    pub storage_health: Vec<StorageHealth>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.24
///
/// CSIStorageCapacity stores the result of one CSI GetCapacity call.
/// For a given StorageClass, this describes the available capacity in a
/// particular topology segment.  This can be used when considering where to
/// instantiate new PersistentVolumes.
///
/// For example this can express things like:
/// - StorageClass "standard" has "1234 GiB" available in "topology.kubernetes.io/zone=us-east1"
/// - StorageClass "localssd" has "10 GiB" available in "kubernetes.io/hostname=knode-abc123"
///
/// The following three cases all imply that no capacity is available for
/// a certain combination:
/// - no object exists with suitable topology and storage class name
/// - such an object exists, but the capacity is unset
/// - such an object exists, but the capacity is zero
///
/// The producer of these objects can decide which approach is more suitable.
///
/// They are consumed by the kube-scheduler when a CSI driver opts into
/// capacity-aware scheduling with CSIDriverSpec.StorageCapacity. The scheduler
/// compares the MaximumVolumeSize against the requested size of pending volumes
/// to filter out unsuitable nodes. If MaximumVolumeSize is unset, it falls back
/// to a comparison against the less precise Capacity. If that is also unset,
/// the scheduler assumes that capacity is insufficient and tries some other
/// node.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct CSIStorageCapacity {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// The name has no particular meaning. It must be a DNS subdomain (dots allowed, 253 characters).
    /// To ensure that there are no conflicts with other CSI drivers on the cluster,
    /// the recommendation is to use csisc-<uuid>, a generated name, or a reverse-domain name
    /// which ends with the unique CSI driver name.
    ///
    /// Objects are namespaced.
    ///
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// nodeTopology defines which nodes have access to the storage
    /// for which capacity was reported. If not set, the storage is
    /// not accessible from any node in the cluster. If empty, the
    /// storage is accessible from all nodes. This field is
    /// immutable.
    ///
    /// +optional
    #[serde(rename = "nodeTopology", skip_serializing_if = "Option::is_none")]
    pub node_topology: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// storageClassName represents the name of the StorageClass that the reported capacity applies to.
    /// It must meet the same requirements as the name of a StorageClass
    /// object (non-empty, DNS subdomain). If that object no longer exists,
    /// the CSIStorageCapacity object is obsolete and should be removed by its
    /// creator.
    /// This field is immutable.
    #[serde(rename = "storageClassName")]
    pub storage_class_name: String,
    /// capacity is the value reported by the CSI driver in its GetCapacityResponse
    /// for a GetCapacityRequest with topology and parameters that match the
    /// previous fields.
    ///
    /// The semantic is currently (CSI spec 1.2) defined as:
    /// The available capacity, in bytes, of the storage that can be used
    /// to provision volumes. If not set, that information is currently
    /// unavailable.
    ///
    /// +optional
    #[serde(rename = "capacity", skip_serializing_if = "Option::is_none")]
    pub capacity: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
    /// maximumVolumeSize is the value reported by the CSI driver in its GetCapacityResponse
    /// for a GetCapacityRequest with topology and parameters that match the
    /// previous fields.
    ///
    /// This is defined since CSI spec 1.4.0 as the largest size
    /// that may be used in a
    /// CreateVolumeRequest.capacity_range.required_bytes field to
    /// create a volume with the same parameters as those in
    /// GetCapacityRequest. The corresponding value in the Kubernetes
    /// API is ResourceRequirements.Requests in a volume claim.
    ///
    /// +optional
    #[serde(rename = "maximumVolumeSize", skip_serializing_if = "Option::is_none")]
    pub maximum_volume_size: Option<k8s_openapi::apimachinery::pkg::api::resource::Quantity>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:prerelease-lifecycle-gen:introduced=1.34
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
///
/// VolumeAttributesClass represents a specification of mutable volume attributes
/// defined by the CSI driver. The class can be specified during dynamic provisioning
/// of PersistentVolumeClaims, and changed in the PersistentVolumeClaim spec after provisioning.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct VolumeAttributesClass {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// driverName is the name of the CSI driver
    /// This field is immutable.
    #[serde(rename = "driverName")]
    pub driver_name: String,
    /// parameters hold volume attributes defined by the CSI driver. These values
    /// are opaque to the Kubernetes and are passed directly to the CSI driver.
    /// The underlying storage provider supports changing these attributes on an
    /// existing volume, however the parameters field itself is immutable. To
    /// invoke a volume update, a new VolumeAttributesClass should be created with
    /// new parameters, and the PersistentVolumeClaim should be updated to reference
    /// the new VolumeAttributesClass.
    ///
    /// This field is required and must contain at least one key/value pair.
    /// The keys cannot be empty, and the maximum number of parameters is 512, with
    /// a cumulative max size of 256K. If the CSI driver rejects invalid parameters,
    /// the target PersistentVolumeClaim will be set to an "Infeasible" state in the
    /// modifyVolumeStatus field.
    #[serde(rename = "parameters", skip_serializing_if = "BTreeMap::is_empty")]
    pub parameters: BTreeMap<String, String>,
}
