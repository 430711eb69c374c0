//! The `authorization.k8s.io/v1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// +genclient
/// +genclient:nonNamespaced
/// +genclient:onlyVerbs=create
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.6
///
/// SubjectAccessReview checks whether or not a user or group can perform an action.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SubjectAccessReview {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard list metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec holds information about the request being evaluated
    #[serde(rename = "spec")]
    pub spec: SubjectAccessReviewSpec,
    /// status is filled in by the server and indicates whether the request is allowed or not
    /// +optional
    #[serde(rename = "status")]
    pub status: SubjectAccessReviewStatus,
}

/// +genclient
/// +genclient:nonNamespaced
/// +genclient:onlyVerbs=create
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.19
///
/// SelfSubjectAccessReview checks whether or the current user can perform an action.  Not filling in a
/// spec.namespace means "in all namespaces".  Self is a special case, because users should always be able
/// to check whether they can perform an action
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SelfSubjectAccessReview {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard list metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec holds information about the request being evaluated.  user and groups must be empty
    #[serde(rename = "spec")]
    pub spec: SelfSubjectAccessReviewSpec,
    /// status is filled in by the server and indicates whether the request is allowed or not
    /// +optional
    #[serde(rename = "status")]
    pub status: SubjectAccessReviewStatus,
}

/// +genclient
/// +genclient:onlyVerbs=create
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.19
///
/// LocalSubjectAccessReview checks whether or not a user or group can perform an action in a given namespace.
/// Having a namespace scoped resource makes it much easier to grant namespace scoped policy that includes permissions
/// checking.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LocalSubjectAccessReview {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard list metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec holds information about the request being evaluated.  spec.namespace must be equal to the namespace
    /// you made the request against.  If empty, it is defaulted.
    #[serde(rename = "spec")]
    pub spec: SubjectAccessReviewSpec,
    /// status is filled in by the server and indicates whether the request is allowed or not
    /// +optional
    #[serde(rename = "status")]
    pub status: SubjectAccessReviewStatus,
}

/// ResourceAttributes includes the authorization attributes available for resource requests to the Authorizer interface
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceAttributes {
    /// namespace is the namespace of the action being requested.  Currently, there is no distinction between no namespace and all namespaces
    /// "" (empty) is defaulted for LocalSubjectAccessReviews
    /// "" (empty) is empty for cluster-scoped resources
    /// "" (empty) means "all" for namespace scoped resources from a SubjectAccessReview or SelfSubjectAccessReview
    /// +optional
    #[serde(rename = "namespace")]
    pub namespace: String,
    /// verb is a kubernetes resource API verb, like: get, list, watch, create, update, delete, proxy.  "*" means all.
    /// +optional
    #[serde(rename = "verb")]
    pub verb: String,
    /// group is the API Group of the Resource.  "*" means all.
    /// +optional
    #[serde(rename = "group")]
    pub group: String,
    /// version is the API Version of the Resource.  "*" means all.
    /// +optional
    #[serde(rename = "version")]
    pub version: String,
    /// resource is one of the existing resource types.  "*" means all.
    /// +optional
    #[serde(rename = "resource")]
    pub resource: String,
    /// subresource is one of the existing resource types.  "" means none.
    /// +optional
    #[serde(rename = "subresource")]
    pub subresource: String,
    /// name is the name of the resource being requested for a "get" or deleted for a "delete". "" (empty) means all.
    /// +optional
    #[serde(rename = "name")]
    pub name: String,
    /// fieldSelector describes the limitation on access based on field.  It can only limit access, not broaden it.
    /// +optional
    #[serde(rename = "fieldSelector", skip_serializing_if = "Option::is_none")]
    pub field_selector: Option<FieldSelectorAttributes>,
    /// labelSelector describes the limitation on access based on labels.  It can only limit access, not broaden it.
    /// +optional
    #[serde(rename = "labelSelector", skip_serializing_if = "Option::is_none")]
    pub label_selector: Option<LabelSelectorAttributes>,
}

