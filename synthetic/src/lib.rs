//! A large synthetic API tree of mixed shapes for validation-gen: modules
//! of structs, newtypes, aliases and enums whose fields are primitives,
//! options, lists, maps, list-maps, recursion and cross-module references,
//! carrying most tags. Used by validation-gen's scale test and by
//! `cargo xtask synth` / `cargo xtask gen-speed`. Deterministic: the same
//! size gives the same files.

use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Types per module; the tree has `types / TYPES_PER_MODULE` modules.
pub const TYPES_PER_MODULE: usize = 50;

/// A small deterministic pseudo-random sequence (no dependency needed).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

/// What [`write_tree`] wrote.
#[derive(Debug)]
pub struct Tree {
    /// The crate's directory (with `Cargo.toml` and `src/`).
    pub dir: PathBuf,
    pub modules: usize,
    /// Every `.rs` file written: `src/lib.rs` and one `mod.rs` per module.
    pub files: Vec<PathBuf>,
}

const MANIFEST: &str = "[package]\nname = \"synthetic\"\nversion = \"0.0.0\"\n";

/// Writes a crate of `modules` modules of [`TYPES_PER_MODULE`] types each
/// into `dir`. An earlier synthetic tree there is replaced; any other
/// non-empty directory is an error (nothing else is ever deleted).
pub fn write_tree(dir: &Path, modules: usize) -> std::io::Result<Tree> {
    let earlier_tree = std::fs::read_to_string(dir.join("Cargo.toml")).is_ok_and(|m| m == MANIFEST);
    if earlier_tree {
        std::fs::remove_dir_all(dir)?;
    } else if std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
        return Err(std::io::Error::other(format!(
            "{} exists and is not a synthetic tree; choose a new or empty directory",
            dir.display()
        )));
    }
    std::fs::create_dir_all(dir.join("src"))?;
    std::fs::write(dir.join("Cargo.toml"), MANIFEST)?;
    let mut lib = String::new();
    let mut files = Vec::new();
    let mut rng = Lcg(42);
    for m in 0..modules {
        let _ = writeln!(lib, "pub mod m{m};");
        let module_dir = dir.join("src").join(format!("m{m}"));
        std::fs::create_dir_all(&module_dir)?;
        let file = module_dir.join("mod.rs");
        std::fs::write(&file, module_source(m, &mut rng))?;
        files.push(file);
    }
    let lib_file = dir.join("src/lib.rs");
    std::fs::write(&lib_file, lib)?;
    files.insert(0, lib_file);
    Ok(Tree {
        dir: dir.to_path_buf(),
        modules,
        files,
    })
}

/// One module's source: each type is a struct, newtype, alias or enum;
/// struct fields use primitives, options, lists, maps and other types of
/// this or earlier modules.
fn module_source(m: usize, rng: &mut Lcg) -> String {
    // Random tags break the requiredness lint rule; the tree
    // exercises the generator's shapes, so the Kubernetes lint rules are off.
    let mut s = String::from(
        "//! +k8s:validation-gen=TypesWithSuffix=Root\n//! +k8s:validation-gen-nolint\n\nuse std::collections::BTreeMap;\n\n",
    );
    for t in 0..TYPES_PER_MODULE {
        let name = format!("T{m}x{t}");
        match t % 10 {
            0 => {
                let _ = writeln!(
                    s,
                    "/// +k8s:minimum=0\n/// +k8s:maximum=1000\npub struct {name}(pub i32);\n"
                );
            }
            1 => {
                let _ = writeln!(
                    s,
                    "/// +k8s:maxLength=63\n/// +k8s:format=k8s-short-name\npub type {name} = String;\n"
                );
            }
            2 => {
                let _ = writeln!(s, "/// +k8s:enum\npub enum {name} {{ Alpha, Beta, Gamma }}\n");
            }
            _ => {
                let root = if t % 10 == 9 { "Root" } else { "" };
                let _ = writeln!(s, "pub struct {name}{root} {{");
                for f in 0..6 {
                    let field = field(m, t, f, rng);
                    let _ = writeln!(s, "{field}");
                }
                // Recursion through an optional box.
                let _ = writeln!(s, "    /// +k8s:optional\n    pub next: Option<Box<{name}{root}>>,");
                let _ = writeln!(s, "}}\n");
            }
        }
    }
    s
}

/// A field of mixed shape and tags, possibly naming a type of this or an
/// earlier module.
fn field(m: usize, t: usize, f: usize, rng: &mut Lcg) -> String {
    let other = |rng: &mut Lcg, offset: usize| {
        let module = rng.next(m + 1);
        let ty = (rng.next(TYPES_PER_MODULE / 10)) * 10 + offset;
        if module == m {
            format!("T{module}x{ty}")
        } else {
            format!("crate::m{module}::T{module}x{ty}")
        }
    };
    let name = format!("f{f}");
    if f == 0 {
        // The list-map key of structs used in list-maps: always a string.
        return format!("    /// +k8s:optional\n    /// +k8s:maxLength=10\n    pub {name}: String,");
    }
    match rng.next(9) {
        0 => format!("    /// +k8s:required\n    /// +k8s:minimum=1\n    pub {name}: Option<i64>,"),
        1 => format!("    /// +k8s:optional\n    /// +k8s:maxLength=10\n    pub {name}: String,"),
        2 => format!("    /// +k8s:optional\n    /// +k8s:eachVal=+k8s:minimum=0\n    pub {name}: Vec<{}>,", other(rng, 0)),
        3 => format!(
            "    /// +k8s:optional\n    /// +k8s:eachKey=+k8s:format=k8s-label-key\n    pub {name}: BTreeMap<String, {}>,",
            other(rng, 1)
        ),
        4 => format!("    /// +k8s:optional\n    pub {name}: Option<{}>,", other(rng, 2)),
        5 if t > 3 && t % 10 > 3 => {
            // A list-map of structs declared earlier in this module.
            let ty = format!("T{m}x{}", (t / 10) * 10 + 3);
            format!("    /// +k8s:listType=map\n    /// +k8s:listMapKey=f0\n    /// +k8s:maxItems=100\n    pub {name}: Vec<{ty}>,")
        }
        6 => format!("    /// +k8s:immutable\n    pub {name}: {},", other(rng, 0)),
        7 => format!("    /// +k8s:optional\n    /// +k8s:unionMember\n    pub {name}: Option<String>,"),
        _ => format!("    /// +k8s:optional\n    /// +k8s:neq=7\n    pub {name}: u16,"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_only_an_earlier_tree() {
        let dir = std::env::temp_dir().join(format!("vg-synth-guard-{}", std::process::id()));
        let tree = write_tree(&dir, 2).unwrap();
        assert_eq!(tree.files.len(), 3);
        let again = write_tree(&dir, 1).unwrap();
        assert_eq!(again.files.len(), 2);
        assert!(!dir.join("src/m1").exists(), "the earlier tree was replaced");

        let other = dir.join("other");
        std::fs::create_dir_all(&other).unwrap();
        std::fs::write(other.join("keep.txt"), "mine").unwrap();
        let err = write_tree(&other, 1).unwrap_err();
        assert!(err.to_string().contains("is not a synthetic tree"), "{err}");
        assert_eq!(std::fs::read_to_string(other.join("keep.txt")).unwrap(), "mine");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
