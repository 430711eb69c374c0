//! OpenAPI value validation: each case is a schema, a value and the exact
//! errors the API server reports for it on create.

use serde_json::{json, Value};
use validation_runtime::KubeVersion;
use validation_schema::{validate, Schema, Validator};

fn schema(v: Value) -> Schema {
    serde_json::from_value(v).unwrap()
}

fn errors(s: &Schema, v: &Value) -> Vec<String> {
    let outcome = validate(s, v, None);
    assert!(outcome.warnings.is_empty());
    outcome.errors.iter().map(ToString::to_string).collect()
}

/// A schema with one property `spec.<name>` of schema `field`.
fn spec_field(name: &str, field: Value) -> Schema {
    schema(json!({"type": "object", "properties": {"spec": {"type": "object", "properties": {name: field}}}}))
}

#[test]
fn keyword_messages() {
    let cases: Vec<(&str, Value, Value, Vec<&str>)> = vec![
        (
            "minimum",
            json!({"type": "integer", "minimum": 0}),
            json!(-1),
            vec!["spec.x: Invalid value: -1: spec.x in body should be greater than or equal to 0"],
        ),
        (
            "exclusive minimum",
            json!({"type": "integer", "minimum": 0, "exclusiveMinimum": true}),
            json!(0),
            vec!["spec.x: Invalid value: 0: spec.x in body should be greater than 0"],
        ),
        (
            "maximum",
            json!({"type": "integer", "maximum": 10}),
            json!(11),
            vec!["spec.x: Invalid value: 11: spec.x in body should be less than or equal to 10"],
        ),
        (
            "exclusive maximum on a float",
            json!({"type": "number", "maximum": 1.5, "exclusiveMaximum": true}),
            json!(1.5),
            vec!["spec.x: Invalid value: 1.5: spec.x in body should be less than 1.5"],
        ),
        (
            "large float limit in Go's layout",
            json!({"type": "number", "maximum": 1000000.0}),
            json!(2000000.5),
            vec!["spec.x: Invalid value: 2.0000005e+06: spec.x in body should be less than or equal to 1e+06"],
        ),
        (
            "multipleOf",
            json!({"type": "integer", "multipleOf": 5}),
            json!(7),
            vec!["spec.x: Invalid value: 7: spec.x in body should be a multiple of 5"],
        ),
        (
            "type",
            json!({"type": "integer"}),
            json!("string"),
            vec!["spec.x: Invalid value: \"string\": spec.x in body must be of type integer: \"string\""],
        ),
        (
            "a float is not an integer, nor in an integer's range",
            json!({"type": "integer"}),
            json!(1.5),
            vec![
                "spec.x: Invalid value: \"number\": spec.x in body must be of type integer: \"number\"",
                "<nil>: Invalid value: \"\": Checked value must be of type integer (default format) in spec.x",
            ],
        ),
        (
            "an integral float is an integer",
            json!({"type": "integer"}),
            json!(2.0),
            vec![],
        ),
        ("an integer is a number", json!({"type": "number"}), json!(2), vec![]),
        (
            "null without nullable",
            json!({"type": "string"}),
            json!(null),
            vec!["spec.x: Invalid value: \"null\": spec.x in body must be of type string: \"null\""],
        ),
        (
            "null with nullable",
            json!({"type": "string", "nullable": true}),
            json!(null),
            vec![],
        ),
        (
            "int-or-string",
            json!({"x-kubernetes-int-or-string": true}),
            json!(true),
            vec!["spec.x: Invalid value: \"boolean\": spec.x in body must be of type integer,string: \"boolean\""],
        ),
        (
            "enum",
            json!({"type": "string", "enum": ["a", "b"]}),
            json!("x"),
            vec!["spec.x: Unsupported value: \"x\": supported values: \"a\", \"b\""],
        ),
        (
            "numeric enum",
            json!({"type": "integer", "enum": [1, 2]}),
            json!(3),
            vec!["spec.x: Unsupported value: 3: supported values: \"1\", \"2\""],
        ),
        (
            "maxLength counts characters",
            json!({"type": "string", "maxLength": 5}),
            json!("éééééé"),
            vec!["spec.x: Too long: may not be more than 5 bytes"],
        ),
        (
            "maxLength of 1",
            json!({"type": "string", "maxLength": 1}),
            json!("ab"),
            vec!["spec.x: Too long: may not be more than 1 byte"],
        ),
        (
            "minLength",
            json!({"type": "string", "minLength": 2}),
            json!("a"),
            vec!["spec.x: Invalid value: \"a\": spec.x in body should be at least 2 chars long"],
        ),
        (
            "pattern",
            json!({"type": "string", "pattern": "^[a-z]+$"}),
            json!("A1"),
            vec!["spec.x: Invalid value: \"A1\": spec.x in body should match '^[a-z]+$'"],
        ),
        (
            "format",
            json!({"type": "string", "format": "uuid"}),
            json!("not-a-uuid"),
            vec!["spec.x: Invalid value: \"not-a-uuid\": spec.x in body must be of type uuid: \"not-a-uuid\""],
        ),
        (
            "unknown formats are not checked",
            json!({"type": "string", "format": "color"}),
            json!("anything"),
            vec![],
        ),
        (
            "maxItems",
            json!({"type": "array", "items": {"type": "integer"}, "maxItems": 2}),
            json!([1, 2, 3]),
            vec!["spec.x: Too many: 3: must have at most 2 items"],
        ),
        (
            "minItems",
            json!({"type": "array", "items": {"type": "integer"}, "minItems": 1}),
            json!([]),
            vec!["spec.x: Invalid value: 0: spec.x in body should have at least 1 items"],
        ),
        (
            "item errors come before item counts",
            json!({"type": "array", "items": {"type": "integer", "minimum": 0}, "maxItems": 1}),
            json!([1, -1]),
            vec![
                "spec.x[1]: Invalid value: -1: spec.x[1] in body should be greater than or equal to 0",
                "spec.x: Too many: 2: must have at most 1 item",
            ],
        ),
        (
            "maxProperties stops the object's checks",
            json!({"type": "object", "maxProperties": 1, "required": ["z"],
            "additionalProperties": {"type": "string"}}),
            json!({"a": 1, "b": 2}),
            vec!["spec.x: Too many: 2: must have at most 1 item"],
        ),
        (
            "minProperties",
            json!({"type": "object", "minProperties": 2, "additionalProperties": {"type": "string"}}),
            json!({"a": "1"}),
            vec!["spec.x: Invalid value: 1: spec.x in body should have at least 2 properties"],
        ),
        (
            "map values are named with dots",
            json!({"type": "object", "additionalProperties": {"type": "string", "maxLength": 1}}),
            json!({"app.kubernetes.io/name": "web"}),
            vec!["spec.x.app.kubernetes.io/name: Too long: may not be more than 1 byte"],
        ),
        (
            "additionalProperties false",
            json!({"type": "object", "additionalProperties": false}),
            json!({"k": 1}),
            vec!["spec.x: Invalid value: \"k\": spec.x.k in body is a forbidden property"],
        ),
        (
            "required",
            json!({"type": "object", "required": ["name", "port"], "properties": {"name": {"type": "string"}}}),
            json!({"name": "a"}),
            vec!["spec.x.port: Required value"],
        ),
    ];
    for (name, field, value, want) in cases {
        let s = spec_field("x", field);
        assert_eq!(errors(&s, &json!({"spec": {"x": value}})), want, "{name}");
    }
}