/// LabelSelectorAttributes indicates a label limited access.
/// Webhook authors are encouraged to
/// * ensure rawSelector and requirements are not both set
/// * consider the requirements field if set
/// * not try to parse or consider the rawSelector field if set. This is to avoid another CVE-2022-2880 (i.e. getting different systems to agree on how exactly to parse a query is not something we want), see https://www.oxeye.io/resources/golang-parameter-smuggling-attack for more details.
/// For the *SubjectAccessReview endpoints of the kube-apiserver:
/// * If rawSelector is empty and requirements are empty, the request is not limited.
/// * If rawSelector is present and requirements are empty, the rawSelector will be parsed and limited if the parsing succeeds.
/// * If rawSelector is empty and requirements are present, the requirements should be honored
/// * If rawSelector is present and requirements are present, the request is invalid.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct LabelSelectorAttributes {
    /// rawSelector is the serialization of a field selector that would be included in a query parameter.
    /// Webhook implementations are encouraged to ignore rawSelector.
    /// The kube-apiserver's *SubjectAccessReview will parse the rawSelector as long as the requirements are not present.
    /// +optional
    #[serde(rename = "rawSelector")]
    pub raw_selector: String,
    /// requirements is the parsed interpretation of a label selector.
    /// All requirements must be met for a resource instance to match the selector.
    /// Webhook implementations should handle requirements, but how to handle them is up to the webhook.
    /// Since requirements can only limit the request, it is safe to authorize as unlimited request if the requirements
    /// are not understood.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "requirements", skip_serializing_if = "Vec::is_empty")]
    pub requirements: Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelectorRequirement>,
}

/// FieldSelectorAttributes indicates a field limited access.
/// Webhook authors are encouraged to
/// * ensure rawSelector and requirements are not both set
/// * consider the requirements field if set
/// * not try to parse or consider the rawSelector field if set. This is to avoid another CVE-2022-2880 (i.e. getting different systems to agree on how exactly to parse a query is not something we want), see https://www.oxeye.io/resources/golang-parameter-smuggling-attack for more details.
/// For the *SubjectAccessReview endpoints of the kube-apiserver:
/// * If rawSelector is empty and requirements are empty, the request is not limited.
/// * If rawSelector is present and requirements are empty, the rawSelector will be parsed and limited if the parsing succeeds.
/// * If rawSelector is empty and requirements are present, the requirements should be honored
/// * If rawSelector is present and requirements are present, the request is invalid.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct FieldSelectorAttributes {
    /// rawSelector is the serialization of a field selector that would be included in a query parameter.
    /// Webhook implementations are encouraged to ignore rawSelector.
    /// The kube-apiserver's *SubjectAccessReview will parse the rawSelector as long as the requirements are not present.
    /// +optional
    #[serde(rename = "rawSelector")]
    pub raw_selector: String,
    /// requirements is the parsed interpretation of a field selector.
    /// All requirements must be met for a resource instance to match the selector.
    /// Webhook implementations should handle requirements, but how to handle them is up to the webhook.
    /// Since requirements can only limit the request, it is safe to authorize as unlimited request if the requirements
    /// are not understood.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "requirements", skip_serializing_if = "Vec::is_empty")]
    pub requirements: Vec<k8s_openapi::apimachinery::pkg::apis::meta::v1::FieldSelectorRequirement>,
}

/// NonResourceAttributes includes the authorization attributes available for non-resource requests to the Authorizer interface
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NonResourceAttributes {
    /// path is the URL path of the request
    /// +optional
    #[serde(rename = "path")]
    pub path: String,
    /// verb is the standard HTTP verb
    /// +optional
    #[serde(rename = "verb")]
    pub verb: String,
}

