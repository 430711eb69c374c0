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

use std::collections::BTreeMap;
use std::hint::black_box;
use std::sync::LazyLock;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use serde::Serialize;
use serde_json::{json, Value};
use validation_cel::cel::Value as Cel;
use validation_cel::{compile, map, Budget, CompiledRule, Engine, ToCel, Validator};
use validation_runtime::FieldError;
use validation_schema::{Schema, ValidationRule};

#[derive(Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct Widget {
    api_version: String,
    kind: String,
    metadata: Metadata,
    spec: Spec,
}

#[derive(Clone, Serialize)]
struct Metadata {
    name: String,
}

#[derive(Clone, Serialize)]
#[serde(rename_all = "camelCase")]
struct Spec {
    min_replicas: i64,
    max_replicas: i64,
    ports: Vec<Port>,
    limits: BTreeMap<String, String>,
}

#[derive(Clone, Serialize)]
struct Port {
    name: String,
    port: i64,
    protocol: String,
}

impl ToCel for Spec {
    fn to_cel(&self) -> Cel {
        map([
            ("minReplicas", self.min_replicas.to_cel()),
            ("maxReplicas", self.max_replicas.to_cel()),
            ("ports", self.ports.to_cel()),
            ("limits", self.limits.to_cel()),
        ])
    }
}

impl ToCel for Port {
    fn to_cel(&self) -> Cel {
        map([
            ("name", self.name.to_cel()),
            ("port", self.port.to_cel()),
            ("protocol", self.protocol.to_cel()),
        ])
    }
}

fn spec_schema() -> Value {
    json!({"type": "object",
    "x-kubernetes-validations": [
        {"rule": "self.minReplicas <= self.maxReplicas", "messageExpression": "'min ' + string(self.minReplicas) + ' > max'"},
        {"rule": "self.maxReplicas >= oldSelf.maxReplicas", "message": "maxReplicas may not shrink"}
    ],
    "properties": {
        "minReplicas": {"type": "integer"},
        "maxReplicas": {"type": "integer"},
        "ports": {"type": "array", "maxItems": 1000, "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
            "items": {"type": "object", "required": ["name", "port"],
                "x-kubernetes-validations": [
                    {"rule": "self.port >= 1 && self.port <= 65535", "fieldPath": ".port"},
                    {"rule": "self.name.matches('^[a-z0-9-]+$')"},
                    {"rule": "self.protocol == oldSelf.protocol", "message": "protocol is immutable"}
                ],
                "properties": {
                    "name": {"type": "string", "maxLength": 63},
                    "port": {"type": "integer"},
                    "protocol": {"type": "string", "maxLength": 4}}}},
        "limits": {"type": "object", "maxProperties": 16, "additionalProperties": {"type": "string", "maxLength": 32,
            "x-kubernetes-validations": [{"rule": "isQuantity(self)"}]}}
    }})
}

fn root_schema() -> Value {
    json!({"type": "object", "properties": {
        "apiVersion": {"type": "string"}, "kind": {"type": "string"}, "metadata": {"type": "object"},
        "spec": spec_schema()}})
}

fn parse(v: Value) -> Schema {
    serde_json::from_value(v).unwrap_or_default()
}

/// The compiled rules of the schema node at `pointer` (a JSON pointer into
/// the spec schema), compiled once.
fn rules_at(pointer: &str) -> Vec<CompiledRule> {
    let spec = spec_schema();
    let node = spec.pointer(pointer).cloned().unwrap_or_default();
    let schema = parse(node);
    schema
        .x_validations
        .iter()
        .filter_map(|r: &ValidationRule| compile(r, &schema, false).ok())
        .collect()
}

static SPEC_RULES: LazyLock<Vec<CompiledRule>> = LazyLock::new(|| rules_at(""));
static PORT_RULES: LazyLock<Vec<CompiledRule>> = LazyLock::new(|| rules_at("/properties/ports/items"));
static LIMIT_RULES: LazyLock<Vec<CompiledRule>> = LazyLock::new(|| rules_at("/properties/limits/additionalProperties"));

/// The rules of `rules` on one value, as generated code runs them.
fn check_all(
    engine: &Engine,
    rules: &[CompiledRule],
    path: &str,
    new: &Cel,
    old: Option<&Cel>,
    budget: &mut Budget,
    errors: &mut Vec<FieldError>,
) {
    for rule in rules {
        if let Some(e) = rule.check(engine, path, new.clone(), old.cloned(), budget) {
            errors.push(e);
        }
    }
}

/// Typed validation: the values come from the Rust object, old list items
/// pair by their key.
fn typed(widget: &Widget, old: Option<&Widget>) -> Vec<FieldError> {
    Engine::with(|engine| {
        let mut errors = Vec::new();
        let mut budget = Budget::default();
        let spec = &widget.spec;
        let old_spec = old.map(|o| &o.spec);
        check_all(
            engine,
            &SPEC_RULES,
            "spec",
            &spec.to_cel(),
            old_spec.map(ToCel::to_cel).as_ref(),
            &mut budget,
            &mut errors,
        );
        for (i, port) in spec.ports.iter().enumerate() {
            let old_port = old_spec.and_then(|o| {
                o.ports
                    .get(i)
                    .filter(|p| p.name == port.name)
                    .or_else(|| o.ports.iter().find(|p| p.name == port.name))
            });
            let path = format!("spec.ports[{i}]");
            let old_cel = old_port.map(ToCel::to_cel);
            check_all(
                engine,
                &PORT_RULES,
                &path,
                &port.to_cel(),
                old_cel.as_ref(),
                &mut budget,
                &mut errors,
            );
        }
        for (key, value) in &spec.limits {
            let path = format!("spec.limits[{key}]");
            check_all(
                engine,
                &LIMIT_RULES,
                &path,
                &value.to_cel(),
                None,
                &mut budget,
                &mut errors,
            );
        }
        errors
    })
}

fn widget(n: usize) -> Widget {
    Widget {
        api_version: "example.com/v1".into(),
        kind: "Widget".into(),
        metadata: Metadata { name: "w".into() },
        spec: Spec {
            min_replicas: 1,
            max_replicas: 3,
            ports: (0..n)
                .map(|i| Port {
                    name: format!("port-{i}"),
                    port: 1 + (i as i64) % 65535,
                    protocol: "TCP".into(),
                })
                .collect(),
            limits: BTreeMap::from([("cpu".into(), "500m".into()), ("memory".into(), "1Gi".into())]),
        },
    }
}

fn to_json(w: &Widget) -> Value {
    serde_json::to_value(w).unwrap_or_default()
}

fn bench(c: &mut Criterion) {
    let schema_json = root_schema();
    let schema = parse(schema_json.clone());
    let validator = Validator::new(&schema);
    let kube_validator = kube_cel::Validator::new();
    let kube_compiled = kube_cel::compile_schema(&schema_json);
    // The forms agree before they are timed: a valid object passes all of
    // them, an invalid one fails all of them.
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
