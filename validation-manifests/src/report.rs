//! What was found in each document, and its two renderings: one
//! Kubernetes-style line per problem, or a JSON report.

use std::io::{self, Write};

use serde::Serialize;
use validation_runtime::FieldError;

use crate::document::LineIndex;

/// Everything found in one document (or in a file that does not parse).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DocumentReport {
    /// The file as given on the command line (`-` for stdin).
    pub file: String,
    /// The line where the document starts, from 1.
    pub line: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_version: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Problems that make the API server reject the document.
    pub errors: Vec<Finding>,
    /// Problems it would accept with a warning.
    pub warnings: Vec<Finding>,
    /// Not checked: its kind is in `--skip-kinds`.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub skipped: bool,
}

/// One problem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    /// The line of the field when known, else of the document.
    pub line: usize,
    /// The field path of a field error.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// A field error's type (`FieldValueInvalid`, ...) or the reason of a
    /// whole-request error (`BadRequest`, `NotFound`, `AlreadyExists`,
    /// `SyntaxError`).
    pub reason: String,
    /// The line's text after `file:line: ` (and `Warning: `).
    pub message: String,
    /// Found by `--all-findings` past a decoding error the API server stops
    /// at: more than the API server says.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub beyond_api_server: bool,
    /// A field error's cause, for a Status: its text without the object
    /// (`spec.x: Invalid value: ...`) and its message without the field.
    #[serde(skip)]
    pub cause: Option<Cause>,
}

/// A field error as a Status shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cause {
    /// `field: message`, as in a Status's aggregated message.
    pub text: String,
    /// The message without the field (`details.causes[].message`).
    pub message: String,
}

impl Finding {
    /// A whole-document finding at the document's line.
    pub fn document(line: usize, reason: &str, message: impl Into<String>) -> Finding {
        Finding {
            line,
            field: None,
            reason: reason.to_owned(),
            message: message.into(),
            beyond_api_server: false,
            cause: None,
        }
    }

    /// A field error, at its field's line, the message prefixed with
    /// `prefix` (`Foo.example.com "bar" is invalid: `, or nothing).
    pub fn field(e: &FieldError, prefix: &str, lines: &LineIndex, doc_line: usize) -> Finding {
        Finding {
            line: lines.line_of(&e.field).unwrap_or(doc_line),
            field: Some(e.field.clone()),
            reason: e.error_type.reason().to_owned(),
            message: format!("{prefix}{e}"),
            beyond_api_server: false,
            cause: Some(Cause {
                text: e.to_string(),
                message: e.body(),
            }),
        }
    }

    /// The message, marked `(beyond the API server)` when `--all-findings`
    /// found it past a decoding error.
    pub fn text(&self) -> String {
        if self.beyond_api_server {
            format!("{BEYOND_API_SERVER}{}", self.message)
        } else {
            self.message.clone()
        }
    }
}

/// The mark of a finding the API server would not report.
pub const BEYOND_API_SERVER: &str = "(beyond the API server) ";

impl DocumentReport {
    /// Whether any problem rejects the document.
    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// `file:line: message` per problem, warnings (`Warning: ...`) first,
    /// as kubectl prints a response's warnings before its error.
    pub fn write_text(&self, out: &mut dyn Write) -> io::Result<()> {
        for w in &self.warnings {
            writeln!(out, "{}:{}: Warning: {}", self.file, w.line, w.text())?;
        }
        for e in &self.errors {
            writeln!(out, "{}:{}: {}", self.file, e.line, e.text())?;
        }
        Ok(())
    }
}

/// The JSON report: every document, and the totals.
#[derive(Serialize)]
struct JsonReport<'r> {
    documents: &'r [DocumentReport],
    errors: usize,
    warnings: usize,
}

/// Writes the JSON report of `reports`, pretty-printed.
pub fn write_json(reports: &[DocumentReport], out: &mut dyn Write) -> io::Result<()> {
    let report = JsonReport {
        documents: reports,
        errors: reports.iter().map(|r| r.errors.len()).sum(),
        warnings: reports.iter().map(|r| r.warnings.len()).sum(),
    };
    serde_json::to_writer_pretty(&mut *out, &report)?;
    writeln!(out)
}
