//! The vectorization report: for every loop, whether and how the
//! super-vectorizer vectorized it, or why not, as a sentence or as a JSON
//! object (`-affine-super-vectorize="... report=text|json"`, set for every
//! vectorizer pass by `affine-opt --vectorization-report[=json]`).
//!
//! Each loop's entry is a remark at the loop. The JSON form is one object
//! per remark, `{"vectorization": {...}}`, with `status` (`vectorized`,
//! `scalar-in-vector-nest`, `not-vectorized`), the vector `shape`, the
//! loop's vector `dim`, the `root` loop of its nest (`line`, `column`),
//! `reductions`, `masked_stores` (for the root of a nest: stores masked so
//! that lanes past a loop's end do not write), for loops not vectorized a
//! `reason` code, a `message`, and the `op` it is about (`name`, `line`,
//! `column`), and `stricter_than_mlir` when mlir-opt 22 would have done
//! otherwise (a mask it lacks, or a nest it would vectorize wrongly).

use affine_analysis::vectorization::BodyRefusal;
use affine_ir::{Context, OpId};
use serde_json::{Value, json};

use super::super_vectorize::{LoopOutcome, ParallelRefusal, Refusal};

/// How report entries are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportFormat {
    /// A sentence per loop.
    Text,
    /// A JSON object per loop.
    Json,
}

/// The report entry of loop `l` (the remark message).
/// `refused_beyond_mlir`: a strategy including the loop was refused by the
/// exact lane checks (mlir-opt 22 would have vectorized it).
pub(crate) fn describe(
    ctx: &Context,
    l: OpId,
    outcome: &LoopOutcome,
    sizes: &[i64],
    refused_beyond_mlir: bool,
    format: ReportFormat,
) -> String {
    match format {
        ReportFormat::Text => describe_text(ctx, l, outcome, sizes),
        ReportFormat::Json => {
            let mut v = describe_json(ctx, outcome, sizes);
            let masked = matches!(outcome, LoopOutcome::Vectorized { masked_stores, .. } if *masked_stores > 0);
            if refused_beyond_mlir || masked {
                v["stricter_than_mlir"] = true.into();
            }
            json!({ "vectorization": v }).to_string()
        }
    }
}

fn shape_text(sizes: &[i64]) -> String {
    sizes.iter().map(i64::to_string).collect::<Vec<_>>().join("x")
}

fn line_col(ctx: &Context, op: OpId) -> Option<(u32, u32)> {
    ctx.loc_file_line_col(ctx.ir.op(op).loc).map(|(_, l, c)| (l, c))
}

/// `` `name` (line N) ``.
fn op_text(ctx: &Context, op: OpId) -> String {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    match line_col(ctx, op) {
        Some((line, _)) => format!("`{name}` (line {line})"),
        None => format!("`{name}`"),
    }
}

fn describe_text(ctx: &Context, l: OpId, outcome: &LoopOutcome, sizes: &[i64]) -> String {
    match outcome {
        LoopOutcome::Vectorized { dim, root, reductions, masked_stores } => {
            let mut s = format!(
                "vectorized: vector dimension {dim} of {} (step x{})",
                shape_text(sizes),
                sizes.get(*dim).copied().unwrap_or(1)
            );
            if *root != l {
                s.push_str(&format!(", in the nest of the loop at {}", op_text(ctx, *root)));
            }
            if !reductions.is_empty() {
                let kinds: Vec<&str> = reductions.iter().map(|k| k.name()).collect();
                s.push_str(&format!(", reductions {} in vector iter_args", kinds.join(", ")));
            }
            if *masked_stores > 0 {
                s.push_str(&format!(
                    ", {masked_stores} store{} masked past the end of the loop",
                    if *masked_stores == 1 { "" } else { "s" }
                ));
            }
            s
        }
        LoopOutcome::ScalarInVectorNest { root } => {
            format!("not vectorized: kept scalar inside the vectorized nest of the loop at {}", op_text(ctx, *root))
        }
        LoopOutcome::NotVectorized(r) => format!("not vectorized: {}", reason_text(ctx, r)),
    }
}

