//! Regular expressions as the API server reads them: Go's `regexp`, for
//! schema `pattern` keywords and for CEL's `matches`, `find` and `findAll`.
//!
//! [`GoRegex::new`] parses a pattern with Go's syntax (`go`), giving Go's
//! error for what Go rejects, and compiles what Go accepts, written in Rust's
//! syntax with Go's meaning, with bounded size. Compiled patterns are kept
//! per schema by [`crate::validate::Validator`] and, for patterns known only
//! at run time (CEL), in a process-wide cache bounded in count and memory
//! ([`cached`]).

mod cache;
mod go;
mod schema;

use std::fmt;

use regex_automata::meta;
use regex_automata::nfa::thompson::WhichCaptures;

pub use cache::cached;
pub use go::{syntax_error, translate};
pub use schema::SchemaPatterns;

/// The largest compiled program (Thompson NFA) of one pattern, in bytes.
/// Go's programs hold one instruction per character class, so they stay
/// small where a byte automaton grows with the class's UTF-8 forms:
/// `[\p{L}\p{N}]{200}` needs 3.4 MB here. This admits every pattern of that
/// kind Go's repetition limit (1000) admits with a 200-character class, and
/// stops the rest before they cost more time and memory.
pub const MAX_PROGRAM_BYTES: usize = 16 << 20;

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

/// A compiled pattern that matches what Go's `regexp` matches
/// (leftmost-first, unanchored unless the pattern anchors itself).
#[derive(Clone, Debug)]
pub struct GoRegex {
    compiled: meta::Regex,
}

impl GoRegex {
    /// Compiles `pattern` as Go reads it. A pattern Go compiles but whose
    /// program here would pass [`MAX_PROGRAM_BYTES`] (or that nests deeper
    /// than 250 levels, which Rust's parser refuses) gets Go's nearest
    /// error, `expression too large`.
    pub fn new(pattern: &str) -> Result<GoRegex, PatternError> {
        let rust = translate(pattern).map_err(|message| PatternError { message })?;
        let config = meta::Config::new()
            .nfa_size_limit(Some(MAX_PROGRAM_BYTES))
            .hybrid_cache_capacity(LAZY_DFA_CACHE_BYTES)
            .which_captures(WhichCaptures::Implicit);
        let compiled = meta::Regex::builder()
            .configure(config)
            .build(&rust)
            .map_err(|_| PatternError {
                message: go::too_large(pattern),
            })?;
        Ok(GoRegex { compiled })
    }

    pub fn is_match(&self, text: &str) -> bool {
        self.compiled.is_match(text)
    }

    /// The leftmost-first match.
    pub fn find<'t>(&self, text: &'t str) -> Option<&'t str> {
        self.compiled.find(text).and_then(|m| text.get(m.range()))
    }

    /// The successive non-overlapping matches, as Go's `FindAllString`
    /// finds them.
    pub fn find_iter<'r, 't>(&'r self, text: &'t str) -> impl Iterator<Item = &'t str> + 'r
    where
        't: 'r,
    {
        self.compiled.find_iter(text).filter_map(move |m| text.get(m.range()))
    }

    /// The heap the compiled program holds (not the per-thread search
    /// caches, which [`LAZY_DFA_CACHE_BYTES`] bounds).
    pub fn memory_usage(&self) -> usize {
        self.compiled.memory_usage()
    }
}
