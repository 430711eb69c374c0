//! Patches of a custom resource, as the API server handles them: patch,
//! stored object, the resulting object, warnings and errors. The schema,
//! the stored object and the patch bodies with unknown and duplicate fields
//! are those of the API server's field-validation integration test
//! (`testFieldValidationPatchCRD`), with its expected strict errors.

use serde_json::{json, Value};
use validation_runtime::decode::FieldValidation;
use validation_schema::patch::{self, PatchType};
use validation_schema::Schema;

const CRON: &str = r"^(\d+|\*)(/\d+)?(\s+(\d+|\*)(/\d+)?){4}$";

fn schema() -> Schema {
    serde_json::from_value(
        json!({"type": "object", "properties": {"spec": {"type": "object", "properties": {
        "cronSpec": {"type": "string", "pattern": CRON},
        "knownField1": {"type": "string"},
        "ports": {"type": "array", "x-kubernetes-list-type": "map",
            "x-kubernetes-list-map-keys": ["containerPort", "protocol"],
            "items": {"type": "object", "required": ["containerPort", "protocol"], "properties": {
                "containerPort": {"type": "integer", "format": "int32"},
                "hostIP": {"type": "string"},
                "hostPort": {"type": "integer", "format": "int32"},
                "name": {"type": "string"},
                "protocol": {"type": "string"}}}}}}}}),
    )
    .unwrap()
}

fn stored() -> Value {
    json!({"apiVersion": "example.com/v1", "kind": "Widget",
        "metadata": {"name": "w", "finalizers": ["test-finalizer"]},
        "spec": {"cronSpec": "* * * * */5", "ports": [{"name": "x", "containerPort": 80, "protocol": "TCP"}]}})
}

/// `stored()` with `spec` changed by `f`.
fn with_spec(f: impl FnOnce(&mut serde_json::Map<String, Value>)) -> Value {
    let mut object = stored();
    if let Some(Value::Object(spec)) = object.get_mut("spec") {
        f(spec);
    }
    object
}

const MERGE_BODY: &str = r#"{"spec": {
    "unknown1": "val1",
    "unknownDupe": "valDupe",
    "unknownDupe": "valDupe2",
    "knownField1": "val1",
    "knownField1": "val2",
    "ports": [{"name": "portName", "containerPort": 8080, "protocol": "TCP",
        "hostPort": 8081, "hostPort": 8082, "unknownNested": "val"}]}}"#;

const JSON_BODY: &str = r#"[
    {"op": "add", "path": "/spec/unknown1", "value": "val1", "foo": "bar"},
    {"op": "add", "path": "/spec/unknown2", "path": "/spec/unknown3", "value": "val2"},
    {"op": "add", "path": "/spec/unknownDupe", "value": "valDupe"},
    {"op": "add", "path": "/spec/unknownDupe", "value": "valDupe2"},
    {"op": "add", "path": "/spec/knownField1", "value": "val1"},
    {"op": "add", "path": "/spec/knownField1", "value": "val2"},
    {"op": "add", "path": "/spec/ports/0/name", "value": "portName"},
    {"op": "add", "path": "/spec/ports/0/containerPort", "value": 8080},
    {"op": "add", "path": "/spec/ports/0/protocol", "value": "TCP"},
    {"op": "add", "path": "/spec/ports/0/hostPort", "value": 8081},
    {"op": "add", "path": "/spec/ports/0/hostPort", "value": 8082},
    {"op": "add", "path": "/spec/ports/0/unknownNested", "value": "val"}]"#;

/// What a patch comes to: the object, the warnings, the errors and the
/// ratcheted errors; or the failure's code and message.
#[derive(Debug, PartialEq)]
enum Answer {
    Patched {
        object: Value,
        warnings: Vec<String>,
        errors: Vec<String>,
        ratcheted: Vec<String>,
    },
    Failed {
        code: i32,
        message_end: String,
    },
}

