//! The generated validation of the converted `rbac.authorization.k8s.io/v1`
//! kinds gives the API server's declarative errors. Cases transcribed from
//! kubernetes/kubernetes' `pkg/registry/rbac/*/declarative_validation_test.go`
//! (1.37): a missing `roleRef.name` or `subjects[i].name` is `Required
//! value` (a beta validation), and `roleRef` is immutable (an alpha one).

use serde_json::{json, Value};
use validation_runtime::Operation;

/// Each error as `path: message (stability)`.
fn errors(kind: &str, op: &Operation, object: &Value, old: Option<&Value>) -> Vec<String> {
    let errs = validation_builtins_api::validate("rbac.authorization.k8s.io/v1", kind, op, object, old)
        .expect("a converted kind")
        .expect("decodes");
    errs.iter()
        .map(|e| format!("{e} ({})", e.stability_level.name()))
        .collect()
}

fn binding(kind: &str, role_ref_name: &str, subject_name: &str) -> Value {
    json!({
        "apiVersion": "rbac.authorization.k8s.io/v1",
        "kind": kind,
        "metadata": {"name": "b", "namespace": "default"},
        "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": role_ref_name},
        "subjects": [{"kind": "User", "apiGroup": "rbac.authorization.k8s.io", "name": subject_name}],
    })
}

#[test]
fn valid_bindings_have_no_errors() {
    for kind in ["RoleBinding", "ClusterRoleBinding"] {
        assert_eq!(
            errors(kind, &Operation::create(), &binding(kind, "view", "alice"), None),
            Vec::<String>::new()
        );
    }
}

#[test]
fn missing_role_ref_name_is_required() {
    for kind in ["RoleBinding", "ClusterRoleBinding"] {
        assert_eq!(
            errors(kind, &Operation::create(), &binding(kind, "", "alice"), None),
            ["roleRef.name: Required value (beta)"]
        );
        // Absent and null decode as Go decodes them: the empty string.
        let mut absent = binding(kind, "view", "alice");
        absent["roleRef"].as_object_mut().unwrap().remove("name");
        assert_eq!(
            errors(kind, &Operation::create(), &absent, None),
            ["roleRef.name: Required value (beta)"]
        );
        absent["roleRef"]["name"] = Value::Null;
        assert_eq!(
            errors(kind, &Operation::create(), &absent, None),
            ["roleRef.name: Required value (beta)"]
        );
    }
}

#[test]
fn missing_subject_name_is_required() {
    assert_eq!(
        errors(
            "ClusterRoleBinding",
            &Operation::create(),
            &binding("ClusterRoleBinding", "view", ""),
            None
        ),
        ["subjects[0].name: Required value (beta)"]
    );
    assert_eq!(
        errors(
            "RoleBinding",
            &Operation::create(),
            &binding("RoleBinding", "", ""),
            None
        ),
        // Declaration order: `subjects` is declared before `roleRef`.
        [
            "subjects[0].name: Required value (beta)",
            "roleRef.name: Required value (beta)"
        ]
    );
}

#[test]
fn policy_rule_verbs_are_required() {
    let role = json!({
        "apiVersion": "rbac.authorization.k8s.io/v1",
        "kind": "ClusterRole",
        "metadata": {"name": "r"},
        "rules": [{"apiGroups": [""], "resources": ["pods"], "verbs": ["get"]}, {"resources": ["pods"]}],
    });
    assert_eq!(
        errors("ClusterRole", &Operation::create(), &role, None),
        ["rules[1].verbs: Required value (beta)"]
    );
}

#[test]
fn role_ref_is_immutable_as_an_alpha_validation() {
    let old = binding("RoleBinding", "view", "alice");
    let new = binding("RoleBinding", "edit", "alice");
    let errs = validation_builtins_api::validate(
        "rbac.authorization.k8s.io/v1",
        "RoleBinding",
        &Operation::update(),
        &new,
        Some(&old),
    )
    .unwrap()
    .unwrap();
    let all: Vec<String> = errs
        .iter()
        .map(|e| format!("{e} ({})", e.stability_level.name()))
        .collect();
    assert_eq!(all, ["roleRef: Invalid value: null: field is immutable (alpha)"]);
    // The API server does not enforce alpha validations by default.
    assert!(validation_builtins_api::enforced(errs).is_empty());
    assert_eq!(
        errors("RoleBinding", &Operation::update(), &old, Some(&old)),
        Vec::<String>::new()
    );
}

