//! `Call::Each` (`k8s:eachVal`, `k8s:eachKey`): a block expression that
//! runs element-scope checks on every element, skipping unchanged elements
//! on update.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{MapKind, Model, Shape, TypeKind};
use crate::plan::order;
use crate::validators::{Check, Correlation, Each};

use super::checks::{self, CheckEnv, OnStop};
use super::lazy::Lazy;
use super::values::{self, Place};

/// The loop over elements; `value` / `old_value` hold the collection's
/// views. Rust text, a block expression.
pub fn each_call(
    env: &CheckEnv<'_>,
    over: Each,
    element_checks: &[Check],
    correlation: Option<&Correlation>,
) -> String {
    let model = env.model;
    let Some((key_shape, value_shape)) = crate::validators::iteration::elements(model, env.shape) else {
        return checks::compile_error("validation-gen: k8s:eachVal / k8s:eachKey on a value that is not a collection");
    };
    let cohorts = order(element_checks.to_vec());
    // The API server never pairs a `set`'s items for CEL rules: in a
    // changed set (only the whole set ratchets) every item is checked
    // again, with no old value, as an atomic list's are, and so is every
    // rule below an item (`items:properties:<name>:`).
    if over == Each::ListValues && matches!(correlation, Some(Correlation::Equal)) {
        let (mut rules, mut others) = (Vec::new(), Vec::new());
        for check in element_checks {
            let (r, o) = super::unpaired::split_rules(check, &|_| true);
            rules.extend(r);
            others.extend(o);
        }
        if !rules.is_empty() {
            let rules = each_call(env, over, &rules, None);
            let others = (!others.is_empty()).then(|| each_call(env, over, &others, correlation));
            return match others {
                Some(others) => format!("{{ let mut errs = {rules}; errs.append({others}); errs }}"),
                None => rules,
            };
        }
    }
    // CEL transition rules never ratchet: they run on unchanged elements too.
    let transition_cohorts = order(
        element_checks
            .iter()
            .filter_map(super::transitions::transition_part)
            .collect(),
    );
    // `old`: the variable holding the correlated old element, if any.
    let element_with = |cohorts: &[crate::plan::Cohort], shape: &Shape, var: &str, old: Option<&str>, path: &str| {
        let place = std::rc::Rc::new(Place::reference_var(var));
        let old_place = std::rc::Rc::new(Place::reference_var("old"));
        let old: std::rc::Rc<Option<String>> = std::rc::Rc::new(old.map(str::to_owned));
        let old_view = {
            let old = old.clone();
            move |view: values::ValueExpr| old.as_deref().map_or_else(|| "None".to_owned(), |o| view.old_option(o))
        };
        let old_view = std::rc::Rc::new(old_view);
        let element_env = CheckEnv {
            value: Lazy::new({
                let place = place.clone();
                move || values::view(model, shape, &place).new_option()
            }),
            old_value: Lazy::new({
                let (old_place, old_view) = (old_place.clone(), old_view.clone());
                move || old_view(values::view(model, shape, &old_place))
            }),
            is_set: Lazy::new({
                let place = place.clone();
                move || values::is_set(model, shape, &place)
            }),
            is_unset: Lazy::new({
                let place = place.clone();
                move || values::is_unset(model, shape, &place)
            }),
            path: path.into(),
            nilable_value: Lazy::new(move || values::nilable(shape, &place).new_option()),
            nilable_old: Lazy::new({
                let old_place = old_place.clone();
                move || old_view(values::nilable(shape, &old_place))
            }),
            old_is_set: Lazy::new(move || match old.as_deref() {
                Some(o) => {
                    let old_set = values::is_set(model, shape, &old_place);
                    let var = if values::reads_word(&old_set, "old") {
                        "old"
                    } else {
                        "_"
                    };
                    format!("{o}.map(|{var}| {old_set})")
                }
                None => "None".to_owned(),
            }),
            struct_fields: None,
            model,
            shape,
            type_path: env.type_path,
        };
        element_env.bound(&checks::cohorts(cohorts, &element_env, "", OnStop::Nest))
    };
    let element =
        |shape: &Shape, var: &str, old: Option<&str>, path: &str| element_with(&cohorts, shape, var, old, path);
    // Only transition rules: every element runs them, changed or not.
    let only_transitions = element_checks.iter().all(|c| super::transitions::split(c).1.is_none());
    // What an unchanged element runs before it is skipped, at `path`.
    let unchanged = |shape: &Shape, var: &str, old: &str, path: &str| {
        if transition_cohorts.is_empty() {
            return "continue;".to_owned();
        }
        let body = element_with(&transition_cohorts, shape, var, Some(old), "&path");
        format!("let path = {path}; {body} continue;")
    };
    let loop_body = match (over, key_shape) {
        (Each::ListValues, _) => match correlation {
            // Atomic lists correlate no old element: every element of a
            // changed list is validated.
            None => {
                let body = element(value_shape, "item", None, "&path");
                format!(
                    "if let Some(list) = value {{ for (i, item) in list.iter().enumerate() {{ \
                     let path = path.index(i); {body} }} }}"
                )
            }
            Some(correlation) => {
                let key = list_key(env.model, env.type_path, value_shape, correlation);
                let body = element(value_shape, "item", Some("old_item"), "&path");
                let skip = if only_transitions {
                    String::new()
                } else {
                    let skip = unchanged(value_shape, "item", "old_item", "path.index(i)");
                    format!("if old_item.is_some_and(|old| old.semantic_eq(item)) {{ {skip} }}")
                };
                format!(
                    "if let Some(list) = value {{ let old_index = validate::OldIndex::new(old_value, {key}); \
                     for (i, item) in list.iter().enumerate() {{ \
                     let old_item = if op.is_update() {{ old_index.find(item) }} else {{ None }}; \
                     {skip} let path = path.index(i); {body} }} }}"
                )
            }
        },
        (Each::MapValues, Some(key_shape)) => {
            let key_path = values::key_str(model, key_shape, "key")
                .unwrap_or_else(|| checks::compile_error("validation-gen: map keys must be strings"));
            let equal = values::equal_refs(model, value_shape, "old", "val");
            // No old map (an `allOf` entry): no old value, nothing skipped.
            let per_entry = if &*env.old_value == "None" {
                let body = element(value_shape, "val", None, "&path");
                format!("let path = path.key({key_path}); {body}")
            } else {
                let body = super::layout::text_fragment(&element(value_shape, "val", Some("old_val"), "&path"));
                let skip = if only_transitions {
                    String::new()
                } else {
                    let skip = unchanged(value_shape, "val", "old_val", &format!("path.key({key_path})"));
                    format!("if op.is_update() && old_val.is_some_and(|old| {equal}) {{ {skip} }}")
                };
                // Only `allOf` entries (which read no old value) read nothing old.
                let reads_old = !skip.is_empty()
                    || super::layout::text_mentions(&body, "old_val") == Some(super::layout::Mention::Read);
                let old_val = if reads_old {
                    "let old_val = old_value.and_then(|old| old.get(key));"
                } else {
                    ""
                };
                format!("{old_val} {skip} let path = path.key({key_path}); {body}")
            };
            map_loop(model, env.shape, "for (key, val) in map.iter()", &key_path, &per_entry)
        }
        (Each::MapKeys, Some(key_shape)) => {
            let key_path = values::key_str(model, key_shape, "key")
                .unwrap_or_else(|| checks::compile_error("validation-gen: map keys must be strings"));
            // Key errors are reported at the map's path; keys get no old value.
            let body = element(key_shape, "key", None, &env.path);
            let per_entry = format!(
                "if op.is_update() && old_value.is_some_and(|old| old.contains_key(key)) {{ continue; }} {body}"
            );
            map_loop(model, env.shape, "for key in map.keys()", &key_path, &per_entry)
        }
        _ => checks::compile_error("validation-gen: k8s:eachKey on a value that is not a map"),
    };
    format!("{{ let mut errs = ErrorList::new(); {loop_body} errs }}")
}

