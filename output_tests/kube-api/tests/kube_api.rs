//! The Kubernetes-shaped tree through its generated `register_validations`
//! and a `Scheme`, as an API server would use it: each group/version
//! registers its roots (selected by an unserialized `type_meta` field), the
//! scheme dispatches by type and subresource, and the errors are exactly
//! Kubernetes'.

#[path = "../../tests/common/mod.rs"]
mod common;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;
use kube_api::apps::{v1, v1beta1};
use kube_api::batch::v1alpha1;
use validation_runtime::{Operation, Scheme, StabilityLevel};

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    v1::register_validations(&mut scheme);
    v1beta1::register_validations(&mut scheme);
    v1alpha1::types::register_validations(&mut scheme);
    scheme
}

fn create<T: 'static>(subresource: &str, obj: &T) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::create().with_subresource(subresource), obj, None))
}

fn meta(name: &str) -> ObjectMeta {
    ObjectMeta {
        name: Some(name.to_owned()),
        ..ObjectMeta::default()
    }
}

fn deployment(name: &str, replicas: i32) -> v1::types::Deployment {
    v1::types::Deployment {
        metadata: meta(name),
        spec: v1::types::DeploymentSpec {
            replicas: Some(replicas),
            strategy: Some(v1::types::DeploymentStrategy {
                type_: Some(v1::types::DeploymentStrategyType("RollingUpdate".to_owned())),
            }),
            min_ready_seconds: None,
        },
        status: v1::types::DeploymentStatus {
            observed_generation: Some(1),
            conditions: vec![condition("Available", "True"), condition("Progressing", "False")],
        },
        ..Default::default()
    }
}

fn condition(type_: &str, status: &str) -> v1::types::DeploymentCondition {
    v1::types::DeploymentCondition {
        type_: type_.to_owned(),
        status: v1::types::ConditionStatus(status.to_owned()),
    }
}

fn cron_job(schedule: &str, history: Option<i32>, action: &str) -> v1alpha1::types::CronJob {
    v1alpha1::types::CronJob {
        metadata: meta("nightly"),
        spec: v1alpha1::types::CronJobSpec {
            schedule: schedule.to_owned(),
            successful_jobs_history_limit: history,
            failure_policy: Some(v1alpha1::types::FailurePolicy {
                action: action.to_owned(),
                message: None,
            }),
        },
        ..Default::default()
    }
}

#[test]
fn each_version_registers_its_roots_only() {
    let scheme = scheme();
    assert!(scheme.is_registered::<v1::types::Deployment>());
    assert!(scheme.is_registered::<v1beta1::types::Scale>());
    assert!(scheme.is_registered::<v1alpha1::types::CronJob>());
    // Lists (with `ListMeta`) and the types roots reach are not roots.
    assert!(!scheme.is_registered::<v1::types::DeploymentList>());
    assert!(!scheme.is_registered::<v1::types::DeploymentSpec>());
    assert!(!scheme.is_registered::<v1beta1::types::DeploymentStrategy>());
}

#[test]
fn a_valid_deployment_passes_at_the_main_resource_and_status() {
    assert_eq!(create("/", &deployment("web", 3)), common::NONE);
    assert_eq!(create("/status", &deployment("web", 3)), common::NONE);
}

#[test]
fn an_invalid_deployment_reports_every_error_as_kubernetes_does() {
    let mut obj = deployment("Web_1", -1);
    obj.spec.strategy = Some(v1::types::DeploymentStrategy {
        type_: Some(v1::types::DeploymentStrategyType("BlueGreen".to_owned())),
    });
    obj.status.conditions = vec![condition("Available", "True"), condition("Available", "")];
    assert_eq!(
        create("/", &obj),
        [
            "FieldValueInvalid metadata.name: Invalid value: \"Web_1\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*') (origin: format=k8s-long-name)",
            "FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueNotSupported spec.strategy.type: Unsupported value: \"BlueGreen\": supported values: \"Recreate\", \"RollingUpdate\"",
            "FieldValueDuplicate status.conditions[1]: Duplicate value: {\"type\":\"Available\",\"status\":\"\"}",
            "FieldValueRequired status.conditions[1].status: Required value [short-circuit]",
            // The enum and required errors stop the CEL rules (DeploymentSpec's
            // fails), as for a custom resource.
            "FieldValueInvalid <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation",
        ]
    );
}

