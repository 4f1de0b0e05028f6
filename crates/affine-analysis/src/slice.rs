//! Computation slices (MLIR's `ComputationSliceState` and
//! `computeSliceUnion` / `getComputationSliceState` in
//! `mlir/lib/Dialect/Affine/Analysis/Utils.cpp`): which iterations of one
//! loop nest (the slice's `ivs`) a given iteration of another nest needs,
//! as lower/upper bound maps of the other nest's induction variables and
//! symbols, plus the point where the slice would be inserted.
//!
//! A *backward* slice (producer-consumer fusion) bounds the source nest in
//! terms of the destination's outer loops; a *forward* slice the
//! destination in terms of the source's. [`compute_slice_union`] takes
//! the union of the slices of all dependent access pairs and checks that it
//! is valid (it contains every source iteration the destination depends
//! on); [`ComputationSliceState::is_maximal`] tells whether it covers the
//! whole source nest.

use affine_ir::fxhash::{FxHashMap, FxHashSet};

use affine_dialects::affine::scope::{constant_int_value, for_induction_var_owner, is_valid_symbol};
use affine_dialects::affine::{AccessKind, AffineForView, names};
use affine_ir::affine::{AffineExprData, AffineMap};
use affine_ir::{Context, OpId, ValueId};
use presburger::exists::DEFAULT_DISJUNCT_BUDGET;
use presburger::{BoundType, Int, IntegerPolyhedron, IntegerRelation, PresburgerSet, PresburgerSpace, VarKind};

use crate::access::{MemRefAccess, Resolution, access_memref_and_kind};
use crate::constraints::{ValueConstraints, value_id};
use crate::dependence::{
    AliasMode, DependenceOptions, DependenceResult, Precision, RelationCache, check_with_details_cached,
};
use crate::error::AnalysisError;
use crate::loop_nest::{
    affine_for_ivs, constant_trip_count, innermost_common_loop_depth, is_loop_parallel,
    is_loop_parallel_and_contains_reduction, nesting_depth,
};
use crate::slice_bounds::{SliceBoundsMemo, relation_key, slice_bounds_memo};

/// Attribute that stops slicing at a loop (MLIR's `slice_fusion_barrier`).
pub const SLICE_FUSION_BARRIER: &str = "slice_fusion_barrier";

/// A slice of a loop nest (MLIR's `ComputationSliceState`): for each
/// sliced loop (`ivs[i]`), bound maps over `lb_operands[i]` /
/// `ub_operands[i]` (`None`: the loop is not sliced and keeps its bounds),
/// and the op before which the sliced nest is to be inserted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ComputationSliceState {
    /// Induction variables of the sliced loops, outermost first.
    pub ivs: Vec<ValueId>,
    /// Lower bound of each sliced loop.
    pub lbs: Vec<Option<AffineMap>>,
    /// Upper bound (exclusive) of each sliced loop.
    pub ubs: Vec<Option<AffineMap>>,
    /// Operands of each lower bound map.
    pub lb_operands: Vec<Vec<ValueId>>,
    /// Operands of each upper bound map.
    pub ub_operands: Vec<Vec<ValueId>>,
    /// The op before which the slice is inserted (the first op of the
    /// destination loop body for backward slices, the source loop body's
    /// terminator for forward slices).
    pub insert_point: Option<OpId>,
}

/// The outcome of [`compute_slice_union`] (MLIR's `SliceComputationResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliceComputationResult {
    /// A valid slice union was computed.
    Success,
    /// The union could not be computed (or its validity decided).
    GenericFailure,
    /// The union was computed but does not contain all the source
    /// iterations the destination depends on.
    IncorrectSliceFailure,
}

impl ComputationSliceState {
    /// True when no slice was computed (MLIR's `isEmpty`: no ivs).
    pub fn is_empty(&self) -> bool {
        self.ivs.is_empty()
    }

    /// MLIR's `clearBounds`.
    pub fn clear_bounds(&mut self) {
        self.lbs.clear();
        self.ubs.clear();
        self.lb_operands.clear();
        self.ub_operands.clear();
    }

    /// MLIR's `getSourceAsConstraints`: the domain of the sliced loops as
    /// originally written.
    pub fn source_as_constraints(&self, ctx: &mut Context) -> Result<ValueConstraints, AnalysisError> {
        let mut cst = constraints_over(&self.ivs, self.ivs.len());
        for &iv in &self.ivs {
            let lp = for_induction_var_owner(ctx, iv).ok_or(AnalysisError::UnresolvedOperand)?;
            cst.add_for_domain(ctx, lp, Resolution::MLIR)?;
        }
        Ok(cst)
    }

    /// MLIR's `getAsConstraints`: the sliced loops' domain given by the
    /// slice bounds, with the bound operands as symbols (loop IVs among them
    /// get their loops' domains, constants their values).
    pub fn as_constraints(&self, ctx: &mut Context) -> Result<ValueConstraints, AnalysisError> {
        let operands = self.lb_operands.first().cloned().unwrap_or_default();
        let mut values = self.ivs.clone();
        values.extend_from_slice(&operands);
        let mut cst = constraints_over(&values, self.ivs.len());
        for &v in &operands {
            if is_valid_symbol(ctx, v) {
                if let Some(c) = constant_int_value(ctx, v) {
                    let p = cst.find_var(v).ok_or(AnalysisError::UnresolvedOperand)?;
                    cst.rel.add_bound(BoundType::EQ, p, &Int::from(c));
                }
            } else if let Some(lp) = for_induction_var_owner(ctx, v) {
                cst.add_for_domain(ctx, lp, Resolution::MLIR)?;
            }
        }
        add_slice_bounds(ctx, &mut cst, &self.ivs, &self.lbs, &self.ubs, &operands)?;
        Ok(cst)
    }

    /// MLIR's `isSliceMaximalFastCheck`: `Some(true)` when every sliced
    /// loop is a single iteration `[d, d + 1)` of a destination loop with
    /// the same constant bounds and step as the source loop, `Some(false)`
    /// when such loops differ, `None` when the check does not apply.
    pub fn is_slice_maximal_fast_check(&self, ctx: &mut Context) -> Option<bool> {
        for i in 0..self.lbs.len() {
            let (lb, ub) = (self.lbs[i]?, self.ubs[i]?);
            let (lr, ur) = (single_result(ctx, lb)?, single_result(ctx, ub)?);
            let plus1 = ctx.affine.add_const(lr, 1);
            if plus1 != ur || ctx.affine.as_constant(lr).is_some() {
                return None;
            }
            let AffineExprData::Dim(d) = ctx.affine.data(lr) else { return None };
            let dst = for_induction_var_owner(ctx, *self.lb_operands[i].get(d as usize)?)?;
            let src = for_induction_var_owner(ctx, self.ivs[i])?;
            let (dv, sv) = (AffineForView::get(ctx, dst)?, AffineForView::get(ctx, src)?);
            let consts = |ctx: &Context, m: AffineMap| match ctx.affine.map_data(m).results.as_slice() {
                [e] => Some(ctx.affine.as_constant(*e)),
                _ => None,
            };
            let (slb, sub) = (consts(ctx, sv.lower_map)?, consts(ctx, sv.upper_map)?);
            let (dlb, dub) = (consts(ctx, dv.lower_map)?, consts(ctx, dv.upper_map)?);
            let (Some(slb), Some(sub), Some(dlb), Some(dub)) = (slb, sub, dlb, dub) else { return None };
            if slb != dlb || sub != dub || sv.step != dv.step {
                return Some(false);
            }
        }
        Some(true)
    }

