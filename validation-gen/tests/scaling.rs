//! The generator's output grows linearly with its input: generated at two
//! sizes tenfold apart, the larger output is at most `SLACK` × 10 × the
//! smaller. (Sizes, not times: they do not move with the machine's load.)
//! The inputs are written by the functions below.

use std::path::PathBuf;

use validation_gen::Generator;

/// How far above exactly tenfold the larger output may be: the names
/// (`m99` against `m999`) grow by a digit.
const SLACK: f64 = 1.2;

/// A crate in a fresh directory, removed when dropped.
struct Input {
    dir: PathBuf,
}

impl Input {
    fn new(name: &str, files: &[(String, String)]) -> Input {
        let dir = std::env::temp_dir().join(format!("vg-scaling-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (file, text) in files {
            std::fs::write(dir.join(file), text).unwrap();
        }
        Input { dir }
    }

    /// The total bytes of the generated files, and how many there are.
    fn output_bytes(&self) -> (usize, usize) {
        let generation = Generator::new()
            .generate(&self.dir.join("lib.rs"))
            .unwrap_or_else(|d| panic!("{}", d.render_all()));
        let bytes = generation.files.iter().map(|f| f.contents.len()).sum();
        (bytes, generation.files.len())
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `depth` modules each inside the one before (`crate::m1::m2::…`), each
/// with a validated struct. The files are side by side (`#[path]`), so the
/// file system's path limit does not bound the depth.
fn nested_modules(depth: usize) -> Vec<(String, String)> {
    let declare = |i: usize| format!("#[path = \"m{i}.rs\"]\npub mod m{i};\n");
    let mut files = vec![("lib.rs".to_string(), declare(1))];
    for i in 1..=depth {
        let mut text = format!("pub struct S{i} {{\n    /// +k8s:minimum=1\n    pub a: i32,\n}}\n");
        if i < depth {
            text.push_str(&declare(i + 1));
        }
        files.push((format!("m{i}.rs"), text));
    }
    files
}

#[test]
fn nested_modules_grow_linearly() {
    let small = Input::new("modules-100", &nested_modules(100)).output_bytes();
    let large = Input::new("modules-1000", &nested_modules(1_000)).output_bytes();
    assert_eq!((small.1, large.1), (100, 1_000), "one generated file per module");
    assert!(
        large.0 as f64 <= SLACK * 10.0 * small.0 as f64,
        "1,000 levels: {} bytes, 100 levels: {} bytes",
        large.0,
        small.0
    );
}
