//! The `admissionregistration.k8s.io/v1beta1` API types, converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

#![allow(
    clippy::doc_lazy_continuation,
    clippy::doc_overindented_list_items,
    clippy::upper_case_acronyms
)]

use serde::{Deserialize, Serialize};

/// Rule is a tuple of APIGroups, APIVersion, and Resources.It is recommended
/// to make sure that all the tuple expansions are valid.
pub type Rule = crate::admissionregistration::v1::types::Rule;

/// ScopeType specifies a scope for a Rule.
/// +enum
pub type ScopeType = crate::admissionregistration::v1::types::ScopeType;

/// ParameterNotFoundActionType specifies a failure policy that defines how a binding
/// is evaluated when the param referred by its perNamespaceParamRef is not found.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ParameterNotFoundActionType(pub String);

/// FailurePolicyType specifies a failure policy that defines how unrecognized errors from the admission endpoint are handled.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct FailurePolicyType(pub String);

/// MatchPolicyType specifies the type of match policy
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct MatchPolicyType(pub String);

/// SideEffectClass specifies the types of side effects a webhook may have.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct SideEffectClass(pub String);

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.28
/// ValidatingAdmissionPolicy describes the definition of an admission validation policy that accepts or rejects an object without changing it.
/// +k8s:supportsSubresource="/status"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingAdmissionPolicy {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired behavior of the ValidatingAdmissionPolicy.
    #[serde(rename = "spec")]
    pub spec: ValidatingAdmissionPolicySpec,
    /// status represents the current status of the ValidatingAdmissionPolicy, including warnings that are useful to determine if the policy
    /// behaves in the expected way.
    /// Populated by the system.
    /// Read-only.
    /// +optional
    #[serde(rename = "status")]
    pub status: ValidatingAdmissionPolicyStatus,
}

/// ValidatingAdmissionPolicyStatus represents the status of an admission validation policy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingAdmissionPolicyStatus {
    /// observedGeneration is the generation observed by the controller.
    /// +optional
    #[serde(rename = "observedGeneration")]
    pub observed_generation: i64,
    /// typeChecking contains the results of type checking for each expression.
    /// Presence of this field indicates the completion of the type checking.
    /// +optional
    #[serde(rename = "typeChecking", skip_serializing_if = "Option::is_none")]
    pub type_checking: Option<TypeChecking>,
    /// conditions represent the latest available observations of a policy's current state.
    /// +optional
    /// +listType=map
    /// +listMapKey=type
    /// +k8s:alpha(since: "1.37")=+k8s:optional
    /// +k8s:alpha(since: "1.37")=+k8s:listType=map
    /// +k8s:alpha(since: "1.37")=+k8s:listMapKey=type
    #[serde(rename = "conditions", skip_serializing_if = "Vec::is_empty")]
    pub conditions: Vec<crate::meta::Condition>,
}

/// ValidatingAdmissionPolicyConditionType is the condition type of admission validation policy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ValidatingAdmissionPolicyConditionType(pub String);

/// TypeChecking contains results of type checking the expressions in the
/// ValidatingAdmissionPolicy
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct TypeChecking {
    /// expressionWarnings contains the type checking warnings for each expression.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "expressionWarnings", skip_serializing_if = "Vec::is_empty")]
    pub expression_warnings: Vec<ExpressionWarning>,
}

/// ExpressionWarning is a warning information that targets a specific expression.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ExpressionWarning {
    /// fieldRef is the path to the field that refers to the expression.
    /// For example, the reference to the expression of the first item of
    /// validations is "spec.validations[0].expression"
    #[serde(rename = "fieldRef")]
    pub field_ref: String,
    /// warning contains the content of type checking information in a human-readable form.
    /// Each line of the warning contains the type that the expression is checked
    /// against, followed by the type check error from the compiler.
    #[serde(rename = "warning")]
    pub warning: String,
}

/// ValidatingAdmissionPolicySpec is the specification of the desired behavior of the AdmissionPolicy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingAdmissionPolicySpec {
    /// paramKind specifies the kind of resources used to parameterize this policy.
    /// If absent, there are no parameters for this policy and the param CEL variable will not be provided to validation expressions.
    /// If ParamKind refers to a non-existent kind, this policy definition is mis-configured and the FailurePolicy is applied.
    /// If paramKind is specified but paramRef is unset in ValidatingAdmissionPolicyBinding, the params variable will be null.
    /// +optional
    #[serde(rename = "paramKind", skip_serializing_if = "Option::is_none")]
    pub param_kind: Option<ParamKind>,
    /// matchConstraints specifies what resources this policy is designed to validate.
    /// The AdmissionPolicy cares about a request if it matches _all_ Constraints.
    /// However, in order to prevent clusters from being put into an unstable state that cannot be recovered from via the API
    /// ValidatingAdmissionPolicy cannot match ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding.
    /// Required.
    #[serde(rename = "matchConstraints", skip_serializing_if = "Option::is_none")]
    pub match_constraints: Option<MatchResources>,
    /// validations contain CEL expressions which is used to apply the validation.
    /// Validations and AuditAnnotations may not both be empty; a minimum of one Validations or AuditAnnotations is
    /// required.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "validations", skip_serializing_if = "Vec::is_empty")]
    pub validations: Vec<Validation>,
    /// failurePolicy defines how to handle failures for the admission policy. Failures can
    /// occur from CEL expression parse errors, type check errors, runtime errors and invalid
    /// or mis-configured policy definitions or bindings.
    ///
    /// A policy is invalid if spec.paramKind refers to a non-existent Kind.
    /// A binding is invalid if spec.paramRef.name refers to a non-existent resource.
    ///
    /// failurePolicy does not define how validations that evaluate to false are handled.
    ///
    /// When failurePolicy is set to Fail, ValidatingAdmissionPolicyBinding validationActions
    /// define how failures are enforced.
    ///
    /// Allowed values are Ignore or Fail. Defaults to Fail.
    /// +optional
    #[serde(rename = "failurePolicy", skip_serializing_if = "Option::is_none")]
    pub failure_policy: Option<FailurePolicyType>,
    /// auditAnnotations contains CEL expressions which are used to produce audit
    /// annotations for the audit event of the API request.
    /// validations and auditAnnotations may not both be empty; a least one of validations or auditAnnotations is
    /// required.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "auditAnnotations", skip_serializing_if = "Vec::is_empty")]
    pub audit_annotations: Vec<AuditAnnotation>,
    /// matchConditions is a list of conditions that must be met for a request to be validated.
    /// Match conditions filter requests that have already been matched by the rules,
    /// namespaceSelector, and objectSelector. An empty list of matchConditions matches all requests.
    /// There are a maximum of 64 match conditions allowed.
    ///
    /// If a parameter object is provided, it can be accessed via the `params` handle in the same
    /// manner as validation expressions.
    ///
    /// The exact matching logic is (in order):
    ///   1. If ANY matchCondition evaluates to FALSE, the policy is skipped.
    ///   2. If ALL matchConditions evaluate to TRUE, the policy is evaluated.
    ///   3. If any matchCondition evaluates to an error (but none are FALSE):
    ///      - If failurePolicy=Fail, reject the request
    ///      - If failurePolicy=Ignore, the policy is skipped
    ///
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(rename = "matchConditions", skip_serializing_if = "Vec::is_empty")]
    pub match_conditions: Vec<MatchCondition>,
    /// variables contain definitions of variables that can be used in composition of other expressions.
    /// Each variable is defined as a named CEL expression.
    /// The variables defined here will be available under `variables` in other expressions of the policy
    /// except MatchConditions because MatchConditions are evaluated before the rest of the policy.
    ///
    /// The expression of a variable can refer to other variables defined earlier in the list but not those after.
    /// Thus, Variables must be sorted by the order of first appearance and acyclic.
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(rename = "variables", skip_serializing_if = "Vec::is_empty")]
    pub variables: Vec<Variable>,
}

