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
        // No entry of the field's own: the type's alone (see `stopped_node`).
        let own: Vec<String> = match own.is_empty() {
            true => Vec::new(),
            false => vec![entry_body(env, own, &env.path)],
        };
        let base = Step::field(base);
        let entries = SharedNode::entries(e, env, Some(&base), &env.path, type_entries, &own);
        SharedNode {
            before: format!("let (before, mut earlier) = {{ {path} {entries} }}; let all_of_mark = errs.len();"),
            after: format!(
                "{{ {path} validate::openapi::all_of_after({p}, errs, all_of_mark, &mut earlier, before); }}",
                p = env.path
            ),
        }
    }

    /// A type's own entry (`own`, on `type_env`'s value, if it has one)
    /// beside the entries of the values it embeds (`embedded`: the structs
    /// a struct flattens, a newtype's value), whose walks' summaries are
    /// summed up as the node's one.
    pub(super) fn embedding(
        e: &super::Emitter<'_>,
        type_env: &CheckEnv<'_>,
        own: Option<&[Check]>,
        embedded: &Embedded<'_>,
    ) -> SharedNode {
        let own: Vec<String> = own.iter().map(|own| entry_body(type_env, own, "path")).collect();
        let type_path = |id| e.type_path(id);
        // Several flattened structs (no base): the entries start at the struct.
        let base_env = embedded.base.as_ref().map(|base| match base.shape {
            // An alias: its value is the value it names.
            crate::model::Shape::Named(id) if base.name.is_empty() => {
                super::function::type_env(e, *id, base.shape, &type_path)
            }
            _ => CheckEnv::for_field(e.model, base.shape, &base.name, "obj", "old", &type_path),
        });
        let env = base_env.as_ref().unwrap_or(type_env);
        let entries = SharedNode::entries(e, env, embedded.base.as_ref(), "path", &embedded.entries, &own);
        SharedNode {
            before: format!("let (before, mut earlier) = {{ {entries} }}; let all_of_mark = errs.len();"),
            after: "validate::openapi::all_of_after(path, errs, all_of_mark, &mut earlier, before);".to_owned(),
        }
    }

    /// The type's entries run again (on `env`'s value, the field `base`,
    /// or on the structs it embeds; named after `path`), then the entries
    /// that run first (`own`, blocks of text).
    fn entries(
        e: &super::Emitter<'_>,
        env: &CheckEnv<'_>,
        base: Option<&Step<'_>>,
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
                    let within = CheckEnv::for_field(e.model, last.shape, &place, "obj", "old", &type_path);
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

/// A struct's node shared with the several structs it flattens: the
/// [`SharedNode`] statements around all the struct's field blocks, and
/// after each flattened field's (or where it would be, when its walk has
/// nothing to do) the end of its part (`validate::openapi::all_of_part`),
/// which adds its entries' errors where its walk did not report them.
pub(super) struct PartsNode {
    node: SharedNode,
    /// Each flattened field (by address), with its entries' place in
    /// `earlier`.
    parts: std::collections::HashMap<*const crate::model::Field, std::ops::Range<usize>>,
}

impl PartsNode {
    /// `fields`: each flattened field with its number of entries, in the
    /// entries' order.
    pub(super) fn new(node: SharedNode, fields: &[(&crate::model::Field, usize)]) -> PartsNode {
        let mut start = 0;
        let parts = fields
            .iter()
            .map(|(field, count)| {
                let range = start..start + count;
                start = range.end;
                (std::ptr::from_ref(*field), range)
            })
            .collect();
        PartsNode { node, parts }
    }

    /// `block`, the field's (if it has one), ended as its part's when the
    /// field is one.
    pub(super) fn field_text(&self, field: &crate::model::Field, block: Option<String>) -> Option<String> {
        let Some(range) = self.parts.get(&std::ptr::from_ref(field)) else {
            return block;
        };
        Some(format!(
            "{{ let part_mark = errs.len(); {} validate::openapi::all_of_part(path, errs, part_mark, &earlier[{}..{}]); }}",
            block.unwrap_or_default(),
            range.start,
            range.end
        ))
    }

    /// [`PartsNode::field_text`] for a block of tokens.
    pub(super) fn field_tokens(
        &self,
        field: &crate::model::Field,
        block: Option<proc_macro2::TokenStream>,
    ) -> Option<proc_macro2::TokenStream> {
        self.field_text(field, block.map(super::layout::embed))
            .map(|text| super::layout::fragment_text(&text))
    }

    /// The struct's field blocks, `body`, summed up as the node's.
    pub(super) fn around_text(&self, body: &str) -> String {
        format!("{{ {} {body} {} }}", self.node.before, self.node.after)
    }

    /// [`PartsNode::around_text`] for a body of tokens.
    pub(super) fn around_tokens(&self, body: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
        super::layout::fragment_text(&self.around_text(&super::layout::embed(body)))
    }
}

/// A struct's field blocks (each field's, if it has one), summed up as the
/// node's where several flattened structs share it (`parts`).
pub(super) fn struct_body<'f>(
    parts: Option<PartsNode>,
    blocks: impl Iterator<Item = (&'f crate::model::Field, Option<proc_macro2::TokenStream>)>,
) -> proc_macro2::TokenStream {
    let blocks = blocks.filter_map(|(field, block)| match &parts {
        Some(parts) => parts.field_tokens(field, block),
        None => block,
    });
    let body = quote::quote!(#(#blocks)*);
    match &parts {
        Some(parts) => parts.around_tokens(body),
        None => body,
    }
}

/// One `allOf` entry of a type's node: its checks, on the type's value or
/// on the value it embeds through the steps `within`.
pub(super) struct NodeEntry<'p> {
    pub within: Vec<Step<'p>>,
    pub checks: &'p [Check],
}

/// A step from a value to one it embeds: a flattened field, a newtype's
/// value (`0`).
#[derive(Clone)]
pub(super) struct Step<'p> {
    pub name: String,
    pub shape: &'p crate::model::Shape,
}

