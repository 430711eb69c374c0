//! The Pod's rules in the garde and validator crates, for comparison: one
//! set of mirror types deriving both `garde::Validate` and
//! `validator::Validate`, converted from a [`Pod`] before timing. The rules
//! are the Pod's in each crate's own terms: lengths, ranges, nested
//! structs, and formats as regular expressions (the regexes Kubernetes
//! documents for them); what a crate cannot say (enums, list-map
//! uniqueness, unions, label maps) is a custom function. Neither crate has
//! an update (ratcheting) mode, so they are timed on create only.

use std::collections::BTreeMap;

use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;
// The validator derive calls `.validate()` on nested values.
use validator::Validate as _;

use crate::pods::{self, Pod};

type GardeResult = Result<(), garde::Error>;
type ValidatorResult = Result<(), validator::ValidationError>;

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MPod {
    #[garde(dive)]
    #[validate(nested)]
    pub metadata: MObjectMeta,
    #[garde(dive)]
    #[validate(nested)]
    pub spec: MPodSpec,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MObjectMeta {
    #[garde(length(min = 1, max = 253), pattern(SUBDOMAIN))]
    #[validate(length(min = 1, max = 253), regex(path = *SUBDOMAIN))]
    pub name: String,
    #[garde(length(max = 63), pattern(LABEL_OR_EMPTY))]
    #[validate(length(max = 63), regex(path = *LABEL_OR_EMPTY))]
    pub namespace: String,
    #[garde(range(min = 0))]
    #[validate(range(min = 0))]
    pub generation: Option<i64>,
    #[garde(custom(garde_labels))]
    #[validate(custom(function = "validator_labels"))]
    pub labels: BTreeMap<String, String>,
    #[garde(custom(garde_unique_strings), inner(length(max = 253), pattern(SUBDOMAIN)))]
    #[validate(custom(function = "validator_finalizers"))]
    pub finalizers: Vec<String>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MPodSpec {
    #[garde(length(min = 1, max = 64), custom(garde_unique_container_names), dive)]
    #[validate(
        length(min = 1, max = 64),
        custom(function = "validator_unique_container_names"),
        nested
    )]
    pub containers: Vec<MContainer>,
    #[garde(length(max = 16), custom(garde_unique_container_names), dive)]
    #[validate(length(max = 16), custom(function = "validator_unique_container_names"), nested)]
    pub init_containers: Vec<MContainer>,
    #[garde(length(max = 128), custom(garde_unique_volume_names), dive)]
    #[validate(length(max = 128), custom(function = "validator_unique_volume_names"), nested)]
    pub volumes: Vec<MVolume>,
    #[garde(custom(garde_restart_policy))]
    #[validate(custom(function = "validator_restart_policy"))]
    pub restart_policy: String,
    #[garde(range(min = 0, max = 31_536_000))]
    #[validate(range(min = 0, max = 31_536_000))]
    pub termination_grace_period_seconds: Option<i64>,
    #[garde(length(max = 63), pattern(LABEL_OR_EMPTY))]
    #[validate(length(max = 63), regex(path = *LABEL_OR_EMPTY))]
    pub service_account_name: String,
    #[garde(length(max = 253), pattern(SUBDOMAIN_OR_EMPTY))]
    #[validate(length(max = 253), regex(path = *SUBDOMAIN_OR_EMPTY))]
    pub node_name: String,
    #[garde(length(max = 32), custom(garde_labels))]
    #[validate(length(max = 32), custom(function = "validator_labels"))]
    pub node_selector: BTreeMap<String, String>,
    #[garde(range(max = 1_000_000_000))]
    #[validate(range(max = 1_000_000_000))]
    pub priority: Option<i32>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MContainer {
    #[garde(length(min = 1, max = 63), pattern(LABEL))]
    #[validate(length(min = 1, max = 63), regex(path = *LABEL))]
    pub name: String,
    #[garde(length(chars, min = 1, max = 512))]
    #[validate(length(min = 1, max = 512))]
    pub image: String,
    #[garde(custom(garde_pull_policy))]
    #[validate(custom(function = "validator_pull_policy"))]
    pub image_pull_policy: String,
    #[garde(length(max = 64), custom(garde_unique_ports), dive)]
    #[validate(length(max = 64), custom(function = "validator_unique_ports"), nested)]
    pub ports: Vec<MContainerPort>,
    #[garde(length(max = 256), custom(garde_unique_env), dive)]
    #[validate(length(max = 256), custom(function = "validator_unique_env"), nested)]
    pub env: Vec<MEnvVar>,
    #[garde(custom(garde_unique_mounts), dive)]
    #[validate(custom(function = "validator_unique_mounts"), nested)]
    pub volume_mounts: Vec<MVolumeMount>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MContainerPort {
    #[garde(length(chars, max = 15), pattern(LABEL_OR_EMPTY))]
    #[validate(length(max = 15), regex(path = *LABEL_OR_EMPTY))]
    pub name: String,
    #[garde(range(min = 1, max = 65535))]
    #[validate(range(min = 1, max = 65535))]
    pub container_port: i32,
    #[garde(custom(garde_protocol))]
    #[validate(custom(function = "validator_protocol"))]
    pub protocol: String,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MEnvVar {
    #[garde(length(chars, min = 1, max = 256))]
    #[validate(length(min = 1, max = 256))]
    pub name: String,
    #[garde(length(bytes, max = 32768))]
    #[validate(length(max = 32768))]
    pub value: String,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MVolumeMount {
    #[garde(length(min = 1, max = 63), pattern(LABEL))]
    #[validate(length(min = 1, max = 63), regex(path = *LABEL))]
    pub name: String,
    #[garde(length(chars, min = 1, max = 1024))]
    #[validate(length(min = 1, max = 1024))]
    pub mount_path: String,
    #[garde(skip)]
    pub read_only: bool,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
#[garde(custom(garde_one_source))]
#[validate(schema(function = "validator_one_source"))]
pub struct MVolume {
    #[garde(length(min = 1, max = 63), pattern(LABEL))]
    #[validate(length(min = 1, max = 63), regex(path = *LABEL))]
    pub name: String,
    #[garde(dive)]
    #[validate(nested)]
    pub empty_dir: Option<MEmptyDir>,
    #[garde(dive)]
    #[validate(nested)]
    pub config_map: Option<MConfigMap>,
    #[garde(dive)]
    #[validate(nested)]
    pub secret: Option<MSecret>,
    #[garde(dive)]
    #[validate(nested)]
    pub host_path: Option<MHostPath>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MEmptyDir {
    #[garde(range(min = 0))]
    #[validate(range(min = 0))]
    pub size_limit_bytes: Option<i64>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MConfigMap {
    #[garde(length(min = 1, max = 253), pattern(SUBDOMAIN))]
    #[validate(length(min = 1, max = 253), regex(path = *SUBDOMAIN))]
    pub name: String,
    #[garde(range(min = 0, max = 511))]
    #[validate(range(min = 0, max = 511))]
    pub default_mode: Option<i32>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MSecret {
    #[garde(length(min = 1, max = 253), pattern(SUBDOMAIN))]
    #[validate(length(min = 1, max = 253), regex(path = *SUBDOMAIN))]
    pub secret_name: String,
    #[garde(range(min = 0, max = 511))]
    #[validate(range(min = 0, max = 511))]
    pub default_mode: Option<i32>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MHostPath {
    #[garde(length(chars, min = 1, max = 4096))]
    #[validate(length(min = 1, max = 4096))]
    pub path: String,
}

// Kubernetes' documented regexes for its name formats.
const DNS_LABEL: &str = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$";
const DNS_LABEL_OR_EMPTY: &str = "^([a-z0-9]([-a-z0-9]*[a-z0-9])?)?$";
const DNS_SUBDOMAIN: &str = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$";
const DNS_SUBDOMAIN_OR_EMPTY: &str = r"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*)?$";
/// A label key: an optional DNS-subdomain prefix and `/`, then a name.
const LABEL_KEY: &str =
    r"^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$";
const LABEL_VALUE: &str = "^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$";

fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).unwrap_or_else(|e| unreachable!("{pattern}: {e}"))
}

static LABEL: LazyLock<Regex> = LazyLock::new(|| regex(DNS_LABEL));
static LABEL_OR_EMPTY: LazyLock<Regex> = LazyLock::new(|| regex(DNS_LABEL_OR_EMPTY));
static SUBDOMAIN: LazyLock<Regex> = LazyLock::new(|| regex(DNS_SUBDOMAIN));
static SUBDOMAIN_OR_EMPTY: LazyLock<Regex> = LazyLock::new(|| regex(DNS_SUBDOMAIN_OR_EMPTY));
static LABEL_KEY_RE: LazyLock<Regex> = LazyLock::new(|| regex(LABEL_KEY));
static LABEL_VALUE_RE: LazyLock<Regex> = LazyLock::new(|| regex(LABEL_VALUE));

/// Label maps: neither crate applies rules to map keys, so a custom check
/// (lengths as Kubernetes counts them: prefix <= 253, name and value <= 63).
fn labels_ok(labels: &BTreeMap<String, String>) -> bool {
    labels.iter().all(|(k, v)| {
        let name = k
            .rsplit_once('/')
            .map_or(k.as_str(), |(prefix, name)| if prefix.len() > 253 { "" } else { name });
        name.len() <= 63 && LABEL_KEY_RE.is_match(k) && v.len() <= 63 && LABEL_VALUE_RE.is_match(v)
    })
}

fn unique_by<T>(list: &[T], same: impl Fn(&T, &T) -> bool) -> bool {
    list.iter()
        .enumerate()
        .all(|(j, b)| list.iter().take(j).all(|a| !same(a, b)))
}

const RESTART_POLICIES: [&str; 3] = ["Always", "OnFailure", "Never"];
const PULL_POLICIES: [&str; 3] = ["Always", "Never", "IfNotPresent"];
const PROTOCOLS: [&str; 3] = ["TCP", "UDP", "SCTP"];

fn one_source(v: &MVolume) -> bool {
    [
        v.empty_dir.is_some(),
        v.config_map.is_some(),
        v.secret.is_some(),
        v.host_path.is_some(),
    ]
    .iter()
    .filter(|s| **s)
    .count()
        == 1
}

/// One garde check and one validator check per predicate.
macro_rules! checks {
    ($($garde:ident, $validator:ident: $t:ty => |$v:ident| $ok:expr, $what:literal;)*) => {$(
        // The derives pass the field itself (`&String`, `&Vec<T>`).
        #[allow(clippy::ptr_arg)]
        fn $garde($v: &$t, _: &()) -> GardeResult {
            if $ok { Ok(()) } else { Err(garde::Error::new($what)) }
        }
        #[allow(clippy::ptr_arg)]
        fn $validator($v: &$t) -> ValidatorResult {
            if $ok { Ok(()) } else { Err(validator::ValidationError::new($what)) }
        }
    )*};
}

checks! {
    garde_labels, validator_labels: BTreeMap<String, String> => |v| labels_ok(v), "labels";
    garde_unique_strings, validator_unique_strings: Vec<String> => |v| unique_by(v, |a, b| a == b), "duplicate";
    garde_unique_container_names, validator_unique_container_names: Vec<MContainer> => |v| unique_by(v, |a, b| a.name == b.name), "duplicate";
    garde_unique_volume_names, validator_unique_volume_names: Vec<MVolume> => |v| unique_by(v, |a, b| a.name == b.name), "duplicate";
    garde_unique_ports, validator_unique_ports: Vec<MContainerPort> => |v| unique_by(v, |a, b| a.container_port == b.container_port && a.protocol == b.protocol), "duplicate";
    garde_unique_env, validator_unique_env: Vec<MEnvVar> => |v| unique_by(v, |a, b| a.name == b.name), "duplicate";
    garde_unique_mounts, validator_unique_mounts: Vec<MVolumeMount> => |v| unique_by(v, |a, b| a.mount_path == b.mount_path), "duplicate";
    garde_restart_policy, validator_restart_policy: String => |v| v.is_empty() || RESTART_POLICIES.contains(&v.as_str()), "enum";
    garde_pull_policy, validator_pull_policy: String => |v| v.is_empty() || PULL_POLICIES.contains(&v.as_str()), "enum";
    garde_protocol, validator_protocol: String => |v| PROTOCOLS.contains(&v.as_str()), "enum";
    garde_one_source, validator_one_source: MVolume => |v| one_source(v), "union";
}

/// validator has no per-element custom rule: one function does both.
#[allow(clippy::ptr_arg)]
fn validator_finalizers(v: &Vec<String>) -> ValidatorResult {
    validator_unique_strings(v)?;
    if v.iter().all(|f| f.len() <= 253 && SUBDOMAIN.is_match(f)) {
        Ok(())
    } else {
        Err(validator::ValidationError::new("long name"))
    }
}

impl From<&Pod> for MPod {
    fn from(pod: &Pod) -> MPod {
        let m = &pod.metadata;
        let s = &pod.spec;
        MPod {
            metadata: MObjectMeta {
                name: m.name.clone(),
                namespace: m.namespace.clone(),
                generation: m.generation,
                labels: m.labels.clone(),
                finalizers: m.finalizers.clone(),
            },
            spec: MPodSpec {
                containers: s.containers.iter().map(container).collect(),
                init_containers: s.init_containers.iter().map(container).collect(),
                volumes: s.volumes.iter().map(volume).collect(),
                restart_policy: s.restart_policy.as_ref().map(|p| p.0.clone()).unwrap_or_default(),
                termination_grace_period_seconds: s.termination_grace_period_seconds,
                service_account_name: s.service_account_name.clone(),
                node_name: s.node_name.clone(),
                node_selector: s.node_selector.clone(),
                priority: s.priority,
            },
        }
    }
}

fn container(c: &pods::Container) -> MContainer {
    MContainer {
        name: c.name.clone(),
        image: c.image.clone(),
        image_pull_policy: c.image_pull_policy.as_ref().map(|p| p.0.clone()).unwrap_or_default(),
        ports: c
            .ports
            .iter()
            .map(|p| MContainerPort {
                name: p.name.clone(),
                container_port: p.container_port,
                protocol: p.protocol.0.clone(),
            })
            .collect(),
        env: c
            .env
            .iter()
            .map(|e| MEnvVar {
                name: e.name.clone(),
                value: e.value.clone(),
            })
            .collect(),
        volume_mounts: c
            .volume_mounts
            .iter()
            .map(|m| MVolumeMount {
                name: m.name.clone(),
                mount_path: m.mount_path.clone(),
                read_only: m.read_only,
            })
            .collect(),
    }
}

fn volume(v: &pods::Volume) -> MVolume {
    let s = &v.source;
    MVolume {
        name: v.name.clone(),
        empty_dir: s.empty_dir.as_ref().map(|e| MEmptyDir {
            size_limit_bytes: e.size_limit_bytes,
        }),
        config_map: s.config_map.as_ref().map(|c| MConfigMap {
            name: c.name.clone(),
            default_mode: c.default_mode,
        }),
        secret: s.secret.as_ref().map(|c| MSecret {
            secret_name: c.secret_name.clone(),
            default_mode: c.default_mode,
        }),
        host_path: s.host_path.as_ref().map(|h| MHostPath { path: h.path.clone() }),
    }
}

/// The example API's `Widget` in both crates: required name, ranges,
/// nested templates and ports (map values through a custom check: neither
/// crate descends into map values with range rules).
#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MWidget {
    #[garde(length(min = 1))]
    #[validate(length(min = 1))]
    pub name: String,
    #[garde(range(min = 0))]
    #[validate(range(min = 0))]
    pub generation: Option<i64>,
    #[garde(range(min = 0, max = 1000))]
    #[validate(range(min = 0, max = 1000))]
    pub replicas: Option<i32>,
    #[garde(range(min = 0))]
    #[validate(range(min = 0))]
    pub min_ready_seconds: i32,
    #[garde(custom(garde_ports))]
    #[validate(custom(function = "validator_ports"))]
    pub ports: BTreeMap<String, i32>,
    #[garde(dive)]
    #[validate(nested)]
    pub templates: Vec<MWorkerTemplate>,
    #[garde(range(min = 0))]
    #[validate(range(min = 0))]
    pub ready_replicas: Option<i32>,
    #[garde(range(min = 0))]
    #[validate(range(min = 0))]
    pub observed_generation: Option<i64>,
}

#[derive(Serialize, garde::Validate, validator::Validate)]
pub struct MWorkerTemplate {
    #[garde(length(min = 1))]
    #[validate(length(min = 1))]
    pub image: String,
    #[garde(range(min = 1))]
    #[validate(range(min = 1))]
    pub cpu_millis: Option<i64>,
}

checks! {
    garde_ports, validator_ports: BTreeMap<String, i32> => |v| v.values().all(|p| (1..=65535).contains(p)), "port";
}

impl From<&example_api::apps::v1::Widget> for MWidget {
    fn from(w: &example_api::apps::v1::Widget) -> MWidget {
        MWidget {
            name: w.metadata.name.clone(),
            generation: w.metadata.generation,
            replicas: w.spec.replicas,
            min_ready_seconds: w.spec.min_ready_seconds,
            ports: w.spec.ports.iter().map(|(k, v)| (k.clone(), v.0)).collect(),
            templates: w
                .spec
                .templates
                .iter()
                .map(|t| MWorkerTemplate {
                    image: t.image.clone(),
                    cpu_millis: t.cpu_millis,
                })
                .collect(),
            ready_replicas: w.status.as_ref().map(|s| s.ready_replicas),
            observed_generation: w.status.as_ref().and_then(|s| s.observed_generation),
        }
    }
}
