//! The offline validator's costs:
//!
//! - `prune_validate/{1000,10000}`: decoding steps and validation of one
//!   custom resource whose list has 1,000 or 10,000 items (metadata
//!   coercion, pruning, defaulting, OpenAPI keywords, CEL rules); linear growth means
//!   the 10k case costs about 10× the 1k case.
//! - `validate_manifests/1000x10`: the whole command on 1,000 manifest
//!   files (generated here, in cargo's temporary directory) against 10
//!   CRDs: reading, YAML, CRD checks and rule compilation, every check.

use std::fs;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use validation_cel::Validator;
use validation_manifests::{run, Io};

#[path = "support/list.rs"]
mod list;

fn prune_validate(c: &mut Criterion) {
    let schema = list::list_schema();
    let validator = Validator::new(&schema);
    let mut group = c.benchmark_group("prune_validate");
    for n in [1_000usize, 10_000] {
        let object = list::list_object(n);
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::from_parameter(n), &object, |b, object| {
            b.iter(|| assert_eq!(list::decode_and_validate(&schema, &validator, object), (n, 0)))
        });
    }
    group.finish();
}

/// The CRD of kind `Kind{k}`: a spec with keywords, a map, a list-map and
/// two CEL rules.
fn crd(k: usize) -> String {
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

fn manifest(i: usize, kinds: usize) -> String {
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

/// Writes 10 CRDs and 1,000 manifests (100 directories of 10 files) under
/// cargo's temporary directory; returns the two directories.
fn tree(manifests: usize, kinds: usize) -> (PathBuf, PathBuf) {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-manifests");
    let _ = fs::remove_dir_all(&root);
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

fn validate_manifests(c: &mut Criterion) {
    let (crds, deploy) = tree(1_000, 10);
    let args = vec![
        "validate-manifests".to_owned(),
        crds.display().to_string(),
        deploy.display().to_string(),
    ];
    let mut group = c.benchmark_group("validate_manifests");
    group.sample_size(10);
    group.bench_function("1000x10", |b| {
        b.iter(|| {
            let mut out = Vec::new();
            let mut err = Vec::new();
            let status = run(
                &args,
                Io {
                    stdin: &mut std::io::empty(),
                    stdout: &mut out,
                    stderr: &mut err,
                    progress: false,
                },
            );
            assert_eq!((status, out.len(), err.len()), (0, 0, 0));
        })
    });
    group.finish();
}

criterion_group!(benches, prune_validate, validate_manifests);
criterion_main!(benches);
