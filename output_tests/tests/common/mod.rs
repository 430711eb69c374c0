//! Shared by the behavioural tests: run generated validation and describe
//! each error exactly, so a test states every error's reason, path, bad
//! value, detail, origin and short-circuit mark in one readable line.

#![allow(dead_code)] // each test file uses a subset

use validation_runtime::{ErrorList, Operation, Path};

/// Each error as `<reason> <field>: <body>`, then ` (origin: <o>)` when it
/// has an origin and ` [short-circuit]` when marked, e.g.
/// `FieldValueInvalid replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)`.
pub fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter()
        .map(|e| {
            let mut line = format!("{} {}", e.error_type.reason(), e);
            if !e.origin.is_empty() {
                line.push_str(&format!(" (origin: {})", e.origin));
            }
            if e.short_circuit {
                line.push_str(" [short-circuit]");
            }
            line
        })
        .collect()
}

/// Validate `obj` on create with a generated `validate_*` function.
pub fn create<T>(validate: fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList, obj: &T) -> Vec<String> {
    describe(&validate(&Operation::create(), &Path::root(), Some(obj), None))
}

/// Validate an update from `old` to `obj`.
pub fn update<T>(
    validate: fn(&Operation, &Path<'_>, Option<&T>, Option<&T>) -> ErrorList,
    obj: &T,
    old: &T,
) -> Vec<String> {
    describe(&validate(&Operation::update(), &Path::root(), Some(obj), Some(old)))
}

/// No errors.
pub const NONE: [&str; 0] = [];
