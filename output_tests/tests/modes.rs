//! Modes: the discriminator's value selects each field's
//! checks; unnamed values forbid the field; ratcheted on an unchanged
//! discriminator and field.

mod common;

use output_tests::modes::{validate_scaling, validate_toggles, Scaling, Toggles};
use validation_runtime::{Operation, Path, StabilityLevel};

fn scaling(mode: &str, replicas: Option<i32>, max_replicas: i32) -> Scaling {
    Scaling {
        mode: mode.into(),
        replicas,
        max_replicas,
    }
}

#[test]
fn manual_mode_requires_replicas_and_forbids_max_replicas() {
    assert_eq!(
        common::create(validate_scaling, &scaling("Manual", Some(2), 0)),
        common::NONE
    );
    assert_eq!(
        common::create(validate_scaling, &scaling("Manual", None, 5)),
        [
            "FieldValueRequired replicas: Required value [short-circuit]",
            "FieldValueForbidden maxReplicas: Forbidden"
        ]
    );
}

#[test]
fn rules_run_in_order_and_a_failed_short_circuit_skips_the_rest() {
    assert_eq!(
        common::create(validate_scaling, &scaling("Manual", Some(0), 0)),
        ["FieldValueInvalid replicas: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn auto_mode_limits_max_replicas_and_forbids_replicas() {
    assert_eq!(
        common::create(validate_scaling, &scaling("Auto", None, 100)),
        common::NONE
    );
    assert_eq!(
        common::create(validate_scaling, &scaling("Auto", Some(1), 101)),
        [
            "FieldValueForbidden replicas: Forbidden",
            "FieldValueInvalid maxReplicas: Invalid value: 101: must be less than or equal to 100 (origin: maximum)",
        ]
    );
}

#[test]
fn an_unknown_or_empty_mode_forbids_every_set_field() {
    assert_eq!(common::create(validate_scaling, &scaling("", None, 0)), common::NONE);
    assert_eq!(
        common::create(validate_scaling, &scaling("Other", Some(1), 1)),
        [
            "FieldValueForbidden replicas: Forbidden",
            "FieldValueForbidden maxReplicas: Forbidden"
        ]
    );
}

#[test]
fn unchanged_mode_and_field_are_ratcheted() {
    let old = scaling("Manual", None, 5);
    assert_eq!(common::update(validate_scaling, &old, &old), common::NONE);
}

#[test]
fn changing_the_mode_revalidates_the_fields() {
    let old = scaling("Auto", None, 5);
    let new = scaling("Manual", None, 5);
    assert_eq!(
        common::update(validate_scaling, &new, &old),
        [
            "FieldValueRequired replicas: Required value [short-circuit]",
            "FieldValueForbidden maxReplicas: Forbidden"
        ]
    );
}

#[test]
fn changing_only_the_field_revalidates_it() {
    let old = scaling("Auto", Some(1), 5);
    let new = scaling("Auto", Some(2), 5);
    assert_eq!(
        common::update(validate_scaling, &new, &old),
        ["FieldValueForbidden replicas: Forbidden"]
    );
}

#[test]
fn bool_discriminators_use_true_and_false() {
    let on = Toggles {
        tls: true,
        cert: None,
        sni: "example".into(),
    };
    assert_eq!(
        common::create(validate_toggles, &on),
        ["FieldValueRequired cert: Required value [short-circuit]"]
    );
    let off = Toggles {
        tls: false,
        cert: Some("pem".into()),
        sni: String::new(),
    };
    assert_eq!(common::create(validate_toggles, &off), common::NONE);
}

#[test]
fn a_rule_keeps_its_level_and_the_implicit_forbidden_shares_it() {
    let on = Toggles {
        tls: true,
        cert: Some("pem".into()),
        sni: "too-long-name".into(),
    };
    let errs = validate_toggles(&Operation::create(), &Path::root(), Some(&on), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueTooLong sni: Too long: may not be more than 8 characters (origin: maxLength)"]
    );
    assert_eq!(
        errs.iter().map(|e| e.stability_level).collect::<Vec<_>>(),
        [StabilityLevel::Beta]
    );
    let off = Toggles {
        tls: false,
        cert: None,
        sni: "x".into(),
    };
    let errs = validate_toggles(&Operation::create(), &Path::root(), Some(&off), None);
    assert_eq!(common::describe(&errs), ["FieldValueForbidden sni: Forbidden"]);
    assert_eq!(
        errs.iter().map(|e| e.stability_level).collect::<Vec<_>>(),
        [StabilityLevel::Beta]
    );
}
