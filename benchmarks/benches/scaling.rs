//! Cases that used to grow quadratically (or abort), at growing sizes: the
//! cost must grow linearly. `cargo bench -p validation-benchmarks --bench
//! scaling`, then `cargo xtask bench-report`.
//!
//! - `scaling/nan_set/N`: a `set` of N NaNs (all one hash, none equal);
//! - `scaling/foreign_set/N`: a `set` of N structs that differ only in a
//!   field hashed through serde, as generated code hashes another crate's
//!   types;
//! - `scaling/pool_name/N`: a `k8s-resource-pool-name` of N slashes;
//! - `scaling/deep_update/N`: an update of an N-level chain changed at the
//!   bottom (N up to the depth limit);
//! - `scaling/deep_invalid/N`: an N-level chain invalid at every level;
//! - `scaling/short_set/16` and `/17`: the step from a pairwise scan to a
//!   hash table (the first list length that allocates), and
//!   `scaling/table_alloc/17`: allocating and freeing that table alone.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use serde::Serialize;
use validation_benchmarks::fixtures::inventory;
use validation_benchmarks::large::{validate_chain, validate_inventory, validate_samples, Chain, Inventory, Samples};
use validation_runtime::hashing::{hash_serialized, semantic_hash, SemanticHash};
use validation_runtime::validate::{self, ListKey};
use validation_runtime::{Operation, Path, SemanticEq, ToBadValue};

/// Stands for a struct holding another crate's type: compared with `==`,
/// hashed through serde.
#[derive(Serialize, PartialEq)]
struct Owner {
    role: String,
    reference: Reference,
}

#[derive(Serialize, PartialEq)]
struct Reference {
    kind: String,
    uid: String,
}

impl SemanticEq for Owner {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.role.semantic_eq(&other.role) && self.reference == other.reference
    }
}

impl SemanticHash for Owner {
    fn semantic_hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.role.semantic_hash(state);
        hash_serialized(&self.reference, state);
    }
}

impl ToBadValue for Owner {
    fn to_bad_value(&self) -> validation_runtime::BadValue {
        validation_runtime::BadValue::json(self)
    }
}

/// A chain `levels` deep below the root, every value `value`, the bottom
/// one `bottom`.
fn chain(levels: usize, value: i32, bottom: i32) -> Chain {
    (0..levels).fold(
        Chain {
            value: Some(bottom),
            next: None,
        },
        |next, _| Chain {
            value: Some(value),
            next: Some(Box::new(next)),
        },
    )
}

fn scaling(c: &mut Criterion) {
    let (create, update) = (Operation::create(), Operation::update());
    let mut group = c.benchmark_group("scaling");
    for n in [1_000, 10_000, 100_000] {
        let nans = Samples {
            values: vec![f64::NAN; n],
        };
        group.bench_function(BenchmarkId::new("nan_set", n), |b| {
            b.iter(|| validate_samples(&create, &Path::root(), Some(black_box(&nans)), None))
        });

        let owners: Vec<Owner> = (0..n)
            .map(|i| Owner {
                role: "controller".into(),
                reference: Reference {
                    kind: "ReplicaSet".into(),
                    uid: format!("uid-{i}"),
                },
            })
            .collect();
        let key = ListKey::<Owner> {
            hash: |e| Some(semantic_hash(e)),
            same: |a, b| a.semantic_eq(b),
        };
        group.bench_function(BenchmarkId::new("foreign_set", n), |b| {
            b.iter(|| validate::unique_by(&create, &Path::root(), Some(black_box(&owners[..])), None, &key))
        });

        let slashes = "/".repeat(n);
        group.bench_function(BenchmarkId::new("pool_name", n), |b| {
            b.iter(|| {
                validate::format::k8s_resource_pool_name(
                    &create,
                    &Path::new("pool"),
                    Some(black_box(slashes.as_str())),
                    None,
                )
            })
        });
    }
    for levels in [100, 1_000 - 1] {
        let (old, new) = (chain(levels, 0, 1), chain(levels, 0, 2));
        group.bench_function(BenchmarkId::new("deep_update", levels + 1), |b| {
            b.iter(|| validate_chain(&update, &Path::root(), Some(black_box(&new)), Some(black_box(&old))))
        });
        let invalid = chain(levels, -1, -1);
        group.bench_function(BenchmarkId::new("deep_invalid", levels + 1), |b| {
            b.iter(|| validate_chain(&create, &Path::root(), Some(black_box(&invalid)), None))
        });
    }
    for n in [16, 17] {
        let tags_only = Inventory {
            tags: inventory(n).tags,
            items: Vec::new(),
        };
        group.bench_function(BenchmarkId::new("short_set", n), |b| {
            b.iter(|| validate_inventory(&create, &Path::root(), Some(black_box(&tags_only)), None))
        });
    }
    group.bench_function(BenchmarkId::new("table_alloc", 17), |b| {
        b.iter(|| {
            let table: std::collections::HashMap<u64, usize> = std::collections::HashMap::with_capacity(black_box(17));
            black_box(table)
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(10);
    targets = scaling
}
criterion_main!(benches);
