//! Lays out an emitted item's tokens as Rust text directly, in one pass
//! over the tokens: statements one per line, blocks indented by four
//! spaces, a call's or list's elements one per line when the call does not
//! fit in [`MAX_WIDTH`] columns, `#[doc]` attributes as `///` comments.
//!
//! Formatting through syn and prettyplease (parse the tokens into a syntax
//! tree, then print it) cost two thirds of generation: the output is many
//! times the input. This writer knows no syntax beyond what spacing and
//! line breaks need, so its layout is close to rustfmt's but not the same;
//! generated files are only ever `include!`d, which rustfmt does not
//! follow. The text is the same Rust as the tokens: a test parses it back
//! and compares it with the tokens through prettyplease.
//!
//! A block can be read before the item around it is built ([`fragment`]):
//! it then stands in the item's tokens as one token and is written in
//! its place, so nesting it copies nothing.

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

/// The column a call or list that fits stays within.
const MAX_WIDTH: usize = 100;
const INDENT: usize = 4;

/// Lays out one item (or several) as text ending with a line break.
pub fn item_text(tokens: TokenStream) -> String {
    #[cfg(test)]
    let original = tests::CHECK_EVERY_ITEM
        .load(std::sync::atomic::Ordering::Relaxed)
        .then(|| expand_fragments(tokens.clone()));
    let text = lay_out(tokens);
    #[cfg(test)]
    if let Some(tokens) = original {
        tests::assert_same_rust(tokens, &text);
    }
    text
}

fn lay_out(tokens: TokenStream) -> String {
    FRAGMENTS.with(|fragments| {
        let mut fragments = fragments.borrow_mut();
        let Fragments {
            words,
            read: pieces,
            masks,
            ..
        } = &mut *fragments;
        let start = words.len();
        let tokens = read(tokens, words, pieces, masks, &mut 0);
        let words: &str = words;
        let mut writer = Writer {
            words,
            fragments: pieces,
            out: String::with_capacity(2 * (words.len() - start)),
            col: 0,
            indent: 0,
        };
        writer.sequence(&tokens, Mode::Block);
        writer.out.push('\n');
        writer.out
    })
}

/// A fragment's stand-in is an undelimited group of this identifier and
/// the fragment's index as an integer literal. The emitter builds no other
/// undelimited groups, so a type or field of this name is never taken for
/// one; one name for all, so a walk recognizes it by comparing names (an
/// identifier's text costs an allocation).
const FRAGMENT_MARKER: &str = "__layout_fragment";

thread_local! {
    /// The fragments read on this thread for the file being emitted.
    static FRAGMENTS: std::cell::RefCell<Fragments> = std::cell::RefCell::new(Fragments::default());
}

/// Pieces of an item read before the item is complete, and the words of
/// everything read for the file (one buffer, so a fragment's words keep
/// their offsets wherever it is spliced).
#[derive(Default)]
struct Fragments {
    words: String,
    read: Vec<Vec<Tok>>,
    /// For each fragment, which of [`TRACKED_WORDS`] it holds (bit `i`
    /// for word `i`), its own fragments' included: found as it is read.
    masks: Vec<u16>,
    /// Each fragment's tokens as built, to check the text against.
    #[cfg(test)]
    tokens: Vec<TokenStream>,
}

/// Starts (or ends) a file: no fragments, no words.
pub fn begin_file() {
    FRAGMENTS.with(|fragments| *fragments.borrow_mut() = Fragments::default());
}

/// Reads `tokens` now, as laying them out would, and returns a stand-in
/// (see [`FRAGMENT_MARKER`]) that [`item_text`] replaces with what was
/// read. The emitter nests a block in its function, the function's body
/// in the function and so on: with quote each level copies every token of
/// what it interpolates (and each walk over a stream copies it again),
/// while a fragment is read once and then is one token (a group).
/// [`fragment_mentions`] and [`fragment_words`] look into fragments.
pub fn fragment(tokens: TokenStream) -> TokenStream {
    if tokens.is_empty() {
        return tokens;
    }
    #[cfg(test)]
    let original = expand_fragments(tokens.clone());
    let index = FRAGMENTS.with(|fragments| {
        let mut fragments = fragments.borrow_mut();
        let fragments = &mut *fragments;
        let mut mask = 0;
        let toks = read(
            tokens,
            &mut fragments.words,
            &fragments.read,
            &fragments.masks,
            &mut mask,
        );
        fragments.read.push(toks);
        fragments.masks.push(mask);
        #[cfg(test)]
        fragments.tokens.push(original);
        fragments.read.len() - 1
    });
    stand_in(index)
}

/// The stand-in of the fragment with this index (see [`FRAGMENT_MARKER`]).
fn stand_in(index: usize) -> TokenStream {
    let marker = proc_macro2::Ident::new(FRAGMENT_MARKER, proc_macro2::Span::call_site());
    let stand_in: TokenStream = [
        TokenTree::Ident(marker),
        TokenTree::Literal(proc_macro2::Literal::usize_unsuffixed(index)),
    ]
    .into_iter()
    .collect();
    TokenTree::Group(proc_macro2::Group::new(Delimiter::None, stand_in)).into()
}

/// The fragment a group stands for, if it is a stand-in.
pub fn fragment_index(group: &proc_macro2::Group) -> Option<usize> {
    if group.delimiter() != Delimiter::None {
        return None;
    }
    let mut tokens = group.stream().into_iter();
    match (tokens.next(), tokens.next(), tokens.next()) {
        (Some(TokenTree::Ident(marker)), Some(TokenTree::Literal(index)), None) if marker == FRAGMENT_MARKER => {
            literal_usize(&index)
        }
        _ => None,
    }
}

/// An unsuffixed integer literal's value, read without allocating (the
/// walks ask this of every fragment they pass).
fn literal_usize(literal: &proc_macro2::Literal) -> Option<usize> {
    /// Digits written into a stack buffer; anything longer is no index.
    struct Digits {
        bytes: [u8; 20],
        len: usize,
    }
    impl std::fmt::Write for Digits {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            let end = self.len + s.len();
            let slot = self.bytes.get_mut(self.len..end).ok_or(std::fmt::Error)?;
            slot.copy_from_slice(s.as_bytes());
            self.len = end;
            Ok(())
        }
    }
    let mut digits = Digits { bytes: [0; 20], len: 0 };
    std::fmt::write(&mut digits, format_args!("{literal}")).ok()?;
    let text = std::str::from_utf8(digits.bytes.get(..digits.len)?).ok()?;
    text.parse().ok()
}

