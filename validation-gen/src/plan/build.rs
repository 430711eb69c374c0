//! Building the plan: evaluate every tag, find which types have validations
//! (directly or below them, recursion included), and lay out functions.

use std::collections::BTreeSet;

use crate::model::{Field, Model, Primitive, Shape, TagLine, TypeDef, TypeId, TypeKind};
use crate::source::SourceSet;
use crate::source::{ModuleId, SourceLocation};
use crate::validators::cel::{self, RuleBefore};
use crate::validators::{self, Call, Check, Correlation, Registry, Rule, Scope, TagContext, Validations};

use super::chains::Chains;
use super::{order, roots, Body, Descend, FieldPlan, FilePlan, PartPlan, Plan, PlanError, TypePlan};

/// Plan the generated code for a model.
pub fn plan(model: &Model, sources: &SourceSet, registry: &Registry) -> Result<Plan, Vec<PlanError>> {
    let mut errors = Vec::new();
    // Reported after the shapes' errors, in the order the stages run.
    let mut selection_errors = Vec::new();
    let output_of = super::inputs::output_modules(model, sources, &mut selection_errors);
    let (own, parts) = all_type_validations(model, registry, &output_of, &mut errors);
    let fields: Vec<Vec<Validations>> = model
        .types
        .iter()
        .enumerate()
        .map(|(id, t)| match &t.kind {
            TypeKind::Struct(fs) => (0..fs.len())
                .map(|i| field_validations(model, registry, &own, id, fs, i, &mut errors))
                .collect(),
            _ => Vec::new(),
        })
        .collect();
    check_constant_tags(model, registry, &mut errors);
    errors.extend(
        validators::cel::uncorrelatable(model, registry)
            .into_iter()
            .map(from_eval),
    );
    let struct_level = struct_level_checks(model, &fields, &mut errors);
    let mut has = has_validations(model, &own, &fields, &struct_level, Counted::Reporting);
    // Roots are registered as Kubernetes registers them: when any tag below
    // emits a check, even one that can never report (a `k8s:optional`).
    let emits = has_validations(model, &own, &fields, &struct_level, Counted::Any);
    let roots = roots::find(
        model,
        sources,
        &output_of,
        |id| emits.get(id) == Some(&true),
        &mut selection_errors,
    );
    for root in &roots {
        // A registered root has a function, whatever it finds to check.
        if let Some(h) = has.get_mut(root.id) {
            *h = true;
        }
    }
    let planner = Planner {
        model,
        has,
        own: &own,
        fields: &fields,
        struct_level: &struct_level,
    };
    planner.check_shapes(&mut errors);
    let functions: Vec<TypePlan> = (0..model.types.len())
        .filter(|id| planner.has(*id))
        .map(|id| planner.type_plan(id))
        .collect();
    errors.append(&mut selection_errors);
    check_custom_hooks(model, &mut errors);
    let semantic_hash = planner.semantic_hash_types();
    let mut semantic_eq = planner.semantic_eq_types(&functions);
    // `SemanticHash` extends `SemanticEq`.
    semantic_eq.extend(semantic_hash.iter().copied());
    let bad_value = planner.bad_value_types(&functions);
    // Descriptors need a file even in a module without any check.
    let described = super::decode::described_types(model, sources, &output_of);
    let kube_roots = super::decode::kube_roots(model, sources, &described);
    let newtype_accessors: BTreeSet<TypeId> = (0..model.types.len())
        .filter(|id| model.has_newtype_accessor(*id))
        .collect();
    let owners: BTreeSet<TypeId> = functions
        .iter()
        .map(|f| f.id)
        .chain(roots.iter().map(|r| r.id))
        .chain(semantic_eq.iter().copied())
        .chain(bad_value.iter().copied())
        .chain(semantic_hash.iter().copied())
        .chain(described.iter().copied())
        .chain(newtype_accessors.iter().copied())
        .collect();
    let files = files(model, sources, &output_of, owners, &mut errors);
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Plan {
        functions,
        roots,
        semantic_eq,
        bad_value,
        semantic_hash,
        newtype_accessors,
        described,
        kube_roots,
        files,
        output_of,
        parts,
    })
}

