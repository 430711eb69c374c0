//! Generates `src/api`'s validation into OUT_DIR at build time.

fn main() -> Result<(), validation_gen::BuildError> {
    validation_gen::Builder::new().input("src/api").generate()?;
    Ok(())
}
