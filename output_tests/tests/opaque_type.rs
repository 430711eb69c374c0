//! `+k8s:opaqueType`: on a field, the
//! field's own tags run but its type's function is not called; on a type, the
//! type's own tags run but its fields are not visited. Struct bad values are
//! rendered as JSON.

mod common;

use output_tests::opaque_type::{validate_sealed, validate_struct, Inner, Sealed, Struct};
use validation_runtime::{Operation, Path};

fn obj(validated: i32, opaque: i32, sealed: i32) -> Struct {
    Struct {
        validated: Inner { count: validated },
        opaque: Inner { count: opaque },
        sealed: Sealed { count: sealed },
    }
}

fn opaque_line(count: i32) -> String {
    format!(
        "FieldValueInvalid opaque: Invalid value: {{\"count\":{count}}}: forced failure: field tag on opaque field (origin: validateFalse)"
    )
}

fn sealed_line(count: i32) -> String {
    format!(
        "FieldValueInvalid sealed: Invalid value: {{\"count\":{count}}}: forced failure: type tag on opaque type (origin: validateFalse)"
    )
}

fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- create ----------------------------------------------------------------

#[test]
fn valid_counts_leave_only_the_always_failing_tags() {
    assert_eq!(
        common::create(validate_struct, &obj(1, 1, 1)),
        [opaque_line(1), sealed_line(1)]
    );
}

#[test]
fn zero_object_checks_the_validated_field_only_inside() {
    // All three counts are 0 (< minimum 1); only `validated.count` is reached.
    assert_eq!(
        common::create(validate_struct, &Struct::default()),
        [
            "FieldValueInvalid validated.count: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"
                .to_owned(),
            opaque_line(0),
            sealed_line(0),
        ]
    );
}

#[test]
fn non_opaque_field_descends_into_its_type() {
    assert_eq!(
        common::create(validate_struct, &obj(-7, 1, 1)),
        [
            "FieldValueInvalid validated.count: Invalid value: -7: must be greater than or equal to 1 (origin: minimum)"
                .to_owned(),
            opaque_line(1),
            sealed_line(1),
        ]
    );
}

#[test]
fn opaque_field_runs_its_field_tag_but_not_its_type() {
    assert_eq!(
        common::create(validate_struct, &obj(1, -7, 1)),
        [opaque_line(-7), sealed_line(1)]
    );
}

#[test]
fn opaque_type_runs_its_type_tag_but_not_its_fields() {
    assert_eq!(
        common::create(validate_struct, &obj(1, 1, -7)),
        [opaque_line(1), sealed_line(-7)]
    );
}

#[test]
fn opaque_type_function_alone_does_not_visit_fields() {
    let errs = validate_sealed(&Operation::create(), &Path::new("s"), Some(&Sealed { count: 0 }), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid s: Invalid value: {\"count\":0}: forced failure: type tag on opaque type (origin: validateFalse)"]
    );
}

#[test]
fn opaque_type_function_at_root_reports_nil_path() {
    let errs = validate_sealed(&Operation::create(), &Path::root(), Some(&Sealed { count: 0 }), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid <nil>: Invalid value: {\"count\":0}: forced failure: type tag on opaque type (origin: validateFalse)"]
    );
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_object_is_ratcheted() {
    let o = obj(0, 0, 0);
    assert_eq!(common::update(validate_struct, &o, &o.clone()), common::NONE);
}

#[test]
fn update_changed_opaque_field_runs_only_its_field_tag() {
    assert_eq!(
        common::update(validate_struct, &obj(0, -1, 0), &obj(0, 0, 0)),
        [opaque_line(-1)]
    );
}

#[test]
fn update_changed_opaque_type_runs_only_its_type_tag() {
    assert_eq!(
        common::update(validate_struct, &obj(0, 0, -1), &obj(0, 0, 0)),
        [sealed_line(-1)]
    );
}

#[test]
fn update_changed_validated_field_is_descended_into() {
    assert_eq!(
        common::update(validate_struct, &obj(-1, 0, 0), &obj(0, 0, 0)),
        ["FieldValueInvalid validated.count: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    assert_eq!(
        update_without_old(&obj(0, 0, 0)),
        [
            "FieldValueInvalid validated.count: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"
                .to_owned(),
            opaque_line(0),
            sealed_line(0),
        ]
    );
}

#[test]
fn update_of_opaque_type_as_root_still_runs_its_type_tag() {
    // Type-level validations of a root run on
    // every update, even when nothing changed.
    let sealed = Sealed { count: 0 };
    let errs = validate_sealed(
        &Operation::update(),
        &Path::root(),
        Some(&sealed),
        Some(&sealed.clone()),
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid <nil>: Invalid value: {\"count\":0}: forced failure: type tag on opaque type (origin: validateFalse)"]
    );
}
