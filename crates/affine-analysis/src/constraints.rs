//! Value-aware constraint systems (MLIR's `FlatAffineValueConstraints`):
//! an [`IntegerRelation`] whose dim and symbol columns carry the SSA value
//! they stand for (as [`Identifier::Opaque`] holding the value index), plus
//! the iteration domain builders `getIndexSet`, `addAffineForOpDomain`,
//! `addBound`, `addAffineIfOpDomain` and `addAffineParallelOpDomain`.

use affine_ir::affine::{AffineExpr, AffineMap, FlatExprs};
use affine_ir::dialects::affine::scope::{
    for_induction_var_owner, is_affine_induction_var, parallel_induction_var_owner,
};
use affine_ir::dialects::affine::{AffineForView, AffineIfView, AffineParallelView, names};
use affine_ir::{Context, OpId, ValueId};
use presburger::{BoundType, Identifier, Int, IntegerRelation, PresburgerSpace, VarKind};

use crate::access::{canonicalize_set, compose_map};
use crate::error::AnalysisError;

/// The identifier used for SSA value `v` in constraint systems.
pub fn value_id(v: ValueId) -> Identifier {
    Identifier::Opaque(u64::from(v.0))
}

/// The SSA value an identifier stands for, if it is one of ours.
pub fn id_value(id: &Identifier) -> Option<ValueId> {
    match id {
        Identifier::Opaque(x) => u32::try_from(*x).ok().map(ValueId),
        Identifier::Name(_) => None,
    }
}

/// A set of integer points over SSA-valued dims and symbols (plus local
/// variables): MLIR's `FlatAffineValueConstraints`.
#[derive(Clone, Debug)]
pub struct ValueConstraints {
    /// The underlying set (space with no domain variables).
    pub rel: IntegerRelation,
}

impl Default for ValueConstraints {
    fn default() -> Self {
        Self::new()
    }
}

impl ValueConstraints {
    /// The universe over no variables.
    pub fn new() -> Self {
        ValueConstraints { rel: IntegerRelation::new(PresburgerSpace::set(0, 0, 0)) }
    }

    /// Number of dim variables.
    pub fn num_dims(&self) -> usize {
        self.rel.num_range_vars()
    }

    /// Number of symbol variables.
    pub fn num_symbols(&self) -> usize {
        self.rel.num_symbol_vars()
    }

    /// The value of the variable at absolute column `pos` (dims then
    /// symbols), if any.
    pub fn value(&self, pos: usize) -> Option<ValueId> {
        self.rel.space().id_at(pos).and_then(id_value)
    }

    /// The values of the dims in order (`None` for anonymous dims).
    pub fn dim_values(&self) -> Vec<Option<ValueId>> {
        (0..self.num_dims()).map(|i| self.value(i)).collect()
    }

    /// Absolute column of the dim or symbol holding `v`.
    pub fn find_var(&self, v: ValueId) -> Option<usize> {
        let id = value_id(v);
        (0..self.rel.num_dim_and_symbol_vars()).find(|&p| self.rel.space().id_at(p) == Some(&id))
    }

    /// Appends a dim for `v`; returns its column.
    pub fn append_dim(&mut self, v: ValueId) -> usize {
        let pos = self.rel.num_range_vars();
        self.rel.append_var(VarKind::Range, 1);
        self.rel.set_id(VarKind::Range, pos, Some(value_id(v)));
        pos
    }

    /// Appends a symbol for `v`; returns its absolute column.
    pub fn append_symbol(&mut self, v: ValueId) -> usize {
        let pos = self.rel.num_symbol_vars();
        let abs = self.rel.append_var(VarKind::Symbol, 1);
        self.rel.set_id(VarKind::Symbol, pos, Some(value_id(v)));
        abs
    }

    /// MLIR's `addInductionVarOrTerminalSymbol`: makes sure `v` has a
    /// column (an outer loop IV becomes a dim with its loop's domain, other
    /// values become symbols, constants are pinned); returns it.
    pub fn add_induction_var_or_terminal_symbol(
        &mut self,
        ctx: &mut Context,
        v: ValueId,
    ) -> Result<usize, AnalysisError> {
        if let Some(p) = self.find_var(v) {
            return Ok(p);
        }
        if let Some(owner) = for_induction_var_owner(ctx, v) {
            let p = self.append_dim(v);
            self.add_for_domain(ctx, owner)?;
            return Ok(p);
        }
        if let Some(owner) = parallel_induction_var_owner(ctx, v) {
            let ivs = AffineParallelView::get(ctx, owner).ok_or(AnalysisError::Malformed(owner))?.ivs.to_vec();
            for iv in ivs {
                if self.find_var(iv).is_none() {
                    self.append_dim(iv);
                }
            }
            self.add_parallel_domain(ctx, owner)?;
            return self.find_var(v).ok_or(AnalysisError::Malformed(owner));
        }
        let p = self.append_symbol(v);
        if let Some(c) = affine_ir::dialects::affine::scope::constant_int_value(ctx, v) {
            self.rel.add_bound(BoundType::EQ, p, &Int::from(c));
        }
        Ok(p)
    }

