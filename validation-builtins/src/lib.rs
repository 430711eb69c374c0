//! Structural schemas of Kubernetes' built-in kinds (`apps/v1` `Deployment`,
//! `v1` `Service`, ...) for every supported Kubernetes version, as
//! `validation_schema::Schema` values, and the API versions each release
//! stopped serving.
//!
//! ```
//! use validation_builtins::{Builtins, Lookup};
//!
//! let builtins = Builtins::for_version("1.35".parse().unwrap()).unwrap();
//! let Lookup::Served(deployment) = builtins.lookup("apps/v1", "Deployment") else { panic!() };
//! assert!(deployment.schema().unwrap().properties.contains_key("spec"));
//!
//! let Lookup::NotServed(removed) = builtins.lookup("extensions/v1beta1", "Deployment") else { panic!() };
//! assert_eq!(removed.message(), r#"no matches for kind "Deployment" in version "extensions/v1beta1""#);
//! assert_eq!(removed.hint(), "extensions/v1beta1 Deployment was removed in Kubernetes 1.16; use apps/v1");
//! ```
//!
//! The data (`data/builtins.json`) is written by `cargo xtask builtins`
//! from a pinned source package; see the README for what it carries.

mod catalog;
mod decode;
mod removed;

use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

use validation_schema::crd::version_priority;
use validation_schema::Schema;

// The version type every crate of the workspace shares.
pub use validation_runtime::{KubeVersion, ParseVersionError};

use catalog::Catalog;

/// The oldest supported Kubernetes version.
pub const OLDEST: KubeVersion = KubeVersion::new(28);

/// Why built-in schemas cannot be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A version outside [`Builtins::supported`].
    UnsupportedVersion {
        /// The version asked for.
        version: KubeVersion,
        /// The oldest and newest supported versions.
        supported: (KubeVersion, KubeVersion),
    },
    /// A version that does not parse (`for_version_text`).
    InvalidVersion(ParseVersionError),
    /// The embedded data does not read (a defect of the generated file).
    Data(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnsupportedVersion {
                version,
                supported: (oldest, newest),
            } => write!(
                f,
                "Kubernetes {version} is not supported: built-in schemas cover {oldest} to {newest}"
            ),
            Error::InvalidVersion(error) => write!(f, "{error}"),
            Error::Data(detail) => write!(f, "built-in schema data: {detail}"),
        }
    }
}

impl std::error::Error for Error {}

/// The built-in kinds of one Kubernetes version.
#[derive(Debug)]
pub struct Builtins {
    version: KubeVersion,
    catalog: &'static Catalog,
    /// By `apiVersion`, then kind: a lookup borrows both, allocating
    /// nothing.
    kinds: BTreeMap<String, BTreeMap<&'static str, BuiltinKind>>,
}

/// One kind a Kubernetes version serves.
#[derive(Debug)]
pub struct BuiltinKind {
    group: &'static str,
    version: &'static str,
    kind: &'static str,
    definition: &'static str,
    namespaced: Option<bool>,
    minor: u32,
    catalog: &'static Catalog,
    /// Built on first use: most runs need a handful of kinds.
    schema: OnceLock<Result<Schema, Error>>,
}

/// What a Kubernetes version has for an `apiVersion` and `kind`.
#[derive(Debug)]
pub enum Lookup<'a> {
    /// A kind this version serves.
    Served(&'a BuiltinKind),
    /// A built-in kind this version does not serve: removed, or not yet
    /// added.
    NotServed(NotServed),
    /// Not a built-in kind (a custom resource, or a typo).
    Unknown,
}

/// A built-in `apiVersion` and `kind` that a Kubernetes version does not
/// serve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotServed {
    /// The `apiVersion` given.
    pub api_version: String,
    /// The `kind` given.
    pub kind: String,
    /// The version asked for.
    pub version: KubeVersion,
    /// Why.
    pub reason: NotServedReason,
}

/// Why a built-in kind is not served.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotServedReason {
    /// Removed by `in_version`; `replacement` is the `apiVersion` that
    /// serves the kind in the version asked for, if any.
    Removed {
        /// The first version without it.
        in_version: KubeVersion,
        /// Where the kind is served instead.
        replacement: Option<String>,
    },
    /// Added in `in_version`, after the version asked for.
    Added {
        /// The first version with it.
        in_version: KubeVersion,
    },
}

