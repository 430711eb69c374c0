//! `set` / `map` lists: duplicates, and finding
//! each new element's old counterpart for ratcheting. Both hash, so 10,000
//! items cost O(n); lists of up to [`LINEAR_LIMIT`] elements are scanned
//! directly, without allocating.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::{ErrorList, FieldError, Operation, Path, ToBadValue};

/// Lists this short are compared pairwise: no allocation, and faster than
/// hashing for the lists real objects carry.
pub const LINEAR_LIMIT: usize = 16;

/// Tables keyed by a semantic hash, which is already a well-mixed 64-bit
/// value: the table uses it as is instead of hashing it a second time.
type ByHash<V> = HashMap<u64, V, BuildHasherDefault<PassThrough>>;

#[derive(Default)]
struct PassThrough(u64);

impl Hasher for PassThrough {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }

    /// Only `u64` keys are hashed here; anything else is folded in.
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(*b);
        }
    }
}

/// What makes two elements of a list "the same": for `set` lists the whole
/// value, for `map` lists the key fields. `hash` must agree with `same`.
/// An element without a key (an absent `Option` element) has no hash
/// (`None`) and is the same as nothing: `same` is false when either side
/// has no key, so short lists are compared with `same` alone.
pub struct ListKey<T> {
    /// The element's hash, or `None` for an element without a key.
    pub hash: fn(&T) -> Option<u64>,
    /// Whether two elements are the same element.
    pub same: fn(&T, &T) -> bool,
}

impl<T> Clone for ListKey<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for ListKey<T> {}

/// Duplicate at `list[j]` for every element equal (by `key`) to an earlier
/// one, each index once, in increasing order; the bad value is the element.
/// No origin. Absent elements are ignored.
#[inline]
pub fn unique_by<T: ToBadValue>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&[T]>,
    _old: Option<&[T]>,
    key: &ListKey<T>,
) -> ErrorList {
    let Some(list) = value else {
        return ErrorList::new();
    };
    if list.len() <= LINEAR_LIMIT {
        let duplicate = |j: usize| repeats_earlier(list, j, key.same);
        if !(1..list.len()).any(duplicate) {
            return ErrorList::new();
        }
        return duplicates(*path, list, (1..list.len()).filter(|j| duplicate(*j)));
    }
    let found = hashed_duplicates(list, key);
    if found.is_empty() {
        return ErrorList::new();
    }
    duplicates(*path, list, found.into_iter())
}

/// The indices of the elements of a long list that repeat an earlier one:
/// one hash per element and one table entry per distinct hash. On a hash
/// collision between different elements the earlier ones are scanned, which
/// only colliding hashes pay for.
fn hashed_duplicates<T>(list: &[T], key: &ListKey<T>) -> Vec<usize> {
    let mut first_by_hash: ByHash<usize> = ByHash::with_capacity_and_hasher(list.len(), Default::default());
    let mut found = Vec::new();
    for (j, b) in list.iter().enumerate() {
        let Some(h) = (key.hash)(b) else { continue };
        match first_by_hash.get(&h).and_then(|&i| list.get(i)) {
            None => {
                first_by_hash.insert(h, j);
            }
            Some(first) if (key.same)(first, b) => found.push(j),
            Some(_) => {
                if repeats_earlier(list, j, key.same) {
                    found.push(j);
                }
            }
        }
    }
    found
}

/// Whether `list[j]` is the same as an element before it. Slices, not
/// `iter().take(j)`: the plain loop is about a third cheaper per pair.
#[inline]
fn repeats_earlier<T>(list: &[T], j: usize, same: fn(&T, &T) -> bool) -> bool {
    match list.split_at_checked(j) {
        Some((earlier, [b, ..])) => earlier.iter().any(|a| same(a, b)),
        _ => false,
    }
}

#[cold]
fn duplicates<T: ToBadValue>(path: Path<'_>, list: &[T], indices: impl Iterator<Item = usize>) -> ErrorList {
    indices
        .filter_map(|j| {
            list.get(j)
                .map(|e| FieldError::duplicate(&path.index(j), e.to_bad_value()))
        })
        .collect()
}

