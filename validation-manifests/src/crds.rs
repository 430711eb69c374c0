//! CustomResourceDefinitions among the inputs: checked as the API server
//! checks them on create, and, when accepted, the kinds they serve.

use std::collections::{HashMap, HashSet};

use serde_json::Value;
use validation_cel::{Environment, Root, Rules, Validator, ValidatorOptions};
use validation_runtime::{ErrorList, FieldError, KubeVersion, Path};
use validation_schema::crd::version_priority;
use validation_schema::{structural, CustomResourceDefinition, Schema};

use crate::document::Document;
use crate::report::Finding;

/// `apiextensions.k8s.io/v1`, the only CRD version an API server serves.
pub const CRD_API_VERSION: &str = "apiextensions.k8s.io/v1";
/// The kind of a CRD.
pub const CRD_KIND: &str = "CustomResourceDefinition";

/// Whether a document is a CRD (of the served version).
pub fn is_crd(value: &Value) -> bool {
    value.get("kind").and_then(Value::as_str) == Some(CRD_KIND)
        && value.get("apiVersion").and_then(Value::as_str) == Some(CRD_API_VERSION)
}

/// What a CRD document turned into.
pub enum Loaded {
    /// Accepted.
    Accepted(Box<CustomResourceDefinition>),
    /// Not decodable as a CRD: the decoder's message.
    Undecodable(String),
    /// Decoded, but the API server would reject it.
    Invalid(ErrorList),
}

/// How deep a CRD document may nest. The API server reads JSON up to
/// 10,000 levels; its schema checks, and ours, recurse once per schema
/// level (two levels of the document: `properties`, then the name). Ours
/// run on threads with a 64 MiB stack: a CRD at this limit checks in less
/// than 16 MiB even in a debug build (a 4,400-level one needed about
/// 200 MiB), and a deeper CRD gets this clear error instead of overflowing
/// it. Real CRDs stay below 100 levels.
pub const MAX_CRD_DEPTH: usize = 1_000;

/// Why a CRD document is not checked at all: nested past
/// [`MAX_CRD_DEPTH`]. Asked before anything recurses over the document.
pub fn depth_error(value: &Value) -> Option<String> {
    (nesting_depth(value) > MAX_CRD_DEPTH).then(|| {
        format!("the document is nested more than {MAX_CRD_DEPTH} levels deep, more than this validator checks")
    })
}

/// Decodes and checks one CRD document (see [`depth_error`] first) as an
/// API server of `kube_version` checks a CRD being created: its rules in
/// that version's environment for new rules.
pub fn load(value: &Value, kube_version: KubeVersion) -> Loaded {
    let crd: CustomResourceDefinition = match serde_json::from_value(with_zero_values(value)) {
        Ok(crd) => crd,
        Err(e) => return Loaded::Undecodable(e.to_string()),
    };
    let errors = check(&crd, kube_version);
    if errors.is_empty() {
        Loaded::Accepted(Box::new(crd))
    } else {
        Loaded::Invalid(errors)
    }
}

/// The deepest nesting of objects and arrays in `value` (a scalar is 0),
/// without recursion.
pub fn nesting_depth(value: &Value) -> usize {
    let mut deepest = 0;
    let mut pending = vec![(value, 0usize)];
    while let Some((value, depth)) = pending.pop() {
        match value {
            Value::Object(fields) => pending.extend(fields.values().map(|v| (v, depth + 1))),
            Value::Array(items) => pending.extend(items.iter().map(|v| (v, depth + 1))),
            _ => continue,
        }
        deepest = deepest.max(depth + 1);
    }
    deepest
}

/// The CRD as Go decodes it: `null` fields left out (their zero value),
/// and the fields Go would leave at their zero value when absent
/// (`spec.group`, `spec.names.kind`, a version's `served`, ...) filled in
/// so, which the Rust type requires: a missing field is then reported as
/// the API server's validation reports it (`spec.group: Required value`),
/// not as a decoding error.
fn with_zero_values(value: &Value) -> Value {
    let mut value = value.clone();
    crate::go_types::without_null_fields(&mut value);
    let Value::Object(crd) = &mut value else {
        return value;
    };
    let spec = crd.entry("spec").or_insert_with(|| Value::Object(Default::default()));
    if spec.is_null() {
        *spec = Value::Object(Default::default());
    }
    let Value::Object(spec) = spec else {
        return value;
    };
    zero_strings(spec, &["group", "scope"]);
    spec.entry("versions").or_insert_with(|| Value::Array(Vec::new()));
    let names = spec.entry("names").or_insert_with(|| Value::Object(Default::default()));
    if names.is_null() {
        *names = Value::Object(Default::default());
    }
    if let Value::Object(names) = names {
        zero_strings(names, &["plural", "kind"]);
    }
    if let Some(Value::Array(versions)) = spec.get_mut("versions") {
        for version in versions {
            if let Value::Object(version) = version {
                zero_strings(version, &["name"]);
                for flag in ["served", "storage"] {
                    version.entry(flag).or_insert(Value::Bool(false));
                }
            }
        }
    }
    value
}

