//! The example `apps/v1` API end to end: a `Widget` validated through the
//! scheme on create and update (ratcheting, subresources),
//! the 422 `Status` the API server would return, and a
//! manifest deserialised with serde_json.

use std::collections::BTreeMap;

use example_api::apps::v1::{register_validations, Port, Widget, WidgetList, WidgetSpec, WidgetStatus, WorkerTemplate};
use example_api::meta::{ObjectMeta, TypeMeta};
use validation_runtime::{ErrorList, Operation, Scheme, Status};

/// Each error as `<reason> <field>: <body>`, then ` (origin: <o>)` when it
/// has one and ` [short-circuit]` when marked.
fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter()
        .map(|e| {
            let mut line = format!("{} {}", e.error_type.reason(), e);
            if !e.origin.is_empty() {
                line.push_str(&format!(" (origin: {})", e.origin));
            }
            if e.short_circuit {
                line.push_str(" [short-circuit]");
            }
            line
        })
        .collect()
}

const NONE: [&str; 0] = [];

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    scheme
}

fn create(widget: &Widget) -> Vec<String> {
    describe(&scheme().validate(&Operation::create(), widget, None))
}

fn update(widget: &Widget, old: &Widget) -> Vec<String> {
    describe(&scheme().validate(&Operation::update(), widget, Some(old)))
}

fn template(image: &str) -> WorkerTemplate {
    WorkerTemplate {
        image: image.to_owned(),
        cpu_millis: None,
    }
}

/// A valid Widget.
fn widget() -> Widget {
    Widget {
        type_meta: TypeMeta {
            kind: "Widget".to_owned(),
            api_version: "apps/v1".to_owned(),
        },
        metadata: ObjectMeta {
            name: "web".to_owned(),
            namespace: "default".to_owned(),
            generation: Some(1),
            labels: BTreeMap::from([("app".to_owned(), "web".to_owned())]),
        },
        spec: WidgetSpec {
            replicas: Some(3),
            min_ready_seconds: 10,
            ports: BTreeMap::from([("http".to_owned(), Port(80)), ("https".to_owned(), Port(443))]),
            templates: vec![
                template("nginx:1.27"),
                WorkerTemplate {
                    image: "sidecar".to_owned(),
                    cpu_millis: Some(250),
                },
            ],
        },
        status: Some(WidgetStatus {
            ready_replicas: 3,
            observed_generation: Some(1),
        }),
    }
}

fn with_port(name: &str, port: i32) -> Widget {
    let mut w = widget();
    w.spec.ports.insert(name.to_owned(), Port(port));
    w
}

#[test]
fn valid_widget_passes_create() {
    assert_eq!(create(&widget()), NONE);
}

#[test]
fn minimal_widget_with_only_a_name_passes_create() {
    let w = Widget {
        metadata: ObjectMeta {
            name: "w".to_owned(),
            ..ObjectMeta::default()
        },
        ..Widget::default()
    };
    assert_eq!(create(&w), NONE);
}

