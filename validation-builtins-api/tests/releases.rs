//! Each Kubernetes version's own declarative validation: 1.36 enforces its
//! unmarked tags, which only its alpha `scheduling.k8s.io/v1alpha2` and
//! `resource.k8s.io/v1alpha3` carry; 1.37 its stable and beta ones, of its
//! GA, beta and alpha group/versions; 1.35 and older none.

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

/// An expected error as upstream's tests match it: path, type, origin.
type Expected<'a> = (String, validation_runtime::ErrorType, &'a str);

/// kubernetes/kubernetes' `pkg/registry/scheduling/workload/
/// declarative_validation_test.go` (the `v1alpha2` Workload of 1.36), its
/// cases with `TopologyAwareWorkloadScheduling` and `WorkloadAwarePreemption`
/// off (their 1.36 defaults), transcribed: the base is one template `main`
/// with a gang of `minCount: 1`; each case changes it and expects errors
/// matched as upstream matches them, by type, origin and path.
#[test]
fn upstream_workload_cases_of_1_36() {
    use validation_runtime::ErrorType::{Duplicate, Forbidden, Invalid, Required, TooMany};
    let template = |name: &str| json!({"name": name, "schedulingPolicy": {"gang": {"minCount": 1}}});
    let with = |change: &dyn Fn(&mut Value)| {
        let mut spec = json!({"podGroupTemplates": [template("main")]});
        change(&mut spec);
        json!({"apiVersion": "scheduling.k8s.io/v1alpha2", "kind": "Workload",
            "metadata": {"name": "valid-workload", "namespace": "default"}, "spec": spec})
    };
    let controller_ref = |group: &str, kind: &str, name: &str| {
        with(&|s: &mut Value| s["controllerRef"] = json!({"apiGroup": group, "kind": kind, "name": name}))
    };
    let first = |field: &'static str, value: Value| {
        with(&move |s: &mut Value| s["podGroupTemplates"][0][field] = value.clone())
    };
    let gang = |min_count: i64| first("schedulingPolicy", json!({"gang": {"minCount": min_count}}));
    let pg0 = "spec.podGroupTemplates[0]";
    let cases: Vec<(&str, Value, Vec<Expected>)> = vec![
        ("valid", with(&|_: &mut Value| {}), vec![]),
        (
            "empty podGroupTemplates",
            with(&|s: &mut Value| s["podGroupTemplates"] = Value::Null),
            vec![("spec.podGroupTemplates".into(), Required, "")],
        ),
        (
            "too many podGroupTemplates",
            with(&|s: &mut Value| s["podGroupTemplates"] = (0..9).map(|i| template(&format!("group-{i}"))).collect()),
            vec![("spec.podGroupTemplates".into(), TooMany, "maxItems")],
        ),
        (
            "empty podGroupTemplate name",
            first("name", json!("")),
            vec![(format!("{pg0}.name"), Required, "")],
        ),
        (
            "invalid podGroupTemplate name",
            first("name", json!("Invalid_Name")),
            vec![(format!("{pg0}.name"), Invalid, "format=k8s-short-name")],
        ),
        (
            "duplicate podGroupTemplate names",
            with(&|s: &mut Value| s["podGroupTemplates"] = json!([template("main"), template("main")])),
            vec![("spec.podGroupTemplates[1]".into(), Duplicate, "")],
        ),
        (
            "gang minCount zero",
            gang(0),
            vec![(format!("{pg0}.schedulingPolicy.gang.minCount"), Required, "")],
        ),
        (
            "gang minCount negative",
            gang(-1),
            vec![(format!("{pg0}.schedulingPolicy.gang.minCount"), Invalid, "minimum")],
        ),
        (
            "valid with controllerRef",
            controller_ref("apps", "Deployment", "my-deployment"),
            vec![],
        ),
        (
            "controllerRef with empty APIGroup",
            controller_ref("", "Pod", "my-pod"),
            vec![],
        ),
        (
            "controllerRef invalid APIGroup",
            controller_ref("invalid_api_group", "Deployment", "my-deployment"),
            vec![("spec.controllerRef.apiGroup".into(), Invalid, "format=k8s-long-name")],
        ),
        (
            "controllerRef too long APIGroup",
            controller_ref(&"g".repeat(254), "Deployment", "my-deployment"),
            vec![("spec.controllerRef.apiGroup".into(), Invalid, "format=k8s-long-name")],
        ),
        (
            "controllerRef missing kind",
            controller_ref("apps", "", "my-deployment"),
            vec![("spec.controllerRef.kind".into(), Required, "")],
        ),
        (
            "controllerRef invalid kind with slash",
            controller_ref("apps", "Deploy/ment", "my-deployment"),
            vec![(
                "spec.controllerRef.kind".into(),
                Invalid,
                "format=k8s-path-segment-name",
            )],
        ),
        (
            "controllerRef missing name",
            controller_ref("apps", "Deployment", ""),
            vec![("spec.controllerRef.name".into(), Required, "")],
        ),
        (
            "controllerRef invalid name",
            controller_ref("apps", "Deployment", "/invalid-name"),
            vec![(
                "spec.controllerRef.name".into(),
                Invalid,
                "format=k8s-path-segment-name",
            )],
        ),
        (
            "controllerRef invalid name with percent",
            controller_ref("apps", "Deployment", "my%deployment"),
            vec![(
                "spec.controllerRef.name".into(),
                Invalid,
                "format=k8s-path-segment-name",
            )],
        ),
        (
            "policy with neither basic nor gang",
            first("schedulingPolicy", json!({})),
            vec![(format!("{pg0}.schedulingPolicy"), Invalid, "union")],
        ),
        (
            "policy with both basic and gang",
            first("schedulingPolicy", json!({"basic": {}, "gang": {"minCount": 1}})),
            vec![(format!("{pg0}.schedulingPolicy"), Invalid, "union")],
        ),
        (
            "valid with basic policy",
            first("schedulingPolicy", json!({"basic": {}})),
            vec![],
        ),
        (
            "pod disruption mode, workload aware preemption disabled",
            first("disruptionMode", json!("Pod")),
            vec![(format!("{pg0}.disruptionMode"), Forbidden, "")],
        ),
        (
            "valid priorityClassName, workload aware preemption disabled",
            first("priorityClassName", json!("high-priority")),
            vec![(format!("{pg0}.priorityClassName"), Forbidden, "")],
        ),
        (
            "valid priority, workload aware preemption disabled",
            first("priority", json!(1000)),
            vec![(format!("{pg0}.priority"), Forbidden, "")],
        ),
    ];
    let release = release(36);
    for (name, object, want) in cases {
        let errs = release
            .validate(
                "scheduling.k8s.io/v1alpha2",
                "Workload",
                &release.operation(false),
                &object,
                None,
            )
            .unwrap()
            .unwrap();
        let got: Vec<Expected> = errs
            .iter()
            .map(|e| (e.field.clone(), e.error_type.clone(), e.origin.as_str()))
            .collect();
        assert_eq!(got, want, "{name}");
    }
}

