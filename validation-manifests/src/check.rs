//! One manifest, checked as the API server handles a create (or, with an
//! old manifest, an update) of a custom resource or a built-in kind:
//!
//! 1. the kind must be served by an accepted CRD or be a built-in kind of
//!    `--kube-version`;
//! 2. decoding: a built-in kind's Go type errors first; `metadata` (also of embedded resources) must decode as
//!    object metadata, then repeated keys and the fields pruning removes
//!    are the strict-decoding problems of `fieldValidation`; defaults are
//!    applied;
//! 3. validation of the pruned object: object metadata, then the schema's
//!    OpenAPI keywords and CEL rules, with ratcheting on update, then a
//!    built-in kind's declarative (`+k8s:`) validation.

use std::collections::HashMap;

use serde_json::Value;
use validation_runtime::decode::{FieldValidation, Problem, StrictDecodingError};
use validation_runtime::KubeVersion;
use validation_schema::metadata::Coercion;
use validation_schema::{defaults, metadata, prune};

use crate::crds::{split_api_version, Catalog, Served};
use crate::document::Document;
use crate::report::{DocumentReport, Finding};

/// What the user asked for.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub field_validation: FieldValidation,
    /// An unknown kind is a warning, not an error.
    pub ignore_unknown_kinds: bool,
    /// Under Strict, validate a document that does not decode too.
    pub all_findings: bool,
    /// The API server whose messages and warnings are given.
    pub kube_version: KubeVersion,
}

/// An object's identity: apiVersion, kind, namespace, name.
pub type Identity = (String, String, String, String);

/// The identity of a manifest, when it has apiVersion, kind and a name.
/// No namespace is `default`, where kubectl puts such a manifest (and where
/// an exported live object says it is).
pub fn identity(value: &Value) -> Option<Identity> {
    let text = |pointer: &str| value.pointer(pointer).and_then(Value::as_str);
    let namespace = text("/metadata/namespace")
        .filter(|n| !n.is_empty())
        .unwrap_or("default");
    Some((
        text("/apiVersion")?.to_owned(),
        text("/kind")?.to_owned(),
        namespace.to_owned(),
        text("/metadata/name")?.to_owned(),
    ))
}

/// The old manifests of `--old`, by identity.
pub type Olds = HashMap<Identity, Value>;

/// `apiVersion` and `kind` as strings, when both are.
fn type_meta(value: &Value) -> (Option<&str>, Option<&str>) {
    (
        value.get("apiVersion").and_then(Value::as_str),
        value.get("kind").and_then(Value::as_str),
    )
}

/// A report with the document's identity filled in.
pub fn report_for(file: &str, doc: &Document) -> DocumentReport {
    let (api_version, kind) = type_meta(&doc.value);
    DocumentReport {
        file: file.to_owned(),
        line: doc.line,
        api_version: api_version.map(str::to_owned),
        kind: kind.map(str::to_owned),
        name: doc
            .value
            .pointer("/metadata/name")
            .and_then(Value::as_str)
            .map(str::to_owned),
        errors: Vec::new(),
        warnings: Vec::new(),
        skipped: false,
    }
}

