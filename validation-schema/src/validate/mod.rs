//! Validation of a JSON value against a schema, as the API server validates
//! a custom resource, with ratcheting on update (KEP-4008).
//!
//! Three passes run in the API server's order, each linear in the size of
//! the value:
//! 1. `keywords`: the OpenAPI keywords (`type`, `enum`, limits, `pattern`,
//!    `format`, `required`, `allOf`/`anyOf`/`oneOf`/`not`, ...), with the
//!    OpenAPI validator's messages;
//! 2. `list_types`: uniqueness of `x-kubernetes-list-type: set` items and
//!    `map` keys (`Duplicate value`);
//! 3. `embedded`: `apiVersion` and `kind` of embedded resources.
//!
//! On update (`old` given), an error found under a value that is equal to
//! its old value becomes a warning: the data was already stored, so
//! tightened validation does not block unrelated changes. Old and new
//! values are paired by property, by map key and, for `listType=map`, by the
//! items' keys; items of `set` and `atomic` lists are never paired, so their
//! errors ratchet only when the whole list is unchanged. Errors found by
//! `allOf`, `anyOf`, `oneOf` and `not` never ratchet.

mod correlate;
mod embedded;
mod format;
mod keywords;
mod list_types;

use serde_json::Value;
use validation_runtime::{BadValue, ErrorList, FieldError, KubeVersion};

use crate::pattern::SchemaPatterns;
use crate::schema::Schema;

pub use correlate::OldMapItems;
pub use format::{is_supported_format, validates_format};

/// The result of a validation: errors reject the object; warnings are the
/// errors that ratcheting let through because their value did not change.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    pub errors: ErrorList,
    pub warnings: ErrorList,
}

impl Outcome {
    pub fn is_valid(&self) -> bool {
        self.errors.is_empty()
    }
}

/// Validates `new` against `schema`; `old` is the stored object on update
/// (enables ratcheting), `None` on create. Patterns come from a process-wide
/// bounded cache; keep a [`Validator`] to hold them with the schema.
pub fn validate(schema: &Schema, new: &Value, old: Option<&Value>) -> Outcome {
    // For one object, collecting the schema's patterns would cost a walk of
    // the whole schema: an empty set sends every pattern to the shared cache.
    let validator = Validator {
        schema,
        patterns: SchemaPatterns::default(),
        version: KubeVersion::NEWEST,
        ratcheting: true,
    };
    validator.validate(new, old)
}

/// A schema with its `pattern`s compiled once (each on first use), for
/// validating many objects, from any number of threads.
///
/// ```
/// use serde_json::json;
/// use validation_schema::{Schema, Validator};
///
/// let schema: Schema = serde_json::from_value(json!({
///     "type": "object",
///     "properties": {"name": {"type": "string", "pattern": "^\\d+$"}}
/// })).unwrap();
/// let validator = Validator::new(&schema);
/// assert!(validator.validate(&json!({"name": "42"}), None).is_valid());
/// // Go's `\d` is ASCII only: Arabic-Indic digits do not match.
/// let outcome = validator.validate(&json!({"name": "\u{664}\u{662}"}), None);
/// assert_eq!(
///     outcome.errors.iter().next().unwrap().to_string(),
///     r#"name: Invalid value: "٤٢": name in body should match '^\d+$'"#,
/// );
/// ```
#[derive(Debug)]
pub struct Validator<'s> {
    schema: &'s Schema,
    patterns: SchemaPatterns<'s>,
    version: KubeVersion,
    ratcheting: bool,
}

impl<'s> Validator<'s> {
    /// Collects the schema's patterns; each compiles the first time a value
    /// reaches it.
    pub fn new(schema: &'s Schema) -> Validator<'s> {
        Validator {
            schema,
            patterns: SchemaPatterns::new(schema),
            version: KubeVersion::NEWEST,
            ratcheting: true,
        }
    }

    /// Messages as the API server of `version` words them (default: the
    /// newest): objects and arrays shown in errors as JSON from 1.34 on, in
    /// Go's `%#v` before.
    ///
    /// ```
    /// use serde_json::json;
    /// use validation_runtime::KubeVersion;
    /// use validation_schema::{Schema, Validator};
    ///
    /// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
    ///     "ports": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["name"],
    ///         "items": {"type": "object", "properties": {"name": {"type": "string"}}}}}})).unwrap();
    /// let object = json!({"ports": [{"name": "a"}, {"name": "a"}]});
    /// let newest = Validator::new(&schema).validate(&object, None);
    /// assert_eq!(newest.errors.iter().next().unwrap().to_string(), r#"ports[1]: Duplicate value: {"name":"a"}"#);
    /// let older = Validator::new(&schema).with_version(KubeVersion::new(33)).validate(&object, None);
    /// assert_eq!(
    ///     older.errors.iter().next().unwrap().to_string(),
    ///     r#"ports[1]: Duplicate value: map[string]interface {}{"name":"a"}"#,
    /// );
    /// ```
    pub fn with_version(mut self, version: KubeVersion) -> Validator<'s> {
        self.version = version;
        self
    }

