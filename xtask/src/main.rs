//! `cargo xtask codegen` regenerates every checked-in generated file (code
//! and tag references); `cargo xtask codegen --check` fails, naming them,
//! when any is stale. `cargo xtask docs` regenerates only the tag references;
//! `cargo xtask lint` lints the same crates and fails on any lint error.
//! `cargo xtask msrv` fails when a locked dependency needs a newer Rust
//! than the crates declare.
//! `cargo xtask synth DIR`, `cargo xtask gen-speed` and
//! `cargo xtask bench-report` measure (see BENCHMARKS.md).
//! `cargo xtask builtins [--check]` regenerates the built-in kinds' schemas
//! of validation-builtins from their pinned source package.
//! `cargo xtask k8s-api --from PATH [--release 1.N]` converts the
//! `k8s.io/api` types of validation-builtins-api from a checkout (then run `cargo xtask codegen`).

mod bench_report;
mod builtins;
mod gen_speed;
mod k8s_api;
mod msrv;
mod schema_speed;
mod shape_grid;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use validation_gen::docs::{self, Format, Reference};
use validation_gen::{Generator, Registry};

const USAGE: &str = "usage: cargo xtask codegen [--check]
       cargo xtask docs
       cargo xtask lint
       cargo xtask msrv
       cargo xtask synth DIR [--types N]
       cargo xtask gen-speed [--types N] [--runs R]
       cargo xtask gen-speed --tree CRATE [--runs R]
       cargo xtask schema-speed [--runs R]
       cargo xtask bench-report
       cargo xtask builtins [--check] [--wheel PATH]
       cargo xtask k8s-api --from PATH [--release 1.N]";

/// The crates whose generated code is checked in.
const CRATES: &[&str] = &[
    "example-api",
    "output_tests",
    "output_tests/kube-api",
    "output_tests/cel",
    "output_tests/shape-grid",
    "benchmarks",
    "examples/operator",
    "validation-builtins-api",
];

/// Crates whose roots also get `impl schemars::JsonSchema` (their CRD
/// schema, for kube-rs' `crd()`).
const JSON_SCHEMA_IMPLS: &[&str] = &["examples/operator", "output_tests/kube-api"];

/// Crates whose kube-rs custom resources get a CRD YAML file, and where.
const CRDS: &[(&str, &str)] = &[("examples/operator", "examples/operator/crds")];

/// The generator for one crate of [`CRATES`].
fn generator_for(krate: &str) -> Generator {
    let mut generator = Generator::with_registry(custom_tags::registry());
    if JSON_SCHEMA_IMPLS.contains(&krate) {
        generator = generator.with_json_schema_impls();
    }
    match CRDS.iter().find(|(name, _)| *name == krate) {
        Some((_, dir)) => generator.with_crds(dir),
        None => generator,
    }
}

/// Crates with checked-in coverage tests (`--test-output-root`), and where.
const COVERAGE_TESTS: &[(&str, &str)] = &[("example-api", "example-api/tests")];

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["codegen"] => codegen(false),
        ["codegen", "--check"] => codegen(true),
        ["docs"] => enter_root().and_then(|()| write_docs()).map(|(written, unchanged)| {
            println!("docs: {}", summary(written, 0, unchanged));
        }),
        ["lint"] => lint(),
        ["msrv"] => enter_root().and_then(|()| msrv::msrv()),
        ["synth", dir, options @ ..] => {
            gen_speed::Options::parse(options).and_then(|o| gen_speed::synth(Path::new(dir), &o).map(drop))
        }
        ["gen-speed", options @ ..] => gen_speed::Options::parse(options).and_then(|o| {
            let target = target_dir();
            enter_root()?;
            gen_speed::gen_speed(target, &o, |dir| generator_for(&dir.to_string_lossy()))
        }),
        ["schema-speed", options @ ..] => schema_speed::schema_speed(options),
        ["bench-report"] => bench_report::bench_report(&target_dir()),
        ["builtins", options @ ..] => builtins::builtins(options),
        ["k8s-api", options @ ..] => k8s_api::k8s_api(options),
        ["help" | "--help" | "-h"] => {
            println!("{USAGE}");
            Ok(())
        }
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

/// Relative paths in diagnostics and messages read best from the root.
fn enter_root() -> Result<(), String> {
    let root = workspace_root();
    std::env::set_current_dir(&root).map_err(|e| format!("cannot enter {}: {e}", root.display()))
}

/// The checked-in tag references: the built-in tags (what
/// `validation-gen --docs` prints), and the custom-tags crate's own tags,
/// documented from its registry as any program with its own tags would.
fn reference_docs() -> Vec<(PathBuf, String)> {
    vec![
        (
            PathBuf::from("docs/tags.md"),
            docs::render(&Registry::builtin(), Format::Markdown),
        ),
        (
            PathBuf::from("output_tests/custom-tags/TAGS.md"),
            Reference::of(&custom_tags::registry()).registered_only().to_markdown(),
        ),
    ]
}

