//! Strict decoding (`validation_runtime::decode::from_json`) against plain
//! `serde_json::from_slice` into the same type, on the Pod-like kind's JSON
//! body: valid (the one-pass path), and with one unknown field (the full
//! check). `cargo bench -p validation-benchmarks --bench decode`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use validation_benchmarks::fixtures::valid_pod;
use validation_benchmarks::pods::Pod;
use validation_runtime::decode::{self, FieldValidation};

fn pod_body() -> Vec<u8> {
    serde_json::to_vec(&valid_pod()).unwrap_or_default()
}

fn decode_pod(c: &mut Criterion) {
    let valid = pod_body();
    let mut group = c.benchmark_group("decode/pod_valid");
    group.bench_function(BenchmarkId::from_parameter("serde_json"), |b| {
        b.iter(|| serde_json::from_slice::<Pod>(black_box(&valid)))
    });
    group.bench_function(BenchmarkId::from_parameter("strict"), |b| {
        b.iter(|| decode::from_json::<Pod>(black_box(&valid), FieldValidation::Strict))
    });
    group.finish();

    let text = String::from_utf8(valid.clone()).unwrap_or_default();
    let unknown = text.replacen("\"spec\":{", "\"spec\":{\"bogus\":1,", 1).into_bytes();
    let mut group = c.benchmark_group("decode/pod_unknown_field");
    group.bench_function(BenchmarkId::from_parameter("serde_json"), |b| {
        b.iter(|| serde_json::from_slice::<Pod>(black_box(&unknown)))
    });
    group.bench_function(BenchmarkId::from_parameter("strict"), |b| {
        b.iter(|| decode::from_json::<Pod>(black_box(&unknown), FieldValidation::Strict))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().warm_up_time(Duration::from_millis(500)).measurement_time(Duration::from_secs(3));
    targets = decode_pod
}
criterion_main!(benches);
