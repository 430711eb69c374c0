//! DNS-1123 labels and subdomains: `k8s-short-name`,
//! `k8s-long-name` and the deprecated `k8s-long-name-caseless`.
//!
//! The regular expressions are matched by hand so that a valid value costs
//! one pass over its bytes and no allocation.

use super::bytes::{self, DASH, DOT, LOWER_ALNUM};
use super::errors::{max_len_error, regex_error};

/// The DNS-1123 label grammar, as printed in messages.
pub const DNS1123_LABEL_FMT: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
/// The DNS-1123 subdomain grammar, as printed in messages (also by the
/// caseless form, which matches it case-insensitively).
pub const DNS1123_SUBDOMAIN_FMT: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
/// A label's maximum length in bytes.
pub const DNS1123_LABEL_MAX_LENGTH: usize = 63;
/// A subdomain's maximum length in bytes.
pub const DNS1123_SUBDOMAIN_MAX_LENGTH: usize = 253;

const DNS1123_LABEL_ERR_MSG: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character";
const DNS1123_SUBDOMAIN_ERR_MSG: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";
const DNS1123_SUBDOMAIN_CASELESS_ERR_MSG: &str = "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character";

/// `[a-z0-9]([-a-z0-9]*[a-z0-9])?`, anchored, no length limit.
#[inline]
pub(crate) fn matches_label(s: &str) -> bool {
    bytes::bounded_by(s.as_bytes(), LOWER_ALNUM, LOWER_ALNUM | DASH)
}

/// The subdomain grammar: labels joined by single dots, no length limit
/// (labels inside are not length-checked either).
#[inline]
pub(crate) fn matches_subdomain(s: &str) -> bool {
    let (read, complete) = subdomain_prefix(s.as_bytes());
    complete && read == s.len()
}

/// Reads `bytes` as a subdomain in one pass, remembering the previous byte's
/// class (a dot must follow a letter or digit, a dot or dash must not follow
/// a dot), up to the first byte the grammar does not allow there. Returns
/// how many bytes were read and whether they form a whole subdomain (they
/// end in a letter or digit and are not empty).
#[inline]
pub(crate) fn subdomain_prefix(bytes: &[u8]) -> (usize, bool) {
    // As if after a dot: the first byte must be a letter or digit.
    let mut previous = DOT;
    for (i, &b) in bytes.iter().enumerate() {
        let class = bytes::class(b);
        let allowed = match class {
            LOWER_ALNUM => true,
            DASH => previous != DOT,
            DOT => previous == LOWER_ALNUM,
            _ => false,
        };
        if !allowed {
            return (i, previous == LOWER_ALNUM);
        }
        previous = class;
    }
    (bytes.len(), previous == LOWER_ALNUM)
}

/// `[a-z]` under RE2's `(?i)`: ASCII letters of either case plus the two
/// non-ASCII members of their simple case-folding orbits, `ſ` (U+017F, folds
/// to `s`) and the Kelvin sign `K` (U+212A, folds to `k`).
#[inline]
fn is_caseless_alnum(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '\u{17F}' || c == '\u{212A}'
}

fn matches_caseless_label(s: &str) -> bool {
    let mut chars = s.chars();
    match (chars.next(), chars.next_back()) {
        (Some(first), Some(last)) => {
            is_caseless_alnum(first) && is_caseless_alnum(last) && chars.all(|c| is_caseless_alnum(c) || c == '-')
        }
        (Some(only), None) => is_caseless_alnum(only),
        _ => false,
    }
}

/// The subdomain grammar matched case-insensitively (`(?i)` in RE2).
#[inline]
pub(crate) fn matches_subdomain_caseless(s: &str) -> bool {
    s.split('.').all(matches_caseless_label)
}

/// Whether `s` is a DNS-1123 label (at most 63 bytes); allocation-free.
#[inline]
pub fn is_dns1123_label(s: &str) -> bool {
    s.len() <= DNS1123_LABEL_MAX_LENGTH && matches_label(s)
}

/// DNS-1123 label messages (empty = valid; no allocation then):
/// `must be no more than 63 bytes`, and for a grammar failure either
/// `must not contain dots` (when it is a subdomain) or the label message.
#[inline]
pub fn dns1123_label(s: &str) -> Vec<String> {
    if is_dns1123_label(s) {
        Vec::new()
    } else {
        dns1123_label_messages(s)
    }
}

#[cold]
#[inline(never)]
fn dns1123_label_messages(s: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if s.len() > DNS1123_LABEL_MAX_LENGTH {
        errs.push(max_len_error(DNS1123_LABEL_MAX_LENGTH));
    }
    if !matches_label(s) {
        if matches_subdomain(s) {
            // A valid subdomain but not a label: it must be the dots.
            errs.push("must not contain dots".to_owned());
        } else {
            errs.push(regex_error(
                DNS1123_LABEL_ERR_MSG,
                DNS1123_LABEL_FMT,
                &["my-name", "123-abc"],
            ));
        }
    }
    errs
}

/// Whether `s` is a DNS-1123 subdomain (at most 253 bytes); allocation-free.
#[inline]
pub fn is_dns1123_subdomain(s: &str) -> bool {
    s.len() <= DNS1123_SUBDOMAIN_MAX_LENGTH && matches_subdomain(s)
}

