//! Evaluation of a compiled schema's rules over a JSON value: `self` is the
//! node's value; on update `oldSelf` is its paired old value. Old and new
//! values pair by property, by map key and, for `x-kubernetes-list-type:
//! map`, by the items' keys; `set` and `atomic` items never pair, so
//! transition rules under them do not run.
//!
//! Ratcheting: on update, an error of a rule that is not a transition rule
//! becomes a warning when its node's value equals the paired old value, or,
//! for an unpaired list item, when the nearest paired list equals its old
//! value.

use serde_json::Value as Json;
use validation_runtime::{BadValue, FieldError};

use validation_schema::trail::{Segment, Trail};
use validation_schema::validate::OldMapItems;
use validation_schema::Schema;

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

/// Where an unpaired value falls back for ratcheting: the nearest paired
/// ancestor's new and old values, and its schema.
type Fallback<'v> = Option<(&'v Json, &'v Json, &'v Schema)>;

pub(crate) struct Walk<'e, 'v> {
    engine: &'e Engine,
    budget: Budget,
    trail: Trail<'v>,
    pub(crate) found: Vec<Found>,
    /// A rule went over the per-call cost limit or the budget: no further
    /// rule runs.
    stopped: bool,
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
    pub(crate) fn new(engine: &'e Engine) -> Self {
        Walk::with_budget(engine, Budget::default())
    }

    /// A walk spending `budget`.
    pub(crate) fn with_budget(engine: &'e Engine, budget: Budget) -> Self {
        Walk {
            budget,
            engine,
            trail: Trail::default(),
            found: Vec::new(),
            stopped: false,
        }
    }

    pub(crate) fn node(
        &mut self,
        c: &'v CompiledSchema<'v>,
        new: &'v Json,
        old: Option<&'v Json>,
        fallback: Fallback<'v>,
    ) {
        if new.is_null() || self.budget.is_exhausted() || self.stopped {
            return;
        }
        if !c.rules.is_empty() {
            self.rules(c, new, old, fallback);
        }
        match new {
            Json::Object(fields) => {
                for (name, child) in &c.properties {
                    if let Some((key, v)) = fields.get_key_value(*name) {
                        let old_v = old.and_then(|o| o.get(key.as_str()));
                        self.trail.push(Segment::Field(key));
                        self.node(child, v, old_v, fallback_for(old, old_v, new, c.schema, fallback));
                        self.trail.pop();
                    }
                }
                if let Some(values) = &c.values {
                    for (key, v) in fields {
                        let old_v = old.and_then(|o| o.get(key.as_str()));
                        self.trail.push(Segment::Key(key));
                        self.node(values, v, old_v, fallback_for(old, old_v, new, c.schema, fallback));
                        self.trail.pop();
                    }
                }
            }
            Json::Array(items) => {
                let Some(item_c) = &c.items else { return };
                let keys = &c.schema.x_list_map_keys;
                let pairs = c.schema.list_type() == "map" && !keys.is_empty();
                // Unpaired items ratchet with the list, or with whatever
                // the list itself falls back to.
                let item_fallback = match old {
                    Some(o) => Some((new, o, c.schema)),
                    None => fallback,
                };
                let olds = old.filter(|_| pairs).map(|o| OldMapItems::new(o, keys));
                for (i, item) in items.iter().enumerate() {
                    let old_item = olds.as_ref().and_then(|olds| olds.paired(i, item));
                    self.trail.push(Segment::Index(i));
                    let fb = if old_item.is_some() { None } else { item_fallback };
                    self.node(item_c, item, old_item, fb);
                    self.trail.pop();
                }
            }
            _ => {}
        }
    }

    fn rules(&mut self, c: &'v CompiledSchema<'v>, new: &'v Json, old: Option<&'v Json>, fallback: Fallback<'v>) {
        let root = self.trail.is_root();
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
        let bindings = self.engine.bind(&new_cel, old_cel.as_ref());
        let mut unchanged: Option<bool> = None;
        for rule in &c.rules {
            let (error, may_ratchet) = match rule {
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
            let warning = may_ratchet && *unchanged.get_or_insert_with(|| is_unchanged(c.schema, new, old, fallback));
            self.found.push(Found { error, warning });
        }
    }
}

/// A child's fallback: none when it pairs with an old value; else its
/// parent's old value when the parent paired, else the parent's fallback.
fn fallback_for<'v>(
    parent_old: Option<&'v Json>,
    old: Option<&'v Json>,
    parent_new: &'v Json,
    parent_schema: &'v Schema,
    fallback: Fallback<'v>,
) -> Fallback<'v> {
    match (old, parent_old) {
        (Some(_), _) => None,
        (None, Some(po)) => Some((parent_new, po, parent_schema)),
        (None, None) => fallback,
    }
}

fn is_unchanged(schema: &Schema, new: &Json, old: Option<&Json>, fallback: Fallback<'_>) -> bool {
    match (old, fallback) {
        (Some(o), _) => correlated_equal(schema, new, o),
        (None, Some((n, o, s))) => correlated_equal(s, n, o),
        (None, None) => false,
    }
}

/// Whether `new` equals `old` as the API server compares them for
/// ratcheting: `listType=map` items by their keys, whatever their order;
/// other lists item by item; objects field by field, where a field the
/// schema does not declare makes them differ.
fn correlated_equal(schema: &Schema, new: &Json, old: &Json) -> bool {
    match (new, old) {
        (Json::Array(items), Json::Array(olds)) => {
            let keys = &schema.x_list_map_keys;
            let item_schema = schema.item_schema();
            match item_schema {
                Some(item_schema) if schema.list_type() == "map" && !keys.is_empty() => {
                    let paired = OldMapItems::new(old, keys);
                    items.len() == olds.len()
                        && items.iter().enumerate().all(|(i, item)| {
                            paired
                                .paired(i, item)
                                .is_some_and(|o| correlated_equal(item_schema, item, o))
                        })
                }
                _ => items == olds,
            }
        }
        (Json::Object(fields), Json::Object(olds)) => {
            fields.len() == olds.len()
                && fields.iter().all(|(name, v)| {
                    let field_schema = schema
                        .properties
                        .get(name)
                        .or_else(|| schema.additional_properties_schema());
                    match (olds.get(name), field_schema) {
                        (Some(o), Some(s)) => correlated_equal(s, v, o),
                        _ => false,
                    }
                })
        }
        _ => new == old,
    }
}
