//! The tag parser.
//!
//! ```text
//! tag        := "+" name [ "(" [ args ] ")" ] [ "=" value | "=+" tag ] [ ws* "#" anything ]
//! args       := argvalue | named ( "," ws* named )*
//! named      := ident ":" ws* argvalue
//! argvalue   := ident | string | int | bool
//! value      := ident | string | int | bool
//! name       := [A-Za-z_][A-Za-z0-9_.:-]*
//! ident      := [A-Za-z_][A-Za-z0-9_.-]*
//! string     := '"' ... '"'  |  '`' ... '`'      (escapes: \<delimiter>, \\ only)
//! int        := [+-]? ( decimal | 0x hex | 0o octal | 0b binary | 0-prefixed octal )
//! bool       := true | false
//! ```
//!
//! Details of this implementation:
//!
//! * "Letters" in names and identifiers are any Unicode alphabetic char
//!   (`char::is_alphabetic`); digits are ASCII digits only.
//! * Whitespace is any Unicode whitespace (`char::is_whitespace`). The text is
//!   trimmed at both ends first; whitespace is then allowed only after `,` and
//!   `:` inside the argument list and before a trailing `#` comment.
//! * Integers follow Go's `strconv.ParseInt(s, 0, 64)`: decimal, `0x`/`0X`,
//!   `0o`/`0O`, `0b`/`0B`, legacy `0`-prefixed octal, `_` digit separators
//!   under Go's rules, optional `+`/`-`. A number is read as the longest run
//!   of ASCII letters, digits, `_` and `.` after the optional sign and then
//!   validated, so `5.5`, `1e3`, `08` and `0x` are reported as invalid
//!   integers.
//! * `=+` starts a chained tag only when the next char can start a name;
//!   `=+5` is the int 5.
//! * A trailing comment starts at `#` (whitespace before it is optional),
//!   and ends the whole line, including every chained tag. `//` is never a
//!   comment marker.
//! * Duplicate named arguments are kept (rejecting them is up to the tag).
//! * Chains are parsed iteratively and limited to [`MAX_CHAIN_DEPTH`] tags.

use std::fmt::Write as _;

use super::types::{Arg, Literal, Span, Tag, TagParseError, TagValue};

/// Maximum number of tags in one chain (`+a=+b=+c...` counts 3).
pub const MAX_CHAIN_DEPTH: usize = 64;

/// Can `c` start a tag name or an identifier?
pub fn is_name_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

/// Can `c` continue an identifier (argument names, bare values)?
pub fn is_ident_char(c: char) -> bool {
    c.is_alphabetic() || c.is_ascii_digit() || matches!(c, '_' | '.' | '-')
}

/// Can `c` continue a tag name?
pub fn is_name_char(c: char) -> bool {
    is_ident_char(c) || c == ':'
}

/// Parse one tag line's text (normally already stripped of the doc-comment
/// marker and leading blanks; surrounding whitespace is trimmed anyway). The
/// text must start with `+`. All spans in the result and in errors are byte
/// offsets into `text` as given.
pub fn parse_tag(text: &str) -> Result<Tag, TagParseError> {
    let mut p = Parser::new(text);
    p.eat_ws();
    let mut segments: Vec<Segment> = Vec::new();
    loop {
        if segments.len() >= MAX_CHAIN_DEPTH {
            return Err(TagParseError::new(
                format!("tag chain too deep (more than {MAX_CHAIN_DEPTH} tags)"),
                p.char_span(),
            ));
        }
        let seg = p.parse_segment()?;
        let chained = matches!(seg.value, SegValue::Chain);
        segments.push(seg);
        if !chained {
            break;
        }
    }

    // Build the nested tags from the innermost outwards.
    let mut inner: Option<Tag> = None;
    while let Some(seg) = segments.pop() {
        let (value, value_raw, value_span, end) = match seg.value {
            SegValue::None => (None, None, None, seg.end),
            SegValue::Literal { lit, raw, span } => (Some(TagValue::Literal(lit)), Some(raw), Some(span), span.end),
            SegValue::Chain => match inner.take() {
                Some(t) => {
                    let s = t.span;
                    (Some(TagValue::Tag(Box::new(t))), None, Some(s), s.end)
                }
                None => {
                    return Err(TagParseError::new(
                        "internal error: missing chained tag",
                        Span::new(seg.start, seg.end),
                    ))
                }
            },
        };
        inner = Some(Tag {
            name: seg.name,
            name_span: seg.name_span,
            args: seg.args,
            args_span: seg.args_span,
            value,
            value_raw,
            value_span,
            span: Span::new(seg.start, end),
        });
    }
    inner.ok_or_else(|| TagParseError::new("empty tag", Span::new(0, 0)))
}

