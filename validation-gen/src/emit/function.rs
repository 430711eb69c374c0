//! One type's validation function: type-level checks, then
//! field blocks or the descent into a newtype's or alias's value.

use proc_macro2::TokenStream;

use crate::model::{Field, MapKind, Shape, TypeKind};
use crate::plan::{Body, Descend, FieldPlan, TypePlan};
use crate::validators::{Check, Correlation};

use super::checks::{self, CheckEnv, OnStop};
use super::layout;
use super::lazy::Lazy;
use super::rules_only;
use super::values::{self, Place, ValueExpr};
use super::{function_name, ident, struct_fields, Emitter};

/// The environment of a type function's own checks: the value `obj`, the
/// old value `old`, at `path`.
pub(super) fn type_env<'a>(
    e: &'a Emitter<'_>,
    id: crate::model::TypeId,
    shape: &'a Shape,
    type_path: &'a dyn Fn(crate::model::TypeId) -> TokenStream,
) -> CheckEnv<'a> {
    let model = e.model;
    let obj = || Place::reference_var("obj");
    let old = || Place::reference_var("old");
    CheckEnv {
        value: Lazy::new(move || values::view(model, shape, &obj()).new_option()),
        old_value: Lazy::new(move || values::view(model, shape, &old()).old_option("old")),
        is_set: Lazy::new(move || values::is_set(model, shape, &obj())),
        is_unset: Lazy::new(move || values::is_unset(model, shape, &obj())),
        path: "path".into(),
        nilable_value: "Some(obj)".into(),
        nilable_old: "old".into(),
        old_is_set: Lazy::new(move || {
            let old_set = values::is_set(model, shape, &old());
            if values::reads_word(&old_set, "old") {
                format!("old.map(|old| {old_set})")
            } else {
                format!("old.map(|_| {old_set})")
            }
        }),
        struct_fields: match model.get(id).map(|t| &t.kind) {
            Some(TypeKind::Struct(fields)) => Some((model, fields.as_slice())),
            _ => None,
        },
        model,
        shape,
        type_path,
    }
}

/// What lies below a type's own checks: its field blocks, or the descent
/// into a newtype's or alias's value.
fn type_body(e: &Emitter<'_>, plan: &TypePlan) -> String {
    match &plan.body {
        Body::None => String::new(),
        Body::Struct(fields) => {
            let defs = struct_fields(e.model, plan.id);
            let parts = parts_node(e, plan);
            let blocks: Vec<String> = fields
                .iter()
                .filter_map(|p| {
                    let field = defs.get(p.index)?;
                    let block = Some(field_block(e, plan, p, field)).filter(|b| !b.is_empty());
                    match &parts {
                        Some(parts) => parts.field_text(field, block),
                        None => block,
                    }
                })
                .collect();
            let body = checks::join(blocks.iter().map(String::as_str));
            match &parts {
                Some(parts) => parts.around_text(&body),
                None => body,
            }
        }
        Body::Inner(descend) => inner_descend(e, plan, descend),
    }
}

/// Whether the default cohort has a short-circuit check that fails with an
/// error, after which only CEL rules run.
fn stops_with_error(cohorts: &[crate::plan::Cohort]) -> bool {
    cohorts
        .iter()
        .filter(|c| c.name.is_none())
        .any(|c| c.short_circuit.iter().any(rules_only::is_error_stop))
}

/// A type function's statements: the depth guard, the type-level checks
/// and what lies below them.
fn function_checks(e: &Emitter<'_>, plan: &TypePlan) -> String {
    let shape = Shape::Named(plan.id);
    let type_path = |id| e.type_path(id);
    let env = type_env(e, plan.id, &shape, &type_path);
    // Read once (see `layout::text_fragment`): the checks around it write
    // one word instead of every field block.
    let body = layout::text_fragment(&type_body(e, plan));
    // Below a failing type-level short-circuit only the CEL rules run.
    let rules = if !e.rules_mode && stops_with_error(&plan.checks) {
        layout::text_fragment(&type_body(&e.in_rules_mode(), &rules_only::rules_plan(plan)))
    } else {
        String::new()
    };
    let tails = checks::Tails { full: body, rules };
    // A struct's own entry runs in the block of the struct it embeds.
    let without_entry = super::all_of::without_embedding_entry(e, plan);
    let type_checks = without_entry.as_deref().unwrap_or(&plan.checks);
    let cohorts = checks::cohorts_binding_path(type_checks, &env, tails, OnStop::Return, "");
    // Field blocks bind their own `value`; only the type-level checks count.
    let bindings = if type_checks.is_empty() {
        String::new()
    } else {
        env.bindings_for(&checks::cohorts(type_checks, &env, "", OnStop::Return))
            .0
    };
    // A type that contains itself recurses once per level of the value:
    // past the runtime's depth limit it reports the depth and stops.
    let guard = if e.is_recursive(plan.id) {
        "let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else { \
         errs.push(::validation_runtime::depth::too_deep(path)); return; };"
    } else {
        ""
    };
    checks::join([guard, bindings.as_str(), cohorts.as_str()])
}

