//! Alias chains in time and output linear in their length, whatever their
//! tags. A link `type A = B;` has the tags of every link below it
//! (Kubernetes' rule, see `build::type_validations`): evaluated and written
//! out whole at every link, a chain of `n` links is `n²`.
//!
//! Instead a link's checks are split into *parts*, one per group of tags
//! (all `k8s:maxLength` checks, all `k8s:immutable` checks, the checks
//! list semantics add), short-circuit and other checks apart. Tags are
//! sorted by name (stably, the chain's innermost link first), and a
//! cohort runs its short-circuit checks first: so the checks of a link are,
//! for each group in name order, the group's checks of the chain below
//! followed by the link's own, and so are its parts. A link then calls,
//! for each group, the part function of the nearest link below that has
//! checks of the group ([`Call::AliasBelow`]) and adds its own checks:
//! the same checks in the same order, each link evaluated and written
//! once.
//!
//! This holds for tags whose checks read only the value and the tag's own
//! arguments ([`CHAIN_TAGS`]), and for the CEL rules of the value's own
//! rule list: a chain's rules are one list, numbered from its innermost
//! link, so a link's rules are those below followed by its own, which
//! continue the list (`cel::RulesAfter`). They are one part when they are
//! all transition rules or none (which run and ratchet apart), compiled
//! against one schema. A link with any other tag (an enum, a nested
//! marker, a named cohort, ...) is evaluated whole, as before.

use std::collections::BTreeMap;

use crate::model::{Model, TagLine, TypeId};
use crate::validators::cel::{self, RuleBefore, RulesAfter};
use crate::validators::{self, Call, Check, Correlation, Registry, Rule, TagContext, Validations};

use super::PartPlan;

/// Tags whose checks read only the value and their own arguments, alike
/// wherever in a chain they stand, and each line's apart from the others'.
const CHAIN_TAGS: &[&str] = &[
    "k8s:format",
    "k8s:immutable",
    "k8s:maxBytes",
    "k8s:maxItems",
    "k8s:maxLength",
    "k8s:maxProperties",
    "k8s:maximum",
    "k8s:minItems",
    "k8s:minLength",
    "k8s:minProperties",
    "k8s:minimum",
    "k8s:neq",
    "k8s:validateError",
    "k8s:validateFalse",
    "k8s:validateTrue",
    // kube-openapi's value markers that pair with no other marker
    // (`minimum` and `maximum` read their `exclusive` partners among all
    // of a subject's lines, across links too).
    "k8s:validation:enum",
    "k8s:validation:format",
    "k8s:validation:maxItems",
    "k8s:validation:maxLength",
    "k8s:validation:maxProperties",
    "k8s:validation:minItems",
    "k8s:validation:minLength",
    "k8s:validation:minProperties",
    "k8s:validation:multipleOf",
    "k8s:validation:nullable",
    "k8s:validation:pattern",
    "k8s:validation:uniqueItems",
];

/// Tags that wrap a chained tag: marking its checks (gates, levels), or
/// running them on every element (whose old counterpart the chain's list
/// semantics find).
const WRAPPER_TAGS: &[&str] = &[
    "k8s:alpha",
    "k8s:beta",
    "k8s:eachKey",
    "k8s:eachVal",
    "k8s:ifDisabled",
    "k8s:ifEnabled",
];

/// List semantics tags: they add no check of their own; what they settle
/// (`unique`) comes after every tag's checks.
const LIST_TAGS: &[&str] = &["k8s:customUnique", "k8s:listMapKey", "k8s:listType", "k8s:unique"];

/// A group of a chain's checks: those of the tags of one name, or those
/// list semantics add after all of them.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Group {
    Tag(String),
    Settled,
}

/// A group's short-circuit checks (`true`) or its others.
type PartKey = (Group, bool);

/// What the links above need of a link's chain.
#[derive(Clone, Debug)]
pub struct Chain {
    /// For each part, the nearest link at or below this one with checks
    /// in it: its part function holds the part's checks of that link and
    /// of every link below it.
    nearest: BTreeMap<PartKey, TypeId>,
    /// The list semantics settled in the chain.
    correlation: Option<Correlation>,
    /// How many links the chain has, this one included.
    links: usize,
    /// What the chain's CEL rules share, if it has some.
    rules: Option<Rules>,
    /// The rule marker the chain's lines end with, which a link above
    /// may continue.
    last_rule: Option<RuleBefore>,
}

