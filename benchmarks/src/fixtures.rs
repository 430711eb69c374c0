//! The objects the benchmarks and tests share: a realistic valid Pod, the
//! same Pod with ten errors, an update of it, and long lists.

use std::collections::BTreeMap;

use example_api::apps::v1::{Port, Widget, WidgetSpec, WidgetStatus, WorkerTemplate};

use crate::large::{Inventory, Item};
use crate::meta::{ObjectMeta, TypeMeta};
use crate::pods::{
    ConfigMapVolumeSource, Container, ContainerPort, EmptyDirVolumeSource, EnvVar, HostPathVolumeSource, Pod, PodSpec,
    Protocol, PullPolicy, RestartPolicy, SecretVolumeSource, Volume, VolumeMount, VolumeSource,
};

fn container(name: &str, ports: &[i32], env: usize) -> Container {
    Container {
        name: name.into(),
        image: format!("registry.example.com/team/{name}:v1.2.3"),
        image_pull_policy: Some(PullPolicy(PullPolicy::IF_NOT_PRESENT.into())),
        ports: ports
            .iter()
            .map(|&p| ContainerPort {
                name: format!("p{p}"),
                container_port: p,
                protocol: Protocol(Protocol::TCP.into()),
            })
            .collect(),
        env: (0..env)
            .map(|i| EnvVar {
                name: format!("{}_SETTING_{i}", name.to_uppercase()),
                value: format!("value-{i}"),
            })
            .collect(),
        volume_mounts: vec![
            VolumeMount {
                name: "config".into(),
                mount_path: "/etc/config".into(),
                read_only: true,
            },
            VolumeMount {
                name: "scratch".into(),
                mount_path: "/tmp/scratch".into(),
                read_only: false,
            },
        ],
    }
}

fn volume(name: &str, source: VolumeSource) -> Volume {
    Volume {
        name: name.into(),
        source,
    }
}

/// A valid Pod of realistic size: three containers and an init container
/// (ports, ten environment variables each, volume mounts), four volumes of
/// different sources, labels, a node selector and a finalizer.
pub fn valid_pod() -> Pod {
    Pod {
        type_meta: TypeMeta {
            kind: "Pod".into(),
            api_version: "v1".into(),
        },
        metadata: ObjectMeta {
            name: "web-frontend-7d9f8b6c5-x2k4q".into(),
            namespace: "production".into(),
            generation: Some(3),
            labels: BTreeMap::from([
                ("app.kubernetes.io/name".into(), "web".into()),
                ("app.kubernetes.io/component".into(), "frontend".into()),
                ("pod-template-hash".into(), "7d9f8b6c5".into()),
                ("tier".into(), "edge".into()),
            ]),
            finalizers: vec!["cleanup.example.com".into()],
        },
        spec: PodSpec {
            containers: vec![
                container("web", &[8080, 8443], 10),
                container("sidecar", &[9090], 10),
                container("metrics", &[9100], 10),
            ],
            init_containers: vec![container("migrate", &[], 4)],
            volumes: vec![
                volume(
                    "config",
                    VolumeSource {
                        config_map: Some(ConfigMapVolumeSource {
                            name: "web-config".into(),
                            default_mode: Some(0o644),
                        }),
                        ..Default::default()
                    },
                ),
                volume(
                    "scratch",
                    VolumeSource {
                        empty_dir: Some(EmptyDirVolumeSource {
                            size_limit_bytes: Some(1 << 30),
                        }),
                        ..Default::default()
                    },
                ),
                volume(
                    "tls",
                    VolumeSource {
                        secret: Some(SecretVolumeSource {
                            secret_name: "web-tls".into(),
                            default_mode: Some(0o400),
                        }),
                        ..Default::default()
                    },
                ),
                volume(
                    "logs",
                    VolumeSource {
                        host_path: Some(HostPathVolumeSource {
                            path: "/var/log/web".into(),
                        }),
                        ..Default::default()
                    },
                ),
            ],
            restart_policy: Some(RestartPolicy(RestartPolicy::ALWAYS.into())),
            termination_grace_period_seconds: Some(30),
            service_account_name: "web".into(),
            node_name: "node-17.cluster.local".into(),
            node_selector: BTreeMap::from([
                ("kubernetes.io/os".into(), "linux".into()),
                ("topology.kubernetes.io/zone".into(), "eu-west-1a".into()),
            ]),
            priority: Some(1000),
        },
    }
}

/// The valid Pod with ten errors of different kinds: formats, a
/// duplicate list-map key, a range, an enum, a union, a required field.
pub fn invalid_pod() -> Pod {
    let mut pod = valid_pod();
    pod.metadata.labels.insert("-bad-key".into(), "ok".into());
    pod.spec.service_account_name = "Web_Account".into();
    pod.spec.termination_grace_period_seconds = Some(-5);
    pod.spec.restart_policy = Some(RestartPolicy("Sometimes".into()));
    let web = &mut pod.spec.containers[0];
    web.name = "Web".into();
    web.ports[1].container_port = 70000;
    web.env[3].name = web.env[2].name.clone();
    web.image_pull_policy = Some(PullPolicy("Maybe".into()));
    pod.spec.containers[1].image = String::new();
    pod.spec.volumes[1].source.host_path = Some(HostPathVolumeSource { path: "/data".into() });
    pod
}

/// The valid Pod after a valid change: a new image, one more environment
/// variable, a changed label.
pub fn changed_pod() -> Pod {
    let mut pod = valid_pod();
    pod.spec.containers[0].image = "registry.example.com/team/web:v1.2.4".into();
    pod.spec.containers[1].env.push(EnvVar {
        name: "EXTRA".into(),
        value: "1".into(),
    });
    pod.metadata
        .labels
        .insert("pod-template-hash".into(), "8e0a9c7d6".into());
    pod.metadata.generation = Some(4);
    pod
}

/// An inventory of `n` unique tags and `n` items with unique names.
pub fn inventory(n: usize) -> Inventory {
    Inventory {
        tags: (0..n).map(|i| format!("tag-{i}")).collect(),
        items: (0..n)
            .map(|i| Item {
                name: format!("item-{i}"),
                count: i32::try_from(i % 1000).unwrap_or(0),
            })
            .collect(),
    }
}

/// `inventory(n)` updated: every tenth item's count changed and the list
/// reversed, so correlation must match items by key, not by position.
pub fn inventory_changed(n: usize) -> Inventory {
    let mut inv = inventory(n);
    for item in inv.items.iter_mut().step_by(10) {
        item.count += 1;
    }
    inv.items.reverse();
    inv
}

/// The example API's valid `Widget`.
pub fn widget() -> Widget {
    Widget {
        metadata: example_api::meta::ObjectMeta {
            name: "w".into(),
            generation: Some(1),
            ..Default::default()
        },
        spec: WidgetSpec {
            replicas: Some(3),
            min_ready_seconds: 5,
            ports: BTreeMap::from([("http".to_string(), Port(80)), ("https".to_string(), Port(443))]),
            templates: vec![
                WorkerTemplate {
                    image: "web:1".into(),
                    cpu_millis: Some(500),
                },
                WorkerTemplate {
                    image: "batch:2".into(),
                    cpu_millis: None,
                },
            ],
        },
        status: Some(WidgetStatus {
            ready_replicas: 2,
            observed_generation: Some(1),
        }),
        ..Default::default()
    }
}
