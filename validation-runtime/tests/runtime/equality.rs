//! Equality helpers.

use std::collections::BTreeMap;

use validation_runtime::equality::{direct_eq, semantic_eq};
use validation_runtime::SemanticEq;

/// What generated code would write for an API struct.
struct Spec {
    replicas: Option<i32>,
    args: Option<Vec<String>>,
    labels: BTreeMap<String, String>,
}

impl SemanticEq for Spec {
    fn semantic_eq(&self, other: &Self) -> bool {
        self.replicas.semantic_eq(&other.replicas)
            && self.args.semantic_eq(&other.args)
            && self.labels.semantic_eq(&other.labels)
    }
}

#[test]
fn absent_list_equals_empty_absent_scalar_does_not_equal_zero() {
    assert!(None::<Vec<String>>.semantic_eq(&Some(vec![])));
    assert!(!None::<i32>.semantic_eq(&Some(0)));
    assert!(semantic_eq::<Vec<i32>>(None, Some(&vec![])));
    assert!(!semantic_eq(None, Some(&0)));
    assert!(semantic_eq(Some(&BTreeMap::<i32, i32>::new()), None));

    let a = Spec {
        replicas: None,
        args: None,
        labels: BTreeMap::new(),
    };
    let b = Spec {
        replicas: None,
        args: Some(vec![]),
        labels: BTreeMap::new(),
    };
    let c = Spec {
        replicas: Some(0),
        args: None,
        labels: BTreeMap::new(),
    };
    assert!(a.semantic_eq(&b));
    assert!(!a.semantic_eq(&c));
    let d = Spec {
        replicas: None,
        args: None,
        labels: [("k".to_owned(), "v".to_owned())].into(),
    };
    assert!(!a.semantic_eq(&d));
}

#[test]
fn direct_equality() {
    assert!(direct_eq::<i32>(None, None));
    assert!(!direct_eq(None, Some(&0)));
    assert!(direct_eq(Some(&0), Some(&0)));
    assert!(!direct_eq(Some("a"), Some("b")));
    // Direct equality does not treat absent and empty lists alike.
    assert!(!direct_eq(None, Some(&Vec::<i32>::new())));
}

#[test]
fn floats_compare_with_eq() {
    assert!(!f64::NAN.semantic_eq(&f64::NAN));
    assert!(0.0f64.semantic_eq(&-0.0));
    assert!(!vec![f32::NAN].semantic_eq(&vec![f32::NAN]));
}
