//! `#[serde(flatten)]`: an embedded struct's fields are validated at the
//! parent's path; at the top of a root object the embedded type's name is
//! the first segment.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Embedded {
    /// +k8s:minimum=1
    pub int_field: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Outer {
    #[serde(flatten)]
    pub embedded: Embedded,
    pub child: Child,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Child {
    #[serde(flatten)]
    pub embedded: Embedded,
}

/// Flattening at any depth: `Deep` embeds `Middle`, which embeds `Embedded`.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Deep {
    #[serde(flatten)]
    pub middle: Middle,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Middle {
    #[serde(flatten)]
    pub embedded: Embedded,
}

include!("zz_generated_validations.rs");