/// The tag name of a `+name...` line: the longest run after `+` of name
/// chars, without parsing the rest. Leading whitespace is skipped.
/// `None` if the text does not start with `+` or no valid name follows it.
pub fn tag_name(text: &str) -> Option<&str> {
    let rest = text.trim_start().strip_prefix('+')?;
    name_prefix(rest)
}

fn name_prefix(s: &str) -> Option<&str> {
    match s.chars().next() {
        Some(c) if is_name_start(c) => {}
        _ => return None,
    }
    let end = s
        .char_indices()
        .find(|&(_, c)| !is_name_char(c))
        .map_or(s.len(), |(i, _)| i);
    s.get(..end)
}

/// A `+name...` line split without the tag grammar, for tags whose payload
/// is not in tag syntax (`+default=<json>`, `+k8s:validation-gen=*`, ...),
/// mirroring upstream's plain `name=value` extraction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RawTag<'a> {
    pub name: &'a str,
    pub name_span: Span,
    /// Everything after the name (right-trimmed), e.g. `=*` or `(x)=1`.
    pub rest: &'a str,
    /// If the name is directly followed by `=`: all text after that `=`
    /// (right-trimmed, may be empty; `#` is *not* treated as a comment here).
    pub value: Option<&'a str>,
    pub value_span: Option<Span>,
}

/// Split a `+name...` line into name and raw value; spans are byte offsets
/// into `text`. `None` if [`tag_name`] would return `None`.
pub fn parse_raw_tag(text: &str) -> Option<RawTag<'_>> {
    let end = text.trim_end().len();
    let trimmed = text.get(..end)?;
    let lead = trimmed.len() - trimmed.trim_start().len();
    let after_plus = trimmed.get(lead..)?.strip_prefix('+')?;
    let name = name_prefix(after_plus)?;
    let name_start = lead + 1;
    let name_end = name_start + name.len();
    let rest = trimmed.get(name_end..)?;
    let (value, value_span) = match rest.strip_prefix('=') {
        Some(v) => (Some(v), Some(Span::new(name_end + 1, end))),
        None => (None, None),
    };
    Some(RawTag {
        name,
        name_span: Span::new(name_start, name_end),
        rest,
        value,
        value_span,
    })
}

/// Strict canonical decimal: an optional `-`, then `0` or a digit
/// sequence without leading zeros; no `+`, no `_`, no `0x`/`0o`/`0b`/`0`
/// prefixes, not `-0`, and within `i64`.
pub fn parse_canonical_int(raw: &str) -> Result<i64, String> {
    let fail = |why: &str| Err(format!("{} is not a canonical decimal integer: {why}", go_quote(raw)));
    if raw.is_empty() {
        return fail("empty");
    }
    if raw.starts_with('+') {
        return fail("a '+' sign is not allowed");
    }
    let (neg, digits) = match raw.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, raw),
    };
    if digits.is_empty() {
        return fail("no digits");
    }
    if !digits.bytes().all(|b| b.is_ascii_digit()) {
        let b = digits.as_bytes();
        if b.len() >= 2 && b.first() == Some(&b'0') && matches!(b.get(1), Some(b'x' | b'X' | b'o' | b'O' | b'b' | b'B'))
        {
            return fail("hexadecimal, octal and binary notation are not allowed");
        }
        if digits.bytes().all(|b| b.is_ascii_digit() || b == b'_') {
            return fail("'_' separators are not allowed");
        }
        return fail("not a decimal number");
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return fail("leading zeros are not allowed");
    }
    if neg && digits == "0" {
        return fail("-0 is not allowed, write 0");
    }
    raw.parse::<i64>().map_err(|_| format!("integer out of range: {raw}"))
}

