//! Scalar resolution as go-yaml v2 (under sigs.k8s.io/yaml, hence kubectl
//! and the API server) does it: YAML 1.1 booleans (`yes`, `on`, `y`, ...),
//! integers in any Go base (`0x1F`, `0o17`, `017`, `0b11`, `1_000`), floats
//! (`.5`, `1e3`, `.inf`), and explicit tags (`!!int "12"`, `!!str 12`).

/// The tag prefix of the YAML types (`!!int` is `tag:yaml.org,2002:int`).
pub(crate) const CORE: &str = "tag:yaml.org,2002:";

/// A scalar's value once resolved.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Resolved {
    Null,
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
    /// A string, and what a timestamp reads as (go-yaml hands an untyped
    /// target the timestamp's text).
    Str(String),
}

/// The kind a scalar resolved to, as go-yaml's short tags name it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Null,
    Bool,
    Int,
    Float,
    Str,
    Timestamp,
}

impl Kind {
    fn short(self) -> &'static str {
        match self {
            Kind::Null => "!!null",
            Kind::Bool => "!!bool",
            Kind::Int => "!!int",
            Kind::Float => "!!float",
            Kind::Str => "!!str",
            Kind::Timestamp => "!!timestamp",
        }
    }
}

/// Resolves a scalar. `tag` is the full tag (`tag:yaml.org,2002:int`,
/// `!local`), empty for a plain scalar without one. A quoted scalar without
/// a tag is a string and does not come here. The error is go-yaml's
/// (`cannot decode !!str `abc` as a !!int`).
pub(crate) fn resolve(tag: &str, text: &str) -> Result<Resolved, String> {
    let short = tag.strip_prefix(CORE);
    let wanted = match short {
        None if tag.is_empty() => None,
        Some("str") => Some(Kind::Str),
        Some("bool") => Some(Kind::Bool),
        Some("int") => Some(Kind::Int),
        Some("float") => Some(Kind::Float),
        Some("timestamp") => Some(Kind::Timestamp),
        // go-yaml leaves a `!!null` node unset: null whatever its text.
        Some("null") => return Ok(Resolved::Null),
        // The decoded bytes, as Go's JSON encoder writes a string holding
        // them (invalid UTF-8 replaced).
        Some("binary") => {
            return base64(text)
                .map(|bytes| Resolved::Str(String::from_utf8_lossy(&bytes).into_owned()))
                .ok_or_else(|| "!!binary value contains invalid base64 data".to_owned())
        }
        // Tags it does not resolve (local ones, `!!binary`, `!!map` on a
        // scalar) keep the text.
        _ => return Ok(Resolved::Str(text.to_owned())),
    };
    let (kind, value) = if wanted == Some(Kind::Str) {
        (Kind::Str, Resolved::Str(text.to_owned()))
    } else {
        implicit(text, wanted)
    };
    match wanted {
        None | Some(Kind::Str) => Ok(value),
        Some(w) if w == kind => Ok(value),
        Some(Kind::Float) => match value {
            Resolved::Int(i) => Ok(Resolved::Float(i as f64)),
            Resolved::Uint(u) => Ok(Resolved::Float(u as f64)),
            _ => Err(mismatch(kind, text, Kind::Float)),
        },
        Some(w) => Err(mismatch(kind, text, w)),
    }
}

fn mismatch(got: Kind, text: &str, wanted: Kind) -> String {
    format!("cannot decode {} `{text}` as a {}", got.short(), wanted.short())
}

