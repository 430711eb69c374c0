//! `set` lists of structs: the typed form accepts them, with the same
//! semantics as a `set` of scalars (every item of a changed set runs the
//! CEL rules below it, an unchanged item included; tag checks pair items
//! by value). A CRD schema of them would be rejected (the API server
//! wants a `set`'s items atomic), so only the typed form is tested here.

use serde::Serialize;

/// Sets of structs.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Peering {
    /// Rules on the item type, on a field and on a nested struct.
    /// +k8s:listType=set
    pub members: Vec<Member>,
    /// Rules on the items and on a field of each item, in nested markers.
    /// +k8s:listType=set
    /// +k8s:validation:items:cel[0]:rule="self.weight > 0"
    /// +k8s:validation:items:cel[0]:message="a route needs a weight"
    /// +k8s:validation:items:properties:host:cel[0]:rule="self != 'localhost'"
    /// +k8s:validation:items:properties:host:cel[0]:reason="FieldValueForbidden"
    pub routes: Vec<Route>,
}

/// +k8s:validation:cel[0]:rule="self.port > 0"
/// +k8s:validation:cel[0]:messageExpression="'port %d is not positive'.format([self.port])"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    /// A tag check and a rule.
    /// +k8s:maxLength=16
    /// +k8s:validation:cel[0]:rule="self.endsWith('.local')"
    pub host: String,
    pub port: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cert: Option<Cert>,
}

/// +k8s:validation:cel[0]:rule="self.days <= 90"
/// +k8s:validation:cel[0]:message="at most 90 days"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Cert {
    pub days: i64,
}

/// A route without rules of its own, and a tag check.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Route {
    pub host: String,
    /// +k8s:maximum=100
    pub weight: i64,
}

include!("zz_generated_validations.rs");
