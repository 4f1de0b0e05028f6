//! `-test-loop-fusion` (MLIR's `mlir/test/lib/Dialect/Affine/TestLoopFusion.cpp`):
//! exercises the fusion utilities on every ordered pair of loop nests at
//! the same depth of the function.
//!
//! - `test-loop-fusion-dependence-check`: a remark `block-level dependence
//!   preventing fusion of loop nest I into loop nest J at depth D` on the
//!   source nest for each depth where the block-level check fails;
//! - `test-loop-fusion-slice-computation`: a remark on the destination
//!   nest with the slice union at each depth (`slice (...)` or `Incorrect
//!   slice (...)`): the insertion point as (loop depth, index in block)
//!   and the bound maps of each sliced loop;
//! - `test-loop-fusion-utilities`: fuses nests with `fuse_loops` until
//!   nothing changes (not a valid fusion pass: the source is erased when
//!   its results are unused, whatever the slice).

use affine_analysis::loop_nest::nesting_depth;
use affine_analysis::slice::ComputationSliceState;
use affine_dialects::affine::AffineForView;
use affine_ir::affine::AffineMap;
use affine_ir::printer::print_op_local;
use affine_ir::{BlockId, Context, Diagnostic, OpId, PrintOptions};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::fusion::{FusionResult, FusionStrategy, can_fuse_loops, fuse_loops};

/// The pass and which of its tests run.
#[derive(Clone, Debug, Default)]
pub struct TestLoopFusion {
    /// `test-loop-fusion-dependence-check`.
    pub dependence_check: bool,
    /// `test-loop-fusion-slice-computation`.
    pub slice_computation: bool,
    /// `test-loop-fusion-utilities`.
    pub utilities: bool,
}

/// Registry entry for `-test-loop-fusion`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-loop-fusion",
        summary: "Tests loop fusion utility functions.",
        options: vec![
            PassOption {
                name: "test-loop-fusion-dependence-check",
                kind: OptionKind::Bool,
                help: "Enable testing of loop fusion dependence check",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "test-loop-fusion-slice-computation",
                kind: OptionKind::Bool,
                help: "Enable testing of loop fusion slice computation",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "test-loop-fusion-utilities",
                kind: OptionKind::Bool,
                help: "Enable testing of loop fusion transformation utilities",
                default: OptionDefault::Value("false"),
            },
        ],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestLoopFusion {
        dependence_check: options.get_bool("test-loop-fusion-dependence-check", false),
        slice_computation: options.get_bool("test-loop-fusion-slice-computation", false),
        utilities: options.get_bool("test-loop-fusion-utilities", false),
    })
}

/// MLIR's `gatherLoops`: the `affine.for` ops of the function by depth
/// (loops nested directly in loop bodies only).
pub fn loops_by_depth(ctx: &Context, func: OpId) -> Vec<Vec<OpId>> {
    fn gather(ctx: &Context, block: BlockId, depth: usize, out: &mut Vec<Vec<OpId>>) {
        if depth == out.len() {
            out.push(Vec::new());
        }
        for op in ctx.ir.block_ops(block).collect::<Vec<_>>() {
            if let Some(v) = AffineForView::get(ctx, op) {
                out[depth].push(op);
                gather(ctx, v.body, depth + 1, out);
            }
        }
    }
    let mut out = Vec::new();
    for &r in ctx.ir.regions(func) {
        for b in ctx.ir.region_blocks(r) {
            gather(ctx, b, 0, &mut out);
        }
    }
    if out.last().is_some_and(Vec::is_empty) {
        out.pop();
    }
    out
}

/// The position of `op` in its block.
fn block_index(ctx: &Context, op: OpId) -> usize {
    let Some(b) = ctx.ir.op(op).parent else { return 0 };
    ctx.ir.block_ops(b).position(|o| o == op).unwrap_or(0)
}

/// MLIR's `AffineMap::print` (a null map prints as `<<NULL AFFINE MAP>>`).
fn map_str(ctx: &Context, m: Option<AffineMap>) -> String {
    m.map_or_else(|| "<<NULL AFFINE MAP>>".to_string(), |m| ctx.affine.map_to_string(m))
}

