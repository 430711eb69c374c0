//! `+k8s:subfield(<name>)=+<tag>`: the payload runs on the
//! named field of a struct at `<struct>.<name>`, each subfield in its own
//! named cohort in order of first appearance, gated by the
//! subfield's own short-circuits copied in as non-error checks; on update a
//! subfield is skipped when its value is unchanged (like Kubernetes'
//! Subfield).

mod common;

use output_tests::subfield::{validate_struct, Meta, Struct};
use validation_runtime::{Operation, Path};

const LABEL_SYNTAX: &str = "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

fn meta(name: &str) -> Meta {
    Meta {
        name: name.to_owned(),
        ..Meta::default()
    }
}

fn generation(generation: Option<i64>) -> Meta {
    Meta {
        generation,
        ..Meta::default()
    }
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|s| (*s).to_owned()).collect()
}

/// A valid object: `meta.name` is the only subfield that must be non-empty.
fn valid() -> Struct {
    Struct {
        meta: meta("ok"),
        ..Struct::default()
    }
}

#[test]
fn valid_struct_passes() {
    assert_eq!(common::create(validate_struct, &valid()), common::NONE);
}

#[test]
fn valid_subfields_pass() {
    let obj = Struct {
        meta: Meta {
            name: "abcdefghij".to_owned(),
            generate_name: None,
            generation: Some(1),
            labels: strings(&["ab", "abc"]),
        },
        optional_meta: Some(meta("x")),
        metas: vec![generation(Some(9)), generation(None)],
    };
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn empty_name_fails_the_format() {
    assert_eq!(
        common::create(validate_struct, &Struct::default()),
        [format!(
            r#"FieldValueInvalid meta.name: Invalid value: "": {LABEL_SYNTAX} (origin: format=k8s-short-name)"#
        )]
    );
}

#[test]
fn name_format_and_max_length_are_both_reported() {
    let mut obj = valid();
    obj.meta.name = "a.b.c.d.e.f".to_owned();
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid meta.name: Invalid value: "a.b.c.d.e.f": must not contain dots (origin: format=k8s-short-name)"#,
            "FieldValueTooLong meta.name: Too long: may not be more than 10 characters (origin: maxLength)",
        ]
    );
}

#[test]
fn generation_minimum_is_checked_when_present() {
    let mut obj = valid();
    obj.meta.generation = Some(0);
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueInvalid meta.generation: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn absent_generation_is_not_checked() {
    let mut obj = valid();
    obj.meta.generation = None;
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn absent_generate_name_stops_its_subfield_silently() {
    // Meta's own `+k8s:optional` on generateName is copied in as a
    // non-error short-circuit: validateFalse does not run.
    let mut obj = valid();
    obj.meta.generate_name = None;
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_generate_name_runs_its_subfield_tag() {
    let mut obj = valid();
    obj.meta.generate_name = Some("gen-".to_owned());
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid meta.generateName: Invalid value: "gen-": forced failure: gated by optional (origin: validateFalse)"#
        ]
    );
}

#[test]
fn present_empty_generate_name_counts_as_set() {
    let mut obj = valid();
    obj.meta.generate_name = Some(String::new());
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            r#"FieldValueInvalid meta.generateName: Invalid value: "": forced failure: gated by optional (origin: validateFalse)"#
        ]
    );
}

#[test]
fn subfield_each_val_reports_at_the_element_index() {
    let mut obj = valid();
    obj.meta.labels = strings(&["ok", "x", "abc", ""]);
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueTooShort meta.labels[1]: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooShort meta.labels[3]: Too short: must be at least 2 characters (origin: minLength)",
        ]
    );
}

#[test]
fn every_subfield_is_its_own_cohort_in_order_of_first_appearance() {
    let obj = Struct {
        meta: Meta {
            name: "Bad".to_owned(),
            generate_name: Some("g".to_owned()),
            generation: Some(-1),
            labels: strings(&["x"]),
        },
        ..Struct::default()
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            format!(r#"FieldValueInvalid meta.name: Invalid value: "Bad": {LABEL_SYNTAX} (origin: format=k8s-short-name)"#),
            "FieldValueInvalid meta.generation: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"
                .to_owned(),
            r#"FieldValueInvalid meta.generateName: Invalid value: "g": forced failure: gated by optional (origin: validateFalse)"#
                .to_owned(),
            "FieldValueTooShort meta.labels[0]: Too short: must be at least 2 characters (origin: minLength)".to_owned(),
        ]
    );
}

#[test]
fn a_stopped_subfield_does_not_stop_later_subfields() {
    // generateName's gate fails (absent); labels, a later cohort, still runs.
    let mut obj = valid();
    obj.meta.generate_name = None;
    obj.meta.labels = strings(&["x"]);
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueTooShort meta.labels[0]: Too short: must be at least 2 characters (origin: minLength)"]
    );
}

