//! Rules that fail to evaluate, with the exact error the API server
//! returns: `Invalid value: "<type>": <cel-go's or the library's error>
//! evaluating rule: <rule>` at the rule's node. The texts are those of
//! cel-go, of Kubernetes' CEL libraries and of the Go packages behind them
//! (`net/netip`, `net/url`, `regexp`, the quantity and semver parsers), as
//! Kubernetes' own tests of those libraries state them.

use serde_json::{json, Value};
use validation_cel::validate;
use validation_schema::Schema;

/// The spec's fields: strings to convert or parse, numbers, a list, a map.
/// Strings matched against patterns have a `maxLength`: without one such a
/// rule is over the API server's cost limit.
fn properties() -> Value {
    json!({
        "s": {"type": "string", "maxLength": 64}, "re": {"type": "string", "maxLength": 64},
        "ip": {"type": "string"}, "cidr": {"type": "string"}, "url": {"type": "string"}, "q": {"type": "string"},
        "ver": {"type": "string"}, "name": {"type": "string", "maxLength": 253},
        "i": {"type": "integer"}, "u": {"type": "integer"}, "f": {"type": "number"},
        "ts": {"type": "string", "format": "date-time"},
        "ios": {"x-kubernetes-int-or-string": true}, "b": {"type": "boolean"},
        "l": {"type": "array", "items": {"type": "integer"}},
        "m": {"type": "object", "additionalProperties": {"type": "string"}}})
}

/// One rule on `spec`, evaluated against `spec`; the single error it gives.
fn error_of(rule: &Value, spec: &Value) -> Vec<String> {
    let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {"spec": {
        "type": "object", "properties": properties(), "x-kubernetes-validations": [rule]}}}))
    .unwrap();
    let outcome = validate(&schema, &json!({"spec": spec}), None);
    outcome.errors.iter().map(|e| e.to_string()).collect()
}

