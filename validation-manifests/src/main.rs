//! `validate-manifests`: see the crate documentation.

use std::io::IsTerminal;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let stderr = std::io::stderr();
    let progress = stderr.is_terminal();
    let io = validation_manifests::Io {
        stdin: &mut std::io::stdin().lock(),
        stdout: &mut std::io::stdout().lock(),
        stderr: &mut stderr.lock(),
        progress,
    };
    std::process::exit(validation_manifests::run(&args, io));
}
