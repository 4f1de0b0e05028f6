//! `gen-affine --seed N [--flavor deps|exec|fusion|fusion-mix|loops-mix] [--main] [--no-divisions]
//! [--no-ifs] [--no-iter-args] [--no-symbols] [--no-dynamic-shapes] [--max-depth D]`: prints one
//! generated affine program (the kernel alone, or with the `@main` wrapper
//! that `mlir-runner` can execute). The `--no-*` flags and `--max-depth`
//! adjust the flavor's [`GenConfig`] preset.

use affine_testing::{Flavor, GenConfig, generate};
use std::process::ExitCode;

const USAGE: &str = "usage: gen-affine --seed N [--flavor deps|exec|fusion|fusion-mix|loops-mix] [--main] \
[--no-divisions] [--no-ifs] [--no-iter-args] [--no-symbols] [--no-dynamic-shapes] [--max-depth D]";

/// Features switched off on the command line.
#[derive(Default)]
struct Features {
    divisions: bool,
    ifs: bool,
    iter_args: bool,
    symbols: bool,
    dynamic_shapes: bool,
}

struct Options {
    seed: u64,
    config: GenConfig,
    main: bool,
}

fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut seed = None;
    let mut flavor = Flavor::Exec;
    let mut mix: Option<GenConfig> = None;
    let mut main = false;
    let mut off = Features::default();
    let mut max_depth = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let (key, inline) = match arg.split_once('=') {
            Some((k, v)) => (k, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            inline.clone().or_else(|| it.next().cloned()).ok_or_else(|| format!("{name} needs a value"))
        };
        match key {
            "--seed" => {
                let v = value("--seed")?;
                seed = Some(v.parse::<u64>().map_err(|_| format!("bad seed `{v}`"))?);
            }
            "--flavor" => {
                let v = value("--flavor")?;
                mix = match v.as_str() {
                    "fusion-mix" => Some(GenConfig::fusion_mix()),
                    "loops-mix" => Some(GenConfig::loops_mix()),
                    _ => None,
                };
                if mix.is_none() {
                    flavor = Flavor::parse(&v).ok_or_else(|| format!("unknown flavor `{v}`"))?;
                }
            }
            "--main" => main = true,
            "--no-divisions" => off.divisions = true,
            "--no-ifs" => off.ifs = true,
            "--no-iter-args" => off.iter_args = true,
            "--no-symbols" => off.symbols = true,
            "--no-dynamic-shapes" => off.dynamic_shapes = true,
            "--max-depth" => {
                let v = value("--max-depth")?;
                let d = v
                    .parse::<usize>()
                    .ok()
                    .filter(|d| (1..=4).contains(d))
                    .ok_or_else(|| format!("bad depth `{v}` (1-4)"))?;
                max_depth = Some(d);
            }
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    let seed = seed.ok_or_else(|| "--seed is required".to_string())?;
    let mut config = mix.unwrap_or_else(|| GenConfig::for_flavor(flavor));
    config.use_divisions &= !off.divisions;
    config.use_ifs &= !off.ifs;
    config.use_iter_args &= !off.iter_args;
    config.use_symbols &= !off.symbols;
    config.use_dynamic_shapes &= !off.dynamic_shapes;
    if let Some(d) = max_depth {
        config.max_depth = d;
    }
    Ok(Options { seed, config, main })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse_args(&args) {
        Ok(opts) => {
            let program = generate(opts.seed, &opts.config);
            let text = if opts.main { program.main_module() } else { program.kernel_module() };
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
