//! Kubernetes' lint rule 3: a field that is not an always-present struct and is
//! validated (a tag of its own other than `k8s:optional` / `k8s:opaqueType`,
//! or a type that has validations, looked into unless opaque) says whether
//! it is `k8s:optional`, `k8s:required` or `k8s:forbidden`. Run on the roots
//! and every type reachable from them.

use std::collections::BTreeSet;

use crate::lint::tagged::{self, Parsed};
use crate::lint::{Context, Finding, Level, Rule};
use crate::model::{Field, Model, Shape, TypeId, TypeKind, ValueKind};
use crate::plan::Plan;

pub(crate) const RULE: Rule = Rule {
    id: "missing-requiredness",
    default: Level::Error,
    description: "a validated field without `k8s:optional`, `k8s:required` or `k8s:forbidden`",
    kubernetes: true,
    check,
};

/// Tags that say whether a field must be set.
pub(crate) const REQUIREDNESS: &[&str] = &["k8s:optional", "k8s:required", "k8s:forbidden"];

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let Some(plan) = ctx.plan else {
        return Vec::new();
    };
    let mut findings = Vec::new();
    for id in reachable(ctx.model, plan) {
        let Some(TypeKind::Struct(fields)) = ctx.model.get(id).map(|t| &t.kind) else {
            continue;
        };
        for field in fields {
            if field.flatten || ctx.model.value_kind(&field.shape) == ValueKind::Struct {
                continue;
            }
            let parsed = tagged::parse(ctx.registry, &field.tags);
            if has_requiredness(&parsed) {
                continue;
            }
            let why = if let Some(tag) = validation_tag(&parsed) {
                format!("it has the tag \"{tag}\"")
            } else if !is_opaque(&parsed) && type_validated(ctx.model, plan, &field.shape, Opacity::of(&parsed)) {
                "its type has validations".to_string()
            } else {
                continue;
            };
            findings.push(
                Finding::new(
                    RULE.id,
                    format!(
                        "{} must be marked `+k8s:optional`, `+k8s:required` or `+k8s:forbidden`: {why}",
                        tagged::field_phrase(ctx.model, id, field)
                    ),
                    field.location,
                )
                .help("add `/// +k8s:optional` (or `+k8s:required`) to the field")
                .about(ctx.model, id),
            );
        }
    }
    findings
}

fn has_requiredness(parsed: &[Parsed<'_>]) -> bool {
    parsed
        .iter()
        .any(|p| REQUIREDNESS.contains(&tagged::unwrapped(&p.tag).name.as_str()))
}

/// The first tag that validates the field (looking through chains).
fn validation_tag<'p>(parsed: &'p [Parsed<'_>]) -> Option<&'p str> {
    parsed
        .iter()
        .map(|p| p.tag.innermost().name.as_str())
        .find(|name| !matches!(*name, "k8s:optional" | "k8s:opaqueType"))
}

fn is_opaque(parsed: &[Parsed<'_>]) -> bool {
    parsed
        .iter()
        .any(|p| tagged::unwrapped(&p.tag).name == "k8s:opaqueType")
}

/// `k8s:eachVal=+k8s:opaqueType` / `k8s:eachKey=+k8s:opaqueType` on a
/// field: its elements' (map keys') types are not descended into.
#[derive(Clone, Copy, Default)]
struct Opacity {
    values: bool,
    keys: bool,
}

impl Opacity {
    fn of(parsed: &[Parsed<'_>]) -> Opacity {
        let each = |name: &str| {
            parsed.iter().any(|p| {
                let tag = tagged::unwrapped(&p.tag);
                tag.name == name
                    && tag
                        .chained()
                        .is_some_and(|t| tagged::unwrapped(t).name == "k8s:opaqueType")
            })
        };
        Opacity {
            values: each("k8s:eachVal"),
            keys: each("k8s:eachKey"),
        }
    }
}

/// Whether any type the shape holds (through options, pointers, lists and
/// maps, except opaque elements and keys) gets a validation function.
fn type_validated(model: &Model, plan: &Plan, shape: &Shape, opacity: Opacity) -> bool {
    let mut named = Vec::new();
    descended_types(shape, opacity, &mut named);
    named
        .iter()
        .any(|id| plan.function(*id).is_some() && model.get(*id).is_some())
}

fn descended_types(shape: &Shape, opacity: Opacity, out: &mut Vec<TypeId>) {
    match shape {
        Shape::Optional(inner) | Shape::Pointer(_, inner) => descended_types(inner, opacity, out),
        Shape::List(_) if opacity.values => {}
        Shape::Map(_, key, value) => {
            if !opacity.keys {
                named_types(key, out);
            }
            if !opacity.values {
                named_types(value, out);
            }
        }
        other => named_types(other, out),
    }
}

pub(crate) fn named_types(shape: &Shape, out: &mut Vec<TypeId>) {
    match shape {
        Shape::Named(id) => out.push(*id),
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => named_types(inner, out),
        Shape::Map(_, key, value) => {
            named_types(key, out);
            named_types(value, out);
        }
        Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => {}
    }
}

/// The roots and every type reachable from them, in id order. A type with
/// `+k8s:validation-gen-nolint` (on itself or its module) is left out and
/// not walked through, as Kubernetes does: what is reached only through it
/// is not linted either.
pub(crate) fn reachable(model: &Model, plan: &Plan) -> BTreeSet<TypeId> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<TypeId> = plan.roots.iter().map(|r| r.id).collect();
    while let Some(id) = stack.pop() {
        let Some(t) = model
            .get(id)
            .filter(|t| t.foreign.is_none() && !crate::lint::is_nolint(model, id))
        else {
            continue;
        };
        if !seen.insert(id) {
            continue;
        }
        let mut next = Vec::new();
        match &t.kind {
            TypeKind::Struct(fields) => fields.iter().for_each(|f: &Field| named_types(&f.shape, &mut next)),
            TypeKind::Newtype(inner) | TypeKind::Alias(inner) => named_types(inner, &mut next),
            TypeKind::Enum(_) | TypeKind::Unsupported { .. } => {}
        }
        stack.extend(next);
    }
    seen
}
