//! The `Foo` custom resource: its spec and status carry `+k8s:` tags; kube's
//! derive makes the `Foo` root, which validation-gen validates too
//! (`metadata`, `spec`, `status`, with the `/status` subresource).

use kube::CustomResource;
use serde::{Deserialize, Serialize};

/// The desired state of a Foo.
///
/// +k8s:subfield("metadata")=+k8s:subfield("name")=+k8s:format=k8s-short-name
/// +k8s:validation:cel[0]:rule="!has(oldSelf.storageClass) || has(self.storageClass) && self.storageClass == oldSelf.storageClass"
/// +k8s:validation:cel[0]:message="storageClass may not be changed or removed once set"
/// +k8s:validation:cel[0]:reason="FieldValueForbidden"
/// +k8s:validation:cel[0]:fieldPath=".storageClass"
#[derive(CustomResource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[kube(
    group = "example.com",
    version = "v1",
    kind = "Foo",
    namespaced,
    status = "FooStatus",
    shortname = "fo",
    category = "examples",
    printcolumn(name = "Replicas", type_ = "integer", json_path = ".spec.replicas"),
    // The schema is the one generated from the tags (`impl JsonSchema for Foo`).
    schema = "manual"
)]
#[serde(rename_all = "camelCase")]
pub struct FooSpec {
    /// How many copies to run.
    ///
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub replicas: Option<i32>,
    /// The ports served, by name.
    ///
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    #[serde(default)]
    pub ports: Vec<Port>,
    /// The service tier, a label-like name; checked at beta level, so a
    /// webhook enforcing standard validation only warns.
    ///
    /// +k8s:optional
    /// +k8s:beta=+k8s:format=k8s-short-name
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tier: Option<String>,
    /// The storage class of the volumes. A volume cannot move to another
    /// class: once set, the class stays (a rule on `FooSpec`, run on every
    /// update, even one that leaves the spec unchanged).
    ///
    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub storage_class: Option<String>,
}

/// One served port.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Port {
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    pub name: String,
    /// +k8s:required
    /// +k8s:minimum=1
    pub port: i32,
}

/// The observed state of a Foo.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FooStatus {
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ready_replicas: Option<i32>,
}

include!("zz_generated_validations.rs");
