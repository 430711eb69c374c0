//! What the `validation-gen` command says it did: one summary line per run,
//! `wrote` / `deleted` / `kept` per file, and files another program's
//! custom tags generated are left alone.

use std::path::{Path, PathBuf};
use std::process::Command;

use validation_gen::tags::Tag;
use validation_gen::validators::{
    Call, Check, PayloadKind, Rule, Scope, Stability, TagContext, TagDecl, TagError, TagValidator, Validations,
};
use validation_gen::{Generator, Registry};

struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str, files: &[(&str, &str)]) -> Scratch {
        let dir = std::env::temp_dir().join(format!("validation-gen-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        Scratch(dir)
    }

    /// Runs the CLI in the scratch directory: (success, stderr).
    fn cli(&self, args: &[&str]) -> (bool, String) {
        let output = Command::new(env!("CARGO_BIN_EXE_validation-gen"))
            .current_dir(&self.0)
            .args(args)
            .output()
            .unwrap();
        (output.status.success(), String::from_utf8(output.stderr).unwrap())
    }

    fn path(&self, relative: &str) -> PathBuf {
        self.0.join(relative)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

const TAGGED: &str = "pub struct S {\n    /// +k8s:optional\n    /// +k8s:minimum=1\n    pub a: Option<i32>,\n}\n";

#[test]
fn says_what_it_wrote_deleted_and_left_up_to_date() {
    let s = Scratch::new(
        "summary",
        &[
            ("lib.rs", "pub mod a;\npub mod b;\n"),
            ("a.rs", TAGGED),
            ("b/mod.rs", TAGGED),
        ],
    );
    assert_eq!(
        s.cli(&["."]),
        (
            true,
            "wrote ./a/zz_generated_validations.rs\nwrote ./b/zz_generated_validations.rs\nwrote 2 files\n".into()
        )
    );
    assert_eq!(s.cli(&["."]), (true, "2 up to date\n".into()));
    assert_eq!(s.cli(&[".", "--check"]), (true, "2 files up to date\n".into()));

    std::fs::write(s.path("b/mod.rs"), "pub struct S {\n    pub a: Option<i32>,\n}\n").unwrap();
    assert_eq!(
        s.cli(&["."]),
        (
            true,
            "deleted ./b/zz_generated_validations.rs\ndeleted 1, 1 up to date\n".into()
        )
    );
    assert!(!s.path("b/zz_generated_validations.rs").exists());
}

#[test]
fn the_include_hint_names_the_path_from_the_module_file() {
    let s = Scratch::new(
        "hint",
        &[
            ("lib.rs", "pub mod a;\npub mod b;\n"),
            ("a.rs", TAGGED),
            ("b/mod.rs", TAGGED),
        ],
    );
    assert!(s.cli(&["."]).0);
    let hint = |path: &str| {
        let text = std::fs::read_to_string(s.path(path)).unwrap();
        text.lines().find(|l| l.contains("include!")).unwrap().to_owned()
    };
    assert_eq!(
        hint("a/zz_generated_validations.rs"),
        "// `include!(\"a/zz_generated_validations.rs\");` and regenerate it with validation-gen."
    );
    assert_eq!(
        hint("b/zz_generated_validations.rs"),
        "// `include!(\"zz_generated_validations.rs\");` and regenerate it with validation-gen."
    );
}

#[test]
fn check_suggests_the_command_that_updates() {
    let s = Scratch::new("check", &[("lib.rs", TAGGED)]);
    assert_eq!(
        s.cli(&[".", "--check"]),
        (
            false,
            "error: generated code is out of date; run `validation-gen .` to update:\n  ./zz_generated_validations.rs\n"
                .into()
        )
    );
}

#[test]
fn lint_says_when_it_is_clean() {
    let s = Scratch::new("lint", &[("lib.rs", TAGGED)]);
    assert_eq!(s.cli(&["--lint", "."]), (true, "lint: 1 input clean\n".into()));
}

/// `+example:even`: a tag the CLI's built-in registry does not have.
struct Even;

impl TagValidator for Even {
    fn decl(&self) -> TagDecl {
        TagDecl::new("example:even", Scope::VALUES, Stability::Stable).payload(PayloadKind::None, false)
    }

    fn validations(&self, _: &TagContext<'_>, _: &Tag) -> Result<Validations, TagError> {
        Ok(Validations::check(Check::new(
            Rule::new("even"),
            Call::Value {
                function: "crate::even".into(),
                args: Vec::new(),
            },
        )))
    }
}

#[test]
fn files_generated_with_custom_tags_are_neither_rewritten_nor_deleted() {
    let s = Scratch::new(
        "custom",
        &[
            ("lib.rs", "pub mod a;\npub mod b;\n"),
            (
                "a/mod.rs",
                "pub struct S {\n    /// +example:even\n    pub a: i32,\n}\n",
            ),
            ("b/mod.rs", TAGGED),
        ],
    );
    let mut registry = Registry::builtin();
    registry.register(Even);
    let generation = Generator::with_registry(registry).generate(&s.0).unwrap();
    generation.write().unwrap();
    let custom = s.path("a/zz_generated_validations.rs");
    let before = std::fs::read_to_string(&custom).unwrap();
    assert_eq!(
        before.lines().nth(1),
        Some("// Custom tags: example:even (validation-gen without them leaves this file alone)")
    );
    assert!(!std::fs::read_to_string(s.path("b/zz_generated_validations.rs"))
        .unwrap()
        .contains("Custom tags"));

    // To the built-in registry module `a` has no validations: its file
    // looks stale, but the header says why it exists.
    let expected_kept = format!(
        "kept {}: generated with custom tags this validation-gen does not have (example:even)\n",
        Path::new(".").join("a/zz_generated_validations.rs").display()
    );
    assert_eq!(s.cli(&["."]), (true, format!("{expected_kept}kept 1, 1 up to date\n")));
    assert_eq!(std::fs::read_to_string(&custom).unwrap(), before);
    assert_eq!(
        s.cli(&[".", "--check"]),
        (true, format!("{expected_kept}1 file up to date\n"))
    );
}

#[test]
fn schemas_are_written_and_checked_with_the_code() {
    let source = "//! +k8s:validation-gen=*\npub struct S {\n    /// +k8s:optional\n    /// +k8s:minimum=1\n    pub a: Option<i32>,\n    /// +k8s:optional\n    /// +k8s:ifEnabled(\"MyFeature\")=+k8s:maxLength=8\n    pub b: Option<String>,\n}\n";
    let s = Scratch::new("schema", &[("lib.rs", source)]);
    let warning =
        "warning[not-in-schema]: `+k8s:ifEnabled(\"MyFeature\")=+k8s:maxLength=8` runs only while the option \"MyFeature\" is enabled; the API server knows no such option, so the check is left out
 --> ./lib.rs:7:9
  |
7 |     /// +k8s:ifEnabled(\"MyFeature\")=+k8s:maxLength=8
  |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  |
  = help: the API server will not check this; the `omit` schema policy leaves it out silently

warning: 1 warning emitted
";
    assert_eq!(
        s.cli(&[".", "--schema", "crds"]),
        (
            true,
            format!("{warning}wrote ./zz_generated_validations.rs\nwrote crds/S.json\nwrote 2 files\n")
        )
    );
    assert_eq!(
        std::fs::read_to_string(s.path("crds/S.json")).unwrap(),
        r#"{
  "type": "object",
  "properties": {
    "a": {
      "type": "integer",
      "format": "int32",
      "minimum": 1,
      "nullable": true
    },
    "b": {
      "type": "string",
      "nullable": true
    }
  }
}
"#
    );
    let omit = [".", "--schema", "crds", "--schema-unsupported", "omit", "--check"];
    assert_eq!(s.cli(&omit), (true, "2 files up to date\n".into()));
    std::fs::write(s.path("crds/S.json"), "{}\n").unwrap();
    assert_eq!(
        s.cli(&omit),
        (
            false,
            "error: generated code is out of date; run `validation-gen . --schema crds` to update:\n  crds/S.json\n"
                .into()
        )
    );
    let (ok, stderr) = s.cli(&[".", "--schema", "crds", "--schema-unsupported", "error"]);
    assert!(!ok);
    assert!(
        stderr.starts_with(
            "error[not-in-schema]: `+k8s:ifEnabled(\"MyFeature\")=+k8s:maxLength=8` runs only while the option \
             \"MyFeature\" is enabled; the API server knows no such option, so the check is left out\n"
        ),
        "{stderr}"
    );
}

#[test]
fn schemas_are_lowered_for_the_kube_version_asked() {
    let source = "//! +k8s:validation-gen=*\npub struct S {\n    /// +k8s:required\n    /// +k8s:format=k8s-long-name\n    pub host: String,\n}\n";
    let s = Scratch::new("kube-version", &[("lib.rs", source)]);
    let schema = |s: &Scratch| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(s.path("crds/S.json")).unwrap()).unwrap()
    };
    assert!(s.cli(&[".", "--schema", "crds", "--kube-version", "1.34"]).0);
    assert_eq!(schema(&s)["properties"]["host"]["format"], "k8s-long-name");
    assert!(s.cli(&[".", "--schema", "crds", "--kube-version", "1.33"]).0);
    let host = &schema(&s)["properties"]["host"];
    assert_eq!(host.get("format"), None);
    assert_eq!(host["x-kubernetes-validations"][1]["rule"], "size(bytes(self)) <= 253");
    let (ok, stderr) = s.cli(&[".", "--schema", "crds", "--kube-version", "1.20"]);
    assert!(!ok);
    assert!(
        stderr.contains("Kubernetes 1.20 is not supported: lowered rules need 1.28 or later (reason and fieldPath)"),
        "{stderr}"
    );
}

