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

/// A node's two entries, its type's and its field's, summed up once
/// whatever runs around them: the field's entry runs first, here, with the
/// type's entry run again to know whether it fails; the type's walk then
/// runs its entry wherever its validation has it (or not at all, when a
/// short-circuit stops it), and [`SharedNode::after`] finds that entry's
/// summary by what it says, or adds what it would have reported.
/// Nothing is moved: errors after the summary stay where they are, so
/// nested nodes cost no more than their own errors.
pub(super) struct SharedNode {
    /// Statements before the type's walk: `earlier` (the type's entry's
    /// errors), `own_failed`, `all_of_mark`.
    pub before: String,
    /// Statements after it.
    pub after: String,
}

impl SharedNode {
    /// `path` binds the node's path (empty where `path` is it already).
    pub(super) fn new(env: &CheckEnv<'_>, type_entry: &[Check], own: &[Check], path: &str) -> SharedNode {
        let entries = format!(
            "{path} let earlier = {{ let mut errs = ErrorList::new(); {} errs }}; \
             let own = {{ let mut errs = ErrorList::new(); {} errs }}; \
             (validate::openapi::all_of_first({p}, errs, &earlier, own), earlier)",
            entry_body(env, type_entry),
            entry_body(env, own),
            p = env.path
        );
        let (bindings, entries) = env.bindings_for(&entries);
        SharedNode {
            before: format!("let (own_failed, earlier) = {{ {bindings} {entries} }}; let all_of_mark = errs.len();"),
            after: format!(
                "{{ {path} validate::openapi::all_of_after({}, errs, all_of_mark, earlier, own_failed); }}",
                env.path
            ),
        }
    }
}

/// `below` (a field's walk into its type) between the node's
/// [`SharedNode`] statements, when the field and its type share a node
/// (see [`shared_node`]); else `below` as it is.
pub(super) fn summed_once(
    env: &CheckEnv<'_>,
    shared_node: Option<(&[Check], Vec<Check>)>,
    below: proc_macro2::TokenStream,
) -> proc_macro2::TokenStream {
    match shared_node {
        Some((type_entry, own)) => {
            let node = SharedNode::new(env, type_entry, &own, "");
            let text = format!("{} {} {}", node.before, super::layout::embed(below), node.after);
            super::layout::fragment_text(&text)
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

/// The checks of a type's own `allOf` entry (its nested markers'),
/// wherever its validation runs it.
pub fn type_entry(plan: &crate::plan::TypePlan) -> Option<&[Check]> {
    plan.checks
        .iter()
        .flat_map(|c| c.short_circuit.iter().chain(&c.rest))
        .find_map(|c| match &c.call {
            crate::validators::Call::AllOf { checks } => Some(checks.as_slice()),
            _ => None,
        })
}

/// For a field whose own `allOf` entry is on the node its type's entry is
/// on (`pair: Pair`, both with nested markers; the type called directly,
/// through `Option` or `Box` or not): the type's entry and the field's,
/// which leaves the field's other never-ratcheted checks. The field's
/// other checks and the type's other checks may run anywhere around them
/// (see [`SharedNode`]).
pub(super) fn shared_node<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::FieldPlan,
    field: &crate::model::Field,
    transition: &mut Vec<Check>,
) -> Option<(&'p [Check], Vec<Check>)> {
    let (descend, shape) = super::function::strip_inner(plan.descend.as_ref()?, &field.shape);
    let crate::plan::Descend::Call(id) = descend else {
        return None;
    };
    if *shape != crate::model::Shape::Named(*id) {
        return None;
    }
    let type_entry = type_entry(e.plan.function(*id)?)?;
    let at = transition
        .iter()
        .position(|c| matches!(c.call, crate::validators::Call::AllOf { .. }))?;
    match transition.remove(at).call {
        crate::validators::Call::AllOf { checks } => Some((type_entry, checks)),
        _ => None,
    }
}
