//! The API server's declarative validation (`+k8s:` tags, KEP-5073) of the
//! built-in kinds `validation-builtins-api` has, for the chosen Kubernetes
//! version: 1.37's tags at 1.37, 1.36's at 1.36, none before (1.33 to 1.35
//! only compare it with the hand-written validation, whose errors they
//! return). The API server appends these errors to its hand-written
//! validation's, dropping the hand-written errors they cover; here they
//! follow the schema checks, less any error already reported in the same
//! words.

use std::collections::HashSet;

use serde_json::Value;
use validation_builtins::BuiltinKind;
use validation_builtins_api::Release;
use validation_runtime::{ErrorList, KubeVersion};

use crate::document::Document;
use crate::report::{DocumentReport, Finding};

/// The enforced declarative errors of `object` (an update when `old` is
/// given; the version's default feature gates), or none when the version
/// enforces no declarative validation, the kind has none in that version,
/// or the object does not decode (its wrong types are the schema's and the
/// Go decoder's errors).
pub fn validate(builtin: &BuiltinKind, kube_version: KubeVersion, object: &Value, old: Option<&Value>) -> ErrorList {
    let Some(release) = Release::for_version(kube_version) else {
        return ErrorList::new();
    };
    let op = release.operation(old.is_some());
    match release.validate(&builtin.api_version(), builtin.kind(), &op, object, old) {
        Some(Ok(errs)) => validation_builtins_api::enforced(errs),
        Some(Err(_)) | None => ErrorList::new(),
    }
}

/// Adds `errs` to the report's errors (prefixed with `invalid`, as the
/// schema's are), less those it already has in the same words: the
/// hand-written checks a declarative one covers are not reported twice.
pub fn report(errs: &ErrorList, invalid: &str, doc: &Document, report: &mut DocumentReport) {
    if errs.is_empty() {
        return;
    }
    let mut seen: HashSet<String> = report.errors.iter().map(|f| f.message.clone()).collect();
    for e in errs.iter() {
        let finding = Finding::field(e, invalid, &doc.lines, doc.line);
        if seen.insert(finding.message.clone()) {
            report.errors.push(finding);
        }
    }
}
