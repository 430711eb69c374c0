//! Tables of request bodies with the exact problems, warnings and errors the
//! decoder reports. The shapes are written by hand here the way
//! validation-gen writes them (output_tests/src/decode checks the generated
//! ones).

use std::collections::BTreeMap;

use serde::Deserialize;

use super::*;

#[derive(Deserialize, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct TypeMeta {
    #[serde(default)]
    kind: String,
    #[serde(default)]
    api_version: String,
}

#[derive(Deserialize, Debug, PartialEq, Default)]
struct Meta {
    #[serde(default)]
    name: String,
    #[serde(default)]
    labels: BTreeMap<String, String>,
}

#[derive(Deserialize, Debug, PartialEq)]
enum Protocol {
    #[serde(rename = "UDP")]
    Udp,
    #[serde(rename = "TCP")]
    Tcp,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Container {
    name: String,
    image: Option<String>,
}

#[derive(Deserialize, Debug, PartialEq)]
struct Port {
    port: u16,
}

#[derive(Deserialize, Debug, PartialEq, Default)]
struct Spec {
    replicas: Option<i32>,
    protocol: Option<Protocol>,
    #[serde(default)]
    containers: Vec<Container>,
    #[serde(default)]
    ports: BTreeMap<String, Port>,
    /// Another crate's type: not looked into.
    #[serde(default)]
    extra: Option<serde_json::Value>,
}

#[derive(Deserialize, Debug, PartialEq, Default)]
struct Widget {
    #[serde(flatten)]
    type_meta: TypeMeta,
    #[serde(default)]
    metadata: Meta,
    #[serde(default)]
    spec: Spec,
}

static STRING: Shape = Shape::String;
static INT32: Shape = Shape::Integer {
    type_name: "int32",
    min: i32::MIN as i128,
    max: i32::MAX as i128,
};

impl Fields for Container {
    fn decode_shape() -> &'static Shape {
        static SHAPE: Shape = Shape::Struct {
            fields: &[
                Field {
                    name: "name",
                    shape: &STRING,
                },
                Field {
                    name: "image",
                    shape: &Shape::Nullable(&STRING),
                },
            ],
            rest: None,
        };
        &SHAPE
    }
}

impl Fields for Port {
    fn decode_shape() -> &'static Shape {
        static SHAPE: Shape = Shape::Struct {
            fields: &[Field {
                name: "port",
                shape: &Shape::Integer {
                    type_name: "uint16",
                    min: 0,
                    max: 65535,
                },
            }],
            rest: None,
        };
        &SHAPE
    }
}

impl Fields for Widget {
    fn decode_shape() -> &'static Shape {
        static SHAPE: Shape = Shape::Struct {
            fields: &[
                // Flattened `TypeMeta`, merged into its parent.
                Field {
                    name: "kind",
                    shape: &STRING,
                },
                Field {
                    name: "apiVersion",
                    shape: &STRING,
                },
                Field {
                    name: "metadata",
                    shape: &Shape::Struct {
                        fields: &[
                            Field {
                                name: "name",
                                shape: &STRING,
                            },
                            Field {
                                name: "labels",
                                shape: &Shape::Map(&STRING),
                            },
                        ],
                        rest: None,
                    },
                },
                Field {
                    name: "spec",
                    shape: &Shape::Struct {
                        fields: &[
                            Field {
                                name: "replicas",
                                shape: &Shape::Nullable(&INT32),
                            },
                            Field {
                                name: "protocol",
                                shape: &Shape::Nullable(&Shape::Enum(&["UDP", "TCP"])),
                            },
                            Field {
                                name: "containers",
                                shape: &Shape::List(&Shape::Named(<Container as Fields>::decode_shape)),
                            },
                            Field {
                                name: "ports",
                                shape: &Shape::Map(&Shape::Named(<Port as Fields>::decode_shape)),
                            },
                            Field {
                                name: "extra",
                                shape: &Shape::Nullable(&Shape::Any),
                            },
                        ],
                        rest: None,
                    },
                },
            ],
            rest: None,
        };
        &SHAPE
    }
}

