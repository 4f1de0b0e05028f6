//! Differential execution: our interpreter against real MLIR.
//!
//! 1. Generated programs are JIT-compiled and run by `mlir-opt` 22 +
//!    `mlir-runner` on arbitrary (not dyadic) float inputs; our interpreter
//!    runs the same kernel on the same inputs, given as the shortest decimals
//!    through `--run-inputs`' JSON reader, and must compute the same final
//!    memrefs bit for bit (`@main` prints `f32` results as their bit patterns).
//! 2. The same kernels are transformed by `mlir-opt`'s affine passes
//!    (normalize, unroll, tile, scalrep, fusion) and by the super-vectorizer
//!    in three configurations; our interpreter runs each output and must
//!    compute what the original computed.
//!
//! Every disagreement is classified. When the transformed kernel, spliced
//! into the generated `@main` and run by `mlir-runner`, prints what our
//! interpreter computes for it, and `mlir-runner` agrees with us on the
//! original too, `mlir-opt` changed the program's meaning: a *confirmed
//! upstream miscompile*, listed on stderr (reproducers in
//! `tests/lit/upstream-bugs/`). A transformed program that our interpreter
//! stops as undefined is confirmed with MLIR's runtime verification. `mlir-opt`
//! crashing or printing invalid IR is an *upstream pass failure*, also listed.
//! Anything else (mlir-runner disagreeing with our interpreter, an op we do
//! not support) fails the test.
//!
//! Needs `mlir-opt` and `mlir-runner` (mlir-22-tools): fails when they are
//! missing under `CI`, skips with a message otherwise. `AFFINE_DIFF_SEEDS=N`
//! runs more (or fewer) programs (default 200; `A..B` runs seeds A to B-1);
//! `AFFINE_DIFF_VECTORIZE_SEEDS` sets the programs checked through the
//! super-vectorizer alone, the same way (default: as many). Run with
//! `--nocapture` to see the tallies and the list of upstream problems.

use std::time::Instant;

use affine_interp::{InterpError, Interpreter, RunResult, Scalar, ScalarType};
use affine_ir::ParseOptions;
use affine_testing::generator::{ElemType, Flavor, GeneratedProgram, MemrefInit, generate_flavor};
use affine_testing::runner::{Execution, HarnessError, Tolerance, Tools, func_pass_pipeline, seeds_from_env};

fn tools() -> Option<Tools> {
    let mut t = Tools::from_env_or_skip("differential tests")?;
    // Some mlir-opt passes hang on some generated programs; don't wait long.
    if std::env::var_os("AFFINE_TOOL_TIMEOUT_SECS").is_none() {
        t.timeout = std::time::Duration::from_secs(15);
    }
    Some(t)
}

fn seeds() -> std::ops::Range<u64> {
    seeds_from_env("AFFINE_DIFF_SEEDS", 200)
}

/// Programs checked through the super-vectorizer (three configurations each).
fn vectorize_seeds() -> std::ops::Range<u64> {
    if std::env::var_os("AFFINE_DIFF_VECTORIZE_SEEDS").is_some() {
        seeds_from_env("AFFINE_DIFF_VECTORIZE_SEEDS", 200)
    } else {
        seeds()
    }
}

/// The program checked for `seed` in the pass differential.
fn pass_program(seed: u64) -> GeneratedProgram {
    let flavor = [Flavor::Exec, Flavor::Fusion][seed as usize % 2];
    generate_flavor(seed, flavor)
}

/// Why our interpreter did not produce a result.
enum RunError {
    /// Our parser or verifier rejected the text (a gap in affine-ir).
    Frontend(String),
    /// The interpreter stopped: undefined behaviour or an unsupported op.
    Interp(InterpError),
}

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Frontend(m) => f.write_str(m),
            RunError::Interp(e) => e.fmt(f),
        }
    }
}

