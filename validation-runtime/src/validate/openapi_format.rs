//! The string formats the API server checks in custom resources (a CRD
//! schema's `format`), for the schema validator (validation-schema) and for
//! the generated checks of `+k8s:validation:format`. Any other `format` is
//! documentation only and accepts every string.

use std::net::IpAddr;
use std::sync::OnceLock;

use regex::Regex;

/// The formats checked in custom resources (names compare without `-` and
/// `_`, so `date-time` is `datetime`). `k8s-short-name` (a DNS-1123 label)
/// and `k8s-long-name` (a DNS-1123 subdomain) are checked from Kubernetes
/// 1.34 on.
const SUPPORTED: [&str; 26] = [
    "bsonobjectid",
    "uri",
    "email",
    "hostname",
    "ipv4",
    "ipv6",
    "cidr",
    "mac",
    "uuid",
    "uuid3",
    "uuid4",
    "uuid5",
    "isbn",
    "isbn10",
    "isbn13",
    "creditcard",
    "ssn",
    "hexcolor",
    "rgbcolor",
    "byte",
    "password",
    "date",
    "duration",
    "datetime",
    "k8sshortname",
    "k8slongname",
];

/// The supported name `format` stands for (compared without `-` and `_`,
/// lower-cased), found without allocating.
fn canonical(format: &str) -> Option<&'static str> {
    let normalized = || {
        format
            .chars()
            .filter(|c| *c != '-' && *c != '_')
            .flat_map(char::to_lowercase)
    };
    SUPPORTED.iter().copied().find(|name| normalized().eq(name.chars()))
}

/// Whether the API server checks strings of this format.
pub fn is_supported_format(format: &str) -> bool {
    canonical(format).is_some()
}

/// Whether `text` is valid for `format`; unsupported formats accept all.
pub fn validates_format(format: &str, text: &str) -> bool {
    match canonical(format).unwrap_or_default() {
        "bsonobjectid" => text.len() == 24 && text.bytes().all(|b| b.is_ascii_hexdigit()),
        "uri" => is_uri(text),
        "email" => is_email(text),
        "hostname" => {
            text.len() <= 255 && text.split('.').all(|label| label.len() <= 63) && matches(&HOSTNAME, HOSTNAME_RE, text)
        }
        "ipv4" => text.parse::<IpAddr>().is_ok() && text.contains('.'),
        "ipv6" => text.parse::<IpAddr>().is_ok() && text.contains(':'),
        "cidr" => is_cidr(text),
        "mac" => is_mac(text),
        "uuid" => matches(&UUID, UUID_RE, text),
        "uuid3" => matches(&UUID3, UUID3_RE, text),
        "uuid4" => matches(&UUID4, UUID4_RE, text),
        "uuid5" => matches(&UUID5, UUID5_RE, text),
        "isbn" => is_isbn10(text) || is_isbn13(text),
        "isbn10" => is_isbn10(text),
        "isbn13" => is_isbn13(text),
        "creditcard" => is_credit_card(text),
        "ssn" => text.len() == 11 && matches(&SSN, SSN_RE, text),
        "hexcolor" => matches(&HEX_COLOR, HEX_COLOR_RE, text),
        "rgbcolor" => matches(&RGB_COLOR, RGB_COLOR_RE, text),
        "byte" => matches(&BASE64, BASE64_RE, text),
        "date" => is_date(text),
        "duration" => is_go_duration(text) || has_duration_unit(text),
        "datetime" => is_date_time(text),
        "k8sshortname" => crate::content::is_dns1123_label(text),
        "k8slongname" => crate::content::is_dns1123_subdomain(text),
        _ => true,
    }
}

