//! Unions: `+k8s:unionMember` (exactly one
//! member set), `+k8s:zeroOrOneOfMember` (at most one) and discriminated
//! unions, where each member's discriminator value is its `memberName` or its
//! declared field name in UpperCamelCase. Union checks are type-level,
//! reported at the struct path (undiscriminated) or at
//! `<struct>.<member>` (discriminated), and ratchet on update when no
//! member's set-ness (nor the discriminator) changed.

mod common;

use std::collections::BTreeMap;

use output_tests::unions::{
    validate_discriminated, validate_enum_discriminated, validate_exactly, validate_several, Discriminated,
    EnumDiscriminated, Exactly, Several, Source,
};
use validation_runtime::{Operation, Path};

const EXACTLY_NONE: &str =
    "FieldValueInvalid <nil>: Invalid value: \"\": must specify one of: `a`, `b`, `c`, `d` (origin: union)";

fn exactly_many(set: &str) -> String {
    format!(
        "FieldValueInvalid <nil>: Invalid value: \"{set}\": must specify exactly one of: `a`, `b`, `c`, `d` (origin: union)"
    )
}

fn a(v: &str) -> Exactly {
    Exactly {
        a: Some(v.to_owned()),
        ..Exactly::default()
    }
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_owned()).collect()
}

fn map(k: &str, v: &str) -> BTreeMap<String, String> {
    BTreeMap::from([(k.to_owned(), v.to_owned())])
}

/// Update with no old object at all: nothing is ratcheted.
fn update_without_old<T>(
    validate: fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> validation_runtime::ErrorList,
    obj: &T,
) -> Vec<String> {
    common::describe(&validate(&Operation::update(), &Path::root(), Some(obj), None))
}

// ---- Exactly: create ---------------------------------------------------------

#[test]
fn exactly_none_set_requires_one_of_all_members() {
    assert_eq!(common::create(validate_exactly, &Exactly::default()), [EXACTLY_NONE]);
}

#[test]
fn exactly_only_option_set_passes() {
    assert_eq!(common::create(validate_exactly, &a("x")), common::NONE);
}

#[test]
fn exactly_present_empty_option_counts_as_set() {
    assert_eq!(common::create(validate_exactly, &a("")), common::NONE);
}

#[test]
fn exactly_only_non_empty_list_set_passes() {
    let obj = Exactly {
        b: strings(&["x"]),
        ..Exactly::default()
    };
    assert_eq!(common::create(validate_exactly, &obj), common::NONE);
}

#[test]
fn exactly_list_of_one_empty_string_counts_as_set() {
    let obj = Exactly {
        b: strings(&[""]),
        ..Exactly::default()
    };
    assert_eq!(common::create(validate_exactly, &obj), common::NONE);
}

#[test]
fn exactly_only_non_empty_map_set_passes() {
    let obj = Exactly {
        c: map("k", "v"),
        ..Exactly::default()
    };
    assert_eq!(common::create(validate_exactly, &obj), common::NONE);
}

#[test]
fn exactly_only_non_zero_int_set_passes() {
    let obj = Exactly {
        d: 7,
        ..Exactly::default()
    };
    assert_eq!(common::create(validate_exactly, &obj), common::NONE);
}

#[test]
fn exactly_negative_int_counts_as_set() {
    let obj = Exactly {
        d: -1,
        ..Exactly::default()
    };
    assert_eq!(common::create(validate_exactly, &obj), common::NONE);
}

#[test]
fn exactly_empty_list_and_map_and_zero_int_are_unset() {
    let obj = Exactly {
        a: None,
        b: Vec::new(),
        c: BTreeMap::new(),
        d: 0,
    };
    assert_eq!(common::create(validate_exactly, &obj), [EXACTLY_NONE]);
}

#[test]
fn exactly_two_set_lists_them_in_declaration_order() {
    let obj = Exactly { d: 3, ..a("x") };
    assert_eq!(common::create(validate_exactly, &obj), [exactly_many("{a, d}")]);
}

#[test]
fn exactly_list_and_map_set_reports_them() {
    let obj = Exactly {
        b: strings(&["x"]),
        c: map("k", "v"),
        ..Exactly::default()
    };
    assert_eq!(common::create(validate_exactly, &obj), [exactly_many("{b, c}")]);
}

