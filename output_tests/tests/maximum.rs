//! `+k8s:maximum=N`: value > N →
//! `Invalid` · origin `maximum` · bad value = the number · detail
//! `must be less than or equal to N`; absent → nothing; negative limits,
//! unsigned widths up to u64, and a `minimum`+`maximum` range on an option.

mod common;

use output_tests::maximum::{validate_struct, Struct};
use validation_runtime::{Operation, Path};

const U64_LIMIT: u64 = 18446744073709551;

/// Every field exactly at its limit.
fn valid() -> Struct {
    Struct {
        i32_field: 10,
        negative_limit: -1,
        u8_field: 255,
        u64_field: U64_LIMIT,
        port: Some(65535),
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
fn values_one_below_their_limits_pass() {
    let obj = Struct {
        i32_field: 9,
        negative_limit: -2,
        u8_field: 254,
        u64_field: U64_LIMIT - 1,
        port: Some(65534),
    };
    assert_eq!(create(obj), common::NONE);
}

#[test]
fn minimal_values_pass() {
    let obj = Struct {
        i32_field: i32::MIN,
        negative_limit: i64::MIN,
        u8_field: 0,
        u64_field: 0,
        port: Some(1),
    };
    assert_eq!(create(obj), common::NONE);
}

#[test]
fn zero_object_fails_only_the_negative_limit() {
    assert_eq!(
        create(Struct::default()),
        ["FieldValueInvalid negativeLimit: Invalid value: 0: must be less than or equal to -1 (origin: maximum)"]
    );
}

#[test]
fn i32_one_above_limit_fails() {
    assert_eq!(
        create(Struct {
            i32_field: 11,
            ..valid()
        }),
        ["FieldValueInvalid i32Field: Invalid value: 11: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn i32_max_fails() {
    assert_eq!(
        create(Struct {
            i32_field: i32::MAX,
            ..valid()
        }),
        ["FieldValueInvalid i32Field: Invalid value: 2147483647: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn negative_limit_one_above_fails() {
    assert_eq!(
        create(Struct {
            negative_limit: 0,
            ..valid()
        }),
        ["FieldValueInvalid negativeLimit: Invalid value: 0: must be less than or equal to -1 (origin: maximum)"]
    );
}

#[test]
fn negative_limit_i64_max_fails() {
    assert_eq!(
        create(Struct {
            negative_limit: i64::MAX,
            ..valid()
        }),
        ["FieldValueInvalid negativeLimit: Invalid value: 9223372036854775807: must be less than or equal to -1 (origin: maximum)"]
    );
}

#[test]
fn u8_max_equals_the_limit_and_passes() {
    assert_eq!(
        create(Struct {
            u8_field: u8::MAX,
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn u64_one_above_limit_fails() {
    assert_eq!(
        create(Struct {
            u64_field: U64_LIMIT + 1,
            ..valid()
        }),
        ["FieldValueInvalid u64Field: Invalid value: 18446744073709552: must be less than or equal to 18446744073709551 (origin: maximum)"]
    );
}

#[test]
fn u64_max_fails_and_prints_in_full() {
    assert_eq!(
        create(Struct {
            u64_field: u64::MAX,
            ..valid()
        }),
        ["FieldValueInvalid u64Field: Invalid value: 18446744073709551615: must be less than or equal to 18446744073709551 (origin: maximum)"]
    );
}

#[test]
fn absent_port_is_not_checked() {
    assert_eq!(create(Struct { port: None, ..valid() }), common::NONE);
}

#[test]
fn port_above_maximum_fails_maximum() {
    assert_eq!(
        create(Struct {
            port: Some(65536),
            ..valid()
        }),
        ["FieldValueInvalid port: Invalid value: 65536: must be less than or equal to 65535 (origin: maximum)"]
    );
}

#[test]
fn port_below_minimum_fails_minimum() {
    assert_eq!(
        create(Struct {
            port: Some(0),
            ..valid()
        }),
        ["FieldValueInvalid port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn port_at_minimum_passes() {
    assert_eq!(
        create(Struct {
            port: Some(1),
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn port_extremes_fail_the_matching_bound() {
    assert_eq!(
        create(Struct {
            port: Some(i32::MAX),
            ..valid()
        }),
        ["FieldValueInvalid port: Invalid value: 2147483647: must be less than or equal to 65535 (origin: maximum)"]
    );
    assert_eq!(
        create(Struct {
            port: Some(i32::MIN),
            ..valid()
        }),
        ["FieldValueInvalid port: Invalid value: -2147483648: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn every_field_failing_reports_in_declaration_order() {
    let obj = Struct {
        i32_field: 11,
        negative_limit: 0,
        u8_field: 255,
        u64_field: u64::MAX,
        port: Some(70000),
    };
    assert_eq!(
        create(obj),
        [
            "FieldValueInvalid i32Field: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid negativeLimit: Invalid value: 0: must be less than or equal to -1 (origin: maximum)",
            "FieldValueInvalid u64Field: Invalid value: 18446744073709551615: must be less than or equal to 18446744073709551 (origin: maximum)",
            "FieldValueInvalid port: Invalid value: 70000: must be less than or equal to 65535 (origin: maximum)",
        ]
    );
}

// ---- update ----------------------------------------------------------------

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let obj = Struct {
        i32_field: 11,
        negative_limit: 0,
        u8_field: 0,
        u64_field: u64::MAX,
        port: Some(0),
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changed_invalid_value_fails() {
    let old = Struct {
        i32_field: 11,
        ..valid()
    };
    let new = Struct {
        i32_field: 12,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid i32Field: Invalid value: 12: must be less than or equal to 10 (origin: maximum)"]
    );
}

#[test]
fn update_only_changed_fields_are_revalidated() {
    let old = Struct {
        negative_limit: 0,
        ..valid()
    };
    let new = Struct {
        negative_limit: 0,
        u64_field: U64_LIMIT + 1,
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid u64Field: Invalid value: 18446744073709552: must be less than or equal to 18446744073709551 (origin: maximum)"]
    );
}

#[test]
fn update_fixing_a_value_passes() {
    let old = Struct {
        negative_limit: 5,
        ..valid()
    };
    assert_eq!(common::update(validate_struct, &valid(), &old), common::NONE);
}

#[test]
fn update_setting_an_invalid_port_fails() {
    let old = Struct { port: None, ..valid() };
    let new = Struct {
        port: Some(0),
        ..valid()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_clearing_an_invalid_port_passes() {
    let old = Struct {
        port: Some(0),
        ..valid()
    };
    let new = Struct { port: None, ..valid() };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        negative_limit: 0,
        port: Some(65536),
        ..valid()
    };
    assert_eq!(
        update_without_old(&obj),
        [
            "FieldValueInvalid negativeLimit: Invalid value: 0: must be less than or equal to -1 (origin: maximum)",
            "FieldValueInvalid port: Invalid value: 65536: must be less than or equal to 65535 (origin: maximum)",
        ]
    );
}
