//! Differential test of our loop passes against `mlir-opt` 22, on generated
//! programs, with our interpreter as the judge.
//!
//! For every generated kernel and every pass configuration:
//! 1. our pass runs in-process; the output must verify and compute what
//!    the kernel computed (our interpreter, same inputs, bit for bit);
//! 2. our pass runs again in `mlir_compat` mode, which reproduces
//!    `mlir-opt` 22's decisions even where they are wrong; its output must
//!    be byte-identical to `mlir-opt` 22's (when `mlir-opt` succeeds);
//! 3. where the two runs of ours differ, one of our checks against a class
//!    of `mlir-opt` 22 bugs changed the output (a transformation `mlir-opt`
//!    makes that is wrong for some inputs, or that the check cannot prove
//!    right): counted and listed, not failed (each bug class has a file
//!    test in `tests/lit/upstream-bugs/`).
//!
//! So our output is `mlir-opt`'s byte for byte except where one of those
//! checks decides, and it is correct everywhere.
//!
//! Needs `mlir-opt` (mlir-22-tools): fails when it is missing under `CI`,
//! skips with a message otherwise. `AFFINE_LOOPS_DIFF_SEEDS=N` runs more
//! (or fewer) programs (default 40).

use affine_interp::{Interpreter, RunResult, Scalar};
use affine_ir::{Context, OpId, ParseOptions, PrintOptions, print_op};
use affine_testing::generator::{Flavor, GeneratedProgram, MemrefInit, generate_flavor, nested_literal};
use affine_testing::runner::Tools;
use affine_transforms::passes::loop_coalescing::AffineLoopCoalescing;
use affine_transforms::passes::loop_invariant_code_motion::AffineLoopInvariantCodeMotion;
use affine_transforms::passes::loop_normalize::AffineLoopNormalize;
use affine_transforms::passes::loop_tiling::AffineLoopTiling;
use affine_transforms::passes::loop_unroll::AffineLoopUnroll;
use affine_transforms::passes::loop_unroll_jam::AffineLoopUnrollAndJam;
use affine_transforms::passes::test_loop_permutation::TestLoopPermutation;
use affine_transforms::{
    DiagnosticSink, Pass, PassOptions, PipelineElement, PipelineSpec, default_registry, parse_pipeline,
};

/// Pass pipelines checked, as the text inside `builtin.module(...)`.
const CONFIGS: &[&str] = &[
    "func.func(affine-loop-invariant-code-motion)",
    "func.func(affine-loop-unroll{unroll-factor=3})",
    "func.func(affine-loop-unroll{unroll-factor=2 cleanup-unroll=true})",
    "func.func(affine-loop-unroll{unroll-factor=4 unroll-up-to-factor=true})",
    "func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=2})",
    "func.func(affine-loop-unroll{unroll-factor=-1 unroll-full-threshold=3})",
    "func.func(affine-loop-unroll-jam{unroll-jam-factor=2})",
    "func.func(affine-loop-unroll-jam{unroll-jam-factor=3})",
    "func.func(affine-loop-tile{tile-size=3})",
    "func.func(affine-loop-tile{tile-sizes=2,5})",
    "func.func(affine-loop-tile{tile-size=3 separate})",
    "func.func(affine-loop-normalize)",
    "func.func(affine-loop-normalize{promote-single-iter=true})",
    "func.func(affine-loop-coalescing)",
    "func.func(affine-loop-normalize,affine-loop-coalescing)",
    "func.func(affine-loop-tile{tile-size=4},affine-loop-unroll{unroll-factor=2},\
     affine-loop-invariant-code-motion,affine-loop-normalize)",
    "test-loop-permutation{permutation-map=1,0 check-validity}",
    "test-loop-permutation{permutation-map=2,0,1 check-validity}",
];

fn seeds() -> u64 {
    std::env::var("AFFINE_LOOPS_DIFF_SEEDS").ok().and_then(|v| v.parse().ok()).unwrap_or(40)
}

