//! Unit tests of the tag grammar (parse_tag, tag_name, parse_canonical_int,
//! parse_raw_tag, Display) plus a no-panic fuzz test.

use super::*;

fn ok(text: &str) -> Tag {
    match parse_tag(text) {
        Ok(t) => t,
        Err(e) => panic!("{text:?} failed: {} at {:?}", e.message, e.span),
    }
}

/// (message, span start, span end)
fn fail(text: &str) -> (String, usize, usize) {
    match parse_tag(text) {
        Ok(t) => panic!("{text:?} parsed unexpectedly: {t:?}"),
        Err(e) => (e.message, e.span.start, e.span.end),
    }
}

fn e(msg: &str, start: usize, end: usize) -> (String, usize, usize) {
    (msg.to_string(), start, end)
}

fn sp(start: usize, end: usize) -> Span {
    Span::new(start, end)
}

fn s(v: &str) -> Literal {
    Literal::String(v.to_string())
}

/// The literal payload and its raw text.
fn value(text: &str) -> (Literal, String) {
    let t = ok(text);
    match (t.value, t.value_raw) {
        (Some(TagValue::Literal(l)), Some(raw)) => (l, raw),
        other => panic!("{text:?}: no literal value: {other:?}"),
    }
}

fn int(text: &str) -> i64 {
    match value(text).0 {
        Literal::Int(i) => i,
        other => panic!("{text:?}: not an int: {other:?}"),
    }
}

fn named(name: &str, value: Literal, raw: &str, name_span: Span, value_span: Span) -> Arg {
    Arg {
        name: Some(name.to_string()),
        name_span: Some(name_span),
        value,
        raw: raw.to_string(),
        value_span,
        span: sp(name_span.start, value_span.end),
    }
}

fn positional(value: Literal, raw: &str, span: Span) -> Arg {
    Arg {
        name: None,
        name_span: None,
        value,
        raw: raw.to_string(),
        value_span: span,
        span,
    }
}

// ---------------------------------------------------------------------------
// Basic shapes

#[test]
fn bare_name() {
    assert_eq!(
        ok("+k8s:required"),
        Tag {
            name: "k8s:required".into(),
            name_span: sp(1, 13),
            args: vec![],
            args_span: None,
            value: None,
            value_raw: None,
            value_span: None,
            span: sp(0, 13),
        }
    );
}

#[test]
fn int_value() {
    assert_eq!(
        ok("+k8s:minimum=0"),
        Tag {
            name: "k8s:minimum".into(),
            name_span: sp(1, 12),
            args: vec![],
            args_span: None,
            value: Some(TagValue::Literal(Literal::Int(0))),
            value_raw: Some("0".into()),
            value_span: Some(sp(13, 14)),
            span: sp(0, 14),
        }
    );
}

#[test]
fn name_chars() {
    let t = ok("+_a.b-c:d9=1");
    assert_eq!(t.name, "_a.b-c:d9");
    assert_eq!(t.name_span, sp(1, 10));
    let t = ok("+k8s:validation-gen-nolint");
    assert_eq!(t.name, "k8s:validation-gen-nolint");
    // A name may end in ':'.
    assert_eq!(ok("+k8s:").name, "k8s:");
}

#[test]
fn empty_parens() {
    let t = ok("+k8s:foo()");
    assert_eq!(t.args, vec![]);
    assert_eq!(t.args_span, Some(sp(8, 10)));
    assert_eq!(t.span, sp(0, 10));
    let t = ok("+k8s:foo()=5");
    assert_eq!(t.literal(), Some(&Literal::Int(5)));
    assert_eq!(t.value_span, Some(sp(11, 12)));
}

#[test]
fn leading_and_trailing_whitespace_trimmed_spans_into_original() {
    let t = ok("  \t+k8s:minimum=5  \t");
    assert_eq!(t.name_span, sp(4, 15));
    assert_eq!(t.value_span, Some(sp(16, 17)));
    assert_eq!(t.span, sp(3, 17));
}

// ---------------------------------------------------------------------------
// Value typing

#[test]
fn value_typing() {
    assert_eq!(value("+k8s:x=true"), (Literal::Bool(true), "true".into()));
    assert_eq!(value("+k8s:x=false"), (Literal::Bool(false), "false".into()));
    assert_eq!(value("+k8s:x=\"true\""), (s("true"), "\"true\"".into()));
    assert_eq!(value("+k8s:x=`false`"), (s("false"), "`false`".into()));
    assert_eq!(value("+k8s:x=True"), (s("True"), "True".into()));
    assert_eq!(value("+k8s:x=trueish"), (s("trueish"), "trueish".into()));
    assert_eq!(
        value("+k8s:format=k8s-long-name"),
        (s("k8s-long-name"), "k8s-long-name".into())
    );
    assert_eq!(value("+k8s:x=a.b_c-d9"), (s("a.b_c-d9"), "a.b_c-d9".into()));
    assert_eq!(value("+k8s:x=_1"), (s("_1"), "_1".into()));
    assert_eq!(value("+k8s:update=NoModify"), (s("NoModify"), "NoModify".into()));
    assert_eq!(value("+k8s:x=-5"), (Literal::Int(-5), "-5".into()));
    assert_eq!(value("+k8s:x=+5"), (Literal::Int(5), "+5".into()));
    assert_eq!(value("+k8s:x=\"\""), (s(""), "\"\"".into()));
}

#[test]
fn plus_digit_is_int_not_tag() {
    let t = ok("+k8s:minimum=+5");
    assert_eq!(t.literal(), Some(&Literal::Int(5)));
    assert_eq!(t.value_raw.as_deref(), Some("+5"));
    assert_eq!(t.value_span, Some(sp(13, 15)));
    assert!(t.chained().is_none());
}

