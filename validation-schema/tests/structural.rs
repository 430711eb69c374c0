//! The API server's checks of CRD schemas: each case is a schema (as the
//! only version of a CRD) and the exact errors it must produce.

use serde_json::{json, Value};
use validation_schema::{structural, CustomResourceDefinition};

fn crd(schema: Value, status: bool) -> CustomResourceDefinition {
    let mut version = json!({"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": schema}});
    if status {
        version["subresources"] = json!({"status": {}});
    }
    serde_json::from_value(json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {
            "group": "example.com",
            "names": {"plural": "widgets", "kind": "Widget"},
            "scope": "Namespaced",
            "versions": [version]
        }
    }))
    .unwrap()
}

fn check(schema: Value) -> Vec<String> {
    structural::check(&crd(schema, false))
        .iter()
        .map(ToString::to_string)
        .collect()
}

const ROOT: &str = "spec.versions[0].schema.openAPIV3Schema";

fn at(rest: &str) -> String {
    format!("{ROOT}{rest}")
}

#[test]
fn valid_schemas_have_no_errors() {
    let cases = [
        json!({"type": "object"}),
        json!({"type": "object", "properties": {
            "spec": {"type": "object", "properties": {
                "replicas": {"type": "integer", "minimum": 0},
                "ports": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"],
                    "items": {"type": "object", "required": ["port"], "properties": {"port": {"type": "integer"}}}},
                "tags": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
                "labels": {"type": "object", "additionalProperties": {"type": "string"}},
                "port": {"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}]},
                "raw": {"type": "object", "x-kubernetes-preserve-unknown-fields": true},
                "template": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}
            }},
            "metadata": {"type": "object", "properties": {"name": {"type": "string", "maxLength": 20}}}
        }}),
        // Value validation over specified fields.
        json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
            "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}),
        // int-or-string, second shape.
        json!({"type": "object", "properties": {"p": {"x-kubernetes-int-or-string": true,
            "allOf": [{"anyOf": [{"type": "integer"}, {"type": "string"}]}, {"pattern": "^[0-9]+%?$"}]}}}),
    ];
    for schema in cases {
        assert_eq!(check(schema.clone()), Vec::<String>::new(), "{schema}");
    }
}