/// One of our passes, configured from pipeline options, optionally in
/// `mlir-opt` 22 compatibility mode.
fn make_pass(name: &str, options: &PassOptions, mlir_compat: bool) -> Box<dyn Pass> {
    match name {
        "affine-loop-invariant-code-motion" => Box::new(AffineLoopInvariantCodeMotion { mlir_compat }),
        "affine-loop-unroll" => {
            let mut p = AffineLoopUnroll::from_options(options);
            p.mlir_compat = mlir_compat;
            Box::new(p)
        }
        "affine-loop-unroll-jam" => {
            let mut p = AffineLoopUnrollAndJam::from_options(options);
            p.mlir_compat = mlir_compat;
            Box::new(p)
        }
        "affine-loop-tile" => {
            let mut p = AffineLoopTiling::from_options(options);
            p.mlir_compat = mlir_compat;
            Box::new(p)
        }
        "affine-loop-coalescing" => Box::new(AffineLoopCoalescing),
        "affine-loop-normalize" => {
            Box::new(AffineLoopNormalize { promote_single_iter: options.get_bool("promote-single-iter", false) })
        }
        "test-loop-permutation" => {
            let mut p = TestLoopPermutation::from_options(options);
            p.mlir_compat = mlir_compat;
            Box::new(p)
        }
        other => panic!("no factory for {other}"),
    }
}

/// Runs the elements of a pipeline on `op` (nested pipelines on the
/// children named like their anchor), with our passes built by
/// [`make_pass`].
fn run_elements(ctx: &mut Context, op: OpId, elements: &[PipelineElement], compat: bool) -> Result<(), String> {
    for element in elements {
        match element {
            PipelineElement::Nested { anchor, elements } => {
                let mut children = Vec::new();
                for &r in ctx.ir.regions(op) {
                    for b in ctx.ir.region_blocks(r) {
                        children.extend(ctx.ir.block_ops(b).filter(|&c| ctx.op_name_str(ctx.ir.op(c).name) == anchor));
                    }
                }
                for child in children {
                    run_elements(ctx, child, elements, compat)?;
                }
            }
            PipelineElement::Pass { name, options } => {
                let options = PassOptions { values: options.clone() };
                let mut diagnostics = Vec::new();
                let mut sink = DiagnosticSink::collect_into(&mut diagnostics);
                make_pass(name, &options, compat).run(ctx, op, &mut sink).map_err(|d| d.message)?;
            }
        }
    }
    Ok(())
}

/// Our pipeline on `text`: the printed output (as `affine-opt` writes it).
fn run_ours(text: &str, spec: &PipelineSpec, compat: bool) -> Result<String, String> {
    let mut ctx = affine_dialects::new_context();
    let module = affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default())
        .map_err(|d| format!("parse: {}", d.message))?;
    run_elements(&mut ctx, module, &spec.elements, compat)?;
    affine_ir::verify::verify(&ctx, module).map_err(|d| format!("verify: {}", d.message))?;
    Ok(format!("{}\n", print_op(&ctx, module, &PrintOptions::default())))
}

