//! CEL rules and the other checks, as the API server orders them for a
//! custom resource: the rules run after OpenAPI validation, whatever errors
//! it found, except a wrong type, an enum violation, a missing required
//! value or a value over its `maxLength`, `maxItems` or `maxProperties`:
//! then no rule of the object runs, and one more error says so. A failing
//! short-circuit tag check whose error does not stop the rules
//! (`k8s:immutable`) skips the other tag checks of its value and below it,
//! never a rule. Both forms agree: the typed one (generated code) and the
//! schema-driven one (`validation_cel::Validator` on the JSON object and
//! the schema validation-gen writes).

use std::collections::BTreeMap;

use cel_output::rules::{validate_limited, Item, Limited, Stage};
use validation_cel::Validator;
use validation_runtime::{Operation, Path};

mod support;
use support::schema_of;

const NOT_CHECKED: &str = "FieldValueInvalid <nil>: Invalid value: null: some validation rules were not checked \
                           because the object was invalid; correct the existing errors to complete validation";

fn item(name: &str, value: i64) -> Item {
    Item {
        name: name.into(),
        value,
    }
}

fn valid() -> Limited {
    Limited {
        tags: vec!["t-a".into(), "t-b".into()],
        items: vec![item("a", 1)],
        quotas: BTreeMap::from([("cpu".into(), 4)]),
        stage: Stage(Stage::LIVE.into()),
        pinned: vec!["t-a".into()],
        note: Some("n-1".into()),
    }
}

fn with(f: impl FnOnce(&mut Limited)) -> Limited {
    let mut obj = valid();
    f(&mut obj);
    obj
}

fn operation(old: Option<&Limited>) -> Operation {
    if old.is_some() {
        Operation::update()
    } else {
        Operation::create()
    }
}

/// The typed form's errors, in its order (tag order).
fn typed(new: &Limited, old: Option<&Limited>) -> Vec<String> {
    let errs = validate_limited(&operation(old), &Path::root(), Some(new), old);
    errs.iter().map(|e| format!("{} {e}", e.error_type.reason())).collect()
}

/// The schema-driven form's errors and warnings, each sorted (its order is
/// the API server's: OpenAPI errors first, then the rules).
fn schema_driven(validator: &Validator<'_>, new: &Limited, old: Option<&Limited>) -> (Vec<String>, Vec<String>) {
    let new = serde_json::to_value(new).unwrap();
    let old = old.map(|o| serde_json::to_value(o).unwrap());
    let outcome = validator.validate(&new, old.as_ref());
    let describe = |errs: &[validation_runtime::FieldError]| {
        let mut v: Vec<String> = errs.iter().map(|e| format!("{} {e}", e.error_type.reason())).collect();
        v.sort();
        v
    };
    (describe(&outcome.errors), describe(&outcome.warnings))
}

struct Case {
    name: &'static str,
    old: Option<Limited>,
    new: Limited,
    /// Both forms' errors, in the typed form's order.
    errors: Vec<&'static str>,
    /// The schema-driven form's ratcheting warnings (the typed form drops
    /// the errors of unchanged values).
    warnings: Vec<&'static str>,
}

