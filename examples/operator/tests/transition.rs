//! `FooSpec`'s CEL transition rule end to end: `storageClass` may not be
//! changed or removed once set. The CRD carries it in
//! `x-kubernetes-validations`; the webhook (typed, generated validation)
//! denies an update that breaks it, and the schema-driven validator run on
//! the CRD's own schema reports the same error.

use kube::CustomResourceExt;
use operator_example::Foo;
use serde_json::{json, Value};
use validation_schema::CustomResourceDefinition;

const UID: &str = "705ab4f5-6393-11e8-b7cc-42010a800002";

/// The rule as the CRD declares it.
fn rule() -> Value {
    json!([{
        "fieldPath": ".storageClass",
        "message": "storageClass may not be changed or removed once set",
        "reason": "FieldValueForbidden",
        "rule": "!has(oldSelf.storageClass) || has(self.storageClass) && self.storageClass == oldSelf.storageClass",
    }])
}

/// A `Foo` whose spec has this storage class (none for `None`) and
/// `replicas`.
fn foo(storage_class: Option<&str>, replicas: i32) -> Value {
    let mut spec = json!({"replicas": replicas, "ports": [{"name": "http", "port": 80}]});
    if let Some(class) = storage_class {
        spec["storageClass"] = json!(class);
    }
    json!({
        "apiVersion": "example.com/v1",
        "kind": "Foo",
        "metadata": {"name": "web", "namespace": "default"},
        "spec": spec,
    })
}

/// The webhook's response to a request, as JSON.
fn reply(operation: &str, object: Value, old: Option<Value>) -> Value {
    let body = json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "request": {
        "uid": UID,
        "kind": {"group": "example.com", "version": "v1", "kind": "Foo"},
        "resource": {"group": "example.com", "version": "v1", "resource": "foos"},
        "name": "web",
        "namespace": "default",
        "operation": operation,
        "userInfo": {"username": "admin"},
        "object": object,
        "oldObject": old,
        "dryRun": false,
    }});
    let scheme = operator_example::scheme();
    let review = operator_example::review(&scheme, &serde_json::to_vec(&body).unwrap()).unwrap();
    serde_json::to_value(&review).unwrap()["response"].clone()
}

fn allowed() -> Value {
    json!({"uid": UID, "allowed": true, "status": {}})
}

/// The API server's 422 for `Foo` "web" with these causes
/// (`(reason, message, field)`).
fn denied(message: &str, causes: &[(&str, &str, &str)]) -> Value {
    let causes: Vec<Value> = causes
        .iter()
        .map(|(reason, message, field)| json!({"reason": reason, "message": message, "field": field}))
        .collect();
    json!({
        "uid": UID,
        "allowed": false,
        "status": {
            "status": "Failure",
            "code": 422,
            "reason": "Invalid",
            "message": message,
            "details": {"name": "web", "group": "example.com", "kind": "Foo", "causes": causes},
        },
    })
}

/// `Foo::crd()`'s `v1` schema, as the API server stores it.
fn schema() -> validation_schema::Schema {
    let crd: CustomResourceDefinition = serde_json::from_value(serde_json::to_value(Foo::crd()).unwrap()).unwrap();
    crd.schema_of("v1").unwrap().clone()
}

/// The schema-driven validator's errors and warnings, as the API server
/// prints them.
fn schema_driven(object: &Value, old: Option<&Value>) -> (Vec<String>, Vec<String>) {
    let outcome = validation_cel::validate(&schema(), object, old);
    let strings = |list: &validation_runtime::ErrorList| list.iter().map(ToString::to_string).collect::<Vec<_>>();
    (strings(&outcome.errors), strings(&outcome.warnings))
}

#[test]
fn the_crd_carries_the_rule() {
    let crd = serde_json::to_value(Foo::crd()).unwrap();
    let spec = &crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["properties"]["spec"];
    assert_eq!(spec["x-kubernetes-validations"], rule());
    assert_eq!(
        spec["properties"]["storageClass"]["type"],
        json!("string"),
        "the rule's field is declared"
    );

    let yaml = include_str!("../crds/foos.example.com.yaml");
    let block = r#"            x-kubernetes-validations:
            - fieldPath: ".storageClass"
              message: storageClass may not be changed or removed once set
              reason: FieldValueForbidden
              rule: "!has(oldSelf.storageClass) || has(self.storageClass) && self.storageClass == oldSelf.storageClass"
"#;
    assert!(yaml.contains(block), "{yaml}");
}

