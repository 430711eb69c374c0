//! `+k8s:listType`, `+k8s:listMapKey`, `+k8s:unique`, `+k8s:customUnique`:
//! duplicates at `list[i]`, and element ratcheting by value
//! (`set`) or by key (`map`) on update.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Port {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
    /// +k8s:minimum=1
    pub port: i32,
}

/// A list newtype with its own list semantics.
/// +k8s:listType=set
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Tags(pub Vec<String>);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:listType=set
    pub names: Vec<String>,
    /// +k8s:listType=atomic
    pub atomic: Vec<String>,
    /// Ports by (name, protocol); element checks are ratcheted by key.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:listMapKey=protocol
    pub ports: Vec<Port>,
    /// +k8s:listType=atomic
    /// +k8s:unique=map
    /// +k8s:listMapKey=name
    pub unique_ports: Vec<Port>,
    /// Uniqueness is checked by hand elsewhere; correlation still applies.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:customUnique
    pub custom: Vec<Port>,
    /// A set whose elements are checked with `eachVal`, ratcheted by value.
    /// +k8s:listType=set
    /// +k8s:eachVal=+k8s:maxLength=3
    pub short_names: Vec<String>,
    /// A set of optional elements: absent ones are `Required` and ignored.
    /// +k8s:listType=set
    pub maybe: Vec<Option<i64>>,
    pub tags: Tags,
    /// Beta uniqueness: duplicates are marked beta.
    /// +k8s:beta=+k8s:listType=set
    pub beta_set: Vec<i32>,
}

include!("zz_generated_validations.rs");
