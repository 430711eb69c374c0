//! The renderings of the findings (`--output`). Text, GitHub annotations
//! and the JSON Statuses are written as each document's report comes, so
//! the run holds no more than the reports not written yet; JUnit, SARIF and
//! the JSON report need totals or one enclosing document, so they keep the
//! reports (findings only, never the documents) until the end.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::{json, Value};
use validation_runtime::status::{ListMeta, StatusCause, StatusDetails};

use crate::cli::Output;
use crate::crds::split_api_version;
use crate::report::{self, DocumentReport, Finding};

/// What `--summary` counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub documents: usize,
    pub files: usize,
    /// Documents with neither errors nor warnings.
    pub valid: usize,
    /// Documents the API server would reject for their content.
    pub invalid: usize,
    /// Documents not checked at all: syntax errors, unknown kinds.
    pub errors: usize,
    pub skipped: usize,
    /// Documents accepted with warnings.
    pub warned: usize,
}

impl Totals {
    fn count(&mut self, report: &DocumentReport) {
        self.documents += 1;
        if report.skipped {
            self.skipped += 1;
        } else if report
            .errors
            .iter()
            .any(|e| matches!(e.reason.as_str(), "SyntaxError" | "NotFound"))
        {
            self.errors += 1;
        } else if report.has_errors() {
            self.invalid += 1;
        } else if !report.warnings.is_empty() {
            self.warned += 1;
        } else {
            self.valid += 1;
        }
    }

    /// kubeconform's summary line, with the warnings this tool adds.
    pub fn line(&self) -> String {
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        format!(
            "Summary: {} document{} found in {} file{} - Valid: {}, Invalid: {}, Errors: {}, Skipped: {}, Warnings: {}",
            self.documents,
            plural(self.documents),
            self.files,
            plural(self.files),
            self.valid,
            self.invalid,
            self.errors,
            self.skipped,
            self.warned,
        )
    }
}

/// Writes reports in the chosen rendering.
pub struct Writer<'w> {
    output: Output,
    out: &'w mut dyn Write,
    /// Reports kept for the renderings written at the end.
    kept: Vec<DocumentReport>,
    /// The file whose Statuses are being written (`--output json`).
    status_file: Option<String>,
    pub totals: Totals,
    last_file: Option<String>,
}

impl<'w> Writer<'w> {
    pub fn new(output: Output, out: &'w mut dyn Write) -> Self {
        Writer {
            output,
            out,
            kept: Vec::new(),
            status_file: None,
            totals: Totals::default(),
            last_file: None,
        }
    }

    /// One document's report, in input order.
    pub fn document(&mut self, report: DocumentReport) -> io::Result<()> {
        self.totals.count(&report);
        if self.last_file.as_deref() != Some(report.file.as_str()) {
            self.totals.files += 1;
            self.last_file = Some(report.file.clone());
        }
        match self.output {
            Output::Text => report.write_text(self.out),
            Output::Github => write_github(&report, self.out),
            Output::Json => self.write_status(&report),
            Output::Junit | Output::Sarif | Output::Report => {
                self.kept.push(report);
                Ok(())
            }
        }
    }

    /// Ends the output; with `summary`, the summary line (in the text
    /// renderings; on `summary_out` for the others, whose output is one
    /// document).
    pub fn finish(self, summary: bool, summary_out: &mut dyn Write) -> io::Result<Totals> {
        match self.output {
            Output::Text | Output::Github => {}
            Output::Json => {
                if self.status_file.is_some() {
                    writeln!(self.out, "\n    ]\n}}")?;
                } else {
                    writeln!(self.out, "{{}}")?;
                }
            }
            Output::Junit => write_junit(&self.kept, self.out)?,
            Output::Sarif => write_sarif(&self.kept, self.out)?,
            Output::Report => report::write_json(&self.kept, self.out)?,
        }
        if summary {
            match self.output {
                Output::Text | Output::Github => writeln!(self.out, "{}", self.totals.line())?,
                _ => writeln!(summary_out, "{}", self.totals.line())?,
            }
        }
        Ok(self.totals)
    }

