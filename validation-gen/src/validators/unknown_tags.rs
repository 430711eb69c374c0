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
    // kube-openapi's markers under `k8s:validation:` are registered tags
    // (its value markers and CEL rules); [`is_foreign`] takes only its
    // nested CEL rules (`k8s:validation:items:cel[0]:rule=...`), which the
    // CEL tag reads, for another tool's.
    "k8s:mapType",
    "k8s:structType",
];

/// The namespace whose unregistered names may be misspellings.
const NAMESPACE: &str = "k8s:";

/// Whether the name belongs to another Kubernetes generator or kube-openapi.
pub fn is_foreign(name: &str) -> bool {
    FOREIGN_PREFIXES.iter().any(|prefix| name.starts_with(prefix)) || is_nested_read(name)
}

/// kube-openapi's nested markers the generator reads, as
/// [`crate::tags::tag_name`] reads their name: CEL rules
/// (`k8s:validation:items:cel`,
/// `k8s:validation:properties:spec:additionalProperties:cel`) and value
/// markers (`k8s:validation:items:maxLength`).
fn is_nested_read(name: &str) -> bool {
    nested_key(name).is_some_and(|key| {
        key == "cel" || super::openapi_markers::names().any(|known| known.strip_prefix("k8s:validation:") == Some(key))
    })
}

/// The key of a nested kube-openapi marker (`pattern` for
/// `k8s:validation:items:pattern`); `None` when the name is not nested.
pub fn nested_key(name: &str) -> Option<&str> {
    let mut rest = name.strip_prefix("k8s:validation:")?;
    let mut nested = false;
    loop {
        if let Some(after) = rest
            .strip_prefix("items:")
            .or_else(|| rest.strip_prefix("additionalProperties:"))
        {
            rest = after;
        } else if let Some((_, after)) = rest.strip_prefix("properties:").and_then(|r| r.split_once(':')) {
            rest = after;
        } else {
            return nested.then_some(rest);
        }
        nested = true;
    }
}

/// How many characters of an unregistered name [`Registry::nearest`]
/// compares: past the longest registered name every tag is as far, and
/// the comparison stays linear in the input.
const NEAREST_PREFIX: usize = 64;

impl Registry {
    /// For a `+k8s:` name that is not registered and no other tool's
    /// ([`is_foreign`], generator tags): the nearest registered name,
    /// however far (fewest edits, then the first by name). `None` for a
    /// registered or foreign name, or one outside `k8s:`.
    pub fn nearest(&self, name: &str) -> Option<&str> {
        let short = name.strip_prefix(NAMESPACE)?;
        if is_foreign(name) || self.known_names().any(|known| known == name) {
            return None;
        }
        let short: String = short.chars().take(NEAREST_PREFIX).collect::<String>().to_lowercase();
        // The last `:` segments compare too: `k8s:pattern` means
        // `k8s:validation:pattern`, as `k8s:validation:items:pattern` does.
        let tail = |name: &str| name.rsplit(':').next().unwrap_or_default().to_owned();
        let short_tail = tail(&short);
        let mut best: Option<((usize, usize), &str)> = None;
        for known in self.known_names() {
            let Some(theirs) = known.strip_prefix(NAMESPACE) else {
                continue;
            };
            let theirs = theirs.to_lowercase();
            let whole = edit_distance(&short, &theirs);
            let distance = (whole.min(edit_distance(&short_tail, &tail(&theirs))), whole);
            if best.is_none_or(|(d, k)| distance < d || (distance == d && known < k)) {
                best = Some((distance, known));
            }
        }
        best.map(|(_, known)| known)
    }

    /// For a `+k8s:` name that is not registered: the registered name it
    /// misspells, when it is close enough to report (see the module docs).
    /// `None` means the tag is someone else's and is ignored.
    pub fn misspelled(&self, name: &str) -> Option<&str> {
        let short = name.strip_prefix(NAMESPACE)?;
        // A nested kube-openapi marker is no misspelling (the
        // `unregistered-tag` lint reports those the CEL tag does not read).
        if is_foreign(name) || nested_key(name).is_some() || self.known_names().any(|known| known == name) {
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
            "k8s:validation:items:cel",
            "k8s:validation:properties:spec:additionalProperties:cel",
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
            // kube-openapi's marker keys are known: a typo is one.
            ("k8s:validation:celx", "k8s:validation:cel"),
            ("k8s:validation:patern", "k8s:validation:pattern"),
        ] {
            assert_eq!(registry.misspelled(typo), Some(meant), "{typo}");
        }
        // A registered name is not a misspelling.
        assert_eq!(registry.misspelled("k8s:minimum"), None);
        assert_eq!(registry.misspelled("k8s:validation:minimum"), None);
        // Nested markers are kube-openapi's, not typos.
        assert_eq!(registry.misspelled("k8s:validation:items:pattern"), None);
    }

    #[test]
    fn the_nearest_tag_is_found_however_far() {
        let registry = Registry::builtin();
        assert_eq!(registry.nearest("k8s:pattern"), Some("k8s:validation:pattern"));
        assert_eq!(
            registry.nearest("k8s:validation:items:patern"),
            Some("k8s:validation:pattern"),
            "an unknown nested key"
        );
        assert_eq!(
            registry.nearest("k8s:validation:items:pattern"),
            None,
            "a nested value marker"
        );
        assert_eq!(
            registry.nearest("k8s:validation:properties:a:additionalProperties:maxLength"),
            None,
            "a nested value marker"
        );
        assert_eq!(registry.nearest("k8s:validation:minimum"), None, "registered");
        assert_eq!(registry.nearest("k8s:deepcopy-gen"), None, "another generator's");
        assert_eq!(registry.nearest("k8s:validation:items:cel"), None, "a nested CEL rule");
        assert_eq!(registry.nearest("example:pattern"), None, "not in k8s:");
        // A huge name is compared by its first characters only.
        let huge = format!("k8s:{}", "x".repeat(1_000_000));
        assert!(registry.nearest(&huge).is_some());
    }
}