#[test]
fn an_unchanged_invalid_deployment_is_ratcheted_on_update() {
    let old = deployment("Web_1", -1);
    let errs = scheme().validate(&Operation::update(), &old.clone(), Some(&old));
    assert_eq!(common::describe(&errs), common::NONE);
    let errs = scheme().validate(&Operation::update(), &deployment("Web_1", -2), Some(&old));
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid spec: Invalid value: replicas must not be negative",
            "FieldValueInvalid spec.replicas: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"
        ]
    );
}

#[test]
fn a_deployment_at_an_unsupported_subresource_is_an_internal_error() {
    assert_eq!(
        create("/scale", &deployment("web", 3)),
        ["InternalError <nil>: Internal error: no validation found for Deployment, subresource: /scale"]
    );
}

fn scale(replicas: i32, selector: Option<&str>) -> v1beta1::types::Scale {
    v1beta1::types::Scale {
        metadata: meta("web"),
        spec: v1beta1::types::ScaleSpec {
            replicas: Some(replicas),
        },
        status: v1beta1::types::ScaleStatus {
            replicas: Some(1),
            selector: selector.map(|s| [("app".to_owned(), s.to_owned())].into()),
        },
        ..Default::default()
    }
}

#[test]
fn scale_is_served_only_at_its_subresource() {
    assert_eq!(create("/scale", &scale(2, None)), common::NONE);
    assert_eq!(
        create("/scale", &scale(-1, Some("web"))),
        [
            "FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueForbidden status.selector: Forbidden [short-circuit]",
        ]
    );
    assert_eq!(
        create("/", &scale(2, None)),
        ["InternalError <nil>: Internal error: no validation found for Scale, subresource: /"]
    );
}

#[test]
fn a_cron_job_of_an_alpha_version_validates_with_its_alpha_tags() {
    assert_eq!(create("/", &cron_job("*/5 * * * *", Some(3), "Ignore")), common::NONE);
    // `neq` is an Alpha tag, used bare in v1alpha1; its error carries no
    // level of its own (only `k8s:alpha=` / `k8s:beta=` mark errors).
    let errs = scheme().validate(&Operation::create(), &cron_job("", Some(1000), "Ignore"), None);
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueRequired spec.schedule: Required value [short-circuit]",
            "FieldValueInvalid spec.successfulJobsHistoryLimit: Invalid value: 1000: must not be equal to 1000 (origin: neq)",
        ]
    );
    assert!(errs.iter().all(|e| e.stability_level == StabilityLevel::Unknown));
}

#[test]
fn a_union_discriminator_without_members_checks_nothing_itself() {
    // Any action is accepted; only its own `k8s:required` applies.
    assert_eq!(create("/", &cron_job("@daily", None, "AnythingAtAll")), common::NONE);
    assert_eq!(
        create("/", &cron_job("@daily", None, "")),
        ["FieldValueRequired spec.failurePolicy.action: Required value [short-circuit]"]
    );
}

#[test]
fn an_alpha_tag_in_a_stable_version_reports_alpha_errors() {
    // `+k8s:alpha=+k8s:monotonic` on status.observedGeneration: Kubernetes'
    // way to use a tag it has not graduated in a stable version.
    let old = deployment("web", 3);
    let mut obj = old.clone();
    obj.status.observed_generation = Some(0);
    let errs = scheme().validate(&Operation::update().with_subresource("/status"), &obj, Some(&old));
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid status.observedGeneration: Invalid value: 0: may not be decreased from 1 (origin: monotonic)"]
    );
    assert!(errs.iter().all(|e| e.stability_level == StabilityLevel::Alpha));
}