/// The type tags of every type, each alias after the alias it names, so
/// that a link whose chain already failed is known (see [`type_validations`]),
/// and the parts of alias chains the links call (see [`super::chains`]).
fn all_type_validations(
    model: &Model,
    registry: &Registry,
    output_of: &[ModuleId],
    errors: &mut Vec<PlanError>,
) -> (Vec<Validations>, Vec<PartPlan>) {
    let count = model.types.len();
    let mut own = vec![Validations::none(); count];
    let mut failed = vec![false; count];
    let mut done = vec![false; count];
    // For a type whose checks are a simple chain (see [`linked_alias`]):
    // the greatest tag name of it and the chain below.
    let mut simple: Vec<Option<String>> = vec![None; count];
    // Per type, the CEL rule marker its chain's lines end with (see
    // `cel::last_rule`), which its rules continue.
    let mut rules_end: Vec<Option<RuleBefore>> = vec![None; count];
    let mut budget = WholeChains::new(model);
    let mut chains = Chains::default();
    for id in 0..count {
        // The links not yet evaluated, outermost first.
        let mut pending = Vec::new();
        let mut link = Some(id);
        while let Some(current) = link.filter(|l| done.get(*l) == Some(&false)) {
            if let Some(d) = done.get_mut(current) {
                *d = true;
            }
            pending.push(current);
            link = next_alias(model, current);
        }
        for current in pending.into_iter().rev() {
            let next = next_alias(model, current);
            let below_failed = next.is_some_and(|next| failed.get(next) == Some(&true));
            let end_below = next.and_then(|next| rules_end.get(next).cloned().flatten());
            budget.add_link(model, current, next);
            if let (Some(slot), Some(t)) = (rules_end.get_mut(current), model.get(current)) {
                *slot = match t.tags.is_empty() {
                    true => end_below.clone(),
                    false => cel::last_rule(&t.tags),
                };
            }
            // The link may call the functions of the next.
            let calls_next = next.filter(|next| !below_failed && calls(model, output_of, current, *next));
            let before = errors.len();
            let linked =
                calls_next.and_then(|next| linked_alias(model, registry, current, next, &own, &simple, errors));
            let v = match linked {
                Some((v, greatest)) => {
                    if errors.len() == before {
                        if let Some(slot) = simple.get_mut(current) {
                            *slot = Some(greatest);
                        }
                        if let (Some(next), Some(t)) = (calls_next, model.get(current)) {
                            let own_checks = Validations {
                                checks: v
                                    .checks
                                    .iter()
                                    .filter(|c| !matches!(c.call, Call::AliasBelow { .. }))
                                    .cloned()
                                    .collect(),
                                ..Validations::none()
                            };
                            chains.extend(model, registry, current, next, &t.tags, &own_checks);
                        }
                    }
                    v
                }
                None => match calls_next
                    .and_then(|next| linked_parts(model, registry, current, next, &mut chains, errors))
                {
                    Some(v) => v,
                    None if !below_failed && !budget.take(current, next) => {
                        errors.extend(budget.too_long(model, current));
                        Validations::none()
                    }
                    None => {
                        // Checked alone, its rules still continue the chain's list.
                        let _rules = below_failed.then(|| cel::RulesAfter::enter(end_below.clone(), None));
                        let v = type_validations(model, registry, current, below_failed, errors);
                        // A chain that failed below generates nothing: no parts
                        // to record (which would read its every line again).
                        if errors.len() == before && !below_failed {
                            if let Some(slot) = simple.get_mut(current) {
                                *slot = simple_chain_end(model, current, &v);
                            }
                            record_chain(model, registry, current, &v, &mut chains);
                        }
                        v
                    }
                },
            };
            if let Some(slot) = own.get_mut(current) {
                *slot = v;
            }
            if let Some(f) = failed.get_mut(current) {
                *f = below_failed || errors.len() > before;
            }
        }
    }
    let parts = chains.into_called(model, &own);
    (own, parts)
}

/// The tag lines the alias links evaluated whole (each with every line of
/// its chain: the links whose tags combine across links, which
/// [`super::chains`] cannot split into parts) may read in all: 8 per tag
/// line of the model, and 20,000 more. A chain of `n` such links reads
/// `n²/2` lines; past the budget a link is refused with an error (and the
/// links above it checked alone), so that generation stays linear in its
/// input whatever it is.
struct WholeChains {
    left: usize,
    /// Per type, the tag lines of its chain: its own and those below it.
    lines: Vec<usize>,
}

impl WholeChains {
    fn new(model: &Model) -> WholeChains {
        let lines = |t: &TypeDef| match &t.kind {
            TypeKind::Struct(fields) => t.tags.len() + fields.iter().map(|f| f.tags.len()).sum::<usize>(),
            _ => t.tags.len(),
        };
        let total: usize = model.types.iter().map(lines).sum();
        WholeChains {
            left: total.saturating_mul(8).saturating_add(20_000),
            lines: vec![0; model.types.len()],
        }
    }

    /// Count the lines of link `id`'s chain (the chain below `next`,
    /// counted before, and its own).
    fn add_link(&mut self, model: &Model, id: TypeId, next: Option<TypeId>) {
        let below = next.and_then(|n| self.lines.get(n).copied()).unwrap_or(0);
        let own = model.get(id).map_or(0, |t| t.tags.len());
        if let Some(slot) = self.lines.get_mut(id) {
            *slot = below.saturating_add(own);
        }
    }

    /// Whether link `id` (above `next`, if it is an alias of another) may be
    /// evaluated whole; its chain's lines are then spent.
    fn take(&mut self, id: TypeId, next: Option<TypeId>) -> bool {
        let Some(lines) = next.and(self.lines.get(id).copied()) else {
            return true;
        };
        match self.left.checked_sub(lines) {
            Some(left) => {
                self.left = left;
                true
            }
            None => false,
        }
    }

    /// The error for link `id`, refused.
    fn too_long(&self, model: &Model, id: TypeId) -> Option<PlanError> {
        let lines = self.lines.get(id).copied().unwrap_or(0);
        let t = model.get(id)?;
        let name = &t.name;
        Some(PlanError {
            code: "alias-chain-too-long",
            message: format!(
                "the alias chain of `{name}` is too long to check: its links' tags combine across links, so each \
                 link is checked with every tag line below it ({lines} lines here), and the chain's links together \
                 would read more lines than this input's size allows"
            ),
            location: t.location,
            help: Some(
                "keep on long chains only tags that stay apart across links (value limits, `format`, `immutable`, \
                 the value's own CEL rules), or end the chain with a newtype (`pub struct A(pub B);`), whose tags \
                 are its own"
                    .into(),
            ),
        })
    }
}

/// Whether the generated code of link `id` can call the functions of the
/// link `next` below it: both are the crate's own, and `next`'s code is
/// generated into its own module (where `id`'s code names its type).
fn calls(model: &Model, output_of: &[ModuleId], id: TypeId, next: TypeId) -> bool {
    let (Some(t), Some(below)) = (model.get(id), model.get(next)) else {
        return false;
    };
    t.foreign.is_none() && below.foreign.is_none() && output_of.get(below.module) == Some(&below.module)
}

