//! Validators with exact field, reason,
//! origin and detail.

use serde::Serialize;
use validation_runtime::validate::{self, *};
use validation_runtime::{BadValue, ErrorList, ErrorMatcher, ErrorType, FieldError, Operation, Path, TypedStr};

/// Checks `got` against `(reason, field, origin, detail)` tuples with the
/// matcher generated tests use, and against full messages.
fn expect(got: ErrorList, want: &[(ErrorType, &str, &str, &str)], messages: &[&str]) {
    let want: Vec<FieldError> = want
        .iter()
        .map(|(t, f, o, d)| FieldError::new(t.clone(), &Path::new(f), BadValue::Null, *d).with_origin(o))
        .collect();
    let m = ErrorMatcher::new().by_type().by_field().by_origin().by_detail_exact();
    if let Err(problems) = m.test(&want, got.as_slice()) {
        panic!("{}", problems.join("\n"));
    }
    let rendered: Vec<String> = got.iter().map(ToString::to_string).collect();
    assert_eq!(rendered, messages);
}

const F: Path<'static> = Path::new("f");

#[test]
fn required_optional_forbidden() {
    for op in [Operation::create(), Operation::update()] {
        expect(
            required(&op, &F, false),
            &[(ErrorType::Required, "f", "", "")],
            &["f: Required value"],
        );
        expect(required(&op, &F, true), &[], &[]);
        expect(
            optional(&op, &F, false),
            &[(ErrorType::Required, "f", "", "optional value was not specified")],
            &["f: Required value: optional value was not specified"],
        );
        expect(optional(&op, &F, true), &[], &[]);
        expect(
            forbidden(&op, &F, true),
            &[(ErrorType::Forbidden, "f", "", "")],
            &["f: Forbidden"],
        );
        expect(forbidden(&op, &F, false), &[], &[]);
    }
}

#[test]
fn shape_wrappers() {
    let op = Operation::create();
    // Value: zero value is unset.
    assert_eq!(required_value(&op, &F, Some(&0i32), None).len(), 1);
    assert!(required_value(&op, &F, Some(&"x".to_owned()), None).is_empty());
    assert_eq!(optional_value(&op, &F, Some(&String::new()), None).len(), 1);
    assert_eq!(forbidden_value(&op, &F, Some(&true), None).len(), 1);
    // Pointer: presence is set, even of a zero value.
    assert!(required_pointer(&op, &F, Some(&0i32), None).is_empty());
    assert!(required_pointer(&op, &F, Some(""), None).is_empty());
    assert_eq!(optional_pointer::<i32>(&op, &F, None, None).len(), 1);
    assert_eq!(forbidden_pointer(&op, &F, Some(""), None).len(), 1);
    // Slice and map: length > 0.
    assert_eq!(required_slice::<i32>(&op, &F, &[], &[1]).len(), 1);
    assert!(optional_slice(&op, &F, &[1], &[]).is_empty());
    assert_eq!(forbidden_slice(&op, &F, &["a"], &[]).len(), 1);
    assert_eq!(required_map(&op, &F, 0).len(), 1);
    assert!(forbidden_map(&op, &F, 0).is_empty());
    assert!(optional_map(&op, &F, 3).is_empty());
}

#[test]
fn minimum_and_maximum() {
    let op = Operation::create();
    expect(
        minimum(&op, &F, Some(&0i32), None, 1),
        &[(ErrorType::Invalid, "f", "minimum", "must be greater than or equal to 1")],
        &["f: Invalid value: 0: must be greater than or equal to 1"],
    );
    expect(minimum(&op, &F, Some(&1i32), None, 1), &[], &[]);
    expect(minimum::<i32>(&op, &F, None, None, 1), &[], &[]);
    expect(
        maximum(&op, &F, Some(&11u8), None, 10),
        &[(ErrorType::Invalid, "f", "maximum", "must be less than or equal to 10")],
        &["f: Invalid value: 11: must be less than or equal to 10"],
    );
    expect(maximum(&op, &F, Some(&10u8), None, 10), &[], &[]);
    expect(
        minimum(&op, &F, Some(&i64::MIN), None, -5),
        &[(
            ErrorType::Invalid,
            "f",
            "minimum",
            "must be greater than or equal to -5",
        )],
        &["f: Invalid value: -9223372036854775808: must be greater than or equal to -5"],
    );
    expect(
        maximum(&op, &F, Some(&u64::MAX), None, 0),
        &[(ErrorType::Invalid, "f", "maximum", "must be less than or equal to 0")],
        &["f: Invalid value: 18446744073709551615: must be less than or equal to 0"],
    );
    let e = minimum(&op, &F, Some(&-3i16), None, 0);
    assert_eq!(e[0].bad_value, BadValue::Int(-3));
    assert_eq!(maximum(&op, &F, Some(&7usize), None, 6)[0].bad_value, BadValue::Uint(7));
}

