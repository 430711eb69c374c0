//! Tag syntax: finding tag lines in doc comments and parsing them
//! .
//!
//! Typical use:
//!
//! ```text
//! for line in tags::tag_lines(doc) {
//!     let Some(name) = line.name() else { continue };
//!     if !registry.contains(name) { continue }           // ignore others
//!     match tags::parse_tag(line.text) {
//!         Ok(tag) => { /* type-check and evaluate */ }
//!         Err(e) => { /* fatal; e.span.shifted(line.offset) is in `doc` */ }
//!     }
//! }
//! ```
//!
//! This module depends only on `std` and on nothing else in the crate.

pub mod extract;
pub mod grammar;
pub mod types;

#[cfg(test)]
mod tests;

pub use extract::{description, tag_lines, TagLine};
pub use grammar::{
    go_quote, is_ident_char, is_name_char, is_name_start, parse_canonical_int, parse_raw_tag, parse_tag, tag_name,
    RawTag, MAX_CHAIN_DEPTH,
};
pub use types::{Arg, Literal, LiteralKind, Span, Tag, TagParseError, TagValue};
