//! `+k8s:update=NoAddItem|NoRemoveItem` on `set` and `map` lists and
//! `+k8s:eachVal=+k8s:update=NoModify` on list-map elements and map values.
//! Update checks run only on update,
//! are short-circuit, carry origin `update`; a removed list element is
//! reported at the list path, an added one at its new index; elements
//! correlate by key (list-map) or by value (set).

mod common;

use std::collections::BTreeMap;

use output_tests::update_items::{validate_struct, Struct, Volume};
use validation_runtime::{Operation, Path};

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

fn vol(name: &str, size: i32) -> Volume {
    Volume {
        name: name.to_owned(),
        size,
    }
}

fn settings(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
}

/// Every field populated.
fn populated() -> Struct {
    Struct {
        finalizers: strings(&["f1", "f2"]),
        volumes: vec![vol("a", 1), vol("b", 2)],
        frozen: vec![vol("x", 1), vol("y", 2)],
        settings: settings(&[("k1", "v1"), ("k2", "v2")]),
    }
}

const FINALIZER_REMOVED: &str =
    "FieldValueForbidden finalizers: Forbidden: item may not be removed (origin: update) [short-circuit]";
const VOLUME_REMOVED: &str =
    "FieldValueForbidden volumes: Forbidden: item may not be removed (origin: update) [short-circuit]";

fn volume_added(i: usize) -> String {
    format!("FieldValueForbidden volumes[{i}]: Forbidden: item may not be added (origin: update) [short-circuit]")
}

fn modified(path: &str) -> String {
    format!("FieldValueInvalid {path}: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]")
}

// ---- create --------------------------------------------------------------------

#[test]
fn create_with_every_field_populated_passes() {
    assert_eq!(common::create(validate_struct, &populated()), common::NONE);
}

#[test]
fn create_with_empty_object_passes() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn update_unchanged_object_passes() {
    assert_eq!(
        common::update(validate_struct, &populated(), &populated()),
        common::NONE
    );
}

// ---- finalizers: set, NoRemoveItem ---------------------------------------------

