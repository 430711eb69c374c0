//! `cargo xtask synth DIR [--types N]` writes the synthetic API tree;
//! `cargo xtask gen-speed [--types N] [--runs R]` times generating it
//! against bare `syn::parse_file` of the same files (the floor: every
//! generator must at least parse its input) and prints the ratio.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use validation_gen::Generator;
use validation_synthetic::{write_tree, Tree, TYPES_PER_MODULE};

/// The options both commands take: `--types N` (default 2,000) and
/// `--runs R` (default 5).
pub struct Options {
    pub types: usize,
    pub runs: usize,
}

impl Options {
    pub fn parse(args: &[&str]) -> Result<Options, String> {
        let mut options = Options { types: 2000, runs: 5 };
        let mut rest = args.iter();
        while let Some(flag) = rest.next() {
            let value = rest.next().ok_or_else(|| format!("{flag} needs a value"))?;
            let n: usize = value.parse().map_err(|_| format!("{flag}: not a number: {value}"))?;
            match *flag {
                "--types" => options.types = n.max(TYPES_PER_MODULE),
                "--runs" => options.runs = n.max(1),
                _ => return Err(format!("unknown option {flag}")),
            }
        }
        Ok(options)
    }

    fn modules(&self) -> usize {
        self.types.div_ceil(TYPES_PER_MODULE)
    }
}

pub fn synth(dir: &Path, options: &Options) -> Result<Tree, String> {
    let tree = write_tree(dir, options.modules()).map_err(|e| format!("cannot write {}: {e}", dir.display()))?;
    println!(
        "wrote {} types in {} modules ({} files) to {}",
        tree.modules * TYPES_PER_MODULE,
        tree.modules,
        tree.files.len(),
        tree.dir.display()
    );
    Ok(tree)
}

pub fn gen_speed(target_dir: PathBuf, options: &Options) -> Result<(), String> {
    if cfg!(debug_assertions) {
        eprintln!("note: a debug build; time with `cargo run --release -p xtask -- gen-speed`");
    }
    let tree = synth(&target_dir.join("synthetic-api"), options)?;
    let generator = Generator::new();
    let parse = median(options.runs, || parse_all(&tree.files))?;
    let generate = median(options.runs, || {
        let generation = generator.generate(&tree.dir).map_err(|d| d.render_all())?;
        Ok(generation.files.len())
    })?;
    let generation = generator.generate(&tree.dir).map_err(|d| d.render_all())?;
    let input_bytes: u64 = tree
        .files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| m.len())
        .sum();
    let output_bytes: usize = generation.files.iter().map(|f| f.contents.len()).sum();
    let runs = options.runs;
    println!("input: {} files, {} KiB", tree.files.len(), input_bytes / 1024);
    println!("output: {} files, {} KiB", generation.files.len(), output_bytes / 1024);
    println!("bare syn::parse_file of the input (read + parse), median of {runs}: {parse:?}");
    println!("validation-gen generate (in memory), median of {runs}: {generate:?}");
    println!(
        "generation / parsing = {:.2}x",
        generate.as_secs_f64() / parse.as_secs_f64()
    );
    Ok(())
}

/// Reads and parses every file, as the floor for any generator.
fn parse_all(files: &[PathBuf]) -> Result<usize, String> {
    let mut items = 0;
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        items += syn::parse_file(&text)
            .map_err(|e| format!("{}: {e}", file.display()))?
            .items
            .len();
    }
    Ok(items)
}

/// The median wall time of `runs` calls of `f` (after one warm-up call).
fn median<T>(runs: usize, mut f: impl FnMut() -> Result<T, String>) -> Result<Duration, String> {
    std::hint::black_box(f()?);
    let mut times = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        std::hint::black_box(f()?);
        times.push(start.elapsed());
    }
    times.sort();
    Ok(times.get(times.len() / 2).copied().unwrap_or_default())
}
