//! `+k8s:optional`: an unset value
//! silently stops every other check of its field; a present optional-presence
//! value (even a zero one) is set and checked. With `+default=`: an
//! optional-presence field or a non-zero default behaves like
//! `+k8s:required`; a zero default on an always-present scalar is
//! documentation only (no short-circuit, other tags see the zero value).

mod common;

use std::collections::BTreeMap;

use output_tests::optional::{validate_struct, Inner, Struct};
use validation_runtime::{Operation, Path};

/// An object with every field valid and the defaulted fields filled in.
fn valid() -> Struct {
    Struct {
        defaulted_option: Some("x".to_owned()),
        zero_defaulted: 5,
        non_zero_defaulted: 3,
        ..Struct::default()
    }
}

fn map(k: &str, v: &str) -> BTreeMap<String, String> {
    BTreeMap::from([(k.to_owned(), v.to_owned())])
}

/// Update with no old object at all.
fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- create ----------------------------------------------------------------

#[test]
fn valid_object_has_no_errors() {
    assert_eq!(common::create(validate_struct, &valid()), common::NONE);
}

#[test]
fn zero_object_reports_only_the_defaulted_fields() {
    // All plain optional fields are unset and stop silently; the defaulted
    // option and the non-zero default are required; the zero default is not
    // a requiredness check, so `minimum=5` sees 0.
    assert_eq!(
        common::create(validate_struct, &Struct::default()),
        [
            "FieldValueRequired defaultedOption: Required value [short-circuit]",
            "FieldValueInvalid zeroDefaulted: Invalid value: 0: must be greater than or equal to 5 (origin: minimum)",
            "FieldValueRequired nonZeroDefaulted: Required value [short-circuit]",
        ]
    );
}

