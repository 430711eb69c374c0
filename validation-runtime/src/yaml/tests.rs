use serde_json::{json, Value};

use super::*;

fn one(text: &str) -> Result<Document, String> {
    let mut docs = documents(text).map_err(|e| e.to_string())?;
    Ok(docs.remove(0))
}

fn value_of(scalar: &str) -> Result<Value, String> {
    one(&format!("v: {scalar}\n")).map(|d| d.value["v"].clone())
}

/// YAML text to the JSON value kubectl sends, each reading checked against
/// go-yaml v2's resolve rules and sigs.k8s.io/yaml's conversion.
#[test]
fn scalars_read_as_kubectl_reads_them() {
    let cases: &[(&str, Value)] = &[
        ("1_000", json!(1000)),
        ("0b11", json!(3)),
        ("-0b11", json!(-3)),
        ("017", json!(15)),
        ("0o17", json!(15)),
        // Not octal, not an integer: the float 8, sent as `8`.
        ("08", json!(8)),
        ("+12", json!(12)),
        (".5", json!(0.5)),
        ("+.5", json!(0.5)),
        ("1e3", json!(1000)),
        ("1.0", json!(1)),
        ("1.5", json!(1.5)),
        ("1e21", json!(1e21)),
        ("0x1F", json!(31)),
        ("-0x1F", json!(-31)),
        ("0x_1F", json!(31)),
        ("9223372036854775807", json!(9_223_372_036_854_775_807i64)),
        ("18446744073709551615", json!(18_446_744_073_709_551_615u64)),
        ("18446744073709551616", json!(18_446_744_073_709_551_616f64)),
        ("!!int \"12\"", json!(12)),
        ("!!int '0x10'", json!(16)),
        ("!!str 12", json!("12")),
        ("!!str yes", json!("yes")),
        ("!!float 1", json!(1)),
        ("!!bool yes", json!(true)),
        ("!!null abc", json!(null)),
        ("!custom 12", json!("12")),
        ("!!binary aGVsbG8=", json!("hello")),
        ("!!binary aGk=", json!("hi")),
        ("\"12\"", json!("12")),
        ("'yes'", json!("yes")),
        // Timestamps: go-yaml gives an untyped target their text.
        ("2001-12-14", json!("2001-12-14")),
        ("2001-12-14t21:59:43.10-05:00", json!("2001-12-14t21:59:43.10-05:00")),
        ("2001-12-14 21:59:43.10 -5", json!("2001-12-14 21:59:43.10 -5")),
        ("!!timestamp 2001-12-14", json!("2001-12-14")),
        ("y", json!(true)),
        ("Y", json!(true)),
        ("yes", json!(true)),
        ("Yes", json!(true)),
        ("YES", json!(true)),
        ("on", json!(true)),
        ("On", json!(true)),
        ("ON", json!(true)),
        ("true", json!(true)),
        ("True", json!(true)),
        ("TRUE", json!(true)),
        ("n", json!(false)),
        ("N", json!(false)),
        ("no", json!(false)),
        ("No", json!(false)),
        ("NO", json!(false)),
        ("off", json!(false)),
        ("Off", json!(false)),
        ("OFF", json!(false)),
        ("false", json!(false)),
        ("False", json!(false)),
        ("FALSE", json!(false)),
        ("yEs", json!("yEs")),
        ("oN", json!("oN")),
        ("tRUE", json!("tRUE")),
        ("~", json!(null)),
        ("null", json!(null)),
        ("Null", json!(null)),
        ("NULL", json!(null)),
        ("", json!(null)),
        ("nULL", json!("nULL")),
        ("1.2.3", json!("1.2.3")),
        ("-a", json!("-a")),
        (".", json!(".")),
        ("1_000.5", json!(1000.5)),
        (".5_0", json!(".5_0")),
        ("0x", json!("0x")),
        ("1e999", json!("1e999")),
    ];
    for (text, want) in cases {
        assert_eq!(value_of(text).as_ref(), Ok(want), "{text}");
    }
}

#[test]
fn values_json_cannot_hold_are_refused_as_json_refuses_them() {
    let cases = [
        (".inf", "json: unsupported value: +Inf"),
        ("+.Inf", "json: unsupported value: +Inf"),
        ("-.INF", "json: unsupported value: -Inf"),
        (".nan", "json: unsupported value: NaN"),
        ("!!int abc", "yaml: cannot decode !!str `abc` as a !!int"),
        ("!!binary aGk", "yaml: !!binary value contains invalid base64 data"),
        ("!!binary a=Gk", "yaml: !!binary value contains invalid base64 data"),
        ("!!int 1.5", "yaml: cannot decode !!float `1.5` as a !!int"),
        ("!!bool 1", "yaml: cannot decode !!int `1` as a !!bool"),
        ("!!timestamp 12", "yaml: cannot decode !!int `12` as a !!timestamp"),
    ];
    for (text, want) in cases {
        assert_eq!(value_of(text), Err(want.to_owned()), "{text}");
    }
}

