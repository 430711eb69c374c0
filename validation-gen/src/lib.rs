//! `validation-gen`: Kubernetes-style declarative validation for Rust API
//! types. Reads `+k8s:` tags from doc comments and writes
//! `zz_generated_validations.rs` files that call `validation-runtime`.
//!
//! A tagged type, in an API crate:
//!
//! ```ignore
//! // src/api/v1/mod.rs
//! #[derive(serde::Serialize, serde::Deserialize)]
//! #[serde(rename_all = "camelCase")]
//! pub struct WidgetSpec {
//!     /// +k8s:optional
//!     /// +k8s:minimum=0
//!     /// +k8s:maximum=1000
//!     pub replicas: Option<i32>,
//! }
//!
//! // validate_widget_spec(op, path, new, old) -> ErrorList, written by validation-gen.
//! include!(concat!(env!("OUT_DIR"), "/v1/zz_generated_validations.rs"));
//! ```
//!
//! and the build script that writes its validation into `OUT_DIR` (a
//! problem in the tags fails the build with located diagnostics):
//!
//! ```no_run
//! // build.rs
//! fn main() -> Result<(), validation_gen::BuildError> {
//!     validation_gen::Builder::new().input("src/api").generate()?;
//!     Ok(())
//! }
//! ```
//!
//! The public API:
//!
//! - [`Builder`]: generation from a build script, into `OUT_DIR`.
//! - [`Generator`] and [`Generation`]: what the `validation-gen` command
//!   runs (generate, check, write; [`Generator::lint`]).
//! - [`Registry`] and [`TagValidator`] (with the rest of [`validators`] and
//!   [`tags`]): your own tags.
//! - [`Diagnostics`]: problems in the input, located and rendered
//!   rustc-style; [`lint`] (rules and config), [`docs`] (the tag reference
//!   of a registry) and [`coverage`] (the rule-coverage test).
//! - [`schema`]: a CRD structural schema per root type
//!   ([`Generator::with_schemas`], [`Builder::schemas`]).
//!
//! Features: `cli` (the command line, clap) and `cel` (build-time CEL:
//! `k8s:validation:cel` rules compiled, and CRD schemas cost-checked, at
//! generation time), both default. A build script that needs neither
//! depends on `validation-gen = { version = "0.1", default-features = false }`
//! (27 crates instead of 97); without `cel`, a CEL tag or a schema request
//! is an error that names the feature.
//!
//! The pipeline's stages (`source` → `tags` → `model` → `validators` →
//! `plan` → `emit`) are public so the repository's tools can reach them,
//! but `source`, `model`, `plan` and `emit` are internals: hidden from
//! these docs and free to change in any release.
//!
//! Without a build script, the command's library form writes next to the
//! sources (as `validation-gen src/api` does):
//!
//! ```no_run
//! let generation = validation_gen::Generator::new().generate("src/api".as_ref())?;
//! generation.write()?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The generator reports problems as diagnostics; it never panics on input.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::indexing_slicing,
        clippy::panic,
        clippy::unreachable
    )
)]

use std::path::{Path, PathBuf};

pub mod builder;
pub mod coverage;
pub mod crd;
pub mod diagnostics;
pub mod docs;
#[doc(hidden)]
pub mod emit;
pub mod lint;
#[doc(hidden)]
pub mod model;
#[doc(hidden)]
pub mod plan;
pub mod schema;
#[doc(hidden)]
pub mod source;
pub mod tags;
pub mod validators;

#[cfg(test)]
mod test_support;

pub use builder::{BuildError, BuildOutput, Builder};
pub use diagnostics::{Diagnostic, Diagnostics};
pub use emit::GeneratedFile;
pub use validators::{Registry, TagValidator};

/// Runs the pipeline with a tag registry.
pub struct Generator {
    registry: Registry,
    /// Also write each root type's CRD schema ([`schema`]).
    schemas: Option<schema::Options>,
    /// The kube-rs outputs of the schemas ([`crd`]).
    shipping: crd::Shipping,
}

