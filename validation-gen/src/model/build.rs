//! Building the model from parsed sources: declare every type, then resolve
//! fields, aliases and newtypes, and attach doc-comment tag lines.

use syn::spanned::Spanned;

use crate::diagnostics::{Diagnostic, Diagnostics};
use crate::source::{location::line_text, FileId, ModuleId, SourceLocation, SourceSet};
use crate::tags;

use super::resolve::{Resolved, Resolver};
use super::serde_attrs::{self, ContainerAttrs};
use super::{
    Constant, Field, Function, MapKind, Model, PointerKind, Primitive, Shape, TagLine, TypeDef, TypeKind, Variant,
};

/// Build the model of every type in the input.
pub fn build(sources: &SourceSet) -> Result<Model, Diagnostics> {
    let mut builder = Builder {
        sources,
        resolver: Resolver::new(sources),
        diagnostics: Diagnostics::default(),
        types: Vec::new(),
    };
    let declared = builder.declare_all();
    for (id, (module, item)) in declared.iter().enumerate() {
        let kind = builder.kind_of(*module, item);
        if let Some(t) = builder.types.get_mut(id) {
            t.kind = kind;
        }
    }
    builder.collect_constants();
    let module_tags = sources
        .modules
        .iter()
        .map(|m| builder.tag_lines(m.file, &m.inner_attrs).0)
        .collect();
    let functions = sources.modules.iter().map(module_functions).collect();
    if builder.diagnostics.has_errors() {
        return Err(builder.diagnostics);
    }
    let mut model = Model {
        types: builder.types,
        module_tags,
        functions,
        newtype_chains: Vec::new(),
        alias_ends: Vec::new(),
        typedef_ends: Vec::new(),
        json_fields: Vec::new(),
    };
    super::foreign::resolve(&mut model, sources);
    super::cycles::reject_endless(&mut model);
    model.chain();
    Ok(model)
}

fn module_functions(module: &crate::source::Module) -> Vec<Function> {
    module
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Fn(f) => Some(Function {
                name: f.sig.ident.to_string(),
                arity: f.sig.inputs.len(),
                location: SourceLocation::from_span(module.file, f.sig.ident.span()),
            }),
            _ => None,
        })
        .collect()
}

struct Builder<'a> {
    sources: &'a SourceSet,
    resolver: Resolver<'a>,
    diagnostics: Diagnostics,
    types: Vec<TypeDef>,
}

/// The item a type was declared by, kept until its kind is resolved.
enum Declared<'a> {
    Struct(&'a syn::ItemStruct),
    Enum(&'a syn::ItemEnum),
    Alias(&'a syn::ItemType),
}

/// The types of a module with a written `impl Serialize for T` (any path
/// ending in `Serialize`).
fn serialize_impls(items: &[syn::Item]) -> std::collections::HashSet<String> {
    items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Impl(i) => Some(i),
            _ => None,
        })
        .filter(|i| {
            i.trait_
                .as_ref()
                .and_then(|(_, path, _)| path.segments.last())
                .is_some_and(|s| s.ident == "Serialize")
        })
        .filter_map(|i| match &*i.self_ty {
            syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        })
        .collect()
}

impl<'a> Builder<'a> {
    fn declare_all(&mut self) -> Vec<(ModuleId, Declared<'a>)> {
        let mut declared = Vec::new();
        let sources = self.sources;
        for (module_id, module) in sources.modules.iter().enumerate() {
            let serialize_impls = serialize_impls(&module.items);
            for item in &module.items {
                let (ident, attrs, vis, decl) = match item {
                    syn::Item::Struct(s) => (&s.ident, &s.attrs, &s.vis, Declared::Struct(s)),
                    syn::Item::Enum(e) => (&e.ident, &e.attrs, &e.vis, Declared::Enum(e)),
                    syn::Item::Type(t) => (&t.ident, &t.attrs, &t.vis, Declared::Alias(t)),
                    _ => continue,
                };
                let id = self.types.len();
                let name = ident.to_string();
                self.resolver.declare(module_id, &name, id);
                let (tags, _) = self.tag_lines(module.file, attrs);
                let serializes = super::foreign::derives_serialize(attrs) || serialize_impls.contains(&name);
                self.types.push(TypeDef {
                    name,
                    module: module_id,
                    location: SourceLocation::from_span(module.file, ident.span()),
                    kind: TypeKind::Alias(Shape::External(String::new())),
                    tags,
                    is_pub: matches!(vis, syn::Visibility::Public(_)),
                    constants: Vec::new(),
                    foreign: None,
                    doc: doc_text(attrs),
                    serializes,
                });
                declared.push((module_id, decl));
            }
        }
        declared
    }

