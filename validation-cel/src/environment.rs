//! The CEL environment the API server compiles a rule in, by Kubernetes
//! version: which libraries and language options it has.
//!
//! Kubernetes builds its environment from versioned options (the apiserver's
//! `cel/environment/base.go`), each with the version it was introduced at:
//!
//! | introduced | what                                                               |
//! |------------|--------------------------------------------------------------------|
//! | always     | standard functions, URLs, regex (`find`, `findAll`), Kubernetes lists (`isSorted`, `sum`, `min`, `max`, `indexOf`, `lastIndexOf`), strings version 0 (`charAt`, `indexOf`, `join`, `lastIndexOf`, `lowerAscii`, `replace`, `split`, `substring`, `trim`, `upperAscii`) |
//! | 1.28       | cross-type numeric comparisons, optionals, quantity                |
//! | 1.29       | strings version 2 (`format`, `strings.quote`), sets, checks of constant regex patterns |
//! | 1.30       | IP and CIDR                                                        |
//! | 1.31       | format (`format.dns1123Label()`, ...); reserved words as field names (`self.if`) |
//! | 1.32       | two-variable comprehensions (`all(i, v, ...)`, `transformList`, ...) |
//! | 1.33       | semver version 1                                                   |
//! | 1.34       | cel-go's lists extension version 3 (`slice`, `flatten`, `distinct`, `lists.range`, `reverse`, `sort`, `sortBy`, `first`, `last`) |
//!
//! Never: `math`, `base64` (encoders), `cel.bind`, strings version 3
//! (`'abc'.reverse()`).
//!
//! An API server of version `1.N` has two environments: new or changed
//! rules (a CRD created, or a rule added or changed by an update) are
//! compiled with the options introduced at or before its compatibility
//! version, `1.(N-1)` (so that a rollback to `1.(N-1)` keeps the CRD
//! usable); rules already stored with everything `1.N` has.

use std::collections::HashSet;

use validation_runtime::KubeVersion;
use validation_schema::{Schema, ValidationRule};

/// Which of an API server's two environments compiles a rule.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Expressions {
    /// New or changed rules (`NewExpressions`): the options of the
    /// compatibility version, one before the server's.
    #[default]
    New,
    /// Rules already stored (`StoredExpressions`): every option the server
    /// has.
    Stored,
}

/// The environment a rule is compiled in: the Kubernetes version of the
/// API server and which of its environments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Environment {
    /// The API server's version (default the newest).
    pub kube_version: KubeVersion,
    /// New or stored rules (default new).
    pub expressions: Expressions,
}

/// The environments the rules of one schema are compiled in: the rules
/// of a CRD being created in the new-rule environment; on a CRD update,
/// the rules and message expressions the old CRD already had (anywhere in
/// it, as the API server compares them) in the stored-rule environment of
/// the same version, and the others in the new-rule one.
#[derive(Clone, Debug, Default)]
pub struct Rules {
    /// The environment of new rules.
    pub environment: Environment,
    /// The rule texts of the old CRD.
    preexisting_rules: HashSet<String>,
    /// The message expressions of the old CRD.
    preexisting_messages: HashSet<String>,
}

impl Rules {
    /// Every rule in `environment`.
    pub fn new(environment: Environment) -> Rules {
        Rules {
            environment,
            ..Rules::default()
        }
    }

    /// The rules of a CRD update on an API server of `kube_version`: those
    /// the old CRD's schemas (`old`) have are stored ones.
    pub fn update<'a>(kube_version: KubeVersion, old: impl IntoIterator<Item = &'a Schema>) -> Rules {
        let mut rules = Rules::new(Environment::new_expressions(kube_version));
        for schema in old {
            rules.collect(schema);
        }
        rules
    }

    fn collect(&mut self, schema: &Schema) {
        let mut pending = vec![schema];
        while let Some(node) = pending.pop() {
            for rule in &node.x_validations {
                self.preexisting_rules.insert(rule.rule.clone());
                if !rule.message_expression.is_empty() {
                    self.preexisting_messages.insert(rule.message_expression.clone());
                }
            }
            pending.extend(node.properties.values());
            pending.extend(node.item_schema());
            pending.extend(node.additional_properties_schema());
            pending.extend(node.all_of.iter().chain(&node.any_of).chain(&node.one_of));
            pending.extend(node.not.as_deref());
        }
    }

    /// The environments of `rule` and of its message expression.
    pub(crate) fn environments(&self, rule: &ValidationRule) -> (Environment, Environment) {
        let stored = Environment::stored_expressions(self.environment.kube_version);
        let pick = |preexisting: bool| if preexisting { stored } else { self.environment };
        (
            pick(self.preexisting_rules.contains(&rule.rule)),
            pick(self.preexisting_messages.contains(&rule.message_expression)),
        )
    }
}

