//! Writing a tag's keyword into a schema. A keyword already present (from
//! the type the value has, or the Rust type's range) is tightened, never
//! loosened: both the type's and the field's limits apply.

use validation_schema::Schema;

use crate::validators::{Keyword, MarkerKeyword};

pub(super) fn apply(keyword: &Keyword, schema: &mut Schema) {
    match keyword {
        Keyword::Minimum(n) => schema.minimum = Some(schema.minimum.map_or(*n as f64, |m| m.max(*n as f64))),
        Keyword::Maximum(n) => schema.maximum = Some(schema.maximum.map_or(*n as f64, |m| m.min(*n as f64))),
        Keyword::MinLength(n) => schema.min_length = Some(at_least(schema.min_length, *n)),
        Keyword::MaxLength(n) => schema.max_length = Some(at_most(schema.max_length, *n)),
        Keyword::MinItems(n) => schema.min_items = Some(at_least(schema.min_items, *n)),
        Keyword::MaxItems(n) => schema.max_items = Some(at_most(schema.max_items, *n)),
        Keyword::MinProperties(n) => schema.min_properties = Some(at_least(schema.min_properties, *n)),
        Keyword::MaxProperties(n) => schema.max_properties = Some(at_most(schema.max_properties, *n)),
        Keyword::Enum(values) => {
            let allowed: Vec<serde_json::Value> = values
                .iter()
                .map(|v| serde_json::Value::String(v.clone()))
                .filter(|v| schema.enum_.as_ref().is_none_or(|existing| existing.contains(v)))
                .collect();
            schema.enum_ = Some(allowed);
        }
        Keyword::ListType(kind) => schema.x_list_type = Some(kind.clone()),
        Keyword::ListMapKey(key) => {
            if !schema.x_list_map_keys.contains(key) {
                schema.x_list_map_keys.push(key.clone());
            }
        }
        Keyword::Rule(rule) => add_rule(schema, rule),
        Keyword::Format(name) => schema.format = Some(name.clone()),
        Keyword::Marker(marker) => apply_marker(marker, schema),
        // Said by the parent (its `required`, its rules).
        Keyword::Required | Keyword::ParentRule(_) => {}
    }
}

/// A kube-openapi marker's keyword; limits tighten what is there.
fn apply_marker(marker: &MarkerKeyword, schema: &mut Schema) {
    match marker {
        MarkerKeyword::Minimum(n) => schema.minimum = Some(schema.minimum.map_or(*n, |m| m.max(*n))),
        MarkerKeyword::Maximum(n) => schema.maximum = Some(schema.maximum.map_or(*n, |m| m.min(*n))),
        MarkerKeyword::ExclusiveMinimum => schema.exclusive_minimum = true,
        MarkerKeyword::ExclusiveMaximum => schema.exclusive_maximum = true,
        MarkerKeyword::MultipleOf(n) => schema.multiple_of = Some(*n),
        MarkerKeyword::Pattern(pattern) => schema.pattern = Some(pattern.clone()),
        MarkerKeyword::Enum(values) => {
            let allowed = values
                .iter()
                .filter(|v| schema.enum_.as_ref().is_none_or(|existing| existing.contains(v)))
                .cloned()
                .collect();
            schema.enum_ = Some(allowed);
        }
        MarkerKeyword::Nullable => schema.nullable = true,
    }
}

fn at_least(current: Option<i64>, n: i64) -> i64 {
    current.map_or(n, |c| c.max(n))
}

fn at_most(current: Option<i64>, n: i64) -> i64 {
    current.map_or(n, |c| c.min(n))
}

/// Adds `rule` unless the schema has it (the members of a union each
/// declare the union's rule).
pub(super) fn add_rule(schema: &mut Schema, rule: &validation_schema::ValidationRule) {
    if !schema.x_validations.contains(rule) {
        schema.x_validations.push(rule.clone());
    }
}
