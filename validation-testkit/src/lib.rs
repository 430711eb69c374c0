//! Test helpers for moving hand-written validation to declarative tags
//! (KEP-5073's safe rollout).
//!
//! * [`Equivalence`]: assert that a hand-written validator and the generated
//!   validation agree (by path, reason and origin, on the hand-written
//!   errors marked covered-by-declarative) over a table of create and update
//!   [`Case`]s, or over random objects with [`Equivalence::assert_for_all`].
//! * [`coverage`]: record which declared rules the cases triggered, and check
//!   them against the rule list `validation-gen --test-output-root` writes.

mod case;
pub mod coverage;
mod equivalence;

pub use case::{cases, Case};
pub use coverage::{CoverageRecorder, DeclaredRule};
pub use equivalence::Equivalence;
pub use proptest;
