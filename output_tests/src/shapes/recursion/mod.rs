//! Recursive types: `Option<Box<T>>` and `Vec<T>` of themselves.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Node {
    /// +k8s:minimum=0
    pub value: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<Box<Node>>,
    pub children: Vec<Node>,
}

include!("zz_generated_validations.rs");
