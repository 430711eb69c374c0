use std::path::{Path, PathBuf};

use super::*;

/// A scratch directory with the given files, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, files: &[(&str, &str)]) -> Scratch {
        let dir = std::env::temp_dir().join(format!("vg-source-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn module_paths(set: &SourceSet) -> Vec<String> {
    set.modules.iter().map(|m| m.rust_path.join("::")).collect()
}

fn relative(set: &SourceSet, base: &Path, module: usize) -> Option<String> {
    let out = set.modules[module].output_path.as_ref()?;
    Some(out.strip_prefix(base).unwrap().display().to_string())
}

#[test]
fn follows_the_module_tree_like_rustc() {
    let s = Scratch::new(
        "tree",
        &[
            ("Cargo.toml", "[package]\nname = \"x\"\n"),
            ("src/lib.rs", "pub mod a;\npub mod b;\n#[path = \"elsewhere/c.rs\"]\npub mod c;\nmod inline { pub struct S; }\n#[cfg(test)]\nmod tests;\n"),
            ("src/a.rs", "pub mod nested;\n"),
            ("src/a/nested.rs", "pub struct N;\n"),
            ("src/b/mod.rs", "pub struct B;\n"),
            ("src/elsewhere/c.rs", "pub struct C;\n"),
        ],
    );
    let set = load(&s.0).unwrap();
    assert_eq!(module_paths(&set), ["", "a", "a::nested", "b", "c", "inline"]);
    let src = s.0.join("src");
    assert_eq!(relative(&set, &src, 0).as_deref(), Some("zz_generated_validations.rs"));
    assert_eq!(
        relative(&set, &src, 1).as_deref(),
        Some("a/zz_generated_validations.rs")
    );
    assert_eq!(
        relative(&set, &src, 2).as_deref(),
        Some("a/nested/zz_generated_validations.rs")
    );
    assert_eq!(
        relative(&set, &src, 3).as_deref(),
        Some("b/zz_generated_validations.rs")
    );
    assert_eq!(
        relative(&set, &src, 4).as_deref(),
        Some("elsewhere/c/zz_generated_validations.rs")
    );
    assert_eq!(
        relative(&set, &src, 5),
        None,
        "inline modules have no file of their own"
    );
    assert_eq!(set.files.len(), 5);
}

#[test]
fn a_single_file_is_its_own_root() {
    let s = Scratch::new("single", &[("types.rs", "pub struct S { pub a: i32 }\n")]);
    let set = load(&s.0.join("types.rs")).unwrap();
    assert_eq!(module_paths(&set), [""]);
    assert_eq!(relative(&set, &s.0, 0).as_deref(), Some("zz_generated_validations.rs"));
}

#[test]
fn a_missing_module_file_is_a_located_error() {
    let s = Scratch::new("missing", &[("lib.rs", "pub mod gone;\n")]);
    let rendered = load(&s.0).err().expect("fails").render_all();
    let lib = s.0.join("lib.rs");
    assert_eq!(
        rendered,
        format!(
            "error: file not found for module `gone`\n --> {}:1:9\n  |\n1 | pub mod gone;\n  |         ^^^^\n  |\n  = help: create `{}` or `{}`\n\nerror: could not generate validations due to 1 previous error\n",
            lib.display(),
            s.0.join("gone/mod.rs").display(),
            s.0.join("gone.rs").display(),
        )
    );
}

#[test]
fn a_syntax_error_is_a_located_error() {
    let s = Scratch::new("syntax", &[("lib.rs", "pub struct S {\n    a: i32,,\n}\n")]);
    let rendered = load(&s.0).err().expect("fails").render_all();
    assert_eq!(
        rendered,
        format!(
            "error: cannot parse Rust: expected identifier\n --> {}:2:12\n  |\n2 |     a: i32,,\n  |            ^\n\nerror: could not generate validations due to 1 previous error\n",
            s.0.join("lib.rs").display()
        )
    );
}

#[test]
fn a_directory_without_a_crate_root_is_an_error() {
    let s = Scratch::new("empty", &[("notes.txt", "")]);
    let rendered = load(&s.0).err().expect("fails").render_all();
    assert_eq!(
        rendered,
        format!(
            "error: no crate root found in `{}` (looked for lib.rs, main.rs, mod.rs)\n\nerror: could not generate validations due to 1 previous error\n",
            s.0.display()
        )
    );
}

#[test]
fn line_lookup_agrees_with_str_lines() {
    for text in [
        "",
        "a",
        "a\n",
        "a\nb",
        "a\n\nb\n",
        "x\r\ny\r\n",
        "é\nü",
        "\n\n",
        "tail\r",
    ] {
        let file = SourceFile::new(PathBuf::from("f.rs"), text.to_string());
        let expected: Vec<&str> = text.lines().collect();
        let found: Vec<&str> = (1..).map_while(|n| file.line(n)).collect();
        assert_eq!(found, expected, "{text:?}");
        assert_eq!(file.line(0), None);
    }
}

#[test]
fn an_inline_modules_items_are_held_once() {
    // Kept in the parent too, every level of nesting held a copy of all
    // the levels inside it.
    let s = Scratch::new(
        "inline-once",
        &[(
            "lib.rs",
            "pub mod a {\n    pub mod b {\n        pub struct S;\n    }\n}\n",
        )],
    );
    let set = load(&s.0.join("lib.rs")).unwrap();
    assert_eq!(module_paths(&set), ["", "a", "a::b"]);
    let item_counts: Vec<usize> = set.modules.iter().map(|m| m.items.len()).collect();
    assert_eq!(item_counts, [1, 1, 1]);
    for module in &set.modules[..2] {
        let [syn::Item::Mod(declared)] = module.items.as_slice() else {
            panic!("one `mod` item");
        };
        assert_eq!(declared.content.as_ref().map(|(_, items)| items.len()), Some(0));
    }
}