/// What a stream says about a variable (scope-aware: a `let` that binds it
/// again shadows it for the rest of its block, and a field of that name,
/// `x.name`, is not the variable).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mention {
    /// Read before any `let` rebinds it.
    Read,
    /// Bound again by a `let` before being read: the rest of the
    /// enclosing block cannot read the outer one.
    Shadowed,
    None,
}

/// What the fragment with this index says about the variable `name`
/// (scope-aware, see [`Mention`]).
pub fn fragment_mentions(index: usize, name: &str) -> Mention {
    FRAGMENTS.with(|fragments| {
        let fragments = fragments.borrow();
        fragments.read.get(index).map_or(Mention::None, |toks| {
            toks_mention(toks, &fragments.read, &fragments.words, name)
        })
    })
}

fn toks_mention(toks: &[Tok], fragments: &[Vec<Tok>], words: &str, name: &str) -> Mention {
    let mut after_dot = false;
    let mut i = 0;
    while let Some(token) = toks.get(i) {
        i += 1;
        let field_access = std::mem::replace(
            &mut after_dot,
            matches!(token, Tok::Op(op) if op.bytes().ends_with(b".")),
        );
        match token {
            Tok::Word(word) if field_access && word.text(words) == name => {}
            Tok::Word(word) if word.text(words) == "let" => {
                let rebinds = toks.get(i).is_some_and(|pattern| tok_binds(pattern, words, name));
                if rebinds {
                    i += 1;
                    // Only the initializer can still read the outer binding.
                    let rest = toks.get(i..).unwrap_or_default();
                    let end = rest.iter().position(|t| t.is_op(";")).unwrap_or(rest.len());
                    return match toks_mention(rest.get(..end).unwrap_or_default(), fragments, words, name) {
                        Mention::Read => Mention::Read,
                        _ => Mention::Shadowed,
                    };
                }
            }
            Tok::Word(word) if word.text(words) == name => return Mention::Read,
            Tok::Group { body, .. } if toks_mention(body, fragments, words, name) == Mention::Read => {
                return Mention::Read
            }
            // In its place, as if written there.
            Tok::Fragment(index) => match fragments.get(*index).map(|f| toks_mention(f, fragments, words, name)) {
                Some(Mention::Read) => return Mention::Read,
                Some(Mention::Shadowed) => return Mention::Shadowed,
                _ => {}
            },
            _ => {}
        }
    }
    Mention::None
}

/// Whether a `let` pattern binds `name`.
fn tok_binds(pattern: &Tok, words: &str, name: &str) -> bool {
    match pattern {
        Tok::Word(word) => word.text(words) == name,
        Tok::Group { body, .. } => body.iter().any(|t| tok_binds(t, words, name)),
        _ => false,
    }
}

/// The words a function's body is searched for: the runtime names it
/// may need imported and the parameters it may read (and `value` and
/// `old_value`, which a block with neither need not be searched for, see
/// [`text_mentions`]). Each fragment keeps
/// which of them it holds as it is read ([`fragment_words`]), so the
/// search walks no token (walking every word of every function body cost
/// more than reading them).
pub const TRACKED_WORDS: [&str; 12] = [
    "validate",
    "SemanticEq",
    "TypedStr",
    "semantic_eq",
    "ErrorList",
    "obj",
    "old",
    "errs",
    "op",
    "path",
    "value",
    "old_value",
];

/// The bit of a word in [`TRACKED_WORDS`] (0 for any other word).
fn tracked_bit(word: &str) -> u16 {
    match word {
        "validate" => 1,
        "SemanticEq" => 1 << 1,
        "TypedStr" => 1 << 2,
        "semantic_eq" => 1 << 3,
        "ErrorList" => 1 << 4,
        "obj" => 1 << 5,
        "old" => 1 << 6,
        "errs" => 1 << 7,
        "op" => 1 << 8,
        "path" => 1 << 9,
        "value" => 1 << 10,
        "old_value" => 1 << 11,
        _ => 0,
    }
}

/// Which of [`TRACKED_WORDS`] the fragment with this index holds, in it
/// or in fragments inside it: bit `i` for word `i`.
pub fn fragment_words(index: usize) -> u16 {
    FRAGMENTS.with(|fragments| fragments.borrow().masks.get(index).copied().unwrap_or(0))
}

/// `tokens` with every fragment replaced by the tokens it was read from.
#[cfg(test)]
pub(super) fn expand_fragments(tokens: TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    for token in tokens {
        match token {
            TokenTree::Group(group) if fragment_index(&group).is_some() => {
                let index = fragment_index(&group);
                let expanded = index.and_then(|i| FRAGMENTS.with(|f| f.borrow().tokens.get(i).cloned()));
                out.extend(expanded.unwrap_or_default());
            }
            TokenTree::Group(group) => {
                let mut expanded = proc_macro2::Group::new(group.delimiter(), expand_fragments(group.stream()));
                expanded.set_span(group.span());
                out.extend([TokenTree::Group(expanded)]);
            }
            other => out.extend([other]),
        }
    }
    out
}

/// Text parsed back into tokens with the stand-ins written in it (the
/// marker, then the index) replaced by their fragments' tokens.
#[cfg(test)]
fn expand_written_stand_ins(tokens: TokenStream, fragments: &[TokenStream]) -> TokenStream {
    let mut out = TokenStream::new();
    let mut tokens = tokens.into_iter().peekable();
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Ident(marker) if marker == FRAGMENT_MARKER => {
                if let Some(TokenTree::Literal(index)) = tokens.next() {
                    let fragment = literal_usize(&index).and_then(|i| fragments.get(i));
                    out.extend(fragment.cloned().unwrap_or_default());
                }
            }
            TokenTree::Group(group) => {
                let expanded = expand_written_stand_ins(group.stream(), fragments);
                out.extend([TokenTree::Group(proc_macro2::Group::new(group.delimiter(), expanded))]);
            }
            other => out.extend([other]),
        }
    }
    out
}

/// A token as the layout sees it.
#[derive(Clone, Debug)]
enum Tok {
    /// An identifier, keyword, lifetime or literal.
    Word(Word),
    /// Punctuation, joint characters together (`::`, `=>`, `&&`).
    Op(Op),
    Group {
        delimiter: Delimiter,
        body: Vec<Tok>,
        /// Its width on one line, `None` when it holds a block or a
        /// `///` comment and so needs line breaks.
        flat: Option<usize>,
    },
    /// `#[doc = "..."]` with a one-line value: written `///...`.
    Doc(String),
    /// A fragment read before (see [`fragment`]), by index: written as
    /// its tokens would be in its place. Fragments hold statements, so
    /// they sit in blocks, which break lines anyway.
    Fragment(usize),
}