/// Iterate a map. A `HashMap`'s order is random, so its failing entries are
/// collected and reported in key order (valid maps allocate nothing).
fn map_loop(model: &Model, shape: &Shape, each: &str, key_path: &str, per_entry: &str) -> String {
    if map_kind(model, shape) != Some(MapKind::HashMap) {
        return format!("if let Some(map) = value {{ {each} {{ {per_entry} }} }}");
    }
    format!(
        "if let Some(map) = value {{ let mut failed = Vec::new(); {each} {{ let mut errs = ErrorList::new(); \
         {per_entry} if !errs.is_empty() {{ failed.push(({key_path}, errs)); }} }} \
         failed.sort_by(|a, b| a.0.cmp(b.0)); for (_, entry_errs) in failed {{ errs.append(entry_errs); }} }}"
    )
}

fn map_kind(model: &Model, shape: &Shape) -> Option<MapKind> {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => map_kind(model, inner),
        Shape::Map(kind, ..) => Some(*kind),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => map_kind(model, inner),
            _ => None,
        },
        _ => None,
    }
}

/// `validate::update_list(..)`: NoAddItem / NoRemoveItem, matching elements
/// by value (`set`) or by key (`map`).
pub fn update_list_call(
    env: &CheckEnv<'_>,
    constraints: &[crate::validators::CallArg],
    correlation: &Correlation,
) -> String {
    let Some((_, element)) = crate::validators::iteration::elements(env.model, env.shape) else {
        return checks::compile_error("validation-gen: k8s:update item rules on a value that is not a list");
    };
    let key = list_key(env.model, env.type_path, element, correlation);
    let mut constraints_text = String::new();
    for constraint in constraints {
        constraints_text.push_str(", ");
        constraints_text.push_str(&checks::emit_arg(constraint));
    }
    let path = &env.path;
    format!("validate::update_list(op, {path}, value, old_value, {key}{constraints_text})")
}