/// `validate_<type>_rules_into`: the CEL rules of a value and of every
/// value below it, paired and ratcheted as in the full function.
pub fn rules_function(e: &Emitter<'_>, plan: &TypePlan) -> TokenStream {
    let name = rules_only::rules_name(e, plan.id);
    let doc = format!(
        " The CEL rules of a `{}` and of every value below it, without its other checks: they run even where a failing short-circuit check skips those, as the API server runs a custom resource's rules whatever its OpenAPI validation found.",
        e.model.name(plan.id)
    );
    let checks = function_checks(&e.in_rules_mode(), &rules_only::rules_plan(plan));
    accumulator_function(&doc, &name, &e.type_path(plan.id), checks)
}

pub fn type_function(e: &Emitter<'_>, plan: &TypePlan) -> TokenStream {
    let model = e.model;
    let name = function_name(model, plan.id);
    let ty = e.type_path(plan.id);
    let doc = format!(" Validates a `{}` against its `+k8s:` tags.", model.name(plan.id));
    let into = into_name(&name);
    // The API server gives all of an object's CEL rules one cost budget,
    // and runs none of them when its other checks found a type, enum,
    // required or size error: an entry point is where the object is whole.
    let has_cel_rules = e.rules_only.has_rules(plan.id);
    let doc = if has_cel_rules {
        format!("{doc} Its CEL rules, and those below it, share one runtime cost budget, and are not checked when another check reports an error that stops them in the API server (a wrong type, an enum violation, a missing required value, a value over its maximum length, items or properties): the errors are then the other checks' and one saying so, as the API server reports them for a custom resource.")
    } else {
        doc
    };
    let entry = super::budget::entry_body(has_cel_rules, &into);
    let into_doc = format!(" [`{name}`], appending the errors to `errs`: nested types call this, so one list is filled instead of one list per type being built and appended.");
    let into_function = accumulator_function(&into_doc, &into, &ty, function_checks(e, plan));
    // `#[inline]`: these are small, nest one call per type, and live in
    // other codegen units (or crates) than their callers; inlining them
    // lets a valid object be checked like hand-written code.
    let doc = values::string_literal(&doc);
    layout::fragment_text(&format!(
        "#[doc = {doc}] #[inline] pub fn {name}(op: &::validation_runtime::Operation, path: &::validation_runtime::Path<'_>, \
         obj: Option<&{ty}>, old: Option<&{ty}>,) -> ::validation_runtime::ErrorList {{ {entry} }} {into_function}"
    ))
}