#[test]
fn structural_violations() {
    let cases: Vec<(&str, Value, Vec<String>)> = vec![
        (
            "property without type",
            json!({"type": "object", "properties": {"spec": {}}}),
            vec![at(".properties[spec].type: Required value: must not be empty for specified object fields")],
        ),
        (
            "no type at the root",
            json!({"properties": {"a": {"type": "string"}}}),
            vec![at(".type: Required value: must not be empty at the root")],
        ),
        (
            "non-object root",
            json!({"type": "integer"}),
            vec![at(".type: Invalid value: \"integer\": must be object at the root")],
        ),
        (
            "item without type, array without items",
            json!({"type": "object", "properties": {"a": {"type": "array", "items": {}}, "b": {"type": "array"}}}),
            vec![
                at(".properties[a].items.type: Required value: must not be empty for specified array items"),
                at(".properties[b].items: Required value: must be specified"),
            ],
        ),
        (
            "missing types with extensions (upstream case)",
            json!({"properties": {
                "foo": {"properties": {"a": {}}},
                "json": {"x-kubernetes-preserve-unknown-fields": true, "properties": {"a": {}}},
                "int-or-string": {"x-kubernetes-int-or-string": true, "properties": {"a": {}}}
            }}),
            vec![
                at(".properties[foo].properties[a].type: Required value: must not be empty for specified object fields"),
                at(".properties[foo].type: Required value: must not be empty for specified object fields"),
                at(".properties[int-or-string].properties[a].type: Required value: must not be empty for specified object fields"),
                at(".properties[json].properties[a].type: Required value: must not be empty for specified object fields"),
                at(".type: Required value: must not be empty at the root"),
            ],
        ),
        (
            "forbidden in nested value validation (upstream case)",
            json!({"type": "object", "properties": {"foo": {"type": "string"}},
                "not": {"type": "string", "additionalProperties": true, "title": "hello", "description": "world", "nullable": true},
                "anyOf": [{"items": {"type": "string", "additionalProperties": true, "title": "hello", "description": "world", "nullable": true}}]}),
            vec![
                at(".anyOf[0].items.additionalProperties: Forbidden: must be undefined to be structural"),
                at(".anyOf[0].items.description: Forbidden: must be empty to be structural"),
                at(".anyOf[0].items.nullable: Forbidden: must be false to be structural"),
                at(".anyOf[0].items.title: Forbidden: must be empty to be structural"),
                at(".anyOf[0].items.type: Forbidden: must be empty to be structural"),
                at(".items: Required value: because it is defined in spec.versions[0].schema.openAPIV3Schema.anyOf[0].items"),
                at(".not.additionalProperties: Forbidden: must be undefined to be structural"),
                at(".not.description: Forbidden: must be empty to be structural"),
                at(".not.nullable: Forbidden: must be false to be structural"),
                at(".not.title: Forbidden: must be empty to be structural"),
                at(".not.type: Forbidden: must be empty to be structural"),
            ],
        ),
        (
            "extensions and metadata in nested value validation",
            json!({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "string"}}},
                "allOf": [{"properties": {"a": {"x-kubernetes-list-type": "set", "x-kubernetes-list-map-keys": ["k"],
                    "x-kubernetes-int-or-string": true, "x-kubernetes-embedded-resource": true,
                    "x-kubernetes-preserve-unknown-fields": true, "default": []}}},
                    {"properties": {"metadata": {"properties": {"name": {"maxLength": 3}}}}}]}),
            vec![
                at(".allOf[0].properties[a].default: Forbidden: must be undefined to be structural"),
                at(".allOf[0].properties[a].x-kubernetes-embedded-resource: Forbidden: must be false to be structural"),
                at(".allOf[0].properties[a].x-kubernetes-int-or-string: Forbidden: must be false to be structural"),
                at(".allOf[0].properties[a].x-kubernetes-list-map-keys: Forbidden: must be empty to be structural"),
                at(".allOf[0].properties[a].x-kubernetes-list-type: Forbidden: must be undefined to be structural"),
                at(".allOf[0].properties[a].x-kubernetes-preserve-unknown-fields: Forbidden: must be false to be structural"),
                at(".allOf[1].properties[metadata]: Forbidden: must not be specified in a nested context"),
                at(".properties[metadata]: Required value: because it is defined in spec.versions[0].schema.openAPIV3Schema.allOf[1].properties[metadata]"),
                // The OpenAPI restrictions apply inside value validation too.
                at(".allOf[0].properties[a].type: Required value: must be array if x-kubernetes-list-type is specified"),
                at(".allOf[0].properties[a].x-kubernetes-list-type: Invalid value: \"set\": must be map if x-kubernetes-list-map-keys is non-empty"),
            ],
        ),
        (
            // The API server rejects CEL rules under every junctor of a CRD
            // schema (it has no way to evaluate them there), at any depth.
            "CEL rules and map types in nested value validation",
            json!({"type": "object", "properties": {"a": {"type": "array", "items": {"type": "integer"}},
                    "m": {"type": "object", "additionalProperties": {"type": "string"}}},
                "allOf": [{"x-kubernetes-validations": [{"rule": "self.a.size() > 0"}]},
                    {"properties": {"a": {"items": {"x-kubernetes-validations": [{"rule": "self > 0"}]}}}}],
                "anyOf": [{"x-kubernetes-validations": [{"rule": "has(self.a)"}]}, {"properties": {"m": {"x-kubernetes-map-type": "atomic"}}}],
                "oneOf": [{"x-kubernetes-validations": [{"rule": "has(self.m)"}]}],
                "not": {"x-kubernetes-validations": [{"rule": "self.m.size() == 0", "message": "m must not be empty"}]}}),
            vec![
                at(".allOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural"),
                at(".allOf[1].properties[a].items.x-kubernetes-validations: Forbidden: must be empty to be structural"),
                at(".anyOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural"),
                at(".anyOf[1].properties[m].x-kubernetes-map-type: Forbidden: must be undefined to be structural"),
                at(".not.x-kubernetes-validations: Forbidden: must be empty to be structural"),
                at(".oneOf[0].x-kubernetes-validations: Forbidden: must be empty to be structural"),
                at(".anyOf[1].properties[m].type: Required value: must be object if x-kubernetes-map-type is specified"),
            ],
        ),
        (
            "value validation of an unspecified field",
            json!({"type": "object", "properties": {"spec": {"type": "object"}},
                "anyOf": [{"properties": {"spec": {"properties": {"x": {"minimum": 1}}}}}]}),
            vec![at(".properties[spec].properties[x]: Required value: because it is defined in spec.versions[0].schema.openAPIV3Schema.anyOf[0].properties[spec].properties[x]")],
        ),
        (
            "int-or-string and preserve-unknown-fields (upstream case)",
            json!({"type": "object", "properties": {"a": {"x-kubernetes-preserve-unknown-fields": true, "x-kubernetes-int-or-string": true}}}),
            vec![at(".properties[a].x-kubernetes-preserve-unknown-fields: Invalid value: true: must be false if x-kubernetes-int-or-string is true")],
        ),
        (
            "embedded resource: type, properties, additionalProperties",
            json!({"type": "object", "properties": {
                "a": {"type": "array", "items": {"type": "string"}, "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true},
                "b": {"x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true},
                "c": {"type": "object", "x-kubernetes-embedded-resource": true},
                "d": {"type": "object", "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true,
                      "additionalProperties": {"type": "string"}},
                "e": {"type": "object", "x-kubernetes-embedded-resource": true,
                      "properties": {"kind": {"type": "integer"}, "apiVersion": {"type": "string"}, "metadata": {"type": "string"}}}
            }}),
            vec![
                at(".properties[a].type: Invalid value: \"array\": must be object if x-kubernetes-embedded-resource is true"),
                at(".properties[b].type: Required value: must be object if x-kubernetes-embedded-resource is true"),
                at(".properties[c].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields"),
                at(".properties[d].additionalProperties: Forbidden: must not be used if x-kubernetes-embedded-resource is set"),
                at(".properties[e].properties[kind].type: Invalid value: \"integer\": must be string"),
                at(".properties[e].properties[metadata].type: Invalid value: \"string\": must be object"),
            ],
        ),
        (
            "root metadata may only restrict name and generateName",
            json!({"type": "object", "properties": {"metadata": {"type": "object", "properties": {
                "name": {"type": "string"}, "labels": {"type": "object"}}}}}),
            vec![
                at(".properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified"),
            ],
        ),
        (
            "additionalProperties at the root",
            json!({"type": "object", "additionalProperties": {"type": "string"}}),
            vec![at(".additionalProperties: Forbidden: must not be used at the root")],
        ),
        (
            "invalid pattern",
            json!({"type": "object", "properties": {"foo": {"type": "string", "pattern": "+"}}}),
            vec![at(".properties[foo].pattern: Invalid value: \"+\": must be a valid regular expression, but isn't: error parsing regexp: missing argument to repetition operator: `+`")],
        ),
    ];
    for (name, schema, want) in cases {
        assert_eq!(check(schema), want, "{name}");
    }
}

