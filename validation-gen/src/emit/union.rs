//! `Call::Union`: one union of a struct, checked at the struct's path from
//! the set-ness of its members (and the discriminator's value).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Field, Model, Primitive, Shape, TypeKind};
use crate::validators::Union;

use super::checks::{self, CheckEnv};
use super::values::{self, Place};

/// Rust text (see `checks::call`).
pub fn union_call(env: &CheckEnv<'_>, union: &Union) -> String {
    let Some((model, fields)) = env.struct_fields else {
        return checks::compile_error("validation-gen: a union outside a struct");
    };
    let members: Vec<&Field> = union.members.iter().filter_map(|(i, _)| fields.get(*i)).collect();
    let set = |root: &str| {
        let flags: Vec<String> = members
            .iter()
            .map(|f| {
                let name = super::field_ident(f);
                values::is_set(model, &f.shape, &Place::new(format!("{root}.{name}")))
            })
            .collect();
        format!("[{}]", flags.join(", "))
    };
    let (new_set, old_set) = (set("obj"), set("old"));
    let path = &env.path;
    let literal = values::string_literal;
    let Some(discriminator) = union.discriminator.and_then(|i| fields.get(i)) else {
        let names: Vec<String> = members.iter().map(|f| literal(&f.json_name)).collect();
        let function = if union.zero_or_one { "zero_or_one_of" } else { "union" };
        return format!(
            "validate::{function}(op, {path}, &[{}], {new_set}, old.map(|old| {old_set}))",
            names.join(", ")
        );
    };
    let pairs: Vec<String> = union
        .members
        .iter()
        .filter_map(|(i, value)| {
            fields
                .get(*i)
                .map(|f| format!("({}, {})", literal(&f.json_name), literal(value)))
        })
        .collect();
    let d = super::field_ident(discriminator);
    let value_of = |root: &str| {
        let root = super::ident(root);
        string_of(model, &discriminator.shape, quote!(#root.#d)).map_or_else(
            || checks::compile_error("validation-gen: the union discriminator is not a string"),
            |value| value.to_string(),
        )
    };
    let (new_value, old_value) = (value_of("obj"), value_of("old"));
    let disc_json = literal(&discriminator.json_name);
    format!(
        "validate::discriminated_union(op, {path}, {disc_json}, &[{}], ({new_value}, {new_set}), \
         old.map(|old| ({old_value}, {old_set})),)",
        pairs.join(", ")
    )
}

/// A union over the fields of a struct value (`value` / `old_value` hold
/// its views), reported at the value's path. Rust text.
pub fn subfield_union_call(env: &CheckEnv<'_>, union: &Union) -> String {
    let Some(fields) = crate::validators::subfield::struct_fields(env.model, env.shape) else {
        return checks::compile_error("validation-gen: a subfield union outside a struct");
    };
    let struct_env = CheckEnv {
        value: env.value.clone(),
        old_value: env.old_value.clone(),
        is_set: env.is_set.clone(),
        is_unset: env.is_unset.clone(),
        path: env.path.clone(),
        nilable_value: env.nilable_value.clone(),
        nilable_old: env.nilable_old.clone(),
        old_is_set: env.old_is_set.clone(),
        struct_fields: Some((env.model, fields)),
        model: env.model,
        shape: env.shape,
        type_path: env.type_path,
    };
    let call = union_call(&struct_env, union);
    format!("match value {{ Some(obj) => {{ let old = old_value; {call} }} None => ErrorList::new(), }}")
}

/// The value at `place` as `&str`: strings, string newtypes and aliases,
/// unit enums (their serde names), and `Option`s of those (absent is "").
pub fn string_of(model: &Model, shape: &Shape, place: TokenStream) -> Option<TokenStream> {
    match shape {
        Shape::Primitive(Primitive::String) => Some(quote!(#place.as_str())),
        Shape::Optional(inner) => {
            let inner = string_of(model, inner, quote!(v))?;
            Some(quote!(#place.as_ref().map_or("", |v| #inner)))
        }
        Shape::Pointer(_, inner) => string_of(model, inner, quote!((*#place))),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(inner)) => string_of(model, inner, place),
            Some(TypeKind::Newtype(inner)) => string_of(model, inner, quote!(#place.0)),
            Some(TypeKind::Enum(_)) => Some(quote!(validate::StrValue::as_str(&#place))),
            _ => None,
        },
        _ => None,
    }
}
