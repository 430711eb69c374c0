//! A driver for instruction counts of the webhook's work on one
//! `AdmissionReview` body:
//!
//! ```sh
//! cargo build --release -p validation-benchmarks --example review_instructions
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/review_instructions widget update 10 review 1100
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/review_instructions widget update 10 review 100
//! ```
//!
//! runs one case `N` times (default 1,000); the difference of two runs
//! divided by the difference in `N` is one review (set-up cancels out).
//!
//! Kinds: `widget` (`validation_benchmarks::webhook::Widget`, no CEL rules:
//! the request path alone) and `foo` (the example operator's `Foo`, whose
//! transition rule runs on every update). Implementations:
//! - `plain`: `serde_json::from_slice::<AdmissionReview<K>>`, what a
//!   webhook that neither decodes strictly nor validates does;
//! - `review`: `admission::review::<K>` and the response review, the whole
//!   answer: the body read once, the objects strictly decoded, validated,
//!   the response built (what `operator_example::review` does for `Foo`).

use std::hint::black_box;

use kube::core::admission::AdmissionReview;
use kube::Resource;
use operator_example::Foo;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use validation_benchmarks::webhook::Widget;
use validation_runtime::admission::{self, Enforcement};
use validation_runtime::decode::Fields;
use validation_runtime::{Options, Scheme};

const USAGE: &str = "usage: review_instructions widget|foo create|update PORTS plain|review [N]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [kind, operation, ports, implementation, rest @ ..] = args.as_slice() else {
        fail(USAGE)
    };
    let ports: usize = ports.parse().unwrap_or_else(|_| fail(USAGE));
    let runs: usize = rest
        .first()
        .map_or(Ok(1000), |n| n.parse())
        .unwrap_or_else(|_| fail(USAGE));
    let allowed = match kind.as_str() {
        "widget" => {
            let mut scheme = Scheme::new();
            validation_benchmarks::webhook::register_validations(&mut scheme);
            run::<Widget>(&scheme, operation, ports, implementation, runs)
        }
        "foo" => run::<Foo>(&operator_example::scheme(), operation, ports, implementation, runs),
        _ => fail(USAGE),
    };
    // Both sides must have done their whole work on a body they accept.
    if !allowed {
        fail("the body was not accepted");
    }
}

/// Runs `implementation` `runs` times on the review of `operation` on a
/// `K` with `ports` ports; whether every run accepted the body.
fn run<K>(scheme: &Scheme, operation: &str, ports: usize, implementation: &str, runs: usize) -> bool
where
    K: Resource<DynamicType = ()> + DeserializeOwned + Fields + 'static,
{
    let body = body::<K>(operation, ports);
    match implementation {
        "plain" => (0..runs)
            .map(|_| serde_json::from_slice::<AdmissionReview<K>>(black_box(&body)).is_ok())
            .fold(true, |all, ok| all & ok),
        "review" => (0..runs)
            .map(|_| {
                let reviewed = admission::review::<K>(scheme, black_box(&body), Options::new(), Enforcement::ALL)
                    .unwrap_or_else(|e| fail(&e.to_string()));
                black_box(reviewed.into_review()).response.is_some_and(|r| r.allowed)
            })
            .fold(true, |all, ok| all & ok),
        _ => fail(USAGE),
    }
}

/// A `K` with `ports` ports.
fn object<K: Resource<DynamicType = ()>>(ports: usize, replicas: i32) -> Value {
    let ports: Vec<Value> = (0..ports)
        .map(|i| json!({"name": format!("port-{i}"), "port": 8000 + i}))
        .collect();
    json!({
        "apiVersion": K::api_version(&()),
        "kind": K::kind(&()),
        "metadata": {"name": "web", "namespace": "default", "resourceVersion": "42", "uid": "0b4e3f7c-5d2a-4f7e-9a51-3c2f1d0e9b8a"},
        "spec": {"replicas": replicas, "ports": ports, "tier": "gold", "storageClass": "fast"},
    })
}

/// The review the API server sends: a create, or an update that changes
/// `replicas`.
fn body<K: Resource<DynamicType = ()>>(operation: &str, ports: usize) -> Vec<u8> {
    let (op, old) = match operation {
        "create" => ("CREATE", Value::Null),
        "update" => ("UPDATE", object::<K>(ports, 2)),
        _ => fail(USAGE),
    };
    let review = json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
            "kind": {"group": K::group(&()), "version": K::version(&()), "kind": K::kind(&())},
            "resource": {"group": K::group(&()), "version": K::version(&()), "resource": K::plural(&())},
            "name": "web",
            "namespace": "default",
            "operation": op,
            "userInfo": {"username": "admin", "groups": ["system:masters", "system:authenticated"]},
            "object": object::<K>(ports, 3),
            "oldObject": old,
            "dryRun": false,
            "options": {"apiVersion": "meta.k8s.io/v1", "kind": "UpdateOptions", "fieldValidation": "Strict"},
        },
    });
    serde_json::to_vec(&review).unwrap_or_else(|e| fail(&e.to_string()))
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2)
}
