//! Immutability, update constraints and monotonic values.
//!
//! All of them act only on update. `Immutable` and the set-ness constraints
//! report a null bad value (a Kubernetes quirk) and rely on the caller's ratchet
//! check to call them only when the value changed.

use std::borrow::Borrow;
use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasher, Hash};

use super::Integer;
use crate::{BadValue, ErrorList, FieldError, Operation, Path};

const UPDATE: &str = "update";

/// On update: always `Invalid value: null: field is immutable`, origin
/// `immutable` (the values are not compared: generated code calls it only
/// when the field changed). On create: nothing.
#[inline]
pub fn immutable<T: ?Sized>(op: &Operation, path: &Path<'_>, _value: Option<&T>, _old: Option<&T>) -> ErrorList {
    if op.is_update() {
        immutable_error(*path)
    } else {
        ErrorList::new()
    }
}

#[cold]
#[inline(never)]
fn immutable_error(path: Path<'_>) -> ErrorList {
    ErrorList::from(FieldError::invalid(&path, BadValue::Null, "field is immutable").with_origin("immutable"))
}

/// One `+k8s:update` constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UpdateConstraint {
    /// unset -> set is forbidden.
    NoSet,
    /// set -> unset is forbidden.
    NoUnset,
    /// set -> a different set value is forbidden.
    NoModify,
    /// New list items / map keys are forbidden.
    NoAddItem,
    /// Removing list items / map keys is forbidden.
    NoRemoveItem,
}

impl UpdateConstraint {
    /// The detail of a set-ness constraint that `old_set -> new_set`
    /// violates; `None` for the item constraints.
    fn violated(self, old_set: bool, new_set: bool) -> Option<&'static str> {
        match self {
            UpdateConstraint::NoSet if !old_set && new_set => Some("field cannot be set once created"),
            UpdateConstraint::NoUnset if old_set && !new_set => Some("field cannot be cleared once set"),
            // Both set: the caller's change detection says it changed.
            UpdateConstraint::NoModify if old_set && new_set => Some("field cannot be modified once set"),
            _ => None,
        }
    }
}

/// Transition rules on set-ness: `new_set` is whether the new value is
/// set; `old_set` is None when no old value is available (then NoSet /
/// NoUnset / NoModify are skipped), else whether the old value was set.
/// Only on update.
///
/// Each constraint, in the given order, adds at most one
/// `Invalid value: null: ‹detail›` (origin `update`): NoSet
/// `field cannot be set once created`, NoUnset `field cannot be cleared
/// once set`, NoModify (both set) `field cannot be modified once set`.
/// NoAddItem / NoRemoveItem are ignored here (see [`update_map`]).
#[inline]
pub fn update(
    op: &Operation,
    path: &Path<'_>,
    new_set: bool,
    old_set: Option<bool>,
    constraints: &[UpdateConstraint],
) -> ErrorList {
    match old_set {
        Some(old_set) if op.is_update() && constraints.iter().any(|c| c.violated(old_set, new_set).is_some()) => {
            update_errors(*path, old_set, new_set, constraints)
        }
        _ => ErrorList::new(),
    }
}

#[cold]
#[inline(never)]
fn update_errors(path: Path<'_>, old_set: bool, new_set: bool, constraints: &[UpdateConstraint]) -> ErrorList {
    constraints
        .iter()
        .filter_map(|c| c.violated(old_set, new_set))
        .map(|detail| FieldError::invalid(&path, BadValue::Null, detail).with_origin(UPDATE))
        .collect()
}

/// The keys of a string-keyed map, for [`update_map`].
pub trait MapKeys {
    /// Calls `f` with every key (in any order).
    fn for_each_key(&self, f: &mut dyn FnMut(&str));
    /// Whether `key` is one of the keys.
    fn contains(&self, key: &str) -> bool;
}

impl<K: Borrow<str> + Ord, V> MapKeys for BTreeMap<K, V> {
    fn for_each_key(&self, f: &mut dyn FnMut(&str)) {
        self.keys().for_each(|k| f(k.borrow()));
    }

    fn contains(&self, key: &str) -> bool {
        self.contains_key(key)
    }
}

impl<K: Borrow<str> + Hash + Eq, V, S: BuildHasher> MapKeys for HashMap<K, V, S> {
    fn for_each_key(&self, f: &mut dyn FnMut(&str)) {
        self.keys().for_each(|k| f(k.borrow()));
    }

    fn contains(&self, key: &str) -> bool {
        self.contains_key(key)
    }
}

#[cfg(feature = "indexmap")]
impl<K: Borrow<str> + Hash + Eq, V, S: BuildHasher> MapKeys for indexmap::IndexMap<K, V, S> {
    fn for_each_key(&self, f: &mut dyn FnMut(&str)) {
        self.keys().for_each(|k| f(k.borrow()));
    }

    fn contains(&self, key: &str) -> bool {
        self.contains_key(key)
    }
}

/// The keys of a map whose keys do not borrow as `str` (string newtypes),
/// for [`update_map_keyed`]: looked up as they are.
pub trait TypedMapKeys {
    /// The map's key type.
    type Key;
    /// Calls `f` with every key (in any order).
    fn for_each_typed_key(&self, f: &mut dyn FnMut(&Self::Key));
    /// Whether the map has `key`.
    fn contains_typed(&self, key: &Self::Key) -> bool;
}

impl<K: Ord, V> TypedMapKeys for BTreeMap<K, V> {
    type Key = K;
    fn for_each_typed_key(&self, f: &mut dyn FnMut(&K)) {
        self.keys().for_each(f);
    }

    fn contains_typed(&self, key: &K) -> bool {
        self.contains_key(key)
    }
}

