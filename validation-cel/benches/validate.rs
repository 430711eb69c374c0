//! The schema-driven path: a custom resource with rules on the spec, on
//! every item of a `listType=map` list and on a map's values, validated on
//! create and on update (transition rules, ratcheting), with the rules
//! compiled once (`Validator`) and per call (`validate`); and the paths
//! of the runtime cost (`cel_cost`): a rule charged its cheap bound, one
//! whose bound is over the per-call limit but whose metered cost is not,
//! one really over it, and a validation whose bounds use the budget up
//! and that runs again charging metered costs.
//!
//! `cargo bench -p validation-cel --bench validate -- --quick`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use serde_json::{json, Value};
use validation_cel::{validate, Validator};
use validation_schema::Schema;

fn schema() -> Schema {
    let spec: Value = serde_json::from_str(include_str!("fixture/spec_schema.json")).unwrap_or_default();
    serde_json::from_value(json!({"type": "object", "properties": {"spec": spec}})).unwrap_or_default()
}

fn object(n: usize) -> Value {
    let ports: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("port-{i}"), "port": 1 + i % 65535, "protocol": "TCP"}))
        .collect();
    json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"},
        "spec": {"minReplicas": 1, "maxReplicas": 3, "ports": ports, "limits": {"cpu": "500m", "memory": "1Gi"}}})
}

fn bench(c: &mut Criterion) {
    let schema = schema();
    let validator = Validator::new(&schema);
    let mut group = c.benchmark_group("cel");
    group.measurement_time(Duration::from_secs(3)).sample_size(20);
    for n in [10, 100] {
        let new = object(n);
        let old = object(n);
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::new("create_compiled_once", n), &new, |b, new| {
            b.iter(|| black_box(validator.validate(new, None)))
        });
        group.bench_with_input(BenchmarkId::new("update_compiled_once", n), &new, |b, new| {
            b.iter(|| black_box(validator.validate(new, Some(&old))))
        });
        group.bench_with_input(BenchmarkId::new("create_compiled_per_call", n), &new, |b, new| {
            b.iter(|| black_box(validate(&schema, new, None)))
        });
    }
    group.finish();
}

/// `spec.v`, a list of `n` integers, under `rules`.
fn numbers(rules: &[&str], n: i64) -> (Schema, Value) {
    let rules: Vec<Value> = rules.iter().map(|r| json!({"rule": r})).collect();
    let schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {"type": "object",
        "properties": {"v": {"type": "array", "maxItems": 1000, "items": {"type": "integer"}}},
        "x-kubernetes-validations": rules}}}))
    .unwrap_or_default();
    (schema, json!({"spec": {"v": (0..n).collect::<Vec<_>>()}}))
}

fn bench_cost(c: &mut Criterion) {
    let nested = "self.v.all(x, self.v.all(y, x + y >= 0))";
    let guarded = "self.v.size() > 0 || self.v.all(x, self.v.all(y, x + y >= 0))";
    let pattern = format!("^(a{})*$", "|a".repeat(599));
    let budget_schema: Schema = serde_json::from_value(
        json!({"type": "object", "properties": {"items": {"type": "array", "maxItems": 40, "items": {
        "type": "object", "properties": {"s": {"type": "string", "maxLength": 25000}},
        "x-kubernetes-validations": [
            {"rule": format!("self.s.size() > 0 || self.s.matches('{pattern}')")},
            {"rule": format!("self.s.matches('{pattern}')")}]}}}}),
    )
    .unwrap_or_default();
    let budget_object = json!({"items": vec![json!({"s": "a".repeat(20_000)}); 30]});
    let cases = [
        ("bound_charged", numbers(&[nested], 300)),
        ("bound_over_limit_metered", numbers(&[guarded], 400)),
        ("over_limit_metered", numbers(&[nested], 400)),
        ("budget_rerun_metered", (budget_schema, budget_object)),
    ];
    let mut group = c.benchmark_group("cel_cost");
    group.measurement_time(Duration::from_secs(3)).sample_size(10);
    for (name, (schema, object)) in &cases {
        let validator = Validator::new(schema);
        group.bench_function(*name, |b| b.iter(|| black_box(validator.validate(object, None))));
    }
    group.finish();
}

criterion_group!(benches, bench, bench_cost);
criterion_main!(benches);
