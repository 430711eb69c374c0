//! `+k8s:update=<constraint>`: transition rules on update.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    pub value: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:update=NoSet
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_set: Option<String>,
    /// +k8s:update=NoUnset
    pub no_unset: String,
    /// +k8s:update=NoModify
    pub no_modify: i32,
    /// Combined: may be set once and never changed or cleared.
    /// +k8s:update=NoUnset
    /// +k8s:update=NoModify
    #[serde(skip_serializing_if = "Option::is_none")]
    pub write_once: Option<i64>,
    /// Optional + NoUnset: clearing to zero is still caught (both short-circuit).
    // validation-gen:allow(absent-indistinguishable) the test exercises update rules on an always-present integer
    /// +k8s:optional
    /// +k8s:update=NoUnset
    pub count: i32,
    /// An always-present struct is always set: only NoModify applies.
    /// +k8s:update=NoModify
    pub inner: Inner,
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    pub labels: BTreeMap<String, String>,
    /// Absent counts as empty: setting the map adds every key, clearing
    /// it removes every key.
    /// +k8s:optional
    /// +k8s:update=NoAddItem
    /// +k8s:update=NoRemoveItem
    #[serde(skip_serializing_if = "Option::is_none")]
    pub annotations: Option<BTreeMap<String, String>>,
}

include!("zz_generated_validations.rs");
