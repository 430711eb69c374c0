//! Real-looking manifests checked as the API server checks a create with
//! `fieldValidation=Strict` (kubectl's default): the Go decoder's type
//! errors first, then strict decoding's unknown fields, then validation
//! (here the schema's: `validation_schema::validate`). Each case states
//! what the API server answers.

use serde_json::{json, Value};
use validation_builtins::{Builtins, KubeVersion, Lookup};
use validation_runtime::decode::{Problem, StrictDecodingError};
use validation_schema::{prune, validate};

/// The API server's answer for `manifest` in Kubernetes `1.minor`: the
/// request's error, or the field errors of validation (empty: accepted).
fn answer(minor: u32, manifest: &Value) -> Vec<String> {
    let builtins = Builtins::for_version(KubeVersion::new(minor)).unwrap();
    let api_version = manifest["apiVersion"].as_str().unwrap();
    let kind = manifest["kind"].as_str().unwrap();
    let Lookup::Served(builtin) = builtins.lookup(api_version, kind) else {
        panic!("{api_version} {kind} not served in 1.{minor}");
    };
    let cannot_be_handled = |error: String| {
        vec![format!(
            "{kind} in version {:?} cannot be handled as a {kind}: {error}",
            builtin.version()
        )]
    };
    if let Some(error) = builtin.decode_error(manifest).unwrap() {
        return cannot_be_handled(error);
    }
    let schema = builtin.schema().unwrap();
    let mut object = manifest.clone();
    let unknown = prune(schema, &mut object);
    if !unknown.is_empty() {
        let problems = unknown.into_iter().map(Problem::UnknownField).collect();
        return cannot_be_handled(StrictDecodingError { problems }.to_string());
    }
    let outcome = validate(schema, &object, None);
    assert!(outcome.warnings.is_empty());
    outcome.errors.iter().map(ToString::to_string).collect()
}

fn deployment(spec_patch: impl FnOnce(&mut Value)) -> Value {
    let mut deployment = json!({
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": "web", "labels": {"app": "web"}},
        "spec": {
            "replicas": 3,
            "selector": {"matchLabels": {"app": "web"}},
            "strategy": {"type": "RollingUpdate", "rollingUpdate": {"maxSurge": "25%", "maxUnavailable": 0}},
            "template": {
                "metadata": {"labels": {"app": "web"}},
                "spec": {
                    "containers": [{
                        "name": "web",
                        "image": "nginx:1.27",
                        "ports": [{"containerPort": 80, "name": "http"}],
                        "env": [{"name": "MODE", "value": "production"}],
                        "resources": {"requests": {"cpu": "100m", "memory": "128Mi"}, "limits": {"cpu": 1}},
                        "readinessProbe": {"httpGet": {"path": "/", "port": "http"}}
                    }],
                    "terminationGracePeriodSeconds": null
                }
            }
        }
    });
    spec_patch(&mut deployment["spec"]);
    deployment
}

fn service(ports: Value) -> Value {
    json!({
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": {"name": "web"},
        "spec": {"type": "ClusterIP", "selector": {"app": "web"}, "ports": ports}
    })
}

#[test]
fn valid_manifests_are_accepted_in_every_version() {
    let manifests = [
        deployment(|_| {}),
        service(json!([{"port": 80, "targetPort": "http", "protocol": "TCP"}])),
        json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "settings"}, "data": {"PORT": "8080"}}),
        json!({
            "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "token"}, "type": "Opaque",
            "data": {"token": "c2VjcmV0"}, "stringData": {"user": "admin"}
        }),
    ];
    for minor in 28..=37 {
        for manifest in &manifests {
            assert_eq!(answer(minor, manifest), Vec::<String>::new(), "1.{minor}: {manifest}");
        }
    }
}

