//! `+k8s:neq=<value>`: a value equal to the
//! payload → `Invalid` · origin `neq` · bad value = the value · detail
//! `must not be equal to <v>` with <v> Go-quoted for strings and plain for
//! integers and booleans. A string payload may be quoted or a bare
//! identifier. An absent optional is not checked. Field-ratcheted.

mod common;

use output_tests::neq::{validate_name, validate_struct, Name, Struct};
use validation_runtime::{Operation, Path};

/// No field equal to its disallowed value.
fn valid() -> Struct {
    Struct {
        string_field: "custom".into(),
        bare: "other".into(),
        int_field: 1,
        optional_int: Some(0),
        bool_field: false,
        name: Name("mine".into()),
    }
}

fn create(obj: Struct) -> Vec<String> {
    common::create(validate_struct, &obj)
}

fn update(new: Struct, old: Struct) -> Vec<String> {
    common::update(validate_struct, &new, &old)
}

// ---- create ------------------------------------------------------------------

#[test]
fn values_different_from_their_payload_pass() {
    assert_eq!(create(valid()), common::NONE);
}

#[test]
fn zero_object_reports_only_the_int_field() {
    // "" differs from both string payloads and from "reserved", false from
    // true, and the option is absent; only `intField` (neq=0) is equal.
    assert_eq!(
        create(Struct::default()),
        ["FieldValueInvalid intField: Invalid value: 0: must not be equal to 0 (origin: neq)"]
    );
}

