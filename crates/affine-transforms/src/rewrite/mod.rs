//! The rewrite engine every pass shares: the greedy pattern driver
//! ([`driver`]), the [`OperationFolder`] that folds ops and keeps constants
//! unique at the start of their region ([`folder`]), and the region
//! simplifications run between iterations ([`region_simplify`]).
//!
//! The interface patterns are written against (`PatternRewriter`,
//! `RewritePattern`, fold hooks) is in `affine_ir::rewrite`, re-exported
//! here, so that dialects below this crate can define folders and
//! canonicalization patterns.
//!
//! ```ignore
//! let patterns = FrozenPatterns::from_set(my_patterns);
//! let outcome = apply_patterns_greedily(ctx, func_op, &patterns, GreedyConfig::default());
//! ```

pub mod driver;
pub mod folder;
pub mod region_simplify;
#[cfg(test)]
mod tests;
mod worklist;

pub use affine_ir::rewrite::{
    FnPattern, FoldOutcome, FoldResult, PatternRewriter, RewriteListener, RewritePattern, RewritePatternSet,
    canonicalization_patterns, constant_value, fold_op, is_op_trivially_dead, would_op_be_trivially_dead,
};
pub use driver::{
    FrozenPatterns, GreedyConfig, NO_LIMIT, OpRewriteOutcome, RegionSimplify, RewriteOutcome, Strictness,
    apply_op_patterns, apply_patterns_greedily, apply_patterns_greedily_in_region,
};
pub use folder::{OperationFolder, insertion_region};
