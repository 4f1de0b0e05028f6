//! Affine expressions, maps and integer sets (MLIR's `AffineExpr`, `AffineMap`,
//! `IntegerSet`), hash-consed in an [`AffineStore`].
//!
//! Expressions are simplified on construction exactly as MLIR 22 does
//! (`mlir/lib/IR/AffineExpr.cpp`), so that printing matches `mlir-opt`.
//! The module also provides the textual parser (`affine_map<...>` bodies and
//! inline SSA-id expression lists as used by `affine.load`), the printer, map
//! utilities (composition, simplification, constant folding) and the
//! flattener to linear form used by the dependence analysis.

mod flatten;
mod ops;
mod parse;
mod print;
mod simplify;
mod store;
#[cfg(test)]
mod tests;

pub use flatten::{FlatExprs, FlattenError, LocalDiv};
pub use ops::EvalError;
pub use parse::{
    AffineParseError, Delimiter, DimOrSymbol, MapOrSet, parse_affine_expr_list_with_ssa, parse_affine_expr_with_ssa,
    parse_affine_map_or_set,
};
pub use store::{
    AffineExpr, AffineExprData, AffineExprKind, AffineMap, AffineMapData, AffineStore, IntegerSet, IntegerSetData,
};

#[cfg(test)]
mod difftest {
    //! Temporary differential harness (reads /tmp/ae/cases.txt).
    use super::*;
    #[test]
    #[ignore]
    fn diff_cases() {
        let Ok(text) = std::fs::read_to_string("/tmp/ae/cases.txt") else {
            return;
        };
        let simplify = std::fs::read_to_string("/tmp/ae/mode.txt").is_ok_and(|m| m.trim() == "simplify");
        let mut out = String::new();
        for line in text.lines() {
            let mut st = AffineStore::new();
            match parse_affine_map_or_set(&mut st, line, 0) {
                Ok((MapOrSet::Map(m), _)) => {
                    let m = if simplify { st.simplify_affine_map(m) } else { m };
                    out.push_str(&st.map_to_string(m))
                }
                Ok((MapOrSet::Set(s), _)) => out.push_str(&st.set_to_string(s)),
                Err(e) => out.push_str(&format!("ERR {} {}", e.offset, e.message)),
            }
            out.push('\n');
        }
        std::fs::write("/tmp/ae/ours.txt", out).unwrap();
    }
}
