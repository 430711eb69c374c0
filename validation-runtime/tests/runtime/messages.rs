//! Reasons, message rendering, bad values, constructors.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;
use validation_runtime::quote::{go_json_string, go_quote};
use validation_runtime::{BadValue, ErrorType, FieldError, Path, ToBadValue, TypedStr};

const P: Path<'static> = Path::new("path.to.field");

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Sample {
    string_field: String,
    int_field: i32,
    bool_field: bool,
}

#[test]
fn spec_rendered_examples() {
    let cases: Vec<(FieldError, &str)> = vec![
        (
            FieldError::required(&P, "the details"),
            "path.to.field: Required value: the details",
        ),
        (FieldError::forbidden(&P, ""), "path.to.field: Forbidden"),
        (
            FieldError::too_long(&P, 1),
            "path.to.field: Too long: may not be more than 1 byte",
        ),
        (
            FieldError::too_many(&P, 3, 2),
            "path.to.field: Too many: 3: must have at most 2 items",
        ),
        (
            FieldError::invalid(&P, "the value".to_bad_value(), "the details"),
            "path.to.field: Invalid value: \"the value\": the details",
        ),
        (
            FieldError::invalid(&P, (-42i64).to_bad_value(), "the details"),
            "path.to.field: Invalid value: -42: the details",
        ),
        (
            FieldError::invalid(
                &P,
                BadValue::json(&Sample {
                    string_field: "stringval".into(),
                    int_field: 9376,
                    bool_field: true,
                }),
                "the details",
            ),
            "path.to.field: Invalid value: {\"stringField\":\"stringval\",\"intField\":9376,\"boolField\":true}: the details",
        ),
        (
            FieldError::invalid(&P, vec!["one", "two", "three"].to_bad_value(), "the details"),
            "path.to.field: Invalid value: [\"one\",\"two\",\"three\"]: the details",
        ),
        (
            FieldError::invalid(
                &P,
                BTreeMap::from([("one", 1), ("two", 2), ("three", 3)]).to_bad_value(),
                "the details",
            ),
            "path.to.field: Invalid value: {\"one\":1,\"three\":3,\"two\":2}: the details",
        ),
        (
            FieldError::invalid(&P, BadValue::Null, "the details"),
            "path.to.field: Invalid value: null: the details",
        ),
        (
            FieldError::not_supported(&P, "the value".to_bad_value(), &["val1", "val2"]),
            "path.to.field: Unsupported value: \"the value\": supported values: \"val1\", \"val2\"",
        ),
        (
            FieldError::duplicate(&P, "the value".to_bad_value()),
            "path.to.field: Duplicate value: \"the value\"",
        ),
        (
            FieldError::internal(&P, "the error"),
            "path.to.field: Internal error: the error",
        ),
    ];
    for (e, want) in cases {
        assert_eq!(e.to_string(), want);
        assert_eq!(format!("path.to.field: {}", e.body()), want);
    }
}

#[test]
fn hash_map_values_render_sorted() {
    let m: HashMap<String, i32> = [("two", 2), ("one", 1), ("three", 3)]
        .map(|(k, v)| (k.to_owned(), v))
        .into();
    let e = FieldError::invalid(&P, m.to_bad_value(), "the details");
    assert_eq!(
        e.to_string(),
        "path.to.field: Invalid value: {\"one\":1,\"three\":3,\"two\":2}: the details"
    );
}

#[test]
fn unknown_reason() {
    let mut e = FieldError::invalid(&P, "x".to_bad_value(), "the details");
    e.error_type = ErrorType::Unknown("not real".into());
    assert_eq!(
        e.body(),
        "Internal error: unhandled error code: <unknown error \"not real\">: please report this: the details"
    );
    e.detail.clear();
    assert_eq!(
        e.to_string(),
        "path.to.field: Internal error: unhandled error code: <unknown error \"not real\">: please report this"
    );
}

