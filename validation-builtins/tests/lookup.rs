//! Versions, kinds, schemas by version, and the API server's answer for
//! kinds a version does not serve.

use validation_builtins::{BuiltinKind, Builtins, Error, KubeVersion, Lookup, NotServed, NotServedReason, Removal};
use validation_schema::Schema;

fn builtins(minor: u32) -> Builtins {
    Builtins::for_version(KubeVersion::new(minor)).expect("supported version")
}

fn served<'a>(builtins: &'a Builtins, api_version: &str, kind: &str) -> &'a BuiltinKind {
    match builtins.lookup(api_version, kind) {
        Lookup::Served(kind) => kind,
        other => panic!("{api_version} {kind} in {}: {other:?}", builtins.version()),
    }
}

fn not_served(builtins: &Builtins, api_version: &str, kind: &str) -> NotServed {
    match builtins.lookup(api_version, kind) {
        Lookup::NotServed(not_served) => not_served,
        other => panic!("{api_version} {kind} in {}: {other:?}", builtins.version()),
    }
}

/// The schema under `path`, a list of property names (`[]` for items).
fn at<'a>(schema: &'a Schema, path: &[&str]) -> Option<&'a Schema> {
    path.iter().try_fold(schema, |schema, step| match *step {
        "[]" => schema.item_schema(),
        name => schema.properties.get(name),
    })
}

#[test]
fn supported_versions_are_1_28_to_1_37() {
    assert_eq!(Builtins::supported(), Ok((KubeVersion::new(28), KubeVersion::new(37))));
    assert_eq!(Builtins::newest().map(|b| b.version()), Ok(KubeVersion::new(37)));
    let too_old = Builtins::for_version(KubeVersion::new(27)).map(|b| b.version());
    assert_eq!(
        too_old,
        Err(Error::UnsupportedVersion {
            version: KubeVersion::new(27),
            supported: (KubeVersion::new(28), KubeVersion::new(37))
        })
    );
    assert_eq!(
        too_old.unwrap_err().to_string(),
        "Kubernetes 1.27 is not supported: built-in schemas cover 1.28 to 1.37"
    );
    assert!(Builtins::for_version(KubeVersion::new(38)).is_err());
    assert_eq!(
        Builtins::for_version_text("v1.30.4").map(|b| b.version()),
        Ok(KubeVersion::new(30))
    );
    assert_eq!(
        Builtins::for_version_text("1.x")
            .map(|b| b.version())
            .unwrap_err()
            .to_string(),
        r#"invalid Kubernetes version "1.x": expected 1.NN, v1.NN or 1.NN.P"#
    );
    assert_eq!(
        Builtins::for_version_text("1.40")
            .map(|b| b.version())
            .unwrap_err()
            .to_string(),
        "Kubernetes 1.40 is not supported: built-in schemas cover 1.28 to 1.37"
    );
}

#[test]
fn deployment_is_served_with_its_schema_in_the_oldest_and_newest_versions() {
    for minor in [28, 37] {
        let builtins = builtins(minor);
        let deployment = served(&builtins, "apps/v1", "Deployment");
        assert_eq!(
            (
                deployment.group(),
                deployment.version(),
                deployment.kind(),
                deployment.definition()
            ),
            ("apps", "v1", "Deployment", "io.k8s.api.apps.v1.Deployment")
        );
        let schema = deployment.schema().unwrap();
        assert_eq!(schema.type_name(), "object");
        let spec = at(schema, &["spec"]).unwrap();
        assert_eq!(spec.required, ["selector", "template"]);
        let replicas = at(spec, &["replicas"]).unwrap();
        assert_eq!(
            (replicas.type_name(), replicas.format.as_deref(), replicas.nullable),
            ("integer", Some("int32"), true)
        );
        let containers = at(spec, &["template", "spec", "containers"]).unwrap();
        // `containers` became a list-map keyed by name in 1.30.
        let keys: &[&str] = if minor < 30 { &[] } else { &["name"] };
        assert_eq!(containers.list_type(), if minor < 30 { "atomic" } else { "map" });
        assert_eq!(containers.x_list_map_keys, keys);
        let ports = at(containers, &["[]", "ports"]).unwrap();
        assert_eq!(ports.x_list_map_keys, ["containerPort", "protocol"]);
        let max_surge = at(spec, &["strategy", "rollingUpdate", "maxSurge"]).unwrap();
        assert!(max_surge.x_int_or_string);
        let labels = at(schema, &["metadata", "labels"]).unwrap();
        assert_eq!(
            labels.additional_properties_schema().map(Schema::type_name),
            Some("string")
        );
        // Raw JSON (managedFields[].fieldsV1) keeps what it is given.
        let fields = at(schema, &["metadata", "managedFields", "[]", "fieldsV1"]).unwrap();
        assert!(fields.preserves_unknown_fields());
    }
}