fn zero_strings(object: &mut serde_json::Map<String, Value>, fields: &[&str]) {
    for field in fields {
        let entry = object.entry(*field).or_insert_with(|| Value::String(String::new()));
        if entry.is_null() {
            *entry = Value::String(String::new());
        }
    }
}

/// The fields of a CRD document that the CRD type does not have (a typo
/// such as `x-kubernetes-validation`), in the strict-decoding form
/// (`spec.versions[0].schema.openAPIV3Schema.properties.spec.x-kubernetes-validation`):
/// what is left out when the decoded CRD is written back. Empty values
/// are not reported, since writing back leaves out empty known fields too.
pub fn unknown_fields(value: &Value) -> Vec<String> {
    let Ok(crd) = serde_json::from_value::<CustomResourceDefinition>(with_zero_values(value)) else {
        return Vec::new();
    };
    let Ok(known) = serde_json::to_value(&crd) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    missing_from(value, &known, String::new(), &mut out);
    out
}

fn missing_from(input: &Value, known: &Value, path: String, out: &mut Vec<String>) {
    let join = |key: &str| {
        if path.is_empty() {
            key.to_owned()
        } else {
            format!("{path}.{key}")
        }
    };
    match (input, known) {
        (Value::Object(fields), Value::Object(kept)) => {
            for (key, v) in fields {
                match kept.get(key) {
                    Some(k) => missing_from(v, k, join(key), out),
                    None if !is_empty(v) => out.push(join(key)),
                    None => {}
                }
            }
        }
        (Value::Array(items), Value::Array(kept)) => {
            for (i, (v, k)) in items.iter().zip(kept).enumerate() {
                missing_from(v, k, format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

fn is_empty(v: &Value) -> bool {
    match v {
        Value::Null => true,
        Value::Bool(b) => !b,
        Value::Number(n) => n.as_f64() == Some(0.0),
        Value::String(s) => s.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Object(o) => o.is_empty(),
    }
}

/// The API server's checks of a new CRD (see [`crate::crd_spec`]), with
/// its schemas' rules compiled as the rules of `kube_version`.
fn check(crd: &CustomResourceDefinition, kube_version: KubeVersion) -> ErrorList {
    let mut rules = CrdRules {
        rules: Rules::new(Environment::new_expressions(kube_version)),
        version: kube_version,
    };
    crate::crd_spec::check(crd, kube_version, &mut rules)
}

/// The CEL checks of a CRD's schemas, with the rules compiled as new rules
/// of the API server's version.
struct CrdRules {
    rules: Rules,
    version: KubeVersion,
}

impl structural::RuleChecks for CrdRules {
    /// As the API server checks a default: its node's rules with the
    /// default as the new and the old value, then (when they pass) as a
    /// new value alone, without ratcheting.
    fn default(&mut self, at: &str, node: &Schema, default: &Value, resource: bool) -> ErrorList {
        let options = ValidatorOptions {
            root: if resource { Root::Resource } else { Root::Value },
            ratcheting: false,
            ..ValidatorOptions::default()
        };
        let validator = Validator::compile_with(node, &self.rules, options);
        let mut outcome = validation_cel::Outcome::default();
        validator.rules_under(at, default, Some(default), &mut outcome);
        if outcome.errors.is_empty() {
            validator.rules_under(at, default, None, &mut outcome);
        }
        outcome.errors
    }

    fn rules(&mut self, root: &Path<'_>, schema: &Schema, unchecked: &HashSet<String>) -> ErrorList {
        validation_cel::CompiledSchema::compile_in(schema, &self.rules).crd_errors(
            root,
            &|node| unchecked.contains(node),
            self.version,
        )
    }
}

/// One served version of an accepted CRD.
pub struct Served<'c> {
    /// The version has the status subresource: `status` is not part of
    /// the main resource.
    pub status_subresource: bool,
    /// The version's schema.
    pub schema: &'c Schema,
    /// Its rules, compiled once.
    pub validator: Validator<'c>,
    /// The warning every request to a deprecated version gets.
    pub deprecation_warning: Option<String>,
    /// A built-in kind: decoded as its Go type is.
    pub builtin: Option<&'c validation_builtins::BuiltinKind>,
}

/// Where the kinds a manifest may have come from: the accepted CRDs and
/// the built-in kinds of `--kube-version`, consulted in turn through
/// [`Catalog`].
pub trait KindSource: Sync {
    /// The served version for `group`, `version` and `kind`.
    fn served(&self, group: &str, version: &str, kind: &str) -> Option<&Served<'_>>;

    /// For a kind this source knows but does not serve (a removed API
    /// version), the API server's error and a hint: `no matches for kind
    /// ...` and which release removed it.
    fn not_served(&self, _api_version: &str, _kind: &str) -> Option<(String, String)> {
        None
    }
}

/// The kind sources, asked in order: the first that serves a kind wins.
#[derive(Default)]
pub struct Catalog<'s> {
    sources: Vec<&'s dyn KindSource>,
}

impl<'s> Catalog<'s> {
    /// Adds a source, asked after the ones added before.
    pub fn with(mut self, source: &'s dyn KindSource) -> Self {
        self.sources.push(source);
        self
    }

    /// The served version for `apiVersion` (`group/version`) and `kind`.
    pub fn get(&self, api_version: &str, kind: &str) -> Option<&Served<'_>> {
        let (group, version) = split_api_version(api_version);
        self.sources.iter().find_map(|s| s.served(group, version, kind))
    }

    /// The error and hint of the first source that knows the kind it does
    /// not serve.
    pub fn not_served(&self, api_version: &str, kind: &str) -> Option<(String, String)> {
        self.sources.iter().find_map(|s| s.not_served(api_version, kind))
    }
}

/// The kinds the accepted CRDs serve: by kind, then `(group, version)`,
/// so that a manifest's kind is found without building a key.
#[derive(Default)]
pub struct Kinds<'c> {
    served: HashMap<String, Vec<ServedVersion<'c>>>,
    /// The API server's version: its messages, its stored rules' environment.
    kube_version: KubeVersion,
}

impl<'c> Kinds<'c> {
    /// The kinds `crds` serve, validated as an API server of
    /// `kube_version` validates them (their rules are stored ones).
    pub fn new(crds: &'c [CustomResourceDefinition], kube_version: KubeVersion) -> Self {
        let mut kinds = Kinds {
            kube_version,
            ..Kinds::default()
        };
        for crd in crds {
            kinds.add(crd);
        }
        kinds
    }

    /// Registers every served version of `crd`.
    pub fn add(&mut self, crd: &'c CustomResourceDefinition) {
        for version in crd.spec.versions.iter().filter(|v| v.served) {
            let Some(schema) = crd.schema_of(&version.name) else {
                continue;
            };
            let deprecation_warning = version.deprecated.then(|| {
                version
                    .deprecation_warning
                    .clone()
                    .unwrap_or_else(|| default_deprecation_warning(crd, &version.name))
            });
            let served = Served {
                status_subresource: version.subresources.as_ref().is_some_and(|s| s.status.is_some()),
                schema,
                validator: Validator::compile_in(
                    schema,
                    &Rules::new(Environment::stored_expressions(self.kube_version)),
                ),
                deprecation_warning,
                builtin: None,
            };
            let versions = self.served.entry(crd.spec.names.kind.clone()).or_default();
            let at = (crd.spec.group.as_str(), version.name.as_str());
            // A later CRD serving the same group, version and kind wins.
            versions.retain(|v| (v.group, v.version) != at);
            versions.push(ServedVersion {
                group: &crd.spec.group,
                version: &version.name,
                served,
            });
        }
    }
}

/// A kind's version served by a CRD.
struct ServedVersion<'c> {
    group: &'c str,
    version: &'c str,
    served: Served<'c>,
}

