//! Lists (`Vec<T>`): element errors at `list[i]`;
//! `Vec<Option<T>>` absent elements are `Required`
//! short-circuit errors that stop the field's element checks (like Kubernetes'
//! PtrSliceNoNils); nested lists render
//! `nested[i][j]`; a list newtype's failing type-level short-circuit stops
//! its element validation; atomic lists revalidate every
//! element once changed and are skipped when unchanged.

mod common;

use output_tests::shapes::lists::{
    validate_holder, validate_items, validate_struct, Digit, Holder, Item, Items, Struct,
};

fn item(value: i32) -> Item {
    Item { value }
}

fn digits(values: &[i32]) -> Vec<Digit> {
    values.iter().copied().map(Digit).collect()
}

#[test]
fn empty_lists_pass() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn valid_elements_pass() {
    let obj = Struct {
        items: vec![item(0), item(5)],
        optional_items: vec![Some(item(1))],
        nested: vec![digits(&[0, 9]), vec![]],
        maybe: Some(digits(&[9])),
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn element_errors_are_reported_at_their_index() {
    let obj = Struct {
        items: vec![item(0), item(-1), item(3), item(-4)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid items[1].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid items[3].value: Invalid value: -4: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn present_optional_elements_are_validated() {
    let obj = Struct {
        optional_items: vec![Some(item(1)), Some(item(-2))],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid optionalItems[1].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn absent_optional_elements_are_required_and_stop_element_checks() {
    // The no-absent-elements check is short-circuit: once it fails, the
    // element at [0] (invalid) is not validated.
    let obj = Struct {
        optional_items: vec![Some(item(-1)), None, Some(item(2)), None],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueRequired optionalItems[1]: Required value [short-circuit]",
            "FieldValueRequired optionalItems[3]: Required value [short-circuit]",
        ]
    );
}

#[test]
fn absent_optional_element_stops_only_its_own_field() {
    let obj = Struct {
        items: vec![item(-1)],
        optional_items: vec![None],
        nested: vec![digits(&[10])],
        maybe: None,
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueRequired optionalItems[0]: Required value [short-circuit]",
            "FieldValueInvalid nested[0][0]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

#[test]
fn nested_list_elements_are_reported_at_both_indexes() {
    let obj = Struct {
        nested: vec![digits(&[1, 10]), vec![], digits(&[11, 2, 12])],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid nested[0][1]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid nested[2][0]: Invalid value: 11: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid nested[2][2]: Invalid value: 12: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

#[test]
fn absent_option_vec_is_not_checked() {
    let obj = Struct {
        maybe: None,
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_option_vec_elements_are_checked() {
    let obj = Struct {
        maybe: Some(digits(&[100, 3])),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid maybe[0]: Invalid value: 100: must be less than or equal to 9 (origin: maximum)"]
    );
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        items: vec![item(-1)],
        optional_items: vec![Some(item(-2))],
        nested: vec![digits(&[13])],
        maybe: Some(digits(&[14])),
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid optionalItems[0].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid nested[0][0]: Invalid value: 13: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid maybe[0]: Invalid value: 14: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

#[test]
fn list_newtype_type_level_short_circuit_stops_element_validation() {
    let obj = Holder {
        items: Items(vec![item(1), item(-1)]),
    };
    assert_eq!(
        common::create(validate_holder, &obj),
        [
            r#"FieldValueInvalid items: Invalid value: [{"value":1},{"value":-1}]: forced failure: never (origin: validateFalse) [short-circuit]"#
        ]
    );
}

#[test]
fn list_newtype_type_function_at_the_root() {
    assert_eq!(
        common::create(validate_items, &Items(vec![item(-1)])),
        [
            r#"FieldValueInvalid <nil>: Invalid value: [{"value":-1}]: forced failure: never (origin: validateFalse) [short-circuit]"#
        ]
    );
}

#[test]
fn update_with_unchanged_lists_is_ratcheted() {
    let obj = Struct {
        items: vec![item(-1)],
        optional_items: vec![None, Some(item(-1))],
        nested: vec![digits(&[10])],
        maybe: Some(digits(&[10])),
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_of_a_changed_atomic_list_revalidates_every_element() {
    // No old element is correlated in an atomic list: the unchanged invalid
    // element at [0] is reported again once the list changed.
    let old = Struct {
        items: vec![item(-1), item(5)],
        ..Struct::default()
    };
    let new = Struct {
        items: vec![item(-1), item(6)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_appending_to_an_atomic_list_revalidates_old_and_new_elements() {
    let old = Struct {
        items: vec![item(-1)],
        ..Struct::default()
    };
    let new = Struct {
        items: vec![item(-1), item(-2)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid items[1].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_an_unchanged_list_with_absent_elements_is_ratcheted() {
    let old = Struct {
        optional_items: vec![None],
        items: vec![item(1)],
        ..Struct::default()
    };
    let new = Struct {
        optional_items: vec![None],
        items: vec![item(2)],
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_of_a_changed_list_with_absent_elements_reports_them() {
    let old = Struct {
        optional_items: vec![None],
        ..Struct::default()
    };
    let new = Struct {
        optional_items: vec![None, Some(item(-1))],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueRequired optionalItems[0]: Required value [short-circuit]"]
    );
}

#[test]
fn update_of_a_changed_optional_list_revalidates_every_present_element() {
    let old = Struct {
        optional_items: vec![Some(item(-1))],
        ..Struct::default()
    };
    let new = Struct {
        optional_items: vec![Some(item(-1)), Some(item(0))],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid optionalItems[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_of_a_changed_nested_list_revalidates_every_inner_element() {
    let old = Struct {
        nested: vec![digits(&[10]), digits(&[1])],
        ..Struct::default()
    };
    let new = Struct {
        nested: vec![digits(&[10]), digits(&[2])],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid nested[0][0]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)"]
    );
}

#[test]
fn update_setting_an_option_vec_checks_its_elements() {
    let old = Struct::default();
    let new = Struct {
        maybe: Some(digits(&[0, 10])),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid maybe[1]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)"]
    );
}

#[test]
fn update_absent_to_empty_option_vec_has_nothing_to_check() {
    let old = Struct {
        maybe: None,
        ..Struct::default()
    };
    let new = Struct {
        maybe: Some(Vec::new()),
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_of_an_unchanged_list_newtype_is_ratcheted() {
    let obj = Holder {
        items: Items(vec![item(-1)]),
    };
    assert_eq!(common::update(validate_holder, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_of_a_changed_list_newtype_runs_its_type_checks() {
    let old = Holder {
        items: Items(vec![item(1)]),
    };
    let new = Holder {
        items: Items(vec![item(1), item(-1)]),
    };
    assert_eq!(
        common::update(validate_holder, &new, &old),
        [
            r#"FieldValueInvalid items: Invalid value: [{"value":1},{"value":-1}]: forced failure: never (origin: validateFalse) [short-circuit]"#
        ]
    );
}
