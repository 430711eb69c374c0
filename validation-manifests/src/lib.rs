//! Offline validation of Kubernetes manifests against
//! CustomResourceDefinitions: what an API server would answer to
//! `kubectl apply`, with no cluster and no network.
//!
//! The `validate-manifests` command takes CRD files and manifests (files,
//! directories walked in sorted order for `.yaml`, `.yml` and `.json`, or
//! `-` for stdin; YAML streams of many documents, and concatenated JSON).
//! For each CRD (`apiextensions.k8s.io/v1`) it runs the API server's checks
//! of its schemas (structural rules, rules that compile); a rejected CRD is
//! reported and its kind is not served. For each other document it does
//! what the API server does with a custom resource:
//!
//! - finds the CRD version serving its `apiVersion` and `kind`;
//! - decodes it: `metadata` (also of embedded resources) must decode as
//!   object metadata; repeated keys and the fields pruning removes are the
//!   strict-decoding problems, an error under `--field-validation Strict`
//!   (the default, as with kubectl), warnings under `Warn`, ignored under
//!   `Ignore`; applies defaults;
//! - validates the result: object metadata (name, namespace, labels,
//!   annotations), the schema's OpenAPI keywords and CEL rules. With
//!   `--old`, a manifest whose apiVersion, kind, namespace and name match an
//!   old one is validated as an update: transition rules see `oldSelf`, and
//!   errors under unchanged values are ratcheted to warnings.
//!
//! One line per problem, prefixed with `file:line:` (the line of the field
//! when known, else of the document), worded as the API server words it:
//!
//! ```text
//! deploy/foo.yaml:12: Foo.example.com "bar" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10
//! deploy/foo.yaml:3: Foo in version "v1" cannot be handled as a Foo: strict decoding error: unknown field "spec.replica"
//! deploy/foo.yaml:7: Warning: unknown field "spec.replica"
//! ```
//!
//! `--format json` writes one JSON report instead. The exit status is 0
//! when nothing is rejected, 1 when something is, 2 for usage and I/O
//! errors.
//!
//! The command is a crate of its own, not a `validation-gen` subcommand, so
//! that the generator does not depend on the CEL interpreter. [`run`] is the
//! whole command as a function, for tests and embedding:
//!
//! ```
//! use validation_manifests::{run, Io};
//!
//! let crd = r#"
//! apiVersion: apiextensions.k8s.io/v1
//! kind: CustomResourceDefinition
//! metadata: {name: foos.example.com}
//! spec:
//!   group: example.com
//!   names: {kind: Foo, plural: foos}
//!   scope: Namespaced
//!   versions:
//!   - name: v1
//!     served: true
//!     storage: true
//!     schema:
//!       openAPIV3Schema:
//!         type: object
//!         properties:
//!           spec: {type: object, properties: {replicas: {type: integer, maximum: 10}}}
//! ---
//! apiVersion: example.com/v1
//! kind: Foo
//! metadata: {name: bar}
//! spec:
//!   replicas: 11
//! "#;
//! let mut out = Vec::new();
//! let mut err = Vec::new();
//! let mut stdin = crd.as_bytes();
//! let io = Io { stdin: &mut stdin, stdout: &mut out, stderr: &mut err, progress: false };
//! let status = run(&["validate-manifests".into(), "-".into()], io);
//! assert_eq!(status, 1);
//! assert_eq!(
//!     String::from_utf8(out).unwrap(),
//!     "-:23: Foo.example.com \"bar\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n",
//! );
//! ```

#![deny(unsafe_code)]
#![cfg_attr(
    not(test),
    deny(clippy::unwrap_used, clippy::expect_used, clippy::panic, clippy::indexing_slicing)
)]

mod check;
mod cli;
mod crds;
pub mod document;
mod input;
mod json;
mod object_meta;
pub mod report;
mod yaml;

use std::collections::HashMap;
use std::io::{Read, Write};

