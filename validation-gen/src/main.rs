//! The `validation-gen` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, ValueEnum};
use validation_gen::{docs, schema, Generator, Registry};

/// Generate Kubernetes-style declarative validation from `+k8s:` tags.
#[derive(Parser)]
#[command(name = "validation-gen", version, about)]
struct Cli {
    /// Crates (directories with Cargo.toml), directories or .rs files to read.
    #[arg(required_unless_present = "docs")]
    inputs: Vec<PathBuf>,

    /// Print the reference of every tag (scopes, arguments, payload,
    /// stability, description, example) instead of generating.
    #[arg(long, conflicts_with_all = ["inputs", "check", "output_file", "lint"])]
    docs: bool,

    /// Write nothing; exit non-zero and name every generated file that would change.
    #[arg(long)]
    check: bool,

    /// Write the generated code to this file instead (the input must produce exactly one file).
    #[arg(long, value_name = "FILE", conflicts_with = "check")]
    output_file: Option<PathBuf>,

    /// Also write, into DIR, a test that the declarative-validation test cases
    /// (DIR/validation_cases/mod.rs) trigger every rule each root type
    /// declares, and an allowlist file for exceptions when DIR has none.
    #[arg(long, value_name = "DIR")]
    test_output_root: Option<PathBuf>,

    /// Generate nothing; report every problem and lint finding, and exit
    /// non-zero when any is an error.
    #[arg(long, conflicts_with_all = ["check", "output_file"])]
    lint: bool,

    /// The output of `--lint` (human [default], json) or of `--docs`
    /// (markdown [default], json).
    #[arg(long, value_enum)]
    format: Option<OutputFormat>,

    /// Also write each root type's CRD structural schema (OpenAPI v3,
    /// JSON) into DIR as `<module path>.<Type>.json`; `--check` compares
    /// them like the generated code.
    #[arg(long, value_name = "DIR", conflicts_with = "output_file")]
    schema: Option<PathBuf>,

    /// What a check with no schema equivalent does with `--schema`,
    /// `--crd` or `--json-schema-impls`: fail (error), report a warning
    /// (warn, the default) or nothing (omit).
    #[arg(long, value_name = "POLICY", value_parser = ["error", "warn", "omit"])]
    schema_unsupported: Option<String>,

    /// Also give each root type an `impl schemars::JsonSchema` (in its
    /// generated file) returning its CRD schema, for kube-rs' `crd()` with
    /// `#[kube(schema = "manual")]`.
    #[arg(long)]
    json_schema_impls: bool,

    /// Also write a CustomResourceDefinition (YAML) per kube-rs custom
    /// resource kind into DIR as `<plural>.<group>.yaml`; `--check` compares
    /// them like the generated code.
    #[arg(long, value_name = "DIR", conflicts_with = "output_file")]
    crd: Option<PathBuf>,

    /// The Kubernetes version (`1.N`) the schemas are for: it decides which
    /// checks the API server honours as schema keywords and which are
    /// lowered to CEL rules (default: the newest the tool knows).
    #[arg(long, value_name = "VERSION", value_parser = schema::KubeVersion::parse)]
    kube_version: Option<schema::KubeVersion>,