#[test]
fn absent_optional_struct_is_not_checked() {
    let mut obj = valid();
    obj.optional_meta = None;
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn present_optional_struct_requires_its_name() {
    let mut obj = valid();
    obj.optional_meta = Some(Meta::default());
    assert_eq!(
        common::create(validate_struct, &obj),
        ["FieldValueRequired optionalMeta.name: Required value [short-circuit]"]
    );
}

#[test]
fn present_optional_struct_gets_only_its_own_subfield_tags() {
    let mut obj = valid();
    obj.optional_meta = Some(Meta {
        name: "Not A Short Name!".to_owned(),
        generate_name: Some("g".to_owned()),
        generation: Some(-1),
        labels: strings(&["x"]),
    });
    assert_eq!(common::create(validate_struct, &obj), common::NONE);
}

#[test]
fn list_element_subfields_are_reported_at_their_index() {
    let mut obj = valid();
    obj.metas = vec![
        generation(Some(10)),
        generation(None),
        generation(Some(9)),
        Meta {
            name: "Bad!".to_owned(),
            generation: Some(11),
            ..Meta::default()
        },
    ];
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid metas[0].generation: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid metas[3].generation: Invalid value: 11: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

#[test]
fn errors_follow_field_declaration_order() {
    let obj = Struct {
        meta: Meta {
            generation: Some(0),
            ..meta("ok")
        },
        optional_meta: Some(Meta::default()),
        metas: vec![generation(Some(10))],
    };
    assert_eq!(
        common::create(validate_struct, &obj),
        [
            "FieldValueInvalid meta.generation: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueRequired optionalMeta.name: Required value [short-circuit]",
            "FieldValueInvalid metas[0].generation: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

// ---- update ----

fn invalid_everywhere() -> Struct {
    Struct {
        meta: Meta {
            name: "Bad".to_owned(),
            generate_name: Some("g".to_owned()),
            generation: Some(0),
            labels: strings(&["x"]),
        },
        optional_meta: Some(Meta::default()),
        metas: vec![generation(Some(10))],
    }
}

#[test]
fn invalid_everywhere_fixture_fails_on_create() {
    // Guards the ratcheting tests below.
    assert_eq!(common::create(validate_struct, &invalid_everywhere()).len(), 6);
}

#[test]
fn update_with_unchanged_fields_is_ratcheted() {
    let obj = invalid_everywhere();
    assert_eq!(common::update(validate_struct, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_skips_unchanged_subfields_of_a_changed_struct() {
    let old = invalid_everywhere();
    let mut new = old.clone();
    new.meta.labels = strings(&["x", "y"]);
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueTooShort meta.labels[0]: Too short: must be at least 2 characters (origin: minLength)",
            "FieldValueTooShort meta.labels[1]: Too short: must be at least 2 characters (origin: minLength)",
        ]
    );
}

#[test]
fn update_revalidates_each_changed_subfield() {
    let old = invalid_everywhere();
    let mut new = old.clone();
    new.meta.name = "a.b".to_owned();
    new.meta.generation = Some(-5);
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            r#"FieldValueInvalid meta.name: Invalid value: "a.b": must not contain dots (origin: format=k8s-short-name)"#,
            "FieldValueInvalid meta.generation: Invalid value: -5: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn update_revalidates_a_newly_set_subfield() {
    let old = valid();
    let mut new = valid();
    new.meta.generate_name = Some("g".to_owned());
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            r#"FieldValueInvalid meta.generateName: Invalid value: "g": forced failure: gated by optional (origin: validateFalse)"#
        ]
    );
}

#[test]
fn update_clearing_a_gated_subfield_passes() {
    let mut old = valid();
    old.meta.generate_name = Some("g".to_owned());
    let new = valid();
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_of_a_newly_set_optional_struct_validates_it() {
    let old = valid();
    let mut new = valid();
    new.optional_meta = Some(Meta::default());
    assert_eq!(
        common::update(validate_struct, &new, &old),
        ["FieldValueRequired optionalMeta.name: Required value [short-circuit]"]
    );
}

#[test]
fn update_of_an_optional_struct_with_an_unchanged_name_is_ratcheted() {
    let mut old = valid();
    old.optional_meta = Some(Meta::default());
    let mut new = valid();
    new.optional_meta = Some(generation(Some(1)));
    assert_eq!(common::update(validate_struct, &new, &old), common::NONE);
}

#[test]
fn update_of_a_changed_list_revalidates_every_element_subfield() {
    // An atomic list correlates no elements, so the unchanged element at [0]
    // has no old struct and is checked again.
    let mut old = valid();
    old.metas = vec![generation(Some(10))];
    let mut new = valid();
    new.metas = vec![generation(Some(10)), generation(Some(1)), generation(Some(12))];
    assert_eq!(
        common::update(validate_struct, &new, &old),
        [
            "FieldValueInvalid metas[0].generation: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
            "FieldValueInvalid metas[2].generation: Invalid value: 12: must be less than or equal to 9 (origin: maximum)",
        ]
    );
}

#[test]
fn update_without_an_old_root_validates_everything() {
    let obj = invalid_everywhere();
    let errs = validate_struct(&Operation::update(), &Path::root(), Some(&obj), None);
    assert_eq!(common::describe(&errs), common::create(validate_struct, &obj));
    assert_eq!(errs.len(), 6);
}

#[test]
fn nested_subfields_reach_two_levels_down() {
    use output_tests::subfield::{validate_nested, Holder, Nested};
    let nested = |name: &str| Nested {
        holder: Holder {
            meta: Meta {
                name: name.into(),
                ..Meta::default()
            },
        },
    };
    assert_eq!(common::create(validate_nested, &nested("abc")), common::NONE);
    assert_eq!(
        common::create(validate_nested, &nested("abcd")),
        ["FieldValueTooLong holder.meta.name: Too long: may not be more than 3 characters (origin: maxLength)"]
    );
    assert_eq!(
        common::update(validate_nested, &nested("abcd"), &nested("abcd")),
        common::NONE
    );
}
