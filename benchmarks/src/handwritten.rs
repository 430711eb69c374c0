//! The Pod's checks written by hand, as a careful engineer would write them
//! against the same runtime: plain `if`s on the values, errors built out of
//! line, `==` for ratcheting, pairwise scans for the (short) list-map keys,
//! and the runtime's format validators (a library, as anyone would use).
//! It returns exactly the errors the generated code returns (a test checks
//! this on every benchmark case), so timing the two compares like with like.

use validation_runtime::validate::format;
use validation_runtime::{BadValue, ErrorList, FieldError, Operation, Path, ToBadValue, TypedStr};

use crate::meta::ObjectMeta;
use crate::pods::{
    ConfigMapVolumeSource, Container, ContainerPort, EmptyDirVolumeSource, EnvVar, HostPathVolumeSource, Pod, PodSpec,
    SecretVolumeSource, Volume, VolumeMount, VolumeSource,
};

/// Validates a Pod: the same errors as the generated `validate_pod`.
pub fn validate_pod(op: &Operation, new: &Pod, old: Option<&Pod>) -> ErrorList {
    let mut errs = ErrorList::new();
    let old = old.filter(|_| op.is_update());
    if old.is_none_or(|old| old.metadata != new.metadata) {
        meta(
            op,
            &mut errs,
            &Path::new("metadata"),
            &new.metadata,
            old.map(|o| &o.metadata),
        );
    }
    if old.is_none_or(|old| old.spec != new.spec) {
        spec(op, &mut errs, &Path::new("spec"), &new.spec, old.map(|o| &o.spec));
    }
    errs
}

/// True when the field must be checked: on create, or changed on update.
fn changed<T: PartialEq>(new: &T, old: Option<&T>) -> bool {
    old.is_none_or(|old| old != new)
}

fn meta(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &ObjectMeta, old: Option<&ObjectMeta>) {
    if changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        if new.name.is_empty() {
            required(errs, &path);
        } else {
            errs.append(format::k8s_long_name(op, &path, Some(new.name.as_str()), None));
        }
    }
    if !new.namespace.is_empty() && changed(&new.namespace, old.map(|o| &o.namespace)) {
        errs.append(format::k8s_short_name(
            op,
            &path.child("namespace"),
            Some(new.namespace.as_str()),
            None,
        ));
    }
    if let Some(generation) = new.generation {
        if generation < 0 && changed(&new.generation, old.map(|o| &o.generation)) {
            errs.push(minimum(&path.child("generation"), generation, 0));
        }
    }
    if !new.labels.is_empty() && changed(&new.labels, old.map(|o| &o.labels)) {
        let path = path.child("labels");
        let old_labels = old.map(|o| &o.labels);
        for key in new.labels.keys() {
            if old_labels.is_none_or(|old| !old.contains_key(key)) {
                errs.append(format::k8s_label_key(op, &path, Some(key.as_str()), None));
            }
        }
        for (key, value) in &new.labels {
            if old_labels.is_none_or(|old| old.get(key) != Some(value)) {
                errs.append(format::k8s_label_value(op, &path.key(key), Some(value.as_str()), None));
            }
        }
    }
    if !new.finalizers.is_empty() && changed(&new.finalizers, old.map(|o| &o.finalizers)) {
        let path = path.child("finalizers");
        let old_finalizers = old.map(|o| &o.finalizers);
        for (i, finalizer) in new.finalizers.iter().enumerate() {
            if old_finalizers.is_none_or(|old| !old.contains(finalizer)) {
                errs.append(format::k8s_long_name(
                    op,
                    &path.index(i),
                    Some(finalizer.as_str()),
                    None,
                ));
            }
        }
        duplicates(errs, &path, &new.finalizers, |a, b| a == b);
    }
}

