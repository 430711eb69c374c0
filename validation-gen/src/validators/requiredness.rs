//! `k8s:required`, `k8s:optional`, `k8s:forbidden`.

use crate::model::{Primitive, ValueKind};
use crate::tags::Tag;

use super::lowering::{self, FieldRef};
use super::{
    Call, Check, Keyword, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError, TagValidator,
    Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Required);
    registry.register(Optional);
    registry.register(Forbidden);
}

const FIELD: &[Scope] = &[Scope::Field];

fn presence(rule: &'static str, function: &str) -> Check {
    Check::new(
        Rule::new(rule),
        Call::Presence {
            function: format!("::validation_runtime::validate::{function}"),
        },
    )
    .short_circuit()
}

/// Stop the field's other checks, without an error, when the value is unset
/// (like Kubernetes' Optional*: short-circuit, non-error).
fn silent_stop_if_unset(rule: &'static str) -> Check {
    Check::new(Rule::new(rule), Call::IsSet).short_circuit().non_error()
}

/// Requiredness makes no sense on an always-present struct: it is always set.
fn reject_plain_struct(ctx: &TagContext<'_>, tag: &Tag) -> Result<(), TagError> {
    if ctx.kind == ValueKind::Struct {
        return Err(TagError::new(format!(
            "non-pointer structs cannot use the \"{}\" tag (wrap the type in `Option` to make it optional-presence)",
            tag.name
        ))
        .at(tag.name_span));
    }
    Ok(())
}

struct Required;

impl TagValidator for Required {
    /// Listed in the struct's `required`. A value that is always present in
    /// Rust (a string, a number, a collection) is unset when it is its zero
    /// value, which `required` cannot see: a rule reports it as Required
    /// too (its detail cannot be empty, as the Rust check's is).
    fn schema(&self, ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        let mut keywords = vec![Keyword::Required];
        if let Some(test) = lowering::value_set(ctx.model, ctx.shape, "self") {
            let detail = match ctx.kind.present() {
                ValueKind::Primitive(Primitive::Bool) => "must be true",
                k if k.is_integer() || matches!(k, ValueKind::Primitive(Primitive::F32 | Primitive::F64)) => {
                    "must not be 0"
                }
                _ => "must not be empty",
            };
            let rule = lowering::Rule::new(test, detail).reason("FieldValueRequired");
            keywords.push(Keyword::Rule(rule.build()));
        }
        SchemaMeaning::Keywords(keywords)
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:required", FIELD, Stability::Stable).docs(
            "The field must be set: present for `Option`, non-empty for lists and maps, non-zero for other values. \
             When unset, reports Required and skips every other check of the field.",
            r#"/// +k8s:required
pub name: String,
/// +k8s:required
pub template: Option<String>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        reject_plain_struct(ctx, tag)?;
        Ok(Validations::check(presence("required", "required")))
    }
}

struct Optional;

impl TagValidator for Optional {
    /// Not in `required`; a `+default=` becomes the schema's `default`.
    fn schema(&self, _ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        SchemaMeaning::Nothing
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:optional", FIELD, Stability::Stable).docs(
            "The field may be unset; when it is, every other check of the field is skipped without error. \
             With a `+default=` value the server fills the field in, so it behaves like `k8s:required` \
             (or, for an always-present value whose default is its zero value, does nothing).",
            r#"/// +k8s:optional
/// +k8s:maxLength=63
pub nickname: Option<String>,
/// Filled in by the server when absent, so required here.
/// +k8s:optional
/// +default=1
/// +k8s:minimum=1
pub replicas: Option<i32>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        reject_plain_struct(ctx, tag)?;
        let Some(default) = ctx.default else {
            return Ok(Validations::check(silent_stop_if_unset("optional")));
        };
        let json = default.text.strip_prefix("+default=").unwrap_or_default();
        let value: serde_json::Value = serde_json::from_str(json).map_err(|e| {
            TagError::new(format!(
                "+default must hold exactly one JSON value: {e} (in `{}`)",
                default.text
            ))
        })?;
        if value.is_null() {
            return Err(TagError::new("+default may not be null"));
        }
        let always_present_scalar = matches!(ctx.kind, ValueKind::Primitive(_) | ValueKind::StringEnum);
        let zero_default = matches!(&value, serde_json::Value::String(s) if s.is_empty())
            || value == serde_json::json!(0)
            || value == serde_json::Value::Bool(false)
            || value.as_f64() == Some(0.0);
        if always_present_scalar && zero_default {
            // Documentation only: the zero value is a valid, defaulted value.
            return Ok(Validations::none());
        }
        Ok(Validations::check(presence("required", "required")))
    }
}

struct Forbidden;

impl TagValidator for Forbidden {
    /// A rule on the struct: the field is not set, or (on update) is set to
    /// the value it had, as the Rust check tolerates. Its detail cannot be
    /// empty, as the Rust check's is. The field's other tags never run, so
    /// the schema stage leaves their keywords out; the keywords of the
    /// field's type stay (a set value then also gets their errors).
    fn schema(&self, ctx: &TagContext<'_>, _tag: &Tag) -> SchemaMeaning {
        let Some(field) = ctx
            .siblings
            .and_then(|(fields, index)| fields.get(index))
            .and_then(FieldRef::new)
        else {
            return SchemaMeaning::NotInSchema;
        };
        let (new, old) = (field.on("self"), field.on("oldSelf.value()"));
        let kept = format!("(oldSelf.hasValue() && has({old}) && has({new}) && {old} == {new})");
        let rule = lowering::Rule::new(format!("!{}", field.is_set(ctx.model, "self")), "may not be set")
            .reason("FieldValueForbidden")
            .at_property(field.json);
        lowering::ratcheted(vec![(rule, kept)])
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:forbidden", FIELD, Stability::Beta).docs(
            "The field must not be set: Forbidden (no origin) when it is. Either way every other check of the \
             field is skipped. On update, a value that was already set and is unchanged is tolerated.",
            r#"/// Reserved for future use.
/// +k8s:forbidden
pub reserved: Option<String>,"#,
        )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        reject_plain_struct(ctx, tag)?;
        let mut v = Validations::check(presence("forbidden", "forbidden"));
        // An unset forbidden field stops the field's other checks silently.
        v.checks.push(silent_stop_if_unset("forbidden"));
        Ok(v)
    }
}
