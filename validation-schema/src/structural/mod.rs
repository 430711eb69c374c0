//! The API server's checks of a CRD's schemas (KEP-2332 structural schemas,
//! list and map types, unsupported OpenAPI features), with its messages and
//! paths.
//!
//! A version's schema is checked in three groups, reported in this order,
//! as the API server does:
//! 1. root restrictions (`nullable` at the root, the status subresource),
//! 2. the structural invariants and completeness (`invariants`,
//!    `completeness`), sorted by message as the API server sorts them,
//! 3. the OpenAPI restrictions every CRD schema obeys (`openapi`).

mod completeness;
mod defaults;
mod invariants;
mod openapi;

use std::collections::HashSet;

use serde_json::Value;

use validation_runtime::{ErrorList, FieldError, KubeVersion, Path};

use crate::crd::CustomResourceDefinition;
use crate::schema::Schema;

/// The API server's switches for the CRD schema checks. On create every
/// check applies ([`CheckOptions::default`]); on update a check the stored
/// CRD already fails is relaxed ([`CheckOptions::for_update`]), so a CRD
/// written before the check existed can still be updated (apiextensions'
/// validation options of the same names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckOptions {
    /// `type` is one of `array`, `boolean`, `integer`, `number`, `object`,
    /// `string` (`Unsupported value`).
    pub require_valid_property_type: bool,
    /// Items of `x-kubernetes-list-type: set` are atomic (`must be atomic as
    /// item of a list with x-kubernetes-list-type=set`).
    pub require_atomic_set_type: bool,
    /// Items of `set` and `map` lists are not nullable, and the keys of a
    /// `map` list are required or defaulted, and not nullable.
    pub require_map_list_keys_map_set_validation: bool,
    /// Values in messages rendered as the API server of this version
    /// renders them.
    pub kube_version: KubeVersion,
}

impl Default for CheckOptions {
    /// Every check, as for a new CRD.
    fn default() -> CheckOptions {
        CheckOptions {
            require_valid_property_type: true,
            require_atomic_set_type: true,
            require_map_list_keys_map_set_validation: true,
            kube_version: KubeVersion::NEWEST,
        }
    }
}

impl CheckOptions {
    /// The options for an update of the stored CRD `old`: each check that
    /// some version of `old` already fails is off.
    ///
    /// ```
    /// use serde_json::json;
    /// use validation_schema::structural::{self, CheckOptions};
    /// use validation_schema::CustomResourceDefinition;
    ///
    /// let crd: CustomResourceDefinition = serde_json::from_value(json!({
    ///     "spec": {"group": "example.com", "scope": "Namespaced",
    ///         "names": {"plural": "widgets", "kind": "Widget"},
    ///         "versions": [{"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": {
    ///             "type": "object", "properties": {"tags": {"type": "array", "x-kubernetes-list-type": "set",
    ///                 "items": {"type": "object", "properties": {"k": {"type": "string"}}}}}}}}]}
    /// })).unwrap();
    /// // New, the CRD is refused; an update of a CRD already stored this way is not.
    /// assert_eq!(structural::check(&crd).len(), 1);
    /// let opts = CheckOptions::for_update(&crd);
    /// assert!(!opts.require_atomic_set_type);
    /// assert!(structural::check_with(&crd, opts).is_empty());
    /// ```
    pub fn for_update(old: &CustomResourceDefinition) -> CheckOptions {
        let all = CheckOptions::default();
        let count = |opts: CheckOptions| check_with(old, opts).len();
        let with_all = count(all);
        CheckOptions {
            require_valid_property_type: count(CheckOptions {
                require_valid_property_type: false,
                ..all
            }) == with_all,
            require_atomic_set_type: count(CheckOptions {
                require_atomic_set_type: false,
                ..all
            }) == with_all,
            require_map_list_keys_map_set_validation: count(CheckOptions {
                require_map_list_keys_map_set_validation: false,
                ..all
            }) == with_all,
            ..all
        }
    }
}

/// Checks every version's schema of `crd`; paths start at
/// `spec.versions[i].schema.openAPIV3Schema`. Every check applies, as for a
/// new CRD; see [`check_with`] for an update.
pub fn check(crd: &CustomResourceDefinition) -> ErrorList {
    check_with(crd, CheckOptions::default())
}

