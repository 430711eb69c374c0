//! Regular expressions as Go's `regexp` reads them.
//!
//! The API server compiles patterns with Go's `regexp`; this crate matches
//! with Rust's `regex-syntax` and engines. The two read some patterns differently: Go takes a
//! `{` that starts no repetition as a literal, `\Q…\E` as literal text,
//! `\012` as an octal escape, `\<` as `<` (Rust: a word's start), `[[a]]`
//! as a class holding `[` and `a` followed by `]`, and `\d`, `\s`, `\w`,
//! `\b` as ASCII ones; it rejects counts over 1000, flags other than
//! `imsU` and nesting deeper than 1000. This module parses a pattern as
//! Go's `regexp/syntax` does and either gives Go's error (``error parsing regexp: <code>: `<expr>` ``) or
//! writes the same expression in Rust's syntax.

use std::fmt::Write as _;

/// The largest count of a repetition, and of nested repetitions'
/// product.
const MAX_REPEAT: i64 = 1000;
/// The deepest expression tree Go builds.
const MAX_HEIGHT: usize = 1000;

/// Go's `regexp/syntax` error codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Code {
    InvalidCharRange,
    InvalidEscape,
    InvalidNamedCapture,
    InvalidPerlOp,
    InvalidRepeatOp,
    InvalidRepeatSize,
    MissingBracket,
    MissingParen,
    MissingRepeatArgument,
    TrailingBackslash,
    UnexpectedParen,
    NestingDepth,
    Large,
}

impl Code {
    fn text(self) -> &'static str {
        match self {
            Code::InvalidCharRange => "invalid character class range",
            Code::InvalidEscape => "invalid escape sequence",
            Code::InvalidNamedCapture => "invalid named capture",
            Code::InvalidPerlOp => "invalid or unsupported Perl syntax",
            Code::InvalidRepeatOp => "invalid nested repetition operator",
            Code::InvalidRepeatSize => "invalid repeat count",
            Code::MissingBracket => "missing closing ]",
            Code::MissingParen => "missing closing )",
            Code::MissingRepeatArgument => "missing argument to repetition operator",
            Code::TrailingBackslash => "trailing backslash at end of expression",
            Code::UnexpectedParen => "unexpected )",
            Code::NestingDepth => "expression nests too deeply",
            Code::Large => "expression too large",
        }
    }
}

/// A pattern Go's `regexp` rejects: the code and the offending text.
#[derive(Debug, PartialEq, Eq)]
struct SyntaxError {
    code: Code,
    expr: String,
}

impl SyntaxError {
    fn new(code: Code, expr: &str) -> Self {
        SyntaxError {
            code,
            expr: expr.to_owned(),
        }
    }
}

/// Go's error for `pattern` (``error parsing regexp: <code>: `<expr>` ``),
/// or `None` when Go compiles it.
pub fn syntax_error(pattern: &str) -> Option<String> {
    translate(pattern).err()
}

/// Go's error for a pattern Go compiles but Rust cannot (nested deeper
/// than Rust's parser allows without risking its stack, or a program over
/// its size limit): Go's nearest, `expression too large`.
pub(crate) fn too_large(pattern: &str) -> String {
    render(&SyntaxError::new(Code::Large, pattern))
}

/// `pattern` in Rust's syntax, matching what Go's `regexp` matches, or
/// Go's error for it.
pub fn translate(pattern: &str) -> Result<String, String> {
    let mut parser = Parser {
        whole: pattern,
        stack: Vec::new(),
        out: String::with_capacity(pattern.len() + 8),
        names: Vec::new(),
        pending_flags: String::new(),
    };
    parser.parse().map_err(|e| render(&e))?;
    Ok(parser.out)
}

fn render(e: &SyntaxError) -> String {
    format!("error parsing regexp: {}: `{}`", e.code.text(), e.expr)
}

/// What the parse stack holds, as far as errors depend on it.
enum Item {
    /// `(` or `(?:`, `(?P<name>`: whether it captures.
    LeftParen {
        capture: bool,
    },
    VerticalBar,
    Node(Node),
}

