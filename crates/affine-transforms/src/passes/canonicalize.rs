//! `-canonicalize` (MLIR's `Canonicalizer.cpp`): folds every op and applies
//! the canonicalization patterns of every registered op greedily, with
//! MLIR's options and defaults (`top-down=true`, `region-simplify=normal`,
//! `max-iterations=10`, `max-num-rewrites=-1`). Op-agnostic: it runs on the
//! op it is given (the module from the command line) and everything nested
//! in it, like `mlir-opt`.

use affine_ir::rewrite::canonicalization_patterns;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::rewrite::{FrozenPatterns, GreedyConfig, RegionSimplify, apply_patterns_greedily};

/// The pass.
#[derive(Clone, Debug, Default)]
pub struct Canonicalize {
    /// Driver configuration.
    pub config: GreedyConfig,
    /// Fail if the rewrite does not converge (`test-convergence`).
    pub test_convergence: bool,
    /// Labels of patterns to leave out.
    pub disabled_patterns: Vec<String>,
    /// If not empty, the only patterns used.
    pub enabled_patterns: Vec<String>,
}

impl Pass for Canonicalize {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let patterns =
            FrozenPatterns::new(canonicalization_patterns(ctx), &self.disabled_patterns, &self.enabled_patterns);
        let outcome = apply_patterns_greedily(ctx, op, &patterns, self.config);
        if self.test_convergence && !outcome.converged {
            // MLIR signals the failure without a diagnostic.
            return Err(Diagnostic::silent_failure(ctx.ir.op(op).loc));
        }
        Ok(())
    }
}

/// Registry entry for `-canonicalize`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "canonicalize",
        summary: "Canonicalize operations",
        options: vec![
            PassOption {
                name: "top-down",
                kind: OptionKind::Bool,
                help: "Seed the worklist in general top-down order",
                default: OptionDefault::Value("true"),
            },
            PassOption {
                name: "region-simplify",
                kind: OptionKind::Enum(&[
                    ("disabled", "Don't run any control-flow simplification."),
                    ("normal", "Perform simple control-flow simplifications (e.g. dead args elimination)."),
                    ("aggressive", "Perform aggressive control-flow simplification (e.g. block merging)."),
                ]),
                help: "Perform control flow optimizations to the region tree",
                default: OptionDefault::Value("normal"),
            },
            PassOption {
                name: "max-iterations",
                kind: OptionKind::Long,
                help: "Max. iterations between applying patterns / simplifying regions",
                default: OptionDefault::Value("10"),
            },
            PassOption {
                name: "max-num-rewrites",
                kind: OptionKind::Long,
                help: "Max. number of pattern rewrites within an iteration",
                default: OptionDefault::Value("-1"),
            },
            PassOption {
                name: "test-convergence",
                kind: OptionKind::Bool,
                help: "Test only: Fail pass on non-convergence to detect cyclic pattern",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "disable-patterns",
                kind: OptionKind::StringList,
                help: "Labels of patterns that should be filtered out during application",
                default: OptionDefault::EmptyList,
            },
            PassOption {
                name: "enable-patterns",
                kind: OptionKind::StringList,
                help: "Labels of patterns that should be used during application, all other patterns are filtered out",
                default: OptionDefault::EmptyList,
            },
        ],
        anchor: None,
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    let mut pass = Canonicalize::default();
    pass.config.top_down = options.get_bool("top-down", true);
    pass.config.region_simplify = match options.get("region-simplify") {
        Some("disabled") => RegionSimplify::Disabled,
        Some("aggressive") => RegionSimplify::Aggressive,
        _ => RegionSimplify::Normal,
    };
    pass.config.max_iterations = options.get_i64("max-iterations", 10);
    pass.config.max_num_rewrites = options.get_i64("max-num-rewrites", -1);
    pass.test_convergence = options.get_bool("test-convergence", false);
    pass.disabled_patterns = options.get_string_list("disable-patterns");
    pass.enabled_patterns = options.get_string_list("enable-patterns");
    Box::new(pass)
}