const HOSTNAME_RE: &str = r"^([a-zA-Z0-9\p{S}\p{L}]((-?[a-zA-Z0-9\p{S}\p{L}]{0,62})?)|([a-zA-Z0-9\p{S}\p{L}](([a-zA-Z0-9-\p{S}\p{L}]{0,61}[a-zA-Z0-9\p{S}\p{L}])?)(\.)){1,}([a-zA-Z0-9\p{S}\p{L}])(-?[a-zA-Z0-9\p{S}\p{L}]){1,62})$";
const UUID_RE: &str = r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$";
const UUID3_RE: &str = r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?3[0-9a-f]{3}-?[0-9a-f]{4}-?[0-9a-f]{12}$";
const UUID4_RE: &str = r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$";
const UUID5_RE: &str = r"(?i)^[0-9a-f]{8}-?[0-9a-f]{4}-?5[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$";
const BASE64_RE: &str = r"^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{4})$";
const DATE_TIME_CLOCK_RE: &str = r"^([0-9]{2}):([0-9]{2}):([0-9]{2})(.[0-9]+)?(z|([+-][0-9]{2}:[0-9]{2}))$";
// The API server's patterns are Go's, whose `\d` and `\s` are ASCII:
// written out here, as Rust's are Unicode.
const DURATION_PART_RE: &str = r"(([0-9]+)[\t\n\f\r ]*([A-Za-zµ]+))";
const SSN_RE: &str = r"^[0-9]{3}[- ]?[0-9]{2}[- ]?[0-9]{4}$";
const HEX_COLOR_RE: &str = r"^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$";
const RGB_COLOR_RE: &str = r"^rgb\([\t\n\f\r ]*(0|[1-9][0-9]?|1[0-9][0-9]?|2[0-4][0-9]|25[0-5])[\t\n\f\r ]*,[\t\n\f\r ]*(0|[1-9][0-9]?|1[0-9][0-9]?|2[0-4][0-9]|25[0-5])[\t\n\f\r ]*,[\t\n\f\r ]*(0|[1-9][0-9]?|1[0-9][0-9]?|2[0-4][0-9]|25[0-5])[\t\n\f\r ]*\)$";

static HOSTNAME: OnceLock<Option<Regex>> = OnceLock::new();
static UUID: OnceLock<Option<Regex>> = OnceLock::new();
static UUID3: OnceLock<Option<Regex>> = OnceLock::new();
static UUID4: OnceLock<Option<Regex>> = OnceLock::new();
static UUID5: OnceLock<Option<Regex>> = OnceLock::new();
static BASE64: OnceLock<Option<Regex>> = OnceLock::new();
static DATE_TIME_CLOCK: OnceLock<Option<Regex>> = OnceLock::new();
static DURATION_PART: OnceLock<Option<Regex>> = OnceLock::new();
static SSN: OnceLock<Option<Regex>> = OnceLock::new();
static HEX_COLOR: OnceLock<Option<Regex>> = OnceLock::new();
static RGB_COLOR: OnceLock<Option<Regex>> = OnceLock::new();

/// Matches `text` against a fixed pattern compiled on first use (the
/// patterns above all compile; one that did not would match nothing).
fn matches(cell: &'static OnceLock<Option<Regex>>, pattern: &str, text: &str) -> bool {
    cell.get_or_init(|| Regex::new(pattern).ok())
        .as_ref()
        .is_some_and(|re| re.is_match(text))
}

/// A request URI: an absolute URI (`scheme:...`) or an absolute path,
/// without control characters or malformed `%` escapes, and with a numeric
/// port if the authority has one.
fn is_uri(text: &str) -> bool {
    if text.bytes().any(|b| b < 0x20 || b == 0x7f) || !escapes_are_valid(text) {
        return false;
    }
    let (scheme, rest) = split_scheme(text);
    let rest = rest.split_once('?').map_or(rest, |(before, _)| before);
    if !rest.starts_with('/') {
        // `mailto:x` is opaque; a relative reference is not a request URI.
        return scheme.is_some();
    }
    match (scheme, rest.strip_prefix("//")) {
        (Some(_), Some(after)) => {
            let authority = after.split('/').next().unwrap_or("");
            let host = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
            port_is_valid(host)
        }
        _ => true,
    }
}

