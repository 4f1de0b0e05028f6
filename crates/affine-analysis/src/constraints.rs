//! Value-aware constraint systems (MLIR's `FlatAffineValueConstraints`):
//! an [`IntegerRelation`] whose dim and symbol columns carry the SSA value
//! they stand for (as [`Identifier::Opaque`] holding the value index), plus
//! the iteration domain builders `getIndexSet`, `addAffineForOpDomain`,
//! `addBound`, `addAffineIfOpDomain` and `addAffineParallelOpDomain`.

use affine_dialects::affine::scope::{for_induction_var_owner, is_affine_induction_var, parallel_induction_var_owner};
use affine_dialects::affine::{AffineForView, AffineIfView, AffineParallelView, names};
use affine_ir::affine::{AffineExpr, AffineMap, FlatExprs};
use affine_ir::dialect::traits;
use affine_ir::{Context, OpId, ValueId};
use presburger::{BoundType, Identifier, Int, IntegerRelation, PresburgerSpace, VarKind, floor_div_constraints};

use crate::access::{Resolution, ValueMap, ValueSet, canonicalize_set, compose_map};
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

    /// The first dim or symbol column at or after `offset` holding `v`
    /// (MLIR's `findVar(val, &pos, offset)`).
    pub fn find_var_from(&self, v: ValueId, offset: usize) -> Option<usize> {
        let id = value_id(v);
        (offset..self.rel.num_dim_and_symbol_vars()).find(|&p| self.rel.space().id_at(p) == Some(&id))
    }

    /// Inserts a dim for `v` at dim position `pos`.
    pub fn insert_dim(&mut self, pos: usize, v: Option<ValueId>) {
        self.rel.insert_var(VarKind::Range, pos, 1);
        self.rel.set_id(VarKind::Range, pos, v.map(value_id));
    }

    /// Inserts a symbol for `v` at symbol position `pos`.
    pub fn insert_symbol(&mut self, pos: usize, v: Option<ValueId>) {
        self.rel.insert_var(VarKind::Symbol, pos, 1);
        self.rel.set_id(VarKind::Symbol, pos, v.map(value_id));
    }

    /// MLIR's `addInductionVarOrTerminalSymbol`: makes sure `v` has a
    /// column (an outer loop IV becomes a dim with its loop's domain, other
    /// values become symbols, constants are pinned); returns it.
    pub fn add_induction_var_or_terminal_symbol(
        &mut self,
        ctx: &mut Context,
        v: ValueId,
        res: Resolution,
    ) -> Result<usize, AnalysisError> {
        if let Some(p) = self.find_var(v) {
            return Ok(p);
        }
        if let Some(owner) = for_induction_var_owner(ctx, v) {
            let p = self.append_dim(v);
            self.add_for_domain(ctx, owner, res)?;
            return Ok(p);
        }
        if let Some(owner) = parallel_induction_var_owner(ctx, v) {
            let ivs = AffineParallelView::get(ctx, owner).ok_or(AnalysisError::Malformed(owner))?.ivs.to_vec();
            for iv in ivs {
                self.append_dim(iv);
            }
            self.add_parallel_domain(ctx, owner, res)?;
            return self.find_var(v).ok_or(AnalysisError::Malformed(owner));
        }
        let p = self.append_symbol(v);
        if let Some(c) = res.constant(ctx, v) {
            self.rel.add_bound(BoundType::EQ, p, &Int::from(c));
        }
        Ok(p)
    }

    /// MLIR's `flattenAlignedMapAndMergeLocals` for already flattened
    /// expressions over this system's dims and symbols: the new locals are
    /// inserted in front of the existing ones and their division
    /// constraints appended. Returns the row translation of `flat`'s rows.
    pub(crate) fn merge_flat_locals(&mut self, flat: &FlatExprs) -> Vec<Vec<Int>> {
        let k = flat.locals.len();
        let n_in = flat.num_dims + flat.num_symbols;
        let loc_off = self.rel.var_kind_offset(VarKind::Local);
        debug_assert_eq!(n_in, loc_off);
        if k > 0 {
            self.rel.insert_var(VarKind::Local, 0, k);
        }
        let ncols = self.rel.num_cols();
        let translate = |row: &[i64]| -> Vec<Int> {
            let mut out = vec![Int::ZERO; ncols];
            for (j, &c) in row.iter().enumerate().take(row.len() - 1) {
                if c != 0 {
                    out[j] = Int::from(c);
                }
            }
            out[ncols - 1] = Int::from(row[row.len() - 1]);
            out
        };
        for (j, local) in flat.locals.iter().enumerate() {
            let dividend = translate(&local.dividend);
            for row in floor_div_constraints(&dividend, &Int::from(local.divisor), loc_off + j) {
                self.rel.add_inequality(&row);
            }
        }
        flat.rows.iter().map(|r| translate(r)).collect()
    }

    /// MLIR's `computeAlignedMap`: the expressions of `vm` over this
    /// system's dims and symbols (every operand must have a column).
    pub(crate) fn aligned_exprs(&self, ctx: &mut Context, vm: &ValueMap) -> Result<Vec<AffineExpr>, AnalysisError> {
        let data = ctx.affine.map_data(vm.map).clone();
        let nd = self.num_dims();
        let mut repl = Vec::with_capacity(vm.operands.len());
        for &v in &vm.operands {
            let col = self.find_var(v).ok_or(AnalysisError::UnresolvedOperand)?;
            repl.push(if col < nd { ctx.affine.dim(col as u32) } else { ctx.affine.symbol((col - nd) as u32) });
        }
        let (d, s) = repl.split_at((data.num_dims as usize).min(repl.len()));
        Ok(data.results.iter().map(|&e| ctx.affine.replace_dims_and_symbols(e, d, s)).collect())
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
        res: Resolution,
    ) -> Result<(), AnalysisError> {
        let vm = compose_map(ctx, map, operands, res);
        for &v in &vm.operands {
            self.add_induction_var_or_terminal_symbol(ctx, v, res)?;
        }
        let exprs = self.aligned_exprs(ctx, &vm)?;
        let flat =
            ctx.affine.flatten_exprs(&exprs, self.num_dims(), self.num_symbols()).map_err(AnalysisError::Flatten)?;
        let rows = self.merge_flat_locals(&flat);
        let lower = matches!(ty, BoundType::LB | BoundType::EQ);
        for expr in rows {
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
    /// bound, `iv = lb + step * q` with a local `q` (MLIR ignores the step
    /// when the lower bound is not constant: an over-approximation).
    pub fn add_for_domain(&mut self, ctx: &mut Context, for_op: OpId, res: Resolution) -> Result<(), AnalysisError> {
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
            None => self.add_bound_map(ctx, BoundType::LB, pos, lmap, &lops, res)?,
        }
        match cub {
            Some(ub) => self.rel.add_bound(BoundType::UB, pos, &(Int::from(ub) - Int::ONE)),
            None => self.add_bound_map(ctx, BoundType::UB, pos, umap, &uops, res)?,
        }
        Ok(())
    }

    /// MLIR's `addAffineParallelOpDomain`: per-loop bounds of the band
    /// (steps are not modelled, as in MLIR).
    pub fn add_parallel_domain(&mut self, ctx: &mut Context, par: OpId, res: Resolution) -> Result<(), AnalysisError> {
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
                None => self.add_bound_map(ctx, BoundType::LB, pos, lm, &lops, res)?,
            }
            match ctx.affine.map_single_constant_result(um) {
                Some(c) => self.rel.add_bound(BoundType::UB, pos, &(Int::from(c) - Int::ONE)),
                None => self.add_bound_map(ctx, BoundType::UB, pos, um, &uops, res)?,
            }
        }
        Ok(())
    }

    /// MLIR's `FlatAffineValueConstraints(IntegerSet, operands)`: the
    /// set's constraints over its canonical operands, then the division
    /// constraints of its locals.
    pub fn from_set(ctx: &mut Context, set: &ValueSet) -> Result<ValueConstraints, AnalysisError> {
        let nd = set.num_dims;
        let ns = set.operands.len() - nd;
        let mut cst = ValueConstraints { rel: constraint_system(ctx, &set.constraints, &set.eq_flags, nd, ns)? };
        for (i, &v) in set.operands.iter().enumerate() {
            if i < nd {
                cst.rel.set_id(VarKind::Range, i, Some(value_id(v)));
            } else {
                cst.rel.set_id(VarKind::Symbol, i - nd, Some(value_id(v)));
            }
        }
        Ok(cst)
    }

    /// MLIR's `mergeAndAlignVarsWithOther(0, other)`: both systems get the
    /// union of the dims (this system's first, in order), of the symbols and
    /// of the locals, aligned column for column.
    pub fn merge_and_align_vars(&mut self, other: &mut ValueConstraints) {
        let a_dims = self.dim_values();
        for (d, v) in a_dims.into_iter().enumerate() {
            match v.and_then(|v| other.find_var_from(v, d)) {
                Some(loc) => other.rel.swap_var(d, loc),
                None => other.insert_dim(d, v),
            }
        }
        for t in self.num_dims()..other.num_dims() {
            let v = other.value(t);
            let pos = self.num_dims();
            self.insert_dim(pos, v);
        }
        // mergeSymbolVars.
        let a_syms: Vec<Option<ValueId>> = (0..self.num_symbols()).map(|i| self.value(self.num_dims() + i)).collect();
        for (s, v) in (other.num_dims()..).zip(a_syms) {
            let found = v
                .and_then(|v| other.find_var_from(v, s))
                .filter(|&loc| loc >= other.num_dims() && loc < other.num_dims() + other.num_symbols());
            match found {
                Some(loc) => other.rel.swap_var(s, loc),
                None => {
                    let rel_pos = s - other.num_dims();
                    other.insert_symbol(rel_pos, v);
                }
            }
        }
        for t in other.num_dims() + self.num_symbols()..other.num_dims() + other.num_symbols() {
            let v = other.value(t);
            let pos = self.num_symbols();
            self.insert_symbol(pos, v);
        }
        self.rel.merge_local_vars(&mut other.rel);
    }

    /// MLIR's `addAffineIfOpDomain`: the `then` condition of `if_op` over
    /// its canonicalized operands (operands without a column, such as
    /// `affine.apply` results, become new unconstrained dims or symbols, as
    /// in MLIR).
    pub fn add_if_domain(&mut self, ctx: &mut Context, if_op: OpId, res: Resolution) -> Result<(), AnalysisError> {
        let view = AffineIfView::get(ctx, if_op).ok_or(AnalysisError::Malformed(if_op))?;
        let (cond, operands) = (view.condition, view.operands.to_vec());
        let set = canonicalize_set(ctx, cond, &operands, res);
        let mut other = ValueConstraints::from_set(ctx, &set)?;
        self.merge_and_align_vars(&mut other);
        self.rel.append(&other.rel);
        Ok(())
    }
}

