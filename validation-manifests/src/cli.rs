//! The command line.

use clap::{Parser, ValueEnum};
use validation_runtime::decode::FieldValidation;

use crate::{EXIT_OK, EXIT_USAGE};

/// Validates Kubernetes manifests against CustomResourceDefinitions, as an
/// API server would, with no cluster.
#[derive(Parser, Debug)]
#[command(name = "validate-manifests", version)]
struct Cli {
    /// CRD files and manifests: files, directories (walked for .yaml, .yml
    /// and .json files in sorted order), or - for stdin.
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<String>,
    /// Old manifests (files or directories): a manifest with the same
    /// apiVersion, kind, namespace and name is validated as an update.
    #[arg(long, value_name = "FILE|DIR")]
    old: Vec<String>,
    /// What unknown and duplicate fields are: Strict (an error), Warn
    /// (warnings) or Ignore.
    #[arg(long, value_name = "MODE", default_value = "Strict", value_parser = parse_field_validation)]
    field_validation: FieldValidation,
    /// A kind no CRD serves is a warning, not an error.
    #[arg(long, visible_alias = "skip-missing")]
    ignore_unknown_kinds: bool,
    /// The report's format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

fn parse_field_validation(text: &str) -> Result<FieldValidation, String> {
    text.parse()
}

/// How the report is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// `file:line: message`, one line per problem.
    Text,
    /// One JSON document.
    Json,
}

/// The parsed command line.
#[derive(Debug)]
pub struct Options {
    pub paths: Vec<String>,
    pub old: Vec<String>,
    pub field_validation: FieldValidation,
    pub ignore_unknown_kinds: bool,
    pub format: Format,
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
    Ok(Options {
        paths: cli.paths,
        old: cli.old,
        field_validation: cli.field_validation,
        ignore_unknown_kinds: cli.ignore_unknown_kinds,
        format: cli.format,
    })
}
