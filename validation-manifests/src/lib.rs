//! Offline validation of Kubernetes manifests against
//! CustomResourceDefinitions and the built-in kinds of a Kubernetes release
//! (`--kube-version`, [`BuiltinKinds`]): what an API server would answer to
//! `kubectl apply`, with no cluster and no network.
//!
//! The `validate-manifests` command takes manifests (files, directories
//! walked in sorted order for `.yaml`, `.yml` and `.json` without following
//! symlinked directories, or `-` for stdin; YAML streams of many documents,
//! and concatenated JSON) and CRDs (`--local-crds DIR`, or among the
//! manifests). For each CRD (`apiextensions.k8s.io/v1`) it runs the API
//! server's checks (names, group, scope, storage version, structural rules
//! of the schemas, rules that compile); a rejected CRD is reported and its
//! kind is not served. Files are then read by `-j` workers, each a
//! document at a time (read, checked and dropped in turn), reports written
//! in input order. For each other
//! document it does what the API server does with a custom resource:
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
//! deploy/foo.yaml:7: Foo in version "v1" cannot be handled as a Foo: strict decoding error: unknown field "spec.replica"
//! deploy/foo.yaml:7: Warning: unknown field "spec.replica"
//! ```
//!
//! `--output json|junit|github|sarif` writes Kubernetes Statuses (as
//! kubectl-validate), JUnit XML, GitHub workflow annotations or SARIF
//! instead; `--format json` the JSON report. The exit status is 0 when
//! nothing is rejected, 1 when something is (or, with `--strict`, warned),
//! 2 for usage and I/O errors.
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

mod builtins;
mod check;
mod cli;
mod crd_spec;
mod crds;
mod declarative;
pub mod document;
mod go_types;
mod input;
mod json;
mod output;
mod pod_checks;
pub mod report;
mod yaml;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::{Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Condvar, Mutex, PoisonError};

use validation_runtime::decode::{FieldValidation, Problem, StrictDecodingError};
use validation_runtime::KubeVersion;
use validation_schema::CustomResourceDefinition;

pub use crate::builtins::BuiltinKinds;
pub use crate::crds::{Catalog, KindSource, Kinds, Served};

use crate::check::{Olds, Settings};
use crate::cli::Options;
use crate::crds::Loaded;
use crate::document::Document;
use crate::input::{Input, Unreadable};
use crate::output::Writer;
use crate::report::{DocumentReport, Finding};

/// Exit status: nothing rejected.
pub const EXIT_OK: i32 = 0;
/// Exit status: at least one document would be rejected.
pub const EXIT_INVALID: i32 = 1;
/// Exit status: bad arguments or unreadable input.
pub const EXIT_USAGE: i32 = 2;

/// The stack of the threads that check documents: CRD schema checks and
/// validation recurse per schema level ([`crds::MAX_CRD_DEPTH`] bounds the
/// levels; at the limit a debug build uses less than 16 MiB); only the
/// pages used are committed.
pub(crate) const WORKER_STACK: usize = 64 * 1024 * 1024;

/// Where the command reads and writes.
pub struct Io<'a> {
    /// Read for the `-` argument.
    pub stdin: &'a mut dyn Read,
    /// The report.
    pub stdout: &'a mut dyn Write,
    /// Usage errors and, when `progress`, the progress line.
    pub stderr: &'a mut dyn Write,
    /// Show `checked N/M files` on stderr (when it is a terminal).
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
    match validate(&options, io.stdin, io.stdout, &mut *io.stderr, io.progress) {
        Ok(status) => status,
        Err(message) => {
            let _ = writeln!(io.stderr, "validate-manifests: {message}");
            EXIT_USAGE
        }
    }
}

/// The CRDs the run serves, and the reports of the CRD documents among the
/// manifests, by (input, document) index.
struct CrdSet {
    accepted: Vec<CustomResourceDefinition>,
    reports: HashMap<(usize, usize), DocumentReport>,
    /// Reports of the `--local-crds` documents, written first.
    local_reports: Vec<DocumentReport>,
    /// The CRDs come from `--local-crds`.
    local: bool,
}

