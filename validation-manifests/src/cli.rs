//! The command line.

use clap::{ArgAction, Parser, ValueEnum};
use regex::Regex;
use validation_builtins::{Builtins, Error as BuiltinsError};
use validation_runtime::decode::FieldValidation;
use validation_runtime::{KubeVersion, ParseVersionError};

use crate::{EXIT_OK, EXIT_USAGE};

/// Validates Kubernetes manifests against CustomResourceDefinitions, as an
/// API server would, with no cluster.
#[derive(Parser, Debug)]
#[command(name = "validate-manifests", version)]
struct Cli {
    /// Manifests (and, without --local-crds, the CRDs): files, directories
    /// (walked for .yaml, .yml and .json files in sorted order; symlinked
    /// directories are not followed), or - for stdin.
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<String>,
    /// Take CRDs from this directory (or file) only; its other documents
    /// are skipped. Repeatable.
    #[arg(long, value_name = "DIR")]
    local_crds: Vec<String>,
    /// Old manifests (files or directories): a manifest with the same
    /// apiVersion, kind, namespace and name is validated as an update.
    #[arg(long, value_name = "FILE|DIR")]
    old: Vec<String>,
    /// The Kubernetes version whose API server answers (messages and
    /// warnings that changed between releases, and the CEL libraries a
    /// CRD's rules may use, follow it): `1.N`, `v1.N` or `1.N.P`, from the
    /// oldest version the built-in schemas cover to the newest.
    #[arg(long, value_name = "1.N", default_value_t = KubeVersion::NEWEST, value_parser = parse_kube_version)]
    kube_version: KubeVersion,
    /// What unknown and duplicate fields are: Strict (an error), Warn
    /// (warnings) or Ignore.
    #[arg(long, value_name = "MODE", default_value = "Strict", value_parser = parse_field_validation)]
    field_validation: FieldValidation,
    /// Under Strict, also validate a document that does not decode and
    /// report those errors, marked as beyond what the API server says.
    #[arg(long)]
    all_findings: bool,
    /// A kind no CRD serves is a warning, not an error.
    #[arg(long, visible_alias = "skip-missing")]
    ignore_unknown_kinds: bool,
    /// Comma-separated kinds not to check: `Kind` or `apiVersion/Kind`
    /// (`v1/ConfigMap`, `apps/v1/Deployment`), as kubeconform's -skip.
    #[arg(long, value_name = "KINDS", value_delimiter = ',', action = ArgAction::Append)]
    skip_kinds: Vec<String>,
    /// Comma-separated kinds that are an error wherever they appear, in the
    /// forms of --skip-kinds.
    #[arg(long, value_name = "KINDS", value_delimiter = ',', action = ArgAction::Append)]
    reject_kinds: Vec<String>,
    /// A regular expression: files whose path matches it are not read.
    /// Repeatable.
    #[arg(long, value_name = "REGEX", value_parser = parse_regex)]
    ignore_filename_pattern: Vec<Regex>,
    /// How findings are written: text (`file:line: message`), json (one
    /// Kubernetes Status per document, as kubectl-validate), junit, github
    /// (workflow annotations) or sarif.
    #[arg(long, short = 'o', value_enum, default_value_t = Output::Text, conflicts_with = "format")]
    output: Output,
    /// The JSON report of every document and finding (the report of
    /// earlier releases; `--format text` is `--output text`).
    #[arg(long, value_enum)]
    format: Option<Format>,
    /// Print a summary line after the findings (text and github).
    #[arg(long)]
    summary: bool,
    /// Warnings fail the run too (exit status 1).
    #[arg(long)]
    strict: bool,
    /// Parallel workers (default: all cores); output stays in input order.
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

fn parse_field_validation(text: &str) -> Result<FieldValidation, String> {
    text.parse()
}

/// A version the built-in schemas cover (`1.N`, `v1.N` or `1.N.P`).
fn parse_kube_version(text: &str) -> Result<KubeVersion, String> {
    let version: KubeVersion = text.parse().map_err(|e: ParseVersionError| e.to_string())?;
    let supported = Builtins::supported().map_err(|e| e.to_string())?;
    if version < supported.0 || version > supported.1 {
        return Err(BuiltinsError::UnsupportedVersion { version, supported }.to_string());
    }
    Ok(version)
}

fn parse_regex(text: &str) -> Result<Regex, String> {
    Regex::new(text).map_err(|e| e.to_string())
}

/// `--format`: the report of earlier releases.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// As `--output text`.
    Text,
    /// One JSON document of every document and finding.
    Json,
}

/// How findings are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Output {
    /// `file:line: message`, one line per problem.
    Text,
    /// `{"file": [Status, ...]}`: one Kubernetes Status per document.
    Json,
    /// A JUnit XML report: a test case per document.
    Junit,
    /// GitHub Actions workflow commands (`::error file=...,line=...::`).
    Github,
    /// A SARIF 2.1.0 log.
    Sarif,
    /// The JSON report of `--format json`.
    Report,
}

/// The parsed command line.
#[derive(Debug)]
pub struct Options {
    pub paths: Vec<String>,
    pub local_crds: Vec<String>,
    pub old: Vec<String>,
    pub kube_version: KubeVersion,
    pub field_validation: FieldValidation,
    pub all_findings: bool,
    pub ignore_unknown_kinds: bool,
    pub skip_kinds: Vec<String>,
    pub reject_kinds: Vec<String>,
    pub ignore_filename_patterns: Vec<Regex>,
    pub output: Output,
    pub summary: bool,
    pub strict: bool,
    pub jobs: usize,
}

/// The command ends before validating: help, version, or a usage error.
pub struct Exit {
    pub status: i32,
    pub text: String,
}

pub fn parse(args: &[String]) -> Result<Options, Exit> {
    let cli = Cli::try_parse_from(args).map_err(|e| Exit {
        status: if e.use_stderr() { EXIT_USAGE } else { EXIT_OK },
        text: e.render().to_string(),
    })?;
    let output = match cli.format {
        Some(Format::Json) => Output::Report,
        Some(Format::Text) => Output::Text,
        None => cli.output,
    };
    let jobs = cli
        .jobs
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let names = |kinds: Vec<String>| -> Vec<String> {
        kinds
            .into_iter()
            .map(|k| k.trim().to_owned())
            .filter(|k| !k.is_empty())
            .collect()
    };
    Ok(Options {
        paths: cli.paths,
        local_crds: cli.local_crds,
        old: cli.old,
        kube_version: cli.kube_version,
        field_validation: cli.field_validation,
        all_findings: cli.all_findings,
        ignore_unknown_kinds: cli.ignore_unknown_kinds,
        skip_kinds: names(cli.skip_kinds),
        reject_kinds: names(cli.reject_kinds),
        ignore_filename_patterns: cli.ignore_filename_pattern,
        output,
        summary: cli.summary,
        strict: cli.strict,
        jobs,
    })
}