impl<'p> Step<'p> {
    fn field(field: &'p crate::model::Field) -> Step<'p> {
        Step {
            name: super::field_name(field),
            shape: &field.shape,
        }
    }
}

/// What a type embeds on its node (see [`embedded_node`]).
pub(super) struct Embedded<'p> {
    /// The step to it from the type's value: a newtype's `0`, an alias's
    /// value (no name), the one struct a struct flattens; none for the
    /// several structs a struct flattens, whose entries' steps start at
    /// their fields.
    pub base: Option<Step<'p>>,
    /// Its entries, on its value.
    pub entries: Vec<NodeEntry<'p>>,
    /// The flattened fields, each with how many of `entries` are its.
    pub fields: Vec<(&'p crate::model::Field, usize)>,
}

/// `base.s1.s2...` for an entry within embedded values (`s1.s2...` from
/// the value itself, an alias's or a struct's).
fn entry_place(base: Option<&Step<'_>>, within: &[Step<'_>]) -> String {
    let mut place = base.map(|b| b.name.clone()).unwrap_or_default();
    for step in within.iter().filter(|s| !s.name.is_empty()) {
        if !place.is_empty() {
            place.push('.');
        }
        place.push_str(&step.name);
    }
    place
}

/// Whether every entry can be read from `base` by field access: an entry
/// within embedded values is reached through steps that are no `Option`
/// (but the last).
fn reachable(base: Option<&Step<'_>>, entries: &[NodeEntry<'_>]) -> bool {
    let direct = |s: &Step<'_>| !matches!(s.shape, crate::model::Shape::Optional(_));
    entries.iter().all(|entry| match entry.within.split_last() {
        None => true,
        Some((_, through)) => base.is_none_or(direct) && through.iter().all(direct),
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

/// `walk` (a newtype's walk into its value, which passes `&path`) with a
/// path of its own.
pub(super) fn with_own_path(walk: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    super::layout::fragment_text(&format!("{{ let path = *path; {} }}", super::layout::embed(walk)))
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
    let type_entries = entries_below(e, plan, field)?;
    let at = transition
        .iter()
        .position(|c| matches!(c.call, crate::validators::Call::AllOf { .. }))?;
    match transition.remove(at).call {
        crate::validators::Call::AllOf { checks } => Some((type_entries, checks)),
        _ => None,
    }
}

/// For a field with no entry of its own whose checks may stop the walk
/// into its type (a failing short-circuit, `k8s:immutable` on a changed
/// value): its type's entries on its node, which run and are summed up
/// around the walk ([`SharedNode::field`] with no entry of the field's), as
/// the API server's schema validation runs them whatever else fails.
pub(super) fn stopped_node<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::FieldPlan,
    field: &crate::model::Field,
) -> Option<Vec<NodeEntry<'p>>> {
    entries_below(e, plan, field)
}

/// The entries of the type a field's descent calls on the field's node
/// (the type itself, through `Option` or `Box` or not), if it has some.
fn entries_below<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::FieldPlan,
    field: &crate::model::Field,
) -> Option<Vec<NodeEntry<'p>>> {
    let (descend, shape) = super::function::strip_inner(plan.descend.as_ref()?, &field.shape);
    let crate::plan::Descend::Call(id) = descend else {
        return None;
    };
    if *shape != crate::model::Shape::Named(*id) {
        return None;
    }
    let type_entries = node_entries(e, *id);
    (!type_entries.is_empty() && reachable(Some(&Step::field(field)), &type_entries)).then_some(type_entries)
}

/// How deep `#[serde(flatten)]` embeddings are followed for their entries.
const EMBEDDING_DEPTH: usize = 32;

/// The types met following embeddings from one node. A type met twice
/// (two flattened fields reaching one struct) would repeat its entries on
/// the node once per way there, as many as 2 to the depth: the node is
/// then not summed up as one (each walk sums up its own), and no type is
/// followed twice.
#[derive(Default)]
struct Followed {
    types: std::collections::HashSet<crate::model::TypeId>,
    repeated: bool,
}

