//! Runs one function of an MLIR file and prints the results.
//!
//! Usage: `interp_run FILE.mlir [FUNC] [--seed N] [--dyn-size N] [--json ARGS]`
//!
//! Arguments come from `--json` (a JSON array, one entry per parameter,
//! see `affine_interp::value_from_json`) or are drawn deterministically from
//! `--seed` (default 0), with dynamic sizes `--dyn-size` (default 8). The
//! output is the stable format of `affine_interp::RunResult`; errors go to
//! stderr with exit code 1.

use affine_interp::Interpreter;
use affine_ir::parser::{ParseOptions, parse_source};

fn fail(msg: &str) -> ! {
    eprintln!("{msg}");
    std::process::exit(1);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut file = None;
    let mut func = None;
    let mut seed = 0u64;
    let mut dyn_size = 8i64;
    let mut json = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--seed" => seed = it.next().and_then(|s| s.parse().ok()).unwrap_or_else(|| fail("bad --seed")),
            "--dyn-size" => dyn_size = it.next().and_then(|s| s.parse().ok()).unwrap_or_else(|| fail("bad --dyn-size")),
            "--json" => json = Some(it.next().cloned().unwrap_or_else(|| fail("missing --json value"))),
            _ if file.is_none() => file = Some(a.clone()),
            _ if func.is_none() => func = Some(a.clone()),
            _ => fail(&format!("unexpected argument {a}")),
        }
    }
    let file =
        file.unwrap_or_else(|| fail("usage: interp_run FILE.mlir [FUNC] [--seed N] [--dyn-size N] [--json ARGS]"));
    let src = std::fs::read_to_string(&file).unwrap_or_else(|e| fail(&format!("cannot read {file}: {e}")));
    let mut ctx = affine_dialects::new_context();
    let module = parse_source(&mut ctx, &src, &file, &ParseOptions::default())
        .unwrap_or_else(|d| fail(&format!("{file}: parse error: {}", d.message)));
    let interp = Interpreter::new(&ctx, module).unwrap_or_else(|e| fail(&e.to_string()));
    let func = func.unwrap_or_else(|| "main".to_string());
    let inputs = match &json {
        Some(j) => interp.inputs_from_json(&func, j),
        None => interp.random_inputs(&func, seed, dyn_size),
    }
    .unwrap_or_else(|e| fail(&e.to_string()));
    match interp.run(&func, inputs) {
        Ok(r) => print!("{r}"),
        Err(e) => fail(&e.to_string()),
    }
}