/// Checks one manifest (not a CRD). The document is taken: its value is
/// decoded in place, not copied.
pub fn manifest(file: &str, mut doc: Document, kinds: &Catalog<'_>, olds: &Olds, settings: Settings) -> DocumentReport {
    let doc = &mut doc;
    let mut report = report_for(file, doc);
    let (Some(api_version), Some(kind)) = type_meta(&doc.value) else {
        report
            .errors
            .push(Finding::document(doc.line, "BadRequest", missing_type_meta(&doc.value)));
        return report;
    };
    let Some(served) = kinds.get(api_version, kind) else {
        // A built-in API version the release no longer serves: the API
        // server's error, with the release that removed it.
        if let Some((message, hint)) = kinds.not_served(api_version, kind) {
            let message = format!("{message} ({hint})");
            report.errors.push(Finding::document(doc.line, "NotFound", message));
            return report;
        }
        let message = format!("no matches for kind {kind:?} in version {api_version:?}");
        if settings.ignore_unknown_kinds {
            report.warnings.push(Finding::document(
                doc.line,
                "NotFound",
                format!("{message} (not checked)"),
            ));
        } else {
            report.errors.push(Finding::document(doc.line, "NotFound", message));
        }
        return report;
    };
    let (group, version) = split_api_version(api_version);
    if let Some(warning) = &served.deprecation_warning {
        report
            .warnings
            .push(Finding::document(doc.line, "Warning", warning.clone()));
    }
    let cannot_decode = format!("{kind} in version {version:?} cannot be handled as a {kind}: ");
    // The old object is found before the document's value is decoded in
    // place.
    let old = if olds.is_empty() {
        None
    } else {
        identity(&doc.value)
            .and_then(|id| olds.get(&id))
            .map(|old| stored(old, served))
    };
    let name = report.name.as_deref().unwrap_or_default();
    // The qualified kind: `Deployment.apps`, and `ConfigMap` in the core
    // group.
    let invalid = if group.is_empty() {
        format!("{kind} {name:?} is invalid: ")
    } else {
        format!("{kind}.{group} {name:?} is invalid: ")
    };
    let decoded = decode(doc, served, settings, &cannot_decode, &mut report);
    let (object, beyond) = match decoded {
        Decoded::Object(object) => (object, false),
        Decoded::Rejected(Some(object)) => (object, true),
        Decoded::Rejected(None) => return report,
    };
    let before = (report.errors.len(), report.warnings.len());
    validate(
        doc,
        served,
        object,
        old.as_ref(),
        &invalid,
        settings.kube_version,
        &mut report,
    );
    if beyond {
        for finding in report.errors.iter_mut().skip(before.0) {
            finding.beyond_api_server = true;
        }
        for finding in report.warnings.iter_mut().skip(before.1) {
            finding.beyond_api_server = true;
        }
    }
    report
}

/// kubectl's message for a document without apiVersion or kind.
fn missing_type_meta(value: &Value) -> String {
    let mut missing = Vec::new();
    for field in ["apiVersion", "kind"] {
        if !value.get(field).is_some_and(Value::is_string) {
            missing.push(format!("{field} not set"));
        }
    }
    format!("error validating data: [{}]", missing.join(", "))
}

/// What decoding gave.
enum Decoded {
    /// The object to validate.
    Object(Value),
    /// The request fails with 400; with `--all-findings`, the object as
    /// far as it decodes, to validate beyond what the API server does.
    Rejected(Option<Value>),
}

/// Decodes the document as the API server decodes a custom resource:
/// metadata coercion, then pruning, then the strict-decoding problems. The
/// document's value is taken (left `null`).
fn decode(
    doc: &mut Document,
    served: &Served<'_>,
    settings: Settings,
    cannot_decode: &str,
    report: &mut DocumentReport,
) -> Decoded {
    // A built-in kind is decoded into its Go type first: a value of the
    // wrong JSON type is the Go decoder's error.
    if let Some(builtin) = served.builtin {
        let error = builtin.decode_error(&doc.value).unwrap_or_else(|e| Some(e.to_string()));
        if let Some(message) = error {
            report.errors.push(Finding::document(
                doc.line,
                "BadRequest",
                format!("{cannot_decode}{message}"),
            ));
            return Decoded::Rejected(None);
        }
    }
    let mut object = doc.value.take();
    let coercion = Coercion {
        version: settings.kube_version,
        ..Coercion::default()
    };
    if let Err(e) = metadata::coerce_with(served.schema, &mut object, coercion) {
        // At the root the decoder's own message; in embedded resources a
        // field error.
        let message = if e.field == "metadata" {
            e.detail.clone()
        } else {
            e.to_string()
        };
        report.errors.push(Finding {
            line: doc.lines.line_of(&e.field).unwrap_or(doc.line),
            field: Some(e.field.clone()),
            reason: "BadRequest".to_owned(),
            message: format!("{cannot_decode}{message}"),
            beyond_api_server: false,
            cause: None,
        });
        return Decoded::Rejected(None);
    }
    let unknown = prune(served.schema, &mut object);
    defaults::apply(served.schema, &mut object);
    let problems: Vec<Problem> = std::mem::take(&mut doc.duplicates)
        .into_iter()
        .chain(unknown.into_iter().map(Problem::UnknownField))
        .collect();
    match settings.field_validation {
        FieldValidation::Strict if !problems.is_empty() => {
            // The line of the first problem: the field the error names.
            let line = problems.first().map_or(doc.line, |p| problem_line(p, doc));
            let error = StrictDecodingError { problems };
            report
                .errors
                .push(Finding::document(line, "BadRequest", format!("{cannot_decode}{error}")));
            return Decoded::Rejected(settings.all_findings.then_some(object));
        }
        FieldValidation::Warn => {
            for problem in &problems {
                let line = problem_line(problem, doc);
                report
                    .warnings
                    .push(Finding::document(line, "Warning", problem.to_string()));
            }
        }
        _ => {}
    }
    Decoded::Object(object)
}

