//! Field-path normalization rules for matching errors across API versions.

use std::fmt;
use std::sync::Arc;

use regex::Regex;

type RewriteFn = dyn Fn(&str) -> Option<String> + Send + Sync;

#[derive(Clone)]
enum Rule {
    /// Every match of the regex replaced (`$1` expansion, like Go's
    /// `ReplaceAllString`).
    Regex { re: Regex, replacement: String },
    /// A hand-written rewrite; `None` means "does not apply".
    Func(Arc<RewriteFn>),
}

/// Rewrites a *got* field path (e.g. from an older API version) into the
/// canonical form the *want* error uses.
#[derive(Clone)]
pub struct NormalizationRule(Rule);

impl NormalizationRule {
    /// A regex + replacement rule (Kubernetes' `NormalizationRule`).
    pub fn regex(pattern: &str, replacement: &str) -> Result<NormalizationRule, regex::Error> {
        Ok(NormalizationRule(Rule::Regex {
            re: Regex::new(pattern)?,
            replacement: replacement.to_owned(),
        }))
    }

    /// A rule from a closure returning the rewritten path, or `None`.
    pub fn func(f: impl Fn(&str) -> Option<String> + Send + Sync + 'static) -> NormalizationRule {
        NormalizationRule(Rule::Func(Arc::new(f)))
    }

    /// The rewritten path, or `None` when the rule leaves it unchanged.
    pub fn apply(&self, field: &str) -> Option<String> {
        let out = match &self.0 {
            Rule::Regex { re, replacement } => re.replace_all(field, replacement.as_str()).into_owned(),
            Rule::Func(f) => f(field)?,
        };
        (out != field).then_some(out)
    }
}

impl fmt::Debug for NormalizationRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Rule::Regex { re, replacement } => f
                .debug_struct("NormalizationRule")
                .field("regex", &re.as_str())
                .field("replacement", replacement)
                .finish(),
            Rule::Func(_) => f.write_str("NormalizationRule(<fn>)"),
        }
    }
}

/// The first rule that changes `field` wins; otherwise `field` unchanged.
pub(crate) fn normalize(rules: &[NormalizationRule], field: &str) -> Option<String> {
    rules.iter().find_map(|r| r.apply(field))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_changing_rule_wins() {
        let rules = vec![
            NormalizationRule::regex(r"^nomatch$", "x").unwrap(),
            NormalizationRule::regex(r"spec\.requests\[(\d+)\]\.mode", "spec.requests[$1].exactly.mode").unwrap(),
            NormalizationRule::func(|_| Some("never".to_owned())),
        ];
        assert_eq!(
            normalize(&rules, "spec.requests[3].mode").as_deref(),
            Some("spec.requests[3].exactly.mode")
        );
        assert_eq!(normalize(&rules[..2], "other"), None);
        assert_eq!(normalize(&rules, "other").as_deref(), Some("never"));
        assert!(NormalizationRule::regex("(", "").is_err());
        let identity = NormalizationRule::func(|s| Some(s.to_owned()));
        assert_eq!(identity.apply("a"), None);
    }
}