/// A word's text (in the item's word buffer, so reading a token does not
/// allocate) and what it is to spacing.
#[derive(Clone, Copy, Debug)]
struct Word {
    start: u32,
    end: u32,
    class: Class,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    /// A name or a literal.
    Name,
    /// A type's name by Rust's conventions (`Option`, `T`, not `MAX`): a
    /// `<` after it opens generic arguments.
    Type,
    /// A keyword after which an expression starts (so `&`, `*`, `-`, `|`
    /// after it are unary and `(` after it is not a call).
    Keyword,
    /// `fn`, `struct`, `enum`, `trait`, `type`: the name after it may take
    /// generic parameters.
    Item,
    /// `impl`, which may take generic parameters.
    Impl,
    /// `else` and `as`, which continue an expression after a block.
    Continues,
}

impl Class {
    fn of(word: &str) -> Class {
        match word {
            "else" | "as" => Class::Continues,
            "impl" => Class::Impl,
            "fn" | "struct" | "enum" | "trait" | "type" => Class::Item,
            "break" | "const" | "dyn" | "for" | "if" | "in" | "let" | "loop" | "match" | "mod" | "move" | "mut"
            | "ref" | "return" | "static" | "unsafe" | "use" | "where" | "while" | "yield" => Class::Keyword,
            _ if word.starts_with(|c: char| c.is_ascii_uppercase())
                && (word.len() == 1 || word.contains(|c: char| c.is_ascii_lowercase())) =>
            {
                Class::Type
            }
            _ => Class::Name,
        }
    }
}

impl Word {
    fn text<'a>(&self, words: &'a str) -> &'a str {
        words.get(self.start as usize..self.end as usize).unwrap_or_default()
    }

    fn len(&self) -> usize {
        (self.end - self.start) as usize
    }
}

/// Up to three punctuation characters (Rust's longest operator is `..=`,
/// `<<=`, `>>=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Op {
    chars: [u8; 3],
    len: u8,
}

impl Op {
    const EMPTY: Op = Op { chars: [0; 3], len: 0 };

    fn as_str(&self) -> &str {
        std::str::from_utf8(self.bytes()).unwrap_or("")
    }

    fn bytes(&self) -> &[u8] {
        self.chars.get(..usize::from(self.len)).unwrap_or_default()
    }

    fn push(&mut self, c: char) -> bool {
        let i = usize::from(self.len);
        match (self.chars.get_mut(i), u8::try_from(c)) {
            (Some(slot), Ok(byte)) if c.is_ascii() => {
                *slot = byte;
                self.len += 1;
                true
            }
            _ => false,
        }
    }
}

impl Tok {
    fn width(&self) -> Option<usize> {
        match self {
            Tok::Word(word) => Some(word.len()),
            Tok::Op(op) => Some(usize::from(op.len)),
            Tok::Group { flat, .. } => *flat,
            Tok::Doc(_) | Tok::Fragment(_) => None,
        }
    }

    fn is_op(&self, s: &str) -> bool {
        matches!(self, Tok::Op(op) if op.bytes() == s.as_bytes())
    }

    fn is_block(&self) -> bool {
        matches!(self, Tok::Group { delimiter: Delimiter::Brace, flat, body } if flat.is_none() || body.is_empty())
    }
}

/// Reads a token stream into [`Tok`]s, joining joint punctuation and
/// lifetimes and measuring every group's one-line width.
fn read(stream: TokenStream, words: &mut String, fragments: &[Vec<Tok>], masks: &[u16], mask: &mut u16) -> Vec<Tok> {
    let mut out = Vec::new();
    read_into(stream, &mut out, words, fragments, masks, mask);
    out
}

/// Appends a word written by `write` to the word buffer.
/// Its bit in [`TRACKED_WORDS`] is added to `mask`.
fn word(words: &mut String, mask: &mut u16, write: impl FnOnce(&mut String) -> std::fmt::Result) -> Tok {
    let start = words.len();
    let _ = write(words);
    let text = words.get(start..).unwrap_or_default();
    let class = Class::of(text);
    *mask |= tracked_bit(text);
    let offset = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    Tok::Word(Word {
        start: offset(start),
        end: offset(words.len()),
        class,
    })
}

fn read_into(
    stream: TokenStream,
    out: &mut Vec<Tok>,
    words: &mut String,
    fragments: &[Vec<Tok>],
    masks: &[u16],
    mask: &mut u16,
) {
    use std::fmt::Write;
    let mut tokens = stream.into_iter().peekable();
    let mut op = Op::EMPTY;
    while let Some(token) = tokens.next() {
        match token {
            TokenTree::Punct(p) => {
                let c = p.as_char();
                let joint = p.spacing() == Spacing::Joint;
                if c == '\'' && op.len == 0 {
                    // A lifetime: `'` joined to the identifier after it.
                    if let Some(TokenTree::Ident(_)) = tokens.peek() {
                        if let Some(TokenTree::Ident(name)) = tokens.next() {
                            out.push(word(words, mask, |w| write!(w, "'{name}")));
                        }
                        continue;
                    }
                }
                if !op.push(c) {
                    out.push(Tok::Op(op));
                    op = Op::EMPTY;
                    op.push(c);
                }
                if !(joint && matches!(tokens.peek(), Some(TokenTree::Punct(_)))) {
                    out.push(Tok::Op(op));
                    op = Op::EMPTY;
                }
            }
            TokenTree::Ident(ident) => out.push(word(words, mask, |w| write!(w, "{ident}"))),
            TokenTree::Literal(literal) => out.push(word(words, mask, |w| write!(w, "{literal}"))),
            TokenTree::Group(group) => {
                if let Some(index) = fragment_index(&group) {
                    // Read already: its tokens, as read, in its place.
                    if index < fragments.len() {
                        out.push(Tok::Fragment(index));
                        *mask |= masks.get(index).copied().unwrap_or(0);
                    }
                    continue;
                }
                let delimiter = group.delimiter();
                let stream = group.stream();
                // Dropped first, so the stream is not shared and iterating
                // it does not copy its tokens.
                drop(group);
                if delimiter == Delimiter::None {
                    read_into(stream, out, words, fragments, masks, mask);
                    continue;
                }
                let body = read(stream, words, fragments, masks, mask);
                push_group(delimiter, body, out, words);
            }
        }
    }
    if op.len > 0 {
        out.push(Tok::Op(op));
    }
}

