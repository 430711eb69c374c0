//! Error list helpers, aggregates, filter.

use validation_runtime::{type_matcher, ErrorList, ErrorType, FieldError, Path, ToBadValue};

fn req(f: &str) -> FieldError {
    FieldError::required(&Path::new(f), "")
}

fn inv(f: &str, v: i64) -> FieldError {
    FieldError::invalid(&Path::new(f), v.to_bad_value(), "bad")
}

#[test]
fn aggregate_dedups_and_joins() {
    assert!(ErrorList::new().to_aggregate().is_none());

    let one = ErrorList::from(req("a"));
    assert_eq!(one.to_aggregate().unwrap().to_string(), "a: Required value");

    // Same message twice (even with different origins) collapses.
    let list = ErrorList::from(vec![req("a"), inv("b", 1), req("a").with_origin("other"), inv("b", 2)]);
    let agg = list.to_aggregate().unwrap();
    assert_eq!(agg.errors().len(), 3);
    assert_eq!(
        agg.to_string(),
        "[a: Required value, b: Invalid value: 1: bad, b: Invalid value: 2: bad]"
    );

    let dup_only = ErrorList::from(vec![req("a"), req("a")]);
    let agg = dup_only.to_aggregate().unwrap();
    assert_eq!(agg.errors().len(), 1);
    assert_eq!(agg.to_string(), "a: Required value");
}

#[test]
fn aggregate_built_by_hand_skips_repeats_while_joining() {
    let agg = validation_runtime::Aggregate::new(vec![req("a"), req("a"), req("b")]);
    assert_eq!(agg.to_string(), "[a: Required value, b: Required value]");
    let same = validation_runtime::Aggregate::new(vec![req("a"), req("a")]);
    assert_eq!(same.to_string(), "a: Required value");
}

#[test]
fn filter_drops_matches_and_duplicates() {
    let list = ErrorList::from(vec![req("a"), inv("b", 1), req("c"), inv("b", 1)]);
    let is_required = type_matcher(ErrorType::Required);
    let kept = list.filter(&[&is_required]).unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].to_string(), "b: Invalid value: 1: bad");

    let no_matchers = list.filter(&[]).unwrap();
    assert_eq!(no_matchers.len(), 3);

    let is_invalid = type_matcher(ErrorType::Invalid);
    assert!(list.filter(&[&is_required, &is_invalid]).is_none());
    assert!(ErrorList::new().filter(&[]).is_none());
}

#[test]
fn marks_apply_to_every_error() {
    let list = ErrorList::from(vec![req("a"), inv("b", 1)])
        .with_origin("x")
        .with_origin("y")
        .mark_alpha()
        .mark_short_circuit()
        .mark_covered_by_declarative()
        .mark_from_imperative()
        .prefix_detail("p: ");
    for e in &list {
        assert_eq!(e.origin, "y");
        assert!(e.is_alpha() && e.short_circuit && e.covered_by_declarative && e.from_imperative);
    }
    assert_eq!(list[0].detail, "p: ");
    assert_eq!(list[1].detail, "p: bad");
    assert!(list.clone().mark_beta().iter().all(FieldError::is_beta));
}

#[test]
fn covered_extraction_keeps_order() {
    let list = ErrorList::from(vec![
        req("a").mark_covered_by_declarative(),
        req("b"),
        req("c").mark_covered_by_declarative(),
    ]);
    let covered: Vec<_> = list
        .extract_covered_by_declarative()
        .into_iter()
        .map(|e| e.field)
        .collect();
    assert_eq!(covered, ["a", "c"]);
    let rest: Vec<_> = list
        .remove_covered_by_declarative()
        .iter()
        .map(|e| e.field.clone())
        .collect();
    assert_eq!(rest, ["b"]);
    assert!(ErrorList::from(req("z")).extract_covered_by_declarative().is_empty());
}

#[test]
fn conversions() {
    let mut list: ErrorList = vec![req("a")].into_iter().collect();
    list.extend([req("b")]);
    list.push(req("c"));
    list.append(ErrorList::from(vec![req("d")]));
    list.append(ErrorList::new());
    assert_eq!(list.len(), 4);
    assert_eq!(list.as_slice().len(), 4);
    let v: Vec<FieldError> = list.clone().into_vec();
    assert_eq!(ErrorList::from(v.clone()), list);
    let fields: Vec<&str> = (&list).into_iter().map(|e| e.field.as_str()).collect();
    assert_eq!(fields, ["a", "b", "c", "d"]);
    assert_eq!(ErrorList::default(), ErrorList::new());
}

#[test]
fn append_short_circuit_marks_and_reports_whether_anything_failed() {
    let path = Path::new("f");
    let mut errs = ErrorList::new();
    assert!(!errs.append_short_circuit(ErrorList::new()));
    assert!(errs.is_empty());
    assert!(errs.append_short_circuit(ErrorList::from(vec![FieldError::required(&path, "")])));
    assert_eq!(errs.len(), 1);
    assert!(errs.iter().all(|e| e.short_circuit));
}
