//! `k8s:customValidation`: call a hand-written function.
//!
//! The function lives in the module that declares the type and is found by
//! name: `validate_custom_<type>` for a type, `validate_custom_<struct>_<field>`
//! for a field (snake case of the Rust names), with the standard signature
//! on the value's nilable form:
//! `fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList`.

use std::collections::BTreeSet;

use heck::ToSnakeCase;

use crate::model::{Model, Shape};
use crate::source::SourceLocation;
use crate::tags::Tag;

use super::{Call, Check, Registry, Rule, Scope, Stability, TagContext, TagDecl, TagError, TagValidator, Validations};

pub fn register(registry: &mut Registry) {
    registry.register(CustomValidation);
}

/// The prefix every hook's name starts with.
pub const PREFIX: &str = "validate_custom_";

struct CustomValidation;

impl TagValidator for CustomValidation {
    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:customValidation", &[Scope::Type, Scope::Field], Stability::Stable).docs(
            "Calls a hand-written function of the type's module: `validate_custom_<type>` (on a type) or \
             `validate_custom_<struct>_<field>` (on a field), \
             `fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList`. It takes part in ordering and \
             ratcheting like any check.",
            r#"use validation_runtime::{BadValue, ErrorList, FieldError, Operation, Path};

pub struct Range {
    /// +k8s:optional
    /// +k8s:customValidation
    pub low: Option<i32>,
}

pub fn validate_custom_range_low(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&i32>,
    _old: Option<&i32>,
) -> ErrorList {
    match value {
        Some(v) if v % 2 != 0 => {
            ErrorList::from(vec![FieldError::invalid(path, BadValue::Int(i64::from(*v)), "must be even")])
        }
        _ => ErrorList::new(),
    }
}"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let (owner, name) = match (ctx.scope, ctx.owner, ctx.shape, ctx.siblings) {
            (Scope::Field, Some(owner), _, Some((fields, i))) => {
                let field = fields.get(i).map_or("", |f| f.ident.as_str());
                (
                    owner,
                    format!("{PREFIX}{}_{field}", ctx.model.name(owner).to_snake_case()),
                )
            }
            (Scope::Type, _, Shape::Named(id), _) => (*id, format!("{PREFIX}{}", ctx.model.name(*id).to_snake_case())),
            _ => {
                return Err(
                    TagError::new("k8s:customValidation needs a named type or a struct field").at(tag.name_span),
                )
            }
        };
        let module = ctx.model.get(owner).map_or(0, |t| t.module);
        let signature = "fn(op: &Operation, path: &Path<'_>, value: Option<&T>, old: Option<&T>) -> ErrorList";
        match ctx
            .model
            .functions
            .get(module)
            .and_then(|fs| fs.iter().find(|f| f.name == name))
        {
            None => Err(TagError::new(format!(
                "function `{name}` not found in the module of `{}`",
                ctx.model.name(owner)
            ))
            .at(tag.name_span)
            .with_help(Some(format!("define `pub fn {name}` with signature `{signature}`")))),
            Some(f) if f.arity != 4 => Err(TagError::new(format!(
                "function `{name}` takes {} parameters; it must take 4: `{signature}`",
                f.arity
            ))
            .at(tag.name_span)),
            Some(_) => Ok(Validations::check(Check::new(
                Rule::new("customValidation"),
                Call::Nilable { function: name },
            ))),
        }
    }
}

/// Hook functions (`validate_custom_*`) that no `k8s:customValidation` tag
/// names: probably a typo or a forgotten tag.
pub fn unclaimed(model: &Model) -> Vec<(String, SourceLocation)> {
    let claimed = claimed_names(model);
    model
        .functions
        .iter()
        .flatten()
        .filter(|f| f.name.starts_with(PREFIX) && !claimed.contains(&f.name))
        .map(|f| {
            (
                format!(
                    "`{}` looks like a `k8s:customValidation` hook, but no tag calls it",
                    f.name
                ),
                f.location,
            )
        })
        .collect()
}

/// The hook names the `k8s:customValidation` tags of the model name, also
/// inside chains (`+k8s:ifEnabled(X)=+k8s:customValidation`).
fn claimed_names(model: &Model) -> BTreeSet<String> {
    let names = |lines: &[crate::model::TagLine]| lines.iter().any(|l| l.text.contains("+k8s:customValidation"));
    let mut claimed = BTreeSet::new();
    for t in &model.types {
        let owner = t.name.to_snake_case();
        if names(&t.tags) {
            claimed.insert(format!("{PREFIX}{owner}"));
        }
        if let crate::model::TypeKind::Struct(fields) = &t.kind {
            for f in fields.iter().filter(|f| names(&f.tags)) {
                claimed.insert(format!("{PREFIX}{owner}_{}", f.ident));
            }
        }
    }
    claimed
}
