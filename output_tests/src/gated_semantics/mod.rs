//! `k8s:ifEnabled` / `k8s:ifDisabled` gate everything the wrapped tag
//! produces: the duplicate check of a gated `k8s:listType=map` / `set`,
//! every check of a group whose `k8s:modeDiscriminator` is gated, and the
//! implicit "forbidden" of a field whose `k8s:ifMode` rules share a gate.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Item {
    pub name: String,
    pub value: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Lists {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:ifEnabled("FeatureX")=+k8s:listType=map
    /// +k8s:ifEnabled("FeatureX")=+k8s:listMapKey=name
    pub items: Vec<Item>,
    /// +k8s:ifDisabled("FeatureX")=+k8s:listType=set
    pub names: Vec<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GatedDiscriminator {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:ifEnabled("FeatureX")=+k8s:modeDiscriminator
    pub mode: String,
    /// +k8s:ifMode("A")=+k8s:required
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GatedRules {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:modeDiscriminator
    pub mode: String,
    /// Every rule gated alike: with the option off, nothing (not even
    /// "forbidden") is checked.
    /// +k8s:ifEnabled("FeatureX")=+k8s:ifMode("A")=+k8s:required
    /// +k8s:ifEnabled("FeatureX")=+k8s:ifMode("B")=+k8s:maxLength=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<String>,
    /// Rules gated differently: each rule keeps its gate, and "forbidden"
    /// applies whatever the option.
    /// +k8s:ifEnabled("FeatureX")=+k8s:ifMode("A")=+k8s:maxLength=1
    /// +k8s:ifMode("B")=+k8s:optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<String>,
}

include!("zz_generated_validations.rs");
