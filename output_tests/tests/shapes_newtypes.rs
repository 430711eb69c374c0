//! Newtypes (`struct Name(pub T)`): the type's tags
//! run wherever it is used; a newtype of a newtype runs its own
//! checks and then the inner type's; a named string's bad
//! value is JSON-encoded, HTML-safe, while a plain string is Go-quoted.

mod common;

use output_tests::shapes::newtypes::{
    validate_code, validate_port, validate_struct, validate_unprivileged_port, validate_word, Code, Inner, Letter,
    Name, Port, ShortCode, Struct, UnprivilegedPort, Word, Wrapped,
};
use validation_runtime::{validate, Operation, Path};

/// `Name` always fails (`+k8s:validateFalse`), so every created `Struct`
/// reports it; this value is otherwise valid.
fn base() -> Struct {
    Struct {
        port: Port(80),
        optional_port: None,
        unprivileged: UnprivilegedPort(Port(8080)),
        name: Name("web".to_owned()),
        wrapped: Wrapped(Inner { count: 0 }),
    }
}

const NAME_WEB: &str =
    r#"FieldValueInvalid name: Invalid value: "web": forced failure: named string (origin: validateFalse)"#;

#[test]
fn valid_values_report_only_the_always_failing_name() {
    assert_eq!(common::create(validate_struct, &base()), [NAME_WEB]);
}

#[test]
fn type_tags_apply_to_a_field_of_the_newtype() {
    let obj = Struct {
        port: Port(0),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            NAME_WEB,
        ]
    );
}

#[test]
fn type_tags_check_both_limits() {
    let obj = Struct {
        port: Port(65536),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid port: Invalid value: 65536: must be less than or equal to 65535 (origin: maximum)",
            NAME_WEB,
        ]
    );
}

#[test]
fn type_tags_apply_to_a_present_option_field() {
    let obj = Struct {
        optional_port: Some(Port(-1)),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid optionalPort: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            NAME_WEB,
        ]
    );
}

#[test]
fn absent_option_field_of_the_newtype_is_not_checked() {
    let obj = Struct {
        optional_port: None,
        port: Port(443),
        ..base()
    };
    assert_eq!(common::create(validate_struct, &obj), [NAME_WEB]);
}

