//! The benchmark trees: CRDs with keywords, maps, list-maps and CEL
//! rules, and valid custom resources of their kinds, written as single
//! files or, for the mixed tree, as multi-document files, `kind: List`
//! documents and JSON files.

#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// The CRD of kind `Kind{k}`: a spec with keywords, a map, a list-map and
/// two CEL rules.
pub fn crd(k: usize) -> String {
    format!(
        r#"apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: kind{k}s.bench.example.com
spec:
  group: bench.example.com
  names:
    kind: Kind{k}
    plural: kind{k}s
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    subresources:
      status: {{}}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            required: [replicas]
            x-kubernetes-validations:
            - rule: self.minReplicas <= self.replicas
              message: minReplicas must not exceed replicas
            properties:
              replicas:
                type: integer
                minimum: 0
                maximum: 100
              minReplicas:
                type: integer
                default: 0
              image:
                type: string
                pattern: '^[a-z0-9./:-]+$'
              tier:
                type: string
                enum: [frontend, backend, batch]
              env:
                type: object
                maxProperties: 32
                additionalProperties:
                  type: string
              ports:
                type: array
                maxItems: 16
                x-kubernetes-list-type: map
                x-kubernetes-list-map-keys: [name]
                items:
                  type: object
                  required: [name, port]
                  properties:
                    name:
                      type: string
                      maxLength: 15
                    port:
                      type: integer
                      minimum: 1
                      maximum: 65535
                  x-kubernetes-validations:
                  - rule: self.port != 22
                    message: ssh is not allowed
          status:
            type: object
            properties:
              ready:
                type: boolean
"#
    )
}

pub fn manifest(i: usize, kinds: usize) -> String {
    let k = i % kinds;
    format!(
        r#"apiVersion: bench.example.com/v1
kind: Kind{k}
metadata:
  name: object-{i}
  namespace: team-{k}
  labels:
    app.kubernetes.io/name: object-{i}
    app.kubernetes.io/part-of: bench
spec:
  replicas: {replicas}
  minReplicas: 1
  image: registry.example.com/app:1.{i}
  tier: backend
  env:
    LOG_LEVEL: info
    REGION: eu-west-1
  ports:
  - name: http
    port: 8080
  - name: metrics
    port: 9090
"#,
        replicas = 1 + i % 50
    )
}

/// Writes `kinds` CRDs and `manifests` manifests (directories of 10 files)
/// under `root`; returns the two directories.
pub fn tree(root: &Path, manifests: usize, kinds: usize) -> (PathBuf, PathBuf) {
    let _ = fs::remove_dir_all(root);
    let crds = root.join("crds");
    let deploy = root.join("deploy");
    fs::create_dir_all(&crds).expect("the benchmark tree is written");
    for k in 0..kinds {
        fs::write(crds.join(format!("kind{k}.yaml")), crd(k)).expect("the benchmark tree is written");
    }
    for i in 0..manifests {
        let dir = deploy.join(format!("app-{:03}", i / 10));
        fs::create_dir_all(&dir).expect("the benchmark tree is written");
        fs::write(dir.join(format!("object-{i}.yaml")), manifest(i, kinds)).expect("the benchmark tree is written");
    }
    (crds, deploy)
}

/// A valid built-in manifest, cycling through a Deployment, a Service, a
/// ConfigMap and a Secret, about the size of [`manifest`].
pub fn builtin_manifest(i: usize) -> String {
    match i % 4 {
        0 => format!(
            r#"apiVersion: apps/v1
kind: Deployment
metadata:
  name: web-{i}
  namespace: team-{n}
  labels:
    app.kubernetes.io/name: web-{i}
spec:
  replicas: {replicas}
  selector:
    matchLabels:
      app.kubernetes.io/name: web-{i}
  template:
    metadata:
      labels:
        app.kubernetes.io/name: web-{i}
    spec:
      containers:
      - name: main
        image: registry.example.com/web:1.{i}
        ports:
        - containerPort: 8080
          name: http
        resources:
          limits:
            cpu: 500m
            memory: 256Mi
"#,
            n = i % 20,
            replicas = 1 + i % 5
        ),
        1 => format!(
            r#"apiVersion: v1
kind: Service
metadata:
  name: web-{i}
  namespace: team-{n}
spec:
  selector:
    app.kubernetes.io/name: web-{i}
  ports:
  - name: http
    port: 80
    targetPort: 8080
  - name: metrics
    port: 9090
"#,
            n = i % 20
        ),
        2 => format!(
            r#"apiVersion: v1
kind: ConfigMap
metadata:
  name: config-{i}
  namespace: team-{n}
data:
  LOG_LEVEL: info
  REGION: eu-west-1
  settings.yaml: "replicas: {i}"
"#,
            n = i % 20
        ),
        _ => format!(
            r#"apiVersion: v1
kind: Secret
metadata:
  name: secret-{i}
  namespace: team-{n}
type: Opaque
data:
  username: YWRtaW4=
  password: c2VjcmV0LXtpfQ==
"#,
            n = i % 20
        ),
    }
}