/// A part of an alias chain's checks (see [`crate::plan::PartPlan`]):
/// `name(op, path, obj, old)` returning their errors, short-circuit ones
/// marked as such.
pub fn part_function(e: &Emitter<'_>, part: &crate::plan::PartPlan) -> TokenStream {
    let shape = Shape::Named(part.link);
    let type_path = |id| e.type_path(id);
    let env = type_env(e, part.link, &shape, &type_path);
    let lines = if part.short_circuit {
        checks::marked_lines(&part.checks, &env)
    } else {
        checks::plain_lines(&part.checks, &env)
    };
    let checks = layout::fragment_text(&env.bound(&lines));
    let reads = Reads::of(&checks);
    let imports: Vec<&str> = reads.runtime.iter().copied().collect();
    let imports = if imports.is_empty() {
        String::new()
    } else {
        format!("use ::validation_runtime::{{{}}};", imports.join(", "))
    };
    let name_or_unused = |name: &str, read: bool| if read { name.to_owned() } else { format!("_{name}") };
    let (op, path, old) = (
        name_or_unused("op", reads.op),
        name_or_unused("path", reads.path),
        name_or_unused("old", reads.old),
    );
    let kind = if part.short_circuit {
        "short-circuit checks"
    } else {
        "checks"
    };
    let doc = format!(
        " The {kind} of one tag of a `{}` and the aliases below it: the links above call them instead of repeating them.",
        e.model.name(part.link)
    );
    let doc = proc_macro2::Literal::string(&doc);
    let ty = e.type_path(part.link);
    let name = &part.name;
    layout::fragment_text(&format!(
        "#[doc = {doc}] #[inline] pub fn {name}({op}: &::validation_runtime::Operation, {path}: &::validation_runtime::Path<'_>, \
         obj: Option<&{ty}>, {old}: Option<&{ty}>,) -> ::validation_runtime::ErrorList {{ {imports} \
         let mut errs = ::validation_runtime::ErrorList::new(); if let Some(obj) = obj {{ {checks} }} errs }}"
    ))
}

/// A function `name(op, path, obj, old, errs)` appending what `checks`
/// find to `errs`; a parameter the body never reads is named `_x` (no
/// unused warnings), and `obj` is unwrapped where the body reads it.
/// Written as text (see `layout::fragment_text`) around the body's
/// fragment.
fn accumulator_function(doc: &str, name: &proc_macro2::Ident, ty: &TokenStream, checks: String) -> TokenStream {
    let checks = layout::fragment_text(&checks);
    let reads = Reads::of(&checks);
    let mut imports = String::new();
    for (i, name) in reads.runtime.iter().enumerate() {
        imports.push_str(if i == 0 { "use ::validation_runtime::{" } else { ", " });
        imports.push_str(name);
    }
    if !imports.is_empty() {
        imports.push_str("};");
    }
    let unwrap = if reads.obj {
        "let Some(obj) = obj else { return; };"
    } else {
        ""
    };
    let name_or_unused = |name: &str, read: bool| {
        if read {
            name.to_owned()
        } else {
            format!("_{name}")
        }
    };
    let (op, path, obj, old, errs) = (
        name_or_unused("op", reads.op),
        name_or_unused("path", reads.path),
        name_or_unused("obj", reads.obj),
        name_or_unused("old", reads.old),
        name_or_unused("errs", reads.errs),
    );
    let doc = values::string_literal(doc);
    layout::fragment_text(&format!(
        "#[doc = {doc}] #[inline] pub fn {name}({op}: &::validation_runtime::Operation, {path}: &::validation_runtime::Path<'_>, \
         {obj}: Option<&{ty}>, {old}: Option<&{ty}>, {errs}: &mut ::validation_runtime::ErrorList,) {{ {imports} {unwrap} {checks} }}"
    ))
}

/// `validate_<type>_into`: the accumulator form of `validate_<type>`.
pub fn into_name(name: &proc_macro2::Ident) -> proc_macro2::Ident {
    ident(&format!("{name}_into"))
}

/// The runtime names a function body uses, for its `use` line.
pub(super) fn imports(tokens: &TokenStream) -> Vec<proc_macro2::Ident> {
    Reads::of(tokens).imports()
}

/// The runtime names a body may use, and the name each needs imported (a
/// `.semantic_eq(..)` call needs the trait in scope).
const RUNTIME_NAMES: &[(&str, &str)] = &[
    ("validate", "validate"),
    ("SemanticEq", "SemanticEq"),
    ("TypedStr", "TypedStr"),
    ("semantic_eq", "SemanticEq"),
    ("ErrorList", "ErrorList"),
];

/// The identifiers of a generated body that decide how its function is
/// written, found in one walk over its tokens (each walk copies every
/// token, so one walk instead of five).
#[derive(Default)]
struct Reads {
    /// The runtime names the body uses (see [`Reads::imports`]).
    runtime: std::collections::BTreeSet<&'static str>,
    obj: bool,
    old: bool,
    errs: bool,
    op: bool,
    path: bool,
}

