//! What `#[kube(...)]` on a `#[derive(CustomResource)]` spec struct says
//! about the CustomResourceDefinition, read with kube-derive's defaults
//! (singular: the kind in lower case; plural: the singular made plural as
//! kube does; served and storage: true).

use serde_json::Value;

/// The CRD-relevant `#[kube(...)]` arguments of one spec struct.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KubeAttrs {
    pub group: String,
    pub version: String,
    pub kind: String,
    /// The root struct's name: `root = "..."`, or the kind.
    pub root: String,
    pub plural: String,
    pub singular: String,
    pub namespaced: bool,
    pub short_names: Vec<String>,
    pub categories: Vec<String>,
    /// `printcolumn`s as the CRD writes them (`name`, `type`, `jsonPath`, ...).
    pub printer_columns: Vec<Value>,
    pub selectable_fields: Vec<String>,
    pub status: bool,
    /// `scale`, as the CRD writes it (`specReplicasPath`, ...).
    pub scale: Option<Value>,
    pub served: bool,
    pub storage: bool,
    /// `deprecated` (`Some(None)`) or `deprecated = "warning"`.
    pub deprecated: Option<Option<String>>,
    pub annotations: Vec<(String, String)>,
    pub labels: Vec<(String, String)>,
    /// `schema = "manual"` (kube then asks the root's `JsonSchema` impl).
    pub schema_mode: Option<String>,
}

/// Reads the `#[kube(...)]` attributes; the error says what is malformed
/// (kube's derive rejects it too, so it never compiles).
pub fn read(attrs: &[syn::Attribute]) -> syn::Result<KubeAttrs> {
    let mut out = KubeAttrs {
        served: true,
        storage: true,
        ..KubeAttrs::default()
    };
    let mut root = None;
    let mut plural = None;
    let mut singular = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("kube")) {
        attr.parse_nested_meta(|meta| {
            let name = meta.path.get_ident().map(ToString::to_string).unwrap_or_default();
            match name.as_str() {
                "group" => out.group = string(&meta)?,
                "version" => out.version = string(&meta)?,
                "kind" => out.kind = string(&meta)?,
                "root" | "struct" => root = Some(string(&meta)?),
                "plural" => plural = Some(string(&meta)?),
                "singular" => singular = Some(string(&meta)?),
                "namespaced" => out.namespaced = flag(&meta)?,
                "shortname" => out.short_names.push(string(&meta)?),
                "category" => out.categories.push(string(&meta)?),
                "selectable" => out.selectable_fields.push(string(&meta)?),
                "printcolumn" => out.printer_columns.push(print_column(&meta)?),
                "scale" => out.scale = Some(scale(&meta)?),
                "status" => {
                    skip(&meta)?;
                    out.status = true;
                }
                "served" => out.served = flag(&meta)?,
                "storage" => out.storage = flag(&meta)?,
                "deprecated" => {
                    out.deprecated = Some(if meta.input.peek(syn::Token![=]) {
                        Some(string(&meta)?)
                    } else {
                        None
                    });
                }
                "annotation" => out.annotations.push(key_value(&meta)?),
                "label" => out.labels.push(key_value(&meta)?),
                "schema" => out.schema_mode = Some(string(&meta)?),
                _ => skip(&meta)?,
            }
            Ok(())
        })?;
    }
    out.root = root.unwrap_or_else(|| out.kind.clone());
    out.singular = singular.unwrap_or_else(|| out.kind.to_ascii_lowercase());
    out.plural = plural.unwrap_or_else(|| to_plural(&out.singular));
    Ok(out)
}

