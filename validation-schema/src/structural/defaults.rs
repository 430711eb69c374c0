//! The API server's check of a structural CRD schema's `default`s, before
//! it compiles the schema's rules: each default (outside map values, where
//! defaults are forbidden) must hold no field its schema prunes, coerce as
//! object metadata where it is an embedded resource (or in one's
//! metadata), be valid against its node's schema, and pass the node's CEL
//! rules (checked by the caller).

use serde_json::Value;
use validation_runtime::{BadValue, ErrorList, FieldError, KubeVersion, Path};

use super::DefaultRules;
use crate::metadata::{self, Coercion};
use crate::prune::{prune_with, Root};
use crate::schema::Schema;
use crate::validate::Validator;

/// Checks the defaults of `schema`, a CRD version's schema at `root`;
/// `rules` checks a default against its node's rules.
pub(super) fn check(root: &Path<'_>, schema: &Schema, version: KubeVersion, rules: &mut DefaultRules<'_>) -> ErrorList {
    let mut errs = ErrorList::new();
    let mut walk = Walk {
        errs: &mut errs,
        version,
        rules,
    };
    // The root is a resource, as an embedded one is.
    walk.node(root, schema, &Around::Resource(schema), false);
    errs
}

struct Walk<'e, 'r, 'h> {
    errs: &'e mut ErrorList,
    version: KubeVersion,
    rules: &'r mut DefaultRules<'h>,
}

/// Where a node is from its nearest resource (the root, or an embedded
/// one): the API server checks a default in a resource's metadata by
/// placing it in an object of that resource's schema.
#[derive(Clone, Copy)]
enum Around<'a> {
    /// The node is the resource, with this schema.
    Resource(&'a Schema),
    /// The node is this property of its parent.
    Property(&'a Around<'a>, &'a str),
    /// The node is the items of its parent.
    Items(&'a Around<'a>),
}

impl<'a> Around<'a> {
    /// The resource's schema.
    fn resource(&self) -> &'a Schema {
        match self {
            Around::Resource(s) => s,
            Around::Property(parent, _) | Around::Items(parent) => parent.resource(),
        }
    }

    /// `value` placed where the node is in an object of the resource, with
    /// `apiVersion` and `kind` set when absent.
    fn surround(&self, value: Value) -> Value {
        let wrapped = match self {
            Around::Resource(_) => value,
            Around::Property(parent, name) => {
                parent.surround(Value::Object([(name.to_string(), value)].into_iter().collect()))
            }
            Around::Items(parent) => parent.surround(Value::Array(vec![value])),
        };
        match (self, wrapped) {
            (Around::Resource(_), Value::Object(mut object)) => {
                object.entry("kind").or_insert_with(|| "Validation".into());
                object.entry("apiVersion").or_insert_with(|| "validation/v1".into());
                Value::Object(object)
            }
            (_, other) => other,
        }
    }
}

impl Walk<'_, '_, '_> {
    /// `around`: where `s` is from its nearest resource; `in_metadata`: it
    /// is in a resource's `apiVersion`, `kind` or `metadata`.
    fn node(&mut self, path: &Path<'_>, s: &Schema, around: &Around<'_>, in_metadata: bool) {
        let embedded = Around::Resource(s);
        let around = if s.x_embedded_resource { &embedded } else { around };
        let in_metadata = in_metadata && !s.x_embedded_resource;
        if let Some(default) = &s.default {
            self.default(&path.child("default").to_string(), s, default, around, in_metadata);
        }
        // Defaults are forbidden under additionalProperties.
        if let Some(items) = s.item_schema() {
            self.node(&path.child("items"), items, &Around::Items(around), in_metadata);
        }
        let properties = path.child("properties");
        let resource = matches!(around, Around::Resource(_));
        for (name, property) in &s.properties {
            let meta = resource && matches!(name.as_str(), "metadata" | "apiVersion" | "kind");
            self.node(
                &properties.key(name),
                property,
                &Around::Property(around, name),
                in_metadata || meta,
            );
        }
    }

    /// One default, at `at`: the checks stop at the first that fails,
    /// but an unknown field does not stop them.
    fn default(&mut self, at: &str, s: &Schema, default: &Value, around: &Around<'_>, in_metadata: bool) {
        let here = Path::new(at);
        if in_metadata {
            if let Some(why) = self.metadata_problem(around, default) {
                let value = BadValue::unstructured_in(default, self.version);
                self.errs.push(FieldError::invalid(
                    &here,
                    value,
                    format!("must result in valid metadata: {why}"),
                ));
                return;
            }
        } else {
            let root = if s.x_embedded_resource {
                Root::Resource
            } else {
                Root::Value
            };
            let mut pruned = default.clone();
            if !prune_with(s, &mut pruned, root).is_empty() {
                self.errs.push(FieldError::invalid(
                    &here,
                    BadValue::unstructured_in(default, self.version),
                    "must not have unknown fields",
                ));
            }
            let coercion = Coercion {
                root,
                version: self.version,
                ..Coercion::default()
            };
            if let Err(e) = metadata::coerce_with(s, &mut pruned, coercion) {
                self.errs.push(under(at, *e));
                return;
            }
        }
        let errors = Validator::new(s).with_version(self.version).default_errors(at, default);
        if !errors.is_empty() {
            self.errs.append(errors);
            return;
        }
        let resource = matches!(around, Around::Resource(_));
        self.errs.append((self.rules)(at, s, default, resource));
    }

    /// Why `default`, placed in an object of its resource, does not make
    /// valid metadata: the coercion's error, or the metadata checks' (one,
    /// or several in brackets, as Go aggregates them).
    fn metadata_problem(&self, around: &Around<'_>, default: &Value) -> Option<String> {
        let mut object = around.surround(default.clone());
        let resource = around.resource();
        let coercion = Coercion {
            version: self.version,
            ..Coercion::default()
        };
        if let Err(e) = metadata::coerce_with(resource, &mut object, coercion) {
            return Some(e.to_string());
        }
        let errors = crate::validate::resource_errors(resource, &object, self.version);
        let mut texts: Vec<String> = Vec::new();
        for e in errors.iter().map(ToString::to_string) {
            if !texts.contains(&e) {
                texts.push(e);
            }
        }
        match texts.len() {
            0 => None,
            1 => texts.pop(),
            _ => Some(format!("[{}]", texts.join(", "))),
        }
    }
}

/// `e`, an error of a value at the root, placed at `at`.
fn under(at: &str, mut e: FieldError) -> FieldError {
    e.field = match e.field.as_str() {
        "" | "<nil>" => at.to_owned(),
        f if f.starts_with('[') => format!("{at}{f}"),
        f => format!("{at}.{f}"),
    };
    e
}
