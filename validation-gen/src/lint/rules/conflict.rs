//! `k8s:optional`, `k8s:required`, `k8s:forbidden` and a `+default` exclude
//! each other on one field, except `k8s:optional` with a default (whose
//! meaning: required unless defaulted). Requiredness gated by `k8s:ifEnabled` /
//! `k8s:ifDisabled` is left alone: the gates may make the tags alternatives.

use crate::lint::tagged::{self, Parsed};
use crate::lint::{Context, Finding, Level, Rule};

use super::requiredness::REQUIREDNESS;

pub(crate) const RULE: Rule = Rule {
    id: "requiredness-conflict",
    default: Level::Error,
    description: "more than one of `k8s:optional` / `k8s:required` / `k8s:forbidden`, or `required`/`forbidden` with a `+default`",
    kubernetes: false,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for subject in tagged::subjects(ctx.model) {
        let Some(field) = subject.field else { continue };
        let parsed = tagged::parse(ctx.registry, subject.tags);
        let ungated: Vec<(&Parsed<'_>, &str)> = parsed
            .iter()
            .filter_map(|p| requiredness_without_gate(p).map(|name| (p, name)))
            .collect();
        let phrase = tagged::field_phrase(ctx.model, subject.type_id, field);
        if let Some((first, first_name)) = ungated.first() {
            for (p, name) in ungated.iter().skip(1).filter(|(_, n)| n != first_name) {
                findings.push(
                    Finding::new(
                        RULE.id,
                        format!("{phrase} is both \"{first_name}\" and \"{name}\""),
                        p.location_of(tagged::unwrapped(&p.tag)),
                    )
                    .note(format!("\"{first_name}\" is on line {}", first.line.location.line))
                    .help("keep one requiredness tag")
                    .about(ctx.model, subject.type_id),
                );
            }
        }
        let Some(default) = &field.default else { continue };
        for (p, name) in ungated.iter().filter(|(_, n)| *n != "k8s:optional") {
            findings.push(
                Finding::new(
                    RULE.id,
                    format!("{phrase} is \"{name}\" and has a default"),
                    default.location.shifted(0, default.text.chars().count()),
                )
                .note(format!(
                    "\"{name}\" is on line {}; a defaulted field is never unset",
                    p.line.location.line
                ))
                .help("use `+k8s:optional` with a default, or drop the default")
                .about(ctx.model, subject.type_id),
            );
        }
    }
    findings
}

/// The requiredness tag a line stands for, through `k8s:alpha=` /
/// `k8s:beta=` but not through option gates.
fn requiredness_without_gate<'p>(p: &'p Parsed<'_>) -> Option<&'p str> {
    let mut tag = &p.tag;
    while matches!(tag.name.as_str(), "k8s:alpha" | "k8s:beta") {
        tag = tag.chained()?;
    }
    REQUIREDNESS.iter().copied().find(|r| *r == tag.name)
}
