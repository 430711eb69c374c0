//! Expressions for values: how a field or element is passed to validators
//! (its "view"), whether it is set, and how two values compare.

use proc_macro2::TokenStream;
use quote::quote;

use crate::model::{Model, Primitive, Shape, TypeId, TypeKind, NEWTYPE_ACCESSOR};

/// Where a value is: a place expression (`obj.spec`, `old.replicas.0`) or
/// a variable that holds a reference to it (`obj`, `item`), as Rust text
/// (read by `layout::fragment_text` with the code around it: no token is
/// built for its words).
#[derive(Clone)]
pub struct Place {
    text: String,
    is_ref: bool,
    /// For a place reached through a pointer (`(*obj.port)`): the pointer,
    /// through which a field access auto-dereferences (`obj.port.0`), and
    /// whether it is a variable holding a reference to the pointer.
    pointer: Option<(String, bool)>,
}

impl Place {
    /// A place expression such as `obj.spec`.
    pub fn new(text: impl Into<String>) -> Self {
        Place {
            text: text.into(),
            is_ref: false,
            pointer: None,
        }
    }

    /// A variable holding a reference to the value, such as `item`.
    pub fn reference_var(text: impl Into<String>) -> Self {
        Place {
            text: text.into(),
            is_ref: true,
            pointer: None,
        }
    }

    /// A reference to the value.
    fn reference(&self) -> String {
        if self.is_ref {
            self.text.clone()
        } else {
            format!("&{}", self.text)
        }
    }

    /// A reference where the target type is known, so that deref coercion
    /// looks through pointers (`TypedStr::new(&obj.name)` for a `Box<String>`).
    fn coercible_reference(&self) -> String {
        match &self.pointer {
            Some((p, true)) => p.clone(),
            Some((p, false)) => format!("&{p}"),
            None => self.reference(),
        }
    }

    /// The place itself, for field access and method calls (which
    /// auto-dereference).
    fn expr(&self) -> &str {
        &self.text
    }

    /// The value `links` newtypes down (`obj.0.0`), written at once.
    fn newtype_fields(&self, links: usize) -> Place {
        if links == 0 {
            return self.clone();
        }
        let p = self.pointer.as_ref().map_or(&self.text, |(p, _)| p);
        let mut text = String::with_capacity(p.len() + 2 * links);
        text.push_str(p);
        for _ in 0..links {
            text.push_str(".0");
        }
        Place::new(text)
    }

    /// The value at the bottom of the chain of newtypes starting here,
    /// through the chain's generated accessor ([`newtype_accessor`]).
    fn newtype_accessor(&self) -> Place {
        let p = self.pointer.as_ref().map_or(&self.text, |(p, _)| p);
        let name = super::ident(NEWTYPE_ACCESSOR);
        Place::reference_var(format!("{p}.{name}()"))
    }

    /// The value, for operators (`==`, `!`), which do not auto-dereference.
    fn scalar(&self) -> String {
        if self.is_ref {
            format!("(*{})", self.text)
        } else {
            self.text.clone()
        }
    }

    /// Through a `Box`, `Arc` or `Rc`.
    fn deref(&self) -> Place {
        let p = &self.text;
        let text = if self.is_ref {
            format!("(**{p})")
        } else {
            format!("(*{p})")
        };
        Place {
            text,
            is_ref: false,
            pointer: Some(self.pointer.clone().unwrap_or_else(|| (p.clone(), self.is_ref))),
        }
    }
}

/// A Rust string literal of `value`, as `proc_macro2::Literal::string`
/// writes it (and quote interpolates a string): printable ASCII without
/// `"` or `\` is written as it is, anything else escaped by proc_macro2
/// (which escapes char by char: a long doc line cost thousands of
/// instructions).
pub fn string_literal(value: &str) -> String {
    if value
        .bytes()
        .all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\')
    {
        let mut out = String::with_capacity(value.len() + 2);
        out.push('"');
        out.push_str(value);
        out.push('"');
        return out;
    }
    proc_macro2::Literal::string(value).to_string()
}

/// Rust text as tokens, for the parts of the emitter still built with
/// quote (the text is the emitter's own, so it always lexes).
pub fn tokens(text: &str) -> TokenStream {
    text.parse()
        .unwrap_or_else(|_| quote!(compile_error!("validation-gen: generated an unreadable expression")))
}

