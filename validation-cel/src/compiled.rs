//! A schema with its rules compiled: one tree mirroring the schema's
//! properties, items and map values, built once and walked per object.

use std::collections::{BTreeMap, BTreeSet};

use validation_schema::{Root, Schema};

use crate::cost::{
    exceeds_budget, max_cardinality, min_serialized_size, STATIC_ESTIMATED_COST_LIMIT, STATIC_ESTIMATED_CRD_COST_LIMIT,
};
use crate::environment::{Environment, Rules};
use crate::rule::{compile_unlimited, CompileError, CompiledRule};

/// A transition rule where no old value pairs with the new one: see
/// [`CompiledSchema::uncorrelatable_transitions`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UncorrelatableTransition {
    /// Its `x-kubernetes-validations[i].rule`, from the schema's root.
    pub at: String,
    pub rule: String,
    /// The first list above it whose items do not pair (`properties[a]`).
    pub within: String,
}

impl UncorrelatableTransition {
    /// The API server's message.
    pub fn message(&self) -> String {
        format!(
            "oldSelf cannot be used on the uncorrelatable portion of the schema within {}",
            self.within
        )
    }
}

/// The compiled rules of one schema node and of the nodes below it.
pub struct CompiledSchema<'s> {
    pub(crate) schema: &'s Schema,
    pub(crate) rules: Vec<Result<CompiledRule, CompileError>>,
    pub(crate) properties: BTreeMap<&'s str, CompiledSchema<'s>>,
    pub(crate) items: Option<Box<CompiledSchema<'s>>>,
    pub(crate) values: Option<Box<CompiledSchema<'s>>>,
    /// The rules under the node's `allOf` entries (and the entries'
    /// properties, items and values), run on the node's value after its own,
    /// as the API server runs them: each entry's rules are compiled against
    /// the node's schema.
    pub(crate) all_of: Vec<CompiledSchema<'s>>,
    /// How many values this node may have in one object: the product of
    /// the `maxItems`/`maxProperties` of the lists and maps above it, or
    /// `None` when one of them has none (then the API server takes how
    /// many of the node's smallest values fit a request).
    cardinality: Option<u64>,
    /// The fields the node's rules select from `self`/`oldSelf`, when that
    /// is all they use: only these are converted for the rules.
    pub(crate) selected_fields: Option<BTreeSet<String>>,
}

