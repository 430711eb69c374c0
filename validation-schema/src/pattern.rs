//! `pattern` regular expressions: compiled once per validation, and their
//! syntax errors in one line.

use std::collections::HashMap;

use regex::Regex;

/// The one-line description of a pattern that does not compile:
/// `error parsing regexp: <what is wrong>`. The API server uses Go's RE2
/// parser, whose wording after the prefix differs from this crate's parser.
pub fn describe_error(e: &regex::Error) -> String {
    let text = e.to_string();
    let what = text
        .lines()
        .rev()
        .find_map(|l| l.trim().strip_prefix("error: "))
        .unwrap_or_else(|| text.trim());
    format!("error parsing regexp: {what}")
}

/// Compiled patterns by source text, so a list of 10,000 items with a
/// `pattern` compiles it once.
#[derive(Default)]
pub(crate) struct PatternCache<'s> {
    compiled: HashMap<&'s str, Option<Regex>>,
}

impl<'s> PatternCache<'s> {
    /// `None` when the pattern does not compile (the structural check
    /// reports it; validation then skips it).
    pub(crate) fn get(&mut self, pattern: &'s str) -> Option<&Regex> {
        self.compiled
            .entry(pattern)
            .or_insert_with(|| Regex::new(pattern).ok())
            .as_ref()
    }
}
