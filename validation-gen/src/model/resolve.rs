//! Name resolution inside the input crate: which declared type a path such as
//! `Spec`, `super::Spec`, `crate::apps::v1::Spec` or an imported name means.

use std::collections::BTreeMap;

use crate::source::{ModuleId, SourceSet};

use super::TypeId;

/// The names one module declares or imports.
#[derive(Default)]
pub struct Scope {
    types: BTreeMap<String, TypeId>,
    /// `use a::b::C as D` → `D` ↦ `[a, b, C]`.
    imports: BTreeMap<String, Vec<String>>,
    /// `use a::b::*` → `[a, b]`.
    globs: Vec<Vec<String>>,
}

pub struct Resolver<'a> {
    sources: &'a SourceSet,
    scopes: Vec<Scope>,
}

/// What a path names.
#[derive(Debug, PartialEq, Eq)]
pub enum Resolved {
    Type(TypeId),
    Module(ModuleId),
    /// Reached through an import or a path into another crate: its full path.
    External(String),
    /// A bare name declared nowhere.
    NotFound,
}

/// Deep enough for any real import chain; stops `use` cycles.
const MAX_DEPTH: usize = 32;

impl<'a> Resolver<'a> {
    pub fn new(sources: &'a SourceSet) -> Self {
        let mut scopes: Vec<Scope> = sources.modules.iter().map(|_| Scope::default()).collect();
        for (id, module) in sources.modules.iter().enumerate() {
            let Some(scope) = scopes.get_mut(id) else { continue };
            for item in &module.items {
                if let syn::Item::Use(u) = item {
                    collect_use(&u.tree, Vec::new(), scope);
                }
            }
        }
        Resolver { sources, scopes }
    }

    pub fn declare(&mut self, module: ModuleId, name: &str, id: TypeId) {
        if let Some(scope) = self.scopes.get_mut(module) {
            scope.types.insert(name.to_string(), id);
        }
    }

    /// Resolve a written path (its segment names) as seen from `module`.
    pub fn resolve(&self, module: ModuleId, segments: &[String]) -> Resolved {
        self.resolve_in(module, segments, 0)
    }

    fn resolve_in(&self, module: ModuleId, segments: &[String], depth: usize) -> Resolved {
        let Some((first, rest)) = segments.split_first() else {
            return Resolved::Module(module);
        };
        if depth > MAX_DEPTH {
            return Resolved::NotFound;
        }
        let start = match first.as_str() {
            "crate" => Some(0),
            "self" => Some(module),
            "super" => self.sources.modules.get(module).and_then(|m| m.parent),
            _ => None,
        };
        if let Some(start) = start {
            return self.walk(start, rest, depth + 1);
        }
        match self.lookup(module, first, depth + 1) {
            Resolved::Module(m) => self.walk(m, rest, depth + 1),
            Resolved::Type(t) if rest.is_empty() => Resolved::Type(t),
            Resolved::External(base) => Resolved::External(join(&base, rest)),
            Resolved::NotFound if !rest.is_empty() => Resolved::External(segments.join("::")),
            _ => Resolved::NotFound,
        }
    }

    /// Resolve `rest` inside `module`, segment by segment.
    fn walk(&self, module: ModuleId, rest: &[String], depth: usize) -> Resolved {
        match rest.split_first() {
            None => Resolved::Module(module),
            Some((name, more)) if name == "super" => match self.sources.modules.get(module).and_then(|m| m.parent) {
                Some(parent) => self.walk(parent, more, depth + 1),
                None => Resolved::NotFound,
            },
            Some((name, more)) => match self.lookup(module, name, depth + 1) {
                Resolved::Module(m) => self.walk(m, more, depth + 1),
                Resolved::Type(t) if more.is_empty() => Resolved::Type(t),
                _ => Resolved::NotFound,
            },
        }
    }

    /// One name in one module: its own types and child modules, then its
    /// imports, then its glob imports.
    fn lookup(&self, module: ModuleId, name: &str, depth: usize) -> Resolved {
        if depth > MAX_DEPTH {
            return Resolved::NotFound;
        }
        let Some(scope) = self.scopes.get(module) else {
            return Resolved::NotFound;
        };
        if let Some(id) = scope.types.get(name) {
            return Resolved::Type(*id);
        }
        if let Some(child) = self.child(module, name) {
            return Resolved::Module(child);
        }
        if let Some(path) = scope.imports.get(name) {
            return match self.resolve_in(module, path, depth + 1) {
                Resolved::NotFound => Resolved::External(path.join("::")),
                found => found,
            };
        }
        for glob in &scope.globs {
            if let Resolved::Module(m) = self.resolve_in(module, glob, depth + 1) {
                if m == module {
                    continue;
                }
                let found = self.lookup(m, name, depth + 1);
                if found != Resolved::NotFound {
                    return found;
                }
            }
        }
        Resolved::NotFound
    }

    fn child(&self, module: ModuleId, name: &str) -> Option<ModuleId> {
        let m = self.sources.modules.get(module)?;
        m.children.iter().find(|(n, _)| n == name).map(|(_, id)| *id)
    }
}

fn join(base: &str, rest: &[String]) -> String {
    std::iter::once(base.to_string())
        .chain(rest.iter().cloned())
        .collect::<Vec<_>>()
        .join("::")
}

fn collect_use(tree: &syn::UseTree, prefix: Vec<String>, scope: &mut Scope) {
    match tree {
        syn::UseTree::Path(p) => {
            let mut prefix = prefix;
            prefix.push(p.ident.to_string());
            collect_use(&p.tree, prefix, scope);
        }
        syn::UseTree::Name(n) => {
            let name = n.ident.to_string();
            if name == "self" {
                if let Some(last) = prefix.last().cloned() {
                    scope.imports.insert(last, prefix);
                }
                return;
            }
            let mut path = prefix;
            path.push(name.clone());
            scope.imports.insert(name, path);
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix;
            let name = r.ident.to_string();
            if name != "self" {
                path.push(name);
            }
            scope.imports.insert(r.rename.to_string(), path);
        }
        syn::UseTree::Glob(_) => scope.globs.push(prefix),
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                collect_use(tree, prefix.clone(), scope);
            }
        }
    }
}
