//! Types the input uses from dependency crates ("a type
//! from another crate"), read from their source so that tags such as
//! `k8s:subfield` can look inside them. They are read-only: never
//! generated for, compared with `==`, and their own tags are not read.

use std::collections::BTreeMap;

use heck::ToLowerCamelCase;

use crate::source::deps::{Dependencies, ForeignItem};
use crate::source::{SourceLocation, SourceSet};

use super::build::{container_shape, is_std_path};
use super::serde_attrs;
use super::{Field, Model, Shape, TypeDef, TypeId, TypeKind, Variant};

/// Resolve every external path the input's types use, and point their
/// shapes at the definitions found. Paths that cannot be found stay
/// external (and are not descended into).
pub fn resolve(model: &mut Model, sources: &SourceSet) {
    let mut paths: BTreeMap<String, SourceLocation> = BTreeMap::new();
    for t in &model.types {
        for (shape, at) in shapes(t) {
            collect_external(shape, at, &mut paths);
        }
    }
    if paths.is_empty() {
        return;
    }
    let deps = Dependencies::discover(&sources.input);
    let mut found: BTreeMap<String, TypeId> = BTreeMap::new();
    for (path, at) in paths {
        if let Some(def) = deps.find(&path).and_then(|item| type_def(&item, at)) {
            found.insert(path, model.types.len());
            model.types.push(def);
        }
    }
    for t in &mut model.types {
        if t.foreign.is_none() {
            for_each_shape_mut(&mut t.kind, &mut |shape| replace_external(shape, &found));
        }
    }
}

fn shapes(t: &TypeDef) -> Vec<(&Shape, SourceLocation)> {
    match &t.kind {
        TypeKind::Struct(fields) => fields.iter().map(|f| (&f.shape, f.location)).collect(),
        TypeKind::Newtype(inner) | TypeKind::Alias(inner) => vec![(inner, t.location)],
        _ => Vec::new(),
    }
}

fn for_each_shape_mut(kind: &mut TypeKind, f: &mut dyn FnMut(&mut Shape)) {
    match kind {
        TypeKind::Struct(fields) => fields.iter_mut().for_each(|field| f(&mut field.shape)),
        TypeKind::Newtype(inner) | TypeKind::Alias(inner) => f(inner),
        _ => {}
    }
}

fn collect_external(shape: &Shape, at: SourceLocation, out: &mut BTreeMap<String, SourceLocation>) {
    match shape {
        Shape::External(path) => {
            out.entry(path.clone()).or_insert(at);
        }
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => collect_external(inner, at, out),
        Shape::Map(_, k, v) => {
            collect_external(k, at, out);
            collect_external(v, at, out);
        }
        _ => {}
    }
}

fn replace_external(shape: &mut Shape, found: &BTreeMap<String, TypeId>) {
    match shape {
        Shape::External(path) => {
            if let Some(id) = found.get(path) {
                *shape = Shape::Named(*id);
            }
        }
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => replace_external(inner, found),
        Shape::Map(_, k, v) => {
            replace_external(k, found);
            replace_external(v, found);
        }
        _ => {}
    }
}

/// A read-only model of a dependency's type definition.
fn type_def(found: &ForeignItem, at: SourceLocation) -> Option<TypeDef> {
    let module = found.module_path.join("::");
    let shape = |ty: &syn::Type| foreign_shape(ty, &found.module_path);
    let (name, kind) = match &found.item {
        syn::Item::Struct(s) if s.generics.params.is_empty() => {
            let kind = match &s.fields {
                syn::Fields::Named(named) => {
                    let container = serde_attrs::container_attrs(&s.attrs).unwrap_or_default();
                    let serde_names = derives_serialize(&s.attrs);
                    TypeKind::Struct(
                        named
                            .named
                            .iter()
                            .filter_map(|f| foreign_field(f, &container, serde_names, &shape, at))
                            .collect(),
                    )
                }
                syn::Fields::Unnamed(u) if u.unnamed.len() == 1 => TypeKind::Newtype(shape(&u.unnamed.first()?.ty)),
                _ => return None,
            };
            (s.ident.to_string(), kind)
        }
        syn::Item::Enum(e) if e.variants.iter().all(|v| matches!(v.fields, syn::Fields::Unit)) => {
            let container = serde_attrs::container_attrs(&e.attrs).unwrap_or_default();
            let variants = e
                .variants
                .iter()
                .map(|v| Variant {
                    ident: v.ident.to_string(),
                    json_name: serde_attrs::variant_json_name(
                        &v.ident,
                        &serde_attrs::variant_attrs(&v.attrs).unwrap_or_default(),
                        &container,
                    ),
                    tags: Vec::new(),
                    location: at,
                })
                .collect();
            (e.ident.to_string(), TypeKind::Enum(variants))
        }
        syn::Item::Type(t) if t.generics.params.is_empty() => (t.ident.to_string(), TypeKind::Alias(shape(&t.ty))),
        _ => return None,
    };
    Some(TypeDef {
        name,
        module: usize::MAX,
        location: at,
        kind,
        tags: Vec::new(),
        is_pub: true,
        constants: Vec::new(),
        foreign: Some(module),
        doc: String::new(),
        serializes: true,
    })
}