/// Parse `raw` as exactly one literal (bare identifier, quoted string or
/// int), as it would be read as a tag value. Used by `Display` to decide
/// whether the source text still spells a literal.
pub(super) fn literal_from_raw(raw: &str) -> Option<Literal> {
    let mut p = Parser::new(raw);
    let (lit, _) = p.scan_literal().ok()??;
    if p.pos == raw.len() {
        Some(lit)
    } else {
        None
    }
}

// ---------------------------------------------------------------------------
// Parser internals

struct Segment {
    start: usize,
    name: String,
    name_span: Span,
    args: Vec<Arg>,
    args_span: Option<Span>,
    value: SegValue,
    /// End of the segment's own text (name or `)` or literal value).
    end: usize,
}

enum SegValue {
    None,
    Literal {
        lit: Literal,
        raw: String,
        span: Span,
    },
    /// `=+...`; the parser is positioned at the `+` of the chained tag.
    Chain,
}

/// What precedes the point where only the end of the tag may follow.
#[derive(Clone, Copy, PartialEq, Eq)]
enum After {
    Name,
    Args,
    Value,
    Quoted,
}

impl After {
    fn context(self) -> &'static str {
        match self {
            After::Name => "after tag name",
            After::Args => "after ')'",
            After::Value => "in value",
            After::Quoted => "after closing quote",
        }
    }
}

type PResult<T> = Result<T, TagParseError>;

fn err<T>(message: impl Into<String>, span: Span) -> PResult<T> {
    Err(TagParseError::new(message, span))
}

enum IntError {
    Invalid,
    Range,
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    /// End of the significant text (trailing whitespace excluded).
    end: usize,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Self {
        Parser {
            src,
            pos: 0,
            end: src.trim_end().len(),
        }
    }

    fn rest(&self) -> &'a str {
        self.src.get(self.pos..self.end).unwrap_or("")
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn peek2(&self) -> Option<char> {
        let mut it = self.rest().chars();
        it.next();
        it.next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }

    fn eat_while(&mut self, f: impl Fn(char) -> bool) -> Span {
        let start = self.pos;
        while let Some(c) = self.peek() {
            if !f(c) {
                break;
            }
            self.pos += c.len_utf8();
        }
        Span::new(start, self.pos)
    }

    fn eat_ws(&mut self) -> Span {
        self.eat_while(char::is_whitespace)
    }

