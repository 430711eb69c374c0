//! The equivalence helpers on a toy type: agreeing and disagreeing
//! validators, table and property forms.

use proptest::prelude::*;
use validation_runtime::rollout::MismatchException;
use validation_runtime::{validate, BadValue, ErrorList, FieldError, Operation, Path};
use validation_testkit::{cases, Case, CoverageRecorder, Equivalence};

#[derive(Clone, Debug, PartialEq)]
struct Counter {
    count: i64,
}

/// Like generated code: an unchanged value is not validated again.
fn declarative(op: &Operation, obj: &Counter, old: Option<&Counter>) -> ErrorList {
    if op.is_update() && old == Some(obj) {
        return ErrorList::new();
    }
    validate::minimum(op, &Path::new("count"), Some(&obj.count), old.map(|o| &o.count), 0)
}

/// Agrees with `declarative`, except that it forgets ratcheting.
fn hand_written(_op: &Operation, obj: &Counter, _old: Option<&Counter>) -> ErrorList {
    if obj.count < 0 {
        return ErrorList::from(
            FieldError::invalid(&Path::new("count"), BadValue::Int(obj.count), "must not be negative")
                .with_origin("minimum"),
        )
        .mark_covered_by_declarative();
    }
    ErrorList::new()
}

/// Ratchets like declarative validation does.
fn hand_written_ratcheting(op: &Operation, obj: &Counter, old: Option<&Counter>) -> ErrorList {
    if op.is_update() && old == Some(obj) {
        return ErrorList::new();
    }
    hand_written(op, obj, old)
}

#[test]
fn table_of_agreeing_cases_passes_and_records_coverage() {
    let recorder = CoverageRecorder::new();
    let eq = Equivalence::new("Counter", &hand_written_ratcheting, &declarative).record_into(&recorder);
    eq.assert_table(&[
        Case::create("valid", Counter { count: 1 }),
        Case::create("negative", Counter { count: -1 }),
        Case::update("ratcheted", Counter { count: -1 }, Counter { count: -1 }),
    ]);
    assert_eq!(recorder.seen(), [("Counter".into(), "count".into(), "minimum".into())]);
}

#[test]
fn disagreement_names_the_case_both_lists_and_the_difference() {
    let eq = Equivalence::new("Counter", &hand_written, &declarative);
    let err = eq
        .check(&Case::update("ratcheted", Counter { count: -1 }, Counter { count: -1 }))
        .unwrap_err();
    assert_eq!(
        err,
        "Counter case \"ratcheted\" (Update): hand-written and declarative validation disagree\n  \
         differences: only_hand_written=[count FieldValueInvalid origin=minimum] only_declarative=[]\n  \
         hand-written errors:\n    count: Invalid value: -1: must not be negative [origin=\"minimum\", covered=true]\n  \
         declarative errors: (none)\n  \
         object: Counter { count: -1 }\n  old object: Some(Counter { count: -1 })"
    );
    let accepted = Equivalence::new("Counter", &hand_written, &declarative)
        .exceptions(vec![MismatchException::at("count").origin("minimum")]);
    assert_eq!(
        accepted.check(&Case::update("ratcheted", Counter { count: -1 }, Counter { count: -1 })),
        Ok(())
    );
}

#[test]
#[should_panic(expected = "1 of 2 cases disagree")]
fn table_failures_panic() {
    Equivalence::new("Counter", &hand_written, &declarative).assert_table(&[
        Case::create("negative", Counter { count: -1 }),
        Case::update("ratcheted", Counter { count: -1 }, Counter { count: -1 }),
    ]);
}

fn counters() -> impl Strategy<Value = Counter> + Clone {
    (-3i64..3).prop_map(|count| Counter { count })
}

#[test]
fn property_holds_for_agreeing_validators() {
    Equivalence::new("Counter", &hand_written_ratcheting, &declarative).assert_for_all(cases(counters()), 64);
}

#[test]
#[should_panic(expected = "property failed for minimal case")]
fn property_finds_the_forgotten_ratcheting() {
    Equivalence::new("Counter", &hand_written, &declarative).assert_for_all(cases(counters()), 256);
}