/// Validates and writes every report; the exit status, or an input or
/// output error.
fn validate(
    options: &Options,
    stdin: &mut dyn Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    progress: bool,
) -> Result<i32, String> {
    let inputs = input::list(&options.paths, &options.ignore_filename_patterns, stdin)?;
    let olds = olds(&options.old, stdin)?;
    let settings = Settings {
        field_validation: options.field_validation,
        ignore_unknown_kinds: options.ignore_unknown_kinds,
        all_findings: options.all_findings,
        kube_version: options.kube_version,
    };
    let local_inputs = input::list(&options.local_crds, &[], stdin)?;
    let crds = load_crds(options, &local_inputs, &inputs)?;
    let release =
        validation_builtins::Builtins::for_version(options.kube_version).map_err(|e| format!("built-in kinds: {e}"))?;
    let builtins = BuiltinKinds::new(&release);
    let mut writer = Writer::new(options.output, stdout);
    // Local CRDs are not what is being checked: only their problems are
    // shown.
    let local_problems = crds
        .local_reports
        .iter()
        .filter(|r| r.has_errors() || !r.warnings.is_empty());
    for report in local_problems {
        writer.document(report.clone()).map_err(cannot_write)?;
    }
    let next = AtomicUsize::new(0);
    let workers = options.jobs.clamp(1, inputs.len().max(1));
    let window = Window::new(workers * AHEAD_PER_WORKER);
    let job = Job {
        inputs: &inputs,
        crds: &crds,
        builtins: &builtins,
        olds: &olds,
        settings,
        options,
        next: &next,
        window: &window,
    };
    let streamed = stream(&job, workers, &mut writer, progress.then_some(&mut *stderr));
    if progress && !inputs.is_empty() {
        let _ = writeln!(stderr);
    }
    streamed?;
    let totals = writer.finish(options.summary, stderr).map_err(cannot_write)?;
    let rejected = totals.invalid + totals.errors > 0;
    Ok(if rejected || (options.strict && totals.warned > 0) {
        EXIT_INVALID
    } else {
        EXIT_OK
    })
}

/// The CRDs, checked on a thread of its own: a CRD's checks recurse once
/// per schema level.
fn load_crds(options: &Options, local_inputs: &[Input], inputs: &[Input]) -> Result<CrdSet, String> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(WORKER_STACK)
            .spawn_scoped(scope, || crd_set(options, local_inputs, inputs))
            .map_err(|e| format!("cannot start a worker: {e}"))
            .and_then(|worker| worker.join().unwrap_or_else(|_| Err("a CRD check failed".to_owned())))
    })
}

/// Runs `workers` workers over the inputs and writes their reports in
/// input order; `progress` gets `checked N/M files`. `Err` is an input or
/// output error, which ends the run.
fn stream(
    job: &Job<'_>,
    workers: usize,
    writer: &mut Writer<'_>,
    mut progress: Option<&mut dyn Write>,
) -> Result<(), String> {
    std::thread::scope(|scope| {
        // However this ends, no worker is left waiting for the writer.
        let _open = OpenOnDrop(job.window);
        let (sender, receiver) = mpsc::channel();
        for _ in 0..workers {
            let sender = sender.clone();
            std::thread::Builder::new()
                .stack_size(WORKER_STACK)
                .spawn_scoped(scope, move || job.work(&sender))
                .map_err(|e| format!("cannot start a worker: {e}"))?;
        }
        drop(sender);
        // Reports in input order, whatever order the workers send them in:
        // those of the input being written go out as they come, those of
        // later inputs wait.
        let mut pending: BTreeMap<usize, Vec<Batch>> = BTreeMap::new();
        let mut written = 0;
        for (index, batch) in receiver {
            pending.entry(index).or_default().push(batch);
            while let Some(batches) = pending.get_mut(&written) {
                let mut last = false;
                for batch in batches.drain(..) {
                    let reports = match batch {
                        Batch::Reports(reports) => reports,
                        Batch::Last(reports) => {
                            last = true;
                            reports
                        }
                        Batch::Failed(e) => return Err(e),
                    };
                    for report in reports {
                        writer.document(report).map_err(cannot_write)?;
                    }
                }
                if !last {
                    break;
                }
                pending.remove(&written);
                written += 1;
                job.window.advance(written);
                if let Some(out) = progress.as_deref_mut() {
                    let _ = write!(out, "\rchecked {written}/{} files", job.inputs.len());
                }
            }
        }
        Ok(())
    })
}

