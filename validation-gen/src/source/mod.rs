//! Stage 1: find the input's Rust files and parse them, following the module
//! tree (`mod x;`, `#[path = "..."]`, inline modules) the way rustc does.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::diagnostics::{Diagnostic, Diagnostics};

mod custom_resource;
pub(crate) use custom_resource::{is_derived_root, RESOURCE_NAME_CHECK};
pub mod deps;
pub(crate) mod location;

pub use location::SourceLocation;

/// Index of a file in [`SourceSet::files`].
pub type FileId = usize;
/// Index of a module in [`SourceSet::modules`].
pub type ModuleId = usize;

/// The name of the file each module's generated code is written to.
pub const GENERATED_FILE_NAME: &str = "zz_generated_validations.rs";

/// One parsed Rust file.
pub struct SourceFile {
    pub path: PathBuf,
    pub text: String,
    /// Byte offset of the start of each line, so finding a line (for every
    /// tag's location) does not rescan the file.
    line_starts: Vec<usize>,
}

impl SourceFile {
    pub fn new(path: PathBuf, text: String) -> SourceFile {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceFile {
            path,
            text,
            line_starts,
        }
    }

    /// The text of a 1-based line, without its line ending (as
    /// `str::lines` gives it).
    pub fn line(&self, line: usize) -> Option<&str> {
        let start = *self.line_starts.get(line.checked_sub(1)?)?;
        let end = self.line_starts.get(line).map_or(self.text.len(), |next| next - 1);
        if start >= self.text.len() {
            return None;
        }
        let text = self.text.get(start..end)?;
        // `lines` drops the `\r` of a `\r\n` ending only.
        let crlf = end < self.text.len();
        Some(if crlf {
            text.strip_suffix('\r').unwrap_or(text)
        } else {
            text
        })
    }
}

/// A module's path below the crate root (no names for the root module).
/// Each module's shares its parent's, so nesting `n` deep holds `n`
/// names, not `n²`.
#[derive(Clone, Debug, Default)]
pub struct ModulePath(Option<Arc<PathLink>>);

#[derive(Debug)]
struct PathLink {
    parent: ModulePath,
    name: String,
    depth: usize,
}

impl ModulePath {
    /// The path of a child module `name`.
    pub fn child(&self, name: String) -> ModulePath {
        let depth = self.len() + 1;
        ModulePath(Some(Arc::new(PathLink {
            parent: self.clone(),
            name,
            depth,
        })))
    }

    /// The module's own name (`None` for the crate root).
    pub fn last(&self) -> Option<&String> {
        self.0.as_ref().map(|link| &link.name)
    }

    /// How many names.
    pub fn len(&self) -> usize {
        self.0.as_ref().map_or(0, |link| link.depth)
    }

    /// The crate root's path.
    pub fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    /// The names from the crate root down.
    pub fn iter(&self) -> std::vec::IntoIter<&String> {
        let mut names = Vec::with_capacity(self.len());
        let mut link = self.0.as_deref();
        while let Some(current) = link {
            names.push(&current.name);
            link = current.parent.0.as_deref();
        }
        names.reverse();
        names.into_iter()
    }

    /// The names joined by `separator`.
    pub fn join(&self, separator: &str) -> String {
        self.iter().map(String::as_str).collect::<Vec<_>>().join(separator)
    }
}

impl Drop for PathLink {
    /// One link at a time: dropping a deep path recursively could
    /// overflow the stack.
    fn drop(&mut self) {
        let mut next = self.parent.0.take();
        while let Some(link) = next {
            next = match Arc::try_unwrap(link) {
                Ok(mut owned) => owned.parent.0.take(),
                Err(_) => None,
            };
        }
    }
}

/// One module of the input crate.
pub struct Module {
    /// Path segments below the crate root (none for the root module).
    pub rust_path: ModulePath,
    pub file: FileId,
    pub parent: Option<ModuleId>,
    /// Child modules by name.
    pub children: Vec<(String, ModuleId)>,
    pub items: Vec<syn::Item>,
    /// Inner attributes (`//!` docs) of the module's file or block.
    pub inner_attrs: Vec<syn::Attribute>,
    /// Where this module's generated code goes; `None` for inline modules,
    /// whose types cannot be given a file of their own.
    pub output_path: Option<PathBuf>,
}

