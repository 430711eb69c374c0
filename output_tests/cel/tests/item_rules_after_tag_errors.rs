//! A CEL rule inside `k8s:item` runs at the selected item's path, where
//! the API server runs it, also where a failing short-circuit tag check
//! (`k8s:immutable`) on the list, or on a struct field above another such
//! list, skips the other tag checks (here `k8s:item(name: "b")`'s
//! `maximum`). Both forms agree: the typed one (generated code) and the
//! schema-driven one on the schema validation-gen writes.

use cel_output::selected::{validate_mode_selected, validate_selected, Entries, Entry, ModeSelected, Moded, Selected};
use validation_cel::Validator;
use validation_runtime::{Operation, Path};

mod support;
use support::schema_of;

fn entry(name: &str, value: i64) -> Entry {
    Entry {
        name: name.into(),
        value,
    }
}

fn selected(entries: Vec<Entry>, pinned: Vec<Entry>) -> Selected {
    Selected {
        entries,
        pinned: Entries { entries: pinned },
    }
}

/// The typed form's errors, in its order.
fn typed(new: &Selected, old: Option<&Selected>) -> Vec<String> {
    let op = if old.is_some() {
        Operation::update()
    } else {
        Operation::create()
    };
    let errs = validate_selected(&op, &Path::root(), Some(new), old);
    errs.iter().map(|e| format!("{} {e}", e.error_type.reason())).collect()
}

