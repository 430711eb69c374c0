//! Kubernetes API versions in the module tree. A Go API package is its
//! version's directory (`apps/v1beta1`); in Rust the version is a module
//! that may hold the types itself (`v1beta1.rs`, `v1beta1/mod.rs`) or in
//! submodules (`v1beta1/types.rs`). A type's version is the nearest
//! enclosing module named like one: `v1`, `v2beta3`, `v1alpha1`.

use crate::source::{ModuleId, SourceSet};

/// `(major, maturity, minor)`, maturity 0 alpha, 1 beta, 2 stable; ordered
/// by stability: v1 > v1beta2 > v1beta1 > v1alpha1.
pub(crate) type Version = (u32, u8, u32);

/// Maturity of a stable version.
pub(crate) const STABLE: u8 = 2;
/// Maturity of a beta version.
pub(crate) const BETA: u8 = 1;

/// Parse `v<major>[(alpha|beta)<minor>]`, numbers without leading zeros
/// and not zero (Kubernetes' version names).
pub(crate) fn parse_version(name: &str) -> Option<Version> {
    let rest = name.strip_prefix('v')?;
    let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let major = number(rest.get(..digits)?)?;
    let suffix = rest.get(digits..)?;
    if suffix.is_empty() {
        return Some((major, STABLE, 0));
    }
    let (maturity, minor) = if let Some(m) = suffix.strip_prefix("beta") {
        (BETA, m)
    } else {
        (0, suffix.strip_prefix("alpha")?)
    };
    Some((major, maturity, number(minor)?))
}

fn number(digits: &str) -> Option<u32> {
    if digits.starts_with('0') || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|n| *n > 0)
}

/// The nearest module enclosing `module` (itself included) whose name is a
/// version, and that version.
pub(crate) fn enclosing(sources: &SourceSet, module: ModuleId) -> Option<(ModuleId, Version)> {
    let mut current = Some(module);
    // The module tree has no cycles; the bound only keeps this total.
    for _ in 0..sources.modules.len() {
        let id = current?;
        let m = sources.modules.get(id)?;
        if let Some(version) = m.rust_path.last().and_then(|n| parse_version(n)) {
            return Some((id, version));
        }
        current = m.parent;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::parse_version;

    #[test]
    fn versions_order_by_stability() {
        assert_eq!(parse_version("v1"), Some((1, 2, 0)));
        assert_eq!(parse_version("v2alpha3"), Some((2, 0, 3)));
        assert_eq!(parse_version("v1beta1"), Some((1, 1, 1)));
        assert!(parse_version("v1beta1") < parse_version("v1"));
        assert!(parse_version("v1alpha1") < parse_version("v1beta1"));
        assert_eq!(parse_version("version"), None);
        assert_eq!(parse_version("v1gamma"), None);
        assert_eq!(parse_version("v"), None);
        assert_eq!(parse_version("v0"), None);
        assert_eq!(parse_version("v01"), None);
        assert_eq!(parse_version("v1beta"), None);
        assert_eq!(parse_version("v1alpha01"), None);
        assert_eq!(parse_version("v1beta1x"), None);
    }
}