    fn file(&self, module: ModuleId) -> FileId {
        self.sources.modules.get(module).map_or(0, |m| m.file)
    }

    fn kind_of(&mut self, module: ModuleId, item: &Declared<'_>) -> TypeKind {
        let file = self.file(module);
        match item {
            Declared::Alias(t) => {
                if let Some(unsupported) = self.generics(file, &t.generics) {
                    return unsupported;
                }
                TypeKind::Alias(self.shape(module, &t.ty))
            }
            Declared::Enum(e) => self.enum_kind(file, e),
            Declared::Struct(s) => {
                if let Some(unsupported) = self.generics(file, &s.generics) {
                    self.reject_tagged_fields(file, s);
                    return unsupported;
                }
                let container = self.container_attrs(file, &s.attrs);
                match &s.fields {
                    syn::Fields::Named(named) => TypeKind::Struct(
                        named
                            .named
                            .iter()
                            .filter_map(|f| self.field(module, f, &container))
                            .collect(),
                    ),
                    syn::Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => match unnamed.unnamed.first() {
                        Some(inner) => TypeKind::Newtype(self.shape(module, &inner.ty)),
                        None => unsupported("an empty tuple struct", file, s.ident.span()),
                    },
                    syn::Fields::Unnamed(_) => {
                        unsupported("a tuple struct with more than one field", file, s.fields.span())
                    }
                    syn::Fields::Unit => TypeKind::Struct(Vec::new()),
                }
            }
        }
    }

    /// The fields of a struct validation-gen cannot model (a generic one)
    /// are never validated: their validation tags are errors, not dropped.
    fn reject_tagged_fields(&mut self, file: FileId, s: &syn::ItemStruct) {
        for f in &s.fields {
            let (tags, _) = self.tag_lines(file, &f.attrs);
            let Some(line) = tags
                .iter()
                .find(|l| tags::tag_name(&l.text).is_some_and(|n| n.starts_with("k8s:")))
            else {
                continue;
            };
            let d = Diagnostic::error(format!(
                "a field of the generic type `{}` has validation tags, but generic types are not supported by \
                 validation-gen",
                s.ident
            ))
            .with_code("unsupported-type")
            .with_help("move the tagged fields into a non-generic struct, or remove their tags");
            let d = self.sources.diagnostic_at(d, line.location);
            self.diagnostics.push(d);
        }
    }

    fn generics(&self, file: FileId, generics: &syn::Generics) -> Option<TypeKind> {
        let param = generics.params.first()?;
        Some(unsupported("a generic type", file, param.span()))
    }

    fn enum_kind(&mut self, file: FileId, e: &syn::ItemEnum) -> TypeKind {
        if let Some(unsupported) = self.generics(file, &e.generics) {
            return unsupported;
        }
        let container = self.container_attrs(file, &e.attrs);
        let mut variants = Vec::new();
        for v in &e.variants {
            if !matches!(v.fields, syn::Fields::Unit) {
                return unsupported("an enum whose variants carry data", file, v.span());
            }
            let attrs = match serde_attrs::variant_attrs(&v.attrs) {
                Ok(a) => a,
                Err(err) => {
                    self.error(file, err.span, err.message);
                    continue;
                }
            };
            if attrs.skip {
                continue;
            }
            variants.push(Variant {
                ident: v.ident.to_string(),
                json_name: serde_attrs::variant_json_name(&v.ident, &attrs, &container),
                tags: self.tag_lines(file, &v.attrs).0,
                location: SourceLocation::from_span(file, v.ident.span()),
            });
        }
        TypeKind::Enum(variants)
    }

