//! `+k8s:minProperties`, `+k8s:maxProperties` on maps with
//! string keys.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:minProperties=1
    pub at_least_one: BTreeMap<String, String>,
    /// +k8s:maxProperties=2
    pub at_most_two: HashMap<String, i32>,
    /// +k8s:maxProperties=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional: Option<BTreeMap<String, String>>,
}

include!("zz_generated_validations.rs");