#[test]
fn core_kinds_use_the_core_api_version() {
    let builtins = builtins(33);
    for kind in ["ConfigMap", "Secret", "Service", "Pod", "Namespace"] {
        assert_eq!(served(&builtins, "v1", kind).api_version(), "v1");
    }
    assert_eq!(
        builtins.kinds().filter(|kind| kind.api_version() == "apps/v1").count(),
        10
    );
}

#[test]
fn kinds_say_whether_they_are_namespaced() {
    for minor in [28, 37] {
        let builtins = builtins(minor);
        for (api_version, kind, namespaced) in [
            ("apps/v1", "Deployment", Some(true)),
            ("v1", "ConfigMap", Some(true)),
            ("rbac.authorization.k8s.io/v1", "RoleBinding", Some(true)),
            ("v1", "Namespace", Some(false)),
            ("rbac.authorization.k8s.io/v1", "ClusterRole", Some(false)),
            ("apiextensions.k8s.io/v1", "CustomResourceDefinition", Some(false)),
            ("autoscaling/v1", "Scale", None),
        ] {
            assert_eq!(
                served(&builtins, api_version, kind).namespaced(),
                namespaced,
                "1.{minor} {api_version} {kind}"
            );
        }
    }
    // Every kind but subresources and lists has a scope.
    let builtins = builtins(37);
    let unscoped: Vec<String> = builtins
        .kinds()
        .filter(|kind| kind.namespaced().is_none() && !kind.kind().ends_with("List"))
        .map(|kind| format!("{} {}", kind.api_version(), kind.kind()))
        .collect();
    assert_eq!(
        unscoped,
        [
            "authentication.k8s.io/v1 TokenRequest",
            "autoscaling/v1 Scale",
            "policy/v1 Eviction"
        ]
    );
}

#[test]
fn a_field_added_in_1_34_is_in_the_schemas_of_1_34_on() {
    let path = ["spec", "template", "spec", "hostnameOverride"];
    for (minor, present) in [(28, false), (33, false), (34, true), (37, true)] {
        let builtins = builtins(minor);
        let schema = served(&builtins, "apps/v1", "Deployment").schema().unwrap();
        assert_eq!(at(schema, &path).is_some(), present, "1.{minor}");
    }
}

#[test]
fn the_recursive_crd_schema_is_cut_where_it_refers_to_itself() {
    let builtins = builtins(37);
    let crd = served(&builtins, "apiextensions.k8s.io/v1", "CustomResourceDefinition");
    let root = at(
        crd.schema().unwrap(),
        &["spec", "versions", "[]", "schema", "openAPIV3Schema"],
    )
    .unwrap();
    assert_eq!(root.type_name(), "object");
    let nested = at(root, &["properties"])
        .and_then(Schema::additional_properties_schema)
        .unwrap();
    assert!(nested.preserves_unknown_fields());
    assert!(nested.properties.is_empty());
}