/// ParamKind is a tuple of Group Kind and Version.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ParamKind {
    /// apiVersion is the API group version the resources belong to.
    /// In format of "group/version".
    /// Required.
    #[serde(rename = "apiVersion")]
    pub api_version: String,
    /// kind is the API kind the resources belong to.
    /// Required.
    #[serde(rename = "kind")]
    pub kind: String,
}

/// Validation specifies the CEL expression which is used to apply the validation.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Validation {
    /// expression represents the expression which will be evaluated by CEL.
    /// ref: https://github.com/google/cel-spec
    /// CEL expressions have access to the contents of the API request/response, organized into CEL variables as well as some other useful variables:
    ///
    /// - 'object' - The object from the incoming request. The value is null for DELETE requests.
    /// - 'oldObject' - The existing object. The value is null for CREATE requests.
    /// - 'request' - Attributes of the API request([ref](/pkg/apis/admission/types.go#AdmissionRequest)).
    /// - 'params' - Parameter resource referred to by the policy binding being evaluated. Only populated if the policy has a ParamKind.
    /// - 'namespaceObject' - The namespace object that the incoming object belongs to. The value is null for cluster-scoped resources.
    /// - 'variables' - Map of composited variables, from its name to its lazily evaluated value.
    ///   For example, a variable named 'foo' can be accessed as 'variables.foo'.
    /// - 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.
    ///   See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz
    /// - 'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the
    ///   request resource.
    ///
    /// The `apiVersion`, `kind`, `metadata.name` and `metadata.generateName` are always accessible from the root of the
    /// object. No other metadata properties are accessible.
    ///
    /// Only property names of the form `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*` are accessible.
    /// Accessible property names are escaped according to the following rules when accessed in the expression:
    /// - '__' escapes to '__underscores__'
    /// - '.' escapes to '__dot__'
    /// - '-' escapes to '__dash__'
    /// - '/' escapes to '__slash__'
    /// - Property names that exactly match a CEL RESERVED keyword escape to '__{keyword}__'. The keywords are:
    ///       "true", "false", "null", "in", "as", "break", "const", "continue", "else", "for", "function", "if",
    ///       "import", "let", "loop", "package", "namespace", "return".
    /// Examples:
    ///   - Expression accessing a property named "namespace": {"Expression": "object.__namespace__ > 0"}
    ///   - Expression accessing a property named "x-prop": {"Expression": "object.x__dash__prop > 0"}
    ///   - Expression accessing a property named "redact__d": {"Expression": "object.redact__underscores__d > 0"}
    ///
    /// Equality on arrays with list type of 'set' or 'map' ignores element order, i.e. [1, 2] == [2, 1].
    /// Concatenation on arrays with x-kubernetes-list-type use the semantics of the list type:
    ///   - 'set': `X + Y` performs a union where the array positions of all elements in `X` are preserved and
    ///     non-intersecting elements in `Y` are appended, retaining their partial order.
    ///   - 'map': `X + Y` performs a merge where the array positions of all keys in `X` are preserved but the values
    ///     are overwritten by values in `Y` when the key sets of `X` and `Y` intersect. Elements in `Y` with
    ///     non-intersecting keys are appended, retaining their partial order.
    /// Required.
    #[serde(rename = "expression")]
    pub expression: String,
    /// message represents the message displayed when validation fails. The message is required if the Expression contains
    /// line breaks. The message must not contain line breaks.
    /// If unset, the message is "failed rule: {Rule}".
    /// e.g. "must be a URL with the host matching spec.host"
    /// If the Expression contains line breaks. Message is required.
    /// The message must not contain line breaks.
    /// If unset, the message is "failed Expression: {Expression}".
    /// +optional
    #[serde(rename = "message")]
    pub message: String,
    /// reason represents a machine-readable description of why this validation failed.
    /// If this is the first validation in the list to fail, this reason, as well as the
    /// corresponding HTTP response code, are used in the
    /// HTTP response to the client.
    /// The currently supported reasons are: "Unauthorized", "Forbidden", "Invalid", "RequestEntityTooLarge".
    /// If not set, StatusReasonInvalid is used in the response to the client.
    /// +optional
    #[serde(rename = "reason", skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// messageExpression declares a CEL expression that evaluates to the validation failure message that is returned when this rule fails.
    /// Since messageExpression is used as a failure message, it must evaluate to a string.
    /// If both message and messageExpression are present on a validation, then messageExpression will be used if validation fails.
    /// If messageExpression results in a runtime error, the runtime error is logged, and the validation failure message is produced
    /// as if the messageExpression field were unset. If messageExpression evaluates to an empty string, a string with only spaces, or a string
    /// that contains line breaks, then the validation failure message will also be produced as if the messageExpression field were unset, and
    /// the fact that messageExpression produced an empty string/string with only spaces/string with line breaks will be logged.
    /// messageExpression has access to all the same variables as the `expression` except for 'authorizer' and 'authorizer.requestResource'.
    /// Example:
    /// "object.x must be less than max ("+string(params.max)+")"
    /// +optional
    #[serde(rename = "messageExpression")]
    pub message_expression: String,
}

/// Variable is the definition of a variable that is used for composition. A variable is defined as a named expression.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Variable {
    /// name is the name of the variable. The name must be a valid CEL identifier and unique among all variables.
    /// The variable can be accessed in other expressions through `variables`
    /// For example, if name is "foo", the variable will be available as `variables.foo`
    #[serde(rename = "name")]
    pub name: String,
    /// expression is the expression that will be evaluated as the value of the variable.
    /// The CEL expression has access to the same identifiers as the CEL expressions in Validation.
    #[serde(rename = "expression")]
    pub expression: String,
}

/// AuditAnnotation describes how to produce an audit annotation for an API request.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct AuditAnnotation {
    /// key specifies the audit annotation key. The audit annotation keys of
    /// a ValidatingAdmissionPolicy must be unique. The key must be a qualified
    /// name ([A-Za-z0-9][-A-Za-z0-9_.]*) no more than 63 bytes in length.
    ///
    /// The key is combined with the resource name of the
    /// ValidatingAdmissionPolicy to construct an audit annotation key:
    /// "{ValidatingAdmissionPolicy name}/{key}".
    ///
    /// If an admission webhook uses the same resource name as this ValidatingAdmissionPolicy
    /// and the same audit annotation key, the annotation key will be identical.
    /// In this case, the first annotation written with the key will be included
    /// in the audit event and all subsequent annotations with the same key
    /// will be discarded.
    ///
    /// Required.
    #[serde(rename = "key")]
    pub key: String,
    /// valueExpression represents the expression which is evaluated by CEL to
    /// produce an audit annotation value. The expression must evaluate to either
    /// a string or null value. If the expression evaluates to a string, the
    /// audit annotation is included with the string value. If the expression
    /// evaluates to null or empty string the audit annotation will be omitted.
    /// The valueExpression may be no longer than 5kb in length.
    /// If the result of the valueExpression is more than 10kb in length, it
    /// will be truncated to 10kb.
    ///
    /// If multiple ValidatingAdmissionPolicyBinding resources match an
    /// API request, then the valueExpression will be evaluated for
    /// each binding. All unique values produced by the valueExpressions
    /// will be joined together in a comma-separated list.
    ///
    /// Required.
    #[serde(rename = "valueExpression")]
    pub value_expression: String,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.28
///
/// ValidatingAdmissionPolicyBinding binds the ValidatingAdmissionPolicy with paramerized resources.
/// ValidatingAdmissionPolicyBinding and parameter CRDs together define how cluster administrators configure policies for clusters.
///
/// For a given admission request, each binding will cause its policy to be
/// evaluated N times, where N is 1 for policies/bindings that don't use
/// params, otherwise N is the number of parameters selected by the binding.
///
/// The CEL expressions of a policy must have a computed CEL cost below the maximum
/// CEL budget. Each evaluation of the policy is given an independent CEL cost budget.
/// Adding/removing policies, bindings, or params can not affect whether a
/// given (policy, binding, param) combination is within its own CEL budget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingAdmissionPolicyBinding {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired behavior of the ValidatingAdmissionPolicyBinding.
    /// +required
    #[serde(rename = "spec")]
    pub spec: ValidatingAdmissionPolicyBindingSpec,
}

