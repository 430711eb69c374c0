//! Which types get a strict-decoding descriptor (`impl Fields`, see
//! `emit::decode`): every type the generator reads that derives
//! `Deserialize`, tagged or not, so a module without any check still gets
//! a generated file for its types' descriptors. kube-rs' derived roots
//! count too: kube's derive gives them `Deserialize`.

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};

use crate::model::{Model, TypeId, TypeKind};
use crate::source::{ModuleId, SourceSet};

/// The types that get a descriptor: declared in the input (not another
/// crate), deriving `Deserialize`, a struct, newtype or enum, whose output
/// module has a file of its own (an inline module has none: its types are
/// decoded as anything, not reported).
pub fn described_types(model: &Model, sources: &SourceSet, output_of: &[ModuleId]) -> BTreeSet<TypeId> {
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
        .filter(|(_, t)| {
            sources
                .modules
                .get(t.module)
                .is_some_and(|m| m.items.iter().any(|item| derives_deserialize(item, &t.name)))
        })
        .map(|(id, _)| id)
        .collect()
}

/// The described roots that kube-rs' `CustomResource` derive makes: kube
/// reads their `apiVersion` and `kind`, which are no fields of theirs.
pub fn kube_roots(model: &Model, sources: &SourceSet, described: &BTreeSet<TypeId>) -> BTreeSet<TypeId> {
    described
        .iter()
        .copied()
        .filter(|id| {
            model.get(*id).is_some_and(|t| {
                sources.modules.get(t.module).is_some_and(|m| {
                    m.items.iter().any(|item| {
                        matches!(item, syn::Item::Struct(s) if s.ident == t.name && crate::source::is_derived_root(&s.attrs))
                    })
                })
            })
        })
        .collect()
}

/// Whether `item` is the struct or enum `name` with a `Deserialize` derive
/// (also inside `cfg_attr`).
fn derives_deserialize(item: &syn::Item, name: &str) -> bool {
    let attrs = match item {
        syn::Item::Struct(s) if s.ident == name => &s.attrs,
        syn::Item::Enum(e) if e.ident == name => &e.attrs,
        _ => return false,
    };
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
