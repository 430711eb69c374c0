//! `#[serde(flatten)]` embedded structs: their
//! fields are validated at the parent's path; at the very top of a root
//! object the embedded type's name is the first segment
//! (`Embedded.intField`), anywhere else it contributes no segment
//! (`child.intField`).

mod common;

use output_tests::shapes::flatten::{validate_child, validate_outer, Child, Embedded, Outer};
use validation_runtime::{Operation, Path};

fn outer(top: i32, nested: i32) -> Outer {
    Outer {
        embedded: Embedded { int_field: top },
        child: Child {
            embedded: Embedded { int_field: nested },
        },
    }
}

#[test]
fn valid_values_pass() {
    assert_eq!(common::create(validate_outer, &outer(1, 1)), common::NONE);
}

#[test]
fn embedded_at_the_root_uses_the_type_name_as_first_segment() {
    assert_eq!(
        common::create(validate_outer, &outer(0, 1)),
        ["FieldValueInvalid Embedded.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn embedded_below_the_root_contributes_no_segment() {
    assert_eq!(
        common::create(validate_outer, &outer(1, 0)),
        ["FieldValueInvalid child.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn both_embeddings_report_in_field_order() {
    assert_eq!(
        common::create(validate_outer, &outer(-1, -2)),
        [
            "FieldValueInvalid Embedded.intField: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid child.intField: Invalid value: -2: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn struct_with_only_an_embedding_validated_as_root_uses_the_type_name() {
    let child = Child {
        embedded: Embedded { int_field: 0 },
    };
    assert_eq!(
        common::create(validate_child, &child),
        ["FieldValueInvalid Embedded.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn embedded_under_a_named_path_is_at_that_path() {
    let errs = validate_outer(&Operation::create(), &Path::new("spec"), Some(&outer(0, 0)), None);
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid spec.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid spec.child.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_with_unchanged_embedded_values_is_ratcheted() {
    let obj = outer(0, 0);
    assert_eq!(common::update(validate_outer, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_changing_the_root_embedding_revalidates_it() {
    assert_eq!(
        common::update(validate_outer, &outer(-5, 0), &outer(0, 0)),
        ["FieldValueInvalid Embedded.intField: Invalid value: -5: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn update_changing_the_nested_embedding_revalidates_it() {
    assert_eq!(
        common::update(validate_outer, &outer(0, -5), &outer(0, 0)),
        ["FieldValueInvalid child.intField: Invalid value: -5: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn flatten_at_any_depth_adds_no_segments_below_the_root() {
    use output_tests::shapes::flatten::{validate_deep, Deep, Middle};
    let deep = Deep {
        middle: Middle {
            embedded: Embedded { int_field: 0 },
        },
    };
    // At the root the first embedded type's name is the first segment;
    // deeper embedding adds nothing.
    assert_eq!(
        common::create(validate_deep, &deep),
        ["FieldValueInvalid Middle.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
    let root = validation_runtime::Path::root();
    let parent = root.child("spec");
    let errs = validate_deep(&validation_runtime::Operation::create(), &parent, Some(&deep), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueInvalid spec.intField: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}
