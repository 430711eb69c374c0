//! The safe rollout on the example API: the hand-written Widget validation
//! and the generated one agree (tables and random Widgets), every switch
//! combination returns what KEP-5073 says, and the deliberately divergent
//! CPU rule shows up in the mismatch counter and the log.

#[allow(dead_code)] // `record_coverage` is for the coverage test.
mod validation_cases;

use std::sync::Arc;

use example_api::apps::v1::{validate_widget_rollout, Widget};
use validation_runtime::rollout::{PrometheusMetrics, RecordingLogger, Rollout, ValidationSwitches};
use validation_runtime::Operation;
use validation_testkit::cases;

use validation_cases::{template, valid};

#[test]
fn table_cases_agree() {
    validation_cases::equivalence().assert_table(&validation_cases::cases());
}

#[test]
fn random_widgets_agree() {
    validation_cases::equivalence().assert_for_all(cases(validation_cases::widgets()), 256);
}

#[test]
fn without_the_accepted_difference_random_widgets_find_the_cpu_rule() {
    let strict = validation_testkit::Equivalence::new(
        "Widget",
        &validation_cases::hand_written,
        &validation_cases::declarative,
    );
    let message = strict
        .check_for_all(cases(validation_cases::widgets()), 256)
        .expect_err("the divergent CPU rule is found");
    assert!(
        message.contains("only_hand_written=[spec.templates[0].cpuMillis FieldValueInvalid origin=minimum]"),
        "{message}"
    );
}

/// Invalid replicas (a covered rule) and eleven templates (a rule only the
/// hand-written code has).
fn widget_breaking_both_kinds_of_rule() -> Widget {
    let mut w = valid();
    w.spec.replicas = Some(-1);
    w.spec.templates = vec![template("nginx", None); 11];
    w
}

fn errors_under(switches: ValidationSwitches) -> Vec<String> {
    let rollout = Rollout::new("Widget", switches);
    validate_widget_rollout(
        &rollout,
        &Operation::create(),
        &widget_breaking_both_kinds_of_rule(),
        None,
    )
    .iter()
    .map(ToString::to_string)
    .collect()
}

#[test]
fn every_switch_combination() {
    let hand_written = [
        "spec.replicas: Invalid value: -1: must not be negative",
        "spec.templates: Too many: 11: must have at most 10 items",
    ];
    let off = |takeover| ValidationSwitches {
        declarative_validation: false,
        takeover,
    };
    assert_eq!(errors_under(off(false)), hand_written);
    assert_eq!(errors_under(off(true)), hand_written, "Takeover alone behaves as off");
    assert_eq!(
        errors_under(ValidationSwitches {
            declarative_validation: true,
            takeover: false
        }),
        hand_written
    );
    assert_eq!(
        errors_under(ValidationSwitches {
            declarative_validation: true,
            takeover: true
        }),
        [
            "spec.templates: Too many: 11: must have at most 10 items",
            "spec.replicas: Invalid value: -1: must be greater than or equal to 0",
        ]
    );
}

#[test]
fn the_divergent_cpu_rule_is_counted_and_logged() {
    let metrics = Arc::new(PrometheusMetrics::new().unwrap());
    let logger = Arc::new(RecordingLogger::new());
    let mut widget = valid();
    widget.spec.templates.push(template("busybox", Some(50)));

    for takeover in [false, true] {
        let rollout = Rollout::new(
            "Widget",
            ValidationSwitches {
                declarative_validation: true,
                takeover,
            },
        )
        .logger(logger.clone())
        .metrics(metrics.clone());
        let errors: Vec<String> = validate_widget_rollout(&rollout, &Operation::create(), &widget, None)
            .iter()
            .map(ToString::to_string)
            .collect();
        let expected: &[&str] = if takeover {
            &[]
        } else {
            &["spec.templates[1].cpuMillis: Invalid value: 50: must be at least 100 millicores"]
        };
        assert_eq!(errors, expected, "takeover={takeover}");
    }

    assert_eq!(
        logger.lines(),
        [false, true].map(|takeover| format!(
            "declarative validation mismatch: type=Widget operation=create takeover={takeover} \
             only_hand_written=[spec.templates[1].cpuMillis FieldValueInvalid origin=minimum] only_declarative=[]"
        ))
    );
    assert_eq!(
        metrics.text_exposition().unwrap(),
        "# HELP declarative_validation_mismatch_total Requests whose hand-written and declarative validation errors differed.\n\
         # TYPE declarative_validation_mismatch_total counter\n\
         declarative_validation_mismatch_total{operation=\"create\",type=\"Widget\"} 2\n"
    );
}

#[test]
fn accepted_differences_are_neither_counted_nor_logged() {
    let metrics = Arc::new(PrometheusMetrics::new().unwrap());
    let logger = Arc::new(RecordingLogger::new());
    let rollout = Rollout::new(
        "Widget",
        ValidationSwitches {
            declarative_validation: true,
            takeover: false,
        },
    )
    .exceptions(validation_cases::accepted_differences())
    .logger(logger.clone())
    .metrics(metrics.clone());
    for case in validation_cases::cases() {
        validate_widget_rollout(&rollout, &case.op, &case.obj, case.old.as_ref());
    }
    assert_eq!(logger.lines(), Vec::<String>::new());
    assert_eq!(metrics.text_exposition().unwrap(), "");
}