impl KindSource for Kinds<'_> {
    fn served(&self, group: &str, version: &str, kind: &str) -> Option<&Served<'_>> {
        self.served
            .get(kind)?
            .iter()
            .find(|v| v.group == group && v.version == version)
            .map(|v| &v.served)
    }
}

/// The API server's warning for a deprecated version without its own
/// `deprecationWarning`: `<group>/<version> <Kind> is deprecated`, and
/// `; use <group>/<newer> <Kind>` naming the highest served, not deprecated
/// version that is newer than it, in Kubernetes' version order.
pub fn default_deprecation_warning(crd: &CustomResourceDefinition, deprecated: &str) -> String {
    let (group, kind) = (&crd.spec.group, &crd.spec.names.kind);
    let mut message = format!("{group}/{deprecated} {kind} is deprecated");
    let newest = crd
        .spec
        .versions
        .iter()
        .filter(|v| v.served && !v.deprecated && version_priority(&v.name, deprecated).is_lt())
        .map(|v| v.name.as_str())
        .min_by(|a, b| version_priority(a, b));
    if let Some(newest) = newest {
        message.push_str(&format!("; use {group}/{newest} {kind}"));
    }
    message
}

/// `group/version` → (`group`, `version`); `v1` → (``, `v1`).
pub fn split_api_version(api_version: &str) -> (&str, &str) {
    api_version.split_once('/').unwrap_or(("", api_version))
}

