//! Roots: the types that get a scheme entry point, chosen by the
//! package-level `+k8s:validation-gen=<criterion>` tags of their module and
//! the per-type `+k8s:validation-gen=true|false` override; and the
//! subresources each root serves.

use heck::ToUpperCamelCase;

use crate::model::{Model, Shape, TagLine, TypeDef, TypeId, TypeKind};
use crate::source::SourceSet;

use super::PlanError;

/// A root type and the subresource paths its validation serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Root {
    pub id: TypeId,
    /// `/` for the main resource, `/status`, ...
    pub subresources: Vec<String>,
}

/// Which types of a module are roots.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Criterion {
    /// Every public type.
    All,
    /// Structs with a field of this declared name (`TypeMeta`).
    WithField(String),
    /// Types whose name ends with this.
    WithSuffix(String),
}

/// Find every root, reporting malformed generator tags.
/// Root criteria come from the module a type's code is generated into
/// (`output_of`: the type's own, or the module selecting it as input).
pub fn find(
    model: &Model,
    sources: &SourceSet,
    output_of: &[crate::source::ModuleId],
    has: impl Fn(TypeId) -> bool,
    errors: &mut Vec<PlanError>,
) -> Vec<Root> {
    let criteria: Vec<Vec<Criterion>> = (0..sources.modules.len())
        .map(|m| module_criteria(model.module_tags.get(m).map_or(&[][..], Vec::as_slice), errors))
        .collect();
    let mut roots = Vec::new();
    for (id, t) in model.types.iter().enumerate() {
        let forced = type_override(t, errors);
        let selected = match forced {
            Some(force) => force,
            None => {
                let output = output_of.get(t.module).copied().unwrap_or(t.module);
                let module = criteria.get(output).map_or(&[][..], Vec::as_slice);
                t.is_pub
                    && !has_field(model, sources, t, "ListMeta")
                    && module.iter().any(|c| matches(model, sources, t, c))
            }
        };
        if !selected || !has(id) {
            continue;
        }
        if let Some(subresources) = subresources(t, errors) {
            roots.push(Root { id, subresources });
        }
    }
    roots
}

/// The raw value of a generator tag line `+name=value` (gengo-style: the
/// rest of the line, trailing `# comment` removed).
pub(super) fn generator_value<'a>(line: &'a TagLine, name: &str) -> Option<&'a str> {
    let rest = line.text.strip_prefix('+')?.strip_prefix(name)?;
    let value = rest
        .strip_prefix('=')
        .unwrap_or(if rest.trim().is_empty() { "" } else { rest });
    if !rest.is_empty() && !rest.starts_with('=') && !rest.starts_with([' ', '\t', '#']) {
        return None; // a longer name such as `k8s:validation-gen-input`
    }
    Some(value.split(" #").next().unwrap_or(value).trim())
}

fn unquote(value: &str) -> &str {
    value
        .strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .or_else(|| value.strip_prefix('`').and_then(|v| v.strip_suffix('`')))
        .unwrap_or(value)
}

fn error(line: &TagLine, message: String) -> PlanError {
    PlanError {
        code: "invalid-tag",
        message,
        location: line.location,
        help: Some("valid criteria: `*`, `TypesWithField=<FieldName>`, `TypesWithSuffix=<Suffix>`, a field name such as `TypeMeta`, or `false`".into()),
    }
}