/// What every CEL rule of a chain shares: whether they are transition
/// rules, and the schema they are compiled against (and whether it is a
/// resource's root), so that a link's rules run as the chain's would.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Rules {
    transition: bool,
    schema: String,
    root: bool,
}

/// The chains of every evaluated link and their parts' checks.
#[derive(Default)]
pub struct Chains {
    chains: BTreeMap<TypeId, Chain>,
    parts: BTreeMap<(TypeId, PartKey), Vec<Check>>,
}

impl Chains {
    /// Record the chain of link `id` evaluated whole (`lines`, the tags of
    /// its `links` links, gave `v`), when its checks group into parts; a
    /// link whose checks do not stays out, and the links above it are
    /// evaluated whole too.
    pub fn record_whole(
        &mut self,
        model: &Model,
        registry: &Registry,
        id: TypeId,
        lines: &[TagLine],
        v: &Validations,
        links: usize,
    ) {
        let Some(groups) = grouped(model, registry, id, lines, v, v.correlation.as_ref(), true) else {
            return;
        };
        let Some(rules) = shared_rules(&groups, None) else {
            return;
        };
        let mut nearest = BTreeMap::new();
        for (key, checks) in groups {
            nearest.insert(key.clone(), id);
            self.parts.insert((id, key), checks);
        }
        let chain = Chain {
            nearest,
            correlation: v.correlation.clone(),
            links,
            rules,
            last_rule: cel::last_rule(lines),
        };
        self.chains.insert(id, chain);
    }

    /// The chain below link `id` (naming `next`), when `id`'s checks can
    /// be its own plus calls of the parts below: the chain below groups
    /// into parts, has more than one link (a link right above the end of
    /// its chain repeats its checks, as short as the calls), and the
    /// generated code of `id` can name `next`'s functions.
    pub fn below(&self, next: TypeId) -> Option<&Chain> {
        self.chains.get(&next).filter(|c| c.links > 1)
    }

    /// Whether chain-level tags alone stand on these lines (the tags a
    /// link may add to a chain it calls), their CEL rules (if any) only
    /// adding to the rule list of `below` (see [`Chains::rules_after`]).
    pub fn linkable_lines(below: &Chain, lines: &[TagLine]) -> bool {
        lines.iter().all(|l| line_tag(l).is_some_and(|(_, list)| !list))
            && cel::only_add_rules(lines, below.last_rule.as_ref(), below.rules.is_some())
    }

    /// While alive, a link's CEL rules (its tag `lines`) are read as
    /// continuing the rule list of the chain below it (`below`), as the
    /// chain's lines read together; when they are all it has, they are
    /// compiled against the schema of the rules below.
    pub fn rules_after(below: &Chain, lines: &[TagLine]) -> RulesAfter {
        let schema = below
            .rules
            .as_ref()
            .filter(|_| lines.iter().all(cel::is_own_list_marker))
            .and_then(|r| Some((serde_json::from_str(&r.schema).ok()?, r.root)));
        RulesAfter::enter(below.last_rule.clone(), schema)
    }

    /// The checks of link `id` over the chain below it (`below`, whose
    /// link is `next`), its own tags giving `own` (evaluated alone,
    /// without problems): for each part in order, a call of the nearest
    /// link below with checks in it, then the link's own. `None` when
    /// its own checks do not group into parts.
    pub fn link(
        &mut self,
        model: &Model,
        registry: &Registry,
        id: TypeId,
        next: TypeId,
        lines: &[TagLine],
        own: Validations,
    ) -> Option<Validations> {
        let below = self.chains.get(&next)?;
        let (mut nearest, correlation, links) = (below.nearest.clone(), below.correlation.clone(), below.links + 1);
        // As the chain's list semantics would settle them.
        let mut own = own;
        own.checks.iter_mut().for_each(|c| settle(c, correlation.as_ref()));
        let groups = grouped(model, registry, id, lines, &own, correlation.as_ref(), false)?;
        let rules = shared_rules(&groups, below.rules.as_ref())?;
        let last_rule = match lines.is_empty() {
            true => below.last_rule.clone(),
            false => cel::last_rule(lines),
        };
        let transition = rules.as_ref().map(|r| r.transition);
        let mut keys: Vec<PartKey> = nearest.keys().chain(groups.keys()).cloned().collect();
        keys.sort();
        keys.dedup();
        let mut checks = Vec::new();
        for key in keys {
            // Until this link's own are added: the nearest below.
            let call = nearest.get(&key).map(|b| part_call(model, *b, &key, transition));
            checks.extend(call.clone());
            if let Some(group) = groups.get(&key) {
                checks.extend(group.iter().cloned());
                let mut part: Vec<Check> = call.into_iter().collect();
                part.extend(group.iter().cloned());
                self.parts.insert((id, key.clone()), part);
                nearest.insert(key, id);
            }
        }
        let chain = Chain {
            nearest,
            correlation: correlation.clone(),
            links,
            rules,
            last_rule,
        };
        self.chains.insert(id, chain);
        Some(Validations {
            checks,
            correlation,
            ..own
        })
    }

