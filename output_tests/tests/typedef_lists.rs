//! Fields whose type declares list semantics (a list-map typedef): every tag
//! on the field treats it as that list-map, through the scheme.

mod common;

use output_tests::typedef_lists::{
    register_validations, Condition, Holder, Modal, Port, Ports, Struct, Task, Tasks, Through,
};
use validation_runtime::{Operation, Scheme};

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    scheme
}

fn create(obj: &Struct) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::create(), obj, None))
}

fn update(obj: &Struct, old: &Struct) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::update(), obj, Some(old)))
}

fn condition(kind: &str, reason: Option<&str>) -> Condition {
    Condition {
        kind: kind.into(),
        reason: reason.map(str::to_string),
    }
}

fn port(name: &str, port: i32) -> Port {
    Port {
        name: name.into(),
        port,
    }
}

#[test]
fn item_selects_by_the_key_the_type_declares() {
    let obj = Struct {
        conditions: vec![condition("Synced", None), condition("Ready", None)],
        ports: Ports(vec![port("https", 9443), port("http", 9090)]),
        ..Struct::default()
    };
    assert_eq!(
        create(&obj),
        [
            "FieldValueRequired conditions[1].reason: Required value [short-circuit]",
            "FieldValueInvalid ports[1].port: Invalid value: 9090: must be less than or equal to 8080 (origin: maximum)",
        ]
    );
}

#[test]
fn item_finds_the_old_element_by_key() {
    let old = Struct {
        conditions: vec![condition("Stalled", Some("Timeout")), condition("Ready", None)],
        ..Struct::default()
    };
    let reordered = Struct {
        conditions: vec![condition("Ready", None), condition("Stalled", Some("Timeout"))],
        ..Struct::default()
    };
    assert_eq!(update(&reordered, &old), common::NONE);
    let changed = Struct {
        conditions: vec![condition("Ready", None), condition("Stalled", Some("Other"))],
        ..Struct::default()
    };
    assert_eq!(
        update(&changed, &old),
        [
            "FieldValueInvalid conditions[1]: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"
        ]
    );
}

#[test]
fn duplicates_are_the_types_own_check_reported_once() {
    let obj = Struct {
        conditions: vec![condition("Ready", Some("x")), condition("Ready", Some("y"))],
        ports: Ports(vec![port("a", 1), port("a", 2)]),
        ..Struct::default()
    };
    assert_eq!(
        create(&obj),
        [
            "FieldValueDuplicate conditions[1]: Duplicate value: {\"type\":\"Ready\",\"reason\":\"y\"}",
            "FieldValueDuplicate ports[1]: Duplicate value: {\"name\":\"a\",\"port\":2}",
        ]
    );
}

#[test]
fn the_types_own_limit_still_applies() {
    let obj = Struct {
        fixed_conditions: vec![
            condition("A", None),
            condition("B", None),
            condition("C", None),
            condition("D", None),
        ],
        ..Struct::default()
    };
    assert_eq!(
        create(&obj),
        ["FieldValueTooMany fixedConditions: Too many: 4: must have at most 3 items (origin: maxItems) [short-circuit]"]
    );
}

#[test]
fn no_add_and_no_remove_compare_by_key() {
    let old = Struct {
        fixed_conditions: vec![condition("A", None), condition("B", None)],
        ports: Ports(vec![port("a", 1), port("b", 2)]),
        ..Struct::default()
    };
    // Reordered and changed, same keys: nothing added or removed.
    let same_keys = Struct {
        fixed_conditions: vec![condition("B", Some("now")), condition("A", None)],
        ports: Ports(vec![port("b", 3), port("a", 1)]),
        ..Struct::default()
    };
    assert_eq!(update(&same_keys, &old), common::NONE);
    let swapped = Struct {
        fixed_conditions: vec![condition("A", None), condition("C", None)],
        ports: Ports(vec![port("a", 1)]),
        ..Struct::default()
    };
    assert_eq!(
        update(&swapped, &old),
        [
            "FieldValueForbidden fixedConditions[1]: Forbidden: item may not be added (origin: update) [short-circuit]",
            "FieldValueForbidden fixedConditions: Forbidden: item may not be removed (origin: update) [short-circuit]",
            "FieldValueForbidden ports: Forbidden: item may not be removed (origin: update) [short-circuit]",
        ]
    );
}

#[test]
fn each_val_immutable_matches_elements_by_key() {
    let old = Struct {
        frozen_conditions: vec![condition("A", Some("a")), condition("B", Some("b"))],
        frozen_ports: Ports(vec![port("a", 1), port("b", 2)]),
        ..Struct::default()
    };
    let reordered = Struct {
        frozen_conditions: vec![condition("B", Some("b")), condition("A", Some("a"))],
        frozen_ports: Ports(vec![port("b", 2), port("a", 1)]),
        ..Struct::default()
    };
    assert_eq!(update(&reordered, &old), common::NONE);
    let changed = Struct {
        frozen_conditions: vec![condition("B", Some("changed")), condition("A", Some("a"))],
        frozen_ports: Ports(vec![port("b", 2), port("a", 7)]),
        ..Struct::default()
    };
    assert_eq!(
        update(&changed, &old),
        [
            "FieldValueInvalid frozenConditions[0]: Invalid value: null: field is immutable (origin: immutable) [short-circuit]",
            "FieldValueInvalid frozenPorts[1]: Invalid value: null: field cannot be modified once set (origin: update) [short-circuit]",
        ]
    );
}