/// Appends a group read, measured (or, `#[doc = ".."]`, a `///` line).
fn push_group(delimiter: Delimiter, body: Vec<Tok>, out: &mut Vec<Tok>, words: &str) {
    if delimiter == Delimiter::Bracket && out.last().is_some_and(|t| t.is_op("#")) {
        if let Some(text) = doc_text(&body, words) {
            out.pop();
            out.push(Tok::Doc(text));
            return;
        }
    }
    // `use a::{b, c}` lists names, not statements.
    let names = delimiter == Delimiter::Brace && out.last().is_some_and(|t| t.is_op("::"));
    let flat = if delimiter == Delimiter::Brace && !names && !body.is_empty() {
        None
    } else {
        flat_width(&body)
    };
    out.push(Tok::Group { delimiter, body, flat });
}

/// As [`fragment`], for Rust written as text: the regular parts of the
/// output (impls, signatures) are written with `format!`-style pushes and
/// read here, without building a token for each word. The text is read as
/// proc_macro2 would tokenize it: punctuation with nothing between is
/// joined (`&&`, `::`), `'a` is a lifetime; string literals and words are
/// words. It holds no fragments and no character literals.
pub fn fragment_text(text: &str) -> TokenStream {
    if text.is_empty() {
        return TokenStream::new();
    }
    stand_in(fragment_text_index(text))
}

/// Reads `text` as a fragment (see [`fragment_text`]): its index.
fn fragment_text_index(text: &str) -> usize {
    FRAGMENTS.with(|fragments| {
        let mut fragments = fragments.borrow_mut();
        let fragments = &mut *fragments;
        let mut lexer = Lexer {
            text: text.as_bytes(),
            source: text,
            at: 0,
            masks: &fragments.masks,
            mask: 0,
        };
        let toks = lexer.read(&mut fragments.words, None);
        let mask = lexer.mask;
        fragments.read.push(toks);
        fragments.masks.push(mask);
        #[cfg(test)]
        {
            let parsed = text.parse().unwrap_or_else(|e| panic!("{e:?}:\n{text}"));
            let expanded = expand_written_stand_ins(parsed, &fragments.tokens);
            fragments.tokens.push(expanded);
        }
        fragments.read.len() - 1
    })
}

/// As [`fragment_text`], returning the stand-in as text to write into
/// more text (empty for empty text): blocks written as text nest in
/// each other as one word each.
pub fn text_fragment(text: &str) -> String {
    if text.trim_start().is_empty() {
        return String::new();
    }
    let index = fragment_text_index(text);
    stand_in_text(index)
}

/// A stand-in written as text (the marker, then the index).
fn stand_in_text(index: usize) -> String {
    format!("{FRAGMENT_MARKER} {index}")
}

/// Tokens built with quote, read as a fragment, as text to write into
/// more text: a stand-in stays one (its tokens were read already).
pub fn embed(tokens: TokenStream) -> String {
    let mut iter = tokens.clone().into_iter();
    if let (Some(TokenTree::Group(group)), None) = (iter.next(), iter.next()) {
        if let Some(index) = fragment_index(&group) {
            return stand_in_text(index);
        }
    }
    let stand_in = fragment(tokens);
    let mut iter = stand_in.into_iter();
    match iter.next() {
        Some(TokenTree::Group(group)) => fragment_index(&group).map(stand_in_text).unwrap_or_default(),
        _ => String::new(),
    }
}

/// What the fragment a stand-in written as text (see [`text_fragment`])
/// says about the variable `name`; `None` for other text.
pub fn text_mentions(stand_in: &str, name: &str) -> Option<Mention> {
    let index = stand_in
        .strip_prefix(FRAGMENT_MARKER)?
        .strip_prefix(' ')?
        .parse()
        .ok()?;
    // A tracked word the fragment does not hold: nothing to walk.
    let bit = tracked_bit(name);
    if bit != 0 && fragment_words(index) & bit == 0 {
        return Some(Mention::None);
    }
    Some(fragment_mentions(index, name))
}

/// Reads Rust text into [`Tok`]s (see [`fragment_text`]).
struct Lexer<'a> {
    text: &'a [u8],
    /// The same text, to take words from without checking their UTF-8.
    source: &'a str,
    at: usize,
    /// The fragments' [`TRACKED_WORDS`] bits, one per fragment: a
    /// stand-in written as text (`format!("{stand_in}")`: the marker and
    /// the index) names one.
    masks: &'a [u16],
    /// The bits of what was read.
    mask: u16,
}

