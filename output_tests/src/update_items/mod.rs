//! `+k8s:update=NoAddItem|NoRemoveItem` on `set` and `map` lists, and
//! `+k8s:eachVal=+k8s:update=NoModify` freezing elements once they exist.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Volume {
    /// A list-map key: required (the API server asks keys to be), and
    /// bounded, as are the lists, so that the rules matching old and new
    /// items cost what the API server allows.
    /// +k8s:required
    /// +k8s:maxLength=63
    pub name: String,
    pub size: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// Items may be added but never removed.
    /// +k8s:listType=set
    /// +k8s:maxItems=16
    /// +k8s:eachVal=+k8s:maxLength=63
    /// +k8s:update=NoRemoveItem
    pub finalizers: Vec<String>,
    /// The list of volumes is fixed: no additions, no removals.
    /// +k8s:listType=map
    /// +k8s:maxItems=16
    /// +k8s:listMapKey=name
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    pub volumes: Vec<Volume>,
    /// Each element, once added, may not change.
    /// +k8s:listType=map
    /// +k8s:maxItems=16
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:update=NoModify
    pub frozen: Vec<Volume>,
    /// Each map value, once set, may not change.
    /// +k8s:maxProperties=16
    /// +k8s:eachVal=+k8s:maxLength=63
    /// +k8s:eachVal=+k8s:update=NoModify
    pub settings: BTreeMap<String, String>,
}

include!("zz_generated_validations.rs");
