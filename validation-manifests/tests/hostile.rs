//! Large and hostile inputs get an answer in time and memory linear in
//! their size. Each input is large enough that a quadratic algorithm would
//! take minutes; the tests assert the answer, not the time.

mod support;

use std::fs;

use support::{check, foo, run_in, scratch, Case, FOO_CRD};
use validation_manifests::{run, Io};

/// A `kind: List` of 20,000 Foos, the last one invalid: splitting the list
/// once per item rescanned the whole file (over 300 s).
#[test]
fn a_list_of_20000_items_is_split_in_one_pass() {
    let n = 20_000;
    let mut list = String::from("apiVersion: v1\nkind: List\nitems:\n");
    for i in 0..n {
        let replicas = if i == n - 1 { 11 } else { 1 };
        list.push_str(&format!(
            "- apiVersion: example.com/v1\n  kind: Foo\n  metadata:\n    name: f{i}\n  spec:\n    replicas: {replicas}\n"
        ));
    }
    // Each item is 6 lines from line 4; the last one's replicas is its 6th.
    let line = 4 + 6 * (n - 1) + 5;
    let got = run_in(
        &[("crd.yaml", FOO_CRD), ("list.yaml", &list)],
        &["crd.yaml", "list.yaml", "--summary"],
        "",
    );
    assert_eq!(got.status, 1);
    assert_eq!(
        got.stdout,
        format!(
            "list.yaml:{line}: Foo.example.com \"f{}\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\nSummary: {} documents found in 2 files - Valid: {}, Invalid: 1, Errors: 0, Skipped: 0, Warnings: 0\n",
            n - 1,
            n + 1,
            n,
        )
    );
}

/// Two symlinks to a parent directory made the walk exponential; they are
/// not followed, as `kubectl -R` does not follow them. A symlink to a file
/// is read.
#[cfg(unix)]
#[test]
fn symlinked_directories_are_not_followed() {
    let dir = scratch();
    let deploy = dir.join("deploy");
    let nested = deploy.join("a/b/c");
    fs::create_dir_all(&nested).unwrap();
    fs::write(dir.join("crd.yaml"), FOO_CRD).unwrap();
    fs::write(deploy.join("m.yaml"), foo("m", "  replicas: 11\n")).unwrap();
    for name in ["up1", "up2", "up3"] {
        std::os::unix::fs::symlink(&deploy, nested.join(name)).unwrap();
    }
    std::os::unix::fs::symlink(deploy.join("m.yaml"), nested.join("link.yaml")).unwrap();
    let args = [
        "validate-manifests".to_owned(),
        dir.join("crd.yaml").display().to_string(),
        deploy.display().to_string(),
    ];
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
    let prefix = format!("{}/", deploy.display());
    let out = String::from_utf8(out).unwrap().replace(&prefix, "");
    assert_eq!(status, 1);
    assert_eq!(
        out,
        "a/b/c/link.yaml:6: Foo.example.com \"m\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\nm.yaml:6: Foo.example.com \"m\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n"
    );
}

/// A CRD whose schema is `per × anchors` schemas deep, written with
/// `anchors` anchors (under an unknown field, ignored) that each nest `per`
/// levels around the previous one: small text, deep value.
fn deep_crd(anchors: usize, per: usize) -> String {
    let mut defs = String::from("    x0: &a0 {type: string}\n");
    for i in 1..=anchors {
        let mut inner = format!("*a{}", i - 1);
        for _ in 0..per {
            inner = format!("{{type: object, properties: {{a: {inner}}}}}");
        }
        defs.push_str(&format!("    x{i}: &a{i} {inner}\n"));
    }
    format!(
        "apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: foos.example.com\nspec:\n  x-anchors:\n{defs}  group: example.com\n  names: {{kind: Foo, plural: foos}}\n  scope: Namespaced\n  versions:\n  - name: v1\n    served: true\n    storage: true\n    schema:\n      openAPIV3Schema: *a{anchors}\n"
    )
}

/// A CRD schema 2,200 levels deep (with anchors) overflowed the stack and
/// aborted; past 1,000 levels of nesting a CRD is an error now, and one
/// just under the limit is checked in full.
#[test]
fn deep_crd_schemas_are_an_error_not_an_overflow() {
    check(vec![
        Case {
            name: "2,200 schema levels",
            files: vec![("crd.yaml", deep_crd(44, 50))],
            args: &["crd.yaml", "--field-validation", "Ignore"],
            stdin: String::new(),
            status: 1,
            // The reader stops at the depth the checks go to.
            stdout: "crd.yaml:8: error converting YAML to JSON: yaml: line 8: exceeded max depth of 1000\n",
        },
        Case {
            name: "495 schema levels (996 of nesting) are checked in full",
            files: vec![("crd.yaml", deep_crd(9, 55)), ("m.yaml", foo("m", "  a: {}\n"))],
            args: &["crd.yaml", "m.yaml", "--field-validation", "Ignore"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
    ]);
}
