//! Hashing that agrees with [`SemanticEq`]: equal values hash equally, so
//! `set` / `map` lists find duplicates and old counterparts in O(n)
//! instead of comparing every pair.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasher, Hash, Hasher};

use crate::SemanticEq;

mod serialized;

pub use serialized::hash_serialized;

/// A hash consistent with [`SemanticEq`]: `a.semantic_eq(b)` implies equal
/// hashes. (An absent list hashes like an empty one; `0.0` like `-0.0`.)
pub trait SemanticHash: SemanticEq {
    /// Feeds the value's semantic hash into `state`.
    fn semantic_hash<H: Hasher>(&self, state: &mut H);
}

/// The 64-bit semantic hash of a value (deterministic across runs).
pub fn semantic_hash<T: SemanticHash + ?Sized>(value: &T) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.semantic_hash(&mut hasher);
    hasher.finish()
}

macro_rules! by_hash {
    ($($t:ty),*) => {$(
        impl SemanticHash for $t {
            fn semantic_hash<H: Hasher>(&self, state: &mut H) {
                Hash::hash(self, state);
            }
        }
    )*};
}

by_hash!(bool, char, i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, str, String);

macro_rules! floats {
    ($($t:ty),*) => {$(
        impl SemanticHash for $t {
            fn semantic_hash<H: Hasher>(&self, state: &mut H) {
                // `0.0 == -0.0`, so both hash as zero.
                let bits = if *self == 0.0 { 0 } else { self.to_bits() };
                Hash::hash(&bits, state);
            }
        }
    )*};
}

floats!(f32, f64);

impl<T: SemanticHash + ?Sized> SemanticHash for &T {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        (**self).semantic_hash(state);
    }
}

impl<T: SemanticHash + ?Sized> SemanticHash for Box<T> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        (**self).semantic_hash(state);
    }
}

impl<T: SemanticHash + ?Sized> SemanticHash for std::rc::Rc<T> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        (**self).semantic_hash(state);
    }
}

impl<T: SemanticHash + ?Sized> SemanticHash for std::sync::Arc<T> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        (**self).semantic_hash(state);
    }
}

impl<T: SemanticHash> SemanticHash for Option<T> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        match self {
            // An absent collection equals an empty one.
            Some(v) if !v.is_empty_collection() => {
                state.write_u8(1);
                v.semantic_hash(state);
            }
            _ => state.write_u8(0),
        }
    }
}

impl<T: SemanticHash> SemanticHash for [T] {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len());
        self.iter().for_each(|e| e.semantic_hash(state));
    }
}

impl<T: SemanticHash> SemanticHash for Vec<T> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().semantic_hash(state);
    }
}

impl<K: SemanticHash + Ord, V: SemanticHash> SemanticHash for BTreeMap<K, V> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len());
        for (k, v) in self {
            k.semantic_hash(state);
            v.semantic_hash(state);
        }
    }
}

/// Unordered maps: the entries' hashes are combined order-independently.
fn unordered<'a, K: SemanticHash + 'a, V: SemanticHash + 'a, H: Hasher>(
    len: usize,
    entries: impl Iterator<Item = (&'a K, &'a V)>,
    state: &mut H,
) {
    state.write_usize(len);
    let sum = entries.fold(0u64, |sum, (k, v)| {
        let mut entry = std::collections::hash_map::DefaultHasher::new();
        k.semantic_hash(&mut entry);
        v.semantic_hash(&mut entry);
        sum.wrapping_add(entry.finish())
    });
    state.write_u64(sum);
}

impl<K: SemanticHash + Eq + Hash, V: SemanticHash, S: BuildHasher> SemanticHash for HashMap<K, V, S> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        unordered(self.len(), self.iter(), state);
    }
}

#[cfg(feature = "indexmap")]
impl<K: SemanticHash + Eq + Hash, V: SemanticHash, S: BuildHasher> SemanticHash for indexmap::IndexMap<K, V, S> {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        unordered(self.len(), self.iter(), state);
    }
}

/// Pairs and the unit value, so generated code can hash any number of list
/// keys as `(k1, (k2, ()))`.
impl SemanticHash for () {
    fn semantic_hash<H: Hasher>(&self, _state: &mut H) {}
}

impl<A: SemanticHash, B: SemanticHash> SemanticHash for (A, B) {
    fn semantic_hash<H: Hasher>(&self, state: &mut H) {
        self.0.semantic_hash(state);
        self.1.semantic_hash(state);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_hash_equally() {
        assert_eq!(
            semantic_hash(&None::<Vec<i32>>),
            semantic_hash(&Some(Vec::<i32>::new()))
        );
        assert_ne!(semantic_hash(&None::<i32>), semantic_hash(&Some(0)));
        assert_eq!(semantic_hash(&0.0f64), semantic_hash(&-0.0f64));
        let a: HashMap<String, i32> = [("a".into(), 1), ("b".into(), 2)].into();
        let b: HashMap<String, i32> = [("b".into(), 2), ("a".into(), 1)].into();
        assert_eq!(semantic_hash(&a), semantic_hash(&b));
        assert_eq!(semantic_hash(&(&"x", (&1, ()))), semantic_hash(&("x", (1, ()))));
        assert_ne!(semantic_hash(&"x".to_string()), semantic_hash(&"y".to_string()));
    }
}
