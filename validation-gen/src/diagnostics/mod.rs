//! rustc-style diagnostics for the generator.
//!
//! Every finding that has a location shows `path:line:col`, the source line
//! and a caret under the span, exactly as rustc lays it out (without colours):
//!
//! ```text
//! error[unknown-tag]: unknown tag "k8s:minimun"
//!   --> src/types.rs:12:9
//!    |
//! 12 |     /// +k8s:minimun=1
//!    |         ^^^^^^^^^^^^ not a registered tag
//!    |
//!    = help: did you mean `k8s:minimum`?
//! ```
//!
//! This module depends on std only; `span` converts `proc_macro2` spans.
//! Nothing here panics, whatever the input.

mod span;
mod suggest;

pub use span::{location_from_span, source_line};
pub use suggest::{did_you_mean, edit_distance};

use std::fmt;
use std::path::{Path, PathBuf};

/// How serious a finding is. Ordered: errors first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Generation fails.
    Error,
    /// Generation succeeds, but something is probably wrong.
    Warning,
    /// Informational.
    Note,
}

impl Severity {
    /// The word rustc prints: `error`, `warning`, `note`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a finding is: a file, a 1-based line, a 1-based column counted in
/// characters, and the width of the caret in characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    pub file: PathBuf,
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    /// Caret width in characters, >= 1.
    pub len: usize,
}

impl Location {
    /// A location; `line`, `column` and `len` are raised to at least 1.
    pub fn new(file: impl Into<PathBuf>, line: usize, column: usize, len: usize) -> Self {
        Location {
            file: file.into(),
            line: line.max(1),
            column: column.max(1),
            len: len.max(1),
        }
    }

    /// The location of the bytes `start..end` of `source` (the contents of
    /// `file`), with the text of the line it starts on. A span that runs past
    /// the end of its first line is underlined to the end of that line.
    /// Offsets out of range or inside a character are clamped.
    pub fn from_byte_range(file: impl Into<PathBuf>, source: &str, start: usize, end: usize) -> (Location, String) {
        let (line, column, text) = locate(source, start);
        let start = floor_char_boundary(source, start);
        let end = floor_char_boundary(source, end.max(start));
        let spanned = source.get(start..end).unwrap_or("");
        let first_line = spanned.split('\n').next().unwrap_or("");
        let len = first_line.trim_end_matches('\r').chars().count();
        (Location::new(file, line, column, len), text)
    }
}

impl fmt::Display for Location {
    /// `path:line:col`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file.display(), self.line, self.column)
    }
}

/// One finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// A short stable identifier, e.g. `unknown-tag`, shown as `error[unknown-tag]`.
    pub code: Option<String>,
    pub message: String,
    pub location: Option<Location>,
    /// The text of the line `location` points into (without its newline).
    pub source_line: Option<String>,
    /// Text printed after the caret.
    pub label: Option<String>,
    /// `= note: ...` lines, in order.
    pub notes: Vec<String>,
    /// A `= help: ...` line, after the notes.
    pub help: Option<String>,
}

