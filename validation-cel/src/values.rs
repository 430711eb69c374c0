//! Bound values with the semantics the API server gives them by schema:
//! a list with `x-kubernetes-list-type: set` or `map` compares with `==`
//! regardless of order and adds with `+` as a union (the API server binds
//! them as its unstructured set and map lists). Everything else binds as
//! [`crate::engine::to_val`] binds it.
//!
//! Set lists: `X == Y` when both have the same size and the same distinct
//! elements; `X + Y` keeps `X` and appends the elements of `Y` not in it,
//! in their order. Map lists: `X == Y` when both have the same size and each
//! item of `Y` equals the item of `X` with its keys; `X + Y` keeps the
//! positions of `X`'s items, replaced by the item of `Y` with the same keys,
//! and appends `Y`'s other items. Both results keep the list type. Only the
//! left operand decides: `['b', 'a'] == self.set` compares in order, as
//! cel-go does.
//!
//! A value of the wrong type for its schema (an object field holding a
//! string, a `null` item of a list whose items are not nullable) converts to
//! [`InvalidData`]; selecting it, indexing it or `has()` on it fails with
//! the API server's `invalid data, ...` error.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use cel::common::traits::{Adder, Container, Indexer, Iterable, Sizer, Zeroer};
use cel::common::types::{
    CelBool, CelBytes, CelDouble, CelInt, CelList, CelMap, CelMapKey, CelNull, CelString, CelUInt, Type, DYN_TYPE,
    LIST_TYPE,
};
use cel::common::value::{Builtin, BuiltinRef, CowVal, Val};
use cel::objects::{Key, Opaque};
use cel::{ExecutionError, Value as Cel};
use validation_schema::Schema;

use crate::checked_args::kubernetes_error;
use crate::engine::{map_key, to_val};
use crate::escape::escape;

/// `value`, of `schema`, as the interpreter holds it, with the list types'
/// semantics wherever the schema gives a list one.
pub(crate) fn to_val_in<'a>(value: &'a Cel, schema: &'a Schema) -> Box<dyn Val + 'a> {
    match value {
        Cel::List(items) => {
            let item_schema = schema.item_schema();
            let mut invalid = HashMap::new();
            let list = CelList::from(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, item)| {
                        if let Some(message) = invalid_data(item) {
                            invalid.insert(InvalidAt::Index(i), message.clone());
                        }
                        match item_schema {
                            Some(s) => to_val_in(item, s),
                            None => to_val(item),
                        }
                    })
                    .collect::<Vec<_>>(),
            );
            let list: Box<dyn Val + 'a> = match schema.list_type() {
                "set" => Box::new(SetList { items: list }),
                "map" if !schema.x_list_map_keys.is_empty() => Box::new(MapList {
                    items: list,
                    keys: &schema.x_list_map_keys,
                }),
                _ => Box::new(list),
            };
            guarded(list, invalid)
        }
        Cel::Map(m) if holds_values(schema) => {
            let mut invalid = HashMap::new();
            let entries: HashMap<CelMapKey<'_>, Box<dyn Val + '_>> = m
                .map
                .iter()
                .map(|(k, v)| {
                    if let (Some(message), Key::String(name)) = (invalid_data(v), k) {
                        invalid.insert(InvalidAt::Field(name.to_string()), message.clone());
                    }
                    let value = match property(schema, k) {
                        Some(s) => to_val_in(v, s),
                        None => to_val(v),
                    };
                    (map_key(k), value)
                })
                .collect();
            guarded(Box::new(CelMap::from(entries)), invalid)
        }
        other => to_val(other),
    }
}

/// A value of the wrong type for its schema: the API server's error for it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct InvalidData(pub(crate) Arc<str>);

impl Opaque for InvalidData {
    fn runtime_type_name(&self) -> &str {
        "invalid data"
    }
}

/// The value standing for data of the wrong type, failing with `message`.
pub(crate) fn invalid(message: String) -> Cel {
    Cel::Opaque(Arc::new(InvalidData(message.into())))
}

fn invalid_data(v: &Cel) -> Option<&Arc<str>> {
    match v {
        Cel::Opaque(o) => o.downcast_ref::<InvalidData>().map(|d| &d.0),
        _ => None,
    }
}

/// Where a container holds invalid data.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum InvalidAt {
    Field(String),
    Index(usize),
}

/// `container`, failing where it holds invalid data.
fn guarded<'a>(container: Box<dyn Val + 'a>, invalid: HashMap<InvalidAt, Arc<str>>) -> Box<dyn Val + 'a> {
    if invalid.is_empty() {
        return container;
    }
    Box::new(Guarded {
        inner: container,
        invalid: Arc::new(invalid),
    })
}

