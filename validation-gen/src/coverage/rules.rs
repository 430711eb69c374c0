//! Walking the plan from each root to list its declared rules.

use std::collections::BTreeSet;

use crate::model::{Model, Shape, TypeId, TypeKind};
use crate::plan::{strip, Body, Cohort, Descend, Plan};
use crate::tags::Literal;
use crate::validators::subfield::struct_fields;
use crate::validators::{Call, Check, Each};

/// One rule of one root type.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct DeclaredRule {
    pub root: String,
    pub path: String,
    pub origin: String,
}

/// Every root's rules, sorted and without repeats.
pub fn declared_rules(model: &Model, plan: &Plan) -> Vec<DeclaredRule> {
    let mut out = BTreeSet::new();
    // All clear again after each walk: one vector for every root.
    let mut visiting = vec![false; model.types.len()];
    for root in &plan.roots {
        let Some(def) = model.get(root.id) else { continue };
        let mut walker = Walker {
            model,
            plan,
            root: &def.name,
            visiting,
            out: &mut out,
        };
        walker.type_rules(root.id, "");
        visiting = walker.visiting;
    }
    out.into_iter().collect()
}

struct Walker<'a, 'o> {
    model: &'a Model,
    plan: &'a Plan,
    root: &'a str,
    /// Types on the current walk, by type id: recursion adds no new rule
    /// patterns. (A flag per type: a chain `n` types deep is walked in
    /// `n` steps, not `n²`.)
    visiting: Vec<bool>,
    out: &'o mut BTreeSet<DeclaredRule>,
}

fn join(path: &str, name: &str) -> String {
    match (path.is_empty(), name.is_empty()) {
        (_, true) => path.to_owned(),
        (true, false) => name.to_owned(),
        (false, false) => format!("{path}.{name}"),
    }
}

fn any_element(path: &str) -> String {
    format!("{path}[*]")
}

impl Walker<'_, '_> {
    fn add(&mut self, path: &str, origin: String) {
        self.out.insert(DeclaredRule {
            root: self.root.to_owned(),
            path: path.to_owned(),
            origin,
        });
    }

    fn set_visiting(&mut self, id: TypeId, on: bool) {
        if let Some(flag) = self.visiting.get_mut(id) {
            *flag = on;
        }
    }

    fn type_rules(&mut self, id: TypeId, path: &str) {
        if self.visiting.get(id) != Some(&false) {
            return;
        }
        let Some(function) = self.plan.function(id) else { return };
        self.set_visiting(id, true);
        let shape = Shape::Named(id);
        self.cohorts(&function.checks, &shape, path);
        match &function.body {
            Body::None => {}
            Body::Inner(descend) => {
                if let Some(TypeKind::Newtype(inner) | TypeKind::Alias(inner)) = self.model.get(id).map(|t| &t.kind) {
                    self.descend(descend, inner, path);
                }
            }
            Body::Struct(fields) => {
                let Some(TypeKind::Struct(defs)) = self.model.get(id).map(|t| &t.kind) else {
                    self.set_visiting(id, false);
                    return;
                };
                for field in fields {
                    let Some(def) = defs.get(field.index) else { continue };
                    let field_path = join(path, &def.json_name);
                    self.cohorts(&field.checks, &def.shape, &field_path);
                    if let Some(descend) = &field.descend {
                        self.descend(descend, &def.shape, &field_path);
                    }
                }
            }
        }
        self.set_visiting(id, false);
    }

    fn descend(&mut self, descend: &Descend, shape: &Shape, path: &str) {
        match descend {
            Descend::Call(id) => self.type_rules(*id, path),
            Descend::Inner(inner) => self.descend(inner, element_shape(shape).unwrap_or(shape), path),
            Descend::List(elem, _) => {
                let elem_shape = element_shape(strip(shape)).unwrap_or(shape);
                self.descend(elem, elem_shape, &any_element(path));
            }
            Descend::Map { key, value } => {
                if let Shape::Map(_, key_shape, value_shape) = strip(shape) {
                    if let Some(key) = key {
                        self.descend(key, key_shape, path);
                    }
                    if let Some(value) = value {
                        self.descend(value, value_shape, &any_element(path));
                    }
                }
            }
        }
    }

    fn cohorts(&mut self, cohorts: &[Cohort], shape: &Shape, path: &str) {
        for cohort in cohorts {
            self.checks(cohort.short_circuit.iter().chain(&cohort.rest), shape, path);
        }
    }

