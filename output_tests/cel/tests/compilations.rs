//! Each rule of the generated code is compiled once per process: a
//! transition rule is checked by a type's function (changed values) and
//! by its transitions function (unchanged values), from one `static`.
//! One test in its own binary, so no other test compiles concurrently.

use std::collections::BTreeMap;

use cel_output::rules::{validate_generations, Counter, Entry, Generations, Nested};
use validation_runtime::{Operation, Path};

fn object(count: i64, generation: i64) -> Generations {
    let counter = |name: &str| Counter {
        name: name.into(),
        generation,
    };
    Generations {
        nested: Nested {
            count,
            inner: Some(counter("in")),
        },
        counters: vec![counter("a")],
        by_name: BTreeMap::from([("x".to_owned(), counter("x"))]),
        history: vec![Entry {
            name: "h".into(),
            value: count,
        }],
    }
}

fn update(new: &Generations, old: &Generations) -> usize {
    validate_generations(&Operation::update(), &Path::new("spec"), Some(new), Some(old)).len()
}

#[test]
fn every_rule_compiles_once() {
    let before = validation_cel::compilations();
    // Every value changed: the type functions run every rule (the nested
    // count's two, the counter's two, the atomic item's one).
    assert_eq!(update(&object(2, 2), &object(1, 1)), 0);
    assert_eq!(validation_cel::compilations() - before, 5);
    // Nothing changed: the transitions functions run the three transition
    // rules again (each fails), with the rules compiled above.
    assert_eq!(update(&object(1, 1), &object(1, 1)), 4);
    assert_eq!(validation_cel::compilations() - before, 5);
}