/// ValidatingAdmissionPolicyBindingSpec is the specification of the ValidatingAdmissionPolicyBinding.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingAdmissionPolicyBindingSpec {
    /// policyName references a ValidatingAdmissionPolicy name which the ValidatingAdmissionPolicyBinding binds to.
    /// If the referenced resource does not exist, this binding is considered invalid and will be ignored
    /// Required.
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "policyName")]
    pub policy_name: String,
    /// paramRef specifies the parameter resource used to configure the admission control policy.
    /// It should point to a resource of the type specified in ParamKind of the bound ValidatingAdmissionPolicy.
    /// If the policy specifies a ParamKind and the resource referred to by ParamRef does not exist, this binding is considered mis-configured and the FailurePolicy of the ValidatingAdmissionPolicy applied.
    /// If the policy does not specify a ParamKind then this field is ignored, and the rules are evaluated without a param.
    /// +optional
    #[serde(rename = "paramRef", skip_serializing_if = "Option::is_none")]
    pub param_ref: Option<ParamRef>,
    /// matchResources declares what resources match this binding and will be validated by it.
    /// Note that this is intersected with the policy's matchConstraints, so only requests that are matched by the policy can be selected by this.
    /// If this is unset, all resources matched by the policy are validated by this binding
    /// When resourceRules is unset, it does not constrain resource matching. If a resource is matched by the other fields of this object, it will be validated.
    /// Note that this is differs from ValidatingAdmissionPolicy matchConstraints, where resourceRules are required.
    /// +optional
    #[serde(rename = "matchResources", skip_serializing_if = "Option::is_none")]
    pub match_resources: Option<MatchResources>,
    /// validationActions declares how Validations of the referenced ValidatingAdmissionPolicy are enforced.
    /// If a validation evaluates to false it is always enforced according to these actions.
    ///
    /// Failures defined by the ValidatingAdmissionPolicy's FailurePolicy are enforced according
    /// to these actions only if the FailurePolicy is set to Fail, otherwise the failures are
    /// ignored. This includes compilation errors, runtime errors and misconfigurations of the policy.
    ///
    /// validationActions is declared as a set of action values. Order does
    /// not matter. validationActions may not contain duplicates of the same action.
    ///
    /// The supported actions values are:
    ///
    /// "Deny" specifies that a validation failure results in a denied request.
    ///
    /// "Warn" specifies that a validation failure is reported to the request client
    /// in HTTP Warning headers, with a warning code of 299. Warnings can be sent
    /// both for allowed or denied admission responses.
    ///
    /// "Audit" specifies that a validation failure is included in the published
    /// audit event for the request. The audit event will contain a
    /// `validation.policy.admission.k8s.io/validation_failure` audit annotation
    /// with a value containing the details of the validation failures, formatted as
    /// a JSON list of objects, each with the following fields:
    /// - message: The validation failure message string
    /// - policy: The resource name of the ValidatingAdmissionPolicy
    /// - binding: The resource name of the ValidatingAdmissionPolicyBinding
    /// - expressionIndex: The index of the failed validations in the ValidatingAdmissionPolicy
    /// - validationActions: The enforcement actions enacted for the validation failure
    /// Example audit annotation:
    /// `"validation.policy.admission.k8s.io/validation_failure": "[{\"message\": \"Invalid value\", {\"policy\": \"policy.example.com\", {\"binding\": \"policybinding.example.com\", {\"expressionIndex\": \"1\", {\"validationActions\": [\"Audit\"]}]"`
    ///
    /// Clients should expect to handle additional values by ignoring
    /// any values not recognized.
    ///
    /// "Deny" and "Warn" may not be used together since this combination
    /// needlessly duplicates the validation failure both in the
    /// API response body and the HTTP warning headers.
    ///
    /// Required.
    /// +listType=set
    /// +required
    /// +k8s:beta(since: "1.37")=+k8s:required
    #[serde(rename = "validationActions", skip_serializing_if = "Vec::is_empty")]
    pub validation_actions: Vec<ValidationAction>,
}

/// ParamRef describes how to locate the params to be used as input to
/// expressions of rules applied by a policy binding.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ParamRef {
    /// name is the name of the resource being referenced.
    ///
    /// One of `name` or `selector` must be set, but `name` and `selector` are
    /// mutually exclusive properties. If one is set, the other must be unset.
    ///
    /// A single parameter used for all admission requests can be configured
    /// by setting the `name` field, leaving `selector` blank, and setting namespace
    /// if `paramKind` is namespace-scoped.
    ///
    #[serde(rename = "name")]
    pub name: String,
    /// namespace is the namespace of the referenced resource. Allows limiting
    /// the search for params to a specific namespace. Applies to both `name` and
    /// `selector` fields.
    ///
    /// A per-namespace parameter may be used by specifying a namespace-scoped
    /// `paramKind` in the policy and leaving this field empty.
    ///
    /// - If `paramKind` is cluster-scoped, this field MUST be unset. Setting this
    /// field results in a configuration error.
    ///
    /// - If `paramKind` is namespace-scoped, the namespace of the object being
    /// evaluated for admission will be used when this field is left unset. Take
    /// care that if this is left empty the binding must not match any cluster-scoped
    /// resources, which will result in an error.
    ///
    /// +optional
    #[serde(rename = "namespace")]
    pub namespace: String,
    /// selector can be used to match multiple param objects based on their labels.
    /// Supply selector: {} to match all resources of the ParamKind.
    ///
    /// If multiple params are found, they are all evaluated with the policy expressions
    /// and the results are ANDed together.
    ///
    /// One of `name` or `selector` must be set, but `name` and `selector` are
    /// mutually exclusive properties. If one is set, the other must be unset.
    ///
    /// +optional
    #[serde(rename = "selector", skip_serializing_if = "Option::is_none")]
    pub selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// parameterNotFoundAction controls the behavior of the binding when the resource
    /// exists, and name or selector is valid, but there are no parameters
    /// matched by the binding. If the value is set to `Allow`, then no
    /// matched parameters will be treated as successful validation by the binding.
    /// If set to `Deny`, then no matched parameters will be subject to the
    /// `failurePolicy` of the policy.
    ///
    /// Allowed values are `Allow` or `Deny`
    ///
    /// Required
    #[serde(rename = "parameterNotFoundAction", skip_serializing_if = "Option::is_none")]
    pub parameter_not_found_action: Option<ParameterNotFoundActionType>,
}

