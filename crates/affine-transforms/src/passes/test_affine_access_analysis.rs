//! `-test-affine-access-analysis` (MLIR's `TestAccessAnalysis.cpp`): for
//! every affine load/store under a top-level `affine.for` of a function and
//! every `affine.for` around it, remarks whether the access is contiguous
//! along that loop in the innermost memref dimension (MLIR's
//! `isContiguousAccess`, [`affine_analysis::vectorization::contiguous_access`],
//! shared with the super-vectorizer) and whether it is invariant along it
//! ([`affine_analysis::access::is_invariant_access`]).

use affine_analysis::access::is_invariant_access;
use affine_analysis::vectorization::{contiguous_access, loop_iv, remark_printer, remark_with};
use affine_dialects::affine::{AffineAccessView, names};
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;

/// The registry entry of `-test-affine-access-analysis` (no options).
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-affine-access-analysis",
        summary: "Tests affine memory access analysis utility",
        options: Vec::new(),
        anchor: Some("func.func"),
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestAffineAccessAnalysis)
}

/// The pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct TestAffineAccessAnalysis;

/// What the pass reports, in order: a diagnostic of the contiguity
/// analysis, or a remark on an access.
enum Event {
    Diagnostic(Diagnostic),
    Remark(OpId, String),
}

fn is_for(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == names::FOR
}

/// MLIR's `getAffineForIVs`: the `affine.for` ops around `op`, outermost
/// first.
fn enclosing_fors(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut loops = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if is_for(ctx, p) {
            loops.push(p);
        }
        cur = ctx.ir.parent_op(p);
    }
    loops.reverse();
    loops
}

impl Pass for TestAffineAccessAnalysis {
    fn run(&mut self, ctx: &mut Context, func: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let top_level: Vec<OpId> = ctx
            .ir
            .regions(func)
            .iter()
            .flat_map(|&r| ctx.ir.region_blocks(r).flat_map(|b| ctx.ir.block_ops(b)))
            .filter(|&op| is_for(ctx, op))
            .collect();
        // The analyses first (they need the context mutably), then the
        // remarks, whose notes are printed with one numbering of the
        // function (the IR does not change): a note per access otherwise
        // numbers the whole function each time.
        let mut events = Vec::new();
        for for_op in top_level {
            let accesses: Vec<OpId> = ctx
                .ir
                .walk(for_op, WalkOrder::PostOrder)
                .into_iter()
                .filter(|&op| AffineAccessView::get(ctx, op).is_some())
                .collect();
            for op in accesses {
                for (d, l) in enclosing_fors(ctx, op).into_iter().enumerate() {
                    let Some(iv) = loop_iv(ctx, l) else { continue };
                    let mut diags = Vec::new();
                    let contiguous = contiguous_access(ctx, iv, op, &mut diags).flatten();
                    events.extend(diags.into_iter().map(Event::Diagnostic));
                    let invariant = is_invariant_access(ctx, op, iv);
                    // Only the innermost memref dimension, as upstream (the
                    // messages end with a newline there too).
                    if contiguous == Some(0) {
                        events.push(Event::Remark(op, format!("contiguous along loop {d}\n")));
                    }
                    if invariant {
                        events.push(Event::Remark(op, format!("invariant along loop {d}\n")));
                    }
                }
            }
        }
        let ctx_ref: &Context = ctx;
        let mut printer = remark_printer(ctx_ref);
        for event in events {
            let diag = match event {
                Event::Diagnostic(d) => d,
                Event::Remark(op, message) => remark_with(&mut printer, op, &message),
            };
            sink.emit(ctx_ref, diag);
        }
        Ok(())
    }
}
