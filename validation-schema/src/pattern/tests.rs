use super::*;

/// `pattern` on the character VM, whatever its size.
fn on_chars(pattern: &str) -> GoRegex {
    let rust = translate(pattern).unwrap();
    let hir = regex_syntax::ParserBuilder::new().build().parse(&rust).unwrap();
    GoRegex {
        engine: Engine::Chars(Arc::new(chars::Program::compile(&hir).unwrap())),
    }
}

fn on_bytes(pattern: &str) -> GoRegex {
    let re = GoRegex::new(pattern).unwrap();
    assert!(matches!(re.engine, Engine::Bytes(_)), "{pattern}");
    re
}

/// The character VM answers as Rust's byte engines on patterns both take:
/// whether it matches, the first match and all matches.
#[test]
fn engines_agree() {
    let patterns = [
        "a",
        "^abc$",
        "a*",
        "a*?",
        "(a|ab)(c|bcd)",
        "(a+)(b+)?",
        "x*",
        "(?i)straSSe",
        r"\bfoo\b",
        r"\Bo\B",
        r"^\d{2,4}$",
        r"[\p{Greek}\d]+",
        "(?m)^b$",
        "(?s).+",
        ".+",
        "(?U)a+b?",
        "a{2,}?",
        "(|a)+",
        "(a*)*b",
        r"[^a-c]+",
        "é|e",
        "$",
        "^",
        r"\pL{2}",
        "(?m)$",
        r"\Aab\z",
        "(a|ab)*c",
        "(a?){3}b",
        "(?:a|b)*?b",
        "a{0}",
        "(a*)+$",
        "(?i)[k]",
        r"\b",
        "^$",
        "(?m)^$",
        "x*y*",
        "[^\n]*$",
        "(a|)*",
        "(a*|b)*?c",
        "(a|b){2,3}?",
        "((a)|b)+?b",
    ];
    let texts = [
        "",
        "a",
        "abc",
        "aaab",
        "abcd",
        "xabcdx",
        "STRASSE straße",
        "foo éfooé afoo",
        "12 123 12345",
        "αβ12γ",
        "a\nb\nc",
        "aabbb",
        "ééeé",
        "b",
        "aab",
        "abababc",
        "\n\n",
        "Kk\u{212a}",
        "bbbc",
    ];
    for pattern in patterns {
        let bytes = on_bytes(pattern);
        let chars = on_chars(pattern);
        for text in texts {
            assert_eq!(chars.is_match(text), bytes.is_match(text), "{pattern} ~ {text:?}");
            assert_eq!(chars.find(text), bytes.find(text), "{pattern} in {text:?}");
            let all = |re: &GoRegex| re.find_iter(text).collect::<Vec<_>>();
            assert_eq!(all(&chars), all(&bytes), "{pattern} all in {text:?}");
        }
    }
}

/// Go's `FindAllString`: an empty match right after a match is skipped.
#[test]
fn all_matches_as_go_finds_them() {
    for re in [on_bytes("a*"), on_chars("a*")] {
        assert_eq!(re.find_iter("baaac").collect::<Vec<_>>(), ["", "aaa", ""]);
    }
    for re in [on_bytes(""), on_chars("")] {
        assert_eq!(re.find_iter("é1").count(), 3);
    }
}

/// Large Unicode repetitions run on characters: small programs, built
/// fast.
#[test]
fn large_unicode_repetitions_are_small() {
    let re = GoRegex::new(r"[\p{L}\p{N}]{200}").unwrap();
    assert!(matches!(re.engine, Engine::Chars(_)));
    assert!(re.memory_usage() < 64 << 10, "{}", re.memory_usage());
    let re = GoRegex::new(r"^\pL{1000}$").unwrap();
    assert!(re.memory_usage() < 64 << 10, "{}", re.memory_usage());
    // Small patterns stay on Rust's engines.
    assert!(matches!(GoRegex::new(r"^\pL{1,20}$").unwrap().engine, Engine::Bytes(_)));
}

#[test]
fn too_large() {
    // Go compiles a 250-deep nesting; Rust's parser does not.
    let deep = format!("{}a{}", "(".repeat(300), ")".repeat(300));
    assert_eq!(
        GoRegex::new(&deep).unwrap_err().message(),
        format!("error parsing regexp: expression too large: `{deep}`")
    );
    // A program past a million instructions.
    let wide = format!("({})", r"\pL{1000}|".repeat(1100));
    assert!(GoRegex::new(&wide)
        .unwrap_err()
        .message()
        .starts_with("error parsing regexp: expression too large: "));
}