#[test]
fn exactly_all_four_set_reports_all_of_them() {
    let obj = Exactly {
        a: Some("x".to_owned()),
        b: strings(&["y"]),
        c: map("k", "v"),
        d: 1,
    };
    assert_eq!(common::create(validate_exactly, &obj), [exactly_many("{a, b, c, d}")]);
}

#[test]
fn exactly_error_is_at_the_struct_path() {
    let root = Path::root();
    let parent = root.child("spec");
    let errs = validate_exactly(&Operation::create(), &parent, Some(&Exactly::default()), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid spec: Invalid value: \"\": must specify one of: `a`, `b`, `c`, `d` (origin: union)"]
    );
}

#[test]
fn exactly_several_set_error_is_at_the_struct_path() {
    let obj = Exactly {
        b: strings(&["x"]),
        d: 2,
        ..Exactly::default()
    };
    let root = Path::root();
    let parent = root.child("spec");
    let errs = validate_exactly(&Operation::create(), &parent, Some(&obj), None);
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid spec: Invalid value: \"{b, d}\": must specify exactly one of: `a`, `b`, `c`, `d` (origin: union)"
        ]
    );
}

// ---- Exactly: update -----------------------------------------------------------

#[test]
fn exactly_update_valid_change_of_member_passes() {
    let new = Exactly {
        d: 5,
        ..Exactly::default()
    };
    assert_eq!(common::update(validate_exactly, &new, &a("x")), common::NONE);
}

#[test]
fn exactly_update_unchanged_violation_is_ratcheted() {
    let obj = Exactly { d: 3, ..a("x") };
    assert_eq!(common::update(validate_exactly, &obj, &obj.clone()), common::NONE);
}

#[test]
fn exactly_update_same_set_ness_with_different_values_is_ratcheted() {
    let old = Exactly {
        b: strings(&["x"]),
        d: 3,
        ..a("x")
    };
    let new = Exactly {
        b: strings(&["y", "z"]),
        d: -9,
        ..a("other")
    };
    assert_eq!(common::update(validate_exactly, &new, &old), common::NONE);
}

#[test]
fn exactly_update_unchanged_none_set_is_ratcheted() {
    assert_eq!(
        common::update(validate_exactly, &Exactly::default(), &Exactly::default()),
        common::NONE
    );
}

#[test]
fn exactly_update_adding_a_second_member_fails() {
    let new = Exactly { d: 1, ..a("x") };
    assert_eq!(
        common::update(validate_exactly, &new, &a("x")),
        [exactly_many("{a, d}")]
    );
}

#[test]
fn exactly_update_swapping_one_member_of_a_violation_fails() {
    let old = Exactly { d: 1, ..a("x") };
    let new = Exactly {
        b: strings(&["y"]),
        d: 1,
        ..Exactly::default()
    };
    assert_eq!(common::update(validate_exactly, &new, &old), [exactly_many("{b, d}")]);
}

#[test]
fn exactly_update_clearing_the_only_member_fails() {
    assert_eq!(
        common::update(validate_exactly, &Exactly::default(), &a("x")),
        [EXACTLY_NONE]
    );
}

#[test]
fn exactly_update_fixing_a_violation_passes() {
    let old = Exactly { d: 1, ..a("x") };
    assert_eq!(common::update(validate_exactly, &a("x"), &old), common::NONE);
}

#[test]
fn exactly_update_without_old_object_is_checked() {
    let obj = Exactly { d: 1, ..a("x") };
    assert_eq!(update_without_old(validate_exactly, &obj), [exactly_many("{a, d}")]);
}

// ---- Several -------------------------------------------------------------------

const XY_MANY: &str =
    "FieldValueInvalid <nil>: Invalid value: \"{x, y}\": must specify at most one of: `x`, `y` (origin: zeroOrOneOf)";
const PQ_NONE: &str = "FieldValueInvalid <nil>: Invalid value: \"\": must specify one of: `p`, `q` (origin: union)";
const PQ_MANY: &str =
    "FieldValueInvalid <nil>: Invalid value: \"{p, q}\": must specify exactly one of: `p`, `q` (origin: union)";

/// Only `p` set: valid.
fn several() -> Several {
    Several {
        p: Some("p".to_owned()),
        ..Several::default()
    }
}

#[test]
fn several_neither_x_nor_y_passes() {
    assert_eq!(common::create(validate_several, &several()), common::NONE);
}

