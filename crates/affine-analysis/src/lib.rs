//! Affine analyses over the IR of `affine-ir`, built on the exact integer
//! arithmetic of `presburger`:
//!
//! - [`access`]: memory accesses of affine loads/stores and their access
//!   maps composed through `affine.apply` chains (MLIR's `MemRefAccess`);
//! - [`constraints`]: value-aware constraint systems and iteration domains
//!   (MLIR's `FlatAffineValueConstraints`, `getIndexSet`);
//! - [`dead_values`]: values whose contents influence nothing;
//! - [`dependence`]: memref dependence checks with distance / direction
//!   vectors (MLIR's `checkMemrefAccessDependence`);
//! - [`explain`]: human-readable and JSON dependence reports, and a dump of
//!   the intermediate polyhedra of the check;
//! - [`last_writer`]: value-based facts about a memref in a loop body
//!   (upward-exposed reads, memrefs private to a band's iterations);
//! - [`loop_analysis`]: trip counts of `affine.for` loops (MLIR's
//!   `getTripCountMapAndOperands`, `getConstantTripCount`,
//!   `getLargestDivisorOfTripCount`);
//! - [`loop_dependences`]: may a perfect nest be tiled or permuted
//!   (MLIR's `isTilingValid`, `isValidLoopInterchangePermutation`);
//! - [`loop_execution`]: does a loop run at least once wherever it is
//!   reached;
//! - [`loop_nest`]: loop-nest statistics and the compute-cost model of
//!   fusion; [`mdg`]: the memref dependence graph (MLIR's
//!   `MemRefDependenceGraph`); [`region`]: memref regions (MLIR's
//!   `MemRefRegion`); [`slice`], [`slice_bounds`]: computation slices
//!   (MLIR's `ComputationSliceState`); [`fusion_legality`]: may two nests
//!   be fused at a depth;
//! - [`parallel`]: parallel loops and their reductions (MLIR's
//!   `isLoopParallel`), used by the vectorizer and `-affine-parallelize`;
//! - [`use_def_slices`]: forward / backward use-def slices (MLIR's
//!   `SliceAnalysis`);
//! - [`vectorization`]: what the super-vectorizer may vectorize;
//! - [`dominance`]: op dominance and post-dominance (MLIR's
//!   `DominanceInfo`, `PostDominanceInfo`); [`alias`]: MLIR's
//!   `LocalAliasAnalysis`.
//!
//! Results follow `mlir-opt` 22 except where MLIR is unsound; each such
//! difference is documented where it is made (see
//! [`constraints::op_index_set`] and [`dependence::DependenceOptions`]).

#![warn(missing_docs)]

pub mod access;
pub mod alias;
pub mod bound_check;
pub mod constraints;
pub mod dead_values;
pub mod dependence;
pub mod dominance;
pub mod error;
pub mod explain;
pub mod fusion_legality;
pub mod last_writer;
pub mod loop_analysis;
pub mod loop_dependences;
pub mod loop_execution;
pub mod loop_nest;
pub mod mdg;
pub mod parallel;
pub mod region;
pub mod simplify_set;
pub mod slice;
pub mod slice_bounds;
pub mod use_def_slices;
pub mod vectorization;

pub use access::{MemRefAccess, ValueMap};
pub use constraints::ValueConstraints;
pub use dependence::{
    AliasMode, DependenceComponent, DependenceDetails, DependenceOptions, DependenceResult, DepthCheck, PairCheck,
    Precision, RelationCache, check_memref_access_dependence, check_memref_access_dependence_with, check_with_details,
    check_with_details_cached, common_surrounding_loops,
};
pub use error::AnalysisError;
pub use explain::{ExplainOptions, dump_dependence_polyhedra, explain_dependences, explain_dependences_json};

#[cfg(test)]
mod tests;