fn patched(object: Value, warnings: &[&str], errors: &[&str], ratcheted: &[&str]) -> Answer {
    let owned = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect();
    Answer::Patched {
        object,
        warnings: owned(warnings),
        errors: owned(errors),
        ratcheted: owned(ratcheted),
    }
}

fn failed(code: i32, message_end: &str) -> Answer {
    Answer::Failed {
        code,
        message_end: message_end.to_owned(),
    }
}

fn answer(
    stored: &Value,
    patch_type: PatchType,
    body: &str,
    mode: FieldValidation,
    expected_end: Option<&str>,
) -> Answer {
    match patch::apply(&schema(), stored, patch_type, body.as_bytes(), mode) {
        Ok(p) => Answer::Patched {
            object: p.object,
            warnings: p.warnings,
            errors: p.outcome.errors.iter().map(ToString::to_string).collect(),
            ratcheted: p.outcome.warnings.iter().map(ToString::to_string).collect(),
        },
        Err(status) => {
            // The message, or its cause for the generic 422, compared by
            // its end (the start shows the whole patched object).
            let text = match status.details.as_ref().and_then(|d| d.causes.first()) {
                Some(cause) if cause.reason == "UnexpectedServerResponse" => cause.message.clone(),
                _ => status.message.clone(),
            };
            let message_end = match expected_end {
                Some(end) if text.ends_with(end) => end.to_owned(),
                _ => text,
            };
            Answer::Failed {
                code: status.code,
                message_end,
            }
        }
    }
}

#[test]
fn unknown_and_duplicate_fields_in_patches_in_each_mode() {
    let merged = with_spec(|spec| {
        spec.insert("knownField1".into(), json!("val2"));
        spec.insert(
            "ports".into(),
            json!([{"name": "portName", "containerPort": 8080, "protocol": "TCP", "hostPort": 8082}]),
        );
    });
    // Each `add` targets a member of item 0, so the stored port is rewritten.
    let json_patched = with_spec(|spec| {
        spec.insert("knownField1".into(), json!("val2"));
        spec.insert(
            "ports".into(),
            json!([{"name": "portName", "containerPort": 8080, "protocol": "TCP", "hostPort": 8082}]),
        );
    });
    let merge_findings = [
        r#"duplicate field "spec.unknownDupe""#,
        r#"duplicate field "spec.knownField1""#,
        r#"duplicate field "spec.ports[0].hostPort""#,
        r#"unknown field "spec.ports[0].unknownNested""#,
        r#"unknown field "spec.unknown1""#,
        r#"unknown field "spec.unknownDupe""#,
    ];
    let json_findings = [
        r#"json patch unknown field "[0].foo""#,
        r#"json patch duplicate field "[1].path""#,
        r#"unknown field "spec.ports[0].unknownNested""#,
        r#"unknown field "spec.unknown1""#,
        r#"unknown field "spec.unknown3""#,
        r#"unknown field "spec.unknownDupe""#,
    ];
    let merge_strict = format!("strict decoding error: {}", merge_findings.join(", "));
    let json_strict = format!("strict decoding error: {}", json_findings.join(", "));
    let cases: Vec<(&str, PatchType, &str, FieldValidation, Answer)> = vec![
        (
            "merge, Strict",
            PatchType::Merge,
            MERGE_BODY,
            FieldValidation::Strict,
            failed(422, &merge_strict),
        ),
        (
            "merge, Warn",
            PatchType::Merge,
            MERGE_BODY,
            FieldValidation::Warn,
            patched(merged.clone(), &merge_findings, &[], &[]),
        ),
        (
            "merge, Ignore",
            PatchType::Merge,
            MERGE_BODY,
            FieldValidation::Ignore,
            patched(merged, &[], &[], &[]),
        ),
        (
            "json, Strict",
            PatchType::Json,
            JSON_BODY,
            FieldValidation::Strict,
            failed(422, &json_strict),
        ),
        (
            "json, Warn",
            PatchType::Json,
            JSON_BODY,
            FieldValidation::Warn,
            patched(json_patched.clone(), &json_findings, &[], &[]),
        ),
        (
            "json, Ignore",
            PatchType::Json,
            JSON_BODY,
            FieldValidation::Ignore,
            patched(json_patched, &[], &[], &[]),
        ),
    ];
    for (name, patch_type, body, mode, want) in cases {
        let end = match &want {
            Answer::Failed { message_end, .. } => Some(message_end.as_str()),
            Answer::Patched { .. } => None,
        };
        assert_eq!(answer(&stored(), patch_type, body, mode, end), want, "{name}");
    }
}

