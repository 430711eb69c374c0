//! Which unregistered `+k8s:` names are reported. Kubernetes' API sources
//! carry the tags of several generators under `k8s:` (deepcopy-gen,
//! openapi-gen, protobuf, ...), and Kubernetes' validation-gen ignores every
//! name it has not registered. Here an unregistered name is ignored too,
//! unless it looks like a misspelling of a registered one (`k8s:minimun`):
//! that is an error with a did-you-mean, so typos are still caught.
//!
//! The rule, on the name after `k8s:`:
//! 1. a name of another Kubernetes generator or of kube-openapi
//!    ([`FOREIGN_PREFIXES`]) is ignored, however close it is to one of ours;
//! 2. otherwise it is a misspelling when a registered `k8s:` name is within
//!    `max(1, len / 4)` edits of it (insertions, deletions, substitutions,
//!    adjacent transpositions; letter case ignored), `len` being its length
//!    in characters: one edit for `minimun`, two for `maxLenght`;
//! 3. anything else is ignored.

use crate::diagnostics::edit_distance;

use super::Registry;

/// Names (and name prefixes) other Kubernetes tools read under `k8s:`.
/// A name is foreign when it starts with one of these.
pub const FOREIGN_PREFIXES: &[&str] = &[
    "k8s:deepcopy-gen",
    "k8s:prerelease-lifecycle-gen",
    "k8s:openapi-gen",
    "k8s:openapi-model-package",
    "k8s:protobuf",
    "k8s:conversion-gen",
    "k8s:conversion-fn",
    "k8s:defaulter-gen",
    "k8s:deprecated",
    "k8s:register-gen",
    "k8s:applyconfiguration-gen",
    // kube-openapi's markers (`k8s:validation:pattern=...`, ...); its CEL
    // rules (`k8s:validation:cel[0]:rule=...`) are a registered tag.
    "k8s:validation:",
    "k8s:mapType",
    "k8s:structType",
];

/// The namespace whose unregistered names may be misspellings.
const NAMESPACE: &str = "k8s:";

/// Whether the name belongs to another Kubernetes generator or kube-openapi.
pub fn is_foreign(name: &str) -> bool {
    FOREIGN_PREFIXES.iter().any(|prefix| name.starts_with(prefix))
}

impl Registry {
    /// For a `+k8s:` name that is not registered: the registered name it
    /// misspells, when it is close enough to report (see the module docs).
    /// `None` means the tag is someone else's and is ignored.
    pub fn misspelled(&self, name: &str) -> Option<&str> {
        let short = name.strip_prefix(NAMESPACE)?;
        if is_foreign(name) || self.known_names().any(|known| known == name) {
            return None;
        }
        let short = short.to_lowercase();
        let threshold = (short.chars().count() / 4).max(1);
        let mut best: Option<(usize, &str)> = None;
        for known in self.known_names() {
            let Some(theirs) = known.strip_prefix(NAMESPACE) else {
                continue;
            };
            let distance = edit_distance(&short, &theirs.to_lowercase());
            if distance > threshold {
                continue;
            }
            if best.is_none_or(|(d, k)| distance < d || (distance == d && known < k)) {
                best = Some((distance, known));
            }
        }
        best.map(|(_, known)| known)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_generators_tags_are_foreign() {
        let registry = Registry::builtin();
        for name in [
            "k8s:deepcopy-gen",
            "k8s:deepcopy-gen:interfaces",
            "k8s:prerelease-lifecycle-gen:introduced",
            "k8s:openapi-gen",
            "k8s:openapi-model-package",
            "k8s:protobuf",
            "k8s:protobuf-gen",
            "k8s:conversion-gen",
            "k8s:conversion-gen-external-types",
            "k8s:defaulter-gen",
            "k8s:deprecated",
            "k8s:validation:minimum",
            "k8s:validation:celx",
            "k8s:mapType",
            "k8s:structType",
        ] {
            assert_eq!(registry.misspelled(name), None, "{name}");
        }
    }

    #[test]
    fn names_far_from_ours_are_ignored() {
        let registry = Registry::builtin();
        for name in [
            "k8s:foo",
            "k8s:lifecycle",
            "k8s:groupName",
            "k8s:enumType",
            "k8s:ownerKind",
        ] {
            assert_eq!(registry.misspelled(name), None, "{name}");
        }
        // Not our namespace at all.
        assert_eq!(registry.misspelled("example:minimun"), None);
    }

    #[test]
    fn near_misses_of_registered_names_are_reported() {
        let registry = Registry::builtin();
        for (typo, meant) in [
            ("k8s:minimun", "k8s:minimum"),
            ("k8s:optinal", "k8s:optional"),
            ("k8s:requierd", "k8s:required"),
            ("k8s:maxLenght", "k8s:maxLength"),
            ("k8s:listtype", "k8s:listType"),
            ("k8s:enumExcluded", "k8s:enumExclude"),
            ("k8s:unionMemeber", "k8s:unionMember"),
            ("k8s:validation-gen-nolnt", "k8s:validation-gen-nolint"),
        ] {
            assert_eq!(registry.misspelled(typo), Some(meant), "{typo}");
        }
        // A registered name is not a misspelling.
        assert_eq!(registry.misspelled("k8s:minimum"), None);
    }
}
