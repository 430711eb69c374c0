//! Alias chains longer than two links, each link with tags of several
//! kinds: every link reports the errors of its whole chain, as if all its
//! tags were on one type, sorted by name (stably, innermost link first),
//! short-circuit checks first. The links past the second call functions
//! holding the chain's checks below them; these tests pin the errors at
//! every link, valid and invalid values, create and update.

mod common;

use output_tests::alias_chains::lower::{validate_lower0, validate_short1};
use output_tests::alias_chains::{
    validate_frozen0, validate_frozen1, validate_frozen2, validate_frozen3, validate_gated0, validate_gated1,
    validate_gated2, validate_names0, validate_names1, validate_names2, validate_short0, validate_tags0,
    validate_tags1, validate_tags2, validate_upper0, validate_upper1,
};
use validation_runtime::{ErrorList, Operation, Path};

type Validate = fn(&Operation, &Path<'_>, Option<&String>, Option<&String>) -> ErrorList;

const LABEL_MSG: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

const IMMUTABLE: &str =
    "FieldValueInvalid <nil>: Invalid value: null: field is immutable (origin: immutable) [short-circuit]";

fn too_long(limit: usize) -> String {
    format!("FieldValueTooLong <nil>: Too long: may not be more than {limit} characters (origin: maxLength)")
}

fn bad_name(value: &str) -> String {
    format!(r#"FieldValueInvalid <nil>: Invalid value: "{value}": {LABEL_MSG} (origin: format=k8s-short-name)"#)
}

fn create(validate: Validate, value: &str) -> Vec<String> {
    common::create(validate, &value.to_owned())
}

fn update(validate: Validate, value: &str, old: &str) -> Vec<String> {
    common::update(validate, &value.to_owned(), &old.to_owned())
}

/// `Frozen<i>`'s errors for a bad name too long for every link, on create:
/// the `format` checks (`Frozen3`'s, then `Frozen0`'s), then every
/// `maxLength`, innermost first.
#[test]
fn every_link_reports_its_chain_in_tag_order() {
    let value = "Not_A_Short_Name";
    assert_eq!(
        create(validate_frozen0, value),
        [
            bad_name(value),
            bad_name(value),
            too_long(13),
            too_long(12),
            too_long(11),
            too_long(10)
        ]
    );
    assert_eq!(
        create(validate_frozen1, value),
        [bad_name(value), too_long(13), too_long(12), too_long(11)]
    );
    assert_eq!(
        create(validate_frozen2, value),
        [bad_name(value), too_long(13), too_long(12)]
    );
    assert_eq!(create(validate_frozen3, value), [bad_name(value), too_long(13)]);
    for validate in [validate_frozen0, validate_frozen1, validate_frozen2, validate_frozen3] {
        assert_eq!(create(validate, "name"), common::NONE);
    }
    // Only the links up to `Frozen1` limit to 11 characters.
    assert_eq!(create(validate_frozen1, "abcdefghijk"), common::NONE);
    assert_eq!(create(validate_frozen0, "abcdefghijk"), [too_long(10)]);
}

/// On update every link's `immutable` fails (`Frozen4`, `Frozen2`,
/// `Frozen1`, `Frozen0`: `Frozen3` has none; called directly, the type's
/// function has no field to skip when unchanged), which stops the chain's
/// other checks.
#[test]
fn the_short_circuit_checks_of_the_whole_chain_stop_its_other_checks() {
    let value = "Not_A_Short_Name";
    assert_eq!(update(validate_frozen0, value, "name"), [IMMUTABLE; 4]);
    assert_eq!(update(validate_frozen1, value, "name"), [IMMUTABLE; 3]);
    assert_eq!(update(validate_frozen2, value, "name"), [IMMUTABLE; 2]);
    assert_eq!(update(validate_frozen3, value, "name"), [IMMUTABLE]);
    assert_eq!(update(validate_frozen2, "name", "name"), [IMMUTABLE; 2]);
}

fn strict(enabled: bool) -> Operation {
    Operation::create().with_option("Strict", enabled)
}

fn with(op: &Operation, validate: Validate, value: &str) -> Vec<String> {
    common::describe(&validate(op, &Path::root(), Some(&value.to_owned()), None))
}

/// Gated checks: `ifDisabled` sorts before `ifEnabled`, both before the
/// plain `maxLength`; each link's gated checks innermost first.
#[test]
fn gated_checks_of_the_chain_run_under_their_options() {
    let value = "abcdefgh";
    let enabled = strict(true);
    let disabled = strict(false);
    assert_eq!(
        with(&enabled, validate_gated0, value),
        [too_long(6), too_long(4), too_long(3), too_long(7)]
    );
    assert_eq!(with(&disabled, validate_gated0, value), [too_long(5), too_long(7)]);
    assert_eq!(with(&enabled, validate_gated1, value), [too_long(6), too_long(4)]);
    assert_eq!(with(&disabled, validate_gated1, value), [too_long(5)]);
    assert_eq!(with(&enabled, validate_gated2, value), [too_long(6)]);
    assert_eq!(with(&disabled, validate_gated2, value), [too_long(5)]);
    assert_eq!(with(&enabled, validate_gated0, "abc"), common::NONE);
    assert_eq!(with(&disabled, validate_gated0, "abcde"), common::NONE);
}

fn items(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

fn too_many(limit: usize) -> String {
    format!("FieldValueTooMany <nil>: Too many: 6: must have at most {limit} items (origin: maxItems) [short-circuit]")
}

/// An alias-of-list chain: every link's `maxItems` (short-circuit), then
/// the `unique` check of the bottom's `listType=set`.
#[test]
fn an_alias_of_list_chain_checks_its_items_and_list_semantics() {
    let six = items(&["a", "b", "c", "d", "e", "e"]);
    assert_eq!(
        common::create(validate_tags0, &six),
        [too_many(5), too_many(4), too_many(3)]
    );
    assert_eq!(common::create(validate_tags1, &six), [too_many(5), too_many(4)]);
    assert_eq!(common::create(validate_tags2, &six), [too_many(5)]);
    let duplicate = items(&["a", "a"]);
    let duplicated = [r#"FieldValueDuplicate [1]: Duplicate value: "a""#];
    for validate in [validate_tags0, validate_tags1, validate_tags2] {
        assert_eq!(common::create(validate, &duplicate), duplicated);
        assert_eq!(common::create(validate, &items(&["a", "b"])), common::NONE);
    }
}

/// A chain continued from another module: its links call the functions of
/// the links there.
#[test]
fn a_chain_continued_from_another_module_has_its_lower_links_tags() {
    let value = "abcdefgh";
    assert_eq!(create(validate_lower0, value), [too_long(7), too_long(6)]);
    assert_eq!(create(validate_upper1, value), [too_long(7), too_long(6), too_long(5)]);
    assert_eq!(
        create(validate_upper0, value),
        [too_long(7), too_long(6), too_long(5), too_long(4)]
    );
    assert_eq!(update(validate_upper0, value, "abc"), [IMMUTABLE; 2]);
    assert_eq!(update(validate_upper1, value, "abc"), [IMMUTABLE]);
    assert_eq!(create(validate_upper0, "abcd"), common::NONE);
    assert_eq!(create(validate_short1, value), [too_long(6), too_long(5)]);
    assert_eq!(create(validate_short0, value), [too_long(6), too_long(5), too_long(4)]);
    assert_eq!(create(validate_short0, "abcd"), common::NONE);
}

fn element_too_long(index: usize, limit: usize) -> String {
    format!("FieldValueTooLong [{index}]: Too long: may not be more than {limit} characters (origin: maxLength)")
}

/// Every link's `eachVal` checks each element, innermost link first; with
/// the bottom's `set` semantics an element the old list has is skipped on
/// update, at every link.
#[test]
fn element_checks_of_the_chain_find_old_elements_by_its_list_semantics() {
    let long = items(&["abcdef"]);
    assert_eq!(
        common::create(validate_names0, &long),
        [
            element_too_long(0, 5),
            element_too_long(0, 4),
            element_too_long(0, 3),
            element_too_long(0, 2)
        ]
    );
    assert_eq!(
        common::create(validate_names1, &long),
        [element_too_long(0, 5), element_too_long(0, 4), element_too_long(0, 3)]
    );
    assert_eq!(
        common::create(validate_names2, &long),
        [element_too_long(0, 5), element_too_long(0, 4)]
    );
    let added = items(&["xyzxyz", "abcdef"]);
    assert_eq!(
        common::update(validate_names0, &added, &long),
        [
            element_too_long(0, 5),
            element_too_long(0, 4),
            element_too_long(0, 3),
            element_too_long(0, 2)
        ]
    );
    assert_eq!(common::update(validate_names1, &added, &long).len(), 3);
    assert_eq!(common::create(validate_names0, &items(&["ab", "a"])), common::NONE);
    // `maxItems` (Names2's) stops the element checks.
    let four = items(&["abcdef", "b", "c", "d"]);
    assert_eq!(
        common::create(validate_names0, &four),
        ["FieldValueTooMany <nil>: Too many: 4: must have at most 3 items (origin: maxItems) [short-circuit]"]
    );
}
