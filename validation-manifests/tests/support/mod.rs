//! What the command's tests share: a scratch directory, the command run
//! there with captured output, the Foo CRD and manifests, and a table of
//! cases with exact output.
#![allow(dead_code)]

use std::fs;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use validation_manifests::{run, Io};

pub const FOO_CRD: &str = include_str!("../fixtures/foo-crd.yaml");
pub const COLIS_CRD: &str = include_str!("../fixtures/colis-crd.yaml");
pub const COLIS_V1_CRD: &str = include_str!("../fixtures/colis-v1-crd.yaml");
pub const RULE_PROBLEMS_CRD: &str = include_str!("../fixtures/rule-problems-crd.yaml");

/// A fresh directory under cargo's temporary directory for tests.
pub fn scratch() -> PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "manifests-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

pub struct Outcome {
    pub status: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Writes `files` (relative names) into a scratch directory, runs the
/// command there with `args` (file names relative to it) and `stdin`, and
/// returns the output with the directory left out of file names.
pub fn run_in(files: &[(&str, &str)], args: &[&str], stdin: &str) -> Outcome {
    let dir = scratch();
    for (name, text) in files {
        let path = dir.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    let prefix = format!("{}/", dir.display());
    let mut argv = vec!["validate-manifests".to_owned()];
    for arg in args {
        let is_file = files
            .iter()
            .any(|(name, _)| *name == *arg || name.starts_with(&format!("{arg}/")));
        argv.push(if is_file {
            format!("{prefix}{arg}")
        } else {
            (*arg).to_owned()
        });
    }
    let mut out = Vec::new();
    let mut err = Vec::new();
    let mut input = stdin.as_bytes();
    let status = run(
        &argv,
        Io {
            stdin: &mut input,
            stdout: &mut out,
            stderr: &mut err,
            progress: false,
        },
    );
    let clean = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap().replace(&prefix, "");
    Outcome {
        status,
        stdout: clean(out),
        stderr: clean(err),
    }
}

/// A Foo manifest named `name` with `spec` (YAML lines, indented by two).
pub fn foo(name: &str, spec: &str) -> String {
    format!("apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: {name}\nspec:\n{spec}")
}

pub struct Case {
    pub name: &'static str,
    pub files: Vec<(&'static str, String)>,
    pub args: &'static [&'static str],
    pub stdin: String,
    pub status: i32,
    pub stdout: &'static str,
}

pub fn check(cases: Vec<Case>) {
    let mut failures = Vec::new();
    for case in cases {
        let files: Vec<(&str, &str)> = case.files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        let got = run_in(&files, case.args, &case.stdin);
        if got.status != case.status || got.stdout != case.stdout {
            failures.push(format!(
                "case {}: status {} (want {})\n--- stdout\n{}--- want\n{}--- stderr\n{}",
                case.name, got.status, case.status, got.stdout, case.stdout, got.stderr
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

pub fn crd() -> (&'static str, String) {
    ("crd.yaml", FOO_CRD.to_owned())
}
