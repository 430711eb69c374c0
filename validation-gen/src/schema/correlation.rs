//! Rules using `oldSelf` where no old value reaches them. The API server
//! rejects a CRD with such a rule under the items of a list that is not a
//! `map` list ("oldSelf cannot be used on the uncorrelatable portion of
//! the schema"). The Rust checks pair items all the same (by the keys of
//! `k8s:unique=map`), so a rule lowered from a tag is left out there and
//! reported under the policy; a rule the user wrote stays, and generation
//! reports it as an error.
//!
//! Lowering notes where each such rule is placed: the schema node, by a
//! hash of its path from the root, and the tag line. List types are final
//! only when every tag is placed, so one walk of the finished schema then
//! removes the rules under uncorrelatable items, each by its own line.

use std::collections::{HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};

use validation_schema::{Schema, SchemaOrArray, SchemaOrBool, ValidationRule};

use crate::model::TagLine;
use crate::source::SourceLocation;

/// One step from a schema node to a node below it.
#[derive(Clone, Copy, Debug, Hash)]
pub(super) enum Step<'a> {
    Property(&'a str),
    Items,
    AdditionalProperties,
}

impl Step<'_> {
    fn path(self) -> String {
        match self {
            Step::Property(name) => format!("properties[{name}]"),
            Step::Items => "items".into(),
            Step::AdditionalProperties => "additionalProperties".into(),
        }
    }
}

/// The key of the node `step` leads to from the node keyed `parent`: a
/// hash of the path, so that a key costs the same at any depth.
pub(super) fn below(parent: u64, step: Step<'_>) -> u64 {
    let mut hasher = DefaultHasher::new();
    parent.hash(&mut hasher);
    step.hash(&mut hasher);
    hasher.finish()
}

/// The key of the schema's root.
pub(super) const ROOT: u64 = 0;

/// Where rules using `oldSelf` were placed, by node and rule.
#[derive(Default)]
pub(super) struct Placements {
    placed: HashMap<(u64, String), PlacedBy>,
}

/// Who placed a rule on a node.
enum PlacedBy {
    /// Tags: their lines (location and text).
    Tags(Vec<(SourceLocation, String)>),
    /// The user, in a CEL marker: the rule stays.
    User,
}

impl Placements {
    /// `line` placed `rule` on the node keyed `node`; `user`: in a CEL
    /// marker.
    pub(super) fn note(&mut self, node: u64, line: &TagLine, rule: &ValidationRule, user: bool) {
        if !rule.rule.contains("oldSelf") {
            return;
        }
        let entry = self
            .placed
            .entry((node, rule.rule.clone()))
            .or_insert_with(|| PlacedBy::Tags(Vec::new()));
        match (entry, user) {
            (entry, true) => *entry = PlacedBy::User,
            (PlacedBy::Tags(lines), false) => lines.push((line.location, line.text.clone())),
            (PlacedBy::User, false) => {}
        }
    }

    /// Removes from `schema` every noted rule from a tag under the items
    /// of a list that is not a `map` list: each line once, with the first
    /// list above the rule whose items do not pair (`properties[ports]`).
    pub(super) fn remove_uncorrelatable(&self, schema: &mut Schema) -> Vec<LeftOut> {
        if self.placed.is_empty() {
            return Vec::new();
        }
        let mut walk = Walk {
            placements: self,
            steps: Vec::new(),
            left_out: Vec::new(),
            reported: HashSet::new(),
        };
        walk.node(schema, ROOT, None);
        walk.left_out
    }
}

/// A tag line whose rule was removed, and where.
pub(super) struct LeftOut {
    pub location: SourceLocation,
    pub text: String,
    /// The first list above the rule whose items do not pair.
    pub within: String,
}

struct Walk<'p> {
    placements: &'p Placements,
    /// The path from the root, step by step.
    steps: Vec<String>,
    left_out: Vec<LeftOut>,
    reported: HashSet<SourceLocation>,
}

impl Walk<'_> {
    /// `within`: the first list above `schema` whose items do not pair.
    fn node(&mut self, schema: &mut Schema, key: u64, within: Option<&str>) {
        if let Some(within) = within {
            self.remove(schema, key, within);
        }
        for (name, property) in &mut schema.properties {
            let step = Step::Property(name);
            self.steps.push(step.path());
            self.node(property, below(key, step), within);
            self.steps.pop();
        }
        let correlated = schema.list_type() == "map";
        if let Some(SchemaOrArray::Schema(items)) = &mut schema.items {
            // The API server names the list (the root: `openAPIV3Schema`).
            let here = (within.is_none() && !correlated).then(|| match self.steps.join(".") {
                root if root.is_empty() => "openAPIV3Schema".to_owned(),
                list => list,
            });
            self.steps.push(Step::Items.path());
            self.node(items, below(key, Step::Items), within.or(here.as_deref()));
            self.steps.pop();
        }
        if let Some(SchemaOrBool::Schema(values)) = &mut schema.additional_properties {
            let step = Step::AdditionalProperties;
            self.steps.push(step.path());
            self.node(values, below(key, step), within);
            self.steps.pop();
        }
    }

    fn remove(&mut self, schema: &mut Schema, key: u64, within: &str) {
        let placed = &self.placements.placed;
        let (left_out, reported) = (&mut self.left_out, &mut self.reported);
        schema.x_validations.retain(|rule| {
            let Some(PlacedBy::Tags(lines)) = placed.get(&(key, rule.rule.clone())) else {
                return true;
            };
            for (location, text) in lines {
                if reported.insert(*location) {
                    left_out.push(LeftOut {
                        location: *location,
                        text: text.clone(),
                        within: within.to_owned(),
                    });
                }
            }
            false
        });
    }
}
