//! `-test-loop-permutation` (MLIR's
//! `mlir/test/lib/Dialect/Affine/TestLoopPermutation.cpp`): for every
//! `affine.for` (inner loops first), permutes its maximal perfect nest with
//! `permutation-map` when the nest has exactly that many loops (at least
//! two); with `check-validity`, only when the permutation preserves every
//! dependence.
//!
//! Deliberate differences from `mlir-opt` 22: a `permutation-map` that is
//! not a permutation of `0..N` is an error (`mlir-opt` asserts in debug
//! builds and loops forever or deletes the nest in release builds), and the
//! validity check is exact (see
//! [`affine_analysis::loop_dependences::is_valid_loop_interchange_permutation`]),
//! and a nest whose loop bounds use the induction variable of a loop that
//! would move inside them is left alone (`mlir-opt` prints IR that does not
//! verify).

use affine_analysis::loop_dependences::is_valid_loop_interchange_permutation_with;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::loop_nest::{
    is_permutation, loops_post_order, perfectly_nested_loops, permutation_keeps_bounds_valid, permute_loops,
};

/// The pass and its options.
#[derive(Clone, Debug, Default)]
pub struct TestLoopPermutation {
    /// Loop `i` of the nest (outermost first) moves to depth `permutation[i]`.
    pub permutation: Vec<usize>,
    /// Permute only nests where the permutation preserves every dependence.
    pub check_validity: bool,
    /// Decide validity exactly as `mlir-opt` 22 (for differential tests).
    pub mlir_compat: bool,
}

/// Registry entry for `-test-loop-permutation`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-loop-permutation",
        summary: "Tests affine loop permutation utility",
        options: vec![
            PassOption {
                name: "permutation-map",
                kind: OptionKind::UnsignedList,
                help: "Specify the loop permutation",
                default: OptionDefault::EmptyList,
            },
            PassOption {
                name: "check-validity",
                kind: OptionKind::Bool,
                help: "Check validity of the loop permutation",
                default: OptionDefault::Value("false"),
            },
        ],
        anchor: None,
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestLoopPermutation::from_options(options))
}

impl TestLoopPermutation {
    /// The pass with the (already checked) options of a pipeline.
    pub fn from_options(options: &PassOptions) -> Self {
        TestLoopPermutation {
            permutation: options.get_i64_list("permutation-map").into_iter().map(|v| v.max(0) as usize).collect(),
            check_validity: options.get_bool("check-validity", false),
            mlir_compat: false,
        }
    }
}

impl Pass for TestLoopPermutation {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        for for_op in loops_post_order(ctx, op) {
            if !ctx.ir.is_alive(for_op) {
                continue;
            }
            let nest = perfectly_nested_loops(ctx, for_op);
            if nest.len() < 2 || nest.len() != self.permutation.len() {
                continue;
            }
            if !is_permutation(&self.permutation) {
                let list: Vec<String> = self.permutation.iter().map(usize::to_string).collect();
                return Err(Diagnostic::error(
                    ctx.ir.op(for_op).loc,
                    format!("'permutation-map' [{}] is not a permutation of 0 to {}", list.join(", "), nest.len() - 1),
                ));
            }
            if self.check_validity
                && !is_valid_loop_interchange_permutation_with(ctx, &nest, &self.permutation, self.mlir_compat)
            {
                continue;
            }
            if !self.mlir_compat && !permutation_keeps_bounds_valid(ctx, &nest, &self.permutation) {
                continue;
            }
            permute_loops(ctx, &nest, &self.permutation);
        }
        Ok(())
    }
}
