//! The same custom resource and rules, validated three ways:
//!
//! - `typed`: rules compiled once (in `static`s), values built from the
//!   Rust object with `ToCel`, as generated code does;
//! - `schema_driven`: a `Validator` (rules compiled once) on the JSON
//!   object, OpenAPI keywords included;
//! - `kube_validate_cel`: what kube's `validate_cel` runs per call: the
//!   object serialized to JSON, a kube-cel `Validator` built and the rules
//!   compiled and evaluated; `kube_cel_compiled` is kube-cel at its
//!   fastest (validator and compiled schema kept, JSON given), for reference.
//!
//! `cargo bench -p validation-cel --bench forms -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use validation_cel::Validator;

mod fixture;

use fixture::{parse, root_schema, spec_rules_select, to_json, typed, widget};

fn bench(c: &mut Criterion) {
    let schema_json = root_schema();
    let schema = parse(schema_json.clone());
    let validator = Validator::new(&schema);
    let kube_validator = kube_cel::Validator::new();
    let kube_compiled = kube_cel::compile_schema(&schema_json);
    // The forms agree before they are timed: a valid object passes all of
    // them, an invalid one fails all of them.
    assert_eq!(spec_rules_select(), ["maxReplicas", "minReplicas"]);
    let (valid, mut invalid) = (widget(3), widget(3));
    invalid.spec.min_replicas = 9;
    invalid.spec.ports[1].name = "Bad_Name".into();
    assert!(typed(&valid, Some(&valid)).is_empty());
    assert!(validator.validate(&to_json(&valid), None).errors.is_empty());
    assert!(kube_validator.validate(&schema_json, &to_json(&valid), None).is_ok());
    let typed_errors: Vec<String> = typed(&invalid, None).iter().map(ToString::to_string).collect();
    let schema_errors: Vec<String> = validator
        .validate(&to_json(&invalid), None)
        .errors
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(typed_errors, schema_errors);
    assert_eq!(typed_errors.len(), 2);
    assert_eq!(
        kube_validator
            .validate(&schema_json, &to_json(&invalid), None)
            .map_err(|e| e.len()),
        Err(2)
    );
    let mut group = c.benchmark_group("forms");
    group.measurement_time(Duration::from_secs(3)).sample_size(20);
    for n in [10, 100] {
        let new = widget(n);
        let old = widget(n);
        let (new_json, old_json) = (to_json(&new), to_json(&old));
        for (case, old, old_json) in [("create", None, None), ("update", Some(&old), Some(&old_json))] {
            group.bench_function(BenchmarkId::new(format!("typed/{case}"), n), |b| {
                b.iter(|| black_box(typed(&new, old)))
            });
            group.bench_function(BenchmarkId::new(format!("schema_driven/{case}"), n), |b| {
                b.iter(|| black_box(validator.validate(&new_json, old_json)))
            });
            group.bench_function(BenchmarkId::new(format!("kube_validate_cel/{case}"), n), |b| {
                b.iter(|| {
                    let object = to_json(&new);
                    let old_object = old.map(to_json);
                    black_box(kube_cel::Validator::new().validate(&schema_json, &object, old_object.as_ref()))
                })
            });
            group.bench_function(BenchmarkId::new(format!("kube_cel_compiled/{case}"), n), |b| {
                b.iter(|| black_box(kube_validator.validate_compiled(&kube_compiled, &new_json, old_json)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
