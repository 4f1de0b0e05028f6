//! `-affine-loop-unroll` (MLIR's `LoopUnroll.cpp` in LLVM 22): unrolls the
//! innermost `affine.for` loops of a function (`func.func` or `gpu.func`)
//! by `unroll-factor` (default 4; `-1` unrolls them completely), up to the
//! trip count with `unroll-up-to-factor`, `unroll-num-reps` times (each
//! round on the loops innermost after the previous one, stopping when a
//! round unrolls nothing). With `unroll-factor=-1` and an explicit
//! `unroll-full-threshold`, every loop (inner loops first) whose constant
//! trip count is at most the threshold is unrolled completely instead.
//! `cleanup-unroll` unrolls completely the loops whose trip count is not a
//! multiple of the factor rather than adding a cleanup loop.
//!
//! See [`crate::utils::unroll`] for the one deliberate difference from
//! `mlir-opt` 22 (cleanup loops of loops whose trip count may be negative).

use affine_analysis::loop_analysis::constant_trip_count;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{FUNCTION_OP_INTERFACE, OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::loop_nest::{innermost_loops, loops_post_order};
use crate::utils::unroll::{Outcome, loop_unroll_by_factor, loop_unroll_full, loop_unroll_up_to_factor};

/// The pass and its options.
#[derive(Clone, Debug)]
pub struct AffineLoopUnroll {
    /// The factor; `-1` unrolls completely.
    pub unroll_factor: i64,
    /// Unroll by the trip count when it is a constant below the factor.
    pub unroll_up_to_factor: bool,
    /// Rounds of unrolling the innermost loops.
    pub num_repetitions: u64,
    /// With `unroll_factor == -1`: unroll completely exactly the loops with
    /// a constant trip count at most this (`None`: option not given).
    pub unroll_full_threshold: Option<u64>,
    /// Unroll completely instead of adding a cleanup loop when possible.
    pub cleanup_unroll: bool,
    /// Reproduce `mlir-opt` 22's output even where it is wrong (for
    /// differential tests; see [`crate::utils::unroll`]).
    pub mlir_compat: bool,
}

impl Default for AffineLoopUnroll {
    fn default() -> Self {
        AffineLoopUnroll {
            unroll_factor: 4,
            unroll_up_to_factor: false,
            num_repetitions: 1,
            unroll_full_threshold: None,
            cleanup_unroll: false,
            mlir_compat: false,
        }
    }
}

/// Registry entry for `-affine-loop-unroll`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-loop-unroll",
        summary: "Unroll affine loops",
        options: vec![
            PassOption {
                name: "cleanup-unroll",
                kind: OptionKind::Bool,
                help: "Fully unroll the cleanup loop when possible.",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "unroll-factor",
                kind: OptionKind::Long,
                help: "Use this unroll factor for all loops being unrolled, set it to -1, and it will fully unroll.",
                default: OptionDefault::Value("4"),
            },
            PassOption {
                name: "unroll-full-threshold",
                kind: OptionKind::Unsigned,
                help: "Unroll all loops with trip count less than or equal to this",
                default: OptionDefault::Value("1"),
            },
            PassOption {
                name: "unroll-num-reps",
                kind: OptionKind::Unsigned,
                help: "Unroll innermost loops repeatedly this many times",
                default: OptionDefault::Value("1"),
            },
            PassOption {
                name: "unroll-up-to-factor",
                kind: OptionKind::Bool,
                help: "Allow unrolling up to the factor specified",
                default: OptionDefault::Value("false"),
            },
        ],
        anchor: Some(FUNCTION_OP_INTERFACE),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineLoopUnroll::from_options(options))
}

impl AffineLoopUnroll {
    /// The pass with the (already checked) options of a pipeline.
    pub fn from_options(options: &PassOptions) -> Self {
        let d = AffineLoopUnroll::default();
        AffineLoopUnroll {
            unroll_factor: options.get("unroll-factor").and_then(|v| v.parse().ok()).unwrap_or(d.unroll_factor),
            unroll_up_to_factor: options.get_bool("unroll-up-to-factor", d.unroll_up_to_factor),
            num_repetitions: options.get_u64("unroll-num-reps", d.num_repetitions),
            unroll_full_threshold: options.get("unroll-full-threshold").and_then(|v| v.parse().ok()),
            cleanup_unroll: options.get_bool("cleanup-unroll", d.cleanup_unroll),
            mlir_compat: false,
        }
    }
}

impl Pass for AffineLoopUnroll {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        if !(self.unroll_factor > 0 || self.unroll_factor == -1) {
            let loc = ctx.unknown_loc();
            return Err(Diagnostic::error(
                loc,
                "Invalid option: 'unroll-factor' should be greater than 0 or equal to -1",
            ));
        }
        if let (-1, Some(threshold)) = (self.unroll_factor, self.unroll_full_threshold) {
            // Inner loops first: unrolling an outer loop copies its body.
            let short: Vec<OpId> = loops_post_order(ctx, op)
                .into_iter()
                .filter(|&l| constant_trip_count(ctx, l).is_some_and(|tc| tc <= threshold))
                .collect();
            for l in short {
                let _ = loop_unroll_full(ctx, l, self.mlir_compat);
            }
            return Ok(());
        }
        for _ in 0..self.num_repetitions {
            let loops = innermost_loops(ctx, op);
            if loops.is_empty() {
                break;
            }
            let mut unrolled = false;
            for l in loops {
                unrolled |= self.unroll(ctx, l).is_ok();
            }
            if !unrolled {
                break;
            }
        }
        Ok(())
    }
}

impl AffineLoopUnroll {
    /// MLIR's `runOnAffineForOp`.
    fn unroll(&self, ctx: &mut Context, for_op: OpId) -> Outcome {
        if self.unroll_factor == -1 {
            return loop_unroll_full(ctx, for_op, self.mlir_compat);
        }
        let factor = self.unroll_factor as u64;
        if self.unroll_up_to_factor {
            return loop_unroll_up_to_factor(ctx, for_op, factor, self.mlir_compat);
        }
        loop_unroll_by_factor(ctx, for_op, factor, self.cleanup_unroll, self.mlir_compat)
    }
}