/// MLIR's `getSliceStr`.
pub fn slice_str(ctx: &Context, slice: &ComputationSliceState) -> String {
    let (ipd, ipb) = slice.insert_point.map_or((0, 0), |ip| (nesting_depth(ctx, ip), block_index(ctx, ip)));
    let mut s = format!("insert point: ({ipd}, {ipb}) loop bounds: ");
    for (lb, ub) in slice.lbs.iter().zip(&slice.ubs) {
        s.push_str(&format!("[{}, {}] ", map_str(ctx, *lb), map_str(ctx, *ub)));
    }
    s
}

/// A remark on `op` with `mlir-opt`'s `see current operation:` note.
pub fn remark_on(ctx: &Context, op: OpId, message: String) -> Diagnostic {
    let loc = ctx.ir.op(op).loc;
    let text = print_op_local(ctx, op, &PrintOptions::for_diagnostic(false, false));
    let mut note = String::from("see current operation: ");
    if text.contains('\n') {
        note.push('\n');
    }
    note.push_str(&text);
    Diagnostic::remark(loc, message).with_note(loc, note)
}

impl TestLoopFusion {
    fn dependence_check(&self, ctx: &mut Context, loops: &[Vec<OpId>], sink: &mut DiagnosticSink<'_>) {
        let max_depth = loops.len();
        for (depth, level) in loops.iter().enumerate() {
            for (j, &src) in level.iter().enumerate() {
                for (k, &dst) in level.iter().enumerate() {
                    if j == k {
                        continue;
                    }
                    for d in depth + 1..=max_depth {
                        let mut slice = ComputationSliceState::default();
                        if can_fuse_loops(
                            ctx,
                            src,
                            dst,
                            d,
                            &mut slice,
                            FusionStrategy::Generic,
                            &mut Default::default(),
                        ) == FusionResult::FailBlockDependence
                        {
                            let msg = format!(
                                "block-level dependence preventing fusion of loop nest {j} into loop nest {k} at depth {depth}"
                            );
                            let diag = remark_on(ctx, src, msg);
                            sink.emit(ctx, diag);
                        }
                    }
                }
            }
        }
    }

    fn slice_computation(&self, ctx: &mut Context, loops: &[Vec<OpId>], sink: &mut DiagnosticSink<'_>) {
        let max_depth = loops.len();
        for (depth, level) in loops.iter().enumerate() {
            for (j, &a) in level.iter().enumerate() {
                for (k, &b) in level.iter().enumerate() {
                    if j == k {
                        continue;
                    }
                    for d in depth + 1..=max_depth {
                        let mut slice = ComputationSliceState::default();
                        let prefix = match can_fuse_loops(
                            ctx,
                            a,
                            b,
                            d,
                            &mut slice,
                            FusionStrategy::Generic,
                            &mut Default::default(),
                        ) {
                            FusionResult::Success => "slice (",
                            FusionResult::FailIncorrectSlice => "Incorrect slice (",
                            _ => continue,
                        };
                        let msg =
                            format!("{prefix} src loop: {j}, dst loop: {k}, depth: {d} : {})", slice_str(ctx, &slice));
                        let diag = remark_on(ctx, b, msg);
                        sink.emit(ctx, diag);
                    }
                }
            }
        }
    }

    /// One round of `testLoopFusionUtilities` over all pairs; true if a
    /// fusion happened.
    fn fuse_once(&self, ctx: &mut Context, loops: &[Vec<OpId>]) -> bool {
        let max_depth = loops.len();
        for (depth, level) in loops.iter().enumerate() {
            for &a in level {
                for &b in level {
                    if a == b {
                        continue;
                    }
                    for d in depth + 1..=max_depth {
                        let mut slice = ComputationSliceState::default();
                        if can_fuse_loops(ctx, a, b, d, &mut slice, FusionStrategy::Generic, &mut Default::default())
                            != FusionResult::Success
                        {
                            continue;
                        }
                        fuse_loops(ctx, a, &slice, false);
                        if ctx.ir.results_unused(a) {
                            ctx.ir.erase_op(a);
                        }
                        return true;
                    }
                }
            }
        }
        false
    }
}

impl Pass for TestLoopFusion {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        if self.utilities {
            loop {
                let loops = loops_by_depth(ctx, op);
                if !self.fuse_once(ctx, &loops) {
                    return Ok(());
                }
            }
        }
        let loops = loops_by_depth(ctx, op);
        if self.dependence_check {
            self.dependence_check(ctx, &loops, sink);
        }
        if self.slice_computation {
            self.slice_computation(ctx, &loops, sink);
        }
        Ok(())
    }
}