#[test]
fn string_lengths() {
    let op = Operation::create();
    let long = "a".repeat(11);
    expect(
        max_length(&op, &F, Some(long.as_str()), None, 10),
        &[(
            ErrorType::TooLong,
            "f",
            "maxLength",
            "may not be more than 10 characters",
        )],
        &["f: Too long: may not be more than 10 characters"],
    );
    // Characters, not bytes: 3 characters in 9 bytes.
    expect(max_length(&op, &F, Some("日本語"), None, 3), &[], &[]);
    assert_eq!(max_length(&op, &F, Some("日本語"), None, 2).len(), 1);
    expect(
        max_length(&op, &F, Some(""), None, -1),
        &[(ErrorType::TooLong, "f", "maxLength", "value is too long")],
        &["f: Too long: value is too long"],
    );
    expect(max_length::<str>(&op, &F, None, None, -1), &[], &[]);
    assert_eq!(
        max_length(&op, &F, Some(TypedStr::new("abc")), None, 1)[0].detail,
        "may not be more than 1 character"
    );

    let kib = "x".repeat(1025);
    expect(
        max_bytes(&op, &F, Some(&kib), None, 1024),
        &[(ErrorType::TooLong, "f", "maxBytes", "may not be more than 1024 bytes")],
        &["f: Too long: may not be more than 1024 bytes"],
    );
    assert_eq!(max_bytes(&op, &F, Some("日本語"), None, 8).len(), 1);
    expect(max_bytes(&op, &F, Some("日本語"), None, 9), &[], &[]);
    expect(max_bytes::<String>(&op, &F, None, None, 0), &[], &[]);

    expect(
        min_length(&op, &F, Some("abc"), None, 10),
        &[(ErrorType::TooShort, "f", "minLength", "must be at least 10 characters")],
        &["f: Too short: must be at least 10 characters"],
    );
    let short = min_length(&op, &F, Some("ab"), None, 3);
    assert_eq!(short[0].bad_value, BadValue::String("ab".into()));
    let typed = min_length(&op, &F, Some(TypedStr::new("ab")), None, 3);
    assert_eq!(typed[0].bad_value, BadValue::Json("\"ab\"".into()));
    expect(min_length(&op, &F, Some("日本"), None, 2), &[], &[]);
    expect(min_length(&op, &F, Some(""), None, 0), &[], &[]);
    expect(min_length(&op, &F, Some(""), None, -3), &[], &[]);
    expect(min_length::<str>(&op, &F, None, None, 5), &[], &[]);
    assert_eq!(
        min_length(&op, &F, Some(""), None, 1)[0].detail,
        "must be at least 1 character"
    );
}

#[test]
fn item_counts() {
    let op = Operation::create();
    let three = [1, 2, 3];
    expect(
        max_items(&op, &F, Some(&three[..]), None, 2),
        &[(ErrorType::TooMany, "f", "maxItems", "must have at most 2 items")],
        &["f: Too many: 3: must have at most 2 items"],
    );
    expect(max_items(&op, &F, Some(&three[..]), None, 3), &[], &[]);
    expect(max_items::<i32>(&op, &F, None, None, 0), &[], &[]);
    expect(
        max_items::<i32>(&op, &F, None, None, -1),
        &[(ErrorType::TooMany, "f", "maxItems", "has too many items")],
        &["f: Too many: 0: has too many items"],
    );
    expect(
        min_items::<i32>(&op, &F, None, None, 1),
        &[(ErrorType::TooFew, "f", "minItems", "must have at least 1 item")],
        &["f: Too few: 0: must have at least 1 item"],
    );
    expect(min_items(&op, &F, Some(&three[..]), None, 3), &[], &[]);
    expect(min_items::<i32>(&op, &F, Some(&[]), None, -1), &[], &[]);
}

#[derive(Serialize)]
struct Thing {
    name: String,
}
validation_runtime::to_bad_value_via_json!(Thing);

#[test]
fn fixed_result_validator() {
    let op = Operation::create();
    expect(fixed_result(&op, &F, Some("x"), None, true, "never"), &[], &[]);
    expect(
        fixed_result(&op, &F, Some("x"), None, false, "always fails"),
        &[(ErrorType::Invalid, "f", "validateFalse", "forced failure: always fails")],
        &["f: Invalid value: \"x\": forced failure: always fails"],
    );
    expect(
        fixed_result::<i32>(&op, &F, None, None, false, "T"),
        &[(ErrorType::Invalid, "f", "validateFalse", "forced failure: T")],
        &["f: Invalid value: null: forced failure: T"],
    );
    expect(
        fixed_result(&op, &F, Some(&7u32), None, false, "n"),
        &[(ErrorType::Invalid, "f", "validateFalse", "forced failure: n")],
        &["f: Invalid value: 7: forced failure: n"],
    );
}

#[test]
#[should_panic(expected = "unmatched error")]
fn expect_helper_rejects_unexpected_errors() {
    expect(required(&Operation::create(), &F, false), &[], &[]);
}

#[test]
fn fixed_result_on_struct_at_root() {
    let op = Operation::create();
    let thing = Thing { name: "n".into() };
    let errs = validate::fixed_result(&op, &Path::root(), Some(&thing), None, false, "type");
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].field, "<nil>");
    assert_eq!(errs[0].origin, "validateFalse");
    assert_eq!(
        errs[0].to_string(),
        "<nil>: Invalid value: {\"name\":\"n\"}: forced failure: type"
    );
}

#[test]
fn validators_do_not_allocate_on_success() {
    // An unallocated Vec has capacity 0; every success path returns one.
    let op = Operation::create();
    let one_entry = std::collections::BTreeMap::from([("k", 1)]);
    let lists = [
        required(&op, &F, true),
        optional(&op, &F, true),
        forbidden(&op, &F, false),
        minimum(&op, &F, Some(&5i32), None, 0),
        maximum(&op, &F, Some(&5i32), None, 10),
        max_length(&op, &F, Some("abc"), None, 3),
        max_bytes(&op, &F, Some("abc"), None, 3),
        min_length(&op, &F, Some("abc"), None, 3),
        max_items(&op, &F, Some(&[1][..]), None, 1),
        min_items(&op, &F, Some(&[1][..]), None, 1),
        max_properties(&op, &F, Some(&one_entry), None, 1),
        min_properties(&op, &F, Some(&one_entry), None, 1),
        fixed_result(&op, &F, Some("x"), None, true, ""),
        if_option(&op.clone().with_option("A", true), &F, "A", false, ErrorList::new),
    ];
    for l in lists {
        assert!(l.is_empty());
        assert_eq!(l.into_vec().capacity(), 0);
    }
}
