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
pub mod utils;

pub use pass::{DiagnosticSink, Pass, PassOptions, RunOptions, run_pipeline, run_pipeline_with};
pub use pipeline::{PipelineElement, PipelineError, PipelineSpec, parse_pipeline, split_options};
pub use registry::{OptionKind, PassInfo, PassOption, PassRegistry};

/// The registry of every pass this crate provides, as the command line sees it.
pub fn default_registry() -> PassRegistry {
    let mut registry = PassRegistry::default();
    registry.register(passes::test_memref_dependence_check::pass_info());
    registry.register(passes::convert_linalg_to_affine_loops::pass_info());
    registry
}
