//! RFC 6902 and 7386 as the API server applies them: patch, stored object,
//! result or the API server's error.

use serde_json::{json, Value};

use super::*;

fn stored() -> Value {
    json!({"spec": {"name": "a", "list": [1, 2, 3], "obj": {"k": "v"}, "nothing": null}})
}

/// The patched object, or the failure's code, reason and text (the cause
/// for a 422 from the library, the message otherwise).
fn outcome(
    patch_type: PatchType,
    body: &str,
    mode: FieldValidation,
) -> Result<(Value, Vec<String>), (i32, String, String)> {
    apply(&stored(), patch_type, body.as_bytes(), mode)
        .map(|a| (a.object, a.problems))
        .map_err(|s| {
            let text = match s.details.as_ref().and_then(|d| d.causes.first()) {
                Some(cause) if s.code == 422 => cause.message.clone(),
                _ => s.message.clone(),
            };
            (s.code, s.reason, text)
        })
}

#[test]
fn json_patch_operations() {
    let ok: Vec<(&str, &str, Value)> = vec![
        (
            "add a member, an item, an appended item, a negative index",
            r#"[{"op":"add","path":"/spec/new","value":{"a":1}},
                {"op":"add","path":"/spec/list/0","value":0},
                {"op":"add","path":"/spec/list/-","value":4},
                {"op":"add","path":"/spec/list/-1","value":5}]"#,
            json!({"spec": {"name": "a", "list": [0, 1, 2, 3, 4, 5], "obj": {"k": "v"}, "nothing": null, "new": {"a": 1}}}),
        ),
        (
            "remove a member and an item",
            r#"[{"op":"remove","path":"/spec/obj/k"},{"op":"remove","path":"/spec/list/1"}]"#,
            json!({"spec": {"name": "a", "list": [1, 3], "obj": {}, "nothing": null}}),
        ),
        (
            "replace a member and an item; replacing an absent member adds it",
            r#"[{"op":"replace","path":"/spec/name","value":"b"},
                {"op":"replace","path":"/spec/list/2","value":30},
                {"op":"replace","path":"/spec/absent","value":true}]"#,
            json!({"spec": {"name": "b", "list": [1, 2, 30], "obj": {"k": "v"}, "nothing": null, "absent": true}}),
        ),
        (
            "move and copy",
            r#"[{"op":"move","from":"/spec/name","path":"/spec/obj/name"},
                {"op":"copy","from":"/spec/list","path":"/spec/copy"}]"#,
            json!({"spec": {"list": [1, 2, 3], "obj": {"k": "v", "name": "a"}, "nothing": null, "copy": [1, 2, 3]}}),
        ),
        (
            "test passes on equal values; a null member tests as absent",
            r#"[{"op":"test","path":"/spec/obj","value":{"k":"v"}},
                {"op":"test","path":"/spec/nothing","value":null},
                {"op":"test","path":"/spec/absent"}]"#,
            stored(),
        ),
        (
            "escaped tokens",
            r#"[{"op":"add","path":"/spec/obj/a~1b~0c","value":1}]"#,
            json!({"spec": {"name": "a", "list": [1, 2, 3], "obj": {"k": "v", "a/b~c": 1}, "nothing": null}}),
        ),
    ];
    for (name, body, want) in ok {
        let got = outcome(PatchType::Json, body, FieldValidation::Strict);
        assert_eq!(got, Ok((want, vec![])), "{name}");
    }

    let failing: Vec<(&str, &str, i32, &str, &str)> = vec![
        (
            "a failed test",
            r#"[{"op":"test","path":"/spec/name","value":"b"}]"#,
            422,
            "Invalid",
            "testing value /spec/name failed: test failed",
        ),
        (
            "add under a missing path",
            r#"[{"op":"add","path":"/spec/missing/x","value":1}]"#,
            422,
            "Invalid",
            r#"add operation does not apply: doc is missing path: "/spec/missing/x": missing value"#,
        ),
        (
            "remove a missing member",
            r#"[{"op":"remove","path":"/spec/missing"}]"#,
            422,
            "Invalid",
            "error in remove for path: '/spec/missing': Unable to remove nonexistent key: missing: missing value",
        ),
        (
            "remove past the end",
            r#"[{"op":"remove","path":"/spec/list/3"}]"#,
            422,
            "Invalid",
            "error in remove for path: '/spec/list/3': Unable to access invalid index: 3: invalid index referenced",
        ),
        (
            "add at a non-index",
            r#"[{"op":"add","path":"/spec/list/x","value":1}]"#,
            422,
            "Invalid",
            r#"error in add for path: '/spec/list/x': value was not a proper array index: 'x': strconv.Atoi: parsing "x": invalid syntax"#,
        ),
        (
            "replace past the end",
            r#"[{"op":"replace","path":"/spec/list/7","value":1}]"#,
            422,
            "Invalid",
            "replace operation does not apply: doc is missing key: /spec/list/7: missing value",
        ),
        (
            "move from a missing member",
            r#"[{"op":"move","from":"/spec/missing","path":"/spec/x"}]"#,
            422,
            "Invalid",
            "error in move for path: 'missing': Unable to remove nonexistent key: missing: missing value",
        ),
        (
            "copy to a missing parent",
            r#"[{"op":"copy","from":"/spec/name","path":"/nope/x"}]"#,
            422,
            "Invalid",
            "copy operation does not apply: doc is missing destination path: /nope/x: missing value",
        ),
        (
            "an operation without a path",
            r#"[{"op":"test","value":1}]"#,
            422,
            "Invalid",
            "test operation failed to decode path: operation missing path field: missing value",
        ),
        (
            "an unknown operation",
            r#"[{"op":"merge","path":"/spec"}]"#,
            422,
            "Invalid",
            "Unexpected kind: merge",
        ),
        (
            "a body that is not a list",
            r#"{"op":"add"}"#,
            400,
            "BadRequest",
            "error decoding patch: json: cannot unmarshal object into Go value of type []handlers.jsonPatchOp",
        ),
        (
            "an op of the wrong type",
            r#"[{"op":1,"path":"/a"}]"#,
            400,
            "BadRequest",
            "error decoding patch: json: cannot unmarshal number into Go struct field jsonPatchOp.op of type string",
        ),
    ];
    for (name, body, code, reason, text) in failing {
        let got = outcome(PatchType::Json, body, FieldValidation::Strict);
        assert_eq!(got, Err((code, reason.to_owned(), text.to_owned())), "{name}");
    }
}

