//! Each stage of the request path on its own: the schema checks with the
//! API server's switches, metadata coercion and unknown metadata fields
//! with or without a resource root, pruning with or without one.

use serde_json::{json, Value};
use validation_runtime::Path;
use validation_schema::metadata::Coercion;
use validation_schema::structural::{self, CheckOptions};
use validation_schema::{metadata, prune_with, CustomResourceDefinition, Root, Schema};

fn schema(v: Value) -> Schema {
    serde_json::from_value(v).unwrap()
}

fn crd(open_api: Value) -> CustomResourceDefinition {
    serde_json::from_value(json!({"spec": {"group": "example.com", "scope": "Namespaced",
        "names": {"plural": "widgets", "kind": "Widget"},
        "versions": [{"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": open_api}}]}}))
    .unwrap()
}

/// Which switch of the options governs a case.
type Switch = fn(&CheckOptions) -> bool;

fn rendered(errs: &validation_runtime::ErrorList) -> Vec<String> {
    errs.iter().map(ToString::to_string).collect()
}

#[test]
fn each_check_switch_is_relaxed_only_when_the_stored_crd_fails_it() {
    let root = "spec.versions[0].schema.openAPIV3Schema";
    // (name, schema, the error the switch governs, the option it turns off)
    let cases: Vec<(&str, Value, String, Switch)> = vec![
        (
            "an unknown type",
            json!({"type": "object", "properties": {"a": {"type": "float"}}}),
            format!(
                r#"{root}.properties[a].type: Unsupported value: "float": supported values: "array", "boolean", "integer", "number", "object", "string""#
            ),
            |o| o.require_valid_property_type,
        ),
        (
            "a set of granular objects",
            json!({"type": "object", "properties": {"a": {"type": "array", "x-kubernetes-list-type": "set",
                "items": {"type": "object", "properties": {"k": {"type": "string"}}}}}}),
            format!(
                r#"{root}.properties[a].items.x-kubernetes-map-type: Invalid value: null: must be atomic as item of a list with x-kubernetes-list-type=set"#
            ),
            |o| o.require_atomic_set_type,
        ),
        (
            "a nullable set item",
            json!({"type": "object", "properties": {"a": {"type": "array", "x-kubernetes-list-type": "set",
                "items": {"type": "string", "nullable": true}}}}),
            format!(
                "{root}.properties[a].items.nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is set"
            ),
            |o| o.require_map_list_keys_map_set_validation,
        ),
    ];
    for (name, open_api, want, switch) in cases {
        let crd = crd(open_api);
        assert_eq!(rendered(&structural::check(&crd)), [want], "{name}");
        let opts = CheckOptions::for_update(&crd);
        assert!(!switch(&opts), "{name}: the switch is off");
        let others_on = [
            opts.require_valid_property_type,
            opts.require_atomic_set_type,
            opts.require_map_list_keys_map_set_validation,
        ]
        .iter()
        .filter(|on| **on)
        .count();
        assert_eq!(others_on, 2, "{name}: the other switches stay on");
        assert!(structural::check_with(&crd, opts).is_empty(), "{name}");
    }
    let valid = crd(json!({"type": "object", "properties": {"a": {"type": "string"}}}));
    assert_eq!(CheckOptions::for_update(&valid), CheckOptions::default());
}

#[test]
fn list_type_checks_alone() {
    let s = schema(json!({"type": "object", "properties": {
        "a": {"type": "string", "x-kubernetes-list-type": "set"},
        "b": {"type": "array", "x-kubernetes-list-type": "map", "items": {"type": "object",
            "properties": {"k": {"type": "string"}}}},
        "c": {"type": "object", "x-kubernetes-map-type": "granular", "anyOf": [{"required": ["x"]}]}}}));
    assert_eq!(
        rendered(&structural::list_types(&Path::new("s"), &s, CheckOptions::default())),
        [
            r#"s.properties[a].type: Invalid value: "string": must be array if x-kubernetes-list-type is specified"#,
            "s.properties[b].x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map",
        ]
    );
}

#[test]
fn metadata_and_pruning_with_and_without_a_resource_root() {
    let s = schema(json!({"type": "object", "properties": {
        "items": {"type": "array", "items": {"type": "object", "x-kubernetes-embedded-resource": true,
            "properties": {"spec": {"type": "object"}}}}}}));
    let object = json!({
        "apiVersion": "v1", "kind": "List", "metadata": {"name": "l", "extra": 1, "ownerReferences": [{"uid": "u", "bogus": 1}]},
        "items": [{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p", "x": 1}, "spec": {}, "status": {}}]});
    assert_eq!(
        metadata::unknown_fields(&s, &object, Root::Resource),
        [
            "items[0].metadata.x",
            "metadata.extra",
            "metadata.ownerReferences[0].bogus"
        ]
    );
    assert_eq!(
        metadata::unknown_fields(&s, &object, Root::Value),
        ["items[0].metadata.x"]
    );

    let mut resource = object.clone();
    assert_eq!(
        prune_with(&s, &mut resource, Root::Resource),
        [
            "items[0].metadata.x",
            "items[0].status",
            "metadata.extra",
            "metadata.ownerReferences[0].bogus"
        ]
    );
    let mut value = object.clone();
    assert_eq!(
        prune_with(&s, &mut value, Root::Value),
        [
            "apiVersion",
            "items[0].metadata.x",
            "items[0].status",
            "kind",
            "metadata"
        ]
    );
    assert_eq!(
        value,
        json!({"items": [{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "p"}, "spec": {}}]})
    );

    // Coercion: the embedded resource's empty metadata values are left out
    // either way; the root's only as a resource.
    let mut value =
        json!({"metadata": {"name": "", "labels": {}}, "items": [{"metadata": {"name": "p", "labels": {}}}]});
    let s_open = schema(json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true,
        "properties": {"items": {"type": "array", "items": {"type": "object", "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true}}}}));
    let value_root = Coercion {
        root: Root::Value,
        ..Coercion::default()
    };
    metadata::coerce_with(&s_open, &mut value, value_root).unwrap();
    assert_eq!(
        value,
        json!({"metadata": {"name": "", "labels": {}}, "items": [{"metadata": {"name": "p"}}]})
    );
    metadata::coerce_with(&s_open, &mut value, Coercion::default()).unwrap();
    assert_eq!(value, json!({"metadata": {}, "items": [{"metadata": {"name": "p"}}]}));
}
