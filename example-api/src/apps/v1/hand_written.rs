//! The hand-written validation `Widget` had before its `+k8s:` tags, kept
//! during the safe rollout (KEP-5073). Errors for rules the tags also
//! declare are marked covered-by-declarative; the rollout compares them with
//! the generated validation and, under Takeover, returns the generated
//! errors in their place.
//!
//! Like generated code, it ratchets: on update, a field equal to its old
//! value is not validated again.

use validation_runtime::{BadValue, ErrorList, FieldError, Operation, Path};

use super::{Widget, WidgetSpec, WidgetStatus, WorkerTemplate};
use crate::meta::ObjectMeta;

/// The most templates a Widget may have: a rule with no tag yet, so its
/// error is not covered by declarative validation.
pub const MAX_TEMPLATES: usize = 10;

/// The smallest CPU request the hand-written code accepts. The tag says
/// `+k8s:minimum=1`: a deliberate divergence, reported as a mismatch for
/// 1..=99 unless accepted as an exception.
pub const LEGACY_MIN_CPU_MILLIS: i64 = 100;

/// Validates a Widget by hand (the null path is its root, as for the
/// generated `validate_widget`).
pub fn validate_widget_by_hand(op: &Operation, obj: &Widget, old: Option<&Widget>) -> ErrorList {
    let old = old.filter(|_| op.is_update());
    let mut errs = ErrorList::new();
    errs.append(validate_metadata(
        &Path::new("metadata"),
        &obj.metadata,
        old.map(|o| &o.metadata),
    ));
    errs.append(validate_spec(&Path::new("spec"), &obj.spec, old.map(|o| &o.spec)));
    if let Some(status) = &obj.status {
        let old_status = old.and_then(|o| o.status.as_ref());
        errs.append(validate_status(&Path::new("status"), status, old_status));
    }
    errs
}

/// `Some(value)` unless the old object holds the same value (ratcheting).
fn changed<'a, T: PartialEq>(value: &'a T, old: Option<&T>) -> Option<&'a T> {
    (old != Some(value)).then_some(value)
}

fn at_least(path: &Path<'_>, value: i64, min: i64, detail: &str) -> ErrorList {
    if value >= min {
        return ErrorList::new();
    }
    ErrorList::from(FieldError::invalid(path, BadValue::Int(value), detail).with_origin("minimum"))
        .mark_covered_by_declarative()
}

fn at_most(path: &Path<'_>, value: i64, max: i64, detail: &str) -> ErrorList {
    if value <= max {
        return ErrorList::new();
    }
    ErrorList::from(FieldError::invalid(path, BadValue::Int(value), detail).with_origin("maximum"))
        .mark_covered_by_declarative()
}

fn validate_metadata(path: &Path<'_>, meta: &ObjectMeta, old: Option<&ObjectMeta>) -> ErrorList {
    let mut errs = ErrorList::new();
    if changed(&meta.name, old.map(|o| &o.name)).is_some_and(String::is_empty) {
        errs.append(ErrorList::from(FieldError::required(&path.child("name"), "")).mark_covered_by_declarative());
    }
    if let Some(Some(generation)) = changed(&meta.generation, old.map(|o| &o.generation)) {
        errs.append(at_least(
            &path.child("generation"),
            *generation,
            0,
            "must not be negative",
        ));
    }
    errs
}

fn validate_spec(path: &Path<'_>, spec: &WidgetSpec, old: Option<&WidgetSpec>) -> ErrorList {
    let mut errs = ErrorList::new();
    if let Some(Some(replicas)) = changed(&spec.replicas, old.map(|o| &o.replicas)) {
        let path = path.child("replicas");
        errs.append(at_most(&path, i64::from(*replicas), 1000, "must be at most 1000"));
        errs.append(at_least(&path, i64::from(*replicas), 0, "must not be negative"));
    }
    if let Some(seconds) = changed(&spec.min_ready_seconds, old.map(|o| &o.min_ready_seconds)) {
        errs.append(at_least(
            &path.child("minReadySeconds"),
            i64::from(*seconds),
            0,
            "must not be negative",
        ));
    }
    let ports = path.child("ports");
    for (name, port) in &spec.ports {
        if changed(port, old.and_then(|o| o.ports.get(name))).is_some() {
            let path = ports.key(name);
            errs.append(at_most(&path, i64::from(port.0), 65535, "must be a valid port number"));
            errs.append(at_least(&path, i64::from(port.0), 1, "must be a valid port number"));
        }
    }
    if changed(&spec.templates, old.map(|o| &o.templates)).is_some() {
        let templates = path.child("templates");
        if spec.templates.len() > MAX_TEMPLATES {
            errs.push(FieldError::too_many(
                &templates,
                spec.templates.len() as i64,
                MAX_TEMPLATES as i64,
            ));
        }
        // The list is atomic: every template is checked when any changed.
        for (i, template) in spec.templates.iter().enumerate() {
            errs.append(validate_template(&templates.index(i), template));
        }
    }
    errs
}

fn validate_template(path: &Path<'_>, template: &WorkerTemplate) -> ErrorList {
    let mut errs = ErrorList::new();
    if template.image.is_empty() {
        errs.append(ErrorList::from(FieldError::required(&path.child("image"), "")).mark_covered_by_declarative());
    }
    if let Some(cpu) = template.cpu_millis {
        errs.append(at_least(
            &path.child("cpuMillis"),
            cpu,
            LEGACY_MIN_CPU_MILLIS,
            "must be at least 100 millicores",
        ));
    }
    errs
}

fn validate_status(path: &Path<'_>, status: &WidgetStatus, old: Option<&WidgetStatus>) -> ErrorList {
    let mut errs = ErrorList::new();
    if let Some(ready) = changed(&status.ready_replicas, old.map(|o| &o.ready_replicas)) {
        errs.append(at_least(
            &path.child("readyReplicas"),
            i64::from(*ready),
            0,
            "must not be negative",
        ));
    }
    if let Some(Some(observed)) = changed(&status.observed_generation, old.map(|o| &o.observed_generation)) {
        errs.append(at_least(
            &path.child("observedGeneration"),
            *observed,
            0,
            "must not be negative",
        ));
    }
    errs
}