impl Lexer<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    /// Reads up to the closing delimiter `close` (or the end).
    fn read(&mut self, words: &mut String, close: Option<u8>) -> Vec<Tok> {
        let mut out = Vec::new();
        while let Some(c) = self.peek() {
            let start = self.at;
            self.at += 1;
            match c {
                b' ' | b'\n' | b'\t' | b'\r' => {}
                b'(' | b'[' | b'{' => {
                    let (delimiter, close) = match c {
                        b'(' => (Delimiter::Parenthesis, b')'),
                        b'[' => (Delimiter::Bracket, b']'),
                        _ => (Delimiter::Brace, b'}'),
                    };
                    let body = self.read(words, Some(close));
                    push_group(delimiter, body, &mut out, words);
                }
                b')' | b']' | b'}' if Some(c) == close => break,
                b'"' => {
                    while let Some(c) = self.peek() {
                        self.at += 1;
                        match c {
                            b'\\' => self.at += 1,
                            b'"' => break,
                            _ => {}
                        }
                    }
                    out.push(self.word(words, start));
                }
                b'\'' if self.peek().is_some_and(is_word_byte) => {
                    self.skip_word();
                    out.push(self.word(words, start));
                }
                _ if is_word_byte(c) => {
                    self.skip_word();
                    // A raw identifier (`r#type`).
                    if self.at == start + 1
                        && c == b'r'
                        && self.peek() == Some(b'#')
                        && self.text.get(self.at + 1).is_some_and(|&c| is_word_byte(c))
                    {
                        self.at += 1;
                        self.skip_word();
                    }
                    // A float (`0.0`), not a field access (`self.0.x`,
                    // `self.0.0`).
                    if c.is_ascii_digit()
                        && !out.last().is_some_and(|t: &Tok| t.is_op("."))
                        && self.peek() == Some(b'.')
                        && self.text.get(self.at + 1).is_some_and(u8::is_ascii_digit)
                    {
                        self.at += 1;
                        self.skip_word();
                    }
                    if self.text.get(start..self.at) == Some(FRAGMENT_MARKER.as_bytes()) {
                        if let Some(index) = self.fragment_index() {
                            out.push(Tok::Fragment(index));
                            self.mask |= self.masks.get(index).copied().unwrap_or(0);
                        }
                        continue;
                    }
                    out.push(self.word(words, start));
                }
                _ => {
                    // One of Rust's operators, longest first: quote joins
                    // the characters of one operator token (`&&`), not
                    // operators written together (`&&!`).
                    let rest = self.text.get(start..).unwrap_or_default();
                    // Every operator's second character is one of these.
                    let joined = rest
                        .get(1)
                        .is_some_and(|c| matches!(c, b'=' | b'.' | b'<' | b'>' | b':' | b'&' | b'|'));
                    let len = if joined {
                        OPERATORS
                            .iter()
                            .find(|o| rest.starts_with(o.as_bytes()))
                            .map_or(1, |o| o.len())
                    } else {
                        1
                    };
                    let mut op = Op::EMPTY;
                    for &c in rest.get(..len).unwrap_or_default() {
                        op.push(char::from(c));
                    }
                    self.at = start + len;
                    out.push(Tok::Op(op));
                }
            }
        }
        out
    }

    /// The index after a stand-in's marker.
    fn fragment_index(&mut self) -> Option<usize> {
        while self.peek() == Some(b' ') {
            self.at += 1;
        }
        let start = self.at;
        self.skip_word();
        let digits = std::str::from_utf8(self.text.get(start..self.at)?).ok()?;
        digits.parse().ok().filter(|&index| index < self.masks.len())
    }

    fn skip_word(&mut self) {
        while self.peek().is_some_and(is_word_byte) {
            self.at += 1;
        }
    }

    fn word(&mut self, words: &mut String, start: usize) -> Tok {
        let text = self.source.get(start..self.at).unwrap_or_default();
        word(words, &mut self.mask, |w| {
            w.push_str(text);
            Ok(())
        })
    }
}

fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || !c.is_ascii()
}

/// Rust's operators of more than one character, longest first.
const OPERATORS: [&str; 24] = [
    "..=", "...", "<<=", ">>=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=",
    "^=", "&=", "|=", "<<", ">>", "..",
];

/// The value of `doc = "..."` when it can be written as a `///` line: one
/// line, not starting with `/` (`////` is a plain comment).
fn doc_text(body: &[Tok], words: &str) -> Option<String> {
    let [Tok::Word(name), Tok::Op(eq), Tok::Word(literal)] = body else {
        return None;
    };
    if name.text(words) != "doc" || eq.bytes() != b"=" {
        return None;
    }
    let text = string_value(literal.text(words))?;
    (!text.contains(['\n', '\r']) && !text.starts_with('/')).then_some(text)
}

/// The value of a string literal token, `None` for anything unusual.
fn string_value(literal: &str) -> Option<String> {
    if let Some(raw) = literal.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let inner = raw.get(hashes..raw.len().checked_sub(hashes)?)?;
        return inner.strip_prefix('"')?.strip_suffix('"').map(str::to_owned);
    }
    let inner = literal.strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            value.push(c);
            continue;
        }
        value.push(match chars.next()? {
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            '0' => '\0',
            '\\' => '\\',
            '"' => '"',
            '\'' => '\'',
            'u' => {
                let rest = chars.as_str().strip_prefix('{')?;
                let end = rest.find('}')?;
                let c = char::from_u32(u32::from_str_radix(rest.get(..end)?, 16).ok()?)?;
                chars = rest.get(end + 1..)?.chars();
                c
            }
            _ => return None,
        });
    }
    Some(value)
}

/// A group's width on one line, or `None` when it needs line breaks.
fn flat_width(body: &[Tok]) -> Option<usize> {
    let mut width = 2;
    let mut spacer = Spacer::default();
    for token in body {
        let step = spacer.next(token);
        width += usize::from(step.space) + token.width()?;
    }
    Some(width)
}

/// What comes before a token on one line.
#[derive(Clone, Copy)]
struct Step {
    space: bool,
    /// A `,` or `;` that separates elements or statements (not one in
    /// generic arguments or closure parameters).
    separator: bool,
}

/// Where the previous token leaves the next one.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum After {
    /// The start of a sequence.
    #[default]
    Start,
    /// A value or a type: a following `&`, `-`, `*` or `|` is binary.
    Operand,
    /// An operator or keyword: a following `&`, `-`, `*` or `|` is unary.
    Operator,
    /// Something written close to what follows (`.`, `::`, a unary
    /// operator, `#`, a macro's `!`, `<` of generics, a closure's `|`).
    Tight,
}

/// Decides spacing token by token along one sequence.
#[derive(Default)]
struct Spacer {
    after: After,
    /// The previous token was a word (not a keyword).
    after_name: bool,
    /// The previous word names a type (or a generic item): a `<` after it
    /// opens generic arguments.
    after_type: bool,
    /// The previous word was `fn`, `struct`, `enum`, `trait` or `type`.
    after_item_keyword: bool,
    /// Open `<` of generic arguments.
    angles: usize,
    /// Inside a closure's `|...|`.
    in_parameters: bool,
}

