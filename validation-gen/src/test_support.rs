//! Helpers shared by the crate's unit tests.

use crate::{Diagnostics, Generation, Generator};

/// Run `generator` on `source` as a one-file crate in a fresh temporary
/// directory (named after `name`, removed afterwards).
pub fn generate_source(generator: &Generator, name: &str, source: &str) -> Result<Generation, Diagnostics> {
    let dir = std::env::temp_dir().join(format!("vg-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("lib.rs");
    std::fs::write(&file, source).unwrap();
    let result = generator.generate(&file);
    std::fs::remove_dir_all(&dir).unwrap();
    result
}
