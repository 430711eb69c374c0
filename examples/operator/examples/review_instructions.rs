//! A driver for instruction counts of the webhook's work on one
//! `AdmissionReview` body:
//!
//! ```sh
//! cargo build --release -p operator-example --example review_instructions
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/review_instructions update 10 review 1100
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/review_instructions update 10 review 100
//! ```
//!
//! runs one case `N` times (default 1,000); the difference of two runs
//! divided by the difference in `N` is one review (set-up cancels out).
//!
//! - `plain`: `serde_json::from_slice::<AdmissionReview<Foo>>`, what a
//!   webhook that neither decodes strictly nor validates does;
//! - `review`: `operator_example::review`, the whole answer: the body read
//!   once, the objects strictly decoded, validated (on update, with
//!   `FooSpec`'s transition rule), the response built.

use std::hint::black_box;

use kube::core::admission::AdmissionReview;
use operator_example::Foo;
use serde_json::{json, Value};

const USAGE: &str = "usage: review_instructions create|update PORTS plain|review [N]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [operation, ports, implementation, rest @ ..] = args.as_slice() else {
        fail(USAGE)
    };
    let ports: usize = ports.parse().unwrap_or_else(|_| fail(USAGE));
    let runs: usize = rest
        .first()
        .map_or(Ok(1000), |n| n.parse())
        .unwrap_or_else(|_| fail(USAGE));
    let body = body(operation, ports);
    let scheme = operator_example::scheme();
    let allowed = match implementation.as_str() {
        "plain" => (0..runs)
            .map(|_| serde_json::from_slice::<AdmissionReview<Foo>>(black_box(&body)).is_ok())
            .fold(true, |all, ok| all & ok),
        "review" => (0..runs)
            .map(|_| {
                let review =
                    operator_example::review(&scheme, black_box(&body)).unwrap_or_else(|e| fail(&e.to_string()));
                review.response.is_some_and(|r| r.allowed)
            })
            .fold(true, |all, ok| all & ok),
        _ => fail(USAGE),
    };
    // Both sides must have done their whole work on a body they accept.
    if !allowed {
        fail("the body was not accepted");
    }
}

/// A `Foo` with `ports` ports.
fn foo(ports: usize, replicas: i32) -> Value {
    let ports: Vec<Value> = (0..ports)
        .map(|i| json!({"name": format!("port-{i}"), "port": 8000 + i}))
        .collect();
    json!({
        "apiVersion": "example.com/v1",
        "kind": "Foo",
        "metadata": {"name": "web", "namespace": "default", "resourceVersion": "42", "uid": "0b4e3f7c-5d2a-4f7e-9a51-3c2f1d0e9b8a"},
        "spec": {"replicas": replicas, "ports": ports, "tier": "gold", "storageClass": "fast"},
    })
}

/// The review the API server sends: a create, or an update that changes
/// `replicas`.
fn body(operation: &str, ports: usize) -> Vec<u8> {
    let (op, old) = match operation {
        "create" => ("CREATE", Value::Null),
        "update" => ("UPDATE", foo(ports, 2)),
        _ => fail(USAGE),
    };
    let review = json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
            "kind": {"group": "example.com", "version": "v1", "kind": "Foo"},
            "resource": {"group": "example.com", "version": "v1", "resource": "foos"},
            "name": "web",
            "namespace": "default",
            "operation": op,
            "userInfo": {"username": "admin", "groups": ["system:masters", "system:authenticated"]},
            "object": foo(ports, 3),
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
