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

pub(crate) use index::parse_dynamic_index_list as parse_paren_index_list;
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

/// The affine ops by a small code (for dispatch without comparing names).
///
/// [`register`] stores `CODE_TAG | code` as the `table_index` of each
/// affine op's definition, so [`code_of`] finds an op's code from its
/// definition (looked up by interned name) instead of comparing the name's
/// text with up to a dozen names, which the views, folders, scope rules and
/// verifiers otherwise do on every visit of every op.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Code {
    Apply,
    Min,
    Max,
    For,
    If,
    Parallel,
    Yield,
    Load,
    Store,
    VectorLoad,
    VectorStore,
    Prefetch,
    DmaStart,
    DmaWait,
    DelinearizeIndex,
    LinearizeIndex,
}

/// Every affine op's name with its code, in code order.
const CODES: [(&str, Code); 16] = [
    (names::APPLY, Code::Apply),
    (names::MIN, Code::Min),
    (names::MAX, Code::Max),
    (names::FOR, Code::For),
    (names::IF, Code::If),
    (names::PARALLEL, Code::Parallel),
    (names::YIELD, Code::Yield),
    (names::LOAD, Code::Load),
    (names::STORE, Code::Store),
    (names::VECTOR_LOAD, Code::VectorLoad),
    (names::VECTOR_STORE, Code::VectorStore),
    (names::PREFETCH, Code::Prefetch),
    (names::DMA_START, Code::DmaStart),
    (names::DMA_WAIT, Code::DmaWait),
    (names::DELINEARIZE_INDEX, Code::DelinearizeIndex),
    (names::LINEARIZE_INDEX, Code::LinearizeIndex),
];

/// The high bits of the `table_index` of an affine op's definition (the
/// other dialects' tables use small indices).
const CODE_TAG: u32 = 0xAF1E_0000;

/// The code of the affine op named `name`, `None` for any other op.
/// Registered ops are told apart by their definition's tag alone (every
/// affine op [`register`] adds is tagged); an unregistered op (a context
/// whose registry lacks the affine dialect) by its name's text.
#[inline]
pub(crate) fn code_of_name(ctx: &affine_ir::Context, name: affine_ir::context::OpName) -> Option<Code> {
    match ctx.op_def(name) {
        Some(def) => {
            let i = def.table_index;
            if i & 0xFFFF_0000 != CODE_TAG {
                return None;
            }
            CODES.get((i & 0xFFFF) as usize).map(|&(_, c)| c)
        }
        None => code_of_text(ctx.op_name_str(name)),
    }
}

/// The code of the affine op named `text`.
fn code_of_text(text: &str) -> Option<Code> {
    CODES.iter().find(|&&(n, _)| n == text).map(|&(_, c)| c)
}

/// The code of `op` if it is an affine op (see [`code_of_name`]).
#[inline]
pub(crate) fn code_of(ctx: &affine_ir::Context, op: affine_ir::OpId) -> Option<Code> {
    code_of_name(ctx, ctx.ir.op(op).name)
}

/// True if `op` is the affine op with code `code`.
#[inline]
pub(crate) fn is_code(ctx: &affine_ir::Context, op: affine_ir::OpId, code: Code) -> bool {
    code_of(ctx, op) == Some(code)
}

/// Registers every affine op.
pub fn register(reg: &mut Registry) {
    apply::register(reg);
    loops::register(reg);
    memory::register(reg);
    index::register(reg);
    // Each op's code in its definition (see `Code`).
    for (i, &(name, _)) in CODES.iter().enumerate() {
        if let Some(def) = reg.get(name).copied() {
            reg.add(affine_ir::dialect::OpDef { table_index: CODE_TAG | i as u32, ..def });
        }
    }
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