/// Problems, in document order, for bodies the type can hold.
#[test]
fn unknown_and_duplicate_fields() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "valid",
            r#"{"kind":"Widget","apiVersion":"v1","metadata":{"name":"a","labels":{"app":"x"}},"spec":{"replicas":1,"protocol":"TCP","containers":[{"name":"c"}],"ports":{"http":{"port":80}}}}"#,
            &[],
        ),
        (
            "nested in a list",
            r#"{"spec":{"containers":[{"name":"a"},{"name":"b","foo":1,"bar":{"x":1}}]}}"#,
            &[
                r#"unknown field "spec.containers[1].foo""#,
                r#"unknown field "spec.containers[1].bar""#,
            ],
        ),
        (
            "in a map value",
            r#"{"spec":{"ports":{"http":{"port":80,"protocol":"TCP"}}}}"#,
            &[r#"unknown field "spec.ports.http.protocol""#],
        ),
        (
            "beside flattened fields",
            r#"{"kind":"Widget","bogus":true,"apiVersion":"v1"}"#,
            &[r#"unknown field "bogus""#],
        ),
        (
            "flattened field repeated",
            r#"{"kind":"A","kind":"B"}"#,
            &[r#"duplicate field "kind""#],
        ),
        (
            "struct field repeated",
            r#"{"metadata":{"name":"a","name":"b"}}"#,
            &[r#"duplicate field "metadata.name""#],
        ),
        (
            "map key repeated",
            r#"{"metadata":{"labels":{"app.kubernetes.io/name":"a","app.kubernetes.io/name":"b"}}}"#,
            &[r#"duplicate field "metadata.labels.app.kubernetes.io/name""#],
        ),
        (
            "repeated inside another crate's value",
            r#"{"spec":{"extra":{"a":[{"b":1,"b":2}]}}}"#,
            &[r#"duplicate field "spec.extra.a[0].b""#],
        ),
        (
            "document order",
            r#"{"spec":{"replicas":1,"replicas":2,"foo":1},"apiVersion":"v1","metadata":{},"metadata":{},"x":1}"#,
            &[
                r#"duplicate field "spec.replicas""#,
                r#"unknown field "spec.foo""#,
                r#"duplicate field "metadata""#,
                r#"unknown field "x""#,
            ],
        ),
        (
            "a repeated unknown field once",
            r#"{"x":1,"x":2}"#,
            &[r#"unknown field "x""#],
        ),
        (
            "null leaves a field absent",
            r#"{"spec":{"containers":null,"replicas":null}}"#,
            &[],
        ),
    ];
    for (name, body, expected) in cases {
        let decoded = from_json::<Widget>(body.as_bytes(), FieldValidation::Warn).unwrap();
        let got: Vec<String> = decoded.problems.iter().map(ToString::to_string).collect();
        assert_eq!(got, *expected, "{name}");
        assert_eq!(decoded.warnings, got, "{name}");
        assert!(decoded.errors.is_empty(), "{name}: {:?}", decoded.errors);
        assert!(decoded.object.is_some(), "{name}");
    }
}

/// The three modes on one body.
#[test]
fn modes() {
    let body = br#"{"spec":{"replicas":1,"unknownField":true,"replicas":3}}"#;

    let strict = from_json::<Widget>(body, FieldValidation::Strict).unwrap();
    assert_eq!(
        strict.strict_error.as_ref().map(ToString::to_string).as_deref(),
        Some(r#"strict decoding error: unknown field "spec.unknownField", duplicate field "spec.replicas""#)
    );
    assert!(strict.warnings.is_empty());
    assert!(!strict.is_ok());
    let status = strict.failure_status("Widget", "example.com", "v1", "w").unwrap();
    assert_eq!(
        status.to_json(),
        r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Widget in version \"v1\" cannot be handled as a Widget: strict decoding error: unknown field \"spec.unknownField\", duplicate field \"spec.replicas\"","reason":"BadRequest","code":400}"#
    );

    let warn = from_json::<Widget>(body, FieldValidation::Warn).unwrap();
    assert_eq!(
        warn.warnings,
        [
            r#"unknown field "spec.unknownField""#,
            r#"duplicate field "spec.replicas""#
        ]
    );
    assert!(warn.strict_error.is_none());
    // The last of repeated fields wins, as in the API server.
    assert_eq!(warn.object.as_ref().unwrap().spec.replicas, Some(3));
    assert!(warn.is_ok());

    let ignore = from_json::<Widget>(body, FieldValidation::Ignore).unwrap();
    assert!(ignore.warnings.is_empty() && ignore.strict_error.is_none());
    assert_eq!(ignore.object.unwrap().spec.replicas, Some(3));
    assert_eq!(ignore.problems.len(), 2);

    // A valid body is fine in every mode.
    for mode in [FieldValidation::Strict, FieldValidation::Warn, FieldValidation::Ignore] {
        let ok = from_json::<Widget>(br#"{"spec":{"replicas":1}}"#, mode).unwrap();
        assert!(ok.is_ok() && ok.problems.is_empty() && ok.warnings.is_empty());
    }
    assert_eq!("Warn".parse::<FieldValidation>(), Ok(FieldValidation::Warn));
    assert_eq!(
        "strict".parse::<FieldValidation>(),
        Err(r#"fieldValidation must be one of "Ignore", "Warn", or "Strict", got "strict""#.to_owned())
    );
}

/// Values serde cannot accept become field errors at their path.
#[test]
fn values_the_type_cannot_hold() {
    let cases: &[(&str, &str, &[&str])] = &[
        (
            "unknown enum member",
            r#"{"spec":{"protocol":"SCTP"}}"#,
            &[r#"spec.protocol: Unsupported value: "SCTP": supported values: "TCP", "UDP""#],
        ),
        (
            "enum of the wrong type",
            r#"{"spec":{"protocol":6}}"#,
            &[r#"spec.protocol: Invalid value: 6: must be of type string"#],
        ),
        (
            "string for an integer",
            r#"{"spec":{"replicas":"three"}}"#,
            &[r#"spec.replicas: Invalid value: "three": must be of type integer"#],
        ),
        (
            "fraction for an integer",
            r#"{"spec":{"replicas":1.5}}"#,
            &[r#"spec.replicas: Invalid value: 1.5: must be of type integer"#],
        ),
        (
            "out of range",
            r#"{"spec":{"ports":{"http":{"port":70000}}}}"#,
            &[r#"spec.ports[http].port: Invalid value: 70000: must be of type uint16 (between 0 and 65535)"#],
        ),
        (
            "object for a list",
            r#"{"spec":{"containers":{"name":"a"}}}"#,
            &[r#"spec.containers: Invalid value: {"name":"a"}: must be of type array"#],
        ),
        (
            "null in a list",
            r#"{"spec":{"containers":[null]}}"#,
            &[r#"spec.containers[0]: Invalid value: null: must be of type object"#],
        ),
        (
            "every one, in document order",
            r#"{"spec":{"replicas":true,"containers":[{"name":1}],"protocol":"tcp"}}"#,
            &[
                r#"spec.replicas: Invalid value: true: must be of type integer"#,
                r#"spec.containers[0].name: Invalid value: 1: must be of type string"#,
                r#"spec.protocol: Unsupported value: "tcp": supported values: "TCP", "UDP""#,
            ],
        ),
        (
            "a field serde requires",
            r#"{"spec":{"containers":[{"image":"nginx"}]}}"#,
            &[r#"spec.containers[0].name: Required value"#],
        ),
    ];
    for (name, body, expected) in cases {
        let decoded = from_json::<Widget>(body.as_bytes(), FieldValidation::Strict).unwrap();
        let got: Vec<String> = decoded.errors.iter().map(ToString::to_string).collect();
        assert_eq!(got, *expected, "{name}");
        assert!(decoded.object.is_none(), "{name}");
        assert!(decoded.strict_error.is_none(), "{name}");
    }
    // Unknown fields are still reported beside value errors.
    let decoded = from_json::<Widget>(br#"{"spec":{"protocol":"SCTP","foo":1}}"#, FieldValidation::Strict).unwrap();
    assert_eq!(decoded.errors.len(), 1);
    assert_eq!(
        decoded.errors.iter().next().unwrap().error_type,
        ErrorType::NotSupported
    );
    assert_eq!(
        decoded.strict_error.unwrap().to_string(),
        r#"strict decoding error: unknown field "spec.foo""#
    );
}

#[test]
fn syntax_errors_and_streams() {
    let err = from_json::<Widget>(br#"{"spec": "#, FieldValidation::Strict).unwrap_err();
    assert_eq!(err.message, "EOF while parsing a value at line 1 column 9");
    let err = from_json::<Widget>(br#"{} {}"#, FieldValidation::Strict).unwrap_err();
    assert_eq!(err.message, "trailing characters at line 1 column 4");

    let docs = from_json_documents::<Widget>(
        b"{\"kind\":\"A\"}\n{\"kind\":\"B\",\"x\":1}\n{\"spec\":{\"protocol\":\"SCTP\"}}",
        FieldValidation::Warn,
    )
    .unwrap();
    assert_eq!(docs.len(), 3);
    assert_eq!(docs[0].object.as_ref().unwrap().type_meta.kind, "A");
    assert!(docs[0].warnings.is_empty());
    assert_eq!(docs[1].warnings, [r#"unknown field "x""#]);
    assert_eq!(docs[2].errors.len(), 1);
}

/// A valid body is checked and decoded in one pass: the shape's narrower
/// range, which only the full check applies, is not consulted.
#[test]
fn valid_bodies_take_the_one_pass_path() {
    #[derive(Deserialize)]
    struct Narrow {
        #[allow(dead_code)]
        n: i32,
    }
    impl Fields for Narrow {
        fn decode_shape() -> &'static Shape {
            static SHAPE: Shape = Shape::Struct {
                fields: &[Field {
                    name: "n",
                    shape: &Shape::Integer {
                        type_name: "int8",
                        min: -128,
                        max: 127,
                    },
                }],
                rest: None,
            };
            &SHAPE
        }
    }
    assert!(from_json::<Narrow>(br#"{"n": 1000}"#, FieldValidation::Strict)
        .unwrap()
        .errors
        .is_empty());
    // With an unknown field the full check runs, and applies the range.
    let full = from_json::<Narrow>(br#"{"n": 1000, "m": 1}"#, FieldValidation::Strict).unwrap();
    assert_eq!(
        full.errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["n: Invalid value: 1000: must be of type int8 (between -128 and 127)"]
    );
}

#[cfg(feature = "yaml")]
#[test]
fn yaml_documents() {
    let manifest = "\
kind: Widget
apiVersion: v1
metadata:
  name: a
  name: b
  labels:
    app: x
spec:
  replicas: 2
  foo: bar
  containers:
  - name: c
    image: nginx
    bar: 1
---
# an empty document is skipped
---
kind: Widget
spec:
  protocol: SCTP
  replicas: 0x10
";
    let docs = from_yaml_documents::<Widget>(manifest, FieldValidation::Strict).unwrap();
    assert_eq!(docs.len(), 2);
    assert_eq!(
        docs[0].strict_error.as_ref().unwrap().to_string(),
        "strict decoding error: yaml: unmarshal errors:\n  line 5: key \"name\" already set in map, \
         unknown field \"spec.containers[0].bar\", unknown field \"spec.foo\""
    );
    let warn = from_yaml_documents::<Widget>(manifest, FieldValidation::Warn).unwrap();
    assert_eq!(
        warn[0].warnings,
        [
            "yaml: unmarshal errors:\n  line 5: key \"name\" already set in map",
            r#"unknown field "spec.containers[0].bar""#,
            r#"unknown field "spec.foo""#,
        ]
    );
    let first = warn[0].object.as_ref().unwrap();
    assert_eq!(first.metadata.name, "b");
    assert_eq!(first.spec.replicas, Some(2));
    assert_eq!(first.spec.containers[0].image.as_deref(), Some("nginx"));
    assert_eq!(
        docs[1].errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [r#"spec.protocol: Unsupported value: "SCTP": supported values: "TCP", "UDP""#]
    );

    // Scalars: quoted stays a string, plain follows the core schema.
    let typed = from_yaml::<Widget>("spec:\n  replicas: '3'\n", FieldValidation::Strict).unwrap();
    assert_eq!(
        typed.errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [r#"spec.replicas: Invalid value: "3": must be of type integer"#]
    );
    let anchors = from_yaml::<Widget>(
        "metadata:\n  labels: &l {a: b}\nspec:\n  extra: *l\n",
        FieldValidation::Strict,
    )
    .unwrap();
    assert_eq!(anchors.object.unwrap().spec.extra, Some(serde_json::json!({"a": "b"})));

    let err = from_yaml::<Widget>("a: [b\n", FieldValidation::Strict).unwrap_err();
    assert!(err.message.starts_with("yaml: "), "{}", err.message);
    let err = from_yaml::<Widget>("a: 1\n---\nb: 2\n", FieldValidation::Strict).unwrap_err();
    assert_eq!(err.message, "expected one YAML document, found 2");
}

/// The API server's strict-decoding texts for the same problems in a JSON
/// and a YAML body. YAML's repeated keys come first as one error
/// (`yaml: unmarshal errors:` then one line each, indented by two spaces),
/// as the API server's YAML pass gives them; a YAML body reaches the field
/// check as JSON with sorted keys, so its unknown fields come out sorted.
#[cfg(feature = "yaml")]
#[test]
fn strict_wording_for_json_and_yaml_bodies() {
    let json =
        br#"{"spec": {"zeta": 1, "replicas": 1, "alpha": 2, "replicas": 3}, "metadata": {"name": "a", "name": "b"}}"#;
    let yaml = "spec:\n  zeta: 1\n  replicas: 1\n  alpha: 2\n  replicas: 3\nmetadata:\n  name: a\n  name: b\n";
    let cases: [(&str, Decoded<Widget>, &str, Vec<&str>); 2] = [
        (
            "json",
            from_json::<Widget>(json, FieldValidation::Strict).unwrap(),
            "strict decoding error: unknown field \"spec.zeta\", unknown field \"spec.alpha\", \
             duplicate field \"spec.replicas\", duplicate field \"metadata.name\"",
            vec![
                "unknown field \"spec.zeta\"",
                "unknown field \"spec.alpha\"",
                "duplicate field \"spec.replicas\"",
                "duplicate field \"metadata.name\"",
            ],
        ),
        (
            "yaml",
            from_yaml::<Widget>(yaml, FieldValidation::Strict).unwrap(),
            "strict decoding error: yaml: unmarshal errors:\n  line 5: key \"replicas\" already set in map\n  \
             line 8: key \"name\" already set in map, unknown field \"spec.alpha\", unknown field \"spec.zeta\"",
            vec![
                "yaml: unmarshal errors:\n  line 5: key \"replicas\" already set in map\n  line 8: key \"name\" already set in map",
                "unknown field \"spec.alpha\"",
                "unknown field \"spec.zeta\"",
            ],
        ),
    ];
    for (name, strict, error, warnings) in cases {
        assert_eq!(strict.strict_error.unwrap().to_string(), error, "{name}");
        let warn = match name {
            "json" => from_json::<Widget>(json, FieldValidation::Warn).unwrap(),
            _ => from_yaml::<Widget>(yaml, FieldValidation::Warn).unwrap(),
        };
        assert_eq!(warn.warnings, warnings, "{name}");
        let object = warn.object.unwrap();
        assert_eq!(
            (object.spec.replicas, object.metadata.name.as_str()),
            (Some(3), "b"),
            "{name}"
        );
    }
}

/// The hostile bodies of issue 27: each gets its answer, in linear time and
/// bounded memory.
#[cfg(feature = "yaml")]
#[test]
fn hostile_yaml_bodies_get_the_bounds_errors() {
    let mut laughs = String::from("a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..10 {
        let refs = vec![format!("*a{}", i - 1); 10].join(",");
        laughs.push_str(&format!("a{i}: &a{i} [{refs}]\n"));
    }
    assert!(laughs.len() <= 600, "{}", laughs.len());
    let err = from_yaml::<Widget>(&laughs, FieldValidation::Strict).unwrap_err();
    assert_eq!(err.message, "yaml: document contains excessive aliasing");

    let dashes = "- ".repeat(50_000) + "1\n";
    let err = from_yaml::<Widget>(&dashes, FieldValidation::Strict).unwrap_err();
    assert_eq!(err.message, "yaml: line 1: exceeded max depth of 128");

    let nested = "{a: ".repeat(25_000) + "1" + &"}".repeat(25_000);
    let err = from_yaml::<Widget>(&nested, FieldValidation::Strict).unwrap_err();
    assert_eq!(err.message, "yaml: line 1: exceeded max depth of 128");
}

/// One map of 200,000 keys, as JSON and as YAML: repeats are found with a
/// hash set, not by scanning the keys seen.
#[test]
fn a_map_of_200k_keys_is_checked_in_linear_time() {
    let n = 200_000;
    let mut json = String::from("{\"spec\": {\"ports\": {");
    for i in 0..n {
        json.push_str(&format!("\"p{i}\": {{\"port\": 1}},"));
    }
    json.push_str("\"p7\": {\"port\": 2}}}}");
    let decoded = from_json::<Widget>(json.as_bytes(), FieldValidation::Warn).unwrap();
    assert_eq!(decoded.warnings, ["duplicate field \"spec.ports.p7\""]);
    let ports = decoded.object.unwrap().spec.ports;
    assert_eq!((ports.len(), ports["p7"].port), (n, 2));
    let valid = json.replace(",\"p7\": {\"port\": 2}", "");
    let decoded = from_json::<Widget>(valid.as_bytes(), FieldValidation::Strict).unwrap();
    assert!(decoded.is_ok());

    #[cfg(feature = "yaml")]
    {
        let mut yaml = String::from("spec:\n  ports:\n");
        for i in 0..n {
            yaml.push_str(&format!("    p{i}: {{port: 1}}\n"));
        }
        yaml.push_str("    p7: {port: 2}\n");
        let decoded = from_yaml::<Widget>(&yaml, FieldValidation::Warn).unwrap();
        assert_eq!(
            decoded.warnings,
            [format!(
                "yaml: unmarshal errors:\n  line {}: key \"p7\" already set in map",
                n + 3
            )]
        );
        assert_eq!(decoded.object.unwrap().spec.ports.len(), n);
    }
}

/// Whether two shapes accept the same input: `Named` links are followed
/// (to a bounded depth, for recursive types).
fn same_shape(a: &'static Shape, b: &'static Shape, depth: usize) -> bool {
    if depth == 0 {
        return true;
    }
    let same = |a, b| same_shape(a, b, depth - 1);
    match (a, b) {
        (Shape::Named(a), _) => same(a(), b),
        (_, Shape::Named(b)) => same(a, b()),
        (Shape::Any, Shape::Any)
        | (Shape::Bool, Shape::Bool)
        | (Shape::Float, Shape::Float)
        | (Shape::String, Shape::String) => true,
        (
            Shape::Integer { type_name, min, max },
            Shape::Integer {
                type_name: n,
                min: lo,
                max: hi,
            },
        ) => (type_name, min, max) == (n, lo, hi),
        (Shape::Enum(a), Shape::Enum(b)) => a == b,
        (Shape::List(a), Shape::List(b))
        | (Shape::Map(a), Shape::Map(b))
        | (Shape::Nullable(a), Shape::Nullable(b)) => same(a, b),
        (Shape::Struct { fields, rest }, Shape::Struct { fields: f, rest: r }) => {
            fields.len() == f.len()
                && fields
                    .iter()
                    .zip(f.iter())
                    .all(|(a, b)| a.name == b.name && same(a.shape, b.shape))
                && match (rest, r) {
                    (Some(a), Some(b)) => same(a, b),
                    (None, None) => true,
                    _ => false,
                }
        }
        _ => false,
    }
}

/// `decode_fields!` expands to the shapes written by hand above, for every
/// kind of shape it knows.
#[test]
fn decode_fields_macro_writes_the_shapes() {
    struct MacroContainer;
    struct MacroPort;
    struct MacroWidget;
    struct MacroProtocol;
    struct Every;
    crate::decode_fields!(MacroContainer { "name" = string, "image" = opt(string) });
    crate::decode_fields!(MacroPort { "port" = u16 });
    crate::decode_fields!(MacroProtocol = one_of["UDP", "TCP"]);
    crate::decode_fields!(MacroWidget {
        "kind" = string,
        "apiVersion" = string,
        "metadata" = any,
        "spec" = list(named(MacroContainer)),
    } rest = map(opt(named(MacroPort))));
    crate::decode_fields!(Every {
        "b" = bool, "f" = float, "i8" = i8, "i16" = i16, "i32" = i32, "i64" = i64,
        "u8" = u8, "u32" = u32, "u64" = u64, "e" = one_of[], "p" = named(MacroProtocol),
    });
    assert!(same_shape(MacroContainer::decode_shape(), Container::decode_shape(), 8));
    assert!(same_shape(MacroPort::decode_shape(), Port::decode_shape(), 8));
    assert!(!same_shape(MacroPort::decode_shape(), Container::decode_shape(), 8));
    static WIDGET: Shape = Shape::Struct {
        fields: &[
            Field {
                name: "kind",
                shape: &STRING,
            },
            Field {
                name: "apiVersion",
                shape: &STRING,
            },
            Field {
                name: "metadata",
                shape: &Shape::Any,
            },
            Field {
                name: "spec",
                shape: &Shape::List(&Shape::Named(Container::decode_shape)),
            },
        ],
        rest: Some(&Shape::Map(&Shape::Nullable(&Shape::Named(Port::decode_shape)))),
    };
    assert!(same_shape(MacroWidget::decode_shape(), &WIDGET, 8));
    let integer = |type_name, min: i128, max: i128| Shape::Integer { type_name, min, max };
    let Shape::Struct { fields, rest: None } = Every::decode_shape() else {
        panic!("a struct without rest: {:?}", Every::decode_shape());
    };
    let shown: Vec<String> = fields
        .iter()
        .map(|f| format!("{} {:?}", f.name, f.shape.resolve()))
        .collect();
    let expected = [
        ("b", Shape::Bool),
        ("f", Shape::Float),
        ("i8", integer("int8", -128, 127)),
        ("i16", integer("int16", -32768, 32767)),
        ("i32", integer("int32", -2147483648, 2147483647)),
        ("i64", integer("int64", i64::MIN.into(), i64::MAX.into())),
        ("u8", integer("uint8", 0, 255)),
        ("u32", integer("uint32", 0, 4294967295)),
        ("u64", integer("uint64", 0, u64::MAX.into())),
        ("e", Shape::Enum(&[])),
        ("p", Shape::Enum(&["UDP", "TCP"])),
    ];
    let expected: Vec<String> = expected.iter().map(|(n, s)| format!("{n} {s:?}")).collect();
    assert_eq!(shown, expected);
}