/// Whether the Rust text `text` reads the variable `name`: the word, not
/// a field of that name (`x.name`). For the small expressions of
/// [`values`](self), which bind nothing.
pub fn reads_word(text: &str, name: &str) -> bool {
    let bytes = text.as_bytes();
    let is_word = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut at = 0;
    while let Some(found) = text.get(at..).and_then(|rest| rest.find(name)) {
        let start = at + found;
        let end = start + name.len();
        at = end;
        let before = start.checked_sub(1).and_then(|i| bytes.get(i)).copied();
        let after = bytes.get(end).copied();
        if before.is_some_and(is_word) || after.is_some_and(is_word) || before == Some(b'.') {
            continue;
        }
        // `r#name` or a string's contents: the expressions hold neither.
        return true;
    }
    false
}

/// An expression for a value that is always there (`&T`) or may be absent
/// (`Option<&T>`).
pub enum ValueExpr {
    Always(String),
    Maybe(String),
}

impl ValueExpr {
    /// As an `Option<&T>` rooted at the new object.
    pub fn new_option(&self) -> String {
        match self {
            ValueExpr::Always(e) => format!("Some({e})"),
            ValueExpr::Maybe(e) => e.clone(),
        }
    }

    /// As an `Option<&T>` read from an optional old object bound as `old`.
    pub fn old_option(&self, old: &str) -> String {
        match self {
            // The old value itself: `old`, not `old.map(|old| old)`.
            ValueExpr::Always(e) if e == "old" => old.to_owned(),
            ValueExpr::Always(e) => format!("{old}.map(|old| {e})"),
            ValueExpr::Maybe(e) => format!("{old}.and_then(|old| {e})"),
        }
    }

    fn map(self, f: impl FnOnce(String) -> ValueExpr) -> ValueExpr {
        match self {
            ValueExpr::Always(e) => f(e),
            ValueExpr::Maybe(opt) => match f("v".to_owned()) {
                ValueExpr::Always(inner) if inner == "v" => ValueExpr::Maybe(opt),
                ValueExpr::Always(inner) => ValueExpr::Maybe(format!("{opt}.map(|v| {inner})")),
                ValueExpr::Maybe(inner) => ValueExpr::Maybe(format!("{opt}.and_then(|v| {inner})")),
            },
        }
    }
}

/// The nilable form of a place: `Option` and pointers are
/// looked through, names are kept. Lists stay `&Vec<T>`.
pub fn nilable(shape: &Shape, place: &Place) -> ValueExpr {
    match shape {
        Shape::Pointer(_, inner) => nilable(inner, &place.deref()),
        Shape::Optional(inner) => {
            let p = place.expr();
            match &**inner {
                Shape::Pointer(_, _) => ValueExpr::Maybe(format!("{p}.as_deref()")),
                _ => ValueExpr::Maybe(format!("{p}.as_ref()")),
            }
        }
        _ => ValueExpr::Always(place.reference()),
    }
}

/// Past the aliases and newtypes a named shape starts with: the shape
/// below them and the place of its value, or `None` when the shape names
/// no alias or newtype. A chain of `n` links costs `n`, not `n²`.
fn past_names<'m>(model: &'m Model, shape: &'m Shape, place: &Place) -> Option<(&'m Shape, Place)> {
    let mut current = shape;
    let mut links = 0;
    // The model has no alias cycles; the bound keeps the loop finite anyway.
    for _ in 0..=model.types.len() {
        let Shape::Named(id) = current else { break };
        match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(_)) => current = model.past_aliases(current),
            // A deep chain of newtypes: read through its accessor.
            Some(TypeKind::Newtype(_)) if links == 0 && model.has_newtype_accessor(*id) => {
                let (below, _) = model.newtype_bottom(*id)?;
                return Some((below, place.newtype_accessor()));
            }
            Some(TypeKind::Newtype(inner)) => {
                current = inner;
                links += 1;
            }
            _ => break,
        }
    }
    (!std::ptr::eq(current, shape)).then(|| (current, place.newtype_fields(links)))
}

