//! Generates `src/api`'s validation into OUT_DIR at build time.

fn main() {
    if let Err(e) = validation_gen::Builder::new().input("src/api").generate() {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