/// Runs `@kernel` of `text`. Generated programs never make poison, so
/// originals run strictly (a poison store is an error). Transformed programs
/// run with `poison_in_memory`: vectorized code pads out-of-bounds lanes of
/// `vector.transfer_read` with `ub.poison` and may store them where the
/// original never wrote, or where they are overwritten later, which is
/// legal (LLVM semantics); poison left in a result shows up in the
/// comparison.
fn interpret(text: &str, inputs_json: &str, poison_in_memory: bool) -> Result<RunResult, RunError> {
    let mut ctx = affine_dialects::new_context();
    let module = affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default())
        .map_err(|d| RunError::Frontend(format!("parse: {}", d.message)))?;
    affine_ir::verify::verify(&ctx, module).map_err(|d| RunError::Frontend(format!("verify: {}", d.message)))?;
    let mut interp = Interpreter::new(&ctx, module).map_err(RunError::Interp)?;
    interp.set_poison_in_memory(poison_in_memory);
    let args = interp.inputs_from_json("kernel", inputs_json).map_err(RunError::Interp)?;
    interp.run("kernel", args).map_err(RunError::Interp)
}

/// An element as compared: an integer, or the bit pattern of an `f32`
/// (as `printMemrefI32` prints it, sign-extended); `None` is poison.
fn element(s: &Scalar) -> Option<i64> {
    match s {
        Scalar::Int(i) => Some(*i),
        Scalar::Float(f) => Some(i64::from((*f as f32).to_bits() as i32)),
        // Generated programs hold no f80 / f128; their low bits otherwise.
        Scalar::Wide(b) => Some(*b as i64),
        Scalar::Poison => None,
    }
}

/// Allowed difference between f32 results of a program and its
/// super-vectorized form with `vectorize-reductions=true`, which reassociates
/// floating-point reductions (lane-wise partial sums combined at the end):
/// `|a - b| <= 1e-3 + 1e-5 * max(|a|, |b|)`. The pass differential runs on
/// integer-valued inputs (the generator keeps floats integer-valued and
/// below 2^23) so the results are in fact exact today. Integers always
/// compare exactly; every other pass, and every comparison with
/// `mlir-runner`, compares bit for bit.
const REASSOCIATED_F32: Tolerance = Tolerance { abs: 1e-3, rel: 1e-5 };

/// A memref as compared: is it float-typed, and its row-major elements.
type Values = (bool, Vec<Option<i64>>);

fn result_memrefs(r: &RunResult) -> Vec<Values> {
    r.arg_memrefs
        .iter()
        .flatten()
        .map(|m| {
            let float = matches!(m.elem, ScalarType::Float(_));
            (float, m.contents().unwrap_or_default().iter().map(element).collect())
        })
        .collect()
}

/// The memrefs `mlir-runner` printed (floatness taken from the program;
/// `f32` memrefs were printed as their bit patterns).
fn printed_values(program: &GeneratedProgram, run: &Execution) -> Vec<Values> {
    run.memrefs
        .iter()
        .enumerate()
        .map(|(k, m)| {
            let float = program.memrefs.get(k).is_some_and(|s| s.elem == ElemType::F32);
            let data = match &m.data {
                affine_testing::runner::MemrefData::Int(v) => v.iter().map(|&x| Some(x)).collect(),
                other => (0..other.len()).map(|_| None).collect(),
            };
            (float, data)
        })
        .collect()
}

/// How poison elements compare.
#[derive(Clone, Copy, PartialEq)]
enum Poison {
    /// Poison equals only poison (two runs of our interpreter).
    Exact,
    /// A poison element of `actual` (our run) matches whatever value
    /// `expected` (mlir-runner, where poison becomes some value) has there.
    MatchesAnything,
}

fn show(float: bool, v: Option<i64>) -> String {
    match v {
        None => "poison".to_string(),
        Some(x) if float => {
            let f = f32::from_bits(x as u32);
            format!("{f} ({:#010x})", f.to_bits())
        }
        Some(x) => x.to_string(),
    }
}