    /// Ratcheting on update (default: on, as the API server's
    /// `CRDValidationRatcheting` feature gate is from 1.30). Off, an error
    /// under a value equal to its old value is an error, not a warning.
    ///
    /// ```
    /// use serde_json::json;
    /// use validation_schema::{Schema, Validator};
    ///
    /// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
    ///     "replicas": {"type": "integer", "minimum": 0}}})).unwrap();
    /// let object = json!({"replicas": -1});
    /// let on = Validator::new(&schema).validate(&object, Some(&object));
    /// assert_eq!((on.errors.len(), on.warnings.len()), (0, 1));
    /// let off = Validator::new(&schema).with_ratcheting(false).validate(&object, Some(&object));
    /// assert_eq!(
    ///     off.errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
    ///     ["replicas: Invalid value: -1: replicas in body should be greater than or equal to 0"],
    /// );
    /// assert!(off.warnings.is_empty());
    /// ```
    pub fn with_ratcheting(mut self, ratcheting: bool) -> Validator<'s> {
        self.ratcheting = ratcheting;
        self
    }

    pub fn schema(&self) -> &'s Schema {
        self.schema
    }

    /// Validates `new`; `old` is the stored object on update (enables
    /// ratcheting), `None` on create.
    pub fn validate(&self, new: &Value, old: Option<&Value>) -> Outcome {
        self.validate_under("", new, old)
    }

    /// [`Self::validate`] of a value found at `base` (a rendered path):
    /// errors and the paths in their messages start there, as when the API
    /// server validates a CRD's default at `...properties[a].default`.
    ///
    /// ```
    /// use serde_json::json;
    /// use validation_schema::{Schema, Validator};
    ///
    /// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
    ///     "max": {"type": "integer", "maximum": 20}}})).unwrap();
    /// let outcome = Validator::new(&schema).validate_under("properties[worker].default", &json!({"max": 50}), None);
    /// assert_eq!(
    ///     outcome.errors.iter().next().unwrap().to_string(),
    ///     "properties[worker].default.max: Invalid value: 50: properties[worker].default.max in body \
    ///      should be less than or equal to 20",
    /// );
    /// ```
    pub fn validate_under(&self, base: &str, new: &Value, old: Option<&Value>) -> Outcome {
        let mut report = Report::new(self.version);
        report.ratcheting = self.ratcheting;
        keywords::validate(self.schema, &self.patterns, new, old, base, &mut report);
        list_types::validate(self.schema, new, old, base, &mut report);
        embedded::validate(self.schema, new, old, base, &mut report);
        report.finish()
    }

    /// The API server's checks of a CRD's default, at `base`, before the
    /// rules run on it: embedded resources' `apiVersion`, `kind` and
    /// metadata, then, when those pass, the OpenAPI keywords (not list
    /// types: their uniqueness is not checked on defaults).
    pub(crate) fn default_errors(&self, base: &str, value: &Value) -> ErrorList {
        let mut report = Report::new(self.version);
        embedded::validate(self.schema, value, None, base, &mut report);
        if report.pending.is_empty() {
            keywords::validate(self.schema, &self.patterns, value, None, base, &mut report);
        }
        report.finish().errors
    }
}

/// The list-type pass alone: items of `x-kubernetes-list-type: set` are
/// unique, items of `map` lists have unique keys (`Duplicate value` at the
/// second occurrence), with ratcheting when `old` is given.
///
/// ```
/// use serde_json::json;
/// use validation_schema::{validate, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "tags": {"type": "array", "x-kubernetes-list-type": "set", "items": {"type": "string"}}}})).unwrap();
/// let object = json!({"tags": ["a", "b", "a"]});
/// let outcome = validate::list_types(&schema, &object, None);
/// assert_eq!(outcome.errors.iter().next().unwrap().to_string(), r#"tags[2]: Duplicate value: "a""#);
/// // Unchanged on update: a warning.
/// assert_eq!(validate::list_types(&schema, &object, Some(&object)).warnings.len(), 1);
/// ```
pub fn list_types(schema: &Schema, new: &Value, old: Option<&Value>) -> Outcome {
    let mut report = Report::default();
    list_types::validate(schema, new, old, "", &mut report);
    report.finish()
}

