//! The CEL benchmark's subjects as users write them: Rust types carrying
//! the rules of `validation-cel/benches/fixture` as `+k8s:validation:cel`
//! tags, validated by the code validation-gen emits
//! (`zz_generated_validations.rs`, written by `cargo xtask codegen`).
//! `examples/cel_instructions.rs` measures it against kube-cel with the
//! same rules compiled once ([`SPEC_SCHEMA`], [`PAIR_SCHEMA`]).
//!
//! - [`CelSpec`]: two rules on the spec (one a transition rule, one with a
//!   `messageExpression`), a `listType=map` list of ports with three rules
//!   per item (a range check with `fieldPath`, a `matches`, a transition
//!   rule) and a map of limits with `isQuantity` per value;
//! - [`Pair`]: a small object with two rules.

// kube-openapi's markers (`+k8s:validation:cel[0]:rule=...`) read as
// intra-doc links to rustdoc.
#![allow(rustdoc::broken_intra_doc_links)]

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The spec of the 100-port object.
///
/// +k8s:validation:cel[0]:rule="self.minReplicas <= self.maxReplicas"
/// +k8s:validation:cel[0]:messageExpression="'min %d > max'.format([self.minReplicas])"
/// +k8s:validation:cel[1]:rule="self.maxReplicas >= oldSelf.maxReplicas"
/// +k8s:validation:cel[1]:message="maxReplicas may not shrink"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CelSpec {
    pub min_replicas: i64,
    pub max_replicas: i64,
    /// +k8s:listType=map
    /// +k8s:listMapKey=name
    /// +k8s:maxItems=1000
    pub ports: Vec<CelPort>,
    /// +k8s:maxProperties=16
    /// +k8s:eachVal=+k8s:maxLength=32
    /// +k8s:validation:additionalProperties:cel[0]:rule="isQuantity(self)"
    pub limits: BTreeMap<String, String>,
}

/// A port of [`CelSpec`].
///
/// +k8s:validation:cel[0]:rule="self.port >= 1 && self.port <= 65535"
/// +k8s:validation:cel[0]:fieldPath=".port"
/// +k8s:validation:cel[1]:rule="self.name.matches('^[a-z0-9-]+$')"
/// +k8s:validation:cel[2]:rule="self.protocol == oldSelf.protocol"
/// +k8s:validation:cel[2]:message="protocol is immutable"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct CelPort {
    /// +k8s:required
    /// +k8s:maxLength=63
    pub name: String,
    /// +k8s:required
    pub port: i64,
    /// +k8s:maxLength=4
    pub protocol: String,
}

/// The small object: two rules, one reading two fields, one a transition
/// rule.
///
/// +k8s:validation:cel[0]:rule="self.low <= self.high"
/// +k8s:validation:cel[0]:message="low must not exceed high"
/// +k8s:validation:cel[1]:rule="self.name == oldSelf.name"
/// +k8s:validation:cel[1]:message="name is immutable"
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
pub struct Pair {
    /// +k8s:maxLength=63
    pub name: String,
    pub low: i64,
    pub high: i64,
}

/// [`CelSpec`]'s schema as a CRD author writes it, for kube-cel: the
/// schema of validation-cel's own benchmark fixture, the same rules.
pub const SPEC_SCHEMA: &str = include_str!("../../../validation-cel/benches/fixture/spec_schema.json");

/// [`Pair`]'s schema as a CRD author writes it, for kube-cel.
pub const PAIR_SCHEMA: &str = r#"{"type": "object",
    "x-kubernetes-validations": [
        {"rule": "self.low <= self.high", "message": "low must not exceed high"},
        {"rule": "self.name == oldSelf.name", "message": "name is immutable"}
    ],
    "properties": {
        "name": {"type": "string", "maxLength": 63},
        "low": {"type": "integer"},
        "high": {"type": "integer"}
    }}"#;

/// The measured spec: `ports` ports named `port-<i>`, valid.
pub fn spec(ports: usize) -> CelSpec {
    CelSpec {
        min_replicas: 1,
        max_replicas: 3,
        ports: (0..ports)
            .map(|i| CelPort {
                name: format!("port-{i}"),
                port: 1 + (i as i64) % 65535,
                protocol: "TCP".into(),
            })
            .collect(),
        limits: BTreeMap::from([("cpu".into(), "500m".into()), ("memory".into(), "1Gi".into())]),
    }
}

/// The measured small object, valid.
pub fn pair() -> Pair {
    Pair {
        name: "a".into(),
        low: 1,
        high: 3,
    }
}

include!("zz_generated_validations.rs");
