//! The testing tags and the execution model
//! they exercise: `validateFalse` is
//! `Invalid` · origin `validateFalse` · bad value = the value · detail
//! `forced failure: <payload>`; short-circuit checks run first (all of them,
//! errors marked), then the rest is skipped if any failed; a non-error
//! short-circuit stops silently; named cohorts run after the default cohort,
//! each isolated; a default-cohort short-circuit failure skips the named
//! cohorts and, at type level, the whole type function.

mod common;

use output_tests::testing_tags::{validate_child, validate_stopped, Child, Stopped, Struct};
use validation_runtime::{Operation, Path};

fn create(obj: &Struct) -> Vec<String> {
    common::create(output_tests::testing_tags::validate_struct, obj)
}

fn update(new: &Struct, old: &Struct) -> Vec<String> {
    common::update(output_tests::testing_tags::validate_struct, new, old)
}

fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&output_tests::testing_tags::validate_struct(
        &Operation::update(),
        &Path::root(),
        Some(obj),
        None,
    ))
}

fn forced(field: &str, value: &str, text: &str) -> String {
    format!("FieldValueInvalid {field}: Invalid value: {value}: forced failure: {text} (origin: validateFalse)")
}

fn forced_sc(field: &str, value: &str, text: &str) -> String {
    format!("{} [short-circuit]", forced(field, value, text))
}

fn two_failures(v: i32) -> Vec<String> {
    vec![
        forced("twoFailures", &v.to_string(), "first"),
        forced("twoFailures", &v.to_string(), "second"),
    ]
}

fn short_circuits(v: i32) -> Vec<String> {
    vec![
        forced_sc("shortCircuits", &v.to_string(), "sc1"),
        forced_sc("shortCircuits", &v.to_string(), "sc2"),
    ]
}

fn cohorts(v: i32) -> Vec<String> {
    vec![
        forced("cohorts", &v.to_string(), "default"),
        forced_sc("cohorts", &v.to_string(), "a-sc"),
        forced("cohorts", &v.to_string(), "b-runs"),
    ]
}

fn stops_cohorts(v: i32) -> Vec<String> {
    vec![forced_sc("stopsCohorts", &v.to_string(), "stop")]
}

fn child(name: &str, n: i64) -> Vec<String> {
    vec![forced(
        "child",
        &format!("{{\"name\":\"{name}\",\"n\":{n}}}"),
        "child type",
    )]
}

fn stopped(field: i32) -> Vec<String> {
    vec![forced_sc("stopped", &format!("{{\"field\":{field}}}"), "type stop")]
}

fn concat(parts: &[Vec<String>]) -> Vec<String> {
    parts.concat()
}

// ---- create ----------------------------------------------------------------

#[test]
fn zero_object_reports_every_forced_failure_in_order() {
    assert_eq!(
        create(&Struct::default()),
        concat(&[
            two_failures(0),
            short_circuits(0),
            cohorts(0),
            stops_cohorts(0),
            child("", 0),
            stopped(0)
        ])
    );
}

#[test]
fn validate_true_never_fails() {
    // Only `passes` carries `validateTrue`; changing it on update re-runs its
    // field block, which must stay silent.
    let old = Struct::default();
    let new = Struct {
        passes: 42,
        ..Struct::default()
    };
    assert_eq!(update(&new, &old), common::NONE);
}

#[test]
fn plain_checks_all_report_in_tag_order() {
    let old = Struct::default();
    let new = Struct {
        two_failures: 7,
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &old),
        [
            "FieldValueInvalid twoFailures: Invalid value: 7: forced failure: first (origin: validateFalse)",
            "FieldValueInvalid twoFailures: Invalid value: 7: forced failure: second (origin: validateFalse)",
        ]
    );
}

#[test]
fn all_short_circuit_checks_run_first_then_the_rest_is_skipped() {
    // "plain" is declared first but is not short-circuit: it is skipped.
    let new = Struct {
        short_circuits: 1,
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &Struct::default()),
        [
            "FieldValueInvalid shortCircuits: Invalid value: 1: forced failure: sc1 (origin: validateFalse) [short-circuit]",
            "FieldValueInvalid shortCircuits: Invalid value: 1: forced failure: sc2 (origin: validateFalse) [short-circuit]",
        ]
    );
}

#[test]
fn non_error_short_circuit_stops_silently() {
    let new = Struct {
        silent_stop: 1,
        ..Struct::default()
    };
    assert_eq!(update(&new, &Struct::default()), common::NONE);
}

#[test]
fn named_cohorts_run_after_default_and_are_isolated() {
    // Default cohort: "default". Cohort a: "a-sc" fails and skips
    // "a-skipped" only. Cohort b: "b-runs" still runs.
    let new = Struct {
        cohorts: 1,
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &Struct::default()),
        [
            "FieldValueInvalid cohorts: Invalid value: 1: forced failure: default (origin: validateFalse)",
            "FieldValueInvalid cohorts: Invalid value: 1: forced failure: a-sc (origin: validateFalse) [short-circuit]",
            "FieldValueInvalid cohorts: Invalid value: 1: forced failure: b-runs (origin: validateFalse)",
        ]
    );
}

