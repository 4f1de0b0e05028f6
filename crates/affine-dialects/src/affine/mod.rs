//! The `affine` dialect: `affine.apply`, `affine.min`, `affine.max`,
//! `affine.for`, `affine.if`, `affine.parallel`, `affine.yield`,
//! `affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store`, `affine.prefetch`, `affine.dma_start`,
//! `affine.dma_wait`, `affine.delinearize_index` and
//! `affine.linearize_index`.
//!
//! Every op parses and prints its custom assembly exactly as `mlir-opt` 22
//! does, declares which attributes are inherent (printed as properties
//! `<{...}>` in the generic form), and verifies the invariants MLIR's
//! verifiers check (`mlir/lib/Dialect/Affine/IR/AffineOps.cpp` and the ODS
//! constraints), with the same messages.
//!
//! Module map:
//! * [`scope`]: affine scopes and the valid dim / symbol rules
//!   (`isValidDim`, `isValidSymbol`), used by the verifiers and analyses;
//! * [`views`]: typed read-only accessors (`AffineForView`,
//!   `AffineAccessView`, ...) for analyses, transforms and the interpreter;
//! * [`views`] also has the mutable counterparts (`AffineForMut`,
//!   `AffineIfMut`, `AffineApplyMut`, `AffineAccessMut`,
//!   `AffineParallelMut`, `AffineDmaStartMut`, `AffineDmaWaitMut`) that change bounds, maps and operands without
//!   naming properties;
//! * [`builders`]: creating affine ops from transforms (`build_for`,
//!   `build_for_with_body`, `build_if_with_bodies`, `build_load`, ...);
//! * [`utils`]: canonicalisation and composition of maps / sets with their
//!   operands and the `make_composed_*` builders (MLIR's
//!   `canonicalizeMapAndOperands`, `fullyComposeAffineMapAndOperands`,
//!   `makeComposedAffineApply`, ...);
//! * [`reduction`]: the `affine.parallel` reduction kinds;
//! * `common`: shared parse / print / verify helpers;
//! * `apply`, `loops`, `memory`, `index`: the ops.

mod apply;
pub mod builders;
pub mod canonicalize;
pub(crate) mod common;
pub mod fold;
mod index;
mod index_canon;
mod loops;
mod memory;
pub mod reduction;
pub mod scope;
#[cfg(test)]
mod tests;
pub mod utils;
pub mod views;

pub use reduction::ReductionKind;
pub use scope::{
    affine_analysis_scope, affine_scope, for_induction_var_owner, is_affine_induction_var, is_top_level_value,
    is_top_level_value_in, is_valid_affine_index_operand, is_valid_dim, is_valid_dim_in, is_valid_symbol,
    is_valid_symbol_in, parallel_induction_var_owner,
};
pub use utils::OpFoldResult;
pub use views::{
    AccessKind, AffineAccessMut, AffineAccessView, AffineApplyMut, AffineApplyView, AffineDmaStartMut,
    AffineDmaStartView, AffineDmaWaitMut, AffineDmaWaitView, AffineForMut, AffineForView, AffineIfMut, AffineIfView,
    AffineIndexOpView, AffineParallelMut, AffineParallelView, AffinePrefetchView, BasisElem, DmaMemRef,
};

use affine_ir::dialect::Registry;

/// Full names of the affine ops.
pub mod names {
    /// `affine.apply`.
    pub const APPLY: &str = "affine.apply";
    /// `affine.min`.
    pub const MIN: &str = "affine.min";
    /// `affine.max`.
    pub const MAX: &str = "affine.max";
    /// `affine.for`.
    pub const FOR: &str = "affine.for";
    /// `affine.if`.
    pub const IF: &str = "affine.if";
    /// `affine.parallel`.
    pub const PARALLEL: &str = "affine.parallel";
    /// `affine.yield`.
    pub const YIELD: &str = "affine.yield";
    /// `affine.load`.
    pub const LOAD: &str = "affine.load";
    /// `affine.store`.
    pub const STORE: &str = "affine.store";
    /// `affine.vector_load`.
    pub const VECTOR_LOAD: &str = "affine.vector_load";
    /// `affine.vector_store`.
    pub const VECTOR_STORE: &str = "affine.vector_store";
    /// `affine.prefetch`.
    pub const PREFETCH: &str = "affine.prefetch";
    /// `affine.dma_start`.
    pub const DMA_START: &str = "affine.dma_start";
    /// `affine.dma_wait`.
    pub const DMA_WAIT: &str = "affine.dma_wait";
    /// `affine.delinearize_index`.
    pub const DELINEARIZE_INDEX: &str = "affine.delinearize_index";
    /// `affine.linearize_index`.
    pub const LINEARIZE_INDEX: &str = "affine.linearize_index";
}

/// Registers every affine op.
pub fn register(reg: &mut Registry) {
    apply::register(reg);
    loops::register(reg);
    memory::register(reg);
    index::register(reg);
    // Folders (and canonicalization patterns) of every op.
    for name in [
        names::APPLY,
        names::MIN,
        names::MAX,
        names::FOR,
        names::IF,
        names::PARALLEL,
        names::LOAD,
        names::STORE,
        names::VECTOR_LOAD,
        names::VECTOR_STORE,
        names::PREFETCH,
        names::DMA_START,
        names::DMA_WAIT,
        names::DELINEARIZE_INDEX,
        names::LINEARIZE_INDEX,
    ] {
        if let Some(def) = reg.get(name).copied() {
            reg.add(affine_ir::dialect::OpDef {
                fold: Some(fold::fold),
                canonicalize: Some(canonicalize::patterns),
                ..def
            });
        }
    }
    reg.set_constant_materializer("affine", fold::materialize);
}
