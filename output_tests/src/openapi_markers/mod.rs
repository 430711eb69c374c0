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
    /// Written into the schema only: the API server checks the format.
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

include!("zz_generated_validations.rs");
