//! `cargo xtask msrv`: the declared minimum Rust version is true. Every
//! workspace crate declares one, and no package its locked dependency graph
//! (dev-dependencies included: tests build too) reaches needs a newer Rust.
//! Reads `cargo metadata --locked`, whose packages carry their
//! `rust_version`. A workspace crate's optional dependencies (its off-by-
//! default features, such as the runtime's `kube`) are not followed from it:
//! cargo metadata unifies features, and a feature may need a newer Rust (the
//! crate documents it); the crates enabling the feature are checked instead.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

use serde_json::Value;

/// A `rust-version`: `1.88` or `1.88.0`, compared numerically.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct RustVersion([u64; 3]);

impl RustVersion {
    fn parse(text: &str) -> Option<RustVersion> {
        let mut parts = [0; 3];
        let mut count = 0;
        for (slot, part) in parts.iter_mut().zip(text.split('.')) {
            *slot = part.parse().ok()?;
            count += 1;
        }
        (count >= 2 && text.split('.').count() <= 3).then_some(RustVersion(parts))
    }
}

impl std::fmt::Display for RustVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [major, minor, patch] = self.0;
        write!(f, "{major}.{minor}.{patch}")
    }
}

struct Package {
    name: String,
    version: String,
    rust_version: Option<RustVersion>,
}

pub fn msrv() -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--locked"])
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let metadata: Value =
        serde_json::from_slice(&output.stdout).map_err(|e| format!("cargo metadata gave invalid JSON: {e}"))?;
    let problems = check(&metadata)?;
    if problems.is_empty() {
        return Ok(());
    }
    Err(format!(
        "error: the declared rust-version is not true:\n{}",
        problems.join("\n")
    ))
}

/// The violations in a `cargo metadata` document, or a summary line printed
/// when there are none.
fn check(metadata: &Value) -> Result<Vec<String>, String> {
    let packages: BTreeMap<&str, Package> = metadata["packages"]
        .as_array()
        .ok_or("cargo metadata has no packages")?
        .iter()
        .filter_map(|p| {
            let package = Package {
                name: p["name"].as_str()?.to_owned(),
                version: p["version"].as_str()?.to_owned(),
                rust_version: p["rust_version"].as_str().and_then(RustVersion::parse),
            };
            Some((p["id"].as_str()?, package))
        })
        .collect();
    let optional = optional_dependencies(metadata);
    let deps: BTreeMap<&str, Vec<&str>> = metadata["resolve"]["nodes"]
        .as_array()
        .ok_or("cargo metadata has no resolved graph (run with --locked from the workspace)")?
        .iter()
        .filter_map(|node| {
            let id = node["id"].as_str()?;
            let deps = node["deps"]
                .as_array()?
                .iter()
                .filter_map(|d| d["pkg"].as_str())
                .filter(|pkg| {
                    let name = packages.get(pkg).map_or("", |p| p.name.as_str());
                    !optional.contains(&(id, name))
                })
                .collect();
            Some((id, deps))
        })
        .collect();
    let members: Vec<&str> = metadata["workspace_members"]
        .as_array()
        .ok_or("cargo metadata has no workspace members")?
        .iter()
        .filter_map(Value::as_str)
        .collect();

    let mut problems = Vec::new();
    let mut highest: Option<RustVersion> = None;
    for member in &members {
        let Some(package) = packages.get(member) else { continue };
        let Some(declared) = package.rust_version else {
            problems.push(format!("  {} declares no rust-version", package.name));
            continue;
        };
        for id in reachable(member, &deps) {
            let Some(dep) = packages.get(id) else { continue };
            let Some(needed) = dep.rust_version else { continue };
            highest = highest.max(Some(needed));
            if needed > declared {
                problems.push(format!(
                    "  {} declares {declared}, but its dependency {} {} needs {needed}",
                    package.name, dep.name, dep.version
                ));
            }
        }
    }
    problems.sort();
    problems.dedup();
    if problems.is_empty() {
        println!(
            "msrv: {} crates, {} locked packages; the newest Rust any of them needs is {}",
            members.len(),
            packages.len(),
            highest.map_or_else(|| "unstated".to_owned(), |v| v.to_string())
        );
    }
    Ok(problems)
}

