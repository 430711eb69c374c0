//! Decodes the Pod-like body, for instruction counts under cachegrind (see
//! BENCHMARKS.md): `decode_instructions serde_json|strict N` decodes N
//! times; `decode_instructions compare ROUNDS` times both in alternating
//! rounds of 200 decodes and prints the fastest round of each (the least
//! disturbed by other load on a shared machine) and their ratio.

use std::hint::black_box;
use std::time::Instant;

use validation_benchmarks::fixtures::valid_pod;
use validation_benchmarks::pods::Pod;
use validation_runtime::decode::{self, FieldValidation};

fn decode_once(which: &str, body: &[u8]) -> bool {
    match which {
        "serde_json" => serde_json::from_slice::<Pod>(black_box(body)).is_ok(),
        _ => decode::from_json::<Pod>(black_box(body), FieldValidation::Strict).is_ok_and(|d| d.is_ok()),
    }
}

/// Nanoseconds per decode in the fastest of `rounds` rounds, for each.
fn compare(body: &[u8], rounds: usize) -> (f64, f64) {
    const PER_ROUND: u32 = 200;
    let mut best = [f64::MAX; 2];
    for _ in 0..rounds {
        for (i, which) in ["serde_json", "strict"].into_iter().enumerate() {
            let start = Instant::now();
            for _ in 0..PER_ROUND {
                black_box(decode_once(which, body));
            }
            let ns = start.elapsed().as_nanos() as f64 / f64::from(PER_ROUND);
            if let Some(b) = best.get_mut(i) {
                *b = b.min(ns);
            }
        }
    }
    (best[0], best[1])
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_default();
    let n: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let body = serde_json::to_vec(&valid_pod()).unwrap_or_default();
    match which.as_str() {
        "serde_json" | "strict" => {
            let decoded = (0..n).filter(|_| decode_once(&which, &body)).count();
            println!("{decoded} decoded");
        }
        "compare" => {
            let (serde, strict) = compare(&body, n);
            println!(
                "serde_json {serde:.0} ns, strict {strict:.0} ns, ratio {:.3}",
                strict / serde
            );
        }
        _ => {
            eprintln!("usage: decode_instructions serde_json|strict N | compare ROUNDS");
            std::process::exit(2);
        }
    }
}
