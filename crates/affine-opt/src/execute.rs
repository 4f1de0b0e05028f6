//! `--run` and `--check-semantics`: execute functions with the interpreter.
//!
//! `--run=FUNC` prints what a function returns and the final contents of
//! the memref arguments (and globals) it wrote, as text or as JSON that
//! reads back as `--run-inputs`. `--check-semantics` runs every function of
//! the input before and after the pass pipeline on the same pseudo-random
//! inputs and reports the first difference (which function, seed,
//! argument or result, index, both values in exact form): a transformation
//! is only trusted once the program computes the same thing.

use std::fmt::Write as _;

use affine_interp::{InterpError, Interpreter, MemRefValue, RtValue, RunResult, Scalar};
use affine_ir::{Context, OpId};

/// How `--run` gets the function's arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunInputs {
    /// Deterministic pseudo-random inputs from this seed.
    Seed(u64),
    /// JSON inputs (inline text or read from a file): an array with one
    /// entry per argument, or a `--run-format=json` output.
    Json(String),
}

/// How `--run` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum RunFormat {
    /// `ret0: f32 = 11` lines.
    #[default]
    Text,
    /// One JSON document that reads back as `--run-inputs`.
    Json,
}

/// What `--run` does: inputs, output format, whether to show the inputs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// Where the arguments come from.
    pub inputs: RunInputs,
    /// Text or JSON.
    pub format: RunFormat,
    /// Also print the inputs (text: `input argN:` lines; JSON: every
    /// argument, so the document is complete input for another run).
    pub print_inputs: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { inputs: RunInputs::Seed(0), format: RunFormat::Text, print_inputs: false }
    }
}

/// Runs `func` and returns the printed results, or the error (with the
/// location of the op that failed, or of the function for bad inputs).
pub fn run_function(ctx: &Context, module: OpId, func: &str, options: &RunOptions) -> Result<String, InterpError> {
    let interp = Interpreter::new(ctx, module)?;
    let args = match &options.inputs {
        RunInputs::Seed(seed) => interp.random_inputs(func, *seed, DYNAMIC_SIZE),
        RunInputs::Json(json) => interp.inputs_from_json(func, json).map_err(|mut e| {
            e.message = format!("--run-inputs: {}", e.message);
            e
        }),
    }?;
    let inputs = options.print_inputs.then(|| args.clone());
    let result = interp.run(func, args)?;
    let mut out = String::new();
    match options.format {
        RunFormat::Json => out = result.to_json(func, inputs.as_deref()),
        RunFormat::Text => {
            let _ = writeln!(out, "@{func}:");
            for (i, a) in inputs.iter().flatten().enumerate() {
                let _ = writeln!(out, "  input arg{i}: {a}");
            }
            for line in result.written_report().lines() {
                let _ = writeln!(out, "  {line}");
            }
        }
    }
    Ok(out)
}

/// Size given to dynamic memref dimensions in random inputs.
const DYNAMIC_SIZE: i64 = 8;

/// Tolerances for comparing float results.
#[derive(Clone, Copy, Debug)]
pub struct Tolerance {
    /// Allowed relative difference (reassociated reductions round differently).
    pub relative: f64,
    /// Allowed absolute difference near zero.
    pub absolute: f64,
}

impl Default for Tolerance {
    fn default() -> Self {
        Tolerance { relative: 1e-5, absolute: 1e-6 }
    }
}

