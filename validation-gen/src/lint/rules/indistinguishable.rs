//! `k8s:optional` on an always-present scalar (not an `Option`, not a list
//! or map) without a `+default`: absence cannot be told from the zero value,
//! so `""`, `0` and `false` silently skip every other check.

use crate::lint::tagged;
use crate::lint::{Context, Finding, Level, Rule};
use crate::model::ValueKind;

pub(crate) const RULE: Rule = Rule {
    id: "absent-indistinguishable",
    default: Level::Warn,
    description: "`k8s:optional` on an always-present scalar: its zero value counts as absent",
    kubernetes: false,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for subject in tagged::subjects(ctx.model) {
        let Some(field) = subject.field.filter(|f| f.default.is_none()) else {
            continue;
        };
        let kind = ctx.model.value_kind(&field.shape);
        if !matches!(kind, ValueKind::Primitive(_) | ValueKind::StringEnum) {
            continue;
        }
        let parsed = tagged::parse(ctx.registry, subject.tags);
        let Some(optional) = parsed.iter().find(|p| tagged::unwrapped(&p.tag).name == "k8s:optional") else {
            continue;
        };
        findings.push(
            Finding::new(
                RULE.id,
                format!(
                    "{} is optional but always present: its zero value counts as absent",
                    tagged::field_phrase(ctx.model, subject.type_id, field)
                ),
                optional.location_of(tagged::unwrapped(&optional.tag)),
            )
            .label(format!(
                "the {} is never validated when it is the zero value",
                kind.describe()
            ))
            .help("make the field an `Option<_>` so absence can be told apart, or give it a `+default`")
            .about(ctx.model, subject.type_id),
        );
    }
    findings
}
