//! The `validation-gen` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, ValueEnum};
use validation_gen::docs::{self, Format};
use validation_gen::{Generator, Registry};

/// Generate Kubernetes-style declarative validation from `+k8s:` tags.
#[derive(Parser)]
#[command(name = "validation-gen", version, about)]
struct Cli {
    /// Crates (directories with Cargo.toml), directories or .rs files to read.
    #[arg(required_unless_present = "docs")]
    inputs: Vec<PathBuf>,

    /// Print the reference of every tag (scopes, arguments, payload,
    /// stability, description, example) instead of generating.
    #[arg(long, conflicts_with_all = ["inputs", "check", "output_file"])]
    docs: bool,

    /// The format of `--docs` [default: markdown].
    #[arg(long, value_enum)]
    format: Option<DocsFormat>,

    /// Write nothing; exit non-zero and name every generated file that would change.
    #[arg(long)]
    check: bool,

    /// Write the generated code to this file instead (the input must produce exactly one file).
    #[arg(long, value_name = "FILE", conflicts_with = "check")]
    output_file: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
enum DocsFormat {
    Markdown,
    Json,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.format.is_some() && !cli.docs {
        // clap's `requires` does not fire alongside `required_unless_present`.
        Cli::command()
            .error(clap::error::ErrorKind::MissingRequiredArgument, "--format needs --docs")
            .exit();
    }
    if cli.docs {
        let format = match cli.format.unwrap_or(DocsFormat::Markdown) {
            DocsFormat::Markdown => Format::Markdown,
            DocsFormat::Json => Format::Json,
        };
        print!("{}", docs::render(&Registry::builtin(), format));
        return ExitCode::SUCCESS;
    }
    let generator = Generator::new();
    let mut failed = false;
    for input in &cli.inputs {
        let generation = match generator.generate(input) {
            Ok(g) => g,
            Err(diagnostics) => {
                eprint!("{}", diagnostics.render_all());
                failed = true;
                continue;
            }
        };
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
    if failed {
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
