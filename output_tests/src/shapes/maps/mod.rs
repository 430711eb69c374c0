//! Maps: values are validated at `map[key]`, keys at the map's path;
//! unchanged entries and existing keys are not revalidated on update.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Entry {
    /// +k8s:minimum=0
    pub value: i32,
}

/// +k8s:validateFalse="key"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct Key(pub String);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub entries: BTreeMap<String, Entry>,
    pub by_key: HashMap<Key, i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_entries: Option<BTreeMap<String, Option<Entry>>>,
    /// Insertion-ordered; errors follow the map's own order.
    pub ordered: indexmap::IndexMap<String, Entry>,
}

include!("zz_generated_validations.rs");
