//! `+k8s:optional`: an unset value stops the field's other checks silently;
//! with `+default=` it behaves like `+k8s:required`.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +k8s:optional
    /// +k8s:minimum=1
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional_int: Option<i32>,

    /// An always-present string: the empty string is unset.
    // validation-gen:allow(absent-indistinguishable) the test exercises an always-present optional string
    /// +k8s:optional
    /// +k8s:validateFalse="string"
    pub string_field: String,

    /// +k8s:optional
    /// +k8s:validateFalse="list"
    pub list_field: Vec<String>,

    /// +k8s:optional
    /// +k8s:validateFalse="map"
    pub map_field: BTreeMap<String, String>,

    /// +k8s:optional
    /// +k8s:validateFalse="struct"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub struct_field: Option<Inner>,

    /// A default makes an optional-presence field required.
    /// +k8s:optional
    /// +default="x"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub defaulted_option: Option<String>,

    /// A zero default on an always-present value: documentation only.
    // validation-gen:allow(no-effect) the test exercises the documentation-only case (a zero default)
    /// +k8s:optional
    /// +default=0
    /// +k8s:minimum=5
    pub zero_defaulted: i32,

    /// A non-zero default on an always-present value: zero is an error.
    /// +k8s:optional
    /// +default=3
    pub non_zero_defaulted: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    pub name: String,
}

include!("zz_generated_validations.rs");