/// The line of a strict-decoding problem.
pub fn problem_line(problem: &Problem, doc: &Document) -> usize {
    match problem {
        Problem::DuplicateKey { line, .. } => *line,
        Problem::UnknownField(path) | Problem::DuplicateField(path) => doc.lines.line_of(path).unwrap_or(doc.line),
    }
}

/// The old object as the API server reads it from storage: malformed
/// metadata dropped, unknown fields pruned, defaults applied.
fn stored(old: &Value, served: &Served<'_>) -> Value {
    let mut old = old.clone();
    // With `drop_invalid` coercion does not fail.
    let _ = metadata::coerce(served.schema, &mut old, true);
    prune(served.schema, &mut old);
    defaults::apply(served.schema, &mut old);
    without_status(old, served)
}

/// With the status subresource, the main resource ignores `status`.
fn without_status(mut object: Value, served: &Served<'_>) -> Value {
    if served.status_subresource {
        if let Value::Object(map) = &mut object {
            map.remove("status");
        }
    }
    object
}

/// Object metadata, then the schema and its rules, on the decoded object.
fn validate(
    doc: &Document,
    served: &Served<'_>,
    object: Value,
    old: Option<&Value>,
    invalid: &str,
    kube_version: KubeVersion,
    report: &mut DocumentReport,
) {
    let object = without_status(object, served);
    for e in validation_schema::object_meta::validate(&object, kube_version).iter() {
        report.errors.push(Finding::field(e, invalid, &doc.lines, doc.line));
    }
    if let Some(builtin) = served.builtin {
        for e in crate::pod_checks::validate(builtin.kind(), &object).iter() {
            report.errors.push(Finding::field(e, invalid, &doc.lines, doc.line));
        }
    }
    let outcome = served.validator.validate(&object, old);
    for e in outcome.errors.iter() {
        report.errors.push(Finding::field(e, invalid, &doc.lines, doc.line));
    }
    if let Some(builtin) = served.builtin {
        let declarative = crate::declarative::validate(builtin, kube_version, &object, old);
        crate::declarative::report(&declarative, invalid, doc, report);
    }
    for w in outcome.warnings.iter() {
        report.warnings.push(Finding::field(w, "", &doc.lines, doc.line));
    }
    // The strategy's warnings come only with an accepted request.
    if report.errors.is_empty() {
        let warnings = validation_schema::object_meta::finalizer_warnings(&object, old, kube_version);
        if !warnings.is_empty() {
            let line = doc.lines.line_of("metadata.finalizers").unwrap_or(doc.line);
            for warning in warnings {
                report.warnings.push(Finding::document(line, "Warning", warning));
            }
        }
    }
}
