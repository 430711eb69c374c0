//! `+k8s:minimum=N`: value < N →
//! `Invalid` · origin `minimum` · bad value = the number · detail
//! `must be greater than or equal to N`; absent → nothing; every integer
//! width, optional-presence and newtypes. A newtype's type tag and the field's
//! tag both apply: field checks first, then the type function.

mod common;

use output_tests::minimum::{validate_struct, Replicas, Struct};
use validation_runtime::{Operation, Path};

/// Every field exactly at its limit.
fn valid() -> Struct {
    Struct {
        i8_field: -5,
        i16_field: 1,
        i32_field: 1,
        i64_field: -9223372036854775807,
        u8_field: 1,
        u16_field: 1,
        u32_field: 1,
        u64_field: 1,
        isize_field: 1,
        usize_field: 1,
        option_field: Some(10),
        replicas: Replicas(3),
    }
}

fn create(obj: Struct) -> Vec<String> {
    common::create(validate_struct, &obj)
}

fn update_without_old(obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- create ----------------------------------------------------------------

#[test]
fn values_at_their_limits_pass() {
    assert_eq!(create(valid()), common::NONE);
}

#[test]
fn values_one_above_their_limits_pass() {
    let obj = Struct {
        i8_field: -4,
        i16_field: 2,
        i32_field: 2,
        i64_field: -9223372036854775806,
        u8_field: 2,
        u16_field: 2,
        u32_field: 2,
        u64_field: 2,
        isize_field: 2,
        usize_field: 2,
        option_field: Some(11),
        replicas: Replicas(4),
    };
    assert_eq!(create(obj), common::NONE);
}

#[test]
fn maximal_values_pass() {
    let obj = Struct {
        i8_field: i8::MAX,
        i16_field: i16::MAX,
        i32_field: i32::MAX,
        i64_field: i64::MAX,
        u8_field: u8::MAX,
        u16_field: u16::MAX,
        u32_field: u32::MAX,
        u64_field: u64::MAX,
        isize_field: isize::MAX,
        usize_field: usize::MAX,
        option_field: Some(i64::MAX),
        replicas: Replicas(i32::MAX),
    };
    assert_eq!(create(obj), common::NONE);
}

#[test]
fn zero_object_reports_every_field_whose_limit_is_above_zero() {
    // i8 (limit -5) and i64 (limit -2^63+1) accept 0; the option is absent;
    // `Replicas::default()` is 5.
    assert_eq!(
        create(Struct::default()),
        [
            "FieldValueInvalid i16Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid i32Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u8Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u16Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u32Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u64Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid isizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid usizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn i8_below_negative_limit_fails() {
    assert_eq!(
        create(Struct {
            i8_field: -6,
            ..valid()
        }),
        ["FieldValueInvalid i8Field: Invalid value: -6: must be greater than or equal to -5 (origin: minimum)"]
    );
}

#[test]
fn i8_min_fails() {
    // The real signed 8-bit range is used (no 0..255 quirk).
    assert_eq!(
        create(Struct {
            i8_field: i8::MIN,
            ..valid()
        }),
        ["FieldValueInvalid i8Field: Invalid value: -128: must be greater than or equal to -5 (origin: minimum)"]
    );
}

#[test]
fn i16_below_limit_and_min_fail() {
    assert_eq!(
        create(Struct {
            i16_field: i16::MIN,
            ..valid()
        }),
        ["FieldValueInvalid i16Field: Invalid value: -32768: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(
        create(Struct {
            i16_field: 0,
            ..valid()
        }),
        ["FieldValueInvalid i16Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn i32_below_limit_and_min_fail() {
    assert_eq!(
        create(Struct {
            i32_field: i32::MIN,
            ..valid()
        }),
        ["FieldValueInvalid i32Field: Invalid value: -2147483648: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(
        create(Struct {
            i32_field: 0,
            ..valid()
        }),
        ["FieldValueInvalid i32Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn i64_min_is_one_below_the_limit_and_fails() {
    assert_eq!(
        create(Struct {
            i64_field: i64::MIN,
            ..valid()
        }),
        ["FieldValueInvalid i64Field: Invalid value: -9223372036854775808: must be greater than or equal to -9223372036854775807 (origin: minimum)"]
    );
}

#[test]
fn unsigned_zero_fails_for_every_width() {
    let obj = Struct {
        u8_field: 0,
        u16_field: 0,
        u32_field: 0,
        u64_field: 0,
        usize_field: 0,
        ..valid()
    };
    assert_eq!(
        create(obj),
        [
            "FieldValueInvalid u8Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u16Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u32Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u64Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid usizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn isize_below_limit_and_min_fail() {
    assert_eq!(
        create(Struct {
            isize_field: 0,
            ..valid()
        }),
        ["FieldValueInvalid isizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(
        create(Struct {
            isize_field: -1,
            ..valid()
        }),
        ["FieldValueInvalid isizeField: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
    assert_eq!(
        create(Struct {
            isize_field: isize::MIN,
            ..valid()
        }),
        [format!(
            "FieldValueInvalid isizeField: Invalid value: {}: must be greater than or equal to 1 (origin: minimum)",
            isize::MIN
        )]
    );
}

#[test]
fn absent_option_is_not_checked() {
    assert_eq!(
        create(Struct {
            option_field: None,
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn present_option_below_limit_fails() {
    assert_eq!(
        create(Struct {
            option_field: Some(9),
            ..valid()
        }),
        ["FieldValueInvalid optionField: Invalid value: 9: must be greater than or equal to 10 (origin: minimum)"]
    );
}

#[test]
fn present_option_zero_and_min_fail() {
    assert_eq!(
        create(Struct {
            option_field: Some(0),
            ..valid()
        }),
        ["FieldValueInvalid optionField: Invalid value: 0: must be greater than or equal to 10 (origin: minimum)"]
    );
    assert_eq!(
        create(Struct {
            option_field: Some(i64::MIN),
            ..valid()
        }),
        ["FieldValueInvalid optionField: Invalid value: -9223372036854775808: must be greater than or equal to 10 (origin: minimum)"]
    );
}

#[test]
fn newtype_between_type_and_field_limits_fails_only_the_field_limit() {
    assert_eq!(
        create(Struct {
            replicas: Replicas(2),
            ..valid()
        }),
        ["FieldValueInvalid replicas: Invalid value: 2: must be greater than or equal to 3 (origin: minimum)"]
    );
}

#[test]
fn newtype_below_both_limits_reports_field_then_type() {
    assert_eq!(
        create(Struct {
            replicas: Replicas(0),
            ..valid()
        }),
        [
            "FieldValueInvalid replicas: Invalid value: 0: must be greater than or equal to 3 (origin: minimum)",
            "FieldValueInvalid replicas: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn newtype_type_tag_applies_when_validated_on_its_own() {
    // The type function alone carries only the type's limit (1).
    let errs =
        output_tests::minimum::validate_replicas(&Operation::create(), &Path::new("r"), Some(&Replicas(0)), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid r: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
    let ok = output_tests::minimum::validate_replicas(&Operation::create(), &Path::new("r"), Some(&Replicas(1)), None);
    assert_eq!(common::describe(&ok), common::NONE);
}

#[test]
fn every_field_failing_reports_in_declaration_order() {
    let obj = Struct {
        i8_field: -6,
        i16_field: 0,
        i32_field: 0,
        i64_field: i64::MIN,
        u8_field: 0,
        u16_field: 0,
        u32_field: 0,
        u64_field: 0,
        isize_field: 0,
        usize_field: 0,
        option_field: Some(9),
        replicas: Replicas(-1),
    };
    assert_eq!(
        create(obj),
        [
            "FieldValueInvalid i8Field: Invalid value: -6: must be greater than or equal to -5 (origin: minimum)",
            "FieldValueInvalid i16Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid i32Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid i64Field: Invalid value: -9223372036854775808: must be greater than or equal to -9223372036854775807 (origin: minimum)",
            "FieldValueInvalid u8Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u16Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u32Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid u64Field: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid isizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid usizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid optionField: Invalid value: 9: must be greater than or equal to 10 (origin: minimum)",
            "FieldValueInvalid replicas: Invalid value: -1: must be greater than or equal to 3 (origin: minimum)",
            "FieldValueInvalid replicas: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let obj = Struct {
        i8_field: -6,
        i64_field: i64::MIN,
        u64_field: 0,
        option_field: Some(0),
        replicas: Replicas(0),
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changed_invalid_value_fails() {
    let old = Struct {
        i32_field: 0,
        ..valid()
    };
    let new = Struct {
        i32_field: -1,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid i32Field: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_only_changed_fields_are_revalidated() {
    let old = Struct {
        u8_field: 0,
        u64_field: 0,
        ..valid()
    };
    let new = Struct {
        u8_field: 0,
        u64_field: 0,
        usize_field: 0,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid usizeField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_fixing_a_value_passes() {
    let old = Struct {
        u16_field: 0,
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &valid(), &old), common::NONE);
}

#[test]
fn update_option_from_absent_to_invalid_fails() {
    let old = Struct {
        option_field: None,
        ..valid()
    };
    let new = Struct {
        option_field: Some(-10),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid optionField: Invalid value: -10: must be greater than or equal to 10 (origin: minimum)"]
    );
}

#[test]
fn update_option_from_invalid_to_absent_passes() {
    let old = Struct {
        option_field: Some(1),
        ..valid()
    };
    let new = Struct {
        option_field: None,
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_unchanged_newtype_below_both_limits_is_ratcheted() {
    let obj = Struct {
        replicas: Replicas(0),
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changed_newtype_is_fully_revalidated() {
    let old = Struct {
        replicas: Replicas(2),
        ..valid()
    };
    let new = Struct {
        replicas: Replicas(0),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid replicas: Invalid value: 0: must be greater than or equal to 3 (origin: minimum)",
            "FieldValueInvalid replicas: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        i8_field: -6,
        option_field: Some(9),
        ..valid()
    };
    assert_eq!(
        update_without_old(&obj),
        [
            "FieldValueInvalid i8Field: Invalid value: -6: must be greater than or equal to -5 (origin: minimum)",
            "FieldValueInvalid optionField: Invalid value: 9: must be greater than or equal to 10 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_newtype_as_root_is_not_ratcheted() {
    // A root's type-level validations run on
    // every update, even when the value is unchanged.
    let errs = output_tests::minimum::validate_replicas(
        &Operation::update(),
        &Path::root(),
        Some(&Replicas(0)),
        Some(&Replicas(0)),
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid <nil>: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}
