// Converted from `k8s.io/api` by `cargo xtask k8s-api`. DO NOT EDIT.

/// The root kinds of the converted packages: `(apiVersion, kind, type)`. A kind whose tags
/// give it no validation is not registered by its package (see [`crate::has_kind`]).
pub(crate) const KINDS: &[(&str, &str, crate::Kind)] = &[
    (
        "resource.k8s.io/v1alpha3",
        "DeviceTaintRule",
        crate::Kind::of::<crate::v1_36::resource::v1alpha3::types::DeviceTaintRule>(),
    ),
    (
        "resource.k8s.io/v1alpha3",
        "ResourcePoolStatusRequest",
        crate::Kind::of::<crate::v1_36::resource::v1alpha3::types::ResourcePoolStatusRequest>(),
    ),
    (
        "scheduling.k8s.io/v1alpha2",
        "Workload",
        crate::Kind::of::<crate::v1_36::scheduling::v1alpha2::types::Workload>(),
    ),
    (
        "scheduling.k8s.io/v1alpha2",
        "PodGroup",
        crate::Kind::of::<crate::v1_36::scheduling::v1alpha2::types::PodGroup>(),
    ),
];

/// Registers the validation of every converted package's roots.
pub(crate) fn register_all(scheme: &mut validation_runtime::Scheme) {
    crate::v1_36::resource::v1alpha3::register_validations(scheme);
    crate::v1_36::scheduling::v1alpha2::register_validations(scheme);
}
