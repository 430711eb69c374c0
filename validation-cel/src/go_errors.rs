//! Why a string is not an IP address, a CIDR, a quantity, a semantic
//! version or a regular expression, worded as the API server's libraries
//! word it (Go's `net/netip` and `regexp`, Kubernetes' quantity parser and
//! the semver library behind `semver()`). URLs are Go's in `urls`.
//!
//! Each check returns `None` for a string the API server accepts; the
//! engine runs it before the library function, so a rejected string gets
//! the API server's text whatever the library's.

use std::fmt::Write as _;

use validation_runtime::quote::go_quote;

// Go's `regexp` syntax is read by validation-schema, for `pattern` and CEL.
pub(crate) use validation_schema::pattern::syntax_error as regexp_error;

/// Go's error for the first constant pattern in `expr` (the pattern of
/// `s.find(re)`, `s.findAll(re)` and `matches(s, re)`, innermost first)
/// that Go's `regexp` rejects: the API server compiles those when it
/// builds the rule's program. (A constant `s.matches(re)` fails the type
/// check before.)
pub(crate) fn constant_pattern_error(expr: &cel::IdedExpr) -> Option<String> {
    use cel::common::ast::{EntryExpr, Expr, LiteralValue};
    let entry = |e: &EntryExpr| match e {
        EntryExpr::StructField(f) => constant_pattern_error(&f.value),
        EntryExpr::MapEntry(m) => constant_pattern_error(&m.key).or_else(|| constant_pattern_error(&m.value)),
    };
    match &expr.expr {
        Expr::Call(call) => {
            let inner = call
                .target
                .as_deref()
                .and_then(constant_pattern_error)
                .or_else(|| call.args.iter().find_map(constant_pattern_error));
            if inner.is_some() {
                return inner;
            }
            let pattern = match (call.func_name.as_str(), call.target.is_some()) {
                ("find" | "findAll" | "matches", true) => call.args.first(),
                ("matches", false) => call.args.get(1),
                _ => None,
            };
            match pattern.map(|p| &p.expr) {
                Some(Expr::Literal(LiteralValue::String(pattern))) => regexp_error(pattern.inner()),
                _ => None,
            }
        }
        Expr::Select(s) => constant_pattern_error(&s.operand),
        Expr::Comprehension(c) => [&c.iter_range, &c.accu_init, &c.loop_cond, &c.loop_step, &c.result]
            .into_iter()
            .find_map(constant_pattern_error),
        Expr::List(l) => l.elements.iter().find_map(constant_pattern_error),
        Expr::Map(m) => m.entries.iter().find_map(|e| entry(&e.expr)),
        Expr::Struct(s) => s.entries.iter().find_map(|e| entry(&e.expr)),
        Expr::Ident(_) | Expr::Literal(_) | Expr::Unspecified => None,
    }
}

/// An address that did not parse: the message and, for errors at a
/// position, the rest of the input from there.
struct AddrError {
    message: &'static str,
    at: Option<String>,
}

impl AddrError {
    fn new(message: &'static str) -> Self {
        AddrError { message, at: None }
    }

    fn at(message: &'static str, rest: &str) -> Self {
        AddrError {
            message,
            at: Some(rest.to_owned()),
        }
    }

    /// `ParseAddr("<input>"): <message> (at "<rest>")`.
    fn render(&self, input: &str) -> String {
        let mut out = format!("ParseAddr({}): {}", go_quote(input), self.message);
        if let Some(at) = &self.at {
            let _ = write!(out, " (at {})", go_quote(at));
        }
        out
    }
}

/// What an address string holds, when it parses.
struct ParsedAddr {
    v6: bool,
    zone: bool,
    /// An IPv6 address holding an IPv4 one (`::ffff:a.b.c.d`).
    v4_in_v6: bool,
}

