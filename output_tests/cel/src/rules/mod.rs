//! CEL rules on types and fields: messages, message expressions, reasons,
//! field paths, transition rules (with and without `optionalOldSelf`),
//! rules on list items of every list type and on map values.

use std::collections::BTreeMap;

use serde::Serialize;

/// Rules on a type, one of each kind.
///
/// +k8s:validation:cel[0]:rule="self.minReplicas <= self.replicas"
/// +k8s:validation:cel[0]:message="replicas must be at least minReplicas"
/// +k8s:validation:cel[1]:rule="self.mode == oldSelf.mode"
/// +k8s:validation:cel[1]:reason="FieldValueForbidden"
/// +k8s:validation:cel[1]:fieldPath=".mode"
/// +k8s:validation:cel[1]:message="mode may not change"
/// +k8s:validation:cel[2]:rule="oldSelf.hasValue() ? self.replicas <= oldSelf.value().replicas + 10 : self.replicas <= 100"
/// +k8s:validation:cel[2]:optionalOldSelf
/// +k8s:validation:cel[2]:messageExpression="oldSelf.hasValue() ? 'replicas may grow by at most 10 at once' : 'replicas must be at most 100, got %d'.format([self.replicas])"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Scaling {
    pub min_replicas: i32,
    pub replicas: i32,
    /// A rule written over several lines (raw text, continued).
    /// +k8s:validation:cel[0]:rule>self == 'fast' ||
    /// +k8s:validation:cel[0]:rule>  self == 'slow'
    /// +k8s:validation:cel[0]:message>mode must be fast or slow
    pub mode: String,
    /// A rule on a field, with the default message.
    /// +k8s:validation:cel[0]:rule="self.startsWith('w-')"
    pub name: String,
    /// A transition rule on an optional field: runs on update when the
    /// field is set in both the old and the new object.
    /// +k8s:validation:cel[0]:rule="self == oldSelf"
    /// +k8s:validation:cel[0]:message="label is immutable"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// A rule on the list itself, with a message expression.
    /// +k8s:listType=atomic
    /// +k8s:validation:cel[0]:rule="self.size() <= 3"
    /// +k8s:validation:cel[0]:messageExpression="'at most 3 items, got %d'.format([self.size()])"
    /// +k8s:validation:cel[0]:reason="FieldValueRequired"
    pub atomic_items: Vec<Entry>,
    /// Items of a map list are paired with their old item by key.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub keyed_items: Vec<Item>,
    /// Items of a set are never paired: their type has no transition rule
    /// (generation rejects one there).
    /// +k8s:listType=set
    pub set_items: Vec<Port>,
    /// Map values are paired by key.
    pub limits: BTreeMap<String, Item>,
}

/// A `map` list item or map value: a plain rule and a transition rule.
///
/// +k8s:validation:cel[0]:rule="self.value >= 0"
/// +k8s:validation:cel[1]:rule="self.value >= oldSelf.value"
/// +k8s:validation:cel[1]:message="value may not decrease"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Item {
    /// +k8s:required
    pub name: String,
    pub value: i64,
}

/// An atomic list item: no transition rule, as atomic items are never
/// paired.
///
/// +k8s:validation:cel[0]:rule="self.value >= 0"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    pub name: String,
    pub value: i64,
}

/// A set item: no transition rule, as set items are never paired.
///
/// +k8s:validation:cel[0]:rule="self >= 0"
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[serde(transparent)]
pub struct Port(pub i64);

/// Transition rules never ratchet: an unchanged value still has to pass
/// them, while the other checks of an unchanged value are skipped.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Revisioned {
    /// +k8s:validation:cel[0]:rule="self > oldSelf"
    /// +k8s:validation:cel[0]:message="revision must increase on every update"
    /// +k8s:validation:cel[1]:rule="self < 1000"
    pub revision: i64,
}

/// Transition rules at every depth never ratchet: an update that leaves
/// the whole value unchanged still runs the transition rules of every
/// paired value inside it (the other checks of that value are skipped).
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Generations {
    /// A nested struct, whose field has a transition rule.
    pub nested: Nested,
    /// `map` list items, paired by key.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    pub counters: Vec<Counter>,
    /// Map values, paired by key.
    pub by_name: BTreeMap<String, Counter>,
    /// Atomic list items are never paired: their rules see no `oldSelf`.
    /// +k8s:listType=atomic
    pub history: Vec<Entry>,
}

/// A struct with a field-level transition rule and a plain rule.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Nested {
    /// +k8s:validation:cel[0]:rule="self > oldSelf"
    /// +k8s:validation:cel[1]:rule="self < 100"
    pub count: i64,
    /// Two levels down.
    pub inner: Option<Counter>,
}

