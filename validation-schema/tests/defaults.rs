//! Defaulting: schema, object in, object out.

use serde_json::{json, Value};
use validation_schema::{defaults, Schema};

#[test]
fn defaulting_cases() {
    let cases: Vec<(&str, Value, Value, Value)> = vec![
        (
            "an absent property gets its default",
            json!({"type": "object", "properties": {"a": {"type": "integer", "default": 1}, "b": {"type": "string"}}}),
            json!({}),
            json!({"a": 1}),
        ),
        (
            "a present value is kept",
            json!({"type": "object", "properties": {"a": {"type": "integer", "default": 1}}}),
            json!({"a": 5}),
            json!({"a": 5}),
        ),
        (
            "null without nullable: the default, or removed without one",
            json!({"type": "object", "properties": {
                "a": {"type": "integer", "default": 1},
                "b": {"type": "integer"},
                "c": {"type": "integer", "nullable": true, "default": 3}}}),
            json!({"a": null, "b": null, "c": null}),
            json!({"a": 1, "c": null}),
        ),
        (
            "defaults inside defaults, list items and map values",
            json!({"type": "object", "properties": {
                "spec": {"type": "object", "default": {}, "properties": {
                    "mode": {"type": "string", "default": "fast"},
                    "items": {"type": "array", "items": {"type": "object", "default": {"n": 0},
                        "properties": {"n": {"type": "integer"}, "k": {"type": "string", "default": "x"}}}},
                    "m": {"type": "object", "additionalProperties": {"type": "string", "default": "v"}},
                    "plain": {"type": "object", "additionalProperties": {"type": "string"}}}}}}),
            json!({"spec": {"items": [{"n": 1}, null], "m": {"a": null, "b": "w"}, "plain": {"x": null, "y": "z"}}}),
            json!({"spec": {"mode": "fast", "items": [{"n": 1, "k": "x"}, {"n": 0, "k": "x"}], "m": {"a": "v", "b": "w"}, "plain": {"y": "z"}}}),
        ),
        (
            "a null list item or map value whose schema is nullable stays null; a non-nullable one is defaulted",
            json!({"type": "object", "properties": {
                "nullableItems": {"type": "array", "items": {"type": "integer", "nullable": true, "default": 7}},
                "items": {"type": "array", "items": {"type": "integer", "default": 7}},
                "nullableValues": {"type": "object", "additionalProperties": {"type": "string", "nullable": true, "default": "d"}},
                "values": {"type": "object", "additionalProperties": {"type": "string", "default": "d"}}}}),
            json!({"nullableItems": [null, 1], "items": [null, 1], "nullableValues": {"a": null}, "values": {"a": null}}),
            json!({"nullableItems": [null, 1], "items": [7, 1], "nullableValues": {"a": null}, "values": {"a": "d"}}),
        ),
        (
            "an absent object with a default is defaulted inside",
            json!({"type": "object", "properties": {"spec": {"type": "object", "default": {},
                "properties": {"replicas": {"type": "integer", "default": 1}}}}}),
            json!({}),
            json!({"spec": {"replicas": 1}}),
        ),
    ];
    for (name, schema, mut object, want) in cases {
        let schema: Schema = serde_json::from_value(schema).unwrap();
        defaults::apply(&schema, &mut object);
        assert_eq!(object, want, "{name}");
    }
}
