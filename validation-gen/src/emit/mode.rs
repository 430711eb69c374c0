//! `Call::Mode` (`k8s:ifMode`): the checks of one field chosen by its mode
//! group's discriminator; a value no rule names forbids the field. Skipped
//! on update when the discriminator and the field are unchanged.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Model, Primitive, Shape, TypeKind};
use crate::validators::{Level, Mode};

use super::checks::{self, CheckEnv};
use super::values::{self, Place};

pub fn mode_call(env: &CheckEnv<'_>, mode: &Mode) -> TokenStream {
    let Some((model, fields)) = env.struct_fields else {
        return quote!(compile_error!("validation-gen: a mode check outside a struct"));
    };
    let (Some(field), Some(discriminator)) = (fields.get(mode.field), fields.get(mode.discriminator)) else {
        return quote!(compile_error!("validation-gen: a mode check names a missing field"));
    };
    let f = super::field_ident(field);
    let field_env = CheckEnv::for_field(model, &field.shape, &f, "obj", "old", env.type_path);
    let bodies: Vec<TokenStream> = mode
        .rules
        .iter()
        .map(|(_, rule_checks)| {
            let (bindings, body) = field_env.bindings_tokens(&checks::in_order(rule_checks, &field_env));
            quote!({ #bindings #body })
        })
        .collect();
    let values = mode.rules.iter().map(|(value, _)| value);
    let is_set = values::tokens(&values::is_set(model, &field.shape, &Place::new(format!("obj.{f}"))));
    let forbidden = match mode.forbidden_level {
        Some(Level::Standard) => quote!(validate::forbidden(op, &path, #is_set)),
        Some(Level::Alpha) => quote!(validate::forbidden(op, &path, #is_set).mark_alpha()),
        Some(Level::Beta) => quote!(validate::forbidden(op, &path, #is_set).mark_beta()),
        // A mode check's CEL part alone: the other modes check nothing.
        None => {
            return checked_unless_unchanged(model, field, discriminator, quote!(#(if mode == #values #bodies)else*))
        }
    };
    let choose = quote! {
        match mode {
            #(#values => #bodies)*
            // No rule for this mode: the field may not be set.
            _ => errs.append(#forbidden),
        }
    };
    checked_unless_unchanged(model, field, discriminator, choose)
}

/// `choose` (the checks of the field's mode) at the field's path, skipped
/// on update when the discriminator and the field are unchanged.
fn checked_unless_unchanged(
    model: &Model,
    field: &crate::model::Field,
    discriminator: &crate::model::Field,
    choose: TokenStream,
) -> TokenStream {
    let f = super::field_ident(field);
    let d = super::field_ident(discriminator);
    let value_of = |root: TokenStream| discriminator_str(model, &discriminator.shape, quote!(#root.#d));
    let (new_mode, old_mode) = (value_of(quote!(obj)), value_of(quote!(old)));
    let unchanged = values::tokens(&values::equal(
        model,
        &field.shape,
        &format!("obj.{f}"),
        &format!("old.{f}"),
    ));
    let json = &field.json_name;
    quote!({
        let mut errs = ErrorList::new();
        let mode = #new_mode;
        if !(op.is_update() && old.is_some_and(|old| #old_mode == mode && #unchanged)) {
            let path = path.child(#json);
            #choose
        }
        errs
    })
}

/// The discriminator's value as `&str`: strings (also named), unit enums,
/// and bools as "true" / "false".
fn discriminator_str(model: &Model, shape: &Shape, place: TokenStream) -> TokenStream {
    match shape {
        Shape::Primitive(Primitive::Bool) => quote!(if #place { "true" } else { "false" }),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(inner)) => discriminator_str(model, inner, place),
            Some(TypeKind::Newtype(inner)) => discriminator_str(model, inner, quote!(#place.0)),
            _ => super::union::string_of(model, shape, place).unwrap_or_else(|| quote!("")),
        },
        _ => super::union::string_of(model, shape, place).unwrap_or_else(|| quote!("")),
    }
}
