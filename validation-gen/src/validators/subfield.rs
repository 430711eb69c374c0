//! `k8s:subfield(<json name>)=+<tag>`: apply a tag to one
//! field of a struct value, as if it were written on that field. The
//! field's own short-circuit checks (`required`, `optional`, `immutable`,
//! ...) run first as silent gates, so the payload does not run where the
//! field's own validation already stops.

use crate::model::{Field, Model, Shape, TypeKind};
use crate::tags::{LiteralKind, Tag};

use super::{
    ArgDecl, Call, Check, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Subfield);
}

struct Subfield;

/// The fields of a struct value, through options, pointers, aliases and
/// newtypes.
pub fn struct_fields<'a>(model: &'a Model, shape: &'a Shape) -> Option<&'a [Field]> {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => struct_fields(model, inner),
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Struct(fields)) => Some(fields),
            Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => struct_fields(model, inner),
            _ => None,
        },
        _ => None,
    }
}

impl TagValidator for Subfield {
    /// The payload's meaning, on the named property.
    fn schema(&self, ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let name = tag.positional_arg().and_then(|a| a.value.as_str()).unwrap_or_default();
        let (Some(fields), Some(payload)) = (struct_fields(ctx.model, ctx.shape), tag.chained()) else {
            return SchemaMeaning::NotInSchema;
        };
        let Some(index) = fields.iter().position(|f| !f.flatten && f.json_name == name) else {
            return SchemaMeaning::NotInSchema;
        };
        let Some((_, validator)) = ctx.registry.get(&payload.name) else {
            return SchemaMeaning::NotInSchema;
        };
        let inner = validator.schema(&field_context(ctx, fields, index, name), payload);
        SchemaMeaning::Property(name.to_string(), Box::new(inner))
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:subfield", Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Tag, true)
            .arg(ArgDecl {
                name: None,
                kind: LiteralKind::String,
                required: true,
                description: "the JSON name of a field of the struct",
            })
            .docs(
                "Applies the wrapped tag to one field of a struct value, at `<path>.<name>`: useful for types you \
                 cannot tag, such as another crate's. The field's own short-circuits gate it silently; on update \
                 an unchanged field is skipped.",
                r#"pub struct ObjectMeta {
    pub name: String,
}

pub struct Widget {
    /// +k8s:subfield("name")=+k8s:format=k8s-short-name
    pub metadata: ObjectMeta,
}"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let arg = tag
            .positional_arg()
            .ok_or_else(|| TagError::new("missing the field's name").at(tag.name_span))?;
        let name = arg.value.as_str().unwrap_or_default();
        let Some(fields) = struct_fields(ctx.model, ctx.shape) else {
            return Err(TagError::new(format!(
                "tag \"{}\" can only be used on structs, not on {}",
                tag.name,
                ctx.kind.describe()
            ))
            .at(tag.name_span));
        };
        let Some(index) = fields.iter().position(|f| !f.flatten && f.json_name == name) else {
            let names = fields.iter().filter(|f| !f.flatten).map(|f| f.json_name.as_str());
            return Err(TagError::new(format!("no field with JSON name \"{name}\""))
                .at(arg.value_span)
                .with_help(crate::diagnostics::did_you_mean(name, names).map(|s| format!("did you mean \"{s}\"?"))));
        };
        // Nested subfields (`subfield("spec")=+subfield("replicas")=+..`) are
        // allowed here, unlike upstream.
        let payload = ctx.payload(tag)?;
        let Some(field) = fields.get(index) else {
            return Err(TagError::new("no such field").at(arg.value_span));
        };
        let field_ctx = field_context(ctx, fields, index, name);
        let payload_checks = field_ctx.evaluate(payload)?;
        let mut checks = inherited_gates(&field_ctx, field);
        checks.extend(payload_checks.checks);
        let mut check = Check::new(
            Rule::new("subfield").with(crate::tags::Literal::String(name.to_string())),
            Call::Subfield { field: index, checks },
        );
        check.cohort = Some(format!("subfield {name}"));
        Ok(Validations::check(check))
    }
}

/// What a tag on the struct's field `fields[index]` sees.
fn field_context<'a>(ctx: &TagContext<'a>, fields: &'a [Field], index: usize, name: &str) -> TagContext<'a> {
    let field = fields.get(index);
    TagContext {
        model: ctx.model,
        registry: ctx.registry,
        scope: Scope::Field,
        shape: field.map_or(ctx.shape, |f| &f.shape),
        kind: field.map_or(ctx.kind.clone(), |f| ctx.model.value_kind(&f.shape)),
        subject: format!("{} (subfield {name})", ctx.subject),
        default: field.and_then(|f| f.default.as_ref()),
        siblings: Some((fields, index)),
        owner: None,
    }
}

/// The field's own short-circuit checks, as silent gates. None when the
/// field (or its own tags) is opaque. The field's own tags are checked (and
/// their errors reported) where the field is declared, so problems are
/// ignored here.
fn inherited_gates(ctx: &TagContext<'_>, field: &Field) -> Vec<Check> {
    let (own, _) = super::evaluate(ctx.registry, ctx, &field.tags);
    if own.opaque {
        return Vec::new();
    }
    own.checks
        .into_iter()
        .filter(|c| c.flags.short_circuit && c.cohort.is_none())
        .map(|mut c| {
            c.flags.non_error = true;
            c
        })
        .collect()
}