    /// MLIR's `isSliceValid`: whether every iteration of the source nest is
    /// contained in the iterations the slice executes (`None`: unknown).
    ///
    /// As in mlir-opt 22, the answer is unknown when the source loops'
    /// domain has a symbol (a bound on a value that is not a constant or
    /// a loop IV): 22 bails out there, taking its set difference to be
    /// unable to handle symbols. (MLIR lifted that restriction after 22,
    /// llvm/llvm-project#180709; fusion then refuses every slice whose
    /// source nest has symbolic bounds, and `maximal` fusion with it.)
    pub fn is_slice_valid(&self, ctx: &mut Context) -> Option<bool> {
        self.slice_valid_with(ctx, None)
    }

    /// The slice's domain and the source loops' domain, projected on the
    /// sliced loops, for [`Self::is_slice_valid`].
    fn validity_systems(&self, ctx: &mut Context) -> Option<(ValueConstraints, ValueConstraints)> {
        let mut src = self.source_as_constraints(ctx).ok()?;
        if src.num_symbols() > 0 || src.rel.num_local_vars() != 0 {
            return None;
        }
        let mut slice = self.as_constraints(ctx).ok()?;
        let n = self.ivs.len();
        let sv = slice.rel.num_vars();
        slice.rel.project_out(n, sv - n);
        let srcv = src.rel.num_vars();
        src.rel.project_out(n, srcv - n);
        Some((slice, src))
    }

    /// [`Self::is_slice_valid`] with the set difference's answer kept in
    /// `memo` by the two projected systems: a chain of similar nests asks
    /// the same question for every candidate.
    pub fn is_slice_valid_memo(&self, ctx: &mut Context, memo: &mut SliceBoundsMemo) -> Option<bool> {
        self.slice_valid_with(ctx, Some(&mut memo.slice_validity))
    }

    fn slice_valid_with(&self, ctx: &mut Context, memo: Option<&mut DifferenceMemo>) -> Option<bool> {
        if self.is_slice_maximal_fast_check(ctx) == Some(true) {
            return Some(true);
        }
        let (slice, src) = self.validity_systems(ctx)?;
        difference_is_empty(&slice.rel, &src.rel, memo)
    }

    /// MLIR's `isMaximal`: whether the slice executes every iteration of the
    /// source nest (`None`: unknown).
    pub fn is_maximal(&self, ctx: &mut Context) -> Option<bool> {
        self.maximal_with(ctx, None)
    }

    /// [`Self::is_maximal`] with the set difference's answer kept in
    /// `memo` by the two systems (a function of their coefficients only).
    pub fn is_maximal_memo(&self, ctx: &mut Context, memo: &mut SliceBoundsMemo) -> Option<bool> {
        self.maximal_with(ctx, Some(&mut memo.slice_maximality))
    }

    fn maximal_with(&self, ctx: &mut Context, memo: Option<&mut DifferenceMemo>) -> Option<bool> {
        if let Some(fast) = self.is_slice_maximal_fast_check(ctx) {
            return Some(fast);
        }
        let (src, slice) = self.maximality_systems(ctx)?;
        difference_is_empty(&src.rel, &slice.rel, memo)
    }

    /// Whether every iteration of the source nest runs in the slice of some
    /// iteration of the destination loops that surround it (what
    /// [`Self::is_maximal`] answers in mlir-opt 22 only approximately: its
    /// system names the slice's dims by the destination loops' IVs and
    /// drops every bound that names its own dim, so a slice
    /// `[2 * d + 2, 2 * d + 4)` of `0 to 8` for `d` in `0 to 3` is
    /// "maximal" there, fusion-mix seed 1978): the source
    /// domain minus the slice's domain with those loops' IVs existentially
    /// quantified is empty (`None`: unknown, only when the exact
    /// elimination of the quantified IVs needs too many disjuncts, see
    /// `presburger::exists`). IVs of loops that also surround the source
    /// stay parameters.
    pub fn covers_source(&self, ctx: &mut Context) -> Option<bool> {
        let mut src = self.source_as_constraints(ctx).ok()?;
        let mut cov = self.as_constraints(ctx).ok()?;
        let src_root = for_induction_var_owner(ctx, *self.ivs.first()?)?;
        let nd = cov.num_dims();
        let ns = cov.num_symbols();
        let quantified: Vec<usize> = (nd..nd + ns)
            .filter(|&p| {
                cov.value(p)
                    .and_then(|v| for_induction_var_owner(ctx, v))
                    .is_some_and(|lp| !ctx.ir.is_ancestor(lp, src_root))
            })
            .collect();
        // Move the quantified symbols to the end of the symbols, then
        // project them out exactly (what cannot be eliminated exactly stays
        // an existential local).
        let mut last = nd + ns;
        for &p in quantified.iter().rev() {
            last -= 1;
            if p != last {
                cov.rel.swap_var(p, last);
            }
        }
        cov.rel.project_out_exact(nd + ns - quantified.len(), quantified.len());
        merge_and_align_symbols(&mut src, &mut cov);
        if src.num_dims() != cov.num_dims() {
            return None;
        }
        // The quantified IVs left as locals (no exact Fourier-Motzkin
        // step: non-unit coefficients on both sides, fusion-mix seed 724's
        // strided destination loop) are eliminated exactly, as a union.
        let cov = as_set(&cov.rel).repr_with_only_div_locals(DEFAULT_DISJUNCT_BUDGET)?;
        Some(as_set(&src.rel).subtract(&cov).ok()?.is_integer_empty())
    }

