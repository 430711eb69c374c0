//! `+k8s:item(<key>: <value>, ...)=+<tag>`: a tag on the
//! list-map element with the given key, in its own cohort.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Condition {
    /// The list-map key (the API server asks keys to be required).
    /// +k8s:required
    #[serde(rename = "type")]
    pub kind: String,
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Port {
    pub name: String,
    /// List-map keys: required, or defaulted (the API server asks that of
    /// keys).
    /// +k8s:required
    pub port: i32,
    // validation-gen:allow(no-effect) the zero default makes the key defaulted in the CRD schema
    /// +k8s:optional
    /// +default=false
    pub tls: bool,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// The "Ready" condition needs a reason; "Stalled" may not change.
    /// +k8s:listType=map
    /// +k8s:listMapKey=type
    /// +k8s:item(type: "Ready")=+k8s:subfield("reason")=+k8s:required
    /// +k8s:item(type: "Stalled")=+k8s:immutable
    pub conditions: Vec<Condition>,
    /// A composite key with an integer and a boolean.
    /// +k8s:listType=map
    /// +k8s:listMapKey=port
    /// +k8s:listMapKey=tls
    /// +k8s:item(port: 443, tls: true)=+k8s:subfield("name")=+k8s:neq="http"
    pub ports: Vec<Port>,
}

include!("zz_generated_validations.rs");
