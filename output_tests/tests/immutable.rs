//! `+k8s:immutable`: nothing on create;
//! on update a reached check always fails with
//! `Invalid value: null: field is immutable` (origin `immutable`,
//! short-circuit), and ratcheting skips unchanged values. On a type it
//! short-circuits the type's own field checks.

mod common;

use output_tests::immutable::{validate_frozen, validate_struct, Frozen, Struct};
use validation_runtime::{Operation, Path};

const NAME: &str =
    "FieldValueInvalid name: Invalid value: null: field is immutable (origin: immutable) [short-circuit]";
const OPTIONAL_NAME: &str =
    "FieldValueInvalid optionalName: Invalid value: null: field is immutable (origin: immutable) [short-circuit]";
const LIST: &str =
    "FieldValueInvalid list: Invalid value: null: field is immutable (origin: immutable) [short-circuit]";
const FROZEN: &str =
    "FieldValueInvalid frozen: Invalid value: null: field is immutable (origin: immutable) [short-circuit]";

fn populated() -> Struct {
    Struct {
        name: "n".to_owned(),
        optional_name: Some("o".to_owned()),
        list: vec!["a".to_owned(), "b".to_owned()],
        frozen: Frozen { value: 1 },
    }
}

// ---- create -----------------------------------------------------------------

#[test]
fn create_with_values_passes() {
    assert_eq!(common::create(validate_struct, &populated()), common::NONE);
}

#[test]
fn create_with_zero_values_passes() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn create_runs_frozen_field_checks() {
    let obj = Struct {
        frozen: Frozen { value: -1 },
        ..populated()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid frozen.value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

// ---- update: ratcheting -------------------------------------------------------

#[test]
fn update_unchanged_passes() {
    assert_eq!(
        common::update(validate_struct, &populated(), &populated()),
        common::NONE
    );
}

#[test]
fn update_unchanged_zero_values_pass() {
    assert_eq!(
        common::update(validate_struct, &Struct::default(), &Struct::default()),
        common::NONE
    );
}

#[test]
fn update_unchanged_invalid_frozen_is_not_revalidated() {
    let obj = Struct {
        frozen: Frozen { value: -1 },
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

// ---- update: plain field ------------------------------------------------------

#[test]
fn update_changing_name_fails() {
    let new = Struct {
        name: "m".to_owned(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [NAME]);
}

#[test]
fn update_setting_name_fails() {
    let old = Struct {
        name: String::new(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), [NAME]);
}

#[test]
fn update_clearing_name_fails() {
    let new = Struct {
        name: String::new(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [NAME]);
}

// ---- update: optional + immutable -------------------------------------------

#[test]
fn update_setting_optional_name_fails() {
    let old = Struct {
        optional_name: None,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), [OPTIONAL_NAME]);
}

#[test]
fn update_changing_optional_name_fails() {
    let new = Struct {
        optional_name: Some("p".to_owned()),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [OPTIONAL_NAME]);
}

#[test]
fn update_clearing_optional_name_reports_only_immutable() {
    // Optional's "not specified" failure is silent; immutable still runs
    // because every short-circuit check runs.
    let new = Struct {
        optional_name: None,
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [OPTIONAL_NAME]);
}

#[test]
fn update_optional_name_absent_to_present_empty_fails() {
    // A present empty string differs from an absent one.
    let old = Struct {
        optional_name: None,
        ..populated()
    };
    let new = Struct {
        optional_name: Some(String::new()),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &old), [OPTIONAL_NAME]);
}

// ---- update: list -------------------------------------------------------------

#[test]
fn update_appending_to_list_fails() {
    let mut new = populated();
    new.list.push("c".to_owned());
    assert_eq!(common::update(validate_struct, &new, &populated()), [LIST]);
}

#[test]
fn update_reordering_list_fails() {
    let new = Struct {
        list: vec!["b".to_owned(), "a".to_owned()],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [LIST]);
}

#[test]
fn update_emptying_list_fails() {
    let new = Struct {
        list: Vec::new(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [LIST]);
}

#[test]
fn update_setting_empty_list_fails() {
    let old = Struct {
        list: Vec::new(),
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &populated(), &old), [LIST]);
}

// ---- update: immutable type ---------------------------------------------------

#[test]
fn update_changing_frozen_fails() {
    let new = Struct {
        frozen: Frozen { value: 2 },
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [FROZEN]);
}

#[test]
fn update_changing_frozen_to_invalid_short_circuits_its_field_checks() {
    let new = Struct {
        frozen: Frozen { value: -1 },
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [FROZEN]);
}

#[test]
fn frozen_type_function_on_update_reports_immutable_at_its_path() {
    let new = Frozen { value: -5 };
    let old = Frozen { value: 0 };
    assert_eq!(
        common::update(validate_frozen, &new, &old),
        ["FieldValueInvalid <nil>: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
}

#[test]
fn frozen_type_function_on_create_runs_field_checks() {
    assert_eq!(
        common::create(validate_frozen, &Frozen { value: -5 }),
        ["FieldValueInvalid value: Invalid value: -5: must be greater than or equal to 0 (origin: minimum)"]
    );
}

// ---- update: several fields / no old object -----------------------------------

#[test]
fn update_changing_everything_reports_each_field_in_order() {
    let new = Struct {
        name: "m".to_owned(),
        optional_name: None,
        list: Vec::new(),
        frozen: Frozen { value: -1 },
    };
    assert_eq!(
        common::update(validate_struct, &new, &populated()),
        [NAME, OPTIONAL_NAME, LIST, FROZEN]
    );
}

#[test]
fn update_only_changed_fields_are_reported() {
    let new = Struct {
        list: vec!["z".to_owned()],
        ..populated()
    };
    assert_eq!(common::update(validate_struct, &new, &populated()), [LIST]);
}

#[test]
fn update_without_old_object_fails_every_immutable_field() {
    // No old struct: nothing is correlated, so every reached immutable check
    // fails, even for unset values.
    let errs = validate_struct(&Operation::update(), &Path::root(), Some(&Struct::default()), None);
    assert_eq!(common::describe(&errs), [NAME, OPTIONAL_NAME, LIST, FROZEN]);
}
