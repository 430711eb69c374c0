//! kube-openapi's value markers (`+k8s:validation:<key>=<JSON>`, `key>raw`,
//! a bare `key` for `true`): each keyword in the CRD schema as kube-openapi
//! writes it, checked in Rust with the API server's schema-validation
//! messages.

// JSON values in the markers (`enum=[1,2,3]`) read as intra-doc links to
// rustdoc.
#![allow(rustdoc::broken_intra_doc_links)]

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Markers {
    /// +k8s:validation:pattern="^a+$"
    pub name: String,
    /// A raw pattern (no JSON escaping); Go's `\d` is ASCII only.
    /// +k8s:validation:pattern>^\d{2}[a-z]$
    pub code: String,
    /// +k8s:validation:minimum=1.5
    /// +k8s:validation:maximum=10
    pub ratio: f64,
    // An integer limit: a fractional one on an integer field is itself out
    // of the format's range for the API server since Kubernetes 1.36.
    /// +k8s:validation:minimum=1
    /// +k8s:validation:exclusiveMinimum
    /// +k8s:validation:maximum=5
    /// +k8s:validation:exclusiveMaximum=false
    pub count: i32,
    /// +k8s:validation:multipleOf=0.5
    pub step: f64,
    /// +k8s:validation:multipleOf=3
    pub triple: i64,
    /// +k8s:validation:minLength=2
    /// +k8s:validation:maxLength=4
    pub short: String,
    /// +k8s:validation:enum=["Always","Never"]
    pub policy: String,
    /// +k8s:validation:enum=[1,2,3]
    pub level: i32,
    /// +k8s:validation:minItems=1
    /// +k8s:validation:maxItems=2
    pub hosts: Vec<String>,
    /// +k8s:validation:minProperties=1
    /// +k8s:validation:maxProperties=2
    pub labels: BTreeMap<String, String>,
    /// Checked as the API server checks the format in a custom resource.
    /// +k8s:validation:format="date-time"
    /// +k8s:validation:nullable
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<String>,
    /// An absent value is not checked.
    /// +k8s:validation:pattern="^x"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maybe: Option<String>,
}

/// Markers on a type apply wherever it is used.
/// +k8s:validation:pattern="^[a-z]+$"
/// +k8s:validation:maxLength=8
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Word(pub String);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Words {
    pub word: Word,
}

/// Limits outside the field's format (a fraction on an integer, past
/// `int32`): the API server (kube-openapi since Kubernetes 1.36) reports
/// the limit itself on every value, at no field, and compares the value as
/// a float.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OutOfRange {
    /// +k8s:validation:maximum=5.9
    pub count: i32,
    /// +k8s:validation:minimum=-3000000000
    pub small: i32,
    /// +k8s:validation:multipleOf=1.5
    pub step: i64,
}

/// String formats the API server checks in a custom resource, checked in
/// Rust the same way; an unknown format is documentation only.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Formats {
    /// +k8s:validation:format="date-time"
    pub since: String,
    /// +k8s:validation:format="uuid"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// On a type: wherever it is used.
    pub address: Address,
    /// +k8s:validation:format="my-format"
    pub other: String,
}

/// +k8s:validation:format="ipv4"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Address(pub String);

/// Property limits on a struct: its properties are those its JSON form
/// writes (not a field `skip_serializing_if` leaves out; an absent
/// `Option` written as `null`, which its `nullable` schema keeps), a
/// flattened struct's one by one.
/// +k8s:validation:minProperties=2
/// +k8s:validation:maxProperties=3
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Sparse {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<String>,
    // Written as `null` when absent: a property still.
    pub second: Option<i32>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub third: Vec<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Extra {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fourth: Option<bool>,
}

/// The same limits on a field of a struct type, and nested under a list's
/// items.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Sparsely {
    /// +k8s:validation:maxProperties=1
    pub one: Extra2,
    /// +k8s:validation:items:minProperties=1
    pub list: Vec<Extra2>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Extra2 {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub q: Option<i32>,
}

include!("zz_generated_validations.rs");
