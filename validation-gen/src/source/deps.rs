//! Types from dependency crates: found through `cargo
//! metadata` and read from the crate's source, lazily: resolving
//! `k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta` parses only
//! the files on the way to it (following `mod`, `pub use` and glob
//! re-exports), not the whole crate.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The dependency crates of an input crate, by library name.
#[derive(Default)]
pub struct Dependencies {
    crates: BTreeMap<String, DependencyCrate>,
}

struct DependencyCrate {
    /// `src/lib.rs` of the crate.
    root: PathBuf,
    /// Enabled features, to choose among `cfg`-gated re-exports
    /// (k8s-openapi's `v1_37` version modules).
    features: Vec<String>,
}

/// A type definition found in a dependency crate.
pub struct ForeignItem {
    pub item: syn::Item,
    /// The crate's library name and the module path of the definition.
    pub module_path: Vec<String>,
}

/// Deep enough for any real re-export chain; stops cycles.
const MAX_DEPTH: usize = 48;

impl Dependencies {
    /// Ask cargo about the crate containing `input`. An input outside a
    /// cargo package, or a failing `cargo metadata`, has no dependencies
    /// (types from other crates then stay unresolved).
    pub fn discover(input: &Path) -> Dependencies {
        let Some(manifest) = manifest_for(input) else {
            return Dependencies::default();
        };
        let mut cmd = cargo_metadata::MetadataCommand::new();
        cmd.manifest_path(&manifest);
        let Ok(metadata) = cmd.exec() else {
            return Dependencies::default();
        };
        let features: BTreeMap<_, _> = metadata
            .resolve
            .as_ref()
            .map(|r| {
                r.nodes
                    .iter()
                    .map(|n| (n.id.clone(), n.features.iter().map(|f| f.to_string()).collect()))
                    .collect()
            })
            .unwrap_or_default();
        let mut crates = BTreeMap::new();
        for package in &metadata.packages {
            let Some(lib) = package.targets.iter().find(|t| t.is_lib() || t.is_proc_macro()) else {
                continue;
            };
            crates.insert(
                lib.name.replace('-', "_"),
                DependencyCrate {
                    root: lib.src_path.clone().into_std_path_buf(),
                    features: features.get(&package.id).cloned().unwrap_or_default(),
                },
            );
        }
        Dependencies { crates }
    }

    /// Find the definition a path like `k8s_openapi::api::core::v1::Pod` names.
    pub fn find(&self, path: &str) -> Option<ForeignItem> {
        let segments: Vec<String> = path.split("::").filter(|s| !s.is_empty()).map(str::to_string).collect();
        let (krate, rest) = segments.split_first()?;
        let dep = self.crates.get(krate)?;
        let root = Module {
            file: dep.root.clone(),
            owns_dir: true,
            path: vec![krate.clone()],
            items: parse(&dep.root)?,
        };
        Finder { dep, root: &root }.resolve(&root, rest, 0)
    }
}

/// The `Cargo.toml` of the package containing `input`.
fn manifest_for(input: &Path) -> Option<PathBuf> {
    let start = if input.is_dir() {
        input.to_path_buf()
    } else {
        input.parent()?.to_path_buf()
    };
    let start = std::fs::canonicalize(&start).unwrap_or(start);
    start.ancestors().map(|d| d.join("Cargo.toml")).find(|m| m.is_file())
}

fn parse(file: &Path) -> Option<Vec<syn::Item>> {
    let text = std::fs::read_to_string(file).ok()?;
    syn::parse_file(&text).ok().map(|f| f.items)
}

/// A loaded module of a dependency crate.
struct Module {
    file: PathBuf,
    /// lib.rs / mod.rs: child modules live in its directory.
    owns_dir: bool,
    path: Vec<String>,
    items: Vec<syn::Item>,
}

struct Finder<'a> {
    dep: &'a DependencyCrate,
    root: &'a Module,
}

