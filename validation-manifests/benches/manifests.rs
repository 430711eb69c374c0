//! The offline validator's costs:
//!
//! - `prune_validate/{1000,10000}`: decoding steps and validation of one
//!   custom resource whose list has 1,000 or 10,000 items (metadata
//!   coercion, pruning, defaulting, OpenAPI keywords, CEL rules); linear growth means
//!   the 10k case costs about 10× the 1k case.
//! - `validate_manifests/1000x10`: the whole command on 1,000 manifest
//!   files (generated here, in cargo's temporary directory) against 10
//!   CRDs: reading, YAML, CRD checks and rule compilation, every check.
//! - `validate_manifests/10000_mixed/{j1,j2}`: the whole command on 10,000
//!   manifests, custom resources of 20 kinds (`--local-crds`) and built-in
//!   Deployments, Services, ConfigMaps and Secrets, in single-document,
//!   multi-document, `kind: List` and JSON files, with one worker and two.
//!   `examples/mixed_tree.rs` writes the same tree for measuring peak
//!   memory from outside.

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use validation_cel::Validator;
use validation_manifests::{run, Io};

#[path = "support/list.rs"]
mod list;
#[path = "support/tree.rs"]
mod tree;

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

fn validate_manifests(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-manifests");
    let (crds, deploy) = tree::tree(&root, 1_000, 10);
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

/// The whole command on 10,000 manifests of 20 kinds in the mixed tree's
/// shapes, with one worker and with two.
fn mixed(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-mixed");
    let (crds, deploy) = tree::mixed_tree(&root, 10_000, 20);
    let mut group = c.benchmark_group("validate_manifests/10000_mixed");
    group.sample_size(10);
    group.throughput(Throughput::Elements(10_000));
    for jobs in ["1", "2"] {
        let args: Vec<String> = ["validate-manifests", "-j", jobs, "--local-crds"]
            .iter()
            .map(|a| (*a).to_owned())
            .chain([crds.display().to_string(), deploy.display().to_string()])
            .collect();
        group.bench_function(format!("j{jobs}"), |b| {
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
    }
    group.finish();
}

criterion_group!(benches, prune_validate, validate_manifests, mixed);
criterion_main!(benches);
