//! Short-circuits around `+k8s:subfield`, through the scheme: the
//! subfield's own short-circuits gate its subfield checks silently, except
//! under `k8s:opaqueType` (on the field or its type); all subfield tags of
//! one field form one cohort per subfield.

mod common;

use output_tests::subfield_shortcircuit::*;
use validation_runtime::{Operation, Scheme};

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

fn forced(value: &str, parent: &str) -> String {
    format!("FieldValueInvalid field.value: Invalid value: {value}: forced failure: subfield {parent}.Field.Value (origin: validateFalse)")
}

const VALUE_REQUIRED: &str = "FieldValueRequired field.value: Required value [short-circuit]";

fn required_target(value: Option<&str>) -> TargetWithRequired {
    TargetWithRequired {
        value: value.map(str::to_string),
    }
}

fn immutable_target(value: &str) -> TargetWithImmutable {
    TargetWithImmutable {
        value: value.into(),
        other: String::new(),
    }
}

#[test]
fn a_failed_required_subfield_skips_its_subfield_checks() {
    let obj = ParentWithRequired {
        field: required_target(None),
        ..Default::default()
    };
    assert_eq!(create(&obj), [VALUE_REQUIRED]);
    let obj = ParentWithRequired {
        field: required_target(Some("")),
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("\"\"", "ParentWithRequired")]);
}

#[test]
fn a_failed_immutable_subfield_skips_its_subfield_checks() {
    let old = ParentWithImmutable {
        field: immutable_target("old"),
        ..Default::default()
    };
    let new = ParentWithImmutable {
        field: immutable_target("new"),
        ..Default::default()
    };
    assert_eq!(
        update(&new, &old),
        ["FieldValueInvalid field.value: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
    assert_eq!(create(&new), [forced("\"new\"", "ParentWithImmutable")]);
}

#[test]
fn an_opaque_field_inherits_no_short_circuits() {
    let obj = ParentWithOpaqueField {
        field: required_target(None),
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("null", "ParentWithOpaqueField")]);
    let obj = ParentWithAlphaOpaqueField {
        field: required_target(None),
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("null", "ParentWithAlphaOpaqueField")]);
    let old = ParentWithOpaqueImmutableField {
        field: immutable_target("old"),
        ..Default::default()
    };
    let new = ParentWithOpaqueImmutableField {
        field: immutable_target("new"),
        ..Default::default()
    };
    assert_eq!(
        update(&new, &old),
        [forced("\"new\"", "ParentWithOpaqueImmutableField")]
    );
}

#[test]
fn an_opaque_type_inherits_no_short_circuits() {
    let obj = ParentWithOpaqueAlias {
        field: required_target(None),
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("null", "ParentWithOpaqueAlias")]);
    let obj = ParentWithOptionalOpaqueAlias {
        field: Some(required_target(None)),
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("null", "ParentWithOptionalOpaqueAlias")]);
    let old = ParentWithOpaqueImmutableNewtype {
        field: OpaqueImmutableNewtype(immutable_target("old")),
        ..Default::default()
    };
    let new = ParentWithOpaqueImmutableNewtype {
        field: OpaqueImmutableNewtype(immutable_target("new")),
        ..Default::default()
    };
    assert_eq!(
        update(&new, &old),
        [forced("\"new\"", "ParentWithOpaqueImmutableNewtype")]
    );
}

#[test]
fn short_circuits_at_the_field_and_at_the_subfield() {
    let absent = ParentWithMultipleShortCircuit::default();
    assert_eq!(
        create(&absent),
        ["FieldValueRequired field: Required value [short-circuit]"]
    );
    let old = ParentWithMultipleShortCircuit {
        field: Some(required_target(Some("old"))),
        ..Default::default()
    };
    let new = ParentWithMultipleShortCircuit {
        field: Some(required_target(Some("new"))),
        ..Default::default()
    };
    assert_eq!(
        update(&new, &old),
        ["FieldValueInvalid field.value: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
    let obj = ParentWithMultipleShortCircuit {
        field: Some(required_target(Some("val"))),
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("\"val\"", "ParentWithMultipleShortCircuit")]);
}

#[test]
fn an_optional_subfield_stops_silently_when_unset() {
    let obj = ParentWithOptional::default();
    assert_eq!(create(&obj), common::NONE);
    let obj = ParentWithOptional {
        field: TargetWithOptional {
            value: Some(String::new()),
        },
        ..Default::default()
    };
    assert_eq!(create(&obj), [forced("\"\"", "ParentWithOptional")]);
}

#[test]
fn a_required_subfield_tag_stops_the_later_subfield_checks() {
    let obj = ParentWithSubfieldRequiredAndChildOptional::default();
    assert_eq!(create(&obj), [VALUE_REQUIRED]);
    let obj = ParentWithSubfieldRequiredAndChildOptional {
        field: TargetWithOptional {
            value: Some("x".into()),
        },
        ..Default::default()
    };
    assert_eq!(
        create(&obj),
        [forced("\"x\"", "ParentWithSubfieldRequiredAndChildOptional")]
    );
}

fn with_metadata(name: &str, generation: i64) -> WithMetadata {
    WithMetadata {
        metadata: ObjectMeta {
            name: name.into(),
            generation,
        },
        ..Default::default()
    }
}

#[test]
fn an_optional_subfield_tag_skips_the_format_of_an_empty_name() {
    assert_eq!(create(&with_metadata("", 1)), common::NONE);
    assert_eq!(
        create(&with_metadata("Not_Valid", 1)),
        ["FieldValueInvalid metadata.name: Invalid value: \"Not_Valid\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?') (origin: format=k8s-short-name)"]
    );
}

#[test]
fn an_immutable_subfield_tag_skips_the_later_checks_of_that_subfield() {
    assert_eq!(
        update(&with_metadata("a", 0), &with_metadata("a", 2)),
        ["FieldValueInvalid metadata.generation: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
    assert_eq!(
        create(&with_metadata("a", 0)),
        ["FieldValueInvalid metadata.generation: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

fn gated(generation: i64) -> WithGatedImmutable {
    WithGatedImmutable {
        metadata: ObjectMeta {
            name: "a".into(),
            generation,
        },
        ..Default::default()
    }
}

#[test]
fn a_gated_immutable_subfield_tag_stops_the_later_checks_while_enabled() {
    let update_with = |freeze: bool| {
        let op = Operation::update().with_option("Freeze", freeze);
        common::describe(&scheme().validate(&op, &gated(0), Some(&gated(2))))
    };
    assert_eq!(
        update_with(true),
        ["FieldValueInvalid metadata.generation: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"]
    );
    assert_eq!(
        update_with(false),
        ["FieldValueInvalid metadata.generation: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}
