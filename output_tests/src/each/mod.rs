//! `+k8s:eachVal=+<tag>` and `+k8s:eachKey=+<tag>`: a tag on
//! every list element, map value or map key, ratcheted per element.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Item {
    /// +k8s:minimum=0
    pub value: i32,
}

/// +k8s:maxLength=3
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct Tag(pub String);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:eachVal=+k8s:minimum=1
    pub numbers: Vec<i32>,
    /// +k8s:eachVal=+k8s:maxLength=2
    pub names: Vec<String>,
    /// Absent elements are reported first and not iterated.
    /// +k8s:eachVal=+k8s:minimum=1
    pub optional_numbers: Vec<Option<i32>>,
    /// Element tags and the element type's own checks both run.
    /// +k8s:eachVal=+k8s:validateFalse="item"
    pub items: Vec<Item>,
    /// +k8s:eachVal=+k8s:opaqueType
    pub opaque_items: Vec<Item>,
    /// A newtype element: its type tag and the element tag.
    /// +k8s:eachVal=+k8s:minLength=2
    pub tags: Vec<Tag>,
    /// Nested lists.
    /// +k8s:eachVal=+k8s:eachVal=+k8s:maximum=9
    pub matrix: Vec<Vec<i32>>,
    /// Map values at `map[key]`.
    /// +k8s:eachVal=+k8s:minimum=0
    pub counts: BTreeMap<String, i64>,
    /// Map keys, reported at the map's path.
    /// +k8s:eachKey=+k8s:format=k8s-label-key
    pub labels: BTreeMap<String, String>,
    /// A HashMap: errors in key order.
    /// +k8s:eachVal=+k8s:maximum=10
    /// +k8s:eachKey=+k8s:maxLength=5
    pub limits: HashMap<String, i32>,
    /// Gated element checks.
    /// +k8s:eachVal=+k8s:ifEnabled("Strict")=+k8s:maximum=3
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gated: Option<Vec<i32>>,
    /// Keys of a named type.
    /// +k8s:eachKey=+k8s:minLength=2
    pub by_tag: BTreeMap<Tag, i32>,
    /// Key rules with computed details (a format's, before Kubernetes 1.34)
    /// and fixed ones. Bounded, so that a format's rule costs what the API
    /// server allows.
    /// +k8s:maxProperties=8
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    /// +k8s:eachKey=+k8s:neq="localhost"
    pub hosts: BTreeMap<String, i32>,
}

include!("zz_generated_validations.rs");
