//! Immutable, update constraints and monotonic.

use std::collections::{BTreeMap, HashMap};

use validation_runtime::validate::{immutable, monotonic, update, update_map, update_map_keyed, UpdateConstraint};
use validation_runtime::{BadValue, ErrorList, ErrorType, Operation, Path};

use UpdateConstraint::{NoAddItem, NoModify, NoRemoveItem, NoSet, NoUnset};

const F: Path<'static> = Path::new("f");

/// (reason, origin, full message) of each error.
fn rendered(errs: &ErrorList) -> Vec<(ErrorType, &str, String)> {
    errs.iter()
        .map(|e| (e.error_type.clone(), e.origin.as_str(), e.to_string()))
        .collect()
}

fn assert_success(errs: ErrorList) {
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(errs.into_vec().capacity(), 0);
}

fn update_invalid(detail: &str) -> (ErrorType, &'static str, String) {
    (
        ErrorType::Invalid,
        "update",
        format!("f: Invalid value: null: {detail}"),
    )
}

const SET_ONCE: &str = "field cannot be set once created";
const CLEARED: &str = "field cannot be cleared once set";
const MODIFIED: &str = "field cannot be modified once set";

#[test]
fn immutable_fails_every_update_and_no_create() {
    let create = Operation::create();
    let upd = Operation::update();
    assert_success(immutable(&create, &F, Some("a"), None));
    assert_success(immutable::<str>(&create, &F, None, None));
    // No comparison: the caller calls it only when the value changed.
    for errs in [
        immutable(&upd, &F, Some("a"), Some("b")),
        immutable(&upd, &F, Some("a"), Some("a")),
        immutable(&upd, &F, Some("a"), None),
        immutable::<str>(&upd, &F, None, Some("b")),
        immutable(&upd, &F, Some(&[1, 2][..]), Some(&[1][..])),
    ] {
        assert_eq!(
            rendered(&errs),
            [(
                ErrorType::Invalid,
                "immutable",
                "f: Invalid value: null: field is immutable".to_owned()
            )]
        );
        assert_eq!(errs[0].bad_value, BadValue::Null);
    }
}

#[test]
fn set_ness_constraints() {
    let op = Operation::update();
    let table: [(UpdateConstraint, bool, bool, Option<&str>); 12] = [
        // (constraint, old set, new set, error)
        (NoSet, false, true, Some(SET_ONCE)),
        (NoSet, false, false, None),
        (NoSet, true, true, None),
        (NoSet, true, false, None),
        (NoUnset, true, false, Some(CLEARED)),
        (NoUnset, true, true, None),
        (NoUnset, false, false, None),
        (NoUnset, false, true, None),
        (NoModify, true, true, Some(MODIFIED)),
        (NoModify, true, false, None),
        (NoModify, false, true, None),
        (NoModify, false, false, None),
    ];
    for (c, old_set, new_set, want) in table {
        let errs = update(&op, &F, new_set, Some(old_set), &[c]);
        match want {
            Some(detail) => {
                assert_eq!(rendered(&errs), [update_invalid(detail)], "{c:?} {old_set}->{new_set}");
                assert_eq!(errs[0].bad_value, BadValue::Null);
            }
            None => assert_success(errs),
        }
        // Never on create, never without an old value.
        assert_success(update(&Operation::create(), &F, new_set, Some(old_set), &[c]));
        assert_success(update(&op, &F, new_set, None, &[c]));
    }
}

#[test]
fn several_constraints_each_add_their_errors_in_order() {
    let op = Operation::update();
    let all = [NoModify, NoUnset, NoSet, NoAddItem, NoRemoveItem];
    assert_eq!(
        rendered(&update(&op, &F, true, Some(true), &all)),
        [update_invalid(MODIFIED)]
    );
    assert_eq!(
        rendered(&update(&op, &F, false, Some(true), &all)),
        [update_invalid(CLEARED)]
    );
    assert_eq!(
        rendered(&update(&op, &F, true, Some(false), &all)),
        [update_invalid(SET_ONCE)]
    );
    // A repeated constraint fires again, in the given order.
    assert_eq!(
        rendered(&update(&op, &F, true, Some(true), &[NoModify, NoSet, NoModify])),
        [update_invalid(MODIFIED), update_invalid(MODIFIED)]
    );
    // Item constraints mean nothing to set-ness.
    assert_success(update(&op, &F, true, Some(false), &[NoAddItem, NoRemoveItem]));
    assert_success(update(&op, &F, true, Some(true), &[]));
}

