//! MLIR's `simplifyIntegerSet` (`Analysis/Utils.cpp`): an integer set
//! simplified through its constraint system. The set's constraints are
//! flattened (one local variable per distinct division), the system is
//! tested for emptiness with MLIR's own test (Gaussian then Fourier–Motzkin
//! elimination) — an empty set becomes the canonical `1 == 0` — and
//! otherwise trivially redundant rows are dropped (gcd tightening and
//! normalisation, duplicates, rows implied by one differing only in the
//! constant) and the set is rebuilt: equalities first, then inequalities,
//! each local written back as the `floordiv` its division constraints give
//! (MLIR's `getAsIntegerSet`).
//!
//! A set that cannot be flattened (semi-affine constraints, division by a
//! non-positive constant) is returned unchanged. MLIR 22 asserts there in
//! debug builds; see `tests/lit/upstream-bugs/` for what its release build
//! does.

use affine_ir::Context;
use affine_ir::affine::{AffineExpr, IntegerSet};
use presburger::{Int, IntegerRelation};

use crate::constraints::constraint_system;

/// The simplified form of `set` (MLIR's `simplifyIntegerSet`); `set` itself
/// when it cannot be flattened or rebuilt.
pub fn simplify_integer_set(ctx: &mut Context, set: IntegerSet) -> IntegerSet {
    let data = ctx.affine.set_data(set).clone();
    let (nd, ns) = (data.num_dims as usize, data.num_symbols as usize);
    let Ok(mut rel) = constraint_system(ctx, &data.constraints, &data.eq_flags, nd, ns) else {
        return set;
    };
    if rel.is_empty_by_elimination() {
        return ctx.affine.empty_set(data.num_dims, data.num_symbols);
    }
    rel.remove_trivial_redundancy();
    as_integer_set(ctx, &rel, nd, ns).unwrap_or(set)
}

/// MLIR's `FlatLinearConstraints::getAsIntegerSet`: `None` when a local
/// variable used by a constraint has no division representation or a
/// coefficient does not fit in `i64`.
fn as_integer_set(ctx: &mut Context, rel: &IntegerRelation, nd: usize, ns: usize) -> Option<IntegerSet> {
    if rel.num_constraints() == 0 {
        // The universe: `0 == 0`.
        let zero = ctx.affine.constant(0);
        return Some(ctx.affine.set(nd as u32, ns as u32, &[zero], &[true]));
    }
    let locals = local_exprs(ctx, rel, nd, ns);
    let n_ids = nd + ns;
    for (j, l) in locals.iter().enumerate() {
        if l.is_none() && !rel.is_col_zero(n_ids + j) {
            return None;
        }
    }
    // A local without representation has an all-zero column: never read.
    let zero = ctx.affine.constant(0);
    let locals: Vec<AffineExpr> = locals.into_iter().map(|l| l.unwrap_or(zero)).collect();
    let mut exprs = Vec::with_capacity(rel.num_constraints());
    let mut eq_flags = Vec::with_capacity(rel.num_constraints());
    for (rows, is_eq) in [(rel.equalities(), true), (rel.inequalities(), false)] {
        for r in 0..rows.num_rows() {
            let row = row_i64(rows.row(r))?;
            exprs.push(ctx.affine.expr_from_flat(&row, nd, ns, &locals));
            eq_flags.push(is_eq);
        }
    }
    Some(ctx.affine.set(nd as u32, ns as u32, &exprs, &eq_flags))
}

/// A row as `i64`s (`None` on overflow).
fn row_i64(row: &[Int]) -> Option<Vec<i64>> {
    row.iter().map(Int::to_i64).collect()
}

/// MLIR's `computeLocalVars`: each local as `dividend floordiv divisor`
/// over dims, symbols and the locals found before it (`None` where no
/// division representation exists).
fn local_exprs(ctx: &mut Context, rel: &IntegerRelation, nd: usize, ns: usize) -> Vec<Option<AffineExpr>> {
    let reprs = rel.local_reprs();
    let n_ids = nd + ns;
    let mut memo: Vec<Option<AffineExpr>> = Vec::with_capacity(rel.num_vars());
    for i in 0..nd {
        memo.push(Some(ctx.affine.dim(i as u32)));
    }
    for i in 0..ns {
        memo.push(Some(ctx.affine.symbol(i as u32)));
    }
    memo.resize(rel.num_vars(), None);
    // Representations refer only to variables found before them; resolve in
    // rounds as MLIR does.
    loop {
        let mut changed = false;
        for (j, repr) in reprs.iter().enumerate() {
            let pos = n_ids + j;
            if memo[pos].is_some() {
                continue;
            }
            let Some(repr) = repr else { continue };
            let Some(divisor) = repr.divisor.to_i64() else { continue };
            let nv = rel.num_vars();
            if (0..nv).any(|c| !repr.dividend[c].is_zero() && memo[c].is_none()) {
                continue;
            }
            let Some(constant) = repr.dividend[nv].to_i64() else { continue };
            let mut dividend = ctx.affine.constant(constant);
            let mut ok = true;
            for (coef, &var) in repr.dividend[..nv].iter().zip(&memo) {
                if coef.is_zero() {
                    continue;
                }
                let (Some(coef), Some(var)) = (coef.to_i64(), var) else {
                    ok = false;
                    break;
                };
                let term = ctx.affine.mul_const(var, coef);
                dividend = ctx.affine.add(dividend, term);
            }
            if !ok {
                continue;
            }
            memo[pos] = Some(ctx.affine.floor_div_const(dividend, divisor));
            changed = true;
        }
        if !changed {
            break;
        }
    }
    memo.split_off(n_ids)
}
