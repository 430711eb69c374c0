//! The error matcher used by tests and by the hand-written/declarative
//! reconciliation.

mod compare;
mod rules;

use std::borrow::Cow;

pub(crate) use rules::normalize;
pub use rules::NormalizationRule;

use crate::quote::{go_float, go_quote};
use crate::{BadValue, ErrorType, FieldError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DetailMatch {
    Exact,
    Substring,
    Regexp,
}

/// A set of switches deciding which parts of two errors must agree. Each
/// builder method returns the matcher with one more switch on; the empty
/// matcher matches everything.
#[derive(Clone, Debug, Default)]
pub struct ErrorMatcher {
    match_type: bool,
    match_field: bool,
    match_value: bool,
    match_origin: bool,
    require_origin_when_invalid: bool,
    match_detail: Option<DetailMatch>,
    match_level: bool,
    match_source: bool,
    match_short_circuit: bool,
    match_ancestor_short_circuit: bool,
    rules: Vec<NormalizationRule>,
}

/// `got` is a proper ancestor of `want`: a non-empty prefix followed by `.`
/// or `[` (so `spec.container` is not an ancestor of `spec.containers`).
fn is_ancestor(got: &str, want: &str) -> bool {
    !got.is_empty()
        && want.len() > got.len()
        && want
            .strip_prefix(got)
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('['))
}

impl ErrorMatcher {
    /// A matcher that compares nothing yet: add criteria with the `by_*` methods.
    pub fn new() -> ErrorMatcher {
        ErrorMatcher::default()
    }

    /// Compare the reason.
    pub fn by_type(mut self) -> Self {
        self.match_type = true;
        self
    }

    /// Compare the field path.
    pub fn by_field(mut self) -> Self {
        self.match_field = true;
        self
    }

    /// By field, also accepting the *got* field rewritten by the first rule
    /// that changes it.
    pub fn by_field_normalized(mut self, rules: &[NormalizationRule]) -> Self {
        self.match_field = true;
        self.rules = rules.to_vec();
        self
    }

    /// Compare the bad value.
    pub fn by_value(mut self) -> Self {
        self.match_value = true;
        self
    }

    /// Compare the origin.
    pub fn by_origin(mut self) -> Self {
        self.match_origin = true;
        self
    }

    /// With `by_origin`: an Invalid expectation needs non-empty origins.
    pub fn require_origin_when_invalid(mut self) -> Self {
        self.require_origin_when_invalid = true;
        self
    }

    /// Compare the detail text exactly.
    pub fn by_detail_exact(mut self) -> Self {
        self.match_detail = Some(DetailMatch::Exact);
        self
    }

    /// `want.detail` must be a substring of `got.detail`.
    pub fn by_detail_substring(mut self) -> Self {
        self.match_detail = Some(DetailMatch::Substring);
        self
    }

    /// `want.detail` is a regex searched (unanchored) in `got.detail`; an
    /// invalid regex matches nothing.
    pub fn by_detail_regexp(mut self) -> Self {
        self.match_detail = Some(DetailMatch::Regexp);
        self
    }

    /// Compare the stability level.
    pub fn by_validation_stability_level(mut self) -> Self {
        self.match_level = true;
        self
    }

    /// Same `from_imperative` flag.
    pub fn by_source(mut self) -> Self {
        self.match_source = true;
        self
    }

    /// Compare the short-circuit flag.
    pub fn match_short_circuit(mut self) -> Self {
        self.match_short_circuit = true;
        self
    }

    /// A short-circuited *got* error also matches every *want* error below
    /// its field. Not allowed in [`ErrorMatcher::test`].
    pub fn match_ancestor_short_circuit(mut self) -> Self {
        self.match_ancestor_short_circuit = true;
        self
    }

    /// Type, field, value, origin and exact detail.
    pub fn exactly(self) -> Self {
        self.by_type().by_field().by_value().by_origin().by_detail_exact()
    }

