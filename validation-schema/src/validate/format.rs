//! The formats the API server checks: the runtime's, which the generated
//! checks of `+k8s:validation:format` and `minimum`/`maximum` use too.

pub use validation_runtime::validate::openapi_format::{is_supported_format, validates_format};

/// The numeric type and format a number is range-checked against: the
/// runtime's, whose generated checks of `minimum`, `maximum` and
/// `multipleOf` answer as this validator does.
pub(crate) use validation_runtime::validate::openapi::NumericFormat;