    fn text(&self, span: Span) -> &'a str {
        self.src.get(span.start..span.end).unwrap_or("")
    }

    /// Span of the next char (empty at the end of the text).
    fn char_span(&self) -> Span {
        let len = self.peek().map_or(0, char::len_utf8);
        Span::new(self.pos, self.pos + len)
    }

    fn here(&self) -> Span {
        Span::new(self.pos, self.pos)
    }

    /// Error for the char at the current position, which does not fit.
    fn unexpected(&self, context: &str) -> TagParseError {
        if self.rest().starts_with("//") {
            return TagParseError::new(
                "'//' is not a comment marker in tags; comments start with '#'",
                Span::new(self.pos, self.pos + 2),
            );
        }
        match self.peek() {
            Some(c) => TagParseError::new(
                format!("unexpected character {} {context}", quote_char(c)),
                self.char_span(),
            ),
            None => TagParseError::new(format!("unexpected end of tag {context}"), self.here()),
        }
    }

    /// One tag of a chain, starting at its `+`.
    fn parse_segment(&mut self) -> PResult<Segment> {
        let start = self.pos;
        match self.peek() {
            Some('+') => {
                self.bump();
            }
            Some(c) => {
                return err(
                    format!("expected '+' at start of tag, found {}", quote_char(c)),
                    self.char_span(),
                )
            }
            None => return err("empty tag", self.here()),
        }
        match self.peek() {
            Some(c) if is_name_start(c) => {}
            Some(c) => {
                return err(
                    format!("expected tag name after '+', found {}", quote_char(c)),
                    self.char_span(),
                )
            }
            None => return err("expected tag name after '+'", Span::new(start, self.pos)),
        }
        let name_span = self.eat_while(is_name_char);
        let name = self.text(name_span).to_string();

        let (args, args_span) = if self.peek() == Some('(') {
            let (args, span) = self.parse_args()?;
            (args, Some(span))
        } else {
            (Vec::new(), None)
        };

        let end = self.pos;
        let value = if self.peek() == Some('=') {
            self.parse_value()?
        } else {
            self.expect_end(if args_span.is_some() { After::Args } else { After::Name })?;
            SegValue::None
        };
        Ok(Segment {
            start,
            name,
            name_span,
            args,
            args_span,
            value,
            end,
        })
    }

    /// Only `ws* # comment` or nothing may follow.
    fn expect_end(&mut self, after: After) -> PResult<()> {
        match self.peek() {
            None => return Ok(()),
            Some('#') => {
                self.pos = self.end;
                return Ok(());
            }
            Some(c) if c.is_whitespace() => {}
            Some(_) => return Err(self.unexpected(after.context())),
        }
        let ws = self.eat_ws();
        match self.peek() {
            None | Some('#') => {
                self.pos = self.end;
                Ok(())
            }
            Some('=') if matches!(after, After::Name | After::Args) => err("unexpected whitespace before '='", ws),
            Some('(') if after == After::Name => err("unexpected whitespace before '('", ws),
            _ if self.rest().starts_with("//") => Err(self.unexpected(after.context())),
            _ => {
                let what = match after {
                    After::Name | After::Args => "tag",
                    After::Value | After::Quoted => "value",
                };
                err(
                    format!("unexpected text after {what} (comments start with '#')"),
                    Span::new(self.pos, self.end),
                )
            }
        }
    }

    /// `=value` or `=+tag`, positioned at the `=`.
    fn parse_value(&mut self) -> PResult<SegValue> {
        let eq = self.char_span();
        self.bump();
        match self.peek() {
            None | Some('#') => return err("empty value after '='", eq),
            Some(c) if c.is_whitespace() => {
                let ws = self.eat_ws();
                return match self.peek() {
                    None | Some('#') => err("empty value after '='", eq),
                    _ => err("unexpected whitespace after '='", ws),
                };
            }
            Some('+') => match self.peek2() {
                Some(c) if is_name_start(c) => return Ok(SegValue::Chain),
                Some(c) if c.is_ascii_digit() => {}
                _ => return err("expected tag name or number after '=+'", self.char_span()),
            },
            _ => {}
        }
        let quoted = matches!(self.peek(), Some('"' | '`'));
        match self.scan_literal()? {
            Some((lit, span)) => {
                self.expect_end(if quoted { After::Quoted } else { After::Value })?;
                Ok(SegValue::Literal {
                    lit,
                    raw: self.text(span).to_string(),
                    span,
                })
            }
            None => Err(self.unexpected("after '='")),
        }
    }

    /// `(...)`, positioned at the `(`. Returns the arguments and the span of
    /// the parentheses.
    fn parse_args(&mut self) -> PResult<(Vec<Arg>, Span)> {
        let open = self.pos;
        self.bump();
        let mut args: Vec<Arg> = Vec::new();
        match self.peek() {
            Some(')') => {
                self.bump();
                return Ok((args, Span::new(open, self.pos)));
            }
            Some(c) if c.is_whitespace() => {
                let ws = self.eat_ws();
                return err("unexpected whitespace after '('", ws);
            }
            None => return err("expected ')'", self.here()),
            _ => {}
        }
        loop {
            let arg = self.parse_arg()?;
            if let Some(first) = args.first() {
                if arg.name.is_none() && first.name.is_none() {
                    return err("multiple arguments must use 'name: value' syntax", arg.span);
                }
                if arg.name.is_none() || first.name.is_none() {
                    return err("can't mix named and positional arguments", arg.span);
                }
            }
            args.push(arg);
            match self.peek() {
                Some(')') => {
                    self.bump();
                    break;
                }
                Some(',') => {
                    self.bump();
                    self.eat_ws();
                    match self.peek() {
                        None | Some(')' | ',') => return err("expected argument after ','", self.char_span()),
                        _ => {}
                    }
                }
                None => return err("expected ')'", self.here()),
                Some(c) if c.is_whitespace() => {
                    let ws = self.eat_ws();
                    return match self.peek() {
                        Some(',') => err("unexpected whitespace before ','", ws),
                        Some(')') => err("unexpected whitespace before ')'", ws),
                        Some(':') => err("unexpected whitespace before ':'", ws),
                        None => err("expected ')'", self.here()),
                        _ => err("unexpected whitespace after argument", ws),
                    };
                }
                Some(_) => return Err(self.unexpected("after argument")),
            }
        }
        Ok((args, Span::new(open, self.pos)))
    }

    /// One `key: value` or `value`.
    fn parse_arg(&mut self) -> PResult<Arg> {
        let start = self.pos;
        match self.peek() {
            None => err("expected ')'", self.here()),
            Some(c) if is_name_start(c) => {
                let id = self.eat_while(is_ident_char);
                if self.peek() != Some(':') {
                    let raw = self.text(id);
                    return Ok(Arg {
                        name: None,
                        name_span: None,
                        value: ident_literal(raw),
                        raw: raw.to_string(),
                        value_span: id,
                        span: id,
                    });
                }
                self.bump();
                self.eat_ws();
                let (value, value_span) = match self.peek() {
                    None | Some(')' | ',') => return err("expected value after ':'", self.char_span()),
                    _ => match self.scan_literal()? {
                        Some(v) => v,
                        None => return Err(self.unexpected("in argument value")),
                    },
                };
                Ok(Arg {
                    name: Some(self.text(id).to_string()),
                    name_span: Some(id),
                    value,
                    raw: self.text(value_span).to_string(),
                    value_span,
                    span: Span::new(start, value_span.end),
                })
            }
            Some(_) => match self.scan_literal()? {
                Some((value, span)) => {
                    if self.peek() == Some(':') {
                        return err("argument name must be an identifier", span);
                    }
                    Ok(Arg {
                        name: None,
                        name_span: None,
                        value,
                        raw: self.text(span).to_string(),
                        value_span: span,
                        span,
                    })
                }
                None => Err(self.unexpected("in argument list")),
            },
        }
    }

    /// A string, int or identifier literal at the current position, or
    /// `None` (nothing consumed) if the current char cannot start one.
    fn scan_literal(&mut self) -> PResult<Option<(Literal, Span)>> {
        match self.peek() {
            Some('"' | '`') => self.scan_string().map(Some),
            Some(c) if c == '+' || c == '-' || c.is_ascii_digit() => self.scan_int().map(Some),
            Some(c) if is_name_start(c) => {
                let span = self.eat_while(is_ident_char);
                Ok(Some((ident_literal(self.text(span)), span)))
            }
            _ => Ok(None),
        }
    }

    fn scan_string(&mut self) -> PResult<(Literal, Span)> {
        let start = self.pos;
        let quote = self.bump();
        let mut buf = String::new();
        loop {
            let at = self.pos;
            match self.bump() {
                None => return err("unterminated string", Span::new(start, self.pos)),
                Some('\\') => match self.bump() {
                    Some(c) if Some(c) == quote || c == '\\' => buf.push(c),
                    Some(c) => {
                        let shown = if c.is_control() {
                            c.escape_debug().to_string()
                        } else {
                            c.to_string()
                        };
                        return err(format!("invalid escape \\{shown} in string"), Span::new(at, self.pos));
                    }
                    None => return err("unterminated string", Span::new(start, self.pos)),
                },
                Some(c) if Some(c) == quote => break,
                Some(c) => buf.push(c),
            }
        }
        Ok((Literal::String(buf), Span::new(start, self.pos)))
    }

    fn scan_int(&mut self) -> PResult<(Literal, Span)> {
        let start = self.pos;
        if matches!(self.peek(), Some('+' | '-')) {
            self.bump();
        }
        self.eat_while(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
        let span = Span::new(start, self.pos);
        let raw = self.text(span);
        match parse_go_int(raw) {
            Ok(v) => Ok((Literal::Int(v), span)),
            Err(IntError::Range) => err("integer out of range", span),
            Err(IntError::Invalid) => err(format!("invalid integer {}", go_quote(raw)), span),
        }
    }
}