/// SubjectAccessReviewSpec is a description of the access request.  Exactly one of resourceAttributes
/// and nonResourceAttributes must be set
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SubjectAccessReviewSpec {
    /// resourceAttributes describes information for a resource access request
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:unionMember
    #[serde(rename = "resourceAttributes", skip_serializing_if = "Option::is_none")]
    pub resource_attributes: Option<ResourceAttributes>,
    /// nonResourceAttributes describes information for a non-resource access request
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:unionMember
    #[serde(rename = "nonResourceAttributes", skip_serializing_if = "Option::is_none")]
    pub non_resource_attributes: Option<NonResourceAttributes>,
    /// user is the user you're testing for.
    /// If you specify "User" but not "Groups", then is it interpreted as "What if User were not a member of any groups
    /// +optional
    #[serde(rename = "user")]
    pub user: String,
    /// groups is the groups you're testing for.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "groups", skip_serializing_if = "Vec::is_empty")]
    pub groups: Vec<String>,
    /// extra corresponds to the user.Info.GetExtra() method from the authenticator.  Since that is input to the authorizer
    /// it needs a reflection here.
    /// +optional
    #[serde(rename = "extra", skip_serializing_if = "BTreeMap::is_empty")]
    pub extra: BTreeMap<String, ExtraValue>,
    /// uid information about the requesting user.
    /// +optional
    #[serde(rename = "uid")]
    pub uid: String,
}

/// ExtraValue masks the value so protobuf can generate
/// +protobuf.nullable=true
/// +protobuf.options.(gogoproto.goproto_stringer)=false
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct ExtraValue(pub Vec<String>);

/// SelfSubjectAccessReviewSpec is a description of the access request.  Exactly one of resourceAttributes
/// and nonResourceAttributes must be set
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SelfSubjectAccessReviewSpec {
    /// resourceAttributes describes information for a resource access request
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:unionMember
    #[serde(rename = "resourceAttributes", skip_serializing_if = "Option::is_none")]
    pub resource_attributes: Option<ResourceAttributes>,
    /// nonResourceAttributes describes information for a non-resource access request
    /// +optional
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:unionMember
    #[serde(rename = "nonResourceAttributes", skip_serializing_if = "Option::is_none")]
    pub non_resource_attributes: Option<NonResourceAttributes>,
}

/// SubjectAccessReviewStatus
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SubjectAccessReviewStatus {
    /// allowed is required. True if the action would be allowed, false otherwise.
    #[serde(rename = "allowed")]
    pub allowed: bool,
    /// denied is optional. True if the action would be denied, otherwise
    /// false. If both allowed is false and denied is false, then the
    /// authorizer has no opinion on whether to authorize the action. Denied
    /// may not be true if Allowed is true.
    /// +optional
    #[serde(rename = "denied")]
    pub denied: bool,
    /// reason is optional.  It indicates why a request was allowed or denied.
    /// +optional
    #[serde(rename = "reason")]
    pub reason: String,
    /// evaluationError is an indication that some error occurred during the authorization check.
    /// It is entirely possible to get an error and be able to continue determine authorization status in spite of it.
    /// For instance, RBAC can be missing a role, but enough roles are still present and bound to reason about the request.
    /// +optional
    #[serde(rename = "evaluationError")]
    pub evaluation_error: String,
}

/// +genclient
/// +genclient:nonNamespaced
/// +genclient:onlyVerbs=create
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.19
///
/// SelfSubjectRulesReview enumerates the set of actions the current user can perform within a namespace.
/// The returned list of actions may be incomplete depending on the server's authorization mode,
/// and any errors experienced during the evaluation. SelfSubjectRulesReview should be used by UIs to show/hide actions,
/// or to quickly let an end user reason about their permissions. It should NOT Be used by external systems to
/// drive authorization decisions as this raises confused deputy, cache lifetime/revocation, and correctness concerns.
/// SubjectAccessReview, and LocalAccessReview are the correct way to defer authorization decisions to the API server.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SelfSubjectRulesReview {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard list metadata.
    /// More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
    /// +optional
    /// +k8s:opaqueType
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec holds information about the request being evaluated.
    #[serde(rename = "spec")]
    pub spec: SelfSubjectRulesReviewSpec,
    /// status is filled in by the server and indicates the set of actions a user can perform.
    /// +optional
    #[serde(rename = "status")]
    pub status: SubjectRulesReviewStatus,
}