/// The result of generating one input.
#[derive(Debug)]
pub struct Generation {
    /// Every file to write, with its contents.
    pub files: Vec<GeneratedFile>,
    /// Generated files on disk that no module needs any more.
    pub stale: Vec<PathBuf>,
    /// Generated files on disk that name custom tags this generator's
    /// registry does not have: another program (with its own registry)
    /// generated them, so they are neither rewritten nor deleted.
    pub kept: Vec<KeptFile>,
    /// Every file read (for `cargo:rerun-if-changed`): the sources, and the
    /// input's `validation-gen-lint.json` when it has one.
    pub inputs: Vec<PathBuf>,
    /// The rules each root type declares (for `--test-output-root`).
    pub rules: Vec<coverage::DeclaredRule>,
    /// Warnings found generating (checks a CRD schema leaves out).
    pub warnings: Diagnostics,
}

/// A generated file left alone because its custom tags are unknown here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptFile {
    /// The file.
    pub path: PathBuf,
    /// The custom tags its header names that the registry lacks.
    pub missing_tags: Vec<String>,
}

/// What [`Generation::write`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Files written because their contents changed (or they were new).
    pub written: Vec<PathBuf>,
    /// Stale generated files removed.
    pub deleted: Vec<PathBuf>,
    /// Files already up to date, left untouched.
    pub unchanged: Vec<PathBuf>,
}

impl Generator {
    /// A generator with every built-in tag.
    pub fn new() -> Self {
        Generator {
            registry: Registry::builtin(),
            schemas: None,
            shipping: crd::Shipping::default(),
        }
    }

    /// A generator with a custom registry (built-in tags plus your own, or
    /// only your own).
    pub fn with_registry(registry: Registry) -> Self {
        Generator {
            registry,
            schemas: None,
            shipping: crd::Shipping::default(),
        }
    }

    /// Also generate a structural schema (JSON) per root type into
    /// `options.dir`, written and checked with the code.
    pub fn with_schemas(mut self, options: schema::Options) -> Self {
        self.schemas = Some(options);
        self
    }

    /// Also append, to each root's generated file, an `impl
    /// schemars::JsonSchema` returning its structural schema, so kube-rs'
    /// `crd()` (with `#[kube(schema = "manual")]`) carries the tags' rules.
    pub fn with_json_schema_impls(mut self) -> Self {
        self.shipping.json_schema_impls = true;
        self
    }

    /// Also write a CustomResourceDefinition (YAML) per kube-rs custom
    /// resource into `dir`, as `<plural>.<group>.yaml`.
    pub fn with_crds(mut self, dir: impl Into<PathBuf>) -> Self {
        self.shipping.crd_dir = Some(dir.into());
        self
    }

    /// What a check with no schema equivalent does when the schema is
    /// lowered for JSON-schema impls or CRDs without [`Generator::with_schemas`]
    /// (whose options carry their own policy).
    pub fn with_schema_policy(mut self, policy: schema::Policy) -> Self {
        self.shipping.policy = policy;
        self
    }

    /// The Kubernetes version schemas are lowered for when they are lowered
    /// for JSON-schema impls or CRDs without [`Generator::with_schemas`]
    /// (whose options carry their own): default, the newest known.
    pub fn with_kube_version(mut self, version: schema::KubeVersion) -> Self {
        self.shipping.kube_version = version;
        self
    }

    pub fn registry_mut(&mut self) -> &mut Registry {
        &mut self.registry
    }

    /// Read, check and plan an input (a crate, a directory or a `.rs` file)
    /// and emit its generated files, or every problem found.
    pub fn generate(&self, input: &Path) -> Result<Generation, Diagnostics> {
        on_large_stack(|| self.run(input))
            .unwrap_or_else(Err)
            .map_err(|mut diagnostics| {
                diagnostics.sort();
                diagnostics
            })
    }

