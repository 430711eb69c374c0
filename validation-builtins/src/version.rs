//! Kubernetes release versions as the `--kube-version` flag gives them.

use std::fmt;
use std::str::FromStr;

/// A Kubernetes minor release, `1.NN`; patch releases share its API.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KubeVersion {
    minor: u32,
}

impl KubeVersion {
    /// Kubernetes `1.minor`.
    pub const fn new(minor: u32) -> KubeVersion {
        KubeVersion { minor }
    }

    /// The `NN` of `1.NN`.
    pub const fn minor(self) -> u32 {
        self.minor
    }
}

impl fmt::Display for KubeVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
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
mod tests {
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