#[test]
fn crds_and_json_schema_impls_are_written_and_checked_with_the_code() {
    let source = r#"/// +k8s:subfield("metadata")=+k8s:subfield("name")=+k8s:format=k8s-short-name
#[derive(CustomResource)]
#[kube(group = "example.com", version = "v1", kind = "Foo", schema = "manual")]
pub struct FooSpec {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub a: Option<i32>,
}
// What kube's derive names (a scratch crate has no k8s-openapi to read).
pub mod k8s_openapi { pub mod apimachinery { pub mod pkg { pub mod apis { pub mod meta { pub mod v1; } } } } }
"#;
    let object_meta = "pub struct ObjectMeta { pub name: Option<String> }\n";
    let s = Scratch::new(
        "crd",
        &[
            ("lib.rs", source),
            ("k8s_openapi/apimachinery/pkg/apis/meta/v1.rs", object_meta),
        ],
    );
    let (ok, stderr) = s.cli(&[".", "--crd", "crds", "--json-schema-impls"]);
    assert!(ok, "{stderr}");
    assert!(stderr.contains("wrote crds/foos.example.com.yaml\n"), "{stderr}");
    let code = std::fs::read_to_string(s.path("zz_generated_validations.rs")).unwrap();
    assert!(code.contains("impl ::schemars::JsonSchema for Foo {"), "{code}");
    let crd = std::fs::read_to_string(s.path("crds/foos.example.com.yaml")).unwrap();
    assert!(
        crd.contains("\n              a:\n                format: int32\n                minimum: 1.0\n"),
        "{crd}"
    );
    let check = [
        ".",
        "--crd",
        "crds",
        "--json-schema-impls",
        "--schema-unsupported",
        "omit",
        "--check",
    ];
    let (ok, stderr) = s.cli(&check);
    assert!(ok && stderr.ends_with(" files up to date\n"), "{stderr}");
    std::fs::write(s.path("crds/foos.example.com.yaml"), "{}\n").unwrap();
    assert_eq!(
        s.cli(&check),
        (
            false,
            "error: generated code is out of date; run `validation-gen . --json-schema-impls --crd crds` to update:\n  crds/foos.example.com.yaml\n"
                .into()
        )
    );
    // A kind no longer declared: its file is stale, and goes; the user's files stay.
    assert!(s.cli(&[".", "--crd", "crds", "--json-schema-impls"]).0);
    std::fs::write(s.path("crds/kustomization.yaml"), "resources: []\n").unwrap();
    std::fs::write(s.path("lib.rs"), source.replace("kind = \"Foo\"", "kind = \"Bar\"")).unwrap();
    let (ok, stderr) = s.cli(&[".", "--crd", "crds", "--json-schema-impls", "--check"]);
    assert!(!ok);
    assert!(
        stderr.ends_with(
            ":\n  ./zz_generated_validations.rs\n  crds/bars.example.com.yaml\n  crds/foos.example.com.yaml\n"
        ),
        "{stderr}"
    );
    let (ok, stderr) = s.cli(&[".", "--crd", "crds", "--json-schema-impls"]);
    assert!(
        ok && stderr.contains("deleted crds/foos.example.com.yaml\n"),
        "{stderr}"
    );
    assert!(s.path("crds/bars.example.com.yaml").is_file() && s.path("crds/kustomization.yaml").is_file());
    assert!(!s.path("crds/foos.example.com.yaml").exists());
    let (ok, stderr) = s.cli(&[".", "--schema-unsupported", "omit"]);
    assert!(!ok);
    assert!(
        stderr.starts_with("error: --schema-unsupported needs --schema, --crd or --json-schema-impls\n"),
        "{stderr}"
    );
}
