//! `+k8s:minLength`, `+k8s:maxLength`, `+k8s:maxBytes`: minLength/maxLength count Unicode characters,
//! maxBytes counts UTF-8 bytes. `TooShort`/`TooLong` never show the value;
//! the detail is singular for a limit of 1. `minLength=0` generates nothing;
//! an absent optional string is not checked, a present empty one is. All
//! limits are field-ratcheted.

mod common;

use output_tests::lengths::{validate_code, validate_struct, Code, Struct};
use validation_runtime::{Operation, Path};

/// Every field exactly at its limit.
fn valid() -> Struct {
    Struct {
        min_two: "ab".into(),
        max_three: "abc".into(),
        max_one: "a".into(),
        max_four_bytes: "abcd".into(),
        min_zero: String::new(),
        optional: None,
        code: Code("abcde".into()),
    }
}

fn create(obj: Struct) -> Vec<String> {
    common::create(validate_struct, &obj)
}

fn update(new: Struct, old: Struct) -> Vec<String> {
    common::update(validate_struct, &new, &old)
}

// ---- create: baseline --------------------------------------------------------

#[test]
fn values_at_their_limits_pass() {
    assert_eq!(create(valid()), common::NONE);
}

#[test]
fn zero_object_reports_only_min_two() {
    // `minZero` (minLength=0) generates nothing, the option is absent and
    // every max limit accepts "".
    assert_eq!(
        create(Struct::default()),
        ["FieldValueTooShort minTwo: Too short: must be at least 2 characters (origin: minLength)"]
    );
}

#[test]
fn every_field_failing_reports_in_declaration_order() {
    let obj = Struct {
        min_two: "x".into(),
        max_three: "abcd".into(),
        max_one: "ab".into(),
        max_four_bytes: "abcde".into(),
        min_zero: String::new(),
        optional: Some(String::new()),
        code: Code("abcdef".into()),
    };
    assert_eq!(
        create(obj),
        [
            "FieldValueTooShort minTwo: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooLong maxThree: Too long: may not be more than 3 characters (origin: maxLength)",
            "FieldValueTooLong maxOne: Too long: may not be more than 1 character (origin: maxLength)",
            "FieldValueTooLong maxFourBytes: Too long: may not be more than 4 bytes (origin: maxBytes)",
            "FieldValueTooShort optional: Too short: must be at least 1 character (origin: minLength)",
            "FieldValueTooLong code: Too long: may not be more than 5 characters (origin: maxLength)",
        ]
    );
}

// ---- minLength ---------------------------------------------------------------

#[test]
fn min_length_one_below_fails() {
    assert_eq!(
        create(Struct {
            min_two: "a".into(),
            ..valid()
        }),
        ["FieldValueTooShort minTwo: Too short: must be at least 2 characters (origin: minLength)"]
    );
}

#[test]
fn min_length_counts_characters_not_bytes() {
    // "日" is 3 bytes but 1 character; "é" is 2 bytes but 1 character.
    for short in ["日", "é"] {
        assert_eq!(
            create(Struct {
                min_two: short.into(),
                ..valid()
            }),
            ["FieldValueTooShort minTwo: Too short: must be at least 2 characters (origin: minLength)"],
            "{short:?}"
        );
    }
    for enough in ["日本", "éé", "héé"] {
        assert_eq!(
            create(Struct {
                min_two: enough.into(),
                ..valid()
            }),
            common::NONE,
            "{enough:?}"
        );
    }
}

