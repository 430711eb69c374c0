//! One type's validation function: type-level checks, then
//! field blocks or the descent into a newtype's or alias's value.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Field, MapKind, Shape, TypeKind};
use crate::plan::{Body, Descend, FieldPlan, TypePlan};
use crate::validators::{Check, Correlation};

use super::checks::{self, CheckEnv, OnStop};
use super::layout;
use super::lazy::Lazy;
use super::rules_only;
use super::values::{self, Place, ValueExpr};
use super::{field_ident, function_name, ident, struct_fields, Emitter};

/// The environment of a type function's own checks: the value `obj`, the
/// old value `old`, at `path`.
pub(super) fn type_env<'a>(
    e: &'a Emitter<'_>,
    id: crate::model::TypeId,
    shape: &'a Shape,
    type_path: &'a dyn Fn(crate::model::TypeId) -> TokenStream,
) -> CheckEnv<'a> {
    let model = e.model;
    let obj = || Place::reference_var(quote!(obj));
    let old = || Place::reference_var(quote!(old));
    CheckEnv {
        value: Lazy::new(move || values::view(model, shape, &obj()).new_option()),
        old_value: Lazy::new(move || values::view(model, shape, &old()).old_option(&quote!(old))),
        is_set: Lazy::new(move || values::is_set(model, shape, &obj())),
        is_unset: Lazy::new(move || values::is_unset(model, shape, &obj())),
        path: quote!(path).into(),
        nilable_value: quote!(Some(obj)).into(),
        nilable_old: quote!(old).into(),
        old_is_set: Lazy::new(move || {
            let old_set = values::is_set(model, shape, &old());
            if checks::mentions(&old_set, "old") {
                quote!(old.map(|old| #old_set))
            } else {
                quote!(old.map(|_| #old_set))
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
fn type_body(e: &Emitter<'_>, plan: &TypePlan) -> TokenStream {
    match &plan.body {
        Body::None => quote!(),
        Body::Struct(fields) => {
            let defs = struct_fields(e.model, plan.id);
            let blocks = fields
                .iter()
                .filter_map(|p| defs.get(p.index).map(|f| field_block(e, plan, p, f)));
            quote!(#(#blocks)*)
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
fn function_checks(e: &Emitter<'_>, plan: &TypePlan) -> TokenStream {
    let shape = Shape::Named(plan.id);
    let type_path = |id| e.type_path(id);
    let env = type_env(e, plan.id, &shape, &type_path);
    // Read once (see `layout::fragment`): the checks around it interpolate
    // one token instead of every field block.
    let body = layout::fragment(type_body(e, plan));
    // Below a failing type-level short-circuit only the CEL rules run.
    let rules = if !e.rules_mode && stops_with_error(&plan.checks) {
        layout::fragment(type_body(&e.in_rules_mode(), &rules_only::rules_plan(plan)))
    } else {
        quote!()
    };
    let tails = checks::Tails { full: body, rules };
    let cohorts = checks::cohorts_binding_path(&plan.checks, &env, tails, OnStop::Return, quote!());
    // Field blocks bind their own `value`; only the type-level checks count.
    let bindings = if plan.checks.is_empty() {
        quote!()
    } else {
        env.bindings(&checks::cohorts(&plan.checks, &env, quote!(), OnStop::Return))
    };
    // A type that contains itself recurses once per level of the value:
    // past the runtime's depth limit it reports the depth and stops.
    let guard = e.is_recursive(plan.id).then(|| {
        quote! {
            let Some(_depth) = ::validation_runtime::depth::DepthGuard::enter() else {
                errs.push(::validation_runtime::depth::too_deep(path));
                return;
            };
        }
    });
    quote!(#guard #bindings #cohorts)
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
    let doc = proc_macro2::Literal::string(&doc);
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
    let checks = layout::fragment(env.bound(lines));
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
fn accumulator_function(doc: &str, name: &proc_macro2::Ident, ty: &TokenStream, checks: TokenStream) -> TokenStream {
    let checks = layout::fragment(checks);
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
    let doc = proc_macro2::Literal::string(doc);
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
                        // Read already: its words, without copying its tokens.
                        Some(index) => layout::fragment_words(index, &mut |word| self.word(word)),
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

    /// [`Reads::scan`] of one word of a fragment.
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
fn field_block(e: &Emitter<'_>, owner: &TypePlan, plan: &FieldPlan, field: &Field) -> TokenStream {
    let model = e.model;
    let f = field_ident(field);
    let shape = &field.shape;
    let path = if field.flatten {
        // Embedded structs add no path segment, except at the top of a
        // root object, where the embedded type's name is used.
        let name = flattened_type_name(e, shape);
        quote!(let path = if path.is_root() { path.child(#name) } else { *path };)
    } else {
        let json = &field.json_name;
        quote!(let path = path.child(#json);)
    };
    let new_place = Place::new(quote!(obj.#f));
    let old_place = Place::new(quote!(old.#f));
    let type_path = |id| e.type_path(id);
    let env = CheckEnv::for_field(model, shape, &f, &quote!(obj), &quote!(old), &type_path);
    let below = |e: &Emitter<'_>| match &plan.descend {
        Some(d) => {
            let new = values::nilable(shape, &new_place);
            let old = values::nilable(shape, &old_place).old_option(&quote!(old));
            descend(e, d, shape, new, old, &quote!(&path), 0)
        }
        None => quote!(),
    };
    // Transition rules never ratchet: they run before (and outside) the
    // check that skips an unchanged field.
    let (transition, ratcheted) = split_transition_rules(&plan.checks);
    // Below a failing short-circuit only the CEL rules run.
    let rules_below = if !e.rules_mode && stops_with_error(&ratcheted) {
        below(&e.in_rules_mode())
    } else {
        quote!()
    };
    let tails = checks::Tails {
        full: below(e),
        rules: rules_below,
    };
    let transition = if transition.is_empty() {
        quote!()
    } else {
        let lines = checks::plain_lines(&transition, &env);
        let bindings = env.bindings(&lines);
        let cfg = super::field_cfg(field);
        quote!(#cfg { #bindings #path #lines })
    };
    let cohorts = checks::cohorts_binding_path(&ratcheted, &env, tails, OnStop::Nest, path.clone());
    if cohorts.is_empty() {
        // Only silent checks (a bare `k8s:optional`): nothing can fail.
        return transition;
    }
    // Read once here; the function around it interpolates one token.
    let cohorts = layout::fragment(cohorts);
    let bindings = env.bindings(&cohorts);
    if compared_by_the_callee(e, plan) {
        return quote! {{
            #bindings
            #cohorts
        }};
    }
    let unchanged = values::equal(model, shape, quote!(obj.#f), quote!(old.#f));
    let _ = owner;
    let cfg = super::field_cfg(field);
    // An unchanged value is still walked for the transition rules below it.
    let unchanged_transitions = match plan.descend.as_ref().filter(|d| e.reaches_transitions(d)) {
        Some(d) => {
            let new = values::nilable(shape, &new_place);
            let old = values::nilable(shape, &old_place).old_option(&quote!(old));
            let walk = super::transitions::unchanged(e, d, shape, new, old, 0);
            quote!(else { #path #walk })
        }
        None => quote!(),
    };
    quote! {
        #transition
        #cfg
        if !(op.is_update() && old.is_some_and(|old| #unchanged)) {
            #bindings
            #cohorts
        } #unchanged_transitions
    }
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
    match crate::plan::strip(shape) {
        Shape::Named(id) => e.model.name(*id).to_string(),
        Shape::External(path) => path.rsplit("::").next().unwrap_or(path).to_string(),
        _ => String::new(),
    }
}

/// A newtype's or alias's wrapped value.
fn inner_descend(e: &Emitter<'_>, plan: &TypePlan, d: &Descend) -> TokenStream {
    // A newtype's value is a field (`obj.0`); an alias's is `obj` itself.
    let (shape, new_place, old_place) = match e.model.get(plan.id).map(|t| &t.kind) {
        Some(TypeKind::Newtype(inner)) => (inner, Place::new(quote!(obj.0)), Place::new(quote!(old.0))),
        Some(TypeKind::Alias(target)) => (
            e.model.past_aliases(target),
            Place::reference_var(quote!(obj)),
            Place::reference_var(quote!(old)),
        ),
        _ => return quote!(),
    };
    let new = values::nilable(shape, &new_place);
    let old = values::nilable(shape, &old_place).old_option(&quote!(old));
    descend(e, d, shape, new, old, &quote!(path), 0)
}

/// Validate what lies below a value: its type's function, or each element.
/// `new` is the value (nilable), `old` an `Option` of the correlated old value.
fn descend(
    e: &Emitter<'_>,
    d: &Descend,
    shape: &Shape,
    new: ValueExpr,
    old: TokenStream,
    path: &TokenStream,
    depth: usize,
) -> TokenStream {
    let model = e.model;
    if e.rules_mode && !e.rules_only.reaches(d) {
        return quote!();
    }
    let (d, shape) = strip_inner(d, shape);
    match d {
        Descend::Call(id) if e.rules_mode => {
            let function = e.in_output_module(*id, rules_only::rules_name(e, *id));
            let new = new.new_option();
            quote!(#function(op, #path, #new, #old, errs);)
        }
        Descend::Call(id) => {
            let function = e.function_into_path(*id);
            let new = new.new_option();
            quote!(#function(op, #path, #new, #old, errs);)
        }
        Descend::Inner(_) => quote!(),
        Descend::List(elem, correlation) => {
            let Shape::List(elem_shape) = model.underlying(shape) else {
                return quote!();
            };
            let (list, i, item) = names(depth, "list", "i", "item");
            let elem_new = values::nilable(elem_shape, &Place::reference_var(quote!(#item)));
            let Some(correlation) = correlation else {
                // Atomic lists correlate no old element.
                let inner = descend(e, elem, elem_shape, elem_new, quote!(None), &quote!(&path), depth + 1);
                let body = quote! {
                    for (#i, #item) in #list.iter().enumerate() {
                        let path = path.index(#i);
                        #inner
                    }
                };
                return bind(new, &list, body);
            };
            let (old_index, old_item) = (ident(&format!("old_{list}")), ident(&format!("old_{item}")));
            let key = super::each::list_key(model, &|id| e.type_path(id), elem_shape, correlation);
            let elem_old =
                values::nilable(elem_shape, &Place::reference_var(quote!(old))).old_option(&quote!(#old_item));
            // What an unchanged element still runs: a `map` list item, the
            // transition rules below it; a `set` item, which the API
            // server pairs with no old item, every CEL rule below it.
            let item_new = || values::nilable(elem_shape, &Place::reference_var(quote!(#item)));
            let walk = match correlation {
                Correlation::Keys(_) => e.reaches_transitions(elem).then(|| {
                    super::transitions::unchanged(e, elem, elem_shape, item_new(), elem_old.clone(), depth + 1)
                }),
                Correlation::Equal => Some(super::unpaired::unpaired(e, elem, elem_shape, item_new(), depth + 1)),
            };
            let walk = walk.filter(|w| !w.is_empty()).map(|walk| {
                quote! {
                    let path = path.index(#i);
                    #walk
                }
            });
            let inner = descend(e, elem, elem_shape, elem_new, elem_old, &quote!(&path), depth + 1);
            let body = quote! {
                let #old_index = validate::OldIndex::new(#old.map(Vec::as_slice), #key);
                for (#i, #item) in #list.iter().enumerate() {
                    // Only updates have old elements; the test lets the
                    // compiler drop the lookup from a create's loop.
                    let #old_item = if op.is_update() { #old_index.find(#item) } else { None };
                    if #old_item.is_some_and(|old| old.semantic_eq(#item)) {
                        #walk
                        continue;
                    }
                    let path = path.index(#i);
                    #inner
                }
            };
            bind(new, &list, body)
        }
        Descend::Map { key, value } => {
            let Shape::Map(kind, key_shape, value_shape) = model.underlying(shape) else {
                return quote!();
            };
            let (map, key_var, val) = names(depth, "map", "key", "val");
            let old_map = ident(&format!("old_{map}"));
            // Map keys take no CEL rules.
            let key_block = key.as_ref().filter(|_| !e.rules_mode).map(|kd| {
                let new_key = values::nilable(key_shape, &Place::reference_var(quote!(#key_var)));
                // Keys get no old value; existing keys are not revalidated.
                let inner = descend(e, kd, key_shape, new_key, quote!(None), path, depth + 1);
                quote! {
                    if !(op.is_update() && #old_map.is_some_and(|old| old.contains_key(#key_var))) {
                        #inner
                    }
                }
            });
            let key_path = values::key_str(model, key_shape, quote!(#key_var))
                .unwrap_or_else(|| quote!(compile_error!("validation-gen: map keys must be strings")));
            let value_block = value.as_ref().map(|vd| {
                let old_val = ident(&format!("old_{val}"));
                let new_val = values::nilable(value_shape, &Place::reference_var(quote!(#val)));
                let old_nilable =
                    values::nilable(value_shape, &Place::reference_var(quote!(old))).old_option(&quote!(#old_val));
                let inner = descend(e, vd, value_shape, new_val, old_nilable, &quote!(&path), depth + 1);
                let unchanged = values::equal_refs(model, value_shape, quote!(old), quote!(#val));
                let walk = e.reaches_transitions(vd).then(|| {
                    let new_val = values::nilable(value_shape, &Place::reference_var(quote!(#val)));
                    let old_nilable =
                        values::nilable(value_shape, &Place::reference_var(quote!(old))).old_option(&quote!(#old_val));
                    let walk = super::transitions::unchanged(e, vd, value_shape, new_val, old_nilable, depth + 1);
                    quote! {
                        else {
                            let path = path.key(#key_path);
                            #walk
                        }
                    }
                });
                quote! {
                    let #old_val = #old_map.and_then(|old| old.get(#key_var));
                    if !(op.is_update() && #old_val.is_some_and(|old| #unchanged)) {
                        let path = path.key(#key_path);
                        #inner
                    } #walk
                }
            });
            let each = if value_block.is_some() {
                quote!(for (#key_var, #val) in #map.iter())
            } else {
                quote!(for #key_var in #map.keys())
            };
            let body = if *kind == MapKind::HashMap {
                // A HashMap's order is random: report entries in key order.
                // Only failing entries are collected, so valid maps allocate nothing.
                let failed = ident(&format!("failed_{map}"));
                quote! {
                    let #old_map = #old;
                    let mut #failed = Vec::new();
                    #each {
                        let mut entry_errs = ErrorList::new();
                        let errs = &mut entry_errs;
                        #key_block
                        #value_block
                        if !errs.is_empty() {
                            #failed.push((#key_path, entry_errs));
                        }
                    }
                    #failed.sort_by(|a, b| a.0.cmp(b.0));
                    for (_, entry_errs) in #failed {
                        errs.append(entry_errs);
                    }
                }
            } else {
                quote! {
                    let #old_map = #old;
                    #each {
                        #key_block
                        #value_block
                    }
                }
            };
            bind(new, &map, body)
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
    let n = |s: &str| {
        if depth == 0 {
            ident(s)
        } else {
            ident(&format!("{s}{depth}"))
        }
    };
    (n(a), n(b), n(c))
}

/// Bind a nilable value to `name` for `body`: directly when always present.
pub(super) fn bind(value: ValueExpr, name: &proc_macro2::Ident, body: TokenStream) -> TokenStream {
    match value {
        ValueExpr::Always(e) => quote! {
            let #name = #e;
            #body
        },
        ValueExpr::Maybe(e) => quote! {
            if let Some(#name) = #e {
                #body
            }
        },
    }
}