/// A type-level transition rule that fails whenever the value is
/// unchanged.
///
/// +k8s:validation:cel[0]:rule="self.generation > oldSelf.generation"
/// +k8s:validation:cel[0]:message="generation must grow on every update"
/// +k8s:validation:cel[1]:rule="self.generation >= 0"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Counter {
    /// +k8s:required
    pub name: String,
    pub generation: i64,
}

/// A resource: its rules see `metadata.name` and `metadata.generateName`
/// (and nothing else of `metadata`), as the API server's do.
///
/// +k8s:validation:cel[0]:rule="self.metadata.name.startsWith(self.spec.prefix)"
/// +k8s:validation:cel[0]:messageExpression="'name must start with ' + self.spec.prefix"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Widget {
    pub metadata: Meta,
    pub spec: WidgetSpec,
}

/// The part of object metadata the test needs.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    pub name: String,
    pub uid: String,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WidgetSpec {
    pub prefix: String,
}

/// Rules below a field, in kube-openapi's nested markers (`items:`,
/// `additionalProperties:`, `properties:<name>:`, nested in turn) and
/// through `k8s:eachVal`: each runs at the item's, value's or field's path,
/// and a transition rule there pairs as the API server pairs (map-list
/// items by key, map values by key, struct fields).
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Fleet {
    /// Atomic list items: plain rules only.
    /// +k8s:listType=atomic
    /// +k8s:maxItems=16
    /// +k8s:eachVal=+k8s:maxLength=16
    /// +k8s:validation:items:cel[0]:rule="self.startsWith('n-')"
    /// +k8s:validation:items:cel[0]:message="node names start with n-"
    pub nodes: Vec<String>,
    /// Map-list items, paired with their old item by key.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=16
    /// +k8s:validation:items:cel[0]:rule="self.size >= oldSelf.size"
    /// +k8s:validation:items:cel[0]:message="a pool may not shrink"
    /// +k8s:validation:items:cel[1]:rule="self.size <= 10"
    /// +k8s:validation:items:cel[1]:fieldPath=".size"
    pub pools: Vec<Pool>,
    /// Map values, paired by key.
    /// +k8s:maxProperties=16
    /// +k8s:validation:additionalProperties:cel[0]:rule="self >= 0"
    /// +k8s:validation:additionalProperties:cel[1]:rule="self >= oldSelf"
    /// +k8s:validation:additionalProperties:cel[1]:messageExpression="'quota %d is below %d'.format([self, oldSelf])"
    pub quotas: BTreeMap<String, i64>,
    /// A field of the field's type, and the items of a list field of it.
    /// +k8s:validation:properties:start:cel[0]:rule="self < 24"
    /// +k8s:validation:properties:start:cel[0]:reason="FieldValueForbidden"
    /// +k8s:validation:properties:days:items:cel[0]:rule="self in ['mon', 'tue', 'wed', 'thu', 'fri']"
    pub window: Window,
    /// Through `k8s:eachVal`, on a list and on a map.
    /// +k8s:listType=set
    /// +k8s:maxItems=16
    /// +k8s:eachVal=+k8s:validation:cel[0]:rule="self % 2 == 0"
    /// +k8s:eachVal=+k8s:validation:cel[0]:message="ports are even"
    pub ports: Vec<i64>,
    /// +k8s:maxProperties=16
    /// +k8s:eachVal=+k8s:maxLength=63
    /// +k8s:eachVal=+k8s:validation:cel[0]:rule="self == oldSelf"
    /// +k8s:eachVal=+k8s:validation:cel[0]:message="labels are immutable"
    pub labels: BTreeMap<String, String>,
    /// Transition rules that fail on unchanged items and values: they
    /// never ratchet.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=16
    /// +k8s:validation:items:cel[0]:rule="self.size > oldSelf.size"
    /// +k8s:validation:items:cel[0]:message="a step must grow on every update"
    pub steps: Vec<Pool>,
    /// +k8s:maxProperties=16
    /// +k8s:validation:additionalProperties:cel[0]:rule="self > oldSelf"
    /// +k8s:validation:additionalProperties:cel[0]:message="revisions must grow on every update"
    pub revisions: BTreeMap<String, i64>,
    /// A nested marker on a type.
    pub zones: Zones,
}

/// Zone names, each short.
///
/// +k8s:listType=atomic
/// +k8s:maxItems=4
/// +k8s:eachVal=+k8s:maxLength=16
/// +k8s:validation:items:cel[0]:rule="self.size() <= 8"
/// +k8s:validation:items:cel[0]:messageExpression="'zone ' + self + ' is longer than 8'"
pub type Zones = Vec<String>;

/// A map-list item without rules of its own.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Pool {
    /// +k8s:required
    pub name: String,
    pub size: i64,
}

/// A struct without rules of its own.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Window {
    pub start: i64,
    /// +k8s:listType=atomic
    /// +k8s:maxItems=7
    /// +k8s:eachVal=+k8s:maxLength=3
    pub days: Vec<String>,
}

