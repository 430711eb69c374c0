//! The path of the value being visited, kept as a stack of borrowed
//! segments (pushing and popping allocate nothing) and rendered only when
//! something is reported.
//!
//! The API server renders one location two ways: OpenAPI validation names a
//! map key like a field (`spec.selector.app`), field paths subscript it
//! (`spec.selector[app]`). Both use `[i]` for list items.

use std::fmt::Write as _;

/// One step of a [`Trail`].
#[derive(Clone, Copy, Debug)]
pub enum Segment<'v> {
    /// A property named in the schema.
    Field(&'v str),
    /// A key of a map (`additionalProperties`).
    Key(&'v str),
    /// An item of a list.
    Index(usize),
}

#[derive(Default)]
/// The path to the value being visited.
pub struct Trail<'v> {
    segments: Vec<Segment<'v>>,
}

impl<'v> Trail<'v> {
    /// A trail starting below `base`, a path already rendered (the
    /// `...default` of a CRD's schema node whose default is validated);
    /// empty: the root.
    pub fn under(base: &'v str) -> Trail<'v> {
        let mut trail = Trail::default();
        if !base.is_empty() {
            trail.push(Segment::Field(base));
        }
        trail
    }

    /// Steps into `segment`.
    pub fn push(&mut self, segment: Segment<'v>) {
        self.segments.push(segment);
    }

    /// Steps back out.
    pub fn pop(&mut self) {
        self.segments.pop();
    }

    /// Whether the value is the root.
    pub fn is_root(&self) -> bool {
        self.segments.is_empty()
    }

    /// The OpenAPI validator's name: `spec.ports[1].port`, map keys dotted.
    pub fn dotted(&self) -> String {
        let mut out = String::new();
        for segment in &self.segments {
            match segment {
                Segment::Field(name) | Segment::Key(name) => {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(name);
                }
                Segment::Index(i) => {
                    let _ = write!(out, "[{i}]");
                }
            }
        }
        out
    }

    /// The field path: `spec.selector[app]`, `spec.ports[1].port`.
    pub fn field_path(&self) -> String {
        let mut out = String::new();
        for segment in &self.segments {
            match segment {
                Segment::Field(name) => {
                    if !out.is_empty() {
                        out.push('.');
                    }
                    out.push_str(name);
                }
                Segment::Key(key) => {
                    let _ = write!(out, "[{key}]");
                }
                Segment::Index(i) => {
                    let _ = write!(out, "[{i}]");
                }
            }
        }
        out
    }
}
