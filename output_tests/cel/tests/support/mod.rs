//! What the tests share: errors described in one line each, and the
//! schema a type's rules are compared on.

#![allow(dead_code)] // each test file uses a subset

use std::path::Path as FsPath;
use std::sync::atomic::{AtomicUsize, Ordering};

use validation_runtime::ErrorList;
use validation_schema::Schema;

/// Each error as `<reason> <error>`, with its origin when it has one.
pub fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter()
        .map(|e| {
            let mut line = format!("{} {}", e.error_type.reason(), e);
            if !e.origin.is_empty() {
                line.push_str(&format!(" (origin: {})", e.origin));
            }
            line
        })
        .collect()
}

/// The modules whose types have CRD schemas (a `set` of structs, as in
/// `structs_in_sets`, has none the API server accepts).
const MODULES: &[&str] = &[
    "src/rules/mod.rs",
    "src/budget/mod.rs",
    "src/selected/mod.rs",
    "src/chains/mod.rs",
];

/// A type's schema, as `validation-gen --schema` writes it, from the
/// module that declares the type.
pub fn schema_of(type_name: &str) -> Schema {
    let declares = |source: &String| {
        source.contains(&format!("pub struct {type_name} ")) || source.contains(&format!("pub struct {type_name}("))
    };
    let source = MODULES
        .iter()
        .map(|m| std::fs::read_to_string(FsPath::new(env!("CARGO_MANIFEST_DIR")).join(m)).unwrap())
        .find(declares)
        .expect("a module declaring the type");
    // One directory per call: tests of one process run on several threads.
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("cel-differential-{type_name}-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Every type a root; requiredness and stability lints are not the point.
    std::fs::write(dir.join("lib.rs"), format!("//! +k8s:validation-gen=*\n{source}")).unwrap();
    std::fs::write(
        dir.join("validation-gen-lint.json"),
        r#"{"rules": {"missing-requiredness": "off", "stability": "off"}}"#,
    )
    .unwrap();
    let generator = validation_gen::Generator::new().with_schemas(validation_gen::schema::Options::new(
        "schemas",
        validation_gen::schema::Policy::Omit,
    ));
    let generation = generator.generate(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let generation = generation.map_err(|d| d.render_all()).unwrap();
    let file = generation
        .files
        .iter()
        .find(|f| f.path.ends_with(format!("{type_name}.json")))
        .expect("the type's schema");
    serde_json::from_str(&file.contents).unwrap()
}