#[test]
fn hidden_and_omitted_values() {
    // Reasons that hide the value ignore whatever bad value they carry.
    for t in [
        ErrorType::Required,
        ErrorType::Forbidden,
        ErrorType::TooLong,
        ErrorType::TooShort,
        ErrorType::Internal,
    ] {
        let e = FieldError::new(t.clone(), &P, "secret".to_bad_value(), "d");
        assert_eq!(e.body(), format!("{}: d", t.text()));
    }
    let omitted = FieldError::invalid(&P, BadValue::Omitted, "d");
    assert_eq!(omitted.to_string(), "path.to.field: Invalid value: d");
    assert_eq!(
        FieldError::too_many(&P, -1, 2).to_string(),
        "path.to.field: Too many: must have at most 2 items"
    );
    let ti = FieldError::type_invalid(&P, 3u16.to_bad_value(), "wrong type");
    assert_eq!(ti.to_string(), "path.to.field: Invalid value: 3: wrong type");
    assert_eq!(ti.error_type.reason(), "FieldValueTypeInvalid");
    assert_eq!(
        FieldError::not_found(&P, true.to_bad_value()).to_string(),
        "path.to.field: Not found: true"
    );
    assert_eq!(
        FieldError::too_few(&P, 0, 1).to_string(),
        "path.to.field: Too few: 0: must have at least 1 item"
    );
    assert_eq!(
        FieldError::too_short(&P, "ab".to_bad_value(), 10).to_string(),
        "path.to.field: Too short: must be at least 10 characters"
    );
    assert_eq!(
        FieldError::too_long_characters(&P, 10).to_string(),
        "path.to.field: Too long: may not be more than 10 characters"
    );
    assert_eq!(
        FieldError::too_long_max_length(&P, "x".to_bad_value(), 1024).to_string(),
        "path.to.field: Too long: may not be more than 1024 bytes"
    );
}

#[test]
fn constructor_fields() {
    let r = FieldError::required(&P, "");
    assert_eq!(r.bad_value, BadValue::String(String::new()));
    assert_eq!(r.to_string(), "path.to.field: Required value");
    assert_eq!(FieldError::forbidden(&P, "").bad_value, BadValue::String(String::new()));
    assert_eq!(FieldError::too_long(&P, 5).bad_value, BadValue::Omitted);
    assert_eq!(FieldError::too_long_characters(&P, 5).bad_value, BadValue::Omitted);
    assert_eq!(FieldError::too_few(&P, 0, 1).bad_value, BadValue::Int(0));
    assert_eq!(FieldError::too_many(&P, 3, 2).bad_value, BadValue::Int(3));
    let ns = FieldError::not_supported(&P, "v".to_bad_value(), &[]);
    assert_eq!(ns.detail, "");
    assert_eq!(ns.to_string(), "path.to.field: Unsupported value: \"v\"");
    let nsq = FieldError::not_supported(&P, "v".to_bad_value(), &["a\"b", "é\n"]);
    assert_eq!(nsq.detail, "supported values: \"a\\\"b\", \"é\\n\"");
    let internal = FieldError::internal(&P, std::fmt::Error);
    assert_eq!(internal.detail, "an error occurred when formatting an argument");
    for e in [&r, &ns, &internal] {
        assert_eq!(e.field, "path.to.field");
        assert_eq!(e.origin, "");
        assert!(!e.covered_by_declarative && !e.from_imperative && !e.short_circuit);
    }
}

#[test]
fn negative_limits() {
    assert_eq!(FieldError::too_long(&P, -1).detail, "value is too long");
    assert_eq!(FieldError::too_long_characters(&P, -1).detail, "value is too long");
    assert_eq!(
        FieldError::too_short(&P, BadValue::Null, -1).detail,
        "value is too short"
    );
    assert_eq!(FieldError::too_many(&P, 1, -1).detail, "has too many items");
    assert_eq!(FieldError::too_few(&P, 1, -1).detail, "has too few items");
    assert_eq!(
        FieldError::too_many(&P, 0, -1).to_string(),
        "path.to.field: Too many: 0: has too many items"
    );
}