#[test]
fn the_api_server_would_accept_the_rule() {
    let crd: CustomResourceDefinition = serde_json::from_value(serde_json::to_value(Foo::crd()).unwrap()).unwrap();
    assert!(validation_schema::structural::check(&crd).is_empty());
    let schema = schema();
    let validator = validation_cel::Validator::new(&schema);
    assert!(validator.compiled().compile_errors().is_empty());
    assert_eq!(validator.compiled().total_cost_error(), None);
}

#[test]
fn a_create_is_allowed_whatever_the_class() {
    // A transition rule does not run on create: there is no old object.
    for class in [None, Some("fast"), Some("")] {
        let object = foo(class, 1);
        assert_eq!(reply("CREATE", object.clone(), None), allowed(), "{class:?}");
        assert_eq!(schema_driven(&object, None), (vec![], vec![]), "{class:?}");
    }
}

#[test]
fn an_update_may_set_the_class_but_not_change_or_remove_it() {
    let message = "Forbidden: storageClass may not be changed or removed once set";
    let error = format!("spec.storageClass: {message}");
    let forbidden = denied(
        &format!("Foo.example.com \"web\" is invalid: {error}"),
        &[("FieldValueForbidden", message, "spec.storageClass")],
    );
    // (old class, new class, the webhook's response, the schema-driven errors)
    let cases = [
        (None, None, allowed(), vec![]),
        (None, Some("fast"), allowed(), vec![]),
        (Some("fast"), Some("fast"), allowed(), vec![]),
        (Some("fast"), Some("slow"), forbidden.clone(), vec![error.clone()]),
        (Some("fast"), None, forbidden.clone(), vec![error.clone()]),
        (Some(""), Some("fast"), forbidden, vec![error]),
    ];
    for (old, new, webhook, errors) in cases {
        let (object, old_object) = (foo(new, 1), foo(old, 1));
        assert_eq!(
            reply("UPDATE", object.clone(), Some(old_object.clone())),
            webhook,
            "{old:?} -> {new:?}"
        );
        assert_eq!(
            schema_driven(&object, Some(&old_object)),
            (errors, vec![]),
            "{old:?} -> {new:?}"
        );
    }
}

#[test]
fn a_changed_class_is_reported_with_the_other_errors() {
    // The webhook reports in the order of the tags (the type's rule, then
    // its fields); the API server validates the OpenAPI keywords first,
    // then the CEL rules. Same errors either way.
    let (object, old) = (foo(Some("slow"), -1), foo(Some("fast"), 1));
    let class = "Forbidden: storageClass may not be changed or removed once set";
    let replicas = "Invalid value: -1: must be greater than or equal to 0";
    assert_eq!(
        reply("UPDATE", object.clone(), Some(old.clone())),
        denied(
            &format!("Foo.example.com \"web\" is invalid: [spec.storageClass: {class}, spec.replicas: {replicas}]"),
            &[
                ("FieldValueForbidden", class, "spec.storageClass"),
                ("FieldValueInvalid", replicas, "spec.replicas"),
            ],
        )
    );
    assert_eq!(
        schema_driven(&object, Some(&old)),
        (
            vec![
                "spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0"
                    .to_owned(),
                format!("spec.storageClass: {class}"),
            ],
            vec![],
        )
    );
}

#[test]
fn the_rule_does_not_ratchet() {
    // Stored with replicas -1 (before the minimum): unchanged, that error
    // ratchets, but the transition rule still runs and denies the change.
    let (object, old) = (foo(Some("slow"), -1), foo(Some("fast"), -1));
    let class = "Forbidden: storageClass may not be changed or removed once set";
    assert_eq!(
        reply("UPDATE", object.clone(), Some(old.clone())),
        denied(
            &format!("Foo.example.com \"web\" is invalid: spec.storageClass: {class}"),
            &[("FieldValueForbidden", class, "spec.storageClass")],
        )
    );
    assert_eq!(
        schema_driven(&object, Some(&old)),
        (
            vec![format!("spec.storageClass: {class}")],
            vec![
                "spec.replicas: Invalid value: -1: spec.replicas in body should be greater than or equal to 0"
                    .to_owned()
            ],
        )
    );
}
