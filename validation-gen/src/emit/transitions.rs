//! CEL transition rules never ratchet: the API server runs them on every
//! node it pairs with an old one on update, changed or not; nor do the
//! `allOf` entries of kube-openapi's nested markers (`super::all_of`),
//! which go the same way. Where the
//! ratcheting code skips an unchanged value, it still walks that value for
//! its transition rules, through a `validate_<type>_transitions_into`
//! function emitted only for types with transition rules somewhere below
//! (other types' code is unchanged).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{MapKind, Shape, TypeId, TypeKind};
use crate::plan::{Body, Cohort, Descend, Plan, TypePlan};
use crate::validators::{Call, Check, Correlation, Each};

use super::checks::{self, CheckEnv};
use super::values::{self, Place, ValueExpr};
use super::{field_ident, function_name, ident, struct_fields, Emitter};

/// The part of a check that is CEL transition rules, which never ratchet:
/// the check itself for a rule that reads `oldSelf`; for `k8s:eachVal`
/// over paired elements (map values, `map` list items), for
/// `k8s:subfield` and for `k8s:item`, the same check with only the
/// transition rules inside.
pub fn transition_part(check: &Check) -> Option<Check> {
    split(check).0
}

/// A check split into its transition part and the rest.
pub fn split(check: &Check) -> (Option<Check>, Option<Check>) {
    let with = |call: Call| Check { call, ..check.clone() };
    let split_all = |checks: &[Check]| -> (Vec<Check>, Vec<Check>) {
        let (mut transition, mut rest) = (Vec::new(), Vec::new());
        for c in checks {
            let (t, r) = split(c);
            transition.extend(t);
            rest.extend(r);
        }
        (transition, rest)
    };
    let nonempty = |checks: Vec<Check>| (!checks.is_empty()).then_some(checks);
    match &check.call {
        // kube-openapi's `allOf` entries never ratchet either.
        call if call.cel_rules() == Some(true) => (Some(check.clone()), None),
        Call::AllOf { .. } => (Some(check.clone()), None),
        Call::Each {
            over,
            checks,
            correlation,
        } if *over == Each::MapValues
            || (*over == Each::ListValues && matches!(correlation, Some(Correlation::Keys(_)))) =>
        {
            let (transition, rest) = split_all(checks);
            let each = |checks| {
                with(Call::Each {
                    over: *over,
                    checks,
                    correlation: correlation.clone(),
                })
            };
            (nonempty(transition).map(each), nonempty(rest).map(each))
        }
        Call::Subfield { field, checks } => {
            let (transition, rest) = split_all(checks);
            let subfield = |checks| with(Call::Subfield { field: *field, checks });
            (nonempty(transition).map(subfield), nonempty(rest).map(subfield))
        }
        // `k8s:item` selects a `map` list item, paired by its keys.
        Call::Item { selector, keys, checks } => {
            let (transition, rest) = split_all(checks);
            let item = |checks| {
                with(Call::Item {
                    selector: selector.clone(),
                    keys: keys.clone(),
                    checks,
                })
            };
            (nonempty(transition).map(item), nonempty(rest).map(item))
        }
        _ => (None, Some(check.clone())),
    }
}

/// The transition parts of cohorts' checks.
fn transition_checks(cohorts: &[Cohort]) -> Vec<Check> {
    cohorts
        .iter()
        .flat_map(|c| c.short_circuit.iter().chain(&c.rest))
        .filter_map(transition_part)
        .collect()
}

/// Per type id: whether its validation has a transition rule at any depth
/// reached through paired values (struct fields, map values, `map` list
/// items). A fixpoint, so recursive types terminate.
/// Also whether it has an atomic or `set` list whose items reach `allOf`
/// entries (`entries`), which an unchanged list's walk runs.
pub fn with_transitions(plan: &Plan, entries: &super::unpaired::Unpaired) -> Vec<bool> {
    super::reach::types_where(
        plan,
        |cohorts| !transition_checks(cohorts).is_empty(),
        |has, d| reaches(has, entries, d),
    )
}

/// Whether a descent reaches a type with transition rules through paired
/// values (never map keys), or the `allOf` entries below the items of an
/// atomic or `set` list, which pair no old item.
fn reaches(has: &[bool], entries: &super::unpaired::Unpaired, d: &Descend) -> bool {
    match d {
        Descend::Call(id) => has.get(*id).copied().unwrap_or(false),
        Descend::Inner(inner) => reaches(has, entries, inner),
        Descend::List(elem, Some(Correlation::Keys(_))) => reaches(has, entries, elem),
        Descend::List(elem, _) => entries.reaches(elem),
        Descend::Map { value, .. } => value.as_deref().is_some_and(|v| reaches(has, entries, v)),
    }
}

/// `validate_<type>_transitions_into`.
pub fn transitions_name(e: &Emitter<'_>, id: TypeId) -> proc_macro2::Ident {
    ident(&format!("{}_transitions_into", function_name(e.model, id)))
}