/// go-yaml's resolution of an untagged (or non-`!!str`) scalar.
fn implicit(text: &str, wanted: Option<Kind>) -> (Kind, Resolved) {
    let hint = match text.as_bytes().first() {
        None => b'N',
        Some(b'+' | b'-') => b'S',
        Some(b'0'..=b'9') => b'D',
        Some(b'y' | b'Y' | b'n' | b'N' | b't' | b'T' | b'f' | b'F' | b'o' | b'O' | b'~') => b'M',
        Some(b'.') => b'.',
        Some(_) => 0,
    };
    if hint == 0 {
        return (Kind::Str, Resolved::Str(text.to_owned()));
    }
    if let Some(found) = from_table(text) {
        return found;
    }
    match hint {
        b'.' if is_decimal_float(text) => {
            if let Some(f) = parse_float(text) {
                return (Kind::Float, Resolved::Float(f));
            }
        }
        b'D' | b'S' => {
            if matches!(wanted, None | Some(Kind::Timestamp)) && is_timestamp(text) {
                return (Kind::Timestamp, Resolved::Str(text.to_owned()));
            }
            let plain: String = text.chars().filter(|c| *c != '_').collect();
            if let Some(i) = go_parse_int(&plain) {
                return (Kind::Int, Resolved::Int(i));
            }
            if let Some(u) = go_parse_uint(&plain) {
                return (Kind::Int, Resolved::Uint(u));
            }
            if is_decimal_float(&plain) {
                if let Some(f) = parse_float(&plain) {
                    return (Kind::Float, Resolved::Float(f));
                }
            }
            if let Some(bits) = plain.strip_prefix("0b") {
                if let Some(i) = digits(bits, 2).and_then(|m| i64::try_from(m).ok()) {
                    return (Kind::Int, Resolved::Int(i));
                }
                if let Some(u) = digits(bits, 2).and_then(|m| u64::try_from(m).ok()) {
                    return (Kind::Int, Resolved::Uint(u));
                }
            } else if let Some(bits) = plain.strip_prefix("-0b") {
                if let Some(i) = digits(bits, 2).and_then(|m| i64::try_from(-m).ok()) {
                    return (Kind::Int, Resolved::Int(i));
                }
            }
        }
        _ => {}
    }
    (Kind::Str, Resolved::Str(text.to_owned()))
}

/// go-yaml's table of words: YAML 1.1 booleans, nulls, infinities, NaN.
fn from_table(text: &str) -> Option<(Kind, Resolved)> {
    Some(match text {
        "y" | "Y" | "yes" | "Yes" | "YES" | "true" | "True" | "TRUE" | "on" | "On" | "ON" => {
            (Kind::Bool, Resolved::Bool(true))
        }
        "n" | "N" | "no" | "No" | "NO" | "false" | "False" | "FALSE" | "off" | "Off" | "OFF" => {
            (Kind::Bool, Resolved::Bool(false))
        }
        "" | "~" | "null" | "Null" | "NULL" => (Kind::Null, Resolved::Null),
        ".nan" | ".NaN" | ".NAN" => (Kind::Float, Resolved::Float(f64::NAN)),
        ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" => (Kind::Float, Resolved::Float(f64::INFINITY)),
        "-.inf" | "-.Inf" | "-.INF" => (Kind::Float, Resolved::Float(f64::NEG_INFINITY)),
        _ => return None,
    })
}

