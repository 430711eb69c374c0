//! Unknown `+k8s:` tags anywhere in a doc or plain comment, including items
//! the generator never reads (functions, modules, impls), with a
//! did-you-mean. Other tools' tags (`+genclient`, `+optional`) are not ours.

use crate::diagnostics::did_you_mean;
use crate::lint::{Context, Finding, Level, Rule};
use crate::source::SourceLocation;
use crate::tags;

pub(crate) const RULE: Rule = Rule {
    id: "unknown-tag",
    default: Level::Error,
    description: "an unknown `+k8s:` tag anywhere in a comment",
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
            if ctx.registry.known_names().any(|known| known == name) {
                continue;
            }
            // The `+` stands this many characters into the line.
            let plus = line.chars().count() - body.chars().count();
            let mut finding = Finding::new(
                RULE.id,
                format!("unknown tag \"{name}\""),
                SourceLocation {
                    file: file_id,
                    line: index + 1,
                    column: plus + 1,
                    len: name.chars().count(),
                },
            )
            .label("not a registered tag");
            if let Some(suggestion) = did_you_mean(name, ctx.registry.known_names()) {
                finding = finding.help(format!("did you mean `{suggestion}`?"));
            }
            findings.push(finding);
        }
    }
    findings
}