fn spec(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &PodSpec, old: Option<&PodSpec>) {
    if changed(&new.containers, old.map(|o| &o.containers)) {
        let path = path.child("containers");
        if new.containers.len() > 64 {
            too_many(errs, &path, new.containers.len(), 64);
        } else if new.containers.is_empty() {
            required(errs, &path);
        } else {
            containers(op, errs, &path, &new.containers, old.map(|o| o.containers.as_slice()));
        }
    }
    if !new.init_containers.is_empty() && changed(&new.init_containers, old.map(|o| &o.init_containers)) {
        let path = path.child("initContainers");
        if new.init_containers.len() > 16 {
            too_many(errs, &path, new.init_containers.len(), 16);
        } else {
            containers(
                op,
                errs,
                &path,
                &new.init_containers,
                old.map(|o| o.init_containers.as_slice()),
            );
        }
    }
    if !new.volumes.is_empty() && changed(&new.volumes, old.map(|o| &o.volumes)) {
        let path = path.child("volumes");
        if new.volumes.len() > 128 {
            too_many(errs, &path, new.volumes.len(), 128);
        } else {
            duplicates(errs, &path, &new.volumes, |a, b| a.name == b.name);
            let old_volumes = old.map(|o| o.volumes.as_slice()).unwrap_or(&[]);
            for (i, volume) in new.volumes.iter().enumerate() {
                let old_volume = old_volumes.iter().find(|o| o.name == volume.name);
                if old_volume != Some(volume) {
                    self::volume(op, errs, &path.index(i), volume, old_volume);
                }
            }
        }
    }
    if let Some(policy) = &new.restart_policy {
        if changed(&new.restart_policy, old.map(|o| &o.restart_policy)) {
            one_of(
                errs,
                &path.child("restartPolicy"),
                &policy.0,
                &["Always", "OnFailure", "Never"],
            );
        }
    }
    if let Some(seconds) = new.termination_grace_period_seconds {
        if !(0..=31_536_000).contains(&seconds)
            && changed(
                &new.termination_grace_period_seconds,
                old.map(|o| &o.termination_grace_period_seconds),
            )
        {
            range(
                errs,
                &path.child("terminationGracePeriodSeconds"),
                seconds,
                0,
                31_536_000,
            );
        }
    }
    if !new.service_account_name.is_empty() && changed(&new.service_account_name, old.map(|o| &o.service_account_name))
    {
        errs.append(format::k8s_short_name(
            op,
            &path.child("serviceAccountName"),
            Some(new.service_account_name.as_str()),
            None,
        ));
    }
    if !new.node_name.is_empty() && changed(&new.node_name, old.map(|o| &o.node_name)) {
        errs.append(format::k8s_long_name(
            op,
            &path.child("nodeName"),
            Some(new.node_name.as_str()),
            None,
        ));
    }
    if !new.node_selector.is_empty() && changed(&new.node_selector, old.map(|o| &o.node_selector)) {
        let path = path.child("nodeSelector");
        if new.node_selector.len() > 32 {
            too_many_properties(errs, &path, new.node_selector.len(), 32);
        } else {
            let old_selector = old.map(|o| &o.node_selector);
            for key in new.node_selector.keys() {
                if old_selector.is_none_or(|old| !old.contains_key(key)) {
                    errs.append(format::k8s_label_key(op, &path, Some(key.as_str()), None));
                }
            }
            for (key, value) in &new.node_selector {
                if old_selector.is_none_or(|old| old.get(key) != Some(value)) {
                    errs.append(format::k8s_label_value(op, &path.key(key), Some(value.as_str()), None));
                }
            }
        }
    }
    if let Some(priority) = new.priority {
        if priority > 1_000_000_000 && changed(&new.priority, old.map(|o| &o.priority)) {
            range(
                errs,
                &path.child("priority"),
                priority.into(),
                i64::from(i32::MIN),
                1_000_000_000,
            );
        }
    }
}

fn containers(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &[Container], old: Option<&[Container]>) {
    duplicates(errs, path, new, |a, b| a.name == b.name);
    let old = old.unwrap_or(&[]);
    for (i, c) in new.iter().enumerate() {
        let old_c = old.iter().find(|o| o.name == c.name);
        if old_c != Some(c) {
            container(op, errs, &path.index(i), c, old_c);
        }
    }
}

