//! Writes the benchmark's mixed tree (20 CRDs, 10,000 manifests in
//! single-document, multi-document, `kind: List` and JSON files, every
//! second YAML manifest a built-in one) to a directory, to measure the
//! command's time and peak memory from outside. A third number makes every
//! N-th YAML manifest a built-in one (1: all, 0: none):
//!
//! ```sh
//! cargo build --release -p validation-manifests --example mixed_tree --bin validate-manifests
//! target/release/examples/mixed_tree /tmp/mixed 10000 20
//! /usr/bin/time -v target/release/validate-manifests -j1 --local-crds /tmp/mixed/crds /tmp/mixed/deploy
//! /usr/bin/time -v target/release/validate-manifests -j2 --local-crds /tmp/mixed/crds /tmp/mixed/deploy
//! ```

use std::path::PathBuf;

#[path = "../benches/support/tree.rs"]
mod tree;

fn main() {
    let mut args = std::env::args().skip(1);
    let root = PathBuf::from(args.next().unwrap_or_else(|| "mixed".to_owned()));
    let mut numbers = args.map(|a| a.parse::<usize>().unwrap_or(0));
    let (manifests, kinds) = (numbers.next().unwrap_or(10_000), numbers.next().unwrap_or(20));
    let builtin_every = numbers.next().unwrap_or(2);
    let (crds, deploy) = tree::mixed_tree_with(&root, manifests, kinds.max(1), builtin_every);
    println!("{} {}", crds.display(), deploy.display());
}