/// The checks of link `id` as calls of the parts of the chain below
/// (`next`'s) and its own checks (see [`super::chains`]), when the chain
/// below is long enough to be worth it and the link's tags are chain
/// tags. A problem in its tags is reported as evaluating the whole chain
/// reports it (the chain below has none): the link's checks are then none.
fn linked_parts(
    model: &Model,
    registry: &Registry,
    id: TypeId,
    next: TypeId,
    chains: &mut Chains,
    errors: &mut Vec<PlanError>,
) -> Option<Validations> {
    let t = model.get(id)?;
    let below = chains.below(next)?;
    if !Chains::linkable_lines(below, &t.tags) {
        return None;
    }
    // The link's rules continue the chain's list, in its own evaluation
    // and its parts' (`Chains::link`).
    let _rules = Chains::rules_after(below, &t.tags);
    let Some(tags) = link_tags(model, registry, id, &t.tags, errors) else {
        return Some(Validations::none());
    };
    chains.link(model, registry, id, next, &t.tags, tags)
}

/// Record the chain of an alias evaluated whole, for the links above it.
fn record_chain(model: &Model, registry: &Registry, id: TypeId, v: &Validations, chains: &mut Chains) {
    if model
        .get(id)
        .is_some_and(|t| t.foreign.is_none() && matches!(t.kind, TypeKind::Alias(_)))
    {
        let (lines, links) = chain_lines(model, id, true);
        chains.record_whole(model, registry, id, &lines, v, links);
    }
}

/// The tag lines of type `id` and, for an alias with `whole`, of every
/// alias link of its chain below it, innermost first; and how many links
/// they come from.
fn chain_lines(model: &Model, id: TypeId, whole: bool) -> (Vec<TagLine>, usize) {
    let mut chain = vec![id];
    // Only aliases: a struct, newtype or enum at the bottom checks its own
    // tags, in its function, which the links call (they descend past the
    // aliases, see `TypePlan`'s body). Its tags here would run twice.
    let below = |link: TypeId| {
        next_alias(model, link).filter(|next| matches!(model.get(*next).map(|t| &t.kind), Some(TypeKind::Alias(_))))
    };
    let mut link = below(id);
    // The model has no alias cycles; the bound keeps this loop finite anyway.
    while let Some(current) = link.filter(|_| whole && chain.len() <= model.types.len()) {
        chain.push(current);
        link = below(current);
    }
    let lines = chain
        .iter()
        .rev()
        .filter_map(|l| model.get(*l))
        .flat_map(|def| def.tags.iter().cloned())
        .collect();
    (lines, chain.len())
}

/// Tags whose checks read only the value and their own argument: across
/// the links of an alias chain they neither combine nor conflict.
const CHAIN_INDEPENDENT_TAGS: &[&str] = &["k8s:maxLength", "k8s:maximum", "k8s:minLength", "k8s:minimum"];

/// The tag name a line starts with (`k8s:maxLength` of
/// `+k8s:maxLength=5`), when it is one of [`CHAIN_INDEPENDENT_TAGS`] with a
/// plain value (no chained tag).
fn independent_tag(line: &TagLine) -> Option<&'static str> {
    let text = line.text.strip_prefix('+')?;
    let end = text.find(['=', '(', ' ', '\t']).unwrap_or(text.len());
    let (name, rest) = text.split_at(end);
    let name = CHAIN_INDEPENDENT_TAGS.iter().find(|t| **t == name)?;
    (!rest.starts_with("=+")).then_some(*name)
}

/// Whether an alias's checks are only plain value checks (of
/// [`CHAIN_INDEPENDENT_TAGS`]) and calls of the next link, in the default
/// cohort, nothing short-circuiting.
fn is_simple(v: &Validations) -> bool {
    v.struct_checks.is_empty()
        && !v.opaque
        && !v.opaque_values
        && !v.opaque_keys
        && v.correlation.is_none()
        && v.list == Default::default()
        && v.checks.iter().all(|c| {
            matches!(c.call, Call::Value { .. } | Call::AliasBelow { .. })
                && c.flags == Default::default()
                && c.cohort.is_none()
                && c.level == validators::Level::Standard
                && c.gates.is_empty()
        })
}

/// For an alias of a primitive (the end of a chain) whose checks are
/// simple ([`is_simple`]) and come from independent tags only: the
/// greatest of its tag names, which the link above must not sort before.
fn simple_chain_end(model: &Model, id: TypeId, v: &Validations) -> Option<String> {
    let t = model.get(id)?;
    // Over a primitive: nothing below to descend into, which the link
    // above would otherwise reach twice (through the call, and itself).
    let over_primitive = matches!(&t.kind, TypeKind::Alias(Shape::Primitive(_)));
    if t.foreign.is_some() || !over_primitive || !is_simple(v) {
        return None;
    }
    greatest_independent(&t.tags)
}

/// The greatest tag name of lines that are all independent tags
/// (`Some("")` for none); `None` when any is not.
fn greatest_independent(lines: &[TagLine]) -> Option<String> {
    let mut greatest = "";
    for line in lines {
        greatest = greatest.max(independent_tag(line)?);
    }
    Some(greatest.to_owned())
}