impl Reads {
    fn of(tokens: &TokenStream) -> Reads {
        let mut reads = Reads::default();
        reads.scan(tokens.clone());
        reads
    }

    fn scan(&mut self, tokens: TokenStream) {
        for t in tokens {
            match t {
                proc_macro2::TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::None => {
                    match layout::fragment_index(&g) {
                        // Read already: the words it holds, found as it was read.
                        Some(index) => self.words(layout::fragment_words(index)),
                        None => self.scan(g.stream()),
                    }
                }
                proc_macro2::TokenTree::Ident(i) => {
                    if let Some((_, import)) = RUNTIME_NAMES.iter().find(|(name, _)| i == name) {
                        self.runtime.insert(import);
                    } else if i == "obj" {
                        self.obj = true;
                    } else if i == "old" {
                        self.old = true;
                    } else if i == "errs" {
                        self.errs = true;
                    } else if i == "op" {
                        self.op = true;
                    } else if i == "path" {
                        self.path = true;
                    }
                }
                proc_macro2::TokenTree::Group(g) => self.scan(g.stream()),
                _ => {}
            }
        }
    }

    /// [`Reads::scan`] of a fragment's words: bit `i` of `words` for
    /// `layout::TRACKED_WORDS[i]`.
    fn words(&mut self, words: u16) {
        for (i, word) in layout::TRACKED_WORDS.iter().enumerate() {
            if words & (1 << i) != 0 {
                self.word(word);
            }
        }
    }

    /// [`Reads::scan`] of one word.
    fn word(&mut self, word: &str) {
        if let Some((_, import)) = RUNTIME_NAMES.iter().find(|(name, _)| word == *name) {
            self.runtime.insert(import);
            return;
        }
        match word {
            "obj" => self.obj = true,
            "old" => self.old = true,
            "errs" => self.errs = true,
            "op" => self.op = true,
            "path" => self.path = true,
            _ => {}
        }
    }

    /// The runtime names to import, in name order.
    fn imports(&self) -> Vec<proc_macro2::Ident> {
        self.runtime.iter().map(|n| ident(n)).collect()
    }
}

/// A field block: ratchet check, the field's checks, then the descent.
fn field_block(e: &Emitter<'_>, owner: &TypePlan, plan: &FieldPlan, field: &Field) -> String {
    let model = e.model;
    let f = super::field_name(field);
    let shape = &field.shape;
    let path = if field.flatten {
        // Embedded structs add no path segment, except at the top of a
        // root object, where the embedded type's name is used.
        let name = values::string_literal(&flattened_type_name(e, shape));
        format!("let path = path.embed({name});")
    } else {
        let json = values::string_literal(&field.json_name);
        format!("let path = path.child({json});")
    };
    let (new_field, old_field) = (format!("obj.{f}"), format!("old.{f}"));
    let new_place = Place::new(new_field.as_str());
    let old_place = Place::new(old_field.as_str());
    let type_path = |id| e.type_path(id);
    let env = CheckEnv::for_field(model, shape, &f, "obj", "old", &type_path);
    let below = |e: &Emitter<'_>| match &plan.descend {
        Some(d) => {
            let new = values::nilable(shape, &new_place);
            let old = values::nilable(shape, &old_place).old_option("old");
            descend(e, d, shape, new, &old, "&path", 0)
        }
        None => String::new(),
    };
    // Transition rules never ratchet: they run before (and outside) the
    // check that skips an unchanged field.
    let (mut transition, ratcheted) = split_transition_rules(&plan.checks);
    // The field's `allOf` entry on the node its type's entry is on; or,
    // where a failing short-circuit may stop the walk into the type, the
    // type's entries alone, which still run.
    let shared_node = super::all_of::shared_node(e, plan, field, &mut transition).or_else(|| {
        (!e.rules_mode && stops_with_error(&ratcheted))
            .then(|| super::all_of::stopped_node(e, plan, field))
            .flatten()
            .map(|entries| (entries, Vec::new()))
    });
    // Below a failing short-circuit only the CEL rules run.
    let rules_below = if !e.rules_mode && stops_with_error(&ratcheted) {
        below(&e.in_rules_mode())
    } else {
        String::new()
    };
    let tails = checks::Tails {
        full: below(e),
        rules: rules_below,
    };
    let cfg = super::impls::field_cfg(field);
    let transition = if transition.is_empty() {
        String::new()
    } else {
        let (bindings, lines) = env.bindings_for(&checks::plain_lines(&transition, &env));
        format!("{cfg} {{ {bindings} {path} {lines} }}")
    };
    let cohorts = checks::cohorts_binding_path(&ratcheted, &env, tails, OnStop::Nest, &path);
    if cohorts.is_empty() {
        // Only silent checks (a bare `k8s:optional`): nothing can fail.
        return transition;
    }
    // Read once here; the function around it writes one word.
    let (bindings, cohorts) = env.bindings_for(&cohorts);
    if compared_by_the_callee(e, plan) {
        return format!("{{ {bindings} {cohorts} }}");
    }
    let unchanged = values::equal(model, shape, &new_field, &old_field);
    // An unchanged value is still walked for the transition rules below it.
    let unchanged_transitions = match plan.descend.as_ref().filter(|d| e.reaches_transitions(d)) {
        Some(d) => {
            let new = values::nilable(shape, &new_place);
            let old = values::nilable(shape, &old_place).old_option("old");
            let walk = super::transitions::unchanged(e, d, shape, new, values::tokens(&old), 0);
            format!("else {{ {path} {} }}", layout::embed(walk))
        }
        None => String::new(),
    };
    let ratchet = format!(
        "if !(op.is_update() && old.is_some_and(|old| {unchanged})) {{ {bindings} {cohorts} }} {unchanged_transitions}"
    );
    match shared_node {
        Some((type_entries, own)) => {
            let node = super::all_of::SharedNode::field(e, &env, field, &type_entries, &own, &path);
            format!("{transition} {cfg} {{ {} {ratchet} {} }}", node.before, node.after)
        }
        None => match embedding_node(e, owner, field) {
            Some(node) => format!("{transition} {cfg} {{ {} {ratchet} {} }}", node.before, node.after),
            None => format!("{transition} {cfg} {ratchet}"),
        },
    }
}

