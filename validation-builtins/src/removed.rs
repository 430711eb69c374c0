//! API versions that Kubernetes stopped serving before the oldest version
//! the schema source covers (1.25), from Kubernetes' "Deprecated API
//! Migration Guide". Later removals are read from the schemas themselves:
//! a kind that one release has and the next lacks was removed by the next.

/// `(group/version, kinds, removed in 1.NN, replacement group/version)`;
/// no replacement where the guide names none.
pub(crate) const BEFORE_SOURCE: &[(&str, &[&str], u32, Option<&str>)] = &[
    (
        "extensions/v1beta1",
        &["NetworkPolicy"],
        16,
        Some("networking.k8s.io/v1"),
    ),
    ("extensions/v1beta1", &["PodSecurityPolicy"], 16, Some("policy/v1beta1")),
    (
        "extensions/v1beta1",
        &["DaemonSet", "Deployment", "ReplicaSet"],
        16,
        Some("apps/v1"),
    ),
    (
        "apps/v1beta1",
        &["Deployment", "ReplicaSet", "StatefulSet"],
        16,
        Some("apps/v1"),
    ),
    (
        "apps/v1beta2",
        &["DaemonSet", "Deployment", "ReplicaSet", "StatefulSet"],
        16,
        Some("apps/v1"),
    ),
    (
        "admissionregistration.k8s.io/v1beta1",
        &["MutatingWebhookConfiguration", "ValidatingWebhookConfiguration"],
        22,
        Some("admissionregistration.k8s.io/v1"),
    ),
    (
        "apiextensions.k8s.io/v1beta1",
        &["CustomResourceDefinition"],
        22,
        Some("apiextensions.k8s.io/v1"),
    ),
    (
        "apiregistration.k8s.io/v1beta1",
        &["APIService"],
        22,
        Some("apiregistration.k8s.io/v1"),
    ),
    (
        "authentication.k8s.io/v1beta1",
        &["TokenReview"],
        22,
        Some("authentication.k8s.io/v1"),
    ),
    (
        "authorization.k8s.io/v1beta1",
        &[
            "LocalSubjectAccessReview",
            "SelfSubjectAccessReview",
            "SubjectAccessReview",
        ],
        22,
        Some("authorization.k8s.io/v1"),
    ),
    (
        "certificates.k8s.io/v1beta1",
        &["CertificateSigningRequest"],
        22,
        Some("certificates.k8s.io/v1"),
    ),
    (
        "coordination.k8s.io/v1beta1",
        &["Lease"],
        22,
        Some("coordination.k8s.io/v1"),
    ),
    ("extensions/v1beta1", &["Ingress"], 22, Some("networking.k8s.io/v1")),
    (
        "networking.k8s.io/v1beta1",
        &["Ingress", "IngressClass"],
        22,
        Some("networking.k8s.io/v1"),
    ),
    (
        "rbac.authorization.k8s.io/v1beta1",
        &["ClusterRole", "ClusterRoleBinding", "Role", "RoleBinding"],
        22,
        Some("rbac.authorization.k8s.io/v1"),
    ),
    (
        "scheduling.k8s.io/v1beta1",
        &["PriorityClass"],
        22,
        Some("scheduling.k8s.io/v1"),
    ),
    (
        "storage.k8s.io/v1beta1",
        &["CSIDriver", "CSINode", "StorageClass", "VolumeAttachment"],
        22,
        Some("storage.k8s.io/v1"),
    ),
    ("batch/v1beta1", &["CronJob"], 25, Some("batch/v1")),
    (
        "discovery.k8s.io/v1beta1",
        &["EndpointSlice"],
        25,
        Some("discovery.k8s.io/v1"),
    ),
    ("events.k8s.io/v1beta1", &["Event"], 25, Some("events.k8s.io/v1")),
    (
        "autoscaling/v2beta1",
        &["HorizontalPodAutoscaler"],
        25,
        Some("autoscaling/v2"),
    ),
    ("policy/v1beta1", &["PodDisruptionBudget"], 25, Some("policy/v1")),
    ("policy/v1beta1", &["PodSecurityPolicy"], 25, None),
    ("node.k8s.io/v1beta1", &["RuntimeClass"], 25, Some("node.k8s.io/v1")),
];