/// MatchResources decides whether to run the admission control policy on an object based
/// on whether it meets the match criteria.
/// The exclude rules take precedence over include rules (if a resource matches both, it is excluded)
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MatchResources {
    /// namespaceSelector decides whether to run the admission control policy on an object based
    /// on whether the namespace for that object matches the selector. If the
    /// object itself is a namespace, the matching is performed on
    /// object.metadata.labels. If the object is another cluster scoped resource,
    /// it never skips the policy.
    ///
    /// For example, to run the webhook on any objects whose namespace is not
    /// associated with "runlevel" of "0" or "1";  you will set the selector as
    /// follows:
    /// "namespaceSelector": {
    ///   "matchExpressions": [
    ///     {
    ///       "key": "runlevel",
    ///       "operator": "NotIn",
    ///       "values": [
    ///         "0",
    ///         "1"
    ///       ]
    ///     }
    ///   ]
    /// }
    ///
    /// If instead you want to only run the policy on any objects whose
    /// namespace is associated with the "environment" of "prod" or "staging";
    /// you will set the selector as follows:
    /// "namespaceSelector": {
    ///   "matchExpressions": [
    ///     {
    ///       "key": "environment",
    ///       "operator": "In",
    ///       "values": [
    ///         "prod",
    ///         "staging"
    ///       ]
    ///     }
    ///   ]
    /// }
    ///
    /// See
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/
    /// for more examples of label selectors.
    ///
    /// Default to the empty LabelSelector, which matches everything.
    /// +optional
    #[serde(rename = "namespaceSelector", skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// objectSelector decides whether to run the validation based on if the
    /// object has matching labels. objectSelector is evaluated against both
    /// the oldObject and newObject that would be sent to the cel validation, and
    /// is considered to match if either object matches the selector. A null
    /// object (oldObject in the case of create, or newObject in the case of
    /// delete) or an object that cannot have labels (like a
    /// DeploymentRollback or a PodProxyOptions object) is not considered to
    /// match.
    /// Use the object selector only if the webhook is opt-in, because end
    /// users may skip the admission webhook by setting the labels.
    /// Default to the empty LabelSelector, which matches everything.
    /// +optional
    #[serde(rename = "objectSelector", skip_serializing_if = "Option::is_none")]
    pub object_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// resourceRules describes what operations on what resources/subresources the ValidatingAdmissionPolicy matches.
    /// The policy cares about an operation if it matches _any_ Rule.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "resourceRules", skip_serializing_if = "Vec::is_empty")]
    pub resource_rules: Vec<NamedRuleWithOperations>,
    /// excludeResourceRules describes what operations on what resources/subresources the ValidatingAdmissionPolicy should not care about.
    /// The exclude rules take precedence over include rules (if a resource matches both, it is excluded)
    /// +listType=atomic
    /// +optional
    #[serde(rename = "excludeResourceRules", skip_serializing_if = "Vec::is_empty")]
    pub exclude_resource_rules: Vec<NamedRuleWithOperations>,
    /// matchPolicy defines how the "MatchResources" list is used to match incoming requests.
    /// Allowed values are "Exact" or "Equivalent".
    ///
    /// - Exact: match a request only if it exactly matches a specified rule.
    /// For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1,
    /// but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`,
    /// a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the ValidatingAdmissionPolicy.
    ///
    /// - Equivalent: match a request if modifies a resource listed in rules, even via another API group or version.
    /// For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1,
    /// and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`,
    /// a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the ValidatingAdmissionPolicy.
    ///
    /// Defaults to "Equivalent"
    /// +optional
    #[serde(rename = "matchPolicy", skip_serializing_if = "Option::is_none")]
    pub match_policy: Option<MatchPolicyType>,
}

/// ValidationAction specifies a policy enforcement action.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct ValidationAction(pub String);

/// NamedRuleWithOperations is a tuple of Operations and Resources with ResourceNames.
/// +structType=atomic
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct NamedRuleWithOperations {
    /// resourceNames is an optional white list of names that the rule applies to.  An empty set means that everything is allowed.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "resourceNames", skip_serializing_if = "Vec::is_empty")]
    pub resource_names: Vec<String>,
    /// RuleWithOperations is a tuple of Operations and Resources.
    #[serde(flatten)]
    pub rule_with_operations: RuleWithOperations,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
/// +k8s:prerelease-lifecycle-gen:deprecated=1.16
/// +k8s:prerelease-lifecycle-gen:removed=1.22
/// +k8s:prerelease-lifecycle-gen:replacement=admissionregistration.k8s.io,v1,ValidatingWebhookConfiguration
///
/// ValidatingWebhookConfiguration describes the configuration of and admission webhook that accept or reject and object without changing it.
/// Deprecated in v1.16, planned for removal in v1.19. Use admissionregistration.k8s.io/v1 ValidatingWebhookConfiguration instead.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingWebhookConfiguration {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// webhooks is a list of webhooks and the affected resources and operations.
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "webhooks", skip_serializing_if = "Vec::is_empty")]
    pub webhooks: Vec<ValidatingWebhook>,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.9
/// +k8s:prerelease-lifecycle-gen:deprecated=1.16
/// +k8s:prerelease-lifecycle-gen:removed=1.22
/// +k8s:prerelease-lifecycle-gen:replacement=admissionregistration.k8s.io,v1,MutatingWebhookConfiguration
///
/// MutatingWebhookConfiguration describes the configuration of and admission webhook that accept or reject and may change the object.
/// Deprecated in v1.16, planned for removal in v1.19. Use admissionregistration.k8s.io/v1 MutatingWebhookConfiguration instead.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MutatingWebhookConfiguration {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// webhooks is a list of webhooks and the affected resources and operations.
    /// +optional
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    #[serde(rename = "webhooks", skip_serializing_if = "Vec::is_empty")]
    pub webhooks: Vec<MutatingWebhook>,
}

/// ValidatingWebhook describes an admission webhook and the resources and operations it applies to.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ValidatingWebhook {
    /// name is the name of the admission webhook.
    /// Name should be fully qualified, e.g., imagepolicy.kubernetes.io, where
    /// "imagepolicy" is the name of the webhook, and kubernetes.io is the name
    /// of the organization.
    /// Required.
    #[serde(rename = "name")]
    pub name: String,
    /// clientConfig defines how to communicate with the hook.
    /// Required
    #[serde(rename = "clientConfig")]
    pub client_config: WebhookClientConfig,
    /// rules describes what operations on what resources/subresources the webhook cares about.
    /// The webhook cares about an operation if it matches _any_ Rule.
    /// However, in order to prevent ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks
    /// from putting the cluster in a state which cannot be recovered from without completely
    /// disabling the plugin, ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks are never called
    /// on admission requests for ValidatingWebhookConfiguration and MutatingWebhookConfiguration objects.
    /// +listType=atomic
    #[serde(rename = "rules", skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<RuleWithOperations>,
    /// failurePolicy defines how unrecognized errors from the admission endpoint are handled -
    /// allowed values are Ignore or Fail. Defaults to Ignore.
    /// +optional
    #[serde(rename = "failurePolicy", skip_serializing_if = "Option::is_none")]
    pub failure_policy: Option<FailurePolicyType>,
    /// matchPolicy defines how the "rules" list is used to match incoming requests.
    /// Allowed values are "Exact" or "Equivalent".
    ///
    /// - Exact: match a request only if it exactly matches a specified rule.
    /// For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1,
    /// but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`,
    /// a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the webhook.
    ///
    /// - Equivalent: match a request if modifies a resource listed in rules, even via another API group or version.
    /// For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1,
    /// and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`,
    /// a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the webhook.
    ///
    /// Defaults to "Exact"
    /// +optional
    #[serde(rename = "matchPolicy", skip_serializing_if = "Option::is_none")]
    pub match_policy: Option<MatchPolicyType>,
    /// namespaceSelector decides whether to run the webhook on an object based
    /// on whether the namespace for that object matches the selector. If the
    /// object itself is a namespace, the matching is performed on
    /// object.metadata.labels. If the object is another cluster scoped resource,
    /// it never skips the webhook.
    ///
    /// For example, to run the webhook on any objects whose namespace is not
    /// associated with "runlevel" of "0" or "1";  you will set the selector as
    /// follows:
    /// "namespaceSelector": {
    ///   "matchExpressions": [
    ///     {
    ///       "key": "runlevel",
    ///       "operator": "NotIn",
    ///       "values": [
    ///         "0",
    ///         "1"
    ///       ]
    ///     }
    ///   ]
    /// }
    ///
    /// If instead you want to only run the webhook on any objects whose
    /// namespace is associated with the "environment" of "prod" or "staging";
    /// you will set the selector as follows:
    /// "namespaceSelector": {
    ///   "matchExpressions": [
    ///     {
    ///       "key": "environment",
    ///       "operator": "In",
    ///       "values": [
    ///         "prod",
    ///         "staging"
    ///       ]
    ///     }
    ///   ]
    /// }
    ///
    /// See
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/labels
    /// for more examples of label selectors.
    ///
    /// Default to the empty LabelSelector, which matches everything.
    /// +optional
    #[serde(rename = "namespaceSelector", skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// objectSelector decides whether to run the webhook based on if the
    /// object has matching labels. objectSelector is evaluated against both
    /// the oldObject and newObject that would be sent to the webhook, and
    /// is considered to match if either object matches the selector. A null
    /// object (oldObject in the case of create, or newObject in the case of
    /// delete) or an object that cannot have labels (like a
    /// DeploymentRollback or a PodProxyOptions object) is not considered to
    /// match.
    /// Use the object selector only if the webhook is opt-in, because end
    /// users may skip the admission webhook by setting the labels.
    /// Default to the empty LabelSelector, which matches everything.
    /// +optional
    #[serde(rename = "objectSelector", skip_serializing_if = "Option::is_none")]
    pub object_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// sideEffects states whether this webhook has side effects.
    /// Acceptable values are: Unknown, None, Some, NoneOnDryRun
    /// Webhooks with side effects MUST implement a reconciliation system, since a request may be
    /// rejected by a future step in the admission chain and the side effects therefore need to be undone.
    /// Requests with the dryRun attribute will be auto-rejected if they match a webhook with
    /// sideEffects == Unknown or Some. Defaults to Unknown.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "sideEffects", skip_serializing_if = "Option::is_none")]
    pub side_effects: Option<SideEffectClass>,
    /// timeoutSeconds specifies the timeout for this webhook. After the timeout passes,
    /// the webhook call will be ignored or the API call will fail based on the
    /// failure policy.
    /// The timeout value must be between 1 and 30 seconds.
    /// Default to 30 seconds.
    /// +optional
    #[serde(rename = "timeoutSeconds", skip_serializing_if = "Option::is_none")]
    pub timeout_seconds: Option<i32>,
    /// admissionReviewVersions is an ordered list of preferred `AdmissionReview`
    /// versions the Webhook expects. API server will try to use first version in
    /// the list which it supports. If none of the versions specified in this list
    /// supported by API server, validation will fail for this object.
    /// If a persisted webhook configuration specifies allowed versions and does not
    /// include any versions known to the API Server, calls to the webhook will fail
    /// and be subject to the failure policy.
    /// Default to `['v1beta1']`.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "admissionReviewVersions", skip_serializing_if = "Vec::is_empty")]
    pub admission_review_versions: Vec<String>,
    /// matchConditions is a list of conditions that must be met for a request to be sent to this
    /// webhook. Match conditions filter requests that have already been matched by the rules,
    /// namespaceSelector, and objectSelector. An empty list of matchConditions matches all requests.
    /// There are a maximum of 64 match conditions allowed.
    ///
    /// The exact matching logic is (in order):
    ///   1. If ANY matchCondition evaluates to FALSE, the webhook is skipped.
    ///   2. If ALL matchConditions evaluate to TRUE, the webhook is called.
    ///   3. If any matchCondition evaluates to an error (but none are FALSE):
    ///      - If failurePolicy=Fail, reject the request
    ///      - If failurePolicy=Ignore, the error is ignored and the webhook is skipped
    ///
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(rename = "matchConditions", skip_serializing_if = "Vec::is_empty")]
    pub match_conditions: Vec<MatchCondition>,
}

