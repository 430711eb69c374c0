//! `+k8s:update=<constraint>`: transition
//! rules checked only on update, all short-circuit with origin `update` and a
//! null bad value; `NoAddItem`/`NoRemoveItem` on a map report `Forbidden` at
//! `labels[key]`.

mod common;

use std::collections::BTreeMap;

use output_tests::update::{validate_struct, Inner, Struct};
use validation_runtime::{Operation, Path};

fn labels(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect()
}

/// Every field set.
fn populated() -> Struct {
    Struct {
        no_set: Some("s".to_owned()),
        no_unset: "u".to_owned(),
        no_modify: 1,
        write_once: Some(7),
        count: 3,
        inner: Inner { value: 1 },
        labels: labels(&[("a", "1")]),
        annotations: None,
    }
}

/// Update with no old object at all.
fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- create -----------------------------------------------------------------

#[test]
fn create_with_values_passes() {
    assert_eq!(common::create(validate_struct, &populated()), common::NONE);
}

#[test]
fn create_with_zero_values_passes() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

// ---- update: unchanged ----------------------------------------------------------

#[test]
fn update_unchanged_passes() {
    assert_eq!(
        common::update(validate_struct, &populated(), &populated()),
        common::NONE
    );
}

#[test]
fn update_unchanged_zero_values_pass() {
    assert_eq!(
        common::update(validate_struct, &Struct::default(), &Struct::default()),
        common::NONE
    );
}

// ---- NoSet ----------------------------------------------------------------------

#[test]
fn no_set_setting_fails() {
    let old = Struct {
        no_set: None,
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &populated(), &old),
        ["FieldValueInvalid noSet: Invalid value: null: field cannot be set once created (origin: update) [short-circuit]"]
    );
}

#[test]
fn no_set_setting_present_empty_string_fails() {
    let old = Struct {
        no_set: None,
        ..populated()
    };
    let new = Struct {
        no_set: Some(String::new()),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid noSet: Invalid value: null: field cannot be set once created (origin: update) [short-circuit]"]
    );
}