    fn checks<'c>(&mut self, checks: impl IntoIterator<Item = &'c Check>, shape: &Shape, path: &str) {
        for check in checks {
            self.check(check, shape, path);
        }
    }

    fn check(&mut self, check: &Check, shape: &Shape, path: &str) {
        if check.flags.non_error {
            return;
        }
        match &check.call {
            Call::Each { over, checks, .. } => {
                let (path, elem) = match (over, strip(shape)) {
                    (Each::MapKeys, Shape::Map(_, key, _)) => (path.to_owned(), key.as_ref()),
                    (Each::MapValues, Shape::Map(_, _, value)) => (any_element(path), value.as_ref()),
                    (_, other) => (any_element(path), element_shape(other).unwrap_or(other)),
                };
                self.checks(checks, elem, &path);
            }
            Call::Item { checks, .. } => {
                let elem = element_shape(strip(shape)).unwrap_or(shape);
                self.checks(checks, elem, &any_element(path));
            }
            Call::Subfield { field, checks } => {
                if let Some(def) = struct_fields(self.model, shape).and_then(|fs| fs.get(*field)) {
                    let sub_path = join(path, &def.json_name);
                    let sub_shape = def.shape.clone();
                    self.checks(checks, &sub_shape, &sub_path);
                }
            }
            Call::Mode(mode) => {
                if let Some(def) = struct_fields(self.model, shape).and_then(|fs| fs.get(mode.field)) {
                    let field_path = join(path, &def.json_name);
                    let field_shape = def.shape.clone();
                    for (_, checks) in &mode.rules {
                        self.checks(checks, &field_shape, &field_path);
                    }
                    // A mode no rule names forbids the field.
                    self.add(&field_path, "forbidden".to_owned());
                }
            }
            Call::Siblings { dependent, .. } => {
                if let Some(def) = struct_fields(self.model, shape).and_then(|fs| fs.get(*dependent)) {
                    let dependent_path = join(path, &def.json_name);
                    self.add(&dependent_path, check.rule.name.to_owned());
                }
            }
            Call::Union(union) | Call::SubfieldUnion(union) => match union.discriminator {
                // Discriminated: errors name the member that should (not) be set.
                Some(_) => {
                    let fields = struct_fields(self.model, shape).unwrap_or_default();
                    for (member, _) in &union.members {
                        if let Some(def) = fields.get(*member) {
                            self.add(&join(path, &def.json_name), "union".to_owned());
                        }
                    }
                }
                None => {
                    let origin = if union.zero_or_one { "zeroOrOneOf" } else { "union" };
                    self.add(path, origin.to_owned());
                }
            },
            Call::ItemUnion { zero_or_one, .. } => {
                let origin = if *zero_or_one { "zeroOrOneOf" } else { "union" };
                self.add(path, origin.to_owned());
            }
            // The next link's rules, at the same path.
            Call::AliasBelow { next } => self.type_rules(*next, path),
            Call::IsSet
            | Call::ModeDiscriminator { .. }
            | Call::ModeRule { .. }
            | Call::UnionMember { .. }
            | Call::ItemUnionMember { .. }
            | Call::UnionDiscriminator { .. } => {}
            Call::Presence { .. }
            | Call::Value { .. }
            | Call::Nilable { .. }
            | Call::Cel { .. }
            | Call::Transition { .. }
            | Call::UpdateList { .. }
            | Call::Unique { .. } => {
                if let Some(origin) = rule_origin(check) {
                    self.add(path, origin);
                }
            }
        }
    }
}

/// The element shape of a list (through options and pointers).
fn element_shape(shape: &Shape) -> Option<&Shape> {
    match shape {
        Shape::List(elem) => Some(elem),
        Shape::Optional(inner) | Shape::Pointer(_, inner) => Some(inner),
        _ => None,
    }
}

/// The origin a leaf rule's errors carry, or its coverage name; `None` for
/// rules that never fail.
fn rule_origin(check: &Check) -> Option<String> {
    let rule = &check.rule;
    Some(match rule.name {
        "validateTrue" => return None,
        "format" => match rule.params.first() {
            Some(Literal::String(name)) => format!("format={name}"),
            _ => "format".to_owned(),
        },
        "customValidation" => "*".to_owned(),
        "noAbsentElements" => "required".to_owned(),
        other => other.to_owned(),
    })
}
