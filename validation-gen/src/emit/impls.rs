//! Helper impls for the input's own types: `SemanticEq` (ratcheting compares
//! old and new values) and `ToBadValue` (a struct or enum
//! shown in an error is JSON-encoded).
//!
//! They are regular, one per type: written as text and read by the layout
//! ([`layout::fragment_text`]), without building a token for each word.

use std::fmt::Write;

use proc_macro2::TokenStream;

use crate::model::{Model, TypeId, TypeKind};

use super::{layout, values};

/// A field's name as generated code writes it (`r#type` for a raw one).
fn field_name(field: &crate::model::Field) -> String {
    super::field_name(field)
}

/// The field's `#[cfg(..)]` attributes as text ("" without).
pub(super) fn field_cfg(field: &crate::model::Field) -> String {
    if field.cfg.is_empty() {
        String::new()
    } else {
        super::field_cfg(field).to_string()
    }
}

/// A recursive type's comparison enters the depth guard per level; past the
/// limit it answers "changed", so validation goes on and reports the depth.
pub fn semantic_eq(model: &Model, id: TypeId, ty: TokenStream, recursive: bool) -> TokenStream {
    let Some(t) = model.get(id) else {
        return TokenStream::new();
    };
    let mut body = String::new();
    match &t.kind {
        TypeKind::Struct(fields) if fields.is_empty() => body.push_str("true"),
        TypeKind::Struct(fields) => {
            let compare = |f: &crate::model::Field| {
                let name = field_name(f);
                values::equal(model, &f.shape, &format!("self.{name}"), &format!("other.{name}"))
            };
            // `#[cfg]` fields are compared in statements that carry the cfg.
            for f in fields.iter().filter(|f| !f.cfg.is_empty()) {
                let _ = write!(body, "{} if !({}) {{ return false; }} ", field_cfg(f), compare(f));
            }
            let mut first = true;
            for f in fields.iter().filter(|f| f.cfg.is_empty()) {
                if !std::mem::take(&mut first) {
                    body.push_str(" && ");
                }
                body.push_str(&compare(f));
            }
            if first {
                body.push_str("true");
            }
        }
        TypeKind::Newtype(inner) => body.push_str(&values::equal(model, inner, "self.0", "other.0")),
        TypeKind::Enum(_) => body.push_str("::core::mem::discriminant(self) == ::core::mem::discriminant(other)"),
        TypeKind::Alias(_) | TypeKind::Unsupported { .. } => return TokenStream::new(),
    }
    let other = if matches!(&t.kind, TypeKind::Struct(f) if f.is_empty()) {
        "_other"
    } else {
        "other"
    };
    let guard = if recursive {
        "let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else { return false; };"
    } else {
        ""
    };
    // `#[inline]`: ratcheting compares nested values field by field, often
    // across codegen units; inlined, an unchanged update costs what `==` does.
    layout::fragment_text(&format!(
        "impl ::validation_runtime::SemanticEq for {ty} {{ #[inline] fn semantic_eq(&self, {other}: &Self) -> bool {{ {guard} {body} }} }}"
    ))
}

/// `SemanticHash`, agreeing with `SemanticEq`. Fields from other crates
/// (compared with `==`, without a `SemanticHash`) are hashed through their
/// serde serialization: left out, elements that differ only there would all
/// share one hash and make uniqueness and correlation quadratic. A recursive
/// type stops hashing at the depth limit (less is hashed, nothing is missed).
pub fn semantic_hash(model: &Model, id: TypeId, ty: TokenStream, recursive: bool) -> TokenStream {
    let Some(t) = model.get(id) else {
        return TokenStream::new();
    };
    let hash = |body: &mut String, shape: &crate::model::Shape, place: &str| {
        let _ = if values::contains_external(model, shape) {
            write!(body, "::validation_runtime::hashing::hash_serialized(&{place}, state);")
        } else {
            write!(
                body,
                "::validation_runtime::SemanticHash::semantic_hash(&{place}, state);"
            )
        };
    };
    let mut body = String::new();
    match &t.kind {
        TypeKind::Struct(fields) if fields.is_empty() => body.push_str("let _ = state;"),
        TypeKind::Struct(fields) => {
            for f in fields {
                body.push_str(&field_cfg(f));
                hash(&mut body, &f.shape, &format!("self.{}", field_name(f)));
            }
        }
        TypeKind::Newtype(inner) => hash(&mut body, inner, "self.0"),
        TypeKind::Enum(_) => body.push_str("::core::hash::Hash::hash(&::core::mem::discriminant(self), state);"),
        TypeKind::Alias(_) | TypeKind::Unsupported { .. } => return TokenStream::new(),
    }
    let guard = if recursive {
        "let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else { return; };"
    } else {
        ""
    };
    layout::fragment_text(&format!(
        "impl ::validation_runtime::SemanticHash for {ty} {{ fn semantic_hash<H: ::core::hash::Hasher>(&self, state: &mut H) {{ {guard} {body} }} }}"
    ))
}

pub fn to_bad_value(model: &Model, id: TypeId, ty: TokenStream) -> TokenStream {
    let Some(t) = model.get(id) else {
        return TokenStream::new();
    };
    if let TypeKind::Enum(variants) = &t.kind {
        return enum_str(&ty.to_string(), variants);
    }
    layout::fragment_text(&format!(
        "impl ::validation_runtime::ToBadValue for {ty} {{ fn to_bad_value(&self) -> ::validation_runtime::BadValue {{ ::validation_runtime::BadValue::json(self) }} }}"
    ))
}

/// A unit enum is a named string: `StrValue` gives its serde name, and it
/// is shown in errors as that JSON string.
fn enum_str(ty: &str, variants: &[crate::model::Variant]) -> TokenStream {
    let mut arms = String::new();
    for v in variants {
        let variant = super::ident(&v.ident);
        let name = proc_macro2::Literal::string(&v.json_name);
        let _ = write!(arms, "{ty}::{variant} => {name},");
    }
    // Serde-skipped variants have no name: they show as an empty string.
    layout::fragment_text(&format!(
        "impl ::validation_runtime::validate::StrValue for {ty} {{ fn as_str(&self) -> &str {{ match self {{ {arms} #[allow(unreachable_patterns)] _ => \"\", }} }} }} \
         impl ::validation_runtime::ToBadValue for {ty} {{ fn to_bad_value(&self) -> ::validation_runtime::BadValue {{ ::validation_runtime::BadValue::json(::validation_runtime::validate::StrValue::as_str(self)) }} }}"
    ))
}