    /// Extend the chain below a link whose checks call the whole function
    /// of the next link (`build::linked_alias`), its own tags giving `own`.
    pub fn extend(
        &mut self,
        model: &Model,
        registry: &Registry,
        id: TypeId,
        next: TypeId,
        lines: &[TagLine],
        own: &Validations,
    ) {
        if self.chains.contains_key(&next) {
            let _ = self.link(model, registry, id, next, lines, own.clone());
        }
    }

    /// The parts the links' checks call, directly or through other parts,
    /// with their functions' names.
    pub fn into_called(self, model: &Model, own: &[Validations]) -> Vec<PartPlan> {
        // The calls name a part by its function; find it by link and name.
        let by_name: BTreeMap<(TypeId, String), PartKey> = self
            .parts
            .keys()
            .map(|(link, key)| ((*link, part_name(model, *link, key)), key.clone()))
            .collect();
        let mut pending: Vec<(TypeId, String)> = own
            .iter()
            .flat_map(|v| v.checks.iter().filter_map(called_part))
            .collect();
        let mut called = std::collections::BTreeSet::new();
        while let Some((link, name)) = pending.pop() {
            let Some(key) = by_name.get(&(link, name)) else {
                continue;
            };
            if !called.insert((link, key.clone())) {
                continue;
            }
            if let Some(checks) = self.parts.get(&(link, key.clone())) {
                pending.extend(checks.iter().filter_map(called_part));
            }
        }
        let mut parts = self.parts;
        called
            .into_iter()
            .filter_map(|(link, key)| {
                let checks = parts.remove(&(link, key.clone()))?;
                Some(PartPlan {
                    link,
                    name: part_name(model, link, &key),
                    short_circuit: key.1,
                    checks,
                })
            })
            .collect()
    }
}

/// The part function a check calls: its link and name.
fn called_part(check: &Check) -> Option<(TypeId, String)> {
    match &check.call {
        Call::AliasBelow {
            next, part: Some(name), ..
        } => Some((*next, name.clone())),
        _ => None,
    }
}

/// A call of link `link`'s part `key`, short-circuit if its checks are;
/// the part of the CEL rules says whether they are transition rules (the
/// chain's `transition`).
fn part_call(model: &Model, link: TypeId, key: &PartKey, transition: Option<bool>) -> Check {
    let rules = (key.0 == Group::Tag(cel::NAME.to_owned()))
        .then_some(transition)
        .flatten();
    let check = Check::new(
        Rule::new("aliasBelow"),
        Call::AliasBelow {
            next: link,
            part: Some(part_name(model, link, key)),
            rules,
        },
    );
    if key.1 {
        check.short_circuit()
    } else {
        check
    }
}

/// `validate_<link>_<tag>_part`, `validate_<link>_<tag>_short_circuit_part`
/// (`list_semantics` for what list semantics add).
fn part_name(model: &Model, link: TypeId, key: &PartKey) -> String {
    use heck::ToSnakeCase;
    let group = match &key.0 {
        Group::Tag(name) => name.strip_prefix("k8s:").unwrap_or(name).to_snake_case(),
        Group::Settled => "list_semantics".to_owned(),
    };
    let kind = if key.1 { "_short_circuit" } else { "" };
    format!("validate_{}_{group}{kind}_part", model.name(link).to_snake_case())
}

