//! Old and new values paired as the API server pairs them for ratcheting
//! and transition rules (its `CorrelatedObject`): by property and map key,
//! by the items' keys in `x-kubernetes-list-type: map` lists, and not at
//! all for the items of `set` and `atomic` lists, which only compare as a
//! whole. Each node remembers its children and whether it equals its old
//! value, so a walk that asks both pays for each comparison once.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::Value;

use crate::schema::Schema;
use crate::validate::OldMapItems;

/// A value, its schema and the old value it is paired with.
///
/// ```
/// use serde_json::json;
/// use validation_schema::{Correlated, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "ports": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
///         "items": {"type": "object", "properties": {"name": {"type": "string"}, "port": {"type": "integer"}}}},
///     "tags": {"type": "array", "items": {"type": "string"}}}})).unwrap();
/// let old = json!({"ports": [{"name": "a", "port": 1}, {"name": "b", "port": 2}], "tags": ["x"]});
/// let new = json!({"ports": [{"name": "b", "port": 2}, {"name": "a", "port": 9}], "tags": ["x"]});
/// let root = Correlated::new(&schema, &new, Some(&old));
///
/// // Map-list items pair by key, whatever their order.
/// let ports = root.key("ports").unwrap();
/// assert!(ports.index(0).unwrap().unchanged());
/// assert_eq!(ports.index(1).unwrap().old(), Some(&json!({"name": "a", "port": 1})));
/// assert!(!ports.unchanged());
/// // Items of other lists are not paired: the list compares as a whole.
/// let tags = root.key("tags").unwrap();
/// assert!(tags.index(0).is_none());
/// assert!(tags.unchanged());
/// ```
pub struct Correlated<'v> {
    schema: &'v Schema,
    value: &'v Value,
    old: Option<&'v Value>,
    /// The old items of a map list by key, built on first need.
    old_items: OnceCell<Option<OldMapItems<'v>>>,
    children: RefCell<HashMap<Child<'v>, Option<Rc<Correlated<'v>>>>>,
    unchanged: OnceCell<bool>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Child<'v> {
    Key(&'v str),
    Index(usize),
}

impl<'v> Correlated<'v> {
    /// `value` under `schema`, paired with `old` (`None` on create).
    pub fn new(schema: &'v Schema, value: &'v Value, old: Option<&'v Value>) -> Correlated<'v> {
        Correlated {
            schema,
            value,
            old,
            old_items: OnceCell::new(),
            children: RefCell::new(HashMap::new()),
            unchanged: OnceCell::new(),
        }
    }

    pub fn schema(&self) -> &'v Schema {
        self.schema
    }

