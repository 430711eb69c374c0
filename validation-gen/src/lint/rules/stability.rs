//! Kubernetes' lint rule 2: every tag of a chain is at least as stable as its
//! context. The context is Stable, Beta in a package whose last path element
//! contains `beta`, Alpha for `alpha`; inside `k8s:alpha=` it is Alpha,
//! inside `k8s:beta=` Beta, and inside `k8s:ifEnabled=` / `k8s:ifDisabled=`
//! a Stable context is relaxed to Beta. The level tags themselves set the
//! context and are not checked (they exist to mark less stable tags in
//! stable packages). Run on the roots and every type reachable from them.

use crate::lint::tagged;
use crate::lint::{Context, Finding, Level, Rule};
use crate::model::Model;
use crate::source::SourceSet;
use crate::tags::Tag;
use crate::validators::{Registry, Stability};

pub(crate) const RULE: Rule = Rule {
    id: "stability",
    default: Level::Error,
    description: "a tag less stable than its package, level (`k8s:alpha=`/`k8s:beta=`) or option context",
    kubernetes: true,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for subject in tagged::kubernetes_subjects(ctx) {
        let package = package_level(ctx.sources, ctx.model, subject.type_id);
        for parsed in tagged::parse(ctx.registry, subject.tags) {
            for (tag, context) in too_unstable(ctx.registry, &parsed.tag, package) {
                let stability = ctx
                    .registry
                    .get(&tag.name)
                    .map_or(Stability::Stable, |(d, _)| d.stability);
                findings.push(
                    Finding::new(
                        RULE.id,
                        format!(
                            "tag \"{}\" is {stability}, but is used in a {context} context",
                            tag.name
                        ),
                        parsed.location_of(tag),
                    )
                    .help(help(stability))
                    .about(ctx.model, subject.type_id),
                );
            }
        }
    }
    findings
}

fn help(stability: Stability) -> &'static str {
    match stability {
        Stability::Alpha => "wrap it in `+k8s:alpha=`, or move it to a package whose version contains `alpha`",
        _ => "wrap it in `+k8s:beta=` (or `+k8s:alpha=`), or gate it with `+k8s:ifEnabled(Option)=`",
    }
}

/// The context a package gives: from its last path element.
fn package_level(sources: &SourceSet, model: &Model, type_id: crate::model::TypeId) -> Stability {
    let last = model
        .get(type_id)
        .and_then(|t| sources.modules.get(t.module))
        .and_then(|m| m.rust_path.last());
    match last {
        Some(name) if name.contains("alpha") => Stability::Alpha,
        Some(name) if name.contains("beta") => Stability::Beta,
        _ => Stability::Stable,
    }
}

/// Every tag of the chain less stable than its context, with that context.
fn too_unstable<'t>(registry: &Registry, chain: &'t Tag, package: Stability) -> Vec<(&'t Tag, Stability)> {
    let mut context = package;
    let mut found = Vec::new();
    for tag in chain.chain() {
        match tag.name.as_str() {
            "k8s:alpha" => context = Stability::Alpha,
            "k8s:beta" => context = Stability::Beta,
            name => {
                if let Some((decl, _)) = registry.get(name) {
                    if decl.stability < context {
                        found.push((tag, context));
                    }
                }
                if matches!(name, "k8s:ifEnabled" | "k8s:ifDisabled") && context == Stability::Stable {
                    context = Stability::Beta;
                }
            }
        }
    }
    found
}
