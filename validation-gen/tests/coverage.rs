//! `--test-output-root`: the declared rules of every root type, and the CLI
//! writing and checking the coverage test.

use std::path::{Path, PathBuf};
use std::process::Command;

use validation_gen::coverage::{DeclaredRule, ALLOWLIST_FILE, TEST_FILE};
use validation_gen::Generator;

const SOURCE: &str = r#"
//! +k8s:validation-gen=TypeMeta
use std::collections::BTreeMap;
use validation_runtime::{ErrorList, Operation, Path};

pub struct TypeMeta {}

pub struct Thing {
    pub type_meta: TypeMeta,
    pub spec: Spec,
}

pub struct Spec {
    /// +k8s:required
    /// +k8s:format=k8s-short-name
    pub name: String,
    /// +k8s:optional
    /// +k8s:eachVal=+k8s:maxLength=3
    /// +k8s:eachKey=+k8s:format=k8s-label-key
    pub labels: BTreeMap<String, String>,
    /// +k8s:optional
    pub items: Vec<Item>,
    /// +k8s:optional
    /// +k8s:unionMember
    pub a: Option<String>,
    /// +k8s:optional
    /// +k8s:unionMember
    pub b: Option<String>,
    /// +k8s:optional
    /// +k8s:subfield("count")=+k8s:minimum=1
    pub inner: Option<Inner>,
    /// +k8s:optional
    /// +k8s:customValidation
    pub even: Option<i32>,
    /// +k8s:optional
    pub next: Option<Box<Spec>>,
}

pub struct Item {
    /// +k8s:optional
    /// +k8s:maximum=9
    pub size: Option<i32>,
}

pub struct Inner {
    pub count: i32,
}

// The lint's requiredness and stability rules are not what this file tests.
/// +k8s:validation-gen-nolint
pub struct Other {
    /// +k8s:unionDiscriminator
    pub kind: String,
    /// +k8s:optional
    /// +k8s:unionMember
    pub x: Option<String>,
    /// +k8s:optional
    /// +k8s:unionMember
    pub y: Option<String>,
}

/// +k8s:validation-gen-nolint
pub struct Moded {
    /// +k8s:modeDiscriminator
    pub mode: String,
    /// +k8s:optional
    /// +k8s:ifMode("Manual")=+k8s:minimum=1
    pub count: Option<i32>,
}

/// +k8s:validation-gen=true
pub struct Pick {
    pub type_meta: TypeMeta,
    pub other: Other,
    pub moded: Moded,
}

pub fn validate_custom_spec_even(_: &Operation, _: &Path<'_>, _: Option<&i32>, _: Option<&i32>) -> ErrorList {
    ErrorList::new()
}
"#;

fn temp_crate(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("validation-gen-coverage-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("lib.rs"), SOURCE).unwrap();
    dir
}

fn rule(path: &str, origin: &str) -> DeclaredRule {
    rule_of("Thing", path, origin)
}

fn rule_of(root: &str, path: &str, origin: &str) -> DeclaredRule {
    DeclaredRule {
        root: root.into(),
        path: path.into(),
        origin: origin.into(),
    }
}

#[test]
fn rules_follow_fields_lists_maps_subfields_and_stop_at_recursion() {
    let dir = temp_crate("rules");
    let generation = Generator::new().generate(&dir).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(
        generation.rules,
        [
            rule_of("Pick", "moded.count", "forbidden"),
            rule_of("Pick", "moded.count", "minimum"),
            rule_of("Pick", "other.x", "union"),
            rule_of("Pick", "other.y", "union"),
            rule("spec", "union"),
            rule("spec.even", "*"),
            rule("spec.inner.count", "minimum"),
            rule("spec.items[*].size", "maximum"),
            rule("spec.labels", "format=k8s-label-key"),
            rule("spec.labels[*]", "maxLength"),
            rule("spec.name", "format=k8s-short-name"),
            rule("spec.name", "required"),
        ]
    );
}

#[test]
fn cli_writes_the_test_and_a_template_allowlist_then_checks_them() {
    let dir = temp_crate("cli");
    let tests = dir.join("tests");
    let cli = |check: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_validation-gen"));
        cmd.current_dir(&dir).arg(".").arg("--test-output-root").arg("tests");
        if check {
            cmd.arg("--check");
        }
        cmd.output().unwrap()
    };
    let stale = cli(true);
    assert!(!stale.status.success());
    assert_eq!(
        String::from_utf8_lossy(&stale.stderr),
        "error: generated code is out of date; run `validation-gen .` to update:\n  \
         ./zz_generated_validations.rs\n\
         error: coverage tests are out of date; run validation-gen --test-output-root to update:\n  \
         tests/zz_generated_validation_coverage.rs\n  tests/validation_coverage_allowlist.txt\n"
    );
    assert!(cli(false).status.success());
    let test = std::fs::read_to_string(tests.join(TEST_FILE)).unwrap();
    assert!(
        test.contains("        path: \"spec.items[*].size\",\n        origin: \"maximum\",\n"),
        "{test}"
    );
    assert!(
        test.contains("use validation_testkit::coverage::{assert_covered, ANY_ORIGIN};"),
        "{test}"
    );

    // The allowlist is the user's once written.
    std::fs::write(tests.join(ALLOWLIST_FILE), "Thing spec.even * # custom\n").unwrap();
    let fresh = cli(true);
    assert!(fresh.status.success(), "{}", String::from_utf8_lossy(&fresh.stderr));
    assert!(cli(false).status.success());
    assert_eq!(
        std::fs::read_to_string(tests.join(ALLOWLIST_FILE)).unwrap(),
        "Thing spec.even * # custom\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn example_api_rules_are_checked_in() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let generation = Generator::new().generate(&root.join("example-api")).unwrap();
    let widget: Vec<String> = generation
        .rules
        .iter()
        .map(|r| format!("{} {} {}", r.root, r.path, r.origin))
        .collect();
    assert_eq!(
        widget,
        [
            "Widget metadata.generation minimum",
            "Widget metadata.name required",
            "Widget spec.minReadySeconds minimum",
            "Widget spec.ports[*] maximum",
            "Widget spec.ports[*] minimum",
            "Widget spec.replicas maximum",
            "Widget spec.replicas minimum",
            "Widget spec.templates[*].cpuMillis minimum",
            "Widget spec.templates[*].image required",
            "Widget status.observedGeneration minimum",
            "Widget status.readyReplicas minimum",
        ]
    );
}
