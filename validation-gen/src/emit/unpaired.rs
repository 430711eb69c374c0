//! The API server pairs no `set` item with an old one: on update it runs
//! the CEL rules of every item of a changed set, and of every value below
//! it, with no old value, whether or not the same item was in the old set
//! (only the whole set, the nearest value it can pair, ratchets). Tag
//! ratcheting skips such an unchanged item; this walks it for its CEL
//! rules alone, through a `validate_<type>_unpaired_into` function emitted
//! only for the types a set item reaches that have CEL rules below (other
//! types' code is unchanged).
//!
//! Transition rules never run there: no old value can reach them (the
//! generator rejects one under `set` or `atomic` items).

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{MapKind, Shape, TypeId, TypeKind};
use crate::plan::{Body, Cohort, Descend, Plan, TypePlan};
use crate::validators::{Call, Check, Correlation, Each};

use super::checks::{self, CheckEnv};
use super::values::{self, Place, ValueExpr};
use super::{field_ident, function_name, ident, struct_fields, Emitter};

/// Per type id: whether it has CEL rules that are not transition rules, at
/// any depth (struct fields, list items, map values), and whether a `set`
/// item reaches it, so it gets an unpaired function. The same walk, with
/// `allOf` entries instead of CEL rules (`Unpaired::entries`), runs the
/// entries below the items of an unchanged atomic or `set` list, which the
/// API server pairs with no old item and never ratchets.
pub struct Unpaired {
    rules_below: Vec<bool>,
    emitted: Vec<bool>,
    /// Walks `allOf` entries, not CEL rules.
    entries: bool,
}

impl Unpaired {
    pub fn new(plan: &Plan) -> Unpaired {
        let rules_below = rules_below(plan, &|transition| !transition);
        let emitted = reached_from_set_items(plan, &rules_below, &[Some(Correlation::Equal)]);
        Unpaired {
            rules_below,
            emitted,
            entries: false,
        }
    }

    /// The walk of the `allOf` entries below the items of atomic and `set`
    /// lists (`validate_<type>_entries_into`).
    pub fn entries(plan: &Plan) -> Unpaired {
        let entries_below = super::reach::types_where(plan, |cohorts| !entry_checks(cohorts).is_empty(), reaches);
        let emitted = reached_from_set_items(plan, &entries_below, &[Some(Correlation::Equal), None]);
        Unpaired {
            rules_below: entries_below,
            emitted,
            entries: true,
        }
    }

    /// The checks this walk runs of cohorts.
    fn own_checks(&self, cohorts: &[Cohort]) -> Vec<Check> {
        if self.entries {
            entry_checks(cohorts)
        } else {
            rule_checks(cohorts)
        }
    }

    /// Whether type `id` gets a `validate_<type>_unpaired_into`.
    pub fn is_emitted(&self, id: TypeId) -> bool {
        self.emitted.get(id).copied().unwrap_or(false)
    }

    /// Whether a descent reaches a type with CEL rules (or a rule on the
    /// way is a CEL rule): something to walk an unpaired value for.
    pub(super) fn reaches(&self, d: &Descend) -> bool {
        reaches(&self.rules_below, d)
    }
}

/// A check split into its CEL rules, `wanted` ones at any depth inside
/// `k8s:eachVal` over values and `k8s:subfield`, and the rest. Inside the
/// rules' part, `eachVal` pairs no element: it runs where there is no old
/// value.
pub fn split_rules(check: &Check, wanted: &dyn Fn(bool) -> bool) -> (Option<Check>, Option<Check>) {
    split_where(check, &|call| call.cel_rules().is_some_and(wanted))
}

