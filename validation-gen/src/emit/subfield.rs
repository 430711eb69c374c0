//! `Call::Subfield` (`k8s:subfield`): the wrapped checks on one field of a
//! struct value, skipped on update when that field is unchanged
//! (like Kubernetes' Subfield).

use proc_macro2::TokenStream;
use quote::quote;

use crate::plan::order;
use crate::validators::subfield::struct_fields;
use crate::validators::Check;

use super::checks::{self, CheckEnv, OnStop};
use super::values;

/// A block expression; `value` / `old_value` hold the struct's views.
pub fn subfield_call(env: &CheckEnv<'_>, index: usize, field_checks: &[Check]) -> TokenStream {
    let model = env.model;
    let Some(field) = struct_fields(model, env.shape).and_then(|fields| fields.get(index)) else {
        return quote!(compile_error!("validation-gen: k8s:subfield names a missing field"));
    };
    let f = super::field_ident(field);
    // A flattened struct (the way to a field it promotes) adds no segment
    // but at the root (see `Path::embed`).
    let path_step = match field.flatten {
        true => {
            let name = super::function::flattened_type_name_of(model, &field.shape);
            quote!(path.embed(#name))
        }
        false => {
            let json = &field.json_name;
            quote!(path.child(#json))
        }
    };
    let cohorts = order(field_checks.to_vec());
    let mut field_env = CheckEnv::for_field(model, &field.shape, &f, "obj", "old_obj", env.type_path);
    // No old struct (an `allOf` entry, an atomic list's item): nothing to
    // ratchet against.
    let no_old = &*env.old_value == "None";
    if no_old {
        (field_env.old_value, field_env.nilable_old, field_env.old_is_set) =
            ("None".into(), "None".into(), "None".into());
    }
    let (bindings, body) = field_env.bindings_tokens(&checks::cohorts(&cohorts, &field_env, "", OnStop::Nest));
    if no_old {
        return quote!({
            let mut errs = ErrorList::new();
            if let Some(obj) = value {
                let path = #path_step;
                #bindings
                #body
            }
            errs
        });
    }
    let unchanged = values::tokens(&values::equal(
        model,
        &field.shape,
        &format!("obj.{f}"),
        &format!("old.{f}"),
    ));
    // CEL transition rules never ratchet: they run on an unchanged field too.
    let transition_cohorts = order(
        field_checks
            .iter()
            .filter_map(super::transitions::transition_part)
            .collect(),
    );
    let on_unchanged = if transition_cohorts.is_empty() {
        quote!()
    } else {
        let (bindings, body) =
            field_env.bindings_tokens(&checks::cohorts(&transition_cohorts, &field_env, "", OnStop::Nest));
        quote!(else {
            let path = #path_step;
            #bindings
            #body
        })
    };
    quote!({
        let mut errs = ErrorList::new();
        if let Some(obj) = value {
            let old_obj = old_value;
            if !(op.is_update() && old_obj.is_some_and(|old| #unchanged)) {
                let path = #path_step;
                #bindings
                #body
            } #on_unchanged
        }
        errs
    })
}
