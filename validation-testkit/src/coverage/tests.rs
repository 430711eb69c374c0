use validation_runtime::{BadValue, ErrorList, FieldError, Path};

use super::*;

const RULES: &[DeclaredRule] = &[
    DeclaredRule {
        root: "Widget",
        path: "spec.replicas",
        origin: "minimum",
    },
    DeclaredRule {
        root: "Widget",
        path: "spec.templates[*].image",
        origin: "required",
    },
    DeclaredRule {
        root: "Widget",
        path: "spec",
        origin: ANY_ORIGIN,
    },
];

fn recorded() -> CoverageRecorder {
    let spec = Path::new("spec");
    let templates = spec.child("templates");
    let third = templates.index(3);
    let mut errs = ErrorList::from(FieldError::required(&third.child("image"), ""));
    errs.push(FieldError::invalid(&spec.child("replicas"), BadValue::Int(-1), "x").with_origin("maximum"));
    let recorder = CoverageRecorder::new();
    recorder.record("Widget", &errs);
    recorder
}

#[test]
fn paths_lose_their_subscripts() {
    assert_eq!(normalize_path("spec.ports[http].x[0][a.b]"), "spec.ports[*].x[*][*]");
    assert_eq!(normalize_path("<nil>"), "");
    assert_eq!(normalize_path("metadata.name"), "metadata.name");
}

#[test]
fn origin_less_errors_are_named_by_reason() {
    let p = Path::new("f");
    assert_eq!(coverage_origin(&FieldError::required(&p, "")), "required");
    assert_eq!(coverage_origin(&FieldError::forbidden(&p, "")), "forbidden");
    assert_eq!(
        coverage_origin(&FieldError::not_supported(&p, BadValue::Null, &[])),
        "enum"
    );
    assert_eq!(coverage_origin(&FieldError::duplicate(&p, BadValue::Null)), "unique");
    assert_eq!(coverage_origin(&FieldError::internal(&p, "x")), "InternalError");
    assert_eq!(
        coverage_origin(&FieldError::forbidden(&p, "").with_origin("update")),
        "update"
    );
}

#[test]
fn report_lists_uncovered_rules_and_bad_allowlist_entries() {
    let recorder = recorded();
    assert_eq!(
        recorder.seen(),
        [
            ("Widget".into(), "spec.replicas".into(), "maximum".into()),
            ("Widget".into(), "spec.templates[*].image".into(), "required".into()),
        ]
    );
    let allowlist = parse_allowlist(
        "# exemptions\n\nWidget spec.templates[*].image required # covered anyway\nWidget spec.nothing minimum\n",
    )
    .unwrap();
    let report = report(RULES, &allowlist, &recorder);
    assert_eq!(report.uncovered, [RULES[0]]);
    assert_eq!(
        report.to_string(),
        "declared rules no test case triggered (add a case, or an allowlist entry with the reason):\n  \
         Widget spec.replicas minimum\n\
         allowlist entries naming no declared rule:\n  line 4: Widget spec.nothing minimum\n\
         allowlist entries for rules the cases do trigger (remove them):\n  \
         line 3: Widget spec.templates[*].image required\n"
    );
    assert!(!report.is_clean());
}

#[test]
fn allowlisted_rules_pass() {
    let allowlist = "Widget spec.replicas minimum # no case sets a negative count\n";
    assert_covered(RULES, allowlist, &recorded());
}

#[test]
#[should_panic(expected = "Widget spec.replicas minimum")]
fn uncovered_rules_fail() {
    assert_covered(RULES, "", &recorded());
}

#[test]
fn malformed_allowlist_lines_are_reported() {
    assert_eq!(
        parse_allowlist("Widget spec\n"),
        Err("allowlist line 1: expected `Type path origin`, found \"Widget spec\"".to_owned())
    );
}

#[test]
fn any_origin_is_covered_by_errors_at_or_below_the_path() {
    let recorder = CoverageRecorder::new();
    let rule = RULES[2];
    recorder.record(
        "Widget",
        &ErrorList::from(FieldError::forbidden(&Path::new("specs"), "")),
    );
    assert!(!recorder.covers(&rule));
    recorder.record("Other", &ErrorList::from(FieldError::forbidden(&Path::new("spec"), "")));
    assert!(!recorder.covers(&rule));
    recorder.record(
        "Widget",
        &ErrorList::from(FieldError::forbidden(&Path::new("spec").child("a"), "")),
    );
    assert!(recorder.covers(&rule));
}
