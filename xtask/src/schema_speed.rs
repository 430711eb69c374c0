//! `cargo xtask schema-speed [--runs R]` times generating the example API
//! and the output tests (the checked-in crates a user's build resembles)
//! without and with CRD schemas, and prints what the schemas add. The
//! output tests are generated module by module; modules whose schemas the
//! generator rejects (it reports them) are left out of both timings.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use validation_gen::schema::{Options, Policy};
use validation_gen::Generator;

pub fn schema_speed(args: &[&str]) -> Result<(), String> {
    let runs = match args {
        [] => 15,
        ["--runs", n] => n
            .parse::<usize>()
            .map_err(|_| format!("--runs: not a number: {n}"))?
            .max(1),
        _ => return Err("usage: cargo xtask schema-speed [--runs R]".to_owned()),
    };
    if cfg!(debug_assertions) {
        eprintln!("note: a debug build; time with `cargo run --release -p xtask -- schema-speed`");
    }
    super::enter_root()?;
    let plain = Generator::with_registry(custom_tags::registry());
    let with_schemas =
        Generator::with_registry(custom_tags::registry()).with_schemas(Options::new("schemas", Policy::Omit));
    let (inputs, rejected) = inputs(&with_schemas)?;
    let schemas = generate(&with_schemas, &inputs)?.1;
    // Warm up, then interleave the two so drift affects both alike.
    generate(&plain, &inputs)?;
    let (mut without, mut with) = (Vec::with_capacity(runs), Vec::with_capacity(runs));
    for _ in 0..runs {
        without.push(generate(&plain, &inputs)?.0);
        with.push(generate(&with_schemas, &inputs)?.0);
    }
    let (without, with) = (median(without), median(with));
    let overhead = (with.as_secs_f64() / without.as_secs_f64() - 1.0) * 100.0;
    println!(
        "schema-speed: example-api + {} output-test modules ({schemas} schemas; left out, not generating with schemas on their own: {}), \
         median of {runs}: without schemas {without:.2?}, with {with:.2?}: {overhead:+.1} %",
        inputs.len() - 1,
        rejected.join(", ")
    );
    Ok(())
}

/// The example API and every output-test module that generates with
/// schemas on its own;
/// the modules left out.
fn inputs(with_schemas: &Generator) -> Result<(Vec<PathBuf>, Vec<String>), String> {
    let mut inputs = vec![PathBuf::from("example-api")];
    let mut rejected = Vec::new();
    let modules = std::fs::read_dir("output_tests/src").map_err(|e| format!("cannot read output_tests/src: {e}"))?;
    let mut modules: Vec<PathBuf> = modules
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    modules.sort();
    for module in modules {
        if with_schemas.generate(&module).is_ok() {
            inputs.push(module);
        } else {
            rejected.push(
                module
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
            );
        }
    }
    Ok((inputs, rejected))
}

/// The time to generate every input, and how many schemas that made.
fn generate(generator: &Generator, inputs: &[PathBuf]) -> Result<(Duration, usize), String> {
    let start = Instant::now();
    let mut schemas = 0;
    for input in inputs {
        let generation = generator.generate(input).map_err(|d| d.render_all())?;
        schemas += generation
            .files
            .iter()
            .filter(|f| f.path.starts_with("schemas"))
            .count();
        std::hint::black_box(generation);
    }
    Ok((start.elapsed(), schemas))
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times.get(times.len() / 2).copied().unwrap_or_default()
}