/// A type's `allOf` entries on its node, in the schema's order: those of
/// the struct it embeds (see [`embedded_node`]), then its own.
pub(super) fn node_entries<'p>(e: &'p super::Emitter<'_>, id: crate::model::TypeId) -> Vec<NodeEntry<'p>> {
    let mut followed = Followed::default();
    let entries = node_entries_within(e, id, 0, &mut followed);
    if followed.repeated {
        return Vec::new();
    }
    entries
}

fn node_entries_within<'p>(
    e: &'p super::Emitter<'_>,
    id: crate::model::TypeId,
    depth: usize,
    followed: &mut Followed,
) -> Vec<NodeEntry<'p>> {
    if !followed.types.insert(id) {
        followed.repeated = true;
    }
    let Some(plan) = e.plan.function(id).filter(|_| !followed.repeated) else {
        return Vec::new();
    };
    let mut entries = match embedded_within(e, plan, depth, followed) {
        Some(embedded) => embedded
            .entries
            .into_iter()
            .map(|entry| NodeEntry {
                within: embedded.base.iter().cloned().chain(entry.within).collect(),
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

/// The value a type embeds on its node, whose entries are the node's: the
/// structs a struct embeds with `#[serde(flatten)]` (their properties
/// stand beside the struct's), or a newtype's value.
pub(super) fn embedded_node<'p>(e: &'p super::Emitter<'_>, plan: &crate::plan::TypePlan) -> Option<Embedded<'p>> {
    if e.rules_mode {
        return None;
    }
    let mut followed = Followed::default();
    followed.types.insert(plan.id);
    let embedded = embedded_within(e, e.plan.function(plan.id)?, 0, &mut followed)?;
    (!followed.repeated && reachable(embedded.base.as_ref(), &embedded.entries)).then_some(embedded)
}

fn embedded_within<'p>(
    e: &'p super::Emitter<'_>,
    plan: &crate::plan::TypePlan,
    depth: usize,
    followed: &mut Followed,
) -> Option<Embedded<'p>> {
    if depth >= EMBEDDING_DEPTH || followed.repeated {
        return None;
    }
    // The type a descent calls on its node.
    let called = |descend: &crate::plan::Descend, shape: &crate::model::Shape| match super::function::strip_inner(
        descend, shape,
    ) {
        (crate::plan::Descend::Call(id), shape) if *shape == crate::model::Shape::Named(*id) => Some(*id),
        _ => None,
    };
    match &plan.body {
        crate::plan::Body::Struct(fields) => {
            let defs = super::struct_fields(e.model, plan.id);
            let own_entry = |p: &crate::plan::FieldPlan| {
                p.checks
                    .iter()
                    .flat_map(|c| c.short_circuit.iter().chain(&c.rest))
                    .any(|c| matches!(c.call, crate::validators::Call::AllOf { .. }))
            };
            // A flattened field with nested markers of its own is a field
            // beside its type (see `shared_node`).
            let mut found: Vec<(&crate::model::Field, Vec<NodeEntry<'p>>)> = fields
                .iter()
                .filter(|p| !own_entry(p))
                .filter_map(|p| {
                    let field = defs.get(p.index).filter(|f| f.flatten)?;
                    let id = called(p.descend.as_ref()?, &field.shape)?;
                    let entries = node_entries_within(e, id, depth + 1, followed);
                    (!entries.is_empty()).then_some((field, entries))
                })
                .collect();
            if found.len() == 1 {
                let (field, entries) = found.pop()?;
                return Some(Embedded {
                    base: Some(Step::field(field)),
                    fields: vec![(field, entries.len())],
                    entries,
                });
            }
            // Several: summed up around all the struct's field blocks,
            // which a field present in some builds only cannot be.
            if found.len() < 2 || found.iter().any(|(field, _)| !field.cfg.is_empty()) {
                return None;
            }
            let fields = found.iter().map(|(field, entries)| (*field, entries.len())).collect();
            let entries = found
                .into_iter()
                .flat_map(|(field, entries)| {
                    entries.into_iter().map(move |entry| NodeEntry {
                        within: std::iter::once(Step::field(field)).chain(entry.within).collect(),
                        checks: entry.checks,
                    })
                })
                .collect();
            Some(Embedded {
                base: None,
                entries,
                fields,
            })
        }
        crate::plan::Body::Inner(descend) => {
            // A newtype's value is its field `0`; an alias's, the value
            // itself (no step), past the aliases it names.
            let (name, inner) = match &e.model.get(plan.id)?.kind {
                crate::model::TypeKind::Newtype(inner) => ("0", inner),
                crate::model::TypeKind::Alias(target) => ("", e.model.past_aliases(target)),
                _ => return None,
            };
            let entries = node_entries_within(e, called(descend, inner)?, depth + 1, followed);
            (!entries.is_empty()).then(|| Embedded {
                base: Some(Step {
                    name: name.to_owned(),
                    shape: inner,
                }),
                entries,
                fields: Vec::new(),
            })
        }
        crate::plan::Body::None => None,
    }
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