impl Emitter<'_> {
    /// Whether a descent reaches a type with transition rules.
    pub(super) fn reaches_transitions(&self, d: &Descend) -> bool {
        reaches(self.transitions, self.entries, d)
    }
}

/// The transition rules of an unchanged value and of every paired value
/// below it: the function a skipped (unchanged) value is walked with.
pub fn transitions_function(e: &Emitter<'_>, plan: &TypePlan) -> TokenStream {
    let model = e.model;
    let name = transitions_name(e, plan.id);
    let ty = e.type_path(plan.id);
    let shape = Shape::Named(plan.id);
    let type_path = |id| e.type_path(id);
    let env = super::function::type_env(e, plan.id, &shape, &type_path);
    // A struct's own entry runs in the block of the struct it embeds.
    let without_entry = super::all_of::without_embedding_entry(e, plan);
    let type_checks = without_entry.as_deref().unwrap_or(&plan.checks);
    let (own_bindings, own) = env.bindings_tokens(&checks::plain_lines(&transition_checks(type_checks), &env));
    let own = quote!(#own_bindings #own);
    let body = match &plan.body {
        Body::None => quote!(),
        Body::Inner(d) => inner(e, plan, d),
        Body::Struct(fields) => {
            let defs = struct_fields(model, plan.id);
            let block_of = |p: &crate::plan::FieldPlan, field: &crate::model::Field| {
                let mut transition = transition_checks(&p.checks);
                let shared_node = super::all_of::shared_node(e, p, field, &mut transition);
                let reaches = p.descend.as_ref().is_some_and(|d| e.reaches_transitions(d));
                if transition.is_empty() && !reaches {
                    return None;
                }
                let f = field_ident(field);
                let env = CheckEnv::for_field(model, &field.shape, &f, "obj", "old", &type_path);
                let (bindings, lines) = env.bindings_tokens(&checks::plain_lines(&transition, &env));
                let lines = quote!(#bindings #lines);
                let below = match p.descend.as_ref().filter(|_| reaches) {
                    Some(d) => {
                        let new = values::nilable(&field.shape, &Place::new(format!("obj.{f}")));
                        let old = values::nilable(&field.shape, &Place::new(format!("old.{f}"))).old_option("old");
                        unchanged(e, d, &field.shape, new, values::tokens(&old), 0)
                    }
                    None => quote!(),
                };
                // One summary for the field's entry and its type's (see
                // `super::all_of::shared_node`).
                let embedding = shared_node
                    .is_none()
                    .then(|| super::function::embedding_node(e, plan, field))
                    .flatten();
                let below = super::all_of::summed_once(e, &env, field, shared_node, below);
                let path = if field.flatten {
                    let flat = super::function::flattened_type_name(e, &field.shape);
                    quote!(let path = path.embed(#flat);)
                } else {
                    let json = &field.json_name;
                    quote!(let path = path.child(#json);)
                };
                let cfg = super::field_cfg(field);
                let block = quote!(#cfg { #path #lines #below });
                Some(super::all_of::around(embedding, block))
            };
            let blocks = fields
                .iter()
                .filter_map(|p| defs.get(p.index).map(|field| (field, block_of(p, field))));
            super::all_of::struct_body(super::function::parts_node(e, plan), blocks)
        }
    };
    let guard = e.is_recursive(plan.id).then(|| {
        quote! {
            let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else {
                errs.push(::validation_runtime::depth::too_deep(path));
                return;
            };
        }
    });
    let doc = format!(
        " The checks that never ratchet (CEL transition rules, `allOf` entries) of an unchanged `{}` and of the paired values below it.",
        model.name(plan.id)
    );
    let checks = quote!(#guard #own #body);
    let imports = super::function::imports(&checks);
    let imports = (!imports.is_empty()).then(|| quote!(use ::validation_runtime::{#(#imports),*};));
    quote! {
        #[doc = #doc]
        #[inline]
        pub fn #name(
            op: &::validation_runtime::Operation,
            path: &::validation_runtime::Path<'_>,
            obj: Option<&#ty>,
            old: Option<&#ty>,
            errs: &mut ::validation_runtime::ErrorList,
        ) {
            #imports
            let Some(obj) = obj else {
                return;
            };
            if old.is_none() {
                return;
            }
            #checks
        }
    }
}

/// A newtype's or alias's wrapped value, unchanged.
fn inner(e: &Emitter<'_>, plan: &TypePlan, d: &Descend) -> TokenStream {
    let (shape, new_place, old_place) = match e.model.get(plan.id).map(|t| &t.kind) {
        Some(TypeKind::Newtype(inner)) => (inner, Place::new("obj.0"), Place::new("old.0")),
        Some(TypeKind::Alias(target)) => (
            e.model.past_aliases(target),
            Place::reference_var("obj"),
            Place::reference_var("old"),
        ),
        _ => return quote!(),
    };
    let new = values::nilable(shape, &new_place);
    let old = values::nilable(shape, &old_place).old_option("old");
    let below = unchanged(e, d, shape, new, values::tokens(&old), 0);
    match super::function::newtype_node(e, plan) {
        // `unchanged` passes `&path`, a path of its own below a field.
        Some(node) => super::all_of::around(Some(node), super::all_of::with_own_path(below)),
        None => below,
    }
}

/// Walks an unchanged value for the transition rules below it. `new` is
/// the value (nilable), `old` an `Option` of its old counterpart, in scope
/// as `path`.
pub fn unchanged(
    e: &Emitter<'_>,
    d: &Descend,
    shape: &Shape,
    new: ValueExpr,
    old: TokenStream,
    depth: usize,
) -> TokenStream {
    if !e.reaches_transitions(d) {
        return quote!();
    }
    let model = e.model;
    let (d, shape) = super::function::strip_inner(d, shape);
    match d {
        Descend::Call(id) => {
            let function = e.in_output_module(*id, transitions_name(e, *id));
            let new = values::tokens(&new.new_option());
            quote!(#function(op, &path, #new, #old, errs);)
        }
        Descend::Inner(_) => quote!(),
        Descend::List(elem, Some(correlation @ Correlation::Keys(_))) => {
            let Shape::List(elem_shape) = model.underlying(shape) else {
                return quote!();
            };
            let (list, i, item) = super::function::names(depth, "tlist", "i", "item");
            let (old_index, old_item) = (ident(&format!("old_{list}")), ident(&format!("old_{item}")));
            let key = values::tokens(&super::each::list_key(
                model,
                &|id| e.type_path(id),
                elem_shape,
                correlation,
            ));
            let elem_new = values::nilable(elem_shape, &Place::reference_var(item.to_string()));
            let elem_old = values::nilable(elem_shape, &Place::reference_var("old")).old_option(&old_item.to_string());
            let below = unchanged(e, elem, elem_shape, elem_new, values::tokens(&elem_old), depth + 1);
            let body = quote! {
                let #old_index = validate::OldIndex::new(#old.map(Vec::as_slice), #key);
                for (#i, #item) in #list.iter().enumerate() {
                    let #old_item = #old_index.find(#item);
                    if #old_item.is_some() {
                        let path = path.index(#i);
                        #below
                    }
                }
            };
            super::function::bind_tokens(new, &list, body)
        }
        // Items paired with no old one (atomic, `set`): their `allOf`
        // entries, which never ratchet, and nothing else.
        Descend::List(elem, _) => {
            let Shape::List(elem_shape) = model.underlying(shape) else {
                return quote!();
            };
            let (list, i, item) = super::function::names(depth, "tlist", "i", "item");
            let elem_new = values::nilable(elem_shape, &Place::reference_var(item.to_string()));
            let below = super::unpaired::entries(e, elem, elem_shape, elem_new, depth + 1);
            let body = quote! {
                for (#i, #item) in #list.iter().enumerate() {
                    let path = path.index(#i);
                    #below
                }
            };
            super::function::bind_tokens(new, &list, body)
        }
        Descend::Map { value: Some(vd), .. } => {
            let Shape::Map(kind, key_shape, value_shape) = model.underlying(shape) else {
                return quote!();
            };
            let (map, key_var, val) = super::function::names(depth, "tmap", "key", "val");
            let (old_map, old_val) = (ident(&format!("old_{map}")), ident(&format!("old_{val}")));
            let key_path = values::key_str(model, key_shape, &key_var.to_string())
                .map(|k| values::tokens(&k))
                .unwrap_or_else(|| quote!(compile_error!("validation-gen: map keys must be strings")));
            let new_val = values::nilable(value_shape, &Place::reference_var(val.to_string()));
            let old_nilable =
                values::nilable(value_shape, &Place::reference_var("old")).old_option(&old_val.to_string());
            let below = unchanged(e, vd, value_shape, new_val, values::tokens(&old_nilable), depth + 1);
            let entry = quote! {
                let #old_val = #old_map.and_then(|old| old.get(#key_var));
                if #old_val.is_some() {
                    let path = path.key(#key_path);
                    #below
                }
            };
            let key_of = |entry| {
                values::key_str(model, key_shape, entry)
                    .map(|k| values::tokens(&k))
                    .unwrap_or_else(|| quote!(compile_error!("validation-gen: map keys must be strings")))
            };
            let (key_a, key_b) = (key_of("a.0"), key_of("b.0"));
            let body = if *kind == MapKind::HashMap {
                // A HashMap's order is random: visit its entries in key order.
                quote! {
                    let #old_map = #old;
                    let mut entries: Vec<_> = #map.iter().collect();
                    entries.sort_by(|a, b| #key_a.cmp(#key_b));
                    for (#key_var, #val) in entries {
                        #entry
                    }
                }
            } else {
                quote! {
                    let #old_map = #old;
                    for (#key_var, #val) in #map.iter() {
                        #entry
                    }
                }
            };
            super::function::bind_tokens(new, &map, body)
        }
        Descend::Map { value: None, .. } => quote!(),
    }
}