#[test]
fn openapi_restrictions() {
    let cases: Vec<(&str, Value, Vec<String>)> = vec![
        (
            "additionalProperties and properties",
            json!({"type": "object", "properties": {"a": {"type": "object", "properties": {"b": {"type": "string"}},
                "additionalProperties": false}}}),
            vec![at(".properties[a].additionalProperties: Forbidden: additionalProperties and properties are mutual exclusive")],
        ),
        (
            "unsupported keywords",
            json!({"type": "object", "properties": {
                "a": {"type": "array", "items": {"type": "string"}, "uniqueItems": true},
                "b": {"type": "object", "$ref": "#/definitions/x"},
                "c": {"type": "string", "x-kubernetes-preserve-unknown-fields": false},
                "d": {"type": "strin"}
            }}),
            vec![
                at(".properties[a].uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic"),
                at(".properties[b].$ref: Forbidden: $ref is not supported"),
                at(".properties[c].x-kubernetes-preserve-unknown-fields: Invalid value: false: must be true or undefined"),
                at(".properties[d].type: Unsupported value: \"strin\": supported values: \"array\", \"boolean\", \"integer\", \"number\", \"object\", \"string\""),
            ],
        ),
        (
            "defaults in top-level metadata",
            json!({"type": "object", "properties": {"metadata": {"type": "object", "default": {}}}}),
            vec![at(".properties[metadata].default: Forbidden: must not be set in top-level metadata")],
        ),
        (
            "list types",
            json!({"type": "object", "properties": {
                "a": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "bag"},
                "b": {"type": "string", "x-kubernetes-list-type": "set"},
                "c": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-map-keys": ["k"]},
                "d": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set", "x-kubernetes-list-map-keys": ["k"]},
                "e": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "map"},
                "f": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "object", "properties": {"x": {"type": "string"}}}},
                "g": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "array", "items": {"type": "string"}, "x-kubernetes-list-type": "set"}}
            }}),
            vec![
                at(".properties[a].x-kubernetes-list-type: Unsupported value: \"bag\": supported values: \"atomic\", \"set\", \"map\""),
                at(".properties[b].type: Invalid value: \"string\": must be array if x-kubernetes-list-type is specified"),
                at(".properties[c].x-kubernetes-list-type: Required value: must be map if x-kubernetes-list-map-keys is non-empty"),
                at(".properties[d].x-kubernetes-list-type: Invalid value: \"set\": must be map if x-kubernetes-list-map-keys is non-empty"),
                at(".properties[e].x-kubernetes-list-map-keys: Required value: must not be empty if x-kubernetes-list-type is map"),
                at(".properties[e].items.type: Invalid value: \"string\": must be object if parent array's x-kubernetes-list-type is map"),
                at(".properties[f].items.x-kubernetes-map-type: Invalid value: null: must be atomic as item of a list with x-kubernetes-list-type=set"),
                at(".properties[g].items.x-kubernetes-list-type: Invalid value: \"set\": must be atomic as item of a list with x-kubernetes-list-type=set"),
            ],
        ),
        (
            "list map keys",
            json!({"type": "object", "properties": {
                "a": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name", "missing", "name", "obj"],
                    "items": {"type": "object", "nullable": true, "required": ["obj"], "properties": {
                        "name": {"type": "string", "nullable": true}, "obj": {"type": "object"}}}}
            }}),
            vec![
                at(".properties[a].x-kubernetes-list-map-keys: Invalid value: [\"name\",\"missing\",\"name\",\"obj\"]: entries must all be names of item properties"),
                at(".properties[a].x-kubernetes-list-map-keys: Invalid value: [\"name\",\"missing\",\"name\",\"obj\"]: must not contain duplicate entries"),
                at(".properties[a].items.properties[obj].type: Invalid value: \"object\": must be a scalar type if parent array's x-kubernetes-list-type is map"),
                at(".properties[a].items.nullable: Forbidden: cannot be nullable when x-kubernetes-list-type is map"),
                at(".properties[a].items.properties[name].default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property"),
                at(".properties[a].items.properties[name].nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable"),
                at(".properties[a].items.properties[name].default: Required value: this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property"),
                at(".properties[a].items.properties[name].nullable: Forbidden: this property is in x-kubernetes-list-map-keys, so it cannot be nullable"),
            ],
        ),
        (
            "map types",
            json!({"type": "object", "properties": {"a": {"type": "string", "x-kubernetes-map-type": "loose"}}}),
            vec![
                at(".properties[a].type: Invalid value: \"string\": must be object if x-kubernetes-map-type is specified"),
                at(".properties[a].x-kubernetes-map-type: Unsupported value: \"loose\": supported values: \"atomic\", \"granular\""),
            ],
        ),
        (
            "validation rules",
            json!({"type": "object", "x-kubernetes-validations": [
                {"rule": " "},
                {"rule": "self.a > 0", "message": " "},
                {"rule": "self.a > 0", "message": "two\nlines"},
                {"rule": "self.a >\n0"},
                {"rule": "self.a > 0", "messageExpression": " ", "reason": "FieldValueGone", "fieldPath": " "}
            ]}),
            vec![
                at(".x-kubernetes-validations[0].rule: Required value: rule is not specified"),
                at(".x-kubernetes-validations[1].message: Invalid value: \" \": must be non-empty if specified"),
                at(".x-kubernetes-validations[2].message: Invalid value: \"two\\nlines\": must not contain line breaks"),
                at(".x-kubernetes-validations[3].message: Required value: message must be specified if rule contains line breaks"),
                at(".x-kubernetes-validations[4].messageExpression: Required value: messageExpression must be non-empty if specified"),
                at(".x-kubernetes-validations[4].reason: Unsupported value: \"FieldValueGone\": supported values: \"FieldValueDuplicate\", \"FieldValueForbidden\", \"FieldValueInvalid\", \"FieldValueRequired\""),
                at(".x-kubernetes-validations[4].fieldPath: Invalid value: \" \": must be non-empty if specified"),
                at(".x-kubernetes-validations[4].fieldPath: Invalid value: \" \": must be a valid path"),
            ],
        ),
        (
            "field paths name a property or a map key of the rule's node",
            json!({"type": "object", "properties": {
                    "a": {"type": "integer"},
                    "labels": {"type": "object", "additionalProperties": {"type": "string"}}},
                "x-kubernetes-validations": [
                    {"rule": "true", "fieldPath": ".a"},
                    {"rule": "true", "fieldPath": ".labels['app.kubernetes.io/name']"},
                    {"rule": "true", "fieldPath": ".b"},
                    {"rule": "true", "fieldPath": ".a.b"},
                    {"rule": "true", "fieldPath": "a"}
                ]}),
            vec![
                at(".x-kubernetes-validations[2].fieldPath: Invalid value: \".b\": must be a valid path"),
                at(".x-kubernetes-validations[3].fieldPath: Invalid value: \".a.b\": must be a valid path"),
                at(".x-kubernetes-validations[4].fieldPath: Invalid value: \"a\": must be a valid path"),
            ],
        ),
    ];
    for (name, schema, want) in cases {
        assert_eq!(check(schema), want, "{name}");
    }
}