    /// The source loops' domain and the domain the slice runs, over the
    /// same dims, for [`Self::is_maximal`].
    fn maximality_systems(&self, ctx: &mut Context) -> Option<(ValueConstraints, ValueConstraints)> {
        let mut src = constraints_over(&self.ivs, self.ivs.len());
        for &iv in &self.ivs {
            let lp = for_induction_var_owner(ctx, iv)?;
            src.add_for_domain(ctx, lp, Resolution::MLIR).ok()?;
        }
        let operands = self.lb_operands.first().cloned().unwrap_or_default();
        let mut consumer: Vec<Option<ValueId>> =
            operands.iter().copied().filter(|&v| for_induction_var_owner(ctx, v).is_some()).map(Some).collect();
        while consumer.len() < self.ivs.len() {
            consumer.push(None);
        }
        let mut slice = ValueConstraints { rel: IntegerRelation::new(PresburgerSpace::set(consumer.len(), 0, 0)) };
        for (i, v) in consumer.iter().enumerate() {
            slice.rel.set_id(VarKind::Range, i, v.map(value_id));
        }
        add_domain_from_slice_maps(ctx, &mut slice, &self.lbs, &self.ubs, &operands).ok()?;
        if src.num_dims() != slice.num_dims() {
            return None;
        }
        Some((src, slice))
    }
}

/// A constraint system over `values`, the first `num_dims` as dims and the
/// rest as symbols.
fn constraints_over(values: &[ValueId], num_dims: usize) -> ValueConstraints {
    let mut rel = IntegerRelation::new(PresburgerSpace::set(num_dims, values.len() - num_dims, 0));
    for (i, &v) in values.iter().enumerate() {
        if i < num_dims {
            rel.set_id(VarKind::Range, i, Some(value_id(v)));
        } else {
            rel.set_id(VarKind::Symbol, i - num_dims, Some(value_id(v)));
        }
    }
    ValueConstraints { rel }
}

/// A relation as a one-disjunct set (identifiers dropped: only the column
/// layout matters to set operations).
/// Answers of [`difference_is_empty`] by the two systems' coefficients.
type DifferenceMemo = FxHashMap<(Vec<i64>, Vec<i64>), bool>;

/// Whether `a \ b` has no integer point, read from and kept in `memo`
/// when given (the answer depends on the coefficients only).
fn difference_is_empty(a: &IntegerRelation, b: &IntegerRelation, memo: Option<&mut DifferenceMemo>) -> Option<bool> {
    let Some(memo) = memo else {
        return Some(as_set(a).subtract(&as_set(b)).ok()?.is_integer_empty());
    };
    let key = relation_key(a, &[]).zip(relation_key(b, &[]));
    if let Some(&empty) = key.as_ref().and_then(|k| memo.get(k)) {
        return Some(empty);
    }
    let empty = as_set(a).subtract(&as_set(b)).ok()?.is_integer_empty();
    if let Some(k) = key {
        memo.insert(k, empty);
    }
    Some(empty)
}

fn as_set(rel: &IntegerRelation) -> PresburgerSet {
    let space = PresburgerSpace::set(rel.num_dim_vars(), rel.num_symbol_vars(), rel.num_local_vars());
    let eqs: Vec<Vec<Int>> = (0..rel.num_equalities()).map(|i| rel.equality(i).to_vec()).collect();
    let ineqs: Vec<Vec<Int>> = (0..rel.num_inequalities()).map(|i| rel.inequality(i).to_vec()).collect();
    let r = IntegerRelation::from_rows(space, &eqs, &ineqs).expect("same column count");
    PresburgerSet::from_polyhedron(IntegerPolyhedron::from_relation(r).expect("a set"))
}

fn single_result(ctx: &Context, m: AffineMap) -> Option<affine_ir::affine::AffineExpr> {
    match ctx.affine.map_data(m).results.as_slice() {
        [e] => Some(*e),
        _ => None,
    }
}

/// True when the maps describe `[e, e + 1)` (a single iteration).
fn is_equality_slice(ctx: &mut Context, lb: Option<AffineMap>, ub: Option<AffineMap>) -> Option<AffineMap> {
    let (lb, ub) = (lb?, ub?);
    let (l, u) = (single_result(ctx, lb)?, single_result(ctx, ub)?);
    (ctx.affine.add_const(l, 1) == u).then_some(lb)
}

/// MLIR's `FlatAffineValueConstraints::addSliceBounds`: bounds of the
/// variables holding `values` from the slice maps (an equality for
/// single-iteration slices; the loop's own domain for unsliced loops).
pub fn add_slice_bounds(
    ctx: &mut Context,
    cst: &mut ValueConstraints,
    values: &[ValueId],
    lbs: &[Option<AffineMap>],
    ubs: &[Option<AffineMap>],
    operands: &[ValueId],
) -> Result<(), AnalysisError> {
    for (i, &v) in values.iter().enumerate() {
        let Some(pos) = cst.find_var(v) else { continue };
        if let Some(lb) = is_equality_slice(ctx, lbs[i], ubs[i]) {
            cst.add_bound_map(ctx, BoundType::EQ, pos, lb, operands, Resolution::MLIR)?;
            continue;
        }
        let has_results =
            |ctx: &Context, m: Option<AffineMap>| m.is_some_and(|m| !ctx.affine.map_data(m).results.is_empty());
        if has_results(ctx, lbs[i]) && has_results(ctx, ubs[i]) {
            let (lb, ub) = (lbs[i].expect("checked"), ubs[i].expect("checked"));
            cst.add_bound_map(ctx, BoundType::LB, pos, lb, operands, Resolution::MLIR)?;
            cst.add_bound_map(ctx, BoundType::UB, pos, ub, operands, Resolution::MLIR)?;
        } else {
            let lp = for_induction_var_owner(ctx, v).ok_or(AnalysisError::UnresolvedOperand)?;
            cst.add_for_domain(ctx, lp, Resolution::MLIR)?;
        }
    }
    Ok(())
}

/// MLIR's `addDomainFromSliceMaps`: bounds of dims `0..lbs.len()` from
/// slice maps; single-iteration slices of an existing loop add that loop's
/// domain instead.
pub fn add_domain_from_slice_maps(
    ctx: &mut Context,
    cst: &mut ValueConstraints,
    lbs: &[Option<AffineMap>],
    ubs: &[Option<AffineMap>],
    operands: &[ValueId],
) -> Result<(), AnalysisError> {
    for i in 0..lbs.len() {
        if let Some(lb) = is_equality_slice(ctx, lbs[i], ubs[i]) {
            let e = single_result(ctx, lb).expect("single result");
            if ctx.affine.as_constant(e).is_none() {
                let AffineExprData::Dim(d) = ctx.affine.data(e) else { return Err(AnalysisError::UnresolvedOperand) };
                let v = *operands.get(d as usize).ok_or(AnalysisError::UnresolvedOperand)?;
                let lp = for_induction_var_owner(ctx, v).ok_or(AnalysisError::UnresolvedOperand)?;
                cst.add_for_domain(ctx, lp, Resolution::MLIR)?;
                continue;
            }
        }
        if let Some(lb) = lbs[i] {
            cst.add_bound_map(ctx, BoundType::LB, i, lb, operands, Resolution::MLIR)?;
        }
        if let Some(ub) = ubs[i] {
            cst.add_bound_map(ctx, BoundType::UB, i, ub, operands, Resolution::MLIR)?;
        }
    }
    Ok(())
}

