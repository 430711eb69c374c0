//! Regular expressions as the API server reads them: Go's `regexp`, for
//! schema `pattern` keywords and for CEL's `matches`, `find` and `findAll`.
//!
//! [`GoRegex::new`] parses a pattern with Go's syntax (`go`), giving Go's
//! error for what Go rejects, and writes what Go accepts in Rust's syntax
//! with Go's meaning. That runs on Rust's byte engines, or, when its byte
//! automaton would be large (big Unicode classes under large repetitions),
//! on a Pike VM over characters (`chars`) as Go's matcher runs. Compiled
//! patterns are kept per schema ([`SchemaPatterns`], held by
//! [`crate::Validator`]) and, for patterns known only at run time (CEL), in a
//! process-wide cache bounded in count and memory ([`cached`]).

mod cache;
mod chars;
mod go;
mod schema;

use std::fmt;
use std::sync::Arc;

use regex_automata::meta;
use regex_automata::nfa::thompson::WhichCaptures;
use regex_syntax::hir::{Class, Hir, HirKind};

pub use cache::cached;
pub use go::{syntax_error, translate};
pub use schema::SchemaPatterns;

/// The estimated size (see [`byte_cost`]) past which a pattern runs on
/// the character VM rather than Rust's byte automata: `\pL{30}` (a 450 KB
/// automaton) stays with the bytes, `[\p{L}\p{N}]{200}` (3.4 MB, 10 MB
/// with its reverse, Go: 200 instructions) goes to the characters.
const MAX_BYTE_COST: u64 = 20_000;

/// The largest byte automaton (Thompson NFA) built; a pattern whose
/// automaton grows past it anyway runs on the character VM.
const MAX_BYTE_PROGRAM: usize = 2 << 20;

/// The lazy DFA's cache, per thread that matches with the pattern: past it
/// the DFA is rebuilt or the search falls back to the NFA.
const LAZY_DFA_CACHE_BYTES: usize = 1 << 20;

/// A pattern Go's `regexp` rejects, or one too large to compile here: Go's
/// text, ``error parsing regexp: <what>: `<where>` ``.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternError {
    message: String,
}

impl PatternError {
    /// Go's error text.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PatternError {}

/// `pattern` in the syntax of the `regex` crate, checked to compile there
/// with its default limits: for code generated to match a Go pattern with
/// `regex` alone (validation-gen's `pattern` markers). A pattern Go
/// compiles but `regex` cannot gets Go's nearest error, `expression too
/// large` (stricter than the API server, which would accept it).
pub fn translate_for_regex_crate(pattern: &str) -> Result<String, String> {
    let translated = translate(pattern)?;
    match regex::Regex::new(&translated) {
        Ok(_) => Ok(translated),
        Err(_) => Err(go::too_large(pattern)),
    }
}

/// A compiled pattern that matches what Go's `regexp` matches
/// (leftmost-first, unanchored unless the pattern anchors itself).
#[derive(Clone, Debug)]
pub struct GoRegex {
    engine: Engine,
}

#[derive(Clone, Debug)]
enum Engine {
    /// Rust's engines (lazy DFA, one-pass, backtracker, PikeVM) over bytes.
    Bytes(meta::Regex),
    /// A Pike VM over characters, for patterns whose byte automata would
    /// be large (big Unicode classes under large repetitions).
    Chars(Arc<chars::Program>),
}

impl GoRegex {
    /// Compiles `pattern` as Go reads it. A pattern Go compiles but that
    /// nests deeper than 250 levels (which Rust's parser refuses) or whose
    /// program would pass a million instructions gets Go's nearest error,
    /// `expression too large`.
    pub fn new(pattern: &str) -> Result<GoRegex, PatternError> {
        let too_large = || PatternError {
            message: go::too_large(pattern),
        };
        let rust = translate(pattern).map_err(|message| PatternError { message })?;
        let hir = regex_syntax::ParserBuilder::new()
            .build()
            .parse(&rust)
            .map_err(|_| too_large())?;
        if byte_cost(&hir) <= MAX_BYTE_COST {
            let config = meta::Config::new()
                .nfa_size_limit(Some(MAX_BYTE_PROGRAM))
                .hybrid_cache_capacity(LAZY_DFA_CACHE_BYTES)
                .which_captures(WhichCaptures::Implicit);
            if let Ok(compiled) = meta::Regex::builder().configure(config).build_from_hir(&hir) {
                return Ok(GoRegex {
                    engine: Engine::Bytes(compiled),
                });
            }
        }
        let program = chars::Program::compile(&hir).map_err(|_| too_large())?;
        Ok(GoRegex {
            engine: Engine::Chars(Arc::new(program)),
        })
    }

