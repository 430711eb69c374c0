//! Equality helpers for ratcheting.

use std::collections::{BTreeMap, HashMap};
use std::hash::{BuildHasher, Hash};
use std::rc::Rc;
use std::sync::Arc;

/// Kubernetes' semantic deep equality: structural, except that an absent
/// list/map equals an empty one (at every depth) and floats compare with
/// `==` (NaN is unequal to itself).
///
/// Generated code implements this for API structs field by field; special
/// types (quantities, timestamps) implement their own rule.
pub trait SemanticEq {
    /// Whether `self` and `other` are semantically equal.
    fn semantic_eq(&self, other: &Self) -> bool;

    /// True for an empty list or map, which equals an absent one.
    fn is_empty_collection(&self) -> bool {
        false
    }
}

macro_rules! semantic_by_partial_eq {
    ($($t:ty),*) => {$(
        impl SemanticEq for $t {
            #[inline]
            fn semantic_eq(&self, other: &Self) -> bool {
                self == other
            }
        }
    )*};
}
semantic_by_partial_eq!(
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    bool,
    char,
    f32,
    f64,
    ()
);

impl SemanticEq for str {
    #[inline]
    fn semantic_eq(&self, other: &Self) -> bool {
        bytes_eq(self.as_bytes(), other.as_bytes())
    }
}

impl SemanticEq for String {
    #[inline]
    fn semantic_eq(&self, other: &Self) -> bool {
        self.as_str().semantic_eq(other.as_str())
    }
}

/// `a == b`, with the short strings API objects are made of (names, keys,
/// label values) compared inline: two overlapping loads per side instead
/// of a call to `memcmp`, which costs more than the comparison for them.
/// List-map uniqueness compares every pair of keys this way.
#[inline]
pub(crate) fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    match a.len() {
        0..=3 => a.iter().zip(b).all(|(x, y)| x == y),
        4..=7 => a.first_chunk::<4>() == b.first_chunk::<4>() && a.last_chunk::<4>() == b.last_chunk::<4>(),
        8..=16 => a.first_chunk::<8>() == b.first_chunk::<8>() && a.last_chunk::<8>() == b.last_chunk::<8>(),
        17..=32 => a.first_chunk::<16>() == b.first_chunk::<16>() && a.last_chunk::<16>() == b.last_chunk::<16>(),
        _ => a == b,
    }
}

impl<T: SemanticEq + ?Sized> SemanticEq for &T {
    #[inline]
    fn semantic_eq(&self, other: &Self) -> bool {
        (**self).semantic_eq(&**other)
    }
    fn is_empty_collection(&self) -> bool {
        (**self).is_empty_collection()
    }
}

macro_rules! semantic_through_pointer {
    ($($p:ident),*) => {$(
        impl<T: SemanticEq + ?Sized> SemanticEq for $p<T> {
            fn semantic_eq(&self, other: &Self) -> bool {
                (**self).semantic_eq(&**other)
            }
            fn is_empty_collection(&self) -> bool {
                (**self).is_empty_collection()
            }
        }
    )*};
}
semantic_through_pointer!(Box, Rc, Arc);

impl<T: SemanticEq> SemanticEq for [T] {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().zip(other).all(|(a, b)| a.semantic_eq(b))
    }
    fn is_empty_collection(&self) -> bool {
        self.is_empty()
    }
}

impl<T: SemanticEq, const N: usize> SemanticEq for [T; N] {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.as_slice().semantic_eq(other.as_slice())
    }
}

impl<T: SemanticEq> SemanticEq for Vec<T> {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.as_slice().semantic_eq(other.as_slice())
    }
    fn is_empty_collection(&self) -> bool {
        self.is_empty()
    }
}

impl<K: Ord, V: SemanticEq> SemanticEq for BTreeMap<K, V> {
    /// Both maps iterate in key order, so one walk compares them (no lookups).
    fn semantic_eq(&self, other: &Self) -> bool {
        self.len() == other.len()
            && self
                .iter()
                .zip(other)
                .all(|((k, v), (ok, o))| k == ok && v.semantic_eq(o))
    }
    fn is_empty_collection(&self) -> bool {
        self.is_empty()
    }
}

impl<K: Eq + Hash, V: SemanticEq, S: BuildHasher> SemanticEq for HashMap<K, V, S> {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|(k, v)| other.get(k).is_some_and(|o| v.semantic_eq(o)))
    }
    fn is_empty_collection(&self) -> bool {
        self.is_empty()
    }
}

