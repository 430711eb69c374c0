//! `k8s:neq=<value>`: the value must not equal the payload.

use crate::model::{Primitive, ValueKind};
use crate::tags::{parse_canonical_int, Literal, LiteralKind, Tag};

use super::lowering;
use super::{
    Call, CallArg, Check, PayloadKind, Registry, Rule, SchemaMeaning, Scope, Stability, TagContext, TagDecl, TagError,
    TagValidator, Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Neq);
}

struct Neq;

impl TagValidator for Neq {
    /// `self != <value>` on the value (a rule runs only where the value is
    /// present, as the check does).
    fn schema(&self, _ctx: &TagContext<'_>, tag: &Tag) -> SchemaMeaning {
        let (literal, detail) = match tag.literal() {
            Some(Literal::String(s)) => (lowering::string(s), lowering::quoted(s)),
            Some(Literal::Bool(b)) => (b.to_string(), b.to_string()),
            Some(Literal::Int(_)) => match parse_canonical_int(tag.value_raw.as_deref().unwrap_or_default()) {
                Ok(n) => (n.to_string(), n.to_string()),
                Err(_) => return SchemaMeaning::NotInSchema,
            },
            _ => return SchemaMeaning::NotInSchema,
        };
        SchemaMeaning::rule(
            lowering::Rule::new(format!("self != {literal}"), format!("must not be equal to {detail}")).build(),
        )
    }

    fn decl(&self) -> TagDecl {
        TagDecl::new("k8s:neq", Scope::VALUES, Stability::Alpha)
            .payload(PayloadKind::Raw, true)
            .docs(
                "The value must not equal the payload (a string, integer or boolean matching the value's type): \
             Invalid, origin `neq`, \"must not be equal to <v>\".",
                r#"/// +k8s:optional
/// +k8s:neq="default"
pub class_name: Option<String>,
/// +k8s:optional
/// +k8s:neq=0
pub weight: Option<i32>,"#,
            )
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let at = tag.value_span.unwrap_or(tag.name_span);
        let literal = tag
            .literal()
            .ok_or_else(|| TagError::new("missing required tag value").at(tag.name_span))?;
        let kind = ctx.kind.present();
        let (function, arg) = match (kind, literal) {
            (k, Literal::String(s)) if k.is_string() => ("neq_str", CallArg::Str(s.clone())),
            (ValueKind::Primitive(Primitive::Bool), Literal::Bool(b)) => ("neq", CallArg::Bool(*b)),
            (k, Literal::Int(_)) if k.is_integer() => {
                let raw = tag.value_raw.as_deref().unwrap_or_default();
                let n = parse_canonical_int(raw).map_err(|e| TagError::new(e).at(at))?;
                super::limits::check_integer_range(kind, n).map_err(|e| e.at(at))?;
                ("neq", CallArg::Int(n))
            }
            (k, lit) if k.is_string() || k.is_integer() || *k == ValueKind::Primitive(Primitive::Bool) => {
                return Err(TagError::new(format!(
                    "the value of \"k8s:neq\" must match the field's type: got {}, want {}",
                    lit.kind(),
                    wanted(k)
                ))
                .at(at))
            }
            _ => {
                return Err(TagError::new(format!(
                    "tag \"k8s:neq\" can only be used on strings, integers and booleans, not on {}",
                    ctx.kind.describe()
                ))
                .at(tag.name_span))
            }
        };
        Ok(Validations::check(Check::new(
            Rule::new("neq").with(literal.clone()),
            Call::Value {
                function: format!("::validation_runtime::validate::{function}"),
                args: vec![arg],
            },
        )))
    }
}

fn wanted(kind: &ValueKind) -> LiteralKind {
    if kind.is_string() {
        LiteralKind::String
    } else if kind.is_integer() {
        LiteralKind::Int
    } else {
        LiteralKind::Bool
    }
}
