//! Embedded resources (`x-kubernetes-embedded-resource`): `apiVersion` and
//! `kind` are required, well-formed strings and `metadata` decodes as
//! object metadata.

use serde_json::{Map, Value};
use validation_runtime::{BadValue, FieldError, Path};

use super::correlate;
use super::{at, ratchet, Report};
use crate::metadata;
use crate::object_meta::{self, Names};
use crate::schema::{Schema, SchemaOrBool};
use crate::trail::{Segment, Trail};

pub(super) fn validate<'v>(
    schema: &'v Schema,
    new: &'v Value,
    old: Option<&'v Value>,
    base: &'v str,
    report: &mut Report,
) {
    let mut walk = Walk {
        trail: Trail::under(base),
        report,
    };
    walk.node(schema, new, old);
}

/// [`validate`] of `value` as a resource's root: its own `apiVersion`,
/// `kind` and `metadata` are checked too, as an embedded resource's are.
pub(super) fn validate_resource<'v>(schema: &'v Schema, value: &'v Value, report: &mut Report) {
    let mut walk = Walk {
        trail: Trail::default(),
        report,
    };
    if let (false, Value::Object(map)) = (schema.x_embedded_resource, value) {
        walk.resource(map);
    }
    walk.node(schema, value, None);
}

struct Walk<'v, 'r> {
    trail: Trail<'v>,
    report: &'r mut Report,
}

impl<'v> Walk<'v, '_> {
    fn push_at(&mut self, field: &'v str, e: FieldError) {
        self.trail.push(Segment::Field(field));
        let path = self.trail.field_path();
        self.trail.pop();
        self.report.push(at(e, path), true);
    }

    fn node(&mut self, s: &'v Schema, v: &'v Value, old: Option<&'v Value>) -> bool {
        let mark = self.report.mark();
        let mut changed = false;
        match v {
            Value::Object(map) => {
                if s.x_embedded_resource {
                    self.resource(map);
                }
                for (key, value) in map {
                    let (sub, segment) = match (s.properties.get(key), &s.additional_properties) {
                        (Some(prop), _) => (prop, Segment::Field(key)),
                        (None, Some(SchemaOrBool::Schema(extra))) => (&**extra, Segment::Key(key)),
                        _ => continue,
                    };
                    let value_old = correlate::field(old, key);
                    self.trail.push(segment);
                    changed |= self.node(sub, value, value_old) || value_old.is_none();
                    self.trail.pop();
                }
            }
            Value::Array(items) => {
                if let Some(item_schema) = s.item_schema() {
                    for (i, item) in items.iter().enumerate() {
                        self.trail.push(Segment::Index(i));
                        self.node(item_schema, item, None);
                        self.trail.pop();
                    }
                }
            }
            _ => {}
        }
        ratchet(self.report, mark, v, old, changed)
    }

    fn resource(&mut self, map: &'v Map<String, Value>) {
        for field in ["apiVersion", "kind"] {
            if !map.contains_key(field) {
                self.push_at(field, FieldError::required(&Path::root(), "must not be empty"));
            }
        }
        for (key, value) in map {
            match key.as_str() {
                "apiVersion" => self.api_version(key, value),
                "kind" => self.kind(key, value),
                "metadata" => {
                    if let Err(message) = metadata::decode_error(value) {
                        self.push_at(
                            key,
                            FieldError::invalid(&Path::root(), self.report.bad_value(value), message),
                        );
                    } else {
                        self.metadata(key, value);
                    }
                }
                _ => {}
            }
        }
    }

    /// The object metadata checks of an embedded resource's `metadata`
    /// (its name a path segment, and may be left out).
    fn metadata(&mut self, key: &'v str, value: &Value) {
        self.trail.push(Segment::Field(key));
        let at = self.trail.field_path();
        self.trail.pop();
        let errs =
            object_meta::validate_metadata(Some(value), &Path::new(&at), Names::PathSegment, self.report.version);
        for e in errs {
            self.report.push(e, true);
        }
    }

    fn api_version(&mut self, key: &'v str, value: &Value) {
        let Value::String(text) = value else {
            self.push_at(
                key,
                FieldError::invalid(&Path::root(), self.report.bad_value(value), "must be a string"),
            );
            return;
        };
        let string = || BadValue::String(text.clone());
        if text.is_empty() {
            self.push_at(key, FieldError::invalid(&Path::root(), string(), "must not be empty"));
        } else if text != "/" && text.matches('/').count() > 1 {
            let detail = format!("unexpected GroupVersion string: {text}");
            self.push_at(key, FieldError::invalid(&Path::root(), string(), detail));
        }
    }

    fn kind(&mut self, key: &'v str, value: &Value) {
        let Value::String(text) = value else {
            self.push_at(
                key,
                FieldError::invalid(&Path::root(), self.report.bad_value(value), "must be a string"),
            );
            return;
        };
        let string = || BadValue::String(text.clone());
        if text.is_empty() {
            self.push_at(key, FieldError::invalid(&Path::root(), string(), "must not be empty"));
            return;
        }
        let problems = object_meta::dns1035_label(&text.to_lowercase());
        if !problems.is_empty() {
            let detail = format!(
                "may have mixed case, but should otherwise match: {}",
                problems.join(",")
            );
            self.push_at(key, FieldError::invalid(&Path::root(), string(), detail));
        }
    }
}