/// Parses `s` as Go's `netip.ParseAddr` does; the error's text is Go's.
fn parse_addr(s: &str) -> Result<ParsedAddr, AddrError> {
    for b in s.bytes() {
        match b {
            b'.' => {
                parse_v4_fields(s)?;
                return Ok(ParsedAddr {
                    v6: false,
                    zone: false,
                    v4_in_v6: false,
                });
            }
            b':' => return parse_v6(s),
            b'%' => return Err(AddrError::new("missing IPv6 address")),
            _ => {}
        }
    }
    Err(AddrError::new("unable to parse IP"))
}

/// The four dotted fields of an IPv4 address.
fn parse_v4_fields(s: &str) -> Result<[u8; 4], AddrError> {
    let bytes = s.as_bytes();
    let mut fields = [0u8; 4];
    let mut field = 0usize;
    let mut value: u32 = 0;
    let mut digits = 0usize;
    for (i, &b) in bytes.iter().enumerate() {
        let rest = s.get(i..).unwrap_or("");
        match b {
            b'0'..=b'9' => {
                if digits == 1 && value == 0 {
                    return Err(AddrError::new("IPv4 field has octet with leading zero"));
                }
                value = value * 10 + u32::from(b - b'0');
                digits += 1;
                if value > 255 {
                    return Err(AddrError::new("IPv4 field has value >255"));
                }
            }
            b'.' => {
                let previous_is_dot = i > 0 && bytes.get(i - 1) == Some(&b'.');
                if i == 0 || i == bytes.len() - 1 || previous_is_dot {
                    return Err(AddrError::at("IPv4 field must have at least one digit", rest));
                }
                if field == 3 {
                    return Err(AddrError::new("IPv4 address too long"));
                }
                if let Some(slot) = fields.get_mut(field) {
                    *slot = value as u8;
                }
                field += 1;
                value = 0;
                digits = 0;
            }
            _ => return Err(AddrError::at("unexpected character", rest)),
        }
    }
    if field < 3 {
        return Err(AddrError::new("IPv4 address too short"));
    }
    if let Some(slot) = fields.get_mut(3) {
        *slot = value as u8;
    }
    Ok(fields)
}

/// An IPv6 address, optionally with a zone and an embedded IPv4 tail.
fn parse_v6(input: &str) -> Result<ParsedAddr, AddrError> {
    let (mut s, zone) = match input.split_once('%') {
        Some((_, "")) => return Err(AddrError::new("zone must be a non-empty string")),
        Some((address, zone)) => (address, Some(zone)),
        None => (input, None),
    };
    let mut groups: Vec<u16> = Vec::with_capacity(8);
    let mut ellipsis: Option<usize> = None;
    let mut v4_tail: Option<[u8; 4]> = None;
    if let Some(rest) = s.strip_prefix("::") {
        ellipsis = Some(0);
        s = rest;
    }
    while !s.is_empty() && groups.len() < 8 {
        let digits = s.bytes().take_while(u8::is_ascii_hexdigit).count();
        if digits > 4 {
            return Err(AddrError::at("each group must have 4 or less digits", s));
        }
        if digits == 0 {
            return Err(AddrError::at(
                "each colon-separated field must have at least one digit",
                s,
            ));
        }
        if s.as_bytes().get(digits) == Some(&b'.') {
            if ellipsis.is_none() && groups.len() != 6 {
                return Err(AddrError::at(
                    "embedded IPv4 address must replace the final 2 fields of the address",
                    s,
                ));
            }
            if groups.len() > 6 {
                return Err(AddrError::at(
                    "too many hex fields to fit an embedded IPv4 at the end of the address",
                    s,
                ));
            }
            v4_tail = Some(parse_v4_fields(s)?);
            s = "";
            break;
        }
        let (hex, rest) = s.split_at(digits);
        groups.push(u16::from_str_radix(hex, 16).unwrap_or(0));
        s = rest;
        if s.is_empty() {
            break;
        }
        if !s.starts_with(':') {
            return Err(AddrError::at("unexpected character, want colon", s));
        }
        if s.len() == 1 {
            return Err(AddrError::at("colon must be followed by more characters", s));
        }
        s = s.get(1..).unwrap_or("");
        if s.starts_with(':') {
            if ellipsis.is_some() {
                return Err(AddrError::at("multiple :: in address", s));
            }
            ellipsis = Some(groups.len());
            s = s.get(1..).unwrap_or("");
        }
    }
    if !s.is_empty() {
        return Err(AddrError::at("trailing garbage after address", s));
    }
    let used = groups.len() + if v4_tail.is_some() { 2 } else { 0 };
    if used < 8 && ellipsis.is_none() {
        return Err(AddrError::new("address string too short"));
    }
    if used >= 8 && ellipsis.is_some() {
        return Err(AddrError::new("the :: must expand to at least one field of zeros"));
    }
    // `::ffff:a.b.c.d` (or `::ffff:xxxx:xxxx`): ten zero bytes, then 0xffff.
    let mut full = [0u16; 8];
    let split = ellipsis.unwrap_or(groups.len()).min(groups.len());
    let (head, tail) = groups.split_at(split);
    let tail_len = tail.len() + if v4_tail.is_some() { 2 } else { 0 };
    for (slot, g) in full.iter_mut().zip(head) {
        *slot = *g;
    }
    let start = 8usize.saturating_sub(tail_len);
    for (slot, g) in full.iter_mut().skip(start).zip(tail) {
        *slot = *g;
    }
    if let Some([a, b, c, d]) = v4_tail {
        if let Some(slot) = full.get_mut(6) {
            *slot = u16::from_be_bytes([a, b]);
        }
        if let Some(slot) = full.get_mut(7) {
            *slot = u16::from_be_bytes([c, d]);
        }
    }
    let v4_in_v6 = full.iter().take(5).all(|g| *g == 0) && full.get(5) == Some(&0xffff);
    Ok(ParsedAddr {
        v6: true,
        zone: zone.is_some(),
        v4_in_v6,
    })
}