#[test]
fn kinds_and_undecodable_values() {
    // The converted root kinds whose tags give them validation.
    let kinds: Vec<_> = validation_builtins_api::kinds().collect();
    assert_eq!(
        kinds,
        [
            ("admissionregistration.k8s.io/v1", "ValidatingAdmissionPolicy"),
            ("admissionregistration.k8s.io/v1", "ValidatingAdmissionPolicyBinding"),
            ("admissionregistration.k8s.io/v1alpha1", "ValidatingAdmissionPolicy"),
            (
                "admissionregistration.k8s.io/v1alpha1",
                "ValidatingAdmissionPolicyBinding"
            ),
            ("admissionregistration.k8s.io/v1beta1", "ValidatingAdmissionPolicy"),
            (
                "admissionregistration.k8s.io/v1beta1",
                "ValidatingAdmissionPolicyBinding"
            ),
            ("apps/v1", "StatefulSet"),
            ("apps/v1", "Deployment"),
            ("apps/v1", "DaemonSet"),
            ("apps/v1", "ReplicaSet"),
            ("authorization.k8s.io/v1", "SubjectAccessReview"),
            ("authorization.k8s.io/v1", "SelfSubjectAccessReview"),
            ("authorization.k8s.io/v1", "LocalSubjectAccessReview"),
            ("autoscaling/v1", "HorizontalPodAutoscaler"),
            ("autoscaling/v2", "HorizontalPodAutoscaler"),
            ("batch/v1", "Job"),
            ("batch/v1", "CronJob"),
            ("certificates.k8s.io/v1", "CertificateSigningRequest"),
            ("certificates.k8s.io/v1", "ClusterTrustBundle"),
            ("certificates.k8s.io/v1", "PodCertificateRequest"),
            ("certificates.k8s.io/v1beta1", "CertificateSigningRequest"),
            ("certificates.k8s.io/v1beta1", "ClusterTrustBundle"),
            ("certificates.k8s.io/v1beta1", "PodCertificateRequest"),
            ("v1", "PersistentVolumeClaim"),
            ("v1", "Pod"),
            ("v1", "PodTemplate"),
            ("v1", "ReplicationController"),
            ("v1", "Node"),
            ("v1", "Secret"),
            ("discovery.k8s.io/v1", "EndpointSlice"),
            ("flowcontrol.apiserver.k8s.io/v1", "PriorityLevelConfiguration"),
            ("lifecycle.k8s.io/v1alpha1", "EvictionRequest"),
            ("lifecycle.k8s.io/v1alpha1", "Eviction"),
            ("networking.k8s.io/v1", "NetworkPolicy"),
            ("networking.k8s.io/v1", "IngressClass"),
            ("networking.k8s.io/v1", "IPAddress"),
            ("node.k8s.io/v1", "RuntimeClass"),
            ("policy/v1", "PodDisruptionBudget"),
            ("rbac.authorization.k8s.io/v1", "Role"),
            ("rbac.authorization.k8s.io/v1", "RoleBinding"),
            ("rbac.authorization.k8s.io/v1", "ClusterRole"),
            ("rbac.authorization.k8s.io/v1", "ClusterRoleBinding"),
            ("resource.k8s.io/v1", "ResourceSlice"),
            ("resource.k8s.io/v1", "DeviceTaintRule"),
            ("resource.k8s.io/v1", "ResourceClaim"),
            ("resource.k8s.io/v1", "DeviceClass"),
            ("resource.k8s.io/v1", "ResourceClaimTemplate"),
            ("resource.k8s.io/v1alpha3", "DeviceTaintRule"),
            ("resource.k8s.io/v1alpha3", "ResourcePoolStatusRequest"),
            ("resource.k8s.io/v1beta1", "ResourceSlice"),
            ("resource.k8s.io/v1beta1", "ResourceClaim"),
            ("resource.k8s.io/v1beta1", "DeviceClass"),
            ("resource.k8s.io/v1beta1", "ResourceClaimTemplate"),
            ("resource.k8s.io/v1beta2", "ResourceSlice"),
            ("resource.k8s.io/v1beta2", "DeviceTaintRule"),
            ("resource.k8s.io/v1beta2", "ResourceClaim"),
            ("resource.k8s.io/v1beta2", "DeviceClass"),
            ("resource.k8s.io/v1beta2", "ResourceClaimTemplate"),
            ("scheduling.k8s.io/v1alpha3", "Workload"),
            ("scheduling.k8s.io/v1alpha3", "PodGroup"),
            ("scheduling.k8s.io/v1alpha3", "CompositePodGroup"),
            ("scheduling.k8s.io/v1beta1", "Workload"),
            ("scheduling.k8s.io/v1beta1", "PodGroup"),
            ("storage.k8s.io/v1", "StorageClass"),
            ("storage.k8s.io/v1", "VolumeAttachment"),
            ("storage.k8s.io/v1", "CSIDriver"),
            ("storagemigration.k8s.io/v1", "StorageVersionMigration"),
            ("storagemigration.k8s.io/v1beta1", "StorageVersionMigration"),
        ]
    );
    // Converted, but no type it reaches carries a validation tag.
    assert!(!validation_builtins_api::has_kind("v1", "ConfigMap"));
    assert!(validation_builtins_api::validate("v1", "ConfigMap", &Operation::create(), &json!({}), None).is_none());
    assert!(!validation_builtins_api::has_kind(
        "rbac.authorization.k8s.io/v1",
        "RoleBindingList"
    ));
    // A wrong JSON type is the schema's to report: decoding fails.
    let wrong = json!({"roleRef": {"name": 3}});
    let result = validation_builtins_api::validate(
        "rbac.authorization.k8s.io/v1",
        "RoleBinding",
        &Operation::create(),
        &wrong,
        None,
    );
    assert!(matches!(result, Some(Err(_))));
}

