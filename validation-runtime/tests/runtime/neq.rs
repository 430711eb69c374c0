//! Not-equal.

use validation_runtime::validate::{neq, neq_str};
use validation_runtime::{BadValue, ErrorList, ErrorType, Operation, Path, TypedStr};

const F: Path<'static> = Path::new("f");

fn one(errs: ErrorList) -> (ErrorType, String, String) {
    assert_eq!(errs.len(), 1, "{errs:?}");
    let e = &errs[0];
    (e.error_type.clone(), e.origin.clone(), e.to_string())
}

fn assert_success(errs: ErrorList) {
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(errs.into_vec().capacity(), 0);
}

fn invalid(msg: &str) -> (ErrorType, String, String) {
    (ErrorType::Invalid, "neq".to_owned(), msg.to_owned())
}

#[test]
fn integers_and_booleans_print_plainly() {
    for op in [Operation::create(), Operation::update()] {
        assert_eq!(
            one(neq(&op, &F, Some(&5i32), Some(&4), 5)),
            invalid("f: Invalid value: 5: must not be equal to 5")
        );
        assert_eq!(
            one(neq(&op, &F, Some(&-1i64), None, -1)),
            invalid("f: Invalid value: -1: must not be equal to -1")
        );
        assert_eq!(
            one(neq(&op, &F, Some(&u64::MAX), None, u64::MAX)),
            invalid("f: Invalid value: 18446744073709551615: must not be equal to 18446744073709551615")
        );
        assert_eq!(
            one(neq(&op, &F, Some(&true), None, true)),
            invalid("f: Invalid value: true: must not be equal to true")
        );
        assert_eq!(
            one(neq(&op, &F, Some(&false), None, false)),
            invalid("f: Invalid value: false: must not be equal to false")
        );
        assert_success(neq(&op, &F, Some(&4i32), None, 5));
        assert_success(neq(&op, &F, Some(&0u8), None, 1));
        assert_success(neq(&op, &F, Some(&false), None, true));
        assert_success(neq::<i32>(&op, &F, None, Some(&5), 5));
    }
    let errs = neq(&Operation::create(), &F, Some(&7u16), None, 7);
    assert_eq!(errs[0].bad_value, BadValue::Uint(7));
}

#[test]
fn strings_are_go_quoted() {
    let op = Operation::create();
    assert_eq!(
        one(neq_str(&op, &F, Some("foo"), None, "foo")),
        invalid("f: Invalid value: \"foo\": must not be equal to \"foo\"")
    );
    assert_eq!(
        one(neq_str(&op, &F, Some(""), None, "")),
        invalid("f: Invalid value: \"\": must not be equal to \"\"")
    );
    assert_eq!(
        one(neq_str(&op, &F, Some("a\"b\n"), None, "a\"b\n")),
        invalid(r#"f: Invalid value: "a\"b\n": must not be equal to "a\"b\n""#)
    );
    // A named string type renders as JSON; the disallowed value Go-quoted.
    let errs = neq_str(&op, &F, Some(TypedStr::new("<x>")), None, "<x>");
    assert_eq!(errs[0].bad_value, BadValue::Json("\"\\u003cx\\u003e\"".to_owned()));
    assert_eq!(
        one(errs),
        invalid("f: Invalid value: \"\\u003cx\\u003e\": must not be equal to \"<x>\"")
    );
    let owned = String::from("bar");
    assert_eq!(
        one(neq_str(&op, &F, Some(&owned), None, "bar")),
        invalid("f: Invalid value: \"bar\": must not be equal to \"bar\"")
    );
    assert_success(neq_str(&op, &F, Some("Foo"), None, "foo"));
    assert_success(neq_str(&op, &F, Some("foo "), None, "foo"));
    assert_success(neq_str::<str>(&op, &F, None, None, "foo"));
}
