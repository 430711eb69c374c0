//! Long lists: a `set` of strings and a list-map of structs, for measuring
//! uniqueness and old/new correlation at 1,000 and 10,000 items.

use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Inventory {
    /// +k8s:optional
    /// +k8s:listType=set
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,

    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub items: Vec<Item>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Item {
    /// +k8s:required
    #[serde(default)]
    pub name: String,

    // validation-gen:allow(absent-indistinguishable) a count where 0 means "none", as in Kubernetes counters
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default)]
    pub count: i32,
}

/// A recursive chain, for updates of deep values: a change at the bottom is
/// found by comparing each node once, so the cost grows with the depth, not
/// its square.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Chain {
    /// +k8s:optional
    /// +k8s:minimum=0
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<i32>,

    /// +k8s:optional
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<Box<Chain>>,
}

/// A `set` of floats: NaN is unequal to itself, so a set full of NaNs has
/// no duplicates and must not degrade to comparing every pair.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Samples {
    /// +k8s:optional
    /// +k8s:listType=set
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub values: Vec<f64>,
}

include!("zz_generated_validations.rs");
