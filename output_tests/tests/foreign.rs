//! A struct embedding k8s-openapi's `ObjectMeta`, validated through
//! `+k8s:subfield` (issue: types and tags from dependency crates).

mod common;

use std::collections::BTreeMap;

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{ObjectMeta, OwnerReference};
use output_tests::foreign::{validate_widget, Widget};

fn widget(name: &str) -> Widget {
    Widget {
        metadata: ObjectMeta {
            name: Some(name.into()),
            ..ObjectMeta::default()
        },
        owner: None,
    }
}

#[test]
fn a_valid_object_passes() {
    let mut w = widget("web-1");
    w.metadata.labels = Some(BTreeMap::from([(
        "app.kubernetes.io/name".to_string(),
        "web".to_string(),
    )]));
    w.metadata.generation = Some(3);
    assert_eq!(common::create(validate_widget, &w), common::NONE);
}

#[test]
fn subfields_of_the_foreign_type_are_checked_at_their_json_paths() {
    let mut w = widget("Web_1");
    w.metadata.generate_name = Some("much-too-long-".into());
    w.metadata.labels = Some(BTreeMap::from([("-bad".to_string(), "x".to_string())]));
    w.metadata.generation = Some(0);
    assert_eq!(
        common::create(validate_widget, &w),
        [
            "FieldValueInvalid metadata.name: Invalid value: \"Web_1\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?') (origin: format=k8s-short-name)",
            "FieldValueTooLong metadata.generateName: Too long: may not be more than 10 characters (origin: maxLength)",
            "FieldValueInvalid metadata.labels: Invalid value: \"-bad\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') (origin: format=k8s-label-key)",
            "FieldValueInvalid metadata.generation: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn absent_optional_subfields_are_not_checked() {
    let w = Widget {
        metadata: ObjectMeta::default(),
        owner: None,
    };
    assert_eq!(common::create(validate_widget, &w), common::NONE);
}

#[test]
fn an_unchanged_foreign_value_is_ratcheted_and_a_changed_one_is_not() {
    let old = widget("Bad_Name");
    assert_eq!(common::update(validate_widget, &old, &old), common::NONE);
    let mut new = old.clone();
    new.metadata.generation = Some(0);
    // Only the changed subfield is revalidated.
    assert_eq!(
        common::update(validate_widget, &new, &old),
        ["FieldValueInvalid metadata.generation: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn an_untagged_foreign_type_is_not_descended_into() {
    let mut w = widget("web");
    w.owner = Some(OwnerReference::default());
    assert_eq!(common::create(validate_widget, &w), common::NONE);
}

fn owner(uid: &str) -> output_tests::foreign::Owner {
    output_tests::foreign::Owner {
        role: "controller".into(),
        reference: OwnerReference {
            uid: uid.into(),
            ..OwnerReference::default()
        },
    }
}

/// Elements that differ only in a field from another crate hash apart (the
/// field is hashed through serde), so a long set of them is checked in O(n)
/// instead of comparing every pair; equal ones still hash alike.
#[test]
fn a_field_from_another_crate_is_part_of_the_hash() {
    use validation_runtime::hashing::semantic_hash;
    assert_ne!(semantic_hash(&owner("a")), semantic_hash(&owner("b")));
    assert_eq!(semantic_hash(&owner("a")), semantic_hash(&owner("a")));
}

#[test]
fn a_long_set_reports_elements_equal_in_the_foreign_field_too() {
    use output_tests::foreign::{validate_owners, Owners};
    let mut owners: Vec<_> = (0..10_000).map(|i| owner(&format!("uid-{i}"))).collect();
    owners.push(owner("uid-17"));
    let errs = common::create(validate_owners, &Owners { owners });
    assert_eq!(
        errs,
        [
            r#"FieldValueDuplicate owners[10000]: Duplicate value: {"role":"controller","reference":{"apiVersion":"","kind":"","name":"","uid":"uid-17"}}"#
        ]
    );
}
