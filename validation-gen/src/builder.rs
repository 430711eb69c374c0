//! The build-script API: generate into `OUT_DIR`, write only what changed,
//! and tell cargo which inputs to watch.
//!
//! In `build.rs`:
//!
//! ```no_run
//! fn main() -> Result<(), validation_gen::BuildError> {
//!     validation_gen::Builder::new().input("src/api").generate()?;
//!     Ok(())
//! }
//! ```
//!
//! and in `src/api/v1/mod.rs`:
//! `include!(concat!(env!("OUT_DIR"), "/v1/zz_generated_validations.rs"));`
//! (the path below `OUT_DIR` is the generated file's path below the input
//! directory; the generated file's header names it).
//!
//! A problem in the input fails the build however the result is handled:
//! [`BuildError`] displays (and debug-prints) as the located diagnostics,
//! and every generated file of a failed input is replaced by a
//! `compile_error!` carrying them, so even a build script that drops the
//! result cannot compile stale validation.

use std::path::{Path, PathBuf};

use crate::source::GENERATED_FILE_NAME;
use crate::{Diagnostics, Generator, Registry};

/// Generates validation code from a build script.
pub struct Builder {
    inputs: Vec<PathBuf>,
    out_dir: Option<PathBuf>,
    registry: Registry,
    emit_rerun: bool,
    /// Where CRD schemas go (below the output directory when relative).
    schemas: Option<(PathBuf, crate::schema::Policy)>,
    /// JSON-schema impls and CRD YAML ([`crate::crd`]); the CRD directory
    /// is below the output directory when relative.
    shipping: crate::crd::Shipping,
}

/// Why a build-script generation failed. `Display` and `Debug` both render
/// it for people (the diagnostics, rustc-style), so `fn main() -> Result<(),
/// BuildError>` and `.unwrap()` print the same thing.
pub enum BuildError {
    /// The input has problems; the diagnostics say where.
    Diagnostics(Diagnostics),
    /// `OUT_DIR` is not set (not running under cargo) and no `out_dir` given.
    NoOutDir,
    /// A generated file lies outside its input directory, so it has no
    /// place under the output directory.
    OutsideInput(PathBuf),
    /// Reading or writing a file failed.
    Io(PathBuf, std::io::Error),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Diagnostics(d) => f.write_str(d.render_all().trim_end()),
            BuildError::NoOutDir => f.write_str("OUT_DIR is not set: run from a build script or call `out_dir`"),
            BuildError::OutsideInput(path) => write!(
                f,
                "generated file {} is outside its input directory; give the Builder the directory that holds it",
                path.display()
            ),
            BuildError::Io(path, e) => write!(f, "{}: {e}", path.display()),
        }
    }
}

impl std::fmt::Debug for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Display::fmt(self, f)
    }
}

impl std::error::Error for BuildError {}

impl Default for Builder {
    fn default() -> Self {
        Builder::new()
    }
}

impl Builder {
    /// A builder with the built-in tags, writing into `OUT_DIR`.
    pub fn new() -> Self {
        Builder {
            inputs: Vec::new(),
            out_dir: None,
            registry: Registry::builtin(),
            emit_rerun: true,
            schemas: None,
            shipping: crate::crd::Shipping::default(),
        }
    }

    /// A crate, directory or `.rs` file to generate for (repeatable).
    pub fn input(mut self, path: impl AsRef<Path>) -> Self {
        self.inputs.push(path.as_ref().to_path_buf());
        self
    }

