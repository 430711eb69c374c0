//! `pattern` as the API server reads it: Go's `regexp` syntax and meaning
//! (`\d`, `\w`, `\s`, `\b` ASCII; `{` that starts no repetition a literal;
//! `\Q…\E`; repetition counts up to 1000), Go's errors for what Go rejects,
//! and the OpenAPI validator's messages for both.

use serde_json::{json, Value};
use validation_schema::pattern::GoRegex;
use validation_schema::{validate, Schema};

/// What Go's `regexp.MatchString(pattern, input)` answers: a match, or the
/// compile error.
type Expected = Result<bool, &'static str>;

#[test]
fn go_semantics() {
    let cases: Vec<(&str, &str, Expected)> = vec![
        // Perl classes and word boundaries are ASCII.
        (r"^\d+$", "0123456789", Ok(true)),
        (r"^\d+$", "١٢٣", Ok(false)),
        (r"^\d+$", "１２", Ok(false)),
        (r"^\w+$", "hello_W0rld", Ok(true)),
        (r"^\w+$", "héllo", Ok(false)),
        (r"^\s$", "\t", Ok(true)),
        (r"^\s$", "\u{a0}", Ok(false)),
        (r"^\s$", "\u{b}", Ok(false)),
        (r"^\D$", "٣", Ok(true)),
        (r"\bfoo\b", "éfooé", Ok(true)),
        (r"\bfoo\b", "afoo", Ok(false)),
        ("[[:alpha:]]+", "abc", Ok(true)),
        ("^[[:alpha:]]+$", "ab1", Ok(false)),
        // Unicode classes, with repetitions up to Go's limit.
        (r"^\pL+$", "héllo", Ok(true)),
        (r"^\p{Greek}+$", "αβγ", Ok(true)),
        (r"^\pL{3}$", "日本語", Ok(true)),
        (r"^[\p{L}\p{N}]{5}$", "ab١٢c", Ok(true)),
        // Go's literals.
        ("a{,5}", "a{,5}", Ok(true)),
        ("^a{,5}$", "aaaaa", Ok(false)),
        ("a{", "a{", Ok(true)),
        (r"\Q.*+\E", "x.*+y", Ok(true)),
        (r"^\Q.*\E$", "ab", Ok(false)),
        (r"\101", "A", Ok(true)),
        (r"\<", "<", Ok(true)),
        ("(?i)straße", "STRASSE", Ok(false)),
        ("(?i)k", "\u{212a}", Ok(true)),
        ("(?s)a.b", "a\nb", Ok(true)),
        ("a.b", "a\nb", Ok(false)),
        ("(?m)^b$", "a\nb\nc", Ok(true)),
        ("^b$", "a\nb\nc", Ok(false)),
        ("(?U)a+", "aaa", Ok(true)),
        ("(?P<x>a)(?P<x>b)", "ab", Ok(true)),
        ("(?<name>a)", "a", Ok(true)),
        // Go's errors.
        (
            "+",
            "",
            Err("error parsing regexp: missing argument to repetition operator: `+`"),
        ),
        (
            "x*+",
            "",
            Err("error parsing regexp: invalid nested repetition operator: `*+`"),
        ),
        (
            "a{2}{3}",
            "",
            Err("error parsing regexp: invalid nested repetition operator: `{2}{3}`"),
        ),
        (
            "a**",
            "",
            Err("error parsing regexp: invalid nested repetition operator: `**`"),
        ),
        (
            "a{1001}",
            "",
            Err("error parsing regexp: invalid repeat count: `{1001}`"),
        ),
        (
            "(a{500}){3}",
            "",
            Err("error parsing regexp: invalid repeat count: `{3}`"),
        ),
        ("a(b", "", Err("error parsing regexp: missing closing ): `a(b`")),
        ("a)", "", Err("error parsing regexp: unexpected ): `a)`")),
        ("[a", "", Err("error parsing regexp: missing closing ]: `[a`")),
        (
            "[z-a]",
            "",
            Err("error parsing regexp: invalid character class range: `z-a`"),
        ),
        (
            r"\pX",
            "",
            Err(r"error parsing regexp: invalid character class range: `\pX`"),
        ),
        (r"\Z", "", Err(r"error parsing regexp: invalid escape sequence: `\Z`")),
        (r"\1", "", Err(r"error parsing regexp: invalid escape sequence: `\1`")),
        (
            "(?=a)",
            "",
            Err("error parsing regexp: invalid or unsupported Perl syntax: `(?=`"),
        ),
        (
            "(?x)a",
            "",
            Err("error parsing regexp: invalid or unsupported Perl syntax: `(?x`"),
        ),
        (
            "a\\",
            "",
            Err("error parsing regexp: trailing backslash at end of expression: ``"),
        ),
    ];
    for (pattern, input, expected) in cases {
        let got = GoRegex::new(pattern).map(|re| re.is_match(input));
        let got = got.as_ref().map(|m| *m).map_err(|e| e.message());
        assert_eq!(got, expected, "{pattern} ~ {input:?}");
    }
}