impl Spacer {
    fn next(&mut self, token: &Tok) -> Step {
        let start = self.after == After::Start;
        let tight = self.after == After::Tight;
        let operand = self.after == After::Operand;
        let mut step = Step {
            space: !start && !tight,
            separator: false,
        };
        match token {
            Tok::Word(word) => {
                let keyword = word.class != Class::Name && word.class != Class::Type;
                self.after_type = matches!(word.class, Class::Impl | Class::Type) || self.after_item_keyword;
                self.after_item_keyword = word.class == Class::Item;
                self.after = if keyword { After::Operator } else { After::Operand };
                self.after_name = !keyword;
                return step;
            }
            Tok::Doc(_) => {
                *self = Spacer::default();
                return step;
            }
            Tok::Group { delimiter, .. } => {
                match delimiter {
                    // A call, an index, an attribute, a macro's arguments.
                    Delimiter::Parenthesis | Delimiter::Bracket if tight || operand => step.space = false,
                    _ => {}
                }
                self.after = After::Operand;
                self.after_name = false;
                self.after_type = false;
                self.after_item_keyword = false;
                return step;
            }
            // A fragment's own tokens are spaced where it is written
            // (`Writer::sequence`).
            Tok::Op(_) | Tok::Fragment(_) => {}
        }
        let Tok::Op(op) = token else { return step };
        let op = op.bytes();
        let after_name = std::mem::replace(&mut self.after_name, false);
        let after_type = std::mem::replace(&mut self.after_type, false);
        self.after_item_keyword = false;
        self.after = After::Operator;
        match op {
            b"," | b";" => {
                step.space = false;
                step.separator = self.angles == 0 && !self.in_parameters;
            }
            b"." => {
                step.space = false;
                self.after = After::Tight;
            }
            b"?" => {
                step.space = false;
                self.after = After::Operand;
            }
            b":" => step.space = false,
            b"::" => {
                step.space = !start && !tight && !operand;
                self.after = After::Tight;
            }
            b".." | b"..=" => {
                step.space &= !operand;
                self.after = After::Tight;
            }
            b"#" | b"#!" => self.after = After::Tight,
            b"!" if after_name => {
                // A macro call.
                step.space = false;
                self.after = After::Tight;
            }
            b"<" if after_type || tight || !operand => {
                // Generic arguments (after a type's name or `::`) or a
                // qualified path.
                step.space &= !after_type;
                self.angles += 1;
                self.after = After::Tight;
            }
            b">" | b">>" if self.angles > 0 => {
                step.space = false;
                self.angles = self.angles.saturating_sub(op.len());
                self.after = After::Operand;
            }
            b"|" if self.in_parameters => {
                step.space = false;
                self.in_parameters = false;
            }
            b"|" if !operand => {
                self.in_parameters = true;
                self.after = After::Tight;
            }
            b"||" if !operand => {}
            b"&" | b"&&" | b"*" | b"-" | b"!" if !operand => self.after = After::Tight,
            _ => {}
        }
        step
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Statements or items: one per line.
    Block,
    /// Part of a line; groups break only when they do not fit.
    Inline,
}

struct Writer<'a> {
    /// The text of the item's words.
    words: &'a str,
    /// The fragments [`Tok::Fragment`] names.
    fragments: &'a [Vec<Tok>],
    out: String,
    col: usize,
    /// The indentation of the current line.
    indent: usize,
}

impl Writer<'_> {
    fn write(&mut self, text: &str) {
        self.out.push_str(text);
        self.col += text.len();
    }

    fn newline(&mut self) {
        /// Indentation copied at once, not pushed a space at a time.
        const SPACES: &str = "                                                                ";
        self.out.push('\n');
        let mut left = self.indent;
        while left > 0 {
            let n = left.min(SPACES.len());
            self.out.push_str(SPACES.get(..n).unwrap_or_default());
            left -= n;
        }
        self.col = self.indent;
    }

    /// Writes a sequence of tokens; in a block, statements, items, match
    /// arms and fields each start a line.
    fn sequence(&mut self, tokens: &[Tok], mode: Mode) {
        let fragments = self.fragments;
        let mut spacer = Spacer::default();
        let mut previous: Option<(&Tok, Step)> = None;
        let mut before_previous: Option<&Tok> = None;
        // Fragments are written in place: a stack of the sequences entered.
        let mut open = vec![tokens.iter()];
        while let Some(top) = open.last_mut() {
            let Some(token) = top.next() else {
                open.pop();
                continue;
            };
            if let Tok::Fragment(index) = token {
                open.extend(fragments.get(*index).map(|f| f.iter()));
                continue;
            }
            let step = spacer.next(token);
            let line_break = match previous {
                Some((Tok::Doc(_), _)) => true,
                Some((previous, previous_step)) => {
                    mode == Mode::Block && breaks_between(previous, previous_step, before_previous, token)
                }
                None => false,
            };
            if line_break {
                self.newline();
            } else if step.space {
                self.write(" ");
            }
            self.token(token);
            before_previous = previous.map(|(t, _)| t);
            previous = Some((token, step));
        }
    }

    fn token(&mut self, token: &Tok) {
        match token {
            Tok::Word(word) => self.write(word.text(self.words)),
            Tok::Op(op) => self.write(op.as_str()),
            Tok::Doc(text) => {
                self.write("///");
                self.write(text);
            }
            Tok::Group { delimiter, body, flat } => self.group(*delimiter, body, *flat),
            Tok::Fragment(_) => self.sequence(std::slice::from_ref(token), Mode::Block),
        }
    }

    fn group(&mut self, delimiter: Delimiter, body: &[Tok], flat: Option<usize>) {
        let (open, close) = match delimiter {
            Delimiter::Parenthesis => ("(", ")"),
            Delimiter::Bracket => ("[", "]"),
            Delimiter::Brace => ("{", "}"),
            Delimiter::None => ("", ""),
        };
        if delimiter == Delimiter::Brace && flat.is_none() {
            if body.is_empty() {
                self.write("{}");
                return;
            }
            self.write(open);
            self.indent += INDENT;
            self.newline();
            self.sequence(body, Mode::Block);
            self.indent -= INDENT;
            self.newline();
            self.write(close);
            return;
        }
        if flat.is_some_and(|w| self.col + w <= MAX_WIDTH) || self.hugs(body) {
            self.write(open);
            self.sequence(body, Mode::Inline);
            self.write(close);
            return;
        }
        // One element per line, each followed by a comma when there are
        // several (a single parenthesized expression must not become a
        // tuple).
        let elements = split(body);
        let several = elements.len() > 1 || body.last().is_some_and(|t| t.is_op(","));
        self.write(open);
        self.indent += INDENT;
        for element in elements.iter().filter(|e| !e.is_empty()) {
            self.newline();
            self.sequence(element, Mode::Inline);
            if several {
                self.write(",");
            }
        }
        self.indent -= INDENT;
        self.newline();
        self.write(close);
    }

    /// Whether a group of one element that ends in a block or another
    /// group is written around it on the current line (`f(|x| {` ...
    /// `})`, `f(g(` ... `))`): what comes before that fits on one line.
    fn hugs(&self, body: &[Tok]) -> bool {
        let Some((last, before)) = body.split_last() else {
            return false;
        };
        if !matches!(last, Tok::Group { .. }) {
            return false;
        }
        let mut width = self.col + 1;
        let mut spacer = Spacer::default();
        for token in before {
            let step = spacer.next(token);
            if step.separator {
                return false;
            }
            match token.width() {
                Some(w) => width += usize::from(step.space) + w,
                None => return false,
            }
        }
        width + 2 <= MAX_WIDTH
    }
}