fn forbidden(field: &str, detail: &str) -> (ErrorType, &'static str, String) {
    (ErrorType::Forbidden, "update", format!("{field}: Forbidden: {detail}"))
}

#[test]
fn map_items_added_and_removed() {
    let op = Operation::update();
    let old = BTreeMap::from([("a".to_owned(), 1), ("b".to_owned(), 2), ("c".to_owned(), 3)]);
    let new = BTreeMap::from([("a".to_owned(), 9), ("d".to_owned(), 4), ("e.f/g".to_owned(), 5)]);
    assert_eq!(
        rendered(&update_map(&op, &F, Some(&new), Some(&old), &[NoAddItem])),
        [
            forbidden("f[d]", "item may not be added"),
            forbidden("f[e.f/g]", "item may not be added")
        ]
    );
    assert_eq!(
        rendered(&update_map(&op, &F, Some(&new), Some(&old), &[NoRemoveItem])),
        [
            forbidden("f[b]", "item may not be removed"),
            forbidden("f[c]", "item may not be removed")
        ]
    );
    // Constraints in the given order; other constraints are ignored.
    assert_eq!(
        rendered(&update_map(
            &op,
            &F,
            Some(&new),
            Some(&old),
            &[NoRemoveItem, NoSet, NoModify, NoUnset, NoAddItem]
        )),
        [
            forbidden("f[b]", "item may not be removed"),
            forbidden("f[c]", "item may not be removed"),
            forbidden("f[d]", "item may not be added"),
            forbidden("f[e.f/g]", "item may not be added"),
        ]
    );
    // Value changes under an existing key are allowed.
    let changed = BTreeMap::from([("a".to_owned(), 0), ("b".to_owned(), 0), ("c".to_owned(), 0)]);
    assert_success(update_map(
        &op,
        &F,
        Some(&changed),
        Some(&old),
        &[NoAddItem, NoRemoveItem],
    ));
    // Never on create.
    assert_success(update_map(
        &Operation::create(),
        &F,
        Some(&new),
        Some(&old),
        &[NoAddItem, NoRemoveItem],
    ));
}

#[test]
fn absent_maps_count_as_empty() {
    let op = Operation::update();
    let m = BTreeMap::from([("k".to_owned(), ())]);
    let empty = BTreeMap::<String, ()>::new();
    assert_eq!(
        rendered(&update_map(&op, &F, Some(&m), None, &[NoAddItem])),
        [forbidden("f[k]", "item may not be added")]
    );
    assert_eq!(
        rendered(&update_map(&op, &F, None, Some(&m), &[NoRemoveItem])),
        [forbidden("f[k]", "item may not be removed")]
    );
    assert_success(update_map(&op, &F, Some(&m), None, &[NoRemoveItem]));
    assert_success(update_map::<BTreeMap<String, ()>>(
        &op,
        &F,
        None,
        None,
        &[NoAddItem, NoRemoveItem],
    ));
    assert_success(update_map(&op, &F, Some(&empty), None, &[NoAddItem, NoRemoveItem]));
}