#[test]
fn deep_values_are_decoded_to_the_bound_and_refused_beyond() {
    // An unknown member as deep as the bound is skipped; a deeper one is a
    // decoding error, not a stack overflow.
    let nested = |levels: usize| {
        let mut deep = Value::Null;
        for _ in 0..levels {
            deep = Value::Array(vec![deep]);
        }
        let mut object = binding("RoleBinding", "", "alice");
        object["unknown"] = deep;
        object
    };
    let at_bound = nested(validation_builtins_api::MAX_DECODE_DEPTH - 1);
    assert_eq!(
        errors("RoleBinding", &Operation::create(), &at_bound, None),
        ["roleRef.name: Required value (beta)"]
    );
    let beyond = nested(100_000);
    let result = validation_builtins_api::validate(
        "rbac.authorization.k8s.io/v1",
        "RoleBinding",
        &Operation::create(),
        &beyond,
        None,
    );
    assert_eq!(
        result.unwrap().unwrap_err().to_string(),
        "the object is nested more than 1000 levels deep"
    );
    // serde_json drops values recursively: leak the deep one.
    std::mem::forget(beyond);
}

/// Every kind validates an empty object and itself as an update without an
/// internal error: every feature gate its code asks about is set.
#[test]
fn every_kind_runs_without_internal_errors() {
    for (api_version, kind) in validation_builtins_api::kinds() {
        let object = json!({"apiVersion": api_version, "kind": kind, "metadata": {"name": "x"}});
        for (op, old) in [
            (validation_builtins_api::operation(false), None),
            (validation_builtins_api::operation(true), Some(&object)),
        ] {
            let errs = validation_builtins_api::validate(api_version, kind, &op, &object, old)
                .unwrap()
                .unwrap();
            let internal: Vec<String> = errs
                .iter()
                .filter(|e| e.error_type == validation_runtime::ErrorType::Internal)
                .map(|e| e.to_string())
                .collect();
            assert_eq!(internal, Vec::<String>::new(), "{api_version} {kind}");
        }
    }
}

/// A Job setting `spec.scheduling` while WorkloadWithJob is off (its 1.37
/// default) is `Forbidden` (`+k8s:ifDisabled(WorkloadWithJob)=+k8s:forbidden`).
#[test]
fn feature_gated_fields_follow_the_default_gates() {
    let job = json!({
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {"name": "j"},
        "spec": {"scheduling": {}, "template": {"spec": {"containers": [{"name": "c", "image": "i"}], "restartPolicy": "Never"}}},
    });
    let errs = validation_builtins_api::validate(
        "batch/v1",
        "Job",
        &validation_builtins_api::operation(false),
        &job,
        None,
    )
    .unwrap()
    .unwrap();
    let all: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert_eq!(all, ["spec.scheduling: Forbidden"]);
}
