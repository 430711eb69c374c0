//! Snapshots of every generated file of this crate (reviewable diffs when
//! the generator changes), and a check that the checked-in files match what
//! the generator produces now.

use std::path::Path;

#[test]
fn generated_files_match_snapshots_and_checked_in_copies() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let generation = validation_gen::Generator::with_registry(custom_tags::registry())
        .generate(root)
        .unwrap_or_else(|d| panic!("{}", d.render_all()));
    assert!(
        generation.stale.is_empty(),
        "stale generated files: {:?}",
        generation.stale
    );
    let name = |file: &validation_gen::GeneratedFile| {
        let relative = file.path.strip_prefix(root.join("src")).expect("generated under src/");
        relative
            .parent()
            .expect("in a module directory")
            .to_string_lossy()
            .replace('/', "__")
    };
    let names: Vec<String> = generation.files.iter().map(name).collect();
    assert_eq!(
        names,
        [
            "alias_chains",
            "alias_chains__lower",
            "cfg_fields",
            "custom",
            "custom_validation",
            "decode",
            "decode_untagged",
            "dependent",
            "each",
            "empty_roots",
            "enums",
            "forbidden",
            "foreign",
            "format",
            "gated_semantics",
            "immutable",
            "input_selection",
            "item",
            "item_unions",
            "items",
            "lengths",
            "levels",
            "list_types",
            "maximum",
            "minimum",
            "modes",
            "monotonic",
            "neq",
            "nested_markers",
            "opaque_type",
            "openapi_markers",
            "optional",
            "options",
            "properties",
            "required",
            "rollout_panic",
            "roots",
            "shapes__aliases",
            "shapes__flatten",
            "shapes__lists",
            "shapes__maps",
            "shapes__newtypes",
            "shapes__options",
            "shapes__recursion",
            "subfield",
            "subfield_shortcircuit",
            "subfield_unions",
            "testing_tags",
            "typedef_lists",
            "unions",
            "update",
            "update_items"
        ],
        "one generated file per module"
    );
    for file in &generation.files {
        let relative = file.path.strip_prefix(root.join("src")).expect("generated under src/");
        let name = name(file);
        insta::assert_snapshot!(name, file.contents);
        let on_disk = std::fs::read_to_string(&file.path).expect("checked in");
        assert_eq!(
            on_disk,
            file.contents,
            "{} is stale: run `cargo xtask codegen`",
            relative.display()
        );
    }
}

#[test]
fn generation_is_deterministic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let generator = validation_gen::Generator::with_registry(custom_tags::registry());
    let first = generator.generate(root).expect("generates");
    let second = generator.generate(root).expect("generates");
    assert_eq!(first.files, second.files);
}
