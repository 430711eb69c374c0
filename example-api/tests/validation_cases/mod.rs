//! The Widget's declarative-validation test cases, shared by the rollout
//! equivalence tests and the generated coverage test
//! (`zz_generated_validation_coverage.rs`), and random Widgets for the
//! property tests.

use std::collections::BTreeMap;

use example_api::apps::v1::{
    validate_widget, validate_widget_by_hand, Port, Widget, WidgetSpec, WidgetStatus, WorkerTemplate,
};
use example_api::meta::ObjectMeta;
use validation_runtime::rollout::MismatchException;
use validation_runtime::{ErrorList, Operation, Path};
use validation_testkit::proptest::collection::{btree_map, vec};
use validation_testkit::proptest::option;
use validation_testkit::proptest::prelude::*;
use validation_testkit::{Case, CoverageRecorder, Equivalence};

/// The generated validation as the test kit calls it.
pub fn declarative(op: &Operation, obj: &Widget, old: Option<&Widget>) -> ErrorList {
    validate_widget(op, &Path::root(), Some(obj), old)
}

pub fn hand_written(op: &Operation, obj: &Widget, old: Option<&Widget>) -> ErrorList {
    validate_widget_by_hand(op, obj, old)
}

/// The accepted difference: the hand-written CPU minimum is stricter than
/// the tag's (see `LEGACY_MIN_CPU_MILLIS`).
pub fn accepted_differences() -> Vec<MismatchException> {
    vec![MismatchException::at("spec.templates[*].cpuMillis").origin("minimum")]
}

/// A valid Widget to start cases from.
pub fn valid() -> Widget {
    Widget {
        metadata: ObjectMeta {
            name: "w".into(),
            ..ObjectMeta::default()
        },
        spec: WidgetSpec {
            replicas: Some(3),
            templates: vec![template("nginx", Some(250))],
            ..WidgetSpec::default()
        },
        ..Widget::default()
    }
}

pub fn template(image: &str, cpu_millis: Option<i64>) -> WorkerTemplate {
    WorkerTemplate {
        image: image.into(),
        cpu_millis,
    }
}

fn with(f: impl FnOnce(&mut Widget)) -> Widget {
    let mut w = valid();
    f(&mut w);
    w
}

/// Create and update cases that, between them, break every declared rule.
pub fn cases() -> Vec<Case<Widget>> {
    vec![
        Case::create("valid", valid()),
        Case::create("no name", with(|w| w.metadata.name.clear())),
        Case::create("negative generation", with(|w| w.metadata.generation = Some(-1))),
        Case::create("negative replicas", with(|w| w.spec.replicas = Some(-1))),
        Case::create("too many replicas", with(|w| w.spec.replicas = Some(1001))),
        Case::create("negative minReadySeconds", with(|w| w.spec.min_ready_seconds = -5)),
        Case::create(
            "ports out of range",
            with(|w| w.spec.ports = BTreeMap::from([("low".into(), Port(0)), ("high".into(), Port(65536))])),
        ),
        Case::create(
            "template without image",
            with(|w| w.spec.templates.push(template("", None))),
        ),
        Case::create(
            "template with no CPU",
            with(|w| w.spec.templates.push(template("busybox", Some(0)))),
        ),
        Case::create(
            "legacy CPU minimum (accepted difference)",
            with(|w| w.spec.templates.push(template("busybox", Some(50)))),
        ),
        Case::create(
            "eleven templates (hand-written only)",
            with(|w| w.spec.templates = vec![template("x", None); 11]),
        ),
        Case::create(
            "negative status",
            with(|w| {
                w.status = Some(WidgetStatus {
                    ready_replicas: -1,
                    observed_generation: Some(-2),
                })
            }),
        ),
        Case::update(
            "unchanged invalid replicas ratchet",
            with(|w| w.spec.replicas = Some(-1)),
            with(|w| w.spec.replicas = Some(-1)),
        ),
        Case::update(
            "changed invalid replicas",
            with(|w| w.spec.replicas = Some(-1)),
            with(|w| w.spec.replicas = Some(-2)),
        ),
        Case::update(
            "one port ratchets, a new one does not",
            with(|w| w.spec.ports = BTreeMap::from([("a".into(), Port(0)), ("b".into(), Port(0))])),
            with(|w| w.spec.ports = BTreeMap::from([("a".into(), Port(0))])),
        ),
        Case::update(
            "atomic templates revalidated when one changes",
            with(|w| w.spec.templates = vec![template("", None), template("a", None)]),
            with(|w| w.spec.templates = vec![template("", None), template("b", None)]),
        ),
    ]
}

/// The equivalence of the two validators, with the accepted difference.
pub fn equivalence<'a>() -> Equivalence<'a, Widget> {
    Equivalence::new("Widget", &hand_written, &declarative).exceptions(accepted_differences())
}

/// Called by the generated coverage test.
pub fn record_coverage(recorder: &CoverageRecorder) {
    equivalence().record_into(recorder).assert_table(&cases());
}

/// Random Widgets around every rule's boundaries.
pub fn widgets() -> impl Strategy<Value = Widget> + Clone {
    let meta = (
        prop_oneof![Just(String::new()), Just("w".to_owned())],
        option::of(prop_oneof![Just(-1i64), Just(0), Just(7)]),
    )
        .prop_map(|(name, generation)| ObjectMeta {
            name,
            generation,
            ..ObjectMeta::default()
        });
    let port = prop_oneof![Just(-1), Just(0), Just(1), Just(8080), Just(65535), Just(65536)].prop_map(Port);
    let templates = vec(
        (
            prop_oneof![Just(""), Just("nginx")],
            option::of(prop_oneof![Just(0i64), Just(1), Just(100), Just(-3)]),
        )
            .prop_map(|(image, cpu)| template(image, cpu)),
        0..12,
    );
    let spec = (
        option::of(prop_oneof![Just(-1), Just(0), Just(1000), Just(1001)]),
        prop_oneof![Just(-1), Just(0), Just(30)],
        btree_map(prop_oneof![Just("a".to_owned()), Just("b".to_owned())], port, 0..3),
        templates,
    )
        .prop_map(|(replicas, min_ready_seconds, ports, templates)| WidgetSpec {
            replicas,
            min_ready_seconds,
            ports,
            templates,
        });
    let status = option::of(
        (
            prop_oneof![Just(-1), Just(0), Just(2)],
            option::of(prop_oneof![Just(-1i64), Just(3)]),
        )
            .prop_map(|(ready_replicas, observed_generation)| WidgetStatus {
                ready_replicas,
                observed_generation,
            }),
    );
    (meta, spec, status).prop_map(|(metadata, spec, status)| Widget {
        metadata,
        spec,
        status,
        ..Widget::default()
    })
}