#[test]
fn hash_map_keys_are_reported_sorted() {
    let op = Operation::update();
    let keys = ["zeta", "alpha", "Mu", "beta", "_x", "gamma", "delta", "10", "9"];
    let new: HashMap<&str, i32> = keys.iter().map(|k| (*k, 0)).collect();
    let old: HashMap<&str, i32> = HashMap::new();
    let errs = update_map(&op, &F, Some(&new), Some(&old), &[NoAddItem]);
    let fields: Vec<&str> = errs.iter().map(|e| e.field.as_str()).collect();
    assert_eq!(
        fields,
        ["f[10]", "f[9]", "f[Mu]", "f[_x]", "f[alpha]", "f[beta]", "f[delta]", "f[gamma]", "f[zeta]"]
    );
    let same: HashMap<&str, i32> = keys.iter().map(|k| (*k, 1)).collect();
    assert_success(update_map(&op, &F, Some(&same), Some(&new), &[NoAddItem, NoRemoveItem]));
}

#[cfg(feature = "indexmap")]
#[test]
fn index_map_keys() {
    let op = Operation::update();
    let new: indexmap::IndexMap<String, i32> = [("b".to_owned(), 1), ("a".to_owned(), 2)].into_iter().collect();
    let old = indexmap::IndexMap::<String, i32>::new();
    assert_eq!(
        rendered(&update_map(&op, &F, Some(&new), Some(&old), &[NoAddItem])),
        [
            forbidden("f[a]", "item may not be added"),
            forbidden("f[b]", "item may not be added")
        ]
    );
    assert_success(update_map(&op, &F, Some(&new), Some(&new), &[NoAddItem, NoRemoveItem]));
}

#[test]
fn monotonic_values() {
    let upd = Operation::update();
    let errs = monotonic(&upd, &F, Some(&4i64), Some(&5));
    assert_eq!(
        rendered(&errs),
        [(
            ErrorType::Invalid,
            "monotonic",
            "f: Invalid value: 4: may not be decreased from 5".to_owned()
        )]
    );
    assert_eq!(errs[0].bad_value, BadValue::Int(4));
    assert_eq!(
        rendered(&monotonic(&upd, &F, Some(&-3i32), Some(&-1))),
        [(
            ErrorType::Invalid,
            "monotonic",
            "f: Invalid value: -3: may not be decreased from -1".to_owned()
        )]
    );
    assert_eq!(
        monotonic(&upd, &F, Some(&0u64), Some(&u64::MAX))[0].to_string(),
        "f: Invalid value: 0: may not be decreased from 18446744073709551615"
    );
    assert_success(monotonic(&upd, &F, Some(&5i64), Some(&5)));
    assert_success(monotonic(&upd, &F, Some(&6u8), Some(&5)));
    assert_success(monotonic::<i32>(&upd, &F, None, Some(&5)));
    assert_success(monotonic(&upd, &F, Some(&1i32), None));
    assert_success(monotonic(&Operation::create(), &F, Some(&1i32), Some(&5)));
}

/// A string newtype key, which does not borrow as `str`.
#[derive(PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Key(String);

#[test]
fn map_items_added_and_removed_under_newtype_keys() {
    let op = Operation::update();
    let keyed = |keys: &[&str]| -> HashMap<Key, i32> { keys.iter().map(|k| (Key((*k).to_owned()), 0)).collect() };
    let (old, new) = (keyed(&["a", "b"]), keyed(&["a", "c", "d"]));
    assert_eq!(
        rendered(&update_map_keyed(
            &op,
            &F,
            Some(&new),
            Some(&old),
            &[NoAddItem, NoRemoveItem],
            |k| k.0.as_str()
        )),
        [
            forbidden("f[c]", "item may not be added"),
            forbidden("f[d]", "item may not be added"),
            forbidden("f[b]", "item may not be removed"),
        ]
    );
    assert_success(update_map_keyed(
        &op,
        &F,
        Some(&new),
        Some(&new),
        &[NoAddItem, NoRemoveItem],
        |k| k.0.as_str(),
    ));
    // An absent old map is empty: every key is an addition.
    let added = update_map_keyed(&op, &F, Some(&old), None, &[NoAddItem], |k| k.0.as_str());
    assert_eq!(
        rendered(&added),
        [
            forbidden("f[a]", "item may not be added"),
            forbidden("f[b]", "item may not be added")
        ]
    );
}
