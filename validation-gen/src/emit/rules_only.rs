//! The API server runs a custom resource's CEL rules after its OpenAPI
//! validation whatever errors that found (only a type, enum, required or
//! size error stops them all, see `budget::entry_body`). A failing short-circuit
//! tag check (`k8s:maxItems`, `k8s:required`, `k8s:immutable`, ...) skips
//! the value's other tag checks and the descent into it, but not the CEL
//! rules: where it fails, the value's CEL rules still run, and so do those
//! of every value below it, through a `validate_<type>_rules_into`
//! function emitted only for the types such a value reaches that have CEL
//! rules below (other types' code is unchanged). It pairs and ratchets as
//! the full function does; it just has no other checks.

use crate::model::TypeId;
use crate::plan::{Body, Cohort, Descend, FieldPlan, Plan, TypePlan};
use crate::validators::{Call, Check, Each, Mode};

use super::{function_name, ident, Emitter};

/// The CEL part of a check: the rule itself, or `k8s:eachVal` /
/// `k8s:subfield` / `k8s:item` / `k8s:ifMode` with only the rules inside
/// (pairing elements, selecting the item or the mode, as before).
pub fn rules_part(check: &Check) -> Option<Check> {
    let with = |call: Call| Check { call, ..check.clone() };
    let inner = |checks: &[Check]| -> Option<Vec<Check>> {
        let rules: Vec<Check> = checks.iter().filter_map(rules_part).collect();
        (!rules.is_empty()).then_some(rules)
    };
    match &check.call {
        call if call.cel_rules().is_some() => Some(check.clone()),
        Call::Each {
            over,
            checks,
            correlation,
        } if *over != Each::MapKeys => inner(checks).map(|checks| {
            with(Call::Each {
                over: *over,
                checks,
                correlation: correlation.clone(),
            })
        }),
        Call::Subfield { field, checks } => inner(checks).map(|checks| with(Call::Subfield { field: *field, checks })),
        Call::Mode(mode) => {
            let rules: Vec<(String, Vec<Check>)> = mode
                .rules
                .iter()
                .filter_map(|(value, checks)| inner(checks).map(|checks| (value.clone(), checks)))
                .collect();
            // The rules of the modes that have some; no "forbidden" for
            // the others, which is a tag check.
            (!rules.is_empty()).then(|| {
                with(Call::Mode(Mode {
                    rules,
                    forbidden_level: None,
                    ..mode.clone()
                }))
            })
        }
        Call::Item { selector, keys, checks } => inner(checks).map(|checks| {
            with(Call::Item {
                selector: selector.clone(),
                keys: keys.clone(),
                checks,
            })
        }),
        _ => None,
    }
}

/// A check that stops the value's other checks because the value is
/// absent (`k8s:optional`): it reports nothing, and stops the rules too,
/// as the API server runs no rule on an absent value.
pub fn is_absence_stop(check: &Check) -> bool {
    check.flags.short_circuit && check.flags.non_error
}

/// A short-circuit check that reports an error when it fails: it stops the
/// value's other tag checks, not its CEL rules.
pub fn is_error_stop(check: &Check) -> bool {
    check.flags.short_circuit && !check.flags.non_error
}

/// Cohorts with only their CEL rules, and the absence stops that still
/// gate them.
pub fn rules_cohorts(cohorts: &[Cohort]) -> Vec<Cohort> {
    cohorts
        .iter()
        .filter_map(|c| {
            let rest: Vec<Check> = c.short_circuit.iter().chain(&c.rest).filter_map(rules_part).collect();
            (!rest.is_empty()).then(|| Cohort {
                name: c.name.clone(),
                short_circuit: c.short_circuit.iter().filter(|s| is_absence_stop(s)).cloned().collect(),
                rest,
            })
        })
        .collect()
}

/// A type's plan with only its CEL rules, at every level.
pub fn rules_plan(plan: &TypePlan) -> TypePlan {
    let body = match &plan.body {
        Body::None => Body::None,
        Body::Inner(d) => Body::Inner(d.clone()),
        Body::Struct(fields) => Body::Struct(
            fields
                .iter()
                .map(|p| FieldPlan {
                    index: p.index,
                    checks: rules_cohorts(&p.checks),
                    descend: p.descend.clone(),
                })
                .collect(),
        ),
    };
    TypePlan {
        id: plan.id,
        checks: rules_cohorts(&plan.checks),
        body,
    }
}