#[test]
fn keys_are_resolved_then_written_as_strings() {
    let doc = one("yes: a\non: b\n1: c\n0x10: d\n1.5: e\n1e6: f\n.inf: g\n'x': h\n2001-12-14: i\n").unwrap();
    assert_eq!(
        doc.value,
        json!({"true": "b", "1": "c", "16": "d", "1.5": "e", "1e+06": "f", ".inf": "g", "x": "h", "2001-12-14": "i"})
    );
    // `yes` and `on` are both the key `true`.
    assert_eq!(
        doc.repeated,
        [RepeatedKey {
            line: 2,
            key: "true".into()
        }]
    );
    assert_eq!(
        one("~: a\n").unwrap_err(),
        "unsupported map key of type: %!s(<nil>), key: <nil>"
    );
}

#[test]
fn a_byte_order_mark_is_skipped() {
    assert_eq!(one("\u{feff}a: 1\n").unwrap().value, json!({"a": 1}));
    assert_eq!(one("\u{feff}{\"a\": 1}").unwrap().value, json!({"a": 1}));
}

#[test]
fn repeated_keys_keep_the_last_value_and_report_the_value_line() {
    let doc = one("a: 1\nb:\n  p: 1\na: 2\nb:\n  q: 2\n").unwrap();
    assert_eq!(doc.value, json!({"a": 2, "b": {"q": 2}}));
    assert_eq!(
        doc.repeated,
        [
            RepeatedKey {
                line: 4,
                key: "a".into()
            },
            RepeatedKey {
                line: 6,
                key: "b".into()
            }
        ]
    );
}

/// go-yaml v2 merges in order into the mapping being built: what the merge
/// sets, a later key overrides (a repeated key for the strict pass), and of
/// a sequence of merges the earlier wins.
#[test]
fn merge_keys_merge_in_order() {
    let text = "base: &b {a: 1, b: 2}\nmore: &m {b: 5, c: 3}\nx:\n  <<: [*b, *m]\n  b: 20\n";
    let doc = one(text).unwrap();
    assert_eq!(doc.value["x"], json!({"a": 1, "b": 20, "c": 3}));
    assert_eq!(
        doc.repeated,
        [
            RepeatedKey {
                line: 1,
                key: "b".into()
            },
            RepeatedKey {
                line: 5,
                key: "b".into()
            }
        ]
    );
    let inline = one("x:\n  a: 1\n  <<: {a: 2, b: 3}\n").unwrap();
    assert_eq!(inline.value, json!({"x": {"a": 2, "b": 3}}));
    assert_eq!(
        one("x:\n  <<: 1\n").unwrap_err(),
        "yaml: map merge requires map or sequence of maps as the value"
    );
    assert_eq!(
        one("a: &a 1\nx:\n  <<: [*a]\n").unwrap_err(),
        "yaml: map merge requires map or sequence of maps as the value"
    );
    // A quoted `<<` is a plain key.
    assert_eq!(one("'<<': 1\n").unwrap().value, json!({"<<": 1}));
}

#[test]
fn aliases_share_their_anchor() {
    let doc = one("a: &x {k: [1, 2]}\nb: *x\nc: &s hi\nd: *s\n").unwrap();
    assert_eq!(
        doc.value,
        json!({"a": {"k": [1, 2]}, "b": {"k": [1, 2]}, "c": "hi", "d": "hi"})
    );
    assert_eq!(
        one("a: &a [1, *a]\n").unwrap_err(),
        "yaml: anchor 'a' value contains itself"
    );
}

#[test]
fn documents_and_their_lines() {
    let docs = documents("# c\n---\na: 1\n---\n---\nb: 2\n").unwrap();
    let got: Vec<_> = docs.iter().map(|d| (d.line, d.value.clone())).collect();
    assert_eq!(got, [(3, json!({"a": 1})), (5, json!(null)), (6, json!({"b": 2}))]);
    assert_eq!(documents("").unwrap(), []);
}

/// Lines noted per field, as a path-to-line list.
#[derive(Default)]
struct Noted(Vec<(String, usize)>);

impl FieldLines for Noted {
    type Slot = usize;
    fn root(&mut self) -> usize {
        self.0.push((String::new(), 0));
        self.0.len() - 1
    }
    fn child(&mut self, parent: usize, segment: &str, line: usize) -> usize {
        let path = format!("{}/{segment}", self.0[parent].0);
        self.0.push((path, line));
        self.0.len() - 1
    }
}

