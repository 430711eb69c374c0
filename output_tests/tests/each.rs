//! `+k8s:eachVal` and `+k8s:eachKey`: the payload runs on
//! every list element at `list[i]`, every map value at `map[key]` and every
//! map key at the map's own path (like Kubernetes' EachSliceVal,
//! EachMapVal, EachMapKey). Field validations (including `eachVal`) come
//! before element type calls; absent elements of
//! `Vec<Option<T>>` are `Required` short-circuit errors that stop the field.
//! On update an atomic list is revalidated whole once
//! changed; map values are ratcheted by key and existing keys are never
//! revalidated.

mod common;

use std::collections::{BTreeMap, HashMap};

use output_tests::each::{validate_struct, Item, Struct, Tag};
use validation_runtime::{Operation, Path};

const LABEL_NAME_PART: &str = "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const LABEL_KEY_PARTS: &str = "a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')";

fn item(value: i32) -> Item {
    Item { value }
}

fn tag(s: &str) -> Tag {
    Tag(s.to_owned())
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|s| (*s).to_owned()).collect()
}

fn counts(pairs: &[(&str, i64)]) -> BTreeMap<String, i64> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect()
}

fn labels(keys: &[&str]) -> BTreeMap<String, String> {
    keys.iter().map(|k| ((*k).to_owned(), "v".to_owned())).collect()
}

fn limits(pairs: &[(&str, i32)]) -> HashMap<String, i32> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), *v)).collect()
}

fn by_tag(pairs: &[(&str, i32)]) -> BTreeMap<Tag, i32> {
    pairs.iter().map(|(k, v)| (tag(k), *v)).collect()
}

fn with_strict(op: Operation, enabled: bool, obj: &Struct, old: Option<&Struct>) -> Vec<String> {
    common::describe(&validate_struct(
        &op.with_option("Strict", enabled),
        &Path::root(),
        Some(obj),
        old,
    ))
}

