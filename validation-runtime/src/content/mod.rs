//! String-content predicates, usable by generated and
//! hand-written validation alike.
//!
//! Each rule comes as a pair: `is_‹rule›(s) -> bool`, an allocation-free
//! check, and `‹rule›(s) -> Vec<String>`, the Kubernetes messages (empty =
//! valid, and then unallocated). The format validators of
//! [`crate::validate::format`] turn the messages into field errors. The
//! grammars are matched by hand, one pass over the bytes, rather than with
//! regular expressions; the messages print the regular expressions
//! Kubernetes uses.
//!
//! ```
//! use validation_runtime::content;
//!
//! assert!(content::dns1123_label("my-name").is_empty());
//! assert_eq!(content::dns1123_label("a.b"), ["must not contain dots"]);
//! assert!(!content::is_label_key("a/b/c"));
//! assert_eq!(
//!     content::decimal_integer("007"),
//!     ["must be a valid decimal integer in canonical form"]
//! );
//! ```

mod bytes;
mod dns;
mod errors;
mod identifier;
mod kube;
mod path;
mod uuid;

pub use dns::{
    dns1123_label, dns1123_subdomain, dns1123_subdomain_caseless, is_dns1123_label, is_dns1123_subdomain,
    is_dns1123_subdomain_caseless, DNS1123_LABEL_FMT, DNS1123_LABEL_MAX_LENGTH, DNS1123_SUBDOMAIN_FMT,
    DNS1123_SUBDOMAIN_MAX_LENGTH,
};
pub use errors::{max_len_error, regex_error, EMPTY_ERROR};
pub use identifier::{c_identifier, decimal_integer, is_c_identifier, is_decimal_integer, C_IDENTIFIER_FMT};
pub use kube::{
    is_label_key, is_label_value, is_prefixed_label_key, label_key, label_value, prefixed_label_key, LABEL_KEY_FMT,
    LABEL_KEY_MAX_LENGTH, LABEL_VALUE_FMT, LABEL_VALUE_MAX_LENGTH,
};
pub use path::{is_path_segment_name, is_path_segment_prefix, path_segment_name, path_segment_prefix};
pub use uuid::{is_uuid, uuid, UUID_ERR_MSG};

#[cfg(test)]
pub(crate) mod tests {
    /// Every string of up to four characters over an alphabet covering each
    /// grammar's character classes and their edges, plus longer samples:
    /// the hand-written matchers are compared with the regexes on it.
    pub(crate) fn corpus() -> Vec<String> {
        const ALPHABET: [char; 12] = ['a', 'Z', '0', '-', '.', '_', '/', '%', 'ſ', 'K', 'é', '\n'];
        let mut out = vec![String::new()];
        let mut frontier = vec![String::new()];
        for _ in 0..4 {
            let mut next = Vec::with_capacity(frontier.len() * ALPHABET.len());
            for s in &frontier {
                for c in ALPHABET {
                    let mut t = s.clone();
                    t.push(c);
                    next.push(t);
                }
            }
            out.extend(next.iter().cloned());
            frontier = next;
        }
        out.extend(
            [
                "example.com",
                "my-name",
                "a.b.c",
                "a-.b",
                "a.-b",
                "MyName",
                "my_name",
                "k8s.io/name",
                "Example.COM",
                "x\u{212A}y.\u{17F}",
                "\u{212A}",
                "\u{17F}",
                "\u{130}",
                "\u{131}",
            ]
            .map(str::to_owned),
        );
        out
    }

    #[test]
    fn valid_iff_no_messages() {
        use super::*;
        type Rule = (fn(&str) -> bool, fn(&str) -> Vec<String>);
        let rules: [(&str, Rule); 10] = [
            ("label", (is_dns1123_label, dns1123_label)),
            ("subdomain", (is_dns1123_subdomain, dns1123_subdomain)),
            ("caseless", (is_dns1123_subdomain_caseless, dns1123_subdomain_caseless)),
            ("label key", (is_label_key, label_key)),
            ("prefixed", (is_prefixed_label_key, prefixed_label_key)),
            ("label value", (is_label_value, label_value)),
            ("path segment", (is_path_segment_name, path_segment_name)),
            ("c identifier", (is_c_identifier, c_identifier)),
            ("decimal", (is_decimal_integer, decimal_integer)),
            ("uuid", (is_uuid, uuid)),
        ];
        for s in corpus() {
            for (name, (is_valid, messages)) in &rules {
                let msgs = messages(&s);
                assert_eq!(is_valid(&s), msgs.is_empty(), "{name} {s:?}: {msgs:?}");
                if msgs.is_empty() {
                    assert_eq!(msgs.capacity(), 0, "{name} {s:?} allocated on success");
                }
            }
        }
    }
}