#[test]
fn a_failed_operation_is_the_api_servers_generic_422() {
    let status = apply(
        &stored(),
        PatchType::Json,
        br#"[{"op":"test","path":"/spec/name","value":"b"}]"#,
        FieldValidation::Ignore,
    )
    .unwrap_err();
    assert_eq!(
        status.to_json(),
        r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server rejected our request due to an error in our request","reason":"Invalid","details":{"causes":[{"reason":"UnexpectedServerResponse","message":"testing value /spec/name failed: test failed"}]},"code":422}"#
    );
}

#[test]
fn merge_patches() {
    let cases: Vec<(&str, &str, Value)> = vec![
        (
            "null deletes; objects merge; lists and scalars replace",
            r#"{"spec":{"name":null,"obj":{"k2":"w"},"list":[9]}}"#,
            json!({"spec": {"list": [9], "obj": {"k": "v", "k2": "w"}, "nothing": null}}),
        ),
        (
            "a new value loses its null members, also in objects in lists; list items stay",
            r#"{"spec":{"fresh":{"a":null,"b":1,"c":[null,{"d":null,"e":2}]}}}"#,
            json!({"spec": {"name": "a", "list": [1, 2, 3], "obj": {"k": "v"}, "nothing": null,
                "fresh": {"b": 1, "c": [null, {"e": 2}]}}}),
        ),
        (
            "an object replacing a scalar loses its null members",
            r#"{"spec":{"name":{"x":null,"y":1}}}"#,
            json!({"spec": {"name": {"y": 1}, "list": [1, 2, 3], "obj": {"k": "v"}, "nothing": null}}),
        ),
        (
            "an object replaced by a scalar",
            r#"{"spec":{"obj":"flat"}}"#,
            json!({"spec": {"name": "a", "list": [1, 2, 3], "obj": "flat", "nothing": null}}),
        ),
    ];
    for (name, body, want) in cases {
        assert_eq!(
            outcome(PatchType::Merge, body, FieldValidation::Strict),
            Ok((want, vec![])),
            "{name}"
        );
    }
    assert_eq!(
        outcome(PatchType::Merge, "null", FieldValidation::Ignore),
        Err((400, "BadRequest".to_owned(), "Invalid JSON Patch".to_owned()))
    );
    assert_eq!(
        outcome(PatchType::Merge, "[1]", FieldValidation::Strict),
        Err((
            400,
            "BadRequest".to_owned(),
            "error decoding patch: json: cannot unmarshal array into Go value of type map[string]interface {}"
                .to_owned()
        ))
    );
}

