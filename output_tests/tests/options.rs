//! `+k8s:ifEnabled` / `+k8s:ifDisabled`:
//! the wrapped tag runs only while the option has the required state; an
//! option missing from the operation is an internal error at the field path
//! `undefined validation option "X"`, except under a wrapped `optional`,
//! whose failure is non-error and so short-circuits silently.

mod common;

use output_tests::options::{validate_struct, Struct};
use validation_runtime::{Operation, Path};

/// Every option defined, each in the state in which its wrapped check runs.
fn all_checks_on(op: Operation) -> Operation {
    op.with_option("Strict", true)
        .with_option("Legacy", false)
        .with_option("A", true)
        .with_option("B", false)
        .with_option("Relaxed", true)
}

/// Every option defined, each in the state in which its wrapped check is off.
fn all_checks_off(op: Operation) -> Operation {
    op.with_option("Strict", false)
        .with_option("Legacy", true)
        .with_option("A", false)
        .with_option("B", true)
        .with_option("Relaxed", false)
}

/// Valid under any defined options except the `nested` forced failure.
fn valid() -> Struct {
    Struct {
        strict_max: 10,
        non_legacy_min: 1,
        nested: 0,
        relaxed: Some(5),
    }
}

fn create_with(op: Operation, obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&op, &Path::root(), Some(obj), None))
}

fn update_with(op: Operation, obj: &Struct, old: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&op, &Path::root(), Some(obj), Some(old)))
}

const NESTED_FAILURE: &str =
    "FieldValueInvalid nested: Invalid value: 0: forced failure: A and not B (origin: validateFalse)";

// ---- strictMax: ifEnabled("Strict") ----------------------------------------

