//! A Kubernetes minor version (`1.N`): the API server a schema is lowered
//! for (validation-gen) and the one whose answers the offline validator
//! gives (validate-manifests `--kube-version`). Messages and warnings that
//! changed between releases follow it.

use std::fmt;
use std::str::FromStr;

/// A Kubernetes minor version (`1.N`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KubeVersion {
    /// `N` of `1.N`.
    pub minor: u32,
}

/// What lowering uses of the API server, by the Kubernetes version that
/// brought it (on by default):
///
/// | since | what                                                          | used for                          |
/// |-------|---------------------------------------------------------------|-----------------------------------|
/// | 1.28  | rules' `reason` and `fieldPath` (with `messageExpression`, 1.27) | errors at the Rust path and reason: the oldest target |
/// | 1.30  | `optionalOldSelf` (validation ratcheting, beta)               | unions and dependent fields ratchet as the Rust checks do |
/// | 1.30  | the strings library's `format` in new rules (added in 1.29)   | numbers in messages               |
/// | 1.32  | CEL `format` library in new rules (added in 1.31)             | not used: it reports all of a value's messages as one error |
/// | 1.34  | `k8s-short-name` / `k8s-long-name` as schema formats          | those formats as `format`, not rules |
///
/// The format rules use only the base environment every target has: the
/// standard functions, the strings extension (`indexOf`, `substring`,
/// `split`), the regex `find` and the lists library's `indexOf`.
impl KubeVersion {
    /// The oldest version lowering targets: lowered rules need `reason`
    /// and `fieldPath` to report what the Rust checks report.
    pub const OLDEST: KubeVersion = KubeVersion { minor: 28 };
    /// Transition rules may run without an old value (`optionalOldSelf`).
    pub const OPTIONAL_OLD_SELF: KubeVersion = KubeVersion { minor: 30 };
    /// The strings library's `format` (`'… %d'.format([n])`): a number
    /// in a message without concatenating `string(n)`, whose unbounded
    /// size puts a message over the API server's cost limit. Kubernetes
    /// added it in 1.29, but an API server compiles a new rule with the
    /// libraries of the version before its own (so that a rollback keeps
    /// the CRD usable): a new CRD may use it from 1.30.
    pub const STRING_FORMAT: KubeVersion = KubeVersion { minor: 30 };
    /// `format: k8s-short-name` and `format: k8s-long-name` are checked.
    pub const NAME_FORMATS: KubeVersion = KubeVersion { minor: 34 };
    /// Field errors show objects and arrays as JSON (`Duplicate value:
    /// {"name":"x"}`), not in Go's `%#v` form.
    pub const JSON_VALUES: KubeVersion = KubeVersion { minor: 34 };
    /// A failed CEL rule's error shows the value of a scalar (`Invalid
    /// value: 5: failed rule: ...`) and no value for an object or array
    /// (`Invalid value: failed rule: ...`), not the schema's type
    /// (`Invalid value: "integer"`).
    pub const VALUE_IN_FAILED_RULES: KubeVersion = KubeVersion { minor: 35 };
    /// The newest version the generator knows (as the workspace's
    /// k8s-openapi does), the default target. Later versions are accepted
    /// and lowered alike: what lowering uses stays available.
    pub const NEWEST: KubeVersion = KubeVersion { minor: 37 };

    /// Kubernetes `1.minor`.
    pub const fn new(minor: u32) -> KubeVersion {
        KubeVersion { minor }
    }

    /// `1.N` (or `v1.N`), from [`KubeVersion::OLDEST`] on.
    pub fn parse(text: &str) -> Result<KubeVersion, String> {
        let minor = text
            .trim()
            .strip_prefix('v')
            .unwrap_or(text.trim())
            .strip_prefix("1.")
            .and_then(|m| m.parse::<u32>().ok())
            .ok_or_else(|| format!("`{text}` is not a Kubernetes version such as `1.34`"))?;
        let version = KubeVersion { minor };
        if version < KubeVersion::OLDEST {
            return Err(format!(
                "Kubernetes {version} is not supported: lowered rules need {} or later (reason and fieldPath)",
                KubeVersion::OLDEST
            ));
        }
        Ok(version)
    }
}

impl Default for KubeVersion {
    fn default() -> Self {
        KubeVersion::NEWEST
    }
}

impl std::fmt::Display for KubeVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "1.{}", self.minor)
    }
}

/// A version that is not `1.NN`, `v1.NN`, `1.NN.P` or `v1.NN.P`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVersionError {
    /// The text given.
    pub text: String,
}

impl fmt::Display for ParseVersionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid Kubernetes version {:?}: expected 1.NN, v1.NN or 1.NN.P",
            self.text
        )
    }
}

impl std::error::Error for ParseVersionError {}

impl FromStr for KubeVersion {
    type Err = ParseVersionError;

    fn from_str(text: &str) -> Result<KubeVersion, ParseVersionError> {
        let error = || ParseVersionError { text: text.to_string() };
        let bare = text.strip_prefix('v').unwrap_or(text);
        let mut parts = bare.split('.');
        let (Some("1"), Some(minor), patch, None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
            return Err(error());
        };
        let number = |part: &str| !part.is_empty() && part.len() <= 9 && part.bytes().all(|b| b.is_ascii_digit());
        if !number(minor) || patch.is_some_and(|patch| !number(patch)) {
            return Err(error());
        }
        minor.parse().map(KubeVersion::new).map_err(|_| error())
    }
}

#[cfg(test)]
mod parse_tests {
    use super::*;

    #[test]
    fn parses_the_forms_users_write() {
        for text in ["1.35", "v1.35", "1.35.2", "v1.35.0"] {
            assert_eq!(text.parse(), Ok(KubeVersion::new(35)), "{text}");
        }
        for text in [
            "",
            "1",
            "2.35",
            "1.35.",
            "1.x",
            "v",
            "1.35.1.2",
            "1.+5",
            "1.99999999999",
        ] {
            assert_eq!(
                text.parse::<KubeVersion>(),
                Err(ParseVersionError { text: text.to_string() }),
                "{text}"
            );
        }
        assert_eq!(KubeVersion::new(28).to_string(), "1.28");
    }
}
