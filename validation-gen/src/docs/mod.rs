//! The tag reference (`validation-gen --docs`): every tag of a [`Registry`],
//! built-in and user-registered, plus the generator-level tags, rendered as
//! Markdown or JSON from the declarations the tags make about themselves.
//! Beside the pipeline: it reads the registry and nothing else.
//!
//! Output is deterministic: tags in name order, fixed layout.
//!
//! ```
//! use validation_gen::docs::{render, Format};
//! use validation_gen::Registry;
//!
//! let markdown = render(&Registry::builtin(), Format::Markdown);
//! assert!(markdown.contains("### `k8s:minimum`"));
//! ```
//!
//! A program with its own tags documents them with the same code:
//! `Reference::of(&registry).registered_only().to_markdown()` for just its
//! own, `render(&registry, ..)` for everything it accepts.

pub(crate) mod in_crd;
mod markdown;
mod reference;

pub use reference::{ArgDoc, GeneratorTagDoc, PayloadDoc, Reference, TagDoc};

use crate::Registry;

/// An output format of the tag reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Markdown,
    /// The [`Reference`] as JSON (camelCase field names, documented there).
    Json,
}

/// The reference of every tag in `registry` in `format`.
pub fn render(registry: &Registry, format: Format) -> String {
    let reference = Reference::of(registry);
    match format {
        Format::Markdown => reference.to_markdown(),
        Format::Json => reference.to_json(),
    }
}

#[cfg(test)]
mod tests;
