//! The field error record, its constructors and its
//! message rendering.

use std::fmt;

use serde::Serialize;

use crate::{BadValue, ErrorType, Path, StabilityLevel};

/// One field-level validation error.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FieldError {
    /// The reason (`Required`, `Invalid`, ...).
    #[serde(rename = "type")]
    pub error_type: ErrorType,
    /// The field path as Kubernetes renders it (`spec.containers[0].name`).
    pub field: String,
    /// The value shown in the message, if any.
    #[serde(skip_serializing_if = "BadValue::is_omitted")]
    pub bad_value: BadValue,
    /// The detail text after the value.
    pub detail: String,
    /// Which rule reported the error (`minimum`, `format=k8s-short-name`, ...); empty for none.
    pub origin: String,
    /// Marked by hand-written validation whose rule the tags also declare (safe rollout).
    pub covered_by_declarative: bool,
    /// Reported by hand-written (imperative) validation.
    pub from_imperative: bool,
    /// A short-circuit error: it stopped the remaining checks of its value.
    pub short_circuit: bool,
    /// Short-circuited in declarative validation (hand-written errors below it are not compared).
    pub short_circuited_in_declarative: bool,
    /// The stability of the rule that reported it (alpha, beta, or standard).
    pub stability_level: StabilityLevel,
}

/// `may not be more than 10 bytes` / `1 byte`; `negative` text for max < 0.
fn limit_detail(prefix: &str, n: i64, one: &str, many: &str, negative: &str) -> String {
    if n < 0 {
        negative.to_owned()
    } else {
        format!("{prefix} {n} {}", if n == 1 { one } else { many })
    }
}

impl FieldError {
    /// A bare error; the constructors below are the usual entry points.
    pub fn new(error_type: ErrorType, path: &Path<'_>, bad_value: BadValue, detail: impl Into<String>) -> FieldError {
        FieldError {
            error_type,
            field: path.to_string(),
            bad_value,
            detail: detail.into(),
            origin: String::new(),
            covered_by_declarative: false,
            from_imperative: false,
            short_circuit: false,
            short_circuited_in_declarative: false,
            stability_level: StabilityLevel::Unknown,
        }
    }

    /// `Required value`, with an optional detail.
    pub fn required(path: &Path<'_>, detail: impl Into<String>) -> FieldError {
        Self::new(ErrorType::Required, path, BadValue::String(String::new()), detail)
    }

    /// `Forbidden`, with a detail.
    pub fn forbidden(path: &Path<'_>, detail: impl Into<String>) -> FieldError {
        Self::new(ErrorType::Forbidden, path, BadValue::String(String::new()), detail)
    }

    /// `Invalid value`: the value and a detail.
    pub fn invalid(path: &Path<'_>, value: BadValue, detail: impl Into<String>) -> FieldError {
        Self::new(ErrorType::Invalid, path, value, detail)
    }

    /// `Invalid value` of the wrong type (reason `FieldValueTypeInvalid`).
    pub fn type_invalid(path: &Path<'_>, value: BadValue, detail: impl Into<String>) -> FieldError {
        Self::new(ErrorType::TypeInvalid, path, value, detail)
    }

    /// `Not found`: the value.
    pub fn not_found(path: &Path<'_>, value: BadValue) -> FieldError {
        Self::new(ErrorType::NotFound, path, value, String::new())
    }

    /// `Duplicate value`: the value.
    pub fn duplicate(path: &Path<'_>, value: BadValue) -> FieldError {
        Self::new(ErrorType::Duplicate, path, value, String::new())
    }

    /// `supported values: "a", "b"` (Go-quoted, in the given order).
    pub fn not_supported(path: &Path<'_>, value: BadValue, valid: &[&str]) -> FieldError {
        let mut detail = String::new();
        for (i, v) in valid.iter().enumerate() {
            detail.push_str(if i == 0 { "supported values: " } else { ", " });
            crate::quote::write_go_quoted(&mut detail, v);
        }
        Self::new(ErrorType::NotSupported, path, value, detail)
    }

    /// Byte-length limit: `may not be more than ‹max› bytes`.
    pub fn too_long(path: &Path<'_>, max: i64) -> FieldError {
        let detail = limit_detail("may not be more than", max, "byte", "bytes", "value is too long");
        Self::new(ErrorType::TooLong, path, BadValue::Omitted, detail)
    }

    /// The deprecated form taking a value; the value is ignored.
    pub fn too_long_max_length(path: &Path<'_>, _value: BadValue, max: i64) -> FieldError {
        Self::too_long(path, max)
    }

    /// Character-count limit: `may not be more than ‹max› characters`.
    pub fn too_long_characters(path: &Path<'_>, max: i64) -> FieldError {
        let detail = limit_detail(
            "may not be more than",
            max,
            "character",
            "characters",
            "value is too long",
        );
        Self::new(ErrorType::TooLong, path, BadValue::Omitted, detail)
    }

    /// `Too short`: at least `min` characters.
    pub fn too_short(path: &Path<'_>, value: BadValue, min: i64) -> FieldError {
        let detail = limit_detail("must be at least", min, "character", "characters", "value is too short");
        Self::new(ErrorType::TooShort, path, value, detail)
    }

