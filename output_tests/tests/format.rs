//! `+k8s:format=<name>`: every format
//! name, with valid values and the exact error(s) for invalid ones. Every
//! error carries origin `format=<name>`; one error per failed sub-rule, in the
//! order the rule lists them. Regex messages reproduce the `',  or '`
//! two-space quirk. An absent optional is not checked, a
//! present empty one is. Plain `String` bad values are Go-quoted, the named
//! `ShortName` value is JSON-encoded with HTML-safe escaping. Field-ratcheted.

mod common;

use output_tests::format::{validate_short_name, validate_struct, ShortName, Struct};
use validation_runtime::{Operation, Path};

// ---- exact predicate messages --------------------------------

const LABEL_MSG: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_MSG: &str = r"a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const CASELESS_MSG: &str = r"an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const NAME_PART_MSG: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_KEY_PARTS_MSG: &str = "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const LABEL_VALUE_MSG: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const C_IDENT_MSG: &str = "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')";
const UUID_MSG: &str = "must be a lowercase UUID in 8-4-4-4-12 format";
const DOMAIN_PREFIXED_MSG: &str = "a name must be a domain-prefixed path, such as 'example.com/my-prop'";
const FULLY_QUALIFIED_MSG: &str = "a fully qualified name must be a domain and a name separated by a slash";

/// Every field valid.
fn valid() -> Struct {
    Struct {
        short_name: "my-name".into(),
        long_name: "example.com".into(),
        long_name_caseless: "Example.COM".into(),
        label_key: "example.com/MyName".into(),
        prefixed_label_key: "example.com/key".into(),
        label_value: "MyValue".into(),
        path_segment_name: "foo".into(),
        uuid: "123e4567-e89b-12d3-a456-426614174000".into(),
        resource_pool_name: "example.com/pool-1".into(),
        extended_resource_name: "example.com/my-prop".into(),
        resource_fully_qualified_name: "prefix.com/Name".into(),
        optional: None,
        named: ShortName("my-name".into()),
    }
}

/// Create-validate `valid()` after `change`.
fn check(change: impl FnOnce(&mut Struct)) -> Vec<String> {
    let mut obj = valid();
    change(&mut obj);
    common::create(validate_struct, &obj)
}

fn update(new: Struct, old: Struct) -> Vec<String> {
    common::update(validate_struct, &new, &old)
}

// ---- baseline ------------------------------------------------------------------

#[test]
fn valid_values_pass() {
    assert_eq!(check(|_| {}), common::NONE);
}