impl Finder<'_> {
    /// Resolve `segments` inside `module`.
    fn resolve(&self, module: &Module, segments: &[String], depth: usize) -> Option<ForeignItem> {
        if depth > MAX_DEPTH {
            return None;
        }
        let (first, rest) = segments.split_first()?;
        if rest.is_empty() {
            if let Some(item) = module.items.iter().find(|i| declares_type(i, first)) {
                return Some(ForeignItem {
                    item: item.clone(),
                    module_path: module.path.clone(),
                });
            }
        } else if let Some(child) = self.child(module, first) {
            return self.resolve(&child, rest, depth + 1);
        }
        // Re-exports: `pub use a::b::Name;` / `pub use a::b::Name as First;`.
        for (target, alias) in uses(&module.items) {
            if alias.as_deref() == Some(first.as_str()) {
                let mut full = target.clone();
                full.extend(rest.iter().cloned());
                if let Some(found) = self.resolve_path(module, &full, depth + 1) {
                    return Some(found);
                }
            }
        }
        // Globs, those matching an enabled feature (a version module) first,
        // then the others from the last one (the newest) back.
        let mut globs: Vec<Vec<String>> = uses(&module.items)
            .into_iter()
            .filter(|(_, alias)| alias.is_none())
            .map(|(t, _)| t)
            .collect();
        globs.reverse();
        globs.sort_by_key(|g| !g.last().is_some_and(|m| self.dep.features.iter().any(|f| f == m)));
        globs.into_iter().find_map(|glob| {
            let target = self.module_at(module, &glob, depth + 1)?;
            self.resolve(&target, segments, depth + 1)
        })
    }

    /// Resolve a path written in `module` (`self::`, `super::`, `crate::`).
    fn resolve_path(&self, module: &Module, path: &[String], depth: usize) -> Option<ForeignItem> {
        let (last, prefix) = path.split_last()?;
        let target = self.module_at(module, prefix, depth)?;
        self.resolve(&target, std::slice::from_ref(last), depth + 1)
    }

    /// The module a path of module names leads to.
    fn module_at(&self, module: &Module, path: &[String], depth: usize) -> Option<Module> {
        if depth > MAX_DEPTH {
            return None;
        }
        let Some((first, rest)) = path.split_first() else {
            return Some(self.reload(module));
        };
        let next = match first.as_str() {
            "self" => self.reload(module),
            "crate" => self.reload(self.root),
            "super" => {
                let parent = module.path.get(..module.path.len().saturating_sub(1))?.to_vec();
                self.module_at(self.root, parent.get(1..)?, depth + 1)?
            }
            name => self.child(module, name)?,
        };
        self.module_at(&next, rest, depth + 1)
    }

    fn reload(&self, module: &Module) -> Module {
        Module {
            file: module.file.clone(),
            owns_dir: module.owns_dir,
            path: module.path.clone(),
            items: module.items.clone(),
        }
    }

    /// A child module `name` of `module`: inline, or from its file.
    fn child(&self, module: &Module, name: &str) -> Option<Module> {
        let declared = module.items.iter().find_map(|i| match i {
            syn::Item::Mod(m) if m.ident == name => Some(m),
            _ => None,
        })?;
        let mut path = module.path.clone();
        path.push(name.to_string());
        if let Some((_, items)) = &declared.content {
            return Some(Module {
                file: module.file.clone(),
                owns_dir: false,
                path,
                items: items.clone(),
            });
        }
        let dir = module.file.parent()?;
        let dir = if module.owns_dir {
            dir.to_path_buf()
        } else {
            dir.join(module.file.file_stem()?)
        };
        let (file, owns_dir) = [
            (dir.join(format!("{name}.rs")), false),
            (dir.join(name).join("mod.rs"), true),
        ]
        .into_iter()
        .find(|(f, _)| f.is_file())?;
        let items = parse(&file)?;
        Some(Module {
            file,
            owns_dir,
            path,
            items,
        })
    }
}

fn declares_type(item: &syn::Item, name: &str) -> bool {
    match item {
        syn::Item::Struct(s) => s.ident == name,
        syn::Item::Enum(e) => e.ident == name,
        syn::Item::Type(t) => t.ident == name,
        _ => false,
    }
}

/// The `pub use` items of a module: (target path, the name it is known by);
/// globs have no name.
fn uses(items: &[syn::Item]) -> Vec<(Vec<String>, Option<String>)> {
    let mut out = Vec::new();
    for item in items {
        if let syn::Item::Use(u) = item {
            if matches!(u.vis, syn::Visibility::Public(_)) {
                flatten_use(&u.tree, Vec::new(), &mut out);
            }
        }
    }
    out
}

fn flatten_use(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<(Vec<String>, Option<String>)>) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut prefix = prefix;
            prefix.push(p.ident.to_string());
            flatten_use(&p.tree, prefix, out);
        }
        syn::UseTree::Name(n) => {
            let mut path = prefix;
            path.push(n.ident.to_string());
            out.push((path, Some(n.ident.to_string())));
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix;
            path.push(r.ident.to_string());
            out.push((path, Some(r.rename.to_string())));
        }
        syn::UseTree::Glob(_) => out.push((prefix, None)),
        syn::UseTree::Group(g) => g.items.iter().for_each(|t| flatten_use(t, prefix.clone(), out)),
    }
}