/// MLIR's `FlatAffineValueConstraints(IntegerSet)` without operands: the
/// constraints `constraints` (equalities where `eq_flags` says so) over `nd`
/// dims and `ns` symbols, flattened with one local per distinct division,
/// followed by the division constraints of the locals.
pub fn constraint_system(
    ctx: &mut Context,
    constraints: &[AffineExpr],
    eq_flags: &[bool],
    nd: usize,
    ns: usize,
) -> Result<IntegerRelation, AnalysisError> {
    let flat = ctx.affine.flatten_exprs(constraints, nd, ns).map_err(AnalysisError::Flatten)?;
    let mut rel = IntegerRelation::new(PresburgerSpace::set(nd, ns, 0));
    rel.append_var(VarKind::Local, flat.locals.len());
    let row = |r: &[i64]| -> Vec<Int> { r.iter().map(|&c| Int::from(c)).collect() };
    for (r, &is_eq) in flat.rows.iter().zip(eq_flags) {
        if is_eq {
            rel.add_equality(&row(r));
        } else {
            rel.add_inequality(&row(r));
        }
    }
    for (j, local) in flat.locals.iter().enumerate() {
        for r in floor_div_constraints(&row(&local.dividend), &Int::from(local.divisor), nd + ns + j) {
            rel.add_inequality(&r);
        }
    }
    Ok(rel)
}

