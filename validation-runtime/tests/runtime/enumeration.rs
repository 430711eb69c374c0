//! Enumerations with option-conditional exclusions.

use validation_runtime::validate::{enumeration, Exclusion};
use validation_runtime::{BadValue, ErrorList, ErrorType, Operation, Path, TypedStr};

const F: Path<'static> = Path::new("fld");

/// (reason, full message) of each error; enum errors never have an origin.
fn rendered(errs: &ErrorList) -> Vec<(ErrorType, String)> {
    for e in errs.iter() {
        assert_eq!(e.origin, "", "{e:?}");
    }
    errs.iter().map(|e| (e.error_type.clone(), e.to_string())).collect()
}

fn unsupported(msg: &str) -> Vec<(ErrorType, String)> {
    vec![(ErrorType::NotSupported, msg.to_owned())]
}

fn internal(msg: &str) -> Vec<(ErrorType, String)> {
    vec![(ErrorType::Internal, msg.to_owned())]
}

fn assert_success(errs: ErrorList) {
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(errs.into_vec().capacity(), 0);
}

const EXCLUDE_B_WHEN_X: [Exclusion; 1] = [Exclusion {
    value: "B",
    option: "FeatureX",
    exclude_when: true,
}];

#[test]
fn members_pass_and_others_are_unsupported() {
    for op in [Operation::create(), Operation::update()] {
        assert_success(enumeration(&op, &F, Some("A"), None, &["A", "B", "C"], &[]));
        assert_eq!(
            rendered(&enumeration(&op, &F, Some("Z"), Some("A"), &["C", "A", "B"], &[])),
            unsupported("fld: Unsupported value: \"Z\": supported values: \"A\", \"B\", \"C\"")
        );
    }
    // A present empty string is checked.
    assert_eq!(
        rendered(&enumeration(&Operation::create(), &F, Some(""), None, &["A"], &[])),
        unsupported("fld: Unsupported value: \"\": supported values: \"A\"")
    );
    assert_success(enumeration(&Operation::create(), &F, Some(""), None, &["", "A"], &[]));
}

#[test]
fn absent_value_is_not_checked() {
    let op = Operation::create();
    assert_success(enumeration::<str>(&op, &F, None, None, &["A"], &[]));
    // Not even an undefined option is reported.
    assert_success(enumeration::<str>(&op, &F, None, None, &["A", "B"], &EXCLUDE_B_WHEN_X));
}

