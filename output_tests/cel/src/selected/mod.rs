//! CEL rules inside `k8s:item` (on the `map` list item a selector names),
//! next to a failing short-circuit: `k8s:immutable` on the list, or on a
//! struct field above it, skips the other tag checks, never the rule,
//! which runs at the selected item's path as the API server runs it. The
//! same for a rule under `k8s:ifMode`, which runs in its mode. A
//! transition rule inside `k8s:item` runs on an unchanged item too.

use serde::Serialize;

/// A `map` list item, keyed by `name`.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// +k8s:required
    pub name: String,
    pub value: i64,
}

/// A list whose item "a" has a rule, and nothing else.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Entries {
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "a")=+k8s:validation:cel(rule: "self.value > 0", message: "a must be positive")
    pub entries: Vec<Entry>,
}

/// The rule of one item, under `k8s:immutable` on the list itself and on
/// a struct field above another such list.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Selected {
    /// +k8s:immutable
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "a")=+k8s:validation:cel(rule: "self.value > 0", message: "a must be positive")
    /// +k8s:item(name: "b")=+k8s:subfield("value")=+k8s:maximum=10
    pub entries: Vec<Entry>,
    /// +k8s:immutable
    pub pinned: Entries,
}

/// A field whose rule runs in one mode: in mode "A" `count` must be
/// positive (a CEL rule), in mode "B" at most 10 (a tag check); any other
/// mode forbids it.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Moded {
    /// +k8s:required
    /// +k8s:modeDiscriminator
    pub kind: String,
    /// +k8s:optional
    /// +k8s:ifMode("A")=+k8s:validation:cel(rule: "self > 0", message: "count must be positive in mode A")
    /// +k8s:ifMode("B")=+k8s:maximum=10
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<i64>,
}

/// A mode's rule under `k8s:immutable` on a struct field above it.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ModeSelected {
    /// +k8s:immutable
    pub moded: Moded,
}

/// A transition rule of one item: it never ratchets, so it runs on the
/// item also where an update leaves it, or the whole list, unchanged.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Growing {
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:item(name: "t")=+k8s:validation:cel(rule: "self.value > oldSelf.value", message: "t must grow on every update")
    pub entries: Vec<Entry>,
}

include!("zz_generated_validations.rs");
