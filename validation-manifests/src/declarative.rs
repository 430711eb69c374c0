//! The API server's declarative validation (`+k8s:` tags, KEP-5073) of the
//! built-in kinds `validation-builtins-api` has, for the Kubernetes version
//! its types were converted from. The API server appends these errors to
//! its hand-written validation's, dropping the hand-written errors they
//! cover; here they follow the schema checks, less any error already
//! reported in the same words.

use std::collections::HashSet;

use serde_json::Value;
use validation_builtins::BuiltinKind;
use validation_runtime::{ErrorList, KubeVersion};

use crate::document::Document;
use crate::report::{DocumentReport, Finding};

/// The enforced declarative errors of `object` (an update when `old` is
/// given; the version's default feature gates), or none when the kind has no declarative validation here, the
/// version is not the converted one's, or the object does not decode (its
/// wrong types are the schema's and the Go decoder's errors).
pub fn validate(builtin: &BuiltinKind, kube_version: KubeVersion, object: &Value, old: Option<&Value>) -> ErrorList {
    if kube_version < validation_builtins_api::KUBE_VERSION {
        return ErrorList::new();
    }
    let op = validation_builtins_api::operation(old.is_some());
    match validation_builtins_api::validate(&builtin.api_version(), builtin.kind(), &op, object, old) {
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