/// An expression: its height, and the repetitions in it (their bounds and
/// what they repeat).
struct Node {
    height: usize,
    /// `Some((min, max))` for a counted repetition `{min,max}` (max -1:
    /// unbounded).
    repeat: Option<(i64, i64)>,
    subs: Vec<Node>,
    kind: Kind,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Leaf,
    Concat,
    Alternate,
    Other,
}

impl Node {
    fn leaf() -> Node {
        Node {
            height: 1,
            repeat: None,
            subs: Vec::new(),
            kind: Kind::Leaf,
        }
    }

    fn over(kind: Kind, repeat: Option<(i64, i64)>, subs: Vec<Node>) -> Node {
        let height = 1 + subs.iter().map(|s| s.height).max().unwrap_or(0);
        Node {
            height,
            repeat,
            subs,
            kind,
        }
    }
}

/// Go's `repeatIsValid`: the repetitions nested in `node` repeat their
/// innermost expression at most `n` times.
fn repeat_is_valid(node: &Node, mut n: i64) -> bool {
    if let Some((min, max)) = node.repeat {
        if max == 0 {
            return true;
        }
        let m = if max < 0 { min } else { max };
        if m > n {
            return false;
        }
        if m > 0 {
            n /= m;
        }
    }
    node.subs.iter().all(|s| repeat_is_valid(s, n))
}

struct Parser<'a> {
    whole: &'a str,
    stack: Vec<Item>,
    /// The pattern in Rust's syntax, so far.
    out: String,
    /// Capture names seen (Rust rejects a repeated one; Go does not).
    names: Vec<String>,
    /// A flags-only group (`(?i)`) not yet written: Go applies a
    /// repetition right after it to the expression before it, which Rust
    /// wants right after that expression.
    pending_flags: String,
}

type Parse<T> = Result<T, SyntaxError>;

/// `s` without its first `n` bytes.
fn after(s: &str, n: usize) -> &str {
    s.get(n..).unwrap_or("")
}

/// The text of `before` up to where `rest` starts.
fn consumed<'s>(before: &'s str, rest: &str) -> &'s str {
    before.get(..before.len().saturating_sub(rest.len())).unwrap_or(before)
}

fn first_char(s: &str) -> Option<char> {
    s.chars().next()
}

fn is_alnum(c: char) -> bool {
    c.is_ascii_alphanumeric()
}

/// A character as a Rust pattern literal.
fn literal(out: &mut String, c: char) {
    if c.is_ascii_alphanumeric() || c == '_' {
        out.push(c);
    } else {
        let _ = write!(out, "\\x{{{:X}}}", u32::from(c));
    }
}

/// Go's ASCII Perl classes, as Rust class items.
fn perl_class(c: char) -> Option<(bool, &'static str)> {
    Some(match c {
        'd' => (false, "0-9"),
        'D' => (true, "0-9"),
        's' => (false, "\\t\\n\\x0C\\r "),
        'S' => (true, "\\t\\n\\x0C\\r "),
        'w' => (false, "0-9A-Za-z_"),
        'W' => (true, "0-9A-Za-z_"),
        _ => return None,
    })
}

/// Go's POSIX classes (`[:alnum:]`, `[:^alnum:]`).
const POSIX: [&str; 14] = [
    "alnum", "alpha", "ascii", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space", "upper", "word",
    "xdigit",
];

