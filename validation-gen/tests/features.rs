//! The `cel` feature: with it, CEL rule tags are compiled and CRD schemas
//! cost-checked at generation time; without it (`default-features = false`)
//! both are errors that name the feature, and everything else generates the
//! same code. `cargo test -p validation-gen --no-default-features --test
//! features` runs the second half.

use std::path::PathBuf;

use validation_gen::schema::{Options, Policy};
use validation_gen::{Diagnostics, Generation, Generator};

const CEL_TAG: &str = r#"
/// +k8s:validation:cel[0]:rule="self.min <= self.max"
#[derive(serde::Serialize)]
pub struct Range {
    pub min: i32,
    pub max: i32,
}
"#;

const PLAIN: &str = r#"
//! +k8s:validation-gen=*
pub struct Quota {
    /// +k8s:optional
    /// +k8s:minimum=1
    pub max_pods: Option<i32>,
}
"#;

/// A one-file crate in a fresh directory, removed when dropped.
struct Input {
    dir: PathBuf,
}

impl Input {
    fn new(name: &str, source: &str) -> Input {
        let dir = std::env::temp_dir().join(format!("vg-features-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("lib.rs"), source).unwrap();
        Input { dir }
    }

    fn generate(&self, generator: &Generator) -> Result<Generation, Diagnostics> {
        generator.generate(&self.dir.join("lib.rs"))
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn messages(d: &Diagnostics) -> Vec<String> {
    d.iter().map(|d| d.message.clone()).collect()
}

#[test]
fn code_without_cel_is_the_same_either_way() {
    let input = Input::new("plain", PLAIN);
    let generation = input.generate(&Generator::new()).unwrap();
    let code = &generation.files[0].contents;
    assert!(!code.contains("validation_cel"), "{code}");
    // One snapshot for both configurations: the code is the same.
    insta::assert_snapshot!("plain_code", code);
}

#[cfg(feature = "cel")]
#[test]
fn with_the_feature_a_cel_rule_is_compiled_and_a_schema_checked() {
    let input = Input::new("cel-on", CEL_TAG);
    let code = &input.generate(&Generator::new()).unwrap().files[0].contents;
    assert!(code.contains("::validation_cel::StaticRule::new("), "{code}");
    let bad = Input::new("cel-bad", &CEL_TAG.replace("self.max", "self.maxx"));
    let errors = bad.generate(&Generator::new()).unwrap_err();
    assert_eq!(
        messages(&errors),
        ["invalid CEL rule: compilation failed: ERROR: <input>:1:17: undefined field 'maxx'"]
    );
    let input = Input::new("schema-on", PLAIN);
    let generation = input
        .generate(&Generator::new().with_schemas(Options::new("schemas", Policy::Error)))
        .unwrap();
    assert!(generation.files.iter().any(|f| f.path.ends_with("schemas/Quota.json")));
}

/// Generated rules word their errors for the generator's Kubernetes
/// version: the newest's with `StaticRule::new`, an older one's named.
#[cfg(feature = "cel")]
#[test]
fn cel_rules_are_emitted_for_the_kube_version() {
    use validation_gen::schema::KubeVersion;
    let input = Input::new("cel-version", CEL_TAG);
    let statics = |generator: &Generator| {
        let code = input.generate(generator).unwrap().files[0].contents.clone();
        code.lines()
            .skip_while(|l| !l.starts_with("static CEL_RULE_0"))
            .take_while(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        statics(&Generator::new()),
        [
            "static CEL_RULE_0: ::validation_cel::StaticRule = ::validation_cel::StaticRule::new(",
            "    \"{\\\"rule\\\":\\\"self.min <= self.max\\\"}\",",
            "    \"{\\\"type\\\":\\\"object\\\",\\\"properties\\\":{\\\"max\\\":{\\\"type\\\":\\\"integer\\\",\\\"format\\\":\\\"int32\\\"},\\\"min\\\":{\\\"type\\\":\\\"integer\\\",\\\"format\\\":\\\"int32\\\"}}}\",",
            "    false,",
            ");",
        ]
        .join("\n")
    );
    assert_eq!(
        statics(&Generator::new().with_kube_version(KubeVersion::new(34))),
        [
            "static CEL_RULE_0: ::validation_cel::StaticRule = ::validation_cel::StaticRule::for_kube_version(",
            "    \"{\\\"rule\\\":\\\"self.min <= self.max\\\"}\",",
            "    \"{\\\"type\\\":\\\"object\\\",\\\"properties\\\":{\\\"max\\\":{\\\"type\\\":\\\"integer\\\",\\\"format\\\":\\\"int32\\\"},\\\"min\\\":{\\\"type\\\":\\\"integer\\\",\\\"format\\\":\\\"int32\\\"}}}\",",
            "    false,",
            "    ::validation_runtime::KubeVersion::new(34u32),",
            ");",
        ]
        .join("\n")
    );
}

#[cfg(not(feature = "cel"))]
#[test]
fn without_the_feature_a_cel_rule_is_an_error_naming_it() {
    let input = Input::new("cel-off", CEL_TAG);
    let errors = input.generate(&Generator::new()).unwrap_err();
    assert_eq!(
        messages(&errors),
        ["CEL rules are compiled at generation time, which needs validation-gen's `cel` feature"]
    );
    let rendered = errors.render_all();
    assert!(rendered.contains("--> "), "{rendered}");
    assert!(rendered.contains("features = [\"cel\"]"), "{rendered}");
}

#[cfg(not(feature = "cel"))]
#[test]
fn without_the_feature_a_schema_is_an_error_naming_it() {
    let input = Input::new("schema-off", PLAIN);
    let errors = input
        .generate(&Generator::new().with_schemas(Options::new("schemas", Policy::Error)))
        .unwrap_err();
    assert_eq!(
        messages(&errors),
        [
            "CRD schemas (`--schema`, `--json-schema-impls`, `--crd`) need validation-gen's `cel` feature: the rules \
          lowered from the tags are cost-checked with the CEL engine, as the API server checks them"
        ]
    );
}
