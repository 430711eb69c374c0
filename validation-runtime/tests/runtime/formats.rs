//! The format validators,
//! with exact messages, reasons, origins and bad values.

use validation_runtime::quote::go_quote;
use validation_runtime::validate::format::*;
use validation_runtime::{BadValue, ErrorList, ErrorType, Operation, Path, TypedStr};

const F: Path<'static> = Path::new("f");

const LABEL_MSG: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN_MSG: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const CASELESS_MSG: &str = "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const LABEL_KEY_THREE_PARTS_MSG: &str = "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
const NAME_PART_MSG: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_VALUE_MSG: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";
const C_IDENTIFIER_MSG: &str = "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')";
const UUID_MSG: &str = "must be a lowercase UUID in 8-4-4-4-12 format";

type Validator = fn(&Operation, &Path<'_>, Option<&str>, Option<&str>) -> ErrorList;

/// Runs `v` on `input` (create and update behave the same) and checks each
/// error's full message, reason and origin.
fn check(v: Validator, input: &str, origin: &str, want: &[(ErrorType, String)]) {
    for op in [Operation::create(), Operation::update()] {
        let errs = v(&op, &F, Some(input), Some("old"));
        let got: Vec<(ErrorType, String)> = errs.iter().map(|e| (e.error_type.clone(), e.to_string())).collect();
        assert_eq!(got, want, "input {input:?}");
        for e in errs.iter() {
            assert_eq!(e.origin, origin, "input {input:?}");
            assert_eq!(e.field, "f");
        }
    }
}

/// `f: Invalid value: "‹input›": ‹detail›` for each detail.
fn invalid(input: &str, details: &[&str]) -> Vec<(ErrorType, String)> {
    details
        .iter()
        .map(|d| {
            (
                ErrorType::Invalid,
                format!("f: Invalid value: {}: {d}", go_quote(input)),
            )
        })
        .collect()
}

fn valid(v: Validator, input: &str) {
    for op in [Operation::create(), Operation::update()] {
        let errs = v(&op, &F, Some(input), None);
        assert!(errs.is_empty(), "input {input:?}: {errs:?}");
        assert_eq!(errs.into_vec().capacity(), 0, "input {input:?} allocated on success");
    }
}

const ALL: [(&str, Validator); 11] = [
    ("k8s-short-name", k8s_short_name::<str>),
    ("k8s-long-name", k8s_long_name::<str>),
    ("k8s-long-name-caseless", k8s_long_name_caseless::<str>),
    ("k8s-label-key", k8s_label_key::<str>),
    ("k8s-prefixed-label-key", k8s_prefixed_label_key::<str>),
    ("k8s-label-value", k8s_label_value::<str>),
    ("k8s-path-segment-name", k8s_path_segment_name::<str>),
    ("k8s-uuid", k8s_uuid::<str>),
    ("k8s-resource-pool-name", k8s_resource_pool_name::<str>),
    ("k8s-extended-resource-name", k8s_extended_resource_name::<str>),
    (
        "k8s-resource-fully-qualified-name",
        k8s_resource_fully_qualified_name::<str>,
    ),
];

#[test]
fn absent_values_are_never_checked() {
    for (name, v) in ALL {
        for op in [Operation::create(), Operation::update()] {
            let errs = v(&op, &F, None, Some("-bad-"));
            assert!(errs.is_empty(), "{name}");
            assert_eq!(errs.into_vec().capacity(), 0, "{name}");
        }
    }
}

#[test]
fn every_format_has_its_origin() {
    // A value that fails every format.
    for (name, v) in ALL {
        let errs = v(&Operation::create(), &F, Some("-/%"), None);
        assert!(!errs.is_empty(), "{name}");
        for e in errs.iter() {
            assert_eq!(e.origin, format!("format={name}"));
        }
    }
}

#[test]
fn short_name() {
    let o = "format=k8s-short-name";
    for ok in ["a", "0", "my-name", "123-abc", "a--b", &"a".repeat(63)] {
        valid(k8s_short_name::<str>, ok);
    }
    check(k8s_short_name::<str>, "", o, &invalid("", &[LABEL_MSG]));
    for bad in ["A", "Ab", "-a", "a-", "-", "a_b", "a b", "é", "a\n"] {
        check(k8s_short_name::<str>, bad, o, &invalid(bad, &[LABEL_MSG]));
    }
    // A valid subdomain that is not a label: dots.
    check(
        k8s_short_name::<str>,
        "a.b",
        o,
        &invalid("a.b", &["must not contain dots"]),
    );
    check(k8s_short_name::<str>, "a..b", o, &invalid("a..b", &[LABEL_MSG]));
    let long = "a".repeat(64);
    check(
        k8s_short_name::<str>,
        &long,
        o,
        &invalid(&long, &["must be no more than 63 bytes"]),
    );
    // Both messages can appear.
    let dotted = format!("{}.b", "a".repeat(62));
    check(
        k8s_short_name::<str>,
        &dotted,
        o,
        &invalid(&dotted, &["must be no more than 63 bytes", "must not contain dots"]),
    );
    let upper = "A".repeat(64);
    check(
        k8s_short_name::<str>,
        &upper,
        o,
        &invalid(&upper, &["must be no more than 63 bytes", LABEL_MSG]),
    );
}

#[test]
fn long_name() {
    let o = "format=k8s-long-name";
    for ok in [
        "a",
        "example.com",
        "a-b.c-d",
        "0.0.0",
        &"a".repeat(253),
        &format!("{}.b", "a".repeat(100)),
    ] {
        valid(k8s_long_name::<str>, ok);
    }
    for bad in ["", ".", "a.", ".a", "a..b", "a.-b", "a-.b", "Example.com", "a_b", "a/b"] {
        check(k8s_long_name::<str>, bad, o, &invalid(bad, &[SUBDOMAIN_MSG]));
    }
    let long = "a".repeat(254);
    check(
        k8s_long_name::<str>,
        &long,
        o,
        &invalid(&long, &["must be no more than 253 bytes"]),
    );
    let both = "-".repeat(254);
    check(
        k8s_long_name::<str>,
        &both,
        o,
        &invalid(&both, &["must be no more than 253 bytes", SUBDOMAIN_MSG]),
    );
}

#[test]
fn long_name_caseless() {
    let o = "format=k8s-long-name-caseless";
    // Either case; RE2's (?i) also admits ſ (U+017F) and K (U+212A).
    for ok in [
        "Example.com",
        "EXAMPLE.COM",
        "example.com",
        "ſ",
        "K",
        "aſ.K-b",
        &"A".repeat(253),
    ] {
        valid(k8s_long_name_caseless::<str>, ok);
    }
    for bad in ["", "-A", "A-", "A..B", "A_B", "é", "ß", "İ"] {
        check(k8s_long_name_caseless::<str>, bad, o, &invalid(bad, &[CASELESS_MSG]));
    }
    let long = "A".repeat(254);
    check(
        k8s_long_name_caseless::<str>,
        &long,
        o,
        &invalid(&long, &["must be no more than 253 bytes"]),
    );
    // The limit is in bytes: 127 × 'ſ' is 254 bytes.
    let wide = "ſ".repeat(127);
    check(
        k8s_long_name_caseless::<str>,
        &wide,
        o,
        &invalid(&wide, &["must be no more than 253 bytes"]),
    );
}

#[test]
fn label_key() {
    let o = "format=k8s-label-key";
    for ok in [
        "a",
        "MyName",
        "my.name",
        "123-abc",
        "a_b",
        "example.com/MyName",
        "a/b",
        &"a".repeat(63),
    ] {
        valid(k8s_label_key::<str>, ok);
    }
    valid(k8s_label_key::<str>, &format!("{}/{}", "a".repeat(253), "b".repeat(63)));
    check(
        k8s_label_key::<str>,
        "",
        o,
        &invalid("", &["name part must be non-empty", NAME_PART_MSG]),
    );
    check(k8s_label_key::<str>, "-a", o, &invalid("-a", &[NAME_PART_MSG]));
    check(k8s_label_key::<str>, "a.", o, &invalid("a.", &[NAME_PART_MSG]));
    let long = "a".repeat(64);
    check(
        k8s_label_key::<str>,
        &long,
        o,
        &invalid(&long, &["name part must be no more than 63 bytes"]),
    );
    let long_bad = "_".repeat(64);
    check(
        k8s_label_key::<str>,
        &long_bad,
        o,
        &invalid(&long_bad, &["name part must be no more than 63 bytes", NAME_PART_MSG]),
    );
    check(
        k8s_label_key::<str>,
        "/a",
        o,
        &invalid("/a", &["prefix part must be non-empty"]),
    );
    check(
        k8s_label_key::<str>,
        "/",
        o,
        &invalid(
            "/",
            &[
                "prefix part must be non-empty",
                "name part must be non-empty",
                NAME_PART_MSG,
            ],
        ),
    );
    let prefix_msg = format!("prefix part {SUBDOMAIN_MSG}");
    check(
        k8s_label_key::<str>,
        "Example.com/-",
        o,
        &invalid("Example.com/-", &[&prefix_msg, NAME_PART_MSG]),
    );
    let long_prefix = format!("{}/a", "a".repeat(254));
    check(
        k8s_label_key::<str>,
        &long_prefix,
        o,
        &invalid(&long_prefix, &["prefix part must be no more than 253 bytes"]),
    );
    // Three or more parts: exactly one message.
    for bad in ["a/b/c", "//", "-/-/-"] {
        check(
            k8s_label_key::<str>,
            bad,
            o,
            &invalid(bad, &[LABEL_KEY_THREE_PARTS_MSG]),
        );
    }
}

#[test]
fn prefixed_label_key() {
    let o = "format=k8s-prefixed-label-key";
    valid(k8s_prefixed_label_key::<str>, "example.com/key");
    valid(k8s_prefixed_label_key::<str>, "a/B");
    check(
        k8s_prefixed_label_key::<str>,
        "key",
        o,
        &invalid("key", &["must include a prefix (e.g. 'example.com/key')"]),
    );
    // Label-key messages take precedence.
    check(k8s_prefixed_label_key::<str>, "-", o, &invalid("-", &[NAME_PART_MSG]));
    check(
        k8s_prefixed_label_key::<str>,
        "a/b/c",
        o,
        &invalid("a/b/c", &[LABEL_KEY_THREE_PARTS_MSG]),
    );
    check(
        k8s_prefixed_label_key::<str>,
        "/key",
        o,
        &invalid("/key", &["prefix part must be non-empty"]),
    );
}

#[test]
fn label_value() {
    let o = "format=k8s-label-value";
    for ok in ["", "a", "MyValue", "my_value", "12345", "a.b-c_d", &"a".repeat(63)] {
        valid(k8s_label_value::<str>, ok);
    }
    for bad in ["-", "_a", "a.", "a/b", "a b", "é"] {
        check(k8s_label_value::<str>, bad, o, &invalid(bad, &[LABEL_VALUE_MSG]));
    }
    let long = "a".repeat(64);
    check(
        k8s_label_value::<str>,
        &long,
        o,
        &invalid(&long, &["must be no more than 63 bytes"]),
    );
    let both = "-".repeat(64);
    check(
        k8s_label_value::<str>,
        &both,
        o,
        &invalid(&both, &["must be no more than 63 bytes", LABEL_VALUE_MSG]),
    );
}

#[test]
fn path_segment_name() {
    let o = "format=k8s-path-segment-name";
    for ok in ["", "a", "My.Name", "...", ".a", "a..", "名前", "a b", &"x".repeat(1000)] {
        valid(k8s_path_segment_name::<str>, ok);
    }
    check(k8s_path_segment_name::<str>, ".", o, &invalid(".", &["may not be '.'"]));
    check(
        k8s_path_segment_name::<str>,
        "..",
        o,
        &invalid("..", &["may not be '..'"]),
    );
    check(
        k8s_path_segment_name::<str>,
        "a/b",
        o,
        &invalid("a/b", &["may not contain '/'"]),
    );
    check(
        k8s_path_segment_name::<str>,
        "a%b",
        o,
        &invalid("a%b", &["may not contain '%'"]),
    );
    check(
        k8s_path_segment_name::<str>,
        "%/",
        o,
        &invalid("%/", &["may not contain '/'", "may not contain '%'"]),
    );
}

#[test]
fn uuid() {
    let o = "format=k8s-uuid";
    for ok in [
        "123e4567-e89b-12d3-a456-426614174000",
        "00000000-0000-0000-0000-000000000000",
        "ffffffff-ffff-ffff-ffff-ffffffffffff",
        "12345678-1234-f234-0234-123456789abc",
    ] {
        valid(k8s_uuid::<str>, ok);
    }
    for bad in [
        "",
        "123E4567-E89B-12D3-A456-426614174000",
        "123e4567e89b12d3a456426614174000",
        "123e4567-e89b-12d3-a456-42661417400",
        "123e4567-e89b-12d3-a456-4266141740000",
        "123e4567-e89b-12d3-a456_426614174000",
        "g23e4567-e89b-12d3-a456-426614174000",
    ] {
        check(k8s_uuid::<str>, bad, o, &invalid(bad, &[UUID_MSG]));
    }
}

#[test]
fn resource_pool_name() {
    let o = "format=k8s-resource-pool-name";
    for ok in [
        "a",
        "a/b",
        "example.com/pool-1/x.y",
        &"a".repeat(253),
        &format!("{}/b", "a".repeat(251)),
    ] {
        valid(k8s_resource_pool_name::<str>, ok);
    }
    check(
        k8s_resource_pool_name::<str>,
        "",
        o,
        &invalid("", &["segment 0: must not be empty"]),
    );
    check(
        k8s_resource_pool_name::<str>,
        "/",
        o,
        &invalid("/", &["segment 0: must not be empty", "segment 1: must not be empty"]),
    );
    check(
        k8s_resource_pool_name::<str>,
        "a//b",
        o,
        &invalid("a//b", &["segment 1: must not be empty"]),
    );
    let long = "b".repeat(254);
    let mut want = vec![(
        ErrorType::TooLong,
        "f: Too long: may not be more than 253 bytes".to_owned(),
    )];
    want.extend(invalid(&long, &["segment 0: must be no more than 253 bytes"]));
    check(k8s_resource_pool_name::<str>, &long, o, &want);
    // Segment errors carry the segment as their bad value.
    let seg = |s: &str, i: usize| {
        (
            ErrorType::Invalid,
            format!("f: Invalid value: {}: segment {i}: {SUBDOMAIN_MSG}", go_quote(s)),
        )
    };
    check(
        k8s_resource_pool_name::<str>,
        "Not/Valid/Either",
        o,
        &[seg("Not", 0), seg("Valid", 1), seg("Either", 2)],
    );
    check(
        k8s_resource_pool_name::<str>,
        "ok//Bad",
        o,
        &[
            (
                ErrorType::Invalid,
                "f: Invalid value: \"ok//Bad\": segment 1: must not be empty".to_owned(),
            ),
            seg("Bad", 2),
        ],
    );
    // Exactly 253 bytes passes; 254 with a '/' fails only on length.
    let split = format!("{}/{}", "a".repeat(126), "b".repeat(127));
    check(
        k8s_resource_pool_name::<str>,
        &split,
        o,
        &[(
            ErrorType::TooLong,
            "f: Too long: may not be more than 253 bytes".to_owned(),
        )],
    );
}

#[test]
fn extended_resource_name() {
    let o = "format=k8s-extended-resource-name";
    let no_slash = "a name must be a domain-prefixed path, such as 'example.com/my-prop'";
    for ok in [
        "example.com/my-prop",
        "a/b",
        "example.com/My_Prop.1",
        &format!("example.com/{}", "a".repeat(63)),
    ] {
        valid(k8s_extended_resource_name::<str>, ok);
    }
    // The prefix becomes `requests.‹domain›`: 244 bytes of domain is the most.
    valid(k8s_extended_resource_name::<str>, &format!("{}/a", "a".repeat(244)));
    let too_long_domain = format!("{}/a", "a".repeat(245));
    check(
        k8s_extended_resource_name::<str>,
        &too_long_domain,
        o,
        &invalid(&too_long_domain, &["prefix part must be no more than 253 bytes"]),
    );
    check(
        k8s_extended_resource_name::<str>,
        "foo",
        o,
        &invalid("foo", &[no_slash]),
    );
    let long = "a".repeat(64);
    check(
        k8s_extended_resource_name::<str>,
        &long,
        o,
        &invalid(&long, &[no_slash, "name part must be no more than 63 bytes"]),
    );
    check(
        k8s_extended_resource_name::<str>,
        "",
        o,
        &invalid("", &[no_slash, NAME_PART_MSG]),
    );
    let prefix_msg = format!("prefix part {SUBDOMAIN_MSG}");
    check(
        k8s_extended_resource_name::<str>,
        "/",
        o,
        &invalid("/", &[&prefix_msg, "name part must be non-empty", NAME_PART_MSG]),
    );
    let k8s_domain = "must not have \"kubernetes.io/\" domain";
    check(
        k8s_extended_resource_name::<str>,
        "kubernetes.io/foo",
        o,
        &invalid("kubernetes.io/foo", &[k8s_domain]),
    );
    // A Kubernetes quirk: anywhere in the string.
    for anywhere in ["example.kubernetes.io/foo", "notkubernetes.io/foo"] {
        check(
            k8s_extended_resource_name::<str>,
            anywhere,
            o,
            &invalid(anywhere, &[k8s_domain]),
        );
    }
    check(
        k8s_extended_resource_name::<str>,
        "requests.example.com/foo",
        o,
        &invalid("requests.example.com/foo", &["must not have \"requests.\" prefix"]),
    );
    check(
        k8s_extended_resource_name::<str>,
        "requests.foo",
        o,
        &invalid("requests.foo", &[no_slash, "must not have \"requests.\" prefix"]),
    );
    check(
        k8s_extended_resource_name::<str>,
        "a/b/c",
        o,
        &invalid("a/b/c", &[LABEL_KEY_THREE_PARTS_MSG]),
    );
    check(
        k8s_extended_resource_name::<str>,
        "Example.com/x",
        o,
        &invalid("Example.com/x", &[&prefix_msg]),
    );
}

#[test]
fn resource_fully_qualified_name() {
    let o = "format=k8s-resource-fully-qualified-name";
    let no_slash = "a fully qualified name must be a domain and a name separated by a slash";
    for ok in [
        "prefix.com/Name",
        "prefix.com/name/extra",
        "a/b/c",
        "//",
        "-/-/-",
        "a/_",
        &format!("{}/{}", "a".repeat(63), "b".repeat(32)),
    ] {
        valid(k8s_resource_fully_qualified_name::<str>, ok);
    }
    check(
        k8s_resource_fully_qualified_name::<str>,
        "",
        o,
        &invalid("", &[C_IDENTIFIER_MSG, no_slash]),
    );
    check(
        k8s_resource_fully_qualified_name::<str>,
        "nodomain",
        o,
        &invalid("nodomain", &[no_slash]),
    );
    check(
        k8s_resource_fully_qualified_name::<str>,
        "invalid!",
        o,
        &invalid("invalid!", &[C_IDENTIFIER_MSG, no_slash]),
    );
    let long_id = "a".repeat(33);
    check(
        k8s_resource_fully_qualified_name::<str>,
        &long_id,
        o,
        &[
            (
                ErrorType::TooLong,
                "f: Too long: may not be more than 32 bytes".to_owned(),
            ),
            (
                ErrorType::Invalid,
                format!("f: Invalid value: {}: {no_slash}", go_quote(&long_id)),
            ),
        ],
    );
    check(
        k8s_resource_fully_qualified_name::<str>,
        "/foo",
        o,
        &invalid("", &["prefix must not be empty"]),
    );
    check(
        k8s_resource_fully_qualified_name::<str>,
        "foo/",
        o,
        &invalid("", &["name must not be empty"]),
    );
    check(
        k8s_resource_fully_qualified_name::<str>,
        "/",
        o,
        &invalid("", &["prefix must not be empty", "name must not be empty"]),
    );
    // Part errors carry the part as their bad value.
    check(
        k8s_resource_fully_qualified_name::<str>,
        "foo/1abc",
        o,
        &invalid("1abc", &[C_IDENTIFIER_MSG]),
    );
    check(
        k8s_resource_fully_qualified_name::<str>,
        "Foo/x",
        o,
        &invalid("Foo", &[&format!("prefix: {SUBDOMAIN_MSG}")]),
    );
    let long_name = format!("foo/{}", "a".repeat(33));
    check(
        k8s_resource_fully_qualified_name::<str>,
        &long_name,
        o,
        &[(
            ErrorType::TooLong,
            "f: Too long: may not be more than 32 bytes".to_owned(),
        )],
    );
    let prefix64 = format!("{}/name", "a".repeat(64));
    check(
        k8s_resource_fully_qualified_name::<str>,
        &prefix64,
        o,
        &[(
            ErrorType::TooLong,
            "f: Too long: may not be more than 63 bytes".to_owned(),
        )],
    );
    let prefix254 = "a".repeat(254);
    let mut want = vec![(
        ErrorType::TooLong,
        "f: Too long: may not be more than 63 bytes".to_owned(),
    )];
    want.extend(invalid(&prefix254, &["prefix: must be no more than 253 bytes"]));
    check(
        k8s_resource_fully_qualified_name::<str>,
        &format!("{prefix254}/name"),
        o,
        &want,
    );
}

/// Named string types render as JSON (HTML-safe); plain strings Go-quoted;
/// the UUID and resource formats always report plain strings.
#[test]
fn bad_value_kinds() {
    let op = Operation::create();
    let typed = TypedStr::new("A<b");
    let errs = k8s_short_name(&op, &F, Some(typed), None);
    assert_eq!(errs[0].bad_value, BadValue::Json("\"A\\u003cb\"".to_owned()));
    assert_eq!(
        errs[0].to_string(),
        format!("f: Invalid value: \"A\\u003cb\": {LABEL_MSG}")
    );
    let errs = k8s_short_name(&op, &F, Some("A<b"), None);
    assert_eq!(errs[0].bad_value, BadValue::String("A<b".to_owned()));
    assert_eq!(errs[0].to_string(), format!("f: Invalid value: \"A<b\": {LABEL_MSG}"));
    let owned = String::from("A<b");
    assert_eq!(
        k8s_label_value(&op, &F, Some(&owned), None)[0].bad_value,
        BadValue::String("A<b".to_owned())
    );
    for (name, errs) in [
        ("uuid", k8s_uuid(&op, &F, Some(typed), None)),
        ("pool", k8s_resource_pool_name(&op, &F, Some(typed), None)),
        ("extended", k8s_extended_resource_name(&op, &F, Some(typed), None)),
        (
            "fully qualified",
            k8s_resource_fully_qualified_name(&op, &F, Some(typed), None),
        ),
    ] {
        assert!(!errs.is_empty(), "{name}");
        for e in errs.iter() {
            assert_eq!(e.bad_value, BadValue::String("A<b".to_owned()), "{name}");
        }
    }
    // Typed values of every format that reports them as given.
    for (name, errs) in [
        ("long", k8s_long_name(&op, &F, Some(typed), None)),
        ("caseless", k8s_long_name_caseless(&op, &F, Some(typed), None)),
        ("label key", k8s_label_key(&op, &F, Some(typed), None)),
        ("prefixed", k8s_prefixed_label_key(&op, &F, Some(typed), None)),
        ("label value", k8s_label_value(&op, &F, Some(typed), None)),
        (
            "path segment",
            k8s_path_segment_name(&op, &F, Some(TypedStr::new("a/<")), None),
        ),
    ] {
        assert!(!errs.is_empty(), "{name}");
        for e in errs.iter() {
            assert!(matches!(e.bad_value, BadValue::Json(_)), "{name}: {e:?}");
        }
    }
}

#[test]
fn errors_at_the_root_and_nested_paths() {
    let op = Operation::create();
    let errs = k8s_short_name(&op, &Path::root(), Some("A"), None);
    assert_eq!(errs[0].to_string(), format!("<nil>: Invalid value: \"A\": {LABEL_MSG}"));
    let spec = Path::new("spec");
    let item = spec.child("items");
    let errs = k8s_uuid(&op, &item.index(3), Some("x"), None);
    assert_eq!(
        errs[0].to_string(),
        format!("spec.items[3]: Invalid value: \"x\": {UUID_MSG}")
    );
}
