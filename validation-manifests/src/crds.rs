//! CustomResourceDefinitions among the inputs: checked as the API server
//! checks them on create, and, when accepted, the kinds they serve.

use std::collections::HashMap;

use serde_json::Value;
use validation_cel::{CompileError, Validator};
use validation_runtime::{BadValue, ErrorList, FieldError, Path};
use validation_schema::{structural, CustomResourceDefinition, Schema};

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

/// Decodes and checks one CRD document.
pub fn load(value: &Value) -> Loaded {
    let crd: CustomResourceDefinition = match serde_json::from_value(value.clone()) {
        Ok(crd) => crd,
        Err(e) => return Loaded::Undecodable(e.to_string()),
    };
    let errors = check(&crd);
    if errors.is_empty() {
        Loaded::Accepted(Box::new(crd))
    } else {
        Loaded::Invalid(errors)
    }
}

/// The fields of a CRD document that the CRD type does not have (a typo
/// such as `x-kubernetes-validation`), in the strict-decoding form
/// (`spec.versions[0].schema.openAPIV3Schema.properties.spec.x-kubernetes-validation`):
/// what is left out when the decoded CRD is written back. Empty values
/// are not reported, since writing back leaves out empty known fields too.
pub fn unknown_fields(value: &Value) -> Vec<String> {
    let Ok(crd) = serde_json::from_value::<CustomResourceDefinition>(value.clone()) else {
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

/// The API server's checks of a CRD that this crate knows: the name, a
/// schema per version, the structural rules, and rules that compile within
/// the cost limits.
fn check(crd: &CustomResourceDefinition) -> ErrorList {
    let mut errs = ErrorList::new();
    let name = crd
        .metadata
        .as_ref()
        .and_then(|m| m.get("name"))
        .and_then(Value::as_str)
        .unwrap_or_default();
    let expected = format!("{}.{}", crd.spec.names.plural, crd.spec.group);
    if name != expected {
        errs.push(FieldError::invalid(
            &Path::new("metadata").child("name"),
            BadValue::String(name.to_owned()),
            "must be spec.names.plural+\".\"+spec.group",
        ));
    }
    let spec = Path::new("spec");
    let versions = spec.child("versions");
    for (i, version) in crd.spec.versions.iter().enumerate() {
        let at = versions.index(i);
        let schema = at.child("schema");
        if version
            .schema
            .as_ref()
            .and_then(|s| s.open_api_v3_schema.as_ref())
            .is_none()
        {
            errs.push(FieldError::required(
                &schema.child("openAPIV3Schema"),
                "schemas are required",
            ));
        }
    }
    errs.append(structural::check(crd));
    if !errs.is_empty() {
        return errs;
    }
    for (i, version) in crd.spec.versions.iter().enumerate() {
        let Some(schema) = crd.schema_of(&version.name) else {
            continue;
        };
        let at = versions.index(i);
        let validation = at.child("schema");
        let root = validation.child("openAPIV3Schema");
        errs.append(rule_errors(&root, schema));
    }
    errs
}

/// Rules that do not compile or cost too much, at their rule's path.
fn rule_errors(root: &Path<'_>, schema: &Schema) -> ErrorList {
    let mut errs = ErrorList::new();
    let compiled = validation_cel::CompiledSchema::new(schema);
    for (at, e) in compiled.compile_errors() {
        let mut error = match e {
            // Reported with the number of values the rule runs on, below.
            CompileError::Cost(_) => continue,
            CompileError::MessageExpressionCost(message) => FieldError::forbidden(&Path::root(), message.clone()),
            // The API server shows the whole rule (a Go struct) as the
            // value; the detail says what is wrong.
            _ => FieldError::invalid(&Path::root(), BadValue::Omitted, e.to_string()),
        };
        error.field = format!("{root}.{at}.{}", rule_field(e));
        errs.push(error);
    }
    for (at, message) in compiled.rule_cost_errors() {
        let mut error = FieldError::forbidden(&Path::root(), message);
        error.field = format!("{root}.{at}.rule");
        errs.push(error);
    }
    if let Some(message) = compiled.total_cost_error() {
        errs.push(FieldError::forbidden(root, message));
    }
    errs
}

/// The field of the rule a compile error is about.
fn rule_field(e: &CompileError) -> &'static str {
    match e {
        CompileError::Rule(_) | CompileError::Cost(_) | CompileError::NotBool | CompileError::Program(_) => "rule",
        CompileError::MessageExpression(_)
        | CompileError::MessageNotString
        | CompileError::MessageExpressionCost(_)
        | CompileError::MessageExpressionProgram(_) => "messageExpression",
        CompileError::FieldPath(_) => "fieldPath",
        CompileError::Reason(_) => "reason",
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
}

/// The kinds the accepted CRDs serve, by `(group, version, kind)`.
#[derive(Default)]
pub struct Kinds<'c> {
    served: HashMap<(String, String, String), Served<'c>>,
}

impl<'c> Kinds<'c> {
    /// Registers every served version of `crd`.
    pub fn add(&mut self, crd: &'c CustomResourceDefinition) {
        for version in crd.spec.versions.iter().filter(|v| v.served) {
            let Some(schema) = crd.schema_of(&version.name) else {
                continue;
            };
            let key = (
                crd.spec.group.clone(),
                version.name.clone(),
                crd.spec.names.kind.clone(),
            );
            let served = Served {
                status_subresource: version.subresources.as_ref().is_some_and(|s| s.status.is_some()),
                schema,
                validator: Validator::new(schema),
            };
            self.served.insert(key, served);
        }
    }

    /// The served version for `apiVersion` (`group/version`) and `kind`.
    pub fn get(&self, api_version: &str, kind: &str) -> Option<&Served<'c>> {
        let (group, version) = split_api_version(api_version);
        self.served
            .get(&(group.to_owned(), version.to_owned(), kind.to_owned()))
    }
}

/// `group/version` → (`group`, `version`); `v1` → (``, `v1`).
pub fn split_api_version(api_version: &str) -> (&str, &str) {
    api_version.split_once('/').unwrap_or(("", api_version))
}
