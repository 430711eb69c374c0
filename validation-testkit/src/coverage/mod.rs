//! Rule coverage: did the declarative-validation test cases trigger every
//! rule the tags declare?
//!
//! `validation-gen --test-output-root DIR` writes, per generated crate, the
//! declared rules of each root type as [`DeclaredRule`]s (a field-path
//! pattern such as `spec.templates[*].image` and the origin the rule's
//! errors carry) and a test that feeds a [`CoverageRecorder`] with the
//! crate's cases and calls [`assert_covered`]. Rules that cannot or need not
//! be triggered go in an allowlist file, one `Type path origin` per line
//! (`#` starts a comment; give the reason there).

use std::collections::BTreeSet;
use std::fmt;
use std::sync::{Mutex, PoisonError};

use validation_runtime::{ErrorList, ErrorType, FieldError};

/// The origin of a rule whose errors are not all of one known origin
/// (custom validation): any error at or below the path covers it.
pub const ANY_ORIGIN: &str = "*";

/// One rule a root type declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct DeclaredRule {
    /// The root type's name.
    pub root: &'static str,
    /// The field path from the root, `[*]` for any list index or map key;
    /// empty for the root itself.
    pub path: &'static str,
    /// The errors' origin, or for origin-less rules their coverage name
    /// (see [`coverage_origin`]), or [`ANY_ORIGIN`].
    pub origin: &'static str,
}

impl fmt::Display for DeclaredRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.root, display_path(self.path), self.origin)
    }
}

/// The root path is written `<root>` in reports and allowlists.
fn display_path(path: &str) -> &str {
    if path.is_empty() {
        "<root>"
    } else {
        path
    }
}

/// An error's field with every subscript replaced by `[*]`; the root
/// (`<nil>`) becomes empty.
pub fn normalize_path(field: &str) -> String {
    if field == "<nil>" {
        return String::new();
    }
    let mut out = String::with_capacity(field.len());
    let mut in_subscript = false;
    for c in field.chars() {
        match c {
            '[' if !in_subscript => {
                in_subscript = true;
                out.push_str("[*]");
            }
            ']' if in_subscript => in_subscript = false,
            _ if in_subscript => {}
            _ => out.push(c),
        }
    }
    out
}

/// What an error covers: its origin, or for the validators that set none,
/// a name for the rule by its reason (`required`, `forbidden`, `enum`,
/// `unique`; any other reason by its reason string).
pub fn coverage_origin(e: &FieldError) -> String {
    if !e.origin.is_empty() {
        return e.origin.clone();
    }
    match &e.error_type {
        ErrorType::Required => "required".to_owned(),
        ErrorType::Forbidden => "forbidden".to_owned(),
        ErrorType::NotSupported => "enum".to_owned(),
        ErrorType::Duplicate => "unique".to_owned(),
        other => other.reason().to_owned(),
    }
}

/// The (root, path pattern, origin) of every declarative error recorded.
#[derive(Debug, Default)]
pub struct CoverageRecorder {
    seen: Mutex<BTreeSet<(String, String, String)>>,
}

impl CoverageRecorder {
    pub fn new() -> CoverageRecorder {
        CoverageRecorder::default()
    }

    /// Records the errors of validating a `root` object.
    pub fn record(&self, root: &str, errs: &ErrorList) {
        let mut seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        for e in errs.iter() {
            seen.insert((root.to_owned(), normalize_path(&e.field), coverage_origin(e)));
        }
    }

    /// Everything recorded, sorted.
    pub fn seen(&self) -> Vec<(String, String, String)> {
        self.seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .cloned()
            .collect()
    }

    /// Whether some recorded error covers `rule`.
    pub fn covers(&self, rule: &DeclaredRule) -> bool {
        let seen = self.seen.lock().unwrap_or_else(PoisonError::into_inner);
        seen.iter().any(|(root, path, origin)| {
            root == rule.root
                && if rule.origin == ANY_ORIGIN {
                    path == rule.path || is_below(path, rule.path)
                } else {
                    path == rule.path && origin == rule.origin
                }
        })
    }
}

