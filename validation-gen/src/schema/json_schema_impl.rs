//! `impl schemars::JsonSchema` for each root type, returning the schema
//! lowered from its tags, so kube-rs' `CustomResourceExt::crd()` (with
//! `#[kube(schema = "manual")]`) carries the same rules the generated Rust
//! checks enforce: the tags stay the single source of truth.
//!
//! The schema is written out as plain `serde_json::Value` constructors (no
//! macros: `json!` recurses once per token and hits the recursion limit on
//! large schemas; no parsing at run time, so nothing can fail).

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use serde_json::Value;

use crate::model::Model;
use crate::plan::Plan;
use crate::source::SourceSet;
use crate::GeneratedFile;

use super::Lowered;

/// Append each root's impl to the generated file of the module the root's
/// validation is generated into.
pub fn append(files: &mut [GeneratedFile], lowered: &Lowered, model: &Model, sources: &SourceSet, plan: &Plan) {
    for root in &lowered.roots {
        let Some(module) = plan.output_module(model, root.id) else {
            continue;
        };
        let Some(path) = plan.files.iter().find(|f| f.module == module).map(|f| &f.path) else {
            continue;
        };
        let Some(file) = files.iter_mut().find(|f| &f.path == path) else {
            continue;
        };
        let ty = type_path(model, sources, root.id, module);
        // A schema serializes to a JSON object.
        let Ok(Value::Object(schema)) = serde_json::to_value(&root.schema) else {
            continue;
        };
        file.contents.push('\n');
        file.contents
            .push_str(&render(&json_schema_impl(model.name(root.id), ty, &schema)));
    }
}

/// How the generated file of `module` names the root type.
fn type_path(
    model: &Model,
    sources: &SourceSet,
    id: crate::model::TypeId,
    module: crate::source::ModuleId,
) -> TokenStream {
    let name = format_ident!("{}", model.name(id));
    match model.get(id) {
        Some(t) if t.module != module => {
            let segments = sources
                .modules
                .get(t.module)
                .map(|m| m.rust_path.iter().map(|s| format_ident!("{s}")).collect::<Vec<_>>())
                .unwrap_or_default();
            quote!(crate #(::#segments)* :: #name)
        }
        _ => quote!(#name),
    }
}

/// The impl for one root: its name, an id unique in the crate, and the
/// schema.
pub(crate) fn json_schema_impl(name: &str, ty: TokenStream, schema: &serde_json::Map<String, Value>) -> TokenStream {
    let body = object_tokens(schema);
    quote! {
        /// The CRD structural schema validation-gen lowered from the `+k8s:` tags
        /// (kube-rs' `crd()` uses it with `#[kube(schema = "manual")]`).
        impl ::schemars::JsonSchema for #ty {
            fn schema_name() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed(#name)
            }
            fn schema_id() -> ::std::borrow::Cow<'static, str> {
                ::std::borrow::Cow::Borrowed(::core::concat!(::core::module_path!(), "::", #name))
            }
            fn json_schema(_: &mut ::schemars::SchemaGenerator) -> ::schemars::Schema {
                use ::serde_json::{Map, Value};
                fn object<const N: usize>(entries: [(&str, Value); N]) -> Map<String, Value> {
                    entries.into_iter().map(|(key, value)| (key.to_owned(), value)).collect()
                }
                ::schemars::Schema::from(#body)
            }
        }
    }
}

/// `object([("key", value), ...])`: a `Map` (the helper in the impl), keys
/// sorted whatever order serde_json's features give the map.
fn object_tokens(map: &serde_json::Map<String, Value>) -> TokenStream {
    let mut sorted: Vec<(&String, &Value)> = map.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(b.0));
    let entries = sorted.into_iter().map(|(key, value)| {
        let value = value_tokens(value);
        quote!((#key, #value))
    });
    quote!(object([#(#entries),*]))
}

fn value_tokens(value: &Value) -> TokenStream {
    match value {
        Value::Null => quote!(Value::Null),
        Value::Bool(b) => quote!(Value::Bool(#b)),
        Value::Number(n) => {
            let literal = if let Some(i) = n.as_i64() {
                Literal::i64_suffixed(i)
            } else if let Some(u) = n.as_u64() {
                Literal::u64_suffixed(u)
            } else {
                Literal::f64_suffixed(n.as_f64().unwrap_or_default())
            };
            quote!(Value::from(#literal))
        }
        Value::String(s) => quote!(Value::from(#s)),
        Value::Array(items) => {
            let items = items.iter().map(value_tokens);
            quote!(Value::Array(::std::vec::Vec::from([#(#items),*])))
        }
        Value::Object(map) => {
            let map = object_tokens(map);
            quote!(Value::Object(#map))
        }
    }
}

fn render(tokens: &TokenStream) -> String {
    match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => tokens.to_string(),
    }
}
