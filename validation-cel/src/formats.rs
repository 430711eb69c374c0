//! Kubernetes' `format` library: `format.<name>()` values and
//! `<format>.validate(s)`, with the messages of Kubernetes' name and label
//! validation (`a lowercase RFC 1123 label must consist of ...`).

use std::sync::Arc;

use cel::extractors::This;
use cel::objects::{Opaque, OptionalValue};
use cel::{ExecutionError, Value as Cel};

use crate::urls::request_uri_error;

/// The formats, by the name `format.<name>()` and `format.named` know.
pub(crate) const NAMES: [&str; 13] = [
    "dns1123Label",
    "dns1123Subdomain",
    "dns1035Label",
    "qualifiedName",
    "dns1123LabelPrefix",
    "dns1123SubdomainPrefix",
    "dns1035LabelPrefix",
    "labelValue",
    "uri",
    "uuid",
    "byte",
    "date",
    "datetime",
];

/// A format value (`kubernetes.Format`).
#[derive(Debug, PartialEq, Eq)]
struct Format(&'static str);

impl Opaque for Format {
    fn runtime_type_name(&self) -> &str {
        "kubernetes.Format"
    }
}

/// The format named `name`, if there is one.
pub(crate) fn named(name: &str) -> Option<Cel> {
    NAMES
        .iter()
        .find(|n| **n == name)
        .map(|n| Cel::Opaque(Arc::new(Format(n))))
}

/// Registers `format.<name>()`, `format.named(name)` and `validate`.
pub(crate) fn register(root: &mut crate::engine::Functions<'_>) {
    for name in NAMES {
        let value = Cel::Opaque(Arc::new(Format(name)));
        root.add(&format!("format.{name}"), move || -> Result<Cel, ExecutionError> {
            Ok(value.clone())
        });
    }
    root.add("format.named", |name: Arc<String>| -> Result<Cel, ExecutionError> {
        Ok(Cel::Opaque(Arc::new(match named(&name) {
            Some(v) => OptionalValue::of(v),
            None => OptionalValue::none(),
        })))
    });
    root.add("validate", validate);
}

/// `format.validate(s)`: none when `s` is valid, else the list of reasons.
fn validate(This(this): This<Cel>, s: Arc<String>) -> Result<Cel, ExecutionError> {
    let Cel::Opaque(o) = &this else {
        return Err(crate::checked_args::no_such_overload());
    };
    let Some(Format(name)) = o.downcast_ref::<Format>() else {
        return Err(crate::checked_args::no_such_overload());
    };
    let errors = errors(name, &s);
    Ok(Cel::Opaque(Arc::new(if errors.is_empty() {
        OptionalValue::none()
    } else {
        let list = errors.into_iter().map(|e| Cel::String(Arc::new(e))).collect();
        OptionalValue::of(Cel::List(Arc::new(list)))
    })))
}

/// Why `s` is not a valid `name`, as Kubernetes words it.
pub(crate) fn errors(name: &str, s: &str) -> Vec<String> {
    match name {
        "dns1123Label" => dns1123_label(s),
        "dns1123LabelPrefix" => dns1123_label(&mask_trailing_dash(s)),
        "dns1123Subdomain" => dns1123_subdomain(s, "characters"),
        "dns1123SubdomainPrefix" => dns1123_subdomain(&mask_trailing_dash(s), "characters"),
        "dns1035Label" => dns1035_label(s),
        "dns1035LabelPrefix" => dns1035_label(&mask_trailing_dash(s)),
        "qualifiedName" => qualified_name(s),
        "labelValue" => label_value(s),
        "uri" => request_uri_error(s).into_iter().collect(),
        "uuid" => reason(is_uuid(s), "does not match the UUID format"),
        "byte" => reason(is_base64(s), "invalid base64"),
        "date" => reason(is_date(s), "invalid date"),
        "datetime" => reason(is_date_time(s), "invalid datetime"),
        _ => Vec::new(),
    }
}

fn reason(valid: bool, why: &str) -> Vec<String> {
    if valid {
        Vec::new()
    } else {
        vec![why.to_owned()]
    }
}

/// A generated name's prefix may end in `-`: check it as if it ended in
/// an alphanumeric character.
fn mask_trailing_dash(s: &str) -> String {
    match s.strip_suffix('-') {
        Some(head) if s.len() > 1 => {
            let mut masked = head.get(..head.len().saturating_sub(1)).unwrap_or("").to_owned();
            masked.push('a');
            masked
        }
        _ => s.to_owned(),
    }
}

const DNS1123_LABEL: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
const DNS1123_SUBDOMAIN: &str = "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*";
const DNS1035_LABEL: &str = "[a-z]([-a-z0-9]*[a-z0-9])?";
const LABEL_KEY: &str = "([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]";
const LABEL_VALUE: &str = "(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?";

/// `<message> (e.g. 'a',  or 'b', regex used for validation is '<re>')`,
/// Kubernetes' explanation of a pattern mismatch.
fn regex_error(message: &str, re: &str, examples: &[&str]) -> String {
    let mut out = format!("{message} (e.g. ");
    for (i, e) in examples.iter().enumerate() {
        if i > 0 {
            out.push_str(" or ");
        }
        out.push_str(&format!("'{e}', "));
    }
    out.push_str(&format!("regex used for validation is '{re}')"));
    out
}

fn max_len_error(max: usize, unit: &str) -> String {
    format!("must be no more than {max} {unit}")
}

/// `[a-z0-9]([-a-z0-9]*[a-z0-9])?`, and with a first character from
/// `first`.
fn is_label(s: &str, first: fn(u8) -> bool) -> bool {
    let bytes = s.as_bytes();
    let inner = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'-';
    let end_ok = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
    bytes.first().is_some_and(|b| first(*b)) && bytes.iter().all(inner) && end_ok(bytes.last())
}

fn lower_alphanumeric(b: u8) -> bool {
    b.is_ascii_lowercase() || b.is_ascii_digit()
}

fn is_dns1123_subdomain(s: &str) -> bool {
    s.split('.').all(|l| is_label(l, lower_alphanumeric))
}

fn dns1123_label(s: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if s.len() > 63 {
        errors.push(max_len_error(63, "characters"));
    }
    if !is_label(s, lower_alphanumeric) {
        if is_dns1123_subdomain(s) {
            errors.push("must not contain dots".to_owned());
        } else {
            errors.push(regex_error(
                "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character",
                DNS1123_LABEL,
                &["my-name", "123-abc"],
            ));
        }
    }
    errors
}

fn dns1123_subdomain(s: &str, unit: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if s.len() > 253 {
        errors.push(max_len_error(253, unit));
    }
    if !is_dns1123_subdomain(s) {
        errors.push(regex_error(
            "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character",
            DNS1123_SUBDOMAIN,
            &["example.com"],
        ));
    }
    errors
}

fn dns1035_label(s: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if s.len() > 63 {
        errors.push(max_len_error(63, "characters"));
    }
    if !is_label(s, |b| b.is_ascii_lowercase()) {
        errors.push(regex_error(
            "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character",
            DNS1035_LABEL,
            &["my-name", "abc-123"],
        ));
    }
    errors
}

/// `([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]`.
fn is_label_key_name(s: &str) -> bool {
    let bytes = s.as_bytes();
    let inner = |b: &u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.');
    bytes.first().is_some_and(u8::is_ascii_alphanumeric)
        && bytes.last().is_some_and(u8::is_ascii_alphanumeric)
        && bytes.iter().all(inner)
}

const LABEL_KEY_MESSAGE: &str =
    "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character";

fn qualified_name(s: &str) -> Vec<String> {
    let mut errors = Vec::new();
    let parts: Vec<&str> = s.split('/').collect();
    let name = match parts.as_slice() {
        [name] => *name,
        [prefix, name] => {
            if prefix.is_empty() {
                errors.push("prefix part must be non-empty".to_owned());
            } else {
                errors.extend(
                    dns1123_subdomain(prefix, "bytes")
                        .into_iter()
                        .map(|e| format!("prefix part {e}")),
                );
            }
            *name
        }
        _ => {
            return vec![format!(
                "a valid label key {} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')",
                regex_error(LABEL_KEY_MESSAGE, LABEL_KEY, &["MyName", "my.name", "123-abc"])
            )]
        }
    };
    if name.is_empty() {
        errors.push("name part must be non-empty".to_owned());
    } else if name.len() > 63 {
        errors.push(format!("name part {}", max_len_error(63, "bytes")));
    }
    if !is_label_key_name(name) {
        errors.push(format!(
            "name part {}",
            regex_error(LABEL_KEY_MESSAGE, LABEL_KEY, &["MyName", "my.name", "123-abc"])
        ));
    }
    errors
}

fn label_value(s: &str) -> Vec<String> {
    let mut errors = Vec::new();
    if s.len() > 63 {
        errors.push(max_len_error(63, "bytes"));
    }
    if !s.is_empty() && !is_label_key_name(s) {
        errors.push(regex_error(
            "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character",
            LABEL_VALUE,
            &["MyValue", "my_value", "12345"],
        ));
    }
    errors
}

/// `(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$`.
fn is_uuid(s: &str) -> bool {
    let mut rest = s.as_bytes();
    for (i, len) in [8usize, 4, 4, 4, 12].into_iter().enumerate() {
        if i > 0 {
            if let Some(r) = rest.strip_prefix(b"-") {
                rest = r;
            }
        }
        let Some((group, r)) = rest.split_at_checked(len) else {
            return false;
        };
        if !group.iter().all(u8::is_ascii_hexdigit) {
            return false;
        }
        rest = r;
    }
    rest.is_empty()
}

/// Standard base64 with padding, as Go's `base64.StdEncoding` decodes it.
fn is_base64(s: &str) -> bool {
    use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
    use base64::Engine as _;
    const LENIENT: GeneralPurpose = GeneralPurpose::new(
        &base64::alphabet::STANDARD,
        GeneralPurposeConfig::new()
            .with_decode_allow_trailing_bits(true)
            .with_decode_padding_mode(DecodePaddingMode::RequireCanonical),
    );
    LENIENT.decode(s).is_ok()
}

/// `2006-01-02`: four-digit year, two-digit month and day, a real date.
fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| b.get(r).is_some_and(|d| d.iter().all(u8::is_ascii_digit));
    b.len() == 10
        && digits(0..4)
        && b.get(4) == Some(&b'-')
        && digits(5..7)
        && b.get(7) == Some(&b'-')
        && digits(8..10)
        && chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").is_ok()
}