    /// Adds the locals of `flat` (whose dims/symbols map to columns
    /// `cols`) with their division constraints; returns their columns.
    fn add_flat_locals(&mut self, flat: &FlatExprs, cols: &[usize]) -> Vec<usize> {
        let mut local_cols: Vec<usize> = Vec::with_capacity(flat.locals.len());
        for local in &flat.locals {
            let dividend = self.translate(&local.dividend, flat, cols, &local_cols);
            self.rel.add_local_floor_div(&dividend, &Int::from(local.divisor));
            local_cols.push(self.rel.num_vars() - 1);
        }
        local_cols
    }

    /// Translates a flat row `[dims, syms, locals, const]` of `flat` into a
    /// row of this system.
    fn translate(&self, row: &[i64], flat: &FlatExprs, cols: &[usize], local_cols: &[usize]) -> Vec<Int> {
        let mut out = vec![Int::ZERO; self.rel.num_cols()];
        let n_ids = flat.num_dims + flat.num_symbols;
        for (j, &c) in row.iter().enumerate().take(row.len().saturating_sub(1)) {
            if c == 0 {
                continue;
            }
            let col = if j < n_ids { cols.get(j).copied() } else { local_cols.get(j - n_ids).copied() };
            if let Some(slot) = col.and_then(|col| out.get_mut(col)) {
                *slot += &Int::from(c);
            }
        }
        if let (Some(&c), Some(last)) = (row.last(), out.last_mut()) {
            *last += &Int::from(c);
        }
        out
    }

    /// Resolves the columns of `operands` (adding missing ones).
    fn operand_cols(&mut self, ctx: &mut Context, operands: &[ValueId]) -> Result<Vec<usize>, AnalysisError> {
        operands.iter().map(|&v| self.add_induction_var_or_terminal_symbol(ctx, v)).collect()
    }

    /// Flattens `exprs` over `operands` (`num_dims` dims), adding the
    /// needed columns and locals; returns the rows in this system's layout.
    pub fn flatten_into(
        &mut self,
        ctx: &mut Context,
        exprs: &[AffineExpr],
        num_dims: usize,
        operands: &[ValueId],
    ) -> Result<Vec<Vec<Int>>, AnalysisError> {
        self.operand_cols(ctx, operands)?;
        // Recompute: appending dims shifts symbol columns.
        let cols: Vec<usize> = operands.iter().map(|&v| self.find_var(v).unwrap_or(usize::MAX)).collect();
        let flat =
            ctx.affine.flatten_exprs(exprs, num_dims, operands.len() - num_dims).map_err(AnalysisError::Flatten)?;
        let locals = self.add_flat_locals(&flat, &cols);
        Ok(flat.rows.iter().map(|r| self.translate(r, &flat, &cols, &locals)).collect())
    }

    /// MLIR's `addBound(type, pos, map, operands)`: one constraint per map
    /// result, after composing the map through `affine.apply`. Upper
    /// bounds are exclusive (as loop upper bounds); a result that mentions
    /// `pos` itself is skipped as in MLIR.
    pub fn add_bound_map(
        &mut self,
        ctx: &mut Context,
        ty: BoundType,
        pos: usize,
        map: AffineMap,
        operands: &[ValueId],
    ) -> Result<(), AnalysisError> {
        let vm = compose_map(ctx, map, operands, true);
        let data = ctx.affine.map_data(vm.map).clone();
        let rows = self.flatten_into(ctx, &data.results, data.num_dims as usize, &vm.operands)?;
        let lower = matches!(ty, BoundType::LB | BoundType::EQ);
        for row in rows {
            // Rows were built before the last locals were added; pad.
            let mut expr = row;
            let n = self.rel.num_cols();
            if expr.len() < n {
                let c = expr.pop().unwrap_or(Int::ZERO);
                expr.resize(n - 1, Int::ZERO);
                expr.push(c);
            }
            if !expr[pos].is_zero() {
                continue;
            }
            let mut ineq: Vec<Int> = if lower { expr.iter().map(|v| -v).collect() } else { expr };
            ineq[pos] = Int::from(if lower { 1 } else { -1 });
            if ty == BoundType::UB {
                let last = ineq.len() - 1;
                ineq[last] -= &Int::ONE;
            }
            if ty == BoundType::EQ {
                self.rel.add_equality(&ineq);
            } else {
                self.rel.add_inequality(&ineq);
            }
        }
        Ok(())
    }

