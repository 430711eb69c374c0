//! Maps: values are validated at `map[key]` with
//! keys never quoted, keys at the map's own path
//! (like Kubernetes' EachMapKey); on update unchanged values are skipped,
//! changed values revalidated, and only keys missing from the old map are
//! validated.

mod common;

use std::collections::{BTreeMap, HashMap};

use output_tests::shapes::maps::{validate_struct, Entry, Key, Struct};

fn entry(value: i32) -> Entry {
    Entry { value }
}

fn entries(pairs: &[(&str, i32)]) -> BTreeMap<String, Entry> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), entry(*v))).collect()
}

fn keys(names: &[&str]) -> HashMap<Key, i64> {
    names.iter().map(|k| (Key((*k).to_owned()), 1)).collect()
}

fn optional_entries(pairs: &[(&str, Option<i32>)]) -> Option<BTreeMap<String, Option<Entry>>> {
    Some(pairs.iter().map(|(k, v)| ((*k).to_owned(), v.map(entry))).collect())
}

#[test]
fn empty_and_absent_maps_pass() {
    assert_eq!(common::create(validate_struct, &Struct::default()), common::NONE);
}

#[test]
fn valid_values_pass() {
    let obj = Struct {
        entries: entries(&[("a", 0), ("b", 7)]),
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn value_errors_are_reported_at_the_key() {
    let obj = Struct {
        entries: entries(&[("a", 1), ("b", -1)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid entries[b].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn keys_in_paths_are_never_quoted_or_escaped() {
    let obj = Struct {
        entries: entries(&[
            ("app.kubernetes.io/name", -1),
            ("with space", -2),
            ("", -3),
            ("x]y", -4),
        ]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid entries[].value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid entries[app.kubernetes.io/name].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid entries[with space].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid entries[x]y].value: Invalid value: -4: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn key_errors_are_reported_at_the_maps_path_with_a_json_value() {
    let obj = Struct {
        by_key: keys(&["a<b&c"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [r#"FieldValueInvalid byKey: Invalid value: "a\u003cb\u0026c": forced failure: key (origin: validateFalse)"#]
    );
}

#[test]
fn every_key_is_validated_at_the_maps_path_in_key_order() {
    // A `HashMap` has no order of its own: errors follow sorted keys.
    let obj = Struct {
        by_key: keys(&["k3", "k1", "k2"]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid byKey: Invalid value: "k1": forced failure: key (origin: validateFalse)"#,
            r#"FieldValueInvalid byKey: Invalid value: "k2": forced failure: key (origin: validateFalse)"#,
            r#"FieldValueInvalid byKey: Invalid value: "k3": forced failure: key (origin: validateFalse)"#,
        ]
    );
}

#[test]
fn key_errors_come_in_a_deterministic_order() {
    // A port should iterate maps in a deterministic order,
    // whatever the map's hasher seed.
    let names = ["k1", "k2", "k3", "k4", "k5", "k6", "k7", "k8"];
    let first = common::create(
        validate_struct,
        &Struct {
            by_key: keys(&names),
            ..Struct::default()
        },
    );
    for _ in 0..20 {
        let again = common::create(
            validate_struct,
            &Struct {
                by_key: keys(&names),
                ..Struct::default()
            },
        );
        assert_eq!(again, first);
    }
}

#[test]
fn absent_optional_map_is_not_checked() {
    let obj = Struct {
        optional_entries: None,
        ..Struct::default()
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn optional_map_present_values_are_checked_and_absent_values_skipped() {
    let obj = Struct {
        optional_entries: optional_entries(&[("x", None), ("y", Some(-1)), ("z", Some(2))]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid optionalEntries[y].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        entries: entries(&[("e", -1)]),
        by_key: keys(&["k"]),
        optional_entries: optional_entries(&[("o", Some(-2))]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid entries[e].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            r#"FieldValueInvalid byKey: Invalid value: "k": forced failure: key (origin: validateFalse)"#,
            "FieldValueInvalid optionalEntries[o].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_with_unchanged_maps_is_ratcheted() {
    let obj = Struct {
        entries: entries(&[("a", -1)]),
        by_key: keys(&["k"]),
        optional_entries: optional_entries(&[("o", Some(-1)), ("p", None)]),
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_skips_unchanged_entries_and_revalidates_changed_and_new_ones() {
    let old = Struct {
        entries: entries(&[("a", -1), ("b", -1)]),
        ..Struct::default()
    };
    let new = Struct {
        entries: entries(&[("a", -1), ("b", -2), ("c", -3)]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid entries[b].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid entries[c].value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_removing_an_entry_does_not_revalidate_the_others() {
    let old = Struct {
        entries: entries(&[("a", -1), ("b", 1)]),
        ..Struct::default()
    };
    let new = Struct {
        entries: entries(&[("a", -1)]),
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_validates_new_keys_but_not_existing_ones() {
    let old = Struct {
        by_key: keys(&["old"]),
        ..Struct::default()
    };
    let new = Struct {
        by_key: keys(&["old", "new"]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [r#"FieldValueInvalid byKey: Invalid value: "new": forced failure: key (origin: validateFalse)"#]
    );
}

#[test]
fn update_changing_a_value_under_an_existing_key_does_not_revalidate_the_key() {
    let old = Struct {
        by_key: keys(&["k"]),
        ..Struct::default()
    };
    let mut changed = keys(&["k"]);
    changed.insert(Key("k".to_owned()), 2);
    let new = Struct {
        by_key: changed,
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_of_optional_map_checks_only_changed_and_new_present_values() {
    let old = Struct {
        optional_entries: optional_entries(&[("a", Some(-1)), ("b", None), ("c", Some(-1))]),
        ..Struct::default()
    };
    let new = Struct {
        optional_entries: optional_entries(&[("a", Some(-1)), ("b", Some(-2)), ("c", Some(-3)), ("d", Some(-4))]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid optionalEntries[b].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid optionalEntries[c].value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid optionalEntries[d].value: Invalid value: -4: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_setting_an_absent_optional_map_checks_every_value() {
    let old = Struct::default();
    let new = Struct {
        optional_entries: optional_entries(&[("a", Some(-1)), ("b", Some(-2))]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid optionalEntries[a].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid optionalEntries[b].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

fn ordered(pairs: &[(&str, i32)]) -> indexmap::IndexMap<String, Entry> {
    pairs.iter().map(|(k, v)| ((*k).to_owned(), entry(*v))).collect()
}

#[test]
fn index_map_values_are_reported_at_the_key_in_the_maps_own_order() {
    let obj = Struct {
        ordered: ordered(&[("z", -1), ("a", 1), ("m.n/o", -2)]),
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid ordered[z].value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid ordered[m.n/o].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_reordering_an_index_map_is_no_change() {
    // Semantic equality compares maps by key set and values.
    let old = Struct {
        ordered: ordered(&[("b", -1), ("a", -2)]),
        ..Struct::default()
    };
    let new = Struct {
        ordered: ordered(&[("a", -2), ("b", -1)]),
        ..Struct::default()
    };
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_of_an_index_map_checks_only_changed_and_new_values() {
    let old = Struct {
        ordered: ordered(&[("a", -1), ("b", -1)]),
        ..Struct::default()
    };
    let new = Struct {
        ordered: ordered(&[("c", -3), ("b", -2), ("a", -1)]),
        ..Struct::default()
    };
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid ordered[c].value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid ordered[b].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}