/// A date, `t` (any case), then `hh:mm:ss`, optional fraction, and `z` or
/// an offset, as the OpenAPI `date-time` check reads it.
fn is_date_time(s: &str) -> bool {
    if s.len() < 4 {
        return false;
    }
    let lower = s.to_ascii_lowercase();
    let mut parts = lower.split('t');
    let (Some(date), Some(time)) = (parts.next(), parts.next()) else {
        return false;
    };
    if !is_date(date) {
        return false;
    }
    let b = time.as_bytes();
    let two = |i: usize| b.get(i..i + 2).filter(|d| d.iter().all(u8::is_ascii_digit));
    let (Some(h), Some(m), Some(sec)) = (two(0), two(3), two(6)) else {
        return false;
    };
    if b.get(2) != Some(&b':') || b.get(5) != Some(&b':') {
        return false;
    }
    let mut rest = time.get(8..).unwrap_or("");
    if rest.len() > 1 && rest.as_bytes().get(1).is_some_and(u8::is_ascii_digit) {
        // `(.[0-9]+)?`: any one character, then digits.
        let digits = rest
            .get(1..)
            .unwrap_or("")
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        rest = rest.get(1 + digits..).unwrap_or("");
    }
    let zone_ok = rest == "z" || {
        let z = rest.as_bytes();
        z.len() == 6
            && matches!(z.first(), Some(b'+' | b'-'))
            && z.get(3) == Some(&b':')
            && [1, 2, 4, 5].iter().all(|i| z.get(*i).is_some_and(u8::is_ascii_digit))
    };
    zone_ok && h <= b"23".as_slice() && m <= b"59".as_slice() && sec <= b"59".as_slice()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_accept_and_reject_as_kubernetes_does() {
        for (name, s, valid) in [
            ("dns1123Label", "my-name", true),
            ("dns1123Label", "a.b", false),
            ("dns1123LabelPrefix", "my-name-", true),
            ("dns1123Subdomain", "example.com", true),
            ("dns1035Label", "1abc", false),
            ("qualifiedName", "example.com/MyName", true),
            ("qualifiedName", "a/b/c", false),
            ("labelValue", "", true),
            ("labelValue", "-x", false),
            ("uri", "https://example.com/x", true),
            ("uri", "x", false),
            ("uuid", "550e8400-e29b-41d4-a716-446655440000", true),
            ("uuid", "550e8400e29b41d4a716446655440000", true),
            ("uuid", "550e8400-e29b-41d4-a716", false),
            ("byte", "aGVsbG8=", true),
            ("byte", "aGVsbG8", false),
            ("date", "2024-02-29", true),
            ("date", "2023-02-29", false),
            ("datetime", "2024-02-29T10:00:00Z", true),
            ("datetime", "2024-02-29T10:00:00.5+01:00", true),
            ("datetime", "2024-02-29T24:00:00Z", false),
        ] {
            assert_eq!(errors(name, s).is_empty(), valid, "{name} {s:?}: {:?}", errors(name, s));
        }
    }
}