    /// `actual` < 0 means unknown: the value is omitted from the message.
    pub fn too_many(path: &Path<'_>, actual: i64, max: i64) -> FieldError {
        let detail = limit_detail("must have at most", max, "item", "items", "has too many items");
        let value = if actual >= 0 {
            BadValue::Int(actual)
        } else {
            BadValue::Omitted
        };
        Self::new(ErrorType::TooMany, path, value, detail)
    }

    /// `Too few`: `actual` items, at least `min`.
    pub fn too_few(path: &Path<'_>, actual: i64, min: i64) -> FieldError {
        let detail = limit_detail("must have at least", min, "item", "items", "has too few items");
        Self::new(ErrorType::TooFew, path, BadValue::Int(actual), detail)
    }

    /// `Internal error`: `err` as the detail.
    pub fn internal(path: &Path<'_>, err: impl fmt::Display) -> FieldError {
        let text = err.to_string();
        Self::new(ErrorType::Internal, path, BadValue::String(text.clone()), text)
    }

    /// Sets (overwrites) the origin.
    pub fn with_origin(mut self, origin: &str) -> FieldError {
        origin.clone_into(&mut self.origin);
        self
    }

    /// Marks the error as reported by an alpha rule.
    pub fn mark_alpha(mut self) -> FieldError {
        self.stability_level = StabilityLevel::Alpha;
        self
    }

    /// Marks the error as reported by a beta rule.
    pub fn mark_beta(mut self) -> FieldError {
        self.stability_level = StabilityLevel::Beta;
        self
    }

    /// Marks a hand-written error whose rule the tags also declare.
    pub fn mark_covered_by_declarative(mut self) -> FieldError {
        self.covered_by_declarative = true;
        self
    }

    /// Marks the error as reported by hand-written validation.
    pub fn mark_from_imperative(mut self) -> FieldError {
        self.from_imperative = true;
        self
    }

    /// Marks the error as short-circuited in declarative validation.
    pub fn mark_short_circuited_in_declarative(mut self) -> FieldError {
        self.short_circuited_in_declarative = true;
        self
    }

    /// Whether an alpha rule reported it.
    pub fn is_alpha(&self) -> bool {
        self.stability_level == StabilityLevel::Alpha
    }

    /// Whether a beta rule reported it.
    pub fn is_beta(&self) -> bool {
        self.stability_level == StabilityLevel::Beta
    }

    /// The message without the field (the status cause `message`).
    pub fn body(&self) -> String {
        let mut s = String::new();
        match &self.error_type {
            ErrorType::Unknown(_) => {
                s.push_str(&ErrorType::Internal.text());
                s.push_str(": unhandled error code: ");
                s.push_str(&self.error_type.text());
                s.push_str(": please report this");
            }
            t if !t.shows_value() || self.bad_value.is_omitted() => s.push_str(&t.text()),
            t => {
                s.push_str(&t.text());
                s.push_str(": ");
                self.bad_value.write_to(&mut s);
            }
        }
        if !self.detail.is_empty() {
            s.push_str(": ");
            s.push_str(&self.detail);
        }
        s
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.body())
    }
}

impl std::error::Error for FieldError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ToBadValue;

    fn p() -> Path<'static> {
        Path::new("f")
    }

    #[test]
    fn singular_plural_and_negative_limits() {
        assert_eq!(FieldError::too_long(&p(), 1).detail, "may not be more than 1 byte");
        assert_eq!(FieldError::too_long(&p(), 2).detail, "may not be more than 2 bytes");
        assert_eq!(FieldError::too_long(&p(), 0).detail, "may not be more than 0 bytes");
        assert_eq!(FieldError::too_long(&p(), -1).detail, "value is too long");
        assert_eq!(
            FieldError::too_long_characters(&p(), 1).detail,
            "may not be more than 1 character"
        );
        assert_eq!(FieldError::too_long_characters(&p(), -5).detail, "value is too long");
        let short = FieldError::too_short(&p(), "x".to_bad_value(), 1);
        assert_eq!(short.detail, "must be at least 1 character");
        assert_eq!(
            FieldError::too_short(&p(), BadValue::Null, -1).detail,
            "value is too short"
        );
        assert_eq!(FieldError::too_many(&p(), 3, 1).detail, "must have at most 1 item");
        assert_eq!(FieldError::too_many(&p(), 3, -1).detail, "has too many items");
        assert_eq!(FieldError::too_many(&p(), -1, 2).bad_value, BadValue::Omitted);
        assert_eq!(FieldError::too_few(&p(), 0, 1).detail, "must have at least 1 item");
        assert_eq!(FieldError::too_few(&p(), 0, 2).detail, "must have at least 2 items");
        assert_eq!(FieldError::too_few(&p(), 0, -2).detail, "has too few items");
    }

    #[test]
    fn marks_and_origin() {
        let e = FieldError::required(&p(), "").with_origin("a").with_origin("b");
        assert_eq!(e.origin, "b");
        assert!(e.clone().mark_alpha().is_alpha());
        assert!(e.clone().mark_beta().is_beta());
        assert!(!e.is_alpha() && !e.is_beta());
        assert!(e.clone().mark_covered_by_declarative().covered_by_declarative);
        assert!(e.clone().mark_from_imperative().from_imperative);
        assert!(e.mark_short_circuited_in_declarative().short_circuited_in_declarative);
    }
}