    pub fn is_match(&self, text: &str) -> bool {
        match &self.engine {
            Engine::Bytes(re) => re.is_match(text),
            Engine::Chars(program) => program.find_at(text, 0, true).is_some(),
        }
    }

    /// The leftmost-first match.
    pub fn find<'t>(&self, text: &'t str) -> Option<&'t str> {
        let (start, end) = match &self.engine {
            Engine::Bytes(re) => re.find(text).map(|m| (m.start(), m.end()))?,
            Engine::Chars(program) => program.find_at(text, 0, false)?,
        };
        text.get(start..end)
    }

    /// The successive non-overlapping matches, as Go's `FindAllString`
    /// finds them (an empty match right after a match is skipped).
    pub fn find_iter<'r, 't>(&'r self, text: &'t str) -> impl Iterator<Item = &'t str> + 'r
    where
        't: 'r,
    {
        let mut at = 0;
        let mut previous_end = None;
        std::iter::from_fn(move || loop {
            if at > text.len() {
                return None;
            }
            let (start, end) = self.find_at(text, at)?;
            let empty_here = end == at;
            let accept = !(empty_here && previous_end == Some(start));
            at = if empty_here {
                end + text.get(end..).and_then(|s| s.chars().next()).map_or(1, char::len_utf8)
            } else {
                end
            };
            previous_end = Some(end);
            if accept {
                return text.get(start..end);
            }
        })
    }

    /// The leftmost-first match starting at or after byte `at`, seeing the
    /// text before it for assertions.
    fn find_at(&self, text: &str, at: usize) -> Option<(usize, usize)> {
        match &self.engine {
            Engine::Bytes(re) => re
                .search(&regex_automata::Input::new(text).span(at..text.len()))
                .map(|m| (m.start(), m.end())),
            Engine::Chars(program) => program.find_at(text, at, false),
        }
    }

    /// The heap the compiled program holds (not the per-thread search
    /// caches, which `LAZY_DFA_CACHE_BYTES` bounds, nor a character
    /// search's thread lists, proportional to the program).
    pub fn memory_usage(&self) -> usize {
        match &self.engine {
            Engine::Bytes(re) => re.memory_usage(),
            Engine::Chars(program) => program.memory_usage(),
        }
    }
}

/// A quick upper estimate of a pattern's byte automaton: each class costs
/// its ranges (each a few UTF-8 sequences), each character one, multiplied
/// through repetitions.
fn byte_cost(hir: &Hir) -> u64 {
    match hir.kind() {
        HirKind::Empty | HirKind::Look(_) => 1,
        HirKind::Literal(literal) => literal.0.len() as u64,
        HirKind::Class(Class::Unicode(class)) => class.ranges().len() as u64,
        HirKind::Class(Class::Bytes(class)) => class.ranges().len() as u64,
        HirKind::Capture(capture) => byte_cost(&capture.sub),
        HirKind::Concat(subs) | HirKind::Alternation(subs) => subs.iter().map(byte_cost).fold(0, u64::saturating_add),
        HirKind::Repetition(rep) => {
            let copies = rep.max.unwrap_or(rep.min).max(1);
            byte_cost(&rep.sub).saturating_mul(u64::from(copies))
        }
    }
}

#[cfg(test)]
mod tests;
