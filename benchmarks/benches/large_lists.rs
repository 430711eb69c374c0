//! `set` and list-map uniqueness (create) and old/new correlation (update,
//! one item in ten changed, order reversed) at 1,000 and 10,000 items: the
//! cost must grow linearly. `cargo bench -p validation-benchmarks --bench
//! large_lists`, then `cargo xtask bench-report`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use validation_benchmarks::fixtures::{inventory, inventory_changed};
use validation_benchmarks::large::{validate_inventory, Inventory};
use validation_runtime::{Operation, Path};

fn large_lists(c: &mut Criterion) {
    for n in [1_000, 10_000] {
        let (old, new, changed) = (inventory(n), inventory(n), inventory_changed(n));
        let tags_only = Inventory {
            tags: new.tags.clone(),
            items: Vec::new(),
        };
        let items_only = Inventory {
            tags: Vec::new(),
            items: new.items.clone(),
        };
        let (create, update) = (Operation::create(), Operation::update());
        let mut group = c.benchmark_group("large");
        group.bench_function(BenchmarkId::new("set_unique", n), |b| {
            b.iter(|| validate_inventory(&create, &Path::root(), Some(black_box(&tags_only)), None))
        });
        group.bench_function(BenchmarkId::new("map_unique", n), |b| {
            b.iter(|| validate_inventory(&create, &Path::root(), Some(black_box(&items_only)), None))
        });
        group.bench_function(BenchmarkId::new("correlate_update", n), |b| {
            b.iter(|| validate_inventory(&update, &Path::root(), Some(black_box(&changed)), Some(black_box(&old))))
        });
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20);
    targets = large_lists
}
criterion_main!(benches);
