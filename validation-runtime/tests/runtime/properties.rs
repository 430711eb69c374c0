//! MaxProperties / MinProperties over map types.

use std::collections::{BTreeMap, HashMap};

use validation_runtime::validate::{max_properties, min_properties, Properties};
use validation_runtime::{BadValue, ErrorList, ErrorType, Operation, Path};

const F: Path<'static> = Path::new("f");

fn rendered(errs: &ErrorList) -> Vec<(ErrorType, &str, String)> {
    errs.iter()
        .map(|e| (e.error_type.clone(), e.origin.as_str(), e.to_string()))
        .collect()
}

fn assert_success(errs: ErrorList) {
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(errs.into_vec().capacity(), 0);
}

fn too_many(msg: &str) -> Vec<(ErrorType, &'static str, String)> {
    vec![(ErrorType::TooMany, "maxProperties", msg.to_owned())]
}

fn too_few(msg: &str) -> Vec<(ErrorType, &'static str, String)> {
    vec![(ErrorType::TooFew, "minProperties", msg.to_owned())]
}

fn map(n: usize) -> BTreeMap<String, i32> {
    (0..n).map(|i| (i.to_string(), 0)).collect()
}

#[test]
fn max_properties_counts_entries() {
    let op = Operation::create();
    let errs = max_properties(&op, &F, Some(&map(3)), None, 2);
    assert_eq!(rendered(&errs), too_many("f: Too many: 3: must have at most 2 items"));
    assert_eq!(errs[0].bad_value, BadValue::Int(3));
    assert_eq!(
        rendered(&max_properties(&op, &F, Some(&map(2)), None, 1)),
        too_many("f: Too many: 2: must have at most 1 item")
    );
    assert_success(max_properties(&op, &F, Some(&map(2)), None, 2));
    assert_success(max_properties(&op, &F, Some(&map(0)), None, 0));
}

#[test]
fn max_properties_skips_absent_but_not_empty() {
    // A Kubernetes quirk: visible only with a negative limit.
    let op = Operation::update();
    assert_success(max_properties::<BTreeMap<String, i32>>(&op, &F, None, None, -1));
    assert_eq!(
        rendered(&max_properties(&op, &F, Some(&map(0)), None, -1)),
        too_many("f: Too many: 0: has too many items")
    );
}

#[test]
fn min_properties_counts_absent_as_zero() {
    let op = Operation::create();
    assert_eq!(
        rendered(&min_properties::<BTreeMap<String, i32>>(&op, &F, None, None, 1)),
        too_few("f: Too few: 0: must have at least 1 item")
    );
    assert_eq!(
        rendered(&min_properties(&op, &F, Some(&map(0)), None, 1)),
        too_few("f: Too few: 0: must have at least 1 item")
    );
    assert_eq!(
        rendered(&min_properties(&op, &F, Some(&map(1)), None, 2)),
        too_few("f: Too few: 1: must have at least 2 items")
    );
    assert_success(min_properties(&op, &F, Some(&map(2)), None, 2));
    assert_success(min_properties::<BTreeMap<String, i32>>(&op, &F, None, None, 0));
    assert_success(min_properties::<BTreeMap<String, i32>>(&op, &F, None, None, -1));
}

#[test]
fn hash_maps_and_other_key_types() {
    let op = Operation::create();
    let h: HashMap<i64, String> = (0..4).map(|i| (i, String::new())).collect();
    assert_eq!(h.property_count(), 4);
    assert_eq!(
        rendered(&max_properties(&op, &F, Some(&h), None, 3)),
        too_many("f: Too many: 4: must have at most 3 items")
    );
    assert_success(min_properties(&op, &F, Some(&h), None, 4));
    assert_eq!(
        rendered(&min_properties(&op, &F, Some(&h), None, 5)),
        too_few("f: Too few: 4: must have at least 5 items")
    );
}

#[cfg(feature = "indexmap")]
#[test]
fn index_maps() {
    let op = Operation::create();
    let m: indexmap::IndexMap<String, i32> = [("a".to_owned(), 1), ("b".to_owned(), 2)].into_iter().collect();
    assert_eq!(m.property_count(), 2);
    assert_eq!(
        rendered(&max_properties(&op, &F, Some(&m), None, 1)),
        too_many("f: Too many: 2: must have at most 1 item")
    );
    assert_success(min_properties(&op, &F, Some(&m), None, 2));
}
