//! Bad input gives located, rustc-style diagnostics and a non-zero exit:
//! the `validation-gen` binary run on the files in `tests/fixtures`.

use std::path::Path;
use std::process::Command;

/// Run the CLI on one fixture; returns (exit success, stderr).
fn run(fixture: &str) -> (bool, String) {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let out = std::env::temp_dir().join(format!("validation-gen-test-{}-{fixture}", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_validation-gen"))
        .current_dir(&fixtures)
        .arg("--output-file")
        .arg(&out)
        .arg(fixture)
        .output()
        .expect("run validation-gen");
    let _ = std::fs::remove_file(&out);
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn assert_fails_with(fixture: &str, expected: &str) {
    let (ok, stderr) = run(fixture);
    assert!(!ok, "{fixture} should fail");
    assert_eq!(stderr, expected, "stderr of {fixture}:\n{stderr}");
}

#[test]
fn malformed_tag() {
    assert_fails_with(
        "malformed_tag.rs",
        r#"error[malformed-tag]: malformed tag: unexpected character '(' after '='
 --> malformed_tag.rs:2:22
  |
2 |     /// +k8s:minimum=(5
  |                      ^

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn unknown_tag_with_did_you_mean() {
    assert_fails_with(
        "unknown_tag.rs",
        r#"error[unknown-tag]: unknown tag "k8s:minimun"
 --> unknown_tag.rs:2:10
  |
2 |     /// +k8s:minimun=1
  |          ^^^^^^^^^^^
  |
  = help: did you mean `k8s:minimum`?

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn tag_in_the_wrong_scope() {
    assert_fails_with(
        "wrong_scope.rs",
        r#"error[invalid-tag]: tag "k8s:required" cannot be specified on type definitions
 --> wrong_scope.rs:1:6
  |
1 | /// +k8s:required
  |      ^^^^^^^^^^^^

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn tags_on_the_wrong_type_are_all_reported() {
    assert_fails_with(
        "wrong_type.rs",
        r#"error[invalid-tag]: tag "k8s:minimum" can only be used on integer types, not on String
 --> wrong_type.rs:2:10
  |
2 |     /// +k8s:minimum=1
  |          ^^^^^^^^^^^

error[invalid-tag]: 300 is out of range for u8 (the field's type holds 0 to 255)
 --> wrong_type.rs:4:22
  |
4 |     /// +k8s:maximum=300
  |                      ^^^

error[invalid-tag]: "0100" is not a canonical decimal integer: leading zeros are not allowed
 --> wrong_type.rs:6:22
  |
6 |     /// +k8s:minimum=0100
  |                      ^^^^

error: could not generate validations due to 3 previous errors
"#,
    );
}

#[test]
fn unsupported_shapes_missing_types_and_non_string_map_keys() {
    assert_fails_with(
        "unsupported_shape.rs",
        r#"error[unsupported-shape]: a tuple is not supported by validation-gen
 --> unsupported_shape.rs:4:15
  |
4 |     pub pair: (i32, i32),
  |               ^^^^^^^^^^
  |
  = help: mark the field `+k8s:opaqueType` to leave it unvalidated

error[missing-type]: cannot find type `Missing` in this crate
 --> unsupported_shape.rs:5:25
  |
5 |     pub missing: Option<Missing>,
  |                         ^^^^^^^
  |
  = help: declare or import the type, or mark the field `+k8s:opaqueType` to leave it unvalidated

error[unsupported-shape]: field type `Source`: an enum whose variants carry data is not supported by validation-gen
 --> unsupported_shape.rs:8:9
  |
8 |     pub source: Source,
  |         ^^^^^^
  |
  = help: mark the field `+k8s:opaqueType` to leave it unvalidated

error[unsupported-shape]: map keys must be strings (`String` or a newtype or alias of it) to appear in field paths, not `i32`
  --> unsupported_shape.rs:20:9
   |
20 |     pub by_number: std::collections::BTreeMap<i32, String>,
   |         ^^^^^^^^^
   |
   = help: mark the field `+k8s:opaqueType` to leave it unvalidated

error: could not generate validations due to 4 previous errors
"#,
    );
}

#[test]
fn newtypes_and_aliases_that_never_reach_a_value() {
    assert_fails_with(
        "endless_types.rs",
        r#"error[unsupported-shape]: field type `Wraps`: it wraps itself (`Wraps` → `Wraps`) with no struct, list or map in between, so it holds no value to validate
 --> endless_types.rs:7:9
  |
7 |     pub wraps: Option<Wraps>,
  |         ^^^^^
  |
  = help: mark the field `+k8s:opaqueType` to leave it unvalidated

error[invalid-tag]: tag "k8s:minimum" can only be used on integer types, not on unsupported type
 --> endless_types.rs:8:23
  |
8 |     /// +k8s:eachVal=+k8s:minimum=1
  |                       ^^^^^^^^^^^

error[unsupported-shape]: field type `Ping`: it wraps itself (`Ping` → `Pong` → `Ping`) with no struct, list or map in between, so it holds no value to validate
 --> endless_types.rs:9:9
  |
9 |     pub pings: Vec<Ping>,
  |         ^^^^^
  |
  = help: mark the field `+k8s:opaqueType` to leave it unvalidated

error[unsupported-shape]: field type `Itself`: the type alias expands to itself (`Itself` → `Itself`)
  --> endless_types.rs:11:9
   |
11 |     pub itself: Option<Itself>,
   |         ^^^^^^
   |
   = help: mark the field `+k8s:opaqueType` to leave it unvalidated

error[unsupported-type]: type `Loop` cannot carry validation tags: the type alias expands to itself (`Loop` → `Loop`)
  --> endless_types.rs:14:10
   |
14 | pub type Loop = Loop;
   |          ^^^^
   |
   = help: tag the type `+k8s:opaqueType` where it is used, or remove its tags

error: could not generate validations due to 5 previous errors
"#,
    );
}

#[test]
fn a_field_named_underscore() {
    assert_fails_with(
        "underscore_field.rs",
        r#"error[unsupported-shape]: a field named `_` is not supported by validation-gen
 --> underscore_field.rs:4:9
  |
4 |     pub _: Option<i32>,
  |         ^

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn a_tag_after_an_escaped_newline_is_on_the_attributes_line() {
    assert_fails_with(
        "escaped_newline_doc.rs",
        r#"error[unknown-tag]: unknown tag "k8s:minimun"
 --> escaped_newline_doc.rs:2:27
  |
2 |     #[doc = "Replicas.\n +k8s:minimun=1"]
  |                           ^^^^^^^^^^^
  |
  = help: did you mean `k8s:minimum`?

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn a_single_valued_tag_given_twice() {
    assert_fails_with(
        "repeated_limit.rs",
        r#"error[invalid-tag]: k8s:maximum may only be specified once (first given on line 2)
 --> repeated_limit.rs:3:10
  |
3 |     /// +k8s:maximum=5
  |          ^^^^^^^^^^^

error[invalid-tag]: k8s:eachVal=+k8s:format may only be specified once (first given on line 7)
 --> repeated_limit.rs:8:23
  |
8 |     /// +k8s:eachVal=+k8s:format=k8s-long-name
  |                       ^^^^^^^^^^

error[invalid-tag]: k8s:maxLength may only be specified once (first given on line 11)
  --> repeated_limit.rs:12:6
   |
12 | /// +k8s:maxLength=6
   |      ^^^^^^^^^^^^^

error: could not generate validations due to 3 previous errors
"#,
    );
}

#[test]
fn validate_error_fails_generation() {
    assert_fails_with(
        "forced_error.rs",
        r#"error[invalid-tag]: forced error: "not today"
 --> forced_error.rs:2:9
  |
2 |     /// +k8s:validateError="not today"
  |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn valid_input_succeeds() {
    let (ok, stderr) = run("valid.rs");
    assert!(ok, "{stderr}");
    let out = std::env::temp_dir().join(format!("validation-gen-test-{}-valid.rs", std::process::id()));
    assert_eq!(stderr, format!("wrote {}\nwrote 1 file\n", out.display()));
}

#[test]
fn check_names_stale_files_and_fails() {
    let dir = std::env::temp_dir().join(format!("validation-gen-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/valid.rs"),
        dir.join("lib.rs"),
    )
    .unwrap();
    let cli = || {
        Command::new(env!("CARGO_BIN_EXE_validation-gen"))
            .current_dir(&dir)
            .arg(".")
            .arg("--check")
            .output()
            .unwrap()
    };

    let missing = cli();
    assert!(!missing.status.success());
    assert_eq!(
        String::from_utf8_lossy(&missing.stderr),
        "error: generated code is out of date; run `validation-gen .` to update:\n  ./zz_generated_validations.rs\n"
    );

    let write = Command::new(env!("CARGO_BIN_EXE_validation-gen"))
        .current_dir(&dir)
        .arg(".")
        .output()
        .unwrap();
    assert!(write.status.success());
    assert!(cli().status.success(), "fresh output passes --check");

    std::fs::write(dir.join("zz_generated_validations.rs"), "// edited\n").unwrap();
    assert!(!cli().status.success(), "edited output fails --check");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn tagged_field_of_a_generic_struct() {
    assert_fails_with(
        "generic_struct.rs",
        r#"error[unsupported-type]: a field of the generic type `Page` has validation tags, but generic types are not supported by validation-gen
 --> generic_struct.rs:2:9
  |
2 |     /// +k8s:minimum=1
  |         ^^^^^^^^^^^^^^
  |
  = help: move the tagged fields into a non-generic struct, or remove their tags

error: could not generate validations due to 1 previous error
"#,
    );
}

#[test]
fn a_repeated_list_type_is_shown_at_its_repeat() {
    assert_fails_with(
        "repeated_list_type.rs",
        r#"error[invalid-tag]: k8s:listType may only be specified once
 --> repeated_list_type.rs:9:10
  |
9 |     /// +k8s:listType=set
  |          ^^^^^^^^^^^^

error: could not generate validations due to 1 previous error
"#,
    );
}

/// CEL rule markers: kube-openapi's syntax errors and checks of a rule's
/// attributes, then every rule compiled against the value's schema (an
/// undeclared field, a parse error, estimated cost over the API server's
/// per-rule limit, with its factor), each at the line it is about; and
/// the API server's checks of where rules stand: `oldSelf` under items
/// of an atomic or set list (declared on the field or on an alias),
/// `optionalOldSelf` without `oldSelf`, a message over several lines, a
/// rule over several lines without one; a `messageExpression` that does
/// not compile, at its own line.
#[test]
fn cel_rule_tags() {
    assert_fails_with(
        "cel_tags.rs",
        r#"error[invalid-tag]: unknown CEL rule attribute "rulez"
 --> cel_tags.rs:4:32
  |
4 |     /// +k8s:validation:cel[0]:rulez="self > 0"
  |                                ^^^^^
  |
  = help: did you mean `rule`?

error[invalid-tag]: invalid CEL tag at index 0: rule cannot be empty
 --> cel_tags.rs:6:10
  |
6 |     /// +k8s:validation:cel[0]:message="a message without a rule"
  |          ^^^^^^^^^^^^^^^^^^

error[invalid-tag]: invalid CEL tag at index 0: message and messageExpression cannot be set at the same time
  --> cel_tags.rs:10:50
   |
10 |     /// +k8s:validation:cel[0]:messageExpression="'m'"
   |                                                  ^^^^^

error[invalid-tag]: invalid CEL tag at index 0: reason: Unsupported value: "FieldValueInvalud": supported values: "FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired", "FieldValueDuplicate" (did you mean "FieldValueInvalid"?)
  --> cel_tags.rs:13:39
   |
13 |     /// +k8s:validation:cel[0]:reason=FieldValueInvalud
   |                                       ^^^^^^^^^^^^^^^^^

error[invalid-tag]: failed to parse value for key cel[0]:rule as JSON: expected value at line 1 column 1
  --> cel_tags.rs:15:37
   |
15 |     /// +k8s:validation:cel[0]:rule=self > 0
   |                                     ^^^^^^^^

error[invalid-tag]: non-consecutive index 1 for key 'cel'
  --> cel_tags.rs:17:29
   |
17 |     /// +k8s:validation:cel[1]:rule="self > 0"
   |                             ^
   |
   = help: number the rules from 0, in order, and keep the lines of each rule together, with no other tag between them

error[invalid-tag]: concatenations to key 'cel[0]:rule' must be consecutive with its assignment
  --> cel_tags.rs:21:32
   |
21 |     /// +k8s:validation:cel[0]:rule>0
   |                                ^^^^
   |
   = help: continue `cel[0]:rule` on the lines right after its first one

error[invalid-tag]: invalid CEL rule: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)
  --> cel_tags.rs:23:37
   |
23 |     /// +k8s:validation:cel[0]:rule="self.all(x, self.all(y, self.all(z, x + y + z > 0)))"
   |                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

error[invalid-tag]: invalid CEL rule: estimated rule cost exceeds budget by factor of 2.8x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)
  --> cel_tags.rs:26:37
   |
26 |     /// +k8s:validation:cel[0]:rule="self.all(x, self.all(y, x == y || x != y))"
   |                                     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

error[invalid-tag]: cannot have multiple values for key 'cel[0]:rule'
  --> cel_tags.rs:29:32
   |
29 |     /// +k8s:validation:cel[0]:rule="self.y > 0"
   |                                ^^^^

error[invalid-tag]: invalid CEL rule: compilation failed: ERROR: <input>:1:17: undefined field 'maximum'
  --> cel_tags.rs:37:33
   |
37 | /// +k8s:validation:cel[0]:rule="self.min <= self.maximum"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: in the rule:
            | self.min <= self.maximum
            | ................^

error[invalid-tag]: invalid CEL rule: optionalOldSelf: Invalid value: true: may not be set if oldSelf is not used in rule
  --> cel_tags.rs:52:37
   |
52 |     /// +k8s:validation:cel[0]:rule="self > 0"
   |                                     ^^^^^^^^^^

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within openAPIV3Schema: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of type Roster, a list of type atomic, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[atomic]: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Lists.atomic, a list of type atomic, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[boxed]: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Reached.boxed, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[by_name].additionalProperties: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Reached.by_name, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[by_name].additionalProperties: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Teams.by_name, a list of type atomic, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[counters]: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Aliased.counters, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[nested]: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Reached.nested, a list of type atomic, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[optional]: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Reached.optional, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[set]: rule "self.count >= oldSelf.count"
  --> cel_tags.rs:57:33
   |
57 | /// +k8s:validation:cel[0]:rule="self.count >= oldSelf.count"
   |                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Lists.set, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: invalid CEL rule: x-kubernetes-validations[0].message: Required value: message must be specified if rule contains line breaks
  --> cel_tags.rs:65:37
   |
65 |     /// +k8s:validation:cel[0]:rule>self > 0 &&
   |                                     ^^^^^^^^^^^

error[invalid-tag]: invalid CEL rule: x-kubernetes-validations[0].message: Invalid value: "two\nlines": must not contain line breaks
  --> cel_tags.rs:68:37
   |
68 |     /// +k8s:validation:cel[0]:rule="self > 0"
   |                                     ^^^^^^^^^^

error[invalid-tag]: CEL rules read their value through `serde::Serialize`, which `NoSerialize` does not implement
  --> cel_tags.rs:75:33
   |
75 | /// +k8s:validation:cel[0]:rule="self.x > 0"
   |                                 ^^^^^^^^^^^^
   |
   = help: add `#[derive(serde::Serialize)]` to `NoSerialize`, with the `#[serde]` attributes of its JSON form

error[invalid-tag]: CEL rules read their value through `serde::Serialize`, which `Plain` does not implement
  --> cel_tags.rs:80:37
   |
80 |     /// +k8s:validation:cel[0]:rule="self.all(v, v.x > 0)"
   |                                     ^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: add `#[derive(serde::Serialize)]` to `Plain`, with the `#[serde]` attributes of its JSON form

error[invalid-tag]: invalid CEL rule: messageExpression compilation failed: ERROR: <input>:1:8: found no matching overload for '_+_' applied to '(string, int)'
   --> cel_tags.rs:108:50
    |
108 |     /// +k8s:validation:cel[0]:messageExpression="'got ' + self"
    |                                                  ^^^^^^^^^^^^^^^
    |
    = help: in the messageExpression:
             | 'got ' + self
             | .......^

error[invalid-tag]: invalid CEL rule: messageExpression must evaluate to a string
   --> cel_tags.rs:111:50
    |
111 |     /// +k8s:validation:cel[0]:messageExpression="self"
    |                                                  ^^^^^^

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[names]: rule "self == oldSelf"
   --> cel_tags.rs:123:43
    |
123 |     /// +k8s:validation:items:cel[0]:rule="self == oldSelf"
    |                                           ^^^^^^^^^^^^^^^^^
    |
    = help: the items of field Reached.names, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[tags]: rule "self == oldSelf"
   --> cel_tags.rs:126:50
    |
126 |     /// +k8s:eachVal=+k8s:validation:cel[0]:rule="self == oldSelf"
    |                                                  ^^^^^^^^^^^^^^^^^
    |
    = help: the items of field Reached.tags, a list of type set, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[grouped].additionalProperties: rule "self == oldSelf"
   --> cel_tags.rs:128:64
    |
128 |     /// +k8s:validation:additionalProperties:items:cel[0]:rule="self == oldSelf"
    |                                                                ^^^^^^^^^^^^^^^^^
    |
    = help: the items of field Reached.grouped, a list of type atomic, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: CEL rules cannot check map keys: a schema has no place for rules on keys
   --> cel_tags.rs:144:9
    |
144 |     pub by_name: std::collections::BTreeMap<Name, i32>,
    |         ^^^^^^^
    |
    = help: write the rule on the map itself, over its keys: `self.all(k, <rule on k>)`, and remove it from `Name`

error[invalid-tag]: CEL rules cannot check map keys: a schema has no place for rules on keys
   --> cel_tags.rs:145:9
    |
145 |     pub optional: Option<Vec<std::collections::BTreeMap<Name, i32>>>,
    |         ^^^^^^^^
    |
    = help: write the rule on the map itself, over its keys: `self.all(k, <rule on k>)`, and remove it from `Name`

error[invalid-tag]: CEL rules cannot check map keys: a schema has no place for rules on keys
   --> cel_tags.rs:159:9
    |
159 |     pub directory: Directory,
    |         ^^^^^^^^^
    |
    = help: write the rule on the map itself, over its keys: `self.all(k, <rule on k>)`, and remove it from `Name`

error: could not generate validations due to 33 previous errors
"#,
    );
}

/// kube-openapi's nested markers and CEL rules through `k8s:eachVal` /
/// `k8s:eachKey`: each on a value of the wrong kind, a missing property,
/// a rule that does not compile against the item, a lint of the nested
/// key, and a transition rule under atomic items, located.
#[test]
fn nested_cel_rule_tags() {
    assert_fails_with(
        "cel_nested.rs",
        r#"error[invalid-tag]: items can only be used on array types
  --> cel_nested.rs:11:25
   |
11 |     /// +k8s:validation:items:cel[0]:rule="self != ''"
   |                         ^^^^^

error[invalid-tag]: additionalProperties can only be used on map types
  --> cel_nested.rs:14:25
   |
14 |     /// +k8s:validation:additionalProperties:cel[0]:rule="self != ''"
   |                         ^^^^^^^^^^^^^^^^^^^^

error[invalid-tag]: properties can only be used on struct types
  --> cel_nested.rs:16:25
   |
16 |     /// +k8s:validation:properties:count:cel[0]:rule="self > 0"
   |                         ^^^^^^^^^^^^^^^^

error[invalid-tag]: property used in comment tag "nope" not found in struct Inner
  --> cel_nested.rs:18:25
   |
18 |     /// +k8s:validation:properties:nope:cel[0]:rule="self > 0"
   |                         ^^^^^^^^^^^^^^^
   |
   = help: the fields are named as in JSON: `count`, `days`

error[invalid-tag]: failed to validate property "count": items can only be used on array types
  --> cel_nested.rs:20:42
   |
20 |     /// +k8s:validation:properties:count:items:cel[0]:rule="self > 0"
   |                                          ^^^^^

error[invalid-tag]: invalid CEL rule: compilation failed: ERROR: <input>:1:5: undefined field 'nope'
  --> cel_nested.rs:23:43
   |
23 |     /// +k8s:validation:items:cel[0]:rule="self.nope > 0"
   |                                           ^^^^^^^^^^^^^^^
   |
   = help: in the rule:
            | self.nope > 0
            | ....^

error[invalid-tag]: non-consecutive index 1 for key 'items:cel'
  --> cel_nested.rs:26:35
   |
26 |     /// +k8s:validation:items:cel[1]:rule="self.count > 0"
   |                                   ^
   |
   = help: number the rules from 0, in order, and keep the lines of each rule together, with no other tag between them

error[invalid-tag]: oldSelf cannot be used on the uncorrelatable portion of the schema within properties[atomic]: rule "self.count >= oldSelf.count"
  --> cel_nested.rs:29:43
   |
29 |     /// +k8s:validation:items:cel[0]:rule="self.count >= oldSelf.count"
   |                                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: the items of field Nested.atomic, a list of type atomic, have no old value to compare with: make it a map list (+k8s:listType=map with +k8s:listMapKey) or write the rule without oldSelf

error[invalid-tag]: CEL rules cannot check map keys: a schema has no place for rules on keys
  --> cel_nested.rs:31:10
   |
31 |     /// +k8s:eachKey=+k8s:validation:cel[0]:rule="self != ''"
   |          ^^^^^^^^^^^
   |
   = help: write the rule on the map itself, over its keys: `self.all(k, <rule on k>)`

error[invalid-tag]: tag "k8s:eachVal" can only be used on lists and maps, not on i64
  --> cel_nested.rs:33:10
   |
33 |     /// +k8s:eachVal=+k8s:validation:cel[0]:rule="self > 0"
   |          ^^^^^^^^^^^

error: could not generate validations due to 10 previous errors
"#,
    );
}

/// Problems on the top link of alias chains whose links call the part
/// functions of the chain below (a repeated tag, a bad value, a CEL rule's
/// bad attribute) or that conflict with a link below (`listType` twice, a
/// rule numbered from 0 again): reported as evaluating every link's tags
/// together reports them (the same text as before the links called the
/// chain below). A rule that does not compile on a link is reported once:
/// the links above it, checked alone, number their rules after it.
#[test]
fn alias_chain_problems_are_reported_as_for_the_whole_chain() {
    assert_fails_with(
        "alias_chain_problems.rs",
        r#"error[invalid-tag]: k8s:maxLength may only be specified once (first given on line 1)
 --> alias_chain_problems.rs:3:6
  |
3 | /// +k8s:maxLength=11
  |      ^^^^^^^^^^^^^

error[invalid-tag]: unsupported validation format "no-such-format"
  --> alias_chain_problems.rs:15:17
   |
15 | /// +k8s:format=no-such-format
   |                 ^^^^^^^^^^^^^^
   |
   = help: supported formats: k8s-extended-resource-name, k8s-label-key, k8s-label-value, k8s-long-name, k8s-long-name-caseless, k8s-path-segment-name, k8s-prefixed-label-key, k8s-resource-fully-qualified-name, k8s-resource-pool-name, k8s-short-name, k8s-uuid

error[invalid-tag]: k8s:listType may only be specified once
  --> alias_chain_problems.rs:24:6
   |
24 | /// +k8s:listType=set
   |      ^^^^^^^^^^^^

error[invalid-tag]: invalid CEL rule: compilation failed: ERROR: <input>:1:15: Syntax error: mismatched input '<EOF>' expecting {'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}
  --> alias_chain_problems.rs:39:33
   |
39 | /// +k8s:validation:cel[1]:rule="self.size() <="
   |                                 ^^^^^^^^^^^^^^^^
   |
   = help: in the rule:
            | self.size() <=
            | ..............^

error[invalid-tag]: invalid CEL tag at index 4: reason: Unsupported value: "Unknown": supported values: "FieldValueInvalid", "FieldValueForbidden", "FieldValueRequired", "FieldValueDuplicate"
  --> alias_chain_problems.rs:45:35
   |
45 | /// +k8s:validation:cel[4]:reason="Unknown"
   |                                   ^^^^^^^^^

error[invalid-tag]: non-consecutive index 0 for key 'cel'
  --> alias_chain_problems.rs:56:25
   |
56 | /// +k8s:validation:cel[0]:rule="self.size() <= 2"
   |                         ^
   |
   = help: number the rules from 0, in order, and keep the lines of each rule together, with no other tag between them

error[invalid-tag]: cannot have multiple values for key 'cel[0]:rule'
  --> alias_chain_problems.rs:56:28
   |
56 | /// +k8s:validation:cel[0]:rule="self.size() <= 2"
   |                            ^^^^

error: could not generate validations due to 7 previous errors
"#,
    );
}
