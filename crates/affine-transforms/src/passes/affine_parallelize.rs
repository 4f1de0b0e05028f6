//! `-affine-parallelize`: turns every `affine.for` without loop-carried
//! dependences into a 1-d `affine.parallel` (MLIR's
//! `AffineParallelize.cpp` and `affineParallelize` in `Utils.cpp`), with
//! `iter_args` reductions becoming `affine.parallel` reductions under
//! `parallel-reductions`. Parallelism is decided by
//! [`affine_analysis::parallel::is_loop_parallel`] (MLIR's `isLoopParallel`,
//! except that views of one buffer are known to alias). Unlike `mlir-opt` 22
//! it leaves loops alone whose reductions `affine.parallel` cannot express
//! (see `tests/lit/upstream-bugs/parallelize-invalid-reduction.mlir`).

use affine_analysis::parallel::{LoopReduction, ParallelismOptions, is_loop_parallel_cached, supported_reductions};
use affine_analysis::{AliasMode, RelationCache};
use affine_dialects::affine::builders::build_parallel;
use affine_dialects::affine::{AffineForView, names};
use affine_ir::dialect::traits;
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, InsertPoint, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};

/// The registry entry of `-affine-parallelize`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-parallelize",
        summary: "Convert affine.for ops into 1-D affine.parallel",
        options: vec![
            PassOption {
                name: "max-nested",
                kind: OptionKind::Unsigned,
                help: "Maximum number of nested parallel loops to produce. Defaults to unlimited (UINT_MAX).",
                default: OptionDefault::Value("4294967295"),
            },
            PassOption {
                name: "parallel-reductions",
                kind: OptionKind::Bool,
                help: "Whether to parallelize reduction loops. Defaults to false.",
                default: OptionDefault::Value("false"),
            },
        ],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineParallelize::from_options(options))
}

/// The pass.
#[derive(Clone, Copy, Debug)]
pub struct AffineParallelize {
    /// At most this many `affine.parallel` ops nest (in one affine scope).
    pub max_nested: u32,
    /// Also parallelize loops whose `iter_args` are all reductions.
    pub parallel_reductions: bool,
    /// Decide as `mlir-opt` 22 does that distinct memref values never
    /// alias, views of one buffer included (wrong where they do, see
    /// `tests/lit/upstream-bugs/parallelize-view-alias-dependence.mlir`):
    /// for the differential tests, which tell that check's differences
    /// from others by it. Off in the registry.
    pub mlir_compat: bool,
}

impl Default for AffineParallelize {
    fn default() -> Self {
        AffineParallelize { max_nested: u32::MAX, parallel_reductions: false, mlir_compat: false }
    }
}

impl AffineParallelize {
    /// The pass configured from `max-nested` and `parallel-reductions`.
    pub fn from_options(options: &PassOptions) -> Self {
        AffineParallelize {
            max_nested: options.get("max-nested").and_then(|v| v.parse().ok()).unwrap_or(u32::MAX),
            parallel_reductions: options.get_bool("parallel-reductions", false),
            mlir_compat: false,
        }
    }
}

impl Pass for AffineParallelize {
    fn run(&mut self, ctx: &mut Context, func: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        // Outer loops first (pre-order), all decided before any rewrite.
        let loops: Vec<OpId> = ctx
            .ir
            .walk(func, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&op| ctx.op_name_str(ctx.ir.op(op).name) == names::FOR)
            .collect();
        let mut options = ParallelismOptions::default();
        if self.mlir_compat {
            options.dependence.alias_mode = AliasMode::ValueIdentity;
        }
        let mut relations = RelationCache::default();
        let mut candidates = Vec::new();
        for l in loops {
            let mut reductions = Vec::new();
            let wanted = self.parallel_reductions.then_some(&mut reductions);
            // mlir-opt 22 also turns reductions `affine.parallel` cannot
            // express for their type (`xori`, `maxsi` on signless integers,
            // vectors, ...) into invalid IR; such loops stay as they are.
            if is_loop_parallel_cached(ctx, l, wanted, &options, &mut relations)
                && reductions.iter().all(|r| r.kind.accepts(ctx, ctx.ir.value_type(r.value)))
            {
                candidates.push((l, reductions));
            }
        }
        for (l, reductions) in candidates {
            if parallel_ancestors(ctx, l) < self.max_nested as usize {
                // A value a reduction combines may be the result of a loop
                // rewritten before (its uses now read the combined value
                // after that loop's `affine.parallel`): read the reductions
                // again. (mlir-opt 22 yields the erased result and crashes,
                // `tests/lit/upstream-bugs/parallelize-reduction-of-parallelized-result-crash.mlir`.)
                let reductions = if reductions.is_empty() { reductions } else { supported_reductions(ctx, l) };
                affine_parallelize(ctx, l, &reductions);
            }
        }
        Ok(())
    }
}

/// The number of `affine.parallel` ops around `op` inside its affine scope.
fn parallel_ancestors(ctx: &Context, op: OpId) -> usize {
    let mut n = 0;
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, traits::AFFINE_SCOPE) {
            break;
        }
        n += usize::from(ctx.op_name_str(ctx.ir.op(p).name) == names::PARALLEL);
        cur = ctx.ir.parent_op(p);
    }
    n
}

/// MLIR's `affineParallelize`: replaces `for_op` by a 1-d `affine.parallel`
/// with the same bounds and step and its body; each reduction's combiner
/// moves after the new op, combining the loop's initial value with the
/// parallel op's result. Returns the new op, or `None` (IR unchanged) if
/// some `iter_args` value is not among `reductions`.
pub fn affine_parallelize(ctx: &mut Context, for_op: OpId, reductions: &[LoopReduction]) -> Option<OpId> {
    let view = AffineForView::get(ctx, for_op)?;
    if reductions.len() != view.inits.len() {
        return None;
    }
    let (lb, ub, step, body) = (view.lower_map, view.upper_map, view.step, view.body);
    let lb_operands = view.lower_operands.to_vec();
    let ub_operands = view.upper_operands.to_vec();
    let inits = view.inits.to_vec();
    let results = view.results.to_vec();
    let loc = ctx.ir.op(for_op).loc;
    let kinds: Vec<_> = reductions.iter().map(|r| (r.kind, ctx.ir.value_type(r.value))).collect();
    let parallel = build_parallel(
        ctx,
        &[lb],
        &lb_operands,
        &[ub],
        &ub_operands,
        &[step],
        &kinds,
        loc,
        InsertPoint::Before(for_op),
    );
    let region = ctx.ir.regions(parallel)[0];
    ctx.ir.clear_region(region);
    let for_region = ctx.ir.regions(for_op)[0];
    ctx.ir.take_region_body(for_region, region);
    let yield_op = ctx.ir.terminator(body)?;
    for (i, init) in inits.into_iter().enumerate() {
        let combiner = ctx.ir.defining_op(ctx.ir.operands(yield_op)[i])?;
        ctx.ir.move_before(combiner, for_op);
        let reduced = ctx.ir.result(parallel, i);
        ctx.ir.set_operands(combiner, vec![init, reduced]);
        let combined = ctx.ir.result(combiner, 0);
        ctx.ir.replace_all_uses(results[i], combined);
    }
    ctx.ir.set_operands(yield_op, reductions.iter().map(|r| r.value).collect());
    for _ in 0..reductions.len() {
        ctx.ir.erase_block_arg(body, 1);
    }
    ctx.ir.erase_op(for_op);
    Some(parallel)
}