/// A line's tag name (what tags are sorted by), and whether it is a list
/// semantics tag, when it is one of [`CHAIN_TAGS`] (possibly wrapped in
/// [`WRAPPER_TAGS`]) or [`LIST_TAGS`].
fn line_tag(line: &TagLine) -> Option<(&str, bool)> {
    if cel::is_own_list_marker(line) {
        return Some((cel::NAME, false));
    }
    let name = crate::tags::tag_name(&line.text)?;
    if LIST_TAGS.contains(&name) {
        return Some((name, true));
    }
    if CHAIN_TAGS.contains(&name) {
        // A plain value: no chained tag.
        let rest = line.text.trim_start().get(name.len() + 1..).unwrap_or("");
        return (!rest.starts_with("=+")).then_some((name, false));
    }
    if !WRAPPER_TAGS.contains(&name) {
        return None;
    }
    // Each wrapper wraps the next tag; the innermost is a chain tag.
    let tag = crate::tags::parse_tag(&line.text).ok()?;
    let wrapped = tag.chain().all(|t| match t.chained() {
        Some(_) => WRAPPER_TAGS.contains(&t.name.as_str()),
        None => CHAIN_TAGS.contains(&t.name.as_str()),
    });
    wrapped.then_some((name, false))
}

/// Whether a check can be a part's: in the default cohort, reporting its
/// errors, a call of the value or of each of its elements, or a CEL rule.
fn groupable(check: &Check) -> bool {
    check.cohort.is_none()
        && !check.flags.non_error
        && match &check.call {
            Call::Value { .. }
            | Call::Nilable { .. }
            | Call::Unique { .. }
            | Call::AliasBelow { .. }
            | Call::Cel { .. } => true,
            Call::Each { checks, .. } => checks.iter().all(groupable),
            _ => false,
        }
}

/// What list semantics settle in a check of a list's elements: the old
/// counterpart of each element, found by the list's `correlation`.
fn settle(check: &mut Check, correlation: Option<&Correlation>) {
    if let Call::Each {
        over: validators::Each::ListValues,
        correlation: settled,
        ..
    } = &mut check.call
    {
        *settled = correlation.cloned();
    }
}

/// `v` (what `lines` gave together, on link `id`) by part: each line's
/// checks, evaluated alone (their elements' checks with the chain's
/// `correlation`), in the order of the lines sorted by tag name, then
/// what list semantics settled (`lists` says list tags may stand on the
/// lines). `None` unless every line is a chain tag and the lines alone
/// give exactly `v`'s checks.
fn grouped(
    model: &Model,
    registry: &Registry,
    id: TypeId,
    lines: &[TagLine],
    v: &Validations,
    correlation: Option<&Correlation>,
    lists: bool,
) -> Option<BTreeMap<PartKey, Vec<Check>>> {
    if !v.struct_checks.is_empty() || v.opaque || v.opaque_values || v.opaque_keys || !v.checks.iter().all(groupable) {
        return None;
    }
    // Each line on its own, but the CEL rules' lines together: a rule
    // spans lines, and the rules are one list.
    let mut named: Vec<(&str, bool, Vec<TagLine>)> = Vec::with_capacity(lines.len());
    let mut rule_lines = Vec::new();
    for line in lines {
        let (name, list) = line_tag(line)?;
        if list && !lists {
            return None;
        }
        match name == cel::NAME {
            true => rule_lines.push(line.clone()),
            false => named.push((name, list, vec![line.clone()])),
        }
    }
    if !rule_lines.is_empty() {
        named.push((cel::NAME, false, rule_lines));
    }
    // As the evaluation sorts them: stably, by name.
    named.sort_by(|a, b| a.0.cmp(b.0));
    let t = model.get(id)?;
    let shape = crate::model::Shape::Named(id);
    let ctx = TagContext::for_type(model, registry, &shape, &t.name);
    let mut groups: BTreeMap<PartKey, Vec<Check>> = BTreeMap::new();
    let mut seen = 0;
    for (name, _, unit) in named.into_iter().filter(|(_, list, _)| !list) {
        let (alone, problems) = validators::evaluate(registry, &ctx, &unit);
        if !problems.is_empty() || !alone.struct_checks.is_empty() {
            return None;
        }
        for mut check in alone.checks {
            settle(&mut check, correlation);
            if v.checks.get(seen) != Some(&check) {
                return None;
            }
            seen += 1;
            let key = (Group::Tag(name.to_owned()), check.flags.short_circuit);
            groups.entry(key).or_default().push(check);
        }
    }
    for check in v.checks.iter().skip(seen) {
        let key = (Group::Settled, check.flags.short_circuit);
        groups.entry(key).or_default().push(check.clone());
    }
    Some(groups)
}

