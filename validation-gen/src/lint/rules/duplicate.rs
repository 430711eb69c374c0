//! The same tag twice on one subject: an identical line is redundant, and a
//! single-valued tag (`k8s:listType`, `k8s:unique`) with two different
//! values contradicts itself. Limits and `k8s:format` given twice are
//! generation errors (their declarations say they are single-valued), so
//! this rule leaves them to generation.

use std::collections::BTreeMap;

use crate::lint::tagged::{self, Parsed};
use crate::lint::{Context, Finding, Level, Rule};
use crate::tags::Tag;

pub(crate) const RULE: Rule = Rule {
    id: "duplicate-tag",
    default: Level::Error,
    description: "a tag repeated on one subject, or a single-valued tag given two different values",
    kubernetes: false,
    check,
};

/// Tags that hold one value per subject.
const SINGLE_VALUED: &[&str] = &[
    "k8s:format",
    "k8s:listType",
    "k8s:maxBytes",
    "k8s:maxItems",
    "k8s:maxLength",
    "k8s:maxProperties",
    "k8s:maximum",
    "k8s:minItems",
    "k8s:minLength",
    "k8s:minProperties",
    "k8s:minimum",
    "k8s:unique",
];

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    let mut findings = Vec::new();
    for subject in tagged::subjects(ctx.model) {
        let parsed = tagged::parse(ctx.registry, subject.tags);
        let mut seen_text: BTreeMap<String, &Parsed<'_>> = BTreeMap::new();
        let mut seen_key: BTreeMap<String, &Parsed<'_>> = BTreeMap::new();
        for p in &parsed {
            let innermost = p.tag.innermost();
            if ctx
                .registry
                .get(&innermost.name)
                .is_some_and(|(decl, _)| decl.single_valued)
            {
                continue;
            }
            let text = p.tag.to_string();
            let earlier = if let Some(first) = seen_text.get(&text) {
                Some((format!("duplicate tag `{text}`"), *first))
            } else {
                single_valued_key(&p.tag).and_then(|key| match seen_key.get(&key) {
                    Some(first) => Some((format!("conflicting tags `{}` and `{text}`", first.tag), *first)),
                    None => {
                        seen_key.insert(key, p);
                        None
                    }
                })
            };
            seen_text.entry(text).or_insert(p);
            if let Some((message, first)) = earlier {
                findings.push(
                    Finding::new(RULE.id, message, p.location_of(&p.tag))
                        .note(format!("first given on line {}", first.line.location.line))
                        .help("keep one of them")
                        .about(ctx.model, subject.type_id),
                );
            }
        }
    }
    findings
}

/// For a chain ending in a single-valued tag: the chain without that tag's
/// value (`+k8s:eachVal=+k8s:maximum`), which must not occur twice.
fn single_valued_key(tag: &Tag) -> Option<String> {
    let last = tag.innermost();
    if !SINGLE_VALUED.contains(&last.name.as_str()) {
        return None;
    }
    let mut key = String::new();
    for link in tag.chain() {
        key.push('+');
        key.push_str(&link.name);
        for arg in &link.args {
            key.push_str(&format!("({arg})"));
        }
        key.push('=');
    }
    Some(key)
}
