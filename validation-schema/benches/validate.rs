//! Validation, update with ratcheting, and pruning of a custom resource with
//! a large `listType=map` list and a large `set`: 1k against 10k items. The
//! time per item should stay flat (no quadratic uniqueness checks).
//!
//! `cargo bench -p validation-schema --bench validate -- --quick`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use serde_json::{json, Value};
use validation_schema::{prune, validate, Schema};

fn schema() -> Schema {
    serde_json::from_value(json!({
        "type": "object",
        "properties": {"spec": {"type": "object", "properties": {
            "ports": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
                "items": {"type": "object", "required": ["name", "port"], "properties": {
                    "name": {"type": "string", "maxLength": 63, "pattern": "^[a-z0-9-]+$"},
                    "port": {"type": "integer", "minimum": 1, "maximum": 65535},
                    "protocol": {"type": "string", "enum": ["TCP", "UDP", "SCTP"]}}}},
            "tags": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}}
        }}}
    }))
    .unwrap_or_default()
}

fn object(n: usize) -> Value {
    let ports: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("port-{i}"), "port": 1 + i % 65535, "protocol": "TCP", "extra": i}))
        .collect();
    let tags: Vec<Value> = (0..n).map(|i| json!(format!("tag-{i}"))).collect();
    json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"},
        "spec": {"ports": ports, "tags": tags}})
}

fn bench(c: &mut Criterion) {
    let schema = schema();
    let mut group = c.benchmark_group("large_lists");
    group.warm_up_time(Duration::from_millis(300));
    group.measurement_time(Duration::from_secs(1));
    group.sample_size(10);
    for n in [1_000usize, 10_000] {
        let new = object(n);
        let old = new.clone();
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::new("validate_create", n), &new, |b, v| {
            b.iter(|| validate(&schema, black_box(v), None));
        });
        group.bench_with_input(BenchmarkId::new("validate_update_unchanged", n), &new, |b, v| {
            b.iter(|| validate(&schema, black_box(v), Some(&old)));
        });
        group.bench_with_input(BenchmarkId::new("prune", n), &new, |b, v| {
            b.iter_batched(
                || v.clone(),
                |mut v| prune(&schema, &mut v),
                criterion::BatchSize::LargeInput,
            );
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
