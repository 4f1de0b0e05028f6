//! Affine expressions, maps and integer sets (MLIR's `AffineExpr`, `AffineMap`,
//! `IntegerSet`), hash-consed in an [`AffineStore`].
//!
//! Expressions are simplified on construction exactly as MLIR 22 does
//! (`mlir/lib/IR/AffineExpr.cpp`), so that printing matches `mlir-opt`.
//! The module also provides the textual parser (`affine_map<...>` bodies and
//! inline SSA-id expression lists as used by `affine.load`), the printer, map
//! utilities (composition, simplification, constant folding) and the
//! flattener to linear form used by the dependence analysis.
//!
//! Overview:
//! - [`AffineStore`] owns everything; [`AffineExpr`], [`AffineMap`] and
//!   [`IntegerSet`] are `Copy` ids into it. Build expressions with
//!   `dim`/`symbol`/`constant`/`add`/`sub`/`neg`/`mul`/`floor_div`/
//!   `ceil_div`/`modulo` (each simplifies as MLIR does), maps with `map`,
//!   sets with `set`; inspect with `data`, `map_data`, `set_data`.
//! - Text: [`parse_affine_map_or_set`] (body of `affine_map<...>` /
//!   `affine_set<...>`), [`parse_affine_expr_list_with_ssa`] /
//!   [`parse_affine_expr_with_ssa`] (inline `[%i + 1, symbol(%n)]` forms),
//!   and `write_expr` / `write_map` / `write_set` / `write_map_of_ssa_ids`.
//! - Utilities: `compose`, `replace_dims_and_symbols`, `simplify_affine_map`,
//!   `eval_map`, `flatten_exprs` ([`FlatExprs`]).
//!
//! Where MLIR 22's behaviour was established by running `mlir-opt` rather
//! than from its source, the code says so ("observed mlir-opt 22 behaviour").

#![warn(missing_docs)]

mod flatten;
mod ops;
mod parse;
mod print;
mod simplify;
mod store;
#[cfg(test)]
mod tests;

pub use flatten::{FlatExprs, FlattenError, LocalDiv};
pub use ops::{EvalError, ForBoundForm};
pub use parse::{
    AffineParseError, Delimiter, DimOrSymbol, MapOrSet, parse_affine_expr_list_with_ssa, parse_affine_expr_with_ssa,
    parse_affine_map_or_set,
};
pub use store::{
    AffineExpr, AffineExprData, AffineExprKind, AffineMap, AffineMapData, AffineStore, IntegerSet, IntegerSetData,
};