/// The `affine.for` / `affine.if` / `affine.parallel` ops enclosing `op`,
/// outermost first, up to the nearest op with the `AffineScope` trait
/// (MLIR's `getEnclosingAffineOps`): other ops between them, such as a
/// `memref.alloca_scope` in a loop body, are looked through, so the
/// loops outside them stay in the access's iteration domain (stopping
/// at the first non-affine op left those loops out and hid the
/// dependences they carry, `tests/lit/dependences/dependence-through-alloca-scope.mlir`).
pub fn enclosing_affine_ops(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = ctx.ir.parent_op(op);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, traits::AFFINE_SCOPE) {
            break;
        }
        let name = ctx.op_name_str(ctx.ir.op(p).name);
        if name == names::FOR || name == names::IF || name == names::PARALLEL {
            out.push(p);
        }
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
pub fn op_index_set(ctx: &mut Context, op: OpId, res: Resolution) -> Result<ValueConstraints, AnalysisError> {
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
            cst.add_for_domain(ctx, o, res)?;
        } else if name == names::PARALLEL {
            cst.add_parallel_domain(ctx, o, res)?;
        } else if !in_else_region(ctx, o, op) {
            cst.add_if_domain(ctx, o, res)?;
        }
    }
    Ok(cst)
}

/// True if `v` is an induction variable of an `affine.for` or
/// `affine.parallel` (re-exported for the dependence code).
pub(crate) fn is_loop_iv(ctx: &Context, v: ValueId) -> bool {
    is_affine_induction_var(ctx, v)
}