/// Writes the tag references; returns (written, up to date).
fn write_docs() -> Result<(usize, usize), String> {
    let (mut written, mut unchanged) = (0, 0);
    for (path, contents) in reference_docs() {
        if validation_gen::write_if_changed(&path, &contents)
            .map_err(|e| format!("error writing {}: {e}", path.display()))?
        {
            println!("wrote {}", path.display());
            written += 1;
        } else {
            unchanged += 1;
        }
    }
    Ok((written, unchanged))
}

fn stale_docs() -> Vec<PathBuf> {
    reference_docs()
        .into_iter()
        .filter(|(path, contents)| std::fs::read_to_string(path).ok().as_deref() != Some(contents.as_str()))
        .map(|(path, _)| path)
        .collect()
}

/// `wrote 2 files, deleted 1, 40 up to date`.
fn summary(written: usize, deleted: usize, unchanged: usize) -> String {
    let mut parts = Vec::new();
    if written > 0 {
        parts.push(format!("wrote {written} file{}", if written == 1 { "" } else { "s" }));
    }
    if deleted > 0 {
        parts.push(format!("deleted {deleted}"));
    }
    if unchanged > 0 || parts.is_empty() {
        parts.push(format!("{unchanged} up to date"));
    }
    parts.join(", ")
}

fn codegen(check: bool) -> Result<(), String> {
    enter_root()?;
    let mut stale = Vec::new();
    let (mut written, mut deleted, mut unchanged, mut checked) = (0, 0, 0, 0);
    // The grid's sources first: its generated code is generated from them.
    for (path, contents) in shape_grid::sources() {
        if check {
            if std::fs::read_to_string(&path).ok().as_deref() != Some(contents.as_str()) {
                stale.push(path);
            }
            checked += 1;
        } else if validation_gen::write_if_changed(&path, &contents)
            .map_err(|e| format!("error writing {}: {e}", path.display()))?
        {
            println!("wrote {}", path.display());
            written += 1;
        } else {
            unchanged += 1;
        }
    }
    for krate in CRATES {
        let generation = generator_for(krate)
            .generate(Path::new(krate))
            .map_err(|d| d.render_all())?;
        let coverage = COVERAGE_TESTS
            .iter()
            .filter(|(name, _)| name == krate)
            .flat_map(|(_, dir)| validation_gen::coverage::files(&generation.rules, Path::new(dir)));
        let coverage: Vec<_> = coverage.collect();
        if check {
            stale.extend(generation.out_of_date());
            stale.extend(validation_gen::out_of_date(&coverage));
            checked += generation.files.len() + coverage.len();
        } else {
            let done = generation.write().map_err(|e| format!("error writing {krate}: {e}"))?;
            for path in &done.written {
                println!("wrote {}", path.display());
            }
            for path in &done.deleted {
                println!("deleted {}", path.display());
            }
            written += done.written.len();
            deleted += done.deleted.len();
            unchanged += done.unchanged.len();
            for file in &coverage {
                if validation_gen::write_if_changed(&file.path, &file.contents)
                    .map_err(|e| format!("error writing {}: {e}", file.path.display()))?
                {
                    println!("wrote {}", file.path.display());
                    written += 1;
                } else {
                    unchanged += 1;
                }
            }
        }
    }
    if check {
        stale.extend(stale_docs());
        checked += reference_docs().len();
    } else {
        let (docs_written, docs_unchanged) = write_docs()?;
        println!(
            "codegen: {}",
            summary(written + docs_written, deleted, unchanged + docs_unchanged)
        );
    }
    if stale.is_empty() {
        if check {
            println!("codegen --check: {checked} files up to date");
        }
        return Ok(());
    }
    let list: Vec<String> = stale.iter().map(|p| format!("  {}", p.display())).collect();
    Err(format!(
        "error: generated code or docs are out of date; run `cargo xtask codegen`:\n{}",
        list.join("\n")
    ))
}

fn lint() -> Result<(), String> {
    let root = workspace_root();
    std::env::set_current_dir(&root).map_err(|e| format!("cannot enter {}: {e}", root.display()))?;
    let generator = Generator::with_registry(custom_tags::registry());
    let mut findings = validation_gen::Diagnostics::new();
    for krate in CRATES {
        findings.extend(generator.lint(Path::new(krate), None));
    }
    eprint!("{}", findings.render_lint());
    if findings.has_errors() {
        return Err(format!("lint failed: {} error(s)", findings.error_count()));
    }
    println!(
        "lint: {} crates clean ({} warnings, {} notes)",
        CRATES.len(),
        findings.warning_count(),
        findings.note_count()
    );
    Ok(())
}
