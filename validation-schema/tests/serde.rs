//! The schema and CRD types read the API's JSON and write it back unchanged.

use serde_json::{json, Value};
use validation_schema::{CustomResourceDefinition, Schema, SchemaOrArray, SchemaOrBool};

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(v: &Value) -> T {
    let parsed: T = serde_json::from_value(v.clone()).unwrap();
    assert_eq!(&serde_json::to_value(&parsed).unwrap(), v);
    parsed
}

#[test]
fn schema_round_trips_with_every_keyword() {
    let v = json!({
        "description": "a widget",
        "type": "object",
        "required": ["spec"],
        "properties": {
            "spec": {
                "type": "object",
                "default": {"replicas": 1},
                "properties": {
                    "replicas": {"type": "integer", "format": "int32", "minimum": 0, "maximum": 10, "exclusiveMaximum": true, "multipleOf": 1},
                    "name": {"type": "string", "minLength": 1, "maxLength": 63, "pattern": "^[a-z]+$", "nullable": true},
                    "mode": {"type": "string", "enum": ["a", "b", null]},
                    "ports": {"type": "array", "minItems": 1, "maxItems": 10,
                        "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"],
                        "items": {"type": "object", "properties": {"port": {"type": "integer"}}, "required": ["port"]}},
                    "labels": {"type": "object", "additionalProperties": {"type": "string"}, "maxProperties": 5, "minProperties": 1,
                        "x-kubernetes-map-type": "granular"},
                    "free": {"type": "object", "additionalProperties": true},
                    "raw": {"x-kubernetes-preserve-unknown-fields": true},
                    "port": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}]},
                    "template": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true},
                    "choice": {"type": "object", "oneOf": [{"required": ["a"]}], "allOf": [{"required": ["a"]}], "not": {"required": ["b"]}}
                },
                "x-kubernetes-validations": [
                    {"rule": "self.replicas <= 5", "message": "too many", "reason": "FieldValueForbidden", "fieldPath": ".replicas"},
                    {"rule": "self.name == oldSelf.name", "messageExpression": "'name is immutable'", "optionalOldSelf": true}
                ]
            }
        }
    });
    let s: Schema = round_trip(&v);
    let spec = &s.properties["spec"];
    assert_eq!(spec.x_validations[0].reason.as_deref(), Some("FieldValueForbidden"));
    assert_eq!(spec.x_validations[1].optional_old_self, Some(true));
    assert!(matches!(
        spec.properties["labels"].additional_properties,
        Some(SchemaOrBool::Schema(_))
    ));
    assert_eq!(
        spec.properties["free"].additional_properties,
        Some(SchemaOrBool::Bool(true))
    );
    assert!(matches!(spec.properties["ports"].items, Some(SchemaOrArray::Schema(_))));
    assert_eq!(spec.properties["ports"].x_list_map_keys, ["port"]);
    assert_eq!(spec.properties["raw"].x_preserve_unknown_fields, Some(true));
    assert_eq!(spec.properties["replicas"].maximum, Some(10.0));
}

#[test]
fn unsupported_keywords_are_kept_for_the_checks() {
    let v = json!({"id": "x", "$schema": "s", "$ref": "#/r", "type": "array", "items": [{"type": "string"}],
        "additionalItems": false, "patternProperties": {"^a": {"type": "string"}}, "definitions": {"d": {"type": "string"}},
        "dependencies": {"a": ["b"], "c": {"required": ["d"]}}, "uniqueItems": true,
        "externalDocs": {"url": "https://example.com"}, "example": [1], "x-kubernetes-preserve-unknown-fields": false});
    let s: Schema = round_trip(&v);
    assert!(matches!(s.items, Some(SchemaOrArray::Array(_))));
}

#[test]
fn crd_round_trips() {
    let v = json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"plural": "widgets", "singular": "widget", "shortNames": ["wd"], "kind": "Widget", "listKind": "WidgetList", "categories": ["all"]},
            "scope": "Namespaced",
            "versions": [
                {"name": "v1", "served": true, "storage": true,
                 "schema": {"openAPIV3Schema": {"type": "object"}},
                 "subresources": {"status": {}, "scale": {"specReplicasPath": ".spec.replicas", "statusReplicasPath": ".status.replicas", "labelSelectorPath": ".status.selector"}},
                 "additionalPrinterColumns": [{"name": "Age", "type": "date", "jsonPath": ".metadata.creationTimestamp"}]},
                {"name": "v1beta1", "served": true, "storage": false, "deprecated": true, "deprecationWarning": "use v1",
                 "schema": {"openAPIV3Schema": {"type": "object", "x-kubernetes-preserve-unknown-fields": true}}}
            ],
            "conversion": {"strategy": "None"}
        }
    });
    let crd: CustomResourceDefinition = round_trip(&v);
    assert_eq!(
        crd.schema_of("v1beta1").and_then(|s| s.x_preserve_unknown_fields),
        Some(true)
    );
    assert!(crd.schema_of("v2").is_none());
    assert_eq!(CustomResourceDefinition::from_json(&v.to_string()).unwrap(), crd);
}
