//! Helper impls for the input's own types: `SemanticEq` (ratcheting compares
//! old and new values, runtime.md §6.1) and `ToBadValue` (a struct or enum
//! shown in an error is JSON-encoded, §2.4).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Model, TypeId, TypeKind};

use super::{field_ident, ident, values};

pub fn semantic_eq(model: &Model, id: TypeId) -> TokenStream {
    let Some(t) = model.get(id) else {
        return quote!();
    };
    let ty = ident(&t.name);
    let body = match &t.kind {
        TypeKind::Struct(fields) if fields.is_empty() => quote!(true),
        TypeKind::Struct(fields) => {
            let comparisons = fields.iter().map(|f| {
                let name = field_ident(f);
                values::equal(&f.shape, quote!(self.#name), quote!(other.#name))
            });
            quote!(#(#comparisons)&&*)
        }
        TypeKind::Newtype(inner) => values::equal(inner, quote!(self.0), quote!(other.0)),
        TypeKind::Enum(_) => quote!(::core::mem::discriminant(self) == ::core::mem::discriminant(other)),
        TypeKind::Alias(_) | TypeKind::Unsupported { .. } => return quote!(),
    };
    let other = if matches!(&t.kind, TypeKind::Struct(f) if f.is_empty()) {
        quote!(_other)
    } else {
        quote!(other)
    };
    quote! {
        impl ::validation_runtime::SemanticEq for #ty {
            fn semantic_eq(&self, #other: &Self) -> bool {
                #body
            }
        }
    }
}

pub fn to_bad_value(model: &Model, id: TypeId) -> TokenStream {
    let Some(t) = model.get(id) else {
        return quote!();
    };
    let ty = ident(&t.name);
    quote! {
        impl ::validation_runtime::ToBadValue for #ty {
            fn to_bad_value(&self) -> ::validation_runtime::BadValue {
                ::validation_runtime::BadValue::json(self)
            }
        }
    }
}
