//! Interpreter throughput benchmark (see `bench/interp/README.md`).
//!
//! Usage: `interp_bench FILE.mlir [FUNC] [REPEAT]` — parses FILE, runs FUNC
//! (default `main`) on deterministic random inputs REPEAT times (default
//! 3) and prints ops executed, the best wall time and ops per second.

use std::time::Instant;

use affine_interp::Interpreter;
use affine_ir::parser::{ParseOptions, parse_source};

/// CPU time of this thread in seconds (from `/proc/thread-self/schedstat`),
/// so numbers are meaningful on a loaded machine; `None` elsewhere.
fn cpu_time() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: interp_bench FILE.mlir [FUNC] [REPEAT]");
        std::process::exit(2);
    };
    let func = args.get(2).map(String::as_str).unwrap_or("main");
    let repeat: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(3);
    let src = match std::fs::read_to_string(path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(1);
        }
    };
    let mut ctx = affine_dialects::new_context();
    let module = match parse_source(&mut ctx, &src, path, &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => {
            eprintln!("{path}: parse error: {}", d.message);
            std::process::exit(1);
        }
    };
    let t0 = Instant::now();
    let interp = match Interpreter::new(&ctx, module) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let compile = t0.elapsed();
    let mut best = f64::INFINITY;
    let mut best_cpu = f64::INFINITY;
    let mut ops = 0;
    for _ in 0..repeat.max(1) {
        let inputs = match interp.random_inputs(func, 1, 16) {
            Ok(i) => i,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        };
        let t = Instant::now();
        let c0 = cpu_time();
        let (r, n) = interp.run_counted(func, inputs);
        let dt = t.elapsed().as_secs_f64();
        if let (Some(a), Some(b)) = (c0, cpu_time()) {
            best_cpu = best_cpu.min(b - a);
        }
        if let Err(e) = r {
            eprintln!("{e}");
            std::process::exit(1);
        }
        ops = n;
        best = best.min(dt);
    }
    println!(
        "{path}: {ops} ops; best of {repeat}: wall {:.3} s = {:.1} M ops/s, cpu {:.3} s = {:.1} M ops/s; compile {:.2} ms",
        best,
        ops as f64 / best / 1e6,
        best_cpu,
        ops as f64 / best_cpu / 1e6,
        compile.as_secs_f64() * 1e3
    );
}
