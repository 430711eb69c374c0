//! The generator handles a large synthetic API tree of mixed shapes: 1,000
//! types across 20 modules (structs, newtypes, aliases, enums, options,
//! lists, maps, recursion, flatten, cross-module references) carrying most
//! tags, without error, emitting valid Rust. (Determinism is checked on the
//! output tests' snapshots.) The tree comes from `validation-synthetic`,
//! which `cargo xtask synth` / `gen-speed` use too.

use validation_synthetic::{write_tree, TYPES_PER_MODULE};

const MODULES: usize = 20;

#[test]
fn a_thousand_types_of_mixed_shapes() {
    let dir = std::env::temp_dir().join(format!("vg-synthetic-{}", std::process::id()));
    let tree = write_tree(&dir, MODULES).unwrap();
    assert_eq!(tree.files.len(), MODULES + 1);
    let first = validation_gen::Generator::new()
        .generate(&dir)
        .unwrap_or_else(|d| panic!("{}", d.render_all()));
    assert_eq!(first.inputs.len(), MODULES + 1, "lib.rs and one file per module");
    assert_eq!(first.files.len(), MODULES, "one generated file per module");
    for file in &first.files {
        let parsed = syn::parse_file(&file.contents);
        assert!(
            parsed.is_ok(),
            "{} is not valid Rust: {:?}",
            file.path.display(),
            parsed.err()
        );
        assert!(
            file.contents.contains("pub fn register_validations"),
            "roots are registered"
        );
    }
    let functions: usize = first
        .files
        .iter()
        .map(|f| f.contents.matches("\npub fn validate_").count())
        .sum();
    assert!(
        functions >= MODULES * TYPES_PER_MODULE * 7 / 10,
        "most types get a function ({functions})"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