fn container(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &Container, old: Option<&Container>) {
    if changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        if new.name.is_empty() {
            required(errs, &path);
        } else {
            errs.append(format::k8s_short_name(op, &path, Some(new.name.as_str()), None));
        }
    }
    if changed(&new.image, old.map(|o| &o.image)) {
        let path = path.child("image");
        if new.image.is_empty() {
            required(errs, &path);
        } else if more_chars_than(&new.image, 512) {
            too_long(errs, &path, 512);
        }
    }
    if let Some(policy) = &new.image_pull_policy {
        if changed(&new.image_pull_policy, old.map(|o| &o.image_pull_policy)) {
            one_of(
                errs,
                &path.child("imagePullPolicy"),
                &policy.0,
                &["Always", "Never", "IfNotPresent"],
            );
        }
    }
    if !new.ports.is_empty() && changed(&new.ports, old.map(|o| &o.ports)) {
        let path = path.child("ports");
        if new.ports.len() > 64 {
            too_many(errs, &path, new.ports.len(), 64);
        } else {
            let same =
                |a: &ContainerPort, b: &ContainerPort| a.container_port == b.container_port && a.protocol == b.protocol;
            duplicates(errs, &path, &new.ports, same);
            let old_ports = old.map(|o| o.ports.as_slice()).unwrap_or(&[]);
            for (i, p) in new.ports.iter().enumerate() {
                let old_p = old_ports.iter().find(|o| same(o, p));
                if old_p != Some(p) {
                    port(op, errs, &path.index(i), p, old_p);
                }
            }
        }
    }
    if !new.env.is_empty() && changed(&new.env, old.map(|o| &o.env)) {
        let path = path.child("env");
        if new.env.len() > 256 {
            too_many(errs, &path, new.env.len(), 256);
        } else {
            duplicates(errs, &path, &new.env, |a, b| a.name == b.name);
            let old_env = old.map(|o| o.env.as_slice()).unwrap_or(&[]);
            for (i, e) in new.env.iter().enumerate() {
                let old_e = old_env.iter().find(|o| o.name == e.name);
                if old_e != Some(e) {
                    env_var(errs, &path.index(i), e, old_e);
                }
            }
        }
    }
    if !new.volume_mounts.is_empty() && changed(&new.volume_mounts, old.map(|o| &o.volume_mounts)) {
        let path = path.child("volumeMounts");
        duplicates(errs, &path, &new.volume_mounts, |a, b| a.mount_path == b.mount_path);
        let old_mounts = old.map(|o| o.volume_mounts.as_slice()).unwrap_or(&[]);
        for (i, m) in new.volume_mounts.iter().enumerate() {
            let old_m = old_mounts.iter().find(|o| o.mount_path == m.mount_path);
            if old_m != Some(m) {
                volume_mount(op, errs, &path.index(i), m, old_m);
            }
        }
    }
}

fn port(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &ContainerPort, old: Option<&ContainerPort>) {
    if !new.name.is_empty() && changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        errs.append(format::k8s_short_name(op, &path, Some(new.name.as_str()), None));
        if more_chars_than(&new.name, 15) {
            too_long(errs, &path, 15);
        }
    }
    if changed(&new.container_port, old.map(|o| &o.container_port)) {
        let path = path.child("containerPort");
        if new.container_port == 0 {
            required(errs, &path);
        } else if !(1..=65535).contains(&new.container_port) {
            range(errs, &path, new.container_port.into(), 1, 65535);
        }
    }
    if changed(&new.protocol, old.map(|o| &o.protocol)) {
        let path = path.child("protocol");
        if new.protocol.0.is_empty() {
            required(errs, &path);
        } else {
            one_of(errs, &path, &new.protocol.0, &["TCP", "UDP", "SCTP"]);
        }
    }
}

fn env_var(errs: &mut ErrorList, path: &Path<'_>, new: &EnvVar, old: Option<&EnvVar>) {
    if changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        if new.name.is_empty() {
            required(errs, &path);
        } else if more_chars_than(&new.name, 256) {
            too_long(errs, &path, 256);
        }
    }
    if new.value.len() > 32768 && changed(&new.value, old.map(|o| &o.value)) {
        too_long_bytes(errs, &path.child("value"), 32768);
    }
}

