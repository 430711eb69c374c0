//! The generator front end on arbitrary Rust source: generation and lint
//! succeed or report diagnostics; they never panic. (Span locations are
//! off under `cfg(fuzzing)`, so where diagnostics point is checked by the
//! stable mutation test instead.)

#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use validation_gen::Generator;

/// One crate root per fuzzing process, rewritten for each input.
fn crate_root() -> &'static PathBuf {
    static ROOT: OnceLock<PathBuf> = OnceLock::new();
    ROOT.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("validation-gen-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("create the scratch crate");
        dir.join("lib.rs")
    })
}

fuzz_target!(|source: &str| {
    let file = crate_root();
    std::fs::write(file, source).expect("write the scratch crate");
    let generator = Generator::new();
    if let Ok(generation) = generator.generate(file) {
        for generated in &generation.files {
            assert!(!generated.contents.is_empty());
        }
    }
    let _ = generator.lint(file, None);
});
