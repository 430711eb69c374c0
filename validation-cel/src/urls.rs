//! Kubernetes' URL library with Go's `net/url`: `url(s)` accepts what
//! `url.ParseRequestURI` accepts, and the URL's parts (`getScheme`,
//! `getHost`, `getHostname`, `getPort`, `getEscapedPath`, `getQuery`) are
//! those `url.Parse` gives, as the API server computes them. Errors read
//! `parse "<url>": <reason>`.

use std::collections::HashMap;
use std::sync::Arc;

use cel::extractors::This;
use cel::objects::{Key, Map, Opaque};
use cel::{ExecutionError, Value as Cel};
use validation_runtime::quote::go_quote;

/// A parsed URL (`kubernetes.URL`): its parts as Go's `url.URL` holds them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct GoUrl {
    scheme: String,
    /// The rest of a URL with a scheme and no `/` after it (`mailto:x`).
    opaque: String,
    /// The host and port, unescaped.
    host: String,
    /// The path as written (escaped).
    raw_path: String,
    raw_query: String,
    fragment: String,
}

impl Opaque for GoUrl {
    fn runtime_type_name(&self) -> &str {
        "kubernetes.URL"
    }
}

/// Why `s` is not a URL `url()` accepts (`parse "<s>": <reason>`), or
/// `None`.
pub(crate) fn url_error(s: &str) -> Option<String> {
    url(s).err()
}

/// Why Go's `url.ParseRequestURI` rejects `s` (`parse "<s>": <reason>`).
pub(crate) fn request_uri_error(s: &str) -> Option<String> {
    parse(s, true).err().map(|why| format!("parse {}: {why}", go_quote(s)))
}

/// `s` as `url()` reads it: `url.ParseRequestURI` must accept it, and the
/// parts are `url.Parse`'s.
pub(crate) fn url(s: &str) -> Result<GoUrl, String> {
    parse(s, true).map_err(|why| format!("parse {}: {why}", go_quote(s)))?;
    let (rest, fragment) = s.split_once('#').unwrap_or((s, ""));
    let mut url = parse(rest, false).map_err(|why| format!("parse {}: {why}", go_quote(rest)))?;
    url.fragment = unescape(fragment, Mode::Fragment).map_err(|why| format!("parse {}: {why}", go_quote(s)))?;
    Ok(url)
}

/// What is being unescaped: Go's `encoding` modes that differ here.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Path,
    Host,
    Zone,
    UserPassword,
    QueryComponent,
    Fragment,
}

/// Go's `url.parse`: `via_request` for `ParseRequestURI`.
fn parse(raw: &str, via_request: bool) -> Result<GoUrl, String> {
    if raw.bytes().any(|b| b < 0x20 || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_owned());
    }
    if raw.is_empty() && via_request {
        return Err("empty url".to_owned());
    }
    let mut url = GoUrl::default();
    if raw == "*" {
        url.raw_path = "*".to_owned();
        return Ok(url);
    }
    let (scheme, rest) = split_scheme(raw)?;
    url.scheme = scheme.to_ascii_lowercase();
    let rest = if rest.ends_with('?') && rest.matches('?').count() == 1 {
        rest.get(..rest.len() - 1).unwrap_or("")
    } else {
        match rest.split_once('?') {
            Some((rest, query)) => {
                url.raw_query = query.to_owned();
                rest
            }
            None => rest,
        }
    };
    if !rest.starts_with('/') {
        if !url.scheme.is_empty() {
            url.opaque = rest.to_owned();
            return Ok(url);
        }
        if via_request {
            return Err("invalid URI for request".to_owned());
        }
        let segment = rest.split('/').next().unwrap_or("");
        if segment.contains(':') {
            return Err("first path segment in URL cannot contain colon".to_owned());
        }
    }
    let authority_follows = !url.scheme.is_empty() || !via_request && !rest.starts_with("///");
    let path = match rest.strip_prefix("//") {
        Some(after) if authority_follows => {
            let (authority, path) = after.find('/').map_or((after, ""), |i| after.split_at(i));
            url.host = parse_authority(authority)?;
            path
        }
        _ => rest,
    };
    unescape(path, Mode::Path)?;
    url.raw_path = path.to_owned();
    Ok(url)
}