impl Diagnostic {
    /// A diagnostic without location, code, label, notes or help.
    pub fn new(severity: Severity, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            code: None,
            message: message.into(),
            location: None,
            source_line: None,
            label: None,
            notes: Vec::new(),
            help: None,
        }
    }

    pub fn error(message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Error, message)
    }

    pub fn warning(message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Warning, message)
    }

    /// An informational finding.
    pub fn note(message: impl Into<String>) -> Self {
        Diagnostic::new(Severity::Note, message)
    }

    /// Points the diagnostic at `location`, whose line reads `source_line`.
    pub fn at(mut self, location: Location, source_line: impl Into<String>) -> Self {
        self.location = Some(location);
        self.source_line = Some(source_line.into());
        self
    }

    /// Points the diagnostic at `location` when the line's text is not known
    /// (only `--> path:line:col` is shown).
    pub fn at_location(mut self, location: Location) -> Self {
        self.location = Some(location);
        self.source_line = None;
        self
    }

    /// Points the diagnostic at the bytes `start..end` of `source`, the
    /// contents of `file` (see [`Location::from_byte_range`]).
    pub fn at_byte_range(self, file: impl Into<PathBuf>, source: &str, start: usize, end: usize) -> Self {
        let (location, line) = Location::from_byte_range(file, source, start, end);
        self.at(location, line)
    }

    /// Points the diagnostic at a `proc_macro2` span (from `syn` parsing
    /// `source`, the contents of `file`). A span without a known position
    /// (line 0) leaves the diagnostic unlocated.
    pub fn at_span(self, file: impl Into<PathBuf>, source: &str, span: proc_macro2::Span) -> Self {
        match location_from_span(file, source, span) {
            Some((location, line)) => self.at(location, line),
            None => self,
        }
    }

    pub fn with_code(mut self, code: impl Into<String>) -> Self {
        self.code = Some(code.into());
        self
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The rustc-style text, without a trailing newline.
    pub fn render(&self) -> String {
        let mut out = String::new();
        out.push_str(self.severity.as_str());
        if let Some(code) = &self.code {
            out.push('[');
            out.push_str(code);
            out.push(']');
        }
        out.push_str(": ");
        out.push_str(&self.message);

        // Gutter width: the digits of the line number (rustc uses 1 when
        // there is no line to show).
        let width = self.location.as_ref().map_or(1, |loc| decimal_digits(loc.line));
        let pad = " ".repeat(width);

        let mut extra_notes: Vec<&str> = Vec::new();
        if let Some(loc) = &self.location {
            push_line(&mut out, &format!("{pad}--> {loc}"));
            match &self.source_line {
                Some(line) => {
                    let (text, caret_start, caret_width) = layout_line(line, loc.column, loc.len);
                    push_line(&mut out, &format!("{pad} |"));
                    push_line(&mut out, &format!("{} | {}", loc.line, text));
                    let mut caret_line = format!("{pad} | {}{}", " ".repeat(caret_start), "^".repeat(caret_width));
                    if let Some(label) = &self.label {
                        let mut label_lines = label.split('\n');
                        if let Some(first) = label_lines.next() {
                            caret_line.push(' ');
                            caret_line.push_str(first);
                        }
                        push_line(&mut out, &caret_line);
                        let indent = " ".repeat(caret_start + caret_width + 1);
                        for rest in label_lines {
                            push_line(&mut out, &format!("{pad} | {indent}{rest}"));
                        }
                    } else {
                        push_line(&mut out, &caret_line);
                    }
                }
                None => {
                    if let Some(label) = &self.label {
                        extra_notes.push(label);
                    }
                }
            }
        } else if let Some(label) = &self.label {
            extra_notes.push(label);
        }

        let children: Vec<(&str, &str)> = extra_notes
            .into_iter()
            .chain(self.notes.iter().map(String::as_str))
            .map(|n| ("note", n))
            .chain(self.help.as_deref().map(|h| ("help", h)))
            .collect();
        if !children.is_empty() {
            push_line(&mut out, &format!("{pad} |"));
            for (kind, text) in children {
                let mut lines = text.split('\n');
                let first = lines.next().unwrap_or("");
                push_line(&mut out, &format!("{pad} = {kind}: {first}"));
                // Continuation lines line up with the text after `= note: `.
                let indent = " ".repeat(kind.len() + 2);
                for rest in lines {
                    push_line(&mut out, &format!("{pad}   {indent}{rest}"));
                }
            }
        }
        out
    }

    /// Sort key: located diagnostics by file, line and column, then the
    /// unlocated ones; ties by severity, code and message.
    fn sort_key(&self) -> impl Ord + '_ {
        let loc = self.location.as_ref().map(|l| (l.file.as_path(), l.line, l.column));
        (
            loc.is_none(),
            loc.unwrap_or((Path::new(""), 0, 0)),
            self.severity,
            self.code.as_deref(),
            self.message.as_str(),
        )
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render())
    }
}

impl std::error::Error for Diagnostic {}

/// Appends `\n` and `line` without trailing whitespace.
fn push_line(out: &mut String, line: &str) {
    out.push('\n');
    out.push_str(line.trim_end());
}

fn decimal_digits(mut n: usize) -> usize {
    let mut digits = 1;
    while n >= 10 {
        n /= 10;
        digits += 1;
    }
    digits
}

/// How rustc shows a tab.
const TAB: &str = "    ";

/// The line as displayed (tabs as four spaces, no line terminator), the
/// display column where the caret starts (0-based) and the caret's width.
fn layout_line(line: &str, column: usize, len: usize) -> (String, usize, usize) {
    let line = line.trim_end_matches(['\n', '\r']);
    let start = column.saturating_sub(1);
    let end = start.saturating_add(len.max(1));
    let mut text = String::with_capacity(line.len());
    let mut caret_start = 0;
    let mut caret_width = 0;
    for (i, ch) in line.chars().enumerate() {
        let width = if ch == '\t' {
            text.push_str(TAB);
            TAB.len()
        } else {
            text.push(ch);
            1
        };
        if i < start {
            caret_start += width;
        } else if i < end {
            caret_width += width;
        }
    }
    // A column past the end of the line points just after it (every
    // character's width has been added to `caret_start`).
    (text, caret_start, caret_width.max(1))
}

/// Find the line text and 1-based column for a byte offset in a file's
/// contents: `(line, column in characters, line text without terminator)`.
/// An offset past the end is clamped to the end; an offset inside a
/// multi-byte character counts as that character.
pub fn locate(source: &str, byte_offset: usize) -> (usize, usize, String) {
    let offset = floor_char_boundary(source, byte_offset);
    let before = source.get(..offset).unwrap_or("");
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let line = before.matches('\n').count() + 1;
    let column = source.get(line_start..offset).map_or(0, |s| s.chars().count()) + 1;
    let rest = source.get(line_start..).unwrap_or("");
    let text = rest.split('\n').next().unwrap_or("");
    let text = text.strip_suffix('\r').unwrap_or(text);
    (line, column, text.to_owned())
}