/// A check split into the checks whose call is `wanted`, at any depth
/// inside `k8s:eachVal` over values and `k8s:subfield`, and the rest.
fn split_where(check: &Check, wanted: &dyn Fn(&Call) -> bool) -> (Option<Check>, Option<Check>) {
    let with = |call: Call| Check { call, ..check.clone() };
    let split_all = |checks: &[Check]| -> (Vec<Check>, Vec<Check>) {
        let (mut rules, mut rest) = (Vec::new(), Vec::new());
        for c in checks {
            let (r, o) = split_where(c, wanted);
            rules.extend(r);
            rest.extend(o);
        }
        (rules, rest)
    };
    let nonempty = |checks: Vec<Check>| (!checks.is_empty()).then_some(checks);
    match &check.call {
        call if wanted(call) => (Some(check.clone()), None),
        Call::Each {
            over,
            checks,
            correlation,
        } if *over != Each::MapKeys => {
            let (rules, rest) = split_all(checks);
            let rules = nonempty(rules).map(|checks| {
                with(Call::Each {
                    over: *over,
                    checks,
                    correlation: None,
                })
            });
            let rest = nonempty(rest).map(|checks| {
                with(Call::Each {
                    over: *over,
                    checks,
                    correlation: correlation.clone(),
                })
            });
            (rules, rest)
        }
        Call::Subfield { field, checks } => {
            let (rules, rest) = split_all(checks);
            let subfield = |checks| with(Call::Subfield { field: *field, checks });
            (nonempty(rules).map(subfield), nonempty(rest).map(subfield))
        }
        _ => (None, Some(check.clone())),
    }
}

/// The CEL rules (not transition rules) of cohorts' checks.
fn rule_checks(cohorts: &[Cohort]) -> Vec<Check> {
    wanted_rules(cohorts, &|transition| !transition)
}

/// The `allOf` entries of cohorts' checks (kube-openapi's nested markers),
/// at any depth inside `k8s:eachVal` and `k8s:subfield`.
fn entry_checks(cohorts: &[Cohort]) -> Vec<Check> {
    cohorts
        .iter()
        .flat_map(|c| c.short_circuit.iter().chain(&c.rest))
        .filter_map(|c| split_where(c, &|call| matches!(call, Call::AllOf { .. })).0)
        .collect()
}

/// The `wanted` CEL rules of cohorts' checks.
fn wanted_rules(cohorts: &[Cohort], wanted: &dyn Fn(bool) -> bool) -> Vec<Check> {
    cohorts
        .iter()
        .flat_map(|c| c.short_circuit.iter().chain(&c.rest))
        .filter_map(|c| split_rules(c, wanted).0)
        .collect()
}

/// Per type id: whether it has `wanted` CEL rules at any depth. A
/// fixpoint, so recursive types terminate.
pub(super) fn rules_below(plan: &Plan, wanted: &dyn Fn(bool) -> bool) -> Vec<bool> {
    super::reach::types_where(plan, |cohorts| !wanted_rules(cohorts, wanted).is_empty(), reaches)
}

/// Whether a descent reaches a type with rules: through every list item
/// and map value (map keys take no rules).
pub(super) fn reaches(has: &[bool], d: &Descend) -> bool {
    match d {
        Descend::Call(id) => has.get(*id).copied().unwrap_or(false),
        Descend::Inner(inner) | Descend::List(inner, _) => reaches(has, inner),
        Descend::Map { value, .. } => value.as_deref().is_some_and(|v| reaches(has, v)),
    }
}

/// The types an unchanged item of the lists `lists` correlates so (`set`;
/// `None`, atomic) is walked through: the items' types with rules below,
/// and the types with rules their walks call in turn.
fn reached_from_set_items(plan: &Plan, has: &[bool], lists: &[Option<Correlation>]) -> Vec<bool> {
    let mut by_id: Vec<Option<&TypePlan>> = vec![None; has.len()];
    for f in &plan.functions {
        if let Some(slot) = by_id.get_mut(f.id) {
            *slot = Some(f);
        }
    }
    let descents = |f: &'_ TypePlan| -> Vec<Descend> {
        match &f.body {
            Body::None => Vec::new(),
            Body::Inner(d) => vec![d.clone()],
            Body::Struct(fields) => fields.iter().filter_map(|p| p.descend.clone()).collect(),
        }
    };
    let mut queue = Vec::new();
    for f in &plan.functions {
        for d in descents(f) {
            let mut items = Vec::new();
            set_items(&d, lists, &mut items);
            for item in items {
                calls(has, item, &mut queue);
            }
        }
    }
    let mut reached = vec![false; has.len()];
    while let Some(id) = queue.pop() {
        match reached.get_mut(id) {
            Some(r) if !*r => *r = true,
            _ => continue,
        }
        if let Some(Some(f)) = by_id.get(id) {
            for d in descents(f) {
                calls(has, &d, &mut queue);
            }
        }
    }
    reached
}

