//! Unions over list items: errors at the list's path, with
//! members named `list[{"key": value}]`; ratcheted on unchanged membership.

mod common;

use output_tests::item_unions::{validate_struct, Condition, Struct};

fn conditions(kinds: &[&str]) -> Vec<Condition> {
    kinds
        .iter()
        .map(|k| Condition {
            kind: k.to_string(),
            status: "True".into(),
        })
        .collect()
}

fn with(c: &[&str], r: &[&str]) -> Struct {
    Struct {
        conditions: conditions(c),
        routes: conditions(r),
    }
}

#[test]
fn exactly_one_member_item() {
    assert_eq!(
        common::create(validate_struct, &with(&["Succeeded", "Other"], &[])),
        common::NONE
    );
    assert_eq!(
        common::create(validate_struct, &with(&["Other"], &[])),
        ["FieldValueInvalid conditions: Invalid value: \"\": must specify one of: `conditions[{\"type\": \"Succeeded\"}]`, `conditions[{\"type\": \"Failed\"}]` (origin: union)"]
    );
    assert_eq!(
        common::create(validate_struct, &with(&["Failed", "Succeeded"], &[])),
        [
            r#"FieldValueInvalid conditions: Invalid value: "{conditions[{\"type\": \"Succeeded\"}], conditions[{\"type\": \"Failed\"}]}": must specify exactly one of: `conditions[{"type": "Succeeded"}]`, `conditions[{"type": "Failed"}]` (origin: union)"#
        ]
    );
}

#[test]
fn at_most_one_member_item() {
    assert_eq!(common::create(validate_struct, &with(&["Failed"], &[])), common::NONE);
    assert_eq!(
        common::create(validate_struct, &with(&["Failed"], &["Primary"])),
        common::NONE
    );
    assert_eq!(
        common::create(validate_struct, &with(&["Failed"], &["Fallback", "Primary"])),
        [
            r#"FieldValueInvalid routes: Invalid value: "{routes[{\"type\": \"Primary\"}], routes[{\"type\": \"Fallback\"}]}": must specify at most one of: `routes[{"type": "Primary"}]`, `routes[{"type": "Fallback"}]` (origin: zeroOrOneOf)"#
        ]
    );
}

#[test]
fn unchanged_membership_is_ratcheted() {
    let old = with(&["Failed", "Succeeded"], &[]);
    let mut new = old.clone();
    new.conditions[0].status = "False".into();
    // The list changed, but which members are present did not.
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
    let changed = with(&["Failed", "Succeeded", "Other"], &[]);
    assert_eq!(
        common::update(validate_struct, &changed, &old),
        common::NONE,
        "membership unchanged"
    );
    let fixed_then_broken = with(&[], &[]);
    assert_eq!(common::update(validate_struct, &fixed_then_broken, &old).len(), 1);
}