    /// MLIR's `addAffineForOpDomain`: bounds of the loop (constant, or
    /// `max`/`min` maps) and, for a non-unit step with a constant lower
    /// bound, `iv = lb + step * q` with a local `q`.
    pub fn add_for_domain(&mut self, ctx: &mut Context, for_op: OpId) -> Result<(), AnalysisError> {
        let view = AffineForView::get(ctx, for_op).ok_or(AnalysisError::Malformed(for_op))?;
        let (iv, step) = (view.iv, view.step);
        let (lmap, lops, umap, uops) =
            (view.lower_map, view.lower_operands.to_vec(), view.upper_map, view.upper_operands.to_vec());
        let clb = view.constant_lower_bound(ctx);
        let cub = view.constant_upper_bound(ctx);
        let pos = self.find_var(iv).ok_or(AnalysisError::Malformed(for_op))?;
        if step != 1
            && let Some(lb) = clb
        {
            let mut dividend = vec![Int::ZERO; self.rel.num_cols()];
            dividend[pos] = Int::ONE;
            let last = dividend.len() - 1;
            dividend[last] = Int::from(-lb);
            self.rel.add_local_floor_div(&dividend, &Int::from(step));
            let q = self.rel.num_vars() - 1;
            let mut eq = vec![Int::ZERO; self.rel.num_cols()];
            eq[pos] = Int::ONE;
            let last = eq.len() - 1;
            eq[last] = Int::from(-lb);
            eq[q] = Int::from(-step);
            self.rel.add_equality(&eq);
        }
        match clb {
            Some(lb) => self.rel.add_bound(BoundType::LB, pos, &Int::from(lb)),
            None => self.add_bound_map(ctx, BoundType::LB, pos, lmap, &lops)?,
        }
        match cub {
            Some(ub) => self.rel.add_bound(BoundType::UB, pos, &(Int::from(ub) - Int::ONE)),
            None => self.add_bound_map(ctx, BoundType::UB, pos, umap, &uops)?,
        }
        Ok(())
    }

    /// MLIR's `addAffineParallelOpDomain`: per-loop bounds of the band
    /// (steps are not modelled, as in MLIR).
    pub fn add_parallel_domain(&mut self, ctx: &mut Context, par: OpId) -> Result<(), AnalysisError> {
        let view = AffineParallelView::get(ctx, par).ok_or(AnalysisError::Malformed(par))?;
        let ivs = view.ivs.to_vec();
        let (lmap, lops, umap, uops) =
            (view.lower_map, view.lower_operands.to_vec(), view.upper_map, view.upper_operands.to_vec());
        let groups: Vec<(Vec<AffineExpr>, Vec<AffineExpr>)> = (0..view.num_loops())
            .map(|i| {
                let l = view.lower_exprs(ctx, i).map(<[AffineExpr]>::to_vec).unwrap_or_default();
                let u = view.upper_exprs(ctx, i).map(<[AffineExpr]>::to_vec).unwrap_or_default();
                (l, u)
            })
            .collect();
        let (lnd, lns) = (ctx.affine.map_data(lmap).num_dims, ctx.affine.map_data(lmap).num_symbols);
        let (und, uns) = (ctx.affine.map_data(umap).num_dims, ctx.affine.map_data(umap).num_symbols);
        for (i, (l, u)) in groups.into_iter().enumerate() {
            let iv = *ivs.get(i).ok_or(AnalysisError::Malformed(par))?;
            let pos = self.find_var(iv).ok_or(AnalysisError::Malformed(par))?;
            let lm = ctx.affine.map(lnd, lns, &l);
            let um = ctx.affine.map(und, uns, &u);
            match ctx.affine.map_single_constant_result(lm) {
                Some(c) => self.rel.add_bound(BoundType::LB, pos, &Int::from(c)),
                None => self.add_bound_map(ctx, BoundType::LB, pos, lm, &lops)?,
            }
            match ctx.affine.map_single_constant_result(um) {
                Some(c) => self.rel.add_bound(BoundType::UB, pos, &(Int::from(c) - Int::ONE)),
                None => self.add_bound_map(ctx, BoundType::UB, pos, um, &uops)?,
            }
        }
        Ok(())
    }