#[cfg(feature = "indexmap")]
impl<K: Eq + Hash, V: SemanticEq, S: BuildHasher> SemanticEq for indexmap::IndexMap<K, V, S> {
    /// Same keys with equal values, whatever the insertion order (as maps
    /// compare upstream).
    fn semantic_eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().all(|(k, v)| other.get(k).is_some_and(|o| v.semantic_eq(o)))
    }
    fn is_empty_collection(&self) -> bool {
        self.is_empty()
    }
}

/// An absent optional equals only another absent one, except that an absent
/// list/map equals an empty one (`None` == `Some(vec![])`, `None` != `Some(0)`).
/// Pairs: list-map keys are compared as `(k1, (k2, ()))`.
impl<A: SemanticEq, B: SemanticEq> SemanticEq for (A, B) {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.0.semantic_eq(&other.0) && self.1.semantic_eq(&other.1)
    }
}

impl<T: SemanticEq> SemanticEq for Option<T> {
    fn semantic_eq(&self, other: &Self) -> bool {
        match (self, other) {
            (None, None) => true,
            (Some(a), Some(b)) => a.semantic_eq(b),
            (None, Some(x)) | (Some(x), None) => x.is_empty_collection(),
        }
    }
}

/// `DirectEqual`: both absent, or both present and `==`.
#[inline]
pub fn direct_eq<T: PartialEq + ?Sized>(a: Option<&T>, b: Option<&T>) -> bool {
    match (a, b) {
        (None, None) => true,
        // Same referent counts as equal before comparing values, as in Go.
        (Some(x), Some(y)) => std::ptr::eq(x, y) || x == y,
        _ => false,
    }
}

/// `SemanticDeepEqual` over possibly-absent values.
#[inline]
pub fn semantic_eq<T: SemanticEq + ?Sized>(a: Option<&T>, b: Option<&T>) -> bool {
    match (a, b) {
        (None, None) => true,
        (Some(x), Some(y)) => x.semantic_eq(y),
        (None, Some(x)) | (Some(x), None) => x.is_empty_collection(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every length the fast paths cover, with a difference at every position.
    #[test]
    fn short_byte_strings_compare_like_slices() {
        for n in 0..=70usize {
            let a: Vec<u8> = (0..n).map(|i| b'a' + (i % 26) as u8).collect();
            assert!(bytes_eq(&a, &a.clone()), "{n}");
            for i in 0..n {
                let mut b = a.clone();
                b[i] = b'#';
                assert!(!bytes_eq(&a, &b), "{n} at {i}");
            }
            assert!(!bytes_eq(&a, &a[..n.saturating_sub(1)]) || n == 0, "{n}");
        }
    }

    #[test]
    fn absent_list_equals_empty_but_not_zero() {
        assert!(None::<Vec<i32>>.semantic_eq(&Some(vec![])));
        assert!(Some(Vec::<i32>::new()).semantic_eq(&None));
        assert!(!None::<i32>.semantic_eq(&Some(0)));
        assert!(!None::<Vec<i32>>.semantic_eq(&Some(vec![1])));
        assert!(semantic_eq::<[i32]>(None, Some(&[])));
        assert!(!semantic_eq(None, Some(&0)));
        assert!(semantic_eq::<i32>(None, None));
    }

    #[test]
    fn nested_collections() {
        let a: BTreeMap<String, Option<Vec<i32>>> = [("k".to_owned(), None)].into();
        let b: BTreeMap<String, Option<Vec<i32>>> = [("k".to_owned(), Some(vec![]))].into();
        assert!(a.semantic_eq(&b));
        let c: BTreeMap<String, Option<Vec<i32>>> = [("j".to_owned(), None)].into();
        assert!(!a.semantic_eq(&c));
        let h1: HashMap<i32, Vec<i32>> = [(1, vec![1, 2])].into();
        let h2: HashMap<i32, Vec<i32>> = [(1, vec![1, 2])].into();
        assert!(h1.semantic_eq(&h2));
        assert!(!vec![1, 2].semantic_eq(&vec![2, 1]));
        assert!(Box::new(vec![1]).semantic_eq(&Box::new(vec![1])));
    }

    #[test]
    fn floats_and_direct_equality() {
        assert!(!f64::NAN.semantic_eq(&f64::NAN));
        assert!(direct_eq(Some(&1), Some(&1)));
        assert!(!direct_eq(Some(&1), None));
        assert!(direct_eq::<i32>(None, None));
        let nan = f64::NAN;
        assert!(direct_eq(Some(&nan), Some(&nan)));
        let other_nan = f64::NAN;
        assert!(!direct_eq(Some(&nan), Some(&other_nan)));
        assert!(direct_eq(Some("a"), Some("a")));
    }
}
