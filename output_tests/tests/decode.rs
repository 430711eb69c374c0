//! Strict decoding with the generated descriptors (`output_tests::decode`):
//! unknown and duplicate fields at their full path through flatten, lists,
//! maps, newtypes, `Box` and recursion; enum members and wrong JSON types as
//! field errors; then the generated validation, in one call.

mod common;

use output_tests::decode::{register_validations, Protocol, Widget};
use validation_runtime::decode::{self, Body, FieldValidation};
use validation_runtime::{Operation, Scheme};

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    scheme
}

/// Problems (as warnings) and errors for a JSON body on create.
fn warn_json(body: &str) -> (Vec<String>, Vec<String>) {
    let decoded = scheme()
        .decode_and_validate::<Widget>(
            &Operation::create(),
            Body::Json(body.as_bytes()),
            FieldValidation::Warn,
            None,
        )
        .unwrap();
    (decoded.warnings, common::describe(&decoded.errors))
}

#[test]
fn unknown_fields_at_their_path() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "valid",
            r#"{"kind":"Widget","apiVersion":"v1","metadata":{"name":"w","labels":{"a":"b"}},"spec":{"replicas":1,"template":{"spec":{"containers":[{"name":"c","protocol":"TCP"}]}},"ports":{"http":{"port":80}},"tree":{"name":"r","children":[{"name":"a"}]},"quantity":"1Gi","color":"blue"}}"#,
            &[],
        ),
        (
            "top level, beside flattened TypeMeta",
            r#"{"kind":"Widget","apiVersion":"v1","metdata":{}}"#,
            &[r#"unknown field "metdata""#],
        ),
        (
            "in a list element",
            r#"{"spec":{"template":{"spec":{"containers":[{"name":"a"},{"name":"b","foo":1}]}}}}"#,
            &[r#"unknown field "spec.template.spec.containers[1].foo""#],
        ),
        (
            "in a map value",
            r#"{"spec":{"ports":{"http":{"port":80,"hostPort":1}}}}"#,
            &[r#"unknown field "spec.ports.http.hostPort""#],
        ),
        (
            "through Option<Box<_>> and recursion",
            r#"{"spec":{"tree":{"name":"r","children":[{"name":"a","children":[{"name":"b","leaf":true}]}]}}}"#,
            &[r#"unknown field "spec.tree.children[0].children[0].leaf""#],
        ),
        (
            "in metadata",
            r#"{"metadata":{"name":"w","namespace":"x"}}"#,
            &[r#"unknown field "metadata.namespace""#],
        ),
        (
            "duplicates",
            r#"{"metadata":{"name":"a","name":"b"},"spec":{"template":{"spec":{"containers":[{"name":"c","imagePullPolicy":"Always","imagePullPolicy":"Never"}]}}}}"#,
            &[
                r#"duplicate field "metadata.name""#,
                r#"duplicate field "spec.template.spec.containers[0].imagePullPolicy""#,
            ],
        ),
        (
            "repeated key of a flattened map",
            r#"{"spec":{"color":"a","color":"b"}}"#,
            &[r#"duplicate field "spec.color""#],
        ),
        (
            "repeated key inside another crate's type",
            r#"{"kind":"Widget","kind":"Widget"}"#,
            &[r#"duplicate field "kind""#],
        ),
    ];
    for (name, body, expected) in cases {
        let decoded = decode::from_json::<Widget>(body.as_bytes(), FieldValidation::Warn).unwrap();
        assert_eq!(decoded.warnings, *expected, "{name}");
        assert!(decoded.is_ok(), "{name}: {:?}", decoded.errors);
    }
}

#[test]
fn values_become_field_errors() {
    let cases: &[(&str, &str, &[&str])] = &[
        ("an enum member serde does not know", r#"{"spec":{"template":{"spec":{"containers":[{"name":"c","protocol":"SCTP"}]}}}}"#,
            &[r#"FieldValueNotSupported spec.template.spec.containers[0].protocol: Unsupported value: "SCTP": supported values: "TCP", "UDP""#]),
        ("a string for a newtype over u16", r#"{"spec":{"ports":{"http":{"port":"80"}}}}"#,
            &[r#"FieldValueInvalid spec.ports[http].port: Invalid value: "80": must be of type integer"#]),
        ("a flattened map's value of the wrong type", r#"{"spec":{"color":1}}"#,
            &[r#"FieldValueInvalid spec.color: Invalid value: 1: must be of type string"#]),
        ("a field serde requires", r#"{"spec":{"tree":{"children":[]}}}"#,
            &[r#"FieldValueRequired spec.tree.name: Required value"#]),
        // Decoded: then validation runs.
        ("validation after decoding", r#"{"metadata":{"name":"w"},"spec":{"replicas":-1,"ports":{"http":{"port":0}}}}"#,
            &["FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
              // A required newtype's zero value counts as absent.
              "FieldValueRequired spec.ports[http].port: Required value [short-circuit]"]),
    ];
    for (name, body, expected) in cases {
        let (_, errors) = warn_json(body);
        assert_eq!(errors, *expected, "{name}");
    }
}

#[test]
fn modes_and_status() {
    let body =
        r#"{"metadata":{"name":"w"},"spec":{"replicas":-1,"template":{"spec":{"containers":[{"name":"c","foo":1}]}}}}"#;
    let scheme = scheme();
    let op = Operation::create();

    // Strict: the request fails before validation.
    let strict = scheme
        .decode_and_validate::<Widget>(&op, Body::Json(body.as_bytes()), FieldValidation::Strict, None)
        .unwrap();
    assert!(strict.errors.is_empty());
    assert_eq!(
        strict
            .failure_status("Widget", "example.com", "v1", "w")
            .unwrap()
            .message,
        r#"Widget in version "v1" cannot be handled as a Widget: strict decoding error: unknown field "spec.template.spec.containers[0].foo""#
    );

    // Warn: a warning, the object, and validation.
    let warn = scheme
        .decode_and_validate::<Widget>(&op, Body::Json(body.as_bytes()), FieldValidation::Warn, None)
        .unwrap();
    assert_eq!(
        warn.warnings,
        [r#"unknown field "spec.template.spec.containers[0].foo""#]
    );
    assert_eq!(
        common::describe(&warn.errors),
        ["FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
    let status = warn.failure_status("Widget", "example.com", "v1", "w").unwrap();
    assert_eq!(status.code, 422);

    // Ignore: only validation.
    let ignore = scheme
        .decode_and_validate::<Widget>(&op, Body::Json(body.as_bytes()), FieldValidation::Ignore, None)
        .unwrap();
    assert!(ignore.warnings.is_empty() && ignore.strict_error.is_none());
    assert_eq!(ignore.errors.len(), 1);
}

#[test]
fn yaml_manifests() {
    let manifest = "\
kind: Widget
apiVersion: v1
metadata:
  name: a
spec:
  template:
    spec:
      containers:
      - name: c
        imagePullPolicy: Always
        imagePullPolicy: Never
        protocol: UDP
        ports: []
---
kind: Widget
metadata:
  name: b
spec:
  replicas: -2
";
    let docs = decode::from_yaml_documents::<Widget>(manifest, FieldValidation::Strict).unwrap();
    assert_eq!(docs.len(), 2);
    assert_eq!(
        docs[0].strict_error.as_ref().unwrap().to_string(),
        "strict decoding error: yaml: unmarshal errors:\n  line 11: key \"imagePullPolicy\" already set in map, \
         unknown field \"spec.template.spec.containers[0].ports\""
    );
    let container = &docs[0].object.as_ref().unwrap().spec.template.spec.containers[0];
    assert_eq!(container.image_pull_policy.as_deref(), Some("Never"));
    assert_eq!(container.protocol, Some(Protocol::Udp));
    assert!(docs[1].is_ok());

    // One YAML body through the scheme: decoded, then validated.
    let second = manifest.split("---\n").nth(1).unwrap();
    let decoded = scheme()
        .decode_and_validate::<Widget>(&Operation::create(), Body::Yaml(second), FieldValidation::Strict, None)
        .unwrap();
    assert_eq!(
        common::describe(&decoded.errors),
        ["FieldValueInvalid spec.replicas: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"]
    );
}
