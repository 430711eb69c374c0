//! A `+k8s:customValidation` hook that panics on a trigger value, for the
//! safe rollout's panic containment (`validation_runtime::rollout`).

use serde::Serialize;
use validation_runtime::{BadValue, ErrorList, FieldError, Operation, Path};

/// The code that makes the custom validator panic.
pub const PANIC_TRIGGER: i32 = 13;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Gadget {
    /// +k8s:optional
    /// +k8s:customValidation
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<i32>,
}

/// Negative codes are invalid; the trigger value hits a bug (a panic).
pub fn validate_custom_gadget_code(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&i32>,
    _old: Option<&i32>,
) -> ErrorList {
    match value {
        Some(&PANIC_TRIGGER) => panic!("custom validator hit code {PANIC_TRIGGER}"),
        Some(v) if *v < 0 => ErrorList::from(FieldError::invalid(
            path,
            BadValue::Int(i64::from(*v)),
            "must not be negative",
        )),
        _ => ErrorList::new(),
    }
}

/// The hand-written validation the hook replaces.
pub fn validate_gadget_by_hand(_op: &Operation, obj: &Gadget) -> ErrorList {
    match obj.code {
        Some(v) if v < 0 => ErrorList::from(FieldError::invalid(
            &Path::new("code"),
            BadValue::Int(i64::from(v)),
            "must be non-negative",
        ))
        .mark_covered_by_declarative(),
        _ => ErrorList::new(),
    }
}

include!("zz_generated_validations.rs");
