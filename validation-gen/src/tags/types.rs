//! Data types produced by the tag parser (see `grammar.rs`).
//!
//! All positions are [`Span`]s: half-open byte ranges `start..end` into the
//! text that was handed to [`parse_tag`](super::parse_tag) (or
//! [`tag_name`](super::tag_name), [`parse_raw_tag`](super::parse_raw_tag)).
//! They always lie on `char` boundaries of that text.

use std::fmt;

/// A half-open byte range `start..end` into the tag text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub const fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// Length in bytes.
    pub const fn len(&self) -> usize {
        self.end.saturating_sub(self.start)
    }

    pub const fn is_empty(&self) -> bool {
        self.end <= self.start
    }

    /// The same range moved `offset` bytes to the right, e.g. to turn a
    /// position in a tag line ([`TagLine::text`](super::TagLine)) into a
    /// position in the whole doc string (add [`TagLine::offset`](super::TagLine)).
    pub const fn shifted(self, offset: usize) -> Self {
        Span {
            start: self.start.saturating_add(offset),
            end: self.end.saturating_add(offset),
        }
    }

    /// The text this span covers, or `None` if it does not lie inside `text`
    /// on char boundaries.
    pub fn slice<'a>(&self, text: &'a str) -> Option<&'a str> {
        text.get(self.start..self.end)
    }

    /// The span as a character range of `text`: `(column, width)` where
    /// `column` counts the chars before `start` and `width` the chars inside.
    /// Returns `None` if the span is not inside `text` on char boundaries.
    pub fn char_range(&self, text: &str) -> Option<(usize, usize)> {
        let before = text.get(..self.start)?;
        let inside = text.get(self.start..self.end)?;
        Some((before.chars().count(), inside.chars().count()))
    }
}

/// The type of a literal, as used in type-check messages
/// (`got string, want int`). Displays as `string`, `int`, `bool`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LiteralKind {
    String,
    Int,
    Bool,
}

impl LiteralKind {
    pub const fn as_str(self) -> &'static str {
        match self {
            LiteralKind::String => "string",
            LiteralKind::Int => "int",
            LiteralKind::Bool => "bool",
        }
    }
}

impl fmt::Display for LiteralKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A typed scalar: an argument value or a tag payload that is not a tag.
///
/// * bare identifier `true` / `false` → `Bool`;
/// * any other bare identifier, or any quoted string (`"…"`, `` `…` ``, so
///   also `"true"`) → `String` (unescaped contents);
/// * an integer literal in Go syntax (decimal, `0x`, `0o`, `0b`, `0`-prefixed
///   octal, `_` separators, optional sign) that fits in `i64` → `Int`.
///
/// The source text of the literal is kept next to it (`Arg::raw`,
/// `Tag::value_raw`) so that tags can insist on canonical decimal with
/// [`parse_canonical_int`](super::parse_canonical_int).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Literal {
    String(String),
    Int(i64),
    Bool(bool),
}

impl Literal {
    pub fn kind(&self) -> LiteralKind {
        match self {
            Literal::String(_) => LiteralKind::String,
            Literal::Int(_) => LiteralKind::Int,
            Literal::Bool(_) => LiteralKind::Bool,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Literal::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_int(&self) -> Option<i64> {
        match self {
            Literal::Int(i) => Some(*i),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Literal::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

/// Canonical tag syntax: strings double-quoted (escaping only `\` and `"`),
/// ints in decimal, bools as `true`/`false`.
impl fmt::Display for Literal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Literal::String(s) => {
                f.write_str("\"")?;
                for c in s.chars() {
                    if c == '"' || c == '\\' {
                        f.write_str("\\")?;
                    }
                    write!(f, "{c}")?;
                }
                f.write_str("\"")
            }
            Literal::Int(i) => write!(f, "{i}"),
            Literal::Bool(b) => write!(f, "{b}"),
        }
    }
}

/// One argument inside `name(...)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// `Some("key")` for `key: value`, `None` for a positional argument.
    pub name: Option<String>,
    /// Span of the key of a named argument.
    pub name_span: Option<Span>,
    /// The typed value.
    pub value: Literal,
    /// Source text of the value exactly as written: with its quotes for a
    /// quoted string (`"x"`), with sign/prefix for an int (`+5`, `0x10`).
    pub raw: String,
    /// Span of `raw`.
    pub value_span: Span,
    /// Span of the whole argument (`key: value` or `value`).
    pub span: Span,
}

impl Arg {
    pub fn is_positional(&self) -> bool {
        self.name.is_none()
    }
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(name) = &self.name {
            write!(f, "{name}: ")?;
        }
        write_literal(f, &self.value, Some(&self.raw))
    }
}