fn pattern_errors(pattern: &str, value: &str) -> Vec<String> {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object", "properties": {"x": {"type": "string", "pattern": pattern}}}}}))
    .unwrap();
    let object: Value = json!({"spec": {"x": value}});
    let outcome = validate(&schema, &object, None);
    outcome.errors.iter().map(ToString::to_string).collect()
}

/// The validator's messages: a failed match, and an invalid pattern, which
/// fails every string with Go's error (kube-openapi's `Pattern`).
#[test]
fn schema_pattern_messages() {
    let cases: Vec<(&str, &str, Vec<&str>)> = vec![
        (r"^\d+$", "42", vec![]),
        (
            r"^\d+$",
            "٤٢",
            vec![r#"spec.x: Invalid value: "٤٢": spec.x in body should match '^\d+$'"#],
        ),
        ("^a{,5}$", "a{,5}", vec![]),
        (
            "+",
            "abc",
            vec![
                "spec.x: Invalid value: \"abc\": spec.x in body should match '+, but pattern is invalid: error parsing regexp: missing argument to repetition operator: `+`'",
            ],
        ),
        (
            "a{2}{3}",
            "aaaaaa",
            vec![
                "spec.x: Invalid value: \"aaaaaa\": spec.x in body should match 'a{2}{3}, but pattern is invalid: error parsing regexp: invalid nested repetition operator: `{2}{3}`'",
            ],
        ),
    ];
    for (pattern, value, expected) in cases {
        assert_eq!(pattern_errors(pattern, value), expected, "{pattern} ~ {value}");
    }
}

/// Large repetitions of Unicode classes, which Go compiles and matches
/// cheaply, compile here too.
#[test]
fn large_unicode_repetitions() {
    let letters: String = "aé日".repeat(334).chars().take(1000).collect();
    let re = GoRegex::new(r"^\pL{1000}$").unwrap();
    assert!(re.is_match(&letters));
    assert!(!re.is_match(&letters[1..]));
    let re = GoRegex::new(r"[\p{L}\p{N}]{200}").unwrap();
    let run = "é1".repeat(100);
    assert_eq!(re.find(&format!("--{run}--")), Some(run.as_str()));
}

/// 256 distinct patterns like `[\p{L}\p{N}]{200}`, as a CEL rule's
/// `matches` sees them (the shared cache): each compiles to a small program
/// (before: about 11 MB and a fraction of a second each, 2.9 GB in all).
#[test]
fn many_large_unicode_patterns() {
    let text: String = "aé日1".repeat(120);
    let broken: String = format!("{} ", "aé日1".repeat(25)).repeat(5);
    let mut total = 0;
    for n in 200..456 {
        let re = validation_schema::pattern::cached(&format!(r"[\p{{L}}\p{{N}}]{{{n}}}")).unwrap();
        assert!(re.is_match(&text), "{n}");
        assert!(!re.is_match(&broken), "{n}");
        total += re.memory_usage();
    }
    assert!(total < 16 << 20, "{total}");
}