/// The checks of an alias link `type A = B;` as a call to `B`'s function
/// followed by `A`'s own checks, when that is what the whole chain's tags
/// would give: `B`'s chain is simple, `A`'s tags are independent ones that
/// sort at or after every tag below (tags are sorted by name, a stable
/// sort, the chain's innermost first), and `A`'s code can call `B`'s
/// function ([`calls`]). Each link is then
/// evaluated once and its function calls the next: linear in the chain,
/// where evaluating and writing the whole chain per link is quadratic.
/// Also the greatest tag name of the chain.
fn linked_alias(
    model: &Model,
    registry: &Registry,
    id: TypeId,
    next: TypeId,
    own: &[Validations],
    simple: &[Option<String>],
    errors: &mut Vec<PlanError>,
) -> Option<(Validations, String)> {
    let below_greatest = simple.get(next)?.as_deref()?;
    let t = model.get(id)?;
    let below_checks = own.get(next).map(|v| &v.checks)?;
    let least = t.tags.iter().try_fold(None, |least: Option<&str>, line| {
        independent_tag(line).map(|n| Some(least.map_or(n, |l| l.min(n))))
    })?;
    if least.is_some_and(|least| least < below_greatest) {
        return None;
    }
    let Some(tags) = link_tags(model, registry, id, &t.tags, errors) else {
        return Some((Validations::none(), String::new()));
    };
    let mut v = Validations::none();
    if !below_checks.is_empty() {
        v.checks.push(Check::new(
            Rule::new("aliasBelow"),
            Call::AliasBelow {
                next,
                part: None,
                rules: None,
            },
        ));
    }
    v.checks.extend(tags.checks.iter().cloned());
    if !is_simple(&v) || !tags.checks.iter().all(|c| matches!(c.call, Call::Value { .. })) {
        return None;
    }
    let greatest = greatest_independent(&t.tags)?;
    Some((v, greatest.max(below_greatest.to_owned())))
}

/// An alias link's own tag lines evaluated on its type, or `None` when
/// they have problems (reported to `errors`, a repeated single-valued tag
/// among them).
fn link_tags(
    model: &Model,
    registry: &Registry,
    id: TypeId,
    lines: &[TagLine],
    errors: &mut Vec<PlanError>,
) -> Option<Validations> {
    let shape = Shape::Named(id);
    let name = model.name(id);
    let ctx = TagContext::for_type(model, registry, &shape, name);
    let repeated = validators::repeated_single_valued(registry, lines);
    let (tags, problems) = validators::evaluate(registry, &ctx, lines);
    if !repeated.is_empty() || !problems.is_empty() {
        errors.extend(repeated.into_iter().chain(problems).map(from_eval));
        return None;
    }
    Some(tags)
}

/// The alias `type A = B;` names.
fn next_alias(model: &Model, id: TypeId) -> Option<TypeId> {
    match model.get(id).map(|t| &t.kind) {
        Some(TypeKind::Alias(Shape::Named(next))) => Some(*next),
        _ => None,
    }
}

/// The type tags of a type. For an alias, the tags of every link of the
/// chain, innermost first (Kubernetes stops at one level).
/// When a link below already failed, generation fails anyway: only this
/// link's own tags are checked, each on its own, so that every problem of
/// a long chain is reported once (and in linear time).
fn type_validations(
    model: &Model,
    registry: &Registry,
    id: TypeId,
    below_failed: bool,
    errors: &mut Vec<PlanError>,
) -> Validations {
    let Some(t) = model.get(id) else {
        return Validations::none();
    };
    let (lines, _) = chain_lines(model, id, !below_failed);
    if let TypeKind::Unsupported { reason, location } = &t.kind {
        if !lines.is_empty() {
            errors.push(PlanError {
                code: "unsupported-type",
                message: format!("type `{}` cannot carry validation tags: {reason}", t.name),
                location: *location,
                help: Some("tag the type `+k8s:opaqueType` where it is used, or remove its tags".into()),
            });
        }
        return Validations::none();
    }
    let shape = Shape::Named(id);
    let ctx = TagContext::for_type(model, registry, &shape, &t.name);
    let repeated = validators::repeated_single_valued(registry, &t.tags);
    errors.extend(repeated.into_iter().map(from_eval));
    if below_failed {
        errors.extend(
            validators::evaluate_each(registry, &ctx, &lines)
                .into_iter()
                .map(from_eval),
        );
        return Validations::none();
    }
    let (v, errs) = validators::evaluate(registry, &ctx, &lines);
    errors.extend(errs.into_iter().map(from_eval));
    v
}

fn field_validations(
    model: &Model,
    registry: &Registry,
    own: &[Validations],
    owner: TypeId,
    fields: &[Field],
    index: usize,
    errors: &mut Vec<PlanError>,
) -> Validations {
    let Some(field) = fields.get(index) else {
        return Validations::none();
    };
    let ctx = TagContext {
        model,
        registry,
        scope: Scope::Field,
        shape: &field.shape,
        kind: model.value_kind(&field.shape),
        subject: format!("field {}.{}", model.name(owner), field.ident),
        default: field.default.as_ref(),
        siblings: Some((fields, index)),
        owner: Some(owner),
        declared_correlation: match super::strip(&field.shape) {
            Shape::Named(id) => own.get(*id).and_then(|v| v.correlation.clone()),
            _ => None,
        },
    };
    let (v, errs) = validators::evaluate(registry, &ctx, &field.tags);
    errors.extend(errs.into_iter().map(from_eval));
    let repeated = validators::repeated_single_valued(registry, &field.tags);
    errors.extend(repeated.into_iter().map(from_eval));
    v
}

/// Tags on associated constants (scope "constant values") are checked like
/// any others, so misplaced or unknown ones are reported. Their effect
/// (`k8s:enumExclude`) belongs to the enum that lists the constants.
fn check_constant_tags(model: &Model, registry: &Registry, errors: &mut Vec<PlanError>) {
    for (id, t) in model.types.iter().enumerate() {
        let shape = Shape::Named(id);
        let variants: Vec<(&str, &[TagLine])> = match &t.kind {
            TypeKind::Enum(vs) => vs.iter().map(|v| (v.ident.as_str(), v.tags.as_slice())).collect(),
            _ => Vec::new(),
        };
        let constants = t.constants.iter().map(|c| (c.ident.as_str(), c.tags.as_slice()));
        for (name, tags) in constants.chain(variants).filter(|(_, tags)| !tags.is_empty()) {
            let ctx = TagContext {
                model,
                registry,
                scope: Scope::Constant,
                shape: &shape,
                kind: model.value_kind(&shape),
                subject: format!("constant {}::{name}", t.name),
                default: None,
                siblings: None,
                owner: None,
                declared_correlation: None,
            };
            let (_, errs) = validators::evaluate(registry, &ctx, tags);
            errors.extend(errs.into_iter().map(from_eval));
        }
    }
}

