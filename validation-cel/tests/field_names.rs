//! Fields named by CEL reserved words (`if`, `namespace`) and the metadata
//! of embedded resources, as the API server binds and types them.

use serde_json::{json, Value};
use validation_cel::{compile_in, Environment, Validator};
use validation_runtime::KubeVersion;
use validation_schema::{Schema, ValidationRule};

fn schema() -> Schema {
    serde_json::from_value(json!({"type": "object", "properties": {
        "if": {"type": "integer"},
        "namespace": {"type": "array", "items": {"type": "string"}},
        "embedded": {
            "type": "object", "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true,
            "properties": {
                "kind": {"type": "string"}, "apiVersion": {"type": "string"},
                "metadata": {"type": "object", "properties": {
                    "name": {"type": "string"}, "generateName": {"type": "string"},
                    "namespace": {"type": "string"}}}}},
        "partial": {
            "type": "object", "x-kubernetes-embedded-resource": true,
            "x-kubernetes-preserve-unknown-fields": true,
            "properties": {"metadata": {"type": "object", "properties": {"namespace": {"type": "string"}}}}},
    }}))
    .unwrap()
}

fn compile_error(rule: &str, minor: u32) -> Option<String> {
    let rule = ValidationRule {
        rule: rule.into(),
        ..Default::default()
    };
    compile_in(
        &rule,
        &schema(),
        false,
        Environment::new_expressions(KubeVersion::new(minor)),
    )
    .err()
    .map(|e| e.to_string())
}

fn errors(rule: &str, object: Value) -> Vec<String> {
    let mut with_rule = schema();
    with_rule.x_validations = vec![ValidationRule {
        rule: rule.into(),
        ..Default::default()
    }];
    let mut outcome = validation_schema::Outcome::default();
    Validator::new(&with_rule).rules(&object, None, &mut outcome);
    outcome.errors.iter().map(ToString::to_string).collect()
}

#[test]
fn reserved_words_select_fields_from_compatibility_version_1_31() {
    // New rules on a 1.32 server compile with 1.31's options.
    for rule in [
        "self.if == 1",
        "self.__if__ == 1",
        "size(self.namespace) == 1 && self.__namespace__[0] == 'a'",
    ] {
        assert_eq!(compile_error(rule, 32), None, "{rule}");
    }
    assert_eq!(
        compile_error("self.if == 1", 31).as_deref(),
        Some("compilation failed: ERROR: <input>:1:5: undefined field 'if'\n | self.if == 1\n | ....^")
    );
    assert_eq!(compile_error("self.__if__ == 1", 31), None);
    let object = json!({"if": 1, "namespace": ["a"]});
    assert_eq!(
        errors(
            "self.if == 1 && has(self.if) && self.namespace == ['a'] && self.?if == optional.of(1)",
            object.clone()
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        errors("self.if == 2", object),
        ["<nil>: Invalid value: failed rule: self.if == 2"]
    );
}

#[test]
fn embedded_resources_keep_declared_metadata_only_when_they_declare_all_of_it() {
    let object = json!({
        "embedded": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "a", "generateName": "b", "namespace": "n"}},
        "partial": {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "a", "namespace": "n"}},
    });
    assert_eq!(
        errors(
            "self.embedded.metadata.namespace == 'n' && self.embedded.metadata.name == 'a'",
            object.clone()
        ),
        Vec::<String>::new()
    );
    // Without `kind`, `apiVersion`, `name` and `generateName` declared, the
    // API server replaces `metadata` with `name` and `generateName`.
    assert_eq!(
        errors(
            "self.partial.metadata.name == 'a' && self.partial.kind == 'Pod'",
            object
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        compile_error("self.partial.metadata.namespace == 'n'", 35).as_deref(),
        Some(
            "compilation failed: ERROR: <input>:1:22: undefined field 'namespace'\n | self.partial.metadata.namespace == 'n'\n | .....................^"
        )
    );
}

#[test]
fn field_paths_parse_and_fail_as_the_api_server_parses_them() {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
        "a": {"type": "object", "properties": {"foo's": {"type": "integer"}, "x.y": {"type": "integer"}}},
        "m": {"type": "object", "additionalProperties": {"type": "integer"}},
        "l": {"type": "array", "items": {"type": "integer"}},
    }}))
    .unwrap();
    let compile = |path: &str| {
        let rule = ValidationRule {
            rule: "true".into(),
            field_path: path.into(),
            ..Default::default()
        };
        validation_cel::compile(&rule, &schema, false)
            .err()
            .map(|e| e.to_string())
    };
    for valid in [".a['foo\\'s']", ".a['x.y']", "['a']['x.y']", ".m.anyKey", ".m['k.e.y']"] {
        assert_eq!(compile(valid), None, "{valid}");
    }
    for (path, why) in [
        (".", "unexpected end of JSON path"),
        (".a['x.y'", "unexpected end of JSON path"),
        (".a..b", "does not refer to a valid field"),
        ("a", "expected [ or . but got: a"),
        (".l[0]", "expected single quoted string but got 0"),
        (".l.a", "does not refer to a valid field"),
        (".a['x.y'}", "expected ] but got }"),
        (".a['\\q']", "invalid string literal: invalid escape char \\q"),
    ] {
        assert_eq!(
            compile(path),
            Some(format!("fieldPath: Invalid value: \"{path}\": {why}")),
            "{path}"
        );
    }
}
