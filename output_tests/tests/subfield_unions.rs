//! Unions over subfields (`+k8s:subfield("x")=+k8s:unionMember`), through
//! the scheme: one check per union at the field's path.

mod common;

use output_tests::subfield_unions::{register_validations, Pair, Struct, SubStruct, Undiscriminated};
use validation_runtime::{Operation, Scheme, StabilityLevel};

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    scheme
}

fn create<T: 'static>(obj: &T) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::create(), obj, None))
}

fn update<T: 'static>(obj: &T, old: &T) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::update(), obj, Some(old)))
}

fn discriminated(d: &str, m1: Option<i32>, m2: Option<i32>) -> Struct {
    Struct {
        type_meta: 0,
        subfield: SubStruct { d: d.into(), m1, m2 },
    }
}

#[test]
fn the_discriminator_selects_the_member() {
    assert_eq!(create(&discriminated("M1", Some(1), None)), common::NONE);
    assert_eq!(create(&discriminated("M2", None, Some(1))), common::NONE);
    assert_eq!(
        create(&discriminated("M1", None, Some(1))),
        [
            "FieldValueInvalid subfield.m1: Invalid value: \"\": must be specified when `d` is \"M1\" (origin: union)",
            "FieldValueInvalid subfield.m2: Invalid value: \"\": may only be specified when `d` is \"M2\" (origin: union)",
        ]
    );
    assert_eq!(
        create(&discriminated("M1", Some(1), Some(1))),
        ["FieldValueInvalid subfield.m2: Invalid value: \"\": may only be specified when `d` is \"M2\" (origin: union)"]
    );
}

#[test]
fn an_unchanged_membership_is_not_revalidated() {
    let old = discriminated("M1", None, Some(1));
    let new = discriminated("M1", None, Some(2));
    assert_eq!(update(&new, &old), common::NONE);
}

fn pair(a: bool, b: bool) -> Pair {
    Pair {
        a: a.then(|| "a".to_string()),
        b: b.then(|| "b".to_string()),
    }
}

fn undiscriminated(exactly_one: Pair, at_most_one: Option<Pair>, alpha: Pair, beta: Pair) -> Undiscriminated {
    Undiscriminated {
        type_meta: 0,
        exactly_one,
        at_most_one,
        alpha,
        beta,
    }
}

#[test]
fn undiscriminated_unions_over_subfields() {
    let valid = undiscriminated(pair(true, false), None, pair(false, true), pair(false, false));
    assert_eq!(create(&valid), common::NONE);
    let invalid = undiscriminated(
        pair(false, false),
        Some(pair(true, true)),
        pair(true, true),
        pair(true, true),
    );
    let errs = scheme().validate(&Operation::create(), &invalid, None);
    assert_eq!(
        common::describe(&errs),
        [
            "FieldValueInvalid exactlyOne: Invalid value: \"\": must specify one of: `a`, `b` (origin: union)",
            "FieldValueInvalid atMostOne: Invalid value: \"{a, b}\": must specify at most one of: `a`, `b` (origin: zeroOrOneOf)",
            "FieldValueInvalid alpha: Invalid value: \"{a, b}\": must specify exactly one of: `a`, `b` (origin: union)",
            "FieldValueInvalid beta: Invalid value: \"{a, b}\": must specify at most one of: `a`, `b` (origin: zeroOrOneOf)",
        ]
    );
    let levels: Vec<StabilityLevel> = errs.iter().map(|e| e.stability_level).collect();
    assert_eq!(
        levels,
        [
            StabilityLevel::Unknown,
            StabilityLevel::Unknown,
            StabilityLevel::Alpha,
            StabilityLevel::Beta,
        ]
    );
}