use validation_runtime::decode::{FieldValidation, Problem, StrictDecodingError};
use validation_schema::CustomResourceDefinition;

use crate::check::{Olds, Settings};
use crate::cli::{Format, Options};
use crate::crds::{Kinds, Loaded};
use crate::document::Document;
use crate::input::Source;
use crate::report::{DocumentReport, Finding};

/// Exit status: nothing rejected.
pub const EXIT_OK: i32 = 0;
/// Exit status: at least one document would be rejected.
pub const EXIT_INVALID: i32 = 1;
/// Exit status: bad arguments or unreadable input.
pub const EXIT_USAGE: i32 = 2;

/// Where the command reads and writes.
pub struct Io<'a> {
    /// Read for the `-` argument.
    pub stdin: &'a mut dyn Read,
    /// The report.
    pub stdout: &'a mut dyn Write,
    /// Usage errors and, when `progress`, the progress line.
    pub stderr: &'a mut dyn Write,
    /// Show `checked N/M documents` on stderr (when it is a terminal).
    pub progress: bool,
}

/// Runs the command with `args` (the first is the program name) and
/// returns its exit status.
pub fn run(args: &[String], io: Io<'_>) -> i32 {
    let options = match cli::parse(args) {
        Ok(options) => options,
        Err(cli::Exit { status, text }) => {
            let out = if status == EXIT_OK { io.stdout } else { io.stderr };
            let _ = write!(out, "{text}");
            return status;
        }
    };
    match validate(&options, io.stdin, io.stderr, io.progress) {
        Ok(reports) => {
            let written = match options.format {
                Format::Text => reports.iter().try_for_each(|r| r.write_text(io.stdout)),
                Format::Json => report::write_json(&reports, io.stdout),
            };
            if let Err(e) = written {
                let _ = writeln!(io.stderr, "validate-manifests: cannot write the report: {e}");
                return EXIT_USAGE;
            }
            if reports.iter().any(DocumentReport::has_errors) {
                EXIT_INVALID
            } else {
                EXIT_OK
            }
        }
        Err(message) => {
            let _ = writeln!(io.stderr, "validate-manifests: {message}");
            EXIT_USAGE
        }
    }
}

/// A document of a source, or the syntax error that stopped its source.
enum Entry {
    Document { source: usize, doc: Document },
    Unreadable(DocumentReport),
}

/// Every report, in input order; `Err` for unreadable input.
fn validate(
    options: &Options,
    stdin: &mut dyn Read,
    stderr: &mut dyn Write,
    progress: bool,
) -> Result<Vec<DocumentReport>, String> {
    let sources = input::collect(&options.paths, stdin)?;
    let entries = entries(&sources);
    let olds = olds(&options.old, stdin)?;
    let settings = Settings {
        field_validation: options.field_validation,
        ignore_unknown_kinds: options.ignore_unknown_kinds,
    };

    // CRDs first, wherever they are, so manifests may come before them.
    let mut crd_reports = HashMap::new();
    let mut accepted: Vec<CustomResourceDefinition> = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        if let Entry::Document { source, doc } = entry {
            if crds::is_crd(&doc.value) {
                let name = source_name(&sources, *source);
                crd_reports.insert(i, load_crd(name, doc, settings.field_validation, &mut accepted));
            }
        }
    }
    let mut kinds = Kinds::default();
    for crd in &accepted {
        kinds.add(crd);
    }

    let total = entries.len();
    let mut reports = Vec::with_capacity(total);
    for (i, entry) in entries.into_iter().enumerate() {
        let report = match (crd_reports.remove(&i), entry) {
            (Some(crd), _) => crd,
            (None, Entry::Unreadable(report)) => report,
            (None, Entry::Document { source, doc }) => {
                check::manifest(source_name(&sources, source), &doc, &kinds, &olds, settings)
            }
        };
        reports.push(report);
        if progress {
            let _ = write!(stderr, "\rchecked {}/{total} documents", i + 1);
        }
    }
    if progress && total > 0 {
        let _ = writeln!(stderr);
    }
    Ok(reports)
}

