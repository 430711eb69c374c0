//! Defaulting, as the API server does it when it decodes a custom
//! resource (after pruning, before admission and validation) and when it
//! reads one from storage:
//!
//! - a property that is absent, or `null` without `nullable: true`, gets its
//!   `default`; so does a `null` map value or list item whose schema is not
//!   `nullable` (a nullable `null` is a value, kept as it is);
//! - a `null` property or map value without `nullable: true` and without a
//!   default is removed (its field is treated as not set);
//! - then defaulting goes on inside every value, defaults included.

use serde_json::Value;

use crate::schema::Schema;

/// Applies the defaults of `schema` to `value` in place.
///
/// ```
/// use serde_json::json;
/// use validation_schema::{defaults, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "mode": {"type": "string", "default": "fast"},
///     "ports": {"type": "array", "items": {"type": "integer", "default": 80, "nullable": true}},
///     "sizes": {"type": "array", "items": {"type": "integer", "default": 1}},
/// }})).unwrap();
/// let mut object = json!({"ports": [null, 8080], "sizes": [null, 2]});
/// defaults::apply(&schema, &mut object);
/// // A nullable null item stays null; a non-nullable one gets the default.
/// assert_eq!(object, json!({"mode": "fast", "ports": [null, 8080], "sizes": [1, 2]}));
/// ```
pub fn apply(schema: &Schema, value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (name, prop) in &schema.properties {
                let slot = map.get(name);
                let unset = slot.is_none() || slot.is_some_and(|v| v.is_null() && !prop.nullable);
                match (&prop.default, unset) {
                    (Some(default), true) => {
                        map.insert(name.clone(), default.clone());
                    }
                    (None, true) if slot.is_some() => {
                        map.remove(name);
                    }
                    _ => {}
                }
            }
            let extra = schema.additional_properties_schema();
            if let Some(extra) = extra.filter(|e| !e.nullable) {
                match &extra.default {
                    Some(default) => map
                        .values_mut()
                        .filter(|v| v.is_null())
                        .for_each(|v| *v = default.clone()),
                    None => map.retain(|key, v| schema.properties.contains_key(key) || !v.is_null()),
                }
            }
            for (key, child) in map.iter_mut() {
                if let Some(sub) = schema.properties.get(key).or(extra) {
                    apply(sub, child);
                }
            }
        }
        Value::Array(items) => {
            if let Some(item_schema) = schema.item_schema() {
                for item in items.iter_mut() {
                    if let (Value::Null, Some(default), false) = (&item, &item_schema.default, item_schema.nullable) {
                        *item = default.clone();
                    }
                    apply(item_schema, item);
                }
            }
        }
        _ => {}
    }
}