    /// MLIR's `addAffineIfOpDomain`: the `then` condition of `if_op` over
    /// its canonicalized operands (missing values become new dims /
    /// symbols).
    pub fn add_if_domain(&mut self, ctx: &mut Context, if_op: OpId) -> Result<(), AnalysisError> {
        let view = AffineIfView::get(ctx, if_op).ok_or(AnalysisError::Malformed(if_op))?;
        let (cond, operands) = (view.condition, view.operands.to_vec());
        let set = canonicalize_set(ctx, cond, &operands);
        // Missing dims are appended as dims, missing symbols as symbols.
        for (i, &v) in set.operands.iter().enumerate() {
            if self.find_var(v).is_none() {
                if i < set.num_dims {
                    self.append_dim(v);
                } else {
                    self.append_symbol(v);
                }
            }
        }
        let flat = ctx
            .affine
            .flatten_exprs(&set.constraints, set.num_dims, set.operands.len() - set.num_dims)
            .map_err(AnalysisError::Flatten)?;
        // Columns may have shifted when symbols were appended after dims.
        let cols: Vec<usize> = set.operands.iter().map(|&v| self.find_var(v).unwrap_or(usize::MAX)).collect();
        let locals = self.add_flat_locals(&flat, &cols);
        for (row, &is_eq) in flat.rows.iter().zip(&set.eq_flags) {
            let r = self.translate(row, &flat, &cols, &locals);
            if is_eq {
                self.rel.add_equality(&r);
            } else {
                self.rel.add_inequality(&r);
            }
        }
        Ok(())
    }
}

/// The `affine.for` / `affine.if` / `affine.parallel` ops enclosing `op`,
/// outermost first, up to the boundary of the affine analysis scope
/// (MLIR's `getEnclosingAffineOps`).
pub fn enclosing_affine_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        let name = ctx.op_name_str(ctx.ir.op(p).name);
        if name != names::FOR && name != names::IF && name != names::PARALLEL {
            break;
        }
        out.push(p);
        cur = ctx.ir.parent_op(p);
    }
    out.reverse();
    out
}

/// Whether `op` lies in the `else` region of the `affine.if` `if_op`.
fn in_else_region(ctx: &Context, if_op: OpId, op: OpId) -> bool {
    let Some(&else_region) = ctx.ir.regions(if_op).get(1) else { return false };
    let mut cur = op;
    while let Some(parent) = ctx.ir.parent_op(cur) {
        if parent == if_op {
            return ctx.ir.parent_region(cur) == Some(else_region);
        }
        cur = parent;
    }
    false
}

/// MLIR's `getIndexSet` over the affine ops enclosing `op`: one dim per
/// surrounding loop IV (outermost first), their bounds, and the conditions
/// of surrounding `affine.if` ops.
///
/// Deliberate difference from MLIR: an `affine.if` condition is only added
/// for ops in its `then` region (MLIR also adds it for the `else` region,
/// which is unsound).
pub fn op_index_set(ctx: &mut Context, op: OpId) -> Result<ValueConstraints, AnalysisError> {
    let ops = enclosing_affine_ops(ctx, op);
    let mut cst = ValueConstraints::new();
    for &o in &ops {
        let name = ctx.op_name_str(ctx.ir.op(o).name);
        if name == names::FOR {
            let view = AffineForView::get(ctx, o).ok_or(AnalysisError::Malformed(o))?;
            cst.append_dim(view.iv);
        } else if name == names::PARALLEL {
            let view = AffineParallelView::get(ctx, o).ok_or(AnalysisError::Malformed(o))?;
            for &iv in view.ivs {
                cst.append_dim(iv);
            }
        }
    }
    for &o in &ops {
        let name = ctx.op_name_str(ctx.ir.op(o).name);
        if name == names::FOR {
            cst.add_for_domain(ctx, o)?;
        } else if name == names::PARALLEL {
            cst.add_parallel_domain(ctx, o)?;
        } else if !in_else_region(ctx, o, op) {
            cst.add_if_domain(ctx, o)?;
        }
    }
    Ok(cst)
}

/// True if `v` is an induction variable of an `affine.for` or
/// `affine.parallel` (re-exported for the dependence code).
pub(crate) fn is_loop_iv(ctx: &Context, v: ValueId) -> bool {
    is_affine_induction_var(ctx, v)
}
