//! Numeric limits: `k8s:minimum`, `k8s:maximum` (tags.md §7.2).

use crate::model::ValueKind;
use crate::tags::{parse_canonical_int, Literal, Tag};

use super::{
    Call, CallArg, Check, PayloadKind, Registry, Rule, Scope, Stability, TagContext, TagDecl, TagError, TagValidator,
    Validations,
};

pub fn register(registry: &mut Registry) {
    registry.register(Bound::MINIMUM);
    registry.register(Bound::MAXIMUM);
}

/// `minimum` and `maximum` differ only in name, function and wording.
struct Bound {
    name: &'static str,
    rule: &'static str,
    description: &'static str,
    example: &'static str,
}

impl Bound {
    const MINIMUM: Bound = Bound {
        name: "k8s:minimum",
        rule: "minimum",
        description: "The integer must be greater than or equal to the limit. \
                      Reports Invalid with origin `minimum`: \"must be greater than or equal to N\".",
        example: "+k8s:minimum=0",
    };
    const MAXIMUM: Bound = Bound {
        name: "k8s:maximum",
        rule: "maximum",
        description: "The integer must be less than or equal to the limit. \
                      Reports Invalid with origin `maximum`: \"must be less than or equal to N\".",
        example: "+k8s:maximum=100",
    };
}

impl TagValidator for Bound {
    fn decl(&self) -> TagDecl {
        TagDecl::new(self.name, Scope::VALUES, Stability::Stable)
            .payload(PayloadKind::Int, true)
            .docs(self.description, self.example)
    }

    fn validations(&self, ctx: &TagContext<'_>, tag: &Tag) -> Result<Validations, TagError> {
        let limit = canonical_int_payload(tag)?;
        let ValueKind::Primitive(p) = ctx.kind.present() else {
            return Err(not_integer(ctx, tag));
        };
        let Some((lo, hi)) = p.integer_range() else {
            return Err(not_integer(ctx, tag));
        };
        if !(lo..=hi).contains(&i128::from(limit)) {
            return Err(TagError::new(format!(
                "{limit} is out of range for {} (the field's type holds {lo} to {hi})",
                p.rust_name()
            ))
            .at(tag.value_span.unwrap_or(tag.name_span)));
        }
        Ok(Validations::check(Check::new(
            Rule::new(self.rule).with(Literal::Int(limit)),
            Call::Value {
                function: format!("::validation_runtime::validate::{}", self.rule),
                args: vec![CallArg::Int(limit)],
            },
        )))
    }
}

fn not_integer(ctx: &TagContext<'_>, tag: &Tag) -> TagError {
    TagError::new(format!(
        "tag \"{}\" can only be used on integer types, not on {}",
        tag.name,
        ctx.kind.describe()
    ))
    .at(tag.name_span)
}

/// The integer payload, written in canonical decimal (tags.md §1.6).
pub(super) fn canonical_int_payload(tag: &Tag) -> Result<i64, TagError> {
    let span = tag.value_span.unwrap_or(tag.name_span);
    let raw = tag.value_raw.as_deref().unwrap_or_default();
    parse_canonical_int(raw).map_err(|e| TagError::new(e).at(span))
}
