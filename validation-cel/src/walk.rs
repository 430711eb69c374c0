//! Evaluation of a compiled schema's rules over a JSON value: `self` is the
//! node's value; on update `oldSelf` is its paired old value. Old and new
//! values pair by property, by map key and, for `x-kubernetes-list-type:
//! map`, by the items' keys; `set` and `atomic` items never pair, so
//! transition rules under them do not run.
//!
//! Ratcheting: on update, an error of a rule that is not a transition rule
//! becomes a warning when its node's value equals the paired old value, or,
//! for an unpaired list item, when the nearest paired list equals its old
//! value. The top-level `apiVersion` and `kind` never ratchet (old and new
//! objects of one request have the same), nor anything below them.

use std::rc::Rc;

use serde_json::Value as Json;
use validation_runtime::{BadValue, FieldError};

use validation_schema::trail::{Segment, Trail};
use validation_schema::validate::OldMapItems;
use validation_schema::Correlated;

use crate::compiled::CompiledSchema;
use crate::convert::to_cel_selected;
use crate::cost::Budget;
use crate::engine::Engine;
use crate::rule::Checked;

/// An error and whether ratcheting turned it into a warning.
pub(crate) struct Found {
    pub(crate) error: FieldError,
    pub(crate) warning: bool,
}

pub(crate) struct Walk<'e, 'v> {
    engine: &'e Engine,
    pub(crate) budget: Budget,
    trail: Trail<'v>,
    pub(crate) found: Vec<Found>,
    /// A rule went over the per-call cost limit or the budget: no further
    /// rule runs.
    stopped: bool,
    /// Errors of unchanged values become warnings (see the module doc).
    ratcheting: bool,
    /// The walk's top value is a resource: its rules also see `apiVersion`,
    /// `kind` and `metadata`.
    resource_root: bool,
}

impl Walk<'_, '_> {
    /// Whether the budget, charged upper bounds, ran out where the API
    /// server's might not have: the walk must run again with
    /// [`Budget::exact`].
    pub(crate) fn needs_exact_budget(&self) -> bool {
        self.budget.retry
    }
}

impl<'e, 'v> Walk<'e, 'v> {
    /// A walk spending `budget`, of a resource, with ratcheting.
    pub(crate) fn with_budget(engine: &'e Engine, budget: Budget) -> Self {
        Walk {
            budget,
            engine,
            trail: Trail::default(),
            found: Vec::new(),
            stopped: false,
            ratcheting: true,
            resource_root: true,
        }
    }

    /// This walk of a value found at `base` (a rendered path; empty: the
    /// root): its errors' paths start there.
    pub(crate) fn under(mut self, base: &'v str) -> Self {
        self.trail = Trail::under(base);
        self
    }

    /// This walk with ratcheting on or off.
    pub(crate) fn ratcheting(mut self, on: bool) -> Self {
        self.ratcheting = on;
        self
    }

    /// This walk of a resource (`true`) or of any other value.
    pub(crate) fn resource_root(mut self, resource: bool) -> Self {
        self.resource_root = resource;
        self
    }

    /// Walks `new`, a value of the compiled schema's root, paired with
    /// `old` on update.
    pub(crate) fn root(&mut self, c: &'v CompiledSchema<'v>, new: &'v Json, old: Option<&'v Json>) {
        let ratchet = match old {
            Some(old) if self.ratcheting => Ratchet::root(Correlated::new(c.schema, new, Some(old))),
            _ => Ratchet::default(),
        };
        self.node(c, new, old, &ratchet);
    }

    fn node(&mut self, c: &'v CompiledSchema<'v>, new: &'v Json, old: Option<&'v Json>, ratchet: &Ratchet<'v>) {
        if new.is_null() || self.budget.is_exhausted() || self.stopped {
            return;
        }
        if !c.rules.is_empty() {
            self.rules(c, new, old, ratchet);
        }
        // The API server does not ratchet errors of `allOf` rules on their
        // node's own value, only by the nearest paired ancestor.
        let below_all_of = Ratchet {
            current: None,
            nearest_parent: ratchet.nearest_parent.clone(),
        };
        for all_of in &c.all_of {
            self.node(all_of, new, old, &below_all_of);
        }
        match new {
            Json::Object(fields) => {
                for (name, child) in &c.properties {
                    if let Some((key, v)) = fields.get_key_value(*name) {
                        let old_v = old.and_then(|o| o.get(key.as_str()));
                        self.trail.push(Segment::Field(key));
                        self.node(child, v, old_v, &ratchet.key(key));
                        self.trail.pop();
                    }
                }
                if let Some(values) = &c.values {
                    for (key, v) in fields {
                        let old_v = old.and_then(|o| o.get(key.as_str()));
                        self.trail.push(Segment::Key(key));
                        self.node(values, v, old_v, &ratchet.key(key));
                        self.trail.pop();
                    }
                }
            }
            Json::Array(items) => {
                let Some(item_c) = &c.items else { return };
                let keys = &c.schema.x_list_map_keys;
                let pairs = c.schema.list_type() == "map" && !keys.is_empty();
                let olds = old.filter(|_| pairs).map(|o| OldMapItems::new(o, keys));
                for (i, item) in items.iter().enumerate() {
                    let old_item = olds.as_ref().and_then(|olds| olds.paired(i, item));
                    self.trail.push(Segment::Index(i));
                    self.node(item_c, item, old_item, &ratchet.index(i));
                    self.trail.pop();
                }
            }
            _ => {}
        }
    }