/// A list or object holding invalid data: selecting, indexing or `has()`
/// on it fails with the data's error; everything else is the container's.
/// Not a built-in container to `cel`, so functions do not take it.
#[derive(Debug)]
struct Guarded<'v> {
    inner: Box<dyn Val + 'v>,
    invalid: Arc<HashMap<InvalidAt, Arc<str>>>,
}

impl Guarded<'_> {
    fn invalid_at(&self, idx: &dyn Val) -> Option<&Arc<str>> {
        let at = if let Some(s) = idx.downcast_ref::<CelString>() {
            InvalidAt::Field(s.inner().to_owned())
        } else if let Some(i) = idx.downcast_ref::<CelInt>() {
            InvalidAt::Index(usize::try_from(*i.inner()).ok()?)
        } else if let Some(u) = idx.downcast_ref::<CelUInt>() {
            InvalidAt::Index(usize::try_from(*u.inner()).ok()?)
        } else {
            return None;
        };
        self.invalid.get(&at)
    }
}

impl<'v> Val for Guarded<'v> {
    fn get_type(&self) -> &Type {
        self.inner.get_type()
    }

    fn cel_type() -> &'static Type {
        &DYN_TYPE
    }

    fn as_adder<'b, 'w>(&'b self) -> Option<&'b (dyn Adder + 'w)>
    where
        Self: 'w,
    {
        self.inner.as_adder()
    }

    fn as_container(&self) -> Option<&dyn Container> {
        self.inner.as_container()
    }

    fn as_indexer<'b, 'w>(&'b self) -> Option<&'b (dyn Indexer + 'w)>
    where
        Self: 'w,
    {
        Some(self)
    }

    fn as_iterable<'b, 'w>(&'b self) -> Option<&'b (dyn Iterable + 'w)>
    where
        Self: 'w,
    {
        self.inner.as_iterable()
    }

    fn as_sizer(&self) -> Option<&dyn Sizer> {
        self.inner.as_sizer()
    }

    fn as_zeroer(&self) -> Option<&dyn Zeroer> {
        self.inner.as_zeroer()
    }

    fn equals(&self, other: &dyn Val) -> bool {
        self.inner.equals(other)
    }

    fn clone_as_boxed<'w>(&self) -> Box<dyn Val + 'w>
    where
        Self: 'w,
    {
        Box::new(Guarded {
            inner: self.inner.clone_as_boxed(),
            invalid: self.invalid.clone(),
        })
    }
}

impl<'v> Indexer for Guarded<'v> {
    fn get<'b, 'w>(&'b self, idx: &dyn Val) -> Result<CowVal<'b, 'w>, ExecutionError>
    where
        Self: 'w,
    {
        if let Some(message) = self.invalid_at(idx) {
            return Err(kubernetes_error(message.to_string()));
        }
        self.inner
            .as_indexer()
            .ok_or_else(crate::checked_args::no_such_overload)?
            .get(idx)
    }

    fn steal<'w>(self: Box<Self>, idx: &dyn Val) -> Result<Box<dyn Val + 'w>, ExecutionError>
    where
        Self: 'w,
    {
        self.get(idx).map(CowVal::into_owned)
    }
}

/// Whether values of `schema` can hold lists or invalid data (only then
/// does binding need the schema below it).
fn holds_values(schema: &Schema) -> bool {
    !schema.properties.is_empty() || schema.additional_properties_schema().is_some() || schema.item_schema().is_some()
}

/// The schema of the entry at CEL key `key` of an object of `schema`.
fn property<'s>(schema: &'s Schema, key: &Key) -> Option<&'s Schema> {
    let Key::String(name) = key else { return None };
    if let Some(values) = schema.additional_properties_schema() {
        return Some(values);
    } // A name that needs no escaping, or that CEL cannot spell (bound under
      // itself, see `convert`).
    if let Some(p) = schema.properties.get(name.as_str()) {
        return Some(p);
    }
    if !name.contains("__") {
        return None;
    }
    let raw = unescape(name)?;
    schema
        .properties
        .get(&raw)
        .filter(|_| escape(&raw).as_deref() == Some(name.as_str()))
}

/// The property name a CEL field name escapes (see
/// [`validation_schema::cel_names`]); checked by escaping it back.
fn unescape(cel_name: &str) -> Option<String> {
    if let Some(word) = cel_name.strip_prefix("__").and_then(|n| n.strip_suffix("__")) {
        if !word.contains("__") {
            return Some(word.to_owned());
        }
    }
    let mut out = String::with_capacity(cel_name.len());
    let mut rest = cel_name;
    while !rest.is_empty() {
        let escaped = [
            ("__underscores__", "__"),
            ("__dot__", "."),
            ("__dash__", "-"),
            ("__slash__", "/"),
        ]
        .into_iter()
        .find_map(|(token, raw)| rest.strip_prefix(token).map(|tail| (tail, raw)));
        match escaped {
            Some((tail, raw)) => {
                out.push_str(raw);
                rest = tail;
            }
            None => {
                let c = rest.chars().next()?;
                out.push(c);
                rest = rest.get(c.len_utf8()..)?;
            }
        }
    }
    Some(out)
}

/// An element of a set, or a key field of a map list's item, as the API
/// server keys them: scalars by value and type (`1` and `1.0` differ).
#[derive(PartialEq, Eq, Hash)]
enum Scalar {
    Null,
    Bool(bool),
    Int(i64),
    UInt(u64),
    Double(u64),
    String(String),
    Bytes(Vec<u8>),
    /// Durations, timestamps and other values, by their printed form.
    Other(String),
}

/// The API server's error for a set element that is not a scalar.
const NOT_SCALAR: &str = "listSet operations are only supported on lists of scalar values";

fn scalar(v: &dyn Val) -> Option<Scalar> {
    if let Some(s) = v.downcast_ref::<CelString>() {
        return Some(Scalar::String(s.inner().to_owned()));
    }
    if let Some(i) = v.downcast_ref::<CelInt>() {
        return Some(Scalar::Int(*i.inner()));
    }
    if let Some(u) = v.downcast_ref::<CelUInt>() {
        return Some(Scalar::UInt(*u.inner()));
    }
    if let Some(d) = v.downcast_ref::<CelDouble>() {
        return Some(Scalar::Double(d.inner().to_bits()));
    }
    if let Some(b) = v.downcast_ref::<CelBool>() {
        return Some(Scalar::Bool(*b.inner()));
    }
    if let Some(b) = v.downcast_ref::<CelBytes>() {
        return Some(Scalar::Bytes(b.inner().to_vec()));
    }
    if v.downcast_ref::<CelNull>().is_some() {
        return Some(Scalar::Null);
    }
    if v.downcast_ref::<CelList>().is_some() || v.downcast_ref::<CelMap>().is_some() {
        return None;
    }
    Some(Scalar::Other(format!("{v:?}")))
}

fn set_key(v: &dyn Val) -> Result<Scalar, ExecutionError> {
    scalar(v).ok_or_else(|| kubernetes_error(NOT_SCALAR.to_owned()))
}

/// A list with `x-kubernetes-list-type: set`.
#[derive(Debug, Clone)]
pub(crate) struct SetList<'v> {
    items: CelList<'v>,
}

/// A list with `x-kubernetes-list-type: map`, keyed by the fields `keys`
/// (property names, escaped where compared).
#[derive(Debug, Clone)]
pub(crate) struct MapList<'v> {
    items: CelList<'v>,
    keys: &'v [String],
}

/// The elements of a list on the right of `==` or `+`.
fn elements<'b, 'v>(other: &'b (dyn Val + 'v)) -> Option<&'b [Box<dyn Val + 'v>]> {
    other.downcast_ref::<CelList>().map(|l| l.inner())
}

