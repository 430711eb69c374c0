//! Helper impls for the input's own types: `SemanticEq` (ratcheting compares
//! old and new values) and `ToBadValue` (a struct or enum
//! shown in an error is JSON-encoded).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Model, TypeId, TypeKind};

use super::{field_ident, ident, values};

/// A recursive type's comparison enters the depth guard per level; past the
/// limit it answers "changed", so validation goes on and reports the depth.
pub fn semantic_eq(model: &Model, id: TypeId, ty: TokenStream, recursive: bool) -> TokenStream {
    let Some(t) = model.get(id) else {
        return quote!();
    };
    let body = match &t.kind {
        TypeKind::Struct(fields) if fields.is_empty() => quote!(true),
        TypeKind::Struct(fields) => {
            let compare = |f: &crate::model::Field| {
                let name = field_ident(f);
                values::equal(model, &f.shape, quote!(self.#name), quote!(other.#name))
            };
            let comparisons = fields.iter().filter(|f| f.cfg.is_empty()).map(compare);
            // `#[cfg]` fields are compared in statements that carry the cfg.
            let conditional = fields.iter().filter(|f| !f.cfg.is_empty()).map(|f| {
                let (cfg, equal) = (super::field_cfg(f), compare(f));
                quote! {
                    #cfg
                    if !(#equal) {
                        return false;
                    }
                }
            });
            let all = if fields.iter().all(|f| !f.cfg.is_empty()) {
                quote!(true)
            } else {
                quote!(#(#comparisons)&&*)
            };
            quote!(#(#conditional)* #all)
        }
        TypeKind::Newtype(inner) => values::equal(model, inner, quote!(self.0), quote!(other.0)),
        TypeKind::Enum(_) => quote!(::core::mem::discriminant(self) == ::core::mem::discriminant(other)),
        TypeKind::Alias(_) | TypeKind::Unsupported { .. } => return quote!(),
    };
    let other = if matches!(&t.kind, TypeKind::Struct(f) if f.is_empty()) {
        quote!(_other)
    } else {
        quote!(other)
    };
    let guard = recursive.then(|| {
        quote! {
            let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else {
                return false;
            };
        }
    });
    // `#[inline]`: ratcheting compares nested values field by field, often
    // across codegen units; inlined, an unchanged update costs what `==` does.
    quote! {
        impl ::validation_runtime::SemanticEq for #ty {
            #[inline]
            fn semantic_eq(&self, #other: &Self) -> bool {
                #guard
                #body
            }
        }
    }
}

/// `SemanticHash`, agreeing with `SemanticEq`. Fields from other crates
/// (compared with `==`, without a `SemanticHash`) are hashed through their
/// serde serialization: left out, elements that differ only there would all
/// share one hash and make uniqueness and correlation quadratic. A recursive
/// type stops hashing at the depth limit (less is hashed, nothing is missed).
pub fn semantic_hash(model: &Model, id: TypeId, ty: TokenStream, recursive: bool) -> TokenStream {
    let Some(t) = model.get(id) else {
        return quote!();
    };
    let hash = |shape: &crate::model::Shape, place: TokenStream| {
        if values::contains_external(model, shape) {
            quote!(::validation_runtime::hashing::hash_serialized(&#place, state);)
        } else {
            quote!(::validation_runtime::SemanticHash::semantic_hash(&#place, state);)
        }
    };
    let body = match &t.kind {
        TypeKind::Struct(fields) => {
            let lines: Vec<TokenStream> = fields
                .iter()
                .map(|f| {
                    let (name, cfg) = (field_ident(f), super::field_cfg(f));
                    let line = hash(&f.shape, quote!(self.#name));
                    quote!(#cfg #line)
                })
                .collect();
            if lines.is_empty() {
                quote!(let _ = state;)
            } else {
                quote!(#(#lines)*)
            }
        }
        TypeKind::Newtype(inner) => hash(inner, quote!(self.0)),
        TypeKind::Enum(_) => quote!(::core::hash::Hash::hash(&::core::mem::discriminant(self), state);),
        TypeKind::Alias(_) | TypeKind::Unsupported { .. } => return quote!(),
    };
    let guard = recursive.then(|| {
        quote! {
            let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else {
                return;
            };
        }
    });
    quote! {
        impl ::validation_runtime::SemanticHash for #ty {
            fn semantic_hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                #guard
                #body
            }
        }
    }
}

pub fn to_bad_value(model: &Model, id: TypeId, ty: TokenStream) -> TokenStream {
    let Some(t) = model.get(id) else {
        return quote!();
    };
    if let TypeKind::Enum(variants) = &t.kind {
        return enum_str(&ty, variants);
    }
    quote! {
        impl ::validation_runtime::ToBadValue for #ty {
            fn to_bad_value(&self) -> ::validation_runtime::BadValue {
                ::validation_runtime::BadValue::json(self)
            }
        }
    }
}

/// A unit enum is a named string: `StrValue` gives its serde name, and it
/// is shown in errors as that JSON string.
fn enum_str(ty: &TokenStream, variants: &[crate::model::Variant]) -> TokenStream {
    let arms = variants.iter().map(|v| {
        let variant = ident(&v.ident);
        let name = &v.json_name;
        quote!(#ty::#variant => #name,)
    });
    // Serde-skipped variants have no name: they show as an empty string.
    let rest = quote!(#[allow(unreachable_patterns)] _ => "",);
    quote! {
        impl ::validation_runtime::validate::StrValue for #ty {
            fn as_str(&self) -> &str {
                match self {
                    #(#arms)*
                    #rest
                }
            }
        }

        impl ::validation_runtime::ToBadValue for #ty {
            fn to_bad_value(&self) -> ::validation_runtime::BadValue {
                ::validation_runtime::BadValue::json(::validation_runtime::validate::StrValue::as_str(self))
            }
        }
    }
}
