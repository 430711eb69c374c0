use std::sync::Arc;

use super::*;
use crate::{BadValue, ErrorType, StabilityLevel};

fn replicas_invalid(detail: &str) -> FieldError {
    FieldError::invalid(&Path::new("spec").child("replicas"), BadValue::Int(-1), detail).with_origin("minimum")
}

/// Hand-written: a covered minimum error and an uncovered rule of its own.
fn hand() -> ErrorList {
    let mut errs = ErrorList::from(replicas_invalid("must be non-negative")).mark_covered_by_declarative();
    errs.push(FieldError::required(&Path::new("spec").child("image"), ""));
    errs
}

fn declarative() -> ErrorList {
    ErrorList::from(replicas_invalid("must be greater than or equal to 0"))
}

fn messages(errs: &ErrorList) -> Vec<String> {
    errs.iter().map(ToString::to_string).collect()
}

fn switches(declarative_validation: bool, takeover: bool) -> ValidationSwitches {
    ValidationSwitches {
        declarative_validation,
        takeover,
    }
}

#[test]
fn off_runs_only_hand_written_whatever_takeover_says() {
    for takeover in [false, true] {
        let rollout = Rollout::new("Widget", switches(false, takeover));
        let outcome = rollout.run(&Operation::create(), hand, || panic!("declarative must not run"));
        assert_eq!(outcome.errors, hand(), "takeover={takeover}");
        assert_eq!(outcome.mismatch, None);
        assert_eq!(outcome.panic, None);
    }
}

#[test]
fn on_without_takeover_returns_hand_written_marked_from_imperative() {
    let logger = Arc::new(RecordingLogger::new());
    let rollout = Rollout::new("Widget", switches(true, false)).logger(logger.clone());
    let outcome = rollout.run(&Operation::create(), hand, declarative);
    assert_eq!(
        messages(&outcome.errors),
        [
            "spec.replicas: Invalid value: -1: must be non-negative",
            "spec.image: Required value"
        ]
    );
    assert!(outcome.errors.iter().all(|e| e.from_imperative));
    assert_eq!(outcome.mismatch, Some(Mismatch::default()));
    assert_eq!(logger.lines(), Vec::<String>::new());
}

#[test]
fn takeover_returns_declarative_and_uncovered_hand_written() {
    let rollout = Rollout::new("Widget", switches(true, true));
    let errs = rollout.validate(&Operation::update(), hand, declarative);
    assert_eq!(
        messages(&errs),
        [
            "spec.image: Required value",
            "spec.replicas: Invalid value: -1: must be greater than or equal to 0"
        ]
    );
    assert_eq!(
        errs.iter().map(|e| e.from_imperative).collect::<Vec<_>>(),
        [true, false]
    );
}

#[test]
fn takeover_drops_alpha_declarative_errors_and_keeps_beta_ones() {
    let rollout = Rollout::new("Widget", switches(true, true));
    let declarative = || {
        let mut errs = ErrorList::from(replicas_invalid("beta")).mark_beta();
        errs.append(ErrorList::from(FieldError::forbidden(&Path::new("spec").child("x"), "alpha")).mark_alpha());
        errs
    };
    let errs = rollout.validate(&Operation::create(), ErrorList::new, declarative);
    assert_eq!(messages(&errs), ["spec.replicas: Invalid value: -1: beta"]);
    assert_eq!(
        errs.iter().next().map(|e| e.stability_level),
        Some(StabilityLevel::Beta)
    );
}

#[test]
fn mismatches_are_logged_with_both_sides_under_each_takeover_setting() {
    for takeover in [false, true] {
        let logger = Arc::new(RecordingLogger::new());
        let rollout = Rollout::new("Widget", switches(true, takeover)).logger(logger.clone());
        let declarative = || {
            ErrorList::from(
                FieldError::invalid(&Path::new("spec").child("replicas"), BadValue::Int(-1), "x")
                    .with_origin("maximum"),
            )
        };
        let outcome = rollout.run(&Operation::update(), hand, declarative);
        assert_eq!(
            logger.lines(),
            [format!(
                "declarative validation mismatch: type=Widget operation=update takeover={takeover} \
                 only_hand_written=[spec.replicas FieldValueInvalid origin=minimum] \
                 only_declarative=[spec.replicas FieldValueInvalid origin=maximum]"
            )]
        );
        let expected: &[&str] = if takeover {
            &["spec.image: Required value", "spec.replicas: Invalid value: -1: x"]
        } else {
            &[
                "spec.replicas: Invalid value: -1: must be non-negative",
                "spec.image: Required value",
            ]
        };
        assert_eq!(messages(&outcome.errors), expected);
    }
}

#[test]
fn comparison_counts_multiplicity_and_ignores_uncovered_hand_written_errors() {
    let twice = || {
        let mut errs = declarative();
        errs.append(declarative());
        errs
    };
    let m = compare(&hand(), &twice(), &[], &[]);
    assert_eq!(m.only_hand_written, []);
    assert_eq!(
        m.only_declarative,
        [ErrorKey {
            path: "spec.replicas".into(),
            reason: "FieldValueInvalid".into(),
            origin: "minimum".into()
        }]
    );
    assert_eq!(
        m.to_string(),
        "only_hand_written=[] only_declarative=[spec.replicas FieldValueInvalid origin=minimum]"
    );
    // Detail and value are not compared.
    assert!(compare(&hand(), &declarative(), &[], &[]).is_empty());
}

