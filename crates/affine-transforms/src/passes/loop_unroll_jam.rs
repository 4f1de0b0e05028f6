//! `-affine-loop-unroll-jam` (MLIR's `LoopUnrollAndJam.cpp` in LLVM 22):
//! unroll-and-jams by `unroll-jam-factor` (default 4) the first op of the
//! function's entry block when it is an `affine.for` (in a `func.func` or a
//! `gpu.func`). See [`crate::utils::unroll_jam`] for the checks added to
//! `mlir-opt` 22's.

use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{FUNCTION_OP_INTERFACE, OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::loop_nest::is_for;
use crate::utils::unroll_jam::loop_unroll_jam_by_factor;

/// The pass and its option.
#[derive(Clone, Copy, Debug)]
pub struct AffineLoopUnrollAndJam {
    /// The unroll-jam factor.
    pub unroll_jam_factor: u64,
    /// Reproduce `mlir-opt` 22's output even where it is wrong (for
    /// differential tests; see [`crate::utils::unroll_jam`]).
    pub mlir_compat: bool,
}

impl Default for AffineLoopUnrollAndJam {
    fn default() -> Self {
        AffineLoopUnrollAndJam { unroll_jam_factor: 4, mlir_compat: false }
    }
}

impl AffineLoopUnrollAndJam {
    /// The pass with the (already checked) options of a pipeline.
    pub fn from_options(options: &PassOptions) -> Self {
        AffineLoopUnrollAndJam { unroll_jam_factor: options.get_u64("unroll-jam-factor", 4), mlir_compat: false }
    }
}

/// Registry entry for `-affine-loop-unroll-jam`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-loop-unroll-jam",
        summary: "Unroll and jam affine loops",
        options: vec![PassOption {
            name: "unroll-jam-factor",
            kind: OptionKind::Unsigned,
            help: "Use this unroll jam factor for all loops (default 4)",
            default: OptionDefault::Value("4"),
        }],
        anchor: Some(FUNCTION_OP_INTERFACE),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineLoopUnrollAndJam::from_options(options))
}

impl Pass for AffineLoopUnrollAndJam {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let Some(&region) = ctx.ir.regions(op).first() else { return Ok(()) };
        let Some(entry) = ctx.ir.entry_block(region) else { return Ok(()) };
        if let Some(first) = ctx.ir.block(entry).first
            && is_for(ctx, first)
        {
            let _ = loop_unroll_jam_by_factor(ctx, first, self.unroll_jam_factor, self.mlir_compat);
        }
        Ok(())
    }
}
