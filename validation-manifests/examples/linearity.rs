//! Instruction counts for the linearity target (prune + validate of 1k vs
//! 10k list items), which wall time on a loaded machine cannot settle:
//!
//! ```sh
//! cargo build --release -p validation-manifests --example linearity
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/linearity 1000 1
//! valgrind --tool=cachegrind --cache-sim=no target/release/examples/linearity 1000 3
//! ```
//!
//! (the difference of the two totals, halved, is one decode-and-validate of
//! 1,000 items; the same with 10000 for 10,000).

use validation_cel::Validator;

#[path = "../benches/support/list.rs"]
mod list;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<usize>().unwrap_or(0));
    let (items, rounds) = (args.next().unwrap_or(1000), args.next().unwrap_or(1));
    let schema = list::list_schema();
    let validator = Validator::new(&schema);
    let object = list::list_object(items);
    for _ in 0..rounds {
        let (pruned, errors) = list::decode_and_validate(&schema, &validator, &object);
        assert_eq!((pruned, errors), (items, 0));
    }
}
