//! Benchmark subjects for validation-gen: a Pod-like kind with checked-in
//! generated validation ([`pods`]), the same checks written by hand
//! ([`handwritten`]), and the same rules in the garde and validator crates
//! ([`mirror`]); long lists ([`large`]); a kube-rs custom resource without
//! CEL rules for the webhook benchmark ([`webhook`]); the CEL benchmark's
//! types with their rules as tags ([`cel`]). [`fixtures`] builds the
//! objects the benchmarks and tests share. See `BENCHMARKS.md`.

pub mod cel;
pub mod fixtures;
pub mod handwritten;
pub mod large;
pub mod meta;
pub mod mirror;
pub mod pods;
pub mod webhook;
