//! `-affine-loop-normalize` (MLIR's `AffineLoopNormalize.cpp` in LLVM 22):
//! every `affine.for` and `affine.parallel` (inner ones first) gets lower
//! bound 0 and step 1 (see [`crate::utils::normalize`]); with
//! `promote-single-iter` (default false), loops running once are replaced
//! by their body.

use affine_dialects::affine::names;
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::normalize::{normalize_affine_for, normalize_affine_parallel};

/// The pass and its option.
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineLoopNormalize {
    /// Replace loops that run once by their body.
    pub promote_single_iter: bool,
}

/// Registry entry for `-affine-loop-normalize`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-loop-normalize",
        summary: "Apply normalization transformations to affine loop-like ops",
        options: vec![PassOption {
            name: "promote-single-iter",
            kind: OptionKind::Bool,
            help: "Promote single iteration loops",
            default: OptionDefault::Value("false"),
        }],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineLoopNormalize { promote_single_iter: options.get_bool("promote-single-iter", false) })
}

impl Pass for AffineLoopNormalize {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        for o in ctx.ir.walk(op, WalkOrder::PostOrder) {
            if !ctx.ir.is_alive(o) {
                continue;
            }
            match ctx.op_name_str(ctx.ir.op(o).name) {
                names::PARALLEL => normalize_affine_parallel(ctx, o),
                names::FOR => {
                    normalize_affine_for(ctx, o, self.promote_single_iter);
                }
                _ => {}
            }
        }
        Ok(())
    }
}
