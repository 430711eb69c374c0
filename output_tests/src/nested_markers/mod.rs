//! kube-openapi's nested value markers: `+k8s:validation:items:<key>` (every
//! list item), `additionalProperties:<key>` (every map value) and
//! `properties:<name>:<key>` (one struct field by its JSON name), nested in
//! turn. Each keyword goes into the schema where kube-openapi puts it (an
//! `allOf` entry of the value's schema naming its `items` or `properties`;
//! a map's values directly, as a CRD must say them) and is checked in Rust
//! at the item's, value's or field's path, as the API server checks it there.

use std::collections::BTreeMap;

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Nested {
    /// +k8s:validation:items:maxLength=3
    /// +k8s:validation:items:pattern="^[a-z]+$"
    /// +k8s:validation:maxItems=4
    pub names: Vec<String>,
    /// Pairs within its nesting: `items:exclusiveMinimum` makes
    /// `items:minimum` exclusive.
    /// +k8s:validation:items:minimum=0
    /// +k8s:validation:items:exclusiveMinimum
    /// +k8s:validation:items:maximum=10
    pub weights: Vec<i32>,
    /// +k8s:validation:additionalProperties:minLength=1
    /// +k8s:validation:additionalProperties:enum=["a","bb"]
    /// +k8s:validation:maxProperties=3
    pub labels: BTreeMap<String, String>,
    /// +k8s:validation:properties:port:minimum=1
    /// +k8s:validation:properties:port:maximum=65535
    /// +k8s:validation:properties:host:format="hostname"
    pub endpoint: Endpoint,
    /// Nested in turn: the items of each map value.
    /// +k8s:validation:additionalProperties:items:multipleOf=2
    /// +k8s:validation:additionalProperties:maxItems=2
    pub groups: BTreeMap<String, Vec<i64>>,
    /// A field of each item.
    /// +k8s:validation:items:properties:port:maximum=1024
    pub endpoints: Vec<Endpoint>,
    /// Nested in turn under `allOf`: the items of each item.
    /// +k8s:validation:items:items:maxLength=2
    pub matrix: Vec<Vec<String>>,
    /// A marker chained to `k8s:eachVal`, its value as written.
    /// +k8s:eachVal=+k8s:validation:pattern="^[a-z]+$"
    pub tags: BTreeMap<String, String>,
    /// The type's own nested marker and the field's: one `allOf` entry each.
    /// +k8s:validation:properties:b:maximum=9
    pub pair: Pair,
    /// The type's marker below a map value, reached through the type.
    pub pairs: BTreeMap<String, Pair>,
}

/// A `Nested` below a field: an unchanged one is walked for its entries.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Holder {
    pub nested: Nested,
}

/// Nodes with two entries, their type's and their field's, reached through
/// `Option` and `Box`: summed up once, as `pair` is.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Wrapped {
    /// +k8s:validation:properties:b:maximum=9
    #[serde(skip_serializing_if = "Option::is_none")]
    pub optional: Option<Pair>,
    /// +k8s:validation:properties:b:maximum=9
    pub boxed: Box<Pair>,
}

/// Lists that pair no old item with their items, which are of a type with
/// its own nested markers: an unchanged list still runs the items'
/// entries (the API server never ratchets `allOf`), and nothing else of
/// them.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Lists {
    /// An atomic list (a plain one).
    /// +k8s:validation:maxItems=2
    pub atomic: Vec<Pair>,
    /// A `set` of lists (a `set`'s items are atomic).
    /// +k8s:listType=set
    pub set: Vec<Row>,
}

/// Nodes with two entries whose field has other checks of its own (a
/// declarative tag, a short-circuit): summed up once.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Checked {
    /// +k8s:immutable
    /// +k8s:validation:properties:b:maximum=9
    pub frozen: Pair,
    /// +k8s:required
    /// +k8s:validation:properties:b:maximum=9
    #[serde(skip_serializing_if = "Option::is_none")]
    pub required: Option<Pair>,
}

/// An alias with nested markers of a struct with its own: the node's two
/// entries, the struct's and the alias's, summed up once.
/// +k8s:validation:properties:b:maximum=9
// validation-gen:allow(typedef-chain) the test exercises an alias's entry beside its struct's
pub type AliasedPair = Pair;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Aliased {
    pub pair: AliasedPair,
}