impl Parser<'_> {
    fn parse(&mut self) -> Parse<()> {
        let whole = self.whole;
        let mut t = whole;
        let mut last_repeat = "";
        while let Some(c) = first_char(t) {
            let mut repeat = "";
            let repeats = matches!(c, '*' | '+' | '?') || c == '{' && parse_repeat(t).is_some();
            if !repeats {
                self.out.push_str(&std::mem::take(&mut self.pending_flags));
            }
            match c {
                '(' if t.starts_with("(?") => t = self.perl_flags(t)?,
                '(' => {
                    self.stack.push(Item::LeftParen { capture: true });
                    self.out.push('(');
                    t = after(t, 1);
                }
                '|' => {
                    self.vertical_bar()?;
                    self.out.push('|');
                    t = after(t, 1);
                }
                ')' => {
                    self.right_paren()?;
                    self.out.push(')');
                    t = after(t, 1);
                }
                '^' | '$' | '.' => {
                    self.push(Node::leaf())?;
                    // Go reads `^` and `$` as the text's ends (no `m` flag
                    // by default), as Rust does.
                    self.out.push(c);
                    t = after(t, 1);
                }
                '[' => t = self.class(t)?,
                '*' | '+' | '?' => {
                    let before = t;
                    t = self.repeat(None, before, after(t, 1), last_repeat)?;
                    repeat = before;
                }
                '{' => match parse_repeat(t) {
                    None => {
                        self.push(Node::leaf())?;
                        literal(&mut self.out, '{');
                        t = after(t, 1);
                    }
                    Some((min, max, rest)) => {
                        let before = t;
                        if !(0..=MAX_REPEAT).contains(&min) || max > MAX_REPEAT || max >= 0 && min > max {
                            return Err(SyntaxError::new(Code::InvalidRepeatSize, consumed(before, rest)));
                        }
                        t = self.repeat(Some((min, max)), before, rest, last_repeat)?;
                        repeat = before;
                    }
                },
                '\\' => t = self.escape(t)?,
                _ => {
                    self.push(Node::leaf())?;
                    literal(&mut self.out, c);
                    t = after(t, c.len_utf8());
                }
            }
            last_repeat = repeat;
        }
        self.out.push_str(&std::mem::take(&mut self.pending_flags));
        self.concat()?;
        if self.swap_vertical_bar() {
            self.stack.pop();
        }
        self.alternate()?;
        if self.stack.len() != 1 {
            return Err(SyntaxError::new(Code::MissingParen, whole));
        }
        Ok(())
    }

    /// Pushes an expression, failing as Go does past its depth limit.
    fn push(&mut self, node: Node) -> Parse<()> {
        if node.height > MAX_HEIGHT {
            return Err(SyntaxError::new(Code::NestingDepth, self.whole));
        }
        self.stack.push(Item::Node(node));
        Ok(())
    }

    /// `*`, `+`, `?` (`counted` `None`) or `{min,max}` at `before`,
    /// followed by `rest`.
    fn repeat<'t>(
        &mut self,
        counted: Option<(i64, i64)>,
        before: &'t str,
        rest: &'t str,
        last_repeat: &'t str,
    ) -> Parse<&'t str> {
        let mut rest = rest;
        if rest.starts_with('?') {
            rest = after(rest, 1);
        }
        if !last_repeat.is_empty() {
            return Err(SyntaxError::new(Code::InvalidRepeatOp, consumed(last_repeat, rest)));
        }
        let operator = consumed(before, rest);
        let sub = match self.stack.pop() {
            Some(Item::Node(sub)) => sub,
            other => {
                self.stack.extend(other);
                return Err(SyntaxError::new(Code::MissingRepeatArgument, operator));
            }
        };
        let node = Node::over(Kind::Other, counted, vec![sub]);
        let invalid = counted.is_some_and(|(min, max)| (min >= 2 || max >= 2) && !repeat_is_valid(&node, MAX_REPEAT));
        self.push(node)?;
        if invalid {
            return Err(SyntaxError::new(Code::InvalidRepeatSize, operator));
        }
        self.out.push_str(operator);
        Ok(rest)
    }

    /// The expressions above the topmost `(` or `|`, concatenated.
    fn concat(&mut self) -> Parse<()> {
        let subs = self.pop_nodes(true);
        let node = match subs.len() {
            0 => Node::leaf(),
            _ => collapse(subs, Kind::Concat),
        };
        self.push(node)
    }

    /// The expressions above the topmost `(`, as alternatives.
    fn alternate(&mut self) -> Parse<()> {
        let subs = self.pop_nodes(false);
        let node = match subs.len() {
            0 => Node::leaf(),
            _ => collapse(subs, Kind::Alternate),
        };
        self.push(node)
    }

    /// Pops the expressions above the topmost `(` (or `|` too, when
    /// `bar_stops`), in order.
    fn pop_nodes(&mut self, bar_stops: bool) -> Vec<Node> {
        let start = self
            .stack
            .iter()
            .rposition(|i| match i {
                Item::LeftParen { .. } => true,
                Item::VerticalBar => bar_stops,
                Item::Node(_) => false,
            })
            .map_or(0, |i| i + 1);
        self.stack
            .drain(start..)
            .filter_map(|i| match i {
                Item::Node(n) => Some(n),
                _ => None,
            })
            .collect()
    }

    fn vertical_bar(&mut self) -> Parse<()> {
        self.concat()?;
        if !self.swap_vertical_bar() {
            self.stack.push(Item::VerticalBar);
        }
        Ok(())
    }

    /// Moves the expression on top below the `|` under it, if any.
    fn swap_vertical_bar(&mut self) -> bool {
        let n = self.stack.len();
        if n >= 2 && matches!(self.stack.get(n - 2), Some(Item::VerticalBar)) {
            self.stack.swap(n - 1, n - 2);
            return true;
        }
        false
    }

    fn right_paren(&mut self) -> Parse<()> {
        self.concat()?;
        if self.swap_vertical_bar() {
            self.stack.pop();
        }
        self.alternate()?;
        let unexpected = || SyntaxError::new(Code::UnexpectedParen, self.whole);
        let (Some(Item::Node(inner)), Some(Item::LeftParen { capture })) = (self.stack.pop(), self.stack.pop()) else {
            return Err(unexpected());
        };
        let node = if capture {
            Node::over(Kind::Other, None, vec![inner])
        } else {
            inner
        };
        self.push(node)
    }

    /// `(?flags)`, `(?flags:`, `(?P<name>` or `(?<name>` at `s`.
    fn perl_flags<'t>(&mut self, s: &'t str) -> Parse<&'t str> {
        let bytes = s.as_bytes();
        let with_p = bytes.len() > 4 && bytes.get(2) == Some(&b'P') && bytes.get(3) == Some(&b'<');
        let bare = bytes.len() > 3 && bytes.get(2) == Some(&b'<');
        if with_p || bare {
            let name_start = if with_p { 4 } else { 3 };
            let Some(end) = s.find('>') else {
                return Err(SyntaxError::new(Code::InvalidNamedCapture, s));
            };
            let capture = s.get(..=end).unwrap_or(s);
            let name = s.get(name_start..end).unwrap_or("");
            if name.is_empty() || !name.chars().all(|c| c == '_' || is_alnum(c)) {
                return Err(SyntaxError::new(Code::InvalidNamedCapture, capture));
            }
            self.stack.push(Item::LeftParen { capture: true });
            // Rust rejects a name used twice; Go does not (and names do
            // not change what matches).
            if self.names.iter().any(|n| n == name) {
                self.out.push('(');
            } else {
                let _ = write!(self.out, "(?P<{name}>");
                self.names.push(name.to_owned());
            }
            return Ok(after(s, end + 1));
        }
        let mut t = after(s, 2);
        let mut negated = false;
        let mut saw_flag = false;
        while let Some(c) = first_char(t) {
            t = after(t, c.len_utf8());
            match c {
                'i' | 'm' | 's' | 'U' => saw_flag = true,
                '-' if !negated => {
                    negated = true;
                    saw_flag = false;
                }
                ':' | ')' if !negated || saw_flag => {
                    if c == ':' {
                        self.stack.push(Item::LeftParen { capture: false });
                        self.out.push_str(consumed(s, t));
                    } else {
                        self.pending_flags.push_str(consumed(s, t));
                    }
                    return Ok(t);
                }
                _ => break,
            }
        }
        Err(SyntaxError::new(Code::InvalidPerlOp, consumed(s, t)))
    }

    /// An escape at `t` outside a class.
    fn escape<'t>(&mut self, t: &'t str) -> Parse<&'t str> {
        let next = t.as_bytes().get(1).copied();
        match next {
            Some(b'A') | Some(b'b') | Some(b'B') | Some(b'z') => {
                self.push(Node::leaf())?;
                // Go's word boundaries are ASCII ones (Rust cannot take an
                // ASCII `\B` on text: it may fall inside a character).
                self.out.push_str(match next {
                    Some(b'b') => "(?-u:\\b)",
                    Some(b'B') => "\\B",
                    Some(b'A') => "\\A",
                    _ => "\\z",
                });
                return Ok(after(t, 2));
            }
            Some(b'C') => return Err(SyntaxError::new(Code::InvalidEscape, t.get(..2).unwrap_or(t))),
            Some(b'Q') => {
                let body = after(t, 2);
                let (text, rest) = body.split_once("\\E").unwrap_or((body, ""));
                for c in text.chars() {
                    self.push(Node::leaf())?;
                    literal(&mut self.out, c);
                }
                return Ok(rest);
            }
            _ => {}
        }
        if let Some((class, rest)) = unicode_class(t)? {
            self.push(Node::leaf())?;
            self.out.push_str(&class);
            return Ok(rest);
        }
        if let Some((negated, items)) = t.chars().nth(1).and_then(perl_class).filter(|_| t.starts_with('\\')) {
            self.push(Node::leaf())?;
            let _ = write!(self.out, "[{}{items}]", if negated { "^" } else { "" });
            return Ok(after(t, 2));
        }
        let (c, rest) = parse_escape(t)?;
        self.push(Node::leaf())?;
        literal(&mut self.out, c);
        Ok(rest)
    }

    /// A class `[...]` at `s`.
    fn class<'t>(&mut self, s: &'t str) -> Parse<&'t str> {
        let mut t = after(s, 1);
        let mut out = String::from("[");
        if t.starts_with('^') {
            out.push('^');
            t = after(t, 1);
        }
        let mut first = true;
        while t.is_empty() || !t.starts_with(']') || first {
            first = false;
            if t.len() > 2 && t.starts_with("[:") {
                if let Some(i) = after(t, 2).find(":]") {
                    let name = t.get(..i + 4).unwrap_or(t);
                    let inner = name.get(2..name.len() - 2).unwrap_or("");
                    if !POSIX.contains(&inner.strip_prefix('^').unwrap_or(inner)) {
                        return Err(SyntaxError::new(Code::InvalidCharRange, name));
                    }
                    out.push_str(name);
                    t = after(t, i + 4);
                    continue;
                }
            }
            if let Some((class, rest)) = unicode_class(t)? {
                out.push_str(&class);
                t = rest;
                continue;
            }
            if t.starts_with('\\') {
                if let Some((negated, items)) = t.chars().nth(1).and_then(perl_class) {
                    let _ = write!(out, "[{}{items}]", if negated { "^" } else { "" });
                    t = after(t, 2);
                    continue;
                }
            }
            let range = t;
            let (lo, rest) = class_char(t, s)?;
            t = rest;
            let mut hi = lo;
            let bytes = t.as_bytes();
            if bytes.len() >= 2 && bytes.first() == Some(&b'-') && bytes.get(1) != Some(&b']') {
                let (h, rest) = class_char(after(t, 1), s)?;
                t = rest;
                hi = h;
                if hi < lo {
                    return Err(SyntaxError::new(Code::InvalidCharRange, consumed(range, t)));
                }
            }
            literal(&mut out, lo);
            if hi != lo {
                out.push('-');
                literal(&mut out, hi);
            }
        }
        out.push(']');
        self.push(Node::leaf())?;
        self.out.push_str(&out);
        Ok(after(t, 1))
    }
}

