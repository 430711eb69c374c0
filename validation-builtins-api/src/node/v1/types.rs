//! The `node.k8s.io/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

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
/// +k8s:prerelease-lifecycle-gen:introduced=1.20
///
/// RuntimeClass defines a class of container runtime supported in the cluster.
/// The RuntimeClass is used to determine which container runtime is used to run
/// all containers in a pod. RuntimeClasses are manually defined by a
/// user or cluster provisioner, and referenced in the PodSpec. The Kubelet is
/// responsible for resolving the RuntimeClassName reference before running the
/// pod.  For more details, see
/// https://kubernetes.io/docs/concepts/containers/runtime-class/
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RuntimeClass {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// handler specifies the underlying runtime and configuration that the CRI
    /// implementation will use to handle pods of this class. The possible values
    /// are specific to the node & CRI configuration.  It is assumed that all
    /// handlers are available on every node, and handlers of the same name are
    /// equivalent on every node.
    /// For example, a handler called "runc" might specify that the runc OCI
    /// runtime (using native Linux containers) will be used to run the containers
    /// in a pod.
    /// The Handler must be lowercase, conform to the DNS Label (RFC 1123) requirements,
    /// and is immutable.
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:format="k8s-short-name"
    /// +k8s:beta(since: "1.37")=+k8s:immutable
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "handler")]
    pub handler: String,
    /// overhead represents the resource overhead associated with running a pod for a
    /// given RuntimeClass. For more details, see
    ///  https://kubernetes.io/docs/concepts/scheduling-eviction/pod-overhead/
    /// +optional
    #[serde(rename = "overhead", skip_serializing_if = "Option::is_none")]
    pub overhead: Option<Overhead>,
    /// scheduling holds the scheduling constraints to ensure that pods running
    /// with this RuntimeClass are scheduled to nodes that support it.
    /// If scheduling is nil, this RuntimeClass is assumed to be supported by all
    /// nodes.
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "scheduling", skip_serializing_if = "Option::is_none")]
    pub scheduling: Option<Scheduling>,
}

/// Overhead structure represents the resource overhead associated with running a pod.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Overhead {
    /// podFixed represents the fixed resource overhead associated with running a pod.
    /// +optional
    #[serde(rename = "podFixed")]
    pub pod_fixed: crate::core::v1::types::ResourceList,
}

/// Scheduling specifies the scheduling constraints for nodes supporting a
/// RuntimeClass.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Scheduling {
    /// nodeSelector lists labels that must be present on nodes that support this
    /// RuntimeClass. Pods using this RuntimeClass can only be scheduled to a
    /// node matched by this selector. The RuntimeClass nodeSelector is merged
    /// with a pod's existing nodeSelector. Any conflicts will cause the pod to
    /// be rejected in admission.
    /// +optional
    /// +mapType=atomic
    #[serde(rename = "nodeSelector", skip_serializing_if = "BTreeMap::is_empty")]
    pub node_selector: BTreeMap<String, String>,
    /// tolerations are appended (excluding duplicates) to pods running with this
    /// RuntimeClass during admission, effectively unioning the set of nodes
    /// tolerated by the pod and the RuntimeClass.
    /// +optional
    /// +listType=atomic
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    #[serde(rename = "tolerations", skip_serializing_if = "Vec::is_empty")]
    pub tolerations: Vec<crate::core::v1::types::Toleration>,
}