/// The view a value validator receives: names looked through down to a
/// primitive (`&i32`, `&str`, or `&TypedStr` for named strings), a struct or
/// enum (`&T`), a list (`&[T]`) or a map.
pub fn view(model: &Model, shape: &Shape, place: &Place) -> ValueExpr {
    view_named(model, shape, place, false)
}

fn view_named(model: &Model, shape: &Shape, place: &Place, named: bool) -> ValueExpr {
    match shape {
        Shape::Primitive(Primitive::String) if named => {
            let r = place.coercible_reference();
            ValueExpr::Always(format!("TypedStr::new({r})"))
        }
        Shape::Primitive(Primitive::String) => ValueExpr::Always(format!("{}.as_str()", place.expr())),
        Shape::List(_) => ValueExpr::Always(format!("{}.as_slice()", place.expr())),
        Shape::Pointer(_, inner) => view_named(model, inner, &place.deref(), named),
        Shape::Optional(inner) if !named && matches!(**inner, Shape::Primitive(Primitive::String) | Shape::List(_)) => {
            ValueExpr::Maybe(format!("{}.as_deref()", place.expr()))
        }
        Shape::Optional(inner) => {
            // `nilable` already looks through a pointer right inside the `Option`.
            let target = match &**inner {
                Shape::Pointer(_, pointee) => pointee,
                other => other,
            };
            nilable(shape, place).map(|v| view_named(model, target, &Place::reference_var(v), named))
        }
        Shape::Named(_) => match past_names(model, shape, place) {
            Some((below, place)) => view_named(model, below, &place, true),
            None => ValueExpr::Always(place.reference()),
        },
        _ => ValueExpr::Always(place.reference()),
    }
}

/// Whether the value at a place is set: present for options,
/// non-empty for collections, non-zero for scalars; structs and enums are
/// always set.
pub fn is_set(model: &Model, shape: &Shape, place: &Place) -> String {
    let p = place.expr();
    match shape {
        Shape::Optional(inner) => match model.underlying(inner) {
            Shape::List(_) | Shape::Map(..) => format!("{p}.as_ref().is_some_and(|v| !v.is_empty())"),
            _ => format!("{p}.is_some()"),
        },
        Shape::Pointer(_, inner) => is_set(model, inner, &place.deref()),
        Shape::List(_) | Shape::Map(..) | Shape::Primitive(Primitive::String) => format!("!{p}.is_empty()"),
        Shape::Primitive(primitive) => {
            let v = place.scalar();
            match primitive {
                Primitive::Bool => v,
                Primitive::F32 | Primitive::F64 => format!("{v} != 0.0"),
                _ => format!("{v} != 0"),
            }
        }
        Shape::Named(_) => match past_names(model, shape, place) {
            Some((below, place)) => is_set(model, below, &place),
            None => "true".to_owned(),
        },
        Shape::External(_) | Shape::Unsupported { .. } => "true".to_owned(),
    }
}

/// An `Option` of something other than a collection: absence is a state.
pub fn is_optional_presence(model: &Model, shape: &Shape) -> bool {
    match shape {
        Shape::Optional(inner) => !matches!(model.underlying(inner), Shape::List(_) | Shape::Map(..)),
        Shape::Pointer(_, inner) => is_optional_presence(model, inner),
        _ => false,
    }
}

/// The negation of [`is_set`], written directly (`x.is_none()`, not `!x.is_some()`).
pub fn is_unset(model: &Model, shape: &Shape, place: &Place) -> String {
    let p = place.expr();
    match shape {
        Shape::Optional(inner) => match model.underlying(inner) {
            Shape::List(_) | Shape::Map(..) => format!("{p}.as_ref().is_none_or(|v| v.is_empty())"),
            _ => format!("{p}.is_none()"),
        },
        Shape::Pointer(_, inner) => is_unset(model, inner, &place.deref()),
        Shape::List(_) | Shape::Map(..) | Shape::Primitive(Primitive::String) => format!("{p}.is_empty()"),
        Shape::Primitive(primitive) => {
            let v = place.scalar();
            match primitive {
                Primitive::Bool => format!("!{v}"),
                Primitive::F32 | Primitive::F64 => format!("{v} == 0.0"),
                _ => format!("{v} == 0"),
            }
        }
        Shape::Named(_) => match past_names(model, shape, place) {
            Some((below, place)) => is_unset(model, below, &place),
            None => "false".to_owned(),
        },
        Shape::External(_) | Shape::Unsupported { .. } => "false".to_owned(),
    }
}

