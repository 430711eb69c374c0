//! Kubernetes' built-in API types, converted from the Go sources of
//! `k8s.io/api` by `cargo xtask k8s-api` with their doc comments and so with
//! their `+k8s:` declarative validation tags, and the validation
//! validation-gen generates from those tags (`cargo xtask codegen`): the API
//! server's own field checks of the group/versions upstream opted in. See
//! the README for what is converted and how to regenerate it.

// The converted Go doc comments are prose for godoc, not rustdoc.
// Go's indented lines (examples, tables) read as code blocks to rustdoc.
#![allow(
    rustdoc::broken_intra_doc_links,
    rustdoc::bare_urls,
    rustdoc::invalid_html_tags,
    rustdoc::invalid_rust_codeblocks
)]

mod kinds;
pub mod meta;

// BEGIN groups (written by `cargo xtask k8s-api`)
pub mod admissionregistration;
pub mod apps;
pub mod autoscaling;
pub mod batch;
pub mod certificates;
pub mod core;
pub mod discovery;
pub mod flowcontrol;
pub mod networking;
pub mod node;
pub mod policy;
pub mod rbac;
pub mod resource;
pub mod scheduling;
pub mod storage;
// END groups

use serde::de::DeserializeOwned;
use serde::de::Error as _;
use serde_json::Value;
use std::sync::OnceLock;

use validation_runtime::{ErrorList, KubeVersion, Operation, Scheme, StabilityLevel};

/// The Kubernetes version whose `k8s.io/api` the types were converted from:
/// their tags are that version's (the declarative validations of older
/// versions differ).
pub const KUBE_VERSION: KubeVersion = KubeVersion::new(37);

/// The feature gates the generated code asks about (`+k8s:ifEnabled`,
/// `+k8s:ifDisabled`), with their defaults in [`KUBE_VERSION`] (Kubernetes'
/// feature gate reference for 1.37). An option the generated code asks
/// about and the operation does not set is an internal error, so every one
/// is listed (a test checks it).
pub const FEATURE_GATES: &[(&str, bool)] = &[
    ("CompositePodGroup", false),
    ("DRAPartitionableDevicesType", false),
    ("HPAScaleToZero", true),
    ("InPlacePodVerticalScalingSchedulerPreemption", false),
    ("PodGroupPreemptionPolicy", false),
    ("TopologyAwareWorkloadScheduling", false),
    ("WorkloadWithJob", false),
];

/// A create (or, with `update`, an update) as an API server of
/// [`KUBE_VERSION`] with its default feature gates makes it.
pub fn operation(update: bool) -> Operation {
    let op = if update {
        Operation::update()
    } else {
        Operation::create()
    };
    FEATURE_GATES
        .iter()
        .fold(op, |op, (name, enabled)| op.with_option(name, *enabled))
}

/// A root kind: its type's decoding and registered validation, on JSON
/// values.
#[derive(Clone, Copy)]
pub(crate) struct Kind {
    validate: fn(&Operation, &Value, Option<&Value>) -> Result<ErrorList, serde_json::Error>,
    registered: fn() -> bool,
}

impl Kind {
    pub(crate) const fn of<T: DeserializeOwned + 'static>() -> Kind {
        Kind {
            validate: decode_and_validate::<T>,
            registered: || scheme().is_registered::<T>(),
        }
    }
}

/// Every converted package's registered roots, built once.
fn scheme() -> &'static Scheme {
    static SCHEME: OnceLock<Scheme> = OnceLock::new();
    SCHEME.get_or_init(|| {
        let mut scheme = Scheme::new();
        kinds::register_all(&mut scheme);
        scheme
    })
}

/// Whether this crate has declarative validation for `kind` in
/// `api_version` (`group/version`, or `version` for the core group): the
/// kind is converted and its tags (or those of the types it reaches) give
/// it some.
pub fn has_kind(api_version: &str, kind: &str) -> bool {
    lookup(api_version, kind).is_some_and(|k| (k.registered)())
}