fn module_criteria(lines: &[TagLine], errors: &mut Vec<PlanError>) -> Vec<Criterion> {
    let mut out = Vec::new();
    for line in lines {
        let Some(value) = generator_value(line, "k8s:validation-gen") else {
            continue;
        };
        let value = unquote(value);
        let criterion = match value.split_once('=') {
            _ if value == "*" => Criterion::All,
            _ if value == "false" => return Vec::new(),
            Some(("TypesWithField", field)) if is_ident(field) => Criterion::WithField(field.to_string()),
            Some(("TypesWithSuffix", suffix)) if !suffix.is_empty() => Criterion::WithSuffix(suffix.to_string()),
            None if is_ident(value) && value != "true" => Criterion::WithField(value.to_string()),
            _ => {
                let shown = if value.is_empty() {
                    "an empty value".to_string()
                } else {
                    format!("`{value}`")
                };
                errors.push(error(line, format!("invalid `k8s:validation-gen` criterion: {shown}")));
                continue;
            }
        };
        out.push(criterion);
    }
    out
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// `+k8s:validation-gen=true|false` on the type itself.
fn type_override(t: &TypeDef, errors: &mut Vec<PlanError>) -> Option<bool> {
    let mut forced = None;
    for line in &t.tags {
        let Some(value) = generator_value(line, "k8s:validation-gen") else {
            continue;
        };
        match value {
            "true" => forced = Some(true),
            "false" => forced = Some(false),
            other => errors.push(PlanError {
                code: "invalid-tag",
                message: format!("on a type, `k8s:validation-gen` takes `true` or `false`, not `{other}`"),
                location: line.location,
                help: None,
            }),
        }
    }
    forced
}

fn matches(model: &Model, sources: &SourceSet, t: &TypeDef, criterion: &Criterion) -> bool {
    match criterion {
        Criterion::All => true,
        Criterion::WithField(name) => has_field(model, sources, t, name),
        Criterion::WithSuffix(suffix) => t.name.ends_with(suffix.as_str()),
    }
}

/// Whether a struct has a field of this declared name: the identifier in
/// UpperCamelCase (`type_meta` → `TypeMeta`), or an embedded (flattened)
/// field whose type has that name. Declared means written in the struct,
/// whatever serde does with it: `#[serde(skip)] type_meta` counts, as an
/// embedded `TypeMeta` that is not serialized does in Kubernetes.
fn has_field(model: &Model, sources: &SourceSet, t: &TypeDef, name: &str) -> bool {
    let TypeKind::Struct(fields) = &t.kind else {
        return false;
    };
    let embedded = |f: &crate::model::Field| f.flatten && type_name(model, &f.shape).is_some_and(|n| n == name);
    fields.iter().any(embedded) || declared_field_names(sources, t).any(|ident| ident.to_upper_camel_case() == name)
}

/// The identifiers of every field the struct declares, including those the
/// model leaves out (`#[serde(skip)]`), read from the module's items.
fn declared_field_names<'a>(sources: &'a SourceSet, t: &'a TypeDef) -> impl Iterator<Item = String> + 'a {
    let own = sources.modules.get(t.module).filter(|_| t.foreign.is_none());
    let items = own.map_or(&[][..], |m| m.items.as_slice());
    items
        .iter()
        .filter_map(move |item| match item {
            syn::Item::Struct(s) if s.ident == t.name => Some(&s.fields),
            _ => None,
        })
        .flat_map(|fields| fields.iter())
        .filter_map(|f| f.ident.as_ref())
        .map(|ident| ident.to_string().trim_start_matches("r#").to_string())
}

fn type_name<'a>(model: &'a Model, shape: &'a Shape) -> Option<&'a str> {
    match super::strip(shape) {
        Shape::Named(id) => model.get(*id).map(|t| t.name.as_str()),
        Shape::External(path) => path.rsplit("::").next(),
        _ => None,
    }
}

/// Subresources: `/` by default, plus `supportsSubresource` paths; or only the
/// `isSubresource` path.
fn subresources(t: &TypeDef, errors: &mut Vec<PlanError>) -> Option<Vec<String>> {
    let mut supports = vec!["/".to_string()];
    let mut is_subresource: Vec<(&TagLine, String)> = Vec::new();
    let mut ok = true;
    for line in &t.tags {
        for (name, is) in [("k8s:supportsSubresource", false), ("k8s:isSubresource", true)] {
            let Some(value) = generator_value(line, name) else {
                continue;
            };
            let path = unquote(value);
            if !path.starts_with('/') || path.len() < 2 {
                errors.push(PlanError {
                    code: "invalid-tag",
                    message: format!("`{name}` needs a subresource path such as \"/status\", not `{value}`"),
                    location: line.location,
                    help: None,
                });
                ok = false;
            } else if is {
                is_subresource.push((line, path.to_string()));
            } else if !supports.iter().any(|s| s == path) {
                supports.push(path.to_string());
            }
        }
    }
    if let Some((second, _)) = is_subresource.get(1) {
        errors.push(PlanError {
            code: "invalid-tag",
            message: "a type can be the payload of at most one subresource (`k8s:isSubresource`)".into(),
            location: second.location,
            help: None,
        });
        ok = false;
    }
    if !ok {
        return None;
    }
    Some(match is_subresource.into_iter().next() {
        Some((_, path)) => vec![path],
        None => supports,
    })
}