pub(super) fn derives_serialize(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().filter(|a| a.path().is_ident("derive")).any(|a| {
        let mut found = false;
        let _ = a.parse_nested_meta(|meta| {
            found |= meta.path.segments.last().is_some_and(|s| s.ident == "Serialize");
            Ok(())
        });
        found
    })
}

fn foreign_field(
    f: &syn::Field,
    container: &serde_attrs::ContainerAttrs,
    serde_names: bool,
    shape: &dyn Fn(&syn::Type) -> Shape,
    at: SourceLocation,
) -> Option<Field> {
    let ident = f.ident.as_ref()?;
    let attrs = serde_attrs::field_attrs(&f.attrs).unwrap_or_default();
    if attrs.skip {
        return None;
    }
    let raw = ident.to_string();
    let plain = raw.trim_start_matches("r#");
    // Without a serde derive (k8s-openapi serializes by hand), names follow
    // the Kubernetes convention: camelCase, a trailing `_` (for keywords) dropped.
    let json_name = if attrs.flatten {
        String::new()
    } else if serde_names || attrs.rename_serialize.is_some() || container.rename_all_serialize.is_some() {
        serde_attrs::field_json_name(ident, &attrs, container)
    } else {
        plain.trim_end_matches('_').to_lower_camel_case()
    };
    Some(Field {
        ident: plain.to_string(),
        raw_ident: raw.starts_with("r#"),
        json_name,
        shape: shape(&f.ty),
        tags: Vec::new(),
        flatten: attrs.flatten,
        default: None,
        cfg: Vec::new(),
        location: at,
        doc: String::new(),
    })
}

/// The shape of a type written in a dependency's module: std containers
/// and primitives as usual, anything else an absolute external path.
fn foreign_shape(ty: &syn::Type, module: &[String]) -> Shape {
    let syn::Type::Path(p) = ty else {
        return Shape::External(String::new());
    };
    let segments: Vec<String> = p.path.segments.iter().map(|s| s.ident.to_string()).collect();
    if let Some(last) = p.path.segments.last() {
        if is_std_path(&segments) {
            let name = last.ident.to_string();
            if let Some(shape) = container_shape(&name, &last.arguments, &mut |t| foreign_shape(t, module)) {
                return shape;
            }
        }
    }
    Shape::External(absolute(&segments, module))
}

/// `crate::a::B` → `<crate>::a::B`; `super::B`, `self::B` and bare `B`
/// relative to the module.
fn absolute(segments: &[String], module: &[String]) -> String {
    let krate = module.first().cloned().unwrap_or_default();
    let mut base: Vec<String> = match segments.first().map(String::as_str) {
        Some("crate") => vec![krate],
        Some("self") => module.to_vec(),
        Some("super") => module
            .get(..module.len().saturating_sub(1))
            .unwrap_or_default()
            .to_vec(),
        _ if segments.len() == 1 => module.to_vec(),
        _ => Vec::new(),
    };
    let skip = usize::from(matches!(
        segments.first().map(String::as_str),
        Some("crate" | "self" | "super")
    ));
    base.extend(segments.iter().skip(skip).cloned());
    base.join("::")
}
