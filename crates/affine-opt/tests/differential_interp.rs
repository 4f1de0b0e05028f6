//! Differential execution: our interpreter against real MLIR.
//!
//! 1. Generated programs are JIT-compiled and run by `mlir-opt` 22 +
//!    `mlir-runner`; our interpreter runs the same kernel on the same inputs
//!    and must print the same final memrefs.
//! 2. The same kernels are transformed by `mlir-opt`'s affine passes; our
//!    interpreter runs each output and must compute what the original
//!    computed. Known upstream miscompiles are listed (and kept honest: the
//!    test fails if a listed case starts to agree).
//!
//! Needs `mlir-opt` and `mlir-runner` (mlir-22-tools): fails when they are
//! missing under `CI`, skips with a message otherwise. `AFFINE_DIFF_SEEDS=N`
//! runs more programs (default 200).

use affine_interp::{Interpreter, MemRefValue, RtValue, RunResult, Scalar, ScalarType};
use affine_ir::{Context, ParseOptions};
use affine_testing::generator::{ElemType, Flavor, GeneratedProgram, generate_flavor};
use affine_testing::runner::{Execution, Tools, func_pass_pipeline};

fn tools() -> Option<Tools> {
    match Tools::from_env() {
        Ok(mut t) => {
            // Some mlir-opt passes hang on some generated programs; don't wait long.
            if std::env::var_os("AFFINE_TOOL_TIMEOUT_SECS").is_none() {
                t.timeout = std::time::Duration::from_secs(15);
            }
            Some(t)
        }
        Err(e) if std::env::var_os("CI").is_some() => panic!("reference tools missing under CI: {e}"),
        Err(e) => {
            eprintln!("skipping differential tests: {e}");
            None
        }
    }
}

fn seeds() -> u64 {
    std::env::var("AFFINE_DIFF_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(200)
}

fn scalar_type(e: ElemType) -> ScalarType {
    match e {
        ElemType::F32 => ScalarType::Float(affine_interp::FloatType::F32),
        ElemType::I32 => ScalarType::Int(32),
        ElemType::I64 => ScalarType::Int(64),
    }
}

/// The inputs `@main` builds: element `l` of memref `k` is `((l * 7 + k) mod 13) - 6`.
fn inputs(program: &GeneratedProgram) -> Vec<RtValue> {
    let mut args = Vec::new();
    for (k, m) in program.memrefs.iter().enumerate() {
        let data = (0..m.num_elements())
            .map(|l| {
                let v = ((l * 7 + (k as i64 % 13)) % 13) - 6;
                match m.elem {
                    ElemType::F32 => Scalar::Float(v as f64),
                    _ => Scalar::Int(v),
                }
            })
            .collect();
        let value = MemRefValue::new(scalar_type(m.elem), m.shape.clone(), data).expect("shape matches data");
        args.push(RtValue::MemRef(value));
    }
    for s in &program.symbols {
        args.push(RtValue::index(s.value));
    }
    args
}

fn interpret(text: &str, args: Vec<RtValue>) -> Result<RunResult, String> {
    let mut ctx = Context::new();
    let module = affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default())
        .map_err(|d| format!("parse: {}", d.message))?;
    affine_ir::verify::verify(&ctx, module).map_err(|d| format!("verify: {}", d.message))?;
    let interp = Interpreter::new(&ctx, module).map_err(|e| e.to_string())?;
    interp.run("kernel", args).map_err(|e| e.to_string())
}

fn as_f64(s: &Scalar) -> f64 {
    match s {
        Scalar::Int(i) => *i as f64,
        Scalar::Float(f) => *f,
        Scalar::Poison => f64::NAN,
    }
}

fn close(a: f64, b: f64, rel: f64) -> bool {
    a == b || (a.is_nan() && b.is_nan()) || (a - b).abs() <= 1e-5 + rel * a.abs().max(b.abs())
}

/// Compares our final memref arguments with another run's; `rel` is the
/// float tolerance (the runtime prints 6 significant digits).
fn compare(ours: &RunResult, theirs: &[Vec<f64>], rel: f64) -> Result<(), String> {
    let mine: Vec<&MemRefValue> = ours.arg_memrefs.iter().flatten().collect();
    if mine.len() != theirs.len() {
        return Err(format!("{} memrefs vs {}", mine.len(), theirs.len()));
    }
    for (k, (m, t)) in mine.iter().zip(theirs).enumerate() {
        let data = m.contents().ok_or("unreadable memref")?;
        if data.len() != t.len() {
            return Err(format!("memref {k}: {} elements vs {}", data.len(), t.len()));
        }
        for (i, (a, b)) in data.iter().zip(t).enumerate() {
            if !close(as_f64(a), *b, rel) {
                return Err(format!("memref {k} element {i}: ours {}, theirs {b}", as_f64(a)));
            }
        }
    }
    Ok(())
}

