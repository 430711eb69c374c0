//! Error reasons and stability levels.

use std::borrow::Cow;
use std::fmt;

use serde::Serialize;

/// The reason of a field error, as sent in `status.details.causes[].reason`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ErrorType {
    /// `Required value`: a required field is unset.
    Required,
    /// `Forbidden`: the value may not be set (or changed).
    Forbidden,
    /// `Too long`: a string or list over its limit.
    TooLong,
    /// `Too short`: a string under its limit.
    TooShort,
    /// `Internal error`: validation itself failed.
    Internal,
    /// `Invalid value`: the value breaks a rule.
    Invalid,
    /// `Invalid value` of the wrong type (reason `FieldValueTypeInvalid`).
    TypeInvalid,
    /// `Unsupported value`: not one of the allowed values.
    NotSupported,
    /// `Not found`.
    NotFound,
    /// `Duplicate value`: a repeated list element or key.
    Duplicate,
    /// `Too many`: a list or map over its limit.
    TooMany,
    /// `Too few`: a list under its limit.
    TooFew,
    /// Any other reason string.
    Unknown(String),
}

impl ErrorType {
    /// The reason string (`FieldValueRequired`, …, `InternalError`).
    pub fn reason(&self) -> &str {
        match self {
            ErrorType::Required => "FieldValueRequired",
            ErrorType::Forbidden => "FieldValueForbidden",
            ErrorType::TooLong => "FieldValueTooLong",
            ErrorType::TooShort => "FieldValueTooShort",
            ErrorType::Internal => "InternalError",
            ErrorType::Invalid => "FieldValueInvalid",
            ErrorType::TypeInvalid => "FieldValueTypeInvalid",
            ErrorType::NotSupported => "FieldValueNotSupported",
            ErrorType::NotFound => "FieldValueNotFound",
            ErrorType::Duplicate => "FieldValueDuplicate",
            ErrorType::TooMany => "FieldValueTooMany",
            ErrorType::TooFew => "FieldValueTooFew",
            ErrorType::Unknown(r) => r,
        }
    }

    /// Parses a reason string; unrecognized reasons become `Unknown`.
    pub fn from_reason(reason: &str) -> ErrorType {
        match reason {
            "FieldValueRequired" => ErrorType::Required,
            "FieldValueForbidden" => ErrorType::Forbidden,
            "FieldValueTooLong" => ErrorType::TooLong,
            "FieldValueTooShort" => ErrorType::TooShort,
            "InternalError" => ErrorType::Internal,
            "FieldValueInvalid" => ErrorType::Invalid,
            "FieldValueTypeInvalid" => ErrorType::TypeInvalid,
            "FieldValueNotSupported" => ErrorType::NotSupported,
            "FieldValueNotFound" => ErrorType::NotFound,
            "FieldValueDuplicate" => ErrorType::Duplicate,
            "FieldValueTooMany" => ErrorType::TooMany,
            "FieldValueTooFew" => ErrorType::TooFew,
            other => ErrorType::Unknown(other.to_owned()),
        }
    }

    /// The canonical text (`Required value`, …); `<unknown error "x">` for
    /// unknown reasons.
    pub fn text(&self) -> Cow<'static, str> {
        Cow::Borrowed(match self {
            ErrorType::Required => "Required value",
            ErrorType::Forbidden => "Forbidden",
            ErrorType::TooLong => "Too long",
            ErrorType::TooShort => "Too short",
            ErrorType::Internal => "Internal error",
            ErrorType::Invalid | ErrorType::TypeInvalid => "Invalid value",
            ErrorType::NotSupported => "Unsupported value",
            ErrorType::NotFound => "Not found",
            ErrorType::Duplicate => "Duplicate value",
            ErrorType::TooMany => "Too many",
            ErrorType::TooFew => "Too few",
            ErrorType::Unknown(r) => return Cow::Owned(format!("<unknown error {}>", crate::quote::go_quote(r))),
        })
    }

    /// Whether the message shows the bad value.
    pub fn shows_value(&self) -> bool {
        !matches!(
            self,
            ErrorType::Required | ErrorType::Forbidden | ErrorType::TooLong | ErrorType::TooShort | ErrorType::Internal
        )
    }
}

impl fmt::Display for ErrorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl Serialize for ErrorType {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.reason())
    }
}

/// The stability level of the validation that produced an error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum StabilityLevel {
    /// Standard (the default).
    #[default]
    Unknown,
    /// Reported by an alpha rule.
    Alpha,
    /// Reported by a beta rule.
    Beta,
}

impl StabilityLevel {
    /// The level's name: `unknown`, `alpha` or `beta`.
    pub fn name(self) -> &'static str {
        match self {
            StabilityLevel::Unknown => "unknown",
            StabilityLevel::Alpha => "alpha",
            StabilityLevel::Beta => "beta",
        }
    }
}

impl fmt::Display for StabilityLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for StabilityLevel {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_and_texts() {
        let all = [
            (ErrorType::Required, "FieldValueRequired", "Required value", false),
            (ErrorType::Forbidden, "FieldValueForbidden", "Forbidden", false),
            (ErrorType::TooLong, "FieldValueTooLong", "Too long", false),
            (ErrorType::TooShort, "FieldValueTooShort", "Too short", false),
            (ErrorType::Internal, "InternalError", "Internal error", false),
            (ErrorType::Invalid, "FieldValueInvalid", "Invalid value", true),
            (ErrorType::TypeInvalid, "FieldValueTypeInvalid", "Invalid value", true),
            (
                ErrorType::NotSupported,
                "FieldValueNotSupported",
                "Unsupported value",
                true,
            ),
            (ErrorType::NotFound, "FieldValueNotFound", "Not found", true),
            (ErrorType::Duplicate, "FieldValueDuplicate", "Duplicate value", true),
            (ErrorType::TooMany, "FieldValueTooMany", "Too many", true),
            (ErrorType::TooFew, "FieldValueTooFew", "Too few", true),
        ];
        for (t, reason, text, shows) in all {
            assert_eq!(t.reason(), reason);
            assert_eq!(t.text(), text);
            assert_eq!(t.shows_value(), shows, "{reason}");
            assert_eq!(ErrorType::from_reason(reason), t);
        }
        let unknown = ErrorType::Unknown("not real".into());
        assert_eq!(unknown.reason(), "not real");
        assert_eq!(unknown.text(), "<unknown error \"not real\">");
        assert_eq!(ErrorType::from_reason("not real"), unknown);
    }

    #[test]
    fn level_names() {
        assert_eq!(StabilityLevel::default().name(), "unknown");
        assert_eq!(StabilityLevel::Alpha.to_string(), "alpha");
        assert_eq!(StabilityLevel::Beta.to_string(), "beta");
    }
}