impl SetList<'_> {
    fn equal(&self, other: &dyn Val) -> Result<bool, ExecutionError> {
        let Some(other) = elements(other) else {
            return Ok(false);
        };
        if other.len() != self.items.len() {
            return Ok(false);
        }
        let set = self
            .items
            .inner()
            .iter()
            .map(|e| set_key(e.as_ref()))
            .collect::<Result<HashSet<_>, _>>()?;
        let mut seen = HashSet::with_capacity(set.len());
        for e in other {
            let key = set_key(e.as_ref())?;
            if !set.contains(&key) {
                return Ok(false);
            }
            seen.insert(key);
        }
        Ok(seen.len() == set.len())
    }
}

/// The key fields of a map list, by the names they are bound under.
struct KeyFields(Vec<String>);

impl KeyFields {
    fn of(keys: &[String]) -> KeyFields {
        KeyFields(keys.iter().map(|k| escape(k).unwrap_or_else(|| k.clone())).collect())
    }

    /// The key of `item`: its key fields' values, an absent one `None`.
    fn key(&self, item: &dyn Val) -> Vec<Option<Scalar>> {
        self.0
            .iter()
            .map(|k| {
                let field = CelString::from(k.as_str());
                let indexer = item.as_indexer()?;
                indexer.get(&field).ok().and_then(|v| scalar(v.as_ref()))
            })
            .collect()
    }
}

impl MapList<'_> {
    fn equal(&self, other: &dyn Val) -> bool {
        let Some(other) = elements(other) else {
            return false;
        };
        if other.len() != self.items.len() {
            return false;
        }
        let fields = KeyFields::of(self.keys);
        let by_key: HashMap<_, _> = self.items.inner().iter().map(|e| (fields.key(e.as_ref()), e)).collect();
        let mut seen = HashSet::with_capacity(by_key.len());
        for e in other {
            let key = fields.key(e.as_ref());
            match by_key.get(&key) {
                Some(mine) if mine.equals(e.as_ref()) => {
                    seen.insert(key);
                }
                _ => return false,
            }
        }
        seen.len() == by_key.len()
    }
}

