//! A non-empty group of errors with a combined message.

use std::collections::HashSet;
use std::fmt;

use crate::{ErrorList, FieldError};

/// Built by [`ErrorList::to_aggregate`]; never empty when built that way.
#[derive(Clone, Debug, PartialEq)]
pub struct Aggregate {
    errors: Vec<FieldError>,
}

impl Aggregate {
    /// An aggregate of `errors`, as given.
    pub fn new(errors: Vec<FieldError>) -> Aggregate {
        Aggregate { errors }
    }

    /// The errors, in order.
    pub fn errors(&self) -> &[FieldError] {
        &self.errors
    }

    /// The errors, by value.
    pub fn into_errors(self) -> Vec<FieldError> {
        self.errors
    }

    /// The errors as an [`ErrorList`].
    pub fn into_error_list(self) -> ErrorList {
        ErrorList::from(self.errors)
    }
}

impl fmt::Display for Aggregate {
    /// One error: its message. Several: `[m1, m2]`, skipping repeated
    /// messages; brackets are dropped if only one distinct message remains
    /// (as Go's aggregate does).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let [only] = self.errors.as_slice() {
            return write!(f, "{only}");
        }
        let mut seen = HashSet::new();
        let mut joined = String::new();
        for msg in self.errors.iter().map(ToString::to_string) {
            if seen.contains(&msg) {
                continue;
            }
            if !seen.is_empty() {
                joined.push_str(", ");
            }
            joined.push_str(&msg);
            seen.insert(msg);
        }
        if seen.len() == 1 {
            f.write_str(&joined)
        } else {
            write!(f, "[{joined}]")
        }
    }
}

impl std::error::Error for Aggregate {}
