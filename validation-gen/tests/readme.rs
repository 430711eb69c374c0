//! The README's one-minute example, as written: its files (every code block
//! whose first line names one) become a crate, `my-api/`, beside a
//! `validation-gen/` that is this repository (a link, as the README's clone
//! would be), so the README's path dependency is used verbatim; the
//! `validation-gen` command it shows runs there and prints what the README
//! shows, and the crate's tests (the README's assertions) pass under
//! `cargo test`.
//!
//! The crate builds in `target/readme-example` (outside this test's own
//! target directory, which cargo keeps locked while tests run), so after
//! the first run only the example itself recompiles.

use std::path::{Path, PathBuf};
use std::process::Command;

const SECTION: &str = "## A one-minute example";

/// A fenced code block: its info string and its lines.
struct Block<'a> {
    lang: &'a str,
    lines: Vec<&'a str>,
}

fn blocks(section: &str) -> Vec<Block<'_>> {
    let mut blocks = Vec::new();
    let mut open: Option<Block<'_>> = None;
    for line in section.lines() {
        match (open.take(), line.strip_prefix("```")) {
            (None, Some(lang)) => {
                open = Some(Block {
                    lang,
                    lines: Vec::new(),
                })
            }
            (Some(block), Some("")) => blocks.push(block),
            (Some(mut block), _) => {
                block.lines.push(line);
                open = Some(block);
            }
            (None, None) => {}
        }
    }
    blocks
}

/// The file a block declares in its first line (`# Cargo.toml`, `// src/lib.rs`).
fn file_of<'a>(block: &Block<'a>) -> Option<&'a str> {
    let first = block.lines.first()?;
    let name = match block.lang {
        "toml" => first.strip_prefix("# ")?,
        "rust" => first.strip_prefix("// ")?,
        _ => return None,
    };
    (!name.contains(' ')).then_some(name)
}

fn section(readme: &str) -> &str {
    let start = readme.find(SECTION).expect("the README has the example section");
    let rest = &readme[start + SECTION.len()..];
    &rest[..rest.find("\n## ").unwrap_or(rest.len())]
}

#[test]
fn the_one_minute_example_works_as_written() {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let readme = std::fs::read_to_string(repo.join("README.md")).unwrap();
    let blocks = blocks(section(&readme));
    let scratch = std::env::temp_dir().join(format!("validation-gen-readme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();
    clone_beside(repo, &scratch.join("validation-gen"));
    let dir = scratch.join("my-api");

    let mut files = Vec::new();
    for block in &blocks {
        let Some(name) = file_of(block) else { continue };
        let text = block.lines[1..].join("\n") + "\n";
        let path = dir.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        files.push(name);
    }
    assert_eq!(files, ["Cargo.toml", "src/lib.rs", "src/v1/mod.rs", "tests/widget.rs"]);
    std::fs::copy(repo.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();

    let console: Vec<&Block<'_>> = blocks.iter().filter(|b| b.lang == "console").collect();
    assert_eq!(console.len(), 1, "one command shown");
    let (command, shown) = console[0].lines.split_first().unwrap();
    let args: Vec<&str> = command
        .strip_prefix("$ validation-gen ")
        .expect("the command runs validation-gen")
        .split(' ')
        .collect();
    let run = Command::new(env!("CARGO_BIN_EXE_validation-gen"))
        .current_dir(&dir)
        .args(&args)
        .output()
        .unwrap();
    assert!(run.status.success());
    assert_eq!(String::from_utf8(run.stderr).unwrap(), shown.join("\n") + "\n");

    let test = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .current_dir(&dir)
        .args(["test", "--offline", "--quiet"])
        .env("CARGO_TARGET_DIR", target_dir(repo))
        .output()
        .unwrap();
    assert!(
        test.status.success(),
        "cargo test in {}:\n{}{}",
        dir.display(),
        String::from_utf8_lossy(&test.stdout),
        String::from_utf8_lossy(&test.stderr)
    );
    let stdout = String::from_utf8(test.stdout).unwrap();
    assert!(stdout.contains("test result: ok. 1 passed"), "{stdout}");
    std::fs::remove_dir_all(&scratch).unwrap();
}

/// Where the README's reader has their clone: a link to this repository.
fn clone_beside(repo: &Path, link: &Path) {
    #[cfg(unix)]
    std::os::unix::fs::symlink(repo, link).unwrap();
    #[cfg(windows)]
    std::os::windows::fs::symlink_dir(repo, link).unwrap();
}

fn target_dir(repo: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| repo.join("target"), PathBuf::from)
        .join("readme-example")
}
