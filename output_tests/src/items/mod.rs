//! `+k8s:minItems`, `+k8s:maxItems`: `maxItems` is a
//! short-circuit, so an over-long list is not iterated.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Item {
    /// +k8s:minimum=0
    pub value: i32,
}

/// A list newtype with a type-level limit.
/// +k8s:maxItems=2
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Pair(pub Vec<Item>);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:minItems=1
    pub at_least_one: Vec<String>,
    /// +k8s:maxItems=2
    pub at_most_two: Vec<Item>,
    /// +k8s:maxItems=1
    /// +k8s:minItems=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exactly_one: Option<Vec<String>>,
    pub pair: Pair,
}

include!("zz_generated_validations.rs");