/// Finds each new element's old counterpart: the first old element that is
/// the same by `key`. Long old lists are indexed once (by hash); short ones
/// are scanned with `same`, without hashing or allocating.
pub struct OldIndex<'a, T> {
    old: &'a [T],
    key: ListKey<T>,
    by_hash: Option<ByHash<usize>>,
}

impl<'a, T> OldIndex<'a, T> {
    /// Indexes the old list (`None`: no old list) by `key`.
    #[inline]
    pub fn new(old: Option<&'a [T]>, key: ListKey<T>) -> Self {
        let old = old.unwrap_or(&[]);
        let by_hash = (old.len() > LINEAR_LIMIT).then(|| {
            let mut index = ByHash::with_capacity_and_hasher(old.len(), Default::default());
            for (i, e) in old.iter().enumerate() {
                if let Some(h) = (key.hash)(e) {
                    index.entry(h).or_insert(i);
                }
            }
            index
        });
        OldIndex { old, key, by_hash }
    }

    /// The first old element that is the same as `new`, if any.
    #[inline]
    pub fn find(&self, new: &T) -> Option<&'a T> {
        let same = self.key.same;
        match &self.by_hash {
            None => self.old.iter().find(|old| same(old, new)),
            // The index holds the first element per hash; on a hash
            // collision with a different element, fall back to a scan.
            Some(index) => {
                let h = (self.key.hash)(new)?;
                match index.get(&h).and_then(|&i| self.old.get(i)) {
                    Some(first) if same(first, new) => Some(first),
                    Some(_) => self.old.iter().find(|old| same(old, new)),
                    None => None,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hashing::semantic_hash;
    use crate::SemanticEq;

    fn ints() -> ListKey<i32> {
        ListKey {
            hash: |e| Some(semantic_hash(e)),
            same: |a, b| a.semantic_eq(b),
        }
    }

    fn messages(errs: &ErrorList) -> Vec<String> {
        errs.iter().map(|e| e.to_string()).collect()
    }

    #[test]
    fn duplicates_after_the_first_occurrence_short_and_long() {
        let op = Operation::create();
        let short = [1, 2, 3, 2, 1];
        let errs = unique_by(&op, &Path::new("f"), Some(&short[..]), None, &ints());
        assert_eq!(
            messages(&errs),
            ["f[3]: Duplicate value: 2", "f[4]: Duplicate value: 1"]
        );
        assert!(errs.iter().all(|e| e.origin.is_empty()));
        let long: Vec<i32> = (0..100).chain([5, 99, 5]).collect();
        let errs = unique_by(&op, &Path::new("f"), Some(&long[..]), None, &ints());
        assert_eq!(
            messages(&errs),
            [
                "f[100]: Duplicate value: 5",
                "f[101]: Duplicate value: 99",
                "f[102]: Duplicate value: 5"
            ]
        );
    }

    #[test]
    fn unique_short_lists_do_not_allocate() {
        let list = [1, 2, 3];
        let errs = unique_by(&Operation::create(), &Path::new("f"), Some(&list[..]), None, &ints());
        assert_eq!(errs.into_vec().capacity(), 0);
    }

    #[test]
    fn absent_elements_are_ignored() {
        let key = ListKey::<Option<i32>> {
            hash: |e| e.as_ref().map(semantic_hash),
            same: |a, b| a.as_ref().zip(b.as_ref()).is_some_and(|(a, b)| a == b),
        };
        let list = [None, Some(1), None, Some(1)];
        let errs = unique_by(&Operation::create(), &Path::new("f"), Some(&list[..]), None, &key);
        assert_eq!(messages(&errs), ["f[3]: Duplicate value: 1"]);
    }

    #[test]
    fn old_index_finds_the_first_counterpart() {
        let short = [1, 2, 2];
        let index = OldIndex::new(Some(&short[..]), ints());
        assert!(std::ptr::eq(index.find(&2).unwrap(), &short[1]));
        assert_eq!(index.find(&7), None);
        let long: Vec<i32> = (0..50).chain([100, 100]).collect();
        let index = OldIndex::new(Some(&long[..]), ints());
        assert!(std::ptr::eq(index.find(&100).unwrap(), &long[50]));
        assert_eq!(index.find(&-1), None);
        assert_eq!(OldIndex::new(None, ints()).find(&1), None);
    }
}

/// NoAddItem / NoRemoveItem for `set` / `map` lists (like
/// Kubernetes' ValSliceUpdate): a new element with no counterpart in the old list is
/// Forbidden at `list[i]` ("item may not be added"); an old element with no
/// counterpart in the new list is Forbidden at the list's path, once per
/// element ("item may not be removed"). Origin `update`. Absent elements
/// are skipped. Only on update; other constraints are ignored here.
#[inline]
pub fn update_list<T>(
    op: &Operation,
    path: &Path<'_>,
    value: Option<&[T]>,
    old: Option<&[T]>,
    key: ListKey<T>,
    constraints: &[super::UpdateConstraint],
) -> ErrorList {
    if !op.is_update() {
        return ErrorList::new();
    }
    let (new, old) = (value.unwrap_or(&[]), old.unwrap_or(&[]));
    let (no_add, no_remove) = (
        constraints.contains(&super::UpdateConstraint::NoAddItem),
        constraints.contains(&super::UpdateConstraint::NoRemoveItem),
    );
    let old_index = OldIndex::new(Some(old), key);
    let new_index = OldIndex::new(Some(new), key);
    let has_key = |e: &T| (key.hash)(e).is_some();
    let added = |e: &&T| has_key(e) && old_index.find(e).is_none();
    let removed = |e: &&T| has_key(e) && new_index.find(e).is_none();
    if !(no_add && new.iter().any(|e| added(&e)) || no_remove && old.iter().any(|e| removed(&e))) {
        return ErrorList::new();
    }
    let mut errs = ErrorList::new();
    if no_add {
        for (i, _) in new.iter().enumerate().filter(|(_, e)| added(e)) {
            errs.push(FieldError::forbidden(&path.index(i), "item may not be added").with_origin("update"));
        }
    }
    if no_remove {
        for _ in old.iter().filter(|e| removed(e)) {
            errs.push(FieldError::forbidden(path, "item may not be removed").with_origin("update"));
        }
    }
    errs
}

#[cfg(test)]
mod update_list_tests {
    use super::*;
    use crate::hashing::semantic_hash;
    use crate::validate::UpdateConstraint::{NoAddItem, NoRemoveItem};
    use crate::SemanticEq;

    fn key() -> ListKey<i32> {
        ListKey {
            hash: |e| Some(semantic_hash(e)),
            same: |a, b| a.semantic_eq(b),
        }
    }

    #[test]
    fn added_and_removed_items() {
        let (old, new) = ([1, 2, 3], [3, 4, 1]);
        let errs = update_list(
            &Operation::update(),
            &Path::new("f"),
            Some(&new[..]),
            Some(&old[..]),
            key(),
            &[NoAddItem, NoRemoveItem],
        );
        let messages: Vec<String> = errs.iter().map(|e| format!("{e} ({})", e.origin)).collect();
        assert_eq!(
            messages,
            [
                "f[1]: Forbidden: item may not be added (update)",
                "f: Forbidden: item may not be removed (update)"
            ]
        );
        let same = update_list(
            &Operation::update(),
            &Path::new("f"),
            Some(&old[..]),
            Some(&old[..]),
            key(),
            &[NoAddItem, NoRemoveItem],
        );
        assert_eq!(same.into_vec().capacity(), 0);
        assert!(update_list(
            &Operation::create(),
            &Path::new("f"),
            Some(&new[..]),
            None,
            key(),
            &[NoAddItem]
        )
        .is_empty());
    }
}