    /// Where to write; defaults to `OUT_DIR`. A module whose generated file
    /// would be `<input dir>/a/b/zz_generated_validations.rs` gets
    /// `<out_dir>/a/b/zz_generated_validations.rs`, where the input
    /// directory is the input itself, a crate's `src`, or a file's
    /// directory (so `src/api` and `src/api/mod.rs` give the same layout).
    pub fn out_dir(mut self, dir: impl AsRef<Path>) -> Self {
        self.out_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// Use this registry (for your own tags) instead of the built-in one.
    pub fn registry(mut self, registry: Registry) -> Self {
        self.registry = registry;
        self
    }

    /// Also write each root struct's CRD structural schema (JSON, one file
    /// per root: `<module path>.<Type>.json`) into `dir`, taken below the
    /// output directory when relative. `policy` says what a check with no
    /// schema equivalent does: fail the build, warn (`cargo:warning`) or
    /// nothing.
    pub fn schemas(mut self, dir: impl AsRef<Path>, policy: crate::schema::Policy) -> Self {
        self.schemas = Some((dir.as_ref().to_path_buf(), policy));
        self
    }

    /// Also give each root type an `impl schemars::JsonSchema` returning its
    /// CRD structural schema (in its generated file), so kube-rs' `crd()`
    /// carries the tags' rules; the spec struct needs
    /// `#[kube(schema = "manual")]`, and the crate `schemars` and
    /// `serde_json`.
    pub fn json_schema_impls(mut self) -> Self {
        self.shipping.json_schema_impls = true;
        self
    }

    /// Also write a CustomResourceDefinition YAML file per kube-rs custom
    /// resource kind (`<plural>.<group>.yaml`) into `dir`, taken below the
    /// output directory when relative (give
    /// `concat!(env!("CARGO_MANIFEST_DIR"), "/crds")` to write next to the
    /// sources).
    pub fn crds(mut self, dir: impl AsRef<Path>) -> Self {
        self.shipping.crd_dir = Some(dir.as_ref().to_path_buf());
        self
    }

    /// What a check with no schema equivalent does in the JSON-schema
    /// impls and CRDs when [`Builder::schemas`] (which takes its own) is
    /// not used: fail the build, warn (the default) or nothing.
    pub fn schema_policy(mut self, policy: crate::schema::Policy) -> Self {
        self.shipping.policy = policy;
        self
    }

    /// The Kubernetes version the schemas are for (default: the newest the
    /// generator knows): checks that server does not honour as schema
    /// keywords are lowered to CEL rules.
    pub fn kube_version(mut self, version: crate::schema::KubeVersion) -> Self {
        self.shipping.kube_version = version;
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines (default: yes).
    pub fn emit_rerun_if_changed(mut self, yes: bool) -> Self {
        self.emit_rerun = yes;
        self
    }

    /// Generate every input into the output directory. On a problem in an
    /// input, its generated files become `compile_error!`s with the
    /// diagnostics, and the error carries them too.
    pub fn generate(self) -> Result<BuildOutput, BuildError> {
        let out_dir = match self
            .out_dir
            .clone()
            .or_else(|| std::env::var_os("OUT_DIR").map(PathBuf::from))
        {
            Some(dir) => dir,
            None => return Err(BuildError::NoOutDir),
        };
        let mut generator = Generator::with_registry(self.registry)
            .with_schema_policy(self.shipping.policy)
            .with_kube_version(self.shipping.kube_version);
        // Schemas and CRDs go where they were asked for; code mirrors the input tree.
        let mut data_dirs = Vec::new();
        if let Some((dir, policy)) = self.schemas {
            let dir = out_dir.join(dir);
            let options = crate::schema::Options::new(dir.clone(), policy).for_kube(self.shipping.kube_version);
            generator = generator.with_schemas(options);
            data_dirs.push(dir);
        }
        if self.shipping.json_schema_impls {
            generator = generator.with_json_schema_impls();
        }
        if let Some(dir) = self.shipping.crd_dir {
            let dir = out_dir.join(dir);
            generator = generator.with_crds(dir.clone());
            data_dirs.push(dir);
        }
        let mut output = BuildOutput::default();
        for input in &self.inputs {
            let base = input_dir(input);
            let generation = match generator.generate(input) {
                Ok(generation) => generation,
                Err(diagnostics) => {
                    poison(input, &base, &out_dir, &diagnostics)?;
                    return Err(BuildError::Diagnostics(diagnostics));
                }
            };
            if self.emit_rerun {
                for path in watched(input, &generation.inputs) {
                    println!("cargo:rerun-if-changed={}", path.display());
                }
                for line in generation.warnings.render_all().lines() {
                    println!("cargo:warning={line}");
                }
            }
            for file in generation.files {
                let (target, contents) = if data_dirs.iter().any(|dir| file.path.starts_with(dir)) {
                    (file.path, file.contents)
                } else {
                    let relative = relative_path(&file.path, &base)?;
                    (out_dir.join(&relative), include_from_out_dir(&file.contents, &relative))
                };
                if crate::write_if_changed(&target, &contents).map_err(|e| BuildError::Io(target.clone(), e))? {
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
    /// Every file read (the sources and the lint config, when there is
    /// one); printed as `cargo:rerun-if-changed`.
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

fn relative_path(generated: &Path, base: &Path) -> Result<PathBuf, BuildError> {
    generated
        .strip_prefix(base)
        .map(Path::to_path_buf)
        .map_err(|_| BuildError::OutsideInput(generated.to_path_buf()))
}

/// What cargo should watch: every file read and, when a directory input has
/// no lint config yet, the directory (so adding one reruns the script; a
/// missing file would rerun it on every build). A crate's root is not
/// watched that way: it holds `target/`.
fn watched(input: &Path, read: &[PathBuf]) -> Vec<PathBuf> {
    let mut paths = read.to_vec();
    let has_config = read.iter().any(|p| p.ends_with(crate::lint::CONFIG_FILE_NAME));
    if !has_config && input.is_dir() && !input.join("Cargo.toml").is_file() {
        paths.push(input.to_path_buf());
    }
    paths
}

/// The generated header tells the module to `include!` its file by a path
/// next to the sources; under `OUT_DIR` the module includes it from there.
fn include_from_out_dir(contents: &str, relative: &Path) -> String {
    let hint = contents
        .lines()
        .take_while(|line| line.starts_with("//"))
        .find_map(|line| {
            let start = line.find("`include!(\"")?;
            let len = line.get(start..)?.find("\");`")? + "\");`".len();
            line.get(start..start + len)
        });
    match hint {
        Some(hint) => {
            let wanted = format!("`include!(concat!(env!(\"OUT_DIR\"), \"/{}\"));`", slashed(relative));
            contents.replacen(hint, &wanted, 1)
        }
        None => contents.to_owned(),
    }
}

fn slashed(path: &Path) -> String {
    let parts: Vec<_> = path.iter().map(|p| p.to_string_lossy()).collect();
    parts.join("/")
}

/// Replace the failed input's generated files (the ones its modules would
/// get, and any from an earlier build) with a `compile_error!` carrying the
/// diagnostics, so a build script that ignores the error still fails.
fn poison(input: &Path, base: &Path, out_dir: &Path, diagnostics: &Diagnostics) -> Result<(), BuildError> {
    let message = format!(
        "validation-gen could not generate the validation of {}:\n\n{}",
        input.display(),
        diagnostics.render_all()
    );
    let contents = format!("{}compile_error!({message:?});\n", crate::emit::HEADER);
    let mut targets: Vec<PathBuf> = crate::source::load(input)
        .map(|sources| {
            sources
                .modules
                .iter()
                .filter_map(|m| m.output_path.as_deref())
                .filter_map(|p| relative_path(p, base).ok())
                .map(|relative| out_dir.join(relative))
                .collect()
        })
        .unwrap_or_default();
    generated_files_under(out_dir, &mut targets);
    targets.sort();
    targets.dedup();
    for target in targets {
        crate::write_if_changed(&target, &contents).map_err(|e| BuildError::Io(target.clone(), e))?;
    }
    Ok(())
}

/// Every `zz_generated_validations.rs` below `dir` (none when it is missing).
fn generated_files_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            generated_files_under(&path, found);
        } else if path.file_name().is_some_and(|n| n == GENERATED_FILE_NAME) {
            found.push(path);
        }
    }
}