/// Runs every function of `before` and `after` on `seeds` random inputs each
/// and compares. Returns a report of what was checked, or the first
/// disagreement as an error.
pub fn check_semantics(
    before: (&Context, OpId),
    after: (&Context, OpId),
    seeds: u64,
    tolerance: Tolerance,
) -> Result<String, String> {
    let original = Interpreter::new(before.0, before.1).map_err(|e| format!("original program: {e}"))?;
    let transformed = Interpreter::new(after.0, after.1).map_err(|e| format!("transformed program: {e}"))?;
    let mut report = String::new();
    for func in original.function_names() {
        if original.signature(func).is_err() {
            let _ = writeln!(report, "@{func}: not checked (the interpreter does not support it)");
            continue;
        }
        let mut compared = 0;
        let mut first_undefined: Option<String> = None;
        let mut not_runnable: Option<String> = None;
        for seed in 0..seeds {
            let args = original.random_inputs(func, seed, DYNAMIC_SIZE).map_err(|e| e.to_string())?;
            let expected = match original.run(func, args.clone()) {
                Ok(r) => r,
                // Inputs on which the original is undefined say nothing about the pass.
                Err(e) if e.kind.is_undefined_behaviour() => {
                    first_undefined.get_or_insert_with(|| format!("seed {seed}: {e}"));
                    continue;
                }
                // A failed `cf.assert` aborts: the transformed program must abort too.
                Err(e) if e.kind == affine_interp::ErrorKind::AssertionFailed => match transformed.run(func, args) {
                    Err(t) if t.kind == affine_interp::ErrorKind::AssertionFailed => {
                        compared += 1;
                        continue;
                    }
                    Ok(_) => {
                        return Err(format!(
                            "@{func} (seed {seed}): the original aborts ({e}), the transformed program does not"
                        ));
                    }
                    Err(t) => {
                        return Err(format!(
                            "@{func} (seed {seed}): the original aborts ({e}), the transformed program fails: {t}"
                        ));
                    }
                },
                // A call to a function without a body (a frontend's external
                // declaration) or an op the interpreter lacks, met only when
                // the run reaches it: the function cannot be checked.
                Err(e)
                    if matches!(
                        e.kind,
                        affine_interp::ErrorKind::UnknownFunction | affine_interp::ErrorKind::Unsupported
                    ) =>
                {
                    not_runnable.get_or_insert_with(|| e.to_string());
                    continue;
                }
                Err(e) => return Err(format!("@{func} (seed {seed}), original program: {e}")),
            };
            let got = transformed
                .run(func, args)
                .map_err(|e| format!("@{func} (seed {seed}): the original ran, the transformed program failed: {e}"))?;
            if let Some(diff) = first_difference(&expected, &got, tolerance) {
                return Err(format!(
                    "@{func} (seed {seed}) computes something else after the passes: {diff} \
                     (reproduce with --run={func} --run-seed={seed})"
                ));
            }
            compared += 1;
        }
        if let Some(why) = &not_runnable
            && compared == 0
        {
            let _ = writeln!(report, "@{func}: not checked (the interpreter cannot run it: {why})");
            continue;
        }
        let _ = writeln!(report, "@{func}: same results on {compared} of {seeds} random inputs");
        let negative = negative_index_inputs(&original, &transformed, func, seeds, tolerance)?;
        if negative > 0 {
            let _ = writeln!(report, "@{func}: same results on {negative} inputs with negative index arguments");
        }
        if let Some(why) = not_runnable {
            let _ = writeln!(report, "@{func}: the interpreter cannot run the other inputs ({why})");
        }
        if let Some(why) = first_undefined {
            let _ =
                writeln!(report, "@{func}: the original program has undefined behaviour on the other inputs ({why})");
        }
    }
    Ok(report)
}

/// Runs `func` of both programs on `seeds` random inputs whose `index`
/// arguments are negative (sizes and symbols for which loops such as
/// `0 to %n` run zero times: the generated inputs never take them) and
/// compares where the original runs. Returns how many were compared, or
/// the first disagreement with the input written out to reproduce it.
fn negative_index_inputs(
    original: &Interpreter,
    transformed: &Interpreter,
    func: &str,
    seeds: u64,
    tolerance: Tolerance,
) -> Result<usize, String> {
    let Ok((tys, _)) = original.signature(func) else { return Ok(0) };
    if !tys.iter().any(|t| matches!(t, affine_interp::ValueType::Scalar(affine_interp::ScalarType::Index))) {
        return Ok(0);
    }
    let mut compared = 0;
    for seed in 0..seeds {
        let args = original.random_inputs_negative_indices(func, seed, DYNAMIC_SIZE).map_err(|e| e.to_string())?;
        // Inputs on which the original does not run (undefined behaviour,
        // an abort, an op the interpreter lacks) say nothing here.
        let Ok(expected) = original.run(func, args.clone()) else { continue };
        let reproduce = || format!("reproduce with --run={func} --run-inputs='{}'", affine_interp::inputs_json(&args));
        let got = transformed
            .run(func, args.clone())
            .map_err(|e| format!("@{func}: the original ran, the transformed program failed: {e} ({})", reproduce()))?;
        if let Some(diff) = first_difference(&expected, &got, tolerance) {
            return Err(format!("@{func} computes something else after the passes: {diff} ({})", reproduce()));
        }
        compared += 1;
    }
    Ok(compared)
}