impl<K: Hash + Eq, V, S: BuildHasher> TypedMapKeys for HashMap<K, V, S> {
    type Key = K;
    fn for_each_typed_key(&self, f: &mut dyn FnMut(&K)) {
        self.keys().for_each(f);
    }

    fn contains_typed(&self, key: &K) -> bool {
        self.contains_key(key)
    }
}

#[cfg(feature = "indexmap")]
impl<K: Hash + Eq, V, S: BuildHasher> TypedMapKeys for indexmap::IndexMap<K, V, S> {
    type Key = K;
    fn for_each_typed_key(&self, f: &mut dyn FnMut(&K)) {
        self.keys().for_each(f);
    }

    fn contains_typed(&self, key: &K) -> bool {
        self.contains_key(key)
    }
}

/// Calls its last argument with every key of the first map missing from
/// the second (an absent map is empty).
type Missing<'f, M> = &'f dyn Fn(&M, Option<&M>, &mut dyn FnMut(&str));

/// Whether some key of `from` is missing in `to` (absent maps are empty).
#[inline]
fn any_missing<M: ?Sized>(from: Option<&M>, to: Option<&M>, missing: Missing<'_, M>) -> bool {
    let mut any = false;
    if let Some(from) = from {
        missing(from, to, &mut |_| any = true);
    }
    any
}

/// The keys of `from` missing in `to`, sorted (error path only).
fn missing_keys<M: ?Sized>(from: Option<&M>, to: Option<&M>, missing: Missing<'_, M>) -> Vec<String> {
    let mut keys = Vec::new();
    if let Some(from) = from {
        missing(from, to, &mut |k| keys.push(k.to_owned()));
    }
    keys.sort_unstable();
    keys
}

/// NoAddItem / NoRemoveItem for maps, on update only. Each key of the new
/// map missing from the old one -> `‹path›[‹key›]: Forbidden: item may not
/// be added`; each old key missing from the new map -> `‹path›[‹key›]:
/// Forbidden: item may not be removed`; origin `update`, keys in sorted
/// order, constraints in the given order. An absent map counts as empty
/// (as a nil Go map: with no old map every new key is an addition). Value
/// changes under existing keys are allowed; the other constraints are
/// ignored here (see [`update`]).
#[inline]
pub fn update_map<M: MapKeys + ?Sized>(
    op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    old: Option<&M>,
    constraints: &[UpdateConstraint],
) -> ErrorList {
    let missing = |from: &M, to: Option<&M>, f: &mut dyn FnMut(&str)| {
        from.for_each_key(&mut |k| {
            if !to.is_some_and(|to| to.contains(k)) {
                f(k);
            }
        });
    };
    update_map_with(op, path, value, old, constraints, &missing)
}

/// [`update_map`] for a map whose keys are string newtypes: `key_str`
/// gives a key's text (keys are compared as they are).
#[inline]
pub fn update_map_keyed<M: TypedMapKeys + ?Sized>(
    op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    old: Option<&M>,
    constraints: &[UpdateConstraint],
    key_str: fn(&M::Key) -> &str,
) -> ErrorList {
    let missing = |from: &M, to: Option<&M>, f: &mut dyn FnMut(&str)| {
        from.for_each_typed_key(&mut |k| {
            if !to.is_some_and(|to| to.contains_typed(k)) {
                f(key_str(k));
            }
        });
    };
    update_map_with(op, path, value, old, constraints, &missing)
}

#[inline]
fn update_map_with<M: ?Sized>(
    op: &Operation,
    path: &Path<'_>,
    value: Option<&M>,
    old: Option<&M>,
    constraints: &[UpdateConstraint],
    missing: Missing<'_, M>,
) -> ErrorList {
    if !op.is_update() {
        return ErrorList::new();
    }
    let violated = constraints.iter().any(|c| match c {
        UpdateConstraint::NoAddItem => any_missing(value, old, missing),
        UpdateConstraint::NoRemoveItem => any_missing(old, value, missing),
        _ => false,
    });
    if violated {
        update_map_errors(*path, value, old, constraints, missing)
    } else {
        ErrorList::new()
    }
}

#[cold]
#[inline(never)]
fn update_map_errors<M: ?Sized>(
    path: Path<'_>,
    value: Option<&M>,
    old: Option<&M>,
    constraints: &[UpdateConstraint],
    missing: Missing<'_, M>,
) -> ErrorList {
    let mut errs = ErrorList::new();
    for c in constraints {
        let (keys, detail) = match c {
            UpdateConstraint::NoAddItem => (missing_keys(value, old, missing), "item may not be added"),
            UpdateConstraint::NoRemoveItem => (missing_keys(old, value, missing), "item may not be removed"),
            _ => continue,
        };
        for k in keys {
            errs.push(FieldError::forbidden(&path.key(&k), detail).with_origin(UPDATE));
        }
    }
    errs
}

/// On update with both values present: `new < old` ->
/// `Invalid value: ‹new›: may not be decreased from ‹old›`, origin
/// `monotonic`.
#[inline]
pub fn monotonic<T: Integer>(op: &Operation, path: &Path<'_>, value: Option<&T>, old: Option<&T>) -> ErrorList {
    match (value, old) {
        (Some(v), Some(o)) if op.is_update() && *v < *o => monotonic_error(*path, v, o),
        _ => ErrorList::new(),
    }
}

#[cold]
#[inline(never)]
fn monotonic_error<T: Integer>(path: Path<'_>, value: &T, old: &T) -> ErrorList {
    ErrorList::from(
        FieldError::invalid(&path, value.to_bad_value(), format!("may not be decreased from {old}"))
            .with_origin("monotonic"),
    )
}
