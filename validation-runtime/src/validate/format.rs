//! String-format validators: `+k8s:format=‹name›`.
//!
//! Each takes an optional string (absent -> no error) and reports every
//! [`content`] message as `Invalid` with origin `format=‹name›`. The bad
//! value is the validated value as given ([`StrValue`]: a plain string is
//! Go-quoted, a named string type JSON-encoded), except where Kubernetes
//! converts to a plain string first (UUID and the three resource formats)
//! or reports a part of the input. The success path is an allocation-free
//! scan; errors are built out of line.

use super::StrValue;
use crate::content;
use crate::{BadValue, ErrorList, FieldError, Operation, Path};

const RESOURCE_POOL_NAME_MAX_LENGTH: usize = 253;
const RESOURCE_PREFIX_MAX_LENGTH: usize = 63;
const RESOURCE_NAME_MAX_LENGTH: usize = 32;
const REQUESTS_PREFIX: &str = "requests.";
const KUBERNETES_IO_DOMAIN: &str = "kubernetes.io/";

fn plain(s: &str) -> BadValue {
    BadValue::String(s.to_owned())
}

fn usize_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// One `Invalid(value, message)` per message, with `origin`.
#[cold]
#[inline(never)]
fn invalid_each<V: StrValue + ?Sized>(
    path: Path<'_>,
    value: &V,
    messages: fn(&str) -> Vec<String>,
    origin: &str,
) -> ErrorList {
    let bad = value.to_bad_value();
    messages(value.as_str())
        .into_iter()
        .map(|m| FieldError::invalid(&path, bad.clone(), m).with_origin(origin))
        .collect()
}

macro_rules! content_format {
    ($(#[$doc:meta])* $name:ident, $is_valid:path, $messages:path, $origin:literal) => {
        $(#[$doc])*
        #[doc = ""]
        #[doc = concat!("Origin `", $origin, "`; absent -> no error.")]
        #[inline]
        pub fn $name<V: StrValue + ?Sized>(
            _op: &Operation,
            path: &Path<'_>,
            value: Option<&V>,
            _old: Option<&V>,
        ) -> ErrorList {
            match value {
                Some(v) if !$is_valid(v.as_str()) => invalid_each(*path, v, $messages, $origin),
                _ => ErrorList::new(),
            }
        }
    };
}

content_format!(
    /// `k8s-short-name`: a DNS-1123 label ([`content::dns1123_label`]).
    k8s_short_name,
    content::is_dns1123_label,
    content::dns1123_label,
    "format=k8s-short-name"
);

content_format!(
    /// `k8s-long-name`: a DNS-1123 subdomain ([`content::dns1123_subdomain`]).
    k8s_long_name,
    content::is_dns1123_subdomain,
    content::dns1123_subdomain,
    "format=k8s-long-name"
);

content_format!(
    /// `k8s-long-name-caseless` (deprecated): a subdomain of either case
    /// ([`content::dns1123_subdomain_caseless`]).
    k8s_long_name_caseless,
    content::is_dns1123_subdomain_caseless,
    content::dns1123_subdomain_caseless,
    "format=k8s-long-name-caseless"
);

content_format!(
    /// `k8s-label-key`: an optionally prefixed label key ([`content::label_key`]).
    k8s_label_key,
    content::is_label_key,
    content::label_key,
    "format=k8s-label-key"
);

content_format!(
    /// `k8s-prefixed-label-key`: a label key with a prefix
    /// ([`content::prefixed_label_key`]).
    k8s_prefixed_label_key,
    content::is_prefixed_label_key,
    content::prefixed_label_key,
    "format=k8s-prefixed-label-key"
);

content_format!(
    /// `k8s-label-value`: a label value, possibly empty ([`content::label_value`]).
    k8s_label_value,
    content::is_label_value,
    content::label_value,
    "format=k8s-label-value"
);

content_format!(
    /// `k8s-path-segment-name`: not `.`/`..`, no `/` or `%`
    /// ([`content::path_segment_name`]).
    k8s_path_segment_name,
    content::is_path_segment_name,
    content::path_segment_name,
    "format=k8s-path-segment-name"
);

/// `k8s-uuid`: a lowercase 8-4-4-4-12 UUID. One error,
/// `must be a lowercase UUID in 8-4-4-4-12 format`, whose bad value is the
/// plain string. Origin `format=k8s-uuid`; absent -> no error.
#[inline]
pub fn k8s_uuid<V: StrValue + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
) -> ErrorList {
    match value {
        Some(v) if !content::is_uuid(v.as_str()) => uuid_error(*path, v.as_str()),
        _ => ErrorList::new(),
    }
}

#[cold]
#[inline(never)]
fn uuid_error(path: Path<'_>, s: &str) -> ErrorList {
    ErrorList::from(FieldError::invalid(&path, plain(s), content::UUID_ERR_MSG).with_origin("format=k8s-uuid"))
}

#[inline]
fn is_resource_pool_name(s: &str) -> bool {
    s.len() <= RESOURCE_POOL_NAME_MAX_LENGTH && s.split('/').all(content::is_dns1123_subdomain)
}

/// `k8s-resource-pool-name`: `/`-separated long names, 253 bytes at most.
///
/// Longer -> `Too long: may not be more than 253 bytes`; then per segment
/// *i*: empty -> `segment ‹i›: must not be empty` (bad value: the whole
/// input), else every long-name message prefixed `segment ‹i›: ` (bad
/// value: the segment). Bad values are plain strings. Every error has
/// origin `format=k8s-resource-pool-name`; absent -> no error.
///
/// What one value can produce is bounded (see [`RESOURCE_POOL_NAME_MAX_SEGMENT_ERRORS`]):
/// a value within the length limit reports exactly the above; a longer
/// one, already `TooLong`, is not echoed whole again (Kubernetes omits a
/// too-long value from its error): its empty segments' errors omit the
/// value, and its segment errors stop after the most a value within the
/// limit can have.
#[inline]
pub fn k8s_resource_pool_name<V: StrValue + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
) -> ErrorList {
    match value {
        Some(v) if !is_resource_pool_name(v.as_str()) => resource_pool_name_errors(*path, v.as_str()),
        _ => ErrorList::new(),
    }
}