#[test]
fn quoted_string_payload_equal_fails_with_quoted_detail() {
    assert_eq!(
        create(Struct {
            string_field: "default".into(),
            ..valid()
        }),
        [r#"FieldValueInvalid stringField: Invalid value: "default": must not be equal to "default" (origin: neq)"#]
    );
}

#[test]
fn string_comparison_is_exact() {
    for value in ["Default", "default ", " default", "defaults", "\"default\""] {
        assert_eq!(
            create(Struct {
                string_field: value.into(),
                ..valid()
            }),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn bare_identifier_payload_equal_fails() {
    assert_eq!(
        create(Struct {
            bare: "bare-identifier".into(),
            ..valid()
        }),
        [
            r#"FieldValueInvalid bare: Invalid value: "bare-identifier": must not be equal to "bare-identifier" (origin: neq)"#
        ]
    );
}

#[test]
fn bare_identifier_payload_is_not_quoted_text() {
    assert_eq!(
        create(Struct {
            bare: "\"bare-identifier\"".into(),
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn int_payload_equal_fails_with_plain_detail() {
    assert_eq!(
        create(Struct {
            int_field: 0,
            ..valid()
        }),
        ["FieldValueInvalid intField: Invalid value: 0: must not be equal to 0 (origin: neq)"]
    );
}

#[test]
fn other_ints_pass() {
    for value in [-1, 1, i32::MIN, i32::MAX] {
        assert_eq!(
            create(Struct {
                int_field: value,
                ..valid()
            }),
            common::NONE,
            "{value}"
        );
    }
}

#[test]
fn negative_payload_on_present_option_fails() {
    assert_eq!(
        create(Struct {
            optional_int: Some(-1),
            ..valid()
        }),
        ["FieldValueInvalid optionalInt: Invalid value: -1: must not be equal to -1 (origin: neq)"]
    );
}

#[test]
fn absent_option_is_not_checked() {
    assert_eq!(
        create(Struct {
            optional_int: None,
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn option_with_other_values_passes() {
    for value in [0, 1, -2, i64::MIN, i64::MAX] {
        assert_eq!(
            create(Struct {
                optional_int: Some(value),
                ..valid()
            }),
            common::NONE,
            "{value}"
        );
    }
}

#[test]
fn bool_payload_equal_fails() {
    assert_eq!(
        create(Struct {
            bool_field: true,
            ..valid()
        }),
        ["FieldValueInvalid boolField: Invalid value: true: must not be equal to true (origin: neq)"]
    );
}

#[test]
fn named_string_type_equal_fails() {
    assert_eq!(
        create(Struct {
            name: Name("reserved".into()),
            ..valid()
        }),
        [r#"FieldValueInvalid name: Invalid value: "reserved": must not be equal to "reserved" (origin: neq)"#]
    );
}

#[test]
fn named_string_type_validated_on_its_own() {
    let errs = validate_name(
        &Operation::create(),
        &Path::new("meta").child("name"),
        Some(&Name("reserved".into())),
        None,
    );
    assert_eq!(
        common::describe(&errs),
        [r#"FieldValueInvalid meta.name: Invalid value: "reserved": must not be equal to "reserved" (origin: neq)"#]
    );
    let errs = validate_name(
        &Operation::create(),
        &Path::root(),
        Some(&Name("<reserved>".into())),
        None,
    );
    assert_eq!(common::describe(&errs), common::NONE);
}

#[test]
fn every_field_failing_reports_in_declaration_order() {
    let obj = Struct {
        string_field: "default".into(),
        bare: "bare-identifier".into(),
        int_field: 0,
        optional_int: Some(-1),
        bool_field: true,
        name: Name("reserved".into()),
    };
    assert_eq!(
        create(obj),
        [
            r#"FieldValueInvalid stringField: Invalid value: "default": must not be equal to "default" (origin: neq)"#,
            r#"FieldValueInvalid bare: Invalid value: "bare-identifier": must not be equal to "bare-identifier" (origin: neq)"#,
            "FieldValueInvalid intField: Invalid value: 0: must not be equal to 0 (origin: neq)",
            "FieldValueInvalid optionalInt: Invalid value: -1: must not be equal to -1 (origin: neq)",
            "FieldValueInvalid boolField: Invalid value: true: must not be equal to true (origin: neq)",
            r#"FieldValueInvalid name: Invalid value: "reserved": must not be equal to "reserved" (origin: neq)"#,
        ]
    );
}

// ---- update and ratcheting ---------------------------------------------------

#[test]
fn update_unchanged_disallowed_values_are_ratcheted() {
    let old = Struct {
        string_field: "default".into(),
        bare: "bare-identifier".into(),
        int_field: 0,
        optional_int: Some(-1),
        bool_field: true,
        name: Name("reserved".into()),
    };
    assert_eq!(update(old.clone(), old), common::NONE);
}

#[test]
fn update_changing_to_the_disallowed_string_fails() {
    let new = Struct {
        string_field: "default".into(),
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        [r#"FieldValueInvalid stringField: Invalid value: "default": must not be equal to "default" (origin: neq)"#]
    );
}

#[test]
fn update_changing_to_the_disallowed_int_and_bool_fails() {
    let new = Struct {
        int_field: 0,
        bool_field: true,
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        [
            "FieldValueInvalid intField: Invalid value: 0: must not be equal to 0 (origin: neq)",
            "FieldValueInvalid boolField: Invalid value: true: must not be equal to true (origin: neq)",
        ]
    );
}

#[test]
fn update_option_from_absent_to_disallowed_fails() {
    let old = Struct {
        optional_int: None,
        ..valid()
    };
    let new = Struct {
        optional_int: Some(-1),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueInvalid optionalInt: Invalid value: -1: must not be equal to -1 (origin: neq)"]
    );
}

#[test]
fn update_option_from_disallowed_to_absent_passes() {
    let old = Struct {
        optional_int: Some(-1),
        ..valid()
    };
    let new = Struct {
        optional_int: None,
        ..valid()
    };
    assert_eq!(update(new, old), common::NONE);
}

#[test]
fn update_named_type_changed_to_disallowed_fails() {
    let new = Struct {
        name: Name("reserved".into()),
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        [r#"FieldValueInvalid name: Invalid value: "reserved": must not be equal to "reserved" (origin: neq)"#]
    );
}

#[test]
fn update_only_changed_fields_are_revalidated() {
    // `stringField` stays disallowed (ratcheted), `bare` newly becomes so.
    let old = Struct {
        string_field: "default".into(),
        ..valid()
    };
    let new = Struct {
        string_field: "default".into(),
        bare: "bare-identifier".into(),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        [
            r#"FieldValueInvalid bare: Invalid value: "bare-identifier": must not be equal to "bare-identifier" (origin: neq)"#
        ]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        bool_field: true,
        ..valid()
    };
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&obj), None)),
        ["FieldValueInvalid boolField: Invalid value: true: must not be equal to true (origin: neq)"]
    );
}