/// Go's `collapse`: a concatenation or alternation of one expression is
/// that expression; nested ones of the same kind are flattened.
fn collapse(subs: Vec<Node>, kind: Kind) -> Node {
    if subs.len() == 1 {
        if let Some(only) = subs.into_iter().next() {
            return only;
        }
        return Node::leaf();
    }
    let mut flat = Vec::with_capacity(subs.len());
    for sub in subs {
        if sub.kind == kind {
            flat.extend(sub.subs);
        } else {
            flat.push(sub);
        }
    }
    Node::over(kind, None, flat)
}

/// Go's `parseRepeat`: `{min}`, `{min,}` or `{min,max}` at `s` (min -1:
/// a number too large), or `None` when `s` starts no repetition.
fn parse_repeat(s: &str) -> Option<(i64, i64, &str)> {
    let s = s.strip_prefix('{')?;
    let (mut min, s) = parse_int(s)?;
    let (max, s) = match s.strip_prefix(',') {
        None => (min, s),
        Some(rest) if rest.starts_with('}') => (-1, rest),
        Some(rest) => {
            let (max, rest) = parse_int(rest)?;
            if max < 0 {
                min = -1;
            }
            (max, rest)
        }
    };
    let rest = s.strip_prefix('}')?;
    Some((min, max, rest))
}

