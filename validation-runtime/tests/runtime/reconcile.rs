//! Enforced declarative errors and covered hand-written ones.

use validation_runtime::reconcile::{enforced_declarative_errors, filter_covered_hand_written};
use validation_runtime::{ErrorList, FieldError, NormalizationRule, Path, ToBadValue};

fn min_err(field: &str) -> FieldError {
    FieldError::invalid(
        &Path::new(field),
        (-1i64).to_bad_value(),
        "must be greater than or equal to 0",
    )
    .with_origin("minimum")
}

fn fields(l: &ErrorList) -> Vec<String> {
    l.iter().map(|e| format!("{}:{}", e.field, e.stability_level)).collect()
}

#[test]
fn enforcement_by_level() {
    let decl = ErrorList::from(vec![
        FieldError::required(&Path::new("std"), ""),
        FieldError::required(&Path::new("alpha"), "").mark_alpha(),
        FieldError::required(&Path::new("beta"), "").mark_beta(),
        FieldError::internal(&Path::new("internal"), "boom").mark_alpha(),
    ]);
    assert_eq!(
        fields(&enforced_declarative_errors(&decl, false, false)),
        ["std:unknown", "internal:alpha"]
    );
    assert_eq!(
        fields(&enforced_declarative_errors(&decl, true, false)),
        ["std:unknown", "beta:beta", "internal:alpha"]
    );
    assert_eq!(enforced_declarative_errors(&decl, false, true), decl);
}

#[test]
fn only_beta_declarative_errors_remove_covered_ones() {
    let hand = ErrorList::from(vec![
        min_err("spec.replicas").mark_covered_by_declarative(),
        FieldError::required(&Path::new("spec.name"), "").mark_covered_by_declarative(),
        FieldError::forbidden(&Path::new("spec.other"), ""),
        min_err("spec.uncovered"),
    ]);
    let decl = ErrorList::from(vec![
        min_err("spec.replicas").mark_beta(),
        FieldError::required(&Path::new("spec.name"), ""), // standard level
        min_err("spec.uncovered").mark_beta(),
    ]);
    let kept = filter_covered_hand_written(&hand, &decl, false, &[]).unwrap();
    let kept: Vec<_> = kept.iter().map(|e| e.field.as_str()).collect();
    assert_eq!(kept, ["spec.name", "spec.other", "spec.uncovered"]);

    let all = filter_covered_hand_written(&hand, &ErrorList::new(), true, &[]).unwrap();
    let all: Vec<_> = all.iter().map(|e| e.field.as_str()).collect();
    assert_eq!(all, ["spec.other", "spec.uncovered"]);
}

#[test]
fn invalid_errors_need_origins_and_fields_normalize() {
    let no_origin = FieldError::invalid(&Path::new("spec.x"), 1i64.to_bad_value(), "d");
    let hand = ErrorList::from(no_origin.clone().mark_covered_by_declarative());
    let decl = ErrorList::from(no_origin.mark_beta());
    assert_eq!(
        filter_covered_hand_written(&hand, &decl, false, &[]).map(|l| l.len()),
        Some(1)
    );

    let hand = ErrorList::from(min_err("spec.requests[0].exactly.count").mark_covered_by_declarative());
    let decl = ErrorList::from(min_err("spec.requests[0].count").mark_beta());
    assert!(filter_covered_hand_written(&hand, &decl, false, &[]).is_some());
    let rules =
        [NormalizationRule::regex(r"spec\.requests\[(\d+)\]\.count", "spec.requests[$1].exactly.count").unwrap()];
    assert!(filter_covered_hand_written(&hand, &decl, false, &rules).is_none());
}

#[test]
fn duplicates_collapse_through_filter() {
    let hand = ErrorList::from(vec![
        FieldError::forbidden(&Path::new("a"), ""),
        FieldError::forbidden(&Path::new("a"), "").with_origin("x"),
    ]);
    let kept = filter_covered_hand_written(&hand, &ErrorList::new(), false, &[]).unwrap();
    assert_eq!(kept.len(), 1);
    assert!(filter_covered_hand_written(&ErrorList::new(), &ErrorList::new(), false, &[]).is_none());
}
