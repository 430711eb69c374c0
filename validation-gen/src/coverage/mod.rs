//! Coverage fixtures (`validation-gen --test-output-root DIR`): the rules
//! each root type declares, as data, and a generated test that the crate's
//! declarative-validation test cases trigger every one of them except those
//! in an allowlist (validation-testkit's `coverage` module checks it).
//!
//! A rule is a field-path pattern from the root (`[*]` for any list index or
//! map key, empty for the root) and the origin its errors carry; rules whose
//! errors have no origin are named by their reason (`required`,
//! `forbidden`, `enum`, `unique`), and custom validation, whose errors are
//! the user's, by `*` (any error at or below the path).

mod file;
mod rules;

pub use file::{files, ALLOWLIST_FILE, CASES_MODULE, TEST_FILE};
pub use rules::{declared_rules, DeclaredRule};
