//! Type aliases (`type Name = T;`): an alias's tags
//! apply wherever the alias is named; a chain accumulates the tags of every
//! link, innermost first (`Percent` = `Count`'s `minimum=0` + its own
//! `maximum=100`, each once); an alias of `String` is a named string whose
//! bad value is JSON; an alias of a struct runs the
//! struct's checks.

mod common;

use output_tests::shapes::aliases::{
    validate_brief, validate_count, validate_medium, validate_percent, validate_struct, Inner, Pair, Short, Struct,
};

fn base() -> Struct {
    Struct {
        count: 0,
        percent: 0,
        label: None,
        alias: Inner { count: 1 },
        short: Short("ab".to_owned()),
        pair: Pair { a: Some(1), b: None },
    }
}

/// An alias of a newtype or struct checks its own tags, then calls the
/// type's function, which checks the type's: each tag once.
#[test]
fn alias_of_a_newtype_or_struct_checks_each_tag_once() {
    let obj = Struct {
        short: Short("abcdefg".to_owned()),
        pair: Pair { a: Some(1), b: Some(2) },
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooLong short: Too long: may not be more than 5 characters (origin: maxLength)",
            "FieldValueTooMany pair: Too many: 2: must have at most 1 item",
        ]
    );
    let obj = Struct {
        short: Short("a".to_owned()),
        pair: Pair { a: None, b: None },
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooShort short: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueInvalid pair: Invalid value: 0: pair in body should have at least 1 properties",
        ]
    );
}

#[test]
fn valid_values_pass() {
    let obj = Struct {
        count: 5,
        percent: 100,
        ..base()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn alias_tags_apply_to_a_field_named_by_the_alias() {
    let obj = Struct { count: -1, ..base() };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn alias_chain_applies_its_own_tag() {
    let obj = Struct { percent: 101, ..base() };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid percent: Invalid value: 101: must be less than or equal to 100 (origin: maximum)"]
    );
}

#[test]
fn alias_chain_applies_the_inner_links_tag_once() {
    // `Percent` accumulates `Count`'s `minimum=0`: one check, one error.
    let obj = Struct { percent: -1, ..base() };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid percent: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn alias_chain_type_function_reports_the_inner_tag_once() {
    assert_eq!(
        common::create(validate_percent, &-5),
        ["FieldValueInvalid <nil>: Invalid value: -5: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn inner_alias_does_not_get_the_outer_links_tag() {
    // `Count` itself has no maximum: 101 is a valid `Count`.
    assert_eq!(common::create(validate_count, &101), common::NONE);
    let obj = Struct { count: 1000, ..base() };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn absent_alias_of_string_is_not_checked() {
    assert_eq!(common::create(validate_struct, &base()), common::NONE);
}

#[test]
fn alias_of_string_bad_value_is_html_safe_json() {
    let obj = Struct {
        label: Some(r#"x<y>&"z"#.to_owned()),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid label: Invalid value: "x\u003cy\u003e\u0026\"z": forced failure: alias of String (origin: validateFalse)"#
        ]
    );
}

#[test]
fn alias_of_string_present_empty_value_is_checked() {
    let obj = Struct {
        label: Some(String::new()),
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueInvalid label: Invalid value: "": forced failure: alias of String (origin: validateFalse)"#]
    );
}

#[test]
fn alias_of_struct_runs_the_structs_checks() {
    let obj = Struct {
        alias: Inner { count: 0 },
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid alias.count: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        count: -1,
        percent: 200,
        label: Some("l".to_owned()),
        alias: Inner { count: -3 },
        ..base()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid percent: Invalid value: 200: must be less than or equal to 100 (origin: maximum)",
            r#"FieldValueInvalid label: Invalid value: "l": forced failure: alias of String (origin: validateFalse)"#,
            "FieldValueInvalid alias.count: Invalid value: -3: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_with_unchanged_invalid_values_is_ratcheted() {
    let obj = Struct {
        count: -1,
        percent: -1,
        label: Some("l".to_owned()),
        alias: Inner { count: 0 },
        short: Short("abcdefgh".to_owned()),
        pair: Pair { a: None, b: None },
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changing_an_alias_chain_field_revalidates_it_once() {
    let old = Struct { percent: -1, ..base() };
    let new = Struct { percent: -2, ..base() };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid percent: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_setting_the_string_alias_checks_it() {
    let old = base();
    let new = Struct {
        label: Some("new".to_owned()),
        ..base()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [r#"FieldValueInvalid label: Invalid value: "new": forced failure: alias of String (origin: validateFalse)"#]
    );
}

#[test]
fn update_changing_the_struct_alias_revalidates_it() {
    let old = Struct {
        alias: Inner { count: 0 },
        ..base()
    };
    let new = Struct {
        alias: Inner { count: -1 },
        ..base()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid alias.count: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn a_chain_of_string_aliases_reports_innermost_first() {
    // `Brief` = `Medium` (`maxLength=6`) = `Long` (`maxLength=8`): every
    // link's limit, innermost first, then `Brief`'s own tags by name.
    assert_eq!(
        common::create(validate_brief, &"abcdefghij".to_owned()),
        [
            "FieldValueTooLong <nil>: Too long: may not be more than 8 characters (origin: maxLength)",
            "FieldValueTooLong <nil>: Too long: may not be more than 6 characters (origin: maxLength)",
            "FieldValueTooLong <nil>: Too long: may not be more than 4 characters (origin: maxLength)",
        ]
    );
    assert_eq!(
        common::create(validate_brief, &"a".to_owned()),
        ["FieldValueTooShort <nil>: Too short: must be at least 2 characters (origin: minLength)"]
    );
    assert_eq!(common::create(validate_brief, &"abcd".to_owned()), common::NONE);
}

#[test]
fn a_middle_link_of_an_alias_chain_has_only_the_tags_below_it() {
    assert_eq!(
        common::create(validate_medium, &"abcdefg".to_owned()),
        ["FieldValueTooLong <nil>: Too long: may not be more than 6 characters (origin: maxLength)"]
    );
    assert_eq!(common::create(validate_medium, &"a".to_owned()), common::NONE);
}