/// The schema-driven form's errors and warnings, each sorted.
fn schema_driven(validator: &Validator<'_>, new: &Selected, old: Option<&Selected>) -> (Vec<String>, Vec<String>) {
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

const A_ENTRIES: &str = "FieldValueInvalid entries[1]: Invalid value: a must be positive";
const A_PINNED: &str = "FieldValueInvalid pinned.entries[0]: Invalid value: a must be positive";
const B_MAXIMUM: &str = "FieldValueInvalid entries[0].value: Invalid value: 11: must be less than or equal to 10";
const IMMUTABLE_ENTRIES: &str = "FieldValueInvalid entries: Invalid value: null: field is immutable";
const IMMUTABLE_PINNED: &str = "FieldValueInvalid pinned: Invalid value: null: field is immutable";

/// The schema-driven form's `k8s:immutable` and item "b" `maximum` errors
/// come from the rules those tags lower to: the API server shows a rule's
/// failing value by its type, where the tag checks show theirs (`null` for
/// `k8s:immutable`).
fn in_schema_form(typed: &str) -> String {
    match typed {
        IMMUTABLE_ENTRIES => "FieldValueInvalid entries: Invalid value: field is immutable".into(),
        IMMUTABLE_PINNED => "FieldValueInvalid pinned: Invalid value: field is immutable".into(),
        B_MAXIMUM => "FieldValueInvalid entries[0].value: Invalid value: must be less than or equal to 10".into(),
        other => other.into(),
    }
}

struct Case {
    name: &'static str,
    old: Option<Selected>,
    new: Selected,
    /// Both forms' errors, in the typed form's order.
    errors: Vec<&'static str>,
    /// The schema-driven form's further errors: it checks the lowered
    /// `maximum` of item "b" whatever `k8s:immutable` found, as the API
    /// server does, where the failing tag check skips it.
    schema_only: Vec<&'static str>,
    /// The schema-driven form's ratcheting warnings (the typed form drops
    /// the errors of unchanged values).
    warnings: Vec<&'static str>,
}

fn cases() -> Vec<Case> {
    let good = selected(vec![entry("b", 1), entry("a", 1)], vec![entry("a", 1)]);
    let bad = selected(vec![entry("b", 1), entry("a", 0)], vec![entry("a", 0)]);
    let case = |name, old: Option<&Selected>, new: &Selected, errors| Case {
        name,
        old: old.cloned(),
        new: new.clone(),
        errors,
        schema_only: vec![],
        warnings: vec![],
    };
    vec![
        case("valid on create", None, &good, vec![]),
        case("unchanged on update", Some(&good), &good, vec![]),
        case(
            "failing item rules on create: no short-circuit fails",
            None,
            &bad,
            vec![A_ENTRIES, A_PINNED],
        ),
        case(
            "both lists changed to failing items: immutable fails, the rules still run",
            Some(&good),
            &bad,
            vec![IMMUTABLE_ENTRIES, A_ENTRIES, IMMUTABLE_PINNED, A_PINNED],
        ),
        case(
            "both lists changed to passing items: only immutable",
            Some(&selected(vec![entry("a", 1)], vec![])),
            &good,
            vec![IMMUTABLE_ENTRIES, IMMUTABLE_PINNED],
        ),
        Case {
            warnings: vec![A_ENTRIES, A_PINNED],
            ..case(
                "an unchanged failing item ratchets while its list changes",
                Some(&selected(vec![entry("a", 0)], vec![entry("a", 0), entry("c", 1)])),
                &bad,
                vec![IMMUTABLE_ENTRIES, IMMUTABLE_PINNED],
            )
        },
        case(
            "item b over its maximum on create",
            None,
            &selected(vec![entry("b", 11), entry("a", 1)], vec![]),
            vec![B_MAXIMUM],
        ),
        Case {
            schema_only: vec![B_MAXIMUM],
            ..case(
                "item b over its maximum while immutable fails: the maximum is skipped, the rule is not",
                Some(&good),
                &selected(vec![entry("b", 11), entry("a", 0)], vec![entry("a", 1)]),
                vec![IMMUTABLE_ENTRIES, A_ENTRIES],
            )
        },
        case(
            "no selected item: nothing to check but immutable",
            Some(&good),
            &selected(vec![entry("c", -5)], vec![entry("c", -5)]),
            vec![IMMUTABLE_ENTRIES, IMMUTABLE_PINNED],
        ),
    ]
}

#[test]
fn item_rules_run_after_failing_short_circuits_in_both_forms() {
    let schema = schema_of("Selected");
    let validator = Validator::new(&schema);
    for case in cases() {
        let (name, old, new) = (case.name, case.old.as_ref(), &case.new);
        assert_eq!(typed(new, old), case.errors, "typed: {name}");
        let mut sorted: Vec<String> = case
            .errors
            .iter()
            .chain(&case.schema_only)
            .map(|e| in_schema_form(e))
            .collect();
        sorted.sort();
        assert_eq!(
            schema_driven(&validator, new, old),
            (sorted, case.warnings.iter().map(|w| w.to_string()).collect::<Vec<_>>()),
            "schema-driven: {name}"
        );
    }
}

fn mode_selected(kind: &str, count: Option<i64>) -> ModeSelected {
    ModeSelected {
        moded: Moded {
            kind: kind.into(),
            count,
        },
    }
}

/// The typed form's errors for a `ModeSelected`, in its order.
fn typed_modes(new: &ModeSelected, old: Option<&ModeSelected>) -> Vec<String> {
    let op = if old.is_some() {
        Operation::update()
    } else {
        Operation::create()
    };
    let errs = validate_mode_selected(&op, &Path::root(), Some(new), old);
    errs.iter().map(|e| format!("{} {e}", e.error_type.reason())).collect()
}

const POSITIVE: &str = "FieldValueInvalid moded.count: Invalid value: 0: count must be positive in mode A";
const IMMUTABLE: &str = "FieldValueInvalid moded: Invalid value: null: field is immutable";
const B_OVER: &str = "FieldValueInvalid moded.count: Invalid value: 11: must be less than or equal to 10";
const C_FORBIDDEN: &str = "FieldValueForbidden moded.count: Forbidden";

/// The schema lowers the mode checks to rules on the object holding the
/// field (reported at the field by `fieldPath`), which show the object's
/// type as the failing value, and "forbidden" with its message.
fn mode_in_schema_form(typed: &str) -> String {
    match typed {
        POSITIVE => "FieldValueInvalid moded.count: Invalid value: count must be positive in mode A".into(),
        IMMUTABLE => "FieldValueInvalid moded: Invalid value: field is immutable".into(),
        B_OVER => "FieldValueInvalid moded.count: Invalid value: must be less than or equal to 10".into(),
        C_FORBIDDEN => "FieldValueForbidden moded.count: Forbidden: may not be set".into(),
        other => other.into(),
    }
}

/// A rule under `k8s:ifMode` runs in its mode at the field's path, also
/// where `k8s:immutable` on the struct field above fails and skips the
/// other tag checks: mode "B"'s `maximum` and the "forbidden" of the
/// modes that name no rule for the field, which the schema-driven form,
/// checking every lowered rule as the API server does, reports too.
#[test]
fn mode_rules_run_after_failing_short_circuits_in_both_forms() {
    let schema = schema_of("ModeSelected");
    let validator = Validator::new(&schema);
    let a_ok = mode_selected("A", Some(1));
    // (case, old, new, both forms' errors in the typed form's order, the
    // schema-driven form's further errors)
    type ModeCase = (
        &'static str,
        Option<ModeSelected>,
        ModeSelected,
        Vec<&'static str>,
        Vec<&'static str>,
    );
    let cases: Vec<ModeCase> = vec![
        ("mode A, positive", None, a_ok.clone(), vec![], vec![]),
        (
            "mode A, zero",
            None,
            mode_selected("A", Some(0)),
            vec![POSITIVE],
            vec![],
        ),
        (
            "mode B over its maximum",
            None,
            mode_selected("B", Some(11)),
            vec![B_OVER],
            vec![],
        ),
        (
            "mode C forbids the field",
            None,
            mode_selected("C", Some(0)),
            vec![C_FORBIDDEN],
            vec![],
        ),
        (
            "changed to zero in mode A: immutable fails, the rule still runs",
            Some(a_ok.clone()),
            mode_selected("A", Some(0)),
            vec![IMMUTABLE, POSITIVE],
            vec![],
        ),
        (
            "changed to mode B over its maximum: immutable fails, the maximum is skipped",
            Some(a_ok.clone()),
            mode_selected("B", Some(11)),
            vec![IMMUTABLE],
            vec![B_OVER],
        ),
        (
            "changed to mode C: immutable fails, the forbidden tag check is skipped",
            Some(a_ok.clone()),
            mode_selected("C", Some(0)),
            vec![IMMUTABLE],
            vec![C_FORBIDDEN],
        ),
        (
            "an unchanged failing count ratchets in its mode",
            Some(ModeSelected {
                moded: Moded {
                    kind: "A".into(),
                    count: Some(0),
                },
            }),
            mode_selected("A", Some(0)),
            vec![],
            vec![],
        ),
    ];
    for (name, old, new, errors, schema_only) in cases {
        assert_eq!(typed_modes(&new, old.as_ref()), errors, "typed: {name}");
        let mut sorted: Vec<String> = errors
            .iter()
            .chain(&schema_only)
            .map(|e| mode_in_schema_form(e))
            .collect();
        sorted.sort();
        let json = |o: &ModeSelected| serde_json::to_value(o).unwrap();
        let outcome = validator.validate(&json(&new), old.as_ref().map(json).as_ref());
        let mut got: Vec<String> = outcome
            .errors
            .iter()
            .map(|e| format!("{} {e}", e.error_type.reason()))
            .collect();
        got.sort();
        assert_eq!((got, outcome.warnings.len()), (sorted, 0), "schema-driven: {name}");
    }
}

/// A transition rule inside `k8s:item` never ratchets: the generated code
/// runs it on the selected item on every update where the item has an old
/// counterpart, also where the update leaves the item, or the whole list,
/// unchanged; never on create or on a new item. (The CRD schema leaves
/// such a rule out, reported under `--schema-unsupported`: the
/// schema-driven form, like the API server, does not check it.)
#[test]
fn item_transition_rules_never_ratchet() {
    use cel_output::selected::{validate_growing, Growing};
    let schema = schema_of("Growing");
    let validator = Validator::new(&schema);
    let growing = |entries: &[(&str, i64)]| Growing {
        entries: entries.iter().map(|(n, v)| entry(n, *v)).collect(),
    };
    const T_FIRST: &str = "FieldValueInvalid entries[0]: Invalid value: t must grow on every update";
    const T_SECOND: &str = "FieldValueInvalid entries[1]: Invalid value: t must grow on every update";
    let cases: Vec<(&str, Option<Growing>, Growing, Vec<&str>)> = vec![
        ("create", None, growing(&[("t", 1)]), vec![]),
        ("t grows", Some(growing(&[("t", 1)])), growing(&[("t", 2)]), vec![]),
        (
            "t shrinks",
            Some(growing(&[("t", 2)])),
            growing(&[("t", 1)]),
            vec![T_FIRST],
        ),
        (
            "t unchanged, another item changed",
            Some(growing(&[("t", 1), ("u", 1)])),
            growing(&[("t", 1), ("u", 2)]),
            vec![T_FIRST],
        ),
        (
            "nothing changed",
            Some(growing(&[("u", 1), ("t", 1)])),
            growing(&[("u", 1), ("t", 1)]),
            vec![T_SECOND],
        ),
        (
            "t new",
            Some(growing(&[("u", 1)])),
            growing(&[("u", 1), ("t", 0)]),
            vec![],
        ),
    ];
    for (name, old, new, want) in cases {
        let op = if old.is_some() {
            Operation::update()
        } else {
            Operation::create()
        };
        let typed: Vec<String> = validate_growing(&op, &Path::root(), Some(&new), old.as_ref())
            .iter()
            .map(|e| format!("{} {e}", e.error_type.reason()))
            .collect();
        assert_eq!(typed, want, "{name}");
        let new = serde_json::to_value(&new).unwrap();
        let old = old.map(|o| serde_json::to_value(o).unwrap());
        let outcome = validator.validate(&new, old.as_ref());
        assert!(
            outcome.errors.is_empty() && outcome.warnings.is_empty(),
            "schema-driven: {name}: {outcome:?}"
        );
    }
}
