//! `+k8s:listType`, `+k8s:listMapKey`, `+k8s:unique`, `+k8s:customUnique`:
//! every later duplicate (by value for sets, by key fields for
//! maps) is a `Duplicate` error at `list[j]`, once, ascending, with no origin;
//! the bad value is Go-quoted for strings and JSON for structs (like Kubernetes'
//! ValSliceUnique). Uniqueness and `eachVal` precede element type
//! calls. On update, elements are correlated by value (`set`)
//! or by key (`map`) and unchanged elements are skipped wherever they moved.

mod common;

use output_tests::list_types::{validate_struct, Port, Struct, Tags};
use validation_runtime::{Operation, Path, StabilityLevel};

fn port(name: &str, protocol: Option<&str>, port: i32) -> Port {
    Port {
        name: name.to_owned(),
        protocol: protocol.map(str::to_owned),
        port,
    }
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn empty_lists_pass() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn distinct_elements_pass() {
    let obj = Struct {
        names: strings(&["a", "b", "A", ""]),
        ports: vec![port("a", None, 1), port("b", None, 1), port("a", Some("TCP"), 1)],
        unique_ports: vec![port("a", Some("TCP"), 1), port("b", Some("TCP"), 1)],
        short_names: strings(&["a", "abc"]),
        maybe: vec![Some(1), Some(-1), Some(0)],
        tags: Tags(strings(&["x", "y"])),
        beta_set: vec![1, 2],
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn set_duplicates_are_reported_once_at_each_later_index() {
    // First occurrences are never reported; [3] matches both [0] and [2]
    // but is reported once.
    let obj = Struct {
        names: strings(&["a", "b", "a", "a", "b", "c"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueDuplicate names[2]: Duplicate value: "a""#,
            r#"FieldValueDuplicate names[3]: Duplicate value: "a""#,
            r#"FieldValueDuplicate names[4]: Duplicate value: "b""#,
        ]
    );
}

#[test]
fn duplicate_strings_are_go_quoted() {
    let obj = Struct {
        names: strings(&["say \"hi\" <&>\n", "say \"hi\" <&>\n"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueDuplicate names[1]: Duplicate value: "say \"hi\" <&>\n""#]
    );
}

#[test]
fn atomic_lists_allow_duplicates() {
    let obj = Struct {
        atomic: strings(&["a", "a", "a"]),
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn map_list_duplicates_are_by_all_key_fields_with_json_values() {
    let obj = Struct {
        ports: vec![
            port("a", None, 1),
            port("a", Some("TCP"), 1),
            port("a", None, 2),
            port("a", Some("TCP"), 3),
            port("b", None, 1),
            port("a", Some("UDP"), 1),
        ],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueDuplicate ports[2]: Duplicate value: {"name":"a","port":2}"#,
            r#"FieldValueDuplicate ports[3]: Duplicate value: {"name":"a","protocol":"TCP","port":3}"#,
        ]
    );
}

#[test]
fn absent_key_fields_are_equal_to_each_other_and_differ_from_present_ones() {
    // An absent protocol equals only an absent protocol (not a present "").
    let obj = Struct {
        ports: vec![port("a", None, 1), port("a", Some(""), 1), port("a", None, 1)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueDuplicate ports[2]: Duplicate value: {"name":"a","port":1}"#]
    );
}

#[test]
fn struct_duplicates_are_json_encoded_html_safe() {
    let obj = Struct {
        ports: vec![port("<a&b>", None, 1), port("<a&b>", None, 2)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueDuplicate ports[1]: Duplicate value: {"name":"\u003ca\u0026b\u003e","port":2}"#]
    );
}

#[test]
fn unique_map_on_an_atomic_list_compares_only_its_key() {
    let obj = Struct {
        unique_ports: vec![port("a", Some("TCP"), 1), port("a", Some("UDP"), 2), port("b", None, 1)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueDuplicate uniquePorts[1]: Duplicate value: {"name":"a","protocol":"UDP","port":2}"#]
    );
}

#[test]
fn custom_unique_reports_no_duplicates() {
    let obj = Struct {
        custom: vec![port("a", None, 1), port("a", None, 1), port("a", Some("TCP"), 2)],
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn element_checks_run_for_every_map_list_element() {
    let obj = Struct {
        ports: vec![port("a", None, 0), port("b", None, 1), port("c", None, -1)],
        unique_ports: vec![port("a", None, 0)],
        custom: vec![port("a", None, 1), port("b", None, -2)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid ports[0].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid ports[2].port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid uniquePorts[0].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid custom[1].port: Invalid value: -2: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn duplicates_come_before_element_checks_and_do_not_stop_them() {
    let obj = Struct {
        ports: vec![port("a", None, 0), port("a", None, -1)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueDuplicate ports[1]: Duplicate value: {"name":"a","port":-1}"#,
            "FieldValueInvalid ports[0].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid ports[1].port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn set_each_val_runs_on_every_element_before_uniqueness() {
    // eachVal sorts before listType; duplicates are checked too.
    let obj = Struct {
        short_names: strings(&["abcd", "ok", "abcd", "ok"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooLong shortNames[0]: Too long: may not be more than 3 characters (origin: maxLength)",
            "FieldValueTooLong shortNames[2]: Too long: may not be more than 3 characters (origin: maxLength)",
            r#"FieldValueDuplicate shortNames[2]: Duplicate value: "abcd""#,
            r#"FieldValueDuplicate shortNames[3]: Duplicate value: "ok""#,
        ]
    );
}

#[test]
fn absent_set_elements_are_required_and_stop_uniqueness() {
    let obj = Struct {
        maybe: vec![Some(1), None, Some(1), None],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueRequired maybe[1]: Required value [short-circuit]",
            "FieldValueRequired maybe[3]: Required value [short-circuit]",
        ]
    );
}

#[test]
fn duplicates_among_present_optional_elements() {
    let obj = Struct {
        maybe: vec![Some(1), Some(2), Some(1), Some(0), Some(2)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueDuplicate maybe[2]: Duplicate value: 1",
            "FieldValueDuplicate maybe[4]: Duplicate value: 2",
        ]
    );
}

#[test]
fn list_newtype_has_set_semantics() {
    let obj = Struct {
        tags: Tags(strings(&["x", "y", "x"])),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueDuplicate tags[2]: Duplicate value: "x""#]
    );
}

#[test]
fn beta_set_duplicates_are_marked_beta() {
    let obj = Struct {
        names: strings(&["a", "a"]),
        beta_set: vec![1, 2, 1],
        ..Struct::default()
    };
    let errs = validate_struct(&Operation::create(), &Path::root(), Some(&obj), None);
    assert_eq!(
        common::describe(&errs),
        [
            r#"FieldValueDuplicate names[1]: Duplicate value: "a""#,
            "FieldValueDuplicate betaSet[2]: Duplicate value: 1",
        ]
    );
    assert_eq!(errs.as_slice()[0].stability_level, StabilityLevel::Unknown);
    assert_eq!(errs.as_slice()[1].stability_level, StabilityLevel::Beta);
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        names: strings(&["a", "a"]),
        atomic: strings(&["a", "a"]),
        ports: vec![port("p", None, 0)],
        unique_ports: vec![port("u", None, 1), port("u", None, 1)],
        custom: vec![port("c", None, 0)],
        short_names: strings(&["long"]),
        maybe: vec![None],
        tags: Tags(strings(&["t", "t"])),
        beta_set: vec![0, 0],
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueDuplicate names[1]: Duplicate value: "a""#,
            "FieldValueInvalid ports[0].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            r#"FieldValueDuplicate uniquePorts[1]: Duplicate value: {"name":"u","port":1}"#,
            "FieldValueInvalid custom[0].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueTooLong shortNames[0]: Too long: may not be more than 3 characters (origin: maxLength)",
            "FieldValueRequired maybe[0]: Required value [short-circuit]",
            r#"FieldValueDuplicate tags[1]: Duplicate value: "t""#,
            "FieldValueDuplicate betaSet[1]: Duplicate value: 0",
        ]
    );
}

// ---- update ----

#[test]
fn update_with_unchanged_lists_is_ratcheted() {
    let obj = Struct {
        names: strings(&["a", "a"]),
        ports: vec![port("p", None, 0), port("p", None, 0)],
        unique_ports: vec![port("u", None, 0), port("u", None, 0)],
        custom: vec![port("c", None, 0)],
        short_names: strings(&["long", "long"]),
        maybe: vec![None, Some(1), Some(1)],
        tags: Tags(strings(&["t", "t"])),
        beta_set: vec![0, 0],
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_of_a_changed_set_reports_existing_duplicates_again() {
    // Uniqueness is not ratcheted per element: once the list changed, every
    // duplicate is reported.
    let old = Struct {
        names: strings(&["a", "a"]),
        ..Struct::default()
    };
    let new = Struct {
        names: strings(&["a", "a", "b"]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [r#"FieldValueDuplicate names[1]: Duplicate value: "a""#]
    );
}

#[test]
fn update_unchanged_invalid_element_moved_to_another_index_passes() {
    let old = Struct {
        ports: vec![port("a", None, 0), port("b", None, 1), port("a", Some("TCP"), -1)],
        ..Struct::default()
    };
    let new = Struct {
        ports: vec![port("a", Some("TCP"), -1), port("c", None, 1), port("a", None, 0)],
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_changed_element_with_the_same_key_is_revalidated() {
    let old = Struct {
        ports: vec![port("a", None, 0), port("b", None, 1)],
        ..Struct::default()
    };
    let new = Struct {
        ports: vec![port("b", None, 1), port("a", None, -1)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid ports[1].port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_element_with_a_new_key_is_validated() {
    // Same name, but a present protocol is a different key from an absent one.
    let old = Struct {
        ports: vec![port("a", None, 0)],
        ..Struct::default()
    };
    let new = Struct {
        ports: vec![port("a", None, 0), port("a", Some("TCP"), 0), port("b", None, -3)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid ports[1].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid ports[2].port: Invalid value: -3: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_unique_map_elements_are_ratcheted_by_key() {
    let old = Struct {
        unique_ports: vec![port("a", Some("TCP"), 0), port("b", None, 0)],
        ..Struct::default()
    };
    let new = Struct {
        unique_ports: vec![port("b", None, -1), port("a", Some("TCP"), 0), port("c", None, 0)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid uniquePorts[0].port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid uniquePorts[2].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_custom_unique_elements_are_still_ratcheted_by_key() {
    let old = Struct {
        custom: vec![port("a", None, 0), port("b", None, 0)],
        ..Struct::default()
    };
    let new = Struct {
        custom: vec![port("b", None, 0), port("a", None, -1), port("c", None, 0)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid custom[1].port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid custom[2].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_set_each_val_is_ratcheted_by_value() {
    let old = Struct {
        short_names: strings(&["toolong", "ok"]),
        ..Struct::default()
    };
    let new = Struct {
        short_names: strings(&["ok", "toolong", "alsolong", "toolong2"]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueTooLong shortNames[2]: Too long: may not be more than 3 characters (origin: maxLength)",
            "FieldValueTooLong shortNames[3]: Too long: may not be more than 3 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn update_of_a_changed_optional_set_still_requires_every_element() {
    let old = Struct {
        maybe: vec![None],
        ..Struct::default()
    };
    let new = Struct {
        maybe: vec![None, Some(1), Some(1)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueRequired maybe[0]: Required value [short-circuit]"]
    );
}

#[test]
fn update_of_a_changed_list_newtype_reports_duplicates() {
    let old = Struct {
        tags: Tags(strings(&["x", "x"])),
        ..Struct::default()
    };
    let new = Struct {
        tags: Tags(strings(&["y", "x", "x"])),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [r#"FieldValueDuplicate tags[2]: Duplicate value: "x""#]
    );
}
