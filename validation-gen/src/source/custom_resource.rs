//! kube-rs custom resources. `#[derive(CustomResource)]` on a spec struct
//! makes the resource's root struct in a macro, where the generator cannot
//! read it. The root is added to the module's items in the shape kube's
//! derive gives it, so it is planned and emitted like a written root:
//!
//! ```text
//! pub struct <root or kind> {
//!     pub metadata: ObjectMeta,          // name checked as a DNS subdomain
//!     pub spec: <Spec>,                  // flattened with `no_spec`
//!     pub status: Option<<status>>,      // only with `status = "..."`
//! }
//! ```
//!
//! The root is a scheme root (`/`, and `/status` when kube declares a status
//! subresource). Tags for the root's metadata are written on the spec struct
//! as `+k8s:subfield("metadata")=...` and move to the root. `ObjectMeta` is
//! read from the crate's k8s-openapi dependency, like any foreign type.

use proc_macro2::Span;
use syn::parse_quote_spanned;

/// What `#[kube(...)]` says about the root.
struct KubeAttrs {
    kind: String,
    /// `root = "..."` (older kube: `struct = "..."`): the root's name.
    root: Option<String>,
    status: Option<syn::Type>,
    no_spec: bool,
}

/// The doc line prefix of spec-struct tags meant for the root's metadata.
const METADATA_SUBFIELD: &str = "+k8s:subfield(\"metadata\")=";

/// The check a resource root gets on its name: the API server checks a
/// custom resource's `metadata.name` as a DNS subdomain itself, and the
/// generated code checks it the same way.
pub(crate) const RESOURCE_NAME_CHECK: &str = "+k8s:subfield(\"name\")=+k8s:format=k8s-long-name";

/// The root structs kube derives in `items`; tags for a root's metadata are
/// removed from its spec struct.
pub fn derived_roots(items: &mut [syn::Item]) -> Vec<syn::Item> {
    items
        .iter_mut()
        .filter_map(|item| match item {
            syn::Item::Struct(spec) if derives_custom_resource(&spec.attrs) => {
                let attrs = kube_attrs(&spec.attrs)?;
                Some(syn::Item::Struct(root(spec, &attrs)))
            }
            _ => None,
        })
        .collect()
}

fn derives_custom_resource(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().filter(|a| a.path().is_ident("derive")).any(|a| {
        let mut found = false;
        // A derive list that does not parse is rustc's to report.
        let _ = a.parse_nested_meta(|meta| {
            found |= meta.path.segments.last().is_some_and(|s| s.ident == "CustomResource");
            Ok(())
        });
        found
    })
}

/// The `#[kube(...)]` arguments the root's shape depends on; `None` without
/// a `kind` or when they do not parse (kube's derive reports that).
fn kube_attrs(attrs: &[syn::Attribute]) -> Option<KubeAttrs> {
    let mut kind = None;
    let mut root = None;
    let mut status = None;
    let mut no_spec = false;
    for attr in attrs.iter().filter(|a| a.path().is_ident("kube")) {
        attr.parse_nested_meta(|meta| {
            let name = meta.path.get_ident().map(ToString::to_string).unwrap_or_default();
            match name.as_str() {
                "kind" => kind = Some(meta.value()?.parse::<syn::LitStr>()?.value()),
                "root" | "struct" => root = Some(meta.value()?.parse::<syn::LitStr>()?.value()),
                "status" => status = Some(type_value(meta.value()?.parse::<syn::Expr>()?)?),
                "no_spec" => no_spec = true,
                _ => skip(&meta)?,
            }
            Ok(())
        })
        .ok()?;
    }
    Some(KubeAttrs {
        kind: kind?,
        root,
        status,
        no_spec,
    })
}

/// `status = "FooStatus"` or `status = FooStatus`.
fn type_value(value: syn::Expr) -> syn::Result<syn::Type> {
    match value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s), ..
        }) => s.parse(),
        syn::Expr::Path(p) => Ok(syn::Type::Path(syn::TypePath {
            qself: p.qself,
            path: p.path,
        })),
        other => Err(syn::Error::new_spanned(other, "expected a type")),
    }
}

/// Skips an argument this module does not need: `name = value` or `name(...)`.
fn skip(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        meta.value()?.parse::<syn::Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|inner| skip(&inner))?;
    }
    Ok(())
}

