//! `impl schemars::JsonSchema` for each root type, returning the schema
//! lowered from its tags, so kube-rs' `CustomResourceExt::crd()` (with
//! `#[kube(schema = "manual")]`) carries the same rules the generated Rust
//! checks enforce: the tags stay the single source of truth.
//!
//! The schema is written out as plain `serde_json::Value` constructors (no
//! macros: `json!` recurses once per token and hits the recursion limit on
//! large schemas; no parsing at run time, so nothing can fail).

use std::collections::HashMap;

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use serde_json::Value;

use crate::model::Model;
use crate::plan::Plan;
use crate::source::SourceSet;
use crate::GeneratedFile;

use super::Lowered;

/// Append each root's impl to the generated file of the module the root's
/// validation is generated into, and after them the file's schema
/// functions ([`SharedObjects`]).
pub fn append(files: &mut [GeneratedFile], lowered: &Lowered, model: &Model, sources: &SourceSet, plan: &Plan) {
    // Per generated file (by index): its impls and the objects they share.
    let mut per_file: Vec<(usize, Vec<TokenStream>, SharedObjects)> = Vec::new();
    for root in &lowered.roots {
        let Some(module) = plan.output_module(model, root.id) else {
            continue;
        };
        let Some(path) = plan.files.iter().find(|f| f.module == module).map(|f| &f.path) else {
            continue;
        };
        let Some(file) = files.iter().position(|f| &f.path == path) else {
            continue;
        };
        let ty = type_path(model, sources, root.id, module);
        // A schema serializes to a JSON object.
        let Ok(Value::Object(schema)) = serde_json::to_value(&root.schema) else {
            continue;
        };
        let slot = match per_file.iter().position(|(f, _, _)| *f == file) {
            Some(slot) => slot,
            None => {
                per_file.push((file, Vec::new(), SharedObjects::default()));
                per_file.len() - 1
            }
        };
        let Some((_, impls, shared)) = per_file.get_mut(slot) else {
            continue;
        };
        let body = shared.call(&schema);
        impls.push(json_schema_impl(model.name(root.id), ty, body));
    }
    for (file, impls, shared) in per_file {
        let Some(file) = files.get_mut(file) else {
            continue;
        };
        for tokens in impls {
            file.contents.push('\n');
            file.contents.push_str(&render(&tokens));
        }
        file.contents.push('\n');
        file.contents.push_str(&render(&shared.module()));
    }
}

/// What an object's values are.
#[derive(Clone, Copy)]
enum Holds {
    /// A schema's keywords.
    Keywords,
    /// Schemas by name (`properties`).
    Schemas,
    /// Plain JSON (`default`, `enum`, rules).
    Values,
}

/// The module of a generated file that holds its schema functions.
const MODULE: &str = "validation_gen_json_schemas";

/// Every distinct schema object of a file's root schemas (the roots and
/// what `properties`, `items` and `additionalProperties` hold), once, as a function
/// returning it (`schema_<n>`), which the objects holding it call. The
/// roots' schemas are expanded (a structural schema has no references),
/// so a type used in many places, or below many roots, would otherwise be
/// written out once per use: a chain of `n` roots each holding the next
/// would be `n²` code, and a deep one an expression too deeply nested for
/// the compiler. The CRD `crd()` builds is still the expanded schema.
#[derive(Default)]
struct SharedObjects {
    /// Function number by body.
    index: HashMap<String, usize>,
    /// The bodies, in the order they were first met (children first).
    bodies: Vec<TokenStream>,
}

impl SharedObjects {
    /// The call returning `map`'s object from outside the module, its
    /// function added when new.
    fn call(&mut self, map: &serde_json::Map<String, Value>) -> TokenStream {
        let name = self.function(map);
        let module = format_ident!("{MODULE}");
        quote!(#module::#name())
    }

    /// The name of the function returning `map`'s object, added when new.
    fn function(&mut self, map: &serde_json::Map<String, Value>) -> proc_macro2::Ident {
        let body = self.object_tokens(map, Holds::Keywords);
        let next = self.bodies.len();
        let n = *self.index.entry(body.to_string()).or_insert(next);
        if n == next {
            self.bodies.push(body);
        }
        format_ident!("schema_{n}")
    }

    /// `object([("key", value), ...])`: a `Map` (the helper in the module),
    /// keys sorted whatever order serde_json's features give the map.
    /// `holds` says what the values are: the schemas in `properties`
    /// become calls, the keywords of a schema are written out.
    fn object_tokens(&mut self, map: &serde_json::Map<String, Value>, holds: Holds) -> TokenStream {
        let mut sorted: Vec<(&String, &Value)> = map.iter().collect();
        sorted.sort_by(|a, b| a.0.cmp(b.0));
        let entries: Vec<TokenStream> = sorted
            .into_iter()
            .map(|(key, value)| {
                let value = match (holds, key.as_str()) {
                    (Holds::Schemas, _) | (Holds::Keywords, "items" | "additionalProperties") => {
                        self.schema_tokens(value)
                    }
                    (Holds::Keywords, "properties") => self.value_tokens(value, Holds::Schemas),
                    _ => self.value_tokens(value, Holds::Values),
                };
                quote!((#key, #value))
            })
            .collect();
        quote!(object([#(#entries),*]))
    }

    /// A schema where one is held: a call to its function (`true` for
    /// `additionalProperties` stays a value).
    fn schema_tokens(&mut self, value: &Value) -> TokenStream {
        match value {
            Value::Object(map) => {
                let name = self.function(map);
                quote!(Value::Object(#name()))
            }
            other => self.value_tokens(other, Holds::Values),
        }
    }

    fn value_tokens(&mut self, value: &Value, holds: Holds) -> TokenStream {
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
                let items: Vec<TokenStream> = items
                    .iter()
                    .map(|item| self.value_tokens(item, Holds::Values))
                    .collect();
                quote!(Value::Array(::std::vec::Vec::from([#(#items),*])))
            }
            Value::Object(map) => {
                let map = self.object_tokens(map, holds);
                quote!(Value::Object(#map))
            }
        }
    }

    /// The module with every function, items for the file's impls.
    fn module(&self) -> TokenStream {
        let module = format_ident!("{MODULE}");
        let functions = self.bodies.iter().enumerate().map(|(n, body)| {
            let name = format_ident!("schema_{n}");
            quote! {
                pub(super) fn #name() -> Map<String, Value> {
                    #body
                }
            }
        });
        quote! {
            /// The objects of this file's CRD schemas, each once (the schemas
            /// call them where they hold them).
            mod #module {
                use ::serde_json::{Map, Value};

                fn object<const N: usize>(entries: [(&str, Value); N]) -> Map<String, Value> {
                    entries.into_iter().map(|(key, value)| (key.to_owned(), value)).collect()
                }

                #(#functions)*
            }
        }
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
/// call building its schema.
pub(crate) fn json_schema_impl(name: &str, ty: TokenStream, schema: TokenStream) -> TokenStream {
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
                ::schemars::Schema::from(#schema)
            }
        }
    }
}

fn render(tokens: &TokenStream) -> String {
    match syn::parse2::<syn::File>(tokens.clone()) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => tokens.to_string(),
    }
}