fn source_name(sources: &[Source], i: usize) -> &str {
    sources.get(i).map_or("-", |s| s.name.as_str())
}

fn entries(sources: &[Source]) -> Vec<Entry> {
    let mut entries = Vec::new();
    for (i, source) in sources.iter().enumerate() {
        match source.documents() {
            Ok(docs) => {
                for doc in docs {
                    match doc.list_items() {
                        Some(items) => entries.extend(items.into_iter().map(|doc| Entry::Document { source: i, doc })),
                        None => entries.push(Entry::Document { source: i, doc }),
                    }
                }
            }
            Err(e) => entries.push(Entry::Unreadable(DocumentReport {
                file: source.name.clone(),
                line: e.line,
                errors: vec![Finding::document(e.line, "SyntaxError", e.message)],
                ..DocumentReport::default()
            })),
        }
    }
    entries
}

/// Checks a CRD document; an accepted CRD joins `accepted` unless one of
/// the same name already did. Its repeated keys and unknown fields are
/// strict-decoding problems in `mode`, as for any request body.
fn load_crd(
    file: &str,
    doc: &Document,
    mode: FieldValidation,
    accepted: &mut Vec<CustomResourceDefinition>,
) -> DocumentReport {
    let mut report = check::report_for(file, doc);
    let name = report.name.clone().unwrap_or_default();
    let kind = crds::CRD_KIND;
    let cannot_decode = format!("{kind} in version \"v1\" cannot be handled as a {kind}: ");
    let problems: Vec<Problem> = doc
        .duplicates
        .iter()
        .cloned()
        .chain(crds::unknown_fields(&doc.value).into_iter().map(Problem::UnknownField))
        .collect();
    if !problems.is_empty() {
        match mode {
            FieldValidation::Strict => {
                let error = StrictDecodingError { problems };
                let message = format!("{cannot_decode}{error}");
                report.errors.push(Finding::document(doc.line, "BadRequest", message));
                return report;
            }
            FieldValidation::Warn => {
                for problem in &problems {
                    let line = check::problem_line(problem, doc);
                    report
                        .warnings
                        .push(Finding::document(line, "Warning", problem.to_string()));
                }
            }
            FieldValidation::Ignore => {}
        }
    }
    match crds::load(&doc.value) {
        Loaded::Accepted(crd) => {
            let taken = accepted.iter().any(|a| {
                a.metadata.as_ref().and_then(|m| m.get("name")) == crd.metadata.as_ref().and_then(|m| m.get("name"))
            });
            if taken {
                let message = format!("customresourcedefinitions.apiextensions.k8s.io {name:?} already exists");
                report
                    .errors
                    .push(Finding::document(doc.line, "AlreadyExists", message));
            } else {
                accepted.push(*crd);
            }
        }
        Loaded::Undecodable(message) => {
            let message = format!("{cannot_decode}{message}");
            report.errors.push(Finding::document(doc.line, "BadRequest", message));
        }
        Loaded::Invalid(errors) => {
            let prefix = format!("{kind}.apiextensions.k8s.io {name:?} is invalid: ");
            for e in errors.iter() {
                report.errors.push(Finding::field(e, &prefix, &doc.lines, doc.line));
            }
        }
    }
    report
}

/// The old manifests, by identity; a file that does not parse is an input
/// error.
fn olds(paths: &[String], stdin: &mut dyn Read) -> Result<Olds, String> {
    let mut olds = Olds::new();
    for source in input::collect(paths, stdin)? {
        let docs = source
            .documents()
            .map_err(|e| format!("{}:{}: {}", source.name, e.line, e.message))?;
        for doc in docs {
            for doc in doc.list_items().unwrap_or_else(|| vec![doc]) {
                if let Some(id) = check::identity(&doc.value) {
                    olds.insert(id, doc.value);
                }
            }
        }
    }
    Ok(olds)
}