/// DNS-1123 subdomain messages (empty = valid; no allocation then).
#[inline]
pub fn dns1123_subdomain(s: &str) -> Vec<String> {
    if is_dns1123_subdomain(s) {
        Vec::new()
    } else {
        subdomain_messages(s, false)
    }
}

/// Whether `s` is a subdomain ignoring case (deprecated form).
#[inline]
pub fn is_dns1123_subdomain_caseless(s: &str) -> bool {
    s.len() <= DNS1123_SUBDOMAIN_MAX_LENGTH && matches_subdomain_caseless(s)
}

/// Caseless subdomain messages; the grammar message prints the lowercase
/// regex.
#[inline]
pub fn dns1123_subdomain_caseless(s: &str) -> Vec<String> {
    if is_dns1123_subdomain_caseless(s) {
        Vec::new()
    } else {
        subdomain_messages(s, true)
    }
}

#[cold]
#[inline(never)]
fn subdomain_messages(s: &str, caseless: bool) -> Vec<String> {
    let mut errs = Vec::new();
    if s.len() > DNS1123_SUBDOMAIN_MAX_LENGTH {
        errs.push(max_len_error(DNS1123_SUBDOMAIN_MAX_LENGTH));
    }
    let (matches, msg, example) = if caseless {
        (
            matches_subdomain_caseless(s),
            DNS1123_SUBDOMAIN_CASELESS_ERR_MSG,
            "Example.com",
        )
    } else {
        (matches_subdomain(s), DNS1123_SUBDOMAIN_ERR_MSG, "example.com")
    };
    if !matches {
        errs.push(regex_error(msg, DNS1123_SUBDOMAIN_FMT, &[example]));
    }
    errs
}

#[cfg(test)]
mod tests {
    use super::*;

    const LABEL_MSG: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
    const SUBDOMAIN_MSG: &str = "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    const CASELESS_MSG: &str = "an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

    #[test]
    fn labels() {
        for ok in ["a", "0", "a-b", "a--b", "123-abc", "my-name", &"a".repeat(63)] {
            assert!(dns1123_label(ok).is_empty(), "{ok:?}");
        }
        assert_eq!(dns1123_label(""), [LABEL_MSG]);
        assert_eq!(dns1123_label("A"), [LABEL_MSG]);
        assert_eq!(dns1123_label("-a"), [LABEL_MSG]);
        assert_eq!(dns1123_label("a-"), [LABEL_MSG]);
        assert_eq!(dns1123_label("a_b"), [LABEL_MSG]);
        assert_eq!(dns1123_label("a.b"), ["must not contain dots"]);
        assert_eq!(dns1123_label("a..b"), [LABEL_MSG]);
        assert_eq!(dns1123_label(&"a".repeat(64)), ["must be no more than 63 bytes"]);
        assert_eq!(
            dns1123_label(&format!("{}.b", "a".repeat(62))),
            ["must be no more than 63 bytes", "must not contain dots"]
        );
        assert_eq!(
            dns1123_label(&"A".repeat(64)),
            ["must be no more than 63 bytes", LABEL_MSG]
        );
    }

    #[test]
    fn subdomains() {
        for ok in [
            "a",
            "a.b",
            "example.com",
            "a-b.c-d",
            "0.0",
            &"a".repeat(253),
            &"a".repeat(100),
        ] {
            assert!(dns1123_subdomain(ok).is_empty(), "{ok:?}");
        }
        for bad in ["", ".", "a.", ".a", "a..b", "a.-b", "a-.b", "A", "a_b", "é"] {
            assert_eq!(dns1123_subdomain(bad), [SUBDOMAIN_MSG], "{bad:?}");
        }
        assert_eq!(dns1123_subdomain(&"a".repeat(254)), ["must be no more than 253 bytes"]);
        assert_eq!(
            dns1123_subdomain(&"-".repeat(254)),
            ["must be no more than 253 bytes", SUBDOMAIN_MSG]
        );
    }

    #[test]
    fn caseless_subdomains() {
        for ok in ["Example.com", "EXAMPLE", "a", "ſ", "K", "aſ-K.b", &"A".repeat(253)] {
            assert!(dns1123_subdomain_caseless(ok).is_empty(), "{ok:?}");
        }
        for bad in ["", "-A", "A-", "A..B", "A_B", "é", "ß"] {
            assert_eq!(dns1123_subdomain_caseless(bad), [CASELESS_MSG], "{bad:?}");
        }
        // 127 × 'ſ' is 254 bytes.
        assert_eq!(
            dns1123_subdomain_caseless(&"ſ".repeat(127)),
            ["must be no more than 253 bytes"]
        );
    }

    /// The hand-written matchers agree with the regular expressions (RE2
    /// syntax, which the `regex` crate shares, including `(?i)` folding).
    #[test]
    fn matchers_agree_with_regexes() {
        let label = regex::Regex::new(&format!("^{DNS1123_LABEL_FMT}$")).unwrap();
        let sub = regex::Regex::new(&format!("^{DNS1123_SUBDOMAIN_FMT}$")).unwrap();
        let caseless = regex::Regex::new(&format!("^(?i){DNS1123_SUBDOMAIN_FMT}$")).unwrap();
        for s in super::super::tests::corpus() {
            assert_eq!(matches_label(&s), label.is_match(&s), "label {s:?}");
            assert_eq!(matches_subdomain(&s), sub.is_match(&s), "subdomain {s:?}");
            assert_eq!(matches_subdomain_caseless(&s), caseless.is_match(&s), "caseless {s:?}");
        }
    }
}