/// `validate_custom_*` functions no `k8s:customValidation` tag names.
fn check_custom_hooks(model: &Model, errors: &mut Vec<PlanError>) {
    for (message, location) in validators::custom::unclaimed(model) {
        errors.push(PlanError {
            code: "unclaimed-hook",
            message,
            location,
            help: Some("add `+k8s:customValidation` to the type or field it validates, or rename the function".into()),
        });
    }
}

/// Per type: the struct-level checks of its fields, in field order, with
/// each union's member marks assembled into one check.
fn struct_level_checks(model: &Model, fields: &[Vec<Validations>], errors: &mut Vec<PlanError>) -> Vec<Vec<Check>> {
    model
        .types
        .iter()
        .zip(fields)
        .map(|(t, vs)| {
            let TypeKind::Struct(defs) = &t.kind else {
                return Vec::new();
            };
            let marks: Vec<Check> = vs.iter().flat_map(|v| v.struct_checks.iter().cloned()).collect();
            let assembled = validators::unions::assemble(defs, marks)
                .map_err(|e| (e.field, e.message))
                .and_then(|checks| validators::modes::assemble(checks).map_err(|e| (e.field, e.message)));
            match assembled {
                Ok(checks) => {
                    reject_cfg_fields(defs, &checks, errors);
                    checks
                }
                Err((field, message)) => {
                    errors.push(PlanError {
                        code: "invalid-tag",
                        message,
                        location: defs.get(field).map_or(t.location, |f| f.location),
                        help: None,
                    });
                    Vec::new()
                }
            }
        })
        .collect()
}

/// Struct-level checks read their fields together; one compiled out by a
/// `#[cfg]` would leave the check without it.
fn reject_cfg_fields(defs: &[Field], checks: &[Check], errors: &mut Vec<PlanError>) {
    for check in checks {
        let fields: Vec<usize> = match &check.call {
            Call::Union(u) => u.members.iter().map(|(i, _)| *i).chain(u.discriminator).collect(),
            Call::Mode(m) => vec![m.field, m.discriminator],
            Call::Siblings { trigger, dependent, .. } => vec![*trigger, *dependent],
            _ => Vec::new(),
        };
        for field in fields.iter().filter_map(|i| defs.get(*i)).filter(|f| !f.cfg.is_empty()) {
            errors.push(PlanError {
                code: "invalid-tag",
                message: format!(
                    "field `{}` has a `#[cfg]` attribute, so it cannot take part in the `{}` check of its struct",
                    field.ident, check.rule.name
                ),
                location: field.location,
                help: Some("remove the `#[cfg]`, or the tags that relate it to its sibling fields".into()),
            });
        }
    }
}

/// Whether any check can report an error (silent checks only stop others).
fn reports(checks: &[Check]) -> bool {
    checks.iter().any(|c| !c.flags.non_error)
}

fn from_eval(e: validators::EvalError) -> PlanError {
    PlanError {
        code: e.code,
        message: e.message,
        location: e.location,
        help: e.help,
    }
}

/// Which field checks make a type one with validations.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Counted {
    /// Checks that can report an error: the types that need a function.
    Reporting,
    /// Every check, silent ones too: Kubernetes' measure, which decides
    /// which roots are registered.
    Any,
}

