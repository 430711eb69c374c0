//! Per-object cost of `pattern` keywords: a small custom resource whose
//! schema has six typical patterns, validated as a stream of documents is.
//!
//! - `compile_per_object`: each pattern compiled for every object, what
//!   `validate` did before patterns lived with the schema;
//! - `validate`: the free function (patterns from the process-wide cache);
//! - `validator`: a `Validator` kept for the schema (compiled once).
//!
//! `patterns_compile` measures compiling one pattern.
//!
//! `cargo bench -p validation-schema --bench patterns -- --quick`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use validation_schema::pattern::GoRegex;
use validation_schema::{validate, Schema, Validator};

const PATTERNS: [&str; 6] = [
    r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
    r"^(\*\.)?[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$",
    r"^v\d+(\.\d+){0,2}$",
    r"^([0-9]+(\.[0-9]+)?(ms|s|m|h))+$",
    r"^[^@\s]+@[^@\s]+$",
    r"^[A-Za-z0-9+/]*={0,2}$",
];

fn schema() -> Schema {
    let field = |i: usize| json!({"type": "string", "maxLength": 253, "pattern": PATTERNS[i]});
    serde_json::from_value(json!({
        "type": "object",
        "properties": {"spec": {"type": "object", "properties": {
            "name": field(0), "host": field(1), "version": field(2),
            "timeout": field(3), "owner": field(4), "token": field(5),
            "replicas": {"type": "integer", "format": "int32", "minimum": 0}
        }}}
    }))
    .unwrap_or_default()
}

fn object() -> Value {
    json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"},
        "spec": {"name": "web-frontend", "host": "*.example.com", "version": "v1.2.3",
            "timeout": "1m30s", "owner": "team@example.com", "token": "c2VjcmV0", "replicas": 3}})
}

fn bench(c: &mut Criterion) {
    let schema = schema();
    let object = object();
    let validator = Validator::new(&schema);
    assert!(validator.validate(&object, None).is_valid());
    let mut group = c.benchmark_group("patterns_per_object");
    group.warm_up_time(Duration::from_millis(300));
    group.measurement_time(Duration::from_secs(2));
    group.bench_function("compile_per_object", |b| {
        b.iter(|| {
            for p in PATTERNS {
                black_box(GoRegex::new(p).map(|re| re.is_match("x")).ok());
            }
            validator.validate(black_box(&object), None)
        });
    });
    group.bench_function("validate", |b| {
        b.iter(|| validate(&schema, black_box(&object), None));
    });
    group.bench_function("validator", |b| {
        b.iter(|| validator.validate(black_box(&object), None));
    });
    group.finish();
    // Compiling a large Unicode repetition (a character program; as a byte
    // automaton it took ~0.1 s and 10.5 MB), and a typical pattern.
    let mut group = c.benchmark_group("patterns_compile");
    group.warm_up_time(Duration::from_millis(300));
    group.measurement_time(Duration::from_secs(2));
    group.bench_function("unicode_class_200", |b| {
        b.iter(|| GoRegex::new(black_box(r"[\p{L}\p{N}]{200}")).map(|re| re.memory_usage()));
    });
    group.bench_function("dns_label", |b| {
        b.iter(|| GoRegex::new(black_box(PATTERNS[0])).map(|re| re.memory_usage()));
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
