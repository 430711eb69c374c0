//! The hand-written Pod validation returns exactly the generated one's
//! errors (type, path, value, detail, origin, flags) on every benchmark
//! case, so the benchmark compares equal work.

use validation_benchmarks::fixtures::{changed_pod, invalid_pod, valid_pod};
use validation_benchmarks::{handwritten, pods};
use validation_runtime::{ErrorList, Operation, Path};

fn both(op: &Operation, new: &pods::Pod, old: Option<&pods::Pod>) -> (ErrorList, ErrorList) {
    let generated = pods::validate_pod(op, &Path::root(), Some(new), old);
    let by_hand = handwritten::validate_pod(op, new, old);
    (generated, by_hand)
}

#[test]
fn valid_cases_have_no_errors_either_way() {
    let (valid, changed) = (valid_pod(), changed_pod());
    for (op, new, old) in [
        (Operation::create(), &valid, None),
        (Operation::update(), &valid, Some(&valid)),
        (Operation::update(), &changed, Some(&valid)),
    ] {
        let (generated, by_hand) = both(&op, new, old);
        assert!(generated.is_empty(), "{generated:?}");
        assert!(by_hand.is_empty(), "{by_hand:?}");
    }
}

const LABEL_NAME: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const DNS_LABEL: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

#[test]
fn invalid_create_gives_the_same_ten_errors() {
    let (generated, by_hand) = both(&Operation::create(), &invalid_pod(), None);
    let rendered: Vec<String> = generated.iter().map(|e| format!("{e} ({})", e.origin)).collect();
    assert_eq!(
        rendered,
        [
            format!("metadata.labels: Invalid value: \"-bad-key\": {LABEL_NAME} (format=k8s-label-key)"),
            format!("spec.containers[0].name: Invalid value: \"Web\": {DNS_LABEL} (format=k8s-short-name)"),
            "spec.containers[0].imagePullPolicy: Unsupported value: \"Maybe\": supported values: \"Always\", \"IfNotPresent\", \"Never\" ()".into(),
            "spec.containers[0].ports[1].containerPort: Invalid value: 70000: must be less than or equal to 65535 (maximum)".into(),
            "spec.containers[0].env[3]: Duplicate value: {\"name\":\"WEB_SETTING_2\",\"value\":\"value-3\"} ()".into(),
            "spec.containers[1].image: Required value ()".into(),
            "spec.volumes[1]: Invalid value: \"{emptyDir, hostPath}\": must specify exactly one of: `emptyDir`, `configMap`, `secret`, `hostPath` (union)".into(),
            "spec.restartPolicy: Unsupported value: \"Sometimes\": supported values: \"Always\", \"Never\", \"OnFailure\" ()".into(),
            "spec.terminationGracePeriodSeconds: Invalid value: -5: must be greater than or equal to 0 (minimum)".into(),
            format!("spec.serviceAccountName: Invalid value: \"Web_Account\": {DNS_LABEL} (format=k8s-short-name)"),
        ]
    );
    assert_eq!(generated, by_hand);
}

/// Updates that break things: only the changed parts are reported, the
/// same way.
#[test]
fn invalid_updates_agree() {
    let (valid, invalid) = (valid_pod(), invalid_pod());
    let (generated, by_hand) = both(&Operation::update(), &invalid, Some(&valid));
    assert_eq!(generated.len(), 10);
    assert_eq!(generated, by_hand);
    let (generated, by_hand) = both(&Operation::update(), &invalid, Some(&invalid));
    assert!(
        generated.is_empty() && by_hand.is_empty(),
        "unchanged invalid objects are ratcheted"
    );
}

/// The garde and validator mirrors accept the valid Pod and reject the
/// invalid one (they report differently, but they do check).
#[test]
fn garde_and_validator_mirrors_agree_on_validity() {
    use validation_benchmarks::mirror::MPod;
    let (valid, invalid) = (MPod::from(&valid_pod()), MPod::from(&invalid_pod()));
    assert!(garde::Validate::validate(&valid).is_ok());
    assert!(validator::Validate::validate(&valid).is_ok());
    let garde_report = garde::Validate::validate(&invalid).unwrap_err();
    assert_eq!(garde_report.iter().count(), 10, "{garde_report}");
    let validator_errors = validator::Validate::validate(&invalid).unwrap_err();
    assert!(!validator_errors.errors().is_empty());
}

/// The same for the example API's `Widget`, hand-written in
/// `handwritten::widget`.
#[test]
fn widget_by_hand_agrees() {
    use example_api::apps::v1::{validate_widget, Port, Widget};
    use validation_benchmarks::handwritten::widget;
    let valid = validation_benchmarks::fixtures::widget();
    let mut invalid = valid.clone();
    invalid.metadata.name.clear();
    invalid.metadata.generation = Some(-1);
    invalid.spec.replicas = Some(1001);
    invalid.spec.ports.insert("bad".into(), Port(0));
    invalid.spec.templates[1].image.clear();
    invalid.status.as_mut().unwrap().ready_replicas = -2;
    let cases: [(Operation, &Widget, Option<&Widget>); 5] = [
        (Operation::create(), &valid, None),
        (Operation::update(), &valid, Some(&valid)),
        (Operation::create(), &invalid, None),
        (Operation::update(), &invalid, Some(&valid)),
        (Operation::update(), &invalid, Some(&invalid)),
    ];
    for (op, new, old) in cases {
        let generated = validate_widget(&op, &Path::root(), Some(new), old);
        assert_eq!(generated, widget::validate_widget(&op, new, old));
    }
    use validation_benchmarks::mirror::MWidget;
    assert!(garde::Validate::validate(&MWidget::from(&valid)).is_ok());
    assert!(validator::Validate::validate(&MWidget::from(&valid)).is_ok());
    assert_eq!(
        garde::Validate::validate(&MWidget::from(&invalid))
            .unwrap_err()
            .iter()
            .count(),
        6
    );
    assert!(validator::Validate::validate(&MWidget::from(&invalid)).is_err());
    let errs = validate_widget(&Operation::create(), &Path::root(), Some(&invalid), None);
    let rendered: Vec<String> = errs.iter().map(ToString::to_string).collect();
    assert_eq!(
        rendered,
        [
            "metadata.name: Required value",
            "metadata.generation: Invalid value: -1: must be greater than or equal to 0",
            "spec.replicas: Invalid value: 1001: must be less than or equal to 1000",
            "spec.ports[bad]: Invalid value: 0: must be greater than or equal to 1",
            "spec.templates[1].image: Required value",
            "status.readyReplicas: Invalid value: -2: must be greater than or equal to 0",
        ]
    );
}