/// First difference between two runs' memrefs; `tol` applies to float
/// memrefs (values decoded from their bits), integers compare exactly.
fn compare(actual: &[Values], expected: &[Values], tol: Tolerance, poison: Poison) -> Result<(), String> {
    if actual.len() != expected.len() {
        return Err(format!("{} memrefs vs {}", actual.len(), expected.len()));
    }
    for (k, ((float, a), (_, e))) in actual.iter().zip(expected).enumerate() {
        if a.len() != e.len() {
            return Err(format!("memref {k}: {} elements vs {}", a.len(), e.len()));
        }
        let same = |i: usize| match (a[i], e[i]) {
            (Some(x), Some(y)) if *float && tol != Tolerance::EXACT => {
                let value = |b: i64| f64::from(f32::from_bits(b as u32));
                tol.accepts(value(x), value(y))
            }
            (Some(x), Some(y)) => x == y,
            (None, None) => true,
            (None, Some(_)) => poison == Poison::MatchesAnything,
            (Some(_), None) => false,
        };
        if let Some(i) = (0..a.len()).find(|&i| !same(i)) {
            return Err(format!("memref {k} element {i}: {} instead of {}", show(*float, a[i]), show(*float, e[i])));
        }
    }
    Ok(())
}

/// The integer every `ub.poison` becomes in [`refine_poison`].
const POISON_INT: i64 = 77;

/// Replaces every `%x = ub.poison : T` of `text` by a constant: a quiet NaN
/// for floats, [`POISON_INT`] for integers (splat for vectors). Any value
/// refines poison, so the result is a legal compilation of `text`.
fn refine_poison(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let refined = line.split_once(" = ub.poison : ").and_then(|(lhs, ty)| {
            let elem =
                ty.strip_prefix("vector<").map_or(ty, |v| v.rsplit('x').next().unwrap_or(v).trim_end_matches('>'));
            let value = match elem {
                "f32" => "0x7FC00000".to_string(),
                "f64" => "0x7FF8000000000000".to_string(),
                e if e == "index" || e.starts_with('i') => POISON_INT.to_string(),
                _ => return None,
            };
            let value = if ty.starts_with("vector<") { format!("dense<{value}>") } else { value };
            Some(format!("{lhs} = arith.constant {value} : {ty}"))
        });
        out.push_str(refined.as_deref().unwrap_or(line));
        out.push('\n');
    }
    out
}

#[test]
fn interpreter_agrees_with_mlir_runner() {
    let Some(tools) = tools() else { return };
    let mut failures = Vec::new();
    let seeds = seeds();
    let n = seeds.end.saturating_sub(seeds.start);
    for seed in seeds {
        let program = generate_flavor(seed, Flavor::Exec);
        let inits = program.arbitrary_inputs(seed);
        let reference = match tools.execute(&program.main_module_with_inputs(&inits)) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: the reference could not run it: {e}"));
                continue;
            }
        };
        let theirs = printed_values(&program, &reference);
        match interpret(&program.kernel_module(), &program.inputs_json(&inits), false) {
            Ok(ours) => {
                if let Err(e) = compare(&result_memrefs(&ours), &theirs, Tolerance::EXACT, Poison::Exact) {
                    failures.push(format!("seed {seed}: {e}"));
                }
            }
            Err(e) => failures.push(format!("seed {seed}: our interpreter failed: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} of {n} programs disagree:\n{}", failures.len(), failures.join("\n"));
}

/// How one pass output compared with its input program.
enum Outcome {
    /// Our interpreter computes the same results before and after.
    Agree,
    /// `mlir-opt` changed the meaning, confirmed by `mlir-runner`.
    Miscompile(String),
    /// `mlir-opt` crashed, timed out or printed invalid IR.
    PassFailure(String),
    /// The output leaves poison in results the input defines, but the
    /// concrete executions we try (mlir-runner on the output as lowered,
    /// and with every `ub.poison` refined to NaN / [`POISON_INT`]) compute
    /// the input's results: a violation of MLIR's semantics that these runs
    /// cannot observe (`poison * 0`). Listed, not failed.
    PoisonOnly(String),
    /// Unexplained: our interpreter, parser or the harness is wrong.
    Unexplained(String),
}

/// One generated program, its result in our interpreter and (computed on
/// demand) `mlir-runner`'s result.
struct Subject<'a> {
    tools: &'a Tools,
    program: GeneratedProgram,
    kernel: String,
    /// The memref inputs, for `mlir-runner`'s `@main`.
    inits: Vec<MemrefInit>,
    /// The same inputs (and the symbols) as `--run-inputs` JSON.
    json: String,
    original: Vec<Values>,
    reference: Option<Result<Vec<Values>, String>>,
}