/// Whether a block puts a line break between two tokens.
fn breaks_between(previous: &Tok, previous_step: Step, before_previous: Option<&Tok>, next: &Tok) -> bool {
    if previous_step.separator {
        return true;
    }
    // After an attribute.
    if matches!(
        previous,
        Tok::Group {
            delimiter: Delimiter::Bracket,
            ..
        }
    ) && before_previous.is_some_and(|t| t.is_op("#") || t.is_op("#!"))
    {
        return true;
    }
    if !previous.is_block() {
        return false;
    }
    // After a block: a new statement or item, not `} else {` or a method
    // called on the block's value.
    match next {
        Tok::Word(word) => word.class != Class::Continues,
        Tok::Doc(_) | Tok::Fragment(_) => true,
        Tok::Op(op) => matches!(op.bytes(), b"#" | b"#!" | b"::" | b"*"),
        // A block statement after an `if` (`} {` would read as a missing
        // `else`).
        Tok::Group { delimiter, .. } => *delimiter == Delimiter::Brace,
    }
}

/// A group's body split at its separating commas.
fn split(body: &[Tok]) -> Vec<&[Tok]> {
    let mut elements = Vec::new();
    let mut spacer = Spacer::default();
    let mut start = 0;
    for (i, token) in body.iter().enumerate() {
        let step = spacer.next(token);
        if step.separator && token.is_op(",") {
            elements.push(body.get(start..i).unwrap_or_default());
            start = i + 1;
        }
    }
    elements.push(body.get(start..).unwrap_or_default());
    elements
}

#[cfg(test)]
mod tests {
    use super::lay_out;
    use quote::quote;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Set by a test: every item the emitter lays out is checked with
    /// [`assert_same_rust`].
    pub(super) static CHECK_EVERY_ITEM: AtomicBool = AtomicBool::new(false);

    /// The text is the same Rust as the tokens: prettyplease prints both
    /// the same.
    pub(super) fn assert_same_rust(tokens: proc_macro2::TokenStream, text: &str) {
        let from_tokens = prettyplease::unparse(&syn::parse2(tokens).expect("tokens parse"));
        let from_text = prettyplease::unparse(&syn::parse_file(text).unwrap_or_else(|e| panic!("{e}:\n{text}")));
        assert_eq!(from_text, from_tokens, "\n{text}");
    }

    fn laid_out(tokens: proc_macro2::TokenStream) -> String {
        let text = lay_out(tokens.clone());
        assert_same_rust(tokens, &text);
        text
    }

    /// Everything the emitter writes for a tree of mixed shapes and most
    /// tags is the same Rust as the tokens it built.
    #[test]
    fn the_synthetic_tree_is_laid_out_as_the_same_rust() {
        let dir = std::env::temp_dir().join(format!("vg-layout-{}", std::process::id()));
        validation_synthetic::write_tree(&dir, 2).unwrap();
        CHECK_EVERY_ITEM.store(true, Ordering::Relaxed);
        let generation = crate::Generator::new().generate(&dir);
        CHECK_EVERY_ITEM.store(false, Ordering::Relaxed);
        std::fs::remove_dir_all(&dir).unwrap();
        let generation = generation.unwrap_or_else(|d| panic!("{}", d.render_all()));
        assert_eq!(generation.files.len(), 2);
    }

    #[test]
    fn fragment_indexes_are_read_from_unsuffixed_integers_only() {
        let read = |l: proc_macro2::Literal| super::literal_usize(&l);
        assert_eq!(read(proc_macro2::Literal::usize_unsuffixed(0)), Some(0));
        assert_eq!(read(proc_macro2::Literal::usize_unsuffixed(1234567)), Some(1234567));
        assert_eq!(read(proc_macro2::Literal::usize_suffixed(5)), None);
        assert_eq!(read(proc_macro2::Literal::string("0123456789012345678901")), None);
    }

    #[test]
    fn functions_are_laid_out_one_statement_per_line() {
        let text = laid_out(quote! {
            /// Validates a `Foo`.
            #[inline]
            pub fn validate_foo(op: &::validation_runtime::Operation, path: &::validation_runtime::Path<'_>, obj: Option<&Foo>) -> ::validation_runtime::ErrorList {
                use ::validation_runtime::{ErrorList, SemanticEq, validate};
                let mut errs = ::validation_runtime::ErrorList::new();
                if let Some(obj) = obj { errs.append(validate::max_length(op, &path.child("name"), obj.name.as_str(), 5)); } else { return errs; }
                match obj.kind { Kind::A => {} Kind::B | Kind::C => errs.push(x), _ => {} }
                let v: Vec<Option<u8>> = vec![0u8; 4].iter().map(|&x| Some(-x)).collect::<Vec<_>>();
                for (i, e) in obj.items.iter().enumerate() { if !(*e > 0 && i < 3) { errs.extend(f(&*e)); } }
                errs
            }
        });
        assert_eq!(
            text,
            r#"/// Validates a `Foo`.
#[inline]
pub fn validate_foo(
    op: &::validation_runtime::Operation,
    path: &::validation_runtime::Path<'_>,
    obj: Option<&Foo>,
) -> ::validation_runtime::ErrorList {
    use ::validation_runtime::{ErrorList, SemanticEq, validate};
    let mut errs = ::validation_runtime::ErrorList::new();
    if let Some(obj) = obj {
        errs.append(validate::max_length(op, &path.child("name"), obj.name.as_str(), 5));
    } else {
        return errs;
    }
    match obj.kind {
        Kind::A => {}
        Kind::B | Kind::C => errs.push(x),
        _ => {}
    }
    let v: Vec<Option<u8>> = vec![0u8; 4].iter().map(|&x| Some(-x)).collect::<Vec<_>>();
    for (i, e) in obj.items.iter().enumerate() {
        if !(*e > 0 && i < 3) {
            errs.extend(f(&*e));
        }
    }
    errs
}
"#
        );
    }

    #[test]
    fn a_block_statement_after_an_if_starts_its_own_line() {
        let text = laid_out(quote! {
            fn f(a: bool) {
                if a {
                    let x = 1;
                    g(x);
                }
                {
                    let y = 2;
                    g(y);
                }
            }
        });
        assert!(!text.contains("} {"), "{text}");
        assert!(text.contains("    }\n    {\n"), "{text}");
    }

