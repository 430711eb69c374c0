//! Rules below a field: kube-openapi's nested markers (`items:`,
//! `additionalProperties:`, `properties:<name>:`) and `k8s:eachVal`. Each
//! rule runs at the item's, value's or field's path; transition rules pair
//! map-list items and map values by key and never ratchet.

use std::collections::BTreeMap;

use cel_output::rules::{validate_fleet, Fleet, Pool, Window};
use validation_runtime::{ErrorList, Operation, Path};

fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter()
        .map(|e| format!("{} {}", e.error_type.reason(), e))
        .collect()
}

fn validate(obj: &Fleet, old: Option<&Fleet>) -> Vec<String> {
    let op = if old.is_some() {
        Operation::update()
    } else {
        Operation::create()
    };
    describe(&validate_fleet(&op, &Path::new("spec"), Some(obj), old))
}

fn pool(name: &str, size: i64) -> Pool {
    Pool {
        name: name.into(),
        size,
    }
}

fn valid() -> Fleet {
    Fleet {
        nodes: vec!["n-1".into(), "n-2".into()],
        pools: vec![pool("a", 1), pool("b", 2)],
        quotas: BTreeMap::from([("cpu".into(), 4), ("mem".into(), 8)]),
        window: Window {
            start: 8,
            days: vec!["mon".into(), "tue".into()],
        },
        ports: vec![80, 8080],
        labels: BTreeMap::from([("team".into(), "x".into())]),
        steps: Vec::new(),
        revisions: BTreeMap::new(),
        zones: vec!["eu-1".into()],
    }
}

fn with(f: impl FnOnce(&mut Fleet)) -> Fleet {
    let mut obj = valid();
    f(&mut obj);
    obj
}

#[test]
fn a_valid_object_has_no_errors() {
    assert_eq!(validate(&valid(), None), Vec::<String>::new());
    assert_eq!(validate(&valid(), Some(&valid())), Vec::<String>::new());
}

/// On create: the plain rules, at each item's, value's or field's path.
#[test]
fn plain_rules_run_below_the_field() {
    let cases: Vec<(&str, Fleet, Vec<&str>)> = vec![
        (
            "items of an atomic list",
            with(|o| o.nodes[1] = "x-2".into()),
            vec!["FieldValueInvalid spec.nodes[1]: Invalid value: \"x-2\": node names start with n-"],
        ),
        (
            "items of a map list, with a field path",
            with(|o| o.pools[1].size = 11),
            vec!["FieldValueInvalid spec.pools[1].size: Invalid value: failed rule: self.size <= 10"],
        ),
        (
            "map values",
            with(|o| {
                o.quotas.insert("gpu".into(), -1);
            }),
            vec!["FieldValueInvalid spec.quotas[gpu]: Invalid value: -1: failed rule: self >= 0"],
        ),
        (
            "a property, with a reason",
            with(|o| o.window.start = 24),
            vec!["FieldValueForbidden spec.window.start: Forbidden: failed rule: self < 24"],
        ),
        (
            "items of a property",
            with(|o| o.window.days.push("sun".into())),
            vec!["FieldValueInvalid spec.window.days[2]: Invalid value: \"sun\": failed rule: self in ['mon', 'tue', 'wed', 'thu', 'fri']"],
        ),
        (
            "items of a type (an alias)",
            with(|o| o.zones.push("us-east-12".into())),
            vec!["FieldValueInvalid spec.zones[1]: Invalid value: \"us-east-12\": zone us-east-12 is longer than 8"],
        ),
        (
            "eachVal on a set",
            with(|o| o.ports.push(81)),
            vec!["FieldValueInvalid spec.ports[2]: Invalid value: 81: ports are even"],
        ),
    ];
    for (name, obj, want) in cases {
        assert_eq!(validate(&obj, None), want, "{name}");
    }
}

/// On update: transition rules compare each item with its old item of the
/// same key, each map value with the old value of the same key.
#[test]
fn transition_rules_pair_items_and_values_by_key() {
    let old = valid();
    let cases: Vec<(&str, Fleet, Vec<&str>)> = vec![
        (
            "a shrunk pool, reordered",
            with(|o| o.pools = vec![pool("b", 1), pool("a", 1)]),
            vec!["FieldValueInvalid spec.pools[0]: Invalid value: a pool may not shrink"],
        ),
        (
            "a new pool has no old item",
            with(|o| o.pools.push(pool("c", 0))),
            vec![],
        ),
        (
            "a lowered quota",
            with(|o| {
                o.quotas.insert("mem".into(), 2);
            }),
            vec!["FieldValueInvalid spec.quotas[mem]: Invalid value: 2: quota 2 is below 8"],
        ),
        (
            "a changed label, through eachVal",
            with(|o| {
                o.labels.insert("team".into(), "y".into());
                o.labels.insert("new".into(), "z".into());
            }),
            vec!["FieldValueInvalid spec.labels[team]: Invalid value: \"y\": labels are immutable"],
        ),
    ];
    for (name, obj, want) in cases {
        assert_eq!(validate(&obj, Some(&old)), want, "{name}");
    }
}

/// Transition rules never ratchet: an unchanged item or value (in an
/// unchanged list or map, or next to changed ones) still has to pass them,
/// while the plain rules of unchanged values are not checked again.
#[test]
fn nested_transition_rules_never_ratchet() {
    // Stored before the plain rules held: a pool over 10, a negative
    // quota, a node name without its prefix.
    let stored = with(|o| {
        o.pools[0].size = 20;
        o.quotas.insert("cpu".into(), -4);
        o.nodes[0] = "x-1".into();
        o.steps = vec![pool("s1", 1), pool("s2", 1)];
        o.revisions = BTreeMap::from([("r".into(), 1)]);
    });
    let every_transition_rule = [
        "FieldValueInvalid spec.steps[0]: Invalid value: a step must grow on every update",
        "FieldValueInvalid spec.steps[1]: Invalid value: a step must grow on every update",
        "FieldValueInvalid spec.revisions[r]: Invalid value: 1: revisions must grow on every update",
    ];
    assert_eq!(validate(&stored, Some(&stored)), every_transition_rule);
    // One step grown, the other not; a new revision key has no old value.
    let mut new = stored.clone();
    new.steps[1].size = 2;
    new.revisions = BTreeMap::from([("r".into(), 2), ("s".into(), 0)]);
    assert_eq!(validate(&new, Some(&stored)), [every_transition_rule[0]]);
    // On create, no transition rule runs.
    assert_eq!(
        validate(&with(|o| o.steps = stored.steps.clone()), None),
        Vec::<String>::new()
    );
}