#[test]
fn the_strict_error_names_the_patched_object() {
    let status = patch::apply(
        &schema(),
        &stored(),
        PatchType::Merge,
        br#"{"spec": {"typo": 1}}"#,
        FieldValidation::Strict,
    )
    .unwrap_err();
    assert_eq!(status.reason, "Invalid");
    assert_eq!(
        status.message,
        r#" "" is invalid: patch: Invalid value: "{\"apiVersion\":\"example.com/v1\",\"kind\":\"Widget\",\"metadata\":{\"finalizers\":[\"test-finalizer\"],\"name\":\"w\"},\"spec\":{\"cronSpec\":\"* * * * */5\",\"ports\":[{\"containerPort\":80,\"name\":\"x\",\"protocol\":\"TCP\"}],\"typo\":1}}": strict decoding error: unknown field "spec.typo""#
    );
    let cause = &status.details.as_ref().unwrap().causes[0];
    assert_eq!(
        (cause.reason.as_str(), cause.field.as_str()),
        ("FieldValueInvalid", "patch")
    );
}

#[test]
fn operations_results_and_validation() {
    let cron_error = format!(r#"spec.cronSpec: Invalid value: "bad": spec.cronSpec in body should match '{CRON}'"#);
    let cases: Vec<(&str, Value, PatchType, &str, Answer)> = vec![
        (
            "add a list-map item",
            stored(),
            PatchType::Json,
            r#"[{"op": "add", "path": "/spec/ports/-", "value": {"containerPort": 81, "protocol": "UDP"}}]"#,
            patched(
                with_spec(|s| {
                    s.insert(
                        "ports".into(),
                        json!([{"name": "x", "containerPort": 80, "protocol": "TCP"}, {"containerPort": 81, "protocol": "UDP"}]),
                    );
                }),
                &[],
                &[],
                &[],
            ),
        ),
        (
            "remove a field",
            stored(),
            PatchType::Json,
            r#"[{"op": "remove", "path": "/spec/cronSpec"}]"#,
            patched(
                with_spec(|s| {
                    s.remove("cronSpec");
                }),
                &[],
                &[],
                &[],
            ),
        ),
        (
            "replace a field",
            stored(),
            PatchType::Json,
            r#"[{"op": "replace", "path": "/spec/ports/0/name", "value": "y"}]"#,
            patched(
                with_spec(|s| {
                    s.insert(
                        "ports".into(),
                        json!([{"name": "y", "containerPort": 80, "protocol": "TCP"}]),
                    );
                }),
                &[],
                &[],
                &[],
            ),
        ),
        (
            "move and copy",
            stored(),
            PatchType::Json,
            r#"[{"op": "move", "from": "/spec/ports/0/name", "path": "/spec/knownField1"},
                {"op": "copy", "from": "/spec/knownField1", "path": "/spec/ports/0/hostIP"}]"#,
            patched(
                with_spec(|s| {
                    s.insert("knownField1".into(), json!("x"));
                    s.insert(
                        "ports".into(),
                        json!([{"containerPort": 80, "protocol": "TCP", "hostIP": "x"}]),
                    );
                }),
                &[],
                &[],
                &[],
            ),
        ),
        (
            "test then replace",
            stored(),
            PatchType::Json,
            r#"[{"op": "test", "path": "/spec/cronSpec", "value": "* * * * */5"},
                {"op": "replace", "path": "/spec/cronSpec", "value": "0 * * * *"}]"#,
            patched(
                with_spec(|s| {
                    s.insert("cronSpec".into(), json!("0 * * * *"));
                }),
                &[],
                &[],
                &[],
            ),
        ),
        (
            "a failed test is the generic 422 with the library's text",
            stored(),
            PatchType::Json,
            r#"[{"op": "test", "path": "/spec/cronSpec", "value": "0 * * * *"}]"#,
            failed(422, "testing value /spec/cronSpec failed: test failed"),
        ),
        (
            "a missing path",
            stored(),
            PatchType::Json,
            r#"[{"op": "add", "path": "/spec/missing/x", "value": 1}]"#,
            failed(
                422,
                r#"add operation does not apply: doc is missing path: "/spec/missing/x": missing value"#,
            ),
        ),
        (
            "merge patch: null deletes",
            stored(),
            PatchType::Merge,
            r#"{"spec": {"cronSpec": null}, "metadata": {"finalizers": null}}"#,
            patched(
                json!({"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"},
                    "spec": {"ports": [{"name": "x", "containerPort": 80, "protocol": "TCP"}]}}),
                &[],
                &[],
                &[],
            ),
        ),
        (
            "a patch that makes a valid object invalid",
            stored(),
            PatchType::Merge,
            r#"{"spec": {"cronSpec": "bad"}}"#,
            patched(
                with_spec(|s| {
                    s.insert("cronSpec".into(), json!("bad"));
                }),
                &[],
                &[&cron_error],
                &[],
            ),
        ),
        (
            "a second item with the same keys",
            stored(),
            PatchType::Json,
            r#"[{"op": "add", "path": "/spec/ports/-", "value": {"containerPort": 80, "protocol": "TCP"}}]"#,
            patched(
                with_spec(|s| {
                    s.insert(
                        "ports".into(),
                        json!([{"name": "x", "containerPort": 80, "protocol": "TCP"}, {"containerPort": 80, "protocol": "TCP"}]),
                    );
                }),
                &[],
                // The newest API server's wording (JSON; Go's `%#v` before 1.34).
                &[r#"spec.ports[1]: Duplicate value: {"containerPort":80,"protocol":"TCP"}"#],
                &[],
            ),
        ),
        (
            "ratcheting: an invalid field the patch leaves alone stays allowed",
            with_spec(|s| {
                s.insert("cronSpec".into(), json!("bad"));
            }),
            PatchType::Merge,
            r#"{"spec": {"knownField1": "changed"}}"#,
            patched(
                with_spec(|s| {
                    s.insert("cronSpec".into(), json!("bad"));
                    s.insert("knownField1".into(), json!("changed"));
                }),
                &[],
                &[],
                &[&cron_error],
            ),
        ),
        (
            "ratcheting ends where the patch changes the invalid field",
            with_spec(|s| {
                s.insert("cronSpec".into(), json!("worse"));
            }),
            PatchType::Json,
            r#"[{"op": "replace", "path": "/spec/cronSpec", "value": "bad"}]"#,
            patched(
                with_spec(|s| {
                    s.insert("cronSpec".into(), json!("bad"));
                }),
                &[],
                &[&cron_error],
                &[],
            ),
        ),
        (
            "the stored object is read as from storage: its unknown fields are gone before patching",
            with_spec(|s| {
                s.insert("old".into(), json!(1));
            }),
            PatchType::Json,
            r#"[{"op": "test", "path": "/spec/old"}]"#,
            patched(stored(), &[], &[], &[]),
        ),
    ];
    for (name, stored, patch_type, body, want) in cases {
        let end = match &want {
            Answer::Failed { message_end, .. } => Some(message_end.as_str()),
            Answer::Patched { .. } => None,
        };
        assert_eq!(
            answer(&stored, patch_type, body, FieldValidation::Strict, end),
            want,
            "{name}"
        );
    }
}
