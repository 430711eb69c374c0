//! `+k8s:minItems`, `+k8s:maxItems`:
//! `TooFew`/`TooMany` show the list length as the bad value; the detail is
//! singular for a limit of 1. An absent list counts as length 0, so
//! `minItems` fires on it (`Option<Vec<_>>` is a list).
//! `maxItems` is short-circuit (marked): an over-long list is not iterated,
//! its other checks do not run, and on a list newtype it stops the whole type
//! function. Lists are field-ratcheted; an atomic
//! list that changed revalidates every element.

mod common;

use output_tests::items::{validate_pair, validate_struct, Item, Pair, Struct};
use validation_runtime::{Operation, Path};

fn item(value: i32) -> Item {
    Item { value }
}

/// Every list within its limits.
fn valid() -> Struct {
    Struct {
        at_least_one: vec!["a".into()],
        at_most_two: vec![item(0), item(1)],
        exactly_one: Some(vec!["x".into()]),
        pair: Pair(vec![item(0), item(1)]),
    }
}

fn create(obj: Struct) -> Vec<String> {
    common::create(validate_struct, &obj)
}

fn update(new: Struct, old: Struct) -> Vec<String> {
    common::update(validate_struct, &new, &old)
}

// ---- create: baseline --------------------------------------------------------

#[test]
fn lists_within_their_limits_pass() {
    assert_eq!(create(valid()), common::NONE);
}

#[test]
fn zero_object_reports_both_min_items() {
    // The absent `exactlyOne` counts as 0 items.
    assert_eq!(
        create(Struct::default()),
        [
            "FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minItems)",
            "FieldValueTooFew exactlyOne: Too few: 0: must have at least 1 item (origin: minItems)",
        ]
    );
}

// ---- minItems ----------------------------------------------------------------

#[test]
fn empty_list_below_min_items_fails() {
    assert_eq!(
        create(Struct {
            at_least_one: vec![],
            ..valid()
        }),
        ["FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minItems)"]
    );
}

