//! Helpers shared by the differential tests of our passes against
//! `mlir-opt` 22 (`differential_loops.rs`, `differential_scalrep_parallel.rs`):
//! the generated kernel's inputs, a run of it with our interpreter, and the
//! `else`-region test behind the known dependence-analysis difference.

use affine_interp::{Interpreter, RunResult, Scalar};
use affine_ir::ParseOptions;
use affine_testing::generator::{GeneratedProgram, MemrefInit, nested_literal};

/// The kernel's arguments as `--run-inputs` JSON.
pub fn inputs_json(program: &GeneratedProgram) -> String {
    let memrefs = program.memrefs.iter().zip(program.default_inputs()).map(|(m, init)| {
        let texts: Vec<String> = match init {
            MemrefInit::F32Bits(bits) => bits.into_iter().map(|b| f32::from_bits(b).to_string()).collect(),
            MemrefInit::Ints(v) => v.into_iter().map(|x| x.to_string()).collect(),
        };
        nested_literal(&texts, &m.shape)
    });
    let symbols = program.symbols.iter().map(|s| s.value.to_string());
    format!("[{}]", memrefs.chain(symbols).collect::<Vec<_>>().join(", "))
}

/// `json` (a [`inputs_json`] array) with every top-level integer (the
/// kernel's symbols and sizes) `v` replaced by `-v - 1`, or `None` if it has
/// none. The generated values make every loop run; negative ones make
/// loops such as `0 to %s` or `2 to %s + 8` run zero times, where a
/// transformation that assumes a loop runs (a hoisted copy, a promoted or
/// peeled iteration, a fused slice) is wrong. Checked only where the
/// original kernel runs.
pub fn negative_symbol_inputs(json: &str) -> Option<String> {
    let serde_json::Value::Array(mut entries) = serde_json::from_str(json).ok()? else { return None };
    let mut any = false;
    for e in &mut entries {
        if let Some(v) = e.as_i64() {
            *e = serde_json::Value::from(-v - 1);
            any = true;
        }
    }
    any.then(|| serde_json::Value::Array(entries).to_string())
}

/// Checks `transformed` against `original` on [`negative_symbol_inputs`]
/// of `json`: `Err` with the inputs if the original runs and the
/// transformed kernel fails or leaves other memref contents.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn same_on_negative_symbols(original: &str, transformed: &str, json: &str) -> Result<(), String> {
    let Some(negative) = negative_symbol_inputs(json) else { return Ok(()) };
    let Ok(expected) = execute(original, &negative) else { return Ok(()) };
    match execute(transformed, &negative) {
        Ok(got) if got == expected => Ok(()),
        Ok(_) => Err(format!("computes something else on the inputs {negative}")),
        Err(e) => Err(format!("fails on the inputs {negative} (where the original runs): {e}")),
    }
}

/// Every memref argument's final elements (floats by their bits).
pub type Memory = Vec<Vec<Option<u64>>>;

/// Runs `@kernel` of `text` with our interpreter.
pub fn execute(text: &str, json: &str) -> Result<Memory, String> {
    let mut ctx = affine_dialects::new_context();
    let module = affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default())
        .map_err(|d| format!("parse: {}", d.message))?;
    affine_ir::verify::verify(&ctx, module).map_err(|d| format!("verify: {}", d.message))?;
    let interp = Interpreter::new(&ctx, module).map_err(|e| e.to_string())?;
    let args = interp.inputs_from_json("kernel", json).map_err(|e| e.to_string())?;
    let result: RunResult = interp.run("kernel", args).map_err(|e| e.to_string())?;
    Ok(result
        .arg_memrefs
        .iter()
        .flatten()
        .map(|m| {
            m.contents()
                .unwrap_or_default()
                .iter()
                .map(|s| match s {
                    Scalar::Int(i) => Some(*i as u64),
                    Scalar::Float(f) => Some(f.to_bits()),
                    // f80 / f128 bits folded to 64 (a fingerprint for comparisons).
                    Scalar::Wide(b) => Some((*b as u64) ^ ((*b >> 64) as u64).rotate_left(1)),
                    Scalar::Poison => None,
                })
                .collect()
        })
        .collect())
}