/// The stable code and the sentence of a refusal, and the op it is about.
fn reason(ctx: &Context, r: &Refusal) -> (&'static str, String, Option<OpId>) {
    let op = |o: &OpId| op_text(ctx, *o);
    match r {
        Refusal::NotParallel(p) => match p {
            ParallelRefusal::ReductionsOff => (
                "reductions-off",
                "not parallel: the loop carries iter_args and vectorize-reductions is off".into(),
                None,
            ),
            ParallelRefusal::UnsupportedReduction { position, combiner: Some(c) } => (
                "unsupported-reduction-kind",
                format!("not parallel: iter_args #{position} is combined by {}, not a supported reduction kind", op(c)),
                Some(*c),
            ),
            ParallelRefusal::UnsupportedReduction { position, combiner: None } => (
                "not-a-reduction",
                format!(
                    "not parallel: iter_args #{position} is not a reduction (not updated by one side-effect-free binary op yielded in place)"
                ),
                None,
            ),
            ParallelRefusal::MemRefResults => ("memref-results", "not parallel: the loop returns memrefs".into(), None),
            ParallelRefusal::SideEffects(o) => {
                ("side-effects", format!("not parallel: {} has unknown memory effects", op(o)), Some(*o))
            }
            ParallelRefusal::Dependence(a, b) => (
                "loop-carried-dependence",
                format!("not parallel: loop-carried dependence from {} to {}", op(a), op(b)),
                Some(*a),
            ),
        },
        Refusal::Body(b) => match b {
            Some(BodyRefusal::Conditional(o)) => ("conditional", format!("the body contains {}", op(o)), Some(*o)),
            Some(BodyRefusal::ElementType(o)) => {
                ("element-type", format!("{} has a type that cannot be a vector element", op(o)), Some(*o))
            }
            Some(BodyRefusal::RegionOp(o)) => ("region-op", format!("{} has regions", op(o)), Some(*o)),
            Some(BodyRefusal::VectorTransfer(o)) => {
                ("vector-transfer", format!("the body contains {}", op(o)), Some(*o))
            }
            Some(BodyRefusal::VectorElements(o)) => {
                ("vector-elements", format!("{} accesses a memref of vectors", op(o)), Some(*o))
            }
            Some(BodyRefusal::NonContiguous(o)) => (
                "non-contiguous-access",
                format!("{} varies along the loop in two subscripts (or has a non-identity layout)", op(o)),
                Some(*o),
            ),
            Some(BodyRefusal::MixedDimensions(o)) => (
                "mixed-dimensions",
                format!("{} varies along another memref dimension than an earlier access", op(o)),
                Some(*o),
            ),
            None => ("body", "the loop body is not vectorizable".into(), None),
        },
        Refusal::FastestVarying { found } => (
            "fastest-varying",
            format!("its accesses vary along memref dimension {found}, which test-fastest-varying does not ask for"),
            None,
        ),
        Refusal::NotInPattern => (
            "not-in-pattern",
            "not part of a match of the loop-nest pattern (no vectorizable loops nested as the vector rank needs)"
                .into(),
            None,
        ),
        Refusal::OverlapsVectorizedNest => (
            "overlaps-vectorized-nest",
            "a loop nest overlapping it was vectorized instead (the first match of its bucket that vectorizes wins)"
                .into(),
            None,
        ),
        Refusal::UnsupportedOp(o) => ("unsupported-op", format!("{} cannot be vectorized", op(o)), Some(*o)),
        Refusal::OperandNotVectorizable(o) => (
            "operand-not-vectorizable",
            format!("an operand of {} is neither vectorized, constant nor loop-invariant", op(o)),
            Some(*o),
        ),
        Refusal::ApplyOnVector(o) => {
            ("apply-on-vector", format!("{} applies a map to a vector value", op(o)), Some(*o))
        }
        Refusal::LoadSubscriptFromApply(o) => (
            "load-subscript-from-apply",
            format!("{} has a non-identity map over affine.apply results", op(o)),
            Some(*o),
        ),
        Refusal::NoPermutationMap(o) => {
            ("no-permutation-map", format!("{} has two subscripts varying along one vectorized loop", op(o)), Some(*o))
        }
        Refusal::ReductionWithNonUnitStep => {
            ("reduction-step", "a reduction loop with a step other than 1".into(), None)
        }
        Refusal::NonUnitStride(o, c) => (
            "non-unit-stride",
            format!("a subscript of {} moves by {c} per iteration: the lanes would not be contiguous", op(o)),
            Some(*o),
        ),
        Refusal::NonAffineSubscript(o) => (
            "non-affine-subscript",
            format!(
                "a subscript of {} depends on the loop through floordiv, ceildiv or mod: the lanes would not be contiguous",
                op(o)
            ),
            Some(*o),
        ),
        Refusal::SeveralVaryingSubscripts(o) => {
            ("several-varying-subscripts", format!("two subscripts of {} vary along the loop", op(o)), Some(*o))
        }
        Refusal::NonUnitStep(o) => (
            "non-unit-step",
            format!(
                "the loop at {} has a step other than 1 and accesses varying along it: the lanes would not be contiguous",
                op(o)
            ),
            Some(*o),
        ),
        Refusal::BroadcastStore(o) => (
            "broadcast-store",
            format!("{} does not vary along a vectorized loop around it: every lane would write one element", op(o)),
            Some(*o),
        ),
        Refusal::LaneDependentBounds(o) => (
            "lane-dependent-bounds",
            format!("the bounds of the loop at {} depend on the vectorized induction variable", op(o)),
            Some(*o),
        ),
        Refusal::DivisionPastEnd(o) => (
            "division-past-end",
            format!(
                "{} would divide by values of lanes past the end of the loop (its trip count may not be a multiple of the vector size)",
                op(o)
            ),
            Some(*o),
        ),
        Refusal::StepOverflow(o) => {
            ("step-overflow", format!("the vector step of the loop at {} overflows", op(o)), Some(*o))
        }
        Refusal::SubscriptMismatch(o) => (
            "subscript-mismatch",
            format!("the subscripts of {} do not vary along the loops as the transfer would assume", op(o)),
            Some(*o),
        ),
        Refusal::MaskUnavailable => ("mask-unavailable", "a store would need a mask that cannot be built".into(), None),
    }
}

