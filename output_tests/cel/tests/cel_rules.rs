//! CEL rule tags in generated validation: each rule's error as the API
//! server reports it (reason, path + fieldPath, detail from message,
//! messageExpression or `failed rule: <rule>`), transition rules only
//! where an old value is paired, and `optionalOldSelf` also on create.

use std::collections::BTreeMap;

use cel_output::rules::{
    validate_generations, validate_revisioned, validate_scaling, validate_widget, Counter, Entry, Generations, Item,
    Meta, Nested, Port, Revisioned, Scaling, Widget, WidgetSpec,
};
use validation_runtime::{Operation, Path};

mod support;
use support::describe;

fn create(obj: &Scaling) -> Vec<String> {
    describe(&validate_scaling(
        &Operation::create(),
        &Path::new("spec"),
        Some(obj),
        None,
    ))
}

fn update(obj: &Scaling, old: &Scaling) -> Vec<String> {
    describe(&validate_scaling(
        &Operation::update(),
        &Path::new("spec"),
        Some(obj),
        Some(old),
    ))
}

fn item(name: &str, value: i64) -> Item {
    Item {
        name: name.into(),
        value,
    }
}

fn entry(name: &str, value: i64) -> Entry {
    Entry {
        name: name.into(),
        value,
    }
}

fn valid() -> Scaling {
    Scaling {
        min_replicas: 1,
        replicas: 3,
        mode: "fast".into(),
        name: "w-1".into(),
        label: Some("a".into()),
        atomic_items: vec![entry("a", 1)],
        keyed_items: vec![item("a", 1), item("b", 2)],
        set_items: vec![Port(1)],
        limits: BTreeMap::from([("cpu".into(), item("cpu", 4))]),
    }
}

fn updated(f: impl FnOnce(&mut Scaling)) -> Scaling {
    let mut obj = valid();
    f(&mut obj);
    obj
}

#[test]
fn a_valid_object_has_no_errors() {
    assert_eq!(create(&valid()), Vec::<String>::new());
    assert_eq!(update(&valid(), &valid()), Vec::<String>::new());
}

/// On create: every rule but the transition rules; the
/// `optionalOldSelf` rule runs with `oldSelf` an empty optional.
#[test]
fn create_runs_every_rule_but_transition_rules() {
    let cases: Vec<(&str, Scaling, Vec<&str>)> = vec![
        (
            "message",
            updated(|o| o.min_replicas = 4),
            vec!["FieldValueInvalid spec: Invalid value: replicas must be at least minReplicas"],
        ),
        (
            "optionalOldSelf without an old object, message expression",
            updated(|o| o.replicas = 101),
            vec!["FieldValueInvalid spec: Invalid value: replicas must be at most 100, got 101"],
        ),
        (
            "a rule over several lines",
            updated(|o| o.mode = "medium".into()),
            vec!["FieldValueInvalid spec.mode: Invalid value: \"medium\": mode must be fast or slow"],
        ),
        (
            "field rule, default message",
            updated(|o| o.name = "x".into()),
            vec!["FieldValueInvalid spec.name: Invalid value: \"x\": failed rule: self.startsWith('w-')"],
        ),
        (
            "list rule with reason and message expression",
            updated(|o| o.atomic_items = vec![entry("a", 1), entry("b", 1), entry("c", 1), entry("d", 1)]),
            vec!["FieldValueRequired spec.atomicItems: Required value: at most 3 items, got 4"],
        ),
        (
            "item rules of every list type and of map values",
            updated(|o| {
                o.atomic_items = vec![entry("a", -1)];
                o.keyed_items = vec![item("a", 1), item("b", -2)];
                o.set_items = vec![Port(-3)];
                o.limits.insert("mem".into(), item("mem", -4));
            }),
            vec![
                "FieldValueInvalid spec.atomicItems[0]: Invalid value: failed rule: self.value >= 0",
                "FieldValueInvalid spec.keyedItems[1]: Invalid value: failed rule: self.value >= 0",
                "FieldValueInvalid spec.setItems[0]: Invalid value: -3: failed rule: self >= 0",
                "FieldValueInvalid spec.limits[mem]: Invalid value: failed rule: self.value >= 0",
            ],
        ),
        (
            "type rules before field rules",
            updated(|o| {
                o.min_replicas = 4;
                o.name = "x".into();
            }),
            vec![
                "FieldValueInvalid spec: Invalid value: replicas must be at least minReplicas",
                "FieldValueInvalid spec.name: Invalid value: \"x\": failed rule: self.startsWith('w-')",
            ],
        ),
        (
            "transition rules do not run on create",
            updated(|o| {
                o.mode = "slow".into();
                o.keyed_items = vec![item("a", 0)];
            }),
            vec![],
        ),
    ];
    for (name, obj, want) in cases {
        assert_eq!(create(&obj), want, "{name}");
    }
}