#[test]
fn min_length_zero_accepts_everything() {
    for value in ["", "x", "日本語"] {
        assert_eq!(
            create(Struct {
                min_zero: value.into(),
                ..valid()
            }),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn absent_optional_is_not_checked() {
    assert_eq!(
        create(Struct {
            optional: None,
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn present_empty_optional_fails_with_singular_character() {
    assert_eq!(
        create(Struct {
            optional: Some(String::new()),
            ..valid()
        }),
        ["FieldValueTooShort optional: Too short: must be at least 1 character (origin: minLength)"]
    );
}

#[test]
fn present_non_empty_optional_passes() {
    for value in ["x", "é"] {
        assert_eq!(
            create(Struct {
                optional: Some(value.into()),
                ..valid()
            }),
            common::NONE,
            "{value:?}"
        );
    }
}

// ---- maxLength ---------------------------------------------------------------

#[test]
fn max_length_one_above_fails() {
    assert_eq!(
        create(Struct {
            max_three: "abcd".into(),
            ..valid()
        }),
        ["FieldValueTooLong maxThree: Too long: may not be more than 3 characters (origin: maxLength)"]
    );
}

#[test]
fn max_length_counts_characters_not_bytes() {
    // "héé" is 5 bytes, "日本語" 9 bytes: both are 3 characters.
    for value in ["héé", "日本語"] {
        assert_eq!(
            create(Struct {
                max_three: value.into(),
                ..valid()
            }),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn max_length_four_multi_byte_characters_fail() {
    assert_eq!(
        create(Struct {
            max_three: "日本語日".into(),
            ..valid()
        }),
        ["FieldValueTooLong maxThree: Too long: may not be more than 3 characters (origin: maxLength)"]
    );
}

#[test]
fn max_length_one_uses_singular_character() {
    assert_eq!(
        create(Struct {
            max_one: "ab".into(),
            ..valid()
        }),
        ["FieldValueTooLong maxOne: Too long: may not be more than 1 character (origin: maxLength)"]
    );
}

#[test]
fn max_length_one_accepts_one_multi_byte_character() {
    for value in ["", "é", "日"] {
        assert_eq!(
            create(Struct {
                max_one: value.into(),
                ..valid()
            }),
            common::NONE,
            "{value:?}"
        );
    }
}

// ---- maxBytes ----------------------------------------------------------------

#[test]
fn max_bytes_counts_bytes_not_characters() {
    // "héé" is only 3 characters but 5 bytes.
    assert_eq!(
        create(Struct {
            max_four_bytes: "héé".into(),
            ..valid()
        }),
        ["FieldValueTooLong maxFourBytes: Too long: may not be more than 4 bytes (origin: maxBytes)"]
    );
    // "日本" is 2 characters, 6 bytes.
    assert_eq!(
        create(Struct {
            max_four_bytes: "日本".into(),
            ..valid()
        }),
        ["FieldValueTooLong maxFourBytes: Too long: may not be more than 4 bytes (origin: maxBytes)"]
    );
}

#[test]
fn max_bytes_at_four_bytes_passes() {
    // "日a" and "éé" are exactly 4 bytes.
    for value in ["日a", "éé", "abcd", ""] {
        assert_eq!(
            create(Struct {
                max_four_bytes: value.into(),
                ..valid()
            }),
            common::NONE,
            "{value:?}"
        );
    }
}

#[test]
fn max_bytes_five_ascii_bytes_fail() {
    assert_eq!(
        create(Struct {
            max_four_bytes: "abcde".into(),
            ..valid()
        }),
        ["FieldValueTooLong maxFourBytes: Too long: may not be more than 4 bytes (origin: maxBytes)"]
    );
}

// ---- named string type -------------------------------------------------------

#[test]
fn named_type_limit_counts_characters() {
    // Five 3-byte characters: 15 bytes, 5 characters.
    assert_eq!(
        create(Struct {
            code: Code("日本語日本".into()),
            ..valid()
        }),
        common::NONE
    );
    assert_eq!(
        create(Struct {
            code: Code("日本語日本語".into()),
            ..valid()
        }),
        ["FieldValueTooLong code: Too long: may not be more than 5 characters (origin: maxLength)"]
    );
}

#[test]
fn named_type_too_long_omits_the_value() {
    // TooLong never shows the bad value, so HTML-unsafe characters in the
    // named string do not appear in the message at all.
    assert_eq!(
        create(Struct {
            code: Code("<a&b>".into()),
            ..valid()
        }),
        common::NONE
    );
    assert_eq!(
        create(Struct {
            code: Code("<a&b>!".into()),
            ..valid()
        }),
        ["FieldValueTooLong code: Too long: may not be more than 5 characters (origin: maxLength)"]
    );
}

#[test]
fn named_type_validated_on_its_own_uses_the_given_path() {
    let errs = validate_code(
        &Operation::create(),
        &Path::new("spec").child("code"),
        Some(&Code("abcdef".into())),
        None,
    );
    assert_eq!(
        common::describe(&errs),
        ["FieldValueTooLong spec.code: Too long: may not be more than 5 characters (origin: maxLength)"]
    );
}

// ---- update and ratcheting ---------------------------------------------------

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let old = Struct {
        min_two: "x".into(),
        max_three: "abcd".into(),
        max_one: "ab".into(),
        max_four_bytes: "héé".into(),
        min_zero: String::new(),
        optional: Some(String::new()),
        code: Code("abcdef".into()),
    };
    assert_eq!(update(old.clone(), old), common::NONE);
}

#[test]
fn update_changed_too_long_value_fails() {
    let old = Struct {
        max_three: "abcd".into(),
        ..valid()
    };
    let new = Struct {
        max_three: "abcde".into(),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooLong maxThree: Too long: may not be more than 3 characters (origin: maxLength)"]
    );
}

#[test]
fn update_only_changed_fields_are_revalidated() {
    // Both fields are invalid in old and new; only `maxOne` changed.
    let old = Struct {
        max_three: "abcd".into(),
        max_one: "ab".into(),
        ..valid()
    };
    let new = Struct {
        max_three: "abcd".into(),
        max_one: "abc".into(),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooLong maxOne: Too long: may not be more than 1 character (origin: maxLength)"]
    );
}

#[test]
fn update_changed_too_short_value_fails() {
    let old = Struct {
        min_two: "x".into(),
        ..valid()
    };
    let new = Struct {
        min_two: "y".into(),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooShort minTwo: Too short: must be at least 2 characters (origin: minLength)"]
    );
}

#[test]
fn update_unchanged_empty_min_two_is_ratcheted() {
    assert_eq!(update(Struct::default(), Struct::default()), common::NONE);
}

#[test]
fn update_fixing_values_passes() {
    let old = Struct {
        min_two: "x".into(),
        max_three: "abcd".into(),
        code: Code("abcdef".into()),
        ..valid()
    };
    assert_eq!(update(valid(), old), common::NONE);
}

#[test]
fn update_changed_max_bytes_value_fails() {
    // Same character count as before, but the bytes changed.
    let old = Struct {
        max_four_bytes: "hee".into(),
        ..valid()
    };
    let new = Struct {
        max_four_bytes: "héé".into(),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooLong maxFourBytes: Too long: may not be more than 4 bytes (origin: maxBytes)"]
    );
}

#[test]
fn update_optional_from_absent_to_empty_fails() {
    let new = Struct {
        optional: Some(String::new()),
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        ["FieldValueTooShort optional: Too short: must be at least 1 character (origin: minLength)"]
    );
}

#[test]
fn update_optional_unchanged_empty_is_ratcheted() {
    let obj = Struct {
        optional: Some(String::new()),
        ..valid()
    };
    assert_eq!(update(obj.clone(), obj), common::NONE);
}

#[test]
fn update_optional_from_empty_to_absent_passes() {
    let old = Struct {
        optional: Some(String::new()),
        ..valid()
    };
    assert_eq!(update(valid(), old), common::NONE);
}

#[test]
fn update_named_type_unchanged_is_ratcheted_and_changed_fails() {
    let old = Struct {
        code: Code("abcdef".into()),
        ..valid()
    };
    assert_eq!(update(old.clone(), old.clone()), common::NONE);
    let new = Struct {
        code: Code("abcdefg".into()),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooLong code: Too long: may not be more than 5 characters (origin: maxLength)"]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    // No correlated old struct → validated as if new.
    let obj = Struct {
        max_three: "abcd".into(),
        ..valid()
    };
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&obj), None)),
        ["FieldValueTooLong maxThree: Too long: may not be more than 3 characters (origin: maxLength)"]
    );
}
