//! `Call::AllOf`: one `allOf` entry of the value's schema (a subject's
//! nested value markers), a block expression that runs the entry's checks
//! with no old value (the API server never ratchets under `allOf`, nor
//! pairs the values below it with old ones) and, if any failed, appends the
//! node's summary (`validate::openapi::all_of`). Where the checks around it
//! skip an unchanged value, the entry still runs: it is split off with the
//! CEL transition rules (`super::transitions::split`).

use crate::plan::order;
use crate::validators::Check;

use super::checks::{self, CheckEnv, OnStop};

/// The entry's block; `value` is the node's view.
pub fn all_of_call(env: &CheckEnv<'_>, entry: &[Check]) -> String {
    format!(
        "{{ let mut errs = ErrorList::new(); {} validate::openapi::all_of({}, &mut errs); errs }}",
        entry_body(env, entry),
        env.path
    )
}

/// A field's entry (`own`) on the node its type's entry (`type_entry`) is
/// on, run after the type's validation, which began with its entry, at
/// `errs` length `all_of_mark`: the node gets one summary
/// (`validate::openapi::all_of_after`). The type's entry runs here again,
/// to find where its summary is. Statements.
pub fn after_type_entry(env: &CheckEnv<'_>, type_entry: &[Check], own: &[Check]) -> String {
    format!(
        "let earlier = {{ let mut errs = ErrorList::new(); {} errs }}; \
         let own = {{ let mut errs = ErrorList::new(); {} errs }}; \
         validate::openapi::all_of_after({}, errs, all_of_mark + earlier.len(), &earlier, own);",
        entry_body(env, type_entry),
        entry_body(env, own),
        env.path
    )
}

/// `below` (a field's walk into its type) marked and followed by the
/// node's one summary, when the field and its type share a node (see
/// [`shared_node`]); else `below` as it is.
pub(super) fn summed_once(
    env: &CheckEnv<'_>,
    shared_node: Option<(&[Check], Vec<Check>)>,
    below: proc_macro2::TokenStream,
) -> proc_macro2::TokenStream {
    match shared_node {
        Some((type_entry, own)) => {
            let (bindings, entries) = env.bindings_tokens(&after_type_entry(env, type_entry, &own));
            quote::quote!(let all_of_mark = errs.len(); #below #bindings #entries)
        }
        None => below,
    }
}

/// The entry's checks, with no old value.
fn entry_body(env: &CheckEnv<'_>, entry: &[Check]) -> String {
    let none = || "None".into();
    let entry_env = CheckEnv {
        value: env.value.clone(),
        old_value: none(),
        is_set: env.is_set.clone(),
        is_unset: env.is_unset.clone(),
        path: env.path.clone(),
        nilable_value: env.nilable_value.clone(),
        nilable_old: none(),
        old_is_set: none(),
        struct_fields: env.struct_fields,
        model: env.model,
        shape: env.shape,
        type_path: env.type_path,
    };
    entry_env.bound(&checks::cohorts(&order(entry.to_vec()), &entry_env, "", OnStop::Nest))
}

/// The checks of the `allOf` entry a type's validation begins with (its
/// own nested markers', first and before any short-circuit), if it does.
pub fn leading_type_entry(plan: &crate::plan::TypePlan) -> Option<&[Check]> {
    let first = plan
        .checks
        .first()
        .filter(|c| c.name.is_none() && c.short_circuit.is_empty())?;
    match &first.rest.first()?.call {
        crate::validators::Call::AllOf { checks } => Some(checks),
        _ => None,
    }
}

/// For a field whose own `allOf` entry is on the node its type's entry is
/// on (`pair: Pair`, both with nested markers): the type's entry and the
/// field's, which leaves the field's other never-ratcheted checks. Only
/// where the type's validation is the first thing run after the field's
/// never-ratcheted checks (no other checks on the field, the type called
/// directly, through `Option` or `Box` or not), so that its entry's errors begin where the field's block
/// marks them; elsewhere each entry is summed up on its own.
pub(super) fn shared_node<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::FieldPlan,
    field: &crate::model::Field,
    transition: &mut Vec<Check>,
    ratcheted: &[crate::plan::Cohort],
) -> Option<(&'p [Check], Vec<Check>)> {
    let (descend, shape) = super::function::strip_inner(plan.descend.as_ref()?, &field.shape);
    let crate::plan::Descend::Call(id) = descend else {
        return None;
    };
    if *shape != crate::model::Shape::Named(*id) || ratcheted.iter().any(|c| !c.is_empty()) {
        return None;
    }
    let type_entry = leading_type_entry(e.plan.function(*id)?)?;
    let at = transition
        .iter()
        .position(|c| matches!(c.call, crate::validators::Call::AllOf { .. }))?;
    match transition.remove(at).call {
        crate::validators::Call::AllOf { checks } => Some((type_entry, checks)),
        _ => None,
    }
}