    /// kubectl-validate's JSON: `{"file": [Status, ...]}`, one Status per
    /// document, four-space indents; written as it comes, files in input
    /// order.
    fn write_status(&mut self, report: &DocumentReport) -> io::Result<()> {
        let status = status_of(report);
        let mut text = Vec::new();
        let formatter = serde_json::ser::PrettyFormatter::with_indent(b"    ");
        let mut serializer = serde_json::Serializer::with_formatter(&mut text, formatter);
        status.serialize(&mut serializer)?;
        let text = go_html_safe(&String::from_utf8_lossy(&text));
        let indented = text.replace('\n', "\n        ");
        if self.status_file.as_deref() == Some(report.file.as_str()) {
            write!(self.out, ",\n        {indented}")?;
        } else {
            let key = go_html_safe(&serde_json::to_string(&report.file)?);
            if self.status_file.is_some() {
                write!(self.out, "\n    ],\n    {key}: [\n        {indented}")?;
            } else {
                write!(self.out, "{{\n    {key}: [\n        {indented}")?;
            }
            self.status_file = Some(report.file.clone());
        }
        Ok(())
    }
}

/// Go's `encoding/json` escapes these in strings (they appear nowhere
/// else in JSON text).
fn go_html_safe(text: &str) -> String {
    text.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

/// A `metav1.Status` as kubectl-validate prints it (no kind and
/// apiVersion; `Success` for a document without errors).
#[derive(Serialize)]
struct Status {
    metadata: ListMeta,
    status: &'static str,
    #[serde(skip_serializing_if = "String::is_empty")]
    message: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    details: Option<StatusDetails>,
    #[serde(skip_serializing_if = "is_zero")]
    code: i32,
}

fn is_zero(code: &i32) -> bool {
    *code == 0
}

/// The Status the API server would answer: a whole-request error as
/// itself, field errors as one 422 Invalid with a cause each. Findings of
/// `--all-findings` are left out: a Status is what the API server says.
fn status_of(report: &DocumentReport) -> Status {
    let errors: Vec<&Finding> = report.errors.iter().filter(|e| !e.beyond_api_server).collect();
    if let Some(whole) = errors.iter().find(|e| e.cause.is_none()) {
        let (reason, code) = match whole.reason.as_str() {
            "NotFound" => ("NotFound", 404),
            "AlreadyExists" => ("AlreadyExists", 409),
            _ => ("BadRequest", 400),
        };
        return Status {
            metadata: ListMeta {},
            status: "Failure",
            message: whole.message.clone(),
            reason: reason.to_owned(),
            details: None,
            code,
        };
    }
    if errors.is_empty() {
        return Status {
            metadata: ListMeta {},
            status: "Success",
            message: String::new(),
            reason: String::new(),
            details: None,
            code: 0,
        };
    }
    let kind = report.kind.clone().unwrap_or_default();
    let group = split_api_version(report.api_version.as_deref().unwrap_or_default()).0;
    let name = report.name.clone().unwrap_or_default();
    let texts: Vec<&str> = errors
        .iter()
        .filter_map(|e| e.cause.as_ref())
        .map(|c| c.text.as_str())
        .collect();
    // The message as the API server aggregates it: one error as itself,
    // more in brackets.
    let first = errors.first().map_or("", |e| e.message.as_str());
    let prefix = first
        .strip_suffix(texts.first().copied().unwrap_or_default())
        .unwrap_or_default();
    let message = match texts.as_slice() {
        [one] => format!("{prefix}{one}"),
        many => format!("{prefix}[{}]", many.join(", ")),
    };
    let causes = errors
        .iter()
        .map(|e| StatusCause {
            reason: e.reason.clone(),
            message: e.cause.as_ref().map(|c| c.message.clone()).unwrap_or_default(),
            field: e.field.clone().unwrap_or_default(),
        })
        .collect();
    Status {
        metadata: ListMeta {},
        status: "Failure",
        message,
        reason: "Invalid".to_owned(),
        details: Some(StatusDetails {
            name,
            group: group.to_owned(),
            kind,
            causes,
        }),
        code: 422,
    }
}

/// GitHub Actions workflow commands: `::error file=F,line=L::message`,
/// `::warning ...` for warnings.
fn write_github(report: &DocumentReport, out: &mut dyn Write) -> io::Result<()> {
    let file = github_property(&report.file);
    for (command, findings) in [("warning", &report.warnings), ("error", &report.errors)] {
        for finding in findings {
            let message = github_data(&finding.text());
            writeln!(out, "::{command} file={file},line={}::{message}", finding.line)?;
        }
    }
    Ok(())
}

/// A workflow command's message: `%`, CR and LF escaped.
fn github_data(text: &str) -> String {
    text.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// A workflow command's property value: also `:` and `,`.
fn github_property(text: &str) -> String {
    github_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// XML text and attribute values.
fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' => out.push_str("&#10;"),
            // Not allowed in XML 1.0 at all.
            c if (c as u32) < 0x20 && c != '\t' && c != '\r' => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

/// The name of a document's test case: `line Kind name`.
fn case_name(report: &DocumentReport) -> String {
    let kind = report.kind.as_deref().unwrap_or("document");
    match &report.name {
        Some(name) => format!("{}:{} {kind} {name}", report.file, report.line),
        None => format!("{}:{} {kind}", report.file, report.line),
    }
}

/// A JUnit XML report: a test suite per file, a test case per document,
/// a failure per document with errors (its messages, one a line), skipped
/// for `--skip-kinds`; warnings go to `system-out`.
fn write_junit(reports: &[DocumentReport], out: &mut dyn Write) -> io::Result<()> {
    let failures = reports.iter().filter(|r| r.has_errors()).count();
    let skipped = reports.iter().filter(|r| r.skipped).count();
    writeln!(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")?;
    writeln!(
        out,
        "<testsuites name=\"validate-manifests\" tests=\"{}\" failures=\"{failures}\" skipped=\"{skipped}\">",
        reports.len()
    )?;
    let mut start = 0;
    while let Some(first) = reports.get(start) {
        let end = reports
            .iter()
            .skip(start)
            .position(|r| r.file != first.file)
            .map_or(reports.len(), |n| start + n);
        let suite = reports.get(start..end).unwrap_or_default();
        writeln!(
            out,
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" skipped=\"{}\">",
            xml_escape(&first.file),
            suite.len(),
            suite.iter().filter(|r| r.has_errors()).count(),
            suite.iter().filter(|r| r.skipped).count(),
        )?;
        for report in suite {
            write!(
                out,
                "    <testcase classname=\"{}\" name=\"{}\"",
                xml_escape(&report.file),
                xml_escape(&case_name(report))
            )?;
            if !report.skipped && !report.has_errors() && report.warnings.is_empty() {
                writeln!(out, "/>")?;
                continue;
            }
            writeln!(out, ">")?;
            if report.skipped {
                writeln!(out, "      <skipped/>")?;
            }
            if let Some(first_error) = report.errors.first() {
                let all: Vec<String> = report
                    .errors
                    .iter()
                    .map(|e| format!("{}: {}", e.line, e.text()))
                    .collect();
                writeln!(
                    out,
                    "      <failure message=\"{}\" type=\"{}\">{}</failure>",
                    xml_escape(&first_error.text()),
                    xml_escape(&first_error.reason),
                    xml_escape(&all.join("\n"))
                )?;
            }
            if !report.warnings.is_empty() {
                let all: Vec<String> = report
                    .warnings
                    .iter()
                    .map(|w| format!("{}: Warning: {}", w.line, w.text()))
                    .collect();
                writeln!(out, "      <system-out>{}</system-out>", xml_escape(&all.join("\n")))?;
            }
            writeln!(out, "    </testcase>")?;
        }
        writeln!(out, "  </testsuite>")?;
        start = end;
    }
    writeln!(out, "</testsuites>")
}

/// A SARIF 2.1.0 log: a result per finding, its rule the reason
/// (`FieldValueInvalid`, `BadRequest`, ...), at the file and line.
fn write_sarif(reports: &[DocumentReport], out: &mut dyn Write) -> io::Result<()> {
    let mut results: Vec<Value> = Vec::new();
    let mut rules: Vec<String> = Vec::new();
    for report in reports {
        for (level, findings) in [("warning", &report.warnings), ("error", &report.errors)] {
            for finding in findings {
                if !rules.contains(&finding.reason) {
                    rules.push(finding.reason.clone());
                }
                results.push(json!({
                    "ruleId": finding.reason,
                    "level": level,
                    "message": {"text": finding.text()},
                    "locations": [{
                        "physicalLocation": {
                            "artifactLocation": {"uri": report.file},
                            "region": {"startLine": finding.line},
                        }
                    }],
                }));
            }
        }
    }
    let log = json!({
        "version": "2.1.0",
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "runs": [{
            "tool": {"driver": {
                "name": "validate-manifests",
                "version": env!("CARGO_PKG_VERSION"),
                "informationUri": env!("CARGO_PKG_REPOSITORY"),
                "rules": rules.iter().map(|id| json!({"id": id})).collect::<Vec<_>>(),
            }},
            "results": results,
        }],
    });
    serde_json::to_writer_pretty(&mut *out, &log)?;
    writeln!(out)
}
