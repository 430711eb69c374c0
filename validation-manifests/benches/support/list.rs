//! The custom resource with a long list, shared by the criterion bench
//! and the instruction-count example.

use serde_json::{json, Value};
use validation_cel::Validator;
use validation_schema::{defaults, metadata, prune, Schema};

/// A list-map of items, each with a pattern, limits, an enum and a CEL rule.
pub fn list_schema() -> Schema {
    serde_json::from_value(json!({
        "type": "object",
        "properties": {
            "spec": {
                "type": "object",
                "properties": {
                    "items": {
                        "type": "array",
                        "x-kubernetes-list-type": "map",
                        "x-kubernetes-list-map-keys": ["name"],
                        "items": {
                            "type": "object",
                            "required": ["name"],
                            "properties": {
                                "name": {"type": "string", "maxLength": 63, "pattern": "^[a-z0-9-]+$"},
                                "port": {"type": "integer", "minimum": 1, "maximum": 65535},
                                "mode": {"type": "string", "enum": ["a", "b", "c"]}
                            },
                            "x-kubernetes-validations": [
                                {"rule": "self.mode != 'c' || has(self.port)", "message": "mode c needs a port"}
                            ]
                        }
                    }
                }
            }
        }
    }))
    .expect("the schema is valid")
}

/// A resource whose list has `n` items, each with one unknown field.
pub fn list_object(n: usize) -> Value {
    let items: Vec<Value> = (0..n)
        .map(|i| json!({"name": format!("item-{i}"), "port": 1 + i % 60000, "mode": "a", "unknown": i}))
        .collect();
    json!({
        "apiVersion": "example.com/v1",
        "kind": "Big",
        "metadata": {"name": "big", "labels": {"app": "big"}},
        "spec": {"items": items}
    })
}

/// What the API server does with the decoded body: metadata coercion,
/// pruning, defaulting, then validation. Returns the number of pruned
/// fields and of errors.
pub fn decode_and_validate(schema: &Schema, validator: &Validator<'_>, object: &Value) -> (usize, usize) {
    let mut decoded = object.clone();
    let coerced = metadata::coerce(schema, &mut decoded, false);
    let pruned = prune(schema, &mut decoded);
    defaults::apply(schema, &mut decoded);
    let outcome = validator.validate(&decoded, None);
    (pruned.len(), outcome.errors.len() + usize::from(coerced.is_err()))
}
