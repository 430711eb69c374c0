//! The `validation-gen` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use validation_gen::Generator;

/// Generate Kubernetes-style declarative validation from `+k8s:` tags.
#[derive(Parser)]
#[command(name = "validation-gen", version, about)]
struct Cli {
    /// Crates (directories with Cargo.toml), directories or .rs files to read.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,

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

    /// How `--lint` reports: rustc-style text or JSON for CI tools.
    #[arg(long, value_enum, default_value = "human", requires = "lint")]
    format: Format,

    /// The lint config (default: `validation-gen-lint.json` in the input).
    #[arg(long, value_name = "FILE", requires = "lint")]
    lint_config: Option<PathBuf>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    Human,
    Json,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let generator = Generator::new();
    if cli.lint {
        return lint(&generator, &cli);
    }
    let mut failed = false;
    let mut rules = Vec::new();
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
        rules.extend(generation.rules.iter().cloned());
        let result = if cli.check {
            check(&generation)
        } else if let Some(output) = &cli.output_file {
            write_single(&generation, output)
        } else {
            write(&generation)
        };
        if let Err(message) = result {
            eprintln!("{message}");
            failed = true;
        }
    }
    if let (Some(dir), true) = (&cli.test_output_root, all_generated) {
        rules.sort();
        rules.dedup();
        if let Err(message) = coverage_tests(&rules, dir, cli.check) {
            eprintln!("{message}");
            failed = true;
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
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
    match cli.format {
        Format::Human => eprint!("{}", findings.render_lint()),
        Format::Json => print!("{}", validation_gen::lint::render_json(&findings)),
    }
    if findings.has_errors() {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn check(generation: &validation_gen::Generation) -> Result<(), String> {
    let stale = generation.out_of_date();
    if stale.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = stale.iter().map(|p| format!("  {}", p.display())).collect();
    Err(format!(
        "error: generated code is out of date; run validation-gen (or `cargo xtask codegen`) to update:\n{}",
        list.join("\n")
    ))
}

fn write(generation: &validation_gen::Generation) -> Result<(), String> {
    let changed = generation.write().map_err(|e| format!("error: {e}"))?;
    for path in changed {
        eprintln!("wrote {}", path.display());
    }
    Ok(())
}

fn write_single(generation: &validation_gen::Generation, output: &std::path::Path) -> Result<(), String> {
    match generation.files.as_slice() {
        [file] => validation_gen::write_if_changed(output, &file.contents)
            .map(|_| ())
            .map_err(|e| format!("error: {}: {e}", output.display())),
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
) -> Result<(), String> {
    let files = validation_gen::coverage::files(rules, dir);
    if check {
        let stale = validation_gen::out_of_date(&files);
        if stale.is_empty() {
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
        }
    }
    Ok(())
}
