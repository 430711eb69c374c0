//! The linter: for every rule a fixture with failing and passing examples
//! (tests/fixtures/lint), asserting the exact findings; config severities,
//! allow comments, nolint, the human and JSON renderings and exit codes of
//! `validation-gen --lint`, and the findings of Kubernetes' rules failing generation.

use std::path::{Path, PathBuf};
use std::process::Command;

use validation_gen::lint::Config;
use validation_gen::Generator;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/lint")
}

/// One line per finding: `severity[rule] file:line:col: message`, with the
/// path relative to the fixtures directory.
fn findings_with(fixture: &str, config: Option<&Config>) -> Vec<String> {
    let dir = fixtures();
    Generator::new()
        .lint(&dir.join(fixture), config)
        .iter()
        .map(|d| {
            let at = d.location.as_ref().map_or_else(String::new, |l| {
                let file = l.file.strip_prefix(&dir).unwrap_or(&l.file);
                let file = file.strip_prefix("tests/fixtures/lint").unwrap_or(file);
                format!("{}:{}:{}", file.display(), l.line, l.column)
            });
            format!(
                "{}[{}] {at}: {}",
                d.severity,
                d.code.as_deref().unwrap_or(""),
                d.message
            )
        })
        .collect()
}

fn findings(fixture: &str) -> Vec<String> {
    findings_with(fixture, None)
}

