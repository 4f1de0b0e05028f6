//! `gen-tensor SEED`: prints the random tensor program of `SEED`
//! (`affine_testing::tensor_programs`), for reproducing a failure of the
//! tensor canonicalization differential test.

use affine_testing::tensor_programs::generate_tensor_program;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [seed] => match seed.parse::<u64>() {
            Ok(s) => {
                print!("{}", generate_tensor_program(s));
                ExitCode::SUCCESS
            }
            Err(_) => {
                eprintln!("usage: gen-tensor SEED");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!("usage: gen-tensor SEED");
            ExitCode::FAILURE
        }
    }
}