/// The manifest `i` as JSON (the same object as [`manifest`]).
pub fn json_manifest(i: usize, kinds: usize) -> String {
    let k = i % kinds;
    format!(
        r#"{{"apiVersion": "bench.example.com/v1", "kind": "Kind{k}", "metadata": {{"name": "object-{i}", "namespace": "team-{k}", "labels": {{"app.kubernetes.io/name": "object-{i}", "app.kubernetes.io/part-of": "bench"}}}}, "spec": {{"replicas": {replicas}, "minReplicas": 1, "image": "registry.example.com/app:1.{i}", "tier": "backend", "env": {{"LOG_LEVEL": "info", "REGION": "eu-west-1"}}, "ports": [{{"name": "http", "port": 8080}}, {{"name": "metrics", "port": 9090}}]}}}}
"#,
        replicas = 1 + i % 50
    )
}

/// The manifest as an item of a `kind: List` (indented by two).
fn list_item(text: &str) -> String {
    let mut item = String::new();
    for (n, line) in text.lines().enumerate() {
        item.push_str(if n == 0 { "- " } else { "  " });
        item.push_str(line);
        item.push('\n');
    }
    item
}

/// Writes `kinds` CRDs and `manifests` manifests in the shapes a real
/// `deploy/` folder has, in directories of 25 files, cycling through: a
/// file of one manifest, a file of ten (`---`), a `kind: List` of ten, a
/// JSON file of one (a custom resource). Every second YAML manifest is a
/// built-in one ([`builtin_manifest`]). Returns the CRD and manifest
/// directories.
pub fn mixed_tree(root: &Path, manifests: usize, kinds: usize) -> (PathBuf, PathBuf) {
    mixed_tree_with(root, manifests, kinds, 2)
}

/// [`mixed_tree`] with every `builtin_every`-th YAML manifest a built-in
/// one (1: all, 0: none).
pub fn mixed_tree_with(root: &Path, manifests: usize, kinds: usize, builtin_every: usize) -> (PathBuf, PathBuf) {
    let yaml = |j: usize| {
        if builtin_every > 0 && j.is_multiple_of(builtin_every) {
            builtin_manifest(j / builtin_every)
        } else {
            manifest(j, kinds)
        }
    };
    let _ = fs::remove_dir_all(root);
    let crds = root.join("crds");
    let deploy = root.join("deploy");
    fs::create_dir_all(&crds).expect("the benchmark tree is written");
    for k in 0..kinds {
        fs::write(crds.join(format!("kind{k}.yaml")), crd(k)).expect("the benchmark tree is written");
    }
    let mut i = 0;
    let mut file = 0;
    while i < manifests {
        let dir = deploy.join(format!("app-{:03}", file / 25));
        fs::create_dir_all(&dir).expect("the benchmark tree is written");
        let take = |n: usize| i..(i + n).min(manifests);
        let (name, text, n) = match file % 4 {
            0 => (format!("f{file}.yaml"), yaml(i), 1),
            1 => {
                let docs: Vec<String> = take(10).map(yaml).collect();
                (format!("f{file}.yaml"), docs.join("---\n"), docs.len())
            }
            2 => {
                let items: Vec<String> = take(10).map(|j| list_item(&yaml(j))).collect();
                (
                    format!("f{file}.yaml"),
                    format!("apiVersion: v1\nkind: List\nitems:\n{}", items.concat()),
                    items.len(),
                )
            }
            _ => (format!("f{file}.json"), json_manifest(i, kinds), 1),
        };
        fs::write(dir.join(name), text).expect("the benchmark tree is written");
        i += n;
        file += 1;
    }
    (crds, deploy)
}
