use super::*;
use crate::{Path, ToBadValue};

fn inv(field: &str, value: &str, origin: &str, detail: &str) -> FieldError {
    FieldError::invalid(&Path::new(field), value.to_bad_value(), detail).with_origin(origin)
}

#[test]
fn empty_matcher_matches_everything() {
    let a = inv("a", "x", "o", "d");
    let b = FieldError::required(&Path::new("b"), "");
    assert!(ErrorMatcher::new().matches(&a, &b));
}

#[test]
fn each_switch() {
    let base = inv("f", "v", "o", "detail text");
    let m = ErrorMatcher::new();
    assert!(!m
        .clone()
        .by_type()
        .matches(&base, &FieldError::required(&Path::new("f"), "")));
    assert!(!m.clone().by_field().matches(&base, &inv("g", "v", "o", "detail text")));
    assert!(!m.clone().by_value().matches(&base, &inv("f", "w", "o", "detail text")));
    assert!(!m.clone().by_origin().matches(&base, &inv("f", "v", "p", "detail text")));
    assert!(!m
        .clone()
        .by_detail_exact()
        .matches(&base, &inv("f", "v", "o", "detail")));
    let want_sub = inv("f", "v", "o", "tail");
    assert!(m.clone().by_detail_substring().matches(&want_sub, &base));
    assert!(m.clone().by_detail_substring().matches(&inv("f", "v", "o", ""), &base));
    assert!(!m.clone().by_detail_substring().matches(&base, &want_sub));
    assert!(m
        .clone()
        .by_detail_regexp()
        .matches(&inv("f", "v", "o", "^det.*xt$"), &base));
    assert!(m
        .clone()
        .by_detail_regexp()
        .matches(&inv("f", "v", "o", "ail t"), &base));
    assert!(!m
        .clone()
        .by_detail_regexp()
        .matches(&inv("f", "v", "o", "^tail"), &base));
    assert!(!m.clone().by_detail_regexp().matches(&inv("f", "v", "o", "("), &base));
    assert!(!m
        .clone()
        .by_validation_stability_level()
        .matches(&base, &base.clone().mark_beta()));
    assert!(!m
        .clone()
        .by_source()
        .matches(&base, &base.clone().mark_from_imperative()));
    let mut sc = base.clone();
    sc.short_circuit = true;
    assert!(!m.clone().match_short_circuit().matches(&base, &sc));
    assert!(m.exactly().matches(&base, &base.clone().mark_beta()));
}

#[test]
fn require_origin_when_invalid() {
    let m = ErrorMatcher::new().by_type().by_origin().require_origin_when_invalid();
    let no_origin = inv("f", "v", "", "d");
    assert!(!m.matches(&no_origin, &no_origin));
    assert!(m.matches(&inv("f", "v", "o", "d"), &inv("f", "v", "o", "d")));
    let req = FieldError::required(&Path::new("f"), "");
    assert!(m.matches(&req, &req));
}

#[test]
fn normalized_fields_apply_to_got_only() {
    let rules = [NormalizationRule::regex(r"^old\.", "new.").unwrap()];
    let m = ErrorMatcher::new().by_field_normalized(&rules);
    assert!(m.matches(&inv("new.a", "", "", ""), &inv("old.a", "", "", "")));
    assert!(!m.matches(&inv("old.a", "", "", ""), &inv("new.a", "", "", "")));
    assert_eq!(m.render(&inv("old.a", "", "", "")), r#"{Field="new.a" (aka "old.a")}"#);
}

#[test]
fn ancestor_short_circuit() {
    let m = ErrorMatcher::new().by_type().match_ancestor_short_circuit();
    let mut got = FieldError::required(&Path::new("spec").child("container"), "");
    got.short_circuit = true;
    let want_child = inv("spec.container.name", "", "", "");
    let want_index = inv("spec.container[0]", "", "", "");
    let want_sibling = inv("spec.containers", "", "", "");
    assert!(m.matches(&want_child, &got));
    assert!(m.matches(&want_index, &got));
    assert!(!m.matches(&want_sibling, &got));
    assert!(!m.matches(&inv("spec.container", "", "", ""), &got));
    got.short_circuit = false;
    assert!(!m.matches(&want_child, &got));
}

#[test]
fn render_parts_in_order() {
    let e = inv("field", "value", "origin", "detail");
    let m = ErrorMatcher::new()
        .by_type()
        .by_field()
        .by_value()
        .by_origin()
        .by_detail_exact();
    assert_eq!(
        m.render(&e),
        r#"{Type="Invalid value", Field="field", Value="value", Origin="origin", Detail="detail"}"#
    );
    let all = m.by_validation_stability_level().by_source().match_short_circuit();
    assert_eq!(
        all.render(&e.clone().mark_alpha()),
        r#"{Type="Invalid value", Field="field", Value="value", Origin="origin", Detail="detail", ValidationStabilityLevel=alpha, FromImperative=false, ShortCircuit=false}"#
    );
    let origin_only_when_invalid = ErrorMatcher::new().by_field().require_origin_when_invalid();
    assert_eq!(
        origin_only_when_invalid.render(&e),
        r#"{Field="field", Origin="origin"}"#
    );
    let req = FieldError::required(&Path::new("r"), "");
    assert_eq!(origin_only_when_invalid.render(&req), r#"{Field="r"}"#);
    let values = ErrorMatcher::new().by_value();
    let null = FieldError::invalid(&Path::new("f"), BadValue::Null, "");
    assert_eq!(values.render(&null), "{Value=<nil>}");
    let typed = FieldError::invalid(&Path::new("f"), crate::TypedStr::new("A").to_bad_value(), "");
    assert_eq!(values.render(&typed), "{Value=A}");
    assert_eq!(values.render(&FieldError::too_many(&Path::new("f"), 3, 2)), "{Value=3}");
    assert_eq!(ErrorMatcher::new().render(&e), "{}");
}
