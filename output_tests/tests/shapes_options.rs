//! `Option<T>` shapes: absent
//! values are never checked, present ones are; `Option<Box<T>>` is
//! transparent and `Option<Vec<T>>` is a list whose elements sit at `list[i]`.

mod common;

use output_tests::shapes::options::{validate_struct, Inner, Struct};

fn inner(count: i32) -> Inner {
    Inner { count }
}

#[test]
fn all_absent_values_are_not_checked() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn present_valid_values_pass() {
    let obj = Struct {
        int: Some(1),
        inner: Some(inner(10)),
        boxed: Some(Box::new(inner(-5))),
        list: Some(vec![inner(0), inner(10)]),
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_option_scalar_is_checked() {
    let obj = Struct {
        int: Some(0),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid int: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn present_option_struct_is_descended_into() {
    let obj = Struct {
        inner: Some(inner(11)),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid inner.count: Invalid value: 11: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn option_box_is_transparent() {
    let obj = Struct {
        boxed: Some(Box::new(inner(12))),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid boxed.count: Invalid value: 12: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn option_vec_elements_are_checked_at_their_index() {
    let obj = Struct {
        list: Some(vec![inner(1), inner(11), inner(2), inner(13)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid list[1].count: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid list[3].count: Invalid value: 13: must be less than or equal to 10 (origin: maximum)",
        ]
    );
}

#[test]
fn present_empty_option_vec_has_nothing_to_check() {
    let obj = Struct {
        list: Some(Vec::new()),
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        int: Some(-1),
        inner: Some(inner(20)),
        boxed: Some(Box::new(inner(30))),
        list: Some(vec![inner(40)]),
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid int: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid inner.count: Invalid value: 20: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid boxed.count: Invalid value: 30: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid list[0].count: Invalid value: 40: must be less than or equal to 10 (origin: maximum)",
        ]
    );
}

fn all_invalid() -> Struct {
    Struct {
        int: Some(0),
        inner: Some(inner(11)),
        boxed: Some(Box::new(inner(11))),
        list: Some(vec![inner(11)]),
    }
}

#[test]
fn update_with_unchanged_invalid_values_is_ratcheted() {
    let obj = all_invalid();
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_setting_an_absent_value_checks_it() {
    let old = Struct::default();
    let new = all_invalid();
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid int: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid inner.count: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid boxed.count: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid list[0].count: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
        ]
    );
}

#[test]
fn update_clearing_invalid_values_passes() {
    assert_eq!(
        common::update(validate_struct, &Struct::default(), &all_invalid()),
        common::NONE
    );
}

#[test]
fn update_changing_one_invalid_value_reports_only_that_value() {
    let old = all_invalid();
    let new = Struct {
        int: Some(-3),
        ..old.clone()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid int: Invalid value: -3: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_changing_a_boxed_struct_revalidates_it() {
    let old = all_invalid();
    let new = Struct {
        boxed: Some(Box::new(inner(15))),
        ..old.clone()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid boxed.count: Invalid value: 15: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn update_changing_an_option_vec_revalidates_every_element() {
    // An atomic list correlates no old element: once it changed, even the
    // unchanged invalid element at [0] is checked again.
    let old = Struct {
        list: Some(vec![inner(11), inner(1)]),
        ..Struct::default()
    };
    let new = Struct {
        list: Some(vec![inner(11), inner(2), inner(12)]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid list[0].count: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid list[2].count: Invalid value: 12: must be less than or equal to 10 (origin: maximum)",
        ]
    );
}