/// Go's `getScheme`: the scheme and the rest.
fn split_scheme(s: &str) -> Result<(&str, &str), String> {
    for (i, c) in s.char_indices() {
        match c {
            'a'..='z' | 'A'..='Z' => {}
            '0'..='9' | '+' | '-' | '.' if i > 0 => {}
            ':' if i == 0 => return Err("missing protocol scheme".to_owned()),
            ':' => return Ok((s.get(..i).unwrap_or(""), s.get(i + 1..).unwrap_or(""))),
            _ => return Ok(("", s)),
        }
    }
    Ok(("", s))
}

/// Go's `parseAuthority`: the host (unescaped); the user information
/// must be valid.
fn parse_authority(authority: &str) -> Result<String, String> {
    let (userinfo, host) = match authority.rfind('@') {
        Some(i) => (authority.get(..i), authority.get(i + 1..).unwrap_or("")),
        None => (None, authority),
    };
    let host = parse_host(host)?;
    if let Some(userinfo) = userinfo {
        if userinfo.chars().any(|c| !valid_userinfo_char(c)) {
            return Err("net/url: invalid userinfo".to_owned());
        }
        match userinfo.split_once(':') {
            Some((user, password)) => {
                unescape(user, Mode::UserPassword)?;
                unescape(password, Mode::UserPassword)?;
            }
            None => {
                unescape(userinfo, Mode::UserPassword)?;
            }
        }
    }
    Ok(host)
}

/// Go's `parseHost`: the host unescaped, with a valid port.
fn parse_host(host: &str) -> Result<String, String> {
    if host.starts_with('[') {
        let Some(close) = host.rfind(']') else {
            return Err("missing ']' in host".to_owned());
        };
        let port = host.get(close + 1..).unwrap_or("");
        if !valid_optional_port(port) {
            return Err(format!("invalid port {} after host", go_quote(port)));
        }
        let inside = host.get(..close).unwrap_or("");
        if let Some(zone) = inside.find("%25") {
            let mut out = unescape(inside.get(..zone).unwrap_or(""), Mode::Host)?;
            out.push_str(&unescape(inside.get(zone..).unwrap_or(""), Mode::Zone)?);
            out.push_str(&unescape(host.get(close..).unwrap_or(""), Mode::Host)?);
            return Ok(out);
        }
    } else if let Some(i) = host.rfind(':') {
        let port = host.get(i..).unwrap_or("");
        if !valid_optional_port(port) {
            return Err(format!("invalid port {} after host", go_quote(port)));
        }
    }
    unescape(host, Mode::Host)
}

fn valid_optional_port(port: &str) -> bool {
    port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|p| p.bytes().all(|b| b.is_ascii_digit()))
}

fn valid_userinfo_char(c: char) -> bool {
    !c.is_ascii() || c.is_ascii_alphanumeric() || "-._:~!$&'()*+,;=%@".contains(c)
}

/// Go's `shouldEscape`, for the modes this module uses.
fn should_escape(c: u8, mode: Mode) -> bool {
    if c.is_ascii_alphanumeric() {
        return false;
    }
    if matches!(mode, Mode::Host | Mode::Zone) {
        return !b"!$&'()*+,;=:[]<>\"".contains(&c) && !b"-_.~".contains(&c);
    }
    match c {
        b'-' | b'_' | b'.' | b'~' => false,
        b'$' | b'&' | b'+' | b',' | b'/' | b':' | b';' | b'=' | b'?' | b'@' => match mode {
            Mode::Path => c == b'?',
            Mode::UserPassword => matches!(c, b'@' | b'/' | b'?' | b':'),
            Mode::QueryComponent => true,
            _ => false,
        },
        b'!' | b'(' | b')' | b'*' if mode == Mode::Fragment => false,
        _ => true,
    }
}