/// Which types have validations, directly or anywhere below them. A
/// fixpoint, so recursive types terminate.
fn has_validations(
    model: &Model,
    own: &[Validations],
    fields: &[Vec<Validations>],
    struct_level: &[Vec<Check>],
    counted: Counted,
) -> Vec<bool> {
    let counts = |checks: &[Check]| match counted {
        Counted::Reporting => reports(checks),
        Counted::Any => !checks.is_empty(),
    };
    let mut has: Vec<bool> = own
        .iter()
        .zip(struct_level)
        .zip(&model.types)
        .map(|((v, s), t)| t.foreign.is_none() && (!v.checks.is_empty() || !s.is_empty()))
        .collect();
    loop {
        let mut changed = false;
        for (id, t) in model.types.iter().enumerate() {
            // Dependencies' types are read-only: never generated for.
            let skip = t.foreign.is_some() || own.get(id).is_some_and(|v| v.opaque);
            if has.get(id).copied().unwrap_or(true) || skip {
                continue;
            }
            let below = match &t.kind {
                TypeKind::Struct(fs) => fs.iter().enumerate().any(|(i, f)| {
                    let v = fields.get(id).and_then(|vs| vs.get(i));
                    v.is_some_and(|v| counts(&v.checks)) || (!v.is_some_and(|v| v.opaque) && shape_has(&has, &f.shape))
                }),
                TypeKind::Newtype(inner) | TypeKind::Alias(inner) => shape_has(&has, inner),
                TypeKind::Enum(_) | TypeKind::Unsupported { .. } => false,
            };
            if below {
                if let Some(h) = has.get_mut(id) {
                    *h = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return has;
        }
    }
}

fn shape_has(has: &[bool], shape: &Shape) -> bool {
    match shape {
        Shape::Named(id) => has.get(*id).copied().unwrap_or(false),
        Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => shape_has(has, inner),
        Shape::Map(_, k, v) => shape_has(has, k) || shape_has(has, v),
        Shape::Primitive(_) | Shape::External(_) | Shape::Unsupported { .. } => false,
    }
}

struct Planner<'a> {
    model: &'a Model,
    has: Vec<bool>,
    own: &'a [Validations],
    fields: &'a [Vec<Validations>],
    /// Per type: the struct-level checks its fields contribute, unions assembled.
    struct_level: &'a [Vec<Check>],
}

impl Planner<'_> {
    fn has(&self, id: TypeId) -> bool {
        self.has.get(id).copied().unwrap_or(false)
    }

    fn type_plan(&self, id: TypeId) -> TypePlan {
        let own = self.own.get(id).cloned().unwrap_or_default();
        // Struct-level checks of the fields come first, in field order, then
        // the type's own tags.
        let mut checks: Vec<Check> = self.struct_level.get(id).cloned().unwrap_or_default();
        checks.extend(own.checks.iter().cloned());
        let body = match self.model.get(id).map(|t| &t.kind) {
            _ if own.opaque => Body::None,
            Some(TypeKind::Struct(fs)) => Body::Struct(
                fs.iter()
                    .enumerate()
                    .filter_map(|(i, f)| self.field_plan(id, i, f))
                    .collect(),
            ),
            Some(TypeKind::Newtype(inner)) => self
                .descend(inner)
                .and_then(|d| without_opaque_elements(d, &own))
                .map_or(Body::None, Body::Inner),
            // The chain's tags are already this alias's own: descend below it.
            Some(TypeKind::Alias(target)) => self
                .descend(self.model.past_aliases(target))
                .and_then(|d| without_opaque_elements(d, &own))
                .map_or(Body::None, Body::Inner),
            _ => Body::None,
        };
        TypePlan {
            id,
            checks: order(checks),
            body,
        }
    }

    fn field_plan(&self, owner: TypeId, index: usize, field: &Field) -> Option<FieldPlan> {
        let v = self
            .fields
            .get(owner)
            .and_then(|vs| vs.get(index))
            .cloned()
            .unwrap_or_default();
        let descend = if v.opaque {
            None
        } else {
            self.descend(&field.shape).and_then(|d| without_opaque_elements(d, &v))
        };
        if !reports(&v.checks) && descend.is_none() {
            // Nothing can fail (at most a silent `k8s:optional`).
            return None;
        }
        let mut checks = v.checks;
        if matches!(self.model.underlying(&field.shape), Shape::List(e) if matches!(**e, Shape::Optional(_))) {
            // Absent elements of a validated list are reported first.
            checks.insert(0, no_absent_elements());
        }
        Some(FieldPlan {
            index,
            checks: order(checks),
            descend,
        })
    }

    /// How to validate what lies below a value of this shape, if anything.
    fn descend(&self, shape: &Shape) -> Option<Descend> {
        match shape {
            Shape::Named(id) if self.has(*id) => match self.model.get(*id).map(|t| &t.kind) {
                // An alias without tags of its own is its target.
                Some(TypeKind::Alias(target)) if self.own.get(*id).is_some_and(|v| v.checks.is_empty()) => {
                    self.descend(target)
                }
                _ => Some(Descend::Call(*id)),
            },
            Shape::Optional(inner) | Shape::Pointer(_, inner) => {
                self.descend(inner).map(|d| Descend::Inner(Box::new(d)))
            }
            Shape::List(elem) => self.descend(elem).map(|d| Descend::List(Box::new(d), None)),
            Shape::Map(_, k, v) => {
                let key = self.descend(k).map(Box::new);
                let value = self.descend(v).map(Box::new);
                (key.is_some() || value.is_some()).then_some(Descend::Map { key, value })
            }
            _ => None,
        }
    }

    /// Unsupported shapes are errors wherever validation needs them: in a
    /// field that carries tags or belongs to a type with validations.
    fn check_shapes(&self, errors: &mut Vec<PlanError>) {
        for (id, t) in self.model.types.iter().enumerate().filter(|(_, t)| t.foreign.is_none()) {
            let shapes: Vec<(&Shape, bool, bool, SourceLocation)> = match &t.kind {
                TypeKind::Struct(fs) => fs
                    .iter()
                    .enumerate()
                    .map(|(i, f)| {
                        let v = self.fields.get(id).and_then(|vs| vs.get(i));
                        (&f.shape, !f.tags.is_empty(), v.is_some_and(|v| v.opaque), f.location)
                    })
                    .collect(),
                TypeKind::Newtype(inner) | TypeKind::Alias(inner) => vec![(inner, false, false, t.location)],
                _ => Vec::new(),
            };
            let needed = self.has(id) || !t.tags.is_empty();
            for (shape, tagged, opaque, at) in shapes {
                if opaque || !(needed || tagged) {
                    continue;
                }
                if let Some((reason, location)) = self.unsupported_in(shape, at) {
                    let help = if reason.starts_with("cannot find type") {
                        "declare or import the type, or mark the field `+k8s:opaqueType` to leave it unvalidated"
                    } else {
                        "mark the field `+k8s:opaqueType` to leave it unvalidated"
                    };
                    errors.push(PlanError {
                        code: if reason.starts_with("cannot find type") {
                            "missing-type"
                        } else {
                            "unsupported-shape"
                        },
                        message: reason,
                        location,
                        help: Some(help.into()),
                    });
                }
            }
        }
    }

    fn unsupported_in(&self, shape: &Shape, at: SourceLocation) -> Option<(String, SourceLocation)> {
        match shape {
            Shape::Unsupported { reason, location } => Some((reason.clone(), *location)),
            // A declared type the model cannot read (a data-carrying enum, a
            // generic struct): its contents would go unvalidated unnoticed.
            Shape::Named(id) => match self.model.get(*id) {
                Some(
                    t @ TypeDef {
                        kind: TypeKind::Unsupported { reason, .. },
                        ..
                    },
                ) => Some((format!("field type `{}`: {reason}", t.name), at)),
                _ => None,
            },
            Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => self.unsupported_in(inner, at),
            Shape::Map(_, k, v) => self
                .unsupported_in(k, at)
                .or_else(|| self.unsupported_in(v, at))
                .or_else(|| (!self.is_string_based(k)).then(|| (map_key_message(self.model, k), at))),
            _ => None,
        }
    }

    /// Map keys appear in field paths, so they must be strings: `String`
    /// or a newtype or alias of one.
    fn is_string_based(&self, key: &Shape) -> bool {
        match key {
            Shape::Primitive(Primitive::String) => true,
            Shape::Named(id) => match self.model.get(*id).map(|t| &t.kind) {
                Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => self.is_string_based(inner),
                _ => false,
            },
            _ => false,
        }
    }

    /// Types compared when ratcheting: the values of every planned field and
    /// everything inside them.
    fn semantic_eq_types(&self, functions: &[TypePlan]) -> BTreeSet<TypeId> {
        let mut stack: Vec<&Shape> = Vec::new();
        for f in functions {
            if let (Body::Struct(fields), Some(TypeKind::Struct(defs))) =
                (&f.body, self.model.get(f.id).map(|t| &t.kind))
            {
                stack.extend(fields.iter().filter_map(|p| defs.get(p.index)).map(|d| &d.shape));
            }
            if let Body::Inner(_) = f.body {
                stack.push(match self.model.get(f.id).map(|t| &t.kind) {
                    Some(TypeKind::Newtype(inner)) | Some(TypeKind::Alias(inner)) => inner,
                    _ => continue,
                });
            }
        }
        self.named_closure(stack)
    }

    /// Types hashed for `set` / `map` lists: whole elements of sets, key
    /// fields of list-maps, and every type inside them.
    fn semantic_hash_types(&self) -> BTreeSet<TypeId> {
        let mut hashed: Vec<Shape> = Vec::new();
        for (id, t) in self.model.types.iter().enumerate() {
            if let Some(v) = self.own.get(id) {
                hashed.extend(self.hashed_shapes(&Shape::Named(id), v));
            }
            if let (TypeKind::Struct(fields), Some(vs)) = (&t.kind, self.fields.get(id)) {
                for (f, v) in fields.iter().zip(vs) {
                    hashed.extend(self.hashed_shapes(&f.shape, v));
                }
            }
        }
        self.named_closure(hashed.iter().collect())
    }

    /// What a list's correlation hashes: the whole element (`set`) or its
    /// key fields (`map`).
    fn hashed_shapes(&self, list: &Shape, v: &Validations) -> Vec<Shape> {
        let (Some(correlation), Some((_, element))) =
            (&v.correlation, crate::validators::iteration::elements(self.model, list))
        else {
            return Vec::new();
        };
        match correlation {
            Correlation::Equal => vec![element.clone()],
            Correlation::Keys(indices) => match self.model.past_aliases(super::strip(element)) {
                Shape::Named(id) => match self.model.get(*id).map(|t| &t.kind) {
                    Some(TypeKind::Struct(fields)) => indices
                        .iter()
                        .filter_map(|i| fields.get(*i))
                        .map(|f| f.shape.clone())
                        .collect(),
                    _ => Vec::new(),
                },
                _ => Vec::new(),
            },
        }
    }

    /// Every named type (not aliases) reachable from these shapes.
    fn named_closure<'s>(&'s self, mut stack: Vec<&'s Shape>) -> BTreeSet<TypeId> {
        let mut out = BTreeSet::new();
        while let Some(shape) = stack.pop() {
            match shape {
                Shape::Named(id) => {
                    let Some(t) = self.model.get(*id).filter(|t| t.foreign.is_none()) else {
                        continue;
                    };
                    let is_alias = matches!(t.kind, TypeKind::Alias(_));
                    if !is_alias && !out.insert(*id) {
                        continue;
                    }
                    match &t.kind {
                        TypeKind::Struct(fs) => stack.extend(fs.iter().map(|f| &f.shape)),
                        TypeKind::Newtype(inner) | TypeKind::Alias(inner) => stack.push(inner),
                        _ => {}
                    }
                }
                Shape::Optional(inner) | Shape::Pointer(_, inner) | Shape::List(inner) => stack.push(inner),
                Shape::Map(_, k, v) => {
                    stack.push(k);
                    stack.push(v);
                }
                _ => {}
            }
        }
        out
    }

    /// Struct and enum types whose values are passed to a validator,
    /// including inside element and subfield checks.
    fn bad_value_types(&self, functions: &[TypePlan]) -> BTreeSet<TypeId> {
        let mut out = BTreeSet::new();
        for f in functions {
            let own = Shape::Named(f.id);
            self.value_types_in(
                &own,
                f.checks.iter().flat_map(|c| c.short_circuit.iter().chain(&c.rest)),
                &mut out,
            );
            let (Body::Struct(fields), Some(TypeKind::Struct(defs))) = (&f.body, self.model.get(f.id).map(|t| &t.kind))
            else {
                continue;
            };
            for p in fields {
                if let Some(def) = defs.get(p.index) {
                    let checks = p.checks.iter().flat_map(|c| c.short_circuit.iter().chain(&c.rest));
                    self.value_types_in(&def.shape, checks, &mut out);
                }
            }
        }
        out
    }

    fn value_types_in<'c>(&self, shape: &Shape, checks: impl Iterator<Item = &'c Check>, out: &mut BTreeSet<TypeId>) {
        for check in checks {
            match &check.call {
                Call::Value { .. } => out.extend(self.value_type(shape)),
                // Duplicates show the element as it is: a newtype too.
                Call::Unique { .. } => {
                    if let Some((_, element)) = crate::validators::iteration::elements(self.model, shape) {
                        out.extend(self.element_type(element));
                    }
                }
                Call::AllOf { checks } => self.value_types_in(shape, checks.iter(), out),
                Call::Each { over, checks, .. } => {
                    if let Some((key, value)) = crate::validators::iteration::elements(self.model, shape) {
                        let element = match over {
                            crate::validators::Each::MapKeys => key.unwrap_or(value),
                            _ => value,
                        };
                        self.value_types_in(element, checks.iter(), out);
                    }
                }
                // A unit-enum discriminator is read through its `StrValue` impl.
                Call::Union(union) | Call::SubfieldUnion(union) => {
                    let fields = crate::validators::subfield::struct_fields(self.model, shape);
                    let discriminator = union.discriminator.and_then(|d| fields.and_then(|fs| fs.get(d)));
                    if let Some(d) = discriminator {
                        out.extend(self.value_type(&d.shape));
                    }
                }
                Call::Mode(mode) => {
                    let fields = crate::validators::subfield::struct_fields(self.model, shape).unwrap_or(&[]);
                    if let Some(d) = fields.get(mode.discriminator) {
                        out.extend(self.value_type(&d.shape));
                    }
                    if let Some(f) = fields.get(mode.field) {
                        for (_, checks) in &mode.rules {
                            self.value_types_in(&f.shape, checks.iter(), out);
                        }
                    }
                }
                Call::Subfield { field, checks } => {
                    let field =
                        crate::validators::subfield::struct_fields(self.model, shape).and_then(|fs| fs.get(*field));
                    if let Some(field) = field {
                        self.value_types_in(&field.shape, checks.iter(), out);
                    }
                }
                _ => {}
            }
        }
    }

    /// The newtype, struct or enum an element of this shape is, looking
    /// through options, pointers and aliases.
    fn element_type(&self, shape: &Shape) -> Option<TypeId> {
        match self.model.past_aliases(super::strip(shape)) {
            Shape::Named(id) => match self.model.get(*id) {
                Some(t) if t.foreign.is_some() => None,
                Some(t) => match &t.kind {
                    TypeKind::Newtype(_) | TypeKind::Struct(_) | TypeKind::Enum(_) => Some(*id),
                    _ => None,
                },
                None => None,
            },
            _ => None,
        }
    }

    /// The struct or enum a value view of this shape is, looking through
    /// options, pointers, aliases and newtypes.
    fn value_type(&self, shape: &Shape) -> Option<TypeId> {
        match super::strip(shape) {
            Shape::Named(id) if self.model.get(*id).is_some_and(|t| t.foreign.is_some()) => None,
            Shape::Named(id) => match self.model.get(*id).map(|t| &t.kind) {
                Some(TypeKind::Alias(inner)) | Some(TypeKind::Newtype(inner)) => {
                    self.value_type(self.model.past_typedefs_or(super::strip(shape), inner))
                }
                Some(TypeKind::Struct(_)) | Some(TypeKind::Enum(_)) => Some(*id),
                _ => None,
            },
            _ => None,
        }
    }
}