#[test]
fn the_patch_body_is_read_strictly_in_strict_and_warn_only() {
    // The API server's field-validation test of JSON patches: an unknown
    // operation field and a repeated one; repeated operations are not
    // findings (each applies in turn).
    let body = r#"[{"op": "add", "path": "/spec/unknown1", "value": "val1", "foo": "bar"},
                   {"op": "add", "path": "/spec/unknown2", "path": "/spec/unknown3", "value": "val2"},
                   {"op": "add", "path": "/spec/unknownDupe", "value": "valDupe"},
                   {"op": "add", "path": "/spec/unknownDupe", "value": "valDupe2"},
                   {"op": "add", "path": "/spec/obj/k", "value": {"a": 1, "a": 2}}]"#;
    let want_object = json!({"spec": {"name": "a", "list": [1, 2, 3], "obj": {"k": {"a": 2}}, "nothing": null,
        "unknown1": "val1", "unknown3": "val2", "unknownDupe": "valDupe2"}});
    let want = vec![
        r#"json patch unknown field "[0].foo""#.to_owned(),
        r#"json patch duplicate field "[1].path""#.to_owned(),
        r#"json patch duplicate field "[4].value.a""#.to_owned(),
    ];
    for mode in [FieldValidation::Strict, FieldValidation::Warn] {
        assert_eq!(
            outcome(PatchType::Json, body, mode),
            Ok((want_object.clone(), want.clone()))
        );
    }
    assert_eq!(
        outcome(PatchType::Json, body, FieldValidation::Ignore),
        Ok((want_object, vec![]))
    );

    let merge = r#"{"spec": {"unknownDupe": "valDupe", "unknownDupe": "valDupe2",
                    "list": [{"hostPort": 8081, "hostPort": 8082}]}}"#;
    let (_, problems) = outcome(PatchType::Merge, merge, FieldValidation::Warn).unwrap();
    assert_eq!(
        problems,
        [
            r#"duplicate field "spec.unknownDupe""#,
            r#"duplicate field "spec.list[0].hostPort""#
        ]
    );
}