/// A decimal without leading zeros (-1 when over 10⁸).
fn parse_int(s: &str) -> Option<(i64, &str)> {
    let digits = s.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits >= 2 && s.starts_with('0') {
        return None;
    }
    let mut n: i64 = 0;
    for b in s.bytes().take(digits) {
        if n >= 100_000_000 {
            n = -1;
            break;
        }
        n = n * 10 + i64::from(b - b'0');
    }
    Some((n, after(s, digits)))
}

fn unhex(c: char) -> Option<u32> {
    c.to_digit(16)
}

/// Go's `parseEscape`: the character an escape at `s` stands for.
fn parse_escape(s: &str) -> Parse<(char, &str)> {
    let t = after(s, 1);
    let Some(c) = first_char(t) else {
        return Err(SyntaxError::new(Code::TrailingBackslash, ""));
    };
    let mut t = after(t, c.len_utf8());
    let invalid = |rest: &str| SyntaxError::new(Code::InvalidEscape, consumed(s, rest));
    match c {
        '1'..='7' if !t.starts_with(|d: char| ('0'..='7').contains(&d)) => Err(invalid(t)),
        '0'..='7' => {
            let mut r = c as u32 - '0' as u32;
            for _ in 1..3 {
                match first_char(t) {
                    Some(d @ '0'..='7') => {
                        r = r * 8 + (d as u32 - '0' as u32);
                        t = after(t, 1);
                    }
                    _ => break,
                }
            }
            Ok((char::from_u32(r).unwrap_or('\0'), t))
        }
        'x' => {
            let Some(c) = first_char(t) else {
                return Err(invalid(t));
            };
            t = after(t, c.len_utf8());
            if c == '{' {
                let mut r: u32 = 0;
                let mut digits = 0;
                loop {
                    let Some(c) = first_char(t) else {
                        return Err(invalid(t));
                    };
                    t = after(t, c.len_utf8());
                    if c == '}' {
                        break;
                    }
                    let Some(v) = unhex(c) else {
                        return Err(invalid(t));
                    };
                    r = r * 16 + v;
                    if r > 0x10FFFF {
                        return Err(invalid(t));
                    }
                    digits += 1;
                }
                if digits == 0 {
                    return Err(invalid(t));
                }
                // A surrogate is a literal Go cannot match either.
                return Ok((char::from_u32(r).unwrap_or('\u{FFFD}'), t));
            }
            let x = unhex(c);
            let second = first_char(t);
            if let Some(d) = second {
                t = after(t, d.len_utf8());
            }
            match (x, second.and_then(unhex)) {
                (Some(x), Some(y)) => Ok((char::from_u32(x * 16 + y).unwrap_or('\0'), t)),
                _ => Err(invalid(t)),
            }
        }
        'a' => Ok(('\u{7}', t)),
        'f' => Ok(('\u{C}', t)),
        'n' => Ok(('\n', t)),
        'r' => Ok(('\r', t)),
        't' => Ok(('\t', t)),
        'v' => Ok(('\u{B}', t)),
        c if c.is_ascii() && !is_alnum(c) => Ok((c, t)),
        _ => Err(invalid(t)),
    }
}