/// Whether two values of a shape are equal for ratcheting:
/// semantic equality, or `==` for types from other crates, which cannot get
/// a `SemanticEq` impl here. `a` and `b` are place expressions (`obj.spec`).
pub fn equal(model: &Model, shape: &Shape, a: &str, b: &str) -> String {
    if contains_external(model, shape) {
        format!("{a} == {b}")
    } else {
        format!("{a}.semantic_eq(&{b})")
    }
}

/// As [`equal`], for two references (`old`, `val`).
pub fn equal_refs(model: &Model, shape: &Shape, a: &str, b: &str) -> String {
    if contains_external(model, shape) {
        format!("{a} == {b}")
    } else {
        format!("{a}.semantic_eq({b})")
    }
}

/// Whether a shape holds a type from another crate (unresolved, or read
/// from a dependency), which only `PartialEq` can compare.
pub fn contains_external(model: &Model, shape: &Shape) -> bool {
    match shape {
        Shape::External(_) | Shape::Unsupported { .. } => true,
        Shape::Named(id) => model.get(*id).is_some_and(|t| t.foreign.is_some()),
        Shape::Optional(i) | Shape::Pointer(_, i) | Shape::List(i) => contains_external(model, i),
        Shape::Map(_, k, v) => contains_external(model, k) || contains_external(model, v),
        Shape::Primitive(_) => false,
    }
}

/// A map key as `&str` for the path: `String` keys, or string newtypes and
/// aliases. `None` for keys that are not string-based.
pub fn key_str(model: &Model, shape: &Shape, key: &str) -> Option<String> {
    match shape {
        Shape::Primitive(Primitive::String) => Some(format!("{key}.as_str()")),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(target)) => key_str(model, target, key),
            Some(TypeKind::Newtype(inner)) => key_str(model, inner, &format!("{key}.0")),
            _ => None,
        },
        _ => None,
    }
}

/// The accessor of a newtype starting a deep chain of newtypes
/// ([`Model::has_newtype_accessor`]): a reference to the value at the
/// bottom of the chain, through the next link's accessor when it has one,
/// so that each link costs the same however deep the chain. `ty` is how
/// this module names the type.
pub fn newtype_accessor(
    model: &Model,
    id: TypeId,
    ty: TokenStream,
    type_path: &dyn Fn(TypeId) -> TokenStream,
) -> TokenStream {
    let (Some(next), Some((bottom, _))) = (model.next_newtype(id), model.newtype_bottom(id)) else {
        return quote!();
    };
    let name = super::ident(NEWTYPE_ACCESSOR);
    let body = if model.has_newtype_accessor(next) {
        let next = type_path(next);
        quote!(#next::#name(&self.0))
    } else {
        let links = model.newtype_bottom(next).map_or(0, |(_, links)| links);
        let zeros = std::iter::repeat_n(quote!(.0), links);
        quote!(&self.0 #(#zeros)*)
    };
    let target = super::each::rust_type(type_path, bottom);
    quote! {
        impl #ty {
            /// The value below this chain of newtypes, for the generated checks.
            #[doc(hidden)]
            #[inline]
            #[allow(dead_code)]
            pub(crate) fn #name(&self) -> &#target {
                #body
            }
        }
    }
}

#[cfg(test)]
mod tests {
    /// Written as proc_macro2 writes a string literal, on the fast path
    /// and off it.
    #[test]
    fn string_literals_are_proc_macro2s() {
        for value in [
            "",
            "spec",
            " Validates a `Widget` against its `+k8s:` tags.",
            "a \"quoted\" word",
            "back\\slash",
            "tab\there, line\nbreak, nul\0",
            "it's ünïcödé \u{200b}",
            "~ and \x7f",
        ] {
            assert_eq!(
                super::string_literal(value),
                proc_macro2::Literal::string(value).to_string(),
                "{value:?}"
            );
        }
    }
}