/// 1.37's beta and alpha group/versions that carry tags.
#[test]
fn beta_and_alpha_kinds_of_1_37() {
    let request = json!({"apiVersion": "lifecycle.k8s.io/v1alpha1", "kind": "EvictionRequest",
        "metadata": {"name": "Bad_Name", "namespace": "default"},
        "spec": {"target": {}, "requester": "", "intent": "Sometimes"}});
    assert_eq!(
        errors(37, "lifecycle.k8s.io/v1alpha1", "EvictionRequest", &request),
        [
            "metadata.name: Invalid value: \"Bad_Name\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*') (beta)",
            "spec.target: Invalid value: \"\": must specify one of: `pod` (unknown)",
            "spec.requester: Required value (unknown)",
            "spec.intent: Unsupported value: \"Sometimes\": supported values: \"Eviction\", \"Withdrawn\" (unknown)",
        ]
    );
    let binding = json!({"apiVersion": "admissionregistration.k8s.io/v1beta1", "kind": "ValidatingAdmissionPolicyBinding",
        "metadata": {"name": "b"}, "spec": {"policyName": ""}});
    assert_eq!(
        errors(
            37,
            "admissionregistration.k8s.io/v1beta1",
            "ValidatingAdmissionPolicyBinding",
            &binding
        ),
        [
            "spec.policyName: Required value (beta)",
            "spec.validationActions: Required value (beta)"
        ]
    );
    let workload = json!({"apiVersion": "scheduling.k8s.io/v1beta1", "kind": "Workload", "metadata": {"name": "w"},
        "spec": {"podGroupTemplates": [{"name": "Main_", "schedulingPolicy": {"gang": {"minCount": -1}}, "disruptionMode": {}}]}});
    assert_eq!(
        errors(37, "scheduling.k8s.io/v1beta1", "Workload", &workload),
        [
            "spec.podGroupTemplates[0].name: Invalid value: \"Main_\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?') (unknown)",
            "spec.podGroupTemplates[0].schedulingPolicy.gang.minCount: Invalid value: -1: must be greater than or equal to 1 (unknown)",
            "spec.podGroupTemplates[0].disruptionMode: Invalid value: \"\": must specify one of: `single`, `all` (unknown)",
        ]
    );
}