fn cases() -> Vec<Case> {
    let not_supported =
        "FieldValueNotSupported stage: Unsupported value: \"Gone\": supported values: \"Draft\", \"Live\"";
    vec![
        Case {
            name: "a valid object",
            old: None,
            new: valid(),
            errors: vec![],
            warnings: vec![],
        },
        Case {
            name: "failing rules at every level",
            old: None,
            new: with(|o| {
                o.tags = vec!["x".into()];
                o.items = vec![item("a", -1)];
                o.quotas = BTreeMap::from([("a".into(), 200)]);
                o.pinned = vec![];
            }),
            errors: vec![
                "FieldValueInvalid tags[0]: Invalid value: \"x\": failed rule: self.startsWith('t-')",
                "FieldValueInvalid tags: Invalid value: an even number of tags",
                "FieldValueInvalid items[0]: Invalid value: failed rule: self.value >= 0",
                "FieldValueInvalid quotas[a]: Invalid value: 200: failed rule: self <= 100",
                "FieldValueRequired pinned: Required value: pin at least one tag",
            ],
            warnings: vec![],
        },
        Case {
            name: "a list over maxItems stops every rule of the object",
            old: None,
            new: with(|o| {
                o.tags = vec!["x".into(), "t-b".into(), "t-c".into()];
                o.items = vec![item("a", -1)];
            }),
            errors: vec![
                "FieldValueTooMany tags: Too many: 3: must have at most 2 items",
                NOT_CHECKED,
            ],
            warnings: vec![],
        },
        Case {
            name: "a map over maxProperties stops every rule of the object",
            old: None,
            new: with(|o| o.quotas = BTreeMap::from([("a".into(), 1), ("b".into(), 200), ("c".into(), 3)])),
            errors: vec![
                "FieldValueTooMany quotas: Too many: 3: must have at most 2 items",
                NOT_CHECKED,
            ],
            warnings: vec![],
        },
        Case {
            name: "an enum violation stops every rule of the object",
            old: None,
            new: with(|o| {
                o.tags = vec!["x".into()];
                o.stage = Stage("Gone".into());
            }),
            errors: vec![not_supported, NOT_CHECKED],
            warnings: vec![],
        },
        Case {
            name: "a rule's FieldValueRequired reason stops no rule",
            old: None,
            new: with(|o| {
                o.pinned = vec![];
                o.quotas = BTreeMap::from([("a".into(), 200)]);
            }),
            errors: vec![
                "FieldValueInvalid quotas[a]: Invalid value: 200: failed rule: self <= 100",
                "FieldValueRequired pinned: Required value: pin at least one tag",
            ],
            warnings: vec![],
        },
        Case {
            name: "on update: paired items and values run their transition rules, unchanged ones ratchet",
            old: Some(with(|o| {
                o.items = vec![item("a", 5), item("b", -1)];
                o.quotas = BTreeMap::from([("a".into(), 10), ("b".into(), 5)]);
            })),
            new: with(|o| {
                o.items = vec![item("a", 4), item("b", -1)];
                o.quotas = BTreeMap::from([("a".into(), 9), ("b".into(), 5)]);
            }),
            errors: vec![
                "FieldValueInvalid items[0]: Invalid value: value may not decrease",
                "FieldValueInvalid quotas[a]: Invalid value: 9: a quota may not shrink",
            ],
            warnings: vec!["FieldValueInvalid items[1]: Invalid value: failed rule: self.value >= 0"],
        },
        Case {
            name: "an unchanged list over maxItems ratchets: it stops no rule",
            old: Some(with(|o| o.tags = vec!["t-a".into(), "t-b".into(), "t-c".into()])),
            new: with(|o| {
                o.tags = vec!["t-a".into(), "t-b".into(), "t-c".into()];
                o.items = vec![item("a", -1)];
            }),
            errors: vec![
                "FieldValueInvalid items[0]: Invalid value: failed rule: self.value >= 0",
                "FieldValueInvalid items[0]: Invalid value: value may not decrease",
            ],
            warnings: vec![
                "FieldValueInvalid tags: Invalid value: an even number of tags",
                "FieldValueTooMany tags: Too many: 3: must have at most 2 items",
            ],
        },
        Case {
            name: "an unchanged enum violation ratchets: it stops no rule",
            old: Some(with(|o| o.stage = Stage("Gone".into()))),
            new: with(|o| {
                o.tags = vec!["x".into()];
                o.stage = Stage("Gone".into());
            }),
            errors: vec![
                "FieldValueInvalid tags[0]: Invalid value: \"x\": failed rule: self.startsWith('t-')",
                "FieldValueInvalid tags: Invalid value: an even number of tags",
            ],
            warnings: vec![not_supported],
        },
    ]
}

#[test]
fn rules_run_after_failing_tag_checks_in_both_forms() {
    let schema = schema_of("Limited");
    let validator = Validator::new(&schema);
    for case in cases() {
        let name = case.name;
        assert_eq!(typed(&case.new, case.old.as_ref()), case.errors, "typed: {name}");
        let mut errors: Vec<String> = case.errors.iter().map(|e| e.to_string()).collect();
        errors.sort();
        let warnings: Vec<String> = case.warnings.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            schema_driven(&validator, &case.new, case.old.as_ref()),
            (errors, warnings),
            "schema-driven: {name}"
        );
    }
}

/// (case, new, old, the typed form's errors, the schema-driven form's
/// errors, sorted)
type Differing = (
    &'static str,
    Limited,
    Option<Limited>,
    Vec<&'static str>,
    Vec<&'static str>,
);