/// The largest char boundary <= `index` (clamped to the length).
fn floor_char_boundary(s: &str, index: usize) -> usize {
    let mut i = index.min(s.len());
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Several diagnostics. Rendering sorts them by file, line and column for
/// stable output and ends with a summary line.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics(Vec<Diagnostic>);

impl Diagnostics {
    pub fn new() -> Self {
        Diagnostics(Vec::new())
    }

    pub fn push(&mut self, diagnostic: Diagnostic) {
        self.0.push(diagnostic);
    }

    pub fn extend(&mut self, diagnostics: impl IntoIterator<Item = Diagnostic>) {
        self.0.extend(diagnostics);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }

    pub fn error_count(&self) -> usize {
        self.count(Severity::Error)
    }

    pub fn warning_count(&self) -> usize {
        self.count(Severity::Warning)
    }

    pub fn note_count(&self) -> usize {
        self.count(Severity::Note)
    }

    fn count(&self, severity: Severity) -> usize {
        self.0.iter().filter(|d| d.severity == severity).count()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.0.iter()
    }

    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.0
    }

    /// Sorts in place: located diagnostics by file, line, column (then
    /// severity, code, message); unlocated ones last.
    pub fn sort(&mut self) {
        self.0.sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
    }

    /// Drops repeats of a sorted list (same code, message and location),
    /// e.g. one problem found both by the generator and by a lint rule.
    pub fn dedup(&mut self) {
        self.0
            .dedup_by(|a, b| a.code == b.code && a.message == b.message && a.location == b.location);
    }

    /// The last line of [`render_all`](Self::render_all):
    /// `error: could not generate validations due to 2 previous errors; 1 warning emitted`,
    /// or `warning: 1 warning emitted`; `None` without errors or warnings.
    pub fn summary(&self) -> Option<String> {
        self.summary_for("could not generate validations")
    }

    /// The summary line with `failure` in place of "could not generate
    /// validations" (`lint failed due to 2 previous errors`).
    fn summary_for(&self, failure: &str) -> Option<String> {
        let errors = self.error_count();
        let warnings = self.warning_count();
        let warnings_text = format!("{warnings} warning{}", plural(warnings));
        if errors > 0 {
            let mut s = format!("error: {failure} due to {errors} previous error{}", plural(errors));
            if warnings > 0 {
                s.push_str("; ");
                s.push_str(&warnings_text);
                s.push_str(" emitted");
            }
            Some(s)
        } else if warnings > 0 {
            Some(format!("warning: {warnings_text} emitted"))
        } else {
            None
        }
    }

    /// Every diagnostic in sorted order, separated by blank lines, then the
    /// summary line; ends with a newline. Empty when there is nothing.
    pub fn render_all(&self) -> String {
        self.render_with(self.summary())
    }

    /// [`render_all`](Self::render_all) for `--lint`, whose summary reads
    /// `error: lint failed due to 2 previous errors`.
    pub fn render_lint(&self) -> String {
        self.render_with(self.summary_for("lint failed"))
    }

    fn render_with(&self, summary: Option<String>) -> String {
        let mut sorted: Vec<&Diagnostic> = self.0.iter().collect();
        sorted.sort_by(|a, b| a.sort_key().cmp(&b.sort_key()));
        let mut out = String::new();
        for d in sorted {
            out.push_str(&d.render());
            out.push_str("\n\n");
        }
        if let Some(summary) = summary {
            out.push_str(&summary);
            out.push('\n');
        } else if out.ends_with("\n\n") {
            out.pop();
        }
        out
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_all())
    }
}

impl std::error::Error for Diagnostics {}

impl From<Vec<Diagnostic>> for Diagnostics {
    fn from(v: Vec<Diagnostic>) -> Self {
        Diagnostics(v)
    }
}

impl From<Diagnostic> for Diagnostics {
    fn from(d: Diagnostic) -> Self {
        Diagnostics(vec![d])
    }
}

impl FromIterator<Diagnostic> for Diagnostics {
    fn from_iter<I: IntoIterator<Item = Diagnostic>>(iter: I) -> Self {
        Diagnostics(iter.into_iter().collect())
    }
}

impl Extend<Diagnostic> for Diagnostics {
    fn extend<I: IntoIterator<Item = Diagnostic>>(&mut self, iter: I) {
        self.0.extend(iter);
    }
}

impl IntoIterator for Diagnostics {
    type Item = Diagnostic;
    type IntoIter = std::vec::IntoIter<Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests;