/// Items the API server pairs with no old item: a `set`'s and an atomic
/// list's. On update every item of a changed list runs its CEL rules, and
/// those of every value below it, with no old value, an item also in the
/// old list included: only the list itself, the nearest value that pairs,
/// ratchets, and it changed. An unchanged list ratchets as a whole.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Mesh {
    /// Scalars with a rule of their type and a tag check.
    /// +k8s:listType=set
    /// +k8s:maxItems=8
    pub peers: Vec<Host>,
    /// Lists in a set (a set's items are atomic), with rules on each list
    /// and on its items.
    /// +k8s:listType=set
    /// +k8s:maxItems=4
    pub groups: Vec<HostGroup>,
    /// Structs with rules on their type, on a field and on a nested
    /// struct.
    /// +k8s:listType=atomic
    /// +k8s:maxItems=8
    pub backups: Vec<Peer>,
    /// A set declared on its type.
    pub spares: HostSet,
}

/// +k8s:listType=set
/// +k8s:maxItems=4
pub type HostSet = Vec<Host>;

/// +k8s:maxLength=16
/// +k8s:validation:cel[0]:rule="self.endsWith('.local')"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(transparent)]
pub struct Host(pub String);

/// +k8s:listType=atomic
/// +k8s:maxItems=4
/// +k8s:validation:cel[0]:rule="self.size() > 0"
/// +k8s:validation:cel[0]:message="a group is not empty"
pub type HostGroup = Vec<Host>;

/// +k8s:validation:cel[0]:rule="self.port > 0"
/// +k8s:validation:cel[0]:messageExpression="'port %d is not positive'.format([self.port])"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Peer {
    pub host: Host,
    /// +k8s:validation:cel[0]:rule="self < 65536"
    pub port: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tls: Option<Tls>,
}

/// +k8s:validation:cel[0]:rule="self.version in ['1.2', '1.3']"
/// +k8s:validation:cel[0]:message="TLS 1.2 or 1.3"
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(rename_all = "camelCase")]
pub struct Tls {
    /// +k8s:maxLength=8
    pub version: String,
}

/// The API server runs a custom resource's rules after its OpenAPI
/// validation, unless that found a wrong type, an enum violation, a missing
/// required value or a value over its `maxLength`, `maxItems` or
/// `maxProperties`: then no rule of the object runs. Other errors stop no
/// rule, not even one of a short-circuit tag check (here `k8s:immutable`),
/// which skips only the other tag checks of its value and below it.
///
/// +k8s:validation:cel[0]:rule="self.stage != 'Live' || self.tags.size() > 0"
/// +k8s:validation:cel[0]:message="a live object has tags"
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Limited {
    /// Atomic list items, with a rule on the list and one on each item.
    /// +k8s:listType=atomic
    /// +k8s:maxItems=2
    /// +k8s:eachVal=+k8s:maxLength=8
    /// +k8s:validation:cel[0]:rule="self.size() % 2 == 0"
    /// +k8s:validation:cel[0]:message="an even number of tags"
    /// +k8s:validation:items:cel[0]:rule="self.startsWith('t-')"
    pub tags: Vec<String>,
    /// Map-list items, paired by key: their type's plain and transition
    /// rules.
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=2
    pub items: Vec<Item>,
    /// Map values, paired by key.
    /// +k8s:maxProperties=2
    /// +k8s:validation:additionalProperties:cel[0]:rule="self >= oldSelf"
    /// +k8s:validation:additionalProperties:cel[0]:message="a quota may not shrink"
    /// +k8s:validation:additionalProperties:cel[1]:rule="self <= 100"
    pub quotas: BTreeMap<String, i64>,
    /// An enum: an unknown value is an enum error.
    pub stage: Stage,
    /// Immutable, with a rule on the list and one on each item: a change
    /// is an error that stops no rule.
    /// +k8s:immutable
    /// +k8s:listType=atomic
    /// +k8s:maxItems=4
    /// +k8s:eachVal=+k8s:maxLength=8
    /// +k8s:validation:cel[0]:rule="self.size() > 0"
    /// +k8s:validation:cel[0]:message="pin at least one tag"
    /// +k8s:validation:cel[0]:reason="FieldValueRequired"
    /// +k8s:validation:items:cel[0]:rule="self.startsWith('t-')"
    pub pinned: Vec<String>,
    /// Optional and immutable: an absent value runs no rule.
    /// +k8s:optional
    /// +k8s:immutable
    /// +k8s:maxLength=16
    /// +k8s:validation:cel[0]:rule="self.startsWith('n-')"
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// +k8s:enum
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Stage(pub String);

impl Stage {
    pub const DRAFT: &'static str = "Draft";
    pub const LIVE: &'static str = "Live";
}

include!("zz_generated_validations.rs");