/// True if some affine load or store of `text` is in the `else` region of
/// an `affine.if`. `mlir-opt` 22's dependence analysis adds the `if`
/// condition to the domain of such an access (so it often finds no
/// dependence at all); ours does not (see
/// `tests/lit/dependences/differences.mlir`), even when reproducing
/// `mlir-opt`'s decisions, so dependence-based passes may decide
/// differently there.
pub fn has_access_in_else_region(text: &str) -> bool {
    let mut ctx = affine_dialects::new_context();
    let Ok(module) = affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default()) else {
        return false;
    };
    ctx.ir.walk(module, affine_ir::ir::WalkOrder::PreOrder).into_iter().any(|op| {
        affine_dialects::affine::AffineIfView::get(&ctx, op).is_some_and(|v| {
            v.else_block.is_some_and(|b| {
                ctx.ir.block_ops(b).any(|o| {
                    ctx.ir
                        .walk(o, affine_ir::ir::WalkOrder::PreOrder)
                        .into_iter()
                        .any(|x| affine_dialects::affine::AffineAccessView::get(&ctx, x).is_some())
                })
            })
        })
    })
}

/// `tool FLAG FILE` with standard output discarded: exit code and standard
/// error (diagnostics), to compare a test pass's reports with `mlir-opt`'s.
/// Panics if the tool runs for ten minutes (a hang fails the test instead
/// of stalling it); [`diagnostics_within`] for a shorter limit.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn diagnostics_of(tool: &str, flag: &str, file: &std::path::Path) -> (Option<i32>, String) {
    diagnostics_within(tool, flag, file, std::time::Duration::from_secs(600))
        .unwrap_or_else(|| panic!("{tool} {flag} {} ran for ten minutes", file.display()))
}

/// [`diagnostics_of`], killing the tool after `timeout`: `None` if it ran
/// that long.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn diagnostics_within(
    tool: &str,
    flag: &str,
    file: &std::path::Path,
    timeout: std::time::Duration,
) -> Option<(Option<i32>, String)> {
    use std::io::Read;
    let mut child = std::process::Command::new(tool)
        .arg(flag)
        .arg(file)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn tool");
    let mut stderr = child.stderr.take().expect("piped stderr");
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr.read_to_end(&mut buf);
        String::from_utf8_lossy(&buf).into_owned()
    });
    let start = std::time::Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for tool") {
            break status;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            let _ = reader.join();
            return None;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    };
    Some((status.code(), reader.join().unwrap_or_default()))
}

/// How long a differential test lets one `mlir-opt` run take before it
/// counts as an `mlir-opt` failure: `AFFINE_TOOL_TIMEOUT_SECS` if set, else
/// 5 seconds. `mlir-opt` 22 transforms the generated kernels in well under
/// a second, but some passes never finish on some inputs (e.g.
/// `tests/lit/upstream-bugs/simplify-structures-semi-affine-endless.mlir`,
/// which also grows memory until it runs out).
#[allow(dead_code)] // not every test crate including this module uses it
pub fn mlir_opt_timeout() -> std::time::Duration {
    std::env::var("AFFINE_TOOL_TIMEOUT_SECS")
        .ok()
        .and_then(|s| s.parse::<u64>().ok())
        .map_or(std::time::Duration::from_secs(5), std::time::Duration::from_secs)
}

/// Our pipeline `spec` (run through the registry, with verification after
/// each pass) on the module `text`: the printed output, as `affine-opt`
/// writes it.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn run_registry_pipeline(text: &str, spec: &affine_transforms::PipelineSpec) -> Result<String, String> {
    run_pipeline_in(text, spec, &affine_transforms::default_registry())
}

/// [`run_registry_pipeline`] with the passes of `registry`.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn run_pipeline_in(
    text: &str,
    spec: &affine_transforms::PipelineSpec,
    registry: &affine_transforms::PassRegistry,
) -> Result<String, String> {
    let mut ctx = affine_dialects::new_context();
    let module = affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default())
        .map_err(|d| format!("parse: {}", d.message))?;
    let mut diagnostics = Vec::new();
    let mut sink = affine_transforms::DiagnosticSink::collect_into(&mut diagnostics);
    affine_transforms::run_pipeline(&mut ctx, module, spec, registry, true, &mut sink).map_err(|d| d.message)?;
    affine_ir::verify::verify(&ctx, module).map_err(|d| format!("verify: {}", d.message))?;
    Ok(format!("{}\n", affine_ir::print_op(&ctx, module, &affine_ir::PrintOptions::default())))
}

/// The first line of a tool failure that says `error` (what a tally of
/// mlir-opt failures lists), `timed out` for a timeout, or `failed`.
#[allow(dead_code)] // not every test crate including this module uses it
pub fn first_error_line(failure: &impl std::fmt::Display) -> String {
    let text = failure.to_string();
    text.lines().find(|l| l.contains("error") || l.contains(" timed out after ")).unwrap_or("failed").to_string()
}