/// The kernel's arguments as `--run-inputs` JSON.
fn inputs_json(program: &GeneratedProgram) -> String {
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

/// Every memref argument's final elements (floats by their bits).
type Memory = Vec<Vec<Option<u64>>>;

/// Runs `@kernel` of `text` with our interpreter.
fn execute(text: &str, json: &str) -> Result<Memory, String> {
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
fn has_access_in_else_region(text: &str) -> bool {
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

/// Configurations whose decisions rest on the dependence analysis.
fn dependence_based(config: &str) -> bool {
    ["test-loop-permutation", "affine-loop-tile", "affine-loop-unroll-jam"].iter().any(|p| config.contains(p))
}

/// Tallies of one configuration.
#[derive(Default)]
struct Tally {
    identical: usize,
    fixes: Vec<String>,
    else_analysis: Vec<String>,
    upstream_failures: Vec<String>,
    problems: Vec<String>,
}

#[test]
fn loop_passes_match_mlir_opt_where_it_is_correct() {
    let tools = match Tools::from_env() {
        Ok(t) => t,
        Err(e) if std::env::var_os("CI").is_some() => panic!("reference tools missing under CI: {e}"),
        Err(e) => {
            eprintln!("skipping the loop-pass differential: {e}");
            return;
        }
    };
    let registry = default_registry();
    let specs: Vec<PipelineSpec> = CONFIGS
        .iter()
        .map(|c| parse_pipeline(&format!("builtin.module({c})"), &registry).expect("valid pipeline"))
        .collect();
    let mut tallies: Vec<Tally> = CONFIGS.iter().map(|_| Tally::default()).collect();
    let start = std::time::Instant::now();
    let n = seeds();
    for seed in 0..n {
        let program = generate_flavor(seed, [Flavor::Exec, Flavor::Fusion][seed as usize % 2]);
        let kernel = program.kernel_module();
        let json = inputs_json(&program);
        let original = match execute(&kernel, &json) {
            Ok(m) => m,
            Err(e) => panic!("seed {seed}: the generated kernel does not run: {e}"),
        };
        for ((config, spec), tally) in CONFIGS.iter().zip(&specs).zip(&mut tallies) {
            let tag = format!("seed {seed} {config}");
            let ours = match run_ours(&kernel, spec, false) {
                Ok(t) => t,
                Err(e) => {
                    tally.problems.push(format!("{tag}: our pass failed: {e}"));
                    continue;
                }
            };
            match execute(&ours, &json) {
                Ok(after) if after == original => {}
                Ok(_) => tally.problems.push(format!("{tag}: our output computes something else:\n{ours}")),
                Err(e) => tally.problems.push(format!("{tag}: our output does not run: {e}")),
            }
            let compat = run_ours(&kernel, spec, true);
            let arg = format!("--pass-pipeline=builtin.module({config})");
            let reference = tools.mlir_opt(&kernel, &[arg.as_str()]);
            match (&compat, reference) {
                (Ok(c), Ok(r)) if *c == r => {}
                (_, Err(e)) => {
                    let text = e.to_string();
                    let line = text.lines().find(|l| l.contains("error")).unwrap_or("failed").to_string();
                    tally.upstream_failures.push(format!("{tag}: {line}"));
                    continue;
                }
                (Ok(_), Ok(_)) if dependence_based(config) && has_access_in_else_region(&kernel) => {
                    tally.else_analysis.push(tag);
                    continue;
                }
                (Ok(c), Ok(r)) => {
                    tally
                        .problems
                        .push(format!("{tag}: mlir-opt compatibility mode differs:\n--- ours\n{c}--- mlir-opt\n{r}"));
                    continue;
                }
                (Err(e), Ok(_)) => {
                    tally.problems.push(format!("{tag}: compatibility mode failed where mlir-opt did not: {e}"));
                    continue;
                }
            }
            if compat.as_ref().ok() == Some(&ours) {
                tally.identical += 1;
            } else {
                tally.fixes.push(tag);
            }
        }
    }
    eprintln!("loop-pass differential: {n} programs in {:.1} s", start.elapsed().as_secs_f64());
    let mut problems = Vec::new();
    for (config, t) in CONFIGS.iter().zip(&tallies) {
        eprintln!(
            "  {config}: {} identical to mlir-opt 22, {} where a check against an mlir-opt bug class changed the \
             output, {} where mlir-opt's analysis of else regions decided otherwise, {} mlir-opt failures",
            t.identical,
            t.fixes.len(),
            t.else_analysis.len(),
            t.upstream_failures.len()
        );
        for f in &t.fixes {
            eprintln!("    fixed: {f}");
        }
        for f in &t.upstream_failures {
            eprintln!("    mlir-opt 22 failed: {f}");
        }
        problems.extend(t.problems.iter().cloned());
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n\n"));
}