/// Where the forms' tag checks differ from the schema's keywords: a failing
/// short-circuit tag check (`k8s:maxItems`, `k8s:immutable`) skips the
/// other tag checks of its value and below it (here `maxLength` on each
/// item), not the rules; the schema-driven form, like the API server,
/// checks every keyword, and an error there can stop the rules that the
/// typed form runs. Some details differ too.
#[test]
fn where_tag_checks_differ_from_keywords() {
    let schema = schema_of("Limited");
    let validator = Validator::new(&schema);
    let over = with(|o| o.tags = vec!["t-a".into(), "t-b".into(), "t-too-long".into(), "y".into()]);
    let changed = with(|o| o.pinned = vec!["t-too-long".into(), "y".into()]);
    let cases: Vec<Differing> = vec![
        (
            // The tag's detail says characters, the keyword's bytes.
            "a string over maxLength: both forms stop the rules",
            with(|o| o.tags = vec!["t-a".into(), "x-too-long".into()]),
            None,
            vec![
                "FieldValueTooLong tags[1]: Too long: may not be more than 8 characters",
                NOT_CHECKED,
            ],
            vec![
                NOT_CHECKED,
                "FieldValueTooLong tags[1]: Too long: may not be more than 8 bytes",
            ],
        ),
        (
            "a list over maxItems: both forms stop the rules",
            over,
            None,
            vec![
                "FieldValueTooMany tags: Too many: 4: must have at most 2 items",
                NOT_CHECKED,
            ],
            vec![
                NOT_CHECKED,
                "FieldValueTooLong tags[2]: Too long: may not be more than 8 bytes",
                "FieldValueTooMany tags: Too many: 4: must have at most 2 items",
            ],
        ),
        (
            "an immutable value changed: only the schema-driven form checks maxLength, and stops the rules",
            changed,
            Some(valid()),
            vec![
                "FieldValueInvalid pinned: Invalid value: null: field is immutable",
                "FieldValueInvalid pinned[1]: Invalid value: \"y\": failed rule: self.startsWith('t-')",
            ],
            vec![
                NOT_CHECKED,
                "FieldValueTooLong pinned[0]: Too long: may not be more than 8 bytes",
            ],
        ),
        (
            // The tag's error shows null (Kubernetes' declarative
            // `immutable`), the rule it is lowered to (`self == oldSelf`)
            // no value (a list's, since Kubernetes 1.35).
            "an immutable value changed: its rules and its items' still run in both forms",
            with(|o| o.pinned = vec!["x".into(), "t-b".into()]),
            Some(valid()),
            vec![
                "FieldValueInvalid pinned: Invalid value: null: field is immutable",
                "FieldValueInvalid pinned[0]: Invalid value: \"x\": failed rule: self.startsWith('t-')",
            ],
            vec![
                "FieldValueInvalid pinned: Invalid value: field is immutable",
                "FieldValueInvalid pinned[0]: Invalid value: \"x\": failed rule: self.startsWith('t-')",
            ],
        ),
        (
            // `k8s:immutable` on an optional field is a rule on the struct.
            "an optional immutable value changed: its rule still runs in both forms",
            with(|o| o.note = Some("x".into())),
            Some(valid()),
            vec![
                "FieldValueInvalid note: Invalid value: null: field is immutable",
                "FieldValueInvalid note: Invalid value: \"x\": failed rule: self.startsWith('n-')",
            ],
            vec![
                "FieldValueInvalid note: Invalid value: \"x\": failed rule: self.startsWith('n-')",
                "FieldValueInvalid note: Invalid value: field is immutable",
            ],
        ),
        (
            "an optional immutable value removed: no rule runs on the absent value",
            with(|o| o.note = None),
            Some(valid()),
            vec!["FieldValueInvalid note: Invalid value: null: field is immutable"],
            vec!["FieldValueInvalid note: Invalid value: field is immutable"],
        ),
        (
            // `k8s:required` takes an empty string for an absent value
            // (as Go's `omitempty` leaves it out of the JSON); the schema
            // says so with a rule of reason FieldValueRequired, which
            // stops no rule.
            "an empty required string: the typed form stops the rules",
            with(|o| {
                o.items = vec![item("", 1)];
                o.quotas = BTreeMap::from([("a".into(), 200)]);
            }),
            None,
            vec!["FieldValueRequired items[0].name: Required value", NOT_CHECKED],
            vec![
                "FieldValueInvalid quotas[a]: Invalid value: 200: failed rule: self <= 100",
                "FieldValueRequired items[0].name: Required value: must not be empty",
            ],
        ),
    ];
    for (name, new, old, typed_errors, schema_errors) in cases {
        assert_eq!(typed(&new, old.as_ref()), typed_errors, "typed: {name}");
        let schema_errors: Vec<String> = schema_errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(
            schema_driven(&validator, &new, old.as_ref()).0,
            schema_errors,
            "schema-driven: {name}"
        );
    }
}