/// MutatingWebhook describes an admission webhook and the resources and operations it applies to.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MutatingWebhook {
    /// name is the name of the admission webhook.
    /// Name should be fully qualified, e.g., imagepolicy.kubernetes.io, where
    /// "imagepolicy" is the name of the webhook, and kubernetes.io is the name
    /// of the organization.
    /// Required.
    #[serde(rename = "name")]
    pub name: String,
    /// clientConfig defines how to communicate with the hook.
    /// Required
    #[serde(rename = "clientConfig")]
    pub client_config: WebhookClientConfig,
    /// rules describes what operations on what resources/subresources the webhook cares about.
    /// The webhook cares about an operation if it matches _any_ Rule.
    /// However, in order to prevent ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks
    /// from putting the cluster in a state which cannot be recovered from without completely
    /// disabling the plugin, ValidatingAdmissionWebhooks and MutatingAdmissionWebhooks are never called
    /// on admission requests for ValidatingWebhookConfiguration and MutatingWebhookConfiguration objects.
    /// +listType=atomic
    #[serde(rename = "rules", skip_serializing_if = "Vec::is_empty")]
    pub rules: Vec<RuleWithOperations>,
    /// failurePolicy defines how unrecognized errors from the admission endpoint are handled -
    /// allowed values are Ignore or Fail. Defaults to Ignore.
    /// +optional
    #[serde(rename = "failurePolicy", skip_serializing_if = "Option::is_none")]
    pub failure_policy: Option<FailurePolicyType>,
    /// matchPolicy defines how the "rules" list is used to match incoming requests.
    /// Allowed values are "Exact" or "Equivalent".
    ///
    /// - Exact: match a request only if it exactly matches a specified rule.
    /// For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1,
    /// but "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`,
    /// a request to apps/v1beta1 or extensions/v1beta1 would not be sent to the webhook.
    ///
    /// - Equivalent: match a request if modifies a resource listed in rules, even via another API group or version.
    /// For example, if deployments can be modified via apps/v1, apps/v1beta1, and extensions/v1beta1,
    /// and "rules" only included `apiGroups:["apps"], apiVersions:["v1"], resources: ["deployments"]`,
    /// a request to apps/v1beta1 or extensions/v1beta1 would be converted to apps/v1 and sent to the webhook.
    ///
    /// Defaults to "Exact"
    /// +optional
    #[serde(rename = "matchPolicy", skip_serializing_if = "Option::is_none")]
    pub match_policy: Option<MatchPolicyType>,
    /// namespaceSelector decides whether to run the webhook on an object based
    /// on whether the namespace for that object matches the selector. If the
    /// object itself is a namespace, the matching is performed on
    /// object.metadata.labels. If the object is another cluster scoped resource,
    /// it never skips the webhook.
    ///
    /// For example, to run the webhook on any objects whose namespace is not
    /// associated with "runlevel" of "0" or "1";  you will set the selector as
    /// follows:
    /// "namespaceSelector": {
    ///   "matchExpressions": [
    ///     {
    ///       "key": "runlevel",
    ///       "operator": "NotIn",
    ///       "values": [
    ///         "0",
    ///         "1"
    ///       ]
    ///     }
    ///   ]
    /// }
    ///
    /// If instead you want to only run the webhook on any objects whose
    /// namespace is associated with the "environment" of "prod" or "staging";
    /// you will set the selector as follows:
    /// "namespaceSelector": {
    ///   "matchExpressions": [
    ///     {
    ///       "key": "environment",
    ///       "operator": "In",
    ///       "values": [
    ///         "prod",
    ///         "staging"
    ///       ]
    ///     }
    ///   ]
    /// }
    ///
    /// See
    /// https://kubernetes.io/docs/concepts/overview/working-with-objects/labels/
    /// for more examples of label selectors.
    ///
    /// Default to the empty LabelSelector, which matches everything.
    /// +optional
    #[serde(rename = "namespaceSelector", skip_serializing_if = "Option::is_none")]
    pub namespace_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// objectSelector decides whether to run the webhook based on if the
    /// object has matching labels. objectSelector is evaluated against both
    /// the oldObject and newObject that would be sent to the webhook, and
    /// is considered to match if either object matches the selector. A null
    /// object (oldObject in the case of create, or newObject in the case of
    /// delete) or an object that cannot have labels (like a
    /// DeploymentRollback or a PodProxyOptions object) is not considered to
    /// match.
    /// Use the object selector only if the webhook is opt-in, because end
    /// users may skip the admission webhook by setting the labels.
    /// Default to the empty LabelSelector, which matches everything.
    /// +optional
    #[serde(rename = "objectSelector", skip_serializing_if = "Option::is_none")]
    pub object_selector: Option<k8s_openapi::apimachinery::pkg::apis::meta::v1::LabelSelector>,
    /// sideEffects states whether this webhook has side effects.
    /// Acceptable values are: Unknown, None, Some, NoneOnDryRun
    /// Webhooks with side effects MUST implement a reconciliation system, since a request may be
    /// rejected by a future step in the admission chain and the side effects therefore need to be undone.
    /// Requests with the dryRun attribute will be auto-rejected if they match a webhook with
    /// sideEffects == Unknown or Some. Defaults to Unknown.
    /// +optional
    #[serde(rename = "sideEffects", skip_serializing_if = "Option::is_none")]
    pub side_effects: Option<SideEffectClass>,
    /// timeoutSeconds specifies the timeout for this webhook. After the timeout passes,
    /// the webhook call will be ignored or the API call will fail based on the
    /// failure policy.
    /// The timeout value must be between 1 and 30 seconds.
    /// Default to 30 seconds.
    /// +optional
    #[serde(rename = "timeoutSeconds", skip_serializing_if = "Option::is_none")]
    pub timeout_seconds: Option<i32>,
    /// admissionReviewVersions is an ordered list of preferred `AdmissionReview`
    /// versions the Webhook expects. API server will try to use first version in
    /// the list which it supports. If none of the versions specified in this list
    /// supported by API server, validation will fail for this object.
    /// If a persisted webhook configuration specifies allowed versions and does not
    /// include any versions known to the API Server, calls to the webhook will fail
    /// and be subject to the failure policy.
    /// Default to `['v1beta1']`.
    /// +optional
    /// +listType=atomic
    #[serde(rename = "admissionReviewVersions", skip_serializing_if = "Vec::is_empty")]
    pub admission_review_versions: Vec<String>,
    /// reinvocationPolicy indicates whether this webhook should be called multiple times as part of a single admission evaluation.
    /// Allowed values are "Never" and "IfNeeded".
    ///
    /// Never: the webhook will not be called more than once in a single admission evaluation.
    ///
    /// IfNeeded: the webhook will be called at least one additional time as part of the admission evaluation
    /// if the object being admitted is modified by other admission plugins after the initial webhook call.
    /// Webhooks that specify this option *must* be idempotent, able to process objects they previously admitted.
    /// Note:
    /// * the number of additional invocations is not guaranteed to be exactly one.
    /// * if additional invocations result in further modifications to the object, webhooks are not guaranteed to be invoked again.
    /// * webhooks that use this option may be reordered to minimize the number of additional invocations.
    /// * to validate an object after all mutations are guaranteed complete, use a validating admission webhook instead.
    ///
    /// Defaults to "Never".
    /// +optional
    #[serde(rename = "reinvocationPolicy", skip_serializing_if = "Option::is_none")]
    pub reinvocation_policy: Option<ReinvocationPolicyType>,
    /// matchConditions is a list of conditions that must be met for a request to be sent to this
    /// webhook. Match conditions filter requests that have already been matched by the rules,
    /// namespaceSelector, and objectSelector. An empty list of matchConditions matches all requests.
    /// There are a maximum of 64 match conditions allowed.
    ///
    /// The exact matching logic is (in order):
    ///   1. If ANY matchCondition evaluates to FALSE, the webhook is skipped.
    ///   2. If ALL matchConditions evaluate to TRUE, the webhook is called.
    ///   3. If any matchCondition evaluates to an error (but none are FALSE):
    ///      - If failurePolicy=Fail, reject the request
    ///      - If failurePolicy=Ignore, the error is ignored and the webhook is skipped
    ///
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(rename = "matchConditions", skip_serializing_if = "Vec::is_empty")]
    pub match_conditions: Vec<MatchCondition>,
}