fn escapes_are_valid(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        if b == b'%' {
            let hex = |j: usize| bytes.get(j).is_some_and(u8::is_ascii_hexdigit);
            if !hex(i + 1) || !hex(i + 2) {
                return false;
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    true
}

/// `(Some(scheme), rest)` when `text` starts with `letter [letter digit + - .]* :`.
fn split_scheme(text: &str) -> (Option<&str>, &str) {
    for (i, c) in text.char_indices() {
        match c {
            'a'..='z' | 'A'..='Z' => {}
            '0'..='9' | '+' | '-' | '.' if i > 0 => {}
            ':' if i > 0 => return (text.get(..i), text.get(i + 1..).unwrap_or("")),
            _ => return (None, text),
        }
    }
    (None, text)
}

/// `host`, `host:123`, `[::1]:80`: the part after the host's last colon is
/// digits (or empty).
fn port_is_valid(host: &str) -> bool {
    let after_host = match host.strip_prefix('[') {
        Some(literal) => match literal.split_once(']') {
            Some((_, after)) => after,
            None => return false,
        },
        None => host.rfind(':').and_then(|i| host.get(i..)).unwrap_or(""),
    };
    match after_host.strip_prefix(':') {
        Some(port) => port.bytes().all(|b| b.is_ascii_digit()),
        None => after_host.is_empty(),
    }
}

/// `local@domain` with no spaces, optionally as `Name <local@domain>`.
fn is_email(text: &str) -> bool {
    let address = match (text.rfind('<'), text.strip_suffix('>')) {
        (Some(open), Some(inner)) => &inner[open + 1..],
        _ => text,
    };
    let Some((local, domain)) = address.rsplit_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.is_empty()
        && !address.contains(char::is_whitespace)
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
}

fn is_cidr(text: &str) -> bool {
    let Some((ip, prefix)) = text.split_once('/') else {
        return false;
    };
    let Ok(ip) = ip.parse::<IpAddr>() else {
        return false;
    };
    let max = if ip.is_ipv4() { 32 } else { 128 };
    !prefix.is_empty() && prefix.bytes().all(|b| b.is_ascii_digit()) && prefix.parse::<u32>().is_ok_and(|p| p <= max)
}

/// 6, 8 or 20 octets as `xx:xx:…`, `xx-xx-…` or `xxxx.xxxx.xxxx`.
fn is_mac(text: &str) -> bool {
    let hex_group = |g: &str, n: usize| g.len() == n && g.bytes().all(|b| b.is_ascii_hexdigit());
    let octets = |sep: char| {
        let groups: Vec<&str> = text.split(sep).collect();
        matches!(groups.len(), 6 | 8 | 20) && groups.iter().all(|g| hex_group(g, 2))
    };
    let dotted = || {
        let groups: Vec<&str> = text.split('.').collect();
        matches!(groups.len(), 3 | 4 | 10) && groups.iter().all(|g| hex_group(g, 4))
    };
    octets(':') || octets('-') || dotted()
}

fn digits_without_separators(text: &str) -> String {
    text.chars().filter(|c| *c != '-' && *c != ' ').collect()
}

fn is_isbn10(text: &str) -> bool {
    let s = digits_without_separators(text);
    let b = s.as_bytes();
    if b.len() != 10 {
        return false;
    }
    let mut sum = 0u32;
    for (i, &c) in b.iter().enumerate() {
        let d = match c {
            b'0'..=b'9' => u32::from(c - b'0'),
            b'X' if i == 9 => 10,
            _ => return false,
        };
        sum += (i as u32 + 1) * d;
    }
    sum.is_multiple_of(11)
}

fn is_isbn13(text: &str) -> bool {
    let s = digits_without_separators(text);
    if s.len() != 13 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let sum: u32 = s
        .bytes()
        .enumerate()
        .map(|(i, c)| u32::from(c - b'0') * if i % 2 == 0 { 1 } else { 3 })
        .sum();
    sum.is_multiple_of(10)
}

/// 12 to 19 digits passing the Luhn check.
fn is_credit_card(text: &str) -> bool {
    let s = digits_without_separators(text);
    if !(12..=19).contains(&s.len()) || !s.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let sum: u32 = s
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, c)| {
            let d = u32::from(c - b'0');
            if i % 2 == 1 {
                let twice = d * 2;
                if twice > 9 {
                    twice - 9
                } else {
                    twice
                }
            } else {
                d
            }
        })
        .sum();
    sum.is_multiple_of(10)
}

