//! Runs one form of the CEL benchmark (`benches/forms.rs`) a given number
//! of times, for counting instructions under valgrind, which do not move
//! with the load of a shared machine:
//!
//! ```sh
//! cargo build --release -p validation-cel --example cel_instructions
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/cel_instructions typed update 110
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/cel_instructions typed update 10
//! ```
//!
//! The difference of the two totals divided by 100 is one validation of
//! the 100-port object. Forms: `typed`, `schema_driven`,
//! `kube_validate_cel`, `kube_cel_compiled`; cases: `create`, `update`.

use std::hint::black_box;

use validation_cel::Validator;

#[path = "../benches/fixture/mod.rs"]
mod fixture;

use fixture::{parse, root_schema, spec_rules_select, to_json, typed, widget};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(form), Some(case), Some(runs)) = (
        args.get(1),
        args.get(2),
        args.get(3).and_then(|n| n.parse::<u32>().ok()),
    ) else {
        eprintln!("usage: cel_instructions typed|schema_driven|kube_validate_cel|kube_cel_compiled create|update RUNS");
        std::process::exit(2);
    };
    // The typed form builds the spec with the fields its rules select.
    assert_eq!(spec_rules_select(), ["maxReplicas", "minReplicas"]);
    let schema_json = root_schema();
    let schema = parse(schema_json.clone());
    let validator = Validator::new(&schema);
    let kube_validator = kube_cel::Validator::new();
    let kube_compiled = kube_cel::compile_schema(&schema_json);
    let new = widget(100);
    let old_widget = widget(100);
    let old = (case == "update").then_some(&old_widget);
    let (new_json, old_json) = (to_json(&new), old.map(to_json));
    for _ in 0..runs {
        match form.as_str() {
            "typed" => drop(black_box(typed(&new, old))),
            "schema_driven" => drop(black_box(validator.validate(&new_json, old_json.as_ref()))),
            "kube_validate_cel" => {
                let object = to_json(&new);
                let old_object = old.map(to_json);
                drop(black_box(kube_cel::Validator::new().validate(
                    &schema_json,
                    &object,
                    old_object.as_ref(),
                )));
            }
            "kube_cel_compiled" => drop(black_box(kube_validator.validate_compiled(
                &kube_compiled,
                &new_json,
                old_json.as_ref(),
            ))),
            other => {
                eprintln!("unknown form {other}");
                std::process::exit(2);
            }
        }
    }
}