    fn container_attrs(&mut self, file: FileId, attrs: &[syn::Attribute]) -> ContainerAttrs {
        serde_attrs::container_attrs(attrs).unwrap_or_else(|err| {
            self.error(file, err.span, err.message);
            ContainerAttrs::default()
        })
    }

    fn field(&mut self, module: ModuleId, f: &syn::Field, container: &ContainerAttrs) -> Option<Field> {
        let file = self.file(module);
        let ident = f.ident.as_ref()?;
        if ident == "_" {
            // Parsed for unnamed struct fields (unstable Rust); no name to
            // read or write the value by.
            let at = SourceLocation::from_span(file, ident.span());
            let d = Diagnostic::error("a field named `_` is not supported by validation-gen")
                .with_code("unsupported-shape");
            self.diagnostics.push(self.sources.diagnostic_at(d, at));
            return None;
        }
        let attrs = match serde_attrs::field_attrs(&f.attrs) {
            Ok(a) => a,
            Err(err) => {
                self.error(file, err.span, err.message);
                return None;
            }
        };
        if attrs.skip {
            return None;
        }
        let raw = ident.to_string();
        let (tags, default) = self.tag_lines(file, &f.attrs);
        Some(Field {
            ident: raw.trim_start_matches("r#").to_string(),
            raw_ident: raw.starts_with("r#"),
            json_name: if attrs.flatten {
                String::new()
            } else {
                serde_attrs::field_json_name(ident, &attrs, container)
            },
            shape: self.shape(module, &f.ty),
            tags,
            flatten: attrs.flatten,
            default,
            cfg: f
                .attrs
                .iter()
                .filter(|a| a.path().is_ident("cfg"))
                .filter_map(|a| a.meta.require_list().ok())
                .map(|list| list.tokens.to_string())
                .collect(),
            location: SourceLocation::from_span(file, ident.span()),
            doc: doc_text(&f.attrs),
        })
    }

    /// The shape of a written type.
    fn shape(&mut self, module: ModuleId, ty: &syn::Type) -> Shape {
        let file = self.file(module);
        match ty {
            syn::Type::Paren(p) => self.shape(module, &p.elem),
            syn::Type::Group(g) => self.shape(module, &g.elem),
            syn::Type::Path(p) if p.qself.is_none() => self.path_shape(module, &p.path),
            syn::Type::Reference(_) => unsupported_shape("a reference", file, ty.span()),
            syn::Type::TraitObject(_) => unsupported_shape("a trait object", file, ty.span()),
            syn::Type::Array(_) => unsupported_shape("a fixed-size array", file, ty.span()),
            syn::Type::Tuple(_) => unsupported_shape("a tuple", file, ty.span()),
            _ => unsupported_shape("this kind of type", file, ty.span()),
        }
    }

    fn path_shape(&mut self, module: ModuleId, path: &syn::Path) -> Shape {
        let file = self.file(module);
        let Some(last) = path.segments.last() else {
            return unsupported_shape("an empty path", file, path.span());
        };
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let name = last.ident.to_string();
        // A type the input declares wins over a std name it shadows.
        let resolved = self.resolver.resolve(module, &segments);
        if let Resolved::Type(id) = resolved {
            if !last.arguments.is_empty() {
                return unsupported_shape("a generic type", file, last.arguments.span());
            }
            return Shape::Named(id);
        }
        if is_std_path(&segments) {
            if let Some(shape) = self.std_shape(module, &name, &last.arguments, path) {
                return shape;
            }
        }
        match resolved {
            Resolved::External(full) => Shape::External(full),
            _ => Shape::Unsupported {
                reason: format!("cannot find type `{}` in this crate", segments.join("::")),
                location: SourceLocation::from_span(file, path.span()),
            },
        }
    }