#[test]
fn field_lines_are_noted_outside_aliases() {
    let mut noted = Noted::default();
    let text = "a: &x\n  k: 1\nb: *x\nc:\n- 1\n- q: 2\n";
    Documents::new(text).next_with(&mut noted).unwrap().unwrap();
    let got: Vec<(&str, usize)> = noted.0.iter().skip(1).map(|(p, l)| (p.as_str(), *l)).collect();
    assert_eq!(
        got,
        [
            ("/a", 1),
            ("/a/k", 2),
            ("/b", 3),
            ("/c", 4),
            ("/c/0", 5),
            ("/c/1", 6),
            ("/c/1/q", 6)
        ]
    );
}

/// A billion laughs: nine levels of ten aliases, 600 bytes.
fn billion_laughs() -> String {
    let mut text = String::from("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 10].join(",");
        text.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    text
}

#[test]
fn a_billion_laughs_is_excessive_aliasing() {
    let text = billion_laughs();
    assert!(text.len() < 700, "{}", text.len());
    assert_eq!(
        documents(&text).unwrap_err().to_string(),
        "yaml: document contains excessive aliasing"
    );
}

#[test]
fn aliases_are_counted_over_the_whole_stream() {
    // 100 of a document's 123 values come from aliases: alone it is within
    // go-yaml's rule; the stream's share passes the tapering ratio once
    // about 1.1 million values are read.
    let doc = "a: &a [x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n";
    assert!(documents(doc).is_ok());
    let stream = format!("---\n{doc}").repeat(20_000);
    let mut read = 0;
    let err = Documents::new(&stream)
        .find_map(|d| {
            read += 1;
            d.err()
        })
        .unwrap();
    assert_eq!(err.to_string(), "yaml: document contains excessive aliasing");
    // The document where go-yaml's counters, carried over the stream, pass the
    // ratio (worked out by hand from the rule, in go-yaml's order of decoding).
    assert_eq!(read, 9349);
}

/// Read in parts (one reader per document, as validate-manifests reads a
/// file), with the budget carried from part to part, the stream is bounded
/// as when read whole: the same document fails.
#[test]
fn a_carried_budget_bounds_the_parts_as_one_stream() {
    let doc = "a: &a [x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n";
    let mut budget = AliasBudget::default();
    let mut failed_at = None;
    for part in 1..=20_000 {
        let mut reader = Documents::new(doc).with_alias_budget(budget);
        let result = reader.next().unwrap();
        budget = reader.alias_budget();
        if let Err(e) = result {
            assert_eq!(e.to_string(), "yaml: document contains excessive aliasing");
            failed_at = Some(part);
            break;
        }
    }
    assert_eq!(failed_at, Some(9349));
    // Each part alone is within the rule.
    assert!(Documents::new(doc).next().unwrap().is_ok());
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let max = MAX_DEPTH;
    let dashes = "- ".repeat(50_000) + "1\n";
    assert_eq!(
        one(&dashes).unwrap_err(),
        format!("yaml: line 1: exceeded max depth of {max}")
    );
    let flow = "{a: ".repeat(50_000) + &"}".repeat(50_000);
    assert_eq!(
        one(&flow).unwrap_err(),
        format!("yaml: line 1: exceeded max depth of {max}")
    );
    let mut block = String::new();
    for i in 0..5_000 {
        block.push_str(&" ".repeat(i));
        block.push_str("a:\n");
    }
    assert_eq!(
        one(&block).unwrap_err(),
        format!("yaml: line {}: exceeded max depth of {max}", max + 1)
    );
    // Aliases nest too: 100 levels inside an alias of 100 levels.
    let inner = "[".repeat(100) + &"]".repeat(100);
    let outer = "[".repeat(100) + "*a" + &"]".repeat(100);
    assert_eq!(
        one(&format!("a: &a {inner}\nb: {outer}\n")).unwrap_err(),
        // Found inside the anchor, on its line.
        format!("yaml: line 1: exceeded max depth of {max}")
    );
    let ok = "[".repeat(max - 1) + &"]".repeat(max - 1);
    assert!(one(&format!("a: {ok}")).is_ok());
}

#[test]
fn nested_anchors_are_not_copied() {
    // 1.6 MB: 120 anchors, each holding a list of 6,600 values and the next
    // anchor, no alias. Copying each anchored value where it is defined
    // would copy 120 * 121 / 2 lists (48 million values).
    let levels = 120;
    let list = vec!["1"; 6_600].join(",");
    let mut text = String::from("a: ");
    for i in 0..levels {
        text.push_str(&format!("&n{i} {{list: [{list}], next: "));
    }
    text.push_str("end");
    text.push_str(&"}".repeat(levels));
    text.push('\n');
    assert!(text.len() > 1_580_000, "{}", text.len());
    let doc = one(&text).unwrap();
    let mut at = &doc.value["a"];
    for _ in 1..levels {
        at = &at["next"];
    }
    assert_eq!(
        (at["list"].as_array().map(Vec::len), &at["next"]),
        (Some(6_600), &json!("end"))
    );
}

#[test]
fn merges_and_repeated_keys_are_linear() {
    // One mapping merging 100k keys, then overriding them all.
    let n = 100_000;
    let mut text = String::from("base: &b\n");
    for i in 0..n {
        text.push_str(&format!("  k{i}: {i}\n"));
    }
    text.push_str("x:\n  <<: *b\n");
    for i in 0..n {
        text.push_str(&format!("  k{i}: -{i}\n"));
    }
    let doc = one(&text).unwrap();
    assert_eq!(doc.value["x"]["k99999"], json!(-99999));
    assert_eq!(doc.repeated.len(), n);
    assert_eq!(
        doc.repeated[0],
        RepeatedKey {
            line: n + 4,
            key: "k0".into()
        }
    );
}

/// go-yaml does not check the indentation of lines inside a flow
/// collection: a closing bracket (or an item) under the key that opened it
/// is read as kubectl reads it, not as `invalid indentation`.
#[test]
fn lines_inside_flow_collections_may_be_indented_less() {
    let cases: &[(&str, Value)] = &[
        ("args: [\n    \"-w\", \"/s\",\n]\n", json!({"args": ["-w", "/s"]})),
        (
            "a:\n  b:\n    - name: x\n      args: [\n          \"-w\", \"/s\",\n      ]\n      env: {\n  k: v,\n}\n",
            json!({"a": {"b": [{"name": "x", "args": ["-w", "/s"], "env": {"k": "v"}}]}}),
        ),
        (
            "a:\n  args: [\n      \"-w\",\n  # a comment\n x, [p,\nz]]\n",
            json!({"a": {"args": ["-w", "x", ["p", "z"]]}}),
        ),
        // Folded flow scalars lose their leading blanks either way.
        ("a: [b\n c, 'd\n e']\n", json!({"a": ["b c", "d e"]})),
    ];
    for (text, want) in cases {
        let docs = documents(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(&docs[0].value, want, "{text:?}");
    }
    // Lines do not move: an error after the collection keeps its line.
    let err = documents("args: [\n  a,\n]\nb: c: d\n").unwrap_err();
    assert_eq!(
        err.to_string(),
        "yaml: line 4: mapping values are not allowed in this context"
    );
}

/// In a flow collection go-yaml ends a plain scalar only at `: ` or a flow
/// indicator, so a colon right before `,` `]` `}` stays in the scalar.
#[test]
fn colons_in_flow_scalars_read_as_go_yaml_reads_them() {
    let cases: &[(&str, Value)] = &[
        (
            "addresses: [1.2.3.4, 001:db8::]\n",
            json!({"addresses": ["1.2.3.4", "001:db8::"]}),
        ),
        ("{k: a:}\n", json!({"k": "a:"})),
        ("a: [a:, b]\n", json!({"a": ["a:", "b"]})),
        ("a: [it's:]\n", json!({"a": ["it's:"]})),
        ("a: [x:y, b]\n", json!({"a": ["x:y", "b"]})),
        ("a: {x:y: 1}\n", json!({"a": {"x:y": 1}})),
        (
            "a: {fe80::1:, b: [c::]}\n",
            json!({"a": {"fe80::1:": null, "b": ["c::"]}}),
        ),
        ("a: [\n  001:db8::,\n  x\n]\n", json!({"a": ["001:db8::", "x"]})),
        ("- [a:]\n- &x [b:]\n", json!([["a:"], ["b:"]])),
        ("--- [a:]\n", json!(["a:"])),
        // Not in a flow collection: left as they are.
        ("a: \"[x:]\"\nb: '{y:}'\n", json!({"a": "[x:]", "b": "{y:}"})),
        ("a: |\n  [x:]\nb: c [d:]\n", json!({"a": "[x:]\n", "b": "c [d:]"})),
        ("# [x:]\na: 1\n", json!({"a": 1})),
    ];
    for (text, want) in cases {
        assert_eq!(one(text).map(|d| d.value).as_ref(), Ok(want), "{text}");
    }
    // Lines do not move.
    let doc = one("a: [x:]\nb: 1\nb: 2\n").unwrap();
    assert_eq!(
        doc.repeated,
        [RepeatedKey {
            line: 3,
            key: "b".into()
        }]
    );
}