    pub fn value(&self) -> &'v Value {
        self.value
    }

    /// The old value paired with this one, if any.
    pub fn old(&self) -> Option<&'v Value> {
        self.old
    }

    /// Property or map entry `name`, when both the new and the old object
    /// have it and the schema describes it (`properties`, else
    /// `additionalProperties`).
    pub fn key(&self, name: &str) -> Option<Rc<Correlated<'v>>> {
        let (Value::Object(new), Some(Value::Object(old))) = (self.value, self.old) else {
            return None;
        };
        let (name, value) = new.get_key_value(name)?;
        self.child(Child::Key(name), || {
            let old = old.get(name)?;
            let schema = match self.schema.properties.get(name) {
                Some(property) => property,
                None => self.schema.additional_properties_schema()?,
            };
            Some(Correlated::new(schema, value, Some(old)))
        })
    }

    /// Item `i`, when the list is a `map` list and the old list has an
    /// item with the same keys; items of other lists are never paired.
    pub fn index(&self, i: usize) -> Option<Rc<Correlated<'v>>> {
        let Value::Array(items) = self.value else {
            return None;
        };
        let item = items.get(i)?;
        self.child(Child::Index(i), || {
            let old = self.old_items()?.paired(i, item)?;
            Some(Correlated::new(self.schema.item_schema()?, item, Some(old)))
        })
    }

    /// Whether the value equals its old value, as the API server compares
    /// them: map lists item by item through their keys, other lists and
    /// scalars as a whole, objects field by field; a value with no old
    /// value is changed.
    pub fn unchanged(&self) -> bool {
        *self.unchanged.get_or_init(|| self.compare())
    }

    fn compare(&self) -> bool {
        let Some(old) = self.old else {
            return false;
        };
        match (self.value, old) {
            (Value::Array(new_items), Value::Array(old_items)) => {
                if new_items.len() != old_items.len() {
                    return false;
                }
                if self.old_items().is_none() {
                    return new_items == old_items;
                }
                (0..new_items.len()).all(|i| self.index(i).is_some_and(|item| item.unchanged()))
            }
            (Value::Object(new_fields), Value::Object(old_fields)) => {
                new_fields.len() == old_fields.len()
                    && new_fields
                        .keys()
                        .all(|name| self.key(name).is_some_and(|field| field.unchanged()))
            }
            (new, old) => new == old,
        }
    }

    /// The old items by key, when this is a map list with an old list.
    fn old_items(&self) -> Option<&OldMapItems<'v>> {
        self.old_items
            .get_or_init(|| {
                let old = self.old.filter(|o| o.is_array())?;
                (self.schema.list_type() == "map").then(|| OldMapItems::new(old, &self.schema.x_list_map_keys))
            })
            .as_ref()
    }

    fn child(&self, at: Child<'v>, make: impl FnOnce() -> Option<Correlated<'v>>) -> Option<Rc<Correlated<'v>>> {
        if let Some(known) = self.children.borrow().get(&at) {
            return known.clone();
        }
        let made = make().map(Rc::new);
        self.children.borrow_mut().insert(at, made.clone());
        made
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn schema(v: Value) -> Schema {
        serde_json::from_value(v).expect("schema")
    }

    #[test]
    fn pairs_as_the_api_server_pairs() {
        let s = schema(json!({"type": "object", "properties": {
            "spec": {"type": "object", "properties": {"replicas": {"type": "integer"}}},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}},
            "set": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}},
            "byKeys": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["a", "b"],
                "items": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "integer"}, "v": {"type": "integer"}}}}
        }}));
        let old = json!({"spec": {"replicas": 1}, "labels": {"x": "1"}, "set": ["a", "b"],
            "byKeys": [{"a": "p", "b": 1, "v": 1}, {"a": "p", "b": 2, "v": 2}], "gone": 1});
        let new = json!({"spec": {"replicas": 1}, "labels": {"x": "1", "y": "2"}, "set": ["a", "b"],
            "byKeys": [{"a": "p", "b": 2, "v": 2}, {"a": "q", "b": 1, "v": 1}]});
        let root = Correlated::new(&s, &new, Some(&old));

        assert!(root.key("spec").is_some_and(|spec| spec.unchanged()));
        // A field only one side has, or one no schema describes, is not paired.
        assert!(root.key("gone").is_none());
        let labels = root.key("labels").expect("labels");
        assert_eq!(labels.key("x").map(|x| x.unchanged()), Some(true));
        assert!(labels.key("y").is_none());
        assert!(!labels.unchanged());
        // Set items are not paired, but an unchanged set is unchanged.
        let set = root.key("set").expect("set");
        assert!(set.index(0).is_none());
        assert!(set.unchanged());
        // Composite keys: (p, 2) moved and is paired; (q, 1) is new.
        let by_keys = root.key("byKeys").expect("byKeys");
        assert!(by_keys.index(0).is_some_and(|item| item.unchanged()));
        assert!(by_keys.index(1).is_none());
        assert!(by_keys.index(2).is_none());
        assert!(!by_keys.unchanged());
        assert!(!root.unchanged());
        // Children are kept: asking again gives the same node.
        let again = root.key("spec").expect("spec");
        assert!(Rc::ptr_eq(&again, &root.key("spec").expect("spec")));
    }

    #[test]
    fn without_an_old_value_nothing_is_paired_or_unchanged() {
        let s = schema(json!({"type": "object", "properties": {"a": {"type": "integer"}}}));
        let new = json!({"a": 1});
        let root = Correlated::new(&s, &new, None);
        assert!(root.key("a").is_none());
        assert!(!root.unchanged());
        // Numbers compare as the decoder read them: 1 and 1.0 differ.
        let old = json!({"a": 1.0});
        assert!(!Correlated::new(&s, &new, Some(&old)).unchanged());
        let both_null = Value::Null;
        assert!(Correlated::new(&s, &both_null, Some(&Value::Null)).unchanged());
    }

    #[test]
    fn a_long_reordered_map_list_compares_in_linear_time() {
        let s = schema(
            json!({"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["k"],
            "items": {"type": "object", "properties": {"k": {"type": "integer"}}}}),
        );
        let n = 100_000;
        let old = Value::Array((0..n).map(|k| json!({"k": k})).collect());
        let new = Value::Array((0..n).rev().map(|k| json!({"k": k})).collect());
        assert!(Correlated::new(&s, &new, Some(&old)).unchanged());
    }
}
