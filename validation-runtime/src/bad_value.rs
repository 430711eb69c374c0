//! The offending value carried by a field error and its rendering.

use std::rc::Rc;
use std::sync::Arc;

use serde::Serialize;

use crate::quote::{go_float, go_float32, go_json_string, push_display, write_go_quoted};

/// A bad value, kept by the dynamic kind Go would see, because the kind
/// decides the rendering (plain strings are Go-quoted, named string types
/// and composites are JSON-encoded).
#[derive(Clone, Debug, PartialEq)]
pub enum BadValue {
    /// Go's "omit value" marker: the message shows no value.
    Omitted,
    /// An absent value; renders `null`.
    Null,
    /// A plain `string`; renders Go-quoted.
    String(String),
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    Uint(u64),
    /// Renders with Go's `%v` float layout (`1e+06`).
    Float(f64),
    /// A boolean.
    Bool(bool),
    /// Already-encoded JSON text (named string types, structs, lists, maps).
    Json(String),
    /// An object or array of unstructured data (a custom resource as the API
    /// server holds it), already rendered as Go's `%#v` of its
    /// `map[string]interface{}` / `[]interface{}`: how the API server prints
    /// such a value (`map[string]interface {}{"name":"x"}`). See
    /// [`BadValue::unstructured`].
    GoSyntax(String),
}

impl BadValue {
    /// JSON-encodes `v` as Go would (see [`crate::json`]). A value that cannot
    /// be encoded becomes a plain string holding the encoder's error text.
    pub fn json<T: Serialize + ?Sized>(v: &T) -> BadValue {
        match crate::json::to_string(v) {
            Ok(text) => BadValue::Json(text),
            Err(e) => BadValue::String(format!("<unencodable value: {e}>")),
        }
    }

    /// A value of unstructured data (decoded JSON) as the API server keeps
    /// it: scalars by kind (integers as `int64`, other numbers as
    /// `float64`), objects and arrays as [`BadValue::GoSyntax`].
    pub fn unstructured(v: &serde_json::Value) -> BadValue {
        use serde_json::Value;
        match v {
            Value::Null => BadValue::Null,
            Value::Bool(b) => BadValue::Bool(*b),
            Value::Number(n) => match (n.as_i64(), n.as_u64()) {
                (Some(i), _) => BadValue::Int(i),
                (None, Some(u)) => BadValue::Uint(u),
                _ => BadValue::Float(n.as_f64().unwrap_or(f64::NAN)),
            },
            Value::String(s) => BadValue::String(s.clone()),
            Value::Array(_) | Value::Object(_) => {
                let mut out = String::new();
                write_go_syntax(&mut out, v);
                BadValue::GoSyntax(out)
            }
        }
    }

    /// [`BadValue::unstructured`] as the API server of `version` prints
    /// it: objects and arrays in Go's `%#v` (`map[string]interface {}{...}`)
    /// before Kubernetes 1.34, as JSON (`{"name":"x"}`) from 1.34 on
    /// (apimachinery's field errors render composite values as JSON since
    /// kubernetes/kubernetes#132314).
    pub fn unstructured_in(v: &serde_json::Value, version: crate::KubeVersion) -> BadValue {
        match v {
            serde_json::Value::Array(_) | serde_json::Value::Object(_)
                if version >= crate::KubeVersion::JSON_VALUES =>
            {
                BadValue::json(v)
            }
            _ => BadValue::unstructured(v),
        }
    }

    /// The value as it appears in messages.
    pub fn render(&self) -> String {
        let mut out = String::new();
        self.write_to(&mut out);
        out
    }

    pub(crate) fn write_to(&self, out: &mut String) {
        match self {
            BadValue::Omitted => out.push_str("<value omitted>"),
            BadValue::Null => out.push_str("null"),
            BadValue::String(s) => write_go_quoted(out, s),
            BadValue::Int(v) => push_display(out, v),
            BadValue::Uint(v) => push_display(out, v),
            BadValue::Float(v) => out.push_str(&go_float(*v)),
            BadValue::Bool(v) => out.push_str(if *v { "true" } else { "false" }),
            BadValue::Json(text) | BadValue::GoSyntax(text) => out.push_str(text),
        }
    }

    /// Whether this is [`BadValue::Omitted`] (the message shows no value).
    pub fn is_omitted(&self) -> bool {
        matches!(self, BadValue::Omitted)
    }
}

