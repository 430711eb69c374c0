//! `cargo xtask bench-report`: the medians criterion recorded under
//! `target/criterion` for the benchmark groups, each as a ratio to its
//! group's `handwritten` entry (or, for `large`, 10,000 items to 1,000).

use std::path::Path;

/// One benchmark: its group, its name in the group, its median in ns.
struct Median {
    group: String,
    name: String,
    nanos: f64,
}

pub fn bench_report(target_dir: &Path) -> Result<(), String> {
    let root = target_dir.join("criterion");
    let mut medians = Vec::new();
    collect(&root, &root, &mut medians)?;
    if medians.is_empty() {
        return Err(format!(
            "no results under {}: run `cargo bench -p validation-benchmarks` first",
            root.display()
        ));
    }
    medians.sort_by(|a, b| (&a.group, &a.name).cmp(&(&b.group, &b.name)));
    println!("| benchmark | median | ratio |");
    println!("| --- | ---: | ---: |");
    for m in &medians {
        let base = if m.group == "large" {
            // large/<kind>/<n>: compare with the same kind at 1,000.
            let kind = m.name.split('/').next().unwrap_or("");
            find(&medians, &m.group, &format!("{kind}/1000")).map(|b| (b, "× 1k"))
        } else {
            find(&medians, &m.group, "handwritten").map(|b| (b, "× hand-written"))
        };
        let ratio = match base {
            Some((b, what)) => format!("{:.2}{what}", m.nanos / b),
            None => String::new(),
        };
        println!("| {}/{} | {} | {ratio} |", m.group, m.name, human(m.nanos));
    }
    Ok(())
}

fn find(medians: &[Median], group: &str, name: &str) -> Option<f64> {
    medians
        .iter()
        .find(|m| m.group == group && m.name == name)
        .map(|m| m.nanos)
}

/// Every `<group...>/<name>/new/estimates.json` below `dir`.
fn collect(root: &Path, dir: &Path, out: &mut Vec<Median>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if !path.is_dir() || path.file_name().is_some_and(|n| n == "report") {
            continue;
        }
        let estimates = path.join("new/estimates.json");
        if estimates.is_file() {
            let text = std::fs::read_to_string(&estimates).map_err(|e| format!("{}: {e}", estimates.display()))?;
            let json: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| format!("{}: {e}", estimates.display()))?;
            let nanos = json["median"]["point_estimate"]
                .as_f64()
                .ok_or_else(|| format!("{}: no median", estimates.display()))?;
            let id = path
                .strip_prefix(root)
                .unwrap_or(&path)
                .to_string_lossy()
                .replace('\\', "/");
            let (group, name) = split_id(&id);
            out.push(Median { group, name, nanos });
        } else {
            collect(root, &path, out)?;
        }
    }
    Ok(())
}

/// `pod_valid_create/generated` → (`pod/valid_create`, `generated`);
/// `large/set_unique/1000` → (`large`, `set_unique/1000`).
fn split_id(id: &str) -> (String, String) {
    let mut parts: Vec<&str> = id.split('/').collect();
    if parts.first() == Some(&"large") {
        return ("large".into(), parts.get(1..).unwrap_or(&[]).join("/"));
    }
    let name = parts.pop().unwrap_or("").to_string();
    (parts.join("/").replacen('_', "/", 1), name)
}

fn human(nanos: f64) -> String {
    if nanos >= 1_000_000.0 {
        format!("{:.2} ms", nanos / 1_000_000.0)
    } else if nanos >= 1_000.0 {
        format!("{:.2} µs", nanos / 1_000.0)
    } else {
        format!("{nanos:.0} ns")
    }
}