fn ident_literal(s: &str) -> Literal {
    match s {
        "true" => Literal::Bool(true),
        "false" => Literal::Bool(false),
        _ => Literal::String(s.to_string()),
    }
}

/// Go `strconv.ParseInt(raw, 0, 64)`.
fn parse_go_int(raw: &str) -> Result<i64, IntError> {
    let (neg, body) = if let Some(b) = raw.strip_prefix('-') {
        (true, b)
    } else if let Some(b) = raw.strip_prefix('+') {
        (false, b)
    } else {
        (false, raw)
    };
    if body.is_empty() || !underscore_ok(body) {
        return Err(IntError::Invalid);
    }
    let bytes = body.as_bytes();
    let (base, digits): (u32, &str) = match (bytes.first(), bytes.get(1)) {
        (Some(b'0'), Some(b'x' | b'X')) => (16, body.get(2..).unwrap_or("")),
        (Some(b'0'), Some(b'o' | b'O')) => (8, body.get(2..).unwrap_or("")),
        (Some(b'0'), Some(b'b' | b'B')) => (2, body.get(2..).unwrap_or("")),
        (Some(b'0'), Some(_)) => (8, body.get(1..).unwrap_or("")),
        _ => (10, body),
    };
    let mut value: u64 = 0;
    let mut overflow = false;
    let mut any = false;
    for c in digits.chars() {
        if c == '_' {
            continue;
        }
        let d = c.to_digit(base).ok_or(IntError::Invalid)?;
        any = true;
        match value
            .checked_mul(u64::from(base))
            .and_then(|v| v.checked_add(u64::from(d)))
        {
            Some(v) => value = v,
            None => overflow = true,
        }
    }
    if !any {
        return Err(IntError::Invalid);
    }
    if overflow {
        return Err(IntError::Range);
    }
    if neg {
        if value > i64::MAX as u64 + 1 {
            return Err(IntError::Range);
        }
        Ok((value as i64).wrapping_neg())
    } else {
        i64::try_from(value).map_err(|_| IntError::Range)
    }
}