fn cannot_write(e: std::io::Error) -> String {
    format!("cannot write the report: {e}")
}

/// What the workers share.
struct Job<'j> {
    inputs: &'j [Input],
    crds: &'j CrdSet,
    /// The built-in kinds of `--kube-version`, shared: each kind's schema
    /// is built once.
    builtins: &'j BuiltinKinds<'j>,
    olds: &'j Olds,
    settings: Settings,
    options: &'j Options,
    /// The next input to take.
    next: &'j AtomicUsize,
    /// How far ahead of the writer a worker may go.
    window: &'j Window,
}

/// What a worker sends the writer: an input's index and some of its
/// reports.
type Results = mpsc::Sender<(usize, Batch)>;

/// Some reports of an input, in order.
enum Batch {
    /// More follow.
    Reports(Vec<DocumentReport>),
    /// The last ones.
    Last(Vec<DocumentReport>),
    /// The input cannot be read: the run ends when the writer comes to it.
    Failed(String),
}

/// How many reports a worker sends at once: the reports of a file of many
/// documents reach the writer as they come, not at the file's end.
const REPORTS_PER_BATCH: usize = 64;

/// How many files per worker the workers may run ahead of the writer: the
/// reports waiting to be written in input order stay few, however slow one
/// file is.
const AHEAD_PER_WORKER: usize = 16;

/// The number of files written, which workers wait on to stay within
/// `width` files of it.
struct Window {
    written: Mutex<usize>,
    moved: Condvar,
    width: usize,
}

impl Window {
    fn new(width: usize) -> Self {
        Window {
            written: Mutex::new(0),
            moved: Condvar::new(),
            width,
        }
    }

    /// Waits until input `index` is within reach of the writer.
    fn wait_for(&self, index: usize) {
        let mut written = self.written.lock().unwrap_or_else(PoisonError::into_inner);
        while index >= written.saturating_add(self.width) {
            written = self.moved.wait(written).unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// `written` files are written.
    fn advance(&self, written: usize) {
        *self.written.lock().unwrap_or_else(PoisonError::into_inner) = written;
        self.moved.notify_all();
    }
}

/// Lets every worker through when the writer stops, early or not.
struct OpenOnDrop<'w>(&'w Window);

impl Drop for OpenOnDrop<'_> {
    fn drop(&mut self) {
        self.0.advance(usize::MAX);
    }
}

