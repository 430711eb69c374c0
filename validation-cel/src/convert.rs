//! JSON values as CEL values, typed by their schema the way the API server
//! types them: `integer` is `int`, `number` is `double` (also for integral
//! JSON numbers), `x-kubernetes-int-or-string` is `int` or `string`,
//! `date-time`/`date` strings are timestamps, `duration` strings durations,
//! `byte` strings bytes. Objects with `properties` only expose their declared
//! properties, under their escaped names, a property set to `null` being
//! absent; a value of the wrong type for its schema (or a `null` one not
//! `nullable`) is invalid data, which fails where a rule reads it, with the
//! API server's `invalid data, ...` error. Unknown fields kept by
//! `x-kubernetes-preserve-unknown-fields` are bound under their own names
//! for equality, but the type checker lets no rule select them; embedded
//! resources also expose `apiVersion`, `kind`, `metadata.name` and
//! `metadata.generateName`.

use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

use base64::Engine as _;
use cel::objects::{Key, Map};
use cel::Value as Cel;
use serde_json::Value as Json;
use validation_schema::Schema;

use crate::escape::escape;

/// `json` as CEL sees it under `schema`.
pub fn to_cel(schema: &Schema, json: &Json) -> Cel {
    if let Some(message) = mismatch(schema, json) {
        return crate::values::invalid(message);
    }
    of_json_kind(schema, json)
}

/// `json` under `schema`, its type already checked.
fn of_json_kind(schema: &Schema, json: &Json) -> Cel {
    match json {
        Json::Null => Cel::Null,
        Json::Bool(b) => Cel::Bool(*b),
        Json::Number(n) => number(schema, n),
        Json::String(s) => string(schema, s),
        Json::Array(items) => {
            let item_schema = schema.item_schema();
            Cel::List(Arc::new(
                items.iter().map(|item| to_cel_or_dyn(item_schema, item)).collect(),
            ))
        }
        Json::Object(fields) => object(schema, fields),
    }
}

/// `json`, a whole resource, under its root `schema`: like [`to_cel`], and
/// `apiVersion`, `kind`, `metadata.name` and `metadata.generateName` are
/// accessible whether or not the schema declares them.
pub fn to_cel_root(schema: &Schema, json: &Json) -> Cel {
    match (to_cel(schema, json), json) {
        (Cel::Map(m), Json::Object(fields)) => {
            let mut map = Arc::unwrap_or_clone(m.map);
            embedded_fields(schema, fields, &mut map);
            Cel::Map(Map { map: Arc::new(map) })
        }
        (other, _) => other,
    }
}

/// `json` under `schema` with only the properties in `fields` (CEL names)
/// when it is an object with properties (a rule's `self` that selects
/// only these); `root` as for [`to_cel_root`].
pub(crate) fn to_cel_selected(schema: &Schema, json: &Json, fields: Option<&BTreeSet<String>>, root: bool) -> Cel {
    let (Some(fields), Json::Object(values), None) = (fields, json, schema.additional_properties_schema()) else {
        return if root {
            to_cel_root(schema, json)
        } else {
            to_cel(schema, json)
        };
    };
    let mut map: HashMap<Key, Cel> = HashMap::new();
    for (name, property) in &schema.properties {
        if let (Some(v), Some(cel_name)) = (values.get(name).filter(|v| !v.is_null()), escape(name)) {
            if fields.contains(&cel_name) {
                map.insert(Key::String(Arc::new(cel_name)), to_cel(property, v));
            }
        }
    }
    if root || schema.x_embedded_resource {
        embedded_fields(schema, values, &mut map);
    }
    Cel::Map(Map { map: Arc::new(map) })
}

/// A value without a schema (an item of a list without `items`): typed by
/// its JSON kind alone.
fn to_cel_or_dyn(schema: Option<&Schema>, json: &Json) -> Cel {
    match schema {
        Some(s) => to_cel(s, json),
        None => of_json_kind(&Schema::default(), json),
    }
}

