//! `+k8s:minProperties`, `+k8s:maxProperties`: `TooFew`/`TooMany` with the entry count as the bad value and
//! the "items" wording (singular for 1). An empty map fails minProperties;
//! `maxProperties` is short-circuit (marked) and skips an absent map
//! (a Kubernetes quirk). Maps are field-ratcheted with semantic equality
//! (absent equals empty).

mod common;

use std::collections::{BTreeMap, HashMap};

use output_tests::properties::{validate_struct, Struct};
use validation_runtime::{Operation, Path};

fn strings(keys: &[&str]) -> BTreeMap<String, String> {
    keys.iter().map(|k| (k.to_string(), "v".to_string())).collect()
}

fn ints(keys: &[&str]) -> HashMap<String, i32> {
    keys.iter()
        .enumerate()
        .map(|(i, k)| (k.to_string(), i as i32))
        .collect()
}

/// Every map within its limits.
fn valid() -> Struct {
    Struct {
        at_least_one: strings(&["a"]),
        at_most_two: ints(&["a", "b"]),
        optional: Some(strings(&["a"])),
    }
}

fn create(obj: Struct) -> Vec<String> {
    common::create(validate_struct, &obj)
}

fn update(new: Struct, old: Struct) -> Vec<String> {
    common::update(validate_struct, &new, &old)
}

// ---- create ------------------------------------------------------------------

#[test]
fn maps_within_their_limits_pass() {
    assert_eq!(create(valid()), common::NONE);
}

#[test]
fn zero_object_reports_only_min_properties() {
    assert_eq!(
        create(Struct::default()),
        ["FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minProperties)"]
    );
}

#[test]
fn empty_btree_map_fails_min_properties() {
    assert_eq!(
        create(Struct {
            at_least_one: BTreeMap::new(),
            ..valid()
        }),
        ["FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minProperties)"]
    );
}

#[test]
fn min_properties_has_no_upper_bound() {
    assert_eq!(
        create(Struct {
            at_least_one: strings(&["a", "b", "c", "d", "e"]),
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn min_properties_counts_entries_not_values() {
    let mut map = BTreeMap::new();
    map.insert(String::new(), String::new());
    assert_eq!(
        create(Struct {
            at_least_one: map,
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn hash_map_over_max_properties_fails_short_circuit() {
    assert_eq!(
        create(Struct {
            at_most_two: ints(&["a", "b", "c"]),
            ..valid()
        }),
        ["FieldValueTooMany atMostTwo: Too many: 3: must have at most 2 items (origin: maxProperties) [short-circuit]"]
    );
}

#[test]
fn empty_hash_map_passes_max_properties() {
    assert_eq!(
        create(Struct {
            at_most_two: HashMap::new(),
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn absent_optional_map_is_skipped() {
    assert_eq!(
        create(Struct {
            optional: None,
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn present_empty_optional_map_passes() {
    assert_eq!(
        create(Struct {
            optional: Some(BTreeMap::new()),
            ..valid()
        }),
        common::NONE
    );
}

#[test]
fn optional_map_over_max_properties_uses_singular_item() {
    assert_eq!(
        create(Struct {
            optional: Some(strings(&["a", "b"])),
            ..valid()
        }),
        ["FieldValueTooMany optional: Too many: 2: must have at most 1 item (origin: maxProperties) [short-circuit]"]
    );
}

#[test]
fn every_field_failing_reports_in_declaration_order() {
    let obj = Struct {
        at_least_one: BTreeMap::new(),
        at_most_two: ints(&["a", "b", "c", "d"]),
        optional: Some(strings(&["a", "b", "c"])),
    };
    assert_eq!(
        create(obj),
        [
            "FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minProperties)",
            "FieldValueTooMany atMostTwo: Too many: 4: must have at most 2 items (origin: maxProperties) [short-circuit]",
            "FieldValueTooMany optional: Too many: 3: must have at most 1 item (origin: maxProperties) [short-circuit]",
        ]
    );
}

// ---- update and ratcheting ---------------------------------------------------

#[test]
fn update_unchanged_invalid_maps_are_ratcheted() {
    let old = Struct {
        at_least_one: BTreeMap::new(),
        at_most_two: ints(&["a", "b", "c"]),
        optional: Some(strings(&["a", "b"])),
    };
    assert_eq!(update(old.clone(), old), common::NONE);
}

#[test]
fn update_changing_a_value_in_an_over_full_map_fails() {
    let old = Struct {
        at_most_two: ints(&["a", "b", "c"]),
        ..valid()
    };
    let mut changed = ints(&["a", "b", "c"]);
    changed.insert("a".into(), 99);
    let new = Struct {
        at_most_two: changed,
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooMany atMostTwo: Too many: 3: must have at most 2 items (origin: maxProperties) [short-circuit]"]
    );
}

#[test]
fn update_adding_to_an_over_full_map_fails() {
    let old = Struct {
        optional: Some(strings(&["a", "b"])),
        ..valid()
    };
    let new = Struct {
        optional: Some(strings(&["a", "b", "c"])),
        ..valid()
    };
    assert_eq!(
        update(new, old),
        ["FieldValueTooMany optional: Too many: 3: must have at most 1 item (origin: maxProperties) [short-circuit]"]
    );
}

#[test]
fn update_emptying_a_map_fails_min_properties() {
    let new = Struct {
        at_least_one: BTreeMap::new(),
        ..valid()
    };
    assert_eq!(
        update(new, valid()),
        ["FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minProperties)"]
    );
}

#[test]
fn update_same_entries_inserted_in_another_order_are_ratcheted() {
    let mut old_map = HashMap::new();
    for (k, v) in [("a", 1), ("b", 2), ("c", 3)] {
        old_map.insert(k.to_string(), v);
    }
    let mut new_map = HashMap::new();
    for (k, v) in [("c", 3), ("a", 1), ("b", 2)] {
        new_map.insert(k.to_string(), v);
    }
    let old = Struct {
        at_most_two: old_map,
        ..valid()
    };
    let new = Struct {
        at_most_two: new_map,
        ..valid()
    };
    assert_eq!(update(new, old), common::NONE);
}

#[test]
fn update_optional_map_from_absent_to_empty_is_no_change() {
    let old = Struct {
        optional: None,
        ..valid()
    };
    let new = Struct {
        optional: Some(BTreeMap::new()),
        ..valid()
    };
    assert_eq!(update(new.clone(), old.clone()), common::NONE);
    assert_eq!(update(old, new), common::NONE);
}

#[test]
fn update_optional_map_cleared_passes() {
    let old = Struct {
        optional: Some(strings(&["a", "b"])),
        ..valid()
    };
    let new = Struct {
        optional: None,
        ..valid()
    };
    assert_eq!(update(new, old), common::NONE);
}

#[test]
fn update_fixing_maps_passes() {
    let old = Struct {
        at_least_one: BTreeMap::new(),
        at_most_two: ints(&["a", "b", "c"]),
        optional: Some(strings(&["a", "b"])),
    };
    assert_eq!(update(valid(), old), common::NONE);
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        at_least_one: BTreeMap::new(),
        ..valid()
    };
    assert_eq!(
        common::describe(&validate_struct(&Operation::update(), &Path::root(), Some(&obj), None)),
        ["FieldValueTooFew atLeastOne: Too few: 0: must have at least 1 item (origin: minProperties)"]
    );
}