fn number(text: &str) -> Option<u32> {
    (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

/// `YYYY-MM-DD`, a real day.
fn is_date(text: &str) -> bool {
    let b = text.as_bytes();
    if b.len() != 10 || b.get(4) != Some(&b'-') || b.get(7) != Some(&b'-') {
        return false;
    }
    let (Some(year), Some(month), Some(day)) = (number(&text[..4]), number(&text[5..7]), number(&text[8..10])) else {
        return false;
    };
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

/// A date, `T`, a clock time and a zone (`Z` or `±HH:MM`), either case;
/// the separator before the fraction may be any character, as the API
/// server's pattern has it.
fn is_date_time(text: &str) -> bool {
    if !text.is_ascii() {
        // Lower-casing may change lengths: as the API server does it.
        return is_date_time_lowered(&text.to_lowercase(), text.len());
    }
    // ASCII: the same answer without allocating (`t`/`T` split, `z`/`Z`).
    let mut parts = text.split(['t', 'T']);
    let (Some(date), Some(clock)) = (parts.next(), parts.next()) else {
        return false;
    };
    text.len() >= 4 && is_date(date) && is_clock(clock)
}

fn is_date_time_lowered(lower: &str, original_len: usize) -> bool {
    let mut parts = lower.split('t');
    let (Some(date), Some(clock)) = (parts.next(), parts.next()) else {
        return false;
    };
    if original_len < 4 || !is_date(date) {
        return false;
    }
    let Some(re) = DATE_TIME_CLOCK
        .get_or_init(|| Regex::new(DATE_TIME_CLOCK_RE).ok())
        .as_ref()
    else {
        return false;
    };
    let Some(caps) = re.captures(clock) else {
        return false;
    };
    let field = |i: usize| caps.get(i).map_or("", |m| m.as_str());
    field(1) <= "23" && field(2) <= "59" && field(3) <= "59"
}

/// An ASCII clock as [`DATE_TIME_CLOCK_RE`] reads it (case-insensitive
/// `z`), hours at most 23, minutes and seconds at most 59.
fn is_clock(clock: &str) -> bool {
    let b = clock.as_bytes();
    let two = |i: usize| b.get(i..i + 2).filter(|d| d.iter().all(u8::is_ascii_digit));
    let (Some(h), Some(m), Some(sec)) = (two(0), two(3), two(6)) else {
        return false;
    };
    if b.get(2) != Some(&b':') || b.get(5) != Some(&b':') || h > &b"23"[..] || m > &b"59"[..] || sec > &b"59"[..] {
        return false;
    }
    let rest = b.get(8..).unwrap_or_default();
    let digits = |p: Option<&[u8]>| p.is_some_and(|d| !d.is_empty() && d.iter().all(u8::is_ascii_digit));
    // `(.[0-9]+)?` then `z` or `[+-]hh:mm` at the end: either ending.
    let fraction = |p: &[u8]| p.is_empty() || digits(p.get(1..));
    let zulu = match rest.split_last() {
        Some((b'z' | b'Z', p)) => fraction(p),
        _ => false,
    };
    let offset = match rest.len().checked_sub(6).map(|at| rest.split_at(at)) {
        Some((p, [b'+' | b'-', h1, h2, b':', m1, m2])) => {
            [h1, h2, m1, m2].iter().all(|d| d.is_ascii_digit()) && fraction(p)
        }
        _ => false,
    };
    zulu || offset
}

/// Go's duration syntax: `1h30m`, `-1.5s`, `0`.
fn is_go_duration(text: &str) -> bool {
    let body = text.strip_prefix(['+', '-']).unwrap_or(text);
    if body == "0" {
        return true;
    }
    if body.is_empty() {
        return false;
    }
    let mut rest = body;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit() && c != '.')
            .unwrap_or(rest.len());
        let (num, after) = rest.split_at(digits);
        if num.is_empty() || num == "." || num.matches('.').count() > 1 {
            return false;
        }
        let unit_len = after
            .find(|c: char| c.is_ascii_digit() || c == '.')
            .unwrap_or(after.len());
        let (unit, next) = after.split_at(unit_len);
        if !matches!(unit, "ns" | "us" | "µs" | "μs" | "ms" | "s" | "m" | "h") {
            return false;
        }
        rest = next;
    }
    true
}

/// The API server's fallback: somewhere a whole number followed by a unit
/// it knows (`3 day`, `2w`, `10 min`).
fn has_duration_unit(text: &str) -> bool {
    const UNITS: [&str; 19] = [
        "ns", "nano", "us", "µs", "micro", "ms", "milli", "s", "sec", "m", "min", "h", "hr", "hour", "d", "day", "w",
        "wk", "week",
    ];
    let Some(re) = DURATION_PART.get_or_init(|| Regex::new(DURATION_PART_RE).ok()).as_ref() else {
        return false;
    };
    re.captures_iter(text).any(|caps| {
        caps.get(3)
            .is_some_and(|unit| UNITS.contains(&unit.as_str().to_lowercase().as_str()))
    })
}

#[cfg(test)]
mod tests {
    use super::{is_date_time, is_date_time_lowered, validates_format};

    /// The allocation-free reading of ASCII date-times answers as the
    /// lower-cased regex reading.
    #[test]
    fn ascii_date_times_read_as_the_regex_reads_them() {
        for text in [
            "2024-01-02T03:04:05Z",
            "2024-01-02t03:04:05z",
            "2024-01-02T03:04:05.123Z",
            "2024-01-02T03:04:05+01:00",
            "2024-01-02T03:04:05x1+01:00",
            "2024-01-02T03:04:05+01:00Z",
            "2024-01-02T23:59:59-23:59",
            "2024-01-02T24:00:00Z",
            "2024-01-02T03:60:00Z",
            "2024-01-02T03:04:05",
            "2024-01-02T03:04:05.Z",
            "2024-01-02T3:04:05Z",
            "2024-01-02T03:04:05+0100",
            "2024-01-02T03:04:05ZT",
            "2024-02-30T03:04:05Z",
            "2024-01-02",
            "T03:04:05Z",
            "",
        ] {
            assert_eq!(
                is_date_time(text),
                is_date_time_lowered(&text.to_lowercase(), text.len()),
                "{text}"
            );
        }
    }

    /// Go's `\d` and `\s` in the formats' patterns are ASCII.
    #[test]
    fn perl_classes_are_ascii() {
        for (format, text, valid) in [
            ("ssn", "123-45-6789", true),
            ("ssn", "١٢٣-٤٥-٦٧٨٩", false),
            ("rgbcolor", "rgb( 1, 2,3 )", true),
            ("rgbcolor", "rgb(\u{a0}1,2,3)", false),
            ("rgbcolor", "rgb(١,2,3)", false),
            ("duration", "3 day", true),
            ("duration", "٣ day", false),
        ] {
            assert_eq!(validates_format(format, text), valid, "{format} {text:?}");
        }
    }
}