/// The element descents of the lists in `d` correlated as one of `lists`.
fn set_items<'d>(d: &'d Descend, lists: &[Option<Correlation>], out: &mut Vec<&'d Descend>) {
    match d {
        Descend::List(elem, correlation) => {
            if lists.contains(correlation) {
                out.push(elem);
            }
            set_items(elem, lists, out);
        }
        Descend::Inner(inner) => set_items(inner, lists, out),
        Descend::Map { value: Some(v), .. } => set_items(v, lists, out),
        Descend::Map { value: None, .. } | Descend::Call(_) => {}
    }
}

/// The types with rules an unpaired walk of `d` calls.
pub(super) fn calls(has: &[bool], d: &Descend, out: &mut Vec<TypeId>) {
    match d {
        Descend::Call(id) if has.get(*id).copied().unwrap_or(false) => out.push(*id),
        Descend::Call(_) | Descend::Map { value: None, .. } => {}
        Descend::Inner(inner) | Descend::List(inner, _) => calls(has, inner, out),
        Descend::Map { value: Some(v), .. } => calls(has, v, out),
    }
}

/// `validate_<type>_unpaired_into`, or `validate_<type>_entries_into` for
/// the entries' walk.
fn unpaired_name(e: &Emitter<'_>, w: &Unpaired, id: TypeId) -> proc_macro2::Ident {
    let suffix = if w.entries { "entries" } else { "unpaired" };
    ident(&format!("{}_{suffix}_into", function_name(e.model, id)))
}