#[test]
fn absent_option_int_skips_minimum() {
    let obj = Struct {
        optional_int: None,
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_zero_option_int_is_set_and_checked() {
    let obj = Struct {
        optional_int: Some(0),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid optionalInt: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn present_option_int_at_minimum_passes() {
    let obj = Struct {
        optional_int: Some(1),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn empty_string_is_unset_and_skips_other_checks() {
    let obj = Struct {
        string_field: String::new(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn non_empty_string_is_checked() {
    let obj = Struct {
        string_field: "s".to_owned(),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid stringField: Invalid value: \"s\": forced failure: string (origin: validateFalse)"]
    );
}

#[test]
fn empty_list_is_unset_and_skips_other_checks() {
    let obj = Struct {
        list_field: Vec::new(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn non_empty_list_is_checked_and_rendered_as_json() {
    let obj = Struct {
        list_field: vec!["a".to_owned(), "b".to_owned()],
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid listField: Invalid value: [\"a\",\"b\"]: forced failure: list (origin: validateFalse)"]
    );
}

#[test]
fn list_of_one_empty_string_is_set_and_checked() {
    let obj = Struct {
        list_field: vec![String::new()],
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid listField: Invalid value: [\"\"]: forced failure: list (origin: validateFalse)"]
    );
}

#[test]
fn empty_map_is_unset_and_skips_other_checks() {
    let obj = Struct {
        map_field: BTreeMap::new(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn non_empty_map_is_checked_and_rendered_as_json() {
    let obj = Struct {
        map_field: map("k", "v"),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid mapField: Invalid value: {\"k\":\"v\"}: forced failure: map (origin: validateFalse)"]
    );
}

#[test]
fn absent_struct_is_unset_and_skips_other_checks() {
    let obj = Struct {
        struct_field: None,
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_zero_struct_is_set_and_checked() {
    let obj = Struct {
        struct_field: Some(Inner::default()),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid structField: Invalid value: {\"name\":\"\"}: forced failure: struct (origin: validateFalse)"]
    );
}

#[test]
fn all_optional_fields_set_report_in_field_order() {
    let obj = Struct {
        optional_int: Some(-1),
        string_field: "s".to_owned(),
        list_field: vec!["a".to_owned()],
        map_field: map("k", "v"),
        struct_field: Some(Inner { name: "n".to_owned() }),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid optionalInt: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid stringField: Invalid value: \"s\": forced failure: string (origin: validateFalse)",
            "FieldValueInvalid listField: Invalid value: [\"a\"]: forced failure: list (origin: validateFalse)",
            "FieldValueInvalid mapField: Invalid value: {\"k\":\"v\"}: forced failure: map (origin: validateFalse)",
            "FieldValueInvalid structField: Invalid value: {\"name\":\"n\"}: forced failure: struct (origin: validateFalse)",
        ]
    );
}

// ---- +default interplay ----------------------------------------------------

#[test]
fn defaulted_option_absent_is_required() {
    let obj = Struct {
        defaulted_option: None,
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueRequired defaultedOption: Required value [short-circuit]"]
    );
}

#[test]
fn defaulted_option_present_empty_string_is_set() {
    // Behaves exactly like `k8s:required`, where a present
    // zero value behind `Option` counts as set.
    let obj = Struct {
        defaulted_option: Some(String::new()),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn zero_default_does_not_short_circuit_so_minimum_sees_zero() {
    let obj = Struct {
        zero_defaulted: 0,
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid zeroDefaulted: Invalid value: 0: must be greater than or equal to 5 (origin: minimum)"]
    );
}

#[test]
fn zero_default_field_below_minimum_fails_and_at_minimum_passes() {
    let below = Struct {
        zero_defaulted: 4,
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &below),
        ["FieldValueInvalid zeroDefaulted: Invalid value: 4: must be greater than or equal to 5 (origin: minimum)"]
    );
    let at = Struct {
        zero_defaulted: 5,
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &at), common::NONE);
}

#[test]
fn non_zero_default_makes_zero_required() {
    let obj = Struct {
        non_zero_defaulted: 0,
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueRequired nonZeroDefaulted: Required value [short-circuit]"]
    );
}

#[test]
fn non_zero_default_accepts_any_non_zero_value() {
    let obj = Struct {
        non_zero_defaulted: -1,
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_invalid_object_is_ratcheted() {
    // Every field is invalid (including the required-by-default ones), but
    // nothing changed, so every field block is skipped.
    let obj = Struct {
        optional_int: Some(0),
        string_field: "s".to_owned(),
        list_field: vec!["a".to_owned()],
        map_field: map("k", "v"),
        struct_field: Some(Inner::default()),
        defaulted_option: None,
        zero_defaulted: 0,
        non_zero_defaulted: 0,
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_unchanged_missing_defaulted_fields_are_not_reported() {
    let obj = Struct::default();
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changed_option_int_is_revalidated() {
    let old = Struct {
        optional_int: Some(0),
        ..valid()
    };
    let new = Struct {
        optional_int: Some(-3),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid optionalInt: Invalid value: -3: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_setting_an_optional_value_checks_it() {
    let old = valid();
    let new = Struct {
        string_field: "s".to_owned(),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid stringField: Invalid value: \"s\": forced failure: string (origin: validateFalse)"]
    );
}

#[test]
fn update_clearing_optional_values_stops_silently() {
    let old = Struct {
        optional_int: Some(0),
        string_field: "s".to_owned(),
        list_field: vec!["a".to_owned()],
        map_field: map("k", "v"),
        struct_field: Some(Inner::default()),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &valid(), &old), common::NONE);
}

#[test]
fn update_clearing_defaulted_option_is_required() {
    let new = Struct {
        defaulted_option: None,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &valid()),
        ["FieldValueRequired defaultedOption: Required value [short-circuit]"]
    );
}

#[test]
fn update_clearing_non_zero_default_is_required() {
    let new = Struct {
        non_zero_defaulted: 0,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &valid()),
        ["FieldValueRequired nonZeroDefaulted: Required value [short-circuit]"]
    );
}

#[test]
fn update_changed_zero_default_field_is_revalidated() {
    let old = Struct {
        zero_defaulted: 1,
        ..valid()
    };
    let new = Struct {
        zero_defaulted: 0,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid zeroDefaulted: Invalid value: 0: must be greater than or equal to 5 (origin: minimum)"]
    );
}

#[test]
fn update_only_changed_fields_are_reported() {
    // Both optionalInt and zeroDefaulted are invalid; only zeroDefaulted
    // changed.
    let old = Struct {
        optional_int: Some(0),
        zero_defaulted: 1,
        ..valid()
    };
    let new = Struct {
        optional_int: Some(0),
        zero_defaulted: 2,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid zeroDefaulted: Invalid value: 2: must be greater than or equal to 5 (origin: minimum)"]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    assert_eq!(
        update_without_old(&Struct {
            optional_int: Some(0),
            ..Struct::default()
        }),
        [
            "FieldValueInvalid optionalInt: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueRequired defaultedOption: Required value [short-circuit]",
            "FieldValueInvalid zeroDefaulted: Invalid value: 0: must be greater than or equal to 5 (origin: minimum)",
            "FieldValueRequired nonZeroDefaulted: Required value [short-circuit]",
        ]
    );
}

#[test]
fn update_without_old_object_of_valid_object_passes() {
    assert_eq!(update_without_old(&valid()), common::NONE);
}
