//! Alias chains whose meaning differs from Kubernetes' one-level rule:
//! for `type B = A;` with type tags on `A`, validation-gen
//! applies `A`'s tags to every `B` too; Kubernetes would apply only `B`'s.
//! Informational.

use crate::lint::{Context, Finding, Level, Rule};
use crate::model::{Shape, TypeKind};

pub(crate) const RULE: Rule = Rule {
    id: "typedef-chain",
    default: Level::Note,
    description: "an alias of a tagged alias: its tags accumulate here, one level deep in Kubernetes",
    kubernetes: false,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (id, t) in ctx.model.types.iter().enumerate() {
        let TypeKind::Alias(Shape::Named(target)) = &t.kind else {
            continue;
        };
        let Some(next) = ctx.model.get(*target) else { continue };
        let tagged = |tags: &[crate::model::TagLine]| {
            tags.iter()
                .filter_map(|l| crate::tags::tag_name(&l.text))
                .any(|n| ctx.registry.get(n).is_some())
        };
        if t.foreign.is_some() || !matches!(next.kind, TypeKind::Alias(_)) || !tagged(&next.tags) {
            continue;
        }
        findings.push(
            Finding::new(
                RULE.id,
                format!(
                    "alias `{}` also applies the type tags of `{}`; Kubernetes applies only one typedef level",
                    t.name, next.name
                ),
                t.location,
            )
            .note("validation-gen accumulates the tags of every alias in a chain")
            .about(ctx.model, id),
        );
    }
    findings
}