impl NotServed {
    /// The API server's error for a kind it does not serve.
    pub fn message(&self) -> String {
        format!("no matches for kind {:?} in version {:?}", self.kind, self.api_version)
    }

    /// Which release removed (or added) it, and what serves it instead.
    pub fn hint(&self) -> String {
        let what = format!("{} {}", self.api_version, self.kind);
        match &self.reason {
            NotServedReason::Removed {
                in_version,
                replacement: Some(replacement),
            } => {
                format!("{what} was removed in Kubernetes {in_version}; use {replacement}")
            }
            NotServedReason::Removed {
                in_version,
                replacement: None,
            } => {
                format!("{what} was removed in Kubernetes {in_version}")
            }
            NotServedReason::Added { in_version } => {
                format!("{what} was added in Kubernetes {in_version}, after {}", self.version)
            }
        }
    }
}

/// A built-in `apiVersion` and `kind` that Kubernetes stopped serving.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Removal {
    /// The first version without it.
    pub removed_in: KubeVersion,
    /// `group/version`, or `v1` for the core group.
    pub api_version: String,
    /// The kind.
    pub kind: String,
}

impl Builtins {
    /// The oldest and newest versions with schemas.
    pub fn supported() -> Result<(KubeVersion, KubeVersion), Error> {
        let catalog = catalog::get()?;
        Ok((
            KubeVersion::new(catalog.versions[0]),
            KubeVersion::new(catalog.versions[1]),
        ))
    }

    /// The newest supported version's kinds.
    pub fn newest() -> Result<Builtins, Error> {
        Builtins::for_version(Builtins::supported()?.1)
    }

    /// The kinds `version` serves.
    pub fn for_version(version: KubeVersion) -> Result<Builtins, Error> {
        let catalog = catalog::get()?;
        let supported = Builtins::supported()?;
        if version < supported.0 || version > supported.1 {
            return Err(Error::UnsupportedVersion { version, supported });
        }
        let minor = version.minor;
        let mut kinds: BTreeMap<String, BTreeMap<&'static str, BuiltinKind>> = BTreeMap::new();
        for row in catalog.kinds.iter().filter(|row| row.served_in(minor)) {
            let kind = BuiltinKind {
                group: &row.group,
                version: &row.version,
                kind: &row.kind,
                definition: &row.definition,
                namespaced: row.scope.as_deref().map(|scope| scope == "Namespaced"),
                minor,
                catalog,
                schema: OnceLock::new(),
            };
            kinds.entry(kind.api_version()).or_default().insert(kind.kind, kind);
        }
        Ok(Builtins {
            version,
            catalog,
            kinds,
        })
    }

    /// The kinds of the version `text` names (`1.35`, `v1.35`, `1.35.2`),
    /// as a `--kube-version` flag gives it.
    pub fn for_version_text(text: &str) -> Result<Builtins, Error> {
        Builtins::for_version(text.parse().map_err(Error::InvalidVersion)?)
    }

    /// The version these kinds are of.
    pub fn version(&self) -> KubeVersion {
        self.version
    }

    /// Every kind served, by `apiVersion` then kind.
    pub fn kinds(&self) -> impl Iterator<Item = &BuiltinKind> {
        self.kinds.values().flat_map(BTreeMap::values)
    }