#[test]
fn several_only_x_passes() {
    let obj = Several {
        x: Some(1),
        ..several()
    };
    assert_eq!(common::create(validate_several, &obj), common::NONE);
}

#[test]
fn several_only_y_passes() {
    let obj = Several {
        y: Some(1),
        ..several()
    };
    assert_eq!(common::create(validate_several, &obj), common::NONE);
}

#[test]
fn several_x_and_y_fails_zero_or_one_of() {
    let obj = Several {
        x: Some(1),
        y: Some(2),
        ..several()
    };
    assert_eq!(common::create(validate_several, &obj), [XY_MANY]);
}

#[test]
fn several_present_zero_values_count_as_set() {
    let obj = Several {
        x: Some(0),
        y: Some(0),
        ..several()
    };
    assert_eq!(common::create(validate_several, &obj), [XY_MANY]);
}

#[test]
fn several_only_q_passes() {
    let obj = Several {
        q: Some("q".to_owned()),
        ..Several::default()
    };
    assert_eq!(common::create(validate_several, &obj), common::NONE);
}

#[test]
fn several_neither_p_nor_q_fails_union() {
    assert_eq!(common::create(validate_several, &Several::default()), [PQ_NONE]);
}

#[test]
fn several_p_and_q_fails_union() {
    let obj = Several {
        q: Some(String::new()),
        ..several()
    };
    assert_eq!(common::create(validate_several, &obj), [PQ_MANY]);
}

#[test]
fn several_both_unions_fail_in_field_order() {
    let obj = Several {
        x: Some(1),
        y: Some(2),
        p: None,
        q: None,
    };
    assert_eq!(common::create(validate_several, &obj), [XY_MANY, PQ_NONE]);
}

#[test]
fn several_both_unions_with_too_many_members_fail_in_field_order() {
    let obj = Several {
        x: Some(1),
        y: Some(2),
        p: Some("p".to_owned()),
        q: Some("q".to_owned()),
    };
    assert_eq!(common::create(validate_several, &obj), [XY_MANY, PQ_MANY]);
}

#[test]
fn several_errors_are_at_the_struct_path() {
    let obj = Several {
        x: Some(1),
        y: Some(2),
        ..Several::default()
    };
    let root = Path::root();
    let parent = root.child("spec");
    let errs = validate_several(&Operation::create(), &parent, Some(&obj), None);
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid spec: Invalid value: \"{x, y}\": must specify at most one of: `x`, `y` (origin: zeroOrOneOf)",
            "FieldValueInvalid spec: Invalid value: \"\": must specify one of: `p`, `q` (origin: union)",
        ]
    );
}

#[test]
fn several_update_unchanged_violations_are_ratcheted() {
    let old = Several {
        x: Some(1),
        y: Some(2),
        p: None,
        q: None,
    };
    let new = Several {
        x: Some(10),
        y: Some(20),
        ..old.clone()
    };
    assert_eq!(common::update(validate_several, &new, &old), common::NONE);
}

#[test]
fn several_update_ratchets_each_union_independently() {
    // `xy` gains a second member (checked); `pq` keeps both (ratcheted).
    let old = Several {
        x: Some(1),
        y: None,
        p: Some("p".to_owned()),
        q: Some("q".to_owned()),
    };
    let new = Several {
        y: Some(2),
        ..old.clone()
    };
    assert_eq!(common::update(validate_several, &new, &old), [XY_MANY]);
}

#[test]
fn several_update_clearing_p_fails_while_xy_is_ratcheted() {
    let old = Several {
        x: Some(1),
        y: Some(2),
        ..several()
    };
    let new = Several { p: None, ..old.clone() };
    assert_eq!(common::update(validate_several, &new, &old), [PQ_NONE]);
}

// ---- Discriminated -------------------------------------------------------------

fn disc(kind: &str, field_a: Option<&str>, field_b: Option<i32>) -> Discriminated {
    Discriminated {
        kind: kind.to_owned(),
        field_a: field_a.map(str::to_owned),
        field_b,
    }
}

const A_ONLY_WHEN: &str =
    "FieldValueInvalid fieldA: Invalid value: \"\": may only be specified when `type` is \"FieldA\" (origin: union)";
const B_ONLY_WHEN: &str =
    "FieldValueInvalid fieldB: Invalid value: \"\": may only be specified when `type` is \"B\" (origin: union)";
