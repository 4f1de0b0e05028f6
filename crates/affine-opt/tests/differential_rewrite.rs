//! Differential tests of `-canonicalize`, `-cse` and `-lower-affine`
//! against `mlir-opt` 22 on generated programs:
//!
//! 1. every program (cycling through the generator's flavors) goes through
//!    each pass, and pipelines of them, in both tools: the printed outputs
//!    must be byte-identical, and our interpreter must compute the same
//!    results with the output as with the original on the same inputs;
//! 2. programs lowered by our `-lower-affine` must compute what the
//!    original computes, both in our interpreter (same results on the same
//!    inputs) and in `mlir-runner` after `mlir-opt` 22 lowers them further to
//!    LLVM (the spliced `@main` prints the same memrefs as with the
//!    original kernel).
//!
//! Swept in session 37: seeds 150..450 (all seven pipelines byte-identical
//! to mlir-opt 22 and computing the original's results) and lowered
//! programs 40..140 (same results in our interpreter and in `mlir-runner`).
//!
//! Needs `mlir-opt` and `mlir-runner` (mlir-22-tools): fails when they are
//! missing under `CI`, skips with a message otherwise.
//! `AFFINE_REWRITE_SEEDS=N` (default 150) and `AFFINE_LOWER_RUN_SEEDS=N`
//! (default 40) set the number of programs (`A..B` runs seeds A to B-1).

use affine_interp::Interpreter;
use affine_ir::ParseOptions;
use affine_testing::generator::{Flavor, GeneratedProgram, generate_flavor};
use affine_testing::runner::{Tools, run_on_stdin, seeds_from_env};

fn tools() -> Option<Tools> {
    Tools::from_env_or_skip("rewrite differential tests")
}

/// Runs our `affine-opt` with `args` on `input`; stdout, or the stderr on failure.
fn affine_opt(input: &str, args: &[&str]) -> Result<String, String> {
    let mut all = args.to_vec();
    all.push("-");
    run_on_stdin(env!("CARGO_BIN_EXE_affine-opt"), input, &all)
}

const FLAVORS: [Flavor; 3] = [Flavor::Deps, Flavor::Exec, Flavor::Fusion];

/// The pass lists both tools run on every program.
const PIPELINES: &[&[&str]] = &[
    &["-canonicalize"],
    &["-cse"],
    &["-lower-affine"],
    &["-canonicalize=top-down=false"],
    &["-canonicalize", "-cse"],
    &["-lower-affine", "-canonicalize"],
    &["-lower-affine", "-cse", "-canonicalize"],
];

#[test]
fn rewrite_passes_print_what_mlir_opt_prints() {
    let Some(tools) = tools() else { return };
    let seeds = seeds_from_env("AFFINE_REWRITE_SEEDS", 150);
    let mut failures = Vec::new();
    for seed in seeds {
        let program = generate_flavor(seed, FLAVORS[seed as usize % FLAVORS.len()]);
        let input = program.kernel_module();
        let json = program.inputs_json(&program.arbitrary_inputs(seed));
        let original = match interpret(&input, &json) {
            Ok(r) => r,
            Err(e) => {
                failures.push(format!("seed {seed}: the original does not run: {e}"));
                continue;
            }
        };
        for &pipeline in PIPELINES {
            let theirs = match tools.mlir_opt(&input, pipeline) {
                Ok(t) => t,
                Err(e) => {
                    failures.push(format!("seed {seed} {pipeline:?}: mlir-opt failed: {e}"));
                    continue;
                }
            };
            match affine_opt(&input, pipeline) {
                Ok(ours) if ours == theirs => match interpret(&ours, &json) {
                    Ok(after) if original.matches(&after) => {}
                    Ok(after) => failures.push(format!(
                        "seed {seed} {pipeline:?}: the interpreter computes something else after the passes:\n{}\nvs\n{}",
                        original.written_report(),
                        after.written_report()
                    )),
                    Err(e) => failures.push(format!("seed {seed} {pipeline:?}: the output does not run: {e}")),
                },
                Ok(ours) => {
                    let line = ours.lines().zip(theirs.lines()).position(|(a, b)| a != b).unwrap_or(0);
                    failures.push(format!(
                        "seed {seed} {pipeline:?}: outputs differ from line {}:\n  ours:   {}\n  theirs: {}",
                        line + 1,
                        ours.lines().nth(line).unwrap_or(""),
                        theirs.lines().nth(line).unwrap_or("")
                    ));
                }
                Err(e) => failures.push(format!("seed {seed} {pipeline:?}: affine-opt failed: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{} differences:\n{}", failures.len(), failures.join("\n"));
}

/// Our interpreter's results for `@kernel` of `text` on `inputs` (JSON).
fn interpret(text: &str, inputs: &str) -> Result<affine_interp::RunResult, String> {
    let mut ctx = affine_dialects::new_context();
    let module =
        affine_ir::parse_source(&mut ctx, text, "kernel.mlir", &ParseOptions::default()).map_err(|d| d.message)?;
    let interp = Interpreter::new(&ctx, module).map_err(|e| e.to_string())?;
    let args = interp.inputs_from_json("kernel", inputs).map_err(|e| e.to_string())?;
    interp.run("kernel", args).map_err(|e| e.to_string())
}

fn lowered(program: &GeneratedProgram) -> Result<String, String> {
    affine_opt(&program.kernel_module(), &["-lower-affine"])
}

#[test]
fn lowered_programs_compute_what_the_originals_compute() {
    let Some(tools) = tools() else { return };
    let seeds = seeds_from_env("AFFINE_LOWER_RUN_SEEDS", 40);
    let mut failures = Vec::new();
    for seed in seeds {
        let program = generate_flavor(seed, Flavor::Exec);
        let text = match lowered(&program) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("seed {seed}: -lower-affine failed: {e}"));
                continue;
            }
        };
        // Our interpreter, before and after, on arbitrary inputs.
        let inputs = program.arbitrary_inputs(seed);
        let json = program.inputs_json(&inputs);
        match (interpret(&program.kernel_module(), &json), interpret(&text, &json)) {
            (Ok(before), Ok(after)) if before.matches(&after) => {}
            (Ok(before), Ok(after)) => failures.push(format!(
                "seed {seed}: the interpreter computes something else after -lower-affine:\n{}\nvs\n{}",
                before.written_report(),
                after.written_report()
            )),
            (Err(e), _) => failures.push(format!("seed {seed}: the original does not run: {e}")),
            (_, Err(e)) => failures.push(format!("seed {seed}: the lowered kernel does not run: {e}")),
        }
        // mlir-runner, with the original kernel and with ours lowered.
        let Some(spliced) = program.with_kernel(&text) else {
            failures.push(format!("seed {seed}: cannot splice the lowered kernel into @main"));
            continue;
        };
        let reference = tools.execute(&program.main_module_with_inputs(&inputs));
        let ours = tools.execute(&spliced.main_module_with_inputs(&inputs));
        match (reference, ours) {
            (Ok(r), Ok(o)) if r.memrefs == o.memrefs => {}
            (Ok(_), Ok(_)) => {
                failures.push(format!("seed {seed}: mlir-runner prints something else after our lowering"))
            }
            (Err(e), _) => failures.push(format!("seed {seed}: mlir-runner cannot run the original: {e}")),
            (_, Err(e)) => failures.push(format!("seed {seed}: mlir-runner cannot run our lowered kernel: {e}")),
        }
    }
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}