#[test]
fn no_set_changing_a_set_value_passes() {
    let new = Struct {
        no_set: Some("t".to_owned()),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn no_set_clearing_passes() {
    let new = Struct {
        no_set: None,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn no_set_setting_without_old_object_fails() {
    // An absent old optional-presence value means "unset".
    let obj = Struct {
        no_set: Some("s".to_owned()),
        ..Struct::default()
    };
    assert_eq!(
        update_without_old(&obj),
        ["FieldValueInvalid noSet: Invalid value: null: field cannot be set once created (origin: update) [short-circuit]"]
    );
}

#[test]
fn no_set_absent_without_old_object_passes() {
    assert_eq!(update_without_old(&Struct::default()), common::NONE);
}

// ---- NoUnset --------------------------------------------------------------------

#[test]
fn no_unset_clearing_fails() {
    let new = Struct {
        no_unset: String::new(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid noUnset: Invalid value: null: field cannot be cleared once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn no_unset_changing_passes() {
    let new = Struct {
        no_unset: "v".to_owned(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn no_unset_setting_passes() {
    let old = Struct {
        no_unset: String::new(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), common::NONE);
}

// ---- NoModify -------------------------------------------------------------------

#[test]
fn no_modify_changing_a_set_value_fails() {
    let new = Struct {
        no_modify: 2,
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid noModify: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn no_modify_setting_from_zero_passes() {
    let old = Struct {
        no_modify: 0,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), common::NONE);
}

#[test]
fn no_modify_clearing_to_zero_passes() {
    let new = Struct {
        no_modify: 0,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

// ---- NoUnset + NoModify ---------------------------------------------------------

#[test]
fn write_once_may_be_set_once() {
    let old = Struct {
        write_once: None,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), common::NONE);
}

#[test]
fn write_once_changing_fails() {
    let new = Struct {
        write_once: Some(8),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid writeOnce: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn write_once_changing_to_present_zero_is_a_modification() {
    // A present zero behind `Option` is set, so this is a change, not a clear.
    let new = Struct {
        write_once: Some(0),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid writeOnce: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn write_once_clearing_fails() {
    let new = Struct {
        write_once: None,
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid writeOnce: Invalid value: null: field cannot be cleared once set (origin: update) [short-circuit]"]
    );
}

// ---- optional + NoUnset ---------------------------------------------------------

#[test]
fn optional_count_cleared_to_zero_is_caught() {
    // `optional` stops silently on zero, but NoUnset is also short-circuit and
    // runs.
    let new = Struct {
        count: 0,
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid count: Invalid value: null: field cannot be cleared once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn optional_count_changing_passes() {
    let new = Struct {
        count: 4,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn optional_count_setting_from_zero_passes() {
    let old = Struct {
        count: 0,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), common::NONE);
}

// ---- always-present struct + NoModify -------------------------------------------

#[test]
fn inner_changing_fails() {
    let new = Struct {
        inner: Inner { value: 2 },
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid inner: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn inner_changing_to_zero_struct_is_a_modification() {
    // An always-present struct is always set: zeroing it is a modification.
    let new = Struct {
        inner: Inner::default(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueInvalid inner: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]"]
    );
}

#[test]
fn inner_changing_from_zero_struct_is_a_modification() {
    let old = Struct {
        inner: Inner::default(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &populated(), &old),
        ["FieldValueInvalid inner: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]"]
    );
}

// ---- map NoAddItem / NoRemoveItem -----------------------------------------------

#[test]
fn labels_adding_a_key_fails() {
    let new = Struct {
        labels: labels(&[("a", "1"), ("b", "2")]),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueForbidden labels[b]: Forbidden: item may not be added (origin: update) [short-circuit]"]
    );
}

#[test]
fn labels_removing_a_key_fails() {
    let new = Struct {
        labels: BTreeMap::new(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        ["FieldValueForbidden labels[a]: Forbidden: item may not be removed (origin: update) [short-circuit]"]
    );
}

#[test]
fn labels_changing_a_value_under_an_existing_key_passes() {
    let new = Struct {
        labels: labels(&[("a", "changed")]),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), common::NONE);
}

#[test]
fn labels_replacing_a_key_reports_addition_then_removal() {
    let new = Struct {
        labels: labels(&[("z", "1")]),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [
            "FieldValueForbidden labels[z]: Forbidden: item may not be added (origin: update) [short-circuit]",
            "FieldValueForbidden labels[a]: Forbidden: item may not be removed (origin: update) [short-circuit]",
        ]
    );
}

#[test]
fn labels_one_error_per_added_key() {
    let new = Struct {
        labels: labels(&[("a", "1"), ("b", "2"), ("c", "3")]),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [
            "FieldValueForbidden labels[b]: Forbidden: item may not be added (origin: update) [short-circuit]",
            "FieldValueForbidden labels[c]: Forbidden: item may not be added (origin: update) [short-circuit]",
        ]
    );
}

#[test]
fn labels_adding_to_empty_map_fails() {
    let old = Struct {
        labels: BTreeMap::new(),
        ..populated()
    };
    assert_eq!(
        common::update(validate_struct, &populated(), &old),
        ["FieldValueForbidden labels[a]: Forbidden: item may not be added (origin: update) [short-circuit]"]
    );
}

// ---- several constraints / no old object ------------------------------------------

#[test]
fn violations_are_reported_in_field_order() {
    let old = Struct {
        no_set: None,
        ..populated()
    };
    let new = Struct {
        no_set: Some("s".to_owned()),
        no_unset: String::new(),
        no_modify: 9,
        write_once: None,
        count: 0,
        inner: Inner { value: 9 },
        labels: labels(&[("b", "1")]),
        annotations: None,
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid noSet: Invalid value: null: field cannot be set once created (origin: update) [short-circuit]",
            "FieldValueInvalid noUnset: Invalid value: null: field cannot be cleared once set (origin: update) [short-circuit]",
            "FieldValueInvalid noModify: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]",
            "FieldValueInvalid writeOnce: Invalid value: null: field cannot be cleared once set (origin: update) [short-circuit]",
            "FieldValueInvalid count: Invalid value: null: field cannot be cleared once set (origin: update) [short-circuit]",
            "FieldValueInvalid inner: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]",
            "FieldValueForbidden labels[b]: Forbidden: item may not be added (origin: update) [short-circuit]",
            "FieldValueForbidden labels[a]: Forbidden: item may not be removed (origin: update) [short-circuit]",
        ]
    );
}

#[test]
fn update_without_old_object_checks_only_what_needs_no_old_value() {
    // No old struct: NoSet treats the absent old option as unset; the
    // other set-ness constraints need an old value and are skipped; every
    // map key is an addition.
    assert_eq!(
        update_without_old(&populated()),
        [
            "FieldValueInvalid noSet: Invalid value: null: field cannot be set once created (origin: update) [short-circuit]",
            "FieldValueForbidden labels[a]: Forbidden: item may not be added (origin: update) [short-circuit]",
        ]
    );
}