    /// The kind for `apiVersion` and `kind`, or why there is none.
    pub fn lookup(&self, api_version: &str, kind: &str) -> Lookup<'_> {
        if let Some(served) = self.served(api_version, kind) {
            return Lookup::Served(served);
        }
        let minor = self.version.minor;
        let not_served = |reason| {
            Lookup::NotServed(NotServed {
                api_version: api_version.to_string(),
                kind: kind.to_string(),
                version: self.version,
                reason,
            })
        };
        let (group, version) = split_api_version(api_version);
        if let Some(row) = self
            .catalog
            .kinds
            .iter()
            .find(|row| row.group == group && row.version == version && row.kind == kind)
        {
            // Served in some version of the source, not in this one.
            if let Some(first) = row.first_after(minor) {
                return not_served(NotServedReason::Added {
                    in_version: KubeVersion::new(first),
                });
            }
            if let Some(last) = row.last_before(minor) {
                return not_served(NotServedReason::Removed {
                    in_version: KubeVersion::new(last + 1),
                    replacement: self.replacement(group, kind),
                });
            }
        }
        for &(removed_api_version, kinds, removed_in, replacement) in removed::BEFORE_SOURCE {
            if removed_api_version == api_version && kinds.contains(&kind) {
                let replacement = replacement
                    .filter(|replacement| self.served(replacement, kind).is_some())
                    .map(str::to_string);
                return not_served(NotServedReason::Removed {
                    in_version: KubeVersion::new(removed_in),
                    replacement,
                });
            }
        }
        Lookup::Unknown
    }

    fn served(&self, api_version: &str, kind: &str) -> Option<&BuiltinKind> {
        self.kinds.get(api_version)?.get(kind)
    }

    /// The `apiVersion` of `group` that serves `kind` here, the most stable
    /// first (`v1` before `v1beta1` before `v1alpha1`).
    fn replacement(&self, group: &str, kind: &str) -> Option<String> {
        self.kinds()
            .filter(|served| served.group == group && served.kind == kind)
            .min_by(|a, b| version_priority(a.version, b.version))
            .map(BuiltinKind::api_version)
    }

    /// Every built-in `apiVersion` and `kind` that a release up to the
    /// newest supported one removed, oldest removal first.
    pub fn removals() -> Result<Vec<Removal>, Error> {
        let catalog = catalog::get()?;
        let mut removals: Vec<Removal> = removed::BEFORE_SOURCE
            .iter()
            .flat_map(|&(api_version, kinds, removed_in, _)| {
                kinds.iter().map(move |kind| Removal {
                    removed_in: KubeVersion::new(removed_in),
                    api_version: api_version.to_string(),
                    kind: kind.to_string(),
                })
            })
            .collect();
        for row in &catalog.kinds {
            for span in &row.served {
                if span[1] < catalog.versions[1] {
                    removals.push(Removal {
                        removed_in: KubeVersion::new(span[1] + 1),
                        api_version: api_version(&row.group, &row.version),
                        kind: row.kind.clone(),
                    });
                }
            }
        }
        removals.sort();
        Ok(removals)
    }
}

impl BuiltinKind {
    /// The API group, empty for the core group.
    pub fn group(&self) -> &str {
        self.group
    }

    /// The API version within the group (`v1`, `v1beta1`).
    pub fn version(&self) -> &str {
        self.version
    }

    /// The kind.
    pub fn kind(&self) -> &str {
        self.kind
    }

    /// `group/version`, or the version alone for the core group.
    pub fn api_version(&self) -> String {
        api_version(self.group, self.version)
    }

    /// Whether objects of this kind live in a namespace (`Some(false)`:
    /// cluster-scoped); `None` for kinds that are only subresources
    /// (`autoscaling/v1` `Scale`, `policy/v1` `Eviction`).
    pub fn namespaced(&self) -> Option<bool> {
        self.namespaced
    }

    /// The OpenAPI definition the schema comes from
    /// (`io.k8s.api.apps.v1.Deployment`).
    pub fn definition(&self) -> &str {
        self.definition
    }

    /// The first error the API server's Go decoder gives for `object`, the
    /// whole manifest: a value of the wrong JSON type (`json: cannot
    /// unmarshal string into Go struct field DeploymentSpec.spec.replicas
    /// of type int32`), or a `Quantity` that is neither string nor number.
    /// The API server reports it as `Deployment in version "v1" cannot be
    /// handled as a Deployment: <error>`, before strict decoding and
    /// validation. Go reports the first in document order; this is the
    /// first in the order of `object`'s keys (the same when there is one).
    /// Base64 data (`Secret.data`) that Go's decoder refuses is its
    /// `illegal base64 data at input byte N`. Unknown fields are left to
    /// pruning; the text of times and quantities is not parsed.
    pub fn decode_error(&self, object: &serde_json::Value) -> Result<Option<String>, Error> {
        decode::Decoder::new(self.catalog, self.minor).first_error(self.definition, object)
    }

    /// The kind's structural schema, every definition it uses written in
    /// place. Every node is `nullable`: Go's decoder takes `null` for any
    /// field and leaves its zero value.
    pub fn schema(&self) -> Result<&Schema, Error> {
        self.schema
            .get_or_init(|| self.catalog.schema(self.definition, self.minor))
            .as_ref()
            .map_err(Clone::clone)
    }
}

fn api_version(group: &str, version: &str) -> String {
    if group.is_empty() {
        version.to_string()
    } else {
        format!("{group}/{version}")
    }
}

fn split_api_version(api_version: &str) -> (&str, &str) {
    api_version.split_once('/').unwrap_or(("", api_version))
}