#[test]
fn finalizers_removing_one_element_fails_at_list_path() {
    let new = Struct {
        finalizers: strings(&["f1"]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [FINALIZER_REMOVED]);
}

#[test]
fn finalizers_removing_every_element_fails_once_per_element() {
    let new = Struct {
        finalizers: Vec::new(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [FINALIZER_REMOVED, FINALIZER_REMOVED]
    );
}

#[test]
fn finalizers_adding_an_element_passes() {
    let new = Struct {
        finalizers: strings(&["f1", "f2", "f3"]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn finalizers_reordering_passes() {
    let new = Struct {
        finalizers: strings(&["f2", "f1"]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn finalizers_replacing_an_element_counts_as_removal() {
    let new = Struct {
        finalizers: strings(&["f1", "f3"]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [FINALIZER_REMOVED]);
}

#[test]
fn finalizers_removal_short_circuits_uniqueness() {
    let new = Struct {
        finalizers: strings(&["f1", "f1"]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [FINALIZER_REMOVED]);
}

#[test]
fn finalizers_duplicate_without_removal_is_reported() {
    let new = Struct {
        finalizers: strings(&["f1", "f2", "f1"]),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueDuplicate finalizers[2]: Duplicate value: \"f1\""]
    );
}

#[test]
fn finalizers_removal_is_not_checked_on_create() {
    let obj = Struct {
        finalizers: Vec::new(),
        ..populated()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

// ---- volumes: map by name, NoAddItem + NoRemoveItem ----------------------------

#[test]
fn volumes_adding_a_key_fails_at_its_new_index() {
    let new = Struct {
        volumes: vec![vol("a", 1), vol("c", 3), vol("b", 2)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [volume_added(1)]);
}

#[test]
fn volumes_adding_two_keys_fails_at_each_new_index() {
    let new = Struct {
        volumes: vec![vol("c", 3), vol("a", 1), vol("b", 2), vol("d", 4)],
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [volume_added(0), volume_added(3)]
    );
}

#[test]
fn volumes_removing_a_key_fails_at_list_path() {
    let new = Struct {
        volumes: vec![vol("b", 2)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [VOLUME_REMOVED]);
}

#[test]
fn volumes_removing_every_key_fails_once_per_element() {
    let new = Struct {
        volumes: Vec::new(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [VOLUME_REMOVED, VOLUME_REMOVED]
    );
}

#[test]
fn volumes_renaming_reports_addition_then_removal() {
    let new = Struct {
        volumes: vec![vol("a", 1), vol("z", 2)],
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [volume_added(1), VOLUME_REMOVED.to_owned()]
    );
}

#[test]
fn volumes_changing_size_under_same_name_passes() {
    let new = Struct {
        volumes: vec![vol("a", 10), vol("b", 20)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn volumes_reordering_passes() {
    let new = Struct {
        volumes: vec![vol("b", 2), vol("a", 1)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn volumes_from_empty_every_element_is_an_addition() {
    let old = Struct {
        volumes: Vec::new(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &populated(), &old),
        [volume_added(0), volume_added(1)]
    );
}

#[test]
fn volumes_duplicate_name_without_add_or_remove_is_reported() {
    let new = Struct {
        volumes: vec![vol("a", 1), vol("b", 2), vol("a", 3)],
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueDuplicate volumes[2]: Duplicate value: {\"name\":\"a\",\"size\":3}"]
    );
}

#[test]
fn volumes_addition_short_circuits_uniqueness() {
    let new = Struct {
        volumes: vec![vol("a", 1), vol("b", 2), vol("a", 3), vol("c", 4)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [volume_added(3)]);
}

// ---- frozen: list-map, eachVal NoModify ----------------------------------------

#[test]
fn frozen_changing_an_element_fails_at_its_index() {
    let new = Struct {
        frozen: vec![vol("x", 1), vol("y", 3)],
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [modified("frozen[1]")]
    );
}

#[test]
fn frozen_changed_element_is_reported_at_its_new_index() {
    let new = Struct {
        frozen: vec![vol("y", 3), vol("x", 1)],
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [modified("frozen[0]")]
    );
}

#[test]
fn frozen_changing_every_element_fails_for_each() {
    let new = Struct {
        frozen: vec![vol("x", 10), vol("y", 20)],
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [modified("frozen[0]"), modified("frozen[1]")]
    );
}

#[test]
fn frozen_adding_an_element_passes() {
    let new = Struct {
        frozen: vec![vol("x", 1), vol("y", 2), vol("z", 3)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn frozen_removing_an_element_passes() {
    let new = Struct {
        frozen: vec![vol("y", 2)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn frozen_reordering_unchanged_elements_passes() {
    let new = Struct {
        frozen: vec![vol("y", 2), vol("x", 1)],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn frozen_changing_an_element_is_not_checked_on_create() {
    let obj = Struct {
        frozen: vec![vol("x", 10)],
        ..populated()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

// ---- settings: map, eachVal NoModify -------------------------------------------

#[test]
fn settings_changing_a_value_fails_at_its_key() {
    let new = Struct {
        settings: settings(&[("k1", "v1"), ("k2", "changed")]),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [modified("settings[k2]")]
    );
}

#[test]
fn settings_changing_two_values_fails_for_each_key() {
    let new = Struct {
        settings: settings(&[("k1", "c1"), ("k2", "c2")]),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [modified("settings[k1]"), modified("settings[k2]")]
    );
}

#[test]
fn settings_adding_a_key_passes() {
    let new = Struct {
        settings: settings(&[("k1", "v1"), ("k2", "v2"), ("k3", "v3")]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn settings_removing_a_key_passes() {
    let new = Struct {
        settings: settings(&[("k2", "v2")]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn settings_clearing_a_value_to_empty_is_not_a_modification() {
    // NoModify fires only when old and new are both set; "" is unset.
    let new = Struct {
        settings: settings(&[("k1", ""), ("k2", "v2")]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn settings_filling_an_empty_value_is_not_a_modification() {
    let old = Struct {
        settings: settings(&[("k1", "")]),
        ..populated()
    };
    let new = Struct {
        settings: settings(&[("k1", "v1")]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

// ---- combined / no old object --------------------------------------------------

#[test]
fn every_field_violated_reports_in_field_order() {
    let new = Struct {
        finalizers: strings(&["f2"]),
        volumes: vec![vol("a", 1), vol("b", 2), vol("c", 3)],
        frozen: vec![vol("x", 5), vol("y", 2)],
        settings: settings(&[("k1", "v1"), ("k2", "other")]),
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [
            FINALIZER_REMOVED.to_owned(),
            volume_added(2),
            modified("frozen[0]"),
            modified("settings[k2]"),
        ]
    );
}

#[test]
fn errors_under_a_parent_path() {
    let new = Struct {
        finalizers: Vec::new(),
        volumes: vec![vol("a", 1), vol("b", 2), vol("c", 3)],
        frozen: vec![vol("x", 5), vol("y", 2)],
        settings: settings(&[("k1", "other"), ("k2", "v2")]),
    };
    let root = Path::root();
    let parent = root.child("spec");
    let errs = validate_struct(&Operation::update(), &parent, Some(&new), Some(&populated()));
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueForbidden spec.finalizers: Forbidden: item may not be removed (origin: update) [short-circuit]",
            "FieldValueForbidden spec.finalizers: Forbidden: item may not be removed (origin: update) [short-circuit]",
            "FieldValueForbidden spec.volumes[2]: Forbidden: item may not be added (origin: update) [short-circuit]",
            "FieldValueInvalid spec.frozen[0]: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]",
            "FieldValueInvalid spec.settings[k1]: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]",
        ]
    );
}

#[test]
fn update_without_old_object_treats_every_volume_as_added() {
    // Nothing is correlated: every list-map element is new (NoAddItem fires),
    // nothing can be removed, and NoModify has no old element to compare.
    let errs = validate_struct(&Operation::update(), &Path::root(), Some(&populated()), None);
    assert_eq!(common::describe(&errs), [volume_added(0), volume_added(1)]);
}