#[test]
fn type_function_used_directly_at_the_root_reports_on_the_null_path() {
    assert_eq!(
        common::create(validate_port, &Port(0)),
        ["FieldValueInvalid <nil>: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn newtype_of_newtype_runs_its_own_checks_then_the_inner_types() {
    let obj = Struct {
        unprivileged: UnprivilegedPort(Port(0)),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid unprivileged: Invalid value: 0: must be greater than or equal to 1024 (origin: minimum)",
            "FieldValueInvalid unprivileged: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            NAME_WEB,
        ]
    );
}

#[test]
fn newtype_of_newtype_own_check_alone() {
    assert_eq!(
        common::create(validate_unprivileged_port, &UnprivilegedPort(Port(80))),
        ["FieldValueInvalid <nil>: Invalid value: 80: must be greater than or equal to 1024 (origin: minimum)"]
    );
}

#[test]
fn newtype_of_newtype_inner_check_alone() {
    assert_eq!(
        common::create(validate_unprivileged_port, &UnprivilegedPort(Port(70000))),
        ["FieldValueInvalid <nil>: Invalid value: 70000: must be less than or equal to 65535 (origin: maximum)"]
    );
}

#[test]
fn named_string_bad_value_is_html_safe_json() {
    let obj = Struct {
        name: Name(r#"a<b>&"c"#.to_owned()),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid name: Invalid value: "a\u003cb\u003e\u0026\"c": forced failure: named string (origin: validateFalse)"#
        ]
    );
}

#[test]
fn plain_string_bad_value_is_go_quoted_for_contrast() {
    // What the same check reports for a plain `String` value.
    let errs = validate::fixed_result(
        &Operation::create(),
        &Path::new("name"),
        Some(r#"a<b>&"c"#),
        None,
        false,
        "plain string",
    );
    assert_eq!(
        common::describe(&errs),
        [r#"FieldValueInvalid name: Invalid value: "a<b>&\"c": forced failure: plain string (origin: validateFalse)"#]
    );
}

#[test]
fn named_string_control_characters_use_json_escapes() {
    let obj = Struct {
        name: Name("tab\there\u{1}".to_owned()),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid name: Invalid value: "tab\there\u0001": forced failure: named string (origin: validateFalse)"#
        ]
    );
}

#[test]
fn newtype_of_struct_descends_into_the_struct() {
    let obj = Struct {
        wrapped: Wrapped(Inner { count: -1 }),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            NAME_WEB,
            "FieldValueInvalid wrapped.count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        port: Port(0),
        optional_port: Some(Port(70000)),
        unprivileged: UnprivilegedPort(Port(1)),
        name: Name("n".to_owned()),
        wrapped: Wrapped(Inner { count: -2 }),
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid optionalPort: Invalid value: 70000: must be less than or equal to 65535 (origin: maximum)",
            "FieldValueInvalid unprivileged: Invalid value: 1: must be greater than or equal to 1024 (origin: minimum)",
            r#"FieldValueInvalid name: Invalid value: "n": forced failure: named string (origin: validateFalse)"#,
            "FieldValueInvalid wrapped.count: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_with_unchanged_values_is_ratcheted() {
    let obj = Struct {
        port: Port(0),
        optional_port: Some(Port(0)),
        unprivileged: UnprivilegedPort(Port(0)),
        wrapped: Wrapped(Inner { count: -1 }),
        ..base()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changing_a_newtype_field_revalidates_it() {
    let old = Struct {
        port: Port(0),
        ..base()
    };
    let new = Struct {
        port: Port(-1),
        ..base()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_changing_the_named_string_revalidates_it() {
    let old = base();
    let new = Struct {
        name: Name("api".to_owned()),
        ..base()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [r#"FieldValueInvalid name: Invalid value: "api": forced failure: named string (origin: validateFalse)"#]
    );
}

#[test]
fn update_setting_an_option_newtype_field_checks_it() {
    let old = base();
    let new = Struct {
        optional_port: Some(Port(0)),
        ..base()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid optionalPort: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_changing_a_wrapped_struct_revalidates_it() {
    let old = Struct {
        wrapped: Wrapped(Inner { count: -1 }),
        ..base()
    };
    let new = Struct {
        wrapped: Wrapped(Inner { count: -7 }),
        ..base()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid wrapped.count: Invalid value: -7: must be greater than or equal to 0 (origin: minimum)"]
    );
}

fn word(text: &str) -> Word {
    Word(Code(ShortCode(Letter(text.to_owned()))))
}

#[test]
fn a_chain_of_newtypes_checks_each_link_outermost_first() {
    // Each link checks the string at the bottom (read through the
    // generated accessors), then calls the next link's function.
    assert_eq!(
        common::create(validate_word, &word("")),
        [
            "FieldValueTooShort <nil>: Too short: must be at least 4 characters (origin: minLength)",
            "FieldValueTooShort <nil>: Too short: must be at least 3 characters (origin: minLength)",
            "FieldValueTooShort <nil>: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooShort <nil>: Too short: must be at least 1 character (origin: minLength)",
        ]
    );
    assert_eq!(
        common::create(validate_word, &word("ab")),
        [
            "FieldValueTooShort <nil>: Too short: must be at least 4 characters (origin: minLength)",
            "FieldValueTooShort <nil>: Too short: must be at least 3 characters (origin: minLength)",
        ]
    );
    assert_eq!(
        common::create(validate_word, &word("abcde")),
        ["FieldValueTooLong <nil>: Too long: may not be more than 4 characters (origin: maxLength)"]
    );
    assert_eq!(common::create(validate_word, &word("abcd")), common::NONE);
}

#[test]
fn a_link_of_a_newtype_chain_checks_only_the_links_from_it() {
    let Word(code) = word("a");
    assert_eq!(
        common::create(validate_code, &code),
        [
            "FieldValueTooShort <nil>: Too short: must be at least 3 characters (origin: minLength)",
            "FieldValueTooShort <nil>: Too short: must be at least 2 characters (origin: minLength)",
        ]
    );
}