impl<'s> CompiledSchema<'s> {
    /// Compiles every rule of `schema`, a resource's root schema, as the
    /// newest Kubernetes compiles new rules.
    pub fn new(schema: &'s Schema) -> CompiledSchema<'s> {
        Self::compile_in(schema, &Rules::new(Environment::NEWEST))
    }

    /// Compiles every rule of `schema` in the environments `rules` picks.
    pub fn compile_in(schema: &'s Schema, rules: &Rules) -> CompiledSchema<'s> {
        Self::compile_for(schema, rules, Root::Resource)
    }

    /// Compiles every rule of `schema`, the schema of a resource
    /// ([`Root::Resource`]: its rules also see `apiVersion`, `kind` and
    /// `metadata`) or of any other value ([`Root::Value`]).
    pub fn compile_for(schema: &'s Schema, rules: &Rules, root: Root) -> CompiledSchema<'s> {
        Self::node(schema, schema, root == Root::Resource, Some(1), rules)
    }

    /// The rules of `validation` (the node's schema, or one of its `allOf`
    /// entries) on values of `schema`, and below: the properties, items
    /// and values of `validation` that `schema` has too.
    fn node(
        validation: &'s Schema,
        schema: &'s Schema,
        root: bool,
        cardinality: Option<u64>,
        env: &Rules,
    ) -> CompiledSchema<'s> {
        let rules: Vec<Result<CompiledRule, CompileError>> = validation
            .x_validations
            .iter()
            .map(|r| {
                let (rule_env, message_env) = env.environments(r);
                compile_unlimited(r, schema, root, rule_env, message_env)
            })
            .collect();
        let selected_fields = rules.iter().flatten().try_fold(BTreeSet::new(), |mut all, r| {
            all.extend(r.selected_fields()?.iter().cloned());
            Some(all)
        });
        let properties = validation
            .properties
            .iter()
            .filter_map(|(name, v)| Some((name.as_str(), v, schema.properties.get(name)?)))
            .map(|(name, v, p)| (name, Self::node(v, p, false, cardinality, env)))
            .filter(|(_, c)| c.has_rules())
            .collect();
        let declared = match schema.type_name() {
            "array" => schema.max_items,
            _ => schema.max_properties,
        };
        let each = cardinality
            .zip(declared.and_then(|n| u64::try_from(n).ok()))
            .map(|(c, n)| c.saturating_mul(n));
        let items = validation
            .item_schema()
            .zip(schema.item_schema())
            .map(|(v, s)| Box::new(Self::node(v, s, false, each, env)))
            .filter(|c| c.has_rules());
        let values = validation
            .additional_properties_schema()
            .zip(schema.additional_properties_schema())
            .map(|(v, s)| Box::new(Self::node(v, s, false, each, env)))
            .filter(|c| c.has_rules());
        let all_of = validation
            .all_of
            .iter()
            .map(|v| Self::node(v, schema, root, cardinality, env))
            .filter(|c| c.has_rules())
            .collect();
        CompiledSchema {
            schema,
            rules,
            properties,
            items,
            values,
            all_of,
            cardinality,
            selected_fields,
        }
    }

    /// The estimated cost of all rules: each rule's estimated cost times
    /// the number of values it may run on (see `cardinality`), plus each
    /// message expression's once, as the API server adds them up.
    pub fn estimated_total_cost(&self) -> f64 {
        let cardinality = self.values_per_object();
        let own: f64 = self
            .rules
            .iter()
            // A rule over the per-rule limit (compiled all the same) still
            // counts in the total.
            .filter_map(|compiled| compiled.as_ref().ok())
            .map(|r| (r.estimated_cost(), r.message_expression_cost()))
            .map(|(rule_cost, message_cost)| rule_cost * cardinality + message_cost)
            .sum();
        own + self
            .properties
            .values()
            .map(CompiledSchema::estimated_total_cost)
            .sum::<f64>()
            + self.items.as_deref().map_or(0.0, CompiledSchema::estimated_total_cost)
            + self.values.as_deref().map_or(0.0, CompiledSchema::estimated_total_cost)
            + self
                .all_of
                .iter()
                .map(CompiledSchema::estimated_total_cost)
                .sum::<f64>()
    }

    /// The API server's error when [`Self::estimated_total_cost`] is over
    /// the per-schema limit (the CRD is rejected).
    pub fn total_cost_error(&self) -> Option<String> {
        let total = self.estimated_total_cost();
        (total > STATIC_ESTIMATED_CRD_COST_LIMIT as f64).then(|| {
            exceeds_budget(
                "x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema",
                total,
                STATIC_ESTIMATED_CRD_COST_LIMIT,
            )
        })
    }

    /// The API server's per-rule cost check of a CRD: each rule whose
    /// estimated cost times the number of values it may run on is over the
    /// per-rule limit, with the location of its `x-kubernetes-validations`
    /// entry and the message (`estimated rule cost exceeds budget by factor
    /// of ...`). It covers the rules [`Self::compile_errors`] lists as
    /// over the limit on their own.
    pub fn rule_cost_errors(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        self.collect_cost_errors(String::new(), &mut out);
        out
    }

    fn collect_cost_errors(&self, at: String, out: &mut Vec<(String, String)>) {
        let join = |s: &str| {
            if at.is_empty() {
                s.to_owned()
            } else {
                format!("{at}.{s}")
            }
        };
        let cardinality = self.values_per_object();
        for (i, compiled) in self.rules.iter().enumerate() {
            let cost = compiled.as_ref().ok().map(CompiledRule::estimated_cost);
            let total = cost.map_or(0.0, |c| c * cardinality);
            if total > STATIC_ESTIMATED_COST_LIMIT as f64 {
                out.push((
                    join(&format!("x-kubernetes-validations[{i}]")),
                    exceeds_budget("estimated rule cost", total, STATIC_ESTIMATED_COST_LIMIT),
                ));
            }
        }
        for (name, p) in &self.properties {
            p.collect_cost_errors(join(&format!("properties[{name}]")), out);
        }
        if let Some(i) = &self.items {
            i.collect_cost_errors(join("items"), out);
        }
        if let Some(v) = &self.values {
            v.collect_cost_errors(join("additionalProperties"), out);
        }
        for (i, a) in self.all_of.iter().enumerate() {
            a.collect_cost_errors(join(&format!("allOf[{i}]")), out);
        }
    }

    /// The API server's correlation check of a CRD: each transition rule
    /// under the items of a list that is not a `map` list, where no old
    /// item pairs with a new one. The API server rejects the CRD with
    /// `oldSelf cannot be used on the uncorrelatable portion of the schema
    /// within <path>` at the rule.
    pub fn uncorrelatable_transitions(&self) -> Vec<UncorrelatableTransition> {
        let mut out = Vec::new();
        self.collect_uncorrelatable(String::new(), None, &mut out);
        out
    }

    /// `within`: the first uncorrelatable node at or above this one.
    fn collect_uncorrelatable(&self, at: String, within: Option<&str>, out: &mut Vec<UncorrelatableTransition>) {
        let join = |s: &str| {
            if at.is_empty() {
                s.to_owned()
            } else {
                format!("{at}.{s}")
            }
        };
        if let Some(within) = within {
            for (i, compiled) in self.rules.iter().enumerate() {
                if let Some(rule) = compiled.as_ref().ok().filter(|r| r.rule_uses_old_self()) {
                    out.push(UncorrelatableTransition {
                        at: join(&format!("x-kubernetes-validations[{i}].rule")),
                        rule: rule.rule().rule.clone(),
                        within: within.to_owned(),
                    });
                }
            }
        }
        for (name, p) in &self.properties {
            p.collect_uncorrelatable(join(&format!("properties[{name}]")), within, out);
        }
        if let Some(items) = &self.items {
            // The API server names the list.
            let uncorrelatable = self.schema.list_type() != "map";
            let within = within.or(uncorrelatable.then_some(at.as_str()));
            items.collect_uncorrelatable(join("items"), within, out);
        }
        if let Some(v) = &self.values {
            v.collect_uncorrelatable(join("additionalProperties"), within, out);
        }
        for (i, a) in self.all_of.iter().enumerate() {
            a.collect_uncorrelatable(join(&format!("allOf[{i}]")), within, out);
        }
    }

    /// How many values of this node one object may have, as the API
    /// server counts them for a rule's estimated cost: `cardinality`, or
    /// when unbounded, how many of the node's smallest values fit a
    /// request.
    pub(crate) fn values_per_object(&self) -> f64 {
        self.cardinality
            .unwrap_or_else(|| max_cardinality(min_serialized_size(self.schema))) as f64
    }

    /// Whether this node or a node below it has a rule (nodes without are
    /// not kept, so the walk skips them).
    pub fn has_rules(&self) -> bool {
        !self.rules.is_empty()
            || !self.properties.is_empty()
            || self.items.is_some()
            || self.values.is_some()
            || !self.all_of.is_empty()
    }

    /// Every rule that did not compile, with the schema location of its
    /// `x-kubernetes-validations` entry (`properties[spec].x-kubernetes-validations[0]`),
    /// and every rule whose estimated cost (or its message expression's)
    /// is over the per-expression limit: the API server rejects a CRD for
    /// these, but such a rule still runs on the objects validated here,
    /// as the API server never applies the estimate to objects.
    pub fn compile_errors(&self) -> Vec<(String, &CompileError)> {
        let mut out = Vec::new();
        self.collect_errors(String::new(), &mut out);
        out
    }

    fn collect_errors<'a>(&'a self, at: String, out: &mut Vec<(String, &'a CompileError)>) {
        let join = |s: &str| {
            if at.is_empty() {
                s.to_owned()
            } else {
                format!("{at}.{s}")
            }
        };
        for (i, r) in self.rules.iter().enumerate() {
            let error = match r {
                Err(e) => Some(e),
                Ok(r) => r.message_error().or(r.cost_error()),
            };
            if let Some(e) = error {
                out.push((join(&format!("x-kubernetes-validations[{i}]")), e));
            }
        }
        for (name, p) in &self.properties {
            p.collect_errors(join(&format!("properties[{name}]")), out);
        }
        if let Some(i) = &self.items {
            i.collect_errors(join("items"), out);
        }
        if let Some(v) = &self.values {
            v.collect_errors(join("additionalProperties"), out);
        }
        for (i, a) in self.all_of.iter().enumerate() {
            a.collect_errors(join(&format!("allOf[{i}]")), out);
        }
    }
}