/// ReinvocationPolicyType specifies what type of policy is used when other admission plugins also perform
/// modifications.
/// +enum
pub type ReinvocationPolicyType = crate::admissionregistration::v1::types::ReinvocationPolicyType;

/// RuleWithOperations is a tuple of Operations and Resources. It is recommended to make
/// sure that all the tuple expansions are valid.
pub type RuleWithOperations = crate::admissionregistration::v1::types::RuleWithOperations;

/// OperationType specifies an operation for a request.
/// +enum
pub type OperationType = crate::admissionregistration::v1::types::OperationType;

/// WebhookClientConfig contains the information to make a TLS
/// connection with the webhook
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct WebhookClientConfig {
    /// url gives the location of the webhook, in standard URL form
    /// (`scheme://host:port/path`). Exactly one of `url` or `service`
    /// must be specified.
    ///
    /// The `host` should not refer to a service running in the cluster; use
    /// the `service` field instead. The host might be resolved via external
    /// DNS in some apiservers (e.g., `kube-apiserver` cannot resolve
    /// in-cluster DNS as that would be a layering violation). `host` may
    /// also be an IP address.
    ///
    /// Please note that using `localhost` or `127.0.0.1` as a `host` is
    /// risky unless you take great care to run this webhook on all hosts
    /// which run an apiserver which might need to make calls to this
    /// webhook. Such installs are likely to be non-portable, i.e., not easy
    /// to turn up in a new cluster.
    ///
    /// The scheme must be "https"; the URL must begin with "https://".
    ///
    /// A path is optional, and if present may be any string permissible in
    /// a URL. You may use the path to pass an arbitrary string to the
    /// webhook, for example, a cluster identifier.
    ///
    /// Attempting to use a user or basic auth e.g. "user:password@" is not
    /// allowed. Fragments ("#...") and query parameters ("?...") are not
    /// allowed, either.
    ///
    /// +optional
    #[serde(rename = "url", skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// service is a reference to the service for this webhook. Either
    /// `service` or `url` must be specified.
    ///
    /// If the webhook is running within the cluster, then you should use `service`.
    ///
    /// +optional
    #[serde(rename = "service", skip_serializing_if = "Option::is_none")]
    pub service: Option<ServiceReference>,
    /// caBundle is a PEM encoded CA bundle which will be used to validate the webhook's server certificate.
    /// If unspecified, system trust roots on the apiserver are used.
    /// +optional
    #[serde(rename = "caBundle")]
    pub ca_bundle: String,
}

/// ServiceReference holds a reference to Service.legacy.k8s.io
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ServiceReference {
    /// namespace is the namespace of the service.
    /// Required
    #[serde(rename = "namespace")]
    pub namespace: String,
    /// name is the name of the service.
    /// Required
    #[serde(rename = "name")]
    pub name: String,
    /// path is an optional URL path which will be sent in any request to
    /// this service.
    /// +optional
    #[serde(rename = "path", skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// port is the port on the service that hosts the webhook.
    /// Default to 443 for backward compatibility.
    /// port should be a valid port number (1-65535, inclusive).
    /// +optional
    #[serde(rename = "port", skip_serializing_if = "Option::is_none")]
    pub port: Option<i32>,
}

/// MatchCondition represents a condition which must be fulfilled for a request to be sent to a webhook.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MatchCondition {
    /// name is an identifier for this match condition, used for strategic merging of MatchConditions,
    /// as well as providing an identifier for logging purposes. A good name should be descriptive of
    /// the associated expression.
    /// Name must be a qualified name consisting of alphanumeric characters, '-', '_' or '.', and
    /// must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or
    /// '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an
    /// optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')
    ///
    /// Required.
    #[serde(rename = "name")]
    pub name: String,
    /// expression represents the expression which will be evaluated by CEL. Must evaluate to bool.
    /// CEL expressions have access to the contents of the AdmissionRequest and Authorizer, organized into CEL variables:
    ///
    /// 'object' - The object from the incoming request. The value is null for DELETE requests.
    /// 'oldObject' - The existing object. The value is null for CREATE requests.
    /// 'request' - Attributes of the admission request(/pkg/apis/admission/types.go#AdmissionRequest).
    /// 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.
    ///   See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz
    /// 'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the
    ///   request resource.
    /// Documentation on CEL: https://kubernetes.io/docs/reference/using-api/cel/
    ///
    /// Required.
    #[serde(rename = "expression")]
    pub expression: String,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.34
