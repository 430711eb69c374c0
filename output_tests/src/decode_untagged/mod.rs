//! Strict decoding of types without a single check: no `+k8s:` tag in this
//! module, yet every type here derives `Deserialize`, so the generated file
//! holds their descriptors (and nothing else): a struct with a flattened
//! struct and a flattened catch-all map, a list, a map, a string enum
//! (serde's own, without `+k8s:enum`), a newtype, `Option` and `Box`. A type
//! without `Deserialize` gets none.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    pub name: String,
    #[serde(default)]
    pub retries: u8,
    #[serde(default)]
    pub targets: Vec<Target>,
    #[serde(default)]
    pub weights: BTreeMap<String, Weight>,
    pub mode: Option<Mode>,
    pub fallback: Option<Box<Settings>>,
    #[serde(flatten)]
    pub owner: Owner,
    /// Every other key, as a label.
    #[serde(flatten)]
    pub labels: BTreeMap<String, String>,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Owner {
    #[serde(default)]
    pub owner_name: String,
}

#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Target {
    pub host: String,
    #[serde(default)]
    pub port: i32,
}

/// A newtype: decoded as its inner value.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq)]
pub struct Weight(pub u16);

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
pub enum Mode {
    #[serde(rename = "Fast")]
    Fast,
    #[serde(rename = "Safe")]
    Safe,
}

/// Not decoded: no descriptor.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Report {
    pub lines: Vec<String>,
}

include!("zz_generated_validations.rs");