/// `(rule, spec, detail before " evaluating rule: <rule>")`.
fn check(cases: &[(&str, Value, &str)]) {
    let mut failures = Vec::new();
    for (rule, spec, detail) in cases {
        let expected = vec![format!(
            "spec: Invalid value: \"object\": {detail} evaluating rule: {rule}"
        )];
        let actual = error_of(&json!({"rule": rule}), spec);
        if actual != expected {
            failures.push(format!("{rule}\n  actual:   {actual:?}\n  expected: {expected:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn arithmetic_and_access() {
    check(&[
        ("self.i + 9223372036854775807 > 0", json!({"i": 1}), "integer overflow"),
        (
            "self.i - 9223372036854775807 - 2 < 0",
            json!({"i": -1}),
            "integer overflow",
        ),
        ("uint(self.i) - 2u > 0u", json!({"i": 1}), "unsigned integer overflow"),
        ("self.i / 0 == 1", json!({"i": 1}), "division by zero"),
        ("self.i % 0 == 1", json!({"i": 1}), "modulus by zero"),
        ("self.l[5] == 1", json!({"l": [1, 2]}), "index out of bounds: 5"),
        ("self.l[-1] == 1", json!({"l": [1]}), "index out of bounds: -1"),
        ("self.m['z'] == 'b'", json!({"m": {"a": "b"}}), "no such key: z"),
        // The failing argument's own error, also where a function is
        // called with it rather than on it.
        ("size(self.m['z']) == 1", json!({"m": {}}), "no such key: z"),
        ("isSemver(self.m['z'])", json!({"m": {}}), "no such key: z"),
        ("ip(self.m['z']).family() == 4", json!({"m": {}}), "no such key: z"),
        ("int(self.m['z']) == 1", json!({"m": {}}), "no such key: z"),
        ("self.s.charAt(9) == ''", json!({"s": "abc"}), "index out of range: 9"),
        (
            "self.s.substring(2, 1) == ''",
            json!({"s": "abc"}),
            // cel-go's `substrRange` checks the order before the bounds.
            "invalid substring range. start: 2, end: 1",
        ),
    ]);
}

/// Values of dynamic type (int-or-string, `dyn()`) no overload takes: the
/// API server quotes cel-go's error, `no such overload` when the operand's
/// type has the operator (or receives calls: strings), else with the
/// operator's name.
#[test]
fn no_such_overload() {
    let mut failures = Vec::new();
    for (rule, spec, error) in [
        ("self.ios + 1 == 2", json!({"ios": "x"}), "no such overload"),
        ("self.ios - 1 == 2", json!({"ios": "x"}), "no such overload"),
        ("self.ios > 1", json!({"ios": "x"}), "no such overload"),
        ("dyn(self.b) - 1 == 0", json!({"b": true}), "no such overload: _-_"),
        ("dyn(self.b) * 2 == 0", json!({"b": true}), "no such overload: _*_"),
        ("size(self.ios) > 1", json!({"ios": 3}), "no such overload: size"),
    ] {
        let expected = vec![format!(
            "spec: Invalid value: \"object\": '{error}': call arguments did not match a supported operator, function or macro signature for rule: {rule}"
        )];
        let actual = error_of(&json!({"rule": rule}), &spec);
        if actual != expected {
            failures.push(format!("{rule}\n  actual:   {actual:?}\n  expected: {expected:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn conversions() {
    check(&[
        (
            "int(self.s) == 1",
            json!({"s": "x"}),
            "type conversion error from 'string' to 'int'",
        ),
        (
            "uint(self.s) == 1u",
            json!({"s": "-1"}),
            "type conversion error from 'string' to 'uint'",
        ),
        (
            "double(self.s) == 1.0",
            json!({"s": "one"}),
            "type conversion error from 'string' to 'double'",
        ),
        ("int(self.f) == 1", json!({"f": 1e300}), "integer overflow"),
        ("uint(self.i) == 1u", json!({"i": -1}), "unsigned integer overflow"),
        (
            "duration(self.s) > duration('1s')",
            json!({"s": "1d"}),
            "type conversion error from 'string' to 'google.protobuf.Duration'",
        ),
        (
            "timestamp(self.s) > timestamp('2020-01-01T00:00:00Z')",
            json!({"s": "2020-01-01"}),
            "type conversion error from 'string' to 'google.protobuf.Timestamp'",
        ),
        (
            "timestamp(self.i) > timestamp(0)",
            json!({"i": 300000000000i64}),
            "timestamp overflow",
        ),
    ]);
}

#[test]
fn regular_expressions() {
    check(&[
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "a(b"}),
            "error parsing regexp: missing closing ): `a(b`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": ")"}),
            "error parsing regexp: unexpected ): `)`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "x[a-"}),
            "error parsing regexp: missing closing ]: `[a-`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "[z-a]"}),
            "error parsing regexp: invalid character class range: `z-a`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "*a"}),
            "error parsing regexp: missing argument to repetition operator: `*`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "a**"}),
            "error parsing regexp: invalid nested repetition operator: `**`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "a+{2}"}),
            "error parsing regexp: invalid nested repetition operator: `+{2}`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "a\\"}),
            "error parsing regexp: trailing backslash at end of expression: ``",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "\\q"}),
            "error parsing regexp: invalid escape sequence: `\\q`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "(?=a)"}),
            "error parsing regexp: invalid or unsupported Perl syntax: `(?=`",
        ),
        // Patterns Rust's `regex` reads but Go's `regexp` rejects.
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "a{1001}"}),
            "error parsing regexp: invalid repeat count: `{1001}`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "(a{100}){20}"}),
            "error parsing regexp: invalid repeat count: `{20}`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "(?x)a b"}),
            "error parsing regexp: invalid or unsupported Perl syntax: `(?x`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "(?i-s-m)a"}),
            "error parsing regexp: invalid or unsupported Perl syntax: `(?i-s-`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "\\C"}),
            "error parsing regexp: invalid escape sequence: `\\C`",
        ),
        // Errors both reject, in Go's words where Rust's differ.
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "a{2,1}"}),
            "error parsing regexp: invalid repeat count: `{2,1}`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "\\p{Foo}"}),
            "error parsing regexp: invalid character class range: `\\p{Foo}`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "[[:foo:]]"}),
            "error parsing regexp: invalid character class range: `[:foo:]`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "(?P<a-b>x)"}),
            "error parsing regexp: invalid named capture: `(?P<a-b>`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "\\xZ1"}),
            "error parsing regexp: invalid escape sequence: `\\xZ1`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "[\\b]"}),
            "error parsing regexp: invalid escape sequence: `\\b`",
        ),
        (
            "self.s.matches(self.re)",
            json!({"s": "a", "re": "(?i"}),
            "error parsing regexp: invalid or unsupported Perl syntax: `(?i`",
        ),
        (
            "self.s.find(self.re) == ''",
            json!({"s": "a", "re": ")"}),
            "Illegal regex: error parsing regexp: unexpected ): `)`",
        ),
        (
            "self.s.findAll(self.re, 1) == []",
            json!({"s": "a", "re": "a(b"}),
            "Illegal regex: error parsing regexp: missing closing ): `a(b`",
        ),
    ]);
}