/// The first difference between two runs: which result, argument or
/// global, which element, and both values in their exact printed form.
fn first_difference(expected: &RunResult, got: &RunResult, tol: Tolerance) -> Option<String> {
    if expected.returns.len() != got.returns.len() {
        return Some(format!("{} results before, {} after", expected.returns.len(), got.returns.len()));
    }
    for (i, (a, b)) in expected.returns.iter().zip(&got.returns).enumerate() {
        if let Some(d) = value_difference(&format!("ret{i}"), a, b, tol) {
            return Some(d);
        }
    }
    for (i, (a, b)) in expected.arg_memrefs.iter().zip(&got.arg_memrefs).enumerate() {
        if let (Some(a), Some(b)) = (a, b)
            && let Some(d) = memref_difference(&format!("arg{i}"), a, b, tol)
        {
            return Some(d);
        }
    }
    for ((name, a), (_, b)) in expected.globals.iter().zip(&got.globals) {
        if let Some(d) = memref_difference(&format!("@{name}"), a, b, tol) {
            return Some(d);
        }
    }
    None
}

fn value_difference(label: &str, a: &RtValue, b: &RtValue, tol: Tolerance) -> Option<String> {
    match (a, b) {
        (RtValue::MemRef(x), RtValue::MemRef(y)) => memref_difference(label, x, y, tol),
        (RtValue::Scalar { ty, value: x }, RtValue::Scalar { value: y, .. }) => (!scalars_agree(*ty, *x, *y, tol))
            .then(|| {
                format!(
                    "{label} ({ty}): before {}, after {}",
                    affine_interp::format_scalar(*ty, *x),
                    affine_interp::format_scalar(*ty, *y)
                )
            }),
        (RtValue::Vector(x), RtValue::Vector(y)) if x.shape == y.shape => {
            element_difference(label, &x.type_string(), x.elem, &x.shape, &x.data, &y.data, tol)
        }
        _ => (a != b).then(|| format!("{label}: before {a}, after {b}")),
    }
}

fn memref_difference(label: &str, a: &MemRefValue, b: &MemRefValue, tol: Tolerance) -> Option<String> {
    if a.shape != b.shape {
        return Some(format!("{label}: {} before, {} after", a.type_string(), b.type_string()));
    }
    let (Some(xs), Some(ys)) = (a.contents(), b.contents()) else {
        return Some(format!("{label}: could not be read back"));
    };
    element_difference(label, &a.type_string(), a.elem, &a.shape, &xs, &ys, tol)
}

/// `arg1[2, 3] (memref<4x4xf32>): before 0.1, after 0.10000001`.
fn element_difference(
    label: &str,
    ty: &str,
    elem: affine_interp::ScalarType,
    shape: &[i64],
    xs: &[Scalar],
    ys: &[Scalar],
    tol: Tolerance,
) -> Option<String> {
    let flat = xs.iter().zip(ys).position(|(x, y)| !scalars_agree(elem, *x, *y, tol))?;
    let mut index = Vec::with_capacity(shape.len());
    let mut rest = flat as i64;
    for &dim in shape.iter().rev() {
        index.push(if dim > 0 { rest % dim } else { 0 });
        rest = if dim > 0 { rest / dim } else { 0 };
    }
    index.reverse();
    let index: Vec<String> = index.iter().map(i64::to_string).collect();
    Some(format!(
        "{label}[{}] ({ty}): before {}, after {}",
        index.join(", "),
        affine_interp::format_scalar(elem, xs[flat]),
        affine_interp::format_scalar(elem, ys[flat])
    ))
}

