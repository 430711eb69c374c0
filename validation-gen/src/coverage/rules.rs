//! Walking the plan from each root to list its declared rules.

use std::collections::BTreeSet;
use std::rc::Rc;

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
    let mut walker = Walker {
        model,
        plan,
        visiting: vec![false; model.types.len()],
        memo: vec![None; model.types.len()],
        cuts: 0,
        frames: Vec::new(),
    };
    for root in &plan.roots {
        let Some(def) = model.get(root.id) else { continue };
        let Some(rules) = walker.rules_of(root.id) else {
            continue;
        };
        for (path, origin) in rules.iter() {
            out.insert(DeclaredRule {
                root: def.name.clone(),
                path: path.clone(),
                origin: origin.clone(),
            });
        }
    }
    out.into_iter().collect()
}

/// A type's rules: paths relative to the type, and origins.
type Rules = Rc<[(String, String)]>;

struct Walker<'a> {
    model: &'a Model,
    plan: &'a Plan,
    /// Types on the current walk, by type id: recursion adds no new rule
    /// patterns. (A flag per type: a chain `n` types deep is walked in
    /// `n` steps, not `n²`.)
    visiting: Vec<bool>,
    /// Each type's rules once walked, when its walk met no type already
    /// on the walk (then they do not depend on where it was reached
    /// from): every root of a chain of roots reads the rules below it
    /// instead of walking them again.
    memo: Vec<Option<Rules>>,
    /// How many times a walk stopped at a type already on it.
    cuts: usize,
    /// The rules of the types being walked, innermost last.
    frames: Vec<BTreeSet<(String, String)>>,
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

/// `rel`, a path relative to a value, under that value's `prefix`.
fn prefixed(prefix: &str, rel: &str) -> String {
    if rel.is_empty() {
        prefix.to_owned()
    } else if prefix.is_empty() {
        rel.to_owned()
    } else if rel.starts_with('[') {
        format!("{prefix}{rel}")
    } else {
        format!("{prefix}.{rel}")
    }
}

impl Walker<'_> {
    fn add(&mut self, path: &str, origin: String) {
        if let Some(frame) = self.frames.last_mut() {
            frame.insert((path.to_owned(), origin));
        }
    }

    fn set_visiting(&mut self, id: TypeId, on: bool) {
        if let Some(flag) = self.visiting.get_mut(id) {
            *flag = on;
        }
    }

    /// The rules of type `id`, reached at `path`.
    fn type_rules(&mut self, id: TypeId, path: &str) {
        let Some(rules) = self.rules_of(id) else { return };
        for (rel, origin) in rules.iter() {
            self.add(&prefixed(path, rel), origin.clone());
        }
    }

    /// The rules of type `id` relative to it; `None` for a type already on
    /// the walk or without a function.
    fn rules_of(&mut self, id: TypeId) -> Option<Rules> {
        if self.visiting.get(id) != Some(&false) {
            self.cuts += 1;
            return None;
        }
        if let Some(Some(rules)) = self.memo.get(id) {
            return Some(rules.clone());
        }
        let function = self.plan.function(id)?;
        let cuts = self.cuts;
        self.set_visiting(id, true);
        self.frames.push(BTreeSet::new());
        self.walk(id, function);
        let rules: Rules = self.frames.pop().unwrap_or_default().into_iter().collect();
        self.set_visiting(id, false);
        if self.cuts == cuts {
            if let Some(slot) = self.memo.get_mut(id) {
                *slot = Some(rules.clone());
            }
        }
        Some(rules)
    }

    /// Adds the rules of type `id`'s function, at paths relative to it.
    fn walk(&mut self, id: TypeId, function: &crate::plan::TypePlan) {
        let shape = Shape::Named(id);
        self.cohorts(&function.checks, &shape, "");
        match &function.body {
            Body::None => {}
            Body::Inner(descend) => {
                if let Some(TypeKind::Newtype(inner) | TypeKind::Alias(inner)) = self.model.get(id).map(|t| &t.kind) {
                    self.descend(descend, inner, "");
                }
            }
            Body::Struct(fields) => {
                let Some(TypeKind::Struct(defs)) = self.model.get(id).map(|t| &t.kind) else {
                    return;
                };
                for field in fields {
                    let Some(def) = defs.get(field.index) else { continue };
                    let field_path = def.json_name.clone();
                    self.cohorts(&field.checks, &def.shape, &field_path);
                    if let Some(descend) = &field.descend {
                        self.descend(descend, &def.shape, &field_path);
                    }
                }
            }
        }
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
            Call::AllOf { checks } => self.checks(checks, shape, path),
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
            Call::AliasBelow { next, .. } => self.type_rules(*next, path),
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