/// MLIR's `convertLoopIVSymbolsToDims`: symbols holding `affine.for`
/// induction variables become dims (appended after the existing dims).
pub fn convert_loop_iv_symbols_to_dims(ctx: &Context, cst: &mut ValueConstraints) {
    let nd = cst.num_dims();
    let ivs: Vec<ValueId> = (nd..nd + cst.num_symbols())
        .filter_map(|p| cst.value(p))
        .filter(|&v| for_induction_var_owner(ctx, v).is_some())
        .collect();
    for iv in ivs {
        let Some(pos) = cst.find_var(iv) else { continue };
        let nd = cst.num_dims();
        if pos < nd || pos >= nd + cst.num_symbols() {
            continue;
        }
        cst.rel.swap_var(pos, nd);
        // setDimSymbolSeparation(numSymbols - 1): the first symbol becomes
        // the last dim (columns stay in place).
        cst.rel.convert_var_kind(VarKind::Symbol, 0, 1, VarKind::Range, nd);
    }
}

/// MLIR's `mergeAndAlignVars(numDims, a, b)` for systems whose dims are
/// already aligned: both get the union of the symbols (in `a`'s order,
/// then `b`'s new ones) and of the locals.
pub fn merge_and_align_symbols(a: &mut ValueConstraints, b: &mut ValueConstraints) {
    let a_syms: Vec<Option<ValueId>> = (0..a.num_symbols()).map(|i| a.value(a.num_dims() + i)).collect();
    let bd = b.num_dims();
    for (s, v) in (bd..).zip(a_syms) {
        let found = v.and_then(|v| b.find_var_from(v, s)).filter(|&loc| loc >= bd && loc < bd + b.num_symbols());
        match found {
            Some(loc) => b.rel.swap_var(s, loc),
            None => b.insert_symbol(s - bd, v),
        }
    }
    for t in bd + a.num_symbols()..bd + b.num_symbols() {
        let v = b.value(t);
        let pos = a.num_symbols();
        a.insert_symbol(pos, v);
    }
    a.rel.merge_local_vars(&mut b.rel);
}

/// MLIR's `getSequentialLoops`: the induction variables of the loops of
/// the nest rooted at `root` that are not parallel.
fn sequential_loops(ctx: &mut Context, root: OpId) -> Vec<ValueId> {
    let loops: Vec<OpId> = ctx
        .ir
        .walk(root, affine_ir::ir::WalkOrder::PostOrder)
        .into_iter()
        .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::FOR)
        .collect();
    let mut out = Vec::new();
    for l in loops {
        if !is_loop_parallel(ctx, l, false) {
            out.extend(AffineForView::get(ctx, l).map(|v| v.iv));
        }
    }
    out
}

/// MLIR's `buildSliceTripCountMap`: the trip count of each sliced loop
/// (the constant difference of its slice bounds, or its own trip count
/// when unsliced); `None` when one is not constant.
pub fn slice_trip_count_map(ctx: &mut Context, slice: &ComputationSliceState) -> Option<FxHashMap<OpId, u64>> {
    let mut map = FxHashMap::default();
    for i in 0..slice.ivs.len() {
        let lp = for_induction_var_owner(ctx, slice.ivs[i])?;
        let sliced = |ctx: &Context, m: Option<AffineMap>| m.filter(|&m| !ctx.affine.map_data(m).results.is_empty());
        let (lb, ub) = (sliced(ctx, slice.lbs[i]), sliced(ctx, slice.ubs[i]));
        let (Some(lb), Some(ub)) = (lb, ub) else {
            let view = AffineForView::get(ctx, lp)?;
            if let (Some(l), Some(u)) = (view.constant_lower_bound(ctx), view.constant_upper_bound(ctx)) {
                map.insert(lp, u.wrapping_sub(l) as u64);
                continue;
            }
            map.insert(lp, constant_trip_count(ctx, lp)?);
            continue;
        };
        map.insert(lp, const_difference(ctx, lb, ub)?);
    }
    Some(map)
}

/// MLIR's `getConstDifference`: `ub - lb` when it simplifies to a constant.
fn const_difference(ctx: &mut Context, lb: AffineMap, ub: AffineMap) -> Option<u64> {
    let (l, u) = (single_result(ctx, lb)?, single_result(ctx, ub)?);
    let (nd, ns) = {
        let d = ctx.affine.map_data(lb);
        (d.num_dims, d.num_symbols)
    };
    let diff = ctx.affine.sub(u, l);
    let s = ctx.affine.simplify_expr(diff, nd, ns);
    ctx.affine.as_constant(s).map(|c| c as u64)
}

/// MLIR's `getSliceIterationCount`: the product of the trip counts
/// (wrapping as MLIR's 64-bit arithmetic).
pub fn slice_iteration_count(map: &FxHashMap<OpId, u64>) -> u64 {
    map.values().fold(1u64, |acc, &c| acc.wrapping_mul(c))
}

/// MLIR's `getComputationSliceState`: the slice of the loop nest around
/// `src_op` (backward) or `dst_op` (forward) that the given dependence
/// polyhedron (`[src ivs, dst ivs, symbols, locals]`) requires, inserted
/// at `loop_depth` of the other nest.
pub fn computation_slice_state(
    ctx: &mut Context,
    src_op: OpId,
    dst_op: OpId,
    dependence: &ValueConstraints,
    loop_depth: usize,
    is_backward: bool,
) -> ComputationSliceState {
    computation_slice_state_memo(
        ctx,
        src_op,
        dst_op,
        dependence,
        loop_depth,
        is_backward,
        &mut None,
        &mut SliceBoundsMemo::default(),
    )
}

