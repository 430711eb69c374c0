//! Comparing an expected error list with an actual one.

use std::collections::HashSet;

use super::ErrorMatcher;
use crate::FieldError;

impl ErrorMatcher {
    /// Order-insensitive comparison of `want` with `got`; `Err` carries one
    /// message per problem:
    ///
    /// * `exact duplicate error:` for each repeat of an identical got error;
    /// * `expected an error matching:` for a want error nothing matched;
    /// * `unmatched error:` for each got error left over.
    ///
    /// A want error consumes the first matching got error, or, when matching
    /// by origin and it has an origin, every matching got error.
    pub fn test(&self, want: &[FieldError], got: &[FieldError]) -> Result<(), Vec<String>> {
        if self.match_ancestor_short_circuit {
            return Err(vec![
                "match_ancestor_short_circuit is not supported when comparing error lists".into(),
            ]);
        }
        let mut failures = Vec::new();
        let exactly = self.clone().exactly();

        let mut seen = HashSet::new();
        for g in got {
            let key = exactly.render(g);
            if seen.contains(&key) {
                failures.push(format!("exact duplicate error:\n{key}"));
            } else {
                seen.insert(key);
            }
        }

        let mut remaining: Vec<&FieldError> = got.iter().collect();
        for w in want {
            let absorb_all = self.match_origin && !w.origin.is_empty();
            let mut matched = false;
            remaining.retain(|g| {
                if (absorb_all || !matched) && self.matches(w, g) {
                    matched = true;
                    return false;
                }
                true
            });
            if !matched {
                failures.push(format!("expected an error matching:\n{}", self.render(w)));
            }
        }
        for g in remaining {
            failures.push(format!("unmatched error:\n{}", exactly.render(g)));
        }

        if failures.is_empty() {
            Ok(())
        } else {
            Err(failures)
        }
    }
}