fn task(name: &str) -> Task {
    Task {
        name: name.into(),
        state: String::new(),
    }
}

fn tasks(tasks: &[&str], outcomes: &[&str]) -> Tasks {
    Tasks {
        type_meta: 0,
        tasks: tasks.iter().map(|n| task(n)).collect(),
        outcomes: outcomes.iter().map(|n| task(n)).collect(),
    }
}

#[test]
fn item_unions_of_the_typedef_and_of_the_field() {
    let validate = |obj: &Tasks| common::describe(&scheme().validate(&Operation::create(), obj, None));
    assert_eq!(validate(&tasks(&["succeeded", "other"], &["retried"])), common::NONE);
    assert_eq!(
        validate(&tasks(&["succeeded", "failed"], &["retried", "skipped"])),
        [
            "FieldValueInvalid tasks: Invalid value: \"{TaskList[{\\\"name\\\": \\\"succeeded\\\"}], TaskList[{\\\"name\\\": \\\"failed\\\"}]}\": must specify exactly one of: `TaskList[{\"name\": \"succeeded\"}]`, `TaskList[{\"name\": \"failed\"}]` (origin: union)",
            "FieldValueInvalid outcomes: Invalid value: \"{outcomes[{\\\"name\\\": \\\"retried\\\"}], outcomes[{\\\"name\\\": \\\"skipped\\\"}]}\": must specify at most one of: `outcomes[{\"name\": \"retried\"}]`, `outcomes[{\"name\": \"skipped\"}]` (origin: zeroOrOneOf)",
        ]
    );
    assert_eq!(
        validate(&tasks(&[], &[])),
        ["FieldValueInvalid tasks: Invalid value: \"\": must specify one of: `TaskList[{\"name\": \"succeeded\"}]`, `TaskList[{\"name\": \"failed\"}]` (origin: union)"]
    );
    // Unchanged memberships are not revalidated.
    let invalid = tasks(&["succeeded", "failed"], &[]);
    assert_eq!(
        common::describe(&scheme().validate(&Operation::update(), &invalid, Some(&invalid))),
        common::NONE
    );
}

#[test]
fn list_tags_through_a_subfield_use_its_list_semantics() {
    let through = |conditions: Vec<Condition>, typed: Vec<Condition>| Through {
        type_meta: 0,
        holder: Holder { conditions, typed },
    };
    let create = |obj: &Through| common::describe(&scheme().validate(&Operation::create(), obj, None));
    assert_eq!(
        create(&through(
            vec![condition("Synced", None), condition("Ready", None)],
            Vec::new()
        )),
        ["FieldValueRequired holder.conditions[1].reason: Required value [short-circuit]"]
    );
    let old = through(Vec::new(), vec![condition("A", None), condition("B", None)]);
    let reordered = through(Vec::new(), vec![condition("B", None), condition("A", None)]);
    let removed = through(Vec::new(), vec![condition("B", None)]);
    let update = |obj: &Through| common::describe(&scheme().validate(&Operation::update(), obj, Some(&old)));
    assert_eq!(update(&reordered), common::NONE);
    assert_eq!(
        update(&removed),
        ["FieldValueForbidden holder.typed: Forbidden: item may not be removed (origin: update) [short-circuit]"]
    );
}

#[test]
fn list_tags_under_if_mode_use_the_types_list_semantics() {
    let modal = |mode: &str, conditions: Vec<Condition>| Modal {
        type_meta: 0,
        mode: mode.into(),
        conditions,
    };
    let create = |obj: &Modal| common::describe(&scheme().validate(&Operation::create(), obj, None));
    let unready = vec![condition("Synced", None), condition("Ready", None)];
    assert_eq!(
        create(&modal("Strict", unready.clone())),
        ["FieldValueRequired conditions[1].reason: Required value [short-circuit]"]
    );
    assert_eq!(create(&modal("Loose", unready.clone())), common::NONE);
    let old = modal("Strict", vec![condition("A", None), condition("B", None)]);
    let update = |obj: &Modal| common::describe(&scheme().validate(&Operation::update(), obj, Some(&old)));
    assert_eq!(
        update(&modal("Strict", vec![condition("B", None), condition("A", None)])),
        common::NONE
    );
    assert_eq!(
        update(&modal("Strict", vec![condition("B", None)])),
        ["FieldValueForbidden conditions: Forbidden: item may not be removed (origin: update) [short-circuit]"]
    );
}
