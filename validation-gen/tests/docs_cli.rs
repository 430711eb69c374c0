//! `validation-gen --docs [--format markdown|json]`: no input needed, prints
//! the checked-in reference; inputs stay required without `--docs`; the
//! `--format` values each mode accepts.

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_validation-gen"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn docs_prints_the_checked_in_reference() {
    let output = run(&["--docs"]);
    assert!(output.status.success());
    let checked_in =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/tags.md")).unwrap();
    assert!(
        String::from_utf8(output.stdout).unwrap() == checked_in,
        "`--docs` differs from docs/tags.md"
    );
}

#[test]
fn docs_as_json() {
    let output = run(&["--docs", "--format", "json"]);
    assert!(output.status.success());
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["tags"].as_array().map(Vec::len), Some(62));
    assert_eq!(json["generatorTags"].as_array().map(Vec::len), Some(8));
    assert_eq!(json["tags"][0]["name"], "k8s:alpha");
}

#[test]
fn inputs_are_required_without_docs() {
    let output = run(&[]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.starts_with("error: the following required arguments were not provided:\n  <INPUTS>..."),
        "{stderr}"
    );
}

#[test]
fn docs_takes_no_inputs_and_format_needs_docs() {
    let with_input = run(&["--docs", "no-such-input.rs"]);
    assert_eq!(with_input.status.code(), Some(2));
    assert!(String::from_utf8(with_input.stderr)
        .unwrap()
        .contains("cannot be used with"));
    let format_alone = run(&["--format", "json", "no-such-input.rs"]);
    assert_eq!(format_alone.status.code(), Some(2));
    assert!(String::from_utf8(format_alone.stderr)
        .unwrap()
        .starts_with("error: --format needs --docs or --lint\n"));
}

/// One `--format` serves both modes; each names the values it takes.
#[test]
fn each_mode_takes_its_own_formats() {
    for (args, message) in [
        (
            &["--docs", "--format", "human"][..],
            "error: --docs takes --format markdown|json\n",
        ),
        (
            &["--lint", "--format", "markdown", "x.rs"][..],
            "error: --lint takes --format human|json\n",
        ),
    ] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.starts_with(message), "{args:?}: {stderr}");
    }
}
