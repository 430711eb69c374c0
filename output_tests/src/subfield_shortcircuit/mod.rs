//! Short-circuits around `+k8s:subfield`: the subfield's own short-circuit
//! checks (`required`, `immutable`, `optional`, ...) gate its subfield
//! checks silently, unless the field holding the struct, or its type, is
//! `k8s:opaqueType` (the subfield's own checks never run there). All
//! `k8s:subfield("x")` tags of a field form one cohort for `x`: an
//! `optional` or `immutable` among them stops the later ones.
//!
//! +k8s:validation-gen=TypeMeta
//! +k8s:validation-gen-nolint

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct TargetWithRequired {
    /// +k8s:required
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct TargetWithImmutable {
    /// +k8s:immutable
    pub value: String,
    pub other: String,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct TargetWithOptional {
    /// +k8s:optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithRequired {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithRequired.Field.Value"
    pub field: TargetWithRequired,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithImmutable {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithImmutable.Field.Value"
    pub field: TargetWithImmutable,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithOpaqueField {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithOpaqueField.Field.Value"
    /// +k8s:opaqueType
    pub field: TargetWithRequired,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithOpaqueImmutableField {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithOpaqueImmutableField.Field.Value"
    /// +k8s:opaqueType
    pub field: TargetWithImmutable,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithAlphaOpaqueField {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithAlphaOpaqueField.Field.Value"
    /// +k8s:alpha=+k8s:opaqueType
    pub field: TargetWithRequired,
}

/// +k8s:opaqueType
pub type AliasOpaqueTargetWithRequired = TargetWithRequired;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithOpaqueAlias {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithOpaqueAlias.Field.Value"
    pub field: AliasOpaqueTargetWithRequired,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithOptionalOpaqueAlias {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:optional
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithOptionalOpaqueAlias.Field.Value"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<AliasOpaqueTargetWithRequired>,
}

/// +k8s:opaqueType
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct OpaqueImmutableNewtype(pub TargetWithImmutable);

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithOpaqueImmutableNewtype {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithOpaqueImmutableNewtype.Field.Value"
    pub field: OpaqueImmutableNewtype,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithMultipleShortCircuit {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:required
    /// +k8s:subfield("value")=+k8s:immutable
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithMultipleShortCircuit.Field.Value"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<TargetWithRequired>,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithOptional {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithOptional.Field.Value"
    pub field: TargetWithOptional,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ParentWithSubfieldRequiredAndChildOptional {
    #[serde(skip)]
    pub type_meta: i32,
    /// +k8s:subfield("value")=+k8s:required
    /// +k8s:subfield("value")=+k8s:validateFalse="subfield ParentWithSubfieldRequiredAndChildOptional.Field.Value"
    pub field: TargetWithOptional,
}

/// Stands for another crate's `ObjectMeta`: no tags of its own.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct ObjectMeta {
    pub name: String,
    pub generation: i64,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WithMetadata {
    #[serde(skip)]
    pub type_meta: i32,
    /// An empty name is "not specified": its format is not checked.
    /// +k8s:subfield("name")=+k8s:optional
    /// +k8s:subfield("name")=+k8s:format=k8s-short-name
    /// A changed generation is reported once, without its limit.
    /// +k8s:subfield("generation")=+k8s:immutable
    /// +k8s:subfield("generation")=+k8s:minimum=1
    pub metadata: ObjectMeta,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WithGatedImmutable {
    #[serde(skip)]
    pub type_meta: i32,
    /// A gated short-circuit among the tags of one subfield still stops
    /// the later ones while its option is on.
    /// +k8s:ifEnabled("Freeze")=+k8s:subfield("generation")=+k8s:immutable
    /// +k8s:subfield("generation")=+k8s:minimum=1
    pub metadata: ObjectMeta,
}

include!("zz_generated_validations.rs");
