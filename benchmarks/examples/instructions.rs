//! A driver for instruction counts, which (unlike wall time) do not move
//! with the load of a shared machine:
//!
//! ```sh
//! cargo build --release -p validation-benchmarks --example instructions
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/instructions pod valid_create generated 1100
//! ```
//!
//! runs one benchmark case `N` times (default 1,000). Run it again with a
//! smaller `N` and divide the difference by the difference in runs for the
//! instructions of one validation (set-up cancels out).

use std::hint::black_box;

use validation_benchmarks::fixtures::{changed_pod, invalid_pod, valid_pod, widget};
use validation_benchmarks::handwritten;
use validation_benchmarks::mirror::{MPod, MWidget};
use validation_benchmarks::pods::{validate_pod, Pod};
use validation_runtime::{ErrorList, Operation, Path};

const USAGE: &str = "usage: instructions pod|widget valid_create|invalid_create|unchanged_update|changed_update generated|handwritten|garde|validator [N]";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [kind, case, implementation, rest @ ..] = args.as_slice() else {
        fail(USAGE)
    };
    let runs: usize = rest
        .first()
        .map_or(Ok(1000), |n| n.parse())
        .unwrap_or_else(|_| fail(USAGE));
    let errors = match kind.as_str() {
        "pod" => {
            let (new, old) = case_objects(case, valid_pod(), invalid_pod(), changed_pod());
            let generated =
                |op: &Operation, new: &Pod, old: Option<&Pod>| validate_pod(op, &Path::root(), Some(new), old);
            let mirror = MPod::from(&new);
            run(
                runs,
                implementation,
                case,
                (&new, old.as_ref()),
                generated,
                handwritten::validate_pod,
                &mirror,
            )
        }
        "widget" => {
            let valid = widget();
            let mut changed = valid.clone();
            changed.spec.replicas = Some(4);
            let mut invalid = valid.clone();
            invalid.spec.replicas = Some(-1);
            invalid.metadata.name.clear();
            let (new, old) = case_objects(case, valid, invalid, changed);
            let generated = |op: &Operation, new: &_, old: Option<&_>| {
                example_api::apps::v1::validate_widget(op, &Path::root(), Some(new), old)
            };
            let mirror = MWidget::from(&new);
            let by_hand = handwritten::widget::validate_widget;
            run(
                runs,
                implementation,
                case,
                (&new, old.as_ref()),
                generated,
                by_hand,
                &mirror,
            )
        }
        _ => fail(USAGE),
    };
    println!("{kind}/{case}/{implementation}: {runs} runs, {errors} errors each");
}

/// The new and old object of a case, as the criterion benchmark builds them.
fn case_objects<T: Clone>(case: &str, valid: T, invalid: T, changed: T) -> (T, Option<T>) {
    match case {
        "valid_create" => (valid, None),
        "invalid_create" => (invalid, None),
        "unchanged_update" => (valid.clone(), Some(valid)),
        "changed_update" => (changed, Some(valid)),
        _ => fail(USAGE),
    }
}

/// Runs one implementation `runs` times; the error count of the last run.
fn run<T, M: garde::Validate<Context = ()> + validator::Validate>(
    runs: usize,
    implementation: &str,
    case: &str,
    (new, old): (&T, Option<&T>),
    generated: impl Fn(&Operation, &T, Option<&T>) -> ErrorList,
    handwritten: impl Fn(&Operation, &T, Option<&T>) -> ErrorList,
    mirror: &M,
) -> usize {
    let op = if case.ends_with("update") {
        Operation::update()
    } else {
        Operation::create()
    };
    let once = || match implementation {
        "generated" => generated(black_box(&op), black_box(new), black_box(old)).len(),
        "handwritten" => handwritten(black_box(&op), black_box(new), black_box(old)).len(),
        "garde" => garde::Validate::validate(black_box(mirror)).map_or_else(|r| r.iter().count(), |()| 0),
        "validator" => validator::Validate::validate(black_box(mirror)).map_or_else(|e| e.errors().len(), |()| 0),
        _ => fail(USAGE),
    };
    let mut errors = 0;
    for _ in 0..runs {
        errors = black_box(once());
    }
    errors
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2)
}
