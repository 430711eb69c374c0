//! Go-compatible text rendering: `%q` quoting, HTML-safe JSON string
//! escaping and `%v` float formatting.
//!
//! Kubernetes messages are produced by Go's `fmt` and `encoding/json`; a
//! client must not be able to tell this port apart, so the exact escaping
//! rules are reproduced here rather than using Rust's `{:?}`.

mod float;
mod printable_table;

use std::fmt::Write as _;

pub use float::{go_float, go_float32, go_json_float, go_json_float32};

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Reports whether Go's `strconv.IsPrint` considers `c` printable: letters,
/// marks, numbers, punctuation, symbols and the ASCII space.
pub fn is_print(c: char) -> bool {
    let cp = u32::from(c);
    if cp < 0x80 {
        return (0x20..=0x7e).contains(&cp);
    }
    printable_table::PRINTABLE
        .binary_search_by(|&(lo, hi)| {
            if hi < cp {
                std::cmp::Ordering::Less
            } else if lo > cp {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// Go's `strconv.Quote` / `%q`: double-quoted with Go escapes.
pub fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    write_go_quoted(&mut out, s);
    out
}

/// Appends `s` Go-quoted (`%q`) to `out`.
pub fn write_go_quoted(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if is_print(c) => out.push(c),
            '\u{07}' => out.push_str("\\a"),
            '\u{08}' => out.push_str("\\b"),
            '\u{0c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{0b}' => out.push_str("\\v"),
            c if u32::from(c) < 0x20 || c == '\u{7f}' => push_hex(out, "\\x", u32::from(c), 2),
            c if u32::from(c) < 0x1_0000 => push_hex(out, "\\u", u32::from(c), 4),
            c => push_hex(out, "\\U", u32::from(c), 8),
        }
    }
    out.push('"');
}

/// A JSON string literal with Go's HTML-safe escaping (`encoding/json`
/// default): `<`, `>`, `&`, U+2028 and U+2029 are written as `\uXXXX`.
pub fn go_json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    write_go_json_string(&mut out, s);
    out
}

/// Appends `s` as a Go HTML-safe JSON string literal to `out`.
pub fn write_go_json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{08}' => out.push_str("\\b"),
            '\u{0c}' => out.push_str("\\f"),
            c if u32::from(c) < 0x20 => push_hex(out, "\\u", u32::from(c), 4),
            '<' | '>' | '&' | '\u{2028}' | '\u{2029}' => push_hex(out, "\\u", u32::from(c), 4),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes `prefix` and the low `digits` hex digits of `v`, lowercase.
fn push_hex(out: &mut String, prefix: &str, v: u32, digits: u32) {
    out.push_str(prefix);
    for shift in (0..digits).rev() {
        let nibble = (v >> (shift * 4)) & 0xf;
        // `nibble` is < 16, so the lookup cannot miss; `get` keeps it panic-free.
        if let Some(&h) = HEX.get(nibble as usize) {
            out.push(char::from(h));
        }
    }
}

/// Formats `v` with `Display` into `out` (writing to a `String` cannot fail).
pub(crate) fn push_display(out: &mut String, v: impl std::fmt::Display) {
    let _ = write!(out, "{v}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_plain_ascii() {
        assert_eq!(go_quote("the value"), "\"the value\"");
        assert_eq!(go_quote(""), "\"\"");
        assert_eq!(go_quote("a\"b\\c"), "\"a\\\"b\\\\c\"");
    }

    #[test]
    fn quotes_control_characters() {
        assert_eq!(go_quote("\u{7}\u{8}\u{c}\n\r\t\u{b}"), "\"\\a\\b\\f\\n\\r\\t\\v\"");
        assert_eq!(go_quote("\u{0}\u{1}\u{1f}\u{7f}"), "\"\\x00\\x01\\x1f\\x7f\"");
    }

    #[test]
    fn quotes_non_printables_and_keeps_letters() {
        // C1 control, no-break space, zero-width space, line separator: escaped.
        assert_eq!(
            go_quote("\u{85}\u{a0}\u{200b}\u{2028}"),
            "\"\\u0085\\u00a0\\u200b\\u2028\""
        );
        // Private use above the BMP and an unassigned code point.
        assert_eq!(go_quote("\u{f0000}\u{e0080}"), "\"\\U000f0000\\U000e0080\"");
        // Letters, marks, symbols and emoji are printed as-is.
        assert_eq!(go_quote("héllo 日本 ñ 😀 ©"), "\"héllo 日本 ñ 😀 ©\"");
        // Soft hyphen is a format character (not printable in Go).
        assert_eq!(go_quote("\u{ad}"), "\"\\u00ad\"");
        // U+FFFD itself is printable.
        assert_eq!(go_quote("\u{fffd}"), "\"\u{fffd}\"");
    }

    #[test]
    fn is_print_matches_go_for_samples() {
        assert!(is_print(' '));
        assert!(is_print('~'));
        assert!(!is_print('\u{7f}'));
        assert!(is_print('\u{a1}'));
        assert!(!is_print('\u{3000}')); // ideographic space (Zs)
        assert!(is_print('\u{1f600}'));
        assert!(!is_print('\u{e000}')); // private use
        assert!(is_print('\u{31350}')); // CJK Ext. H, new in Unicode 15.0
    }

    #[test]
    fn json_escapes_html_and_separators() {
        assert_eq!(go_json_string("<a&b>"), "\"\\u003ca\\u0026b\\u003e\"");
        assert_eq!(go_json_string("x\u{2028}y\u{2029}"), "\"x\\u2028y\\u2029\"");
        assert_eq!(
            go_json_string("\"\\\n\r\t\u{8}\u{c}\u{1}\u{7f}"),
            "\"\\\"\\\\\\n\\r\\t\\b\\f\\u0001\u{7f}\""
        );
        assert_eq!(go_json_string("日本"), "\"日本\"");
    }
}
