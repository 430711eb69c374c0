//! A panicking `k8s:customValidation` hook under the safe rollout: the
//! caller gets its errors (an internal error under Takeover), the panic is
//! logged and counted, and validation goes on working.

use std::sync::Arc;

use output_tests::rollout_panic::{validate_gadget, validate_gadget_by_hand, Gadget, PANIC_TRIGGER};
use validation_runtime::rollout::{
    quiet_contained_panics, PrometheusMetrics, RecordingLogger, Rollout, ValidationSwitches,
};
use validation_runtime::{ErrorList, Operation, Path};

fn validate(rollout: &Rollout, op: &Operation, gadget: &Gadget) -> Vec<String> {
    rollout
        .validate(
            op,
            || validate_gadget_by_hand(op, gadget),
            || validate_gadget(op, &Path::root(), Some(gadget), None),
        )
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn a_panicking_custom_validator_is_contained_logged_and_counted() {
    quiet_contained_panics();
    let metrics = Arc::new(PrometheusMetrics::new().unwrap());
    let logger = Arc::new(RecordingLogger::new());
    let rollout = |takeover| {
        Rollout::new(
            "Gadget",
            ValidationSwitches {
                declarative_validation: true,
                takeover,
            },
        )
        .logger(logger.clone())
        .metrics(metrics.clone())
    };
    let trigger = Gadget {
        code: Some(PANIC_TRIGGER),
    };

    assert_eq!(
        validate(&rollout(true), &Operation::create(), &trigger),
        ["<nil>: Internal error: panic during declarative validation: custom validator hit code 13"]
    );
    assert_eq!(
        validate(&rollout(false), &Operation::update(), &trigger),
        Vec::<String>::new(),
        "without Takeover the hand-written result stands"
    );
    // The caller keeps running: the next request validates normally.
    assert_eq!(
        validate(&rollout(true), &Operation::create(), &Gadget { code: Some(-1) }),
        ["code: Invalid value: -1: must not be negative"]
    );

    assert_eq!(
        logger.lines(),
        [
            "declarative validation panicked: type=Gadget operation=create takeover=true: custom validator hit code 13",
            "declarative validation panicked: type=Gadget operation=update takeover=false: custom validator hit code 13",
        ]
    );
    assert_eq!(
        metrics.text_exposition().unwrap(),
        "# HELP declarative_validation_panic_total Panics contained while running declarative validation.\n\
         # TYPE declarative_validation_panic_total counter\n\
         declarative_validation_panic_total{operation=\"create\",type=\"Gadget\"} 1\n\
         declarative_validation_panic_total{operation=\"update\",type=\"Gadget\"} 1\n"
    );
}

#[test]
fn with_declarative_validation_off_the_hook_never_runs() {
    let rollout = Rollout::new(
        "Gadget",
        ValidationSwitches {
            declarative_validation: false,
            takeover: true,
        },
    );
    let trigger = Gadget {
        code: Some(PANIC_TRIGGER),
    };
    assert_eq!(validate(&rollout, &Operation::create(), &trigger), Vec::<String>::new());
    let _: ErrorList = validate_gadget_by_hand(&Operation::create(), &trigger);
}
