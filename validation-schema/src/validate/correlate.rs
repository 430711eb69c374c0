//! Pairing old and new values, and hashing values for uniqueness, without
//! comparing every item with every other.

use std::cell::OnceCell;
use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};

use serde_json::{Map, Value};

/// A JSON value hashed and compared deeply, as Go compares decoded JSON:
/// `1` and `1.0` differ, object key order does not matter.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deep<'v>(pub(crate) &'v Value);

impl PartialEq for Deep<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl Eq for Deep<'_> {}

impl Hash for Deep<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        hash_value(self.0, state);
    }
}

fn hash_value<H: Hasher>(v: &Value, state: &mut H) {
    match v {
        Value::Null => state.write_u8(0),
        Value::Bool(b) => {
            state.write_u8(1);
            b.hash(state);
        }
        Value::Number(n) => {
            state.write_u8(2);
            if let Some(i) = n.as_i64() {
                i.hash(state);
            } else if let Some(u) = n.as_u64() {
                u.hash(state);
            } else {
                n.as_f64().map(f64::to_bits).hash(state);
            }
        }
        Value::String(s) => {
            state.write_u8(3);
            s.hash(state);
        }
        Value::Array(items) => {
            state.write_u8(4);
            state.write_usize(items.len());
            for item in items {
                hash_value(item, state);
            }
        }
        Value::Object(map) => {
            state.write_u8(5);
            state.write_usize(map.len());
            // Order-independent: the sum of each entry's own hash.
            let mut sum = 0u64;
            for (k, v) in map {
                let mut h = DefaultHasher::new();
                k.hash(&mut h);
                hash_value(v, &mut h);
                sum = sum.wrapping_add(h.finish());
            }
            state.write_u64(sum);
        }
    }
}

/// The identity of a `listType=map` item: the values of its key fields,
/// `None` where a key is absent (or the item is null). One key, the usual
/// case, needs no allocation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ItemKey<'v> {
    One(Option<Deep<'v>>),
    Many(Vec<Option<Deep<'v>>>),
}

pub(crate) fn item_key<'v>(item: &'v Value, keys: &[String]) -> ItemKey<'v> {
    let map = item.as_object();
    let field = |k: &String| map.and_then(|m| m.get(k)).map(Deep);
    match keys {
        [one] => ItemKey::One(field(one)),
        many => ItemKey::Many(many.iter().map(field).collect()),
    }
}

/// The old items of a `listType=map` list by key, so each new item finds
/// its old counterpart in constant time. Later duplicates lose.
pub(crate) fn index_map_list<'v>(old: Option<&'v Value>, keys: &[String]) -> HashMap<ItemKey<'v>, &'v Value> {
    let mut index = HashMap::new();
    if let Some(Value::Array(items)) = old {
        index.reserve(items.len());
        for item in items {
            index.entry(item_key(item, keys)).or_insert(item);
        }
    }
    index
}

/// The old items of a `listType=map` list, each new item paired with the
/// old one of the same key values: the old item at the new one's index
/// when its keys match (lists mostly keep their order, so pairing an
/// unreordered list allocates nothing), else through an index of the old
/// items by key, built once on first need. Pairing a whole list takes time
/// linear in its length, however its items were reordered.
pub struct OldMapItems<'v> {
    olds: &'v [Value],
    keys: &'v [String],
    /// The position of the first old item of each key.
    index: OnceCell<HashMap<ItemKey<'v>, usize>>,
}

impl<'v> OldMapItems<'v> {
    /// The items of `old` (a list; anything else pairs nothing), keyed by
    /// the fields `keys` (`x-kubernetes-list-map-keys`).
    pub fn new(old: &'v Value, keys: &'v [String]) -> OldMapItems<'v> {
        let olds = old.as_array().map_or(&[][..], Vec::as_slice);
        OldMapItems {
            olds,
            keys,
            index: OnceCell::new(),
        }
    }

    /// The old item with the key values of `item`, the `i`th new item; of
    /// old items with equal keys, the first.
    pub fn paired(&self, i: usize, item: &Value) -> Option<&'v Value> {
        let same_keys = |o: &Value| self.keys.iter().all(|k| o.get(k.as_str()) == item.get(k.as_str()));
        if let Some(o) = self.olds.get(i).filter(|o| same_keys(o)) {
            return Some(o);
        }
        let index = self.index.get_or_init(|| {
            let mut index = HashMap::with_capacity(self.olds.len());
            for (at, o) in self.olds.iter().enumerate() {
                index.entry(item_key(o, self.keys)).or_insert(at);
            }
            index
        });
        let at = *index.get(&item_key(item, self.keys))?;
        self.olds.get(at)
    }
}

/// The old value of property `name`.
pub(crate) fn field<'v>(old: Option<&'v Value>, name: &str) -> Option<&'v Value> {
    old.and_then(Value::as_object)
        .and_then(|m: &Map<String, Value>| m.get(name))
}
