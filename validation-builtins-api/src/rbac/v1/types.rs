//! The `rbac.authorization.k8s.io/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// Authorization is calculated against
/// 1. evaluation of ClusterRoleBindings - short circuit on match
/// 2. evaluation of RoleBindings in the namespace requested - short circuit on match
/// 3. deny by default
///
/// PolicyRule holds information that describes a policy rule, but does not contain information
/// about who the rule applies to or which namespace the rule applies to.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct PolicyRule {
    /// verbs is a list of Verbs that apply to ALL the ResourceKinds contained in this rule. '*' represents all verbs.
    /// +listType=atomic
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "verbs")]
    pub verbs: Vec<String>,
    /// apiGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of
    /// the enumerated resources in any API group will be allowed. "" represents the core API group and "*" represents all API groups.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "apiGroups", skip_serializing_if = "Vec::is_empty")]
    pub api_groups: Vec<String>,
    /// resources is a list of resources this rule applies to. '*' represents all resources.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "resources", skip_serializing_if = "Vec::is_empty")]
    pub resources: Vec<String>,
    /// resourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "resourceNames", skip_serializing_if = "Vec::is_empty")]
    pub resource_names: Vec<String>,
    /// nonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full, final step in the path
    /// Since non-resource URLs are not namespaced, this field is only applicable for ClusterRoles referenced from a ClusterRoleBinding.
    /// Rules can either apply to API resources (such as "pods" or "secrets") or non-resource URL paths (such as "/api"),  but not both.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "nonResourceURLs", skip_serializing_if = "Vec::is_empty")]
    pub non_resource_urls: Vec<String>,
}

/// Subject contains a reference to the object or user identities a role binding applies to.  This can either hold a direct API object reference,
/// or a value for non-objects such as user and group names.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Subject {
    /// kind of object being referenced. Values defined by this API group are "User", "Group", and "ServiceAccount".
    /// If the Authorizer does not recognized the kind value, the Authorizer should report an error.
    /// +required
    #[serde(rename = "kind")]
    pub kind: String,
    /// apiGroup holds the API group of the referenced subject.
    /// Defaults to "" for ServiceAccount subjects.
    /// Defaults to "rbac.authorization.k8s.io" for User and Group subjects.
    /// +optional
    #[serde(rename = "apiGroup")]
    pub api_group: String,
    /// name of the object being referenced.
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "name")]
    pub name: String,
    /// namespace of the referenced object.  If the object kind is non-namespace, such as "User" or "Group", and this value is not empty
    /// the Authorizer should report an error.
    /// +optional
    #[serde(rename = "namespace")]
    pub namespace: String,
}

/// RoleRef contains information that points to the role being used
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RoleRef {
    /// apiGroup is the group for the resource being referenced
    /// +optional
    #[serde(rename = "apiGroup")]
    pub api_group: String,
    /// kind is the type of resource being referenced
    /// +required
    #[serde(rename = "kind")]
    pub kind: String,
    /// name is the name of resource being referenced
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "name")]
    pub name: String,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.8
///
/// Role is a namespaced, logical grouping of PolicyRules that can be referenced as a unit by a RoleBinding.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Role {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object's metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// rules holds all the PolicyRules for this Role
    /// +optional
    /// +listType=atomic
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "rules")]
    pub rules: Vec<PolicyRule>,
}

/// +genclient
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.8
///
/// RoleBinding references a role, but does not contain it.  It can reference a Role in the same namespace or a ClusterRole in the global namespace.
/// It adds who information via Subjects and namespace information by which namespace it exists in.  RoleBindings in a given
/// namespace only have effect in that namespace.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct RoleBinding {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object's metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// subjects holds references to the objects the role applies to.
    /// +optional
    /// +listType=atomic
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "subjects", skip_serializing_if = "Vec::is_empty")]
    pub subjects: Vec<Subject>,
    /// roleRef can reference a Role in the current namespace or a ClusterRole in the global namespace.
    /// If the RoleRef cannot be resolved, the Authorizer must return an error.
    /// This field is immutable.
    /// +required
    /// +k8s:alpha(since:"1.37")=+k8s:immutable
    #[serde(rename = "roleRef")]
    pub role_ref: RoleRef,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.8
///
/// ClusterRole is a cluster level, logical grouping of PolicyRules that can be referenced as a unit by a RoleBinding or ClusterRoleBinding.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ClusterRole {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object's metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// rules holds all the PolicyRules for this ClusterRole
    /// +optional
    /// +listType=atomic
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "rules")]
    pub rules: Vec<PolicyRule>,
    /// aggregationRule is an optional field that describes how to build the Rules for this ClusterRole.
    /// If AggregationRule is set, then the Rules are controller managed and direct changes to Rules will be
    /// stomped by the controller.
    /// +optional
    #[serde(rename = "aggregationRule", skip_serializing_if = "Option::is_none")]
    pub aggregation_rule: Option<AggregationRule>,
}

/// AggregationRule describes how to locate ClusterRoles to aggregate into the ClusterRole
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AggregationRule {
    /// clusterRoleSelectors holds a list of selectors which will be used to find ClusterRoles and create the rules.
    /// If any of the selectors match, then the ClusterRole's permissions will be added
    /// +optional
    /// +listType=atomic
    #[serde(rename = "clusterRoleSelectors", skip_serializing_if = "Vec::is_empty")]
    pub cluster_role_selectors: Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.8
///
/// ClusterRoleBinding references a ClusterRole, but not contain it.  It can reference a ClusterRole in the global namespace,
/// and adds who information via Subject.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ClusterRoleBinding {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object's metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// subjects holds references to the objects the role applies to.
    /// +optional
    /// +listType=atomic
    /// +k8s:beta(since: "1.37")=+k8s:optional
    #[serde(rename = "subjects", skip_serializing_if = "Vec::is_empty")]
    pub subjects: Vec<Subject>,
    /// roleRef can only reference a ClusterRole in the global namespace.
    /// If the RoleRef cannot be resolved, the Authorizer must return an error.
    /// This field is immutable.
    /// +required
    /// +k8s:alpha(since:"1.37")=+k8s:immutable
    #[serde(rename = "roleRef")]
    pub role_ref: RoleRef,
}