/// For the flattened field whose struct's entries are on its owner's node
/// (see [`super::all_of::embedded_node`]): the node's one summary.
pub(super) fn embedding_node(e: &Emitter<'_>, owner: &TypePlan, field: &Field) -> Option<super::all_of::SharedNode> {
    // Asked of every field: only a flattened one can be it.
    if !field.flatten {
        return None;
    }
    let embedded = super::all_of::embedded_node(e, owner)?;
    match embedded.fields.as_slice() {
        [(only, _)] if std::ptr::eq(*only, field) => embedded_node(e, owner.id, &embedded),
        _ => None,
    }
}

/// For a struct flattening several structs whose entries are on its node
/// (see [`super::all_of::embedded_node`]): the node's one summary, around
/// all its field blocks.
pub(super) fn parts_node(e: &Emitter<'_>, owner: &TypePlan) -> Option<super::all_of::PartsNode> {
    let embedded = super::all_of::embedded_node(e, owner)?;
    if embedded.fields.len() < 2 {
        return None;
    }
    let node = embedded_node(e, owner.id, &embedded)?;
    Some(super::all_of::PartsNode::new(node, &embedded.fields))
}

/// For a newtype whose value's entries are on its node: the node's one
/// summary.
pub(super) fn newtype_node(e: &Emitter<'_>, owner: &TypePlan) -> Option<super::all_of::SharedNode> {
    let embedded = super::all_of::embedded_node(e, owner)?;
    if !embedded.fields.is_empty() {
        return None;
    }
    embedded_node(e, owner.id, &embedded)
}

fn embedded_node(
    e: &Emitter<'_>,
    id: crate::model::TypeId,
    embedded: &super::all_of::Embedded<'_>,
) -> Option<super::all_of::SharedNode> {
    let own = super::all_of::type_entry(e.plan.function(id)?);
    let shape = Shape::Named(id);
    let type_path = |id| e.type_path(id);
    let type_env = type_env(e, id, &shape, &type_path);
    Some(super::all_of::SharedNode::embedding(e, &type_env, own, embedded))
}