/// The most segment errors one resource pool name reports: a value of 253
/// bytes has at most 254 segments (all empty). Without a bound, 30,000
/// slashes gave 30,001 errors, each holding the whole input (900 MB).
pub const RESOURCE_POOL_NAME_MAX_SEGMENT_ERRORS: usize = RESOURCE_POOL_NAME_MAX_LENGTH + 1;

#[cold]
#[inline(never)]
fn resource_pool_name_errors(path: Path<'_>, s: &str) -> ErrorList {
    let mut errs = ErrorList::new();
    let too_long = s.len() > RESOURCE_POOL_NAME_MAX_LENGTH;
    if too_long {
        errs.push(FieldError::too_long(&path, usize_i64(RESOURCE_POOL_NAME_MAX_LENGTH)));
    }
    let whole = || if too_long { BadValue::Omitted } else { plain(s) };
    let segment_errors = s.split('/').enumerate().flat_map(|(i, segment)| {
        let empty = segment
            .is_empty()
            .then(|| FieldError::invalid(&path, whole(), format!("segment {i}: must not be empty")));
        let messages = if segment.is_empty() {
            Vec::new()
        } else {
            content::dns1123_subdomain(segment)
        };
        let invalid = messages
            .into_iter()
            .map(move |msg| FieldError::invalid(&path, plain(segment), format!("segment {i}: {msg}")));
        empty.into_iter().chain(invalid)
    });
    for e in segment_errors.take(RESOURCE_POOL_NAME_MAX_SEGMENT_ERRORS) {
        errs.push(e);
    }
    errs.with_origin("format=k8s-resource-pool-name")
}

