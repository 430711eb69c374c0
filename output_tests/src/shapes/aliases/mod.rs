//! Type aliases (`type Name = T;`): tags on an alias apply wherever it is
//! named, and a chain of aliases accumulates every link's tags, innermost
//! first (Kubernetes stops at one level).

use serde::Serialize;

/// +k8s:minimum=0
pub type Count = i32;

/// +k8s:maximum=100
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Percent = Count;

/// A chain of three string aliases, each with its own `maxLength`: each
/// link's function calls the next link's, then checks its own tags, so
/// the errors come innermost first, as if every tag were on one type.
/// +k8s:maxLength=8
pub type Long = String;

/// +k8s:maxLength=6
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Medium = Long;

/// +k8s:maxLength=4
/// +k8s:minLength=2
// validation-gen:allow(typedef-chain) the test exercises accumulated alias chains
pub type Brief = Medium;

/// A named string: shown as JSON in errors.
/// +k8s:validateFalse="alias of String"
pub type Label = String;

/// An alias of a struct: the struct's own checks still run.
pub type Alias = Inner;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Inner {
    /// +k8s:minimum=1
    pub count: i32,
}

/// A newtype with a tag of its own, and an alias of it with another: the
/// alias checks its own tag and calls the newtype's function, which checks
/// the newtype's (once: the alias does not take it too).
/// +k8s:maxLength=5
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Short(pub String);

/// +k8s:minLength=2
pub type NamedShort = Short;

/// A struct with a type-level tag, and an alias of it with another: each
/// runs once.
/// +k8s:validation:maxProperties=1
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Pair {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub a: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b: Option<i32>,
}

/// +k8s:validation:minProperties=1
pub type NamedPair = Pair;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub count: Count,
    pub percent: Percent,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<Label>,
    pub alias: Alias,
    pub short: NamedShort,
    pub pair: NamedPair,
}

include!("zz_generated_validations.rs");
