//! The repository's example tree (`examples/manifests`) gives the output
//! the README shows.

use validation_manifests::{run, Io};

fn run_on_examples(extra: &[&str]) -> (i32, String) {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/manifests");
    let mut args = vec!["validate-manifests".to_owned()];
    args.extend(extra.iter().map(|a| (*a).to_owned()));
    args.push(format!("{root}/crds"));
    args.push(format!("{root}/deploy"));
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = run(
        &args,
        Io {
            stdin: &mut std::io::empty(),
            stdout: &mut out,
            stderr: &mut err,
            progress: false,
        },
    );
    assert_eq!(String::from_utf8(err).unwrap(), "");
    let text = String::from_utf8(out).unwrap().replace(&format!("{root}/"), "");
    (status, text)
}

#[test]
fn the_example_tree_in_strict_mode() {
    assert_eq!(
        run_on_examples(&[]),
        (
            1,
            r#"deploy/bad.yaml:9: Widget.shop.example.com "too-many" is invalid: spec.color: Invalid value: "red": spec.color in body should match '^#[0-9a-f]{6}$'
deploy/bad.yaml:8: Widget.shop.example.com "too-many" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10
deploy/bad.yaml:20: Widget in version "v1" cannot be handled as a Widget: strict decoding error: unknown field "spec.parts[0].cuont", unknown field "spec.replica"
deploy/bad.yaml:32: Widget.shop.example.com "rule" is invalid: spec.parts[1]: Duplicate value: {"name":"bolt"}
deploy/bad.yaml:26: Widget.shop.example.com "rule" is invalid: spec: Invalid value: minReplicas must not exceed replicas
deploy/duplicate.json:5: Widget in version "v1" cannot be handled as a Widget: strict decoding error: duplicate field "spec.replicas"
"#
            .to_owned()
        )
    );
}

#[test]
fn the_example_tree_with_warnings() {
    let (status, text) = run_on_examples(&["--field-validation", "Warn"]);
    assert_eq!(status, 1);
    let warnings: Vec<&str> = text.lines().filter(|l| l.contains(": Warning: ")).collect();
    assert_eq!(
        warnings,
        [
            r#"deploy/bad.yaml:20: Warning: unknown field "spec.parts[0].cuont""#,
            r#"deploy/bad.yaml:17: Warning: unknown field "spec.replica""#,
            r#"deploy/duplicate.json:5: Warning: duplicate field "spec.replicas""#,
        ]
    );
}
