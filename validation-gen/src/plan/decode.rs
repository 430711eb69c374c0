//! Which types get a strict-decoding descriptor (`impl Fields`, see
//! `emit::decode`): every type the generator reads that derives
//! `Deserialize`, tagged or not, so a module without any check still gets
//! a generated file for its types' descriptors. kube-rs' derived roots
//! count too: kube's derive gives them `Deserialize`.

use std::collections::{BTreeSet, HashSet};

use proc_macro2::{TokenStream, TokenTree};

use crate::model::{Model, TypeId, TypeKind};
use crate::source::{ModuleId, SourceSet};

/// The types that get a descriptor: declared in the input (not another
/// crate), deriving `Deserialize`, a struct, newtype or enum, whose output
/// module has a file of its own (an inline module has none: its types are
/// decoded as anything, not reported).
pub fn described_types(model: &Model, sources: &SourceSet, output_of: &[ModuleId]) -> BTreeSet<TypeId> {
    let deserializing = items_where(sources, derives_deserialize);
    let deserializing: HashSet<(ModuleId, &str)> = deserializing.iter().map(|(m, n)| (*m, n.as_str())).collect();
    model
        .types
        .iter()
        .enumerate()
        .filter(|(_, t)| t.foreign.is_none())
        .filter(|(_, t)| matches!(t.kind, TypeKind::Struct(_) | TypeKind::Newtype(_) | TypeKind::Enum(_)))
        .filter(|(_, t)| {
            let output = output_of.get(t.module).copied().unwrap_or(t.module);
            sources.modules.get(output).is_some_and(|m| m.output_path.is_some())
        })
        .filter(|(_, t)| deserializing.contains(&(t.module, t.name.as_str())))
        .map(|(id, _)| id)
        .collect()
}

/// The structs and enums of every module whose `attrs` pass `wanted`, by
/// module and name: read once, so that finding a type's item costs the
/// same in a module of any size.
fn items_where(sources: &SourceSet, wanted: impl Fn(&[syn::Attribute]) -> bool) -> HashSet<(ModuleId, String)> {
    let mut found = HashSet::new();
    for (module, m) in sources.modules.iter().enumerate() {
        for item in &m.items {
            let (ident, attrs) = match item {
                syn::Item::Struct(s) => (&s.ident, &s.attrs),
                syn::Item::Enum(e) => (&e.ident, &e.attrs),
                _ => continue,
            };
            if wanted(attrs) {
                found.insert((module, ident.to_string()));
            }
        }
    }
    found
}

/// The described roots that kube-rs' `CustomResource` derive makes: kube
/// reads their `apiVersion` and `kind`, which are no fields of theirs.
pub fn kube_roots(model: &Model, sources: &SourceSet, described: &BTreeSet<TypeId>) -> BTreeSet<TypeId> {
    let roots = items_where(sources, crate::source::is_derived_root);
    described
        .iter()
        .copied()
        .filter(|id| {
            model
                .get(*id)
                .is_some_and(|t| roots.contains(&(t.module, t.name.clone())))
        })
        .collect()
}

/// Whether a struct's or enum's attributes derive `Deserialize` (also
/// inside `cfg_attr`).
fn derives_deserialize(attrs: &[syn::Attribute]) -> bool {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("derive") || a.path().is_ident("cfg_attr"))
        .any(|a| match &a.meta {
            syn::Meta::List(list) => mentions_deserialize(list.tokens.clone()),
            _ => false,
        })
}

fn mentions_deserialize(tokens: TokenStream) -> bool {
    tokens.into_iter().any(|t| match t {
        TokenTree::Ident(i) => i == "Deserialize",
        TokenTree::Group(g) => mentions_deserialize(g.stream()),
        _ => false,
    })
}