#[test]
fn reasons_and_values_are_the_api_servers() {
    let s = spec_field("x", json!({"type": "integer", "minimum": 0}));
    let outcome = validate(&s, &json!({"spec": {"x": "a"}}), None);
    let e = outcome.errors.iter().next().unwrap();
    assert_eq!(e.error_type.reason(), "FieldValueTypeInvalid");
    assert_eq!(e.field, "spec.x");
    assert_eq!(e.detail, "spec.x in body must be of type integer: \"string\"");
    let s = spec_field("x", json!({"type": "string", "enum": ["a"]}));
    let outcome = validate(&s, &json!({"spec": {"x": "b"}}), None);
    assert_eq!(
        outcome.errors.iter().next().unwrap().error_type.reason(),
        "FieldValueNotSupported"
    );
    let outcome = validate(
        &spec_field("x", json!({"type": "string", "maxLength": 0})),
        &json!({"spec": {"x": "b"}}),
        None,
    );
    assert_eq!(
        outcome.errors.iter().next().unwrap().error_type.reason(),
        "FieldValueTooLong"
    );
}

#[test]
fn junctors() {
    let cases: Vec<(&str, Value, Value, Vec<&str>)> = vec![
        ("oneOf none valid", json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
            "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}), json!({}),
            vec!["<nil>: Invalid value: \"\": \"spec.x\" must validate one and only one schema (oneOf). Found none valid",
                 "spec.x.a: Required value"]),
        ("oneOf two valid", json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
            "oneOf": [{"required": ["a"]}, {"required": ["b"]}]}), json!({"a": "1", "b": "2"}),
            vec!["<nil>: Invalid value: \"\": \"spec.x\" must validate one and only one schema (oneOf). Found 2 valid alternatives"]),
        ("anyOf", json!({"type": "string", "anyOf": [{"minLength": 3}, {"maxLength": 1}]}), json!("ab"),
            vec!["<nil>: Invalid value: \"\": \"spec.x\" must validate at least one schema (anyOf)",
                 "spec.x: Invalid value: \"ab\": spec.x in body should be at least 3 chars long"]),
        ("allOf", json!({"type": "integer", "allOf": [{"minimum": 1}, {"maximum": 5}]}), json!(0),
            vec!["spec.x: Invalid value: 0: spec.x in body should be greater than or equal to 1",
                 "<nil>: Invalid value: \"\": \"spec.x\" must validate all the schemas (allOf)"]),
        ("not", json!({"type": "string", "not": {"enum": ["forbidden"]}}), json!("forbidden"),
            vec!["<nil>: Invalid value: \"\": \"spec.x\" must not validate the schema (not)"]),
        ("int-or-string accepts both", json!({"x-kubernetes-int-or-string": true, "anyOf": [{"type": "integer"}, {"type": "string"}]}),
            json!("10%"), vec![]),
    ];
    for (name, field, value, want) in cases {
        let s = spec_field("x", field);
        assert_eq!(errors(&s, &json!({"spec": {"x": value}})), want, "{name}");
    }
}