    #[test]
    fn long_calls_break_and_blocks_hug() {
        let text = laid_out(quote! {
            fn f() {
                errs.append(validate::union(op, path, &["alpha", "beta", "gamma", "delta"], [obj.alpha.is_some(), !obj.beta.is_empty()], old.map(|old| [old.alpha.is_some(), !old.beta.is_empty(), old.gamma != 0])));
                old.map(|old| { let x = 1; x });
                let single = (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb);
            }
        });
        assert_eq!(
            text,
            r#"fn f() {
    errs.append(validate::union(
        op,
        path,
        &["alpha", "beta", "gamma", "delta"],
        [obj.alpha.is_some(), !obj.beta.is_empty()],
        old.map(|old| [old.alpha.is_some(), !old.beta.is_empty(), old.gamma != 0]),
    ));
    old.map(|old| {
        let x = 1;
        x
    });
    let single = (
        aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa + bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
    );
}
"#
        );
    }

    #[test]
    fn impls_statics_closures_and_docs() {
        laid_out(quote! {
            impl ::validation_runtime::SemanticEq for crate::a::Foo<'_> {
                #[inline]
                fn semantic_eq(&self, other: &Self) -> bool { self.a.semantic_eq(&other.a) && self.b == other.b }
            }
            #[doc = "A rule `a || b`,\tcompiled once."]
            static RULE_0: ::std::sync::OnceLock<Option<Program>> = ::std::sync::OnceLock::new();
            #[doc = "/ starts with a slash"]
            #[doc = "two\nlines"]
            pub(crate) fn g<T: Into<u8>>(x: T) -> impl Fn(&u8) -> bool + 'static {
                let f = || true; let h = move |a: u8, b: u8| a | b; let r = 0..=5; let s = ..; let t = <Foo as Bar>::baz;
                if let [a, .., b] = &x[1..] {}
                #[cfg(feature = "x")]
                let y = Foo { a: 1, ..Default::default() };
                compile_error!("no");
                return move |v| *v >= 1 << 2 || !f() && x.0 != -1;
            }
        });
    }

    /// A fragment (and one inside it) is laid out as its tokens would be
    /// in its place, and is asked what it reads as they would be.
    #[test]
    fn fragments_are_written_and_read_in_place() {
        use super::{fragment, fragment_mentions, fragment_words, Mention};
        super::begin_file();
        let inner = fragment(quote! {
            let value = obj.value.as_str();
            errs.append(validate::max_length(op, &path, value, 5));
        });
        let outer = fragment(quote! {
            if op.is_update() { #inner }
            let path = path.child("spec");
            f(value);
            // A field of the stand-ins' name is only a field.
            g(obj.__layout_fragment, 0);
        });
        let with_fragments = super::item_text(quote!(fn f() { let x = old_value; #outer }));
        let inline = quote! {
            fn f() {
                let x = old_value;
                if op.is_update() {
                    let value = obj.value.as_str();
                    errs.append(validate::max_length(op, &path, value, 5));
                }
                let path = path.child("spec");
                f(value);
                g(obj.__layout_fragment, 0);
            }
        };
        assert_eq!(with_fragments, lay_out(inline));
        let index = |tokens: &proc_macro2::TokenStream| match tokens.clone().into_iter().next() {
            Some(proc_macro2::TokenTree::Group(group)) => super::fragment_index(&group).unwrap(),
            _ => panic!("not a fragment: {tokens}"),
        };
        // `obj.value` is a field; the `let` rebinds `value` for the rest.
        assert!(fragment_mentions(index(&inner), "value") == Mention::Shadowed);
        // The block's `let` does not reach past it: `f(value)` reads it.
        assert!(fragment_mentions(index(&outer), "value") == Mention::Read);
        // Read inside the inner fragment, before the `let` rebinds it.
        assert!(fragment_mentions(index(&outer), "path") == Mention::Read);
        assert!(fragment_mentions(index(&outer), "old_value") == Mention::None);
        // Of the tracked words, the outer fragment holds these (in the
        // inner one too), not `old`, `ErrorList` or `old_value`.
        let held: Vec<&str> = super::TRACKED_WORDS
            .iter()
            .enumerate()
            .filter(|(i, _)| fragment_words(index(&outer)) & (1 << i) != 0)
            .map(|(_, word)| *word)
            .collect();
        assert_eq!(held, ["validate", "obj", "errs", "op", "path", "value"]);
        super::begin_file();
    }

    /// Text read by the lexer is laid out byte for byte as the same
    /// code built with quote: operators written together stay apart as
    /// quote's (`&&!`), raw identifiers, lifetimes, floats, field indexes,
    /// doc attributes, and a fragment's stand-in written into the text.
    #[test]
    fn text_is_laid_out_as_the_same_tokens() {
        super::begin_file();
        let body = || quote!(let value = obj.r#type.0.x; errs.push(f(&value, 0.0, |a, b| a && !b)););
        let inline_body = body();
        let inline = lay_out(quote! {
            /// Says what it is: "quoted".
            #[inline]
            pub fn r#type<'a>(op: &::validation_runtime::Operation, path: &::validation_runtime::Path<'_>, obj: Option<&::k8s::Pod>, old: Option<&crate::a::Pod>,) -> Vec<Vec<u8>> {
                use ::validation_runtime::{validate, SemanticEq};
                if !(op.is_update() && old.is_some_and(|old| obj.a.semantic_eq(&old.a)) && x >= 1..=2) {
                    #inline_body
                } else { return; }
                a::<::b::C>(&&!x, -1, *y, x as u8 >> 2)
            }
        });
        super::begin_file();
        let fragment = super::fragment(body());
        let doc = proc_macro2::Literal::string(" Says what it is: \"quoted\".");
        let text = super::fragment_text(&format!(
            "#[doc = {doc}] #[inline] pub fn r#type<'a>(op: &::validation_runtime::Operation, path: &::validation_runtime::Path<'_>, \
             obj: Option<&::k8s::Pod>, old: Option<&crate::a::Pod>,) -> Vec<Vec<u8>> {{ \
             use ::validation_runtime::{{validate, SemanticEq}}; \
             if !(op.is_update() && old.is_some_and(|old| obj.a.semantic_eq(&old.a)) && x >= 1..=2) {{ {fragment} }} \
             else {{ return; }} a::<::b::C>(&&!x, -1, *y, x as u8 >> 2) }}"
        ));
        assert_eq!(lay_out(text), inline);
        super::begin_file();
    }

    #[test]
    fn doc_values_are_unescaped() {
        assert_eq!(super::string_value(r#""a\"b\\c\u{e9}""#).as_deref(), Some("a\"b\\cé"));
        assert_eq!(super::string_value(r###"r#"a"b"#"###).as_deref(), Some("a\"b"));
        assert_eq!(super::string_value(r#""\x41""#), None);
    }
}