#[test]
fn root_restrictions_come_first() {
    let errs = structural::check(&crd(
        json!({"type": "array", "nullable": true, "items": {"type": "string"}}),
        true,
    ));
    let got: Vec<String> = errs.iter().map(ToString::to_string).collect();
    assert_eq!(
        got,
        [
            "spec.versions[0].schema.openAPIV3Schema.type: Invalid value: \"array\": only \"object\" is allowed as the type at the root of the schema if the status subresource is enabled",
            "spec.versions[0].schema.openAPIV3Schema.nullable: Forbidden: nullable cannot be true at the root",
            "spec.versions[0].schema.openAPIV3Schema.type: Invalid value: \"array\": must be object at the root",
        ]
    );
    let reasons: Vec<&str> = errs.iter().map(|e| e.error_type.reason()).collect();
    assert_eq!(
        reasons,
        ["FieldValueInvalid", "FieldValueForbidden", "FieldValueInvalid"]
    );
}

#[test]
fn preserve_unknown_fields_true_is_rejected() {
    let mut c = crd(json!({"type": "object"}), false);
    c.spec.preserve_unknown_fields = Some(true);
    let got: Vec<String> = structural::check(&c).iter().map(ToString::to_string).collect();
    assert_eq!(
        got,
        ["spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead"]
    );
}