/// A node with one entry, its type's, below a field whose short-circuit
/// (`k8s:immutable` on a changed value) stops the walk into the type: the
/// entry still runs, as the API server's schema validation runs it.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Frozen {
    /// +k8s:immutable
    pub pair: Pair,
}

/// Nodes with two entries whose type's validation does not begin with its
/// entry: summed up once.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Late {
    /// +k8s:validation:properties:b:maximum=9
    pub late: LatePair,
    /// +k8s:validation:properties:b:maximum=9
    pub stopped: StoppedPair,
}

/// A check of its own beside its entry (run after it).
/// +k8s:validateFalse="first"
/// +k8s:validation:properties:a:minimum=0
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct LatePair {
    pub a: i32,
    pub b: i32,
}

/// A short-circuit before its entry, which stops the type's other checks
/// (never the API server's schema validation, which runs the entry).
/// +k8s:validateFalse(flags: "ShortCircuit")="stop"
/// +k8s:validation:properties:a:minimum=0
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct StoppedPair {
    pub a: i32,
    pub b: i32,
}

/// A struct's entry beside the entry of the struct it embeds: the embedded
/// struct's properties are the node's, and so is its entry.
/// +k8s:validation:properties:c:minimum=0
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Embedding {
    #[serde(flatten)]
    pub pair: Pair,
    pub c: i32,
}

/// A struct's entry beside the entries of two structs it embeds: one
/// node, one summary, the entries in the schema's order (the embedded
/// structs', in field order, then the struct's own).
/// +k8s:validation:properties:c:minimum=0
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TwoEmbedded {
    #[serde(flatten)]
    pub pair: Pair,
    pub c: i32,
    #[serde(flatten)]
    pub target: Target,
}

/// Two embedded structs and no entry of the struct's own, below a field
/// and as the items of an atomic list.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OnlyEmbedded {
    #[serde(flatten)]
    pub pair: Pair,
    #[serde(flatten)]
    pub target: Target,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct HoldsTwoEmbedded {
    pub only: OnlyEmbedded,
    /// With an entry of its own: four entries on one node.
    /// +k8s:validation:properties:c:maximum=9
    pub marked: TwoEmbedded,
    /// An atomic list: an unchanged one still runs its items' entries.
    pub list: Vec<OnlyEmbedded>,
}

/// Markers and subfields naming the fields of the structs a struct
/// embeds, which are its own properties (kube-openapi finds an embedded
/// struct's fields so).
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Promoting {
    /// +k8s:validation:properties:port:maximum=9
    pub marked: OnlyEmbedded,
    /// +k8s:subfield("port")=+k8s:maximum=9
    pub declared: OnlyEmbedded,
}

/// +k8s:validation:properties:port:minimum=1
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Target {
    pub port: i32,
}

/// `Embedding`s below a field with its own nested marker (three entries)
/// and as the items of a list.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Embedded {
    /// +k8s:validation:properties:c:multipleOf=2
    pub embedding: Embedding,
    /// An atomic list: an unchanged one still runs its items' entries.
    pub list: Vec<Embedding>,
}

/// A chain of two-entry nodes, each below the one before: each node's
/// summary is its own.
/// +k8s:validation:properties:v:minimum=0
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Link {
    pub v: i32,
    /// +k8s:validation:properties:v:multipleOf=2
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next: Option<Box<Link>>,
}

/// A newtype of a struct, with nested markers of its own: its value is
/// its node, and so are its value's entries.
/// +k8s:validation:properties:b:maximum=9
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct WrapPair(pub Pair);

/// Newtypes whose entries and their values' share a node.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Newtypes {
    pub wrapped: WrapPair,
    /// Below a field with an entry of its own: three entries.
    /// +k8s:validation:properties:b:multipleOf=2
    pub marked: WrapPair,
    /// An atomic list: an unchanged one still runs its items' entries.
    pub list: Vec<WrapPair>,
}

/// +k8s:validation:items:maxLength=2
pub type Row = Vec<String>;

/// +k8s:validation:properties:a:minimum=0
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Pair {
    pub a: i32,
    pub b: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Endpoint {
    pub host: String,
    pub port: i32,
}

include!("zz_generated_validations.rs");