/// Patterns Go's `regexp` accepts and Rust's `regex` reads otherwise or
/// rejects: matched as Go matches them.
#[test]
fn patterns_match_as_go_matches_them() {
    for (re, s, expected) in [
        // A `{` that starts no repetition is itself.
        ("^a{$", "a{", true),
        ("^a{,5}$", "a{,5}", true),
        // `\Q…\E` is literal text.
        ("^\\Q.*\\E$", ".*", true),
        ("^\\Q.*\\E$", "ab", false),
        // An octal escape.
        ("^\\101$", "A", true),
        // `[[a]]`: a class of `[` and `a`, then `]`.
        ("^[[a]]$", "[]", true),
        ("^[[a]]$", "a", false),
        // `\d`, `\s` and `\w` are ASCII classes.
        ("^\\d$", "\u{663}", false),
        ("^\\w$", "é", false),
        // An escaped punctuation character is itself.
        ("^\\<$", "<", true),
        // A capture name used twice.
        ("^(?P<a>x)(?P<a>y)$", "xy", true),
    ] {
        let spec = json!({"s": s, "re": re});
        let errors = error_of(&json!({"rule": "self.s.matches(self.re)"}), &spec);
        let expected: Vec<String> = if expected {
            vec![]
        } else {
            vec!["spec: Invalid value: failed rule: self.s.matches(self.re)".to_owned()]
        };
        assert_eq!(errors, expected, "{re} ~ {s}");
    }
}

/// A literal pattern is compiled when the rule is: one Go rejects fails
/// the rule's compilation, at the pattern, in cel-go's words.
#[test]
fn literal_patterns_are_checked_at_compile_time() {
    let schema: Schema = serde_json::from_value(json!({"type": "string", "maxLength": 10})).unwrap();
    for (rule, expected) in [
        (
            "self.matches('a(b')",
            Some("compilation failed: ERROR: <input>:1:14: invalid matches argument\n | self.matches('a(b')\n | .............^"),
        ),
        (
            "self.matches('a{1001}') || self.matches('a')",
            Some("compilation failed: ERROR: <input>:1:14: invalid matches argument\n | self.matches('a{1001}') || self.matches('a')\n | .............^"),
        ),
        // The patterns of `find`, `findAll` and `matches(s, re)` are
        // compiled when the program is built.
        (
            "self.find('a(b') == ''",
            Some("program instantiation failed: error parsing regexp: missing closing ): `a(b`"),
        ),
        (
            "matches(self, 'a{1001}')",
            Some("program instantiation failed: error parsing regexp: invalid repeat count: `{1001}`"),
        ),
        (
            "self.findAll('[') == [] || self.find('(') == ''",
            Some("program instantiation failed: error parsing regexp: missing closing ]: `[`"),
        ),
        // The pattern of a variable is checked when the rule runs.
        ("self.matches(self)", None),
        ("self.find(self) == ''", None),
        ("self.matches('a{')", None),
    ] {
        let rule = validation_schema::ValidationRule {
            rule: rule.into(),
            ..Default::default()
        };
        let error = validation_cel::compile(&rule, &schema, false).err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), expected, "{}", rule.rule);
    }
    let rule = validation_schema::ValidationRule {
        rule: "self == 'a'".into(),
        message_expression: "self.find('x[') + ' is not a'".into(),
        ..Default::default()
    };
    assert_eq!(
        validation_cel::compile(&rule, &schema, false)
            .err()
            .map(|e| e.to_string()),
        Some("messageExpression instantiation failed: error parsing regexp: missing closing ]: `[`".to_owned())
    );
}

