//! One module per Rust shape of `rust-shapes.md`.

pub mod aliases;
pub mod flatten;
pub mod lists;
pub mod maps;
pub mod newtypes;
pub mod options;
pub mod recursion;