#[inline]
fn is_extended_resource_name(s: &str) -> bool {
    let Some((domain, name)) = s.split_once('/') else {
        return false;
    };
    // `requests.` + s must be a label key: exactly one '/', the prefix
    // `requests.‹domain›` a subdomain (so `domain` is one, short enough),
    // and `name` a label-key name.
    !s.contains(KUBERNETES_IO_DOMAIN)
        && !s.starts_with(REQUESTS_PREFIX)
        && domain.len() + REQUESTS_PREFIX.len() <= content::DNS1123_SUBDOMAIN_MAX_LENGTH
        && content::is_dns1123_subdomain(domain)
        && !name.contains('/')
        && content::is_label_key(name)
}

/// `k8s-extended-resource-name`: a domain-prefixed name outside
/// `kubernetes.io/`, not starting with `requests.`, that is a valid label
/// key once `requests.` is prepended (as resource quota does).
///
/// Messages in order: `a name must be a domain-prefixed path, such as
/// 'example.com/my-prop'` (no `/`) or else `must not have "kubernetes.io/"
/// domain` (contained anywhere: a Kubernetes quirk); `must not have "requests."
/// prefix`; every label-key message for `requests.‹value›`. The bad value
/// is always the whole input as a plain string. Origin
/// `format=k8s-extended-resource-name`; absent -> no error.
#[inline]
pub fn k8s_extended_resource_name<V: StrValue + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
) -> ErrorList {
    match value {
        Some(v) if !is_extended_resource_name(v.as_str()) => extended_resource_name_errors(*path, v.as_str()),
        _ => ErrorList::new(),
    }
}

#[cold]
#[inline(never)]
fn extended_resource_name_errors(path: Path<'_>, s: &str) -> ErrorList {
    let mut errs = ErrorList::new();
    if !s.contains('/') {
        errs.push(FieldError::invalid(
            &path,
            plain(s),
            "a name must be a domain-prefixed path, such as 'example.com/my-prop'",
        ));
    } else if s.contains(KUBERNETES_IO_DOMAIN) {
        errs.push(FieldError::invalid(
            &path,
            plain(s),
            format!("must not have \"{KUBERNETES_IO_DOMAIN}\" domain"),
        ));
    }
    if s.starts_with(REQUESTS_PREFIX) {
        errs.push(FieldError::invalid(
            &path,
            plain(s),
            format!("must not have \"{REQUESTS_PREFIX}\" prefix"),
        ));
    }
    for msg in content::label_key(&format!("{REQUESTS_PREFIX}{s}")) {
        errs.push(FieldError::invalid(&path, plain(s), msg));
    }
    errs.with_origin("format=k8s-extended-resource-name")
}

#[inline]
fn is_resource_fully_qualified_name(s: &str) -> bool {
    let mut parts = s.split('/');
    let (Some(prefix), Some(name)) = (parts.next(), parts.next()) else {
        return false; // no '/': never valid
    };
    if parts.next().is_some() {
        return true; // three or more parts are not validated (a Kubernetes quirk)
    }
    prefix.len() <= RESOURCE_PREFIX_MAX_LENGTH
        && content::is_dns1123_subdomain(prefix)
        && name.len() <= RESOURCE_NAME_MAX_LENGTH
        && content::is_c_identifier(name)
}

/// `k8s-resource-fully-qualified-name`: `‹domain›/‹C identifier›`.
///
/// One part: the C-identifier check of the input (longer than 32 bytes ->
/// `Too long: may not be more than 32 bytes`; grammar -> `Invalid`). Two
/// parts: empty prefix -> `prefix must not be empty` (bad value `""`), else
/// a prefix over 63 bytes -> `Too long` (63) plus every long-name message
/// prefixed `prefix: ` (bad value: the prefix); empty name -> `name must
/// not be empty` (bad value `""`), else the C-identifier check of the name.
/// Three or more parts are not checked (a Kubernetes quirk). Finally no `/` at all
/// -> `a fully qualified name must be a domain and a name separated by a
/// slash` (bad value: the input). Bad values are plain strings. Origin
/// `format=k8s-resource-fully-qualified-name`; absent -> no error.
#[inline]
pub fn k8s_resource_fully_qualified_name<V: StrValue + ?Sized>(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&V>,
    _old: Option<&V>,
) -> ErrorList {
    match value {
        Some(v) if !is_resource_fully_qualified_name(v.as_str()) => {
            resource_fully_qualified_name_errors(*path, v.as_str())
        }
        _ => ErrorList::new(),
    }
}