/// [`computation_slice_state`] reusing the sequential loops of the sliced
/// nest found for an earlier pair (`sequential`: the nest's root and its
/// sequential loops), as the pairs of one slice union share the nest, and
/// the slice bounds of systems seen before.
#[allow(clippy::too_many_arguments)]
fn computation_slice_state_memo(
    ctx: &mut Context,
    src_op: OpId,
    dst_op: OpId,
    dependence: &ValueConstraints,
    loop_depth: usize,
    is_backward: bool,
    sequential_memo: &mut Option<(OpId, Vec<ValueId>)>,
    bounds: &mut SliceBoundsMemo,
) -> ComputationSliceState {
    let src_loops = affine_for_ivs(ctx, src_op);
    let dst_loops = affine_for_ivs(ctx, dst_op);
    let (ns, nd) = (src_loops.len(), dst_loops.len());
    let (pos, num) = if is_backward { (ns + loop_depth, nd - loop_depth) } else { (loop_depth, ns - loop_depth) };
    let mut cst = dependence.clone();
    cst.rel.project_out(pos, num);
    let offset = if is_backward { 0 } else { loop_depth };
    let num_slice = if is_backward { ns } else { nd };
    let mut state = ComputationSliceState {
        ivs: (offset..offset + num_slice).filter_map(|p| cst.value(p)).collect(),
        ..Default::default()
    };
    let (lbs, ubs) = slice_bounds_memo(ctx, &mut cst.rel, offset, num_slice, false, bounds);
    state.lbs = lbs;
    state.ubs = ubs;
    let operands: Vec<ValueId> = (0..cst.rel.num_dim_and_symbol_vars())
        .filter(|&i| i < offset || i >= offset + num_slice)
        .filter_map(|i| cst.value(i))
        .collect();
    state.lb_operands = vec![operands.clone(); num_slice];
    state.ub_operands = vec![operands; num_slice];
    state.insert_point = if is_backward {
        AffineForView::get(ctx, dst_loops[loop_depth - 1]).and_then(|v| ctx.ir.block_ops(v.body).next())
    } else {
        AffineForView::get(ctx, src_loops[loop_depth - 1]).and_then(|v| ctx.ir.terminator(v.body))
    };

    // Read-read pairs: clear the bounds from the first sequential loop (or
    // slice fusion barrier) on.
    let read_read = !is_write(ctx, src_op) && !is_write(ctx, dst_op);
    let slice_loops = if is_backward { &src_loops } else { &dst_loops };
    let sequential: &[ValueId] = match sequential_memo {
        _ if !read_read => &[],
        Some((root, seq)) if *root == slice_loops[0] => seq,
        _ => {
            let seq = sequential_loops(ctx, slice_loops[0]);
            &sequential_memo.insert((slice_loops[0], seq)).1
        }
    };
    let barrier = ctx.lookup_ident(SLICE_FUSION_BARRIER);
    for (i, &lp) in slice_loops.iter().enumerate().take(num_slice) {
        let iv = AffineForView::get(ctx, lp).map(|v| v.iv);
        let is_barrier = barrier.is_some_and(|b| ctx.ir.attr(lp, b).is_some());
        if !iv.is_some_and(|iv| sequential.contains(&iv)) && !is_barrier {
            continue;
        }
        let innermost = if is_backward { loop_depth >= ns } else { loop_depth >= nd };
        if is_loop_parallel_and_contains_reduction(ctx, lp) && innermost {
            let unit = slice_trip_count_map(ctx, &state).is_some_and(|m| slice_iteration_count(&m) == 1);
            if unit && state.is_maximal(ctx) == Some(true) {
                continue;
            }
        }
        for j in i..num_slice {
            state.lbs[j] = None;
            state.ubs[j] = None;
        }
        break;
    }
    state
}

fn is_write(ctx: &Context, op: OpId) -> bool {
    access_memref_and_kind(ctx, op).is_some_and(|(_, write)| write)
}

/// What makes two scalar accesses interchangeable in a slice union: the
/// same kind, memref, subscript map and operands, in the same block (so
/// under the same loops and guards).
type AccessKey = (AccessKind, ValueId, AffineMap, Vec<ValueId>, affine_ir::BlockId);

/// The [`AccessKey`] of a scalar load or store.
fn access_key(ctx: &Context, access: &MemRefAccess) -> Option<AccessKey> {
    if !matches!(access.kind, AccessKind::Load | AccessKind::Store) {
        return None;
    }
    let block = ctx.ir.op(access.op).parent?;
    Some((access.kind, access.memref, access.map, access.indices.clone(), block))
}

/// The accesses of a nest to one memref that decide [`compute_slice_union`]
/// against accesses to that memref, in walk order: every access without an
/// [`AccessKey`] and the first two of each key. A pair of an access with a
/// later one of the same key is equivalent to the pair with its first: the
/// union sees no new slice (the second occurrence may still union the
/// first pair's slice with itself, as MLIR does, which is why two are
/// kept), and it has the same loops around it. A destination that grew by
/// thousands of sibling fusions, each adding one more read of the same
/// input with the same subscripts, is not resolved in full for each
/// candidate.
#[derive(Clone, Debug, PartialEq)]
pub struct DistinctAccesses {
    /// The memref.
    pub memref: ValueId,
    /// The kept accesses in walk order (true for a write).
    pub ops: Vec<(OpId, bool)>,
    /// The key every access of the memref has, when they all have one.
    single: Option<AccessKey>,
}

impl DistinctAccesses {
    /// The distinct accesses to `memref` among `accesses` (a nest's affine
    /// loads and stores in walk order, true for a store).
    pub fn collect(ctx: &Context, accesses: &[(OpId, bool)], memref: ValueId) -> DistinctAccesses {
        let mut seen: FxHashMap<AccessKey, u8> = FxHashMap::default();
        let mut ops = Vec::new();
        let mut unkeyed = false;
        for &(o, write) in accesses {
            if ctx.ir.operands(o).get(usize::from(write)) != Some(&memref) {
                continue;
            }
            match MemRefAccess::from_op(ctx, o).and_then(|a| access_key(ctx, &a)) {
                Some(k) => {
                    let n = seen.entry(k).or_insert(0);
                    if *n < 2 {
                        *n += 1;
                        ops.push((o, write));
                    }
                }
                None => {
                    unkeyed = true;
                    ops.push((o, write));
                }
            }
        }
        let single = if !unkeyed && seen.len() == 1 { seen.into_keys().next() } else { None };
        DistinctAccesses { memref, ops, single }
    }

    /// Brings the list up to date after `added` (accesses to the memref,
    /// true for a store) were inserted in the nest, when every one of them
    /// has the key all accesses had: the kept ones are then the first two
    /// in the block's order. `false` if this does not apply (the caller
    /// collects the list again).
    pub fn add(&mut self, ctx: &Context, added: &[(OpId, bool)]) -> bool {
        if added.is_empty() {
            return true;
        }
        let Some(single) = &self.single else { return false };
        let same = |&(o, _): &(OpId, bool)| {
            MemRefAccess::from_op(ctx, o).and_then(|a| access_key(ctx, &a)).is_some_and(|k| k == *single)
        };
        if !added.iter().all(same) {
            return false;
        }
        // One key: one block, ordered by the block's op order.
        for &a in added {
            let at = self.ops.iter().position(|&(o, _)| ctx.ir.is_before_in_block(a.0, o)).unwrap_or(self.ops.len());
            self.ops.insert(at, a);
        }
        self.ops.truncate(2);
        true
    }
}

