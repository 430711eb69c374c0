//! The build-script API: generate into `OUT_DIR`, write only what changed,
//! and tell cargo which inputs to watch.
//!
//! In `build.rs`:
//!
//! ```no_run
//! if let Err(e) = validation_gen::Builder::new().input("src/api").generate() {
//!     eprintln!("{e}");
//!     std::process::exit(1);
//! }
//! ```
//!
//! and in `src/api/v1/mod.rs`:
//! `include!(concat!(env!("OUT_DIR"), "/v1/zz_generated_validations.rs"));`

use std::path::{Path, PathBuf};

use crate::{Diagnostics, Generator, Registry};

/// Generates validation code from a build script.
pub struct Builder {
    inputs: Vec<PathBuf>,
    out_dir: Option<PathBuf>,
    registry: Registry,
    emit_rerun: bool,
}

/// Why a build-script generation failed.
#[derive(Debug)]
pub enum BuildError {
    /// The input has problems; the diagnostics say where.
    Diagnostics(Diagnostics),
    /// `OUT_DIR` is not set (not running under cargo) and no `out_dir` given.
    NoOutDir,
    Io(std::io::Error),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Diagnostics(d) => write!(f, "{}", d.render_all()),
            BuildError::NoOutDir => f.write_str("OUT_DIR is not set: run from a build script or call `out_dir`"),
            BuildError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for BuildError {}

impl Default for Builder {
    fn default() -> Self {
        Builder::new()
    }
}

impl Builder {
    pub fn new() -> Self {
        Builder {
            inputs: Vec::new(),
            out_dir: None,
            registry: Registry::builtin(),
            emit_rerun: true,
        }
    }

    /// A crate, directory or `.rs` file to generate for (repeatable).
    pub fn input(mut self, path: impl AsRef<Path>) -> Self {
        self.inputs.push(path.as_ref().to_path_buf());
        self
    }

    /// Where to write; defaults to `OUT_DIR`. A module whose generated file
    /// would be `<input dir>/a/b/zz_generated_validations.rs` gets
    /// `<out_dir>/a/b/zz_generated_validations.rs`.
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Use this registry (for your own tags) instead of the built-in one.
    pub fn registry(mut self, registry: Registry) -> Self {
        self.registry = registry;
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines (default: yes).
    pub fn emit_rerun_if_changed(mut self, yes: bool) -> Self {
        self.emit_rerun = yes;
        self
    }

    /// Generate every input into the output directory.
    pub fn generate(self) -> Result<BuildOutput, BuildError> {
        let out_dir = match self
            .out_dir
            .clone()
            .or_else(|| std::env::var_os("OUT_DIR").map(PathBuf::from))
        {
            Some(dir) => dir,
            None => return Err(BuildError::NoOutDir),
        };
        let generator = Generator::with_registry(self.registry);
        let mut output = BuildOutput::default();
        for input in &self.inputs {
            let generation = generator.generate(input).map_err(BuildError::Diagnostics)?;
            if self.emit_rerun {
                for path in &generation.inputs {
                    println!("cargo:rerun-if-changed={}", path.display());
                }
            }
            let base = input_dir(input);
            for file in generation.files {
                let relative = file.path.strip_prefix(&base).unwrap_or(&file.path);
                let target = out_dir.join(relative);
                if crate::write_if_changed(&target, &file.contents).map_err(BuildError::Io)? {
                    output.written.push(target);
                } else {
                    output.unchanged.push(target);
                }
            }
            output.inputs.extend(generation.inputs);
        }
        Ok(output)
    }
}

/// What a build-script generation did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct BuildOutput {
    /// Files written because their content changed (or they were new).
    pub written: Vec<PathBuf>,
    /// Files already up to date, left untouched (so cargo rebuilds nothing).
    pub unchanged: Vec<PathBuf>,
    /// Every source file read; printed as `cargo:rerun-if-changed`.
    pub inputs: Vec<PathBuf>,
}

/// The directory generated paths are taken relative to: the crate's `src`,
/// the directory itself, or a file's directory.
fn input_dir(input: &Path) -> PathBuf {
    if input.is_file() {
        return input.parent().map(Path::to_path_buf).unwrap_or_default();
    }
    if input.join("Cargo.toml").is_file() {
        return input.join("src");
    }
    input.to_path_buf()
}