impl Job<'_> {
    /// Takes inputs in turn until none is left, sending each one's reports
    /// (or its I/O error). Each worker compiles the CRDs' rules once.
    fn work(&self, results: &Results) {
        let kinds = Kinds::new(&self.crds.accepted, self.settings.kube_version);
        // CRDs first: a CRD serving a kind wins over a built-in one.
        let catalog = Catalog::default().with(&kinds).with(self.builtins);
        loop {
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(input) = self.inputs.get(index) else {
                return;
            };
            self.window.wait_for(index);
            if !self.input_reports(index, input, &catalog, results) {
                return;
            }
        }
    }

    /// Sends the reports of one input's documents, in batches of
    /// [`REPORTS_PER_BATCH`] as they come (each document is read, checked
    /// and dropped in turn), the last batch marked so; an I/O error ends
    /// them. `false` when the writer has stopped.
    fn input_reports(&self, index: usize, input: &Input, catalog: &Catalog<'_>, results: &Results) -> bool {
        let send = |batch: Batch| results.send((index, batch)).is_ok();
        let source = match input.read() {
            Ok(source) => source,
            Err(e) => return send(Batch::Failed(e)),
        };
        let name = source.name.clone();
        let mut reports = Vec::new();
        let mut at = 0;
        for doc in source {
            let doc = match doc {
                Ok(doc) => doc,
                Err(Unreadable::Syntax(e)) => {
                    reports.push(unreadable(&name, e));
                    break;
                }
                Err(Unreadable::Io(e)) => {
                    return send(Batch::Reports(reports)) && send(Batch::Failed(e));
                }
            };
            for doc in doc.split_list() {
                reports.push(self.document_report(index, at, &name, doc, catalog));
                at += 1;
                if reports.len() == REPORTS_PER_BATCH && !send(Batch::Reports(std::mem::take(&mut reports))) {
                    return false;
                }
            }
        }
        send(Batch::Last(reports))
    }

    /// The report of document `at` (counted after lists are split) of
    /// input `index`.
    fn document_report(
        &self,
        index: usize,
        at: usize,
        file: &str,
        doc: Document,
        catalog: &Catalog<'_>,
    ) -> DocumentReport {
        match self.crds.reports.get(&(index, at)) {
            // A CRD serves its kinds even when its own kind is skipped
            // or rejected.
            Some(crd) => self.screened(file, &doc).unwrap_or_else(|| crd.clone()),
            // With --local-crds, a CRD among the inputs is checked on
            // its own and serves nothing.
            None if self.crds.local && crds::is_crd(&doc.value) => self.screened(file, &doc).unwrap_or_else(|| {
                let mode = self.settings.field_validation;
                load_crd(
                    file,
                    &doc,
                    mode,
                    self.settings.kube_version,
                    &mut HashSet::new(),
                    &mut Vec::new(),
                )
            }),
            None => self.manifest(file, doc, catalog),
        }
    }

    /// One manifest: skipped, rejected by kind, or checked.
    fn manifest(&self, file: &str, doc: Document, catalog: &Catalog<'_>) -> DocumentReport {
        self.screened(file, &doc)
            .unwrap_or_else(|| check::manifest(file, doc, catalog, self.olds, self.settings))
    }

    /// The report of a document whose kind `--skip-kinds` skips or
    /// `--reject-kinds` rejects, as kubeconform screens them (skipping
    /// first); `None` for a document to check.
    fn screened(&self, file: &str, doc: &Document) -> Option<DocumentReport> {
        if self.options.skip_kinds.is_empty() && self.options.reject_kinds.is_empty() {
            return None;
        }
        let mut report = check::report_for(file, doc);
        if matches_kind(&self.options.skip_kinds, &report) {
            report.skipped = true;
            return Some(report);
        }
        if matches_kind(&self.options.reject_kinds, &report) {
            let kind = report.kind.clone().unwrap_or_default();
            report.errors.push(Finding::document(
                doc.line,
                "Forbidden",
                format!("prohibited resource kind {kind}"),
            ));
            return Some(report);
        }
        None
    }
}

/// Whether `kinds` (of `--skip-kinds` or `--reject-kinds`) names the
/// document's kind: as `Kind` or `apiVersion/Kind`, as kubeconform reads
/// them.
fn matches_kind(kinds: &[String], report: &DocumentReport) -> bool {
    let Some(kind) = report.kind.as_deref() else {
        return false;
    };
    let qualified = format!("{}/{kind}", report.api_version.as_deref().unwrap_or_default());
    kinds.iter().any(|k| k == kind || *k == qualified)
}

fn unreadable(file: &str, e: input::SyntaxError) -> DocumentReport {
    DocumentReport {
        file: file.to_owned(),
        line: e.line,
        errors: vec![Finding::document(e.line, "SyntaxError", e.message)],
        ..DocumentReport::default()
    }
}

/// The CRDs: from `--local-crds` when given (other documents there are
/// skipped), else from the inputs (each file that may hold one is parsed
/// for them first, so manifests may come before their CRDs). CRDs among
/// the inputs are checked either way; with `--local-crds` the workers
/// check them as they come (they serve no kind), and the inputs are read
/// once.
fn crd_set(options: &Options, local_inputs: &[Input], inputs: &[Input]) -> Result<CrdSet, String> {
    let mode = options.field_validation;
    let mut set = CrdSet {
        accepted: Vec::new(),
        reports: HashMap::new(),
        local_reports: Vec::new(),
        local: !options.local_crds.is_empty(),
    };
    let local = set.local;
    let mut names = HashSet::new();
    if local {
        for input in local_inputs {
            let source = input.read()?;
            let name = source.name.clone();
            for doc in source {
                let doc = match doc {
                    Ok(doc) => doc,
                    Err(Unreadable::Syntax(e)) => {
                        set.local_reports.push(unreadable(&name, e));
                        break;
                    }
                    Err(Unreadable::Io(e)) => return Err(e),
                };
                for doc in doc.split_list().into_iter().filter(|doc| crds::is_crd(&doc.value)) {
                    let report = load_crd(&name, &doc, mode, options.kube_version, &mut names, &mut set.accepted);
                    set.local_reports.push(report);
                }
            }
        }
    }
    if local {
        // CRDs among the inputs are checked as the workers come to them.
        return Ok(set);
    }
    for (index, input) in inputs.iter().enumerate() {
        if !input.may_hold_crd()? {
            continue;
        }
        let source = input.read()?;
        let name = source.name.clone();
        let mut at = 0;
        // Documents up to a syntax error: the workers report the error,
        // and the documents before it as they would without it.
        for doc in source {
            let doc = match doc {
                Ok(doc) => doc,
                Err(Unreadable::Syntax(_)) => break,
                Err(Unreadable::Io(e)) => return Err(e),
            };
            for doc in doc.split_list() {
                if crds::is_crd(&doc.value) {
                    let report = load_crd(&name, &doc, mode, options.kube_version, &mut names, &mut set.accepted);
                    set.reports.insert((index, at), report);
                }
                at += 1;
            }
        }
    }
    Ok(set)
}