/// An access of [`compute_slice_union`] with the id of its `AccessKey`
/// (equivalent accesses share one) and its nesting depth.
type DescribedAccess = (MemRefAccess, Option<usize>, usize);

/// The accesses of both op lists of [`compute_slice_union`], resolved
/// once: those of `ops_a`, and those of `ops_b` to a memref of `ops_a` (the
/// others pair with nothing) with their indices per memref, in order.
struct ResolvedAccesses {
    accs_a: Vec<DescribedAccess>,
    accs_b: Vec<DescribedAccess>,
    b_of_memref: FxHashMap<ValueId, Vec<usize>>,
}

/// What [`compute_slice_union`] keeps across the depths of one pair of
/// nests (same `ops_a`, `ops_b` and `num_common_loops`): the resolved
/// accesses (walking and resolving a destination that grew by many
/// fusions is the cost that grows with it) and the dependence polyhedra of
/// access pairs (`None`: no dependence, `Err`: the check failed), which are
/// the same at every depth, and the sliced nest's sequential loops.
#[derive(Default)]
pub struct SliceUnionMemo {
    deps: FxHashMap<(OpId, OpId), Result<Option<IntegerRelation>, ()>>,
    /// `None` before the first call, `Some(None)` if an op is no access.
    accesses: Option<Option<ResolvedAccesses>>,
    /// The sliced nest's root and its sequential loops (read-read pairs
    /// need them; they do not depend on the depth).
    sequential: Option<(OpId, Vec<ValueId>)>,
    /// Slice bounds by constraint system (kept across pairs of nests by
    /// [`SliceUnionMemo::with_bounds`] / [`SliceUnionMemo::into_bounds`]).
    bounds: SliceBoundsMemo,
}

impl SliceUnionMemo {
    /// An empty memo, for a new pair of nests.
    pub fn new() -> SliceUnionMemo {
        SliceUnionMemo::default()
    }

    /// An empty memo for a new pair of nests that reuses the slice bounds
    /// found for earlier pairs.
    pub fn with_bounds(bounds: SliceBoundsMemo) -> SliceUnionMemo {
        SliceUnionMemo { bounds, ..SliceUnionMemo::default() }
    }

    /// The slice bounds memo, for the next pair of nests.
    pub fn into_bounds(self) -> SliceBoundsMemo {
        self.bounds
    }
}

/// Resolves the accesses of [`compute_slice_union`]'s op lists, or `None`
/// if an op is not an affine access.
fn resolve_accesses(ctx: &Context, ops_a: &[OpId], ops_b: &[OpId]) -> Option<ResolvedAccesses> {
    let mut key_ids: FxHashMap<AccessKey, usize> = FxHashMap::default();
    // Nesting depth per block (the accesses of a grown nest share a few).
    let mut block_depth: FxHashMap<Option<affine_ir::BlockId>, usize> = FxHashMap::default();
    let mut describe = |ctx: &Context, access: MemRefAccess| -> DescribedAccess {
        let key = access_key(ctx, &access).map(|k| {
            let n = key_ids.len();
            *key_ids.entry(k).or_insert(n)
        });
        let depth = *block_depth.entry(ctx.ir.op(access.op).parent).or_insert_with(|| nesting_depth(ctx, access.op));
        (access, key, depth)
    };
    let accs_a = ops_a.iter().map(|&a| MemRefAccess::from_op(ctx, a)).collect::<Option<Vec<_>>>()?;
    let accs_a: Vec<_> = accs_a.into_iter().map(|a| describe(ctx, a)).collect();
    let mut b_of_memref: FxHashMap<ValueId, Vec<usize>> =
        accs_a.iter().map(|(a, _, _)| (a.memref, Vec::new())).collect();
    let mut accs_b = Vec::new();
    for &b in ops_b {
        // Only the accesses to a memref of `ops_a` are resolved in full.
        let (memref, _) = access_memref_and_kind(ctx, b)?;
        if let Some(list) = b_of_memref.get_mut(&memref) {
            list.push(accs_b.len());
            accs_b.push(describe(ctx, MemRefAccess::from_op(ctx, b)?));
        }
    }
    Some(ResolvedAccesses { accs_a, accs_b, b_of_memref })
}