/// Implements `Val` for a list type: `==` and `+` its own, everything else
/// the list's. It answers as a built-in list (`as_builtin`), so functions
/// taking lists take it.
macro_rules! list_val {
    ($ty:ident, $list:ident, $equals:expr) => {
        impl<'v> Val for $ty<'v> {
            fn get_type(&self) -> &Type {
                &LIST_TYPE
            }

            fn cel_type() -> &'static Type {
                &LIST_TYPE
            }

            fn as_adder<'b, 'w>(&'b self) -> Option<&'b (dyn Adder + 'w)>
            where
                Self: 'w,
            {
                Some(self)
            }

            fn as_container(&self) -> Option<&dyn Container> {
                Some(&self.$list)
            }

            fn as_indexer<'b, 'w>(&'b self) -> Option<&'b (dyn Indexer + 'w)>
            where
                Self: 'w,
            {
                Some(&self.$list)
            }

            fn into_indexer<'w>(self: Box<Self>) -> Option<Box<dyn Indexer + 'w>>
            where
                Self: 'w,
            {
                Some(Box::new(self.$list))
            }

            fn as_iterable<'b, 'w>(&'b self) -> Option<&'b (dyn Iterable + 'w)>
            where
                Self: 'w,
            {
                Some(&self.$list)
            }

            fn as_sizer(&self) -> Option<&dyn Sizer> {
                Some(&self.$list)
            }

            fn as_zeroer(&self) -> Option<&dyn Zeroer> {
                Some(&self.$list)
            }

            fn equals(&self, other: &dyn Val) -> bool {
                #[allow(clippy::redundant_closure_call)]
                ($equals)(self, other)
            }

            fn clone_as_boxed<'w>(&self) -> Box<dyn Val + 'w>
            where
                Self: 'w,
            {
                Box::new(self.clone())
            }

            // `cel` recovers its built-in list through these (functions
            // taking a list, conversion to `Value`); the list type's own
            // `==` and `+` are lost only where the interpreter moves the
            // list out of its box.
            fn as_builtin<'b, 'w>(&'b self) -> BuiltinRef<'b, 'w>
            where
                Self: 'w,
            {
                BuiltinRef::List(&self.$list)
            }

            fn into_builtin<'w>(self: Box<Self>) -> Option<Builtin<'w>>
            where
                Self: 'w,
            {
                Some(Builtin::List(self.$list))
            }
        }
    };
}

list_val!(SetList, items, |s: &SetList<'_>, other: &dyn Val| s
    .equal(other)
    .unwrap_or(false));
list_val!(MapList, items, |m: &MapList<'_>, other: &dyn Val| m.equal(other));

impl<'v> Adder for SetList<'v> {
    fn add<'b, 'w>(&'b self, rhs: &(dyn Val + 'w)) -> Result<CowVal<'b, 'w>, ExecutionError>
    where
        Self: 'w,
    {
        let other = elements(rhs).ok_or_else(crate::checked_args::no_such_overload)?;
        let mut set = HashSet::with_capacity(self.items.len() + other.len());
        let mut union: Vec<Box<dyn Val + 'w>> = Vec::with_capacity(self.items.len() + other.len());
        for e in self.items.inner().iter() {
            set.insert(set_key(e.as_ref())?);
            union.push(e.clone_as_boxed());
        }
        for e in other {
            if set.insert(set_key(e.as_ref())?) {
                union.push(e.clone_as_boxed());
            }
        }
        Ok(CowVal::owned(SetList {
            items: CelList::from(union),
        }))
    }
}

impl<'v> Adder for MapList<'v> {
    fn add<'b, 'w>(&'b self, rhs: &(dyn Val + 'w)) -> Result<CowVal<'b, 'w>, ExecutionError>
    where
        Self: 'w,
    {
        let other = elements(rhs).ok_or_else(crate::checked_args::no_such_overload)?;
        let fields = KeyFields::of(self.keys);
        let mut merged: Vec<Box<dyn Val + 'w>> = self.items.inner().iter().map(|e| e.clone_as_boxed()).collect();
        let positions: HashMap<_, _> = self
            .items
            .inner()
            .iter()
            .enumerate()
            .map(|(i, e)| (fields.key(e.as_ref()), i))
            .collect();
        for e in other {
            match positions.get(&fields.key(e.as_ref())).and_then(|&i| merged.get_mut(i)) {
                Some(slot) => *slot = e.clone_as_boxed(),
                None => merged.push(e.clone_as_boxed()),
            }
        }
        Ok(CowVal::owned(MapList {
            items: CelList::from(merged),
            keys: self.keys,
        }))
    }
}