#[test]
fn list_types() {
    let s = schema(json!({"type": "object", "properties": {
        "tags": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
        "ports": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port", "protocol"],
            "items": {"type": "object", "properties": {"port": {"type": "integer"}, "protocol": {"type": "string"}}}},
        "byName": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
            "items": {"type": "object", "properties": {"name": {"type": "string"}}}},
        "labels": {"type": "object", "additionalProperties": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "integer"}}}
    }}));
    let value = json!({
        "tags": ["a", "b", "a", "a", "b"],
        "ports": [{"port": 80, "protocol": "TCP"}, {"port": 80, "protocol": "UDP"}, {"port": 80, "protocol": "TCP"}, {"port": 81}, {"port": 81}],
        "byName": [{"name": "x"}, {}, {"name": "x"}, {}],
        "labels": {"app": [1, 1, 1.0]}
    });
    assert_eq!(
        errors(&s, &value),
        [
            "byName[2]: Duplicate value: {\"name\":\"x\"}",
            "byName[3]: Duplicate value: {}",
            "labels[app][1]: Duplicate value: 1",
            "ports[2]: Duplicate value: {\"port\":80,\"protocol\":\"TCP\"}",
            "ports[4]: Duplicate value: {\"port\":81}",
            "tags[2]: Duplicate value: \"a\"",
            "tags[4]: Duplicate value: \"b\"",
        ]
    );
    // Before 1.34 the API server printed objects in Go's `%#v`.
    let older = Validator::new(&s)
        .with_version(KubeVersion::new(33))
        .validate(&value, None);
    assert_eq!(
        older.errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "byName[2]: Duplicate value: map[string]interface {}{\"name\":\"x\"}",
            "byName[3]: Duplicate value: map[string]interface {}{}",
            "labels[app][1]: Duplicate value: 1",
            "ports[2]: Duplicate value: map[string]interface {}{\"port\":80, \"protocol\":\"TCP\"}",
            "ports[4]: Duplicate value: map[string]interface {}{\"port\":81}",
            "tags[2]: Duplicate value: \"a\"",
            "tags[4]: Duplicate value: \"b\"",
        ]
    );
    let not_objects = json!({"byName": [{"name": "x"}, "y", 3]});
    assert_eq!(
        errors(&s, &not_objects),
        [
            "byName[1]: Invalid value: \"string\": byName[1] in body must be of type object: \"string\"",
            "byName[2]: Invalid value: \"integer\": byName[2] in body must be of type object: \"integer\"",
            "byName[1]: Invalid value: \"y\": must be an object for an array of list-type map",
        ]
    );
}