/// MLIR's `computeSliceUnion`: the union (bounding box) of the slices of
/// all dependent pairs of `ops_a` × `ops_b` at `loop_depth`, stored in
/// `slice` with its bound operands and insertion point, and its validity.
/// `cache` keeps access relations across calls and `memo` what earlier
/// depths of the same nests found (MLIR's signature plus both).
#[allow(clippy::too_many_arguments)]
pub fn compute_slice_union(
    ctx: &mut Context,
    ops_a: &[OpId],
    ops_b: &[OpId],
    loop_depth: usize,
    num_common_loops: usize,
    is_backward: bool,
    slice: &mut ComputationSliceState,
    cache: &mut RelationCache,
    memo: &mut SliceUnionMemo,
) -> SliceComputationResult {
    let mut union: Option<ValueConstraints> = None;
    let mut dependent_pairs: Vec<(OpId, OpId)> = Vec::new();
    let SliceUnionMemo { deps, accesses, sequential, bounds } = memo;
    let Some(ResolvedAccesses { accs_a, accs_b, b_of_memref }) =
        accesses.get_or_insert_with(|| resolve_accesses(ctx, ops_a, ops_b))
    else {
        return SliceComputationResult::GenericFailure;
    };
    let mut seen_pairs: FxHashMap<(usize, usize), Option<ValueConstraints>> = FxHashMap::default();
    let mut unioned_pairs: FxHashSet<(usize, usize)> = FxHashSet::default();
    for (src, src_key, src_depth) in accs_a.iter() {
        let Some(same_memref) = b_of_memref.get(&src.memref) else { continue };
        for &bi in same_memref {
            let (dst, dst_key, dst_depth) = &accs_b[bi];
            let (a, b) = (src.op, dst.op);
            if (!is_backward && loop_depth > *src_depth) || (is_backward && loop_depth > *dst_depth) {
                return SliceComputationResult::GenericFailure;
            }
            // A pair equivalent to one seen before has the same slice.
            let pair_key = src_key.zip(*dst_key);
            let known = pair_key.as_ref().and_then(|k| seen_pairs.get(k));
            let mut tmp_cst = match known {
                Some(None) => continue,
                Some(Some(c)) => {
                    dependent_pairs.push((a, b));
                    // The union is a box containing this pair's slice
                    // already: a union with it again leaves it as it is.
                    if pair_key.as_ref().is_some_and(|k| unioned_pairs.contains(k)) {
                        continue;
                    }
                    c.clone()
                }
                None => {
                    let poly = deps.entry((a, b)).or_insert_with(|| {
                        let read_read = !src.is_write() && !dst.is_write();
                        let opts = DependenceOptions {
                            allow_rar: read_read,
                            alias_mode: AliasMode::ValueIdentity,
                            precision: Precision::Mlir,
                        };
                        let details =
                            check_with_details_cached(ctx, src, dst, num_common_loops + 1, false, opts, false, cache);
                        match details.result {
                            DependenceResult::Failure(_) => Err(()),
                            DependenceResult::NoDependence => Ok(None),
                            DependenceResult::HasDependence => details.polyhedron.map(Some).ok_or(()),
                        }
                    });
                    let Ok(poly) = poly.clone() else { return SliceComputationResult::GenericFailure };
                    let slice_cst = match poly {
                        None => None,
                        Some(poly) => {
                            let dep = ValueConstraints { rel: poly };
                            let tmp = computation_slice_state_memo(
                                ctx,
                                a,
                                b,
                                &dep,
                                loop_depth,
                                is_backward,
                                sequential,
                                bounds,
                            );
                            match tmp.as_constraints(ctx) {
                                Ok(c) => Some(c),
                                Err(_) => return SliceComputationResult::GenericFailure,
                            }
                        }
                    };
                    let Some(c) = slice_cst else {
                        if let Some(k) = pair_key {
                            seen_pairs.insert(k, None);
                        }
                        continue;
                    };
                    if let Some(k) = pair_key {
                        seen_pairs.insert(k, Some(c.clone()));
                    }
                    dependent_pairs.push((a, b));
                    c
                }
            };
            let Some(u) = union.as_mut() else {
                union = Some(tmp_cst);
                continue;
            };
            if !vars_aligned(u, &tmp_cst) {
                let u_ivs: Vec<Option<ValueId>> = u.dim_values();
                let t_ivs: Vec<Option<ValueId>> = tmp_cst.dim_values();
                u.merge_and_align_vars(&mut tmp_cst);
                if add_missing_loop_iv_bounds(ctx, &u_ivs, u).is_err()
                    || add_missing_loop_iv_bounds(ctx, &t_ivs, &mut tmp_cst).is_err()
                {
                    return SliceComputationResult::GenericFailure;
                }
            }
            if u.rel.num_local_vars() > 0 || tmp_cst.rel.num_local_vars() > 0 || !union_bounding_box(u, &tmp_cst) {
                return SliceComputationResult::GenericFailure;
            }
            unioned_pairs.extend(pair_key);
        }
    }
    let Some(mut union) = union else { return SliceComputationResult::GenericFailure };
    let ops: Vec<OpId> = dependent_pairs.iter().map(|&(a, b)| if is_backward { b } else { a }).collect();
    let (common_depth, surrounding) = innermost_common_loop_depth(ctx, &ops);
    if loop_depth > common_depth {
        return SliceComputationResult::GenericFailure;
    }
    let num_slice = union.num_dims();
    convert_loop_iv_symbols_to_dims(ctx, &mut union);
    slice.clear_bounds();
    let (lbs, ubs) = slice_bounds_memo(ctx, &mut union.rel, 0, num_slice, false, bounds);
    slice.lbs = lbs;
    slice.ubs = ubs;
    let nds = union.rel.num_dim_and_symbol_vars();
    let operands: Vec<ValueId> = (num_slice..nds).filter_map(|p| union.value(p)).collect();
    slice.ivs = (0..num_slice).filter_map(|p| union.value(p)).collect();
    let lp = surrounding[loop_depth - 1];
    slice.insert_point = AffineForView::get(ctx, lp)
        .and_then(|v| if is_backward { ctx.ir.block_ops(v.body).next() } else { ctx.ir.terminator(v.body) });
    slice.lb_operands = vec![operands.clone(); num_slice];
    slice.ub_operands = vec![operands; num_slice];
    match slice.is_slice_valid_memo(ctx, bounds) {
        None => SliceComputationResult::GenericFailure,
        Some(false) => SliceComputationResult::IncorrectSliceFailure,
        Some(true) => SliceComputationResult::Success,
    }
}

/// MLIR's `areVarsAligned`: same counts and the same value per variable.
fn vars_aligned(a: &ValueConstraints, b: &ValueConstraints) -> bool {
    a.rel.num_domain_vars() == b.rel.num_domain_vars()
        && a.num_dims() == b.num_dims()
        && a.num_symbols() == b.num_symbols()
        && (0..a.rel.num_dim_and_symbol_vars()).all(|p| a.value(p) == b.value(p))
}

/// MLIR's `addMissingLoopIVBounds`: the domain of every dim's loop that is
/// not one of `ivs`.
fn add_missing_loop_iv_bounds(
    ctx: &mut Context,
    ivs: &[Option<ValueId>],
    cst: &mut ValueConstraints,
) -> Result<(), AnalysisError> {
    for i in 0..cst.num_dims() {
        let v = cst.value(i);
        if ivs.contains(&v) {
            continue;
        }
        let lp = v.and_then(|v| for_induction_var_owner(ctx, v)).ok_or(AnalysisError::UnresolvedOperand)?;
        cst.add_for_domain(ctx, lp, Resolution::MLIR)?;
    }
    Ok(())
}