const A_REQUIRED: &str =
    "FieldValueInvalid fieldA: Invalid value: \"\": must be specified when `type` is \"FieldA\" (origin: union)";
const B_REQUIRED: &str =
    "FieldValueInvalid fieldB: Invalid value: \"\": must be specified when `type` is \"B\" (origin: union)";

#[test]
fn discriminated_field_name_selects_field_a() {
    assert_eq!(
        common::create(validate_discriminated, &disc("FieldA", Some("x"), None)),
        common::NONE
    );
}

#[test]
fn discriminated_member_name_selects_field_b() {
    assert_eq!(
        common::create(validate_discriminated, &disc("B", None, Some(1))),
        common::NONE
    );
}

#[test]
fn discriminated_present_zero_member_counts_as_set() {
    assert_eq!(
        common::create(validate_discriminated, &disc("B", None, Some(0))),
        common::NONE
    );
}

#[test]
fn discriminated_selected_member_missing_fails() {
    assert_eq!(
        common::create(validate_discriminated, &disc("FieldA", None, None)),
        [A_REQUIRED]
    );
}

#[test]
fn discriminated_b_selected_but_a_set_reports_both_members() {
    assert_eq!(
        common::create(validate_discriminated, &disc("B", Some("x"), None)),
        [A_ONLY_WHEN, B_REQUIRED]
    );
}

#[test]
fn discriminated_a_selected_but_b_set_reports_both_members() {
    assert_eq!(
        common::create(validate_discriminated, &disc("FieldA", None, Some(1))),
        [A_REQUIRED, B_ONLY_WHEN]
    );
}

#[test]
fn discriminated_both_set_reports_the_unselected_member() {
    assert_eq!(
        common::create(validate_discriminated, &disc("FieldA", Some("x"), Some(1))),
        [B_ONLY_WHEN]
    );
}

#[test]
fn discriminated_json_name_is_not_the_discriminator_value() {
    assert_eq!(
        common::create(validate_discriminated, &disc("fieldA", Some("x"), None)),
        [A_ONLY_WHEN]
    );
}

#[test]
fn discriminated_field_b_name_is_not_its_discriminator_value() {
    // `memberName: "B"` replaces the field-name value `FieldB`.
    assert_eq!(
        common::create(validate_discriminated, &disc("FieldB", None, Some(1))),
        [B_ONLY_WHEN]
    );
}

#[test]
fn discriminated_unknown_value_with_nothing_set_passes() {
    assert_eq!(
        common::create(validate_discriminated, &disc("C", None, None)),
        common::NONE
    );
}

#[test]
fn discriminated_unknown_value_reports_every_set_member() {
    assert_eq!(
        common::create(validate_discriminated, &disc("C", Some("x"), Some(1))),
        [A_ONLY_WHEN, B_ONLY_WHEN]
    );
}

#[test]
fn discriminated_empty_value_with_nothing_set_passes() {
    assert_eq!(
        common::create(validate_discriminated, &disc("", None, None)),
        common::NONE
    );
}

#[test]
fn discriminated_empty_value_reports_the_set_member() {
    assert_eq!(
        common::create(validate_discriminated, &disc("", None, Some(1))),
        [B_ONLY_WHEN]
    );
}

#[test]
fn discriminated_errors_are_at_struct_path_dot_member() {
    let root = Path::root();
    let parent = root.child("spec");
    let errs = validate_discriminated(&Operation::create(), &parent, Some(&disc("B", Some("x"), None)), None);
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid spec.fieldA: Invalid value: \"\": may only be specified when `type` is \"FieldA\" (origin: union)",
            "FieldValueInvalid spec.fieldB: Invalid value: \"\": must be specified when `type` is \"B\" (origin: union)",
        ]
    );
}

#[test]
fn discriminated_update_unchanged_violation_is_ratcheted() {
    let obj = disc("B", Some("x"), None);
    assert_eq!(common::update(validate_discriminated, &obj, &obj.clone()), common::NONE);
}

#[test]
fn discriminated_update_changed_value_of_set_member_is_ratcheted() {
    assert_eq!(
        common::update(
            validate_discriminated,
            &disc("B", Some("new"), None),
            &disc("B", Some("old"), None)
        ),
        common::NONE
    );
}