#[test]
fn network_addresses() {
    check(&[
        (
            "ip(self.ip).family() == 4",
            json!({"ip": "192.168.0.1.0"}),
            "IP Address \"192.168.0.1.0\" parse error during conversion from string: ParseAddr(\"192.168.0.1.0\"): IPv4 address too long",
        ),
        (
            "ip(self.ip).family() == 6",
            json!({"ip": "2001:db8:::68"}),
            "IP Address \"2001:db8:::68\" parse error during conversion from string: ParseAddr(\"2001:db8:::68\"): each colon-separated field must have at least one digit (at \":68\")",
        ),
        (
            "ip(self.ip).family() == 4",
            json!({"ip": "example.com"}),
            "IP Address \"example.com\" parse error during conversion from string: ParseAddr(\"example.com\"): unexpected character (at \"example.com\")",
        ),
        (
            "ip(self.ip).family() == 4",
            json!({"ip": "localhost"}),
            "IP Address \"localhost\" parse error during conversion from string: ParseAddr(\"localhost\"): unable to parse IP",
        ),
        (
            "ip(self.ip).family() == 6",
            json!({"ip": "fe80::1%eth0"}),
            "IP address \"fe80::1%eth0\" with zone value is not allowed",
        ),
        (
            "ip(self.ip).family() == 6",
            json!({"ip": "::ffff:10.0.0.1"}),
            "IPv4-mapped IPv6 address \"::ffff:10.0.0.1\" is not allowed",
        ),
        (
            "cidr(self.cidr).prefixLength() == 24",
            json!({"cidr": "192.168.0.0/"}),
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"192.168.0.0/\"): bad bits after slash: \"\"",
        ),
        (
            "cidr(self.cidr).prefixLength() == 24",
            json!({"cidr": "192.168.0.0"}),
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"192.168.0.0\"): no '/'",
        ),
        (
            "cidr(self.cidr).prefixLength() == 24",
            json!({"cidr": "10.0.0.0/33"}),
            "network address parse error during conversion from string: network address parse error during conversion from string: netip.ParsePrefix(\"10.0.0.0/33\"): prefix length out of range",
        ),
        (
            "url(self.url).getHost() == ''",
            json!({"url": "example.com/x"}),
            "URL parse error during conversion from string: parse \"example.com/x\": invalid URI for request",
        ),
        (
            "url(self.url).getHost() == ''",
            json!({"url": "https://example.com:port/"}),
            "URL parse error during conversion from string: parse \"https://example.com:port/\": invalid port \":port\" after host",
        ),
        (
            "url(self.url).getHost() == ''",
            json!({"url": ":x"}),
            "URL parse error during conversion from string: parse \":x\": missing protocol scheme",
        ),
        (
            "url(self.url).getHost() == ''",
            json!({"url": "http://%41/"}),
            "URL parse error during conversion from string: parse \"http://%41/\": invalid URL escape \"%41\"",
        ),
        (
            "url(self.url).getHost() == ''",
            json!({"url": "http://u^@h/"}),
            "URL parse error during conversion from string: parse \"http://u^@h/\": net/url: invalid userinfo",
        ),
        // `url.ParseRequestURI` takes `//a b/` as a path; `url.Parse`, which
        // gives the parts, as a host.
        (
            "url(self.url).getHost() == ''",
            json!({"url": "//a b/"}),
            "URL parse error during conversion from string: parse \"//a b/\": invalid character \" \" in host name",
        ),
        // The fragment is checked by `url.Parse` only.
        (
            "url(self.url).getHost() == ''",
            json!({"url": "http://h/#%zz"}),
            "URL parse error during conversion from string: parse \"http://h/#%zz\": invalid URL escape \"%zz\"",
        ),
    ]);
}

