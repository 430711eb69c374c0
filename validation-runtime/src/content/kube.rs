//! Label keys (qualified names), prefixed label keys and label values.

use super::bytes::{self, ALNUM, DASH, DOT, UNDERSCORE};
use super::dns::{dns1123_subdomain, subdomain_prefix, DNS1123_SUBDOMAIN_MAX_LENGTH};
use super::errors::{max_len_error, prefix_each, regex_error, EMPTY_ERROR};

/// The label-key name grammar, as printed in messages.
pub const LABEL_KEY_FMT: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
/// The label-value grammar, as printed in messages.
pub const LABEL_VALUE_FMT: &str = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?";
/// Maximum length in bytes of a label key's name part.
pub const LABEL_KEY_MAX_LENGTH: usize = 63;
/// Maximum length in bytes of a label value.
pub const LABEL_VALUE_MAX_LENGTH: usize = 63;

const LABEL_KEY_ERR_MSG: &str =
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_VALUE_ERR_MSG: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";
const LABEL_KEY_EXAMPLES: &[&str] = &["MyName", "my.name", "123-abc"];

/// `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`, anchored, no length limit.
#[inline]
pub(crate) fn matches_label_key_name(s: &str) -> bool {
    bytes::bounded_by(s.as_bytes(), ALNUM, ALNUM | DASH | DOT | UNDERSCORE)
}

/// The prefix and name of a label key with at most one `/`; `None` for
/// three or more parts.
#[inline]
fn split_key(s: &str) -> Option<(Option<&str>, &str)> {
    match s.split_once('/') {
        None => Some((None, s)),
        Some((prefix, name)) if !name.contains('/') => Some((Some(prefix), name)),
        Some(_) => None,
    }
}

/// Whether `s` is a valid label key; allocation-free. Most keys are a
/// lowercase subdomain prefix and a name, or a lowercase name alone, so one
/// pass reads the bytes as a subdomain until the first `/`; a byte that
/// breaks the subdomain grammar (an upper-case letter, `_`, two dots) sends
/// the whole key to the name grammar, which also rejects any `/`.
#[inline]
pub fn is_label_key(s: &str) -> bool {
    let (read, complete) = subdomain_prefix(s.as_bytes());
    match s.as_bytes().get(read) {
        // No prefix: a lowercase subdomain is also a name.
        None => complete && s.len() <= LABEL_KEY_MAX_LENGTH,
        Some(b'/') => {
            complete && read <= DNS1123_SUBDOMAIN_MAX_LENGTH && is_key_name(s.get(read + 1..).unwrap_or_default())
        }
        Some(_) => is_key_name(s),
    }
}

/// A label key's name part: the grammar and at most 63 bytes.
#[inline]
fn is_key_name(name: &str) -> bool {
    name.len() <= LABEL_KEY_MAX_LENGTH && matches_label_key_name(name)
}

/// Label-key (qualified-name) messages (empty = valid; no allocation then):
/// prefix messages (`prefix part …`), then name messages (`name part …`);
/// three or more `/`-separated parts give exactly one message.
#[inline]
pub fn label_key(s: &str) -> Vec<String> {
    if is_label_key(s) {
        Vec::new()
    } else {
        label_key_messages(s)
    }
}

#[cold]
#[inline(never)]
fn label_key_messages(s: &str) -> Vec<String> {
    let mut errs = Vec::new();
    let Some((prefix, name)) = split_key(s) else {
        errs.push(format!(
            "a valid label key {} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
            regex_error(LABEL_KEY_ERR_MSG, LABEL_KEY_FMT, LABEL_KEY_EXAMPLES)
        ));
        return errs;
    };
    match prefix {
        Some("") => errs.push(format!("prefix part {EMPTY_ERROR}")),
        Some(p) => errs.extend(prefix_each(dns1123_subdomain(p), "prefix part ")),
        None => {}
    }
    if name.is_empty() {
        errs.push(format!("name part {EMPTY_ERROR}"));
    } else if name.len() > LABEL_KEY_MAX_LENGTH {
        errs.push(format!("name part {}", max_len_error(LABEL_KEY_MAX_LENGTH)));
    }
    if !matches_label_key_name(name) {
        errs.push(format!(
            "name part {}",
            regex_error(LABEL_KEY_ERR_MSG, LABEL_KEY_FMT, LABEL_KEY_EXAMPLES)
        ));
    }
    errs
}

/// Whether `s` is a valid label key with a prefix; allocation-free.
#[inline]
pub fn is_prefixed_label_key(s: &str) -> bool {
    is_label_key(s) && s.contains('/')
}

/// The label-key messages if any; otherwise, without exactly one `/`,
/// `must include a prefix (e.g. 'example.com/key')`.
#[inline]
pub fn prefixed_label_key(s: &str) -> Vec<String> {
    if is_prefixed_label_key(s) {
        Vec::new()
    } else {
        prefixed_label_key_messages(s)
    }
}

#[cold]
#[inline(never)]
fn prefixed_label_key_messages(s: &str) -> Vec<String> {
    let errs = label_key(s);
    if !errs.is_empty() {
        return errs;
    }
    // A valid label key has at most one '/': here it has none.
    vec!["must include a prefix (e.g. 'example.com/key')".to_owned()]
}