#[test]
fn go_integer_literals() {
    assert_eq!(int("+k8s:x=0"), 0);
    assert_eq!(int("+k8s:x=10"), 10);
    assert_eq!(int("+k8s:x=0x1F"), 31);
    assert_eq!(int("+k8s:x=0X1f"), 31);
    assert_eq!(int("+k8s:x=0o17"), 15);
    assert_eq!(int("+k8s:x=0O17"), 15);
    assert_eq!(int("+k8s:x=0b101"), 5);
    assert_eq!(int("+k8s:x=0B101"), 5);
    assert_eq!(int("+k8s:x=017"), 15);
    assert_eq!(int("+k8s:x=0100"), 64);
    assert_eq!(int("+k8s:x=00"), 0);
    assert_eq!(int("+k8s:x=-0"), 0);
    assert_eq!(int("+k8s:x=-0x10"), -16);
    assert_eq!(int("+k8s:x=+0x10"), 16);
    assert_eq!(int("+k8s:x=1_000"), 1000);
    assert_eq!(int("+k8s:x=0x_1F"), 31);
    assert_eq!(int("+k8s:x=0_17"), 15);
    assert_eq!(int("+k8s:x=0b_1_0"), 2);
    assert_eq!(int("+k8s:x=9223372036854775807"), i64::MAX);
    assert_eq!(int("+k8s:x=-9223372036854775808"), i64::MIN);
    assert_eq!(int("+k8s:x=-0x8000000000000000"), i64::MIN);
    assert_eq!(int("+k8s:x=0x7fffffffffffffff"), i64::MAX);
}

#[test]
fn invalid_integers() {
    assert_eq!(fail("+k8s:x=08"), e("invalid integer \"08\"", 7, 9));
    assert_eq!(fail("+k8s:x=0x"), e("invalid integer \"0x\"", 7, 9));
    assert_eq!(fail("+k8s:x=0x_"), e("invalid integer \"0x_\"", 7, 10));
    assert_eq!(fail("+k8s:x=0b2"), e("invalid integer \"0b2\"", 7, 10));
    assert_eq!(fail("+k8s:x=0o8"), e("invalid integer \"0o8\"", 7, 10));
    assert_eq!(fail("+k8s:x=1__0"), e("invalid integer \"1__0\"", 7, 11));
    assert_eq!(fail("+k8s:x=1_"), e("invalid integer \"1_\"", 7, 9));
    assert_eq!(fail("+k8s:x=0_x1"), e("invalid integer \"0_x1\"", 7, 11));
    assert_eq!(fail("+k8s:x=5.5"), e("invalid integer \"5.5\"", 7, 10));
    assert_eq!(fail("+k8s:x=1e3"), e("invalid integer \"1e3\"", 7, 10));
    assert_eq!(fail("+k8s:x=12abc"), e("invalid integer \"12abc\"", 7, 12));
    assert_eq!(fail("+k8s:x=-"), e("invalid integer \"-\"", 7, 8));
    assert_eq!(fail("+k8s:x=-abc"), e("invalid integer \"-abc\"", 7, 11));
    assert_eq!(fail("+k8s:x=--5"), e("invalid integer \"-\"", 7, 8));
}

#[test]
fn integer_range() {
    assert_eq!(fail("+k8s:x=9223372036854775808"), e("integer out of range", 7, 26));
    assert_eq!(fail("+k8s:x=-9223372036854775809"), e("integer out of range", 7, 27));
    assert_eq!(fail("+k8s:x=0x8000000000000000"), e("integer out of range", 7, 25));
    assert_eq!(
        fail("+k8s:x=99999999999999999999999999999999"),
        e("integer out of range", 7, 39)
    );
    assert_eq!(
        fail("+k8s:x(a: 18446744073709551616)"),
        e("integer out of range", 10, 30)
    );
}

#[test]
fn plus_without_name_or_digit() {
    assert_eq!(fail("+k8s:x=+-5"), e("expected tag name or number after '=+'", 7, 8));
    assert_eq!(fail("+k8s:x=+"), e("expected tag name or number after '=+'", 7, 8));
    assert_eq!(
        fail("+k8s:x=+ k8s:y"),
        e("expected tag name or number after '=+'", 7, 8)
    );
    assert_eq!(fail("+k8s:x=+\"s\""), e("expected tag name or number after '=+'", 7, 8));
}

// ---------------------------------------------------------------------------
// Quoted strings