fn is_below(path: &str, ancestor: &str) -> bool {
    ancestor.is_empty()
        || path
            .strip_prefix(ancestor)
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('['))
}

/// One allowlist line: a rule exempt from coverage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AllowEntry {
    pub line: usize,
    pub root: String,
    pub path: String,
    pub origin: String,
}

impl AllowEntry {
    fn matches(&self, rule: &DeclaredRule) -> bool {
        self.root == rule.root && self.path == display_path(rule.path) && self.origin == rule.origin
    }
}

impl fmt::Display for AllowEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {} {} {}", self.line, self.root, self.path, self.origin)
    }
}

/// Parses an allowlist: `Type path origin` per line, `#` to the end of a
/// line is a comment, blank lines are skipped; `<root>` names the root path.
pub fn parse_allowlist(text: &str) -> Result<Vec<AllowEntry>, String> {
    let mut entries = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let content = raw.split('#').next().unwrap_or_default().trim();
        if content.is_empty() {
            continue;
        }
        match content.split_whitespace().collect::<Vec<_>>().as_slice() {
            [root, path, origin] => entries.push(AllowEntry {
                line: i + 1,
                root: (*root).to_owned(),
                path: (*path).to_owned(),
                origin: (*origin).to_owned(),
            }),
            _ => {
                return Err(format!(
                    "allowlist line {}: expected `Type path origin`, found {content:?}",
                    i + 1
                ))
            }
        }
    }
    Ok(entries)
}

/// The result of checking coverage.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct CoverageReport {
    /// Declared rules no case triggered and no allowlist entry exempts.
    pub uncovered: Vec<DeclaredRule>,
    /// Allowlist entries naming no declared rule.
    pub unknown_allowlist: Vec<AllowEntry>,
    /// Allowlist entries whose rule the cases do trigger (stale).
    pub covered_but_allowlisted: Vec<AllowEntry>,
}

impl CoverageReport {
    pub fn is_clean(&self) -> bool {
        self.uncovered.is_empty() && self.unknown_allowlist.is_empty() && self.covered_but_allowlisted.is_empty()
    }
}

impl fmt::Display for CoverageReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.uncovered.is_empty() {
            writeln!(
                f,
                "declared rules no test case triggered (add a case, or an allowlist entry with the reason):"
            )?;
            for rule in &self.uncovered {
                writeln!(f, "  {rule}")?;
            }
        }
        if !self.unknown_allowlist.is_empty() {
            writeln!(f, "allowlist entries naming no declared rule:")?;
            for entry in &self.unknown_allowlist {
                writeln!(f, "  {entry}")?;
            }
        }
        if !self.covered_but_allowlisted.is_empty() {
            writeln!(f, "allowlist entries for rules the cases do trigger (remove them):")?;
            for entry in &self.covered_but_allowlisted {
                writeln!(f, "  {entry}")?;
            }
        }
        Ok(())
    }
}

/// Compares the declared rules with what the recorder saw.
pub fn report(rules: &[DeclaredRule], allowlist: &[AllowEntry], recorder: &CoverageRecorder) -> CoverageReport {
    let mut report = CoverageReport::default();
    for rule in rules {
        let allowed = allowlist.iter().find(|a| a.matches(rule));
        match (recorder.covers(rule), allowed) {
            (false, None) => report.uncovered.push(*rule),
            (true, Some(entry)) => report.covered_but_allowlisted.push(entry.clone()),
            _ => {}
        }
    }
    report.unknown_allowlist = allowlist
        .iter()
        .filter(|a| !rules.iter().any(|r| a.matches(r)))
        .cloned()
        .collect();
    report
}

/// Panics with the report unless every declared rule is covered or
/// allowlisted and the allowlist is exact.
#[track_caller]
pub fn assert_covered(rules: &[DeclaredRule], allowlist: &str, recorder: &CoverageRecorder) {
    let allowlist = match parse_allowlist(allowlist) {
        Ok(entries) => entries,
        Err(message) => panic!("{message}"),
    };
    let report = report(rules, &allowlist, recorder);
    assert!(report.is_clean(), "{report}");
}

#[cfg(test)]
mod tests;