#[test]
fn min_items_has_no_upper_bound() {
    assert_eq!(
        create(Struct {
            at_least_one: vec!["a".into(); 50],
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn min_items_does_not_look_at_element_values() {
    assert_eq!(
        create(Struct {
            at_least_one: vec![String::new()],
            ..valid()
        }),
        common::NONE
    );
}

// ---- maxItems ----------------------------------------------------------------

#[test]
fn list_at_max_items_checks_every_element() {
    assert_eq!(
        create(Struct {
            at_most_two: vec![item(-1), item(-2)],
            ..valid()
        }),
        [
            "FieldValueInvalid atMostTwo[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid atMostTwo[1].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn short_list_reports_only_its_invalid_element() {
    assert_eq!(
        create(Struct {
            at_most_two: vec![item(5), item(-7)],
            ..valid()
        }),
        ["FieldValueInvalid atMostTwo[1].value: Invalid value: -7: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn empty_list_under_max_items_passes() {
    assert_eq!(
        create(Struct {
            at_most_two: vec![],
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn over_long_list_fails_max_items_with_short_circuit_mark() {
    assert_eq!(
        create(Struct {
            at_most_two: vec![item(0), item(1), item(2)],
            ..valid()
        }),
        ["FieldValueTooMany atMostTwo: Too many: 3: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn over_long_list_elements_are_not_checked() {
    // Every element is invalid, but maxItems short-circuits the element calls.
    assert_eq!(
        create(Struct {
            at_most_two: vec![item(-1), item(-2), item(-3), item(-4)],
            ..valid()
        }),
        ["FieldValueTooMany atMostTwo: Too many: 4: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn max_items_short_circuit_is_local_to_its_field() {
    // The short-circuit of `atMostTwo` does not stop the other fields.
    assert_eq!(
        create(Struct {
            at_least_one: vec![],
            at_most_two: vec![item(-1), item(-2), item(-3)],
            exactly_one: Some(vec![]),
            pair: Pair(vec![item(-1)]),
        }),
        [
            "FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minItems)",
            "FieldValueTooMany atMostTwo: Too many: 3: must have at most 2 items (origin: maxItems) [short-circuit]",
            "FieldValueTooFew exactlyOne: Too few: 0: must have at least 1 item (origin: minItems)",
            "FieldValueInvalid pair[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

// ---- optional list with both limits -----------------------------------------

#[test]
fn absent_optional_list_counts_as_zero_items() {
    assert_eq!(
        create(Struct {
            exactly_one: None,
            ..valid()
        }),
        ["FieldValueTooFew exactlyOne: Too few: 0: must have at least 1 item (origin: minItems)"]
    );
}

#[test]
fn present_empty_optional_list_fails_min_items() {
    assert_eq!(
        create(Struct {
            exactly_one: Some(vec![]),
            ..valid()
        }),
        ["FieldValueTooFew exactlyOne: Too few: 0: must have at least 1 item (origin: minItems)"]
    );
}

#[test]
fn optional_list_of_two_fails_max_items_with_singular_item() {
    assert_eq!(
        create(Struct {
            exactly_one: Some(vec!["a".into(), "b".into()]),
            ..valid()
        }),
        ["FieldValueTooMany exactlyOne: Too many: 2: must have at most 1 item (origin: maxItems) [short-circuit]"]
    );
}

// ---- list newtype with a type-level maxItems ----------------------------------

#[test]
fn list_newtype_over_its_type_limit_fails_short_circuit() {
    assert_eq!(
        create(Struct {
            pair: Pair(vec![item(0), item(1), item(2)]),
            ..valid()
        }),
        ["FieldValueTooMany pair: Too many: 3: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn list_newtype_over_its_limit_does_not_check_elements() {
    // A type-level short-circuit stops the whole type function.
    assert_eq!(
        create(Struct {
            pair: Pair(vec![item(-1), item(-2), item(-3)]),
            ..valid()
        }),
        ["FieldValueTooMany pair: Too many: 3: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn list_newtype_within_its_limit_checks_elements() {
    assert_eq!(
        create(Struct {
            pair: Pair(vec![item(-1), item(-2)]),
            ..valid()
        }),
        [
            "FieldValueInvalid pair[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid pair[1].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn empty_list_newtype_passes() {
    assert_eq!(
        create(Struct {
            pair: Pair(vec![]),
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn list_newtype_validated_on_its_own_reports_at_the_given_path() {
    let errs = validate_pair(
        &Operation::create(),
        &Path::new("pairs"),
        Some(&Pair(vec![item(0), item(0), item(0)])),
        None,
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueTooMany pairs: Too many: 3: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn list_newtype_on_the_root_path_renders_nil_and_index_subscripts() {
    let root = Pair(vec![item(0), item(0), item(0)]);
    assert_eq!(
        common::create(validate_pair, &root),
        ["FieldValueTooMany <nil>: Too many: 3: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
    let root = Pair(vec![item(0), item(-1)]);
    assert_eq!(
        common::create(validate_pair, &root),
        ["FieldValueInvalid [1].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

// ---- update and ratcheting ---------------------------------------------------

#[test]
fn update_unchanged_invalid_lists_are_ratcheted() {
    let old = Struct {
        at_least_one: vec![],
        at_most_two: vec![item(-1), item(-2), item(-3)],
        exactly_one: None,
        pair: Pair(vec![item(-1), item(-2), item(-3)]),
    };
    assert_eq!(update(old.clone(), old), common::NONE);
}

#[test]
fn update_unchanged_invalid_elements_are_ratcheted() {
    let old = Struct {
        at_most_two: vec![item(-1)],
        pair: Pair(vec![item(-1)]),
        ..valid()
    };
    assert_eq!(update(old.clone(), old), common::NONE);
}

#[test]
fn update_growing_an_over_long_list_fails() {
    let old = Struct {
        at_most_two: vec![item(0), item(1), item(2)],
        ..valid()
    };
    let new = Struct {
        at_most_two: vec![item(0), item(1), item(2), item(3)],
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooMany atMostTwo: Too many: 4: must have at most 2 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn update_changed_atomic_list_revalidates_unchanged_elements() {
    // No list semantics: once the list changed, every element is validated
    // again, including the unchanged invalid one at index 0.
    let old = Struct {
        at_most_two: vec![item(-1)],
        ..valid()
    };
    let new = Struct {
        at_most_two: vec![item(-1), item(5)],
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueInvalid atMostTwo[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_changed_list_newtype_revalidates_elements() {
    let old = Pair(vec![item(-1)]);
    let new = Pair(vec![item(-1), item(0)]);
    assert_eq!(
        update(Struct { pair: new, ..valid() }, Struct { pair: old, ..valid() }),
        ["FieldValueInvalid pair[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_emptying_a_list_fails_min_items() {
    // Emptying a non-empty list is a change, so minItems runs.
    let new = Struct {
        at_least_one: vec![],
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        ["FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minItems)"]
    );
}

#[test]
fn update_optional_list_from_absent_to_empty_is_no_change() {
    // Absent → empty list is "no change", so the field is
    // skipped even though minItems would fail.
    let old = Struct {
        exactly_one: None,
        ..valid()
    };
    let new = Struct {
        exactly_one: Some(vec![]),
        ..valid()
    };
    assert_eq!(update(new.clone(), old.clone()), common::NONE);
    assert_eq!(update(old, new), common::NONE);
}

#[test]
fn update_optional_list_cleared_fails_min_items() {
    let new = Struct {
        exactly_one: None,
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        ["FieldValueTooFew exactlyOne: Too few: 0: must have at least 1 item (origin: minItems)"]
    );
}

#[test]
fn update_shrinking_an_over_long_list_into_range_passes() {
    let old = Struct {
        at_most_two: vec![item(0), item(1), item(2)],
        exactly_one: Some(vec!["a".into(), "b".into()]),
        pair: Pair(vec![item(0), item(1), item(2)]),
        ..valid()
    };
    assert_eq!(update(valid(), old), common::NONE);
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        at_most_two: vec![item(-1)],
        ..valid()
    };
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&obj), None)),
        ["FieldValueInvalid atMostTwo[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}