/// The C-identifier check with a byte limit: TooLong, then the grammar.
fn c_identifier_errors(errs: &mut ErrorList, path: &Path<'_>, id: &str, max: usize) {
    if id.len() > max {
        errs.push(FieldError::too_long(path, usize_i64(max)));
    }
    for msg in content::c_identifier(id) {
        errs.push(FieldError::invalid(path, plain(id), msg));
    }
}

#[cold]
#[inline(never)]
fn resource_fully_qualified_name_errors(path: Path<'_>, s: &str) -> ErrorList {
    let mut errs = ErrorList::new();
    let mut parts = s.split('/');
    match (parts.next(), parts.next(), parts.next()) {
        (Some(whole), None, _) => c_identifier_errors(&mut errs, &path, whole, RESOURCE_NAME_MAX_LENGTH),
        (Some(prefix), Some(name), None) => {
            if prefix.is_empty() {
                errs.push(FieldError::invalid(&path, plain(""), "prefix must not be empty"));
            } else {
                if prefix.len() > RESOURCE_PREFIX_MAX_LENGTH {
                    errs.push(FieldError::too_long(&path, usize_i64(RESOURCE_PREFIX_MAX_LENGTH)));
                }
                for msg in content::dns1123_subdomain(prefix) {
                    errs.push(FieldError::invalid(&path, plain(prefix), format!("prefix: {msg}")));
                }
            }
            if name.is_empty() {
                errs.push(FieldError::invalid(&path, plain(""), "name must not be empty"));
            } else {
                c_identifier_errors(&mut errs, &path, name, RESOURCE_NAME_MAX_LENGTH);
            }
        }
        _ => {}
    }
    if !s.contains('/') {
        errs.push(FieldError::invalid(
            &path,
            plain(s),
            "a fully qualified name must be a domain and a name separated by a slash",
        ));
    }
    errs.with_origin("format=k8s-resource-fully-qualified-name")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Strings built from fragments that matter to the resource formats.
    fn corpus() -> Vec<String> {
        const PIECES: [&str; 14] = [
            "a",
            "A",
            "_",
            "-",
            ".",
            "/",
            "requests.",
            "kubernetes.io/",
            "example.com",
            "x1",
            "0",
            "é",
            "%",
            "",
        ];
        let mut out = Vec::new();
        for a in PIECES {
            for b in PIECES {
                for c in PIECES {
                    out.push(format!("{a}{b}{c}"));
                }
            }
        }
        for n in [31, 32, 33, 62, 63, 64, 243, 244, 245, 252, 253, 254] {
            let long = "a".repeat(n);
            out.extend([
                long.clone(),
                format!("{long}/name"),
                format!("example.com/{long}"),
                format!("{long}/{long}"),
                format!("a.{long}/b"),
            ]);
        }
        out
    }

    #[test]
    fn fast_paths_agree_with_error_builders() {
        let p = Path::new("f");
        type Rule = (&'static str, fn(&str) -> bool, fn(Path<'_>, &str) -> ErrorList);
        let rules: [Rule; 3] = [
            ("pool", is_resource_pool_name, resource_pool_name_errors),
            ("extended", is_extended_resource_name, extended_resource_name_errors),
            (
                "fully qualified",
                is_resource_fully_qualified_name,
                resource_fully_qualified_name_errors,
            ),
        ];
        for s in corpus() {
            for (name, is_valid, errors) in rules {
                let errs = errors(p, &s);
                assert_eq!(is_valid(&s), errs.is_empty(), "{name} {s:?}: {errs:?}");
            }
        }
    }
}