/// Why `ip(s)` fails in the API server, or `None`.
pub(crate) fn ip_error(s: &str) -> Option<String> {
    match parse_addr(s) {
        Err(e) => Some(format!(
            "IP Address {} parse error during conversion from string: {}",
            go_quote(s),
            e.render(s)
        )),
        Ok(a) if a.zone => Some(format!("IP address {} with zone value is not allowed", go_quote(s))),
        Ok(a) if a.v4_in_v6 => Some(format!("IPv4-mapped IPv6 address {} is not allowed", go_quote(s))),
        Ok(_) => None,
    }
}

/// Why `cidr(s)` fails in the API server, or `None`.
pub(crate) fn cidr_error(s: &str) -> Option<String> {
    const CONTEXT: &str = "network address parse error during conversion from string";
    let prefix_error = |message: String| {
        Some(format!(
            "{CONTEXT}: {CONTEXT}: netip.ParsePrefix({}): {message}",
            go_quote(s)
        ))
    };
    let Some((address, bits)) = s.rsplit_once('/') else {
        return prefix_error("no '/'".to_owned());
    };
    let parsed = match parse_addr(address) {
        Ok(a) => a,
        Err(e) => return prefix_error(e.render(address)),
    };
    if parsed.zone {
        return prefix_error("IPv6 zones cannot be present in a prefix".to_owned());
    }
    let bad_bits = || prefix_error(format!("bad bits after slash: {}", go_quote(bits)));
    // A sign or a leading zero is not a prefix length.
    if bits.len() > 1 && !matches!(bits.as_bytes().first(), Some(b'1'..=b'9')) {
        return bad_bits();
    }
    let Ok(length) = bits.parse::<i64>() else {
        return bad_bits();
    };
    let max = if parsed.v6 { 128 } else { 32 };
    if !(0..=max).contains(&length) {
        return prefix_error("prefix length out of range".to_owned());
    }
    if parsed.v4_in_v6 {
        return Some(format!(
            "{CONTEXT}: IPv4-mapped IPv6 address {} is not allowed",
            go_quote(s)
        ));
    }
    None
}

