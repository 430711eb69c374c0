//! List comparison with the error matcher.

use std::slice;

use validation_runtime::{ErrorMatcher, FieldError, Path, ToBadValue};

fn inv(field: &str, value: &str, origin: &str, detail: &str) -> FieldError {
    FieldError::invalid(&Path::new(field), value.to_bad_value(), detail).with_origin(origin)
}

fn std_matcher() -> ErrorMatcher {
    ErrorMatcher::new().by_type().by_field().by_origin().by_detail_exact()
}

#[test]
fn order_insensitive_exact_multiplicity() {
    let a = inv("a", "1", "minimum", "d");
    let b = FieldError::required(&Path::new("b"), "");
    let m = std_matcher();
    assert_eq!(m.test(&[a.clone(), b.clone()], &[b.clone(), a.clone()]), Ok(()));
    assert_eq!(m.test(&[], &[]), Ok(()));
    // Two identical expectations without origin need two errors.
    let err = m.test(&[b.clone(), b.clone()], slice::from_ref(&b)).unwrap_err();
    assert_eq!(
        err,
        vec![
            r#"expected an error matching:
{Type="Required value", Field="b", Origin="", Detail=""}"#
        ]
    );
}

#[test]
fn exact_duplicates_are_reported() {
    let b = FieldError::required(&Path::new("b"), "");
    let m = std_matcher();
    let err = m.test(slice::from_ref(&b), &[b.clone(), b.clone()]).unwrap_err();
    assert_eq!(
        err,
        vec![
            r#"exact duplicate error:
{Type="Required value", Field="b", Value="", Origin="", Detail=""}"#,
            r#"unmatched error:
{Type="Required value", Field="b", Value="", Origin="", Detail=""}"#,
        ]
    );
    // Errors that differ only in value are not duplicates.
    let v1 = inv("f", "1", "", "d");
    let v2 = inv("f", "2", "", "d");
    assert_eq!(m.test(&[v1.clone(), v1.clone()], &[v1, v2]), Ok(()));
}

#[test]
fn origin_bearing_expectation_absorbs_several() {
    let m = std_matcher();
    let got = [
        inv("k", "A/b/c", "format=k8s-label-key", "prefix part x"),
        inv("k", "A/b/c", "format=k8s-label-key", "prefix part x").with_origin("format=k8s-label-key"),
        inv("other", "z", "minimum", "m"),
    ];
    // The two label-key errors are identical, so one duplicate report...
    let want = [
        inv("k", "", "format=k8s-label-key", "prefix part x"),
        inv("other", "", "minimum", "m"),
    ];
    let err = m.test(&want, &got).unwrap_err();
    assert_eq!(err.len(), 1);
    assert!(err[0].starts_with("exact duplicate error:"));
    // ...while distinct errors from the same rule are all absorbed by one expectation.
    let got = [
        inv("k", "x", "format=k8s-label-key", "d"),
        inv("k", "y", "format=k8s-label-key", "d"),
        inv("other", "z", "minimum", "m"),
    ];
    let want = [
        inv("k", "", "format=k8s-label-key", "d"),
        inv("other", "", "minimum", "m"),
    ];
    assert_eq!(m.test(&want, &got), Ok(()));
}

#[test]
fn without_origin_only_first_is_consumed() {
    let m = std_matcher();
    let got = [inv("k", "x", "", "d"), inv("k", "y", "", "d")];
    let err = m.test(&[inv("k", "", "", "d")], &got).unwrap_err();
    assert_eq!(
        err,
        vec![
            r#"unmatched error:
{Type="Invalid value", Field="k", Value="y", Origin="", Detail="d"}"#
        ]
    );
    // Without by_origin, origins do not absorb either.
    let no_origin = ErrorMatcher::new().by_type().by_field();
    let got = [inv("k", "x", "o", "d"), inv("k", "y", "o", "d")];
    assert_eq!(no_origin.test(&[inv("k", "", "o", "")], &got).unwrap_err().len(), 1);
}

#[test]
fn missing_and_leftover() {
    let m = std_matcher();
    let want = [inv("a", "", "minimum", "must be greater than or equal to 1")];
    let got = [inv("b", "0", "maximum", "must be less than or equal to 1")];
    assert_eq!(
        m.test(&want, &got).unwrap_err(),
        vec![
            r#"expected an error matching:
{Type="Invalid value", Field="a", Origin="minimum", Detail="must be greater than or equal to 1"}"#,
            r#"unmatched error:
{Type="Invalid value", Field="b", Value="0", Origin="maximum", Detail="must be less than or equal to 1"}"#,
        ]
    );
}

#[test]
fn ancestor_short_circuit() {
    let m = ErrorMatcher::new().by_type().by_field().match_ancestor_short_circuit();
    let got = validation_runtime::ErrorList::from(FieldError::required(&Path::new("spec").child("template"), ""))
        .mark_short_circuit();
    let deep = inv("spec.template.spec.containers[0].name", "", "", "");
    assert!(m.matches(&deep, &got[0]));
    assert!(m.matches(&inv("spec.template[0]", "", "", ""), &got[0]));
    assert!(!m.matches(&inv("spec.templates", "", "", ""), &got[0]));
    assert!(!m.matches(&inv("spec", "", "", ""), &got[0]));
    // Not allowed in list comparison.
    let err = m.test(&[deep], got.as_slice()).unwrap_err();
    assert_eq!(
        err,
        vec!["match_ancestor_short_circuit is not supported when comparing error lists"]
    );
}

#[test]
fn stability_source_and_short_circuit_switches() {
    let e = inv("f", "v", "o", "d");
    let m = std_matcher()
        .by_validation_stability_level()
        .by_source()
        .match_short_circuit();
    let beta = e.clone().mark_beta();
    assert!(m.test(slice::from_ref(&e), slice::from_ref(&beta)).is_err());
    assert_eq!(m.test(slice::from_ref(&beta), slice::from_ref(&beta)), Ok(()));
    let imperative = e.clone().mark_from_imperative();
    assert!(m.test(slice::from_ref(&e), &[imperative]).is_err());
    let sc = validation_runtime::ErrorList::from(e.clone()).mark_short_circuit();
    assert!(m.test(&[e], sc.as_slice()).is_err());
}