#[test]
fn supported_values_are_sorted_bytewise_and_deduplicated() {
    let op = Operation::create();
    assert_eq!(
        rendered(&enumeration(
            &op,
            &F,
            Some("z"),
            None,
            &["b", "a", "B", "_", "b", "a"],
            &[]
        )),
        unsupported("fld: Unsupported value: \"z\": supported values: \"B\", \"_\", \"a\", \"b\"")
    );
    // Values are Go-quoted in the detail.
    assert_eq!(
        rendered(&enumeration(&op, &F, Some("z"), None, &["a\"b", "c\\d", "e\nf"], &[])),
        unsupported(r#"fld: Unsupported value: "z": supported values: "a\"b", "c\\d", "e\nf""#)
    );
}

#[test]
fn exclusions_follow_the_options() {
    let on = Operation::create().with_option("FeatureX", true);
    let off = Operation::update().with_option("FeatureX", false);
    // Spec example: B excluded while FeatureX is enabled.
    assert_eq!(
        rendered(&enumeration(
            &on,
            &F,
            Some("B"),
            None,
            &["A", "B", "C"],
            &EXCLUDE_B_WHEN_X
        )),
        unsupported("fld: Unsupported value: \"B\": supported values: \"A\", \"C\"")
    );
    assert_success(enumeration(
        &off,
        &F,
        Some("B"),
        None,
        &["A", "B", "C"],
        &EXCLUDE_B_WHEN_X,
    ));
    // An excluded member is also missing from the list for other values.
    assert_eq!(
        rendered(&enumeration(
            &on,
            &F,
            Some("Z"),
            None,
            &["A", "B", "C"],
            &EXCLUDE_B_WHEN_X
        )),
        unsupported("fld: Unsupported value: \"Z\": supported values: \"A\", \"C\"")
    );
    // exclude_when: false excludes while the option is disabled.
    let when_off = [Exclusion {
        value: "A",
        option: "FeatureX",
        exclude_when: false,
    }];
    assert_eq!(
        rendered(&enumeration(&off, &F, Some("A"), None, &["A", "B"], &when_off)),
        unsupported("fld: Unsupported value: \"A\": supported values: \"B\"")
    );
    assert_success(enumeration(&on, &F, Some("A"), None, &["A", "B"], &when_off));
    // Several rules on one value: any holding condition excludes it.
    let both = [
        Exclusion {
            value: "A",
            option: "P",
            exclude_when: true,
        },
        Exclusion {
            value: "A",
            option: "Q",
            exclude_when: false,
        },
    ];
    let op = |p, q| Operation::create().with_option("P", p).with_option("Q", q);
    assert_success(enumeration(&op(false, true), &F, Some("A"), None, &["A", "B"], &both));
    for (p, q) in [(true, true), (false, false), (true, false)] {
        assert_eq!(
            rendered(&enumeration(&op(p, q), &F, Some("A"), None, &["A", "B"], &both)),
            unsupported("fld: Unsupported value: \"A\": supported values: \"B\""),
            "P={p} Q={q}"
        );
    }
}

#[test]
fn every_member_excluded_gives_an_empty_detail() {
    let op = Operation::create().with_option("FeatureX", true);
    let errs = enumeration(&op, &F, Some("B"), None, &["B"], &EXCLUDE_B_WHEN_X);
    assert_eq!(rendered(&errs), unsupported("fld: Unsupported value: \"B\""));
    assert_eq!(errs[0].detail, "");
    // An empty set behaves the same.
    assert_eq!(
        rendered(&enumeration(&op, &F, Some("B"), None, &[], &[])),
        unsupported("fld: Unsupported value: \"B\"")
    );
}

#[test]
fn undefined_options_are_internal_errors() {
    let op = Operation::create();
    let msg = "fld: Internal error: undefined validation option \"FeatureX\"";
    // Whatever the value: member, excluded or not, or non-member.
    for v in ["A", "B", "Z"] {
        assert_eq!(
            rendered(&enumeration(&op, &F, Some(v), None, &["A", "B"], &EXCLUDE_B_WHEN_X)),
            internal(msg),
            "{v}"
        );
    }
    // Unlike upstream, an undefined option after a rule that already
    // excludes the value is still reported; the first undefined one is named.
    let rules = [
        Exclusion {
            value: "B",
            option: "Defined",
            exclude_when: true,
        },
        Exclusion {
            value: "B",
            option: "Missing1",
            exclude_when: true,
        },
        Exclusion {
            value: "A",
            option: "Missing2",
            exclude_when: false,
        },
    ];
    let defined = Operation::update().with_option("Defined", true);
    for v in ["A", "B", "Z"] {
        let errs = enumeration(&defined, &F, Some(v), None, &["A", "B"], &rules);
        assert_eq!(
            rendered(&errs),
            internal("fld: Internal error: undefined validation option \"Missing1\""),
            "{v}"
        );
        assert_eq!(errs[0].detail, "undefined validation option \"Missing1\"");
    }
}

#[test]
fn typed_values_render_as_json() {
    let op = Operation::create();
    let errs = enumeration(&op, &F, Some(TypedStr::new("a<b")), None, &["x"], &[]);
    assert_eq!(errs[0].bad_value, BadValue::Json("\"a\\u003cb\"".to_owned()));
    assert_eq!(
        rendered(&errs),
        unsupported("fld: Unsupported value: \"a\\u003cb\": supported values: \"x\"")
    );
    let errs = enumeration(&op, &F, Some("a<b"), None, &["x"], &[]);
    assert_eq!(errs[0].bad_value, BadValue::String("a<b".to_owned()));
    assert_eq!(
        rendered(&errs),
        unsupported("fld: Unsupported value: \"a<b\": supported values: \"x\"")
    );
    assert_success(enumeration(&op, &F, Some(TypedStr::new("x")), None, &["x"], &[]));
    let owned = String::from("x");
    assert_success(enumeration(&op, &F, Some(&owned), None, &["x"], &[]));
}