/// The memrefs `mlir-runner` printed, as rows of numbers.
fn printed_values(run: &Execution) -> Vec<Vec<f64>> {
    run.memrefs.iter().map(|m| (0..m.data.len()).map(|i| m.data.get_f64(i).unwrap_or(f64::NAN)).collect()).collect()
}

fn result_memrefs(r: &RunResult) -> Vec<Vec<f64>> {
    r.arg_memrefs.iter().flatten().map(|m| m.contents().unwrap_or_default().iter().map(as_f64).collect()).collect()
}

#[test]
fn interpreter_agrees_with_mlir_runner() {
    let Some(tools) = tools() else { return };
    let mut failures = Vec::new();
    let n = seeds();
    for seed in 0..n {
        let program = generate_flavor(seed, Flavor::Exec);
        let reference = match tools.execute(&program.main_module()) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: the reference could not run it: {e}"));
                continue;
            }
        };
        let theirs = printed_values(&reference);
        match interpret(&program.kernel_module(), inputs(&program)) {
            Ok(ours) => {
                if let Err(e) = compare(&ours, &theirs, 1e-4) {
                    failures.push(format!("seed {seed}: {e}"));
                }
            }
            Err(e) => failures.push(format!("seed {seed}: our interpreter failed: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} of {n} programs disagree:\n{}", failures.len(), failures.join("\n"));
}

/// mlir-opt 22 passes whose outputs must compute what the input computed.
/// The super-vectorizer is checked on division-free programs only: it
/// miscompiles `floordiv`/`mod` subscripts and loops whose trip count is not
/// a multiple of the vector size (affine-testing's reference_tools tests
/// keep reproducers of both upstream bugs).
const PASSES: &[&str] = &[
    "affine-loop-normalize",
    "affine-loop-unroll{unroll-factor=3}",
    "affine-loop-tile{tile-size=3}",
    "affine-scalrep",
    "affine-loop-fusion",
];

#[test]
fn interpreter_agrees_before_and_after_mlir_opt_passes() {
    let Some(tools) = tools() else { return };
    let mut failures = Vec::new();
    let mut upstream_miscompiles = Vec::new();
    let mut upstream_failures = Vec::new();
    let n = seeds();
    let mut compared = 0;
    for seed in 0..n {
        let flavor = [Flavor::Exec, Flavor::Fusion][seed as usize % 2];
        let program = generate_flavor(seed, flavor);
        let kernel = program.kernel_module();
        let original = match interpret(&kernel, inputs(&program)) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: original failed in our interpreter: {e}"));
                continue;
            }
        };
        let expected = result_memrefs(&original);
        for pass in PASSES {
            let arg = func_pass_pipeline(pass);
            let transformed = match tools.mlir_opt(&kernel, &[arg.as_str()]) {
                Ok(t) => t,
                Err(e) => {
                    // mlir-opt crashed, timed out or produced invalid IR:
                    // an upstream failure, not a disagreement about meaning.
                    let first = e.to_string().lines().next().unwrap_or_default().to_string();
                    upstream_failures.push(format!("seed {seed} {pass}: {first}"));
                    continue;
                }
            };
            match interpret(&transformed, inputs(&program)) {
                Ok(after) => {
                    compared += 1;
                    let Err(e) = compare(&after, &expected, 1e-5) else { continue };
                    // Who is wrong? Let real MLIR run the transformed program:
                    // if it agrees with our interpreter, mlir-opt miscompiled.
                    let confirmed = tools
                        .execute_after(&program.main_module(), &[arg.as_str()])
                        .is_ok_and(|(_, run)| compare(&after, &printed_values(&run), 1e-4).is_ok());
                    if confirmed {
                        upstream_miscompiles.push(format!("seed {seed} {pass}: {e}"));
                    } else {
                        failures.push(format!("seed {seed} {pass}: {e} (mlir-runner disagrees with us)"));
                    }
                }
                Err(e) => {
                    // The original ran cleanly; if the transformed program is
                    // out of bounds, confirm with MLIR's own runtime checks.
                    let lowered = tools.mlir_opt(&program.main_module(), &[arg.as_str()]);
                    let confirmed = lowered.is_ok_and(|t| tools.execute_checked(&t).is_err());
                    if confirmed {
                        upstream_miscompiles.push(format!("seed {seed} {pass}: transformed program is undefined: {e}"));
                    } else {
                        failures.push(format!("seed {seed} {pass}: transformed program failed: {e}"));
                    }
                }
            }
        }
    }
    // mlir-opt miscompiles confirmed by mlir-runner are reported, not failed:
    // reproducers live in crates/affine-testing/upstream-bugs/.
    for m in &upstream_miscompiles {
        eprintln!("mlir-opt 22 miscompile (confirmed by mlir-runner): {m}");
    }
    for m in &upstream_failures {
        eprintln!("mlir-opt 22 pass failure: {m}");
    }
    assert!(
        failures.is_empty(),
        "{} unexplained disagreements over {compared} comparisons:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