#[test]
fn is_structural_answers_for_one_schema() {
    let ok: validation_schema::Schema = serde_json::from_value(json!({"type": "object"})).unwrap();
    let bad: validation_schema::Schema =
        serde_json::from_value(json!({"type": "object", "properties": {"a": {}}})).unwrap();
    assert!(structural::is_structural(&ok));
    assert!(!structural::is_structural(&bad));
}

#[test]
fn a_schema_on_its_own() {
    let s: validation_schema::Schema = serde_json::from_value(json!({"type": "object", "nullable": true,
        "properties": {"spec": {"properties": {"a": {"type": "string", "uniqueItems": true}}}}}))
    .unwrap();
    let got: Vec<String> = structural::check_schema(&s).iter().map(ToString::to_string).collect();
    assert_eq!(
        got,
        [
            "openAPIV3Schema.nullable: Forbidden: nullable cannot be true at the root",
            "openAPIV3Schema.properties[spec].type: Required value: must not be empty for specified object fields",
            "openAPIV3Schema.properties[spec].properties[a].uniqueItems: Forbidden: uniqueItems cannot be set to true since the runtime complexity becomes quadratic",
        ]
    );
}

/// A structural schema's defaults, before any rule is compiled: a default
/// with fields its schema prunes, or invalid against its schema (in list
/// items too), is an error at the default; map values are not followed
/// (defaults are forbidden there). List types are not checked on defaults.
/// The API server then compiles no rule.
#[test]
fn defaults_are_pruned_and_valid_against_their_schema() {
    let errs = check(json!({"type": "object", "properties": {
        "worker": {"type": "object", "default": {"max": 50, "extra": 1},
            "properties": {"max": {"type": "integer", "maximum": 20}}},
        "ports": {"type": "array", "items": {"type": "object",
            "properties": {"port": {"type": "integer", "minimum": 1, "default": 0}}}},
        "fine": {"type": "string", "default": "a", "maxLength": 2},
        "set": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}, "default": ["a", "a"]}
    }}));
    assert_eq!(
        errs,
        [
            at(".properties[ports].items.properties[port].default: Invalid value: 0: \
                spec.versions[0].schema.openAPIV3Schema.properties[ports].items.properties[port].default in body \
                should be greater than or equal to 1"),
            at(".properties[worker].default: Invalid value: {\"extra\":1,\"max\":50}: must not have unknown fields"),
            at(".properties[worker].default.max: Invalid value: 50: \
                spec.versions[0].schema.openAPIV3Schema.properties[worker].default.max in body should be less than \
                or equal to 20"),
        ]
    );
}

/// A default in an embedded resource's `apiVersion`, `kind` or `metadata`
/// is checked as that resource's: placed in an object of it, which must
/// make valid metadata.
#[test]
fn defaults_in_an_embedded_resources_metadata_make_valid_metadata() {
    let errs = check(json!({"type": "object", "properties": {
        "template": {"type": "object", "x-kubernetes-embedded-resource": true, "properties": {
            "apiVersion": {"type": "string", "default": "a/b/c"},
            "kind": {"type": "string", "default": "Pod"},
            "metadata": {"type": "object", "properties": {"name": {"type": "string", "default": "x"}}}
        }}
    }}));
    assert_eq!(
        errs,
        [at(
            ".properties[template].properties[apiVersion].default: Invalid value: \"a/b/c\": must result in \
             valid metadata: apiVersion: Invalid value: \"a/b/c\": unexpected GroupVersion string: a/b/c"
        )]
    );
}