/// A library or language option that a Kubernetes version introduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Library {
    CrossTypeNumericComparisons,
    Optionals,
    Quantity,
    /// Strings version 1–2: `format`, `strings.quote`.
    StringsV2,
    Sets,
    /// Checks of constant patterns, durations and timestamps when a rule is
    /// compiled.
    LiteralValidators,
    Ip,
    Cidr,
    Format,
    TwoVarComprehensions,
    Semver,
    /// cel-go's lists extension, version 3.
    ExtLists,
    /// Object fields selected by a CEL reserved word (`self.if` for the
    /// property `if`, otherwise `self.__if__`): the type provider's
    /// `recognizeKeywordAsFieldName`, from compatibility version 1.31.
    KeywordFieldNames,
}

impl Library {
    /// The minor version of Kubernetes `1.N` that introduced it.
    const fn introduced(self) -> u32 {
        match self {
            Library::CrossTypeNumericComparisons | Library::Optionals | Library::Quantity => 28,
            Library::StringsV2 | Library::Sets | Library::LiteralValidators => 29,
            Library::Ip | Library::Cidr => 30,
            Library::Format | Library::KeywordFieldNames => 31,
            Library::TwoVarComprehensions => 32,
            Library::Semver => 33,
            Library::ExtLists => 34,
        }
    }
}

impl Environment {
    /// The newest Kubernetes version's environment for new rules.
    pub const NEWEST: Environment = Environment {
        kube_version: KubeVersion::NEWEST,
        expressions: Expressions::New,
    };

    /// New rules on an API server of `kube_version`.
    pub const fn new_expressions(kube_version: KubeVersion) -> Environment {
        Environment {
            kube_version,
            expressions: Expressions::New,
        }
    }

    /// Stored rules on an API server of `kube_version`.
    pub const fn stored_expressions(kube_version: KubeVersion) -> Environment {
        Environment {
            kube_version,
            expressions: Expressions::Stored,
        }
    }

    /// The version whose options the environment has: the compatibility
    /// version (one before the server's) for new rules, the server's own
    /// for stored ones.
    pub fn options_version(&self) -> KubeVersion {
        match self.expressions {
            Expressions::New => KubeVersion::new(self.kube_version.minor.saturating_sub(1)),
            Expressions::Stored => self.kube_version,
        }
    }

    /// Whether the environment has `library`.
    pub(crate) fn has(&self, library: Library) -> bool {
        self.options_version().minor >= library.introduced()
    }
}

/// The library a function belongs to when it is not in every environment:
/// `qualified` is the function's name with its namespace (`sets.contains`),
/// `member` whether it is called on a receiver. `None` for functions every
/// environment has.
pub(crate) fn library_of(qualified: &str, member: bool) -> Option<Library> {
    let library = match (qualified, member) {
        ("format" | "strings.quote", _) => Library::StringsV2,
        ("sets.contains" | "sets.equivalent" | "sets.intersects", false) => Library::Sets,
        ("quantity" | "isQuantity", false) => Library::Quantity,
        (
            "sign" | "isInteger" | "asInteger" | "asApproximateFloat" | "add" | "sub" | "isLessThan" | "isGreaterThan"
            | "compareTo",
            true,
        ) => Library::Quantity,
        ("ip" | "isIP" | "ip.isCanonical", false) => Library::Ip,
        (
            "family"
            | "isUnspecified"
            | "isLoopback"
            | "isLinkLocalMulticast"
            | "isLinkLocalUnicast"
            | "isGlobalUnicast",
            true,
        ) => Library::Ip,
        ("cidr" | "isCIDR", false) => Library::Cidr,
        ("containsIP" | "containsCIDR" | "masked" | "prefixLength", true) => Library::Cidr,
        (name, false) if name.starts_with("format.") => Library::Format,
        ("validate", true) => Library::Format,
        ("semver" | "isSemver", false) => Library::Semver,
        ("major" | "minor" | "patch", true) => Library::Semver,
        (name, false) if name.starts_with("optional.") => Library::Optionals,
        ("value" | "hasValue" | "orValue" | "or" | "optMap" | "optFlatMap", true) => Library::Optionals,
        ("transformList" | "transformMap" | "transformMapEntry", true) => Library::TwoVarComprehensions,
        ("slice" | "flatten" | "distinct" | "reverse" | "sort" | "sortBy" | "first" | "last" | "lists.range", _) => {
            Library::ExtLists
        }
        _ => return None,
    };
    Some(library)
}

/// Namespaces no Kubernetes environment has: `math.greatest(...)` is an
/// undeclared reference to `math`.
pub(crate) const ABSENT_NAMESPACES: [&str; 2] = ["math", "base64"];

/// The namespace a library's global functions live in.
pub(crate) fn namespace_library(namespace: &str) -> Option<Library> {
    match namespace {
        "sets" => Some(Library::Sets),
        "format" => Some(Library::Format),
        "optional" => Some(Library::Optionals),
        "lists" => Some(Library::ExtLists),
        "strings" => Some(Library::StringsV2),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_rules_use_the_compatibility_version() {
        let new = Environment::new_expressions(KubeVersion::new(32));
        let stored = Environment::stored_expressions(KubeVersion::new(32));
        assert_eq!(new.options_version(), KubeVersion::new(31));
        assert!(!new.has(Library::TwoVarComprehensions));
        assert!(stored.has(Library::TwoVarComprehensions));
        assert!(Environment::NEWEST.has(Library::ExtLists));
    }
}