/// Everything read from one input: files and the module tree.
pub struct SourceSet {
    /// The crate (or directory, or file) the user named.
    pub input: PathBuf,
    pub files: Vec<SourceFile>,
    pub modules: Vec<Module>,
}

impl SourceSet {
    /// The location of a span in a file, for diagnostics.
    pub fn locate(&self, file: FileId, span: proc_macro2::Span) -> SourceLocation {
        SourceLocation::from_span(file, span)
    }

    pub fn file(&self, id: FileId) -> Option<&SourceFile> {
        self.files.get(id)
    }

    /// Every file that was read, for `cargo:rerun-if-changed`.
    pub fn input_files(&self) -> impl Iterator<Item = &Path> {
        self.files.iter().map(|f| f.path.as_path())
    }

    /// Render a diagnostic location into the diagnostics' own form.
    pub fn diagnostic_at(&self, diagnostic: Diagnostic, at: SourceLocation) -> Diagnostic {
        location::attach(self, diagnostic, at)
    }
}

/// Read an input: a crate directory (with `Cargo.toml`), a directory holding
/// `lib.rs`, `main.rs` or `mod.rs`, or a single `.rs` file.
pub fn load(input: &Path) -> Result<SourceSet, Diagnostics> {
    let root_file = root_file(input).map_err(|message| single(Diagnostic::error(message)))?;
    let mut loader = Loader {
        set: SourceSet {
            input: input.to_path_buf(),
            files: Vec::new(),
            modules: Vec::new(),
        },
        diagnostics: Diagnostics::default(),
    };
    loader.load_file_module(&root_file, ModulePath::default(), None, true, None);
    if loader.diagnostics.has_errors() {
        return Err(loader.diagnostics);
    }
    Ok(loader.set)
}

fn single(d: Diagnostic) -> Diagnostics {
    let mut all = Diagnostics::default();
    all.push(d);
    all
}

fn root_file(input: &Path) -> Result<PathBuf, String> {
    if input.is_file() {
        return Ok(input.to_path_buf());
    }
    if !input.is_dir() {
        return Err(format!(
            "input `{}` is neither a Rust file nor a directory",
            input.display()
        ));
    }
    let candidates: &[&str] = if input.join("Cargo.toml").is_file() {
        &["src/lib.rs", "src/main.rs"]
    } else {
        &["lib.rs", "main.rs", "mod.rs"]
    };
    candidates
        .iter()
        .map(|c| input.join(c))
        .find(|p| p.is_file())
        .ok_or_else(|| {
            format!(
                "no crate root found in `{}` (looked for {})",
                input.display(),
                candidates.join(", ")
            )
        })
}

struct Loader {
    set: SourceSet,
    diagnostics: Diagnostics,
}