/// `env` where there is no old value.
fn without_old(env: CheckEnv<'_>) -> CheckEnv<'_> {
    CheckEnv {
        old_value: "None".into(),
        nilable_old: "None".into(),
        old_is_set: "None".into(),
        ..env
    }
}

/// The CEL rules of a value with no old value, and of every value below
/// it: the function an unchanged `set` item is walked with.
pub fn unpaired_function(e: &Emitter<'_>, w: &Unpaired, plan: &TypePlan) -> TokenStream {
    let model = e.model;
    let name = unpaired_name(e, w, plan.id);
    let ty = e.type_path(plan.id);
    let shape = Shape::Named(plan.id);
    let type_path = |id| e.type_path(id);
    let env = without_old(super::function::type_env(e, plan.id, &shape, &type_path));
    // A struct's own entry runs in the block of the struct it embeds.
    let without_entry = w
        .entries
        .then(|| super::all_of::without_embedding_entry(e, plan))
        .flatten();
    let type_checks = without_entry.as_deref().unwrap_or(&plan.checks);
    let (own_bindings, own) = env.bindings_tokens(&checks::plain_lines(&w.own_checks(type_checks), &env));
    let own = quote!(#own_bindings #own);
    let body = match &plan.body {
        Body::None => quote!(),
        Body::Inner(d) => inner(e, w, plan, d),
        Body::Struct(fields) => {
            let defs = struct_fields(model, plan.id);
            let block_of = |p: &crate::plan::FieldPlan, field: &crate::model::Field| {
                let mut rules = w.own_checks(&p.checks);
                // One summary for the field's entry and its type's (see
                // `super::all_of::shared_node`).
                let shared_node = if w.entries {
                    super::all_of::shared_node(e, p, field, &mut rules)
                } else {
                    None
                };
                let reaches = p.descend.as_ref().is_some_and(|d| w.reaches(d));
                if rules.is_empty() && !reaches {
                    return None;
                }
                let f = field_ident(field);
                let env = without_old(CheckEnv::for_field(model, &field.shape, &f, "obj", "old", &type_path));
                let (bindings, lines) = env.bindings_tokens(&checks::plain_lines(&rules, &env));
                let below = match p.descend.as_ref().filter(|_| reaches) {
                    Some(d) => {
                        let new = values::nilable(&field.shape, &Place::new(format!("obj.{f}")));
                        walk(e, w, d, &field.shape, new, 0)
                    }
                    None => quote!(),
                };
                let embedding = (w.entries && shared_node.is_none())
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
                let block = quote!(#cfg { #path #bindings #lines #below });
                Some(super::all_of::around(embedding, block))
            };
            let blocks = fields
                .iter()
                .filter_map(|p| defs.get(p.index).map(|field| (field, block_of(p, field))));
            super::all_of::struct_body(
                w.entries.then(|| super::function::parts_node(e, plan)).flatten(),
                blocks,
            )
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
    let doc = if w.entries {
        format!(
            " The `allOf` entries (nested markers) of a `{}` with no old value, and of every value below it: an unchanged item of an atomic or `set` list still runs them, as the API server pairs no such item with an old one and never ratchets `allOf`.",
            model.name(plan.id)
        )
    } else {
        format!(
            " The CEL rules of a `{}` with no old value, and of every value below it: an unchanged item of a changed `set` still runs them, as the API server pairs no `set` item with an old one.",
            model.name(plan.id)
        )
    };
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
            errs: &mut ::validation_runtime::ErrorList,
        ) {
            #imports
            let Some(obj) = obj else {
                return;
            };
            #checks
        }
    }
}

/// A newtype's or alias's wrapped value.
fn inner(e: &Emitter<'_>, w: &Unpaired, plan: &TypePlan, d: &Descend) -> TokenStream {
    let (shape, place) = match e.model.get(plan.id).map(|t| &t.kind) {
        Some(TypeKind::Newtype(inner)) => (inner, Place::new("obj.0")),
        Some(TypeKind::Alias(target)) => (e.model.past_aliases(target), Place::reference_var("obj")),
        _ => return quote!(),
    };
    let below = walk(e, w, d, shape, values::nilable(shape, &place), 0);
    match w.entries.then(|| super::function::newtype_node(e, plan)).flatten() {
        // `walk` passes `&path`, a path of its own below a field.
        Some(node) => super::all_of::around(Some(node), super::all_of::with_own_path(below)),
        None => below,
    }
}

/// Walks a value with no old value for the CEL rules below it: every list
/// item and map value. `new` is the value (nilable), in scope as `path`.
pub fn unpaired(e: &Emitter<'_>, d: &Descend, shape: &Shape, new: ValueExpr, depth: usize) -> TokenStream {
    walk(e, e.unpaired, d, shape, new, depth)
}

/// Walks a value with no old value for the `allOf` entries below it (see
/// [`Unpaired::entries`]).
pub fn entries(e: &Emitter<'_>, d: &Descend, shape: &Shape, new: ValueExpr, depth: usize) -> TokenStream {
    walk(e, e.entries, d, shape, new, depth)
}

/// Walks a value with no old value for what `w` runs below it.
fn walk(e: &Emitter<'_>, w: &Unpaired, d: &Descend, shape: &Shape, new: ValueExpr, depth: usize) -> TokenStream {
    if !w.reaches(d) {
        return quote!();
    }
    let model = e.model;
    let (d, shape) = super::function::strip_inner(d, shape);
    match d {
        Descend::Call(id) => {
            let function = e.in_output_module(*id, unpaired_name(e, w, *id));
            let new = values::tokens(&new.new_option());
            quote!(#function(op, &path, #new, errs);)
        }
        Descend::Inner(_) => quote!(),
        Descend::List(elem, _) => {
            let Shape::List(elem_shape) = model.underlying(shape) else {
                return quote!();
            };
            let (list, i, item) = super::function::names(depth, "ulist", "i", "item");
            let elem_new = values::nilable(elem_shape, &Place::reference_var(item.to_string()));
            let below = walk(e, w, elem, elem_shape, elem_new, depth + 1);
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
            let (map, key_var, val) = super::function::names(depth, "umap", "key", "val");
            let key_path = values::key_str(model, key_shape, &key_var.to_string())
                .map(|k| values::tokens(&k))
                .unwrap_or_else(|| quote!(compile_error!("validation-gen: map keys must be strings")));
            let new_val = values::nilable(value_shape, &Place::reference_var(val.to_string()));
            let below = walk(e, w, vd, value_shape, new_val, depth + 1);
            let entry = quote! {
                let path = path.key(#key_path);
                #below
            };
            let body = if *kind == MapKind::HashMap {
                // A HashMap's order is random: visit its entries in key order.
                let key_of = |entry| {
                    values::key_str(model, key_shape, entry)
                        .map(|k| values::tokens(&k))
                        .unwrap_or_else(|| quote!(compile_error!("validation-gen: map keys must be strings")))
                };
                let (key_a, key_b) = (key_of("a.0"), key_of("b.0"));
                quote! {
                    let mut entries: Vec<_> = #map.iter().collect();
                    entries.sort_by(|a, b| #key_a.cmp(#key_b));
                    for (#key_var, #val) in entries {
                        #entry
                    }
                }
            } else {
                quote! {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validators::{CallArg, Rule};

    fn cel(rule: &str, transition: bool) -> Check {
        Check::new(
            Rule::new("cel"),
            Call::Cel {
                rule: rule.to_owned(),
                schema: "{}".to_owned(),
                root: false,
                transition,
            },
        )
    }

    fn max_length() -> Check {
        Check::new(
            Rule::new("maxLength"),
            Call::Value {
                function: "validate::max_length".to_owned(),
                args: vec![CallArg::Int(16)],
            },
        )
    }

    fn each(checks: Vec<Check>, correlation: Option<Correlation>) -> Check {
        Check::new(
            Rule::new("eachVal"),
            Call::Each {
                over: Each::ListValues,
                checks,
                correlation,
            },
        )
    }

    fn subfield(checks: Vec<Check>) -> Check {
        Check::new(Rule::new("subfield"), Call::Subfield { field: 0, checks })
    }

    /// (case, check, rules part, rest) for the plain rules (not transition
    /// rules): the rules' part pairs no element.
    #[test]
    fn split_rules_finds_plain_rules_at_every_depth() {
        let set = Some(Correlation::Equal);
        let cases: Vec<(&str, Check, Option<Check>, Option<Check>)> = vec![
            ("a plain rule", cel("a", false), Some(cel("a", false)), None),
            ("a transition rule", cel("t", true), None, Some(cel("t", true))),
            ("another check", max_length(), None, Some(max_length())),
            (
                "in eachVal and subfield, next to other checks",
                each(
                    vec![subfield(vec![cel("a", false), max_length()]), cel("t", true)],
                    set.clone(),
                ),
                Some(each(vec![subfield(vec![cel("a", false)])], None)),
                Some(each(vec![subfield(vec![max_length()]), cel("t", true)], set.clone())),
            ),
            (
                "eachVal without rules",
                each(vec![max_length()], set.clone()),
                None,
                Some(each(vec![max_length()], set)),
            ),
        ];
        for (name, check, rules, rest) in cases {
            assert_eq!(split_rules(&check, &|transition| !transition), (rules, rest), "{name}");
        }
    }

    fn all_of(checks: Vec<Check>) -> Check {
        Check::new(Rule::new("allOf"), Call::AllOf { checks })
    }

    /// The entries' walk takes the `allOf` entries at every depth, with no
    /// element paired, and no CEL rule (transition or not) nor other check.
    #[test]
    fn entry_checks_find_the_entries_alone() {
        let entry = all_of(vec![max_length()]);
        let cohort = Cohort {
            name: None,
            short_circuit: Vec::new(),
            rest: vec![
                entry.clone(),
                cel("a", false),
                cel("t", true),
                max_length(),
                each(
                    vec![subfield(vec![entry.clone(), cel("a", false)]), max_length()],
                    Some(Correlation::Equal),
                ),
            ],
        };
        assert_eq!(
            entry_checks(&[cohort]),
            [entry.clone(), each(vec![subfield(vec![entry])], None)]
        );
    }
}
