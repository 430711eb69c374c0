//! Option gates over everything a wrapped tag produces, through the
//! scheme: a gated list type's duplicate check, a gated mode discriminator's
//! group, and the implicit "forbidden" of a field whose mode rules share a
//! gate.

mod common;

use output_tests::gated_semantics::{register_validations, GatedDiscriminator, GatedRules, Item, Lists};
use validation_runtime::{Operation, Scheme};

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    scheme
}

fn create<T: 'static>(feature_x: bool, obj: &T) -> Vec<String> {
    let op = Operation::create().with_option("FeatureX", feature_x);
    common::describe(&scheme().validate(&op, obj, None))
}

fn item(name: &str, value: i32) -> Item {
    Item {
        name: name.into(),
        value,
    }
}

fn duplicated_lists() -> Lists {
    Lists {
        type_meta: 0,
        items: vec![item("a", 1), item("a", 2)],
        names: vec!["x".into(), "x".into()],
    }
}

#[test]
fn a_gated_list_type_checks_duplicates_only_under_its_gate() {
    assert_eq!(
        create(true, &duplicated_lists()),
        ["FieldValueDuplicate items[1]: Duplicate value: {\"name\":\"a\",\"value\":2}"]
    );
    assert_eq!(
        create(false, &duplicated_lists()),
        ["FieldValueDuplicate names[1]: Duplicate value: \"x\""]
    );
}

#[test]
fn an_undefined_option_is_an_internal_error_at_the_list() {
    let errs = scheme().validate(&Operation::create(), &duplicated_lists(), None);
    assert_eq!(
        common::describe(&errs),
        [
            "InternalError items: Internal error: undefined validation option \"FeatureX\"",
            "InternalError names: Internal error: undefined validation option \"FeatureX\"",
        ]
    );
}

fn gated_discriminator(mode: &str, a: Option<&str>) -> GatedDiscriminator {
    GatedDiscriminator {
        type_meta: 0,
        mode: mode.into(),
        a: a.map(str::to_string),
    }
}

#[test]
fn a_gated_discriminator_gates_its_whole_group() {
    assert_eq!(
        create(true, &gated_discriminator("A", None)),
        ["FieldValueRequired a: Required value [short-circuit]"]
    );
    assert_eq!(
        create(true, &gated_discriminator("B", Some("x"))),
        ["FieldValueForbidden a: Forbidden"]
    );
    assert_eq!(create(false, &gated_discriminator("A", None)), common::NONE);
    assert_eq!(create(false, &gated_discriminator("B", Some("x"))), common::NONE);
}

fn gated_rules(mode: &str, a: Option<&str>, b: Option<&str>) -> GatedRules {
    GatedRules {
        type_meta: 0,
        mode: mode.into(),
        a: a.map(str::to_string),
        b: b.map(str::to_string),
    }
}

#[test]
fn rules_sharing_a_gate_gate_the_implicit_forbidden() {
    assert_eq!(
        create(true, &gated_rules("A", None, None)),
        ["FieldValueRequired a: Required value [short-circuit]"]
    );
    assert_eq!(
        create(true, &gated_rules("C", Some("x"), None)),
        ["FieldValueForbidden a: Forbidden"]
    );
    assert_eq!(create(false, &gated_rules("A", None, None)), common::NONE);
    assert_eq!(create(false, &gated_rules("C", Some("x"), None)), common::NONE);
}

#[test]
fn rules_gated_differently_keep_the_implicit_forbidden() {
    assert_eq!(
        create(true, &gated_rules("A", Some("x"), Some("too long"))),
        ["FieldValueTooLong b: Too long: may not be more than 1 character (origin: maxLength)"]
    );
    assert_eq!(
        create(false, &gated_rules("A", Some("x"), Some("too long"))),
        common::NONE
    );
    assert_eq!(
        create(false, &gated_rules("C", None, Some("x"))),
        ["FieldValueForbidden b: Forbidden"]
    );
}
