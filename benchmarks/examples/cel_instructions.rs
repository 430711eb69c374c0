//! A driver for instruction counts of CEL rules on one object: the code
//! validation-gen emits for `validation_benchmarks::cel` against kube-cel
//! with the same rules compiled once.
//!
//! ```sh
//! cargo build --release -p validation-benchmarks --example cel_instructions
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/cel_instructions generated spec update 110
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/cel_instructions generated spec update 10
//! ```
//!
//! runs one case `N` times; the difference of two runs divided by the
//! difference in `N` is one validation (set-up cancels out). Forms:
//! `generated`, `kube_cel`; subjects: `spec` (100 ports), `pair` (two
//! rules); cases: `create`, `update` (nothing changed), `update_changed`.
//! Before measuring, both forms validate the measured objects and must
//! agree (both find them valid).

use std::hint::black_box;

#[path = "../tests/cel_cases/mod.rs"]
mod cel_cases;

use cel_cases::{describe, generated_pair, generated_spec, json, pairs, specs, Case, KubeCel};

const USAGE: &str = "usage: cel_instructions generated|kube_cel spec|pair create|update|update_changed N";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [form, subject, case, runs] = args.as_slice() else {
        fail(USAGE)
    };
    let case = Case::parse(case).unwrap_or_else(|| fail(USAGE));
    let runs: usize = runs.parse().unwrap_or_else(|_| fail(USAGE));
    let generated = form == "generated";
    if !generated && form != "kube_cel" {
        fail(USAGE);
    }
    match subject.as_str() {
        "spec" => {
            let (new, old) = specs(100, case);
            let kube = KubeCel::spec();
            let (new_json, old_json) = (json(&new), old.as_ref().map(json));
            agree(
                &describe(&generated_spec(&new, old.as_ref())),
                &kube.validate(&new_json, old_json.as_ref()),
            );
            for _ in 0..runs {
                if generated {
                    black_box(generated_spec(black_box(&new), black_box(old.as_ref())));
                } else {
                    black_box(kube.validate(black_box(&new_json), black_box(old_json.as_ref())));
                }
            }
        }
        "pair" => {
            let (new, old) = pairs(case);
            let kube = KubeCel::pair();
            let (new_json, old_json) = (json(&new), old.as_ref().map(json));
            agree(
                &describe(&generated_pair(&new, old.as_ref())),
                &kube.validate(&new_json, old_json.as_ref()),
            );
            for _ in 0..runs {
                if generated {
                    black_box(generated_pair(black_box(&new), black_box(old.as_ref())));
                } else {
                    black_box(kube.validate(black_box(&new_json), black_box(old_json.as_ref())));
                }
            }
        }
        _ => fail(USAGE),
    }
}

/// Both forms find the measured object valid.
fn agree(generated: &[String], kube: &[String]) {
    if !generated.is_empty() || !kube.is_empty() {
        fail(&format!(
            "the forms do not both accept the object: generated {generated:?}, kube-cel {kube:?}"
        ));
    }
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2)
}
