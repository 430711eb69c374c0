//! Pruning, with the KEP's examples: schema, object, pruned object and the
//! removed paths.

use serde_json::{json, Value};
use validation_schema::{metadata, prune, Schema};

fn schema(v: Value) -> Schema {
    serde_json::from_value(v).unwrap()
}

#[test]
fn pruning_cases() {
    let cases: Vec<(&str, Value, Value, Value, Vec<&str>)> = vec![
        (
            "unspecified: everything is pruned",
            json!({"type": "object"}),
            json!({"foo": 42, "json": {"bar": 43}}),
            json!({}),
            vec!["foo", "json"],
        ),
        (
            "properties at top level",
            json!({"type": "object", "properties": {"foo": {"type": "object"}}}),
            json!({"foo": {"abc": 42}, "json": {"bar": 43}}),
            json!({"foo": {}}),
            vec!["foo.abc", "json"],
        ),
        (
            "additionalProperties keeps keys, prunes inside values",
            json!({"type": "object", "properties": {"m": {"type": "object", "additionalProperties": {
                "type": "object", "properties": {"a": {"type": "string"}}}}}}),
            json!({"m": {"x": {"a": "1", "b": 2}, "y": {}}}),
            json!({"m": {"x": {"a": "1"}, "y": {}}}),
            vec!["m.x.b"],
        ),
        (
            "additionalProperties false does not prune",
            json!({"type": "object", "properties": {"m": {"type": "object", "additionalProperties": false}}}),
            json!({"m": {"x": 1}}),
            json!({"m": {"x": 1}}),
            vec![],
        ),
        (
            "preserve-unknown-fields keeps unknown fields, prunes specified ones",
            json!({"type": "object", "properties": {"json": {"type": "object", "x-kubernetes-preserve-unknown-fields": true,
                "properties": {"spec": {"type": "object", "properties": {"a": {"type": "string"}}}}}}}),
            json!({"json": {"anything": {"deep": 1}, "spec": {"a": "x", "b": "y"}}}),
            json!({"json": {"anything": {"deep": 1}, "spec": {"a": "x"}}}),
            vec!["json.spec.b"],
        ),
        (
            "list items",
            json!({"type": "object", "properties": {"items": {"type": "array", "items": {"type": "object",
                "properties": {"name": {"type": "string"}}}}}}),
            json!({"items": [{"name": "a", "x": 1}, {"name": "b"}, {"y": 2}]}),
            json!({"items": [{"name": "a"}, {"name": "b"}, {}]}),
            vec!["items[0].x", "items[2].y"],
        ),
        (
            "embedded resource: only unknown metadata fields go",
            json!({"type": "object", "properties": {"object": {"type": "object", "nullable": true,
                "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}}}),
            json!({"foo": 42, "object": {"bar": 43, "abc": 44, "metadata": {"name": "example", "garbage": 45}}}),
            json!({"object": {"bar": 43, "abc": 44, "metadata": {"name": "example"}}}),
            vec!["foo", "object.metadata.garbage"],
        ),
        (
            "the root keeps apiVersion, kind and known metadata",
            json!({"type": "object"}),
            json!({"apiVersion": "example/v1", "kind": "Foo", "metadata": {"name": "example", "garbage": 43,
                "ownerReferences": [{"apiVersion": "v1", "kind": "A", "name": "a", "uid": "1", "extra": true}]}, "foo": 42}),
            json!({"apiVersion": "example/v1", "kind": "Foo", "metadata": {"name": "example",
                "ownerReferences": [{"apiVersion": "v1", "kind": "A", "name": "a", "uid": "1"}]}}),
            vec!["foo", "metadata.garbage", "metadata.ownerReferences[0].extra"],
        ),
        (
            "apiVersion and kind below the root are ordinary fields",
            json!({"type": "object", "properties": {"spec": {"type": "object"}}}),
            json!({"spec": {"apiVersion": "v1", "kind": "X", "metadata": {}}}),
            json!({"spec": {}}),
            vec!["spec.apiVersion", "spec.kind", "spec.metadata"],
        ),
    ];
    for (name, s, mut value, want, removed) in cases {
        let paths = prune(&schema(s), &mut value);
        assert_eq!(value, want, "{name}");
        assert_eq!(paths, removed, "{name}");
    }
}

#[test]
fn metadata_coercion() {
    let s = schema(json!({"type": "object", "properties": {"template": {"type": "object",
        "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}}}));

    // Empty values are left out, as the API server writes metadata back.
    let mut value = json!({"apiVersion": "v1", "kind": "K", "metadata": {"name": "a", "namespace": "", "labels": {},
        "generation": 0, "creationTimestamp": null, "annotations": {"x": null}}});
    metadata::coerce(&s, &mut value, false).unwrap();
    assert_eq!(
        value,
        json!({"apiVersion": "v1", "kind": "K", "metadata": {"name": "a", "annotations": {"x": ""}}})
    );

    // A field of the wrong type is an error on a request ...
    let mut value =
        json!({"template": {"apiVersion": "v1", "kind": "K", "metadata": {"name": 5, "labels": {"a": "b"}}}});
    let err = metadata::coerce(&s, &mut value, false).unwrap_err();
    assert_eq!(
        err.to_string(),
        "template.metadata: Invalid value: {\"labels\":{\"a\":\"b\"},\"name\":5}: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string"
    );
    // ... and dropped when reading stored data.
    metadata::coerce(&s, &mut value, true).unwrap();
    assert_eq!(
        value,
        json!({"template": {"apiVersion": "v1", "kind": "K", "metadata": {"labels": {"a": "b"}}}})
    );

    let mut value = json!({"apiVersion": 1, "kind": "K"});
    let err = metadata::coerce(&s, &mut value, false).unwrap_err();
    assert_eq!(err.to_string(), "apiVersion: Invalid value: 1: must be a string");
    metadata::coerce(&s, &mut value, true).unwrap();
    assert_eq!(value, json!({"kind": "K"}));
}

#[test]
fn unknown_field_messages() {
    let mut value = json!({"spec": {"typo": 1, "we\"ird": 2}});
    let paths = prune(
        &schema(json!({"type": "object", "properties": {"spec": {"type": "object"}}})),
        &mut value,
    );
    let messages: Vec<String> = paths
        .iter()
        .map(|p| validation_schema::unknown_field_message(p))
        .collect();
    assert_eq!(
        messages,
        ["unknown field \"spec.typo\"", "unknown field \"spec.we\\\"ird\""]
    );
}
