//! `--format json`: one object with every finding, sorted like the human
//! output:
//!
//! ```json
//! {"findings": [{"file": "src/v1/mod.rs", "line": 12, "column": 9,
//!   "rule": "stability", "severity": "error",
//!   "message": "tag \"k8s:neq\" is Alpha, but is used in a Stable context",
//!   "help": "wrap it in ...", "notes": []}],
//!  "errors": 1, "warnings": 0}
//! ```
//!
//! `file`, `line`, `column` and `help` are `null` when unknown; `severity` is
//! `error`, `warning` or `note`; `column` is 1-based, in characters.

use serde_json::{json, Value};

use crate::diagnostics::Diagnostics;

/// The JSON document for a set of findings, with a trailing newline.
pub fn render_json(findings: &Diagnostics) -> String {
    let mut sorted = findings.clone();
    sorted.sort();
    let list: Vec<Value> = sorted
        .iter()
        .map(|d| {
            let loc = d.location.as_ref();
            json!({
                "file": loc.map(|l| l.file.display().to_string()),
                "line": loc.map(|l| l.line),
                "column": loc.map(|l| l.column),
                "rule": d.code,
                "severity": d.severity.as_str(),
                "message": d.message,
                "help": d.help,
                "notes": d.notes,
            })
        })
        .collect();
    let document = json!({
        "findings": list,
        "errors": sorted.error_count(),
        "warnings": sorted.warning_count(),
    });
    let mut out = serde_json::to_string_pretty(&document).unwrap_or_default();
    out.push('\n');
    out
}