/// Go's `strconv.underscoreOK`: `_` only between digits, or between a base
/// prefix and a digit. `body` has no sign.
fn underscore_ok(body: &str) -> bool {
    let bytes = body.as_bytes();
    // '^' start, '0' digit or base prefix, '_' underscore, '!' other.
    let mut saw = b'^';
    let mut i = 0;
    let mut hex = false;
    if bytes.len() >= 2 && bytes.first() == Some(&b'0') {
        if let Some(p) = bytes.get(1).map(u8::to_ascii_lowercase) {
            if matches!(p, b'b' | b'o' | b'x') {
                i = 2;
                saw = b'0';
                hex = p == b'x';
            }
        }
    }
    for &b in bytes.iter().skip(i) {
        if b.is_ascii_digit() || (hex && b.to_ascii_lowercase().is_ascii_hexdigit()) {
            saw = b'0';
            continue;
        }
        if b == b'_' {
            if saw != b'0' {
                return false;
            }
            saw = b'_';
            continue;
        }
        if saw == b'_' {
            return false;
        }
        saw = b'!';
    }
    saw != b'_'
}

/// `'c'` for messages, with control and other invisible chars escaped.
fn quote_char(c: char) -> String {
    if c == '"' {
        "'\"'".to_string()
    } else {
        format!("'{}'", c.escape_debug())
    }
}

/// Go `%q`-style quoting for messages: `"`, `\` and non-printable chars
/// escaped, printable text (including non-ASCII letters) kept.
pub fn go_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{b}' => out.push_str("\\v"),
            c if (c as u32) < 0x20 || c == '\u{7f}' => {
                let _ = write!(out, "\\x{:02x}", c as u32);
            }
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