/// The payload of a tag (what follows `=`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagValue {
    /// `=value`. The source text is in [`Tag::value_raw`].
    Literal(Literal),
    /// `=+other...`: a chained tag.
    Tag(Box<Tag>),
}

impl TagValue {
    /// `"string"`, `"int"`, `"bool"` or `"tag"`, for type-check messages.
    pub fn type_name(&self) -> &'static str {
        match self {
            TagValue::Literal(l) => l.kind().as_str(),
            TagValue::Tag(_) => "tag",
        }
    }

    pub fn as_literal(&self) -> Option<&Literal> {
        match self {
            TagValue::Literal(l) => Some(l),
            TagValue::Tag(_) => None,
        }
    }

    pub fn as_tag(&self) -> Option<&Tag> {
        match self {
            TagValue::Tag(t) => Some(t),
            TagValue::Literal(_) => None,
        }
    }
}

/// A parsed tag, e.g. `+k8s:item(type: "x", port: 80)=+k8s:maxLength=10`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// Name without the `+`, e.g. `k8s:item`.
    pub name: String,
    pub name_span: Span,
    /// Arguments in source order (duplicates are kept; the parser guarantees
    /// either at most one positional argument or only named arguments).
    pub args: Vec<Arg>,
    /// Span of `(...)` including the parentheses; `None` if there were no
    /// parentheses (`name()` gives `Some` with empty `args`).
    pub args_span: Option<Span>,
    pub value: Option<TagValue>,
    /// Source text of a literal payload (`"x"`, `+5`, `foo`); `None` when
    /// there is no payload or the payload is a chained tag.
    pub value_raw: Option<String>,
    /// Span of the payload: the literal's text, or the chained tag's
    /// [`Tag::span`] (starting at its `+`).
    pub value_span: Option<Span>,
    /// The whole tag from its `+` to the end of its payload, without a
    /// trailing comment.
    pub span: Span,
}

impl Tag {
    /// The first named argument called `name`.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|a| a.name.as_deref() == Some(name))
    }

    /// The positional argument, if any.
    pub fn positional_arg(&self) -> Option<&Arg> {
        self.args.iter().find(|a| a.name.is_none())
    }

    /// The payload if it is a literal.
    pub fn literal(&self) -> Option<&Literal> {
        self.value.as_ref().and_then(TagValue::as_literal)
    }

    /// The payload if it is a chained tag.
    pub fn chained(&self) -> Option<&Tag> {
        self.value.as_ref().and_then(TagValue::as_tag)
    }

    /// This tag followed by every tag chained below it, outermost first.
    pub fn chain(&self) -> impl Iterator<Item = &Tag> {
        std::iter::successors(Some(self), |t| t.chained())
    }

    /// The last tag of the chain (`self` if nothing is chained).
    pub fn innermost(&self) -> &Tag {
        let mut t = self;
        while let Some(next) = t.chained() {
            t = next;
        }
        t
    }
}

/// Renders the tag in tag syntax: `+name`, `(...)` if it had parentheses
/// (arguments joined with `, `, named ones as `key: value`), then `=value` or
/// `=+chained`. Literals are written as in the source when [`Arg::raw`] /
/// [`Tag::value_raw`] still spell the same literal, otherwise canonically (see
/// `Display for Literal`). Comments are not rendered. The output parses back
/// to an equal tag (up to spans).
impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cur = Some(self);
        while let Some(t) = cur {
            cur = None;
            write!(f, "+{}", t.name)?;
            if t.args_span.is_some() || !t.args.is_empty() {
                f.write_str("(")?;
                for (i, a) in t.args.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{a}")?;
                }
                f.write_str(")")?;
            }
            match &t.value {
                None => {}
                Some(TagValue::Literal(l)) => {
                    f.write_str("=")?;
                    write_literal(f, l, t.value_raw.as_deref())?;
                }
                Some(TagValue::Tag(inner)) => {
                    f.write_str("=")?;
                    cur = Some(inner);
                }
            }
        }
        Ok(())
    }
}

fn write_literal(f: &mut fmt::Formatter<'_>, lit: &Literal, raw: Option<&str>) -> fmt::Result {
    if let Some(raw) = raw {
        if super::grammar::literal_from_raw(raw).as_ref() == Some(lit) {
            return f.write_str(raw);
        }
    }
    write!(f, "{lit}")
}

/// A syntax error in a tag line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagParseError {
    /// Short description, e.g. `unterminated string`.
    pub message: String,
    /// Where the problem is (byte offsets into the tag text; may be empty,
    /// e.g. at the end of the text for `expected ')'`).
    pub span: Span,
}

impl TagParseError {
    pub fn new(message: impl Into<String>, span: Span) -> Self {
        TagParseError {
            message: message.into(),
            span,
        }
    }
}

impl fmt::Display for TagParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TagParseError {}