    fn run(&self, input: &Path) -> Result<Generation, Diagnostics> {
        let sources = source::load(input)?;
        let model = model::build(&sources)?;
        let plan = plan::plan(&model, &sources, &self.registry).map_err(|e| plan_diagnostics(&sources, e))?;
        // The Kubernetes lint rules fail generation.
        let lint_errors = lint::generation_errors(&sources, &model, &self.registry, &plan);
        if !lint_errors.is_empty() {
            return Err(lint_errors.into());
        }
        // Generated CEL rules word their errors as the target version's API
        // server does.
        let kube_version = self
            .schemas
            .as_ref()
            .map_or(self.shipping.kube_version, |o| o.kube_version);
        let emitted = emit::emit(&model, &sources, &plan, kube_version);
        let mut files = self.mark_custom_tags(&sources, &plan, emitted);
        let mut warnings = Diagnostics::new();
        if self.schemas.is_some() || self.shipping.wanted() {
            let options = self.schemas.clone().unwrap_or_else(|| {
                schema::Options::new(PathBuf::new(), self.shipping.policy).for_kube(self.shipping.kube_version)
            });
            let lowered = schema::lower(&model, &sources, &self.registry, &plan, &options)?;
            if let Some(options) = &self.schemas {
                files.extend(schema::files(&lowered, &options.dir));
            }
            let crds = self.shipping.apply(&mut files, &lowered, &model, &sources, &plan)?;
            files.extend(crds);
            warnings = lowered.warnings;
        }
        let rules = coverage::declared_rules(&model, &plan);
        let mut stale: Vec<PathBuf> = sources
            .modules
            .iter()
            .filter_map(|m| m.output_path.as_ref())
            .filter(|p| p.is_file() && !files.iter().any(|f| &f.path == *p))
            .cloned()
            .collect();
        stale.extend(self.shipping.stale_crds(&files));
        let kept = self.foreign_files(files.iter().map(|f| &f.path).chain(&stale));
        let is_kept = |path: &PathBuf| kept.iter().any(|k| &k.path == path);
        let mut inputs: Vec<PathBuf> = sources.input_files().map(Path::to_path_buf).collect();
        inputs.extend(lint::default_config_path(input));
        Ok(Generation {
            files: files.into_iter().filter(|f| !is_kept(&f.path)).collect(),
            stale: stale.into_iter().filter(|p| !is_kept(p)).collect(),
            kept,
            inputs,
            rules,
            warnings,
        })
    }

    /// Name, in each file's header, the custom tags its module's source uses.
    fn mark_custom_tags(
        &self,
        sources: &source::SourceSet,
        plan: &plan::Plan,
        files: Vec<GeneratedFile>,
    ) -> Vec<GeneratedFile> {
        let custom = self.registry.custom_names();
        if custom.is_empty() {
            return files;
        }
        // `emit` keeps the plan's order.
        files
            .into_iter()
            .zip(&plan.files)
            .map(|(file, planned)| {
                let text = sources
                    .modules
                    .get(planned.module)
                    .and_then(|m| sources.files.get(m.file))
                    .map_or("", |f| f.text.as_str());
                let used = emit::custom_tags::used_in(text, &custom);
                GeneratedFile {
                    contents: emit::custom_tags::mark(&file.contents, &used),
                    path: file.path,
                }
            })
            .collect()
    }

    /// The files on disk whose header names tags this registry lacks.
    fn foreign_files<'a>(&self, paths: impl Iterator<Item = &'a PathBuf>) -> Vec<KeptFile> {
        paths
            .filter_map(|path| {
                let on_disk = std::fs::read_to_string(path).ok()?;
                let missing_tags: Vec<String> = emit::custom_tags::marked(&on_disk)
                    .into_iter()
                    .filter(|name| self.registry.get(name).is_none())
                    .collect();
                (!missing_tags.is_empty()).then(|| KeptFile {
                    path: path.clone(),
                    missing_tags,
                })
            })
            .collect()
    }
}

