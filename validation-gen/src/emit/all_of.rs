//! `Call::AllOf`: one `allOf` entry of the value's schema (a subject's
//! nested value markers), a block expression that runs the entry's checks
//! with no old value (the API server never ratchets under `allOf`, nor
//! pairs the values below it with old ones) and, if any failed, appends the
//! node's summary (`validate::openapi::all_of`). Where the checks around it
//! skip an unchanged value, the entry still runs: it is split off with the
//! CEL transition rules (`super::transitions::split`). A node with more
//! than one entry (a field's and its type's, a struct's and the struct's
//! it embeds) is summed up once ([`SharedNode`]).

use crate::plan::order;
use crate::validators::Check;

use super::checks::{self, CheckEnv, OnStop};

/// The entry's block; `value` is the node's view.
pub fn all_of_call(env: &CheckEnv<'_>, entry: &[Check]) -> String {
    format!(
        "{{ let mut errs = ErrorList::new(); {} validate::openapi::all_of({}, &mut errs); errs }}",
        entry_body(env, entry, &env.path),
        env.path
    )
}

/// A node's `allOf` entries summed up once whatever runs around them.
/// The entries the walk into the node's type does not run (a field's
/// nested markers; a struct's own beside the struct it embeds) run first,
/// here, with the type's entries run again to know whether they fail
/// (`validate::openapi::all_of_first`). The walk then runs the type's
/// entries wherever its validation has them (or not at all, when a
/// short-circuit stops it) and sums them up; after it,
/// `validate::openapi::all_of_after` finds that summary by what it says
/// and makes it the node's, or adds what the walk did not report.
/// Nothing is moved: errors after the summary stay where they are, so
/// nested nodes cost no more than their own errors.
pub(super) struct SharedNode {
    /// Statements before the walk: `before`, `earlier` (the type's
    /// entries' errors), `all_of_mark`.
    pub before: String,
    /// Statements after it.
    pub after: String,
}