/// Per type id: whether it has CEL rules (transition rules included) at
/// any depth, and whether a failing short-circuit reaches it, so it gets a
/// rules function.
pub struct RulesOnly {
    rules_below: Vec<bool>,
    emitted: Vec<bool>,
}

impl RulesOnly {
    pub fn new(plan: &Plan) -> RulesOnly {
        let rules_below = rules_below(plan);
        let emitted = reached_from_stops(plan, &rules_below);
        RulesOnly { rules_below, emitted }
    }

    /// Whether type `id` gets a `validate_<type>_rules_into`.
    pub fn is_emitted(&self, id: TypeId) -> bool {
        self.emitted.get(id).copied().unwrap_or(false)
    }

    /// Whether type `id` has a CEL rule, at any depth (its
    /// `validate_<type>` opens a budget, see `budget`).
    pub fn has_rules(&self, id: TypeId) -> bool {
        self.rules_below.get(id).copied().unwrap_or(false)
    }

    /// Whether a descent reaches a CEL rule.
    pub fn reaches(&self, d: &Descend) -> bool {
        super::unpaired::reaches(&self.rules_below, d)
    }
}

/// Per type id: whether it has CEL rules at any depth, counting those
/// [`rules_part`] keeps (inside `k8s:item` too). A fixpoint, so
/// recursive types terminate.
fn rules_below(plan: &Plan) -> Vec<bool> {
    super::reach::types_where(
        plan,
        |cohorts| !rules_cohorts(cohorts).is_empty(),
        super::unpaired::reaches,
    )
}

/// Whether the default cohort has a check that can fail with an error and
/// so stop what follows.
fn stops_with_error(cohorts: &[Cohort]) -> bool {
    cohorts
        .iter()
        .filter(|c| c.name.is_none())
        .any(|c| c.short_circuit.iter().any(is_error_stop))
}

/// The types below a failing short-circuit that the rules walk calls, and
/// those their rules functions call in turn.
fn reached_from_stops(plan: &Plan, has: &[bool]) -> Vec<bool> {
    let descents = |f: &TypePlan| -> Vec<Descend> {
        match &f.body {
            Body::None => Vec::new(),
            Body::Inner(d) => vec![d.clone()],
            Body::Struct(fields) => fields.iter().filter_map(|p| p.descend.clone()).collect(),
        }
    };
    let mut queue = Vec::new();
    for f in &plan.functions {
        if stops_with_error(&f.checks) {
            for d in descents(f) {
                super::unpaired::calls(has, &d, &mut queue);
            }
        }
        if let Body::Struct(fields) = &f.body {
            for p in fields.iter().filter(|p| stops_with_error(&p.checks)) {
                if let Some(d) = &p.descend {
                    super::unpaired::calls(has, d, &mut queue);
                }
            }
        }
    }
    let mut reached = vec![false; has.len()];
    while let Some(id) = queue.pop() {
        match reached.get_mut(id) {
            Some(r) if !*r => *r = true,
            _ => continue,
        }
        if let Some(f) = plan.functions.iter().find(|f| f.id == id) {
            for d in descents(f) {
                super::unpaired::calls(has, &d, &mut queue);
            }
        }
    }
    reached
}