#[test]
fn wrong_types_are_the_go_decoders_errors() {
    let cases = [
        (
            deployment(|spec| spec["replicas"] = json!("3")),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32"#,
        ),
        (
            deployment(|spec| spec["template"]["spec"]["containers"][0]["ports"][0]["containerPort"] = json!("80")),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal string into Go struct field ContainerPort.spec.template.spec.containers.ports.containerPort of type int32"#,
        ),
        (
            deployment(|spec| spec["template"]["spec"]["containers"][0]["env"][0]["value"] = json!(8080)),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal number into Go struct field EnvVar.spec.template.spec.containers.env.value of type string"#,
        ),
        (
            deployment(|spec| spec["replicas"] = json!(1.5)),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal number 1.5 into Go struct field DeploymentSpec.spec.replicas of type int32"#,
        ),
        (
            deployment(|spec| spec["template"]["spec"]["containers"] = json!({"name": "web"})),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal object into Go struct field PodSpec.spec.template.spec.containers of type []v1.Container"#,
        ),
        (
            deployment(|spec| spec["template"] = json!("web")),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal string into Go struct field DeploymentSpec.spec.template of type v1.PodTemplateSpec"#,
        ),
        (
            deployment(|spec| spec["strategy"]["rollingUpdate"]["maxSurge"] = json!(true)),
            r#"Deployment in version "v1" cannot be handled as a Deployment: json: cannot unmarshal bool into Go struct field RollingUpdateDeployment.spec.strategy.rollingUpdate.maxSurge of type int32"#,
        ),
        (
            deployment(|spec| spec["template"]["spec"]["containers"][0]["resources"]["limits"]["cpu"] = json!(["1"])),
            r#"Deployment in version "v1" cannot be handled as a Deployment: quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"#,
        ),
        (
            service(json!([{"port": "80"}])),
            r#"Service in version "v1" cannot be handled as a Service: json: cannot unmarshal string into Go struct field ServicePort.spec.ports.port of type int32"#,
        ),
        (
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "settings"}, "data": {"PORT": 8080}}),
            r#"ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal number into Go struct field ConfigMap.data of type string"#,
        ),
        (
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "settings"}, "data": {"ENABLED": true}}),
            r#"ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal bool into Go struct field ConfigMap.data of type string"#,
        ),
        (
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "settings", "labels": {"tier": 1}}}),
            r#"ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string"#,
        ),
        (
            json!({"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "settings", "labels": ["tier"]}}),
            r#"ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal array into Go struct field ObjectMeta.metadata.labels of type map[string]string"#,
        ),
        // A plain value where base64 belongs.
        (
            json!({"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "db"}, "data": {"user": "admin"}}),
            r#"Secret in version "v1" cannot be handled as a Secret: illegal base64 data at input byte 4"#,
        ),
        (
            json!({"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "db"}, "data": {"DB_PASSWORD": "s3cr3t-not-for-production"}}),
            r#"Secret in version "v1" cannot be handled as a Secret: illegal base64 data at input byte 6"#,
        ),
        (
            json!({"apiVersion": "v1", "kind": "Secret", "metadata": {"name": "token"}, "data": {"token": 42}}),
            r#"Secret in version "v1" cannot be handled as a Secret: json: cannot unmarshal number into Go struct field Secret.data of type []uint8"#,
        ),
    ];
    for minor in [28, 37] {
        for (manifest, expected) in &cases {
            assert_eq!(answer(minor, manifest), [*expected], "1.{minor}: {manifest}");
        }
    }
}

#[test]
fn unknown_fields_are_strict_decoding_errors() {
    let cases = [
        (
            json!({
                "apiVersion": "v1", "kind": "Secret", "metadata": {"name": "token"},
                "strinData": {"user": "admin"}
            }),
            r#"Secret in version "v1" cannot be handled as a Secret: strict decoding error: unknown field "strinData""#,
        ),
        (
            json!({
                "apiVersion": "v1", "kind": "Service", "metadata": {"name": "web"},
                "spec": {"prots": [{"port": 80}], "selector": {"app": "web"}}
            }),
            r#"Service in version "v1" cannot be handled as a Service: strict decoding error: unknown field "spec.prots""#,
        ),
        // As written: `replica` before `template` (the API server lists them
        // in document order; pruning sorts them).
        (
            deployment(|spec| {
                spec["template"]["spec"]["containers"][0]["imagePullPolicyy"] = json!("Always");
                spec["replica"] = json!(2);
            }),
            r#"Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica", unknown field "spec.template.spec.containers[0].imagePullPolicyy""#,
        ),
    ];
    for minor in [28, 37] {
        for (manifest, expected) in &cases {
            assert_eq!(answer(minor, manifest), [*expected], "1.{minor}: {manifest}");
        }
    }
}

#[test]
fn a_field_of_a_newer_version_is_unknown_in_older_ones() {
    let manifest = deployment(|spec| spec["template"]["spec"]["hostnameOverride"] = json!("web-0"));
    assert_eq!(
        answer(33, &manifest),
        [
            r#"Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.template.spec.hostnameOverride""#
        ]
    );
    assert_eq!(answer(34, &manifest), Vec::<String>::new());
}

#[test]
fn required_fields_are_checked_by_the_schema() {
    // The API server's Go validation also says `spec.selector: Required
    // value` (with more errors about the template's labels).
    let manifest = deployment(|spec| {
        spec.as_object_mut().unwrap().remove("selector");
    });
    assert_eq!(answer(37, &manifest), ["spec.selector: Required value"]);
}

#[test]
fn the_decoder_answers_a_deeply_nested_crd_schema_without_exhausting_the_stack() {
    // 3,000 levels of `properties` under a CRD's schema (JSONSchemaProps
    // refers to itself): the decoder's walk is a loop, not recursion.
    // Built by hand: `json!` serializes a nested value recursively.
    let mut nested = json!({"type": "string"});
    for _ in 0..3_000 {
        let mut properties = serde_json::Map::new();
        properties.insert("a".to_string(), nested);
        let mut level = serde_json::Map::new();
        level.insert("type".to_string(), json!("object"));
        level.insert("properties".to_string(), Value::Object(properties));
        nested = Value::Object(level);
    }
    let mut crd = json!({
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {"name": "widgets.example.com"},
        "spec": {
            "group": "example.com",
            "scope": "Namespaced",
            "names": {"plural": "widgets", "kind": "Widget"},
            "versions": [{"name": "v1", "served": true, "storage": true, "schema": {"openAPIV3Schema": null}}]
        }
    });
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"] = nested;
    let builtins = Builtins::newest().unwrap();
    let Lookup::Served(definition) = builtins.lookup("apiextensions.k8s.io/v1", "CustomResourceDefinition") else {
        panic!("CustomResourceDefinition not served");
    };
    assert_eq!(definition.decode_error(&crd), Ok(None));
    let mut deepest = &mut crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
    for _ in 0..3_000 {
        deepest = &mut deepest["properties"]["a"];
    }
    deepest["type"] = json!(true);
    let path = format!(
        "spec.versions.schema.openAPIV3Schema{}.type",
        ".properties".repeat(3_000)
    );
    assert_eq!(
        definition.decode_error(&crd),
        Ok(Some(format!(
            "json: cannot unmarshal bool into Go struct field JSONSchemaProps.{path} of type string"
        )))
    );
    deepest = &mut crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"];
    for _ in 0..3_000 {
        deepest = &mut deepest["properties"]["a"];
    }
    deepest["type"] = json!("string");
    crd["spec"]["versions"][0]["schema"]["openAPIV3Schema"]["type"] = json!(1);
    assert_eq!(
        definition.decode_error(&crd),
        Ok(Some(
            "json: cannot unmarshal number into Go struct field JSONSchemaProps.spec.versions.schema.openAPIV3Schema.type of type string"
                .to_string()
        ))
    );
    // serde_json drops values recursively; this one is deeper than the test
    // thread's stack allows.
    std::mem::forget(crd);
}