#[test]
fn go_quoting() {
    assert_eq!(go_quote("a\u{7}\u{8}\u{c}\n\r\t\u{b}z"), r#""a\a\b\f\n\r\t\vz""#);
    assert_eq!(go_quote("\u{0}\u{1b}\u{7f}"), r#""\x00\x1b\x7f""#);
    assert_eq!(
        go_quote("\u{80}\u{a0}\u{2028}\u{feff}"),
        r#""\u0080\u00a0\u2028\ufeff""#
    );
    assert_eq!(go_quote("\u{10ffff}"), r#""\U0010ffff""#);
    assert_eq!(go_quote("Ünïcödé ☃ Ω 中文 🎉"), "\"Ünïcödé ☃ Ω 中文 🎉\"");
    assert_eq!(go_quote("<a&b>"), "\"<a&b>\"");
    let e = FieldError::invalid(&P, "tab\there\u{1}".to_bad_value(), "");
    assert_eq!(e.to_string(), "path.to.field: Invalid value: \"tab\\there\\x01\"");
}

#[test]
fn json_html_safe_escaping() {
    assert_eq!(go_json_string("<a&b>"), r#""\u003ca\u0026b\u003e""#);
    assert_eq!(go_json_string("\u{2028}\u{2029}"), r#""\u2028\u2029""#);
    assert_eq!(go_json_string("\u{1}\n"), r#""\u0001\n""#);
    assert_eq!(BadValue::json(&vec!["<x>"]).render(), r#"["\u003cx\u003e"]"#);
}

#[test]
fn typed_string_vs_plain_string() {
    let plain = FieldError::invalid(&P, "<a&b>\t".to_bad_value(), "d");
    let typed = FieldError::invalid(&P, TypedStr::new("<a&b>\t").to_bad_value(), "d");
    assert_eq!(plain.to_string(), "path.to.field: Invalid value: \"<a&b>\\t\": d");
    assert_eq!(
        typed.to_string(),
        "path.to.field: Invalid value: \"\\u003ca\\u0026b\\u003e\\t\": d"
    );
    // Ordinary ASCII renders the same either way, but the kinds differ.
    let p = "abc".to_bad_value();
    let t = TypedStr::new("abc").to_bad_value();
    assert_eq!(p.render(), t.render());
    assert_ne!(p, t);
    // Non-ASCII: Go-quoting escapes non-printables, JSON keeps them.
    assert_eq!("\u{a0}".to_bad_value().render(), "\"\\u00a0\"");
    assert_eq!(TypedStr::new("\u{a0}").to_bad_value().render(), "\"\u{a0}\"");
}

#[test]
fn scalar_and_wrapper_renderings() {
    assert_eq!(1_000_000.0f64.to_bad_value().render(), "1e+06");
    assert_eq!(2.5f64.to_bad_value().render(), "2.5");
    assert_eq!(0.00001f64.to_bad_value().render(), "1e-05");
    assert_eq!(u64::MAX.to_bad_value().render(), "18446744073709551615");
    assert_eq!(i8::MIN.to_bad_value().render(), "-128");
    assert_eq!(Some(Box::new(5i32)).to_bad_value().render(), "5");
    assert_eq!(std::rc::Rc::new("s".to_owned()).to_bad_value().render(), "\"s\"");
    assert_eq!(std::sync::Arc::<str>::from("s").to_bad_value().render(), "\"s\"");
    assert_eq!(None::<&str>.to_bad_value().render(), "null");
    assert_eq!((&&7usize).to_bad_value(), BadValue::Uint(7));
}

#[derive(Serialize)]
struct Custom {
    a: Option<Vec<i32>>,
}
validation_runtime::to_bad_value_via_json!(Custom);

#[test]
fn json_macro_and_serialization() {
    assert_eq!(Custom { a: None }.to_bad_value().render(), "{\"a\":null}");
    let e = FieldError::invalid(&P, Custom { a: Some(vec![1]) }.to_bad_value(), "d")
        .with_origin("o")
        .mark_beta();
    assert_eq!(
        serde_json::to_string(&e).unwrap(),
        r#"{"type":"FieldValueInvalid","field":"path.to.field","badValue":{"a":[1]},"detail":"d","origin":"o","coveredByDeclarative":false,"fromImperative":false,"shortCircuit":false,"shortCircuitedInDeclarative":false,"stabilityLevel":"beta"}"#
    );
    let omitted = FieldError::too_long(&P, 1);
    assert!(!serde_json::to_string(&omitted).unwrap().contains("badValue"));
}