/// What the CEL rules of a link's parts (`groups`) share with those of
/// the chain below (`below`), if any: `None` when they differ (transition
/// rules beside others, another schema), which the parts cannot keep
/// apart; `Some(None)` for no rules at all.
fn shared_rules(groups: &BTreeMap<PartKey, Vec<Check>>, below: Option<&Rules>) -> Option<Option<Rules>> {
    let own = groups
        .get(&(Group::Tag(cel::NAME.to_owned()), false))
        .into_iter()
        .flatten()
        .map(|c| match &c.call {
            Call::Cel {
                schema,
                root,
                transition,
                ..
            } => Some(Rules {
                transition: *transition,
                schema: schema.clone(),
                root: *root,
            }),
            _ => None,
        });
    let mut shared = below.cloned();
    for rules in own {
        let rules = rules?;
        match &shared {
            Some(s) if *s != rules => return None,
            Some(_) => {}
            None => shared = Some(rules),
        }
    }
    Some(shared)
}

#[cfg(test)]
mod tests {
    use super::line_tag;
    use crate::model::TagLine;
    use crate::source::SourceLocation;

    fn tag(text: &str) -> Option<(String, bool)> {
        let line = TagLine {
            text: text.to_owned(),
            location: SourceLocation {
                file: 0,
                line: 1,
                column: 4,
                len: text.chars().count(),
            },
        };
        line_tag(&line).map(|(name, list)| (name.to_owned(), list))
    }

    /// Chain tags, plain or wrapped in gates, levels and `eachVal` /
    /// `eachKey`, sort by their outermost name; so do the CEL rules of
    /// the value's own list, as one name, and kube-openapi's markers
    /// that pair with none; list tags are marked; anything else
    /// (`opaqueType` or a list tag inside a wrapper, a nested rule or
    /// marker, `minimum`, an enum, a misspelled name) is none.
    #[test]
    fn lines_that_take_part_in_chain_parts() {
        let some = |name: &str, list| Some((name.to_owned(), list));
        assert_eq!(tag("+k8s:maxLength=5"), some("k8s:maxLength", false));
        assert_eq!(tag("+k8s:immutable"), some("k8s:immutable", false));
        assert_eq!(
            tag(r#"+k8s:ifEnabled("A")=+k8s:beta(since: "1.34")=+k8s:format=k8s-short-name"#),
            some("k8s:ifEnabled", false)
        );
        assert_eq!(tag("+k8s:listType=set"), some("k8s:listType", true));
        assert_eq!(
            tag(r#"+k8s:ifEnabled("A")=+k8s:eachVal=+k8s:maxLength=5"#),
            some("k8s:ifEnabled", false)
        );
        assert_eq!(tag("+k8s:eachVal=+k8s:maxLength=5"), some("k8s:eachVal", false));
        assert_eq!(tag(r#"+k8s:ifEnabled("A")=+k8s:listType=set"#), None);
        assert_eq!(tag("+k8s:eachVal=+k8s:opaqueType"), None);
        assert_eq!(tag("+k8s:eachVal=+k8s:listType=set"), None);
        assert_eq!(
            tag(r#"+k8s:validation:cel[0]:rule="self.size() > 0""#),
            some("k8s:validation:cel", false)
        );
        assert_eq!(
            tag("+k8s:validation:cel[3]:optionalOldSelf"),
            some("k8s:validation:cel", false)
        );
        assert_eq!(tag(r#"+k8s:validation:items:cel[0]:rule="self > 0""#), None);
        assert_eq!(tag(r#"+k8s:eachVal=+k8s:validation:cel[0]:rule="self > 0""#), None);
        assert_eq!(
            tag("+k8s:validation:maxLength=5"),
            some("k8s:validation:maxLength", false)
        );
        assert_eq!(
            tag(r#"+k8s:validation:pattern="^a$""#),
            some("k8s:validation:pattern", false)
        );
        assert_eq!(tag("+k8s:validation:minimum=0"), None);
        assert_eq!(tag("+k8s:validation:items:maxLength=5"), None);
        assert_eq!(tag("+k8s:enum"), None);
        assert_eq!(tag("+k8s:maxLenght=5"), None);
        assert_eq!(tag("+k8s:maxLength=+k8s:minLength=1"), None);
    }
}