/// The API server's error for `json`, when it is not of `schema`'s type.
fn mismatch(schema: &Schema, json: &Json) -> Option<String> {
    if json.is_null() {
        return (!schema.nullable).then(|| "invalid data, got null for schema with nullable=false".to_owned());
    }
    if schema.x_int_or_string {
        return match json {
            Json::String(_) => None,
            Json::Number(n) if n.is_i64() => None,
            _ => Some("invalid data, expected XIntOrString value to be either a string or integer".to_owned()),
        };
    }
    let (fits, expected) = match schema.type_name() {
        "object" => (json.is_object(), None),
        "array" => (json.is_array(), None),
        "string" => (json.is_string(), Some("string")),
        "number" => (json.is_number(), Some("float")),
        "integer" => (json.is_i64(), Some("int")),
        "boolean" => (json.is_boolean(), Some("bool")),
        _ => return None,
    };
    if fits {
        return None;
    }
    Some(match (expected, schema.type_name()) {
        (Some(expected), _) => format!("invalid data, expected {expected}, got {}", go_type(json)),
        (None, "object") => "invalid data, expected a map for the provided schema with type=object".to_owned(),
        (None, _) => "invalid data, expected an array for the provided schema with type=array".to_owned(),
    })
}

/// The Go type the API server holds `json` as (`%T`).
fn go_type(json: &Json) -> &'static str {
    match json {
        Json::Null => "<nil>",
        Json::Bool(_) => "bool",
        Json::Number(n) if n.is_i64() => "int64",
        Json::Number(_) => "float64",
        Json::String(_) => "string",
        Json::Array(_) => "[]interface {}",
        Json::Object(_) => "map[string]interface {}",
    }
}

fn number(schema: &Schema, n: &serde_json::Number) -> Cel {
    if schema.type_name() == "number" {
        return Cel::Float(n.as_f64().unwrap_or(f64::NAN));
    }
    if let Some(i) = n.as_i64() {
        Cel::Int(i)
    } else if let Some(u) = n.as_u64() {
        Cel::UInt(u)
    } else {
        Cel::Float(n.as_f64().unwrap_or(f64::NAN))
    }
}

pub(crate) fn string(schema: &Schema, s: &str) -> Cel {
    if schema.type_name() == "string" {
        match schema.format.as_deref() {
            Some("date-time") | Some("datetime") => {
                if let Ok(t) = chrono::DateTime::parse_from_rfc3339(s) {
                    return Cel::Timestamp(t);
                }
            }
            Some("date") => {
                if let Ok(t) = chrono::DateTime::parse_from_rfc3339(&format!("{s}T00:00:00Z")) {
                    return Cel::Timestamp(t);
                }
            }
            Some("duration") => {
                if let Some(d) = go_duration(s) {
                    return Cel::Duration(d);
                }
            }
            Some("byte") => {
                if let Ok(bytes) = base64::engine::general_purpose::STANDARD.decode(s) {
                    return Cel::Bytes(Arc::new(bytes));
                }
            }
            _ => {}
        }
    }
    Cel::String(Arc::new(s.to_owned()))
}

fn object(schema: &Schema, fields: &serde_json::Map<String, Json>) -> Cel {
    let mut map: HashMap<Key, Cel> = HashMap::new();
    if let Some(values) = schema.additional_properties_schema() {
        for (k, v) in fields {
            map.insert(Key::String(Arc::new(k.clone())), to_cel(values, v));
        }
    } else {
        for (name, property) in &schema.properties {
            if let Some(v) = fields.get(name).filter(|v| !v.is_null()) {
                // A name CEL cannot spell stays under itself: no rule
                // selects it, but it counts in equality, as the API
                // server's objects compare every field.
                let cel_name = escape(name).unwrap_or_else(|| name.clone());
                map.insert(Key::String(Arc::new(cel_name)), to_cel(property, v));
            }
        }
        if schema.preserves_unknown_fields() {
            unknown_fields(schema, fields, &mut map);
        }
        if schema.x_embedded_resource {
            embedded_fields(schema, fields, &mut map);
        }
    }
    Cel::Map(Map { map: Arc::new(map) })
}

/// The fields `x-kubernetes-preserve-unknown-fields` keeps, under their
/// own names and typed by their JSON kinds: the type checker lets no rule
/// select them, but they count in equality, as the API server compares
/// them (`{known: 1, unknown: a} != {known: 1, unknown: b}`).
fn unknown_fields(schema: &Schema, fields: &serde_json::Map<String, Json>, map: &mut HashMap<Key, Cel>) {
    for (name, v) in fields {
        if !schema.properties.contains_key(name) && !v.is_null() {
            map.insert(Key::String(Arc::new(name.clone())), of_json_kind(&Schema::default(), v));
        }
    }
}