/// A character of a class at `s` (`class`: the class from its `[`).
fn class_char<'t>(s: &'t str, class: &str) -> Parse<(char, &'t str)> {
    match first_char(s) {
        None => Err(SyntaxError::new(Code::MissingBracket, class)),
        Some('\\') => parse_escape(s),
        Some(c) => Ok((c, after(s, c.len_utf8()))),
    }
}

/// Go's `parseUnicodeClass`: `\pL`, `\p{Greek}`, `\P{^Greek}` at `s`, as a
/// Rust class, or `None` when `s` starts none.
fn unicode_class(s: &str) -> Parse<Option<(String, &str)>> {
    let negated = if s.starts_with("\\p") {
        false
    } else if s.starts_with("\\P") {
        true
    } else {
        return Ok(None);
    };
    let t = after(s, 2);
    let (seq, name, rest) = match first_char(t) {
        Some('{') => {
            let Some(end) = s.find('}') else {
                return Err(SyntaxError::new(Code::InvalidCharRange, s));
            };
            (
                s.get(..=end).unwrap_or(s),
                s.get(3..end).unwrap_or(""),
                after(s, end + 1),
            )
        }
        Some(c) => {
            let rest = after(t, c.len_utf8());
            (consumed(s, rest), s.get(2..2 + c.len_utf8()).unwrap_or(""), rest)
        }
        None => (s, "", ""),
    };
    let (negated, name) = match name.strip_prefix('^') {
        Some(name) => (!negated, name),
        None => (negated, name),
    };
    let Some(rust_name) = unicode_table(name) else {
        return Err(SyntaxError::new(Code::InvalidCharRange, seq));
    };
    Ok(Some((
        format!("\\{}{{{rust_name}}}", if negated { 'P' } else { 'p' }),
        rest,
    )))
}