impl Generator {
    /// Lint an input: every problem generation would report, plus the
    /// findings of every lint rule ([`lint::RULES`]) under `config` (the
    /// input's `validation-gen-lint.json`, or the defaults, when `None`).
    /// Writes nothing. Sorted; errors mean `--lint` fails.
    pub fn lint(&self, input: &Path, config: Option<&lint::Config>) -> Diagnostics {
        let loaded;
        let config = match config {
            Some(c) => c,
            None => match lint::Config::for_input(input) {
                Ok(c) => {
                    loaded = c;
                    &loaded
                }
                Err(e) => return e.into_diagnostic().into(),
            },
        };
        let mut all = on_large_stack(|| self.lint_unsorted(input, config)).unwrap_or_else(|e| e);
        all.sort();
        all.dedup();
        all
    }

    fn lint_unsorted(&self, input: &Path, config: &lint::Config) -> Diagnostics {
        let sources = match source::load(input) {
            Ok(s) => s,
            Err(d) => return d,
        };
        let model = match model::build(&sources) {
            Ok(m) => m,
            Err(d) => return d,
        };
        let (plan, mut all) = match plan::plan(&model, &sources, &self.registry) {
            Ok(plan) => (Some(plan), Diagnostics::new()),
            Err(errors) => (None, plan_diagnostics(&sources, errors)),
        };
        let ctx = lint::Context {
            sources: &sources,
            model: &model,
            registry: &self.registry,
            plan: plan.as_ref(),
            config,
        };
        all.extend(lint::run(&ctx, false));
        all
    }
}

/// The generator's stack: parsing and every walk over types recurse once
/// per level of nesting, and rustc compiles inputs nested deeper (a
/// thousand generics, modules in modules) than a main thread's 8 MiB hold.
/// Only the pages used are ever committed.
const STACK_SIZE: usize = 1 << 30;

/// Run `work` on a thread with [`STACK_SIZE`] of stack; a panic in it
/// continues on the caller's thread.
fn on_large_stack<T: Send>(work: impl FnOnce() -> T + Send) -> Result<T, Diagnostics> {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("validation-gen".into())
            .stack_size(STACK_SIZE)
            .spawn_scoped(scope, work)
            .map_err(|e| Diagnostics::from(Diagnostic::error(format!("cannot start the generator's thread: {e}"))))?;
        Ok(thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
    })
}

fn plan_diagnostics(sources: &source::SourceSet, errors: Vec<plan::PlanError>) -> Diagnostics {
    errors
        .into_iter()
        .map(|e| {
            let d = Diagnostic::error(e.message).with_code(e.code);
            let d = match e.help {
                Some(help) => d.with_help(help),
                None => d,
            };
            sources.diagnostic_at(d, e.location)
        })
        .collect()
}

impl Default for Generator {
    fn default() -> Self {
        Generator::new()
    }
}

impl Generation {
    /// Write every file whose contents changed and remove stale ones.
    pub fn write(&self) -> std::io::Result<Written> {
        let mut done = Written::default();
        for file in &self.files {
            if write_if_changed(&file.path, &file.contents)? {
                done.written.push(file.path.clone());
            } else {
                done.unchanged.push(file.path.clone());
            }
        }
        for path in &self.stale {
            std::fs::remove_file(path)?;
            done.deleted.push(path.clone());
        }
        Ok(done)
    }

    /// The files that differ from what is on disk (or are missing, or stale).
    pub fn out_of_date(&self) -> Vec<PathBuf> {
        let mut paths = out_of_date(&self.files);
        paths.extend(self.stale.iter().cloned());
        paths
    }
}

/// The files whose contents differ from what is on disk (or are missing).
pub fn out_of_date(files: &[GeneratedFile]) -> Vec<PathBuf> {
    files
        .iter()
        .filter(|f| std::fs::read_to_string(&f.path).ok().as_deref() != Some(f.contents.as_str()))
        .map(|f| f.path.clone())
        .collect()
}

/// Write `contents` unless the file already holds exactly that; creates
/// parent directories. Returns whether it wrote.
pub fn write_if_changed(path: &Path, contents: &str) -> std::io::Result<bool> {
    if std::fs::read_to_string(path).ok().as_deref() == Some(contents) {
        return Ok(false);
    }
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    std::fs::write(path, contents)?;
    Ok(true)
}