/// A field's CEL transition rules (see [`crate::validators::Call::Cel`]),
/// and its other checks in their cohorts.
fn split_transition_rules(cohorts: &[crate::plan::Cohort]) -> (Vec<Check>, Vec<crate::plan::Cohort>) {
    let mut transition = Vec::new();
    let rest = cohorts
        .iter()
        .map(|cohort| {
            let mut cohort = cohort.clone();
            for list in [&mut cohort.short_circuit, &mut cohort.rest] {
                let mut rest = Vec::new();
                for check in list.iter() {
                    let (t, r) = super::transitions::split(check);
                    transition.extend(t);
                    rest.extend(r);
                }
                *list = rest;
            }
            cohort
        })
        .collect();
    (transition, rest)
}

/// Whether a field's ratchet check would only repeat comparisons its type's
/// function makes anyway, so it is left out: the field has no checks of its
/// own that can fail (a bare `k8s:optional` only skips the call of an absent
/// value, which does nothing) and calls a recursive struct type without
/// type-level checks, whose field blocks each ratchet against the correlated
/// old value. Errors are the same; the work is not: the check compares the
/// whole subtree, and the callee's checks compare it again one level down,
/// so a change at the bottom of a chain N levels deep cost N²/2 node
/// comparisons (30,000 levels: 1.5 s). Without it each node is compared once.
fn compared_by_the_callee(e: &Emitter<'_>, plan: &FieldPlan) -> bool {
    fn call(d: &Descend) -> Option<crate::model::TypeId> {
        match d {
            Descend::Call(id) => Some(*id),
            Descend::Inner(inner) => call(inner),
            Descend::List(..) | Descend::Map { .. } => None,
        }
    }
    let Some(id) = plan.descend.as_ref().and_then(call) else {
        return false;
    };
    let silent = |cohorts: &[crate::plan::Cohort]| {
        cohorts
            .iter()
            .all(|c| c.short_circuit.iter().chain(&c.rest).all(|check| check.flags.non_error))
    };
    silent(&plan.checks)
        && e.is_recursive(id)
        && e.plan
            .functions
            .iter()
            .find(|f| f.id == id)
            .is_some_and(|f| silent(&f.checks) && matches!(f.body, Body::Struct(_)))
}

pub(super) fn flattened_type_name(e: &Emitter<'_>, shape: &Shape) -> String {
    flattened_type_name_of(e.model, shape)
}

/// The type name a flattened field's struct is named after at the root.
pub(super) fn flattened_type_name_of(model: &crate::model::Model, shape: &Shape) -> String {
    match crate::plan::strip(shape) {
        Shape::Named(id) => model.name(*id).to_string(),
        Shape::External(path) => path.rsplit("::").next().unwrap_or(path).to_string(),
        _ => String::new(),
    }
}

/// A newtype's or alias's wrapped value.
fn inner_descend(e: &Emitter<'_>, plan: &TypePlan, d: &Descend) -> String {
    // A newtype's value is a field (`obj.0`); an alias's is `obj` itself.
    let (shape, new_place, old_place) = match e.model.get(plan.id).map(|t| &t.kind) {
        Some(TypeKind::Newtype(inner)) => (inner, Place::new("obj.0"), Place::new("old.0")),
        Some(TypeKind::Alias(target)) => (
            e.model.past_aliases(target),
            Place::reference_var("obj"),
            Place::reference_var("old"),
        ),
        _ => return String::new(),
    };
    let new = values::nilable(shape, &new_place);
    let old = values::nilable(shape, &old_place).old_option("old");
    let below = descend(e, d, shape, new, &old, "path", 0);
    match newtype_node(e, plan) {
        Some(node) => format!("{} {below} {}", node.before, node.after),
        None => below,
    }
}

