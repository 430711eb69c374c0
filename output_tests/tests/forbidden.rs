//! `+k8s:forbidden`: a set value is
//! `Forbidden` (no origin, empty detail, marked short-circuit); in all cases
//! the field's other checks and its type function stop (set → error + stop,
//! unset → the non-error optional stop, silently). Default ratcheting: a value
//! that was already set and is unchanged is tolerated on update.

mod common;

use std::collections::BTreeMap;

use output_tests::forbidden::{validate_struct, Inner, Struct};
use validation_runtime::{Operation, Path};

fn all_set() -> Struct {
    Struct {
        forbidden_int: Some(5),
        string_field: "s".to_owned(),
        list_field: vec!["a".to_owned()],
        map_field: BTreeMap::from([("k".to_owned(), "v".to_owned())]),
        struct_field: Some(Inner { count: -1 }),
    }
}

const ALL_FORBIDDEN: [&str; 5] = [
    "FieldValueForbidden forbiddenInt: Forbidden [short-circuit]",
    "FieldValueForbidden stringField: Forbidden [short-circuit]",
    "FieldValueForbidden listField: Forbidden [short-circuit]",
    "FieldValueForbidden mapField: Forbidden [short-circuit]",
    "FieldValueForbidden structField: Forbidden [short-circuit]",
];

fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- create ----------------------------------------------------------------

#[test]
fn unset_fields_are_silent() {
    // Unset: the optional non-error stop, no error at all.
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn every_set_field_is_forbidden_in_field_order() {
    assert_eq!(common::create(validate_struct, &all_set()), ALL_FORBIDDEN);
}

#[test]
fn set_option_int_is_forbidden_and_minimum_is_skipped() {
    // 5 would fail `minimum=100`; forbidden stops it.
    let obj = Struct {
        forbidden_int: Some(5),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden forbiddenInt: Forbidden [short-circuit]"]
    );
}

#[test]
fn present_zero_option_int_is_set_and_forbidden() {
    let obj = Struct {
        forbidden_int: Some(0),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden forbiddenInt: Forbidden [short-circuit]"]
    );
}

#[test]
fn set_option_int_satisfying_minimum_is_still_forbidden() {
    let obj = Struct {
        forbidden_int: Some(100),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden forbiddenInt: Forbidden [short-circuit]"]
    );
}

#[test]
fn non_empty_string_is_forbidden() {
    let obj = Struct {
        string_field: "s".to_owned(),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden stringField: Forbidden [short-circuit]"]
    );
}

#[test]
fn non_empty_list_is_forbidden() {
    let obj = Struct {
        list_field: vec![String::new()],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden listField: Forbidden [short-circuit]"]
    );
}

#[test]
fn non_empty_map_is_forbidden() {
    let obj = Struct {
        map_field: BTreeMap::from([(String::new(), String::new())]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden mapField: Forbidden [short-circuit]"]
    );
}

#[test]
fn set_struct_is_forbidden_and_not_descended_into() {
    // count = -1 would fail Inner's `minimum=0`.
    let obj = Struct {
        struct_field: Some(Inner { count: -1 }),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden structField: Forbidden [short-circuit]"]
    );
}

#[test]
fn present_zero_struct_is_set_and_forbidden() {
    let obj = Struct {
        struct_field: Some(Inner::default()),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueForbidden structField: Forbidden [short-circuit]"]
    );
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_set_values_are_tolerated() {
    let obj = all_set();
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_setting_forbidden_values_fails() {
    assert_eq!(
        common::update(validate_struct, &all_set(), &Struct::default()),
        ALL_FORBIDDEN
    );
}

#[test]
fn update_changing_set_values_fails() {
    let new = Struct {
        forbidden_int: Some(6),
        string_field: "t".to_owned(),
        list_field: vec!["b".to_owned()],
        map_field: BTreeMap::from([("k".to_owned(), "w".to_owned())]),
        struct_field: Some(Inner { count: -2 }),
    };
    assert_eq!(common::update(validate_struct, &new, &all_set()), ALL_FORBIDDEN);
}

#[test]
fn update_clearing_forbidden_values_passes() {
    assert_eq!(
        common::update(validate_struct, &Struct::default(), &all_set()),
        common::NONE
    );
}

#[test]
fn update_only_the_changed_field_is_reported() {
    let new = Struct {
        map_field: BTreeMap::from([("k2".to_owned(), "v".to_owned())]),
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &all_set()),
        ["FieldValueForbidden mapField: Forbidden [short-circuit]"]
    );
}

#[test]
fn update_changed_struct_is_forbidden_and_not_descended_into() {
    let old = Struct {
        struct_field: Some(Inner { count: 1 }),
        ..Struct::default()
    };
    let new = Struct {
        struct_field: Some(Inner { count: -1 }),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueForbidden structField: Forbidden [short-circuit]"]
    );
}

#[test]
fn update_without_old_object_reports_every_set_field() {
    assert_eq!(update_without_old(&all_set()), ALL_FORBIDDEN);
}

#[test]
fn update_without_old_object_of_unset_fields_is_silent() {
    assert_eq!(update_without_old(&Struct::default()), common::NONE);
}
