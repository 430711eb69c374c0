//! Rules that together cost more than the runtime cost budget the API
//! server gives one object (10,000,000), each well under the per-call
//! limit: the typed form runs out of one budget per validation, where the
//! API server does.

use serde::Serialize;

/// Two lists of costly entries, then a field whose rule runs last.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Catalog {
    /// +k8s:listType=atomic
    /// +k8s:maxItems=12
    pub entries: Vec<Entry>,
    /// +k8s:listType=atomic
    /// +k8s:maxItems=12
    pub more: Vec<Entry>,
    /// +k8s:validation:cel[0]:rule="self != 'last'"
    pub tail: String,
}

/// A cheap rule, then one that costs 541,806 on 300 zeros (actual cost),
/// where an upper bound that does not look at the values charges 811,803.
///
/// +k8s:validation:cel[0]:rule="self.name.startsWith('e-')"
/// +k8s:validation:cel[1]:rule="self.values.all(a, self.values.all(b, a <= b || a > b))"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    pub name: String,
    /// +k8s:listType=atomic
    /// +k8s:maxItems=300
    pub values: Vec<i64>,
}

include!("zz_generated_validations.rs");