/// Go's `unescape`: `%XX` sequences decoded (and `+` in a query); in a
/// host only non-ASCII bytes and `%25` may be escaped, and only host
/// characters appear.
fn unescape(s: &str, mode: Mode) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'%' => {
                let hex = |j: usize| bytes.get(j).and_then(|h| (*h as char).to_digit(16));
                let (Some(hi), Some(lo)) = (hex(i + 1), hex(i + 2)) else {
                    let bad = s.get(i..(i + 3).min(s.len())).unwrap_or("%");
                    return Err(format!("invalid URL escape {}", go_quote(bad)));
                };
                let escaped = s.get(i..i + 3).unwrap_or("");
                if mode == Mode::Host && hi < 8 && escaped != "%25" {
                    return Err(format!("invalid URL escape {}", go_quote(escaped)));
                }
                if mode == Mode::Zone {
                    let value = (hi * 16 + lo) as u8;
                    if escaped != "%25" && value != b' ' && should_escape(value, Mode::Host) {
                        return Err(format!("invalid URL escape {}", go_quote(escaped)));
                    }
                }
                out.push((hi * 16 + lo) as u8);
                i += 3;
            }
            b'+' if mode == Mode::QueryComponent => {
                out.push(b' ');
                i += 1;
            }
            _ => {
                if matches!(mode, Mode::Host | Mode::Zone) && b < 0x80 && should_escape(b, mode) {
                    let c = s.get(i..i + 1).unwrap_or("");
                    return Err(format!("invalid character {} in host name", go_quote(c)));
                }
                out.push(b);
                i += 1;
            }
        }
    }
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// Go's `escape` for a path.
fn escape_path(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if should_escape(b, Mode::Path) {
            out.push_str(&format!("%{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
    out
}

/// Go's `validEncoded` for a path: only characters a path may hold as
/// they are, and escapes.
fn valid_encoded_path(s: &str) -> bool {
    s.bytes()
        .all(|b| b"!$&'()*+,;=:@[]%".contains(&b) || !should_escape(b, Mode::Path))
}

impl GoUrl {
    /// `url.Hostname()` and `url.Port()`.
    fn host_and_port(&self) -> (&str, &str) {
        let mut host = self.host.as_str();
        let mut port = "";
        if let Some(colon) = host.rfind(':') {
            if valid_optional_port(host.get(colon..).unwrap_or("")) {
                port = host.get(colon + 1..).unwrap_or("");
                host = host.get(..colon).unwrap_or("");
            }
        }
        if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            host = inner;
        }
        (host, port)
    }

    /// `url.EscapedPath()`: the path as written when that is a valid
    /// encoding, else the path escaped.
    fn escaped_path(&self) -> String {
        if self.raw_path == "*" || valid_encoded_path(&self.raw_path) {
            return self.raw_path.clone();
        }
        escape_path(&unescape(&self.raw_path, Mode::Path).unwrap_or_default())
    }

    /// `url.Query()`: the `&`-separated pairs that unescape, values by key
    /// in order.
    fn query(&self) -> Vec<(String, Vec<String>)> {
        let mut out: Vec<(String, Vec<String>)> = Vec::new();
        for pair in self.raw_query.split('&') {
            if pair.contains(';') || pair.is_empty() {
                continue;
            }
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let (Ok(key), Ok(value)) = (
                unescape(key, Mode::QueryComponent),
                unescape(value, Mode::QueryComponent),
            ) else {
                continue;
            };
            match out.iter_mut().find(|(k, _)| *k == key) {
                Some((_, values)) => values.push(value),
                None => out.push((key, vec![value])),
            }
        }
        out
    }
}

/// Registers `url`, `isURL` and the URL's accessors, as Go's `net/url`
/// parses (the `url` crate's parsing differs from Go's).
pub(crate) fn register(root: &mut crate::engine::Functions<'_>) {
    root.add("url", |s: Arc<String>| -> Result<Cel, ExecutionError> {
        url(&s).map(|u| Cel::Opaque(Arc::new(u))).map_err(|why| {
            crate::checked_args::kubernetes_error(format!("URL parse error during conversion from string: {why}"))
        })
    });
    root.add("isURL", |s: Arc<String>| parse(&s, true).is_ok());
    root.add("getScheme", |This(u): This<Cel>| text(&u, |u| u.scheme.clone()));
    root.add("getHost", |This(u): This<Cel>| text(&u, |u| u.host.clone()));
    root.add("getHostname", |This(u): This<Cel>| {
        text(&u, |u| u.host_and_port().0.to_owned())
    });
    root.add("getPort", |This(u): This<Cel>| {
        text(&u, |u| u.host_and_port().1.to_owned())
    });
    root.add("getEscapedPath", |This(u): This<Cel>| text(&u, GoUrl::escaped_path));
    root.add("getQuery", |This(u): This<Cel>| -> Result<Cel, ExecutionError> {
        let u = as_url(&u)?;
        let map: HashMap<Key, Cel> = u
            .query()
            .into_iter()
            .map(|(k, values)| {
                let values = values.into_iter().map(|v| Cel::String(Arc::new(v))).collect();
                (Key::String(Arc::new(k)), Cel::List(Arc::new(values)))
            })
            .collect();
        Ok(Cel::Map(Map { map: Arc::new(map) }))
    });
}

fn as_url(v: &Cel) -> Result<&GoUrl, ExecutionError> {
    match v {
        Cel::Opaque(o) => o
            .downcast_ref::<GoUrl>()
            .ok_or_else(crate::checked_args::no_such_overload),
        _ => Err(crate::checked_args::no_such_overload()),
    }
}

fn text(v: &Cel, part: impl Fn(&GoUrl) -> String) -> Result<Cel, ExecutionError> {
    Ok(Cel::String(Arc::new(part(as_url(v)?))))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(url, scheme, host, hostname, port, escaped path, query)`, as Go's
    /// `url.Parse` gives them.
    #[test]
    fn parts_are_go_s() {
        type Query<'a> = &'a [(&'a str, &'a [&'a str])];
        let cases: [(&str, &str, &str, &str, &str, &str, Query<'_>); 9] = [
            (
                "https://example.com:8080/a%20b?x=1&x=2",
                "https",
                "example.com:8080",
                "example.com",
                "8080",
                "/a%20b",
                &[("x", &["1", "2"])],
            ),
            ("HTTPS://[::1]:80/", "https", "[::1]:80", "::1", "80", "/", &[]),
            ("https://", "https", "", "", "", "", &[]),
            ("http://a:99999/x", "http", "a:99999", "a", "99999", "/x", &[]),
            ("/absolute/path", "", "", "", "", "/absolute/path", &[]),
            ("//host/path", "", "host", "host", "", "/path", &[]),
            ("mailto:someone", "mailto", "", "", "", "", &[]),
            ("http://h/a b/é", "http", "h", "h", "", "/a%20b/%C3%A9", &[]),
            (
                "http://h/?a=1+2&b=%zz&;c=3&d",
                "http",
                "h",
                "h",
                "",
                "/",
                &[("a", &["1 2"]), ("d", &[""])],
            ),
        ];
        for (s, scheme, host, hostname, port, path, query) in cases {
            let u = url(s).unwrap();
            let (h, p) = u.host_and_port();
            let q: Vec<(String, Vec<String>)> = query
                .iter()
                .map(|(k, v)| (k.to_string(), v.iter().map(|v| v.to_string()).collect()))
                .collect();
            assert_eq!(
                (u.scheme.as_str(), u.host.as_str(), h, p, u.escaped_path(), u.query()),
                (scheme, host, hostname, port, path.to_owned(), q),
                "{s}"
            );
        }
    }

    #[test]
    fn errors_are_go_s() {
        for (s, why) in [
            ("", "parse \"\": empty url"),
            ("*", ""),
            ("x", "parse \"x\": invalid URI for request"),
            (":x", "parse \":x\": missing protocol scheme"),
            (
                "http://a b/",
                "parse \"http://a b/\": invalid character \" \" in host name",
            ),
            ("http://%41/", "parse \"http://%41/\": invalid URL escape \"%41\""),
            ("http://[::1/", "parse \"http://[::1/\": missing ']' in host"),
            ("http://h:x/", "parse \"http://h:x/\": invalid port \":x\" after host"),
            ("http://u%zz@h/", "parse \"http://u%zz@h/\": invalid URL escape \"%zz\""),
            ("http://u^@h/", "parse \"http://u^@h/\": net/url: invalid userinfo"),
            ("http://h/%zz", "parse \"http://h/%zz\": invalid URL escape \"%zz\""),
            (
                "http://h/\u{7f}",
                "parse \"http://h/\\x7f\": net/url: invalid control character in URL",
            ),
            ("http://h/#%zz", "parse \"http://h/#%zz\": invalid URL escape \"%zz\""),
            ("//a b/", "parse \"//a b/\": invalid character \" \" in host name"),
        ] {
            let expected = (!why.is_empty()).then(|| why.to_owned());
            assert_eq!(url_error(s), expected, "{s}");
        }
    }
}
