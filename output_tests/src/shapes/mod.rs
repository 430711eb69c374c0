//! One module per supported Rust shape (README "Rust shapes").

pub mod aliases;
pub mod flatten;
pub mod lists;
pub mod maps;
pub mod newtypes;
pub mod options;
pub mod recursion;