/// Whether `s` is a valid label value (empty allowed); allocation-free.
#[inline]
pub fn is_label_value(s: &str) -> bool {
    s.is_empty() || (s.len() <= LABEL_VALUE_MAX_LENGTH && matches_label_key_name(s))
}

/// Label-value messages (empty = valid; no allocation then).
#[inline]
pub fn label_value(s: &str) -> Vec<String> {
    if is_label_value(s) {
        Vec::new()
    } else {
        label_value_messages(s)
    }
}

#[cold]
#[inline(never)]
fn label_value_messages(s: &str) -> Vec<String> {
    let mut errs = Vec::new();
    if s.len() > LABEL_VALUE_MAX_LENGTH {
        errs.push(max_len_error(LABEL_VALUE_MAX_LENGTH));
    }
    if !s.is_empty() && !matches_label_key_name(s) {
        errs.push(regex_error(
            LABEL_VALUE_ERR_MSG,
            LABEL_VALUE_FMT,
            &["MyValue", "my_value", "12345"],
        ));
    }
    errs
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAME_MSG: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
    const THREE_PARTS_MSG: &str = "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";
    const PREFIX_SUBDOMAIN_MSG: &str = "prefix part a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
    const VALUE_MSG: &str = "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')";

    #[test]
    fn label_keys() {
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
            assert!(label_key(ok).is_empty(), "{ok:?}");
        }
        assert_eq!(label_key(""), ["name part must be non-empty", NAME_MSG]);
        assert_eq!(label_key("-a"), [NAME_MSG]);
        assert_eq!(label_key(&"a".repeat(64)), ["name part must be no more than 63 bytes"]);
        assert_eq!(label_key("/a"), ["prefix part must be non-empty"]);
        assert_eq!(label_key("a/"), ["name part must be non-empty", NAME_MSG]);
        assert_eq!(
            label_key("/"),
            ["prefix part must be non-empty", "name part must be non-empty", NAME_MSG]
        );
        assert_eq!(label_key("A/b"), [PREFIX_SUBDOMAIN_MSG]);
        assert_eq!(
            label_key(&format!("{}/b", "a".repeat(254))),
            ["prefix part must be no more than 253 bytes"]
        );
        assert_eq!(label_key("a/b/c"), [THREE_PARTS_MSG]);
        assert_eq!(label_key("//"), [THREE_PARTS_MSG]);
    }

    #[test]
    fn prefixed_label_keys() {
        assert!(prefixed_label_key("example.com/key").is_empty());
        assert_eq!(
            prefixed_label_key("key"),
            ["must include a prefix (e.g. 'example.com/key')"]
        );
        assert_eq!(prefixed_label_key("a/b/c"), [THREE_PARTS_MSG]);
        assert_eq!(prefixed_label_key("/key"), ["prefix part must be non-empty"]);
        assert_eq!(prefixed_label_key("-"), [NAME_MSG]);
    }

    #[test]
    fn label_values() {
        for ok in ["", "a", "MyValue", "my_value", "12345", "a.b-c_d", &"a".repeat(63)] {
            assert!(label_value(ok).is_empty(), "{ok:?}");
        }
        assert_eq!(label_value("-"), [VALUE_MSG]);
        assert_eq!(label_value("a/b"), [VALUE_MSG]);
        assert_eq!(label_value(&"a".repeat(64)), ["must be no more than 63 bytes"]);
        assert_eq!(
            label_value(&"_".repeat(64)),
            ["must be no more than 63 bytes", VALUE_MSG]
        );
    }

    /// The one-pass key check agrees with splitting at the `/` and checking
    /// each part, length limits included.
    #[test]
    fn label_keys_agree_with_their_parts() {
        let by_parts = |s: &str| match split_key(s) {
            Some((prefix, name)) => {
                prefix.is_none_or(|p| !p.is_empty() && super::super::is_dns1123_subdomain(p))
                    && name.len() <= LABEL_KEY_MAX_LENGTH
                    && matches_label_key_name(name)
            }
            None => false,
        };
        let mut keys = super::super::tests::corpus();
        for prefix in [
            String::new(),
            "a".repeat(252),
            "a".repeat(253),
            "a".repeat(254),
            "a.b-c".to_owned(),
        ] {
            for name in [
                "a".repeat(63),
                "a".repeat(64),
                "A_b".to_owned(),
                "a..b".to_owned(),
                "a/b".to_owned(),
            ] {
                keys.push(format!("{prefix}/{name}"));
                keys.push(format!("{prefix}{name}"));
            }
        }
        for s in keys {
            assert_eq!(is_label_key(&s), by_parts(&s), "{s:?}");
        }
    }

    #[test]
    fn matchers_agree_with_regexes() {
        let name = regex::Regex::new(&format!("^{LABEL_KEY_FMT}$")).unwrap();
        let value = regex::Regex::new(&format!("^{LABEL_VALUE_FMT}$")).unwrap();
        let sub = super::super::DNS1123_SUBDOMAIN_FMT;
        let key = regex::Regex::new(&format!("^(({sub})/)?{LABEL_KEY_FMT}$")).unwrap();
        // The corpus is short, so the length limits never apply.
        for s in super::super::tests::corpus() {
            assert_eq!(matches_label_key_name(&s), name.is_match(&s), "name {s:?}");
            assert_eq!(is_label_key(&s), key.is_match(&s), "key {s:?}");
            assert_eq!(is_label_value(&s), value.is_match(&s), "value {s:?}");
        }
    }
}
