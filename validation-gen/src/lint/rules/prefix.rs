//! Kubernetes' lint rule 1: `k8s:alpha` / `k8s:beta` only as the outermost tag
//! of a chain (that they carry a tag is checked by the generator).

use crate::lint::tagged::{self, Parsed};
use crate::lint::{Context, Finding, Level, Rule};

pub(crate) const RULE: Rule = Rule {
    id: "alpha-beta-prefix",
    default: Level::Error,
    description: "`k8s:alpha` / `k8s:beta` may only be the outermost tag of a chain",
    kubernetes: true,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for subject in tagged::kubernetes_subjects(ctx) {
        for parsed in tagged::parse(ctx.registry, subject.tags) {
            findings.extend(nested_levels(&parsed).map(|(outer, level)| {
                Finding::new(
                    RULE.id,
                    format!("\"{}\" must be the outermost tag of a chain", level.name),
                    parsed.location_of(level),
                )
                .label(format!("inside \"{}\"", outer.name))
                .help(format!(
                    "move \"{}\" to the front of the chain: the level marks everything the chain produces",
                    level.name
                ))
                .about(ctx.model, subject.type_id)
            }));
        }
    }
    findings
}

/// Every level tag below the top of a chain, with the tag holding it.
fn nested_levels<'p>(
    parsed: &'p Parsed<'_>,
) -> impl Iterator<Item = (&'p crate::tags::Tag, &'p crate::tags::Tag)> + 'p {
    parsed
        .tag
        .chain()
        .zip(parsed.tag.chain().skip(1))
        .filter(|(_, inner)| matches!(inner.name.as_str(), "k8s:alpha" | "k8s:beta"))
}