#[test]
fn strict_max_is_checked_while_strict_is_enabled() {
    let obj = Struct {
        strict_max: 11,
        ..valid()
    };
    let op = all_checks_off(Operation::create()).with_option("Strict", true);
    assert_eq!(
        create_with(op, &obj),
        ["FieldValueInvalid strictMax: Invalid value: 11: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn strict_max_at_limit_passes_while_strict_is_enabled() {
    let op = all_checks_off(Operation::create()).with_option("Strict", true);
    assert_eq!(create_with(op, &valid()), common::NONE);
}

#[test]
fn strict_max_is_not_checked_while_strict_is_disabled() {
    let obj = Struct {
        strict_max: 11,
        ..valid()
    };
    assert_eq!(create_with(all_checks_off(Operation::create()), &obj), common::NONE);
}

// ---- nonLegacyMin: ifDisabled("Legacy") --------------------------------------

#[test]
fn non_legacy_min_is_checked_while_legacy_is_disabled() {
    let obj = Struct {
        non_legacy_min: 0,
        ..valid()
    };
    let op = all_checks_off(Operation::create()).with_option("Legacy", false);
    assert_eq!(
        create_with(op, &obj),
        ["FieldValueInvalid nonLegacyMin: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn non_legacy_min_is_not_checked_while_legacy_is_enabled() {
    let obj = Struct {
        non_legacy_min: 0,
        ..valid()
    };
    assert_eq!(create_with(all_checks_off(Operation::create()), &obj), common::NONE);
}

// ---- nested: ifEnabled("A")=ifDisabled("B") ----------------------------------

#[test]
fn nested_runs_when_a_enabled_and_b_disabled() {
    let op = all_checks_off(Operation::create())
        .with_option("A", true)
        .with_option("B", false);
    assert_eq!(create_with(op, &valid()), [NESTED_FAILURE]);
}

#[test]
fn nested_does_not_run_when_a_enabled_and_b_enabled() {
    let op = all_checks_off(Operation::create())
        .with_option("A", true)
        .with_option("B", true);
    assert_eq!(create_with(op, &valid()), common::NONE);
}

#[test]
fn nested_does_not_run_when_a_disabled_and_b_disabled() {
    let op = all_checks_off(Operation::create())
        .with_option("A", false)
        .with_option("B", false);
    assert_eq!(create_with(op, &valid()), common::NONE);
}

#[test]
fn nested_does_not_run_when_a_disabled_and_b_enabled() {
    let op = all_checks_off(Operation::create())
        .with_option("A", false)
        .with_option("B", true);
    assert_eq!(create_with(op, &valid()), common::NONE);
}

#[test]
fn nested_bad_value_is_the_field_value() {
    let obj = Struct { nested: -7, ..valid() };
    let op = all_checks_off(Operation::create())
        .with_option("A", true)
        .with_option("B", false);
    assert_eq!(
        create_with(op, &obj),
        ["FieldValueInvalid nested: Invalid value: -7: forced failure: A and not B (origin: validateFalse)"]
    );
}

// ---- relaxed: ifEnabled("Relaxed")=optional + minimum=5 ----------------------

#[test]
fn relaxed_absent_stops_silently_while_relaxed_is_enabled() {
    let obj = Struct {
        relaxed: None,
        ..valid()
    };
    let op = all_checks_off(Operation::create()).with_option("Relaxed", true);
    assert_eq!(create_with(op, &obj), common::NONE);
}

#[test]
fn relaxed_present_is_checked_while_relaxed_is_enabled() {
    let obj = Struct {
        relaxed: Some(4),
        ..valid()
    };
    let op = all_checks_off(Operation::create()).with_option("Relaxed", true);
    assert_eq!(
        create_with(op, &obj),
        ["FieldValueInvalid relaxed: Invalid value: 4: must be greater than or equal to 5 (origin: minimum)"]
    );
}

#[test]
fn relaxed_present_is_checked_while_relaxed_is_disabled() {
    let obj = Struct {
        relaxed: Some(0),
        ..valid()
    };
    let op = all_checks_off(Operation::create()).with_option("Relaxed", false);
    assert_eq!(
        create_with(op, &obj),
        ["FieldValueInvalid relaxed: Invalid value: 0: must be greater than or equal to 5 (origin: minimum)"]
    );
}

#[test]
fn relaxed_absent_while_relaxed_is_disabled_has_nothing_to_check() {
    let obj = Struct {
        relaxed: None,
        ..valid()
    };
    let op = all_checks_off(Operation::create()).with_option("Relaxed", false);
    assert_eq!(create_with(op, &obj), common::NONE);
}

// ---- undefined options --------------------------------------------------------

#[test]
fn no_options_gives_internal_errors_at_field_paths() {
    // The gated optional on `relaxed` hits the undefined option too, but it is
    // non-error: it short-circuits silently, so `minimum` does not run.
    let obj = Struct {
        relaxed: Some(1),
        ..valid()
    };
    assert_eq!(
        create_with(Operation::create(), &obj),
        [
            "InternalError strictMax: Internal error: undefined validation option \"Strict\"",
            "InternalError nonLegacyMin: Internal error: undefined validation option \"Legacy\"",
            "InternalError nested: Internal error: undefined validation option \"A\"",
        ]
    );
}

#[test]
fn undefined_option_is_reported_regardless_of_value() {
    let obj = Struct {
        strict_max: 0,
        ..valid()
    };
    let op = Operation::create()
        .with_option("Legacy", true)
        .with_option("A", false)
        .with_option("B", true)
        .with_option("Relaxed", true);
    assert_eq!(
        create_with(op, &obj),
        ["InternalError strictMax: Internal error: undefined validation option \"Strict\""]
    );
}

#[test]
fn undefined_inner_option_is_reported_when_outer_gate_passes() {
    let op = Operation::create()
        .with_option("Strict", false)
        .with_option("Legacy", true)
        .with_option("A", true)
        .with_option("Relaxed", true);
    assert_eq!(
        create_with(op, &valid()),
        ["InternalError nested: Internal error: undefined validation option \"B\""]
    );
}

#[test]
fn undefined_inner_option_is_not_looked_up_when_outer_gate_fails() {
    let op = Operation::create()
        .with_option("Strict", false)
        .with_option("Legacy", true)
        .with_option("A", false)
        .with_option("Relaxed", true);
    assert_eq!(create_with(op, &valid()), common::NONE);
}

#[test]
fn undefined_relaxed_option_skips_minimum_silently() {
    let obj = Struct {
        relaxed: Some(0),
        ..valid()
    };
    let op = Operation::create()
        .with_option("Strict", false)
        .with_option("Legacy", true)
        .with_option("A", false)
        .with_option("B", true);
    assert_eq!(create_with(op, &obj), common::NONE);
}

#[test]
fn internal_error_path_is_under_the_given_parent() {
    let root = Path::root();
    let parent = root.child("spec");
    let op = Operation::create()
        .with_option("Legacy", true)
        .with_option("A", false)
        .with_option("B", true)
        .with_option("Relaxed", true);
    let errs = validate_struct(&op, &parent, Some(&valid()), None);
    assert_eq!(
        common::describe(&errs),
        ["InternalError spec.strictMax: Internal error: undefined validation option \"Strict\""]
    );
}

// ---- all gates together ---------------------------------------------------------

#[test]
fn all_gated_checks_on_report_in_field_order() {
    let obj = Struct {
        strict_max: 11,
        non_legacy_min: 0,
        nested: 0,
        relaxed: Some(4),
    };
    assert_eq!(
        create_with(all_checks_on(Operation::create()), &obj),
        [
            "FieldValueInvalid strictMax: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid nonLegacyMin: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            NESTED_FAILURE,
            "FieldValueInvalid relaxed: Invalid value: 4: must be greater than or equal to 5 (origin: minimum)",
        ]
    );
}

#[test]
fn all_gated_checks_off_report_only_ungated_minimum() {
    let obj = Struct {
        strict_max: 11,
        non_legacy_min: 0,
        nested: 0,
        relaxed: Some(4),
    };
    assert_eq!(
        create_with(all_checks_off(Operation::create()), &obj),
        ["FieldValueInvalid relaxed: Invalid value: 4: must be greater than or equal to 5 (origin: minimum)"]
    );
}

// ---- update -------------------------------------------------------------------

#[test]
fn update_unchanged_values_are_ratcheted_even_without_options() {
    let obj = Struct {
        strict_max: 11,
        non_legacy_min: 0,
        nested: 0,
        relaxed: Some(4),
    };
    assert_eq!(update_with(Operation::update(), &obj, &obj.clone()), common::NONE);
    assert_eq!(
        update_with(all_checks_on(Operation::update()), &obj, &obj.clone()),
        common::NONE
    );
}

#[test]
fn update_changed_fields_are_checked_under_the_options() {
    let old = valid();
    let new = Struct {
        strict_max: 12,
        nested: 1,
        ..valid()
    };
    assert_eq!(
        update_with(all_checks_on(Operation::update()), &new, &old),
        [
            "FieldValueInvalid strictMax: Invalid value: 12: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid nested: Invalid value: 1: forced failure: A and not B (origin: validateFalse)",
        ]
    );
}

#[test]
fn update_changed_field_with_undefined_option_is_internal_error() {
    let old = valid();
    let new = Struct {
        non_legacy_min: 2,
        ..valid()
    };
    assert_eq!(
        update_with(Operation::update(), &new, &old),
        ["InternalError nonLegacyMin: Internal error: undefined validation option \"Legacy\""]
    );
}

#[test]
fn update_clearing_relaxed_stops_silently_while_relaxed_is_enabled() {
    let old = Struct {
        relaxed: Some(4),
        ..valid()
    };
    let new = Struct {
        relaxed: None,
        ..valid()
    };
    assert_eq!(
        update_with(all_checks_on(Operation::update()), &new, &old),
        common::NONE
    );
}
