//! `affine-opt`: an `mlir-opt`-compatible command line for the affine toolkit.
//!
//! Reads MLIR text (a file or `-` for stdin), optionally splits it at
//! `// -----`, parses and verifies each chunk, runs the requested passes and
//! prints the result exactly as `mlir-opt` 22 would. Diagnostics are rendered
//! like `mlir-opt`'s, or checked against `expected-*` comments under
//! `--verify-diagnostics`.

mod cli;
mod driver;
mod execute;
mod split;
mod verify_diagnostics;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let registry = affine_transforms::default_registry();
    let options = match cli::parse_args(&args, &registry) {
        Ok(cli::Parsed::Run(options)) => options,
        Ok(cli::Parsed::Exit(text, code)) => {
            print!("{text}");
            return ExitCode::from(code);
        }
        Err(message) => {
            eprint!("{message}");
            return ExitCode::from(1);
        }
    };
    match driver::run(&options, &registry) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(1)
        }
    }
}
