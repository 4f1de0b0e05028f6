//! `gen-affine --seed N [--flavor deps|exec|fusion] [--main]`: prints one
//! generated affine program (the kernel alone, or with the `@main` wrapper
//! that `mlir-runner` can execute).

use affine_testing::{Flavor, GenConfig, generate};
use std::process::ExitCode;

const USAGE: &str = "usage: gen-affine --seed N [--flavor deps|exec|fusion] [--main]";

struct Options {
    seed: u64,
    flavor: Flavor,
    main: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut seed = None;
    let mut flavor = Flavor::Exec;
    let mut main = false;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (key, inline) = match arg.split_once('=') {
            Some((k, v)) => (k, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            inline
                .clone()
                .or_else(|| it.next().cloned())
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match key {
            "--seed" => {
                let v = value("--seed")?;
                seed = Some(v.parse::<u64>().map_err(|_| format!("bad seed `{v}`"))?);
            }
            "--flavor" => {
                let v = value("--flavor")?;
                flavor = Flavor::parse(&v).ok_or_else(|| format!("unknown flavor `{v}`"))?;
            }
            "--main" => main = true,
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    let seed = seed.ok_or_else(|| "--seed is required".to_string())?;
    Ok(Options { seed, flavor, main })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse_args(&args) {
        Ok(opts) => {
            let program = generate(opts.seed, &GenConfig::for_flavor(opts.flavor));
            let text = if opts.main {
                program.main_module()
            } else {
                program.kernel_module()
            };
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(msg) => {
            if msg.is_empty() {
                println!("{USAGE}");
                ExitCode::SUCCESS
            } else {
                eprintln!("gen-affine: {msg}\n{USAGE}");
                ExitCode::from(2)
            }
        }
    }
}