/// On update: transition rules run where the old value is paired (the
/// object itself, a set optional field, `map` list items by key, map
/// values by key). `atomic` and `set` items are never paired: generation
/// rejects a transition rule there (see validation-gen's diagnostics tests).
#[test]
fn update_runs_transition_rules_on_paired_values() {
    let cases: Vec<(&str, Scaling, Vec<&str>)> = vec![
        (
            "reason and fieldPath",
            updated(|o| o.mode = "slow".into()),
            vec!["FieldValueForbidden spec.mode: Forbidden: mode may not change"],
        ),
        (
            "optionalOldSelf with an old object",
            updated(|o| o.replicas = 14),
            vec!["FieldValueInvalid spec: Invalid value: replicas may grow by at most 10 at once"],
        ),
        (
            "optionalOldSelf allows what create forbids",
            updated(|o| o.replicas = 13),
            vec![],
        ),
        (
            "optional field set in both",
            updated(|o| o.label = Some("b".into())),
            vec!["FieldValueInvalid spec.label: Invalid value: \"b\": label is immutable"],
        ),
        (
            "optional field unset in the new object",
            updated(|o| o.label = None),
            vec![],
        ),
        (
            "map list items paired by key",
            updated(|o| o.keyed_items = vec![item("b", 1), item("a", 0)]),
            vec![
                "FieldValueInvalid spec.keyedItems[0]: Invalid value: value may not decrease",
                "FieldValueInvalid spec.keyedItems[1]: Invalid value: value may not decrease",
            ],
        ),
        (
            "a new map list item has no old value",
            updated(|o| o.keyed_items.push(item("c", 0))),
            vec![],
        ),
        (
            "map values paired by key",
            updated(|o| {
                o.limits.insert("cpu".into(), item("cpu", 3));
                o.limits.insert("mem".into(), item("mem", 0));
            }),
            vec!["FieldValueInvalid spec.limits[cpu]: Invalid value: value may not decrease"],
        ),
    ];
    for (name, obj, want) in cases {
        assert_eq!(update(&obj, &valid()), want, "{name}");
    }
}

/// An update without an old object: as create for transition rules.
#[test]
fn update_without_an_old_object_runs_no_transition_rule() {
    let obj = updated(|o| {
        o.mode = "slow".into();
        o.replicas = 101;
    });
    let errs = validate_scaling(&Operation::update(), &Path::new("spec"), Some(&obj), None);
    assert_eq!(
        describe(&errs),
        ["FieldValueInvalid spec: Invalid value: replicas must be at most 100, got 101"]
    );
}

/// At the root, the API server names the path `<nil>`.
#[test]
fn a_rule_at_the_root_reports_nil() {
    let obj = updated(|o| o.min_replicas = 4);
    let errs = validate_scaling(&Operation::create(), &Path::root(), Some(&obj), None);
    assert_eq!(
        describe(&errs),
        ["FieldValueInvalid <nil>: Invalid value: replicas must be at least minReplicas"]
    );
}

/// Transition rules never ratchet: an unchanged value must still pass
/// them; its other rules ratchet (an unchanged invalid value passes).
#[test]
fn transition_rules_never_ratchet() {
    let update = |new: i64, old: i64| {
        describe(&validate_revisioned(
            &Operation::update(),
            &Path::new("spec"),
            Some(&Revisioned { revision: new }),
            Some(&Revisioned { revision: old }),
        ))
    };
    let cases: Vec<(&str, i64, i64, Vec<&str>)> = vec![
        ("increased", 2, 1, vec![]),
        (
            "unchanged: the transition rule still runs",
            1,
            1,
            vec!["FieldValueInvalid spec.revision: Invalid value: 1: revision must increase on every update"],
        ),
        (
            "changed and over the limit",
            2000,
            1999,
            vec!["FieldValueInvalid spec.revision: Invalid value: 2000: failed rule: self < 1000"],
        ),
        (
            "unchanged and over the limit: the plain rule ratchets",
            2000,
            2000,
            vec!["FieldValueInvalid spec.revision: Invalid value: 2000: revision must increase on every update"],
        ),
    ];
    for (name, new, old, want) in cases {
        assert_eq!(update(new, old), want, "{name}");
    }
}