/// A Workload without templates: 1.36's `v1alpha2` requires
/// `podGroupTemplates`; 1.37's `v1beta1` wants it or
/// `compositePodGroupTemplates`.
#[test]
fn an_empty_workload_at_two_versions() {
    let workload =
        |version: &str| json!({"apiVersion": version, "kind": "Workload", "metadata": {"name": "w"}, "spec": {}});
    assert_eq!(
        errors(
            36,
            "scheduling.k8s.io/v1alpha2",
            "Workload",
            &workload("scheduling.k8s.io/v1alpha2")
        ),
        ["spec.podGroupTemplates: Required value (unknown)"]
    );
    assert_eq!(
        errors(37, "scheduling.k8s.io/v1beta1", "Workload", &workload("scheduling.k8s.io/v1beta1")),
        ["spec: Invalid value: \"\": must specify one of: `podGroupTemplates`, `compositePodGroupTemplates` (unknown)"]
    );
}

/// kubernetes/kubernetes' `pkg/registry/resource/devicetaintrule/
/// declarative_validation_test.go` (`v1alpha3` and `v1beta2`), transcribed,
/// and the same objects at 1.36, whose `v1alpha3` carries the checks
/// unmarked (stable). The test's version (a later master) marks them alpha;
/// the 1.37 source converted here (10b39a3) marks them beta.
#[test]
fn upstream_device_taint_rule_cases() {
    let rule = |api_version: &str, effect: &str| {
        json!({"apiVersion": api_version, "kind": "DeviceTaintRule", "metadata": {"name": "valid-rule"},
            "spec": {"taint": {"key": "example.com/tainted", "effect": effect}}})
    };
    let unsupported = "spec.taint.effect: Unsupported value: \"BadEffect\": supported values: \"NoExecute\", \"NoSchedule\", \"None\"";
    for (version, api_version, level) in [
        (37, "resource.k8s.io/v1alpha3", "beta"),
        (37, "resource.k8s.io/v1beta2", "beta"),
        (36, "resource.k8s.io/v1alpha3", "unknown"),
    ] {
        let release = release(version);
        let check = |object: &Value, old: Option<&Value>| -> Vec<String> {
            let op = release.operation(old.is_some());
            let errs = release
                .validate(api_version, "DeviceTaintRule", &op, object, old)
                .unwrap()
                .unwrap();
            errs.iter()
                .map(|e| format!("{e} ({})", e.stability_level.name()))
                .collect()
        };
        let valid = rule(api_version, "NoExecute");
        assert_eq!(check(&valid, None), Vec::<String>::new(), "{api_version}");
        assert_eq!(
            check(&rule(api_version, ""), None),
            [format!("spec.taint.effect: Required value ({level})")],
            "{api_version}"
        );
        assert_eq!(
            check(&rule(api_version, "BadEffect"), None),
            [format!("{unsupported} ({level})")],
            "{api_version}"
        );
        // Updates: changing the effect is allowed, clearing it is not.
        assert_eq!(
            check(&rule(api_version, "NoSchedule"), Some(&valid)),
            Vec::<String>::new()
        );
        assert_eq!(
            check(&rule(api_version, ""), Some(&valid)),
            [format!("spec.taint.effect: Required value ({level})")]
        );
    }
}

/// Enums marked at a level (`+k8s:beta(since: "1.37")=+k8s:enum`) take
/// their values from the type's constants, also when a constant converts
/// another package's (`AddressType(v1.IPv4Protocol)`): a valid value
/// passes, another is `Unsupported value` with the list.
#[test]
fn enums_marked_beta_know_their_values() {
    let slice = |address_type: &str| {
        json!({"apiVersion": "discovery.k8s.io/v1", "kind": "EndpointSlice", "metadata": {"name": "s"},
            "addressType": address_type, "endpoints": [{"addresses": ["10.0.0.1"]}]})
    };
    for valid in ["IPv4", "IPv6", "FQDN"] {
        assert_eq!(
            errors(37, "discovery.k8s.io/v1", "EndpointSlice", &slice(valid)),
            Vec::<String>::new()
        );
    }
    assert_eq!(
        errors(37, "discovery.k8s.io/v1", "EndpointSlice", &slice("IPv5")),
        ["addressType: Unsupported value: \"IPv5\": supported values: \"FQDN\", \"IPv4\", \"IPv6\" (beta)"]
    );
    let claim = |mode: &str| {
        json!({"apiVersion": "resource.k8s.io/v1", "kind": "ResourceClaim", "metadata": {"name": "c", "namespace": "d"},
            "spec": {"devices": {"requests": [{"name": "gpu", "exactly": {"deviceClassName": "gpu.example.com", "allocationMode": mode}}]}}})
    };
    assert_eq!(
        errors(37, "resource.k8s.io/v1", "ResourceClaim", &claim("All")),
        Vec::<String>::new()
    );
    assert_eq!(
        errors(37, "resource.k8s.io/v1", "ResourceClaim", &claim("Some")),
        ["spec.devices.requests[0].exactly.allocationMode: Unsupported value: \"Some\": supported values: \"All\", \"ExactCount\" (beta)"]
    );
}