impl Serialize for BadValue {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            BadValue::Omitted | BadValue::Null => s.serialize_none(),
            BadValue::String(v) => s.serialize_str(v),
            BadValue::Int(v) => s.serialize_i64(*v),
            BadValue::Uint(v) => s.serialize_u64(*v),
            BadValue::Float(v) => s.serialize_f64(*v),
            BadValue::Bool(v) => s.serialize_bool(*v),
            // Embedded as structured JSON when it parses (it always should).
            BadValue::GoSyntax(text) => s.serialize_str(text),
            BadValue::Json(text) => match serde_json::from_str::<serde_json::Value>(text) {
                Ok(value) => value.serialize(s),
                Err(_) => s.serialize_str(text),
            },
        }
    }
}

/// Go's `%#v` of a decoded JSON value held in an `interface{}`: maps with
/// their keys sorted, `", "` between entries, `interface {}(nil)` for null.
fn write_go_syntax(out: &mut String, v: &serde_json::Value) {
    use serde_json::Value;
    match v {
        Value::Null => out.push_str("interface {}(nil)"),
        Value::Object(map) => {
            out.push_str("map[string]interface {}{");
            let mut entries: Vec<_> = map.iter().collect();
            entries.sort_by(|a, b| a.0.cmp(b.0));
            for (i, (key, value)) in entries.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_go_quoted(out, key);
                out.push(':');
                write_go_syntax(out, value);
            }
            out.push('}');
        }
        Value::Array(items) => {
            out.push_str("[]interface {}{");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_go_syntax(out, item);
            }
            out.push('}');
        }
        scalar => BadValue::unstructured(scalar).write_to(out),
    }
}

/// Conversion of a validated value into its [`BadValue`].
pub trait ToBadValue {
    /// The bad value an error shows for `self`.
    fn to_bad_value(&self) -> BadValue;
}

/// The value of a *named* string type (enum, string newtype, alias), which
/// Kubernetes renders as JSON rather than Go-quoting it.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct TypedStr(str);

impl TypedStr {
    /// A named string type's value, borrowed as `TypedStr`.
    #[inline]
    pub fn new(s: &str) -> &TypedStr {
        // SAFETY: `TypedStr` is `#[repr(transparent)]` over `str`, so both
        // pointers have the same layout and metadata; the lifetime is kept.
        #[allow(unsafe_code)]
        unsafe {
            &*(s as *const str as *const TypedStr)
        }
    }

    /// The string itself.
    #[inline]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for TypedStr {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl Serialize for TypedStr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl ToBadValue for TypedStr {
    fn to_bad_value(&self) -> BadValue {
        BadValue::Json(go_json_string(&self.0))
    }
}

impl ToBadValue for BadValue {
    fn to_bad_value(&self) -> BadValue {
        self.clone()
    }
}

impl ToBadValue for str {
    fn to_bad_value(&self) -> BadValue {
        BadValue::String(self.to_owned())
    }
}

impl ToBadValue for String {
    fn to_bad_value(&self) -> BadValue {
        BadValue::String(self.clone())
    }
}

macro_rules! int_bad_value {
    ($variant:ident, $wide:ty: $($t:ty),*) => {$(
        impl ToBadValue for $t {
            fn to_bad_value(&self) -> BadValue {
                // Widening conversion; every value of $t fits in $wide.
                BadValue::$variant(*self as $wide)
            }
        }
    )*};
}
int_bad_value!(Int, i64: i8, i16, i32, i64, isize);
int_bad_value!(Uint, u64: u8, u16, u32, u64, usize);

impl ToBadValue for bool {
    fn to_bad_value(&self) -> BadValue {
        BadValue::Bool(*self)
    }
}

impl ToBadValue for f64 {
    fn to_bad_value(&self) -> BadValue {
        BadValue::Float(*self)
    }
}

impl ToBadValue for f32 {
    fn to_bad_value(&self) -> BadValue {
        // Go prints a float32 with the shortest digits that round-trip as
        // float32; re-reading those digits as f64 keeps that rendering.
        let shortest = go_float32(*self).parse::<f64>();
        BadValue::Float(shortest.unwrap_or(f64::from(*self)))
    }
}

impl<T: ToBadValue> ToBadValue for Option<T> {
    fn to_bad_value(&self) -> BadValue {
        self.as_ref().map_or(BadValue::Null, T::to_bad_value)
    }
}

impl<T: ToBadValue + ?Sized> ToBadValue for &T {
    fn to_bad_value(&self) -> BadValue {
        (**self).to_bad_value()
    }
}

impl<T: ToBadValue + ?Sized> ToBadValue for Box<T> {
    fn to_bad_value(&self) -> BadValue {
        (**self).to_bad_value()
    }
}

impl<T: ToBadValue + ?Sized> ToBadValue for Rc<T> {
    fn to_bad_value(&self) -> BadValue {
        (**self).to_bad_value()
    }
}

