//! `+k8s:required`: an unset value is
//! `Required` (no origin, empty detail, marked short-circuit) and every other
//! check of the field, including its type function, is skipped. "Unset":
//! `None`, empty collection, zero scalar; a present zero value behind
//! `Option` is set. Default ratcheting: an unchanged unset
//! field is not reported on update.

mod common;

use std::collections::BTreeMap;

use output_tests::required::{validate_struct, Inner, Struct};
use validation_runtime::{Operation, Path};

/// Every field set and valid, except `requiredOptionString`, whose
/// `validateFalse` fails whenever the value is present.
fn all_set() -> Struct {
    Struct {
        required_int: Some(1),
        required_option_string: Some("v".to_owned()),
        string_field: "s".to_owned(),
        list_field: vec!["a".to_owned()],
        map_field: BTreeMap::from([("k".to_owned(), "v".to_owned())]),
        struct_field: Some(Inner { count: 0 }),
    }
}

const OPTION_STRING_V: &str =
    "FieldValueInvalid requiredOptionString: Invalid value: \"v\": forced failure: present (origin: validateFalse)";

fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- create ----------------------------------------------------------------

#[test]
fn all_set_object_reports_only_the_always_failing_check() {
    assert_eq!(common::create(validate_struct, &all_set()), [OPTION_STRING_V]);
}

#[test]
fn zero_object_reports_every_field_as_required() {
    assert_eq!(
        common::create(validate_struct, &Struct::default()),
        [
            "FieldValueRequired requiredInt: Required value [short-circuit]",
            "FieldValueRequired requiredOptionString: Required value [short-circuit]",
            "FieldValueRequired stringField: Required value [short-circuit]",
            "FieldValueRequired listField: Required value [short-circuit]",
            "FieldValueRequired mapField: Required value [short-circuit]",
            "FieldValueRequired structField: Required value [short-circuit]",
        ]
    );
}

#[test]
fn absent_option_int_is_required() {
    let obj = Struct {
        required_int: None,
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueRequired requiredInt: Required value [short-circuit]",
            OPTION_STRING_V
        ]
    );
}

#[test]
fn present_zero_option_int_is_set_and_checked_by_minimum() {
    let obj = Struct {
        required_int: Some(0),
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid requiredInt: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            OPTION_STRING_V,
        ]
    );
}

#[test]
fn missing_required_value_skips_the_fields_other_checks() {
    // `validateFalse` always fails (even on an absent value, with bad value
    // null); `required` failing first means it never runs.
    let obj = Struct {
        required_option_string: None,
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueRequired requiredOptionString: Required value [short-circuit]"]
    );
}

#[test]
fn present_empty_option_string_counts_as_set() {
    let obj = Struct {
        required_option_string: Some(String::new()),
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid requiredOptionString: Invalid value: \"\": forced failure: present (origin: validateFalse)"]
    );
}

#[test]
fn empty_string_is_required() {
    let obj = Struct {
        string_field: String::new(),
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            OPTION_STRING_V,
            "FieldValueRequired stringField: Required value [short-circuit]"
        ]
    );
}

#[test]
fn empty_list_is_required() {
    let obj = Struct {
        list_field: Vec::new(),
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            OPTION_STRING_V,
            "FieldValueRequired listField: Required value [short-circuit]"
        ]
    );
}

#[test]
fn list_with_one_empty_string_is_set() {
    let obj = Struct {
        list_field: vec![String::new()],
        ..all_set()
    };
    assert_eq!(common::create(validate_struct, &obj), [OPTION_STRING_V]);
}

#[test]
fn empty_map_is_required() {
    let obj = Struct {
        map_field: BTreeMap::new(),
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            OPTION_STRING_V,
            "FieldValueRequired mapField: Required value [short-circuit]"
        ]
    );
}

#[test]
fn absent_struct_is_required() {
    let obj = Struct {
        struct_field: None,
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            OPTION_STRING_V,
            "FieldValueRequired structField: Required value [short-circuit]"
        ]
    );
}

#[test]
fn present_struct_is_descended_into() {
    let obj = Struct {
        struct_field: Some(Inner { count: -1 }),
        ..all_set()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            OPTION_STRING_V,
            "FieldValueInvalid structField.count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn present_zero_struct_is_set_and_valid() {
    let obj = Struct {
        struct_field: Some(Inner::default()),
        ..all_set()
    };
    assert_eq!(common::create(validate_struct, &obj), [OPTION_STRING_V]);
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_missing_required_fields_are_not_reported() {
    let obj = Struct::default();
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let obj = Struct {
        required_int: Some(0),
        struct_field: Some(Inner { count: -1 }),
        ..all_set()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_clearing_a_required_value_fails() {
    let new = Struct {
        required_int: None,
        string_field: String::new(),
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &all_set()),
        [
            "FieldValueRequired requiredInt: Required value [short-circuit]",
            "FieldValueRequired stringField: Required value [short-circuit]",
        ]
    );
}

#[test]
fn update_clearing_list_map_and_struct_fails() {
    let new = Struct {
        list_field: Vec::new(),
        map_field: BTreeMap::new(),
        struct_field: None,
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &all_set()),
        [
            "FieldValueRequired listField: Required value [short-circuit]",
            "FieldValueRequired mapField: Required value [short-circuit]",
            "FieldValueRequired structField: Required value [short-circuit]",
        ]
    );
}

#[test]
fn update_changed_value_is_fully_revalidated() {
    let old = Struct {
        required_option_string: Some("v".to_owned()),
        ..all_set()
    };
    let new = Struct {
        required_option_string: Some("w".to_owned()),
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid requiredOptionString: Invalid value: \"w\": forced failure: present (origin: validateFalse)"]
    );
}

#[test]
fn update_absent_to_present_empty_string_is_a_change() {
    // Absent and present-empty are unequal.
    let old = Struct {
        required_option_string: None,
        ..all_set()
    };
    let new = Struct {
        required_option_string: Some(String::new()),
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid requiredOptionString: Invalid value: \"\": forced failure: present (origin: validateFalse)"]
    );
}

#[test]
fn update_changed_nested_struct_is_revalidated() {
    let old = Struct {
        struct_field: Some(Inner { count: -1 }),
        ..all_set()
    };
    let new = Struct {
        struct_field: Some(Inner { count: -2 }),
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid structField.count: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_newly_set_struct_is_validated_without_old_value() {
    let old = Struct {
        struct_field: None,
        ..all_set()
    };
    let new = Struct {
        struct_field: Some(Inner { count: -1 }),
        ..all_set()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid structField.count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_without_old_object_reports_missing_fields() {
    assert_eq!(
        update_without_old(&Struct::default()),
        [
            "FieldValueRequired requiredInt: Required value [short-circuit]",
            "FieldValueRequired requiredOptionString: Required value [short-circuit]",
            "FieldValueRequired stringField: Required value [short-circuit]",
            "FieldValueRequired listField: Required value [short-circuit]",
            "FieldValueRequired mapField: Required value [short-circuit]",
            "FieldValueRequired structField: Required value [short-circuit]",
        ]
    );
}

#[test]
fn update_without_old_object_checks_set_values() {
    let obj = Struct {
        struct_field: Some(Inner { count: -1 }),
        ..all_set()
    };
    assert_eq!(
        update_without_old(&obj),
        [
            OPTION_STRING_V,
            "FieldValueInvalid structField.count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}
