//! The API server's check of a structural CRD schema's `default`s, before
//! it compiles the schema's rules: each default (outside map values, where
//! defaults are forbidden) must hold no field its schema prunes, coerce as
//! object metadata where it is an embedded resource, be valid against its
//! node's schema, and pass the node's CEL rules (checked by the caller).

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
    walk.node(root, schema, true, false);
    errs
}

struct Walk<'e, 'r, 'h> {
    errs: &'e mut ErrorList,
    version: KubeVersion,
    rules: &'r mut DefaultRules<'h>,
}

impl Walk<'_, '_, '_> {
    /// `resource`: the node is a resource (the root, or embedded);
    /// `in_metadata`: it is in a resource's `apiVersion`, `kind` or
    /// `metadata`.
    fn node(&mut self, path: &Path<'_>, s: &Schema, resource: bool, in_metadata: bool) {
        let resource = resource || s.x_embedded_resource;
        let in_metadata = in_metadata && !s.x_embedded_resource;
        if let Some(default) = &s.default {
            self.default(&path.child("default").to_string(), s, default, resource, in_metadata);
        }
        // Defaults are forbidden under additionalProperties.
        if let Some(items) = s.item_schema() {
            self.node(&path.child("items"), items, false, in_metadata);
        }
        let properties = path.child("properties");
        for (name, property) in &s.properties {
            let meta = resource && matches!(name.as_str(), "metadata" | "apiVersion" | "kind");
            self.node(&properties.key(name), property, false, in_metadata || meta);
        }
    }

    /// One default, at `at`: the checks stop at the first that fails,
    /// but an unknown field does not stop them.
    fn default(&mut self, at: &str, s: &Schema, default: &Value, resource: bool, in_metadata: bool) {
        let here = Path::new(at);
        if !in_metadata {
            let mut pruned = default.clone();
            let root = if s.x_embedded_resource {
                Root::Resource
            } else {
                Root::Value
            };
            if !prune_with(s, &mut pruned, root).is_empty() {
                self.errs.push(FieldError::invalid(
                    &here,
                    BadValue::unstructured_in(default, self.version),
                    "must not have unknown fields",
                ));
            }
            let mut coerced = default.clone();
            let coercion = Coercion {
                root,
                version: self.version,
                ..Coercion::default()
            };
            if let Err(e) = metadata::coerce_with(s, &mut coerced, coercion) {
                self.errs.push(under(at, *e));
                return;
            }
        }
        let outcome = Validator::new(s)
            .with_version(self.version)
            .validate_under(at, default, None);
        if !outcome.errors.is_empty() {
            self.errs.append(outcome.errors);
            return;
        }
        self.errs.append((self.rules)(at, s, default, resource));
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