fn string(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<String> {
    Ok(meta.value()?.parse::<syn::LitStr>()?.value())
}

/// `name` alone (true) or `name = true|false`.
fn flag(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<bool> {
    if meta.input.peek(syn::Token![=]) {
        Ok(meta.value()?.parse::<syn::LitBool>()?.value)
    } else {
        Ok(true)
    }
}

/// `annotation("key", "value")`.
fn key_value(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<(String, String)> {
    let content;
    syn::parenthesized!(content in meta.input);
    let key: syn::LitStr = content.parse()?;
    content.parse::<syn::Token![,]>()?;
    let value: syn::LitStr = content.parse()?;
    Ok((key.value(), value.value()))
}

/// `printcolumn = r#"{"name": ...}"#` (JSON) or `printcolumn(name = ...,
/// type_ = ..., json_path = ..., description = ..., format = ..., priority = N)`.
fn print_column(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<Value> {
    let fields = [
        ("name", "name"),
        ("type_", "type"),
        ("json_path", "jsonPath"),
        ("description", "description"),
        ("format", "format"),
        ("priority", "priority"),
    ];
    let column = json_or_list(meta, &fields)?;
    // The CRD's order: name, type, jsonPath, then the optional ones.
    let Value::Object(map) = column else {
        return Err(meta.error("expected a print column object"));
    };
    for required in ["name", "type", "jsonPath"] {
        if !map.contains_key(required) {
            return Err(meta.error(format!("print column without `{required}`")));
        }
    }
    Ok(Value::Object(map))
}

/// `scale = r#"{"specReplicasPath": ...}"#` or `scale(spec_replicas_path = ...,
/// status_replicas_path = ..., label_selector_path = ...)`.
fn scale(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<Value> {
    let fields = [
        ("spec_replicas_path", "specReplicasPath"),
        ("status_replicas_path", "statusReplicasPath"),
        ("label_selector_path", "labelSelectorPath"),
    ];
    json_or_list(meta, &fields)
}

/// A JSON object given as a string, or as `name = value` pairs renamed by
/// `fields` (Rust name, JSON name).
fn json_or_list(meta: &syn::meta::ParseNestedMeta<'_>, fields: &[(&str, &str)]) -> syn::Result<Value> {
    if meta.input.peek(syn::Token![=]) {
        let text = string(meta)?;
        return match serde_json::from_str::<Value>(&text) {
            Ok(value @ Value::Object(_)) => Ok(value),
            Ok(_) => Err(meta.error("expected a JSON object")),
            Err(e) => Err(meta.error(format!("not JSON: {e}"))),
        };
    }
    let mut map = serde_json::Map::new();
    meta.parse_nested_meta(|inner| {
        let name = inner.path.get_ident().map(ToString::to_string).unwrap_or_default();
        let Some((_, json_name)) = fields.iter().find(|(rust, _)| *rust == name) else {
            return Err(inner.error(format!("unknown argument `{name}`")));
        };
        let value = match inner.value()?.parse::<syn::Lit>()? {
            syn::Lit::Str(s) => Value::from(s.value()),
            syn::Lit::Int(i) => Value::from(i.base10_parse::<i64>()?),
            other => return Err(syn::Error::new_spanned(other, "expected a string or an integer")),
        };
        map.insert((*json_name).to_owned(), value);
        Ok(())
    })?;
    Ok(Value::Object(map))
}

/// Skips an argument: `name`, `name = value` or `name(...)`.
fn skip(meta: &syn::meta::ParseNestedMeta<'_>) -> syn::Result<()> {
    if meta.input.peek(syn::Token![=]) {
        meta.value()?.parse::<syn::Expr>()?;
    } else if meta.input.peek(syn::token::Paren) {
        meta.parse_nested_meta(|inner| skip(&inner))?;
    }
    Ok(())
}

/// kube-derive's plural of a lower-case singular: `-es` after s, x, z, ch
/// and sh; `-ies` for a consonant and y; `-s` otherwise.
pub fn to_plural(word: &str) -> String {
    if ["s", "x", "z", "ch", "sh"].iter().any(|end| word.ends_with(end)) {
        return format!("{word}es");
    }
    if let Some(stem) = word.strip_suffix('y') {
        if stem.chars().last().is_some_and(|c| !"aeiou".contains(c)) {
            return format!("{stem}ies");
        }
    }
    format!("{word}s")
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn attrs(src: &str) -> syn::Result<KubeAttrs> {
        let item: syn::ItemStruct = syn::parse_str(src).unwrap();
        read(&item.attrs)
    }

    #[test]
    fn defaults_follow_kube_derive() {
        let a = attrs(r#"#[kube(group = "example.com", version = "v1", kind = "Policy")] struct S;"#).unwrap();
        assert_eq!(
            (a.root.as_str(), a.singular.as_str(), a.plural.as_str()),
            ("Policy", "policy", "policies")
        );
        assert!(a.served && a.storage && !a.namespaced && !a.status);
        assert_eq!(a.deprecated, None);
    }

    #[test]
    fn every_crd_argument_is_read() {
        let a = attrs(
            r##"
            #[kube(group = "g.io", version = "v2", kind = "Box", root = "BoxResource", namespaced)]
            #[kube(status = "BoxStatus", shortname = "bx", shortname = "bxs", category = "all")]
            #[kube(printcolumn = r#"{"name":"Size","type":"integer","jsonPath":".spec.size"}"#)]
            #[kube(printcolumn(name = "Age", type_ = "date", json_path = ".metadata.creationTimestamp", priority = 1))]
            #[kube(scale(spec_replicas_path = ".spec.replicas", status_replicas_path = ".status.replicas"))]
            #[kube(selectable = ".spec.size", served = false, storage = false, deprecated = "use v3")]
            #[kube(annotation("a", "1"), label("l", "2"), schema = "manual", derive = "PartialEq")]
            #[kube(crates(kube_core = "::kube::core"), validation = "self.x > 0")]
            struct BoxSpec;
            "##,
        )
        .unwrap();
        assert_eq!(
            a,
            KubeAttrs {
                group: "g.io".into(),
                version: "v2".into(),
                kind: "Box".into(),
                root: "BoxResource".into(),
                plural: "boxes".into(),
                singular: "box".into(),
                namespaced: true,
                short_names: vec!["bx".into(), "bxs".into()],
                categories: vec!["all".into()],
                printer_columns: vec![
                    json!({"name": "Size", "type": "integer", "jsonPath": ".spec.size"}),
                    json!({"name": "Age", "type": "date", "jsonPath": ".metadata.creationTimestamp", "priority": 1}),
                ],
                selectable_fields: vec![".spec.size".into()],
                status: true,
                scale: Some(json!({"specReplicasPath": ".spec.replicas", "statusReplicasPath": ".status.replicas"})),
                served: false,
                storage: false,
                deprecated: Some(Some("use v3".into())),
                annotations: vec![("a".into(), "1".into())],
                labels: vec![("l".into(), "2".into())],
                schema_mode: Some("manual".into()),
            }
        );
    }

    #[test]
    fn malformed_arguments_are_errors() {
        let cases = [
            (
                r#"#[kube(printcolumn = "{")] struct S;"#,
                "not JSON: EOF while parsing an object at line 1 column 1",
            ),
            (
                r#"#[kube(printcolumn(name = "x"))] struct S;"#,
                "print column without `type`",
            ),
            (
                r#"#[kube(scale(replicas = ".x"))] struct S;"#,
                "unknown argument `replicas`",
            ),
            (r#"#[kube(plural = 3)] struct S;"#, "expected string literal"),
        ];
        for (src, message) in cases {
            assert_eq!(attrs(src).unwrap_err().to_string(), message, "{src}");
        }
    }

    #[test]
    fn plurals() {
        for (word, plural) in [
            ("foo", "foos"),
            ("box", "boxes"),
            ("class", "classes"),
            ("batch", "batches"),
            ("policy", "policies"),
            ("day", "days"),
            ("mesh", "meshes"),
        ] {
            assert_eq!(to_plural(word), plural);
        }
    }
}