    /// `Option`, `Vec`, maps, smart pointers and primitives.
    fn std_shape(
        &mut self,
        module: ModuleId,
        name: &str,
        args: &syn::PathArguments,
        path: &syn::Path,
    ) -> Option<Shape> {
        let file = self.file(module);
        let shape = container_shape(name, args, &mut |t| self.shape(module, t))?;
        if matches!(&shape, Shape::Optional(inner) if matches!(**inner, Shape::Optional(_))) {
            return Some(unsupported_shape("an `Option` of an `Option`", file, path.span()));
        }
        Some(shape)
    }

    fn collect_constants(&mut self) {
        let sources = self.sources;
        for (module_id, module) in sources.modules.iter().enumerate() {
            for item in &module.items {
                let syn::Item::Impl(imp) = item else { continue };
                if imp.trait_.is_some() {
                    continue;
                }
                let syn::Type::Path(self_ty) = imp.self_ty.as_ref() else {
                    continue;
                };
                let segments: Vec<String> = self_ty.path.segments.iter().map(|s| s.ident.to_string()).collect();
                let Resolved::Type(id) = self.resolver.resolve(module_id, &segments) else {
                    continue;
                };
                for impl_item in &imp.items {
                    let syn::ImplItem::Const(c) = impl_item else { continue };
                    let syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(value),
                        ..
                    }) = &c.expr
                    else {
                        continue;
                    };
                    let (tags, _) = self.tag_lines(module.file, &c.attrs);
                    let constant = Constant {
                        ident: c.ident.to_string(),
                        value: value.value(),
                        tags,
                        location: SourceLocation::from_span(module.file, c.ident.span()),
                    };
                    if let Some(t) = self.types.get_mut(id) {
                        t.constants.push(constant);
                    }
                }
            }
        }
    }

    /// The `+k8s:` tag lines of doc attributes, and the `+default=` line.
    fn tag_lines(&self, file: FileId, attrs: &[syn::Attribute]) -> (Vec<TagLine>, Option<TagLine>) {
        let mut lines = Vec::new();
        let mut default = None;
        for attr in attrs.iter().filter(|a| a.path().is_ident("doc")) {
            let syn::Meta::NameValue(nv) = &attr.meta else { continue };
            let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(doc),
                ..
            }) = &nv.value
            else {
                continue;
            };
            let doc_text = doc.value();
            // Where the attribute starts: its `#` (a `///` comment's tokens
            // all carry the comment's span). Not `attr.span()`, which turns
            // the whole attribute into tokens to join their spans.
            let start = SourceLocation::from_span(file, attr.pound_token.span);
            // A literal written on one line (`#[doc = "a\n+k8s:..."]`) puts
            // every line of its value on the attribute's line; a literal
            // spanning lines (a `/** */` comment, a multi-line string) has
            // one source line per line of its value.
            let one_line = doc.span().start().line == doc.span().end().line;
            for line in tags::tag_lines(&doc_text) {
                let line_offset = match doc_text.get(..line.offset) {
                    Some(before) if !one_line => before.matches('\n').count(),
                    _ => 0,
                };
                let location = self.locate_text(start, line_offset, line.text);
                let tag_line = TagLine {
                    text: line.text.to_string(),
                    location,
                };
                match tags::tag_name(line.text) {
                    Some("default") => default = Some(tag_line),
                    // Other generators' tags; everything else is kept, and
                    // the registry decides what it knows.
                    Some(name) if !is_foreign_generator_tag(name) => lines.push(tag_line),
                    _ => {}
                }
            }
        }
        (lines, default)
    }

    /// Where `text` stands: on the doc attribute's line (plus `line_offset`
    /// for multi-line doc strings), at the column where it appears.
    fn locate_text(&self, attr: SourceLocation, line_offset: usize, text: &str) -> SourceLocation {
        let line = attr.line + line_offset;
        let from = if line_offset == 0 { attr.column } else { 0 };
        let column = line_text(self.sources, attr.file, line)
            .and_then(|l| {
                let start = l.char_indices().nth(from).map_or(l.len(), |(i, _)| i);
                let rest = l.get(start..)?;
                rest.find(text)
                    .map(|byte| from + rest.get(..byte).map_or(0, |s| s.chars().count()))
            })
            .unwrap_or(attr.column);
        SourceLocation {
            file: attr.file,
            line,
            column,
            len: text.chars().count(),
        }
    }

    fn error(&mut self, file: FileId, span: proc_macro2::Span, message: String) {
        let d = self
            .sources
            .diagnostic_at(Diagnostic::error(message), SourceLocation::from_span(file, span));
        self.diagnostics.push(d);
    }
}

