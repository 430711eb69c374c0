//! Tags that do nothing: `k8s:optional` on an always-present scalar whose
//! `+default` is the zero value (documentation only);
//! `k8s:opaqueType` on a field whose type has no validations; and `+k8s:`
//! tags in plain `//` comments, which only doc comments carry.

use crate::lint::tagged;
use crate::lint::{Context, Finding, Level, Rule};
use crate::model::{Field, ValueKind};
use crate::source::SourceLocation;

pub(crate) const RULE: Rule = Rule {
    id: "no-effect",
    default: Level::Warn,
    description: "a tag that changes nothing (documentation-only `k8s:optional`, needless `k8s:opaqueType`, a tag in a `//` comment)",
    kubernetes: false,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = plain_comment_tags(ctx);
    for subject in tagged::subjects(ctx.model) {
        let Some(field) = subject.field else { continue };
        for parsed in tagged::parse(ctx.registry, subject.tags) {
            let tag = tagged::unwrapped(&parsed.tag);
            let why = match tag.name.as_str() {
                "k8s:optional" if zero_default(ctx, field) => {
                    "\"k8s:optional\" with a zero `+default` on an always-present value is documentation only"
                }
                "k8s:opaqueType" if !type_validated(ctx, field) => {
                    "\"k8s:opaqueType\" on a field whose type has no validations"
                }
                _ => continue,
            };
            findings.push(
                Finding::new(RULE.id, format!("tag has no effect: {why}"), parsed.location_of(tag))
                    .help("remove the tag")
                    .about(ctx.model, subject.type_id),
            );
        }
    }
    findings
}

fn zero_default(ctx: &Context<'_>, field: &Field) -> bool {
    let Some(default) = &field.default else { return false };
    if !matches!(
        ctx.model.value_kind(&field.shape),
        ValueKind::Primitive(_) | ValueKind::StringEnum
    ) {
        return false;
    }
    let json = default.text.split_once('=').map_or("", |(_, v)| v.trim());
    match serde_json::from_str::<serde_json::Value>(json) {
        Ok(serde_json::Value::Bool(b)) => !b,
        Ok(serde_json::Value::String(s)) => s.is_empty(),
        Ok(serde_json::Value::Number(n)) => n.as_f64() == Some(0.0),
        _ => false,
    }
}

fn type_validated(ctx: &Context<'_>, field: &Field) -> bool {
    // Without a plan nothing is known; say nothing.
    let Some(plan) = ctx.plan else { return true };
    let mut named = Vec::new();
    super::requiredness::named_types(&field.shape, &mut named);
    named.iter().any(|id| plan.function(*id).is_some())
}

/// A line naming one of our tags, or a misspelling of one: other
/// generators' tags in plain comments are theirs to judge.
fn is_ours(ctx: &Context<'_>, body: &str) -> bool {
    crate::tags::tag_name(body).is_some_and(|name| {
        ctx.registry.known_names().any(|known| known == name) || ctx.registry.misspelled(name).is_some()
    })
}

/// `// +k8s:...` lines: plain comments never reach the generator.
fn plain_comment_tags(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (file_id, file) in ctx.sources.files.iter().enumerate() {
        for (index, line) in file.text.lines().enumerate() {
            let trimmed = line.trim_start();
            let Some(comment) = trimmed.strip_prefix("//") else {
                continue;
            };
            if comment.starts_with('/') || comment.starts_with('!') {
                continue;
            }
            let body = comment.trim_start();
            if !body.starts_with("+k8s:") || !is_ours(ctx, body) {
                continue;
            }
            let column = line.chars().count() - body.chars().count();
            let width = body.split_whitespace().next().map_or(1, |w| w.chars().count());
            findings.push(
                Finding::new(
                    RULE.id,
                    "tag has no effect: tags are read from doc comments only, this is a plain `//` comment",
                    SourceLocation {
                        file: file_id,
                        line: index + 1,
                        column,
                        len: width,
                    },
                )
                .help("write it in a `///` (or `//!`) doc comment"),
            );
        }
    }
    findings
}