/// +k8s:prerelease-lifecycle-gen:replacement=admissionregistration.k8s.io,v1,MutatingAdmissionPolicy
///
/// MutatingAdmissionPolicy describes the definition of an admission mutation policy that mutates the object coming into admission chain.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MutatingAdmissionPolicy {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired behavior of the MutatingAdmissionPolicy.
    #[serde(rename = "spec")]
    pub spec: MutatingAdmissionPolicySpec,
}

/// MutatingAdmissionPolicySpec is the specification of the desired behavior of the admission policy.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MutatingAdmissionPolicySpec {
    /// paramKind specifies the kind of resources used to parameterize this policy.
    /// If absent, there are no parameters for this policy and the param CEL variable will not be provided to validation expressions.
    /// If paramKind refers to a non-existent kind, this policy definition is mis-configured and the FailurePolicy is applied.
    /// If paramKind is specified but paramRef is unset in MutatingAdmissionPolicyBinding, the params variable will be null.
    /// +optional
    #[serde(rename = "paramKind", skip_serializing_if = "Option::is_none")]
    pub param_kind: Option<ParamKind>,
    /// matchConstraints specifies what resources this policy is designed to validate.
    /// The MutatingAdmissionPolicy cares about a request if it matches _all_ Constraints.
    /// However, in order to prevent clusters from being put into an unstable state that cannot be recovered from via the API
    /// MutatingAdmissionPolicy cannot match MutatingAdmissionPolicy and MutatingAdmissionPolicyBinding.
    /// The CREATE, UPDATE and CONNECT operations are allowed.  The DELETE operation may not be matched.
    /// '*' matches CREATE, UPDATE and CONNECT.
    /// Required.
    #[serde(rename = "matchConstraints", skip_serializing_if = "Option::is_none")]
    pub match_constraints: Option<MatchResources>,
    /// variables contain definitions of variables that can be used in composition of other expressions.
    /// Each variable is defined as a named CEL expression.
    /// The variables defined here will be available under `variables` in other expressions of the policy
    /// except matchConditions because matchConditions are evaluated before the rest of the policy.
    ///
    /// The expression of a variable can refer to other variables defined earlier in the list but not those after.
    /// Thus, variables must be sorted by the order of first appearance and acyclic.
    /// +listType=atomic
    /// +optional
    #[serde(rename = "variables", skip_serializing_if = "Vec::is_empty")]
    pub variables: Vec<Variable>,
    /// mutations contain operations to perform on matching objects.
    /// mutations may not be empty; a minimum of one mutation is required.
    /// mutations are evaluated in order, and are reinvoked according to
    /// the reinvocationPolicy.
    /// The mutations of a policy are invoked for each binding of this policy
    /// and reinvocation of mutations occurs on a per binding basis.
    ///
    /// +listType=atomic
    /// +optional
    #[serde(rename = "mutations", skip_serializing_if = "Vec::is_empty")]
    pub mutations: Vec<Mutation>,
    /// failurePolicy defines how to handle failures for the admission policy. Failures can
    /// occur from CEL expression parse errors, type check errors, runtime errors and invalid
    /// or mis-configured policy definitions or bindings.
    ///
    /// A policy is invalid if paramKind refers to a non-existent Kind.
    /// A binding is invalid if paramRef.name refers to a non-existent resource.
    ///
    /// failurePolicy does not define how validations that evaluate to false are handled.
    ///
    /// Allowed values are Ignore or Fail. Defaults to Fail.
    /// +optional
    #[serde(rename = "failurePolicy", skip_serializing_if = "Option::is_none")]
    pub failure_policy: Option<FailurePolicyType>,
    /// matchConditions is a list of conditions that must be met for a request to be validated.
    /// Match conditions filter requests that have already been matched by the matchConstraints.
    /// An empty list of matchConditions matches all requests.
    /// There are a maximum of 64 match conditions allowed.
    ///
    /// If a parameter object is provided, it can be accessed via the `params` handle in the same
    /// manner as validation expressions.
    ///
    /// The exact matching logic is (in order):
    ///   1. If ANY matchCondition evaluates to FALSE, the policy is skipped.
    ///   2. If ALL matchConditions evaluate to TRUE, the policy is evaluated.
    ///   3. If any matchCondition evaluates to an error (but none are FALSE):
    ///      - If failurePolicy=Fail, reject the request
    ///      - If failurePolicy=Ignore, the policy is skipped
    ///
    /// +patchMergeKey=name
    /// +patchStrategy=merge
    /// +listType=map
    /// +listMapKey=name
    /// +optional
    #[serde(rename = "matchConditions", skip_serializing_if = "Vec::is_empty")]
    pub match_conditions: Vec<MatchCondition>,
    /// reinvocationPolicy indicates whether mutations may be called multiple times per MutatingAdmissionPolicyBinding
    /// as part of a single admission evaluation.
    /// Allowed values are "Never" and "IfNeeded".
    ///
    /// Never: These mutations will not be called more than once per binding in a single admission evaluation.
    ///
    /// IfNeeded: These mutations may be invoked more than once per binding for a single admission request and there is no guarantee of
    /// order with respect to other admission plugins, admission webhooks, bindings of this policy and admission policies.  Mutations are only
    /// reinvoked when mutations change the object after this mutation is invoked.
    /// Required.
    #[serde(rename = "reinvocationPolicy")]
    pub reinvocation_policy: ReinvocationPolicyType,
}

/// Mutation specifies the CEL expression which is used to apply the Mutation.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct Mutation {
    /// patchType indicates the patch strategy used.
    /// Allowed values are "ApplyConfiguration" and "JSONPatch".
    /// Required.
    ///
    /// +unionDiscriminator
    #[serde(rename = "patchType")]
    pub patch_type: PatchType,
    /// applyConfiguration defines the desired configuration values of an object.
    /// The configuration is applied to the admission object using
    /// [structured merge diff](https://github.com/kubernetes-sigs/structured-merge-diff).
    /// A CEL expression is used to create apply configuration.
    #[serde(rename = "applyConfiguration", skip_serializing_if = "Option::is_none")]
    pub apply_configuration: Option<ApplyConfiguration>,
    /// jsonPatch defines a [JSON patch](https://jsonpatch.com/) operation to perform a mutation to the object.
    /// A CEL expression is used to create the JSON patch.
    #[serde(rename = "jsonPatch", skip_serializing_if = "Option::is_none")]
    pub json_patch: Option<JSONPatch>,
}

/// PatchType specifies the type of patch operation for a mutation.
/// +enum
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct PatchType(pub String);

/// ApplyConfiguration defines the desired configuration values of an object.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct ApplyConfiguration {
    /// expression will be evaluated by CEL to create an apply configuration.
    /// ref: https://github.com/google/cel-spec
    ///
    /// Apply configurations are declared in CEL using object initialization. For example, this CEL expression
    /// returns an apply configuration to set a single field:
    ///
    ///     Object{
    ///       spec: Object.spec{
    ///         serviceAccountName: "example"
    ///       }
    ///     }
    ///
    /// Apply configurations may not modify atomic structs, maps or arrays due to the risk of accidental deletion of
    /// values not included in the apply configuration.
    ///
    /// CEL expressions have access to the object types needed to create apply configurations:
    ///
    /// - 'Object' - CEL type of the resource object.
    /// - 'Object.<fieldName>' - CEL type of object field (such as 'Object.spec')
    /// - 'Object.<fieldName1>.<fieldName2>...<fieldNameN>` - CEL type of nested field (such as 'Object.spec.containers')
    ///
    /// CEL expressions have access to the contents of the API request, organized into CEL variables as well as some other useful variables:
    ///
    /// - 'object' - The object from the incoming request. The value is null for DELETE requests.
    /// - 'oldObject' - The existing object. The value is null for CREATE requests.
    /// - 'request' - Attributes of the API request([ref](/pkg/apis/admission/types.go#AdmissionRequest)).
    /// - 'params' - Parameter resource referred to by the policy binding being evaluated. Only populated if the policy has a ParamKind.
    /// - 'namespaceObject' - The namespace object that the incoming object belongs to. The value is null for cluster-scoped resources.
    /// - 'variables' - Map of composited variables, from its name to its lazily evaluated value.
    ///   For example, a variable named 'foo' can be accessed as 'variables.foo'.
    /// - 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.
    ///   See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz
    /// - 'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the
    ///   request resource.
    ///
    /// The `apiVersion`, `kind`, `metadata.name` and `metadata.generateName` are always accessible from the root of the
    /// object. No other metadata properties are accessible.
    ///
    /// Only property names of the form `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*` are accessible.
    /// Required.
    #[serde(rename = "expression")]
    pub expression: String,
}

