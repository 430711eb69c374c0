//! `cargo xtask codegen` regenerates every checked-in generated file;
//! `cargo xtask codegen --check` fails, naming them, when any is stale.
//! `cargo xtask synth DIR`, `cargo xtask gen-speed` and
//! `cargo xtask bench-report` measure (see BENCHMARKS.md).

mod bench_report;
mod gen_speed;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use validation_gen::Generator;

const USAGE: &str = "usage: cargo xtask codegen [--check]
       cargo xtask synth DIR [--types N]
       cargo xtask gen-speed [--types N] [--runs R]
       cargo xtask bench-report";

/// The crates whose generated code is checked in.
const CRATES: &[&str] = &["example-api", "output_tests", "benchmarks"];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["codegen"] => codegen(false),
        ["codegen", "--check"] => codegen(true),
        ["synth", dir, options @ ..] => {
            gen_speed::Options::parse(options).and_then(|o| gen_speed::synth(Path::new(dir), &o).map(drop))
        }
        ["gen-speed", options @ ..] => {
            gen_speed::Options::parse(options).and_then(|o| gen_speed::gen_speed(target_dir(), &o))
        }
        ["bench-report"] => bench_report::bench_report(&target_dir()),
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

/// Cargo's target directory (`CARGO_TARGET_DIR` or `target/`).
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| workspace_root().join("target"), PathBuf::from)
}

fn codegen(check: bool) -> Result<(), String> {
    let root = workspace_root();
    // Relative paths in diagnostics and messages read best from the root.
    std::env::set_current_dir(&root).map_err(|e| format!("cannot enter {}: {e}", root.display()))?;
    let generator = Generator::with_registry(custom_tags::registry());
    let mut stale = Vec::new();
    for krate in CRATES {
        let generation = generator.generate(Path::new(krate)).map_err(|d| d.render_all())?;
        if check {
            stale.extend(generation.out_of_date());
        } else {
            for path in generation.write().map_err(|e| format!("error writing {krate}: {e}"))? {
                println!("wrote {}", path.display());
            }
        }
    }
    if stale.is_empty() {
        return Ok(());
    }
    let list: Vec<String> = stale.iter().map(|p| format!("  {}", p.display())).collect();
    Err(format!(
        "error: generated code is out of date; run `cargo xtask codegen`:\n{}",
        list.join("\n")
    ))
}