/// `^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$`, go-yaml's
/// float syntax.
fn is_decimal_float(s: &str) -> bool {
    let b = s.as_bytes();
    let mut i = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    let int_digits = count_digits(b, i);
    i += int_digits;
    if b.get(i) == Some(&b'.') {
        i += 1;
        let frac = count_digits(b, i);
        if int_digits == 0 && frac == 0 {
            return false;
        }
        i += frac;
    } else if int_digits == 0 {
        return false;
    }
    if matches!(b.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(b.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        let exp = count_digits(b, i);
        if exp == 0 {
            return false;
        }
        i += exp;
    }
    i == b.len()
}

fn count_digits(b: &[u8], from: usize) -> usize {
    b.get(from..)
        .map_or(0, |rest| rest.iter().take_while(|c| c.is_ascii_digit()).count())
}

/// A finite float, as Go's `ParseFloat` accepts it (overflow is an error).
fn parse_float(s: &str) -> Option<f64> {
    s.parse::<f64>().ok().filter(|f| f.is_finite())
}

/// Go's `strconv.ParseInt(s, 0, 64)`: a sign, then a `0x`, `0o`, `0b` or
/// `0` (octal) prefix or none.
fn go_parse_int(s: &str) -> Option<i64> {
    let (negative, rest) = match s.as_bytes().first() {
        Some(b'-') => (true, s.get(1..)?),
        Some(b'+') => (false, s.get(1..)?),
        _ => (false, s),
    };
    let magnitude = based(rest)?;
    let value = if negative { -magnitude } else { magnitude };
    i64::try_from(value).ok()
}

/// Go's `strconv.ParseUint(s, 0, 64)`: no sign.
fn go_parse_uint(s: &str) -> Option<u64> {
    u64::try_from(based(s)?).ok()
}

/// Digits after Go's base prefix.
fn based(s: &str) -> Option<i128> {
    let lower = |p: &str| s.get(..2).is_some_and(|h| h.eq_ignore_ascii_case(p));
    if lower("0x") {
        digits(s.get(2..)?, 16)
    } else if lower("0o") {
        digits(s.get(2..)?, 8)
    } else if lower("0b") {
        digits(s.get(2..)?, 2)
    } else if s.len() > 1 && s.starts_with('0') {
        digits(s.get(1..)?, 8)
    } else {
        digits(s, 10)
    }
}

/// A non-empty run of digits in `radix`, up to the u64 range.
fn digits(s: &str, radix: u32) -> Option<i128> {
    if s.is_empty() || s.len() > 70 {
        return None;
    }
    let mut v: i128 = 0;
    for c in s.chars() {
        v = v * i128::from(radix) + i128::from(c.to_digit(radix)?);
        if v > i128::from(u64::MAX) {
            return None;
        }
    }
    Some(v)
}

/// go-yaml's timestamp forms (`2001-12-14`, `2001-12-14 21:59:43.10`,
/// `2001-12-14T21:59:43.10-05:00`), read as Go's `time.Parse` reads them.
fn is_timestamp(s: &str) -> bool {
    let b = s.as_bytes();
    if count_digits(b, 0) != 4 || b.get(4) != Some(&b'-') {
        return false;
    }
    let mut i = 5;
    let Some(month) = number(b, &mut i, 2) else {
        return false;
    };
    if b.get(i) != Some(&b'-') {
        return false;
    }
    i += 1;
    let Some(day) = number(b, &mut i, 2) else { return false };
    let year: u32 = s.get(..4).and_then(|y| y.parse().ok()).unwrap_or(0);
    if !(1..=12).contains(&month) || day < 1 || day > days_in(month, year) {
        return false;
    }
    if i == b.len() {
        return true;
    }
    let zone_allowed = match b.get(i) {
        Some(b'T' | b't') => true,
        Some(b' ') => false,
        _ => return false,
    };
    i += 1;
    let Some(hour) = number(b, &mut i, 2) else { return false };
    if b.get(i) != Some(&b':') {
        return false;
    }
    i += 1;
    let Some(minute) = number(b, &mut i, 2) else {
        return false;
    };
    if b.get(i) != Some(&b':') {
        return false;
    }
    i += 1;
    let Some(second) = number(b, &mut i, 2) else {
        return false;
    };
    if hour > 23 || minute > 59 || second > 59 {
        return false;
    }
    if b.get(i) == Some(&b'.') {
        let n = count_digits(b, i + 1);
        if n == 0 || n > 9 {
            return false;
        }
        i += 1 + n;
    }
    if i == b.len() {
        return !zone_allowed;
    }
    if !zone_allowed {
        return false;
    }
    match b.get(i..) {
        Some([b'Z']) => true,
        Some([b'+' | b'-', h1, h2, b':', m1, m2]) => [h1, h2, m1, m2].iter().all(|c| c.is_ascii_digit()),
        _ => false,
    }
}

/// One or up to `max` digits at `*i`.
fn number(b: &[u8], i: &mut usize, max: usize) -> Option<u32> {
    let n = count_digits(b, *i).min(max);
    if n == 0 {
        return None;
    }
    let v = b
        .get(*i..*i + n)?
        .iter()
        .fold(0u32, |v, c| v * 10 + u32::from(c - b'0'));
    *i += n;
    Some(v)
}

fn days_in(month: u32, year: u32) -> u32 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Standard base64 with padding, as Go's `base64.StdEncoding` decodes it
/// (line breaks ignored).
fn base64(text: &str) -> Option<Vec<u8>> {
    let symbols: Vec<u8> = text.bytes().filter(|b| !matches!(b, b'\r' | b'\n')).collect();
    if !symbols.len().is_multiple_of(4) {
        return None;
    }
    let value = |c: u8| -> Option<u32> {
        Some(u32::from(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        }))
    };
    let mut out = Vec::with_capacity(symbols.len() / 4 * 3);
    let quads = symbols.chunks(4).count();
    for (n, quad) in symbols.chunks(4).enumerate() {
        let padding = quad.iter().rev().take_while(|c| **c == b'=').count();
        if padding > 2 || (padding > 0 && n + 1 != quads) {
            return None;
        }
        let mut bits = 0u32;
        for &c in quad.iter().take(4 - padding) {
            bits = bits << 6 | value(c)?;
        }
        bits <<= 6 * padding as u32;
        let bytes = bits.to_be_bytes();
        out.extend_from_slice(bytes.get(1..4 - padding)?);
    }
    Some(out)
}
