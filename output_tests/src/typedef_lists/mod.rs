//! Fields whose type declares list semantics: a typedef (alias or newtype)
//! of a list with its own `k8s:listType=map` + `k8s:listMapKey`, or
//! `k8s:unique=map`. Every tag on such a field treats it as the list-map
//! its type declares: `k8s:item` selects by key, `k8s:update=NoAddItem` /
//! `NoRemoveItem` compare by key, and update-aware `k8s:eachVal` chains
//! match old and new elements by key. Duplicates are the type's own check,
//! reported once.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Condition {
    #[serde(rename = "type")]
    pub kind: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// A list-map by `type`, with a limit of its own.
/// +k8s:listType=map
/// +k8s:listMapKey=type
/// +k8s:maxItems=3
pub type Conditions = Vec<Condition>;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Port {
    pub name: String,
    pub port: i32,
}

/// An atomic list whose elements are unique by `name`.
/// +k8s:listType=atomic
/// +k8s:unique=map
/// +k8s:listMapKey=name
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Ports(pub Vec<Port>);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    #[serde(skip)]
    pub type_meta: i32,

    /// +k8s:item(type: "Ready")=+k8s:subfield("reason")=+k8s:required
    /// +k8s:item(type: "Stalled")=+k8s:immutable
    pub conditions: Conditions,

    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    pub fixed_conditions: Conditions,

    /// +k8s:eachVal=+k8s:immutable
    pub frozen_conditions: Conditions,

    /// +k8s:item(name: "http")=+k8s:subfield("port")=+k8s:maximum=8080
    /// +k8s:update=NoRemoveItem
    pub ports: Ports,

    /// +k8s:eachVal=+k8s:update=NoModify
    pub frozen_ports: Ports,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Task {
    pub name: String,
    pub state: String,
}

/// A typedef with an item union of its own: members are named after the type.
/// +k8s:listType=map
/// +k8s:listMapKey=name
/// +k8s:item(name: "succeeded")=+k8s:unionMember
/// +k8s:item(name: "failed")=+k8s:unionMember
pub type TaskList = Vec<Task>;

/// A list-map of tasks with no union of its own.
/// +k8s:listType=map
/// +k8s:listMapKey=name
pub type Runs = Vec<Task>;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Tasks {
    #[serde(skip)]
    pub type_meta: i32,

    pub tasks: TaskList,

    /// An item union on the field: members are named after the field.
    /// +k8s:item(name: "retried")=+k8s:zeroOrOneOfMember
    /// +k8s:item(name: "skipped")=+k8s:zeroOrOneOfMember
    pub outcomes: Runs,
}

/// Stands for a struct from elsewhere holding list-maps.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Holder {
    /// +k8s:listType=map
    /// +k8s:listMapKey=type
    pub conditions: Vec<Condition>,
    pub typed: Conditions,
}

/// List tags through `k8s:subfield` use the subfield's list semantics, its
/// own or its type's.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Through {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("conditions")=+k8s:item(type: "Ready")=+k8s:subfield("reason")=+k8s:required
    /// +k8s:subfield("typed")=+k8s:update=NoRemoveItem
    pub holder: Holder,
}

/// List tags under `k8s:ifMode` use the list semantics of the field's type.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Modal {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:modeDiscriminator
    pub mode: String,
    /// +k8s:ifMode("Strict")=+k8s:item(type: "Ready")=+k8s:subfield("reason")=+k8s:required
    /// +k8s:ifMode("Strict")=+k8s:update=NoRemoveItem
    /// +k8s:ifMode("Loose")=+k8s:optional
    pub conditions: Conditions,
}

include!("zz_generated_validations.rs");
