//! Generated validation vs the same checks by hand vs garde and validator,
//! on the Pod-like kind and on the example API's `Widget`: valid create,
//! invalid create (ten errors), unchanged update, changed update.
//! `cargo bench -p validation-benchmarks --bench validation`, then
//! `cargo xtask bench-report` for the ratios.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use validation_benchmarks::fixtures::{changed_pod, invalid_pod, valid_pod, widget};
use validation_benchmarks::handwritten;
use validation_benchmarks::mirror::{MPod, MWidget};
use validation_benchmarks::pods::{validate_pod, Pod};
use validation_runtime::{Operation, Path};

fn pod(c: &mut Criterion) {
    let (valid, invalid, changed) = (valid_pod(), invalid_pod(), changed_pod());
    // An update compares two decoded objects, never one object with itself.
    let old = valid.clone();
    let (create, update) = (Operation::create(), Operation::update());
    let cases: [(&str, &Operation, &Pod, Option<&Pod>); 4] = [
        ("valid_create", &create, &valid, None),
        ("invalid_create", &create, &invalid, None),
        ("unchanged_update", &update, &valid, Some(&old)),
        ("changed_update", &update, &changed, Some(&old)),
    ];
    for (case, op, new, old) in cases {
        let mut group = c.benchmark_group(format!("pod/{case}"));
        group.bench_function(BenchmarkId::from_parameter("generated"), |b| {
            b.iter(|| validate_pod(black_box(op), &Path::root(), Some(black_box(new)), black_box(old)))
        });
        group.bench_function(BenchmarkId::from_parameter("handwritten"), |b| {
            b.iter(|| handwritten::validate_pod(black_box(op), black_box(new), black_box(old)))
        });
        if old.is_none() {
            let mirror = MPod::from(new);
            group.bench_function(BenchmarkId::from_parameter("garde"), |b| {
                b.iter(|| garde::Validate::validate(black_box(&mirror)))
            });
            group.bench_function(BenchmarkId::from_parameter("validator"), |b| {
                b.iter(|| validator::Validate::validate(black_box(&mirror)))
            });
        }
        group.finish();
    }
}

fn widget_kind(c: &mut Criterion) {
    let valid = widget();
    let mut changed = valid.clone();
    changed.spec.replicas = Some(4);
    let mut invalid = valid.clone();
    invalid.spec.replicas = Some(-1);
    invalid.metadata.name.clear();
    let old = valid.clone();
    let (create, update) = (Operation::create(), Operation::update());
    let cases = [
        ("valid_create", &create, &valid, None),
        ("invalid_create", &create, &invalid, None),
        ("unchanged_update", &update, &valid, Some(&old)),
        ("changed_update", &update, &changed, Some(&old)),
    ];
    for (case, op, new, old) in cases {
        let mut group = c.benchmark_group(format!("widget/{case}"));
        group.bench_function(BenchmarkId::from_parameter("generated"), |b| {
            b.iter(|| {
                example_api::apps::v1::validate_widget(
                    black_box(op),
                    &Path::root(),
                    Some(black_box(new)),
                    black_box(old),
                )
            })
        });
        group.bench_function(BenchmarkId::from_parameter("handwritten"), |b| {
            b.iter(|| handwritten::widget::validate_widget(black_box(op), black_box(new), black_box(old)))
        });
        if old.is_none() {
            let mirror = MWidget::from(new);
            group.bench_function(BenchmarkId::from_parameter("garde"), |b| {
                b.iter(|| garde::Validate::validate(black_box(&mirror)))
            });
            group.bench_function(BenchmarkId::from_parameter("validator"), |b| {
                b.iter(|| validator::Validate::validate(black_box(&mirror)))
            });
        }
        group.finish();
    }
}

fn config() -> Criterion {
    // Short runs: the machine has two cores shared with builds.
    Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2))
        .sample_size(50)
}

criterion_group! {
    name = benches;
    config = config();
    targets = pod, widget_kind
}
criterion_main!(benches);
