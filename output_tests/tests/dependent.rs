//! `+k8s:dependentRequired` / `+k8s:dependentForbidden`: struct-level checks that run even though the trigger
//! fields carry `optional`; on update with an old struct they are skipped
//! unless the set-ness of the trigger or the dependent changed.

mod common;

use std::collections::BTreeMap;

use output_tests::dependent::{validate_struct, Struct};
use validation_runtime::{Operation, Path};

const PORT_REQUIRED: &str =
    "FieldValueRequired port: Required value: must be set when host is set (origin: dependentRequired)";
const SOCKET_FORBIDDEN: &str =
    "FieldValueForbidden socketPath: Forbidden: may not be set when host is set (origin: dependentForbidden)";
const SELECTOR_REQUIRED: &str =
    "FieldValueRequired selector: Required value: must be set when labels is set (origin: dependentRequired)";

fn labels(k: &str) -> BTreeMap<String, String> {
    BTreeMap::from([(k.to_owned(), "v".to_owned())])
}

fn host(h: &str) -> Option<String> {
    Some(h.to_owned())
}

/// Host with a port, labels with a selector: every dependency satisfied.
fn valid() -> Struct {
    Struct {
        host: host("h"),
        port: Some(80),
        socket_path: String::new(),
        labels: labels("app"),
        selector: vec!["app".to_owned()],
    }
}

// ---- create -----------------------------------------------------------------

#[test]
fn empty_object_passes() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn satisfied_dependencies_pass() {
    assert_eq!(common::create(validate_struct, &valid()), common::NONE);
}

#[test]
fn host_without_port_requires_port() {
    let obj = Struct { port: None, ..valid() };
    assert_eq!(common::create(validate_struct, &obj), [PORT_REQUIRED]);
}

#[test]
fn present_empty_host_is_set_and_triggers() {
    let obj = Struct {
        host: host(""),
        port: None,
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), [PORT_REQUIRED]);
}

#[test]
fn present_zero_port_satisfies_the_requirement() {
    let obj = Struct {
        port: Some(0),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn host_with_socket_path_is_forbidden() {
    let obj = Struct {
        socket_path: "/run/s".to_owned(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), [SOCKET_FORBIDDEN]);
}

#[test]
fn host_with_socket_path_and_no_port_reports_forbidden_then_required() {
    // Tags of one field are sorted by name: dependentForbidden before
    // dependentRequired.
    let obj = Struct {
        port: None,
        socket_path: "/run/s".to_owned(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), [SOCKET_FORBIDDEN, PORT_REQUIRED]);
}

#[test]
fn without_host_port_and_socket_path_are_free() {
    let obj = Struct {
        host: None,
        port: None,
        socket_path: "/run/s".to_owned(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
    let obj = Struct {
        host: None,
        port: Some(1),
        socket_path: "/run/s".to_owned(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn non_empty_labels_require_selector() {
    let obj = Struct {
        selector: Vec::new(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), [SELECTOR_REQUIRED]);
}

#[test]
fn empty_labels_do_not_trigger() {
    let obj = Struct {
        labels: BTreeMap::new(),
        selector: Vec::new(),
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn selector_with_one_empty_string_is_set() {
    let obj = Struct {
        selector: vec![String::new()],
        ..valid()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn all_violations_reported_in_order() {
    let obj = Struct {
        host: host("h"),
        port: None,
        socket_path: "/run/s".to_owned(),
        labels: labels("app"),
        selector: Vec::new(),
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [SOCKET_FORBIDDEN, PORT_REQUIRED, SELECTOR_REQUIRED]
    );
}

#[test]
fn dependent_path_is_a_child_of_the_struct_path() {
    let obj = Struct { port: None, ..valid() };
    let root = Path::root();
    let parent = root.child("spec");
    let errs = validate_struct(&Operation::create(), &parent, Some(&obj), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueRequired spec.port: Required value: must be set when host is set (origin: dependentRequired)"]
    );
}

// ---- update -------------------------------------------------------------------

#[test]
fn update_unchanged_violation_passes() {
    let obj = Struct {
        port: None,
        socket_path: "/run/s".to_owned(),
        selector: Vec::new(),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changing_values_but_not_set_ness_passes() {
    let old = Struct {
        port: None,
        socket_path: "/run/a".to_owned(),
        selector: Vec::new(),
        ..valid()
    };
    let new = Struct {
        host: host("other"),
        port: None,
        socket_path: "/run/b".to_owned(),
        labels: labels("other"),
        selector: Vec::new(),
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_setting_trigger_re_triggers() {
    let old = Struct {
        host: None,
        port: None,
        ..valid()
    };
    let new = Struct {
        host: host("h"),
        port: None,
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &new, &old), [PORT_REQUIRED]);
}

#[test]
fn update_clearing_dependent_re_triggers() {
    let new = Struct { port: None, ..valid() };
    assert_eq!(common::update(validate_struct, &new, &valid()), [PORT_REQUIRED]);
}

#[test]
fn update_setting_forbidden_dependent_re_triggers() {
    let new = Struct {
        socket_path: "/run/s".to_owned(),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &new, &valid()), [SOCKET_FORBIDDEN]);
}

#[test]
fn update_only_changed_dependencies_are_reported() {
    // The host/port violation pre-exists; only the labels/selector pair
    // changed set-ness.
    let old = Struct { port: None, ..valid() };
    let new = Struct {
        port: None,
        selector: Vec::new(),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &new, &old), [SELECTOR_REQUIRED]);
}

#[test]
fn update_setting_port_in_same_update_as_clearing_socket_path_passes() {
    let old = Struct {
        port: None,
        socket_path: "/run/s".to_owned(),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &valid(), &old), common::NONE);
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        port: None,
        socket_path: "/run/s".to_owned(),
        selector: Vec::new(),
        ..valid()
    };
    let errs = validate_struct(&Operation::update(), &Path::root(), Some(&obj), None);
    assert_eq!(
        common::describe(&errs),
        [SOCKET_FORBIDDEN, PORT_REQUIRED, SELECTOR_REQUIRED]
    );
}
