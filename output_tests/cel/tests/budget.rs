//! One runtime cost budget (10,000,000) for all the CEL rules of one
//! validation, as the API server gives one to each object: the rule that
//! goes over what remains reports the API server's error at its value,
//! and no later rule runs. The typed form reports exactly the
//! schema-driven form's errors, also where upper bounds of the costs
//! would have used the budget up before the actual costs do.
//!
//! Each entry of 300 zeros costs 541,806 (its two rules' actual costs):
//! 18 fit in the budget, the 19th does not; upper bounds of the costs
//! (both sides of the `||`) use it up sooner, so both forms run again on
//! the actual costs.

use cel_output::budget::{validate_catalog, validate_entry, Catalog, Entry};
use validation_cel::{with_budget, Outcome, Validator};
use validation_runtime::{ErrorList, Operation, Path};

mod support;

fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter().map(|e| format!("{} {e}", e.error_type.reason())).collect()
}

fn typed(catalog: &Catalog) -> Vec<String> {
    describe(&validate_catalog(
        &Operation::create(),
        &Path::root(),
        Some(catalog),
        None,
    ))
}

/// The schema-driven form's rule errors (there are no warnings on create).
fn schema_driven(validator: &Validator<'_>, catalog: &Catalog) -> Vec<String> {
    let mut outcome = Outcome::default();
    validator.rules(&serde_json::to_value(catalog).unwrap(), None, &mut outcome);
    assert!(outcome.warnings.is_empty());
    outcome
        .errors
        .iter()
        .map(|e| format!("{} {e}", e.error_type.reason()))
        .collect()
}

fn entry(name: &str) -> Entry {
    Entry {
        name: name.into(),
        values: vec![0; 300],
    }
}

/// `entries` and `more` entries, all valid.
fn catalog(entries: usize, more: usize) -> Catalog {
    Catalog {
        entries: (0..entries).map(|i| entry(&format!("e-{i}"))).collect(),
        more: (0..more).map(|i| entry(&format!("e-more-{i}"))).collect(),
        tail: "first".into(),
    }
}

fn with(mut catalog: Catalog, f: impl FnOnce(&mut Catalog)) -> Catalog {
    f(&mut catalog);
    catalog
}

const OUT_OF_BUDGET: &str =
    "Invalid value: \"object\": validation failed due to running out of cost budget, no further validation rules will be run";

fn out_of_budget(at: &str) -> String {
    format!("FieldValueInvalid {at}: {OUT_OF_BUDGET}")
}

fn bad_name(at: &str) -> String {
    format!("FieldValueInvalid {at}: Invalid value: failed rule: self.name.startsWith('e-')")
}

const BAD_TAIL: &str = "FieldValueInvalid tail: Invalid value: \"last\": failed rule: self != 'last'";

#[test]
fn one_budget_per_object() {
    let schema = support::schema_of("Catalog");
    let validator = Validator::new(&schema);
    assert!(validator.compiled().compile_errors().is_empty());
    let cases: Vec<(&str, Catalog, Vec<String>)> = vec![
        (
            "18 entries fit, their upper bounds do not",
            with(catalog(12, 6), |c| c.tail = "last".into()),
            vec![BAD_TAIL.to_owned()],
        ),
        (
            "the 19th entry runs out; its cheap rule before it stands, no rule runs after it",
            with(catalog(12, 9), |c| {
                c.entries[1].name = "bad".into();
                c.more[6].name = "bad".into();
                c.more[8].name = "bad".into();
                c.tail = "last".into();
            }),
            vec![bad_name("entries[1]"), bad_name("more[6]"), out_of_budget("more[6]")],
        ),
    ];
    for (name, catalog, want) in cases {
        assert_eq!(typed(&catalog), want, "typed: {name}");
        assert_eq!(schema_driven(&validator, &catalog), want, "schema-driven: {name}");
    }
}

/// Generated `validate_<type>` calls inside one `with_budget` share its
/// budget, whatever their type (each call outside one has its own, as the
/// cases above, one after the other, show).
#[test]
fn nested_calls_share_one_budget() {
    let op = Operation::create();
    let ten = catalog(10, 0);
    let extra: Vec<Entry> = (0..10).map(|i| entry(&format!("e-extra-{i}"))).collect();
    let shared = with_budget(|| {
        let mut errs = validate_catalog(&op, &Path::root(), Some(&ten), None);
        for (i, e) in extra.iter().enumerate() {
            errs.append(validate_entry(&op, &Path::new("extra").index(i), Some(e), None));
        }
        errs
    });
    assert_eq!(describe(&shared), [out_of_budget("extra[8]")]);
}