fn volume_mount(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &VolumeMount, old: Option<&VolumeMount>) {
    if changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        if new.name.is_empty() {
            required(errs, &path);
        } else {
            errs.append(format::k8s_short_name(op, &path, Some(new.name.as_str()), None));
        }
    }
    if changed(&new.mount_path, old.map(|o| &o.mount_path)) {
        let path = path.child("mountPath");
        if new.mount_path.is_empty() {
            required(errs, &path);
        } else if more_chars_than(&new.mount_path, 1024) {
            too_long(errs, &path, 1024);
        }
    }
}

fn volume(op: &Operation, errs: &mut ErrorList, path: &Path<'_>, new: &Volume, old: Option<&Volume>) {
    if changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        if new.name.is_empty() {
            required(errs, &path);
        } else {
            errs.append(format::k8s_short_name(op, &path, Some(new.name.as_str()), None));
        }
    }
    if changed(&new.source, old.map(|o| &o.source)) {
        volume_source(op, errs, path, &new.source, old.map(|o| &o.source));
    }
}

fn volume_source(
    op: &Operation,
    errs: &mut ErrorList,
    path: &Path<'_>,
    new: &VolumeSource,
    old: Option<&VolumeSource>,
) {
    let set = |s: &VolumeSource| {
        [
            s.empty_dir.is_some(),
            s.config_map.is_some(),
            s.secret.is_some(),
            s.host_path.is_some(),
        ]
    };
    let members = set(new);
    if members.iter().filter(|s| **s).count() != 1 && old.is_none_or(|old| set(old) != members) {
        union_error(errs, path, members);
    }
    if let Some(empty_dir) = &new.empty_dir {
        if changed(&new.empty_dir, old.map(|o| &o.empty_dir)) {
            self::empty_dir(errs, &path.child("emptyDir"), empty_dir);
        }
    }
    if let Some(config_map) = &new.config_map {
        if changed(&new.config_map, old.map(|o| &o.config_map)) {
            let old = old.and_then(|o| o.config_map.as_ref());
            self::config_map(op, errs, &path.child("configMap"), config_map, old);
        }
    }
    if let Some(secret) = &new.secret {
        if changed(&new.secret, old.map(|o| &o.secret)) {
            self::secret(
                op,
                errs,
                &path.child("secret"),
                secret,
                old.and_then(|o| o.secret.as_ref()),
            );
        }
    }
    if let Some(host_path) = &new.host_path {
        if changed(&new.host_path, old.map(|o| &o.host_path)) {
            self::host_path(errs, &path.child("hostPath"), host_path);
        }
    }
}

fn empty_dir(errs: &mut ErrorList, path: &Path<'_>, new: &EmptyDirVolumeSource) {
    if let Some(size) = new.size_limit_bytes {
        if size < 0 {
            errs.push(minimum(&path.child("sizeLimitBytes"), size, 0));
        }
    }
}

fn config_map(
    op: &Operation,
    errs: &mut ErrorList,
    path: &Path<'_>,
    new: &ConfigMapVolumeSource,
    old: Option<&ConfigMapVolumeSource>,
) {
    if changed(&new.name, old.map(|o| &o.name)) {
        let path = path.child("name");
        if new.name.is_empty() {
            required(errs, &path);
        } else {
            errs.append(format::k8s_long_name(op, &path, Some(new.name.as_str()), None));
        }
    }
    default_mode(errs, path, new.default_mode, old.map(|o| o.default_mode));
}

fn secret(
    op: &Operation,
    errs: &mut ErrorList,
    path: &Path<'_>,
    new: &SecretVolumeSource,
    old: Option<&SecretVolumeSource>,
) {
    if changed(&new.secret_name, old.map(|o| &o.secret_name)) {
        let path = path.child("secretName");
        if new.secret_name.is_empty() {
            required(errs, &path);
        } else {
            errs.append(format::k8s_long_name(op, &path, Some(new.secret_name.as_str()), None));
        }
    }
    default_mode(errs, path, new.default_mode, old.map(|o| o.default_mode));
}

fn default_mode(errs: &mut ErrorList, path: &Path<'_>, new: Option<i32>, old: Option<Option<i32>>) {
    if let Some(mode) = new {
        if !(0..=511).contains(&mode) && changed(&new, old.as_ref()) {
            range(errs, &path.child("defaultMode"), mode.into(), 0, 511);
        }
    }
}

