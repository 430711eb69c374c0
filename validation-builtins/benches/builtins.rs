//! What a validator pays per Kubernetes version and per built-in object:
//! the kinds of a version, one kind's schema (built on first use), and one
//! Deployment through the Go decoder's type check, pruning and validation.
//!
//! `cargo bench -p validation-builtins --bench builtins -- --quick`

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::{json, Value};
use validation_builtins::{Builtins, KubeVersion, Lookup};
use validation_schema::{prune, validate};

fn deployment() -> Value {
    json!({
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": "web", "namespace": "shop", "labels": {"app": "web", "tier": "frontend"}},
        "spec": {
            "replicas": 3,
            "selector": {"matchLabels": {"app": "web"}},
            "template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {
                    "containers": [{
                        "name": "web",
                        "image": "nginx:1.27",
                        "ports": [{"containerPort": 80, "name": "http"}],
                        "env": [{"name": "MODE", "value": "production"}, {"name": "PORT", "value": "80"}],
                        "resources": {"requests": {"cpu": "100m", "memory": "128Mi"}, "limits": {"memory": "256Mi"}},
                        "readinessProbe": {"httpGet": {"path": "/healthz", "port": "http"}, "periodSeconds": 5}
                    }]
                }
            }
        }
    })
}

fn bench(c: &mut Criterion) {
    let version = KubeVersion::new(37);
    c.bench_function("for_version", |b| {
        b.iter(|| Builtins::for_version(black_box(version)).map(|b| b.kinds().count()))
    });
    c.bench_function("deployment_schema_first_use", |b| {
        b.iter(|| {
            let builtins = Builtins::for_version(version).ok()?;
            let Lookup::Served(kind) = builtins.lookup("apps/v1", "Deployment") else {
                return None;
            };
            kind.schema().ok().map(|schema| schema.properties.len())
        })
    });
    let builtins = Builtins::for_version(version).ok();
    let Some(Lookup::Served(kind)) = builtins.as_ref().map(|b| b.lookup("apps/v1", "Deployment")) else {
        return;
    };
    let Ok(schema) = kind.schema() else { return };
    let object = deployment();
    c.bench_function("deployment_decode_prune_validate", |b| {
        b.iter(|| {
            let mut object = black_box(&object).clone();
            let decode = kind.decode_error(&object).ok().flatten();
            let unknown = prune(schema, &mut object);
            let outcome = validate(schema, &object, None);
            (decode, unknown.len(), outcome.errors.len())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
