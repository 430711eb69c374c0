//! `Call::Item` (`k8s:item`): the wrapped checks on the list element whose
//! key fields equal the selector, with its old counterpart found the same
//! way; skipped on update when that element is unchanged (like Kubernetes'
//! ValSliceItem), but for CEL transition rules, which never ratchet.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Model, Primitive, Shape, TypeKind};
use crate::plan::order;
use crate::tags::Literal;
use crate::validators::subfield::struct_fields;
use crate::validators::Check;

use super::checks::{self, CheckEnv, OnStop};
use super::layout;
use super::lazy::Lazy;
use super::values::{self, Place};

pub fn item_call(
    env: &CheckEnv<'_>,
    selector: &[(String, Literal)],
    keys: &[usize],
    item_checks: &[Check],
) -> TokenStream {
    let model = env.model;
    let Some((_, element)) = crate::validators::iteration::elements(model, env.shape) else {
        return quote!(compile_error!("validation-gen: k8s:item on a value that is not a list"));
    };
    let (optional, inner) = match element {
        Shape::Optional(inner) => (true, inner.as_ref()),
        other => (false, other),
    };
    let fields = struct_fields(model, inner).unwrap_or(&[]);
    let tests: Vec<TokenStream> = keys
        .iter()
        .zip(selector)
        .filter_map(|(k, (_, value))| {
            let field = fields.get(*k)?;
            let name = super::field_ident(field);
            Some(literal_eq(model, &field.shape, quote!(e.#name), value))
        })
        .collect();
    let matches = quote!(#(#tests)&&*);
    // The predicate takes the element itself (a pointer's pointee), which
    // `&&Box<T>` list items coerce to.
    let mut pointee = element;
    while let Shape::Pointer(_, inner) = pointee {
        pointee = inner;
    }
    let ty = super::each::rust_type(env.type_path, pointee);
    let predicate = if optional {
        quote!(|e: &#ty| e.as_ref().is_some_and(|e| #matches))
    } else {
        quote!(|e: &#ty| #matches)
    };
    let place = || Place::reference_var("item");
    let old_place = || Place::reference_var("old");
    let element_env = CheckEnv {
        value: Lazy::new(move || values::view(model, element, &place()).new_option()),
        old_value: Lazy::new(move || values::view(model, element, &old_place()).old_option("old_item")),
        is_set: Lazy::new(move || values::is_set(model, element, &place())),
        is_unset: Lazy::new(move || values::is_unset(model, element, &place())),
        path: "&path".into(),
        nilable_value: Lazy::new(move || values::nilable(element, &place()).new_option()),
        nilable_old: Lazy::new(move || values::nilable(element, &old_place()).old_option("old_item")),
        old_is_set: Lazy::new(move || {
            let old_set = values::is_set(model, element, &old_place());
            let old_var = if values::reads_word(&old_set, "old") {
                "old"
            } else {
                "_"
            };
            format!("old_item.map(|{old_var}| {old_set})")
        }),
        struct_fields: None,
        model,
        shape: element,
        type_path: env.type_path,
    };
    let element_body = |checks: &[Check]| {
        layout::fragment_text(&element_env.bound(&checks::cohorts(
            &order(checks.to_vec()),
            &element_env,
            "",
            OnStop::Nest,
        )))
    };
    let body = element_body(item_checks);
    // Transition rules never ratchet: an unchanged item still runs them
    // (only them, when the item has other checks too).
    let (transitions, rest): (Vec<_>, Vec<_>) = item_checks.iter().map(super::transitions::split).unzip();
    let transitions: Vec<Check> = transitions.into_iter().flatten().collect();
    let run = if rest.iter().all(Option::is_none) {
        quote! {
            let path = path.index(i);
            #body
        }
    } else {
        let unchanged = (!transitions.is_empty()).then(|| {
            let body = element_body(&transitions);
            quote!(else {
                let path = path.index(i);
                #body
            })
        });
        quote! {
            if !(op.is_update() && old_item.is_some_and(|old| old.semantic_eq(item))) {
                let path = path.index(i);
                #body
            } #unchanged
        }
    };
    quote!({
        let mut errs = ErrorList::new();
        let selected = #predicate;
        if let Some((i, item)) = value.and_then(|list| list.iter().enumerate().find(|(_, e)| selected(e))) {
            let old_item = old_value.and_then(|old| old.iter().find(|e| selected(e)));
            #run
        }
        errs
    })
}

/// `<place> == <literal>` for a key field: strings (also named and optional),
/// integers and booleans. An absent optional key never matches.
fn literal_eq(model: &Model, shape: &Shape, place: TokenStream, value: &Literal) -> TokenStream {
    match (shape, value) {
        (Shape::Optional(inner), _) => {
            let inner = literal_eq(model, inner, quote!((*v)), value);
            quote!(#place.as_ref().is_some_and(|v| #inner))
        }
        (Shape::Named(id), _) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(inner)) => literal_eq(model, inner, place, value),
            Some(TypeKind::Newtype(inner)) => literal_eq(model, inner, quote!(#place.0), value),
            Some(TypeKind::Enum(_)) => {
                let s = value.as_str().unwrap_or_default();
                quote!(validate::StrValue::as_str(&#place) == #s)
            }
            _ => quote!(false),
        },
        (Shape::Primitive(Primitive::String), Literal::String(s)) => quote!(#place == #s),
        (Shape::Primitive(Primitive::Bool), Literal::Bool(true)) => quote!(#place),
        (Shape::Primitive(Primitive::Bool), Literal::Bool(false)) => quote!(!#place),
        (Shape::Primitive(_), Literal::Int(i)) => {
            let lit = proc_macro2::Literal::i64_unsuffixed(*i);
            if *i < 0 {
                let abs = proc_macro2::Literal::u64_unsuffixed(i.unsigned_abs());
                quote!(#place == -#abs)
            } else {
                quote!(#place == #lit)
            }
        }
        _ => quote!(false),
    }
}

/// `Call::ItemUnion`: a union whose members are list items, each present
/// when an item with its key values exists.
pub fn item_union_call(
    env: &CheckEnv<'_>,
    zero_or_one: bool,
    members: &[(Vec<usize>, Vec<Literal>, String)],
) -> TokenStream {
    let model = env.model;
    let Some((_, element)) = crate::validators::iteration::elements(model, env.shape) else {
        return quote!(compile_error!(
            "validation-gen: an item union on a value that is not a list"
        ));
    };
    let (optional, inner) = match element {
        Shape::Optional(inner) => (true, inner.as_ref()),
        other => (false, other),
    };
    let fields = struct_fields(model, inner).unwrap_or(&[]);
    let ty = super::each::rust_type(env.type_path, element);
    let predicates: Vec<TokenStream> = members
        .iter()
        .map(|(keys, values, _)| {
            let tests = keys.iter().zip(values).filter_map(|(k, value)| {
                let field = fields.get(*k)?;
                let name = super::field_ident(field);
                Some(literal_eq(model, &field.shape, quote!(e.#name), value))
            });
            let matches = quote!(#(#tests)&&*);
            if optional {
                quote!(|e: &#ty| e.as_ref().is_some_and(|e| #matches))
            } else {
                quote!(|e: &#ty| #matches)
            }
        })
        .collect();
    let names = members.iter().map(|(_, _, name)| name);
    let present = |list: TokenStream| {
        let tests = predicates.iter().map(|p| quote!(#list.iter().any(#p)));
        quote!([#(#tests),*])
    };
    let (new_set, old_set) = (present(quote!(list)), present(quote!(old)));
    let function = if zero_or_one {
        quote!(zero_or_one_of)
    } else {
        quote!(union)
    };
    let path = env.path.tokens();
    quote!(validate::#function(
        op,
        #path,
        &[#(#names),*],
        { let list = value.unwrap_or_default(); #new_set },
        old_value.map(|old| #old_set),
    ))
}
