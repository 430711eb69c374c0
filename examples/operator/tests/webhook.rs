//! The webhook end to end: AdmissionReview bodies as the API server sends
//! them, and the reviews sent back.

use serde_json::{json, Value};

/// A `Foo` object as JSON.
fn foo(name: &str, spec: Value, status: Option<Value>) -> Value {
    let mut obj = json!({
        "apiVersion": "example.com/v1",
        "kind": "Foo",
        "metadata": {"name": name, "namespace": "default"},
        "spec": spec,
    });
    if let Some(status) = status {
        obj["status"] = status;
    }
    obj
}

/// An `AdmissionReview` body as the API server sends it.
fn body(operation: &str, sub_resource: Option<&str>, object: Value, old: Option<Value>) -> Value {
    let mut request = json!({
        "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
        "kind": {"group": "example.com", "version": "v1", "kind": "Foo"},
        "resource": {"group": "example.com", "version": "v1", "resource": "foos"},
        "name": object["metadata"]["name"],
        "namespace": "default",
        "operation": operation,
        "userInfo": {"username": "admin"},
        "object": object,
        "oldObject": old,
        "dryRun": false,
    });
    if let Some(sub) = sub_resource {
        request["subResource"] = json!(sub);
    }
    json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "request": request})
}

/// The webhook's reply to a request, as JSON.
fn reply(operation: &str, sub_resource: Option<&str>, object: Value, old: Option<Value>) -> Value {
    let body = body(operation, sub_resource, object, old);
    let scheme = operator_example::scheme();
    let review = operator_example::review(&scheme, &serde_json::to_vec(&body).unwrap()).unwrap();
    serde_json::to_value(&review).unwrap()["response"].clone()
}

fn allowed() -> Value {
    json!({"uid": "705ab4f5-6393-11e8-b7cc-42010a800002", "allowed": true, "status": {}})
}

#[test]
fn a_valid_create_is_allowed() {
    let obj = foo(
        "web",
        json!({"replicas": 2, "ports": [{"name": "http", "port": 80}]}),
        None,
    );
    assert_eq!(reply("CREATE", None, obj, None), allowed());
}

#[test]
fn an_invalid_create_is_denied_with_paths_from_the_root() {
    // `metadata.name` is checked twice: as the DNS subdomain every object
    // name is, and by the spec's `subfield("metadata")` tag as a label.
    let obj = foo(
        "Web.Site",
        json!({"replicas": -1, "ports": [{"name": "http", "port": 80}, {"name": "https", "port": -5}]}),
        None,
    );
    assert_eq!(
        reply("CREATE", None, obj, None),
        json!({
            "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
            "allowed": false,
            "status": {
                "status": "Failure",
                "code": 422,
                "reason": "Invalid",
                "message": "Foo.example.com \"Web.Site\" is invalid: [metadata.name: Invalid value: \"Web.Site\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?'), metadata.name: Invalid value: \"Web.Site\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec.replicas: Invalid value: -1: must be greater than or equal to 0, spec.ports[1].port: Invalid value: -5: must be greater than or equal to 1]",
                "details": {
                    "name": "Web.Site",
                    "group": "example.com",
                    "kind": "Foo",
                    "causes": [
                        {"reason": "FieldValueInvalid", "message": "Invalid value: \"Web.Site\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')", "field": "metadata.name"},
                        {"reason": "FieldValueInvalid", "message": "Invalid value: \"Web.Site\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')", "field": "metadata.name"},
                        {"reason": "FieldValueInvalid", "message": "Invalid value: -1: must be greater than or equal to 0", "field": "spec.replicas"},
                        {"reason": "FieldValueInvalid", "message": "Invalid value: -5: must be greater than or equal to 1", "field": "spec.ports[1].port"},
                    ],
                },
            },
        })
    );
}

#[test]
fn an_update_ratchets_unchanged_invalid_values() {
    // Stored before the minimum was declared: replicas -1.
    let old = foo("web", json!({"replicas": -1, "ports": []}), None);
    let unchanged = foo(
        "web",
        json!({"replicas": -1, "ports": [{"name": "http", "port": 80}]}),
        None,
    );
    assert_eq!(reply("UPDATE", None, unchanged, Some(old.clone())), allowed());

    let changed = foo("web", json!({"replicas": -2, "ports": []}), None);
    let denied = reply("UPDATE", None, changed, Some(old));
    assert_eq!(denied["allowed"], json!(false));
    assert_eq!(
        denied["status"]["details"]["causes"],
        json!([{"reason": "FieldValueInvalid", "message": "Invalid value: -2: must be greater than or equal to 0", "field": "spec.replicas"}])
    );
}

