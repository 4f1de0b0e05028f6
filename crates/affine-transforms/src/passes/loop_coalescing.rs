//! `-affine-loop-coalescing` (MLIR's `LoopCoalescing.cpp` in LLVM 22):
//! visits the loops of a function outer ones first, and coalesces the bands
//! of perfectly nested normalized `affine.for` loops whose bounds are known
//! above the band (see [`crate::utils::coalesce`]).
//!
//! Where `mlir-opt` 22 is wrong, this pass is not: a band in which two or
//! more trip counts may be negative is left alone (their product can be
//! positive although the nest runs no iteration; see
//! [`crate::utils::coalesce::coalesce_loops`]).
//!
//! `scf.for` nests, which `mlir-opt` 22 coalesces as well (normalizing them
//! with `arith` constants and splitting the induction variable with
//! `affine.delinearize_index`), are left unchanged.

use affine_ir::ir::BlockId;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use crate::utils::coalesce::coalesce_perfectly_nested_loops;
use crate::utils::loop_nest::is_for;

/// The pass (no options).
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineLoopCoalescing {
    /// Reproduce `mlir-opt` 22's output even where it is wrong (for
    /// differential tests).
    pub mlir_compat: bool,
}

/// Registry entry for `-affine-loop-coalescing`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-loop-coalescing",
        summary: "Coalesce nested loops with independent bounds into a single loop",
        options: vec![],
        anchor: Some("func.func"),
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineLoopCoalescing::default())
}

impl Pass for AffineLoopCoalescing {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        walk_pre_order(ctx, op, self.mlir_compat);
        Ok(())
    }
}

/// MLIR's pre-order walk, visiting each op before the ops nested in it as
/// they are after the visit.
fn walk_pre_order(ctx: &mut Context, op: OpId, mlir_compat: bool) {
    if is_for(ctx, op) {
        coalesce_perfectly_nested_loops(ctx, op, mlir_compat);
    }
    let regions = ctx.ir.regions(op).to_vec();
    for region in regions {
        let blocks: Vec<BlockId> = ctx.ir.region_blocks(region).collect();
        for block in blocks {
            let mut cur = ctx.ir.block(block).first;
            while let Some(child) = cur {
                cur = ctx.ir.op(child).next;
                walk_pre_order(ctx, child, mlir_compat);
            }
        }
    }
}