/// The embedded-resource pass alone: `apiVersion` and `kind` of
/// `x-kubernetes-embedded-resource` objects, with ratcheting when `old` is
/// given.
///
/// ```
/// use serde_json::json;
/// use validation_schema::{validate, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "template": {"type": "object", "x-kubernetes-embedded-resource": true,
///         "x-kubernetes-preserve-unknown-fields": true}}})).unwrap();
/// let outcome = validate::embedded_resources(&schema, &json!({"template": {"kind": "Pod"}}), None);
/// assert_eq!(outcome.errors.iter().next().unwrap().to_string(), "template.apiVersion: Required value: must not be empty");
/// ```
pub fn embedded_resources(schema: &Schema, new: &Value, old: Option<&Value>) -> Outcome {
    let mut report = Report::default();
    embedded::validate(schema, new, old, "", &mut report);
    report.finish()
}

/// The embedded-resource pass on `value` as a resource's root (its own
/// `apiVersion`, `kind` and `metadata` are checked too), worded as
/// `version` words it.
pub(crate) fn resource_errors(schema: &Schema, value: &Value, version: KubeVersion) -> ErrorList {
    let mut report = Report::new(version);
    embedded::validate_resource(schema, value, &mut report);
    report.finish().errors
}

/// Errors found so far, each marked whether ratcheting may turn it into a
/// warning, and the warnings already decided; the version whose wording
/// they take.
pub(crate) struct Report {
    pending: Vec<(FieldError, bool)>,
    warnings: ErrorList,
    version: KubeVersion,
    /// Whether ratchetable errors under unchanged values become warnings.
    ratcheting: bool,
}

impl Default for Report {
    fn default() -> Report {
        Report {
            pending: Vec::new(),
            warnings: ErrorList::default(),
            version: KubeVersion::default(),
            ratcheting: true,
        }
    }
}

impl Report {
    pub(crate) fn new(version: KubeVersion) -> Report {
        Report {
            version,
            ..Report::default()
        }
    }

    /// `v` as this version's API server shows it in a message.
    pub(crate) fn bad_value(&self, v: &Value) -> BadValue {
        bad_value(v, self.version)
    }

    pub(crate) fn push(&mut self, error: FieldError, ratchetable: bool) {
        self.pending.push((error, ratchetable));
    }

    /// A position to ratchet from.
    pub(crate) fn mark(&self) -> usize {
        self.pending.len()
    }

    /// Whether an error that may ratchet was found since `mark`.
    pub(crate) fn has_ratchetable_since(&self, mark: usize) -> bool {
        self.ratcheting && self.pending.get(mark..).is_some_and(|s| s.iter().any(|(_, r)| *r))
    }

    /// Moves the ratchetable errors found since `mark` to the warnings.
    pub(crate) fn ratchet_since(&mut self, mark: usize) {
        if !self.ratcheting || mark >= self.pending.len() {
            return;
        }
        let tail: Vec<_> = self.pending.drain(mark..).collect();
        for (error, ratchetable) in tail {
            if ratchetable {
                self.warnings.push(error);
            } else {
                self.pending.push((error, false));
            }
        }
    }

    /// Removes and returns the errors found since `mark`.
    pub(crate) fn take_since(&mut self, mark: usize) -> Vec<(FieldError, bool)> {
        if mark >= self.pending.len() {
            return Vec::new();
        }
        self.pending.drain(mark..).collect()
    }

    fn finish(self) -> Outcome {
        Outcome {
            errors: self.pending.into_iter().map(|(e, _)| e).collect(),
            warnings: self.warnings,
        }
    }
}

/// Ratchets the errors of one visited node: called after the node and its
/// children were validated. `changed` says the node is already known to
/// differ from `old` (a child differed); otherwise the values are compared,
/// only when there is something to ratchet. Returns whether the node is
/// known to have changed.
pub(crate) fn ratchet(report: &mut Report, mark: usize, new: &Value, old: Option<&Value>, changed: bool) -> bool {
    let Some(old) = old else {
        return true;
    };
    if changed || !report.has_ratchetable_since(mark) {
        return changed;
    }
    if old == new {
        report.ratchet_since(mark);
        false
    } else {
        true
    }
}

/// The value as the API server shows it in a message.
pub(crate) fn bad_value(v: &Value, version: KubeVersion) -> BadValue {
    BadValue::unstructured_in(v, version)
}

/// `e` reported at `field` (an already rendered path).
pub(crate) fn at(mut e: FieldError, field: String) -> FieldError {
    e.field = field;
    e
}