#[test]
fn a_status_update_is_validated_at_status() {
    let old = foo("web", json!({"replicas": 1}), Some(json!({"readyReplicas": 0})));
    let ok = foo("web", json!({"replicas": 1}), Some(json!({"readyReplicas": 1})));
    assert_eq!(reply("UPDATE", Some("status"), ok, Some(old.clone())), allowed());

    let bad = foo("web", json!({"replicas": 1}), Some(json!({"readyReplicas": -3})));
    let denied = reply("UPDATE", Some("status"), bad, Some(old));
    assert_eq!(
        denied["status"]["message"],
        json!("Foo.example.com \"web\" is invalid: status.readyReplicas: Invalid value: -3: must be greater than or equal to 0")
    );
    assert_eq!(
        denied["status"]["details"]["causes"][0]["field"],
        json!("status.readyReplicas")
    );
}

#[test]
fn an_unregistered_subresource_is_an_internal_error() {
    let obj = foo("web", json!({"replicas": 1}), None);
    let denied = reply("UPDATE", Some("scale"), obj.clone(), Some(obj));
    assert_eq!(
        denied["status"]["details"]["causes"],
        json!([{"reason": "InternalError", "message": "Internal error: no validation found for Foo, subresource: /scale", "field": "<nil>"}])
    );
}

#[test]
fn a_delete_is_not_validated() {
    let obj = foo("Not.Valid", json!({"replicas": -1}), None);
    assert_eq!(reply("DELETE", None, obj.clone(), Some(obj)), allowed());
}

#[test]
fn the_crd_is_printed() {
    let crd: Value = serde_json::from_str(&operator_example::crd()).unwrap();
    assert_eq!(crd["metadata"]["name"], json!("foos.example.com"));
    assert_eq!(crd["spec"]["versions"][0]["subresources"], json!({"status": {}}));
}

#[test]
fn unenforced_beta_errors_are_warnings() {
    use kube::core::admission::{AdmissionRequest, AdmissionReview};
    use validation_runtime::admission::{admit, Enforcement};
    use validation_runtime::Options;

    let obj = foo("web", json!({"replicas": 1, "tier": "Gold"}), None);
    let review: AdmissionReview<operator_example::Foo> =
        serde_json::from_value(body("CREATE", None, obj, None)).unwrap();
    let request: AdmissionRequest<operator_example::Foo> = review.try_into().unwrap();
    let scheme = operator_example::scheme();
    let warning = "spec.tier: Invalid value: \"Gold\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

    let standard = admit(&scheme, &request, Options::new(), Enforcement::STANDARD);
    assert!(standard.allowed);
    assert_eq!(standard.warnings, Some(vec![warning.to_owned()]));

    let beta = admit(&scheme, &request, Options::new(), Enforcement::BETA);
    assert!(!beta.allowed);
    assert_eq!(beta.warnings, None);
    assert_eq!(
        beta.result.message,
        format!("Foo.example.com \"web\" is invalid: {warning}")
    );
}

/// A CREATE review whose request carries `CreateOptions` with
/// `fieldValidation` (as the API server passes the caller's options).
fn create_with_field_validation(object: Value, mode: Option<&str>) -> Value {
    let mut body = body("CREATE", None, object, None);
    if let Some(mode) = mode {
        body["request"]["options"] =
            json!({"kind": "CreateOptions", "apiVersion": "meta.k8s.io/v1", "fieldValidation": mode});
    }
    let scheme = operator_example::scheme();
    let review = operator_example::review(&scheme, &serde_json::to_vec(&body).unwrap()).unwrap();
    serde_json::to_value(&review).unwrap()["response"].clone()
}

/// A spec with fields this webhook's `Foo` does not have (a newer CRD).
fn newer_spec() -> Value {
    json!({"replicas": 1, "colour": "red", "ports": [{"name": "http", "port": 80, "protocol": "TCP"}]})
}