#[test]
fn exceptions_accept_differences_by_path_reason_and_origin() {
    let declarative = ErrorList::from(FieldError::forbidden(&Path::new("spec").child("x"), "no"));
    let diff = |exceptions: &[MismatchException]| compare(&ErrorList::new(), &declarative, &[], exceptions);
    assert!(diff(&[MismatchException::at("spec.x")]).is_empty());
    assert!(diff(&[MismatchException::at("spec.x").reason(ErrorType::Forbidden).origin("")]).is_empty());
    assert!(!diff(&[MismatchException::at("spec.x").reason(ErrorType::Invalid)]).is_empty());
    assert!(!diff(&[MismatchException::at("spec.x").origin("neq")]).is_empty());
    assert!(!diff(&[MismatchException::at("spec")]).is_empty());
}

#[test]
fn exception_paths_take_any_subscript_for_each_star() {
    let key = |path: &str| ErrorKey {
        path: path.into(),
        reason: "FieldValueInvalid".into(),
        origin: "minimum".into(),
    };
    let x = MismatchException::at("spec.templates[*].cpuMillis");
    assert!(x.accepts(&key("spec.templates[0].cpuMillis")));
    assert!(x.accepts(&key("spec.templates[12].cpuMillis")));
    assert!(!x.accepts(&key("spec.templates.cpuMillis")));
    assert!(!x.accepts(&key("spec.templates[0].cpuMillis2")));
    assert!(!x.accepts(&key("spec.templates[0]")));
    let map = MismatchException::at("spec.ports[*]");
    assert!(map.accepts(&key("spec.ports[http]")));
    assert!(!map.accepts(&key("spec.ports[http].x")));
    assert!(MismatchException::at("a[*][*]").accepts(&key("a[1][b]")));
}

#[test]
fn normalization_rewrites_both_sides() {
    let rule = NormalizationRule::regex(r"^spec\.old$", "spec.new").unwrap();
    let hand =
        ErrorList::from(FieldError::forbidden(&Path::new("spec").child("old"), "")).mark_covered_by_declarative();
    let declarative = ErrorList::from(FieldError::forbidden(&Path::new("spec").child("new"), ""));
    assert!(!compare(&hand, &declarative, &[], &[]).is_empty());
    assert!(compare(&hand, &declarative, &[rule], &[]).is_empty());
}

#[test]
fn panics_are_contained_under_each_takeover_setting() {
    quiet_contained_panics();
    for takeover in [false, true] {
        let logger = Arc::new(RecordingLogger::new());
        let rollout = Rollout::new("Widget", switches(true, takeover)).logger(logger.clone());
        let outcome = rollout.run(&Operation::create(), hand, || panic!("boom at {}", 7));
        assert_eq!(outcome.panic.as_deref(), Some("boom at 7"));
        assert_eq!(outcome.mismatch, None);
        assert_eq!(
            logger.lines(),
            [format!(
                "declarative validation panicked: type=Widget operation=create takeover={takeover}: boom at 7"
            )]
        );
        let expected: &[&str] = if takeover {
            &[
                "spec.image: Required value",
                "<nil>: Internal error: panic during declarative validation: boom at 7",
            ]
        } else {
            &[
                "spec.replicas: Invalid value: -1: must be non-negative",
                "spec.image: Required value",
            ]
        };
        assert_eq!(messages(&outcome.errors), expected);
    }
}

#[test]
fn closures_are_loggers() {
    let seen = std::sync::Mutex::new(Vec::new());
    let logger = |line: &str| seen.lock().unwrap().push(line.len());
    logger.log("abc");
    assert_eq!(*seen.lock().unwrap(), [3]);
}

#[cfg(feature = "metrics")]
#[test]
fn prometheus_counters_by_type_and_operation() {
    quiet_contained_panics();
    let metrics = Arc::new(PrometheusMetrics::new().unwrap());
    let rollout = Rollout::new("Widget", switches(true, false)).metrics(metrics.clone());
    let mismatching = || ErrorList::new();
    rollout.validate(&Operation::create(), hand, mismatching);
    rollout.validate(&Operation::create(), hand, mismatching);
    rollout.validate(&Operation::update(), hand, declarative);
    rollout.validate(&Operation::update(), hand, || panic!("x"));
    assert_eq!(
        metrics.text_exposition().unwrap(),
        "# HELP declarative_validation_mismatch_total Requests whose hand-written and declarative validation errors differed.\n\
         # TYPE declarative_validation_mismatch_total counter\n\
         declarative_validation_mismatch_total{operation=\"create\",type=\"Widget\"} 2\n\
         # HELP declarative_validation_panic_total Panics contained while running declarative validation.\n\
         # TYPE declarative_validation_panic_total counter\n\
         declarative_validation_panic_total{operation=\"update\",type=\"Widget\"} 1\n"
    );
}
