//! `+k8s:monotonic`: only on update and only
//! when old and new are both present, a new value below the old one →
//! `Invalid` · origin `monotonic` · bad value = the new value · detail
//! `may not be decreased from <old>`. Create never fails; equal or larger
//! values pass; absent on either side passes. On a newtype the type tag
//! applies wherever it is used.

mod common;

use output_tests::monotonic::{validate_generation, validate_struct, Generation, Struct};
use validation_runtime::{Operation, Path};

fn obj(counter: u32, optional: Option<i32>, generation: i64) -> Struct {
    Struct {
        counter,
        optional,
        generation: Generation(generation),
    }
}

fn update(new: Struct, old: Struct) -> Vec<String> {
    common::update(validate_struct, &new, &old)
}

// ---- create ------------------------------------------------------------------

#[test]
fn create_never_fails() {
    for o in [
        Struct::default(),
        obj(0, Some(i32::MIN), i64::MIN),
        obj(u32::MAX, Some(i32::MAX), i64::MAX),
        obj(5, None, -5),
    ] {
        assert_eq!(common::create(validate_struct, &o), common::NONE, "{o:?}");
    }
}

#[test]
fn update_without_old_object_never_fails() {
    // No old value to compare with.
    let o = obj(0, Some(-1), -1);
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&o), None)),
        common::NONE
    );
}

// ---- update: unsigned field --------------------------------------------------

#[test]
fn decreasing_counter_fails() {
    assert_eq!(
        update(obj(4, None, 0), obj(5, None, 0)),
        ["FieldValueInvalid counter: Invalid value: 4: may not be decreased from 5 (origin: monotonic)"]
    );
}

#[test]
fn decreasing_counter_from_max_to_zero_fails() {
    assert_eq!(
        update(obj(0, None, 0), obj(u32::MAX, None, 0)),
        ["FieldValueInvalid counter: Invalid value: 0: may not be decreased from 4294967295 (origin: monotonic)"]
    );
}

#[test]
fn increasing_or_keeping_counter_passes() {
    assert_eq!(update(obj(6, None, 0), obj(5, None, 0)), common::NONE);
    assert_eq!(update(obj(5, None, 0), obj(5, None, 0)), common::NONE);
    assert_eq!(update(obj(u32::MAX, None, 0), obj(0, None, 0)), common::NONE);
}

// ---- update: optional field --------------------------------------------------

#[test]
fn decreasing_present_option_fails() {
    assert_eq!(
        update(obj(0, Some(-3), 0), obj(0, Some(5), 0)),
        ["FieldValueInvalid optional: Invalid value: -3: may not be decreased from 5 (origin: monotonic)"]
    );
}

#[test]
fn decreasing_option_to_its_minimum_fails() {
    assert_eq!(
        update(obj(0, Some(i32::MIN), 0), obj(0, Some(i32::MAX), 0)),
        ["FieldValueInvalid optional: Invalid value: -2147483648: may not be decreased from 2147483647 (origin: monotonic)"]
    );
}

#[test]
fn increasing_or_keeping_option_passes() {
    assert_eq!(update(obj(0, Some(6), 0), obj(0, Some(5), 0)), common::NONE);
    assert_eq!(update(obj(0, Some(-5), 0), obj(0, Some(-5), 0)), common::NONE);
}

#[test]
fn clearing_option_passes() {
    assert_eq!(update(obj(0, None, 0), obj(0, Some(5), 0)), common::NONE);
}

#[test]
fn setting_option_from_absent_passes() {
    assert_eq!(update(obj(0, Some(-100), 0), obj(0, None, 0)), common::NONE);
}

// ---- update: newtype with a type-level tag -------------------------------------

#[test]
fn decreasing_generation_fails() {
    assert_eq!(
        update(obj(0, None, 9), obj(0, None, 10)),
        ["FieldValueInvalid generation: Invalid value: 9: may not be decreased from 10 (origin: monotonic)"]
    );
}

#[test]
fn decreasing_generation_to_negative_fails() {
    assert_eq!(
        update(obj(0, None, -1), obj(0, None, 0)),
        ["FieldValueInvalid generation: Invalid value: -1: may not be decreased from 0 (origin: monotonic)"]
    );
}

#[test]
fn increasing_or_keeping_generation_passes() {
    assert_eq!(update(obj(0, None, 11), obj(0, None, 10)), common::NONE);
    assert_eq!(update(obj(0, None, 10), obj(0, None, 10)), common::NONE);
}

#[test]
fn generation_validated_on_its_own() {
    let new = Generation(1);
    let old = Generation(2);
    assert_eq!(
        common::update(validate_generation, &new, &old),
        ["FieldValueInvalid <nil>: Invalid value: 1: may not be decreased from 2 (origin: monotonic)"]
    );
    assert_eq!(common::create(validate_generation, &new), common::NONE);
    let errs = validate_generation(
        &Operation::update(),
        &Path::new("metadata").child("generation"),
        Some(&new),
        None,
    );
    assert_eq!(common::describe(&errs), common::NONE);
}

// ---- several fields ----------------------------------------------------------

#[test]
fn every_field_decreasing_reports_in_declaration_order() {
    assert_eq!(
        update(obj(1, Some(1), 1), obj(2, Some(2), 2)),
        [
            "FieldValueInvalid counter: Invalid value: 1: may not be decreased from 2 (origin: monotonic)",
            "FieldValueInvalid optional: Invalid value: 1: may not be decreased from 2 (origin: monotonic)",
            "FieldValueInvalid generation: Invalid value: 1: may not be decreased from 2 (origin: monotonic)",
        ]
    );
}

#[test]
fn only_decreased_fields_fail() {
    assert_eq!(
        update(obj(3, Some(1), 3), obj(2, Some(2), 2)),
        ["FieldValueInvalid optional: Invalid value: 1: may not be decreased from 2 (origin: monotonic)"]
    );
}