/// Validate what lies below a value: its type's function, or each element.
/// `new` is the value (nilable), `old` an `Option` of the correlated old
/// value. Rust text.
fn descend(e: &Emitter<'_>, d: &Descend, shape: &Shape, new: ValueExpr, old: &str, path: &str, depth: usize) -> String {
    let model = e.model;
    if e.rules_mode && !e.rules_only.reaches(d) {
        return String::new();
    }
    let (d, shape) = strip_inner(d, shape);
    match d {
        Descend::Call(id) => {
            let function = if e.rules_mode {
                e.in_output_module_text(*id, &rules_only::rules_name(e, *id).to_string())
            } else {
                e.function_into_path_text(*id)
            };
            let new = new.new_option();
            format!("{function}(op, {path}, {new}, {old}, errs);")
        }
        Descend::Inner(_) => String::new(),
        Descend::List(elem, correlation) => {
            let Shape::List(elem_shape) = model.underlying(shape) else {
                return String::new();
            };
            let (list, i, item) = name_texts(depth, "list", "i", "item");
            let elem_new = values::nilable(elem_shape, &Place::reference_var(item.as_str()));
            let Some(correlation) = correlation else {
                // Atomic lists correlate no old element.
                let inner = descend(e, elem, elem_shape, elem_new, "None", "&path", depth + 1);
                let body =
                    format!("for ({i}, {item}) in {list}.iter().enumerate() {{ let path = path.index({i}); {inner} }}");
                return bind(new, &list, &body);
            };
            let (old_index, old_item) = (format!("old_{list}"), format!("old_{item}"));
            let key = super::each::list_key(model, &|id| e.type_path(id), elem_shape, correlation);
            let elem_old = values::nilable(elem_shape, &Place::reference_var("old")).old_option(&old_item);
            // What an unchanged element still runs: a `map` list item, the
            // transition rules below it; a `set` item, which the API
            // server pairs with no old item, every CEL rule below it.
            let item_new = || values::nilable(elem_shape, &Place::reference_var(item.as_str()));
            let walk = match correlation {
                Correlation::Keys(_) => e.reaches_transitions(elem).then(|| {
                    let old = values::tokens(&elem_old);
                    super::transitions::unchanged(e, elem, elem_shape, item_new(), old, depth + 1)
                }),
                Correlation::Equal => {
                    let rules = super::unpaired::unpaired(e, elem, elem_shape, item_new(), depth + 1);
                    let entries = super::unpaired::entries(e, elem, elem_shape, item_new(), depth + 1);
                    Some(quote::quote!(#rules #entries))
                }
            };
            let walk = walk
                .filter(|w| !w.is_empty())
                .map(|walk| format!("let path = path.index({i}); {}", layout::embed(walk)))
                .unwrap_or_default();
            let inner = descend(e, elem, elem_shape, elem_new, &elem_old, "&path", depth + 1);
            // Only updates have old elements; the test lets the compiler
            // drop the lookup from a create's loop.
            let body = format!(
                "let {old_index} = validate::OldIndex::new({old}.map(Vec::as_slice), {key}); \
                 for ({i}, {item}) in {list}.iter().enumerate() {{ \
                 let {old_item} = if op.is_update() {{ {old_index}.find({item}) }} else {{ None }}; \
                 if {old_item}.is_some_and(|old| old.semantic_eq({item})) {{ {walk} continue; }} \
                 let path = path.index({i}); {inner} }}"
            );
            bind(new, &list, &body)
        }
        Descend::Map { key, value } => {
            let Shape::Map(kind, key_shape, value_shape) = model.underlying(shape) else {
                return String::new();
            };
            let (map, key_var, val) = name_texts(depth, "map", "key", "val");
            let old_map = format!("old_{map}");
            // Map keys take no CEL rules.
            let key_block = match key.as_ref().filter(|_| !e.rules_mode) {
                Some(kd) => {
                    let new_key = values::nilable(key_shape, &Place::reference_var(key_var.as_str()));
                    // Keys get no old value; existing keys are not revalidated.
                    let inner = descend(e, kd, key_shape, new_key, "None", path, depth + 1);
                    format!("if !(op.is_update() && {old_map}.is_some_and(|old| old.contains_key({key_var}))) {{ {inner} }}")
                }
                None => String::new(),
            };
            let key_path = values::key_str(model, key_shape, &key_var)
                .unwrap_or_else(|| checks::compile_error("validation-gen: map keys must be strings"));
            let value_block = value.as_ref().map(|vd| {
                let old_val = format!("old_{val}");
                let new_val = values::nilable(value_shape, &Place::reference_var(val.as_str()));
                let old_nilable = values::nilable(value_shape, &Place::reference_var("old")).old_option(&old_val);
                let inner = descend(e, vd, value_shape, new_val, &old_nilable, "&path", depth + 1);
                let unchanged = values::equal_refs(model, value_shape, "old", &val);
                let walk = if e.reaches_transitions(vd) {
                    let new_val = values::nilable(value_shape, &Place::reference_var(val.as_str()));
                    let walk = super::transitions::unchanged(
                        e,
                        vd,
                        value_shape,
                        new_val,
                        values::tokens(&old_nilable),
                        depth + 1,
                    );
                    format!("else {{ let path = path.key({key_path}); {} }}", layout::embed(walk))
                } else {
                    String::new()
                };
                format!(
                    "let {old_val} = {old_map}.and_then(|old| old.get({key_var})); \
                     if !(op.is_update() && {old_val}.is_some_and(|old| {unchanged})) {{ \
                     let path = path.key({key_path}); {inner} }} {walk}"
                )
            });
            let each = if value_block.is_some() {
                format!("for ({key_var}, {val}) in {map}.iter()")
            } else {
                format!("for {key_var} in {map}.keys()")
            };
            let value_block = value_block.unwrap_or_default();
            let body = if *kind == MapKind::HashMap {
                // A HashMap's order is random: report entries in key order.
                // Only failing entries are collected, so valid maps allocate nothing.
                let failed = format!("failed_{map}");
                format!(
                    "let {old_map} = {old}; let mut {failed} = Vec::new(); \
                     {each} {{ let mut entry_errs = ErrorList::new(); let errs = &mut entry_errs; \
                     {key_block} {value_block} \
                     if !errs.is_empty() {{ {failed}.push(({key_path}, entry_errs)); }} }} \
                     {failed}.sort_by(|a, b| a.0.cmp(b.0)); \
                     for (_, entry_errs) in {failed} {{ errs.append(entry_errs); }}"
                )
            } else {
                format!("let {old_map} = {old}; {each} {{ {key_block} {value_block} }}")
            };
            bind(new, &map, &body)
        }
    }
}

/// Look through `Inner` steps alongside the `Option`/pointer layers that
/// `nilable` already removed.
pub(super) fn strip_inner<'a>(d: &'a Descend, shape: &'a Shape) -> (&'a Descend, &'a Shape) {
    match (d, shape) {
        (Descend::Inner(inner), Shape::Optional(s) | Shape::Pointer(_, s)) => strip_inner(inner, s),
        (d, Shape::Optional(s) | Shape::Pointer(_, s)) => strip_inner(d, s),
        (d, s) => (d, s),
    }
}

/// Variable names for nested loops: `list`, `list1`, ...
pub(super) fn names(
    depth: usize,
    a: &str,
    b: &str,
    c: &str,
) -> (proc_macro2::Ident, proc_macro2::Ident, proc_macro2::Ident) {
    let (a, b, c) = name_texts(depth, a, b, c);
    (ident(&a), ident(&b), ident(&c))
}

/// [`names`] as text.
fn name_texts(depth: usize, a: &str, b: &str, c: &str) -> (String, String, String) {
    let n = |s: &str| {
        if depth == 0 {
            s.to_owned()
        } else {
            format!("{s}{depth}")
        }
    };
    (n(a), n(b), n(c))
}

/// [`bind`] for the parts still built with quote.
pub(super) fn bind_tokens(value: ValueExpr, name: &proc_macro2::Ident, body: TokenStream) -> TokenStream {
    layout::fragment_text(&bind(value, &name.to_string(), &layout::embed(body)))
}

/// Bind a nilable value to `name` for `body`: directly when always present.
pub(super) fn bind(value: ValueExpr, name: &str, body: &str) -> String {
    match value {
        ValueExpr::Always(e) => format!("let {name} = {e}; {body}"),
        ValueExpr::Maybe(e) => format!("if let Some({name}) = {e} {{ {body} }}"),
    }
}

#[cfg(test)]
mod tests {
    /// Every name the walk for imports and parameters looks for is one
    /// whose bit a fragment keeps as it is read.
    #[test]
    fn runtime_names_and_parameters_are_tracked_words() {
        let wanted = super::RUNTIME_NAMES
            .iter()
            .map(|(name, _)| *name)
            .chain(["obj", "old", "errs", "op", "path"]);
        for name in wanted {
            assert!(super::layout::TRACKED_WORDS.contains(&name), "{name}");
        }
    }
}