fn host_path(errs: &mut ErrorList, path: &Path<'_>, new: &HostPathVolumeSource) {
    let path = path.child("path");
    if new.path.is_empty() {
        required(errs, &path);
    } else if more_chars_than(&new.path, 4096) {
        too_long(errs, &path, 4096);
    }
}

/// `Duplicate` at `path[j]` for each element the same as an earlier one
/// (lists here are short: a pairwise scan beats hashing).
fn duplicates<T: ToBadValue>(errs: &mut ErrorList, path: &Path<'_>, list: &[T], same: impl Fn(&T, &T) -> bool) {
    for (j, b) in list.iter().enumerate().skip(1) {
        if list.iter().take(j).any(|a| same(a, b)) {
            duplicate(errs, path, j, b);
        }
    }
}

fn more_chars_than(s: &str, max: usize) -> bool {
    s.len() > max && s.chars().count() > max
}

// Errors, built out of line.

#[cold]
fn required(errs: &mut ErrorList, path: &Path<'_>) {
    errs.append_short_circuit(ErrorList::from(FieldError::required(path, "")));
}

#[cold]
fn duplicate<T: ToBadValue>(errs: &mut ErrorList, path: &Path<'_>, i: usize, value: &T) {
    errs.push(FieldError::duplicate(&path.index(i), value.to_bad_value()));
}

#[cold]
fn too_many(errs: &mut ErrorList, path: &Path<'_>, n: usize, max: i64) {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    errs.append_short_circuit(ErrorList::from(
        FieldError::too_many(path, n, max).with_origin("maxItems"),
    ));
}

#[cold]
fn too_many_properties(errs: &mut ErrorList, path: &Path<'_>, n: usize, max: i64) {
    let n = i64::try_from(n).unwrap_or(i64::MAX);
    errs.append_short_circuit(ErrorList::from(
        FieldError::too_many(path, n, max).with_origin("maxProperties"),
    ));
}

#[cold]
fn too_long(errs: &mut ErrorList, path: &Path<'_>, max: i64) {
    errs.push(FieldError::too_long_characters(path, max).with_origin("maxLength"));
}

#[cold]
fn too_long_bytes(errs: &mut ErrorList, path: &Path<'_>, max: i64) {
    errs.push(FieldError::too_long(path, max).with_origin("maxBytes"));
}

#[cold]
fn minimum(path: &Path<'_>, value: i64, min: i64) -> FieldError {
    FieldError::invalid(
        path,
        BadValue::Int(value),
        format!("must be greater than or equal to {min}"),
    )
    .with_origin("minimum")
}

/// The bounds checks in the generated order: maximum, then minimum.
#[cold]
fn range(errs: &mut ErrorList, path: &Path<'_>, value: i64, min: i64, max: i64) {
    if value > max {
        errs.push(
            FieldError::invalid(
                path,
                BadValue::Int(value),
                format!("must be less than or equal to {max}"),
            )
            .with_origin("maximum"),
        );
    }
    if value < min {
        errs.push(minimum(path, value, min));
    }
}

fn one_of(errs: &mut ErrorList, path: &Path<'_>, value: &str, valid: &[&str]) {
    if !valid.contains(&value) {
        not_supported(errs, path, value, valid);
    }
}

#[cold]
fn not_supported(errs: &mut ErrorList, path: &Path<'_>, value: &str, valid: &[&str]) {
    let mut supported = valid.to_vec();
    supported.sort_unstable();
    errs.push(FieldError::not_supported(
        path,
        TypedStr::new(value).to_bad_value(),
        &supported,
    ));
}

#[cold]
fn union_error(errs: &mut ErrorList, path: &Path<'_>, set: [bool; 4]) {
    const MEMBERS: [&str; 4] = ["emptyDir", "configMap", "secret", "hostPath"];
    let listing = MEMBERS.map(|m| format!("`{m}`")).join(", ");
    let error = if set.contains(&true) {
        let names: Vec<&str> = MEMBERS.iter().zip(set).filter(|(_, s)| *s).map(|(m, _)| *m).collect();
        let bad = BadValue::String(format!("{{{}}}", names.join(", ")));
        FieldError::invalid(path, bad, format!("must specify exactly one of: {listing}"))
    } else {
        FieldError::invalid(
            path,
            BadValue::String(String::new()),
            format!("must specify one of: {listing}"),
        )
    };
    errs.push(error.with_origin("union"));
}

