//! Source positions: where in which file a span, or a piece of a doc
//! comment, stands.

use crate::diagnostics::{Diagnostic, Location};

use super::{FileId, SourceSet};

/// A position in one input file: 1-based line, 0-based character column
/// (as proc-macro2 reports them) and a width in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SourceLocation {
    pub file: FileId,
    pub line: usize,
    pub column: usize,
    pub len: usize,
}

impl SourceLocation {
    pub fn from_span(file: FileId, span: proc_macro2::Span) -> Self {
        let (start, end) = (span.start(), span.end());
        let len = if end.line == start.line {
            end.column.saturating_sub(start.column)
        } else {
            1
        };
        SourceLocation {
            file,
            line: start.line,
            column: start.column,
            len: len.max(1),
        }
    }

    /// A sub-range of this location's line, `offset` characters to the right.
    pub fn shifted(self, offset: usize, len: usize) -> Self {
        SourceLocation {
            column: self.column + offset,
            len: len.max(1),
            ..self
        }
    }
}

/// The text of a 1-based line of a file.
pub fn line_text(set: &SourceSet, file: FileId, line: usize) -> Option<&str> {
    set.file(file)?.line(line)
}

pub(super) fn attach(set: &SourceSet, diagnostic: Diagnostic, at: SourceLocation) -> Diagnostic {
    let Some(file) = set.file(at.file) else {
        return diagnostic;
    };
    let source_line = line_text(set, at.file, at.line).unwrap_or_default().to_string();
    let path = display_path(&file.path);
    diagnostic.at(
        Location {
            file: path,
            line: at.line,
            column: at.column + 1,
            len: at.len,
        },
        source_line,
    )
}

/// Paths in diagnostics are shown relative to the working directory when
/// they lie below it, as rustc does.
fn display_path(path: &std::path::Path) -> std::path::PathBuf {
    std::env::current_dir()
        .ok()
        .and_then(|cwd| path.strip_prefix(&cwd).ok().map(|p| p.to_path_buf()))
        .unwrap_or_else(|| path.to_path_buf())
}