impl<T: ToBadValue + ?Sized> ToBadValue for Arc<T> {
    fn to_bad_value(&self) -> BadValue {
        (**self).to_bad_value()
    }
}

/// Lists and maps render as JSON, as Go's slices and maps do.
impl<T: Serialize> ToBadValue for [T] {
    fn to_bad_value(&self) -> BadValue {
        BadValue::json(self)
    }
}

impl<T: Serialize> ToBadValue for Vec<T> {
    fn to_bad_value(&self) -> BadValue {
        BadValue::json(self)
    }
}

impl<K: Serialize, V: Serialize> ToBadValue for std::collections::BTreeMap<K, V> {
    fn to_bad_value(&self) -> BadValue {
        BadValue::json(self)
    }
}

impl<K: Serialize, V: Serialize, S> ToBadValue for std::collections::HashMap<K, V, S> {
    fn to_bad_value(&self) -> BadValue {
        BadValue::json(self)
    }
}

#[cfg(feature = "indexmap")]
impl<K: Serialize, V: Serialize, S> ToBadValue for indexmap::IndexMap<K, V, S> {
    fn to_bad_value(&self) -> BadValue {
        BadValue::json(self)
    }
}

/// Implements [`ToBadValue`] via JSON for serde types (structs, enums,
/// named string types): `validation_runtime::to_bad_value_via_json!(MyStruct, MyEnum);`
#[macro_export]
macro_rules! to_bad_value_via_json {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::ToBadValue for $t {
            fn to_bad_value(&self) -> $crate::BadValue {
                $crate::BadValue::json(self)
            }
        }
    )*};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_by_kind() {
        assert_eq!("the value".to_bad_value().render(), "\"the value\"");
        assert_eq!((-42i32).to_bad_value().render(), "-42");
        assert_eq!(7u8.to_bad_value().render(), "7");
        assert_eq!(true.to_bad_value().render(), "true");
        assert_eq!(1e6f64.to_bad_value().render(), "1e+06");
        assert_eq!(0.1f32.to_bad_value().render(), "0.1");
        assert_eq!(Option::<i32>::None.to_bad_value().render(), "null");
        assert_eq!(Some(3i64).to_bad_value().render(), "3");
        assert_eq!(vec!["one", "two"].to_bad_value().render(), r#"["one","two"]"#);
    }

    /// Unstructured objects and arrays render as Go's `%#v` of
    /// `map[string]interface{}` / `[]interface{}`, as the API server shows
    /// them (`Duplicate value: map[string]interface {}{"name":"x"}`).
    #[test]
    fn unstructured_values_render_as_go_syntax() {
        let cases = [
            (
                serde_json::json!({"name": "x"}),
                r#"map[string]interface {}{"name":"x"}"#,
            ),
            (serde_json::json!({}), r#"map[string]interface {}{}"#),
            (
                serde_json::json!({"protocol": "TCP", "port": 80, "weight": 0.5, "on": true, "none": null}),
                r#"map[string]interface {}{"none":interface {}(nil), "on":true, "port":80, "protocol":"TCP", "weight":0.5}"#,
            ),
            (
                serde_json::json!({"labels": {"a": "b\"c"}, "list": [1, "two", [], {"k": 1e21}]}),
                r#"map[string]interface {}{"labels":map[string]interface {}{"a":"b\"c"}, "list":[]interface {}{1, "two", []interface {}{}, map[string]interface {}{"k":1e+21}}}"#,
            ),
            (serde_json::json!("s"), r#""s""#),
            (serde_json::json!(3), "3"),
            (serde_json::json!(null), "null"),
        ];
        for (value, want) in cases {
            assert_eq!(BadValue::unstructured(&value).render(), want, "{value}");
        }
    }

    #[test]
    fn typed_strings_are_json_plain_strings_are_quoted() {
        let exotic = "a<b>\u{1}";
        assert_eq!(exotic.to_bad_value().render(), "\"a<b>\\x01\"");
        assert_eq!(
            TypedStr::new(exotic).to_bad_value().render(),
            "\"a\\u003cb\\u003e\\u0001\""
        );
        assert_eq!(TypedStr::new("Foo").as_str(), "Foo");
        assert_eq!(TypedStr::new("Foo").to_bad_value(), BadValue::Json("\"Foo\"".into()));
    }

    #[test]
    fn unencodable_value_falls_back_to_text() {
        assert_eq!(
            BadValue::json(&f64::NAN),
            BadValue::String("<unencodable value: json: unsupported value: NaN>".into())
        );
    }
}