/// [`check`] with the API server's switches.
pub fn check_with(crd: &CustomResourceDefinition, opts: CheckOptions) -> ErrorList {
    check_with_rules(crd, opts, &mut NoRules)
}

/// [`check_with`], with each version's CEL rules checked by `rules` where
/// the API server checks them: on each `default` (once the schema is
/// structural and the default otherwise valid), then, when every default
/// is valid, the rules themselves, after the schema's other errors.
pub fn check_with_rules(crd: &CustomResourceDefinition, opts: CheckOptions, rules: &mut dyn RuleChecks) -> ErrorList {
    let mut errs = ErrorList::new();
    let spec = Path::new("spec");
    if crd.spec.preserve_unknown_fields == Some(true) {
        errs.push(FieldError::invalid(
            &spec.child("preserveUnknownFields"),
            validation_runtime::BadValue::Bool(true),
            "cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead",
        ));
    }
    let versions = spec.child("versions");
    for (i, version) in crd.spec.versions.iter().enumerate() {
        let Some(schema) = version.schema.as_ref().and_then(|s| s.open_api_v3_schema.as_ref()) else {
            continue;
        };
        let status_enabled = version.subresources.as_ref().is_some_and(|s| s.status.is_some());
        let at = versions.index(i);
        let validation = at.child("schema");
        errs.append(check_version_schema_with_rules(
            &validation,
            schema,
            status_enabled,
            opts,
            rules,
        ));
    }
    errs
}

/// Checks a default against its node's rules, for the defaults check.
type DefaultRules<'r> = dyn FnMut(&str, &Schema, &Value, bool) -> ErrorList + 'r;

/// What checks a CRD version's CEL rules for [`check_with_rules`] (the
/// CEL engine, which this crate does not have).
pub trait RuleChecks {
    /// The errors of the rules of `node` (a resource's root when
    /// `resource`) on `default`, its default, found at `at`
    /// (`spec.versions[0].schema.openAPIV3Schema.properties[a].default`).
    fn default(&mut self, at: &str, node: &Schema, default: &Value, resource: bool) -> ErrorList;

    /// The API server's checks of the rules themselves in `schema`, a
    /// version's schema at `root`, leaving out the rules of the nodes in
    /// `unchecked` (paths of nodes with a schema error at or below them).
    fn rules(&mut self, root: &Path<'_>, schema: &Schema, unchecked: &HashSet<String>) -> ErrorList;
}

/// No CEL engine: defaults are checked without their rules, and rules are
/// not checked.
pub struct NoRules;

impl RuleChecks for NoRules {
    fn default(&mut self, _: &str, _: &Schema, _: &Value, _: bool) -> ErrorList {
        ErrorList::new()
    }