/// A CRD's field error as a finding, at its field's line; an error under
/// `spec.validation` (a schema every version shares) at the line of the
/// first version's schema, where the document has it.
pub fn finding(e: &FieldError, prefix: &str, doc: &Document) -> Finding {
    let mut finding = Finding::field(e, prefix, &doc.lines, doc.line);
    // What the versions share, the API server names at the top of the
    // spec; the document has it in each version.
    let shared = [
        ("spec.validation", "spec.versions[0].schema"),
        ("spec.subresources", "spec.versions[0].subresources"),
        (
            "spec.additionalPrinterColumns",
            "spec.versions[0].additionalPrinterColumns",
        ),
        ("spec.selectableFields", "spec.versions[0].selectableFields"),
    ];
    for (named, written) in shared {
        if let Some(rest) = e
            .field
            .strip_prefix(named)
            .filter(|r| r.is_empty() || r.starts_with(['.', '[']))
        {
            finding.line = doc.lines.line_of(&format!("{written}{rest}")).unwrap_or(doc.line);
        }
    }
    finding
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// A CRD of kind Widget in example.com with `versions` as
    /// (name, served, deprecated).
    fn widget(versions: &[(&str, bool, bool)]) -> CustomResourceDefinition {
        let versions: Vec<Value> = versions
            .iter()
            .map(|(name, served, deprecated)| {
                json!({"name": name, "served": served, "storage": false, "deprecated": deprecated})
            })
            .collect();
        serde_json::from_value(json!({
            "spec": {"group": "example.com", "names": {"kind": "Widget", "plural": "widgets"}, "scope": "Namespaced", "versions": versions}
        }))
        .unwrap()
    }

    /// apiextensions-apiserver's table for its default warning.
    #[test]
    fn default_deprecation_warnings() {
        let cases = [
            (
                "v1",
                widget(&[("v1", true, true), ("v2", true, true), ("v3", false, false)]),
                "example.com/v1 Widget is deprecated",
            ),
            (
                "v1",
                widget(&[
                    ("v1", true, false),
                    ("v1alpha1", true, false),
                    ("v1alpha2", true, false),
                    ("v1beta1", true, false),
                    ("v1beta2", true, false),
                    ("v2", true, false),
                    ("v2alpha1", true, false),
                    ("v2alpha2", true, false),
                    ("v2beta1", true, false),
                    ("v2beta2", true, false),
                    ("v3", false, false),
                    ("v3alpha1", false, false),
                    ("v3alpha2", false, false),
                    ("v3beta1", false, false),
                    ("v3beta2", false, false),
                ]),
                "example.com/v1 Widget is deprecated; use example.com/v2 Widget",
            ),
            (
                "v2",
                widget(&[
                    ("v1", true, false),
                    ("v3", false, false),
                    ("v3alpha1", true, false),
                    ("v3beta1", true, false),
                    ("v4", true, true),
                ]),
                "example.com/v2 Widget is deprecated",
            ),
        ];
        for (deprecated, crd, want) in cases {
            assert_eq!(default_deprecation_warning(&crd, deprecated), want);
        }
    }

    #[test]
    fn crds_nested_past_the_limit_are_not_checked() {
        let nested = |depth: usize| (1..depth).fold(json!({}), |inner, _| json!({"a": inner}));
        assert_eq!(depth_error(&nested(MAX_CRD_DEPTH)), None);
        assert_eq!(
            depth_error(&nested(MAX_CRD_DEPTH + 1)).as_deref(),
            Some("the document is nested more than 1000 levels deep, more than this validator checks")
        );
    }

    #[test]
    fn nesting_depth_counts_objects_and_arrays() {
        let cases = [(json!(1), 0), (json!({}), 1), (json!({"a": [1, {"b": [[]]}]}), 5)];
        for (value, want) in cases {
            assert_eq!(nesting_depth(&value), want, "{value}");
        }
    }
}
