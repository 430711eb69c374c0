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
/// Kubernetes 1.36's group/versions whose enforced declarative validation differs.
pub mod v1_36;

// BEGIN groups (written by `cargo xtask k8s-api`)
pub mod admissionregistration;
pub mod apps;
pub mod authorization;
pub mod autoscaling;
pub mod batch;
pub mod certificates;
pub mod core;
pub mod discovery;
pub mod flowcontrol;
pub mod lifecycle;
pub mod networking;
pub mod node;
pub mod policy;
pub mod rbac;
pub mod resource;
pub mod scheduling;
pub mod storage;
pub mod storagemigration;
// END groups

use serde::de::DeserializeOwned;
use serde::de::Error as _;
use serde_json::Value;
use std::sync::OnceLock;

use validation_runtime::{ErrorList, KubeVersion, Operation, Scheme, StabilityLevel};

/// The newest Kubernetes version whose `k8s.io/api` the types were
/// converted from (the top-level group modules); [`Release::for_version`]
/// gives each version's own.
pub const KUBE_VERSION: KubeVersion = KubeVersion::new(37);

/// The feature gates the newest release's generated code asks about
/// (`+k8s:ifEnabled`, `+k8s:ifDisabled`), with their defaults in
/// [`KUBE_VERSION`] (Kubernetes' feature gate reference for 1.37). An option
/// the generated code asks about and the operation does not set is an
/// internal error, so every one is listed (a test checks it).
pub const FEATURE_GATES: &[(&str, bool)] = &[
    ("CompositePodGroup", false),
    ("DRAPartitionableDevicesType", false),
    ("HPAScaleToZero", true),
    ("InPlacePodVerticalScalingSchedulerPreemption", false),
    ("PodGroupPreemptionPolicy", false),
    ("TopologyAwareWorkloadScheduling", false),
    ("WorkloadWithJob", false),
];

/// The declarative validation one Kubernetes release enforces: its
/// converted kinds and the feature gates' defaults its code asks about.
pub struct Release {
    kube_version: KubeVersion,
    feature_gates: &'static [(&'static str, bool)],
    kinds: &'static [(&'static str, &'static str, Kind)],
}

/// Kubernetes 1.37: stable and `+k8s:beta` validations are enforced
/// (`DeclarativeValidationBeta` is on by default).
static NEWEST: Release = Release {
    kube_version: KUBE_VERSION,
    feature_gates: FEATURE_GATES,
    kinds: kinds::KINDS,
};

/// Kubernetes 1.36: validations not marked `+k8s:alpha` are enforced. Its
/// GA and beta group/versions carry only alpha ones (and
/// `listType=atomic`, which checks nothing), so only its alpha
/// `resource.k8s.io/v1alpha3` and `scheduling.k8s.io/v1alpha2` are converted
/// (`crate::v1_36`). Both gates below are alpha, off by default, in 1.36.
static RELEASE_1_36: Release = Release {
    kube_version: KubeVersion::new(36),
    feature_gates: &[
        ("TopologyAwareWorkloadScheduling", false),
        ("WorkloadAwarePreemption", false),
    ],
    kinds: v1_36::kinds::KINDS,
};