impl SharedNode {
    /// A field's entry (`own`, on `env`'s value, the field `base`) on the
    /// node of its type's entries (`type_entries`); `path` binds the
    /// field's path.
    pub(super) fn field(
        e: &super::Emitter<'_>,
        env: &CheckEnv<'_>,
        base: &crate::model::Field,
        type_entries: &[NodeEntry<'_>],
        own: &[Check],
        path: &str,
    ) -> SharedNode {
        let own = entry_body(env, own, &env.path);
        let entries = SharedNode::entries(e, env, base, &env.path, type_entries, &[own]);
        SharedNode {
            before: format!("let (before, mut earlier) = {{ {path} {entries} }}; let all_of_mark = errs.len();"),
            after: format!(
                "{{ {path} validate::openapi::all_of_after({p}, {p}, errs, all_of_mark, &mut earlier, before); }}",
                p = env.path
            ),
        }
    }

    /// A struct's own entry (`own`, on `type_env`'s value, if it has one)
    /// beside the entries of the struct it embeds, the flattened field
    /// `base` (`field_env`'s value): the walk into it is named after its
    /// type (`embedded`) at the root (see `function::field_block`).
    pub(super) fn embedding(
        e: &super::Emitter<'_>,
        type_env: &CheckEnv<'_>,
        own: Option<&[Check]>,
        field_env: &CheckEnv<'_>,
        base: &crate::model::Field,
        type_entries: &[NodeEntry<'_>],
    ) -> SharedNode {
        let own: Vec<String> = own.iter().map(|own| entry_body(type_env, own, "path")).collect();
        let entries = SharedNode::entries(e, field_env, base, "path", type_entries, &own);
        let embedded = super::values::string_literal(&super::function::flattened_type_name(e, &base.shape));
        SharedNode {
            before: format!("let (before, mut earlier) = {{ {entries} }}; let all_of_mark = errs.len();"),
            after: format!(
                "{{ let walk = if path.is_root() {{ path.child({embedded}) }} else {{ *path }}; \
                 validate::openapi::all_of_after(path, &walk, errs, all_of_mark, &mut earlier, before); }}"
            ),
        }
    }

    /// The type's entries run again (on `env`'s value, the field `base`,
    /// or on the structs it embeds; named after `path`), then the entries
    /// that run first (`own`, blocks of text).
    fn entries(
        e: &super::Emitter<'_>,
        env: &CheckEnv<'_>,
        base: &crate::model::Field,
        path: &str,
        type_entries: &[NodeEntry<'_>],
        own: &[String],
    ) -> String {
        let block = |body: &str| format!("{{ let mut errs = ErrorList::new(); {body} errs }}");
        let type_path = |id| e.type_path(id);
        let earlier: Vec<String> = type_entries
            .iter()
            .map(|entry| match entry.within.last() {
                None => block(&entry_body(env, entry.checks, path)),
                Some(last) => {
                    let place = entry_place(base, &entry.within);
                    let within = CheckEnv::for_field(e.model, &last.shape, &place, "obj", "old", &type_path);
                    block(&entry_body(&within, entry.checks, path))
                }
            })
            .collect();
        let own: Vec<String> = own.iter().map(|body| block(body)).collect();
        let text = format!(
            "let earlier = [{}]; let mut own: [ErrorList; {}] = [{}]; \
             (validate::openapi::all_of_first({path}, errs, &earlier, &mut own), earlier)",
            earlier.join(", "),
            own.len(),
            own.join(", "),
        );
        let (bindings, text) = env.bindings_for(&text);
        format!("{bindings} {text}")
    }
}

/// One `allOf` entry of a type's node: its checks, on the type's value or
/// on the struct it embeds through the flattened fields `within`.
pub(super) struct NodeEntry<'p> {
    pub within: Vec<&'p crate::model::Field>,
    pub checks: &'p [Check],
}

/// `base.f1.f2...` for an entry within embedded structs.
fn entry_place(base: &crate::model::Field, within: &[&crate::model::Field]) -> String {
    let mut place = super::field_name(base);
    for field in within {
        place.push('.');
        place.push_str(&super::field_name(field));
    }
    place
}

/// Whether every entry can be read from the field `base` by field access:
/// an entry within embedded structs is reached through fields that are no
/// `Option` (but the last).
fn reachable(base: &crate::model::Field, entries: &[NodeEntry<'_>]) -> bool {
    let direct = |f: &crate::model::Field| !matches!(f.shape, crate::model::Shape::Optional(_));
    entries.iter().all(|entry| match entry.within.split_last() {
        None => true,
        Some((_, through)) => direct(base) && through.iter().all(|f| direct(f)),
    })
}

/// `below` (a field's walk into its type) between the node's
/// [`SharedNode`] statements, when the field and its type share a node
/// (see [`shared_node`]); else `below` as it is.
pub(super) fn summed_once(
    e: &super::Emitter<'_>,
    env: &CheckEnv<'_>,
    field: &crate::model::Field,
    shared_node: Option<(Vec<NodeEntry<'_>>, Vec<Check>)>,
    below: proc_macro2::TokenStream,
) -> proc_macro2::TokenStream {
    match shared_node {
        Some((type_entries, own)) => {
            let node = SharedNode::field(e, env, field, &type_entries, &own, "");
            let text = format!("{} {} {}", node.before, super::layout::embed(below), node.after);
            super::layout::fragment_text(&text)
        }
        None => below,
    }
}

/// `block` (a field's block) between the node's [`SharedNode`]
/// statements, if any.
pub(super) fn around(node: Option<SharedNode>, block: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    match node {
        Some(node) => {
            let text = format!("{{ {} {} {} }}", node.before, super::layout::embed(block), node.after);
            super::layout::fragment_text(&text)
        }
        None => block,
    }
}

/// The entry's checks, with no old value, at `path`.
fn entry_body(env: &CheckEnv<'_>, entry: &[Check], path: &str) -> String {
    let none = || "None".into();
    let entry_env = CheckEnv {
        value: env.value.clone(),
        old_value: none(),
        is_set: env.is_set.clone(),
        is_unset: env.is_unset.clone(),
        path: path.into(),
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
) -> Option<(Vec<NodeEntry<'p>>, Vec<Check>)> {
    let (descend, shape) = super::function::strip_inner(plan.descend.as_ref()?, &field.shape);
    let crate::plan::Descend::Call(id) = descend else {
        return None;
    };
    if *shape != crate::model::Shape::Named(*id) {
        return None;
    }
    let type_entries = node_entries(e, *id);
    if type_entries.is_empty() || !reachable(field, &type_entries) {
        return None;
    }
    let at = transition
        .iter()
        .position(|c| matches!(c.call, crate::validators::Call::AllOf { .. }))?;
    match transition.remove(at).call {
        crate::validators::Call::AllOf { checks } => Some((type_entries, checks)),
        _ => None,
    }
}

/// How deep `#[serde(flatten)]` embeddings are followed for their entries.
const EMBEDDING_DEPTH: usize = 32;

/// A type's `allOf` entries on its node, in the schema's order: those of
/// the struct it embeds (see [`embedded_node`]), then its own.
pub(super) fn node_entries<'p>(e: &'p super::Emitter<'_>, id: crate::model::TypeId) -> Vec<NodeEntry<'p>> {
    node_entries_within(e, id, 0)
}

fn node_entries_within<'p>(e: &'p super::Emitter<'_>, id: crate::model::TypeId, depth: usize) -> Vec<NodeEntry<'p>> {
    let Some(plan) = e.plan.function(id) else {
        return Vec::new();
    };
    let mut entries = match embedded_within(e, plan, depth) {
        Some((field, entries)) => entries
            .into_iter()
            .map(|entry| NodeEntry {
                within: std::iter::once(field).chain(entry.within).collect(),
                checks: entry.checks,
            })
            .collect(),
        None => Vec::new(),
    };
    entries.extend(type_entry(plan).map(|checks| NodeEntry {
        within: Vec::new(),
        checks,
    }));
    entries
}

/// The struct a struct embeds with `#[serde(flatten)]` whose entries are
/// on the struct's node (its properties stand beside the struct's): its
/// field and its entries, where exactly one embedded struct has entries
/// (with more, each is summed up on its own).
pub(super) fn embedded_node<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::TypePlan,
) -> Option<(&'p crate::model::Field, Vec<NodeEntry<'p>>)> {
    if e.rules_mode {
        return None;
    }
    let (field, entries) = embedded_within(e, e.plan.function(plan.id)?, 0)?;
    reachable(field, &entries).then_some((field, entries))
}

fn embedded_within<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::TypePlan,
    depth: usize,
) -> Option<(&'p crate::model::Field, Vec<NodeEntry<'p>>)> {
    let crate::plan::Body::Struct(fields) = &plan.body else {
        return None;
    };
    if depth >= EMBEDDING_DEPTH {
        return None;
    }
    let defs = super::struct_fields(e.model, plan.id);
    let own_entry = |p: &crate::plan::FieldPlan| {
        p.checks
            .iter()
            .flat_map(|c| c.short_circuit.iter().chain(&c.rest))
            .any(|c| matches!(c.call, crate::validators::Call::AllOf { .. }))
    };
    // A flattened field with nested markers of its own is a field beside
    // its type (see `shared_node`).
    let mut found = fields.iter().filter(|p| !own_entry(p)).filter_map(|p| {
        let field = defs.get(p.index).filter(|f| f.flatten)?;
        let (descend, shape) = super::function::strip_inner(p.descend.as_ref()?, &field.shape);
        match descend {
            crate::plan::Descend::Call(id) if *shape == crate::model::Shape::Named(*id) => {
                let entries = node_entries_within(e, *id, depth + 1);
                (!entries.is_empty()).then_some((field, entries))
            }
            _ => None,
        }
    });
    let first = found.next()?;
    found.next().is_none().then_some(first)
}

/// A type's checks without its own entry where the walk into the struct
/// it embeds sums it up with its own (see [`embedded_node`]).
pub(super) fn without_embedding_entry(
    e: &super::Emitter<'_>,
    plan: &crate::plan::TypePlan,
) -> Option<Vec<crate::plan::Cohort>> {
    embedded_node(e, plan)?;
    type_entry(plan)?;
    let is_entry = |c: &Check| matches!(c.call, crate::validators::Call::AllOf { .. });
    Some(
        plan.checks
            .iter()
            .map(|c| crate::plan::Cohort {
                name: c.name.clone(),
                short_circuit: c.short_circuit.iter().filter(|c| !is_entry(c)).cloned().collect(),
                rest: c.rest.iter().filter(|c| !is_entry(c)).cloned().collect(),
            })
            .filter(|c| !c.is_empty())
            .collect(),
    )
}
