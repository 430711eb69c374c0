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
/// one hash per element, one table entry per distinct value.
fn hashed_duplicates<T>(list: &[T], key: &ListKey<T>) -> Vec<usize> {
    let mut firsts = Firsts::new(list, *key);
    (0..list.len())
        .filter(|&j| firsts.find_or_insert(j).is_some())
        .collect()
}

/// The first element of every distinct value (by `key`) of a long list,
/// found by hash. Stays O(n) whatever the elements:
///
/// - an element that is not the same as itself (a float NaN, or a struct
///   holding one: Kubernetes compares floats with `==`) equals nothing, so it
///   is never a duplicate, never a counterpart, and never stored behind
///   another element's hash;
/// - different values with one hash (a real 64-bit collision) are kept in
///   that hash's own bucket, so a collision costs only its bucket, not a scan
///   of the list. The bucket table allocates only when a collision happens.
struct Firsts<'a, T> {
    list: &'a [T],
    key: ListKey<T>,
    first_by_hash: ByHash<usize>,
    colliding: ByHash<Vec<usize>>,
}

impl<'a, T> Firsts<'a, T> {
    fn new(list: &'a [T], key: ListKey<T>) -> Self {
        Firsts {
            list,
            key,
            first_by_hash: ByHash::with_capacity_and_hasher(list.len(), Default::default()),
            colliding: ByHash::default(),
        }
    }

    /// The index of the first element the same as `e`, if any.
    fn find(&self, e: &T) -> Option<usize> {
        let h = (self.key.hash)(e)?;
        let first = *self.first_by_hash.get(&h)?;
        if self.same_at(first, e) {
            return Some(first);
        }
        self.find_colliding(h, e)
    }

    /// The index of an earlier element the same as `list[j]`; when there is
    /// none, `list[j]` becomes the first of its value. Elements without a key
    /// are skipped.
    fn find_or_insert(&mut self, j: usize) -> Option<usize> {
        let list = self.list;
        let e = list.get(j)?;
        let h = (self.key.hash)(e)?;
        let Some(&first) = self.first_by_hash.get(&h) else {
            self.first_by_hash.insert(h, j);
            return None;
        };
        if self.same_at(first, e) {
            return Some(first);
        }
        if let Some(found) = self.find_colliding(h, e) {
            return Some(found);
        }
        if !(self.key.same)(e, e) {
            return None;
        }
        if self.same_at(first, list.get(first)?) {
            self.colliding.entry(h).or_default().push(j);
        } else {
            // The hash's first element equals nothing (NaN): `e` takes its place.
            self.first_by_hash.insert(h, j);
        }
        None
    }

    /// A colliding element the same as `e`; nothing to look at for an
    /// element that is not the same as itself.
    fn find_colliding(&self, h: u64, e: &T) -> Option<usize> {
        let bucket = self.colliding.get(&h)?;
        if !(self.key.same)(e, e) {
            return None;
        }
        bucket.iter().copied().find(|&k| self.same_at(k, e))
    }

    #[inline]
    fn same_at(&self, i: usize, e: &T) -> bool {
        self.list.get(i).is_some_and(|a| (self.key.same)(a, e))
    }
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
    firsts: Option<Firsts<'a, T>>,
}

impl<'a, T> OldIndex<'a, T> {
    /// Indexes the old list (`None`: no old list) by `key`.
    #[inline]
    pub fn new(old: Option<&'a [T]>, key: ListKey<T>) -> Self {
        let old = old.unwrap_or(&[]);
        let firsts = (old.len() > LINEAR_LIMIT).then(|| {
            let mut firsts = Firsts::new(old, key);
            for i in 0..old.len() {
                firsts.find_or_insert(i);
            }
            firsts
        });
        OldIndex { old, key, firsts }
    }

    /// The first old element that is the same as `new`, if any.
    #[inline]
    pub fn find(&self, new: &T) -> Option<&'a T> {
        match &self.firsts {
            None => self.old.iter().find(|old| (self.key.same)(old, new)),
            Some(firsts) => firsts.find(new).and_then(|i| self.old.get(i)),
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

    use std::cell::Cell;

    thread_local! {
        static COMPARISONS: Cell<usize> = const { Cell::new(0) };
    }

    /// Floats as Kubernetes compares them (`==`, NaN unequal to itself),
    /// counting the comparisons.
    fn counted_floats() -> ListKey<f64> {
        ListKey {
            hash: |e| Some(semantic_hash(e)),
            same: |a, b| {
                COMPARISONS.with(|c| c.set(c.get() + 1));
                a.semantic_eq(b)
            },
        }
    }

    fn comparisons<R>(f: impl FnOnce() -> R) -> (usize, R) {
        COMPARISONS.with(|c| c.set(0));
        let r = f();
        (COMPARISONS.with(Cell::get), r)
    }

    /// 100,000 NaNs share one hash and equal nothing: no duplicates, and a
    /// bounded number of comparisons per element (a pairwise scan would make
    /// five billion).
    #[test]
    fn nans_are_never_duplicates_and_cost_linear_comparisons() {
        let n = 100_000;
        let mut list = vec![f64::NAN; n];
        list.extend([1.5, 1.5, -0.0, 0.0]);
        let (count, errs) = comparisons(|| {
            unique_by(
                &Operation::create(),
                &Path::new("f"),
                Some(&list[..]),
                None,
                &counted_floats(),
            )
        });
        assert_eq!(
            messages(&errs),
            ["f[100001]: Duplicate value: 1.5", "f[100003]: Duplicate value: 0"]
        );
        assert!(count <= 3 * list.len(), "{count} comparisons");

        let (count, found) = comparisons(|| {
            let index = OldIndex::new(Some(&list[..]), counted_floats());
            list.iter().filter(|e| index.find(e).is_some()).count()
        });
        assert_eq!(found, 4, "1.5 twice, -0.0 and 0.0 find counterparts; NaNs none");
        assert!(count <= 6 * list.len(), "{count} comparisons");
    }

    /// A NaN that came first under a hash does not hide a later value with
    /// that hash, and real collisions are told apart by `same`.
    #[test]
    fn collisions_are_kept_apart() {
        let collide = ListKey::<f64> {
            hash: |e| Some(if e.is_nan() { 1 } else { (e.abs() as u64) % 3 }),
            same: |a, b| a.semantic_eq(b),
        };
        // NaN, 1.0, 4.0 and 7.0 all hash to 1: a NaN comes first under it.
        let mut list = vec![f64::NAN; 20];
        list.extend([7.0, 1.0, 4.0, 7.0, 4.0, 1.0, f64::NAN]);
        let errs = unique_by(&Operation::create(), &Path::new("f"), Some(&list[..]), None, &collide);
        assert_eq!(
            messages(&errs),
            [
                "f[23]: Duplicate value: 7",
                "f[24]: Duplicate value: 4",
                "f[25]: Duplicate value: 1"
            ]
        );
        let index = OldIndex::new(Some(&list[..]), collide);
        assert!(std::ptr::eq(index.find(&7.0).unwrap(), &list[20]));
        assert!(std::ptr::eq(index.find(&4.0).unwrap(), &list[22]));
        assert_eq!(index.find(&f64::NAN), None);
        assert_eq!(index.find(&10.0), None);
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