#[test]
fn embedded_resources() {
    let s = schema(json!({"type": "object", "properties": {"template": {"type": "object",
        "x-kubernetes-embedded-resource": true, "x-kubernetes-preserve-unknown-fields": true}}}));
    let cases: Vec<(Value, Vec<&str>)> = vec![
        (json!({"apiVersion": "v1", "kind": "Pod"}), vec![]),
        (json!({}), vec!["template.apiVersion: Required value: must not be empty", "template.kind: Required value: must not be empty"]),
        (json!({"apiVersion": 1, "kind": ""}), vec![
            "template.apiVersion: Invalid value: 1: must be a string",
            "template.kind: Invalid value: \"\": must not be empty",
        ]),
        (json!({"apiVersion": "a/b/c", "kind": "Pod_Set"}), vec![
            "template.apiVersion: Invalid value: \"a/b/c\": unexpected GroupVersion string: a/b/c",
            "template.kind: Invalid value: \"Pod_Set\": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
        ]),
        (json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"labels": {"a": 1}}}), vec![
            "template.metadata: Invalid value: {\"labels\":{\"a\":1}}: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string",
        ]),
        // Object metadata: the name is a path segment, and may be left out.
        (json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"labels": {"app": "x"}}}), vec![]),
        (json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "Web_1", "generateName": "web-"}}), vec![]),
        (json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "..", "generateName": "a/b",
            "namespace": "a.b", "labels": {"a": "-x"}, "finalizers": ["orphan", "foregroundDeletion"]}}), vec![
            "template.metadata.generateName: Invalid value: \"a/b\": may not contain '/'",
            "template.metadata.name: Invalid value: \"..\": may not be '..'",
            "template.metadata.namespace: Invalid value: \"a.b\": must not contain dots",
            "template.metadata.labels: Invalid value: \"-x\": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
            "template.metadata.finalizers: Invalid value: []string{\"orphan\", \"foregroundDeletion\"}: finalizer orphan and foregroundDeletion cannot be both set",
        ]),
    ];
    for (template, want) in cases {
        assert_eq!(errors(&s, &json!({"template": template})), want, "{template}");
    }
}