#[test]
fn empty_struct_passes() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn valid_elements_pass() {
    let obj = Struct {
        numbers: vec![1, 2],
        names: strings(&["", "ab"]),
        optional_numbers: vec![Some(1)],
        tags: vec![tag("ab"), tag("abc")],
        matrix: vec![vec![9, -9], vec![]],
        counts: counts(&[("a", 0)]),
        labels: labels(&["example.com/My.Name", "a"]),
        limits: limits(&[("abcde", 10)]),
        by_tag: by_tag(&[("ab", -1)]),
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn each_val_checks_every_number_at_its_index() {
    let obj = Struct {
        numbers: vec![1, 0, 5, -3],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid numbers[1]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid numbers[3]: Invalid value: -3: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn each_val_checks_every_string_at_its_index() {
    let obj = Struct {
        names: strings(&["ab", "abc", "", "xyz"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooLong names[1]: Too long: may not be more than 2 characters (origin: maxLength)",
            "FieldValueTooLong names[3]: Too long: may not be more than 2 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn present_optional_elements_are_checked() {
    let obj = Struct {
        optional_numbers: vec![Some(1), Some(0), Some(7)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid optionalNumbers[1]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn absent_optional_elements_are_required_and_skip_each_val() {
    // The no-absent-elements check is short-circuit: the invalid present
    // elements at [0] and [2] are not checked once it failed.
    let obj = Struct {
        optional_numbers: vec![Some(0), None, Some(-1), None],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueRequired optionalNumbers[1]: Required value [short-circuit]",
            "FieldValueRequired optionalNumbers[3]: Required value [short-circuit]",
        ]
    );
}

#[test]
fn absent_optional_element_stops_only_its_own_field() {
    let obj = Struct {
        numbers: vec![0],
        optional_numbers: vec![None],
        names: strings(&["abc"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid numbers[0]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueTooLong names[0]: Too long: may not be more than 2 characters (origin: maxLength)",
            "FieldValueRequired optionalNumbers[0]: Required value [short-circuit]",
        ]
    );
}

#[test]
fn element_tag_runs_on_every_element_before_the_element_types_own_checks() {
    // Field validations (eachVal) for all elements, then the
    // element type's function for each element. Struct bad values are JSON.
    let obj = Struct {
        items: vec![item(-1), item(2)],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid items[0]: Invalid value: {"value":-1}: forced failure: item (origin: validateFalse)"#,
            r#"FieldValueInvalid items[1]: Invalid value: {"value":2}: forced failure: item (origin: validateFalse)"#,
            "FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn opaque_elements_are_not_validated_by_their_type() {
    let obj = Struct {
        opaque_items: vec![item(-1), item(-2)],
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn newtype_elements_get_the_element_tag_then_their_type_check() {
    let obj = Struct {
        tags: vec![tag("abcd"), tag("a"), tag("ok")],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooShort tags[1]: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooLong tags[0]: Too long: may not be more than 3 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn nested_each_val_reports_both_indexes() {
    let obj = Struct {
        matrix: vec![vec![1, 10], vec![], vec![11, 9, 12]],
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid matrix[0][1]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid matrix[2][0]: Invalid value: 11: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid matrix[2][2]: Invalid value: 12: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

#[test]
fn map_values_are_reported_at_their_unquoted_key() {
    let obj = Struct {
        counts: counts(&[("a", 0), ("b", -1), ("c.d/e f", -2)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid counts[b]: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid counts[c.d/e f]: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn label_keys_are_checked_at_the_maps_path() {
    let obj = Struct {
        labels: labels(&["-x", "a/b/c", "ok", "example.com/ok"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            format!(
                r#"FieldValueInvalid labels: Invalid value: "-x": {LABEL_NAME_PART} (origin: format=k8s-label-key)"#
            ),
            format!(
                r#"FieldValueInvalid labels: Invalid value: "a/b/c": {LABEL_KEY_PARTS} (origin: format=k8s-label-key)"#
            ),
        ]
    );
}

#[test]
fn label_values_are_not_checked() {
    let obj = Struct {
        labels: [("ok".to_owned(), "-not a key-".to_owned())].into_iter().collect(),
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn hash_map_keys_then_values_are_reported_in_key_order() {
    // eachKey sorts before eachVal (eachVal is deferred); a
    // HashMap is iterated in sorted key order.
    let obj = Struct {
        limits: limits(&[("zzzzzz", 11), ("aaaaaa", 1), ("m", 20), ("b", 30), ("c", 10)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooLong limits: Too long: may not be more than 5 characters (origin: maxLength)",
            "FieldValueTooLong limits: Too long: may not be more than 5 characters (origin: maxLength)",
            "FieldValueInvalid limits[b]: Invalid value: 30: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid limits[m]: Invalid value: 20: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid limits[zzzzzz]: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
        ]
    );
}

#[test]
fn hash_map_value_order_does_not_depend_on_the_hasher() {
    let pairs: Vec<(String, i32)> = (0..16).map(|i| (format!("k{i:02}"), 100 + i)).collect();
    let expected: Vec<String> = (0..16)
        .map(|i| {
            format!(
                "FieldValueInvalid limits[k{i:02}]: Invalid value: {}: must be less than or equal to 10 (origin: maximum)",
                100 + i
            )
        })
        .collect();
    for _ in 0..10 {
        let obj = Struct {
            limits: pairs.iter().cloned().collect(),
            ..Struct::default()
        };
        assert_eq!(common::create(validate_struct, &obj), expected);
    }
}

#[test]
fn gated_each_val_runs_when_the_option_is_enabled() {
    let obj = Struct {
        gated: Some(vec![1, 4, 3, 5]),
        ..Struct::default()
    };
    assert_eq!(
        with_strict(Operation::create(), true, &obj, None),
        [
            "FieldValueInvalid gated[1]: Invalid value: 4: must be less than or equal to 3 (origin: maximum)",
            "FieldValueInvalid gated[3]: Invalid value: 5: must be less than or equal to 3 (origin: maximum)",
        ]
    );
}

#[test]
fn gated_each_val_does_not_run_when_the_option_is_disabled() {
    let obj = Struct {
        gated: Some(vec![1, 4, 5]),
        ..Struct::default()
    };
    assert_eq!(with_strict(Operation::create(), false, &obj, None), common::NONE);
}

#[test]
fn gated_each_val_with_an_undefined_option_is_an_internal_error_per_element() {
    // Regardless of the element's value.
    let obj = Struct {
        gated: Some(vec![1, 4]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"InternalError gated[0]: Internal error: undefined validation option "Strict""#,
            r#"InternalError gated[1]: Internal error: undefined validation option "Strict""#,
        ]
    );
}

#[test]
fn absent_or_empty_gated_list_needs_no_option() {
    for gated in [None, Some(vec![])] {
        let obj = Struct {
            gated,
            ..Struct::default()
        };
        assert_eq!(common::create(validate_struct, &obj), common::NONE);
    }
}

#[test]
fn named_keys_get_the_key_tag_then_their_type_check_at_the_maps_path() {
    let obj = Struct {
        by_tag: by_tag(&[("a", 1), ("abcd", 2), ("ok", 3)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooShort byTag: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooLong byTag: Too long: may not be more than 3 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        numbers: vec![0],
        names: strings(&["abc"]),
        optional_numbers: vec![Some(0)],
        items: vec![item(-1)],
        tags: vec![tag("a")],
        matrix: vec![vec![10]],
        counts: counts(&[("k", -1)]),
        labels: labels(&["-"]),
        limits: limits(&[("k", 11)]),
        gated: Some(vec![0]),
        by_tag: by_tag(&[("a", 0)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid numbers[0]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueTooLong names[0]: Too long: may not be more than 2 characters (origin: maxLength)",
            "FieldValueInvalid optionalNumbers[0]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            r#"FieldValueInvalid items[0]: Invalid value: {"value":-1}: forced failure: item (origin: validateFalse)"#,
            "FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueTooShort tags[0]: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueInvalid matrix[0][0]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid counts[k]: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            &format!(r#"FieldValueInvalid labels: Invalid value: "-": {LABEL_NAME_PART} (origin: format=k8s-label-key)"#),
            "FieldValueInvalid limits[k]: Invalid value: 11: must be less than or equal to 10 (origin: maximum)",
            r#"InternalError gated[0]: Internal error: undefined validation option "Strict""#,
            "FieldValueTooShort byTag: Too short: must be at least 2 characters (origin: minLength)",
        ]
    );
}

// ---- update ----

fn invalid_everywhere() -> Struct {
    Struct {
        numbers: vec![0],
        names: strings(&["abc"]),
        optional_numbers: vec![None, Some(0)],
        items: vec![item(-1)],
        tags: vec![tag("a"), tag("abcd")],
        matrix: vec![vec![10]],
        counts: counts(&[("k", -1)]),
        labels: labels(&["-"]),
        limits: limits(&[("toolong", 11)]),
        gated: Some(vec![4]),
        by_tag: by_tag(&[("a", 0), ("abcd", 0)]),
        ..Struct::default()
    }
}

#[test]
fn invalid_everywhere_fixture_fails_on_create() {
    // Guards the ratcheting test below: every field of the fixture is invalid.
    assert_eq!(common::create(validate_struct, &invalid_everywhere()).len(), 15);
}

#[test]
fn update_with_unchanged_lists_and_maps_is_ratcheted() {
    // Unchanged fields are skipped whole, even the gated list whose option
    // is undefined.
    let obj = invalid_everywhere();
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_without_an_old_root_validates_everything() {
    let obj = Struct {
        numbers: vec![0],
        counts: counts(&[("k", -1)]),
        ..Struct::default()
    };
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&obj), None)),
        [
            "FieldValueInvalid numbers[0]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid counts[k]: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_a_changed_atomic_list_revalidates_every_element() {
    let old = Struct {
        numbers: vec![0, 5],
        ..Struct::default()
    };
    let new = Struct {
        numbers: vec![0, 6, -1],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid numbers[0]: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid numbers[2]: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_changed_items_revalidates_every_element_and_its_type() {
    // No element is correlated in an atomic list, so Item's own check sees
    // no old value either.
    let old = Struct {
        items: vec![item(-1)],
        ..Struct::default()
    };
    let new = Struct {
        items: vec![item(-1), item(1)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            r#"FieldValueInvalid items[0]: Invalid value: {"value":-1}: forced failure: item (origin: validateFalse)"#,
            r#"FieldValueInvalid items[1]: Invalid value: {"value":1}: forced failure: item (origin: validateFalse)"#,
            "FieldValueInvalid items[0].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_changed_newtype_elements_revalidates_every_element() {
    let old = Struct {
        tags: vec![tag("a"), tag("abcd")],
        ..Struct::default()
    };
    let new = Struct {
        tags: vec![tag("a"), tag("abcd"), tag("ok")],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueTooShort tags[0]: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooLong tags[1]: Too long: may not be more than 3 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn update_of_a_changed_optional_list_still_requires_every_element() {
    let old = Struct {
        optional_numbers: vec![None],
        ..Struct::default()
    };
    let new = Struct {
        optional_numbers: vec![None, Some(0)],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueRequired optionalNumbers[0]: Required value [short-circuit]"]
    );
}

#[test]
fn update_of_a_changed_nested_list_revalidates_every_inner_element() {
    let old = Struct {
        matrix: vec![vec![10]],
        ..Struct::default()
    };
    let new = Struct {
        matrix: vec![vec![10], vec![1]],
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueInvalid matrix[0][0]: Invalid value: 10: must be less than or equal to 9 (origin: maximum)"]
    );
}

#[test]
fn update_of_map_values_skips_unchanged_entries_and_checks_changed_and_new_ones() {
    let old = Struct {
        counts: counts(&[("a", -1), ("b", -2), ("c", 1), ("gone", -9)]),
        ..Struct::default()
    };
    let new = Struct {
        counts: counts(&[("a", -1), ("b", -3), ("c", -5), ("d", -4)]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid counts[b]: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid counts[c]: Invalid value: -5: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid counts[d]: Invalid value: -4: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_map_keys_checks_only_new_keys() {
    // The entry for "-x" changed its value, but its key existed already.
    let old = Struct {
        labels: [("-x".to_owned(), "1".to_owned())].into_iter().collect(),
        ..Struct::default()
    };
    let new = Struct {
        labels: [("-x".to_owned(), "2".to_owned()), ("-y".to_owned(), "1".to_owned())]
            .into_iter()
            .collect(),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [format!(
            r#"FieldValueInvalid labels: Invalid value: "-y": {LABEL_NAME_PART} (origin: format=k8s-label-key)"#
        )]
    );
}

#[test]
fn update_of_a_hash_map_ratchets_keys_and_values_separately() {
    let old = Struct {
        limits: limits(&[("toolong", 11), ("k", 1), ("old", 50)]),
        ..Struct::default()
    };
    let new = Struct {
        limits: limits(&[("toolong", 11), ("k", 12), ("newlongkey", 1), ("n", 13)]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueTooLong limits: Too long: may not be more than 5 characters (origin: maxLength)",
            "FieldValueInvalid limits[k]: Invalid value: 12: must be less than or equal to 10 (origin: maximum)",
            "FieldValueInvalid limits[n]: Invalid value: 13: must be less than or equal to 10 (origin: maximum)",
        ]
    );
}

#[test]
fn update_of_named_keys_checks_only_new_keys() {
    let old = Struct {
        by_tag: by_tag(&[("a", 1), ("abcd", 1)]),
        ..Struct::default()
    };
    let new = Struct {
        by_tag: by_tag(&[("a", 2), ("abcd", 1), ("b", 1), ("wxyz", 1)]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueTooShort byTag: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooLong byTag: Too long: may not be more than 3 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn update_of_a_changed_gated_list_revalidates_every_element() {
    let old = Struct {
        gated: Some(vec![4]),
        ..Struct::default()
    };
    let new = Struct {
        gated: Some(vec![4, 5]),
        ..Struct::default()
    };
    assert_eq!(
        with_strict(Operation::update(), true, &new, Some(&old)),
        [
            "FieldValueInvalid gated[0]: Invalid value: 4: must be less than or equal to 3 (origin: maximum)",
            "FieldValueInvalid gated[1]: Invalid value: 5: must be less than or equal to 3 (origin: maximum)",
        ]
    );
}

#[test]
fn update_of_an_unchanged_gated_list_is_skipped_with_the_option_enabled() {
    let obj = Struct {
        gated: Some(vec![4]),
        ..Struct::default()
    };
    assert_eq!(
        with_strict(Operation::update(), true, &obj, Some(&obj.clone())),
        common::NONE
    );
}