#[test]
fn removed_api_versions_get_the_api_servers_error_and_the_removing_release() {
    let cases: &[(u32, &str, &str, &str)] = &[
        (28, "extensions/v1beta1", "Deployment", "extensions/v1beta1 Deployment was removed in Kubernetes 1.16; use apps/v1"),
        (37, "apps/v1beta2", "StatefulSet", "apps/v1beta2 StatefulSet was removed in Kubernetes 1.16; use apps/v1"),
        // Its replacement then, policy/v1beta1, is gone too.
        (28, "extensions/v1beta1", "PodSecurityPolicy", "extensions/v1beta1 PodSecurityPolicy was removed in Kubernetes 1.16"),
        (30, "networking.k8s.io/v1beta1", "Ingress", "networking.k8s.io/v1beta1 Ingress was removed in Kubernetes 1.22; use networking.k8s.io/v1"),
        (28, "policy/v1beta1", "PodSecurityPolicy", "policy/v1beta1 PodSecurityPolicy was removed in Kubernetes 1.25"),
        (28, "batch/v1beta1", "CronJob", "batch/v1beta1 CronJob was removed in Kubernetes 1.25; use batch/v1"),
        // Read from the schemas: 1.25 has it, 1.26 does not.
        (28, "autoscaling/v2beta2", "HorizontalPodAutoscaler", "autoscaling/v2beta2 HorizontalPodAutoscaler was removed in Kubernetes 1.26; use autoscaling/v2"),
        (28, "storage.k8s.io/v1beta1", "CSIStorageCapacity", "storage.k8s.io/v1beta1 CSIStorageCapacity was removed in Kubernetes 1.27; use storage.k8s.io/v1"),
        (29, "flowcontrol.apiserver.k8s.io/v1beta2", "FlowSchema", "flowcontrol.apiserver.k8s.io/v1beta2 FlowSchema was removed in Kubernetes 1.29; use flowcontrol.apiserver.k8s.io/v1"),
        (32, "flowcontrol.apiserver.k8s.io/v1beta3", "PriorityLevelConfiguration", "flowcontrol.apiserver.k8s.io/v1beta3 PriorityLevelConfiguration was removed in Kubernetes 1.32; use flowcontrol.apiserver.k8s.io/v1"),
        (37, "flowcontrol.apiserver.k8s.io/v1beta3", "FlowSchema", "flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema was removed in Kubernetes 1.32; use flowcontrol.apiserver.k8s.io/v1"),
        // Not yet served.
        (28, "flowcontrol.apiserver.k8s.io/v1", "FlowSchema", "flowcontrol.apiserver.k8s.io/v1 FlowSchema was added in Kubernetes 1.29, after 1.28"),
        (33, "resource.k8s.io/v1", "ResourceClaim", "resource.k8s.io/v1 ResourceClaim was added in Kubernetes 1.34, after 1.33"),
    ];
    for &(minor, api_version, kind, hint) in cases {
        let not_served = not_served(&builtins(minor), api_version, kind);
        assert_eq!(
            not_served.message(),
            format!("no matches for kind {kind:?} in version {api_version:?}")
        );
        assert_eq!(not_served.hint(), hint, "1.{minor}");
    }
    // Served until removed.
    served(&builtins(28), "flowcontrol.apiserver.k8s.io/v1beta2", "FlowSchema");
    served(&builtins(31), "flowcontrol.apiserver.k8s.io/v1beta3", "FlowSchema");
    assert_eq!(
        not_served(&builtins(29), "flowcontrol.apiserver.k8s.io/v1beta2", "FlowSchema").reason,
        NotServedReason::Removed {
            in_version: KubeVersion::new(29),
            replacement: Some("flowcontrol.apiserver.k8s.io/v1".to_string())
        }
    );
}

#[test]
fn kinds_no_version_has_are_unknown() {
    let builtins = builtins(37);
    for (api_version, kind) in [
        ("apps/v1", "Deploymnet"),
        ("example.com/v1", "Widget"),
        ("apps/v2", "Deployment"),
        ("", ""),
    ] {
        assert!(
            matches!(builtins.lookup(api_version, kind), Lookup::Unknown),
            "{api_version} {kind}"
        );
    }
}

