//! Two of the API server's Go checks of pod specs that no published schema
//! carries and that kubectl-validate's own cases rely on: a container's
//! `image` is required, and a container port's `protocol` is one of
//! `SCTP`, `TCP`, `UDP` (an absent or empty one is defaulted to `TCP`).
//! Every other Go check of built-in kinds is not made (README).

use serde_json::Value;
use validation_runtime::{BadValue, ErrorList, FieldError, Path};

/// The protocols `validateContainerPorts` accepts, in its order.
const PROTOCOLS: [&str; 3] = ["SCTP", "TCP", "UDP"];

/// Where a kind keeps its pod spec.
fn pod_spec_path(kind: &str) -> Option<&'static [&'static str]> {
    Some(match kind {
        "Pod" => &["spec"],
        "PodTemplate" => &["template", "spec"],
        "Deployment" | "ReplicaSet" | "StatefulSet" | "DaemonSet" | "Job" | "ReplicationController" => {
            &["spec", "template", "spec"]
        }
        "CronJob" => &["spec", "jobTemplate", "spec", "template", "spec"],
        _ => return None,
    })
}

/// The errors of the checks above for a built-in `kind`'s decoded object.
pub fn validate(kind: &str, object: &Value) -> ErrorList {
    let mut errs = ErrorList::new();
    let Some(at) = pod_spec_path(kind) else {
        return errs;
    };
    let mut spec = object;
    for field in at {
        match spec.get(field) {
            Some(next) => spec = next,
            None => return errs,
        }
    }
    // `Path` borrows its parent: the fixed prefix is written as one name.
    let prefix = at.join(".");
    let root = Path::new(&prefix);
    for list in ["initContainers", "containers"] {
        let Some(containers) = spec.get(list).and_then(Value::as_array) else {
            continue;
        };
        let list_path = root.child(list);
        for (i, container) in containers.iter().enumerate() {
            let container_path = list_path.index(i);
            check_container(container, &container_path, &mut errs);
        }
    }
    errs
}

fn check_container(container: &Value, path: &Path<'_>, errs: &mut ErrorList) {
    let image = container.get("image").and_then(Value::as_str).unwrap_or_default();
    if image.is_empty() {
        errs.push(FieldError::required(&path.child("image"), ""));
    }
    let Some(ports) = container.get("ports").and_then(Value::as_array) else {
        return;
    };
    let ports_path = path.child("ports");
    for (j, port) in ports.iter().enumerate() {
        let Some(protocol) = port.get("protocol").and_then(Value::as_str) else {
            continue;
        };
        if !protocol.is_empty() && !PROTOCOLS.contains(&protocol) {
            let port_path = ports_path.index(j);
            errs.push(FieldError::not_supported(
                &port_path.child("protocol"),
                BadValue::String(protocol.to_owned()),
                &PROTOCOLS,
            ));
        }
    }
}