fn map_key_message(model: &Model, key: &Shape) -> String {
    let written = match key {
        Shape::Primitive(p) => p.rust_name().to_string(),
        Shape::Named(id) => model.name(*id).to_string(),
        Shape::External(path) => path.clone(),
        _ => "this key type".to_string(),
    };
    format!("map keys must be strings (`String` or a newtype or alias of it) to appear in field paths, not `{written}`")
}

/// Apply what the subject's tags say about its elements: drop the descents
/// `k8s:eachVal=+k8s:opaqueType` / `k8s:eachKey=+k8s:opaqueType` turned off,
/// and give a `set` / `map` list its element correlation.
fn without_opaque_elements(d: Descend, v: &Validations) -> Option<Descend> {
    match d {
        Descend::Inner(inner) => without_opaque_elements(*inner, v).map(|d| Descend::Inner(Box::new(d))),
        Descend::List(_, _) if v.opaque_values => None,
        Descend::List(elem, _) => Some(Descend::List(elem, v.correlation.clone())),
        Descend::Map { key, value } => {
            let key = key.filter(|_| !v.opaque_keys);
            let value = value.filter(|_| !v.opaque_values);
            (key.is_some() || value.is_some()).then_some(Descend::Map { key, value })
        }
        other => Some(other),
    }
}