/// Transition rules never ratchet at any depth: a struct field, a `map`
/// list item and a map value left unchanged by the update (even the whole
/// object unchanged) still run theirs; their plain rules ratchet.
#[test]
fn transition_rules_inside_unchanged_values_never_ratchet() {
    let counter = |name: &str, generation: i64| Counter {
        name: name.into(),
        generation,
    };
    let object = |count: i64, generation: i64| Generations {
        nested: Nested {
            count,
            inner: Some(counter("in", generation)),
        },
        counters: vec![counter("a", generation), counter("b", generation)],
        by_name: BTreeMap::from([("x".to_owned(), counter("x", generation))]),
        history: vec![Entry {
            name: "h".into(),
            value: -1,
        }],
    };
    let update = |new: &Generations, old: &Generations| {
        describe(&validate_generations(
            &Operation::update(),
            &Path::new("spec"),
            Some(new),
            Some(old),
        ))
    };
    let grow = "Invalid value: generation must grow on every update";
    // A failed rule shows the count's value (Kubernetes 1.35).
    let every_transition_rule = |count: i64| {
        vec![
            format!("FieldValueInvalid spec.nested.count: Invalid value: {count}: failed rule: self > oldSelf"),
            format!("FieldValueInvalid spec.nested.inner: {grow}"),
            format!("FieldValueInvalid spec.counters[0]: {grow}"),
            format!("FieldValueInvalid spec.counters[1]: {grow}"),
            format!("FieldValueInvalid spec.byName[x]: {grow}"),
        ]
    };

    // Nothing changed: every paired transition rule runs and fails; the
    // plain rules (`self < 100`, `generation >= 0`, the atomic item's
    // `value >= 0`) ratchet.
    let stored = object(200, -5);
    assert_eq!(update(&stored, &stored.clone()), every_transition_rule(200));
    assert_eq!(update(&object(1, 1), &object(1, 1)), every_transition_rule(1));

    // Everything grown: nothing to report.
    assert_eq!(update(&object(2, 2), &object(1, 1)), Vec::<String>::new());

    // Only the nested count grew: the unchanged counters still fail.
    assert_eq!(
        update(&object(2, 1), &object(1, 1)),
        every_transition_rule(2)[1..].to_vec()
    );

    // One list item changed (and grew), the other did not; a new map key
    // has no old value to pair with.
    let mut new = object(2, 1);
    new.nested.inner = Some(counter("in", 2));
    new.counters[1].generation = 2;
    new.by_name = BTreeMap::from([("y".to_owned(), counter("y", 1))]);
    assert_eq!(
        update(&new, &object(1, 1)),
        [format!("FieldValueInvalid spec.counters[0]: {grow}")]
    );

    // On create, no transition rule runs; the plain rules do.
    assert_eq!(
        describe(&validate_generations(
            &Operation::create(),
            &Path::new("spec"),
            Some(&object(1, 1)),
            None
        )),
        ["FieldValueInvalid spec.history[0]: Invalid value: failed rule: self.value >= 0"]
    );
}

/// A rule on a resource reads `metadata.name`.
#[test]
fn a_resource_rule_reads_the_name() {
    let widget = |name: &str| Widget {
        metadata: Meta {
            name: name.into(),
            uid: "1".into(),
        },
        spec: WidgetSpec { prefix: "w-".into() },
    };
    let check = |w: &Widget| describe(&validate_widget(&Operation::create(), &Path::root(), Some(w), None));
    assert_eq!(check(&widget("w-1")), Vec::<String>::new());
    assert_eq!(
        check(&widget("x-1")),
        ["FieldValueInvalid <nil>: Invalid value: name must start with w-"]
    );
}
