//! `-affine-scalrep`: store-to-load forwarding, redundant load elimination
//! and dead store / dead allocation removal for affine accesses (MLIR's
//! `AffineScalarReplacement.cpp`; the algorithm is
//! [`crate::utils::scalar_replace::affine_scalar_replace`]).

use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use crate::utils::scalar_replace::affine_scalar_replace;

/// The registry entry of `-affine-scalrep` (no options).
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-scalrep",
        summary: "Replace affine memref accesses by scalars by forwarding stores to loads and eliminating redundant loads",
        options: Vec::new(),
        anchor: Some("func.func"),
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineScalarReplacement)
}

/// The pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct AffineScalarReplacement;

impl Pass for AffineScalarReplacement {
    fn run(&mut self, ctx: &mut Context, func: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        affine_scalar_replace(ctx, func);
        Ok(())
    }

    fn analyses(&self) -> &'static [&'static str] {
        // MLIR's pass takes these three from its analysis manager.
        &["DominanceInfo", "PostDominanceInfo", "AliasAnalysis"]
    }
}
