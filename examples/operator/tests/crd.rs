//! `Foo::crd()` carries the schema generated from the `+k8s:` tags (through
//! the generated `impl JsonSchema for Foo` and `#[kube(schema = "manual")]`):
//! the API server would accept it, it enforces the tags' rules, and the
//! checked-in CRD YAML is the same definition, byte for byte.

use kube::CustomResourceExt;
use operator_example::Foo;
use serde_json::{json, Value};
use validation_schema::CustomResourceDefinition;

/// `Foo::crd()` as the `apiextensions.k8s.io/v1` data the checks read.
fn crd() -> CustomResourceDefinition {
    let value = serde_json::to_value(Foo::crd()).unwrap();
    serde_json::from_value(value).unwrap()
}

fn schema() -> Value {
    serde_json::to_value(crd().schema_of("v1").unwrap()).unwrap()
}

#[test]
fn the_api_server_would_accept_the_crd() {
    let errors = validation_schema::structural::check(&crd());
    assert!(errors.is_empty(), "{errors:?}");
}

#[test]
fn the_crd_carries_the_tags_rules() {
    let schema = schema();
    let spec = &schema["properties"]["spec"];
    let ports = &spec["properties"]["ports"];
    // (JSON pointer into the schema, the keyword's value)
    let cases = [
        ("/properties/spec/properties/replicas/minimum", json!(0)),
        ("/properties/spec/properties/replicas/nullable", json!(true)),
        ("/properties/spec/properties/replicas/format", json!("int32")),
        ("/properties/spec/properties/ports/type", json!("array")),
        ("/properties/spec/properties/ports/x-kubernetes-list-type", json!("map")),
        (
            "/properties/spec/properties/ports/x-kubernetes-list-map-keys",
            json!(["name"]),
        ),
        (
            "/properties/spec/properties/ports/items/required",
            json!(["name", "port"]),
        ),
        (
            "/properties/spec/properties/ports/items/properties/port/minimum",
            json!(1),
        ),
        ("/properties/status/properties/readyReplicas/minimum", json!(0)),
        ("/properties/metadata", json!({"type": "object"})),
        ("/properties/spec/description", json!("The desired state of a Foo.")),
        (
            "/properties/spec/properties/replicas/description",
            json!("How many copies to run."),
        ),
    ];
    for (pointer, expected) in cases {
        assert_eq!(schema.pointer(pointer), Some(&expected), "{pointer}");
    }
    // An optional list is neither required nor (being a Vec with a default) nullable.
    assert_eq!(spec.get("required"), None);
    assert_eq!(ports.get("nullable"), None);
    // No `+k8s:` line reaches a description (`kubectl explain`).
    assert!(!schema.to_string().contains("+k8s:"), "{schema}");
}

#[test]
fn the_schema_rejects_what_the_tags_reject() {
    let schema = crd().schema_of("v1").unwrap().clone();
    let foo =
        |spec: Value| json!({"apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "a"}, "spec": spec});
    let cases = [
        (
            foo(json!({"replicas": 1, "ports": [{"name": "http", "port": 80}]})),
            vec![],
        ),
        (
            foo(json!({"replicas": -1})),
            vec!["spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0"],
        ),
        (
            foo(json!({"ports": [{"name": "http", "port": 0}]})),
            vec![
                "spec.ports[0].port: Invalid value: 0: spec.ports[0].port in body should be greater than or equal to 1",
            ],
        ),
        (
            foo(json!({"ports": [{"port": 80}]})),
            vec!["spec.ports[0].name: Required value"],
        ),
    ];
    for (object, expected) in cases {
        let outcome = validation_schema::validate(&schema, &object, None);
        let errors: Vec<String> = outcome.errors.iter().map(ToString::to_string).collect();
        assert_eq!(errors, expected, "{object}");
    }
}

#[test]
fn the_checked_in_crd_yaml_is_kubes_crd_byte_for_byte() {
    // kube's own serialization of `Foo::crd()` (k8s-openapi's types: limits
    // as floats, schemars' title, kube's sorted `required`), written out by
    // the generator's YAML emitter, is the checked-in file.
    let kubes = serde_json::to_value(Foo::crd()).unwrap();
    let checked_in = include_str!("../crds/foos.example.com.yaml");
    assert_eq!(validation_gen::crd::render_value(&kubes), checked_in);
    // And the file holds what the differences were about.
    for line in ["        title: Foo\n", "                      minimum: 1.0\n"] {
        assert!(checked_in.contains(line), "{line}");
    }
}

#[test]
fn crd_snapshot() {
    insta::assert_snapshot!(operator_example::crd());
}