/// The `(apiVersion, kind)` pairs this crate has declarative validation for.
pub fn kinds() -> impl Iterator<Item = (&'static str, &'static str)> {
    kinds::KINDS
        .iter()
        .filter(|(_, _, k)| (k.registered)())
        .map(|(api_version, kind, _)| (*api_version, *kind))
}

fn lookup(api_version: &str, kind: &str) -> Option<Kind> {
    kinds::KINDS
        .iter()
        .find(|(v, k, _)| *v == api_version && *k == kind)
        .map(|(_, _, k)| *k)
}

/// Decodes `object` (and `old`, for an update) into the kind's Rust type
/// and runs its generated validation: every error, of every stability
/// level (see [`enforced`]). `None` when this crate has no validation for
/// the kind; a decoding error when the value does not have the type's shape
/// (a wrong JSON type, which the kind's schema reports).
pub fn validate(
    api_version: &str,
    kind: &str,
    op: &Operation,
    object: &Value,
    old: Option<&Value>,
) -> Option<Result<ErrorList, serde_json::Error>> {
    lookup(api_version, kind)
        .filter(|k| (k.registered)())
        .map(|k| (k.validate)(op, object, old))
}

/// The errors an API server returns by default: those of stable and beta
/// validations. Alpha ones are only compared with the hand-written
/// validation's (shadowed) unless their feature gate is on, which is off by
/// default.
pub fn enforced(errs: ErrorList) -> ErrorList {
    let mut kept = ErrorList::new();
    for e in errs.into_vec() {
        if e.stability_level != StabilityLevel::Alpha {
            kept.push(e);
        }
    }
    kept
}

fn decode_and_validate<T: DeserializeOwned + 'static>(
    op: &Operation,
    object: &Value,
    old: Option<&Value>,
) -> Result<ErrorList, serde_json::Error> {
    let new: T = decode(object)?;
    let old: Option<T> = old.map(decode).transpose()?;
    Ok(scheme().validate(op, &new, old.as_ref()))
}

/// How deep a value this crate decodes: decoding recurses once per level
/// (unknown members too, to skip them). Kubernetes' own types nest far less;
/// a deeper value is a decoding error, left to the schema checks.
pub const MAX_DECODE_DEPTH: usize = 1_000;

/// Decodes as Go's `encoding/json` does into these types: a `null` member
/// leaves the field's zero value (`None`, empty, 0), as an absent one does.
fn decode<T: DeserializeOwned>(value: &Value) -> Result<T, serde_json::Error> {
    let (depth, has_null_member) = scan(value);
    if depth > MAX_DECODE_DEPTH {
        return Err(serde_json::Error::custom(format!(
            "the object is nested more than {MAX_DECODE_DEPTH} levels deep"
        )));
    }
    if has_null_member {
        T::deserialize(without_null_members(value))
    } else {
        T::deserialize(value)
    }
}

/// The nesting depth of `value` and whether any object in it has a `null`
/// member (iterative: no recursion on deep values).
fn scan(value: &Value) -> (usize, bool) {
    let (mut deepest, mut has_null_member) = (0, false);
    let mut stack = vec![(value, 0)];
    while let Some((v, depth)) = stack.pop() {
        deepest = deepest.max(depth);
        match v {
            Value::Object(map) => {
                has_null_member |= map.values().any(Value::is_null);
                stack.extend(map.values().map(|member| (member, depth + 1)));
            }
            Value::Array(items) => stack.extend(items.iter().map(|item| (item, depth + 1))),
            _ => {}
        }
    }
    (deepest, has_null_member)
}

/// `value` without its objects' `null` members, built bottom-up without
/// recursion.
fn without_null_members(value: &Value) -> Value {
    let mut copy = value.clone();
    let mut stack = vec![&mut copy];
    while let Some(v) = stack.pop() {
        match v {
            Value::Object(map) => {
                map.retain(|_, member| !member.is_null());
                stack.extend(map.values_mut());
            }
            Value::Array(items) => stack.extend(items.iter_mut()),
            _ => {}
        }
    }
    copy
}