/// Why Kubernetes' quantity parser rejects `s`, or `None`.
pub(crate) fn quantity_error(s: &str) -> Option<&'static str> {
    const FORMAT: &str = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";
    let unsigned = s.strip_prefix(['+', '-']).unwrap_or(s);
    let number_len = unsigned
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b'.')
        .count();
    let (number, suffix) = unsigned.split_at(number_len);
    let suffix_shape = {
        let letters = suffix.bytes().take_while(|b| b"eEinumkKMGTP".contains(b)).count();
        let rest = suffix.get(letters..).unwrap_or("");
        let digits = rest.strip_prefix(['+', '-']).unwrap_or(rest);
        digits.bytes().all(|b| b.is_ascii_digit())
    };
    if number.is_empty() || !suffix_shape {
        return Some(FORMAT);
    }
    let well_formed_number = {
        let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
        !fraction.contains('.') && (!whole.is_empty() || !fraction.is_empty())
    };
    let known_suffix = matches!(
        suffix,
        "" | "Ki" | "Mi" | "Gi" | "Ti" | "Pi" | "Ei" | "n" | "u" | "m" | "k" | "M" | "G" | "T" | "P" | "E"
    ) || suffix
        .strip_prefix(['e', 'E'])
        .map(|e| e.strip_prefix(['+', '-']).unwrap_or(e))
        .is_some_and(|e| !e.is_empty() && e.bytes().all(|b| b.is_ascii_digit()));
    if !known_suffix {
        return Some("unable to parse quantity's suffix");
    }
    if !well_formed_number {
        return Some("unable to parse numeric part of quantity");
    }
    None
}

/// Why `semver(s)` (strict) fails in the API server, or `None`.
pub(crate) fn semver_error(s: &str, normalize: bool) -> Option<String> {
    if !normalize {
        return strict_semver_error(s);
    }
    match normalized_semver(s) {
        Ok(normalized) => strict_semver_error(&normalized),
        Err(why) => Some(why.to_owned()),
    }
}

/// `s` as `semver(s, true)` normalizes it before the strict parse: no `v`
/// prefix, no leading zeros, a missing minor or patch `0`.
pub(crate) fn normalized_semver(s: &str) -> Result<String, &'static str> {
    let trimmed = s.strip_prefix('v').unwrap_or(s);
    let mut parts: Vec<String> = trimmed
        .splitn(3, '.')
        .map(|p| {
            if p.len() > 1 {
                let stripped = p.trim_start_matches('0');
                if stripped.is_empty() || !stripped.starts_with(|c: char| c.is_ascii_digit()) {
                    format!("0{stripped}")
                } else {
                    stripped.to_owned()
                }
            } else {
                p.to_owned()
            }
        })
        .collect();
    if parts.len() < 3 {
        if parts.last().is_some_and(|p| p.contains(['+', '-'])) {
            return Err("short version cannot contain PreRelease/Build meta data");
        }
        parts.resize(3, "0".to_owned());
    }
    Ok(parts.join("."))
}