    /// The lint config (default: `validation-gen-lint.json` in the input).
    #[arg(long, value_name = "FILE", requires = "lint")]
    lint_config: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum OutputFormat {
    /// rustc-style findings (`--lint`).
    Human,
    /// The tag reference as Markdown (`--docs`).
    Markdown,
    Json,
}

impl Cli {
    /// The format a mode asked for, or a usage error naming what it accepts.
    fn format_for(&self, mode: &str, default: OutputFormat, accepted: &[OutputFormat]) -> OutputFormat {
        let format = self.format.unwrap_or(default);
        if !accepted.contains(&format) {
            let names: Vec<_> = accepted
                .iter()
                .filter_map(|f| f.to_possible_value())
                .map(|v| v.get_name().to_owned())
                .collect();
            Cli::command()
                .error(
                    clap::error::ErrorKind::InvalidValue,
                    format!("{mode} takes --format {}", names.join("|")),
                )
                .exit();
        }
        format
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.format.is_some() && !cli.docs && !cli.lint {
        // clap's `requires` does not fire alongside `required_unless_present`.
        Cli::command()
            .error(
                clap::error::ErrorKind::MissingRequiredArgument,
                "--format needs --docs or --lint",
            )
            .exit();
    }
    if cli.docs {
        let format = match cli.format_for(
            "--docs",
            OutputFormat::Markdown,
            &[OutputFormat::Markdown, OutputFormat::Json],
        ) {
            OutputFormat::Json => docs::Format::Json,
            _ => docs::Format::Markdown,
        };
        print!("{}", docs::render(&Registry::builtin(), format));
        return ExitCode::SUCCESS;
    }
    let policy = cli
        .schema_unsupported
        .as_deref()
        .and_then(schema::Policy::parse)
        .unwrap_or_default();
    if cli.schema_unsupported.is_some() && cli.schema.is_none() && cli.crd.is_none() && !cli.json_schema_impls {
        Cli::command()
            .error(
                clap::error::ErrorKind::MissingRequiredArgument,
                "--schema-unsupported needs --schema, --crd or --json-schema-impls",
            )
            .exit();
    }
    if cli.kube_version.is_some() && cli.schema.is_none() && cli.crd.is_none() && !cli.json_schema_impls {
        Cli::command()
            .error(
                clap::error::ErrorKind::MissingRequiredArgument,
                "--kube-version needs --schema, --crd or --json-schema-impls",
            )
            .exit();
    }
    let kube_version = cli.kube_version.unwrap_or_default();
    let mut generator = Generator::new()
        .with_schema_policy(policy)
        .with_kube_version(kube_version);
    if let Some(dir) = &cli.schema {
        let options = schema::Options::new(dir.clone(), policy).for_kube(kube_version);
        generator = generator.with_schemas(options);
    }
    if cli.json_schema_impls {
        generator = generator.with_json_schema_impls();
    }
    if let Some(dir) = &cli.crd {
        generator = generator.with_crds(dir.clone());
    }
    if cli.lint {
        return lint(&generator, &cli);
    }
    let mut failed = false;
    let mut rules = Vec::new();
    let mut tally = Tally::default();
    // Coverage tests need every input's rules: none when an input fails.
    let mut all_generated = true;
    for input in &cli.inputs {
        let generation = match generator.generate(input) {
            Ok(g) => g,
            Err(diagnostics) => {
                eprint!("{}", diagnostics.render_all());
                failed = true;
                all_generated = false;
                continue;
            }
        };
        eprint!("{}", generation.warnings.render_all());
        rules.extend(generation.rules.iter().cloned());
        for kept in &generation.kept {
            eprintln!(
                "kept {}: generated with custom tags this validation-gen does not have ({})",
                kept.path.display(),
                kept.missing_tags.join(", ")
            );
        }
        tally.kept += generation.kept.len();
        let result = if cli.check {
            check(&generation, input, &schema_flags(&cli), &mut tally)
        } else if let Some(output) = &cli.output_file {
            write_single(&generation, output, &mut tally)
        } else {
            write(&generation, &mut tally)
        };
        if let Err(message) = result {
            eprintln!("{message}");
            failed = true;
        }
    }
    if let (Some(dir), true) = (&cli.test_output_root, all_generated) {
        rules.sort();
        rules.dedup();
        if let Err(message) = coverage_tests(&rules, dir, cli.check, &mut tally) {
            eprintln!("{message}");
            failed = true;
        }
    }
    if !failed {
        eprintln!("{}", tally.summary(cli.check));
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// What a run did, for its one-line summary.
#[derive(Default)]
struct Tally {
    written: usize,
    deleted: usize,
    kept: usize,
    up_to_date: usize,
}

impl Tally {
    /// `wrote 2 files, deleted 1, 40 up to date`; `--check`: `42 files up to date`.
    fn summary(&self, check: bool) -> String {
        let files = |n: usize| {
            if n == 1 {
                "1 file".to_owned()
            } else {
                format!("{n} files")
            }
        };
        if check {
            return format!("{} up to date", files(self.up_to_date));
        }
        let mut parts = Vec::new();
        if self.written > 0 {
            parts.push(format!("wrote {}", files(self.written)));
        }
        if self.deleted > 0 {
            parts.push(format!("deleted {}", self.deleted));
        }
        if self.kept > 0 {
            parts.push(format!("kept {}", self.kept));
        }
        if self.up_to_date > 0 || parts.is_empty() {
            parts.push(format!("{} up to date", self.up_to_date));
        }
        parts.join(", ")
    }
}

/// `--lint`: every input's findings, rendered together; fails on errors.
fn lint(generator: &Generator, cli: &Cli) -> ExitCode {
    let config = match cli
        .lint_config
        .as_deref()
        .map(validation_gen::lint::Config::load)
        .transpose()
    {
        Ok(config) => config,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut findings = validation_gen::Diagnostics::new();
    for input in &cli.inputs {
        findings.extend(generator.lint(input, config.as_ref()));
    }
    match cli.format_for(
        "--lint",
        OutputFormat::Human,
        &[OutputFormat::Human, OutputFormat::Json],
    ) {
        OutputFormat::Json => print!("{}", validation_gen::lint::render_json(&findings)),
        _ => {
            eprint!("{}", findings.render_lint());
            if findings.error_count() == 0 && findings.warning_count() == 0 {
                eprintln!("{}", lint_clean_summary(cli.inputs.len(), findings.note_count()));
            }
        }
    }
    if findings.has_errors() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `lint: 2 inputs clean`, with the notes when there are some (a clean run
/// would otherwise print nothing).
fn lint_clean_summary(inputs: usize, notes: usize) -> String {
    let inputs = if inputs == 1 {
        "1 input".to_owned()
    } else {
        format!("{inputs} inputs")
    };
    match notes {
        0 => format!("lint: {inputs} clean"),
        1 => format!("lint: {inputs} clean (1 note)"),
        n => format!("lint: {inputs} clean ({n} notes)"),
    }
}

/// The schema options of this run, as flags (for the command that updates).
fn schema_flags(cli: &Cli) -> String {
    let mut flags = String::new();
    if let Some(dir) = &cli.schema {
        flags.push_str(&format!(" --schema {}", dir.display()));
    }
    if cli.json_schema_impls {
        flags.push_str(" --json-schema-impls");
    }
    if let Some(dir) = &cli.crd {
        flags.push_str(&format!(" --crd {}", dir.display()));
    }
    flags
}

fn check(
    generation: &validation_gen::Generation,
    input: &std::path::Path,
    flags: &str,
    tally: &mut Tally,
) -> Result<(), String> {
    let stale = generation.out_of_date();
    if stale.is_empty() {
        tally.up_to_date += generation.files.len();
        return Ok(());
    }
    let list: Vec<String> = stale.iter().map(|p| format!("  {}", p.display())).collect();
    Err(format!(
        "error: generated code is out of date; run `validation-gen {}{flags}` to update:\n{}",
        input.display(),
        list.join("\n")
    ))
}

fn write(generation: &validation_gen::Generation, tally: &mut Tally) -> Result<(), String> {
    let done = generation.write().map_err(|e| format!("error: {e}"))?;
    for path in &done.written {
        eprintln!("wrote {}", path.display());
    }
    for path in &done.deleted {
        eprintln!("deleted {}", path.display());
    }
    tally.written += done.written.len();
    tally.deleted += done.deleted.len();
    tally.up_to_date += done.unchanged.len();
    Ok(())
}

fn write_single(
    generation: &validation_gen::Generation,
    output: &std::path::Path,
    tally: &mut Tally,
) -> Result<(), String> {
    match generation.files.as_slice() {
        [file] => {
            let wrote = validation_gen::write_if_changed(output, &file.contents)
                .map_err(|e| format!("error: {}: {e}", output.display()))?;
            if wrote {
                eprintln!("wrote {}", output.display());
                tally.written += 1;
            } else {
                tally.up_to_date += 1;
            }
            Ok(())
        }
        files => Err(format!(
            "error: --output-file needs an input that generates exactly one file; this one generates {}",
            files.len()
        )),
    }
}

/// Writes (or with `check`, compares) the coverage test and allowlist.
fn coverage_tests(
    rules: &[validation_gen::coverage::DeclaredRule],
    dir: &std::path::Path,
    check: bool,
    tally: &mut Tally,
) -> Result<(), String> {
    let files = validation_gen::coverage::files(rules, dir);
    if check {
        let stale = validation_gen::out_of_date(&files);
        if stale.is_empty() {
            tally.up_to_date += files.len();
            return Ok(());
        }
        let list: Vec<String> = stale.iter().map(|p| format!("  {}", p.display())).collect();
        return Err(format!(
            "error: coverage tests are out of date; run validation-gen --test-output-root to update:\n{}",
            list.join("\n")
        ));
    }
    for file in &files {
        if validation_gen::write_if_changed(&file.path, &file.contents)
            .map_err(|e| format!("error: {}: {e}", file.path.display()))?
        {
            eprintln!("wrote {}", file.path.display());
            tally.written += 1;
        } else {
            tally.up_to_date += 1;
        }
    }
    Ok(())
}