impl Subject<'_> {
    /// `mlir-runner`'s result for the untransformed program.
    fn reference(&mut self) -> Result<&[Values], String> {
        if self.reference.is_none() {
            let run = self.tools.execute(&self.program.main_module_with_inputs(&self.inits)).map_err(|e| e.to_string());
            self.reference = Some(run.map(|r| printed_values(&self.program, &r)));
        }
        match self.reference.as_ref() {
            Some(Ok(v)) => Ok(v),
            Some(Err(e)) => Err(e.clone()),
            None => Err("no reference run".into()),
        }
    }

    /// Runs `pass` on the kernel with `mlir-opt`, our interpreter on the
    /// result, and classifies any disagreement (see the module docs).
    fn check(&mut self, pass: &str, tol: Tolerance) -> Outcome {
        let arg = func_pass_pipeline(pass);
        let transformed = match self.tools.mlir_opt(&self.kernel, &[arg.as_str()]) {
            Ok(t) => t,
            Err(e) => {
                let text = e.to_string();
                let first = text.lines().find(|l| l.contains("error")).or(text.lines().next()).unwrap_or_default();
                return Outcome::PassFailure(first.to_string());
            }
        };
        let Some(spliced) = self.program.with_kernel(&transformed) else {
            return Outcome::Unexplained(format!("cannot splice the transformed kernel into @main:\n{transformed}"));
        };
        let spliced = spliced.main_module_with_inputs(&self.inits);
        match interpret(&transformed, &self.json, true) {
            Ok(after) => {
                let after = result_memrefs(&after);
                let Err(diff) = compare(&after, &self.original, tol, Poison::Exact) else { return Outcome::Agree };
                // Who is wrong? Real MLIR runs the original and the
                // transformed kernel from the same @main.
                let theirs_after = match self.tools.execute(&spliced) {
                    Ok(run) => printed_values(&self.program, &run),
                    Err(e) => return Outcome::Unexplained(format!("{diff}; mlir-runner cannot run the output: {e}")),
                };
                let original = self.original.clone();
                let theirs_before = match self.reference() {
                    Ok(v) => v,
                    Err(e) => return Outcome::Unexplained(format!("{diff}; mlir-runner cannot run the original: {e}")),
                };
                if let Err(e) = compare(&original, theirs_before, Tolerance::EXACT, Poison::Exact) {
                    return Outcome::Unexplained(format!("{diff}; mlir-runner disagrees with us on the original: {e}"));
                }
                if let Err(e) = compare(&after, &theirs_after, tol, Poison::MatchesAnything) {
                    return Outcome::Unexplained(format!("{diff}; mlir-runner disagrees with us on the output: {e}"));
                }
                // The output must really compute something else in MLIR too.
                // A result our interpreter finds poison may come out right
                // by chance (poison lowered to 0, `x - x` of a poison `x`);
                // then a legal refinement of the output, every `ub.poison`
                // replaced by a NaN or an integer constant, must differ.
                if compare(&theirs_after, theirs_before, tol, Poison::Exact).is_err() {
                    return Outcome::Miscompile(diff);
                }
                let theirs_before = theirs_before.to_vec();
                let Some(refined) = self.program.with_kernel(&refine_poison(&transformed)) else {
                    return Outcome::Unexplained(format!("{diff}; cannot splice the refined kernel"));
                };
                match self.tools.execute(&refined.main_module_with_inputs(&self.inits)) {
                    Ok(run) => {
                        let refined_values = printed_values(&self.program, &run);
                        match compare(&refined_values, &theirs_before, tol, Poison::Exact) {
                            Err(d) => Outcome::Miscompile(format!(
                                "{diff} (mlir-runner, with ub.poison refined to NaN / {POISON_INT}: {d})"
                            )),
                            // Only poison differs, and no execution can see
                            // it (`poison * 0` is poison, but every value
                            // times 0 is 0): the output is less defined than
                            // the input, which MLIR's semantics forbid, but
                            // mlir-runner cannot confirm it.
                            Ok(()) if compare(&after, &self.original, tol, Poison::MatchesAnything).is_ok() => {
                                Outcome::PoisonOnly(format!(
                                    "{diff}; mlir-runner computes the original's results, also with poison refined"
                                ))
                            }
                            Ok(()) => Outcome::Unexplained(format!(
                                "{diff}; but mlir-runner computes the original's results for the output"
                            )),
                        }
                    }
                    Err(e) => Outcome::Unexplained(format!("{diff}; mlir-runner cannot run the refined output: {e}")),
                }
            }
            Err(RunError::Interp(e)) if e.kind.is_undefined_behaviour() => {
                // The original ran cleanly. Confirm with MLIR's own runtime
                // checks (out-of-bounds accesses abort), or, for undefined
                // values that compile to something arbitrary (a poison
                // padding stored to memory), by mlir-runner printing results
                // that differ from the original's.
                match self.tools.execute_checked(&spliced) {
                    Err(HarnessError::ToolFailed { tool, .. }) if tool == "mlir-runner" => {
                        Outcome::Miscompile(format!("transformed program is undefined: {e}"))
                    }
                    Err(h) => Outcome::Unexplained(format!("ours: {e}; mlir-runner: {h}")),
                    Ok(run) => {
                        let theirs_after = printed_values(&self.program, &run);
                        match self.reference() {
                            Ok(before) => match compare(&theirs_after, before, Tolerance::EXACT, Poison::Exact) {
                                Err(diff) => Outcome::Miscompile(format!(
                                    "transformed program is undefined: {e}; mlir-runner: {diff}"
                                )),
                                Ok(()) => Outcome::Unexplained(format!(
                                    "ours: {e}; mlir-runner runs it and computes the original's results"
                                )),
                            },
                            Err(r) => {
                                Outcome::Unexplained(format!("ours: {e}; mlir-runner cannot run the original: {r}"))
                            }
                        }
                    }
                }
            }
            Err(e) => Outcome::Unexplained(format!("we cannot run the output: {e}")),
        }
    }
}