fn strict_semver_error(s: &str) -> Option<String> {
    if s.is_empty() {
        return Some("Version string empty".to_owned());
    }
    let parts: Vec<&str> = s.splitn(3, '.').collect();
    let [major, minor, rest] = parts.as_slice() else {
        return Some("No Major.Minor.Patch elements found".to_owned());
    };
    let number_error = |part: &str, lower: &str, upper: &str| -> Option<String> {
        if !part.bytes().all(|b| b.is_ascii_digit()) {
            return Some(format!(
                "Invalid character(s) found in {lower} number {}",
                go_quote(part)
            ));
        }
        if part.len() > 1 && part.starts_with('0') {
            return Some(format!(
                "{upper} number must not contain leading zeroes {}",
                go_quote(part)
            ));
        }
        if part.parse::<u64>().is_err() {
            return Some(format!(
                "strconv.ParseUint: parsing {}: value out of range",
                go_quote(part)
            ));
        }
        None
    };
    if let Some(e) = number_error(major, "major", "Major").or_else(|| number_error(minor, "minor", "Minor")) {
        return Some(e);
    }
    let pre_at = rest.find('-');
    let build_at = rest.find('+');
    let end = match (pre_at, build_at) {
        (Some(p), Some(b)) => p.min(b),
        (Some(p), None) => p,
        (None, Some(b)) => b,
        (None, None) => rest.len(),
    };
    let patch = rest.get(..end).unwrap_or("");
    if let Some(e) = number_error(patch, "patch", "Patch") {
        return Some(e);
    }
    let (pre, build) = match (pre_at, build_at) {
        (Some(p), Some(b)) if p < b => (rest.get(p + 1..b), rest.get(b + 1..)),
        (_, Some(b)) => (None, rest.get(b + 1..)),
        (Some(p), None) => (rest.get(p + 1..), None),
        (None, None) => (None, None),
    };
    let alphanumeric = |p: &str| p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-');
    for p in pre.into_iter().flat_map(|p| p.split('.')) {
        if p.is_empty() {
            return Some("Prerelease is empty".to_owned());
        }
        if p.bytes().all(|b| b.is_ascii_digit()) {
            if p.len() > 1 && p.starts_with('0') {
                return Some(format!(
                    "Numeric PreRelease version must not contain leading zeroes {}",
                    go_quote(p)
                ));
            }
        } else if !alphanumeric(p) {
            return Some(format!("Invalid character(s) found in prerelease {}", go_quote(p)));
        }
    }
    for b in build.into_iter().flat_map(|b| b.split('.')) {
        if b.is_empty() {
            return Some("Build meta data is empty".to_owned());
        }
        if !alphanumeric(b) {
            return Some(format!("Invalid character(s) found in build meta data {}", go_quote(b)));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_follows_go() {
        assert_eq!(go_quote("a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\n\\x01é\"");
    }

    #[test]
    fn addresses_parse_as_netip_parses_them() {
        for ok in [
            "10.0.0.1",
            "::1",
            "::",
            "2001:db8::68",
            "::ffff:1.2.3.4",
            "1:2:3:4:5:6:7:8",
            "fe80::1%eth0",
        ] {
            assert!(parse_addr(ok).is_ok(), "{ok}");
        }
        for (bad, text) in [
            ("", "ParseAddr(\"\"): unable to parse IP"),
            ("192.168.0.1.0", "ParseAddr(\"192.168.0.1.0\"): IPv4 address too long"),
            ("1.2.3", "ParseAddr(\"1.2.3\"): IPv4 address too short"),
            ("1.2.3.256", "ParseAddr(\"1.2.3.256\"): IPv4 field has value >255"),
            (
                "1.2.3.04",
                "ParseAddr(\"1.2.3.04\"): IPv4 field has octet with leading zero",
            ),
            (
                "1..2.3",
                "ParseAddr(\"1..2.3\"): IPv4 field must have at least one digit (at \".2.3\")",
            ),
            ("1.2.x.3", "ParseAddr(\"1.2.x.3\"): unexpected character (at \"x.3\")"),
            (
                "2001:db8:::68",
                "ParseAddr(\"2001:db8:::68\"): each colon-separated field must have at least one digit (at \":68\")",
            ),
            ("1:2", "ParseAddr(\"1:2\"): address string too short"),
            ("1::2::3", "ParseAddr(\"1::2::3\"): multiple :: in address (at \":3\")"),
            (
                "12345::",
                "ParseAddr(\"12345::\"): each group must have 4 or less digits (at \"12345::\")",
            ),
            ("fe80::1%", "ParseAddr(\"fe80::1%\"): zone must be a non-empty string"),
        ] {
            assert_eq!(
                parse_addr(bad).err().map(|e| e.render(bad)).as_deref(),
                Some(text),
                "{bad}"
            );
        }
    }
}