#[test]
fn formats() {
    use validation_schema::validate::validates_format;
    let cases: &[(&str, &str, bool)] = &[
        ("uuid", "7f3a0c2e-1b2c-4d5e-8f90-123456789abc", true),
        ("uuid", "7f3a0c2e1b2c4d5e8f90123456789abc", true),
        ("uuid", "7f3a0c2e-1b2c", false),
        ("uuid4", "7f3a0c2e-1b2c-4d5e-8f90-123456789abc", true),
        ("uuid4", "7f3a0c2e-1b2c-3d5e-8f90-123456789abc", false),
        ("uuid3", "7f3a0c2e-1b2c-3d5e-8f90-123456789abc", true),
        ("uuid5", "7f3a0c2e-1b2c-5d5e-c f90-123456789abc", false),
        ("date", "2024-02-29", true),
        ("date", "2023-02-29", false),
        ("date", "2024-2-1", false),
        ("date-time", "2024-02-29T12:30:00Z", true),
        ("datetime", "2024-02-29T12:30:00.123+01:00", true),
        ("date-time", "2024-02-29 12:30:00Z", false),
        ("date-time", "2024-02-29t12:30:00z", true),
        ("date-time", "2024-02-29T12:30:00", false),
        ("date-time", "2024-02-29T24:00:00Z", false),
        ("byte", "aGVsbG8=", true),
        ("byte", "", false),
        ("byte", "aGVs\nbG8=", false),
        ("byte", "aGVsbG8", false),
        ("ipv4", "10.0.0.1", true),
        ("ipv4", "10.0.0.256", false),
        ("ipv4", "::1", false),
        ("ipv6", "::1", true),
        ("ipv6", "10.0.0.1", false),
        ("cidr", "10.0.0.0/8", true),
        ("cidr", "10.0.0.0/33", false),
        ("cidr", "fd00::/64", true),
        ("mac", "00:1a:2b:3c:4d:5e", true),
        ("mac", "00-1a-2b-3c-4d-5e", true),
        ("mac", "001a.2b3c.4d5e", true),
        ("mac", "00:1a:2b", false),
        ("hostname", "example.com", true),
        ("hostname", "-bad.example.com", false),
        ("hostname", "localhost", true),
        ("k8s-short-name", "web-1", true),
        ("k8s-short-name", "Web", false),
        ("k8s-short-name", "a.b", false),
        ("k8s-short-name", &"a".repeat(64), false),
        ("k8s-long-name", "a.b-c.d", true),
        ("k8s-long-name", "a..b", false),
        ("k8s-long-name", "-a", false),
        ("hexcolor", "#ff00AA", true),
        ("hexcolor", "#ff00A", false),
        ("rgbcolor", "rgb(255, 0, 10)", true),
        ("rgbcolor", "rgb(256,0,0)", false),
        ("bsonobjectid", "507f1f77bcf86cd799439011", true),
        ("bsonobjectid", "507f1f77bcf86cd79943901", false),
        ("ssn", "123-45-6789", true),
        ("ssn", "123456789x", false),
        ("ssn", "123456789", false),
        ("isbn10", "0-306-40615-2", true),
        ("isbn10", "0-306-40615-3", false),
        ("isbn13", "978-0-306-40615-7", true),
        ("isbn", "978-0-306-40615-7", true),
        ("creditcard", "4111 1111 1111 1111", true),
        ("creditcard", "4111 1111 1111 1112", false),
        ("duration", "1h30m", true),
        ("duration", "-1.5s", true),
        ("duration", "3d", true),
        ("duration", "10 parsecs", false),
        ("duration", "3 day", true),
        ("duration", "5 hours", false),
        ("email", "a@example.com", true),
        ("email", "Alice <a@example.com>", true),
        ("email", "not an email", false),
        ("uri", "https://example.com/a?b=c", true),
        ("uri", "/absolute/path", true),
        ("uri", "mailto:a@example.com", true),
        ("uri", "example.com/relative", false),
        ("uri", "http://host:port/", false),
        ("uri", "http://[::1]:8080/x", true),
        ("uri", "/bad%zzescape", false),
        ("password", "anything", true),
    ];
    for (format, text, valid) in cases {
        assert_eq!(validates_format(format, text), *valid, "{format} {text:?}");
    }
}

#[test]
fn a_type_the_server_does_not_know_is_named_as_written() {
    let s = spec_field("x", json!({"type": "strin"}));
    assert_eq!(
        errors(&s, &json!({"spec": {"x": "a"}})),
        ["spec.x: Invalid value: \"string\": spec.x in body must be of type strin: \"string\""]
    );
}

#[test]
fn errors_of_the_root_value_have_no_field() {
    let s = schema(json!({"type": "object", "required": ["spec"], "maxProperties": 5}));
    assert_eq!(
        errors(&s, &json!([1])),
        ["<nil>: Invalid value: \"array\":  in body must be of type object: \"array\""]
    );
    assert_eq!(errors(&s, &json!({})), ["spec: Required value"]);
}

#[test]
fn failed_alternatives_report_the_one_where_most_checks_applied() {
    // Equal work in both alternatives: the first failure is reported, even
    // though the second has fewer errors.
    let s = spec_field(
        "x",
        json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}, "c": {"type": "string"}},
        "oneOf": [{"required": ["a", "b"]}, {"required": ["c"]}]}),
    );
    assert_eq!(
        errors(&s, &json!({"spec": {"x": {}}})),
        [
            "<nil>: Invalid value: \"\": \"spec.x\" must validate one and only one schema (oneOf). Found none valid",
            "spec.x.a: Required value",
            "spec.x.b: Required value",
        ]
    );
    // An alternative that reaches into present properties did more checks.
    let s = spec_field(
        "x",
        json!({"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}},
        "anyOf": [{"required": ["b"]}, {"properties": {"a": {"maxLength": 1}}}]}),
    );
    assert_eq!(
        errors(&s, &json!({"spec": {"x": {"a": "long"}}})),
        [
            "<nil>: Invalid value: \"\": \"spec.x\" must validate at least one schema (anyOf)",
            "spec.x.a: Too long: may not be more than 1 byte",
        ]
    );
}