/// True if `y` (after the passes) may stand for `x` (before): equal, within
/// the float tolerance, or any value where `x` is poison (a pass may refine
/// poison to a value, as folding an op with an unmet assumption does).
fn scalars_agree(t: affine_interp::ScalarType, x: Scalar, y: Scalar, tol: Tolerance) -> bool {
    match (x, y) {
        (Scalar::Wide(_), Scalar::Wide(_)) => {
            affine_interp::wide_values_agree(t, x, y, tol.relative, tol.absolute).unwrap_or(x == y)
        }
        (Scalar::Poison, _) => true,
        (Scalar::Float(a), Scalar::Float(b)) => {
            a == b
                || (a.is_nan() && b.is_nan())
                || (a - b).abs() <= tol.absolute.max(tol.relative * a.abs().max(b.abs()))
        }
        _ => x == y,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use affine_ir::ParseOptions;

    fn module(src: &str) -> (Context, OpId) {
        let mut ctx = affine_dialects::new_context();
        let m = affine_ir::parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()).expect("parses");
        (ctx, m)
    }

    const BEFORE: &str = "func.func @f(%A: memref<2x3xf32>, %x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 0.1 : f32
  memref.store %v, %A[%c1, %c2] : memref<2x3xf32>
  return %x : f32
}
";

    #[test]
    fn a_loop_that_may_run_zero_times_is_checked_with_negative_sizes() {
        // Right whenever the loop runs (the random sizes are never
        // negative): the store taken out of the loop is wrong for %n <= 0.
        let looped = "func.func @f(%A: memref<2xf32>, %n: index) {
  %v = arith.constant 1.0 : f32
  affine.for %i = 0 to %n {
    affine.store %v, %A[0] : memref<2xf32>
  }
  return
}
";
        let hoisted = "func.func @f(%A: memref<2xf32>, %n: index) {
  %v = arith.constant 1.0 : f32
  affine.store %v, %A[0] : memref<2xf32>
  return
}
";
        let (a, am) = module(looped);
        let (b, bm) = module(hoisted);
        let err = check_semantics((&a, am), (&b, bm), 2, Tolerance::default()).unwrap_err();
        assert!(err.contains("arg0[0] (memref<2xf32>)"), "{err}");
        assert!(err.contains("--run=f --run-inputs='[{\"type\": \"memref<2xf32>\""), "{err}");
        assert!(err.contains("{\"type\": \"index\", \"value\": -"), "{err}");
        let report = check_semantics((&a, am), (&a, am), 2, Tolerance::default()).expect("the same program");
        assert!(report.contains("@f: same results on 2 inputs with negative index arguments"), "{report}");
    }

    #[test]
    fn poison_before_may_become_any_value_not_the_reverse() {
        // A disjoint linearization with an index out of its bound is poison;
        // the canonicalizer drops the unit component and returns 0.
        let poison = "func.func @f(%a: index) -> index {
  %0 = affine.linearize_index disjoint [%a] by (1) : index
  return %0 : index
}
";
        let value = "func.func @f(%a: index) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
";
        let (a, am) = module(poison);
        let (b, bm) = module(value);
        let report = check_semantics((&a, am), (&b, bm), 3, Tolerance::default()).expect("poison refines to 0");
        assert_eq!(
            report,
            "@f: same results on 3 of 3 random inputs\n@f: same results on 3 inputs with negative index arguments\n"
        );
        let err = check_semantics((&b, bm), (&a, am), 3, Tolerance::default()).unwrap_err();
        assert!(err.contains("ret0 (index): before 0, after poison"), "{err}");
    }

    #[test]
    fn differences_name_argument_index_and_exact_values() {
        let (a, am) = module(BEFORE);
        let (b, bm) = module(&BEFORE.replace("0.1 : f32", "0.10000001 : f32"));
        let err = check_semantics((&a, am), (&b, bm), 2, Tolerance { relative: 0.0, absolute: 0.0 }).unwrap_err();
        assert_eq!(
            err,
            "@f (seed 0) computes something else after the passes: arg0[1, 2] (memref<2x3xf32>): before 0.1, \
             after 0.10000001 (reproduce with --run=f --run-seed=0)"
        );
        let (c, cm) = module(&BEFORE.replace("return %x", "%y = arith.negf %x : f32\n  return %y"));
        let err = check_semantics((&a, am), (&c, cm), 1, Tolerance::default()).unwrap_err();
        assert!(err.contains(": ret0 (f32): before "), "{err}");
        let report = check_semantics((&a, am), (&a, am), 3, Tolerance::default()).expect("same program");
        assert_eq!(report, "@f: same results on 3 of 3 random inputs\n");
    }

    #[test]
    fn json_output_reads_back() {
        let (ctx, m) = module(BEFORE);
        let options = RunOptions {
            inputs: RunInputs::Json("[{\"shape\": [2, 3], \"fill\": \"-nan\"}, 1e-40]".to_string()),
            format: RunFormat::Json,
            print_inputs: true,
        };
        let first = run_function(&ctx, m, "f", &options).expect("runs");
        let again = RunOptions { inputs: RunInputs::Json(first.clone()), ..options };
        assert_eq!(run_function(&ctx, m, "f", &again).expect("runs again"), first);
        assert!(first.contains("[[\"-nan\", \"-nan\", \"-nan\"], [\"-nan\", \"-nan\", 0.1]]"), "{first}");
        assert!(first.contains("{\"type\": \"f32\", \"value\": 1e-40}"), "{first}");
    }
}
