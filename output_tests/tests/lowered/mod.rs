//! Shared by the agreement tests: the CRD schemas the generator emits for
//! an output-test module.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use validation_gen::schema::{KubeVersion, Options, Policy};
use validation_schema::Schema;

/// The schemas (by type name) of output-test module `module`, every type a
/// root, lowered for `version` with the unsupported-tag `policy`.
pub fn schemas(module: &str, version: KubeVersion, policy: Policy) -> BTreeMap<String, Schema> {
    let manifest = env!("CARGO_MANIFEST_DIR");
    let source = std::fs::read_to_string(format!("{manifest}/src/{module}/mod.rs")).unwrap();
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("vg-agreement-{module}-{run}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("lib.rs"), format!("//! +k8s:validation-gen=*\n{source}")).unwrap();
    std::fs::write(
        dir.join("validation-gen-lint.json"),
        r#"{"rules": {"missing-requiredness": "off", "stability": "off"}}"#,
    )
    .unwrap();
    let generator = validation_gen::Generator::new().with_schemas(Options::new("schemas", policy).for_kube(version));
    let generation = generator.generate(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let generation = generation.unwrap_or_else(|d| panic!("{}", d.render_all()));
    generation
        .files
        .iter()
        .filter_map(|f| {
            let name = f.path.strip_prefix("schemas").ok()?.to_str()?.strip_suffix(".json")?;
            Some((name.to_owned(), serde_json::from_str(&f.contents).unwrap()))
        })
        .collect()
}