/// Tallies of one pass configuration over all programs.
#[derive(Default)]
struct Tally {
    compared: usize,
    agreed: usize,
    miscompiles: Vec<String>,
    pass_failures: Vec<String>,
    poison_only: Vec<String>,
    unexplained: Vec<String>,
}

/// Runs every pass of `passes` (with its float tolerance) on programs
/// `seeds` and reports; fails on any unexplained disagreement.
fn pass_differential(title: &str, passes: &[(&str, Tolerance)], seeds: std::ops::Range<u64>) {
    let Some(tools) = tools() else { return };
    let start = Instant::now();
    let mut tallies: Vec<Tally> = passes.iter().map(|_| Tally::default()).collect();
    let n = seeds.end.saturating_sub(seeds.start);
    for seed in seeds {
        let program = pass_program(seed);
        let kernel = program.kernel_module();
        // Integer-valued inputs: reassociating passes then compute exactly
        // what the original computes (see REASSOCIATED_F32).
        let inits = program.default_inputs();
        let json = program.inputs_json(&inits);
        let original = match interpret(&kernel, &json, false) {
            Ok(r) => result_memrefs(&r),
            Err(e) => {
                tallies[0].unexplained.push(format!("seed {seed}: original failed in our interpreter: {e}"));
                continue;
            }
        };
        let mut subject = Subject { tools: &tools, program, kernel, inits, json, original, reference: None };
        for ((pass, tol), tally) in passes.iter().zip(&mut tallies) {
            let outcome = subject.check(pass, *tol);
            let tag = format!("seed {seed} {pass}");
            if !matches!(outcome, Outcome::PassFailure(_)) {
                tally.compared += 1;
            }
            match outcome {
                Outcome::Agree => tally.agreed += 1,
                Outcome::Miscompile(m) => tally.miscompiles.push(format!("{tag}: {m}")),
                Outcome::PassFailure(m) => tally.pass_failures.push(format!("{tag}: {m}")),
                Outcome::PoisonOnly(m) => tally.poison_only.push(format!("{tag}: {m}")),
                Outcome::Unexplained(m) => tally.unexplained.push(format!("{tag}: {m}")),
            }
        }
    }
    // Confirmed upstream problems are reported, not failed: reproducers are
    // the file tests in tests/lit/upstream-bugs/.
    eprintln!("{title}: {n} programs in {:.1} s", start.elapsed().as_secs_f64());
    let mut unexplained = Vec::new();
    for ((pass, _), t) in passes.iter().zip(&tallies) {
        eprintln!(
            "  {pass}: {} compared, {} agree, {} confirmed upstream miscompiles, {} unobservable poison results, \
             {} upstream pass failures, {} unexplained",
            t.compared,
            t.agreed,
            t.miscompiles.len(),
            t.poison_only.len(),
            t.pass_failures.len(),
            t.unexplained.len()
        );
        for m in &t.miscompiles {
            eprintln!("    mlir-opt 22 miscompile (confirmed by mlir-runner): {m}");
        }
        for m in &t.poison_only {
            eprintln!("    mlir-opt 22 output less defined than its input (poison, unobservable): {m}");
        }
        for m in &t.pass_failures {
            eprintln!("    mlir-opt 22 pass failure: {m}");
        }
        unexplained.extend(t.unexplained.iter().cloned());
    }
    assert!(
        unexplained.is_empty(),
        "{title}: {} unexplained disagreements:\n{}",
        unexplained.len(),
        unexplained.join("\n")
    );
}