/// `validate_<type>_rules_into`.
pub fn rules_name(e: &Emitter<'_>, id: TypeId) -> proc_macro2::Ident {
    ident(&format!("{}_rules_into", function_name(e.model, id)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validators::{CallArg, Correlation, Rule};

    fn cel(rule: &str, transition: bool) -> Check {
        Check::new(
            Rule::new("cel"),
            Call::Cel {
                rule: rule.to_owned(),
                schema: "{}".to_owned(),
                root: false,
                transition,
            },
        )
    }

    fn limit(name: &'static str) -> Check {
        Check::new(
            Rule::new(name),
            Call::Value {
                function: format!("validate::{name}"),
                args: vec![CallArg::Int(2)],
            },
        )
    }

    fn optional() -> Check {
        Check::new(Rule::new("optional"), Call::IsSet)
            .short_circuit()
            .non_error()
    }

    fn each(over: Each, checks: Vec<Check>, correlation: Option<Correlation>) -> Check {
        Check::new(
            Rule::new("eachVal"),
            Call::Each {
                over,
                checks,
                correlation,
            },
        )
    }

    fn item(checks: Vec<Check>) -> Check {
        Check::new(
            Rule::new("item"),
            Call::Item {
                selector: vec![("name".to_owned(), crate::tags::Literal::String("a".to_owned()))],
                keys: vec![0],
                checks,
            },
        )
    }

    fn mode(rules: Vec<(&str, Vec<Check>)>) -> Check {
        Check::new(
            Rule::new("ifMode"),
            Call::Mode(Mode {
                field: 1,
                discriminator: 0,
                rules: rules.into_iter().map(|(m, c)| (m.to_owned(), c)).collect(),
                forbidden_level: Some(crate::validators::Level::Standard),
            }),
        )
    }

    /// (case, check, its CEL part): rules of every kind, at any depth,
    /// with the elements' pairing kept.
    #[test]
    fn rules_part_keeps_the_rules_at_every_depth() {
        let keys = Some(Correlation::Keys(vec![0]));
        let cases: Vec<(&str, Check, Option<Check>)> = vec![
            ("a plain rule", cel("a", false), Some(cel("a", false))),
            ("a transition rule", cel("t", true), Some(cel("t", true))),
            ("another check", limit("max_length"), None),
            (
                "eachVal over map-list items, next to another check",
                each(
                    Each::ListValues,
                    vec![cel("a", false), limit("max_length")],
                    keys.clone(),
                ),
                Some(each(Each::ListValues, vec![cel("a", false)], keys.clone())),
            ),
            (
                "eachVal without rules",
                each(Each::MapValues, vec![limit("max_length")], None),
                None,
            ),
            (
                "eachKey: keys take no rules",
                each(Each::MapKeys, vec![cel("a", false)], None),
                None,
            ),
            (
                "subfield",
                Check::new(
                    Rule::new("subfield"),
                    Call::Subfield {
                        field: 1,
                        checks: vec![limit("minimum"), cel("a", false)],
                    },
                ),
                Some(Check::new(
                    Rule::new("subfield"),
                    Call::Subfield {
                        field: 1,
                        checks: vec![cel("a", false)],
                    },
                )),
            ),
            (
                "item: the rules on the selected item, with its selector and keys",
                item(vec![limit("maximum"), cel("a", false)]),
                Some(item(vec![cel("a", false)])),
            ),
            ("item without rules", item(vec![limit("maximum")]), None),
            (
                "mode: the rules of the modes that have some, and no forbidden",
                mode(vec![
                    ("A", vec![cel("a", false), limit("maximum")]),
                    ("B", vec![limit("maximum")]),
                ]),
                Some(Check {
                    call: Call::Mode(Mode {
                        field: 1,
                        discriminator: 0,
                        rules: vec![("A".to_owned(), vec![cel("a", false)])],
                        forbidden_level: None,
                    }),
                    ..mode(vec![])
                }),
            ),
            ("mode without rules", mode(vec![("B", vec![limit("maximum")])]), None),
        ];
        for (name, check, part) in cases {
            assert_eq!(rules_part(&check), part, "{name}");
        }
    }

    /// A cohort keeps its rules and its absence stops; the short-circuits
    /// that fail with an error go, and so does a cohort without rules.
    #[test]
    fn rules_cohorts_keep_rules_and_absence_stops() {
        let cohort = |name: Option<&str>, short_circuit: Vec<Check>, rest: Vec<Check>| Cohort {
            name: name.map(str::to_owned),
            short_circuit,
            rest,
        };
        let max_items = limit("max_items").short_circuit();
        let cohorts = vec![
            cohort(
                None,
                vec![optional(), max_items.clone()],
                vec![cel("a", false), limit("max_length")],
            ),
            cohort(Some("c"), vec![max_items], vec![limit("max_length")]),
        ];
        assert_eq!(
            rules_cohorts(&cohorts),
            vec![cohort(None, vec![optional()], vec![cel("a", false)])]
        );
    }
}
