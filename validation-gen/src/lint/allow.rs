//! Allow comments: `// validation-gen:allow(rule-id) reason` (also in a `///`
//! doc comment), anywhere in the comments and attributes above an item or
//! field, suppresses findings of that rule in that block and on the item's
//! first line. Several ids may be listed, separated by commas. A reason is required; an allow comment that suppresses nothing,
//! names an unknown rule or gives no reason is itself a finding.

use crate::diagnostics::did_you_mean;
use crate::source::{FileId, SourceLocation, SourceSet};

use super::{Config, Context, Finding, Level, Rule};

pub(crate) const RULE: Rule = Rule {
    id: "allow-comment",
    default: Level::Warn,
    description: "an allow comment that suppresses nothing, names an unknown rule or gives no reason",
    kubernetes: false,
    // Its findings come from applying the allow comments ([`report`]), after
    // every other rule has run.
    check: |_: &Context<'_>| Vec::new(),
};

const MARKER: &str = "validation-gen:allow(";

/// One allow comment.
pub(crate) struct Allow {
    pub location: SourceLocation,
    pub rules: Vec<String>,
    pub reason: String,
    /// The lines it covers, inclusive.
    pub lines: (usize, usize),
}

/// Every allow comment of the input's files.
pub(crate) fn collect(sources: &SourceSet) -> Vec<Allow> {
    let mut allows = Vec::new();
    for (file_id, file) in sources.files.iter().enumerate() {
        let lines: Vec<&str> = file.text.lines().collect();
        for (index, line) in lines.iter().enumerate() {
            if let Some(allow) = parse(file_id, index, line, &lines) {
                allows.push(allow);
            }
        }
    }
    allows
}

fn parse(file: FileId, index: usize, line: &str, lines: &[&str]) -> Option<Allow> {
    let comment = line.trim_start().strip_prefix("//")?;
    let body = comment.trim_start_matches(['/', '!']).trim_start();
    let inside = body.strip_prefix(MARKER)?;
    let (ids, reason) = inside.split_once(')').unwrap_or((inside, ""));
    let column = line.chars().count() - body.chars().count();
    let width = body.len() - reason.len();
    let is_block = |l: &&str| {
        let t = l.trim_start();
        t.starts_with("//") || t.starts_with("#[")
    };
    let start = lines
        .iter()
        .take(index)
        .rposition(|l| !is_block(l))
        .map_or(0, |i| i + 1);
    let end = lines
        .iter()
        .enumerate()
        .skip(index + 1)
        .find(|(_, l)| {
            let t = l.trim_start();
            !(t.is_empty() || t.starts_with("//") || t.starts_with("#["))
        })
        .map_or(index, |(i, _)| i);
    Some(Allow {
        location: SourceLocation {
            file,
            line: index + 1,
            column,
            len: body.get(..width).map_or(1, |s| s.chars().count()),
        },
        rules: ids
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect(),
        reason: reason.trim().to_string(),
        lines: (start + 1, end + 1),
    })
}

/// Drop the findings an allow comment covers. Returns the kept findings and,
/// per allow comment, whether it suppressed anything.
pub(crate) fn apply(allows: &[Allow], findings: &mut Vec<Finding>) -> (Vec<Finding>, Vec<bool>) {
    let mut used = vec![false; allows.len()];
    let mut kept = Vec::new();
    for finding in findings.drain(..) {
        let at = finding.location;
        let cover = allows.iter().position(|a| {
            a.location.file == at.file
                && (a.lines.0..=a.lines.1).contains(&at.line)
                && a.rules.iter().any(|r| r == finding.rule)
        });
        match cover.and_then(|i| used.get_mut(i)) {
            Some(flag) => *flag = true,
            None => kept.push(finding),
        }
    }
    (kept, used)
}

/// Findings about the allow comments themselves.
pub(crate) fn report(config: &Config, allows: &[Allow], used: &[bool]) -> Vec<Finding> {
    let mut findings = Vec::new();
    for (allow, used) in allows.iter().zip(used) {
        let unknown: Vec<&String> = allow.rules.iter().filter(|r| super::rule(r).is_none()).collect();
        let problem = if allow.rules.is_empty() {
            Some("allow comment names no rule".to_string())
        } else if let Some(id) = unknown.first() {
            Some(format!("allow comment names an unknown lint rule \"{id}\""))
        } else if allow.reason.is_empty() {
            Some("allow comment gives no reason".to_string())
        } else if !used
            && allow
                .rules
                .iter()
                .filter_map(|r| super::rule(r))
                .any(|r| config.level(r) != Level::Off)
        {
            Some(format!(
                "allow comment suppresses nothing: no {} finding on lines {}..={}",
                allow.rules.join(" / "),
                allow.lines.0,
                allow.lines.1
            ))
        } else {
            None
        };
        let suggestion = unknown
            .first()
            .and_then(|id| did_you_mean(id, super::RULES.iter().map(|r| r.id)))
            .map(|s| format!("did you mean `{s}`?"));
        if let Some(message) = problem {
            findings.push(
                Finding::new(RULE.id, message, allow.location).help(suggestion.unwrap_or_else(|| {
                    "write `// validation-gen:allow(rule-id) reason` above the item or field it is for".to_string()
                })),
            );
        }
    }
    findings
}