#[test]
fn removals_list_the_guides_releases_and_those_read_from_the_schemas() {
    let removals = Builtins::removals().unwrap();
    let removal = |minor, api_version: &str, kind: &str| Removal {
        removed_in: KubeVersion::new(minor),
        api_version: api_version.to_string(),
        kind: kind.to_string(),
    };
    for expected in [
        removal(16, "extensions/v1beta1", "Deployment"),
        removal(22, "rbac.authorization.k8s.io/v1beta1", "ClusterRoleBinding"),
        removal(25, "policy/v1beta1", "PodSecurityPolicy"),
        removal(26, "flowcontrol.apiserver.k8s.io/v1beta1", "FlowSchema"),
        removal(29, "flowcontrol.apiserver.k8s.io/v1beta2", "PriorityLevelConfiguration"),
        removal(32, "flowcontrol.apiserver.k8s.io/v1beta3", "FlowSchema"),
    ] {
        assert!(removals.contains(&expected), "{expected:?}");
    }
    // The stable and beta APIs removed from 1.26 on, as the schemas date them.
    let from_1_26: Vec<String> = removals
        .iter()
        .filter(|r| {
            r.removed_in >= KubeVersion::new(26) && !r.api_version.contains("alpha") && !r.kind.ends_with("List")
        })
        .map(|r| format!("{} {} {}", r.removed_in, r.api_version, r.kind))
        .collect();
    assert_eq!(
        from_1_26,
        [
            "1.26 autoscaling/v2beta2 HorizontalPodAutoscaler",
            "1.26 flowcontrol.apiserver.k8s.io/v1beta1 FlowSchema",
            "1.26 flowcontrol.apiserver.k8s.io/v1beta1 PriorityLevelConfiguration",
            "1.27 storage.k8s.io/v1beta1 CSIStorageCapacity",
            "1.29 flowcontrol.apiserver.k8s.io/v1beta2 FlowSchema",
            "1.29 flowcontrol.apiserver.k8s.io/v1beta2 PriorityLevelConfiguration",
            "1.32 flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema",
            "1.32 flowcontrol.apiserver.k8s.io/v1beta3 PriorityLevelConfiguration",
            "1.33 authentication.k8s.io/v1beta1 SelfSubjectReview",
            "1.34 admissionregistration.k8s.io/v1beta1 ValidatingAdmissionPolicy",
            "1.34 admissionregistration.k8s.io/v1beta1 ValidatingAdmissionPolicyBinding",
            "1.37 networking.k8s.io/v1beta1 IPAddress",
            "1.37 networking.k8s.io/v1beta1 ServiceCIDR",
            "1.37 storage.k8s.io/v1beta1 VolumeAttributesClass",
        ]
    );
}

#[test]
fn every_kind_of_every_version_has_a_schema() {
    let mut counts = Vec::new();
    for minor in 28..=37 {
        let builtins = builtins(minor);
        for kind in builtins.kinds() {
            let schema = kind
                .schema()
                .unwrap_or_else(|e| panic!("1.{minor} {} {}: {e}", kind.api_version(), kind.kind()));
            assert_eq!(
                schema.type_name(),
                "object",
                "1.{minor} {} {}",
                kind.api_version(),
                kind.kind()
            );
            let minimal = serde_json::json!({"apiVersion": kind.api_version(), "kind": kind.kind()});
            assert_eq!(kind.decode_error(&minimal), Ok(None));
        }
        counts.push(builtins.kinds().count());
    }
    // Kinds (lists included) served by each version, 1.28 to 1.37.
    // (the group-version-kinds of each version's source document, counted apart).
    assert_eq!(counts, [140, 142, 154, 154, 155, 172, 176, 176, 186, 196]);
}