#[test]
fn negative_replicas_are_invalid() {
    let mut w = widget();
    w.spec.replicas = Some(-1);
    assert_eq!(
        create(&w),
        ["FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn too_many_replicas_are_invalid() {
    let mut w = widget();
    w.spec.replicas = Some(1001);
    assert_eq!(
        create(&w),
        ["FieldValueInvalid spec.replicas: Invalid value: 1001: must be less than or equal to 1000 (origin: maximum)"]
    );
}

#[test]
fn port_zero_is_invalid_at_its_map_key() {
    assert_eq!(
        create(&with_port("http", 0)),
        ["FieldValueInvalid spec.ports[http]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn port_above_65535_is_invalid_at_its_map_key() {
    assert_eq!(
        create(&with_port("http", 70000)),
        ["FieldValueInvalid spec.ports[http]: Invalid value: 70000: must be less than or equal to 65535 (origin: maximum)"]
    );
}

#[test]
fn template_without_image_is_required_at_its_index() {
    let mut w = widget();
    w.spec.templates[1].image.clear();
    assert_eq!(
        create(&w),
        ["FieldValueRequired spec.templates[1].image: Required value [short-circuit]"]
    );
}

#[test]
fn template_without_image_still_checks_its_other_fields() {
    let mut w = widget();
    w.spec.templates[1] = WorkerTemplate {
        image: String::new(),
        cpu_millis: Some(0),
    };
    assert_eq!(
        create(&w),
        [
            "FieldValueRequired spec.templates[1].image: Required value [short-circuit]",
            "FieldValueInvalid spec.templates[1].cpuMillis: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn missing_metadata_name_is_required() {
    let mut w = widget();
    w.metadata.name.clear();
    assert_eq!(
        create(&w),
        ["FieldValueRequired metadata.name: Required value [short-circuit]"]
    );
}

#[test]
fn optional_zero_values_are_not_checked() {
    let mut w = widget();
    w.spec.min_ready_seconds = 0;
    w.spec.replicas = None;
    w.spec.ports.clear();
    w.spec.templates.clear();
    w.status = Some(WidgetStatus {
        ready_replicas: 0,
        observed_generation: None,
    });
    assert_eq!(create(&w), NONE);
}

#[test]
fn every_error_is_reported_in_field_order() {
    let mut w = widget();
    w.metadata.name.clear();
    w.metadata.generation = Some(-1);
    w.spec.replicas = Some(-1);
    w.spec.min_ready_seconds = -5;
    w.spec.ports.insert("http".to_owned(), Port(0));
    w.spec.ports.insert("https".to_owned(), Port(70000));
    w.spec.templates[0].image.clear();
    w.status = Some(WidgetStatus {
        ready_replicas: -1,
        observed_generation: Some(-2),
    });
    assert_eq!(
        create(&w),
        [
            "FieldValueRequired metadata.name: Required value [short-circuit]",
            "FieldValueInvalid metadata.generation: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid spec.minReadySeconds: Invalid value: -5: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid spec.ports[http]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid spec.ports[https]: Invalid value: 70000: must be less than or equal to 65535 (origin: maximum)",
            "FieldValueRequired spec.templates[0].image: Required value [short-circuit]",
            "FieldValueInvalid status.readyReplicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid status.observedGeneration: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_keeps_an_unchanged_invalid_value() {
    let mut old = widget();
    old.spec.replicas = Some(-1);
    let mut new = old.clone();
    new.metadata.labels.insert("tier".to_owned(), "frontend".to_owned());
    new.spec.min_ready_seconds = 20;
    assert_eq!(update(&new, &old), NONE);
}

#[test]
fn update_changing_an_invalid_value_reports_it() {
    let mut old = widget();
    old.spec.replicas = Some(-1);
    let mut new = old.clone();
    new.spec.replicas = Some(-2);
    assert_eq!(
        update(&new, &old),
        ["FieldValueInvalid spec.replicas: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_making_a_valid_value_invalid_reports_it() {
    let old = widget();
    let mut new = widget();
    new.spec.replicas = Some(-1);
    assert_eq!(
        update(&new, &old),
        ["FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_keeps_an_unchanged_missing_name() {
    let mut old = widget();
    old.metadata.name.clear();
    let mut new = old.clone();
    new.spec.replicas = Some(5);
    assert_eq!(update(&new, &old), NONE);
}

#[test]
fn update_skips_unchanged_ports_and_checks_changed_ones() {
    let old = with_port("admin", 0);
    let mut new = with_port("admin", 0);
    new.spec.ports.insert("metrics".to_owned(), Port(70000));
    assert_eq!(
        update(&new, &old),
        ["FieldValueInvalid spec.ports[metrics]: Invalid value: 70000: must be less than or equal to 65535 (origin: maximum)"]
    );
}

#[test]
fn update_of_changed_templates_revalidates_every_template() {
    // `templates` is an atomic list: once it changes, the unchanged template
    // without an image at [0] is reported again.
    let mut old = widget();
    old.spec.templates[0].image.clear();
    let mut new = old.clone();
    new.spec.templates[1].cpu_millis = Some(500);
    assert_eq!(
        update(&new, &old),
        ["FieldValueRequired spec.templates[0].image: Required value [short-circuit]"]
    );
}

#[test]
fn update_of_unchanged_templates_is_ratcheted() {
    let mut old = widget();
    old.spec.templates[0].image.clear();
    let mut new = old.clone();
    new.spec.replicas = Some(4);
    assert_eq!(update(&new, &old), NONE);
}

#[test]
fn status_subresource_validates_the_widget() {
    let mut w = widget();
    w.status = Some(WidgetStatus {
        ready_replicas: -1,
        observed_generation: Some(1),
    });
    let op = Operation::create().with_subresource("/status");
    assert_eq!(
        describe(&scheme().validate(&op, &w, None)),
        ["FieldValueInvalid status.readyReplicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn status_subresource_update_is_ratcheted() {
    let mut old = widget();
    old.status = Some(WidgetStatus {
        ready_replicas: -1,
        observed_generation: Some(1),
    });
    let mut new = old.clone();
    new.status = Some(WidgetStatus {
        ready_replicas: -1,
        observed_generation: Some(2),
    });
    let op = Operation::update().with_subresource("/status");
    assert_eq!(describe(&scheme().validate(&op, &new, Some(&old))), NONE);
    new.status = Some(WidgetStatus {
        ready_replicas: -3,
        observed_generation: Some(-1),
    });
    assert_eq!(
        describe(&scheme().validate(&op, &new, Some(&old))),
        [
            "FieldValueInvalid status.readyReplicas: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid status.observedGeneration: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn unsupported_subresource_is_an_internal_error() {
    let op = Operation::create().with_subresource("/scale");
    assert_eq!(
        describe(&scheme().validate(&op, &widget(), None)),
        ["InternalError <nil>: Internal error: no validation found for Widget, subresource: /scale"]
    );
}

#[test]
fn widget_list_is_not_a_root() {
    let scheme = scheme();
    assert!(scheme.is_registered::<Widget>());
    assert!(!scheme.is_registered::<WidgetList>());
    let list = WidgetList {
        items: vec![widget()],
        ..WidgetList::default()
    };
    // Not registered: Kubernetes' scheme validates nothing for it.
    assert!(describe(&scheme.validate(&Operation::create(), &list, None)).is_empty());
}

#[test]
fn invalid_widget_becomes_a_422_status() {
    let mut w = widget();
    w.spec.replicas = Some(-1);
    w.spec.ports.insert("http".to_owned(), Port(0));
    w.spec.templates[1].image.clear();
    let errs = scheme().validate(&Operation::create(), &w, None);
    assert_eq!(
        Status::invalid("Widget", "apps", &w.metadata.name, &errs)
            .map(|s| s.to_json())
            .as_deref(),
        Some(concat!(
            r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","#,
            r#""message":"Widget.apps \"web\" is invalid: ["#,
            r#"spec.replicas: Invalid value: -1: must be greater than or equal to 0, "#,
            r#"spec.ports[http]: Invalid value: 0: must be greater than or equal to 1, "#,
            r#"spec.templates[1].image: Required value]","#,
            r#""reason":"Invalid","details":{"name":"web","group":"apps","kind":"Widget","causes":["#,
            r#"{"reason":"FieldValueInvalid","message":"Invalid value: -1: must be greater than or equal to 0","field":"spec.replicas"},"#,
            r#"{"reason":"FieldValueInvalid","message":"Invalid value: 0: must be greater than or equal to 1","field":"spec.ports[http]"},"#,
            r#"{"reason":"FieldValueRequired","message":"Required value","field":"spec.templates[1].image"}"#,
            r#"]},"code":422}"#,
        ))
    );
}

#[test]
fn status_json_is_html_safe() {
    let mut w = widget();
    w.metadata.name = "a<b>&c".to_owned();
    w.spec.replicas = Some(-1);
    let errs = scheme().validate(&Operation::create(), &w, None);
    assert_eq!(
        Status::invalid("Widget", "apps", &w.metadata.name, &errs)
            .map(|s| s.to_json())
            .as_deref(),
        Some(concat!(
            r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","#,
            r#""message":"Widget.apps \"a\u003cb\u003e\u0026c\" is invalid: "#,
            r#"spec.replicas: Invalid value: -1: must be greater than or equal to 0","#,
            r#""reason":"Invalid","details":{"name":"a\u003cb\u003e\u0026c","group":"apps","kind":"Widget","causes":["#,
            r#"{"reason":"FieldValueInvalid","message":"Invalid value: -1: must be greater than or equal to 0","field":"spec.replicas"}"#,
            r#"]},"code":422}"#,
        ))
    );
}

const MANIFEST: &str = r#"{
  "apiVersion": "apps/v1",
  "kind": "Widget",
  "metadata": {"name": "web", "labels": {"app": "web"}},
  "spec": {
    "replicas": 3,
    "minReadySeconds": -1,
    "ports": {"http": 80, "metrics": 0},
    "templates": [
      {"image": "nginx:1.27"},
      {"cpuMillis": 0}
    ]
  }
}"#;

#[test]
fn manifest_deserialises_into_a_widget() {
    let w: Widget = serde_json::from_str(MANIFEST).expect("valid JSON manifest");
    assert_eq!(
        w.type_meta,
        TypeMeta {
            kind: "Widget".to_owned(),
            api_version: "apps/v1".to_owned()
        }
    );
    assert_eq!(w.metadata.name, "web");
    assert_eq!(w.spec.replicas, Some(3));
    assert_eq!(w.spec.ports.get("metrics"), Some(&Port(0)));
    assert_eq!(w.spec.templates.len(), 2);
    assert_eq!(w.status, None);
}

#[test]
fn deserialised_manifest_is_validated() {
    let w: Widget = serde_json::from_str(MANIFEST).expect("valid JSON manifest");
    assert_eq!(
        create(&w),
        [
            "FieldValueInvalid spec.minReadySeconds: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid spec.ports[metrics]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueRequired spec.templates[1].image: Required value [short-circuit]",
            "FieldValueInvalid spec.templates[1].cpuMillis: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn deserialised_valid_manifest_passes() {
    let manifest = r#"{"apiVersion":"apps/v1","kind":"Widget","metadata":{"name":"ok"},"spec":{"replicas":1,"ports":{"http":8080}}}"#;
    let w: Widget = serde_json::from_str(manifest).expect("valid JSON manifest");
    assert_eq!(create(&w), NONE);
}