#[test]
fn strict_failures_show_the_patched_object() {
    let patched = json!({"b": "<x>", "a": 1});
    let status = strict_failure(&patched, &[r#"unknown field "b""#.to_owned()]).unwrap();
    assert_eq!(status.code, 422);
    assert_eq!(
        status.message,
        r#" "" is invalid: patch: Invalid value: "{\"a\":1,\"b\":\"\\u003cx\\u003e\"}": strict decoding error: unknown field "b""#
    );
    assert!(strict_failure(&patched, &[]).is_none());
}

#[test]
fn too_many_operations_is_413() {
    let ops: Vec<Value> = (0..=MAX_JSON_PATCH_OPERATIONS)
        .map(|_| json!({"op": "test", "path": "/spec/name", "value": "a"}))
        .collect();
    let body = serde_json::to_vec(&ops).unwrap();
    let status = apply(&stored(), PatchType::Json, &body, FieldValidation::Ignore).unwrap_err();
    assert_eq!((status.code, status.reason.as_str()), (413, "RequestEntityTooLarge"));
    assert_eq!(
        status.message,
        "Request entity too large: The allowed maximum operations in a JSON patch is 10000, got 10001"
    );
}

#[test]
fn doubling_copies_stop_at_the_copy_limit() {
    // Each copy doubles the document: 10,000 of them would need 2^10000
    // bytes. The accumulated copy size stops the patch early.
    let mut ops = vec![json!({"op": "add", "path": "/d", "value": ["xxxxxxxxxxxxxxxx"]})];
    for _ in 0..9_000 {
        ops.push(json!({"op": "copy", "from": "/d", "path": "/d/-"}));
    }
    let body = serde_json::to_vec(&ops).unwrap();
    let status = apply(&json!({}), PatchType::Json, &body, FieldValidation::Ignore).unwrap_err();
    let cause = &status.details.unwrap().causes[0].message;
    assert!(
        cause.starts_with("Unable to complete the copy, the accumulated size increase of copy is "),
        "{cause}"
    );
    assert!(cause.ends_with(", exceeding the limit 3145728"), "{cause}");
}

#[test]
fn deep_and_wide_patches_are_bounded() {
    // Nesting past the parser's limit is a 400, not a stack overflow.
    let deep = format!("{}1{}", "{\"a\":".repeat(100_000), "}".repeat(100_000));
    let status = apply(&json!({}), PatchType::Merge, deep.as_bytes(), FieldValidation::Strict).unwrap_err();
    assert_eq!(status.code, 400);
    // 200,000 keys, half of them repeated: one lookup each.
    let mut wide = String::from("{");
    for i in 0..200_000 {
        if i > 0 {
            wide.push(',');
        }
        wide.push_str(&format!("\"k{}\":{i}", i % 100_000));
    }
    wide.push('}');
    let applied = apply(&json!({}), PatchType::Merge, wide.as_bytes(), FieldValidation::Warn).unwrap();
    assert_eq!(applied.problems.len(), 100, "findings stop at the API server's cap");
    assert_eq!(applied.object.as_object().map(|m| m.len()), Some(100_000));
}

#[test]
fn front_inserts_into_a_long_list_stop_at_the_shift_budget() {
    // 10,000 inserts at the front of a 1,000,000-item list would shift
    // 10^10 items; the budget (64 per byte of input) stops the patch after
    // about 150.
    let stored = json!({"list": vec![0; 1_000_000]});
    let ops: Vec<Value> = (0..MAX_JSON_PATCH_OPERATIONS)
        .map(|_| json!({"op": "add", "path": "/list/0", "value": 1}))
        .collect();
    let body = serde_json::to_vec(&ops).unwrap();
    let status = apply(&stored, PatchType::Json, &body, FieldValidation::Ignore).unwrap_err();
    assert_eq!((status.code, status.reason.as_str()), (413, "RequestEntityTooLarge"));
    assert!(
        status
            .message
            .starts_with("Request entity too large: the JSON patch shifts more than "),
        "{}",
        status.message
    );
    // Appending shifts nothing: the same number of operations applies.
    let ops: Vec<Value> = (0..MAX_JSON_PATCH_OPERATIONS)
        .map(|_| json!({"op": "add", "path": "/list/-", "value": 1}))
        .collect();
    let body = serde_json::to_vec(&ops).unwrap();
    let applied = apply(&stored, PatchType::Json, &body, FieldValidation::Ignore).unwrap();
    assert_eq!(applied.object["list"].as_array().map(Vec::len), Some(1_010_000));
}
