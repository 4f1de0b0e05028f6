//! `-test-memref-bound-check` (MLIR's `TestMemRefBoundCheck.cpp`): reports,
//! as errors at each affine load/store (scalar or vector) nested in the op
//! it runs on, the memref dimensions the access may cross
//! ([`affine_analysis::bound_check::check_access_bounds`]). The pass itself
//! succeeds and leaves the IR unchanged, as in MLIR.

use affine_analysis::AnalysisError;
use affine_analysis::bound_check::{COMPOSE_FAILURE_MESSAGE, check_access_bounds};
use affine_dialects::affine::AffineAccessView;
use affine_ir::ir::WalkOrder;
use affine_ir::verify::{current_op_note, op_error};
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;

/// The pass (no options).
#[derive(Clone, Copy, Debug, Default)]
pub struct TestMemRefBoundCheck;

/// Registry entry for `-test-memref-bound-check` (runs on any op).
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-memref-bound-check",
        summary: "Check memref access bounds",
        options: Vec::new(),
        anchor: None,
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestMemRefBoundCheck)
}

impl Pass for TestMemRefBoundCheck {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let accesses: Vec<OpId> = ctx
            .ir
            .walk(op, WalkOrder::PostOrder)
            .into_iter()
            .filter(|&o| AffineAccessView::get(ctx, o).is_some())
            .collect();
        for access in accesses {
            match check_access_bounds(ctx, access) {
                Ok(violations) => {
                    for v in violations {
                        sink.emit(ctx, op_error(ctx, access, &v.message()));
                    }
                }
                Err(AnalysisError::ComposeAccessMap(_)) => {
                    let mut d = Diagnostic::error(ctx.ir.op(access).loc, COMPOSE_FAILURE_MESSAGE);
                    d.notes.push(current_op_note(ctx, access));
                    sink.emit(ctx, d);
                }
                // Other regions that cannot be computed are not checked (as
                // in MLIR).
                Err(_) => {}
            }
        }
        Ok(())
    }
}
