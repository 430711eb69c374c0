//! C identifiers and canonical decimal integers.

use super::errors::{regex_error, EMPTY_ERROR};

/// The C-identifier grammar, as printed in messages.
pub const C_IDENTIFIER_FMT: &str = "[A-Za-z_][A-Za-z0-9_]*";

const C_IDENTIFIER_ERR_MSG: &str = "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_'";
const DECIMAL_INTEGER_ERR_MSG: &str = "must be a valid decimal integer in canonical form";

/// Whether `s` matches `[A-Za-z_][A-Za-z0-9_]*` (no length check);
/// allocation-free.
#[inline]
pub fn is_c_identifier(s: &str) -> bool {
    match s.as_bytes().split_first() {
        Some((&first, rest)) => {
            (first.is_ascii_alphabetic() || first == b'_')
                && rest.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_')
        }
        None => false,
    }
}

/// C-identifier messages (empty = valid; no allocation then).
#[inline]
pub fn c_identifier(s: &str) -> Vec<String> {
    if is_c_identifier(s) {
        Vec::new()
    } else {
        c_identifier_messages()
    }
}

#[cold]
#[inline(never)]
fn c_identifier_messages() -> Vec<String> {
    vec![regex_error(
        C_IDENTIFIER_ERR_MSG,
        C_IDENTIFIER_FMT,
        &["my_name", "MY_NAME", "MyName"],
    )]
}

/// Whether `s` is a decimal integer in canonical form: `0`, or an optional
/// `-` then `1`-`9` then any ASCII digits (no size limit); allocation-free.
#[inline]
pub fn is_decimal_integer(s: &str) -> bool {
    if s == "0" {
        return true;
    }
    let digits = s.strip_prefix('-').unwrap_or(s).as_bytes();
    match digits.split_first() {
        Some((&first, rest)) => (b'1'..=b'9').contains(&first) && rest.iter().all(u8::is_ascii_digit),
        None => false,
    }
}

/// Canonical decimal messages (empty = valid; no allocation then): empty →
/// `must be non-empty`; anything else invalid (`-0`, `00`, `+1`, `1e5`, …)
/// → `must be a valid decimal integer in canonical form`.
#[inline]
pub fn decimal_integer(s: &str) -> Vec<String> {
    if is_decimal_integer(s) {
        Vec::new()
    } else {
        decimal_integer_messages(s)
    }
}

#[cold]
#[inline(never)]
fn decimal_integer_messages(s: &str) -> Vec<String> {
    vec![if s.is_empty() {
        EMPTY_ERROR.to_owned()
    } else {
        DECIMAL_INTEGER_ERR_MSG.to_owned()
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    const C_MSG: &str = "a valid C identifier must start with alphabetic character or '_', followed by a string of alphanumeric characters or '_' (e.g. 'my_name',  or 'MY_NAME',  or 'MyName', regex used for validation is '[A-Za-z_][A-Za-z0-9_]*')";

    #[test]
    fn c_identifiers() {
        for ok in ["a", "_", "my_name", "MY_NAME", "MyName", "a1", "_9", &"a".repeat(100)] {
            assert!(c_identifier(ok).is_empty(), "{ok:?}");
        }
        for bad in ["", "1a", "a-b", "a.b", "é", "a b", "a\n"] {
            assert_eq!(c_identifier(bad), [C_MSG], "{bad:?}");
        }
    }

    #[test]
    fn decimal_integers() {
        for ok in ["0", "1", "-1", "10", "123", "-456", "9", &"9".repeat(100)] {
            assert!(decimal_integer(ok).is_empty(), "{ok:?}");
        }
        assert_eq!(decimal_integer(""), ["must be non-empty"]);
        for bad in [
            "-", "-0", "00", "01", "-01", "+1", " 1", "1 ", "1e5", "1.0", "0x1", "١", "--1", "1-",
        ] {
            assert_eq!(
                decimal_integer(bad),
                ["must be a valid decimal integer in canonical form"],
                "{bad:?}"
            );
        }
    }

    #[test]
    fn c_identifier_agrees_with_regex() {
        let re = regex::Regex::new(&format!("^{C_IDENTIFIER_FMT}$")).unwrap();
        for s in super::super::tests::corpus() {
            assert_eq!(is_c_identifier(&s), re.is_match(&s), "{s:?}");
        }
    }
}