impl Loader {
    /// Parse a file as a module and recurse into its `mod` items.
    /// `is_mod_rs` says whether the file owns its directory (lib.rs, main.rs,
    /// mod.rs, or the user's single input file), which decides where its
    /// child modules and its generated file live.
    fn load_file_module(
        &mut self,
        path: &Path,
        rust_path: ModulePath,
        parent: Option<ModuleId>,
        is_mod_rs: bool,
        declared_at: Option<(FileId, proc_macro2::Span)>,
    ) -> Option<ModuleId> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) => {
                let d = Diagnostic::error(format!("cannot read `{}`: {err}", path.display()));
                let d = match declared_at {
                    Some((file, span)) => self.set.diagnostic_at(d, SourceLocation::from_span(file, span)),
                    None => d,
                };
                self.diagnostics.push(d);
                return None;
            }
        };
        let file_id = self.set.files.len();
        self.set.files.push(SourceFile::new(path.to_path_buf(), text.clone()));
        let ast = match syn::parse_file(&text) {
            Ok(ast) => ast,
            Err(err) => {
                let d = Diagnostic::error(format!("cannot parse Rust: {err}"));
                let d = self
                    .set
                    .diagnostic_at(d, SourceLocation::from_span(file_id, err.span()));
                self.diagnostics.push(d);
                return None;
            }
        };
        let dir = path.parent().unwrap_or(Path::new("")).to_path_buf();
        let child_dir = if is_mod_rs {
            dir.clone()
        } else {
            dir.join(path.file_stem().unwrap_or_default())
        };
        let output_path = Some(child_dir.join(GENERATED_FILE_NAME));
        let id = self.push_module(rust_path, file_id, parent, ast.attrs, output_path);
        self.load_items(id, ast.items, &child_dir, &dir);
        Some(id)
    }

    fn push_module(
        &mut self,
        rust_path: ModulePath,
        file: FileId,
        parent: Option<ModuleId>,
        inner_attrs: Vec<syn::Attribute>,
        output_path: Option<PathBuf>,
    ) -> ModuleId {
        let id = self.set.modules.len();
        if let (Some(parent), Some(name)) = (parent, rust_path.last()) {
            if let Some(p) = self.set.modules.get_mut(parent) {
                p.children.push((name.clone(), id));
            }
        }
        self.set.modules.push(Module {
            rust_path,
            file,
            parent,
            children: Vec::new(),
            items: Vec::new(),
            inner_attrs,
            output_path,
        });
        id
    }

    /// Record a module's items and load the modules it declares.
    /// `child_dir` is where `mod x;` looks for `x.rs`; `file_dir` is where
    /// `#[path]` is resolved from.
    fn load_items(&mut self, id: ModuleId, items: Vec<syn::Item>, child_dir: &Path, file_dir: &Path) {
        let file = self.set.modules.get(id).map_or(0, |m| m.file);
        let rust_path = self
            .set
            .modules
            .get(id)
            .map(|m| m.rust_path.clone())
            .unwrap_or_default();
        let mut kept = Vec::with_capacity(items.len());
        for item in items {
            let syn::Item::Mod(mut module) = item else {
                kept.push(item);
                continue;
            };
            let name = module.ident.to_string();
            if is_test_only(&module.attrs) || name == GENERATED_FILE_NAME.trim_end_matches(".rs") {
                continue;
            }
            let child_path = rust_path.child(name.clone());
            let path_attr = path_attribute(&module.attrs);
            // An inline module's items move to its own module: kept here
            // too, nested modules would hold their contents once per level.
            match module.content.take() {
                Some((brace, inline_items)) => {
                    module.content = Some((brace, Vec::new()));
                    let inner_attrs = module
                        .attrs
                        .iter()
                        .filter(|a| matches!(a.style, syn::AttrStyle::Inner(_)))
                        .cloned()
                        .collect();
                    let child = self.push_module(child_path, file, Some(id), inner_attrs, None);
                    let dir = match &path_attr {
                        Some(p) => child_dir.join(p),
                        None => child_dir.join(&name),
                    };
                    self.load_items(child, inline_items, &dir, &dir);
                }
                None => {
                    let (path, is_mod_rs) = match &path_attr {
                        Some(p) => {
                            let path = file_dir.join(p);
                            let is_mod_rs = path.file_name().is_some_and(|f| f == "mod.rs");
                            (path, is_mod_rs)
                        }
                        None => {
                            let flat = child_dir.join(format!("{name}.rs"));
                            let nested = child_dir.join(&name).join("mod.rs");
                            if flat.is_file() {
                                (flat, false)
                            } else if nested.is_file() {
                                (nested, true)
                            } else {
                                self.missing_module_file(file, &module.ident, &nested, &flat);
                                kept.push(syn::Item::Mod(module));
                                continue;
                            }
                        }
                    };
                    let span = syn::spanned::Spanned::span(&module.ident);
                    self.load_file_module(&path, child_path, Some(id), is_mod_rs, Some((file, span)));
                }
            }
            kept.push(syn::Item::Mod(module));
        }
        let derived = custom_resource::derived_roots(&mut kept);
        kept.extend(derived);
        if let Some(m) = self.set.modules.get_mut(id) {
            m.items = kept;
        }
    }
}

impl Loader {
    /// `mod x;` with neither `x/mod.rs` nor `x.rs`: name both, as rustc does.
    fn missing_module_file(&mut self, file: FileId, ident: &syn::Ident, nested: &Path, flat: &Path) {
        let d = Diagnostic::error(format!("file not found for module `{ident}`")).with_help(format!(
            "create `{}` or `{}`",
            nested.display(),
            flat.display()
        ));
        let at = SourceLocation::from_span(file, syn::spanned::Spanned::span(ident));
        let d = self.set.diagnostic_at(d, at);
        self.diagnostics.push(d);
    }
}

/// `#[cfg(test)]` modules hold tests, not API types.
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .any(|a| a.path().is_ident("cfg") && a.parse_args::<syn::Ident>().is_ok_and(|ident| ident == "test"))
}

fn path_attribute(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s), ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

#[cfg(test)]
mod tests;