/// mlir-opt 22 loop passes whose outputs must compute what the input
/// computed. None of them reassociates floating-point operations, so results
/// compare exactly.
const PASSES: &[(&str, Tolerance)] = &[
    ("affine-loop-normalize", Tolerance::EXACT),
    ("affine-loop-unroll{unroll-factor=3}", Tolerance::EXACT),
    ("affine-loop-tile{tile-size=3}", Tolerance::EXACT),
    ("affine-scalrep", Tolerance::EXACT),
    ("affine-loop-fusion", Tolerance::EXACT),
];

/// Super-vectorizer configurations: 1-d on the innermost loop, 1-d with
/// reductions (f32 results may differ by reassociation, see
/// [`REASSOCIATED_F32`]), and 2-d on the two innermost loops.
const VECTORIZE: &[(&str, Tolerance)] = &[
    ("affine-super-vectorize{virtual-vector-size=4}", Tolerance::EXACT),
    ("affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true}", REASSOCIATED_F32),
    ("affine-super-vectorize{virtual-vector-size=4,4 test-fastest-varying=1,0}", Tolerance::EXACT),
];

#[test]
fn interpreter_agrees_before_and_after_mlir_opt_passes() {
    pass_differential("mlir-opt loop passes", PASSES, seeds());
}

#[test]
fn interpreter_agrees_before_and_after_super_vectorize() {
    pass_differential("mlir-opt super-vectorizer", VECTORIZE, vectorize_seeds());
}

#[test]
fn poison_refines_to_constants() {
    let text =
        "  %2 = ub.poison : f32\n  %5 = ub.poison : i32\n  %6 = ub.poison : vector<4xi64>\n  %7 = ub.poison : bf16\n";
    assert_eq!(
        refine_poison(text),
        "  %2 = arith.constant 0x7FC00000 : f32\n  %5 = arith.constant 77 : i32\n  \
         %6 = arith.constant dense<77> : vector<4xi64>\n  %7 = ub.poison : bf16\n"
    );
}

#[test]
fn splicing_keeps_aliases_and_drops_the_module_wrapper() {
    let program = pass_program(0);
    let text = "#map = affine_map<(d0) -> (d0)>\nmodule {\n  func.func @kernel() {\n    return\n  }\n}\n";
    let spliced = program.with_kernel(text).expect("splices");
    assert_eq!(spliced.kernel_func, "#map = affine_map<(d0) -> (d0)>\n  func.func @kernel() {\n    return\n  }\n\n");
    assert!(program.with_kernel("func.func @kernel()").is_none());
}
