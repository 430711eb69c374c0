//! `+k8s:alpha` / `+k8s:beta`: the
//! wrapped tag runs exactly as unwrapped and its errors carry the stability
//! level; unwrapped tags stay unmarked; a wrapped short-circuit tag still
//! short-circuits. Testing tags `validateTrueAlpha`/`validateTrueBeta` pass.

mod common;

use output_tests::levels::{validate_struct, Struct};
use validation_runtime::{ErrorList, Operation, Path, StabilityLevel};

fn valid() -> Struct {
    Struct {
        alpha_max: 10,
        beta_min: 1,
        beta_required: Some(1),
        testing: 0,
    }
}

fn create(obj: &Struct) -> ErrorList {
    validate_struct(&Operation::create(), &Path::root(), Some(obj), None)
}

fn update(obj: &Struct, old: &Struct) -> ErrorList {
    validate_struct(&Operation::update(), &Path::root(), Some(obj), Some(old))
}

fn levels(errs: &ErrorList) -> Vec<StabilityLevel> {
    errs.iter().map(|e| e.stability_level).collect()
}

// ---- create -----------------------------------------------------------------

#[test]
fn valid_object_passes() {
    assert_eq!(common::describe(&create(&valid())), common::NONE);
}

#[test]
fn alpha_maximum_error_is_marked_alpha() {
    let errs = create(&Struct {
        alpha_max: 11,
        ..valid()
    });
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid alphaMax: Invalid value: 11: must be less than or equal to 10 (origin: maximum)"]
    );
    assert_eq!(errs[0].stability_level, StabilityLevel::Alpha);
    assert!(errs[0].is_alpha());
    assert!(!errs[0].is_beta());
}

#[test]
fn beta_minimum_error_is_marked_beta() {
    let errs = create(&Struct { beta_min: 0, ..valid() });
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid betaMin: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(errs[0].stability_level, StabilityLevel::Beta);
    assert!(errs[0].is_beta());
    assert!(!errs[0].is_alpha());
}

#[test]
fn beta_required_absent_is_marked_beta_and_short_circuits() {
    // The wrapped `required` still short-circuits: `minimum` does not run.
    let errs = create(&Struct {
        beta_required: None,
        ..valid()
    });
    assert_eq!(
        common::describe(&errs),
        ["FieldValueRequired betaRequired: Required value [short-circuit]"]
    );
    assert_eq!(errs[0].stability_level, StabilityLevel::Beta);
}

#[test]
fn unwrapped_minimum_after_beta_required_is_not_marked() {
    let errs = create(&Struct {
        beta_required: Some(0),
        ..valid()
    });
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid betaRequired: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(errs[0].stability_level, StabilityLevel::Unknown);
}

#[test]
fn testing_tags_pass_for_any_value() {
    for testing in [i32::MIN, -1, 0, 1, i32::MAX] {
        assert_eq!(common::describe(&create(&Struct { testing, ..valid() })), common::NONE);
    }
}

#[test]
fn each_error_keeps_its_own_level_in_field_order() {
    let errs = create(&Struct {
        alpha_max: 100,
        beta_min: -1,
        beta_required: None,
        testing: 5,
    });
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid alphaMax: Invalid value: 100: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid betaMin: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueRequired betaRequired: Required value [short-circuit]",
        ]
    );
    assert_eq!(
        levels(&errs),
        [StabilityLevel::Alpha, StabilityLevel::Beta, StabilityLevel::Beta]
    );
}

#[test]
fn levels_do_not_change_other_marks() {
    let errs = create(&Struct {
        alpha_max: 11,
        beta_min: 0,
        ..valid()
    });
    for e in errs.iter() {
        assert!(!e.covered_by_declarative);
        assert!(!e.from_imperative);
        assert!(!e.short_circuit);
    }
}

// ---- update -----------------------------------------------------------------

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let obj = Struct {
        alpha_max: 100,
        beta_min: -1,
        beta_required: None,
        testing: 5,
    };
    assert_eq!(common::describe(&update(&obj, &obj.clone())), common::NONE);
}

#[test]
fn update_changed_alpha_field_is_revalidated_and_marked() {
    let errs = update(
        &Struct {
            alpha_max: 12,
            ..valid()
        },
        &valid(),
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid alphaMax: Invalid value: 12: must be less than or equal to 10 (origin: maximum)"]
    );
    assert_eq!(levels(&errs), [StabilityLevel::Alpha]);
}

#[test]
fn update_clearing_beta_required_is_marked_beta() {
    let errs = update(
        &Struct {
            beta_required: None,
            ..valid()
        },
        &valid(),
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueRequired betaRequired: Required value [short-circuit]"]
    );
    assert_eq!(levels(&errs), [StabilityLevel::Beta]);
}

#[test]
fn update_changed_beta_min_is_revalidated_and_marked() {
    let errs = update(
        &Struct {
            beta_min: -3,
            ..valid()
        },
        &Struct { beta_min: 0, ..valid() },
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid betaMin: Invalid value: -3: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(levels(&errs), [StabilityLevel::Beta]);
}

/// How callers enforce levels: standard errors
/// always, beta errors only with beta enforcement on, alpha errors never
/// (shadow mode), all of them in the "all enforced" test mode.
#[test]
fn callers_filter_errors_by_level() {
    use validation_runtime::reconcile::enforced_declarative_errors;
    let obj = Struct {
        alpha_max: 11,
        beta_min: 0,
        beta_required: Some(0),
        testing: 0,
    };
    let errs = create(&obj);
    let fields = |errs: &ErrorList| errs.iter().map(|e| e.field.clone()).collect::<Vec<_>>();
    assert_eq!(fields(&errs), ["alphaMax", "betaMin", "betaRequired"]);
    assert_eq!(
        fields(&enforced_declarative_errors(&errs, false, false)),
        ["betaRequired"]
    );
    assert_eq!(
        fields(&enforced_declarative_errors(&errs, true, false)),
        ["betaMin", "betaRequired"]
    );
    assert_eq!(
        fields(&enforced_declarative_errors(&errs, false, true)),
        ["alphaMax", "betaMin", "betaRequired"]
    );
}