impl Release {
    /// The declarative validation an API server of `kube_version` enforces
    /// by default, or `None` when it enforces none: before 1.33 it has none;
    /// 1.33 to 1.35 run it only to compare it with the hand-written
    /// validation, whose errors they return (`DeclarativeValidationTakeover`,
    /// off by default).
    pub fn for_version(kube_version: KubeVersion) -> Option<&'static Release> {
        if kube_version >= NEWEST.kube_version {
            Some(&NEWEST)
        } else if kube_version == RELEASE_1_36.kube_version {
            Some(&RELEASE_1_36)
        } else {
            None
        }
    }

    /// The newest release converted ([`KUBE_VERSION`]).
    pub fn newest() -> &'static Release {
        &NEWEST
    }

    /// The Kubernetes version whose `k8s.io/api` this release's types were
    /// converted from.
    pub fn kube_version(&self) -> KubeVersion {
        self.kube_version
    }

    /// The feature gates this release's generated code asks about, with
    /// their defaults in that release.
    pub fn feature_gates(&self) -> &'static [(&'static str, bool)] {
        self.feature_gates
    }

    /// A create (or, with `update`, an update) as an API server of this
    /// release with its default feature gates makes it.
    pub fn operation(&self, update: bool) -> Operation {
        let op = if update {
            Operation::update()
        } else {
            Operation::create()
        };
        self.feature_gates
            .iter()
            .fold(op, |op, (name, enabled)| op.with_option(name, *enabled))
    }

    /// Whether this release has declarative validation for `kind` in
    /// `api_version` (`group/version`, or `version` for the core group):
    /// the kind is converted and its tags (or those of the types it reaches)
    /// give it some.
    pub fn has_kind(&self, api_version: &str, kind: &str) -> bool {
        self.lookup(api_version, kind).is_some_and(|k| (k.registered)())
    }

    /// The `(apiVersion, kind)` pairs this release has declarative
    /// validation for.
    pub fn kinds(&self) -> impl Iterator<Item = (&'static str, &'static str)> {
        self.kinds
            .iter()
            .filter(|(_, _, k)| (k.registered)())
            .map(|(api_version, kind, _)| (*api_version, *kind))
    }

    /// Decodes `object` (and `old`, for an update) into the kind's Rust type
    /// of this release and runs its generated validation: every error, of
    /// every stability level (see [`enforced`]). `None` when this release
    /// has no validation for the kind; a decoding error when the value does
    /// not have the type's shape (a wrong JSON type, which the kind's schema
    /// reports).
    pub fn validate(
        &self,
        api_version: &str,
        kind: &str,
        op: &Operation,
        object: &Value,
        old: Option<&Value>,
    ) -> Option<Result<ErrorList, serde_json::Error>> {
        self.lookup(api_version, kind)
            .filter(|k| (k.registered)())
            .map(|k| (k.validate)(op, object, old))
    }

    fn lookup(&self, api_version: &str, kind: &str) -> Option<Kind> {
        self.kinds
            .iter()
            .find(|(v, k, _)| *v == api_version && *k == kind)
            .map(|(_, _, k)| *k)
    }
}

/// A create (or, with `update`, an update) as an API server of
/// [`KUBE_VERSION`] with its default feature gates makes it.
pub fn operation(update: bool) -> Operation {
    NEWEST.operation(update)
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

/// Every converted package's registered roots (of every release), built
/// once.
fn scheme() -> &'static Scheme {
    static SCHEME: OnceLock<Scheme> = OnceLock::new();
    SCHEME.get_or_init(|| {
        let mut scheme = Scheme::new();
        kinds::register_all(&mut scheme);
        v1_36::kinds::register_all(&mut scheme);
        scheme
    })
}

/// Whether the newest release has declarative validation for `kind` in
/// `api_version` ([`Release::has_kind`]).
pub fn has_kind(api_version: &str, kind: &str) -> bool {
    NEWEST.has_kind(api_version, kind)
}

/// The `(apiVersion, kind)` pairs the newest release has declarative
/// validation for.
pub fn kinds() -> impl Iterator<Item = (&'static str, &'static str)> {
    NEWEST.kinds()
}

/// The newest release's validation of `object` ([`Release::validate`]).
pub fn validate(
    api_version: &str,
    kind: &str,
    op: &Operation,
    object: &Value,
    old: Option<&Value>,
) -> Option<Result<ErrorList, serde_json::Error>> {
    NEWEST.validate(api_version, kind, op, object, old)
}

/// The errors an API server returns by default: those of stable and beta
/// validations (1.36 and 1.37: `DeclarativeValidationBeta` is on by
/// default). Alpha ones are only compared with the hand-written
/// validation's (shadowed).
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
