//! Each Kubernetes version's own declarative validation: 1.36 enforces its
//! unmarked tags, which only its alpha `scheduling.k8s.io/v1alpha2` and
//! `resource.k8s.io/v1alpha3` carry; 1.37 its stable and beta ones; 1.35 and
//! older none.

use serde_json::{json, Value};
use validation_builtins_api::Release;
use validation_runtime::KubeVersion;

fn release(version: u32) -> &'static Release {
    Release::for_version(KubeVersion::new(version)).expect("a release")
}

/// Each error of a create as `path: message (stability)` (`unknown`: an
/// unmarked, stable validation).
fn errors(version: u32, api_version: &str, kind: &str, object: &Value) -> Vec<String> {
    let release = release(version);
    let errs = release
        .validate(api_version, kind, &release.operation(false), object, None)
        .expect("a converted kind")
        .expect("decodes");
    errs.iter()
        .map(|e| format!("{e} ({})", e.stability_level.name()))
        .collect()
}

#[test]
fn versions_and_their_kinds() {
    for version in 28..=35 {
        assert!(Release::for_version(KubeVersion::new(version)).is_none(), "1.{version}");
    }
    assert_eq!(release(37).kube_version(), validation_builtins_api::KUBE_VERSION);
    assert_eq!(release(36).kube_version(), KubeVersion::new(36));
    assert_eq!(
        release(36).kinds().collect::<Vec<_>>(),
        [
            ("resource.k8s.io/v1alpha3", "DeviceTaintRule"),
            ("resource.k8s.io/v1alpha3", "ResourcePoolStatusRequest"),
            ("scheduling.k8s.io/v1alpha2", "Workload"),
            ("scheduling.k8s.io/v1alpha2", "PodGroup"),
        ]
    );
    // 1.36's GA kinds carry only alpha (shadowed) tags there.
    assert!(!release(36).has_kind("rbac.authorization.k8s.io/v1", "RoleBinding"));
    assert!(release(37).has_kind("rbac.authorization.k8s.io/v1", "RoleBinding"));
    assert!(!release(37).has_kind("scheduling.k8s.io/v1alpha2", "Workload"));
}

/// 1.36's Workload (`scheduling.k8s.io/v1alpha2`): its validation is
/// declarative only, enforced at the stable level.
#[test]
fn workloads_of_1_36() {
    let workload = |spec: Value| json!({"apiVersion": "scheduling.k8s.io/v1alpha2", "kind": "Workload", "metadata": {"name": "w"}, "spec": spec});
    let valid =
        workload(json!({"podGroupTemplates": [{"name": "workers", "schedulingPolicy": {"gang": {"minCount": 4}}}]}));
    assert_eq!(
        errors(36, "scheduling.k8s.io/v1alpha2", "Workload", &valid),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(36, "scheduling.k8s.io/v1alpha2", "Workload", &workload(json!({}))),
        ["spec.podGroupTemplates: Required value (unknown)"]
    );
    let invalid = workload(json!({"podGroupTemplates": [
        {"name": "a", "schedulingPolicy": {"gang": {"minCount": 0}}},
        {"name": "B_", "schedulingPolicy": {}, "priority": 3},
    ]}));
    assert_eq!(
        errors(36, "scheduling.k8s.io/v1alpha2", "Workload", &invalid),
        [
            "spec.podGroupTemplates[0].schedulingPolicy.gang.minCount: Required value (unknown)",
            "spec.podGroupTemplates[1].name: Invalid value: \"B_\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?') (unknown)",
            "spec.podGroupTemplates[1].schedulingPolicy: Invalid value: \"\": must specify one of: `basic`, `gang` (unknown)",
            // WorkloadAwarePreemption is off by default in 1.36.
            "spec.podGroupTemplates[1].priority: Forbidden (unknown)",
        ]
    );
}

/// 1.36's ResourcePoolStatusRequest and DeviceTaintRule
/// (`resource.k8s.io/v1alpha3`).
#[test]
fn resource_kinds_of_1_36() {
    let request = json!({"apiVersion": "resource.k8s.io/v1alpha3", "kind": "ResourcePoolStatusRequest", "metadata": {"name": "r"},
        "spec": {"driver": "", "poolName": "pool/a", "limit": 1001}});
    assert_eq!(
        errors(36, "resource.k8s.io/v1alpha3", "ResourcePoolStatusRequest", &request),
        [
            "spec.driver: Required value (unknown)",
            "spec.limit: Invalid value: 1001: must be less than or equal to 1000 (unknown)",
        ]
    );
    let rule = |taint: Value| json!({"apiVersion": "resource.k8s.io/v1alpha3", "kind": "DeviceTaintRule", "metadata": {"name": "r"}, "spec": {"taint": taint}});
    assert_eq!(
        errors(36, "resource.k8s.io/v1alpha3", "DeviceTaintRule", &rule(json!({"key": "k", "effect": "Sometimes"}))),
        ["spec.taint.effect: Unsupported value: \"Sometimes\": supported values: \"NoExecute\", \"NoSchedule\", \"None\" (unknown)"]
    );
    assert_eq!(
        errors(
            36,
            "resource.k8s.io/v1alpha3",
            "DeviceTaintRule",
            &rule(json!({"key": "k"}))
        ),
        ["spec.taint.effect: Required value (unknown)"]
    );
}

/// The same RoleBinding at two versions: a missing `roleRef.name` is a
/// beta validation in 1.37 (enforced) and an alpha one in 1.36 (shadowed:
/// 1.36 answers with its hand-written validation, which this crate does not
/// have).
#[test]
fn role_ref_name_at_two_versions() {
    let binding = json!({
        "apiVersion": "rbac.authorization.k8s.io/v1", "kind": "RoleBinding",
        "metadata": {"name": "b", "namespace": "default"},
        "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": ""},
    });
    assert_eq!(
        errors(37, "rbac.authorization.k8s.io/v1", "RoleBinding", &binding),
        ["roleRef.name: Required value (beta)"]
    );
    let op = release(36).operation(false);
    assert!(release(36)
        .validate("rbac.authorization.k8s.io/v1", "RoleBinding", &op, &binding, None)
        .is_none());
}

/// Every 1.36 kind validates an empty object and itself as an update
/// without an internal error: every feature gate its code asks about is set.
#[test]
fn every_1_36_kind_runs_without_internal_errors() {
    let release = release(36);
    for (api_version, kind) in release.kinds() {
        let object = json!({"apiVersion": api_version, "kind": kind, "metadata": {"name": "x"}});
        for (op, old) in [
            (release.operation(false), None),
            (release.operation(true), Some(&object)),
        ] {
            let errs = release.validate(api_version, kind, &op, &object, old).unwrap().unwrap();
            let internal: Vec<String> = errs
                .iter()
                .filter(|e| e.error_type == validation_runtime::ErrorType::Internal)
                .map(|e| e.to_string())
                .collect();
            assert_eq!(internal, Vec::<String>::new(), "{api_version} {kind}");
        }
    }
}