/// The root struct, located at the spec struct's name.
fn root(spec: &mut syn::ItemStruct, attrs: &KubeAttrs) -> syn::ItemStruct {
    let span = spec.ident.span();
    let name = syn::Ident::new(attrs.root.as_deref().unwrap_or(&attrs.kind), span);
    let vis = &spec.vis;
    let spec_ty = &spec.ident;
    let metadata_tags = take_metadata_tags(&mut spec.attrs, span);
    let spec_field: syn::Field = if attrs.no_spec {
        parse_quote_spanned!(span=> #[serde(flatten)] #vis spec: #spec_ty)
    } else {
        parse_quote_spanned!(span=> #vis spec: #spec_ty)
    };
    let name_check = format!(" {RESOURCE_NAME_CHECK}");
    let mut root: syn::ItemStruct = parse_quote_spanned! {span=>
        /// +k8s:validation-gen=true
        #(#metadata_tags)*
        #vis struct #name {
            #[doc = #name_check]
            #vis metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
            #spec_field,
        }
    };
    if let Some(status) = &attrs.status {
        root.attrs
            .push(parse_quote_spanned!(span=> #[doc = " +k8s:supportsSubresource=/status"]));
        if let syn::Fields::Named(fields) = &mut root.fields {
            fields.named.push(parse_quote_spanned! {span=>
                /// +k8s:optional
                #[serde(skip_serializing_if = "Option::is_none")]
                #vis status: Option<#status>
            });
        }
    }
    // kube's derive implements `Serialize` (CEL rules read it) and
    // `Deserialize` (strict decoding describes it) for the root; the marker
    // says that `apiVersion` and `kind` are read by kube, not fields.
    root.attrs
        .push(parse_quote_spanned!(span=> #[derive(::serde::Serialize, ::serde::Deserialize)]));
    let marker = syn::Ident::new(DERIVED_ROOT_MARKER, span);
    root.attrs.push(parse_quote_spanned!(span=> #[#marker]));
    root
}

/// The attribute that marks a root made here (it is never compiled).
const DERIVED_ROOT_MARKER: &str = "validation_gen_kube_root";

/// Whether these are the attributes of a root kube's derive makes.
pub(crate) fn is_derived_root(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident(DERIVED_ROOT_MARKER))
}

/// The spec struct's `+k8s:subfield("metadata")=` doc lines, removed from
/// it, as doc attributes for the root.
fn take_metadata_tags(attrs: &mut Vec<syn::Attribute>, span: Span) -> Vec<syn::Attribute> {
    let mut taken = Vec::new();
    attrs.retain(|attr| {
        let Some(text) = doc_text(attr) else { return true };
        if !text.trim_start().starts_with(METADATA_SUBFIELD) {
            return true;
        }
        let text = syn::LitStr::new(&text, attr.pound_token.span);
        taken.push(parse_quote_spanned!(span=> #[doc = #text]));
        false
    });
    taken
}

fn doc_text(attr: &syn::Attribute) -> Option<String> {
    let syn::Meta::NameValue(nv) = &attr.meta else {
        return None;
    };
    if !nv.path.is_ident("doc") {
        return None;
    }
    match &nv.value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s), ..
        }) => Some(s.value()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use quote::ToTokens;

    use super::*;

    fn roots(src: &str) -> (Vec<String>, Vec<syn::Item>) {
        let mut items = syn::parse_file(src).unwrap().items;
        let roots = derived_roots(&mut items);
        let shown = roots
            .iter()
            .map(|r| {
                prettyplease::unparse(&syn::File {
                    shebang: None,
                    attrs: Vec::new(),
                    items: vec![r.clone()],
                })
            })
            .collect();
        (shown, items)
    }

    #[test]
    fn the_root_has_kubes_shape() {
        let (roots, items) = roots(
            r##"
            /// Spec.
            /// +k8s:subfield("metadata")=+k8s:subfield("name")=+k8s:format=k8s-short-name
            #[derive(CustomResource, Clone)]
            #[kube(group = "example.com", version = "v1", kind = "Foo", namespaced)]
            #[kube(status = "FooStatus", printcolumn = r#"{"name":"x"}"#, crates(kube_core = "::kube_core"))]
            pub struct FooSpec { pub replicas: i32 }
            "##,
        );
        assert_eq!(
            roots,
            [r#"/// +k8s:validation-gen=true
/// +k8s:subfield("metadata")=+k8s:subfield("name")=+k8s:format=k8s-short-name
/// +k8s:supportsSubresource=/status
#[derive(::serde::Serialize, ::serde::Deserialize)]
#[validation_gen_kube_root]
pub struct Foo {
    /// +k8s:subfield("name")=+k8s:format=k8s-long-name
    pub metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    pub spec: FooSpec,
    /// +k8s:optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<FooStatus>,
}
"#]
        );
        // The metadata tag left the spec struct; its other docs stay.
        let spec = items[0].to_token_stream().to_string();
        assert!(spec.contains("\" Spec.\"") && !spec.contains("metadata"), "{spec}");
    }

    #[test]
    fn root_name_no_spec_and_no_status() {
        let (roots, _) = roots(
            r#"
            #[derive(kube::CustomResource)]
            #[kube(group = "g", version = "v1", kind = "Bar", root = "BarResource", no_spec)]
            pub(crate) struct BarSpec { pub a: i32 }
            #[derive(Clone)]
            pub struct NotAResource;
            "#,
        );
        assert_eq!(
            roots,
            [r#"/// +k8s:validation-gen=true
#[derive(::serde::Serialize, ::serde::Deserialize)]
#[validation_gen_kube_root]
pub(crate) struct BarResource {
    /// +k8s:subfield("name")=+k8s:format=k8s-long-name
    pub(crate) metadata: k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta,
    #[serde(flatten)]
    pub(crate) spec: BarSpec,
}
"#]
        );
    }

    #[test]
    fn without_a_kind_there_is_no_root() {
        let (roots, _) = roots("#[derive(CustomResource)] #[kube(group = \"g\")] pub struct S { a: i32 }");
        assert!(roots.is_empty());
    }
}
