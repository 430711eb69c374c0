//! A tag registered from outside validation-gen: `+example:multipleOf=N`
//! (`output_tests/custom-tags`), backed by `output_tests::custom::multiple_of`:
//! a value that is not a multiple of N → `Invalid` · origin `multipleOf` ·
//! bad value = the number · detail `must be a multiple of N`. Other tools'
//! tags (`+genclient`, `+optional`) are ignored. Default field
//! ratcheting applies like any other check.

mod common;

use output_tests::custom::{validate_struct, Struct};
use validation_runtime::{Operation, Path};

fn batch(batch_size: i32) -> Struct {
    Struct {
        batch_size,
        untagged: None,
    }
}

fn not_multiple(v: i32) -> String {
    format!("FieldValueInvalid batchSize: Invalid value: {v}: must be a multiple of 5 (origin: multipleOf)")
}

// ---- create ----------------------------------------------------------------

#[test]
fn zero_is_a_multiple() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn multiples_pass() {
    for v in [5, 10, -5, 1_000_000_000, -2_147_483_645] {
        assert_eq!(common::create(validate_struct, &batch(v)), common::NONE, "{v}");
    }
}

#[test]
fn non_multiple_fails_with_its_origin() {
    assert_eq!(common::create(validate_struct, &batch(7)), [not_multiple(7)]);
}

#[test]
fn values_next_to_a_multiple_fail() {
    assert_eq!(common::create(validate_struct, &batch(4)), [not_multiple(4)]);
    assert_eq!(common::create(validate_struct, &batch(6)), [not_multiple(6)]);
    assert_eq!(common::create(validate_struct, &batch(1)), [not_multiple(1)]);
}

#[test]
fn negative_non_multiple_fails() {
    assert_eq!(common::create(validate_struct, &batch(-3)), [not_multiple(-3)]);
}

#[test]
fn i32_extremes_are_not_multiples() {
    assert_eq!(
        common::create(validate_struct, &batch(i32::MAX)),
        [not_multiple(i32::MAX)]
    );
    assert_eq!(
        common::create(validate_struct, &batch(i32::MIN)),
        [not_multiple(i32::MIN)]
    );
}

#[test]
fn other_tools_tags_are_ignored() {
    // `+genclient` and `+optional` (not `+k8s:optional`) generate nothing:
    // the untagged field is never checked, whatever its value.
    for untagged in [None, Some(0), Some(-1), Some(7), Some(i32::MIN)] {
        let obj = Struct {
            batch_size: 5,
            untagged,
        };
        assert_eq!(common::create(validate_struct, &obj), common::NONE, "{untagged:?}");
    }
}

#[test]
fn untagged_field_does_not_change_the_tagged_fields_result() {
    let obj = Struct {
        batch_size: 3,
        untagged: Some(3),
    };
    assert_eq!(common::create(validate_struct, &obj), [not_multiple(3)]);
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_invalid_value_is_ratcheted() {
    assert_eq!(common::update(validate_struct, &batch(7), &batch(7)), common::NONE);
}

#[test]
fn update_changed_invalid_value_fails() {
    assert_eq!(common::update(validate_struct, &batch(8), &batch(7)), [not_multiple(8)]);
}

#[test]
fn update_from_valid_to_invalid_fails() {
    assert_eq!(
        common::update(validate_struct, &batch(11), &batch(10)),
        [not_multiple(11)]
    );
}

#[test]
fn update_fixing_the_value_passes() {
    assert_eq!(common::update(validate_struct, &batch(15), &batch(7)), common::NONE);
}

#[test]
fn update_changing_only_the_untagged_field_is_ratcheted() {
    let old = Struct {
        batch_size: 7,
        untagged: None,
    };
    let new = Struct {
        batch_size: 7,
        untagged: Some(1),
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_without_old_object_validates() {
    let errs = validate_struct(&Operation::update(), &Path::root(), Some(&batch(9)), None);
    assert_eq!(common::describe(&errs), [not_multiple(9)]);
}