/// `mlir-opt` 22 analyses whose Fourier-Motzkin elimination is known to run
/// out of memory on generated programs, as named in its stack trace (the
/// outermost entry of the trace that is listed wins), with the file test
/// that keeps each case.
const OUT_OF_MEMORY_CAUSES: &[(&str, &str)] = &[
    ("isTilingValid", "tests/lit/upstream-bugs/loop-tile-fm-out-of-memory.mlir"),
    ("canFuseLoops", "tests/lit/upstream-bugs/loop-fusion-out-of-memory.mlir"),
    ("MemRefRegion::compute", "tests/lit/upstream-bugs/memref-bound-check-fm-out-of-memory.mlir"),
];

/// Address-space limit of [`upstream_failure_cause`]'s rerun (`ulimit -v`,
/// KiB): `mlir-opt` 22 needs under 200 MB on the generated programs, and a
/// Fourier-Motzkin blow-up asks for more within seconds.
const RERUN_ADDRESS_SPACE_KIB: u64 = 1_000_000;

/// What a differential lists for an `mlir-opt` 22 failure on `kernel` run
/// with `args`: by cause where it can tell. A timeout is run again for up
/// to a minute under a 1 GB address-space limit, where a run-away
/// Fourier-Motzkin elimination ends in "LLVM ERROR: out of memory" within
/// seconds; an out-of-memory failure (first run or rerun) is named by the
/// analysis its stack trace shows (`OUT_OF_MEMORY_CAUSES`), another crash
/// by the innermost MLIR function of its stack trace. Anything else is the
/// first error line ([`first_error_line`]).
#[allow(dead_code)] // not every test crate including this module uses it
pub fn upstream_failure_cause(
    mlir_opt: &std::path::Path,
    kernel: &str,
    args: &[&str],
    failure: &affine_testing::runner::HarnessError,
) -> String {
    use affine_testing::runner::HarnessError;
    let stderr = match failure {
        HarnessError::ToolFailed { stderr, .. } => Some(stderr.clone()),
        HarnessError::Timeout { .. } => rerun_with_memory_limit(mlir_opt, kernel, args),
        _ => None,
    };
    match stderr {
        Some(stderr) if stderr.contains("LLVM ERROR: out of memory") => {
            let frames: Vec<&str> = stderr.lines().filter(|l| l.trim_start().starts_with('#')).collect();
            let known = frames
                .iter()
                .rev()
                .find_map(|frame| OUT_OF_MEMORY_CAUSES.iter().find(|(name, _)| frame.contains(name)));
            let fm = if frames.iter().any(|f| f.contains("fourierMotzkinEliminate")) {
                " in Fourier-Motzkin elimination"
            } else {
                ""
            };
            let how = if matches!(failure, HarnessError::Timeout { .. }) {
                format!(" (timed out; under ulimit -v {RERUN_ADDRESS_SPACE_KIB})")
            } else {
                String::new()
            };
            match known {
                Some((name, test)) => format!("out of memory{fm} under {name}{how}: known, {test}"),
                None => format!("out of memory{fm}{how}: no known cause"),
            }
        }
        // A crash: named by the innermost MLIR function of its stack trace.
        Some(stderr) if stderr.contains("Stack dump:") && !stderr.contains("error: ") => {
            let function = stderr
                .lines()
                .filter(|l| l.trim_start().starts_with('#'))
                .find_map(|frame| frame.find(" mlir::").map(|at| &frame[at + 1..]))
                .map(|f| f.split('(').next().unwrap_or(f));
            match function {
                Some(f) => format!("crashed in {f}"),
                None => "crashed".to_string(),
            }
        }
        _ => first_error_line(failure),
    }
}

/// Standard error of `mlir-opt args` on `kernel` run under
/// [`RERUN_ADDRESS_SPACE_KIB`] for up to a minute; `None` if it still runs
/// then (or cannot start).
fn rerun_with_memory_limit(mlir_opt: &std::path::Path, kernel: &str, args: &[&str]) -> Option<String> {
    use std::io::{Read, Write};
    let mut child = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {RERUN_ADDRESS_SPACE_KIB}; exec \"$0\" \"$@\""))
        .arg(mlir_opt)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let input = kernel.to_string();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stderr = child.stderr.take()?;
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stderr.read_to_end(&mut buf);
        String::from_utf8_lossy(&buf).into_owned()
    });
    let start = std::time::Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() < std::time::Duration::from_secs(60) => {
                std::thread::sleep(std::time::Duration::from_millis(5))
            }
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                let _ = writer.join();
                let _ = reader.join();
                return None;
            }
        }
    }
    let _ = writer.join();
    reader.join().ok()
}