#[test]
fn zero_object_reports_every_format_that_rejects_empty() {
    // label-value and path-segment-name accept ""; the option is absent.
    assert_eq!(
        common::create(validate_struct, &Struct::default()),
        [
            format!(r#"FieldValueInvalid shortName: Invalid value: "": {LABEL_MSG} (origin: format=k8s-short-name)"#),
            format!(r#"FieldValueInvalid longName: Invalid value: "": {SUBDOMAIN_MSG} (origin: format=k8s-long-name)"#),
            format!(
                r#"FieldValueInvalid longNameCaseless: Invalid value: "": {CASELESS_MSG} (origin: format=k8s-long-name-caseless)"#
            ),
            r#"FieldValueInvalid labelKey: Invalid value: "": name part must be non-empty (origin: format=k8s-label-key)"#
                .to_string(),
            format!(r#"FieldValueInvalid labelKey: Invalid value: "": {NAME_PART_MSG} (origin: format=k8s-label-key)"#),
            r#"FieldValueInvalid prefixedLabelKey: Invalid value: "": name part must be non-empty (origin: format=k8s-prefixed-label-key)"#
                .to_string(),
            format!(
                r#"FieldValueInvalid prefixedLabelKey: Invalid value: "": {NAME_PART_MSG} (origin: format=k8s-prefixed-label-key)"#
            ),
            format!(r#"FieldValueInvalid uuid: Invalid value: "": {UUID_MSG} (origin: format=k8s-uuid)"#),
            r#"FieldValueInvalid resourcePoolName: Invalid value: "": segment 0: must not be empty (origin: format=k8s-resource-pool-name)"#
                .to_string(),
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "": {DOMAIN_PREFIXED_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "": {NAME_PART_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": {C_IDENT_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": {FULLY_QUALIFIED_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
            format!(r#"FieldValueInvalid named: Invalid value: "": {LABEL_MSG} (origin: format=k8s-short-name)"#),
        ]
    );
}

// ---- k8s-short-name --------------------------------------------------------------

#[test]
fn short_name_valid_values_pass() {
    for value in ["a", "0", "my-name", "123-abc", "a--b", &"a".repeat(63)] {
        assert_eq!(check(|s| s.short_name = value.into()), common::NONE, "{value:?}");
    }
}

#[test]
fn short_name_with_uppercase_and_underscore_fails_the_pattern() {
    assert_eq!(
        check(|s| s.short_name = "My_Name".into()),
        [format!(
            r#"FieldValueInvalid shortName: Invalid value: "My_Name": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn short_name_of_64_bytes_fails_only_the_length() {
    let value = "a".repeat(64);
    assert_eq!(
        check(|s| s.short_name = value.clone()),
        [format!(
            r#"FieldValueInvalid shortName: Invalid value: "{value}": must be no more than 63 bytes (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn short_name_that_is_a_subdomain_must_not_contain_dots() {
    assert_eq!(
        check(|s| s.short_name = "my.name".into()),
        [
            r#"FieldValueInvalid shortName: Invalid value: "my.name": must not contain dots (origin: format=k8s-short-name)"#
        ]
    );
}

#[test]
fn short_name_with_dots_that_is_not_a_subdomain_gets_the_label_message() {
    assert_eq!(
        check(|s| s.short_name = "My.Name".into()),
        [format!(
            r#"FieldValueInvalid shortName: Invalid value: "My.Name": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn short_name_too_long_and_dotted_reports_both() {
    let value = format!("a.{}", "b".repeat(62));
    assert_eq!(
        check(|s| s.short_name = value.clone()),
        [
            format!(
                r#"FieldValueInvalid shortName: Invalid value: "{value}": must be no more than 63 bytes (origin: format=k8s-short-name)"#
            ),
            format!(
                r#"FieldValueInvalid shortName: Invalid value: "{value}": must not contain dots (origin: format=k8s-short-name)"#
            ),
        ]
    );
}

#[test]
fn short_name_too_long_and_uppercase_reports_both() {
    let value = "A".repeat(64);
    assert_eq!(
        check(|s| s.short_name = value.clone()),
        [
            format!(
                r#"FieldValueInvalid shortName: Invalid value: "{value}": must be no more than 63 bytes (origin: format=k8s-short-name)"#
            ),
            format!(
                r#"FieldValueInvalid shortName: Invalid value: "{value}": {LABEL_MSG} (origin: format=k8s-short-name)"#
            ),
        ]
    );
}

#[test]
fn short_name_with_leading_or_trailing_dash_fails() {
    for value in ["-abc", "abc-"] {
        assert_eq!(
            check(|s| s.short_name = value.into()),
            [format!(
                r#"FieldValueInvalid shortName: Invalid value: "{value}": {LABEL_MSG} (origin: format=k8s-short-name)"#
            )],
        );
    }
}

#[test]
fn short_name_with_trailing_newline_fails_and_is_go_quoted() {
    // `$` is end of input, not end of line.
    assert_eq!(
        check(|s| s.short_name = "abc\n".into()),
        [format!(
            r#"FieldValueInvalid shortName: Invalid value: "abc\n": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

// ---- k8s-long-name -------------------------------------------------------------

#[test]
fn long_name_valid_values_pass() {
    for value in ["a", "example.com", "a.b-c.d", "1.2.3", &"a".repeat(253)] {
        assert_eq!(check(|s| s.long_name = value.into()), common::NONE, "{value:?}");
    }
}

#[test]
fn long_name_of_254_bytes_fails_the_length() {
    let value = "a".repeat(254);
    assert_eq!(
        check(|s| s.long_name = value.clone()),
        [format!(
            r#"FieldValueInvalid longName: Invalid value: "{value}": must be no more than 253 bytes (origin: format=k8s-long-name)"#
        )]
    );
}

#[test]
fn long_name_with_bad_syntax_fails_the_pattern() {
    for value in [
        "Example.com",
        "example..com",
        "example.com.",
        ".example.com",
        "-a.com",
        "a_b",
    ] {
        assert_eq!(
            check(|s| s.long_name = value.into()),
            [format!(
                r#"FieldValueInvalid longName: Invalid value: "{value}": {SUBDOMAIN_MSG} (origin: format=k8s-long-name)"#
            )],
        );
    }
}

#[test]
fn long_name_too_long_and_uppercase_reports_both() {
    let value = "A".repeat(254);
    assert_eq!(
        check(|s| s.long_name = value.clone()),
        [
            format!(
                r#"FieldValueInvalid longName: Invalid value: "{value}": must be no more than 253 bytes (origin: format=k8s-long-name)"#
            ),
            format!(
                r#"FieldValueInvalid longName: Invalid value: "{value}": {SUBDOMAIN_MSG} (origin: format=k8s-long-name)"#
            ),
        ]
    );
}

// ---- k8s-long-name-caseless ------------------------------------------------------

#[test]
fn caseless_long_name_accepts_either_case() {
    for value in ["example.com", "Example.com", "EXAMPLE.COM", "a-B.c-D", &"A".repeat(253)] {
        assert_eq!(
            check(|s| s.long_name_caseless = value.into()),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn caseless_long_name_uses_unicode_simple_case_folding() {
    // `(?i)` also admits ſ (U+017F) and K (U+212A).
    for value in ["ſ.example", "\u{212A}.example"] {
        assert_eq!(
            check(|s| s.long_name_caseless = value.into()),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn caseless_long_name_with_bad_syntax_prints_the_lowercase_regex() {
    for value in ["Example_com", "-Example.com", "Example..com"] {
        assert_eq!(
            check(|s| s.long_name_caseless = value.into()),
            [format!(
                r#"FieldValueInvalid longNameCaseless: Invalid value: "{value}": {CASELESS_MSG} (origin: format=k8s-long-name-caseless)"#
            )],
        );
    }
}

#[test]
fn caseless_long_name_of_254_bytes_fails_only_the_length() {
    let value = "A".repeat(254);
    assert_eq!(
        check(|s| s.long_name_caseless = value.clone()),
        [format!(
            r#"FieldValueInvalid longNameCaseless: Invalid value: "{value}": must be no more than 253 bytes (origin: format=k8s-long-name-caseless)"#
        )]
    );
}

// ---- k8s-label-key ---------------------------------------------------------------

#[test]
fn label_key_valid_values_pass() {
    for value in [
        "MyName",
        "my.name",
        "123-abc",
        "a_b",
        "example.com/MyName",
        "a/b",
        &"a".repeat(63),
    ] {
        assert_eq!(check(|s| s.label_key = value.into()), common::NONE, "{value:?}");
    }
}

#[test]
fn label_key_empty_reports_empty_and_pattern() {
    assert_eq!(
        check(|s| s.label_key = String::new()),
        [
            r#"FieldValueInvalid labelKey: Invalid value: "": name part must be non-empty (origin: format=k8s-label-key)"#
                .to_string(),
            format!(r#"FieldValueInvalid labelKey: Invalid value: "": {NAME_PART_MSG} (origin: format=k8s-label-key)"#),
        ]
    );
}

#[test]
fn label_key_with_empty_prefix_fails() {
    assert_eq!(
        check(|s| s.label_key = "/name".into()),
        [
            r#"FieldValueInvalid labelKey: Invalid value: "/name": prefix part must be non-empty (origin: format=k8s-label-key)"#
        ]
    );
}

#[test]
fn label_key_with_empty_name_after_prefix_fails_twice() {
    assert_eq!(
        check(|s| s.label_key = "example.com/".into()),
        [
            r#"FieldValueInvalid labelKey: Invalid value: "example.com/": name part must be non-empty (origin: format=k8s-label-key)"#
                .to_string(),
            format!(
                r#"FieldValueInvalid labelKey: Invalid value: "example.com/": {NAME_PART_MSG} (origin: format=k8s-label-key)"#
            ),
        ]
    );
}

#[test]
fn label_key_with_three_parts_reports_one_error() {
    assert_eq!(
        check(|s| s.label_key = "a/b/c".into()),
        [format!(
            r#"FieldValueInvalid labelKey: Invalid value: "a/b/c": {LABEL_KEY_PARTS_MSG} (origin: format=k8s-label-key)"#
        )]
    );
}

#[test]
fn label_key_with_bad_prefix_fails_the_prefixed_subdomain_message() {
    assert_eq!(
        check(|s| s.label_key = "Example.com/name".into()),
        [format!(
            r#"FieldValueInvalid labelKey: Invalid value: "Example.com/name": prefix part {SUBDOMAIN_MSG} (origin: format=k8s-label-key)"#
        )]
    );
}

#[test]
fn label_key_with_too_long_prefix_fails() {
    let value = format!("{}/n", "a".repeat(254));
    assert_eq!(
        check(|s| s.label_key = value.clone()),
        [format!(
            r#"FieldValueInvalid labelKey: Invalid value: "{value}": prefix part must be no more than 253 bytes (origin: format=k8s-label-key)"#
        )]
    );
}

#[test]
fn label_key_name_of_64_bytes_fails() {
    let value = "a".repeat(64);
    assert_eq!(
        check(|s| s.label_key = value.clone()),
        [format!(
            r#"FieldValueInvalid labelKey: Invalid value: "{value}": name part must be no more than 63 bytes (origin: format=k8s-label-key)"#
        )]
    );
}

#[test]
fn label_key_name_with_bad_syntax_fails() {
    for value in ["-name", "name.", "na me", "example.com/_x"] {
        assert_eq!(
            check(|s| s.label_key = value.into()),
            [format!(
                r#"FieldValueInvalid labelKey: Invalid value: "{value}": {NAME_PART_MSG} (origin: format=k8s-label-key)"#
            )],
        );
    }
}

#[test]
fn label_key_reports_prefix_errors_before_name_errors() {
    assert_eq!(
        check(|s| s.label_key = "Bad_/-x".into()),
        [
            format!(
                r#"FieldValueInvalid labelKey: Invalid value: "Bad_/-x": prefix part {SUBDOMAIN_MSG} (origin: format=k8s-label-key)"#
            ),
            format!(
                r#"FieldValueInvalid labelKey: Invalid value: "Bad_/-x": {NAME_PART_MSG} (origin: format=k8s-label-key)"#
            ),
        ]
    );
}

// ---- k8s-prefixed-label-key ------------------------------------------------------

#[test]
fn prefixed_label_key_valid_values_pass() {
    for value in ["example.com/key", "a/B", "example.com/My_Key.1"] {
        assert_eq!(
            check(|s| s.prefixed_label_key = value.into()),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn prefixed_label_key_without_prefix_fails() {
    assert_eq!(
        check(|s| s.prefixed_label_key = "key".into()),
        [
            r#"FieldValueInvalid prefixedLabelKey: Invalid value: "key": must include a prefix (e.g. 'example.com/key') (origin: format=k8s-prefixed-label-key)"#
        ]
    );
}

#[test]
fn prefixed_label_key_with_empty_prefix_reports_only_the_label_key_error() {
    assert_eq!(
        check(|s| s.prefixed_label_key = "/key".into()),
        [
            r#"FieldValueInvalid prefixedLabelKey: Invalid value: "/key": prefix part must be non-empty (origin: format=k8s-prefixed-label-key)"#
        ]
    );
}

#[test]
fn prefixed_label_key_invalid_name_reports_label_key_errors_not_the_prefix_error() {
    assert_eq!(
        check(|s| s.prefixed_label_key = "-key".into()),
        [format!(
            r#"FieldValueInvalid prefixedLabelKey: Invalid value: "-key": {NAME_PART_MSG} (origin: format=k8s-prefixed-label-key)"#
        )]
    );
}

#[test]
fn prefixed_label_key_with_three_parts_reports_one_error() {
    assert_eq!(
        check(|s| s.prefixed_label_key = "a/b/c".into()),
        [format!(
            r#"FieldValueInvalid prefixedLabelKey: Invalid value: "a/b/c": {LABEL_KEY_PARTS_MSG} (origin: format=k8s-prefixed-label-key)"#
        )]
    );
}

#[test]
fn prefixed_label_key_with_bad_prefix_fails() {
    assert_eq!(
        check(|s| s.prefixed_label_key = "Example.com/key".into()),
        [format!(
            r#"FieldValueInvalid prefixedLabelKey: Invalid value: "Example.com/key": prefix part {SUBDOMAIN_MSG} (origin: format=k8s-prefixed-label-key)"#
        )]
    );
}

// ---- k8s-label-value -------------------------------------------------------------

#[test]
fn label_value_valid_values_pass() {
    for value in ["", "MyValue", "my_value", "12345", "a.b-c_d", &"a".repeat(63)] {
        assert_eq!(check(|s| s.label_value = value.into()), common::NONE, "{value:?}");
    }
}

#[test]
fn label_value_of_64_bytes_fails_the_length() {
    let value = "a".repeat(64);
    assert_eq!(
        check(|s| s.label_value = value.clone()),
        [format!(
            r#"FieldValueInvalid labelValue: Invalid value: "{value}": must be no more than 63 bytes (origin: format=k8s-label-value)"#
        )]
    );
}

#[test]
fn label_value_with_bad_syntax_fails_the_pattern() {
    for value in ["-bad", "bad-", "a/b", "a b", "é"] {
        assert_eq!(
            check(|s| s.label_value = value.into()),
            [format!(
                r#"FieldValueInvalid labelValue: Invalid value: "{value}": {LABEL_VALUE_MSG} (origin: format=k8s-label-value)"#
            )],
        );
    }
}

#[test]
fn label_value_too_long_and_bad_syntax_reports_both() {
    let value = "-".repeat(64);
    assert_eq!(
        check(|s| s.label_value = value.clone()),
        [
            format!(
                r#"FieldValueInvalid labelValue: Invalid value: "{value}": must be no more than 63 bytes (origin: format=k8s-label-value)"#
            ),
            format!(
                r#"FieldValueInvalid labelValue: Invalid value: "{value}": {LABEL_VALUE_MSG} (origin: format=k8s-label-value)"#
            ),
        ]
    );
}

// ---- k8s-path-segment-name -------------------------------------------------------

#[test]
fn path_segment_name_valid_values_pass() {
    for value in ["", "foo", "Foo Bar", "日本", "...", ".a", "a..b", &"x".repeat(300)] {
        assert_eq!(check(|s| s.path_segment_name = value.into()), common::NONE, "{value:?}");
    }
}

#[test]
fn path_segment_name_dot_and_dot_dot_fail() {
    assert_eq!(
        check(|s| s.path_segment_name = ".".into()),
        [
            r#"FieldValueInvalid pathSegmentName: Invalid value: ".": may not be '.' (origin: format=k8s-path-segment-name)"#
        ]
    );
    assert_eq!(
        check(|s| s.path_segment_name = "..".into()),
        [
            r#"FieldValueInvalid pathSegmentName: Invalid value: "..": may not be '..' (origin: format=k8s-path-segment-name)"#
        ]
    );
}

#[test]
fn path_segment_name_with_slash_fails() {
    assert_eq!(
        check(|s| s.path_segment_name = "a/b".into()),
        [
            r#"FieldValueInvalid pathSegmentName: Invalid value: "a/b": may not contain '/' (origin: format=k8s-path-segment-name)"#
        ]
    );
}

#[test]
fn path_segment_name_with_percent_fails() {
    assert_eq!(
        check(|s| s.path_segment_name = "a%20b".into()),
        [
            r#"FieldValueInvalid pathSegmentName: Invalid value: "a%20b": may not contain '%' (origin: format=k8s-path-segment-name)"#
        ]
    );
}

#[test]
fn path_segment_name_with_slash_and_percent_reports_both_in_order() {
    assert_eq!(
        check(|s| s.path_segment_name = "%/".into()),
        [
            r#"FieldValueInvalid pathSegmentName: Invalid value: "%/": may not contain '/' (origin: format=k8s-path-segment-name)"#,
            r#"FieldValueInvalid pathSegmentName: Invalid value: "%/": may not contain '%' (origin: format=k8s-path-segment-name)"#,
        ]
    );
}

// ---- k8s-uuid --------------------------------------------------------------------

#[test]
fn uuid_valid_values_pass() {
    for value in [
        "123e4567-e89b-12d3-a456-426614174000",
        "00000000-0000-0000-0000-000000000000",
        "ffffffff-ffff-ffff-ffff-ffffffffffff",
    ] {
        assert_eq!(check(|s| s.uuid = value.into()), common::NONE, "{value:?}");
    }
}

#[test]
fn uuid_invalid_values_report_one_error() {
    for value in [
        "123E4567-E89B-12D3-A456-426614174000",
        "123e4567-e89b-12d3-a456-42661417400",
        "123e4567-e89b-12d3-a456-4266141740000",
        "123e4567e89b12d3a456426614174000",
        "123e4567-e89b-12d3-a456-42661417400g",
        "123e4567-e89b-12d3a-456-426614174000",
        "{123e4567-e89b-12d3-a456-426614174000}",
    ] {
        assert_eq!(
            check(|s| s.uuid = value.into()),
            [format!(
                r#"FieldValueInvalid uuid: Invalid value: "{value}": {UUID_MSG} (origin: format=k8s-uuid)"#
            )],
        );
    }
}

// ---- k8s-resource-pool-name ------------------------------------------------------

#[test]
fn resource_pool_name_valid_values_pass() {
    for value in ["pool", "example.com/pool-1", "a/b/c", &"a".repeat(253)] {
        assert_eq!(
            check(|s| s.resource_pool_name = value.into()),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn resource_pool_name_empty_has_one_empty_segment() {
    assert_eq!(
        check(|s| s.resource_pool_name = String::new()),
        [
            r#"FieldValueInvalid resourcePoolName: Invalid value: "": segment 0: must not be empty (origin: format=k8s-resource-pool-name)"#
        ]
    );
}

#[test]
fn resource_pool_name_slash_has_two_empty_segments() {
    assert_eq!(
        check(|s| s.resource_pool_name = "/".into()),
        [
            r#"FieldValueInvalid resourcePoolName: Invalid value: "/": segment 0: must not be empty (origin: format=k8s-resource-pool-name)"#,
            r#"FieldValueInvalid resourcePoolName: Invalid value: "/": segment 1: must not be empty (origin: format=k8s-resource-pool-name)"#,
        ]
    );
}

#[test]
fn resource_pool_name_empty_middle_segment_shows_the_whole_value() {
    assert_eq!(
        check(|s| s.resource_pool_name = "a//b".into()),
        [
            r#"FieldValueInvalid resourcePoolName: Invalid value: "a//b": segment 1: must not be empty (origin: format=k8s-resource-pool-name)"#
        ]
    );
}

#[test]
fn resource_pool_name_of_254_bytes_is_too_long_and_its_segment_too() {
    let value = "b".repeat(254);
    assert_eq!(
        check(|s| s.resource_pool_name = value.clone()),
        [
            "FieldValueTooLong resourcePoolName: Too long: may not be more than 253 bytes (origin: format=k8s-resource-pool-name)"
                .to_string(),
            format!(
                r#"FieldValueInvalid resourcePoolName: Invalid value: "{value}": segment 0: must be no more than 253 bytes (origin: format=k8s-resource-pool-name)"#
            ),
        ]
    );
}

#[test]
fn resource_pool_name_bad_segments_show_the_segment_value() {
    assert_eq!(
        check(|s| s.resource_pool_name = "Not/Valid/Either".into()),
        [
            format!(
                r#"FieldValueInvalid resourcePoolName: Invalid value: "Not": segment 0: {SUBDOMAIN_MSG} (origin: format=k8s-resource-pool-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourcePoolName: Invalid value: "Valid": segment 1: {SUBDOMAIN_MSG} (origin: format=k8s-resource-pool-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourcePoolName: Invalid value: "Either": segment 2: {SUBDOMAIN_MSG} (origin: format=k8s-resource-pool-name)"#
            ),
        ]
    );
}

#[test]
fn resource_pool_name_only_the_bad_segment_is_reported() {
    assert_eq!(
        check(|s| s.resource_pool_name = "ok.example/Bad_Pool".into()),
        [format!(
            r#"FieldValueInvalid resourcePoolName: Invalid value: "Bad_Pool": segment 1: {SUBDOMAIN_MSG} (origin: format=k8s-resource-pool-name)"#
        )]
    );
}

// ---- k8s-extended-resource-name --------------------------------------------------

#[test]
fn extended_resource_name_valid_values_pass() {
    for value in ["example.com/my-prop", "example.com/foo", "a.b/My_Prop.1"] {
        assert_eq!(
            check(|s| s.extended_resource_name = value.into()),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn extended_resource_name_without_domain_fails_once() {
    assert_eq!(
        check(|s| s.extended_resource_name = "foo".into()),
        [format!(
            r#"FieldValueInvalid extendedResourceName: Invalid value: "foo": {DOMAIN_PREFIXED_MSG} (origin: format=k8s-extended-resource-name)"#
        )]
    );
}

#[test]
fn extended_resource_name_of_64_bytes_is_also_a_too_long_name_part() {
    let value = "a".repeat(64);
    assert_eq!(
        check(|s| s.extended_resource_name = value.clone()),
        [
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "{value}": {DOMAIN_PREFIXED_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "{value}": name part must be no more than 63 bytes (origin: format=k8s-extended-resource-name)"#
            ),
        ]
    );
}

#[test]
fn extended_resource_name_empty_fails_domain_and_name_pattern() {
    assert_eq!(
        check(|s| s.extended_resource_name = String::new()),
        [
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "": {DOMAIN_PREFIXED_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "": {NAME_PART_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
        ]
    );
}

#[test]
fn extended_resource_name_slash_fails_prefix_and_name() {
    assert_eq!(
        check(|s| s.extended_resource_name = "/".into()),
        [
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "/": prefix part {SUBDOMAIN_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
            r#"FieldValueInvalid extendedResourceName: Invalid value: "/": name part must be non-empty (origin: format=k8s-extended-resource-name)"#
                .to_string(),
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "/": {NAME_PART_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
        ]
    );
}

#[test]
fn extended_resource_name_in_kubernetes_io_domain_fails() {
    for value in ["kubernetes.io/foo", "foo.kubernetes.io/bar"] {
        assert_eq!(
            check(|s| s.extended_resource_name = value.into()),
            [format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "{value}": must not have "kubernetes.io/" domain (origin: format=k8s-extended-resource-name)"#
            )],
        );
    }
}

#[test]
fn extended_resource_name_with_kubernetes_io_anywhere_fails() {
    // A Kubernetes quirk; three parts also fail the label-key check.
    assert_eq!(
        check(|s| s.extended_resource_name = "example.com/kubernetes.io/x".into()),
        [
            r#"FieldValueInvalid extendedResourceName: Invalid value: "example.com/kubernetes.io/x": must not have "kubernetes.io/" domain (origin: format=k8s-extended-resource-name)"#
                .to_string(),
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "example.com/kubernetes.io/x": {LABEL_KEY_PARTS_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
        ]
    );
}

#[test]
fn extended_resource_name_with_requests_prefix_fails() {
    assert_eq!(
        check(|s| s.extended_resource_name = "requests.example.com/foo".into()),
        [
            r#"FieldValueInvalid extendedResourceName: Invalid value: "requests.example.com/foo": must not have "requests." prefix (origin: format=k8s-extended-resource-name)"#
        ]
    );
}

#[test]
fn extended_resource_name_without_domain_and_with_requests_prefix_reports_both() {
    assert_eq!(
        check(|s| s.extended_resource_name = "requests.foo".into()),
        [
            format!(
                r#"FieldValueInvalid extendedResourceName: Invalid value: "requests.foo": {DOMAIN_PREFIXED_MSG} (origin: format=k8s-extended-resource-name)"#
            ),
            r#"FieldValueInvalid extendedResourceName: Invalid value: "requests.foo": must not have "requests." prefix (origin: format=k8s-extended-resource-name)"#
                .to_string(),
        ]
    );
}

#[test]
fn extended_resource_name_with_uppercase_domain_fails_the_prefix() {
    assert_eq!(
        check(|s| s.extended_resource_name = "Example.com/foo".into()),
        [format!(
            r#"FieldValueInvalid extendedResourceName: Invalid value: "Example.com/foo": prefix part {SUBDOMAIN_MSG} (origin: format=k8s-extended-resource-name)"#
        )]
    );
}

// ---- k8s-resource-fully-qualified-name -------------------------------------------

#[test]
fn fully_qualified_name_valid_values_pass() {
    for value in [
        "prefix.com/Name",
        "example.com/my_name",
        "a/_",
        "prefix.com/name/extra",
        "a/b/c",
        "//",
    ] {
        assert_eq!(
            check(|s| s.resource_fully_qualified_name = value.into()),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn fully_qualified_name_empty_reports_identifier_and_slash_errors() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = String::new()),
        [
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": {C_IDENT_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": {FULLY_QUALIFIED_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
        ]
    );
}

#[test]
fn fully_qualified_name_without_slash_fails_even_as_a_valid_identifier() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = "my_name".into()),
        [format!(
            r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "my_name": {FULLY_QUALIFIED_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
        )]
    );
}

#[test]
fn fully_qualified_name_without_slash_over_32_bytes_is_too_long() {
    let value = "a".repeat(33);
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = value.clone()),
        [
            "FieldValueTooLong resourceFullyQualifiedName: Too long: may not be more than 32 bytes (origin: format=k8s-resource-fully-qualified-name)"
                .to_string(),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "{value}": {FULLY_QUALIFIED_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
        ]
    );
}

#[test]
fn fully_qualified_name_without_slash_and_bad_identifier() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = "1abc".into()),
        [
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "1abc": {C_IDENT_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "1abc": {FULLY_QUALIFIED_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
        ]
    );
}

#[test]
fn fully_qualified_name_with_254_byte_prefix_reports_prefix_length_twice() {
    let prefix = "a".repeat(254);
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = format!("{prefix}/name")),
        [
            "FieldValueTooLong resourceFullyQualifiedName: Too long: may not be more than 63 bytes (origin: format=k8s-resource-fully-qualified-name)"
                .to_string(),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "{prefix}": prefix: must be no more than 253 bytes (origin: format=k8s-resource-fully-qualified-name)"#
            ),
        ]
    );
}

#[test]
fn fully_qualified_name_with_64_byte_prefix_is_too_long() {
    let value = format!("{}/name", "a".repeat(64));
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = value),
        ["FieldValueTooLong resourceFullyQualifiedName: Too long: may not be more than 63 bytes (origin: format=k8s-resource-fully-qualified-name)"]
    );
}

#[test]
fn fully_qualified_name_with_empty_prefix_fails() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = "/name".into()),
        [
            r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": prefix must not be empty (origin: format=k8s-resource-fully-qualified-name)"#
        ]
    );
}

#[test]
fn fully_qualified_name_with_empty_name_fails() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = "prefix.com/".into()),
        [
            r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": name must not be empty (origin: format=k8s-resource-fully-qualified-name)"#
        ]
    );
}

#[test]
fn fully_qualified_name_slash_alone_fails_prefix_and_name() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = "/".into()),
        [
            r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": prefix must not be empty (origin: format=k8s-resource-fully-qualified-name)"#,
            r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "": name must not be empty (origin: format=k8s-resource-fully-qualified-name)"#,
        ]
    );
}

#[test]
fn fully_qualified_name_bad_prefix_then_bad_name_show_their_parts() {
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = "Prefix.com/1name".into()),
        [
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "Prefix.com": prefix: {SUBDOMAIN_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
            format!(
                r#"FieldValueInvalid resourceFullyQualifiedName: Invalid value: "1name": {C_IDENT_MSG} (origin: format=k8s-resource-fully-qualified-name)"#
            ),
        ]
    );
}

#[test]
fn fully_qualified_name_with_name_over_32_bytes_is_too_long() {
    let value = format!("prefix.com/{}", "a".repeat(33));
    assert_eq!(
        check(|s| s.resource_fully_qualified_name = value),
        ["FieldValueTooLong resourceFullyQualifiedName: Too long: may not be more than 32 bytes (origin: format=k8s-resource-fully-qualified-name)"]
    );
}

// ---- optional string -------------------------------------------------------------

#[test]
fn absent_optional_is_not_checked() {
    assert_eq!(check(|s| s.optional = None), common::NONE);
}

#[test]
fn present_empty_optional_is_checked() {
    assert_eq!(
        check(|s| s.optional = Some(String::new())),
        [format!(
            r#"FieldValueInvalid optional: Invalid value: "": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn present_optional_is_checked() {
    assert_eq!(check(|s| s.optional = Some("ok".into())), common::NONE);
    assert_eq!(
        check(|s| s.optional = Some("a.b".into())),
        [r#"FieldValueInvalid optional: Invalid value: "a.b": must not contain dots (origin: format=k8s-short-name)"#]
    );
}

// ---- named string type: JSON-encoded bad value -----------------------------------

#[test]
fn named_type_valid_value_passes() {
    assert_eq!(check(|s| s.named = ShortName("abc-123".into())), common::NONE);
}

#[test]
fn named_type_bad_value_is_json_encoded_with_html_escaping() {
    assert_eq!(
        check(|s| s.named = ShortName("a<b".into())),
        [format!(
            r#"FieldValueInvalid named: Invalid value: "a\u003cb": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
    assert_eq!(
        check(|s| s.named = ShortName("x&y>".into())),
        [format!(
            r#"FieldValueInvalid named: Invalid value: "x\u0026y\u003e": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn plain_string_bad_value_is_go_quoted_without_html_escaping() {
    assert_eq!(
        check(|s| s.short_name = "a<b".into()),
        [format!(
            r#"FieldValueInvalid shortName: Invalid value: "a<b": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn named_type_validated_on_its_own_uses_the_given_path() {
    let errs = validate_short_name(
        &Operation::create(),
        &Path::new("spec").child("name"),
        Some(&ShortName("my.name".into())),
        None,
    );
    assert_eq!(
        common::describe(&errs),
        [
            r#"FieldValueInvalid spec.name: Invalid value: "my.name": must not contain dots (origin: format=k8s-short-name)"#
        ]
    );
}

// ---- update and ratcheting -------------------------------------------------------

fn all_invalid() -> Struct {
    Struct {
        short_name: "My_Name".into(),
        long_name: "Example.com".into(),
        long_name_caseless: "a_b".into(),
        label_key: "a/b/c".into(),
        prefixed_label_key: "key".into(),
        label_value: "-bad".into(),
        path_segment_name: "..".into(),
        uuid: "not-a-uuid".into(),
        resource_pool_name: "/".into(),
        extended_resource_name: "foo".into(),
        resource_fully_qualified_name: "".into(),
        optional: Some(String::new()),
        named: ShortName("a<b".into()),
    }
}

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    assert_eq!(update(all_invalid(), all_invalid()), common::NONE);
}

#[test]
fn update_changed_invalid_value_fails() {
    let old = Struct {
        short_name: "My_Name".into(),
        ..valid()
    };
    let new = Struct {
        short_name: "My_Other_Name".into(),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        [format!(
            r#"FieldValueInvalid shortName: Invalid value: "My_Other_Name": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn update_only_changed_fields_are_revalidated() {
    let new = Struct {
        uuid: "123E4567-E89B-12D3-A456-426614174000".into(),
        ..all_invalid()
    };
    assert_eq!(
        update(new, all_invalid()),
        [format!(
            r#"FieldValueInvalid uuid: Invalid value: "123E4567-E89B-12D3-A456-426614174000": {UUID_MSG} (origin: format=k8s-uuid)"#
        )]
    );
}

#[test]
fn update_fixing_values_passes() {
    assert_eq!(update(valid(), all_invalid()), common::NONE);
}

#[test]
fn update_named_type_changed_to_invalid_fails() {
    let new = Struct {
        named: ShortName("a>b".into()),
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        [format!(
            r#"FieldValueInvalid named: Invalid value: "a\u003eb": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn update_optional_from_absent_to_empty_fails() {
    let new = Struct {
        optional: Some(String::new()),
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        [format!(
            r#"FieldValueInvalid optional: Invalid value: "": {LABEL_MSG} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        path_segment_name: ".".into(),
        ..valid()
    };
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&obj), None)),
        [
            r#"FieldValueInvalid pathSegmentName: Invalid value: ".": may not be '.' (origin: format=k8s-path-segment-name)"#
        ]
    );
}

/// The most segment errors a value within the length limit can have (253
/// slashes: 254 empty segments), each showing the value.
#[test]
fn resource_pool_name_of_only_slashes_within_the_limit_reports_every_segment() {
    let value = "/".repeat(253);
    let errs = check(|s| s.resource_pool_name = value.clone());
    assert_eq!(errs.len(), 254);
    assert_eq!(
        errs[253],
        format!(
            r#"FieldValueInvalid resourcePoolName: Invalid value: "{value}": segment 253: must not be empty (origin: format=k8s-resource-pool-name)"#
        )
    );
}

/// A too-long value is not echoed in every segment's error: 30,000 slashes
/// gave 30,001 errors each holding the whole input (900 MB). Now: the
/// `TooLong`, then at most 254 segment errors, which omit the value.
#[test]
fn resource_pool_name_too_long_bounds_its_errors_and_omits_the_value() {
    let value = "/".repeat(30_000);
    let errs = check(|s| s.resource_pool_name = value.clone());
    assert_eq!(errs.len(), 1 + 254);
    assert_eq!(
        errs[..2],
        [
            "FieldValueTooLong resourcePoolName: Too long: may not be more than 253 bytes (origin: format=k8s-resource-pool-name)",
            "FieldValueInvalid resourcePoolName: Invalid value: segment 0: must not be empty (origin: format=k8s-resource-pool-name)",
        ]
    );
    assert_eq!(
        errs[254],
        "FieldValueInvalid resourcePoolName: Invalid value: segment 253: must not be empty (origin: format=k8s-resource-pool-name)"
    );
    assert!(errs.iter().map(String::len).sum::<usize>() < 40_000);
}