    fn rules(&mut self, c: &'v CompiledSchema<'v>, new: &'v Json, old: Option<&'v Json>, ratchet: &Ratchet<'v>) {
        let root = self.resource_root && self.trail.is_root();
        let convert = |v: &Json| to_cel_selected(c.schema, v, c.selected_fields.as_ref(), root);
        let new_cel = convert(new);
        // Only transition rules read `oldSelf`. An old `null` is no old
        // value (the API server's unstructured nil): the rules run as on
        // an unpaired node.
        let needs_old = c.rules.iter().any(|r| r.as_ref().is_ok_and(|r| r.is_transition()));
        let old_cel = if needs_old {
            old.filter(|o| !o.is_null()).map(convert)
        } else {
            None
        };
        let path = self.trail.field_path();
        let bindings = self.engine.bind(&new_cel, old_cel.as_ref()).of_schema(c.schema);
        for rule in &c.rules {
            let (error, may_ratchet) = match rule {
                // Without ratcheting (the API server without its feature
                // gate), `optionalOldSelf` rules run only on update.
                Ok(rule) if !self.ratcheting && rule.is_transition() && bindings.old.is_none() => continue,
                Ok(rule) => match rule.outcome(&bindings, &path, &mut self.budget) {
                    Checked::Holds => continue,
                    Checked::Failed(e) => (rule.with_shown_value(e, new), !rule.is_transition()),
                    Checked::Errored(e) => (e, false),
                    Checked::Stopped(e) => {
                        self.found.push(Found {
                            error: e,
                            warning: false,
                        });
                        self.stopped = true;
                        return;
                    }
                    Checked::Retry => {
                        self.stopped = true;
                        return;
                    }
                },
                Err(e) => {
                    let field = if path.is_empty() {
                        "<nil>".to_owned()
                    } else {
                        path.clone()
                    };
                    let mut err = FieldError::invalid(
                        &validation_runtime::Path::root(),
                        BadValue::String(c.schema.type_name().to_owned()),
                        format!("rule compile error: {e}"),
                    );
                    err.field = field;
                    (err, false)
                }
            };
            let warning = may_ratchet && ratchet.unchanged();
            self.found.push(Found { error, warning });
        }
    }
}

/// Where a node stands for ratcheting, as the API server's
/// `ratchetingOptions`: its correlated object when it pairs with an old
/// value, else the nearest ancestor's that does. Correlated objects keep
/// their children and their equality, so each comparison is made once
/// however many nodes below ask.
#[derive(Clone, Default)]
struct Ratchet<'v> {
    current: Option<Rc<Correlated<'v>>>,
    nearest_parent: Option<Rc<Correlated<'v>>>,
}

impl<'v> Ratchet<'v> {
    fn root(correlated: Correlated<'v>) -> Ratchet<'v> {
        Ratchet {
            current: Some(Rc::new(correlated)),
            nearest_parent: None,
        }
    }

    /// Field or map key `name`. The top-level `apiVersion` and `kind`
    /// never ratchet (old and new objects of a request have the same), nor
    /// anything under them.
    fn key(&self, name: &str) -> Ratchet<'v> {
        let Some(current) = &self.current else {
            return self.clone();
        };
        if self.nearest_parent.is_none() && matches!(name, "apiVersion" | "kind") {
            return Ratchet::default();
        }
        Ratchet {
            current: current.key(name),
            nearest_parent: Some(current.clone()),
        }
    }

    fn index(&self, i: usize) -> Ratchet<'v> {
        let Some(current) = &self.current else {
            return self.clone();
        };
        Ratchet {
            current: current.index(i),
            nearest_parent: Some(current.clone()),
        }
    }

    /// Whether errors here ratchet: the node, or its nearest paired
    /// ancestor, equals its old value.
    fn unchanged(&self) -> bool {
        match (&self.current, &self.nearest_parent) {
            (Some(current), _) => current.unchanged(),
            (None, Some(parent)) => parent.unchanged(),
            (None, None) => false,
        }
    }
}