/// JSONPatch defines a JSON Patch.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct JSONPatch {
    /// expression will be evaluated by CEL to create a [JSON patch](https://jsonpatch.com/).
    /// ref: https://github.com/google/cel-spec
    ///
    /// expression must return an array of JSONPatch values.
    ///
    /// For example, this CEL expression returns a JSON patch to conditionally modify a value:
    ///
    ///       [
    ///         JSONPatch{op: "test", path: "/spec/example", value: "Red"},
    ///         JSONPatch{op: "replace", path: "/spec/example", value: "Green"}
    ///       ]
    ///
    /// To define an object for the patch value, use Object types. For example:
    ///
    ///       [
    ///         JSONPatch{
    ///           op: "add",
    ///           path: "/spec/selector",
    ///           value: Object.spec.selector{matchLabels: {"environment": "test"}}
    ///         }
    ///       ]
    ///
    /// To use strings containing '/' and '~' as JSONPatch path keys, use "jsonpatch.escapeKey". For example:
    ///
    ///       [
    ///         JSONPatch{
    ///           op: "add",
    ///           path: "/metadata/labels/" + jsonpatch.escapeKey("example.com/environment"),
    ///           value: "test"
    ///         },
    ///       ]
    ///
    /// CEL expressions have access to the types needed to create JSON patches and objects:
    ///
    /// - 'JSONPatch' - CEL type of JSON Patch operations. JSONPatch has the fields 'op', 'from', 'path' and 'value'.
    ///   See [JSON patch](https://jsonpatch.com/) for more details. The 'value' field may be set to any of: string,
    ///   integer, array, map or object.  If set, the 'path' and 'from' fields must be set to a
    ///   [JSON pointer](https://datatracker.ietf.org/doc/html/rfc6901/) string, where the 'jsonpatch.escapeKey()' CEL
    ///   function may be used to escape path keys containing '/' and '~'.
    /// - 'Object' - CEL type of the resource object.
    /// - 'Object.<fieldName>' - CEL type of object field (such as 'Object.spec')
    /// - 'Object.<fieldName1>.<fieldName2>...<fieldNameN>` - CEL type of nested field (such as 'Object.spec.containers')
    ///
    /// CEL expressions have access to the contents of the API request, organized into CEL variables as well as some other useful variables:
    ///
    /// - 'object' - The object from the incoming request. The value is null for DELETE requests.
    /// - 'oldObject' - The existing object. The value is null for CREATE requests.
    /// - 'request' - Attributes of the API request([ref](/pkg/apis/admission/types.go#AdmissionRequest)).
    /// - 'params' - Parameter resource referred to by the policy binding being evaluated. Only populated if the policy has a ParamKind.
    /// - 'namespaceObject' - The namespace object that the incoming object belongs to. The value is null for cluster-scoped resources.
    /// - 'variables' - Map of composited variables, from its name to its lazily evaluated value.
    ///   For example, a variable named 'foo' can be accessed as 'variables.foo'.
    /// - 'authorizer' - A CEL Authorizer. May be used to perform authorization checks for the principal (user or service account) of the request.
    ///   See https://pkg.go.dev/k8s.io/apiserver/pkg/cel/library#Authz
    /// - 'authorizer.requestResource' - A CEL ResourceCheck constructed from the 'authorizer' and configured with the
    ///   request resource.
    ///
    /// CEL expressions have access to [Kubernetes CEL function libraries](https://kubernetes.io/docs/reference/using-api/cel/#cel-options-language-features-and-libraries)
    /// as well as:
    ///
    /// - 'jsonpatch.escapeKey' - Performs JSONPatch key escaping. '~' and  '/' are escaped as '~0' and `~1' respectively).
    ///
    ///
    /// Only property names of the form `[a-zA-Z_.-/][a-zA-Z0-9_.-/]*` are accessible.
    /// Required.
    #[serde(rename = "expression")]
    pub expression: String,
}

/// +genclient
/// +genclient:nonNamespaced
/// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
/// +k8s:prerelease-lifecycle-gen:introduced=1.34
/// +k8s:prerelease-lifecycle-gen:replacement=admissionregistration.k8s.io,v1,MutatingAdmissionPolicyBinding
///
/// MutatingAdmissionPolicyBinding binds the MutatingAdmissionPolicy with parametrized resources.
/// MutatingAdmissionPolicyBinding and the optional parameter resource together define how cluster administrators
/// configure policies for clusters.
///
/// For a given admission request, each binding will cause its policy to be
/// evaluated N times, where N is 1 for policies/bindings that don't use
/// params, otherwise N is the number of parameters selected by the binding.
/// Each evaluation is constrained by a [runtime cost budget](https://kubernetes.io/docs/reference/using-api/cel/#runtime-cost-budget).
///
/// Adding/removing policies, bindings, or params can not affect whether a
/// given (policy, binding, param) combination is within its own CEL budget.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MutatingAdmissionPolicyBinding {
    #[serde(skip)]
    pub type_meta: crate::meta::TypeMeta,
    /// metadata is the standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.
    /// +optional
    #[serde(rename = "metadata")]
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    /// spec defines the desired behavior of the MutatingAdmissionPolicyBinding.
    #[serde(rename = "spec")]
    pub spec: MutatingAdmissionPolicyBindingSpec,
}

/// MutatingAdmissionPolicyBindingSpec is the specification of the MutatingAdmissionPolicyBinding.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(default)]
pub struct MutatingAdmissionPolicyBindingSpec {
    /// policyName references a MutatingAdmissionPolicy name which the MutatingAdmissionPolicyBinding binds to.
    /// If the referenced resource does not exist, this binding is considered invalid and will be ignored
    /// Required.
    #[serde(rename = "policyName")]
    pub policy_name: String,
    /// paramRef specifies the parameter resource used to configure the admission control policy.
    /// It should point to a resource of the type specified in spec.ParamKind of the bound MutatingAdmissionPolicy.
    /// If the policy specifies a ParamKind and the resource referred to by ParamRef does not exist, this binding is considered mis-configured and the FailurePolicy of the MutatingAdmissionPolicy applied.
    /// If the policy does not specify a ParamKind then this field is ignored, and the rules are evaluated without a param.
    /// +optional
    #[serde(rename = "paramRef", skip_serializing_if = "Option::is_none")]
    pub param_ref: Option<ParamRef>,
    /// matchResources limits what resources match this binding and may be mutated by it.
    /// Note that if matchResources matches a resource, the resource must also match a policy's matchConstraints and
    /// matchConditions before the resource may be mutated.
    /// When matchResources is unset, it does not constrain resource matching, and only the policy's matchConstraints
    /// and matchConditions must match for the resource to be mutated.
    /// Additionally, matchResources.resourceRules are optional and do not constraint matching when unset.
    /// Note that this is differs from MutatingAdmissionPolicy matchConstraints, where resourceRules are required.
    /// The CREATE, UPDATE and CONNECT operations are allowed.  The DELETE operation may not be matched.
    /// '*' matches CREATE, UPDATE and CONNECT.
    /// +optional
    #[serde(rename = "matchResources", skip_serializing_if = "Option::is_none")]
    pub match_resources: Option<MatchResources>,
}
