use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::to_string;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Inner {
    string_field: String,
    int_field: i32,
    bool_field: bool,
}

#[derive(Serialize)]
struct WithSkip {
    a: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    b: Option<i32>,
    c: Option<Vec<i32>>,
}

#[derive(Serialize)]
struct Meta {
    kind: &'static str,
    #[serde(rename = "apiVersion")]
    api_version: &'static str,
}

#[derive(Serialize)]
struct Flattened {
    #[serde(flatten)]
    meta: Meta,
    zeta: i32,
    alpha: i32,
}

#[derive(Serialize)]
enum E {
    Unit,
    New(i32),
    Tuple(i32, i32),
    Struct { x: i32 },
}

#[test]
fn struct_fields_keep_declaration_order() {
    let v = Inner {
        string_field: "stringval".into(),
        int_field: 9376,
        bool_field: true,
    };
    assert_eq!(
        to_string(&v).unwrap(),
        r#"{"stringField":"stringval","intField":9376,"boolField":true}"#
    );
}

#[test]
fn skip_and_null() {
    let v = WithSkip { a: 1, b: None, c: None };
    assert_eq!(to_string(&v).unwrap(), r#"{"a":1,"c":null}"#);
}

#[test]
fn maps_are_sorted_like_go() {
    let mut h = HashMap::new();
    for (k, v) in [("two", 2), ("one", 1), ("three", 3)] {
        h.insert(k.to_string(), v);
    }
    assert_eq!(to_string(&h).unwrap(), r#"{"one":1,"three":3,"two":2}"#);
    // Integer keys sort by their decimal text, as in Go.
    let b: BTreeMap<i32, i32> = [(9, 0), (10, 1)].into_iter().collect();
    assert_eq!(to_string(&b).unwrap(), r#"{"10":1,"9":0}"#);
}

#[test]
fn flattened_structs_keep_order() {
    let v = Flattened {
        meta: Meta {
            kind: "K",
            api_version: "v1",
        },
        zeta: 1,
        alpha: 2,
    };
    assert_eq!(
        to_string(&v).unwrap(),
        r#"{"kind":"K","apiVersion":"v1","zeta":1,"alpha":2}"#
    );
}

#[test]
fn lists_strings_and_escaping() {
    assert_eq!(to_string(&["one", "two", "three"]).unwrap(), r#"["one","two","three"]"#);
    assert_eq!(to_string("<b>&").unwrap(), r#""\u003cb\u003e\u0026""#);
    assert_eq!(to_string(&'\u{2028}').unwrap(), r#""\u2028""#);
    assert_eq!(to_string(&Option::<i32>::None).unwrap(), "null");
    assert_eq!(to_string(&()).unwrap(), "null");
}

#[test]
fn enums_are_externally_tagged() {
    assert_eq!(to_string(&E::Unit).unwrap(), r#""Unit""#);
    assert_eq!(to_string(&E::New(1)).unwrap(), r#"{"New":1}"#);
    assert_eq!(to_string(&E::Tuple(1, 2)).unwrap(), r#"{"Tuple":[1,2]}"#);
    assert_eq!(to_string(&E::Struct { x: 3 }).unwrap(), r#"{"Struct":{"x":3}}"#);
}

#[test]
fn floats_and_failures() {
    assert_eq!(to_string(&1.5f64).unwrap(), "1.5");
    assert_eq!(to_string(&1e21f64).unwrap(), "1e+21");
    assert_eq!(
        to_string(&f64::NAN).unwrap_err().to_string(),
        "json: unsupported value: NaN"
    );
    let mut bad = BTreeMap::new();
    bad.insert(vec![1], 1);
    assert!(to_string(&bad).is_err());
}

#[test]
fn bytes_are_base64() {
    struct Bytes;
    impl Serialize for Bytes {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_bytes(b"foo")
        }
    }
    assert_eq!(to_string(&Bytes).unwrap(), r#""Zm9v""#);
}

/// A value nested past the depth limit is not encoded (encoding recursed
/// once per level and overflowed the stack); on a 2 MiB stack.
#[test]
fn values_nested_past_the_depth_limit_are_not_encoded() {
    let encoded = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let deep = (0..100_000).fold(serde_json::Value::Null, |v, _| serde_json::Value::Array(vec![v]));
            let encoded = crate::BadValue::json(&deep);
            // Its drop glue recurses per level too: not this test's subject.
            std::mem::forget(deep);
            encoded
        })
        .unwrap()
        .join()
        .unwrap();
    assert_eq!(
        encoded,
        crate::BadValue::String("<unencodable value: nested more than 1000 levels deep>".into())
    );
    let shallow = (0..999).fold(serde_json::Value::Null, |v, _| serde_json::Value::Array(vec![v]));
    let text = to_string(&shallow).unwrap();
    assert_eq!(text.len(), 999 * 2 + 4);
}
