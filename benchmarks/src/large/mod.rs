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

include!("zz_generated_validations.rs");