/// Go's `canonicalName`: a capital, then lower case; no `_`, `-`, spaces.
fn canonical_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().filter(|c| !matches!(c, '_' | '-' | ' ')) {
        if out.is_empty() {
            out.push(c.to_ascii_uppercase());
        } else {
            out.push(c.to_ascii_lowercase());
        }
    }
    out
}

/// The Rust name of Go's Unicode table `name` (a general category, a
/// script, a category's long name, `Any`, `Assigned` or `ASCII`), or
/// `None` when Go knows no such table.
fn unicode_table(name: &str) -> Option<String> {
    let canonical = canonical_name(name);
    match canonical.as_str() {
        "Any" | "Assigned" => return Some(canonical),
        "Ascii" => return Some("ASCII".to_owned()),
        "Lc" => return Some("LC".to_owned()),
        _ => {}
    }
    if canonical.is_empty() || !canonical.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    // Go's categories and scripts are Unicode's, which Rust knows by the
    // same names, compared loosely as Go compares them.
    let known = |property: &str| {
        regex_syntax::ParserBuilder::new()
            .build()
            .parse(&format!("\\p{{{property}={canonical}}}"))
            .is_ok()
    };
    (known("gc") || known("sc")).then_some(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_errors() {
        for (pattern, expected) in [
            ("a(b", "missing closing ): `a(b`"),
            ("a)", "unexpected ): `a)`"),
            ("x[a-", "missing closing ]: `[a-`"),
            ("[z-a]", "invalid character class range: `z-a`"),
            ("[[:foo:]]", "invalid character class range: `[:foo:]`"),
            ("\\p{Foo}", "invalid character class range: `\\p{Foo}`"),
            ("\\pX", "invalid character class range: `\\pX`"),
            ("\\p{Greek", "invalid character class range: `\\p{Greek`"),
            ("*a", "missing argument to repetition operator: `*`"),
            ("(*a)", "missing argument to repetition operator: `*`"),
            ("a|*", "missing argument to repetition operator: `*`"),
            ("(?i)*", "missing argument to repetition operator: `*`"),
            ("a**", "invalid nested repetition operator: `**`"),
            ("a*??", "invalid nested repetition operator: `*??`"),
            ("a+{2}", "invalid nested repetition operator: `+{2}`"),
            ("a{1001}", "invalid repeat count: `{1001}`"),
            ("a{2,1}", "invalid repeat count: `{2,1}`"),
            ("(a{100}){20}", "invalid repeat count: `{20}`"),
            ("a\\", "trailing backslash at end of expression: ``"),
            ("\\q", "invalid escape sequence: `\\q`"),
            ("\\1", "invalid escape sequence: `\\1`"),
            ("\\C", "invalid escape sequence: `\\C`"),
            ("\\xZ1", "invalid escape sequence: `\\xZ1`"),
            ("\\x{110000}", "invalid escape sequence: `\\x{110000`"),
            ("[\\b]", "invalid escape sequence: `\\b`"),
            ("(?=a)", "invalid or unsupported Perl syntax: `(?=`"),
            ("(?x)a", "invalid or unsupported Perl syntax: `(?x`"),
            ("(?i", "invalid or unsupported Perl syntax: `(?i`"),
            ("(?-)", "invalid or unsupported Perl syntax: `(?-)`"),
            ("(?i-s-m)", "invalid or unsupported Perl syntax: `(?i-s-`"),
            ("(?P<a-b>x)", "invalid named capture: `(?P<a-b>`"),
            ("(?P<>x)", "invalid named capture: `(?P<>`"),
            ("(?P<name", "invalid named capture: `(?P<name`"),
        ] {
            assert_eq!(
                syntax_error(pattern),
                Some(format!("error parsing regexp: {expected}")),
                "{pattern}"
            );
        }
        let deep = format!("{}a{}", "(".repeat(1000), ")".repeat(1000));
        assert_eq!(
            syntax_error(&deep),
            Some(format!("error parsing regexp: expression nests too deeply: `{deep}`"))
        );
        let fine = format!("{}\\d{}", "(".repeat(999), ")".repeat(999));
        assert_eq!(syntax_error(&fine), None);
    }

    /// Patterns Go compiles, Rust's way of writing what Go matches.
    #[test]
    fn go_patterns_in_rust_syntax() {
        for (pattern, rust, yes, no) in [
            ("a{", "a\\x{7B}", "a{", "a"),
            ("a{,5}", "a\\x{7B}\\x{2C}5\\x{7D}", "a{,5}", "aaaaa"),
            ("\\Q.*\\E", "\\x{2E}\\x{2A}", ".*", "ab"),
            ("\\101", "A", "A", "B"),
            ("[[a]]", "[\\x{5B}a]\\x{5D}", "[]", "a"),
            ("\\d", "[0-9]", "7", "\u{663}"),
            // A repetition after a flags-only group repeats what is before it.
            ("^a(?i)*b$", "^a*(?i)b$", "aaB", "AB"),
            // An escaped punctuation character is itself (not Rust's `\<`).
            ("\\<a", "\\x{3C}a", "<a", "a"),
            // Word boundaries are ASCII ones.
            ("é\\b", "\\x{E9}(?-u:\\b)", "éa", "é"),
            ("a\\B", "a\\B", "ab", "a"),
            ("(?P<a>x)(?P<a>y)", "(?P<a>x)(y)", "xy", "x"),
            ("(?i)ab", "(?i)ab", "AB", "ac"),
            ("[^\\s]", "[^[\\t\\n\\x0C\\r ]]", "a", " "),
            ("\\p{greek}+", "\\p{Greek}+", "αβ", "ab"),
        ] {
            let translated = translate(pattern).unwrap();
            assert_eq!(translated, rust, "{pattern}");
            let re = regex::Regex::new(&translated).unwrap();
            assert!(re.is_match(yes), "{pattern} ~ {yes}");
            assert!(!re.is_match(no), "{pattern} !~ {no}");
        }
    }
}
