//! `+k8s:item`: the selected list-map element only, at its
//! index, in its own cohort; ratcheted on that element.

mod common;

use output_tests::item::{validate_struct, Condition, Port, Struct};

fn condition(kind: &str, reason: Option<&str>) -> Condition {
    Condition {
        kind: kind.into(),
        status: "True".into(),
        reason: reason.map(str::to_string),
    }
}

fn port(name: &str, port: i32, tls: bool) -> Port {
    Port {
        name: name.into(),
        port,
        tls,
    }
}

#[test]
fn the_selected_element_is_checked_at_its_index() {
    let obj = Struct {
        conditions: vec![condition("Synced", None), condition("Ready", None)],
        ports: vec![port("http", 80, false), port("http", 443, true)],
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueRequired conditions[1].reason: Required value [short-circuit]",
            "FieldValueInvalid ports[1].name: Invalid value: \"http\": must not be equal to \"http\" (origin: neq)",
        ]
    );
}

#[test]
fn no_matching_element_means_nothing_to_check() {
    let obj = Struct {
        conditions: vec![condition("Synced", None)],
        ports: vec![port("http", 443, false), port("http", 80, true)],
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn a_valid_selected_element_passes() {
    let obj = Struct {
        conditions: vec![condition("Ready", Some("Done"))],
        ports: vec![port("https", 443, true)],
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn the_old_counterpart_is_found_by_key_wherever_it_is() {
    let old = Struct {
        conditions: vec![condition("Ready", None), condition("Stalled", None)],
        ports: Vec::new(),
    };
    // Same elements, reordered: the invalid Ready condition is unchanged.
    let new = Struct {
        conditions: vec![condition("Stalled", None), condition("Ready", None)],
        ports: Vec::new(),
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn a_changed_selected_element_is_checked_on_update() {
    let old = Struct {
        conditions: vec![condition("Stalled", None)],
        ports: Vec::new(),
    };
    let new = Struct {
        conditions: vec![condition("Stalled", Some("Timeout"))],
        ports: Vec::new(),
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid conditions[0]: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
}

#[test]
fn an_added_selected_element_has_no_old_counterpart() {
    let old = Struct::default();
    let new = Struct {
        conditions: vec![condition("Stalled", None)],
        ports: Vec::new(),
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid conditions[0]: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
}