/// `Required` at `list[i]` for each absent element, before anything else.
fn no_absent_elements() -> Check {
    Check::new(
        Rule::new("noAbsentElements"),
        Call::Value {
            function: "::validation_runtime::validate::no_absent_elements".into(),
            args: Vec::new(),
        },
    )
    .short_circuit()
}

/// One output file per module owning a function, a root or a helper impl.
fn files(
    model: &Model,
    sources: &SourceSet,
    output_of: &[ModuleId],
    owners: BTreeSet<TypeId>,
    errors: &mut Vec<PlanError>,
) -> Vec<FilePlan> {
    let mut modules = BTreeSet::new();
    for id in owners {
        let Some(t) = model.get(id) else { continue };
        let output = output_of.get(t.module).copied().unwrap_or(t.module);
        match sources.modules.get(output).and_then(|m| m.output_path.as_ref()) {
            Some(_) => {
                modules.insert(output);
            }
            None => errors.push(PlanError {
                code: "inline-module",
                message: format!(
                    "type `{}` needs generated code, but it is declared in an inline module",
                    t.name
                ),
                location: t.location,
                help: Some("move the module into its own file (`mod name;`)".into()),
            }),
        }
    }
    modules
        .into_iter()
        .filter_map(|m| {
            let path = sources.modules.get(m)?.output_path.clone()?;
            Some(FilePlan { module: m, path })
        })
        .collect()
}