/// URLs Go's `net/url` accepts (where the `url` crate differs), with the
/// parts Go gives.
#[test]
fn urls_are_read_as_go_reads_them() {
    for (rule, url) in [
        (
            "url(self.url).getHost() == '' && url(self.url).getEscapedPath() == ''",
            "https://",
        ),
        ("url(self.url).getPort() == '99999'", "http://a:99999/x"),
        (
            "url(self.url).getHost() == 'host' && url(self.url).getEscapedPath() == '/path'",
            "//host/path",
        ),
        ("url(self.url).getEscapedPath() == '/a%20b/%C3%A9'", "http://h/a b/é"),
        ("url(self.url).getHost() == '1.2.3.256'", "http://1.2.3.256/"),
        (
            "url(self.url).getQuery() == {'a': ['1 2'], 'd': ['']}",
            "http://h/?a=1+2&b=%zz&;c=3&d",
        ),
        ("isURL(self.url) && url(self.url).getEscapedPath() == '*'", "*"),
        ("!isURL(self.url)", "x"),
    ] {
        assert_eq!(
            error_of(&json!({"rule": rule}), &json!({"url": url})),
            Vec::<String>::new(),
            "{url}: {rule}"
        );
    }
}

#[test]
fn quantities_and_versions() {
    check(&[
        (
            "quantity(self.q).isInteger()",
            json!({"q": "x"}),
            "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
        ),
        (
            "quantity(self.q).isInteger()",
            json!({"q": "10Mo"}),
            "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
        ),
        (
            "quantity(self.q).isInteger()",
            json!({"q": "10Mm"}),
            "unable to parse quantity's suffix",
        ),
        (
            "quantity(self.q).asInteger() == 0",
            json!({"q": "500m"}),
            "cannot convert value to integer",
        ),
        (
            "semver(self.ver).major() == 1",
            json!({"ver": "v1.0"}),
            "No Major.Minor.Patch elements found",
        ),
        (
            "semver(self.ver).major() == 1",
            json!({"ver": ""}),
            "Version string empty",
        ),
        (
            "semver(self.ver).major() == 1",
            json!({"ver": "v1.2.3"}),
            "Invalid character(s) found in major number \"v1\"",
        ),
        (
            "semver(self.ver).major() == 1",
            json!({"ver": "1.02.3"}),
            "Minor number must not contain leading zeroes \"02\"",
        ),
        (
            "semver(self.ver).major() == 1",
            json!({"ver": "1.2.3-a_b"}),
            "Invalid character(s) found in prerelease \"a_b\"",
        ),
        (
            "semver(self.ver, true).major() == 1",
            json!({"ver": "1.2-rc"}),
            "short version cannot contain PreRelease/Build meta data",
        ),
    ]);
}

/// `format.<name>().validate(s)`'s reasons, shown by a message expression.
#[test]
fn format_validation_messages() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "dns1123Label",
            "contains a space",
            "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
        ),
        ("dns1123Label", "a.b", "must not contain dots"),
        (
            "dns1123Subdomain",
            "-x.com",
            "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
        ),
        (
            "dns1035Label",
            "1abc",
            "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
        ),
        (
            "qualifiedName",
            "/x",
            "prefix part must be non-empty",
        ),
        (
            "qualifiedName",
            "a/b/c",
            "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
        ),
        (
            "labelValue",
            "-x",
            "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
        ),
        ("uri", "x", "parse \"x\": invalid URI for request"),
        ("uuid", "x", "does not match the UUID format"),
        ("byte", "x", "invalid base64"),
        ("date", "2023-02-29", "invalid date"),
        ("datetime", "2023-01-01T25:00:00Z", "invalid datetime"),
    ];
    let mut failures = Vec::new();
    for (format, value, reason) in cases {
        let rule = format!("!format.{format}().validate(self.name).hasValue()");
        let message = format!("format.{format}().validate(self.name).value().join(' | ')");
        let actual = error_of(
            &json!({"rule": rule, "messageExpression": message}),
            &json!({"name": value}),
        );
        let expected = vec![format!("spec: Invalid value: {reason}")];
        if actual != expected {
            failures.push(format!(
                "{format} {value:?}\n  actual:   {actual:?}\n  expected: {expected:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
