//! Conversion from `proc_macro2` spans (with the `span-locations` feature,
//! as produced by `syn` parsing a file's contents) to [`Location`]s.

use std::path::PathBuf;

use super::Location;

/// The location of `span` in `source` (the contents of `file`, as given to
/// `syn::parse_file`) and the text of its first line. A span that covers
/// several lines is underlined to the end of its first line. `None` when the
/// span reports no position (line 0); note that outside a proc macro
/// `Span::call_site()` reports line 1, column 0.
///
/// proc-macro2 lines are 1-based and columns 0-based, both counted in
/// characters; [`Location`] columns are 1-based.
pub fn location_from_span(
    file: impl Into<PathBuf>,
    source: &str,
    span: proc_macro2::Span,
) -> Option<(Location, String)> {
    let start = span.start();
    let end = span.end();
    if start.line == 0 {
        return None;
    }
    let text = source_line(source, start.line).unwrap_or_default();
    let len = if end.line == start.line {
        end.column.saturating_sub(start.column)
    } else {
        text.chars().count().saturating_sub(start.column)
    };
    Some((
        Location::new(file, start.line, start.column.saturating_add(1), len),
        text,
    ))
}

/// The text of the 1-based `line` of `source`, without its terminator.
pub fn source_line(source: &str, line: usize) -> Option<String> {
    let index = line.checked_sub(1)?;
    let text = source.split('\n').nth(index)?;
    Some(text.strip_suffix('\r').unwrap_or(text).to_owned())
}
