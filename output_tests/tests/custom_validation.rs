//! `+k8s:customValidation`: the hand-written type hook
//! (`validate_custom_range`) and field hook (`validate_custom_struct_even`)
//! run like any other check — reached through the field's path, stopped by
//! `optional`, and skipped by field ratcheting. Their errors are exactly what
//! the functions return (no declared origin).

mod common;

use output_tests::custom_validation::{validate_range, validate_struct, Range, Struct};
use validation_runtime::{Operation, Path};

const RANGE_LOW: &str = "FieldValueInvalid range.low: Invalid value: 5: must not be greater than high";

fn range(low: i32, high: i32) -> Range {
    Range { low, high }
}

fn valid() -> Struct {
    Struct {
        range: range(1, 2),
        even: Some(2),
    }
}

// ---- create: type hook --------------------------------------------------------

#[test]
fn valid_object_passes() {
    assert_eq!(common::create(validate_struct, &valid()), common::NONE);
}

#[test]
fn zero_object_passes() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn equal_bounds_pass() {
    let obj = Struct {
        range: range(3, 3),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn low_above_high_fails_at_range_low() {
    let obj = Struct {
        range: range(5, 4),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), [RANGE_LOW]);
}

#[test]
fn type_hook_called_directly_uses_given_path() {
    assert_eq!(
        common::create(validate_range, &range(5, 4)),
        ["FieldValueInvalid low: Invalid value: 5: must not be greater than high"]
    );
}

// ---- create: field hook -------------------------------------------------------

#[test]
fn odd_even_field_fails() {
    let obj = Struct {
        even: Some(3),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid even: Invalid value: 3: must be even"]
    );
}

#[test]
fn negative_odd_even_field_fails() {
    let obj = Struct {
        even: Some(-1),
        ..valid()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid even: Invalid value: -1: must be even"]
    );
}

#[test]
fn absent_even_field_is_skipped_by_optional() {
    let obj = Struct { even: None, ..valid() };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_zero_even_field_is_checked_and_passes() {
    let obj = Struct {
        even: Some(0),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn both_hooks_report_in_field_order() {
    let obj = Struct {
        range: range(5, 0),
        even: Some(7),
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [RANGE_LOW, "FieldValueInvalid even: Invalid value: 7: must be even"]
    );
}

#[test]
fn hook_errors_have_no_origin_and_no_short_circuit() {
    let obj = Struct {
        range: range(5, 0),
        even: Some(7),
    };
    let errs = validate_struct(&Operation::create(), &Path::root(), Some(&obj), None);
    assert_eq!(errs.len(), 2);
    for e in errs.iter() {
        assert_eq!(e.origin, "");
        assert!(!e.short_circuit);
    }
}

// ---- update -------------------------------------------------------------------

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let obj = Struct {
        range: range(5, 0),
        even: Some(7),
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changed_invalid_range_is_revalidated() {
    let old = Struct {
        range: range(5, 0),
        ..valid()
    };
    let new = Struct {
        range: range(5, 4),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &new, &old), [RANGE_LOW]);
}

#[test]
fn update_making_range_invalid_fails() {
    let new = Struct {
        range: range(5, 4),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &new, &valid()), [RANGE_LOW]);
}

#[test]
fn update_changing_even_to_odd_fails() {
    let new = Struct {
        even: Some(9),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &valid()),
        ["FieldValueInvalid even: Invalid value: 9: must be even"]
    );
}

#[test]
fn update_setting_odd_even_field_fails() {
    let old = Struct { even: None, ..valid() };
    let new = Struct {
        even: Some(1),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid even: Invalid value: 1: must be even"]
    );
}

#[test]
fn update_clearing_odd_even_field_passes() {
    let old = Struct {
        even: Some(1),
        ..valid()
    };
    let new = Struct { even: None, ..valid() };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_only_changed_field_is_reported() {
    let old = Struct {
        range: range(5, 0),
        even: Some(2),
    };
    let new = Struct {
        range: range(5, 0),
        even: Some(3),
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid even: Invalid value: 3: must be even"]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        range: range(5, 0),
        even: Some(7),
    };
    let errs = validate_struct(&Operation::update(), &Path::root(), Some(&obj), None);
    assert_eq!(
        common::describe(&errs),
        [RANGE_LOW, "FieldValueInvalid even: Invalid value: 7: must be even"]
    );
}