#[test]
fn quoted_strings() {
    assert_eq!(value("+k8s:x=\"a b\""), (s("a b"), "\"a b\"".into()));
    assert_eq!(value("+k8s:x=`a b`"), (s("a b"), "`a b`".into()));
    assert_eq!(value(r#"+k8s:x="a\"b\\c""#), (s("a\"b\\c"), r#""a\"b\\c""#.into()));
    assert_eq!(value(r"+k8s:x=`a\`b\\c`"), (s("a`b\\c"), r"`a\`b\\c`".into()));
    // The other delimiter needs no escape.
    assert_eq!(value("+k8s:x=\"a`b\"").0, s("a`b"));
    assert_eq!(value("+k8s:x=`a\"b`").0, s("a\"b"));
    // '#', '//', '=', '+', parens and unicode inside quotes are plain text.
    assert_eq!(value("+k8s:x=\"a # b // c =+d(e)\"").0, s("a # b // c =+d(e)"));
    assert_eq!(value("+k8s:x=\"日本語\"").0, s("日本語"));
    let t = ok("+k8s:x=\"日本語\"");
    assert_eq!(t.value_span, Some(sp(7, 18)));
}

#[test]
fn invalid_escapes() {
    assert_eq!(fail(r#"+k8s:x="a\nb""#), e(r"invalid escape \n in string", 9, 11));
    assert_eq!(fail(r#"+k8s:x="a\tb""#), e(r"invalid escape \t in string", 9, 11));
    assert_eq!(fail(r#"+k8s:x="\'""#), e(r"invalid escape \' in string", 8, 10));
    assert_eq!(fail(r#"+k8s:x="\`""#), e(r"invalid escape \` in string", 8, 10));
    // In a backtick string, \" is not an allowed escape.
    assert_eq!(fail(r#"+k8s:x=`\"`"#), e(r#"invalid escape \" in string"#, 8, 10));
    assert_eq!(fail("+k8s:x=\"\\é\""), e("invalid escape \\é in string", 8, 11));
    assert_eq!(fail(r#"+k8s:x(a: "\x")"#), e(r"invalid escape \x in string", 11, 13));
}

#[test]
fn unterminated_strings() {
    assert_eq!(fail("+k8s:x=\"abc"), e("unterminated string", 7, 11));
    assert_eq!(fail("+k8s:x=`abc"), e("unterminated string", 7, 11));
    assert_eq!(fail("+k8s:x=\"abc\\"), e("unterminated string", 7, 12));
    assert_eq!(fail("+k8s:x=\"abc\\\""), e("unterminated string", 7, 13));
    assert_eq!(fail("+k8s:x=\""), e("unterminated string", 7, 8));
    assert_eq!(fail("+k8s:x(\"abc)"), e("unterminated string", 7, 12));
    // Trailing whitespace is trimmed before parsing, so it is not part of the string.
    assert_eq!(fail("+k8s:x=\"abc  "), e("unterminated string", 7, 11));
}

#[test]
fn text_after_closing_quote() {
    assert_eq!(
        fail("+k8s:x=\"a\"b"),
        e("unexpected character 'b' after closing quote", 10, 11)
    );
    assert_eq!(
        fail("+k8s:x=\"a\" b"),
        e("unexpected text after value (comments start with '#')", 11, 12)
    );
}

// ---------------------------------------------------------------------------
// Arguments

#[test]
fn positional_args_of_each_kind() {
    let t = ok("+k8s:ifEnabled(Foo)");
    assert_eq!(t.args, vec![positional(s("Foo"), "Foo", sp(15, 18))]);
    assert_eq!(t.args_span, Some(sp(14, 19)));
    assert_eq!(t.span, sp(0, 19));
    assert_eq!(ok("+x(100)").args, vec![positional(Literal::Int(100), "100", sp(3, 6))]);
    assert_eq!(
        ok("+x(-0x10)").args,
        vec![positional(Literal::Int(-16), "-0x10", sp(3, 8))]
    );
    assert_eq!(ok("+x(+7)").args, vec![positional(Literal::Int(7), "+7", sp(3, 5))]);
    assert_eq!(
        ok("+x(true)").args,
        vec![positional(Literal::Bool(true), "true", sp(3, 7))]
    );
    assert_eq!(
        ok("+x(\"true\")").args,
        vec![positional(s("true"), "\"true\"", sp(3, 9))]
    );
    assert_eq!(ok("+x(`a b`)").args, vec![positional(s("a b"), "`a b`", sp(3, 8))]);
    assert!(ok("+x(a)").args.iter().all(Arg::is_positional));
    assert_eq!(ok("+x(Foo)").positional_arg().map(|a| &a.value), Some(&s("Foo")));
}

#[test]
fn named_args_of_all_kinds() {
    let text = "+x(a: \"s\", b: 1, c: true, d: ident, e: -0x10, f: `q`, g: false)";
    let t = ok(text);
    assert_eq!(
        t.args,
        vec![
            named("a", s("s"), "\"s\"", sp(3, 4), sp(6, 9)),
            named("b", Literal::Int(1), "1", sp(11, 12), sp(14, 15)),
            named("c", Literal::Bool(true), "true", sp(17, 18), sp(20, 24)),
            named("d", s("ident"), "ident", sp(26, 27), sp(29, 34)),
            named("e", Literal::Int(-16), "-0x10", sp(36, 37), sp(39, 44)),
            named("f", s("q"), "`q`", sp(46, 47), sp(49, 52)),
            named("g", Literal::Bool(false), "false", sp(54, 55), sp(57, 62)),
        ]
    );
    assert_eq!(t.args_span, Some(sp(2, 63)));
    assert_eq!(t.span, sp(0, 63));
    assert_eq!(t.arg("e").map(|a| a.value.clone()), Some(Literal::Int(-16)));
    assert_eq!(t.arg("zz"), None);
    assert_eq!(t.positional_arg(), None);
}

#[test]
fn named_args_whitespace_optional_and_repeatable_after_comma_and_colon() {
    let a = ok("+x(a:1,b:2)").args;
    let b = ok("+x(a:   1,  \tb:\t2)").args;
    let strip = |v: Vec<Arg>| -> Vec<(Option<String>, Literal)> { v.into_iter().map(|a| (a.name, a.value)).collect() };
    let want = vec![
        (Some("a".to_string()), Literal::Int(1)),
        (Some("b".to_string()), Literal::Int(2)),
    ];
    assert_eq!(strip(a), want);
    assert_eq!(strip(b), want);
}

#[test]
fn named_arg_keys_are_identifiers() {
    let t = ok("+k8s:item(key.with-dots_1: 1)=+k8s:required");
    assert_eq!(t.args[0].name.as_deref(), Some("key.with-dots_1"));
    assert_eq!(fail("+x(1: 2)"), e("argument name must be an identifier", 3, 4));
    assert_eq!(fail("+x(\"a\": 2)"), e("argument name must be an identifier", 3, 6));
}

#[test]
fn duplicate_named_args_are_kept() {
    let t = ok("+k8s:item(a: 1, a: 2)=+k8s:required");
    assert_eq!(t.args.len(), 2);
    assert_eq!(t.arg("a").map(|a| &a.value), Some(&Literal::Int(1)));
}

#[test]
fn arg_count_rules() {
    assert_eq!(
        fail("+x(a, b)"),
        e("multiple arguments must use 'name: value' syntax", 6, 7)
    );
    assert_eq!(
        fail("+x(1, 2, 3)"),
        e("multiple arguments must use 'name: value' syntax", 6, 7)
    );
    assert_eq!(
        fail("+x(a, b: 1)"),
        e("can't mix named and positional arguments", 6, 10)
    );
    assert_eq!(
        fail("+x(a: 1, b)"),
        e("can't mix named and positional arguments", 9, 10)
    );
    assert_eq!(
        fail("+x(a: 1, \"b\")"),
        e("can't mix named and positional arguments", 9, 12)
    );
}

#[test]
fn arg_whitespace_errors() {
    assert_eq!(fail("+x( a)"), e("unexpected whitespace after '('", 3, 4));
    assert_eq!(fail("+x( )"), e("unexpected whitespace after '('", 3, 4));
    assert_eq!(fail("+x(a )"), e("unexpected whitespace before ')'", 4, 5));
    assert_eq!(fail("+x(a: 1 )"), e("unexpected whitespace before ')'", 7, 8));
    assert_eq!(fail("+x(a ,b: 1)"), e("unexpected whitespace before ','", 4, 5));
    assert_eq!(fail("+x(a: 1 , b: 2)"), e("unexpected whitespace before ','", 7, 8));
    assert_eq!(fail("+x(a :1)"), e("unexpected whitespace before ':'", 4, 5));
    assert_eq!(fail("+x(a b)"), e("unexpected whitespace after argument", 4, 5));
    assert_eq!(fail("+x(a: foo bar)"), e("unexpected whitespace after argument", 9, 10));
    assert_eq!(fail("+x(a: 1 # c)"), e("unexpected whitespace after argument", 7, 8));
    assert_eq!(fail("+x(a: 1 2)"), e("unexpected whitespace after argument", 7, 8));
}

#[test]
fn arg_structure_errors() {
    assert_eq!(fail("+x("), e("expected ')'", 3, 3));
    assert_eq!(fail("+x(a"), e("expected ')'", 4, 4));
    assert_eq!(fail("+x(a: 1"), e("expected ')'", 7, 7));
    assert_eq!(fail("+x(a: 1   "), e("expected ')'", 7, 7));
    assert_eq!(fail("+x(a,"), e("expected argument after ','", 5, 5));
    assert_eq!(fail("+x(a: 1,)"), e("expected argument after ','", 8, 9));
    assert_eq!(fail("+x(a: 1, )"), e("expected argument after ','", 9, 10));
    assert_eq!(fail("+x(a: 1,,b: 2)"), e("expected argument after ','", 8, 9));
    assert_eq!(fail("+x(a:)"), e("expected value after ':'", 5, 6));
    assert_eq!(fail("+x(a: )"), e("expected value after ':'", 6, 7));
    assert_eq!(fail("+x(a: , b: 1)"), e("expected value after ':'", 6, 7));
    assert_eq!(fail("+x(a:"), e("expected value after ':'", 5, 5));
    assert_eq!(fail("+x(a: #)"), e("unexpected character '#' in argument value", 6, 7));
    assert_eq!(fail("+x(,)"), e("unexpected character ',' in argument list", 3, 4));
    assert_eq!(fail("+x(=)"), e("unexpected character '=' in argument list", 3, 4));
    assert_eq!(fail("+x(a: b: c)"), e("unexpected character ':' after argument", 7, 8));
    assert_eq!(fail("+x(a(b))"), e("unexpected character '(' after argument", 4, 5));
    assert_eq!(fail("+x(a=1)"), e("unexpected character '=' after argument", 4, 5));
    assert_eq!(fail("+x(a)(b)"), e("unexpected character '(' after ')'", 5, 6));
    assert_eq!(fail("+x(a)b"), e("unexpected character 'b' after ')'", 5, 6));
    assert_eq!(fail("+x(a: \"x)"), e("unterminated string", 6, 9));
}

// ---------------------------------------------------------------------------
// Whitespace outside arguments

#[test]
fn whitespace_around_equals_and_parens() {
    assert_eq!(fail("+k8s:minimum =5"), e("unexpected whitespace before '='", 12, 13));
    assert_eq!(fail("+k8s:minimum\t=5"), e("unexpected whitespace before '='", 12, 13));
    assert_eq!(fail("+k8s:minimum= 5"), e("unexpected whitespace after '='", 13, 14));
    assert_eq!(fail("+k8s:minimum = 5"), e("unexpected whitespace before '='", 12, 13));
    assert_eq!(
        fail("+k8s:ifEnabled (Foo)"),
        e("unexpected whitespace before '('", 14, 15)
    );
    assert_eq!(
        fail("+k8s:ifEnabled(Foo) =+k8s:required"),
        e("unexpected whitespace before '='", 19, 20)
    );
    assert_eq!(
        fail("+k8s:ifEnabled(Foo)= +k8s:required"),
        e("unexpected whitespace after '='", 20, 21)
    );
    assert_eq!(
        fail("+k8s:ifEnabled(Foo)=+ k8s:required"),
        e("expected tag name or number after '=+'", 20, 21)
    );
}

#[test]
fn whitespace_inside_unquoted_values_and_stray_text() {
    assert_eq!(
        fail("+k8s:format=foo bar"),
        e("unexpected text after value (comments start with '#')", 16, 19)
    );
    assert_eq!(
        fail("+k8s:minimum=1 2"),
        e("unexpected text after value (comments start with '#')", 15, 16)
    );
    assert_eq!(
        fail("+k8s:required foo bar"),
        e("unexpected text after tag (comments start with '#')", 14, 21)
    );
    assert_eq!(
        fail("+k8s:ifEnabled(Foo) bar"),
        e("unexpected text after tag (comments start with '#')", 20, 23)
    );
    // Whitespace before '(' after ')' is just stray text.
    assert_eq!(
        fail("+x(a) (b)"),
        e("unexpected text after tag (comments start with '#')", 6, 9)
    );
}

// ---------------------------------------------------------------------------
// Unexpected characters

#[test]
fn unexpected_characters() {
    assert_eq!(fail("+k8s:foo!"), e("unexpected character '!' after tag name", 8, 9));
    assert_eq!(fail("+k8s:foo/bar"), e("unexpected character '/' after tag name", 8, 9));
    assert_eq!(fail("+k8s:x=a!"), e("unexpected character '!' in value", 8, 9));
    assert_eq!(fail("+k8s:x=a:b"), e("unexpected character ':' in value", 8, 9));
    assert_eq!(fail("+k8s:x=5-3"), e("unexpected character '-' in value", 8, 9));
    assert_eq!(fail("+k8s:x=5é"), e("unexpected character 'é' in value", 8, 10));
    assert_eq!(fail("+k8s:x=a=b"), e("unexpected character '=' in value", 8, 9));
    assert_eq!(fail("+k8s:x=*"), e("unexpected character '*' after '='", 7, 8));
    assert_eq!(fail("+k8s:x=(a)"), e("unexpected character '(' after '='", 7, 8));
    assert_eq!(fail("+k8s:x='a'"), e(r"unexpected character '\'' after '='", 7, 8));
    assert_eq!(fail("+k8s:x=a\u{0}"), e(r"unexpected character '\0' in value", 8, 9));
    assert_eq!(fail("+k8s:x\"a\""), e("unexpected character '\"' after tag name", 6, 7));
    assert_eq!(fail("+k8s:x`a`"), e("unexpected character '`' after tag name", 6, 7));
}

#[test]
fn go_quote_for_messages() {
    assert_eq!(go_quote("abc"), r#""abc""#);
    assert_eq!(go_quote("a\"b\\c"), r#""a\"b\\c""#);
    assert_eq!(go_quote("héllo 日本"), "\"héllo 日本\"");
    assert_eq!(go_quote("\n\t\r\u{7}\u{8}\u{b}\u{c}"), r#""\n\t\r\a\b\v\f""#);
    assert_eq!(go_quote("\u{0}\u{1b}\u{7f}\u{85}"), r#""\x00\x1b\x7f\u0085""#);
}

#[test]
fn tag_name_errors() {
    assert_eq!(fail(""), e("empty tag", 0, 0));
    assert_eq!(fail("   "), e("empty tag", 0, 0));
    assert_eq!(fail("+"), e("expected tag name after '+'", 0, 1));
    assert_eq!(fail("+5"), e("expected tag name after '+', found '5'", 1, 2));
    assert_eq!(fail("+ k8s:x"), e("expected tag name after '+', found ' '", 1, 2));
    assert_eq!(fail("+:x"), e("expected tag name after '+', found ':'", 1, 2));
    assert_eq!(fail("+-x"), e("expected tag name after '+', found '-'", 1, 2));
    assert_eq!(fail("k8s:x"), e("expected '+' at start of tag, found 'k'", 0, 1));
    assert_eq!(fail("// +k8s:x"), e("expected '+' at start of tag, found '/'", 0, 1));
}

// ---------------------------------------------------------------------------
// Empty values

#[test]
fn empty_value_after_equals() {
    assert_eq!(fail("+k8s:minimum="), e("empty value after '='", 12, 13));
    assert_eq!(fail("+k8s:minimum=   "), e("empty value after '='", 12, 13));
    assert_eq!(fail("+k8s:minimum=# c"), e("empty value after '='", 12, 13));
    assert_eq!(fail("+k8s:minimum= # c"), e("empty value after '='", 12, 13));
    assert_eq!(fail("+x(a)="), e("empty value after '='", 5, 6));
    assert_eq!(fail("+k8s:eachVal=+k8s:minimum="), e("empty value after '='", 25, 26));
}

// ---------------------------------------------------------------------------
// Comments

#[test]
fn trailing_comments() {
    let t = ok("+k8s:required # a comment");
    assert_eq!((t.name.as_str(), t.span), ("k8s:required", sp(0, 13)));
    let t = ok("+k8s:required#c");
    assert_eq!((t.name.as_str(), t.span), ("k8s:required", sp(0, 13)));
    let t = ok("+k8s:minimum=5 # five");
    assert_eq!((t.literal(), t.span), (Some(&Literal::Int(5)), sp(0, 14)));
    let t = ok("+k8s:minimum=5#five");
    assert_eq!((t.literal(), t.span), (Some(&Literal::Int(5)), sp(0, 14)));
    let t = ok("+k8s:format=foo#bar");
    assert_eq!(t.literal(), Some(&s("foo")));
    let t = ok("+k8s:format=\"a#b\" # c");
    assert_eq!((t.literal(), t.span), (Some(&s("a#b")), sp(0, 17)));
    let t = ok("+k8s:format=\"a\"#c");
    assert_eq!(t.literal(), Some(&s("a")));
    let t = ok("+k8s:ifEnabled(Foo)\t# c (with = and \" and //)");
    assert_eq!(t.span, sp(0, 19));
    let t = ok("+x()#c");
    assert_eq!(t.args_span, Some(sp(2, 4)));
    let t = ok("+k8s:required #");
    assert_eq!(t.span, sp(0, 13));
}

#[test]
fn double_slash_is_not_a_comment() {
    let msg = "'//' is not a comment marker in tags; comments start with '#'";
    assert_eq!(fail("+k8s:required // c"), e(msg, 14, 16));
    assert_eq!(fail("+k8s:required//c"), e(msg, 13, 15));
    assert_eq!(fail("+k8s:minimum=5 // c"), e(msg, 15, 17));
    assert_eq!(fail("+k8s:format=a//b"), e(msg, 13, 15));
    assert_eq!(fail("+k8s:format=\"a\"//b"), e(msg, 15, 17));
    assert_eq!(fail("+x(a) // c"), e(msg, 6, 8));
    assert_eq!(fail("+x(a//b)"), e(msg, 4, 6));
    assert_eq!(fail("+k8s:x=//"), e(msg, 7, 9));
    // A single slash is an ordinary unexpected character.
    assert_eq!(fail("+k8s:x=a/b"), e("unexpected character '/' in value", 8, 9));
    assert_eq!(
        fail("+k8s:required / c"),
        e("unexpected text after tag (comments start with '#')", 14, 17)
    );
}

// ---------------------------------------------------------------------------
// Chains

#[test]
fn brief_example_chain() {
    let text = "+k8s:ifEnabled(Foo)=+k8s:item(type: \"x\", port: 80)=+k8s:maxLength=10  # comment";
    let t = ok(text);
    let inner2 = Tag {
        name: "k8s:maxLength".into(),
        name_span: sp(52, 65),
        args: vec![],
        args_span: None,
        value: Some(TagValue::Literal(Literal::Int(10))),
        value_raw: Some("10".into()),
        value_span: Some(sp(66, 68)),
        span: sp(51, 68),
    };
    let inner1 = Tag {
        name: "k8s:item".into(),
        name_span: sp(21, 29),
        args: vec![
            named("type", s("x"), "\"x\"", sp(30, 34), sp(36, 39)),
            named("port", Literal::Int(80), "80", sp(41, 45), sp(47, 49)),
        ],
        args_span: Some(sp(29, 50)),
        value: Some(TagValue::Tag(Box::new(inner2))),
        value_raw: None,
        value_span: Some(sp(51, 68)),
        span: sp(20, 68),
    };
    let outer = Tag {
        name: "k8s:ifEnabled".into(),
        name_span: sp(1, 14),
        args: vec![positional(s("Foo"), "Foo", sp(15, 18))],
        args_span: Some(sp(14, 19)),
        value: Some(TagValue::Tag(Box::new(inner1))),
        value_raw: None,
        value_span: Some(sp(20, 68)),
        span: sp(0, 68),
    };
    assert_eq!(t, outer);
    assert_eq!(
        t.to_string(),
        "+k8s:ifEnabled(Foo)=+k8s:item(type: \"x\", port: 80)=+k8s:maxLength=10"
    );
    // Spans slice the original text.
    assert_eq!(t.span.slice(text), Some(&text[..68]));
    assert_eq!(t.innermost().span.slice(text), Some("+k8s:maxLength=10"));
}

#[test]
fn chain_three_deep() {
    let t = ok("+k8s:eachVal=+k8s:ifEnabled(X)=+k8s:minimum=1");
    let names: Vec<&str> = t.chain().map(|t| t.name.as_str()).collect();
    assert_eq!(names, vec!["k8s:eachVal", "k8s:ifEnabled", "k8s:minimum"]);
    assert_eq!(t.value_span, Some(sp(13, 45)));
    let mid = t.chained().map(|m| (m.span, m.value_span));
    assert_eq!(mid, Some((sp(13, 45), Some(sp(31, 45)))));
    assert_eq!(t.innermost().literal(), Some(&Literal::Int(1)));
    assert_eq!(t.innermost().span, sp(31, 45));
    assert_eq!(t.value.as_ref().map(TagValue::type_name), Some("tag"));
}

#[test]
fn chain_with_bare_inner_tag_and_comment() {
    let t = ok("+k8s:eachVal=+k8s:opaqueType # why");
    assert_eq!(t.span, sp(0, 28));
    assert_eq!(
        t.chained().map(|c| (c.name.as_str(), c.span)),
        Some(("k8s:opaqueType", sp(13, 28)))
    );
    let t = ok("+k8s:eachVal=+k8s:update=NoModify");
    assert_eq!(t.innermost().literal(), Some(&s("NoModify")));
    let t = ok("+a=+_b");
    assert_eq!(t.innermost().name, "_b");
    let t = ok("+a=+ü=1");
    assert_eq!(t.innermost().name, "ü");
}

#[test]
fn errors_inside_chains_have_spans_in_the_whole_text() {
    assert_eq!(
        fail("+k8s:eachVal=+k8s:item(a b)=+k8s:required"),
        e("unexpected whitespace after argument", 24, 25)
    );
    assert_eq!(fail("+k8s:eachVal=+k8s:x=+k8s:y=\"a"), e("unterminated string", 27, 29));
    assert_eq!(fail("+a=+b=+c (x)"), e("unexpected whitespace before '('", 8, 9));
}

fn chain_of(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        if i > 0 {
            s.push('=');
        }
        s.push_str("+t");
    }
    s
}

#[test]
fn chain_depth_limit() {
    let t = ok(&chain_of(MAX_CHAIN_DEPTH));
    assert_eq!(t.chain().count(), MAX_CHAIN_DEPTH);
    let text = chain_of(MAX_CHAIN_DEPTH + 1);
    let at = 3 * MAX_CHAIN_DEPTH;
    assert_eq!(text.get(at..at + 1), Some("+"));
    assert_eq!(fail(&text), e("tag chain too deep (more than 64 tags)", at, at + 1));
}

#[test]
fn absurdly_deep_chain_does_not_overflow() {
    let text = chain_of(200_000);
    assert_eq!(fail(&text).0, "tag chain too deep (more than 64 tags)");
    let text = format!("+x{}", "(".repeat(100_000));
    assert!(parse_tag(&text).is_err());
    let text = format!("+x={}", "+".repeat(100_000));
    assert!(parse_tag(&text).is_err());
}

// ---------------------------------------------------------------------------
// Unicode

#[test]
fn unicode_names_and_values() {
    let t = ok("+k8s:ñame=1");
    assert_eq!(t.name, "k8s:ñame");
    assert_eq!(t.name_span, sp(1, 10));
    assert_eq!(t.value_span, Some(sp(11, 12)));

    let text = "+日本:タグ(キー: \"値\")=+ü=héllo";
    let t = ok(text);
    assert_eq!(t.name, "日本:タグ");
    assert_eq!(t.name_span.slice(text), Some("日本:タグ"));
    assert_eq!(t.args[0].name.as_deref(), Some("キー"));
    assert_eq!(t.args[0].value_span.slice(text), Some("\"値\""));
    assert_eq!(t.innermost().name, "ü");
    assert_eq!(t.innermost().literal(), Some(&s("héllo")));
    assert_eq!(t.innermost().span.slice(text), Some("+ü=héllo"));
    assert_eq!(t.name_span.char_range(text), Some((1, 5)));

    // Non-ASCII digits are not name chars.
    assert_eq!(fail("+k8s:x٣"), e("unexpected character '٣' after tag name", 6, 8));
    // Emoji are not letters.
    assert_eq!(fail("+😀"), e("expected tag name after '+', found '😀'", 1, 5));
}

// ---------------------------------------------------------------------------
// tag_name

#[test]
fn tag_name_cases() {
    assert_eq!(tag_name("+k8s:required"), Some("k8s:required"));
    assert_eq!(tag_name("+k8s:ifEnabled(Foo)=+k8s:minimum=1"), Some("k8s:ifEnabled"));
    assert_eq!(tag_name("+k8s:minimum=5"), Some("k8s:minimum"));
    assert_eq!(tag_name("+k8s:minimum =5"), Some("k8s:minimum"));
    assert_eq!(tag_name("+k8s:minimum#c"), Some("k8s:minimum"));
    assert_eq!(tag_name("  \t+default=\"x\""), Some("default"));
    assert_eq!(tag_name("+_x.y-z:w!!"), Some("_x.y-z:w"));
    assert_eq!(tag_name("+ñ"), Some("ñ"));
    assert_eq!(tag_name("+"), None);
    assert_eq!(tag_name("+5 items"), None);
    assert_eq!(tag_name("+ k8s"), None);
    assert_eq!(tag_name("+-x"), None);
    assert_eq!(tag_name("k8s:x"), None);
    assert_eq!(tag_name(""), None);
}

// ---------------------------------------------------------------------------
// parse_canonical_int

#[test]
fn canonical_int_accepts() {
    assert_eq!(parse_canonical_int("0"), Ok(0));
    assert_eq!(parse_canonical_int("-5"), Ok(-5));
    assert_eq!(parse_canonical_int("10"), Ok(10));
    assert_eq!(parse_canonical_int("9223372036854775807"), Ok(i64::MAX));
    assert_eq!(parse_canonical_int("-9223372036854775808"), Ok(i64::MIN));
}

#[test]
fn canonical_int_rejects() {
    let bad = |raw: &str, why: &str| {
        assert_eq!(
            parse_canonical_int(raw),
            Err(format!("{} is not a canonical decimal integer: {why}", go_quote(raw))),
            "{raw}"
        );
    };
    bad("0100", "leading zeros are not allowed");
    bad("00", "leading zeros are not allowed");
    bad("-05", "leading zeros are not allowed");
    bad("+5", "a '+' sign is not allowed");
    bad("+0", "a '+' sign is not allowed");
    bad("0x10", "hexadecimal, octal and binary notation are not allowed");
    bad("0o7", "hexadecimal, octal and binary notation are not allowed");
    bad("0b1", "hexadecimal, octal and binary notation are not allowed");
    bad("-0X10", "hexadecimal, octal and binary notation are not allowed");
    bad("-0", "-0 is not allowed, write 0");
    bad("1_000", "'_' separators are not allowed");
    bad("", "empty");
    bad("-", "no digits");
    bad("abc", "not a decimal number");
    bad("5.0", "not a decimal number");
    bad(" 5", "not a decimal number");
    bad("\"5\"", "not a decimal number");
    assert_eq!(
        parse_canonical_int("9223372036854775808"),
        Err("integer out of range: 9223372036854775808".to_string())
    );
    assert_eq!(
        parse_canonical_int("-9223372036854775809"),
        Err("integer out of range: -9223372036854775809".to_string())
    );
}

#[test]
fn canonical_int_on_parsed_raw() {
    let t = ok("+k8s:item(port: 0100)=+k8s:minimum=+5");
    assert_eq!(t.args[0].value, Literal::Int(64));
    assert!(parse_canonical_int(&t.args[0].raw).is_err());
    let raw = t.innermost().value_raw.clone().unwrap_or_default();
    assert_eq!(raw, "+5");
    assert!(parse_canonical_int(&raw).is_err());
}

// ---------------------------------------------------------------------------
// Display

#[test]
fn display_preserves_source_spelling_and_normalizes_spacing() {
    let cases = [
        ("+k8s:required", "+k8s:required"),
        ("+k8s:required # c", "+k8s:required"),
        ("  +k8s:minimum=0x10  ", "+k8s:minimum=0x10"),
        ("+k8s:listType=atomic", "+k8s:listType=atomic"),
        ("+x()", "+x()"),
        ("+x(a:1,b:`q`)=true", "+x(a: 1, b: `q`)=true"),
        ("+x(a:   \"s\")=\"v\"", "+x(a: \"s\")=\"v\""),
        (r#"+x="a\"b""#, r#"+x="a\"b""#),
        ("+a=+b(c)=+d=-1", "+a=+b(c)=+d=-1"),
    ];
    for (text, want) in cases {
        assert_eq!(ok(text).to_string(), want, "{text}");
    }
}

#[test]
fn display_canonical_for_constructed_tags() {
    let inner = Tag {
        name: "k8s:maxLength".into(),
        name_span: Span::default(),
        args: vec![],
        args_span: None,
        value: Some(TagValue::Literal(Literal::Int(10))),
        value_raw: None,
        value_span: None,
        span: Span::default(),
    };
    let arg = |name: &str, value: Literal| Arg {
        name: Some(name.into()),
        name_span: None,
        value,
        raw: String::new(),
        value_span: Span::default(),
        span: Span::default(),
    };
    let t = Tag {
        name: "k8s:item".into(),
        name_span: Span::default(),
        args: vec![
            arg("type", s("x")),
            arg("port", Literal::Int(80)),
            arg("q", s("a\"b\\")),
            arg("b", Literal::Bool(false)),
        ],
        args_span: None,
        value: Some(TagValue::Tag(Box::new(inner))),
        value_raw: None,
        value_span: None,
        span: Span::default(),
    };
    let shown = t.to_string();
    assert_eq!(
        shown,
        r#"+k8s:item(type: "x", port: 80, q: "a\"b\\", b: false)=+k8s:maxLength=10"#
    );
    // Stale raw text is ignored.
    let mut t2 = ok("+x=5");
    t2.value = Some(TagValue::Literal(s("five")));
    assert_eq!(t2.to_string(), "+x=\"five\"");
    // And the rendering parses back.
    assert_eq!(ok(&shown).to_string(), shown);
}

#[test]
fn literal_kinds() {
    assert_eq!(s("x").kind(), LiteralKind::String);
    assert_eq!(Literal::Int(1).kind(), LiteralKind::Int);
    assert_eq!(Literal::Bool(true).kind(), LiteralKind::Bool);
    assert_eq!(LiteralKind::String.to_string(), "string");
    assert_eq!(LiteralKind::Int.to_string(), "int");
    assert_eq!(LiteralKind::Bool.to_string(), "bool");
    assert_eq!(s("x").as_str(), Some("x"));
    assert_eq!(Literal::Int(3).as_int(), Some(3));
    assert_eq!(Literal::Bool(true).as_bool(), Some(true));
    assert_eq!(Literal::Int(3).as_str(), None);
    assert_eq!(TagValue::Literal(Literal::Int(1)).type_name(), "int");
    assert_eq!(s("a\"b").to_string(), r#""a\"b""#);
}

#[test]
fn error_display_and_span_helpers() {
    let err = match parse_tag("+x=") {
        Ok(_) => panic!("should fail"),
        Err(e) => e,
    };
    assert_eq!(err.to_string(), "empty value after '='");
    assert_eq!(err.span.shifted(10), sp(12, 13));
    assert_eq!(sp(2, 5).len(), 3);
    assert!(sp(2, 2).is_empty());
    assert_eq!(sp(0, 2).slice("é"), Some("é"));
    assert_eq!(sp(0, 1).slice("é"), None);
    assert_eq!(sp(0, 1).char_range("é"), None);
}

// ---------------------------------------------------------------------------
// parse_raw_tag

#[test]
fn raw_tags() {
    let r = parse_raw_tag("  +default={\"a\": 1} # not a comment  ");
    let r = match r {
        Some(r) => r,
        None => panic!("no raw tag"),
    };
    assert_eq!(r.name, "default");
    assert_eq!(r.name_span, sp(3, 10));
    assert_eq!(r.value, Some("{\"a\": 1} # not a comment"));
    assert_eq!(r.value_span, Some(sp(11, 35)));

    let r = parse_raw_tag("+k8s:validation-gen=TypesWithField=TypeMeta").map(|r| r.value);
    assert_eq!(r, Some(Some("TypesWithField=TypeMeta")));
    let r = parse_raw_tag("+k8s:validation-gen=*").map(|r| r.value);
    assert_eq!(r, Some(Some("*")));
    let r = parse_raw_tag("+k8s:validation-gen=").map(|r| r.value);
    assert_eq!(r, Some(Some("")));
    let r = parse_raw_tag("+k8s:validation-gen-nolint").map(|r| (r.value, r.rest));
    assert_eq!(r, Some((None, "")));
    let r = parse_raw_tag("+foo(x)=1").map(|r| (r.name, r.value, r.rest));
    assert_eq!(r, Some(("foo", None, "(x)=1")));
    assert_eq!(parse_raw_tag("+5"), None);
    assert_eq!(parse_raw_tag("nope"), None);
}

// ---------------------------------------------------------------------------
// Fuzz: no panics, spans on char boundaries, Display round-trips.

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const ALPHABET: &[&str] = &[
    "+",
    "+",
    "k8s:",
    "a",
    "b",
    "Z",
    "_",
    ".",
    "-",
    ":",
    "(",
    ")",
    "=",
    "=",
    "=+",
    ",",
    ", ",
    ": ",
    " ",
    "\t",
    "\"",
    "`",
    "\\",
    "#",
    "/",
    "//",
    "0",
    "1",
    "9",
    "0x",
    "0o",
    "0b",
    "_",
    "e",
    "true",
    "false",
    "é",
    "日本",
    "😀",
    "٣",
    "\u{0}",
    "\n",
    "\r",
    "'",
    "*",
    "\u{a0}",
    "\u{301}",
    "\u{2028}",
    "99999999999999999999",
];

const SEEDS: &[&str] = &[
    "+k8s:required",
    "+k8s:minimum=0",
    "+k8s:ifEnabled(Foo)=+k8s:item(type: \"x\", port: 80)=+k8s:maxLength=10  # comment",
    "+k8s:item(a: `s\\`q`, b: -0x10, c: true, d: id.x-y)=+k8s:eachVal=+k8s:format=k8s-ip",
    "+k8s:validateFalse(flags: \"ShortCircuit\", cohort: c)=\"forced \\\\ fail\"",
    "+k8s:neq=+5",
    "+日本:タグ(キー: \"値\")=+ü=héllo",
    "+x()=1_000#c",
];

fn check_span(text: &str, span: Span, what: &str) {
    assert!(
        span.start <= span.end && text.get(span.start..span.end).is_some(),
        "{what} span {span:?} not valid in {text:?}"
    );
}

fn check_tag(text: &str, t: &Tag) {
    for t in t.chain() {
        check_span(text, t.span, "tag");
        check_span(text, t.name_span, "name");
        assert_eq!(t.name_span.slice(text), Some(t.name.as_str()));
        if let Some(s) = t.args_span {
            check_span(text, s, "args");
        }
        if let Some(s) = t.value_span {
            check_span(text, s, "value");
        }
        if let (Some(s), Some(raw)) = (t.value_span, &t.value_raw) {
            assert_eq!(s.slice(text), Some(raw.as_str()));
        }
        for a in &t.args {
            check_span(text, a.span, "arg");
            assert_eq!(a.value_span.slice(text), Some(a.raw.as_str()));
        }
    }
}

/// (name, args, had parentheses, literal payload) of one tag of a chain.
type TagShape = (String, Vec<(Option<String>, Literal)>, bool, Option<Literal>);

/// The tag without spans, for comparing a parse with the parse of its Display.
fn shape(t: &Tag) -> Vec<TagShape> {
    t.chain()
        .map(|t| {
            (
                t.name.clone(),
                t.args.iter().map(|a| (a.name.clone(), a.value.clone())).collect(),
                t.args_span.is_some(),
                t.literal().cloned(),
            )
        })
        .collect()
}

fn exercise(text: &str) {
    let _ = tag_name(text);
    let _ = parse_raw_tag(text);
    let _ = parse_canonical_int(text);
    for line in tag_lines(text) {
        let _ = line.name();
        assert_eq!(text.get(line.offset..line.offset + line.text.len()), Some(line.text));
        let _ = parse_tag(line.text);
    }
    match parse_tag(text) {
        Ok(t) => {
            check_tag(text, &t);
            assert_eq!(tag_name(text), Some(t.name.as_str()), "{text:?}");
            let shown = t.to_string();
            match parse_tag(&shown) {
                Ok(t2) => {
                    assert_eq!(shape(&t2), shape(&t), "{text:?} -> {shown:?}");
                    assert_eq!(t2.to_string(), shown);
                }
                Err(e) => panic!("{text:?} rendered as {shown:?} which fails: {}", e.message),
            }
        }
        Err(e) => check_span(text, e.span, "error"),
    }
}

#[test]
fn fuzz_no_panics() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut ok_count = 0usize;
    // Random strings from the alphabet.
    for _ in 0..60_000 {
        let mut text = String::new();
        if rng.below(4) != 0 {
            text.push('+');
        }
        for _ in 0..rng.below(24) {
            text.push_str(ALPHABET[rng.below(ALPHABET.len())]);
        }
        exercise(&text);
        if parse_tag(&text).is_ok() {
            ok_count += 1;
        }
    }
    // Mutations of valid tags: delete / insert / replace / truncate.
    for _ in 0..60_000 {
        let seed = SEEDS[rng.below(SEEDS.len())];
        let mut chars: Vec<char> = seed.chars().collect();
        for _ in 0..=rng.below(3) {
            let pos = rng.below(chars.len() + 1);
            match rng.below(4) {
                0 if pos < chars.len() => {
                    chars.remove(pos);
                }
                1 => {
                    let ins = ALPHABET[rng.below(ALPHABET.len())];
                    for (i, c) in ins.chars().enumerate() {
                        chars.insert(pos + i, c);
                    }
                }
                2 if pos < chars.len() => {
                    let rep = ALPHABET[rng.below(ALPHABET.len())];
                    if let Some(c) = rep.chars().next() {
                        chars[pos] = c;
                    }
                }
                _ => chars.truncate(pos),
            }
        }
        let text: String = chars.into_iter().collect();
        exercise(&text);
        if parse_tag(&text).is_ok() {
            ok_count += 1;
        }
    }
    // Every prefix of every seed.
    for seed in SEEDS {
        for (i, _) in seed.char_indices() {
            exercise(&seed[..i]);
            exercise(&seed[i..]);
        }
        exercise(seed);
    }
    // Some of the generated inputs must have parsed, or the test is not
    // exercising the success path.
    assert!(ok_count > 1_000, "only {ok_count} inputs parsed");
}

#[test]
fn all_seeds_parse() {
    for seed in SEEDS {
        ok(seed);
    }
}