#[test]
fn discriminated_update_changing_the_discriminator_is_checked() {
    assert_eq!(
        common::update(
            validate_discriminated,
            &disc("C", Some("x"), None),
            &disc("B", Some("x"), None)
        ),
        [A_ONLY_WHEN]
    );
}

#[test]
fn discriminated_update_changing_set_ness_is_checked() {
    assert_eq!(
        common::update(
            validate_discriminated,
            &disc("B", Some("x"), Some(1)),
            &disc("B", Some("x"), None)
        ),
        [A_ONLY_WHEN]
    );
}

#[test]
fn discriminated_update_switching_member_with_discriminator_passes() {
    assert_eq!(
        common::update(
            validate_discriminated,
            &disc("B", None, Some(1)),
            &disc("FieldA", Some("x"), None)
        ),
        common::NONE
    );
}

#[test]
fn discriminated_update_switching_discriminator_alone_fails() {
    assert_eq!(
        common::update(
            validate_discriminated,
            &disc("B", Some("x"), None),
            &disc("FieldA", Some("x"), None)
        ),
        [A_ONLY_WHEN, B_REQUIRED]
    );
}

#[test]
fn discriminated_update_without_old_object_is_checked() {
    assert_eq!(
        update_without_old(validate_discriminated, &disc("B", Some("x"), None)),
        [A_ONLY_WHEN, B_REQUIRED]
    );
}

// ---- EnumDiscriminated ---------------------------------------------------------

fn by_enum(source: Source, git: Option<&str>, image: Option<&str>) -> EnumDiscriminated {
    EnumDiscriminated {
        source,
        git: git.map(str::to_owned),
        image: image.map(str::to_owned),
    }
}

const GIT_ONLY_WHEN: &str =
    "FieldValueInvalid git: Invalid value: \"\": may only be specified when `source` is \"Git\" (origin: union)";
const IMAGE_ONLY_WHEN: &str =
    "FieldValueInvalid image: Invalid value: \"\": may only be specified when `source` is \"Image\" (origin: union)";
const GIT_REQUIRED: &str =
    "FieldValueInvalid git: Invalid value: \"\": must be specified when `source` is \"Git\" (origin: union)";
const IMAGE_REQUIRED: &str =
    "FieldValueInvalid image: Invalid value: \"\": must be specified when `source` is \"Image\" (origin: union)";

#[test]
fn enum_git_with_git_passes() {
    assert_eq!(
        common::create(validate_enum_discriminated, &by_enum(Source::Git, Some("repo"), None)),
        common::NONE
    );
}

#[test]
fn enum_image_with_image_passes() {
    assert_eq!(
        common::create(validate_enum_discriminated, &by_enum(Source::Image, None, Some("img"))),
        common::NONE
    );
}

#[test]
fn enum_image_with_git_reports_both_members() {
    assert_eq!(
        common::create(validate_enum_discriminated, &by_enum(Source::Image, Some("repo"), None)),
        [GIT_ONLY_WHEN, IMAGE_REQUIRED]
    );
}

#[test]
fn enum_git_with_image_reports_both_members() {
    assert_eq!(
        common::create(validate_enum_discriminated, &by_enum(Source::Git, None, Some("img"))),
        [GIT_REQUIRED, IMAGE_ONLY_WHEN]
    );
}

#[test]
fn enum_default_git_with_nothing_set_fails() {
    assert_eq!(
        common::create(validate_enum_discriminated, &EnumDiscriminated::default()),
        [GIT_REQUIRED]
    );
}

#[test]
fn enum_git_with_both_set_reports_image() {
    assert_eq!(
        common::create(
            validate_enum_discriminated,
            &by_enum(Source::Git, Some("repo"), Some("img"))
        ),
        [IMAGE_ONLY_WHEN]
    );
}

#[test]
fn enum_update_unchanged_violation_is_ratcheted() {
    let obj = by_enum(Source::Image, Some("repo"), None);
    assert_eq!(
        common::update(validate_enum_discriminated, &obj, &obj.clone()),
        common::NONE
    );
}

#[test]
fn enum_update_switching_source_alone_fails() {
    assert_eq!(
        common::update(
            validate_enum_discriminated,
            &by_enum(Source::Image, Some("repo"), None),
            &by_enum(Source::Git, Some("repo"), None)
        ),
        [GIT_ONLY_WHEN, IMAGE_REQUIRED]
    );
}
