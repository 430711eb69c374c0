//! Proof that the generated checks and the emitted CRD schema agree: for
//! random Widgets, both reject the same fields for the same kind of rule.
//! The schema's keywords are checked by an independent JSON-Schema
//! validator (`jsonschema`, draft 4, the dialect OpenAPI v3 schemas extend),
//! its lowered `x-kubernetes-validations` rules by `validation-cel`.
//!
//! `metadata` is left out: the API server validates object metadata
//! itself, and a CRD's schema may say nothing about it.

use std::collections::BTreeMap;

use example_api::apps::v1::{validate_widget, Port, Widget, WidgetSpec, WidgetStatus, WorkerTemplate};
use example_api::meta::{ObjectMeta, TypeMeta};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use serde_json::Value;
use validation_gen::schema::{Options, Policy};
use validation_runtime::{ErrorType, Operation, Path};
use validation_schema::Schema;

/// The Widget schema the generator emits for the example API.
fn widget_schema() -> Schema {
    let generator = validation_gen::Generator::new().with_schemas(Options::new("schemas", Policy::Omit));
    let generation = generator
        .generate(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|d| panic!("{}", d.render_all()));
    let file = generation
        .files
        .iter()
        .find(|f| f.path.ends_with("apps.v1.Widget.json"))
        .expect("a schema for apps/v1 Widget");
    serde_json::from_str(&file.contents).unwrap()
}

/// A rejected field: its path as Kubernetes writes it, and the kind of rule
/// (the keyword, or `required` / `invalid` / `forbidden` for rules and
/// checks no keyword says).
type Rejection = (String, String);

/// Rejections, sorted: the same field may be rejected more than once.
type Rejections = Vec<Rejection>;

fn rust_rejections(widget: &Widget) -> Rejections {
    let mut found: Rejections = validate_widget(&Operation::create(), &Path::root(), Some(widget), None)
        .iter()
        .filter(|e| !e.field.starts_with("metadata"))
        .map(|e| {
            let kind = if e.origin.is_empty() {
                reason_kind(&e.error_type)
            } else {
                e.origin.clone()
            };
            (e.field.clone(), kind)
        })
        .collect();
    found.sort();
    found
}

fn reason_kind(error_type: &ErrorType) -> String {
    match error_type {
        ErrorType::Required => "required",
        ErrorType::Forbidden => "forbidden",
        _ => "invalid",
    }
    .to_owned()
}

/// The keywords' rejections, by the JSON-Schema validator.
fn keyword_rejections(validator: &jsonschema::Validator, schema: &Schema, json: &Value) -> Rejections {
    validator
        .iter_errors(json)
        .map(|e| {
            let mut path = kube_path(schema, e.instance_path().as_str());
            if let jsonschema::error::ValidationErrorKind::Required { property } = e.kind() {
                path = join(&path, property.as_str().unwrap_or_default());
            }
            (path, e.kind().keyword().to_owned())
        })
        .collect()
}

/// The lowered rules' rejections, by the CEL evaluator.
fn rule_rejections(validator: &validation_cel::Validator<'_>, json: &Value) -> Rejections {
    let mut outcome = validation_cel::Outcome::default();
    validator.rules(json, None, &mut outcome);
    outcome
        .errors
        .iter()
        .map(|e| (e.field.clone(), reason_kind(&e.error_type)))
        .collect()
}

/// A JSON pointer into an object of `schema` as a Kubernetes field path:
/// properties joined by dots, list indexes and map keys in brackets.
fn kube_path(schema: &Schema, pointer: &str) -> String {
    let mut path = String::new();
    let mut node = Some(schema);
    for segment in pointer.split('/').skip(1) {
        let segment = segment.replace("~1", "/").replace("~0", "~");
        let current = node.take();
        if let Some(property) = current.and_then(|s| s.properties.get(&segment)) {
            path = join(&path, &segment);
            node = Some(property);
        } else {
            path.push_str(&format!("[{segment}]"));
            node = current.and_then(|s| s.item_schema().or(s.additional_properties_schema()));
        }
    }
    path
}

fn join(path: &str, name: &str) -> String {
    if path.is_empty() {
        name.to_owned()
    } else {
        format!("{path}.{name}")
    }
}

fn port() -> impl Strategy<Value = Port> {
    prop_oneof![-1..=2i32, 65534..=65537i32].prop_map(Port)
}

fn template() -> impl Strategy<Value = WorkerTemplate> {
    (
        prop_oneof![Just(String::new()), Just("web:1".to_owned())],
        proptest::option::of(-1..=2i64),
    )
        .prop_map(|(image, cpu_millis)| WorkerTemplate { image, cpu_millis })
}

fn spec() -> impl Strategy<Value = WidgetSpec> {
    (
        proptest::option::of(prop_oneof![-2..=2i32, 999..=1001i32]),
        -2..=2i32,
        proptest::collection::btree_map("[a-c]", port(), 0..3),
        proptest::collection::vec(template(), 0..3),
    )
        .prop_map(|(replicas, min_ready_seconds, ports, templates)| WidgetSpec {
            replicas,
            min_ready_seconds,
            ports,
            templates,
        })
}

fn status() -> impl Strategy<Value = Option<WidgetStatus>> {
    proptest::option::of((-1..=1i32, proptest::option::of(-1..=1i64)).prop_map(
        |(ready_replicas, observed_generation)| WidgetStatus {
            ready_replicas,
            observed_generation,
        },
    ))
}

fn widget() -> impl Strategy<Value = Widget> {
    (spec(), status()).prop_map(|(spec, status)| Widget {
        type_meta: TypeMeta {
            kind: "Widget".to_owned(),
            api_version: "apps.example.com/v1".to_owned(),
        },
        metadata: ObjectMeta {
            name: "w".to_owned(),
            labels: BTreeMap::new(),
            ..ObjectMeta::default()
        },
        spec,
        status,
    })
}

#[test]
fn random_widgets_are_rejected_alike_by_the_checks_and_the_schema() {
    let schema = widget_schema();
    let document = serde_json::to_value(&schema).unwrap();
    let keywords = jsonschema::draft4::options()
        .should_validate_formats(false)
        .build(&document)
        .unwrap();
    let rules = validation_cel::Validator::new(&schema);
    assert!(
        rules.compiled().compile_errors().is_empty(),
        "{:?}",
        rules.compiled().compile_errors()
    );
    // A fixed seed: the same objects on every run.
    let config = Config {
        cases: 2000,
        failure_persistence: None,
        ..Config::default()
    };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let rejected = std::cell::Cell::new(0usize);
    runner
        .run(&widget(), |widget| {
            let json = serde_json::to_value(&widget).unwrap();
            let rust = rust_rejections(&widget);
            let mut schema_side = keyword_rejections(&keywords, &schema, &json);
            schema_side.extend(rule_rejections(&rules, &json));
            schema_side.sort();
            rejected.set(rejected.get() + usize::from(!rust.is_empty()));
            prop_assert_eq!(&rust, &schema_side, "{}", json);
            Ok(())
        })
        .unwrap();
    // The objects exercise both outcomes.
    let rejected = rejected.get();
    assert!(rejected > 200 && rejected < 1900, "{rejected} of 2000 rejected");
}