#[test]
fn strict_decoding_of_the_request_object_in_each_mode() {
    let cases = [
        (
            "no fieldValidation: Warn, the API server's default",
            None,
            json!({
                "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
                "allowed": true,
                "status": {},
                "warnings": ["unknown field \"spec.colour\"", "unknown field \"spec.ports[0].protocol\""],
            }),
        ),
        (
            "Warn",
            Some("Warn"),
            json!({
                "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
                "allowed": true,
                "status": {},
                "warnings": ["unknown field \"spec.colour\"", "unknown field \"spec.ports[0].protocol\""],
            }),
        ),
        (
            "Strict: the API server's 400",
            Some("Strict"),
            json!({
                "uid": "705ab4f5-6393-11e8-b7cc-42010a800002",
                "allowed": false,
                "status": {
                    "status": "Failure",
                    "code": 400,
                    "reason": "BadRequest",
                    "message": "Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.colour\", unknown field \"spec.ports[0].protocol\"",
                },
            }),
        ),
        ("Ignore", Some("Ignore"), allowed()),
    ];
    for (name, mode, want) in cases {
        let obj = foo("web", newer_spec(), None);
        assert_eq!(create_with_field_validation(obj, mode), want, "{name}");
    }
}

#[test]
fn a_value_foo_cannot_hold_is_invalid_at_its_path() {
    let obj = foo("web", json!({"replicas": "three", "ports": []}), None);
    let denied = create_with_field_validation(obj, Some("Ignore"));
    assert_eq!(denied["allowed"], json!(false));
    assert_eq!(denied["status"]["code"], json!(422));
    assert_eq!(
        denied["status"]["message"],
        json!("Foo.example.com \"web\" is invalid: spec.replicas: Invalid value: \"three\": must be of type integer")
    );
}

#[test]
fn warnings_of_decoding_come_before_a_validation_denial() {
    let obj = foo("web", json!({"replicas": -1, "colour": "red"}), None);
    let denied = create_with_field_validation(obj, None);
    assert_eq!(denied["allowed"], json!(false));
    assert_eq!(denied["warnings"], json!(["unknown field \"spec.colour\""]));
    assert_eq!(
        denied["status"]["message"],
        json!(
            "Foo.example.com \"web\" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0"
        )
    );
}

#[test]
fn the_old_object_is_stored_data_and_not_reported() {
    let old = foo("web", newer_spec(), None);
    let new = foo("web", json!({"replicas": 2}), None);
    assert_eq!(reply("UPDATE", None, new, Some(old)), allowed());
}

#[test]
fn the_review_gives_the_typed_request_the_problems_and_the_errors() {
    use validation_runtime::admission::{self, Enforcement};
    use validation_runtime::decode::FieldValidation;
    use validation_runtime::Options;

    let old = foo("web", json!({"replicas": 1, "storageClass": "fast"}), None);
    let new = foo(
        "web",
        json!({"replicas": -1, "colour": "red", "storageClass": "fast"}),
        None,
    );
    let body = serde_json::to_vec(&body("UPDATE", None, new, Some(old))).unwrap();
    let scheme = operator_example::scheme();
    let reviewed =
        admission::review::<operator_example::Foo>(&scheme, &body, Options::new(), Enforcement::ALL).unwrap();

    assert_eq!(reviewed.field_validation, FieldValidation::Warn);
    let problems: Vec<String> = reviewed.problems.iter().map(ToString::to_string).collect();
    assert_eq!(problems, ["unknown field \"spec.colour\""]);
    let errors: Vec<String> = reviewed.errors.iter().map(ToString::to_string).collect();
    assert_eq!(
        errors,
        ["spec.replicas: Invalid value: -1: must be greater than or equal to 0"]
    );
    let object = reviewed.request.object.as_ref().unwrap();
    assert_eq!(object.spec.replicas, Some(-1));
    assert_eq!(reviewed.request.old_object.as_ref().unwrap().spec.replicas, Some(1));
    assert_eq!(reviewed.request.name, "web");
    assert_eq!(reviewed.request.types.kind, "AdmissionReview");
    assert!(!reviewed.response.allowed);
    assert_eq!(
        reviewed.response.warnings,
        Some(vec!["unknown field \"spec.colour\"".to_string()])
    );
}

#[test]
fn bodies_that_are_not_reviews_are_errors() {
    let scheme = operator_example::scheme();
    let no_request = br#"{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview"}"#;
    let err = operator_example::review(&scheme, no_request).unwrap_err();
    assert_eq!(err.to_string(), "the AdmissionReview has no request");
    let err = operator_example::review(&scheme, b"[]").unwrap_err();
    assert_eq!(
        err.to_string(),
        "the body is not an AdmissionReview: invalid length 0, expected an AdmissionReview at line 1 column 2"
    );
}
