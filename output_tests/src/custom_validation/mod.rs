//! `+k8s:customValidation`: hand-written functions found by
//! name in this module, called like any other check.

use serde::Serialize;
use validation_runtime::{BadValue, ErrorList, FieldError, Operation, Path};

/// +k8s:customValidation
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Range {
    pub low: i32,
    pub high: i32,
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    pub range: Range,
    /// +k8s:optional
    /// +k8s:customValidation
    #[serde(skip_serializing_if = "Option::is_none")]
    pub even: Option<i32>,
}

/// The type hook: `low` may not exceed `high`.
pub fn validate_custom_range(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&Range>,
    _old: Option<&Range>,
) -> ErrorList {
    match value {
        Some(r) if r.low > r.high => ErrorList::from(vec![FieldError::invalid(
            &path.child("low"),
            BadValue::Int(i64::from(r.low)),
            "must not be greater than high",
        )]),
        _ => ErrorList::new(),
    }
}

/// The field hook.
pub fn validate_custom_struct_even(
    _op: &Operation,
    path: &Path<'_>,
    value: Option<&i32>,
    _old: Option<&i32>,
) -> ErrorList {
    match value {
        Some(v) if v % 2 != 0 => ErrorList::from(vec![FieldError::invalid(
            path,
            BadValue::Int(i64::from(*v)),
            "must be even",
        )]),
        _ => ErrorList::new(),
    }
}

include!("zz_generated_validations.rs");
