//! `Widget`, the webhook benchmark's kind without CEL rules, answers as the
//! example operator's `Foo` does: the bodies the benchmark measures are
//! allowed, and a bad one is denied with the API server's status.

use serde_json::{json, Value};
use validation_benchmarks::webhook::Widget;
use validation_runtime::admission::{self, Enforcement};
use validation_runtime::{Options, Scheme};

fn widget(spec: Value) -> Value {
    json!({
        "apiVersion": "bench.example.com/v1",
        "kind": "Widget",
        "metadata": {"name": "web", "namespace": "default"},
        "spec": spec,
    })
}

/// The response to an `UPDATE` of `old` to `new`, as JSON.
fn reply(new: Value, old: Value) -> Value {
    let body = json!({
        "apiVersion": "admission.k8s.io/v1",
        "kind": "AdmissionReview",
        "request": {
            "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
            "kind": {"group": "bench.example.com", "version": "v1", "kind": "Widget"},
            "resource": {"group": "bench.example.com", "version": "v1", "resource": "widgets"},
            "name": "web",
            "namespace": "default",
            "operation": "UPDATE",
            "userInfo": {"username": "admin"},
            "object": new,
            "oldObject": old,
            "options": {"apiVersion": "meta.k8s.io/v1", "kind": "UpdateOptions", "fieldValidation": "Strict"},
        },
    });
    let mut scheme = Scheme::new();
    validation_benchmarks::webhook::register_validations(&mut scheme);
    let body = serde_json::to_vec(&body).expect("a review encodes");
    let reviewed = admission::review::<Widget>(&scheme, &body, Options::new(), Enforcement::ALL).expect("a review");
    serde_json::to_value(reviewed.into_review()).expect("a review encodes")["response"].clone()
}

#[test]
fn the_measured_update_is_allowed() {
    let ports = json!([{"name": "port-0", "port": 8000}]);
    let old = widget(json!({"replicas": 2, "ports": ports, "tier": "gold", "storageClass": "fast"}));
    let new = widget(json!({"replicas": 3, "ports": ports, "tier": "gold", "storageClass": "fast"}));
    assert_eq!(reply(new, old)["allowed"], json!(true));
}

#[test]
fn a_bad_update_is_denied_with_the_api_servers_status() {
    let old = widget(json!({"replicas": 2}));
    let new = widget(json!({"replicas": 2, "ports": [{"name": "a", "port": -1}, {"name": "a", "port": 1}]}));
    let response = reply(new, old);
    assert_eq!(response["allowed"], json!(false));
    assert_eq!(response["status"]["code"], json!(422));
    assert_eq!(
        response["status"]["details"]["causes"],
        json!([
            {"reason": "FieldValueDuplicate", "message": "Duplicate value: {\"name\":\"a\",\"port\":1}", "field": "spec.ports[1]"},
            {"reason": "FieldValueInvalid", "message": "Invalid value: -1: must be greater than or equal to 1", "field": "spec.ports[0].port"},
        ])
    );
}