/// `Option`, `Vec`, maps, smart pointers and primitives, with `convert`
/// for their type arguments.
pub(super) fn container_shape(
    name: &str,
    args: &syn::PathArguments,
    convert: &mut dyn FnMut(&syn::Type) -> Shape,
) -> Option<Shape> {
    let generic_args: Vec<&syn::Type> = match args {
        syn::PathArguments::AngleBracketed(a) => a
            .args
            .iter()
            .filter_map(|arg| match arg {
                syn::GenericArgument::Type(t) => Some(t),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let mut arg = |i: usize| generic_args.get(i).map(|t| convert(t));
    Some(match (name, generic_args.len()) {
        ("Option", 1) => Shape::Optional(Box::new(arg(0)?)),
        ("Vec", 1) => Shape::List(Box::new(arg(0)?)),
        ("Box" | "Arc" | "Rc", 1) => {
            let kind = match name {
                "Box" => PointerKind::Box,
                "Arc" => PointerKind::Arc,
                _ => PointerKind::Rc,
            };
            Shape::Pointer(kind, Box::new(arg(0)?))
        }
        ("BTreeMap" | "HashMap" | "IndexMap", 2 | 3) => {
            let kind = match name {
                "BTreeMap" => MapKind::BTreeMap,
                "HashMap" => MapKind::HashMap,
                _ => MapKind::IndexMap,
            };
            Shape::Map(kind, Box::new(arg(0)?), Box::new(arg(1)?))
        }
        (_, 0) if matches!(args, syn::PathArguments::None) => Shape::Primitive(Primitive::from_ident(name)?),
        _ => return None,
    })
}

/// Paths that may name std's containers and primitives: a bare name, or a
/// path through `std`, `alloc`, `core` or `indexmap`.
pub(super) fn is_std_path(segments: &[String]) -> bool {
    match segments.first().map(String::as_str) {
        _ if segments.len() == 1 => true,
        Some("std" | "alloc" | "core" | "indexmap") => true,
        _ => false,
    }
}

/// The prose of an item's doc comment, without its tag lines.
fn doc_text(attrs: &[syn::Attribute]) -> String {
    let doc: Vec<String> = attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .filter_map(|attr| match &attr.meta {
            syn::Meta::NameValue(syn::MetaNameValue {
                value:
                    syn::Expr::Lit(syn::ExprLit {
                        lit: syn::Lit::Str(doc),
                        ..
                    }),
                ..
            }) => Some(doc.value()),
            _ => None,
        })
        .collect();
    tags::description(&doc.join("\n"))
}

/// Another Kubernetes generator's tag (`k8s:deepcopy-gen`,
/// `k8s:openapi-gen=true`, `k8s:prerelease-lifecycle-gen:introduced`).
pub fn is_foreign_generator_tag(name: &str) -> bool {
    let Some(rest) = name.strip_prefix("k8s:") else {
        return false;
    };
    let family = rest.split(':').next().unwrap_or(rest);
    family.ends_with("-gen") && family != "validation-gen"
}

fn unsupported(what: &str, file: FileId, span: proc_macro2::Span) -> TypeKind {
    TypeKind::Unsupported {
        reason: format!("{what} is not supported by validation-gen"),
        location: SourceLocation::from_span(file, span),
    }
}

fn unsupported_shape(what: &str, file: FileId, span: proc_macro2::Span) -> Shape {
    Shape::Unsupported {
        reason: format!("{what} is not supported by validation-gen"),
        location: SourceLocation::from_span(file, span),
    }
}
