//! Unions over list items: `+k8s:item(..)=+k8s:unionMember`
//! makes the item with that key a member; checked at the list's path.

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Condition {
    /// The list-map key: required (the API server asks keys to be), and
    /// bounded, as are the lists, so that the union rules cost what the
    /// API server allows.
    /// +k8s:required
    /// +k8s:maxLength=63
    #[serde(rename = "type")]
    pub kind: String,
    pub status: String,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// Exactly one of the "Succeeded" and "Failed" conditions.
    /// +k8s:listType=map
    /// +k8s:listMapKey=type
    /// +k8s:maxItems=8
    /// +k8s:item(type: "Succeeded")=+k8s:unionMember
    /// +k8s:item(type: "Failed")=+k8s:unionMember
    pub conditions: Vec<Condition>,
    /// At most one of the "Primary" and "Fallback" entries.
    /// +k8s:listType=map
    /// +k8s:listMapKey=type
    /// +k8s:maxItems=8
    /// +k8s:item(type: "Primary")=+k8s:zeroOrOneOfMember
    /// +k8s:item(type: "Fallback")=+k8s:zeroOrOneOfMember
    pub routes: Vec<Condition>,
}

include!("zz_generated_validations.rs");
