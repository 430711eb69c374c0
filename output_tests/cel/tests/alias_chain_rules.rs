//! CEL rules on the links of alias chains (`cel_output::chains`): every
//! link checks the rules of its whole chain, innermost first, with their
//! messages and reasons; links past the second call the function holding
//! the rules below them. As fields: an unchanged value's rules are not
//! checked again but its transition rules are, a failing `immutable` does
//! not stop the rules, and atomic list items are checked with no old
//! value. The schema-driven validator (the API server's way, on the
//! schema validation-gen writes) gives the same errors.

use cel_output::chains::{
    validate_grow0, validate_grow1, validate_grow2, validate_grow3, validate_holder, validate_mixed0, validate_mixed1,
    validate_short0, validate_short1, validate_short2, validate_short3, Holder,
};
use validation_runtime::{ErrorList, Operation, Path};

mod support;
use support::describe;

type Validate = fn(&Operation, &Path<'_>, Option<&String>, Option<&String>) -> ErrorList;

fn create(validate: Validate, value: &str) -> Vec<String> {
    describe(&validate(
        &Operation::create(),
        &Path::new("v"),
        Some(&value.to_owned()),
        None,
    ))
}

fn update(validate: Validate, value: &str, old: &str) -> Vec<String> {
    describe(&validate(
        &Operation::update(),
        &Path::new("v"),
        Some(&value.to_owned()),
        Some(&old.to_owned()),
    ))
}

fn invalid(value: &str, detail: &str) -> String {
    format!("FieldValueInvalid v: Invalid value: \"{value}\": {detail}")
}

/// Rules of the whole chain at every link, innermost first, each with its
/// message and reason; the innermost link's `minLength` beside them.
#[test]
fn every_link_checks_the_rules_of_its_chain() {
    let value = "abcdefg";
    let rule6 = invalid(value, "failed rule: self.size() <= 6");
    let rule5 = "FieldValueForbidden v: Forbidden: at most 5 characters".to_owned();
    let rule4 = invalid(value, "failed rule: self.size() <= 4");
    let rule3 = invalid(value, "at most 3 characters");
    assert_eq!(create(validate_short3, value), std::slice::from_ref(&rule6));
    assert_eq!(create(validate_short2, value), [rule6.clone(), rule5.clone()]);
    assert_eq!(
        create(validate_short1, value),
        [rule6.clone(), rule5.clone(), rule4.clone()]
    );
    assert_eq!(create(validate_short0, value), [rule6, rule5, rule4, rule3]);
    // Only the links up to `Short1` allow 4 characters.
    assert!(create(validate_short1, "abcd").is_empty());
    assert_eq!(
        create(validate_short0, "abcd"),
        [invalid("abcd", "at most 3 characters")]
    );
    let too_short = "FieldValueTooShort v: Too short: must be at least 1 character (origin: minLength)";
    for validate in [validate_short0, validate_short1, validate_short2, validate_short3] {
        assert!(create(validate, "abc").is_empty());
        assert_eq!(create(validate, ""), [too_short]);
    }
}

/// Transition rules on every link: checked on update, never on create.
#[test]
fn every_link_checks_the_transition_rules_of_its_chain() {
    let shrink = |by: &str| invalid("", by);
    let all = [
        shrink("may shrink by 3"),
        shrink("may shrink by 2"),
        shrink("may shrink by 1"),
        shrink("may not shrink"),
    ];
    for (links, validate) in [validate_grow3, validate_grow2, validate_grow1, validate_grow0]
        .into_iter()
        .enumerate()
    {
        assert_eq!(update(validate, "", "abcd"), all[..=links]);
        assert!(create(validate, "").is_empty());
        assert!(update(validate, "abcd", "abcd").is_empty());
    }
    // From 4 to 2 characters: the links allowing 2 or 3 less hold.
    assert_eq!(
        update(validate_grow0, "ab", "abcd"),
        [invalid("ab", "may shrink by 1"), invalid("ab", "may not shrink")]
    );
}

/// A chain with transition rules beside others: the same errors, checked
/// whole at every link.
#[test]
fn a_chain_of_rules_of_both_kinds_checks_them_in_order() {
    assert_eq!(
        update(validate_mixed0, "a", "abcd"),
        [invalid("a", "failed rule: self != 'a'"), invalid("a", "may not shrink")]
    );
    assert_eq!(
        update(validate_mixed0, "ddd", "abcd"),
        [
            invalid("ddd", "may not shrink"),
            invalid("ddd", "failed rule: self != 'ddd'")
        ]
    );
    assert_eq!(
        update(validate_mixed1, "ddd", "abcd"),
        [invalid("ddd", "may not shrink")]
    );
    assert!(create(validate_mixed0, "bbb").is_empty());
}

fn holder() -> Holder {
    Holder {
        short: "a".into(),
        frozen: "b".into(),
        grow: "cccc".into(),
        mixed: "x".into(),
        items: vec!["d".into()],
    }
}

fn too_long() -> Holder {
    Holder {
        short: "abcdefg".into(),
        frozen: "abcdefg".into(),
        grow: "c".into(),
        mixed: "a".into(),
        items: vec!["abcd".into()],
    }
}

fn holder_errors(new: &Holder, old: Option<&Holder>) -> Vec<String> {
    let op = match old {
        Some(_) => Operation::update(),
        None => Operation::create(),
    };
    describe(&validate_holder(&op, &Path::root(), Some(new), old))
}

/// Every field's chain, on create and update: a failing `immutable` does
/// not stop `frozen`'s rules, list items are checked alone, an unchanged
/// value's rules are not checked again.
#[test]
fn chains_as_fields() {
    let rules_of = |field: &str| {
        let at = |detail: &str| format!("FieldValueInvalid {field}: Invalid value: \"abcdefg\": {detail}");
        vec![
            at("failed rule: self.size() <= 6"),
            format!("FieldValueForbidden {field}: Forbidden: at most 5 characters"),
            at("failed rule: self.size() <= 4"),
            at("at most 3 characters"),
        ]
    };
    let item = "FieldValueInvalid items[0]: Invalid value: \"abcd\": at most 3 characters".to_owned();
    let mixed = "FieldValueInvalid mixed: Invalid value: \"a\": failed rule: self != 'a'".to_owned();
    let mut created = rules_of("short");
    created.extend(rules_of("frozen"));
    created.extend([mixed.clone(), item.clone()]);
    assert_eq!(holder_errors(&too_long(), None), created);
    let mut updated = rules_of("short");
    updated.push("FieldValueInvalid frozen: Invalid value: null: field is immutable (origin: immutable)".into());
    updated.extend(rules_of("frozen"));
    updated.extend(
        ["may shrink by 2", "may shrink by 1", "may not shrink"]
            .map(|d| format!("FieldValueInvalid grow: Invalid value: \"c\": {d}")),
    );
    updated.extend([mixed, item]);
    assert_eq!(holder_errors(&too_long(), Some(&holder())), updated);
    assert!(holder_errors(&too_long(), Some(&too_long())).is_empty());
    assert!(holder_errors(&holder(), None).is_empty());
}

/// The schema-driven validator gives the same rule errors for the schema
/// validation-gen writes (the declarative `immutable` and `minLength`
/// aside, which the schema words as the API server does).
#[test]
fn the_schema_driven_validator_agrees() {
    let schema = support::schema_of("Holder");
    let validator = validation_cel::Validator::new(&schema);
    let compared = |errors: &[validation_runtime::FieldError]| {
        let mut lines: Vec<String> = errors
            .iter()
            .filter(|e| e.origin != "immutable")
            .map(|e| format!("{} {e}", e.error_type.reason()))
            .collect();
        lines.sort();
        lines
    };
    let values = ["", "a", "abc", "abcd", "abcdef", "abcdefg", "ddd", "bb"];
    let (mut cases, mut with_errors) = (0, 0);
    for (i, old) in values.iter().enumerate() {
        for new in values.iter().skip(1) {
            let old = Holder {
                short: (*old).into(),
                frozen: (*new).into(),
                grow: (*old).into(),
                mixed: (*old).into(),
                items: vec![(*new).into(), values[i % 3 + 1].into()],
            };
            let new = Holder {
                short: (*new).into(),
                frozen: (*new).into(),
                grow: (*new).into(),
                mixed: (*new).into(),
                items: vec![(*new).into()],
            };
            let (new_json, old_json) = (serde_json::to_value(&new).unwrap(), serde_json::to_value(&old).unwrap());
            let typed = validate_holder(&Operation::update(), &Path::root(), Some(&new), Some(&old));
            let driven = validator.validate(&new_json, Some(&old_json));
            assert_eq!(
                compared(typed.as_slice()),
                compared(&driven.errors),
                "{old:?} -> {new:?}"
            );
            with_errors += usize::from(!typed.is_empty());
            let typed = validate_holder(&Operation::create(), &Path::root(), Some(&new), None);
            let driven = validator.validate(&new_json, None);
            assert_eq!(compared(typed.as_slice()), compared(&driven.errors), "{new:?}");
            cases += 1;
        }
    }
    // Most updates fail somewhere, not all.
    assert_eq!((cases, with_errors), (56, 48));
}
