//! Property names as CEL sees them: names that are not CEL identifiers are
//! escaped (`foo-bar` is `self.foo__dash__bar`), CEL keywords are wrapped
//! (`namespace` is `self.__namespace__`), and names with other characters
//! are not accessible at all.

/// CEL's reserved words, which the API server wraps in `__..__`.
const RESERVED: [&str; 21] = [
    "true",
    "false",
    "null",
    "in",
    "as",
    "break",
    "const",
    "continue",
    "else",
    "for",
    "function",
    "if",
    "import",
    "let",
    "loop",
    "package",
    "namespace",
    "return",
    "var",
    "void",
    "while",
];

/// The CEL name of property `name`, or `None` when the name cannot be
/// accessed from CEL (it has characters outside `[a-zA-Z0-9_.\-/]` or starts
/// with a digit).
pub fn escape(name: &str) -> Option<String> {
    let mut chars = name.chars();
    let first = chars.next()?;
    if !(first.is_ascii_alphabetic() || matches!(first, '_' | '.' | '-' | '/')) {
        return None;
    }
    if !chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-' | '/')) {
        return None;
    }
    if RESERVED.contains(&name) {
        return Some(format!("__{name}__"));
    }
    let mut out = String::with_capacity(name.len());
    let mut rest = name;
    while let Some(c) = rest.chars().next() {
        if let Some(tail) = rest.strip_prefix("__") {
            out.push_str("__underscores__");
            rest = tail;
            continue;
        }
        match c {
            '.' => out.push_str("__dot__"),
            '-' => out.push_str("__dash__"),
            '/' => out.push_str("__slash__"),
            c => out.push(c),
        }
        rest = &rest[c.len_utf8()..];
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn names_escape_as_the_api_server_escapes_them() {
        for (name, cel) in [
            ("replicas", Some("replicas")),
            ("namespace", Some("__namespace__")),
            ("var", Some("__var__")),
            ("void", Some("__void__")),
            ("while", Some("__while__")),
            ("variable", Some("variable")),
            ("foo-bar", Some("foo__dash__bar")),
            ("a.b", Some("a__dot__b")),
            ("x/y", Some("x__slash__y")),
            ("my__field", Some("my__underscores__field")),
            ("a_b", Some("a_b")),
            ("_x", Some("_x")),
            ("9lives", None),
            ("a b", None),
            ("", None),
        ] {
            assert_eq!(escape(name).as_deref(), cel, "{name}");
        }
    }
}
