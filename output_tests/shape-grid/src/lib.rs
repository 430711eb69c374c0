//! Every supported shape with every tag that applies to it, one field per
//! combination: compiling this crate compiles the generated validation of
//! each. Written by `cargo xtask codegen` (xtask/src/shape_grid.rs); do not
//! edit.
//! +k8s:validation-gen=*
//! +k8s:validation-gen-nolint

#![allow(clippy::box_collection, clippy::vec_box)]

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct IntNewtype(pub i32);

pub type IntAlias = i32;

#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct StrNewtype(pub String);

pub type StrAlias = String;

/// +k8s:enum
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
pub enum Color {
    #[default]
    Red,
    Blue,
}

/// +k8s:enum
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Phase(pub String);

impl Phase {
    pub const RUNNING: &'static str = "Running";
    pub const BLUE: &'static str = "Blue";
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Item {
    pub name: String,
    /// +k8s:optional
    /// +k8s:minimum=0
    pub count: Option<i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntPlain {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: i32,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: i32,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: i32,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: i32,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: i32,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: i32,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOption {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<i32>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<i32>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<i32>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<i32>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<i32>,
    /// +k8s:required
    pub required: Option<i32>,
    /// +k8s:forbidden
    pub forbidden: Option<i32>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<i32>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntBox {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Box<i32>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Box<i32>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Box<i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<i32>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<i32>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOptionBox {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<i32>>,
    /// +k8s:required
    pub required: Option<Box<i32>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<i32>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntArc {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: std::sync::Arc<i32>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: std::sync::Arc<i32>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: std::sync::Arc<i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<i32>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<i32>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOptionArc {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<i32>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<i32>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<i32>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<i32>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<i32>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Vec<i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Vec<i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Vec<i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<i32>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<i32>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<i32>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<i32>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<i32>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, i32>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, i32>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, i32>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypePlain {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: IntNewtype,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: IntNewtype,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: IntNewtype,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: IntNewtype,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: IntNewtype,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: IntNewtype,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOption {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<IntNewtype>,
    /// +k8s:required
    pub required: Option<IntNewtype>,
    /// +k8s:forbidden
    pub forbidden: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeBox {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Box<IntNewtype>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Box<IntNewtype>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Box<IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<IntNewtype>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOptionBox {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<IntNewtype>>,
    /// +k8s:required
    pub required: Option<Box<IntNewtype>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeArc {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: std::sync::Arc<IntNewtype>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: std::sync::Arc<IntNewtype>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: std::sync::Arc<IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<IntNewtype>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOptionArc {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<IntNewtype>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<IntNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, IntNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, IntNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntNewtypeOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, IntNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, IntNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasPlain {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: IntAlias,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: IntAlias,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: IntAlias,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: IntAlias,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: IntAlias,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: IntAlias,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOption {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<IntAlias>,
    /// +k8s:required
    pub required: Option<IntAlias>,
    /// +k8s:forbidden
    pub forbidden: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasBox {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Box<IntAlias>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Box<IntAlias>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Box<IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<IntAlias>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOptionBox {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<IntAlias>>,
    /// +k8s:required
    pub required: Option<Box<IntAlias>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasArc {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: std::sync::Arc<IntAlias>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: std::sync::Arc<IntAlias>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: std::sync::Arc<IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<IntAlias>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOptionArc {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub minimum: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:maximum=10
    pub maximum: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:neq=5
    pub neq: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<IntAlias>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_minimum: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_maximum: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_neq: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<IntAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, IntAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, IntAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct IntAliasOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub each_val_minimum: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maximum=10
    pub each_val_maximum: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq=5
    pub each_val_neq: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, IntAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, IntAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrPlain {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: String,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: String,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: String,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: String,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: String,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: String,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: String,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: String,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOption {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<String>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<String>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<String>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<String>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<String>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<String>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<String>,
    /// +k8s:required
    pub required: Option<String>,
    /// +k8s:forbidden
    pub forbidden: Option<String>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<String>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrBox {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Box<String>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Box<String>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Box<String>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Box<String>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Box<String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<String>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<String>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOptionBox {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<String>>,
    /// +k8s:required
    pub required: Option<Box<String>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<String>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrArc {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<String>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOptionArc {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<String>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<String>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<String>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<String>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<String>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Vec<String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<String>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<String>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<String>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<String>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<String>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, String>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, String>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, String>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, String>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypePlain {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: StrNewtype,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: StrNewtype,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: StrNewtype,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: StrNewtype,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: StrNewtype,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: StrNewtype,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: StrNewtype,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: StrNewtype,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOption {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<StrNewtype>,
    /// +k8s:required
    pub required: Option<StrNewtype>,
    /// +k8s:forbidden
    pub forbidden: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeBox {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<StrNewtype>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOptionBox {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<StrNewtype>>,
    /// +k8s:required
    pub required: Option<Box<StrNewtype>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeArc {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<StrNewtype>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOptionArc {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<StrNewtype>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<StrNewtype>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, StrNewtype>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, StrNewtype>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrNewtypeOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, StrNewtype>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, StrNewtype>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasPlain {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: StrAlias,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: StrAlias,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: StrAlias,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: StrAlias,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: StrAlias,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: StrAlias,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: StrAlias,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: StrAlias,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOption {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<StrAlias>,
    /// +k8s:required
    pub required: Option<StrAlias>,
    /// +k8s:forbidden
    pub forbidden: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasBox {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<StrAlias>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOptionBox {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<StrAlias>>,
    /// +k8s:required
    pub required: Option<Box<StrAlias>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasArc {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<StrAlias>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOptionArc {
    /// +k8s:optional
    /// +k8s:minLength=1
    pub min_length: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxLength=10
    pub max_length: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxBytes=10
    pub max_bytes: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:format=k8s-short-name
    pub format_k8sshortname: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:neq="x"
    pub neq: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<StrAlias>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_min_length: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_max_length: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_max_bytes: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_format_k8sshortname: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_neq: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<StrAlias>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, StrAlias>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, StrAlias>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StrAliasOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minLength=1
    pub each_val_min_length: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=10
    pub each_val_max_length: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxBytes=10
    pub each_val_max_bytes: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:format=k8s-short-name
    pub each_val_format_k8sshortname: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="x"
    pub each_val_neq: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, StrAlias>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, StrAlias>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumPlain {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Color,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Color,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Color,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Color,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOption {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Option<Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Color>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Color>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Color>,
    /// +k8s:required
    pub required: Option<Color>,
    /// +k8s:forbidden
    pub forbidden: Option<Color>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Color>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumBox {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Box<Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Color>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<Color>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOptionBox {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Option<Box<Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<Color>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<Color>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<Color>>,
    /// +k8s:required
    pub required: Option<Box<Color>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<Color>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<Color>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumArc {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: std::sync::Arc<Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<Color>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<Color>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOptionArc {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Option<std::sync::Arc<Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<Color>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<Color>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<Color>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<Color>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<Color>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<Color>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Color>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Color>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Vec<Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Color>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Color>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Color>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Color>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<Color>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, Color>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, Color>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct EnumOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, Color>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, Color>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumPlain {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Phase,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Phase,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Phase,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Phase,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOption {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Option<Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Phase>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Phase>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Phase>,
    /// +k8s:required
    pub required: Option<Phase>,
    /// +k8s:forbidden
    pub forbidden: Option<Phase>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Phase>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumBox {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Box<Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Phase>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Box<Phase>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOptionBox {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Option<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<Phase>>,
    /// +k8s:required
    pub required: Option<Box<Phase>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumArc {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: std::sync::Arc<Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: std::sync::Arc<Phase>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<Phase>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOptionArc {
    /// +k8s:optional
    /// +k8s:neq="Blue"
    pub neq: Option<std::sync::Arc<Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<Phase>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<Phase>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<Phase>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Phase>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Option<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Option<Vec<Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Box<Vec<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Box<Vec<Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_neq: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    pub set: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    /// +k8s:unique=set
    pub unique_set: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoAddItem
    pub set_update_no_add_item: Vec<Box<Phase>>,
    /// +k8s:optional
    /// +k8s:listType=set
    /// +k8s:update=NoRemoveItem
    pub set_update_no_remove_item: Vec<Box<Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, Phase>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, Phase>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConstEnumOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:neq="Blue"
    pub each_val_neq: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, Phase>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, Phase>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructPlain {
    /// +k8s:immutable
    pub immutable: Item,
    /// +k8s:update=NoModify
    pub update_no_modify: Item,
    /// +k8s:validateFalse="grid"
    pub validate_false: Item,
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub subfield_k8sminimum1: Item,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOption {
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Item>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Item>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Item>,
    /// +k8s:optional
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub subfield_k8sminimum1: Option<Item>,
    /// +k8s:required
    pub required: Option<Item>,
    /// +k8s:forbidden
    pub forbidden: Option<Item>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Item>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructBox {
    /// +k8s:immutable
    pub immutable: Box<Item>,
    /// +k8s:update=NoModify
    pub update_no_modify: Box<Item>,
    /// +k8s:validateFalse="grid"
    pub validate_false: Box<Item>,
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub subfield_k8sminimum1: Box<Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOptionBox {
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Box<Item>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<Box<Item>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<Box<Item>>,
    /// +k8s:optional
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub subfield_k8sminimum1: Option<Box<Item>>,
    /// +k8s:required
    pub required: Option<Box<Item>>,
    /// +k8s:forbidden
    pub forbidden: Option<Box<Item>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<Box<Item>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<Box<Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructArc {
    /// +k8s:immutable
    pub immutable: std::sync::Arc<Item>,
    /// +k8s:update=NoModify
    pub update_no_modify: std::sync::Arc<Item>,
    /// +k8s:validateFalse="grid"
    pub validate_false: std::sync::Arc<Item>,
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub subfield_k8sminimum1: std::sync::Arc<Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOptionArc {
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<std::sync::Arc<Item>>,
    /// +k8s:optional
    /// +k8s:update=NoModify
    pub update_no_modify: Option<std::sync::Arc<Item>>,
    /// +k8s:optional
    /// +k8s:validateFalse="grid"
    pub validate_false: Option<std::sync::Arc<Item>>,
    /// +k8s:optional
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub subfield_k8sminimum1: Option<std::sync::Arc<Item>>,
    /// +k8s:required
    pub required: Option<std::sync::Arc<Item>>,
    /// +k8s:forbidden
    pub forbidden: Option<std::sync::Arc<Item>>,
    /// +k8s:optional
    /// +k8s:update=NoSet
    pub update_no_set: Option<std::sync::Arc<Item>>,
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub update_no_unset: Option<std::sync::Arc<Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Item>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_subfield_k8sminimum1: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub list_map: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoAddItem
    pub list_map_update_no_add_item: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoRemoveItem
    pub list_map_update_no_remove_item: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "a")=+k8s:validateFalse="grid"
    pub list_map_item_k8svalidate_falsegrid: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:immutable
    pub list_map_each_val_immutable: Vec<Item>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:update=NoModify
    pub list_map_each_val_update_no_modify: Vec<Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOptionVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_subfield_k8sminimum1: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub list_map: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoAddItem
    pub list_map_update_no_add_item: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoRemoveItem
    pub list_map_update_no_remove_item: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "a")=+k8s:validateFalse="grid"
    pub list_map_item_k8svalidate_falsegrid: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:immutable
    pub list_map_each_val_immutable: Option<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:update=NoModify
    pub list_map_each_val_update_no_modify: Option<Vec<Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructBoxVec {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_subfield_k8sminimum1: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub list_map: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoAddItem
    pub list_map_update_no_add_item: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoRemoveItem
    pub list_map_update_no_remove_item: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "a")=+k8s:validateFalse="grid"
    pub list_map_item_k8svalidate_falsegrid: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:immutable
    pub list_map_each_val_immutable: Box<Vec<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:update=NoModify
    pub list_map_each_val_update_no_modify: Box<Vec<Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructVecBox {
    /// +k8s:optional
    /// +k8s:minItems=1
    pub min_items: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:maxItems=3
    pub max_items: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=atomic
    pub atomic: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_validate_false: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_subfield_k8sminimum1: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub list_map: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoAddItem
    pub list_map_update_no_add_item: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:update=NoRemoveItem
    pub list_map_update_no_remove_item: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "a")=+k8s:validateFalse="grid"
    pub list_map_item_k8svalidate_falsegrid: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:immutable
    pub list_map_each_val_immutable: Vec<Box<Item>>,
    /// +k8s:optional
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:eachVal=+k8s:update=NoModify
    pub list_map_each_val_update_no_modify: Vec<Box<Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: BTreeMap<String, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: BTreeMap<StrNewtype, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: BTreeMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: BTreeMap<StrAlias, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructHashMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: HashMap<String, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructHashMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: HashMap<StrNewtype, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructHashMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: HashMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: HashMap<StrAlias, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructIndexMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<String, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: indexmap::IndexMap<String, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructIndexMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrNewtype, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: indexmap::IndexMap<StrNewtype, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructIndexMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: indexmap::IndexMap<StrAlias, Item>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: indexmap::IndexMap<StrAlias, Item>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOptionBTreeMapString {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<String, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: Option<BTreeMap<String, Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOptionBTreeMapKeyNewtype {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrNewtype, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: Option<BTreeMap<StrNewtype, Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StructOptionBTreeMapKeyAlias {
    /// +k8s:optional
    /// +k8s:minProperties=1
    pub min_properties: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:maxProperties=3
    pub max_properties: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:immutable
    pub immutable: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    pub no_add_item: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:update=NoRemoveItem
    pub no_remove_item: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:minLength=1
    pub each_key_min_length: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxLength=10
    pub each_key_max_length: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:maxBytes=10
    pub each_key_max_bytes: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:format=k8s-short-name
    pub each_key_format_k8sshortname: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:neq="x"
    pub each_key_neq: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachKey=+k8s:validateFalse="grid"
    pub each_key_validate_false: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:immutable
    pub each_val_immutable: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:update=NoModify
    pub each_val_update_no_modify: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:validateFalse="grid"
    pub each_val_validate_false: Option<BTreeMap<StrAlias, Item>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:subfield("count")=+k8s:minimum=1
    pub each_val_subfield_k8sminimum1: Option<BTreeMap<StrAlias, Item>>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Nested {
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxItems=2
    pub list_of_lists: Vec<Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:eachVal=+k8s:minimum=1
    pub list_of_maps: Vec<BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxItems=2
    pub map_of_lists: BTreeMap<String, Vec<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:eachKey=+k8s:maxLength=3
    pub map_of_maps: BTreeMap<String, BTreeMap<String, i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub list_of_options: Vec<Option<i32>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:minimum=1
    pub map_of_boxes: BTreeMap<String, Box<i32>>,
    /// +k8s:optional
    /// +k8s:maxItems=2
    pub option_box_list: Option<Box<Vec<Item>>>,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxItems=2
    pub list_of_newtype_lists: Vec<IntList>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct IntList(pub Vec<i32>);

/// +k8s:minimum=1
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct TaggedIntNewtype0(pub i32);

/// +k8s:minimum=1
pub type TaggedIntAlias0 = i32;

/// +k8s:maximum=10
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct TaggedIntNewtype1(pub i32);

/// +k8s:maximum=10
pub type TaggedIntAlias1 = i32;

/// +k8s:neq=5
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct TaggedIntNewtype2(pub i32);

/// +k8s:neq=5
pub type TaggedIntAlias2 = i32;

/// +k8s:immutable
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct TaggedIntNewtype3(pub i32);

/// +k8s:immutable
pub type TaggedIntAlias3 = i32;

/// +k8s:validateFalse="grid"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct TaggedIntNewtype4(pub i32);

/// +k8s:validateFalse="grid"
pub type TaggedIntAlias4 = i32;

/// +k8s:minLength=1
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype0(pub String);

/// +k8s:minLength=1
pub type TaggedStrAlias0 = String;

/// +k8s:maxLength=10
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype1(pub String);

/// +k8s:maxLength=10
pub type TaggedStrAlias1 = String;

/// +k8s:maxBytes=10
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype2(pub String);

/// +k8s:maxBytes=10
pub type TaggedStrAlias2 = String;

/// +k8s:format=k8s-short-name
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype3(pub String);

/// +k8s:format=k8s-short-name
pub type TaggedStrAlias3 = String;

/// +k8s:neq="x"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype4(pub String);

/// +k8s:neq="x"
pub type TaggedStrAlias4 = String;

/// +k8s:immutable
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype5(pub String);

/// +k8s:immutable
pub type TaggedStrAlias5 = String;

/// +k8s:validateFalse="grid"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct TaggedStrNewtype6(pub String);

/// +k8s:validateFalse="grid"
pub type TaggedStrAlias6 = String;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct TaggedTypes {
    /// +k8s:optional
    pub tagged_int_newtype0_plain: TaggedIntNewtype0,
    /// +k8s:optional
    pub tagged_int_newtype0_option: Option<TaggedIntNewtype0>,
    /// +k8s:optional
    pub tagged_int_newtype0_box: Box<TaggedIntNewtype0>,
    /// +k8s:optional
    pub tagged_int_newtype0_option_box: Option<Box<TaggedIntNewtype0>>,
    /// +k8s:optional
    pub tagged_int_newtype0_arc: std::sync::Arc<TaggedIntNewtype0>,
    /// +k8s:optional
    pub tagged_int_newtype0_option_arc: Option<std::sync::Arc<TaggedIntNewtype0>>,
    /// +k8s:optional
    pub tagged_int_newtype0_vec: Vec<TaggedIntNewtype0>,
    /// +k8s:optional
    pub tagged_int_newtype0_option_vec: Option<Vec<TaggedIntNewtype0>>,
    /// +k8s:optional
    pub tagged_int_newtype0_box_vec: Box<Vec<TaggedIntNewtype0>>,
    /// +k8s:optional
    pub tagged_int_newtype0_vec_box: Vec<Box<TaggedIntNewtype0>>,
    /// +k8s:optional
    pub tagged_int_newtype0_map: BTreeMap<String, TaggedIntNewtype0>,
    /// +k8s:optional
    pub tagged_int_alias0_plain: TaggedIntAlias0,
    /// +k8s:optional
    pub tagged_int_alias0_option: Option<TaggedIntAlias0>,
    /// +k8s:optional
    pub tagged_int_alias0_box: Box<TaggedIntAlias0>,
    /// +k8s:optional
    pub tagged_int_alias0_option_box: Option<Box<TaggedIntAlias0>>,
    /// +k8s:optional
    pub tagged_int_alias0_arc: std::sync::Arc<TaggedIntAlias0>,
    /// +k8s:optional
    pub tagged_int_alias0_option_arc: Option<std::sync::Arc<TaggedIntAlias0>>,
    /// +k8s:optional
    pub tagged_int_alias0_vec: Vec<TaggedIntAlias0>,
    /// +k8s:optional
    pub tagged_int_alias0_option_vec: Option<Vec<TaggedIntAlias0>>,
    /// +k8s:optional
    pub tagged_int_alias0_box_vec: Box<Vec<TaggedIntAlias0>>,
    /// +k8s:optional
    pub tagged_int_alias0_vec_box: Vec<Box<TaggedIntAlias0>>,
    /// +k8s:optional
    pub tagged_int_alias0_map: BTreeMap<String, TaggedIntAlias0>,
    /// +k8s:optional
    pub tagged_int_newtype1_plain: TaggedIntNewtype1,
    /// +k8s:optional
    pub tagged_int_newtype1_option: Option<TaggedIntNewtype1>,
    /// +k8s:optional
    pub tagged_int_newtype1_box: Box<TaggedIntNewtype1>,
    /// +k8s:optional
    pub tagged_int_newtype1_option_box: Option<Box<TaggedIntNewtype1>>,
    /// +k8s:optional
    pub tagged_int_newtype1_arc: std::sync::Arc<TaggedIntNewtype1>,
    /// +k8s:optional
    pub tagged_int_newtype1_option_arc: Option<std::sync::Arc<TaggedIntNewtype1>>,
    /// +k8s:optional
    pub tagged_int_newtype1_vec: Vec<TaggedIntNewtype1>,
    /// +k8s:optional
    pub tagged_int_newtype1_option_vec: Option<Vec<TaggedIntNewtype1>>,
    /// +k8s:optional
    pub tagged_int_newtype1_box_vec: Box<Vec<TaggedIntNewtype1>>,
    /// +k8s:optional
    pub tagged_int_newtype1_vec_box: Vec<Box<TaggedIntNewtype1>>,
    /// +k8s:optional
    pub tagged_int_newtype1_map: BTreeMap<String, TaggedIntNewtype1>,
    /// +k8s:optional
    pub tagged_int_alias1_plain: TaggedIntAlias1,
    /// +k8s:optional
    pub tagged_int_alias1_option: Option<TaggedIntAlias1>,
    /// +k8s:optional
    pub tagged_int_alias1_box: Box<TaggedIntAlias1>,
    /// +k8s:optional
    pub tagged_int_alias1_option_box: Option<Box<TaggedIntAlias1>>,
    /// +k8s:optional
    pub tagged_int_alias1_arc: std::sync::Arc<TaggedIntAlias1>,
    /// +k8s:optional
    pub tagged_int_alias1_option_arc: Option<std::sync::Arc<TaggedIntAlias1>>,
    /// +k8s:optional
    pub tagged_int_alias1_vec: Vec<TaggedIntAlias1>,
    /// +k8s:optional
    pub tagged_int_alias1_option_vec: Option<Vec<TaggedIntAlias1>>,
    /// +k8s:optional
    pub tagged_int_alias1_box_vec: Box<Vec<TaggedIntAlias1>>,
    /// +k8s:optional
    pub tagged_int_alias1_vec_box: Vec<Box<TaggedIntAlias1>>,
    /// +k8s:optional
    pub tagged_int_alias1_map: BTreeMap<String, TaggedIntAlias1>,
    /// +k8s:optional
    pub tagged_int_newtype2_plain: TaggedIntNewtype2,
    /// +k8s:optional
    pub tagged_int_newtype2_option: Option<TaggedIntNewtype2>,
    /// +k8s:optional
    pub tagged_int_newtype2_box: Box<TaggedIntNewtype2>,
    /// +k8s:optional
    pub tagged_int_newtype2_option_box: Option<Box<TaggedIntNewtype2>>,
    /// +k8s:optional
    pub tagged_int_newtype2_arc: std::sync::Arc<TaggedIntNewtype2>,
    /// +k8s:optional
    pub tagged_int_newtype2_option_arc: Option<std::sync::Arc<TaggedIntNewtype2>>,
    /// +k8s:optional
    pub tagged_int_newtype2_vec: Vec<TaggedIntNewtype2>,
    /// +k8s:optional
    pub tagged_int_newtype2_option_vec: Option<Vec<TaggedIntNewtype2>>,
    /// +k8s:optional
    pub tagged_int_newtype2_box_vec: Box<Vec<TaggedIntNewtype2>>,
    /// +k8s:optional
    pub tagged_int_newtype2_vec_box: Vec<Box<TaggedIntNewtype2>>,
    /// +k8s:optional
    pub tagged_int_newtype2_map: BTreeMap<String, TaggedIntNewtype2>,
    /// +k8s:optional
    pub tagged_int_alias2_plain: TaggedIntAlias2,
    /// +k8s:optional
    pub tagged_int_alias2_option: Option<TaggedIntAlias2>,
    /// +k8s:optional
    pub tagged_int_alias2_box: Box<TaggedIntAlias2>,
    /// +k8s:optional
    pub tagged_int_alias2_option_box: Option<Box<TaggedIntAlias2>>,
    /// +k8s:optional
    pub tagged_int_alias2_arc: std::sync::Arc<TaggedIntAlias2>,
    /// +k8s:optional
    pub tagged_int_alias2_option_arc: Option<std::sync::Arc<TaggedIntAlias2>>,
    /// +k8s:optional
    pub tagged_int_alias2_vec: Vec<TaggedIntAlias2>,
    /// +k8s:optional
    pub tagged_int_alias2_option_vec: Option<Vec<TaggedIntAlias2>>,
    /// +k8s:optional
    pub tagged_int_alias2_box_vec: Box<Vec<TaggedIntAlias2>>,
    /// +k8s:optional
    pub tagged_int_alias2_vec_box: Vec<Box<TaggedIntAlias2>>,
    /// +k8s:optional
    pub tagged_int_alias2_map: BTreeMap<String, TaggedIntAlias2>,
    /// +k8s:optional
    pub tagged_int_newtype3_plain: TaggedIntNewtype3,
    /// +k8s:optional
    pub tagged_int_newtype3_option: Option<TaggedIntNewtype3>,
    /// +k8s:optional
    pub tagged_int_newtype3_box: Box<TaggedIntNewtype3>,
    /// +k8s:optional
    pub tagged_int_newtype3_option_box: Option<Box<TaggedIntNewtype3>>,
    /// +k8s:optional
    pub tagged_int_newtype3_arc: std::sync::Arc<TaggedIntNewtype3>,
    /// +k8s:optional
    pub tagged_int_newtype3_option_arc: Option<std::sync::Arc<TaggedIntNewtype3>>,
    /// +k8s:optional
    pub tagged_int_newtype3_vec: Vec<TaggedIntNewtype3>,
    /// +k8s:optional
    pub tagged_int_newtype3_option_vec: Option<Vec<TaggedIntNewtype3>>,
    /// +k8s:optional
    pub tagged_int_newtype3_box_vec: Box<Vec<TaggedIntNewtype3>>,
    /// +k8s:optional
    pub tagged_int_newtype3_vec_box: Vec<Box<TaggedIntNewtype3>>,
    /// +k8s:optional
    pub tagged_int_newtype3_map: BTreeMap<String, TaggedIntNewtype3>,
    /// +k8s:optional
    pub tagged_int_alias3_plain: TaggedIntAlias3,
    /// +k8s:optional
    pub tagged_int_alias3_option: Option<TaggedIntAlias3>,
    /// +k8s:optional
    pub tagged_int_alias3_box: Box<TaggedIntAlias3>,
    /// +k8s:optional
    pub tagged_int_alias3_option_box: Option<Box<TaggedIntAlias3>>,
    /// +k8s:optional
    pub tagged_int_alias3_arc: std::sync::Arc<TaggedIntAlias3>,
    /// +k8s:optional
    pub tagged_int_alias3_option_arc: Option<std::sync::Arc<TaggedIntAlias3>>,
    /// +k8s:optional
    pub tagged_int_alias3_vec: Vec<TaggedIntAlias3>,
    /// +k8s:optional
    pub tagged_int_alias3_option_vec: Option<Vec<TaggedIntAlias3>>,
    /// +k8s:optional
    pub tagged_int_alias3_box_vec: Box<Vec<TaggedIntAlias3>>,
    /// +k8s:optional
    pub tagged_int_alias3_vec_box: Vec<Box<TaggedIntAlias3>>,
    /// +k8s:optional
    pub tagged_int_alias3_map: BTreeMap<String, TaggedIntAlias3>,
    /// +k8s:optional
    pub tagged_int_newtype4_plain: TaggedIntNewtype4,
    /// +k8s:optional
    pub tagged_int_newtype4_option: Option<TaggedIntNewtype4>,
    /// +k8s:optional
    pub tagged_int_newtype4_box: Box<TaggedIntNewtype4>,
    /// +k8s:optional
    pub tagged_int_newtype4_option_box: Option<Box<TaggedIntNewtype4>>,
    /// +k8s:optional
    pub tagged_int_newtype4_arc: std::sync::Arc<TaggedIntNewtype4>,
    /// +k8s:optional
    pub tagged_int_newtype4_option_arc: Option<std::sync::Arc<TaggedIntNewtype4>>,
    /// +k8s:optional
    pub tagged_int_newtype4_vec: Vec<TaggedIntNewtype4>,
    /// +k8s:optional
    pub tagged_int_newtype4_option_vec: Option<Vec<TaggedIntNewtype4>>,
    /// +k8s:optional
    pub tagged_int_newtype4_box_vec: Box<Vec<TaggedIntNewtype4>>,
    /// +k8s:optional
    pub tagged_int_newtype4_vec_box: Vec<Box<TaggedIntNewtype4>>,
    /// +k8s:optional
    pub tagged_int_newtype4_map: BTreeMap<String, TaggedIntNewtype4>,
    /// +k8s:optional
    pub tagged_int_alias4_plain: TaggedIntAlias4,
    /// +k8s:optional
    pub tagged_int_alias4_option: Option<TaggedIntAlias4>,
    /// +k8s:optional
    pub tagged_int_alias4_box: Box<TaggedIntAlias4>,
    /// +k8s:optional
    pub tagged_int_alias4_option_box: Option<Box<TaggedIntAlias4>>,
    /// +k8s:optional
    pub tagged_int_alias4_arc: std::sync::Arc<TaggedIntAlias4>,
    /// +k8s:optional
    pub tagged_int_alias4_option_arc: Option<std::sync::Arc<TaggedIntAlias4>>,
    /// +k8s:optional
    pub tagged_int_alias4_vec: Vec<TaggedIntAlias4>,
    /// +k8s:optional
    pub tagged_int_alias4_option_vec: Option<Vec<TaggedIntAlias4>>,
    /// +k8s:optional
    pub tagged_int_alias4_box_vec: Box<Vec<TaggedIntAlias4>>,
    /// +k8s:optional
    pub tagged_int_alias4_vec_box: Vec<Box<TaggedIntAlias4>>,
    /// +k8s:optional
    pub tagged_int_alias4_map: BTreeMap<String, TaggedIntAlias4>,
    /// +k8s:optional
    pub tagged_str_newtype0_plain: TaggedStrNewtype0,
    /// +k8s:optional
    pub tagged_str_newtype0_option: Option<TaggedStrNewtype0>,
    /// +k8s:optional
    pub tagged_str_newtype0_box: Box<TaggedStrNewtype0>,
    /// +k8s:optional
    pub tagged_str_newtype0_option_box: Option<Box<TaggedStrNewtype0>>,
    /// +k8s:optional
    pub tagged_str_newtype0_arc: std::sync::Arc<TaggedStrNewtype0>,
    /// +k8s:optional
    pub tagged_str_newtype0_option_arc: Option<std::sync::Arc<TaggedStrNewtype0>>,
    /// +k8s:optional
    pub tagged_str_newtype0_vec: Vec<TaggedStrNewtype0>,
    /// +k8s:optional
    pub tagged_str_newtype0_option_vec: Option<Vec<TaggedStrNewtype0>>,
    /// +k8s:optional
    pub tagged_str_newtype0_box_vec: Box<Vec<TaggedStrNewtype0>>,
    /// +k8s:optional
    pub tagged_str_newtype0_vec_box: Vec<Box<TaggedStrNewtype0>>,
    /// +k8s:optional
    pub tagged_str_newtype0_map: BTreeMap<String, TaggedStrNewtype0>,
    /// +k8s:optional
    pub tagged_str_alias0_plain: TaggedStrAlias0,
    /// +k8s:optional
    pub tagged_str_alias0_option: Option<TaggedStrAlias0>,
    /// +k8s:optional
    pub tagged_str_alias0_box: Box<TaggedStrAlias0>,
    /// +k8s:optional
    pub tagged_str_alias0_option_box: Option<Box<TaggedStrAlias0>>,
    /// +k8s:optional
    pub tagged_str_alias0_arc: std::sync::Arc<TaggedStrAlias0>,
    /// +k8s:optional
    pub tagged_str_alias0_option_arc: Option<std::sync::Arc<TaggedStrAlias0>>,
    /// +k8s:optional
    pub tagged_str_alias0_vec: Vec<TaggedStrAlias0>,
    /// +k8s:optional
    pub tagged_str_alias0_option_vec: Option<Vec<TaggedStrAlias0>>,
    /// +k8s:optional
    pub tagged_str_alias0_box_vec: Box<Vec<TaggedStrAlias0>>,
    /// +k8s:optional
    pub tagged_str_alias0_vec_box: Vec<Box<TaggedStrAlias0>>,
    /// +k8s:optional
    pub tagged_str_alias0_map: BTreeMap<String, TaggedStrAlias0>,
    /// +k8s:optional
    pub tagged_str_newtype1_plain: TaggedStrNewtype1,
    /// +k8s:optional
    pub tagged_str_newtype1_option: Option<TaggedStrNewtype1>,
    /// +k8s:optional
    pub tagged_str_newtype1_box: Box<TaggedStrNewtype1>,
    /// +k8s:optional
    pub tagged_str_newtype1_option_box: Option<Box<TaggedStrNewtype1>>,
    /// +k8s:optional
    pub tagged_str_newtype1_arc: std::sync::Arc<TaggedStrNewtype1>,
    /// +k8s:optional
    pub tagged_str_newtype1_option_arc: Option<std::sync::Arc<TaggedStrNewtype1>>,
    /// +k8s:optional
    pub tagged_str_newtype1_vec: Vec<TaggedStrNewtype1>,
    /// +k8s:optional
    pub tagged_str_newtype1_option_vec: Option<Vec<TaggedStrNewtype1>>,
    /// +k8s:optional
    pub tagged_str_newtype1_box_vec: Box<Vec<TaggedStrNewtype1>>,
    /// +k8s:optional
    pub tagged_str_newtype1_vec_box: Vec<Box<TaggedStrNewtype1>>,
    /// +k8s:optional
    pub tagged_str_newtype1_map: BTreeMap<String, TaggedStrNewtype1>,
    /// +k8s:optional
    pub tagged_str_alias1_plain: TaggedStrAlias1,
    /// +k8s:optional
    pub tagged_str_alias1_option: Option<TaggedStrAlias1>,
    /// +k8s:optional
    pub tagged_str_alias1_box: Box<TaggedStrAlias1>,
    /// +k8s:optional
    pub tagged_str_alias1_option_box: Option<Box<TaggedStrAlias1>>,
    /// +k8s:optional
    pub tagged_str_alias1_arc: std::sync::Arc<TaggedStrAlias1>,
    /// +k8s:optional
    pub tagged_str_alias1_option_arc: Option<std::sync::Arc<TaggedStrAlias1>>,
    /// +k8s:optional
    pub tagged_str_alias1_vec: Vec<TaggedStrAlias1>,
    /// +k8s:optional
    pub tagged_str_alias1_option_vec: Option<Vec<TaggedStrAlias1>>,
    /// +k8s:optional
    pub tagged_str_alias1_box_vec: Box<Vec<TaggedStrAlias1>>,
    /// +k8s:optional
    pub tagged_str_alias1_vec_box: Vec<Box<TaggedStrAlias1>>,
    /// +k8s:optional
    pub tagged_str_alias1_map: BTreeMap<String, TaggedStrAlias1>,
    /// +k8s:optional
    pub tagged_str_newtype2_plain: TaggedStrNewtype2,
    /// +k8s:optional
    pub tagged_str_newtype2_option: Option<TaggedStrNewtype2>,
    /// +k8s:optional
    pub tagged_str_newtype2_box: Box<TaggedStrNewtype2>,
    /// +k8s:optional
    pub tagged_str_newtype2_option_box: Option<Box<TaggedStrNewtype2>>,
    /// +k8s:optional
    pub tagged_str_newtype2_arc: std::sync::Arc<TaggedStrNewtype2>,
    /// +k8s:optional
    pub tagged_str_newtype2_option_arc: Option<std::sync::Arc<TaggedStrNewtype2>>,
    /// +k8s:optional
    pub tagged_str_newtype2_vec: Vec<TaggedStrNewtype2>,
    /// +k8s:optional
    pub tagged_str_newtype2_option_vec: Option<Vec<TaggedStrNewtype2>>,
    /// +k8s:optional
    pub tagged_str_newtype2_box_vec: Box<Vec<TaggedStrNewtype2>>,
    /// +k8s:optional
    pub tagged_str_newtype2_vec_box: Vec<Box<TaggedStrNewtype2>>,
    /// +k8s:optional
    pub tagged_str_newtype2_map: BTreeMap<String, TaggedStrNewtype2>,
    /// +k8s:optional
    pub tagged_str_alias2_plain: TaggedStrAlias2,
    /// +k8s:optional
    pub tagged_str_alias2_option: Option<TaggedStrAlias2>,
    /// +k8s:optional
    pub tagged_str_alias2_box: Box<TaggedStrAlias2>,
    /// +k8s:optional
    pub tagged_str_alias2_option_box: Option<Box<TaggedStrAlias2>>,
    /// +k8s:optional
    pub tagged_str_alias2_arc: std::sync::Arc<TaggedStrAlias2>,
    /// +k8s:optional
    pub tagged_str_alias2_option_arc: Option<std::sync::Arc<TaggedStrAlias2>>,
    /// +k8s:optional
    pub tagged_str_alias2_vec: Vec<TaggedStrAlias2>,
    /// +k8s:optional
    pub tagged_str_alias2_option_vec: Option<Vec<TaggedStrAlias2>>,
    /// +k8s:optional
    pub tagged_str_alias2_box_vec: Box<Vec<TaggedStrAlias2>>,
    /// +k8s:optional
    pub tagged_str_alias2_vec_box: Vec<Box<TaggedStrAlias2>>,
    /// +k8s:optional
    pub tagged_str_alias2_map: BTreeMap<String, TaggedStrAlias2>,
    /// +k8s:optional
    pub tagged_str_newtype3_plain: TaggedStrNewtype3,
    /// +k8s:optional
    pub tagged_str_newtype3_option: Option<TaggedStrNewtype3>,
    /// +k8s:optional
    pub tagged_str_newtype3_box: Box<TaggedStrNewtype3>,
    /// +k8s:optional
    pub tagged_str_newtype3_option_box: Option<Box<TaggedStrNewtype3>>,
    /// +k8s:optional
    pub tagged_str_newtype3_arc: std::sync::Arc<TaggedStrNewtype3>,
    /// +k8s:optional
    pub tagged_str_newtype3_option_arc: Option<std::sync::Arc<TaggedStrNewtype3>>,
    /// +k8s:optional
    pub tagged_str_newtype3_vec: Vec<TaggedStrNewtype3>,
    /// +k8s:optional
    pub tagged_str_newtype3_option_vec: Option<Vec<TaggedStrNewtype3>>,
    /// +k8s:optional
    pub tagged_str_newtype3_box_vec: Box<Vec<TaggedStrNewtype3>>,
    /// +k8s:optional
    pub tagged_str_newtype3_vec_box: Vec<Box<TaggedStrNewtype3>>,
    /// +k8s:optional
    pub tagged_str_newtype3_map: BTreeMap<String, TaggedStrNewtype3>,
    /// +k8s:optional
    pub tagged_str_alias3_plain: TaggedStrAlias3,
    /// +k8s:optional
    pub tagged_str_alias3_option: Option<TaggedStrAlias3>,
    /// +k8s:optional
    pub tagged_str_alias3_box: Box<TaggedStrAlias3>,
    /// +k8s:optional
    pub tagged_str_alias3_option_box: Option<Box<TaggedStrAlias3>>,
    /// +k8s:optional
    pub tagged_str_alias3_arc: std::sync::Arc<TaggedStrAlias3>,
    /// +k8s:optional
    pub tagged_str_alias3_option_arc: Option<std::sync::Arc<TaggedStrAlias3>>,
    /// +k8s:optional
    pub tagged_str_alias3_vec: Vec<TaggedStrAlias3>,
    /// +k8s:optional
    pub tagged_str_alias3_option_vec: Option<Vec<TaggedStrAlias3>>,
    /// +k8s:optional
    pub tagged_str_alias3_box_vec: Box<Vec<TaggedStrAlias3>>,
    /// +k8s:optional
    pub tagged_str_alias3_vec_box: Vec<Box<TaggedStrAlias3>>,
    /// +k8s:optional
    pub tagged_str_alias3_map: BTreeMap<String, TaggedStrAlias3>,
    /// +k8s:optional
    pub tagged_str_newtype4_plain: TaggedStrNewtype4,
    /// +k8s:optional
    pub tagged_str_newtype4_option: Option<TaggedStrNewtype4>,
    /// +k8s:optional
    pub tagged_str_newtype4_box: Box<TaggedStrNewtype4>,
    /// +k8s:optional
    pub tagged_str_newtype4_option_box: Option<Box<TaggedStrNewtype4>>,
    /// +k8s:optional
    pub tagged_str_newtype4_arc: std::sync::Arc<TaggedStrNewtype4>,
    /// +k8s:optional
    pub tagged_str_newtype4_option_arc: Option<std::sync::Arc<TaggedStrNewtype4>>,
    /// +k8s:optional
    pub tagged_str_newtype4_vec: Vec<TaggedStrNewtype4>,
    /// +k8s:optional
    pub tagged_str_newtype4_option_vec: Option<Vec<TaggedStrNewtype4>>,
    /// +k8s:optional
    pub tagged_str_newtype4_box_vec: Box<Vec<TaggedStrNewtype4>>,
    /// +k8s:optional
    pub tagged_str_newtype4_vec_box: Vec<Box<TaggedStrNewtype4>>,
    /// +k8s:optional
    pub tagged_str_newtype4_map: BTreeMap<String, TaggedStrNewtype4>,
    /// +k8s:optional
    pub tagged_str_alias4_plain: TaggedStrAlias4,
    /// +k8s:optional
    pub tagged_str_alias4_option: Option<TaggedStrAlias4>,
    /// +k8s:optional
    pub tagged_str_alias4_box: Box<TaggedStrAlias4>,
    /// +k8s:optional
    pub tagged_str_alias4_option_box: Option<Box<TaggedStrAlias4>>,
    /// +k8s:optional
    pub tagged_str_alias4_arc: std::sync::Arc<TaggedStrAlias4>,
    /// +k8s:optional
    pub tagged_str_alias4_option_arc: Option<std::sync::Arc<TaggedStrAlias4>>,
    /// +k8s:optional
    pub tagged_str_alias4_vec: Vec<TaggedStrAlias4>,
    /// +k8s:optional
    pub tagged_str_alias4_option_vec: Option<Vec<TaggedStrAlias4>>,
    /// +k8s:optional
    pub tagged_str_alias4_box_vec: Box<Vec<TaggedStrAlias4>>,
    /// +k8s:optional
    pub tagged_str_alias4_vec_box: Vec<Box<TaggedStrAlias4>>,
    /// +k8s:optional
    pub tagged_str_alias4_map: BTreeMap<String, TaggedStrAlias4>,
    /// +k8s:optional
    pub tagged_str_newtype5_plain: TaggedStrNewtype5,
    /// +k8s:optional
    pub tagged_str_newtype5_option: Option<TaggedStrNewtype5>,
    /// +k8s:optional
    pub tagged_str_newtype5_box: Box<TaggedStrNewtype5>,
    /// +k8s:optional
    pub tagged_str_newtype5_option_box: Option<Box<TaggedStrNewtype5>>,
    /// +k8s:optional
    pub tagged_str_newtype5_arc: std::sync::Arc<TaggedStrNewtype5>,
    /// +k8s:optional
    pub tagged_str_newtype5_option_arc: Option<std::sync::Arc<TaggedStrNewtype5>>,
    /// +k8s:optional
    pub tagged_str_newtype5_vec: Vec<TaggedStrNewtype5>,
    /// +k8s:optional
    pub tagged_str_newtype5_option_vec: Option<Vec<TaggedStrNewtype5>>,
    /// +k8s:optional
    pub tagged_str_newtype5_box_vec: Box<Vec<TaggedStrNewtype5>>,
    /// +k8s:optional
    pub tagged_str_newtype5_vec_box: Vec<Box<TaggedStrNewtype5>>,
    /// +k8s:optional
    pub tagged_str_newtype5_map: BTreeMap<String, TaggedStrNewtype5>,
    /// +k8s:optional
    pub tagged_str_alias5_plain: TaggedStrAlias5,
    /// +k8s:optional
    pub tagged_str_alias5_option: Option<TaggedStrAlias5>,
    /// +k8s:optional
    pub tagged_str_alias5_box: Box<TaggedStrAlias5>,
    /// +k8s:optional
    pub tagged_str_alias5_option_box: Option<Box<TaggedStrAlias5>>,
    /// +k8s:optional
    pub tagged_str_alias5_arc: std::sync::Arc<TaggedStrAlias5>,
    /// +k8s:optional
    pub tagged_str_alias5_option_arc: Option<std::sync::Arc<TaggedStrAlias5>>,
    /// +k8s:optional
    pub tagged_str_alias5_vec: Vec<TaggedStrAlias5>,
    /// +k8s:optional
    pub tagged_str_alias5_option_vec: Option<Vec<TaggedStrAlias5>>,
    /// +k8s:optional
    pub tagged_str_alias5_box_vec: Box<Vec<TaggedStrAlias5>>,
    /// +k8s:optional
    pub tagged_str_alias5_vec_box: Vec<Box<TaggedStrAlias5>>,
    /// +k8s:optional
    pub tagged_str_alias5_map: BTreeMap<String, TaggedStrAlias5>,
    /// +k8s:optional
    pub tagged_str_newtype6_plain: TaggedStrNewtype6,
    /// +k8s:optional
    pub tagged_str_newtype6_option: Option<TaggedStrNewtype6>,
    /// +k8s:optional
    pub tagged_str_newtype6_box: Box<TaggedStrNewtype6>,
    /// +k8s:optional
    pub tagged_str_newtype6_option_box: Option<Box<TaggedStrNewtype6>>,
    /// +k8s:optional
    pub tagged_str_newtype6_arc: std::sync::Arc<TaggedStrNewtype6>,
    /// +k8s:optional
    pub tagged_str_newtype6_option_arc: Option<std::sync::Arc<TaggedStrNewtype6>>,
    /// +k8s:optional
    pub tagged_str_newtype6_vec: Vec<TaggedStrNewtype6>,
    /// +k8s:optional
    pub tagged_str_newtype6_option_vec: Option<Vec<TaggedStrNewtype6>>,
    /// +k8s:optional
    pub tagged_str_newtype6_box_vec: Box<Vec<TaggedStrNewtype6>>,
    /// +k8s:optional
    pub tagged_str_newtype6_vec_box: Vec<Box<TaggedStrNewtype6>>,
    /// +k8s:optional
    pub tagged_str_newtype6_map: BTreeMap<String, TaggedStrNewtype6>,
    /// +k8s:optional
    pub tagged_str_alias6_plain: TaggedStrAlias6,
    /// +k8s:optional
    pub tagged_str_alias6_option: Option<TaggedStrAlias6>,
    /// +k8s:optional
    pub tagged_str_alias6_box: Box<TaggedStrAlias6>,
    /// +k8s:optional
    pub tagged_str_alias6_option_box: Option<Box<TaggedStrAlias6>>,
    /// +k8s:optional
    pub tagged_str_alias6_arc: std::sync::Arc<TaggedStrAlias6>,
    /// +k8s:optional
    pub tagged_str_alias6_option_arc: Option<std::sync::Arc<TaggedStrAlias6>>,
    /// +k8s:optional
    pub tagged_str_alias6_vec: Vec<TaggedStrAlias6>,
    /// +k8s:optional
    pub tagged_str_alias6_option_vec: Option<Vec<TaggedStrAlias6>>,
    /// +k8s:optional
    pub tagged_str_alias6_box_vec: Box<Vec<TaggedStrAlias6>>,
    /// +k8s:optional
    pub tagged_str_alias6_vec_box: Vec<Box<TaggedStrAlias6>>,
    /// +k8s:optional
    pub tagged_str_alias6_map: BTreeMap<String, TaggedStrAlias6>,
}

include!("zz_generated_validations.rs");