    fn rules(&mut self, _: &Path<'_>, _: &Schema, _: &HashSet<String>) -> ErrorList {
        ErrorList::new()
    }
}

/// Checks one version's schema; `validation` is the path of the
/// `CustomResourceValidation` (`spec.versions[i].schema`).
pub fn check_version_schema(validation: &Path<'_>, schema: &Schema, status_enabled: bool) -> ErrorList {
    check_version_schema_with(validation, schema, status_enabled, CheckOptions::default())
}

/// [`check_version_schema`] with the API server's switches.
pub fn check_version_schema_with(
    validation: &Path<'_>,
    schema: &Schema,
    status_enabled: bool,
    opts: CheckOptions,
) -> ErrorList {
    check_version_schema_with_rules(validation, schema, status_enabled, opts, &mut NoRules)
}

/// [`check_version_schema_with`], with the rules checked by `rules` (see
/// [`check_with_rules`]).
pub fn check_version_schema_with_rules(
    validation: &Path<'_>,
    schema: &Schema,
    status_enabled: bool,
    opts: CheckOptions,
    rules: &mut dyn RuleChecks,
) -> ErrorList {
    let mut errs = ErrorList::new();
    if status_enabled && schema.type_.as_deref().is_some_and(|t| t != "object") {
        errs.push(FieldError::invalid(
            &validation.child("openAPIV3Schema.type"),
            bad_string(schema.type_name()),
            "only \"object\" is allowed as the type at the root of the schema if the status subresource is enabled",
        ));
    }
    if schema.nullable {
        errs.push(FieldError::forbidden(
            &validation.child("openAPIV3Schema.nullable"),
            "nullable cannot be true at the root",
        ));
    }
    let root = validation.child("openAPIV3Schema");
    // Rules are compiled only for a structural schema whose defaults are
    // valid.
    let mut before_rules = check_structural(&root, schema);
    if before_rules.is_empty() {
        before_rules = defaults::check(&root, schema, opts.kube_version, &mut |at, node, default, resource| {
            rules.default(at, node, default, resource)
        });
    }
    let compiles = before_rules.is_empty();
    errs.append(before_rules);
    let found = openapi::check(&root, schema, opts);
    errs.append(found.errs);
    if compiles {
        errs.append(rules.rules(&root, schema, &found.nodes_with_errors));
    }
    errs
}

/// Checks a schema on its own, as it would be checked in a CRD version
/// without subresources; paths start at `openAPIV3Schema`. This is the
/// check for generated schemas.
pub fn check_schema(schema: &Schema) -> ErrorList {
    check_schema_with(schema, CheckOptions::default())
}

/// [`check_schema`] with the API server's switches.
pub fn check_schema_with(schema: &Schema, opts: CheckOptions) -> ErrorList {
    let root = Path::new("openAPIV3Schema");
    let mut errs = ErrorList::new();
    if schema.nullable {
        errs.push(FieldError::forbidden(
            &root.child("nullable"),
            "nullable cannot be true at the root",
        ));
    }
    errs.append(check_structural(&root, schema));
    errs.append(openapi::check(&root, schema, opts).errs);
    errs
}

/// The list- and map-type checks alone (`x-kubernetes-list-type`,
/// `x-kubernetes-list-map-keys`, `x-kubernetes-map-type`, set items atomic,
/// list-map keys required or defaulted), for `schema` at `path` and every
/// schema under it, in the order [`check`] reports them.
///
/// ```
/// use serde_json::json;
/// use validation_runtime::Path;
/// use validation_schema::structural::{self, CheckOptions};
/// use validation_schema::Schema;
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object", "properties": {
///     "ports": {"type": "array", "x-kubernetes-list-type": "map", "x-kubernetes-list-map-keys": ["port"],
///         "items": {"type": "object", "properties": {"port": {"type": "integer"}}}}}})).unwrap();
/// let errs = structural::list_types(&Path::new("openAPIV3Schema"), &schema, CheckOptions::default());
/// assert_eq!(
///     errs.iter().next().unwrap().to_string(),
///     "openAPIV3Schema.properties[ports].items.properties[port].default: Required value: \
///      this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property",
/// );
/// ```
pub fn list_types(path: &Path<'_>, schema: &Schema, opts: CheckOptions) -> ErrorList {
    openapi::list_types(path, schema, opts)
}

/// The completeness check alone (KEP-2332): every property or item that
/// `allOf`, `anyOf`, `oneOf` or `not` names is also specified outside them.
///
/// ```
/// use serde_json::json;
/// use validation_runtime::Path;
/// use validation_schema::{structural, Schema};
///
/// let schema: Schema = serde_json::from_value(json!({"type": "object",
///     "anyOf": [{"properties": {"a": {"minimum": 1}}}]})).unwrap();
/// let errs = structural::completeness(&Path::new("openAPIV3Schema"), &schema);
/// assert_eq!(
///     errs.iter().next().unwrap().to_string(),
///     "openAPIV3Schema.properties[a]: Required value: because it is defined in openAPIV3Schema.anyOf[0].properties[a]",
/// );
/// ```
pub fn completeness(path: &Path<'_>, schema: &Schema) -> ErrorList {
    completeness::check(path, schema)
}

/// The structural invariants and completeness of `schema` at `path`,
/// sorted by their rendering.
pub fn check_structural(path: &Path<'_>, schema: &Schema) -> ErrorList {
    let mut errs = invariants::check(path, schema);
    errs.append(completeness::check(path, schema));
    let mut list = errs.into_vec();
    list.sort_by_cached_key(ToString::to_string);
    list.into_iter().collect()
}

/// Whether `schema` is structural (no structural violations).
pub fn is_structural(schema: &Schema) -> bool {
    check_structural(&Path::root(), schema).is_empty()
}

fn bad_string(s: &str) -> validation_runtime::BadValue {
    validation_runtime::BadValue::String(s.to_owned())
}
