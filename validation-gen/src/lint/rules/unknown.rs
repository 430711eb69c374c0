//! Misspelled `+k8s:` tags anywhere in a doc or plain comment, including
//! items the generator never reads (functions, modules, impls), with a
//! did-you-mean. An unregistered name is reported only when it is close to a
//! registered one (`k8s:minimun`); other generators' tags
//! (`+k8s:deepcopy-gen`, `+k8s:openapi-gen`, kube-openapi's `+k8s:validation:*`
//! markers other than the CEL rules)
//! and names far from ours are ignored, as Kubernetes ignores them (the rule
//! is `Registry::misspelled`'s). Other tools' tags (`+genclient`,
//! `+optional`) are not in `k8s:` at all.

use crate::lint::{Context, Finding, Level, Rule};
use crate::source::SourceLocation;
use crate::tags;

pub(crate) const RULE: Rule = Rule {
    id: "unknown-tag",
    default: Level::Error,
    description: "a `+k8s:` tag close to a registered name but not one (a misspelling), in any comment",
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
            if !body.starts_with("+k8s:") {
                continue;
            }
            let Some(name) = tags::tag_name(body) else { continue };
            let Some(meant) = ctx.registry.misspelled(name) else {
                continue;
            };
            // The `+` stands this many characters into the line.
            let plus = line.chars().count() - body.chars().count();
            let finding = Finding::new(
                RULE.id,
                format!("unknown tag \"{name}\""),
                SourceLocation {
                    file: file_id,
                    line: index + 1,
                    column: plus + 1,
                    len: name.chars().count(),
                },
            )
            .label("not a registered tag")
            .help(format!("did you mean `{meant}`?"));
            findings.push(finding);
        }
    }
    findings
}