    fn normalized<'s>(&self, field: &'s str) -> Cow<'s, str> {
        rules::normalize(&self.rules, field).map_or(Cow::Borrowed(field), Cow::Owned)
    }

    /// Whether `got` matches the expected `want` under the chosen criteria.
    pub fn matches(&self, want: &FieldError, got: &FieldError) -> bool {
        if self.match_ancestor_short_circuit
            && got.short_circuit
            && (is_ancestor(&got.field, &want.field) || is_ancestor(&self.normalized(&got.field), &want.field))
        {
            return true;
        }
        if self.match_type && want.error_type != got.error_type {
            return false;
        }
        if self.match_field && want.field != got.field && want.field != self.normalized(&got.field) {
            return false;
        }
        if self.match_value && want.bad_value != got.bad_value {
            return false;
        }
        if self.match_origin {
            if want.origin != got.origin {
                return false;
            }
            if self.require_origin_when_invalid
                && want.error_type == ErrorType::Invalid
                && (want.origin.is_empty() || got.origin.is_empty())
            {
                return false;
            }
        }
        let detail_ok = match self.match_detail {
            None => true,
            Some(DetailMatch::Exact) => want.detail == got.detail,
            Some(DetailMatch::Substring) => got.detail.contains(want.detail.as_str()),
            Some(DetailMatch::Regexp) => regex::Regex::new(&want.detail).is_ok_and(|re| re.is_match(&got.detail)),
        };
        detail_ok
            && (!self.match_level || want.stability_level == got.stability_level)
            && (!self.match_source || want.from_imperative == got.from_imperative)
            && (!self.match_short_circuit || want.short_circuit == got.short_circuit)
    }

    /// Diagnostic text showing the parts this matcher compares, e.g.
    /// `{Type="Invalid value", Field="f", Origin="o", Detail="d"}`.
    pub fn render(&self, e: &FieldError) -> String {
        let mut parts: Vec<String> = Vec::new();
        if self.match_type {
            parts.push(format!("Type={}", go_quote(&e.error_type.text())));
        }
        if self.match_field {
            let normalized = self.normalized(&e.field);
            if normalized != e.field.as_str() {
                parts.push(format!("Field={} (aka {})", go_quote(&normalized), go_quote(&e.field)));
            } else {
                parts.push(format!("Field={}", go_quote(&e.field)));
            }
        }
        if self.match_value {
            parts.push(format!("Value={}", render_value(&e.bad_value)));
        }
        if self.match_origin || (self.require_origin_when_invalid && e.error_type == ErrorType::Invalid) {
            parts.push(format!("Origin={}", go_quote(&e.origin)));
        }
        if self.match_detail.is_some() {
            parts.push(format!("Detail={}", go_quote(&e.detail)));
        }
        if self.match_level {
            parts.push(format!("ValidationStabilityLevel={}", e.stability_level));
        }
        if self.match_source {
            parts.push(format!("FromImperative={}", e.from_imperative));
        }
        if self.match_short_circuit {
            parts.push(format!("ShortCircuit={}", e.short_circuit));
        }
        format!("{{{}}}", parts.join(", "))
    }
}

/// Go's `%v` of the value: plain strings quoted, absent as `<nil>`, named
/// strings unquoted, other composites as their JSON text.
fn render_value(v: &BadValue) -> String {
    match v {
        BadValue::String(s) => go_quote(s),
        BadValue::Null => "<nil>".to_owned(),
        BadValue::Omitted => "{}".to_owned(),
        BadValue::Int(i) => i.to_string(),
        BadValue::Uint(u) => u.to_string(),
        BadValue::Float(f) => go_float(*f),
        BadValue::Bool(b) => b.to_string(),
        BadValue::Json(text) => serde_json::from_str::<String>(text).unwrap_or_else(|_| text.clone()),
        BadValue::GoSyntax(text) => text.clone(),
    }
}

#[cfg(test)]
mod tests;