/// `apiVersion`, `kind`, `metadata.name` and `metadata.generateName` of an
/// embedded resource, in place of its declared ones, unless its schema
/// declares them all (then `metadata` keeps its other declared fields).
fn embedded_fields(schema: &Schema, fields: &serde_json::Map<String, Json>, map: &mut HashMap<Key, Cel>) {
    if crate::types::declares_type_and_object_meta(schema) {
        return;
    }
    for name in ["apiVersion", "kind"] {
        let key = Key::String(Arc::new(name.to_owned()));
        if let (false, Some(Json::String(s))) = (map.contains_key(&key), fields.get(name)) {
            map.insert(key, Cel::String(Arc::new(s.clone())));
        }
    }
    let key = Key::String(Arc::new("metadata".to_owned()));
    if let Some(Json::Object(meta)) = fields.get("metadata") {
        let mut m: HashMap<Key, Cel> = HashMap::new();
        for name in ["name", "generateName"] {
            if let Some(Json::String(s)) = meta.get(name) {
                m.insert(Key::String(Arc::new(name.to_owned())), Cel::String(Arc::new(s.clone())));
            }
        }
        map.insert(key, Cel::Map(Map { map: Arc::new(m) }));
    }
}

/// A Go duration (`1h30m`, `-1.5s`, `300ms`, `0`).
pub(crate) fn go_duration(s: &str) -> Option<chrono::Duration> {
    let (negative, mut rest) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    if rest == "0" {
        return Some(chrono::Duration::zero());
    }
    if rest.is_empty() {
        return None;
    }
    let mut nanos: f64 = 0.0;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(rest.len());
        if digits == 0 {
            return None;
        }
        let value: f64 = rest.get(..digits)?.parse().ok()?;
        rest = rest.get(digits..)?;
        let unit_len = rest
            .find(|c: char| c.is_ascii_digit() || c == '.')
            .unwrap_or(rest.len());
        let scale = match rest.get(..unit_len)? {
            "ns" => 1.0,
            "us" | "µs" | "μs" => 1e3,
            "ms" => 1e6,
            "s" => 1e9,
            "m" => 60e9,
            "h" => 3600e9,
            _ => return None,
        };
        rest = rest.get(unit_len..)?;
        nanos += value * scale;
    }
    // Go's durations are int64 nanoseconds (about 292 years): over that,
    // `time.ParseDuration` fails.
    if nanos > i64::MAX as f64 {
        return None;
    }
    let d = chrono::Duration::nanoseconds(nanos as i64);
    Some(if negative { -d } else { d })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(v: Json) -> Schema {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn durations_parse_like_go() {
        assert_eq!(go_duration("1h30m"), Some(chrono::Duration::minutes(90)));
        assert_eq!(go_duration("-1.5s"), Some(-chrono::Duration::milliseconds(1500)));
        assert_eq!(go_duration("300ms"), Some(chrono::Duration::milliseconds(300)));
        assert_eq!(go_duration("0"), Some(chrono::Duration::zero()));
        assert_eq!(go_duration("5"), None);
        assert_eq!(go_duration("1d"), None);
        assert_eq!(go_duration("2562047h"), Some(chrono::Duration::hours(2_562_047)));
        assert_eq!(go_duration("320000000000s"), None);
        assert_eq!(go_duration("-320000000000s"), None);
    }

    #[test]
    fn numbers_follow_the_schema_type() {
        assert_eq!(to_cel(&schema(json!({"type": "number"})), &json!(1)), Cel::Float(1.0));
        assert_eq!(to_cel(&schema(json!({"type": "integer"})), &json!(1)), Cel::Int(1));
        let ios = schema(json!({"x-kubernetes-int-or-string": true}));
        assert_eq!(to_cel(&ios, &json!(5)), Cel::Int(5));
        assert_eq!(to_cel(&ios, &json!("5%")), Cel::String(Arc::new("5%".into())));
    }

    #[test]
    fn unknown_fields_are_bound_for_equality_under_their_own_names() {
        let s = schema(json!({"type": "object", "x-kubernetes-preserve-unknown-fields": true,
            "properties": {"a": {"type": "string"}, "x-y": {"type": "string"}}}));
        let Cel::Map(m) = to_cel(&s, &json!({"a": "1", "x-y": "2", "other": 3, "gone": null})) else {
            panic!()
        };
        let mut keys: Vec<String> = m.map.keys().map(|k| format!("{k:?}")).collect();
        keys.sort();
        assert_eq!(keys, ["String(\"a\")", "String(\"other\")", "String(\"x__dash__y\")"]);
    }
}
