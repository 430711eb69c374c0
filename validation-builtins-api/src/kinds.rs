// Converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

/// The kinds of this crate, by API version and kind: `(apiVersion, kind, validate)`.
pub(crate) const KINDS: &[(&str, &str, crate::ValidateJson)] = &[
    ("rbac.authorization.k8s.io/v1", "Role", |op, object, old| {
        crate::decode_and_validate(op, object, old, crate::rbac::v1::validate_role)
    }),
    ("rbac.authorization.k8s.io/v1", "RoleBinding", |op, object, old| {
        crate::decode_and_validate(op, object, old, crate::rbac::v1::validate_role_binding)
    }),
    ("rbac.authorization.k8s.io/v1", "ClusterRole", |op, object, old| {
        crate::decode_and_validate(op, object, old, crate::rbac::v1::validate_cluster_role)
    }),
    (
        "rbac.authorization.k8s.io/v1",
        "ClusterRoleBinding",
        |op, object, old| crate::decode_and_validate(op, object, old, crate::rbac::v1::validate_cluster_role_binding),
    ),
];