/// SelfSubjectRulesReviewSpec defines the specification for SelfSubjectRulesReview.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SelfSubjectRulesReviewSpec {
    /// namespace to evaluate rules for. Required.
    #[serde(rename = "namespace")]
    pub namespace: String,
}

/// SubjectRulesReviewStatus contains the result of a rules check. This check can be incomplete depending on
/// the set of authorizers the server is configured with and any errors experienced during evaluation.
/// Because authorization rules are additive, if a rule appears in a list it's safe to assume the subject has that permission,
/// even if that list is incomplete.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct SubjectRulesReviewStatus {
    /// resourceRules is the list of actions the subject is allowed to perform on resources.
    /// The list ordering isn't significant, may contain duplicates, and possibly be incomplete.
    /// +listType=atomic
    #[serde(rename = "resourceRules")]
    pub resource_rules: Vec<ResourceRule>,
    /// nonResourceRules is the list of actions the subject is allowed to perform on non-resources.
    /// The list ordering isn't significant, may contain duplicates, and possibly be incomplete.
    /// +listType=atomic
    #[serde(rename = "nonResourceRules")]
    pub non_resource_rules: Vec<NonResourceRule>,
    /// incomplete is true when the rules returned by this call are incomplete. This is most commonly
    /// encountered when an authorizer, such as an external authorizer, doesn't support rules evaluation.
    #[serde(rename = "incomplete")]
    pub incomplete: bool,
    /// evaluationError can appear in combination with Rules. It indicates an error occurred during
    /// rule evaluation, such as an authorizer that doesn't support rule evaluation, and that
    /// ResourceRules and/or NonResourceRules may be incomplete.
    /// +optional
    #[serde(rename = "evaluationError")]
    pub evaluation_error: String,
}

/// ResourceRule is the list of actions the subject is allowed to perform on resources. The list ordering isn't significant,
/// may contain duplicates, and possibly be incomplete.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ResourceRule {
    /// verbs is a list of kubernetes resource API verbs, like: get, list, watch, create, update, delete, proxy.  "*" means all.
    /// +listType=atomic
    #[serde(rename = "verbs")]
    pub verbs: Vec<String>,
    /// apiGroups is the name of the APIGroup that contains the resources.  If multiple API groups are specified, any action requested against one of
    /// the enumerated resources in any API group will be allowed.  "*" means all.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "apiGroups", skip_serializing_if = "Vec::is_empty")]
    pub api_groups: Vec<String>,
    /// resources is a list of resources this rule applies to.  "*" means all in the specified apiGroups.
    ///  "*/foo" represents the subresource 'foo' for all resources in the specified apiGroups.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "resources", skip_serializing_if = "Vec::is_empty")]
    pub resources: Vec<String>,
    /// resourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.  "*" means all.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "resourceNames", skip_serializing_if = "Vec::is_empty")]
    pub resource_names: Vec<String>,
}

/// NonResourceRule holds information that describes a rule for the non-resource
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NonResourceRule {
    /// verbs is a list of kubernetes non-resource API verbs, like: get, post, put, delete, patch, head, options.  "*" means all.
    /// +listType=atomic
    #[serde(rename = "verbs")]
    pub verbs: Vec<String>,
    /// nonResourceURLs is a set of partial urls that a user should have access to.  *s are allowed, but only as the full,
    /// final step in the path.  "*" means all.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "nonResourceURLs", skip_serializing_if = "Vec::is_empty")]
    pub non_resource_urls: Vec<String>,
}