/// Run `validation-gen --lint` in the fixtures directory.
fn cli(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_validation-gen"))
        .current_dir(fixtures())
        .arg("--lint")
        .args(args)
        .output()
        .expect("run validation-gen");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn config(json: &str) -> Config {
    Config::parse(Path::new("validation-gen-lint.json"), json).expect("valid config")
}

#[test]
fn generator_diagnostics_are_findings_too() {
    // What generation rejects comes with its code as the rule, beside the
    // lint rules' findings (which still run on the model).
    assert_eq!(
        findings("rejected.rs"),
        [
            "error[invalid-tag] rejected.rs:5:10: tag \"k8s:minimum\" can only be used on integer types, not on optional String",
            "warning[absent-indistinguishable] rejected.rs:7:10: field Rejected.count is optional but always present: its zero value counts as absent",
        ]
    );
    let (ok, _, _) = cli(&["rejected.rs"]);
    assert!(!ok);
}

#[test]
fn alpha_beta_prefix_only_outermost() {
    assert_eq!(
        findings("prefix.rs"),
        ["error[alpha-beta-prefix] prefix.rs:5:31: \"k8s:beta\" must be the outermost tag of a chain"]
    );
}

#[test]
fn stability_in_a_stable_package() {
    // Bare Alpha tag: error; wrapped in k8s:alpha: fine; Beta tag under
    // ifEnabled (relaxed to Beta): fine; Alpha tag under ifEnabled: error.
    assert_eq!(
        findings("stability.rs"),
        [
            "error[stability] stability.rs:5:10: tag \"k8s:neq\" is Alpha, but is used in a Stable context",
            "error[stability] stability.rs:13:31: tag \"k8s:neq\" is Alpha, but is used in a Beta context",
        ]
    );
}

#[test]
fn stability_by_package_version_and_version_drift() {
    // v1beta1: a bare Beta tag is fine, an Alpha one is not; v1alpha1 takes
    // Alpha tags. Each version is compared with v1.
    assert_eq!(
        findings("versions"),
        [
            "warning[version-drift] versions/apps/v1alpha1.rs:3:12: the tags of apps/Widget differ between v1alpha1 and v1",
            "warning[version-drift] versions/apps/v1beta1.rs:7:9: the tags of apps/Widget.replicas differ between v1beta1 and v1",
            "error[stability] versions/apps/v1beta1.rs:14:10: tag \"k8s:neq\" is Alpha, but is used in a Beta context",
        ]
    );
}

#[test]
fn versions_holding_their_types_in_submodules() {
    // `batch/v1alpha1/types.rs`: the nearest enclosing version module gives
    // the context (Alpha tags are fine in v1alpha1, not in v1beta1 or v1),
    // and version drift compares those versions.
    assert_eq!(
        findings("nested_versions"),
        [
            "error[stability] nested_versions/batch/v1/types.rs:5:10: tag \"k8s:neq\" is Alpha, but is used in a Stable context",
            "warning[version-drift] nested_versions/batch/v1alpha1/types.rs:7:9: the tags of batch/Job.parallelism differ between v1alpha1 and v1",
            "error[stability] nested_versions/batch/v1beta1/types.rs:5:10: tag \"k8s:neq\" is Alpha, but is used in a Beta context",
        ]
    );
}

#[test]
fn a_kubernetes_shaped_api_tree_lints_clean_with_the_defaults() {
    // output_tests/kube-api: other generators' tags on every type, versions
    // in `types.rs` modules, roots by an unserialized `type_meta`.
    let tree = Path::new(env!("CARGO_MANIFEST_DIR")).join("../output_tests/kube-api");
    let all = Generator::new().lint(&tree, None);
    let found: Vec<String> = all.iter().map(|d| d.render()).collect();
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn stability_help_says_what_the_fix_costs_and_how_to_opt_out() {
    let diagnostics = Generator::new().lint(&fixtures().join("stability.rs"), None);
    let first = diagnostics.iter().next().expect("a stability finding");
    assert_eq!(
        first.help.as_deref(),
        Some(
            "wrap it in `+k8s:alpha=`, or move it to an `alpha` version; an API that is not Kubernetes' own can \
             turn this rule off instead, with `\"rules\": {\"stability\": \"off\"}` in the crate's validation-gen-lint.json"
        )
    );
    assert_eq!(
        first.notes,
        [
            "a tag wrapped in `+k8s:alpha=` / `+k8s:beta=` reports alpha / beta errors, which Kubernetes does not \
          enforce (alpha never, beta only while beta validation is on; see `validation_runtime::reconcile`): the \
          rule keeps a stable version from enforcing a check whose tag Kubernetes has not yet graduated"
        ]
    );
}

#[test]
fn version_drift_exceptions_from_the_config() {
    let config = config(r#"{"version-drift-exceptions": ["apps/Widget.replicas", "apps/Widget"]}"#);
    assert_eq!(
        findings_with("versions", Some(&config)),
        ["error[stability] versions/apps/v1beta1.rs:14:10: tag \"k8s:neq\" is Alpha, but is used in a Beta context"]
    );
}

#[test]
fn missing_requiredness_on_reachable_fields() {
    // Marked fields (also inside a chain), opaque fields, fields whose
    // elements are opaque (`eachVal=+k8s:opaqueType`), always-present
    // structs, untagged fields, unreachable types, nolint types and what is
    // reached only through them pass; a type reached both through a nolint
    // type and directly is linted.
    assert_eq!(
        findings("requiredness.rs"),
        [
            "error[missing-requiredness] requiredness.rs:5:9: field ThingRoot.tagged must be marked `+k8s:optional`, `+k8s:required` or `+k8s:forbidden`: it has the tag \"k8s:minimum\"",
            "error[missing-requiredness] requiredness.rs:12:9: field ThingRoot.validated_type must be marked `+k8s:optional`, `+k8s:required` or `+k8s:forbidden`: its type has validations",
            "error[missing-requiredness] requiredness.rs:43:9: field Shared.tagged must be marked `+k8s:optional`, `+k8s:required` or `+k8s:forbidden`: it has the tag \"k8s:minimum\"",
        ]
    );
}

#[test]
fn nolint_on_a_package_turns_off_only_the_kubernetes_rules() {
    assert_eq!(
        findings("nolint_package.rs"),
        ["warning[absent-indistinguishable] nolint_package.rs:7:10: field Quiet.always_present is optional but always present: its zero value counts as absent"]
    );
}

#[test]
fn requiredness_conflict() {
    // optional with a default and gated alternatives pass.
    assert_eq!(
        findings("conflict.rs"),
        [
            "error[requiredness-conflict] conflict.rs:5:10: field Conflict.both is both \"k8s:optional\" and \"k8s:required\"",
            "error[requiredness-conflict] conflict.rs:8:9: field Conflict.required_default is \"k8s:required\" and has a default",
        ]
    );
}

#[test]
fn optional_always_present_scalar() {
    // Option<_>, a default and collections pass.
    assert_eq!(
        findings("indistinguishable.rs"),
        ["warning[absent-indistinguishable] indistinguishable.rs:4:10: field Indistinguishable.count is optional but always present: its zero value counts as absent"]
    );
}

#[test]
fn tags_with_no_effect() {
    // A non-zero default and opaqueType over a validated type pass.
    assert_eq!(
        findings("no_effect.rs"),
        [
            "warning[no-effect] no_effect.rs:4:10: tag has no effect: \"k8s:optional\" with a zero `+default` on an always-present value is documentation only",
            "warning[no-effect] no_effect.rs:11:10: tag has no effect: \"k8s:opaqueType\" on a field whose type has no validations",
            "warning[no-effect] no_effect.rs:16:8: tag has no effect: tags are read from doc comments only, this is a plain `//` comment",
        ]
    );
}

#[test]
fn unknown_tags_anywhere_once_each() {
    // On a field the generator finds it too (reported once); on a function
    // only the linter does. Known generator tags, other tools' tags and
    // other Kubernetes generators' tags (also in a plain comment) pass; a
    // name far from ours is an `unregistered-tag` warning.
    assert_eq!(
        findings("unknown.rs"),
        [
            "warning[unregistered-tag] unknown.rs:12:6: tag \"k8s:lifecycle\" is not registered: nothing reads it",
            "error[unknown-tag] unknown.rs:15:10: unknown tag \"k8s:maximun\"",
            "error[unknown-tag] unknown.rs:22:6: unknown tag \"k8s:requried\"",
        ]
    );
}

#[test]
fn unregistered_tags_name_the_nearest_registered_tag() {
    // Registered kube-openapi markers, other generators' tags, nested value
    // markers and nested CEL markers pass; an unknown nested key does not.
    assert_eq!(
        findings("unregistered.rs"),
        [
            "warning[unregistered-tag] unregistered.rs:7:10: tag \"k8s:pattern\" is not registered: nothing reads it",
            "warning[unregistered-tag] unregistered.rs:8:10: tag \"k8s:validation:default\" is not registered: nothing reads it",
            "warning[unregistered-tag] unregistered.rs:14:10: tag \"k8s:validation:items:patern\" is not registered: nothing reads it",
        ]
    );
    let (ok, _, stderr) = cli(&["unregistered.rs"]);
    assert!(ok, "warnings only: {stderr}");
    for help in [
        "= help: the nearest registered tag is `k8s:validation:pattern`",
        "= help: kube-openapi has no `default` marker: a default is `+default=<JSON>`",
        "= help: `patern` is no kube-openapi marker key (nested under `items:`, `additionalProperties:` or \
         `properties:<name>:`); the nearest registered tag is `k8s:validation:pattern`",
    ] {
        assert!(stderr.contains(help), "{help}\n{stderr}");
    }
}

#[test]
fn duplicate_and_conflicting_tags() {
    assert_eq!(
        findings("duplicate.rs"),
        [
            "error[invalid-tag] duplicate.rs:6:10: k8s:maximum may only be specified once (first given on line 5)",
            "error[invalid-tag] duplicate.rs:10:23: k8s:eachVal=+k8s:maxLength may only be specified once (first given on line 9)",
            "error[duplicate-tag] duplicate.rs:14:10: duplicate tag `+k8s:immutable`",
        ]
    );
}

#[test]
fn typedef_chains_are_informational() {
    // One tagged level, or an untagged inner alias, pass.
    assert_eq!(
        findings("typedef.rs"),
        ["note[typedef-chain] typedef.rs:7:10: alias `ShortName` also applies the type tags of `Name`; Kubernetes applies only one typedef level"]
    );
}

#[test]
fn allow_comments_suppress_and_are_checked() {
    // The first two allow comments suppress their findings (one names two
    // rules); the others suppress nothing, name an unknown rule, or give
    // no reason.
    assert_eq!(
        findings("allow.rs"),
        [
            "warning[allow-comment] allow.rs:12:8: allow comment suppresses nothing: no duplicate-tag finding on lines 12..=14",
            "warning[allow-comment] allow.rs:15:8: allow comment names an unknown lint rule \"no-efect\"",
            "warning[allow-comment] allow.rs:18:8: allow comment gives no reason",
        ]
    );
}

#[test]
fn config_severities() {
    let warn = config(r#"{"rules": {"stability": "warn"}}"#);
    assert_eq!(
        findings_with("stability.rs", Some(&warn)),
        [
            "warning[stability] stability.rs:5:10: tag \"k8s:neq\" is Alpha, but is used in a Stable context",
            "warning[stability] stability.rs:13:31: tag \"k8s:neq\" is Alpha, but is used in a Beta context",
        ]
    );
    let off = config(r#"{"rules": {"stability": "off"}}"#);
    assert_eq!(findings_with("stability.rs", Some(&off)), Vec::<String>::new());
    let error = config(r#"{"rules": {"absent-indistinguishable": "error"}}"#);
    assert_eq!(
        findings_with("indistinguishable.rs", Some(&error)),
        ["error[absent-indistinguishable] indistinguishable.rs:4:10: field Indistinguishable.count is optional but always present: its zero value counts as absent"]
    );
}

#[test]
fn exit_code_follows_the_configured_severity() {
    let dir = std::env::temp_dir().join(format!("validation-gen-lint-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let write = |name: &str, json: &str| {
        let path = dir.join(name);
        std::fs::write(&path, json).expect("write config");
        path.to_string_lossy().into_owned()
    };
    let warn = write("warn.json", r#"{"rules": {"stability": "warn"}}"#);
    let error = write("error.json", r#"{"rules": {"absent-indistinguishable": "error"}}"#);

    let (ok, _, stderr) = cli(&["stability.rs"]);
    assert!(!ok, "errors fail:\n{stderr}");
    let (ok, _, stderr) = cli(&["--lint-config", &warn, "stability.rs"]);
    assert!(ok, "warnings pass:\n{stderr}");
    assert!(stderr.ends_with("warning: 2 warnings emitted\n"), "{stderr}");
    let (ok, _, _) = cli(&["indistinguishable.rs"]);
    assert!(ok, "a warning by default");
    let (ok, _, _) = cli(&["--lint-config", &error, "indistinguishable.rs"]);
    assert!(!ok, "raised to an error");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn config_errors_are_located() {
    let text = "{\n  \"rules\": {\n    \"stabilty\": \"warn\"\n  }\n}\n";
    let err = Config::parse(Path::new("validation-gen-lint.json"), text).expect_err("unknown rule");
    assert_eq!(
        err.to_string(),
        r#"error[lint-config]: unknown lint rule "stabilty"
 --> validation-gen-lint.json:3:5
  |
3 |     "stabilty": "warn"
  |     ^^^^^^^^^^
  |
  = help: did you mean `stability`?"#
    );
    let err = Config::parse(Path::new("c.json"), r#"{"rules": {"stability": "loud"}}"#).expect_err("bad severity");
    assert_eq!(
        err.into_diagnostic().message,
        r#"severity of "stability" must be "error", "warn", "note" or "off""#
    );
    let err = Config::parse(Path::new("c.json"), r#"{"rule": {}}"#).expect_err("unknown key");
    assert_eq!(err.into_diagnostic().message, r#"unknown key "rule""#);
}

#[test]
fn human_output() {
    let (ok, stdout, stderr) = cli(&["prefix.rs"]);
    assert!(!ok);
    assert_eq!(stdout, "");
    assert_eq!(
        stderr,
        r#"error[alpha-beta-prefix]: "k8s:beta" must be the outermost tag of a chain
 --> prefix.rs:5:31
  |
5 |     /// +k8s:ifEnabled(Gate)=+k8s:beta=+k8s:maximum=5
  |                               ^^^^^^^^ inside "k8s:ifEnabled"
  |
  = help: move "k8s:beta" to the front of the chain: the level marks everything the chain produces

error: lint failed due to 1 previous error
"#
    );
}

#[test]
fn json_output() {
    let (ok, stdout, stderr) = cli(&["--format", "json", "indistinguishable.rs"]);
    assert!(ok);
    assert_eq!(stderr, "");
    assert_eq!(
        stdout,
        r#"{
  "errors": 0,
  "findings": [
    {
      "column": 10,
      "file": "indistinguishable.rs",
      "help": "make the field an `Option<_>` so absence can be told apart, or give it a `+default`",
      "line": 4,
      "message": "field Indistinguishable.count is optional but always present: its zero value counts as absent",
      "notes": [],
      "rule": "absent-indistinguishable",
      "severity": "warning"
    }
  ],
  "warnings": 1
}
"#
    );
}

#[test]
fn kubernetes_rules_fail_generation() {
    let generator = Generator::new();
    let err = generator
        .generate(&fixtures().join("stability.rs"))
        .expect_err("stability findings fail generation");
    let codes: Vec<_> = err.iter().map(|d| d.code.clone().unwrap_or_default()).collect();
    assert_eq!(codes, ["stability", "stability"]);
    // Warnings and non-Kubernetes rules do not.
    generator
        .generate(&fixtures().join("nolint_package.rs"))
        .expect("nolint package generates");
    // A repeated line is for the lint; a single-valued tag given twice
    // fails generation.
    let repeated = generator
        .generate(&fixtures().join("duplicate.rs"))
        .expect_err("a repeated limit fails generation");
    let codes: Vec<_> = repeated.iter().map(|d| d.code.clone().unwrap_or_default()).collect();
    assert_eq!(codes, ["invalid-tag", "invalid-tag"]);
    generator
        .generate(&fixtures().join("duplicate_line.rs"))
        .expect("duplicate-tag is a lint-only rule");
    // So do allow comments.
    generator
        .generate(&fixtures().join("allowed_stability.rs"))
        .expect("the stability finding is allowed");
    assert_eq!(findings("allowed_stability.rs"), Vec::<String>::new());
    // The config at the crate root applies to generation too.
    generator
        .generate(&fixtures().join("configured"))
        .expect("stability is off in configured/validation-gen-lint.json");
    assert_eq!(findings("configured"), Vec::<String>::new());
}

#[test]
fn allow_comment_with_a_misspelt_rule_suggests_one() {
    let findings = Generator::new().lint(&fixtures().join("allow.rs"), None);
    let typo = findings
        .iter()
        .find(|d| d.message.contains("no-efect"))
        .expect("the misspelt allow comment is reported");
    assert_eq!(typo.help.as_deref(), Some("did you mean `no-effect`?"));
}