/// `validate::unique_by(..)`: duplicates by value (`set`) or by key (`map`).
pub fn unique_call(env: &CheckEnv<'_>, correlation: &Correlation) -> String {
    let Some((_, element)) = crate::validators::iteration::elements(env.model, env.shape) else {
        return checks::compile_error("validation-gen: list semantics on a value that is not a list");
    };
    let key = list_key(env.model, env.type_path, element, correlation);
    let path = &env.path;
    format!("validate::unique_by(op, {path}, value, old_value, &{key})")
}

/// A `validate::ListKey` for a list's elements: a hash and an equality that
/// agree, by whole value (`set`) or by key fields (`map`). Absent elements
/// have no key, so they never match. Rust text.
pub fn list_key(
    model: &Model,
    type_path: &dyn Fn(crate::model::TypeId) -> TokenStream,
    element: &Shape,
    correlation: &Correlation,
) -> String {
    let (optional, inner) = match element {
        Shape::Optional(inner) => (true, inner.as_ref()),
        other => (false, other),
    };
    let (hash, same) = match correlation {
        Correlation::Equal => ("validate::semantic_hash(e)".to_owned(), "a.semantic_eq(b)".to_owned()),
        Correlation::Keys(indices) => {
            let fields = key_fields(model, inner, indices);
            // A nested pair `(k1, (k2, ()))` hashes any number of keys.
            let tuple = fields
                .iter()
                .rev()
                .fold("()".to_owned(), |rest, f| format!("(&e.{f}, {rest})"));
            let equal: Vec<String> = fields.iter().map(|f| format!("a.{f}.semantic_eq(&b.{f})")).collect();
            (format!("validate::semantic_hash(&{tuple})"), equal.join(" && "))
        }
    };
    // `:: <`: text parsed into tokens (`values::tokens`) would join
    // `::<` into one operator, which the layout spaces differently.
    let ty = rust_type(type_path, element);
    if optional {
        let hash = match correlation {
            Correlation::Equal => "e.as_ref().map(validate::semantic_hash)".to_owned(),
            Correlation::Keys(_) => format!("e.as_ref().map(|e| {hash})"),
        };
        format!(
            "validate::ListKey:: <{ty}> {{ hash: |e| {hash}, \
             same: |a, b| a.as_ref().zip(b.as_ref()).is_some_and(|(a, b)| {same}), }}"
        )
    } else {
        format!("validate::ListKey:: <{ty}> {{ hash: |e| Some({hash}), same: |a, b| {same}, }}")
    }
}

/// The identifiers of the key fields of a list-map's element struct.
fn key_fields(model: &Model, element: &Shape, indices: &[usize]) -> Vec<proc_macro2::Ident> {
    let fields = match model.past_aliases(crate::plan::strip(element)) {
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Struct(fields)) => fields.as_slice(),
            _ => &[],
        },
        _ => &[],
    };
    indices
        .iter()
        .filter_map(|i| fields.get(*i))
        .map(super::field_ident)
        .collect()
}

/// The Rust type of a shape, as this module's generated code names it.
pub fn rust_type(type_path: &dyn Fn(crate::model::TypeId) -> TokenStream, shape: &Shape) -> TokenStream {
    match shape {
        Shape::Primitive(p) => {
            let name = super::ident(p.rust_name());
            quote!(#name)
        }
        Shape::Named(id) => type_path(*id),
        Shape::Optional(inner) => {
            let inner = rust_type(type_path, inner);
            quote!(Option<#inner>)
        }
        Shape::Pointer(kind, inner) => {
            let inner = rust_type(type_path, inner);
            match kind {
                crate::model::PointerKind::Box => quote!(Box<#inner>),
                crate::model::PointerKind::Arc => quote!(::std::sync::Arc<#inner>),
                crate::model::PointerKind::Rc => quote!(::std::rc::Rc<#inner>),
            }
        }
        Shape::List(inner) => {
            let inner = rust_type(type_path, inner);
            quote!(Vec<#inner>)
        }
        Shape::Map(kind, k, v) => {
            let (k, v) = (rust_type(type_path, k), rust_type(type_path, v));
            match kind {
                MapKind::BTreeMap => quote!(::std::collections::BTreeMap<#k, #v>),
                MapKind::HashMap => quote!(::std::collections::HashMap<#k, #v>),
                MapKind::IndexMap => quote!(::indexmap::IndexMap<#k, #v>),
            }
        }
        Shape::External(path) => super::path_tokens(path).unwrap_or_else(|| quote!(())),
        Shape::Unsupported { .. } => quote!(()),
    }
}