#[test]
fn default_cohort_short_circuit_skips_named_cohorts() {
    let new = Struct {
        stops_cohorts: 1,
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &Struct::default()),
        ["FieldValueInvalid stopsCohorts: Invalid value: 1: forced failure: stop (origin: validateFalse) [short-circuit]"]
    );
}

#[test]
fn struct_bad_value_is_json_with_serde_names() {
    let new = Struct {
        child: Child {
            name: "x".to_owned(),
            number: -3,
        },
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &Struct::default()),
        ["FieldValueInvalid child: Invalid value: {\"name\":\"x\",\"n\":-3}: forced failure: child type (origin: validateFalse)"]
    );
}

#[test]
fn struct_bad_value_json_escapes_html_characters() {
    // Go's HTML-safe JSON escaping for `<`, `>`, `&`.
    let new = Struct {
        child: Child {
            name: "<a&b>\"".to_owned(),
            number: 1,
        },
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &Struct::default()),
        ["FieldValueInvalid child: Invalid value: {\"name\":\"\\u003ca\\u0026b\\u003e\\\"\",\"n\":1}: forced failure: child type (origin: validateFalse)"]
    );
}

#[test]
fn type_level_short_circuit_stops_the_fields_of_the_type() {
    // `Stopped.field` carries "never reached".
    let new = Struct {
        stopped: Stopped { field: 9 },
        ..Struct::default()
    };
    assert_eq!(
        update(&new, &Struct::default()),
        ["FieldValueInvalid stopped: Invalid value: {\"field\":9}: forced failure: type stop (origin: validateFalse) [short-circuit]"]
    );
}

#[test]
fn type_functions_called_directly() {
    let c = validate_child(&Operation::create(), &Path::new("c"), Some(&Child::default()), None);
    assert_eq!(
        common::describe(&c),
        ["FieldValueInvalid c: Invalid value: {\"name\":\"\",\"n\":0}: forced failure: child type (origin: validateFalse)"]
    );
    let s = validate_stopped(&Operation::create(), &Path::root(), Some(&Stopped::default()), None);
    assert_eq!(
        common::describe(&s),
        ["FieldValueInvalid <nil>: Invalid value: {\"field\":0}: forced failure: type stop (origin: validateFalse) [short-circuit]"]
    );
}

#[test]
fn absent_value_has_nothing_to_check() {
    let s = validate_stopped(&Operation::create(), &Path::new("s"), None, None);
    assert_eq!(common::describe(&s), common::NONE);
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_object_is_ratcheted() {
    let obj = Struct {
        passes: 1,
        two_failures: 2,
        short_circuits: 3,
        silent_stop: 4,
        cohorts: 5,
        stops_cohorts: 6,
        child: Child {
            name: "n".to_owned(),
            number: 7,
        },
        stopped: Stopped { field: 8 },
    };
    assert_eq!(update(&obj, &obj.clone()), common::NONE);
}

#[test]
fn update_every_field_changed_reports_everything() {
    let old = Struct::default();
    let new = Struct {
        passes: 1,
        two_failures: 2,
        short_circuits: 3,
        silent_stop: 4,
        cohorts: 5,
        stops_cohorts: 6,
        child: Child {
            name: "n".to_owned(),
            number: 7,
        },
        stopped: Stopped { field: 8 },
    };
    assert_eq!(
        update(&new, &old),
        concat(&[
            two_failures(2),
            short_circuits(3),
            cohorts(5),
            stops_cohorts(6),
            child("n", 7),
            stopped(8)
        ])
    );
}

#[test]
fn update_changed_struct_field_revalidates_its_type() {
    // Only `child.n` changed; the whole Child value is re-validated.
    let old = Struct::default();
    let new = Struct {
        child: Child {
            name: String::new(),
            number: 1,
        },
        ..Struct::default()
    };
    assert_eq!(update(&new, &old), child("", 1));
}

#[test]
fn update_without_old_object_validates_everything() {
    assert_eq!(
        update_without_old(&Struct::default()),
        concat(&[
            two_failures(0),
            short_circuits(0),
            cohorts(0),
            stops_cohorts(0),
            child("", 0),
            stopped(0)
        ])
    );
}

#[test]
fn update_of_type_with_type_tags_as_root_is_not_ratcheted() {
    // A root's type-level validations run on
    // every update; the type-level short-circuit still stops the fields.
    let s = Stopped { field: 1 };
    let errs = validate_stopped(&Operation::update(), &Path::root(), Some(&s), Some(&s.clone()));
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid <nil>: Invalid value: {\"field\":1}: forced failure: type stop (origin: validateFalse) [short-circuit]"]
    );
    let c = Child::default();
    let errs = validate_child(&Operation::update(), &Path::root(), Some(&c), Some(&c.clone()));
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid <nil>: Invalid value: {\"name\":\"\",\"n\":0}: forced failure: child type (origin: validateFalse)"]
    );
}
