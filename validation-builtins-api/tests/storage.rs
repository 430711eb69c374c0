//! `storage.k8s.io/v1` VolumeAttachment's declarative validation of
//! `spec.attacher` (required, `k8s-long-name-caseless`, at most 63
//! characters: beta since 1.37). Cases transcribed from kubernetes/kubernetes'
//! `pkg/registry/storage/volumeattachment/declarative_validation_test.go`.

use serde_json::{json, Value};
use validation_runtime::Operation;

fn attachment(attacher: &str) -> Value {
    json!({
        "apiVersion": "storage.k8s.io/v1",
        "kind": "VolumeAttachment",
        "metadata": {"name": "valid-volume-attachment"},
        "spec": {"attacher": attacher, "source": {"persistentVolumeName": "pv-001"}, "nodeName": "node-1"},
    })
}

/// Each error as `path: message (origin, stability)`.
fn errors(object: &Value, old: Option<&Value>) -> Vec<String> {
    let op = if old.is_some() {
        Operation::update()
    } else {
        Operation::create()
    };
    let errs = validation_builtins_api::validate("storage.k8s.io/v1", "VolumeAttachment", &op, object, old)
        .expect("a converted kind")
        .expect("decodes");
    errs.iter()
        .map(|e| format!("{e} ({}, {})", e.origin, e.stability_level.name()))
        .collect()
}

#[test]
fn attacher() {
    let none: Vec<String> = Vec::new();
    assert_eq!(errors(&attachment("example.com"), None), none);
    assert_eq!(errors(&attachment("AAAAAAAA"), None), none);
    assert_eq!(errors(&attachment(&"a".repeat(63)), None), none);
    assert_eq!(
        errors(&attachment(""), None),
        ["spec.attacher: Required value (, beta)"]
    );
    assert_eq!(
        errors(&attachment("asdadasd&@!"), None),
        ["spec.attacher: Invalid value: \"asdadasd&@!\": an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*') (format=k8s-long-name-caseless, beta)"]
    );
    assert_eq!(
        errors(&attachment(&"a".repeat(64)), None),
        ["spec.attacher: Too long: may not be more than 63 characters (maxLength, beta)"]
    );
}

#[test]
fn attacher_is_immutable() {
    let old = attachment("example.com");
    assert_eq!(errors(&old, Some(&old)), Vec::<String>::new());
    // `spec` is immutable as a whole, which stops its fields' validations.
    assert_eq!(
        errors(&attachment("different.com"), Some(&old)),
        ["spec: Invalid value: null: field is immutable (immutable, beta)"]
    );
}
