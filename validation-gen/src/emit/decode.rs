//! Strict-decoding descriptors: for every type that derives `Deserialize`,
//! an `impl validation_runtime::decode::Fields` giving what the type accepts
//! on the wire (JSON field names with flattened fields merged in, list
//! elements, map values, enum members, scalar kinds), so the runtime can
//! report unknown and duplicate fields at their full path and turn values
//! serde rejects into field errors.
//!
//! Field names are the serialized ones the model records; a type the
//! generator does not describe (another crate's, a type without a generated
//! file, a map with non-string keys) is accepted as anything.

use std::collections::HashSet;

use proc_macro2::{Literal, TokenStream, TokenTree};
use quote::quote;

use super::Emitter;
use crate::model::{Model, Primitive, Shape, TypeId, TypeKind};
use crate::plan::Plan;
use crate::source::SourceSet;

/// How deep alias and flatten chains are followed (cycles are malformed input).
const MAX_DEPTH: usize = 32;

/// The types that get a descriptor: declared in the input (not another
/// crate), deriving `Deserialize`, a struct, newtype or enum, and generated
/// into a file.
pub(super) fn described_types(model: &Model, sources: &SourceSet, plan: &Plan) -> HashSet<TypeId> {
    let file_modules: HashSet<_> = plan.files.iter().map(|f| f.module).collect();
    model
        .types
        .iter()
        .enumerate()
        .filter(|(_, t)| t.foreign.is_none())
        .filter(|(_, t)| matches!(t.kind, TypeKind::Struct(_) | TypeKind::Newtype(_) | TypeKind::Enum(_)))
        .filter(|(id, _)| {
            plan.output_module(model, *id)
                .is_some_and(|m| file_modules.contains(&m))
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

/// The `Fields` impls of the types generated into this file.
pub(super) fn impls(emitter: &Emitter<'_>) -> Vec<TokenStream> {
    let mut ids: Vec<TypeId> = emitter
        .described
        .iter()
        .copied()
        .filter(|id| emitter.plan.output_module(emitter.model, *id) == Some(emitter.module))
        .collect();
    ids.sort_unstable();
    ids.into_iter().map(|id| fields_impl(emitter, id)).collect()
}

fn fields_impl(emitter: &Emitter<'_>, id: TypeId) -> TokenStream {
    let ty = emitter.type_path(id);
    let shape = match emitter.model.get(id).map(|t| &t.kind) {
        Some(TypeKind::Struct(_)) => struct_shape(emitter, id),
        Some(TypeKind::Newtype(inner)) => shape_expr(emitter, inner, 0),
        Some(TypeKind::Enum(variants)) => {
            let names = variants.iter().map(|v| &v.json_name);
            quote!(::validation_runtime::decode::Shape::Enum(&[#(#names),*]))
        }
        _ => quote!(::validation_runtime::decode::Shape::Any),
    };
    quote! {
        impl ::validation_runtime::decode::Fields for #ty {
            fn decode_shape() -> &'static ::validation_runtime::decode::Shape {
                static SHAPE: ::validation_runtime::decode::Shape = #shape;
                &SHAPE
            }
        }
    }
}

/// A struct's fields, flattened ones merged in.
fn struct_shape(emitter: &Emitter<'_>, id: TypeId) -> TokenStream {
    let mut fields = Vec::new();
    let mut rest = None;
    collect_fields(emitter, id, &mut fields, &mut rest, 0);
    let fields = fields
        .into_iter()
        .map(|(name, shape)| quote!(::validation_runtime::decode::Field { name: #name, shape: &#shape }));
    let rest = match rest {
        Some(shape) => quote!(::core::option::Option::Some(&#shape)),
        None => quote!(::core::option::Option::None),
    };
    quote! {
        ::validation_runtime::decode::Shape::Struct { fields: &[#(#fields),*], rest: #rest }
    }
}

fn collect_fields(
    emitter: &Emitter<'_>,
    id: TypeId,
    fields: &mut Vec<(String, TokenStream)>,
    rest: &mut Option<TokenStream>,
    depth: usize,
) {
    let model = emitter.model;
    let Some(TypeKind::Struct(declared)) = model.get(id).map(|t| &t.kind) else {
        *rest = Some(any());
        return;
    };
    for field in declared {
        if !field.flatten {
            fields.push((field.json_name.clone(), shape_expr(emitter, &field.shape, depth)));
            continue;
        }
        // A flattened struct adds its fields; a flattened map takes every
        // other key; anything else takes every other key as it is.
        match flattened(model, &field.shape) {
            Some(Shape::Named(inner)) if depth < MAX_DEPTH && is_struct(model, *inner) => {
                collect_fields(emitter, *inner, fields, rest, depth + 1);
            }
            Some(Shape::Map(_, key, value)) if is_string(model, key) => {
                *rest = Some(shape_expr(emitter, value, depth + 1));
            }
            _ => *rest = Some(any()),
        }
    }
}

/// A flattened field's type without `Option`, pointers and aliases.
fn flattened<'a>(model: &'a Model, shape: &'a Shape) -> Option<&'a Shape> {
    let mut current = shape;
    for _ in 0..MAX_DEPTH {
        current = match model.past_aliases(current) {
            Shape::Optional(inner) | Shape::Pointer(_, inner) => inner,
            other => return Some(other),
        };
    }
    None
}

fn is_struct(model: &Model, id: TypeId) -> bool {
    matches!(model.get(id).map(|t| &t.kind), Some(TypeKind::Struct(_)))
}

/// Whether map keys of this type are JSON strings to serde.
fn is_string(model: &Model, key: &Shape) -> bool {
    matches!(
        model.value_kind(key).present(),
        crate::model::ValueKind::Primitive(Primitive::String) | crate::model::ValueKind::StringEnum
    )
}

fn any() -> TokenStream {
    quote!(::validation_runtime::decode::Shape::Any)
}

/// The descriptor of a value of `shape`, as a `Shape` expression.
fn shape_expr(emitter: &Emitter<'_>, shape: &Shape, depth: usize) -> TokenStream {
    if depth > MAX_DEPTH {
        return any();
    }
    let model = emitter.model;
    match shape {
        Shape::Primitive(p) => primitive(*p),
        Shape::Optional(inner) => {
            let inner = shape_expr(emitter, inner, depth + 1);
            quote!(::validation_runtime::decode::Shape::Nullable(&#inner))
        }
        Shape::Pointer(_, inner) => shape_expr(emitter, inner, depth + 1),
        Shape::List(inner) => {
            let inner = shape_expr(emitter, inner, depth + 1);
            quote!(::validation_runtime::decode::Shape::List(&#inner))
        }
        Shape::Map(_, key, value) if is_string(model, key) => {
            let value = shape_expr(emitter, value, depth + 1);
            quote!(::validation_runtime::decode::Shape::Map(&#value))
        }
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(target)) => shape_expr(emitter, target, depth + 1),
            // Another module's private type cannot be named from here.
            _ if emitter.described.contains(id)
                && (model.get(*id).is_some_and(|t| t.is_pub) || in_this_file(emitter, *id)) =>
            {
                let ty = emitter.type_path(*id);
                quote!(::validation_runtime::decode::Shape::Named(
                    <#ty as ::validation_runtime::decode::Fields>::decode_shape
                ))
            }
            _ => any(),
        },
        Shape::Map(..) | Shape::External(_) | Shape::Unsupported { .. } => any(),
    }
}

fn in_this_file(emitter: &Emitter<'_>, id: TypeId) -> bool {
    emitter.plan.output_module(emitter.model, id) == Some(emitter.module)
}

fn primitive(p: Primitive) -> TokenStream {
    let Some((min, max)) = p.integer_range() else {
        return match p {
            Primitive::Bool => quote!(::validation_runtime::decode::Shape::Bool),
            Primitive::String => quote!(::validation_runtime::decode::Shape::String),
            _ => quote!(::validation_runtime::decode::Shape::Float),
        };
    };
    // Go's names, as the API server's messages use them.
    let type_name = match p {
        Primitive::I8 => "int8",
        Primitive::I16 => "int16",
        Primitive::I32 => "int32",
        Primitive::I64 | Primitive::Isize => "int64",
        Primitive::U8 => "uint8",
        Primitive::U16 => "uint16",
        Primitive::U32 => "uint32",
        _ => "uint64",
    };
    let min = signed(min);
    let max = signed(max);
    quote!(::validation_runtime::decode::Shape::Integer { type_name: #type_name, min: #min, max: #max })
}

/// An `i128` literal; negative ones as a negation (a literal token has no sign).
fn signed(v: i128) -> TokenStream {
    let abs = Literal::u128_unsuffixed(v.unsigned_abs());
    if v < 0 {
        quote!(-#abs)
    } else {
        quote!(#abs)
    }
}

#[cfg(test)]
mod tests {
    /// The generated file's text without whitespace, for exact substring checks.
    fn generated(source: &str) -> String {
        let generation = crate::test_support::generate_source(&crate::Generator::new(), "emit-decode", source)
            .unwrap_or_else(|d| panic!("{d:?}"));
        let file = generation.files.first().expect("one generated file");
        file.contents.chars().filter(|c| !c.is_whitespace()).collect()
    }

    #[test]
    fn descriptors_follow_serde() {
        let out = generated(
            r#"
            use std::collections::BTreeMap;
            #[cfg_attr(feature = "serde", derive(serde::Deserialize))]
            #[derive(serde::Serialize)]
            pub struct A {
                /// +k8s:optional
                /// +k8s:minimum=0
                pub n: Option<i16>,
                /// +k8s:opaqueType
                pub by_id: BTreeMap<i32, String>,
                #[serde(rename = "theB")]
                pub b: B,
                pub c: Vec<Box<C>>,
                #[serde(flatten)]
                pub rest: BTreeMap<String, u8>,
            }
            /// Serialize only: accepted as anything.
            #[derive(serde::Serialize)]
            pub struct B { pub x: String }
            #[derive(serde::Deserialize, serde::Serialize)]
            #[serde(rename_all = "camelCase")]
            pub struct C { pub inner_name: String, #[serde(flatten)] pub more: D }
            #[derive(serde::Deserialize, serde::Serialize)]
            pub struct D { pub d: bool }
            "#,
        );
        let shape = "::validation_runtime::decode::Shape";
        let field = "::validation_runtime::decode::Field";
        let a = format!(
            "implFieldsforA{{fndecode_shape()->&'static{shape}{{staticSHAPE:{shape}={shape}::Struct{{fields:&[\
             {field}{{name:\"n\",shape:&{shape}::Nullable(&{shape}::Integer{{type_name:\"int16\",min:-32768,max:32767,}},),}},\
             {field}{{name:\"by_id\",shape:&{shape}::Any,}},\
             {field}{{name:\"theB\",shape:&{shape}::Any,}},\
             {field}{{name:\"c\",shape:&{shape}::List(&{shape}::Named(<CasFields>::decode_shape,),),}},\
             ],rest:::core::option::Option::Some(&{shape}::Integer{{type_name:\"uint8\",min:0,max:255,}},),}};&SHAPE}}}}"
        )
        .replace("Fields", "::validation_runtime::decode::Fields");
        assert!(out.contains(&a), "{out}");
        // A flattened struct's fields are merged into its parent's.
        let c = format!(
            "fields:&[{field}{{name:\"innerName\",shape:&{shape}::String,}},{field}{{name:\"d\",shape:&{shape}::Bool,}},],rest:::core::option::Option::None"
        );
        assert!(out.contains(&c), "{out}");
        assert!(!out.contains("decode::FieldsforB"), "{out}");
    }
}