/// The example API's `Widget` checks by hand: the same errors as the
/// generated `validate_widget`.
pub mod widget {
    use example_api::apps::v1::{Widget, WidgetSpec, WidgetStatus};
    use validation_runtime::{ErrorList, Operation, Path};

    use super::{changed, range, required};

    pub fn validate_widget(op: &Operation, new: &Widget, old: Option<&Widget>) -> ErrorList {
        let mut errs = ErrorList::new();
        let old = old.filter(|_| op.is_update());
        let (meta, old_meta) = (&new.metadata, old.map(|o| &o.metadata));
        if changed(meta, old_meta) {
            if meta.name.is_empty() && changed(&meta.name, old_meta.map(|o| &o.name)) {
                required(&mut errs, &Path::new("metadata").child("name"));
            }
            if let Some(generation) = meta.generation {
                if generation < 0 && changed(&meta.generation, old_meta.map(|o| &o.generation)) {
                    range(
                        &mut errs,
                        &Path::new("metadata").child("generation"),
                        generation,
                        0,
                        i64::MAX,
                    );
                }
            }
        }
        if changed(&new.spec, old.map(|o| &o.spec)) {
            spec(&mut errs, &Path::new("spec"), &new.spec, old.map(|o| &o.spec));
        }
        if let Some(status) = &new.status {
            if changed(&new.status, old.map(|o| &o.status)) {
                self::status(
                    &mut errs,
                    &Path::new("status"),
                    status,
                    old.and_then(|o| o.status.as_ref()),
                );
            }
        }
        errs
    }

    fn spec(errs: &mut ErrorList, path: &Path<'_>, new: &WidgetSpec, old: Option<&WidgetSpec>) {
        if let Some(replicas) = new.replicas {
            if !(0..=1000).contains(&replicas) && changed(&new.replicas, old.map(|o| &o.replicas)) {
                range(errs, &path.child("replicas"), replicas.into(), 0, 1000);
            }
        }
        if new.min_ready_seconds < 0 && changed(&new.min_ready_seconds, old.map(|o| &o.min_ready_seconds)) {
            range(
                errs,
                &path.child("minReadySeconds"),
                new.min_ready_seconds.into(),
                0,
                i64::MAX,
            );
        }
        if !new.ports.is_empty() && changed(&new.ports, old.map(|o| &o.ports)) {
            let path = path.child("ports");
            let old_ports = old.map(|o| &o.ports);
            for (name, port) in &new.ports {
                if !(1..=65535).contains(&port.0) && old_ports.is_none_or(|old| old.get(name) != Some(port)) {
                    range(errs, &path.key(name), port.0.into(), 1, 65535);
                }
            }
        }
        if !new.templates.is_empty() && changed(&new.templates, old.map(|o| &o.templates)) {
            let path = path.child("templates");
            for (i, template) in new.templates.iter().enumerate() {
                let path = path.index(i);
                if template.image.is_empty() {
                    required(errs, &path.child("image"));
                }
                if let Some(cpu) = template.cpu_millis {
                    if cpu < 1 {
                        range(errs, &path.child("cpuMillis"), cpu, 1, i64::MAX);
                    }
                }
            }
        }
    }

    fn status(errs: &mut ErrorList, path: &Path<'_>, new: &WidgetStatus, old: Option<&WidgetStatus>) {
        if new.ready_replicas < 0 && changed(&new.ready_replicas, old.map(|o| &o.ready_replicas)) {
            range(
                errs,
                &path.child("readyReplicas"),
                new.ready_replicas.into(),
                0,
                i64::MAX,
            );
        }
        if let Some(generation) = new.observed_generation {
            if generation < 0 && changed(&new.observed_generation, old.map(|o| &o.observed_generation)) {
                range(errs, &path.child("observedGeneration"), generation, 0, i64::MAX);
            }
        }
    }
}
