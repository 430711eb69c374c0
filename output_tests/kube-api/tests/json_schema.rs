//! The generated `impl JsonSchema` of each root says its CRD structural
//! schema, as schemars hands it to a caller (kube-rs' `crd()`): structural,
//! with the tags' keywords and no `+k8s:` lines in its descriptions.

use kube_api::apps::v1::types::Deployment;
use kube_api::apps::v1beta1::types::Scale;
use kube_api::batch::v1alpha1::types::CronJob;
use serde_json::{json, Value};

/// The root schema schemars makes for `T`, without the `$schema` and
/// `title` schemars adds at a root.
fn root_schema<T: schemars::JsonSchema>() -> Value {
    let mut schema = schemars::SchemaGenerator::default()
        .into_root_schema_for::<T>()
        .to_value();
    let object = schema.as_object_mut().unwrap();
    object.remove("$schema");
    assert_eq!(object.remove("title"), Some(json!(T::schema_name())));
    schema
}

#[test]
fn every_root_schema_is_structural_and_free_of_tag_lines() {
    for (name, schema) in [
        ("Deployment", root_schema::<Deployment>()),
        ("Scale", root_schema::<Scale>()),
        ("CronJob", root_schema::<CronJob>()),
    ] {
        let parsed: validation_schema::Schema = serde_json::from_value(schema.clone()).unwrap();
        let errors = validation_schema::structural::check_schema(&parsed);
        assert!(errors.is_empty(), "{name}: {errors:?}");
        assert!(!schema.to_string().contains("+k8s:"), "{name}: {schema}");
        assert_eq!(schema["properties"]["metadata"], json!({"type": "object"}), "{name}");
    }
}

#[test]
fn the_deployment_schema_carries_the_tags() {
    let schema = root_schema::<Deployment>();
    let cases = [
        ("/type", json!("object")),
        ("/properties/apiVersion/type", json!("string")),
        ("/properties/spec/properties/replicas/minimum", json!(0)),
        ("/properties/spec/properties/replicas/nullable", json!(true)),
        ("/properties/spec/properties/minReadySeconds/minimum", json!(0)),
    ];
    for (pointer, expected) in cases {
        assert_eq!(schema.pointer(pointer), Some(&expected), "{pointer}: {schema}");
    }
}
