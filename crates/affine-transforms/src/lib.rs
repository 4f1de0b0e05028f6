//! Passes over the affine IR and the machinery that drives them: the pass
//! registry with typed options and the textual pipeline syntax of `mlir-opt`.
//!
//! This crate sits above `affine-analysis` (which it uses to decide what is
//! legal) and below the `affine-opt` command line (which only parses flags and
//! hands a [`pipeline::PipelineSpec`] to this crate).

pub mod pass;
pub mod passes;
pub mod pipeline;
pub mod registry;
pub mod rewrite;
pub mod utils;

pub use pass::{
    DiagnosticSink, IrPrinting, Pass, PassFilter, PassOptions, PreservedAnalyses, RunOptions, SinkEvent, TimingNode,
    TreeDump, TreeDumpOp, run_pipeline, run_pipeline_timed, run_pipeline_with,
};
pub use pipeline::{PipelineElement, PipelineError, PipelineSpec, parse_llvm_integer, parse_pipeline, split_options};
pub use registry::{FUNCTION_OP_INTERFACE, OptionDefault, OptionKind, PassInfo, PassOption, PassRegistry};

/// The registry of every pass this crate provides, as the command line sees it.
pub fn default_registry() -> PassRegistry {
    let mut registry = PassRegistry::default();
    registry.register(passes::test_memref_dependence_check::pass_info());
    registry.register(passes::convert_linalg_to_affine_loops::pass_info());
    registry.register(passes::affine_scalrep::pass_info());
    registry.register(passes::affine_parallelize::pass_info());
    registry.register(passes::test_affine_access_analysis::pass_info());
    registry.register(passes::canonicalize::pass_info());
    registry.register(passes::cse::pass_info());
    registry.register(passes::lower_affine::pass_info());
    registry.register(passes::loop_coalescing::pass_info());
    registry.register(passes::loop_invariant_code_motion::pass_info());
    registry.register(passes::loop_normalize::pass_info());
    registry.register(passes::loop_tiling::pass_info());
    registry.register(passes::loop_unroll::pass_info());
    registry.register(passes::loop_unroll_jam::pass_info());
    registry.register(passes::pipeline_data_transfer::pass_info());
    registry.register(passes::affine_data_copy_generate::pass_info());
    registry.register(passes::test_affine_data_copy::pass_info());
    registry.register(passes::test_loop_permutation::pass_info());
    registry.register(passes::test_scf_for_utils::pass_info());
    registry.register(passes::super_vectorize::pass_info());
    registry.register(passes::super_vectorize_test::pass_info());
    registry.register(passes::test_loop_fusion::pass_info());
    registry.register(passes::loop_fusion::pass_info());
    registry.register(passes::simplify_structures::pass_info());
    registry.register(passes::expand_index_ops::pass_info());
    registry.register(passes::expand_index_ops::as_affine_pass_info());
    registry.register(passes::test_memref_bound_check::pass_info());
    registry
}