/// Checks a CRD document; an accepted CRD joins `accepted` unless one of
/// the same name (in `names`) already did. Its repeated keys and unknown
/// fields are strict-decoding problems in `mode`, as for any request body.
fn load_crd(
    file: &str,
    doc: &Document,
    mode: FieldValidation,
    kube_version: KubeVersion,
    names: &mut HashSet<String>,
    accepted: &mut Vec<CustomResourceDefinition>,
) -> DocumentReport {
    let mut report = check::report_for(file, doc);
    let name = report.name.clone().unwrap_or_default();
    let kind = crds::CRD_KIND;
    let cannot_decode = format!("{kind} in version \"v1\" cannot be handled as a {kind}: ");
    if let Some(message) = crds::depth_error(&doc.value) {
        report.errors.push(Finding::document(
            doc.line,
            "BadRequest",
            format!("{cannot_decode}{message}"),
        ));
        return report;
    }
    // The Go decoder's type errors come before strict decoding's problems.
    if let Some((line, message)) = go_types::first_type_error(&doc.value, &doc.lines) {
        let line = line.unwrap_or(doc.line);
        report.errors.push(Finding::document(
            line,
            "BadRequest",
            format!("{cannot_decode}{message}"),
        ));
        return report;
    }
    let problems: Vec<Problem> = doc
        .duplicates
        .iter()
        .cloned()
        .chain(crds::unknown_fields(&doc.value).into_iter().map(Problem::UnknownField))
        .collect();
    if !problems.is_empty() {
        match mode {
            FieldValidation::Strict => {
                let line = problems.first().map_or(doc.line, |p| check::problem_line(p, doc));
                let error = StrictDecodingError { problems };
                let message = format!("{cannot_decode}{error}");
                report.errors.push(Finding::document(line, "BadRequest", message));
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
    match crds::load(&doc.value, kube_version) {
        Loaded::Accepted(crd) => {
            if names.insert(name.clone()) {
                accepted.push(*crd);
            } else {
                let message = format!("customresourcedefinitions.apiextensions.k8s.io {name:?} already exists");
                report
                    .errors
                    .push(Finding::document(doc.line, "AlreadyExists", message));
            }
        }
        Loaded::Undecodable(message) => {
            let message = format!("{cannot_decode}{message}");
            report.errors.push(Finding::document(doc.line, "BadRequest", message));
        }
        Loaded::Invalid(errors) => {
            let prefix = format!("{kind}.apiextensions.k8s.io {name:?} is invalid: ");
            for e in errors.iter() {
                report.errors.push(crds::finding(e, &prefix, doc));
            }
        }
    }
    report
}

/// The old manifests, by identity; a file that does not parse is an input
/// error.
fn olds(paths: &[String], stdin: &mut dyn Read) -> Result<Olds, String> {
    let mut olds = Olds::new();
    for input in input::list(paths, &[], stdin)? {
        let source = input.read()?;
        let name = source.name.clone();
        for doc in source {
            let doc = doc.map_err(|e| match e {
                Unreadable::Syntax(e) => format!("{name}:{}: {}", e.line, e.message),
                Unreadable::Io(e) => e,
            })?;
            for doc in doc.split_list() {
                if let Some(id) = check::identity(&doc.value) {
                    olds.insert(id, doc.value);
                }
            }
        }
    }
    Ok(olds)
}
