//! The files written under `--test-output-root`.

use std::path::Path;

use super::DeclaredRule;
use crate::emit::{GeneratedFile, HEADER};

/// The generated test.
pub const TEST_FILE: &str = "zz_generated_validation_coverage.rs";
/// The exemptions, written once (with only comments) when missing, then the
/// user's to edit.
pub const ALLOWLIST_FILE: &str = "validation_coverage_allowlist.txt";
/// The user's module beside the test: `validation_cases/mod.rs` with
/// `pub fn record_coverage(recorder: &validation_testkit::CoverageRecorder)`.
pub const CASES_MODULE: &str = "validation_cases";

const ALLOWLIST_TEMPLATE: &str = "\
# Declared validation rules the test cases need not trigger, one per line:
#   Type path origin   # why
# `path` is the field path from the root with [*] for any index or key
# (<root> for the root itself), as the coverage test reports it.
";

/// The test file, and the allowlist when `dir` has none yet.
pub fn files(rules: &[DeclaredRule], dir: &Path) -> Vec<GeneratedFile> {
    let mut files = vec![GeneratedFile {
        path: dir.join(TEST_FILE),
        contents: test_file(rules),
    }];
    let allowlist = dir.join(ALLOWLIST_FILE);
    if !allowlist.is_file() {
        files.push(GeneratedFile {
            path: allowlist,
            contents: ALLOWLIST_TEMPLATE.to_owned(),
        });
    }
    files
}

fn test_file(rules: &[DeclaredRule]) -> String {
    let uses = if rules.iter().any(|r| r.origin == "*") {
        "{assert_covered, ANY_ORIGIN}"
    } else {
        "assert_covered"
    };
    let mut out = String::from(HEADER);
    out.push_str(&format!(
        "//\n\
         // The validation rules every root type declares, and a test that the\n\
         // declarative-validation test cases in `{CASES_MODULE}/mod.rs` trigger each\n\
         // of them, except those listed in `{ALLOWLIST_FILE}`.\n\
         // Regenerate with validation-gen --test-output-root.\n\
         \n\
         #[allow(dead_code)]\n\
         mod {CASES_MODULE};\n\
         \n\
         use validation_testkit::coverage::{uses};\n\
         use validation_testkit::{{CoverageRecorder, DeclaredRule}};\n\
         \n\
         /// Each root's rules: field-path pattern and origin.\n\
         const DECLARED_RULES: &[DeclaredRule] = &["
    ));
    // rustfmt's layouts: `&[]`, a lone element hugging the brackets, or one
    // indented element per block.
    match rules {
        [] => {}
        [only] => out.push_str(&rule_literal(only, "")),
        many => {
            out.push('\n');
            for rule in many {
                out.push_str(&rule_literal(rule, "    "));
                out.push_str(",\n");
            }
        }
    }
    out.push_str(&format!(
        "];\n\
         \n\
         #[test]\n\
         fn every_declared_rule_is_exercised() {{\n\
         \x20   let recorder = CoverageRecorder::new();\n\
         \x20   {CASES_MODULE}::record_coverage(&recorder);\n\
         \x20   assert_covered(\n\
         \x20       DECLARED_RULES,\n\
         \x20       include_str!(\"{ALLOWLIST_FILE}\"),\n\
         \x20       &recorder,\n\
         \x20   );\n\
         }}\n"
    ));
    out
}

/// `DeclaredRule { root: .., path: .., origin: .. }`, one field a line.
fn rule_literal(rule: &DeclaredRule, indent: &str) -> String {
    let origin = if rule.origin == "*" {
        "ANY_ORIGIN".to_owned()
    } else {
        format!("{:?}", rule.origin)
    };
    format!(
        "{indent}DeclaredRule {{\n{indent}    root: {:?},\n{indent}    path: {:?},\n{indent}    origin: {origin},\n{indent}}}",
        rule.root, rule.path
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_rules_as_data_and_calls_the_cases_module() {
        let rules = [
            DeclaredRule {
                root: "Widget".into(),
                path: "spec.replicas".into(),
                origin: "minimum".into(),
            },
            DeclaredRule {
                root: "Widget".into(),
                path: "spec".into(),
                origin: "*".into(),
            },
        ];
        let dir = Path::new("/nonexistent/tests");
        let files = files(&rules, dir);
        assert_eq!(
            files.iter().map(|f| f.path.clone()).collect::<Vec<_>>(),
            [dir.join(TEST_FILE), dir.join(ALLOWLIST_FILE)]
        );
        insta::assert_snapshot!(files[0].contents);
        assert_eq!(files[1].contents, ALLOWLIST_TEMPLATE);
    }

    /// rustfmt (default settings) leaves the test as written, so a checked-in
    /// copy passes `cargo fmt --check`.
    #[test]
    fn the_test_is_rustfmt_stable_with_and_without_rules() {
        let dir = std::env::temp_dir().join(format!("validation-gen-coverage-fmt-{}", std::process::id()));
        std::fs::create_dir_all(dir.join(CASES_MODULE)).unwrap();
        std::fs::write(dir.join(CASES_MODULE).join("mod.rs"), "// cases\n").unwrap();
        let some = [DeclaredRule {
            root: "W".into(),
            path: "a[*].b".into(),
            origin: "format=k8s-short-name".into(),
        }];
        for rules in [&some[..], &[]] {
            let file = dir.join(TEST_FILE);
            let contents = test_file(rules);
            std::fs::write(&file, &contents).unwrap();
            let status = std::process::Command::new("rustfmt")
                .args(["--edition", "2021", "--check"])
                .arg(&file)
                .status()
                .unwrap();
            assert!(status.success(), "rustfmt would change:\n{contents}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
