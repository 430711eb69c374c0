//! `x-kubernetes-list-type`: items of a `set` are unique, items of a `map`
//! are objects with unique keys. One pass, hashing each item once.

use std::collections::HashMap;

use serde_json::{Map, Value};
use validation_runtime::{FieldError, Path};

use super::correlate::{self, Deep};
use super::{at, ratchet, Report};
use crate::schema::{Schema, SchemaOrBool};
use crate::trail::{Segment, Trail};

pub(super) fn validate<'v>(
    schema: &'v Schema,
    new: &'v Value,
    old: Option<&'v Value>,
    base: &'v str,
    report: &mut Report,
) {
    let mut walk = Walk {
        trail: Trail::under(base),
        report,
    };
    walk.node(schema, new, old);
}

struct Walk<'v, 'r> {
    trail: Trail<'v>,
    report: &'r mut Report,
}

impl<'v> Walk<'v, '_> {
    fn push_at_index(&mut self, i: usize, e: FieldError) {
        self.trail.push(Segment::Index(i));
        let field = self.trail.field_path();
        self.trail.pop();
        self.report.push(at(e, field), true);
    }

    fn node(&mut self, s: &'v Schema, v: &'v Value, old: Option<&'v Value>) -> bool {
        let mark = self.report.mark();
        let changed = match v {
            Value::Array(items) => self.array(s, items, old),
            Value::Object(map) => self.object(s, map, old),
            _ => false,
        };
        ratchet(self.report, mark, v, old, changed)
    }

    fn object(&mut self, s: &'v Schema, map: &'v Map<String, Value>, old: Option<&'v Value>) -> bool {
        let mut changed = false;
        if let Some(SchemaOrBool::Schema(extra)) = &s.additional_properties {
            for (key, value) in map {
                let value_old = correlate::field(old, key);
                self.trail.push(Segment::Key(key));
                changed |= self.node(extra, value, value_old) || value_old.is_none();
                self.trail.pop();
            }
        }
        for (key, value) in map {
            if let Some(prop) = s.properties.get(key) {
                let value_old = correlate::field(old, key);
                self.trail.push(Segment::Field(key));
                changed |= self.node(prop, value, value_old) || value_old.is_none();
                self.trail.pop();
            }
        }
        changed
    }

    fn array(&mut self, s: &'v Schema, items: &'v [Value], old: Option<&'v Value>) -> bool {
        match s.x_list_type.as_deref() {
            Some("set") => self.set(items),
            Some("map") => self.map(&s.x_list_map_keys, items),
            _ => {}
        }
        let Some(item_schema) = s.item_schema() else {
            return false;
        };
        let by_key =
            (s.list_type() == "map" && old.is_some()).then(|| correlate::index_map_list(old, &s.x_list_map_keys));
        let mut changed = false;
        for (i, item) in items.iter().enumerate() {
            let item_old = by_key
                .as_ref()
                .and_then(|index| index.get(&correlate::item_key(item, &s.x_list_map_keys)).copied());
            self.trail.push(Segment::Index(i));
            let item_changed = self.node(item_schema, item, item_old);
            self.trail.pop();
            if by_key.is_some() {
                changed |= item_old.is_none() || item_changed;
            }
        }
        changed
    }

    /// Reports the second occurrence of each repeated item.
    fn set(&mut self, items: &'v [Value]) {
        for i in second_occurrences(items.iter().map(Deep)) {
            if let Some(item) = items.get(i) {
                let value = self.report.bad_value(item);
                self.push_at_index(i, FieldError::duplicate(&Path::root(), value));
            }
        }
    }

    fn map(&mut self, keys: &[String], items: &'v [Value]) {
        for (i, item) in items.iter().enumerate() {
            if !matches!(item, Value::Null | Value::Object(_)) {
                let e = FieldError::invalid(
                    &Path::root(),
                    self.report.bad_value(item),
                    "must be an object for an array of list-type map",
                );
                self.push_at_index(i, e);
                return;
            }
        }
        for i in second_occurrences(items.iter().map(|item| correlate::item_key(item, keys))) {
            let Some(item) = items.get(i) else {
                continue;
            };
            let fields = item.as_object();
            let key: Map<String, Value> = keys
                .iter()
                .filter_map(|k| fields.and_then(|f| f.get(k)).map(|v| (k.clone(), v.clone())))
                .collect();
            // The key fields only, as the API server prints them.
            let e = FieldError::duplicate(&Path::root(), self.report.bad_value(&Value::Object(key)));
            self.push_at_index(i, e);
        }
    }
}

/// Indices where a value is seen for the second time (later repeats are
/// not reported again).
fn second_occurrences<K: std::hash::Hash + Eq>(keys: impl ExactSizeIterator<Item = K>) -> Vec<usize> {
    let mut seen: HashMap<K, u32> = HashMap::with_capacity(keys.len());
    let mut found = Vec::new();
    for (i, key) in keys.enumerate() {
        let count = seen.entry(key).or_insert(0);
        *count += 1;
        if *count == 2 {
            found.push(i);
        }
    }
    found
}
