//! Version drift: the same type in two versions of one API group (sibling
//! modules named `v1`, `v1beta1`, `v2alpha3`, ...; a version's types may be
//! in its submodules, `v1beta1/types.rs`) with different tags, per
//! type and per field (by JSON name). Each less stable version is compared
//! with the group's most stable one. Exceptions (`Group/Type` for type tags,
//! `Group/Type.field` for a field) come from the config.

use std::collections::{BTreeMap, BTreeSet};

use crate::diagnostics::Diagnostic;
use crate::lint::versions::{self, parse_version, Version};
use crate::lint::{Context, Finding, Level, Rule};
use crate::model::{TagLine, TypeDef, TypeId, TypeKind};
use crate::source::{ModuleId, SourceLocation};

pub(crate) const RULE: Rule = Rule {
    id: "version-drift",
    default: Level::Warn,
    description: "a type whose tags differ between two versions of one API group",
    kubernetes: false,
    check,
};

fn check(ctx: &Context<'_>) -> Vec<Finding> {
    // API group (parent module) → versions, most stable first.
    let mut groups: BTreeMap<ModuleId, Vec<(Version, ModuleId)>> = BTreeMap::new();
    for (id, module) in ctx.sources.modules.iter().enumerate() {
        let (Some(parent), Some(version)) = (module.parent, module.rust_path.last().and_then(|n| parse_version(n)))
        else {
            continue;
        };
        groups.entry(parent).or_default().push((version, id));
    }
    // Every type of a version, wherever below the version module it is.
    let mut in_version: BTreeMap<ModuleId, Vec<TypeId>> = BTreeMap::new();
    for (id, t) in ctx.model.types.iter().enumerate().filter(|(_, t)| t.foreign.is_none()) {
        if let Some((version, _)) = versions::enclosing(ctx.sources, t.module) {
            in_version.entry(version).or_default().push(id);
        }
    }
    let mut findings = Vec::new();
    for (parent, mut versions) in groups {
        versions.sort_by_key(|v| std::cmp::Reverse(v.0));
        let group = ctx
            .sources
            .modules
            .get(parent)
            .map(|m| m.rust_path.join("/"))
            .unwrap_or_default();
        let Some(((_, reference), others)) = versions.split_first() else {
            continue;
        };
        for (_, other) in others {
            for (newer, older) in same_named(ctx, &in_version, *reference, *other) {
                findings.extend(compare(ctx, &group, newer, older));
            }
        }
    }
    findings
}

/// Pairs of (reference type, type in the other version) with one name.
fn same_named(
    ctx: &Context<'_>,
    in_version: &BTreeMap<ModuleId, Vec<TypeId>>,
    reference: ModuleId,
    other: ModuleId,
) -> Vec<(TypeId, TypeId)> {
    let types = |m: ModuleId| in_version.get(&m).map_or(&[][..], Vec::as_slice);
    let name = |id: &TypeId| ctx.model.name(*id);
    types(other)
        .iter()
        .filter_map(|o| types(reference).iter().find(|r| name(r) == name(o)).map(|r| (*r, *o)))
        .collect()
}

/// The findings for one type: its own tags, then each field's by JSON name.
fn compare(ctx: &Context<'_>, group: &str, reference: TypeId, other: TypeId) -> Vec<Finding> {
    let (Some(r), Some(o)) = (ctx.model.get(reference), ctx.model.get(other)) else {
        return Vec::new();
    };
    let versions = (version_name(ctx, r), version_name(ctx, o));
    let mut findings = Vec::new();
    let type_key = format!("{group}/{}", o.name);
    if !excepted(ctx, &type_key) {
        findings.extend(differ(
            ctx,
            &type_key,
            &versions,
            (&r.tags, r.location),
            (&o.tags, o.location),
        ));
    }
    let (TypeKind::Struct(rf), TypeKind::Struct(of)) = (&r.kind, &o.kind) else {
        return findings.into_iter().map(|f| f.about(ctx.model, other)).collect();
    };
    for field in of.iter().filter(|f| !f.json_name.is_empty()) {
        let Some(theirs) = rf.iter().find(|f| f.json_name == field.json_name) else {
            continue;
        };
        let key = format!("{type_key}.{}", field.json_name);
        if !excepted(ctx, &key) {
            findings.extend(differ(
                ctx,
                &key,
                &versions,
                (&theirs.tags, theirs.location),
                (&field.tags, field.location),
            ));
        }
    }
    findings.into_iter().map(|f| f.about(ctx.model, other)).collect()
}

fn excepted(ctx: &Context<'_>, key: &str) -> bool {
    ctx.config.drift_exceptions.iter().any(|e| e == key)
}

fn version_name(ctx: &Context<'_>, t: &TypeDef) -> String {
    versions::enclosing(ctx.sources, t.module)
        .and_then(|(m, _)| ctx.sources.modules.get(m))
        .and_then(|m| m.rust_path.last())
        .cloned()
        .unwrap_or_default()
}

/// A finding when the two tag sets differ (validation-gen's own generator
/// tags such as roots are left out: they differ legitimately).
fn differ(
    ctx: &Context<'_>,
    key: &str,
    (reference_version, other_version): &(String, String),
    (reference, reference_at): (&[TagLine], SourceLocation),
    (other, other_at): (&[TagLine], SourceLocation),
) -> Option<Finding> {
    let set = |lines: &[TagLine]| -> BTreeSet<String> {
        lines
            .iter()
            .filter(|l| crate::tags::tag_name(&l.text).is_some_and(|n| ctx.registry.get(n).is_some()))
            .map(|l| l.text.clone())
            .collect()
    };
    let (theirs, ours) = (set(reference), set(other));
    if theirs == ours {
        return None;
    }
    let list = |s: BTreeSet<&String>| s.into_iter().map(String::as_str).collect::<Vec<_>>().join(" ");
    let only_ours = list(ours.difference(&theirs).collect());
    let only_theirs = list(theirs.difference(&ours).collect());
    let mut finding = Finding::new(
        RULE.id,
        format!("the tags of {key} differ between {other_version} and {reference_version}"),
        other_at,
    );
    if !only_ours.is_empty() {
        finding = finding.note(format!("only in {other_version}: {only_ours}"));
    }
    if !only_theirs.is_empty() {
        finding = finding.note(format!("only in {reference_version}: {only_theirs}"));
    }
    let there = ctx
        .sources
        .diagnostic_at(Diagnostic::note(""), reference_at)
        .location
        .map_or_else(String::new, |l| l.to_string());
    Some(
        finding
            .note(format!("{reference_version} declares it at {there}"))
            .help(format!(
                "make the tags agree, or list \"{key}\" in \"version-drift-exceptions\" of the lint config"
            )),
    )
}