/// MLIR's `FlatAffineValueConstraints::unionBoundingBox`: aligns the
/// symbols of `other` with `cst` if needed, then takes the bounding box of
/// the union along each dim.
pub fn union_bounding_box(cst: &mut ValueConstraints, other: &ValueConstraints) -> bool {
    if vars_aligned(cst, other) {
        return cst.rel.union_bounding_box(&other.rel);
    }
    let mut copy = other.clone();
    merge_and_align_symbols(cst, &mut copy);
    cst.rel.union_bounding_box(&copy.rel)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::parse;
    use affine_ir::ir::WalkOrder;

    /// The seed's two-nest batched matmul (`../shared/seeds/003`): the
    /// producer's store and the consumer's accesses, as MLIR slices them.
    const SEED: &str = "func.func @main(%arg0: memref<8x128x384xf32>, %arg1: memref<8x384x512xf32>, %arg2: memref<8x128x512xf32>, %arg3: memref<8x512x64xf32>, %arg4: memref<8x128x64xf32>) {
  affine.for %arg5 = 0 to 8 {
    affine.for %arg6 = 0 to 128 {
      affine.for %arg7 = 0 to 512 {
        affine.for %arg8 = 0 to 384 {
          %0 = affine.load %arg0[%arg5, %arg6, %arg8] : memref<8x128x384xf32>
          %1 = affine.load %arg1[%arg5, %arg8, %arg7] : memref<8x384x512xf32>
          %2 = affine.load %arg2[%arg5, %arg6, %arg7] : memref<8x128x512xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %arg2[%arg5, %arg6, %arg7] : memref<8x128x512xf32>
        }
      }
    }
  }
  affine.for %arg5 = 0 to 8 {
    affine.for %arg6 = 0 to 128 {
      affine.for %arg7 = 0 to 64 {
        affine.for %arg8 = 0 to 512 {
          %0 = affine.load %arg2[%arg5, %arg6, %arg8] : memref<8x128x512xf32>
          %1 = affine.load %arg3[%arg5, %arg8, %arg7] : memref<8x512x64xf32>
          %2 = affine.load %arg4[%arg5, %arg6, %arg7] : memref<8x128x64xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          affine.store %4, %arg4[%arg5, %arg6, %arg7] : memref<8x128x64xf32>
        }
      }
    }
  }
  return
}
";

    fn slice_str(ctx: &Context, s: &ComputationSliceState) -> String {
        s.lbs
            .iter()
            .zip(&s.ubs)
            .map(|(l, u)| {
                let f = |m: &Option<AffineMap>| m.map_or("null".into(), |m| ctx.affine.map_to_string(m));
                format!("[{}, {}]", f(l), f(u))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn seed_backward_slices_per_depth() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(&mut ctx, SEED);
        let ops: Vec<OpId> = ctx.ir.walk(m, WalkOrder::PreOrder);
        let accesses: Vec<OpId> = ops.into_iter().filter(|&o| MemRefAccess::from_op(&ctx, o).is_some()).collect();
        let store = accesses[3];
        let dst: Vec<OpId> = accesses[4..].to_vec();
        let mut s = ComputationSliceState::default();
        let union_at = |ctx: &mut Context, depth: usize, s: &mut ComputationSliceState| {
            compute_slice_union(
                ctx,
                &[store],
                &dst,
                depth,
                0,
                true,
                s,
                &mut Default::default(),
                &mut Default::default(),
            )
        };
        let r = union_at(&mut ctx, 1, &mut s);
        assert_eq!(r, SliceComputationResult::Success);
        assert_eq!(
            slice_str(&ctx, &s),
            "[(d0) -> (d0), (d0) -> (d0 + 1)] [(d0) -> (0), (d0) -> (128)] [(d0) -> (0), (d0) -> (512)] [(d0) -> (0), (d0) -> (384)]"
        );
        let r = union_at(&mut ctx, 4, &mut s);
        assert_eq!(r, SliceComputationResult::Success);
        assert_eq!(
            slice_str(&ctx, &s),
            "[(d0, d1, d2, d3) -> (d0), (d0, d1, d2, d3) -> (d0 + 1)] [(d0, d1, d2, d3) -> (d1), (d0, d1, d2, d3) -> (d1 + 1)] [(d0, d1, d2, d3) -> (d3), (d0, d1, d2, d3) -> (d3 + 1)] [(d0, d1, d2, d3) -> (0), (d0, d1, d2, d3) -> (384)]"
        );
        let trips = slice_trip_count_map(&mut ctx, &s).expect("constant");
        assert_eq!(slice_iteration_count(&trips), 384);
    }

    #[test]
    fn memoized_validity_and_maximality_answer_as_computed() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(&mut ctx, SEED);
        let ops: Vec<OpId> = ctx.ir.walk(m, WalkOrder::PreOrder);
        let accesses: Vec<OpId> = ops.into_iter().filter(|&o| MemRefAccess::from_op(&ctx, o).is_some()).collect();
        let (store, dst) = (accesses[3], accesses[4..].to_vec());
        let mut memo = SliceBoundsMemo::default();
        for depth in 1..=4 {
            let mut s = ComputationSliceState::default();
            let (cache, union_memo) = (&mut Default::default(), &mut SliceUnionMemo::new());
            let r = compute_slice_union(&mut ctx, &[store], &dst, depth, 0, true, &mut s, cache, union_memo);
            assert_eq!(r, SliceComputationResult::Success);
            // Asked twice: the second answer comes from the memo.
            for _ in 0..2 {
                assert_eq!(s.is_slice_valid_memo(&mut ctx, &mut memo), s.is_slice_valid(&mut ctx));
                assert_eq!(s.is_maximal_memo(&mut ctx, &mut memo), s.is_maximal(&mut ctx));
            }
            // The consumer reads every element the producer writes.
            assert_eq!(s.is_maximal(&mut ctx), Some(true));
        }
        assert!(!memo.slice_maximality.is_empty());
    }

    #[test]
    fn distinct_accesses_keep_the_first_two_of_each_structure() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(
            &mut ctx,
            "func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) {\n  affine.for %i = 0 to 8 {\n    %0 = affine.load %a[%i] : memref<8xf32>\n    %1 = affine.load %a[%i] : memref<8xf32>\n    %2 = affine.load %a[%i] : memref<8xf32>\n    affine.store %0, %b[%i] : memref<8xf32>\n  }\n  return\n}\n",
        );
        let walk = ctx.ir.walk(m, WalkOrder::PostOrder);
        let accesses: Vec<(OpId, bool)> =
            walk.iter().filter_map(|&o| access_memref_and_kind(&ctx, o).map(|(_, w)| (o, w))).collect();
        let loads: Vec<OpId> = accesses.iter().filter(|a| !a.1).map(|a| a.0).collect();
        let a = ctx.ir.operands(loads[0])[0];
        let b = ctx.ir.operands(accesses[3].0)[1];
        let mut d = DistinctAccesses::collect(&ctx, &accesses, a);
        assert_eq!(d.ops, vec![(loads[0], false), (loads[1], false)]);
        // A fourth read with that structure, before the others.
        let mut map = affine_ir::ir::ValueMap::new();
        let clone = ctx.ir.clone_op(loads[2], &mut map);
        ctx.ir.insert_op(clone, affine_ir::InsertPoint::Before(loads[0]));
        assert!(d.add(&ctx, &[(clone, false)]));
        assert_eq!(d.ops, vec![(clone, false), (loads[0], false)]);
        let all: Vec<(OpId, bool)> = std::iter::once((clone, false)).chain(accesses.iter().copied()).collect();
        assert_eq!(d, DistinctAccesses::collect(&ctx, &all, a));
        // Another structure is not handled: collected again by the caller.
        let other = ctx.ir.clone_op(accesses[3].0, &mut map);
        ctx.ir.insert_op(other, affine_ir::InsertPoint::Before(loads[0]));
        ctx.ir.set_operand(other, 1, a);
        assert!(!d.add(&ctx, &[(other, true)]));
        assert_eq!(DistinctAccesses::collect(&ctx, &accesses, b).ops, vec![accesses[3]]);
    }
}