/// (package id, dependency name) of every optional normal dependency of a
/// workspace crate.
fn optional_dependencies(metadata: &Value) -> BTreeSet<(&str, &str)> {
    let members: BTreeSet<&str> = metadata["workspace_members"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let mut out = BTreeSet::new();
    for p in metadata["packages"].as_array().into_iter().flatten() {
        let Some(id) = p["id"].as_str().filter(|id| members.contains(id)) else {
            continue;
        };
        for d in p["dependencies"].as_array().into_iter().flatten() {
            if d["optional"].as_bool() == Some(true) && d["kind"].is_null() {
                if let Some(name) = d["name"].as_str() {
                    out.insert((id, name));
                }
            }
        }
    }
    out
}

/// Every package `from` depends on, directly or not.
fn reachable<'a>(from: &'a str, deps: &BTreeMap<&'a str, Vec<&'a str>>) -> BTreeSet<&'a str> {
    let mut seen = BTreeSet::new();
    let mut todo = vec![from];
    while let Some(id) = todo.pop() {
        for dep in deps.get(id).into_iter().flatten() {
            if seen.insert(*dep) {
                todo.push(dep);
            }
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(declared: Option<&str>, needed: &str) -> Value {
        serde_json::json!({
            "packages": [
                {"id": "app", "name": "app", "version": "0.1.0", "rust_version": declared},
                {"id": "lib", "name": "lib", "version": "1.2.3", "rust_version": null},
                {"id": "deep", "name": "deep", "version": "0.3.3", "rust_version": needed},
            ],
            "workspace_members": ["app"],
            "resolve": {"nodes": [
                {"id": "app", "deps": [{"pkg": "lib"}]},
                {"id": "lib", "deps": [{"pkg": "deep"}]},
                {"id": "deep", "deps": []},
            ]},
        })
    }

    #[test]
    fn a_dependency_needing_a_newer_rust_fails() {
        assert_eq!(
            check(&metadata(Some("1.88"), "1.91")).unwrap(),
            ["  app declares 1.88.0, but its dependency deep 0.3.3 needs 1.91.0"]
        );
        assert!(check(&metadata(Some("1.88"), "1.88.0")).unwrap().is_empty());
        assert!(check(&metadata(Some("1.91.1"), "1.91")).unwrap().is_empty());
    }

    #[test]
    fn an_optional_dependency_is_checked_from_the_crates_enabling_it() {
        let mut m = metadata(Some("1.88"), "1.91");
        m["packages"][0]["dependencies"] = serde_json::json!([{"name": "lib", "optional": true, "kind": null}]);
        assert!(check(&m).unwrap().is_empty());
        // A member enabling the feature reaches it directly and is checked.
        m["packages"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!({"id": "user", "name": "user", "version": "0.1.0", "rust_version": "1.88"}));
        m["workspace_members"] = serde_json::json!(["app", "user"]);
        m["resolve"]["nodes"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!({"id": "user", "deps": [{"pkg": "app"}, {"pkg": "lib"}]}));
        assert_eq!(
            check(&m).unwrap(),
            ["  user declares 1.88.0, but its dependency deep 0.3.3 needs 1.91.0"]
        );
        // A dev-dependency is never optional.
        m["packages"][0]["dependencies"] = serde_json::json!([{"name": "lib", "optional": true, "kind": "dev"}]);
        assert_eq!(
            check(&m).unwrap(),
            [
                "  app declares 1.88.0, but its dependency deep 0.3.3 needs 1.91.0",
                "  user declares 1.88.0, but its dependency deep 0.3.3 needs 1.91.0",
            ]
        );
    }

    #[test]
    fn every_crate_declares_one() {
        assert_eq!(
            check(&metadata(None, "1.70")).unwrap(),
            ["  app declares no rust-version"]
        );
    }

    #[test]
    fn versions_compare_by_number() {
        assert!(RustVersion::parse("1.100") > RustVersion::parse("1.91.2"));
        assert_eq!(RustVersion::parse("1"), None);
        assert_eq!(RustVersion::parse("1.2.3.4"), None);
        assert_eq!(RustVersion::parse("1.x"), None);
    }
}
