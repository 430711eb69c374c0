//! A tag registered from outside validation-gen (`output_tests/custom-tags`):
//! `+example:multipleOf=N`, backed by [`multiple_of`] below.

use serde::Serialize;
use validation_runtime::{BadValue, ErrorList, FieldError, Operation, Path};

/// The runtime side of `+example:multipleOf=N`: the standard validator
/// signature, so generated code calls it like any built-in validator.
pub fn multiple_of(_op: &Operation, path: &Path<'_>, value: Option<&i32>, _old: Option<&i32>, n: i32) -> ErrorList {
    match value {
        Some(v) if n != 0 && v % n != 0 => ErrorList::from(vec![FieldError::invalid(
            path,
            BadValue::Int(i64::from(*v)),
            format!("must be a multiple of {n}"),
        )
        .with_origin("multipleOf")]),
        _ => ErrorList::new(),
    }
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Struct {
    /// +example:multipleOf=5
    pub batch_size: i32,
    /// Other tools' tags are ignored.
    /// +genclient
    /// +optional
    #[serde(skip_serializing_if = "Option::is_none")]
    pub untagged: Option<i32>,
}

include!("zz_generated_validations.rs");