fn reason_text(ctx: &Context, r: &Refusal) -> String {
    reason(ctx, r).1
}

fn op_json(ctx: &Context, op: OpId) -> Value {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    match line_col(ctx, op) {
        Some((line, column)) => json!({ "name": name, "line": line, "column": column }),
        None => json!({ "name": name }),
    }
}

fn describe_json(ctx: &Context, outcome: &LoopOutcome, sizes: &[i64]) -> Value {
    match outcome {
        LoopOutcome::Vectorized { dim, root, reductions, masked_stores } => json!({
            "status": "vectorized",
            "shape": sizes,
            "dim": dim,
            "root": op_json(ctx, *root),
            "reductions": reductions.iter().map(|k| k.name()).collect::<Vec<_>>(),
            "masked_stores": masked_stores,
        }),
        LoopOutcome::ScalarInVectorNest { root } => json!({
            "status": "scalar-in-vector-nest",
            "shape": sizes,
            "root": op_json(ctx, *root),
        }),
        LoopOutcome::NotVectorized(r) => {
            let (code, message, op) = reason(ctx, r);
            let mut v = json!({ "status": "not-vectorized", "reason": code, "message": message });
            if let Some(o) = op {
                v["op"] = op_json(ctx, o);
            }
            v
        }
    }
}
