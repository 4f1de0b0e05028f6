//! Passes over the affine IR and the machinery that drives them: the pass
//! registry with typed options and the textual pipeline syntax of `mlir-opt`.
//!
//! This crate sits above `affine-analysis` (which it uses to decide what is
//! legal) and below the `affine-opt` command line (which only parses flags and
//! hands a [`pipeline::PipelineSpec`] to this crate).

pub mod pipeline;
pub mod registry;
