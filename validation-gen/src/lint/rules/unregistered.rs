//! `+k8s:` tags no one reads: a name that is not registered, not a
//! generator tag and not another Kubernetes tool's ([`is_foreign`]), and
//! not close enough to a registered name to be a misspelling (those are
//! `unknown-tag` errors). Kubernetes' validation-gen ignores such a tag, so
//! a check the author meant (`+k8s:pattern=...` for
//! `+k8s:validation:pattern=...`) silently does nothing; this names the
//! nearest registered tag, however far.
//!
//! [`is_foreign`]: crate::validators::unknown_tags::is_foreign

use crate::lint::{Context, Finding, Level, Rule};
use crate::source::SourceLocation;
use crate::tags;
use crate::validators::unknown_tags::nested_key;

pub(crate) const RULE: Rule = Rule {
    id: "unregistered-tag",
    default: Level::Warn,
    description:
        "a `+k8s:` tag no generator reads (neither registered nor another tool's), with the nearest registered tag",
    kubernetes: false,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (file_id, file) in ctx.sources.files.iter().enumerate() {
        for (index, line) in file.text.lines().enumerate() {
            let Some(comment) = line.trim_start().strip_prefix("//") else {
                continue;
            };
            let body = comment.trim_start_matches(['/', '!']).trim_start_matches([' ', '\t']);
            // A chained tag's names are the generator's to check.
            if !body.starts_with("+k8s:") {
                continue;
            }
            let Some(name) = tags::tag_name(body) else { continue };
            if ctx.registry.misspelled(name).is_some() {
                continue;
            }
            let Some(nearest) = ctx.registry.nearest(name) else {
                continue;
            };
            let plus = line.chars().count() - body.chars().count();
            let help = match (name, nested_key(name)) {
                ("k8s:validation:default", _) => {
                    "kube-openapi has no `default` marker: a default is `+default=<JSON>`".to_owned()
                }
                (_, Some(key)) => format!(
                    "`{key}` is no kube-openapi marker key (nested under `items:`, `additionalProperties:` or \
                     `properties:<name>:`); the nearest registered tag is `{nearest}`"
                ),
                _ => format!("the nearest registered tag is `{nearest}`"),
            };
            findings.push(
                Finding::new(
                    RULE.id,
                    format!("tag \"{name}\" is not registered: nothing reads it"),
                    SourceLocation {
                        file: file_id,
                        line: index + 1,
                        column: plus + 1,
                        len: name.chars().count(),
                    },
                )
                .label("no generator reads this tag")
                .help(help),
            );
        }
    }
    findings
}
