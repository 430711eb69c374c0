//! Lists (`Vec<T>`): element types with validations are checked at
//! `list[i]`; absent elements of `Vec<Option<T>>` are `Required`; atomic
//! lists correlate no old element.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Item {
    /// +k8s:minimum=0
    pub value: i32,
}

/// A list newtype: its elements are validated by the type's function.
/// +k8s:validateFalse(flags: "ShortCircuit")="never"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Items(pub Vec<Item>);

/// +k8s:maximum=9
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Digit(pub i32);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub items: Vec<Item>,
    pub optional_items: Vec<Option<Item>>,
    pub nested: Vec<Vec<Digit>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maybe: Option<Vec<Digit>>,
}

/// A holder of a list newtype whose type-level check fails: nothing below it runs.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Holder {
    pub items: Items,
}

include!("zz_generated_validations.rs");
